"""Cards, parsing, the deck and the deal (RULES.md §1; issue 2 item 3).

Each test is named for the rule or the text form it pins down.
"""

from __future__ import annotations

import random
from collections import Counter

import pytest

from pinochle_teach import (CARDGAMES_IO, PRESETS, Card, InvalidCardError, InvalidHandError,
                            PinochleError, Rank, Suit, check_hand, deal, format_cards, new_deck,
                            parse_card, parse_cards, sort_hand)

ALL_CARDS = [Card(s, r) for s in Suit for r in Rank]


# ---- text forms -------------------------------------------------------------------------

@pytest.mark.parametrize("text, suit, rank", [
    ("AS", Suit.SPADES, Rank.ACE),
    ("TS", Suit.SPADES, Rank.TEN),
    ("10S", Suit.SPADES, Rank.TEN),
    ("A♠", Suit.SPADES, Rank.ACE),
    ("10♥", Suit.HEARTS, Rank.TEN),
    ("T♦", Suit.DIAMONDS, Rank.TEN),
    ("q♣", Suit.CLUBS, Rank.QUEEN),
    ("as", Suit.SPADES, Rank.ACE),
    ("10h", Suit.HEARTS, Rank.TEN),
    ("jd", Suit.DIAMONDS, Rank.JACK),
    ("9c", Suit.CLUBS, Rank.NINE),
    ("Kc", Suit.CLUBS, Rank.KING),
    # The seed texts' codes: suit + number, 9..14 with 11 J, 12 Q, 13 K, 14 A, 10 ten.
    ("S14", Suit.SPADES, Rank.ACE),
    ("H10", Suit.HEARTS, Rank.TEN),
    ("D11", Suit.DIAMONDS, Rank.JACK),
    ("C12", Suit.CLUBS, Rank.QUEEN),
    ("s13", Suit.SPADES, Rank.KING),
    ("h9", Suit.HEARTS, Rank.NINE),
])
def test_parse_card_accepts_every_documented_form(text, suit, rank):
    card = parse_card(text)
    assert (card.suit, card.rank) == (suit, rank)
    assert Card.from_str(text) is card
    assert Card(suit, rank) is card


def test_parse_cards_reads_a_mixed_line_in_order_keeping_duplicates():
    cards = parse_cards("AS TS 10H Q♠ s14, jd;9C  AS")
    assert [c.code for c in cards] == ["AS", "TS", "TH", "QS", "AS", "JD", "9C", "AS"]


def test_parse_cards_accepts_lists_of_cards_and_strings_and_the_empty_string():
    qs = Card(Suit.SPADES, Rank.QUEEN)
    assert parse_cards([qs, "10h", "S14"]) == [qs, Card("H", "T"), Card("S", "A")]
    assert parse_cards("") == []
    assert parse_cards("   ") == []
    assert parse_cards(qs) == [qs]


@pytest.mark.parametrize("card", ALL_CARDS, ids=lambda c: c.code)
def test_card_text_forms_round_trip(card):
    # repr can be pasted back into Python; str is the printed form; code parses back.
    assert eval(repr(card), {"Card": Card}) is card
    assert parse_card(str(card)) is card
    assert parse_card(card.code) is card
    assert parse_card(card.code.lower()) is card
    assert str(card) == card.rank.label + card.suit.symbol
    assert card.name == f"{card.rank.word} of {card.suit.plural}"


def test_card_examples_from_the_design():
    qs = Card.from_str("QS")
    assert str(qs) == "Q♠"
    assert repr(qs) == "Card.from_str('QS')"
    assert qs.name == "Queen of spades"
    assert str(Card.from_str("TH")) == "10♥"
    assert format_cards(parse_cards("AS TS KH")) == "A♠ 10♠ K♥"
    assert format_cards(parse_cards("AS TS KH"), ascii=True) == "AS TS KH"


def test_cards_are_interned_immutable_and_hashable():
    a, b = parse_cards("QS Q♠")
    assert a is b and hash(a) == hash(b)
    with pytest.raises(AttributeError):
        a.rank = Rank.ACE  # type: ignore[misc]
    assert len({c for c in new_deck()}) == 24
    assert sorted({c.index for c in ALL_CARDS}) == list(range(24))


@pytest.mark.parametrize("token", ["XX", "1S", "AX", "11S", "S15", "S8", "ASS", "A", "♠", "10",
                                   "S1O"])
def test_bad_card_token_raises_invalid_card_error_naming_it(token):
    with pytest.raises(InvalidCardError) as e:
        parse_cards(f"AS {token} KH")
    assert repr(token) in str(e.value)
    assert "AS" in str(e.value)  # the message shows an accepted form


@pytest.mark.parametrize("value", [5, None, 3.5, object()])
def test_non_string_non_card_is_an_invalid_card_error(value):
    with pytest.raises(InvalidCardError):
        parse_card(value)
    assert issubclass(InvalidCardError, PinochleError)
    assert issubclass(PinochleError, ValueError)


@pytest.mark.parametrize("text", ["S", "s", "♠", "♤", "spades", "Spade"])
def test_suit_from_str_accepts_letter_symbol_and_name(text):
    assert Suit.from_str(text) is Suit.SPADES


def test_suit_from_str_rejects_nonsense():
    with pytest.raises(InvalidCardError, match="'X'"):
        Suit.from_str("X")


def test_suit_properties():
    assert [s.symbol for s in Suit] == ["♠", "♥", "♦", "♣"]
    assert [s.is_red for s in Suit] == [False, True, True, False]
    assert [s.index for s in Suit] == [0, 1, 2, 3]
    assert Suit.HEARTS.plural == "hearts"


# ---- a card held three times ------------------------------------------------------------

def test_card_held_three_times_raises_invalid_hand_error_naming_it():
    with pytest.raises(InvalidHandError) as e:
        check_hand("QS AS QS KH Q♠")
    msg = str(e.value)
    assert "Q♠" in msg and "QS" in msg and "3" in msg


def test_two_copies_are_a_legal_hand():
    assert check_hand("QS QS") == tuple(parse_cards("QS QS"))


# ---- RULES.md §1: deck and deal ---------------------------------------------------------

def test_rule_1_deck_is_48_cards_two_of_each():
    deck = new_deck()
    assert len(deck) == 48
    counts = Counter(deck)
    assert set(counts) == set(ALL_CARDS)
    assert set(counts.values()) == {2}


def test_rule_1_rank_order_ace_ten_king_queen_jack_nine():
    # The ten outranks the king; order by Rank, never by seed code.
    assert sorted(Rank, reverse=True) == [Rank.ACE, Rank.TEN, Rank.KING, Rank.QUEEN,
                                          Rank.JACK, Rank.NINE]
    assert Rank.TEN > Rank.KING
    assert [r.label for r in sorted(Rank, reverse=True)] == ["A", "10", "K", "Q", "J", "9"]
    # the seed codes would put the ten below the jack: they are not the order.
    assert Rank.TEN.seed_code < Rank.JACK.seed_code


@pytest.mark.parametrize("seed", [0, 1, 7, 2024, 99_999])
def test_rule_1_deal_is_four_hands_of_12_using_the_whole_deck(seed):
    hands = deal(seed)
    assert len(hands) == 4
    assert all(len(h) == 12 for h in hands)
    everything = Counter(c for h in hands for c in h)
    assert everything == Counter(new_deck())  # 48 cards, each of the 24 kinds exactly twice


@pytest.mark.parametrize("seed", [0, 1, 7, 2024])
def test_rule_1_deal_is_reproducible_from_its_seed(seed):
    assert deal(seed) == deal(seed)
    assert deal(seed) == deal(random.Random(seed))


def test_rule_1_different_seeds_give_different_deals():
    assert len({deal(seed) for seed in range(20)}) == 20


def test_deal_hands_are_sorted_as_held():
    for hand in deal(3):
        assert list(hand) == sort_hand(hand)


def test_sort_hand_puts_trump_first_alternates_colours_and_orders_a_10_k_q_j_9():
    hand = parse_cards("9S JH AS TC KS QD TS AH 9D")
    assert format_cards(sort_hand(hand, "H"), ascii=True) == "AH JH AS TS KS 9S QD 9D TC"
    # no trump: spades, hearts, clubs, diamonds
    assert format_cards(sort_hand(hand), ascii=True) == "AS TS KS 9S AH JH TC QD 9D"


def test_sort_hand_keeps_duplicates_and_reads_strings():
    assert format_cards(sort_hand("QS QS AS"), ascii=True) == "AS QS QS"


def test_deck_follows_rules_copies():
    # The deck is built from the RuleSet, not hard-coded.
    assert len(new_deck(CARDGAMES_IO)) == CARDGAMES_IO.deck_size == 48


@pytest.mark.parametrize("rules", list(PRESETS.values()), ids=lambda r: r.name)
def test_every_presets_deck_and_deal(rules):
    """RULES.md §1 and §8: the deck has ``copies`` of each card of ``ranks`` in the four
    suits; a deal is ``players`` sorted hands of ``hand_size`` (and the widow), the whole deck,
    reproducible from its seed."""
    deck = new_deck(rules)
    assert len(deck) == rules.deck_size == len(rules.ranks) * 4 * rules.copies
    assert Counter(deck) == {Card(s, r): rules.copies for s in Suit for r in rules.ranks}
    for seed in range(3):
        hands = deal(seed, rules)
        sizes = [rules.hand_size] * rules.players + ([rules.widow] if rules.widow else [])
        assert [len(h) for h in hands] == sizes
        assert Counter(c for h in hands for c in h) == Counter(deck)
        assert all(list(h) == sort_hand(h) for h in hands[:rules.players])
        assert deal(seed, rules) == hands


@pytest.mark.parametrize("rules", list(PRESETS.values()), ids=lambda r: r.name)
def test_unknown_card_message_lists_the_ranks_of_the_rules_in_use(rules):
    """RULES.md §1, §8: where the rules are known, the message lists that deck's ranks (the
    double deck has no nines); the ranks it lists are exactly ``rules.ranks``."""
    with pytest.raises(InvalidCardError) as err:
        check_hand("AS XS", rules=rules)
    listed = str(err.value).split("; ranks ")[1].split(" (")[0].split(",")[0].split()
    assert sorted(listed) == sorted(r.label for r in rules.ranks)
    assert "seed" not in str(err.value)  # the number form is read, not taught
    with pytest.raises(InvalidCardError) as err:
        parse_cards(["AS", "QX"], rules)
    listed = str(err.value).split("; ranks ")[1].split(",")[0].split(" (")[0].split()
    assert listed == [r.label for r in sorted(rules.ranks, reverse=True)]
    # Without rules, all six ranks; reading does not depend on the rules.
    with pytest.raises(InvalidCardError, match="ranks A 10 K Q J 9,"):
        parse_card("XS")
    assert check_hand("AS TS", rules=rules) == tuple(parse_cards("AS TS"))


def test_check_hand_takes_the_copies_from_the_rules():
    from pinochle_teach.rules import DOUBLE_DECK
    assert len(check_hand("AS AS AS AS", rules=DOUBLE_DECK)) == DOUBLE_DECK.copies
    with pytest.raises(InvalidHandError, match=f"only {CARDGAMES_IO.copies} copies"):
        check_hand("AS AS AS", rules=CARDGAMES_IO)
