"""A player that picks uniformly among the legal actions (seeded)."""

from __future__ import annotations

import random

from ..game import Action, PlayerView
from .base import Player

__all__ = ["RandomPlayer"]


class RandomPlayer(Player):
    """Chooses uniformly at random among ``view.legal_actions``.

    Args:
        seed: seeds its own ``random.Random``, so a game of RandomPlayers is reproducible.
    """

    name = "random"

    def __init__(self, seed: int | None = None):
        self.seed = seed
        self._rng = random.Random(seed)

    def choose(self, view: PlayerView) -> Action:
        """One of ``view.legal_actions``, uniformly at random."""
        return self._rng.choice(view.legal_actions)

    def __repr__(self) -> str:
        return f"RandomPlayer(seed={self.seed!r})"
