"""Edges of the variants and the rules explorer that a new user hit: a three-handed
surrender with counters among the discards, the double deck's missing nines in meld views,
plot labels with four rule sets, preset names in the analysis functions, and the double
deck's ranks in card messages (RULES.md §5, §8). Each test pins a fault so it cannot come
back."""

from __future__ import annotations

import pytest

from pinochle_teach.game import Game, Phase
from pinochle_teach.rules import THREE_HANDED
from pinochle_teach.seating import next_seat


def _three_handed_surrender() -> Game:
    """A three-handed hand driven to a 500 contract the bidder must surrender: two players
    raise each other, the third passes; the bidder names spades and discards three."""
    for seed in range(200):
        g = Game(seed, THREE_HANDED)
        first = g.to_move
        third = next_seat(first, THREE_HANDED, steps=2)
        while g.phase is Phase.AUCTION:
            high = g.auction.high_bid or THREE_HANDED.minimum_bid - 10
            g.apply("pass" if g.to_move == third or high >= 500 else f"bid {high + 10}")
        g.apply("trump S")
        for c in sorted(g.hands[g.bidder], key=lambda c: -c.rank)[:3]:
            g.apply(f"discard {c.code}")
        counters = sum(THREE_HANDED.points_per_rank[c.rank] for c in g.discards)
        if g.phase is Phase.SURRENDER and counters:
            return g
    raise AssertionError("no three-handed deal to surrender with counters among the discards")


def test_three_handed_surrender_records_no_trick_points_for_the_discards():
    # §5: a surrender scores no tricks; the discards count "for the bidder" only as trick
    # points won in play (§8), so the hand's record must not show them as trick points.
    g = _three_handed_surrender()
    g.apply("surrender")
    result = g.hand_results[-1]
    assert result.surrendered
    assert result.trick_points == (0, 0, 0)
    assert result.discard_points == 0 and g.discard_points > 0
    assert result.score[g.bidder] == -g.contract


def _html_texts(widget) -> str:
    """Every HTML value inside a widget tree, joined."""
    import ipywidgets as widgets

    out, todo = [], [widget]
    while todo:
        w = todo.pop()
        if isinstance(w, widgets.HTML):
            out.append(w.value)
        todo.extend(getattr(w, "children", ()))
    return "\n".join(out)


def test_double_deck_meld_views_do_not_name_dix_the_deck_has_no_nines():
    # RULES.md §8: the double deck has no nines, so no dix; the class-1 heading said
    # "runs, marriages and dix" to a student melding a double-deck hand.
    from pinochle_teach.cards import deal
    from pinochle_teach.meld import MELD_CLASS_NAMES, meld_class_names
    from pinochle_teach.rules import CARDGAMES_IO, DOUBLE_DECK
    from pinochle_teach.widgets import MeldDashboard
    from pinochle_teach.widgets.meld_view import MeldView

    assert "dix" not in meld_class_names(DOUBLE_DECK)[1]
    assert meld_class_names(CARDGAMES_IO) == MELD_CLASS_NAMES  # dix in the 48-card deck
    hand = deal(3, DOUBLE_DECK)[0]
    for widget in (MeldView(hand, "H", rules=DOUBLE_DECK),
                   MeldDashboard(seed=3, trump="H", rules=DOUBLE_DECK)):
        page = _html_texts(widget)
        assert "runs and marriages" in page
        assert "dix" not in page.lower()
    assert "runs, marriages and dix" in _html_texts(MeldDashboard(seed=3, trump="H"))


def test_contract_plot_count_labels_do_not_run_together_with_four_rule_sets():
    # With the four presets ticked, the two four-hand games have no contract at the
    # minimum (a stuck dealer is rare) and their "no hands" labels overlapped into
    # "no hano hands" above the narrow bars (09_rules_explorer).
    from matplotlib.backends.backend_agg import FigureCanvasAgg

    from pinochle_teach.analysis.plots import plot_contracts
    from pinochle_teach.analysis.summary import explore, made_by_level, make_variant

    names = ("cardgames.io", "Hoyle", "Double deck", "Three-handed")
    ex = explore([make_variant(n) for n in names], n=20, seed=1, dealt=200, switch=None)
    assert any(not count for r in ex.results
               for _, count, _ in made_by_level(r.table, r.variant.rules))  # an empty level
    fig = plot_contracts(ex)
    canvas = FigureCanvasAgg(fig)
    canvas.draw()
    renderer = canvas.get_renderer()
    boxes = [t.get_window_extent(renderer) for t in fig.axes[0].texts]
    assert len(boxes) == 4 * len(made_by_level(ex.results[0].table, ex.results[0].variant.rules))
    for i, a in enumerate(boxes):
        for b in boxes[i + 1:]:
            assert not a.overlaps(b), "two count labels above the bars overlap"


def test_analysis_functions_take_a_preset_name_and_refuse_other_rules():
    # Game("Three-handed") works, but simulate(rules="Three-handed") and the deal and
    # chance functions failed with AttributeError ('str' object has no attribute ...),
    # not a PinochleError saying what is accepted.
    import pytest

    from pinochle_teach.analysis import (batch_meld, best_trump_meld, class_distribution,
                                         deal_counts, hold_probability, meld_chances,
                                         simulate)
    from pinochle_teach.errors import InvalidRulesError
    from pinochle_teach.rules import DOUBLE_DECK

    assert simulate(3, rules="Three-handed", seed=2) == simulate(3, rules=THREE_HANDED, seed=2)
    named = deal_counts(5, seed=1, rules="Double deck")
    assert (named == deal_counts(5, seed=1, rules=DOUBLE_DECK)).all()
    assert (batch_meld(named[:, 0], "H", "Double deck")
            == batch_meld(named[:, 0], "H", DOUBLE_DECK)).all()
    assert meld_chances("Three-handed") == meld_chances(THREE_HANDED)
    calls = [lambda r: simulate(1, rules=r), lambda r: deal_counts(1, rules=r),
             lambda r: batch_meld(named[:, 0], "H", r), lambda r: best_trump_meld(named[:, 0], r),
             lambda r: meld_chances(r), lambda r: class_distribution(2, r),
             lambda r: hold_probability({"AS": 1}, r)]
    for call in calls:
        for bad in (3, "three handed", {"players": 3}):
            with pytest.raises(InvalidRulesError, match="preset"):
                call(bad)


def test_unknown_card_messages_list_the_double_decks_ranks_where_the_rules_are_known():
    # §8: the 80-card deck has no nines; a message about a mistyped card in a double-deck
    # game, meld or analysis must not offer 9 among the ranks.
    import pytest

    from pinochle_teach import best_meld, near_misses
    from pinochle_teach.analysis import counts_from_hands
    from pinochle_teach.errors import PinochleError
    from pinochle_teach.rules import DOUBLE_DECK

    def ranks_listed(call) -> str:
        with pytest.raises(PinochleError) as err:
            call()
        return str(err.value).split("; ranks ")[1].split(",")[0]

    g = Game(3, DOUBLE_DECK)
    before = g.state_key()
    for call in (lambda: g.apply("bid XS"), lambda: g.apply("play XS"),
                 lambda: best_meld("AS XS", "S", DOUBLE_DECK),
                 lambda: near_misses("AS XS", "S", DOUBLE_DECK),
                 lambda: counts_from_hands(["AS XS"], DOUBLE_DECK),
                 lambda: Game(3, DOUBLE_DECK, hands=[["XS"]] * 4)):
        try:
            listed = ranks_listed(call)
        except IndexError:  # "bid XS" is about the bid, not a card: no ranks listed
            continue
        assert listed.startswith("A 10 K Q J") and " 9" not in listed, listed
    assert ranks_listed(lambda: g.apply("play XS")) == "A 10 K Q J (no nines in this deck)"
    assert g.state_key() == before
    with pytest.raises(PinochleError, match="unknown card 'XS'.*ranks A 10 K Q J 9,"):
        Game(3).apply("play XS")


def test_a_card_the_deck_lacks_is_refused_wherever_a_hand_is_read():
    """Under the double deck (no nines, RULES.md §8) a nine is refused by check_hand and
    best_meld (strings or Card tuples alike), naming the card and the deck's ranks; the
    default deck still accepts it."""
    from pinochle_teach import DOUBLE_DECK, InvalidHandError, best_meld, check_hand, parse_cards
    for hand in ("9H AH AH", tuple(parse_cards("9H AH AH")), ["AH", "9H"]):
        with pytest.raises(InvalidHandError, match=r"9♥ is not in the deck.*without nines"):
            best_meld(hand, "H", DOUBLE_DECK)
    with pytest.raises(InvalidHandError, match="A 10 K Q J"):
        check_hand("JD 9D", rules=DOUBLE_DECK)
    assert len(check_hand("JD 9D")) == 2
    assert best_meld(tuple(parse_cards("AH TH KH QH JH")), "H", DOUBLE_DECK).total > 0
