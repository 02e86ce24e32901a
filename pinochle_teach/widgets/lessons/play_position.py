"""A trick in progress and your hand: click a card to hear whether you may play it
(RULES.md §6)."""

from __future__ import annotations

import ipywidgets as widgets

from ...cards import Card, CardLike, Suit, check_hand, parse_cards
from ...rules import CARDGAMES_IO, RuleSet
from ...tricks import explain_play, legal_plays, trick_winner
from ..common import SEAT_NAMES
from ..hand import HandView
from ..scoresheet import Html
from ..table import trick_html
from .pieces import GREEN, RED, check_palette, distinct, esc, trump_line

__all__ = ["PlayPosition"]

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
        check_palette(palette)
        self.hand = tuple(check_hand(hand, rules=rules))
        self.trick = tuple(parse_cards(trick))
        self.trump = Suit.from_str(trump)
        self.seat, self.rules, self.size, self.palette = seat, rules, float(size), palette
        self.leader = (seat - len(self.trick)) % 4
        self.legal = legal_plays(self.hand, self.trick, self.trump, rules)
        self.revealed = False
        self.last: tuple[Card, bool] | None = None
        self.title_view = widgets.HTML(
            f'<div style="font-size:16px;font-weight:bold">{esc(title)}</div>' if title else "")
        self.table_view = Html()
        self.hand_view = HandView(self.hand, trump=self.trump, size=self.size, palette=palette,
                                  choices=distinct(self.hand), verb="Play",
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
            caption = (f"{trump_line(t)} {self.trick[0].suit.plural.capitalize()} were led; "
                       f"{self.trick[w]} ({names[(self.leader + w) % 4]}) is winning so far. "
                       f"Your partner is {SEAT_NAMES[(self.seat + 2) % 4]}.")
            self.table_view.value = (
                trick_html(self.trick, self.leader, bottom=self.seat, winner=w,
                           to_move=self.seat, palette=self.palette, size=self.size * 0.8,
                           names=names, title="The trick")
                + f'<div style="font-size:14px;max-width:260px;margin-top:4px">'
                  f"{esc(caption)}</div>")
        else:
            self.table_view.value = (f'<div style="font-size:14px">{esc(trump_line(t))} '
                                     f"You lead: nothing is on the table yet.</div>")
        highlights = {}
        if self.last is not None:
            highlights[self.last[0]] = "selected" if self.last[1] else "illegal"
        if self.revealed:
            reasons = {c: explain_play(self.hand, self.trick, t, c, self.rules)
                       for c in distinct(self.hand) if c not in self.legal}
            self.hand_view.set(choices=self.legal, reasons=reasons, highlights=highlights)
            self.reveal_button.description = "Let me guess again"
        else:
            self.hand_view.set(choices=distinct(self.hand), reasons={}, highlights=highlights)
            self.reveal_button.description = "Show the legal cards"
        parts = []
        if self.last is not None:
            card, ok = self.last
            sentence = explain_play(self.hand, self.trick, t, card, self.rules)
            colour, mark = (GREEN, "✓") if ok else (RED, "✗")
            parts.append(f'<div class="pt-lesson-feedback" role="status" style="font-size:15px;'
                         f'border-left:4px solid {colour};padding:4px 10px;margin:4px 0">'
                         f'<b style="color:{colour}">{mark}</b> {esc(sentence)}</div>')
        if self.revealed:
            parts.append(f'<div style="font-size:14px">Legal here: '
                         f"<b>{esc(' '.join(map(str, self.legal)))}</b>. The faded cards may "
                         f"not be played (hover over one to read why).</div>")
        self.verdict_view.value = "".join(parts)

    def __repr__(self) -> str:
        return (f"PlayPosition(hand={' '.join(c.code for c in self.hand)!r}, "
                f"trick={' '.join(c.code for c in self.trick)!r}, trump={self.trump.value!r})")
