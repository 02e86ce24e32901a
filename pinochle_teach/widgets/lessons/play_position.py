"""A trick in progress and your hand: click a card to hear whether you may play it
(rules page §6)."""

from __future__ import annotations

import ipywidgets as widgets

from ...cards import Card, CardLike, Suit, check_hand, parse_cards
from ...commentary import winning_so_far
from ...i18n import N_, gettext, tr
from ...rules import CARDGAMES_IO, RuleSet
from ...seating import Names, check_seat, leader_of, partner, table_names
from ...svg import check_palette
from ...tricks import explain_play, legal_plays, trick_winner
from ...vocabulary import suit_word
from ..hand import HandView
from ..render import Markup, el, stylesheet
from ..scoresheet import Html
from ..table import trick_html
from .pieces import Capitalized, button, distinct, lesson_root, press, rich, trump_line

__all__ = ["PlayPosition"]


class PlayPosition(widgets.VBox):
    """A trick in progress and your hand: click any card to hear whether you may play it
    and why (:func:`explain_play`, rules page §6). "Show the legal cards" fades the others,
    as a real table would.

    Args:
        hand: your cards; trick: the cards already played, lead first (empty: you lead).
        trump: the trump suit.
        seat: your seat 0..players-1 (default South); the trick is drawn from your side,
            and the player to your right led when one card is down (rules page §6).
        title: a heading.
        rules: the rule set (its ``obligation``, its seats and partnerships).
        size, palette: how the cards are drawn.

    Attributes: ``legal`` (the legal cards), ``leader`` (the seat that led), ``hand_view``
    (a :class:`HandView`), ``table_view``, ``verdict_view``, ``reveal_button``, ``last``
    (``(card, legal?)`` of the last click).

    Raises:
        InvalidCardError, InvalidHandError, SeatError, UnknownPaletteError: for bad
            arguments.
    """

    def __init__(self, hand, trick, trump, *, seat: int = 0, title: str = "",
                 rules: RuleSet = CARDGAMES_IO, size: float = 0.9, palette: str = "classic"):
        check_palette(palette)
        self.hand = tuple(check_hand(hand, rules=rules))
        self.trick = tuple(parse_cards(trick))
        self.trump = Suit.from_str(trump)
        self.seat, self.rules, self.size, self.palette = (
            check_seat(seat, rules), rules, float(size), palette)
        self.leader = leader_of(seat, len(self.trick), rules)
        self.legal = legal_plays(self.hand, self.trick, self.trump, rules)
        self.revealed = False
        self.last: tuple[Card, bool] | None = None
        # A title a notebook gave (marked N_) is translated here, as it is drawn.
        self.title_view = widgets.HTML(el("div", gettext(title), cls="pt-lesson-heading")
                                       if title else "")
        self.table_view = Html()
        self.hand_view = HandView(self.hand, trump=self.trump, size=self.size, palette=palette,
                                  choices=distinct(self.hand), verb="Play",
                                  on_choose=self.choose, title=tr("Your hand: click a card"))
        self.verdict_view = Html()
        self.reveal_button = press(button(tr("Show the legal cards"), "pt-btn"),
                                   lambda: self.reveal(not self.revealed))
        right = widgets.VBox([self.hand_view, widgets.HBox([self.reveal_button]),
                              self.verdict_view])
        right.add_class("pt-play-position-hand")
        table = widgets.HBox([self.table_view, right])
        table.add_class("pt-play-position-table")
        super().__init__([stylesheet(), self.title_view, table])
        lesson_root(self, "pt-play-position")
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

    def _names(self) -> Names:
        """The table's names, with "(you)" after this seat's."""
        names = table_names(self.rules)
        return names.with_seat(self.seat, tr("{seat} (you)", seat=names.seat(self.seat)))

    def _caption(self, names: Names) -> str:
        t = self.trump
        led = self.trick[0].suit
        text = (f"{trump_line(t)} "
                + tr("{Suits} were led; {winning}", Suits=Capitalized(suit_word(led)),
                     winning=winning_so_far(self.trick, t, self.leader, self.rules,
                                            names=names)))
        mate = partner(self.seat, self.rules)
        if mate is not None:
            text += " " + tr("Your partner is {seat}.", seat=table_names(self.rules).seat(mate))
        return text

    def refresh(self) -> None:
        names = self._names()
        t = self.trump
        if self.trick:
            self.table_view.value = (
                Markup(trick_html(self.trick, self.leader, bottom=self.seat,
                                  winner=trick_winner(self.trick, t), to_move=self.seat,
                                  palette=self.palette, size=self.size * 0.8,
                                  names=names.seats,
                                  title=tr("The trick")))
                + el("div", self._caption(names), cls="pt-play-position-caption"))
        else:
            self.table_view.value = el("div", trump_line(t),
                                       " " + tr("You lead: nothing is on the table yet."),
                                       cls="pt-lesson-text")
        highlights = {}
        if self.last is not None:
            highlights[self.last[0]] = "selected" if self.last[1] else "illegal"
        if self.revealed:
            reasons = {c: explain_play(self.hand, self.trick, t, c, self.rules)
                       for c in distinct(self.hand) if c not in self.legal}
            self.hand_view.set(choices=self.legal, reasons=reasons, highlights=highlights)
            self.reveal_button.description = tr("Let me guess again")
        else:
            self.hand_view.set(choices=distinct(self.hand), reasons={}, highlights=highlights)
            self.reveal_button.description = tr("Show the legal cards")
        parts = []
        if self.last is not None:
            card, ok = self.last
            sentence = explain_play(self.hand, self.trick, t, card, self.rules)
            parts.append(el("div", el("b", "✓" if ok else "✗", cls="pt-verdict-word"), " ",
                            sentence, cls=("pt-lesson-feedback", "pt-play-feedback",
                                           "pt-right" if ok else "pt-wrong"), role="status"))
        if self.revealed:
            legal = " ".join(map(str, self.legal))
            parts.append(el("div", *rich(N_("Legal here: {cards}."), cards=el("b", legal)), " ",
                            tr("The faded cards may not be played: choose one to read why."),
                            cls="pt-lesson-text"))
        self.verdict_view.value = "".join(parts)

    def __repr__(self) -> str:
        return (f"PlayPosition(hand={' '.join(c.code for c in self.hand)!r}, "
                f"trick={' '.join(c.code for c in self.trick)!r}, trump={self.trump.value!r})")
