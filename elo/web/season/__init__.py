"""The season's view: one player's tournaments chained. Its pure parts (render, edit,
join) and its glue to the page (view, keeping). It comes in the later views' image
(elo.web.shell.modules)."""
