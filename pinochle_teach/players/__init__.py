"""Computer players. Each has ``choose(view) -> Action`` and sees only its seat's
:class:`~pinochle_teach.game.PlayerView`."""

from .base import Player, play_game, play_hand
from .random import RandomPlayer

__all__ = ["Player", "RandomPlayer", "play_game", "play_hand"]
