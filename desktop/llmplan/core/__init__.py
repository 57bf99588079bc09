"""Pure calculation core: pydantic models and functions, no Qt, no I/O."""
