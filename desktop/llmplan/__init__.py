"""LLM Training Planner: what it takes to train a language model on your own documents."""

__version__ = "0.1.0"
