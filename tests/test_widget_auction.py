"""AuctionView driven headless, in record and live mode. Every expected bid, reason, pass and
contract is computed here with the engine (Auction, Game), not copied from the widget.
"""

from __future__ import annotations

import html
import re

import pytest

from pinochle_teach import Auction, IllegalBidError, InvalidRecordError, PinochleError
from pinochle_teach.game import Action, Game, Phase
from pinochle_teach.numbers import parse_whole
from pinochle_teach.players import Player, RandomPlayer, play_hand
from pinochle_teach.widgets.auction_view import AuctionView
from pinochle_teach.widgets.common import SEAT_NAMES


def text(widget) -> str:
    return html.unescape(re.sub(r"<[^>]+>", "", widget.value))


def played_game(seed: int, dealer: int = 3) -> Game:
    game = Game(seed, dealer=dealer)
    play_hand(game, [RandomPlayer(8 + seat) for seat in range(4)])
    return game


def auction_actions(game: Game) -> list[tuple[int, Action]]:
    """The bids and passes of the first hand, from the game's own history."""
    out = []
    for seat, action in game.history:
        if action.kind not in ("bid", "pass"):
            break
        out.append((seat, action))
    return out


def engine_auction(game: Game, steps: int) -> Auction:
    a = Auction(game.dealer if game.hand_number == 1 else 0, game.rules)
    for _, action in auction_actions(game)[:steps]:
        a.apply(action.value if action.kind == "bid" else None)
    return a


# --- record mode ------------------------------------------------------------------------

@pytest.mark.parametrize("seed", [0, 2, 5, 9])
def test_record_steps_follow_the_engine(seed):
    game = played_game(seed)
    actions = auction_actions(game)
    view = AuctionView(game.to_record())
    assert view.mode == "record" and view.steps == len(actions) and view.step == 0
    for k in range(len(actions) + 1):
        view.go_to(k)
        expected = engine_auction(game, k)
        assert view.auction.history == expected.history
        assert view.auction.to_move == expected.to_move
        status = text(view.status)
        if expected.is_over:
            assert f"{SEAT_NAMES[expected.winner]}" in status and str(expected.contract) in status
        else:
            assert f"{SEAT_NAMES[expected.to_move]} is to bid" in status
            legal = text(view.legal_view)
            for bid in expected.legal_bids():
                assert str(bid) in legal
    assert view.auction.winner == game.bidder and view.auction.contract == game.contract


def test_record_accepts_json_and_game():
    game = played_game(2)
    for record in (game, game.to_json(), game.to_record()):
        assert AuctionView(record).steps == len(auction_actions(game))


def test_step_buttons_and_their_states():
    game = played_game(2)
    view = AuctionView(game.to_record())
    assert view.start_button.disabled and view.back_button.disabled
    view.forward_button.click()
    view.forward_button.click()
    assert view.step == 2
    view.back_button.click()
    assert view.step == 1
    view.end_button.click()
    assert view.step == view.steps
    assert view.forward_button.disabled and view.end_button.disabled
    view.forward_button.click()  # clamped
    assert view.step == view.steps
    view.start_button.click()
    assert view.step == 0


def test_illegal_examples_carry_the_engines_reason():
    game = played_game(2)
    view = AuctionView(game.to_record(), step=1)
    shown = re.findall(r"<li><b>(\d+)</b>: ([^<]*)</li>", view.legal_view.value)
    assert len(shown) >= 2
    for points, reason in shown:
        points = int(points)
        assert points not in view.auction.legal_bids()
        with pytest.raises(IllegalBidError) as info:
            view.auction.copy().bid(points)
        assert html.unescape(reason) in str(info.value)


def test_opening_examples_say_what_an_opening_bid_is():
    view = AuctionView(played_game(2).to_record())
    legal_text = text(view.legal_view)
    for points in (240, 270):  # below and above the opening bids 250/260 of CARDGAMES_IO
        with pytest.raises(IllegalBidError) as info:
            Auction(3).bid(points)
        reason = str(info.value).split(": ", 1)[1].split("; legal now")[0]
        assert f"{points}: {reason}" in legal_text


def test_check_box_in_record_mode_checks_but_changes_nothing():
    game = played_game(2)
    view = AuctionView(game.to_record(), step=1)
    history = list(view.auction.history)
    view.bid_box.value = "255"
    view.bid_button.click()
    with pytest.raises(IllegalBidError) as info:
        view.auction.copy().bid(255)
    assert str(info.value) in text(view.message)
    assert view.auction.history == history and view.step == 1
    legal = view.auction.legal_bids()[0]
    assert view.try_bid(str(legal)) is True
    assert "legal" in text(view.message) and view.auction.history == history


def test_forced_dealer_is_shown():
    game = Game(4, dealer=3)
    for _ in range(3):
        game.apply("pass")
    view = AuctionView(game, step=99)
    a = view.auction
    assert a.forced and a.winner == 3 and a.contract == game.rules.minimum_bid
    assert "stuck" in text(view.status) and str(game.rules.minimum_bid) in text(view.status)
    assert "(stuck)" in text(view.table)
    for seat in (0, 1, 2):
        assert SEAT_NAMES[seat] in text(view.status)  # listed among the passes


def test_bidding_table_has_one_entry_per_bid():
    game = played_game(9)
    view = AuctionView(game, step=99)
    cells = re.findall(r"<td[^>]*>(.*?)</td>", view.table.value)
    filled = [c for c in cells if c]
    assert len(filled) == len(view.auction.history)
    assert sum("Pass" in c for c in filled) == sum(b is None for _, b in view.auction.history)


def test_bad_records_are_refused():
    with pytest.raises(InvalidRecordError):
        AuctionView("not json")
    with pytest.raises(InvalidRecordError):
        AuctionView(Game(3).to_record())  # no bids yet: no finished auction


# --- live mode --------------------------------------------------------------------------

COMPUTERS = (1, 2, 3)


def live(seed=5, dealer=3, players=None):
    if players is None:
        players = {s: RandomPlayer(s) for s in COMPUTERS}
    return AuctionView(dealer=dealer, seed=seed, players=players)


def test_live_buttons_are_the_legal_bids_and_pass():
    view = live()
    a = view.game.auction
    assert a.to_move == 0  # left of dealer 3, a person
    assert [b.description for b in view.bid_buttons] == (
        [f"Bid {b}" for b in a.legal_bids()] + ["Pass"])


def test_live_bid_then_computers_answer():
    view = live()
    first = view.game.auction.legal_bids()[0]
    view.bid_buttons[0].click()
    g = view.game
    assert g.history[0] == (0, Action("bid", first))
    # Computers bid until it is the person's turn again or the auction is over.
    assert g.phase is not Phase.AUCTION or g.to_move == 0
    assert all(seat in COMPUTERS for seat, _ in g.history[1:])
    if g.phase is Phase.AUCTION:
        assert [b.description for b in view.bid_buttons] == (
            [f"Bid {b}" for b in g.auction.legal_bids()] + ["Pass"])


def test_live_pass_plays_the_auction_out():
    view = live()
    view.bid_buttons[-1].click()  # Pass (final)
    g = view.game
    assert g.phase is not Phase.AUCTION
    assert view.bid_buttons == []
    status = text(view.status)
    assert str(g.contract) in status and SEAT_NAMES[g.bidder] in status


@pytest.mark.parametrize("typed", ["255", "240", "1000", "abc", "-5"])
def test_live_illegal_typed_bid_shows_the_engine_and_changes_nothing(typed):
    view = live()
    key = view.game.state_key()
    view.bid_box.value = typed
    view.bid_button.click()
    assert view.game.state_key() == key
    message = text(view.message)
    assert message.startswith("Oops:")
    probe = Auction(3)
    with pytest.raises(IllegalBidError) as info:
        # A whole number goes to the engine; other text is refused by the box's reader
        # (the one of every number box), with a bid legal here as the example.
        probe.bid(parse_whole(typed, "bid", unit="points", example=250,
                              error=IllegalBidError))
    assert str(info.value) in message


def test_live_typed_legal_bid_is_made():
    view = live()
    bid = view.game.auction.legal_bids()[-1]
    view.bid_box.value = str(bid)
    view.bid_button.click()
    assert view.game.history[0] == (0, Action("bid", bid))
    assert view.message.value == ""


def test_all_seats_human_when_no_players():
    view = AuctionView(dealer=3, seed=5)
    seats = []
    while view.game.phase is Phase.AUCTION:
        seats.append(view.game.to_move)
        view.bid_buttons[-1].click()  # everyone passes
    assert seats == [0, 1, 2]
    assert view.game.auction.forced and view.game.bidder == 3
    assert "stuck" in text(view.status)


def test_bid_after_the_end_is_refused():
    view = AuctionView(dealer=3, seed=5)
    for _ in range(3):
        view.bid(None)
    key = view.game.state_key()
    assert view.bid(300) is False
    assert view.game.state_key() == key and "over" in text(view.message)


def test_restart_deals_the_same_cards():
    view = live()
    dealt = view.game.dealt
    view.bid(None)
    view.restart_button.click()
    assert view.game.dealt == dealt and view.game.phase is Phase.AUCTION
    assert view.game.history == [] or all(s in COMPUTERS for s, _ in view.game.history)


def test_hand_shown_is_the_persons_and_meld_hint_uses_the_engine():
    from pinochle_teach import Suit, best_meld
    view = live()
    hand = view.game.dealt[0]
    assert list(view.hand_view.cards) == list(hand)
    hint = text(view.meld_hint)
    for suit in Suit:
        assert f"{suit.symbol} {suit.plural} {best_meld(hand, suit).total}" in hint


def test_computer_hands_are_never_shown():
    view = live(players={s: RandomPlayer(s) for s in COMPUTERS})
    shown = set()
    for _ in range(3):
        if view.game.phase is not Phase.AUCTION:
            break
        shown.add(view.hand_view.cards)
        view.bid(None)
    shown.add(view.hand_view.cards)
    assert shown == {tuple(view.game.dealt[0])}


class Cheater(Player):
    def choose(self, view):
        return Action("bid", 999)


def test_a_computer_players_bad_bid_is_shown_not_raised():
    view = AuctionView(dealer=0, seed=5, players={1: Cheater()})
    assert "refused" in text(view.message) and view.game.to_move == 1
    assert view.game.history == []


@pytest.mark.parametrize("players", [[RandomPlayer(1)], {7: RandomPlayer(1)},
                                     {1: object()}])
def test_bad_players_argument(players):
    with pytest.raises(PinochleError):
        AuctionView(dealer=3, seed=5, players=players)


def test_message_has_the_shared_class():
    assert "pt-message" in live().message._dom_classes


# --- the variants (RULES.md §8) ---------------------------------------------------------

from pinochle_teach import Suit, best_meld  # noqa: E402
from pinochle_teach.rules import DOUBLE_DECK, THREE_HANDED  # noqa: E402
from pinochle_teach.widgets.common import seat_names  # noqa: E402

FACE_DOWN = 'aria-label="Face-down card"'


def headers(view) -> list[str]:
    """The seat names heading the bidding table, in bidding order."""
    return [html.unescape(re.sub(r"<[^>]+>", "", h))
            for h in re.findall(r"<th[^>]*scope=\"col\"[^>]*>(.*?)</th>", view.table.value)]


def test_three_handed_east_dealing_makes_south_bid_first():
    # Deal #3's own dealer is another seat (the default: one meaning of deal #3); with East
    # dealing, the seat on East's left, South, bids first.
    view = AuctionView(seed=3, rules=THREE_HANDED, dealer=2)
    g = view.game
    assert g.dealer == 2 and g.auction.to_move == 0
    names = seat_names(THREE_HANDED)
    assert view.names == names
    assert headers(view) == [names[0], names[1], f"{names[2]} (dealer)"]
    assert "North" not in text(view.table) + text(view.status)
    assert [b.description for b in view.bid_buttons] == (
        [f"Bid {b}" for b in g.auction.legal_bids()] + ["Pass"])


def test_three_handed_rules_line_comes_from_the_rules():
    view = AuctionView(seed=3, rules=THREE_HANDED, dealer=2)
    status = text(view.status)
    r = THREE_HANDED
    assert f"Opening bid {r.opening_bids[0]};" in status
    assert f"raise by {r.bid_steps[0]};" in status
    assert f"must take it at {r.minimum_bid}" in status


def test_three_handed_widow_is_face_down_until_the_auction_ends():
    view = AuctionView(seed=3, rules=THREE_HANDED, dealer=2)
    widow = view.game.widow
    assert view.widow == widow and len(widow) == THREE_HANDED.widow
    assert view.widow_view.value.count(FACE_DOWN) == len(widow)
    for card in widow:
        assert card.name not in view.widow_view.value
    # A person bids for every seat: bid once, then the others pass.
    view.bid_buttons[0].click()
    while view.game.phase is Phase.AUCTION:
        assert view.widow_view.value.count(FACE_DOWN) == len(widow)
        view.bid(None)
    assert FACE_DOWN not in view.widow_view.value
    for card in widow:
        assert card.name in view.widow_view.value
    g = view.game
    assert f"{seat_names(THREE_HANDED)[g.bidder]} won the auction, takes these" in \
        text(view.widow_view)


def test_three_handed_stuck_dealer_takes_the_widow():
    view = AuctionView(seed=3, rules=THREE_HANDED, dealer=2)
    for _ in range(THREE_HANDED.players - 1):
        view.bid(None)
    g = view.game
    assert g.auction.forced and g.bidder == g.dealer
    assert f"stuck with the contract at {THREE_HANDED.minimum_bid}" in text(view.status)
    assert FACE_DOWN not in view.widow_view.value


@pytest.mark.parametrize("typed", ["205", "190", "220", "abc"])
def test_three_handed_illegal_bid_shows_the_engine_and_changes_nothing(typed):
    view = AuctionView(seed=3, rules=THREE_HANDED, dealer=2, players={1: RandomPlayer(1),
                                                            2: RandomPlayer(2)})
    key = view.game.state_key()
    widow_html = view.widow_view.value
    assert not view.try_bid(typed)
    assert view.game.state_key() == key and view.widow_view.value == widow_html
    probe = Auction(2, THREE_HANDED)
    with pytest.raises(IllegalBidError) as info:
        probe.bid(parse_whole(typed, "bid", unit="points", example=200,
                              error=IllegalBidError))
    assert str(info.value) in text(view.message)


def test_three_handed_names_you_and_no_partner():
    view = AuctionView(seed=3, rules=THREE_HANDED, dealer=2, players={1: RandomPlayer(1),
                                                            2: RandomPlayer(2)})
    assert headers(view)[0] == "South (you)"
    assert "partner" not in text(view.table) + text(view.status)
    hint = text(view.meld_hint)
    hand = view.game.dealt[0]
    for suit in Suit:
        assert f"{suit.symbol} {suit.plural} {best_meld(hand, suit, THREE_HANDED).total}" in hint
    assert "no partners" in hint and "widow" in hint


def test_three_handed_record_shows_the_widow_face_up_only_at_the_end():
    game = Game(3, THREE_HANDED)
    play_hand(game, [RandomPlayer(8 + s) for s in range(3)])
    view = AuctionView(game)
    assert headers(view)[-1].endswith("(dealer)") and len(headers(view)) == 3
    for k in range(view.steps + 1):
        view.go_to(k)
        down = view.widow_view.value.count(FACE_DOWN)
        assert down == (0 if k == view.steps else THREE_HANDED.widow)
    assert all(card.name in view.widow_view.value for card in game.widow)


def test_four_handed_games_show_no_widow():
    assert live().widow_view.value == "" and live().widow == ()


def test_double_deck_minimum_bid_and_steps():
    view = AuctionView(seed=3, rules=DOUBLE_DECK, dealer=3)
    a = view.game.auction
    assert a.legal_bids() == list(DOUBLE_DECK.opening_bids)
    assert [b.description for b in view.bid_buttons] == (
        [f"Bid {b}" for b in DOUBLE_DECK.opening_bids] + ["Pass"])
    assert headers(view) == ["South", "West", "North", "East (dealer)"]
    assert len(view.hand_view.cards) == DOUBLE_DECK.hand_size
    for _ in range(3):
        view.bid(None)
    assert f"stuck with the contract at {DOUBLE_DECK.minimum_bid}" in text(view.status)


def test_double_deck_partner_is_named():
    view = AuctionView(seed=3, rules=DOUBLE_DECK, dealer=3, players={1: RandomPlayer(1),
                                                           2: RandomPlayer(2),
                                                           3: RandomPlayer(3)})
    assert "North (partner)" in headers(view)


def test_rules_for_other_player_counts_are_refused():
    six = DOUBLE_DECK.with_(players=8, hand_size=10)
    with pytest.raises(PinochleError, match="3 or 4 players"):
        AuctionView(seed=1, rules=six)


def test_three_handed_bidders_meld_counts_the_widow_once_taken():
    # A deal where the widow adds meld to South's hand for some trump (found by the engine).
    def widow_adds(seed):
        g = AuctionView(seed=seed, rules=THREE_HANDED, dealer=2).game
        return any(best_meld(g.dealt[0] + g.widow, suit, THREE_HANDED).total
                   != best_meld(g.dealt[0], suit, THREE_HANDED).total for suit in Suit)
    seed = next(s for s in range(200) if widow_adds(s))
    view = AuctionView(seed=seed, rules=THREE_HANDED, dealer=2)
    hand, widow = view.game.dealt[0], view.game.widow
    view.bid_buttons[0].click()  # South bids, then West and East pass
    hint = text(view.meld_hint)
    assert "Meld in this hand" in hint and "widow, before the discard" not in hint
    while view.game.phase is Phase.AUCTION:
        view.bid(None)
    assert view.game.bidder == 0
    hint = text(view.meld_hint)
    assert "Meld with the widow, before the discard" in hint
    assert f"({len(hand) + len(widow)} cards)" in hint
    for suit in Suit:
        total = best_meld(hand + widow, suit, THREE_HANDED).total
        assert f"{suit.symbol} {suit.plural} {total}" in hint


def test_after_the_auction_another_players_meld_line_names_the_winner():
    view = AuctionView(seed=3, rules=THREE_HANDED, dealer=2, players={1: RandomPlayer(1),
                                                            2: RandomPlayer(2)})
    while view.game.phase is Phase.AUCTION and view.game.to_move == 0:
        view.bid(None)  # South (the person) passes; the computers finish the auction
    g = view.game
    assert g.phase is not Phase.AUCTION and g.bidder != 0
    winner = seat_names(THREE_HANDED)[g.bidder]
    hint = text(view.meld_hint)
    assert f"for each trump {winner} might name" in hint
    assert "the bidder might name" not in hint and "widow, before the discard" not in hint
    for suit in Suit:
        assert f"{suit.symbol} {suit.plural} {best_meld(g.dealt[0], suit, THREE_HANDED).total}" \
            in hint


def test_enter_in_the_bid_box_bids_as_the_button_does_and_only_once():
    view = live()
    assert view.bid_box.continuous_update is False
    bid = view.game.auction.legal_bids()[0]
    view.bid_box.value = str(bid)          # what Enter (or leaving the box) sends
    assert view.game.history[0] == (0, Action("bid", bid))
    after = view.game.state_key()
    assert view.bid_box.value == ""        # a bid made empties the box
    view.bid_button.click()                # the click that made the box lose focus
    assert view.game.state_key() == after and view.message.value == ""
    # The button alone (no Enter) still bids, and an illegal typed bid stays in the box.
    view.bid_box.value = "1000"
    assert "Oops" in text(view.message) and view.bid_box.value == "1000"
    view.bid_button.click()
    assert view.game.state_key() == after
    # Record mode: Enter checks the bid against the position on screen.
    record = AuctionView(played_game(2).to_record(), step=1)
    record.bid_box.value = "255"
    assert "Oops" in text(record.message) and record.step == 1


# --- redraws close what they replace; late and disabled clicks do nothing ----------------

import warnings  # noqa: E402

import ipywidgets  # noqa: E402

from pinochle_teach.svg import hand_html  # noqa: E402
from pinochle_teach.widgets import AuctionReplay, LiveAuction  # noqa: E402


def live_widgets() -> int:
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", DeprecationWarning)
        return len(ipywidgets.Widget.widgets)


def test_auction_view_makes_a_replay_or_a_live_auction():
    record = AuctionView(played_game(2).to_record())
    assert isinstance(record, AuctionReplay) and isinstance(record, AuctionView)
    assert record.mode == "record" and repr(record).startswith("<AuctionView mode=record ")
    now = AuctionView(dealer=3, seed=5)
    assert isinstance(now, LiveAuction) and isinstance(now, AuctionView)
    assert now.mode == "live" and repr(now).startswith("<AuctionView mode=live ")
    # The two kinds can also be made by name.
    assert LiveAuction(dealer=3, seed=5).game.dealt == now.game.dealt
    assert AuctionReplay(played_game(2)).steps == record.steps
    with pytest.raises(PinochleError, match="only for a live auction"):
        AuctionView(played_game(2), seed=4)


def test_replay_a_hundred_clicks_on_every_button_leave_no_widget_behind():
    view = AuctionView(played_game(9).to_record())
    view.forward_button.click()
    before = live_widgets()
    for k in range(100):
        for button in (view.forward_button, view.forward_button, view.back_button,
                       view.end_button, view.start_button):
            button.click()
        view.bid_box.value = ("255", "260", "pass", "")[k % 4]
        view.bid_button.click()
    assert view.step == 0
    assert live_widgets() == before


def test_live_a_hundred_clicks_on_every_button_leave_no_widget_behind():
    view = live(seed=6)
    before = live_widgets()
    for k in range(100):
        if view.bid_buttons:
            view.bid_buttons[k % len(view.bid_buttons)].click()
        if view.bid_buttons:
            view.bid_buttons[-1].click()  # Pass
        view.bid_box.value = "1000"
        view.bid_button.click()
        view.restart_button.click()
    assert view.game.phase is Phase.AUCTION
    # Give or take nothing: the page shows the same widgets after every restart.
    assert live_widgets() == before


def test_live_a_late_second_click_on_a_bid_does_nothing():
    # A double-click on "Bid 250": the first bids and the computers answer; the second
    # arrives for a button that has been replaced (its bid may no longer be legal, or a
    # button at its place may now mean another bid): it must not bid again.
    view = AuctionView(dealer=3, seed=5, players={s: Stubborn(300 + 10 * s) for s in (1, 2, 3)})
    first = view.bid_buttons[0]
    assert first.value == view.game.auction.legal_bids()[0]
    first.click()
    history = list(view.game.history)
    assert history[0] == (0, Action("bid", first.value)) and view.game.to_move == 0
    assert first not in view.bid_buttons and first.closed
    first.click()
    assert view.game.history == history


def test_disabled_buttons_do_nothing():
    view = AuctionView(played_game(2).to_record())
    view.end_button.click()
    assert view.forward_button.disabled
    message = view.message.value
    view.forward_button.click()
    assert view.step == view.steps and view.message.value == message
    now = live()
    pass_button = now.bid_buttons[-1]
    pass_button.disabled = True
    pass_button.click()
    assert now.game.history == []


class Stubborn(Player):
    """Bids ``points`` once if it can, then passes."""

    def __init__(self, points):
        self.points = points

    def choose(self, view):
        if Action("bid", self.points) in view.legal_actions:
            return Action("bid", self.points)
        return Action("pass")


def test_markup_is_classes_and_the_stylesheet_comes_first():
    for view in (AuctionView(played_game(2), step=2),
                 AuctionView(seed=3, rules=THREE_HANDED, dealer=2)):
        assert "pt-stylesheet" in view.children[0]._dom_classes
        assert "pt-root" in view._dom_classes
        for part in (view.status, view.table, view.legal_view, view.meld_hint):
            assert "style=" not in part.value
    # The widow's picture is svg.py's; the markup around it carries classes only.
    widow = view.widow_view.value
    label = html.unescape(re.search(r'<div role="group" aria-label="([^"]*)"', widow).group(1))
    picture = hand_html(view.widow, size=0.8, palette="classic", face_down=True, label=label)
    assert picture in widow and "style=" not in widow.replace(picture, "")


def test_bidding_table_columns_follow_the_bidding_order():
    # Dealer North (2): East bids first, then South, West, and North last.
    view = AuctionView(dealer=2, seed=4)
    assert headers(view) == ["East", "South", "West", "North (dealer)"]
