"""The auction (RULES.md §2, §9): each rule a named test, and bad bids that change nothing."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from pinochle_teach import CARDGAMES_IO, PRESETS, Auction, IllegalBidError, PinochleError
from pinochle_teach.errors import InvalidRulesError
from pinochle_teach.rules import THREE_HANDED
from pinochle_teach.seating import table_names


def snapshot(a: Auction):
    return (list(a.history), a.to_move, a.high_bid, a.high_bidder, a.passed, a.is_over,
            a.winner, a.contract, a.forced)


def run(a: Auction, moves):
    """Apply moves (a bid in points, or None for a pass) for whoever is to move; return the
    seats that moved."""
    seats = []
    for m in moves:
        seats.append(a.to_move)
        a.apply(m)
    return seats


# ---- §2 -----------------------------------------------------------------------------------
@pytest.mark.parametrize("dealer", range(4))
def test_rule_2_player_left_of_the_dealer_bids_first(dealer):
    assert Auction(dealer=dealer).to_move == (dealer + 1) % 4


@pytest.mark.parametrize("dealer", range(4))
def test_rule_2_turns_go_clockwise(dealer):
    a = Auction(dealer)
    seats = run(a, [250, 260, 270, 280])
    assert seats == [(dealer + i) % 4 for i in range(1, 5)]


def test_rule_2_turns_skip_players_who_passed():
    a = Auction(dealer=3)
    seats = run(a, [250, None, 260, 270, 280, 290])
    # seat 1 passed, so after seat 0 comes seat 2
    assert seats == [0, 1, 2, 3, 0, 2]
    assert a.to_move == 3


def test_rule_2_opening_bid_is_250_or_260():
    assert Auction(0).legal_bids() == [250, 260]
    for opening in (250, 260):
        a = Auction(0)
        a.bid(opening)
        assert a.high_bid == opening
    for bad in (240, 270, 255, 300):
        with pytest.raises(IllegalBidError, match="250 or 260"):
            Auction(0).bid(bad)


@pytest.mark.parametrize("step", [10, 20])
def test_rule_2_a_raise_is_exactly_10_or_20(step):
    a = Auction(0)
    a.bid(260)
    assert a.legal_bids() == [270, 280]
    a.bid(260 + step)
    assert a.high_bid == 260 + step


@pytest.mark.parametrize("bad", [260, 265, 275, 290, 300, 250])
def test_rule_2_any_other_raise_is_rejected(bad):
    a = Auction(0)
    a.bid(260)
    with pytest.raises(IllegalBidError) as e:
        a.bid(bad)
    assert "270 or 280" in str(e.value)


def test_rule_2_pass_is_final():
    a = Auction(dealer=3)
    run(a, [250, None])  # seat 0 bids, seat 1 passes
    assert 1 in a.passed
    run(a, [260, 270, 280])  # seats 2, 3, 0
    assert a.to_move == 2  # seat 1 is skipped for good
    before = snapshot(a)
    with pytest.raises(IllegalBidError, match="pass is final"):
        a.bid(290, seat=1)
    with pytest.raises(IllegalBidError, match="pass is final"):
        a.pass_(seat=1)
    assert snapshot(a) == before


def test_rule_2_partners_may_outbid_each_other_and_there_is_no_cap():
    a = Auction(dealer=3)
    run(a, [250, None, 260, None])  # seats 0 and 2 (partners) go on alone
    bid = 260
    while bid < 1000:
        bid += 20
        a.bid(bid)
    assert a.high_bid == 1000 and not a.is_over
    assert a.high_bidder in (0, 2)


def test_rule_2_auction_ends_when_three_have_passed_after_a_bid():
    a = Auction(dealer=0)
    run(a, [250, 260, None])
    assert not a.is_over
    run(a, [None])
    assert not a.is_over
    run(a, [None])
    assert a.is_over
    assert (a.winner, a.contract, a.forced) == (2, 260, False)
    assert a.to_move is None and a.legal_bids() == []


def test_rule_2_the_dealer_may_bid_after_three_passes_if_someone_else_did_not():
    # one player bids, then the others pass round to the bidder: the bidder wins
    a = Auction(dealer=3)
    run(a, [None, None, 250, None])
    assert (a.is_over, a.winner, a.contract, a.forced) == (True, 2, 250, False)


@pytest.mark.parametrize("dealer", range(4))
def test_rule_2_all_three_pass_dealer_holds_250_with_no_choice(dealer):
    a = Auction(dealer)
    run(a, [None, None, None])
    assert a.is_over and a.forced
    assert (a.winner, a.contract) == (dealer, CARDGAMES_IO.minimum_bid) == (dealer, 250)
    assert a.history[-1] == (dealer, 250)
    # the dealer may not raise (RULES.md §2 Resolution)
    assert a.legal_bids() == []
    with pytest.raises(IllegalBidError, match="over"):
        a.bid(260)


# ---- RULES.md §9 ----------------------------------------------------------------------
def test_rule_9_worked_auction():
    a = Auction(dealer=3)
    seats = run(a, [250, 270, 280, None, None, 300])
    assert seats == [0, 1, 2, 3, 0, 1]
    before = snapshot(a)
    for passed_seat in (3, 0):  # a bid by a player who passed
        with pytest.raises(IllegalBidError):
            a.bid(320, seat=passed_seat)
        assert snapshot(a) == before
    run(a, [None])  # seat 2 passes
    assert (a.is_over, a.winner, a.contract) == (True, 1, 300)
    assert a.history == [(0, 250), (1, 270), (2, 280), (3, None), (0, None), (1, 300),
                         (2, None)]


def test_rule_9_bids_of_285_or_310_over_280_are_rejected_with_the_legal_bids():
    a = Auction(dealer=3)
    run(a, [250, 270, 280])
    for bad in (285, 310):
        with pytest.raises(IllegalBidError) as e:
            a.bid(bad)
        assert str(bad) in str(e.value) and "290 or 300" in str(e.value)


# ---- bad input changes nothing -------------------------------------------------------
@pytest.mark.parametrize("call", [
    lambda a: a.bid(270, seat=2),     # out of turn (seat 1 is to move)
    lambda a: a.pass_(seat=0),        # out of turn
    lambda a: a.bid(275),             # out of step
    lambda a: a.bid(260),             # not a raise
    lambda a: a.bid("270"),           # not a number
    lambda a: a.bid(270.0),
    lambda a: a.bid(True),
    lambda a: a.bid(None),
], ids=["bid_out_of_turn", "pass_out_of_turn", "bid_out_of_step", "no_raise", "text",
        "float", "bool", "none"])
def test_bad_bids_raise_and_leave_the_auction_unchanged(call):
    a = Auction(dealer=3)
    run(a, [260])  # seat 0 opened at 260; seat 1 to move
    before = snapshot(a)
    with pytest.raises(IllegalBidError) as e:
        call(a)
    assert isinstance(e.value, PinochleError)
    assert "legal" in str(e.value) or "turn" in str(e.value)
    assert snapshot(a) == before


def test_out_of_turn_message_names_the_seat_to_move():
    a = Auction(dealer=3)
    with pytest.raises(IllegalBidError, match="seat 0's turn"):
        a.bid(250, seat=2)


def test_no_bids_after_the_auction_is_over():
    a = Auction(dealer=3)
    run(a, [250, None, None, None])
    before = snapshot(a)
    with pytest.raises(IllegalBidError, match="over"):
        a.pass_()
    with pytest.raises(IllegalBidError, match="over"):
        a.bid(260)
    assert snapshot(a) == before


@pytest.mark.parametrize("dealer", [-1, 4, "0", None, 1.0])
def test_dealer_must_be_a_seat(dealer):
    with pytest.raises(IllegalBidError, match="0..3"):
        Auction(dealer)


def test_copy_is_independent():
    a = Auction(dealer=1)
    run(a, [250])
    b = a.copy()
    b.bid(260)
    assert a.high_bid == 250 and len(a.history) == 1
    assert b.high_bid == 260 and len(b.history) == 2


def test_bids_come_from_the_rule_set():
    rules = CARDGAMES_IO.with_(opening_bids=(300,), bid_steps=(50,), minimum_bid=300)
    a = Auction(0, rules)
    assert a.legal_bids() == [300]
    a.bid(300)
    assert a.legal_bids() == [350]
    b = Auction(0, rules)
    run(b, [None, None, None])
    assert b.contract == 300 and b.forced


# ---- §2 on every preset (RULES.md §8: its own seats, opening bids, steps and minimum) ----------
ALL_PRESETS = list(PRESETS.values())


def preset_id(rules):
    return rules.name


@pytest.mark.parametrize("rules", ALL_PRESETS, ids=preset_id)
def test_every_preset_opens_left_of_the_dealer_and_goes_clockwise(rules):
    n = rules.players
    for dealer in range(n):
        a = Auction(dealer, rules)
        assert a.to_move == (dealer + 1) % n
        assert a.legal_bids() == list(rules.opening_bids)
        bid, seats = rules.opening_bids[0], []
        for _ in range(n):
            seats.append(a.to_move)
            a.bid(bid)
            bid += rules.bid_steps[0]
        assert seats == [(dealer + i) % n for i in range(1, n + 1)]


@pytest.mark.parametrize("rules", ALL_PRESETS, ids=preset_id)
def test_every_preset_raises_by_its_steps_only(rules):
    a = Auction(0, rules)
    opening = rules.opening_bids[-1]
    a.bid(opening)
    assert a.legal_bids() == [opening + s for s in rules.bid_steps]
    before = snapshot(a)
    for bad in (opening, opening + 5, opening + max(rules.bid_steps) + 10):
        with pytest.raises(IllegalBidError) as e:
            a.bid(bad)
        assert " or ".join(str(opening + s) for s in rules.bid_steps) in str(e.value)
        assert snapshot(a) == before


@pytest.mark.parametrize("rules", ALL_PRESETS, ids=preset_id)
def test_every_preset_sticks_the_dealer_at_its_minimum_bid(rules):
    for dealer in range(rules.players):
        a = Auction(dealer, rules)
        run(a, [None] * (rules.players - 1))
        assert a.is_over and a.forced
        assert (a.winner, a.contract) == (dealer, rules.minimum_bid)
        assert a.history[-1] == (dealer, rules.minimum_bid)


@pytest.mark.parametrize("rules", ALL_PRESETS, ids=preset_id)
def test_every_preset_ends_when_all_but_one_have_passed(rules):
    a = Auction(0, rules)
    run(a, [rules.opening_bids[0]])  # seat 1 opens
    for k in range(rules.players - 1):
        assert not a.is_over
        a.pass_()
    assert a.is_over and (a.winner, a.contract, a.forced) == (1, rules.opening_bids[0], False)
    assert len(a.passed) == rules.players - 1


@settings(max_examples=60, deadline=None, database=None)
@given(rules=st.sampled_from(ALL_PRESETS), dealer=st.integers(0, 3),
       choices=st.lists(st.integers(0, 3), max_size=60))
def test_random_auctions_on_every_preset_keep_the_rules(rules, dealer, choices):
    """Whatever is bid, on every preset: each move is from legal_bids() or a pass, by the
    seat to move; the auction ends with all but one seat passed, and the contract is the
    last bid (or the dealer's forced minimum)."""
    dealer %= rules.players
    a = Auction(dealer, rules)
    for c in choices + [0] * (rules.players * 2):  # then pass out
        if a.is_over:
            break
        legal = a.legal_bids()
        assert legal and a.to_move not in a.passed
        if c == 0:
            a.pass_()
        else:
            a.bid(legal[(c - 1) % len(legal)])
    assert a.is_over and len(a.passed) == rules.players - 1
    bids = [b for _, b in a.history if b is not None]
    assert a.contract == bids[-1] >= rules.minimum_bid
    assert a.winner not in a.passed
    assert all(later - earlier in rules.bid_steps for earlier, later in zip(bids, bids[1:])
               if not a.forced)
    assert (bids[0] in rules.opening_bids) or a.forced


@pytest.mark.parametrize("name", list(PRESETS))
def test_an_auction_accepts_a_preset_name(name):
    assert Auction(0, name).rules is PRESETS[name]


@pytest.mark.parametrize("bad", ["Bridge", 4, None])
def test_an_auction_with_rules_that_are_not_rules_says_what_is_accepted(bad):
    with pytest.raises(InvalidRulesError) as e:
        Auction(0, bad)
    assert "RuleSet" in str(e.value) and "'Three-handed'" in str(e.value)


@pytest.mark.parametrize("rules, moves, call, message", [
    (CARDGAMES_IO, [], lambda a: a.bid(250, seat=2), "it is South's turn to bid, not North's"),
    (CARDGAMES_IO, [None], lambda a: a.bid(260, seat=0),
     "South has passed, and a pass is final; West is to bid"),
    (CARDGAMES_IO, [250, None, None, None], lambda a: a.pass_(),
     "the auction is over (South won at 250): no more passes"),
    (THREE_HANDED, [], lambda a: a.bid(200, seat=2), "it is South's turn to bid, not East's"),
])
def test_auction_messages_use_the_names_given(rules, moves, call, message):
    a = Auction(dealer=3 if rules.players == 4 else 2, rules=rules, names=table_names(rules))
    run(a, moves)
    before = snapshot(a)
    with pytest.raises(IllegalBidError) as err:
        call(a)
    assert str(err.value).startswith(message)
    assert snapshot(a) == before
    assert a.copy().names == table_names(rules)
