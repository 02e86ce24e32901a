"""Value types for cards held together: :class:`Hand` and :class:`Deal` (rules page §1, §8).

A :class:`Hand` is a multiset of cards (a hand may hold both copies of a card) that keeps the
order it was given in: ``str`` and the pictures show the cards in that order, and
:meth:`Hand.sorted` returns the holding order. Two hands are equal when they hold the same
cards, whatever their order. A :class:`Deal` is the hands of every seat, seat 0 first, and the
widow (empty unless the rule set has one).

Text forms, both ways (any card form :func:`~pinochle_teach.cards.parse_cards` reads is read):

>>> from pinochle_teach import Hand, Deal
>>> hand = Hand.from_str("AS TS KS QS JS 9S")
>>> str(hand), hand.code, repr(hand)
('A♠ 10♠ K♠ Q♠ J♠ 9♠', 'AS TS KS QS JS 9S', "Hand.from_str('AS TS KS QS JS 9S')")
>>> Deal.from_str("S: AS TS / W: KH QH / N: 9D JD / E: AC TC").hands[2]
Hand.from_str('9D JD')

A deal is written seat by seat, each hand after its seat's initial and a colon, hands
separated by ``/``: ``"S: A♠ 10♠ … / W: … / N: … / E: …"`` for four players (South, West,
North, East: seats 0, 1, 2, 3 clockwise), ``"S: … / W: … / E: … / widow: …"`` for three.
Reading is lenient: labels in any case and order, full seat names (``South:``) for
initials, ``/`` optional, ``| cards`` at the end for the widow; tables of other sizes use
the seat numbers (``"0: … / 1: …"``).
"""

from __future__ import annotations

import random
import re
from collections.abc import Iterable, Sequence
from typing import TYPE_CHECKING

from .cards import (Card, CardLike, Immutable, cards_in_words, check_hand, parse_card,
                    parse_cards, sort_hand)
from .cards import deal as _deal_cards
from .errors import InvalidCardError, InvalidHandError, shown
from .i18n import N_, gettext, ntr, tr

if TYPE_CHECKING:  # pragma: no cover
    from .cards import SuitLike
    from .rules import RuleSet

__all__ = ["Hand", "Deal"]

_DEFAULT_COPIES = 2  # the 48-card deck (rules page §1)


def _limit(copies: "int | None", rules: "RuleSet | None") -> int:
    if copies is not None:
        if isinstance(copies, bool) or not isinstance(copies, int) or not 1 <= copies <= 4:
            raise InvalidHandError(tr("copies must be a whole number 1..4 (the copies of each "
                                      "card in the deck), got {value}", value=shown(copies)))
        return copies
    if rules is None:
        return _DEFAULT_COPIES
    from .rules import resolve_rules  # rules.py imports cards.py, which imports this module
    return resolve_rules(rules).copies


class Hand(Immutable):
    """A hand of cards: immutable, hashable, a multiset that keeps its given order.

    ``Hand("AS TS KS")``, ``Hand.from_str("A♠ 10♠ K♠")`` and ``Hand([Card.from_str("AS"),
    "TS", "KS"])`` are the same hand. ``len``, iteration (in order), ``hand[i]``, ``card in
    hand`` and ``hand.count(card)`` work as for a tuple; ``hand + cards`` adds cards and
    ``hand - cards`` takes one copy of each out. ``hand == other`` compares the cards held,
    not their order. Every function of the kit that takes cards takes a ``Hand`` too.

    Args:
        cards: anything :func:`~pinochle_teach.cards.parse_cards` reads: a string such as
            ``"AS TS KS"``, an iterable of cards and card strings, or another ``Hand``.
        copies: the copies of each card the deck has (default ``rules.copies``, else 2);
            a card held more often is refused.
        rules: the rule set, when known: then a card its deck lacks is refused too (no nines
            in the double deck, rules page §8).

    Raises:
        InvalidCardError: for a token that is not a card.
        InvalidHandError: for a card held more often than the deck has copies, or not in the
            deck of ``rules``.
    """

    __slots__ = ("_cards", "_key", "_copies")

    def __init__(self, cards: "str | Iterable[CardLike]" = (), copies: "int | None" = None,
                 *, rules: "RuleSet | None" = None):
        limit = _limit(copies, rules)
        if isinstance(cards, Hand) and rules is None and limit >= cards._copies:
            held = cards._cards
        else:
            held = check_hand(cards, limit, rules=rules)
        object.__setattr__(self, "_cards", held)
        object.__setattr__(self, "_key", tuple(sorted(c.index for c in held)))
        object.__setattr__(self, "_copies", limit)

    @classmethod
    def from_str(cls, text: str, copies: "int | None" = None, *,
                 rules: "RuleSet | None" = None) -> "Hand":
        """Read a hand from one line such as ``"AS TS KS QS JS 9S"`` or ``"A♠ 10♠ K♠"``
        (cards separated by spaces or commas; ``""`` is the empty hand). ``copies`` and
        ``rules`` as for :class:`Hand`.

        Raises:
            InvalidCardError: for text that is not a string, or a token that is not a card.
            InvalidHandError: as :class:`Hand`.
        """
        if not isinstance(text, str):
            raise InvalidCardError(tr(
                "Hand.from_str reads a line of cards such as 'AS TS KS', got {type}; "
                "Hand(...) takes a list of cards", type=type(text).__name__))
        return cls(text, copies, rules=rules)


    def __reduce__(self):
        return (Hand, (self._cards, self._copies))


    # --- reading -------------------------------------------------------------------------

    @property
    def cards(self) -> tuple[Card, ...]:
        """The cards as a tuple, in the hand's order."""
        return self._cards

    @property
    def code(self) -> str:
        """The ASCII text form, ``"AS TS KS"`` (what :meth:`from_str` reads back)."""
        return " ".join(c.code for c in self._cards)

    def __len__(self) -> int:
        return len(self._cards)

    def __iter__(self):
        return iter(self._cards)

    def __getitem__(self, index):
        """``hand[i]`` is a :class:`Card`; a slice gives a :class:`Hand`."""
        if isinstance(index, slice):
            return Hand(self._cards[index], self._copies)
        return self._cards[index]

    def count(self, card: CardLike) -> int:
        """How many copies of ``card`` (a :class:`Card` or its text, ``"QS"``) the hand holds.

        Raises:
            InvalidCardError: for text that is not a card.
        """
        return self._cards.count(parse_card(card))

    def __contains__(self, card) -> bool:
        if isinstance(card, str):
            card = parse_card(card)  # a typo is an error, not "not held"
        return card in self._cards

    def sorted(self, trump: "SuitLike | None" = None) -> "Hand":
        """The same cards in the order players hold them: trump first (if given), suits
        alternating colour, A 10 K Q J 9 within a suit (rules page §1)."""
        return Hand(sort_hand(self._cards, trump), self._copies)

    # --- multiset arithmetic -------------------------------------------------------------

    def __add__(self, other) -> "Hand":
        """This hand with ``other``'s cards added after its own (``other``: a ``Hand``, a
        card, or anything :func:`parse_cards` reads). Raises InvalidHandError when a card
        would be held more often than the deck has copies."""
        try:
            extra = parse_cards(other)
        except InvalidCardError:
            return NotImplemented
        return Hand(self._cards + tuple(extra), self._copies)

    def __radd__(self, other) -> "Hand":
        try:
            extra = parse_cards(other)
        except InvalidCardError:
            return NotImplemented
        return Hand(tuple(extra) + self._cards, self._copies)

    def __sub__(self, other) -> "Hand":
        """This hand with one copy of each of ``other``'s cards taken out (the first copy in
        the hand's order).

        Raises:
            InvalidHandError: naming a card the hand does not hold (as often).
        """
        try:
            gone = parse_cards(other)
        except InvalidCardError:
            return NotImplemented
        left = list(self._cards)
        for card in gone:
            try:
                left.remove(card)
            except ValueError:
                held = self._cards.count(card)
                raise InvalidHandError(ntr(
                    "cannot take {card} ({code}) out of this hand: it holds {n} copy of it, "
                    "and {taken} were to be taken out",
                    "cannot take {card} ({code}) out of this hand: it holds {n} copies of it, "
                    "and {taken} were to be taken out", held, card=str(card), code=card.code,
                    taken=gone.count(card)) if held else tr(
                    "cannot take {card} ({code}) out of this hand: it holds no copies of it, "
                    "and {taken} were to be taken out", card=str(card), code=card.code,
                    taken=gone.count(card))) from None
        return Hand(tuple(left), self._copies)

    # --- comparison ----------------------------------------------------------------------

    def __eq__(self, other) -> bool:
        if not isinstance(other, Hand):
            return NotImplemented
        return self._key == other._key

    def __hash__(self) -> int:
        return hash(self._key)

    # --- text and pictures ---------------------------------------------------------------

    def __str__(self) -> str:
        return " ".join(str(c) for c in self._cards)

    def __repr__(self) -> str:
        extra = f", copies={self._copies}" if self._copies != _DEFAULT_COPIES else ""
        return f"Hand.from_str({self.code!r}{extra})"

    def label(self) -> str:
        """The accessible name of its picture, the cards in words (a screen reader reads
        "A♠" as "A black spade suit"): ``"Hand of 3 cards: ace of spades, ten of spades,
        king of spades"``, in the language spoken now."""
        if not self._cards:
            return tr("Empty hand")
        return ntr("Hand of {n} card: {cards}", "Hand of {n} cards: {cards}", len(self._cards),
                   cards=cards_in_words(self._cards))

    def _repr_html_(self) -> str:
        from .svg import hand_html

        return hand_html(self._cards, label=self.label())


# ---------------------------------------------------------------------------------------
# Deal.

_FORMAT = N_("write a deal as 'S: AS TS … / W: … / N: … / E: …' (South, West, North, East: "
             "seats 0..3), or 'S: … / W: … / E: … / widow: …' for three players")
_LABEL = re.compile(r"(?:^|(?<=[\s/|,;]))(widow|[^\W\d_]+|\d+)\s*:", re.IGNORECASE)


# Full seat names are read as their initials ("South:" as "S:").
_LABEL_BY_NAME = {"widow": "widow", "south": "S", "west": "W", "north": "N", "east": "E"}


def _seat_labels(players: int) -> tuple[str, ...]:
    """The seat labels of a table: the initials of its seat names (S W N E; S W E), or the
    seat numbers when the names share an initial."""
    from .seating import SEAT_NAMES, THREE_SEAT_NAMES

    names = {4: SEAT_NAMES, 3: THREE_SEAT_NAMES}.get(players)
    if names is None:
        return tuple(str(s) for s in range(players))
    return tuple(n[0] for n in names)


def _seat_names(players: int) -> tuple[str, ...]:
    from .seating import SEAT_NAMES, THREE_SEAT_NAMES

    return {4: SEAT_NAMES, 3: THREE_SEAT_NAMES}.get(
        players, tuple(f"Seat {s}" for s in range(players)))


class Deal(Immutable):
    """The cards of one deal: each seat's hand, seat 0 first, and the widow.

    Immutable and hashable; two deals are equal when every seat holds the same cards and the
    widows match. ``deal.hands`` is a tuple of :class:`Hand` (``deal[seat]`` is one of them),
    ``deal.widow`` a :class:`Hand` (empty without a widow).

    Args:
        hands: one hand per seat, each anything :class:`Hand` reads.
        widow: the widow's cards (three-handed, rules page §8), default none.
        copies: the copies of each card in the deck (default ``rules.copies``, else 2): no
            card may be held more often than that in all the hands and the widow together.
        rules: when given, the deal must fit it: ``rules.players`` hands of at most
            ``rules.hand_size`` cards, a widow of at most ``rules.widow`` cards, and only
            cards of its deck. Without it only the copies are checked.

    Raises:
        InvalidCardError: for a token that is not a card.
        InvalidHandError: for a deal that cannot exist (a card held too often, a hand too
            big, the wrong number of hands for ``rules``).
    """

    __slots__ = ("_hands", "_widow", "_copies")

    def __init__(self, hands: "Sequence[str | Iterable[CardLike]]",
                 widow: "str | Iterable[CardLike]" = (), copies: "int | None" = None, *,
                 rules: "RuleSet | None" = None):
        if rules is not None:
            from .rules import resolve_rules
            rules = resolve_rules(rules)
        limit = _limit(copies, rules)
        if isinstance(hands, (str, Card)) or not hasattr(hands, "__iter__"):
            raise InvalidHandError(
                tr("Deal takes one hand per seat (a list of hands), got {type}; Deal.from_str "
                   "reads a line: {format}", type=type(hands).__name__, format=gettext(_FORMAT)))
        names = _seat_names(len(hands)) if hasattr(hands, "__len__") else ()
        held = []
        for seat, h in enumerate(hands):
            try:
                held.append(Hand(h, limit, rules=rules))
            except (InvalidCardError, InvalidHandError) as exc:
                who = names[seat] if seat < len(names) else tr("Seat {seat}", seat=seat)
                raise type(exc)(tr("{who}'s hand: {problem}", who=who, problem=exc)) from None
        held = tuple(held)
        try:
            left = Hand(widow, limit, rules=rules)
        except (InvalidCardError, InvalidHandError) as exc:
            raise type(exc)(tr("the widow: {problem}", problem=exc)) from None
        if not held:
            raise InvalidHandError(tr("a deal needs at least one hand: {format}",
                                      format=gettext(_FORMAT)))
        if rules is not None:
            if len(held) != rules.players:
                raise InvalidHandError(ntr(
                    "the {rules} rules deal {n} hands, got {got}",
                    "the {rules} rules deal {n} hands, got {got}", rules.players,
                    rules=rules.name, got=len(held)))
            for seat, hand in enumerate(held):
                if len(hand) > rules.hand_size:
                    raise InvalidHandError(ntr(
                        "{who} holds {n} cards, but the {rules} rules deal {size} to each "
                        "player",
                        "{who} holds {n} cards, but the {rules} rules deal {size} to each "
                        "player", len(hand), who=_seat_names(len(held))[seat],
                        rules=rules.name, size=rules.hand_size))
            if len(left) > rules.widow:
                raise InvalidHandError(ntr(
                    "the widow holds {n} cards, but the {rules} rules deal a widow of {size}",
                    "the widow holds {n} cards, but the {rules} rules deal a widow of {size}",
                    len(left), rules=rules.name, size=rules.widow) if rules.widow else ntr(
                    "the widow holds {n} cards, but the {rules} rules have no widow",
                    "the widow holds {n} cards, but the {rules} rules have no widow",
                    len(left), rules=rules.name))
        try:
            check_hand([c for hand in held + (left,) for c in hand], limit)
        except InvalidHandError as exc:
            raise InvalidHandError(tr("in the whole deal: {problem}", problem=exc)) from None
        object.__setattr__(self, "_hands", held)
        object.__setattr__(self, "_widow", left)
        object.__setattr__(self, "_copies", limit)

    @classmethod
    def from_str(cls, text: str, copies: "int | None" = None, *,
                 rules: "RuleSet | None" = None) -> "Deal":
        """Read a deal from one line (the module docstring gives the format), e.g.
        ``"S: AS TS … / W: … / N: … / E: …"``; ``copies`` and ``rules`` as for :class:`Deal`.

        Raises:
            InvalidHandError: for a line that is not a deal (a seat missing or given twice,
                an unknown seat label, cards before the first label), naming the format.
            InvalidCardError: for a token that is not a card.
        """
        if not isinstance(text, str):
            raise InvalidHandError(tr("Deal.from_str reads a line of text, got {type}: {format}",
                                      type=type(text).__name__, format=gettext(_FORMAT)))
        body, bar, tail = text.partition("|")
        if bar:
            if "|" in tail or _LABEL.search(tail):
                raise InvalidHandError(tr("'|' marks the widow and must come last, once: {format}",
                                          format=gettext(_FORMAT)))
            if re.search(r"(?i)(?:^|[\s/])widow\s*:", body):
                raise InvalidHandError(tr("the widow is given twice ('widow:' and '|'): {format}",
                                          format=gettext(_FORMAT)))
            text = f"{body} widow: {tail}"
        marks = list(_LABEL.finditer(text))
        if not marks:
            raise InvalidHandError(tr("no seat labels in {text}: {format}",
                                      text=repr(text.strip()), format=gettext(_FORMAT)))
        lead = text[:marks[0].start()].strip(" \t\r\n/,;")
        if lead:
            raise InvalidHandError(tr("{text} comes before the first seat label: {format}",
                                      text=repr(lead), format=gettext(_FORMAT)))
        parts: dict[str, str] = {}
        for k, m in enumerate(marks):
            end = marks[k + 1].start() if k + 1 < len(marks) else len(text)
            label = _LABEL_BY_NAME.get(m.group(1).lower(), m.group(1).upper())
            if label in parts:
                raise InvalidHandError(tr("seat {label} is given twice: {format}",
                                          label=repr(label), format=gettext(_FORMAT)))
            parts[label] = text[m.end():end].replace("/", " ")
        widow = parts.pop("widow", "")
        labels = set(parts)
        if all(lab.isdigit() for lab in labels):
            order = tuple(str(s) for s in range(len(labels)))
        else:
            order = next((o for o in (_seat_labels(4), _seat_labels(3)) if labels == set(o)),
                         ())
        if labels != set(order):
            unknown = sorted(labels - set(_seat_labels(4)) - set(_seat_labels(len(labels))))
            if unknown:
                raise InvalidHandError(ntr(
                    "unknown seat label {labels}: {format}",
                    "unknown seat labels {labels}: {format}", len(unknown),
                    labels=", ".join(map(repr, unknown)), format=gettext(_FORMAT)))
            raise InvalidHandError(tr("seats {labels} are not a whole table: {format}",
                                      labels=", ".join(sorted(labels)),
                                      format=gettext(_FORMAT)))
        return cls([parts[lab] for lab in order], widow, copies, rules=rules)

    @classmethod
    def random(cls, seed: "int | random.Random | None" = None,
               rules: "RuleSet | None" = None) -> "Deal":
        """Shuffle and deal exactly as :func:`pinochle_teach.cards.deal` does (the same seed
        gives the same cards, each hand sorted by :func:`sort_hand`). This is a shuffle
        from the seed, not "deal #N" of the pages: that is :meth:`numbered`.

        Args:
            seed: an int, a ``random.Random`` to draw from, or ``None`` for a fresh deal.
            rules: the rule set (default ``CARDGAMES_IO``: four hands of 12, rules page §1).
        """
        from .rules import CARDGAMES_IO, resolve_rules
        rules = CARDGAMES_IO if rules is None else resolve_rules(rules)
        dealt = _deal_cards(seed, rules)
        hands, rest = dealt[:rules.players], dealt[rules.players:]
        return cls(hands, rest[0] if rest else (), rules=rules)


    @classmethod
    def numbered(cls, number: int, rules: "RuleSet | None" = None) -> "Deal":
        """Deal number ``number``: the hands every page of the kit shows for "deal #N"
        (:func:`pinochle_teach.numbered.numbered_deal`; its dealer is
        ``numbered_deal(number, rules).dealer``). Unlike :meth:`random`, the same as
        ``Game(seed=number)``'s first hand.

        Raises:
            PinochleError: for a number that is not a whole number 0 or more.
        """
        from .numbered import numbered_deal
        from .rules import CARDGAMES_IO
        d = numbered_deal(number, CARDGAMES_IO if rules is None else rules)
        return cls(d.hands, d.widow, rules=d.rules)

    def __reduce__(self):
        return (Deal, (self._hands, self._widow, self._copies))


    @property
    def hands(self) -> tuple[Hand, ...]:
        """One :class:`Hand` per seat, seat 0 first."""
        return self._hands

    @property
    def widow(self) -> Hand:
        """The widow (an empty :class:`Hand` when there is none)."""
        return self._widow

    @property
    def players(self) -> int:
        """The number of seats (hands)."""
        return len(self._hands)

    def __getitem__(self, seat: int) -> Hand:
        return self._hands[seat]

    def __iter__(self):
        """The packets :func:`pinochle_teach.cards.deal` returns, as hands: every seat's
        hand, seat 0 first, then the widow when there is one (so ``Game(hands=deal)``
        works)."""
        yield from self._hands
        if self._widow:
            yield self._widow

    def as_tuple(self) -> tuple[tuple[Card, ...], ...]:
        """The shape :func:`pinochle_teach.cards.deal` returns: each hand as a tuple of cards,
        seat 0 first, and the widow last when there is one."""
        out = tuple(h.cards for h in self._hands)
        return out + (self._widow.cards,) if self._widow else out

    def seat_names(self) -> tuple[str, ...]:
        """The seats' names, e.g. ``("South", "West", "North", "East")``."""
        return _seat_names(len(self._hands))

    def __eq__(self, other) -> bool:
        if not isinstance(other, Deal):
            return NotImplemented
        return self._hands == other._hands and self._widow == other._widow

    def __hash__(self) -> int:
        return hash((self._hands, self._widow))

    def _text(self, ascii: bool) -> str:
        form = (lambda h: h.code) if ascii else str
        parts = [f"{lab}: {form(h)}".rstrip()
                 for lab, h in zip(_seat_labels(len(self._hands)), self._hands)]
        if self._widow:
            parts.append(f"widow: {form(self._widow)}")
        return " / ".join(parts)

    @property
    def code(self) -> str:
        """The ASCII text form, ``"S: AS TS … / W: … / N: … / E: …"``."""
        return self._text(ascii=True)

    def __str__(self) -> str:
        return self._text(ascii=False)

    def __repr__(self) -> str:
        extra = f", copies={self._copies}" if self._copies != _DEFAULT_COPIES else ""
        return f"Deal.from_str({self.code!r}{extra})"

    def _repr_html_(self) -> str:
        from .svg import deal_html
        from .vocabulary import seat_word

        players = len(self._hands)
        names = (tuple(str(seat_word(n)) for n in self.seat_names()) if players in (3, 4)
                 else tuple(tr("Seat {n}", n=s) for s in range(players)))
        rows = [(tr("{seat}:", seat=name), hand.cards, tr("{seat}: {cards}", seat=name,
                                                          cards=hand.label()))
                for name, hand in zip(names, self._hands)]
        if self._widow:
            rows.append((tr("Widow:"), self._widow.cards,
                         tr("Widow: {cards}", cards=self._widow.label())))
        label = (ntr("Deal: {n} hand and a widow of {w}", "Deal: {n} hands and a widow of {w}",
                     players, w=len(self._widow)) if self._widow
                 else ntr("Deal: {n} hand", "Deal: {n} hands", players))
        return deal_html(rows, label=label)
