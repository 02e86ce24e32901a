"""The kit's rule book, notebooks/rules.ipynb: its numbered sections, for citing them.

Every sentence of the kit that rests on a rule cites it as "rules page §N" (N a section
below), so a student knows where to read it; the widgets make that a link to the section
(:mod:`pinochle_teach.widgets.rule_links`). tests/test_rule_links.py checks that these titles
are the page's headings and that the anchors are the ids voila gives them.

>>> section_anchor(6)
'6.-Playing-the-tricks'
"""

from __future__ import annotations

from urllib.parse import quote

from .i18n import NP_, pgettext

__all__ = ["RULES_PAGE", "SECTIONS", "section_anchor", "section_title"]

#: The rule book's notebook, from the kit's folder.
RULES_PAGE = "notebooks/rules.ipynb"

#: Section number -> (context, title) for translation; each language's catalog gives the
#: title as its rules page's heading says it.
_TITLES: dict[int, tuple[str, str]] = {
    1: NP_("rules page section", "The deck and the deal"),
    2: NP_("rules page section", "The auction"),
    3: NP_("rules page section", "Trump and passing cards"),
    4: NP_("rules page section", "Meld"),
    5: NP_("rules page section", "Going set on purpose (surrender)"),
    6: NP_("rules page section", "Playing the tricks"),
    7: NP_("rules page section", "Scoring and the end of the game"),
    8: NP_("rules page section", "Other ways to play (the rules explorer)"),
    9: NP_("rules page section", "Worked examples"),
}

#: Section number -> title, as the headings "## N. title" of the (English) rules page.
SECTIONS: dict[int, str] = {n: title for n, (_, title) in _TITLES.items()}


def section_title(number: int) -> str:
    """The title of section ``number`` (1..9) in the language spoken now, e.g. "Playing the
    tricks" (in English, ``SECTIONS[number]``): the rule links' tooltips show it.

    Raises:
        KeyError: for a number the rules page has no section for.
    """
    return pgettext(*_TITLES[number])


def section_anchor(number: int) -> str:
    """The id of section ``number``'s heading on the rendered page (voila and JupyterLab
    write "N. Title" with spaces as "-"; nbconvert URL-quotes what a URL fragment cannot
    hold), for a link ``rules.ipynb#<anchor>``.

    Raises:
        KeyError: for a number the rules page has no section for.
    """
    return quote(f"{number}. {SECTIONS[number]}".replace(" ", "-"), safe="?/:@!$&'()*+,;=")
