"""An expert computer player: the Monte Carlo player's card play with an exact solver for
the end of the hand, and bidding and trump chosen from sampled deals (rules page §2-§7).

:class:`ExpertPlayer` sees only its seat's :class:`~pinochle_teach.game.PlayerView`, like
every computer player. Phase by phase:

Auction (§2) and trump (§3)
    The heuristic player values a hand with fixed averages (what the pass gains, what the
    partner melds: :data:`~pinochle_teach.players.bidding.AUCTION_MODEL`). The expert
    measures its own hand instead (:func:`bid_outcomes`): it deals the cards it cannot see
    to the other seats many times, keeping deals that fit the auction so far (each other
    seat's bids and passes must fit the kit's bidding rule of thumb, within
    :data:`AUCTION_SLACK` points, :func:`fits_auction`); on each deal, for each candidate
    trump, its partner passes and it gives back as the heuristic would, and the team's meld
    after the pass is counted (:func:`meld_after_pass`, §3-§4). The trick points are the
    heuristic's estimate from its hand
    (:func:`~pinochle_teach.players.bidding.trick_estimate`), or with ``play=True`` the tricks of each deal played out by four
    heuristic players (:func:`play_out`, §6-§7). Its hand's worth is the best suit's
    average *team meld + team trick points*; it bids while the next bid is within that
    worth less ``margin`` (and outbids its own partner only with 40 to spare, as the
    heuristic does; meld bids are the heuristic's). Once it holds the contract it names the
    suit whose deals score best on average for the contract it holds (set deals count
    ``-contract``, §7).

The pass, giving back, surrender (§3, §5)
    The heuristic player's choices.

Trick play (§6)
    With ``exact_from`` tricks left or fewer (the current one included), each sampled deal
    of the hidden cards (:func:`~pinochle_teach.players.montecarlo.sample_hands`, consistent
    with everything the seat has seen) is solved exactly by
    :func:`pinochle_teach.solver.solve`, and each legal card scores the hand's result for
    this seat's team minus the opponents' (points, the contract made or set included, §7)
    averaged over the deals; earlier in the hand the
    :class:`~pinochle_teach.players.montecarlo.MonteCarloPlayer`'s choice (heuristic
    playouts of each card on sampled deals). On a deal with every hidden card known (the
    last tricks, or a sample that can only be the real deal) the exact regime plays a card
    that the solver values best.

The bidding simulation and the solver need the four-hand partnership game with a pass
(every four-hand preset); on other rule sets (three-handed) the expert bids like the
heuristic and plays like the Monte Carlo player. Decisions are deterministic for a given
``seed`` (no time budget is used). Decision time: see benchmarks/README.md.
"""

from __future__ import annotations

import random

from ..actions import PASS_BID, Action, phase_name, trump_action
from ..auction import Auction
from ..cards import CARDS, Card, Suit
from ..errors import PinochleError
from ..i18n import tr
from ..game import Game, Phase, PlayerView
from ..meld import best_meld
from ..rules import RuleSet
from ..seating import partner as partner_of, side_of
from ..solver import solve
from .base import Player, nothing_to_decide
from .bidding import bid_value, choose_bid, hand_values, trick_estimate
from .heuristic import HeuristicPlayer
from .memory import CardMemory
from .passing import pass_plan, return_plan
from .montecarlo import MonteCarloPlayer, equivalent_plays, playout, sample_hands

__all__ = ["ExpertPlayer", "bid_outcomes", "fits_auction", "sample_auction_deal", "play_out",
           "meld_after_pass",
           "hand_result", "auction_checks", "AUCTION_SLACK", "Outcome"]

#: How far (points) another seat's bidding may stray from the heuristic's rule of thumb and
#: still be read as fitting a sampled hand (:func:`fits_auction`): a bid ``b`` needs the hand
#: worth at least ``b - AUCTION_SLACK`` by :func:`~pinochle_teach.players.bidding.bid_value`,
#: a pass a hand worth less than the next bid ``+ AUCTION_SLACK``.
AUCTION_SLACK = 20


class Outcome(tuple):
    """One sampled deal played out with a given bidder and trump: ``(meld, tricks,
    opponents)``: the bidding team's meld after the pass, its trick points, and the other
    team's meld + trick points (points, rules page §4, §7)."""

    __slots__ = ()

    @property
    def meld(self) -> int:
        return self[0]

    @property
    def tricks(self) -> int:
        return self[1]

    @property
    def opponents(self) -> int:
        return self[2]

    @property
    def total(self) -> int:
        """The bidding team's meld + trick points."""
        return self[0] + self[1]


def hand_result(total: int, tricks: int, contract: int) -> int:
    """What the bidding team scores for a hand (rules page §7): ``total`` (meld + trick
    points) when it is at least ``contract`` and the team took a trick point, else
    ``-contract``."""
    return total if tricks > 0 and total >= contract else -contract


def _fake_view(seat: int, auction, rules: RuleSet):
    """The few fields :func:`~pinochle_teach.players.bidding.bid_value` reads, for another
    seat at a point of the auction."""
    v = _AuctionPoint()
    v.seat = seat
    v.partner = partner_of(seat, rules)
    v.auction = tuple(auction)
    v.rules = rules
    return v


class _AuctionPoint:
    __slots__ = ("seat", "partner", "auction", "rules", "hand")


def auction_checks(view: PlayerView) -> list[tuple]:
    """For each bid or pass of another seat in ``view.auction``: ``(seat, bid or None, the
    lowest bid it could have made, whether its partner held the bid, whether the bid was a
    jump of 20 or more, the auction point)``."""
    r = view.rules
    au = Auction(view.dealer, r)
    out = []
    high_seat = None
    for k, (seat, b) in enumerate(view.auction):
        if au.is_over:
            break
        legal = au.legal_bids()
        nxt = min(legal) if legal else None
        if seat != view.seat and nxt is not None:
            mate = partner_of(seat, r)
            jump = b is not None and au.high_bid is not None and b - au.high_bid >= 20
            out.append((seat, b, nxt, mate is not None and high_seat == mate, jump,
                        _fake_view(seat, view.auction[:k], r)))
        au.apply(b, seat)
        if b is not None:
            high_seat = seat
    return out


def fits_auction(hands, checks, rules: RuleSet, slack: int = AUCTION_SLACK) -> bool:
    """Whether the sampled ``hands`` (one list of cards per seat) fit the other seats' bids
    and passes: each bid ``b`` (not a jump of 20, which shows meld) needs the seat's hand
    worth at least ``b - slack``, each pass a hand worth less than the lowest bid then open
    ``+ slack`` (``+ 40`` more when the seat's partner held the bid, whom the heuristic
    outbids only with 40 to spare); the worth is
    :func:`~pinochle_teach.players.bidding.bid_value` at that point of the auction (rules
    page §2).

    Args:
        hands: one sequence of cards per seat.
        checks: :func:`auction_checks` of the view (the other seats' auction actions).
        rules: the rule set.
        slack: points of leeway (default :data:`AUCTION_SLACK`).
    """
    values = {}
    for seat, b, nxt, mate_high, jump, point in checks:
        if jump:
            continue
        vals = values.get(seat)
        if vals is None:
            vals = values[seat] = hand_values(hands[seat], rules)
        worth = bid_value(point, vals)
        if b is None:
            if worth >= nxt + slack + (40 if mate_high else 0):
                return False
        elif worth < b - slack:
            return False
    return True


def sample_auction_deal(view: PlayerView, rng: random.Random, checks=None, tries: int = 12,
                        slack: int = AUCTION_SLACK) -> list[list[Card]]:
    """One deal of the cards ``view.seat`` cannot see during the auction or the naming of
    trump: its own hand as it is, the rest dealt at random to the other seats (their hand
    sizes), redealt up to ``tries`` times until it :func:`fits_auction` (the last deal is
    kept if none does).

    Args:
        view: a view in the auction or trump phase of a four-hand partnership game.
        rng: the random source.
        checks: the other seats' auction actions, read from ``view`` if ``None``.
        tries: deals tried at most.
        slack: as for :func:`fits_auction`.

    Returns:
        one list of :class:`Card` per seat.
    """
    r = view.rules
    if checks is None:
        checks = auction_checks(view)
    mine = [0] * 24
    for c in view.hand:
        mine[c.index] += 1
    pool = []
    for c in CARDS:
        if c.rank in r.ranks:
            pool.extend([c] * (r.copies - mine[c.index]))
    n = r.players
    sizes = [r.hand_size] * n
    hands: list[list[Card]] = []
    for _ in range(max(1, tries)):
        rng.shuffle(pool)
        hands = []
        k = 0
        for s in range(n):
            if s == view.seat:
                hands.append(list(view.hand))
            else:
                hands.append(pool[k:k + sizes[s]])
                k += sizes[s]
        if not checks or fits_auction(hands, checks, r, slack):
            break
    return hands


_DEALERS: dict = {}


def _dealer_for(bidder: int, rules: RuleSet) -> int:
    """A dealer whose left-hand neighbour (the first to bid, §2) is ``bidder``."""
    key = (bidder, id(rules))
    d = _DEALERS.get(key)
    if d is None or d[0] is not rules:
        for dealer in range(rules.players):
            if Auction(dealer, rules).to_move == bidder:
                break
        d = _DEALERS[key] = (rules, dealer)
    return d[1]


def play_out(hands, bidder: int, suit: Suit, rules: RuleSet) -> Outcome:
    """Play one deal (``hands``: 12 cards per seat, as dealt) through with ``bidder`` holding
    the contract at the minimum bid and naming ``suit``: the heuristic player makes every
    decision (the pass and giving back §3, meld §4, the 12 tricks §6-§7).

    Returns:
        the :class:`Outcome` (the bidding team's meld and trick points, the other team's
        meld + trick points).
    """
    g = Game(0, rules, dealer=_dealer_for(bidder, rules), hands=hands)
    while g.phase is Phase.AUCTION:
        g.apply(Action("bid", rules.minimum_bid) if g.to_move == bidder else PASS_BID)
    g.apply(trump_action(suit))
    players = [HeuristicPlayer() for _ in range(rules.players)]
    while g.phase is not Phase.TRICKS:
        if g.phase is Phase.SURRENDER:  # pragma: no cover - not at the minimum bid
            g.apply("play on")
            continue
        seat = g.to_move
        g.apply(players[seat].choose(g.view(seat)))
    mems = [CardMemory.from_view(g.view(s)) for s in range(rules.players)]
    tp, _ = playout(g, mems)
    bt = side_of(bidder, rules)
    meld = g.team_meld
    return Outcome((meld[bt], tp[bt], meld[1 - bt] + tp[1 - bt] if tp[1 - bt] else 0))


def meld_after_pass(hands, bidder: int, suit: Suit, rules: RuleSet) -> int:
    """The bidding team's meld (points) on one deal (``hands``: the cards each seat holds
    before the pass) when ``bidder`` names ``suit`` and the heuristic passes and gives back
    (:func:`~pinochle_teach.players.passing.pass_plan`,
    :func:`~pinochle_teach.players.passing.return_plan`; rules page §3-§4)."""
    mate = partner_of(bidder, rules)
    given = pass_plan(hands[mate], suit, rules)
    mine = list(hands[bidder]) + list(given)
    back = return_plan(mine, suit, rules)
    for c in back:
        mine.remove(c)
    theirs = list(hands[mate])
    for c in given:
        theirs.remove(c)
    theirs.extend(back)
    return best_meld(tuple(mine), suit, rules).total + best_meld(tuple(theirs), suit, rules).total


def bid_outcomes(view: PlayerView, suits, samples: int, rng: random.Random,
                 bidder: int | None = None, play: bool = True) -> dict[Suit, list[Outcome]]:
    """Sampled outcomes of the hand if ``bidder`` (default ``view.seat``) held the contract
    with each of ``suits`` as trump: the same ``samples`` deals of the hidden cards
    (:func:`sample_auction_deal`, fitting the auction so far) played out by
    :func:`play_out` for every suit (rules page §2-§7).

    Args:
        view: the seat's view in the auction or trump phase of a four-hand partnership game
            with a pass.
        suits: the trump suits to try (:class:`Suit`).
        samples: deals (a whole number >= 1).
        rng: the random source.
        bidder: the seat that holds the contract in the simulation.
        play: play the tricks out (:func:`play_out`); with ``False`` only the pass and
            the meld are simulated (:func:`meld_after_pass`, about ten times quicker) and
            the trick points are the heuristic's estimate from the bidder's hand
            (:func:`~pinochle_teach.players.bidding.trick_estimate`, the same on every
            deal; the opponents' total is then 0).

    Returns:
        ``{suit: [Outcome, ...]}``, one outcome per deal, the deals in the same order.
    """
    r = view.rules
    b = view.seat if bidder is None else bidder
    checks = auction_checks(view)
    out: dict[Suit, list[Outcome]] = {s: [] for s in suits}
    est = {s: trick_estimate(view.hand, s, r) for s in suits}
    for _ in range(samples):
        hands = sample_auction_deal(view, rng, checks)
        for s in suits:
            if play:
                out[s].append(play_out(hands, b, s, r))
            else:
                out[s].append(Outcome((meld_after_pass(hands, b, s, r), est[s], 0)))
    return out


def _mean(xs) -> float:
    return sum(xs) / len(xs)


class ExpertPlayer(Player):
    """Bids and names trump from sampled deals, plays the end of the hand with the
    exact solver on sampled deals, and plays earlier tricks like the Monte Carlo player (see
    the module docstring).

    Args:
        samples: sampled deals per card decision (each solved exactly in the last
            ``exact_from`` tricks; the Monte Carlo player's budget before). Default 16.
        bid_samples: sampled deals per bid or trump decision (each passed, melded and,
            with ``play``, played out once per candidate suit). Default 48.
        exact_from: the most tricks left (the current one included) at which card play is
            solved exactly. Default 5: with 6 a decision on 16 deals took up to 2 s of CPU
            (a hard deal among them), over the 1 s a table can wait (benchmarks/README.md).
        margin: points below its hand's measured worth at which it stops bidding. Default 10.
        suits: how many trump suits the bidding simulation tries: the best by the
            heuristic's hand values (1..4). Default 2.
        play: whether the bidding simulation plays the tricks out (see
            :func:`bid_outcomes`); ``False`` (the default) simulates the pass and the meld
            and takes the heuristic's trick estimate.
        cards: ``"search"`` (the default: the solver and Monte Carlo card play above) or
            ``"heuristic"`` (the heuristic's card play: for measuring the bidding alone in
            quick tournaments).
        seed: seeds the sampling: the same seed and the same views give the same actions.

    Raises:
        PinochleError: for ``samples``, ``bid_samples`` or ``exact_from`` < 1 or not whole
            numbers, ``suits`` outside 1..4, a ``margin`` that is not a number, or
            ``cards`` not one of the two names.
    """

    name = "expert"

    def __init__(self, samples: int = 16, bid_samples: int = 48, exact_from: int = 5,
                 margin: float = 10.0, suits: int = 2, play: bool = False,
                 cards: str = "search", seed: int | None = None):
        for label, v, least in (("samples", samples, 1), ("bid_samples", bid_samples, 1),
                                ("exact_from", exact_from, 1), ("suits", suits, 1)):
            if not isinstance(v, int) or isinstance(v, bool) or v < least:
                raise PinochleError(tr("{name} must be a whole number >= {least}, got {value}",
                                        name=label, least=least, value=repr(v)))
        if suits > 4:
            raise PinochleError(tr("suits must be 1..4 (the trump suits tried), got {value}",
                                    value=repr(suits)))
        if cards not in ("search", "heuristic"):
            raise PinochleError(tr("cards must be 'search' or 'heuristic', got {value}",
                                    value=repr(cards)))
        if isinstance(margin, bool) or not isinstance(margin, (int, float)):
            raise PinochleError(tr("margin must be a number of points, got {value}",
                                    value=repr(margin)))
        self.samples = samples
        self.bid_samples = bid_samples
        self.exact_from = exact_from
        self.margin = float(margin)
        self.suits = suits
        self.play = bool(play)
        self.cards = cards
        self.seed = seed
        self._rng = random.Random(seed)
        self._heuristic = HeuristicPlayer(seed)
        self._mc = MonteCarloPlayer(samples=samples, seed=None if seed is None else seed + 1)
        self._table: dict = {}
        self._table_hand = None
        self.last_scores: dict[Action, float] = {}
        self.last_worth: dict[Suit, float] = {}

    def __repr__(self) -> str:
        return (f"ExpertPlayer(samples={self.samples!r}, bid_samples={self.bid_samples!r}, "
                f"exact_from={self.exact_from!r}, seed={self.seed!r})")

    @staticmethod
    def _searchable(rules: RuleSet) -> bool:
        return (rules.players == 4 and rules.partnership and rules.pass_count > 0
                and not rules.widow)

    def choose(self, view: PlayerView) -> Action:
        """One of ``view.legal_actions`` for ``view.seat``, in any phase (see the module
        docstring for how).

        Raises:
            PinochleError: when ``view`` has no legal actions (it is not this seat's turn).
        """
        if not view.legal_actions:
            raise nothing_to_decide(view)
        ph = view.phase
        if ph is Phase.TRICKS:
            if len(view.legal_actions) == 1:
                return view.legal_actions[0]
            if self.cards == "heuristic":
                return self._heuristic.choose(view)
            if self._searchable(view.rules) and len(view.hand) <= self.exact_from:
                scores = self.evaluate(view)
                return max(view.legal_actions, key=lambda a: (scores[a], -a.value.index))
            return self._mc.choose(view)
        if self._searchable(view.rules):
            if ph is Phase.AUCTION:
                return self._bid(view)
            if ph is Phase.TRUMP:
                return self._trump(view)
        return self._heuristic.choose(view)

    # ---- the auction and trump -----------------------------------------------------------
    def _candidates(self, view: PlayerView) -> list[Suit]:
        vals = hand_values(view.hand, view.rules)
        return [v.suit for v in vals[:self.suits]]

    def worth(self, view: PlayerView) -> dict[Suit, float]:
        """The hand's measured worth for each candidate trump: the average team meld + trick
        points over :func:`bid_outcomes` with this seat as bidder (points, rules page §2-§7).
        Also kept in ``last_worth``.

        Raises:
            PinochleError: for a view outside the auction and trump phases, or rules
                without a pass between partners.
        """
        if view.phase not in (Phase.AUCTION, Phase.TRUMP):
            raise PinochleError(tr("worth values a hand in the auction or when naming trump, "
                                   "not in the {phase} phase", phase=phase_name(view.phase)))
        if not self._searchable(view.rules):
            raise PinochleError(tr("the bidding simulation needs four-hand partnership rules "
                                   "with a pass (every four-hand preset)"))
        out = bid_outcomes(view, self._candidates(view), self.bid_samples, self._rng,
                           play=self.play)
        self._outcomes = out
        self.last_worth = {s: _mean([o.total for o in os]) for s, os in out.items()}
        return self.last_worth

    def _bid(self, view: PlayerView) -> Action:
        bids = sorted(a.value for a in view.legal_actions if a.kind == "bid")
        if not bids:
            return PASS_BID
        nxt = bids[0]
        worth = self.worth(view)
        value = max(worth.values()) - self.margin
        partner = view.partner
        high_seat = None
        for seat, b in view.auction:
            if b is not None:
                high_seat = seat
        partner_high = partner is not None and high_seat == partner
        if nxt <= value and (not partner_high or value >= nxt + 40):
            return Action("bid", nxt)
        # Not worth playing: the heuristic's meld bid to a bidding partner, or pass.
        action, _ = choose_bid(view, hand_values(view.hand, view.rules), margin=1e9)
        return action

    def _trump(self, view: PlayerView) -> Action:
        contract = view.contract or view.rules.minimum_bid
        self.worth(view)
        best = max(self._outcomes, key=lambda s: (
            _mean([hand_result(o.total, o.tricks, contract) for o in self._outcomes[s]]),
            -s.index))
        return trump_action(best)

    # ---- trick play ----------------------------------------------------------------------
    def evaluate(self, view: PlayerView) -> dict[Action, float]:
        """The average hand result (this team's points minus the opponents', rules page §7)
        of each legal play over ``samples`` deals of the hidden cards, each solved exactly
        (:func:`pinochle_teach.solver.solve`). Also kept in ``last_scores``.

        Raises:
            PinochleError: for a view that is not this seat's turn in trick play, or rules
                the solver does not play.
        """
        if view.phase is not Phase.TRICKS:
            raise PinochleError(tr("evaluate scores card plays: it needs a view in trick play, "
                                   "not in the {phase} phase", phase=phase_name(view.phase)))
        if not view.legal_actions:
            raise nothing_to_decide(view)
        r = view.rules
        mem = self._heuristic.memory(view)
        rep = equivalent_plays(view, mem)
        tried = [a for a in view.legal_actions if rep[a] is a]
        key = (view.hand_number, view.scores, view.dealer)
        if self._table_hand != key:
            self._table = {}
            self._table_hand = key
        team = view.team
        bt = side_of(view.bidder, r)
        meld = [m.total for m in view.melds]
        team_meld = [0, 0]
        for s, m in enumerate(meld):
            team_meld[side_of(s, r)] += m
        sums = {a: 0.0 for a in tried}
        known = all(view.hand_sizes[s] == sum(mem.known[s]) for s in range(4)
                    if s != view.seat)
        n = 1 if known else self.samples
        for _ in range(n):
            hands = sample_hands(mem, view, self._rng)
            sol = solve(hands, view.trump, view.leader, view.trick, r, table=self._table)
            for a in tried:
                got = sol.card_values[a.value]
                tp = [view.trick_points[0] + got[0], view.trick_points[1] + got[1]]
                mine = _score(team, bt, team_meld, tp, view.contract)
                theirs = _score(1 - team, bt, team_meld, tp, view.contract)
                sums[a] += mine - theirs
        scores = {a: sums[rep[a]] / n for a in view.legal_actions}
        self.last_scores = scores
        return scores


def _score(team: int, bt: int, team_meld, tp, contract: int) -> int:
    """``team``'s points for the hand (rules page §7): the bidders score meld + tricks if
    they reach the contract with a trick point, else ``-contract``; the other team scores
    meld + tricks if it took a trick point, else nothing."""
    total = team_meld[team] + tp[team]
    if team == bt:
        return hand_result(total, tp[team], contract)
    return total if tp[team] > 0 else 0
