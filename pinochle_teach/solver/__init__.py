"""Open-hand (double-dummy) solver for four-hand partnership Pinochle (rules page §6, §7).

:func:`solve` gives, for a trick-play position with every hand open, the trick points each
team takes from there with perfect play (:attr:`Solution.points`), the value of each legal
card of the seat to move (:attr:`Solution.card_values`) and one best line of play
(:attr:`Solution.line`). The search (:mod:`pinochle_teach.solver.core`) is pure Python:
alpha-beta with zero-window tests (MTD(f)), a transposition table on normalised positions
at trick boundaries, equivalent cards searched once, and move ordering.
"""

from .core import Engine
from .solution import (MAX_COPIES, InvalidPositionError, Play, Solution, check_solver_rules,
                       solve)

__all__ = ["solve", "Solution", "Play", "InvalidPositionError", "check_solver_rules",
           "MAX_COPIES", "Engine"]
