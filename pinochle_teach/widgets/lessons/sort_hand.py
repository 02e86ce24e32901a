"""“Sort this hand”: click a hand's cards in the order players hold them (RULES.md §1)."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

import ipywidgets as widgets

from ...cards import Card, CardLike, Suit, parse_cards, sort_hand
from ...errors import PinochleError
from ...svg import card_svg, hand_html
from ..scoresheet import Html
from .pieces import GREEN, RED, check_palette, esc

__all__ = ["SortHand"]

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
        check_palette(palette)
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
            f" ({esc(trump)}): click the card that goes next, starting from the left.</div>")
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
                f'<div role="status" style="color:{GREEN};font-size:14px"><b>✓ Sorted!</b> '
                f"This is how players hold it. The kit draws every hand this way:</div>"
                + hand_html(order, size=self.size * 0.8, palette=self.palette))
        elif text:
            self.message.value = (f'<div role="status" style="color:{RED};font-size:14px">'
                                  f"✗ {esc(text)}</div>")
        else:
            self.message.value = ""

    def __repr__(self) -> str:
        return f"SortHand({len(self.puzzles)} hands)"
