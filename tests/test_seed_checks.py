"""Deal numbers are checked the same way everywhere: a whole number 0 or more (the widgets'
boxes 0..MAX_SEED), so that -1 never silently deals the cards of 1 and "abc" or 1.5 never
deal something else (random.Random takes all of them)."""

from __future__ import annotations

import random

import pytest

from pinochle_teach import Deal, Game, PinochleError, deal
from pinochle_teach.widgets import AuctionView
from pinochle_teach.widgets.common import InvalidSeedError, parse_seed
from pinochle_teach.widgets.lessons import ScoreCalculator, SelfCheck, ask_fact


@pytest.mark.parametrize("seed", [-1, "abc", 1.5, True, "7"])
def test_a_deal_refuses_what_is_not_a_whole_number_0_or_more(seed):
    with pytest.raises(PinochleError, match="whole number 0 or more"):
        deal(seed)
    with pytest.raises(PinochleError, match="whole number 0 or more"):
        Deal.random(seed)
    with pytest.raises(PinochleError, match="whole number 0 or more"):
        Game(seed)


def test_a_deal_still_takes_an_int_a_random_or_nothing():
    assert deal(7) == deal(7) == Deal.random(7).as_tuple()
    assert deal(random.Random(7)) == deal(7)
    assert len(deal(None)) == 4


@pytest.mark.parametrize("seed", [-1, "abc", 10**12])
def test_the_live_auction_checks_its_deal_number_like_every_seed_box(seed):
    with pytest.raises(InvalidSeedError, match="deal number must be a whole number from 0"):
        AuctionView(dealer=3, seed=seed)


def test_the_question_box_message_says_question_number():
    with pytest.raises(InvalidSeedError, match="^The question number must be"):
        parse_seed("abc", "question number")
    with pytest.raises(InvalidSeedError, match="^The deal number must be"):
        parse_seed("abc")


def test_a_bad_bidding_side_is_a_clear_error_not_a_trait_error():
    with pytest.raises(PinochleError, match="bidders must be the bidding side, a whole number 0 to 1"):
        ScoreCalculator(bidders=5)


def test_a_self_check_of_one_question_speaks_of_one_question():
    check = SelfCheck([ask_fact("Is the ten above the king?", [("yes", True), ("no", False)],
                                True, "It is.")])
    assert "each of the 1 questions" not in check.score_view.value
    assert "the question" in check.score_view.value
