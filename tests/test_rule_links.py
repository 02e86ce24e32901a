"""Words a student can follow (issue 15): every "§N" a student sees leads to section N of the
kit's rule book, notebooks/rules.ipynb. In widget HTML it is a link to that section of the
rules page; an engine sentence (printed in a notebook, or an error) says "rules page §N"; a
notebook's markdown links it. The card reader's error speaks a student's words."""

from __future__ import annotations

import ast
import json
import re
from pathlib import Path
from urllib.parse import unquote

import pytest

from pinochle_teach import InvalidCardError, parse_cards
from pinochle_teach.rulebook import SECTIONS, section_anchor

REPO = Path(__file__).resolve().parents[1]
RULES = REPO / "notebooks" / "rules.ipynb"
LINK = re.compile(r'<a class="pt-rule-link" href="\.\./notebooks/rules\.ipynb#([^"]+)"[^>]*>'
                  r'rules page §(\d)</a>')


def cells(path: Path, kind: str) -> list[str]:
    nb = json.loads(path.read_text(encoding="utf-8"))
    return ["".join(c["source"]) for c in nb["cells"] if c["cell_type"] == kind]


def test_the_sections_are_the_rules_pages_headings():
    headings = re.findall(r"^## (\d)\. (.+)$", "\n".join(cells(RULES, "markdown")), re.M)
    assert {int(n): title.strip() for n, title in headings} == SECTIONS


def test_a_sections_anchor_is_the_id_voila_gives_its_heading():
    from nbconvert.filters.strings import add_anchor  # what voila's templates call
    for n, title in SECTIONS.items():
        html = add_anchor(f"<h2>{n}. {title}</h2>")
        assert f'id="{section_anchor(n)}"' in html


# --- widget HTML ----------------------------------------------------------------------

def test_el_links_a_rules_page_section():
    from pinochle_teach.widgets.render import el
    out = el("div", "You must follow suit (rules page §6 rule 1).")
    m = LINK.search(out)
    assert m and m.group(1) == section_anchor(6) and m.group(2) == "6"
    assert out.endswith(" rule 1).</div>")
    assert 'target="_blank"' in out  # the lesson stays open


def test_el_does_not_link_inside_attributes_or_markup():
    from pinochle_teach.widgets.render import Markup, el
    out = el("span", Markup("<b>rules page §6</b>"), title="rules page §6")
    assert "<a" not in out


def _html_of(widget) -> str:
    import ipywidgets as widgets
    seen, out, todo = set(), [], [widget]
    while todo:
        w = todo.pop()
        if id(w) in seen:
            continue
        seen.add(id(w))
        if isinstance(w, widgets.HTML):
            out.append(w.value)
        todo.extend(getattr(w, "children", ()))
    return "\n".join(out)


def _widgets():
    from pinochle_teach.game import Game
    from pinochle_teach.players import play_hand, HeuristicPlayer
    from pinochle_teach.widgets.lessons import PassLab, PlayPosition
    from pinochle_teach.widgets.table import PlayTable
    from pinochle_teach.widgets.walkthrough import TrickWalkthrough
    g = Game(seed=5)
    play_hand(g, [HeuristicPlayer(s) for s in range(4)])
    w = TrickWalkthrough(g)
    w.go(3)
    yield "walkthrough", w
    yield "pass lab", PassLab(seed=3)
    p = PlayPosition("9H TH AH KS", "QH 9D", "S")
    p.choose(p.legal[0]) if hasattr(p, "legal") else None
    yield "play position", p
    yield "table", PlayTable(seed=8)


@pytest.mark.parametrize("name_widget", list(_widgets()), ids=lambda nw: nw[0])
def test_every_section_mark_in_a_widget_is_a_link(name_widget):
    _name, widget = name_widget
    html = _html_of(widget)
    bare = LINK.sub("", html)
    assert "§" not in re.sub(r"<style.*?</style>", "", bare, flags=re.S)
    for anchor, n in LINK.findall(html):
        assert anchor == section_anchor(int(n))


# --- engine sentences -----------------------------------------------------------------

def _strings(path: Path):
    """Every string constant of a module but its docstrings, with its line."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    docs = set()
    for node in ast.walk(tree):
        if isinstance(node, (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)):
            body = getattr(node, "body", [])
            if body and isinstance(body[0], ast.Expr) and isinstance(
                    getattr(body[0], "value", None), ast.Constant):
                docs.add(id(body[0].value))
    for node in ast.walk(tree):
        if isinstance(node, ast.Constant) and isinstance(node.value, str) \
                and id(node) not in docs:
            yield node.lineno, node.value


BARE = re.compile(r"(?<!rules page )(?<!§\d, )(?<!§\d-)(?<!§\d and )§\d")


@pytest.mark.parametrize("path", sorted((REPO / "pinochle_teach").rglob("*.py")),
                         ids=lambda p: str(p.relative_to(REPO)))
def test_engine_and_widget_sentences_cite_the_rules_page(path):
    bad = [(line, s) for line, s in _strings(path) if BARE.search(s)]
    assert not bad, bad[:5]
    assert not [(line, s) for line, s in _strings(path) if "RULES.md" in s]


def test_explanations_say_rules_page():
    from pinochle_teach import explain_play, score_hand
    why = explain_play(parse_cards("9H TH AH KS"), parse_cards("QH 9D"), "S",
                       parse_cards("9H")[0])
    assert "(rules page §6 rule 1" in why
    reasons = score_hand(contract=350, bidders=0, meld=(180, 100),
                         trick_points=(190, 60)).reasons
    assert all("rules page §7" in r for r in reasons), reasons


# --- notebooks ------------------------------------------------------------------------

def student_pages() -> list[Path]:
    return sorted((REPO / "notebooks").glob("*.ipynb")) + sorted(
        (REPO / "exercises").glob("*.ipynb"))


MD_LINK = re.compile(r"\[(?:rules page )?§(\d)[^\]]*\]\((?:\.\./notebooks/)?(?:rules\.ipynb)?"
                     r"#([^)\s]+)\)")


@pytest.mark.parametrize("path", student_pages(), ids=lambda p: p.name)
def test_every_section_mark_in_a_pages_text_is_a_link(path):
    for text in cells(path, "markdown"):
        for n, anchor in MD_LINK.findall(text):
            assert unquote(anchor) == section_anchor(int(n)), (path.name, n, anchor)
        bare = MD_LINK.sub("", text)
        # a section's own heading ("## 6. ...") has no §; any other § must be a link
        assert "§" not in bare, (path.name, bare[bare.index("§") - 60: bare.index("§") + 20])


@pytest.mark.parametrize("path", student_pages(), ids=lambda p: p.name)
def test_no_code_cell_writes_a_bare_section_mark(path):
    for text in cells(path, "code"):
        assert not BARE.search(text), (path.name, text[:200])


# --- the card reader ------------------------------------------------------------------

@pytest.mark.parametrize("bad", ["XS", "Q", "QX", "1S", "S99", "11S", "S1"])
def test_the_card_readers_error_speaks_a_students_words(bad):
    with pytest.raises(InvalidCardError) as info:
        parse_cards(bad)
    text = str(info.value)
    assert "seed" not in text.lower()
    assert repr(bad) in text or bad in text
    assert "its rank, then its suit; ranks A 10 K Q J 9, suits S H D C" in text
    assert "(" in text.split(":")[0]  # what was wrong, before what is accepted
