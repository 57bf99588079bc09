"""The hardware advisor: the search over configurations and its recommendation."""
