"""Bundled catalogues of GPUs, servers and models, validated on load."""
