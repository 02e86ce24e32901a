"""Actions by card and suit (pinochle_teach.actions): the same interned Action as the text
form gives, one per distinct card in hand order, and a clear error for another kind."""

from __future__ import annotations

import pytest

from pinochle_teach import IllegalActionError, Suit, parse_cards
from pinochle_teach.actions import (Action, card_actions, discard_action, give_action,
                                    play_action, trump_action)


@pytest.mark.parametrize("make, card, text", [
    (play_action, "AS", "play AS"), (give_action, "QH", "give QH"),
    (discard_action, "TC", "discard TC"),
])
def test_card_actions_are_the_parsed_actions(make, card, text):
    a = make(parse_cards(card)[0])
    assert a is Action.parse(text) and str(a) == text


@pytest.mark.parametrize("suit", [Suit.HEARTS, "H", "hearts"])
def test_trump_action(suit):
    assert trump_action(suit) is Action.parse("trump H")


@pytest.mark.parametrize("kind", ["play", "give", "discard"])
def test_one_action_per_distinct_card_in_hand_order(kind):
    hand = parse_cards("QS AH QS 9D AH")
    assert [str(a) for a in card_actions(hand, kind)] == [f"{kind} QS", f"{kind} AH",
                                                          f"{kind} 9D"]
    assert card_actions([], kind) == []


def test_card_actions_of_another_kind_are_refused():
    with pytest.raises(IllegalActionError, match="'play', 'give' or 'discard'"):
        card_actions(parse_cards("QS"), "bid")


@pytest.mark.parametrize("kind, value, text", [
    ("play", "as", "play AS"), ("give", "Q♥", "give QH"), ("trump", "spades", "trump S"),
])
def test_an_action_made_from_text_values_is_the_interned_one(kind, value, text):
    assert Action(kind, value) is Action.parse(text)
