"""The stylesheet parses: every rule closed. One unclosed block swallows every rule after it
(a merge once dropped a '}' and the later sections silently stopped applying)."""

import re
from pathlib import Path

CSS = Path(__file__).resolve().parents[1] / "pinochle_teach" / "widgets" / "style.css"


def test_every_block_of_the_stylesheet_is_closed_and_no_rule_nests_in_a_rule():
    text = re.sub(r"/\*.*?\*/", "", CSS.read_text(encoding="utf-8"), flags=re.S)
    text = re.sub(r'"(?:[^"\\]|\\.)*"', '""', text)  # strings may hold braces
    stack = []
    for m in re.finditer(r"[{}]", text):
        if m.group() == "{":
            head = text[:m.start()].rsplit("}", 1)[-1].rsplit("{", 1)[-1].strip()
            # Only at-rules (@media, @supports...) hold rules; a style rule holds declarations.
            assert not stack or stack[-1].startswith("@"), (
                f"rule {head!r} opened inside the unclosed rule {stack[-1]!r}")
            stack.append(head)
        else:
            assert stack, "a '}' closes nothing"
            stack.pop()
    assert not stack, f"unclosed: {stack}"
