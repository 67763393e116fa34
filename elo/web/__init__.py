"""The page: a shell (elo.web.shell) and its three views, the calculator, the whole
tournament and the season, each a package of its pure state and its glue to the page.
Which modules may reach into the browser, and which module image each module ships in,
is said in one place: elo.web.shell.modules."""
