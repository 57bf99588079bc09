"""The run beyond the stack: communication, energy, storage, the timeline, its length."""
