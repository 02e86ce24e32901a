"""The rules explorer (notebooks/09_rules_explorer.ipynb) in voila: the default run draws six
plots with readings in words, another rule set and another switch can be run, and an empty
choice gives a short message instead of an error."""

from __future__ import annotations

import re
import time

import pytest
from playwright.sync_api import expect

from voila_harness import (assert_no_error_text, open_dashboard, save_screenshot,
                           wait_for_text_change)

pytestmark = pytest.mark.browser

EXPLORER = "notebooks/09_rules_explorer.ipynb"
PANEL_TITLES = ("Meld per hand", "Meld by trump length", "Meld per team",
                "Contracts made by level", "Chance of each meld", "Effect of a rule switch")


def panel_images(scope):
    return scope.locator('img[src^="data:image/png"]')


def run_with(page, widget, *, check=(), uncheck=(), switch: str, hands: str = "100") -> str:
    """Tick and untick rule sets, pick a rule switch and a number of hands, press Run and
    return the explorer's text once the run is over."""
    before = widget.inner_text()
    for name in uncheck:
        page.get_by_role("checkbox", name=name).uncheck()
    for name in check:
        page.get_by_role("checkbox", name=name).check()
    widget.locator("select").filter(
        has=page.locator("option", has_text="no comparison")).select_option(label=switch)
    widget.locator("select").filter(
        has=page.locator("option", has_text="2000")).select_option(label=hands)
    page.get_by_role("button", name="Run").click()
    wait_for_text_change(widget, before, timeout_ms=120_000, settle_ms=1500)
    expect(page.get_by_role("button", name="Run")).to_be_enabled(timeout=120_000)
    return widget.inner_text()


@pytest.fixture
def explorer(page, voila_server):
    start = time.monotonic()
    open_dashboard(page, voila_server, EXPLORER)
    widget = page.locator(".pinochle-rules-explorer")
    expect(widget).to_have_count(1)
    expect(panel_images(widget)).to_have_count(6)
    # Every plot has loaded (a PNG with a real size) and says in words what it shows.
    page.wait_for_function(
        """() => [...document.querySelectorAll('.pinochle-rules-explorer img')]
                   .every(i => i.complete && i.naturalWidth > 300)""")
    print(f"explorer dashboard ready in {time.monotonic() - start:.1f} s")
    return page, widget


def test_default_run_draws_six_plots_with_readings(explorer):
    page, widget = explorer
    alts = panel_images(widget).evaluate_all("els => els.map(e => e.alt)")
    assert all(len(a) > 40 for a in alts), alts
    text = widget.inner_text()
    for phrase in ("melds", "on average", "contracts made", "exact", "trick points",
                   "same 200 deals"):
        assert phrase in text, phrase
    assert re.search(r"Post-1945 play (raises|lowers|leaves) the bidders' average trick "
                     r"points", text)
    # 200 hands for the rule set, and the switch's other side (post-1945) 200 more.
    assert ("400 hands played (heuristic players: 200 per rule set and 200 more for the "
            "rule switch)") in text
    expect(page.get_by_role("checkbox", name="cardgames.io")).to_be_checked()
    # The switch pickers name their default choice (a blank dropdown would confuse).
    pickers = widget.locator("select")
    labels = pickers.evaluate_all(
        "els => els.map(e => e.options[e.selectedIndex].text.replace(/\\s+/g, ' '))")
    assert labels[:2] == ["as each rule set says"] * 2, labels
    assert_no_error_text(page)
    save_screenshot(page, "explorer-page")
    save_screenshot(page, "explorer-widget", element=widget)


def test_no_rule_set_ticked_gives_a_message(explorer):
    page, widget = explorer
    before = panel_images(widget).evaluate_all("els => els.map(e => e.src.length)")
    page.get_by_role("checkbox", name="cardgames.io").uncheck()
    page.get_by_role("button", name="Run").click()
    expect(widget.locator(".pt-msg-error")).to_contain_text("Tick at least one rule set")
    after = panel_images(widget).evaluate_all("els => els.map(e => e.src.length)")
    assert after == before
    assert_no_error_text(page)


def test_a_second_rule_set_and_another_switch(explorer):
    page, widget = explorer
    text = run_with(page, widget, check=("Double deck",),
                    switch="Counters vs classic counting")
    assert "Double deck: a dealt hand of 20 cards melds" in text
    assert re.search(r"Classic counting (raises|lowers|leaves) the bidders' average trick "
                     r"points", text)
    assert "same 100 deals" in text
    assert_no_error_text(page)
    save_screenshot(page, "explorer-two-rule-sets", element=widget)


def test_three_handed_is_played_by_the_heuristic_players(explorer):
    """Three-handed hands are played by the same rule-of-thumb players as the rest (they
    used to be random players); the readings speak of the bidder and each other player."""
    page, widget = explorer
    text = run_with(page, widget, uncheck=("cardgames.io",), check=("Three-handed",),
                    switch="no comparison")
    assert "Three-handed: a dealt hand of 15 cards melds" in text
    assert "the bidder melds" in text and "each other player" in text
    assert re.search(r"100 hands played \(heuristic players\)", text), text[-300:]
    assert "random" not in text
    assert_no_error_text(page)
    save_screenshot(page, "explorer-three-handed", element=widget)


#: Each select of the explorer: its width for text (inside its padding, which holds the
#: arrow) and the widest of its options' texts in its own font.
_SELECT_FIT = """els => els.map(s => {
    const cs = getComputedStyle(s);
    const ctx = document.createElement('canvas').getContext('2d');
    ctx.font = `${cs.fontStyle} ${cs.fontWeight} ${cs.fontSize} ${cs.fontFamily}`;
    const room = s.clientWidth - parseFloat(cs.paddingLeft) - parseFloat(cs.paddingRight);
    const texts = [...s.options].map(o => o.text);
    const widest = Math.max(...texts.map(t => ctx.measureText(t).width));
    return {label: s.closest('.widget-dropdown, .jupyter-widget-dropdown')?.innerText.split('\\n')[0],
            room, widest, text: texts[texts.map(t => ctx.measureText(t).width).indexOf(widest)]};
})"""

#: The "Hands played" bar: is it drawn, and how much of its track is filled?
_BAR = """() => {
    const p = document.querySelector('.pinochle-rules-explorer .pt-explorer-progress');
    if (!p || p.getClientRects().length === 0) return {drawn: false};
    const track = p.querySelector('.progress, .widget-progress-bar, [class*=progress]:not(.pt-explorer-progress)');
    const bar = p.querySelector('.progress-bar');
    return {drawn: true, filled: bar.getBoundingClientRect().width
                                  / track.getBoundingClientRect().width};
}"""


@pytest.mark.parametrize("query", ["?projector=1", ""], ids=["projector", "normal"])
def test_every_choice_of_the_pickers_shows_whole_and_no_full_bar_before_a_run(
        page, voila_server, query):
    """Issue 15: in projector mode the "Compare a rule switch" box cut its choice short, and
    the "Hands played" bar was drawn full when the page came up, before the person had run
    anything. Each picker is now wide enough for every one of its choices in its own font,
    and the bar is only drawn while hands are being played (the words beside Run say how
    many were played)."""
    page.set_viewport_size({"width": 1024, "height": 768})
    open_dashboard(page, voila_server, EXPLORER + query)
    widget = page.locator(".pinochle-rules-explorer")
    expect(panel_images(widget)).to_have_count(6)
    save_screenshot(page, f"explorer-controls-{'projector' if query else 'normal'}",
                    full_page=False)
    fits = widget.locator("select").evaluate_all(_SELECT_FIT)
    assert len(fits) >= 4, fits
    for f in fits:
        assert f["widest"] <= f["room"], f"the {f['label']!r} box cuts {f['text']!r} short: {f}"
    bar = page.evaluate(_BAR)
    assert not (bar["drawn"] and bar["filled"] > 0.5), f"before any run the bar is {bar}"
    _no_page_scroll = page.evaluate("() => document.documentElement.scrollWidth - innerWidth")
    assert _no_page_scroll <= 1
