"""Quiz questions for practice and worksheets: legal plays, meld, trick winners, hand scores,
surrender and contracts (RULES.md §4-7).

Every generator takes ``seed`` (the same seed always gives the same question), a
``difficulty`` (``"easy"``, ``"medium"`` or ``"hard"``) and ``rules`` (default
``CARDGAMES_IO``) and returns a :class:`Question`. Positions come from real simulated play
(:class:`~pinochle_teach.game.Game` driven by seeded
:class:`~pinochle_teach.players.RandomPlayer`\\s), and every answer is computed by the same
engine functions the game itself uses (:func:`~pinochle_teach.tricks.legal_plays`,
:func:`~pinochle_teach.meld.best_meld`, :func:`~pinochle_teach.tricks.trick_winner`,
:func:`~pinochle_teach.tricks.trick_points`, :func:`~pinochle_teach.scoring.score_hand`,
:func:`~pinochle_teach.scoring.can_surrender`); no rule is written a second time here.

>>> q = meld_question(seed=3, difficulty="easy")
>>> q.check(q.answer).correct
True
>>> q.check(q.answer + 10).correct
False

A question's ``.check(response)`` returns a :class:`Verdict` (``correct``, ``explanation``,
``highlight``) and raises :class:`InvalidAnswerError` for a response it cannot read. The
difficulty picks the *kind of situation*: each question records the situation it shows in
``.category`` (e.g. ``"undertrump"``), and hard questions favour the subtle ones.

Questions that come from a game carry ``.record``, a game record (see
:meth:`Game.to_record <pinochle_teach.game.Game.to_record>`) whose replay reaches the
position shown, so any question can be checked against, or opened in, the real game.

:func:`worksheet` and :func:`answer_key` print ten (or any number of) seeded questions as
text for a teacher to hand out.
"""

from __future__ import annotations

import random
import textwrap
from collections import OrderedDict
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import Any, ClassVar, NamedTuple

from .cards import Card, Suit, deal, format_cards, parse_cards, sort_hand
from .errors import PinochleError
from .game import Game, Phase
from .meld import MeldResult, best_meld
from .players.random import RandomPlayer
from .rules import CARDGAMES_IO, RuleSet
from .scoring import HandScore, can_surrender, score_hand
from .tricks import beats, explain_play, explain_winner, legal_plays, trick_points, trick_winner

__all__ = [
    "DIFFICULTIES",
    "GENERATORS",
    "KIND_TITLES",
    "QuizSettingError",
    "InvalidAnswerError",
    "Verdict",
    "Question",
    "LegalPlayQuestion",
    "MeldQuestion",
    "TrickWinnerQuestion",
    "HandScoreQuestion",
    "BidQuestion",
    "legal_play_question",
    "meld_question",
    "trick_winner_question",
    "hand_score_question",
    "bid_question",
    "make_question",
    "check_difficulty",
    "check_kind",
    "check_seed",
    "worksheet",
    "answer_key",
    "relative_seat",
]

#: The accepted difficulties, easiest first.
DIFFICULTIES: tuple[str, ...] = ("easy", "medium", "hard")

#: The largest seed a generator accepts.
MAX_QUIZ_SEED = 2**31 - 1


class QuizSettingError(PinochleError):
    """A quiz kind, difficulty, seed or rule set that the generators do not accept."""


class InvalidAnswerError(PinochleError):
    """A response that :meth:`Question.check` cannot read (e.g. ``"abc"`` for points)."""


class Verdict(NamedTuple):
    """The result of checking one response.

    Attributes:
        correct: whether the response is the right answer.
        explanation: sentences made by the engine: the rule (with its RULES.md section), the
            cards and the sum.
        highlight: the cards the explanation is about (e.g. the cards the response got wrong,
            the cards in meld, the winning card), for a view to outline.
    """

    correct: bool
    explanation: str
    highlight: tuple[Card, ...] = ()


# ---------------------------------------------------------------------------------------
# Checking settings.

def check_difficulty(difficulty: str) -> str:
    """Return ``difficulty`` normalised (``" Hard"`` -> ``"hard"``).

    Raises:
        QuizSettingError: for anything but easy, medium or hard.
    """
    if isinstance(difficulty, str) and difficulty.strip().lower() in DIFFICULTIES:
        return difficulty.strip().lower()
    raise QuizSettingError(
        f"unknown difficulty {difficulty!r}: use one of {', '.join(DIFFICULTIES)}")


def check_seed(seed: int) -> int:
    """Return ``seed`` if it is a whole number 0..2**31-1.

    Raises:
        QuizSettingError: for anything else (a bool, a float, a negative number, text).
    """
    if isinstance(seed, bool) or not isinstance(seed, int) or not 0 <= seed <= MAX_QUIZ_SEED:
        raise QuizSettingError(
            f"a question seed must be a whole number from 0 to {MAX_QUIZ_SEED}, got {seed!r}")
    return seed


def check_kind(kind: str) -> str:
    """Return ``kind`` if it names a generator in :data:`GENERATORS`.

    Raises:
        QuizSettingError: naming the accepted kinds.
    """
    if isinstance(kind, str) and kind.strip().lower() in GENERATORS:
        return kind.strip().lower()
    raise QuizSettingError(f"unknown quiz kind {kind!r}: use one of {', '.join(GENERATORS)}")


def _check_rules(rules: RuleSet, what: str) -> RuleSet:
    if not isinstance(rules, RuleSet):
        raise QuizSettingError(f"rules must be a RuleSet such as CARDGAMES_IO, got {rules!r}")
    if rules.players != 4 or not rules.partnership:
        raise QuizSettingError(
            f"{what} questions are for four-player partnership rules; {rules.name!r} has "
            f"{rules.players} players{'' if rules.partnership else ' and no partnerships'}")
    return rules


def _rng(kind: str, seed: int, difficulty: str) -> random.Random:
    # A string seed is hashed with SHA-512 by random.Random: the same on every run and
    # machine, whatever PYTHONHASHSEED is.
    return random.Random(f"pinochle-teach/quiz/{kind}/{difficulty}/{seed}")


# ---------------------------------------------------------------------------------------
# Words.

_RELATIVE = ("you", "your left-hand opponent", "your partner", "your right-hand opponent")


def relative_seat(seat: int, me: int, players: int = 4) -> str:
    """How ``me`` calls ``seat`` at a four-player table: ``"you"``, ``"your left-hand
    opponent"`` (the next to play, clockwise), ``"your partner"`` (opposite) or ``"your
    right-hand opponent"`` (RULES.md §1: partners sit opposite, play goes clockwise)."""
    return _RELATIVE[(seat - me) % players]


def _names(cards: Iterable[Card], conj: str = "and") -> str:
    items = [str(c) for c in cards]
    if not items:
        return "none"
    if len(items) == 1:
        return items[0]
    return ", ".join(items[:-1]) + f" {conj} " + items[-1]


def _cap(text: str) -> str:
    return text[:1].upper() + text[1:]


def _suit_words(trump: Suit) -> str:
    return f"{trump.plural.capitalize()} ({trump.symbol}) are trump."


def _unique(cards: Iterable[Card]) -> list[Card]:
    seen: set[Card] = set()
    out = []
    for c in cards:
        if c not in seen:
            seen.add(c)
            out.append(c)
    return out


def _parse_points(value: Any, what: str = "points") -> int:
    if isinstance(value, bool):
        raise InvalidAnswerError(
            f"{what}: give a whole number of points such as 120, not {value!r}")
    if isinstance(value, int):
        return value
    if isinstance(value, float) and value.is_integer():
        return int(value)
    if isinstance(value, str):
        text = value.strip().replace(" ", "").replace("−", "-").replace("+", "")
        if text.lstrip("-").isdigit() and text.count("-") <= 1 and not text.endswith("-"):
            return int(text)
        if not text:
            raise InvalidAnswerError(f"{what}: type a whole number of points, e.g. 120")
    raise InvalidAnswerError(
        f"{what}: {str(value)[:20]!r} is not a whole number of points; type digits, e.g. 120")


def _parse_yes_no(value: Any) -> bool:
    if isinstance(value, bool):
        return value
    if isinstance(value, str):
        text = value.strip().lower()
        if text in ("yes", "y", "true"):
            return True
        if text in ("no", "n", "false"):
            return False
    raise InvalidAnswerError(f"answer yes or no (True or False), not {str(value)[:20]!r}")


# ---------------------------------------------------------------------------------------
# Simulated play.

def _players(game_seed: int) -> list[RandomPlayer]:
    return [RandomPlayer(game_seed * 4 + i) for i in range(4)]


def _play_hand(game_seed: int, rules: RuleSet,
               watch: "Callable[[Game], None] | None" = None) -> Game:
    """Play the first hand of ``Game(game_seed, rules)`` with seeded RandomPlayers, calling
    ``watch(game)`` before every action."""
    game = Game(game_seed, rules)
    players = _players(game_seed)
    while game.phase is not Phase.SCORE and game.phase is not Phase.GAME_OVER:
        if watch is not None:
            watch(game)
        seat = game.to_move
        game.apply(players[seat].choose(game.view(seat)))
    return game


def _record_upto(game: Game, n_actions: int) -> dict:
    """The record of ``game`` cut after its first ``n_actions`` actions (no summary, since
    the cut record ends before the game did)."""
    rec = game.to_record()
    rec["actions"] = rec["actions"][:n_actions]
    rec.pop("summary", None)
    return rec


# A bank of simulated hands. Hand ``i`` of the bank is the first hand of ``Game(i, rules)``
# played by RandomPlayers seeded ``4 i .. 4 i + 3``. A generator draws a start in the bank
# from its seed and walks forward until it meets the situation it wants, so the question
# depends only on (kind, seed, difficulty, rules). What each bank hand holds (its result,
# the category of every following position and of every trick) is cached per process: the
# cache makes later questions faster and never changes which question a seed gives.
_BANK_SIZE = 4096
_SUMMARIES: dict[tuple, "_HandSummary"] = {}
_SUMMARY_CACHE_LIMIT = 20_000
# The last few finished games with a snapshot of every following position, so that the
# hand a question is drawn from is not played a second time.
_RECENT: "OrderedDict[tuple, tuple[Game, dict]]" = OrderedDict()
_RECENT_LIMIT = 32


class _HandSummary(NamedTuple):
    game_seed: int
    result: Any                                  # the HandResult of the hand
    positions: tuple[tuple[int, str], ...]       # (actions before it, category), following
    tricks: tuple[tuple[int, str], ...]          # (actions after it, category), per trick


def _summary(index: int, rules: RuleSet) -> _HandSummary:
    found = _SUMMARIES.get((index, rules))
    if found is not None:
        return found
    return _simulate(index, rules)


def _simulate(index: int, rules: RuleSet) -> _HandSummary:
    """Play bank hand ``index``; cache its summary, and keep the finished game with a
    snapshot ``(seat, leader, hand, trick)`` of each following position among the recent
    games."""
    positions: list[tuple[int, str]] = []
    ends: list[int] = []
    snaps: dict[int, tuple] = {}

    def watch(game: Game) -> None:
        if game.phase is Phase.TRICKS and game.trick:
            seat = game.to_move
            hand, trick = tuple(game.hands[seat]), tuple(game.trick)
            legal = legal_plays(hand, trick, game.trump, rules)
            n = len(game.history)
            positions.append((n, _legal_category(hand, trick, game.trump, seat, game.leader,
                                                 legal)))
            snaps[n] = (seat, game.leader, hand, trick)
            if len(trick) == 3:
                ends.append(n + 1)

    game = _play_hand(index, rules, watch)
    n = len(game.tricks)
    tricks = tuple((ends[i], _trick_category(tr.cards, game.trump, i == n - 1))
                   for i, tr in enumerate(game.tricks))
    summ = _HandSummary(index, game.hand_results[-1], tuple(positions), tricks)
    if len(_SUMMARIES) >= _SUMMARY_CACHE_LIMIT:
        _SUMMARIES.clear()
    _SUMMARIES[(index, rules)] = summ
    _RECENT[(index, rules)] = (game, snaps)
    while len(_RECENT) > _RECENT_LIMIT:
        _RECENT.popitem(last=False)
    return summ


def _finished(summ: _HandSummary, rules: RuleSet) -> tuple[Game, dict]:
    """The finished game of a bank hand and its position snapshots (played again only if
    it is no longer among the recent games)."""
    key = (summ.game_seed, rules)
    if key not in _RECENT:
        _simulate(summ.game_seed, rules)
    _RECENT.move_to_end(key)
    return _RECENT[key]


def _search(rng: random.Random, rules: RuleSet, items: "Callable[[_HandSummary], list]",
            target: str, wanted: tuple[str, ...], patience: int):
    """Walk the bank from a start drawn from ``rng``. Return ``(summary, item)`` for the first
    hand, within ``patience`` hands, having items of category ``target`` (one drawn from
    them); failing that the first item seen whose category is in ``wanted``; failing that
    the first such item further on. ``items(summary)`` lists ``(data, category)`` pairs."""
    start = rng.randrange(_BANK_SIZE)
    fallback = None
    for step in range(_BANK_SIZE):
        summ = _summary((start + step) % _BANK_SIZE, rules)
        its = items(summ)
        if step < patience:
            hits = [it for it in its if it[1] == target]
            if hits:
                return summ, hits[rng.randrange(len(hits))]
        if fallback is None:
            for it in its:
                if it[1] in wanted:
                    fallback = (summ, it)
                    break
        if fallback is not None and step + 1 >= patience:
            return fallback
    raise QuizSettingError(  # pragma: no cover - only for rule sets where nothing fits
        f"no hand in the bank shows a {target!r} situation under {rules.name!r}")


# ---------------------------------------------------------------------------------------
# Questions.

@dataclass(frozen=True, kw_only=True, eq=False)
class Question:
    """One quiz question. Subclasses add the data it is about.

    Attributes:
        kind: the generator's name in :data:`GENERATORS` (``"legal_play"``, …).
        seed, difficulty, rules: what it was generated from.
        prompt: the question as a sentence.
        answer: the right answer (its shape depends on the kind).
        category: the situation shown (e.g. ``"undertrump"``), used to pick by difficulty.
        record: a game record whose replay reaches this position, or ``None``.
    """

    kind: ClassVar[str] = ""
    title: ClassVar[str] = ""
    seed: int
    difficulty: str
    rules: RuleSet
    prompt: str
    answer: Any
    category: str
    record: dict | None = None

    def check(self, response) -> Verdict:  # pragma: no cover - interface
        """Whether ``response`` is right, with the engine's explanation.

        Raises:
            InvalidAnswerError: for a response that cannot be read.
        """
        raise NotImplementedError

    def explain(self) -> str:
        """Why the answer is what it is: the explanation of a right response, without its
        "Right: …" first line (:meth:`answer_text` gives the answer)."""
        lines = self.check(self.answer).explanation.splitlines()
        if lines and lines[0].startswith("Right:"):
            lines = lines[1:]
        return "\n".join(lines)

    def answer_text(self) -> str:  # pragma: no cover - interface
        """The answer in a few words, for an answer key."""
        raise NotImplementedError

    def text(self) -> str:
        """The question as plain text (prompt and the data), for a worksheet."""
        return self.prompt

    def __repr__(self) -> str:
        return (f"<{type(self).__name__} seed={self.seed} difficulty={self.difficulty!r} "
                f"category={self.category!r}>")


# ---- legal plays ------------------------------------------------------------------------

#: Situations of a legal-play question, and which difficulties draw them.
LEGAL_PLAY_CATEGORIES: dict[str, str] = {
    "must_beat": "follow suit and beat the winning card",
    "cannot_beat": "follow suit; no card of it can win",
    "trump_in": "void in the suit led: trump in",
    "free": "void in the suit led and in trump: any card",
    "partner_winning": "partner is winning, but you must still beat",
    "lead_trumped": "the lead has been trumped: any card of the suit led",
    "overtrump": "void in the suit led: overtrump",
    "undertrump": "void in the suit led and no trump can win: any trump",
    "identical": "you hold a copy of the winning card: a tie does not beat it",
}
_LEGAL_BY_DIFFICULTY = {
    "easy": ("must_beat", "cannot_beat", "trump_in", "free"),
    "medium": tuple(LEGAL_PLAY_CATEGORIES),
    "hard": ("partner_winning", "lead_trumped", "overtrump", "undertrump", "identical"),
}


def _legal_category(hand, trick, trump: Suit, seat: int, leader: int, legal) -> str:
    """The situation of a following position (only to choose questions by difficulty; the
    answer itself comes from ``legal_plays``)."""
    w_index = trick_winner(trick, trump)
    w = trick[w_index]
    w_seat = (leader + w_index) % 4
    lead = trick[0].suit
    holds_lead = any(c.suit is lead for c in hand)
    holds_trump = any(c.suit is trump for c in hand)
    can_beat = any(beats(c, w, trump) for c in legal)
    distinct = len(_unique(hand))
    if w_seat == (seat + 2) % 4 and can_beat and len(legal) < distinct:
        return "partner_winning"
    if w in hand and (w.suit is lead or not holds_lead):
        return "identical"
    if holds_lead:
        if lead is not trump and w.suit is trump:
            return "lead_trumped"
        return "must_beat" if can_beat else "cannot_beat"
    if holds_trump:
        if w.suit is trump:
            return "overtrump" if can_beat else "undertrump"
        return "trump_in"
    return "free"


@dataclass(frozen=True, kw_only=True, eq=False)
class LegalPlayQuestion(Question):
    """"Which cards may you play?" at a real mid-hand position (RULES.md §6).

    Attributes:
        hand: the cards of the player to move (tuple, sorted trump first).
        trick: the cards already played to this trick, lead first (1 to 3 cards).
        trump: the trump :class:`Suit`.
        seat: the seat to move (0..3); ``leader``: the seat that led the trick.
        winning: the card currently winning the trick; ``winning_seat`` its seat.
        answer: ``frozenset`` of the distinct legal cards (from ``legal_plays``).

    ``check`` takes an iterable of cards (``["TH", "AH"]``, Card objects or ``"TH AH"``).
    """

    kind: ClassVar[str] = "legal_play"
    title: ClassVar[str] = "Legal plays"
    hand: tuple[Card, ...]
    trick: tuple[Card, ...]
    trump: Suit
    seat: int
    leader: int
    winning: Card
    winning_seat: int

    @property
    def trick_seats(self) -> tuple[int, ...]:
        """The seat that played each card of the trick."""
        return tuple((self.leader + i) % 4 for i in range(len(self.trick)))

    @property
    def partner_winning(self) -> bool:
        return self.winning_seat == (self.seat + 2) % 4

    def legal_in_hand_order(self) -> list[Card]:
        return [c for c in _unique(self.hand) if c in self.answer]

    def _parse(self, response) -> frozenset:
        if isinstance(response, (str, Card)):
            response = [response] if isinstance(response, Card) else response
        try:
            cards = parse_cards(response)
        except PinochleError as err:
            raise InvalidAnswerError(f"pick cards from your hand: {err}") from None
        for c in cards:
            if c not in self.hand:
                raise InvalidAnswerError(
                    f"you do not hold {c}: pick cards from your hand "
                    f"({format_cards(_unique(self.hand))})")
        return frozenset(cards)

    def check(self, response) -> Verdict:
        """Compare the cards picked with the legal cards.

        Args:
            response: the cards the student picked (each distinct card once is enough).

        Returns:
            a :class:`Verdict`; its explanation gives :func:`explain_play`'s sentence for
            every card the response got wrong (a legal card missed, an illegal card picked),
            and ``highlight`` holds those cards.

        Raises:
            InvalidAnswerError: for text that is not cards, or a card not in the hand.
        """
        picked = self._parse(response)
        legal = self.legal_in_hand_order()
        wrong = [c for c in _unique(self.hand) if (c in picked) != (c in self.answer)]
        verb = "is the only legal card" if len(legal) == 1 else "are the legal cards"
        note = self._partner_note()
        if not wrong:
            reason = explain_play(self.hand, self.trick, self.trump, legal[0], self.rules)
            text = f"Right: {_names(legal)} {verb}.\n{note}{reason}"
            return Verdict(True, text, ())
        lines = [f"Not quite: {_names(legal)} {verb}."]
        if note:
            lines.append(note.strip())
        for c in wrong:
            lines.append(explain_play(self.hand, self.trick, self.trump, c, self.rules))
        return Verdict(False, "\n".join(lines), tuple(wrong))

    def _partner_note(self) -> str:
        """A line for the case that surprises people: the partner is winning, yet every legal
        card must beat the partner's card (RULES.md §6, pre-1945 rule)."""
        w = self.winning
        if (self.partner_winning and all(beats(c, w, self.trump) for c in self.answer)
                and len(self.answer) < len(set(self.hand))):
            return (f"Your partner's {w} is winning, but that does not matter: you must still "
                    f"beat it (§6).\n")
        return ""

    def explain(self) -> str:
        legal = self.legal_in_hand_order()
        illegal = [c for c in _unique(self.hand) if c not in self.answer]
        lines = [f"Legal: {_names(legal)}."]
        if self._partner_note():
            lines.append(self._partner_note().strip())
        lines.append(explain_play(self.hand, self.trick, self.trump, legal[0], self.rules))
        if illegal:
            lines.append(explain_play(self.hand, self.trick, self.trump, illegal[0], self.rules))
        return "\n".join(lines)

    def answer_text(self) -> str:
        return _names(self.legal_in_hand_order())

    def text(self) -> str:
        return f"{self.prompt}\n   Your hand: {format_cards(self.hand)}"


def _legal_prompt(trick, trump, seat, leader, w_index) -> str:
    parts = []
    for i, c in enumerate(trick):
        who = relative_seat((leader + i) % 4, seat)
        parts.append(f"{who} led {c}" if i == 0 else f"{who} played {c}")
    played = parts[0] if len(parts) == 1 else ", ".join(parts[:-1]) + " and " + parts[-1]
    w = trick[w_index]
    whose = relative_seat((leader + w_index) % 4, seat)
    winning = f"{w} is winning" if len(trick) == 1 else f"{w} ({whose}'s card) is winning"
    if len(trick) == 1:
        winning = f"{w} is winning so far"
    return (f"{_suit_words(trump)} {_cap(played)}. {_cap(winning)}. "
            f"Which of your cards may you play? Pick every legal card.")


def legal_play_question(seed: int = 0, difficulty: str = "medium",
                        rules: RuleSet = CARDGAMES_IO) -> LegalPlayQuestion:
    """A real mid-hand position where the player to move follows (is not leading): "which
    cards may you play?" (RULES.md §6).

    The position is reached by playing a seeded game with RandomPlayers; the generator
    plays hands from successive derived seeds until it meets the situation it drew for the
    difficulty (easy: plain follow / beat / trump in / any card; hard: partner winning, lead
    already trumped, overtrump, forced undertrump, a copy of the winning card in hand;
    medium: any of them).

    Args:
        seed: a whole number 0..2**31-1; the same seed (and difficulty, rules) gives the
            same question.
        difficulty: ``"easy"``, ``"medium"`` or ``"hard"``.
        rules: a four-player partnership :class:`RuleSet` (its ``obligation`` decides).

    Returns:
        a :class:`LegalPlayQuestion`; ``answer`` is ``frozenset(legal_plays(hand, trick,
        trump, rules))``.

    Raises:
        QuizSettingError: for a bad seed, difficulty or rule set.
    """
    seed = check_seed(seed)
    difficulty = check_difficulty(difficulty)
    rules = _check_rules(rules, "legal-play")
    rng = _rng("legal_play", seed, difficulty)
    wanted = _LEGAL_BY_DIFFICULTY[difficulty]
    target = rng.choice(wanted)
    summ, (n, cat) = _search(rng, rules, lambda sm: sm.positions, target, wanted, patience=4)
    game, snaps = _finished(summ, rules)
    return _make_legal(seed, difficulty, rules, game, n, snaps[n], cat)


def _make_legal(seed, difficulty, rules, game: Game, n: int, snap: tuple,
                cat: str) -> LegalPlayQuestion:
    """The question at the position after ``n`` actions of the finished ``game``."""
    seat, leader, hand, trick = snap
    trump = game.trump
    w_index = trick_winner(trick, trump)
    return LegalPlayQuestion(
        seed=seed, difficulty=difficulty, rules=rules,
        prompt=_legal_prompt(trick, trump, seat, leader, w_index),
        answer=frozenset(legal_plays(hand, trick, trump, rules)),
        category=cat, record=_record_upto(game, n),
        hand=tuple(sort_hand(hand, trump)), trick=trick, trump=trump, seat=seat,
        leader=leader, winning=trick[w_index], winning_seat=(leader + w_index) % 4)


# ---- meld ------------------------------------------------------------------------------

def _meld_features(result: MeldResult) -> set[str]:
    names = [m.name for m in result.melds]
    f: set[str] = set()
    for name in names:
        if name in ("Run + king", "Run + queen", "Run + marriage", "Double run"):
            f.add("run_variant")
        elif name == "Run":
            f.add("run")
        elif name.endswith("around") or name.endswith("abound"):
            f.add("around")
        elif name == "Double pinochle":
            f.add("double")
    for name in set(names):
        if names.count(name) > 1:
            f.add("double")
    classes: dict[Card, set[int]] = {}
    for m in result.melds:
        for c in m.cards:
            classes.setdefault(c, set()).add(m.meld_class)
    if any(len(k) > 1 for k in classes.values()):
        f.add("shared")
    return f


def _meld_category(result: MeldResult) -> str:
    f = _meld_features(result)
    if not result.melds:
        return "none"
    hard = f & {"run_variant", "around"} or len(f) >= 2
    if hard:
        return "tricky"
    if len(result.melds) <= 3 and not f & {"run", "around", "double"}:
        return "simple"
    return "mixed"


_MELD_BY_DIFFICULTY = {"easy": ("simple",), "medium": ("simple", "mixed", "tricky"),
                       "hard": ("tricky",)}


@dataclass(frozen=True, kw_only=True, eq=False)
class MeldQuestion(Question):
    """"How much meld does this hand hold?" (RULES.md §4).

    Attributes:
        hand: 12 cards from a seeded deal (sorted trump first); ``trump``: the trump suit.
        deal_seed, seat: ``deal(deal_seed, rules)[seat]`` is this hand.
        result: the engine's :class:`MeldResult` (the breakdown).
        answer: ``best_meld(hand, trump, rules).total``, in points.

    ``check`` takes a whole number of points (int or text).
    """

    kind: ClassVar[str] = "meld"
    title: ClassVar[str] = "Meld scoring"
    hand: tuple[Card, ...]
    trump: Suit
    deal_seed: int
    seat: int
    result: MeldResult

    def check(self, response) -> Verdict:
        """Compare a number of points with the best meld.

        Raises:
            InvalidAnswerError: for a response that is not a whole number.
        """
        n = _parse_points(response, "meld")
        total = self.answer
        head = (f"Right: {total} points." if n == total
                else f"Not quite: the meld is {total} points, not {n}.")
        lines = [head, self.result.explain()]
        if len(self.result.melds) > 1 and len({m.meld_class for m in self.result.melds}) > 1:
            lines.append("Each class counts on its own: a card may serve once in each class (§4).")
        return Verdict(n == total, "\n".join(lines), self.result.cards_used)

    def answer_text(self) -> str:
        parts = " + ".join(f"{m.name} {m.points}" for m in self.result.melds) or "no meld"
        return f"{self.answer} ({parts})"

    def text(self) -> str:
        return f"{self.prompt}\n   Hand: {format_cards(self.hand)}"


def meld_question(seed: int = 0, difficulty: str = "medium",
                  rules: RuleSet = CARDGAMES_IO) -> MeldQuestion:
    """A 12-card hand from a seeded deal and a trump suit: "how much meld?" (RULES.md §4).

    Deals are drawn from derived seeds and every hand is scored with each trump until one
    fits the difficulty: easy, one to three plain melds; hard, a run with an extra card, a
    double run, an around or abound, or two of: run, doubled meld, a card used in two
    classes; medium, any hand with some meld.

    Args:
        seed, difficulty, rules: as :func:`legal_play_question` (any rule set: its meld
            table gives the points).

    Returns:
        a :class:`MeldQuestion`; ``answer`` is ``best_meld(hand, trump, rules).total``.

    Raises:
        QuizSettingError: for a bad seed, difficulty or rule set.
    """
    seed = check_seed(seed)
    difficulty = check_difficulty(difficulty)
    if not isinstance(rules, RuleSet):
        raise QuizSettingError(f"rules must be a RuleSet such as CARDGAMES_IO, got {rules!r}")
    rng = _rng("meld", seed, difficulty)
    wanted = _MELD_BY_DIFFICULTY[difficulty]
    target = rng.choice(wanted)
    fallback = None
    for _attempt in range(60):
        deal_seed = rng.randrange(2**31)
        hands = deal(deal_seed, rules)[: rules.players]
        combos = [(seat, t) for seat in range(len(hands)) for t in Suit]
        rng.shuffle(combos)
        for seat, trump in combos:
            result = best_meld(hands[seat], trump, rules)
            cat = _meld_category(result)
            if cat == target or (fallback is None and cat in wanted):
                item = (deal_seed, seat, trump, hands[seat], result, cat)
                if cat == target:
                    return _make_meld(seed, difficulty, rules, *item)
                fallback = item
    assert fallback is not None  # pragma: no cover
    return _make_meld(seed, difficulty, rules, *fallback)  # pragma: no cover


def _make_meld(seed, difficulty, rules, deal_seed, seat, trump, hand, result, cat) -> MeldQuestion:
    held = tuple(sort_hand(hand, trump))
    result = best_meld(held, trump, rules)
    prompt = (f"{_suit_words(trump)} How many points of meld does this hand hold? "
              f"Count every class: runs, marriages and dix; pinochles; arounds.")
    return MeldQuestion(seed=seed, difficulty=difficulty, rules=rules, prompt=prompt,
                        answer=result.total, category=cat, record=None, hand=held,
                        trump=trump, deal_seed=deal_seed, seat=seat, result=result)


# ---- trick winner ----------------------------------------------------------------------

_TRICK_BY_DIFFICULTY = {
    "easy": ("plain", "trumped"),
    "medium": ("plain", "trumped", "overtrumped", "identical", "discard_high", "last"),
    "hard": ("overtrumped", "identical", "discard_high", "last"),
}


def _trick_category(cards, trump: Suit, last: bool) -> str:
    w_index = trick_winner(cards, trump)
    w = cards[w_index]
    lead = cards[0].suit
    if any(c is w for c in cards[w_index + 1:]):
        return "identical"
    if last:
        return "last"
    trumps = sum(c.suit is trump for c in cards)
    if lead is not trump and trumps >= 2:
        return "overtrumped"
    if any(c.suit is not w.suit and c.suit is not lead and c.rank > w.rank for c in cards):
        return "discard_high"
    if lead is not trump and w.suit is trump:
        return "trumped"
    return "plain"


@dataclass(frozen=True, kw_only=True, eq=False)
class TrickWinnerQuestion(Question):
    """"Which card wins this trick, and how many points does it carry?" (RULES.md §6, §7).

    Attributes:
        cards: the four cards in play order (lead first); ``trump``: the trump suit.
        leader: the seat that led; ``seats``: the seat that played each card.
        last: whether it is the hand's last trick (worth ``rules.last_trick_bonus`` more).
        answer: ``(index, points)``: the index 0..3 in play order of the winning card
            (``trick_winner``) and the trick's points (``trick_points(cards, rules, last)``).

    ``check`` takes ``(index, points)`` (or a dict with ``"winner"`` and ``"points"``).
    """

    kind: ClassVar[str] = "trick_winner"
    title: ClassVar[str] = "Who wins the trick?"
    cards: tuple[Card, ...]
    trump: Suit
    leader: int
    seats: tuple[int, ...]
    last: bool

    @property
    def winner_index(self) -> int:
        return self.answer[0]

    @property
    def winner_seat(self) -> int:
        return self.seats[self.answer[0]]

    @property
    def points(self) -> int:
        return self.answer[1]

    def _parse(self, response) -> tuple[int, int]:
        if isinstance(response, dict):
            try:
                response = (response["winner"], response["points"])
            except KeyError:
                raise InvalidAnswerError(
                    "give the answer as {'winner': index 0..3, 'points': number}") from None
        try:
            index, points = response
        except (TypeError, ValueError):
            raise InvalidAnswerError(
                "give two things: which card wins (its place 0..3 in play order) and the "
                "points, e.g. (2, 20)") from None
        if isinstance(index, Card) or isinstance(index, str) and not index.strip().isdigit():
            try:
                card = parse_cards([index])[0]
            except PinochleError:
                raise InvalidAnswerError(
                    f"which card wins: {index!r} is not a card of the trick") from None
            places = [i for i, c in enumerate(self.cards) if c is card]
            if not places:
                raise InvalidAnswerError(f"{card} is not in this trick")
            if len(places) > 1:
                raise InvalidAnswerError(
                    f"the trick holds {card} twice: say which by its place 0..3 in play order")
            index = places[0]
        if index is None:
            raise InvalidAnswerError("pick the card that wins the trick")
        if isinstance(index, str):
            index = int(index.strip())
        n = len(self.cards)
        if isinstance(index, bool) or not isinstance(index, int) or not 0 <= index < n:
            raise InvalidAnswerError(
                f"which card wins: give its place 0..{n - 1} in play order, not {index!r}")
        return index, _parse_points(points, "trick points")

    def check(self, response) -> Verdict:
        """Compare (winning card's place, points) with the engine's.

        Raises:
            InvalidAnswerError: for a response that cannot be read.
        """
        index, points = self._parse(response)
        right_w = index == self.winner_index
        right_p = points == self.points
        w = self.cards[self.winner_index]
        if right_w and right_p:
            head = f"Right: {w} wins the trick, and it carries {self.points} points."
        elif right_w:
            head = (f"Half right: {w} does win, but the trick carries {self.points} points, "
                    f"not {points}.")
        elif right_p:
            head = (f"Half right: the points are {self.points}, but {w} wins the trick, "
                    f"not {self.cards[index]}.")
        else:
            head = (f"Not quite: {w} wins the trick, not {self.cards[index]}, and it carries "
                    f"{self.points} points, not {points}.")
        lines = [head, self._story(), self._counting()]
        highlight = (w,) + tuple(c for c in self.cards if self.rules.card_points(c.rank)
                                 and c is not w)
        return Verdict(right_w and right_p, "\n".join(lines), highlight)

    def _story(self) -> str:
        """The trick card by card, told by the engine's :func:`explain_winner`."""
        return explain_winner(self.cards, self.trump, complete=True)

    def _counting(self) -> str:
        r = self.rules
        parts = [f"{c} {r.card_points(c.rank)}" for c in self.cards if r.card_points(c.rank)]
        if self.last:
            parts.append(f"last trick {r.last_trick_bonus}")
        scheme = ", ".join(f"{rank.label} {r.card_points(rank)}"
                           for rank in sorted(r.ranks, reverse=True) if r.card_points(rank))
        if not parts:
            return f"Points: none of these cards counts (counters: {scheme}; §7), so 0."
        return f"Points: {' + '.join(parts)} = {self.points} (counters: {scheme}; §7)."

    def answer_text(self) -> str:
        return (f"card {self.winner_index + 1} ({self.cards[self.winner_index]}) wins; "
                f"{self.points} points")

    def text(self) -> str:
        return self.prompt


def trick_winner_question(seed: int = 0, difficulty: str = "medium",
                          rules: RuleSet = CARDGAMES_IO) -> TrickWinnerQuestion:
    """A complete trick from a simulated hand: "which card wins it, and how many points
    does it carry?" (RULES.md §6, §7).

    Easy questions show tricks where everyone followed suit or one trump took a plain
    lead; hard ones show two trumps on a plain lead, two identical winning cards (the first
    played wins), a high card of a third suit that cannot win, or the last trick with its
    bonus.

    Args:
        seed, difficulty, rules: as :func:`legal_play_question`.

    Returns:
        a :class:`TrickWinnerQuestion`; ``answer`` is ``(trick_winner(cards, trump),
        trick_points(cards, rules, last))``.

    Raises:
        QuizSettingError: for a bad seed, difficulty or rule set.
    """
    seed = check_seed(seed)
    difficulty = check_difficulty(difficulty)
    rules = _check_rules(rules, "trick-winner")
    rng = _rng("trick_winner", seed, difficulty)
    wanted = _TRICK_BY_DIFFICULTY[difficulty]
    target = rng.choice(wanted)
    summ, (n, cat) = _search(rng, rules, lambda sm: sm.tricks, target, wanted, patience=4)
    game, _ = _finished(summ, rules)
    i = [end for end, _ in summ.tricks].index(n)
    return _make_trick(seed, difficulty, rules, game, i, n, cat)


def _make_trick(seed, difficulty, rules, game: Game, i: int, n: int,
                cat: str) -> TrickWinnerQuestion:
    """The question on trick ``i`` of the finished ``game``, completed by action ``n``."""
    tr = game.tricks[i]
    cards = tuple(tr.cards)
    last = i == len(game.tricks) - 1
    trump = game.trump
    seats = tuple((tr.leader + k) % 4 for k in range(4))
    answer = (trick_winner(cards, trump), trick_points(cards, rules, last=last))
    order = ", ".join(f"{c} (led)" if k == 0 else str(c) for k, c in enumerate(cards))
    prompt = (f"{_suit_words(trump)} A trick, in play order: {order}."
              f"{' This is the last trick of the hand.' if last else ''} "
              f"Which card wins it, and how many points (counters) does it carry?")
    return TrickWinnerQuestion(
        seed=seed, difficulty=difficulty, rules=rules, prompt=prompt, answer=answer,
        category=cat, record=_record_upto(game, n), cards=cards, trump=trump,
        leader=tr.leader, seats=seats, last=last)


# ---- hand score ------------------------------------------------------------------------

_SCORE_BY_DIFFICULTY = {
    "easy": ("made", "set"),
    "medium": ("made", "set", "surrender", "close"),
    "hard": ("surrender", "void", "close"),
}
# A team without trick points is too rare in random play to wait for: hard questions aim
# at a surrender or a close call and take a void meld when one comes along first.
_SCORE_TARGETS = {"easy": ("made", "set"), "medium": ("made", "set", "surrender", "close"),
                  "hard": ("surrender", "close")}


def _score_category(res, rules: RuleSet) -> str:
    if res.surrendered:
        return "surrender"
    if min(res.trick_points) == 0:
        return "void"
    b = res.bidding_team
    total = res.meld[b] + res.trick_points[b]
    if abs(total - res.contract) <= 20:
        return "close"
    return "made" if res.made else "set"


@dataclass(frozen=True, kw_only=True, eq=False)
class HandScoreQuestion(Question):
    """"What does each team score for this hand?" (RULES.md §5, §7).

    Attributes:
        contract: the winning bid (points); ``bidder``: its seat; ``bidders``: its team.
        trump: the trump suit.
        meld, trick_points, tricks_won: per team (team 0 = seats 0 and 2).
        surrendered: the bidder went set voluntarily before the first lead (§5).
        result: the engine's :class:`HandScore` (with ``.reasons``).
        answer: ``score_hand(contract, bidders, meld, trick_points, surrendered, rules,
            tricks_won)``, a tuple of points per team.

    ``check`` takes points per team, ``(team 0, team 1)``, or a dict with ``"bidders"`` and
    ``"opponents"``.
    """

    kind: ClassVar[str] = "hand_score"
    title: ClassVar[str] = "Hand scoring"
    contract: int
    bidder: int
    bidders: int
    trump: Suit
    meld: tuple[int, ...]
    trick_points: tuple[int, ...]
    tricks_won: tuple[int, ...]
    surrendered: bool
    result: HandScore

    @property
    def opponents(self) -> int:
        return 1 - self.bidders

    def _parse(self, response) -> tuple[int, int]:
        if isinstance(response, dict):
            try:
                by_team = [0, 0]
                by_team[self.bidders] = response["bidders"]
                by_team[self.opponents] = response["opponents"]
            except KeyError:
                raise InvalidAnswerError(
                    "give the answer as {'bidders': points, 'opponents': points}") from None
            response = by_team
        try:
            a, b = response
        except (TypeError, ValueError):
            raise InvalidAnswerError(
                "give two numbers of points, one per team: (team 0, team 1)") from None
        return (_parse_points(a, "team 0 (seats 0 and 2)"),
                _parse_points(b, "team 1 (seats 1 and 3)"))

    def check(self, response) -> Verdict:
        """Compare points per team with ``score_hand``'s.

        Raises:
            InvalidAnswerError: for a response that is not two whole numbers.
        """
        given = self._parse(response)
        right = tuple(self.answer)
        ok = given == right
        if ok:
            head = f"Right: team 0 scores {right[0]:+d}, team 1 scores {right[1]:+d}."
        else:
            wrong = [t for t in (0, 1) if given[t] != right[t]]
            which = "; ".join(f"team {t} scores {right[t]:+d}, not {given[t]:+d}" for t in wrong)
            head = f"Not quite: {which}."
        return Verdict(ok, "\n".join([head, *self.result.reasons]), ())

    def answer_text(self) -> str:
        return (f"bidders (team {self.bidders}) {self.answer[self.bidders]:+d}, "
                f"opponents (team {self.opponents}) {self.answer[self.opponents]:+d}")

    def text(self) -> str:
        return self.prompt


def _score_prompt(contract, b, meld, tp, surrendered) -> str:
    o = 1 - b
    head = (f"The bidders (team {b}) hold the contract at {contract}. Team meld: bidders "
            f"{meld[b]}, opponents (team {o}) {meld[o]}.")
    if surrendered:
        body = " The bidder surrendered (went set voluntarily) before the first lead."
    else:
        body = f" Trick points: bidders {tp[b]}, opponents {tp[o]}."
    return head + body + " What does each team score for the hand?"


def hand_score_question(seed: int = 0, difficulty: str = "medium",
                        rules: RuleSet = CARDGAMES_IO) -> HandScoreQuestion:
    """Contract, melds and trick points (or a surrender) of a real simulated hand: "what
    does each team score?" (RULES.md §5, §7).

    Easy questions show a made contract; hard ones a surrender, a team with no trick
    points (its meld void), a total within 20 of the contract, or a set.

    Args:
        seed, difficulty, rules: as :func:`legal_play_question`.

    Returns:
        a :class:`HandScoreQuestion` whose ``record`` replays the whole hand; ``answer``
        is ``score_hand(...)`` (the same numbers the game scored).

    Raises:
        QuizSettingError: for a bad seed, difficulty or rule set.
    """
    seed = check_seed(seed)
    difficulty = check_difficulty(difficulty)
    rules = _check_rules(rules, "hand-score")
    rng = _rng("hand_score", seed, difficulty)
    wanted = _SCORE_BY_DIFFICULTY[difficulty]
    target = rng.choice(_SCORE_TARGETS[difficulty])

    def items(sm: _HandSummary) -> list:
        return [(None, _score_category(sm.result, rules))]

    summ, (_, cat) = _search(rng, rules, items, target, wanted, patience=6)
    return _make_score(seed, difficulty, rules, _finished(summ, rules)[0], cat)


def _make_score(seed, difficulty, rules, game, cat) -> HandScoreQuestion:
    res = game.hand_results[-1]
    b = res.bidding_team
    result = score_hand(res.contract, b, res.meld, res.trick_points, res.surrendered, rules,
                        tricks_won=res.tricks_won)
    return HandScoreQuestion(
        seed=seed, difficulty=difficulty, rules=rules,
        prompt=_score_prompt(res.contract, b, res.meld, res.trick_points, res.surrendered),
        answer=tuple(result), category=cat, record=_record_upto(game, len(game.history)),
        contract=res.contract, bidder=res.bidder, bidders=b, trump=res.trump,
        meld=tuple(res.meld), trick_points=tuple(res.trick_points),
        tricks_won=tuple(res.tricks_won), surrendered=res.surrendered, result=result)


# ---- surrender and contracts -----------------------------------------------------------

@dataclass(frozen=True, kw_only=True, eq=False)
class BidQuestion(Question):
    """"May the bidder surrender?" or "Did the bidders make their contract?" (RULES.md §5,
    §7): a yes/no question on a hand's numbers.

    Attributes:
        question: ``"surrender"`` or ``"made"``.
        contract: the contract (points); ``bidders``: the bidding team (0 or 1).
        meld: team meld per team; ``trick_points``: per team (``None`` for a surrender
            question, asked before any trick).
        changed: the numbers that differ from the real hand in ``record`` (hard questions
            move the contract or the trick points to a boundary), e.g. ``("contract",)``.
        answer: ``can_surrender(contract, meld[bidders], rules)`` or
            ``score_hand(...).made`` (a bool).

    ``check`` takes True/False or "yes"/"no".
    """

    kind: ClassVar[str] = "bid"
    title: ClassVar[str] = "Surrender and contracts"
    question: str
    contract: int
    bidders: int
    meld: tuple[int, ...]
    trick_points: tuple[int, ...] | None
    tricks_won: tuple[int, ...] | None = None
    changed: tuple[str, ...] = ()

    def check(self, response) -> Verdict:
        """Compare yes/no with the engine's answer.

        Raises:
            InvalidAnswerError: for anything but yes/no.
        """
        given = _parse_yes_no(response)
        ok = given == self.answer
        word = "Yes" if self.answer else "No"
        head = f"Right: {word.lower()}." if ok else f"Not quite: the answer is {word.lower()}."
        return Verdict(ok, f"{head}\n{self._why()}", ())

    def _why(self) -> str:
        r = self.rules
        b = self.bidders
        m = self.meld[b]
        if self.question == "surrender":
            best = m + r.trick_points_total
            if self.answer:
                return (f"Even winning all {r.trick_points_total} trick points, the bidders "
                        f"would reach only {m} + {r.trick_points_total} = {best}, less than the "
                        f"contract {self.contract}; so the bidder may surrender: "
                        f"−{self.contract} "
                        f"for the bidders, and the opponents score their meld (§5).")
            return (f"The contract {self.contract} is not more than the bidders' meld {m} + all "
                    f"{r.trick_points_total} trick points = {best}, so surrender is not allowed: "
                    f"the hand must be played (§5).")
        score = score_hand(self.contract, b, self.meld, self.trick_points, False, r,
                           tricks_won=self.tricks_won)
        return score.reasons[b]

    def answer_text(self) -> str:
        return "yes" if self.answer else "no"


def _bid_prompt(question, contract, b, meld, tp) -> str:
    if question == "surrender":
        return (f"The bidders (team {b}) hold the contract at {contract}, and their team "
                f"meld is {meld[b]}. May the bidder surrender (go set voluntarily) before the "
                f"first lead? Answer yes or no.")
    return (f"The bidders (team {b}) held the contract at {contract}, melded {meld[b]} and "
            f"took {tp[b]} trick points. Did they make their contract? Answer yes or no.")


def bid_question(seed: int = 0, difficulty: str = "easy",
                 rules: RuleSet = CARDGAMES_IO) -> BidQuestion:
    """An easier yes/no question on one hand's numbers: "may the bidder surrender?" or
    "did the bidders make their contract?" (RULES.md §5, §7).

    The meld and trick points come from a real simulated hand. The question and whether
    the answer is yes or no are drawn from the seed, so both come up equally often. When the
    real contract does not give the drawn answer with the difficulty's margin, the contract
    is moved to one that does (and ``changed`` says so): easy questions keep 40 to 80 points
    from the boundary, medium ones 10 to 60, and hard ones sit on it: contract exactly meld +
    250 (no surrender) or 10 more (surrender), total exactly the contract (made) or 10 short
    (set), or a meld that alone covers the contract with no trick points (set: meld void).

    Args:
        seed, difficulty, rules: as :func:`legal_play_question`.

    Returns:
        a :class:`BidQuestion`; ``answer`` is ``can_surrender(...)`` or
        ``score_hand(...).made``.

    Raises:
        QuizSettingError: for a bad seed, difficulty or rule set.
    """
    seed = check_seed(seed)
    difficulty = check_difficulty(difficulty)
    rules = _check_rules(rules, "bid")
    rng = _rng("bid", seed, difficulty)
    question = rng.choice(("surrender", "made"))
    want = rng.choice((True, False))
    void = question == "made" and not want and difficulty == "hard" and rng.randrange(3) == 0
    start = rng.randrange(_BANK_SIZE)
    for step in range(2 * _BANK_SIZE):
        if void and step == 6:
            void = False  # a meld that covers a contract alone is rare: do not wait for it
        summ = _summary((start + step) % _BANK_SIZE, rules)
        res = summ.result
        if question == "made" and res.surrendered:
            continue
        b = res.bidding_team
        meld = tuple(res.meld)
        tp = None if question == "surrender" else tuple(res.trick_points)
        tw = (tuple(res.tricks_won) if question == "made" and rules.save_meld == "trick"
              else None)
        if _bid_fits(question, difficulty, want, rules, res.contract, meld, tp, tw, b, void):
            return _make_bid(seed, difficulty, rules, question, summ.game_seed, res.contract,
                             b, meld, tp, tw, ())
        moved = _move_bid(question, difficulty, want, void, rules, meld, tp, b, rng)
        if moved is None:
            continue
        contract, tp2, changed = moved
        tw2 = tw
        if tw is not None and "trick_points" in changed:
            tw2 = tuple(1 if p > 0 else 0 for p in tp2)  # any trick point needs a trick
        if (contract % 10 == 0 and contract >= rules.minimum_bid
                and _bid_answer(question, contract, meld, tp2, tw2, b, rules) == want):
            return _make_bid(seed, difficulty, rules, question, summ.game_seed, contract, b,
                             meld, tp2, tw2, changed)
    raise QuizSettingError(  # pragma: no cover - only for rule sets where nothing fits
        f"no hand in the bank fits a {difficulty} {question} question under {rules.name!r}")


def _bid_answer(question, contract, meld, tp, tw, b, rules) -> bool:
    if question == "surrender":
        return can_surrender(contract, meld[b], rules)
    return score_hand(contract, b, meld, tp, False, rules, tricks_won=tw).made


def _bid_margin(question, contract, meld, tp, b, rules) -> int:
    """How far the numbers are from the boundary (positive: surrender allowed / made)."""
    if question == "surrender":
        return contract - meld[b] - rules.trick_points_total
    return meld[b] + tp[b] - contract


def _bid_fits(question, difficulty, want, rules, contract, meld, tp, tw, b, void) -> bool:
    if void:
        return False
    if _bid_answer(question, contract, meld, tp, tw, b, rules) != want:
        return False
    if question == "made" and tp[b] == 0:
        return False
    m = abs(_bid_margin(question, contract, meld, tp, b, rules))
    if difficulty == "easy":
        return m >= 40
    if difficulty == "hard":
        return m <= 10
    return True


def _move_bid(question, difficulty, want, void, rules, meld, tp, b, rng):
    """A contract (and for the void case, trick points) that give the answer ``want`` at the
    difficulty's distance from the boundary, or None if this hand cannot."""
    steps = {"easy": (40, 50, 60, 70, 80), "medium": (10, 20, 30, 40, 50, 60)}
    low = rules.minimum_bid

    def draw(base: int, sign: int, extra: int = 0):
        # A distance from the steps that keeps the contract a legal bid (>= the minimum).
        ok = [d + extra for d in steps[difficulty] if base + sign * (d + extra) >= low]
        return rng.choice(ok) if ok else None

    if question == "surrender":
        base = meld[b] + rules.trick_points_total
        if difficulty == "hard":
            d = 10 if want else 0
        else:
            d = draw(base, 1 if want else -1)
            if d is None:
                return None
        return (base + d if want else base - d), None, ("contract",)
    if void:
        if meld[b] < rules.minimum_bid:
            return None
        total = rules.trick_points_total
        return meld[b] // 10 * 10, tuple(0 if t == b else total for t in range(2)), (
            "contract", "trick_points")
    if tp[b] == 0:
        return None
    base = meld[b] + tp[b]
    if difficulty == "hard":
        d = 0 if want else 10
    else:
        # made: easy 40 to 80 points to spare, medium 0 to 50; set: 40-80 / 10-60 short
        d = draw(base, -1 if want else 1, -10 if want and difficulty == "medium" else 0)
        if d is None:
            return None
    return (base - d if want else base + d), tp, ("contract",)


def _make_bid(seed, difficulty, rules, question, game_seed, contract, b, meld, tp, tw,
              changed) -> BidQuestion:
    answer = _bid_answer(question, contract, meld, tp, tw, b, rules)
    if question == "surrender":
        cat = "surrender_yes" if answer else "surrender_no"
    elif answer:
        cat = "made"
    else:
        cat = "set_void" if tp[b] == 0 else "set"
    game = _finished(_summary(game_seed, rules), rules)[0]
    return BidQuestion(
        seed=seed, difficulty=difficulty, rules=rules,
        prompt=_bid_prompt(question, contract, b, meld, tp), answer=answer, category=cat,
        record=_record_upto(game, len(game.history)), question=question, contract=contract,
        bidders=b, meld=meld, trick_points=tp, tricks_won=tw, changed=changed)


# ---------------------------------------------------------------------------------------
# Registry and worksheets.

#: Every generator by kind name.
GENERATORS: dict[str, Callable[..., Question]] = {
    "legal_play": legal_play_question,
    "meld": meld_question,
    "trick_winner": trick_winner_question,
    "hand_score": hand_score_question,
    "bid": bid_question,
}

#: A short title per kind, for headings.
KIND_TITLES: dict[str, str] = {
    "legal_play": LegalPlayQuestion.title,
    "meld": MeldQuestion.title,
    "trick_winner": TrickWinnerQuestion.title,
    "hand_score": HandScoreQuestion.title,
    "bid": BidQuestion.title,
}


def make_question(kind: str, seed: int = 0, difficulty: str = "medium",
                  rules: RuleSet = CARDGAMES_IO) -> Question:
    """The question of ``kind`` (a key of :data:`GENERATORS`) for ``seed`` and ``difficulty``.

    Raises:
        QuizSettingError: for an unknown kind, or a bad seed, difficulty or rule set.
    """
    return GENERATORS[check_kind(kind)](seed, difficulty, rules)


def _questions(kind, seeds, difficulty, rules) -> list[Question]:
    seeds = list(seeds)
    if not seeds:
        raise QuizSettingError("a worksheet needs at least one seed, e.g. range(1, 11)")
    return [make_question(kind, s, difficulty, rules) for s in seeds]


def worksheet(kind: str, seeds: Iterable[int] = range(1, 11), difficulty: str = "medium",
              rules: RuleSet = CARDGAMES_IO, width: int = 88) -> str:
    """A numbered worksheet of questions as plain text, one per seed (ten by default), for
    a teacher to print, lines wrapped at ``width`` columns. :func:`answer_key` with the same
    arguments gives the answers.

    The heading names the difficulty ("Meld scoring: 10 questions (Difficulty: Medium)") and
    the line under it says how to open a question in a quiz: each question is marked
    ``[#seed]``, and a quiz at the same difficulty shows that question for that number (each
    difficulty numbers its own questions).

    Raises:
        QuizSettingError: for an unknown kind, bad seeds or difficulty, or no seeds.
    """
    qs = _questions(kind, seeds, difficulty, rules)
    level = check_difficulty(difficulty).capitalize()
    head = f"{KIND_TITLES[check_kind(kind)]}: {len(qs)} questions (Difficulty: {level})"
    lines = [head, "=" * len(head)]
    lines.extend(_wrap(f"[#n] is question n of the quiz at Difficulty {level} (type n in "
                       "Question #).", width))
    for n, q in enumerate(qs, 1):
        lines.extend(_wrap(f"{n}. [#{q.seed}] {q.text()}", width))
    return "\n".join(lines)


def _wrap(text: str, width: int) -> list[str]:
    """Wrap each line of ``text`` to ``width`` columns, continuation lines indented."""
    out = []
    for i, line in enumerate(text.splitlines()):
        indent = "   " if i == 0 else "   " + " " * (len(line) - len(line.lstrip()) - 3)
        out.extend(textwrap.wrap(line, width, subsequent_indent=indent,
                                 break_long_words=False, break_on_hyphens=False) or [""])
    return out


def answer_key(kind: str, seeds: Iterable[int] = range(1, 11), difficulty: str = "medium",
               rules: RuleSet = CARDGAMES_IO, explain: bool = False, width: int = 88) -> str:
    """The answers to :func:`worksheet` with the same arguments, computed by the engine; with
    ``explain=True`` each answer is followed by its explanation.

    Raises:
        QuizSettingError: as :func:`worksheet`.
    """
    qs = _questions(kind, seeds, difficulty, rules)
    head = (f"Answer key: {KIND_TITLES[check_kind(kind)]} "
            f"(Difficulty: {check_difficulty(difficulty).capitalize()})")
    lines = [head, "=" * len(head)]
    for n, q in enumerate(qs, 1):
        lines.extend(_wrap(f"{n}. [#{q.seed}] {q.answer_text()}", width))
        if explain:
            for line in q.explain().splitlines():
                lines.extend(_wrap("   " + line, width))
    return "\n".join(lines)
