"""The calculator: one player's calculation. Its pure state (inputs, games, link, layout,
imports, row_html) and its glue to the page (view, handlers, form, table, keeping,
files)."""
