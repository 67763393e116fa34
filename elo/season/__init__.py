"""A season: one player's tournaments one after another, each rating chained to the one
before (docs/rules/season.md).

    season = read_season(text)        # the season file, version 1 (elo.season.model)
    result = rate_season(season)      # the chains (elo.season.chain)
    season_dict(result)               # the command line's JSON (elo.season.report)
"""

from elo.season.chain import SeasonResult, rate_season
from elo.season.model import VERSION, Entry, Season, read_season, season_data
from elo.season.report import season_dict, season_text

__all__ = ["VERSION", "Entry", "Season", "SeasonResult", "read_season", "season_data",
           "rate_season", "season_dict", "season_text"]
