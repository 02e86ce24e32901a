"""Legal-play questions: "which cards may you play?" at a real mid-hand position
(rules page §6)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from ..cards import Card, Suit, format_cards, parse_cards, sort_hand
from ..errors import PinochleError
from ..i18n import N_, ntr, tr
from ..rules import CARDGAMES_IO, RuleSet
from ..seating import partner, relative_seat as seat_offset, seat_of_card
from ..tricks import beats, explain_play, legal_plays, trick_winner
from .bank import finished, record_upto
from .generator import Draw, Generator
from .model import InvalidAnswerError, Question, Verdict, speaking
from .situations import LEGAL_BY_DIFFICULTY
from .words import distinct, list_cards, seat_role, trump_sentence

__all__ = ["LegalPlayQuestion", "legal_play_question"]


@dataclass(frozen=True, kw_only=True, eq=False)
class LegalPlayQuestion(Question):
    """"Which cards may you play?" at a real mid-hand position (rules page §6).

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
    title: ClassVar[str] = N_("Legal plays")
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
        return tuple(seat_of_card(self.leader, i, self.rules) for i in range(len(self.trick)))

    @property
    def trick_offsets(self) -> tuple[int, ...]:
        """Where each card's player sits as seen by the player to move (0 the player, 1 on
        their left, 2 opposite, 3 on their right): a view that puts the player to move at
        seat 0 (South) shows card i at seat ``trick_offsets[i]``."""
        return tuple(seat_offset(s, self.seat, self.rules) for s in self.trick_seats)

    @property
    def trick_roles(self) -> tuple[str, ...]:
        """Who played each card of the trick, as the player to move calls them
        (``"left-hand opponent"``, ``"partner"``...; see :func:`~.words.seat_role`)."""
        return tuple(seat_role(s, self.seat, self.rules) for s in self.trick_seats)

    @property
    def winning_index(self) -> int:
        """The place (0 = the lead) in the trick of the card winning so far."""
        return self.trick_seats.index(self.winning_seat)

    @property
    def partner_winning(self) -> bool:
        return self.winning_seat == partner(self.seat, self.rules)

    def legal_in_hand_order(self) -> list[Card]:
        return [c for c in distinct(self.hand) if c in self.answer]

    def _parse(self, response) -> frozenset:
        if isinstance(response, (str, Card)):
            response = [response] if isinstance(response, Card) else response
        try:
            cards = parse_cards(response)
        except PinochleError as err:
            raise InvalidAnswerError(tr("pick cards from your hand: {error}",
                                        error=err)) from None
        for c in cards:
            if c not in self.hand:
                raise InvalidAnswerError(
                    tr("you do not hold {card}: pick cards from your hand ({hand})", card=c,
                       hand=format_cards(distinct(self.hand))))
        return frozenset(cards)

    @speaking
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
        wrong = [c for c in distinct(self.hand) if (c in picked) != (c in self.answer)]
        note = self._partner_note()
        if not wrong:
            reason = explain_play(self.hand, self.trick, self.trump, legal[0], self.rules)
            head = ntr("Right: {cards} is the only legal card.",
                       "Right: {cards} are the legal cards.", len(legal),
                       cards=list_cards(legal))
            text = f"{head}\n{note}{reason}"
            return Verdict(True, text, ())
        lines = [ntr("Not quite: {cards} is the only legal card.",
                     "Not quite: {cards} are the legal cards.", len(legal),
                     cards=list_cards(legal))]
        if note:
            lines.append(note.strip())
        for c in wrong:
            lines.append(explain_play(self.hand, self.trick, self.trump, c, self.rules))
        return Verdict(False, "\n".join(lines), tuple(wrong))

    def _partner_note(self) -> str:
        """A line for the case that surprises people: the partner is winning, yet every legal
        card must beat the partner's card (rules page §6, pre-1945 rule)."""
        w = self.winning
        if (self.partner_winning and all(beats(c, w, self.trump) for c in self.answer)
                and len(self.answer) < len(set(self.hand))):
            return tr("Your partner's {card} is winning, but that does not matter: you must "
                      "still beat it (rules page §6).", card=w) + "\n"
        return ""

    @speaking
    def explain(self) -> str:
        legal = self.legal_in_hand_order()
        illegal = [c for c in distinct(self.hand) if c not in self.answer]
        lines = [tr("Legal: {cards}.", cards=list_cards(legal))]
        if self._partner_note():
            lines.append(self._partner_note().strip())
        lines.append(explain_play(self.hand, self.trick, self.trump, legal[0], self.rules))
        if illegal:
            lines.append(explain_play(self.hand, self.trick, self.trump, illegal[0], self.rules))
        return "\n".join(lines)

    @speaking
    def answer_text(self) -> str:
        return list_cards(self.legal_in_hand_order())

    @speaking
    def text(self) -> str:
        return f"{self.prompt}\n   " + tr("Your hand: {hand}", hand=format_cards(self.hand))


# Who played the trick so far, as the player to move sees it: at a table of four the player
# to move follows the right-hand opponent, so the trick's length says who played each card.
_PLAYED = {
    ("right-hand opponent",): N_("Your right-hand opponent led {first}."),
    ("partner", "right-hand opponent"): N_(
        "Your partner led {first} and your right-hand opponent played {second}."),
    ("left-hand opponent", "partner", "right-hand opponent"): N_(
        "Your left-hand opponent led {first}, your partner played {second} and your "
        "right-hand opponent played {third}."),
}
# Whose card is winning a trick of two or three cards.
_WINNING = {
    "partner": N_("{card} (your partner's card) is winning."),
    "left-hand opponent": N_("{card} (your left-hand opponent's card) is winning."),
    "right-hand opponent": N_("{card} (your right-hand opponent's card) is winning."),
}


def _prompt(trick, trump, seat, leader, w_index, rules) -> str:
    roles = tuple(seat_role(seat_of_card(leader, i, rules), seat, rules)
                  for i in range(len(trick)))
    played = tr(_PLAYED[roles], **dict(zip(("first", "second", "third"), trick)))
    w = trick[w_index]
    if len(trick) == 1:
        winning = tr("{card} is winning so far.", card=w)
    else:
        winning = tr(_WINNING[roles[w_index]], card=w)
    return " ".join([trump_sentence(trump), played, winning,
                     tr("Which of your cards may you play? Pick every legal card.")])


class LegalPlayGenerator(Generator):
    """Draws a following position of a bank hand whose situation fits the difficulty."""

    kind = "legal_play"
    label = "legal-play"
    by_difficulty = LEGAL_BY_DIFFICULTY
    candidates = "positions"

    def make(self, draw: Draw, found) -> LegalPlayQuestion:
        summ, (n, cat) = found
        game, snaps = finished(summ, draw.rules)
        seat, leader, hand, trick = snaps[n]
        trump, rules = game.trump, draw.rules
        w_index = trick_winner(trick, trump, rules)
        return LegalPlayQuestion(
            **draw.common, prompt=_prompt(trick, trump, seat, leader, w_index, rules),
            answer=frozenset(legal_plays(hand, trick, trump, rules)),
            category=cat, record=record_upto(game, n),
            hand=tuple(sort_hand(hand, trump)), trick=trick, trump=trump, seat=seat,
            leader=leader, winning=trick[w_index],
            winning_seat=seat_of_card(leader, w_index, rules))


_GENERATE = LegalPlayGenerator()


def legal_play_question(seed: int = 0, difficulty: str = "medium",
                        rules: RuleSet = CARDGAMES_IO, *,
                        lang: str | None = None) -> LegalPlayQuestion:
    """A real mid-hand position where the player to move follows (is not leading): "which
    cards may you play?" (rules page §6).

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
        lang: the language of the question (``"en"``, ``"pl"``; default: the one spoken
            now, :func:`pinochle_teach.set_language`), kept for its feedback
            (``.lang``: ``check``, ``explain``, ``answer_text`` and ``text`` speak it).

    Returns:
        a :class:`LegalPlayQuestion`; ``answer`` is ``frozenset(legal_plays(hand, trick,
        trump, rules))``.

    Raises:
        QuizSettingError: for a bad seed, difficulty or rule set; LanguageError: a
            ``lang`` with no catalog.
    """
    return _GENERATE(seed, difficulty, rules, lang=lang)
