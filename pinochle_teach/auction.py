"""The auction: who names trump, and for how many points (rules page §2).

>>> a = Auction(dealer=3)
>>> a.to_move
0
>>> a.legal_bids()
[250, 260]
"""

from __future__ import annotations

from .errors import IllegalBidError
from .i18n import tr
from .rules import CARDGAMES_IO, RuleSet, resolve_rules
from .seating import Names, bidding_order, check_seat, names_or_default, next_seat

__all__ = ["Auction", "PASS"]

#: The value recorded in :attr:`Auction.history` for a pass.
PASS = None


class Auction:
    """One auction, seat by seat from the dealer's left (rules page §2).

    Args:
        dealer: the dealer's seat, 0..``rules.players - 1``.
        rules: the rule set (opening bids, bid steps, the stuck dealer's contract), or the
            name of a preset (``"Double deck"``).
        names: what the error messages call each seat (a
            :class:`~pinochle_teach.seating.Names`, e.g. ``seating.table_names(rules)``:
            "it is West's turn to bid"); ``None``: "seat 1".

    Attributes:
        dealer: the dealer's seat.
        history: list of ``(seat, bid)``, ``bid`` an int in points or ``None`` for a pass, in
            order. A stuck dealer's forced contract is recorded as the last entry.
        forced: True when every other player passed and the dealer holds the contract with no
            choice.

    Raises:
        IllegalBidError: for a dealer seat out of range.
        InvalidRulesError: ``rules`` neither a RuleSet nor a preset name.
        SeatError: ``names`` that is not a Names for this table.
    """

    def __init__(self, dealer: int = 0, rules: "RuleSet | str" = CARDGAMES_IO, *,
                 names: Names | None = None):
        rules = resolve_rules(rules)
        if (isinstance(dealer, bool) or not isinstance(dealer, int)
                or not 0 <= dealer < rules.players):
            raise IllegalBidError(tr("dealer must be a seat 0..{last}, got {value}",
                                     last=rules.players - 1, value=repr(dealer)))
        self.dealer = dealer
        self.rules = rules
        self.names = names_or_default(names, rules)
        self.history: list[tuple[int, int | None]] = []
        self.forced = False
        self._passed: set[int] = set()
        self._high: int | None = None
        self._high_seat: int | None = None
        self._to_move: int | None = bidding_order(dealer, rules)[0]

    # ---- state -------------------------------------------------------------------------
    @property
    def to_move(self) -> int | None:
        """The seat to bid or pass now, or ``None`` once the auction is over."""
        return self._to_move

    @property
    def is_over(self) -> bool:
        return self._to_move is None

    @property
    def winner(self) -> int | None:
        """The seat that won the contract (``None`` while the auction goes on)."""
        return self._high_seat if self.is_over else None

    @property
    def contract(self) -> int | None:
        """The winning bid in points (``None`` while the auction goes on)."""
        return self._high if self.is_over else None

    @property
    def high_bid(self) -> int | None:
        """The highest bid so far, or ``None``."""
        return self._high

    @property
    def high_bidder(self) -> int | None:
        return self._high_seat

    @property
    def passed(self) -> frozenset[int]:
        """Seats that have passed (a pass is final)."""
        return frozenset(self._passed)

    def legal_bids(self) -> list[int]:
        """The bids (points) the player to move may make, lowest first; passing is always
        also allowed. Empty once the auction is over."""
        if self.is_over:
            return []
        if self._high is None:
            return list(self.rules.opening_bids)
        return [self._high + step for step in self.rules.bid_steps]

    def _legal_text(self) -> str:
        bids = self.legal_bids()
        if not bids:
            return tr("the auction is over")
        return tr("legal now: {bids}, or pass", bids=_either(bids))

    # ---- actions -----------------------------------------------------------------------
    def _check_turn(self, seat: int | None, what: str) -> int:
        name = self.names.seat
        if seat is not None:
            check_seat(seat, self.rules)  # "1" is not seat 1: say so, not "seat 1's turn"
        if self.is_over:
            v = dict(winner=name(self.winner), contract=self.contract)
            raise IllegalBidError(
                tr("the auction is over ({winner} won at {contract}): no more passes", **v)
                if what == "pass" else
                tr("the auction is over ({winner} won at {contract}): no more bids", **v))
        if seat is not None and seat != self._to_move:
            if seat in self._passed:
                raise IllegalBidError(tr("{seat} has passed, and a pass is final; {to_move} is "
                                         "to bid", seat=name(seat), to_move=name(self._to_move)))
            raise IllegalBidError(tr("it is {to_move}'s turn to bid, not {seat}'s",
                                     to_move=name(self._to_move), seat=name(seat)))
        return self._to_move  # type: ignore[return-value]

    def bid(self, points: int, seat: int | None = None) -> None:
        """Bid ``points`` for the player to move (rules page §2).

        Args:
            points: an opening bid from ``rules.opening_bids`` (250 or 260), or the current
                bid raised by exactly one of ``rules.bid_steps`` (10 or 20).
            seat: optional check that this seat is the one to move.

        Raises:
            IllegalBidError: saying which bids are legal; the auction is unchanged.
            SeatError: ``seat`` that is not a seat number of this table (e.g. ``"1"``).
        """
        s = self._check_turn(seat, "bid")
        if isinstance(points, bool) or not isinstance(points, int):
            raise IllegalBidError(tr("a bid is a whole number of points, got {value}; {legal}",
                                     value=repr(points), legal=self._legal_text()))
        legal = self.legal_bids()
        if points not in legal:
            if self._high is None:
                why = tr("the opening bid must be {bids}", bids=_either(legal))
            else:
                why = tr("a bid must raise {high} by exactly {steps}", high=self._high,
                         steps=_either(self.rules.bid_steps))
            err = IllegalBidError(tr("{points} is not a legal bid: {why}; {legal}",
                                     points=points, why=why, legal=self._legal_text()))
            err.why = why  # the reason alone, for a page that lists refused bids
            raise err
        self.history.append((s, points))
        self._high, self._high_seat = points, s
        self._advance(s)

    def pass_(self, seat: int | None = None) -> None:
        """Pass for the player to move. A pass is final (rules page §2).

        Raises:
            IllegalBidError: when the auction is over or it is not ``seat``'s turn.
            SeatError: ``seat`` that is not a seat number of this table (e.g. ``"1"``).
        """
        s = self._check_turn(seat, "pass")
        self.history.append((s, PASS))
        self._passed.add(s)
        self._advance(s)

    def apply(self, action: int | None, seat: int | None = None) -> None:
        """Bid ``action`` points, or pass when ``action`` is ``None``."""
        if action is None:
            self.pass_(seat)
        else:
            self.bid(action, seat)

    def _advance(self, last: int) -> None:
        n = self.rules.players
        if len(self._passed) >= n - 1:
            if self._high is None:
                # Everyone before the dealer passed: the dealer is stuck at the minimum bid.
                self._high, self._high_seat = self.rules.minimum_bid, self.dealer
                self.forced = True
                self.history.append((self.dealer, self.rules.minimum_bid))
            self._to_move = None
            return
        seat = last
        for _ in range(n):
            seat = next_seat(seat, self.rules)
            if seat not in self._passed:
                self._to_move = seat
                return

    def copy(self) -> "Auction":
        other = Auction(self.dealer, self.rules, names=self.names)
        other.history = list(self.history)
        other.forced = self.forced
        other._passed = set(self._passed)
        other._high, other._high_seat, other._to_move = self._high, self._high_seat, self._to_move
        return other

    def __repr__(self) -> str:
        state = (f"winner={self.winner} contract={self.contract}" if self.is_over
                 else f"to_move={self.to_move} high={self._high}")
        return f"<Auction dealer={self.dealer} {state} bids={len(self.history)}>"


def _either(values) -> str:
    """``values`` joined with "or" in the current language: "250 or 260 or 270"."""
    text = ""
    for i, v in enumerate(values):
        text = str(v) if not i else tr("{first} or {second}", first=text, second=v)
    return text
