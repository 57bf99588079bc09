"""What an architecture implies whatever trains it: parameter counts, activation tensors."""
