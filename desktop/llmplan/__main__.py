import sys

from llmplan.cli import main

sys.exit(main())
