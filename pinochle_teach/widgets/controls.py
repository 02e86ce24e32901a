"""Controls that carry what they stand for and refuse what they should not take.

ipywidgets' controls act on every message the page sends: a :class:`~ipywidgets.Button`
runs its click handlers whenever ``click()`` is called or a click message arrives, also
when the button is disabled (the browser greys it, but a click sent just before the kernel
disabled it still arrives, ``Button.click()`` in Python ignores ``disabled``, and a page can
send any message it likes), when it is hidden and after it was closed; a text box, a
dropdown or a toggle takes any value sent, and any other synchronised state (``disabled``
itself). The controls here are :class:`Guarded`: a message from the page does nothing
(issue 14 items 2 and 8) when

* the control is closed, disabled, or hidden (by :func:`show`, itself or a box around it);
* it sets any state but the control's input (``value``, or ``index`` for a choice);
* it arrives while another message is being handled (a handler that waits for the page);
* it is a click (or Enter in a text box) made while this control's last click was still
  being handled, if that took :attr:`Guarded.BUSY` seconds or more: clicks queued in the
  kernel during a long run (four clicks on the rules explorer's Run) are dropped after the
  run, although the button is enabled again by then (quick steps, six clicks on Forward,
  all count).
  Whether a click was made during the run is read from the time the page stamps on every
  message (its ``header.date``), set against the kernel's clock by the smallest delay seen
  (:class:`PageClock`), so the page's clock need not be right.

A refused value is sent back, so the page shows what the kernel holds.

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

import time
import weakref
from datetime import datetime

import ipywidgets as widgets

from ..cards import Card
from .render import SIZE_CLASSES, size_class

__all__ = ["Guarded", "Button", "CardButton", "Text", "IntText", "Dropdown", "ToggleButtons",
           "ToggleButton", "Checkbox", "IntSlider", "show", "is_hidden", "PageClock",
           "set_size_class"]

# Boxes hidden with show(box, False), each with the widgets inside it then.
_HIDDEN: "weakref.WeakKeyDictionary[widgets.Widget, weakref.WeakSet]" = (
    weakref.WeakKeyDictionary())
# How many page messages are being handled now (more than 0: a handler is running), and
# the longest a handling took (seconds): what a message may have waited behind.
_handling = 0
_longest = 0.0


def _inside(box) -> "list[widgets.Widget]":
    """Every widget inside ``box`` (its children, theirs, ...)."""
    out, seen, todo = [], set(), list(getattr(box, "children", ()))
    while todo:
        w = todo.pop()
        if isinstance(w, widgets.Widget) and id(w) not in seen:
            seen.add(id(w))
            out.append(w)
            todo.extend(getattr(w, "children", ()))
    return out


def show(widget: widgets.Widget, shown: bool = True) -> None:
    """Show or hide ``widget`` (``layout.display``). A hidden widget, and every control
    inside a hidden box, refuses messages from the page: what is hidden is recorded here,
    in the kernel, where the page cannot change it (it can send a layout)."""
    widget.layout.display = None if shown else "none"
    if shown:
        _HIDDEN.pop(widget, None)
    else:
        _HIDDEN[widget] = weakref.WeakSet(_inside(widget))


def is_hidden(widget: widgets.Widget) -> bool:
    """True if ``widget`` was hidden by :func:`show`, or is (or was when it was hidden)
    inside a box hidden by it."""
    if widget in _HIDDEN:
        return True
    return any(widget in held or any(w is widget for w in _inside(box))
               for box, held in list(_HIDDEN.items()))


class PageClock:
    """The kernel's time at which a message from the page arrived, estimated from the time
    the page stamped on it (``header.date``, the page's clock).

    ``offset`` is the smallest (kernel time of handling - page time of sending) seen: the
    clock difference plus the shortest delay. A message handled much later than that (it
    waited in the kernel's queue) is known to have been sent earlier than it is handled. A
    delay longer than any queue can explain (``RESET`` seconds more than the longest
    handling seen, ``slack``) is the page's clock set back: the estimate starts afresh.
    """

    RESET = 30.0

    def __init__(self):
        self.offset: "float | None" = None

    @staticmethod
    def sent(msg) -> "float | None":
        """The page's time of sending (seconds since the epoch), or None if not stamped."""
        date = (msg.get("header") or {}).get("date") if isinstance(msg, dict) else None
        if isinstance(date, str):
            try:
                date = datetime.fromisoformat(date.replace("Z", "+00:00"))
            except ValueError:
                return None
        if not isinstance(date, datetime) or date.tzinfo is None:
            return None
        return date.timestamp()

    def arrived(self, msg, now: float, slack: float = 0.0) -> "float | None":
        """The kernel's time at which ``msg`` (handled at ``now``) arrived, estimated; None
        for a message without a date. ``slack``: the longest a message may have waited in
        the queue (the longest handling seen), in seconds."""
        sent = self.sent(msg)
        if sent is None:
            return None
        delay = now - sent
        if (self.offset is None or delay < self.offset
                or delay - self.offset > self.RESET + slack):
            self.offset = delay
        return sent + self.offset


#: The one page clock of this kernel (a voila page has a kernel of its own).
CLOCK = PageClock()


class Guarded:
    """Mixin for ipywidgets controls: messages from the page that the control should not
    take do nothing (see the module's docstring).

    Attributes:
        input_keys: the state the page may set (``("value",)``; ``("index",)`` for a choice,
            ``()`` for a button).
        BUSY: seconds; see the module's docstring.
    """

    input_keys: "tuple[str, ...]" = ("value",)
    #: A click handled for this long (seconds) is a run: clicks made meanwhile are dropped.
    BUSY = 1.0

    @property
    def closed(self) -> bool:
        """True once :meth:`close` has been called (the control is gone from the page)."""
        return self.comm is None

    def refuses(self) -> bool:
        """True while the control takes nothing: closed, disabled or hidden."""
        return self.closed or bool(getattr(self, "disabled", False)) or is_hidden(self)

    def _handle_msg(self, msg):
        global _handling, _longest
        try:
            data = msg["content"]["data"]
            method = data["method"]
        except (KeyError, TypeError):
            return
        if method == "request_state":  # the page drawing the control: always answered
            return super()._handle_msg(msg)
        state = data.get("state") if method == "update" else None
        now = time.time()
        arrived = CLOCK.arrived(msg, now, _longest)
        ok = method in ("update", "custom") and not self.refuses() and not _handling
        if method == "update":
            ok = ok and isinstance(state, dict) and set(state) <= set(self.input_keys)
        elif ok and arrived is not None:
            ok = arrived >= getattr(self, "_done_at", 0.0)  # not made during the last one
        if not ok:
            if isinstance(state, dict):
                keys = [k for k in state if k in self.keys]
                if keys and not self.closed:
                    self.send_state(keys)  # the page shows the kernel's value again
            return None
        _handling += 1
        try:
            return super()._handle_msg(msg)
        finally:
            _handling -= 1
            end = time.time()
            _longest = max(_longest, end - now)
            if method == "custom" and end - now >= self.BUSY:
                self._done_at = end


class Button(Guarded, widgets.Button):
    """An ipywidgets Button that ignores clicks while disabled, hidden or once closed.

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

    input_keys = ()

    def click(self) -> None:
        """Run the click handlers, unless the button is disabled, hidden or closed (then
        nothing happens). A click message from the browser comes through here too."""
        if self.refuses():
            return
        super().click()


class CardButton(Button):
    """The button under one drawn card: it carries the card (``card``, also ``value``) and
    the token of the drawing it belongs to, never a position in the hand. ``allowed``
    (a plain attribute, True unless its owner says otherwise) tells whether the card may be
    chosen now: a card not allowed keeps a focusable button, so that choosing it can say
    why (issue 15)."""

    def __init__(self, card: Card, *, token=None, **kwargs):
        kwargs.setdefault("classes", ("pinochle-card-button",))
        super().__init__(value=card, token=token, **kwargs)
        self.allowed = True

    @property
    def card(self) -> Card:
        """The card this button chooses."""
        return self.value


class Text(Guarded, widgets.Text):
    """A :class:`ipywidgets.Text` box that is :class:`Guarded` (Enter, its "submit"
    message, included)."""


class IntText(Guarded, widgets.IntText):
    """A guarded :class:`ipywidgets.IntText`."""


class Checkbox(Guarded, widgets.Checkbox):
    """A guarded :class:`ipywidgets.Checkbox`."""


class ToggleButton(Guarded, widgets.ToggleButton):
    """A guarded :class:`ipywidgets.ToggleButton`."""


class IntSlider(Guarded, widgets.IntSlider):
    """A guarded :class:`ipywidgets.IntSlider`."""


class Dropdown(Guarded, widgets.Dropdown):
    """A guarded :class:`ipywidgets.Dropdown` (the page sends the ``index`` chosen)."""

    input_keys = ("index",)


class ToggleButtons(Guarded, widgets.ToggleButtons):
    """Guarded :class:`ipywidgets.ToggleButtons` (the page sends the ``index`` chosen)."""

    input_keys = ("index",)


def set_size_class(widget, size: float) -> None:
    """Give ``widget`` the stylesheet's size class for cards at scale ``size``
    (:func:`~.render.size_class`), removing the one it had."""
    wanted = size_class(size)
    for _limit, name in SIZE_CLASSES:
        if name != wanted and name in widget._dom_classes:
            widget.remove_class(name)
    if wanted not in widget._dom_classes:
        widget.add_class(wanted)
