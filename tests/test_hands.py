"""Hand and Deal: value types with a one-line text form both ways and a picture (RULES.md §1,
§8). Round trips are property tests over random deals of every preset."""

from __future__ import annotations

import copy
import pickle
import random
import xml.etree.ElementTree as ET

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import pinochle_teach
from pinochle_teach import (CARDGAMES_IO, DOUBLE_DECK, PRESETS, THREE_HANDED, Card, Deal, Game,
                            Hand, InvalidCardError, InvalidHandError, PinochleError,
                            best_meld, check_hand, deal, format_cards, legal_plays,
                            parse_cards, sort_hand)
from pinochle_teach import cards as cards_module

SVG = "{http://www.w3.org/2000/svg}"
seeds = st.integers(min_value=0, max_value=2**32 - 1)
presets = st.sampled_from(sorted(PRESETS))


def as_html(markup: str) -> ET.Element:
    """The rich displays are well-formed XML fragments (valid inline HTML too)."""
    return ET.fromstring(markup)


# ---- Hand: text forms -----------------------------------------------------------------------

def test_a_hand_reads_and_writes_one_line():
    hand = Hand.from_str("AS TS KS QS JS 9S")
    assert str(hand) == "A♠ 10♠ K♠ Q♠ J♠ 9♠"
    assert hand.code == "AS TS KS QS JS 9S"
    assert repr(hand) == "Hand.from_str('AS TS KS QS JS 9S')"
    assert len(hand) == 6
    assert list(hand) == [Card.from_str(c) for c in "AS TS KS QS JS 9S".split()]
    assert hand[0] is Card.from_str("AS") and hand[-1] is Card.from_str("9S")


def test_a_hand_keeps_the_order_it_was_given_and_sorts_on_request():
    hand = Hand("9S QH AS 10D AS")
    assert hand.code == "9S QH AS TD AS"
    assert hand.sorted().code == "AS AS 9S QH TD"
    assert hand.sorted("D").code == "TD AS AS 9S QH"


@pytest.mark.parametrize("text", ["A♠ 10♠ k♠", "as, ts; ks", "S14 S10 S13", "AS 10S KS"])
def test_every_card_form_reads_into_the_same_hand(text):
    assert Hand.from_str(text) == Hand.from_str("AS TS KS")


def test_the_empty_hand():
    empty = Hand.from_str("")
    assert len(empty) == 0 and not empty and str(empty) == "" and empty == Hand()
    assert repr(empty) == "Hand.from_str('')"


def test_equality_is_by_the_cards_held_not_their_order():
    assert Hand("AS KH") == Hand("KH AS")
    assert hash(Hand("AS KH")) == hash(Hand("KH AS"))
    assert Hand("AS AS") != Hand("AS")
    assert Hand("AS") != ("AS",) and Hand("AS") != [Card.from_str("AS")]
    assert len({Hand("AS KH"), Hand("KH AS"), Hand("AS")}) == 2


def test_count_and_membership_read_card_text():
    hand = Hand("QS QS JD")
    assert hand.count("QS") == 2 and hand.count(Card.from_str("JD")) == 1 and hand.count("AH") == 0
    assert "Q♠" in hand and Card.from_str("JD") in hand and "AH" not in hand
    with pytest.raises(InvalidCardError, match="'XS'"):
        "XS" in hand  # noqa: B015 (a typo is an error, not "not held")


def test_adding_and_taking_out_cards():
    hand = Hand("AS KS")
    assert (hand + "QS").code == "AS KS QS"
    assert (hand + Hand("QS JS")).code == "AS KS QS JS"
    assert (["9S"] + hand).code == "9S AS KS"
    assert (Hand("AS KS AS") - "AS").code == "KS AS"
    assert (hand - [Card.from_str("KS")]).code == "AS"
    with pytest.raises(InvalidHandError, match=r"K♥ \(KH\).*no copies"):
        hand - "KH"
    with pytest.raises(InvalidHandError, match="held 3 times"):
        Hand("AS AS") + "AS"
    assert hand.code == "AS KS", "a refused operation leaves the hand as it was"


def test_a_hand_is_immutable_and_copies_to_itself():
    hand = Hand("AS KS")
    with pytest.raises(AttributeError):
        hand.cards = ()
    assert copy.copy(hand) is hand and copy.deepcopy(hand) is hand
    assert pickle.loads(pickle.dumps(hand)) == hand


def test_bad_hands_are_refused_with_the_reason():
    with pytest.raises(InvalidCardError, match="unknown card 'ZZ'"):
        Hand.from_str("AS ZZ")
    with pytest.raises(InvalidHandError, match=r"A♠ \(AS\) is held 3 times.*2 copies"):
        Hand.from_str("AS AS AS")
    with pytest.raises(InvalidHandError, match="not in the deck"):
        Hand("9S", rules=DOUBLE_DECK)
    with pytest.raises(InvalidCardError, match="Hand.from_str reads a line"):
        Hand.from_str(["AS"])
    assert isinstance(InvalidHandError("x"), PinochleError)


def test_a_double_deck_hand_says_its_copies_in_its_repr():
    hand = Hand("AS AS AS", rules=DOUBLE_DECK)
    assert repr(hand) == "Hand.from_str('AS AS AS', copies=4)"
    assert eval(repr(hand), {"Hand": Hand}) == hand


# ---- Hand: everywhere cards are taken -------------------------------------------------------

def test_functions_that_take_cards_take_a_hand():
    hand = Hand("AS TS KS QS JS 9S QS JD")
    assert parse_cards(hand) == list(hand.cards)
    assert check_hand(hand) == hand.cards
    assert format_cards(hand, ascii=True) == "AS TS KS QS JS 9S QS JD"
    assert sort_hand(hand) == sort_hand(list(hand.cards))
    assert best_meld(hand, "S").total == best_meld(list(hand.cards), "S").total == 240
    assert set(legal_plays(hand, Hand("KH"), "S")) == set(
        legal_plays(list(hand.cards), ["KH"], "S"))


def test_trick_and_drawing_functions_take_a_hand():
    from pinochle_teach import explain_play, near_misses, trick_points, trick_winner
    from pinochle_teach.svg import hand_html, hand_svg

    trick = Hand("QH 9D AH QS")
    assert trick_winner(trick, "S") == trick_winner(["QH", "9D", "AH", "QS"], "S") == 3
    assert trick_points(trick) == trick_points("QH 9D AH QS")
    hand = Hand("AS TS KS JS 9S QS")
    assert explain_play(hand, Hand("KH"), "S", "AS") == explain_play(
        "AS TS KS JS 9S QS", ["KH"], "S", "AS")
    assert near_misses(hand, "S") == near_misses(list(hand.cards), "S")
    assert hand_html(hand) == hand_html(hand.code) and hand_svg(hand) == hand_svg(hand.code)


def test_a_double_deck_hand_still_obeys_the_rules_it_is_scored_under():
    with pytest.raises(InvalidHandError, match="held 3 times"):
        best_meld(Hand("AS AS AS", copies=4), "S")  # standard deck: 2 copies


# ---- Hand: picture --------------------------------------------------------------------------

def test_a_hand_shows_one_named_card_image_per_card_in_a_named_group():
    hand = Hand("AS TH QS QS")
    root = as_html(hand._repr_html_())
    assert root.get("role") == "group"
    assert root.get("aria-label") == ("Hand of 4 cards: ace of spades, ten of hearts, "
                                      "queen of spades, queen of spades")
    images = [e for e in root.iter(SVG + "svg") if e.get("role") == "img"]
    assert [e.get("aria-label") for e in images] == [
        "Ace of spades", "Ten of hearts", "Queen of spades", "Queen of spades"]


def test_the_empty_hand_shows_an_empty_named_group():
    root = as_html(Hand()._repr_html_())
    assert root.get("aria-label") == "Empty hand"
    assert not list(root.iter(SVG + "svg"))


# ---- Deal -----------------------------------------------------------------------------------

def test_a_deal_reads_and_writes_one_line():
    d = Deal.from_str("S: AS TS / W: KH QH / N: 9D JD / E: AC TC")
    assert str(d) == "S: A♠ 10♠ / W: K♥ Q♥ / N: 9♦ J♦ / E: A♣ 10♣"
    assert d.code == "S: AS TS / W: KH QH / N: 9D JD / E: AC TC"
    assert repr(d) == "Deal.from_str('S: AS TS / W: KH QH / N: 9D JD / E: AC TC')"
    assert d.hands == (Hand("AS TS"), Hand("KH QH"), Hand("9D JD"), Hand("AC TC"))
    assert d[2] == Hand("9D JD") and d.players == 4
    assert d.widow == Hand() and not d.widow
    assert d.seat_names() == ("South", "West", "North", "East")


def test_a_three_handed_deal_has_three_seats_and_a_widow():
    d = Deal.from_str("S: AS / W: KH / E: 9D / widow: JD QS 9C")
    assert d.players == 3 and d.widow == Hand("JD QS 9C")
    assert d.code == "S: AS / W: KH / E: 9D / widow: JD QS 9C"
    assert d.seat_names() == ("South", "West", "East")


@pytest.mark.parametrize("text", [
    "s:AS TS w:KH QH n:9D JD e:AC TC",                       # no slashes, lower case
    "N: 9D JD / E: AC TC / S: AS TS / W: KH QH",              # any order
    "South: A♠ 10♠ / West: K♥ Q♥ / North: 9♦ J♦ / East: A♣ 10♣",  # names and symbols
    "0: AS TS / 1: KH QH / 2: 9D JD / 3: AC TC",              # seat numbers
])
def test_lenient_forms_read_into_the_same_deal(text):
    assert Deal.from_str(text) == Deal.from_str("S: AS TS / W: KH QH / N: 9D JD / E: AC TC")


def test_a_bar_marks_the_widow():
    assert Deal.from_str("S: AS / W: KH / E: 9D | JD QS 9C").widow == Hand("JD QS 9C")


def test_empty_hands_read_and_write():
    d = Deal.from_str("S: / W: KH / N: / E:")
    assert d.code == "S: / W: KH / N: / E:"
    assert Deal.from_str(d.code) == d


@pytest.mark.parametrize("text, error, words", [
    ("AS TS KS", InvalidHandError, "no seat labels"),
    ("AS S: TS / W: / N: / E:", InvalidHandError, "'AS' comes before the first seat label"),
    ("S: AS / W: KH / N: 9D", InvalidHandError, "not a whole table"),
    ("S: AS / S: KH / N: 9D / E:", InvalidHandError, "seat 'S' is given twice"),
    ("S: AS / W: / N: / X: KH", InvalidHandError, "unknown seat label 'X'"),
    ("S: AS / W: / E: | 9S / N: KH", InvalidHandError, "must come last"),
    ("S: AS / W: / E: / widow: 9S | 9C", InvalidHandError, "widow is given twice"),
    ("S: AS / W: ZZ / N: / E:", InvalidCardError, "West's hand: unknown card 'ZZ'"),
    ("S: AS AS / W: AS / N: / E:", InvalidHandError, r"whole deal: A♠ \(AS\) is held 3 times"),
    ("S: AS AS AS / W: / N: / E:", InvalidHandError, "South's hand: .*held 3 times"),
])
def test_bad_deal_text_is_refused_with_the_reason(text, error, words):
    with pytest.raises(error, match=words) as caught:
        Deal.from_str(text)
    if error is InvalidHandError and "seat" in words:
        assert "S: AS TS … / W: … / N: … / E: …" in str(caught.value), "names the format"


def test_a_deal_checked_against_rules():
    with pytest.raises(InvalidHandError, match="deal 3 hands, got 4"):
        Deal.from_str("S: AS / W: / N: / E:", rules=THREE_HANDED)
    with pytest.raises(InvalidHandError, match="have no widow"):
        Deal.from_str("S: AS / W: / N: / E: / widow: 9S", rules=CARDGAMES_IO)
    with pytest.raises(InvalidHandError, match="South holds 13 cards"):
        Deal([["AS"] * 2 + ["TS"] * 2 + ["KS"] * 2 + ["QS"] * 2 + ["JS"] * 2 + ["9S"] * 2
              + ["AH"], [], [], []], rules=CARDGAMES_IO)
    with pytest.raises(InvalidHandError, match="not in the deck"):
        Deal.from_str("S: 9S / W: / N: / E:", rules=DOUBLE_DECK)


@pytest.mark.parametrize("name", sorted(PRESETS))
@pytest.mark.parametrize("seed", [0, 1, 7, 2024])
def test_a_random_deal_is_what_deal_deals(name, seed):
    rules = PRESETS[name]
    d = Deal.random(seed, rules)
    dealt = deal(seed, rules)
    assert tuple(h.cards for h in d.hands) == dealt[:rules.players]
    assert d.widow.cards == (dealt[rules.players] if rules.widow else ())
    assert d.as_tuple() == dealt
    assert Deal.random(random.Random(seed), rules) == d


def test_a_game_takes_a_deal_as_its_hands():
    d = Deal.random(5, THREE_HANDED)
    game = Game(seed=1, rules=THREE_HANDED, hands=d)
    assert [Hand(game.view(seat).hand) for seat in range(3)] == list(d.hands)


@settings(max_examples=150, deadline=None, database=None)
@given(seed=seeds, name=presets)
def test_deal_text_forms_round_trip(seed, name):
    d = Deal.random(seed, PRESETS[name])
    for text in (str(d), d.code):
        back = Deal.from_str(text, rules=PRESETS[name])
        assert back == d
        assert [h.cards for h in back.hands] == [h.cards for h in d.hands]  # order kept too
        assert back.widow.cards == d.widow.cards
    assert eval(repr(d), {"Deal": Deal}) == d
    assert pickle.loads(pickle.dumps(d)) == d


@settings(max_examples=150, deadline=None, database=None)
@given(seed=seeds, size=st.integers(min_value=0, max_value=20), name=presets)
def test_hand_text_forms_round_trip(seed, size, name):
    rules = PRESETS[name]
    rng = random.Random(seed)
    cards = rng.sample(cards_module.new_deck(rules), min(size, rules.hand_size))
    hand = Hand(cards, rules=rules)
    for text in (str(hand), hand.code):
        back = Hand.from_str(text, rules=rules)
        assert back == hand and back.cards == tuple(cards)
    pasted = eval(repr(hand), {"Hand": Hand})
    assert pasted == hand and pasted.cards == tuple(cards)


@pytest.mark.parametrize("name", sorted(PRESETS))
def test_a_deal_shows_every_seat_and_the_widow_with_named_cards(name):
    rules = PRESETS[name]
    d = Deal.random(11, rules)
    root = as_html(d._repr_html_())
    assert root.get("role") == "group"
    assert root.get("aria-label").startswith(f"Deal: {rules.players} hands")
    groups = [e for e in root.iter("div") if e.get("role") == "group"][1:]
    names = d.seat_names() + (("Widow",) if rules.widow else ())
    assert [g.get("aria-label").split(":")[0] for g in groups] == list(names)
    images = [e for e in root.iter(SVG + "svg") if e.get("role") == "img"]
    assert [e.get("aria-label") for e in images] == [
        c.name for h in d.as_tuple() for c in h]


def test_the_public_api_exports_hand_and_deal():
    assert pinochle_teach.Hand is cards_module.Hand is Hand
    assert pinochle_teach.Deal is cards_module.Deal is Deal
    assert {"Hand", "Deal"} <= set(pinochle_teach.__all__)


def test_card_html_display_keeps_the_card_name():
    root = as_html(Card.from_str("QS")._repr_html_())
    assert root.get("role") == "img" and root.get("aria-label") == "Queen of spades"
    assert root.find(SVG + "title").text == "Queen of spades"
