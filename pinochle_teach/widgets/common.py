"""Names and small helpers shared by every widget in the kit.

The facts about the table (seat and side names, the side of a seat) are the engine's, in
:mod:`pinochle_teach.seating`; they are re-exported here so that widget code and notebooks
that import them from ``pinochle_teach.widgets.common`` keep working. Seats are numbered
clockwise 0..3 as in rules page §1; seat 0 is the student's own seat in the widgets.
"""

from __future__ import annotations

import os
import re

from ..errors import PinochleError
from ..i18n import tr
from ..numbers import parse_whole
from ..rules import CARDGAMES_IO, RuleSet
from .. import seating
from ..seating import SEAT_NAMES, TEAM_NAMES, THREE_SEAT_NAMES, seat_name, side_names, side_of
from . import render

__all__ = [
    "repeat_on_kernel",
    "SEAT_NAMES",
    "TEAM_NAMES",
    "THREE_SEAT_NAMES",
    "MAX_SEED",
    "InvalidSeedError",
    "seat_label",
    "team_of",
    "seat_names",
    "side_names",
    "side_of",
    "check_table",
    "names_in",
    "parse_seed",
    "message_html",
    "over_limit",
]

#: The largest deal number a seed box accepts.
MAX_SEED = 999_999_999

#: The team (0 or 1) of a seat 0..3 in the four-hand game: :func:`pinochle_teach.seating.side_of`
#: with the default rules (kept under its old name).
team_of = side_of


class InvalidSeedError(PinochleError):
    """A deal number (seed) typed into a widget that is not a whole number 0..MAX_SEED."""


def seat_label(seat: int, rules: RuleSet = CARDGAMES_IO) -> str:
    """``"South (you)"`` for seat 0 (the student's own seat), else the seat's name
    (:func:`pinochle_teach.seating.seat_name`). Raises SeatError for a seat the table lacks."""
    name = seat_name(seat, rules)
    return f"{name} (you)" if seat == 0 else name


def check_table(rules: RuleSet = CARDGAMES_IO) -> tuple[str, ...]:
    """The seat names of ``rules`` if the widgets can draw its table (3 or 4 players,
    rules page §1, §8).

    Raises:
        PinochleError: for a rule set with another number of players, saying which are
            accepted.
    """
    if rules.players not in (3, 4):
        raise PinochleError(
            tr("the widgets seat 3 or 4 players; this rule set has {n}", n=rules.players))
    return seating.seat_names(rules)


def seat_names(rules: "RuleSet | None" = None) -> tuple[str, ...]:
    """The seat names (:func:`pinochle_teach.seating.seat_names`) of a table the widgets
    can draw: :func:`check_table`, with ``None`` meaning the default four-hand game.

    Raises:
        PinochleError: a rule set for other than 3 or 4 players.
    """
    return check_table(CARDGAMES_IO if rules is None else rules)


def names_in(text: str, rules: "RuleSet | None" = None) -> str:
    """Deprecated: engine sentences now take the names to use
    (``names=seating.table_names(rules)``); this rewrites "seat 2"/"Seat 2" into the seat's
    name and "Team 1" into the side's name afterwards, for callers not switched yet.
    ``rules`` ``None`` means the four-hand game; numbers with no such seat or side are left
    as they are."""
    rules = CARDGAMES_IO if rules is None else rules
    seats, sides = seat_names(rules), side_names(rules)

    def name(names):
        return lambda m: names[int(m.group(1))] if int(m.group(1)) < len(names) else m.group(0)

    text = re.sub(r"\b[Ss]eat (\d)\b", name(seats), text)
    return re.sub(r"\bTeam (\d)\b", name(sides), text)


def parse_seed(text: "str | int", what: str = "deal number") -> int:
    """Read a deal number from a seed box (:func:`pinochle_teach.numbers.parse_whole`, the
    reader of every number box, with a leading ``#`` allowed: ``"#42"``).

    Args:
        text: what the user typed, e.g. ``" 42 "``; an int is accepted as is.
        what: what the box calls the number, for the message ("deal number", "question
            number").

    Returns:
        the seed, an int from 0 to :data:`MAX_SEED`.

    Raises:
        InvalidSeedError: for anything else (``"seven"``, ``"7²"``, ``"①"``, 5,000
            digits...), saying what is accepted.
    """
    if isinstance(text, str) and text.strip().startswith("#"):
        text = text.strip()[1:]
    return parse_whole(text, what, low=0, high=MAX_SEED, error=InvalidSeedError)


def message_html(text: str, kind: str = "error") -> str:
    """A short boxed message (``kind`` "error", anything else "info"); text is escaped.

    A thin wrapper of :func:`render.message <pinochle_teach.widgets.render.message>` kept for
    code not switched yet: the box starts with a word ("Oops:" / "Note:") so that its
    meaning does not rest on its colour, and is styled by the kit's stylesheet
    (``render.stylesheet()`` among the widget's children).
    """
    return render.message(text, "error" if kind == "error" else "info")


def over_limit(err: BaseException) -> str:
    """Why the classroom server stopped a computation, for a sentence: ``err`` is the
    KeyboardInterrupt it raises in a kernel whose run used more than ``PINOCHLE_RUN_LIMIT``
    CPU-seconds, or the MemoryError of a kernel over ``PINOCHLE_MEMORY_MIB`` MiB (both read
    from the kernel's environment, named in the text when set)."""
    if isinstance(err, MemoryError):
        cap = os.environ.get("PINOCHLE_MEMORY_MIB", "").strip()
        if cap.isascii() and cap.isdecimal():
            return tr("it needed more memory than the server allows one page ({mib} MiB)",
                      mib=cap)
        return tr("it needed more memory than the server allows one page")
    cap = os.environ.get("PINOCHLE_RUN_LIMIT", "").strip()
    if cap.isascii() and cap.isdecimal():
        return tr("it used more computer time than the server allows one run ({seconds} "
                  "CPU-seconds)", seconds=cap)
    return tr("it used more computer time than the server allows one run")


def repeat_on_kernel(widget, interval: float, call) -> bool:
    """Call ``call()`` every ``interval`` seconds on the kernel's own event loop (no thread:
    the repetition ends with the kernel, and stops once ``widget`` is closed). Returns False,
    doing nothing, where there is no kernel loop (a script, a test, Pyodide): there the
    caller refreshes by hand."""
    try:
        from IPython import get_ipython

        loop = getattr(getattr(get_ipython(), "kernel", None), "io_loop", None)
    except Exception:  # noqa: BLE001 - no kernel
        loop = None
    if loop is None:
        return False

    def tick() -> None:
        if widget.comm is None:  # closed: stop
            return
        call()
        loop.call_later(interval, tick)

    loop.add_callback(lambda: loop.call_later(interval, tick))
    return True
