"""Exit codes and the one error every sub-command raises for bad input."""

from __future__ import annotations

EXIT_OK = 0
EXIT_FAILURE = 1
EXIT_BAD_INPUT = 2


class UserError(Exception):
    """Bad input from the user: printed as one message, exit code 2, no traceback."""
