"""The page kit: the kit's stylesheet, once per page, and what only the page can do for
keyboard and screen-reader users, as one small `anywidget <https://anywidget.dev>`_ that
every widget puts first among its children (``render.stylesheet()`` returns it).

ipywidgets can neither set ARIA attributes nor move the focus to a control it is drawing
right now (``DOMWidget.focus()`` reaches only views already on the page, and a redraw makes
new buttons), so the page side (``pagekit.js``, installed once per document) does it from
classes the widgets give their controls:

* toggle buttons get ``aria-pressed`` from their selection, and a ToggleButtons group
  ``role="group"`` named by its label;
* each of the kit's top-level widgets (a ``pt-root`` not inside another) announces through
  one persistent live region of its own (a visually hidden ``role="status"``,
  ``aria-live="polite"`` element the page adds to it, which stays while what it says
  changes): when the text of a view with the class :data:`LIVE` (or of a ``role="status"``
  / ``"alert"`` box drawn in the widget, which the page makes quiet) changes, the new text
  is said there, errors too, cards in words;
* a card written "Q♥" anywhere in the text of the kit's widgets is read in words ("queen
  of hearts", :func:`card_words`): it becomes an image of its text named by the words (the
  page still shows "Q♥"); card images, buttons, links and inputs are left alone;
* when an action takes the focus away (the pressed button is redrawn or disabled), the
  focus waits at once on the widget's :data:`FOCUS_HOLD` place (never on the page's body)
  and goes to the first enabled control marked :data:`FOCUS_NEXT` in that widget, else to
  the first marked :data:`FOCUS_FALLBACK` (not while a widget there is :data:`BUSY`); when
  a widget shows something new to answer it marks where it starts :data:`FOCUS_GO`, and
  the focus goes there.

Its ``_css`` is the stylesheet: anywidget writes it once into the page's ``<head>`` (one
``<style>`` per class of widget, however many are shown), and one kit object serves a whole
kernel, so the text travels once. Where anywidget is not installed (JupyterLite, which
installs the kit without its server-side requirements) :func:`page_kit` gives the plain
``<style>`` in an HTML widget instead, and the page-side help is missing.

>>> kit = page_kit()
>>> "pt-stylesheet" in kit._dom_classes and page_kit() is kit
True
"""

from __future__ import annotations

from importlib import resources

__all__ = ["page_kit", "page_words", "is_page_kit", "LIVE", "FOCUS_NEXT", "FOCUS_FALLBACK",
           "FOCUS_GO", "FOCUS_HOLD", "REVEAL", "BUSY", "mark_focus"]

#: The class of a widget (an HTML view) whose text changes are announced.
LIVE = "pt-live"
#: The class of the controls the focus goes to after an action took it away.
FOCUS_NEXT = "pt-focus-next"
#: The class of the controls the focus goes to when no :data:`FOCUS_NEXT` one is usable.
FOCUS_FALLBACK = "pt-focus-fallback"

#: The class of the place in a widget where the focus waits while the widget draws its
#: next controls (the old ones went first): a short text saying what happens now (the
#: table's prompt), not a control; the page makes it focusable (``tabindex="-1"``) and
#: moves the focus on from it when a :data:`FOCUS_NEXT` control comes.
FOCUS_HOLD = "pt-focus-hold"

#: The class of the place where something new to answer starts (a quiz's question): with
#: a key in ``data-pt-go`` that changes with it; when the key changes while the focus is in
#: that widget, the focus goes there (give the element ``tabindex="-1"``).
FOCUS_GO = "pt-focus-go"

#: With :data:`FOCUS_GO`: when the focus goes there, the page also scrolls it into view,
#: after a click too (the focus moves without scrolling for a mouse user otherwise), for
#: something shown on request away from the button that asked for it (the teacher page's
#: question for the projector).
REVEAL = "pt-reveal"

#: The class of a widget that is computing (its buttons will come back): while a widget in
#: the focus's output area has it, the page does not move the focus.
BUSY = "pt-busy"

_KIT = None


def _esm() -> str:
    return resources.files(__package__).joinpath("pagekit.js").read_text(encoding="utf-8")


def card_words() -> dict:
    """``{"Q♥": "queen of hearts", ...}`` for the 24 cards (:attr:`Card.words`): the page
    kit reads the cards in the widgets' sentences with these words, so a screen reader
    says "queen of hearts" where the page shows "Q♥" (read "Q black heart suit")."""
    from ..cards import CARDS

    return {str(card): card.words for card in CARDS}


def page_words() -> dict:
    """The page kit's own words, in the language spoken (``{"hide_prose": "Hide the lesson
    text"}``: the projector's button that folds the lesson's text away)."""
    from ..i18n import gettext

    return {"hide_prose": gettext("Hide the lesson text")}


def _make():
    from .render import stylesheet_css

    try:
        import anywidget
    except ImportError:  # JupyterLite: the stylesheet alone
        import ipywidgets as widgets

        view = widgets.HTML(f"<style>{stylesheet_css()}</style>")
    else:
        global PageKit
        if PageKit is None:
            import traitlets

            class PageKit(anywidget.AnyWidget):
                """The kit's stylesheet and page-side accessibility help (see the module)."""

                _esm = _esm()
                _css = stylesheet_css()
                #: Each card as drawn in text ("Q♥") and its name in words, from the
                #: engine: what the widgets' sentences are read with.
                card_words = traitlets.Dict(card_words()).tag(sync=True)
                #: The page kit's own words (:func:`page_words`), in the page's language.
                page_words = traitlets.Dict().tag(sync=True)

                def __repr__(self) -> str:
                    return "PageKit()"
        view = PageKit(page_words=page_words())
    view.add_class("pt-stylesheet")
    view._pt_page_kit = True
    return view


#: The anywidget class of the kit (made when first needed, so that importing the widgets
#: does not import anywidget).
PageKit = None


def page_kit():
    """The one page kit of this kernel (made anew if it was closed): put it first among a
    widget's children. Closing a widget tree with :func:`~.render.close_all` leaves it."""
    global _KIT
    if _KIT is None or _KIT.comm is None:
        _KIT = _make()
    return _KIT


def is_page_kit(widget) -> bool:
    """True for the object :func:`page_kit` gives (whichever form it has here)."""
    return getattr(widget, "_pt_page_kit", False) is True


def mark_focus(widget, kind: "str | None" = FOCUS_NEXT):
    """Give ``widget`` the focus class ``kind`` (:data:`FOCUS_NEXT`, :data:`FOCUS_FALLBACK`)
    and take the other away; ``kind=None`` takes both away. Returns the widget."""
    for name in (FOCUS_NEXT, FOCUS_FALLBACK):
        if name == kind:
            if name not in widget._dom_classes:
                widget.add_class(name)
        elif name in widget._dom_classes:
            widget.remove_class(name)
    return widget
