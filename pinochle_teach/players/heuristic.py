"""A rule-of-thumb computer player that bids, passes cards and plays tricks like a careful
club player, and can say why (rules page §2-§7).

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

The rules of thumb live by concept: :mod:`~pinochle_teach.players.bidding` (hand values, the
auction and trump), :mod:`~pinochle_teach.players.passing` (the pass, giving back and
discards), :mod:`~pinochle_teach.players.play` (leads and follows); this module holds the
player that keeps its card memory and plans between calls, and re-exports their public names.
"""

from __future__ import annotations

from typing import NamedTuple

from ..actions import discard_action, give_action, play_action
from ..cards import Card
from ..game import NEXT_DEAL, PLAY_ON, SURRENDER, Action, Phase, PlayerView
from ..seating import partner
from .base import Player, nothing_to_decide
from .bidding import (AUCTION_MODEL, MELD_BID_MIN, TRICK_MODEL, SuitValue, bid_value,
                      choose_bid, choose_trump, hand_values, partner_signal, trick_estimate)
from .memory import CardMemory, hand_signature
from .passing import discard_reason, pass_plan, pass_reason, return_plan, return_reason
from .play import choose_follow, choose_lead

__all__ = ["HeuristicPlayer", "SuitValue", "Decision", "hand_values", "trick_estimate",
           "bid_value", "pass_plan", "return_plan",
           "TRICK_MODEL", "AUCTION_MODEL", "MELD_BID_MIN", "partner_signal"]

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
        """One of ``view.legal_actions`` for ``view.seat``, in any phase (see the module
        docstring for how; the same as ``decide(view, explain=False).action``).

        Raises:
            PinochleError: when ``view`` has no legal actions (it is not this seat's turn).
        """
        ph = view.phase
        if ph is Phase.TRICKS:
            return self._play(view, False)[0]
        if ph is Phase.AUCTION and view.legal_actions:
            return self._bid(view, False)[0]
        return self.decide(view, explain=False).action

    def memory(self, view: PlayerView) -> CardMemory:
        """This seat's :class:`CardMemory`, updated to ``view`` (kept between calls, and
        rebuilt when ``view`` belongs to another hand or game)."""
        mem = self._mem
        if mem is None:
            mem = CardMemory.from_view(view)
        else:
            mem = mem.sync(view)
        self._mem = mem
        return mem

    def remember(self, mem: CardMemory) -> None:
        """Continue from ``mem`` (a seat's :class:`CardMemory`, not copied) as if this player
        had read the hand so far itself; the next view it is shown syncs it."""
        self._mem = mem

    def decide(self, view: PlayerView, explain: bool = True) -> Decision:
        """The action for ``view`` and, with ``explain``, a short reason in words.

        Args:
            view: the seat's view, its turn to act, in any phase.
            explain: also give the reason: one or two sentences a student can read, citing
                the rule by section ("(§6)"); else ``reason`` is ``None``.

        Returns:
            a :class:`Decision` ``(action, reason)``; ``action`` is one of
            ``view.legal_actions``.

        Raises:
            PinochleError: when ``view`` has no legal actions (it is not this seat's turn).
        """
        if not view.legal_actions:
            raise nothing_to_decide(view)
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
                why = discard_reason(c)
            return Decision(discard_action(c), why)
        if ph is Phase.SURRENDER:
            if SURRENDER in view.legal_actions:
                why = None
                if explain:
                    team_meld = _team_meld(view)
                    why = (f"Surrender: the contract {view.contract} is more than your team's "
                           f"meld {team_meld} plus all {view.rules.trick_points_total} trick "
                           f"points, so it cannot be made; surrendering costs the same and "
                           f"keeps the opponents from scoring trick points (rules page §5).")
                return Decision(SURRENDER, why)
            return Decision(PLAY_ON, "Play on." if explain else None)
        if ph is Phase.SCORE:
            return Decision(NEXT_DEAL, "Deal the next hand." if explain else None)
        return Decision(view.legal_actions[0], None)  # pragma: no cover - no other phases

    # ---- auction -------------------------------------------------------------------------
    def _hand_values(self, view: PlayerView) -> list[SuitValue]:
        key = (hand_signature(view.hand), id(view.rules))
        if self._values_key != key:
            self._values = hand_values(view.hand, view.rules)
            self._values_key = key
        return self._values  # type: ignore[return-value]

    def _bid(self, view: PlayerView, explain: bool):
        return choose_bid(view, self._hand_values(view), self.margin, self.meld_bids, explain)

    def _trump(self, view: PlayerView, explain: bool):
        return choose_trump(view, self._hand_values(view), explain)

    # ---- the pass ------------------------------------------------------------------------
    def _given(self, view: PlayerView) -> tuple:
        return tuple(view.discards) if view.phase is Phase.DISCARD else tuple(view.passed_by_me)

    def _plan(self, view: PlayerView) -> list[Card]:
        """The cards to pass (partner), give back (bidder) or discard (three-handed bidder),
        planned once from the hand as it was before the first of them was given."""
        given = self._given(view)
        key = (view.phase, hand_signature(view.hand) + hand_signature(given), view.trump,
               id(view.rules))
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
        return give_action(c), (pass_reason(c, view.trump) if explain else None)

    def _return(self, view: PlayerView, explain: bool):
        """The bidder gives one card back (four in all)."""
        c = self._next_planned(view)
        return give_action(c), (return_reason(c, view) if explain else None)

    # ---- trick play ----------------------------------------------------------------------
    def _play(self, view: PlayerView, explain: bool):
        legal = view.legal_actions
        if len(legal) == 1 and not explain:
            return legal[0], None
        if not legal:
            raise nothing_to_decide(view)
        mem = self.memory(view)
        cards = [a.value for a in legal]
        if not view.trick:
            card, why = choose_lead(view, mem, cards, explain)
        else:
            card, why = choose_follow(view, mem, cards, explain)
        return play_action(card), why


def _team_meld(view: PlayerView) -> int:
    """The bidding side's meld (points): the bidder's, plus the partner's in a partnership
    game; 0 before meld is shown."""
    if view.melds is None or view.bidder is None:
        return 0
    b = view.bidder
    p = partner(b, view.rules)
    return view.melds[b].total + (view.melds[p].total if p is not None else 0)
