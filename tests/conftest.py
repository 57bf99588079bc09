"""Test-wide configuration: headless Qt, set by the tests themselves."""

import os

# Without a display pytest-qt would abort; the tests never need a real screen.
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
# Never reach a network: tokenizer libraries must not try a hub.
os.environ.setdefault("HF_HUB_OFFLINE", "1")
os.environ.setdefault("TRANSFORMERS_OFFLINE", "1")
