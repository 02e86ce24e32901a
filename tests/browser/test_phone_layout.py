"""Every page on a phone (issue 15 item 2): at 390 x 844 px no page and no widget area
scrolls sideways.

Each lesson, exercise and widget page (every notebooks/*.ipynb and exercises/*.ipynb, as
`make run` serves them) is opened in voila at the width of a phone and, once its widgets are
drawn, measured in the browser:

- the document (and voila's scrolling #rendered_cells) is no wider than the window;
- no output area and no element inside one is wider than its box lets it be: an element
  whose content overflows sideways (scrollWidth > clientWidth, e.g. a fixed-width drawing in
  an ``overflow-x: auto`` box: a sideways scroll with no cue on a phone) or whose box reaches
  past the window's right edge. Each offender is named (tag, classes, some of its text) with
  its page, so a failure says where to look.

Screenshots at 390 px of the welcome page, the play table and a quiz go to test-results/
(phone-*.png): look at them as a student with a phone would.
"""

from __future__ import annotations

import json

import nbformat
import pytest

from voila_harness import (REPO_ROOT, WRITTEN_NOTEBOOKS, assert_no_error_text, open_dashboard,
                           save_screenshot)

pytestmark = pytest.mark.browser

PHONE = {"width": 390, "height": 844}

PAGES = sorted(str(p.relative_to(REPO_ROOT))
               for folder in ("notebooks", "exercises")
               for p in (REPO_ROOT / folder).glob("*.ipynb"))
# And the translated page with the longest words in its tables (Icelandic compounds beside
# the addresses of every lesson).
PAGES.append("notebooks/is/teacher_guide.ipynb")

# Shots a person looks at: page -> screenshot name.
SHOTS = {
    "notebooks/00_welcome.ipynb": "phone-welcome",
    "notebooks/08_play.ipynb": "phone-table",
    "exercises/legal_plays.ipynb": "phone-quiz",
    "exercises/puzzles.ipynb": "phone-puzzle",
}

# Half a pixel of slack for sub-pixel layout.
MEASURE_JS = """() => {
    const slack = 0.5;
    const vw = document.documentElement.clientWidth;
    const name = (e) => {
        let s = e.tagName.toLowerCase();
        if (e.id) s += '#' + e.id;
        const cls = (e.getAttribute('class') || '').trim().split(/\\s+/).filter(Boolean);
        if (cls.length) s += '.' + cls.slice(0, 4).join('.');
        const label = e.getAttribute('aria-label') || (e.innerText || e.textContent || '');
        const words = label.replace(/\\s+/g, ' ').trim().slice(0, 60);
        return words ? s + ' "' + words + '"' : s;
    };
    const shown = (e) => {
        const r = e.getBoundingClientRect();
        if (r.width === 0 || r.height === 0) return false;
        const cs = getComputedStyle(e);
        return cs.visibility !== 'hidden' && cs.display !== 'none';
    };
    const out = {viewport: vw, document: [], overflowing: [], beyond: []};
    for (const e of [document.documentElement, document.body,
                     document.getElementById('rendered_cells')]) {
        if (e && e.scrollWidth > e.clientWidth + slack) {
            out.document.push(name(e).slice(0, 40) + ': scrollWidth ' + e.scrollWidth +
                              ' > clientWidth ' + e.clientWidth);
        }
    }
    // The widgets' outputs and the lesson's own text (its code blocks and tables too).
    const areas = document.querySelectorAll('.jp-OutputArea-output, .jp-RenderedMarkdown');
    const beyond = new Set();
    for (const area of areas) {
        for (const e of [area, ...area.querySelectorAll('*')]) {
            if (!shown(e)) continue;
            // Content wider than the element's own box: it scrolls or is cut off sideways.
            // (SVG elements have no scroll box; their size is checked against the window.)
            if (!(e instanceof SVGElement) && e.clientWidth > 0 &&
                    e.scrollWidth > e.clientWidth + slack) {
                const cs = getComputedStyle(e);
                // A one-line text box that ellipsises its own text is not a layout overflow.
                const ellipsis = cs.textOverflow === 'ellipsis' && e.children.length === 0;
                const field = e.matches('input, textarea, select');
                // Words for screen readers only (the visually hidden 1 px clipped box of
                // .pt-words-only) are not on screen at all.
                const unseen = e.clientWidth <= 1 && cs.overflowX === 'hidden' &&
                    cs.position === 'absolute';
                if (!ellipsis && !field && !unseen) {
                    out.overflowing.push(name(e) + ': scrollWidth ' + e.scrollWidth +
                        ' > clientWidth ' + e.clientWidth + ' (overflow-x ' + cs.overflowX + ')');
                }
            }
            const r = e.getBoundingClientRect();
            if (r.right > vw + slack) beyond.add(e);
        }
    }
    // Name only where a box first breaks out: its parent still fits.
    for (const e of beyond) {
        if (beyond.has(e.parentElement)) continue;
        const r = e.getBoundingClientRect();
        out.beyond.push(name(e) + ': right edge ' + Math.round(r.right) + ' px > ' + vw);
    }
    return out;
}"""


def phone_problems(page) -> list[str]:
    """What scrolls or sticks out sideways on ``page`` at its current width (see module)."""
    found = page.evaluate(MEASURE_JS)
    problems = [f"document scrolls sideways: {d}" for d in found["document"]]
    problems += [f"overflows its box: {d}" for d in found["overflowing"]]
    problems += [f"beyond the window: {d}" for d in found["beyond"]]
    return problems


@pytest.mark.parametrize("notebook", PAGES)
def test_page_fits_a_phone(page, voila_server, notebook):
    page.set_viewport_size(PHONE)
    widgets = "widget-view+json" in (REPO_ROOT / notebook).read_text(encoding="utf-8")
    open_dashboard(page, voila_server, notebook, expect_widgets=widgets)
    assert_no_error_text(page)
    page.wait_for_timeout(500)  # let the widgets settle at this width
    assert page.evaluate("document.documentElement.clientWidth") == PHONE["width"]
    if notebook in SHOTS:
        save_screenshot(page, SHOTS[notebook])
    problems = phone_problems(page)
    assert not problems, (
        f"{notebook} at {PHONE['width']} px scrolls sideways ({len(problems)} problems):\n"
        + "\n".join(problems[:40]))


# Tables in the middle of a hand: the pages open at the auction, so the trick compass, the
# last trick, every hand face up (teacher) and the three-handed widow are seen here.
MID_HAND = """\
from pinochle_teach.actions import Phase
from pinochle_teach.widgets.table import PlayTable


def mid_hand(table, tricks=3):
    \"\"\"Pass in the auction, then take the first legal action, until `tricks` tricks are
    played and the next is under way (the computers answer at once).\"\"\"
    for _ in range(300):
        game = table.game
        if game.phase is Phase.TRICKS and len(game.tricks) >= tricks and game.trick:
            break
        actions = game.legal_actions()
        table.act(next((a for a in actions if str(a).lower().startswith("pass")), actions[0]))
    return table
"""


def test_tables_in_the_middle_of_a_hand_fit_a_phone(page, voila_server):
    folder = REPO_ROOT / WRITTEN_NOTEBOOKS
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / "phone_tables.ipynb"
    nb = nbformat.v4.new_notebook()
    nb.cells = [nbformat.v4.new_code_cell(MID_HAND),
                nbformat.v4.new_code_cell("mid_hand(PlayTable(seed=7, seat=0, show_all=True))"),
                nbformat.v4.new_code_cell(
                    "mid_hand(PlayTable(seed=7, seat=0, rules='three-handed', show_all=True))")]
    nbformat.write(nb, path)
    try:
        page.set_viewport_size(PHONE)
        open_dashboard(page, voila_server, f"{WRITTEN_NOTEBOOKS}/phone_tables.ipynb")
        assert_no_error_text(page)
        tables = page.locator(".pt-playtable")
        assert tables.count() == 2
        # Mid-trick: the compass holds cards, every seat shows its cards face up.
        assert page.locator(".pt-trick svg[role='img']").count() >= 2
        page.wait_for_timeout(500)
        save_screenshot(page, "phone-table-mid-hand")
        problems = phone_problems(page)
        assert not problems, (
            f"the tables mid-hand at {PHONE['width']} px scroll sideways:\n"
            + "\n".join(problems[:40]))
    finally:
        path.unlink(missing_ok=True)


def test_measure_catches_a_wide_drawing(page):
    """The measurement itself, on a page of its own: a fixed-width drawing in a scrolling
    box and a box that sticks out are both named, a wrapping row is not (so a green run
    above means something)."""
    page.set_viewport_size(PHONE)
    page.set_content("""<!doctype html><meta name="viewport" content="width=device-width">
        <body style="margin:0"><div id="rendered_cells">
        <div class="jp-OutputArea-output" style="width:360px">
          <div class="probe-scroll" style="overflow-x:auto">
            <svg width="690" height="20"></svg></div>
          <div class="probe-wide" style="width:600px;height:10px"></div>
          <div class="probe-wraps" style="display:flex;flex-wrap:wrap">
            <svg width="200" height="20"></svg><svg width="200" height="20"></svg></div>
        </div></div></body>""")
    problems = phone_problems(page)
    text = json.dumps(problems)
    assert "probe-scroll" in text and "probe-wide" in text, problems
    assert "probe-wraps" not in text, problems
    assert any(p.startswith("document scrolls sideways") for p in problems), problems
