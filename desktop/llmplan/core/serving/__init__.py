"""Serving the trained model: memory, concurrency, speed, energy and cost per candidate
(vLLM on GPUs, llama.cpp on GPUs or a CPU), and merging the adapter before it."""
