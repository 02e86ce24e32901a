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
        assert re.search(r"\]\(\.\./notebooks/rules\.ipynb(#[^)\s]+)?\)", markdown(path)), path.name


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


# --- every RuleSet field is on the page (issue 15 item 5) -----------------------------
# For each field, what the page must say: for the default rules (cardgames.io) somewhere in
# §1-§7, for every other preset in its own §8 entry, with the numbers the engine uses. A
# field added to RuleSet or MeldTable without a phrase here fails the first test.

import dataclasses  # noqa: E402

from pinochle_teach.rules import (CARDGAMES_IO, COUNTING_SCHEMES, DOUBLE_DECK,  # noqa: E402
                                  PRESETS, MeldTable, RuleSet)
from pinochle_teach.cards import Rank  # noqa: E402

WORDS = {2: "two", 3: "three", 4: "four"}


def _or(values) -> str:
    return " or ".join(map(str, values))


def _said(field: str, r: RuleSet) -> list[str]:
    """The phrases that say ``r``'s value of ``field``."""
    v = getattr(r, field)
    if field == "players":
        return [f"{WORDS[v]}-hand" if r is CARDGAMES_IO else f"{WORDS[v]} players"]
    if field == "partnership":
        return ["Partners sit opposite"] if v else ["plays alone"]
    if field == "hand_size":
        return [f"**{v} cards" if r is CARDGAMES_IO else f"**{v} cards each**"]
    if field == "copies":
        return [f"{WORDS[v]} copies of each" if r is CARDGAMES_IO else f"{WORDS[v]} of each"]
    if field == "ranks":
        missing = [rk for rk in Rank if rk not in v]
        return (["A 10 K Q J 9"] if not missing
                else [f"no {rk.word.lower()}s" for rk in missing])
    if field == "opening_bids":
        return [f"The first bid is {_or(v)}" if len(v) > 1 else f"opens at {v[0]}"]
    if field == "bid_steps":
        return [f"by exactly {_or(v)}" if r is CARDGAMES_IO else
                (f"raised by {_or(v)}" if len(v) > 1 else f"rises by\n  {v[0]} only")]
    if field == "minimum_bid":
        return [f"takes the contract at {v}" if r is CARDGAMES_IO else f"takes it at {v}"]
    if field == "pass_count":
        return [f"passes {v} cards"] if v else ["no cards are passed"]
    if field == "widow":
        return ["the whole deck is dealt"] if not v else [f"{v}-card **widow**"]
    if field == "surrender_allowed":
        return ["the bidder alone may give up the hand"]
    if field == "obligation" and r.name == "Hoyle":
        return ["post-1945 trick rule"]
    if field == "obligation":
        return (["you must play one that beats the winning"] if v == "must_win"
                else ["you must beat the winning card only when trump was led"])
    if field == "counting":
        return ["every ace, ten and king won in tricks is worth 10 points"]
    if field == "last_trick_bonus":
        return (["the last trick\n  is worth 10 more"] if r is CARDGAMES_IO
                else [f"last\n  trick is worth {v}", f"**{r.trick_points_total} trick points**"])
    if field == "save_meld":
        return (["A team that takes **no trick points** scores nothing"] if v == "trick_point"
                else ["must win a\n  trick to save their meld"])
    if field == "target_score":
        return [f"**{v}**"]
    if field == "bidders_win_ties":
        return ["the bidders of that hand win"]
    if field == "meld":
        return _meld_said(r)
    raise AssertionError(f"the page test says nothing about RuleSet.{field}")


def _meld_said(r: RuleSet) -> list[str]:
    m, base = r.meld, CARDGAMES_IO.meld
    if r is CARDGAMES_IO:
        return [f"| {v} |" if not n.startswith(("royal", "common", "dix")) else f"| {v} each |"
                for n, v in _meld_values(m).items() if v and "around" not in n
                and "abound" not in n] + [f"| {m.aces_around} | {m.aces_abound} |"]
    out = []
    for n, v in _meld_values(m).items():
        if v != _meld_values(base)[n]:
            out.append(f"{v}" if n != "round_house_bonus" else f"bonus of {v}")
    if r.copies > 2:  # triples and quadruples: worth factor x the double
        out.append(f"a triple is worth {m.triple_factor:g}\n  times the double")
        out.append("a quadruple twice the double" if m.quadruple_factor == 2 else
                   f"a quadruple {m.quadruple_factor:g} times the double")
        for name, double in (("run", m.double_run), ("pinochle", m.double_pinochle)):
            out += [f"triple {name} {m.multiple(double, 3)}",
                    f"quadruple {name} {m.multiple(double, 4)}"]
        for rank in ("aces", "kings", "queens", "jacks"):
            double = getattr(m, f"{rank}_abound")
            out.append(f"{m.multiple(double, 3)} and")
            out.append(f"{m.multiple(double, 4)}")
    return out


def _meld_values(m: MeldTable) -> dict:
    return {f.name: getattr(m, f.name) for f in dataclasses.fields(MeldTable)
            if not f.name.endswith("_factor")}


FIELDS = [f.name for f in dataclasses.fields(RuleSet) if f.name not in ("name", "source")]


def test_every_ruleset_field_has_a_phrase_here():
    for field in FIELDS:
        assert _said(field, CARDGAMES_IO), field
    assert _said("meld", DOUBLE_DECK)


def _bullet(text: str, title: str) -> str:
    return text.split(f"- **{title}**")[1].split("\n- **")[0]


PRESET_ENTRY = {"Hoyle": "Hoyle's meld table", "cardgames.io, post-1945 play":
                "Post-1945 trick rule", "Double deck": "Double deck",
                "Three-handed": "Three-handed"}


@pytest.mark.parametrize("field", FIELDS)
def test_the_rules_page_states_every_field_of_the_default_rules(field):
    text = "\n".join(_section(n) for n in range(1, 8)) + markdown(PAGE).split("## 1. ")[0]
    for phrase in _said(field, CARDGAMES_IO):
        assert phrase in text, (field, phrase)


@pytest.mark.parametrize("name", [n for n in PRESETS if PRESETS[n] is not CARDGAMES_IO])
def test_the_rules_page_states_what_every_preset_changes(name):
    r = PRESETS[name]
    assert name in PRESET_ENTRY, f"no entry of §8 for the preset {name!r}"
    entry = _bullet(_section(8), PRESET_ENTRY[name])
    changed = [f for f in FIELDS if getattr(r, f) != getattr(CARDGAMES_IO, f)]
    assert changed
    for field in changed:
        for phrase in _said(field, r):
            assert phrase in entry, (name, field, phrase)


def test_the_other_counting_schemes_are_on_the_page():
    entry = _bullet(_section(8), "Other ways to count")
    for scheme, points in COUNTING_SCHEMES.items():
        if scheme == CARDGAMES_IO.counting:
            continue
        for rank, value in points.items():
            if value:
                assert f"{rank.word.lower()} {value}" in entry or \
                    f"{rank.word.lower()}s {value}" in entry or str(value) in entry, (scheme, rank)
    assert "taking any\n  trick" in entry  # save_meld="trick" as a variant
