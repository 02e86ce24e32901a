"""Small widgets for the lessons (``notebooks/01_…`` to ``08_…``): self-checks, "which card
wins?", "sort this hand", a trick position to click through, a meld calculator, a bid
estimate, the pass with its meld before and after, a hand-score calculator and a commented
walkthrough.

They hold no rules: every verdict, number and explanation comes from the engine
(:func:`~pinochle_teach.tricks.trick_winner`, :func:`~pinochle_teach.tricks.explain_winner`,
:func:`~pinochle_teach.tricks.legal_plays`, :func:`~pinochle_teach.tricks.explain_play`,
:func:`~pinochle_teach.meld.best_meld`, :class:`~pinochle_teach.auction.Auction`,
:func:`~pinochle_teach.scoring.score_hand`, :class:`~pinochle_teach.game.Game` …). Each
widget redraws from its state in ``refresh``; a bad value is shown as a short message, never
a traceback.

A self-check is a list of :class:`LessonQuestion`\\ s built by the ``ask_*`` functions:

>>> q = ask_winner("QH 9D AH QS", "S")
>>> [label for label, _ in q.options]
['Q♥ (led)', '9♦ (2nd)', 'A♥ (3rd)', 'Q♠ (4th)']
>>> q.judge(3).correct
True
>>> check = SelfCheck([q])
>>> check.answer(0, 2)
False
"""

from __future__ import annotations

import html
from collections.abc import Callable, Iterable, Sequence
from typing import Any, NamedTuple

import ipywidgets as widgets

from ..auction import Auction
from ..cards import Card, CardLike, Suit, check_hand, parse_cards, sort_hand
from ..errors import IllegalBidError, PinochleError
from ..game import Action, Game, Phase, replay
from ..meld import best_meld
from ..quiz import Verdict
from ..rules import CARDGAMES_IO, RuleSet
from ..scoring import (can_surrender, explain_game_winner, explain_surrender, game_winner,
                       score_hand)
from ..svg import PALETTES, UnknownPaletteError, card_svg, hand_html, meld_html
from ..tricks import (beats, explain_play, explain_points, explain_winner, legal_plays,
                      trick_points, trick_winner)
from .common import SEAT_NAMES, TEAM_NAMES, message_html, names_in, parse_seed
from .hand import HandView
from .meld_view import MeldView
from .scoresheet import Html, number
from .table import trick_html
from .walkthrough import TrickWalkthrough

__all__ = [
    "LessonQuestion", "ask_winner", "ask_play", "ask_meld", "ask_points", "ask_bid",
    "ask_surrender", "ask_score", "ask_game", "ask_fact",
    "SelfCheck", "QuestionDeck", "WhichCardWins", "SortHand", "PlayPosition",
    "MeldCalculator", "MeldGallery", "BidEstimate", "PassLab", "ScoreCalculator",
    "Moment", "key_moments", "HandCommentary", "seat_names_in",
]

_FONT = "'DejaVu Sans','Liberation Sans',Arial,Helvetica,sans-serif"
_ORDINALS = ("led", "2nd", "3rd", "4th")
_GREEN, _RED = "#0b6e4f", "#b3261e"


def _esc(text) -> str:
    return html.escape(str(text))


def _check_palette(palette: str) -> None:
    if palette not in PALETTES:
        raise UnknownPaletteError(
            f"unknown palette {palette!r}: use one of {', '.join(repr(k) for k in PALETTES)}")


def _distinct(cards: Iterable[Card]) -> list[Card]:
    return list(dict.fromkeys(cards))


def seat_names_in(text: str) -> str:
    """The engine names seats "seat 0".."seat 3" and teams "Team 0"/"Team 1"; the lessons
    say South, West, North, East and South–North, West–East (:func:`names_in`)."""
    return names_in(text)


def _trump_line(trump: Suit) -> str:
    return f"{trump.symbol} {trump.plural.capitalize()} are trump."


def _verdict_html(verdict: Verdict, size: float = 1.0) -> str:
    """Right / not quite, then the engine's explanation (one paragraph per line)."""
    mark, word, colour = (("✓", "Right.", _GREEN) if verdict.correct
                          else ("✗", "Not quite.", _RED))
    lines = "".join(f'<div style="margin:2px 0">{_esc(line)}</div>'
                    for line in verdict.explanation.split("\n") if line.strip())
    return (f'<div class="pt-lesson-feedback" role="status" style="border-left:4px solid '
            f'{colour};padding:4px 10px;margin:4px 0;font-size:{round(14 * max(size, 1))}px">'
            f'<b style="color:{colour}">{mark} {word}</b>{lines}</div>')


def _trick_row(cards: Sequence[Card], *, leader: int | None = None, palette: str = "classic",
               size: float = 1.0, winner: int | None = None) -> str:
    """The cards of a trick in play order, each captioned "led", "2nd"… (and who played
    it when ``leader`` is given); ``winner`` outlines that card."""
    font = round(12 * max(size, 1))
    figures = []
    for i, c in enumerate(cards):
        who = f"{SEAT_NAMES[(leader + i) % 4]}, " if leader is not None else ""
        figures.append(
            f'<figure style="margin:0 8px 0 0;text-align:center">'
            f'{card_svg(c, size=size, palette=palette, highlight="selected" if i == winner else None)}'
            f'<figcaption style="font-size:{font}px">{_esc(who)}{_ORDINALS[i]}</figcaption>'
            f"</figure>")
    label = "Trick: " + ", ".join(str(c) for c in cards)
    return (f'<div role="group" aria-label="{_esc(label)}" style="display:flex;'
            f'align-items:flex-end;margin:4px 0">{"".join(figures)}</div>')


# ---------------------------------------------------------------------------------------
# Questions.

class LessonQuestion(NamedTuple):
    """One question of a self-check.

    Attributes:
        prompt: the question as a sentence.
        options: ``(label, value)`` pairs, one button each.
        judge: ``judge(value) -> Verdict`` (``correct``, ``explanation``, ``highlight``),
            asking the engine.
        picture: HTML drawn under the prompt (cards), or "".
        answer: the value of a right option (for tests and answer keys).
    """

    prompt: str
    options: tuple[tuple[str, Any], ...]
    judge: Callable[[Any], Verdict]
    picture: str = ""
    answer: Any = None


def ask_winner(trick: "str | Iterable[CardLike]", trump: "Suit | str", *,
               leader: int | None = None, prompt: str | None = None,
               palette: str = "classic") -> LessonQuestion:
    """"Which card wins this trick?" (RULES.md §6).

    Args:
        trick: one to four cards in play order, lead first.
        trump: the trump suit.
        leader: the seat (0..3) that led, to name who played each card; None leaves
            names out.
        prompt: the question; by default "♠ Spades are trump. Which card wins this trick?".

    The options are the cards by their place ("Q♥ (led)", "9♦ (2nd)", …; values 0..3);
    the verdict comes from :func:`trick_winner` and its explanation from
    :func:`explain_winner`.

    Raises:
        InvalidCardError, PinochleError: for a bad card or an empty trick.
    """
    cards = tuple(parse_cards(trick))
    t = Suit.from_str(trump)
    win = trick_winner(cards, t)
    story = explain_winner(cards, t)
    if prompt is None:
        verb = "wins this trick" if len(cards) == 4 else "is winning so far"
        prompt = f"{_trump_line(t)} Which card {verb}?"

    def judge(index) -> Verdict:
        return Verdict(index == win, story, (cards[win],))

    options = tuple((f"{c} ({_ORDINALS[i]})", i) for i, c in enumerate(cards))
    return LessonQuestion(prompt, options, judge,
                          _trick_row(cards, leader=leader, palette=palette), win)


def ask_play(hand: "str | Iterable[CardLike]", trick: "str | Iterable[CardLike]",
             trump: "Suit | str", *, leader: int | None = None, prompt: str | None = None,
             rules: RuleSet = CARDGAMES_IO, palette: str = "classic") -> LessonQuestion:
    """"Pick a card you may play" (RULES.md §6): one button per different card of ``hand``;
    right when :func:`legal_plays` allows it, explained by :func:`explain_play`.

    Args:
        hand: the player's cards; trick: the cards already played, lead first; trump: the
        trump suit; leader: the seat that led (to name the players), or None.

    Raises:
        InvalidCardError, PinochleError: for bad cards or a full trick.
    """
    cards = sort_hand(parse_cards(hand), trump)
    played = tuple(parse_cards(trick))
    t = Suit.from_str(trump)
    legal = legal_plays(cards, played, t, rules)
    if prompt is None:
        prompt = f"{_trump_line(t)} Pick a card you may play."

    def judge(card) -> Verdict:
        return Verdict(card in legal, explain_play(cards, played, t, card, rules), (card,))

    font = 13
    picture = (_trick_row(played, leader=leader, palette=palette)
               + f'<div style="font-size:{font}px;margin-top:4px">Your hand:</div>'
               + hand_html(cards, palette=palette, size=0.8))
    options = tuple((f"Play {c}", c) for c in _distinct(cards))
    return LessonQuestion(prompt, options, judge, picture, legal[0])


def _number_options(answer: int, choices: Iterable[int]) -> tuple[tuple[str, int], ...]:
    values = sorted(set(int(c) for c in choices) | {answer})
    return tuple((number(v), v) for v in values)


def ask_meld(hand: "str | Iterable[CardLike]", trump: "Suit | str", choices: Iterable[int],
             *, prompt: str | None = None, rules: RuleSet = CARDGAMES_IO,
             palette: str = "classic") -> LessonQuestion:
    """"How much meld is this hand worth?" (RULES.md §4). The options are ``choices`` plus
    the engine's total (:func:`best_meld`) if it is not among them; the explanation is
    :meth:`MeldResult.explain`.

    Raises:
        InvalidCardError, InvalidHandError: for a bad hand.
    """
    t = Suit.from_str(trump)
    result = best_meld(check_hand(hand, rules=rules), t, rules)
    if prompt is None:
        prompt = f"{_trump_line(t)} How much meld is this hand worth?"

    def judge(points) -> Verdict:
        return Verdict(points == result.total, result.explain(), result.cards_used)

    picture = hand_html(sort_hand(result.hand, t), palette=palette, size=0.8)
    return LessonQuestion(prompt, _number_options(result.total, choices), judge, picture,
                          result.total)


def ask_points(cards: "str | Iterable[CardLike]", choices: Iterable[int], *, last: bool = False,
               prompt: str | None = None, rules: RuleSet = CARDGAMES_IO,
               palette: str = "classic") -> LessonQuestion:
    """"How many trick points do these cards carry?" (RULES.md §7): the answer is
    :func:`trick_points` (with the last-trick bonus when ``last``), the explanation
    :func:`explain_points`."""
    pile = tuple(parse_cards(cards))
    total = trick_points(pile, rules, last=last)
    text = explain_points(pile, rules, last=last)
    if prompt is None:
        prompt = ("These cards make up one trick" + (", the last of the hand" if last else "")
                  + ". How many trick points does the trick carry?")

    def judge(points) -> Verdict:
        return Verdict(points == total, text, ())

    picture = hand_html(pile, palette=palette, size=0.8)
    return LessonQuestion(prompt, _number_options(total, choices), judge, picture, total)


def _auction_text(a: Auction) -> str:
    if not a.history:
        return "No one has bid yet"
    return ", ".join(f"{SEAT_NAMES[s]} {'passes' if b is None else b}" for s, b in a.history)


def ask_bid(bids: Iterable[int | None], bid: int, *, dealer: int = 3, seat: int | None = None,
            prompt: str | None = None, rules: RuleSet = CARDGAMES_IO) -> LessonQuestion:
    """"May this player bid ``bid`` now?" (RULES.md §2), answered Yes/No by
    :class:`Auction` itself: the bid is tried on a copy, and the engine's
    :class:`IllegalBidError` message is the explanation when it is refused.

    Args:
        bids: the auction so far, in turn order from the dealer's left: points, or None for
            a pass.
        bid: the bid asked about, in points.
        dealer: the dealer's seat 0..3.
        seat: the seat asked about (default: the one to move).

    Raises:
        IllegalBidError: when ``bids`` is not a legal auction.
    """
    a = Auction(dealer, rules)
    for b in bids:
        a.apply(b)
    who = a.to_move if seat is None else seat
    try:
        a.copy().bid(bid, seat=who)
        legal, why = True, (f"{bid} is legal here: {SEAT_NAMES[who]} may bid "
                            f"{' or '.join(map(str, a.legal_bids()))}, or pass (§2).")
    except IllegalBidError as err:
        legal, why = False, seat_names_in(str(err)) + " (§2)."
    if prompt is None:
        prompt = (f"{SEAT_NAMES[dealer]} deals. The auction so far: {_auction_text(a)}. "
                  f"May {SEAT_NAMES[who]} bid {bid} now?")

    def judge(answer) -> Verdict:
        return Verdict(answer == legal, why, ())

    return LessonQuestion(prompt, (("Yes", True), ("No", False)), judge, "", legal)


def ask_surrender(contract: int, bidders_meld: int, *, prompt: str | None = None,
                  rules: RuleSet = CARDGAMES_IO) -> LessonQuestion:
    """"May the bidders surrender?" (RULES.md §5): :func:`can_surrender`, explained by
    :func:`explain_surrender`."""
    ok = can_surrender(contract, bidders_meld, rules)
    text = explain_surrender(contract, bidders_meld, rules)
    if prompt is None:
        prompt = (f"The contract is {contract} and the bidders' team meld is {bidders_meld}. "
                  f"May the contract winner surrender (go set voluntarily)?")
    return LessonQuestion(prompt, (("Yes", True), ("No", False)),
                          lambda answer: Verdict(answer == ok, text, ()), "", ok)


def ask_score(contract: int, bidders: int, meld: Sequence[int], trick_points: Sequence[int],
              choices: Iterable[int], *, team: int | None = None, surrendered: bool = False,
              prompt: str | None = None, rules: RuleSet = CARDGAMES_IO) -> LessonQuestion:
    """"What does this team score for the hand?" (RULES.md §5, §7): the answer and the
    reasons come from :func:`score_hand`.

    Args:
        contract, bidders, meld, trick_points, surrendered: as :func:`score_hand` (teams 0
            and 1, points).
        choices: wrong answers to offer (the right one is added).
        team: the team asked about (default: the bidders).

    Raises:
        IllegalActionError, PinochleError: as :func:`score_hand`.
    """
    team = bidders if team is None else team
    result = score_hand(contract, bidders, meld, trick_points, surrendered, rules)
    text = "\n".join(seat_names_in(r) for r in result.reasons)
    if prompt is None:
        tricks = "" if surrendered else (
            f", trick points {TEAM_NAMES[0]} {trick_points[0]}, {TEAM_NAMES[1]} "
            f"{trick_points[1]}")
        prompt = (f"{TEAM_NAMES[bidders]} hold the contract at {contract}. Meld: "
                  f"{TEAM_NAMES[0]} {meld[0]}, {TEAM_NAMES[1]} {meld[1]}{tricks}"
                  f"{'; the bidders surrender' if surrendered else ''}. "
                  f"What do {TEAM_NAMES[team]} score for this hand?")
    return LessonQuestion(prompt, _number_options(result[team], choices),
                          lambda p: Verdict(p == result[team], text, ()), "", result[team])


def ask_game(totals: Sequence[int], bidders: int, *, prompt: str | None = None,
             rules: RuleSet = CARDGAMES_IO) -> LessonQuestion:
    """"Who has won the game?" after a hand (RULES.md §7): :func:`game_winner` with
    ``totals`` (each team's total after the hand) and the team that held the contract;
    explained by :func:`explain_game_winner`."""
    won = game_winner(totals, bidders, rules)
    text = seat_names_in(explain_game_winner(totals, bidders, rules))
    if prompt is None:
        prompt = (f"After a hand {TEAM_NAMES[0]} have {totals[0]} and {TEAM_NAMES[1]} "
                  f"{totals[1]}; {TEAM_NAMES[bidders]} held the contract. Who wins the game?")
    options = tuple((name, t) for t, name in enumerate(TEAM_NAMES)) + (("Nobody yet", None),)
    return LessonQuestion(prompt, options, lambda a: Verdict(a == won, text, ()), "",
                          won)


def ask_fact(prompt: str, options: Iterable[tuple[str, Any]], answer: Any, explanation: str,
             picture: str = "") -> LessonQuestion:
    """A question whose answer the notebook takes from the engine's data (e.g.
    ``CARDGAMES_IO.pass_count``) with the explanation to show."""
    return LessonQuestion(prompt, tuple(options),
                          lambda a: Verdict(a == answer, explanation, ()), picture, answer)


# ---------------------------------------------------------------------------------------
# Showing questions.

class _QuestionBox(widgets.VBox):
    """One question: prompt, picture, a button per option and the verdict."""

    def __init__(self, question: LessonQuestion, number: int | None = None,
                 on_answer: Callable[[], None] | None = None):
        self.question = question
        self.result: bool | None = None
        self.first_result: bool | None = None  # the first answer's verdict: what counts
        self.chosen = None
        self._on_answer = on_answer
        head = f"<b>{number}.</b> " if number is not None else ""
        self.prompt_view = Html(f'<div style="font-size:15px">{head}{_esc(question.prompt)}</div>')
        self.picture = widgets.HTML(question.picture)
        self.buttons = []
        for label, value in question.options:
            b = widgets.Button(description=label, tooltip=label,
                               layout=widgets.Layout(width="auto", margin="2px 6px 2px 0"))
            b.on_click(lambda _b, v=value: self.answer(v))
            self.buttons.append(b)
        self.feedback = Html()
        self.message = widgets.HTML()
        children = [self.prompt_view]
        if question.picture:
            children.append(self.picture)
        children += [widgets.HBox(self.buttons, layout=widgets.Layout(flex_flow="row wrap")),
                     self.message, self.feedback]
        super().__init__(children, layout=widgets.Layout(
            border="1px solid #ccc", padding="6px 10px", margin="0 0 8px 0"))
        self.add_class("pt-lesson-question")

    def answer(self, value) -> bool:
        """Answer with an option's value; shows and returns whether it is right."""
        try:
            verdict = self.question.judge(value)
        except PinochleError as err:
            self.message.value = message_html(str(err))
            return False
        self.message.value = ""
        self.chosen, self.result = value, verdict.correct
        if self.first_result is None:
            self.first_result = verdict.correct
        for b, (_label, v) in zip(self.buttons, self.question.options):
            b.button_style = ("success" if verdict.correct else "danger") if v == value else ""
        self.feedback.value = _verdict_html(verdict)
        if self._on_answer is not None:
            self._on_answer()
        return verdict.correct


class SelfCheck(widgets.VBox):
    """A short self-check: every question on the page, each answered by clicking an option,
    with the engine's verdict and explanation under it, and a running count.

    Args:
        questions: :class:`LessonQuestion`\\ s from the ``ask_*`` functions.
        title: a heading drawn above the questions ("" for none: the lessons put a
            "Check yourself" heading in the page).

    Attributes: ``boxes`` (one per question, each with ``buttons``, ``feedback``,
    ``result``: None until answered, then whether the latest answer is right, and
    ``first_result``: whether the first answer was), ``score_view``. A student may click
    other options afterwards to read why they are right or wrong; the count of right answers
    is of first answers only, so that seeing the answer and clicking it does not count.
    """

    def __init__(self, questions: Iterable[LessonQuestion], title: str = ""):
        self.questions = list(questions)
        self.title_view = widgets.HTML(f'<div style="font-size:17px;font-weight:bold">'
                                       f"{_esc(title)}</div>" if title else "")
        self.score_view = widgets.HTML()
        self.boxes = [_QuestionBox(q, i + 1, self.refresh) for i, q in enumerate(self.questions)]
        super().__init__([self.title_view, *self.boxes, self.score_view])
        self.add_class("pt-selfcheck")
        self.refresh()

    def answer(self, index: int, value) -> bool:
        """Answer question ``index`` (0-based) with an option's value; returns whether it is
        right."""
        return self.boxes[index].answer(value)

    @property
    def results(self) -> list[bool | None]:
        return [b.result for b in self.boxes]

    def refresh(self) -> None:
        done = [b.first_result for b in self.boxes if b.first_result is not None]
        n = len(self.boxes)
        if not done:
            text = f"Click an answer to each of the {n} questions; each is checked at once."
        else:
            right = sum(done)
            text = f"Answered {len(done)} of {n}: {right} right at the first try."
            if len(done) == n and right == n:
                text += " Well done: on to the next lesson."
        self.score_view.value = f'<div class="pt-selfcheck-score" style="font-size:14px">{_esc(text)}</div>'

    def __repr__(self) -> str:
        return f"SelfCheck({len(self.boxes)} questions)"


class QuestionDeck(widgets.VBox):
    """Questions shown one at a time, with "◀ Previous" and "Next ▶".

    Args:
        questions: :class:`LessonQuestion`\\ s; title: the heading.

    Attributes: ``index`` (the question shown, 0-based), ``box`` (its :class:`_QuestionBox`),
    ``next_button``, ``back_button``, ``counter``.
    """

    def __init__(self, questions: Iterable[LessonQuestion], title: str = ""):
        self.questions = list(questions)
        if not self.questions:
            raise PinochleError("a question deck needs at least one question")
        self.index = 0
        self.title_view = widgets.HTML(f'<div style="font-size:16px;font-weight:bold">'
                                       f"{_esc(title)}</div>" if title else "")
        self.back_button = widgets.Button(description="◀ Previous",
                                          layout=widgets.Layout(width="auto"))
        self.next_button = widgets.Button(description="Next ▶", button_style="primary",
                                          layout=widgets.Layout(width="auto"))
        self.counter = widgets.HTML()
        self.back_button.on_click(lambda _b: self.go(self.index - 1))
        self.next_button.on_click(lambda _b: self.go(self.index + 1))
        self.slot = widgets.VBox()
        self.box: _QuestionBox | None = None
        super().__init__([self.title_view, self.slot, widgets.HBox(
            [self.back_button, self.next_button, self.counter],
            layout=widgets.Layout(align_items="center"))])
        self.add_class("pt-question-deck")
        self.refresh()

    def go(self, index: int) -> None:
        """Show question ``index`` (clamped to the deck)."""
        self.index = max(0, min(int(index), len(self.questions) - 1))
        self.refresh()

    def answer(self, value) -> bool:
        return self.box.answer(value)

    def refresh(self) -> None:
        self.box = _QuestionBox(self.questions[self.index])
        self.slot.children = [self.box]
        self.counter.value = (f'<span style="margin-left:8px">{self.index + 1} of '
                              f"{len(self.questions)}</span>")
        self.back_button.disabled = self.index == 0
        self.next_button.disabled = self.index == len(self.questions) - 1

    def __repr__(self) -> str:
        return f"{type(self).__name__}({len(self.questions)} questions)"


class WhichCardWins(QuestionDeck):
    """"Which card wins?": tricks shown one at a time; click the card you think wins and
    the engine says why (:func:`trick_winner`, :func:`explain_winner`, RULES.md §6).

    Args:
        tricks: ``(cards, trump)`` pairs, e.g. ``[("KH TH", "S"), …]``.
    """

    def __init__(self, tricks: Iterable[tuple[Any, Any]], title: str = ""):
        super().__init__([ask_winner(cards, trump) for cards, trump in tricks], title)


# ---------------------------------------------------------------------------------------
# Sort this hand.

class SortHand(widgets.VBox):
    """"Sort this hand": click the cards in the order players hold them, left to right:
    trump first (if there is a trump), each suit kept together, and within a suit from the
    highest card down (A 10 K Q J 9, RULES.md §1). The order within a suit is the engine's
    (:func:`sort_hand`); which plain suit comes next is up to the player.

    Args:
        puzzles: ``(cards, trump)`` pairs, cards in the (mixed-up) order they are shown,
            trump a suit or None.
        size, palette: how the cards are drawn.

    Attributes: ``index`` (the puzzle shown), ``left`` (cards still to place, in the order
    shown), ``placed`` (cards placed), ``buttons`` (one per card left), ``message``.
    """

    def __init__(self, puzzles: Iterable[tuple[Any, Any]], *, size: float = 0.9,
                 palette: str = "classic"):
        _check_palette(palette)
        self.puzzles = [(tuple(parse_cards(c)), None if t is None else Suit.from_str(t))
                        for c, t in puzzles]
        if not self.puzzles:
            raise PinochleError("give at least one hand to sort")
        self.size, self.palette = float(size), palette
        self.index = 0
        self.title = widgets.HTML()
        self.placed_view = Html()
        self.row = widgets.HBox(layout=widgets.Layout(flex_flow="row wrap"))
        self.message = Html()
        self.next_button = widgets.Button(description="Next hand ▶", button_style="primary",
                                          layout=widgets.Layout(width="auto"))
        self.again_button = widgets.Button(description="Start again",
                                           layout=widgets.Layout(width="auto"))
        self.next_button.on_click(lambda _b: self.start((self.index + 1) % len(self.puzzles)))
        self.again_button.on_click(lambda _b: self.start(self.index))
        super().__init__([self.title, self.placed_view, self.row, self.message,
                          widgets.HBox([self.again_button, self.next_button])])
        self.add_class("pt-sort-hand")
        self.start(0)

    @property
    def trump(self) -> Suit | None:
        return self.puzzles[self.index][1]

    def start(self, index: int) -> None:
        """Show puzzle ``index`` from the beginning."""
        self.index = index
        self.left = list(self.puzzles[index][0])
        self.placed: list[Card] = []
        self._note = ("", True)
        self.refresh()

    def _allowed(self) -> tuple[set[Card], str]:
        """The cards that may come next, and why another may not (a sentence pattern)."""
        t = self.trump
        pool, rule = self.left, ""
        if t is not None and any(c.suit is t for c in pool):
            pool, rule = [c for c in pool if c.suit is t], "trump"
        elif self.placed and any(c.suit is self.placed[-1].suit for c in pool):
            pool, rule = [c for c in pool if c.suit is self.placed[-1].suit], "suit"
        tops = {sort_hand([c for c in pool if c.suit is s])[0] for s in {c.suit for c in pool}}
        return tops, rule

    def choose(self, card: CardLike) -> bool:
        """Place ``card`` next if it belongs there; otherwise say why not. Returns whether
        it was placed."""
        card = parse_cards([card])[0]
        if card not in self.left:
            self._note = (f"{card} is not among the cards left to sort.", False)
            self.refresh()
            return False
        allowed, rule = self._allowed()
        if card in allowed:
            self.left.remove(card)
            self.placed.append(card)
            self._note = ("", True)
            self.refresh()
            return True
        t = self.trump
        if rule == "trump" and card.suit is not t:
            trumps = " ".join(str(c) for c in sort_hand([c for c in self.left if c.suit is t], t))
            why = (f"Not yet: trump ({t.plural}) goes first, on the left, and you still hold "
                   f"{trumps}.")
        elif rule == "suit" and card.suit is not self.placed[-1].suit:
            s = self.placed[-1].suit
            why = f"Not yet: finish the {s.plural} first; each suit is kept together."
        else:
            top = sort_hand([c for c in self.left if c.suit is card.suit])[0]
            why = (f"Not yet: {top} ranks above {card}. Within a suit the order is "
                   f"A 10 K Q J 9: the ten is above the king.")
        self._note = (why, False)
        self.refresh()
        return False

    def refresh(self) -> None:
        cards, t = self.puzzles[self.index]
        trump = f"{t.symbol} {t.plural} are trump" if t else "no trump"
        self.title.value = (
            f'<div style="font-size:15px"><b>Hand {self.index + 1} of {len(self.puzzles)}</b>'
            f" ({_esc(trump)}): click the card that goes next, starting from the left.</div>")
        if self.placed:
            placed = hand_html(self.placed, size=self.size * 0.8, palette=self.palette,
                               label="Sorted so far: " + ", ".join(map(str, self.placed)))
        else:
            placed = '<div style="color:#555;font-style:italic">(nothing placed yet)</div>'
        self.placed_view.value = (f'<div style="font-size:13px">Your sorted hand:</div>'
                                  f"{placed}")
        cells = []
        self.buttons = []
        for c in self.left:
            b = widgets.Button(description=f"{c}", tooltip=c.name,
                               layout=widgets.Layout(width="60px", margin="2px 0 0 0"))
            b.on_click(lambda _b, card=c: self.choose(card))
            self.buttons.append(b)
            cells.append(widgets.VBox(
                [widgets.HTML(card_svg(c, size=self.size, palette=self.palette)), b],
                layout=widgets.Layout(align_items="center", margin="0 4px 4px 0")))
        self.row.children = cells
        text, ok = self._note
        if not self.left:
            order = sort_hand(cards, t)
            self.message.value = (
                f'<div role="status" style="color:{_GREEN};font-size:14px"><b>✓ Sorted!</b> '
                f"This is how players hold it. The kit draws every hand this way:</div>"
                + hand_html(order, size=self.size * 0.8, palette=self.palette))
        elif text:
            self.message.value = (f'<div role="status" style="color:{_RED};font-size:14px">'
                                  f"✗ {_esc(text)}</div>")
        else:
            self.message.value = ""

    def __repr__(self) -> str:
        return f"SortHand({len(self.puzzles)} hands)"


# ---------------------------------------------------------------------------------------
# A trick position to click through.

class PlayPosition(widgets.VBox):
    """A trick in progress and your hand: click any card to hear whether you may play it
    and why (:func:`explain_play`, RULES.md §6). "Show the legal cards" fades the others,
    as a real table would.

    Args:
        hand: your cards; trick: the cards already played, lead first (empty: you lead).
        trump: the trump suit.
        seat: your seat 0..3 (default South); the trick is drawn from your side.
        title: a heading.
        rules: the rule set (its ``obligation``).
        size, palette: how the cards are drawn.

    Attributes: ``legal`` (the legal cards), ``hand_view`` (a :class:`HandView`),
    ``verdict_view``, ``reveal_button``, ``last`` (``(card, legal?)`` of the last click).
    """

    def __init__(self, hand, trick, trump, *, seat: int = 0, title: str = "",
                 rules: RuleSet = CARDGAMES_IO, size: float = 0.9, palette: str = "classic"):
        _check_palette(palette)
        self.hand = tuple(check_hand(hand, rules=rules))
        self.trick = tuple(parse_cards(trick))
        self.trump = Suit.from_str(trump)
        self.seat, self.rules, self.size, self.palette = seat, rules, float(size), palette
        self.leader = (seat - len(self.trick)) % 4
        self.legal = legal_plays(self.hand, self.trick, self.trump, rules)
        self.revealed = False
        self.last: tuple[Card, bool] | None = None
        self.title_view = widgets.HTML(
            f'<div style="font-size:16px;font-weight:bold">{_esc(title)}</div>' if title else "")
        self.table_view = Html()
        self.hand_view = HandView(self.hand, trump=self.trump, size=self.size, palette=palette,
                                  choices=_distinct(self.hand), verb="Play",
                                  on_choose=self.choose, title="Your hand: click a card")
        self.verdict_view = Html()
        self.reveal_button = widgets.Button(description="Show the legal cards",
                                            layout=widgets.Layout(width="auto"))
        self.reveal_button.on_click(lambda _b: self.reveal(not self.revealed))
        right = widgets.VBox([self.hand_view, widgets.HBox([self.reveal_button]),
                              self.verdict_view],
                             layout=widgets.Layout(flex="1 1 420px", min_width="320px"))
        super().__init__([self.title_view, widgets.HBox(
            [self.table_view, right],
            layout=widgets.Layout(flex_flow="row wrap", align_items="flex-start",
                                  grid_gap="8px 24px"))])
        self.add_class("pt-play-position")
        self.refresh()

    def choose(self, card: CardLike) -> bool:
        """Say whether ``card`` may be played and why; returns whether it is legal."""
        card = parse_cards([card])[0]
        ok = card in self.legal
        self.last = (card, ok)
        self.refresh()
        return ok

    def reveal(self, on: bool = True) -> None:
        """Fade the cards that may not be played (``on``), or make all clickable again."""
        self.revealed = bool(on)
        self.refresh()

    def _names(self) -> list[str]:
        return [f"{n} (you)" if s == self.seat else n for s, n in enumerate(SEAT_NAMES)]

    def refresh(self) -> None:
        names = self._names()
        t = self.trump
        if self.trick:
            w = trick_winner(self.trick, t)
            caption = (f"{_trump_line(t)} {self.trick[0].suit.plural.capitalize()} were led; "
                       f"{self.trick[w]} ({names[(self.leader + w) % 4]}) is winning so far. "
                       f"Your partner is {SEAT_NAMES[(self.seat + 2) % 4]}.")
            self.table_view.value = (
                trick_html(self.trick, self.leader, bottom=self.seat, winner=w,
                           to_move=self.seat, palette=self.palette, size=self.size * 0.8,
                           names=names, title="The trick")
                + f'<div style="font-size:14px;max-width:260px;margin-top:4px">'
                  f"{_esc(caption)}</div>")
        else:
            self.table_view.value = (f'<div style="font-size:14px">{_esc(_trump_line(t))} '
                                     f"You lead: nothing is on the table yet.</div>")
        highlights = {}
        if self.last is not None:
            highlights[self.last[0]] = "selected" if self.last[1] else "illegal"
        if self.revealed:
            reasons = {c: explain_play(self.hand, self.trick, t, c, self.rules)
                       for c in _distinct(self.hand) if c not in self.legal}
            self.hand_view.set(choices=self.legal, reasons=reasons, highlights=highlights)
            self.reveal_button.description = "Let me guess again"
        else:
            self.hand_view.set(choices=_distinct(self.hand), reasons={}, highlights=highlights)
            self.reveal_button.description = "Show the legal cards"
        parts = []
        if self.last is not None:
            card, ok = self.last
            sentence = explain_play(self.hand, self.trick, t, card, self.rules)
            colour, mark = (_GREEN, "✓") if ok else (_RED, "✗")
            parts.append(f'<div class="pt-lesson-feedback" role="status" style="font-size:15px;'
                         f'border-left:4px solid {colour};padding:4px 10px;margin:4px 0">'
                         f'<b style="color:{colour}">{mark}</b> {_esc(sentence)}</div>')
        if self.revealed:
            parts.append(f'<div style="font-size:14px">Legal here: '
                         f"<b>{_esc(' '.join(map(str, self.legal)))}</b>. The faded cards may "
                         f"not be played (hover over one to read why).</div>")
        self.verdict_view.value = "".join(parts)

    def __repr__(self) -> str:
        return (f"PlayPosition(hand={' '.join(c.code for c in self.hand)!r}, "
                f"trick={' '.join(c.code for c in self.trick)!r}, trump={self.trump.value!r})")


# ---------------------------------------------------------------------------------------
# Meld.

class MeldCalculator(widgets.VBox):
    """Pick cards by clicking (each click adds a copy, up to two, then back to none) or
    type them, choose trump, and see the meld outlined with its breakdown
    (:class:`MeldView`, :func:`best_meld`, RULES.md §4).

    Args:
        hand: the cards to start with; trump: the trump suit; rules, size, palette: as
        :class:`MeldView`.

    Attributes: ``meld_view`` (the :class:`MeldView`), ``pick_buttons`` ({card: Button}),
    ``clear_button``.
    """

    def __init__(self, hand="", trump="H", *, rules: RuleSet = CARDGAMES_IO,
                 size: float = 0.85, palette: str = "classic"):
        self.rules = rules
        self.meld_view = MeldView(hand, trump, rules, editable=True, size=size,
                                  palette=palette, near=3)
        self.pick_buttons: dict[Card, widgets.Button] = {}
        rows = []
        for suit in Suit:
            cards = sort_hand([Card(suit, r) for r in rules.ranks])
            buttons = []
            for c in cards:
                b = widgets.Button(layout=widgets.Layout(width="64px", margin="1px 3px 1px 0"))
                b.on_click(lambda _b, card=c: self.toggle(card))
                self.pick_buttons[c] = b
                buttons.append(b)
            rows.append(widgets.HBox([widgets.HTML(
                f'<div style="width:90px;font-size:14px">{suit.symbol} {suit.plural}</div>'),
                *buttons], layout=widgets.Layout(align_items="center")))
        self.clear_button = widgets.Button(description="Clear the hand",
                                           layout=widgets.Layout(width="auto"))
        self.clear_button.on_click(lambda _b: self.set_cards([]))
        self.meld_view.hand_box.observe(lambda _c: self._sync(), names="value")
        help_ = widgets.HTML('<div style="font-size:14px">Click a card to add it (a second '
                             "click adds the second copy, a third removes both):</div>")
        super().__init__([help_, *rows, widgets.HBox([self.clear_button]), self.meld_view])
        self.add_class("pt-meld-calculator")
        self._sync()

    def count(self, card: CardLike) -> int:
        card = parse_cards([card])[0]
        return sum(1 for c in self.meld_view.hand if c is card)

    def toggle(self, card: CardLike) -> None:
        """One more copy of ``card`` (none after the last copy)."""
        card = parse_cards([card])[0]
        n = (self.count(card) + 1) % (self.rules.copies + 1)
        cards = [c for c in self.meld_view.hand if c is not card] + [card] * n
        self.set_cards(cards)

    def set_cards(self, cards) -> None:
        self.meld_view.show_hand(cards)
        self._sync()

    def _sync(self) -> None:
        for c, b in self.pick_buttons.items():
            n = self.count(c)
            b.description = f"{c} ×{n}" if n > 1 else str(c)
            b.button_style = "info" if n else ""
            b.tooltip = f"{c.name}: {n} in the hand"

    def __repr__(self) -> str:
        return f"MeldCalculator({self.meld_view!r})"


class MeldGallery(widgets.VBox):
    """Named example hands, one shown at a time with its meld outlined (:class:`MeldView`).

    Args:
        examples: ``(name, hand, trump)`` triples; the first is shown.
        size, palette: as :class:`MeldView`.

    Attributes: ``picker`` (ToggleButtons of the names), ``meld_view``.
    """

    def __init__(self, examples: Iterable[tuple[str, Any, Any]], *, size: float = 0.85,
                 palette: str = "classic", rules: RuleSet = CARDGAMES_IO):
        self.examples = [(name, tuple(check_hand(h, rules=rules)), Suit.from_str(t))
                         for name, h, t in examples]
        if not self.examples:
            raise PinochleError("give at least one example hand")
        name, hand, trump = self.examples[0]
        self.meld_view = MeldView(hand, trump, rules, size=size, palette=palette, near=0)
        self.picker = widgets.ToggleButtons(
            options=[(n, i) for i, (n, _h, _t) in enumerate(self.examples)], value=0,
            style={"button_width": "auto"})
        self.picker.observe(lambda ch: self.show(ch["new"]), names="value")
        self.caption = widgets.HTML()
        super().__init__([self.picker, self.caption, self.meld_view])
        self.add_class("pt-meld-gallery")
        self.show(0)

    def show(self, index: int) -> None:
        name, hand, trump = self.examples[index]
        self.meld_view.set_trump(trump)
        self.meld_view.show_hand(hand)
        if self.picker.value != index:
            self.picker.value = index
        self.caption.value = (f'<div style="font-size:14px;margin-top:4px"><b>{_esc(name)}</b>'
                              f" with {_esc(trump.symbol)} {_esc(trump.plural)} as trump: "
                              f"meld {self.meld_view.result.total}</div>")

    def __repr__(self) -> str:
        return f"MeldGallery({len(self.examples)} hands)"


# ---------------------------------------------------------------------------------------
# Bidding.

class BidEstimate(widgets.VBox):
    """How much could this hand bid? For each possible trump: the meld, an estimate of the
    trick points the team would take, and their sum; then what the pass and the partner
    usually add, and the bid the kit's computer player would go up to (RULES.md §2-§4).

    The estimates are the heuristic computer player's
    (:func:`pinochle_teach.players.heuristic.hand_values` and ``bid_value``, measured in
    self-play), so they are rules of thumb, not rules.

    Args:
        seed: the deal number; seat: whose hand (0 = South); dealer: the dealer's seat.

    Attributes: ``hand``, ``values`` (SuitValue per suit, best first), ``bid`` (the
    computer player's limit, points), ``seed_box``, ``next_button``, ``message``.
    """

    def __init__(self, seed: int = 1, seat: int = 0, *, dealer: int = 3, size: float = 0.8,
                 palette: str = "classic", rules: RuleSet = CARDGAMES_IO):
        _check_palette(palette)
        self.seat, self.dealer, self.size, self.palette, self.rules = (
            seat, dealer, float(size), palette, rules)
        self.seed = parse_seed(seed)
        self.seed_box = widgets.Text(value=str(self.seed), description="Deal #",
                                     continuous_update=False,
                                     style={"description_width": "auto"},
                                     layout=widgets.Layout(width="160px"))
        self.next_button = widgets.Button(description="Next deal", button_style="primary",
                                          layout=widgets.Layout(width="auto"))
        self.next_button.on_click(lambda _b: self.show_deal(self.seed + 1))
        self.seed_box.observe(lambda ch: self.show_deal(ch["new"]), names="value")
        self.message = widgets.HTML()
        self.view = Html()
        super().__init__([widgets.HBox([self.seed_box, self.next_button]), self.message,
                          self.view])
        self.add_class("pt-bid-estimate")
        self.show_deal(self.seed)

    def show_deal(self, seed) -> bool:
        try:
            self.seed = parse_seed(seed)
        except PinochleError as err:
            self.message.value = message_html(str(err))
            return False
        self.message.value = ""
        if self.seed_box.value != str(self.seed):
            self.seed_box.value = str(self.seed)
        self.refresh()
        return True

    def refresh(self) -> None:
        from ..players import heuristic

        game = Game(self.seed, self.rules, dealer=self.dealer)
        view = game.view(self.seat)
        self.hand = tuple(view.hand)
        self.values = heuristic.hand_values(self.hand, self.rules)
        self.bid = heuristic.bid_value(view, self.values)
        model = heuristic.AUCTION_MODEL
        best = self.values[0]
        cell = "padding:2px 12px;text-align:right"
        rows = "".join(
            f"<tr{' style=font-weight:bold' if i == 0 else ''}>"
            f'<th scope="row" style="text-align:left;padding:2px 12px">{v.suit.symbol} '
            f"{_esc(v.suit.plural)}</th><td style=\"{cell}\">{v.meld}</td>"
            f'<td style="{cell}">{v.tricks}</td><td style="{cell}"><b>{v.total}</b></td></tr>'
            for i, v in enumerate(self.values))
        table = (f'<table style="border-collapse:collapse;font-size:14px;margin:6px 0">'
                 f'<thead><tr style="border-bottom:1px solid #999"><th style="text-align:left;'
                 f'padding:2px 12px">If trump is</th><th style="{cell}">Your meld</th>'
                 f'<th style="{cell}">Trick points (estimate)</th><th style="{cell}">Total</th>'
                 f"</tr></thead><tbody>{rows}</tbody></table>")
        partner = SEAT_NAMES[(self.seat + 2) % 4]
        text = (f'<div style="font-size:14px">With {best.suit.plural} as trump this hand is '
                f"worth about <b>{best.total}</b> by itself. On average the pass adds about "
                f"<b>{round(model['pass_gain'])}</b> to the bidder's meld and {partner}'s "
                f"meld adds about <b>{round(model['partner_meld'])}</b> (more if {partner} "
                f"has bid). The kit's computer player would bid up to <b>{self.bid}</b> with "
                f"this hand.</div>")
        self.view.value = (
            f'<div style="font-size:14px"><b>{_esc(SEAT_NAMES[self.seat])}\'s hand</b>, deal '
            f"#{self.seed}, drawn with {_esc(best.suit.plural)} as trump:</div>"
            + hand_html(sort_hand(self.hand, best.suit), size=self.size, palette=self.palette)
            + table + text)

    def __repr__(self) -> str:
        return f"BidEstimate(seed={self.seed}, seat={self.seat})"


# ---------------------------------------------------------------------------------------
# The pass.

class PassLab(widgets.VBox):
    """The pass, before and after (RULES.md §3-§4): the bidder's partner gives 4 cards to
    the bidder, who gives 4 back, one click at a time; the table shows each partner's meld
    before the pass and now, and the melds laid down at the end.

    The deal is ``Game(seed, dealer=dealer)``; the auction and trump are played by the
    kit's heuristic computer players, so a deal always reaches the same pass. With
    ``stuck=True`` (or the "Stuck dealer" button) everyone passes instead, the dealer is
    stuck at 250 (§2) and must still name trump and pass (§3). Every give
    is :meth:`Game.apply`'d: the engine decides what may be given. "Let the computer
    choose" gives the card the heuristic player would, with its reason.

    Attributes: ``game`` (the live :class:`Game`), ``bidder``, ``partner``, ``trump``,
    ``partner_view`` and ``bidder_view`` (:class:`HandView`\\ s), ``computer_button``,
    ``restart_button``, ``table`` (meld before/now), ``melds_view``, ``message``.
    """

    def __init__(self, seed: int = 3, *, dealer: int | None = 3, stuck: bool = False,
                 size: float = 0.75, palette: str = "classic", rules: RuleSet = CARDGAMES_IO):
        _check_palette(palette)
        self.seed, self.dealer, self.size, self.palette, self.rules = (
            parse_seed(seed), dealer, float(size), palette, rules)
        self.stuck = bool(stuck)
        self.auction_picker = widgets.ToggleButtons(
            options=[("Auction by the computer", False), ("Stuck dealer", True)],
            value=self.stuck, style={"button_width": "auto"},
            tooltips=["The computer players bid as usual",
                      "Everyone passes: the dealer is stuck at 250 and must still pass cards"])
        self.auction_picker.observe(self._on_stuck, names="value")
        self.intro = Html()
        self.partner_view = HandView((), size=self.size, palette=palette, verb="Give")
        self.bidder_view = HandView((), size=self.size, palette=palette, verb="Give")
        self.partner_view.on_choose = self.bidder_view.on_choose = self.give
        self.table = Html()
        self.melds_view = Html()
        self.message = Html()
        self.computer_button = widgets.Button(description="Let the computer choose",
                                              tooltip="Give the card the kit's heuristic "
                                              "player would give, and say why",
                                              layout=widgets.Layout(width="auto"))
        self.restart_button = widgets.Button(description="Start over",
                                             layout=widgets.Layout(width="auto"))
        self.computer_button.on_click(lambda _b: self.computer())
        self.restart_button.on_click(lambda _b: self.start())
        super().__init__([self.auction_picker, self.intro, self.table,
                          widgets.HBox([self.computer_button, self.restart_button]),
                          self.message, self.partner_view, self.bidder_view, self.melds_view])
        self.add_class("pt-pass-lab")
        self.start()

    def start(self) -> None:
        """Deal again and play the auction and trump up to the pass."""
        from ..players import HeuristicPlayer

        game = Game(self.seed, self.rules, dealer=self.dealer)
        players = [HeuristicPlayer(seed=self.seed * 4 + s) for s in range(4)]
        while game.phase in (Phase.AUCTION, Phase.TRUMP):
            seat = game.to_move
            if self.stuck and game.phase is Phase.AUCTION:
                game.apply("pass")
            else:
                game.apply(players[seat].choose(game.view(seat)))
        self.game = game
        self.bidder, self.partner, self.trump = game.bidder, game.partner, game.trump
        self.before = {s: best_meld(game.dealt[s], self.trump, self.rules)
                       for s in (self.bidder, self.partner)}
        self._note = ("", "info")
        self.refresh()

    def _on_stuck(self, change) -> None:
        self.stuck = bool(change["new"])
        self.start()

    @property
    def done(self) -> bool:
        return self.game.phase not in (Phase.PASS, Phase.RETURN)

    def give(self, card: CardLike) -> bool:
        """Give ``card`` for the seat to move (the engine refuses a card it may not give,
        and the refusal is shown). Returns whether it was given."""
        try:
            card = parse_cards([card])[0]
            if self.done:
                raise PinochleError("the pass is over: click Start over to try again")
            self.game.apply(Action("give", card))
        except PinochleError as err:
            self._note = (str(err), "error")
            self.refresh()
            return False
        self._note = ("", "info")
        self.refresh()
        return True

    def computer(self) -> None:
        """Give the card the heuristic player would give, and show its reason."""
        from ..players import HeuristicPlayer

        if self.done:
            self._note = ("The pass is over: click Start over to try again.", "info")
            self.refresh()
            return
        seat = self.game.to_move
        decision = HeuristicPlayer(seed=self.seed * 4 + seat).decide(self.game.view(seat))
        reason = decision.reason or ""
        if self.give(decision.action.value):
            self._note = (f"{SEAT_NAMES[seat]}: {seat_names_in(reason)}", "info")
            self.refresh()

    def _hand_of(self, seat: int):
        return self.game.hands[seat]

    def refresh(self) -> None:
        g, b, p, t = self.game, self.bidder, self.partner, self.trump
        n = g.rules.pass_count
        won = (f"was stuck with the contract at <b>{g.contract}</b> (everyone passed)"
               if g.auction.forced else f"won the auction at <b>{g.contract}</b>")
        self.intro.value = (
            f'<div style="font-size:15px">Deal #{self.seed}: <b>{SEAT_NAMES[b]}</b> {won} '
            f"and named <b>{t.symbol} {t.plural}</b> trump. "
            f"{SEAT_NAMES[p]}, the partner, now gives {n} cards to {SEAT_NAMES[b]}; then "
            f"{SEAT_NAMES[b]} gives {n} back (§3).</div>")
        gives = [a.value for a in g.legal_actions() if a.kind == "give"] if not self.done else []
        to_move = g.to_move if not self.done else None
        for seat, view in ((p, self.partner_view), (b, self.bidder_view)):
            role = "partner" if seat == p else "bidder"
            mine = seat == to_move
            cards = g.hands[seat]
            got = g.passed if seat == b else g.returned
            highlights = {c: "hint" for c in got} if got else {}
            title = (f"{SEAT_NAMES[seat]} ({role}), {len(cards)} cards"
                     + (f": click a card to give it to {SEAT_NAMES[b if seat == p else p]}"
                        if mine else ""))
            view.set(cards=cards, trump=t, title=title, highlights=highlights,
                     choices=gives if mine else None)
        self.table.value = self._table_html()
        text, kind = self._note
        self.message.value = message_html(text, kind) if text else ""
        if self.done and g.melds is not None:
            parts = []
            for seat in (p, b):
                parts.append(f'<div style="font-size:14px;margin-top:6px"><b>'
                             f"{SEAT_NAMES[seat]}'s meld after the pass</b></div>"
                             + meld_html(g.melds[seat], palette=self.palette, size=self.size,
                                         layout="side", class_names=False, caption=""))
            self.melds_view.value = "".join(parts)
        else:
            self.melds_view.value = ""
        self.computer_button.disabled = self.done

    def _table_html(self) -> str:
        g, b, p, t = self.game, self.bidder, self.partner, self.trump
        cell = "padding:2px 12px;text-align:right"
        now = {}
        for s in (p, b):
            now[s] = (g.melds[s].total if self.done and g.melds is not None
                      else best_meld(g.hands[s], t, self.rules).total)
        rows = []
        for s in (p, b):
            rows.append(f'<tr><th scope="row" style="text-align:left;padding:2px 12px">'
                        f"{SEAT_NAMES[s]} ({'bidder' if s == b else 'partner'})</th>"
                        f'<td style="{cell}">{self.before[s].total}</td>'
                        f'<td style="{cell}"><b>{now[s]}</b></td>'
                        f'<td style="{cell}">{len(g.hands[s])}</td></tr>')
        before_team = self.before[p].total + self.before[b].total
        now_team = now[p] + now[b]
        rows.append(f'<tr style="border-top:2px solid #444"><th scope="row" style="text-align:'
                    f'left;padding:2px 12px">Team {TEAM_NAMES[b % 2]}</th><td style="{cell}">'
                    f'{before_team}</td><td style="{cell}"><b>{now_team}</b></td><td></td></tr>')
        if self.done:
            stage = "after the pass (final)"
        elif g.phase is Phase.PASS:
            stage = f"now ({len(g.passed)} of {g.rules.pass_count} given to the bidder)"
        else:
            stage = f"now ({len(g.returned)} of {g.rules.pass_count} given back)"
        return (f'<table class="pt-pass-table" style="border-collapse:collapse;font-size:14px;'
                f'margin:6px 0"><caption style="text-align:left;font-weight:bold">Meld with '
                f"{_esc(t.plural)} as trump</caption><thead><tr style=\"border-bottom:1px solid "
                f'#999"><th></th><th style="{cell}">Before the pass</th><th style="{cell}">'
                f'{_esc(stage)}</th><th style="{cell}">Cards</th></tr></thead><tbody>'
                f"{''.join(rows)}</tbody></table>")

    def __repr__(self) -> str:
        return (f"PassLab(seed={self.seed}, stuck={self.stuck}, "
                f"phase={self.game.phase.value!r})")


# ---------------------------------------------------------------------------------------
# Scoring.

class ScoreCalculator(widgets.VBox):
    """A hand-score calculator (RULES.md §5, §7): type the contract, who bid, each team's
    meld and trick points (or tick "surrendered"), and the totals before the hand; see what
    each team scores with the engine's reasons (:func:`score_hand`) and whether the game is
    won (:func:`game_winner`, :func:`explain_game_winner`).

    Attributes: the inputs ``contract``, ``bidders`` (Dropdown of teams), ``meld`` and
    ``tricks`` (two IntTexts each), ``surrendered`` (Checkbox), ``totals`` (two IntTexts);
    ``result`` (the last :class:`HandScore`, or None), ``view``, ``message``.
    """

    def __init__(self, contract: int = 350, bidders: int = 0, meld=(180, 100),
                 trick_points=(190, 60), *, surrendered: bool = False, totals=(0, 0),
                 rules: RuleSet = CARDGAMES_IO):
        self.rules = rules
        lay = widgets.Layout(width="270px")
        sty = {"description_width": "150px"}

        def box(value, desc):
            return widgets.IntText(value=int(value), description=desc, layout=lay, style=sty)

        self.contract = box(contract, "Contract")
        self.bidders = widgets.Dropdown(options=[(n, t) for t, n in enumerate(TEAM_NAMES)],
                                        value=bidders, description="Bidders", layout=lay,
                                        style=sty)
        self.meld = [box(meld[t], f"Meld {TEAM_NAMES[t]}") for t in range(2)]
        self.tricks = [box(trick_points[t], f"Tricks {TEAM_NAMES[t]}") for t in range(2)]
        self.surrendered = widgets.Checkbox(value=surrendered,
                                            description="The bidders surrender (§5)",
                                            indent=False)
        self.totals = [box(totals[t], TEAM_NAMES[t]) for t in range(2)]
        self.result = None
        self.message = widgets.HTML()
        self.view = Html()
        for w in [self.contract, self.bidders, *self.meld, *self.tricks, self.surrendered,
                  *self.totals]:
            w.observe(lambda _c: self.refresh(), names="value")
        col = widgets.Layout(margin="0 20px 0 0")
        inputs = widgets.HBox([
            widgets.VBox([self.contract, self.bidders, self.surrendered], layout=col),
            widgets.VBox([*self.meld, *self.tricks], layout=col),
            widgets.VBox([widgets.HTML("<b>Game totals before this hand</b>"), *self.totals]),
        ], layout=widgets.Layout(flex_flow="row wrap"))
        super().__init__([inputs, self.message, self.view])
        self.add_class("pt-score-calculator")
        self.refresh()

    def refresh(self) -> None:
        b = self.bidders.value
        meld = [w.value for w in self.meld]
        tp = [w.value for w in self.tricks]
        try:
            result = score_hand(self.contract.value, b, meld, tp, self.surrendered.value,
                                self.rules)
        except PinochleError as err:
            self.result = None
            self.message.value = message_html(seat_names_in(str(err)))
            self.view.value = ""
            return
        self.result = result
        notes = []
        if not self.surrendered.value and sum(tp) != self.rules.trick_points_total:
            notes.append(f"the trick points of a hand add up to "
                         f"{self.rules.trick_points_total}; these add up to {sum(tp)}.")
        self.message.value = message_html(" ".join(notes), "info") if notes else ""
        totals = [w.value + result[t] for t, w in enumerate(self.totals)]
        cell = "padding:2px 12px;text-align:right"
        rows = "".join(
            f'<tr><th scope="row" style="text-align:left;padding:2px 12px">{_esc(TEAM_NAMES[t])}'
            f"{' (bidders)' if t == b else ''}</th><td style=\"{cell}\"><b "
            f'data-score="{result[t]}">{_esc(number(result[t]))}</b></td>'
            f'<td style="{cell}">{_esc(number(totals[t]))}</td></tr>' for t in range(2))
        reasons = "".join(f"<li>{_esc(seat_names_in(r))}</li>" for r in result.reasons)
        game = seat_names_in(explain_game_winner(totals, b, self.rules))
        self.view.value = (
            f'<div style="font-size:14px"><table style="border-collapse:collapse;margin:6px 0">'
            f'<thead><tr style="border-bottom:1px solid #999"><th></th><th style="{cell}">'
            f'This hand</th><th style="{cell}">Game total</th></tr></thead><tbody>{rows}'
            f'</tbody></table><ul style="margin:2px 0">{reasons}</ul>'
            f'<div class="pt-game-verdict"><b>Game:</b> {_esc(game)}</div></div>')

    def __repr__(self) -> str:
        return f"ScoreCalculator(contract={self.contract.value})"


# ---------------------------------------------------------------------------------------
# A commented hand.

class Moment(NamedTuple):
    """A moment worth a comment in a recorded hand: after ``step`` card plays (1..48),
    in trick ``trick`` (1..12), with the sentence ``text``."""

    step: int
    trick: int
    text: str


def key_moments(source, hand: int = 1) -> list[Moment]:
    """The moments of one hand's trick play worth a comment: a trump in on a plain lead, an
    overtrump, a forced undertrump, beating a partner's winning card, an identical card
    that ties, a rich trick, and the last trick with its bonus (RULES.md §6, §7).

    Each is judged by the engine at the moment of the play: :func:`legal_plays` on the
    player's hand (what they had to do), :func:`beats` and :func:`trick_winner`.

    Args:
        source: a :class:`Game` or a game record (dict or JSON text).
        hand: the hand number (1 = the first).

    Returns:
        the :class:`Moment`\\ s in play order.

    Raises:
        InvalidRecordError: for a record that does not replay.
    """
    out: list[Moment] = []
    step = 0
    prev: Game | None = None
    for _i, action, g in replay(source.to_record() if isinstance(source, Game) else source):
        if (action is not None and action.kind == "play" and prev is not None
                and prev.hand_number == hand):
            step += 1
            out.extend(_moments_of_play(prev, action.value, g, step))
        prev = g.copy()
    return out


def _moments_of_play(before: Game, card: Card, after: Game, step: int) -> list[Moment]:
    """The comments on one card play: ``before`` is the game just before it, ``after``
    just after."""
    out = []
    seat = before.to_move
    trick, trump, rules = list(before.trick), before.trump, before.rules
    name = SEAT_NAMES[seat]
    number = len(before.tricks) + 1
    if trick:
        lead = trick[0].suit
        w_i = trick_winner(trick, trump)
        w = trick[w_i]
        w_seat = (before.leader + w_i) % 4
        legal = legal_plays(before.hands[seat], trick, trump, rules)
        text = None
        if card.suit is trump and lead is not trump and w.suit is not trump:
            text = f"{name} has no {lead.plural} and trumps in with {card}."
        elif card.suit is trump and lead is not trump and beats(card, w, trump):
            text = f"{name} has no {lead.plural} and overtrumps {w} with {card}."
        elif card.suit is trump and lead is not trump and all(
                c.suit is trump and not beats(c, w, trump) for c in legal):
            text = (f"{name} has no {lead.plural} and must play a trump even though none can "
                    f"beat {w}: a forced undertrump with {card}.")
        elif w_seat == (seat + 2) % 4 and beats(card, w, trump) and all(
                beats(c, w, trump) for c in legal):
            text = (f"{name} must beat partner {SEAT_NAMES[w_seat]}'s {w} with {card}: the "
                    f"duty to beat holds even against a partner.")
        elif card is w:
            text = f"{name} plays the second {card}: it ties, and the first one played wins."
        if text:
            out.append(Moment(step, number, f"Trick {number}: {text}"))
    if len(trick) == rules.players - 1 and len(after.tricks) == number:
        rec = after.tricks[-1]
        winner = SEAT_NAMES[rec.winner]
        if number == rules.hand_size:
            out.append(Moment(step, number, f"Trick {number}, the last: {winner} wins it; "
                              + explain_points(rec.cards, rules, last=True)))
        elif rec.points >= 30:
            out.append(Moment(step, number, f"Trick {number}: {winner} wins a rich trick; "
                              + explain_points(rec.cards, rules)))
    return out


class HandCommentary(widgets.VBox):
    """A :class:`TrickWalkthrough` with a commentary: the key moments of the hand
    (:func:`key_moments`) in a list you can jump to, and the comments on the trick on
    screen.

    Args:
        source: a :class:`Game` or game record; other keyword arguments go to
            :class:`TrickWalkthrough` (``seat``, ``size``, ``palette``…).

    Attributes: ``walkthrough``, ``moments``, ``picker`` (Dropdown of the moments),
    ``comment`` (the comments for the trick shown).
    """

    def __init__(self, source, **kwargs):
        if isinstance(source, Game):
            source = source.to_record()
        self.walkthrough = TrickWalkthrough(source, **kwargs)
        self.moments = key_moments(source, self.walkthrough.hand)
        self.picker = widgets.Dropdown(
            options=[("Jump to a key moment…", 0)]
            + [(m.text if len(m.text) <= 90 else m.text[:87] + "…", i + 1)
               for i, m in enumerate(self.moments)],
            value=0, layout=widgets.Layout(width="min(100%, 720px)"))
        self.picker.observe(self._on_pick, names="value")
        self.comment = Html()
        self.walkthrough.slider.observe(lambda _c: self.refresh(), names="value")
        super().__init__([self.picker, self.comment, self.walkthrough])
        self.add_class("pt-commentary")
        self.refresh()

    def _on_pick(self, change) -> None:
        if change["new"]:
            self.go_to(change["new"] - 1)

    def go_to(self, index: int) -> None:
        """Show key moment ``index`` (0-based) in the walkthrough."""
        self.walkthrough.go(self.moments[index].step)
        self.refresh()

    def refresh(self) -> None:
        g = self.walkthrough.game
        step = self.walkthrough.step
        trick = len(g.tricks) + (1 if g.trick else 0)
        if not g.trick and g.tricks:
            trick = len(g.tricks)
        here = [m for m in self.moments if m.trick == trick and m.step <= step]
        if step == 0:
            text = (f"{SEAT_NAMES[g.bidder]} won the auction at {g.contract} and named "
                    f"{g.trump.plural} trump; the team meld is {TEAM_NAMES[0]} {g.team_meld[0]}, "
                    f"{TEAM_NAMES[1]} {g.team_meld[1]}. This hand has {len(self.moments)} "
                    f"key moments: press Forward, or pick one from the list.")
            items = f"<div>{_esc(text)}</div>"
        elif here:
            items = "".join(f"<li>{_esc(m.text)}</li>" for m in here)
            items = f'<ul style="margin:2px 0;padding-left:20px">{items}</ul>'
        else:
            items = f"<div>Trick {trick}: nothing unusual so far.</div>"
        self.comment.value = (f'<div class="pt-comment" role="status" style="font-size:15px;'
                              f'border-left:4px solid #0b57b0;background:#eef4fb;'
                              f'padding:4px 10px;margin:4px 0"><b>Commentary</b>{items}</div>')

    def __repr__(self) -> str:
        return f"HandCommentary({len(self.moments)} moments, {self.walkthrough!r})"
