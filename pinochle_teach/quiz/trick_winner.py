"""Trick-winner questions: "which card wins this trick, and how many points does it
carry?" (rules page §6, §7)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from ..cards import Card, Suit, parse_cards
from ..errors import PinochleError
from ..numbers import parse_whole
from ..rules import CARDGAMES_IO, RuleSet
from ..seating import seat_of_card
from ..tricks import explain_winner, trick_points, trick_winner
from .bank import finished, record_upto
from .generator import Draw, Generator
from .model import InvalidAnswerError, Question, Verdict, parse_points
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
                    "give the answer as {'winner': index 0..3, 'points': number}") from None
        try:
            index, points = response
        except (TypeError, ValueError):
            raise InvalidAnswerError(
                "give two things: which card wins (its place 0..3 in play order) and the "
                "points, e.g. (2, 20)") from None
        if isinstance(index, str) and index.strip().isascii() and index.strip().isdecimal():
            index = parse_whole(index, "place of the winning card", low=0,
                                high=len(self.cards) - 1, example=0, error=InvalidAnswerError)
        elif isinstance(index, (Card, str)):  # a card ("QS"), or text that is not a place
            index = self._place_of(index)
        if index is None:
            raise InvalidAnswerError("pick the card that wins the trick")
        n = len(self.cards)
        if isinstance(index, bool) or not isinstance(index, int) or not 0 <= index < n:
            raise InvalidAnswerError(
                f"which card wins: give its place 0..{n - 1} in play order, not {index!r}")
        return index, parse_points(points, "trick points", low=0)

    def _place_of(self, given) -> int:
        """The place in the trick of a card given as a Card or text."""
        try:
            card = parse_cards([given])[0]
        except PinochleError:
            raise InvalidAnswerError(
                f"which card wins: {given!r} is not a card of the trick") from None
        places = [i for i, c in enumerate(self.cards) if c is card]
        if not places:
            raise InvalidAnswerError(f"{card} is not in this trick")
        if len(places) > 1:
            raise InvalidAnswerError(
                f"the trick holds {card} twice: say which by its place 0..3 in play order")
        return places[0]

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
        return explain_winner(self.cards, self.trump, complete=True, rules=self.rules)

    def _counting(self) -> str:
        r = self.rules
        parts = [f"{c} {r.card_points(c.rank)}" for c in self.cards if r.card_points(c.rank)]
        if self.last:
            parts.append(f"last trick {r.last_trick_bonus}")
        scheme = ", ".join(f"{rank.label} {r.card_points(rank)}"
                           for rank in sorted(r.ranks, reverse=True) if r.card_points(rank))
        # "Counters" are the cards that count under the counters scheme (A, 10, K = 10);
        # under the others every card but the nine (classic) or the J and 9 (simple) counts.
        scheme = (f"counters: {scheme}" if r.counting == "counters"
                  else f"{r.counting} counting: {scheme}")
        if not parts:
            return f"Points: none of these cards counts ({scheme}; rules page §7), so 0."
        return f"Points: {' + '.join(parts)} = {self.points} ({scheme}; rules page §7)."

    def answer_text(self) -> str:
        return (f"card {self.winner_index + 1} ({self.cards[self.winner_index]}) wins; "
                f"{self.points} points")

    def text(self) -> str:
        return self.prompt


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
        tr = game.tricks[i]
        cards = tuple(tr.cards)
        last = i == len(game.tricks) - 1
        trump = game.trump
        seats = tuple(seat_of_card(tr.leader, k, rules) for k in range(len(cards)))
        answer = (trick_winner(cards, trump, rules), trick_points(cards, rules, last=last))
        order = ", ".join(f"{c} (led)" if k == 0 else str(c) for k, c in enumerate(cards))
        prompt = (f"{trump_sentence(trump)} A trick, in play order: {order}."
                  f"{' This is the last trick of the hand.' if last else ''} "
                  f"Which card wins it, and how many "
                  f"{'points (counters)' if rules.counting == 'counters' else 'trick points'}"
                  f" does it carry?")
        return TrickWinnerQuestion(
            **draw.common, prompt=prompt, answer=answer, category=cat,
            record=record_upto(game, n), cards=cards, trump=trump, leader=tr.leader,
            seats=seats, last=last)


_GENERATE = TrickWinnerGenerator()


def trick_winner_question(seed: int = 0, difficulty: str = "medium",
                          rules: RuleSet = CARDGAMES_IO) -> TrickWinnerQuestion:
    """A complete trick from a simulated hand: "which card wins it, and how many points
    does it carry?" (rules page §6, §7).

    Easy questions show tricks where everyone followed suit or one trump took a plain
    lead; hard ones show two trumps on a plain lead, two identical winning cards (the first
    played wins), a high card of a third suit that cannot win, or the last trick with its
    bonus.

    Args:
        seed, difficulty, rules: as :func:`~.legal_play.legal_play_question`.

    Returns:
        a :class:`TrickWinnerQuestion`; ``answer`` is ``(trick_winner(cards, trump),
        trick_points(cards, rules, last))``.

    Raises:
        QuizSettingError: for a bad seed, difficulty or rule set.
    """
    return _GENERATE(seed, difficulty, rules)
