"""Yes/no questions on one hand's numbers: "may the bidder surrender?" and "did the
bidders make their contract?" (rules page §5, §7)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar, NamedTuple

from ..i18n import N_, ntr, tr
from ..rules import CARDGAMES_IO, RuleSet
from ..scoring import can_surrender, score_hand
from .bank import BANK_SIZE, finished, record_upto, summary
from .generator import Draw, Generator
from .model import Question, QuizSettingError, Verdict, parse_yes_no, speaking

__all__ = ["BidQuestion", "bid_question"]


@dataclass(frozen=True, kw_only=True, eq=False)
class BidQuestion(Question):
    """"May the bidder surrender?" or "Did the bidders make their contract?" (rules page §5,
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
    title: ClassVar[str] = N_("Surrender and contracts")
    question: str
    contract: int
    bidders: int
    meld: tuple[int, ...]
    trick_points: tuple[int, ...] | None
    tricks_won: tuple[int, ...] | None = None
    changed: tuple[str, ...] = ()

    @speaking
    def check(self, response) -> Verdict:
        """Compare yes/no with the engine's answer.

        Raises:
            InvalidAnswerError: for anything but yes/no (or the words for them in the
                question's language).
        """
        given = parse_yes_no(response)
        ok = given == self.answer
        if ok:
            head = tr("Right: yes.") if self.answer else tr("Right: no.")
        else:
            head = (tr("Not quite: the answer is yes.") if self.answer
                    else tr("Not quite: the answer is no."))
        return Verdict(ok, f"{head}\n{self._why()}", ())

    def _why(self) -> str:
        r = self.rules
        b = self.bidders
        m = self.meld[b]
        if self.question == "surrender":
            best = m + r.trick_points_total
            v = dict(meld=m, best=best, contract=self.contract)
            if self.answer:
                return ntr("Even winning all {n} trick point, the bidders would reach only "
                           "{meld} + {n} = {best}, less than the contract {contract}; so the "
                           "bidder may surrender: −{contract} for the bidders, and the "
                           "opponents score their meld (rules page §5).",
                           "Even winning all {n} trick points, the bidders would reach only "
                           "{meld} + {n} = {best}, less than the contract {contract}; so the "
                           "bidder may surrender: −{contract} for the bidders, and the "
                           "opponents score their meld (rules page §5).",
                           r.trick_points_total, **v)
            return ntr("The contract {contract} is not more than the bidders' meld {meld} + "
                       "all {n} trick point = {best}, so surrender is not allowed: the hand "
                       "must be played (rules page §5).",
                       "The contract {contract} is not more than the bidders' meld {meld} + "
                       "all {n} trick points = {best}, so surrender is not allowed: the hand "
                       "must be played (rules page §5).", r.trick_points_total, **v)
        score = score_hand(self.contract, b, self.meld, self.trick_points, False, r,
                           tricks_won=self.tricks_won)
        return score.reasons[b]

    @speaking
    def answer_text(self) -> str:
        return tr("yes") if self.answer else tr("no")


def _prompt(question, contract, b, meld, tp) -> str:
    if question == "surrender":
        return tr("The bidders (team {team}) hold the contract at {contract}, and their team "
                  "meld is {meld}. May the bidder surrender (go set voluntarily) before the "
                  "first lead? Answer yes or no.", team=b, contract=contract, meld=meld[b])
    return ntr("The bidders (team {team}) held the contract at {contract}, melded {meld} and "
               "took {n} trick point. Did they make their contract? Answer yes or no.",
               "The bidders (team {team}) held the contract at {contract}, melded {meld} and "
               "took {n} trick points. Did they make their contract? Answer yes or no.",
               tp[b], team=b, contract=contract, meld=meld[b])


def _answer(question, contract, meld, tp, tw, b, rules) -> bool:
    if question == "surrender":
        return can_surrender(contract, meld[b], rules)
    return score_hand(contract, b, meld, tp, False, rules, tricks_won=tw).made


def _margin(question, contract, meld, tp, b, rules) -> int:
    """How far the numbers are from the boundary (positive: surrender allowed / made)."""
    if question == "surrender":
        return contract - meld[b] - rules.trick_points_total
    return meld[b] + tp[b] - contract


class Aim(NamedTuple):
    """What a bid question looks for: the question, the answer wanted, and for a hard
    "made" question that should be no, whether the bidders take no trick point (their meld
    void)."""

    question: str
    want: bool
    void: bool


class Numbers(NamedTuple):
    """The numbers a bid question shows, and which of them were moved from the real hand."""

    question: str
    game_seed: int
    contract: int
    bidders: int
    meld: tuple[int, ...]
    trick_points: "tuple[int, ...] | None"
    tricks_won: "tuple[int, ...] | None"
    changed: tuple[str, ...]


class BidGenerator(Generator):
    """Walks the bank until a hand's numbers give the wanted answer at the difficulty's
    distance from the boundary, moving the contract (or the trick points) when they do
    not."""

    kind = "bid"
    label = "bid"
    #: Distances from the boundary (points) that easy and medium questions draw from.
    steps = {"easy": (40, 50, 60, 70, 80), "medium": (10, 20, 30, 40, 50, 60)}

    def aim(self, draw: Draw) -> Aim:
        rng = draw.rng
        question = rng.choice(("surrender", "made"))
        want = rng.choice((True, False))
        void = (question == "made" and not want and draw.difficulty == "hard"
                and rng.randrange(3) == 0)
        return Aim(question, want, void)

    def find(self, draw: Draw, aim: Aim) -> Numbers:
        question, want, void = aim
        difficulty, rules, rng = draw.difficulty, draw.rules, draw.rng
        start = rng.randrange(BANK_SIZE)
        for step in range(2 * BANK_SIZE):
            if void and step == 6:
                void = False  # a meld that covers a contract alone is rare: do not wait for it
            summ = summary((start + step) % BANK_SIZE, rules)
            res = summ.result
            if question == "made" and res.surrendered:
                continue
            b = res.bidding_team
            meld = tuple(res.meld)
            tp = None if question == "surrender" else tuple(res.trick_points)
            tw = (tuple(res.tricks_won) if question == "made" and rules.save_meld == "trick"
                  else None)
            if self._fits(question, difficulty, want, rules, res.contract, meld, tp, tw, b,
                          void):
                return Numbers(question, summ.game_seed, res.contract, b, meld, tp, tw, ())
            moved = self._move(question, difficulty, want, void, rules, meld, tp, b, rng)
            if moved is None:
                continue
            contract, tp2, changed = moved
            tw2 = tw
            if tw is not None and "trick_points" in changed:
                tw2 = tuple(1 if p > 0 else 0 for p in tp2)  # any trick point needs a trick
            if (contract % 10 == 0 and contract >= rules.minimum_bid
                    and _answer(question, contract, meld, tp2, tw2, b, rules) == want):
                return Numbers(question, summ.game_seed, contract, b, meld, tp2, tw2, changed)
        raise QuizSettingError(  # pragma: no cover - only for rule sets where nothing fits
            f"no hand in the bank fits a {difficulty} {question} question under {rules.name!r}")

    @staticmethod
    def _fits(question, difficulty, want, rules, contract, meld, tp, tw, b, void) -> bool:
        if void:
            return False
        if _answer(question, contract, meld, tp, tw, b, rules) != want:
            return False
        if question == "made" and tp[b] == 0:
            return False
        m = abs(_margin(question, contract, meld, tp, b, rules))
        if difficulty == "easy":
            return m >= 40
        if difficulty == "hard":
            return m <= 10
        return True

    def _move(self, question, difficulty, want, void, rules, meld, tp, b, rng):
        """A contract (and for the void case, trick points) that give the answer ``want`` at
        the difficulty's distance from the boundary, or None if this hand cannot."""
        low = rules.minimum_bid

        def draw(base: int, sign: int, extra: int = 0):
            # A distance from the steps that keeps the contract a legal bid (>= the minimum).
            ok = [d + extra for d in self.steps[difficulty] if base + sign * (d + extra) >= low]
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

    def make(self, draw: Draw, found: Numbers) -> BidQuestion:
        rules = draw.rules
        question, game_seed, contract, b, meld, tp, tw, changed = found
        answer = _answer(question, contract, meld, tp, tw, b, rules)
        if question == "surrender":
            cat = "surrender_yes" if answer else "surrender_no"
        elif answer:
            cat = "made"
        else:
            cat = "set_void" if tp[b] == 0 else "set"
        game = finished(summary(game_seed, rules), rules)[0]
        return BidQuestion(
            **draw.common, prompt=_prompt(question, contract, b, meld, tp), answer=answer,
            category=cat, record=record_upto(game, len(game.history)), question=question,
            contract=contract, bidders=b, meld=meld, trick_points=tp, tricks_won=tw,
            changed=changed)


_GENERATE = BidGenerator()


def bid_question(seed: int = 0, difficulty: str = "easy",
                 rules: RuleSet = CARDGAMES_IO, *, lang: str | None = None) -> BidQuestion:
    """An easier yes/no question on one hand's numbers: "may the bidder surrender?" or
    "did the bidders make their contract?" (rules page §5, §7).

    The meld and trick points come from a real simulated hand. The question and whether
    the answer is yes or no are drawn from the seed, so both come up equally often. When the
    real contract does not give the drawn answer with the difficulty's margin, the contract
    is moved to one that does (and ``changed`` says so): easy questions keep 40 to 80 points
    from the boundary, medium ones 10 to 60, and hard ones sit on it: contract exactly meld +
    250 (no surrender) or 10 more (surrender), total exactly the contract (made) or 10 short
    (set), or a meld that alone covers the contract with no trick points (set: meld void).

    Args:
        seed, difficulty, rules, lang: as :func:`~.legal_play.legal_play_question`.

    Returns:
        a :class:`BidQuestion`; ``answer`` is ``can_surrender(...)`` or
        ``score_hand(...).made``. The "made" question's reason in its feedback is the
        engine's (:func:`~pinochle_teach.scoring.score_hand`), still English only.

    Raises:
        QuizSettingError: for a bad seed, difficulty or rule set; LanguageError: a
            ``lang`` with no catalog.
    """
    return _GENERATE(seed, difficulty, rules, lang=lang)
