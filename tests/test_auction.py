"""The auction (RULES.md §2, §9): each rule a named test, and bad bids that change nothing."""

from __future__ import annotations

import pytest

from pinochle_teach import CARDGAMES_IO, Auction, IllegalBidError, PinochleError


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
