"""A rule-of-thumb computer player that bids, passes cards and plays tricks like a careful
club player, and can say why (RULES.md §2-§7).

:class:`HeuristicPlayer` sees only its seat's :class:`~pinochle_teach.game.PlayerView`. Its
choices, phase by phase:

Auction (§2)
    It values its 12 cards for each possible trump suit as *meld in that suit + an estimate of
    the trick points its team will take* (:func:`trick_estimate`), adds what the pass and the
    partner's meld are worth on average, and bids in steps of 10 while the next bid is at most
    that value (:func:`bid_value`). It does not outbid its own partner unless its hand is
    clearly the better one. The numbers are measured, not guessed: see :data:`TRICK_MODEL`
    and :data:`AUCTION_MODEL`.

    Partner convention (a *meld bid*): a player whose partner has bid, who would not bid to
    play, but holds at least ``MELD_BID_MIN`` points of meld whatever trump is named,
    jumps the bid by 20 once, over an opponent, to tell the partner so. A player reads its
    partner's bids when it counts the partner's meld: ``partner_meld_bid`` after a jump,
    ``partner_meld_playing`` after an ordinary bid, ``partner_meld_passed`` after a pass
    without a bid, else ``partner_meld``.

Trump (§3)
    The suit with the highest value above: meld plus trick potential (length and high trumps).

Pass cards (§3)
    The partner gives the bidder trumps first (the run cards A 10 K Q J, then the nine),
    then aces, then tens and meld-helping cards, keeping its own meld where it can. The
    bidder gives back cards that neither meld nor win tricks: never a card of its own best
    meld while another card will do, never trump or an ace while a low side card will do,
    and preferring to empty a short side suit so it can trump it later.

Surrender (§5)
    Whenever it is offered. The game offers it only when the contract exceeds the bidders'
    meld plus every trick point (250), so the contract cannot be made; surrendering then
    costs the same ``-contract`` and denies the opponents their trick points.

Trick play (§6)
    With a :class:`~pinochle_teach.players.memory.CardMemory` (cards seen, voids shown,
    counters left): the bidding team draws trump with sure winners; any player cashes sure
    winners (no higher card unseen, no opponent shown void) in side suits; it leads a low
    card of a suit its partner is void in so the partner can trump; otherwise it leads a
    low card that costs nothing. Following, it scores each legal card: when its side will
    win the trick (partner's card or its own that no later opponent can still beat) it
    feeds counters; when the trick is lost it plays the cheapest card; and it never spends
    a trump or a sure winner when a lower card does the same job.

Every method returns one of ``view.legal_actions``. The player also plays the other rule
sets (Hoyle, post-1945, double deck, three-handed, where the bidder discards like it gives
back); its bidding numbers are calibrated on the default game only.
"""

from __future__ import annotations

from typing import NamedTuple

from ..cards import CARDS, Card, Rank, Suit
from ..game import (NEXT_DEAL, PASS_BID, PLAY_ON, SURRENDER, Action, Phase, PlayerView,
                    _GIVE, _PLAY_BY_INDEX, _TRUMP)
from ..errors import PinochleError
from ..meld import best_meld
from ..rules import RuleSet
from .base import Player
from .memory import CardMemory, _sig

__all__ = ["HeuristicPlayer", "SuitValue", "Decision", "hand_values", "trick_estimate",
           "bid_value", "pass_plan", "return_plan",
           "TRICK_MODEL", "AUCTION_MODEL"]

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
    (see :data:`TRICK_MODEL`; 0..250 points under the default counting, RULES.md §7).

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
        rules: the rule set (meld table, RULES.md §4).
    """
    out = []
    hand = tuple(hand)
    for s in _SUITS:
        meld = best_meld(hand, s, rules).total
        tr = trick_estimate(hand, s, rules)
        out.append(SuitValue(s, meld, tr, meld + tr))
    out.sort(key=lambda v: -v.total)
    return out


def _partner_signal(view: PlayerView) -> str:
    """'bid' if the partner made a jump (meld) bid, 'playing' if it bid, 'passed' if it
    passed without bidding, 'unknown' if it has not acted."""
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
    from the auction so far, less a safety margin (:data:`AUCTION_MODEL`, RULES.md §2-§3).

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
    sig = _partner_signal(view)
    partner = {"bid": m["partner_meld_bid"], "passed": m["partner_meld_passed"],
               "playing": m["partner_meld_playing"]}.get(sig, m["partner_meld"])
    return int(values[0].total + m["pass_gain"] + partner - margin)


class Decision(NamedTuple):
    """A chosen action and, when asked for, the reason in words."""

    action: Action
    reason: str | None


class HeuristicPlayer(Player):
    """Bids from meld plus estimated tricks, follows the partner pass convention, and plays
    tricks with card memory and standard tactics (see the module docstring).

    Args:
        seed: accepted for a uniform interface; the player is deterministic (ties are broken
            by a fixed order), so the same view always gives the same action.
        meld_bids: use the meld-bid convention (default True).
        margin: points below its hand's value at which it stops bidding (default
            ``AUCTION_MODEL["margin"]``).

    Every call of :meth:`choose` returns one of ``view.legal_actions``.
    """

    name = "heuristic"

    def __init__(self, seed: int | None = None, *, meld_bids: bool = True,
                 margin: float | None = None):
        self.seed = seed
        self.meld_bids = meld_bids
        self.margin = margin
        self._mem: CardMemory | None = None
        self._values_key = None
        self._values: list[SuitValue] | None = None
        self._plan_key = None
        self._plan_cards: list[Card] = []

    def __repr__(self) -> str:
        return f"HeuristicPlayer(seed={self.seed!r})"

    # ---- entry points --------------------------------------------------------------------
    def choose(self, view: PlayerView) -> Action:
        """One of ``view.legal_actions`` (see the module docstring for how)."""
        ph = view.phase
        if ph is Phase.TRICKS:
            return self._play(view, False)[0]
        if ph is Phase.AUCTION and view.legal_actions:
            return self._bid(view, False)[0]
        return self.decide(view, explain=False).action

    def memory(self, view: PlayerView) -> CardMemory:
        """This seat's :class:`CardMemory`, updated to ``view`` (kept between calls)."""
        mem = self._mem
        if mem is None:
            mem = CardMemory.from_view(view)
        else:
            mem = mem.sync(view)
        self._mem = mem
        return mem

    def decide(self, view: PlayerView, explain: bool = True) -> Decision:
        """The action for ``view`` and, with ``explain``, a short reason in words.

        Raises:
            PinochleError: when ``view`` has no legal actions (it is not this seat's turn).
        """
        if not view.legal_actions:
            raise PinochleError(f"seat {view.seat} is not to move: there is nothing to decide")
        ph = view.phase
        if ph is Phase.TRICKS:
            return Decision(*self._play(view, explain))
        if ph is Phase.AUCTION:
            return Decision(*self._bid(view, explain))
        if ph is Phase.TRUMP:
            return Decision(*self._trump(view, explain))
        if ph is Phase.PASS:
            return Decision(*self._pass(view, explain))
        if ph is Phase.RETURN:
            return Decision(*self._return(view, explain))
        if ph is Phase.DISCARD:
            c = self._next_planned(view)
            why = None
            if explain:
                why = (f"Discard {c}: it is not in your meld and is unlikely to win a trick "
                       f"(your discards count for you, §8).")
            return Decision(Action("discard", c), why)
        if ph is Phase.SURRENDER:
            if SURRENDER in view.legal_actions:
                why = None
                if explain:
                    team_meld = _team_meld(view)
                    why = (f"Surrender: the contract {view.contract} is more than your team's "
                           f"meld {team_meld} plus all {view.rules.trick_points_total} trick "
                           f"points, so it cannot be made; surrendering costs the same and "
                           f"keeps the opponents from scoring trick points (§5).")
                return Decision(SURRENDER, why)
            return Decision(PLAY_ON, "Play on." if explain else None)
        if ph is Phase.SCORE:
            return Decision(NEXT_DEAL, "Deal the next hand." if explain else None)
        return Decision(view.legal_actions[0], None)  # pragma: no cover - no other phases

    # ---- auction -------------------------------------------------------------------------
    def _hand_values(self, view: PlayerView) -> list[SuitValue]:
        key = (_sig(view.hand), id(view.rules))
        if self._values_key != key:
            self._values = hand_values(view.hand, view.rules)
            self._values_key = key
        return self._values  # type: ignore[return-value]

    def _bid(self, view: PlayerView, explain: bool):
        bids = [a.value for a in view.legal_actions if a.kind == "bid"]
        if not bids:
            return PASS_BID, ("Pass: no bid is possible." if explain else None)
        bids.sort()
        values = self._hand_values(view)
        value = bid_value(view, values, self.margin)
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
                why = (f"Bid {nxt}: {_worth(view, best, value, self.margin)}, so {nxt} is "
                       f"within reach (§2).")
                if partner_high:
                    why += " Your hand is clearly stronger than your partner's bid shows."
            return Action("bid", nxt), why
        # Meld bid: tell a bidding partner about meld you hold whatever trump is named.
        if (self.meld_bids and partner_in and not partner_high and high_seat is not None
                and not i_bid):
            sure_meld = min(v.meld for v in values)
            jump = [b for b in bids if b >= (view.high_bid or 0) + 20]
            if sure_meld >= MELD_BID_MIN and jump:
                if explain:
                    why = (f"Bid {jump[0]} (a jump of 20): your partner is bidding and you "
                           f"hold at least {sure_meld} in meld whatever trump is named; the "
                           f"jump tells your partner so (meld bid convention).")
                return Action("bid", jump[0]), why
        if explain:
            if partner_high:
                why = (f"Pass: your partner holds the bid at {view.high_bid}; your hand (worth "
                       f"about {value}) is not clearly stronger, so outbidding your partner "
                       f"would only raise your own team's contract (§2).")
            else:
                why = (f"Pass: {_worth(view, best, value, self.margin)}; the next bid, "
                       f"{nxt}, is more than that (§2).")
        return PASS_BID, why

    def _trump(self, view: PlayerView, explain: bool):
        values = self._hand_values(view)
        best = values[0]
        why = None
        if explain:
            n = sum(1 for c in view.hand if c.suit is best.suit)
            why = (f"Name {best.suit.plural} as trump: you hold {n} of them, meld {best.meld} "
                   f"in {best.suit.plural} and expect about {best.tricks} in tricks, the best "
                   f"total of the four suits (§3).")
        return _TRUMP[best.suit], why

    # ---- the pass ------------------------------------------------------------------------
    def _given(self, view: PlayerView) -> tuple:
        return tuple(view.discards) if view.phase is Phase.DISCARD else tuple(view.passed_by_me)

    def _plan(self, view: PlayerView) -> list[Card]:
        """The cards to pass (partner), give back (bidder) or discard (three-handed bidder),
        planned once from the hand as it was before the first of them was given."""
        given = self._given(view)
        key = (view.phase, _sig(view.hand) + _sig(given), view.trump, id(view.rules))
        if self._plan_key != key:
            before = tuple(view.hand) + given
            self._plan_cards = self._plan_for(view.phase, before, view.trump, view.rules)
            self._plan_key = key
        return self._plan_cards

    @staticmethod
    def _plan_for(phase, hand, trump, rules, count=None):
        if phase is Phase.PASS:
            return pass_plan(hand, trump, rules, count)
        if phase is Phase.DISCARD:
            return return_plan(hand, trump, rules, rules.widow if count is None else count)
        return return_plan(hand, trump, rules, count)

    def _next_planned(self, view: PlayerView) -> Card:
        plan = self._plan(view)
        given = [0] * 24
        for c in self._given(view):
            given[c.index] += 1
        held = [0] * 24
        for c in view.hand:
            held[c.index] += 1
        for c in plan:
            i = c.index
            if given[i]:
                given[i] -= 1
            elif held[i]:
                return c
        # The cards given so far were not this plan's (someone else chose them): plan anew
        # from the present hand.
        total = view.rules.widow if view.phase is Phase.DISCARD else view.rules.pass_count
        rest = max(1, total - len(self._given(view)))
        return self._plan_for(view.phase, tuple(view.hand), view.trump, view.rules, rest)[0]

    def _pass(self, view: PlayerView, explain: bool):
        """The partner gives the bidder one card (four in all)."""
        c = self._next_planned(view)
        trump = view.trump
        why = None
        if explain:
            if c.suit is trump:
                why = (f"Give {c}: the bidder needs trump, for meld (a run is A 10 K Q J "
                       f"of trump) and to win tricks; pass trump first (§3).")
            elif c.rank == Rank.ACE:
                why = (f"Give {c}: after trump, aces help the bidder most; they win "
                       f"tricks and can make aces around (§3).")
            else:
                why = (f"Give {c}: you have no trump or aces left to give, and this card "
                       f"helps you least (§3).")
        return _GIVE[c], why

    def _return(self, view: PlayerView, explain: bool):
        """The bidder gives one card back (four in all)."""
        c = self._next_planned(view)
        why = None
        if explain:
            in_meld = c in best_meld(view.hand, view.trump, view.rules).cards_used
            if in_meld:
                why = (f"Give back {c}: you cannot give back four cards without touching your "
                       f"meld; this one costs the least meld (§3).")
            elif c.suit is view.trump or c.rank == Rank.ACE:
                why = f"Give back {c}: the other cards are worth even more to you (§3)."
            else:
                why = (f"Give back {c}: it is not in your meld and is unlikely to win a "
                       f"trick; giving back short side suits lets you trump them later (§3).")
        return _GIVE[c], why

    # ---- trick play ----------------------------------------------------------------------
    def _play(self, view: PlayerView, explain: bool):
        legal = view.legal_actions
        if len(legal) == 1 and not explain:
            return legal[0], None
        mem = self.memory(view)
        cards = [a.value for a in legal]
        if not view.trick:
            card, why = _lead(view, mem, cards, explain)
        else:
            card, why = _follow(view, mem, cards, explain)
        return _PLAY_BY_INDEX[card.index], why


# ---- helpers (module level for speed) -------------------------------------------------

def _count(cards) -> list[int]:
    out = [0] * 24
    for c in cards:
        out[c.index] += 1
    return out


def _distinct(cards):
    seen = set()
    out = []
    for c in cards:
        if c not in seen:
            seen.add(c)
            out.append(c)
    return out


def _worth(view: PlayerView, best: SuitValue, value: int, margin: float | None) -> str:
    """'with hearts as trump your hand is worth about 300: meld 40 + about 180 in tricks +
    …' (the sum :func:`bid_value` makes, in words)."""
    m = AUCTION_MODEL
    margin = m["margin"] if margin is None else margin
    parts = [f"meld {best.meld}", f"about {best.tricks} in tricks"]
    r = view.rules
    if r.partnership and r.pass_count:
        sig = _partner_signal(view)
        partner = {"bid": m["partner_meld_bid"], "passed": m["partner_meld_passed"],
                   "playing": m["partner_meld_playing"]}.get(sig, m["partner_meld"])
        parts.append(f"about {m['pass_gain']:.0f} from the pass")
        shown = {"bid": " (your partner's meld bid shows meld)",
                 "playing": " (your partner is bidding)",
                 "passed": " (your partner passed)"}.get(sig, "")
        parts.append(f"about {partner:.0f} of your partner's meld{shown}")
    text = " + ".join(parts)
    if margin:
        text += f", less {margin:.0f} to be safe"
    return f"with {best.suit.plural} as trump your hand is worth about {value} ({text})"


def _team_of(seat: int, view: PlayerView) -> int:
    return seat % 2 if view.rules.partnership else seat


def _team_meld(view: PlayerView) -> int:
    if view.melds is None or view.bidder is None:
        return 0
    b = view.bidder
    r = view.rules
    if not r.partnership:
        return view.melds[b].total
    return view.melds[b].total + view.melds[(b + r.players // 2) % r.players].total


def _pass_priority(c: Card, trump: Suit, used: list[int]) -> float:
    """How much the partner wants to give card ``c`` to the bidder (higher first)."""
    r = c.rank
    if c.suit is trump:
        p = 100 + r if r != Rank.NINE else 95
        if used[c.index]:
            p -= 3
        return p
    if r == Rank.ACE:
        p = 70
    elif r == Rank.TEN:
        p = 30
    elif (c.suit is Suit.SPADES and r == Rank.QUEEN) or (c.suit is Suit.DIAMONDS and r == Rank.JACK):
        p = 25  # pinochle cards
    elif r == Rank.KING:
        p = 20
    else:
        p = r
    if used[c.index]:
        p -= 50  # keep own meld
    return p


def _keep_value(c: Card, trump: Suit, have: list[int], suit_len: list[int]) -> float:
    """How much the bidder wants to keep card ``c`` (lower is given back first)."""
    r = c.rank
    if c.suit is trump:
        return 200 + r
    if r == Rank.ACE:
        return 100
    base = c.index - r
    if r == Rank.TEN:
        v = 40 if have[base + 5] else 20
    elif r == Rank.KING:
        v = 12
    else:
        v = r * 2
    # Emptying a short side suit lets the bidder trump it later.
    return v + 3 * suit_len[c.index // 6]


def pass_plan(hand, trump: Suit, rules: RuleSet, count: int | None = None) -> list[Card]:
    """The cards the partner passes to the bidder, in order (RULES.md §3): trump first (run
    cards A 10 K Q J, then the nine), then aces, then tens and pinochle cards, keeping the
    partner's own meld where it can.

    Args:
        hand: the partner's cards before passing (sequence of :class:`Card`).
        trump: the trump suit.
        rules: the rule set (``pass_count`` cards, 4 by default).
        count: how many cards (default ``rules.pass_count``).
    """
    n = rules.pass_count if count is None else count
    used = _count(best_meld(tuple(hand), trump, rules).cards_used)
    order = sorted(range(len(hand)), key=lambda k: (-_pass_priority(hand[k], trump, used), k))
    return [hand[k] for k in order[:n]]


def return_plan(hand, trump: Suit, rules: RuleSet, count: int | None = None) -> list[Card]:
    """The cards the bidder gives back, in order (RULES.md §3): cards that neither meld nor
    win tricks, preferring to empty short side suits; a card of the best meld only when no
    other card is left, and then the one that costs least meld.

    Args:
        hand: the bidder's cards after receiving the pass (sequence of :class:`Card`).
        trump: the trump suit.
        rules: the rule set (``pass_count`` cards, 4 by default).
        count: how many cards (default ``rules.pass_count``).
    """
    n = rules.pass_count if count is None else count
    hand = list(hand)
    full = best_meld(tuple(hand), trump, rules)
    free = _count(hand)
    for c in full.cards_used:
        free[c.index] -= 1
    have = _count(hand)
    suit_len = [0, 0, 0, 0]
    for c in hand:
        suit_len[c.index // 6] += 1
    keep = sorted((_keep_value(c, trump, have, suit_len), c.index, c) for c in hand)
    out: list[Card] = []
    for k, _, c in keep:
        if len(out) == n:
            break
        if free[c.index] > 0:
            free[c.index] -= 1
            out.append(c)
    for c in out:
        hand.remove(c)
    while len(out) < n:
        # Every card left melds: give the one that costs least meld.
        total = best_meld(tuple(hand), trump, rules).total
        best_c, best_key = None, None
        for c in _distinct(hand):
            rest = list(hand)
            rest.remove(c)
            key = (total - best_meld(rest, trump, rules).total,
                   _keep_value(c, trump, have, suit_len), c.index)
            if best_key is None or key < best_key:
                best_c, best_key = c, key
        hand.remove(best_c)
        out.append(best_c)
    return out


def _future(i: int, mem: CardMemory, t: int) -> float:
    """What keeping card index ``i`` is worth for later tricks (points-like units)."""
    r = i % 6
    if i // 6 == t:
        return 6 + 3 * r
    u = mem.unseen
    for j in range(i + 1, i - r + 6):
        if u[j]:
            return r * 0.5
    return 12 + r   # a sure winner later (unless trumped)


def _unseen_above(u: list[int], i: int) -> int:
    n = 0
    for j in range(i + 1, i - i % 6 + 6):
        n += u[j]
    return n


def _likely_void(mem: CardMemory, o: int, s: int) -> bool:
    """Whether opponent ``o`` is (probably) void in suit index ``s``: certainly, or so few
    cards of the suit are unaccounted for that a void is likely (>= 35 %)."""
    ceil = mem.ceiling[o][s]
    if ceil == 0:
        return True
    base = s * 6
    known = mem.known
    ko = known[o]
    for i in range(base, base + 6):
        if ko[i]:
            return False
    free = 0
    unseen = mem.unseen
    loc = mem.located
    me = mem.seat
    for i in range(base, base + ceil):
        free += unseen[i] - loc[i]
    if free <= 0:
        return True
    sizes = mem.hand_sizes
    slots = sizes[o] - sum(ko)
    total = 0
    for q in range(mem.players):
        if q != me:
            total += sizes[q] - sum(known[q])
    if total <= 0 or slots <= 0:
        return True
    # Chance that none of the `free` cards lies in o's `slots` unknown places.
    p = 1.0
    rest = total - slots
    for k in range(free):
        if rest - k <= 0:
            return False
        p *= (rest - k) / (total - k)
    return p >= 0.35


def _can_beat(mem: CardMemory, o: int, x: int, lead_suit: int, t: int) -> bool:
    """Whether opponent ``o``, playing after us, could take the trick from card index ``x``
    (suit led ``lead_suit``; trump suit index ``t``)."""
    xs = x // 6
    if xs == lead_suit:
        if mem.may_hold_above(o, xs, x % 6):
            return True
        if xs != t and _likely_void(mem, o, xs) and not mem.is_void(o, t):
            return True
        return False
    # x is a trump on a non-trump lead: o beats it only when void in the lead suit.
    if not _likely_void(mem, o, lead_suit):
        return False
    return mem.may_hold_above(o, t, x % 6)


def _lead(view: PlayerView, mem: CardMemory, cards: list[Card], explain: bool):
    t = mem.trump
    me = view.seat
    pts = mem.points
    u = mem.unseen
    n = mem.players
    partner = view.partner
    team = view.team
    if view.rules.partnership:
        opps = tuple(s for s in range(n) if s % 2 != team)
        bidding_team = view.bidder is not None and view.bidder % 2 == team
    else:
        opps = tuple(s for s in range(n) if s != team)
        bidding_team = view.bidder == team
    trumps = [c.index for c in cards if c.index // 6 == t]
    side = [c.index for c in cards if c.index // 6 != t]
    tb = t * 6
    unseen_t = sum(u[tb:tb + 6])
    if partner is not None:
        unseen_t -= sum(mem.known[partner][tb:tb + 6])
    opp_trump = unseen_t > 0 and not all(mem.is_void(o, t) for o in opps)
    trump_s = _SUITS[t]
    C = CARDS

    # 1. The bidding team draws trump with sure winners.
    if bidding_team and trumps and opp_trump:
        top = max(trumps)
        if not _unseen_above(u, top):
            why = None
            if explain:
                why = (f"Lead {C[top]}: no higher trump is out, so it wins, and it draws the "
                       f"opponents' trump (your side holds the contract: pull trump first).")
            return C[top], why
        held = 0   # trumps in hand, both copies counted (cards lists each card once)
        for c in view.hand:
            if c.index // 6 == t:
                held += 1
        if me == view.bidder and held >= 5 and held * 2 >= unseen_t:
            low = min(trumps, key=lambda i: (pts[i % 6], i))
            why = None
            if explain:
                why = (f"Lead {C[low]}: with {held} trumps you are long in "
                       f"{trump_s.plural}; a low trump draws the opponents' trump cheaply.")
            return C[low], why

    # 2. Cash sure winners in side suits.
    best = None
    best_key = None
    for i in side:
        if _unseen_above(u, i):
            continue
        s = i // 6
        risky = False
        for o in opps:
            if _likely_void(mem, o, s) and not mem.is_void(o, t):
                risky = True
                break
        if risky:
            continue
        key = (pts[i % 6], sum(u[s * 6:s * 6 + 6]), i)
        if best_key is None or key > best_key:
            best, best_key = i, key
    if best is not None:
        why = None
        if explain:
            c = C[best]
            why = (f"Lead {c}: no higher {c.suit.plural[:-1]} is out and neither opponent "
                   f"is likely to be void in {c.suit.plural}, so it should win.")
            pv = [x.plural for x in mem.voids().get(partner, [])] if partner is not None else []
            if pv:
                why += f" (Your partner has shown a void in {', '.join(pv)}.)"
        return C[best], why

    # 3. Lead to the partner's void so the partner can trump.
    pceil = mem.ceiling[partner] if partner is not None else None
    if pceil is not None and pceil[t] and not mem.is_void(partner, t):
        cand = [i for i in side if pceil[i // 6] == 0 and not pts[i % 6]]
        if cand:
            i = min(cand)
            why = None
            if explain:
                c = C[i]
                why = (f"Lead {c}: your partner has shown a void in {c.suit.plural} and may "
                       f"still hold trump, so your partner can trump it.")
            return C[i], why

    # 4. A low card that costs nothing.
    if side:
        suit_len = [0, 0, 0, 0]
        for c in view.hand:
            suit_len[c.index // 6] += 1
        low = min(side, key=lambda i: (pts[i % 6] * 2 + _future(i, mem, t),
                                       -suit_len[i // 6], i))
        why = None
        if explain:
            why = (f"Lead {C[low]}: you have no sure winner to cash, and it is your cheapest "
                   f"card: it gives away no counters if the opponents win the trick.")
        return C[low], why
    # Only trump left.
    top = max(trumps)
    if not _unseen_above(u, top):
        why = f"Lead {C[top]}: it is the highest trump still out, so it wins." if explain else None
        return C[top], why
    low = min(trumps, key=lambda i: (pts[i % 6], i))
    why = (f"Lead {C[low]}: you hold only trump and none is a sure winner; lead the cheapest."
           if explain else None)
    return C[low], why


def _follow(view: PlayerView, mem: CardMemory, cards: list[Card], explain: bool):
    t = mem.trump
    me = view.seat
    pts = mem.points
    trick = view.trick
    n = len(trick)
    leader = view.leader
    lead_suit = trick[0].index // 6
    # The winning card so far.
    wi = 0
    w = trick[0].index
    trick_pts = pts[w % 6]
    for i in range(1, n):
        x = trick[i].index
        trick_pts += pts[x % 6]
        if (x > w) if x // 6 == w // 6 else (x // 6 == t):
            wi, w = i, x
    ws = w // 6
    np_ = mem.players
    wseat = (leader + wi) % np_
    team = view.team
    if view.rules.partnership:
        later_opps = [(me + j) % np_ for j in range(1, np_ - n) if (me + j) % 2 != team]
        ours_now = wseat % 2 == team
    else:
        later_opps = [(me + j) % np_ for j in range(1, np_ - n)]
        ours_now = wseat == team
    last_bonus = view.rules.last_trick_bonus if len(view.hand) == 1 else 0

    hold_w = None
    best = None
    best_key = None
    kind = None
    for c in cards:
        i = c.index
        cs = i // 6
        wins = (i > w) if cs == ws else (cs == t)
        if wins:
            hold = True
            for o in later_opps:
                if _can_beat(mem, o, i, lead_suit, t):
                    hold = False
                    break
        elif ours_now:
            if hold_w is None:
                hold_w = True
                for o in later_opps:
                    if _can_beat(mem, o, w, lead_suit, t):
                        hold_w = False
                        break
            hold = hold_w
        else:
            hold = False
        fut = _future(i, mem, t)
        p = pts[i % 6]
        if hold:
            score = trick_pts + p + last_bonus + 2 - fut
        else:
            score = -p - fut
        key = (score, -i)   # ties: the lower card
        if best_key is None or key > best_key:
            best, best_key = c, key
            kind = ("win" if wins else "feed") if hold else (
                "risky" if wins or ours_now else "lose")
    why = None
    if explain:
        why = _follow_reason(view, mem, best, kind, CARDS[w], wseat, cards, later_opps)
    return best, why


def _follow_reason(view, mem, card, kind, w, wseat, cards, later_opps) -> str:
    partner = view.partner
    pts = mem.points
    if len(cards) == 1:
        return f"Play {card}: it is your only legal card (§6)."
    if kind == "win":
        if later_opps:
            return (f"Play {card}: it beats {w} and no opponent still to play can beat it, so "
                    f"your side takes the trick and its counters.")
        return f"Play {card}: you play last and it wins the trick with its counters."
    if kind == "feed":
        holds = ("no opponent still to play can beat it" if later_opps
                 else "you play last")
        if pts[card.rank]:
            return (f"Play {card}: your partner's {w} is winning the trick and {holds}, so "
                    f"give your partner a counter ({card} is worth {pts[card.rank]}).")
        if any(pts[c.rank] for c in cards):
            return (f"Play {card}: your partner's {w} is winning the trick and {holds}; "
                    f"your counters are worth more kept (they are trumps or sure winners "
                    f"later), so play low.")
        return (f"Play {card}: your partner's {w} is winning the trick and {holds}; you have "
                f"no counter to give, so play low and keep your other cards for later tricks.")
    forced = pts[card.rank] and all(pts[c.rank] for c in cards)
    if kind == "risky" and wseat != partner:
        why = (f"Play {card}: you could take the lead now, but an opponent still to play may "
               f"beat any card you have, so ")
    elif wseat == partner:
        why = (f"Play {card}: your partner's {w} is winning now but an opponent may still beat "
               f"it, so ")
    else:
        why = f"Play {card}: you cannot win this trick for sure ({w} is winning), so "
    if forced:
        return why + ("play as cheaply as you can: every card you may play is a counter, and "
                      "this one costs least.")
    return why + "play your cheapest card and keep your counters and winners for later."
