"""The trick walkthrough: replay the trick play of one hand from a game record, card by card.

- :mod:`.view`: :class:`TrickWalkthrough`, the widget (controls, navigation, "Play from
  here");
- :mod:`.drawing`: its pictures and sentences as markup, from the engine's facts.
"""

from .view import TrickWalkthrough, WalkthroughError

__all__ = ["TrickWalkthrough", "WalkthroughError"]
