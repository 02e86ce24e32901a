"""Sentences about play (RULES.md §6, §7) and the trick facts they rest on: a trick
record's counters and last-trick bonus, the bidder's discards (§8), who is winning so far,
and the key moments of a hand, with the engine's names and with the table's."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from pinochle_teach import (CARDGAMES_IO, DOUBLE_DECK, HOYLE, THREE_HANDED, Game, Phase,
                            parse_cards)
from pinochle_teach.commentary import (Moment, describe_trick, discards_note, key_moments,
                                       last_trick_bonus_note, last_trick_coming_note,
                                       winning_so_far)
from pinochle_teach.game import TrickRecord
from pinochle_teach.players import RandomPlayer
from pinochle_teach.seating import Names, SeatError, engine_names, table_names

FULL_HAND = Path(__file__).resolve().parent.parent / "notebooks" / "data" / "full_hand.json"
YOU = table_names().with_seat(0, "South (you)")


def counters_by_hand(cards) -> int:
    """Counters as RULES.md §7 says: A, 10 and K count 10 each, the rest nothing."""
    return sum(10 for c in cards if c.rank.label in ("A", "10", "K"))


# ---- describe_trick ----------------------------------------------------------------------
@pytest.mark.parametrize("rec, rules, names, expected", [
    (TrickRecord(1, tuple(parse_cards("QH TH AH KH")), 3, 30), CARDGAMES_IO, None,
     "Seat 3 won the trick: 30 points."),
    (TrickRecord(1, tuple(parse_cards("QH TH AH KH")), 3, 30), CARDGAMES_IO, table_names(),
     "East won the trick: 30 points."),
    (TrickRecord(2, tuple(parse_cards("QH 9S JH 9H")), 3, 0), CARDGAMES_IO, YOU,
     "East won the trick: 0 points."),
    (TrickRecord(3, tuple(parse_cards("KH QH JH 9H")), 3, 10), CARDGAMES_IO, YOU,
     "East won the trick: 10 points."),
    (TrickRecord(0, tuple(parse_cards("AS QH JH 9H")), 0, 20, bonus=10), CARDGAMES_IO, YOU,
     "South (you) won the trick: 20 points (10 in counters + 10 for the last trick, rules page §7)."),
    (TrickRecord(2, tuple(parse_cards("9S QH JH")), 2, 10, bonus=10), THREE_HANDED,
     table_names(THREE_HANDED),
     "East won the trick: 10 points (0 in counters + 10 for the last trick, rules page §7)."),
    (TrickRecord(1, tuple(parse_cards("9S 9S AH")), 1, 10), THREE_HANDED, None,
     "Seat 1 won the trick: 10 points."),
])
def test_describe_trick(rec, rules, names, expected):
    assert describe_trick(rec, rules, names) == expected


def test_describe_trick_can_leave_the_bonus_out():
    rec = TrickRecord(0, tuple(parse_cards("AS QH JH 9H")), 0, 20, bonus=10)
    assert describe_trick(rec, names=table_names(), last=False) == "South won the trick: 20 points."


def test_describe_trick_says_one_point_not_one_points():
    rec = TrickRecord(0, tuple(parse_cards("AS QH JH 9H")), 0, 1)
    assert describe_trick(rec, CARDGAMES_IO.with_(counting="classic")) == (
        "Seat 0 won the trick: 1 point.")


def test_describe_trick_refuses_names_for_another_table():
    rec = TrickRecord(0, tuple(parse_cards("AS QH JH 9H")), 3, 10)
    with pytest.raises(SeatError):
        describe_trick(rec, CARDGAMES_IO, table_names(THREE_HANDED))


# ---- winning so far ----------------------------------------------------------------------
@pytest.mark.parametrize("trick, trump, leader, rules, names, expected", [
    ("QH TH", "S", 1, CARDGAMES_IO, table_names(), "10♥ (North) is winning so far."),
    ("QH TH", "S", 1, CARDGAMES_IO, None, "10♥ (seat 2) is winning so far."),
    ("QH", "S", 3, CARDGAMES_IO, YOU, "Q♥ (East) is winning so far."),
    ("QH 9S AH", "S", 3, CARDGAMES_IO, YOU, "9♠ (South (you)) is winning so far."),
    ("QH QH", "S", 0, CARDGAMES_IO, table_names(), "Q♥ (South) is winning so far."),
    ("QH TH", "S", 2, THREE_HANDED, table_names(THREE_HANDED), "10♥ (South) is winning so far."),
    ("AS 9H", "H", 1, THREE_HANDED, table_names(THREE_HANDED), "9♥ (East) is winning so far."),
])
def test_winning_so_far(trick, trump, leader, rules, names, expected):
    assert winning_so_far(trick, trump, leader, rules, names) == expected


# ---- the facts of real records: counters, bonus, discards --------------------------------
def play_one_hand(seed, rules):
    g = Game(seed=seed, rules=rules)
    players = [RandomPlayer(seed=seed * 10 + s) for s in range(rules.players)]
    while g.phase not in (Phase.SCORE, Phase.GAME_OVER):
        g.apply(players[g.to_move].choose(g.view(g.to_move)))
    return g


@pytest.mark.parametrize("rules, bonus, total", [
    (CARDGAMES_IO, 10, 250), (HOYLE, 10, 250), (DOUBLE_DECK, 20, 500), (THREE_HANDED, 10, 250),
])
@pytest.mark.parametrize("seed", range(6))
def test_trick_records_carry_counters_and_the_last_trick_bonus(rules, bonus, total, seed):
    g = play_one_hand(seed, rules)
    result = g.hand_results[-1]
    if result.surrendered:
        assert g.tricks == () and result.discard_points == 0
        return
    assert len(g.tricks) == rules.hand_size
    for i, rec in enumerate(g.tricks):
        assert rec.counters == counters_by_hand(rec.cards)
        assert rec.bonus == (bonus if i == len(g.tricks) - 1 else 0)
        assert rec.points == rec.counters + rec.bonus
        assert rec.winning_seat == rec.winner
        assert rec.seat_of(rec.winning_index) == rec.winner
    discards = counters_by_hand(g.discards)
    assert result.discard_points == g.discard_points == discards
    if rules.widow:
        assert len(g.discards) == 3
    else:
        assert discards == 0
    assert sum(rec.points for rec in g.tricks) + result.discard_points == total
    assert sum(result.trick_points) == total


def test_the_bidders_discards_count_in_their_trick_points():
    for seed in range(20):
        g = play_one_hand(seed, THREE_HANDED)
        result = g.hand_results[-1]
        if result.surrendered or not result.discard_points:
            continue
        won = sum(rec.points for rec in g.tricks if rec.winner == g.bidder)
        assert result.trick_points[g.bidder] == won + result.discard_points
        return
    pytest.fail("no hand in 20 seeds had counters in the discards")


def test_hand_result_reasons_can_be_told_with_the_table_names():
    g = play_one_hand(3, CARDGAMES_IO)
    result = g.hand_results[-1]
    assert result.reasons_for(CARDGAMES_IO) == result.reasons
    named = result.reasons_for(CARDGAMES_IO, table_names())
    assert len(named) == 2
    assert named[0].startswith("South–North ") and named[1].startswith("West–East ")
    # the same sentences with the engine's "Team 0"/"Team 1" put back
    back = tuple(r.replace("South–North", "Team 0").replace("West–East", "Team 1")
                 for r in named)
    assert back == result.reasons


# ---- key moments -------------------------------------------------------------------------
def full_hand():
    return json.loads(FULL_HAND.read_text(encoding="utf-8"))


def test_key_moments_of_the_lesson_hand():
    moments = key_moments(full_hand(), names=table_names())
    assert all(isinstance(m, Moment) for m in moments)
    by_step = {m.step: m.text for m in moments}
    # a few moments of the recorded hand, read off its record by hand
    assert by_step[22] == "Trick 6: North has no clubs and trumps in with 9♦."
    assert by_step[27] == ("Trick 7: South must beat partner North's Q♠ with 10♠: the duty to "
                           "beat holds even against a partner.")
    assert by_step[31] == "Trick 8: North has no clubs and overtrumps J♦ with 10♦."
    assert by_step[44] == ("Trick 11: North has no clubs and must play a trump even though "
                           "none can beat K♦: a forced undertrump with Q♦.")
    assert by_step[26] == "Trick 7: East plays the second Q♠: it ties, and the first one played wins."
    assert by_step[48].startswith("Trick 12, the last: West wins it; ")
    assert by_step[48].endswith("+ last trick (10) = 40 points; A, 10 and K count 10 each (rules page §7).")
    assert by_step[4].startswith("Trick 1: North wins a rich trick; ")


def test_key_moments_with_the_engine_names():
    named = key_moments(full_hand(), names=table_names())
    plain = key_moments(full_hand())
    assert [(m.step, m.trick) for m in plain] == [(m.step, m.trick) for m in named]
    assert plain[0].text.startswith("Trick 1: seat 2 wins a rich trick")
    assert all("North" not in m.text for m in plain)


def test_a_rich_trick_is_judged_by_the_rules():
    rules = CARDGAMES_IO
    assert rules.rich_trick_points == 30  # 240 counters / 12 tricks x 1.5
    assert DOUBLE_DECK.rich_trick_points == 36 and THREE_HANDED.rich_trick_points == 24
    moments = key_moments(full_hand())
    g = Game.from_record(full_hand())
    rich = {m.trick for m in moments if "rich trick" in m.text}
    expected = {i + 1 for i, rec in enumerate(g.tricks[:-1]) if rec.points >= 30}
    assert rich == expected and rich


def test_no_partner_moments_three_handed():
    for seed in range(8):
        g = play_one_hand(seed, THREE_HANDED)
        moments = key_moments(g, names=table_names(THREE_HANDED))
        assert not any("partner" in m.text for m in moments)
        assert not any("North" in m.text for m in moments)


def test_key_moments_refuse_names_for_another_table():
    with pytest.raises(SeatError):
        key_moments(full_hand(), names=engine_names(THREE_HANDED))
    with pytest.raises(SeatError):
        key_moments(full_hand(), names=Names(("a",), ("b",)))


# ---- notes about the last trick and the discards -----------------------------------------
@pytest.mark.parametrize("rec, rules, names, expected", [
    (TrickRecord(1, tuple(parse_cards("QH TH AH KH")), 3, 40, bonus=10), CARDGAMES_IO,
     table_names(), "West–East took the last trick and its 10-point bonus (rules page §7)."),
    (TrickRecord(1, tuple(parse_cards("QH TH AH KH")), 2, 40, bonus=10), CARDGAMES_IO, None,
     "Team 0 took the last trick and its 10-point bonus (rules page §7)."),
    (TrickRecord(1, tuple(parse_cards("QH TH AH")), 2, 40, bonus=10), THREE_HANDED,
     table_names(THREE_HANDED), "East took the last trick and its 10-point bonus (rules page §7)."),
    (TrickRecord(1, tuple(parse_cards("QH TH AH KH")), 3, 50, bonus=20),
     DOUBLE_DECK, table_names(DOUBLE_DECK),
     "West–East took the last trick and its 20-point bonus (rules page §7)."),
    (TrickRecord(1, tuple(parse_cards("QH TH AH KH")), 3, 30), CARDGAMES_IO, table_names(), ""),
])
def test_last_trick_bonus_note(rec, rules, names, expected):
    assert last_trick_bonus_note(rec, rules, names) == expected


@pytest.mark.parametrize("rules, expected", [
    (CARDGAMES_IO, "This is the last trick: its winner's team also scores the 10-point "
                   "last-trick bonus (rules page §7)."),
    (THREE_HANDED, "This is the last trick: its winner also scores the 10-point last-trick "
                   "bonus (rules page §7)."),
    (DOUBLE_DECK, "This is the last trick: its winner's team also scores the 20-point "
                  "last-trick bonus (rules page §7)."),
    (CARDGAMES_IO.with_(last_trick_bonus=0), ""),
])
def test_last_trick_coming_note(rules, expected):
    assert last_trick_coming_note(rules) == expected


def test_discards_note():
    for seed in range(30):
        g = play_one_hand(seed, THREE_HANDED)
        if g.hand_results[-1].surrendered or counters_by_hand(g.discards) != 10:
            continue
        name = table_names(THREE_HANDED).seats[g.bidder]
        cards = " ".join(str(c) for c in g.discards)
        assert discards_note(g, table_names(THREE_HANDED)) == (
            f"{name}'s trick points include the 10 points of the discards ({cards}), rules page §8.")
        assert discards_note(g).startswith(f"Seat {g.bidder}'s trick points include")
        break
    else:
        pytest.fail("no hand with 10 points in the discards")
    assert discards_note(play_one_hand(0, CARDGAMES_IO), table_names()) == ""
