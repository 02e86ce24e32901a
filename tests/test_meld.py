"""Meld (RULES.md §4, §9): every row of the meld table, the worked cases, the Hoyle table.

The points in these tables are RULES.md's, typed in from the rules, not copied from the
engine's output. A brute-force scorer written from the §4 table checks many random hands.
"""

from __future__ import annotations

import random
from collections import Counter

import pytest

from pinochle_teach import (CARDGAMES_IO, HOYLE, PRESETS, Card, InvalidCardError,
                            InvalidHandError, MeldTable, Rank, Suit, best_meld, near_misses,
                            new_deck, parse_cards)


def names(result):
    return sorted(m.name for m in result.melds)


# ---- the tables below on every preset where they apply (RULES.md §4, §8) -----------------
ALL_PRESETS = list(PRESETS.values())
#: Meld name -> MeldTable field, to price a row with each preset's own table.
FIELDS = {"Double run": "double_run", "Run + marriage": "run_marriage",
          "Run + king": "run_king", "Run + queen": "run_queen", "Run": "run",
          "Royal marriage": "royal_marriage", "Dix": "dix",
          "Common marriage": "common_marriage", "Pinochle": "pinochle",
          "Double pinochle": "double_pinochle"}
FIELDS["Round house bonus"] = "round_house_bonus"
FIELDS.update({f"{w} {kind}": f"{w.lower()}_{kind}" for w in ("Aces", "Kings", "Queens", "Jacks")
               for kind in ("around", "abound")})
#: With Hoyle's table a spare trump K or Q beside a run is not counted, so these names
#: only apply with the default table.
RUN_EXTRAS = {"Run + king", "Run + queen", "Run + marriage"}


def priced(melds, rules):
    return sum(getattr(rules.meld, FIELDS[n]) for n in melds)


def on_presets(rows, ids):
    """(rules, *row) for every preset whose deck holds the row's cards (no nines in the
    double deck) and, for another meld table than the default, rows without run extras."""
    out = []
    for rid, row in zip(ids, rows):
        trump, hand, total, melds = row
        for rules in ALL_PRESETS:
            if any(c.rank not in rules.ranks for c in parse_cards(hand)):
                continue
            if rules.meld != MeldTable() and RUN_EXTRAS & set(melds):
                continue
            if rules.meld.round_house_bonus and {"Kings around", "Queens around"} <= set(melds):
                # §8: a table with a round-house bonus adds it to the kings and queens
                # around (each row holds at most one K and Q of each suit)
                out.append(pytest.param(rules, trump, hand, total,
                                        melds + ["Round house bonus"], id=f"{rules.name}-{rid}"))
                continue
            out.append(pytest.param(rules, *row, id=f"{rules.name}-{rid}"))
    return out


def check_row(rules, trump, hand, total, melds):
    result = best_meld(parse_cards(hand), trump, rules)
    assert names(result) == sorted(melds)
    assert result.total == priced(melds, rules)
    if rules.meld == MeldTable():
        assert result.total == total  # the figure typed from RULES.md


# ---- RULES.md §4 class 1: runs, royal marriages, dix, common marriages -------------------
# (id, trump, hand, total, melds): each row of the table, alone in a hand.
CLASS_1_ROWS = [
    ("double_run", "S", "AS AS TS TS KS KS QS QS JS JS", 1500, ["Double run"]),
    ("run_plus_marriage", "C", "AC TC KC KC QC QC JC", 230, ["Run + marriage"]),
    ("run_plus_king", "H", "AH TH KH KH QH JH", 190, ["Run + king"]),
    ("run_plus_queen", "D", "AD TD KD QD QD JD", 190, ["Run + queen"]),
    ("run", "S", "AS TS KS QS JS", 150, ["Run"]),
    ("run_with_spare_ace_ten_jack_is_plain_run", "S", "AS AS TS TS KS QS JS JS", 150, ["Run"]),
    ("royal_marriage", "H", "KH QH", 40, ["Royal marriage"]),
    ("two_royal_marriages", "H", "KH KH QH QH", 80, ["Royal marriage"] * 2),
    ("royal_marriage_per_pair_not_per_card", "H", "KH KH QH", 40, ["Royal marriage"]),
    ("royal_marriage_beside_an_incomplete_run", "H", "AH TH KH QH", 40, ["Royal marriage"]),
    ("dix", "C", "9C", 10, ["Dix"]),
    ("two_dix_ten_each", "C", "9C 9C", 20, ["Dix", "Dix"]),
    ("dix_beside_a_run", "S", "AS TS KS QS JS 9S", 160, ["Dix", "Run"]),
    ("common_marriage_spades", "H", "KS QS", 20, ["Common marriage"]),
    ("common_marriage_hearts", "S", "KH QH", 20, ["Common marriage"]),
    ("common_marriage_diamonds", "S", "KD QD", 20, ["Common marriage"]),
    ("common_marriage_clubs", "S", "KC QC", 20, ["Common marriage"]),
    ("two_common_marriages_one_suit", "S", "KH KH QH QH", 40, ["Common marriage"] * 2),
    ("common_marriage_needs_king_and_queen", "S", "KH KH QD QD", 0, []),
    ("non_trump_sequence_is_only_a_common_marriage", "H", "AS TS KS QS JS", 20,
     ["Common marriage"]),
    ("round_house_is_the_table_sum", "S", "KS QS KH QH KD QD KC QC", 240,
     ["Common marriage"] * 3 + ["Kings around", "Queens around", "Royal marriage"]),
]


@pytest.mark.parametrize("rules, trump, hand, total, melds",
                         on_presets([r[1:] for r in CLASS_1_ROWS], [r[0] for r in CLASS_1_ROWS]))
def test_rule_4_class_1_table(rules, trump, hand, total, melds):
    check_row(rules, trump, hand, total, melds)


def test_the_row_prices_match_the_typed_figures():
    for _, trump, hand, total, melds in CLASS_1_ROWS:
        assert priced(melds, CARDGAMES_IO) == total, hand


def test_rule_4_no_royal_marriage_beside_any_run():
    for hand in ("AS TS KS QS JS", "AS TS KS KS QS JS", "AS TS KS QS QS JS",
                 "AS TS KS KS QS QS JS", "AS AS TS TS KS KS QS QS JS JS"):
        assert "Royal marriage" not in names(best_meld(hand, "S")), hand


def test_rule_4_double_run_uses_every_trump_king_and_queen():
    result = best_meld("AS AS TS TS KS KS QS QS JS JS", "S")
    (run,) = result.melds
    assert Counter(run.cards) == Counter(parse_cards("AS AS TS TS KS KS QS QS JS JS"))


@pytest.mark.parametrize("trump", list(Suit), ids=lambda s: s.name.lower())
def test_rule_4_run_and_dix_in_every_trump_suit(trump):
    hand = [Card(trump, r) for r in (Rank.ACE, Rank.TEN, Rank.KING, Rank.QUEEN, Rank.JACK,
                                     Rank.NINE)]
    assert best_meld(hand, trump).total == 160
    others = [s for s in Suit if s is not trump]
    # the same cards with another suit as trump: only a common marriage
    assert best_meld(hand, others[0]).total == 20


# ---- class 2: pinochle -------------------------------------------------------------------
CLASS_2_ROWS = [  # hearts trump: no other meld in these cards
    ("pinochle", "H", "JD QS", 40, ["Pinochle"]),
    ("pinochle_spare_jack", "H", "JD JD QS", 40, ["Pinochle"]),
    ("pinochle_spare_queen", "H", "JD QS QS", 40, ["Pinochle"]),
    ("double_pinochle", "H", "JD JD QS QS", 300, ["Double pinochle"]),
    ("two_jacks_alone", "H", "JD JD", 0, []),
    ("two_queens_alone", "H", "QS QS", 0, []),
    ("wrong_jack", "H", "JH QS", 0, []),
]


@pytest.mark.parametrize("rules, trump, hand, total, melds",
                         on_presets([r[1:] for r in CLASS_2_ROWS], [r[0] for r in CLASS_2_ROWS]))
def test_rule_4_class_2_pinochle(rules, trump, hand, total, melds):
    check_row(rules, trump, hand, total, melds)


# ---- class 3: arounds and abounds --------------------------------------------------------
AROUNDS = [("A", "Aces", 100, 1000), ("K", "Kings", 80, 800), ("Q", "Queens", 60, 600),
           ("J", "Jacks", 40, 400)]


@pytest.mark.parametrize("rank, word, around, abound", AROUNDS, ids=[a[1].lower() for a in AROUNDS])
@pytest.mark.parametrize("rules", ALL_PRESETS, ids=lambda r: r.name)
def test_rule_4_class_3_around(rank, word, around, abound, rules):
    if rules.meld == MeldTable():
        assert rules.meld.around(Rank.from_str(rank)) == around  # RULES.md's figure
    value = getattr(rules.meld, f"{word.lower()}_around")
    one_each = " ".join(rank + s for s in "SHDC")
    result = best_meld(one_each, "H", rules)
    assert sum(m.points for m in result.melds if m.meld_class == 3) == value
    assert f"{word} around" in names(result)
    # seven of the eight copies is still one "around"
    seven = one_each + " " + " ".join(rank + s for s in "SHD")
    result7 = best_meld(seven, "H", rules)
    assert sum(m.points for m in result7.melds if m.meld_class == 3) == value


@pytest.mark.parametrize("rank, word, around, abound", AROUNDS, ids=[a[1].lower() for a in AROUNDS])
@pytest.mark.parametrize("rules", ALL_PRESETS, ids=lambda r: r.name)
def test_rule_4_class_3_abound_needs_all_eight(rank, word, around, abound, rules):
    if rules.meld == MeldTable():
        assert rules.meld.abound(Rank.from_str(rank)) == abound  # RULES.md's figure
    eight = " ".join(rank + s for s in "SHDC" * 2)
    result = best_meld(eight, "H", rules)
    assert sum(m.points for m in result.melds if m.meld_class == 3) == getattr(
        rules.meld, f"{word.lower()}_abound")
    assert f"{word} abound" in names(result)
    assert f"{word} around" not in names(result)


def test_rule_4_seven_aces_are_aces_around():
    result = best_meld("AS AS AH AH AD AD AC", "S")
    assert result.total == 100
    assert names(result) == ["Aces around"]


def test_rule_4_an_around_needs_every_suit():
    assert best_meld("AS AS AH AH AD AD", "S").total == 0


def test_rule_4_nines_make_no_around():
    assert best_meld("9S 9H 9D 9C", "D").total == 10  # only the dix


# ---- classes are independent; within a class a card is used once --------------------
def test_rule_4_a_card_may_serve_in_each_class():
    # Q♠ is in the royal marriage (class 1), the pinochle (2) and queens around (3).
    result = best_meld("KS QS JD QH QD QC", "S")
    assert result.total == 40 + 40 + 60
    assert result.by_class() == {1: 40, 2: 40, 3: 60}


def test_rule_4_within_a_class_a_card_is_used_once():
    # one K♥ cannot make two marriages with two Q♥
    assert best_meld("KH QH QH", "S").total == 20
    # the run's trump K and Q are not also a royal marriage
    assert best_meld("AS TS KS QS JS", "S").total == 150


def test_rule_4_team_meld_is_never_formed_across_two_hands():
    # J♦ in one hand and Q♠ in the partner's: no pinochle for either
    assert best_meld("JD", "H").total + best_meld("QS", "H").total == 0


def test_rule_4_held_three_times_is_invalid_input():
    with pytest.raises(InvalidHandError, match="9♠"):
        best_meld("9S 9S 9S", "S")


def test_best_meld_rejects_a_bad_card_and_a_bad_trump():
    with pytest.raises(InvalidCardError, match="'ZZ'"):
        best_meld("AS ZZ", "S")
    with pytest.raises(InvalidCardError, match="'X'"):
        best_meld("AS", "X")


@pytest.mark.parametrize("hand", [
    "AS TS KS QS JS",
    ["AS", "TS", "KS", "QS", "JS"],
    ("A♠", "10♠", "K♠", "Q♠", "J♠"),
    parse_cards("S14 S10 S13 S12 S11"),
    tuple(parse_cards("AS TS KS QS JS")),
], ids=["string", "list_of_strings", "tuple_of_symbols", "list_of_cards", "tuple_of_cards"])
@pytest.mark.parametrize("trump", ["S", "♠", "spades", Suit.SPADES])
def test_best_meld_accepts_every_hand_and_trump_form(hand, trump):
    result = best_meld(hand, trump)
    assert result.total == 150
    assert result.trump is Suit.SPADES
    assert all(isinstance(c, Card) for c in result.hand)


# ---- RULES.md §9 worked cases ----------------------------------------------------------
WORKED = [
    ("H", "AH TH KH KH QH JH 9H 9H TC JC 9C TD", 210,
     ["Run + king", "Dix", "Dix"]),
    ("C", "AC TC KC KC QC QC JC 9D 9H 9S TD TH", 230, ["Run + marriage"]),
    ("S", "AS AS TS TS KS KS QS QS JS JS 9S JD", 1550, ["Double run", "Dix", "Pinochle"]),
    ("H", "KH KH QH QH JH 9H TS 9S JC 9C TD 9D", 90,
     ["Royal marriage", "Royal marriage", "Dix"]),
    ("H", "JD JD QS QS KS KS QH KH QD QC AS 9H", 450,
     ["Royal marriage", "Common marriage", "Common marriage", "Dix", "Double pinochle",
      "Queens around"]),
    ("S", "KS QS KH QH KD QD KC QC 9C 9D TH JH", 240,
     ["Royal marriage", "Common marriage", "Common marriage", "Common marriage",
      "Kings around", "Queens around"]),
]


@pytest.mark.parametrize("rules, trump, hand, total, melds", on_presets(
    WORKED, ["run_king_two_dix", "run_marriage", "double_run_dix_pinochle",
             "two_royal_marriages_dix", "double_pinochle_queens_around", "round_house"]))
def test_rule_9_worked_meld_cases(rules, trump, hand, total, melds):
    check_row(rules, trump, hand, total, melds)
    result = best_meld(parse_cards(hand), trump, rules)
    assert sum(m.points for m in result.melds) == result.total


# ---- the Hoyle / pagat table (RULES.md §4, §8) -----------------------------------------
HOYLE_ROWS = [
    ("run_plus_king_is_150", "H", "AH TH KH KH QH JH", 150),
    ("run_plus_queen_is_150", "H", "AH TH KH QH QH JH", 150),
    ("run_plus_marriage_is_190", "H", "AH TH KH KH QH QH JH", 190),
    ("run_is_150", "H", "AH TH KH QH JH", 150),
    ("double_run_is_1500", "H", "AH AH TH TH KH KH QH QH JH JH", 1500),
    ("royal_marriage_is_40", "H", "KH QH", 40),
    ("worked_case_1_is_170", "H", "AH TH KH KH QH JH 9H 9H TC JC 9C TD", 170),
    ("worked_case_2_is_190", "C", "AC TC KC KC QC QC JC 9D 9H 9S TD TH", 190),
]


@pytest.mark.parametrize("trump, hand, total", [r[1:] for r in HOYLE_ROWS],
                         ids=[r[0] for r in HOYLE_ROWS])
def test_hoyle_meld_table(trump, hand, total):
    assert best_meld(hand, trump, HOYLE).total == total


def test_hoyle_run_plus_marriage_is_one_meld_not_a_run_beside_a_royal_marriage():
    # §4: no royal marriage is scored beside any run, in either table.
    result = best_meld("AH TH KH KH QH QH JH", "H", HOYLE)
    assert [m.label for m in result.melds] == ["Run + marriage 190"]
    assert [m.label for m in best_meld("AH TH KH KH QH JH", "H", HOYLE).melds] == ["Run 150"]


def test_hoyle_differs_only_in_the_run_extras_and_the_round_house_bonus():
    default, hoyle = CARDGAMES_IO.meld, HOYLE.meld
    differ = {f for f in default.__dataclass_fields__ if getattr(default, f) != getattr(hoyle, f)}
    assert differ == {"run_king", "run_queen", "run_marriage", "round_house_bonus"}
    assert (hoyle.run_king, hoyle.run_queen, hoyle.run_marriage) == (150, 150, 190)


def test_meld_points_come_from_the_rule_set_table():
    # A custom table changes the points: nothing is hard-coded in the scorer.
    table = MeldTable(dix=7, pinochle=33, aces_around=111)
    rules = CARDGAMES_IO.with_(meld=table)
    assert best_meld("9S JD QS AS AH AD AC", "S", rules).total == 7 + 33 + 111


# ---- MeldResult -------------------------------------------------------------------------
def test_meld_result_breakdown_and_explain():
    result = best_meld("AH TH KH KH QH JH 9H 9H TC JC 9C TD", "H")
    assert result.by_class() == {1: 210, 2: 0, 3: 0}
    text = result.explain()
    assert "Run + king 190" in text and "Total: 210 points" in text
    assert best_meld("9S", "H").explain().startswith("No meld")
    labels = [m.label for m in result.melds]
    assert "Run + king 190" in labels
    assert all(m.meld_class in (1, 2, 3) for m in result.melds)


def test_cards_used_counts_each_physical_card_once_per_class():
    # two dix and two marriages of one suit use both copies; Q♠ serves in two classes
    result = best_meld("9S 9S KH KH QH QH JD QS KS AS", "S")
    used = Counter(result.cards_used)
    assert used == Counter(parse_cards("9S 9S KH KH QH QH JD QS KS"))
    assert not (used - Counter(result.hand))  # never more copies than the hand holds


# ---- a brute-force scorer written straight from the §4 table --------------------------

def table_meld(hand, trump: Suit, table: MeldTable = MeldTable()) -> int:
    """RULES.md §4 read literally, with a one-deck meld table (cardgames.io's or Hoyle's)."""
    n = Counter((c.suit, c.rank) for c in hand)
    a, t, k, q, j = (n[trump, r] for r in (Rank.ACE, Rank.TEN, Rank.KING, Rank.QUEEN,
                                           Rank.JACK))
    total = 0
    if min(a, t, k, q, j) == 2:
        total += table.double_run
    elif min(a, t, k, q, j) >= 1:
        total += {(True, True): table.run_marriage, (True, False): table.run_king,
                  (False, True): table.run_queen, (False, False): table.run}[(k == 2, q == 2)]
    else:
        total += table.royal_marriage * min(k, q)
    total += table.dix * n[trump, Rank.NINE]
    for s in Suit:
        if s is not trump:
            total += table.common_marriage * min(n[s, Rank.KING], n[s, Rank.QUEEN])
    jd, qs = n[Suit.DIAMONDS, Rank.JACK], n[Suit.SPADES, Rank.QUEEN]
    total += table.double_pinochle if (jd == 2 and qs == 2) else table.pinochle if (jd and qs) else 0
    for rank in (Rank.ACE, Rank.KING, Rank.QUEEN, Rank.JACK):
        per_suit = [n[s, rank] for s in Suit]
        total += (table.abound(rank) if min(per_suit) == 2
                  else table.around(rank) if min(per_suit) == 1 else 0)
    # §8: a round house (K and Q of every suit) may carry a bonus, once per complete set
    total += table.round_house_bonus * min(n[s, r] for s in Suit for r in (Rank.KING, Rank.QUEEN))
    return total


def _random_hands(count: int, seed: int, rules=CARDGAMES_IO):
    rng = random.Random(seed)
    deck = new_deck(rules)
    size = rules.hand_size
    # rich hands too: mostly one suit and the pinochle/around cards, so runs, double runs
    # and abounds come up often.
    for i in range(count):
        if i % 2:
            trump = rng.choice(list(Suit))
            pool = [c for c in deck if c.suit is trump or c.rank in (Rank.ACE, Rank.KING,
                                                                     Rank.QUEEN, Rank.JACK)]
            hand = rng.sample(pool, size)
        else:
            trump = rng.choice(list(Suit))
            hand = rng.sample(deck, size)
        yield hand, trump


#: The one-deck presets (the literal table above knows no triple or quadruple melds; the
#: double deck's are checked in tests/test_variants.py and by the batch scorer).
ONE_DECK = [r for r in ALL_PRESETS if r.copies == 2]


@pytest.mark.parametrize("rules", ONE_DECK, ids=lambda r: r.name)
def test_best_meld_matches_the_rules_table_on_many_random_hands(rules):
    seen = Counter()
    for hand, trump in _random_hands(1500, seed=4, rules=rules):
        result = best_meld(hand, trump, rules)
        assert result.total == table_meld(hand, trump, rules.meld), (hand, trump, result)
        assert result.total == sum(m.points for m in result.melds)
        # within a class no physical card is used twice
        for cls in (1, 2, 3):
            used = Counter(c for m in result.melds if m.meld_class == cls for c in m.cards)
            assert not (used - Counter(hand)), (hand, cls)
        seen.update(m.name for m in result.melds)
    # the rich hands reached the rare melds, so the comparison covered them
    extras = ("Run + king", "Run + queen") if rules.meld == MeldTable() else ()
    for name in ("Run", "Run + marriage", "Double pinochle", "Aces around", "Kings around",
                 *extras):
        assert seen[name] > 0, name


# ---- near misses (teaching aid) -------------------------------------------------------
def test_near_misses_report_exactly_the_cards_that_add_meld():
    hand = parse_cards("AH TH KH QH 9S JD KC QC TS 9D AC JC")
    found = {card: (gain, text) for card, gain, text in near_misses(hand, "H")}
    base = best_meld(hand, "H").total
    for card in {Card(s, r) for s in Suit for r in Rank}:
        gain = best_meld(hand + [card], "H").total - base
        if gain > 0:
            assert found[card][0] == gain
            assert str(card) in found[card][1] and f"+{gain}" in found[card][1]
        else:
            assert card not in found
    # J♥ completes the run: 150 replaces the royal marriage's 40
    assert found[Card("H", "J")][0] == 110
