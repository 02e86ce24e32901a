"""One trick drawn around a compass, as at a table (used by the play table, the trick
walkthrough and the lessons).

The seats are placed by :mod:`pinochle_teach.seating` (the viewer at the bottom, the next
seat clockwise on the left, the partner at the top, the last on the right; three-handed the
top stays empty, rules page §8); the winning card is the engine's
(:func:`pinochle_teach.trick_winner`). Markup comes from the render kit and is styled by the
"Trick walkthrough and play table" section of ``style.css``.

>>> html = trick_html(["QH", "KH"], leader=1, winner=1, names=("South", "West", "North",
...                   "East"), title="Trick 1")
>>> 'aria-label="Trick 1"' in html and "winning" in html
True
"""

from __future__ import annotations

from collections.abc import Sequence

from ...cards import Card
from ...rules import CARDGAMES_IO, THREE_HANDED, RuleSet
from ...i18n import pgettext, tr
from ...seating import card_index_of, seat_at, seat_names
from ...svg import CARD_HEIGHT, CARD_WIDTH, card_svg
from ..render import Markup, el, size_class

__all__ = ["trick_html", "card_place"]

#: The grid areas of the places around the table, clockwise from the viewer (bottom).
_PLACES = {4: ("b", "l", "t", "r"), 3: ("b", "l", "r")}


def card_place(width: float, height: float, text: str = "") -> Markup:
    """An empty place the size of a card (``width`` × ``height`` CSS pixels), outlined with
    a dashed line, with ``text`` (e.g. "to play") in it. The outline is an SVG picture of
    that size, so the place needs no inline style; the text lies over it."""
    w, h = round(width), round(height)
    edge = el("svg", el("rect", x=1, y=1, width=w - 2, height=h - 2, rx=5,
                        cls="pt-place-edge"),
              xmlns="http://www.w3.org/2000/svg", width=w, height=h,
              viewBox=f"0 0 {w} {h}", aria_hidden="true")
    return el("div", edge, el("span", text, cls="pt-place-text") if text else None,
              cls="pt-place")


def _spacer(width: float, cls: str) -> Markup:
    """An empty picture ``width`` CSS pixels wide: it holds the middle of the compass open
    (``pt-trick-middle``), or gives a captioned trick its width (``pt-trick-strut``: the
    caption wraps at three cards' width and a little more)."""
    return el("svg", xmlns="http://www.w3.org/2000/svg", width=round(width), height=1,
              cls=cls, aria_hidden="true")


def _badge_word(complete: bool) -> str:
    """The badge on the card that wins the trick: "won" once the trick is complete, else
    "winning" (in the language spoken)."""
    if complete:
        return pgettext("a badge on the card that took a complete trick", "won")
    return pgettext("a badge on the card that wins the trick so far", "winning")


def trick_html(cards: Sequence[Card], leader: int, *, bottom: int = 0,
               winner: int | None = None, to_move: int | None = None,
               palette: str = "classic", size: float = 1.0,
               names: Sequence[str] | None = None, title: str = "", caption: str = "",
               label: str = "", rules: RuleSet | None = None) -> Markup:
    """The cards of one trick laid out around a compass, as at a table.

    ``bottom`` is the seat drawn at the bottom (the viewer); the next seat clockwise is on
    the left, the partner at the top, the last on the right. With three seats the top stays
    empty: left, then right (rules page §8). The winning card (``winner``, an index into
    ``cards`` from :func:`pinochle_teach.trick_winner` or ``TrickRecord.winning_index``) is
    outlined and badged "winning" (or "won" when the trick is complete). An empty place
    shows who is to play there.

    Args:
        cards: the cards played so far, lead first (0 up to one per seat).
        leader: the seat that led (0..players-1).
        bottom: the seat drawn at the bottom. to_move: the seat to play next, or None.
        palette: a key of :data:`pinochle_teach.svg.PALETTES`. size: the cards' scale.
        names: the seat names to print, one per seat (3 or 4); by default the seat names
            of ``rules`` in the language spoken.
        title, caption: text above and below the compass; label: the group's accessible
            name (default: the title, else "Trick").
        rules: the table's rules (for the seats); by default the four-hand game for four
            names and the three-handed game for three.

    Returns:
        Markup: a ``<div role="group" class="pt-trick">``, deterministic.
    """
    if names is None:
        names = seat_names(rules or CARDGAMES_IO)
    n = len(names)
    if rules is None:
        rules = THREE_HANDED if n == 3 else CARDGAMES_IO
    complete = len(cards) == n
    w, h = CARD_WIDTH * size, CARD_HEIGHT * size
    areas = {seat_at(k, bottom, rules): place for k, place in enumerate(_PLACES[n])}
    cells = []
    for seat in range(n):
        i = card_index_of(seat, leader, rules)
        if i < len(cards):
            win = winner == i
            body = Markup(card_svg(cards[i], size=size, palette=palette,
                                   highlight="selected" if win else None,
                                   badge=_badge_word(complete) if win else None))
            note = tr(" led") if i == 0 else ""
        else:
            body = card_place(w, h, tr("to play") if seat == to_move else "")
            note = ""
        cells.append(el("div", el("div", el("b", names[seat]), note, cls="pt-trick-name"),
                        body, cls=("pt-trick-seat", f"pt-trick-{areas[seat]}")))
    label = label or (title or tr("Trick"))
    return el("div",
              el("div", title, cls="pt-trick-title") if title else None,
              el("div", cells, _spacer(w * 0.6, "pt-trick-middle"), cls="pt-trick-grid"),
              _spacer(3 * w + 40, "pt-trick-strut") if caption else None,
              el("div", caption, cls="pt-trick-caption") if caption else None,
              role="group", aria_label=label, cls=("pt-trick", size_class(size)))
