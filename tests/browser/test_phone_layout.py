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

import pytest

from voila_harness import REPO_ROOT, assert_no_error_text, open_dashboard, save_screenshot

pytestmark = pytest.mark.browser

PHONE = {"width": 390, "height": 844}

PAGES = sorted(str(p.relative_to(REPO_ROOT))
               for folder in ("notebooks", "exercises")
               for p in (REPO_ROOT / folder).glob("*.ipynb"))

# Shots a person looks at: page -> screenshot name.
SHOTS = {
    "notebooks/00_welcome.ipynb": "phone-welcome",
    "notebooks/08_play.ipynb": "phone-table",
    "exercises/legal_plays.ipynb": "phone-quiz",
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
    const areas = document.querySelectorAll('.jp-OutputArea-output');
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
                if (!ellipsis && !field) {
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
