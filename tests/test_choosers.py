"""The deal chooser of widgets/choosers.py (issue 15, D3 of the last session's reading):
the "Deal #" box's whole wiring (a number typed -> that numbered deal played by the kit's
computer players under the owner's rules -> the owner shows it; a bad number or a deal the
owner cannot show -> one sentence, nothing changed) lives once, in choosers.py, and the
walkthrough and the auction replay both use it."""

from __future__ import annotations

import pytest

from pinochle_teach import THREE_HANDED
from pinochle_teach.errors import InvalidRecordError
from pinochle_teach.game import Game
from pinochle_teach.rules import CARDGAMES_IO
from pinochle_teach.widgets.auction_replay import AuctionReplay
from pinochle_teach.widgets.choosers import DealChooser
from pinochle_teach.widgets.walkthrough import TrickWalkthrough


def press_enter(box) -> None:
    box._handle_custom_msg({"event": "submit"}, [])


class Owner:
    """What a widget gives the chooser: its rules, how it shows a game, its message."""

    def __init__(self, rules=CARDGAMES_IO, refuse_game=False):
        self.rules, self.refuse_game = rules, refuse_game
        self.games, self.said = [], []

    def show(self, game: Game) -> None:
        if self.refuse_game:
            raise InvalidRecordError("the record holds no finished auction")
        self.games.append(game)

    def chooser(self, value=None) -> DealChooser:
        return DealChooser(value, lambda: self.rules, self.show, self.said.append,
                           verb="play")


def test_a_number_typed_plays_that_numbered_deal_under_the_owners_rules():
    owner = Owner(THREE_HANDED)
    chooser = owner.chooser(3)
    assert chooser.box.value == "3"
    chooser.box.value = " #12 "
    press_enter(chooser.box)
    (game,) = owner.games
    # Deal #12 under these rules: the same cards and dealer as numbered_deal(12).
    from pinochle_teach.numbered import numbered_deal

    deal = numbered_deal(12, THREE_HANDED)
    assert game.rules == THREE_HANDED and game.seed == 12
    assert game.dealer == deal.dealer
    assert chooser.box.value == "12" and owner.said == []
    chooser.box.value = "5"
    chooser.button.click()
    assert [g.seed for g in owner.games] == [12, 5]


@pytest.mark.parametrize("bad", ["seven", "-1", "", "1" * 40])
def test_a_bad_number_is_one_sentence_and_nothing_is_shown(bad):
    owner = Owner()
    chooser = owner.chooser(3)
    chooser.box.value = bad
    press_enter(chooser.box)
    assert owner.games == [] and len(owner.said) == 1
    assert "a whole number from 0 to 999,999,999" in owner.said[0]


def test_a_deal_the_owner_cannot_show_is_its_sentence():
    owner = Owner(refuse_game=True)
    chooser = owner.chooser(None)
    assert chooser.box.value == ""
    assert chooser.show(4) is False
    assert owner.said == ["the record holds no finished auction"]


def test_show_number_puts_the_owners_deal_number_in_the_box():
    owner = Owner()
    chooser = owner.chooser(3)
    chooser.show_number(None)
    assert chooser.box.value == ""
    chooser.show_number(175)
    assert chooser.box.value == "175" and owner.games == []


def test_the_walkthrough_and_the_auction_replay_both_use_it():
    walk, replay = TrickWalkthrough.for_deal(3), AuctionReplay.for_deal(3)
    for widget in (walk, replay):
        assert isinstance(widget.deal_chooser, DealChooser)
        assert widget.deal_box is widget.deal_chooser.box
        assert widget.deal_button is widget.deal_chooser.button
    assert "computer players play that deal" in walk.deal_box.tooltip
    assert "computer players bid that deal" in replay.deal_box.tooltip
