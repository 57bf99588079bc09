"""Entry point of the frozen app: PyInstaller starts here, and this hands over to the CLI."""

import multiprocessing
import sys

if __name__ == "__main__":
    # The corpus engine tokenizes in worker processes; a frozen executable must recognise
    # that it was started as such a worker (spawn on Windows/macOS) instead of running main.
    multiprocessing.freeze_support()
    from llmplan.cli import main

    sys.exit(main())
