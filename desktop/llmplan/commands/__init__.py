"""Sub-commands of `llmplan`; one module each, registered in `llmplan.cli.COMMANDS`."""
