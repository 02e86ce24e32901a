"""A Monte Carlo computer player: imagine the hidden hands many times, play each legal card
out to the end of the hand, keep the card that scores best on average (rules page §6-§7).

For trick play, :class:`MonteCarloPlayer` repeats ``samples`` times:

1. :func:`sample_hands` deals the cards this seat cannot see to the other seats at random,
   consistently with everything the seat has seen (its
   :class:`~pinochle_teach.players.memory.CardMemory`): each seat's hand size, the cards it
   showed in meld and has not played yet, the cards passed between bidder and partner, the
   voids it showed by not following suit or not trumping, and under the default ``must_win``
   obligation the ranks it showed it lacks by not beating the winning card (§6).
2. For each legal card, :func:`game_at` builds a :class:`~pinochle_teach.game.Game`
   positioned exactly at the current trick with those hands, plays the card, and lets four
   :class:`~pinochle_teach.players.heuristic.HeuristicPlayer` finish the hand.
3. The card's score is the hand's result for this seat's team minus the opponents' (points,
   contract made or set included, §7), averaged over the samples. Every card is tried on
   the same imagined deals, so the comparison is fair.

Everything else (bidding, trump, the pass, surrender) is the heuristic player's choice. The
budget is ``samples`` (deterministic for a given ``seed``) and optionally ``time_budget``
seconds (stops early, so decisions may then vary with machine speed).
"""

from __future__ import annotations

import random
import time

from ..cards import CARDS, Card
from ..errors import PinochleError
from ..i18n import tr
from ..actions import phase_name
from ..game import Action, Game, Phase, PlayerView
from .base import Player, nothing_to_decide
from ..scoring import score_hand
from ..tricks import legal_subset
from .heuristic import HeuristicPlayer
from .play import SeatView, choose_follow, choose_lead
from .seats import seat_table
from .memory import CardMemory, infer_ceiling

__all__ = ["MonteCarloPlayer", "sample_hands", "game_at", "equivalent_plays", "playout"]


def sample_hands(mem: CardMemory, view: PlayerView, rng: random.Random,
                 tries: int = 20) -> list[list[Card]]:
    """One random deal of the unseen cards, consistent with ``mem`` (see the module
    docstring): a list of hands, one per seat, ``view.hand`` for this seat.

    Cards are placed most-constrained first, each to a seat that may hold it, chosen in
    proportion to the room left in the seats' hands. If the constraints cannot be met in
    ``tries`` attempts (rare), the rank limits are relaxed, keeping the voids.

    Args:
        mem: the seat's card memory, in step with ``view``.
        view: the seat's view (hand sizes, its own hand).
        rng: the random source.
        tries: attempts with every constraint before the rank limits are relaxed.

    Returns:
        one list of :class:`Card` per seat (indexed by seat), each as long as that seat's
        hand.

    Raises:
        PinochleError: if even the relaxed constraints cannot be met (the memory does not
            fit the view).
    """
    me = view.seat
    n = len(view.hand_sizes)
    others = [s for s in range(n) if s != me]
    base = [[] for _ in range(n)]
    base[me] = list(view.hand)
    need = [0] * n
    for s in others:
        ks = mem.known[s]
        for i in range(24):
            if ks[i]:
                base[s].extend([CARDS[i]] * ks[i])
        need[s] = view.hand_sizes[s] - len(base[s])
    pool = []
    for i in range(24):
        f = mem.unseen[i] - mem.located[i]
        if f > 0:
            pool.extend([i] * f)
    extra = len(pool) - sum(need)
    if extra > 0:
        # Cards out of play that this seat has not seen (three-handed: the bidder's
        # discards, §8): leave some out at random.
        rng.shuffle(pool)
        del pool[:extra]
    ceil = mem.ceiling
    for attempt in range(tries + 2):
        relaxed = attempt >= tries
        elig = {}
        for i in set(pool):
            s_, r_ = divmod(i, 6)
            if attempt <= tries:
                elig[i] = [s for s in others if r_ < ceil[s][s_] or (relaxed and ceil[s][s_])]
            else:
                elig[i] = list(others)
        cards = list(pool)
        rng.shuffle(cards)
        cards.sort(key=lambda i: len(elig[i]))
        room = list(need)
        hands = [list(h) for h in base]
        ok = True
        for i in cards:
            choices = [s for s in elig[i] if room[s] > 0]
            if not choices:
                ok = False
                break
            if len(choices) == 1:
                s = choices[0]
            else:
                total = sum(room[s] for s in choices)
                x = rng.random() * total
                for s in choices:
                    x -= room[s]
                    if x < 0:
                        break
            hands[s].append(CARDS[i])
            room[s] -= 1
        if ok:
            return hands
    raise PinochleError(tr("could not deal the unseen cards consistently"))  # pragma: no cover


def game_at(view: PlayerView, hands) -> Game:
    """A :class:`Game` positioned at ``view``'s point of the trick play, with ``hands`` (one
    list of cards per seat, as they are now) as the hidden hands. The auction, trump,
    melds, tricks so far, the trick in progress and the scores are taken from ``view``.

    Only for simulation: the game has no history of the earlier actions, and it is meant to
    be played to the end of the hand.

    Raises:
        PinochleError: when ``view`` is not in the trick-play phase.
    """
    discards = None
    r = view.rules
    if view.phase is Phase.TRICKS and r.widow and view.seat != view.bidder:
        # Discards this seat has not seen: the cards left over from the sample.
        left = [0] * 24
        for c in CARDS:
            if c.rank in r.ranks:
                left[c.index] = r.copies
        for h in hands:
            for c in h:
                left[c.index] -= 1
        for rec in view.tricks:
            for c in rec.cards:
                left[c.index] -= 1
        for c in view.trick:
            left[c.index] -= 1
        discards = [CARDS[i] for i in range(24) for _ in range(max(0, left[i]))]
    return Game.from_view(view, hands, discards)


def _rollout(base: Game, action: Action, mems: list[CardMemory], team: int) -> float:
    """Play ``action`` on a copy of ``base``, finish the hand with heuristic players (each
    starting from a copy of its seat's memory) and return ``team``'s result minus the
    others' (points, §7)."""
    g = base.copy()
    g.apply(action)
    players = []
    for m in mems:
        p = HeuristicPlayer()
        p.remember(m.copy())
        players.append(p)
    while g.phase is Phase.TRICKS:
        legal = g.legal_actions()
        if len(legal) == 1:
            g.apply(legal[0])
        else:
            seat = g.to_move
            g.apply(players[seat].choose(g.view(seat)))
    res = g.hand_results[-1].score
    return 2 * res[team] - sum(res)


def _fast_rollout(base: Game, card: Card, mems: list[CardMemory], team: int) -> float:
    """The same as :func:`_rollout` (the same heuristic decisions, the same result) without
    building views or going through :meth:`Game.apply`: the trick play of rules page §6-§7
    in a tight loop. ``tests/test_players.py`` checks the two agree."""
    r = base.rules
    tp, tw = playout(base, mems, card)
    bt = seat_table(r).side[base.bidder]
    res = score_hand(base.contract, bt, base.team_meld, tp, False, r, tricks_won=tw)
    return 2 * res[team] - sum(res)


def playout(base: Game, mems: list[CardMemory], card: Card | None = None
            ) -> tuple[list[int], list[int]]:
    """Play the rest of the hand of ``base`` (a game in trick play, every hand known, left
    unchanged) with four heuristic players, each from a copy of its seat's memory in
    ``mems`` (one :class:`CardMemory` per seat, read from ``base``'s views): the seat to
    move plays ``card`` first if given (a legal card of its hand), then every decision is
    :func:`~pinochle_teach.players.play.choose_lead` / ``choose_follow`` (rules page
    §6-§7), without building views.

    Returns:
        ``(trick points, tricks won)``, one int per team for the whole hand: the points and
        tricks already taken in ``base`` included, and the bidder's discards counted for the
        bidder (three-handed, §8), as :class:`Game` scores them.
    """
    r = base.rules
    n = r.players
    trump = base.trump
    t = trump.index
    must_win = r.obligation == "must_win"
    pts = r.points_per_rank
    hands = [list(h) for h in base.hands]
    trick = list(base.trick)
    leader = base.leader
    seat = base.to_move
    tp = list(base.trick_points)
    tw = list(base.tricks_won)
    seats = seat_table(r)
    sides = seats.side
    sizes = [len(h) for h in hands]
    mems = [m.copy() for m in mems]
    # What is inferred from following suit is public: one set of ceilings serves all.
    ceiling = [list(c) for c in mems[0].ceiling]
    for m in mems:
        m.hand_sizes = sizes
        m.ceiling = ceiling
    views = []
    for s in range(n):
        v = SeatView()
        v.seat = s
        v.partner = seats.partner[s]
        v.bidder = base.bidder
        v.hand = hands[s]
        v.rules = r
        views.append(v)
    order = seats.order[leader]   # the seats in the order they play to this trick
    first = card is not None
    while True:
        hand = hands[seat]
        if first:
            c = card
            first = False
        else:
            if trick:
                legal = legal_subset(hand, trick, trump, must_win)
            else:
                legal = hand
            c = legal[0]
            for x in legal:
                if x is not c:
                    break
            else:
                x = None
            if x is not None:
                v = views[seat]
                v.trick = trick
                v.leader = leader
                # (Repeated cards are harmless here: each copy gets the same score.)
                if trick:
                    c = choose_follow(v, mems[seat], legal, False)[0]
                else:
                    c = choose_lead(v, mems[seat], legal, False)[0]
        hand.remove(c)
        sizes[seat] -= 1
        trick.append(c)
        k = len(trick) - 1
        idx = c.index
        # The card is no longer unseen for the other seats (the heuristic reads only
        # unseen, known and located from its memory; see CardMemory._see).
        for m in mems:
            if m.seat != seat:
                m.unseen[idx] -= 1
                kp = m.known[seat]
                if kp[idx]:
                    kp[idx] -= 1
                    m.located[idx] -= 1
        if k:
            infer_ceiling(ceiling[seat], trick, k, t, must_win)
        if len(trick) < n:
            seat = order[len(trick)]
            continue
        # The trick is complete (§6): the winner takes its points and leads next (§7).
        wi = 0
        w = trick[0].index
        for i in range(1, n):
            x_ = trick[i].index
            if (x_ > w) if x_ // 6 == w // 6 else (x_ // 6 == t):
                wi, w = i, x_
        winner = order[wi]
        p = 0
        for x_ in trick:
            p += pts[x_.index % 6]
        last = not hands[winner]
        if last:
            p += r.last_trick_bonus
        wt = sides[winner]
        tp[wt] += p
        tw[wt] += 1
        if last:
            break
        trick = []
        leader = seat = winner
        order = seats.order[leader]
    bt = sides[base.bidder]
    tp[bt] += base.discard_points  # the bidder's discards count for the bidder (§8), as in Game
    return tp, tw


def equivalent_plays(view: PlayerView, mem: CardMemory) -> dict[Action, Action]:
    """Legal plays that come to the same thing, mapped to one representative (the lowest):
    two cards of one suit worth the same trick points such that no unseen card of that suit
    ranks between them or equal to either (e.g. 10♥ and K♥ under the default counting when
    every other 10♥ and K♥ has been played). Each then beats, and is beaten by, exactly the
    same cards still out, so only one needs to be tried."""
    pts = view.rules.points_per_rank
    u = mem.unseen
    legal = sorted(view.legal_actions, key=lambda a: a.value.index)
    rep: dict[Action, Action] = {}
    head = None
    for a in legal:
        i = a.value.index
        if head is not None:
            j = head.value.index
            if (j // 6 == i // 6 and pts[j % 6] == pts[i % 6]
                    and not any(u[k] for k in range(j, i + 1))):
                rep[a] = head
                continue
        rep[a] = head = a
    return rep


class MonteCarloPlayer(Player):
    """Plays tricks by sampling the hidden hands and playing each legal card out with
    heuristic players (see the module docstring); bids, names trump and passes cards like
    :class:`~pinochle_teach.players.heuristic.HeuristicPlayer`.

    Two savings keep it quick without changing what it would choose: equivalent cards are
    tried once (:func:`equivalent_plays`), and sampling stops early, after at least
    ``min_samples`` deals, once the leading card is ahead of the runner-up by more than
    three standard errors of their paired difference (clearly the better card).

    Args:
        samples: at most this many imagined deals per decision (each played out once per
            legal card). The default, 16, keeps a decision well under a second (see
            benchmarks/README.md).
        time_budget: optional cap in seconds per decision; sampling stops when it is spent
            (at least one deal is always tried). Decisions then depend on machine speed.
        seed: seeds the sampling, so with ``time_budget=None`` play is reproducible.
        min_samples: deals tried before stopping early is considered (``samples`` turns
            early stopping off).

    Raises:
        PinochleError: for ``samples`` < 1, a ``time_budget`` that is not a positive number
            of seconds, or ``min_samples`` < 2.
    """

    name = "montecarlo"

    def __init__(self, samples: int = 16, time_budget: float | None = None,
                 seed: int | None = None, min_samples: int = 6):
        if not isinstance(samples, int) or isinstance(samples, bool) or samples < 1:
            raise PinochleError(tr("{name} must be a whole number >= {least}, got {value}",
                                    name="samples", least=1, value=repr(samples)))
        if time_budget is not None and not time_budget > 0:
            raise PinochleError(tr("time_budget must be a positive number of seconds or None, "
                                   "got {value}", value=repr(time_budget)))
        if not isinstance(min_samples, int) or min_samples < 2:
            raise PinochleError(tr("{name} must be a whole number >= {least}, got {value}",
                                    name="min_samples", least=2, value=repr(min_samples)))
        self.samples = samples
        self.time_budget = time_budget
        self.seed = seed
        self.min_samples = min_samples
        self._rng = random.Random(seed)
        self._heuristic = HeuristicPlayer(seed)
        self.last_scores: dict[Action, float] = {}
        self.last_samples = 0

    def __repr__(self) -> str:
        return (f"MonteCarloPlayer(samples={self.samples!r}, time_budget={self.time_budget!r}, "
                f"seed={self.seed!r})")

    def choose(self, view: PlayerView) -> Action:
        """One of ``view.legal_actions`` for ``view.seat``, in any phase: in trick play with
        more than one legal card the card of best average score (:meth:`evaluate`; ties go
        to the lower card), otherwise the heuristic player's choice.

        Raises:
            PinochleError: when ``view`` has no legal actions (it is not this seat's turn).
        """
        if view.phase is not Phase.TRICKS or len(view.legal_actions) == 1:
            return self._heuristic.choose(view)
        scores = self.evaluate(view)
        return max(view.legal_actions, key=lambda a: (scores[a], -a.value.index))

    def evaluate(self, view: PlayerView) -> dict[Action, float]:
        """The average hand result (my team's points minus the opponents', §7) of each legal
        play over the sampled deals (equivalent cards share one score). Also kept in
        ``last_scores``; the number of deals tried in ``last_samples``.

        Raises:
            PinochleError: when ``view`` is not this seat's turn in trick play.
        """
        if view.phase is not Phase.TRICKS:
            raise PinochleError(tr("evaluate scores card plays: it needs a view in trick play, "
                                   "not in the {phase} phase", phase=phase_name(view.phase)))
        if not view.legal_actions:
            raise nothing_to_decide(view)
        mem = self._heuristic.memory(view)
        rep = equivalent_plays(view, mem)
        tried = [a for a in view.legal_actions if rep[a] is a]
        results: dict[Action, list[float]] = {a: [] for a in tried}
        team = view.team
        start = time.perf_counter()
        done = 0
        for _ in range(self.samples):
            hands = sample_hands(mem, view, self._rng)
            base = game_at(view, hands)
            mems = [CardMemory.from_view(base.view(s)) for s in range(len(hands))]
            for a in tried:
                results[a].append(_fast_rollout(base, a.value, mems, team))
            done += 1
            if self.time_budget is not None and time.perf_counter() - start > self.time_budget:
                break
            if len(tried) == 1 or (done >= self.min_samples and _clear_leader(results, done)):
                break
        scores = {a: sum(results[rep[a]]) / done for a in view.legal_actions}
        self.last_scores = scores
        self.last_samples = done
        return scores


def _clear_leader(results: dict, n: int) -> bool:
    """Whether the best card so far leads the runner-up by more than 3 standard errors of
    their paired difference over the ``n`` deals."""
    ranked = sorted(results, key=lambda a: -sum(results[a]))
    best, second = results[ranked[0]], results[ranked[1]]
    d = [x - y for x, y in zip(best, second)]
    mean = sum(d) / n
    var = sum((x - mean) ** 2 for x in d) / (n - 1)
    if var == 0:
        return mean > 0
    return mean > 3 * (var / n) ** 0.5
