"""Small pieces shared by the lesson widgets: the trump sentence, a trick drawn in a row,
the verdict box under a question, buttons (the kit's :class:`~..controls.Button`, which
ignores clicks while disabled or closed) and the root classes every lesson widget carries.

Markup is built with the render kit (:mod:`pinochle_teach.widgets.render`); every colour,
size and spacing comes from the "Lessons" section of ``widgets/style.css``.
"""

from __future__ import annotations

import string
from collections.abc import Callable, Iterable, Sequence

import ipywidgets as widgets

from ...cards import Card, Suit, cards_in_words
from ...i18n import FORMS, N_, Word, gettext, tr
from ...quiz import Verdict
from ...rules import CARDGAMES_IO, RuleSet
from ...seating import seat_name, seat_of_card
from ...svg import card_svg
from ...vocabulary import suit_word
from .. import page_language, projector
from ..controls import Button
from ..render import Markup, el

__all__ = ["ORDINALS", "ordinal", "distinct", "trump_line", "capital", "Capitalized", "rich",
           "verdict_html", "trick_row", "button", "press", "lesson_root"]

#: A card's place in a trick, as its caption says it (translated where shown: :func:`ordinal`).
ORDINALS = (N_("led"), N_("2nd"), N_("3rd"), N_("4th"))


def ordinal(i: int) -> str:
    """The caption of the ``i``-th card of a trick (0: "led"), in the language spoken now."""
    return gettext(ORDINALS[i])


def capital(text: str) -> str:
    """``text`` with its first letter upper case (the rest kept)."""
    return text[:1].upper() + text[1:]


class Capitalized(Word):
    """A name (:class:`~pinochle_teach.i18n.Word`) with a capital, to begin a sentence: each
    form of ``word``, its first letter upper case (``{Suits}``: "Spades", Polish "Piki";
    ``{Suits.nom_sg}``: Icelandic "Spaði")."""

    def __init__(self, word: Word):
        super().__init__(word.kind, {name: ("", "") for name in FORMS[word.kind]})
        object.__setattr__(self, "word", word)

    def form(self, name: str) -> str:
        return capital(self.word.form(name))


_fill = tr  # a placeholder alone, filled as tr fills it (not a text to extract)


def rich(message: str, **values) -> list:
    """The translation of ``message`` as children for :func:`~..render.el`: its text and
    its placeholders filled from ``values``, a :class:`Markup` value (``el("b", 250)``)
    kept as markup, so that a sentence with a word in bold is still one whole message:
    ``el("div", *rich("The pass adds about {points}.", points=el("b", 20)))``.

    Raises:
        LanguageError: a placeholder that ``values`` lacks (as :func:`tr`).
    """
    parts: list = []
    for literal, field, _spec, _conversion in string.Formatter().parse(gettext(message)):
        if literal:
            parts.append(literal)
        if field is not None:
            value = values.get(field.partition(".")[0])
            parts.append(value if isinstance(value, Markup)
                         else _fill("{" + field + "}", **values))
    return parts


def distinct(cards: Iterable[Card]) -> list[Card]:
    """The cards once each, in their first order (a hand may hold two copies)."""
    return list(dict.fromkeys(cards))


def trump_line(trump: Suit) -> str:
    """``"♠ Spades are trump."``"""
    return tr("{symbol} {Suits} are trump.", symbol=trump.symbol,
              Suits=Capitalized(suit_word(trump)))


def verdict_html(verdict: Verdict) -> Markup:
    """Right / not quite, then the engine's explanation (one paragraph per line; a text a
    notebook gave, e.g. :func:`ask_fact`'s, is translated here)."""
    mark, word, kind = (("✓", tr("Right."), "pt-right") if verdict.correct
                        else ("✗", tr("Not quite."), "pt-wrong"))
    lines = [el("div", line, cls="pt-verdict-line")
             for line in gettext(verdict.explanation).split("\n") if line.strip()]
    return el("div", el("b", f"{mark} {word}", cls="pt-verdict-word"), lines,
              cls=("pt-lesson-feedback", kind), role="status")


def trick_row(cards: Sequence[Card], *, leader: int | None = None, palette: str = "classic",
              size: float = 1.0, winner: int | None = None,
              rules: RuleSet = CARDGAMES_IO) -> Markup:
    """The cards of a trick in play order, each captioned "led", "2nd"… (and who played
    it when ``leader``, a seat, is given); ``winner`` (an index into ``cards``) outlines
    that card."""
    figures = []
    for i, c in enumerate(cards):
        caption = (tr("{seat}, {place}", seat=seat_name(seat_of_card(leader, i, rules), rules),
                      place=ordinal(i))
                   if leader is not None else ordinal(i))
        figures.append(el(
            "figure",
            Markup(card_svg(c, size=size, palette=palette,
                            highlight="selected" if i == winner else None)),
            el("figcaption", caption)))
    label = tr("Trick: {cards}", cards=cards_in_words(cards))
    return el("div", figures, cls="pt-trick-row", role="group", aria_label=label)


def button(description: str = "", *classes: str, value=None, **kwargs) -> Button:
    """A :class:`~pinochle_teach.widgets.controls.Button` (it ignores clicks while disabled
    or once closed) carrying ``value``, with classes of the stylesheet (``"pt-btn"``: as
    wide as its text); ``kwargs`` as for ipywidgets' Button (``tooltip``,
    ``button_style``...)."""
    return Button(description=description, value=value, classes=classes, **kwargs)


def press(b: widgets.Button, action: Callable[[], object]) -> widgets.Button:
    """Run ``action()`` (no arguments) when ``b`` is clicked; returns ``b``."""
    b.on_click(lambda _clicked: action())
    return b


def lesson_root(box: widgets.Box, name: str) -> None:
    """Give a top-level lesson widget its classes: ``pt-root`` (the stylesheet's tokens),
    ``pt-lesson`` and ``name`` (e.g. ``"pt-selfcheck"``), and have it follow the page's
    projector mode (:mod:`..projector`: the stylesheet then scales its text and cards); the
    first lesson widget of a page without a switch carries the page's "Projector" switch."""
    for cls in ("pt-root", "pt-lesson", name):
        box.add_class(cls)
    projector.follow(box)
    projector.offer_switch(box)
    page_language.offer(box)
