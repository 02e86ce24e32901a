"""The game state machine: deal → auction → trump → pass → meld → (surrender) → tricks →
score → next deal, until a team reaches the target (rules page §1-7).

>>> g = Game(seed=7)
>>> g.phase
<Phase.AUCTION: 'auction'>
>>> g.apply("bid 250")          # the seat to move (left of the dealer) opens at 250

Every action is an :class:`~pinochle_teach.actions.Action` with a short text form (``"bid
260"``, ``"pass"``, ``"trump H"``, ``"give QS"``, ``"surrender"``, ``"play on"``, ``"play
AS"``, ``"next deal"``); :meth:`Game.apply` accepts either. A rejected action raises a
:class:`PinochleError` subclass and leaves the game exactly as it was. A game saves to a
small JSON record (:meth:`Game.to_record`) that :meth:`Game.from_record` validates by
replaying it, and :func:`~pinochle_teach.records.replay` steps through a record one action
at a time. The actions live in :mod:`pinochle_teach.actions`, what a game leaves behind
(tricks, hand results, player views, records) in :mod:`pinochle_teach.records`; both are
importable from here too.
"""

from __future__ import annotations

import json
import os
import random
import tempfile
from collections.abc import Sequence

from .actions import (NEXT_DEAL, PASS_BID, PLAY_ON, SURRENDER, Action, Phase, card_actions,
                      phase_name, trump_action)
from .auction import Auction
from .cards import Card, Suit, check_hand, deal as deal_cards, sort_hand
from .numbered import first_deal
from .errors import (IllegalActionError, IllegalBidError, IllegalPlayError, PinochleError,
                     RecordFileError, WrongPhaseError, shown)
from .i18n import ntr, tr
from .meld import MeldResult, best_meld
from .records import (RECORD_FORMAT, RECORD_VERSION, HandResult, PlayerView, Replayer,
                      TrickRecord, check_record_path, file_problem, read_record_file, replay,
                      rules_to_json)
from .rules import CARDGAMES_IO, RuleSet, resolve_rules
from .scoring import HandScore, can_surrender, game_winner, score_hand, side_label
from .seating import (check_seat, next_seat, partner as partner_seat, seat_of_card, side_count,
                      side_of, side_totals)
from .tricks import explain_play, legal_subset, trick_winner

__all__ = ["Phase", "Action", "Game", "PlayerView", "HandResult", "TrickRecord", "replay",
           "RECORD_FORMAT", "RECORD_VERSION"]

class Game:
    """A whole game of Pinochle, hand after hand, until a team reaches the target.

    Args:
        seed: seeds the ``random.Random`` that shuffles every deal and picks the first
            dealer: the same seed and actions always give the same game.
        rules: the :class:`RuleSet` (default ``CARDGAMES_IO``), or the name of one of
            :data:`~pinochle_teach.rules.PRESETS` (``"Hoyle"``, ``"Three-handed"``, …).
        dealer: the first dealer's seat; by default drawn at random from the seed (§1).
        hands: optionally the first hand's cards, one sequence of cards per seat (for a
            chosen deal in a lesson); later hands are dealt from the seed.

    Raises:
        InvalidHandError / PinochleError: for ``hands`` that are not a legal deal.
        InvalidRulesError: ``rules`` neither a :class:`RuleSet` nor a preset name.
        PinochleError: a seed or dealer that is not a whole number / seat.
    """

    def __init__(self, seed: int | None = None, rules: "RuleSet | str" = CARDGAMES_IO,
                 dealer: int | None = None, hands: Sequence | None = None):
        rules = resolve_rules(rules)
        if seed is None:
            seed = random.randrange(2**31)
        if isinstance(seed, bool) or not isinstance(seed, int) or seed < 0:
            # random.Random would deal -1 like 1.
            raise PinochleError(tr("seed must be a whole number 0 or more, got {value}",
                                   value=repr(seed)))
        self.seed = seed
        self.rules = rules
        self._rng = random.Random(seed)
        n = rules.players
        # Deal number `seed` (numbered.first_deal: the dealer, then the cards) is always
        # drawn, so a given dealer keeps the same deals; given hands skip the shuffle.
        if hands is None:
            drawn, self._first_dealt = first_deal(self._rng, rules)
        else:
            drawn, self._first_dealt = self._rng.randrange(n), None
        first = drawn if dealer is None else dealer
        if isinstance(first, bool) or not isinstance(first, int) or not 0 <= first < n:
            raise PinochleError(tr("dealer must be a seat 0..{last}, got {value}", last=n - 1,
                                   value=repr(dealer)))
        self._first_dealer = first
        self._given_hands = None
        if hands is not None:
            self._given_hands = self._check_deal(hands)
        self.history: list[tuple[int, Action]] = []
        self.hand_results: list[HandResult] = []
        self.teams = side_count(rules)
        self.scores = [0] * self.teams
        self.winner: int | None = None
        self.hand_number = 0
        self._start_hand(first)

    # ---- set-up ------------------------------------------------------------------------
    def _check_deal(self, hands) -> tuple[tuple[Card, ...], ...]:
        r = self.rules
        try:
            parsed = tuple(check_hand(h, rules=r) for h in hands)
        except TypeError:
            raise PinochleError(tr("hands must be one list of cards per seat")) from None
        sizes = [r.hand_size] * r.players + ([r.widow] if r.widow else [])
        if [len(h) for h in parsed] != sizes:
            v = dict(n=r.players, size=r.hand_size, widow=r.widow, got=[len(h) for h in parsed])
            raise PinochleError(tr("a deal is {n} hands of {size} cards and a widow of {widow}, "
                                   "got sizes {got}", **v) if r.widow else
                                tr("a deal is {n} hands of {size} cards, got sizes {got}", **v))
        check_hand([c for h in parsed for c in h], r.copies)
        return tuple(tuple(sort_hand(h)) for h in parsed)

    def _start_hand(self, dealer: int) -> None:
        r = self.rules
        self.dealer = dealer
        self.hand_number += 1
        if self.hand_number == 1 and self._given_hands is not None:
            dealt = self._given_hands
        elif self.hand_number == 1 and self._first_dealt is not None:
            dealt, self._first_dealt = self._first_dealt, None
        else:
            dealt = deal_cards(self._rng, r)
        self.hands: list[list[Card]] = [list(h) for h in dealt[: r.players]]
        self.widow: tuple[Card, ...] = tuple(dealt[r.players]) if r.widow else ()
        self.discards: list[Card] = []
        self.dealt: tuple[tuple[Card, ...], ...] = tuple(tuple(h) for h in self.hands)
        self.auction = Auction(dealer, r)
        self.bidder: int | None = None
        self.contract: int | None = None
        self.trump: Suit | None = None
        self.passed: list[Card] = []      # partner -> bidder
        self.returned: list[Card] = []    # bidder -> partner
        self.melds: tuple[MeldResult, ...] | None = None
        self._shown_melds: tuple[MeldResult, ...] | None = None  # what views may see
        self.team_meld: tuple[int, ...] | None = None
        self.tricks: tuple[TrickRecord, ...] = ()
        self.trick: list[Card] = []
        self.leader: int | None = None
        self.trick_points: tuple[int, ...] = (0,) * self.teams
        self.tricks_won: tuple[int, ...] = (0,) * self.teams
        self.surrendered = False
        self.phase = Phase.AUCTION
        self._to_move: int | None = self.auction.to_move
        self._legal: tuple[Action, ...] | None = None
        self._vc: tuple | None = None  # parts of views that change only between tricks

    # ---- state -------------------------------------------------------------------------
    @property
    def to_move(self) -> int | None:
        """The seat whose action the game waits for (``None`` once the game is over)."""
        return self._to_move

    @property
    def is_over(self) -> bool:
        return self.phase is Phase.GAME_OVER

    def team_of(self, seat: int) -> int:
        """The scoring side of ``seat`` (:func:`pinochle_teach.seating.side_of`).

        Raises:
            SeatError: ``seat`` not a seat of this game."""
        return side_of(check_seat(seat, self.rules), self.rules)

    @property
    def partner(self) -> int | None:
        """The contract winner's partner (``None`` before the auction ends, and when each
        plays for themselves)."""
        if self.bidder is None:
            return None
        return partner_seat(self.bidder, self.rules)

    @property
    def discard_points(self) -> int:
        """Trick points of the bidder's discards so far (three-handed, rules page §8): they
        count for the bidder when the hand is scored. 0 without discards."""
        pts = self.rules.points_per_rank
        return sum(pts[c.rank] for c in self.discards)

    def legal_actions(self) -> list[Action]:
        """Every action the seat to move may take now (empty once the game is over)."""
        if self._legal is None:
            self._legal = self._compute_legal()
        return list(self._legal)

    def _compute_legal(self) -> tuple[Action, ...]:
        return tuple(self._compute_legal_list())

    def _compute_legal_list(self) -> list[Action]:
        ph = self.phase
        if ph is Phase.TRICKS:
            hand = self.hands[self._to_move]
            if not self.trick:
                return card_actions(hand, "play")
            cards = legal_subset(hand, self.trick, self.trump, self.rules.obligation == "must_win")
            return card_actions(cards, "play")
        if ph is Phase.AUCTION:
            return [Action("bid", b) for b in self.auction.legal_bids()] + [PASS_BID]
        if ph is Phase.PASS or ph is Phase.RETURN:
            return card_actions(self.hands[self._to_move], "give")
        if ph is Phase.TRUMP:
            return [trump_action(s) for s in Suit]
        if ph is Phase.DISCARD:
            return card_actions(self.hands[self._to_move], "discard")
        if ph is Phase.SURRENDER:
            return [SURRENDER, PLAY_ON]
        if ph is Phase.SCORE:
            return [NEXT_DEAL]
        return []

    # ---- actions -----------------------------------------------------------------------
    def apply(self, action: "Action | str") -> None:
        """Take ``action`` for the seat to move.

        Args:
            action: an :class:`Action` or its text form (``"play AS"``).

        Raises:
            WrongPhaseError: an action of another phase (or after the game is over).
            IllegalBidError: a bid out of step (says which bids are legal).
            IllegalPlayError: a card not allowed by §6 (carries :func:`explain_play`'s reason).
            IllegalActionError: anything else not allowed now (e.g. a card not held).

        The game is unchanged when this raises.
        """
        a = action if action.__class__ is Action else Action.parse(action, self.rules)
        legal = self._legal
        if legal is None:
            legal = self._legal = self._compute_legal()
        if a not in legal:
            self._reject(a)
        seat = self._to_move
        self.history.append((seat, a))
        self._legal = None
        kind = a.kind
        if kind == "play":
            self._play(seat, a.value)
            return
        self._vc = None  # what views show of the table changes with any other action
        if kind == "bid":
            self.auction.bid(a.value)
            self._after_bid()
        elif kind == "pass":
            self.auction.pass_()
            self._after_bid()
        elif kind == "trump":
            self.trump = a.value
            self._begin_pass()
        elif kind == "give":
            self._give(seat, a.value)
        elif kind == "discard":
            self.hands[seat].remove(a.value)
            self.discards.append(a.value)
            if len(self.discards) == self.rules.widow:
                self._begin_meld()
        elif kind == "surrender":
            self.surrendered = True
            self._score()
        elif kind == "play on":
            self._begin_tricks()
        elif kind == "next deal":
            self._start_hand(next_seat(self.dealer, self.rules))

    def _reject(self, a: Action) -> None:
        ph = self.phase
        legal = self.legal_actions()
        listing = ", ".join(str(x) for x in legal[:14]) + (" …" if len(legal) > 14 else "")
        if ph is Phase.GAME_OVER:
            raise WrongPhaseError(tr("the game is over ({side} won): no more actions",
                                     side=side_label(self.winner, self.rules)))
        allowed_kinds = {x.kind for x in legal}
        if a.kind not in allowed_kinds:
            raise WrongPhaseError(tr("'{action}' is not an action of the {phase} phase; seat "
                                     "{seat} is to move and may: {legal}", action=a,
                                     phase=phase_name(ph), seat=self._to_move, legal=listing))
        if a.kind == "bid":
            try:
                self.auction.copy().bid(a.value)
            except IllegalBidError:
                raise
            raise IllegalBidError(tr("'{action}' is not legal now; legal: {legal}", action=a,
                                     legal=listing))  # pragma: no cover
        if a.kind == "play":
            hand = self.hands[self._to_move]
            if a.value not in hand:
                raise IllegalActionError(tr("seat {seat} does not hold {card}; legal plays: "
                                            "{legal}", seat=self._to_move, card=a.value,
                                            legal=listing))
            reason = explain_play(hand, self.trick, self.trump, a.value, self.rules)
            raise IllegalPlayError(reason, reason)
        if a.kind in ("give", "discard"):
            v = dict(seat=self._to_move, card=a.value, legal=listing)
            raise IllegalActionError(
                tr("seat {seat} does not hold {card} to give; they may: {legal}", **v)
                if a.kind == "give" else
                tr("seat {seat} does not hold {card} to discard; they may: {legal}", **v))
        raise IllegalActionError(tr("'{action}' is not legal now; seat {seat} may: {legal}",
                                    action=a, seat=self._to_move, legal=listing))

    def _after_bid(self) -> None:
        au = self.auction
        if not au.is_over:
            self._to_move = au.to_move
            return
        self.bidder = au.winner
        self.contract = au.contract
        if self.widow:
            # The widow is shown to all and taken by the bidder (rules page §8).
            self.hands[self.bidder].extend(self.widow)
        self.phase = Phase.TRUMP
        self._to_move = self.bidder

    def _begin_pass(self) -> None:
        if self.rules.partnership and self.rules.pass_count > 0:
            self.phase = Phase.PASS
            self._to_move = self.partner
        elif self.rules.widow:
            self.phase = Phase.DISCARD
            self._to_move = self.bidder
        else:
            self._begin_meld()

    def _give(self, seat: int, card: Card) -> None:
        self.hands[seat].remove(card)
        r = self.rules
        if self.phase is Phase.PASS:
            self.passed.append(card)
            if len(self.passed) == r.pass_count:
                self.hands[self.bidder].extend(self.passed)
                self.phase = Phase.RETURN
                self._to_move = self.bidder
        else:
            self.returned.append(card)
            if len(self.returned) == r.pass_count:
                self.hands[self.partner].extend(self.returned)
                self._begin_meld()

    def _begin_meld(self) -> None:
        self.phase = Phase.MELD
        r = self.rules
        for h in self.hands:
            h[:] = sort_hand(h, self.trump)
        self.melds = tuple(best_meld(h, self.trump, r) for h in self.hands)
        # Views show each meld as laid on the table: only the cards used, never the rest of
        # the hand (a MeldResult's .hand is the whole hand).
        self._shown_melds = tuple(MeldResult(m.cards_used, m.trump, m.melds, m.total)
                                  for m in self.melds)
        tm = self.team_meld = side_totals([m.total for m in self.melds], r)
        if can_surrender(self.contract, tm[self.team_of(self.bidder)], r,
                         forced=self.auction.forced):
            self.phase = Phase.SURRENDER
            self._to_move = self.bidder
        else:
            self._begin_tricks()

    def _begin_tricks(self) -> None:
        self.phase = Phase.TRICKS
        self.leader = self.bidder
        self._to_move = self.bidder

    def _play(self, seat: int, card: Card) -> None:
        self.hands[seat].remove(card)
        trick = self.trick
        trick.append(card)
        r = self.rules
        if len(trick) < r.players:
            self._to_move = next_seat(seat, r)
            return
        w = seat_of_card(self.leader, trick_winner(trick, self.trump, r), r)
        pts = r.points_per_rank
        p = 0
        for c in trick:
            p += pts[c.rank]
        last = not self.hands[w]
        bonus = r.last_trick_bonus if last else 0
        p += bonus
        team = side_of(w, r)
        tp = list(self.trick_points)
        tp[team] += p
        self.trick_points = tuple(tp)
        tw = list(self.tricks_won)
        tw[team] += 1
        self.tricks_won = tuple(tw)
        self.tricks += (TrickRecord(self.leader, tuple(trick), w, p, bonus),)
        self.trick = []
        if last:
            self._score()
        else:
            self.leader = w
            self._to_move = w

    def _score(self) -> None:
        self._vc = None
        r = self.rules
        bt = self.team_of(self.bidder)
        discard_points = 0
        if self.discards and not self.surrendered:
            # The bidder's discards count for the bidder (three-handed, rules page §8); after a
            # surrender no trick points are scored at all (§5), so none are recorded either.
            discard_points = self.discard_points
            tp = list(self.trick_points)
            tp[bt] += discard_points
            self.trick_points = tuple(tp)
        s: HandScore = score_hand(self.contract, bt, self.team_meld, self.trick_points,
                                  self.surrendered, r, tricks_won=self.tricks_won,
                                  forced=self.auction.forced)
        for t in range(self.teams):
            self.scores[t] += s[t]
        self.hand_results.append(HandResult(
            number=self.hand_number, dealer=self.dealer, bidder=self.bidder, bidding_team=bt,
            contract=self.contract, forced=self.auction.forced, trump=self.trump,
            meld=self.team_meld, trick_points=self.trick_points,
            tricks_won=self.tricks_won, surrendered=self.surrendered, score=tuple(s),
            made=s.made, totals=tuple(self.scores), reasons=s.reasons,
            discard_points=discard_points))
        self.winner = game_winner(self.scores, bt, r)
        if self.winner is not None:
            self.phase = Phase.GAME_OVER
            self._to_move = None
        else:
            self.phase = Phase.SCORE
            self._to_move = next_seat(self.dealer, r)

    # ---- views -------------------------------------------------------------------------
    def view(self, seat: int) -> PlayerView:
        """What ``seat`` may see now (its own hand, the table, shown melds); the other hands
        are never included.

        Raises:
            PinochleError: for a seat out of range.
        """
        if seat.__class__ is not int or not 0 <= seat < self.rules.players:
            raise PinochleError(tr("seat must be 0..{last}, got {value}",
                                   last=self.rules.players - 1, value=repr(seat)))
        vc = self._vc
        if vc is None:
            vc = self._vc = (tuple(self.auction.history), tuple(self.scores),
                             self.widow if self.bidder is not None else (),
                             tuple(self.discards), self.partner, tuple(self.passed),
                             tuple(self.returned))
        if seat == vc[4]:
            by_me, to_me = vc[5], vc[6]
        elif seat == self.bidder:
            by_me, to_me = vc[6], vc[5]
        else:
            by_me = to_me = ()
        if seat == self._to_move:
            legal = self._legal
            if legal is None:
                legal = self._legal = self._compute_legal()
        else:
            legal = ()
        return PlayerView(
            seat, self.rules, self.phase, self._to_move, self.dealer, self.hand_number,
            tuple(self.hands[seat]), tuple(map(len, self.hands)), vc[0],
            self.auction.high_bid, self.bidder, self.contract, self.trump, by_me, to_me,
            self._shown_melds, self.tricks, tuple(self.trick), self.leader, self.trick_points,
            self.tricks_won, vc[1], legal, vc[2], vc[3] if seat == self.bidder else ())

    def seat_of_trick_card(self, i: int) -> int:
        """The seat that played the ``i``-th card of the current trick (0 = the lead).

        Raises:
            PinochleError: no trick in progress, or ``i`` not the place of one of its cards.
        """
        n = len(self.trick)
        if self.leader is None or isinstance(i, bool) or not isinstance(i, int) or not 0 <= i < n:
            raise PinochleError(ntr("the current trick has {n} card: give a place 0..{last}, "
                                    "got {value}", "the current trick has {n} cards: give a "
                                    "place 0..{last}, got {value}", n, last=n - 1,
                                    value=shown(i)) if n else
                                tr("no card has been played to the current trick"))
        return seat_of_card(self.leader, i, self.rules)

    def state_key(self) -> tuple:
        """A tuple that captures the whole state, for comparing two games."""
        return (self.seed, self.hand_number, self.phase, self._to_move, self.dealer,
                tuple(tuple(h) for h in self.hands), tuple(self.auction.history), self.bidder,
                self.contract, self.trump, tuple(self.passed), tuple(self.returned),
                self.tricks, tuple(self.trick), self.trick_points, self.tricks_won,
                tuple(self.scores), tuple(self.hand_results), self.widow, tuple(self.discards),
                self.winner, tuple(self.history))

    def copy(self) -> "Game":
        """An independent copy (for search by computer players)."""
        g = object.__new__(Game)
        g.__dict__.update(self.__dict__)
        g._rng = random.Random()
        g._rng.setstate(self._rng.getstate())
        g.history = list(self.history)
        g.hand_results = list(self.hand_results)
        g.scores = list(self.scores)
        g.hands = [list(h) for h in self.hands]
        g.auction = self.auction.copy()
        g.passed = list(self.passed)
        g.returned = list(self.returned)
        g.trick = list(self.trick)
        g.discards = list(self.discards)
        return g

    @classmethod
    def from_view(cls, view: PlayerView, hands: Sequence, discards: Sequence | None = None
                  ) -> "Game":
        """A game positioned at ``view``'s point of the trick play, with ``hands`` as every
        seat's cards now: for simulation (a computer player trying out deals of the hidden
        cards). The auction, trump, melds, tricks so far, the trick in progress and the
        scores come from ``view``; the pass as that seat saw it (an opponent saw neither
        side of it). The game has no history of the earlier actions and is meant to be
        played to the end of the hand (rules page §6, §7).

        Args:
            view: a :class:`PlayerView` in the trick-play phase.
            hands: one sequence of cards per seat, as the hands are now.
            discards: the bidder's discards (three-handed, rules page §8); by default what
                ``view`` shows of them (the bidder's own view shows them, others none).

        Raises:
            PinochleError: a view that is not in trick play, or not one hand per seat.
        """
        if not isinstance(view, PlayerView):
            raise PinochleError(tr("from_view takes a PlayerView (game.view(seat)), got "
                                   "{value}", value=shown(view)))
        if isinstance(hands, (str, bytes)) or not hasattr(hands, "__len__"):
            raise PinochleError(tr("hands must be one sequence of cards per seat, got {value}",
                                   value=shown(hands)))
        if view.phase is not Phase.TRICKS:
            raise PinochleError(tr("a game can be positioned at a view in trick play, not "
                                   "{phase}", phase=phase_name(view.phase)))
        r = view.rules
        if len(hands) != r.players:
            raise PinochleError(tr("give one hand per seat ({n}), got {got}", n=r.players,
                                   got=len(hands)))
        # A real game built by the constructor (so every attribute exists), then moved to
        # the position of the view.
        g = cls(0, r, dealer=view.dealer)
        g.scores = list(view.scores)
        g.hand_number = view.hand_number
        g.hands = [list(h) for h in hands]
        g.dealt = tuple(tuple(h) for h in hands)
        au = Auction(view.dealer, r)
        for seat, b in view.auction:
            if au.is_over:
                break          # the stuck dealer's forced contract, recorded by the auction
            au.apply(b, seat)
        g.auction = au
        g.bidder = view.bidder
        g.contract = view.contract
        g.trump = view.trump
        g.passed, g.returned = [], []
        if view.seat == partner_seat(view.bidder, r):
            g.passed, g.returned = list(view.passed_by_me), list(view.passed_to_me)
        elif view.seat == view.bidder:
            g.passed, g.returned = list(view.passed_to_me), list(view.passed_by_me)
        g.melds = view.melds
        g._shown_melds = view.melds
        g.team_meld = side_totals([m.total for m in view.melds], r)
        g.tricks = view.tricks
        g.trick = list(view.trick)
        g.leader = view.leader
        g.trick_points = view.trick_points
        g.tricks_won = view.tricks_won
        g.widow = tuple(view.widow)
        g.discards = list(view.discards if discards is None else discards)
        g.surrendered = False
        g.phase = Phase.TRICKS
        g._to_move = view.to_move
        g._legal = None
        g._vc = None
        return g

    def __repr__(self) -> str:
        return (f"<Game seed={self.seed} hand={self.hand_number} phase={self.phase.value} "
                f"to_move={self._to_move} scores={self.scores}>")

    # ---- records -----------------------------------------------------------------------
    def to_record(self) -> dict:
        """The game so far as a small JSON-ready dict: format, version, rules, seed, first
        dealer, the first hand if it was given, every action in order, and a summary that
        :meth:`from_record` checks."""
        rec = {
            "format": RECORD_FORMAT,
            "version": RECORD_VERSION,
            "rules": rules_to_json(self.rules),
            "seed": self.seed,
            "dealer": self._first_dealer,
            "actions": [str(a) for _, a in self.history],
            "summary": self.record_summary(),
        }
        if self._given_hands is not None:
            rec["hands"] = [" ".join(c.code for c in h) for h in self._given_hands]
        return rec

    def record_summary(self) -> dict:
        """What :meth:`from_record` checks after replaying: hand number, phase, scores, the
        dealer and seat to move, and a digest of the current deal, so that a changed seed or
        dealer is caught even in a record that stops before any card is played."""
        import hashlib
        dealt = " / ".join(" ".join(c.code for c in h) for h in (*self.dealt, self.widow))
        return {"hands": self.hand_number, "phase": self.phase.value,
                "scores": list(self.scores), "dealer": self.dealer, "to_move": self._to_move,
                "deal": hashlib.sha256(dealt.encode()).hexdigest()[:16]}

    def to_json(self, indent: int | None = None) -> str:
        """:meth:`to_record` as JSON text; ``indent`` (None, or 0..8 spaces) as for
        :func:`json.dumps`.

        Raises:
            PinochleError: another ``indent``.
        """
        if indent is not None and (isinstance(indent, bool) or not isinstance(indent, int)
                                   or not 0 <= indent <= 8):
            raise PinochleError(tr("indent must be None or a whole number of spaces 0..8, got "
                                   "{value}", value=shown(indent)))
        return json.dumps(self.to_record(), indent=indent, ensure_ascii=False)

    def save(self, path) -> None:
        """Write :meth:`to_json` to ``path`` (a str or os.PathLike): written whole to a
        temporary file in the same folder, flushed to the disk (fsync), then renamed into
        place, so that a crash leaves the old file or the new one, never half of one.

        Raises:
            RecordFileError (an InvalidRecordError): a path that is not a path, a folder
                that does not exist, a folder given as the file, no permission, a full disk;
                nothing is left behind.
        """
        path = check_record_path(path)
        d = os.path.dirname(os.path.abspath(path))
        text = self.to_json(indent=1)
        tmp = None
        try:
            fd, tmp = tempfile.mkstemp(dir=d, prefix=".record-", suffix=".json")
            with os.fdopen(fd, "w", encoding="utf-8") as f:
                f.write(text)
                f.flush()
                os.fsync(f.fileno())
            os.replace(tmp, path)
            tmp = None
            try:  # the rename itself reaches the disk with the folder's entry
                dfd = os.open(d, os.O_RDONLY)
            except OSError:
                pass
            else:
                try:
                    os.fsync(dfd)
                except OSError:
                    pass
                finally:
                    os.close(dfd)
        except OSError as e:
            raise RecordFileError(tr("cannot save the record to {path}: {problem}", path=path,
                                     problem=file_problem(e))) from None
        finally:
            if tmp is not None and os.path.exists(tmp):
                os.unlink(tmp)

    @classmethod
    def from_record(cls, record: "dict | str") -> "Game":
        """Rebuild a game from :meth:`to_record`'s dict (or its JSON text) by replaying
        every action.

        The record's ``rules`` is required: the dict of :class:`RuleSet` fields that
        :meth:`to_record` writes, or the name of a preset (``"cardgames.io"``); there is no
        default, so a record cut short is not replayed under rules it was not played with.

        Raises:
            InvalidRecordError: for a record that is not JSON, of another format or version,
                has a missing (``format``, ``version``, ``rules``, ``seed``, ``dealer``,
                ``actions``) or malformed field, an action that is not legal at its point,
                or a summary that does not match the replay. Nothing half-loaded is returned.
        """
        return Replayer(record).run_all()

    @classmethod
    def load(cls, path) -> "Game":
        """Read a record file written by :meth:`save` (see :meth:`from_record`).

        Raises:
            RecordFileError (an InvalidRecordError): a path that is not a path, a file that
                does not exist or cannot be read, a folder, a file larger than any record
                (:data:`~pinochle_teach.records.MAX_RECORD_BYTES`);
            InvalidRecordError: a file that holds no valid record.
        """
        text = read_record_file(path)
        return cls.from_record(text)

