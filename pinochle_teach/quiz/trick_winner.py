"""Trick-winner questions: "which card wins this trick, and how many points does it
carry?" (rules page §6, §7)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from ..cards import Card, Suit, parse_cards
from ..errors import PinochleError
from ..i18n import N_, ntr, tr
from ..numbers import parse_whole
from ..rules import CARDGAMES_IO, RuleSet
from ..seating import seat_of_card
from ..tricks import explain_winner, trick_points, trick_winner
from .bank import finished, record_upto
from .generator import Draw, Generator
from .model import InvalidAnswerError, Question, Verdict, parse_points, speaking
from .situations import TRICK_BY_DIFFICULTY
from .words import trump_sentence

__all__ = ["TrickWinnerQuestion", "trick_winner_question"]


@dataclass(frozen=True, kw_only=True, eq=False)
class TrickWinnerQuestion(Question):
    """"Which card wins this trick, and how many points does it carry?" (rules page §6, §7).

    Attributes:
        cards: the four cards in play order (lead first); ``trump``: the trump suit.
        leader: the seat that led; ``seats``: the seat that played each card.
        last: whether it is the hand's last trick (worth ``rules.last_trick_bonus`` more).
        answer: ``(index, points)``: the index 0..3 in play order of the winning card
            (``trick_winner``) and the trick's points (``trick_points(cards, rules, last)``).

    ``check`` takes ``(index, points)`` (or a dict with ``"winner"`` and ``"points"``).
    """

    kind: ClassVar[str] = "trick_winner"
    title: ClassVar[str] = N_("Who wins the trick?")
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

    @property
    def card_points(self) -> tuple[int, ...]:
        """The points each card of the trick counts (rules page §7), in play order."""
        return tuple(self.rules.card_points(c.rank) for c in self.cards)

    def _parse(self, response) -> tuple[int, int]:
        if isinstance(response, dict):
            try:
                response = (response["winner"], response["points"])
            except KeyError:
                raise InvalidAnswerError(
                    tr("give the answer as {{'winner': {place}, 'points': {number}}}",
                       place=tr("index 0..3"), number=tr("number"))) from None
        try:
            index, points = response
        except (TypeError, ValueError):
            raise InvalidAnswerError(
                tr("give two things: which card wins (its place 0..3 in play order) and the "
                   "points, e.g. (2, 20)")) from None
        if isinstance(index, str) and index.strip().isascii() and index.strip().isdecimal():
            index = parse_whole(index, "place of the winning card", low=0,
                                high=len(self.cards) - 1, example=0, error=InvalidAnswerError)
        elif isinstance(index, (Card, str)):  # a card ("QS"), or text that is not a place
            index = self._place_of(index)
        if index is None:
            raise InvalidAnswerError(tr("pick the card that wins the trick"))
        n = len(self.cards)
        if isinstance(index, bool) or not isinstance(index, int) or not 0 <= index < n:
            raise InvalidAnswerError(
                tr("which card wins: give its place 0..{last} in play order, not {given}",
                   last=n - 1, given=repr(index)))
        return index, parse_points(points, "trick points", low=0)

    def _place_of(self, given) -> int:
        """The place in the trick of a card given as a Card or text."""
        try:
            card = parse_cards([given])[0]
        except PinochleError:
            raise InvalidAnswerError(
                tr("which card wins: {given} is not a card of the trick",
                   given=repr(given))) from None
        places = [i for i, c in enumerate(self.cards) if c is card]
        if not places:
            raise InvalidAnswerError(tr("{card} is not in this trick", card=card))
        if len(places) > 1:
            raise InvalidAnswerError(
                tr("the trick holds {card} twice: say which by its place 0..3 in play order",
                   card=card))
        return places[0]

    @speaking
    def check(self, response) -> Verdict:
        """Compare (winning card's place, points) with the engine's.

        Raises:
            InvalidAnswerError: for a response that cannot be read.
        """
        index, points = self._parse(response)
        right_w = index == self.winner_index
        right_p = points == self.points
        w = self.cards[self.winner_index]
        v = dict(card=w, given=self.cards[index], given_points=points)
        if right_w and right_p:
            head = ntr("Right: {card} wins the trick, and it carries {n} point.",
                       "Right: {card} wins the trick, and it carries {n} points.",
                       self.points, **v)
        elif right_w:
            head = ntr("Half right: {card} does win, but the trick carries {n} point, not "
                       "{given_points}.",
                       "Half right: {card} does win, but the trick carries {n} points, not "
                       "{given_points}.", self.points, **v)
        elif right_p:
            head = tr("Half right: the points are {points}, but {card} wins the trick, not "
                      "{given}.", points=self.points, **v)
        else:
            head = ntr("Not quite: {card} wins the trick, not {given}, and it carries {n} "
                       "point, not {given_points}.",
                       "Not quite: {card} wins the trick, not {given}, and it carries {n} "
                       "points, not {given_points}.", self.points, **v)
        lines = [head, self._story(), self._counting()]
        highlight = (w,) + tuple(c for c in self.cards if self.rules.card_points(c.rank)
                                 and c is not w)
        return Verdict(right_w and right_p, "\n".join(lines), highlight)

    def _story(self) -> str:
        """The trick card by card, told by the engine's :func:`explain_winner`."""
        return explain_winner(self.cards, self.trump, complete=True, rules=self.rules)

    def _counting(self) -> str:
        r = self.rules
        parts = [f"{c} {r.card_points(c.rank)}" for c in self.cards if r.card_points(c.rank)]
        if self.last:
            parts.append(tr("last trick {points}", points=r.last_trick_bonus))
        values = ", ".join(f"{rank.label} {r.card_points(rank)}"
                           for rank in sorted(r.ranks, reverse=True) if r.card_points(rank))
        # "Counters" are the cards that count under the counters scheme (A, 10, K = 10);
        # under the others every card but the nine (classic) or the J and 9 (simple) counts.
        scheme = (tr(_SCHEMES[r.counting], values=values) if r.counting in _SCHEMES
                  else f"{r.counting}: {values}")
        if not parts:
            return tr("Points: none of these cards counts ({scheme}; rules page §7), so 0.",
                      scheme=scheme)
        return tr("Points: {sum} = {points} ({scheme}; rules page §7).",
                  sum=" + ".join(parts), points=self.points, scheme=scheme)

    @speaking
    def answer_text(self) -> str:
        return ntr("card {place} ({card}) wins; {n} point",
                   "card {place} ({card}) wins; {n} points", self.points,
                   place=self.winner_index + 1, card=self.cards[self.winner_index])

    def text(self) -> str:
        return self.prompt


#: The counting schemes (rules page §7, §8) as the points line names them.
_SCHEMES = {
    "counters": N_("counters: {values}"),
    "classic": N_("classic counting: {values}"),
    "simple": N_("simple counting: {values}"),
}


class TrickWinnerGenerator(Generator):
    """Draws a complete trick of a bank hand whose situation fits the difficulty."""

    kind = "trick_winner"
    label = "trick-winner"
    by_difficulty = TRICK_BY_DIFFICULTY
    candidates = "tricks"

    def make(self, draw: Draw, found) -> TrickWinnerQuestion:
        summ, (n, cat) = found
        rules = draw.rules
        game, _ = finished(summ, rules)
        i = [end for end, _ in summ.tricks].index(n)
        played = game.tricks[i]
        cards = tuple(played.cards)
        last = i == len(game.tricks) - 1
        trump = game.trump
        seats = tuple(seat_of_card(played.leader, k, rules) for k in range(len(cards)))
        answer = (trick_winner(cards, trump, rules), trick_points(cards, rules, last=last))
        order = ", ".join(tr("{card} (led)", card=c) if k == 0 else str(c)
                          for k, c in enumerate(cards))
        sentences = [trump_sentence(trump), tr("A trick, in play order: {cards}.", cards=order)]
        if last:
            sentences.append(tr("This is the last trick of the hand."))
        sentences.append(tr("Which card wins it, and how many points (counters) does it carry?")
                         if rules.counting == "counters" else
                         tr("Which card wins it, and how many trick points does it carry?"))
        prompt = " ".join(sentences)
        return TrickWinnerQuestion(
            **draw.common, prompt=prompt, answer=answer, category=cat,
            record=record_upto(game, n), cards=cards, trump=trump, leader=played.leader,
            seats=seats, last=last)


_GENERATE = TrickWinnerGenerator()


def trick_winner_question(seed: int = 0, difficulty: str = "medium",
                          rules: RuleSet = CARDGAMES_IO, *,
                          lang: str | None = None) -> TrickWinnerQuestion:
    """A complete trick from a simulated hand: "which card wins it, and how many points
    does it carry?" (rules page §6, §7).

    Easy questions show tricks where everyone followed suit or one trump took a plain
    lead; hard ones show two trumps on a plain lead, two identical winning cards (the first
    played wins), a high card of a third suit that cannot win, or the last trick with its
    bonus.

    Args:
        seed, difficulty, rules, lang: as :func:`~.legal_play.legal_play_question`.

    Returns:
        a :class:`TrickWinnerQuestion`; ``answer`` is ``(trick_winner(cards, trump),
        trick_points(cards, rules, last))``.

    Raises:
        QuizSettingError: for a bad seed, difficulty or rule set; LanguageError: a
            ``lang`` with no catalog.
    """
    return _GENERATE(seed, difficulty, rules, lang=lang)
