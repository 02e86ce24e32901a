"""Widget HTML with the links to the rules page taken out (their text kept), so that a
test can find an engine sentence ("... (rules page §6 rule 1).") in what a widget shows:
the widget makes "rules page §6" a link (pinochle_teach.widgets.rule_links)."""

import re

_RULE_LINK = re.compile(r'<a class="pt-rule-link"[^>]*>(.*?)</a>')


def unlinked(html: str) -> str:
    """``html`` with every rules-page link replaced by its text."""
    return _RULE_LINK.sub(r"\1", str(html))
