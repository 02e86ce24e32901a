"""The page's language in voila and headless Chromium (widgets.page_language): ``?lang=pl``
makes the engine's words on the page Polish, a Polish browser gets Polish without asking,
and the language switch opens the same page in English.

Screenshots: test-results/language-switch-*.png (1280 px and a 390 px phone).
"""

from __future__ import annotations

import pytest
from playwright.sync_api import expect

from pinochle_teach import parse_card
from pinochle_teach.i18n import language
from voila_harness import assert_no_error_text, open_dashboard, save_screenshot

pytestmark = pytest.mark.browser

MELD = "notebooks/widget_meld.ipynb"
ANY_LANGUAGE = "tests/browser/fixtures/any_language.ipynb"
# The page's first meld view shows the queen of hearts (its hand and its near misses).
QUEEN = parse_card("QH")


def words(card, lang: str) -> str:
    """The card's name in ``lang`` (``"dama kier"`` in Polish), as the engine says it."""
    with language(lang):
        return card.words


def test_lang_in_the_address_speaks_polish_and_the_switch_goes_back_to_english(
        page, voila_server):
    open_dashboard(page, voila_server, MELD + "?lang=pl")
    assert_no_error_text(page)
    nav = page.get_by_role("navigation", name="Język")
    expect(nav).to_have_count(1)
    expect(nav.locator("[aria-current=true]")).to_have_text("polski")
    first = page.locator(".pinochle-meld-view").first
    expect(first).to_contain_text(words(QUEEN, "pl"))       # "dama kier"
    expect(first).not_to_contain_text(words(QUEEN, "en"))   # not "queen of hearts"
    nav.scroll_into_view_if_needed()
    save_screenshot(page, "language-switch-polish", full_page=False)
    page.set_viewport_size({"width": 390, "height": 844})
    nav.scroll_into_view_if_needed()
    save_screenshot(page, "language-switch-phone", full_page=False)
    page.set_viewport_size({"width": 1280, "height": 900})

    # The switch is links: keyboard-reachable, each language named in itself.
    english = nav.get_by_role("link", name="English")
    expect(english).to_have_attribute("hreflang", "en")
    english.focus()
    with page.expect_navigation():
        page.keyboard.press("Enter")
    page.wait_for_selector("#loading", state="detached", timeout=120_000)
    page.wait_for_selector(".pinochle-meld-view", timeout=120_000)
    assert page.url.endswith("?lang=en")
    first = page.locator(".pinochle-meld-view").first
    expect(first).to_contain_text(words(QUEEN, "en"))
    nav = page.get_by_role("navigation", name="Language")
    expect(nav.locator("[aria-current=true]")).to_have_text("English")
    expect(nav.get_by_role("link", name="polski")).to_have_attribute("lang", "pl")
    assert_no_error_text(page)


def test_a_polish_browser_gets_polish_and_an_unknown_lang_is_said(browser,
                                                                  browser_context_args,
                                                                  voila_server):
    """A page that names no language (tests/browser/fixtures/any_language.ipynb) follows
    the browser; a lesson, even the English widget page, speaks its own language (its text
    is in it) and its switch offers the others; an unknown lang= is said in the page's
    language."""
    ctx = browser.new_context(**{**browser_context_args, "locale": "pl-PL"})
    try:
        page = ctx.new_page()
        page.set_default_timeout(60_000)
        open_dashboard(page, voila_server, ANY_LANGUAGE)
        expect(page.locator(".pinochle-meld-view").first).to_contain_text(
            words(QUEEN, "pl"))
        # A lang the kit does not speak: the page says so, and the browser's language holds.
        open_dashboard(page, voila_server, ANY_LANGUAGE + "?lang=xx")
        nav = page.get_by_role("navigation", name="Język")
        expect(nav.locator(".pt-language-problem")).to_contain_text("lang='xx'")
        expect(page.locator(".pinochle-meld-view").first).to_contain_text(
            words(QUEEN, "pl"))
        assert_no_error_text(page)
        # The English widget page is a lesson in English: English in a Polish browser too,
        # with its Polish translation one link away.
        open_dashboard(page, voila_server, MELD)
        expect(page.locator(".pinochle-meld-view").first).to_contain_text(
            words(QUEEN, "en"))
        nav = page.get_by_role("navigation", name="Language")
        polish = nav.get_by_role("link", name="polski")
        assert polish.get_attribute("href").startswith("pl/widget_meld.ipynb")
        assert_no_error_text(page)
    finally:
        ctx.close()
