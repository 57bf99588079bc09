"""The run beyond memory: FLOPs and time, communication, energy, storage, the timeline."""
