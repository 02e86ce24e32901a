"""The page's language (widgets.page_language): ``?lang=``, the browser's Accept-Language,
the switch's links, and that nothing changes outside voila."""

from __future__ import annotations

import xml.etree.ElementTree as ET

import ipywidgets as widgets
import pytest

import pinochle_teach
from pinochle_teach import i18n
from pinochle_teach.widgets import page_language as pl_
from pinochle_teach.widgets.render import stylesheet


@pytest.fixture(autouse=True)
def english_and_no_request(monkeypatch):
    for name in ("SERVER_SOFTWARE", "QUERY_STRING", "HTTP_ACCEPT_LANGUAGE", "VOILA_PREHEAT"):
        monkeypatch.delenv(name, raising=False)
    pl_.reset()
    i18n.set_language("en")
    yield
    pl_.reset()
    i18n.set_language("en")


def voila_request(monkeypatch, query="", accept=None):
    monkeypatch.setenv("SERVER_SOFTWARE", "voila/0.5.8")
    monkeypatch.setenv("QUERY_STRING", query)
    if accept is not None:
        monkeypatch.setenv("HTTP_ACCEPT_LANGUAGE", accept)


@pytest.mark.parametrize("header, tags", [
    ("pl-PL,pl;q=0.9,en-US;q=0.8,en;q=0.7", ["pl-PL", "pl", "en-US", "en"]),
    ("en;q=0.5, pl", ["pl", "en"]),          # q orders, not position
    ("de, fr;q=0, *;q=0.1", ["de"]),          # q=0 means "not this"; * names no language
    ("", []),
    (None, []),
    ("pl;q=abc, ;;, en", ["en"]),              # a malformed part is skipped
    ("pl;q=2", []),                            # q above 1 is not a weight
])
def test_the_browsers_languages_are_read_in_the_order_it_prefers(header, tags):
    assert pl_.parse_accept_language(header) == tags


def test_the_address_wins_then_the_browser_then_english():
    assert pl_.choose("lang=pl", "en-US,en") == ("pl", "")
    assert pl_.choose("?projector=1&lang=PL-pl", None) == ("pl", "")
    assert pl_.choose("", "de-DE,pl;q=0.8,en;q=0.5") == ("pl", "")  # German: not spoken
    assert pl_.choose("", "de-DE,fr") == ("en", "")
    assert pl_.choose("", None) == ("en", "")
    assert pl_.choose("lang=pl&lang=en", "pl") == ("en", "")         # the last one counts


def test_a_lang_the_kit_does_not_speak_is_said_in_words_and_the_browser_decides():
    code, problem = pl_.choose("lang=klingon", "pl-PL")
    assert code == "pl"
    # Said in the language the page speaks instead (Polish here), not the kernel's.
    assert "lang='klingon'" in problem and "nieznany język" in problem
    for spoken in i18n.available_languages():
        assert f"{spoken} (" in problem  # every accepted code is named
    code, problem = pl_.choose("lang=klingon", "")
    assert code == "en" and "unknown language 'klingon'" in problem
    assert pl_.choose("lang=", "")[0] == "en"


def test_outside_voila_nothing_is_read_and_nothing_changes(monkeypatch):
    monkeypatch.setenv("QUERY_STRING", "lang=pl")  # as if, but no voila page
    i18n.set_language("pl")
    assert pl_.apply_request() is None
    assert i18n.get_language() == "pl"  # a notebook's own choice stays
    i18n.set_language("en")
    assert pl_.apply_request() is None
    assert i18n.get_language() == "en"
    assert pl_.switch() is None
    root = widgets.VBox([stylesheet(), widgets.HTML("x")])
    assert pl_.offer(root) is False and len(root.children) == 2


def test_a_voila_page_speaks_its_address_or_its_browsers_language(monkeypatch):
    voila_request(monkeypatch, "projector=1&lang=pl", "en-US")
    assert pl_.apply_request() == "pl"
    assert i18n.get_language() == "pl"
    assert pinochle_teach.parse_card("QS").words == "dama pik"
    voila_request(monkeypatch, "", "pl-PL,pl;q=0.9")
    i18n.set_language("en")
    assert pl_.apply_request() == "pl"
    voila_request(monkeypatch, "lang=nope", "de")
    assert pl_.apply_request() == "en"
    assert "lang='nope'" in pl_.problem()


def parse_switch(markup: str) -> ET.Element:
    return ET.fromstring(markup)


def test_the_switch_links_each_language_named_in_itself_keeping_the_pages_address():
    nav = parse_switch(pl_.switch_html("student=ab%2Fc&lang=pl&projector=1", current="pl"))
    assert nav.tag == "nav" and nav.get("aria-label") == "Language"
    links = {a.get("lang"): a for a in nav.iter("a")}
    current = [s for s in nav.iter("span") if s.get("aria-current") == "true"]
    assert [s.text for s in current] == ["polski"] and current[0].get("lang") == "pl"
    assert "pl" not in links  # the language spoken now is not a link
    assert set(links) == set(i18n.available_languages()) - {"pl"}
    english = links["en"]
    assert english.text == "English" and english.get("hreflang") == "en"
    # The student's link and the projector setting are kept; only lang changes.
    assert english.get("href") == "?student=ab%2Fc&projector=1&lang=en"


def test_the_switch_says_why_a_lang_value_was_refused(monkeypatch):
    voila_request(monkeypatch, "lang=zz", "en")
    pl_.apply_request()
    nav = parse_switch(pl_.switch_html())
    note = [s for s in nav.iter("span") if s.get("role") == "status"]
    assert len(note) == 1 and "lang='zz'" in note[0].text


def test_a_voila_page_gets_one_switch_at_the_top_of_its_first_widget(monkeypatch):
    voila_request(monkeypatch, "lang=pl", "en")
    pl_.apply_request()
    first = widgets.VBox([stylesheet(), widgets.HTML("first")])
    second = widgets.VBox([stylesheet(), widgets.HTML("second")])
    assert pl_.offer(first) is True
    assert pl_.offer(second) is False
    box = first.children[1]
    assert "pt-languages-box" in box._dom_classes
    assert 'aria-current="true"' in box.value and ">polski<" in box.value
    assert len(second.children) == 2
    # Once the first one is closed, the next widget drawn carries the switch.
    box.close()
    assert pl_.offer(second) is True


def test_a_preheated_kernel_waits_for_its_page_and_then_speaks_its_language(monkeypatch):
    from pinochle_teach.serve import page_request

    waiting = []
    monkeypatch.setattr(page_request, "on_request", lambda callback: waiting.append(callback))
    monkeypatch.setattr(page_request, "on_kernel_thread", lambda call: call())
    monkeypatch.setenv("VOILA_PREHEAT", "True")
    assert pl_.apply_request() is None and len(waiting) == 1
    assert pl_.apply_request() is None and len(waiting) == 1  # one wait per kernel
    # The switch drawn before the request says English; the request brings Polish.
    root = widgets.VBox([stylesheet(), widgets.HTML("x")])
    assert pl_.offer(root)
    assert 'lang="en" aria-current="true"' in root.children[1].value
    voila_request(monkeypatch, "lang=pl", "en")
    waiting[0]()
    assert i18n.get_language() == "pl"
    assert 'lang="pl" aria-current="true"' in root.children[1].value


def test_the_server_hands_kernels_the_browsers_languages():
    from types import SimpleNamespace

    from pinochle_teach.serve.page_request import pass_header

    app = SimpleNamespace(voila_configuration=SimpleNamespace(http_header_envs=["Cookie"]))
    pass_header(app, "Accept-Language")
    pass_header(app, "accept-language")  # once, whatever the case
    assert app.voila_configuration.http_header_envs == ["Cookie", "Accept-Language"]


def test_on_a_lesson_a_lang_the_kit_does_not_speak_is_refused_in_the_lessons_language(
        monkeypatch):
    """A Polish lesson opened with ?lang=xx stays Polish, and says so in Polish (it fell
    back to the browser's English and refused in English)."""
    voila_request(monkeypatch, "lang=xx", "en-US,en")
    pl_.lesson_language("pl")
    assert i18n.get_language() == "pl"
    nav = parse_switch(pl_.switch_html())
    note = [s for s in nav.iter("span") if s.get("role") == "status"]
    assert len(note) == 1 and "lang='xx'" in note[0].text
    assert "address asks" not in note[0].text and "the kit speaks" not in note[0].text
    voila_request(monkeypatch, "lang=cs", "en-US,en")
    pl_.apply_request()
    assert i18n.get_language() == "cs"  # a language the kit speaks still wins
