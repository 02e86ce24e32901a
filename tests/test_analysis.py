"""The analysis layer (issue 8): batch meld agrees with best_meld, the vectorised dealer
deals fair deals, exact chances agree with brute force and with dealt hands, and simulate()
tabulates hands that obey the rules (RULES.md §1-8).

Reference numbers come from the engine (best_meld, score_hand) or from independent
formulas (complements, inclusion-exclusion, brute-force enumeration), never from the
analysis code's own output. Statistical checks use seeded deals and a 5-sigma tolerance.
"""

from __future__ import annotations

import itertools
import math
import random
import re
from fractions import Fraction

import numpy as np
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from pinochle_teach import (CARDGAMES_IO, DOUBLE_DECK, HOYLE, POST_1945, PRESETS, THREE_HANDED, Card,
                            InvalidHandError, PinochleError, Rank, RuleSet, Suit, best_meld,
                            new_deck, parse_cards, score_hand)
from pinochle_teach.analysis import (MELD_EVENTS, Table, all_hands, at_least, batch_meld,
                                     best_trump_meld, class_distribution, counts_from_hands,
                                     deal_counts, event_frequency, hands_from_counts,
                                     hold_probability, meld_by_class, meld_chances, simulate,
                                     trump_lengths)
from pinochle_teach.analysis.simulate import RandomFactory, default_player_factory, replay_row
from pinochle_teach.players import RandomPlayer

MELD_PRESETS = [CARDGAMES_IO, HOYLE, DOUBLE_DECK, THREE_HANDED]
SUITS = list(Suit)


def random_hands(rules, n, seed):
    """n random hands of rules.hand_size from the engine's own deck and a random.Random."""
    rng = random.Random(seed)
    deck = new_deck(rules)
    return [rng.sample(deck, rules.hand_size) for _ in range(n)]


# ---- batch meld == best_meld --------------------------------------------------------------

@pytest.mark.parametrize("rules", MELD_PRESETS, ids=lambda r: r.name)
def test_batch_meld_equals_best_meld_on_random_hands(rules):
    hands = random_hands(rules, 1500, seed=11)
    counts = counts_from_hands(hands, rules)
    for suit in SUITS:
        totals = batch_meld(counts, suit, rules)
        by_class = meld_by_class(counts, suit.value, rules)
        for hand, total, classes in zip(hands, totals, by_class):
            ref = best_meld(hand, suit, rules)
            assert total == ref.total, (hand, suit)
            c = ref.by_class()
            assert tuple(classes) == (c[1], c[2], c[3]), (hand, suit)


@pytest.mark.parametrize("rules", MELD_PRESETS, ids=lambda r: r.name)
def test_batch_meld_with_one_trump_per_hand(rules):
    hands = random_hands(rules, 400, seed=12)
    trumps = np.random.default_rng(3).integers(0, 4, len(hands))
    totals = batch_meld(counts_from_hands(hands, rules), trumps, rules)
    assert totals.tolist() == [best_meld(h, SUITS[t], rules).total for h, t in zip(hands, trumps)]


def _count_strategy(rules):
    """Any holding (0..copies of each card of the deck): rich hands, triple runs, abounds."""
    present = [Card(s, Rank(r)).rank in rules.ranks for s in SUITS for r in range(6)]
    return st.tuples(*[st.integers(0, rules.copies) if p else st.just(0) for p in present])


@pytest.mark.parametrize("rules", [CARDGAMES_IO, HOYLE, DOUBLE_DECK], ids=lambda r: r.name)
def test_batch_meld_equals_best_meld_on_any_holding(rules):
    @settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
    @given(_count_strategy(rules), st.sampled_from(SUITS))
    def check(counts, trump):
        arr = np.array([counts], dtype=np.uint8)
        hand = hands_from_counts(arr)[0]
        ref = best_meld(hand, trump, rules)
        assert batch_meld(arr, trump, rules).tolist() == [ref.total]
        c = ref.by_class()
        assert meld_by_class(arr, trump, rules)[0].tolist() == [c[1], c[2], c[3]]

    check()


# RULES.md §9 meld cases (points typed from the rules).
RULES_9_MELD = [
    ("H", "AH TH KH KH QH JH 9H 9H TC JC 9C TD", 210),
    ("C", "AC TC KC KC QC QC JC 9D 9H 9S TD TH", 230),
    ("S", "AS AS TS TS KS KS QS QS JS JS 9S JD", 1550),
    ("H", "KH KH QH QH JH 9H TS 9S JC 9C TD 9D", 90),
    ("H", "JD JD QS QS KS KS QH KH QD QC AS 9H", 450),
    ("S", "KS QS KH QH KD QD KC QC 9C 9D TH JH", 240),
]


def test_rules_9_meld_cases_in_one_batch():
    counts = counts_from_hands([h for _, h, _ in RULES_9_MELD])
    trumps = np.array([Suit.from_str(t).index for t, _, _ in RULES_9_MELD])
    assert batch_meld(counts, trumps).tolist() == [p for _, _, p in RULES_9_MELD]


def test_double_deck_multiples_follow_the_meld_table():
    """RULES.md §8: triple and quadruple runs and pinochles are worth the table's factors of
    the double value (x1.5 and x2 in the DOUBLE_DECK preset)."""
    table = DOUBLE_DECK.meld
    run4 = parse_cards("AS TS KS QS JS " * 4)
    pin3 = parse_cards("JD QS " * 3)
    counts = counts_from_hands([run4, pin3], DOUBLE_DECK)
    by_class = meld_by_class(counts, "S", DOUBLE_DECK)
    assert by_class[0, 0] == round(table.double_run * table.quadruple_factor)
    assert by_class[1, 1] == round(table.double_pinochle * table.triple_factor)


def test_single_hand_and_card_major_input_give_the_same_answer():
    hand = parse_cards("AH TH KH KH QH JH 9H 9H TC JC 9C TD")
    row = counts_from_hands([hand])
    assert batch_meld(row[0], "H").tolist() == [210]
    card_major = np.asfortranarray(np.repeat(row, 3, axis=0))
    assert batch_meld(card_major, "H").tolist() == [210] * 3


def test_best_trump_meld_is_the_best_of_the_four_suits():
    counts = all_hands(deal_counts(500, seed=4))
    totals, trumps = best_trump_meld(counts)
    each = np.stack([batch_meld(counts, s) for s in range(4)], axis=1)
    assert np.array_equal(totals, each.max(axis=1))
    assert np.array_equal(trumps, each.argmax(axis=1))   # lowest suit index on a tie


def test_trump_lengths_count_the_trump_suit():
    hands = random_hands(CARDGAMES_IO, 50, seed=5)
    lengths = trump_lengths(counts_from_hands(hands), "D")
    assert lengths.tolist() == [sum(c.suit is Suit.DIAMONDS for c in h) for h in hands]


@pytest.mark.parametrize("bad, rules, match", [
    (np.zeros((3, 23), dtype=np.uint8), CARDGAMES_IO, "shape"),
    (np.full((1, 24), 3, dtype=np.uint8), CARDGAMES_IO, "only 2 copies"),
    (np.full((1, 24), -1), CARDGAMES_IO, "negative"),
    (np.full((1, 24), 0.5), CARDGAMES_IO, "whole numbers"),
    (counts_from_hands(["9H"]), DOUBLE_DECK, "not in the deck"),
])
def test_bad_count_arrays_are_rejected(bad, rules, match):
    with pytest.raises(InvalidHandError, match=match):
        batch_meld(bad, "H", rules)


@pytest.mark.parametrize("trump", ["X", 4, -1, np.array([0, 5]), np.array([0.5, 1.0]), [0]])
def test_bad_trump_is_rejected(trump):
    with pytest.raises(PinochleError):
        batch_meld(np.zeros((2, 24), dtype=np.uint8), trump)


def test_counts_round_trip_to_hands():
    hands = random_hands(DOUBLE_DECK, 20, seed=6)
    back = hands_from_counts(counts_from_hands(hands, DOUBLE_DECK))
    assert [sorted(h) for h in back] == [sorted(h) for h in hands]


# ---- the vectorised dealer ------------------------------------------------------------------

@pytest.mark.parametrize("rules", list(dict.fromkeys(MELD_PRESETS + [POST_1945])),
                         ids=lambda r: r.name)
def test_every_deal_is_the_whole_deck_in_hands_of_the_right_size(rules):
    deals = deal_counts(300, seed=7, rules=rules)
    rows = rules.players + (1 if rules.widow else 0)
    assert deals.shape == (300, rows, 24) and deals.dtype == np.uint8
    deck = counts_from_hands([new_deck(rules)], rules)[0]
    assert (deals.sum(axis=1) == deck).all()
    sizes = deals.sum(axis=2)
    assert (sizes[:, :rules.players] == rules.hand_size).all()
    if rules.widow:
        assert (sizes[:, -1] == rules.widow).all()


def test_dealer_is_seeded_and_prefix_stable():
    a = deal_counts(200, seed=8)
    assert np.array_equal(a, deal_counts(200, seed=8))
    assert not np.array_equal(a, deal_counts(200, seed=9))
    assert np.array_equal(a[:50], deal_counts(50, seed=8))
    assert deal_counts(0).shape == (0, 4, 24)


@pytest.mark.parametrize("n", [-1, 2.5, "10", True])
def test_dealer_rejects_a_bad_number_of_deals(n):
    with pytest.raises(PinochleError, match="number of deals"):
        deal_counts(n)


def test_dealer_is_fair_card_by_card_and_seat_by_seat():
    """Each seat holds each card kind copies x hand_size / deck times on average."""
    deals = deal_counts(20_000, seed=10).astype(float)
    mean = deals.mean(axis=0)                                 # (4 seats, 24 kinds)
    p = CARDGAMES_IO.hand_size / CARDGAMES_IO.deck_size
    expected = CARDGAMES_IO.copies * p
    # Each count is hypergeometric over two copies; its variance is below 2p(1-p).
    sigma = math.sqrt(2 * p * (1 - p) / 20_000)
    assert np.abs(mean - expected).max() < 5 * sigma


def test_all_hands_orders_seats_then_deals():
    deals = deal_counts(10, seed=2, rules=THREE_HANDED)
    hands = all_hands(deals, THREE_HANDED)
    assert hands.shape == (30, 24)
    assert np.array_equal(hands[10:20], deals[:, 1])
    widow = all_hands(deals, THREE_HANDED, seats=[3])
    assert (widow.sum(axis=1) == THREE_HANDED.widow).all()


# ---- exact chances ------------------------------------------------------------------------

@pytest.mark.parametrize("rules", [CARDGAMES_IO, DOUBLE_DECK, THREE_HANDED], ids=lambda r: r.name)
def test_one_card_chance_is_one_minus_missing_every_copy(rules):
    d, h, c = rules.deck_size, rules.hand_size, rules.copies
    expected = 1 - Fraction(math.comb(d - c, h), math.comb(d, h))
    assert hold_probability({"AS": 1}, rules, fraction=True) == expected


def test_pinochle_chance_by_inclusion_exclusion():
    d, h = 48, 12
    none = Fraction(math.comb(46, h), math.comb(d, h))      # no J♦ (or no Q♠)
    neither = Fraction(math.comb(44, h), math.comb(d, h))
    assert hold_probability({"JD": 1, "QS": 1}, fraction=True) == 1 - 2 * none + neither


def test_chances_match_brute_force_on_a_small_deck():
    """A 16-card deck (J and Q, two copies) dealt to two players: enumerate every hand."""
    tiny = RuleSet(name="tiny", players=2, partnership=False, hand_size=8,
                   ranks=(Rank.JACK, Rank.QUEEN),
                   opening_bids=(50,), minimum_bid=50, pass_count=0)
    deck = new_deck(tiny)
    hands = list(itertools.combinations(range(len(deck)), tiny.hand_size))
    qs, jd = Card("S", "Q"), Card("D", "J")

    def share(test):
        return Fraction(sum(test([deck[i] for i in h]) for h in hands), len(hands))

    assert hold_probability({"QS": 1, "JD": 1}, tiny, fraction=True) == share(
        lambda h: qs in h and jd in h)
    assert hold_probability({"QS": 2, "JD": 2}, tiny, fraction=True) == share(
        lambda h: h.count(qs) == 2 and h.count(jd) == 2)
    assert hold_probability({"QS": 1, "QH": 1, "QD": 1, "QC": 1}, tiny, fraction=True) == share(
        lambda h: all(Card(s, "Q") in h for s in SUITS))
    # Whole class distributions against best_meld on every hand.
    for meld_class in (1, 2, 3):
        dist = class_distribution(meld_class, tiny, "H")
        counts: dict[int, int] = {}
        for h in hands:
            v = best_meld([deck[i] for i in h], "H", tiny).by_class()[meld_class]
            counts[v] = counts.get(v, 0) + 1
        assert dist.keys() == counts.keys()
        for v, k in counts.items():
            assert dist[v] == pytest.approx(k / len(hands), abs=1e-12)


def test_cards_outside_the_deck_have_no_chance():
    assert hold_probability({"9H": 1}, DOUBLE_DECK) == 0.0
    assert dict((e.name, p) for e, p in meld_chances(DOUBLE_DECK))["Dix"] == 0.0


@pytest.mark.parametrize("req, kwargs, match", [
    ({"QS": 0}, {}, "whole number 1"),
    ({"QS": 1.0}, {}, "whole number 1"),
    ({"QS": 1}, {"hand_size": 49}, "hand_size"),
])
def test_hold_probability_rejects_bad_input(req, kwargs, match):
    with pytest.raises(PinochleError, match=match):
        hold_probability(req, **kwargs)


def test_more_copies_than_the_deck_has_cannot_be_held():
    assert hold_probability({"QS": 3}) == 0.0


@pytest.mark.parametrize("rules", [CARDGAMES_IO, DOUBLE_DECK, THREE_HANDED], ids=lambda r: r.name)
def test_exact_chances_agree_with_dealt_hands(rules):
    hands = all_hands(deal_counts(60_000, seed=21, rules=rules), rules)
    n = hands.shape[0]
    for event, p in meld_chances(rules, "C"):
        seen = event_frequency(hands, event, "C", rules)
        sigma = math.sqrt(max(p * (1 - p), 1e-9) / n)
        assert abs(seen - p) < 5 * sigma + 2e-5, (event.name, p, seen)


@pytest.mark.parametrize("rules", [CARDGAMES_IO, HOYLE, DOUBLE_DECK], ids=lambda r: r.name)
def test_exact_class_distributions_agree_with_batch_meld(rules):
    hands = all_hands(deal_counts(40_000, seed=22, rules=rules), rules)
    n = hands.shape[0]
    by_class = meld_by_class(hands, "S", rules)
    for k in (1, 2, 3):
        dist = class_distribution(k, rules, "S")
        assert sum(dist.values()) == pytest.approx(1.0, abs=1e-12)
        seen_values = set(np.unique(by_class[:, k - 1]).tolist())
        assert seen_values <= set(dist), f"class {k}: values the exact count says are impossible"
        for v, p in dist.items():
            seen = float((by_class[:, k - 1] == v).mean())
            assert abs(seen - p) < 5 * math.sqrt(p * (1 - p) / n) + 2e-5, (k, v, p, seen)
        mean = sum(v * p for v, p in dist.items())
        assert at_least(dist, 0) == pytest.approx(1.0)
        assert at_least(dist, max(dist) + 1) == 0.0
        assert abs(by_class[:, k - 1].mean() - mean) < 0.05 * max(mean, 1) + 1


def test_class_distribution_rejects_a_bad_class():
    with pytest.raises(PinochleError, match="meld classes"):
        class_distribution(4)


def test_meld_events_name_real_melds():
    """Each event's holding makes the meld it is named after, by best_meld."""
    for event in MELD_EVENTS:
        hand = [c for c, m in event.requirements("H").items() for _ in range(m)]
        names = [m.name for m in best_meld(hand, "H").melds]
        assert any(event.name.lower() in n.lower() for n in names), (event.name, names)


# ---- simulate --------------------------------------------------------------------------------

@pytest.fixture(scope="module")
def table():
    return simulate(40, seed=5)


def test_simulate_has_one_row_per_hand_with_the_documented_columns(table):
    assert len(table) == 40
    for name in ("hand", "seed", "dealer", "bidder", "bidding_team", "contract", "forced",
                 "trump", "bidder_trumps", "bidder_trumps_in_play", "meld_seat0",
                 "meld_seat3", "meld_team0", "meld_team1", "trick_points_team0",
                 "tricks_team1", "score_team0", "score_team1", "bidders_meld",
                 "bidders_trick_points", "bidders_score", "surrendered", "made"):
        assert name in table
    assert table["hand"].tolist() == list(range(40))
    assert len(table.rows) == 40 and table.rows[3]["hand"] == 3
    assert table.meta["players"] == default_player_factory().name


def test_simulated_rows_obey_the_rules(table):
    rules = CARDGAMES_IO
    for row in table.rows:
        assert row["meld_team0"] == row["meld_seat0"] + row["meld_seat2"]
        assert row["meld_team1"] == row["meld_seat1"] + row["meld_seat3"]
        assert row["bidding_team"] == row["bidder"] % 2
        assert row["contract"] >= rules.minimum_bid
        assert 0 <= row["bidder_trumps"] <= 12
        melds = (row["meld_team0"], row["meld_team1"])
        tp = (row["trick_points_team0"], row["trick_points_team1"])
        tricks = (row["tricks_team0"], row["tricks_team1"])
        if row["surrendered"]:
            assert sum(tp) == 0
        else:
            assert sum(tp) == rules.trick_points_total
            assert sum(tricks) == rules.hand_size
        ref = score_hand(row["contract"], row["bidding_team"], melds, tp, row["surrendered"],
                         rules, tricks_won=tricks)
        assert (row["score_team0"], row["score_team1"]) == tuple(ref)
        assert row["made"] == ref.made
        assert row["bidders_score"] == ref[row["bidding_team"]]


def test_simulate_is_seeded_and_each_hand_stands_alone(table):
    assert simulate(40, seed=5) == table
    assert simulate(15, seed=5) == table.where(table["hand"] < 15)
    assert simulate(40, seed=6) != table


def test_a_row_replays_to_the_same_hand(table):
    row = table.rows[7]
    game = replay_row(row)
    res = game.hand_results[-1]
    assert (res.contract, res.bidder, res.trump.value) == (row["contract"], row["bidder"],
                                                           row["trump"])
    assert res.score == (row["score_team0"], row["score_team1"])


def test_simulate_with_two_processes_gives_the_same_table():
    one = simulate(24, seed=3, players=RandomFactory())
    two = simulate(24, seed=3, players=RandomFactory(), processes=2)
    assert one == two


@pytest.mark.parametrize("rules", [THREE_HANDED, DOUBLE_DECK, HOYLE.with_(counting="classic")],
                         ids=lambda r: r.name)
def test_simulate_variants(rules):
    t = simulate(12, rules, seed=2)
    teams = rules.players // 2 if rules.partnership else rules.players
    played = ~t["surrendered"]
    tp = sum(t[f"trick_points_team{k}"] for k in range(teams))
    assert (tp[played] == rules.trick_points_total).all()
    assert (t["contract"] >= rules.minimum_bid).all()
    assert f"meld_seat{rules.players - 1}" in t and f"meld_seat{rules.players}" not in t


@pytest.mark.parametrize("rules", list(PRESETS.values()), ids=lambda r: r.name)
def test_default_players_are_heuristic_on_every_preset(rules):
    """HeuristicPlayer plays every preset (three-handed included), so simulate uses it
    everywhere; its rows replay to the same hand and score as score_hand says."""
    from pinochle_teach.players import HeuristicPlayer

    factory = default_player_factory(rules)
    assert factory.name == "heuristic"
    assert all(isinstance(factory(seat, seat), HeuristicPlayer) for seat in range(rules.players))
    t = simulate(6, rules, seed=4)
    assert t.meta["players"] == "heuristic"
    teams = rules.players // 2 if rules.partnership else rules.players
    for row in t.rows:
        game = replay_row(row, rules)
        res = game.hand_results[-1]
        assert res.score == tuple(row[f"score_team{k}"] for k in range(teams))
        ref = score_hand(res.contract, res.bidding_team, res.meld, res.trick_points,
                         res.surrendered, rules, tricks_won=res.tricks_won)
        assert res.score == tuple(ref)


def test_a_factory_for_several_processes_must_be_picklable():
    with pytest.raises(PinochleError, match="module-level"):
        simulate(4, players=lambda seat, seed: RandomPlayer(seed), processes=2)
    t = simulate(3, players=lambda seat, seed: RandomPlayer(seed))    # fine in one process
    assert len(t) == 3


def test_simulate_accepts_a_list_of_players_for_one_process():
    players = [RandomPlayer(s) for s in range(4)]
    t = simulate(5, players=players, seed=1)
    assert len(t) == 5 and t.meta["players"] == "random"
    with pytest.raises(PinochleError, match="factory"):
        simulate(5, players=players, processes=2)
    with pytest.raises(PinochleError, match="one per seat"):
        simulate(5, players=players[:3])


@pytest.mark.parametrize("kwargs", [{"n": -1}, {"n": 1.5}, {"n": 3, "processes": 0},
                                    {"n": 3, "seed": -2}, {"n": True}])
def test_simulate_rejects_bad_arguments(kwargs):
    with pytest.raises(PinochleError):
        simulate(**kwargs)


def test_progress_callback_and_bar(capsys):
    calls = []
    simulate(6, seed=1, players=RandomFactory(), progress=lambda done, total: calls.append((done, total)))
    assert calls and calls[-1] == (6, 6) and all(t == 6 for _, t in calls)
    simulate(3, seed=1, players=RandomFactory(), progress=True)
    assert "3/3" in capsys.readouterr().err
    simulate(3, seed=1, players=RandomFactory(), progress=None)   # short run: no bar
    assert "3/3" not in capsys.readouterr().err


def test_table_basics():
    t = Table({"a": [1, 2, 3], "b": [True, False, True]}, {"rules": "x"})
    assert t.columns == ["a", "b"] and len(t) == 3
    assert t.where(t["b"])["a"].tolist() == [1, 3]
    assert t.rows[1] == {"a": 2, "b": False}
    with pytest.raises(KeyError, match="columns: a, b"):
        t["c"]
    with pytest.raises(PinochleError, match="differ in length"):
        Table({"a": [1], "b": [1, 2]})
    with pytest.raises(PinochleError, match="mask"):
        t.where([True])
    assert len(simulate(0)) == 0


# ---- the explorer's figures and widget (headless) ----------------------------------------

from pinochle_teach.analysis.summary import (SWITCHES, contract_levels, explore,  # noqa: E402
                                             made_by_level, make_variant, read_chances,
                                             read_contracts, read_meld_per_hand, read_switch,
                                             read_team_meld, read_trump_length)


@pytest.fixture(scope="module")
def exploration():
    return explore([make_variant("cardgames.io"), make_variant("Three-handed")], n=30,
                   dealt=3000, switch="classic", seed=2)


def test_make_variant_labels_and_switches():
    v = make_variant("Hoyle", obligation="must_win", counting="simple")
    assert v.label == "Hoyle, pre-1945 play, simple counting"
    assert (v.rules.obligation, v.rules.counting) == ("must_win", "simple")
    assert v.rules.meld == HOYLE.meld
    assert make_variant("Hoyle", obligation="post_1945").label == "Hoyle"   # its own rule
    for bad in ({"preset": "Euchre"}, {"preset": "Hoyle", "obligation": "never"},
                {"preset": "Hoyle", "counting": "double"}):
        with pytest.raises(PinochleError):
            make_variant(**bad)


def test_explore_measures_each_variant_and_plays_the_switch_on_the_same_deals(exploration):
    ex = exploration
    assert [r.variant.label for r in ex.results] == ["cardgames.io", "Three-handed"]
    first = ex.results[0]
    assert len(first.table) == 30 and first.dealt_hands == 3000 * 4
    assert ex.results[1].dealt_hands == 3000 * 3
    # The measured meld of dealt hands is what batch_meld gives with the best trump.
    assert first.hand_meld.max() <= 1500 * 2
    sw = ex.switch
    assert (sw.a.rules.counting, sw.b.rules.counting) == SWITCHES["classic"][1:3]
    assert sw.table_a is first.table                         # same rules: not played again
    assert np.array_equal(sw.table_a["seed"], sw.table_b["seed"])     # the same deals
    assert (sw.table_b["trick_points_team0"] + sw.table_b["trick_points_team1"])[
        ~sw.table_b["surrendered"]].tolist() == [250] * int((~sw.table_b["surrendered"]).sum())


def test_readings_quote_the_data(exploration):
    ex = exploration
    first = ex.results[0]
    meld = read_meld_per_hand(ex)
    assert meld[0].startswith("cardgames.io: a dealt hand of 12 cards")
    assert f"{first.hand_meld.mean():,.0f} on average" in meld[0]
    assert read_meld_per_hand(ex)[1].startswith("Three-handed: a dealt hand of 15 cards")
    team = read_team_meld(ex)
    assert f"the bidding team melds {first.table['bidders_meld'].mean():,.0f}" in team[0]
    assert "the bidder melds" in team[1] and "each other player" in team[1]
    # three-handed has no pass: the bidder takes the widow and discards (RULES.md §8)
    assert team[0].startswith("cardgames.io: after the pass")
    assert team[1].startswith("Three-handed: after taking the widow and discarding")
    made = read_contracts(ex)[0]
    assert f"{first.table['made'].mean() * 100:.0f}% of 30 contracts made" in made
    assert "per extra card" in read_trump_length(ex)[0]
    pinochle = 1 - 2 * math.comb(46, 12) / math.comb(48, 12) + math.comb(44, 12) / math.comb(48, 12)
    assert f"pinochle {pinochle * 100:.1f}% exact" in read_chances(ex)[0]
    sw = read_switch(ex)
    a = ex.switch.table_a["bidders_trick_points"].mean()
    b = ex.switch.table_b["bidders_trick_points"].mean()
    verb = ("raises" if round(b, 1) > round(a, 1) else "lowers" if round(b, 1) < round(a, 1)
            else "leaves")
    assert sw[0].startswith(f"Classic counting {verb} the bidders' average trick points")
    assert f"{a:,.1f}" in sw[0]
    assert "same 30 deals" in sw[0]


def test_contract_levels_follow_the_minimum_bid_and_step():
    assert [lo for _, lo, _ in contract_levels(CARDGAMES_IO)] == [250, 260, 300, 350]
    assert [lo for _, lo, _ in contract_levels(DOUBLE_DECK)] == [500, 510, 550, 600]
    t = Table({"contract": [250, 250, 270, 400], "made": [True, False, True, False]})
    assert made_by_level(t, CARDGAMES_IO) == [("250", 2, 0.5), ("260–290", 1, 1.0),
                                              ("300–340", 0, None), ("350+", 1, 0.0)]


def test_explore_rejects_bad_choices():
    with pytest.raises(PinochleError, match="at least one"):
        explore([])
    with pytest.raises(PinochleError, match="switch"):
        explore([make_variant("Hoyle")], switch="trump")
    with pytest.raises(PinochleError, match="whole number"):
        explore([make_variant("Hoyle")], n=0)


def test_plots_render_to_repeatable_png(exploration):
    from pinochle_teach.analysis import plots

    for name in ("meld_per_hand", "team_meld", "trump_length", "chances", "contracts",
                 "switch"):
        fn = getattr(plots, f"plot_{name}")
        png = plots.png_bytes(fn(exploration))
        assert png.startswith(b"\x89PNG") and len(png) > 5000
        assert plots.png_bytes(fn(exploration)) == png, name


def _figure_texts(fig):
    """Every tick label and note of a drawn figure."""
    from matplotlib.backends.backend_agg import FigureCanvasAgg

    FigureCanvasAgg(fig).draw()
    return [t.get_text() for ax in fig.axes
            for t in ax.get_xticklabels() + ax.get_yticklabels() + ax.texts]


def test_plot_numbers_use_the_language_decimal_separator(exploration):
    """The tick labels and value notes say 0.5 in English and 0,5 in Polish, Czech and
    Icelandic, like the kit's sentences; nothing else in them changes."""
    from pinochle_teach.analysis import plots
    from pinochle_teach.i18n import language

    decimal = re.compile(r"\d\.\d")
    seen = 0
    for name in ("meld_per_hand", "team_meld", "trump_length", "chances", "contracts",
                 "switch"):
        fn = getattr(plots, f"plot_{name}")
        english = _figure_texts(fn(exploration))
        seen += sum(bool(decimal.search(t)) for t in english)
        for code in ("pl", "cs", "is"):
            with language(code):
                spoken = _figure_texts(fn(exploration))
            assert len(spoken) == len(english), (name, code)
            pairs = [(e, s) for e, s in zip(english, spoken) if decimal.search(e)]
            assert all(s == e.replace(".", ",") for e, s in pairs), (name, code, pairs)
            assert not any(decimal.search(s) for s in spoken), (name, code, spoken)
    assert seen > 0     # the figures do show decimals, so the check above checked some


def test_analysis_does_not_import_matplotlib_until_asked():
    import subprocess
    import sys

    code = ("import sys, pinochle_teach.analysis, pinochle_teach.analysis.summary; "
            "print('matplotlib' in sys.modules)")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "False"


def test_explorer_widget_draws_panels_and_handles_bad_choices():
    from pinochle_teach.widgets.explorer import PANELS, RulesExplorer

    w = RulesExplorer(hands=20, dealt=500, switch=None)
    assert repr(w) == "RulesExplorer(rule_sets=['cardgames.io'], hands=20, switch=None)"
    for key, *_ in PANELS:
        assert w.panels[key].value.startswith('<figure') and 'alt="' in w.panels[key].value
    assert w.readings["contracts"] == read_contracts(w.exploration)
    assert w.readings["switch"] == []
    assert "No rule switch was compared" in w.panels["switch"].value
    assert w.progress.value == w.progress.max == 20
    assert w.status.value == (f"20 hands played (heuristic players); {4 * 500:,} dealt hands "
                              "for the meld figures.")  # 500 deals of four hands
    assert w.obligation_picker.value == "" and w.obligation_picker.label == "as each rule set says"

    drawn = {k: p.value for k, p in w.panels.items()}
    w.preset_boxes["cardgames.io"].value = False
    w.run()
    assert "Tick at least one rule set" in w.message.value
    assert {k: p.value for k, p in w.panels.items()} == drawn          # unchanged

    w.preset_boxes["Double deck"].value = True
    w.counting_picker.value = "classic"
    w.switch_picker.value = "obligation"
    w.run()
    assert w.message.value == ""
    assert w.exploration.results[0].variant.label == "Double deck, classic counting"
    assert "No rule switch was compared" not in w.panels["switch"].value
    assert any("Post-1945 play" in s for s in w.readings["switch"])
    # The switch's extra hands are counted and said, so the total adds up for a reader.
    extra = len(w.exploration.switch.table_b)
    assert extra == 20
    assert w.status.value.startswith(
        f"{20 + extra} hands played (heuristic players: 20 per rule set and {extra} more "
        "for the rule switch)")

    for bad in ({"rule_sets": ("Bridge",)}, {"switch": "x"}, {"hands": 0},
                {"obligation": "sometimes"}, {"counting": "double"}):
        with pytest.raises(PinochleError):
            RulesExplorer(run=False, **bad)


@pytest.mark.parametrize("module", ["pinochle_teach.analysis", "pinochle_teach.analysis.batch",
                                    "pinochle_teach.analysis.exact",
                                    "pinochle_teach.analysis.simulate",
                                    "pinochle_teach.analysis.summary"])
def test_docstring_examples_run(module):
    import doctest
    import importlib

    result = doctest.testmod(importlib.import_module(module))
    assert result.attempted > 0 and result.failed == 0


def _switch_figures(sentence: str) -> tuple[float, float, float, bool]:
    """(from, to, noise, said within chance) read back from a switch sentence."""
    import re
    nums = [float(x.replace(",", "")) for x in re.findall(r"-?\d[\d,]*\.\d+", sentence)]
    if " leaves " in sentence:
        return nums[0], nums[0], 0.0, True
    return nums[0], nums[1], nums[3], "within chance" in sentence


def test_switch_reading_of_a_small_change_shows_decimals_and_agrees_with_its_verdict():
    from pinochle_teach.analysis.summary import switch_sentence
    # The review's case: averages 182.4 and 183.6 read "raises 182 to 184 ... more than
    # chance (about 2 points)" with whole numbers; the change (1.2) is over the noise (1.0).
    diff = np.array([-3.8, 6.2] * 50)
    text = switch_sentence("Classic counting", 182.4, 182.4 + diff.mean(), diff)
    noise = 2 * diff.std(ddof=1) / np.sqrt(len(diff))
    assert 1.0 < noise < 1.2 < diff.mean() + 0.01
    assert "from 182.4 to 183.6" in text and "a change of 1.2" in text
    assert "more than chance" in text and f"about {noise:.1f} points" in text
    lo, hi, shown_noise, within = _switch_figures(text)
    assert not within and hi - lo > shown_noise


@settings(max_examples=300, deadline=None)
@given(st.lists(st.integers(-40, 40), min_size=2, max_size=60), st.integers(100, 200),
       st.sampled_from([1, 10]))
def test_switch_reading_never_contradicts_itself(steps, base, unit):
    from pinochle_teach.analysis.summary import switch_sentence
    diff = np.array(steps, dtype=float) * unit
    mean_a = base + 0.37
    text = switch_sentence("Simple counting", mean_a, mean_a + float(diff.mean()), diff)
    lo, hi, noise, within = _switch_figures(text)
    noise_true = 2 * diff.std(ddof=1) / np.sqrt(len(diff))
    if abs(abs(diff.mean()) - noise_true) > 1e-3:  # (a change equal to the noise: within)
        assert within == (abs(diff.mean()) <= noise_true), text
    if within:
        assert abs(hi - lo) <= noise + 1e-9, text
    else:
        assert abs(hi - lo) > noise, text
        assert (" raises " in text) == (diff.mean() > 0), text


def test_huge_sizes_are_refused_with_the_accepted_maximum_not_a_memory_error():
    from pinochle_teach.analysis import MAX_DEALS, MAX_HANDS, MAX_PROCESSES
    from pinochle_teach.analysis.summary import explore, make_variant

    for call, says in [
        (lambda: deal_counts(10**12), f"at most {MAX_DEALS:,}"),
        (lambda: deal_counts(MAX_DEALS + 1, rules=THREE_HANDED), f"at most {MAX_DEALS:,}"),
        (lambda: simulate(10**12), f"n must be at most {MAX_HANDS:,}"),
        (lambda: simulate(MAX_HANDS + 1), f"n must be at most {MAX_HANDS:,}"),
        (lambda: simulate(2, processes=10**6), f"processes must be at most {MAX_PROCESSES}"),
        (lambda: explore([make_variant("Hoyle")], dealt=10**12), f"at most {MAX_DEALS:,}"),
        (lambda: explore([make_variant("Hoyle")], n=10**12), f"at most {MAX_HANDS:,}"),
    ]:
        with pytest.raises(PinochleError, match=says):
            call()
    assert deal_counts(np.int64(3)).shape == (3, 4, 24)  # numpy ints still accepted
    from pinochle_teach.widgets.explorer import RulesExplorer
    for kwargs, says in [
            ({"hands": MAX_HANDS + 1}, f"hands must be a whole number 1..{MAX_HANDS:,}"),
            ({"dealt": 10**12}, f"dealt must be a whole number 1..{MAX_DEALS:,}")]:
        with pytest.raises(PinochleError, match=says):
            RulesExplorer(run=False, **kwargs)
