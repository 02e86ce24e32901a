"""Seats and sides: every fact about where players sit, in one place.

Seats are numbered clockwise from 0 (the student's own seat in the widgets). In a
partnership game (four players) partners sit opposite: seats 0 and 2 are team 0, seats 1
and 3 team 1. When each plays for themselves (three-handed), a seat is its own side. Play
and bidding go clockwise, starting left of the dealer (rules page §1, §2, §6, §8).

Every module that needs one of these facts (scoring, the game, the players, quizzes and the
widgets) asks this module; nothing else does seat arithmetic.

>>> from pinochle_teach.seating import partner, side_of, seat_of_card, seat_name
>>> partner(1), side_of(3), seat_of_card(leader=3, index=2), seat_name(2)
(3, 1, 1, 'North')
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import NamedTuple

from .errors import PinochleError, shown
from .i18n import Word, language, tr
from .rules import CARDGAMES_IO, RuleSet, resolve_rules
from .vocabulary import seat_word, team_word

__all__ = [
    "SEAT_NAMES", "THREE_SEAT_NAMES", "TEAM_NAMES", "SeatError",
    "seat_count", "check_seat", "seat_names", "seat_words", "side_words", "seat_name", "side_names", "side_name",
    "side_count", "side_of", "partner", "partner_of", "same_side", "opponents",
    "next_seat", "seats_from", "bidding_order", "relative_seat", "seat_at",
    "seat_of_card", "card_index_of", "leader_of", "Names", "engine_names", "table_names",
    "capitalise", "names_or_default", "side_totals",
]

#: Seat names at a four-hand table, clockwise from seat 0 (the student's own seat).
SEAT_NAMES: tuple[str, str, str, str] = ("South", "West", "North", "East")

#: Seat names at a three-hand table, clockwise from seat 0: the student at the bottom with an
#: opponent to the left and to the right.
THREE_SEAT_NAMES: tuple[str, str, str] = ("South", "West", "East")

#: Team names of the partnership game: team 0 holds seats 0 and 2, team 1 seats 1 and 3.
TEAM_NAMES: tuple[str, str] = ("South–North", "West–East")


class SeatError(PinochleError):
    """A seat number that this table does not have (seats are 0..players-1)."""


def seat_count(rules: RuleSet = CARDGAMES_IO) -> int:
    """The number of seats at the table (3 or 4 for the presets)."""
    return rules.players


def check_seat(seat: int, rules: RuleSet = CARDGAMES_IO) -> int:
    """Return ``seat`` if it is a seat of this table (an int 0..players-1).

    Raises:
        SeatError: for anything else, naming the seats this table has.
    """
    if isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat < rules.players:
        raise SeatError(f"seat must be a whole number 0..{rules.players - 1} "
                        f"(this table has {rules.players} seats), got {seat!r}")
    return seat


def _english_seats(rules: RuleSet) -> tuple[str, ...]:
    if rules.players == 4:
        return SEAT_NAMES
    if rules.players == 3:
        return THREE_SEAT_NAMES
    return tuple(f"Seat {s}" for s in range(rules.players))


def seat_words(rules: RuleSet = CARDGAMES_IO) -> tuple[Word, ...]:
    """The seat names as words for a translated sentence, indexed by seat: ``{seat}`` gives
    the name in the language spoken ("North", Polish "Północ"), ``{seat.dat}`` a case
    (Polish "Północy"; :data:`pinochle_teach.i18n.FORMS`)."""
    return tuple(seat_word(n) for n in _english_seats(rules))


def seat_names(rules: RuleSet = CARDGAMES_IO, *, lang: str | None = None) -> tuple[str, ...]:
    """The seat names, indexed by seat: ``SEAT_NAMES`` for four players,
    ``THREE_SEAT_NAMES`` for three, ``"Seat 0"``... for any other count; in the language
    ``lang`` (default: the one spoken now; English gives these constants)."""
    english = _english_seats(rules)
    with language(lang) as code:
        if code == "en":
            return english
        if rules.players in (3, 4):
            return tuple(str(seat_word(n)) for n in english)
        return tuple(tr("Seat {n}", n=s) for s in range(rules.players))


def seat_name(seat: int, rules: RuleSet = CARDGAMES_IO, *, lang: str | None = None) -> str:
    """The name of one seat, e.g. ``seat_name(2) == "North"``, in the language ``lang``
    (default: the one spoken now). Raises SeatError."""
    return seat_names(rules, lang=lang)[check_seat(seat, rules)]


def side_count(rules: RuleSet = CARDGAMES_IO) -> int:
    """How many scoring sides there are: teams of two in a partnership game, else one per
    seat."""
    return rules.players // 2 if rules.partnership else rules.players


def side_of(seat: int, rules: RuleSet = CARDGAMES_IO) -> int:
    """The scoring side (index into scores and game totals) of a seat: its team in a
    partnership game, else the seat itself. Partners sit opposite, ``players / 2`` seats
    apart: with four players seats 0+2 are team 0 and 1+3 team 1; with six, 0+3, 1+4, 2+5
    are teams 0, 1, 2."""
    return seat % side_count(rules) if rules.partnership else seat


def side_names(rules: RuleSet = CARDGAMES_IO, *, lang: str | None = None) -> tuple[str, ...]:
    """The names of the scoring sides, indexed like ``HandScore`` and game totals: the two
    teams (``TEAM_NAMES``) in a partnership game, else the seat names; in the language
    ``lang`` (default: the one spoken now)."""
    with language(lang):
        if rules.partnership and rules.players == 4:
            return tuple(str(team_word(n)) for n in TEAM_NAMES)
        if rules.partnership:
            names = seat_names(rules)
            return tuple("–".join(names[s] for s in range(rules.players)
                                  if side_of(s, rules) == t)
                         for t in range(side_count(rules)))
        return seat_names(rules)


def side_words(rules: RuleSet = CARDGAMES_IO) -> tuple[Word, ...]:
    """The scoring sides' names as words for a translated sentence, indexed like
    :func:`side_names`: ``{side}`` ("South–North"), ``{side.gen}`` (a case)."""
    if rules.partnership:
        return tuple(team_word(n) for n in side_names(rules, lang="en"))
    return seat_words(rules)


def side_name(side: int, rules: RuleSet = CARDGAMES_IO, *, lang: str | None = None) -> str:
    """The name of one scoring side (a team, or a seat when each plays alone), in the
    language ``lang`` (default: the one spoken now)."""
    names = side_names(rules, lang=lang)
    if isinstance(side, bool) or not isinstance(side, int) or not 0 <= side < len(names):
        raise SeatError(f"side must be a whole number 0..{len(names) - 1}, got {side!r}")
    return names[side]


def side_totals(per_seat: Sequence[int], rules: RuleSet = CARDGAMES_IO) -> tuple[int, ...]:
    """Points of each seat summed per scoring side (e.g. each seat's meld -> each team's
    meld, rules page §4, §7): one total per side, indexed like :func:`side_names`.

    Args:
        per_seat: one number of points per seat (``rules.players`` of them).

    Raises:
        SeatError: not one number per seat.
    """
    try:
        values = tuple(per_seat)
    except TypeError:
        values = None
    if (values is None or len(values) != rules.players
            or any(isinstance(v, bool) or not isinstance(v, (int, float)) for v in values)):
        raise SeatError(f"give one number of points per seat ({rules.players} for "
                        f"{rules.name} rules), got {per_seat!r}")
    totals = [0] * side_count(rules)
    for seat, v in enumerate(values):
        totals[side_of(seat, rules)] += v
    return tuple(totals)


def partner(seat: int, rules: RuleSet = CARDGAMES_IO) -> int | None:
    """The partner's seat (the seat opposite) in a partnership game, ``None`` when each plays
    for themselves."""
    if not rules.partnership:
        return None
    return (seat + rules.players // 2) % rules.players


partner_of = partner


def same_side(a: int, b: int, rules: RuleSet = CARDGAMES_IO) -> bool:
    """True if seats ``a`` and ``b`` score together (the same seat, or partners)."""
    return side_of(a, rules) == side_of(b, rules)


def opponents(seat: int, rules: RuleSet = CARDGAMES_IO) -> tuple[int, ...]:
    """The seats that score against ``seat``, clockwise from its left."""
    return tuple(s for s in seats_from(next_seat(seat, rules), rules)
                 if not same_side(s, seat, rules))


def next_seat(seat: int, rules: RuleSet = CARDGAMES_IO, steps: int = 1) -> int:
    """The seat ``steps`` places clockwise (to the left) of ``seat``."""
    return (seat + steps) % rules.players


def seats_from(start: int, rules: RuleSet = CARDGAMES_IO) -> tuple[int, ...]:
    """Every seat once, clockwise, beginning with ``start``."""
    return tuple((start + k) % rules.players for k in range(rules.players))


def bidding_order(dealer: int, rules: RuleSet = CARDGAMES_IO) -> tuple[int, ...]:
    """The seats in the order they first speak in the auction: left of the dealer first,
    the dealer last (rules page §2)."""
    return seats_from(next_seat(dealer, rules), rules)


def relative_seat(seat: int, viewer: int, rules: RuleSet = CARDGAMES_IO) -> int:
    """Where ``seat`` sits as seen from ``viewer``: 0 the viewer, 1 their left, 2 opposite
    (partner in four-hand), 3 their right (in three-hand 1 is left, 2 right)."""
    return (seat - viewer) % rules.players


def seat_at(offset: int, viewer: int, rules: RuleSet = CARDGAMES_IO) -> int:
    """The seat ``offset`` places clockwise from ``viewer`` (inverse of relative_seat)."""
    return (viewer + offset) % rules.players


def seat_of_card(leader: int, index: int, rules: RuleSet = CARDGAMES_IO) -> int:
    """The seat that played card ``index`` (0 = the lead) of a trick led by ``leader``."""
    return (leader + index) % rules.players


def card_index_of(seat: int, leader: int, rules: RuleSet = CARDGAMES_IO) -> int:
    """The position (0 = the lead) in a trick led by ``leader`` of the card ``seat`` plays."""
    return (seat - leader) % rules.players


def leader_of(seat: int, index: int, rules: RuleSet = CARDGAMES_IO) -> int:
    """The seat that led a trick in which ``seat`` plays card ``index`` (0 = the lead), e.g.
    the leader of a trick that already holds ``index`` cards when ``seat`` is to play
    (inverse of :func:`seat_of_card`)."""
    return (seat - index) % rules.players


class Names(NamedTuple):
    """What a sentence calls each seat and each scoring side.

    Engine functions that return sentences take ``names: Names | None``; ``None`` means
    :func:`engine_names` ("seat 2", "Team 1"). Widgets pass :func:`table_names` ("North",
    "South–North"). A sentence that starts with a name capitalises its first letter.
    """

    seats: tuple[str, ...]
    sides: tuple[str, ...]

    def seat(self, seat: int) -> str:
        """The name of ``seat``. Raises SeatError for a seat these names do not have."""
        return self.seats[self._index(seat, self.seats, "seat")]

    def side(self, side: int) -> str:
        """The name of ``side``. Raises SeatError for a side these names do not have."""
        return self.sides[self._index(side, self.sides, "side")]

    @staticmethod
    def _index(i, names, what: str) -> int:
        if i.__class__ is not int or not 0 <= i < len(names):
            if isinstance(i, bool) or not isinstance(i, int) or not 0 <= i < len(names):
                raise SeatError(f"{what} must be a whole number 0..{len(names) - 1}, got "
                                f"{shown(i)}")
        return i

    def with_seat(self, seat: int, name: str) -> "Names":
        """A copy in which ``seat`` is called ``name`` (e.g. ``"North (you)"``).

        Raises:
            SeatError: a seat these names do not have, or a name that is not a text.
        """
        seat = self._index(seat, self.seats, "seat")
        if not isinstance(name, str):
            raise SeatError(f"a seat's name is a text, got {shown(name)}")
        seats = list(self.seats)
        seats[seat] = name
        return Names(tuple(seats), self.sides)


def capitalise(text: str) -> str:
    """``text`` with its first letter upper-case, for a sentence that starts with a name
    (``"seat 2 won"`` -> ``"Seat 2 won"``); the rest is unchanged."""
    return text[:1].upper() + text[1:]


def names_or_default(names: "Names | None", rules: RuleSet = CARDGAMES_IO) -> Names:
    """``names`` itself, or :func:`engine_names` for ``rules`` when it is ``None``.

    Raises:
        SeatError: ``names`` that is neither ``None`` nor a :class:`Names`, or that has too
            few seat or side names for this table.
    """
    rules = resolve_rules(rules)
    if names is None:
        return engine_names(rules)
    if not isinstance(names, Names):
        raise SeatError(f"names must be a seating.Names (e.g. table_names(rules)) or None, "
                        f"got {type(names).__name__}")
    if len(names.seats) < rules.players or len(names.sides) < side_count(rules):
        raise SeatError(f"names must name {rules.players} seats and {side_count(rules)} "
                        f"sides for {rules.name} rules, got {len(names.seats)} and "
                        f"{len(names.sides)}")
    return names


def engine_names(rules: RuleSet = CARDGAMES_IO) -> Names:
    """The engine's neutral names: ``seat 0``... and ``Team 0``... (``Seat 0``... as sides
    when each plays for themselves)."""
    rules = resolve_rules(rules)
    seats = tuple(f"seat {s}" for s in range(rules.players))
    if rules.partnership:
        sides = tuple(f"Team {t}" for t in range(side_count(rules)))
    else:
        sides = tuple(f"Seat {s}" for s in range(rules.players))
    return Names(seats, sides)


def table_names(rules: RuleSet = CARDGAMES_IO, *, lang: str | None = None) -> Names:
    """The names the widgets use: compass seats (:func:`seat_names`) and team names
    (:func:`side_names`), in the language ``lang`` (default: the one spoken now).

    Raises:
        InvalidRulesError: ``rules`` not a RuleSet or a preset's name.
    """
    rules = resolve_rules(rules)
    return Names(seat_names(rules, lang=lang), side_names(rules, lang=lang))
