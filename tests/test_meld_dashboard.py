"""The meld dashboard, driven headless: its numbers are the engine's, its errors are messages."""

from __future__ import annotations

import html
import re

import pytest

from pinochle_teach import (CARDGAMES_IO, HOYLE, PinochleError, Suit, best_meld, parse_cards,
                            sort_hand)
from pinochle_teach.numbered import numbered_deal
from pinochle_teach.rules import DOUBLE_DECK, THREE_HANDED
from pinochle_teach.widgets.common import seat_names, side_names, side_of
from pinochle_teach.svg import PALETTES, UnknownPaletteError, meld_html
from pinochle_teach.widgets import (MAX_SEED, SEAT_NAMES, TEAM_NAMES, InvalidSeedError,
                                    MeldDashboard, parse_seed, team_of)


def deal(seed: int, rules=CARDGAMES_IO):
    """Deal number ``seed`` as the engine deals it, the widow (if any) last: the welcome
    page shows deal N as every page does."""
    d = numbered_deal(seed, rules)
    return d.hands + ((d.widow,) if d.widow else ())


def expected(seed: int, trump: str, rules=CARDGAMES_IO):
    """What the engine says for this deal: sorted hands and best melds, seat 0 first."""
    hands = [tuple(sort_hand(h, trump)) for h in deal(seed, rules)[:rules.players]]
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
    assert f"Deal #{seed}, {SEAT_NAMES[numbered_deal(seed, d.rules).dealer]} deals<" \
        in d.deal_label.value
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
    # In deal 154 South holds A 10 K Q J of clubs (lesson 4 shows that hand): a run only
    # while clubs are trump.
    assert set(parse_cards("AC TC KC QC JC")) <= set(numbered_deal(154).hands[0])
    d = MeldDashboard(seed=154, trump="C")
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
    six = CARDGAMES_IO.with_(players=6, partnership=True, hand_size=8)
    with pytest.raises(PinochleError, match="3 or 4 players"):
        MeldDashboard(rules=six)
    with pytest.raises(PinochleError, match="widow"):
        MeldDashboard(rules=THREE_HANDED, widow="sideways")


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
    assert repr(MeldDashboard(seed=6, trump="C", rules=THREE_HANDED)) == (
        f"MeldDashboard(seed=6, trump='C', rules={THREE_HANDED.name!r}, palette='classic')")


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


# --- the variants (RULES.md §8): three-handed with a widow, double deck -----------------

def check_variant(d: MeldDashboard, seed: int, trump: str) -> None:
    """The dashboard shows ``deal(seed, rules)``: one hand per seat named by seat_names, the
    meld of each from best_meld, totals per side (team or player)."""
    rules = d.rules
    n = rules.players
    dealt = deal(seed, rules)
    hands = [tuple(sort_hand(h, trump)) for h in dealt[:n]]
    assert list(d.dealt) == hands
    assert d.widow == (tuple(sort_hand(dealt[n], trump)) if rules.widow else ())
    assert len(d.seat_views) == n == len(d.results)
    taker = d.widow_mode if isinstance(d.widow_mode, int) else None
    totals = [0] * len(side_names(rules))
    for seat, view in enumerate(d.seat_views):
        hand = hands[seat] + (d.widow if seat == taker else ())
        result = best_meld(sort_hand(hand, trump), trump, rules)
        assert d.results[seat] == result
        assert seat_names(rules)[seat] in view.value
        assert f"meld {result.total}<" in view.value
        totals[side_of(seat, rules)] += result.total
    assert d.team_totals == tuple(totals)
    for side, name in enumerate(side_names(rules)):
        assert f"<b>{name}</b>: {totals[side]}" in d.totals_view.value


def test_three_handed_names_three_seats_and_no_teams():
    d = MeldDashboard(seed=3, trump="S", rules=THREE_HANDED)
    check_variant(d, 3, "S")
    text = " ".join(v.value for v in d.seat_views) + d.totals_view.value
    assert "North" not in text and "team" not in text.lower().replace("no partners", "")
    assert [v.value.count('role="img"') for v in d.seat_views] == [THREE_HANDED.hand_size] * 3
    assert "no partners" in d.totals_view.value
    assert "three hands and the widow" in d.deal_label.value


def test_three_handed_widow_face_down_by_default():
    d = MeldDashboard(seed=3, rules=THREE_HANDED)
    assert d.widow_mode == "down" and d.widow_picker.value == "down"
    assert d.widow_view in d.children
    assert d.widow_view.value.count('aria-label="Face-down card"') == THREE_HANDED.widow
    for card in d.widow:  # no face of a widow card is given away
        assert f'aria-label="{card.name}' not in d.widow_view.value
    assert "face down" in d.widow_view.value


def test_three_handed_widow_face_up_says_what_it_adds():
    d = MeldDashboard(seed=3, trump="H", rules=THREE_HANDED)
    d.widow_picker.value = "up"
    check_variant(d, 3, "H")
    assert "Face-down card" not in d.widow_view.value
    for card in d.widow:
        assert card.name in d.widow_view.value
    expected = tuple(best_meld(h + d.widow, "H", THREE_HANDED).total for h in d.dealt)
    assert d.with_widow == expected
    for seat, name in enumerate(d.names):
        gain = expected[seat] - d.results[seat].total
        assert f"{name} {expected[seat]} (+{gain})" in d.widow_view.value


@pytest.mark.parametrize("who", [1, "East", "south"])
def test_a_seat_takes_the_widow(who):
    d = MeldDashboard(seed=4, trump="C", rules=THREE_HANDED)
    assert d.set_widow(who)
    seat = d.widow_mode
    assert seat == {1: 1, "East": 2, "south": 0}[who]
    check_variant(d, 4, "C")
    assert len(d.hands[seat]) == THREE_HANDED.hand_size + THREE_HANDED.widow
    assert d.seat_views[seat].value.count('role="img"') == 18
    assert "took the widow" in d.seat_views[seat].value
    assert f"{d.names[seat]} won the auction and took the widow" in d.widow_view.value
    others = [s for s in range(3) if s != seat]
    assert all(len(d.hands[s]) == 15 for s in others)
    # Back to face down: the taker holds 15 cards again.
    d.widow_picker.value = "down"
    assert len(d.hands[seat]) == 15
    check_variant(d, 4, "C")


@pytest.mark.parametrize("bad", ["sideways", 3, -1, "North", True, None])
def test_a_bad_widow_choice_shows_a_message_and_keeps_the_state(bad):
    d = MeldDashboard(seed=4, rules=THREE_HANDED, widow="up")
    before = (d.widow_mode, [v.value for v in d.seat_views], d.widow_view.value)
    assert not d.set_widow(bad)
    assert "Oops:" in d.message.value and "widow" in d.message.value
    assert (d.widow_mode, [v.value for v in d.seat_views], d.widow_view.value) == before


def test_no_widow_picker_without_a_widow():
    d = MeldDashboard(seed=4)
    assert d.widow_view not in d.children and d.widow == ()
    assert not d.set_widow("up")
    assert "no widow" in d.message.value


def test_three_handed_new_deal_and_trump_keep_three_seats():
    d = MeldDashboard(seed=3, trump="H", rules=THREE_HANDED, widow=2)
    d.new_deal_button.click()
    d.trump_buttons.value = "D"
    check_variant(d, 4, "D")
    assert d.widow_mode == 2


def test_double_deck_twenty_cards_each_and_triple_melds():
    # A deal whose meld shows what the double deck adds: no dix, and melds beyond double.
    d = MeldDashboard(seed=0, trump="H", rules=DOUBLE_DECK)
    check_variant(d, 0, "H")
    assert len(d.seat_views) == 4 and d.widow == ()
    assert d.widow_view not in d.children
    assert [v.value.count('role="img"') for v in d.seat_views] == [20] * 4
    for seed in range(30):
        d.show_deal(seed)
        for trump in "SHDC":
            d.trump_buttons.value = trump
            names = {m.name for r in d.results for m in r.melds}
            assert "Dix" not in names  # no nines in this deck
    assert "Double deck: 4 players, 20 cards each" in d.deal_label.value
    assert f"<b>{side_names(DOUBLE_DECK)[0]}</b>" in d.totals_view.value


def test_double_deck_shows_triple_meld_names():
    # Find a deal where someone holds a triple or quadruple meld, by asking the engine.
    for seed in range(400):
        for trump in "SHDC":
            results = [best_meld(h, trump, DOUBLE_DECK) for h in deal(seed, DOUBLE_DECK)]
            big = [(s, m) for s, r in enumerate(results) for m in r.melds
                   if m.name.startswith(("Triple", "Quadruple"))]
            if big:
                break
        if big:
            break
    assert big, "no triple meld in 400 double-deck deals"
    seat, meld = big[0]
    d = MeldDashboard(seed=seed, trump=trump, rules=DOUBLE_DECK)
    assert meld.label in d.seat_views[seat].value


# --- redraws close what they replace; disabled buttons do nothing -----------------------

import warnings  # noqa: E402

import ipywidgets  # noqa: E402

from pinochle_teach.svg import hand_html  # noqa: E402
from pinochle_teach.widgets import CARD_SIZES  # noqa: E402
from pinochle_teach.widgets.render import stylesheet_css  # noqa: E402


def live_widgets() -> int:
    """The number of live ipywidgets in this process."""
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", DeprecationWarning)
        return len(ipywidgets.Widget.widgets)


@pytest.mark.parametrize("rules", [CARDGAMES_IO, THREE_HANDED], ids=["four", "three"])
def test_a_hundred_clicks_on_every_control_leave_no_widget_behind(rules):
    d = MeldDashboard(seed=3, rules=rules)
    d.new_deal_button.click()  # warm up: anything made once on first use
    before = live_widgets()
    widow_modes = [v for _, v in d.widow_picker.options]
    for k in range(100):
        d.new_deal_button.click()
        d.seed_box.value = str(k)
        d.go_button.click()
        d.trump_buttons.value = "SHDC"[k % 4]
        d.size_picker.value = CARD_SIZES[k % len(CARD_SIZES)][1]
        d.palette_picker.value = list(PALETTES)[k % len(PALETTES)]
        if rules.widow:
            d.widow_picker.value = widow_modes[k % len(widow_modes)]
    assert d.seed == 99  # the clicks did something
    assert live_widgets() == before


def test_a_disabled_button_does_nothing():
    d = MeldDashboard(seed=3)
    d.new_deal_button.disabled = True
    d.new_deal_button.click()
    d.seed_box.value = "9"  # (typing shows the deal at once)
    d.go_button.disabled = True
    d.go_button.click()
    assert d.seed == 9
    d.new_deal_button.disabled = False
    d.new_deal_button.click()
    assert d.seed == 10


def test_markup_is_classes_and_the_stylesheet_comes_first():
    d = MeldDashboard(seed=2, rules=THREE_HANDED, widow="up")
    assert "pt-stylesheet" in d.children[0]._dom_classes
    assert d.children[0]._css == stylesheet_css()  # the page kit carries it into the page
    assert "pt-root" in d._dom_classes
    # The widget's own markup carries classes only; the card pictures are svg.py's.
    pictures = [meld_html(r, palette=d.palette, size=d.size, layout="side", class_names=False,
                          caption="") for r in d.results]
    label = html.unescape(re.search(r'<div role="group" aria-label="([^"]*)"',
                                    d.widow_view.value).group(1))
    pictures.append(hand_html(d.widow, size=d.size * 0.8, palette=d.palette, label=label))
    for view in (d.deal_label, d.totals_view, d.message, d.widow_view, *d.seat_views):
        value = view.value
        for picture in pictures:
            value = value.replace(picture, "")
        assert "style=" not in value
    d.seed_box.value = "x"
    assert "Oops:" in d.message.value and 'class="pt-msg pt-msg-error"' in d.message.value
