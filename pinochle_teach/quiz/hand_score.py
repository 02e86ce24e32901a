"""Hand-score questions: "what does each team score for this hand?" (rules page §5, §7)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from ..cards import Suit
from ..i18n import N_, tr
from ..rules import CARDGAMES_IO, RuleSet
from ..scoring import HandScore, score_hand
from .bank import HandSummary, finished, record_upto
from .generator import Draw, Generator
from .model import InvalidAnswerError, Question, Verdict, parse_points, speaking
from .situations import SCORE_BY_DIFFICULTY, SCORE_TARGETS, score_category

__all__ = ["HandScoreQuestion", "hand_score_question"]


@dataclass(frozen=True, kw_only=True, eq=False)
class HandScoreQuestion(Question):
    """"What does each team score for this hand?" (rules page §5, §7).

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
    title: ClassVar[str] = N_("Hand scoring")
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
                    tr("give the answer as {{'bidders': {points}, 'opponents': {points}}}",
                       points=tr("points"))) from None
            response = by_team
        try:
            a, b = response
        except (TypeError, ValueError):
            raise InvalidAnswerError(
                tr("give two numbers of points, one per team: (team 0, team 1)")) from None
        return (parse_points(a, "team 0 (seats 0 and 2)"),
                parse_points(b, "team 1 (seats 1 and 3)"))

    @speaking
    def check(self, response) -> Verdict:
        """Compare points per team with ``score_hand``'s.

        Raises:
            InvalidAnswerError: for a response that is not two whole numbers.
        """
        given = self._parse(response)
        right = tuple(self.answer)
        ok = given == right
        v = {f"{what}{t}": f"{points[t]:+d}" for what, points in (("right", right),
                                                                   ("given", given))
             for t in (0, 1)}
        if ok:
            head = tr("Right: team 0 scores {right0}, team 1 scores {right1}.", **v)
        elif given[0] != right[0] and given[1] != right[1]:
            head = tr("Not quite: team 0 scores {right0}, not {given0}; team 1 scores "
                      "{right1}, not {given1}.", **v)
        else:
            t = 0 if given[0] != right[0] else 1
            head = tr("Not quite: team {team} scores {right}, not {given}.", team=t,
                      right=v[f"right{t}"], given=v[f"given{t}"])
        return Verdict(ok, "\n".join([head, *self.result.reasons]), ())

    @speaking
    def answer_text(self) -> str:
        scores = {"bidders_score": f"{self.answer[self.bidders]:+d}",
                  "opponents_score": f"{self.answer[self.opponents]:+d}"}
        return tr("bidders (team {bidders}) {bidders_score}, opponents (team {opponents}) "
                  "{opponents_score}", bidders=self.bidders, opponents=self.opponents,
                  **scores)

    def text(self) -> str:
        return self.prompt


def _prompt(contract, b, meld, tp, surrendered) -> str:
    o = 1 - b
    v = dict(bidders=b, opponents=o, contract=contract, bidders_meld=meld[b],
             opponents_meld=meld[o])
    sentences = [tr("The bidders (team {bidders}) hold the contract at {contract}.", **v),
                 tr("Team meld: bidders {bidders_meld}, opponents (team {opponents}) "
                    "{opponents_meld}.", **v)]
    if surrendered:
        sentences.append(tr("The bidder surrendered (went set voluntarily) before the first "
                            "lead."))
    else:
        sentences.append(tr("Trick points: bidders {bidders_points}, opponents "
                            "{opponents_points}.", bidders_points=tp[b], opponents_points=tp[o]))
    sentences.append(tr("What does each team score for the hand?"))
    return " ".join(sentences)


class HandScoreGenerator(Generator):
    """Draws a bank hand whose result fits the difficulty (one candidate per hand)."""

    kind = "hand_score"
    label = "hand-score"
    by_difficulty = SCORE_BY_DIFFICULTY
    targets = SCORE_TARGETS
    patience = 6

    def items(self, summ: HandSummary) -> list:
        return [(None, score_category(summ.result))]

    def make(self, draw: Draw, found) -> HandScoreQuestion:
        summ, (_, cat) = found
        rules = draw.rules
        game = finished(summ, rules)[0]
        res = game.hand_results[-1]
        b = res.bidding_team
        result = score_hand(res.contract, b, res.meld, res.trick_points, res.surrendered,
                            rules, tricks_won=res.tricks_won)
        return HandScoreQuestion(
            **draw.common,
            prompt=_prompt(res.contract, b, res.meld, res.trick_points, res.surrendered),
            answer=tuple(result), category=cat, record=record_upto(game, len(game.history)),
            contract=res.contract, bidder=res.bidder, bidders=b, trump=res.trump,
            meld=tuple(res.meld), trick_points=tuple(res.trick_points),
            tricks_won=tuple(res.tricks_won), surrendered=res.surrendered, result=result)


_GENERATE = HandScoreGenerator()


def hand_score_question(seed: int = 0, difficulty: str = "medium",
                        rules: RuleSet = CARDGAMES_IO, *,
                        lang: str | None = None) -> HandScoreQuestion:
    """Contract, melds and trick points (or a surrender) of a real simulated hand: "what
    does each team score?" (rules page §5, §7).

    Easy questions show a made contract; hard ones a surrender, a team with no trick
    points (its meld void), a total within 20 of the contract, or a set.

    Args:
        seed, difficulty, rules, lang: as :func:`~.legal_play.legal_play_question`.

    Returns:
        a :class:`HandScoreQuestion` whose ``record`` replays the whole hand; ``answer``
        is ``score_hand(...)`` (the same numbers the game scored). The score's reasons in
        its feedback are the engine's (:func:`~pinochle_teach.scoring.score_hand`), still
        English only.

    Raises:
        QuizSettingError: for a bad seed, difficulty or rule set; LanguageError: a
            ``lang`` with no catalog.
    """
    return _GENERATE(seed, difficulty, rules, lang=lang)
