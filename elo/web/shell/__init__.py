"""What the page's views share: start-up and faults, the DOM helpers, the device's
storage, undo, the module images and the languages, which view shows. The views register
here (elo.web.shell.core)."""
