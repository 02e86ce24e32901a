"""A player that picks uniformly among the legal actions (seeded)."""

from __future__ import annotations

import random

from ..game import Action, PlayerView
from .base import Player, nothing_to_decide

__all__ = ["RandomPlayer"]


class RandomPlayer(Player):
    """Chooses uniformly at random among ``view.legal_actions``.

    Args:
        seed: an int (or ``None`` for an unseeded stream) for its own ``random.Random``, so a
            game of RandomPlayers is reproducible.
    """

    name = "random"

    def __init__(self, seed: int | None = None):
        self.seed = seed
        self._rng = random.Random(seed)

    def choose(self, view: PlayerView) -> Action:
        """One of ``view.legal_actions``, uniformly at random (any phase).

        Raises:
            PinochleError: when ``view`` has no legal actions (it is not this seat's turn).
        """
        legal = view.legal_actions
        if not legal:
            raise nothing_to_decide(view)
        return self._rng.choice(legal)

    def __repr__(self) -> str:
        return f"RandomPlayer(seed={self.seed!r})"
