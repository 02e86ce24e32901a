"""The game state machine (RULES.md §1-7): phases in order, the pass, meld, surrender,
trick play, scoring and the end of the game; bad input that leaves the game unchanged.

Games are driven with chosen actions (helpers below) or with seeded RandomPlayers; expected
values are computed with the engine's rule functions (best_meld, trick_winner, score_hand,
game_winner), never copied from a previous run.
"""

from __future__ import annotations

import random
from collections import Counter

import pytest

from pinochle_teach import (CARDGAMES_IO, PRESETS, THREE_HANDED, Card, IllegalActionError,
                            IllegalBidError, IllegalPlayError, InvalidCardError,
                            InvalidHandError, PinochleError, Suit, WrongPhaseError, best_meld, can_surrender, deal, game_winner,
                            legal_plays, new_deck, parse_cards, score_hand, trick_points,
                            trick_winner)
from pinochle_teach.errors import InvalidRulesError
from pinochle_teach.game import Action, Game, Phase
from pinochle_teach.players import RandomPlayer, play_game, play_hand


# ---- helpers: drive a game with chosen actions ------------------------------------------
def win_auction(game: Game, seat: int, contract: int) -> None:
    """Bid so that ``seat`` wins at exactly ``contract`` (a multiple of 10, >= 250): the seat
    after it pushes the price, everyone else passes at once."""
    rival = (seat + 1) % 4
    while game.phase is Phase.AUCTION:
        s, high = game.to_move, game.auction.high_bid
        if s == seat:
            if high is None:
                bid = contract if contract in (250, 260) else 250
            else:
                bid = contract if contract - high in (10, 20) else high + 10
            game.apply(f"bid {bid}")
        elif s == rival and contract >= 270 and (high is None or contract - (high + 10) >= 10):
            game.apply(f"bid {250 if high is None else high + 10}")
        else:
            game.apply("pass")
    assert (game.bidder, game.contract) == (seat, contract)


def all_pass(game: Game) -> None:
    while game.phase is Phase.AUCTION:
        game.apply("pass")


def give(game: Game, cards) -> None:
    for c in parse_cards(cards):
        game.apply(Action("give", c))


def first_cards(game: Game, n: int) -> list[Card]:
    """The first ``n`` cards of the hand of the seat to move (as held)."""
    return list(game.hands[game.to_move][:n])


def through_pass(game: Game, trump="H") -> None:
    """Name trump and make the pass and the return with the first cards held."""
    game.apply(f"trump {trump}")
    give(game, first_cards(game, 4))
    give(game, first_cards(game, 4))


def play_random_card(game: Game, rng: random.Random) -> None:
    game.apply(rng.choice(game.legal_actions()))


def players(seed: int):
    return [RandomPlayer(seed * 10 + i) for i in range(4)]


# ---- phases ----------------------------------------------------------------------------------
@pytest.mark.parametrize("seed", range(6))
def test_phases_come_in_order(seed):
    game = Game(seed)
    ps = players(seed)
    seen = [game.phase]
    while game.phase not in (Phase.SCORE, Phase.GAME_OVER):
        game.apply(ps[game.to_move].choose(game.view(game.to_move)))
        if game.phase is not seen[-1]:
            seen.append(game.phase)
    expected = [Phase.AUCTION, Phase.TRUMP, Phase.PASS, Phase.RETURN]
    assert seen[:4] == expected
    if seen[4] is Phase.SURRENDER:
        assert seen[5:] in ([Phase.SCORE], [Phase.TRICKS, Phase.SCORE])
    else:
        assert seen[4:] == [Phase.TRICKS, Phase.SCORE]
    dealer = game.dealer
    game.apply("next deal")
    assert game.phase is Phase.AUCTION and game.hand_number == 2
    assert game.dealer == (dealer + 1) % 4  # §1: the deal passes clockwise
    assert game.to_move == (game.dealer + 1) % 4


def test_a_new_game_is_dealt_from_its_seed():
    a, b = Game(11), Game(11)
    assert a.dealt == b.dealt and a.dealer == b.dealer
    assert Game(11).dealt != Game(12).dealt
    assert Counter(c for h in a.dealt for c in h) == Counter(new_deck())
    assert all(len(h) == 12 for h in a.dealt)


@pytest.mark.parametrize("seed", range(4))
def test_rule_1_the_deal_passes_clockwise(seed):
    game = Game(seed)
    dealers = [game.dealer]
    ps = players(seed)
    for _ in range(5):
        play_hand(game, ps)
        game.apply("next deal")
        dealers.append(game.dealer)
    assert dealers == [(dealers[0] + i) % 4 for i in range(6)]


def test_rule_1_first_dealer_is_drawn_from_the_seed_unless_given():
    dealers = {Game(seed).dealer for seed in range(40)}
    assert dealers == {0, 1, 2, 3}
    game = Game(5, dealer=2)
    assert game.dealer == 2 and game.to_move == 3
    # giving the dealer does not change the deal of that seed
    assert Game(5, dealer=2).dealt == Game(5, dealer=0).dealt


def test_a_chosen_first_deal_is_used():
    hands = deal(99)
    game = Game(1, hands=[" ".join(c.code for c in h) for h in hands], dealer=0)
    assert game.dealt == hands


@pytest.mark.parametrize("hands, error, text", [
    (["AS AS AS"] + ["9H"] * 3, InvalidHandError, "A♠"),
    (None, InvalidHandError, "held 3 times"),
    (["AS"] * 3, PinochleError, "4 hands of 12"),
    (["AS XX"] + ["9H"] * 3, InvalidCardError, "'XX'"),
], ids=["card_three_times_in_a_hand", "card_three_times_across_hands", "too_few_hands",
        "unknown_card"])
def test_a_chosen_deal_must_be_a_real_deal(hands, error, text):
    if hands is None:  # each hand is fine alone, but one card kind is dealt three times
        hands = [list(h) for h in deal(1)]
        extra = hands[0][0]
        spot = next(i for i, c in enumerate(hands[1]) if c is not extra)
        hands[1][spot] = extra
        text = str(extra)
    with pytest.raises(error, match=text):
        Game(1, hands=hands)


@pytest.mark.parametrize("bad", ["7", 1.5, True])
def test_seed_must_be_a_whole_number(bad):
    with pytest.raises(PinochleError, match="seed"):
        Game(bad)


# ---- §2 in the game -----------------------------------------------------------------------
def test_rule_2_auction_actions_are_the_legal_bids_and_pass():
    game = Game(3, dealer=1)
    assert game.to_move == 2
    assert [str(a) for a in game.legal_actions()] == ["bid 250", "bid 260", "pass"]
    game.apply("bid 260")
    assert [str(a) for a in game.legal_actions()] == ["bid 270", "bid 280", "pass"]


def test_rule_2_stuck_dealer_in_the_game():
    game = Game(3, dealer=1)
    all_pass(game)
    assert (game.bidder, game.contract, game.auction.forced) == (1, 250, True)
    assert game.phase is Phase.TRUMP and game.to_move == 1


# ---- §3 trump and the pass ----------------------------------------------------------------
def test_rule_3_contract_winner_names_any_suit_held_or_not():
    game = Game(8, dealer=0)
    win_auction(game, 2, 300)
    assert game.phase is Phase.TRUMP and game.to_move == 2
    assert {a.value for a in game.legal_actions()} == set(Suit)
    held = Counter(c.suit for c in game.hands[2])
    fewest = min(Suit, key=lambda s: held[s])
    game.apply(Action("trump", fewest))
    assert game.trump is fewest


@pytest.mark.parametrize("bidder", range(4))
def test_rule_3_partner_passes_exactly_four_and_bidder_returns_four(bidder):
    game = Game(20 + bidder, dealer=(bidder + 1) % 4)
    win_auction(game, bidder, 260)
    game.apply("trump S")
    partner = (bidder + 2) % 4
    others = [s for s in range(4) if s not in (bidder, partner)]
    other_hands = [list(game.hands[s]) for s in others]
    assert game.phase is Phase.PASS and game.to_move == partner
    assert CARDGAMES_IO.pass_count == 4
    cards = first_cards(game, 4)
    for i, card in enumerate(cards):
        assert game.phase is Phase.PASS and game.to_move == partner
        game.apply(Action("give", card))
        assert len(game.hands[partner]) == 11 - i
    assert game.phase is Phase.RETURN and game.to_move == bidder
    assert len(game.hands[bidder]) == 16 and len(game.hands[partner]) == 8
    assert Counter(game.passed) == Counter(cards)
    back = first_cards(game, 4)
    give(game, back)
    assert len(game.hands[bidder]) == 12 and len(game.hands[partner]) == 12
    assert Counter(game.returned) == Counter(back)
    assert Counter(game.hands[partner]) == Counter(game.dealt[partner]) - Counter(cards) + Counter(back)
    # the other team exchanges nothing
    assert [Counter(game.hands[s]) for s in others] == [Counter(h) for h in other_hands]
    assert game.phase in (Phase.TRICKS, Phase.SURRENDER)


def test_rule_3_bidder_may_return_the_very_cards_received():
    game = Game(31, dealer=3)
    win_auction(game, 0, 250)
    game.apply("trump C")
    received = first_cards(game, 4)
    give(game, received)
    give(game, received)  # all four straight back
    assert Counter(game.hands[0]) == Counter(game.dealt[0])
    assert Counter(game.hands[2]) == Counter(game.dealt[2])


def test_rule_3_pass_is_compulsory_also_for_a_stuck_dealer():
    game = Game(4, dealer=0)
    all_pass(game)
    game.apply("trump D")
    assert game.phase is Phase.PASS and game.to_move == 2
    give(game, first_cards(game, 4))
    assert game.phase is Phase.RETURN and game.to_move == 0


def test_rule_3_the_partner_can_only_give_cards_held():
    game = Game(4, dealer=0)
    all_pass(game)
    game.apply("trump D")
    missing = next(c for c in set(new_deck()) if c not in game.hands[2])
    before = game.state_key()
    with pytest.raises(IllegalActionError, match="does not hold") as err:
        game.apply(Action("give", missing))
    assert game.state_key() == before
    # The message speaks of the player as "they" and lists the cards they may give.
    assert "; they may: " in str(err.value) and "it may" not in str(err.value)


# ---- §4 meld in the game -------------------------------------------------------------------
@pytest.mark.parametrize("seed", range(5))
def test_rule_4_melds_of_all_four_and_team_totals(seed):
    game = Game(seed)
    win_auction(game, game.to_move, 250)
    through_pass(game, trump="SHDC"[seed % 4])
    trump = game.trump
    for seat in range(4):
        assert game.melds[seat].total == best_meld(game.hands[seat], trump).total
        assert game.melds[seat].melds == best_meld(game.hands[seat], trump).melds
    assert game.team_meld == (game.melds[0].total + game.melds[2].total,
                              game.melds[1].total + game.melds[3].total)


# ---- §5 surrender -------------------------------------------------------------------------------
def _to_meld(seed, contract, bidder=0):
    game = Game(seed, dealer=(bidder + 3) % 4)
    win_auction(game, bidder, contract)
    through_pass(game, trump="S")
    return game


def test_rule_5_surrender_is_offered_to_the_contract_winner_only_when_allowed():
    offered = refused = 0
    for seed in range(12):
        for contract in (260, 300, 400, 600):
            game = _to_meld(seed, contract)
            bt = game.bidder % 2
            allowed = can_surrender(contract, game.team_meld[bt])
            assert allowed == (contract > game.team_meld[bt] + 250)
            if allowed:
                offered += 1
                assert game.phase is Phase.SURRENDER and game.to_move == game.bidder
                assert {str(a) for a in game.legal_actions()} == {"surrender", "play on"}
            else:
                refused += 1
                assert game.phase is Phase.TRICKS
                assert "surrender" not in {str(a) for a in game.legal_actions()}
    assert offered and refused  # both branches were exercised


def test_rule_5_surrender_scores_the_hand_with_no_tricks():
    game = _to_meld(2, 700)
    assert game.phase is Phase.SURRENDER
    meld = game.team_meld
    game.apply("surrender")
    assert game.phase is Phase.SCORE
    assert game.tricks == ()
    result = game.hand_results[-1]
    assert result.surrendered and not result.made
    assert result.score == tuple(score_hand(700, 0, meld, (0, 0), surrendered=True))
    assert result.score == (-700, meld[1])
    assert game.scores == [-700, meld[1]]


def test_rule_5_playing_on_starts_the_tricks_with_the_bidder_leading():
    game = _to_meld(2, 700, bidder=1)
    game.apply("play on")
    assert game.phase is Phase.TRICKS and game.to_move == 1 and game.leader == 1


def test_rule_5_bidders_who_play_on_are_scored_normally():
    game = _to_meld(2, 700, bidder=1)
    game.apply("play on")
    play_hand(game, players(2))
    r = game.hand_results[-1]
    assert not r.surrendered and len(game.tricks) == 12
    assert r.score == tuple(score_hand(700, 1, game.team_meld, game.trick_points))


@pytest.mark.parametrize("seed", range(8))
def test_rule_5_stuck_dealer_never_gets_to_surrender(seed):
    game = Game(seed)
    all_pass(game)
    game.apply("trump H")
    # pass the worst cards we can: keep nothing back for meld
    give(game, first_cards(game, 4))
    give(game, first_cards(game, 4))
    assert game.contract == 250
    assert game.phase is Phase.TRICKS


def test_rule_5_surrender_is_not_an_action_during_the_tricks():
    game = _to_meld(0, 260)
    if game.phase is Phase.SURRENDER:
        game.apply("play on")
    before = game.state_key()
    with pytest.raises(WrongPhaseError):
        game.apply("surrender")
    assert game.state_key() == before


# ---- §6 trick play in the game -------------------------------------------------------------------
@pytest.mark.parametrize("seed", range(8))
def test_rule_6_bidder_leads_then_each_trick_winner_leads(seed):
    rng = random.Random(seed)
    game = _to_meld(seed, 260, bidder=seed % 4)
    if game.phase is Phase.SURRENDER:
        game.apply("play on")
    assert game.to_move == game.bidder == game.leader
    expected_leader = game.bidder
    while game.phase is Phase.TRICKS:
        assert game.leader == expected_leader and game.to_move == expected_leader
        for i in range(4):
            seat = game.to_move
            assert seat == (expected_leader + i) % 4
            legal = legal_plays(game.hands[seat], game.trick, game.trump)
            assert {a.value for a in game.legal_actions()} == set(legal)
            game.apply(Action("play", rng.choice(legal)))
        record = game.tricks[-1]
        expected_leader = (record.leader + trick_winner(record.cards, game.trump)) % 4
        assert record.winner == expected_leader
    assert len(game.tricks) == 12


def test_rule_6_an_illegal_card_is_rejected_with_the_reason():
    for seed in range(50):
        game = _to_meld(seed, 260)
        if game.phase is Phase.SURRENDER:
            game.apply("play on")
        lead = game.hands[game.to_move][0]
        game.apply(Action("play", lead))
        hand = game.hands[game.to_move]
        legal = set(legal_plays(hand, game.trick, game.trump))
        illegal = [c for c in hand if c not in legal]
        if illegal:
            break
    else:
        pytest.fail("no position with an illegal card in 50 seeds")
    before = game.state_key()
    with pytest.raises(IllegalPlayError) as e:
        game.apply(Action("play", illegal[0]))
    assert str(illegal[0]) in e.value.reason and "rules page §6" in e.value.reason
    assert game.state_key() == before


# ---- §7 scoring in the game ------------------------------------------------------------------
@pytest.mark.parametrize("seed", range(10))
def test_rule_7_trick_points_last_trick_bonus_and_score(seed):
    game = Game(seed)
    play_hand(game, players(seed))
    result = game.hand_results[-1]
    if result.surrendered:
        assert game.tricks == ()
        return
    assert len(game.tricks) == 12 and all(len(t.cards) == 4 for t in game.tricks)
    for i, t in enumerate(game.tricks):
        assert t.points == trick_points(t.cards, last=(i == 11))
    assert game.tricks[-1].points == trick_points(game.tricks[-1].cards) + 10
    per_team = [0, 0]
    won = [0, 0]
    for t in game.tricks:
        per_team[t.winner % 2] += t.points
        won[t.winner % 2] += 1
    assert tuple(per_team) == game.trick_points == result.trick_points
    assert sum(per_team) == 250
    assert tuple(won) == game.tricks_won
    bt = game.bidder % 2
    expected = score_hand(game.contract, bt, game.team_meld, game.trick_points)
    assert result.score == tuple(expected) and result.made == expected.made
    assert game.scores == list(expected)
    assert result.totals == tuple(game.scores)


def test_rule_7_running_scores_add_up_over_hands():
    game = play_game(Game(3), players(3), max_hands=6)
    totals = [0, 0]
    for r in game.hand_results:
        totals = [t + s for t, s in zip(totals, r.score)]
        assert list(r.totals) == totals
    assert game.scores == totals


def finished_game(max_hands: int = 60) -> Game:
    """The first seeded game of random players that reaches 1500 within ``max_hands``."""
    for seed in range(100):
        game = play_game(Game(seed), players(seed), max_hands=max_hands)
        if game.is_over:
            return game
    pytest.fail("no random game reached 1500 in 100 seeds")


def test_rule_7_game_ends_at_1500():
    game = finished_game()
    assert game.is_over and game.phase is Phase.GAME_OVER
    for r in game.hand_results[:-1]:
        assert max(r.totals) < 1500
    last = game.hand_results[-1]
    assert max(last.totals) >= 1500
    assert game.winner == game_winner(last.totals, last.bidding_team)
    assert game.to_move is None and game.legal_actions() == []
    before = game.state_key()
    for action in ("next deal", "pass", "play AS"):
        with pytest.raises(WrongPhaseError, match="over"):
            game.apply(action)
    assert game.state_key() == before


def _tie_game(bidding_team: int, before: tuple[int, int]):
    """A hand that starts at ``before`` (a position set up like RULES.md §9's example) and
    in which both teams pass 1500 with the bidders behind."""
    for seed in range(400):
        game = Game(seed)
        game.scores = list(before)
        seat = next(s for s in range(4) if s % 2 == bidding_team and s != game.dealer)
        win_auction(game, seat, 250)
        play_hand(game, players(seed))
        r = game.hand_results[-1]
        if min(r.totals) >= 1500 and r.totals[bidding_team] < r.totals[1 - bidding_team]:
            return game
    pytest.fail("no such hand in 400 seeds")


@pytest.mark.parametrize("bidding_team, before", [(1, (1460, 1280)), (0, (1280, 1460))])
def test_rule_7_both_pass_1500_the_bidders_win(bidding_team, before):
    game = _tie_game(bidding_team, before)
    r = game.hand_results[-1]
    assert r.bidding_team == bidding_team and r.made
    assert game.is_over and game.winner == bidding_team
    assert r.totals[game.winner] < r.totals[1 - game.winner]


# ---- views ------------------------------------------------------------------------------------
def test_view_shows_own_hand_and_only_the_sizes_of_the_others():
    game = Game(6)
    for seat in range(4):
        v = game.view(seat)
        assert v.seat == seat and v.hand == tuple(game.hands[seat])
        assert v.hand_sizes == (12, 12, 12, 12)
        assert v.legal_actions == (tuple(game.legal_actions()) if seat == game.to_move else ())


@pytest.mark.parametrize("seat", [-1, 4, "0", None, True, 1.0])
def test_view_rejects_a_bad_seat(seat):
    game = Game(6)
    before = game.state_key()
    with pytest.raises(PinochleError, match="0..3"):
        game.view(seat)
    assert game.state_key() == before


# ---- bad input leaves the game unchanged --------------------------------------------------
def _game_in(phase: Phase) -> Game:
    game = Game(9, dealer=3)
    if phase is Phase.AUCTION:
        game.apply("bid 250")
        return game
    win_auction(game, 0, 260)
    if phase is Phase.TRUMP:
        return game
    game.apply("trump S")
    if phase is Phase.PASS:
        give(game, first_cards(game, 1))
        return game
    give(game, first_cards(game, 4))
    if phase is Phase.RETURN:
        return game
    give(game, first_cards(game, 4))
    if game.phase is Phase.SURRENDER:
        game.apply("play on")
    if phase is Phase.TRICKS:
        game.apply(game.legal_actions()[0])
        return game
    while game.phase is Phase.TRICKS:
        game.apply(game.legal_actions()[0])
    assert game.phase is phase
    return game


BAD = [
    (Phase.AUCTION, "play AS", WrongPhaseError),
    (Phase.AUCTION, "trump H", WrongPhaseError),
    (Phase.AUCTION, "next deal", WrongPhaseError),
    (Phase.AUCTION, "bid 255", IllegalBidError),
    (Phase.AUCTION, "bid 250", IllegalBidError),
    (Phase.AUCTION, "bid 300", IllegalBidError),
    (Phase.AUCTION, "bid lots", IllegalActionError),
    (Phase.AUCTION, "fold", IllegalActionError),
    (Phase.AUCTION, "play XX", IllegalActionError),
    (Phase.TRUMP, "trump X", IllegalActionError),
    (Phase.TRUMP, "bid 270", WrongPhaseError),
    (Phase.TRUMP, "give AS", WrongPhaseError),
    (Phase.PASS, "trump H", WrongPhaseError),
    (Phase.PASS, "play AS", WrongPhaseError),
    (Phase.RETURN, "pass", WrongPhaseError),
    (Phase.TRICKS, "bid 270", WrongPhaseError),
    (Phase.TRICKS, "give AS", WrongPhaseError),
    (Phase.TRICKS, "play on", WrongPhaseError),
    (Phase.TRICKS, "surrender", WrongPhaseError),
    (Phase.SCORE, "play AS", WrongPhaseError),
    (Phase.SCORE, "pass", WrongPhaseError),
]


@pytest.mark.parametrize("phase, action, error", BAD,
                         ids=[f"{p.value}-{a.replace(' ', '_')}" for p, a, _ in BAD])
def test_bad_actions_raise_a_clear_error_and_change_nothing(phase, action, error):
    game = _game_in(phase)
    before = game.state_key()
    record = game.to_json()
    legal = game.legal_actions()
    with pytest.raises(error) as e:
        game.apply(action)
    assert isinstance(e.value, PinochleError)
    assert len(str(e.value)) > 20
    assert game.state_key() == before
    assert game.to_json() == record
    assert game.legal_actions() == legal


def test_wrong_phase_message_names_the_phase_and_what_is_allowed():
    game = _game_in(Phase.AUCTION)
    with pytest.raises(WrongPhaseError) as e:
        game.apply("play AS")
    assert "auction" in str(e.value) and "bid 260" in str(e.value)


def test_out_of_step_bid_message_lists_the_legal_bids():
    game = _game_in(Phase.AUCTION)
    with pytest.raises(IllegalBidError) as e:
        game.apply("bid 255")
    assert "260 or 270" in str(e.value)


def test_playing_a_card_not_held_is_refused():
    game = _game_in(Phase.TRICKS)
    missing = next(c for c in set(new_deck()) if c not in game.hands[game.to_move])
    before = game.state_key()
    with pytest.raises(IllegalActionError, match="does not hold"):
        game.apply(Action("play", missing))
    assert game.state_key() == before


def test_copy_is_independent():
    game = _game_in(Phase.TRICKS)
    other = game.copy()
    other.apply(other.legal_actions()[0])
    assert other.state_key() != game.state_key()
    assert game.state_key() == _game_in(Phase.TRICKS).state_key()
    # the copy deals the same next hands as the original would
    while game.phase is not Phase.SCORE:
        game.apply(game.legal_actions()[0])
    twin = game.copy()
    game.apply("next deal")
    twin.apply("next deal")
    assert game.dealt == twin.dealt


def test_actions_parse_and_print_both_ways():
    for text in ("bid 260", "pass", "trump H", "give QS", "surrender", "play on", "play TH",
                 "next deal"):
        assert str(Action.parse(text)) == text
        assert Action.parse(text.upper()) == Action.parse(text)
    assert Action.parse("play 10h") == Action("play", Card.from_str("TH"))
    assert eval(repr(Action.parse("give QS")), {"Action": Action}) == Action.parse("give QS")


@pytest.mark.parametrize("count", [-1, 13, "4"])
def test_rule_3_pass_count_must_fit_in_a_hand(count):
    # 13 would leave the partner nothing to give (no legal action); -1 would skip the pass
    with pytest.raises(PinochleError, match="pass_count"):
        CARDGAMES_IO.with_(pass_count=count)


def test_a_widow_with_partners_is_refused():
    # the game would give the bidder the widow and never take cards back: the hand breaks
    with pytest.raises(PinochleError, match="widow"):
        CARDGAMES_IO.with_(hand_size=10, widow=8)


# ---- API edges: what was wrong and what is accepted ------------------------------------------
def test_trump_that_is_not_a_suit_names_the_value_and_lists_the_suits():
    game = _game_in(Phase.TRUMP)
    before = game.state_key()
    with pytest.raises(IllegalActionError) as e:
        game.apply("trump X")
    text = str(e.value)
    assert "'X' is not a suit" in text
    for suit in Suit:
        assert f"{suit.value} ({suit.plural})" in text
    assert game.state_key() == before
    game.apply("trump ♥")  # a symbol is a suit too
    assert game.trump is Suit.HEARTS


@pytest.mark.parametrize("text, says", [
    ("bid ten", "'ten' is not a whole number of points"),
    ("play QX", "unknown card 'QX'"),
    ("give 1S", "unknown card '1S'"),
    ("discard ZZ", "unknown card 'ZZ'"),
    ("fold", "accepted actions are"),
])
def test_an_action_with_a_bad_value_says_what_is_wrong(text, says):
    with pytest.raises(IllegalActionError) as e:
        Action.parse(text)
    assert says in str(e.value) and repr(text) in str(e.value)


@pytest.mark.parametrize("name", list(PRESETS))
def test_a_game_accepts_a_preset_name_for_its_rules(name):
    game = Game(4, name)
    assert game.rules is PRESETS[name]
    assert game.state_key() == Game(4, PRESETS[name]).state_key()
    assert Game.from_record(game.to_record()).rules == PRESETS[name]


@pytest.mark.parametrize("bad", ["x", "hoyle ", 5, None, {"players": 4}])
def test_a_game_with_rules_that_are_not_rules_says_what_is_accepted(bad):
    with pytest.raises(InvalidRulesError) as e:
        Game(1, rules=bad)
    text = str(e.value)
    assert "RuleSet" in text and all(repr(n) in text for n in PRESETS)
    assert repr(bad) in text
    assert isinstance(e.value, PinochleError)


def test_after_the_game_the_winner_is_named_as_a_team_or_a_seat():
    for rules, word in ((CARDGAMES_IO, "Team"), (THREE_HANDED, "Seat")):
        short = rules.with_(target_score=200)  # random players rarely reach 1000 or 1500
        game = play_game(Game(3, short), [RandomPlayer(s) for s in range(rules.players)],
                         max_hands=400)
        assert game.is_over
        with pytest.raises(WrongPhaseError) as e:
            game.apply("next deal")
        assert f"({word} {game.winner} won)" in str(e.value)


def test_three_handed_score_reasons_name_seats_not_teams():
    """Each plays for themselves (RULES.md §8): the hand's reasons say "Seat 1 made the
    contract", one sentence per seat, never "Team"."""
    for seed in range(30):
        game = Game(seed, THREE_HANDED)
        play_hand(game, [RandomPlayer(seed * 3 + s) for s in range(3)])
        res = game.hand_results[-1]
        assert len(res.reasons) == 3
        assert not any("Team" in r for r in res.reasons)
        for seat, reason in enumerate(res.reasons):
            assert reason.startswith(f"Seat {seat} ")
        verb = "surrendered" if res.surrendered else "made the contract" if res.made else "is set"
        assert res.reasons[res.bidding_team].startswith(f"Seat {res.bidder} {verb}")
        if res.made:
            return
    pytest.fail("no made contract in 30 random three-handed hands")  # pragma: no cover


def test_partnership_score_reasons_still_name_teams():
    game = Game(5)
    play_hand(game, [RandomPlayer(s) for s in range(4)])
    res = game.hand_results[-1]
    assert [r.split(" ", 2)[:2] for r in res.reasons] == [["Team", "0"], ["Team", "1"]]


# ---- a game positioned at a player's view (for simulation) -------------------------------
def _to_trick_play(seed, rules, plays):
    g = Game(seed=seed, rules=rules)
    players = [RandomPlayer(seed=seed + s) for s in range(rules.players)]
    while g.phase is not Phase.TRICKS or len(g.history) < plays:
        if g.phase in (Phase.SCORE, Phase.GAME_OVER):
            return None
        g.apply(players[g.to_move].choose(g.view(g.to_move)))
    return g


@pytest.mark.parametrize("rules", [CARDGAMES_IO, THREE_HANDED], ids=lambda r: r.name)
@pytest.mark.parametrize("seed", range(4))
def test_a_game_from_a_view_with_the_real_hands_plays_on_as_the_real_game(rules, seed):
    g = None
    for s in range(seed * 10, seed * 10 + 10):
        g = _to_trick_play(s, rules, plays=30)
        if g is not None:
            break
    assert g is not None
    seat = g.to_move
    copy = Game.from_view(g.view(seat), g.hands, discards=g.discards)
    assert copy.phase is Phase.TRICKS and copy.to_move == seat
    assert copy.legal_actions() == g.legal_actions()
    assert (copy.trick, copy.leader, copy.tricks, copy.trick_points, copy.team_meld) == (
        g.trick, g.leader, g.tricks, g.trick_points, g.team_meld)
    # the same plays to the end of the hand give the same score
    while g.phase is Phase.TRICKS:
        a = g.legal_actions()[-1]
        g.apply(a)
        copy.apply(a)
    assert copy.hand_results[-1].score == g.hand_results[-1].score
    assert copy.hand_results[-1].trick_points == g.hand_results[-1].trick_points


def test_a_game_from_a_view_needs_trick_play_and_one_hand_per_seat():
    g = Game(seed=1)
    with pytest.raises(PinochleError, match="trick play, not auction"):
        Game.from_view(g.view(g.to_move), g.hands)
    t = next(x for x in (_to_trick_play(s, CARDGAMES_IO, plays=20) for s in range(20)) if x)
    with pytest.raises(PinochleError, match="one hand per seat"):
        Game.from_view(t.view(t.to_move), t.hands[:3])
