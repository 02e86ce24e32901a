"""The bar of a page that is text only (the rules page): nothing to learn with, but the
page still needs the kit.

The page kit brings the stylesheet and what only the page can do (:mod:`..pagekit`),
among it the jump to the section a link names (``rules.ipynb#6.-Playing-the-tricks``: voila
draws its page hidden and shows it when it is ready, so the browser's own jump finds
nothing); the "Projector" switch makes the page's text readable on a projector like every
other page's."""

from __future__ import annotations

import ipywidgets as widgets

from ..render import stylesheet
from .pieces import lesson_root

__all__ = ["page_bar"]


def page_bar() -> widgets.VBox:
    """A widget with the page kit and the page's "Projector" switch, for a notebook that
    shows no other widget (``notebooks/rules.ipynb``). Takes no arguments; raises nothing."""
    box = widgets.VBox([stylesheet()])
    lesson_root(box, "pt-page-bar")
    return box
