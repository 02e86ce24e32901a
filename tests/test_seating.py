"""Seats and sides (RULES.md §1, §2, §6, §8), as rules tables.

Every expected value is written by hand from the rules: seats are numbered clockwise, play
and bidding go clockwise from the dealer's left, partners sit opposite in the four-hand game
(seats 0+2 and 1+3), and in the three-handed game each seat is its own side.
"""

from __future__ import annotations

import pytest

from pinochle_teach import CARDGAMES_IO, DOUBLE_DECK, THREE_HANDED, PinochleError
from pinochle_teach.seating import (Names, SeatError, bidding_order, capitalise, card_index_of,
                                    check_seat, engine_names, leader_of, names_or_default,
                                    next_seat, opponents, partner, relative_seat, same_side,
                                    seat_at, seat_name, seat_names, seat_of_card, seats_from,
                                    side_count, side_name, side_names, side_of, side_totals,
                                    table_names)

FOUR, THREE = CARDGAMES_IO, THREE_HANDED


# Six and eight at a partnership table (RuleSet accepts any even number from four): partners
# still sit opposite, so the teams are the pairs of opposite seats, written out by hand.
@pytest.mark.parametrize("players,hand_size,teams", [
    (6, 8, [(0, 3), (1, 4), (2, 5)]),
    (8, 6, [(0, 4), (1, 5), (2, 6), (3, 7)]),
])
def test_larger_partnership_tables_pair_the_opposite_seats(players, hand_size, teams):
    rules = CARDGAMES_IO.with_(players=players, hand_size=hand_size)
    assert side_count(rules) == len(teams)
    for team, (a, b) in enumerate(teams):
        assert partner(a, rules) == b and partner(b, rules) == a
        assert side_of(a, rules) == side_of(b, rules) == team
        assert same_side(a, b, rules)
    assert side_totals(list(range(players)), rules) == tuple(a + b for a, b in teams)


@pytest.mark.parametrize("rules,seat,expected", [
    (FOUR, 0, 2), (FOUR, 1, 3), (FOUR, 2, 0), (FOUR, 3, 1),
    (DOUBLE_DECK, 1, 3),
    (THREE, 0, None), (THREE, 1, None), (THREE, 2, None),
])
def test_partner_sits_opposite_and_there_is_none_three_handed(rules, seat, expected):
    assert partner(seat, rules) == expected


@pytest.mark.parametrize("rules,sides,count", [
    (FOUR, (0, 1, 0, 1), 2),
    (THREE, (0, 1, 2), 3),
])
def test_side_of_each_seat(rules, sides, count):
    assert tuple(side_of(s, rules) for s in range(rules.players)) == sides
    assert side_count(rules) == count


@pytest.mark.parametrize("rules,a,b,same", [
    (FOUR, 0, 2, True), (FOUR, 1, 3, True), (FOUR, 0, 1, False), (FOUR, 3, 0, False),
    (FOUR, 2, 2, True), (THREE, 0, 2, False), (THREE, 1, 1, True),
])
def test_same_side(rules, a, b, same):
    assert same_side(a, b, rules) is same


@pytest.mark.parametrize("rules,seat,expected", [
    (FOUR, 0, (1, 3)), (FOUR, 1, (2, 0)), (FOUR, 3, (0, 2)),
    (THREE, 0, (1, 2)), (THREE, 2, (0, 1)),
])
def test_opponents_clockwise_from_the_left(rules, seat, expected):
    assert opponents(seat, rules) == expected


@pytest.mark.parametrize("rules,seat,expected", [
    (FOUR, 0, 1), (FOUR, 3, 0), (THREE, 1, 2), (THREE, 2, 0),
])
def test_play_goes_clockwise(rules, seat, expected):
    assert next_seat(seat, rules) == expected


def test_next_seat_by_several_steps():
    assert next_seat(3, FOUR, steps=2) == 1
    assert next_seat(1, THREE, steps=2) == 0


@pytest.mark.parametrize("rules,start,expected", [
    (FOUR, 2, (2, 3, 0, 1)), (FOUR, 0, (0, 1, 2, 3)), (THREE, 1, (1, 2, 0)),
])
def test_seats_from(rules, start, expected):
    assert seats_from(start, rules) == expected


@pytest.mark.parametrize("rules,dealer,expected", [
    (FOUR, 3, (0, 1, 2, 3)), (FOUR, 1, (2, 3, 0, 1)), (THREE, 2, (0, 1, 2)),
    (THREE, 0, (1, 2, 0)),
])
def test_bidding_starts_left_of_the_dealer_who_speaks_last(rules, dealer, expected):
    assert bidding_order(dealer, rules) == expected


@pytest.mark.parametrize("rules,seat,viewer,expected", [
    # four-hand: 1 left, 2 opposite (partner), 3 right
    (FOUR, 1, 0, 1), (FOUR, 2, 0, 2), (FOUR, 3, 0, 3), (FOUR, 0, 1, 3), (FOUR, 0, 2, 2),
    (FOUR, 2, 2, 0),
    # three-hand: 1 left, 2 right
    (THREE, 1, 0, 1), (THREE, 2, 0, 2), (THREE, 0, 2, 1),
])
def test_relative_seat_and_its_inverse(rules, seat, viewer, expected):
    assert relative_seat(seat, viewer, rules) == expected
    assert seat_at(expected, viewer, rules) == seat


@pytest.mark.parametrize("rules,leader,index,seat", [
    (FOUR, 3, 0, 3), (FOUR, 3, 1, 0), (FOUR, 3, 2, 1), (FOUR, 3, 3, 2), (FOUR, 0, 2, 2),
    (THREE, 2, 0, 2), (THREE, 2, 1, 0), (THREE, 2, 2, 1),
])
def test_seat_of_trick_card_and_back(rules, leader, index, seat):
    assert seat_of_card(leader, index, rules) == seat
    assert card_index_of(seat, leader, rules) == index
    assert leader_of(seat, index, rules) == leader


@pytest.mark.parametrize("rules,seats,sides", [
    (FOUR, ("South", "West", "North", "East"), ("South–North", "West–East")),
    (THREE, ("South", "West", "East"), ("South", "West", "East")),
])
def test_table_names(rules, seats, sides):
    assert seat_names(rules) == seats and side_names(rules) == sides
    assert table_names(rules) == Names(seats, sides)
    assert seat_name(len(seats) - 1, rules) == seats[-1]
    assert side_name(1, rules) == sides[1]


@pytest.mark.parametrize("rules,seats,sides", [
    (FOUR, ("seat 0", "seat 1", "seat 2", "seat 3"), ("Team 0", "Team 1")),
    (THREE, ("seat 0", "seat 1", "seat 2"), ("Seat 0", "Seat 1", "Seat 2")),
])
def test_engine_names(rules, seats, sides):
    names = engine_names(rules)
    assert names.seats == seats and names.sides == sides
    assert names.seat(2) == seats[2] and names.side(1) == sides[1]
    assert names_or_default(None, rules) == names


def test_names_with_one_seat_renamed():
    names = table_names(FOUR).with_seat(0, "South (you)")
    assert names.seats == ("South (you)", "West", "North", "East")
    assert names.sides == ("South–North", "West–East")


@pytest.mark.parametrize("text,expected", [
    ("seat 2 won", "Seat 2 won"), ("North won", "North won"), ("", ""), ("x", "X"),
])
def test_capitalise_only_the_first_letter(text, expected):
    assert capitalise(text) == expected


@pytest.mark.parametrize("names", [("South", "North"), Names(("a", "b", "c"), ("x", "y"))])
def test_names_that_do_not_fit_the_table_are_refused(names):
    with pytest.raises(SeatError, match="names"):
        names_or_default(names, FOUR)


@pytest.mark.parametrize("rules,seat", [(FOUR, 4), (FOUR, -1), (THREE, 3), (FOUR, "1"),
                                        (FOUR, True)])
def test_a_seat_the_table_lacks_is_refused(rules, seat):
    with pytest.raises(SeatError, match=f"0..{rules.players - 1}"):
        check_seat(seat, rules)
    assert issubclass(SeatError, PinochleError)


@pytest.mark.parametrize("rules,per_seat,expected", [
    (FOUR, (100, 20, 40, 0), (140, 20)),      # seats 0+2 and 1+3
    (FOUR, (0, 0, 0, 0), (0, 0)),
    (THREE, (60, 20, 150), (60, 20, 150)),   # each seat its own side
])
def test_side_totals(rules, per_seat, expected):
    assert side_totals(per_seat, rules) == expected
    assert side_totals(list(per_seat), rules) == expected


@pytest.mark.parametrize("rules,per_seat", [(FOUR, (1, 2, 3)), (THREE, (1, 2, 3, 4)),
                                            (FOUR, None), (FOUR, (1, 2, "3", 4))])
def test_side_totals_want_one_number_per_seat(rules, per_seat):
    with pytest.raises(SeatError, match=f"one number of points per seat \\({rules.players}"):
        side_totals(per_seat, rules)
