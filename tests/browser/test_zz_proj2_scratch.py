import pytest, time
from playwright.sync_api import expect
from voila_harness import open_dashboard, save_screenshot, wait_for_text_change
pytestmark = pytest.mark.browser

def test_look(page, voila_server):
    page.set_viewport_size({"width": 1024, "height": 768})
    open_dashboard(page, voila_server, "notebooks/09_rules_explorer.ipynb?projector=1")
    widget = page.locator(".pinochle-rules-explorer")
    expect(widget.locator('img[src^="data:image/png"]')).to_have_count(6, timeout=120_000)
    print([c.inner_text() for c in widget.get_by_role("checkbox").all()])
    print(page.locator(".pinochle-rules-explorer label").all_inner_texts())
    widget.evaluate("el => el.scrollIntoView({block: 'start'})")
    page.wait_for_timeout(500)
    save_screenshot(page, "scratch-explorer-1024", full_page=False)
    save_screenshot(page, "scratch-explorer-1024-full")
    print(page.evaluate("() => document.documentElement.scrollWidth - innerWidth"))
    print(widget.locator("img").evaluate_all("els => els.map(e => [e.naturalWidth, e.getBoundingClientRect().width])"))
