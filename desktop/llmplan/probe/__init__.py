"""Pilot runs and memory simulation with PyTorch (optional extra 'probe'; never in the desktop bundle)."""
