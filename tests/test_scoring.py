"""Hand scoring, surrender and the end of the game (RULES.md §5, §7, §9)."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from pinochle_teach import (CARDGAMES_IO, PRESETS, THREE_HANDED, IllegalActionError, PinochleError,
                            can_surrender, explain_game_winner, explain_score, explain_surrender,
                            game_winner, score_hand, team_of)
from pinochle_teach.scoring import side_label
from pinochle_teach.seating import Names, SeatError, table_names


# ---- §5 surrender ---------------------------------------------------------------------------
@pytest.mark.parametrize("contract, meld, allowed", [
    (310, 60, False),   # 310 is not > 60 + 250
    (320, 60, True),
    (330, 60, True),
    (250, 0, False),    # the stuck dealer's 250 is never > meld + 250
    (260, 0, True),
    (400, 150, False),
    (410, 150, True),
], ids=["equal_is_not_enough", "ten_above", "worked_case", "stuck_dealer", "260_no_meld",
        "400_meld_150", "410_meld_150"])
def test_rule_5_surrender_strictly_above(contract, meld, allowed):
    assert can_surrender(contract, meld) is allowed


@pytest.mark.parametrize("meld", [0, 10, 100, 500])
def test_rule_5_stuck_dealer_at_250_can_never_surrender(meld):
    assert not can_surrender(250, meld)
    with pytest.raises(IllegalActionError):
        score_hand(250, 0, (meld, 0), (0, 0), surrendered=True)


def test_rule_5_surrender_scores_minus_contract_and_opponents_keep_their_meld():
    s = score_hand(330, 0, (60, 140), (0, 0), surrendered=True)
    assert tuple(s) == (-330, 140)
    assert s.made is False
    # opponents score their meld with no trick condition (no tricks are played)
    s = score_hand(330, 1, (140, 60), (0, 0), surrendered=True)
    assert tuple(s) == (140, -330)


def test_rule_5_surrender_that_is_not_allowed_raises_and_says_why():
    with pytest.raises(IllegalActionError) as e:
        score_hand(310, 0, (60, 140), (0, 0), surrendered=True)
    assert "310" in str(e.value) and "rules page §5" in str(e.value)


def test_rule_5_surrender_can_be_switched_off():
    rules = CARDGAMES_IO.with_(surrender_allowed=False)
    assert not can_surrender(600, 0, rules)


# ---- §7 scoring ------------------------------------------------------------------------------
def test_rule_7_bidders_who_make_it_score_their_whole_total():
    s = score_hand(350, 0, (180, 100), (190, 60))
    assert tuple(s) == (370, 160)  # 370, not just the 350 contract
    assert s.made


def test_rule_7_bidders_exactly_on_the_contract_make_it():
    s = score_hand(300, 1, (90, 120), (50, 200))
    assert tuple(s) == (140, 320)
    assert s.made


def test_rule_7_bidders_short_of_the_contract_are_set():
    s = score_hand(400, 0, (150, 80), (200, 50))
    assert tuple(s) == (-400, 130)
    assert not s.made


def test_rule_7_zero_trick_points_voids_meld():
    # opponents with meld but no trick point score nothing
    s = score_hand(250, 0, (100, 200), (250, 0))
    assert tuple(s) == (350, 0)
    # bidders with 0 trick points are set even if their meld alone reaches the contract
    s = score_hand(300, 0, (400, 50), (0, 250))
    assert tuple(s) == (-300, 300)
    assert not s.made


def test_rule_7_tricks_without_trick_points_do_not_save_meld():
    # Resolution: "no points" means trick points; a team that took only tricks of Q/J/9
    # (and not the last trick) scores 0 under the default rules ...
    s = score_hand(250, 0, (100, 200), (250, 0), tricks_won=(10, 2))
    assert tuple(s) == (350, 0)
    # ... and bidders in that position are set although their meld reaches the contract
    s = score_hand(250, 0, (300, 0), (0, 250), tricks_won=(2, 10))
    assert tuple(s) == (-250, 250)


def test_rule_7_ten_trick_points_save_the_meld():
    s = score_hand(250, 0, (100, 200), (240, 10))
    assert tuple(s) == (340, 210)


def test_rule_7_negative_totals_are_allowed():
    assert game_winner((-500, 1400), 0) is None
    assert game_winner((-500, 1500), 0) == 1


def test_rule_7_save_meld_with_any_trick_variant():
    rules = CARDGAMES_IO.with_(save_meld="trick", counting="classic")
    # opponents took one trick of nines and jacks: any trick saves their meld under this rule
    s = score_hand(250, 0, (100, 80), (248, 2), rules=rules, tricks_won=(11, 1))
    assert tuple(s) == (348, 82)
    s = score_hand(250, 0, (100, 80), (250, 0), rules=rules, tricks_won=(12, 0))
    assert tuple(s) == (350, 0)
    with pytest.raises(PinochleError, match="tricks_won"):
        score_hand(250, 0, (100, 80), (250, 0), rules=rules)


def test_scores_carry_reasons_that_cite_the_rules():
    s = score_hand(400, 0, (150, 80), (200, 50))
    assert len(s.reasons) == 2
    assert "set" in s.reasons[0] and "350 < 400" in s.reasons[0] and "rules page §7" in s.reasons[0]
    assert explain_score(s) == "\n".join(s.reasons)


@pytest.mark.parametrize("kwargs", [
    dict(meld=(100,), trick_points=(100, 150)),
    dict(meld=(100, 50, 20), trick_points=(100, 150)),
    dict(meld="lots", trick_points=(100, 150)),
    dict(meld=(100, 50), trick_points=(100,)),
    dict(meld=(100, 50), trick_points=(100, 150), bidders=2),
    dict(meld=(100, 50), trick_points=(100, 150), bidders="0"),
])
def test_malformed_scoring_arguments_raise_pinochle_error(kwargs):
    kwargs = {"contract": 300, "bidders": 0, **kwargs}
    with pytest.raises(PinochleError):
        score_hand(**kwargs)


# ---- §7 end of game -----------------------------------------------------------------------
@pytest.mark.parametrize("totals, bidders, winner", [
    ((1490, 1400), 0, None),
    ((1500, 1400), 1, 0),
    ((1400, 1510), 0, 1),
    ((1600, 1510), 1, 1),     # both over: the bidders win, whatever the totals
    ((1510, 1600), 0, 0),
    ((1500, 1500), 1, 1),
], ids=["nobody_yet", "exactly_1500", "opponents_reach_it", "bidders_win_tie_lower",
        "bidders_win_tie_lower_team_0", "equal_totals"])
def test_rule_7_game_ends_at_1500_and_bidders_win_ties(totals, bidders, winner):
    assert game_winner(totals, bidders) == winner


def test_rule_7_without_the_bidders_rule_the_higher_total_wins():
    rules = CARDGAMES_IO.with_(bidders_win_ties=False)
    assert game_winner((1600, 1510), 1, rules) == 0


def test_rule_7_target_comes_from_the_rule_set():
    rules = CARDGAMES_IO.with_(target_score=1000)
    assert game_winner((1000, 0), 1, rules) == 0
    assert game_winner((999, 0), 1, rules) is None


# ---- RULES.md §9 -------------------------------------------------------------------------
@pytest.mark.parametrize("contract, bidders, meld, tricks, expected", [
    (350, 0, (180, 100), (190, 60), (370, 160)),
    (400, 0, (150, 80), (200, 50), (-400, 130)),
], ids=["made_contract_350", "set_contract_400"])
def test_rule_9_worked_hand_scores(contract, bidders, meld, tricks, expected):
    assert tuple(score_hand(contract, bidders, meld, tricks)) == expected


def test_rule_9_worked_surrender_cases():
    assert tuple(score_hand(330, 0, (60, 140), (0, 0), surrendered=True)) == (-330, 140)
    assert not can_surrender(310, 60)
    with pytest.raises(IllegalActionError):
        score_hand(310, 0, (60, 140), (0, 0), surrendered=True)


def test_rule_9_worked_1500_tie_bidders_win():
    before = (1460, 1280)
    s = score_hand(300, 1, (160, 150), (80, 170))
    assert tuple(s) == (240, 320)
    totals = tuple(b + p for b, p in zip(before, s))
    assert totals == (1700, 1600)  # both pass 1500; team 0 is ahead ...
    assert game_winner(totals, 1) == 1  # ... but team 1 held the contract and wins


@pytest.mark.parametrize("seat, team", [(0, 0), (1, 1), (2, 0), (3, 1)])
def test_rule_1_partners_sit_opposite(seat, team):
    assert team_of(seat) == team


# ---- sides: teams in partnership games, seats when each plays for themselves (§8) ------------
def test_side_label_is_a_team_with_partners_and_a_seat_without():
    assert [side_label(t) for t in range(2)] == ["Team 0", "Team 1"]
    assert [side_label(s, THREE_HANDED) for s in range(3)] == ["Seat 0", "Seat 1", "Seat 2"]


def test_three_handed_reasons_name_the_seat_that_made_or_lost_the_contract():
    made = score_hand(250, 1, (100, 200, 50), (100, 150, 0), rules=THREE_HANDED,
                      tricks_won=(4, 10, 1))
    assert made.reasons[1].startswith("Seat 1 made the contract 250: meld 200 + tricks 150")
    assert made.reasons[0].startswith("Seat 0 scores meld 100 + tricks 100")
    assert made.reasons[2].startswith("Seat 2 scores meld 50 + tricks 0")  # a trick saves meld
    lost = score_hand(400, 2, (100, 200, 50), (100, 150, 0), rules=THREE_HANDED,
                      tricks_won=(5, 10, 0))
    assert lost.reasons[2].startswith("Seat 2 is set: no trick, so the meld is void; -400")
    surrendered = score_hand(400, 0, (20, 60, 0), (0, 0, 0), True, THREE_HANDED)
    assert surrendered.reasons[0] == "Seat 0 surrendered: -400 (rules page §5)."
    assert surrendered.reasons[1].startswith("Seat 1 scores their meld 60")
    for s in (made, lost, surrendered):
        assert not any("Team" in r for r in s.reasons)


def test_three_handed_surrender_speaks_of_the_bidder():
    text = explain_surrender(400, 100, THREE_HANDED)
    assert "the bidder's meld 100" in text and "bidders'" not in text
    assert "the bidders' meld 100" in explain_surrender(400, 100)
    with pytest.raises(IllegalActionError, match="the bidder's meld"):
        score_hand(300, 0, (100, 0, 0), (0, 0, 0), True, THREE_HANDED)


def test_three_handed_game_winner_explained_with_seats():
    text = explain_game_winner((1020, 400, 1100), 2, THREE_HANDED)
    assert text.startswith("Seat 0 has 1020, Seat 1 has 400 and Seat 2 has 1100:")
    assert "the bidder (Seat 2) wins" in text and "Team" not in text
    assert "no player has reached 1000" in explain_game_winner((20, 400, 100), 0, THREE_HANDED)
    assert "Team 0 has 1490 and Team 1 has 1400: no team" in explain_game_winner((1490, 1400), 0)


@pytest.mark.parametrize("totals, bidders, rules", [
    ((1700,), 1, CARDGAMES_IO),
    ((1700, 1200, 900), 1, CARDGAMES_IO),
    ((1700, 1200), 1, THREE_HANDED),
    ((1700, "lots"), 1, CARDGAMES_IO),
    ((1700, 1500.5), 1, CARDGAMES_IO),
    (1700, 1, CARDGAMES_IO),
    ((1700, 1200), 2, CARDGAMES_IO),
    ((1700, 1200), "1", CARDGAMES_IO),
    ((1700, 1200, 10), 3, THREE_HANDED),
], ids=["one_total", "three_totals_for_two_teams", "two_totals_for_three_players", "text",
        "fraction", "not_a_sequence", "bidders_not_a_team", "bidders_text",
        "bidders_not_a_seat"])
def test_game_winner_refuses_totals_that_are_not_one_per_side(totals, bidders, rules):
    with pytest.raises(PinochleError) as e:
        game_winner(totals, bidders, rules)
    sides = 2 if rules.partnership else 3
    what = "team" if rules.partnership else "player"
    assert (f"{sides} whole numbers of points, one per {what}" in str(e.value)
            or f"a {what} 0..{sides - 1}" in str(e.value)), str(e.value)
    with pytest.raises(PinochleError):
        explain_game_winner(totals, bidders, rules)


def test_game_winner_message_names_the_count_and_the_side():
    with pytest.raises(PinochleError) as e:
        game_winner((1700,), 1)
    assert "2 whole numbers of points, one per team" in str(e.value) and "(1700,)" in str(e.value)
    with pytest.raises(PinochleError, match="3 whole numbers of points, one per player"):
        game_winner((1700, 1200), 1, THREE_HANDED)
    assert game_winner((1000, 1200, 30), None, THREE_HANDED) == 1  # no bidder given: highest


# ---- §5 and §7 on every preset and switch: a scorer written from the rules' text ------------
ALL_PRESETS = list(PRESETS.values())
SWITCHED = [r.with_(counting=c) for r in ALL_PRESETS for c in ("counters", "classic", "simple")]


def text_score(contract, bidders, meld, tp, tricks, surrendered, rules):
    """RULES.md §5 and §7 (and §8's "a trick saves meld" for three-handed) read literally."""
    sides = len(meld)
    if surrendered:  # §5: the bidders lose the contract, the others keep their meld
        return [-contract if s == bidders else meld[s] for s in range(sides)]
    out = []
    for s in range(sides):
        keeps = tricks[s] > 0 if rules.save_meld == "trick" else tp[s] > 0
        if s == bidders:
            out.append(meld[s] + tp[s] if keeps and meld[s] + tp[s] >= contract else -contract)
        else:
            out.append(meld[s] + tp[s] if keeps else 0)
    return out


@st.composite
def hands_of(draw, rules):
    sides = rules.players // 2 if rules.partnership else rules.players
    contract = draw(st.integers(rules.minimum_bid // 10, rules.minimum_bid // 10 + 40)) * 10
    bidders = draw(st.integers(0, sides - 1))
    meld = [draw(st.integers(0, 40)) * 10 for _ in range(sides)]
    # the trick points of one hand, split between the sides; tricks likewise
    cuts = sorted(draw(st.integers(0, rules.trick_points_total)) for _ in range(sides - 1))
    tp = [b - a for a, b in zip([0, *cuts], [*cuts, rules.trick_points_total])]
    tcuts = sorted(draw(st.integers(0, rules.hand_size)) for _ in range(sides - 1))
    tricks = [b - a for a, b in zip([0, *tcuts], [*tcuts, rules.hand_size])]
    surrendered = draw(st.booleans()) and can_surrender(contract, meld[bidders], rules)
    return contract, bidders, meld, tp, tricks, surrendered


@settings(max_examples=300, deadline=None, database=None)
@given(data=st.data(), rules=st.sampled_from(SWITCHED))
def test_score_hand_matches_the_rules_text_on_every_preset(data, rules):
    contract, bidders, meld, tp, tricks, surrendered = data.draw(hands_of(rules))
    got = score_hand(contract, bidders, meld, tp, surrendered, rules, tricks_won=tricks)
    assert list(got) == text_score(contract, bidders, meld, tp, tricks, surrendered, rules)
    assert got.made == (not surrendered and got[bidders] >= contract)
    assert len(got.reasons) == len(meld)
    for side, reason in enumerate(got.reasons):
        assert reason.startswith(side_label(side, rules) + " ")
        assert "rules page §5" in reason or "rules page §7" in reason


@pytest.mark.parametrize("rules", ALL_PRESETS, ids=lambda r: r.name)
def test_surrender_on_every_preset_is_judged_against_its_trick_points(rules):
    """§5: allowed only when contract > bidders' meld + all trick points of a hand (250,
    or 500 with the double deck), strictly."""
    total = rules.trick_points_total
    edge = 100 + total
    assert not can_surrender(edge, 100, rules) and can_surrender(edge + 10, 100, rules)
    assert not can_surrender(rules.minimum_bid, 0, rules)  # a stuck dealer never can
    sides = rules.players // 2 if rules.partnership else rules.players
    meld = [100] + [30] * (sides - 1)
    s = score_hand(edge + 10, 0, meld, [0] * sides, True, rules)
    assert list(s) == [-(edge + 10)] + [30] * (sides - 1) and not s.made
    with pytest.raises(IllegalActionError, match=str(edge)):
        score_hand(edge, 0, meld, [0] * sides, True, rules)


@pytest.mark.parametrize("rules", ALL_PRESETS, ids=lambda r: r.name)
def test_game_winner_on_every_preset_uses_its_target_and_sides(rules):
    sides = rules.players // 2 if rules.partnership else rules.players
    target = rules.target_score
    below = [target - 10] * sides
    assert game_winner(below, 0, rules) is None
    one = [target] + [0] * (sides - 1)
    assert game_winner(one, sides - 1, rules) == 0
    several = [target + 100] + [target] * (sides - 1)
    assert game_winner(several, sides - 1, rules) == sides - 1  # the bidders win ties
    assert game_winner(several, sides - 1, rules.with_(bidders_win_ties=False)) == 0


@pytest.mark.parametrize("rules", [CARDGAMES_IO, THREE_HANDED], ids=lambda r: r.name)
def test_reasons_speak_of_a_team_or_player_as_they_never_it(rules):
    """The sentences a student reads call a team or a player "they", never "it" (§5, §7):
    every kind of reason (made, set, saved, void, surrendered) for partners and three-handed."""
    n = 2 if rules.partnership else 3
    rest = rules.trick_points_total - 50 * (n - 1)                     # a whole hand's points
    cases = [(300, (100,) * n, (rest,) + (50,) * (n - 1), False),     # made, others saved
             (300, (100,) * n, (0,) + (250,) + (0,) * (n - 2), False),  # set: no trick points
             (300, (100,) * n, (250,) + (0,) * (n - 1), False),         # the others' meld void
             (400, (20,) * n, (0,) * n, True)]                          # surrender
    reasons = []
    for contract, meld, tp, surrendered in cases:
        tricks = tuple(1 if p else 0 for p in tp)
        reasons += score_hand(contract, 0, meld, tp, surrendered, rules,
                              tricks_won=tricks).reasons
    assert not [r for r in reasons if " its " in f" {r} "]
    void = [r for r in reasons if "is void: 0" in r]
    kept = [r for r in reasons if "no tricks were played" in r]
    assert void and kept
    assert all(", so their meld 100 is void" in r for r in void)
    assert all("scores their meld 20" in r for r in kept)


# ---- sentences with the names the caller gives (seating.Names) -----------------------------

#: (rules, score_hand arguments, names, the expected reasons), written out by hand.
NAMED_REASONS = [
    (CARDGAMES_IO, dict(contract=350, bidders=0, meld=(180, 100), trick_points=(190, 60)),
     table_names(CARDGAMES_IO),
     ("South–North made the contract 350: meld 180 + tricks 190 = 370 (rules page §7).",
      "West–East scores meld 100 + tricks 60 = 160 (rules page §7).")),
    (CARDGAMES_IO, dict(contract=350, bidders=1, meld=(180, 100), trick_points=(250, 0)),
     table_names(CARDGAMES_IO),
     ("South–North scores meld 180 + tricks 250 = 430 (rules page §7).",
      "West–East is set: no trick points, so the meld is void; -350 (rules page §7).")),
    (CARDGAMES_IO, dict(contract=400, bidders=0, meld=(60, 100), trick_points=(0, 0),
                        surrendered=True),
     Names(("s0", "s1", "s2", "s3"), ("us", "them")),
     ("Us surrendered: -400 (rules page §5).", "Them scores their meld 100; no tricks were played (rules page §5).")),
    (THREE_HANDED, dict(contract=250, bidders=1, meld=(100, 200, 50), trick_points=(100, 150, 0),
                        tricks_won=(4, 10, 1)),
     table_names(THREE_HANDED),
     ("South scores meld 100 + tricks 100 = 200 (rules page §7).",
      "West made the contract 250: meld 200 + tricks 150 = 350 (rules page §7).",
      "East scores meld 50 + tricks 0 = 50 (rules page §7).")),
]


@pytest.mark.parametrize("rules, kwargs, names, reasons", NAMED_REASONS)
def test_score_reasons_use_the_names_given(rules, kwargs, names, reasons):
    named = score_hand(**kwargs, rules=rules, names=names)
    assert named.reasons == reasons
    plain = score_hand(**kwargs, rules=rules)
    assert tuple(plain) == tuple(named) and plain.made == named.made
    # the same score told again with other names, or with its own
    assert plain.reasons_for(names) == reasons
    assert explain_score(plain, names) == "\n".join(reasons)
    assert explain_score(plain) == "\n".join(plain.reasons)
    assert "Team" not in explain_score(plain, names) and "Seat" not in explain_score(plain, names)


def test_side_label_with_names():
    assert side_label(1, names=table_names()) == "West–East"
    assert side_label(2, THREE_HANDED, table_names(THREE_HANDED)) == "East"
    with pytest.raises(SeatError):
        side_label(0, THREE_HANDED, table_names(CARDGAMES_IO))  # two sides for three seats


@pytest.mark.parametrize("totals, bidders, rules, names, expected", [
    ((1520, 1560), 1, CARDGAMES_IO, table_names(),
     "South–North has 1520 and West–East has 1560: both reached 1500, so the bidders "
     "(West–East) win the game, whatever the totals (rules page §7)."),
    ((1020, 400, 1100), 2, THREE_HANDED, table_names(THREE_HANDED),
     "South has 1020, West has 400 and East has 1100: both reached 1000, so the bidder "
     "(East) wins the game, whatever the totals (rules page §7)."),
    ((1600, 20), 0, CARDGAMES_IO, Names(("a", "b", "c", "d"), ("we", "they")),
     "We has 1600 and they has 20: we reached 1500 and wins the game (rules page §7)."),
])
def test_game_winner_sentence_uses_the_names_given(totals, bidders, rules, names, expected):
    assert explain_game_winner(totals, bidders, rules, names) == expected


# ---- game totals after a hand, and the trick-point check (§7) ----------------------------

@pytest.mark.parametrize("totals, score, after", [
    ((0, 0), (370, 160), (370, 160)),            # §9: the first hand of a game
    ((1460, 1280), (240, 320), (1700, 1600)),    # §9: both pass 1500
    ((100, 50), (-400, 130), (-300, 180)),       # a set takes a side below zero
    ((10, 20, 30), (5, -5, 0), (15, 15, 30)),    # three-handed: one total per player
])
def test_totals_after_adds_the_hand_to_each_sides_total(totals, score, after):
    from pinochle_teach.scoring import totals_after

    assert totals_after(totals, score) == after


def test_totals_after_takes_a_hand_score():
    from pinochle_teach.scoring import totals_after

    score = score_hand(contract=350, bidders=0, meld=(180, 100), trick_points=(190, 60))
    assert totals_after((1000, 900), score) == (1370, 1060)


@pytest.mark.parametrize("totals, score", [((0,), (1, 2)), ((0, 0), (1.5, 2)), ("ab", (1, 2)),
                                           ((True, 0), (1, 2))])
def test_totals_after_refuses_what_is_not_one_number_per_side(totals, score):
    from pinochle_teach.scoring import totals_after

    with pytest.raises(PinochleError, match="one per side"):
        totals_after(totals, score)


@pytest.mark.parametrize("trick_points, rules, note", [
    ((190, 60), CARDGAMES_IO, ""),
    ((250, 0), CARDGAMES_IO, ""),
    ((190, 50), CARDGAMES_IO, "the trick points of a hand add up to 250; these add up to 240."),
    ((200, 60), CARDGAMES_IO, "the trick points of a hand add up to 250; these add up to 260."),
])
def test_trick_points_note_speaks_only_when_the_sum_is_impossible(trick_points, rules, note):
    from pinochle_teach.scoring import trick_points_note

    assert trick_points_note(trick_points, rules) == note
