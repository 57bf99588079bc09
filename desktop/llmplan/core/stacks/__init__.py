"""Training stacks: each one a `Stack` (protocol.py) in the registry (registry.py), the
idealised `reference` model of the source documents among them."""
