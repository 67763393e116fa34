"""What the page and the command line both show above the engine: the screen's inputs
evaluated (evaluate), a result as texts and HTML by element id (output, with each
system's own part in elo.present.systems), the written-out calculation as blocks that
become HTML or text (blocks, pieces, explain). Pure: nothing here imports `js`,
`pyscript` or the page's DOM helpers (elo.web.shell.modules names who may)."""
