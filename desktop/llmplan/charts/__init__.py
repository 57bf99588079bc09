"""pyqtgraph charts shared by the Memory fit and Timeline tabs and the report."""
