"""The tabs of the main window, one module per tab (and its panels)."""
