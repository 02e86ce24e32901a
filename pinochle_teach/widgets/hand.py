"""HandView: one player's hand drawn as SVG cards, optionally clickable.

The cards are drawn the way players hold them (rules page §1: trump first, suits alternating
colour, A 10 K Q J 9 within a suit; :func:`pinochle_teach.sort_hand` decides the order). When
a choice is expected each card gets a real :class:`ipywidgets.Button` under it, named in
words ("Play queen of spades": a button's text is its accessible name, and a screen reader
reads "Q♠" as "Q black spade suit"). Cards that may not be chosen are drawn faded and their
button says so ("Queen of spades: not allowed", class ``pt-card-illegal``) but stays
focusable and clickable: choosing one shows the reason the caller supplied (for trick play,
:func:`pinochle_teach.explain_play`'s sentence, rules page §6) in the widget's message, so
keyboard and touch users read it too (the tooltip holds it as well, for the mouse).

The widget holds only view state; :meth:`HandView.refresh` redraws everything from it.

>>> view = HandView("AS TS KH QS", trump="H", choices=["QS"], verb="Give")
>>> [b.description for b in view.buttons]  # doctest: +NORMALIZE_WHITESPACE
['King of hearts: not allowed', 'Ace of spades: not allowed', 'Ten of spades: not allowed',
 'Give queen of spades']
>>> [b.allowed for b in view.buttons]
[False, False, False, True]
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping

import ipywidgets as widgets

from ..cards import Card, CardLike, Suit, cards_in_words, parse_cards, sort_hand
from ..errors import PinochleError
from ..i18n import ntr, tr
from ..rules import CARDGAMES_IO, RuleSet
from ..svg import card_svg, check_palette, check_size
from ..tricks import explain_play, trick_choices
from ..vocabulary import card_word
from . import projector
from .controls import CardButton, set_size_class
from .render import Markup, close_all, el, message, size_class, stylesheet
from .pagekit import FOCUS_NEXT, LIVE, mark_focus

__all__ = ["HandView", "trick_choices"]


def _verb_card(verb: str, card: Card) -> str:
    """A card button's text, ``"Play queen of spades"``, in the current language for the
    kit's verbs (Play, Give, Discard, Try, Pass: a language puts the card in the case its
    verb asks for); another verb is put before the card's words as it is."""
    word = card_word(card)
    if verb == "Play":
        return tr("Play {card}", card=word)
    if verb == "Give":
        return tr("Give {card}", card=word)
    if verb == "Discard":
        return tr("Discard {card}", card=word)
    if verb == "Try":
        return tr("Try {card}", card=word)
    if verb == "Pass":
        return tr("Pass {card}", card=word)
    return f"{verb} {card.words}"

_UNSET = object()


class HandView(widgets.VBox):
    """A hand of cards, sorted as players hold them; clickable when a choice is expected.

    Args:
        cards: the cards, any iterable of :class:`Card` or card strings, or one string such
            as ``"AS TS KS"``; duplicates are drawn twice. Drawn sorted with
            ``sort_hand(cards, trump)`` (rules page §1).
        trump: the trump suit (sorted first) or ``None`` (spades, hearts, clubs, diamonds).
        face_down: draw the backs only (no card is told, none is clickable).
        palette: a key of :data:`pinochle_teach.svg.PALETTES` ("classic", "four-colour",
            "colour-blind").
        size: card scale; 1.0 draws 64 × 90 px cards, 1.6 or more suits a projector.
        choices: ``None`` (cards are pictures, no buttons) or the cards that may be chosen;
            every card then gets a Button; those not in ``choices`` are faded and marked
            (``allowed`` False, class ``pt-card-illegal``) but stay focusable. An empty
            iterable marks every card so.
        reasons: ``{card: text}``: why a card not in ``choices`` may not be chosen; shown
            when it is chosen (and as its tooltip).
        on_choose: called as ``on_choose(card)`` when an allowed card's button is clicked
            (with a ``token``: ``on_choose(card, token)``, the token the clicked button was
            drawn for). A :class:`PinochleError` it raises is shown in the widget, not
            raised. A click on a card not allowed shows its reason and chooses nothing.
        token: ``None``, or any value naming the state the choices are drawn for (e.g. a
            game's move counter). Each card button carries its card and this token; when
            the token changes every button is replaced, and a click on a button of an older
            drawing (a double-click, a click that arrives after the game moved on) is
            ignored. The owner gets the token back in ``on_choose`` to check it too.
        verb: the word on the buttons ("Play", "Give", "Pass"…): "Play Q♠".
        title: a line of text above the cards (plain text, escaped).
        highlights: ``{card: kind}`` outlines, a kind of :data:`pinochle_teach.svg.HIGHLIGHTS`
            ("meld", "selected", "hint", "illegal") or a CSS colour; every copy of the card
            is outlined.

    Raises:
        InvalidCardError, InvalidHandError, UnknownPaletteError, InvalidDrawingError: for bad
            arguments to the constructor. Later changes through :meth:`set` or attributes plus
        :meth:`refresh` never raise: a bad value is shown as a short message and the drawing
            stays as it was.

    Attributes (read them in tests; set them then call :meth:`refresh`, or use :meth:`set`):
        ``cards`` (tuple of Card as given), ``trump``, ``face_down``, ``palette``, ``size``,
        ``choices`` (None or frozenset of Card), ``reasons`` (dict), ``on_choose``, ``verb``,
        ``title``, ``highlights``, ``token``; ``shown`` (the cards in drawn order), ``buttons``
        (the :class:`~.controls.CardButton` of each drawn card, in drawn order, empty when
        not clickable; ``button.allowed`` says whether its card may be chosen), ``message`` (the HTML widget
        holding the last message), ``chosen`` (the last card chosen, or None).
    """

    def __init__(self, cards: "str | Iterable[CardLike]" = (), *, trump=None,
                 face_down: bool = False, palette: str = "classic", size: float = 1.0,
                 choices: "Iterable[CardLike] | None" = None,
                 reasons: "Mapping[CardLike, str] | None" = None,
                 on_choose: "Callable[[Card], object] | None" = None, verb: str = "Play",
                 title: str = "", highlights: "Mapping[CardLike, str] | None" = None,
                 token=None):
        self.cards: tuple[Card, ...] = ()
        self.trump: Suit | None = None
        self.face_down = bool(face_down)
        self.palette = palette
        self.size = size
        self.choices: frozenset[Card] | None = None
        self.reasons: dict[Card, str] = {}
        self.on_choose = on_choose
        self.verb = verb
        self.title = title
        self.highlights: dict[Card, str] = {}
        self.token = token
        self.shown: tuple[Card, ...] = ()
        self.buttons: list[widgets.Button] = []
        self.chosen: Card | None = None
        self._note = ("", "error")
        self._explain: tuple | None = None  # (trick, rules) when made by for_trick

        self.title_view = widgets.HTML()
        self.message = widgets.HTML()
        self.message.add_class(LIVE)  # announced when it changes (pagekit)
        self.message.add_class("pt-message")
        self.picture = widgets.HTML()
        self.row = widgets.HBox()
        self.row.add_class("pt-hand-row")
        self._cells: list[list] = []  # [cell, picture, CardButton | None] per place
        self.trick_view = widgets.HTML()  # the trick on the table, only for for_trick
        self._sheet = stylesheet()
        super().__init__([self._sheet, self.title_view, self.trick_view, self.row,
                          self.message])
        self.add_class("pt-root")
        self.add_class("pinochle-hand")
        projector.follow(self)
        # Constructor arguments are checked strictly (a programming error should show).
        self._assign(self._parse(cards=cards, trump=trump, choices=choices, reasons=reasons,
                                 highlights=highlights, palette=palette, size=size))
        self._draw()

    @classmethod
    def for_trick(cls, hand, trick, trump, rules: RuleSet = CARDGAMES_IO, **kwargs
                  ) -> "HandView":
        """A hand whose legal plays to ``trick`` are clickable (rules page §6).

        The choices and the disabled cards' reasons come from :func:`trick_choices`. Unless
        ``on_choose`` is given, clicking a card shows :func:`pinochle_teach.explain_play`'s
        sentence for it. Other keyword arguments are as for :class:`HandView`.
        """
        choices, reasons = trick_choices(hand, trick, trump, rules)
        view = cls(hand, trump=trump, choices=choices, reasons=reasons, **kwargs)
        view._explain = (tuple(parse_cards(trick)), rules)
        view.refresh()
        return view

    # --- state changes ----------------------------------------------------------------

    def set(self, *, cards=_UNSET, trump=_UNSET, choices=_UNSET, reasons=_UNSET,
            highlights=_UNSET, face_down=_UNSET, palette=_UNSET, size=_UNSET, title=_UNSET,
            verb=_UNSET, on_choose=_UNSET, token=_UNSET) -> bool:
        """Change any of the constructor's settings and redraw.

        Returns:
            True if the change was made; False if a value was bad (then the message says
            what was wrong and what is accepted, and nothing changed).
        """
        new = {k: v for k, v in dict(cards=cards, trump=trump, choices=choices,
                                      reasons=reasons, highlights=highlights,
                                      palette=palette, size=size).items() if v is not _UNSET}
        try:
            parsed = self._parse(**new)
        except PinochleError as err:
            self._show(str(err))
            return False
        self._assign(parsed)
        if face_down is not _UNSET:
            self.face_down = bool(face_down)
        if title is not _UNSET:
            self.title = title
        if verb is not _UNSET:
            self.verb = verb
        if on_choose is not _UNSET:
            self.on_choose = on_choose
        if token is not _UNSET:
            self.token = token
        self._note = ("", "error")
        self.refresh()
        return True

    def _parse(self, **values) -> dict:
        """Check and convert settings; raises PinochleError for a bad one."""
        out = {}
        if "cards" in values:
            out["cards"] = tuple(parse_cards(values["cards"]))
        if "trump" in values:
            t = values["trump"]
            out["trump"] = None if t is None else Suit.from_str(t)
        if "choices" in values:
            c = values["choices"]
            out["choices"] = None if c is None else frozenset(parse_cards(c))
        if "reasons" in values:
            out["reasons"] = self._card_map(values["reasons"])
        if "highlights" in values:
            out["highlights"] = self._card_map(values["highlights"])
        if "palette" in values:
            out["palette"] = check_palette(values["palette"])
        if "size" in values:
            out["size"] = check_size(values["size"])
        return out

    @staticmethod
    def _card_map(mapping) -> dict[Card, str]:
        if not mapping:
            return {}
        return {parse_cards([k])[0]: str(v) for k, v in dict(mapping).items()}

    def _assign(self, parsed: dict) -> None:
        for key, value in parsed.items():
            setattr(self, key, value)

    def _show(self, text: str, kind: str = "error") -> None:
        self._note = (text, kind)
        self.message.value = message(text, kind)

    # --- clicks -------------------------------------------------------------------------

    def _on_click(self, button: CardButton) -> None:
        """A card button was clicked: choose its card, unless the button no longer belongs
        to what is drawn (replaced by a redraw, or drawn for another ``token``)."""
        if not any(b is button for b in self.buttons) or self.choices is None \
                or self.face_down or button.token != self.token:
            return  # a stale click: the drawing it was made on is gone
        card = button.card
        if card not in self.choices:
            # Not allowed: say why (keyboard and touch users never see a tooltip).
            self._show(self.reasons.get(card)
                       or tr("{card} is not a choice now.", card=card.name))
            return
        self.chosen = card
        self._note = ("", "error")
        self.message.value = ""
        try:
            if self.on_choose is not None:
                if self.token is None:
                    self.on_choose(card)
                else:
                    self.on_choose(card, button.token)
            elif self._explain is not None:
                trick, rules = self._explain
                self._show(explain_play(self.cards, trick, self.trump, card, rules), "info")
        except PinochleError as err:
            self._show(str(err))

    def _make_cell(self) -> list:
        """A card's place in the row: [VBox cell, HTML picture, CardButton or None]."""
        picture = widgets.HTML()
        cell = widgets.VBox([picture])
        cell.add_class("pt-card-cell")
        return [cell, picture, None]

    def _make_button(self, card: Card) -> CardButton:
        button = CardButton(card, token=self.token)
        button.on_click(self._on_click)
        return button

    # --- drawing ------------------------------------------------------------------------

    def refresh(self) -> None:
        """Redraw everything from the current settings.

        A bad setting (e.g. a palette that does not exist) is shown as a short message and
        the previous drawing stays; nothing is raised.
        """
        try:
            parsed = self._parse(cards=self.cards, trump=self.trump, choices=self.choices,
                                 reasons=self.reasons, highlights=self.highlights,
                                 palette=self.palette, size=self.size)
        except PinochleError as err:
            self._show(str(err))
            return
        self._assign(parsed)
        self._draw()

    def _draw(self) -> None:
        try:
            self._draw_cards()
        except PinochleError as err:
            self._show(str(err))
            return
        text, kind = self._note
        self.message.value = message(text, kind)
        self.title_view.value = self._title_html()
        self.trick_view.value = self._trick_html()

    def _title_html(self) -> Markup:
        if not self.title:
            return Markup("")
        return el("div", str(self.title), cls=("pt-hand-title", size_class(self.size)))

    def _trick_html(self) -> Markup:
        if self._explain is None:
            return Markup("")
        trick = self._explain[0]
        size = size_class(self.size)
        if not trick:
            return el("div", tr("Nothing is on the table yet: you lead."),
                      cls=("pt-hand-trick", "pt-hand-lead", size))
        small = round(0.8 * self.size, 2)
        cards = [el("figure", Markup(card_svg(c, size=small, palette=self.palette)),
                    el("figcaption", tr("led") if i == 0 else tr("then")), cls="pt-figure")
                 for i, c in enumerate(trick)]
        label = tr("On the table: {cards}", cards=cards_in_words(trick))
        return el("div", el("span", tr("On the table:"), cls="pt-hand-trick-label"), cards,
                  role="group", aria_label=label, cls=("pt-hand-trick", size))

    def _draw_cards(self) -> None:
        shown = tuple(sort_hand(self.cards, self.trump))
        size, palette = self.size, self.palette
        if not shown:
            self.picture.value = el("div", tr("No cards"), cls=("pt-muted", "pt-hand-empty"))
            self.shown, self.buttons = (), []
            self.row.children = (self.picture,)
            return
        clickable = self.choices is not None and not self.face_down
        if not clickable:
            highlights = {i: self.highlights[c] for i, c in enumerate(shown)
                          if c in self.highlights and not self.face_down}
            label = (ntr("{n} face-down card", "{n} face-down cards", len(shown))
                     if self.face_down else tr("Hand: {cards}", cards=cards_in_words(shown)))
            # One flex row that wraps (12 projector-size cards do not fit one line).
            self.picture.value = el(
                "div", [Markup(card_svg(c, size=size, palette=palette, face_down=self.face_down,
                                        highlight=highlights.get(i)))
                        for i, c in enumerate(shown)],
                role="group", aria_label=label, cls=("pt-hand-cards", size_class(size)))
            self.shown, self.buttons = shown, []
            self.row.children = (self.picture,)
            return
        svgs = [card_svg(c, size=size, palette=palette, highlight=self.highlights.get(c),
                         dimmed=c not in self.choices) for c in shown]
        while len(self._cells) < len(shown):
            self._cells.append(self._make_cell())
        buttons = []
        for place, card, svg in zip(self._cells, shown, svgs):
            cell, picture, button = place
            if button is None or button.closed or button.card != card \
                    or button.token != self.token:
                # A button stands for one card drawn for one token: when either changes the
                # button is replaced (and closed), so a click meant for the old drawing can
                # never choose the new card (a double-click, a click queued during a redraw).
                old, button = button, self._make_button(card)
                place[2] = button
                cell.children = (picture, button)
                close_all(old)
            enabled = card in self.choices
            picture.value = svg
            # The text is the button's accessible name: words, not "Q♠".
            button.description = (_verb_card(self.verb, card) if enabled
                                  else tr("{card}: not allowed", card=card.name))
            button.tooltip = (card.name if enabled else
                              tr("{card}: {reason}", card=card.name,
                                 reason=self.reasons[card] if card in self.reasons
                                 else tr("not a choice now")))
            button.allowed = enabled
            button.disabled = False
            # After a card is chosen its button goes: the focus moves on to the first card
            # that may be chosen now (pagekit).
            mark_focus(button, FOCUS_NEXT if enabled else None)
            button.button_style = "primary" if enabled else ""
            if enabled:
                button.remove_class("pt-card-illegal")
            else:
                button.add_class("pt-card-illegal")
            set_size_class(button, size)  # the text; its width is the card's (stylesheet)
            buttons.append(button)
        self.shown, self.buttons = shown, buttons
        self.row.children = tuple(place[0] for place in self._cells[: len(shown)])

    def close(self) -> None:
        """Close the view and every widget it made (with their layouts and styles), also
        the card places not drawn now."""
        # (No render.close_all here: close() also runs from Widget.__del__ at interpreter
        # exit, when close_all's import of ipywidgets would fail.)
        # (The stylesheet is the kernel's page kit, shared by every widget: left open.)
        parts = (self.title_view, self.trick_view, self.row, self.message,
                 self.picture,
                 *(w for place in self._cells for w in place), self.layout)
        for w in parts:
            if w is not None:
                for part in (w, getattr(w, "layout", None), getattr(w, "style", None)):
                    if isinstance(part, widgets.Widget):
                        part.close()
        super().close()

    def __repr__(self) -> str:
        cards = " ".join(c.code for c in self.cards)
        return (f"HandView({cards!r}, trump={self.trump.value if self.trump else None!r}, "
                f"choices={None if self.choices is None else len(self.choices)})")
