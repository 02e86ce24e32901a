"""Card-play puzzles: "every hand is shown, find the card that takes the most points" at a
position near the end of a real simulated hand, checked by the open-hand solver (rules page
§6, §7; issue 17 §3).

>>> q = puzzle_question(seed=1, difficulty="easy")
>>> q.tricks_left
2
>>> q.check(q.answer).correct
True
>>> wrong = next(c for c in q.legal if c != q.answer)
>>> q.check(wrong).correct
False

A position qualifies when exactly one of the legal cards of the seat to move keeps the
best value with perfect play by all four open hands (:func:`pinochle_teach.solver.solve`)
and it beats every other card by at least the difficulty's margin:

- **easy**: 2 tricks left, margin 10 points (one counter);
- **medium**: 3 tricks left, margin 10;
- **hard**: 4 tricks left, margin 10, and the kit's heuristic player (the natural,
  rule-of-thumb play) would choose another card (a trap). If the search of ``patience``
  hands finds none, a position without the trap is taken (category ``"no trap"``).

Such positions are not common: that late in a hand the points are usually settled whatever
is played. In heuristic play about one hand in eight has a position for each level, one in
fifteen a hard one with a trap; a hand is simulated and searched in a few milliseconds.

Positions come from seeded games of four heuristic players, so they are reachable in real
play; ``record`` replays to the position.
"""

from __future__ import annotations

from dataclasses import dataclass
from types import MappingProxyType
from typing import Any, ClassVar

from ..cards import Card, Suit, parse_cards, sort_hand
from ..errors import PinochleError
from ..game import Game, Phase
from ..i18n import N_, ntr, tr
from ..records import cut_record
from ..players.heuristic import HeuristicPlayer
from ..review.model import line_words
from ..rules import CARDGAMES_IO, RuleSet
from ..seating import Names, seat_of_card, side_of
from ..solver import Play, solve
from ..tricks import trick_winner
from .generator import Draw, Generator
from .model import InvalidAnswerError, Question, Verdict, speaking
from .words import list_cards, seat_label, seat_role, seat_words, trump_sentence

__all__ = ["PuzzleQuestion", "puzzle_question", "PUZZLE_LEVELS"]

#: Per difficulty: (tricks left, least margin in points, the heuristic must choose wrong).
PUZZLE_LEVELS: dict[str, tuple[int, int, bool]] = {
    "easy": (2, 10, False),
    "medium": (3, 10, False),
    "hard": (4, 10, True),
}


@dataclass(frozen=True, kw_only=True, eq=False)
class PuzzleQuestion(Question):
    """"Every hand is shown: which card takes the most points?" (rules page §6, §7).

    Attributes:
        hands: every seat's cards (seat 0 first), each sorted; all are shown.
        trump: the trump :class:`Suit`. seat: the seat to move (0..3), "you".
        leader: the seat that led the current trick; trick: its cards so far, lead first.
        tricks_left: the tricks still to play, the current one included.
        legal: the distinct legal cards of the seat to move.
        values: ``{card: points}``: the trick points the seat's side takes from here with
            perfect play if it plays that card (counters, the cards already in the trick
            and the last-trick bonus included).
        total: every trick point still to be taken (both sides).
        line: a best line of play from here, a tuple of
            :class:`~pinochle_teach.solver.Play`.
        natural: the card the kit's heuristic player (the rule-of-thumb play) chooses here.
        answer: the one best card.

    ``check`` takes a card (a :class:`Card` or text such as ``"AS"``).
    """

    kind: ClassVar[str] = "puzzle"
    title: ClassVar[str] = N_("Card-play puzzles")
    hands: tuple[tuple[Card, ...], ...]
    trump: Suit
    seat: int
    leader: int
    trick: tuple[Card, ...]
    tricks_left: int
    legal: tuple[Card, ...]
    values: Any
    total: int
    line: tuple
    natural: "Card | None" = None

    @property
    def best_points(self) -> int:
        """The points the seat's side takes with the best card."""
        return self.values[self.answer]

    @property
    def runner_up(self) -> Card:
        """The best of the other cards (the lowest such card on a tie)."""
        others = [c for c in self.legal if c != self.answer]
        return max(others, key=lambda c: (self.values[c], -c.index))

    @property
    def margin(self) -> int:
        """How many more points the best card takes than any other."""
        return self.best_points - self.values[self.runner_up]

    @speaking
    def names(self) -> Names:
        """What the sentences call each seat, seen from the seat to move ("you",
        "partner", "left-hand opponent", …), in the question's language."""
        r = self.rules
        seats = tuple(seat_words(seat_role(s, self.seat, r)) for s in range(r.players))
        ours, theirs = tr("your side"), tr("the opponents")
        return Names(seats, (ours, theirs) if side_of(self.seat, r) == 0 else (theirs, ours))

    @speaking
    def check(self, response) -> Verdict:
        """Whether ``response`` is the best card, with the solver's explanation.

        Raises:
            InvalidAnswerError: for a response that is not a card, or not a legal one.
        """
        try:
            card = parse_cards([response])[0] if not isinstance(response, Card) else response
        except PinochleError:
            raise InvalidAnswerError(
                tr("give one card, e.g. {code} or {card}", code=self.answer.code,
                   card=self.answer)) from None
        if card not in self.legal:
            raise InvalidAnswerError(
                tr("{card} is not one of your legal cards: {legal}", card=card,
                   legal=list_cards(self.legal, "or")))
        best = self.answer
        right = card == best
        if right:
            head = ntr("Right: {best} lets your side take {points} of the {n} point still "
                       "out; the best any other card does is {second} ({runner_up}).",
                       "Right: {best} lets your side take {points} of the {n} points still "
                       "out; the best any other card does is {second} ({runner_up}).",
                       self.total, best=best, points=self.best_points,
                       second=self.values[self.runner_up], runner_up=self.runner_up)
        else:
            head = ntr("Not quite: with {card} your side takes {points} of the {n} point "
                       "still out; {best} takes {best_points}, {more} more.",
                       "Not quite: with {card} your side takes {points} of the {n} points "
                       "still out; {best} takes {best_points}, {more} more.",
                       self.total, card=card, points=self.values[card], best=best,
                       best_points=self.best_points,
                       more=self.best_points - self.values[card])
        lines = [head, self._trick_story(), self._line_story()]
        if not right:
            lines.append(self._after(card))
        if self.natural is not None and self.natural != best and card != self.natural:
            lines.append(tr("The rule-of-thumb play, {card}, takes {points}.",
                            card=self.natural, points=self.values[self.natural]))
        lines += [
                 tr("(Checked by the open-hand solver: every card's value with perfect play "
                    "by all four hands: rules page §6 for the play, rules page §7 for the "
                    "points.)")]
        return Verdict(right, "\n".join(x for x in lines if x), (best,) if right else
                       (best, card))

    def _trick_story(self) -> str:
        """What the best card does to the current trick, by the best line."""
        n = 4 - len(self.trick)
        cards = list(self.trick) + [p.card for p in self.line[:n]]
        if len(cards) < 4:  # pragma: no cover - a trick-play line finishes the trick
            return ""
        r = self.rules
        wi = trick_winner(cards, self.trump, r)
        who = seat_of_card(self.leader, wi, r)
        pts = sum(r.points_per_rank[c.rank] for c in cards)
        role = seat_role(who, self.seat, r)
        v = dict(card=self.answer, cards=" ".join(map(str, cards)))
        # At a four-hand partnership table (a puzzle's), you and your partner are your side.
        if role == "you":
            return ntr("After {card} this trick goes to you (your side) with {n} point in "
                       "counters ({cards}).",
                       "After {card} this trick goes to you (your side) with {n} points in "
                       "counters ({cards}).", pts, **v)
        if role == "partner":
            return ntr("After {card} this trick goes to your partner (your side) with {n} "
                       "point in counters ({cards}).",
                       "After {card} this trick goes to your partner (your side) with {n} "
                       "points in counters ({cards}).", pts, **v)
        if role == "left-hand opponent":
            return ntr("After {card} this trick goes to your left-hand opponent (the "
                       "opponents) with {n} point in counters ({cards}).",
                       "After {card} this trick goes to your left-hand opponent (the "
                       "opponents) with {n} points in counters ({cards}).", pts, **v)
        return ntr("After {card} this trick goes to your right-hand opponent (the opponents) "
                   "with {n} point in counters ({cards}).",
                   "After {card} this trick goes to your right-hand opponent (the opponents) "
                   "with {n} points in counters ({cards}).", pts, **v)

    def _after(self, card: Card) -> str:
        """The best play that follows ``card`` (solved again from the position after it)."""
        r = self.rules
        hands = [list(h) for h in self.hands]
        hands[self.seat].remove(card)
        trick = list(self.trick) + [card]
        first = Play(self.seat, card)
        if len(trick) == 4:
            leader = seat_of_card(self.leader, trick_winner(trick, self.trump, r), r)
            trick = []
        else:
            leader = self.leader
        line = (first,)
        if hands[seat_of_card(leader, len(trick), r)]:
            line += solve(hands, self.trump, leader, trick, r).line
        return tr("After {card} the best play goes: {line}.", card=card,
                  line=self._words(line))

    def _line_story(self) -> str:
        return tr("The best line: {line}.", line=self._words(self.line))

    def _words(self, line) -> str:
        """A line of play in words: ``"you A♠, partner 9♠; …"``. The seat to move is named
        as :meth:`names` names it (line_words' own "you" is English: no seat is given it)."""
        return line_words(line, None, self.names(), 4 - len(self.trick), len(line))

    @speaking
    def answer_text(self) -> str:
        return ntr("{card} ({points} of {n} point)", "{card} ({points} of {n} points)",
                   self.total, card=self.answer, points=self.best_points)

    @speaking
    def text(self) -> str:
        """The prompt and every hand, for a worksheet."""
        rows = [self.prompt]
        for s, h in enumerate(self.hands):
            who = seat_label(seat_role(s, self.seat, self.rules))
            rows.append(f"   {who}: {' '.join(map(str, h)) or '-'}")
        return "\n".join(rows)


class PuzzleGenerator(Generator):
    """Walks seeded heuristic games for a position that fits the difficulty (see the
    module's text)."""

    kind = "puzzle"
    label = "puzzle"
    by_difficulty = {d: (d,) for d in PUZZLE_LEVELS}
    patience = 60

    def aim(self, draw: Draw):
        return PUZZLE_LEVELS[draw.difficulty]

    def find(self, draw: Draw, target):
        left, margin, trap = target
        fallback = None
        tries = 0
        while True:
            tries += 1
            game_seed = draw.rng.randrange(2**31)
            found = _search_game(game_seed, draw.rules, left, margin,
                                 trap and tries <= self.patience)
            if found is not None:
                if not trap or found[2]:
                    return found
                fallback = fallback or found
            if fallback is not None and tries >= self.patience:
                return fallback
            if tries >= 4 * self.patience:  # pragma: no cover - positions are common
                raise PinochleError(f"no {draw.difficulty} puzzle found in {tries} hands")

    def make(self, draw: Draw, found) -> PuzzleQuestion:
        game, sol, trapped, n_actions, natural = found
        r = draw.rules
        seat = game.to_move
        t = side_of(seat, r)
        values = {c: v[t] for c, v in sol.card_values.items()}
        best = sol.line[0].card
        left = len(game.hands[seat])
        trick = tuple(game.trick)
        second = max(v for c, v in values.items() if c != best)
        prompt = " ".join([
            trump_sentence(game.trump),
            _where(trick, seat_role(game.leader, seat, r), left),
            ntr("Which card lets your side take {points} of the {n} point still out (every "
                "other card takes at most {second})?",
                "Which card lets your side take {points} of the {n} points still out (every "
                "other card takes at most {second})?", sum(sol.points), points=values[best],
                second=second)])
        rec = cut_record(game, n_actions)
        category = ("lead" if not trick else "follow") if not PUZZLE_LEVELS[
            draw.difficulty][2] or trapped else "no trap"
        return PuzzleQuestion(
            **draw.common, prompt=prompt, answer=best, category=category, record=rec,
            hands=tuple(tuple(sort_hand(h, game.trump)) for h in game.hands),
            trump=game.trump, seat=seat, leader=game.leader, trick=trick, tricks_left=left,
            legal=tuple(sol.card_values), values=MappingProxyType(values),
            total=sum(sol.points), line=sol.line, natural=natural)


def _where(trick, leader: str, left: int) -> str:
    """The puzzle's position: who led the trick (``leader``, a :func:`~.words.seat_role`) and
    how many tricks are left."""
    v = dict(trick=" ".join(map(str, trick)))
    if not trick:
        return ntr("Every hand is shown; you lead, {n} trick left.",
                   "Every hand is shown; you lead, {n} tricks left.", left)
    if leader == "partner":
        return ntr("Every hand is shown; you are to play to {trick} (led by your partner), "
                   "{n} trick left.",
                   "Every hand is shown; you are to play to {trick} (led by your partner), "
                   "{n} tricks left.", left, **v)
    if leader == "left-hand opponent":
        return ntr("Every hand is shown; you are to play to {trick} (led by your left-hand "
                   "opponent), {n} trick left.",
                   "Every hand is shown; you are to play to {trick} (led by your left-hand "
                   "opponent), {n} tricks left.", left, **v)
    return ntr("Every hand is shown; you are to play to {trick} (led by your right-hand "
               "opponent), {n} trick left.",
               "Every hand is shown; you are to play to {trick} (led by your right-hand "
               "opponent), {n} tricks left.", left, **v)


def _search_game(game_seed: int, rules: RuleSet, left: int, margin: int, want_trap: bool):
    """The first position of one seeded heuristic hand with ``left`` tricks left whose seat
    to move has one clearly best card: ``(game, solution, trapped, actions so far, the
    heuristic's card)``, or
    ``None``. With ``want_trap`` only a position where the heuristic's card is not the best
    one qualifies."""
    g = Game(seed=game_seed, rules=rules)
    players = [HeuristicPlayer() for _ in range(rules.players)]
    while g.phase not in (Phase.SCORE, Phase.GAME_OVER):
        seat = g.to_move
        if g.phase is Phase.TRICKS and len(g.hands[seat]) < left:
            return None
        action = None
        if g.phase is Phase.TRICKS and len(g.hands[seat]) == left and len(
                g.legal_actions()) > 1:
            sol = solve(g.hands, g.trump, g.leader, g.trick, rules)
            t = side_of(seat, rules)
            vals = sorted((v[t] for v in sol.card_values.values()), reverse=True)
            if vals[0] - vals[1] >= margin:
                action = players[seat].choose(g.view(seat))
                trapped = action.value != sol.line[0].card
                if trapped or not want_trap:
                    return g, sol, trapped, len(g.history), action.value
        g.apply(action or players[seat].choose(g.view(seat)))
    return None


_GENERATE = PuzzleGenerator()


def puzzle_question(seed: int = 0, difficulty: str = "medium",
                    rules: RuleSet = CARDGAMES_IO, *,
                    lang: str | None = None) -> PuzzleQuestion:
    """A card-play puzzle near the end of a simulated hand: every hand shown, one card
    clearly best, checked by the open-hand solver (see the module's text for the
    difficulties; rules page §6, §7).

    Args:
        seed: the question number (0..2**31-1): the same seed gives the same puzzle.
        difficulty: ``"easy"`` (2 tricks left), ``"medium"`` (3) or ``"hard"`` (4, a trap).
        rules: four-hand partnership rules (the solver's).
        lang: the language of the question, kept for its feedback (as
            :func:`~.legal_play.legal_play_question`).

    Returns:
        a :class:`PuzzleQuestion`; ``answer`` is the one best card.

    Raises:
        QuizSettingError: for a bad seed, difficulty or rule set; LanguageError: a
            ``lang`` with no catalog.
    """
    return _GENERATE(seed, difficulty, rules, lang=lang)
