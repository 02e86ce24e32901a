"""MeldView: one hand with its meld shown, and the single cards that would add more.

Everything shown comes from the engine (rules page §4): :func:`pinochle_teach.best_meld` for
the melds, their points and classes, :func:`pinochle_teach.near_misses` for "what am I
missing?", and :func:`pinochle_teach.svg.meld_html` for the drawing (each meld's cards
outlined, with a bracket and a text badge per meld such as "Run + king 190"). The widget adds
a breakdown table by class (each class's subtotal, its melds with their cards and points, the
total) and, when ``editable``, a box to type a hand and a trump picker. :meth:`MeldView.refresh` redraws everything from ``hand``, ``trump`` and ``rules``.

>>> view = MeldView("AH TH KH KH QH JH QS JD", trump="H")
>>> view.result.total == best_meld(view.hand, "H").total
True
"""

from __future__ import annotations

from collections.abc import Iterable

import ipywidgets as widgets

from ..cards import (Card, CardLike, Rank, Suit, check_hand, format_cards, parse_cards,
                     sort_hand)
from ..errors import PinochleError
from ..i18n import NP_, pgettext, tr
from ..meld import MeldResult, best_meld, meld_class_names, near_misses
from ..rules import CARDGAMES_IO, RuleSet
from ..svg import card_svg, check_palette, check_size, meld_html
from ..vocabulary import suit_word
from . import controls, projector
from . import render
from .controls import Button
from .render import Markup, el
from .pagekit import LIVE

__all__ = ["MeldView", "TRUMP_OPTIONS", "trump_options", "trump_tooltips", "class_name"]

#: Trump picker options: (label, suit letter), in English (:func:`trump_options` gives them
#: in the language spoken when a widget is drawn).
TRUMP_OPTIONS = tuple((f"{s.symbol} {s.plural.capitalize()}", s.value) for s in Suit)

#: The meld classes' names (:func:`pinochle_teach.meld.meld_class_names`), for translation.
_CLASS_NAMES = (NP_("meld class", "runs, marriages and dix"),
                NP_("meld class", "runs and marriages"),
                NP_("meld class", "pinochles"), NP_("meld class", "arounds"))


def trump_options() -> tuple[tuple[str, str], ...]:
    """The trump picker's options, ``("♠ Spades", "S")``..., in the current language."""
    return tuple((f"{s.symbol} {str(suit_word(s)).capitalize()}", s.value) for s in Suit)


def trump_tooltips() -> list[str]:
    """The trump buttons' tooltips ("Make spades trump"...), in the current language."""
    return [tr("Make {suit} trump", suit=suit_word(s)) for s in Suit]


def class_name(name: str) -> str:
    """A meld class's name (as :func:`~pinochle_teach.meld.meld_class_names` gives it) in
    the current language."""
    return pgettext("meld class", name)

def check_deck_hand(hand: "str | Iterable[CardLike]", rules: RuleSet) -> tuple[Card, ...]:
    """Read a typed hand for ``rules``: every card must be in that deck (the double deck has
    no nines, rules page §8) and held at most ``rules.copies`` times (§1).

    Returns:
        the cards as a tuple.

    Raises:
        InvalidCardError: a token that is not a card.
        InvalidHandError: a card the deck does not have, or held too often.
    """
    cards = check_hand(hand, rules=rules)
    return cards


def _example(rules: RuleSet) -> str:
    """A short example hand for the box, made only of cards of this deck."""
    return " ".join(c.code for c in parse_cards("AS TS KS QS JS 9S QH KH")
                    if c.rank in rules.ranks)


class MeldView(widgets.VBox):
    """A hand with each meld outlined and named, a per-class table, the total and the near
    misses (rules page §4).

    Args:
        hand: the cards, a string such as ``"AS TS KS QS JS 9S"`` or a list of
            :class:`Card`/strings; any number of cards (20 with the double deck), at most
            ``rules.copies`` of each, and only cards of the rules' deck (no nines with the
            double deck, rules page §8).
        trump: the trump suit (``"S"``, ``"♠"``, ``"spades"`` or a :class:`Suit`).
        rules: the rule set whose meld table gives the points (default ``CARDGAMES_IO``).
        palette: a key of :data:`pinochle_teach.svg.PALETTES`.
        size: card scale (1.0 = 64 × 90 px; 1.6 or more for a projector).
        editable: show a trump picker and a box to type a hand (``"AS TS KS …"``).
        near: how many near misses to list (the most valuable first); 0 hides them.
        title: an optional heading (plain text).

    Raises:
        InvalidCardError, InvalidHandError, UnknownPaletteError, InvalidDrawingError: for bad
            constructor arguments. Later changes (typing, :meth:`show_hand`, :meth:`set_trump`)
        never raise: a bad value is shown as a short message and nothing changes.

    Attributes: ``hand`` (tuple of Card, sorted with trump first), ``trump`` (Suit),
    ``rules``, ``result`` (the :class:`MeldResult`), ``misses`` (the near misses shown, as
    ``near_misses`` returns them); widgets ``hand_box``, ``show_button``, ``trump_buttons``
    (present even when not editable, but then not displayed), ``message``, ``drawing``
    (the hand and melds), ``classes_view`` (per-class table) and ``near_view``.
    """

    def __init__(self, hand: "str | Iterable[CardLike]" = "", trump: "Suit | str" = "H",
                 rules: RuleSet = CARDGAMES_IO, *, palette: str = "classic",
                 size: float = 1.0, editable: bool = False, near: int = 5, title: str = ""):
        check_palette(palette)  # UnknownPaletteError
        check_size(size)  # InvalidDrawingError
        self.rules = rules
        self.trump = Suit.from_str(trump)
        self.hand: tuple[Card, ...] = tuple(sort_hand(check_deck_hand(hand, rules),
                                                      self.trump))
        self.palette = palette
        self.size = float(size)
        self.editable = bool(editable)
        self.near = int(near)
        self.title = title
        self.result: MeldResult | None = None
        self.misses: list[tuple[Card, int, str]] = []
        self._error = ""
        self._syncing = False

        self.title_view = widgets.HTML()
        self.hand_box = controls.Text(
            value=format_cards(self.hand, ascii=True), description=tr("Hand"),
            placeholder=tr("e.g. {example}", example=_example(rules)),
            continuous_update=False,
            tooltip=tr("Cards as rank + suit: {ranks} and S H D C (10S and Q♠ work too)",
                       ranks=" ".join(Rank(r).letter
                                      for r in sorted(rules.ranks, reverse=True))),
        )
        self.hand_box.add_class("pt-fit-label")
        self.hand_box.add_class("pt-meld-hand-box")
        self.show_button = Button(description=tr("Show meld"), button_style="primary",
                                  tooltip=tr("Score the hand typed in the box"))
        self.trump_buttons = controls.ToggleButtons(
            options=trump_options(), value=self.trump.value, description=tr("Trump"),
            tooltips=trump_tooltips())
        self.trump_buttons.add_class("pt-fit-label")
        self.trump_buttons.add_class("pt-fit-buttons")
        self.message = widgets.HTML()
        self.message.add_class(LIVE)  # announced when it changes (pagekit)
        self.message.add_class("pt-message")
        self.drawing = widgets.HTML()
        self.classes_view = widgets.HTML()
        self.near_view = widgets.HTML()

        self.show_button.on_click(lambda _b: self.show_hand(self.hand_box.value))
        self.hand_box.observe(self._on_box, names="value")
        self.trump_buttons.observe(self._on_trump, names="value")

        children = [render.stylesheet(), self.title_view]
        if self.editable:
            children.append(widgets.VBox([
                widgets.HBox([self.hand_box, self.show_button],
                             layout=widgets.Layout(flex_flow="row wrap",
                                                   align_items="center")),
                self.trump_buttons]))
        children += [self.message, self.drawing,
                     widgets.HBox([self.classes_view, self.near_view],
                                  layout=widgets.Layout(flex_flow="row wrap",
                                                        align_items="flex-start"))]
        super().__init__(children)
        for name in ("pinochle-meld-view", "pt-root", render.palette_class(palette)):
            self.add_class(name)
        projector.follow(self)
        self.refresh()

    # --- state changes ----------------------------------------------------------------

    def show_hand(self, hand: "str | Iterable[CardLike]") -> bool:
        """Show ``hand`` (text as typed, or cards). Returns False, shows the engine's message
        (InvalidCardError / InvalidHandError text) and changes nothing if it is not a hand.
        """
        try:
            cards = check_deck_hand(hand, self.rules)
        except PinochleError as err:
            self._error = str(err)
            self.message.value = render.message(self._error)
            return False
        self.hand = tuple(cards)
        self._error = ""
        self.refresh()
        return True

    def set_trump(self, trump: "Suit | str") -> bool:
        """Make ``trump`` the trump suit and redraw; False (with a message) if not a suit."""
        try:
            self.trump = Suit.from_str(trump)
        except PinochleError as err:
            self._error = str(err)
            self.message.value = render.message(self._error)
            return False
        self._error = ""
        self.refresh()
        return True

    def _on_box(self, change) -> None:
        if not self._syncing:
            self.show_hand(change["new"])

    def _on_trump(self, change) -> None:
        if change["new"] != self.trump.value:
            self.set_trump(change["new"])

    # --- drawing ------------------------------------------------------------------------

    def refresh(self) -> None:
        """Score the hand with the engine and redraw. Errors are shown, never raised."""
        try:
            hand = tuple(sort_hand(check_deck_hand(self.hand, self.rules), self.trump))
            result = best_meld(hand, self.trump, self.rules)
            misses = near_misses(hand, self.trump, self.rules)[: max(self.near, 0)]
            drawing = self._drawing_html(result)
        except PinochleError as err:
            self._error = str(err)
            self.message.value = render.message(self._error)
            return
        self.hand, self.result, self.misses = hand, result, misses
        if self.trump_buttons.value != self.trump.value:
            self.trump_buttons.value = self.trump.value
        typed = check_deck_hand(self.hand_box.value, self.rules) \
            if self._parses(self.hand_box.value) else None
        if typed is None or sorted(typed) != sorted(hand):
            self._syncing = True
            try:
                self.hand_box.value = format_cards(hand, ascii=True)
            finally:
                self._syncing = False
        self.title_view.value = el("div", self.title,
                                       cls=("pt-meld-title", render.size_class(self.size))) if self.title else ""
        self.message.value = render.message(self._error)
        self.drawing.value = drawing
        self.classes_view.value = self._classes_html(result)
        self.near_view.value = self._near_html(misses) if self.near > 0 else ""

    def _parses(self, text: str) -> bool:
        try:
            check_deck_hand(text, self.rules)
        except PinochleError:
            return False
        return True

    def _drawing_html(self, result: MeldResult) -> str:
        if not result.hand:
            before, _, after = tr("No cards yet: type a hand in the box, e.g. {example}.",
                                  example="\0").partition("\0")
            return el("p", before, el("code", _example(self.rules)), after,
                      cls="pt-muted pt-meld-empty")
        # The breakdown table is the widget's own (scaled with ``size``), not meld_html's.
        return meld_html(result, palette=self.palette, size=self.size, table=False)

    def _classes_html(self, result: MeldResult) -> Markup:
        """One table: each class with its subtotal, its melds (cards and points) under it,
        then the total. Its text follows the widget's size class, so it stays readable on a
        projector; card names are inked in the palette's suit colours."""
        by_class = result.by_class()
        trump = result.trump
        groups = []
        for number, name in meld_class_names(self.rules).items():
            melds = [m for m in result.melds if m.meld_class == number]
            rows = [el("tr", el("th", tr("Class {number}: {name}", number=number,
                                         name=class_name(name)),
                                colspan=2, scope="rowgroup"),
                       el("th", by_class[number], cls="pt-num"),
                       cls="pt-meld-class-row", data_class=number,
                       data_points=by_class[number])]
            if not melds:
                rows.append(el("tr", el("td", tr("none"), cls="pt-indent pt-muted", colspan=3)))
            for m in melds:
                rows.append(el("tr", el("td", m.name, cls="pt-indent"),
                               el("td", render.join((render.card_text(c) for c in m.cards),
                                                    " ")),
                               el("td", m.points, cls="pt-num")))
            groups.append(el("tbody", rows))
        return el(
            "table",
            el("caption", tr("Meld with {trump} ({symbol}) as trump, by class",
                             trump=suit_word(trump), symbol=trump.symbol)),
            el("thead", el("tr", el("th", tr("Meld")), el("th", tr("Cards")),
                           el("th", tr("Points"), cls="pt-num"))),
            groups,
            el("tfoot", el("tr", el("th", tr("Total meld"), colspan=2),
                           el("th", result.total, cls="pt-num pt-meld-total",
                              data_total=result.total))),
            cls=("pt-meld-classes", render.size_class(self.size)))

    def _near_html(self, misses: list[tuple[Card, int, str]]) -> Markup:
        if not self.hand:
            return Markup("")
        head = el("div", tr("Near misses: one more card would add meld"),
                  cls="pt-meld-near-head")
        if not misses:
            return el("div", head, el("div", tr("No single card would add meld to this hand.")),
                      cls=("pt-meld-near", render.size_class(self.size)))
        small = round(0.5 * max(self.size, 1), 2)
        items = [el("li", Markup(card_svg(card, size=small, palette=self.palette)),
                    el("span", sentence))
                 for card, _gain, sentence in misses]
        return el("div", head, el("ul", items),
                  cls=("pt-meld-near", render.size_class(self.size)))

    def __repr__(self) -> str:
        return (f"MeldView({format_cards(self.hand, ascii=True)!r}, "
                f"trump={self.trump.value!r}, total={self.result.total if self.result else None})")
