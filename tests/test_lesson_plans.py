"""The teacher guide's lesson plans (issue 16 item 6): four 45-minute classes (meld; bidding
and the pass; trick play; a whole hand), each with timings that fill the 45 minutes, pages
to project in projector mode that exist (and the sections named on them), discussion
prompts, and a quiz that is one of the kit's, printable with a `make worksheets` line that
works."""

from __future__ import annotations

import re
from pathlib import Path

import nbformat
import pytest

from pinochle_teach.printouts.cli import parse_list
from pinochle_teach.quiz import DIFFICULTIES, GENERATORS, KIND_TITLES, check_kind
from pinochle_teach.widgets.projector import parse_query

REPO = Path(__file__).resolve().parents[1]
NOTEBOOKS = REPO / "notebooks"
GUIDE = nbformat.read(NOTEBOOKS / "teacher_guide.ipynb", as_version=4)
PLANS = {c.source.splitlines()[0]: c.source for c in GUIDE.cells
         if c.cell_type == "markdown" and c.source.startswith("### Class ")}
LINK = re.compile(r"\]\(([^)\s#?]+\.ipynb)(\?[^)\s#]*)?\)")


def headings(path: Path) -> set[str]:
    nb = nbformat.read(path, as_version=4)
    text = "\n".join(c.source for c in nb.cells if c.cell_type == "markdown")
    return {m.group(1).strip() for m in re.finditer(r"^#+ (.+)$", text, re.M)}


def rows(plan: str) -> list[list[str]]:
    lines = [ln for ln in plan.splitlines() if ln.startswith("| ") and not ln.startswith("|---")]
    assert lines[0].startswith("| Minutes | The class | On the projector | Ask")
    return [[cell.strip() for cell in ln.strip("|").split(" | ")] for ln in lines[1:]]


def test_there_are_the_four_plans_the_issue_asks_for():
    assert list(PLANS) == ["### Class 1: Meld (lesson 2)",
                           "### Class 2: Bidding and the pass (lessons 3 and 4)",
                           "### Class 3: Trick play (lesson 5)",
                           "### Class 4: A whole hand (lessons 6 and 7)"]


@pytest.mark.parametrize("title", list(PLANS))
def test_the_timings_follow_on_and_fill_45_minutes(title):
    ends = 0
    for row in rows(PLANS[title]):
        start, end = (int(x) for x in row[0].split("–"))
        assert start == ends and end > start, row[0]
        ends = end
        assert row[1] and row[3], row  # something to do, something to ask
    assert ends == 45


@pytest.mark.parametrize("title", list(PLANS))
def test_the_projected_pages_exist_open_in_projector_mode_and_have_the_named_sections(title):
    page = None
    projected = 0
    for row in rows(PLANS[title]):
        cell = row[2]
        for target, query in LINK.findall(cell):
            page = (NOTEBOOKS / target).resolve()
            assert page.exists(), target
            assert parse_query((query or "?")[1:]) is True, (target, query)
            projected += 1
        # "Class 1: runs, marriages and dix": a section of the page projected in this row
        # (or the row before).
        for section in re.findall(r'"([^"]+)"', cell):
            assert page is not None and section in headings(page), (page, section)
    assert projected >= 2


@pytest.mark.parametrize("title", list(PLANS))
def test_each_plan_gives_a_quiz_of_the_kit_and_the_command_that_prints_it(title):
    plan = PLANS[title]
    quiz = plan[plan.index("Quiz:"):plan.index("| Minutes")]
    named = re.findall(r"\*\*([^*]+)\*\*", quiz)
    quizzes = [n for n in named if n in KIND_TITLES.values()]
    assert quizzes, named
    levels = [n.lower() for n in named if n.lower() in DIFFICULTIES]
    assert levels
    for target, _ in LINK.findall(quiz):
        assert (NOTEBOOKS / target).resolve().exists(), target
    printed = set()
    for command in re.findall(r"`make worksheets ([^`]*)`", quiz):
        settings = dict(item.split("=") for item in command.split())
        printed |= {KIND_TITLES[k] for k in parse_list(settings["KIND"], GENERATORS, check_kind)}
        assert settings.get("DIFFICULTY", "medium") in levels, command
    assert printed == set(quizzes)


def test_every_prompt_with_an_answer_cites_the_rules_page_in_each_plan():
    for title, plan in PLANS.items():
        asks = " ".join(row[3] for row in rows(plan))
        assert asks.count('"') >= 8, title  # several questions to put to the class
        assert "(rules.ipynb#" in asks, title
