"""Meld in the lessons: a calculator to click a hand together and a gallery of named
example hands (rules page §4)."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

import ipywidgets as widgets

from ...cards import Card, CardLike, Suit, check_hand, parse_cards, sort_hand
from ...errors import PinochleError
from ...i18n import N_, gettext, ntr, tr
from ...rules import CARDGAMES_IO, RuleSet
from ...vocabulary import suit_word
from .. import controls
from ..meld_view import MeldView
from ..render import el, stylesheet
from .pieces import button, lesson_root, press, rich

__all__ = ["MeldCalculator", "MeldGallery"]

class MeldCalculator(widgets.VBox):
    """Pick cards by clicking (each click adds a copy, up to two, then back to none) or
    type them, choose trump, and see the meld outlined with its breakdown
    (:class:`MeldView`, :func:`best_meld`, rules page §4).

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
                b = button("", "pt-pick-card", value=c)
                b.on_click(lambda clicked: self.toggle(clicked.value))
                self.pick_buttons[c] = b
                buttons.append(b)
            row = widgets.HBox([widgets.HTML(el("div", f"{suit.symbol} {suit_word(suit)}",
                                                cls="pt-meld-suit-label")), *buttons])
            row.add_class("pt-center-row")
            rows.append(row)
        self.clear_button = press(button(tr("Clear the hand"), "pt-btn"),
                                  lambda: self.set_cards([]))
        self.meld_view.hand_box.observe(lambda _c: self._sync(), names="value")
        help_ = widgets.HTML(el("div", tr("Click a card to add it (a second click adds the "
                                   "second copy, a third removes both):"),
                                cls="pt-lesson-text"))
        super().__init__([stylesheet(), help_, *rows, widgets.HBox([self.clear_button]),
                          self.meld_view])
        lesson_root(self, "pt-meld-calculator")
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
            b.description = f"{c.words} ×{n}" if n > 1 else c.words  # the accessible name
            b.button_style = "info" if n else ""
            b.tooltip = ntr("{card}: {n} in the hand", "{card}: {n} in the hand", n, card=c.name)

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
            raise PinochleError(tr("give at least one example hand"))
        name, hand, trump = self.examples[0]
        self.meld_view = MeldView(hand, trump, rules, size=size, palette=palette, near=0)
        # The names a notebook gave (marked N_) are translated here, as they are drawn.
        self.picker = controls.ToggleButtons(
            options=[(gettext(n), i) for i, (n, _h, _t) in enumerate(self.examples)], value=0,
            description=tr("Example"))
        self.picker.add_class("pt-fit-buttons")
        self.picker.add_class("pt-fit-label")
        self.picker.observe(lambda ch: self.show(ch["new"]), names="value")
        self.caption = widgets.HTML()
        super().__init__([stylesheet(), self.picker, self.caption, self.meld_view])
        lesson_root(self, "pt-meld-gallery")
        self.show(0)

    def show(self, index: int) -> None:
        name, hand, trump = self.examples[index]
        self.meld_view.set_trump(trump)
        self.meld_view.show_hand(hand)
        if self.picker.value != index:
            self.picker.value = index
        self.caption.value = el("div", *rich(N_("{name} with {symbol} {trump} as trump: meld "
                                             "{total}"), name=el("b", gettext(name)),
                                             symbol=trump.symbol, trump=suit_word(trump),
                                             total=self.meld_view.result.total),
                                cls="pt-meld-caption")

    def __repr__(self) -> str:
        return f"MeldGallery({len(self.examples)} hands)"
