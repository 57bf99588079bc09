"""Units and counting conventions shared by the planner and the corpus engine (pure Python).

Decimal units throughout (GB = 10⁹ bytes), as in the source articles; GiB only as a display
choice.
"""

from __future__ import annotations

GB = 1e9
GIB = 1024.0**3
MIB = 1024.0**2
TFLOPS = 1e12

SECONDS_PER_HOUR = 3_600.0
SECONDS_PER_DAY = 86_400.0
DAYS_PER_MONTH = 30.44  # 365.25 / 12
SECONDS_PER_MONTH = DAYS_PER_MONTH * SECONDS_PER_DAY
SECONDS_PER_YEAR = 365.25 * SECONDS_PER_DAY

# "200,000 tokens ≈ 500 pages" (Anthropic, quoted in "Continued Pretraining mit Firmendaten")
TOKENS_PER_PAGE = 200_000 / 500

UINT16_MAX_VOCAB = 65_536


def token_id_bytes(vocab_size: int) -> int:
    """Bytes per stored token ID: 2 while the vocabulary fits 16 bits, else 4."""
    return 2 if vocab_size <= UINT16_MAX_VOCAB else 4
