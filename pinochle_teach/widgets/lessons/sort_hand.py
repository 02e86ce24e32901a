"""“Sort this hand”: click a hand's cards in the order players hold them (rules page §1)."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

import ipywidgets as widgets

from ...cards import Card, CardLike, Suit, parse_cards, sort_hand
from ...errors import PinochleError
from ...i18n import tr
from ...svg import card_svg, check_palette, hand_html
from ...vocabulary import suit_word
from ..render import Markup, close_all, el, stylesheet
from ..scoresheet import Html
from .pieces import button, lesson_root, press
from ..pagekit import LIVE

__all__ = ["SortHand"]


class SortHand(widgets.VBox):
    """"Sort this hand": click the cards in the order players hold them, left to right:
    trump first (if there is a trump), each suit kept together, and within a suit from the
    highest card down (A 10 K Q J 9, rules page §1). The order is the engine's
    (:func:`sort_hand`), except that which plain suit comes next is up to the player.

    Args:
        puzzles: ``(cards, trump)`` pairs, cards in the (mixed-up) order they are shown,
            trump a suit or None.
        size, palette: how the cards are drawn.

    Attributes: ``index`` (the puzzle shown), ``left`` (cards still to place, in the order
    shown), ``placed`` (cards placed), ``buttons`` (one per card left, in the order of
    ``left``), ``message``, ``next_button``, ``again_button``.

    Raises:
        InvalidCardError, UnknownPaletteError, PinochleError: for bad cards, an unknown
            palette or no puzzles.
    """

    def __init__(self, puzzles: Iterable[tuple[Any, Any]], *, size: float = 0.9,
                 palette: str = "classic"):
        check_palette(palette)
        self.puzzles = [(tuple(parse_cards(c)), None if t is None else Suit.from_str(t))
                        for c, t in puzzles]
        if not self.puzzles:
            raise PinochleError(tr("give at least one hand to sort"))
        self.size, self.palette = float(size), palette
        self.index = 0
        self.buttons: list[widgets.Button] = []
        self.title = widgets.HTML()
        self.placed_view = Html()
        self.row = widgets.HBox()
        self.row.add_class("pt-wrap")
        self.message = Html()
        self.message.add_class(LIVE)  # announced when it changes (pagekit)
        self.next_button = press(button(tr("Next hand ▶"), "pt-btn", button_style="primary"),
                                 lambda: self.start((self.index + 1) % len(self.puzzles)))
        self.again_button = press(button(tr("Start again"), "pt-btn"),
                                  lambda: self.start(self.index))
        super().__init__([stylesheet(), self.title, self.placed_view, self.row, self.message,
                          widgets.HBox([self.again_button, self.next_button])])
        lesson_root(self, "pt-sort-hand")
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
        self._draw_cards()
        self.refresh()

    def next_cards(self) -> tuple[set[Card], str]:
        """The cards that may come next, and which part of the order decides it: "trump"
        (the engine's order puts trump first), "suit" (a suit started is finished first) or
        "" (any plain suit may come next). In every case the card is the first of its suit
        in the engine's order (:func:`sort_hand`: A 10 K Q J 9)."""
        t, left = self.trump, self.left
        if not left:
            return set(), ""
        first = sort_hand(left, t)[0]
        if t is not None and first.suit is t:
            return {first}, "trump"
        if self.placed and any(c.suit is self.placed[-1].suit for c in left):
            return {sort_hand(left, self.placed[-1].suit)[0]}, "suit"
        return {sort_hand(left, s)[0] for s in {c.suit for c in left}}, ""

    def choose(self, card: CardLike) -> bool:
        """Place ``card`` next if it belongs there; otherwise say why not. Returns whether
        it was placed."""
        card = parse_cards([card])[0]
        if card not in self.left:
            self._note = (tr("{card} is not among the cards left to sort.", card=card), False)
            self.refresh()
            return False
        allowed, rule = self.next_cards()
        if card in allowed:
            self.left.remove(card)
            self.placed.append(card)
            self._note = ("", True)
            self._draw_cards()
            self.refresh()
            return True
        t = self.trump
        if rule == "trump" and card.suit is not t:
            trumps = " ".join(str(c) for c in sort_hand([c for c in self.left if c.suit is t], t))
            why = tr("Not yet: trump ({trump}) goes first, on the left, and you still hold "
                     "{cards}.", trump=suit_word(t), cards=trumps)
        elif rule == "suit" and card.suit is not self.placed[-1].suit:
            s = self.placed[-1].suit
            why = tr("Not yet: finish the {suit} first; each suit is kept together.",
                     suit=suit_word(s))
        else:
            top = sort_hand(self.left, card.suit)[0]
            why = tr("Not yet: {higher} ranks above {card}. Within a suit the order is "
                     "A 10 K Q J 9: the ten is above the king.", higher=top, card=card)
        self._note = (why, False)
        self.refresh()
        return False

    def _draw_cards(self) -> None:
        """One card with its button per card left (the cells they replace are closed)."""
        old = self.row.children
        cells = []
        self.buttons = []
        for c in self.left:
            b = button(c.words, "pt-sort-card-button", "pt-card-word-button", value=c,
                       tooltip=c.name)
            b.on_click(lambda clicked: self.choose(clicked.value))
            self.buttons.append(b)
            cell = widgets.VBox(
                [widgets.HTML(card_svg(c, size=self.size, palette=self.palette)), b])
            cell.add_class("pt-sort-cell")
            cells.append(cell)
        self.row.children = cells
        close_all(old)

    def refresh(self) -> None:
        cards, t = self.puzzles[self.index]
        hand = tr("Hand {number} of {total}", number=self.index + 1, total=len(self.puzzles))
        rest = (tr("({symbol} {trump} are trump): click the card that goes next, starting from "
                   "the left.", symbol=t.symbol, trump=suit_word(t)) if t else
                tr("(no trump): click the card that goes next, starting from the left."))
        self.title.value = el("div", el("b", hand), " ", rest, cls="pt-lesson-prompt")
        if self.placed:
            placed = Markup(hand_html(self.placed, size=self.size * 0.8, palette=self.palette,
                                      label=tr("Sorted so far: {cards}",
                                               cards=", ".join(map(str, self.placed)))))
        else:
            placed = el("div", tr("(nothing placed yet)"), cls="pt-lesson-empty")
        self.placed_view.value = el("div", tr("Your sorted hand:"), cls="pt-lesson-small") + placed
        text, _ok = self._note
        if not self.left:
            order = sort_hand(cards, t)
            self.message.value = (
                el("div", el("b", tr("✓ Sorted!")),
                   " " + tr("This is how players hold it. The kit draws every hand this way:"),
                   cls=("pt-lesson-status", "pt-right"), role="status")
                + Markup(hand_html(order, size=self.size * 0.8, palette=self.palette)))
        elif text:
            self.message.value = el("div", f"✗ {text}", cls=("pt-lesson-status", "pt-wrong"),
                                    role="status")
        else:
            self.message.value = ""

    def __repr__(self) -> str:
        return f"SortHand({len(self.puzzles)} hands)"
