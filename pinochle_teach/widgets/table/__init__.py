"""The play table: a person plays one seat of a whole game against the computer players.

The table plays every variant the engine knows (rules page §8): four-hand partnership (the
default, post-1945 play, the double deck with 20-card hands) and three-handed auction
Pinochle, where each player is for themselves and the bidder takes the 3-card widow and
discards three.

- :mod:`.controller`: :class:`TableController`, the game and every action on it, no
  widgets (also :class:`PlayTableError`, :func:`rules_for`, :data:`TABLE_VARIANTS`);
- :mod:`.view`: :class:`PlayTable`, the ipywidgets table that draws a controller;
- :mod:`.drawing`: its pictures and sentences as markup; :mod:`.trick`: one trick drawn
  around a compass (:func:`trick_html`, also used by the walkthrough and the lessons).

Computer-player levels live in :mod:`pinochle_teach.players.levels` (re-exported here as
:data:`DIFFICULTIES` and :func:`computer_players`).

>>> table = PlayTable(seed=7, seat=0, difficulty="easy")
>>> table.game.to_move == 0 or table.game.phase.value in ("score", "game over")
True
"""

from ...commentary import describe_trick
from ...players.levels import DIFFICULTIES, computer_players
from ..scoresheet import Html
from .controller import TABLE_VARIANTS, PlayTableError, TableController, rules_for, variant_name
from .trick import trick_html
from .view import TABLE_SIZES, PlayTable

__all__ = ["PlayTable", "TableController", "DIFFICULTIES", "TABLE_SIZES", "TABLE_VARIANTS",
           "computer_players", "trick_html", "describe_trick", "PlayTableError", "Html",
           "rules_for", "variant_name"]
