"""The walkthrough's Deal # box and Load record button, and a link to the rules page, under
voila in headless Chromium (issue 15 item 6 and "words a student can follow"): Enter in the
box shows that deal; a file that is not a game record gives a sentence and leaves the hand;
a saved record opens; "rules page §6" in the explanations leads to section 6 of the rules
page. Screenshots go to test-results/deal-chooser-*.png."""

from __future__ import annotations

import json

import pytest
from playwright.sync_api import expect

from voila_harness import assert_no_error_text, open_dashboard, save_screenshot as shot

pytestmark = pytest.mark.browser

WALK = "notebooks/widget_walkthrough.ipynb"


def choose(page, root, path) -> None:
    """Pick ``path`` with the Load record button, as a student does."""
    with page.expect_file_chooser() as chooser:
        root.get_by_role("button", name="Load record").click()
    chooser.value.set_files(str(path))


def test_deal_box_load_record_and_rules_link(page, voila_server, tmp_path):
    from pinochle_teach.game import Game
    from pinochle_teach.players import RandomPlayer, play_hand

    page.set_viewport_size({"width": 1280, "height": 1800})
    open_dashboard(page, voila_server, WALK)
    root = page.locator(".pt-walkthrough").first
    box = root.get_by_label("Deal #")
    box.fill("175")
    box.press("Enter")
    expect(root.locator(".pt-message")).to_contain_text("Deal #175, played by the kit's")
    expect(root).to_contain_text("Card play 0 of 48")
    shot(page, "deal-chooser-175")

    # A file that is not a game record: a sentence, and the hand stays.
    root.get_by_role("button", name="Forward ▶").click()
    expect(root).to_contain_text("Card play 1 of 48")
    bad = tmp_path / "homework.json"
    bad.write_text("this is my homework", encoding="utf-8")
    choose(page, root, bad)
    expect(root.locator(".pt-message")).to_contain_text("homework.json could not be opened")
    expect(root.locator(".pt-message")).to_contain_text("Load record opens a game record")
    expect(root).to_contain_text("Card play 1 of 48")
    assert_no_error_text(page)
    shot(page, "deal-chooser-bad-file")

    # A saved record opens.
    g = Game(seed=4)
    play_hand(g, [RandomPlayer(10 + s) for s in range(4)])
    good = tmp_path / "game-4.json"
    good.write_text(json.dumps(g.to_record()), encoding="utf-8")
    choose(page, root, good)
    expect(root.locator(".pt-message")).to_contain_text("Opened game-4.json")
    expect(root).to_contain_text("Card play 0 of 48")

    # "rules page §6" in the explanations is a link to section 6 of the rules page.
    root.get_by_role("button", name="Forward ▶").click()
    link = root.locator("a.pt-rule-link", has_text="rules page §6").first
    expect(link).to_be_visible()
    href = link.get_attribute("href")
    assert href.startswith("../notebooks/rules.ipynb#6.")
    page.goto(page.url.split("/voila/render/")[0] + "/voila/render/notebooks/"
              + href.split("/notebooks/")[1])
    page.wait_for_selector("h2", timeout=120_000)
    heading = page.locator(f"[id='{href.split('#')[1]}']")
    expect(heading).to_have_count(1)
    expect(heading).to_contain_text("6. Playing the tricks")
    # ... and the page opens at that section, not at its top (voila shows its page only
    # once it is drawn, too late for the browser's own jump: the page kit makes it).
    expect(heading).to_be_in_viewport(timeout=30_000)  # §6 is far below the top


def test_load_record_reads_load_record_and_refuses_any_file_too_large(page, voila_server,
                                                                      tmp_path):
    """Issue 15: the button read "Load record (0)" (ipywidgets' file count, also its
    accessible name), and a file over voila's 10 MiB websocket message limit dropped the
    page's connection without a word (2-10 MiB got a sentence). Now it reads "Load record",
    and every file too large for a game record gets the sentence, checked in the browser
    before anything is sent: the page stays connected and keeps its hand."""
    from pinochle_teach.records import MAX_RECORD_BYTES

    page.set_viewport_size({"width": 1280, "height": 1800})
    open_dashboard(page, voila_server, WALK)
    root = page.locator(".pt-walkthrough").first
    button = root.get_by_role("button", name="Load record", exact=True)
    expect(button).to_have_count(1)
    assert button.inner_text().strip() == "Load record"
    root.get_by_role("button", name="Forward ▶").click()
    expect(root).to_contain_text("Card play 1 of 48")
    for name, size in (("huge.json", 12 * 1024 * 1024), ("big.json", 3 * 1024 * 1024)):
        path = tmp_path / name
        path.write_bytes(b" " * size)
        assert size > MAX_RECORD_BYTES
        choose(page, root, path)
        message = root.locator(".pt-message")
        expect(message).to_contain_text(f"{name} could not be opened", timeout=30_000)
        expect(message).to_contain_text(f"it is {size:,} bytes, more than any game record")
        expect(message).to_contain_text("Load record opens a game record")
        expect(root).to_contain_text("Card play 1 of 48")
    shot(page, "deal-chooser-too-large")
    # Still connected: the walkthrough steps on, and a good record still opens.
    root.get_by_role("button", name="Forward ▶").click()
    expect(root).to_contain_text("Card play 2 of 48", timeout=30_000)
    from pinochle_teach.game import Game
    from pinochle_teach.players import RandomPlayer, play_hand

    g = Game(seed=4)
    play_hand(g, [RandomPlayer(10 + s) for s in range(4)])
    good = tmp_path / "game-4.json"
    good.write_text(json.dumps(g.to_record()), encoding="utf-8")
    choose(page, root, good)
    expect(root.locator(".pt-message")).to_contain_text("Opened game-4.json", timeout=30_000)
    assert_no_error_text(page)
