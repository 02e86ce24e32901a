"""The open-hand solver (pinochle_teach.solver): exact values, checked against plain minimax
written independently from the rules text (tests/solver_reference.py), on hand-made
positions for each trick rule of RULES.md §6 and on thousands of positions from seeded games
of every four-hand rule set; and its input checks.

The hand-made expectations are worked out by hand in the comments (points per RULES.md §7:
A, 10, K = 10 each, last trick 10), not read from the code.
"""

from __future__ import annotations

import pytest

from pinochle_teach import (CARDGAMES_IO, DOUBLE_DECK, HOYLE, POST_1945, THREE_HANDED, Card,
                            Deal, Hand, IllegalPlayError, InvalidCardError, InvalidHandError,
                            InvalidRulesError, PinochleError, Suit, parse_cards)
from pinochle_teach.seating import SeatError
from pinochle_teach.solver import InvalidPositionError, Play, Solution, solve

from solver_reference import Minimax, positions, score_line


def C(code: str) -> Card:
    return Card.from_str(code)


def values(sol: Solution) -> dict:
    return {c.code: v for c, v in sol.card_values.items()}


def reference(hands, trump, leader, trick, rules):
    """(points, {card: (team 0, team 1)}) from the independent minimax."""
    hands = [parse_cards(h) for h in hands]
    trick = parse_cards(trick)
    t = Suit.from_str(trump)
    mm = Minimax(t, rules)
    after = mm.after(hands, trick, leader)
    total = mm.total(hands, trick)
    mover = (leader + len(trick)) % 4
    best = max(after.values()) if mover % 2 == 0 else min(after.values())
    return (best, total - best), {c: (v, total - v) for c, v in after.items()}


# ---- hand-made positions, one per trick rule (RULES.md §6) ---------------------------------

def test_follow_suit_when_no_card_beats():
    # Spades trump. South led A♥. West holds K♥ 9♣: must follow hearts (K♥ cannot beat A♥,
    # 9♣ is not allowed). North must follow with 9♥, East with Q♥: South wins A K 9 Q = 20.
    # Last trick: South's A♣ beats 9♣, 10♣ and J♣: 10 + 10 + bonus 10 = 30. Team 0: 50.
    hands = ["AC", "KH 9C", "9H TC", "QH JC"]
    sol = solve(hands, "S", leader=0, trick="AH")
    assert sol.points == (50, 0)
    assert values(sol) == {"KH": (50, 0)}
    assert sol.to_move == 1


def test_must_beat_the_winning_card_and_post_1945_need_not():
    # Spades trump, South led Q♥, West holds A♥ 9♥. Pre-1945 West must beat with A♥: Q A,
    # North's 10♥ and East's K♥ follow: West wins 30, then leads 9♥ and wins the last trick
    # (no one else has a heart or a trump): 10. Team 1: 40.
    hands = ["JD", "AH 9H", "TH 9C", "KH 9D"]
    sol = solve(hands, "S", leader=0, trick="QH")
    assert values(sol) == {"AH": (0, 40)}
    assert sol.points == (0, 40)
    # Post-1945, on a side-suit lead any heart will do. 9♥ would let North's 10♥ win the
    # first trick (10♥ + K♥ = 20 for team 0) and North's 9♣ the last (A♥ 10 + bonus 10).
    post = solve(hands, "S", leader=0, trick="QH", rules=POST_1945)
    assert values(post) == {"AH": (0, 40), "9H": (40, 0)}
    assert post.points == (0, 40)
    assert post.best_cards == (C("AH"),)
    assert post.loss("9H") == 40 and post.loss("AH") == 0


def test_void_in_the_suit_led_must_trump_in():
    # Spades trump, South led A♥, West has no heart: it must trump with 9♠ (K♣ not allowed).
    # 9♠ wins A♥ K♥ Q♥ = 20; West leads K♣ and wins the last trick: 10 + bonus 10. Team 1: 40.
    hands = ["9C", "9S KC", "KH JC", "QH QC"]
    sol = solve(hands, "S", leader=0, trick="AH")
    assert values(sol) == {"9S": (0, 40)}
    assert sol.points == (0, 40)


def test_must_overtrump_and_post_1945_may_undertrump():
    # Spades trump, South led A♥, West trumped with J♠; North, void in hearts with Q♠ 9♠,
    # must overtrump with Q♠: it wins A♥ J♠ Q♠ 10♥ = 20, then leads 9♠; no one else holds a
    # spade, so 9♠ takes K♦ K♣ A♦ = 30 and the bonus 10. Team 0: 60.
    hands = ["KC", "AD", "QS 9S", "TH KD"]
    sol = solve(hands, "S", leader=0, trick="AH JS")
    assert values(sol) == {"QS": (60, 0)}
    # Post-1945 any trump will do: 9♠ leaves the trick to West's J♠ (A♥ 10♥ = 20 for team 1);
    # West leads A♦, North trumps it with Q♠ and takes A♦ K♦ K♣ + bonus = 40.
    post = solve(hands, "S", leader=0, trick="AH JS", rules=POST_1945)
    assert values(post) == {"QS": (60, 0), "9S": (40, 20)}
    assert post.points == (60, 0)


def test_forced_undertrump_when_no_trump_beats():
    # Spades trump, South led A♥, West trumped with K♠; North, void in hearts, holds only
    # 9♠ as trump: it must play it although it cannot win (10♣ not allowed). K♠ wins A♥ K♠
    # 9♠ Q♥ = 20; West's J♦ takes the last trick with 10♣ and A♣: 20 + bonus 10. Team 1: 50.
    hands = ["AC", "JD", "9S TC", "QH 9D"]
    for rules in (CARDGAMES_IO, POST_1945):
        sol = solve(hands, "S", leader=0, trick="AH KS", rules=rules)
        assert values(sol) == {"9S": (0, 50)}
        assert sol.points == (0, 50)


def test_of_two_identical_cards_the_first_played_wins():
    # Spades trump, South leads. A♥: West must follow with its own A♥, which does not beat
    # the first; South takes A A K (30), then J♣ wins the last trick (bonus 10): 40.
    # J♣ first: it wins (no club beats it, no one trumps), East throws 0 or its K♥; either
    # way South's A♥ takes the last trick with West's A♥: 40 again.
    hands = ["AH JC", "AH 9C", "9H QD", "KH JD"]
    sol = solve(hands, "S", leader=0)
    assert values(sol) == {"AH": (40, 0), "JC": (40, 0)}
    # West, to play its A♥ on South's, cannot win the trick: the first A♥ stays winning.
    one = solve(["JC", "AH 9C", "9H QD", "KH JD"], "S", leader=0, trick="AH")
    assert values(one) == {"AH": (40, 0)}


def test_lead_already_trumped_any_card_of_the_suit_led():
    # RULES.md §9: spades trump; 10♥ led, 9♠ trumped: North may play A♥ or Q♥ (neither can
    # win; East follows with 9♥ and West's 9♠ takes the trick).
    hands = ["KC", "JC", "AH QH", "9H 9D"]
    sol = solve(hands, "S", leader=0, trick="TH 9S")
    assert set(values(sol)) == {"AH", "QH"}
    # Q♥: the trick is 10♥ 9♠ Q♥ 9♥ = 10 for team 1; last trick: West leads J♣, South's
    # K♣ wins it with North's A♥: 20 + bonus 10 = 30 for team 0.
    assert values(sol)["QH"] == (30, 10)
    # A♥: 10♥ 9♠ A♥ 9♥ = 20 for team 1; last trick J♣ Q♥ 9♦ K♣: 10 + bonus 10 for team 0.
    assert values(sol)["AH"] == (20, 20)
    assert sol.points == (30, 10)


def test_post_1945_trump_lead_must_be_beaten():
    # Spades trump, South led Q♠: even post-1945 West must beat it with K♠ (9♠ not allowed);
    # K♠ wins Q♠ K♠ 9♥ 9♦ = 10; West's 9♠ wins the last trick (A♣ 10 + bonus 10). Team 1: 30.
    hands = ["AC", "KS 9S", "9H JC", "9D QC"]
    sol = solve(hands, "S", leader=0, trick="QS", rules=POST_1945)
    assert values(sol) == {"KS": (0, 30)}


def test_points_follow_the_counting_scheme_and_bonus():
    # The last trick A♥ 10♥ Q♥ 9♥ led by South, hearts trump: South wins it.
    hands = ["AH", "TH", "QH", "9H"]
    assert solve(hands, "H", 0).points == (30, 0)                     # 10 + 10 + bonus
    classic = CARDGAMES_IO.with_(counting="classic")
    assert solve(hands, "H", 0, rules=classic).points == (34, 0)      # 11 + 10 + 3 + 10
    simple = CARDGAMES_IO.with_(counting="simple")
    assert solve(hands, "H", 0, rules=simple).points == (35, 0)       # 10 + 10 + 5 + 10
    no_bonus = CARDGAMES_IO.with_(last_trick_bonus=0)
    assert solve(hands, "H", 0, rules=no_bonus).points == (20, 0)
    # Double deck: the last trick is worth 20; West wins it with the trump.
    assert solve(["AH", "JS", "KH", "QH"], "S", 0, rules=DOUBLE_DECK).points == (0, 40)


def test_points_already_in_the_trick_go_to_its_winner():
    # A♥ 10♥ 9♥ are already in the trick; East's K♥ cannot beat A♥. South's A♥ wins
    # A 10 9 K + bonus = 40.
    sol = solve(["", "", "", "KH"], "S", 0, trick="AH TH 9H")
    assert sol.points == (40, 0)
    assert sol.line == (Play(3, C("KH")),)


@pytest.mark.parametrize("hands,trump,leader,trick,rules", [
    (["AS 9H", "TS 9D", "KS JH", "QS JD"], "H", 0, "", CARDGAMES_IO),
    (["AH JC", "AH 9C", "9H QD", "KH JD"], "S", 0, "", HOYLE),
    (["KC", "AD", "QS 9S", "TH KD"], "S", 0, "AH JS", POST_1945),
    (["AH KH", "TH JS", "KS QD", "QH TD"], "H", 2, "", DOUBLE_DECK),
    (["TC KC 9S", "AC 9D JD", "TH QS AS", "QC JS KH"], "S", 1, "", CARDGAMES_IO),
])
def test_hand_made_positions_agree_with_plain_minimax(hands, trump, leader, trick, rules):
    sol = solve(hands, trump, leader, trick, rules)
    points, vals = reference(hands, trump, leader, trick, rules)
    assert sol.points == points
    assert dict(sol.card_values) == vals


# ---- thousands of positions from seeded play ---------------------------------------------

#: Positions per variant (eight variants: 2,000 positions in all).
COUNT = 250

VARIANTS = {
    "cardgames.io": (CARDGAMES_IO, False),
    "Hoyle": (HOYLE, False),
    "post-1945": (POST_1945, False),
    "double deck": (DOUBLE_DECK, False),
    "classic counting": (CARDGAMES_IO.with_(counting="classic"), False),
    "simple counting, no bonus, post-1945": (
        POST_1945.with_(counting="simple", last_trick_bonus=0), False),
    "double deck, post-1945, classic": (
        DOUBLE_DECK.with_(obligation="post_1945", counting="classic"), False),
    "cardgames.io, random play": (CARDGAMES_IO, True),
}


def check_line(sol: Solution, hands, trump, leader, trick, rules):
    """The line is legal card by card (by the rules text) and takes the points it claims."""
    return score_line([parse_cards(h) for h in hands], Suit.from_str(trump), leader,
                      parse_cards(trick), sol.line, rules)


@pytest.mark.parametrize("name", list(VARIANTS))
def test_values_equal_plain_minimax_on_positions_from_play(name):
    rules, random_play = VARIANTS[name]
    checked = 0
    for k, (hands, trump, leader, trick) in enumerate(
            positions(rules, seed=17 + len(name), count=COUNT, random_play=random_play)):
        sol = solve(hands, trump, leader, trick, rules)
        mm = Minimax(trump, rules)
        after = mm.after(hands, trick, leader)
        total = mm.total(hands, trick)
        expected = {c: (v, total - v) for c, v in after.items()}
        assert dict(sol.card_values) == expected, (name, k, hands, trump, leader, trick)
        mover = (leader + len(trick)) % 4
        best = max(after.values()) if mover % 2 == 0 else min(after.values())
        assert sol.points == (best, total - best)
        if k % 10 == 0:
            assert check_line(sol, hands, trump, leader, trick, rules) == sol.points
        checked += 1
    assert checked == COUNT


def test_positions_cover_every_trick_situation():
    # The seeded positions above are not all easy: among them are leads, follows that must
    # beat or cannot, trumping in, overtrumps, forced undertrumps and discards, with 1 to 4
    # tricks left, from every variant.
    from pinochle_teach import play_situation
    seen = {}
    left = set()
    for name, (rules, random_play) in VARIANTS.items():
        for hands, trump, leader, trick in positions(rules, seed=17 + len(name), count=COUNT,
                                                     random_play=random_play):
            mover = (leader + len(trick)) % 4
            kind = play_situation(hands[mover], trick, trump, rules)
            seen[kind] = seen.get(kind, 0) + 1
            left.add(len(hands[mover]))
    assert {"lead", "must beat", "cannot beat", "lead trumped", "trump in", "overtrump",
            "undertrump", "free", "any of suit", "any trump"} <= set(seen), seen
    assert left == {1, 2, 3, 4}
    assert sum(seen.values()) == COUNT * len(VARIANTS) >= 2000


# ---- the Solution ------------------------------------------------------------------------

def test_solution_takes_hands_and_deals_and_rule_names():
    hands = ["AH JC", "AH 9C", "9H QD", "KH JD"]
    base = solve(hands, "S", 0)
    assert solve([Hand(h) for h in hands], "♠", 0) == base
    assert solve(Deal(hands), "spades", 0) == base
    assert solve([parse_cards(h) for h in hands], "S", 0, rules="cardgames.io") == base


def test_solution_line_starts_with_a_best_card_and_ends_the_hand():
    hands = ["TC KC 9S", "AC 9D JD", "TH QS AS", "QC JS KH"]
    sol = solve(hands, "S", 1)
    assert len(sol.line) == 12
    assert sol.line[0].seat == 1 and sol.line[0].card in sol.best_cards
    assert check_line(sol, hands, "S", 1, (), CARDGAMES_IO) == sol.points
    # every point still out: 10♣ K♣ A♣ 10♥ A♠ K♥ = 60, and the bonus
    assert sum(sol.points) == 70
    assert str(sol.line[0]).startswith("West ")


def test_solution_is_read_only_and_says_what_it_holds():
    sol = solve(["AS 9H", "TS 9D", "KS JH", "QS JD"], "H", 0)
    with pytest.raises(AttributeError):
        sol.points = (0, 0)
    with pytest.raises(TypeError):
        sol.card_values[C("AS")] = (0, 0)
    text = repr(sol)
    assert text.startswith("Solution(points=(40, 0), to_move=0, card_values={A♠: (40, 0)")
    assert "line=[0:A♠ 1:10♠ 2:K♠ 3:Q♠ 0:" in text
    with pytest.raises(PinochleError, match="not a legal card"):
        sol.loss("TS")


def test_a_table_kept_between_calls_gives_the_same_values():
    # Every position of one played hand, solved in order with one table, then afresh.
    rules = CARDGAMES_IO
    table: dict = {}
    pos = positions(rules, seed=99, count=40, most_tricks=6,
                    rates={1: .3, 2: .3, 3: .3, 4: .3, 5: .3, 6: .3})
    for hands, trump, leader, trick in pos:
        kept = solve(hands, trump, leader, trick, rules, table=table)
        assert kept == solve(hands, trump, leader, trick, rules)
    assert list(table) == [("solver", rules)] and table[("solver", rules)]
    # another rule set keeps its own entries
    hands, trump, leader, trick = pos[0]
    post = solve(hands, trump, leader, trick, POST_1945, table=table)
    assert post == solve(hands, trump, leader, trick, POST_1945)
    assert len(table) == 2
    with pytest.raises(PinochleError, match="dict"):
        solve(hands, trump, leader, trick, table=[])


# ---- bad input ---------------------------------------------------------------------------

def test_rules_other_than_four_hand_partnership_are_refused():
    with pytest.raises(InvalidRulesError, match="four-hand partnership"):
        solve(["AS", "KS", "QS"], "S", 0, rules=THREE_HANDED)
    with pytest.raises(InvalidRulesError, match="unknown rule set"):
        solve(["AS", "KS", "QS", "JS"], "S", 0, rules="bridge")


@pytest.mark.parametrize("hands,trick,leader,error,match", [
    (["AS", "KS", "QS"], "", 0, InvalidPositionError, "four of them"),
    ("AS KS QS JS", "", 0, InvalidPositionError, "one hand per seat"),
    (["AS 9S", "KS", "QS", "JS"], "", 0, InvalidPositionError, "must hold 2, not 1"),
    (["AS", "KS", "QS", "JS"], "9H", 0, InvalidPositionError, "has played to this trick"),
    (["", "", "", ""], "", 0, InvalidPositionError, "no card left"),
    (["", "", "", ""], "AS KS QS JS", 0, InvalidPositionError, "0 to 3"),
    (["AS AS", "AS 9H", "QS JH", "JS TH"], "", 0, InvalidHandError, "held 3 times"),
    (["AS", "9H", "QS", ""], "AS AS JS", 3, InvalidHandError, "held 3 times"),
    (["AS", "KX", "QS", "JS"], "", 0, InvalidCardError, "KX"),
    (["AS", "KS", "QS", "JS"], "", 4, SeatError, "0..3"),
    (["AS 9S " * 7, "KS", "QS", "JS"], "", 0, InvalidHandError, "held 7 times"),
])
def test_impossible_positions_are_refused(hands, trick, leader, error, match):
    with pytest.raises(error, match=match):
        solve(hands, "S", leader, trick)


def test_a_trick_its_players_could_not_have_played_is_refused():
    # West followed with 9♥ although it holds A♥ and had to beat Q♥ (§6 rule 1).
    with pytest.raises(IllegalPlayError, match="West"):
        solve(["JD", "AH", "TH 9C", "KH 9D"], "S", leader=0, trick="QH 9H")
    # Post-1945 the same trick is fine.
    assert solve(["JD", "AH", "TH 9C", "KH 9D"], "S", 0, "QH 9H", POST_1945).to_move == 2


def test_cards_outside_the_deck_and_bad_trump_are_refused():
    with pytest.raises(InvalidHandError, match="nine"):
        solve(["9S", "KS", "QS", "JS"], "S", 0, rules=DOUBLE_DECK)
    with pytest.raises(InvalidCardError, match="suit"):
        solve(["AS", "KS", "QS", "JS"], "X", 0)
