"""Trick play (RULES.md §6, §9) and trick points (§7, §8).

Legal sets are compared as sets of distinct cards. A checker written straight from the §6
wording ("a card beats W only if it is of W's suit and strictly higher, or it is trump and W
is not") is compared with ``legal_plays`` on many random positions.
"""

from __future__ import annotations

import random

import pytest

from pinochle_teach import (CARDGAMES_IO, HOYLE, POST_1945, PRESETS, THREE_HANDED, Card,
                            IllegalPlayError,
                            InvalidCardError, PinochleError, Suit, beats, card_points,
                            check_play, explain_play, legal_plays, new_deck, parse_cards,
                            trick_points, trick_winner, winning_card)
from pinochle_teach import (PLAY_KINDS, SITUATIONS, classify_play, play_situation,
                            trick_choices, winning_seat)
from pinochle_teach.rules import COUNTING_SCHEMES
from pinochle_teach.tricks import explain_winner

#: Every preset, and each with the other obligation (RULES.md §8: a switch on any preset).
ALL_PRESETS = list(PRESETS.values())
BOTH_OBLIGATIONS = [r.with_(obligation=o) for r in ALL_PRESETS for o in ("must_win", "post_1945")]


def rules_id(rules):
    return f"{rules.name}-{rules.obligation}"


def applies(rules, *texts):
    """Whether a position written for the 48-card four-hand game is a position of ``rules``:
    its cards are in that deck (no nines in the double deck) and the trick still has room
    for one more card (two cards already played at most with three players)."""
    *others, trick = texts
    if len(parse_cards(trick)) >= rules.players:
        return False
    return all(c.rank in rules.ranks for t in texts for c in parse_cards(t))


def on_presets(table, obligation):
    """(rules, *row) for every preset switched to ``obligation`` on which the row applies."""
    out = []
    for rules in ALL_PRESETS:
        r = rules.with_(obligation=obligation)
        for row in table:
            trump, trick, hand = row[1:4]
            if applies(r, hand, trick):
                out.append(pytest.param(r, *row[1:], id=f"{r.name}-{row[0]}"))
    return out


def legal(hand, trick, trump, rules=CARDGAMES_IO):
    return set(legal_plays(parse_cards(hand), parse_cards(trick), trump, rules))


def cards(text):
    return set(parse_cards(text))


# ---- §6: the leader ----------------------------------------------------------------------
def test_rule_6_the_leader_may_lead_any_card():
    hand = "AS 9S TH QD JC KC"
    assert legal(hand, "", "S") == cards(hand)
    assert legal(hand, "", "S", POST_1945) == cards(hand)


def test_legal_plays_are_distinct_cards_in_hand_order():
    plays = legal_plays(parse_cards("KH 9H KH AH"), parse_cards("QH"), "S")
    assert plays == parse_cards("KH AH")


# ---- §6 rule 1: holding the led suit ----------------------------------------------------
RULE_1 = [
    ("must_beat_the_winning_card", "S", "QH", "9H KH AH 9S", "KH AH"),
    ("cannot_beat_so_any_card_of_the_suit", "S", "AH", "9H KH TH 9S", "9H KH TH"),
    ("identical_card_does_not_beat", "S", "AH", "AH 9H AS", "AH 9H"),
    ("must_follow_even_if_holding_trump", "S", "9H", "TH AS KS", "TH"),
    ("must_beat_the_current_winner_not_the_lead", "C", "QD KD", "JD AD TD", "AD TD"),
    ("lead_already_trumped_any_card_of_the_suit", "S", "TH 9S", "AH QH KS", "AH QH"),
    ("lead_already_trumped_no_need_to_overtrump", "S", "KD QS", "AD 9D AS", "AD 9D"),
    ("trump_led_must_beat", "S", "KS", "9S AS TH", "AS"),
    ("trump_led_cannot_beat_any_trump", "S", "AS", "9S KS AH", "9S KS"),
]


@pytest.mark.parametrize("rules, trump, trick, hand, expected", on_presets(RULE_1, "must_win"))
def test_rule_6_1_follow_suit_and_beat(rules, trump, trick, hand, expected):
    assert legal(hand, trick, trump, rules) == cards(expected)


def test_rule_6_1_beat_even_when_partner_is_winning():
    # Seat 0 led K♦ and seat 1 played 9♦; seat 2 (the leader's partner) must still beat K♦.
    assert legal("TD 9D JS", "KD 9D", "C") == cards("TD")
    # fourth hand, partner (seat 1) winning with A♦: nothing beats it, so any diamond
    assert legal("9D TD", "QD AD KD", "C") == cards("9D TD")


def test_rule_6_1_duty_is_judged_against_the_card_winning_now():
    # Resolution: second hand must beat the lead now, whatever may come later.
    assert legal("AH 9H", "KH", "S") == cards("AH")


# ---- §6 rule 2: void in the led suit, holding trump -------------------------------------
RULE_2 = [
    ("trump_in_any_trump_beats_a_non_trump", "S", "AD", "9S QS KC", "9S QS"),
    ("must_overtrump", "S", "AD JS", "QS 9S KC", "QS"),
    ("cannot_overtrump_any_trump", "S", "AD AS", "KS 9S TC", "KS 9S"),
    ("identical_trump_does_not_overtrump", "S", "AD QS", "QS 9S TC", "QS 9S"),
    ("void_must_trump_even_when_it_cannot_win", "S", "QC KS", "QS JD TH", "QS"),
]


@pytest.mark.parametrize("rules, trump, trick, hand, expected", on_presets(RULE_2, "must_win"))
def test_rule_6_2_void_play_trump_and_overtrump(rules, trump, trick, hand, expected):
    assert legal(hand, trick, trump, rules) == cards(expected)


# ---- §6 rule 3: void in the led suit and in trump ---------------------------------------
RULE_3 = [
    ("after_a_lead", "S", "AD", "KH 9C TH"),
    ("after_a_trump", "S", "AD JS", "KH 9C TH"),
    ("aces_on_a_small_trick", "H", "9S TS", "AD AC"),
    ("no_nines", "S", "AD JS", "KH QC TH"),
]


@pytest.mark.parametrize("rules, trump, trick, hand",
                         on_presets(RULE_3, "must_win") + on_presets(RULE_3, "post_1945"))
def test_rule_6_3_void_in_suit_and_trump_any_card(rules, trump, trick, hand):
    assert legal(hand, trick, trump, rules) == cards(hand)


# ---- §8 / §6: the post-1945 obligation ----------------------------------------------------
POST = [
    ("follow_with_any_card_of_the_suit", "S", "QH", "9H KH AH 9S", "9H KH AH"),
    ("void_any_trump_no_overtrump", "S", "AD JS", "QS 9S KC", "QS 9S"),
    ("trump_led_must_beat", "S", "KS", "9S AS TH", "AS"),
    ("void_in_suit_and_trump_any_card", "S", "AD", "KH 9C", "KH 9C"),
    ("must_still_follow_suit", "S", "9H", "TH AS KS", "TH"),
]


@pytest.mark.parametrize("rules, trump, trick, hand, expected", on_presets(POST, "post_1945"))
def test_rule_8_post_1945_obligation(rules, trump, trick, hand, expected):
    assert rules.obligation == "post_1945"
    assert legal(hand, trick, trump, rules) == cards(expected)


def test_hoyle_and_the_post_1945_preset_play_post_1945():
    assert HOYLE.obligation == POST_1945.obligation == "post_1945"


# ---- RULES.md §9 worked cases -----------------------------------------------------------
WORKED = [
    ("seed_example", "S", "QH 9D", "9H TH AH KS", "TH AH", "9H TH AH"),
    ("must_beat_even_your_partner", "C", "KD 9D", "TD 9D JS", "TD", "TD 9D"),
    ("lead_suit_already_trumped", "S", "TH 9S", "AH QH KS", "AH QH", "AH QH"),
    ("must_overtrump", "S", "AD JS", "QS 9S KC", "QS", "QS 9S"),
    ("cannot_beat_any_trump", "S", "AD AS", "KS 9S TC", "KS 9S", "KS 9S"),
]


@pytest.mark.parametrize("rules, trump, trick, hand, must_win, post_1945",
                         on_presets(WORKED, "must_win"))
def test_rule_9_worked_legal_play_cases(rules, trump, trick, hand, must_win, post_1945):
    assert legal(hand, trick, trump, rules) == cards(must_win)
    assert legal(hand, trick, trump, rules.with_(obligation="post_1945")) == cards(post_1945)


# ---- trick winner -----------------------------------------------------------------------
WINNERS = [
    ("seed_example_highest_of_the_suit_led", "S", "QH 9D AH QS", 3),
    ("highest_card_of_the_suit_led", "C", "QH 9D AH KH", 2),
    ("ten_beats_king", "C", "KH TH 9H QH", 1),
    ("off_suit_ace_never_wins", "C", "9H AS AD AH", 3),
    ("lead_wins_when_nobody_follows", "C", "9H AS AD JS", 0),
    ("any_trump_beats_the_suit_led", "S", "AH 9S TH AH", 1),
    ("highest_trump_wins", "S", "AH 9S QS JS", 2),
    ("first_of_two_identical_cards_wins", "S", "AH AH TH KH", 0),
    ("first_of_two_identical_trumps_wins", "D", "AH TD TD 9D", 1),
    ("one_card_trick", "D", "9C", 0),
]


@pytest.mark.parametrize("trump, trick, index", [w[1:] for w in WINNERS],
                         ids=[w[0] for w in WINNERS])
def test_rule_6_trick_winner(trump, trick, index):
    played = parse_cards(trick)
    assert trick_winner(played, trump) == index
    assert trick_winner(trick, trump) == index  # a string trick works too
    assert winning_card(played, trump) is played[index]


def test_trick_winner_of_an_empty_trick_is_an_error():
    with pytest.raises(PinochleError, match="empty"):
        trick_winner([], "S")


@pytest.mark.parametrize("rules", [None, *ALL_PRESETS], ids=lambda r: getattr(r, "name", "no rules"))
def test_a_trick_of_more_cards_than_players_is_refused(rules):
    players = 4 if rules is None else rules.players
    deck = new_deck(rules) if rules is not None else new_deck()
    full, over = deck[:players], deck[:players + 1]
    assert 0 <= trick_winner(full, "S", rules) < players
    for fn in (trick_winner, winning_card):
        with pytest.raises(PinochleError) as e:
            fn(over, "S", rules)
        assert f"at most one card per player, {players} cards" in str(e.value)
        assert f"got {players + 1} cards" in str(e.value)
    with pytest.raises(PinochleError, match="at most one card per player"):
        explain_winner(over, "S", rules=rules)


def test_without_rules_a_trick_has_at_most_four_cards():
    with pytest.raises(PinochleError, match="give rules= for another game"):
        trick_winner("AS KS QS JS 9S", "H")


def test_a_three_card_trick_is_complete_in_three_handed():
    assert explain_winner("QH AH 9S", "S", rules=THREE_HANDED).endswith("So 9♠ wins (rules page §6).")
    assert explain_winner("QH AH 9S", "S").endswith("So 9♠ is winning (rules page §6).")


@pytest.mark.parametrize("card, winning, trump, expected", [
    ("AH", "KH", "S", True), ("KH", "AH", "S", False), ("AH", "AH", "S", False),
    ("9S", "AH", "S", True), ("AH", "9S", "S", False), ("TS", "9S", "S", True),
    ("AD", "KH", "S", False), ("9S", "9S", "S", False),
], ids=["higher_same_suit", "lower_same_suit", "identical", "trump_on_non_trump",
        "non_trump_on_trump", "higher_trump", "off_suit", "identical_trump"])
def test_rule_6_beats(card, winning, trump, expected):
    assert beats(Card.from_str(card), Card.from_str(winning), Suit.from_str(trump)) is expected


# ---- explanations and errors -----------------------------------------------------------
def test_explain_play_names_the_rule_and_the_cards_for_the_seed_example():
    hand, trick = parse_cards("9H TH AH KS"), parse_cards("QH")
    text = explain_play(hand, trick, "S", "9H")
    assert text.startswith("9♥ is not allowed")
    assert "Q♥" in text and "10♥" in text and "A♥" in text and "rules page §6 rule 1" in text
    assert explain_play(hand, trick, "S", "AH").startswith("A♥ is allowed")
    assert "do not hold" in explain_play(hand, trick, "S", "QD")


@pytest.mark.parametrize("trump, trick, hand, card, rule", [
    ("S", "AD JS", "QS 9S KC", "9S", "rules page §6 rule 2"),
    ("S", "AD", "9S KC", "KC", "rules page §6 rule 2"),
    ("S", "TH 9S", "AH QH KS", "KS", "rules page §6 rule 1"),
    ("S", "QH", "9H KH AH", "9H", "post-1945"),
])
def test_explain_play_cites_the_rule_that_applies(trump, trick, hand, card, rule):
    rules = POST_1945 if rule == "post-1945" else CARDGAMES_IO
    text = explain_play(parse_cards(hand), parse_cards(trick), trump, card, rules)
    assert rule in text
    assert str(Card.from_str(card)) in text


def test_check_play_raises_illegal_play_error_carrying_the_explanation():
    hand, trick = parse_cards("9H TH AH KS"), parse_cards("QH")
    with pytest.raises(IllegalPlayError) as e:
        check_play(hand, trick, "S", "9H")
    assert e.value.reason == explain_play(hand, trick, "S", "9H")
    assert str(e.value) == e.value.reason
    assert check_play(hand, trick, "S", "TH") is Card.from_str("TH")


def test_legal_plays_rejects_a_full_trick_and_bad_cards():
    with pytest.raises(PinochleError, match="complete"):
        legal_plays("AS", "KH QH JH 9H", "S")
    with pytest.raises(InvalidCardError, match="'QX'"):
        legal_plays("AS QX", "KH", "S")
    with pytest.raises(InvalidCardError):
        legal_plays("AS", "KH", "Z")


# ---- a checker written from the §6 text, on random positions ---------------------------
def _beats(c: Card, w: Card, trump: Suit) -> bool:
    return (c.suit is w.suit and c.rank > w.rank) or (c.suit is trump and w.suit is not trump)


def rules_text_legal(hand, trick, trump, must_win=True):
    if not trick:
        return set(hand)
    w = trick[0]
    for c in trick[1:]:
        if _beats(c, w, trump):
            w = c
    led = trick[0].suit
    follow = [c for c in hand if c.suit is led]
    trumps = [c for c in hand if c.suit is trump]
    if must_win:
        group = follow or trumps or list(hand)
        if follow or trumps:
            return set([c for c in group if _beats(c, w, trump)] or group)
        return set(group)
    if follow:
        if led is trump:
            return set([c for c in follow if _beats(c, w, trump)] or follow)
        return set(follow)
    return set(trumps or hand)


def _positions(count, seed, rules=CARDGAMES_IO):
    """Random positions of ``rules``: a hand of 1..hand_size cards and 0..players-1 cards
    already played, from that rule set's deck."""
    rng = random.Random(seed)
    deck = new_deck(rules)
    for _ in range(count):
        rng.shuffle(deck)
        size = rng.randint(1, rules.hand_size)
        n_trick = rng.randint(0, rules.players - 1)
        yield deck[:size], deck[size:size + n_trick], rng.choice(list(Suit))


@pytest.mark.parametrize("rules", BOTH_OBLIGATIONS, ids=rules_id)
def test_legal_plays_match_the_rules_text_on_random_positions(rules):
    must_win = rules.obligation == "must_win"
    for hand, trick, trump in _positions(800, seed=6, rules=rules):
        got = legal_plays(hand, trick, trump, rules)
        assert len(got) == len(set(got))
        assert set(got) == rules_text_legal(hand, trick, trump, must_win), (hand, trick, trump)
        assert set(got) <= set(hand)
        # explain_play agrees with legal_plays about every card in the hand
        for card in set(hand):
            verdict = explain_play(hand, trick, trump, card, rules)
            assert verdict.startswith(f"{card} is allowed" if card in got
                                      else f"{card} is not allowed"), verdict


@pytest.mark.parametrize("rules", ALL_PRESETS, ids=lambda r: r.name)
def test_random_tricks_winner_matches_the_rules_text(rules):
    rng = random.Random(8)
    deck = new_deck(rules)
    for _ in range(1000):
        rng.shuffle(deck)
        trick = deck[:rules.players]
        trump = rng.choice(list(Suit))
        w = 0
        for i in range(1, rules.players):
            if _beats(trick[i], trick[w], trump):
                w = i
        assert trick_winner(trick, trump, rules) == w
        assert explain_winner(trick, trump, rules=rules).endswith(f"So {trick[w]} wins (rules page §6).")


# ---- §7 and §8: trick points -------------------------------------------------------------
def test_rule_7_counters_ace_ten_king_are_ten():
    assert [card_points(c) for c in parse_cards("AS TS KS QS JS 9S")] == [10, 10, 10, 0, 0, 0]
    assert trick_points("AS TS KS QS") == 30
    assert trick_points("AS TS KS QS", last=True) == 40


@pytest.mark.parametrize("scheme, points", [
    ("counters", {"A": 10, "T": 10, "K": 10, "Q": 0, "J": 0, "9": 0}),
    ("classic", {"A": 11, "T": 10, "K": 4, "Q": 3, "J": 2, "9": 0}),
    ("simple", {"A": 10, "T": 10, "K": 5, "Q": 5, "J": 0, "9": 0}),
])
def test_rule_8_counting_schemes_card_values(scheme, points):
    rules = CARDGAMES_IO.with_(counting=scheme)
    for letter, value in points.items():
        assert card_points(letter + "H", rules) == value


@pytest.mark.parametrize("scheme", sorted(COUNTING_SCHEMES))
def test_rule_8_each_counting_scheme_totals_250_with_the_last_trick(scheme):
    rules = CARDGAMES_IO.with_(counting=scheme)
    deck = new_deck(rules)
    assert trick_points(deck, rules) + rules.last_trick_bonus == 250
    assert trick_points(deck, rules, last=True) == 250
    assert rules.trick_points_total == 250


@pytest.mark.parametrize("rules", [r.with_(counting=c) for r in ALL_PRESETS
                                   for c in sorted(COUNTING_SCHEMES)],
                         ids=lambda r: f"{r.name}-{r.counting}")
def test_rule_8_the_whole_deck_in_tricks_is_each_presets_total(rules):
    """Dealt into tricks of one card per player, the deck's points plus the last trick
    make ``trick_points_total``: 250 with one deck, 500 with two (RULES.md §7, §8)."""
    deck = new_deck(rules)
    tricks = [deck[i:i + rules.players] for i in range(0, len(deck), rules.players)]
    assert len(tricks) == len(deck) // rules.players
    total = sum(trick_points(t, rules, last=(i == len(tricks) - 1)) for i, t in enumerate(tricks))
    assert total == rules.trick_points_total == (500 if rules.copies == 4 else 250)
    assert rules.last_trick_bonus == (20 if rules.copies == 4 else 10)


# ---- what a card does, and what the rules ask (classify_play, play_situation) ----------

#: (trump, trick so far, card, kind), by the §6 words: L the suit led, W the winning card.
PLAY_KIND_TABLE = [
    ("S", "", "QH", "lead"),
    ("S", "QH", "TH", "beat"),             # L, higher than W
    ("S", "QH", "9H", "follow"),           # L, lower
    ("S", "QH 9D", "QH", "follow"),        # a copy of W ties: the first played wins
    ("S", "QH 9S", "AH", "follow"),        # L after a plain lead was trumped: cannot win
    ("S", "QS", "AS", "beat"),             # trump led, higher trump
    ("S", "QS TS", "KS", "follow"),        # trump led, lower trump
    ("S", "QH", "9S", "trump in"),         # void in L, the trick not yet trumped
    ("S", "QH AH", "9S", "trump in"),
    ("S", "QH KS", "AS", "overtrump"),     # beats the winning trump
    ("S", "QH KS", "QS", "undertrump"),    # a trump that does not beat it
    ("S", "QH KS", "KS", "undertrump"),    # a copy of the winning trump does not beat it
    ("S", "QH", "AD", "discard"),          # neither L nor trump
    ("S", "QH KS", "AD", "discard"),
    ("H", "QS AS", "9H", "trump in"),
]


@pytest.mark.parametrize("trump, trick, card, kind", PLAY_KIND_TABLE)
def test_classify_play(trump, trick, card, kind):
    assert classify_play(trick, trump, card) == kind
    assert kind in PLAY_KINDS


def test_classify_play_refuses_a_full_trick():
    with pytest.raises(PinochleError, match="complete"):
        classify_play("QH AH KH", "S", "9H", THREE_HANDED)
    assert classify_play("QH AH KH", "S", "9H") == "follow"  # room for a fourth card


#: (obligation, trump, trick, hand, situation): which rule of §6 applies to the hand.
SITUATION_TABLE = [
    ("must_win", "S", "", "AH 9D", "lead"),
    ("must_win", "S", "QH", "9H TH KS", "must beat"),
    ("must_win", "S", "QH 9D AH", "9H TH KS", "cannot beat"),
    ("must_win", "S", "QH", "QH 9H", "cannot beat"),        # a copy of W is not higher
    ("must_win", "S", "QH 9S", "AH TH KS", "lead trumped"),
    ("must_win", "S", "QS", "AS 9H", "must beat"),          # trump led
    ("must_win", "S", "QS AS", "TS 9H", "cannot beat"),
    ("must_win", "S", "QH", "9S AD", "trump in"),
    ("must_win", "S", "QH KS", "AS 9S AD", "overtrump"),
    ("must_win", "S", "QH KS", "QS 9S AD", "undertrump"),
    ("must_win", "S", "QH KS", "KS AD", "undertrump"),      # a copy of W does not beat it
    ("must_win", "S", "QH", "AD KC", "free"),
    ("post_1945", "S", "QH", "9H TH KS", "any of suit"),
    ("post_1945", "S", "QH 9S", "AH KS", "any of suit"),
    ("post_1945", "S", "QS", "AS 9H", "must beat"),         # trump led: beat as before
    ("post_1945", "S", "QS AS", "TS 9H", "cannot beat"),
    ("post_1945", "S", "QH", "9S AD", "trump in"),
    ("post_1945", "S", "QH KS", "AS 9S AD", "any trump"),
    ("post_1945", "S", "QH KS", "QS 9S AD", "undertrump"),
    ("post_1945", "S", "QH", "AD KC", "free"),
]


@pytest.mark.parametrize("obligation, trump, trick, hand, situation", SITUATION_TABLE)
def test_play_situation(obligation, trump, trick, hand, situation):
    rules = CARDGAMES_IO.with_(obligation=obligation)
    assert play_situation(hand, trick, trump, rules) == situation
    assert situation in SITUATIONS


def _allowed_by(situation, hand, trick, trump):
    """The cards each situation allows, from the SITUATIONS wording (§6)."""
    if not trick:
        return set(hand)
    lead = trick[0].suit
    w = trick[0]
    for c in trick[1:]:
        if _beats(c, w, trump):
            w = c
    of_lead = {c for c in hand if c.suit is lead}
    trumps = {c for c in hand if c.suit is trump}
    return {
        "lead": set(hand), "free": set(hand),
        "must beat": {c for c in of_lead if _beats(c, w, trump)},
        "cannot beat": of_lead, "lead trumped": of_lead, "any of suit": of_lead,
        "trump in": trumps, "undertrump": trumps, "any trump": trumps,
        "overtrump": {c for c in trumps if _beats(c, w, trump)},
    }[situation]


@pytest.mark.parametrize("rules", BOTH_OBLIGATIONS, ids=rules_id)
def test_the_situation_allows_exactly_the_legal_cards_on_random_positions(rules):
    for hand, trick, trump in _positions(400, seed=13, rules=rules):
        situation = play_situation(hand, trick, trump, rules)
        assert set(legal_plays(hand, trick, trump, rules)) == _allowed_by(
            situation, hand, trick, trump), (hand, trick, trump, situation)
        for card in set(hand):
            kind = classify_play(trick, trump, card, rules)
            # a card of the suit led is "beat" or "follow"; a trump on another suit's lead
            # is one of the three trump kinds; anything else is a discard
            if not trick:
                assert kind == "lead"
            elif card.suit is trick[0].suit:
                assert kind == ("beat" if _beats(card, winning_card(trick, trump), trump)
                                else "follow")
            elif card.suit is trump:
                assert kind in ("trump in", "overtrump", "undertrump")
            else:
                assert kind == "discard"


@pytest.mark.parametrize("rules, trick, leader, seat", [
    (CARDGAMES_IO, "QH TH", 1, 2), (CARDGAMES_IO, "QH TH AH", 3, 1),
    (CARDGAMES_IO, "QH 9S", 3, 0), (CARDGAMES_IO, "QH", 2, 2),
    (THREE_HANDED, "QH TH", 2, 0), (THREE_HANDED, "AH TH", 1, 1),
])
def test_winning_seat_of_a_trick_in_play(rules, trick, leader, seat):
    assert winning_seat(trick, "S", leader, rules) == seat


def test_winning_seat_refuses_a_leader_the_table_lacks():
    with pytest.raises(PinochleError, match="0..2"):
        winning_seat("QH", "S", 3, THREE_HANDED)


def test_trick_choices_are_the_legal_cards_and_a_reason_for_every_other():
    choices, reasons = trick_choices("9H TH AH KS 9H", "QH", "S")
    assert choices == parse_cards("TH AH")
    assert set(reasons) == set(parse_cards("9H KS"))
    assert reasons[Card("H", "9")].startswith("9♥ is not allowed")
    assert "rules page §6 rule 1" in reasons[Card("S", "K")]
    lead_choices, lead_reasons = trick_choices("9H 9H KS", "", "S")
    assert lead_choices == parse_cards("9H KS") and lead_reasons == {}
