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

__all__ = ["RULES_PAGE", "SECTIONS", "section_anchor", "section_title"]

#: The rule book's notebook, from the kit's folder.
RULES_PAGE = "notebooks/rules.ipynb"

#: Section number -> title, as the headings "## N. title" of the rules page.
SECTIONS: dict[int, str] = {
    1: "The deck and the deal",
    2: "The auction",
    3: "Trump and passing cards",
    4: "Meld",
    5: "Going set on purpose (surrender)",
    6: "Playing the tricks",
    7: "Scoring and the end of the game",
    8: "Other ways to play (the rules explorer)",
    9: "Worked examples",
}


def section_title(number: int) -> str:
    """The title of section ``number`` (1..9), e.g. "Playing the tricks".

    Raises:
        KeyError: for a number the rules page has no section for.
    """
    return SECTIONS[number]


def section_anchor(number: int) -> str:
    """The id of section ``number``'s heading on the rendered page (voila and JupyterLab
    write "N. Title" with spaces as "-"; nbconvert URL-quotes what a URL fragment cannot
    hold), for a link ``rules.ipynb#<anchor>``.

    Raises:
        KeyError: for a number the rules page has no section for.
    """
    return quote(f"{number}. {SECTIONS[number]}".replace(" ", "-"), safe="?/:@!$&'()*+,;=")
