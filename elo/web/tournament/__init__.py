"""The whole tournament's view (#event: a file rated player by player): its pure
rendering (render) and settings, and its glue to the page (view, reading, keeping). It
comes in the later views' image (elo.web.shell.modules)."""
