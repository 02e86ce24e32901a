"""Projector mode: one setting for the whole page, which every widget of the kit follows.

A teacher showing a page on a 1024 × 768 projector turns it on with any "Projector" switch
on the page (:func:`switch`; the table, the walkthrough and the quizzes carry one), or
bookmarks the page's address with ``?projector=1`` (voila hands a page's query string to its
kernel as the ``QUERY_STRING`` environment variable: at once for a kernel started for the
page, and through :func:`voila.utils.wait_for_request` for a kernel preheated by
``make run POOL=...``, whose notebook has run before any page asked for it; that page is
drawn first and switched when its request arrives).

While it is on, the root of every widget carries the class :data:`CLASS`, and the
stylesheet's "Projector mode" section scales the text (the tokens ``--pt-font`` and
``--pt-lesson-font``, ipywidgets' own ``--jp-widgets-font-size``) and the cards of the
lessons, quizzes and auction; the play table and the trick walkthrough also redraw with
their projector layout and card sizes (:data:`SIZES`): the other hands as rows of whole
cards, the trick beside the hands, all of it inside 1024 × 768.

A widget takes part with :func:`follow` (its root, and what to redraw); the setting is one
per kernel, which under voila is one per page.

>>> parse_query("theme=dark&projector=1")
True
>>> parse_query("theme=dark") is None
True
"""

from __future__ import annotations

import os
import weakref
from collections.abc import Callable
from urllib.parse import parse_qs

from ..errors import PinochleError
from ..i18n import tr

__all__ = ["CLASS", "QUERY_KEY", "SIZES", "HAND_ROW", "hand_scale", "ProjectorSettingError", "parse_query", "is_on",
           "set_on", "problem", "follow", "switch", "offer_switch", "reset", "wait_for_page",
           "size_picker_gone"]

#: The class on every widget root while projector mode is on (style.css keys on it).
CLASS = "pt-projector"
#: The URL parameter: ``?projector=1`` turns the mode on, ``?projector=0`` keeps it off.
QUERY_KEY = "projector"
#: Card scales in projector mode (1.0 = 64 × 90 CSS px), chosen so that the play table with
#: every hand face up, and the walkthrough, fit a 1024 × 768 screen: the person's own hand
#: (with its buttons), the other hands (rows of whole cards; at 0.7 the rank in the middle
#: of a card is 21 px), the trick in play, and the last trick beside it.
SIZES = {"hand": 1.05, "others": 0.7, "trick": 0.8, "last": 0.65, "walk": 0.8,
         # The person's hand when it is dealt more than HAND_ROW cards (the double deck's
         # 20, three-handed 15 and the widow): one row at the other hands' size, since two
         # rows of large cards leave no room on the screen for the rest of the table.
         "long_hand": 0.7}
#: The most cards a hand is dealt for the person's hand to be drawn at ``SIZES["hand"]``.
HAND_ROW = 12

_ON = frozenset({"", "1", "true", "yes", "on"})
_OFF = frozenset({"0", "false", "no", "off"})


def hand_scale(dealt: int) -> float:
    """The projector layout's scale for the person's hand when each hand is dealt
    ``dealt`` cards (``RuleSet.hand_size``): ``SIZES["hand"]`` up to :data:`HAND_ROW`, else
    ``SIZES["long_hand"]`` (one row at the other hands' size).

    >>> hand_scale(12), hand_scale(20)
    (1.05, 0.7)
    """
    return SIZES["hand"] if dealt <= HAND_ROW else SIZES["long_hand"]


class ProjectorSettingError(PinochleError):
    """A projector setting that is not on or off (a URL value such as ``projector=big``,
    or :func:`set_on` given something other than True or False)."""


def parse_query(query: str) -> "bool | None":
    """Projector mode as a page's query string asks for it.

    Args:
        query: the URL's query string, with or without its ``?``
            (``"theme=dark&projector=1"``).

    Returns:
        True for ``projector``, ``projector=1``, ``=true``, ``=yes``, ``=on`` (any case);
        False for ``=0``, ``=false``, ``=no``, ``=off``; None when the parameter is absent.
        The last ``projector`` parameter counts.

    Raises:
        ProjectorSettingError: for another value, saying which are accepted.
    """
    values = parse_qs(str(query or "").lstrip("?"), keep_blank_values=True).get(QUERY_KEY)
    if not values:
        return None
    value = values[-1].strip().lower()
    if value in _ON:
        return True
    if value in _OFF:
        return False
    raise ProjectorSettingError(
        f"projector={values[-1]!r} is neither on nor off: use projector=1 (or true, yes, on) "
        f"to turn projector mode on, projector=0 (or false, no, off) to keep it off")


class _Page:
    """The page's setting and the widgets that follow it (weakly held)."""

    def __init__(self):
        self.on: "bool | None" = None  # None: not read from the URL yet
        self.problem = ""
        self.followers: list[tuple[weakref.ref, "Callable[[bool], None] | None"]] = []
        self.waiter = None  # the thread waiting for a preheated kernel's page request
        self.switches: list[tuple[weakref.ref, "weakref.ref | None"]] = []  # (switch, owner)


_page = _Page()


def _from_environment() -> bool:
    """The setting in the kernel's QUERY_STRING (False if absent or unreadable; the reason
    is kept for :func:`problem`)."""
    try:
        return bool(parse_query(os.environ.get("QUERY_STRING", "")))
    except ProjectorSettingError as err:
        _page.problem = str(err)
        return False


def is_on() -> bool:
    """Whether projector mode is on for this page. The first call reads the page's URL
    (``QUERY_STRING``); in a preheated voila kernel it also starts waiting, in the
    background, for the request of the page that takes the kernel."""
    if _page.on is None:
        _page.on = _from_environment()
        if os.environ.get("VOILA_PREHEAT") == "True" and _page.waiter is None:
            # Only on the teacher's server (a relative import: the widgets start no thread
            # of their own, and also run where there are none).
            from ..serve import page_request

            page = _page
            _page.waiter = page_request.on_request(lambda: _request_arrived(page))
    return _page.on


def problem() -> str:
    """Why the page's ``projector`` URL value was not understood ("" if it was)."""
    return _page.problem


def set_on(on: bool) -> None:
    """Turn projector mode on (``True``) or off (``False``) for the whole page: every
    widget following it (:func:`follow`) gets or loses :data:`CLASS` and redraws, and every
    :func:`switch` shows the new state.

    Raises:
        ProjectorSettingError: for anything but True or False (nothing changes).
    """
    if on is not True and on is not False:
        raise ProjectorSettingError(
            f"projector mode is True (on) or False (off), got {on!r}")
    is_on()  # the URL is read (and a preheated kernel's wait started) first
    _page.on = on
    followers = list(_page.followers)
    alive = []
    for ref, redraw in followers:
        widget = ref()
        if widget is None or getattr(widget, "comm", None) is None:
            continue  # gone or closed
        alive.append((ref, redraw))
        _apply(widget, on, redraw)
    # Forget the gone and closed widgets (keeping any that followed meanwhile).
    _page.followers = [f for f in _page.followers if f in alive or f not in followers]


def _apply(widget, on: bool, redraw) -> None:
    if on:
        widget.add_class(CLASS)
    else:
        widget.remove_class(CLASS)
    if redraw is not None:
        redraw(on)


def follow(widget, redraw: "Callable[[bool], None] | None" = None) -> bool:
    """Make ``widget`` (an ipywidget, a widget's root) follow the page's projector mode:
    it carries :data:`CLASS` while the mode is on, and ``redraw(on)`` is called after each
    change (a bound method is held weakly, like the widget). Returns whether the mode is on
    now, for the widget's first drawing."""
    on = is_on()
    if on:
        widget.add_class(CLASS)
    if redraw is not None and getattr(redraw, "__self__", None) is not None:
        method = weakref.WeakMethod(redraw)

        def redraw(value, method=method):  # noqa: F811 - the weak form of the same call
            bound = method()
            if bound is not None:
                bound(value)
    _page.followers.append((weakref.ref(widget), redraw))
    return on


def switch():
    """A "Projector" toggle button showing and setting the page's projector mode (every
    switch on the page is the same setting: turning one on turns them all on)."""
    from .controls import ToggleButton

    button = ToggleButton(
        value=is_on(), description=tr("Projector"), icon="",
        tooltip=tr("Projector mode for the whole page: large cards and text, laid out for a "
                   "1024 × 768 projector (bookmark the page with ?projector=1 to start in it)"))
    button.add_class("pt-projector-switch")

    def show(on: bool, button=button) -> None:
        if button.value != on:
            button.value = on

    def toggled(change) -> None:
        if change["new"] != is_on():
            set_on(bool(change["new"]))

    button.observe(toggled, names="value")
    _page.followers.append((weakref.ref(button), show))
    _page.switches.append((weakref.ref(button), None))
    return button


def size_picker_gone(widget: str) -> AttributeError:
    """The error for ``<widget>.size_picker``: the play table and the walkthrough had a
    "Cards: Normal | Classroom" toggle beside the page's Projector switch; the switch is now
    the one control (``widget``: the class's name, e.g. ``"PlayTable"``)."""
    return AttributeError(
        f"{widget}.size_picker is gone: its \"Cards: Normal | Classroom\" toggle overlapped "
        f"the page's Projector switch, which is now the one control for a projector (the "
        f"switch on the widget, projector.set_on(True), or ?projector=1 in the page's "
        f"address); to draw the cards at another scale give {widget}(size=...), e.g. "
        f"size=1.6")


def _open_switch() -> bool:
    """Whether a switch made on this page is still open (it, and the widget it was put in,
    not closed)."""
    for ref, owner in _page.switches:
        button, root = ref(), owner() if owner is not None else None
        if button is None or getattr(button, "comm", None) is None:
            continue
        if owner is not None and (root is None or getattr(root, "comm", None) is None):
            continue
        return True
    return False


def offer_switch(root) -> bool:
    """Give ``root`` (a widget box whose first child is the stylesheet) the page's switch,
    in a bar of its own after that first child, if no switch on the page is open yet: a
    page of lessons, with no control bar, then has one switch, in its first widget.
    Returns whether the switch was put in. (A widget with a control bar puts
    :func:`switch` there instead.)"""
    if _open_switch():
        return False
    import ipywidgets as widgets

    button = switch()
    _page.switches[-1] = (weakref.ref(button), weakref.ref(root))
    bar = widgets.HBox([button])
    bar.add_class("pt-projector-bar")
    first, *rest = root.children
    root.children = (first, bar, *rest)
    return True


def reset() -> None:
    """Forget the page's setting and its followers: the next :func:`is_on` reads the URL
    again (for tests, and for a kernel that serves a new page)."""
    global _page
    _page = _Page()


def wait_for_page(timeout: float | None = None) -> bool:
    """In a preheated kernel, wait up to ``timeout`` seconds until the page's request has
    been read (and the setting applied). True if there is nothing left to wait for."""
    waiter = _page.waiter
    if waiter is None:
        return True
    waiter.join(timeout)
    return not waiter.is_alive()


def _request_arrived(page: _Page) -> None:
    """A preheated kernel's page request is in (``QUERY_STRING`` set by voila): apply its
    ``projector`` parameter on the kernel's own thread (widgets change there, between
    messages), unless the page has been reset meanwhile."""
    if page is _page and _from_environment():
        from ..serve.page_request import on_kernel_thread

        on_kernel_thread(lambda: set_on(True) if page is _page else None)
