"""Suits, ranks and cards, with text forms both ways (rules page §1).

A card is written rank + suit: ``"QS"``, ``"TS"`` or ``"10S"``, ``"Q♠"``, in any case; the
seed texts' codes (suit + number, ``"S12"``, ``"H10"``, 9..14 with 14 = ace) are read too.
``str(card)`` is the printed form ``"Q♠"`` (``"10♠"`` for the ten) and ``repr(card)`` can be
pasted back into Python: ``Card.from_str('QS')``.

Cards are interned: there is one object per (suit, rank), so identical cards (the deck has
two copies of each) compare equal and hash alike. Hands are tuples or lists of cards, never
sets, since a hand may hold both copies of a card; :class:`Hand` and :class:`Deal`
(defined in :mod:`pinochle_teach.hands`, importable from here too) are the value types with
text forms and pictures, and every function here that takes cards takes a ``Hand``.
"""

from __future__ import annotations

import enum
import random
import re
from collections.abc import Iterable
from typing import TYPE_CHECKING, Union

from .errors import InvalidCardError, InvalidHandError, PinochleError, shown
from .i18n import N_, ntr, tr

if TYPE_CHECKING:  # pragma: no cover
    from .rules import RuleSet

__all__ = [
    "Suit",
    "Rank",
    "Card",
    "CARDS",
    "distinct_cards",
    "parse_cards",
    "parse_card",
    "format_cards",
    "cards_in_words",
    "new_deck",
    "deal",
    "sort_hand",
    "check_hand",
    "suit_order",
    "CardLike",
    "SuitLike",
    "Hand",
    "Deal",
]


class Suit(enum.Enum):
    """The four suits. The value is the one-letter code (``"S"``, ``"H"``, ``"D"``, ``"C"``).

    ``suit.index`` is 0..3 in the order spades, hearts, diamonds, clubs (a plain attribute:
    hot loops read it, and a property would hash the enum member on every call).
    """

    index: int

    SPADES = "S"
    HEARTS = "H"
    DIAMONDS = "D"
    CLUBS = "C"

    @property
    def letter(self) -> str:
        return self.value

    @property
    def symbol(self) -> str:
        """The suit symbol: ♠ ♥ ♦ ♣."""
        return _SUIT_SYMBOL[self]

    @property
    def is_red(self) -> bool:
        return self in (Suit.HEARTS, Suit.DIAMONDS)

    @property
    def plural(self) -> str:
        """Lower-case name used in sentences: ``"spades"``."""
        return self.name.lower()

    @classmethod
    def from_str(cls, text: "SuitLike") -> "Suit":
        """Read a suit from ``"S"``, ``"♠"``, ``"spades"`` or ``"spade"`` (any case).

        Raises:
            InvalidCardError: if ``text`` is none of those.
        """
        if isinstance(text, Suit):
            return text
        if isinstance(text, str):
            found = _SUIT_BY_TEXT.get(text.strip().lower())
            if found is not None:
                return found
        raise InvalidCardError(tr(
            "unknown suit {value}: use S, H, D or C, a symbol ♠ ♥ ♦ ♣, or a name such as "
            "'spades'", value=shown(text)))

    @classmethod
    def _missing_(cls, value):
        # Suit("x"): the enum look-up of a value that is not "S", "H", "D" or "C".
        raise InvalidCardError(tr("unknown suit {value}: Suit(...) takes S, H, D or C; "
                                  "Suit.from_str also reads ♠ ♥ ♦ ♣ and names such as 'spades'",
                                  value=shown(value)))

    def __str__(self) -> str:
        return self.symbol

    def __repr__(self) -> str:
        return f"Suit.{self.name}"


_SUIT_SYMBOL = {Suit.SPADES: "♠", Suit.HEARTS: "♥", Suit.DIAMONDS: "♦", Suit.CLUBS: "♣"}
_SUIT_INDEX = {s: i for i, s in enumerate(Suit)}
for _s, _i in _SUIT_INDEX.items():
    _s.index = _i
_SUIT_BY_TEXT: dict[str, Suit] = {}
for _s in Suit:
    for _t in (_s.value, _s.symbol, _s.name, _s.name[:-1], "♤♡♢♧"[_SUIT_INDEX[_s]]):
        _SUIT_BY_TEXT[_t.lower()] = _s

SuitLike = Union[Suit, str]


class Rank(enum.IntEnum):
    """The six ranks, valued by trick-taking order: A > 10 > K > Q > J > 9 (rules page §1).

    Note the ten outranks the king; compare ranks, never seed codes.
    """

    NINE = 0
    JACK = 1
    QUEEN = 2
    KING = 3
    TEN = 4
    ACE = 5

    @property
    def letter(self) -> str:
        """One-character code: A T K Q J 9."""
        return "9JQKTA"[self]

    @property
    def label(self) -> str:
        """Printed form: A 10 K Q J 9."""
        return ("9", "J", "Q", "K", "10", "A")[self]

    @property
    def seed_code(self) -> int:
        """The number the seed texts use: 9, 11, 12, 13, 10, 14."""
        return (9, 11, 12, 13, 10, 14)[self]

    @property
    def word(self) -> str:
        """English name: ``"Ace"``, ``"Ten"``, ``"King"``."""
        return ("Nine", "Jack", "Queen", "King", "Ten", "Ace")[self]

    @classmethod
    def from_str(cls, text: "Rank | str | int") -> "Rank":
        """Read a rank from ``"A"``, ``"T"``, ``"10"``, ``"K"``, ``"Q"``, ``"J"``, ``"9"``, a
        word (``"queen"``) or a seed number (9..14).

        Raises:
            InvalidCardError: if ``text`` is none of those.
        """
        if isinstance(text, Rank):
            return text
        found = None
        if isinstance(text, str) or (isinstance(text, int) and not isinstance(text, bool)
                                     and 9 <= text <= 14):
            found = _RANK_BY_TEXT.get(str(text).strip().lower())
        if found is None:
            raise InvalidCardError(tr("unknown rank {value}: use A, 10 (or T), K, Q, J or 9",
                                      value=shown(text)))
        return found

    @classmethod
    def _missing_(cls, value):
        # Rank(7): the enum look-up of a value that is not 0..5.
        raise InvalidCardError(tr("unknown rank {value}: Rank(...) takes 0..5 (9, J, Q, K, "
                                  "10, A); Rank.from_str reads A, 10 (or T), K, Q, J or 9",
                                  value=shown(value)))

    def __str__(self) -> str:
        return self.label

    def __repr__(self) -> str:
        return f"Rank.{self.name}"


_RANK_BY_TEXT: dict[str, Rank] = {}
for _r in Rank:
    for _t in (_r.letter, _r.label, _r.word, str(_r.seed_code)):
        _RANK_BY_TEXT[_t.lower()] = _r


class Immutable:
    """Base of the kit's value types (:class:`Card`, :class:`Hand`, :class:`Deal`): no
    attribute can be set or deleted once built (``__init__`` uses ``object.__setattr__``), and
    a copy is the object itself."""

    __slots__ = ()

    def __setattr__(self, name, value):
        raise AttributeError(f"{type(self).__name__} is immutable")

    def __delattr__(self, name):
        raise AttributeError(f"{type(self).__name__} is immutable")

    def __copy__(self):
        return self

    def __deepcopy__(self, memo):
        return self


class Card(Immutable):
    """One playing card: a suit and a rank. Immutable, hashable and interned.

    ``Card(Suit.SPADES, Rank.QUEEN)``, ``Card("S", "Q")`` and ``Card.from_str("QS")`` all
    return the same object. ``card.index`` (0..23, ``suit.index * 6 + rank``) is a compact
    key for count arrays.
    """

    __slots__ = ("suit", "rank", "index", "_code")

    suit: Suit
    rank: Rank
    index: int

    def __new__(cls, suit: SuitLike, rank: "Rank | str | int") -> "Card":
        suit = Suit.from_str(suit)
        if not isinstance(rank, Rank):
            rank = Rank.from_str(rank)
        return CARDS[_SUIT_INDEX[suit] * 6 + rank]

    @classmethod
    def _make(cls, suit: Suit, rank: Rank) -> "Card":
        self = object.__new__(cls)
        object.__setattr__(self, "suit", suit)
        object.__setattr__(self, "rank", rank)
        object.__setattr__(self, "index", _SUIT_INDEX[suit] * 6 + int(rank))
        object.__setattr__(self, "_code", rank.letter + suit.value)
        return self

    def __reduce__(self):
        return (Card, (self.suit, self.rank))

    @classmethod
    def from_str(cls, text: str) -> "Card":
        """Read one card: ``"QS"``, ``"10S"``, ``"TS"``, ``"Q♠"``, ``"qs"``, ``"S12"``.

        Raises:
            InvalidCardError: naming the token and the accepted forms.
        """
        return parse_card(text)

    @property
    def code(self) -> str:
        """Two-character ASCII code, e.g. ``"QS"``, ``"TS"``."""
        return self._code

    @property
    def words(self) -> str:
        """The card in words, lower case, for sentences and accessible names:
        ``"queen of hearts"``, ``"ten of spades"`` (a screen reader reads ``"Q♥"`` as "Q black
        heart suit"). :func:`cards_in_words` lists several. In the language spoken now
        (:func:`pinochle_teach.set_language`: Polish ``"dama kier"``), from the table of
        :mod:`pinochle_teach.vocabulary`."""
        return str(card_word(self))

    @property
    def name(self) -> str:
        """:attr:`words` with a capital, e.g. ``"Queen of spades"`` (the SVG ``aria-label``)."""
        words = self.words
        return words[0].upper() + words[1:]

    def __str__(self) -> str:
        return self.rank.label + self.suit.symbol

    def __repr__(self) -> str:
        return f"Card.from_str({self._code!r})"

    def __hash__(self) -> int:
        return self.index

    def __eq__(self, other) -> bool:
        return self is other

    def __ne__(self, other) -> bool:
        return self is not other

    def __lt__(self, other: "Card") -> bool:
        if not isinstance(other, Card):
            return NotImplemented
        return self.index < other.index

    def _repr_svg_(self) -> str:
        from .svg import card_svg

        return card_svg(self)

    def _repr_html_(self) -> str:
        """The same picture as inline HTML. JupyterLab prefers HTML to SVG and puts inline
        SVG in the page, where its ``role="img"`` and ``aria-label`` name the card; an SVG
        output alone is shown as an ``<img>`` without alt text, and the name is lost."""
        from .svg import card_svg

        return card_svg(self)


#: Every distinct card once, indexed suit-major (suit index * 6 + rank index): the order the
#: engine and players use for count vectors. Read-only by convention.
CARDS: tuple[Card, ...] = tuple(Card._make(s, r) for s in Suit for r in Rank)

CardLike = Union[Card, str]


def distinct_cards(cards: Iterable[Card]) -> list[Card]:
    """Each card of ``cards`` once, in the order of its first copy (a hand may hold both
    copies of a card, rules page §1). ``cards`` are Card objects (parse text first).

    >>> distinct_cards([Card.from_str("QS"), Card.from_str("9D"), Card.from_str("QS")])
    [Card.from_str('QS'), Card.from_str('9D')]
    """
    # A bit per card index: much faster than a set of Cards (whose __hash__ is Python code).
    seen = 0
    out = []
    for c in cards:
        bit = 1 << c.index
        if not seen & bit:
            seen |= bit
            out.append(c)
    return out

_CARD_BY_TEXT: dict[str, Card] = {}
for _c in CARDS:
    for _rt in {_c.rank.letter, _c.rank.label}:
        for _st in {_c.suit.value, _c.suit.symbol}:
            _CARD_BY_TEXT[(_rt + _st).lower()] = _c
    _CARD_BY_TEXT[(_c.suit.value + str(_c.rank.seed_code)).lower()] = _c
_SPLIT = re.compile(r"[\s,;]+")

_SUIT_TEXTS = frozenset("shdc♠♥♦♣♤♡♢♧")
_RANK_TEXTS = frozenset(t for r in Rank for t in (r.letter.lower(), r.label.lower()))
_FORMS = N_("write a card as its rank, then its suit; ranks {ranks}, suits S H D C (or ♠ ♥ ♦ "
            "♣); the 10 may be written T; e.g. AS or A♠ is the ace of spades, 10H or TH the "
            "ten of hearts")


def _accepted(rules: "RuleSet | None" = None) -> str:
    """The accepted card forms, in a student's words; with ``rules``, only the ranks of that
    deck are listed (the double deck has no nines, rules page §8)."""
    if rules is None or set(rules.ranks) == set(Rank):
        return tr(_FORMS, ranks="A 10 K Q J 9")
    ranks = sorted(rules.ranks, reverse=True)
    labels = " ".join(Rank(r).label for r in ranks)
    missing = sorted(set(Rank) - set(ranks))
    return tr(_FORMS, ranks=ntr("{labels} (no {absent} in this deck)",
                                "{labels} (no {absent} in this deck)", len(missing),
                                labels=labels, absent=_rank_names(missing)))


def _rank_names(ranks) -> str:
    """``ranks``' names in the plural, joined with "or" ("nines or jacks"), in the current
    language (imported here, as vocabulary.py imports this module)."""
    from .vocabulary import rank_word
    words = [rank_word(Rank(r)).nom_pl for r in ranks]
    if len(words) < 2:
        return "".join(words)
    return tr("{items} or {last}", items=", ".join(words[:-1]), last=words[-1])


def _what_is_wrong(token: str) -> str:
    """Which part of a typed card is not understood, e.g. "'X' is not a suit"."""
    t = token.strip()
    if not t:
        return tr("it is empty")
    if t.lower() in _RANK_TEXTS:
        return tr("it has a rank but no suit")
    rank, suit = t[:-1], t[-1]
    rank_ok, suit_ok = rank.lower() in _RANK_TEXTS, suit.lower() in _SUIT_TEXTS
    if suit_ok and not rank_ok:
        return tr("{rank} is not a rank", rank=shown(rank)) if rank else \
            tr("it has a suit but no rank")
    if rank_ok and not suit_ok:
        return tr("{suit} is not a suit", suit=shown(suit))
    return tr("it is not a rank followed by a suit")


def parse_card(token: CardLike, rules: "RuleSet | None" = None) -> Card:
    """Read one card (see :func:`parse_cards` for the forms).

    Args:
        token: a :class:`Card` or its text form (``"QS"``).
        rules: when given, the error message lists only the ranks of that rule set's deck
            (no nines with the double deck, rules page §8). Reading is the same either way.

    Raises:
        InvalidCardError: naming the bad token and the accepted forms.
    """
    if rules is not None:
        rules = _resolve(rules)
    return _parse_card(token, rules)


def _parse_card(token: CardLike, rules: "RuleSet | None") -> Card:
    if isinstance(token, Card):
        return token
    if not isinstance(token, str):
        raise InvalidCardError(tr("not a card: {value} ({type}); {accepted}", value=shown(token),
                                  type=type(token).__name__, accepted=_accepted(rules)))
    card = _CARD_BY_TEXT.get(token.strip().lower())
    if card is None:
        raise InvalidCardError(tr("unknown card {value} ({problem}): {accepted}",
                                  value=shown(token), problem=_what_is_wrong(token),
                                  accepted=_accepted(rules)))
    return card


def _resolve(rules) -> "RuleSet":
    """``rules`` read by :func:`pinochle_teach.rules.resolve_rules` (a RuleSet or a preset's
    name; imported here, as rules.py imports this module)."""
    from .rules import resolve_rules
    return resolve_rules(rules)


def parse_cards(cards: "str | Iterable[CardLike]",
                rules: "RuleSet | None" = None) -> list[Card]:
    """Read a list of cards.

    Args:
        cards: a string of cards separated by spaces or commas (``"AS TS 10H Q♠ s14"``), a
            :class:`Hand`, or an iterable of :class:`Card` objects and such strings. An empty
            string gives ``[]``.
        rules: when given, an error message lists only the ranks of that rule set's deck
            (rules page §1, §8).

    Returns:
        ``list[Card]`` in the order given (duplicates kept).

    Raises:
        InvalidCardError: naming the first token that is not a card, and the accepted forms.
    """
    if rules is not None:
        rules = _resolve(rules)
    if cards.__class__ is Hand:
        return list(cards.cards)
    if isinstance(cards, str):
        tokens: Iterable[CardLike] = [t for t in _SPLIT.split(cards.strip()) if t]
    elif isinstance(cards, Card):
        return [cards]
    else:
        try:
            tokens = list(cards)
        except TypeError:
            raise InvalidCardError(tr("expected a string or a list of cards, got {type}",
                                      type=type(cards).__name__)) from None
    return [_parse_card(t, rules) for t in tokens]


def format_cards(cards: "str | Iterable[CardLike]", *, ascii: bool = False) -> str:
    """Join cards into one line: ``"A♠ 10♠ K♥"`` or, with ``ascii=True``, ``"AS TS KH"``
    (which :func:`parse_cards` reads back). ``cards`` may take any form :func:`parse_cards`
    reads.

    Raises:
        InvalidCardError: naming the first token that is not a card.
    """
    cards = parse_cards(cards)  # a string was joined letter by letter: "A S   K S"
    if ascii:
        return " ".join(c.code for c in cards)
    return " ".join(str(c) for c in cards)


def cards_in_words(cards: "str | Iterable[CardLike]", empty: "str | None" = None) -> str:
    """The cards' names in words, comma-separated, for accessible names and sentences a
    screen reader reads: ``"ace of spades, ace of spades, ten of hearts"`` (each card as
    :attr:`Card.words`, in the language spoken now; duplicates kept, in the order given).
    ``cards`` may take any form :func:`parse_cards` reads; no cards give ``empty``
    (default "no cards", translated).

    >>> cards_in_words("AS AS 10H")
    'ace of spades, ace of spades, ten of hearts'

    Raises:
        InvalidCardError: naming the first token that is not a card.
    """
    return ", ".join(c.words for c in parse_cards(cards)) or (
        gettext("no cards") if empty is None else empty)


def check_hand(cards: "str | Iterable[CardLike]", copies: "int | None" = None, *,
               rules: "RuleSet | None" = None) -> tuple[Card, ...]:
    """Parse ``cards`` and check that no card appears more than ``copies`` times.

    Args:
        cards: any form :func:`parse_cards` reads.
        copies: the copies of each card in the deck (default ``rules.copies``, else 2).
        rules: the rule set in use, when known: a card that cannot be read is then refused
            with a message listing only that deck's ranks (rules page §1, §8).

    Returns:
        the cards as a tuple.

    Raises:
        InvalidCardError: for a token that is not a card.
        InvalidHandError: naming a card held more often than the deck has copies (rules page §4),
            or, when ``rules`` is given, a card its deck does not have (a nine under the
            double deck, §8).
    """
    if rules is not None:
        rules = _resolve(rules)
    if copies is None:
        copies = rules.copies if rules is not None else 2
    elif isinstance(copies, bool) or not isinstance(copies, int) or not 1 <= copies <= 4:
        raise InvalidHandError(tr("copies must be a whole number 1..4 (the copies of each card "
                                  "in the deck), got {value}", value=shown(copies)))
    hand = tuple(parse_cards(cards, rules))
    if rules is not None and len(rules.ranks) < 6:
        missing = [c for c in dict.fromkeys(hand) if c.rank not in rules.ranks]
        if missing:
            ranks = " ".join(Rank(r).label for r in sorted(rules.ranks, reverse=True))
            absent = _rank_names(sorted(set(Rank) - set(rules.ranks)))
            raise InvalidHandError(ntr(
                "{cards} is not in the deck: the {rules} rules play without {absent} (cards "
                "{ranks} in each suit)",
                "{cards} are not in the deck: the {rules} rules play without {absent} (cards "
                "{ranks} in each suit)", len(missing), cards=", ".join(map(str, missing)),
                rules=rules.name, absent=absent, ranks=ranks))
    counts = [0] * 24
    for c in hand:
        counts[c.index] += 1
    for i, n in enumerate(counts):
        if n > copies:
            card = CARDS[i]
            raise InvalidHandError(ntr(
                "{card} ({code}) is held {held} times, but the deck has only {n} copies of each "
                "card",
                "{card} ({code}) is held {held} times, but the deck has only {n} copies of each "
                "card", copies, card=str(card), code=card.code, held=n))
    return hand


def new_deck(rules: "RuleSet | None" = None) -> list[Card]:
    """A fresh, ordered deck: every card of ``rules.ranks`` in each suit, ``rules.copies``
    times (48 cards by default: two each of A 10 K Q J 9 in four suits, rules page §1)."""
    if rules is None:
        from .rules import CARDGAMES_IO as rules
    else:
        rules = _resolve(rules)
    key = (rules.ranks, rules.copies)
    deck = _DECKS.get(key)
    if deck is None:
        deck = _DECKS[key] = tuple(
            c for c in CARDS if c.rank in rules.ranks for _ in range(rules.copies))
    return list(deck)


_DECKS: dict = {}


def deal(
    seed: "int | random.Random | None" = None, rules: "RuleSet | None" = None
) -> tuple[tuple[Card, ...], ...]:
    """Shuffle a new deck with ``random.Random(seed)`` and deal it.

    Args:
        seed: an int (the same seed always gives the same deal), a ``random.Random`` to draw
            from, or ``None`` for a fresh random deal.
        rules: the rule set (default ``CARDGAMES_IO``: four hands of 12, rules page §1).

    Returns:
        a tuple of ``rules.players`` hands, each a tuple of cards sorted by
        :func:`sort_hand`, seat 0 first; with a widow (three-handed), the widow is the last
        element.

    Raises:
        PinochleError: for a seed that is not a whole number 0 or more (``random.Random``
            would deal -1 like 1, and take "abc" or 1.5 as a different deal).
    """
    if rules is None:
        from .rules import CARDGAMES_IO as rules
    else:
        rules = _resolve(rules)
    if not (seed is None or isinstance(seed, random.Random)
            or (isinstance(seed, int) and not isinstance(seed, bool) and seed >= 0)):
        raise PinochleError(tr("a deal's seed must be a whole number 0 or more (or a "
                               "random.Random), got {value}", value=repr(seed)))
    rng = seed if isinstance(seed, random.Random) else random.Random(seed)
    deck = new_deck(rules)
    rng.shuffle(deck)
    n = rules.hand_size
    hands = [tuple(sort_hand(deck[i * n : (i + 1) * n])) for i in range(rules.players)]
    rest = deck[rules.players * n :]
    if rest:
        hands.append(tuple(sort_hand(rest)))
    return tuple(hands)


def suit_order(trump: "SuitLike | None" = None) -> tuple[Suit, ...]:
    """The order players hold suits in: trump first (if given), then alternating colours.

    >>> suit_order("H")
    (Suit.HEARTS, Suit.SPADES, Suit.DIAMONDS, Suit.CLUBS)
    """
    if trump is None:
        return (Suit.SPADES, Suit.HEARTS, Suit.CLUBS, Suit.DIAMONDS)
    t = Suit.from_str(trump)
    same = next(s for s in Suit if s is not t and s.is_red == t.is_red)
    other = [s for s in Suit if s.is_red != t.is_red]
    return (t, other[0], same, other[1])


def sort_hand(cards: Iterable[CardLike], trump: "SuitLike | None" = None) -> list[Card]:
    """Sort cards the way players hold them: trump first, suits alternating colour, and
    A 10 K Q J 9 within a suit (rules page §1)."""
    keys = (_SORT_KEYS.get(trump)
            if trump is None or trump.__class__ is Suit or trump.__class__ is str else None)
    if keys is None:
        keys = _sort_keys(None if trump is None else Suit.from_str(trump))
    if cards.__class__ is not list and cards.__class__ is not tuple or any(
            c.__class__ is not Card for c in cards):
        cards = parse_cards(cards)
    return sorted(cards, key=lambda c: keys[c.index])


_SORT_KEYS: dict = {}


def _sort_keys(trump: "Suit | None") -> list[int]:
    """Sort key per card index for :func:`sort_hand` (cached per trump)."""
    keys = _SORT_KEYS.get(trump)
    if keys is None:
        pos = [0, 0, 0, 0]
        for i, s in enumerate(suit_order(trump)):
            pos[_SUIT_INDEX[s]] = i * 6
        keys = [pos[i // 6] + 5 - i % 6 for i in range(24)]
        _SORT_KEYS[trump] = keys
        if trump is not None:
            _SORT_KEYS[trump.value] = keys
    return keys


# The value types build on everything above (import at the end: hands.py imports this module),
# and so do the names in words (vocabulary.py builds one per card of CARDS).
from .hands import Deal, Hand  # noqa: E402
from .i18n import gettext  # noqa: E402
from .vocabulary import card_word  # noqa: E402
