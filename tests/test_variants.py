"""The rule variants of RULES.md §8 on every preset where each rule applies, and random
play on every preset (and with each switch) keeping the invariants of a hand.

- DOUBLE_DECK: 80 cards (four copies of A 10 K Q J, no nines, so no dix), 20 cards each,
  minimum bid 500, triple and quadruple melds, 500 trick points with a last trick of 20.
- THREE_HANDED: 15 cards each and a widow of 3 that the bidder takes and then discards 3,
  whose counters count for the bidder; each for themselves; 15 tricks of 3; a trick saves
  meld; game to 1000.
- post-1945 obligations and the three counting schemes as switches on any preset.

Figures typed here come from RULES.md and the presets' documented fields (e.g. the x1.5 /
x2 factors), not from the engine's output.

The general rules tests also run on every preset where they apply (issue 8): the deck and
deal (test_cards), the §6 legal-play and trick-winner tables and a checker from the §6 text
on random positions (test_tricks; positions with a nine skip the double deck, full tricks
skip three-handed), the §4 meld tables priced with each preset's table (test_meld), the
auction's turns, steps and stuck dealer (test_auction), a scorer from the §5/§7 text on
random hands (test_scoring), and random hands and whole games with every switch
(test_properties).
"""

from __future__ import annotations

import random
from collections import Counter

import pytest

from pinochle_teach import (CARDGAMES_IO, DOUBLE_DECK, HOYLE, POST_1945, PRESETS, THREE_HANDED,
                            Auction, Card, IllegalActionError, can_surrender, Rank, Suit, best_meld, deal,
                            game_winner, legal_plays, new_deck, parse_cards, score_hand)
from pinochle_teach.game import Game, Phase
from pinochle_teach.errors import InvalidRulesError
from pinochle_teach.players import RandomPlayer, play_game, play_hand
from pinochle_teach.rules import RULE_CHOICES, RuleChoice, rule_choice, variant_name

ALL_PRESETS = list(PRESETS.values())
COUNTINGS = ("counters", "classic", "simple")


def preset_id(rules):
    return rules.name


def switched(rules):
    """Every preset with every obligation and counting scheme."""
    return [rules.with_(obligation=o, counting=c)
            for o in ("must_win", "post_1945") for c in COUNTINGS]


ALL_SWITCHED = [r for p in ALL_PRESETS for r in switched(p)]


def switch_id(rules):
    return f"{rules.name}-{rules.obligation}-{rules.counting}"


# ---- every preset documents its source ------------------------------------------------------

@pytest.mark.parametrize("rules", ALL_PRESETS, ids=preset_id)
def test_each_preset_names_its_source_and_a_rules_section(rules):
    # The source is shown to students (the explorer's tooltips): it names a section of the
    # kit's own rules page, never the developers' reference file.
    assert "rules page §" in rules.source
    assert "RULES.md" not in rules.source and "seed" not in rules.source
    assert rules.name in PRESETS


# ---- DOUBLE_DECK -------------------------------------------------------------------------------

def test_double_deck_is_80_cards_four_copies_and_no_nines():
    deck = new_deck(DOUBLE_DECK)
    assert len(deck) == 80 == DOUBLE_DECK.deck_size
    counts = Counter(deck)
    assert len(counts) == 20 and set(counts.values()) == {4}
    assert not any(c.rank is Rank.NINE for c in deck)


@pytest.mark.parametrize("seed", range(5))
def test_double_deck_deals_four_hands_of_20(seed):
    hands = deal(seed, DOUBLE_DECK)
    assert [len(h) for h in hands] == [20] * 4
    assert Counter(c for h in hands for c in h) == Counter(new_deck(DOUBLE_DECK))


def test_double_deck_has_no_dix_in_any_dealt_meld():
    for seed in range(30):
        for hand in deal(seed, DOUBLE_DECK):
            for trump in Suit:
                assert "Dix" not in [m.name for m in best_meld(hand, trump, DOUBLE_DECK).melds]


def test_double_deck_auction_opens_at_500_and_a_stuck_dealer_holds_500():
    a = Auction(dealer=3, rules=DOUBLE_DECK)
    assert min(a.legal_bids()) == 500 == DOUBLE_DECK.minimum_bid
    for _ in range(3):
        a.pass_()
    assert a.is_over and a.winner == 3 and a.contract == 500 and a.forced


def test_double_deck_trick_points_total_500_with_a_last_trick_of_20():
    assert DOUBLE_DECK.last_trick_bonus == 20
    assert DOUBLE_DECK.trick_points_total == 500
    # Counters: A, 10, K = 10 each, 16 copies of each rank.
    assert 3 * 10 * 16 + 20 == 500


MULTIPLES = [
    # (hand, trump, meld name, the double value it is a multiple of, level)
    ("AS TS KS QS JS " * 3, "S", "Triple run", "double_run", 3),
    ("AS TS KS QS JS " * 4, "S", "Quadruple run", "double_run", 4),
    ("JD QS " * 3, "H", "Triple pinochle", "double_pinochle", 3),
    ("JD QS " * 4, "H", "Quadruple pinochle", "double_pinochle", 4),
    ("AS AH AD AC " * 3, "H", "Triple aces around", "aces_abound", 3),
    ("KS KH KD KC " * 4, "H", "Quadruple kings around", "kings_abound", 4),
]


@pytest.mark.parametrize("hand, trump, name, field, level", MULTIPLES,
                         ids=[m[2] for m in MULTIPLES])
def test_double_deck_triple_and_quadruple_melds(hand, trump, name, field, level):
    table = DOUBLE_DECK.meld
    factor = {3: table.triple_factor, 4: table.quadruple_factor}[level]
    result = best_meld(parse_cards(hand), trump, DOUBLE_DECK)
    found = [m for m in result.melds if m.name == name]
    assert len(found) == 1
    assert found[0].points == round(getattr(table, field) * factor)
    assert len(found[0].cards) == len(parse_cards(hand))


def test_double_deck_double_melds_keep_their_single_deck_values():
    table = DOUBLE_DECK.meld
    assert best_meld("AS TS KS QS JS " * 2, "S", DOUBLE_DECK).total == table.double_run
    assert best_meld("JD QS JD QS", "H", DOUBLE_DECK).total == table.double_pinochle


def test_double_deck_surrender_is_judged_against_500_trick_points():
    """RULES.md §5 with the 80-card deck: surrender needs contract > meld + 500."""
    assert can_surrender(610, 100, DOUBLE_DECK)
    assert not can_surrender(600, 100, DOUBLE_DECK)
    assert tuple(score_hand(610, 0, (100, 40), (0, 0), True, DOUBLE_DECK)) == (-610, 40)
    with pytest.raises(IllegalActionError, match="500"):
        score_hand(600, 0, (100, 40), (0, 0), True, DOUBLE_DECK)


# ---- THREE_HANDED -----------------------------------------------------------------------------

def test_three_handed_deals_15_each_and_a_widow_of_3():
    for seed in range(5):
        hands = deal(seed, THREE_HANDED)
        assert [len(h) for h in hands] == [15, 15, 15, 3]
        assert Counter(c for h in hands for c in h) == Counter(new_deck(THREE_HANDED))


def _win_three_handed(seed=5):
    """Seat 0 deals, seat 1 opens; seats 1 and 2 pass so the dealer holds the contract."""
    g = Game(seed, THREE_HANDED, dealer=0)
    assert g.to_move == 1
    g.apply("pass")
    g.apply("pass")
    return g


def test_three_handed_widow_goes_to_the_bidder_and_is_shown_to_all():
    g = _win_three_handed()
    assert g.bidder == 0 and g.contract == THREE_HANDED.minimum_bid and g.phase is Phase.TRUMP
    assert len(g.hands[0]) == 18
    assert Counter(g.hands[0]) == Counter(g.dealt[0]) + Counter(g.widow)
    for seat in range(3):
        assert g.view(seat).widow == g.widow


def test_three_handed_bidder_discards_three_then_meld():
    g = _win_three_handed()
    g.apply("trump H")
    assert g.phase is Phase.DISCARD and g.to_move == 0
    assert {a.kind for a in g.legal_actions()} == {"discard"}
    for _ in range(3):
        card = g.hands[0][0]
        g.apply(f"discard {card.code}")
    assert len(g.discards) == 3 and [len(h) for h in g.hands] == [15, 15, 15]
    assert g.phase in (Phase.TRICKS, Phase.SURRENDER)
    assert g.view(0).discards == tuple(g.discards) and g.view(1).discards == ()


def test_three_handed_discarding_a_card_not_held_changes_nothing():
    g = _win_three_handed()
    g.apply("trump H")
    absent = next(c for c in new_deck() if c not in g.hands[0])
    key = g.state_key()
    with pytest.raises(IllegalActionError, match="does not hold"):
        g.apply(f"discard {absent.code}")
    assert g.state_key() == key


def test_three_handed_discards_count_for_the_bidder():
    """The bidder discards counters; the bidder's trick points are its tricks' points plus
    the discards' points, and all trick points still total 250."""
    rules = THREE_HANDED
    for seed in range(40):
        g = _win_three_handed(seed)
        g.apply("trump H")
        counters = sorted(g.hands[0], key=lambda c: -rules.card_points(c.rank))[:3]
        for c in counters:
            g.apply(f"discard {c.code}")
        discard_points = sum(rules.card_points(c.rank) for c in counters)
        if g.phase is Phase.SURRENDER:
            g.apply("play on")
        rng = random.Random(seed)
        while g.phase is Phase.TRICKS:
            g.apply(rng.choice(g.legal_actions()))
        won = sum(t.points for t in g.tricks if t.winner == 0)
        assert g.trick_points[0] == won + discard_points
        assert sum(g.trick_points) == rules.trick_points_total
        if discard_points:
            return
    pytest.fail("no deal let the bidder discard a counter")  # pragma: no cover


def test_three_handed_plays_15_tricks_of_3_each_player_for_themselves():
    g = Game(8, THREE_HANDED)
    play_hand(g, [RandomPlayer(s) for s in range(3)])
    if g.surrendered:
        pytest.skip("surrendered")  # pragma: no cover - seed 8 plays on
    assert len(g.tricks) == 15 and all(len(t.cards) == 3 for t in g.tricks)
    assert g.teams == 3 and len(g.scores) == 3 and g.view(0).partner is None


def test_three_handed_a_trick_without_points_saves_meld():
    """save_meld "trick": any trick keeps a player's meld; under the default rule a trick
    point is needed (RULES.md §7, §8)."""
    three = score_hand(200, 0, (0, 60, 20), (250, 0, 0), rules=THREE_HANDED,
                       tricks_won=(13, 1, 1))
    assert tuple(three) == (250, 60, 20)
    default_like = THREE_HANDED.with_(save_meld="trick_point")
    assert tuple(score_hand(200, 0, (0, 60, 20), (250, 0, 0), rules=default_like,
                            tricks_won=(13, 1, 1))) == (250, 0, 0)
    none = score_hand(200, 0, (0, 60, 20), (250, 0, 0), rules=THREE_HANDED,
                      tricks_won=(15, 0, 0))
    assert tuple(none) == (250, 0, 0)


def test_three_handed_game_is_won_at_1000():
    assert THREE_HANDED.target_score == 1000
    assert game_winner((990, 400, 300), 0, THREE_HANDED) is None
    assert game_winner((1000, 400, 300), 1, THREE_HANDED) == 0
    g = play_game(Game(3, THREE_HANDED), [RandomPlayer(s) for s in range(3)], max_hands=400)
    if g.is_over:
        assert g.scores[g.winner] >= 1000


# ---- switches on any preset ------------------------------------------------------------------

@pytest.mark.parametrize("rules", ALL_PRESETS, ids=preset_id)
def test_post_1945_switch_on_every_preset(rules):
    """RULES.md §6/§8: trump S, A♦ led and Q♠ trumped in; holding K♠ J♠ K♣ you must
    overtrump under must-win rules; post-1945 only trump (any trump) is required."""
    trick, hand = parse_cards("AD QS"), parse_cards("KS JS KC")
    must = legal_plays(hand, trick, "S", rules.with_(obligation="must_win"))
    post = legal_plays(hand, trick, "S", rules.with_(obligation="post_1945"))
    assert set(must) == set(parse_cards("KS"))
    assert set(post) == set(parse_cards("KS JS"))


@pytest.mark.parametrize("rules", ALL_PRESETS, ids=preset_id)
def test_post_1945_must_beat_only_when_trump_is_led(rules):
    hand = parse_cards("AS KS JS")
    trick = parse_cards("QS")
    assert set(legal_plays(hand, trick, "S", rules.with_(obligation="post_1945"))) == set(
        parse_cards("AS KS"))
    side = parse_cards("QH")
    hand2 = parse_cards("KH JH AS")
    assert set(legal_plays(hand2, side, "S", rules.with_(obligation="post_1945"))) == set(
        parse_cards("KH JH"))
    assert set(legal_plays(hand2, side, "S", rules.with_(obligation="must_win"))) == set(
        parse_cards("KH"))


POINTS = {  # RULES.md §7-8: points per A, 10, K, Q, J, 9
    "counters": (10, 10, 10, 0, 0, 0),
    "classic": (11, 10, 4, 3, 2, 0),
    "simple": (10, 10, 5, 5, 0, 0),
}


@pytest.mark.parametrize("rules", ALL_SWITCHED, ids=switch_id)
def test_counting_schemes_keep_each_presets_trick_point_total(rules):
    by_rank = dict(zip((Rank.ACE, Rank.TEN, Rank.KING, Rank.QUEEN, Rank.JACK, Rank.NINE),
                       POINTS[rules.counting]))
    for r, p in by_rank.items():
        assert rules.card_points(r) == p
    per_deck = sum(by_rank[r] for r in rules.ranks) * 4 * rules.copies
    assert rules.trick_points_total == per_deck + rules.last_trick_bonus
    # Every scheme totals the same per hand: 250 with one deck, 500 with two.
    assert rules.trick_points_total == (500 if rules.copies == 4 else 250)


# ---- random play on every preset and switch ----------------------------------------------------

def _check_conserved(g: Game) -> None:
    r = g.rules
    seen = Counter()
    for h in g.hands:
        seen.update(h)
    for t in g.tricks:
        seen.update(t.cards)
    seen.update(g.trick)
    seen.update(g.discards)
    if r.widow and g.bidder is None:
        seen.update(g.widow)
    if g.phase is Phase.PASS:
        seen.update(g.passed)
    elif g.phase is Phase.RETURN:
        seen.update(g.returned)
    assert seen == Counter(new_deck(r)), g.phase


@pytest.mark.parametrize("rules", ALL_SWITCHED, ids=switch_id)
def test_random_hands_keep_the_invariants(rules):
    for seed in range(3):
        g = Game(seed, rules)
        rng = random.Random(seed)
        steps = 0
        while g.phase not in (Phase.SCORE, Phase.GAME_OVER):
            legal = g.legal_actions()
            assert legal, f"no legal action in {g.phase}"
            g.apply(rng.choice(legal))
            _check_conserved(g)
            steps += 1
            assert steps < 2000
        res = g.hand_results[-1]
        if res.surrendered:
            assert sum(res.trick_points) == 0 and not g.tricks
        else:
            assert len(g.tricks) == rules.hand_size
            assert all(len(t.cards) == rules.players for t in g.tricks)
            assert sum(res.trick_points) == rules.trick_points_total
            assert sum(t.points for t in g.tricks) + sum(
                rules.card_points(c.rank) for c in g.discards) == rules.trick_points_total
        assert res.contract >= rules.minimum_bid
        again = Game.from_record(g.to_record())
        assert again.state_key() == g.state_key()
        assert Game.from_record(g.to_json()).state_key() == g.state_key()


@pytest.mark.parametrize("rules", ALL_PRESETS, ids=preset_id)
def test_random_whole_games_end_at_the_presets_target(rules):
    g = play_game(Game(11, rules), [RandomPlayer(s) for s in range(rules.players)],
                  max_hands=60)
    if g.is_over:
        assert max(g.scores) >= rules.target_score
        assert g.scores[g.winner] >= rules.target_score
    again = Game.from_record(g.to_record())
    assert again.state_key() == g.state_key()


@pytest.mark.parametrize("rules", [DOUBLE_DECK, THREE_HANDED], ids=preset_id)
def test_views_never_show_other_hands(rules):
    g = Game(2, rules)
    rng = random.Random(2)
    while g.phase not in (Phase.SCORE, Phase.GAME_OVER):
        for seat in range(rules.players):
            v = g.view(seat)
            assert v.hand == tuple(g.hands[seat])
            assert v.hand_sizes == tuple(len(h) for h in g.hands)
        g.apply(rng.choice(g.legal_actions()))


def test_presets_differ_only_in_fields():
    """RULES.md §8: a variant is a RuleSet, and switches combine with any preset."""
    assert POST_1945 == CARDGAMES_IO.with_(name=POST_1945.name, obligation="post_1945")
    assert HOYLE.obligation == "post_1945"
    for rules in ALL_PRESETS:
        assert rules.with_(counting="classic").counting == "classic"
    assert Card("H", "9") not in new_deck(DOUBLE_DECK)


# ---- the rule sets offered for a game at the table (RULE_CHOICES) ----------------------


def test_the_rule_choices_in_the_order_offered():
    assert [(c.key, c.label, c.short, c.rules.name) for c in RULE_CHOICES] == [
        ("default", "Four players, partners (default)", "Four-hand partnership", "cardgames.io"),
        ("three-handed", "Three-handed, each for themselves", "Three-handed", "Three-handed"),
        ("double-deck", "Double deck, 80 cards", "Double deck", "Double deck"),
        ("post-1945", "Four players, post-1945 play", "Post-1945",
         "cardgames.io, post-1945 play"),
    ]
    assert all(isinstance(c, RuleChoice) for c in RULE_CHOICES)


@pytest.mark.parametrize("given, key", [
    ("three-handed", "three-handed"), (" Double-Deck ", "double-deck"), ("DEFAULT", "default"),
    (THREE_HANDED, "three-handed"), (CARDGAMES_IO, "default"), (POST_1945, "post-1945"),
])
def test_rule_choice_by_key_or_rule_set(given, key):
    assert rule_choice(given).key == key


@pytest.mark.parametrize("given, message", [
    ("hoyle", "unknown rules 'hoyle'"), (HOYLE, "'Hoyle' is not one of the choices"),
    (4, "rules must be a RuleSet or a variant name"),
])
def test_a_rule_choice_that_is_not_offered_is_refused(given, message):
    with pytest.raises(InvalidRulesError, match=message) as err:
        rule_choice(given)
    assert "'three-handed'" in str(err.value)


@pytest.mark.parametrize("rules, name", [
    (CARDGAMES_IO, "Four-hand partnership"), (THREE_HANDED, "Three-handed"),
    (DOUBLE_DECK, "Double deck"), (POST_1945, "Post-1945"), (HOYLE, "Hoyle"),
    (CARDGAMES_IO.with_(counting="classic"), "cardgames.io"),
])
def test_variant_name(rules, name):
    assert variant_name(rules) == name == rules.variant_name
