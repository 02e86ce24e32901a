"""The render kit: every piece of markup a widget shows is built here or through here.

Widgets never write HTML by string formatting and never carry a colour, size or spacing of
their own: they build elements with :func:`el` (text is escaped, attributes are quoted) and
give them CSS classes from the one stylesheet, ``style.css`` beside this module. That
stylesheet uses JupyterLab's theme variables (``--jp-*``), so the dark theme, forced colours,
projector and phone layouts are stylesheet changes, not widget changes.

A widget puts :func:`stylesheet` (the kernel's one page kit, :mod:`.pagekit`: the stylesheet
once per page, and the page-side help for keyboard and screen-reader users) as its first
child.

>>> str(el("div", "Trump: ", el("b", "<♠>"), cls="pt-note", role="status"))
'<div class="pt-note" role="status">Trump: <b>&lt;♠&gt;</b></div>'
>>> str(message("Bid 255 is not a multiple of 10", "error"))  # doctest: +ELLIPSIS
'<div class="pt-msg pt-msg-error" role="alert"><b class="pt-msg-word">Oops:</b> Bid 255...'
"""

from __future__ import annotations

import html
from collections.abc import Iterable
from functools import lru_cache
from importlib import resources

from ..i18n import N_, gettext
from .rule_links import link_sections

__all__ = [
    "Markup", "el", "text", "join", "classes", "message", "size_class", "SIZE_CLASSES",
    "palette_class", "suit_class", "card_text", "stylesheet", "stylesheet_css", "close_all", "with_classes",
]


class Markup(str):
    """A string that is already safe markup (built by :func:`el` or from trusted SVG).

    Anything that is not Markup is escaped when it becomes a child of an element.
    """

    __slots__ = ()

    def __add__(self, other):  # Markup + Markup stays Markup; other text is escaped
        return Markup(str.__add__(self, text(other)))

    def __radd__(self, other):
        return Markup(str.__add__(text(other), self))


def text(value) -> Markup:
    """``value`` as markup: Markup is kept as it is, anything else is escaped text (with
    each "rules page §N" made a link to that section of the rules page:
    :func:`~pinochle_teach.widgets.rule_links.link_sections`)."""
    if isinstance(value, Markup):
        return value
    if value is None:
        return Markup("")
    return Markup(link_sections(html.escape(str(value), quote=False)))


def join(parts: Iterable, sep="") -> Markup:
    """Join children (escaping those that are not Markup) with ``sep`` between them."""
    return Markup(text(sep).join(text(p) for p in parts))


def classes(*names) -> str:
    """A class attribute from names, skipping empty ones: ``classes("a", None, "b")``."""
    return " ".join(n for n in names if n)


# Void elements have no closing tag.
_VOID = frozenset({"br", "hr", "img", "input", "meta", "link", "col", "wbr"})


def el(tag: str, *children, cls: "str | Iterable[str] | None" = None, **attrs) -> Markup:
    """One element: ``el("span", "10", cls="pt-points", aria_label="10 points")``.

    Args:
        tag: the element name.
        children: text (escaped), Markup (kept), None (skipped), or iterables of these.
        cls: a class name, several separated by spaces, or an iterable of names.
        attrs: attributes; ``_`` in a name becomes ``-`` (``aria_label`` -> ``aria-label``),
            a trailing ``_`` is dropped (``for_``); True writes the bare name, False and None
            leave the attribute out. ``style`` is refused: styling belongs in style.css.

    Raises:
        ValueError: for a ``style`` attribute.
    """
    if "style" in attrs:
        raise ValueError("el() takes no style attribute: add a class to style.css instead")
    parts = [tag]
    if cls:
        names = cls.split() if isinstance(cls, str) else [c for c in cls if c]
        if names:
            parts.append(f'class="{html.escape(" ".join(names))}"')
    for key, value in attrs.items():
        if value is None or value is False:
            continue
        name = key.rstrip("_").replace("_", "-")
        if value is True:
            parts.append(name)
        else:
            parts.append(f'{name}="{html.escape(str(value), quote=True)}"')
    opening = "<" + " ".join(parts) + ">"
    if tag in _VOID:
        return Markup(opening)
    return Markup(opening + _children(children) + f"</{tag}>")


def _children(children) -> str:
    out = []
    for child in children:
        if child is None or child is False:
            continue
        if isinstance(child, str):
            out.append(text(child))
        elif isinstance(child, Iterable):
            out.append(_children(child))
        else:
            out.append(text(child))
    return "".join(out)


#: Message kinds: (class, ARIA role, the word that starts the box so meaning does not rest
#: on colour alone; translated where shown).
_MESSAGE_KINDS = {
    "error": ("pt-msg-error", "alert", N_("Oops:")),
    "info": ("pt-msg-info", "status", N_("Note:")),
    "success": ("pt-msg-success", "status", N_("Right:")),
    "warning": ("pt-msg-warning", "status", N_("Careful:")),
}


def message(body, kind: str = "error", word: "str | None" = None) -> Markup:
    """A short boxed message: ``kind`` is "error", "info", "success" or "warning"; the box
    starts with a word ("Oops:", "Note:"...; ``word`` replaces it, "" leaves it out).
    Empty ``body`` gives empty markup.

    Raises:
        ValueError: for another kind.
    """
    if body is None or body == "":
        return Markup("")
    try:
        css, role, default = _MESSAGE_KINDS[kind]
    except KeyError:
        raise ValueError(f"message kind must be one of {', '.join(_MESSAGE_KINDS)}, "
                         f"got {kind!r}") from None
    word = gettext(default) if word is None else word
    lead = (el("b", word, cls="pt-msg-word"), " ") if word else ()
    return el("div", *lead, body, cls=("pt-msg", css), role=role)


#: Card scales and the class that sizes the text around them: 1.0 is a laptop screen,
#: 1.6 and more a projector at the back of the room.
SIZE_CLASSES = ((1.25, "pt-size-normal"), (1.55, "pt-size-large"), (float("inf"), "pt-size-huge"))


def size_class(size: float) -> str:
    """The stylesheet class for text next to cards drawn at scale ``size``."""
    for limit, name in SIZE_CLASSES:
        if size < limit:
            return name
    return SIZE_CLASSES[-1][1]  # pragma: no cover - the last limit is infinite


def palette_class(palette: str) -> str:
    """The class that inks card names (:func:`card_text`) inside it in ``palette``'s suit
    colours: ``palette_class("four-colour") == "pt-palette-four-colour"``.

    Raises:
        UnknownPaletteError: for a palette not in :data:`pinochle_teach.svg.PALETTES`.
    """
    from ..svg import check_palette

    return f"pt-palette-{check_palette(palette)}"


def suit_class(suit) -> str:
    """The class of text in a suit's colour (``suit`` a Suit or its letter): "pt-suit-S"."""
    from ..cards import Suit

    return f"pt-suit-{Suit.from_str(suit).value}"


def card_text(card) -> Markup:
    """A card's name in words-and-symbol form (``"Q♠"``), bold and in its suit's colour
    under a :func:`palette_class` element. ``card`` is a Card or a card string.

    The drawn "Q♠" is hidden from assistive technology (it is read "Q black spade suit");
    its words follow in a span that is out of sight but read (``pt-words-only``).

    >>> str(card_text("QS"))  # doctest: +NORMALIZE_WHITESPACE
    '<span class="pt-card-text pt-suit-S" aria-hidden="true">Q♠</span><span
     class="pt-words-only">queen of spades</span>'
    """
    from ..cards import Card

    card = card if isinstance(card, Card) else Card.from_str(card)
    return (el("span", str(card), cls=("pt-card-text", suit_class(card.suit)),
               aria_hidden="true")
            + el("span", card.words, cls="pt-words-only"))


def _palette_css() -> str:
    """Rules for :func:`palette_class` and :func:`suit_class`, made from the suit colours of
    :data:`pinochle_teach.svg.PALETTES` (the one place card colours are defined)."""
    from ..cards import Suit
    from ..svg import PALETTES

    lines = ["/* --- Shared: card names in the palettes' suit colours (from svg.PALETTES) --- */",
             "/* On the card's own face colour, as on a card: the inks are chosen for it, and",
             "   keep their contrast on a dark page (black spades on a dark page would not). */"]
    for name, colours in PALETTES.items():
        lines.append(f".pt-palette-{name} .pt-card-text {{ background: {colours['face']}; "
                     "padding: 0 0.2em; border-radius: 0.25em; }")
        for suit in Suit:
            lines.append(f".pt-palette-{name} .pt-suit-{suit.value} {{ color: {colours[suit]}; }}")
    return "\n".join(lines) + "\n"


@lru_cache(maxsize=1)
def stylesheet_css() -> str:
    """The text of the kit's one stylesheet: ``pinochle_teach/widgets/style.css`` and the
    palettes' suit colours (:func:`palette_class`)."""
    css = resources.files(__package__).joinpath("style.css").read_text(encoding="utf-8")
    return css + "\n" + _palette_css()


def stylesheet():
    """The page kit (:func:`.pagekit.page_kit`), to put first in a widget's children: it
    carries the stylesheet into the page once, however many widgets show it."""
    from .pagekit import page_kit

    return page_kit()


def close_all(widget_tree) -> None:
    """Close an ipywidget and every widget inside it (children, and their layouts and
    styles), so a redraw that replaces it leaves no live widget behind.

    ``widget_tree`` may be a widget, None, or an iterable of them. The page kit
    (:func:`stylesheet`), shared by every widget, is left open.
    """
    import ipywidgets as widgets

    from .pagekit import is_page_kit

    if widget_tree is None:
        return
    if isinstance(widget_tree, widgets.Widget):
        stack = [widget_tree]
    else:
        stack = list(widget_tree)
    seen = set()
    while stack:
        w = stack.pop()
        if w is None or id(w) in seen or not isinstance(w, widgets.Widget) or is_page_kit(w):
            continue
        seen.add(id(w))
        for name in ("children",):
            stack.extend(getattr(w, name, ()) or ())
        for name in ("layout", "style"):
            sub = getattr(w, name, None)
            if isinstance(sub, widgets.Widget):
                stack.append(sub)
        w.close()


def with_classes(control, *names: str):
    """``control`` (any ipywidget) with the stylesheet classes ``names`` added, for building
    controls in one expression: sizes and spacing come from style.css, never from Layout."""
    for name in names:
        control.add_class(name)
    return control
