"""How the heuristic player bids and names trump (rules page §2-§3).

A hand is valued, for each possible trump suit, as *its meld in that suit + an estimate of the
trick points its team will take* (:func:`trick_estimate`, :data:`TRICK_MODEL`): the
:class:`SuitValue` list of :func:`hand_values`. In the partnership game the average gain of the
pass and the partner's expected meld, read from the auction (:func:`partner_signal`), are
added (:func:`bid_value`, :data:`AUCTION_MODEL`). :func:`choose_bid` bids in steps while the
next bid is within that value, does not outbid its own partner unless clearly stronger, and may
make a meld bid; :func:`choose_trump` names the suit of the best value. The numbers are
measured by heuristic self-play, not guessed (``benchmarks/bench_players.py --calibrate``).
"""

from __future__ import annotations

from typing import NamedTuple

from ..cards import Suit
from ..actions import PASS_BID, Action, trump_action
from ..game import PlayerView
from ..i18n import N_, tr
from ..vocabulary import suit_word
from ..meld import best_meld
from ..rules import RuleSet

__all__ = ["TRICK_MODEL", "AUCTION_MODEL", "MELD_BID_MIN", "SuitValue", "trick_estimate",
           "hand_values", "partner_signal", "bid_value", "choose_bid", "choose_trump"]

_SUITS = tuple(Suit)

#: Trick points the bidding team takes, estimated from the bidder's 12 cards before the pass
#: for a given trump suit: ``base + per_trump * trumps + per_trump_ace * trump aces +
#: per_trump_ten * trump tens + per_side_ace * side aces + per_side_ten * side tens``, at most
#: 250. Least-squares fit on heuristic self-play in which the dealer is stuck at 250 and
#: names its best suit (``benchmarks/bench_players.py --calibrate``, deals 0..9,999; mean
#: 176.7 trick points, residual standard deviation 36; recorded in benchmarks/README.md).
TRICK_MODEL = {
    "base": 86.2,
    "per_trump": 13.3,
    "per_trump_ace": 15.6,
    "per_trump_ten": 5.5,
    "per_side_ace": 9.8,
    "per_side_ten": 1.8,
}

#: What the auction adds to a hand's own value (points), measured by the same calibration:
#: ``pass_gain``: the average rise in the bidder's own meld from the pass (4 cards in, 4
#: out); ``partner_meld``: the partner's average meld in the named trump when nothing is
#: known; ``partner_meld_playing`` and ``partner_meld_passed``: the partner's meld when the
#: contract was won by bidding and the partner had bid (n = 9,776) or passed without
#: bidding (n = 221). ``partner_meld_bid`` (the partner made a meld bid) rests on few
#: cases (n = 7, a 3,000-deal run): meld bids are rare because the heuristic usually bids
#: to play. ``margin`` is how far below its value a player stops bidding, chosen by
#: duplicate tournaments (300 deals each, benchmarks/tournament.py): margins -20, 0 and 10
#: were level; 20 lost to 0 by 11.5 points a hand (95% CI 3.9-19.1), 40 lost to 20 by 21.
AUCTION_MODEL = {
    "pass_gain": 83.7,
    "partner_meld": 31.5,
    "partner_meld_playing": 26.8,
    "partner_meld_bid": 62.9,
    "partner_meld_passed": 15.9,
    "margin": 10.0,
}

#: Least meld (points, whatever suit is trump) for a meld bid.
MELD_BID_MIN = 60


class SuitValue(NamedTuple):
    """One trump choice for a 12-card hand: the suit, its meld (points), the estimated trick
    points for the bidding team, and their sum."""

    suit: Suit
    meld: int
    tricks: int
    total: int


def trick_estimate(hand, trump: Suit, rules: RuleSet | None = None) -> int:
    """Estimated trick points for the bidding team if this hand names ``trump``
    (see :data:`TRICK_MODEL`; 0..250 points under the default counting, rules page §7).

    Args:
        hand: the cards (sequence of :class:`Card`), normally 12 before the pass.
        trump: the trump :class:`Suit`.
    """
    m = TRICK_MODEL
    lo = trump.index * 6
    hi = lo + 6
    nt = ta = tt = sa = st = 0
    for c in hand:
        i = c.index
        if lo <= i < hi:
            nt += 1
            if i == hi - 1:
                ta += 1
            elif i == hi - 2:
                tt += 1
        else:
            r = i % 6
            if r == 5:
                sa += 1
            elif r == 4:
                st += 1
    est = (m["base"] + m["per_trump"] * nt + m["per_trump_ace"] * ta + m["per_trump_ten"] * tt
           + m["per_side_ace"] * sa + m["per_side_ten"] * st)
    top = _trick_total(rules) if rules is not None else 250
    return int(round(min(max(est, 0.0), top)))


_TOTALS: dict = {}


def _trick_total(rules: RuleSet) -> int:
    t = _TOTALS.get(id(rules))
    if t is None or t[0] is not rules:
        t = _TOTALS[id(rules)] = (rules, rules.trick_points_total)
    return t[1]


def hand_values(hand, rules: RuleSet) -> list[SuitValue]:
    """:class:`SuitValue` for each suit, best first (ties: spades, hearts, diamonds, clubs).

    Args:
        hand: the cards (sequence of :class:`Card`).
        rules: the rule set (meld table, rules page §4).
    """
    out = []
    hand = tuple(hand)
    for s in _SUITS:
        meld = best_meld(hand, s, rules).total
        tr = trick_estimate(hand, s, rules)
        out.append(SuitValue(s, meld, tr, meld + tr))
    out.sort(key=lambda v: -v.total)
    return out


def partner_signal(view: PlayerView) -> str:
    """What the auction so far says about the partner's hand (rules page §2): ``"bid"`` if the
    partner made a jump (meld) bid, ``"playing"`` if it bid, ``"passed"`` if it passed
    without bidding, ``"unknown"`` if it has not acted or there is no partner
    (three-handed).

    Args:
        view: a seat's view; only ``view.partner`` and ``view.auction`` (``(seat, bid or
            None)`` pairs in order) are read.
    """
    partner = view.partner
    if partner is None:
        return "unknown"
    prev = None
    state = "unknown"
    for seat, b in view.auction:
        if seat == partner:
            if b is None:
                if state == "unknown":
                    state = "passed"
            elif prev is not None and b - prev >= 20:
                state = "bid"
            elif state != "bid":
                state = "playing"
        if b is not None:
            prev = b
    return state


def bid_value(view: PlayerView, values: list[SuitValue] | None = None,
              margin: float | None = None) -> int:
    """The highest contract (points) this seat is willing to play: its best suit's
    meld + trick estimate, plus the average pass gain and the partner's expected meld read
    from the auction so far, less a safety margin (:data:`AUCTION_MODEL`, rules page §2-§3).

    Args:
        view: the seat's view during the auction.
        values: :func:`hand_values` of its hand, if already computed.
        margin: points kept in hand (default ``AUCTION_MODEL["margin"]``).
    """
    if values is None:
        values = hand_values(view.hand, view.rules)
    m = AUCTION_MODEL
    if margin is None:
        margin = m["margin"]
    r = view.rules
    if not r.partnership or r.pass_count == 0:
        return int(values[0].total - margin)
    sig = partner_signal(view)
    partner = {"bid": m["partner_meld_bid"], "passed": m["partner_meld_passed"],
               "playing": m["partner_meld_playing"]}.get(sig, m["partner_meld"])
    return int(values[0].total + m["pass_gain"] + partner - margin)


#: The reasons :func:`choose_bid` gives for a bid or a pass from the hand's value, by
#: (``"bid"`` or ``"pass"``, what the partner has shown or ``"solo"`` without a partner's
#: meld in the sum, whether a margin is taken off): whole sentences, so that a translation
#: can order them as its language needs (the sum :func:`bid_value` makes, in words).
_REASONS = {
    ("bid", "solo", False): N_(
        "Bid {bid}: with {trump} as trump your hand is worth about {value} (meld {meld} + "
        "about {tricks} in tricks), so {bid} is within reach (rules page §2)."),
    ("bid", "solo", True): N_(
        "Bid {bid}: with {trump} as trump your hand is worth about {value} (meld {meld} + "
        "about {tricks} in tricks, less {margin} to be safe), so {bid} is within reach (rules"
        " page §2)."),
    ("bid", "none", False): N_(
        "Bid {bid}: with {trump} as trump your hand is worth about {value} (meld {meld} + "
        "about {tricks} in tricks + about {gain} from the pass + about {partner} of your "
        "partner's meld), so {bid} is within reach (rules page §2)."),
    ("bid", "none", True): N_(
        "Bid {bid}: with {trump} as trump your hand is worth about {value} (meld {meld} + "
        "about {tricks} in tricks + about {gain} from the pass + about {partner} of your "
        "partner's meld, less {margin} to be safe), so {bid} is within reach (rules page §2)."),
    ("bid", "bid", False): N_(
        "Bid {bid}: with {trump} as trump your hand is worth about {value} (meld {meld} + "
        "about {tricks} in tricks + about {gain} from the pass + about {partner} of your "
        "partner's meld (your partner's meld bid shows meld)), so {bid} is within reach "
        "(rules page §2)."),
    ("bid", "bid", True): N_(
        "Bid {bid}: with {trump} as trump your hand is worth about {value} (meld {meld} + "
        "about {tricks} in tricks + about {gain} from the pass + about {partner} of your "
        "partner's meld (your partner's meld bid shows meld), less {margin} to be safe), so "
        "{bid} is within reach (rules page §2)."),
    ("bid", "playing", False): N_(
        "Bid {bid}: with {trump} as trump your hand is worth about {value} (meld {meld} + "
        "about {tricks} in tricks + about {gain} from the pass + about {partner} of your "
        "partner's meld (your partner is bidding)), so {bid} is within reach (rules page §2)."),
    ("bid", "playing", True): N_(
        "Bid {bid}: with {trump} as trump your hand is worth about {value} (meld {meld} + "
        "about {tricks} in tricks + about {gain} from the pass + about {partner} of your "
        "partner's meld (your partner is bidding), less {margin} to be safe), so {bid} is "
        "within reach (rules page §2)."),
    ("bid", "passed", False): N_(
        "Bid {bid}: with {trump} as trump your hand is worth about {value} (meld {meld} + "
        "about {tricks} in tricks + about {gain} from the pass + about {partner} of your "
        "partner's meld (your partner passed)), so {bid} is within reach (rules page §2)."),
    ("bid", "passed", True): N_(
        "Bid {bid}: with {trump} as trump your hand is worth about {value} (meld {meld} + "
        "about {tricks} in tricks + about {gain} from the pass + about {partner} of your "
        "partner's meld (your partner passed), less {margin} to be safe), so {bid} is within "
        "reach (rules page §2)."),
    ("pass", "solo", False): N_(
        "Pass: with {trump} as trump your hand is worth about {value} (meld {meld} + about "
        "{tricks} in tricks); the next bid, {bid}, is more than that (rules page §2)."),
    ("pass", "solo", True): N_(
        "Pass: with {trump} as trump your hand is worth about {value} (meld {meld} + about "
        "{tricks} in tricks, less {margin} to be safe); the next bid, {bid}, is more than "
        "that (rules page §2)."),
    ("pass", "none", False): N_(
        "Pass: with {trump} as trump your hand is worth about {value} (meld {meld} + about "
        "{tricks} in tricks + about {gain} from the pass + about {partner} of your partner's "
        "meld); the next bid, {bid}, is more than that (rules page §2)."),
    ("pass", "none", True): N_(
        "Pass: with {trump} as trump your hand is worth about {value} (meld {meld} + about "
        "{tricks} in tricks + about {gain} from the pass + about {partner} of your partner's "
        "meld, less {margin} to be safe); the next bid, {bid}, is more than that (rules page "
        "§2)."),
    ("pass", "bid", False): N_(
        "Pass: with {trump} as trump your hand is worth about {value} (meld {meld} + about "
        "{tricks} in tricks + about {gain} from the pass + about {partner} of your partner's "
        "meld (your partner's meld bid shows meld)); the next bid, {bid}, is more than that "
        "(rules page §2)."),
    ("pass", "bid", True): N_(
        "Pass: with {trump} as trump your hand is worth about {value} (meld {meld} + about "
        "{tricks} in tricks + about {gain} from the pass + about {partner} of your partner's "
        "meld (your partner's meld bid shows meld), less {margin} to be safe); the next bid, "
        "{bid}, is more than that (rules page §2)."),
    ("pass", "playing", False): N_(
        "Pass: with {trump} as trump your hand is worth about {value} (meld {meld} + about "
        "{tricks} in tricks + about {gain} from the pass + about {partner} of your partner's "
        "meld (your partner is bidding)); the next bid, {bid}, is more than that (rules page "
        "§2)."),
    ("pass", "playing", True): N_(
        "Pass: with {trump} as trump your hand is worth about {value} (meld {meld} + about "
        "{tricks} in tricks + about {gain} from the pass + about {partner} of your partner's "
        "meld (your partner is bidding), less {margin} to be safe); the next bid, {bid}, is "
        "more than that (rules page §2)."),
    ("pass", "passed", False): N_(
        "Pass: with {trump} as trump your hand is worth about {value} (meld {meld} + about "
        "{tricks} in tricks + about {gain} from the pass + about {partner} of your partner's "
        "meld (your partner passed)); the next bid, {bid}, is more than that (rules page §2)."),
    ("pass", "passed", True): N_(
        "Pass: with {trump} as trump your hand is worth about {value} (meld {meld} + about "
        "{tricks} in tricks + about {gain} from the pass + about {partner} of your partner's "
        "meld (your partner passed), less {margin} to be safe); the next bid, {bid}, is more "
        "than that (rules page §2)."),
}


def _reason(kind: str, view: PlayerView, best: SuitValue, value: int, margin: float | None,
            bid: int) -> str:
    """'Bid 250: with hearts as trump your hand is worth about 300 (meld 40 + about 180 in
    tricks + …), so 250 is within reach …' or the pass for that sum (``kind``)."""
    m = AUCTION_MODEL
    margin = m["margin"] if margin is None else margin
    values = dict(bid=bid, trump=suit_word(best.suit), value=value, meld=best.meld,
                  tricks=best.tricks, margin=f"{margin:.0f}")
    r = view.rules
    sig = "solo"
    if r.partnership and r.pass_count:
        sig = partner_signal(view)
        partner = {"bid": m["partner_meld_bid"], "passed": m["partner_meld_passed"],
                   "playing": m["partner_meld_playing"]}.get(sig, m["partner_meld"])
        values.update(gain=f"{m['pass_gain']:.0f}", partner=f"{partner:.0f}")
        if sig not in ("bid", "playing", "passed"):
            sig = "none"
    return tr(_REASONS[kind, sig, bool(margin)], **values)


def choose_bid(view: PlayerView, values: list[SuitValue] | None = None,
               margin: float | None = None, meld_bids: bool = True,
               explain: bool = False) -> tuple[Action, str | None]:
    """The heuristic's bid or pass in the auction (rules page §2), and why.

    It bids the lowest legal bid while that is at most :func:`bid_value`, but outbids its own
    partner only with a hand worth 40 more than the next bid; with ``meld_bids`` it may make
    one jump of 20 over an opponent to show a partner who is bidding at least
    ``MELD_BID_MIN`` points of meld whatever trump is named; otherwise it passes.

    Args:
        view: the seat's view in the auction, with its turn to bid.
        values: :func:`hand_values` of ``view.hand`` (computed if ``None``).
        margin: points below the hand's value at which it stops (default
            ``AUCTION_MODEL["margin"]``).
        meld_bids: use the meld-bid convention.
        explain: also return the reason as a sentence (else ``None``).

    Returns:
        ``(action, reason)``: a bid or pass from ``view.legal_actions``, and the sentence.
    """
    bids = [a.value for a in view.legal_actions if a.kind == "bid"]
    if not bids:
        return PASS_BID, (tr("Pass: no bid is possible.") if explain else None)
    bids.sort()
    if values is None:
        values = hand_values(view.hand, view.rules)
    value = bid_value(view, values, margin)
    nxt = bids[0]
    partner = view.partner
    me = view.seat
    high_seat = None
    partner_bid = partner_passed = i_bid = False
    for seat, b in view.auction:
        if b is not None:
            high_seat = seat
            if seat == partner:
                partner_bid = True
            elif seat == me:
                i_bid = True
        elif seat == partner:
            partner_passed = True
    partner_high = partner is not None and high_seat == partner
    partner_in = partner_bid and not partner_passed
    best = values[0]
    why = None
    # Bid to play.
    if nxt <= value and (not partner_high or value >= nxt + 40):
        if explain:
            why = _reason("bid", view, best, value, margin, nxt)
            if partner_high:
                why += " " + tr("Your hand is clearly stronger than your partner's bid shows.")
        return Action("bid", nxt), why
    # Meld bid: tell a bidding partner about meld you hold whatever trump is named.
    if (meld_bids and partner_in and not partner_high and high_seat is not None
            and not i_bid):
        sure_meld = min(v.meld for v in values)
        jump = [b for b in bids if b >= (view.high_bid or 0) + 20]
        if sure_meld >= MELD_BID_MIN and jump:
            if explain:
                why = tr("Bid {bid} (a jump of 20): your partner is bidding and you hold at "
                         "least {meld} in meld whatever trump is named; the jump tells your "
                         "partner so (meld bid convention).", bid=jump[0], meld=sure_meld)
            return Action("bid", jump[0]), why
    if explain:
        if partner_high:
            why = tr("Pass: your partner holds the bid at {bid}; your hand (worth about "
                     "{value}) is not clearly stronger, so outbidding your partner would only "
                     "raise your own team's contract (rules page §2).", bid=view.high_bid,
                     value=value)
        else:
            why = _reason("pass", view, best, value, margin, nxt)
    return PASS_BID, why


def choose_trump(view: PlayerView, values: list[SuitValue] | None = None,
                 explain: bool = False) -> tuple[Action, str | None]:
    """The heuristic's trump (rules page §3): the suit of the highest :class:`SuitValue`
    (meld plus estimated trick points), and why.

    Args:
        view: the bidder's view when it names trump.
        values: :func:`hand_values` of ``view.hand`` (computed if ``None``).
        explain: also return the reason as a sentence (else ``None``).

    Returns:
        ``(action, reason)``: the ``trump`` action and the sentence.
    """
    if values is None:
        values = hand_values(view.hand, view.rules)
    best = values[0]
    why = None
    if explain:
        n = sum(1 for c in view.hand if c.suit is best.suit)
        why = tr("Name {suit} as trump: you hold {held} of them, meld {meld} in {suit} and "
                 "expect about {tricks} in tricks, the best total of the four suits (rules "
                 "page §3).", suit=suit_word(best.suit), held=n, meld=best.meld,
                 tricks=best.tricks)
    return trump_action(best.suit), why
