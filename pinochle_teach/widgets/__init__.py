"""ipywidgets views of the engine (they draw what the engine says; no rules logic here).

>>> from pinochle_teach.widgets import MeldDashboard
>>> MeldDashboard(seed=1, trump="H")  # doctest: +SKIP
"""

from .common import (MAX_SEED, SEAT_NAMES, TEAM_NAMES, InvalidSeedError, parse_seed,
                     seat_label, team_of)
from .meld_dashboard import CARD_SIZES, MeldDashboard
from .hand import HandView, trick_choices
from .meld_view import TRUMP_OPTIONS, MeldView
from .auction_view import AuctionView
from .auction_replay import AuctionReplay
from .auction_live import LiveAuction
from .walkthrough import TrickWalkthrough, WalkthroughError
from .table import DIFFICULTIES, TABLE_SIZES, PlayTable, PlayTableError, computer_players
from .scoresheet import ScoreSheet
from .quiz_view import QUIZ_KINDS, QuizView
from .progress import Progress, ProgressError
from .review_view import HandReview, ReviewPanel

__all__ = [
    "MeldDashboard", "CARD_SIZES",
    "HandView", "trick_choices", "MeldView", "TRUMP_OPTIONS", "AuctionView",
    "AuctionReplay", "LiveAuction",
    "TrickWalkthrough", "WalkthroughError", "PlayTable", "PlayTableError", "DIFFICULTIES",
    "TABLE_SIZES", "computer_players", "ScoreSheet", "QuizView", "QUIZ_KINDS", "Progress",
    "ProgressError", "RulesExplorer", "HandReview", "ReviewPanel",
    "SEAT_NAMES", "TEAM_NAMES", "MAX_SEED", "InvalidSeedError", "parse_seed", "seat_label",
    "team_of",
]


def __getattr__(name):
    # The rules explorer needs numpy and matplotlib: import it only when asked for.
    if name == "RulesExplorer":
        from .explorer import RulesExplorer

        return RulesExplorer
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


# Under voila, speak the language the page asks for (?lang=, else the browser's languages);
# elsewhere nothing changes. A notebook's own set_language after its imports wins.
from . import page_language as _page_language  # noqa: E402

_page_language.apply_request()
