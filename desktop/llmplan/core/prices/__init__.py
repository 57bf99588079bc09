"""Money with its currency, and the prices of a hardware configuration."""
