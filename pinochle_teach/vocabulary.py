"""The names of the suits, ranks, cards and melds, in every grammatical form a sentence may
ask for (:data:`pinochle_teach.i18n.FORMS`), as translatable tables.

Each entry is marked with :func:`~pinochle_teach.i18n.NP_` (context, English text), so that
``make i18n-extract`` puts it in the catalog template with its context ("suit: genitive
plural", "card: accusative"): a translator gives each form its own word ("kierów", "damę
kier"). English has one word for every case. The entries are looked up when a sentence is
rendered, in the language spoken then (:class:`~pinochle_teach.i18n.Word`), never at import.

A card is one whole name per case ("queen of hearts", Polish "dama kier", Icelandic
"hjartadrottning"), not a rank and a suit put together, since languages join them
differently (a genitive, an agreeing adjective, a compound word).
"""

from __future__ import annotations

from .cards import CARDS, Card, Rank, Suit
from .i18n import NP_, Word

__all__ = ["suit_word", "rank_word", "card_word", "meld_word", "seat_word", "team_word",
           "MELD_NAMES"]

# fmt: off
_SUITS = {
    Suit.SPADES: {
        "nom_sg": NP_("suit: nominative singular", "spade"),
        "gen_sg": NP_("suit: genitive singular", "spade"),
        "dat_sg": NP_("suit: dative singular", "spade"),
        "acc_sg": NP_("suit: accusative singular", "spade"),
        "ins_sg": NP_("suit: instrumental singular", "spade"),
        "loc_sg": NP_("suit: locative singular", "spade"),
        "nom_pl": NP_("suit: nominative plural", "spades"),
        "gen_pl": NP_("suit: genitive plural", "spades"),
        "dat_pl": NP_("suit: dative plural", "spades"),
        "acc_pl": NP_("suit: accusative plural", "spades"),
        "ins_pl": NP_("suit: instrumental plural", "spades"),
        "loc_pl": NP_("suit: locative plural", "spades"),
    },
    Suit.HEARTS: {
        "nom_sg": NP_("suit: nominative singular", "heart"),
        "gen_sg": NP_("suit: genitive singular", "heart"),
        "dat_sg": NP_("suit: dative singular", "heart"),
        "acc_sg": NP_("suit: accusative singular", "heart"),
        "ins_sg": NP_("suit: instrumental singular", "heart"),
        "loc_sg": NP_("suit: locative singular", "heart"),
        "nom_pl": NP_("suit: nominative plural", "hearts"),
        "gen_pl": NP_("suit: genitive plural", "hearts"),
        "dat_pl": NP_("suit: dative plural", "hearts"),
        "acc_pl": NP_("suit: accusative plural", "hearts"),
        "ins_pl": NP_("suit: instrumental plural", "hearts"),
        "loc_pl": NP_("suit: locative plural", "hearts"),
    },
    Suit.DIAMONDS: {
        "nom_sg": NP_("suit: nominative singular", "diamond"),
        "gen_sg": NP_("suit: genitive singular", "diamond"),
        "dat_sg": NP_("suit: dative singular", "diamond"),
        "acc_sg": NP_("suit: accusative singular", "diamond"),
        "ins_sg": NP_("suit: instrumental singular", "diamond"),
        "loc_sg": NP_("suit: locative singular", "diamond"),
        "nom_pl": NP_("suit: nominative plural", "diamonds"),
        "gen_pl": NP_("suit: genitive plural", "diamonds"),
        "dat_pl": NP_("suit: dative plural", "diamonds"),
        "acc_pl": NP_("suit: accusative plural", "diamonds"),
        "ins_pl": NP_("suit: instrumental plural", "diamonds"),
        "loc_pl": NP_("suit: locative plural", "diamonds"),
    },
    Suit.CLUBS: {
        "nom_sg": NP_("suit: nominative singular", "club"),
        "gen_sg": NP_("suit: genitive singular", "club"),
        "dat_sg": NP_("suit: dative singular", "club"),
        "acc_sg": NP_("suit: accusative singular", "club"),
        "ins_sg": NP_("suit: instrumental singular", "club"),
        "loc_sg": NP_("suit: locative singular", "club"),
        "nom_pl": NP_("suit: nominative plural", "clubs"),
        "gen_pl": NP_("suit: genitive plural", "clubs"),
        "dat_pl": NP_("suit: dative plural", "clubs"),
        "acc_pl": NP_("suit: accusative plural", "clubs"),
        "ins_pl": NP_("suit: instrumental plural", "clubs"),
        "loc_pl": NP_("suit: locative plural", "clubs"),
    },
}

_RANKS = {
    Rank.NINE: {
        "nom_sg": NP_("rank: nominative singular", "nine"),
        "gen_sg": NP_("rank: genitive singular", "nine"),
        "dat_sg": NP_("rank: dative singular", "nine"),
        "acc_sg": NP_("rank: accusative singular", "nine"),
        "ins_sg": NP_("rank: instrumental singular", "nine"),
        "loc_sg": NP_("rank: locative singular", "nine"),
        "nom_pl": NP_("rank: nominative plural", "nines"),
        "gen_pl": NP_("rank: genitive plural", "nines"),
        "dat_pl": NP_("rank: dative plural", "nines"),
        "acc_pl": NP_("rank: accusative plural", "nines"),
        "ins_pl": NP_("rank: instrumental plural", "nines"),
        "loc_pl": NP_("rank: locative plural", "nines"),
    },
    Rank.JACK: {
        "nom_sg": NP_("rank: nominative singular", "jack"),
        "gen_sg": NP_("rank: genitive singular", "jack"),
        "dat_sg": NP_("rank: dative singular", "jack"),
        "acc_sg": NP_("rank: accusative singular", "jack"),
        "ins_sg": NP_("rank: instrumental singular", "jack"),
        "loc_sg": NP_("rank: locative singular", "jack"),
        "nom_pl": NP_("rank: nominative plural", "jacks"),
        "gen_pl": NP_("rank: genitive plural", "jacks"),
        "dat_pl": NP_("rank: dative plural", "jacks"),
        "acc_pl": NP_("rank: accusative plural", "jacks"),
        "ins_pl": NP_("rank: instrumental plural", "jacks"),
        "loc_pl": NP_("rank: locative plural", "jacks"),
    },
    Rank.QUEEN: {
        "nom_sg": NP_("rank: nominative singular", "queen"),
        "gen_sg": NP_("rank: genitive singular", "queen"),
        "dat_sg": NP_("rank: dative singular", "queen"),
        "acc_sg": NP_("rank: accusative singular", "queen"),
        "ins_sg": NP_("rank: instrumental singular", "queen"),
        "loc_sg": NP_("rank: locative singular", "queen"),
        "nom_pl": NP_("rank: nominative plural", "queens"),
        "gen_pl": NP_("rank: genitive plural", "queens"),
        "dat_pl": NP_("rank: dative plural", "queens"),
        "acc_pl": NP_("rank: accusative plural", "queens"),
        "ins_pl": NP_("rank: instrumental plural", "queens"),
        "loc_pl": NP_("rank: locative plural", "queens"),
    },
    Rank.KING: {
        "nom_sg": NP_("rank: nominative singular", "king"),
        "gen_sg": NP_("rank: genitive singular", "king"),
        "dat_sg": NP_("rank: dative singular", "king"),
        "acc_sg": NP_("rank: accusative singular", "king"),
        "ins_sg": NP_("rank: instrumental singular", "king"),
        "loc_sg": NP_("rank: locative singular", "king"),
        "nom_pl": NP_("rank: nominative plural", "kings"),
        "gen_pl": NP_("rank: genitive plural", "kings"),
        "dat_pl": NP_("rank: dative plural", "kings"),
        "acc_pl": NP_("rank: accusative plural", "kings"),
        "ins_pl": NP_("rank: instrumental plural", "kings"),
        "loc_pl": NP_("rank: locative plural", "kings"),
    },
    Rank.TEN: {
        "nom_sg": NP_("rank: nominative singular", "ten"),
        "gen_sg": NP_("rank: genitive singular", "ten"),
        "dat_sg": NP_("rank: dative singular", "ten"),
        "acc_sg": NP_("rank: accusative singular", "ten"),
        "ins_sg": NP_("rank: instrumental singular", "ten"),
        "loc_sg": NP_("rank: locative singular", "ten"),
        "nom_pl": NP_("rank: nominative plural", "tens"),
        "gen_pl": NP_("rank: genitive plural", "tens"),
        "dat_pl": NP_("rank: dative plural", "tens"),
        "acc_pl": NP_("rank: accusative plural", "tens"),
        "ins_pl": NP_("rank: instrumental plural", "tens"),
        "loc_pl": NP_("rank: locative plural", "tens"),
    },
    Rank.ACE: {
        "nom_sg": NP_("rank: nominative singular", "ace"),
        "gen_sg": NP_("rank: genitive singular", "ace"),
        "dat_sg": NP_("rank: dative singular", "ace"),
        "acc_sg": NP_("rank: accusative singular", "ace"),
        "ins_sg": NP_("rank: instrumental singular", "ace"),
        "loc_sg": NP_("rank: locative singular", "ace"),
        "nom_pl": NP_("rank: nominative plural", "aces"),
        "gen_pl": NP_("rank: genitive plural", "aces"),
        "dat_pl": NP_("rank: dative plural", "aces"),
        "acc_pl": NP_("rank: accusative plural", "aces"),
        "ins_pl": NP_("rank: instrumental plural", "aces"),
        "loc_pl": NP_("rank: locative plural", "aces"),
    },
}

# One entry per card and case: (suit, rank) -> forms.
_CARDS = {
    (Suit.SPADES, Rank.NINE): {
        "nom": NP_("card: nominative", "nine of spades"),
        "gen": NP_("card: genitive", "nine of spades"),
        "dat": NP_("card: dative", "nine of spades"),
        "acc": NP_("card: accusative", "nine of spades"),
        "ins": NP_("card: instrumental", "nine of spades"),
        "loc": NP_("card: locative", "nine of spades"),
    },
    (Suit.SPADES, Rank.JACK): {
        "nom": NP_("card: nominative", "jack of spades"),
        "gen": NP_("card: genitive", "jack of spades"),
        "dat": NP_("card: dative", "jack of spades"),
        "acc": NP_("card: accusative", "jack of spades"),
        "ins": NP_("card: instrumental", "jack of spades"),
        "loc": NP_("card: locative", "jack of spades"),
    },
    (Suit.SPADES, Rank.QUEEN): {
        "nom": NP_("card: nominative", "queen of spades"),
        "gen": NP_("card: genitive", "queen of spades"),
        "dat": NP_("card: dative", "queen of spades"),
        "acc": NP_("card: accusative", "queen of spades"),
        "ins": NP_("card: instrumental", "queen of spades"),
        "loc": NP_("card: locative", "queen of spades"),
    },
    (Suit.SPADES, Rank.KING): {
        "nom": NP_("card: nominative", "king of spades"),
        "gen": NP_("card: genitive", "king of spades"),
        "dat": NP_("card: dative", "king of spades"),
        "acc": NP_("card: accusative", "king of spades"),
        "ins": NP_("card: instrumental", "king of spades"),
        "loc": NP_("card: locative", "king of spades"),
    },
    (Suit.SPADES, Rank.TEN): {
        "nom": NP_("card: nominative", "ten of spades"),
        "gen": NP_("card: genitive", "ten of spades"),
        "dat": NP_("card: dative", "ten of spades"),
        "acc": NP_("card: accusative", "ten of spades"),
        "ins": NP_("card: instrumental", "ten of spades"),
        "loc": NP_("card: locative", "ten of spades"),
    },
    (Suit.SPADES, Rank.ACE): {
        "nom": NP_("card: nominative", "ace of spades"),
        "gen": NP_("card: genitive", "ace of spades"),
        "dat": NP_("card: dative", "ace of spades"),
        "acc": NP_("card: accusative", "ace of spades"),
        "ins": NP_("card: instrumental", "ace of spades"),
        "loc": NP_("card: locative", "ace of spades"),
    },
    (Suit.HEARTS, Rank.NINE): {
        "nom": NP_("card: nominative", "nine of hearts"),
        "gen": NP_("card: genitive", "nine of hearts"),
        "dat": NP_("card: dative", "nine of hearts"),
        "acc": NP_("card: accusative", "nine of hearts"),
        "ins": NP_("card: instrumental", "nine of hearts"),
        "loc": NP_("card: locative", "nine of hearts"),
    },
    (Suit.HEARTS, Rank.JACK): {
        "nom": NP_("card: nominative", "jack of hearts"),
        "gen": NP_("card: genitive", "jack of hearts"),
        "dat": NP_("card: dative", "jack of hearts"),
        "acc": NP_("card: accusative", "jack of hearts"),
        "ins": NP_("card: instrumental", "jack of hearts"),
        "loc": NP_("card: locative", "jack of hearts"),
    },
    (Suit.HEARTS, Rank.QUEEN): {
        "nom": NP_("card: nominative", "queen of hearts"),
        "gen": NP_("card: genitive", "queen of hearts"),
        "dat": NP_("card: dative", "queen of hearts"),
        "acc": NP_("card: accusative", "queen of hearts"),
        "ins": NP_("card: instrumental", "queen of hearts"),
        "loc": NP_("card: locative", "queen of hearts"),
    },
    (Suit.HEARTS, Rank.KING): {
        "nom": NP_("card: nominative", "king of hearts"),
        "gen": NP_("card: genitive", "king of hearts"),
        "dat": NP_("card: dative", "king of hearts"),
        "acc": NP_("card: accusative", "king of hearts"),
        "ins": NP_("card: instrumental", "king of hearts"),
        "loc": NP_("card: locative", "king of hearts"),
    },
    (Suit.HEARTS, Rank.TEN): {
        "nom": NP_("card: nominative", "ten of hearts"),
        "gen": NP_("card: genitive", "ten of hearts"),
        "dat": NP_("card: dative", "ten of hearts"),
        "acc": NP_("card: accusative", "ten of hearts"),
        "ins": NP_("card: instrumental", "ten of hearts"),
        "loc": NP_("card: locative", "ten of hearts"),
    },
    (Suit.HEARTS, Rank.ACE): {
        "nom": NP_("card: nominative", "ace of hearts"),
        "gen": NP_("card: genitive", "ace of hearts"),
        "dat": NP_("card: dative", "ace of hearts"),
        "acc": NP_("card: accusative", "ace of hearts"),
        "ins": NP_("card: instrumental", "ace of hearts"),
        "loc": NP_("card: locative", "ace of hearts"),
    },
    (Suit.DIAMONDS, Rank.NINE): {
        "nom": NP_("card: nominative", "nine of diamonds"),
        "gen": NP_("card: genitive", "nine of diamonds"),
        "dat": NP_("card: dative", "nine of diamonds"),
        "acc": NP_("card: accusative", "nine of diamonds"),
        "ins": NP_("card: instrumental", "nine of diamonds"),
        "loc": NP_("card: locative", "nine of diamonds"),
    },
    (Suit.DIAMONDS, Rank.JACK): {
        "nom": NP_("card: nominative", "jack of diamonds"),
        "gen": NP_("card: genitive", "jack of diamonds"),
        "dat": NP_("card: dative", "jack of diamonds"),
        "acc": NP_("card: accusative", "jack of diamonds"),
        "ins": NP_("card: instrumental", "jack of diamonds"),
        "loc": NP_("card: locative", "jack of diamonds"),
    },
    (Suit.DIAMONDS, Rank.QUEEN): {
        "nom": NP_("card: nominative", "queen of diamonds"),
        "gen": NP_("card: genitive", "queen of diamonds"),
        "dat": NP_("card: dative", "queen of diamonds"),
        "acc": NP_("card: accusative", "queen of diamonds"),
        "ins": NP_("card: instrumental", "queen of diamonds"),
        "loc": NP_("card: locative", "queen of diamonds"),
    },
    (Suit.DIAMONDS, Rank.KING): {
        "nom": NP_("card: nominative", "king of diamonds"),
        "gen": NP_("card: genitive", "king of diamonds"),
        "dat": NP_("card: dative", "king of diamonds"),
        "acc": NP_("card: accusative", "king of diamonds"),
        "ins": NP_("card: instrumental", "king of diamonds"),
        "loc": NP_("card: locative", "king of diamonds"),
    },
    (Suit.DIAMONDS, Rank.TEN): {
        "nom": NP_("card: nominative", "ten of diamonds"),
        "gen": NP_("card: genitive", "ten of diamonds"),
        "dat": NP_("card: dative", "ten of diamonds"),
        "acc": NP_("card: accusative", "ten of diamonds"),
        "ins": NP_("card: instrumental", "ten of diamonds"),
        "loc": NP_("card: locative", "ten of diamonds"),
    },
    (Suit.DIAMONDS, Rank.ACE): {
        "nom": NP_("card: nominative", "ace of diamonds"),
        "gen": NP_("card: genitive", "ace of diamonds"),
        "dat": NP_("card: dative", "ace of diamonds"),
        "acc": NP_("card: accusative", "ace of diamonds"),
        "ins": NP_("card: instrumental", "ace of diamonds"),
        "loc": NP_("card: locative", "ace of diamonds"),
    },
    (Suit.CLUBS, Rank.NINE): {
        "nom": NP_("card: nominative", "nine of clubs"),
        "gen": NP_("card: genitive", "nine of clubs"),
        "dat": NP_("card: dative", "nine of clubs"),
        "acc": NP_("card: accusative", "nine of clubs"),
        "ins": NP_("card: instrumental", "nine of clubs"),
        "loc": NP_("card: locative", "nine of clubs"),
    },
    (Suit.CLUBS, Rank.JACK): {
        "nom": NP_("card: nominative", "jack of clubs"),
        "gen": NP_("card: genitive", "jack of clubs"),
        "dat": NP_("card: dative", "jack of clubs"),
        "acc": NP_("card: accusative", "jack of clubs"),
        "ins": NP_("card: instrumental", "jack of clubs"),
        "loc": NP_("card: locative", "jack of clubs"),
    },
    (Suit.CLUBS, Rank.QUEEN): {
        "nom": NP_("card: nominative", "queen of clubs"),
        "gen": NP_("card: genitive", "queen of clubs"),
        "dat": NP_("card: dative", "queen of clubs"),
        "acc": NP_("card: accusative", "queen of clubs"),
        "ins": NP_("card: instrumental", "queen of clubs"),
        "loc": NP_("card: locative", "queen of clubs"),
    },
    (Suit.CLUBS, Rank.KING): {
        "nom": NP_("card: nominative", "king of clubs"),
        "gen": NP_("card: genitive", "king of clubs"),
        "dat": NP_("card: dative", "king of clubs"),
        "acc": NP_("card: accusative", "king of clubs"),
        "ins": NP_("card: instrumental", "king of clubs"),
        "loc": NP_("card: locative", "king of clubs"),
    },
    (Suit.CLUBS, Rank.TEN): {
        "nom": NP_("card: nominative", "ten of clubs"),
        "gen": NP_("card: genitive", "ten of clubs"),
        "dat": NP_("card: dative", "ten of clubs"),
        "acc": NP_("card: accusative", "ten of clubs"),
        "ins": NP_("card: instrumental", "ten of clubs"),
        "loc": NP_("card: locative", "ten of clubs"),
    },
    (Suit.CLUBS, Rank.ACE): {
        "nom": NP_("card: nominative", "ace of clubs"),
        "gen": NP_("card: genitive", "ace of clubs"),
        "dat": NP_("card: dative", "ace of clubs"),
        "acc": NP_("card: accusative", "ace of clubs"),
        "ins": NP_("card: instrumental", "ace of clubs"),
        "loc": NP_("card: locative", "ace of clubs"),
    },
}

#: Every meld name :func:`pinochle_teach.best_meld` gives (``Meld.key``, the English name),
#: translatable: the name a :class:`~pinochle_teach.Meld` shows is its entry here.
MELD_NAMES = {
    "Run": {"nom": NP_("meld name", "Run")},
    "Run + king": {"nom": NP_("meld name", "Run + king")},
    "Run + queen": {"nom": NP_("meld name", "Run + queen")},
    "Run + marriage": {"nom": NP_("meld name", "Run + marriage")},
    "Double run": {"nom": NP_("meld name", "Double run")},
    "Triple run": {"nom": NP_("meld name", "Triple run")},
    "Quadruple run": {"nom": NP_("meld name", "Quadruple run")},
    "Royal marriage": {"nom": NP_("meld name", "Royal marriage")},
    "Common marriage": {"nom": NP_("meld name", "Common marriage")},
    "Dix": {"nom": NP_("meld name", "Dix")},
    "Pinochle": {"nom": NP_("meld name", "Pinochle")},
    "Double pinochle": {"nom": NP_("meld name", "Double pinochle")},
    "Triple pinochle": {"nom": NP_("meld name", "Triple pinochle")},
    "Quadruple pinochle": {"nom": NP_("meld name", "Quadruple pinochle")},
    "Aces around": {"nom": NP_("meld name", "Aces around")},
    "Aces abound": {"nom": NP_("meld name", "Aces abound")},
    "Triple aces around": {"nom": NP_("meld name", "Triple aces around")},
    "Quadruple aces around": {"nom": NP_("meld name", "Quadruple aces around")},
    "Kings around": {"nom": NP_("meld name", "Kings around")},
    "Kings abound": {"nom": NP_("meld name", "Kings abound")},
    "Triple kings around": {"nom": NP_("meld name", "Triple kings around")},
    "Quadruple kings around": {"nom": NP_("meld name", "Quadruple kings around")},
    "Queens around": {"nom": NP_("meld name", "Queens around")},
    "Queens abound": {"nom": NP_("meld name", "Queens abound")},
    "Triple queens around": {"nom": NP_("meld name", "Triple queens around")},
    "Quadruple queens around": {"nom": NP_("meld name", "Quadruple queens around")},
    "Jacks around": {"nom": NP_("meld name", "Jacks around")},
    "Jacks abound": {"nom": NP_("meld name", "Jacks abound")},
    "Triple jacks around": {"nom": NP_("meld name", "Triple jacks around")},
    "Quadruple jacks around": {"nom": NP_("meld name", "Quadruple jacks around")},
    "Round house bonus": {"nom": NP_("meld name", "Round house bonus")},
}

# The compass seats of the widgets' tables (seating.SEAT_NAMES) and the two teams
# (seating.TEAM_NAMES), by their English name: a sentence may ask for a case ("{seat.dat}").
_SEATS = {
    "South": {
        "nom": NP_("seat: nominative", "South"),
        "gen": NP_("seat: genitive", "South"),
        "dat": NP_("seat: dative", "South"),
        "acc": NP_("seat: accusative", "South"),
        "ins": NP_("seat: instrumental", "South"),
        "loc": NP_("seat: locative", "South"),
    },
    "West": {
        "nom": NP_("seat: nominative", "West"),
        "gen": NP_("seat: genitive", "West"),
        "dat": NP_("seat: dative", "West"),
        "acc": NP_("seat: accusative", "West"),
        "ins": NP_("seat: instrumental", "West"),
        "loc": NP_("seat: locative", "West"),
    },
    "North": {
        "nom": NP_("seat: nominative", "North"),
        "gen": NP_("seat: genitive", "North"),
        "dat": NP_("seat: dative", "North"),
        "acc": NP_("seat: accusative", "North"),
        "ins": NP_("seat: instrumental", "North"),
        "loc": NP_("seat: locative", "North"),
    },
    "East": {
        "nom": NP_("seat: nominative", "East"),
        "gen": NP_("seat: genitive", "East"),
        "dat": NP_("seat: dative", "East"),
        "acc": NP_("seat: accusative", "East"),
        "ins": NP_("seat: instrumental", "East"),
        "loc": NP_("seat: locative", "East"),
    },
}

_TEAMS = {
    "South–North": {
        "nom": NP_("team: nominative", "South–North"),
        "gen": NP_("team: genitive", "South–North"),
        "dat": NP_("team: dative", "South–North"),
        "acc": NP_("team: accusative", "South–North"),
        "ins": NP_("team: instrumental", "South–North"),
        "loc": NP_("team: locative", "South–North"),
    },
    "West–East": {
        "nom": NP_("team: nominative", "West–East"),
        "gen": NP_("team: genitive", "West–East"),
        "dat": NP_("team: dative", "West–East"),
        "acc": NP_("team: accusative", "West–East"),
        "ins": NP_("team: instrumental", "West–East"),
        "loc": NP_("team: locative", "West–East"),
    },
}
# fmt: on


_SUIT_WORDS = {s: Word("suit", f) for s, f in _SUITS.items()}
_RANK_WORDS = {r: Word("rank", f) for r, f in _RANKS.items()}
_CARD_WORDS = {c: Word("card", _CARDS[c.suit, c.rank]) for c in CARDS}
_MELD_WORDS = {k: Word("meld", f) for k, f in MELD_NAMES.items()}
_SEAT_WORDS = {k: Word("seat", f) for k, f in _SEATS.items()}
_TEAM_WORDS = {k: Word("team", f) for k, f in _TEAMS.items()}


def suit_word(suit: Suit) -> Word:
    """The suit's name for a sentence (``{lead}``: "hearts"; ``{lead.gen_pl}``...)."""
    return _SUIT_WORDS[suit]


def rank_word(rank: Rank) -> Word:
    """The rank's name for a sentence (``{rank}``: "queen"; ``{rank.nom_pl}``: "queens")."""
    return _RANK_WORDS[rank]


def card_word(card: Card) -> Word:
    """The card's name in words for a sentence (``{card}``: "queen of hearts"; ``{card.acc}``
    in a language with cases)."""
    return _CARD_WORDS[card]


def meld_word(key: str) -> "Word | None":
    """The name of the meld whose English name (``Meld.key``) is ``key``, or ``None`` for a
    name not in :data:`MELD_NAMES` (a meld built by hand), which is shown as it is."""
    return _MELD_WORDS.get(key)


def seat_word(name: str) -> Word:
    """The seat whose English name is ``name`` ("South", "West", "North", "East") for a
    sentence (``{seat}``: "North"; ``{seat.dat}``: Polish "Północy"); another name (a seat
    the tables do not have) is a word of one form, the name itself in every case."""
    found = _SEAT_WORDS.get(name)
    if found is None:
        found = Word("seat", {c: ("seat: " + c, name) for c in _CASE_KEYS})
    return found


def team_word(name: str) -> Word:
    """The team whose English name is ``name`` ("South–North", "West–East") for a sentence
    (``{side}``, ``{side.gen}``); another name is a word of one form, the name itself."""
    found = _TEAM_WORDS.get(name)
    if found is None:
        found = Word("team", {c: ("team: " + c, name) for c in _CASE_KEYS})
    return found


_CASE_KEYS = ("nom", "gen", "dat", "acc", "ins", "loc")
