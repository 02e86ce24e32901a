"""The score calculator's sentences (issue 14 item 23): it refused nothing it should and
spoke Python ("got [-50, 100]"), scored trick points that no hand can take (adding up to
360) and a contract no auction reaches ("made the contract 255")."""

from __future__ import annotations

import html
import re

import pytest

from pinochle_teach.scoring import trick_points_note
from pinochle_teach.widgets.lessons import ScoreCalculator

TAGS = re.compile(r"<[^>]+>")


def text(widget) -> str:
    return html.unescape(TAGS.sub(" ", widget.value))


@pytest.mark.parametrize("box,value,words", [
    ("meld", -50, "meld of South–North must be a whole number of points, 0 or more"),
    ("tricks", -10, "trick points of South–North must be a whole number of points, 0 or more"),
    ("contract", 100, "contract must be a whole number of points, 250 or more"),
])
def test_a_bad_box_is_named_in_words_not_as_a_python_list(box, value, words):
    calc = ScoreCalculator()
    widget = getattr(calc, box)
    (widget[0] if isinstance(widget, list) else widget).value = value
    message = text(calc.message)
    assert calc.result is None and calc.view.value == ""
    assert words in message, message
    assert "[" not in message and "got" not in message


@pytest.mark.parametrize("tricks", [(300, 60), (190, 50), (250, 250)])
def test_trick_points_that_do_not_add_up_to_the_hands_total_are_refused(tricks):
    calc = ScoreCalculator()
    calc.tricks[0].value, calc.tricks[1].value = tricks
    note = trick_points_note(tricks)
    assert note  # the engine's sentence for them
    assert calc.result is None and calc.view.value == ""
    assert note[1:] in text(calc.message) and "Oops" in text(calc.message)
    assert "made the contract" not in calc.view.value


def test_surrendered_hands_take_no_trick_points_so_none_are_checked():
    calc = ScoreCalculator(contract=450, meld=(100, 100), trick_points=(0, 0),
                           surrendered=True)
    assert calc.result is not None and "Oops" not in text(calc.message)


@pytest.mark.parametrize("contract", [255, 251, 1005])
def test_a_contract_no_auction_reaches_is_refused(contract):
    """"South–North made the contract 255": bids go up in the rules' steps (RULES.md §2),
    so 255 is no contract; the calculator shows the engine's refusal (score_hand)."""
    calc = ScoreCalculator(contract=contract)
    assert calc.result is None and calc.view.value == ""
    message = text(calc.message)
    assert "Oops" in message and "contract" in message and str(contract) in message
    calc.contract.value = 260
    assert calc.result is not None and "made the contract 260" in calc.view.value
