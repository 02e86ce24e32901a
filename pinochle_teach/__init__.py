"""pinochle-teach: learn, teach and explore Pinochle in Jupyter.

The engine (this package's top level) is pure Python with no third-party imports; the
ipywidgets views live in :mod:`pinochle_teach.widgets`. The rules are four-hand partnership
auction Pinochle as cardgames.io teaches it, with variants as :class:`RuleSet`; the kit's rule
book is the page notebooks/rules.ipynb, and a "§6" in a message means its section 6.
"""

from .cards import (Card, Deal, Hand, Rank, Suit, cards_in_words, check_hand, deal, format_cards,
                    new_deck, parse_card, parse_cards, sort_hand, suit_order)
from .errors import (IllegalActionError, IllegalBidError, IllegalPlayError, InvalidCardError,
                     InvalidHandError, InvalidRecordError, InvalidRulesError, LanguageError,
                     PinochleError, WrongPhaseError)
from .i18n import N_, available_languages, get_language, set_language
from .meld import Meld, MeldResult, best_meld, near_misses
from .rules import (CARDGAMES_IO, DOUBLE_DECK, HOYLE, POST_1945, PRESETS, RULE_CHOICES,
                    THREE_HANDED, MeldTable, RuleChoice, RuleSet, rule_choice, variant_name)
from .tricks import (PLAY_KINDS, SITUATIONS, beats, card_points, check_play, classify_play,
                     explain_play, explain_points, explain_winner, legal_plays, play_situation,
                     trick_choices, trick_points, trick_winner, winning_card, winning_seat)
from .auction import Auction
from .scoring import (HandScore, can_surrender, explain_game_winner, explain_score,
                      explain_surrender, game_winner, score_hand, team_of)
from .game import Action, Game, HandResult, Phase, PlayerView, TrickRecord, replay
from .seating import Names, engine_names, table_names
from .commentary import Moment, describe_trick, key_moments, winning_so_far
from .solver import Solution, solve

__version__ = "0.1.0"

__all__ = [
    "Suit", "Rank", "Card", "parse_card", "parse_cards", "format_cards", "cards_in_words",
    "new_deck", "deal", "sort_hand", "suit_order", "check_hand", "Hand", "Deal",
    "PinochleError", "InvalidCardError", "InvalidHandError", "IllegalBidError",
    "IllegalPlayError", "IllegalActionError", "WrongPhaseError", "InvalidRecordError",
    "InvalidRulesError", "LanguageError",
    "set_language", "get_language", "available_languages", "N_",
    "Meld", "MeldResult", "best_meld", "near_misses",
    "RuleSet", "MeldTable", "CARDGAMES_IO", "HOYLE", "POST_1945", "DOUBLE_DECK", "THREE_HANDED",
    "PRESETS", "RuleChoice", "RULE_CHOICES", "rule_choice", "variant_name",
    "legal_plays", "explain_play", "check_play", "trick_winner", "winning_card", "beats",
    "card_points", "trick_points", "explain_winner", "explain_points",
    "classify_play", "PLAY_KINDS", "play_situation", "SITUATIONS", "trick_choices",
    "winning_seat",
    "Auction",
    "score_hand", "can_surrender", "game_winner", "team_of", "explain_score", "HandScore",
    "explain_surrender", "explain_game_winner",
    "Game", "Phase", "Action", "PlayerView", "HandResult", "TrickRecord", "replay",
    "Names", "engine_names", "table_names",
    "describe_trick", "winning_so_far", "Moment", "key_moments",
    "solve", "Solution",
]
