"""The module images that come after the first, elo.romfs: their names and what goes in
them. Pure: tools/build_page.py writes them by these, elo.web.views_image reads them.
(The words of each later language: elo.texts.IMAGE.)"""

__all__ = ["VIEWS_IMAGE", "VIEWS_MODULES", "VIEWS_NEEDS"]

#: The tournament view's and the season's image (elo.web.views_image).
VIEWS_IMAGE = "elo-views.romfs"
#: The modules that start the views, imported by name: the image holds their imports
#: but for what the first image has.
VIEWS_MODULES = ("elo.web.event_page", "elo.web.season_page")
#: A file in that image: the first image's modules that its own modules import, one name
#: a line. They are imported before the packages look into the image (images.import_from).
VIEWS_NEEDS = "needs.txt"
