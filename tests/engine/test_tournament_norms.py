"""The norms' arithmetic for players of many games (elo.tournament.norms): the federations
counted once over the opponents, and the least score that makes a norm found by halving,
give what counting one by one gave (FIDE Title Regulations 1.4.3, 1.4.4, 1.4.8; the old
code of elo/tournament/norms.py is the reference, kept here)."""

from elo.tournament.norms import Opponent, Title


def _points_needed_one_by_one(total: int, count: int, points: int, title: Title) -> int | None:
    """norms._points_needed as it was: every half point from the score up."""
    from elo.tournament import norms

    needed = points
    while needed <= 100 * count:
        _, percent, rp = norms._performance(total, count, needed)
        if rp >= title.performance and percent >= norms.LEAST_PERCENT:
            return needed
        needed += 50
    return None


def _federations_one_by_one(own: str, opponents: list[Opponent]) -> tuple[int, int, int]:
    """norms._federations as it was: each federation counted per opponent (foreign
    federations, opponents from his own, the most from one)."""
    feds = [o.federation for o in opponents]
    foreign: list[str] = []
    for fed in feds:
        if fed and fed != own and fed != "FID" and fed not in foreign:
            foreign.append(fed)
    own_count = len([fed for fed in feds if fed and fed == own])
    most = max([len([f for f in feds if f == fed]) for fed in feds if fed] or [0])
    return len(foreign), own_count, most


def test_the_norms_shortcuts_give_what_counting_one_by_one_gives() -> None:
    import random

    from elo.tournament import norms

    rng = random.Random(14)
    for _ in range(400):
        count = rng.randrange(1, 40)
        opponents = [norms.Opponent(rng.randrange(1800, 2700), "",
                                    rng.choice(["GER", "FRA", "FID", "", "NED", "GER"]), 0)
                     for _ in range(count)]
        own = rng.choice(["GER", "FRA", ""])
        _, foreign, own_count, most, _ = norms._federations(own, opponents)
        assert (foreign, own_count, most) == _federations_one_by_one(own, opponents)
        total = sum(o.rating for o in opponents if o.rating is not None)  # every one has
        points = 50 * rng.randrange(0, 2 * count + 1)
        for title in norms.TITLES:
            assert norms._points_needed(total, count, points, title) == \
                _points_needed_one_by_one(total, count, points, title)
