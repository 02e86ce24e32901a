""":func:`review`: walk a finished hand, value each decision of one seat (see the package
docstring)."""

from __future__ import annotations

import random
from collections.abc import Callable

from ..actions import Phase
from ..cards import Card
from ..errors import PinochleError
from ..game import Game
from ..i18n import ntr, tr
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
from ..vocabulary import suit_word
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
            if rules.partnership:
                return ntr("No review for this hand: the review works out the best cards for "
                           "four players in two partnerships, and this game ({game}) has {n} "
                           "player.",
                           "No review for this hand: the review works out the best cards for "
                           "four players in two partnerships, and this game ({game}) has {n} "
                           "players.", rules.players, game=rules.name)
            return ntr("No review for this hand: the review works out the best cards for four "
                       "players in two partnerships, and this game ({game}) has {n} player, "
                       "each for themselves.",
                       "No review for this hand: the review works out the best cards for four "
                       "players in two partnerships, and this game ({game}) has {n} players, "
                       "each for themselves.", rules.players, game=rules.name)
        return tr("No review for this hand: the review works out the best cards with at most "
                  "{most} copies of each card, and this game ({game}) has {copies}.",
                  most=MAX_COPIES, game=rules.name, copies=rules.copies)
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
        out = [tr("Auction: you bid {bid}.", bid=a.value) if a.kind == "bid"
               else tr("Auction: you passed.")]
        if kit == a:
            out.append(tr("The kit's player would have done the same: {why}", why=why))
        elif kit.kind == "bid":
            out.append(tr("The kit's player would have bid {bid}: {why}", bid=kit.value,
                          why=why))
        else:
            out.append(tr("The kit's player would have passed: {why}", why=why))
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
        out = [tr("Trump: you named {suit} (meld {meld}, about {tricks} expected in tricks by "
                  "the kit's estimate).", suit=suit_word(a.value), meld=mine.meld,
                  tricks=mine.tricks)]
        if kit == a:
            out.append(tr("The kit's player would have named the same: {why}", why=why))
        else:
            best = values[kit.value]
            out.append(tr("The kit's player would have named {suit}: meld {meld} and about "
                          "{tricks} in tricks, about {more} more by its estimate. {why}",
                          suit=suit_word(kit.value), meld=best.meld, tricks=best.tricks,
                          more=best.total - mine.total, why=why))
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
        out = [tr("After the meld you surrendered (went set voluntarily).")
               if a.kind == "surrender" else tr("After the meld you played on."),
               explain_surrender(g.contract, g.team_meld[self.team], self.rules,
                                 forced=g.auction.forced)]
        why = kit.reason
        if kit.action == a:
            said = (tr("The kit's player would have done the same: {why}", why=why) if why
                    else tr("The kit's player would have done the same."))
        elif kit.action.kind == "surrender":
            said = (tr("The kit's player would have surrendered: {why}", why=why) if why
                    else tr("The kit's player would have surrendered."))
        else:
            said = (tr("The kit's player would have played on: {why}", why=why) if why
                    else tr("The kit's player would have played on."))
        out.append(said)
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
            out = [tr("The pass: you passed {cards} to your partner.",
                      cards=" ".join(map(str, given))),
                   tr("Your side's meld was {before} before the pass; with your cards and the "
                      "kit's return it is {mine}; with the kit's pass ({cards}) and return it "
                      "is {theirs}.", before=before, mine=mine, cards=" ".join(map(str, kit)),
                      theirs=theirs)]
        else:
            kit = tuple(return_plan(hands[self.seat], trump, r))
            mine = _after_return(hands, bidder, mate, given, trump, r)
            theirs = _after_return(hands, bidder, mate, kit, trump, r)
            figures = {"after": mine, "kit": theirs}
            out = [tr("The return: you gave back {cards}.", cards=" ".join(map(str, given))),
                   tr("Your side's meld with them is {mine}; with the kit's return ({cards}) it "
                      "is {theirs}.", mine=mine, cards=" ".join(map(str, kit)), theirs=theirs)]
        out.append(tr("(Meld only: what the cards are worth in tricks is not counted here.)"))
        return Decision(number, "pass", self.seat, given, view, tuple(g.hands[self.seat]),
                        sentences=out, rules=self.rules, names=self.names, figures=figures)

    # ---- the summary -------------------------------------------------------------------
    def _summary(self, decisions, result, mistakes: int = 0) -> list[str]:
        plays = [d for d in decisions if d.kind == "play" and not d.forced]
        costly = sorted((d for d in plays if d.loss and d.loss > 0),
                        key=lambda d: (-d.loss, d.number))
        t = self.team
        ours = result.bidding_team == t
        values = dict(hand=result.number, contract=result.contract)
        if result.surrendered:
            return [tr("Hand {hand}: your side's contract of {contract} was surrendered before "
                       "the play.", **values) if ours else
                    tr("Hand {hand}: the opponents' contract of {contract} was surrendered "
                       "before the play.", **values)]
        # English says "trick points" and "card decisions" for every count (as it always
        # has); a translation gives each plural form its own words.
        took, meld = result.trick_points[t], result.meld[t]
        if ours and result.made:
            first = ntr("Hand {hand}: your side took {n} trick points and {meld} in meld; your "
                        "side's contract of {contract} was made.",
                        "Hand {hand}: your side took {n} trick points and {meld} in meld; your "
                        "side's contract of {contract} was made.", took, meld=meld, **values)
        elif ours:
            first = ntr("Hand {hand}: your side took {n} trick points and {meld} in meld; your "
                        "side's contract of {contract} was set.",
                        "Hand {hand}: your side took {n} trick points and {meld} in meld; your "
                        "side's contract of {contract} was set.", took, meld=meld, **values)
        elif result.made:
            first = ntr("Hand {hand}: your side took {n} trick points and {meld} in meld; the "
                        "opponents' contract of {contract} was made.",
                        "Hand {hand}: your side took {n} trick points and {meld} in meld; the "
                        "opponents' contract of {contract} was made.", took, meld=meld,
                        **values)
        else:
            first = ntr("Hand {hand}: your side took {n} trick points and {meld} in meld; the "
                        "opponents' contract of {contract} was set.",
                        "Hand {hand}: your side took {n} trick points and {meld} in meld; the "
                        "opponents' contract of {contract} was set.", took, meld=meld,
                        **values)
        out = [first, ntr("You made {n} card decisions with a choice.",
                          "You made {n} card decisions with a choice.", len(plays))]
        if costly:
            worst = ", ".join(tr("trick {trick} ({card}, about {loss})", trick=d.trick,
                                 card=d.choice, loss=f"{round(d.loss):g}")
                              for d in costly[:3])
            out.append(ntr("{n} of them gave up points with what you could know; the "
                           "costliest: {worst}.",
                           "{n} of them gave up points with what you could know; the "
                           "costliest: {worst}.", len(costly), worst=worst))
        else:
            out.append(tr("None of them gave up points with what you could know."))
        if mistakes:
            out.append(ntr("One decision gave up {points} points or more, with what you could "
                           "know or with all cards open: it comes first, to try again.",
                           "{n} decisions gave up {points} points or more, with what you could "
                           "know or with all cards open: they come first, to try again.",
                           mistakes, points=MISTAKE_POINTS))
        out.append(tr("Card values are the trick points your side takes from that card on: "
                      "with all cards open on the real hands, and with what you could know "
                      "averaged over deals of the hidden cards that fit what you had seen "
                      "({samples} deals from {horizon} tricks left, {early} before). From "
                      "{horizon} tricks left every deal is solved exactly; before that the "
                      "values are estimates: the kit's heuristic player plays every seat "
                      "until {horizon} tricks are left and the rest is solved exactly.",
                      samples=self.samples, horizon=self.horizon, early=self.early))
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
