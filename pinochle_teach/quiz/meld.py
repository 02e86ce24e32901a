"""Meld questions: "how much meld does this hand hold?" (rules page §4)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from ..cards import Card, Suit, deal, format_cards, sort_hand
from ..i18n import N_, ntr, tr
from ..meld import MeldResult, best_meld
from ..rules import CARDGAMES_IO, RuleSet
from .generator import Draw, Generator
from .model import Question, Verdict, parse_points, speaking
from .situations import MELD_BY_DIFFICULTY, meld_category
from .words import trump_sentence

__all__ = ["MeldQuestion", "meld_question"]


@dataclass(frozen=True, kw_only=True, eq=False)
class MeldQuestion(Question):
    """"How much meld does this hand hold?" (rules page §4).

    Attributes:
        hand: 12 cards from a seeded deal (sorted trump first); ``trump``: the trump suit.
        deal_seed, seat: ``deal(deal_seed, rules)[seat]`` is this hand.
        result: the engine's :class:`MeldResult` (the breakdown).
        answer: ``best_meld(hand, trump, rules).total``, in points.

    ``check`` takes a whole number of points (int or text).
    """

    kind: ClassVar[str] = "meld"
    title: ClassVar[str] = N_("Meld scoring")
    hand: tuple[Card, ...]
    trump: Suit
    deal_seed: int
    seat: int
    result: MeldResult

    @speaking
    def check(self, response) -> Verdict:
        """Compare a number of points with the best meld.

        Raises:
            InvalidAnswerError: for a response that is not a whole number.
        """
        n = parse_points(response, "meld", low=0)
        total = self.answer
        head = (ntr("Right: {n} point.", "Right: {n} points.", total) if n == total
                else ntr("Not quite: the meld is {n} point, not {given}.",
                         "Not quite: the meld is {n} points, not {given}.", total, given=n))
        lines = [head, self.result.explain()]
        if len(self.result.melds) > 1 and len({m.meld_class for m in self.result.melds}) > 1:
            lines.append(tr("Each class counts on its own: a card may serve once in each class "
                            "(rules page §4)."))
        return Verdict(n == total, "\n".join(lines), self.result.cards_used)

    @speaking
    def answer_text(self) -> str:
        parts = " + ".join(f"{m.name} {m.points}" for m in self.result.melds) or tr("no meld")
        return f"{self.answer} ({parts})"

    @speaking
    def text(self) -> str:
        return f"{self.prompt}\n   " + tr("Hand: {hand}", hand=format_cards(self.hand))


class MeldGenerator(Generator):
    """Deals hands from derived seeds and scores each with every trump until one fits."""

    kind = "meld"
    label = "meld"
    by_difficulty = MELD_BY_DIFFICULTY
    any_rules = True
    attempts = 60

    def find(self, draw: Draw, target: str):
        """``(deal_seed, seat, trump, hand, result, category)`` of the first hand (dealt
        from seeds drawn from the rng, seats and trumps in a drawn order) of the target
        situation; failing that the first one the difficulty accepts."""
        rng, rules = draw.rng, draw.rules
        wanted = self.by_difficulty[draw.difficulty]
        fallback = None
        for _attempt in range(self.attempts):
            deal_seed = rng.randrange(2**31)
            hands = deal(deal_seed, rules)[: rules.players]
            combos = [(seat, t) for seat in range(len(hands)) for t in Suit]
            rng.shuffle(combos)
            for seat, trump in combos:
                result = best_meld(hands[seat], trump, rules)
                cat = meld_category(result)
                if cat == target or (fallback is None and cat in wanted):
                    item = (deal_seed, seat, trump, hands[seat], result, cat)
                    if cat == target:
                        return item
                    fallback = item
        assert fallback is not None  # pragma: no cover
        return fallback  # pragma: no cover

    def make(self, draw: Draw, found) -> MeldQuestion:
        deal_seed, seat, trump, hand, _result, cat = found
        held = tuple(sort_hand(hand, trump))
        result = best_meld(held, trump, draw.rules)
        prompt = (f"{trump_sentence(trump)} "
                  + tr("How many points of meld does this hand hold? Count every class: runs, "
                       "marriages and dix; pinochles; arounds."))
        return MeldQuestion(**draw.common, prompt=prompt, answer=result.total, category=cat,
                            record=None, hand=held, trump=trump, deal_seed=deal_seed,
                            seat=seat, result=result)


_GENERATE = MeldGenerator()


def meld_question(seed: int = 0, difficulty: str = "medium",
                  rules: RuleSet = CARDGAMES_IO, *, lang: str | None = None) -> MeldQuestion:
    """A 12-card hand from a seeded deal and a trump suit: "how much meld?" (rules page §4).

    Deals are drawn from derived seeds and every hand is scored with each trump until one
    fits the difficulty: easy, one to three plain melds; hard, a run with an extra card, a
    double run, an around or abound, or two of: run, doubled meld, a card used in two
    classes; medium, any hand with some meld.

    Args:
        seed, difficulty, rules: as :func:`~.legal_play.legal_play_question` (any rule set:
            its meld table gives the points).
        lang: the language of the question, kept for its feedback (as
            :func:`~.legal_play.legal_play_question`).

    Returns:
        a :class:`MeldQuestion`; ``answer`` is ``best_meld(hand, trump, rules).total``.

    Raises:
        QuizSettingError: for a bad seed, difficulty or rule set; LanguageError: a
            ``lang`` with no catalog.
    """
    return _GENERATE(seed, difficulty, rules, lang=lang)
