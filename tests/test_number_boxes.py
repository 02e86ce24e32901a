"""Every box that reads a number answers with what it accepts (issue 14 item 7).

``str.isdigit()`` accepts "²" (a key of AZERTY keyboards), "7²" and "①", which ``int()``
refuses with a ValueError, and ``int()`` refuses more than 4,300 digits with another: each
box used to let that ValueError out (the page showed nothing, or a stale message, and a
quiz answer box said "Something went wrong with this question"). Every box now reads its
number with :func:`pinochle_teach.numbers.parse_whole` and says what it accepts.
"""

from __future__ import annotations

import html
import re

import pytest

from pinochle_teach import PinochleError
from pinochle_teach.game import Game
from pinochle_teach.numbers import MAX_DIGITS, parse_whole
from pinochle_teach.players import RandomPlayer
from pinochle_teach.rules import PRESETS
from pinochle_teach.widgets import AuctionView, MeldDashboard, PlayTable, QuizView
from pinochle_teach.widgets.common import InvalidSeedError, parse_seed
from pinochle_teach.widgets.lessons import BidEstimate

#: Digits str.isdigit() accepts and int() refuses, and numbers int() will not read.
BAD = ["²", "7²", "①", "1" * 5000, "9" * 4301, "٣²"]
TAGS = re.compile(r"<[^>]+>")


def text(widget) -> str:
    return html.unescape(TAGS.sub(" ", widget.value))


@pytest.mark.parametrize("typed", BAD)
def test_the_reader_refuses_what_int_cannot_read_with_a_sentence(typed):
    for isdigit_trap in (typed,):
        assert isdigit_trap.isdigit()  # what the boxes used to trust
    with pytest.raises(PinochleError, match="must be a whole number") as info:
        parse_whole(typed, "deal number", low=0, high=999)
    assert len(str(info.value)) < 200  # 5,000 digits are not quoted back


def test_the_reader_reads_what_people_type():
    assert parse_whole(" 1,200 ", "meld") == 1200
    assert parse_whole("−60", "score") == -60 and parse_whole("+30", "score") == 30
    assert parse_whole("１２０", "meld") == 120  # full-width digits (int() reads them too)
    assert parse_whole("0" * 5000 + "7", "deal number", low=0, high=9) == 7
    with pytest.raises(PinochleError, match="e.g. 7"):
        parse_whole("-7", "deal number", low=0, high=9)
    with pytest.raises(PinochleError, match="digits"):
        parse_whole("1" * (MAX_DIGITS + 1), "meld")
    with pytest.raises(PinochleError, match="not a number that long"):
        parse_whole(10 ** 5000, "deal number", low=0, high=9)


def test_long_text_is_quoted_cut_inside_its_quotes():
    """A long entry is quoted by its first 20 characters and "…" before the closing quote,
    so the reader still sees where the quotation ends; anything not text is cut as a repr."""
    with pytest.raises(PinochleError) as info:
        parse_whole("seven hundred and twenty-five", "deal number", low=0, high=999)
    assert "'seven hundred and tw…'" in str(info.value)
    with pytest.raises(PinochleError) as info:
        parse_whole(["a", "list", "that", "is", "long"], "deal number", low=0, high=999)
    assert "['a', 'list', 'that'… is not" in str(info.value)


@pytest.mark.parametrize("typed", ["-1", "−3", "-0012"])
def test_a_negative_number_is_called_below_the_least_not_not_a_number(typed):
    """A tester typed -1 in the Question # box and read "'-1' is not a whole number"."""
    with pytest.raises(PinochleError) as info:
        parse_whole(typed, "question number", low=0, high=999)
    said = str(info.value)
    assert "is below 0" in said and "not a whole number" not in said
    assert said.startswith("The question number must be a whole number from 0 to 999")
    with pytest.raises(PinochleError, match="not a whole number"):
        parse_whole("-x", "question number", low=0, high=999)  # not a number at all


@pytest.mark.parametrize("typed", BAD)
def test_seed_boxes_refuse_with_the_words_of_their_box(typed):
    with pytest.raises(InvalidSeedError, match="^The deal number must be a whole number from 0"):
        parse_seed(typed)
    with pytest.raises(InvalidSeedError, match="^The question number must be"):
        parse_seed(typed, "question number")
    with pytest.raises(InvalidSeedError):
        AuctionView(dealer=3, seed=typed)


@pytest.mark.parametrize("typed", BAD)
def test_go_to_deal_box_of_the_meld_dashboard(typed):
    d = MeldDashboard(seed=1)
    d.seed_box.value = typed
    assert d.seed == 1
    assert "deal number must be a whole number" in text(d.message)


@pytest.mark.parametrize("typed", BAD)
def test_deal_box_of_the_play_table(typed):
    t = PlayTable(seed=7, difficulty="easy")
    before = t.game.state_key()
    t.seed_box.value = typed
    t.seed_box._handle_custom_msg({"event": "submit"}, [])  # Enter in the box
    assert t.game.state_key() == before
    assert "deal number must be a whole number" in text(t.message)
    assert t.new_game(typed) is False


@pytest.mark.parametrize("typed", BAD)
def test_deal_box_of_the_bid_estimate_lesson(typed):
    lesson = BidEstimate(seed=4)
    lesson.seed_box.value = typed
    assert lesson.seed == 4
    assert "deal number must be a whole number" in text(lesson.message)


@pytest.mark.parametrize("typed", BAD)
def test_question_box_of_the_quiz_speaks_of_the_question_number(typed):
    view = QuizView("meld", seed=3)
    view.seed_box.value = typed
    assert view.seed == 3
    message = text(view.message)
    assert "question number must be a whole number" in message
    assert "deal number" not in message and "Something went wrong" not in message


@pytest.mark.parametrize("typed", BAD)
@pytest.mark.parametrize("kind", ["meld", "trick_winner", "hand_score"])
def test_quiz_answer_boxes_say_what_they_accept(kind, typed):
    view = QuizView(kind, seed=2)
    if kind == "trick_winner":
        view.choice_buttons.value = 0
    boxes = view.number_boxes if kind == "hand_score" else (view.number_box,)
    for box in boxes:
        box.value = typed
    view.check_button.click()
    assert view.verdict is None and view.answered == 0
    message = text(view.feedback)  # under the Check button
    assert "must be a whole number of points" in message, message
    assert "Something went wrong" not in message


def live():
    return AuctionView(dealer=3, seed=5, players={s: RandomPlayer(s) for s in (1, 2, 3)})


@pytest.mark.parametrize("typed", BAD)
def test_type_a_bid_box_of_a_live_auction(typed):
    view = live()
    key = view.game.state_key()
    view.bid_box.value = typed
    view.bid_button.click()
    assert view.game.state_key() == key
    message = text(view.message)
    assert message.strip().startswith("Oops:") and "bid must be a whole number of points" in message
    assert "e.g. 250" in message  # a bid legal here


@pytest.mark.parametrize("typed", BAD)
def test_type_a_bid_box_of_a_recorded_auction(typed):
    game = Game(4, dealer=3)
    for _ in range(3):
        game.apply("pass")
    view = AuctionView(game)
    assert view.try_bid(typed) is False
    assert "bid must be a whole number of points" in text(view.message)


def test_three_handed_bid_box_gives_an_example_the_rules_open_with():
    """Item 23: the box suggested "e.g. 270" though three-handed bids open at 200."""
    three = PRESETS["Three-handed"]
    view = AuctionView(seed=3, rules=three, dealer=2, players={1: RandomPlayer(1), 2: RandomPlayer(2)})
    assert view.bid_box.placeholder == f"e.g. {three.opening_bids[0]}"
    assert live().bid_box.placeholder == "e.g. 250"
    view.try_bid("two hundred")
    assert f"e.g. {three.opening_bids[0]}" in text(view.message)


@pytest.mark.parametrize("typed", BAD)
@pytest.mark.parametrize("kind", ["meld", "trick_winner", "hand_score"])
def test_the_quiz_engine_reads_answers_with_the_same_reader(kind, typed):
    """Question.check (the engine, what a notebook or the fuzz test calls) refuses them with
    InvalidAnswerError, never a ValueError from int()."""
    from pinochle_teach.quiz import InvalidAnswerError, make_question

    q = make_question(kind, 2, "medium")
    response = {"meld": typed, "trick_winner": (0, typed), "hand_score": (typed, "0")}[kind]
    with pytest.raises(InvalidAnswerError, match="must be a whole number of points"):
        q.check(response)
    if kind == "trick_winner":
        with pytest.raises(InvalidAnswerError):
            q.check((typed, 20))


def test_a_quiz_built_with_a_bad_number_speaks_of_the_question_number():
    """Item 23: "The deal number must be…" was said of the quiz's Question #."""
    for bad in ("abc", -1, "7²"):
        with pytest.raises(InvalidSeedError, match="^The question number must be"):
            QuizView("meld", seed=bad)


@pytest.mark.parametrize("lang", ["en", "pl", "cs", "is"])
@pytest.mark.parametrize("low, high, unit", [
    (250, 990, "points"), (0, None, "points"), (None, 990, "points"), (None, None, "points"),
    (1, 5000, ""), (1, None, ""), (None, 99, ""), (None, None, ""),
])
@pytest.mark.parametrize("typed", ["", "x"])
def test_what_a_box_accepts_is_one_whole_sentence_in_every_language(lang, low, high, unit,
                                                                     typed):
    """Each kind of range (a unit or not, a least number, a greatest) is its own sentence in
    the catalogs, not pieces joined: every bound appears, no placeholder is left over."""
    from pinochle_teach.i18n import language

    with language(lang), pytest.raises(PinochleError) as err:
        parse_whole(typed, "bid", low=low, high=high, unit=unit, example=260)
    text = str(err.value)
    assert "{" not in text and "}" not in text
    assert "260" in text
    ungrouped = re.sub(r"(?<=\d)[,\u00a0](?=\d)", "", text)
    for bound in (low, high):
        if bound is not None:
            assert re.search(rf"(?<!\d){bound}(?!\d)", ungrouped), text
    if lang == "en":
        assert ("of points" in text) == bool(unit)
