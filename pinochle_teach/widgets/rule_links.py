"""Links from widget text to the kit's rules page: "rules page §6" becomes a link to
section 6 of notebooks/rules.ipynb (:mod:`pinochle_teach.rulebook`).

The link is relative to the page that shows the widget, ``../notebooks/rules.ipynb#<id>``:
every lesson and exercise page lives one folder below the kit (notebooks/, exercises/), so
it reaches the rules page under voila (``/voila/render/...``, also behind a hub's base URL),
in JupyterLab and in JupyterLite alike. A translated lesson lives two folders below
(notebooks/pl/, exercises/pl/): its links lead to the rules page in its language,
``../../notebooks/pl/rules.ipynb#<id>`` (the translated page keeps the English headings'
ids). It opens in a new tab (the lesson stays as it was).
:func:`pinochle_teach.widgets.render.text` calls :func:`link_sections` on every piece of
text it escapes, so every sentence a widget shows is linked, engine sentences included;
attribute values (tooltips, labels) stay plain text.
"""

from __future__ import annotations

import html
import re
from functools import lru_cache

from ..i18n import N_, get_language, gettext, tr
from ..rulebook import SECTIONS, section_anchor, section_title

__all__ = ["RULES_HREF", "link_sections", "section_href"]

#: The rules page, from a page of notebooks/ or exercises/.
RULES_HREF = "../notebooks/rules.ipynb"

#: How a sentence cites a section, in English; each language's catalog says it its own way
#: (Polish "strona zasad, §6"), and both are linked.
CITATION = N_("rules page §{n}")


@lru_cache(maxsize=None)
def _cite(lang: str) -> "re.Pattern[str]":
    forms = {CITATION, gettext(CITATION)}
    alternatives = sorted((re.escape(f).replace(re.escape("{n}"), r"(\d)", 1)
                           for f in forms if "{n}" in f), key=len, reverse=True)
    return re.compile("|".join(f"(?:{a})" for a in alternatives))


def section_href(number: int) -> str:
    """The link to section ``number`` of the rules page, from the page drawing it: the
    translated rules page from a translated lesson (:func:`.page_language.lesson_code`).
    KeyError for no such section."""
    from .page_language import lesson_code

    code = lesson_code()
    rules = f"../../notebooks/{code}/rules.ipynb" if code else RULES_HREF
    return f"{rules}#{section_anchor(number)}"


def _link(m: "re.Match[str]") -> str:
    n = int(next(g for g in m.groups() if g))
    if n not in SECTIONS:
        return m.group(0)
    title = tr("Rules page, section {n}: {title}", n=n, title=section_title(n))
    return (f'<a class="pt-rule-link" href="{section_href(n)}" target="_blank" '
            f'rel="noopener" title="{html.escape(title, quote=True)}">'
            f'{m.group(0)}</a>')


def link_sections(escaped: str) -> str:
    """``escaped`` (HTML-escaped text) with each "rules page §N" made a link (also as the
    language spoken now cites a section: Polish "strona zasad, §6")."""
    return _cite(get_language()).sub(_link, escaped) if "§" in escaped else escaped
