"""The browser layer. Only `elo.web.main` imports pyscript; the other modules are pure
so that CPython tests can check what the page will show."""
