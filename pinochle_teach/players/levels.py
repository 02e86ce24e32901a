"""Computer-player levels: the difficulties a table offers and the player each one seats.

A level is a key (``"easy"``, ``"normal"``, ``"hard"``, ``"expert"``) with a display label and
a player class: the random player, the rule-of-thumb :class:`HeuristicPlayer`, the sampling
:class:`MonteCarloPlayer`, and the :class:`ExpertPlayer` (bidding by simulation, the exact
solver for the last tricks). :func:`computer_players` seats one seeded player per seat, so a
game played against the same level and seed replays the same way.

>>> from pinochle_teach.players.levels import computer_players, LEVEL_LABELS
>>> LEVEL_LABELS["hard"]
'Hard (Monte Carlo)'
>>> sorted(computer_players("easy", [1, 2, 3], seed=7))
[1, 2, 3]
"""

from __future__ import annotations

from collections.abc import Iterable

from ..errors import PinochleError
from ..i18n import N_, tr
from .base import Player
from .expert import ExpertPlayer
from .heuristic import HeuristicPlayer
from .montecarlo import MonteCarloPlayer
from .random import RandomPlayer

__all__ = ["LEVELS", "LEVEL_LABELS", "DIFFICULTIES", "UnknownLevelError", "player_class",
           "player_seed", "computer_players"]

#: Level key -> the player class seated at that level, easiest first.
LEVELS: dict[str, type[Player]] = {
    "easy": RandomPlayer,
    "normal": HeuristicPlayer,
    "hard": MonteCarloPlayer,
    "expert": ExpertPlayer,
}

#: Level key -> the label a level picker shows (marked with N_: translated where shown).
LEVEL_LABELS: dict[str, str] = {
    "easy": N_("Easy (random)"),
    "normal": N_("Normal (heuristic)"),
    "hard": N_("Hard (Monte Carlo)"),
    "expert": N_("Expert"),
}

#: Level key -> the name of its player class (the form ``pinochle_teach.widgets.DIFFICULTIES``
#: has always had).
DIFFICULTIES: dict[str, str] = {level: cls.__name__ for level, cls in LEVELS.items()}


class UnknownLevelError(PinochleError):
    """A computer-player level that does not exist (the levels are the keys of LEVELS)."""


def _check_level(level: object) -> str:
    if not isinstance(level, str) or level not in LEVELS:
        raise UnknownLevelError(
            tr("unknown computer-player level {level}: use one of {levels}",
               level=repr(level), levels=", ".join(repr(k) for k in LEVELS)))
    return level


def player_class(level: str) -> type[Player]:
    """The player class seated at ``level`` (a key of :data:`LEVELS`).

    Raises:
        UnknownLevelError: for any other value, naming the levels there are.
    """
    return LEVELS[_check_level(level)]


def player_seed(seed: int, seat: int) -> int:
    """The seed of the computer player at ``seat`` in a table seeded ``seed``: each seat gets
    its own stream of choices, and the same table seed gives the same players."""
    return seed * 4 + seat + 1


def computer_players(level: str, seats: Iterable[int], seed: int = 0) -> dict[int, Player]:
    """One new computer player of ``level`` for each seat in ``seats``.

    Args:
        level: a key of :data:`LEVELS` (``"easy"``, ``"normal"``, ``"hard"``, ``"expert"``).
        seats: the seat numbers to fill (ints, e.g. ``[1, 2, 3]`` around a student in seat 0).
        seed: the table's seed (an int); each player is seeded by :func:`player_seed`, so the
            same level, seats and seed give players that make the same decisions.

    Returns:
        ``{seat: player}`` in the order of ``seats``.

    Raises:
        UnknownLevelError: for a level that is not a key of :data:`LEVELS` (nothing is made).
    """
    cls = player_class(level)
    return {seat: cls(seed=player_seed(seed, seat)) for seat in seats}
