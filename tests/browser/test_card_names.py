"""Cards in Chromium's accessibility tree (issue 15 item 3): every name a screen reader reads
for a card is in words ("Play queen of hearts", "Hand: ace of spades, …"), the ranks drawn
inside card images are not in the tree, and a card that may not be played is reached by
the keyboard and says why when chosen.

The tree is Chromium's own (the DevTools protocol's ``Accessibility.getFullAXTree``), so
what is checked is what assistive technology is given. Screenshots:
test-results/a11y_cards_*.png.
"""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import expect

from voila_harness import assert_no_error_text, open_dashboard, save_screenshot

pytestmark = pytest.mark.browser

# A card written with its suit symbol: "Q♥", "10♠" (read "Q black heart suit").
CARD_SYMBOLS = re.compile(r"(?:\b(?:10|[AKQJ9T]))[♠♥♦♣]")
IMAGE_ROLES = {"image", "img", "graphics-document", "graphics-symbol"}


def ax_tree(page) -> dict:
    """Chromium's full accessibility tree of the page: ``{node id: node}``."""
    client = page.context.new_cdp_session(page)
    try:
        nodes = client.send("Accessibility.getFullAXTree")["nodes"]
    finally:
        client.detach()
    return {n["nodeId"]: n for n in nodes}


def _value(node, key) -> str:
    return str((node.get(key) or {}).get("value") or "")


def exposed(nodes: dict):
    for node in nodes.values():
        if not node.get("ignored"):
            yield node


def card_symbol_names(nodes: dict) -> list[str]:
    """The names of controls, images and groups that write a card with a suit symbol
    (visible text may; a name is what a screen reader says for the thing)."""
    return sorted({f"{_value(n, 'role')}: {_value(n, 'name')}" for n in exposed(nodes)
                   if _value(n, "role") not in ("StaticText", "InlineTextBox", "text")
                   and CARD_SYMBOLS.search(_value(n, "name"))})


def texts_inside_images(nodes: dict) -> list[str]:
    """Text nodes exposed below an image (a card's drawn rank, its badge)."""
    out = []
    for node in exposed(nodes):
        if _value(node, "role") not in ("StaticText", "text"):
            continue
        parent = nodes.get(node.get("parentId"))
        while parent is not None:
            if _value(parent, "role") in IMAGE_ROLES and not parent.get("ignored"):
                out.append(_value(node, "name"))
                break
            parent = nodes.get(parent.get("parentId"))
    return out


def test_hand_page_names_cards_in_words_and_says_why_a_card_is_not_allowed(page,
                                                                            voila_server):
    open_dashboard(page, voila_server, "notebooks/widget_hand.ipynb")
    assert_no_error_text(page)
    nodes = ax_tree(page)
    assert card_symbol_names(nodes) == []
    assert texts_inside_images(nodes) == []
    images = [_value(n, "name") for n in exposed(nodes) if _value(n, "role") in IMAGE_ROLES]
    assert "Queen of hearts" in images and "Face-down card" in images

    # The trick example: Q♥ led, spades trump. The king of spades may not be played: it is
    # reached with Tab (not disabled) and Enter says why, in the widget's message.
    expect(page.get_by_role("group", name="On the table: queen of hearts")).to_be_visible()
    king = page.get_by_role("button", name="King of spades: not allowed")
    expect(king).to_be_enabled()
    king.focus()
    expect(king).to_be_focused()
    page.keyboard.press("Enter")
    note = page.locator(".pt-message").last
    expect(note).to_contain_text("must follow suit")
    page.get_by_role("button", name="Play ace of hearts").click()
    expect(note).to_contain_text("is allowed")
    note.scroll_into_view_if_needed()
    save_screenshot(page, "a11y_cards_hand_not_allowed", full_page=False)


def test_welcome_meld_explorer_names_cards_in_words(page, voila_server):
    open_dashboard(page, voila_server, "notebooks/00_welcome.ipynb")
    assert_no_error_text(page)
    nodes = ax_tree(page)
    assert card_symbol_names(nodes) == []
    assert texts_inside_images(nodes) == []
    save_screenshot(page, "a11y_cards_welcome")
