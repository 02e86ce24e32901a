"""The kit's own rule book, notebooks/rules.ipynb: the page that the engine's "§6 rule 1" and
the lessons' "rules §7" mean. Its sections are numbered 1-9, its worked examples agree with
the engine, and no page a student sees points at the developers' reference file instead."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from pinochle_teach import best_meld, legal_plays, parse_cards
from pinochle_teach.rules import POST_1945

REPO = Path(__file__).resolve().parents[1]
PAGE = REPO / "notebooks" / "rules.ipynb"
SUITS = {"Spades": "S", "Hearts": "H", "Diamonds": "D", "Clubs": "C"}


def markdown(path: Path) -> str:
    nb = json.loads(path.read_text(encoding="utf-8"))
    return "\n".join("".join(c["source"]) for c in nb["cells"] if c["cell_type"] == "markdown")


def student_pages() -> list[Path]:
    return sorted((REPO / "notebooks").glob("*.ipynb")) + sorted((REPO / "exercises").glob("*.ipynb"))


def test_the_rules_page_has_sections_1_to_9_in_order():
    numbers = [int(n) for n in re.findall(r"^## (\d)\. ", markdown(PAGE), re.M)]
    assert numbers == list(range(1, 10))


@pytest.mark.parametrize("path", student_pages(), ids=lambda p: p.name)
def test_no_student_page_cites_the_developers_reference(path):
    nb = json.loads(path.read_text(encoding="utf-8"))
    text = json.dumps(nb["cells"], ensure_ascii=False)
    assert "RULES.md" not in text and "seeds/" not in text


def test_the_welcome_page_and_the_teacher_guide_link_the_rules_page():
    for name in ("00_welcome", "teacher_guide"):
        assert "](rules.ipynb)" in markdown(REPO / "notebooks" / f"{name}.ipynb"), name
    for path in sorted((REPO / "exercises").glob("*.ipynb")):
        assert "](../notebooks/rules.ipynb)" in markdown(path), path.name


def _section(number: int) -> str:
    text = markdown(PAGE)
    return text.split(f"## {number}. ")[1].split("\n## ")[0]


def _cards(text: str) -> list:
    return parse_cards(text.replace("`", ""))


MELD_EXAMPLE = re.compile(r"^- (\w+), `([^`]+)`: \*\*(\d+)\*\*", re.M)


def test_every_meld_example_on_the_page_is_what_the_engine_scores():
    examples = MELD_EXAMPLE.findall(_section(9))
    assert len(examples) == 6
    for suit, hand, total in examples:
        assert best_meld(_cards(hand), SUITS[suit]).total == int(total), (suit, hand)


PLAY_EXAMPLE = re.compile(r"^- (\w+); (.+?) then (.+?); you hold `([^`]+)`: (.+?)(?: \(|$)",
                          re.M)


def test_every_legal_play_example_on_the_page_is_what_the_engine_allows():
    examples = PLAY_EXAMPLE.findall(_section(9))
    assert len(examples) == 5
    for suit, first, second, hand, answer in examples:
        allowed = set(_cards(" ".join(re.findall(r"(?:10|[AKQJ9])[♠♥♦♣]",
                                                 answer.split(";")[0]))))
        legal = set(legal_plays(_cards(hand), _cards(f"{first} {second}"), SUITS[suit]))
        assert legal == allowed, (suit, first, second, hand)


def test_the_post_1945_example_is_what_the_engine_allows_under_that_rule():
    text = " ".join(_section(9).split())
    said = text.split("with the post-1945 rule,")[1].split(".")[0]
    allowed = set(_cards(" ".join(re.findall(r"(?:10|[AKQJ9])[♠♥♦♣]", said))))
    legal = set(legal_plays(parse_cards("QS 9S KC"), parse_cards("AD JS"), "S", POST_1945))
    assert legal == allowed == set(parse_cards("QS 9S"))
