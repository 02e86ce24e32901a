"""A commented hand: a walkthrough of a recorded hand with the engine's key moments
(:func:`pinochle_teach.commentary.key_moments`, rules page §6, §7) in a list to jump to.

:class:`Moment` and :func:`key_moments` are the engine's, importable from here too;
``key_moments`` here names the seats as the lessons do (South, West, North, East).
"""

from __future__ import annotations

import ipywidgets as widgets

from ... import commentary
from ...commentary import Moment
from ...game import Game
from ...i18n import ntr, tr
from ...seating import Names, seat_names, side_names, table_names
from ...vocabulary import suit_word
from .. import controls
from ..render import el, stylesheet
from ..walkthrough import TrickWalkthrough
from ..scoresheet import Html
from .pieces import lesson_root
from ..pagekit import LIVE

__all__ = ["Moment", "key_moments", "HandCommentary"]


def key_moments(source, hand: int = 1, names: Names | None = None) -> list[Moment]:
    """:func:`pinochle_teach.commentary.key_moments` (the moments of one hand's play worth
    a comment, rules page §6, §7) with the seats named as in the lessons
    (:func:`~pinochle_teach.seating.table_names`) unless ``names`` is given.

    Args:
        source: a :class:`Game` or a game record (dict or JSON text); hand: 1 = the first.

    Raises:
        InvalidRecordError: for a record that does not replay.
    """
    if names is None:
        game = source if isinstance(source, Game) else Game.from_record(source)
        names = table_names(game.rules)
    return commentary.key_moments(source, hand, names=names)


class HandCommentary(widgets.VBox):
    """A :class:`TrickWalkthrough` with a commentary: the key moments of the hand
    (:func:`key_moments`) in a list you can jump to, and the comments on the trick on
    screen.

    Args:
        source: a :class:`Game` or game record; other keyword arguments go to
            :class:`TrickWalkthrough` (``seat``, ``size``, ``palette``…).

    Attributes: ``walkthrough``, ``moments``, ``picker`` (Dropdown of the moments),
    ``comment`` (the comments for the trick shown).
    """

    def __init__(self, source, **kwargs):
        if isinstance(source, Game):
            source = source.to_record()
        self.walkthrough = TrickWalkthrough(source, **kwargs)
        self.moments = commentary.key_moments(
            source, self.walkthrough.hand, names=table_names(self.walkthrough.game.rules))
        self.picker = controls.Dropdown(
            options=[(tr("Jump to a key moment…"), 0)]
            + [(m.text if len(m.text) <= 90 else m.text[:87] + "…", i + 1)
               for i, m in enumerate(self.moments)],
            value=0, description=tr("Key moments"))
        self.picker.add_class("pt-moment-picker")
        self.picker.add_class("pt-fit-label")
        self.picker.observe(self._on_pick, names="value")
        self.comment = Html()
        self.comment.add_class(LIVE)  # announced when it changes (pagekit)
        self.walkthrough.slider.observe(lambda _c: self.refresh(), names="value")
        super().__init__([stylesheet(), self.picker, self.comment, self.walkthrough])
        lesson_root(self, "pt-commentary")
        self.refresh()

    def _on_pick(self, change) -> None:
        if change["new"]:
            self.go_to(change["new"] - 1)

    def go_to(self, index: int) -> None:
        """Show key moment ``index`` (0-based) in the walkthrough."""
        self.walkthrough.go(self.moments[index].step)
        self.refresh()

    def refresh(self) -> None:
        g = self.walkthrough.game
        step = self.walkthrough.step
        trick = len(g.tricks) + (1 if g.trick else 0)
        if not g.trick and g.tricks:
            trick = len(g.tricks)
        here = [m for m in self.moments if m.trick == trick and m.step <= step]
        if step == 0:
            sides = side_names(g.rules)
            text = ntr(
                "{bidder} won the auction at {contract} and named {trump} trump; the team meld "
                "is {side0} {meld0}, {side1} {meld1}. This hand has {n} key moment: press "
                "Forward, or pick it from the list.",
                "{bidder} won the auction at {contract} and named {trump} trump; the team meld "
                "is {side0} {meld0}, {side1} {meld1}. This hand has {n} key moments: press "
                "Forward, or pick one from the list.", len(self.moments),
                bidder=seat_names(g.rules)[g.bidder], contract=g.contract,
                trump=suit_word(g.trump), side0=sides[0], meld0=g.team_meld[0],
                side1=sides[1], meld1=g.team_meld[1])
            items = el("div", text)
        elif here:
            items = el("ul", [el("li", m.text) for m in here], cls="pt-comment-list")
        else:
            items = el("div", tr("Trick {n}: nothing unusual so far.", n=trick))
        self.comment.value = el("div", el("b", tr("Commentary")), items, cls="pt-comment",
                                role="status")

    def __repr__(self) -> str:
        return f"HandCommentary({len(self.moments)} moments, {self.walkthrough!r})"
