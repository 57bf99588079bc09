"""Dialogs: preferences, about, and the entry forms for custom GPUs, servers and models."""
