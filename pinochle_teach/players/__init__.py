"""Computer players. Each has ``choose(view) -> Action`` and sees only its seat's
:class:`~pinochle_teach.game.PlayerView`."""

from .base import Player, play_deal, play_game, play_hand
from .random import RandomPlayer
from .heuristic import HeuristicPlayer
from .montecarlo import MonteCarloPlayer
from .expert import ExpertPlayer
from .hint import Hint, hint
from .levels import (DIFFICULTIES, LEVEL_LABELS, LEVELS, UnknownLevelError,
                     computer_players)

__all__ = ["Player", "RandomPlayer", "HeuristicPlayer", "MonteCarloPlayer", "ExpertPlayer", "Hint", "hint",
           "play_game", "play_hand", "play_deal", "LEVELS", "LEVEL_LABELS", "DIFFICULTIES",
           "UnknownLevelError", "computer_players"]
