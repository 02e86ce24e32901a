"""axe-core in the browser tests: run Deque's accessibility engine on a dashboard and report
what it finds in words a person can act on.

axe-core's script comes from the PyPI package ``axe-playwright-python`` (the ``test`` extra of
pyproject.toml), which ships ``axe.min.js`` (axe-core 4.x); nothing is fetched at test time.
Only the script is used: the run itself is one ``axe.run(context, options)`` call made here,
so the context and options are passed to the page as JSON, not as code.

    from axe_check import run_axe, serious, report

    violations = run_axe(page)                 # WCAG 2.1 A and AA, in every cell output
    assert not serious(violations), report(violations, "notebooks/00_welcome.ipynb")
"""

from __future__ import annotations

from axe_playwright_python.base import AXE_SCRIPT

#: The WCAG 2.1 level A and AA rules (axe-core's tags for them).
WCAG_21_AA = ("wcag2a", "wcag2aa", "wcag21a", "wcag21aa")

#: What axe checks on a dashboard: every cell's output (the kit's widgets, and the cards,
#: hands and meld it draws), not the lesson prose around them (JupyterLab's rendering of the
#: notebook's markdown) nor voila's own page frame.
OUTPUTS = ".jp-OutputArea-output"

#: Impacts that fail a test (axe's scale: minor, moderate, serious, critical).
FAILING_IMPACTS = ("serious", "critical")

#: The tallest window the page is grown to before a run (px).
MAX_HEIGHT = 30_000


def axe_version(page) -> str:
    """axe-core's version, once :func:`run_axe` (or :func:`inject`) has put it in ``page``."""
    return page.evaluate("() => window.axe ? window.axe.version : ''")


def inject(page) -> None:
    """Put axe-core into ``page`` (once per page load)."""
    if not page.evaluate("() => Boolean(window.axe)"):
        page.evaluate(AXE_SCRIPT)


def grow_to_content(page) -> dict | None:
    """Make the window as tall as the dashboard (up to MAX_HEIGHT); return the old size.

    voila's lab template scrolls the cells inside a box as tall as the window, and axe
    counts what that box clips as hidden: a run in a 900 px window checks only the first
    900 px of the page (the rest comes back "inapplicable", not passed)."""
    old = page.viewport_size
    if old is None:
        return None
    height = page.evaluate(
        """() => {
            const cells = document.getElementById('rendered_cells');
            return Math.max(document.documentElement.scrollHeight,
                            cells ? cells.scrollHeight : 0);
        }""")
    height = min(max(height, old["height"]), MAX_HEIGHT)
    if height != old["height"]:
        page.set_viewport_size({"width": old["width"], "height": height})
        page.wait_for_timeout(300)  # let the widgets lay out at the new size
    return old


def run_axe(page, *, scope: str = OUTPUTS, tags=WCAG_21_AA, rules=None) -> list[dict]:
    """axe-core's violations on ``page`` (as axe reports them: ``id``, ``impact``, ``help``,
    ``nodes`` with ``target``, ``html``, ``failureSummary``), within the elements matching
    the CSS selector ``scope``; [] if nothing matches it.

    ``tags`` limits the rules to those tags (default WCAG 2.1 A and AA); ``rules`` (a list of
    rule ids, e.g. ["color-contrast"]) runs only those rules instead. The window is grown to
    the whole dashboard for the run (see :func:`grow_to_content`) and put back after.
    """
    inject(page)
    if not page.locator(scope).count():
        return []
    if rules:
        run_only = {"type": "rule", "values": list(rules)}
    else:
        run_only = {"type": "tag", "values": list(tags)}
    options = {"runOnly": run_only, "resultTypes": ["violations"]}
    old = grow_to_content(page)
    try:
        result = page.evaluate(
            "([scope, options]) => axe.run({include: [[scope]]}, options)",
            [scope, options])
    finally:
        if old is not None and page.viewport_size != old:
            page.set_viewport_size(old)
    return result["violations"]


def serious(violations: list[dict]) -> list[dict]:
    """The violations whose impact is serious or critical."""
    return [v for v in violations if v.get("impact") in FAILING_IMPACTS]


def report(violations: list[dict], where: str, *, max_nodes: int = 8) -> str:
    """One paragraph per violation: rule, impact, what axe says, and each element it names
    (its selector, its markup, why), headed by ``where`` (the page)."""
    if not violations:
        return f"{where}: no violations"
    lines = [f"{where}: {len(violations)} axe rule(s) violated"]
    for v in violations:
        nodes = v.get("nodes", [])
        lines.append(f"- {v['id']} ({v.get('impact')}): {v.get('help')} "
                     f"[{len(nodes)} element(s)] {v.get('helpUrl', '')}")
        for node in nodes[:max_nodes]:
            target = " ".join(str(t) for t in node.get("target", []))
            html = " ".join(node.get("html", "").split())
            if len(html) > 240:
                html = html[:240] + "…"
            why = " ".join(node.get("failureSummary", "").split())
            lines.append(f"    at {target}\n      {html}\n      {why}")
        if len(nodes) > max_nodes:
            lines.append(f"    … and {len(nodes) - max_nodes} more")
    return "\n".join(lines)
