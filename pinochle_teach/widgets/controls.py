"""Buttons that carry what they stand for and refuse clicks they should not take.

ipywidgets' :class:`~ipywidgets.Button` runs its click handlers whenever ``click()`` is
called or a click message arrives: also when the button is disabled (the browser greys it,
but a click sent just before the kernel disabled it still arrives, and ``Button.click()``
in Python ignores ``disabled``) and after it was closed. The buttons here do nothing then.

They also carry what they stand for instead of a position in a list (DESIGN.md "Widgets"):
``value`` (an action, a card...) and ``token``, the state of the game they were drawn for,
so that whoever handles the click can refuse one that arrives after the game moved on (a
double-click, a click queued while the computer players moved).

>>> b = Button(description="Pass", value="pass", token=3)
>>> seen = []
>>> b.on_click(lambda button: seen.append((button.value, button.token)))
>>> b.click(); b.disabled = True; b.click()
>>> seen
[('pass', 3)]
"""

from __future__ import annotations

import ipywidgets as widgets

from ..cards import Card
from .render import SIZE_CLASSES, size_class

__all__ = ["Button", "CardButton", "set_size_class"]


class Button(widgets.Button):
    """An ipywidgets Button that ignores clicks while disabled or once closed.

    Args:
        value: what the button stands for (any object; e.g. an :class:`Action`).
        token: the state it was drawn for (any object compared with ``==``; ``None`` when
            the owner does not check it).
        classes: CSS classes of the stylesheet to add (``"pt-btn"`` sizes it to its text).
        kwargs: as for :class:`ipywidgets.Button` (``description``, ``tooltip``,
            ``button_style``, ``disabled``...).

    Attributes: ``value``, ``token`` (plain attributes, not synchronised to the browser).
    """

    def __init__(self, *, value=None, token=None, classes=("pt-btn",), **kwargs):
        kwargs.setdefault("tooltip", kwargs.get("description", ""))
        super().__init__(**kwargs)
        self.value = value
        self.token = token
        for name in classes:
            self.add_class(name)

    @property
    def closed(self) -> bool:
        """True once :meth:`close` has been called (the button is gone from the page)."""
        return self.comm is None

    def click(self) -> None:
        """Run the click handlers, unless the button is disabled or closed (then nothing
        happens). A click message from the browser comes through here too."""
        if self.disabled or self.closed:
            return
        super().click()


class CardButton(Button):
    """The button under one drawn card: it carries the card (``card``, also ``value``) and
    the token of the drawing it belongs to, never a position in the hand."""

    def __init__(self, card: Card, *, token=None, **kwargs):
        kwargs.setdefault("classes", ("pinochle-card-button",))
        super().__init__(value=card, token=token, **kwargs)

    @property
    def card(self) -> Card:
        """The card this button chooses."""
        return self.value


def set_size_class(widget, size: float) -> None:
    """Give ``widget`` the stylesheet's size class for cards at scale ``size``
    (:func:`~.render.size_class`), removing the one it had."""
    wanted = size_class(size)
    for _limit, name in SIZE_CLASSES:
        if name != wanted and name in widget._dom_classes:
            widget.remove_class(name)
    if wanted not in widget._dom_classes:
        widget.add_class(wanted)
