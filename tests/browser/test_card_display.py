"""A Card, Hand or Deal shown in JupyterLab keeps every card's accessible name.

JupyterLab shows the richest output it has a renderer for; by its renderer ranks
(@jupyterlab/rendermime ``standardRendererFactories``: HTML 50, SVG 80, plain text 120) HTML
wins over SVG. Its HTML renderer puts trusted HTML in the page as it is; its SVG renderer
draws ``image/svg+xml`` as ``<img src="data:image/svg+xml,...">`` with no alt text, and an
image inside an ``<img>`` has no accessible name. This test does what JupyterLab does with
IPython's display data, in Chromium, and asks the accessibility tree for the cards by name.
"""

from __future__ import annotations

import html
from urllib.parse import quote

import pytest
from IPython.core.formatters import format_display_data

from pinochle_teach import Card, Deal, Hand

pytestmark = pytest.mark.browser

# JupyterLab's default renderer ranks (lower wins) for the types IPython may send.
JUPYTERLAB_RANK = {"text/html": 50, "text/markdown": 60, "text/latex": 70,
                   "image/svg+xml": 80, "image/png": 90, "text/plain": 120}


def jupyterlab_markup(obj) -> tuple[str, str]:
    """(mime type JupyterLab picks, the markup it puts in the output area)."""
    data, _ = format_display_data(obj)
    mime = min((m for m in data if m in JUPYTERLAB_RANK), key=JUPYTERLAB_RANK.get)
    source = data[mime]
    if mime == "text/html":
        return mime, source
    if mime == "image/svg+xml":
        return mime, f'<img src="data:image/svg+xml,{quote(source)}">'
    return mime, f"<pre>{html.escape(source)}</pre>"


def show(page, markup: str) -> None:
    page.set_content(f"<!doctype html><html><body><div class='jp-OutputArea-output'>{markup}"
                     "</div></body></html>")


def test_a_card_is_named_in_jupyterlab(page):
    mime, markup = jupyterlab_markup(Card.from_str("QS"))
    assert mime == "text/html"
    show(page, markup)
    assert page.get_by_role("img", name="Queen of spades").count() == 1


def test_an_svg_output_alone_would_lose_the_name(page):
    """Why the card also sends HTML: the same picture as JupyterLab's SVG renderer draws it
    has no accessible name (so the test above can fail)."""
    data, _ = format_display_data(Card.from_str("QS"))
    show(page, f'<img src="data:image/svg+xml,{quote(data["image/svg+xml"])}">')
    assert page.get_by_role("img", name="Queen of spades").count() == 0


def test_a_hand_and_a_deal_name_every_card_in_jupyterlab(page):
    hand = Hand("AS TH QS QS")
    mime, markup = jupyterlab_markup(hand)
    assert mime == "text/html"
    show(page, markup)
    assert page.get_by_role("group", name="Hand of 4 cards: ace of spades, ten of hearts, queen of spades, queen of spades").count() == 1
    assert page.get_by_role("img", name="Queen of spades", exact=True).count() == 2
    assert page.get_by_role("img", name="Ten of hearts", exact=True).count() == 1

    d = Deal.random(3)
    _, markup = jupyterlab_markup(d)
    show(page, markup)
    for seat, name in zip(d.hands, d.seat_names()):
        row = page.get_by_role("group", name=f"{name}: Hand of 12 cards", exact=False)
        assert row.count() == 1
        assert row.get_by_role("img").count() == 12
        assert row.get_by_role("img").nth(0).get_attribute("aria-label") == seat[0].name
