"""Meld: the card combinations a player scores before trick play (rules page §4).

There are three classes. Within a class a physical card belongs to at most one meld; the same
card may be used again in another class. Classes are independent, so the best meld of a hand
is the best of each class, summed. :func:`best_meld` returns the full breakdown.

Scoring is by counts: a hand is read into 24 counts (one per card kind), and each class is
looked up in a small cache keyed by the few counts that class depends on, so scoring many
hands is fast.
"""

from __future__ import annotations

from collections.abc import Iterable

from .cards import Card, CardLike, Rank, Suit, SuitLike, check_hand
from .i18n import NP_, Word, and_list, language, ntr, pgettext, ptr, tr
from .rules import CARDGAMES_IO, RuleSet, resolve_rules
from .vocabulary import meld_word, suit_word

__all__ = ["Meld", "MeldResult", "best_meld", "near_misses", "MELD_CLASS_NAMES",
           "meld_class_names"]

#: Human names of the three meld classes.
MELD_CLASS_NAMES = {1: "runs, marriages and dix", 2: "pinochles", 3: "arounds"}


def meld_class_names(rules: RuleSet = CARDGAMES_IO) -> dict[int, str]:
    """The names of the three meld classes under ``rules`` (rules page §4): as
    :data:`MELD_CLASS_NAMES`, but class 1 is "runs and marriages" when the deck has no nines
    (the double deck, §8), since there is no dix to meld."""
    rules = resolve_rules(rules)
    if Rank.NINE in rules.ranks:
        return dict(MELD_CLASS_NAMES)
    return {**MELD_CLASS_NAMES, 1: "runs and marriages"}

_A, _T, _K, _Q, _J, _N = Rank.ACE, Rank.TEN, Rank.KING, Rank.QUEEN, Rank.JACK, Rank.NINE
_SUITS = tuple(Suit)


def _card(suit: Suit, rank: Rank) -> Card:
    return Card(suit, rank)


class Meld:
    """One scored meld.

    Attributes:
        key: the meld's English name, the same in every language: e.g. ``"Run + king"``,
            ``"Royal marriage"``, ``"Pinochle"``, ``"Aces around"`` (compare melds by it).
        name: its name in the language spoken now (:func:`pinochle_teach.set_language`),
            from :data:`pinochle_teach.vocabulary.MELD_NAMES`; ``key`` in English, and for a
            meld built by hand with a name not in that table.
        points: its value in points under the rule set's meld table.
        cards: the cards it uses (a tuple; may hold both copies of a card). Empty for the
            ``"Round house bonus"`` of a table that has one (Hoyle's, rules page §8): a bonus
            for the kings and queens around of the same class, whose cards it shares.
        meld_class: 1 (runs, marriages, dix), 2 (pinochles) or 3 (arounds).
    """

    __slots__ = ("key", "points", "cards", "meld_class")

    def __init__(self, name: str, points: int, cards: tuple[Card, ...], meld_class: int):
        object.__setattr__(self, "key", name)
        object.__setattr__(self, "points", points)
        object.__setattr__(self, "cards", tuple(cards))
        object.__setattr__(self, "meld_class", meld_class)

    def __setattr__(self, name, value):
        raise AttributeError("Meld is immutable")

    @property
    def name(self) -> str:
        word = meld_word(self.key)
        return self.key if word is None else str(word)

    @property
    def word(self) -> "Word | None":
        """The name as a :class:`~pinochle_teach.i18n.Word` for a sentence's placeholder
        (``None`` for a name not in the table)."""
        return meld_word(self.key)

    def name_in(self, lang: str) -> str:
        """The name in the language ``lang`` (``"en"``, ``"pl"``), whatever is spoken now.

        Raises:
            LanguageError: a language with no catalog.
        """
        with language(lang):
            return self.name

    def __eq__(self, other):
        if not isinstance(other, Meld):
            return NotImplemented
        return (self.key, self.points, self.cards, self.meld_class) == (
            other.key, other.points, other.cards, other.meld_class)

    def __hash__(self):
        return hash((self.key, self.points, self.cards, self.meld_class))

    @property
    def label(self) -> str:
        """Badge text: ``"Run + king 190"``."""
        return f"{self.name} {self.points}"

    def __str__(self) -> str:
        return f"{self.name} {self.points}: {' '.join(str(c) for c in self.cards)}"

    def __repr__(self) -> str:
        cards = " ".join(c.code for c in self.cards)
        return f"Meld({self.key!r}, {self.points}, parse_cards({cards!r}), meld_class={self.meld_class})"


class MeldResult:
    """The best meld of one hand for one trump suit (rules page §4).

    Attributes:
        hand: the hand's cards (tuple, as given).
        trump: the trump :class:`Suit`.
        melds: tuple of :class:`Meld`, class 1 first, then 2, then 3.
        total: the sum of their points.
    """

    __slots__ = ("hand", "trump", "melds", "total")

    def __init__(self, hand: tuple[Card, ...], trump: Suit, melds: tuple[Meld, ...], total: int):
        self.hand = hand
        self.trump = trump
        self.melds = melds
        self.total = total

    def by_class(self) -> dict[int, int]:
        """Points per meld class: ``{1: …, 2: …, 3: …}``."""
        out = {1: 0, 2: 0, 3: 0}
        for m in self.melds:
            out[m.meld_class] += m.points
        return out

    @property
    def cards_used(self) -> tuple[Card, ...]:
        """Every card that takes part in at least one meld (one entry per physical card).

        Within a class melds use distinct physical cards (two dix are two 9s of trump), so
        copies add up within a class; across classes a card may be reused, so the copies
        needed are the most any one class uses (rules page §4).
        """
        need: dict[Card, int] = {}
        per_class: dict[int, dict[Card, int]] = {}
        for m in self.melds:
            per = per_class.setdefault(m.meld_class, {})
            for c in m.cards:
                per[c] = per.get(c, 0) + 1
        for per in per_class.values():
            for c, n in per.items():
                need[c] = max(need.get(c, 0), n)
        return tuple(c for c, n in need.items() for _ in range(n))

    def explain(self, *, lang: str | None = None) -> str:
        """A short text breakdown, one meld per line, then the total, in the language
        spoken now or ``lang``.

        Raises:
            LanguageError: a ``lang`` with no catalog.
        """
        with language(lang):
            if not self.melds:
                return tr("No meld with {trump} as trump: 0 points.",
                              trump=suit_word(self.trump))
            lines = [str(m) for m in self.melds]
            lines.append(ntr("Total: {n} point", "Total: {n} points", self.total))
            return "\n".join(lines)

    def __repr__(self) -> str:
        names = ", ".join(m.label for m in self.melds)
        return f"<MeldResult total={self.total} trump={self.trump.value} [{names}]>"

    def __eq__(self, other):
        if not isinstance(other, MeldResult):
            return NotImplemented
        return (self.hand, self.trump, self.melds, self.total) == (
            other.hand, other.trump, other.melds, other.total)

    def _repr_html_(self) -> str:
        from .svg import meld_html

        return meld_html(self)


# ---------------------------------------------------------------------------------------
# Class 1: runs, royal and common marriages, dix.

_MULTI = {2: "Double", 3: "Triple", 4: "Quadruple"}


def _class1(trump: Suit, tc: tuple[int, ...], marriages: tuple[tuple[Suit, int], ...],
            table) -> tuple[tuple[Meld, ...], int]:
    a, t, k, q, j, n = tc
    melds: list[Meld] = []
    runs = min(a, t, k, q, j)
    base = [_card(trump, r) for r in (_A, _T, _K, _Q, _J)]
    # §4: "no royal marriage is scored beside any run" and "a double run uses every trump
    # K and Q". With 48 cards a run with a spare K and Q holds every trump K and Q anyway;
    # with 80 cards (§8) trump K-Q pairs beyond those the run uses are not scored either.
    if runs >= 2:
        # Double (or, with 80 cards, triple/quadruple) run.
        value = table.double_run if runs == 2 else table.multiple(table.double_run, runs)
        melds.append(Meld(f"{_MULTI[runs]} run", value, tuple(base * runs), 1))
    elif runs == 1:
        options = [("Run", table.run, base)]
        if k >= 2:
            options.append(("Run + king", table.run_king, base + [_card(trump, _K)]))
        if q >= 2:
            options.append(("Run + queen", table.run_queen, base + [_card(trump, _Q)]))
        if k >= 2 and q >= 2:
            options.append(("Run + marriage", table.run_marriage,
                            base + [_card(trump, _K), _card(trump, _Q)]))
        # The most points; on a tie the fewest cards (a table that does not count a spare
        # K or Q, Hoyle's, shows the plain run).
        name, pts, cards = max(options, key=lambda o: (o[1], -len(o[2])))
        if min(k, q) * table.royal_marriage > pts:  # never with the standard tables
            melds.extend(_royal(trump, min(k, q), table))
        else:
            melds.append(Meld(name, pts, tuple(cards), 1))
    else:
        melds.extend(_royal(trump, min(k, q), table))
    for _ in range(n):
        melds.append(Meld("Dix", table.dix, (_card(trump, _N),), 1))
    for suit, m in marriages:
        kq = (_card(suit, _K), _card(suit, _Q))
        for _ in range(m):
            melds.append(Meld("Common marriage", table.common_marriage, kq, 1))
    return tuple(melds), sum(x.points for x in melds)


def _royal(trump: Suit, m: int, table) -> list[Meld]:
    kq = (_card(trump, _K), _card(trump, _Q))
    return [Meld("Royal marriage", table.royal_marriage, kq, 1) for _ in range(m)]


def _class2(jd: int, qs: int, table) -> tuple[tuple[Meld, ...], int]:
    pin = (_card(Suit.DIAMONDS, _J), _card(Suit.SPADES, _Q))
    level = min(jd, qs)
    if level == 0:
        return (), 0
    if level == 1:
        return (Meld("Pinochle", table.pinochle, pin, 2),), table.pinochle
    value = table.double_pinochle if level == 2 else table.multiple(table.double_pinochle, level)
    return (Meld(f"{_MULTI[level]} pinochle", value, pin * level, 2),), value


_AROUND_NAMES = {_A: "Aces", _K: "Kings", _Q: "Queens", _J: "Jacks"}


def _class3(levels: tuple[int, int, int, int], table) -> tuple[tuple[Meld, ...], int]:
    melds = []
    for rank, level in zip((_A, _K, _Q, _J), levels):
        one = tuple(_card(s, rank) for s in _SUITS)
        if level == 1:
            melds.append(Meld(f"{_AROUND_NAMES[rank]} around", table.around(rank), one, 3))
        elif level == 2:
            melds.append(Meld(f"{_AROUND_NAMES[rank]} abound", table.abound(rank), one * 2, 3))
        elif level > 2:
            melds.append(Meld(f"{_MULTI[level]} {_AROUND_NAMES[rank].lower()} around",
                              table.multiple(table.abound(rank), level), one * level, 3))
    # A round house (a K and Q of every suit, §8 variant): the bonus only; its cards are
    # those of the kings and queens around above, so it claims none of its own.
    if table.round_house_bonus:
        for _ in range(min(levels[1], levels[2])):
            melds.append(Meld("Round house bonus", table.round_house_bonus, (), 3))
    return tuple(melds), sum(m.points for m in melds)


# Caches per meld table, keyed by the table's value (MeldTable is a frozen dataclass), so
# equal tables share one cache: a RuleSet rebuilt from a saved record must not add a new
# cache per load. Each cache is keyed by the few counts that one class depends on.
_CACHES: dict = {}
# A fast path by object identity (hashing a MeldTable's 20 fields on every call is slow):
# id -> (table, caches). The entry holds the table, so its id cannot be reused while the
# entry exists; the map is cleared when it grows, so reloaded rule sets cannot pile up.
_BY_ID: dict = {}


def _caches(table) -> tuple[dict, dict, dict]:
    hit = _BY_ID.get(id(table))
    if hit is not None and hit[0] is table:
        return hit[1]
    entry = _CACHES.get(table)
    if entry is None:
        entry = _CACHES[table] = ({}, {}, {})
    if len(_BY_ID) > 64:
        _BY_ID.clear()
    _BY_ID[id(table)] = (table, entry)
    return entry



def _coerce_trump(trump: SuitLike) -> Suit:
    return trump if isinstance(trump, Suit) else Suit.from_str(trump)


def best_meld(hand: "str | Iterable[CardLike]", trump: SuitLike,
              rules: RuleSet = CARDGAMES_IO) -> MeldResult:
    """The highest-scoring meld of one hand (rules page §4).

    Args:
        hand: the player's cards, any number (usually 12 after the pass): a string such as
            ``"AS TS KS QS JS 9S"`` or a list of :class:`Card`/strings. Duplicates are kept.
        trump: the trump suit, ``"S"``/``"♠"``/``"spades"`` or a :class:`Suit`.
        rules: the rule set whose meld table gives the points (default ``CARDGAMES_IO``).

    Returns:
        a :class:`MeldResult`; ``.total`` is in points, ``.melds`` the breakdown.

    Raises:
        InvalidCardError: for a token that is not a card.
        InvalidHandError: for a card held more often than the deck has copies.
        InvalidRulesError: ``rules`` neither a RuleSet nor a preset's name.
    """
    rules = resolve_rules(rules)
    trump = trump if trump.__class__ is Suit else _coerce_trump(trump)
    counts = [0] * 24
    if hand.__class__ is tuple or hand.__class__ is list:
        try:
            for c in hand:
                counts[c.index] += 1
        except (AttributeError, TypeError):  # strings among the cards ("QS" has .index too)
            hand = check_hand(hand, rules=rules)
            counts = [0] * 24
            for c in hand:
                counts[c.index] += 1
        else:
            if max(counts) > rules.copies or (
                    len(rules.ranks) < 6
                    and any(n and i % 6 not in rules.ranks for i, n in enumerate(counts))):
                check_hand(hand, rules=rules)  # raises InvalidHandError with the card named
    else:
        hand = check_hand(hand, rules=rules)
        for c in hand:
            counts[c.index] += 1
    table = rules.meld
    hit = _BY_ID.get(id(table))
    c1, c2, c3 = hit[1] if hit is not None and hit[0] is table else _caches(table)
    # Every key is a tuple of ints (hashed in C): a key holding Suit members would call
    # Enum.__hash__, a Python function, on every look-up. Card index = suit * 6 + rank, ranks
    # 9=0 J=1 Q=2 K=3 T=4 A=5, suits S H D C = 0..3. Minimums are written out: a call to
    # min() costs more than the comparisons.
    n = counts
    t = trump.index
    o = t * 6
    ks, qs, kh, qh, kd, qd, kc, qc = n[3], n[2], n[9], n[8], n[15], n[14], n[21], n[20]
    # Class 1: the trump counts A T K Q J 9, then the K+Q pairs of each suit (the trump
    # suit's pair follows from its counts, so it is in the key harmlessly).
    key1 = (t, n[o + 5], n[o + 4], n[o + 3], n[o + 2], n[o + 1], n[o],
            ks if ks < qs else qs, kh if kh < qh else qh, kd if kd < qd else qd,
            kc if kc < qc else qc)
    r1 = c1.get(key1)
    if r1 is None:
        marriages = tuple((s, m) for s, m in zip(_SUITS, key1[7:]) if s is not trump and m)
        r1 = c1[key1] = _class1(trump, key1[1:7], marriages, table)
    key2 = (n[13], qs)  # J♦ = 2*6+1, Q♠ = 0*6+2
    r2 = c2.get(key2)
    if r2 is None:
        r2 = c2[key2] = _class2(n[13], qs, table)
    # Class 3: one of a rank in every suit; most hands lack one, so test before min().
    a = (n[5], n[11], n[17], n[23])
    j = (n[1], n[7], n[13], n[19])
    key3 = (min(a) if a[0] and a[1] and a[2] and a[3] else 0,
            min(ks, kh, kd, kc) if ks and kh and kd and kc else 0,
            min(qs, qh, qd, qc) if qs and qh and qd and qc else 0,
            min(j) if j[0] and j[1] and j[2] and j[3] else 0)
    r3 = c3.get(key3)
    if r3 is None:
        r3 = c3[key3] = _class3(key3, table)
    return MeldResult(tuple(hand), trump, r1[0] + r2[0] + r3[0], r1[1] + r2[1] + r3[1])


def near_misses(hand: "str | Iterable[CardLike]", trump: SuitLike,
                rules: RuleSet = CARDGAMES_IO) -> list[tuple[Card, int, str]]:
    """Single cards that would add meld to this hand: for teaching "what am I missing?".

    Returns:
        a list of ``(card, extra_points, sentence)``, most points first, e.g.
        ``(Card.from_str('JH'), 150, "J♥ would complete a run in hearts (+150)")``. The
        sentence names every meld the card would add, each with its points ("Q♠ would make
        a royal marriage in spades (+40) and a pinochle (+40): +80 in all"), and any meld
        it would take the place of ("K♠ would complete a run + marriage in spades (230) in
        place of the run + queen (190): +40"), in the language spoken now. Only cards the
        hand could still receive (held fewer than ``rules.copies`` times).

    Raises:
        InvalidCardError, InvalidHandError, InvalidRulesError: as :func:`best_meld`.
    """
    rules = resolve_rules(rules)
    cards = check_hand(hand, rules=rules)
    base = best_meld(cards, trump, rules)
    out = []
    for card in (Card(s, r) for s in _SUITS for r in rules.ranks):
        if cards.count(card) >= rules.copies:
            continue
        better = best_meld(cards + (card,), trump, rules)
        gain = better.total - base.total
        if gain <= 0:
            continue
        gained, lost = _difference(base.melds, better.melds)
        out.append((card, gain, _miss_sentence(card, gain, gained, lost, base.trump)))
    out.sort(key=lambda x: (-x[1], x[0].index))
    return out


def _difference(before, after) -> tuple[list[Meld], list[Meld]]:
    """The melds of ``after`` that ``before`` lacks, and those of ``before`` that ``after``
    lacks, each meld counted as often as it occurs (by name and points)."""
    left = list(before)
    gained = []
    for m in after:
        same = next((i for i, x in enumerate(left)
                     if (x.key, x.points) == (m.key, m.points)), None)
        if same is None:
            gained.append(m)
        else:
            del left[same]
    return gained, left


# What a card would add, meld by meld, as near_misses says it: each meld as the object of
# "would make" / "would complete", in its suit (the trump's, or a common marriage's own);
# a language puts the words and the suit ({suit.loc_pl}...) in the case its sentence needs.
# fmt: off
_GAINED = {
    "Run": NP_("near miss: a meld a card would make, with its suit", "a run in {suit}"),
    "Run + king": NP_("near miss: a meld a card would make, with its suit", "a run + king in {suit}"),
    "Run + queen": NP_("near miss: a meld a card would make, with its suit", "a run + queen in {suit}"),
    "Run + marriage": NP_("near miss: a meld a card would make, with its suit", "a run + marriage in {suit}"),
    "Double run": NP_("near miss: a meld a card would make, with its suit", "a double run in {suit}"),
    "Triple run": NP_("near miss: a meld a card would make, with its suit", "a triple run in {suit}"),
    "Quadruple run": NP_("near miss: a meld a card would make, with its suit", "a quadruple run in {suit}"),
    "Royal marriage": NP_("near miss: a meld a card would make, with its suit", "a royal marriage in {suit}"),
    "Common marriage": NP_("near miss: a meld a card would make, with its suit", "a common marriage in {suit}"),
    "Dix": NP_("near miss: a meld a card would make, with its suit", "a dix in {suit}"),
    "Pinochle": NP_("near miss: a meld a card would make", "a pinochle"),
    "Double pinochle": NP_("near miss: a meld a card would make", "a double pinochle"),
    "Triple pinochle": NP_("near miss: a meld a card would make", "a triple pinochle"),
    "Quadruple pinochle": NP_("near miss: a meld a card would make", "a quadruple pinochle"),
    "Aces around": NP_("near miss: a meld a card would make", "aces around"),
    "Aces abound": NP_("near miss: a meld a card would make", "aces abound"),
    "Triple aces around": NP_("near miss: a meld a card would make", "triple aces around"),
    "Quadruple aces around": NP_("near miss: a meld a card would make", "quadruple aces around"),
    "Kings around": NP_("near miss: a meld a card would make", "kings around"),
    "Kings abound": NP_("near miss: a meld a card would make", "kings abound"),
    "Triple kings around": NP_("near miss: a meld a card would make", "triple kings around"),
    "Quadruple kings around": NP_("near miss: a meld a card would make", "quadruple kings around"),
    "Queens around": NP_("near miss: a meld a card would make", "queens around"),
    "Queens abound": NP_("near miss: a meld a card would make", "queens abound"),
    "Triple queens around": NP_("near miss: a meld a card would make", "triple queens around"),
    "Quadruple queens around": NP_("near miss: a meld a card would make", "quadruple queens around"),
    "Jacks around": NP_("near miss: a meld a card would make", "jacks around"),
    "Jacks abound": NP_("near miss: a meld a card would make", "jacks abound"),
    "Triple jacks around": NP_("near miss: a meld a card would make", "triple jacks around"),
    "Quadruple jacks around": NP_("near miss: a meld a card would make", "quadruple jacks around"),
    "Round house bonus": NP_("near miss: a meld a card would make", "a round house bonus"),
}
# Each meld a card's new meld would take the place of, after "in place of" (Polish
# "zamiast", Czech "místo", Icelandic "í stað": a genitive).
_REPLACED = {
    "Run": NP_("near miss: a meld the new one would take the place of", "the run"),
    "Run + king": NP_("near miss: a meld the new one would take the place of", "the run + king"),
    "Run + queen": NP_("near miss: a meld the new one would take the place of", "the run + queen"),
    "Run + marriage": NP_("near miss: a meld the new one would take the place of", "the run + marriage"),
    "Double run": NP_("near miss: a meld the new one would take the place of", "the double run"),
    "Triple run": NP_("near miss: a meld the new one would take the place of", "the triple run"),
    "Quadruple run": NP_("near miss: a meld the new one would take the place of", "the quadruple run"),
    "Royal marriage": NP_("near miss: a meld the new one would take the place of", "the royal marriage"),
    "Common marriage": NP_("near miss: a meld the new one would take the place of", "the common marriage"),
    "Dix": NP_("near miss: a meld the new one would take the place of", "the dix"),
    "Pinochle": NP_("near miss: a meld the new one would take the place of", "the pinochle"),
    "Double pinochle": NP_("near miss: a meld the new one would take the place of", "the double pinochle"),
    "Triple pinochle": NP_("near miss: a meld the new one would take the place of", "the triple pinochle"),
    "Quadruple pinochle": NP_("near miss: a meld the new one would take the place of", "the quadruple pinochle"),
    "Aces around": NP_("near miss: a meld the new one would take the place of", "the aces around"),
    "Aces abound": NP_("near miss: a meld the new one would take the place of", "the aces abound"),
    "Triple aces around": NP_("near miss: a meld the new one would take the place of", "the triple aces around"),
    "Quadruple aces around": NP_("near miss: a meld the new one would take the place of", "the quadruple aces around"),
    "Kings around": NP_("near miss: a meld the new one would take the place of", "the kings around"),
    "Kings abound": NP_("near miss: a meld the new one would take the place of", "the kings abound"),
    "Triple kings around": NP_("near miss: a meld the new one would take the place of", "the triple kings around"),
    "Quadruple kings around": NP_("near miss: a meld the new one would take the place of", "the quadruple kings around"),
    "Queens around": NP_("near miss: a meld the new one would take the place of", "the queens around"),
    "Queens abound": NP_("near miss: a meld the new one would take the place of", "the queens abound"),
    "Triple queens around": NP_("near miss: a meld the new one would take the place of", "the triple queens around"),
    "Quadruple queens around": NP_("near miss: a meld the new one would take the place of", "the quadruple queens around"),
    "Jacks around": NP_("near miss: a meld the new one would take the place of", "the jacks around"),
    "Jacks abound": NP_("near miss: a meld the new one would take the place of", "the jacks abound"),
    "Triple jacks around": NP_("near miss: a meld the new one would take the place of", "the triple jacks around"),
    "Quadruple jacks around": NP_("near miss: a meld the new one would take the place of", "the quadruple jacks around"),
    "Round house bonus": NP_("near miss: a meld the new one would take the place of", "the round house bonus"),
}
# fmt: on


def _gained_words(m: Meld, trump: Suit) -> str:
    """``"a royal marriage in spades"``, ``"a common marriage in clubs"``, ``"a pinochle"``
    (a meld built by hand, not in the table: its name)."""
    entry = _GAINED.get(m.key)
    if entry is None:
        return m.name
    suit = m.cards[0].suit if m.key == "Common marriage" else trump
    return ptr(*entry, suit=suit_word(suit))


def _replaced_words(m: Meld) -> str:
    """``"the run + queen"`` (a meld built by hand: its name)."""
    entry = _REPLACED.get(m.key)
    return m.name if entry is None else pgettext(*entry)


def _miss_sentence(card: Card, gain: int, gained: list[Meld], lost: list[Meld],
                   trump: Suit) -> str:
    """Every meld the card would add, with its points, and any it would take the place of,
    in the language spoken now: "Q♠ would make a royal marriage in spades (+40) and a
    pinochle (+40): +80 in all", "K♠ would complete a run + marriage in spades (230) in place
    of the run + queen (190): +40". A card that completes a run or a meld of class 2 or 3
    "completes" it; a marriage or a dix it "makes"."""
    gained = sorted(gained, key=lambda m: -m.points)
    top = gained[0]
    complete = top.meld_class != 1 or "run" in top.key.lower()
    if lost:
        melds = and_list([tr("{meld} ({points})", meld=_gained_words(m, trump),
                              points=m.points) for m in gained])
        old = and_list([tr("{meld} ({points})", meld=_replaced_words(m), points=m.points)
                         for m in lost])
        v = {"card": card, "melds": melds, "old": old, "gain": gain}
        if complete:
            return tr("{card} would complete {melds} in place of {old}: +{gain}", **v)
        return tr("{card} would make {melds} in place of {old}: +{gain}", **v)
    items = [tr("{meld} (+{points})", meld=_gained_words(m, trump), points=m.points)
             for m in gained]
    if len(items) == 1:
        if complete:
            return tr("{card} would complete {meld}", card=card, meld=items[0])
        return tr("{card} would make {meld}", card=card, meld=items[0])
    v = {"card": card, "melds": and_list(items), "gain": gain}
    if complete:
        return tr("{card} would complete {melds}: +{gain} in all", **v)
    return tr("{card} would make {melds}: +{gain} in all", **v)
