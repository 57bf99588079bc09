"""Every word and number a user reads, without Qt: below the views (GUI, report, command
line), above the core. The core names things by code; this package words and formats them
in the chosen language (`i18n`), so the window, the PDF and the Markdown read the same."""
