"""ipywidgets views of the engine (they draw what the engine says; no rules logic here).

>>> from pinochle_teach.widgets import MeldDashboard
>>> MeldDashboard(seed=1, trump="H")  # doctest: +SKIP
"""

from .common import (MAX_SEED, SEAT_NAMES, TEAM_NAMES, InvalidSeedError, parse_seed,
                     seat_label, team_of)
from .meld_dashboard import CARD_SIZES, MeldDashboard

__all__ = [
    "MeldDashboard", "CARD_SIZES",
    "SEAT_NAMES", "TEAM_NAMES", "MAX_SEED", "InvalidSeedError", "parse_seed", "seat_label",
    "team_of",
]
