"""The declarations (elo.system.System) of the systems whose rules the page's first
figure does not need: each names its rules' module, which the page fetches in a part of
its own when the system is first shown (elo.web.shell.registry). Classic Elo, the first
figure's, declares itself beside its rules."""
