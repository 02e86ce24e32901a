"""``solve``: the exact open-hand value of a trick-play position and of each legal card
(rules page §6, §7).

>>> from pinochle_teach.solver import solve
>>> s = solve(["AS 9H", "TS 9D", "KS JH", "QS JD"], trump="H", leader=0)
>>> s.points                      # team 0 (seats 0 + 2), team 1 (seats 1 + 3)
(40, 0)
>>> dict(s.card_values)
{Card.from_str('AS'): (40, 0), Card.from_str('9H'): (40, 0)}
>>> s.line[:4]
(Play(seat=0, card=Card.from_str('AS')), Play(seat=1, card=Card.from_str('TS')), Play(seat=2, card=Card.from_str('KS')), Play(seat=3, card=Card.from_str('QS')))
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from types import MappingProxyType
from typing import NamedTuple

from ..cards import CARDS, Card, CardLike, Suit, SuitLike, check_hand, parse_cards
from ..errors import IllegalPlayError, InvalidHandError, InvalidRulesError, PinochleError
from ..rules import CARDGAMES_IO, RuleSet, resolve_rules
from ..seating import check_seat, seat_name, seat_of_card, side_of
from ..tricks import explain_play, legal_plays
from .core import Engine

__all__ = ["solve", "Solution", "Play", "InvalidPositionError", "check_solver_rules",
           "MAX_COPIES"]

#: The most copies of each card the search handles (the double deck has 4).
MAX_COPIES = 4


class InvalidPositionError(PinochleError):
    """A trick-play position that cannot occur: hand sizes that do not fit the trick (the
    seats still to play to it hold one card more than those that have played), an empty
    hand to move, a trick of four cards or more, the wrong number of hands."""


class Play(NamedTuple):
    """One card of a line of play: the ``seat`` (0..3) that plays ``card``."""

    seat: int
    card: Card

    def __str__(self) -> str:
        return f"{seat_name(self.seat)} {self.card}"


def check_solver_rules(rules: "RuleSet | str") -> RuleSet:
    """``rules`` as a :class:`RuleSet` if the solver handles it: four players in two
    partnerships (seats 0 + 2 against 1 + 3) and at most :data:`MAX_COPIES` copies of each
    card: every four-hand preset (``CARDGAMES_IO``, ``HOYLE``, ``POST_1945``,
    ``DOUBLE_DECK``) and their variants (counting schemes, obligations, last-trick bonus).

    Raises:
        InvalidRulesError: for any other rule set (three-handed, each for themselves), or
            something that is neither a rule set nor a preset name.
    """
    rules = resolve_rules(rules)
    if rules.players != 4 or not rules.partnership:
        raise InvalidRulesError(
            f"the solver plays four-hand partnership Pinochle (seats 0 + 2 against 1 + 3): "
            f"the {rules.name} rules have {rules.players} players"
            + ("" if rules.partnership else ", each for themselves")
            + "; use CARDGAMES_IO, HOYLE, POST_1945, DOUBLE_DECK or a variant of them")
    if rules.copies > MAX_COPIES:
        raise InvalidRulesError(
            f"the solver handles at most {MAX_COPIES} copies of each card, the {rules.name} "
            f"rules have {rules.copies}")
    return rules


class Solution:
    """What :func:`solve` finds: the exact trick points each team takes from a position with
    perfect play, all cards open (rules page §6, §7).

    Attributes:
        points: ``(team 0, team 1)``: trick points (counters and the last-trick bonus, per
            the rules' counting scheme) that each team takes from here to the end of the
            hand, the points of the cards already in the current trick included (they go
            to whoever wins it). Team 0 is seats 0 and 2. The two add up to every point
            still out.
        card_values: ``{card: (team 0, team 1)}`` for each distinct legal card of the seat
            to move: the points each team takes if that card is played and all play
            perfectly afterwards. A read-only mapping, in the order of the seat's hand.
        line: one best continuation to the end of the hand, a tuple of :class:`Play`
            ``(seat, card)``, starting with the seat to move.
        to_move: the seat (0..3) to play next.
        trump: the trump :class:`~pinochle_teach.cards.Suit`.
        rules: the :class:`~pinochle_teach.rules.RuleSet` the values are for.
    """

    __slots__ = ("points", "card_values", "line", "to_move", "trump", "rules", "nodes")

    def __init__(self, points, card_values, line, to_move, trump, rules, nodes=0):
        object.__setattr__(self, "points", tuple(points))
        object.__setattr__(self, "card_values", MappingProxyType(dict(card_values)))
        object.__setattr__(self, "line", tuple(line))
        object.__setattr__(self, "to_move", to_move)
        object.__setattr__(self, "trump", trump)
        object.__setattr__(self, "rules", rules)
        #: cards the search tried (a measure of its work)
        object.__setattr__(self, "nodes", nodes)

    def __setattr__(self, name, value):
        raise AttributeError("Solution is immutable")

    @property
    def team(self) -> int:
        """The team (0 or 1) of the seat to move."""
        return side_of(self.to_move, self.rules)

    @property
    def best_cards(self) -> tuple[Card, ...]:
        """The legal cards that keep the best value for the seat to move's team."""
        t = self.team
        top = self.points[t]
        return tuple(c for c, v in self.card_values.items() if v[t] == top)

    def loss(self, card: CardLike) -> int:
        """Trick points the seat to move's team gives up by playing ``card`` instead of a
        best card (0 for a best card).

        Raises:
            InvalidCardError: for a bad card; PinochleError for a card that is not one of
                the legal cards (``card_values``).
        """
        c = parse_cards([card])[0]
        if c not in self.card_values:
            legal = " ".join(str(x) for x in self.card_values)
            raise PinochleError(f"{c} is not a legal card here: the legal cards are {legal}")
        t = self.team
        return self.points[t] - self.card_values[c][t]

    def __eq__(self, other) -> bool:
        if not isinstance(other, Solution):
            return NotImplemented
        return (self.points, dict(self.card_values), self.to_move, self.trump, self.rules) == (
            other.points, dict(other.card_values), other.to_move, other.trump, other.rules)

    __hash__ = None  # type: ignore[assignment]

    def __repr__(self) -> str:
        values = ", ".join(f"{c}: {v}" for c, v in self.card_values.items())
        parts = []
        for k, play in enumerate(self.line):
            parts.append(f"{play.seat}:{play.card}")
        return (f"Solution(points={self.points}, to_move={self.to_move}, "
                f"card_values={{{values}}}, line=[{' '.join(parts)}])")


def _hand_list(hands) -> list:
    if isinstance(hands, (str, Card)) or not isinstance(hands, Iterable):
        raise InvalidPositionError(
            f"hands must be one hand per seat, four of them (seat 0 first), each a string "
            f"such as 'AS TS 9H', a list of cards or a Hand; got {type(hands).__name__}")
    return list(hands)


def solve(hands: "Sequence[str | Iterable[CardLike]]", trump: SuitLike, leader: int,
          trick: "str | Iterable[CardLike]" = (), rules: "RuleSet | str" = CARDGAMES_IO,
          *, table: "dict | None" = None) -> Solution:
    """Solve a trick-play position exactly, every hand open (double dummy).

    Args:
        hands: the cards each seat 0..3 still holds: four hands, each anything
            :func:`~pinochle_teach.cards.parse_cards` reads (``"AS TS 9H"``, a list of
            cards, a :class:`~pinochle_teach.cards.Hand`); a
            :class:`~pinochle_teach.cards.Deal` works too. The seats that have played to
            the current trick hold one card fewer than the others.
        trump: the trump suit (``"S"``, ``"♠"``, ``"spades"`` or a Suit).
        leader: the seat (0..3) that led the current trick, or leads it if ``trick`` is
            empty.
        trick: the cards already played to the current trick, lead first (0 to 3 cards);
            each must have been legal for the seat that played it (rules page §6).
        rules: a four-hand partnership rule set (see :func:`check_solver_rules`): its
            trick obligations (§6, ``must_win`` or ``post_1945``), counting scheme and
            last-trick bonus (§7, §8).
        table: optionally a dict to keep between calls: the search's transposition table
            is kept in it (one per rule set), so that solving the later positions of the
            same hand reuses what the earlier ones found. It only grows to a bounded size.

    Returns:
        a :class:`Solution`: ``points`` (team 0, team 1) from here on, ``card_values`` of
        each legal card, one best ``line``.

    Raises:
        InvalidRulesError: for rules the solver does not play (three-handed).
        InvalidCardError: a card, or the trump suit, that cannot be read.
        InvalidHandError: a card held (or held and played) more often than the deck has
            copies, or a card the deck does not have (a nine in the double deck).
        InvalidPositionError: hand sizes that do not fit (see the class), a trick of four
            or more cards, no card left to play.
        IllegalPlayError: a card of the trick that its seat was not allowed to play.
        SeatError: ``leader`` not a seat 0..3.

    The search is exact (the same values as plain minimax). By CPU time on this kit's
    test machine: about 1 ms with four tricks left, 4 ms with six, 10 ms with seven
    (medians), around a second with eight; a whole hand of twelve tricks from seconds to
    minutes (benchmarks/README.md, "Solver").
    """
    rules = check_solver_rules(rules)
    t = Suit.from_str(trump)
    check_seat(leader, rules)
    held = _hand_list(hands)
    if len(held) != 4:
        raise InvalidPositionError(f"hands must be one hand per seat, four of them (seat 0 "
                                   f"first), got {len(held)}")
    parsed = []
    for seat, h in enumerate(held):
        try:
            parsed.append(list(check_hand(h, rules=rules)))
        except (InvalidHandError,) as exc:
            raise InvalidHandError(f"seat {seat} ({seat_name(seat)}): {exc}") from None
    try:
        played = list(check_hand(trick, rules=rules))
    except InvalidHandError as exc:
        raise InvalidHandError(f"the trick: {exc}") from None
    if len(played) > 3:
        raise InvalidPositionError(
            f"trick holds the cards already played to the current trick, 0 to 3 of them; "
            f"got {len(played)} (a full trick of four has been gathered: give the next "
            f"trick's leader and an empty trick)")
    try:
        check_hand([c for h in parsed for c in h] + played, rules.copies)
    except InvalidHandError as exc:
        raise InvalidHandError(f"in the hands and the trick together: {exc}") from None
    _check_sizes(parsed, played, leader, rules)
    for i in range(1, len(played)):
        seat = seat_of_card(leader, i, rules)
        before = parsed[seat] + [played[i]]
        if played[i] not in legal_plays(before, played[:i], t, rules):
            reason = explain_play(before, played[:i], t, played[i], rules)
            raise IllegalPlayError(
                f"the trick is not possible: seat {seat} ({seat_name(seat)}) played "
                f"{played[i]}: {reason}", reason)
    counts = [[0] * 24 for _ in range(4)]
    for seat, h in enumerate(parsed):
        for c in h:
            counts[seat][c.index] += 1
    if table is not None and not isinstance(table, dict):
        raise PinochleError(f"table must be a dict kept between calls, got "
                            f"{type(table).__name__}")
    tt = None if table is None else table.setdefault(("solver", rules), {})
    eng = Engine(counts, [c.index for c in played], leader, t.index, rules, tt)
    return _solution(eng, parsed, played, t, rules)


def _check_sizes(parsed, played, leader, rules) -> None:
    n = len(played)
    mover = seat_of_card(leader, n, rules)
    m = len(parsed[mover])
    if m == 0:
        raise InvalidPositionError(
            f"no card left to play: seat {mover} ({seat_name(mover)}) is to move and holds "
            f"nothing")
    for i in range(4):
        seat = seat_of_card(leader, i, rules)
        want = m - 1 if i < n else m
        if len(parsed[seat]) != want:
            done = ("has played to this trick" if i < n else "is still to play to this trick")
            raise InvalidPositionError(
                f"hand sizes do not fit the trick: seat {mover} ({seat_name(mover)}), to "
                f"move, holds {m} cards, so seat {seat} ({seat_name(seat)}), which {done}, "
                f"must hold {want}, not {len(parsed[seat])} (the seats that have played to "
                f"the current trick hold one card fewer than the others)")


def _solution(eng: Engine, parsed, played, t: Suit, rules: RuleSet) -> Solution:
    mover = eng.to_move
    maxi = eng.team[mover] == 0
    values: dict[int, int] = {}
    guess = None
    for c in eng.moves():
        v = eng.value_after(c, guess)
        for m in eng.members(c):
            values[m] = v
        if guess is None or (v > guess if maxi else v < guess):
            guess = v
    best = guess
    total = eng.total
    legal = legal_plays(parsed[mover], played, t, rules)
    card_values = {c: (values[c.index], total - values[c.index]) for c in legal}
    line = _line(eng, best, values)
    return Solution((best, total - best), card_values, line, mover, t, rules, eng.nodes)


def _line(eng: Engine, value: int, first: dict[int, int]) -> list[Play]:
    """One best continuation from the engine's root (team 0 takes ``value`` from here)."""
    out: list[Play] = []
    unit = eng.unit
    depth = 0
    moves = [c for c in eng.moves() if first.get(c) == value]
    while True:
        p = eng.to_move
        if depth:
            moves = eng.moves()
        if not moves:
            break
        maxi = eng.team[p] == 0
        chosen = None
        for c in moves:
            eng.play(c)
            need = value - eng.banked
            if maxi:
                ok = eng.search(need) >= need
            else:
                ok = eng.search(need + unit) < need + unit
            if ok:
                chosen = c
                break
            eng.unplay()
        if chosen is None:  # pragma: no cover - the values above say a best card exists
            raise AssertionError("solver: no card keeps the value; please report this")
        out.append(Play(p, CARDS[chosen]))
        depth += 1
    for _ in range(depth):
        eng.unplay()
    return out
