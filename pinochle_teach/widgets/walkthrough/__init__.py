"""The trick walkthrough: replay the trick play of one hand from a game record, card by card.

- :mod:`.view`: :class:`TrickWalkthrough`, the widget (controls, navigation, "Play from
  here");
- :mod:`.drawing`: its pictures and sentences as markup, from the engine's facts.

>>> from pinochle_teach.game import Game
>>> from pinochle_teach.players import RandomPlayer, play_hand
>>> g = Game(seed=5)
>>> play_hand(g, [RandomPlayer(s) for s in range(4)])
>>> w = TrickWalkthrough(g)
>>> w.step, w.steps
(0, 48)
"""

from .view import TrickWalkthrough, WalkthroughError

__all__ = ["TrickWalkthrough", "WalkthroughError"]
