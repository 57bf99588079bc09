"""The data colours every view uses: the Okabe–Ito palette, safe for colour-blind readers.

Plain hex strings (no Qt), so the summary strip, the charts and the report share them.
Colour is never the only carrier of meaning: fit status is also written out ("✓ fits").
"""

from __future__ import annotations

BLACK = "#000000"
ORANGE = "#E69F00"
SKY_BLUE = "#56B4E9"
BLUISH_GREEN = "#009E73"
YELLOW = "#F0E442"
BLUE = "#0072B2"
VERMILLION = "#D55E00"
REDDISH_PURPLE = "#CC79A7"
GREY = "#999999"

# Memory parts bottom to top (keys of MemoryBreakdown), then the free part of the card.
MEMORY_COLOURS: dict[str, str] = {
    "weights": BLUE,
    "gradients": SKY_BLUE,
    "optimizer": REDDISH_PURPLE,
    "activations": ORANGE,
    "logits": YELLOW,
    "overhead": GREY,
    "free": "#FFFFFF",
}
MEMORY_SEGMENTS: tuple[str, ...] = tuple(part for part in MEMORY_COLOURS if part != "free")

STATUS_COLOURS: dict[str, str] = {
    "fits": BLUISH_GREEN,
    "tight": ORANGE,
    "does_not_fit": VERMILLION,
}

PHASE_COLOURS: dict[str, str] = {
    "data_prep": SKY_BLUE,
    "pilot": YELLOW,
    "reference_pass": ORANGE,
    "generation": VERMILLION,
    "training": BLUE,
    "checkpoints": REDDISH_PURPLE,
    "evaluation": BLUISH_GREEN,
    # Okabe-Ito has no ninth hue: the steps after evaluation reuse two from the axis's other
    # end, each on its own labelled row
    "merge_adapters": SKY_BLUE,
    "quantise": YELLOW,
}

CANDIDATE_COLOURS: tuple[str, ...] = (
    BLUE,
    VERMILLION,
    BLUISH_GREEN,
    REDDISH_PURPLE,
    ORANGE,
    SKY_BLUE,
    BLACK,
)
