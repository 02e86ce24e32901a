"""README's "Teaching a class" says what a teacher does, step by step: every command it
names there is one the Makefile has, with settings the Makefile reads, so the steps cannot
drift from the commands."""

from __future__ import annotations

import re
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
README = (REPO / "README.md").read_text(encoding="utf-8")
MAKEFILE = (REPO / "Makefile").read_text(encoding="utf-8")


def steps() -> str:
    start = README.index("### A class, step by step")
    return README[start:README.index("\n### ", start + 1)]


def test_the_steps_go_from_roster_and_paper_to_server_and_results():
    text = steps()
    before, rest = text.split("**In class**")
    during, after = rest.split("**After class**")
    assert "`make class ROSTER=" in before and "`make worksheets`" in before
    assert "`make run HOST=0.0.0.0`" in during and "lesson plans" in during
    assert "?projector=1" in during
    assert "`make results`" in after


def test_every_make_command_in_the_steps_is_a_target_with_settings_it_reads():
    commands = re.findall(r"`make ([a-z][\w-]*)((?: [A-Z_]+=[^ `]*)*)", steps())
    assert len(commands) >= 5
    targets = set(re.findall(r"^([a-z][\w-]*):", MAKEFILE, re.M))
    for target, settings in commands:
        assert target in targets, target
        for name in re.findall(r"([A-Z_]+)=", settings):
            assert f"$({name})" in MAKEFILE or f"origin {name}" in MAKEFILE, (target, name)
