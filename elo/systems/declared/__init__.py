"""The declarations (elo.system.System) of the systems whose rules the page's first
figure does not need: each names its engine module, which the page fetches in a part of
its own when the system is first chosen (elo.web.shell.registry). Classic Elo and FIDE
declare themselves beside their rules, in the first image."""
