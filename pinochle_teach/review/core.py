""":func:`review`: walk a finished hand, value each decision of one seat (see the package
docstring)."""

from __future__ import annotations

import random
from collections.abc import Callable

from ..actions import Phase
from ..cards import Card
from ..errors import PinochleError
from ..game import Game
from ..meld import best_meld
from ..players.bidding import bid_value, choose_bid, choose_trump, hand_values
from ..players.heuristic import HeuristicPlayer
from ..players.memory import CardMemory
from ..players.montecarlo import equivalent_plays, game_at, sample_hands
from ..players.passing import pass_plan, return_plan
from ..records import Replayer
from ..scoring import explain_surrender
from ..seating import check_seat, names_or_default, partner, side_of
from ..rules import resolve_rules
from ..solver import check_solver_rules
from ..solver.solution import MAX_COPIES
from ..tricks import legal_plays
from .model import KNOWN, MISTAKE_POINTS, OPEN, Decision, Review, Verdict, play_sentences
from .values import Valuer

__all__ = ["review", "EXACT_FROM", "SAMPLES", "EARLY_SAMPLES"]

#: Tricks left (the current one included) from which positions are solved exactly.
EXACT_FROM = 6
#: Deals of the hidden cards valued per card decision with what the seat could know, from
#: :data:`EXACT_FROM` tricks left on (each solved exactly).
SAMPLES = 16
#: The same earlier in the hand (each an estimate: heuristic play to the horizon).
EARLY_SAMPLES = 6


def _check_count(name: str, value, least: int) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or value < least:
        raise PinochleError(f"{name} must be a whole number {least} or more, got {value!r}")
    return value


def why_no_review(rules) -> str:
    """Why a hand under ``rules`` (a RuleSet or preset name) cannot be reviewed, as one
    sentence for a learner; ``""`` when it can (four players in two partnerships, the
    games the open-hand solver plays: :func:`~pinochle_teach.solver.check_solver_rules`).

    Raises:
        InvalidRulesError: something that is neither a rule set nor a preset name.
    """
    rules = resolve_rules(rules)
    try:
        check_solver_rules(rules)
    except PinochleError:
        if rules.players != 4 or not rules.partnership:
            alone = "" if rules.partnership else ", each for themselves"
            return (f"No review for this hand: the review works out the best cards for four "
                    f"players in two partnerships, and this game ({rules.name}) has "
                    f"{rules.players} players{alone}.")
        return (f"No review for this hand: the review works out the best cards with at most "
                f"{MAX_COPIES} copies of each card, and this game ({rules.name}) has "
                f"{rules.copies}.")
    return ""


def review(game_or_record, seat: int, *, hand: "int | None" = None, samples: int = SAMPLES,
           early_samples: int = EARLY_SAMPLES, exact_from: int = EXACT_FROM, seed: int = 0,
           progress: "Callable[[int, int], object] | None" = None, names=None) -> Review:
    """Review every decision of ``seat`` in one finished hand (see the package docstring
    for what is computed and how).

    Args:
        game_or_record: a :class:`~pinochle_teach.game.Game` (e.g. the play table's, after
            the hand), or a game record (the dict or JSON text of ``Game.to_record``).
            Its rules must be four-hand partnership rules (the solver's).
        seat: the seat 0..3 to review.
        hand: the hand number (1, 2, …) to review; by default the last finished hand.
        samples: deals of the hidden cards valued per card decision "with what you could
            know" once the position is solved exactly (``exact_from`` tricks left or
            fewer); at least 1.
        early_samples: the same earlier in the hand, where each deal is an estimate; at
            least 1.
        exact_from: the most tricks left (the current one included) at which positions
            are solved exactly, 1..12; earlier ones are estimated. The default, 6, keeps a
            whole review within about 10 s of CPU time (benchmarks/README.md, "Review").
        seed: seeds the deals drawn: the same record, seat and arguments always give the
            same review.
        progress: optionally called as ``progress(done, total)`` (two ints, work units)
            as the review advances, first with ``done == 0``, last with ``done == total``.
        names: a :class:`~pinochle_teach.seating.Names` for the other seats in the
            sentences (the reviewed seat is "you"); ``None``: "seat 2".

    Returns:
        a :class:`~pinochle_teach.review.Review`.

    Raises:
        InvalidRecordError: a record that cannot be replayed (see ``Game.from_record``).
        InvalidRulesError: rules the solver does not play (three-handed).
        SeatError: ``seat`` not a seat 0..3.
        PinochleError: no finished hand (or not hand ``hand``), a bad ``samples``,
            ``early_samples``, ``exact_from`` or ``seed``, a ``progress`` that is not
            callable.
    """
    if isinstance(game_or_record, Game):
        record = game_or_record.to_record()
        rules = game_or_record.rules
    elif isinstance(game_or_record, (dict, str, bytes)):
        record = game_or_record
        rules = None
    else:
        raise PinochleError(f"review needs a Game or a game record (its dict or JSON text), "
                            f"got {type(game_or_record).__name__}")
    _check_count("samples", samples, 1)
    _check_count("early_samples", early_samples, 1)
    _check_count("exact_from", exact_from, 1)
    _check_count("seed", seed, 0)
    if progress is not None and not callable(progress):
        raise PinochleError(f"progress must be a callable(done, total) or None, got "
                            f"{type(progress).__name__}")
    rep = Replayer(record)
    rules = rep.game.rules if rules is None else rules
    check_solver_rules(rules)
    check_seat(seat, rules)
    if hand is not None:
        _check_count("hand", hand, 1)
    final = Replayer(record).run_all()
    finished = [h.number for h in final.hand_results]
    if not finished:
        raise PinochleError("the game has no finished hand to review yet: play the hand to "
                            "the end first")
    if hand is None:
        hand = finished[-1]
    elif hand not in finished:
        raise PinochleError(f"hand {hand} is not a finished hand of this game: the finished "
                            f"hands are {', '.join(map(str, finished))}")
    snaps = _snapshots(rep, seat, hand)
    result = final.hand_results[hand - 1]
    n = names_or_default(names, rules)
    return _Reviewer(seat, rules, samples, early_samples, exact_from, seed, progress,
                     n).run(snaps, result, hand)


class _Snap:
    """One moment of the hand just before ``seat`` acted: a copy of the game, the action."""

    __slots__ = ("game", "action")

    def __init__(self, game, action):
        self.game = game
        self.action = action


def _snapshots(rep: Replayer, seat: int, hand: int) -> list[_Snap]:
    out = []
    while rep.index < len(rep.actions):
        g = rep.game
        if g.hand_number > hand:
            break
        a = rep.actions[rep.index]
        if g.hand_number == hand and g.to_move == seat and g.phase in (
                Phase.AUCTION, Phase.TRUMP, Phase.PASS, Phase.RETURN, Phase.SURRENDER,
                Phase.TRICKS):
            out.append(_Snap(g.copy(), a))
        rep.step()
    return out


class _Reviewer:
    def __init__(self, seat, rules, samples, early_samples, exact_from, seed, progress,
                 names):
        self.seat = seat
        self.rules = rules
        self.team = side_of(seat, rules)
        self.samples = samples
        self.early = early_samples
        self.horizon = exact_from
        self.seed = seed
        self.progress = progress
        self.names = names
        self.valuer = Valuer(self.team, rules, exact_from)

    def _units(self, snap: _Snap) -> int:
        g = snap.game
        if g.phase is not Phase.TRICKS:
            return 1
        if len(g.legal_actions()) == 1:
            return 1
        k = self.samples if len(g.hands[self.seat]) <= self.horizon else self.early
        return 1 + k

    def run(self, snaps: list[_Snap], result, hand: int) -> Review:
        total = sum(self._units(s) for s in snaps)
        done = 0
        self._tick(0, total)
        decisions: list[Decision] = []
        i = 0
        trump = None
        while i < len(snaps):
            s = snaps[i]
            ph = s.game.phase
            number = len(decisions) + 1
            if ph is Phase.TRICKS:
                d = self._play(number, s)
                trump = s.game.trump
            elif ph is Phase.AUCTION:
                d = self._bid(number, s)
            elif ph is Phase.TRUMP:
                d = self._trump(number, s)
            elif ph is Phase.SURRENDER:
                d = self._surrender(number, s)
            else:
                # The cards given together: the pass (partner) or the return (bidder).
                j = i
                while j + 1 < len(snaps) and snaps[j + 1].game.phase is ph:
                    j += 1
                d = self._pass(number, snaps[i:j + 1])
                done += j - i      # one unit per card given; the last is counted below
                i = j
            decisions.append(d)
            done += self._units(s)
            self._tick(done, total)
            i += 1
        if done != total:  # pragma: no cover - the units above add up
            self._tick(total, total)
        r = Review(self.seat, hand, self.rules, trump if trump is not None else result.trump,
                   decisions, self.samples, self.early, self.horizon, self.seed, (), result)
        r.sentences = tuple(self._summary(decisions, result, len(r.mistakes())))
        return r

    def _tick(self, done: int, total: int) -> None:
        if self.progress is not None:
            self.progress(done, total)

    # ---- card plays --------------------------------------------------------------------
    def _play(self, number: int, s: _Snap) -> Decision:
        g = s.game
        view = g.view(self.seat)
        card = s.action.value
        legal = tuple(legal_plays(g.hands[self.seat], g.trick, g.trump, self.rules))
        trick = len(g.tricks) + 1
        left = len(g.hands[self.seat])
        kw = dict(trick=trick, tricks_left=left, rules=self.rules, names=self.names)
        if len(legal) == 1:
            d = Decision(number, "play", self.seat, card, view, legal, forced=True, **kw)
            d.sentences = tuple(play_sentences(d, self.names, self.horizon))
            return d
        v = self.valuer
        dv = v.values(g, legal)
        line = next(iter(dv.lines.values()), ())   # the line of a best card
        top = max(dv.values.values())
        if dv.values[card] == top and (not line or line[0].card != card):
            line = v.line(g, card, dv)             # a best card: its own line
        opened = Verdict.build(OPEN, dv.values, card, dv.total, line, 1, dv.exact)
        known = self._known(number, g, view, legal, card)
        d = Decision(number, "play", self.seat, card, view, legal, open=opened, known=known,
                     **kw)
        d.sentences = tuple(play_sentences(d, self.names, self.horizon))
        return d

    def _known(self, number: int, g: Game, view, legal, card: Card) -> Verdict:
        """The average value of each legal card over deals consistent with ``view``."""
        rng = random.Random(f"review {self.seed} {number}")
        mem = CardMemory.from_view(view)
        exact = len(g.hands[self.seat]) <= self.horizon
        k = self.samples if exact else self.early
        if exact:
            tried = list(legal)
            rep = {c: c for c in legal}
        else:
            # Cards that are equivalent for what the seat knows get one rollout.
            eq = equivalent_plays(view, mem)
            rep = {a.value: eq[a].value for a in view.legal_actions}
            tried = [c for c in legal if rep[c] == c]
        sums = {c: 0 for c in tried}
        total = 0
        for _ in range(k):
            hands = sample_hands(mem, view, rng)
            base = game_at(view, hands)
            dv = self.valuer.values(base, tried, lines=False)
            for c in tried:
                sums[c] += dv.values[c]
            total = dv.total
        values = {c: sums[rep[c]] / k for c in legal}
        return Verdict.build(KNOWN, values, card, total, (), k, exact)

    # ---- the auction, trump, the pass --------------------------------------------------
    def _bid(self, number: int, s: _Snap) -> Decision:
        g = s.game
        view = g.view(self.seat)
        a = s.action
        kit, why = choose_bid(view, explain=True)
        said = f"you bid {a.value}" if a.kind == "bid" else "you passed"
        out = [f"Auction: {said}."]
        if kit == a:
            out.append(f"The kit's player would have done the same: {why}")
        else:
            out.append(f"The kit's player would have "
                       f"{'bid ' + str(kit.value) if kit.kind == 'bid' else 'passed'}: "
                       f"{why}")
        figures = {"worth": bid_value(view), "bid": a.value if a.kind == "bid" else 0}
        return Decision(number, "bid", self.seat, a, view, view.legal_actions, sentences=out,
                        rules=self.rules, names=self.names, figures=figures)

    def _trump(self, number: int, s: _Snap) -> Decision:
        g = s.game
        view = g.view(self.seat)
        a = s.action
        values = {v.suit: v for v in hand_values(view.hand, self.rules)}
        mine = values[a.value]
        kit, why = choose_trump(view, explain=True)
        out = [f"Trump: you named {a.value.plural} (meld {mine.meld}, about {mine.tricks} "
               f"expected in tricks by the kit's estimate)."]
        if kit == a:
            out.append(f"The kit's player would have named the same: {why}")
        else:
            best = values[kit.value]
            out.append(f"The kit's player would have named {kit.value.plural}: meld "
                       f"{best.meld} and about {best.tricks} in tricks, about "
                       f"{best.total - mine.total} more by its estimate. {why}")
        figures = {}
        for suit, v in values.items():
            figures[f"meld {suit.value}"] = v.meld
            figures[f"tricks {suit.value}"] = v.tricks
            figures[f"total {suit.value}"] = v.total
        return Decision(number, "trump", self.seat, a, view, view.legal_actions,
                        sentences=out, rules=self.rules, names=self.names, figures=figures)

    def _surrender(self, number: int, s: _Snap) -> Decision:
        g = s.game
        view = g.view(self.seat)
        a = s.action
        kit = HeuristicPlayer().decide(view, explain=True)
        said = ("you surrendered (went set voluntarily)" if a.kind == "surrender"
                else "you played on")
        out = [f"After the meld {said}.",
               explain_surrender(g.contract, g.team_meld[self.team], self.rules,
                                 forced=g.auction.forced)]
        same = "done the same" if kit.action == a else (
            "surrendered" if kit.action.kind == "surrender" else "played on")
        out.append(f"The kit's player would have {same}: {kit.reason}" if kit.reason else
                   f"The kit's player would have {same}.")
        meld = g.team_meld[self.team]
        figures = {"contract": g.contract, "meld": meld,
                   "most": meld + self.rules.trick_points_total}
        return Decision(number, "surrender", self.seat, a, view, view.legal_actions,
                        sentences=out, rules=self.rules, names=self.names, figures=figures)

    def _pass(self, number: int, snaps: list[_Snap]) -> Decision:
        g = snaps[0].game
        view = g.view(self.seat)
        given = tuple(x.action.value for x in snaps)
        r = self.rules
        trump = g.trump
        bidder = g.bidder
        mate = partner(bidder, r)
        hands = [list(h) for h in g.hands]
        if g.phase is Phase.PASS:
            kit = tuple(pass_plan(hands[self.seat], trump, r))
            before = _team_meld(hands[bidder], hands[mate], trump, r)
            mine = _after_pass(hands, bidder, mate, given, trump, r)
            theirs = _after_pass(hands, bidder, mate, kit, trump, r)
            figures = {"before": before, "after": mine, "kit": theirs}
            out = [f"The pass: you passed {' '.join(map(str, given))} to your partner.",
                   f"Your side's meld was {before} before the pass; with your cards and the "
                   f"kit's return it is {mine}; with the kit's pass "
                   f"({' '.join(map(str, kit))}) and return it is {theirs}."]
        else:
            kit = tuple(return_plan(hands[self.seat], trump, r))
            mine = _after_return(hands, bidder, mate, given, trump, r)
            theirs = _after_return(hands, bidder, mate, kit, trump, r)
            figures = {"after": mine, "kit": theirs}
            out = [f"The return: you gave back {' '.join(map(str, given))}.",
                   f"Your side's meld with them is {mine}; with the kit's return "
                   f"({' '.join(map(str, kit))}) it is {theirs}."]
        out.append("(Meld only: what the cards are worth in tricks is not counted here.)")
        return Decision(number, "pass", self.seat, given, view, tuple(g.hands[self.seat]),
                        sentences=out, rules=self.rules, names=self.names, figures=figures)

    # ---- the summary -------------------------------------------------------------------
    def _summary(self, decisions, result, mistakes: int = 0) -> list[str]:
        plays = [d for d in decisions if d.kind == "play" and not d.forced]
        costly = sorted((d for d in plays if d.loss and d.loss > 0),
                        key=lambda d: (-d.loss, d.number))
        t = self.team
        whose = "your side's" if result.bidding_team == t else "the opponents'"
        if result.surrendered:
            out = [f"Hand {result.number}: {whose} contract of {result.contract} was "
                   f"surrendered before the play."]
        else:
            out = [f"Hand {result.number}: your side took {result.trick_points[t]} trick "
                   f"points and {result.meld[t]} in meld; {whose} contract of "
                   f"{result.contract} was {'made' if result.made else 'set'}."]
        if result.surrendered:
            return out
        out.append(f"You made {len(plays)} card decisions with a choice.")
        if costly:
            worst = ", ".join(f"trick {d.trick} ({d.choice}, about {round(d.loss):g})"
                              for d in costly[:3])
            out.append(f"{len(costly)} of them gave up points with what you could know; the "
                       f"costliest: {worst}.")
        else:
            out.append("None of them gave up points with what you could know.")
        if mistakes:
            who = ("One decision" if mistakes == 1 else f"{mistakes} decisions")
            out.append(f"{who} gave up {MISTAKE_POINTS} points or more, with what you could "
                       f"know or with all cards open: "
                       + ("it comes" if mistakes == 1 else "they come") + " first, to try again.")
        out.append(f"Card values are the trick points your side takes from that card on: "
                   f"with all cards open on the real hands, and with what you could know "
                   f"averaged over deals of the hidden cards that fit what you had seen "
                   f"({self.samples} deals from {self.horizon} tricks left, "
                   f"{self.early} before). From {self.horizon} tricks left every deal is "
                   f"solved exactly; before that the values are estimates: the kit's "
                   f"heuristic player plays every seat until {self.horizon} tricks are left "
                   f"and the rest is solved exactly.")
        return out


def _team_meld(bidder_hand, mate_hand, trump, rules) -> int:
    return (best_meld(tuple(bidder_hand), trump, rules).total
            + best_meld(tuple(mate_hand), trump, rules).total)


def _without(hand, cards) -> list:
    rest = list(hand)
    for c in cards:
        rest.remove(c)
    return rest


def _after_pass(hands, bidder, mate, given, trump, rules) -> int:
    """The side's meld after the partner passes ``given`` and the bidder returns the kit's
    cards."""
    b = list(hands[bidder]) + list(given)
    back = return_plan(b, trump, rules)
    return _team_meld(_without(b, back), _without(hands[mate], given) + list(back), trump,
                      rules)


def _after_return(hands, bidder, mate, given, trump, rules) -> int:
    """The side's meld after the bidder (holding the pass) returns ``given``."""
    return _team_meld(_without(hands[bidder], given), list(hands[mate]) + list(given), trump,
                      rules)
