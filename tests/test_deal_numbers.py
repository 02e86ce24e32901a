"""One meaning of "deal #N" (issue 15 item 6): the same four hands and the same dealer
wherever a student types a deal number: the welcome page's meld explorer, lesson 3's bid
estimate and live auction, lesson 4's pass lab, the play table, the walkthrough's and the
auction replay's deal boxes."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from pinochle_teach import CARDGAMES_IO, DOUBLE_DECK, THREE_HANDED, PinochleError, sort_hand
from pinochle_teach.cards import new_deck
from pinochle_teach.game import Game
from pinochle_teach.numbered import numbered_deal

NUMBERS = (0, 6, 175, 999_999_999)


def press_enter(box) -> None:
    # The browser sends Enter in a Text box as the widget's "submit" message.
    box._handle_custom_msg({"event": "submit"}, [])


def same(hands_a, hands_b) -> bool:
    return [Counter(h) for h in hands_a] == [Counter(h) for h in hands_b]


# --- the engine's meaning -------------------------------------------------------------

def test_deal_n_is_the_documented_draw_from_random_n():
    # The meaning, written out from the docstring: random.Random(N) first picks the dealer
    # (one of the 4 seats), then shuffles the 48-card deck, 12 cards to each seat in turn.
    for n in (6, 7, 175):
        rng = random.Random(n)
        dealer = rng.randrange(4)
        deck = list(new_deck())
        rng.shuffle(deck)
        d = numbered_deal(n)
        assert d.dealer == dealer
        assert same(d.hands, [deck[12 * s: 12 * s + 12] for s in range(4)])
        assert d.widow == ()


@pytest.mark.parametrize("rules", [CARDGAMES_IO, DOUBLE_DECK, THREE_HANDED],
                         ids=lambda r: r.name)
def test_a_deal_number_holds_the_whole_deck_once(rules):
    d = numbered_deal(31, rules)
    held = Counter(c for h in d.hands + (d.widow,) for c in h)
    assert held == Counter(new_deck(rules))
    assert [len(h) for h in d.hands] == [rules.hand_size] * rules.players
    assert len(d.widow) == rules.widow
    assert 0 <= d.dealer < rules.players


@pytest.mark.parametrize("rules", [CARDGAMES_IO, DOUBLE_DECK, THREE_HANDED],
                         ids=lambda r: r.name)
@pytest.mark.parametrize("n", NUMBERS)
def test_game_n_starts_with_deal_number_n(rules, n):
    d, g = numbered_deal(n, rules), Game(seed=n, rules=rules)
    assert (g.dealer, g.dealt, g.widow) == (d.dealer, d.hands, d.widow)


def test_deal_numbers_differ_and_repeat():
    assert numbered_deal(6) == numbered_deal(6)
    assert numbered_deal(6).hands != numbered_deal(7).hands


@pytest.mark.parametrize("bad", [-1, 1.5, "6", True, None])
def test_a_bad_deal_number_says_what_is_accepted(bad):
    with pytest.raises(PinochleError, match="whole number 0 or more"):
        numbered_deal(bad)


# --- every page's deal box ------------------------------------------------------------

def dashboard(n):
    from pinochle_teach.widgets import MeldDashboard
    d = MeldDashboard(seed=0, trump="C")
    d.seed_box.value = str(n)
    return d.dealer, d.dealt


def bid_estimate(n):
    from pinochle_teach.widgets.lessons import BidEstimate
    b = BidEstimate(seed=0)
    b.seed_box.value = str(n)
    assert f"deal #{n} (" in b.view.value
    return None, (b.hand,)


def live_auction(n):
    from pinochle_teach.widgets.auction_view import AuctionView
    a = AuctionView(seed=n)
    return a.game.dealer, a.game.dealt


def pass_lab(n):
    from pinochle_teach.widgets.lessons import PassLab
    p = PassLab(seed=n)
    return p.game.dealer, p.game.dealt


def play_table(n):
    from pinochle_teach.widgets.table import PlayTable
    t = PlayTable(seed=0)
    t.seed_box.value = f" {n} "
    press_enter(t.seed_box)
    g = t.controller.game
    return g.dealer, g.dealt


def walkthrough(n):
    from pinochle_teach.widgets.walkthrough import TrickWalkthrough
    w = TrickWalkthrough.for_deal(0)
    w.deal_box.value = f"#{n}"
    press_enter(w.deal_box)
    assert w.deal_number == n
    return w.game.dealer, w.game.dealt


def auction_replay(n):
    from pinochle_teach.widgets.auction_replay import AuctionReplay
    a = AuctionReplay.for_deal(0)
    a.deal_box.value = str(n)
    press_enter(a.deal_box)
    return a.dealer, a.hands


PAGES = [dashboard, bid_estimate, live_auction, pass_lab, play_table, walkthrough,
         auction_replay]


@pytest.mark.parametrize("page", PAGES, ids=lambda f: f.__name__)
@pytest.mark.parametrize("n", (6, 175))
def test_every_page_shows_the_same_hands_and_dealer_for_deal_n(page, n):
    d = numbered_deal(n)
    dealer, hands = page(n)
    if dealer is not None:
        assert dealer == d.dealer
    assert same(hands, d.hands[:len(hands)])


def test_the_welcome_page_names_deal_sixs_dealer():
    from pinochle_teach.seating import seat_names
    from pinochle_teach.widgets import MeldDashboard
    d = MeldDashboard(seed=6, trump="C")
    assert f"Deal #6, {seat_names()[numbered_deal(6).dealer]} deals" in d.deal_label.value


def test_a_live_auction_with_another_dealer_does_not_call_it_deal_n():
    from pinochle_teach.widgets.auction_view import AuctionView
    own = numbered_deal(6).dealer
    a = AuctionView(seed=6, dealer=(own + 1) % 4)
    assert "Deal #6:" not in a._first_line() and "instead" in a._first_line()
    assert same(a.game.dealt, numbered_deal(6).hands)


def test_sorted_hands_compare_as_held():
    # (the helper above compares multisets; a hand sorted for holding is the same hand)
    h = numbered_deal(6).hands[0]
    assert same([sort_hand(h, "C")], [h])


def test_deal_numbered_is_deal_number_n():
    from pinochle_teach import Deal
    d = numbered_deal(7)
    assert Deal.numbered(7) == Deal(d.hands, d.widow)
    three = numbered_deal(7, THREE_HANDED)
    assert Counter(Deal.numbered(7, THREE_HANDED).widow) == Counter(three.widow)
