"""Links from widget text to the kit's rules page: "rules page §6" becomes a link to
section 6 of notebooks/rules.ipynb (:mod:`pinochle_teach.rulebook`).

The link is relative to the page that shows the widget, ``../notebooks/rules.ipynb#<id>``:
every lesson and exercise page lives one folder below the kit (notebooks/, exercises/), so
it reaches the rules page under voila (``/voila/render/...``, also behind a hub's base URL),
in JupyterLab and in JupyterLite alike. It opens in a new tab (the lesson stays as it was).
:func:`pinochle_teach.widgets.render.text` calls :func:`link_sections` on every piece of
text it escapes, so every sentence a widget shows is linked, engine sentences included;
attribute values (tooltips, labels) stay plain text.
"""

from __future__ import annotations

import re

from ..rulebook import SECTIONS, section_anchor

__all__ = ["RULES_HREF", "link_sections", "section_href"]

#: The rules page, from a page of notebooks/ or exercises/.
RULES_HREF = "../notebooks/rules.ipynb"

_CITE = re.compile(r"rules page §(\d)")


def section_href(number: int) -> str:
    """The link to section ``number`` of the rules page (KeyError for no such section)."""
    return f"{RULES_HREF}#{section_anchor(number)}"


def _link(m: "re.Match[str]") -> str:
    n = int(m.group(1))
    if n not in SECTIONS:
        return m.group(0)
    return (f'<a class="pt-rule-link" href="{section_href(n)}" target="_blank" '
            f'rel="noopener" title="Rules page, section {n}: {SECTIONS[n]}">'
            f'{m.group(0)}</a>')


def link_sections(escaped: str) -> str:
    """``escaped`` (HTML-escaped text) with each "rules page §N" made a link."""
    return _CITE.sub(_link, escaped) if "§" in escaped else escaped
