"""Names and small helpers shared by every widget in the kit.

Seats are numbered clockwise 0..3 as in RULES.md; seats 0 and 2 are team 0, seats 1 and 3
team 1. The widgets always call them by these names.
"""

from __future__ import annotations

import html
import re

from ..errors import PinochleError

__all__ = [
    "SEAT_NAMES",
    "TEAM_NAMES",
    "MAX_SEED",
    "InvalidSeedError",
    "seat_label",
    "team_of",
    "seat_names",
    "side_names",
    "side_of",
    "names_in",
    "parse_seed",
    "message_html",
]

#: Seat names, clockwise from seat 0 (the student's own seat).
SEAT_NAMES: tuple[str, str, str, str] = ("South", "West", "North", "East")

#: Team names: team 0 holds seats 0 and 2, team 1 seats 1 and 3 (partners sit opposite).
TEAM_NAMES: tuple[str, str] = ("South–North", "West–East")

#: The largest deal number a seed box accepts.
MAX_SEED = 999_999_999


class InvalidSeedError(PinochleError):
    """A deal number (seed) typed into a widget that is not a whole number 0..MAX_SEED."""


def team_of(seat: int) -> int:
    """The team (0 or 1) of a seat 0..3."""
    return seat % 2


def seat_label(seat: int) -> str:
    """``"South (you)"`` for seat 0, else the seat name."""
    return "South (you)" if seat == 0 else SEAT_NAMES[seat]


#: Seat names at a three-handed table, clockwise from seat 0 (RULES.md §8: three players
#: for themselves; the student sits at the bottom with an opponent left and right).
THREE_SEAT_NAMES: tuple[str, str, str] = ("South", "West", "East")


def seat_names(rules=None) -> tuple[str, ...]:
    """The seat names for ``rules`` (a :class:`~pinochle_teach.rules.RuleSet`; ``None`` means
    the default four-hand game): ``SEAT_NAMES`` for four players, ``("South", "West",
    "East")`` for three.

    Raises:
        PinochleError: a rule set for another number of players (3 or 4 are accepted).
    """
    players = 4 if rules is None else rules.players
    if players == 4:
        return SEAT_NAMES
    if players == 3:
        return THREE_SEAT_NAMES
    raise PinochleError(f"the widgets seat 3 or 4 players; this rule set has {players}")


def side_of(seat: int, rules=None) -> int:
    """The scoring side of a seat: its team (seat % 2) in a partnership game, else the seat
    itself (three-handed, every player for themselves; RULES.md §8)."""
    if rules is None or rules.partnership:
        return seat % 2
    return seat


def side_names(rules=None) -> tuple[str, ...]:
    """The names of the scoring sides, indexed like ``HandScore`` and game totals: the two
    teams (``TEAM_NAMES``) in a partnership game, else one name per seat."""
    if rules is None or rules.partnership:
        return TEAM_NAMES
    return seat_names(rules)


def names_in(text: str, rules=None) -> str:
    """Replace the engine's names in a sentence by the widgets' names: "seat 2"/"Seat 2"
    becomes the seat's name (:func:`seat_names`) and "Team 1" the side's name
    (:func:`side_names`, RULES.md §1, §8). ``rules`` ``None`` means the four-hand game;
    numbers with no such seat or side are left as they are."""
    seats, sides = seat_names(rules), side_names(rules)

    def name(names):
        return lambda m: names[int(m.group(1))] if int(m.group(1)) < len(names) else m.group(0)

    text = re.sub(r"\b[Ss]eat (\d)\b", name(seats), text)
    return re.sub(r"\bTeam (\d)\b", name(sides), text)


def parse_seed(text: "str | int") -> int:
    """Read a deal number from a seed box.

    Args:
        text: what the user typed, e.g. ``" 42 "``; an int is accepted as is.

    Returns:
        the seed, an int from 0 to :data:`MAX_SEED`.

    Raises:
        InvalidSeedError: for anything else, saying what is accepted.
    """
    if isinstance(text, bool):
        text = str(text)
    if isinstance(text, int):
        value = text
    else:
        cleaned = str(text).strip().replace("_", "").replace(",", "")
        if cleaned.startswith("#"):
            cleaned = cleaned[1:].strip()
        if not cleaned.isdigit():
            shown = str(text).strip()[:20] or "an empty box"
            raise InvalidSeedError(
                f"The deal number must be a whole number from 0 to {MAX_SEED:,}, "
                f"not {shown!r}." if shown != "an empty box" else
                f"Type a deal number from 0 to {MAX_SEED:,}.")
        value = int(cleaned)
    if not 0 <= value <= MAX_SEED:
        raise InvalidSeedError(
            f"The deal number must be a whole number from 0 to {MAX_SEED:,}, not {value}.")
    return value


def message_html(text: str, kind: str = "error") -> str:
    """A short boxed message for a widget (``kind`` is "error" or "info"); text is escaped.

    The box starts with a word ("Oops:" / "Note:") so that its meaning does not rest on its
    colour.
    """
    if not text:
        return ""
    if kind == "error":
        colours, word = ("#fdecea", "#b3261e"), "Oops:"
    else:
        colours, word = ("#e8f1fb", "#0b57b0"), "Note:"
    return (f'<div role="{"alert" if kind == "error" else "status"}" '
            f'style="background:{colours[0]};border-left:4px solid {colours[1]};'
            f'padding:6px 10px;margin:4px 0;color:#1b1b1b">'
            f"<b>{word}</b> {html.escape(text)}</div>")
