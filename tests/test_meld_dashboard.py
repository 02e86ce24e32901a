"""The meld dashboard, driven headless: its numbers are the engine's, its errors are messages."""

from __future__ import annotations

import re

import pytest

from pinochle_teach import (CARDGAMES_IO, HOYLE, PinochleError, Suit, best_meld, deal,
                            sort_hand)
from pinochle_teach.svg import PALETTES, UnknownPaletteError, meld_html
from pinochle_teach.widgets import (MAX_SEED, SEAT_NAMES, TEAM_NAMES, InvalidSeedError,
                                    MeldDashboard, parse_seed, team_of)


def expected(seed: int, trump: str, rules=CARDGAMES_IO):
    """What the engine says for this deal: sorted hands and best melds, seat 0 first."""
    hands = [tuple(sort_hand(h, trump)) for h in deal(seed, rules)]
    return hands, [best_meld(h, trump, rules) for h in hands]


def check_matches_engine(d: MeldDashboard, seed: int, trump: str) -> None:
    hands, results = expected(seed, trump, d.rules)
    assert d.seed == seed and d.trump is Suit.from_str(trump)
    assert list(d.hands) == hands
    assert list(d.results) == results
    team = [0, 0]
    for seat, r in enumerate(results):
        team[team_of(seat)] += r.total
    assert d.team_totals == tuple(team)
    for team_index, name in enumerate(TEAM_NAMES):
        assert f"<b>{name}</b>: {team[team_index]} " in d.totals_view.value
    for seat, view in enumerate(d.seat_views):
        assert SEAT_NAMES[seat] in view.value
        assert f"meld {results[seat].total}<" in view.value
        assert meld_html(results[seat], palette=d.palette, size=d.size, layout="side",
                         class_names=False, caption="") in view.value
    assert f"Deal #{seed}<" in d.deal_label.value
    assert d.seed_box.value == str(seed)
    assert d.trump_buttons.value == Suit.from_str(trump).value


def test_first_view_is_the_engines_deal():
    d = MeldDashboard(seed=1, trump="H")
    check_matches_engine(d, 1, "H")
    assert d.message.value == ""


def test_changing_trump_redraws_with_the_new_meld():
    d = MeldDashboard(seed=6, trump="C")
    before = [v.value for v in d.seat_views]
    d.trump_buttons.value = "S"
    check_matches_engine(d, 6, "S")
    assert [v.value for v in d.seat_views] != before
    assert "spades (♠) as trump" in d.totals_view.value


def test_trump_decides_the_run():
    # In deal 6 South holds A 10 K Q J of clubs: a run only while clubs are trump.
    d = MeldDashboard(seed=6, trump="C")
    assert "Run 150" in d.seat_views[0].value
    d.trump_buttons.value = "H"
    assert "Run 150" not in d.seat_views[0].value


def test_new_deal_shows_the_next_deal_number():
    d = MeldDashboard(seed=1, trump="D")
    before = (d.hands, [v.value for v in d.seat_views])
    d.new_deal_button.click()
    check_matches_engine(d, 2, "D")
    assert (d.hands, [v.value for v in d.seat_views]) != before
    d.new_deal_button.click()
    check_matches_engine(d, 3, "D")


def test_new_deal_wraps_after_the_last_number():
    d = MeldDashboard(seed=MAX_SEED)
    d.new_deal_button.click()
    assert d.seed == 0


def test_seed_box_jumps_to_a_deal():
    d = MeldDashboard(seed=1, trump="H")
    d.seed_box.value = " 42 "
    check_matches_engine(d, 42, "H")
    d.seed_box.value = "7"
    d.go_button.click()
    check_matches_engine(d, 7, "H")


@pytest.mark.parametrize("bad", ["abc", "-3", "1.5", "", "9" * 12, "4 2"])
def test_bad_seed_shows_a_message_and_keeps_the_deal(bad):
    d = MeldDashboard(seed=5, trump="S")
    views = [v.value for v in d.seat_views]
    d.seed_box.value = bad
    d.go_button.click()
    assert "Oops:" in d.message.value and "deal number" in d.message.value
    assert 'role="alert"' in d.message.value
    assert "Traceback" not in d.message.value
    assert d.seed == 5 and [v.value for v in d.seat_views] == views
    # A good number clears the message.
    d.seed_box.value = "8"
    assert d.message.value == ""
    check_matches_engine(d, 8, "S")


def test_message_text_is_escaped():
    d = MeldDashboard()
    d.show_deal("<script>")
    assert "<script>" not in d.message.value and "&lt;script&gt;" in d.message.value


def test_show_deal_never_raises_on_bad_input():
    d = MeldDashboard()
    for bad in ("x", -1, MAX_SEED + 1, None, 2.5):
        d.show_deal(bad)
        assert "Oops:" in d.message.value
    assert d.seed == 1


@pytest.mark.parametrize("name", list(PALETTES))
def test_palette_picker_redraws_in_that_palette(name):
    d = MeldDashboard(seed=6, trump="C")
    d.palette_picker.value = name
    assert d.palette == name
    diamonds = PALETTES[name][Suit.DIAMONDS]
    assert diamonds in "".join(v.value for v in d.seat_views)
    check_matches_engine(d, 6, "C")


def test_size_picker_redraws_bigger_cards():
    d = MeldDashboard(seed=6, trump="C")
    d.size_picker.value = 0.7
    small = re.search(r'<svg[^>]*role="img"[^>]*width="([\d.]+)"', d.seat_views[0].value)
    d.size_picker.value = 1.1
    large = re.search(r'<svg[^>]*role="img"[^>]*width="([\d.]+)"', d.seat_views[0].value)
    assert float(small.group(1)) < float(large.group(1))


def test_other_rules_give_their_meld_values():
    d = MeldDashboard(seed=6, trump="C", rules=HOYLE)
    check_matches_engine(d, 6, "C")


def test_bad_arguments_at_construction():
    with pytest.raises(UnknownPaletteError):
        MeldDashboard(palette="rainbow")
    with pytest.raises(InvalidSeedError):
        MeldDashboard(seed=-1)
    with pytest.raises(PinochleError):
        MeldDashboard(trump="X")
    three = CARDGAMES_IO.with_(players=3, partnership=False, hand_size=15, widow=3)
    with pytest.raises(PinochleError, match="four-player"):
        MeldDashboard(rules=three)


def test_refresh_shows_engine_errors_as_a_message(monkeypatch):
    d = MeldDashboard(seed=3)
    views = [v.value for v in d.seat_views]

    def broken(*args, **kwargs):
        raise PinochleError("the engine refused")

    monkeypatch.setattr("pinochle_teach.widgets.meld_dashboard.best_meld", broken)
    d.trump_buttons.value = "S"
    assert "the engine refused" in d.message.value
    assert [v.value for v in d.seat_views] == views


def test_repr_is_short_and_stable():
    assert repr(MeldDashboard(seed=6, trump="C")) == (
        "MeldDashboard(seed=6, trump='C', palette='classic')")


def test_controls_name_the_suits():
    d = MeldDashboard()
    labels = [label for label, _ in d.trump_buttons.options]
    assert labels == ["♠ Spades", "♥ Hearts", "♦ Diamonds", "♣ Clubs"]
    assert d.trump_buttons.tooltips[0] == "Make spades trump"


@pytest.mark.parametrize("text, seed", [("0", 0), (" 17 ", 17), ("#7", 7), ("1_000", 1000),
                                        (12, 12)])
def test_parse_seed(text, seed):
    assert parse_seed(text) == seed


def test_seats_and_teams():
    assert SEAT_NAMES == ("South", "West", "North", "East")
    assert [team_of(s) for s in range(4)] == [0, 1, 0, 1]
    assert TEAM_NAMES == ("South–North", "West–East")
