"""PlayTable and ScoreSheet driven headless: the buttons offered are the engine's legal
actions, a click changes the game exactly as Game.apply would, an illegal choice shows the
engine's reason and changes nothing, and the score sheet shows score_hand's numbers.
RULES.md §2-7."""

from __future__ import annotations

import base64
import html
import json
import random
import re

import pytest

import pinochle_teach.players as players_module
from pinochle_teach import PinochleError, Suit, explain_play, game_winner, score_hand
from pinochle_teach.game import Action, Game, HandResult, Phase
from pinochle_teach.players import Player, RandomPlayer
from pinochle_teach.rules import CARDGAMES_IO, DOUBLE_DECK, THREE_HANDED
from pinochle_teach.widgets.common import SEAT_NAMES, TEAM_NAMES
from pinochle_teach.widgets.scoresheet import MINUS, ScoreSheet
from pinochle_teach.widgets.table import DIFFICULTIES, TABLE_VARIANTS, PlayTable, PlayTableError
from pinochle_teach.widgets.walkthrough import TrickWalkthrough
from unlinked import unlinked  # noqa: E402


class Passer(Player):
    """Passes in every auction; otherwise takes the first legal action."""

    def choose(self, view):
        acts = view.legal_actions
        return Action("pass") if Action("pass") in acts else acts[0]


class Cheater(Player):
    """Always tries to bid 1000, which is never legal."""

    def choose(self, view):
        return Action("bid", 1000)


def team_named(reason: str) -> str:
    for t, name in enumerate(TEAM_NAMES):
        reason = reason.replace(f"Team {t} ", f"{name} ")
    return reason


def enabled(buttons):
    """The buttons that act: not disabled and, for a card, allowed now."""
    return [b for b in buttons if not b.disabled and getattr(b, "allowed", True)]


def click(table: PlayTable, rng: random.Random) -> None:
    """One click by the person: a random enabled card or action button (bids avoided so
    that auctions end quickly)."""
    g = table.game
    if g.phase in (Phase.TRICKS, Phase.PASS, Phase.RETURN, Phase.DISCARD):
        rng.choice(enabled(table.hand_view.buttons)).click()
    elif g.phase is Phase.AUCTION:
        next(b for b in table.action_buttons if b.description == "Pass").click()
    else:
        rng.choice(enabled(table.action_buttons)).click()


def play_until(table: PlayTable, done, seed: int = 0, limit: int = 500) -> None:
    rng = random.Random(seed)
    for _ in range(limit):
        if done(table):
            return
        click(table, rng)
        assert not table.controller.error, table.controller.error
    raise AssertionError("not reached")


# --- the start ------------------------------------------------------------------------

def test_a_new_table_waits_for_the_person_and_offers_the_legal_bids():
    t = PlayTable(seed=7, seat=0, difficulty="easy")
    g = t.game
    assert g.phase is Phase.AUCTION and g.to_move == 0
    legal = g.legal_actions()
    assert [b.description for b in t.action_buttons] == [
        f"Bid {a.value}" if a.kind == "bid" else "Pass" for a in legal]
    # Every seat before South in the auction has acted already (computer players at once).
    seats_before = [s for s, _ in g.auction.history]
    assert seats_before == [(g.dealer + 1 + k) % 4 for k in range(len(seats_before))]
    assert "Your bid" in t.prompt.value


def test_the_same_seed_gives_the_same_table():
    a = PlayTable(seed=11, difficulty="easy")
    b = PlayTable(seed=11, difficulty="easy")
    assert a.game.state_key() == b.game.state_key()


def test_a_bid_click_is_applied_and_the_computer_answers():
    t = PlayTable(seed=7, difficulty="easy")
    before = len(t.game.history)
    high = t.game.auction.high_bid
    button = next(b for b in t.action_buttons if b.description.startswith("Bid"))
    button.click()
    history = t.game.history
    assert history[before] == (0, Action("bid", int(button.description.split()[1])))
    assert t.game.auction.high_bid is not None and t.game.auction.high_bid > (high or 0)
    assert f"You bid {button.description.split()[1]}." in t.events
    assert t.game.to_move == 0 or t.game.phase is not Phase.AUCTION


# --- trump, pass, meld ----------------------------------------------------------------

def winning_auction_table() -> PlayTable:
    """South opens; everyone else passes, so South holds the contract."""
    t = PlayTable(seed=5, seat=0, opponents=[Passer(), Passer(), Passer()])
    while t.game.phase is Phase.AUCTION:
        bid = next(b for b in t.action_buttons if b.description.startswith("Bid"))
        bid.click()
    return t


def test_trump_buttons_show_the_meld_each_trump_would_give():
    t = winning_auction_table()
    g = t.game
    assert g.phase is Phase.TRUMP and g.bidder == 0
    assert len(t.action_buttons) == 4
    from pinochle_teach import best_meld
    for b, suit in zip(t.action_buttons, Suit):
        assert suit.plural.capitalize() in b.description
        assert f"is {best_meld(g.hands[0], suit).total} before the pass" in b.tooltip
    hearts = next(b for b in t.action_buttons if "Hearts" in b.description)
    hearts.click()
    assert t.game.trump is Suit.HEARTS


def test_passing_cards_one_at_a_time_with_the_hand_buttons():
    t = winning_auction_table()
    next(b for b in t.action_buttons if "Spades" in b.description).click()
    g = t.game
    # North (a computer) gave four cards to South at once; now South gives four back.
    assert g.phase is Phase.RETURN and g.to_move == 0
    received = g.view(0).passed_to_me
    assert len(received) == 4
    assert "you received" in t.hand_view.title
    gives = t.hand_view.buttons
    assert all(b.description.startswith("Give ") for b in gives) and not any(
        b.disabled for b in gives)
    for k in range(4):
        card = t.hand_view.shown[0]
        t.hand_view.buttons[0].click()
        assert t.game.returned[-1] == card if t.game.phase is Phase.RETURN else True
    g = t.game
    assert len(g.returned) == 4 and g.phase in (Phase.TRICKS, Phase.SURRENDER)
    # The meld is laid down: the panel opens and names every seat's total.
    assert t.meld_panel.selected_index == 0
    for s in range(4):
        assert f"meld {g.melds[s].total}" in t.meld_views.value
    title = t.meld_panel.get_title(0)
    assert f"{TEAM_NAMES[0]} {g.team_meld[0]}" in title and f"{TEAM_NAMES[1]} {g.team_meld[1]}" in title


def test_the_others_meld_shows_only_the_cards_laid_down():
    t = winning_auction_table()
    next(b for b in t.action_buttons if "Spades" in b.description).click()
    while t.game.phase is Phase.RETURN:
        t.hand_view.buttons[0].click()
    g = t.game
    for s in (1, 2, 3):
        shown = g.view(0).melds[s]
        assert len(shown.hand) == len(g.melds[s].cards_used) <= len(g.melds[s].hand)


# --- surrender ------------------------------------------------------------------------

def game_at_surrender() -> Game:
    """A game in the SURRENDER phase, South the bidder: South bids up while West raises."""
    for seed in range(200):
        g = Game(seed=seed)
        while g.phase is Phase.AUCTION:
            seat = g.to_move
            legal = g.legal_actions()
            bids = [a for a in legal if a.kind == "bid"]
            if seat == 0 or (seat == 1 and g.auction.high_bid is not None
                             and g.auction.high_bid < 500):
                g.apply(bids[-1])
            else:
                g.apply("pass")
        if g.bidder != 0:
            continue
        g.apply("trump H")
        while g.phase in (Phase.PASS, Phase.RETURN):
            g.apply(g.legal_actions()[0])
        if g.phase is Phase.SURRENDER:
            return g
    raise AssertionError("no surrender position found")


def test_surrender_is_offered_only_when_allowed_and_scores_by_the_engine():
    g = game_at_surrender()
    t = PlayTable.from_game(g, seat=0, difficulty="easy")
    assert [b.description for b in t.action_buttons] == ["Surrender", "Play on"]
    assert f"contract {g.contract}" in t.prompt.value
    t.action_buttons[0].click()
    r = t.game.hand_results[-1]
    assert r.surrendered and r.score[0] == -g.contract
    expected = score_hand(g.contract, 0, g.team_meld, (0, 0), surrendered=True)
    assert tuple(r.score) == tuple(expected)
    for reason in expected.reasons:
        assert html.escape(team_named(reason)) in unlinked(t.result_view.value)
    assert f"{MINUS}{g.contract} surrendered" in t.scoresheet.table.value


def test_play_on_goes_to_the_first_lead():
    g = game_at_surrender()
    t = PlayTable.from_game(g, seat=0, difficulty="easy")
    t.action_buttons[1].click()
    assert t.game.phase is Phase.TRICKS and t.game.to_move == 0 and not t.game.trick


# --- trick play -----------------------------------------------------------------------

def table_with_an_illegal_card() -> PlayTable:
    """A table where South is to play to a trick and holds at least one illegal card."""
    for seed in range(50):
        t = PlayTable(seed=seed, difficulty="easy")
        rng = random.Random(seed)
        for _ in range(300):
            g = t.game
            if g.phase is Phase.TRICKS and g.to_move == 0 and g.trick:
                if len(set(g.hands[0])) > len({a.value for a in g.legal_actions()}):
                    return t
            if g.phase in (Phase.SCORE, Phase.GAME_OVER):
                break
            click(t, rng)
    raise AssertionError("no position with an illegal card")


def test_illegal_cards_say_the_engines_reason_when_chosen():
    """Cards named in words; an illegal card's button says "not allowed" and stays
    focusable, and choosing it says the engine's reason and plays nothing (issue 15)."""
    t = table_with_an_illegal_card()
    g = t.game
    legal = {a.value for a in g.legal_actions()}
    before = g.state_key()
    for card, button in zip(t.hand_view.shown, t.hand_view.buttons):
        assert not button.disabled
        if card in legal:
            assert button.description == f"Play {card.words}"
            assert button.allowed and button.tooltip == card.name
        else:
            assert button.description == f"{card.name}: not allowed"
            assert not button.allowed
            reason = explain_play(g.hands[0], g.trick, g.trump, card)
            assert reason in button.tooltip
            button.click()
            assert t.game.state_key() == before
            assert html.escape(reason, quote=False) in unlinked(t.hand_view.message.value)


def test_an_illegal_play_anyway_shows_why_and_changes_nothing():
    t = table_with_an_illegal_card()
    g = t.game
    legal = {a.value for a in g.legal_actions()}
    bad = next(c for c in g.hands[0] if c not in legal)
    before = g.state_key()
    assert not t.play(bad)
    assert t.game.state_key() == before
    reason = explain_play(g.hands[0], g.trick, g.trump, bad)
    assert html.escape(reason, quote=False) in unlinked(t.message.value).replace("&#x27;", "'")
    # A click on the card's button is refused too (it says why, test above).
    i = t.hand_view.shown.index(bad)
    t.hand_view.buttons[i].click()
    assert t.game.state_key() == before
    # A legal play clears the message.
    good = next(c for c in t.hand_view.shown if c in legal)
    assert t.play(good)
    assert "alert" not in t.message.value


def test_the_trick_and_the_last_trick_stay_on_the_table():
    t = table_with_an_illegal_card()
    rng = random.Random(3)
    # Play until at least one trick is complete and South is to play again.
    start = len(t.game.tricks)
    while len(t.game.tricks) == start or t.game.to_move != 0:
        click(t, rng)
    g = t.game
    rec = g.tricks[-1]
    shown = t.last_trick_view.value if g.trick else t.centre.value
    assert f"{SEAT_NAMES[rec.winner] if rec.winner else 'South (you)'} won the trick: " \
           f"{rec.points} point" in shown
    for card in rec.cards:
        assert f'aria-label="{card.name}' in shown
    if g.trick:
        assert f"Trick {len(g.tricks) + 1}" in t.centre.value


def test_a_whole_hand_by_clicks_ends_with_the_engines_score_and_a_score_sheet_row():
    t = PlayTable(seed=4, difficulty="easy")
    play_until(t, lambda t: t.game.phase in (Phase.SCORE, Phase.GAME_OVER))
    g = t.game
    r = g.hand_results[-1]
    assert len(g.tricks) in (0, 12)
    for reason in r.reasons:
        assert html.escape(team_named(reason)) in unlinked(t.result_view.value)
    assert t.scoresheet.results == tuple(g.hand_results)
    assert [b.description for b in t.action_buttons] == ["Next deal"]
    t.action_buttons[0].click()
    assert t.game.hand_number == 2 and t.game.phase is Phase.AUCTION
    assert t.result_view.value == ""


def test_not_your_turn_and_wrong_phase_are_refused():
    t = PlayTable(seed=7, difficulty="easy")
    before = t.game.state_key()
    assert not t.next_deal()
    assert not t.play("AS")
    assert not t.act("trump H")
    assert t.game.state_key() == before
    assert 'role="alert"' in t.message.value


# --- controls -------------------------------------------------------------------------

def test_new_game_with_a_seed_and_a_bad_seed():
    t = PlayTable(seed=7, difficulty="easy")
    before = t.game.state_key()
    t.seed_box.value = "seven"
    t.new_game_button.click()
    assert t.game.state_key() == before
    assert "deal number" in t.message.value
    t.seed_box.value = "12"
    t.new_game_button.click()
    assert t.game.seed == 12 and t.game.hand_number == 1
    assert t.file_box.value.endswith("game-12.json")
    assert t.message.value == ""


def test_save_record_writes_a_record_the_walkthrough_loads(tmp_path):
    t = PlayTable(seed=4, difficulty="easy", record_dir=str(tmp_path / "records"))
    play_until(t, lambda t: t.game.phase in (Phase.SCORE, Phase.GAME_OVER))
    path = tmp_path / "records" / "mine.json"
    t.file_box.value = "mine"
    t.save_button.click()
    assert path.exists()
    assert Game.load(path).state_key()[:-1] == t.game.state_key()[:-1]
    assert json.loads(path.read_text())["seed"] == 4
    assert "Saved the game record" in t.message.value
    # a link downloads the same file to the student's device (Load record reads it back);
    # no Python is shown to a dashboard user
    [href] = re.findall(r'download="mine.json" href="data:application/json;base64,([^"]+)"',
                        t.message.value)
    assert base64.b64decode(href) == path.read_bytes()
    assert "Download mine.json" in t.message.value and "from_file" not in t.message.value
    if not t.game.hand_results[-1].surrendered:
        w = TrickWalkthrough.from_file(path)
        assert w.steps == 48
    t.new_game(5)
    assert "Download mine.json" not in t.message.value   # the link goes with its message


def test_save_record_to_a_bad_place_shows_a_message(tmp_path):
    t = PlayTable(seed=4, difficulty="easy")
    blocker = tmp_path / "file"
    blocker.write_text("x")
    assert t.save_record(blocker / "sub" / "game.json") is None
    assert "Could not save" in t.message.value


def test_difficulty_picker_replaces_the_computer_players():
    t = PlayTable(seed=7, difficulty="easy")
    assert all(isinstance(p, RandomPlayer) for p in t.players.values())
    t.difficulty_picker.value = "normal"
    assert t.difficulty == "normal" and t.level == "normal"
    assert sorted(t.players) == [1, 2, 3]
    assert all(type(p).__name__ == "HeuristicPlayer" for p in t.players.values())


def test_hint_button_shows_a_hint_for_the_persons_seat():
    t = PlayTable(seed=7, difficulty="easy")
    assert t.hint_button.layout.display != "none"
    expected = players_module.hint(t.game.view(0))
    t.hint_button.click()
    assert html.escape(str(expected), quote=False) in unlinked(t.message.value).replace("&#x27;", "'")


def test_opponents_are_checked():
    with pytest.raises(PlayTableError):
        PlayTable(opponents=[RandomPlayer(1)])
    with pytest.raises(PlayTableError):
        PlayTable(opponents=[object(), object(), object()])
    with pytest.raises(PlayTableError):
        PlayTable(seat=4)
    with pytest.raises(PlayTableError):
        PlayTable(difficulty="grandmaster")
    with pytest.raises(PinochleError):
        PlayTable(seed=-1)


def test_a_computer_player_choosing_an_illegal_action_does_not_stop_the_game():
    t = PlayTable(seed=7, opponents={1: Cheater(), 2: Passer(), 3: Passer()})
    if t.game.phase is Phase.AUCTION and t.game.to_move == 0:
        t.pass_()  # West (the cheater) acts after South
    assert "chose something not allowed" in t.message.value
    assert t.game.to_move == 0 or t.game.phase is not Phase.AUCTION


def test_the_person_may_sit_in_any_seat():
    t = PlayTable(seed=9, seat=2, difficulty="easy")
    assert t.game.to_move == 2 or t.game.phase in (Phase.SCORE, Phase.GAME_OVER)
    assert "You are North, partner South" in t.status.value
    # The partner (South) is drawn at the top, West on the left, East on the right.
    assert 'aria-label="South"' in t.seat_views["top"].value
    assert 'aria-label="East"' in t.seat_views["left"].value
    assert 'aria-label="West"' in t.seat_views["right"].value


def test_palette_and_size_redraw_the_hand():
    t = PlayTable(seed=7, difficulty="easy")
    t.palette_picker.value = "four-colour"
    assert t.hand_view.palette == "four-colour"
    assert PlayTable(seed=7, difficulty="easy", size=1.6).hand_view.size == 1.6


def test_the_table_seats_three_or_four_players_and_names_the_variants():
    with pytest.raises(PlayTableError):
        PlayTable(rules=CARDGAMES_IO.with_(players=2, partnership=False, hand_size=24))
    with pytest.raises(PlayTableError):
        PlayTable(rules="five-handed")
    with pytest.raises(PlayTableError):
        PlayTable(rules=THREE_HANDED, seat=3)
    for _label, key, rules in TABLE_VARIANTS:
        assert PlayTable(seed=1, rules=key, difficulty="easy").game.rules == rules


# --- ScoreSheet -----------------------------------------------------------------------

def hand_result(number, bidder, contract, meld, tricks, before, surrendered=False,
                trump="H", rules=CARDGAMES_IO) -> HandResult:
    """A HandResult whose score comes from the engine's score_hand."""
    team = bidder % 2
    s = score_hand(contract, team, meld, (0, 0) if surrendered else tricks, surrendered, rules)
    totals = tuple(a + b for a, b in zip(before, s))
    return HandResult(
        number=number, dealer=(bidder + 3) % 4, bidder=bidder, bidding_team=team,
        contract=contract, forced=False, trump=Suit.from_str(trump), meld=tuple(meld),
        trick_points=(0, 0) if surrendered else tuple(tricks), tricks_won=(6, 6),
        surrendered=surrendered, score=tuple(s), made=s.made, totals=totals,
        reasons=s.reasons)


def rows(sheet: ScoreSheet) -> list[list[str]]:
    body = sheet.table.value.split("<tbody>")[1].split("</tbody>")[0]
    return [[re.sub("<[^>]+>", "", c) for c in re.findall(r"<td[^>]*>(.*?)</td>", tr)]
            for tr in re.findall(r"<tr.*?</tr>", body)]


def test_score_sheet_rows_show_the_engines_numbers():
    r1 = hand_result(1, 0, 350, (180, 100), (190, 60), (0, 0))  # RULES.md §9: made
    r2 = hand_result(2, 2, 400, (150, 80), (200, 50), r1.totals)
    sheet = ScoreSheet([r1, r2])
    got = rows(sheet)
    assert len(got) == 2
    assert r1.made
    assert got[0][:5] == ["1", SEAT_NAMES[r1.dealer], "South", "350", "♥ hearts"]
    assert got[0][5:] == [str(x) for x in (*r1.meld, *r1.trick_points)] + [
        f"+{r1.score[0]}", f"+{r1.score[1]}", str(r1.totals[0]), str(r1.totals[1])]
    # Hand 2: the bidders (South–North) are set.
    assert not r2.made
    assert got[1][9] == f"{MINUS}400 set"
    assert got[1][11] == str(r2.totals[0]).replace("-", MINUS)
    assert sheet.winner is None and "Game over" not in sheet.table.value
    assert sheet.totals == r2.totals


def test_score_sheet_states_the_tie_rule_when_both_teams_pass_the_target():
    # RULES.md §9: team 0 has 1460, team 1 1280; team 1 bids 300 and both pass 1500.
    r = hand_result(7, 1, 300, (160, 150), (80, 170), (1460, 1280))
    assert min(r.totals) >= CARDGAMES_IO.target_score
    sheet = ScoreSheet([r])
    assert sheet.winner == game_winner(r.totals, 1) == 1
    foot = sheet.table.value.split("<tfoot>")[1]
    assert f"Game over: {TEAM_NAMES[1]} win" in foot
    assert "held the contract" in foot and "rules page §7" in foot


def test_score_sheet_without_a_tie_names_only_the_winner():
    r = hand_result(5, 0, 300, (200, 50), (200, 50), (1200, 700))
    sheet = ScoreSheet([r])
    assert sheet.winner == game_winner(r.totals, 0) == 0
    foot = sheet.table.value.split("<tfoot>")[1]
    assert "Game over" in foot and "held the contract" not in foot


def test_score_sheet_marks_surrender_and_void_meld():
    r = hand_result(1, 0, 330, (60, 140), (0, 0), (0, 0), surrendered=True)
    assert r.surrendered
    got = rows(ScoreSheet([r]))[0]
    assert got[9] == f"{MINUS}330 surrendered" and got[10] == f"+{r.score[1]}"
    assert got[7] == got[8] == "—"
    void = hand_result(2, 0, 250, (200, 90), (250, 0), r.totals)
    got = rows(ScoreSheet([void]))[0]
    assert void.score[1] == 0 and got[10] == "0 meld void"


def test_score_sheet_from_a_game_and_its_errors():
    g = Game(seed=4)
    sheet = ScoreSheet(g)
    assert "no hand has been scored yet" in sheet.table.value
    players = [RandomPlayer(s) for s in range(4)]
    from pinochle_teach.players import play_game
    play_game(g, players, max_hands=3)
    sheet.set(g)
    assert len(rows(sheet)) == 3 == len(g.hand_results)
    assert sheet.totals == tuple(g.scores)
    with pytest.raises(PinochleError):
        ScoreSheet(42)
    with pytest.raises(PinochleError):
        ScoreSheet([1, 2])
    assert len(rows(sheet)) == 3  # unchanged


def test_hint_shows_the_engines_advice_and_outlines_the_card():
    t = table_with_an_illegal_card()  # South is to play to a trick
    expected = players_module.hint(t.game.view(0))
    before = t.game.state_key()
    t.hint_button.click()
    assert t.game.state_key() == before  # a hint changes nothing
    assert html.escape(str(expected)) in unlinked(t.message.value)
    assert expected.action in t.game.legal_actions()
    assert t.hand_view.highlights.get(expected.action.value) == "hint"
    t.play(expected.action.value)
    assert "hint" not in t.hand_view.highlights.values()


def test_show_all_hands_reveals_every_seat_only_in_classroom_mode():
    """Classroom mode (issue 5): the teacher's switch draws each other seat's real cards."""
    from pinochle_teach.svg import hand_svg
    from pinochle_teach.cards import sort_hand
    from pinochle_teach.widgets import PlayTable

    table = PlayTable(seed=7, difficulty="easy")
    positions = {"left": 1, "top": 2, "right": 3}
    for pos, offset in positions.items():
        seat = (table.seat + offset) % 4
        drawn = hand_svg(sort_hand(table.game.hands[seat], table.game.trump), size=0.45,
                         palette=table.palette, overlap=0.55)
        assert drawn not in table.seat_views[pos].value
    table.show_all_box.value = True
    for pos, offset in positions.items():
        seat = (table.seat + offset) % 4
        drawn = hand_svg(sort_hand(table.game.hands[seat], table.game.trump), size=0.45,
                         palette=table.palette, overlap=0.55)
        assert drawn in table.seat_views[pos].value
    table.show_all_box.value = False
    assert all("Hand:" not in v.value for v in table.seat_views.values())


@pytest.mark.parametrize("name", ["../notebooks/data/full_hand", "/tmp/x.json", "sub/x.json",
                                  ".hidden.json", "a b.json"])
def test_save_box_accepts_only_a_plain_file_name_inside_the_record_folder(tmp_path, name):
    """A student must not overwrite files outside the record folder from the table."""
    t = PlayTable(seed=4, difficulty="easy", record_dir=str(tmp_path / "records"))
    t.file_box.value = name
    t.save_button.click()
    assert "not a plain file name" in t.message.value
    assert not (tmp_path / "records").exists() or not any((tmp_path / "records").iterdir())


# --- three-handed and double deck (RULES.md §8, issue 8) ---------------------------------

def text_of(html_text: str) -> str:
    return html.unescape(re.sub("<[^>]+>", " ", html_text))


def three_handed_bidder_table(seed_from: int = 0) -> PlayTable:
    """A three-handed table where South opens and the others pass: South is the bidder."""
    for seed in range(seed_from, seed_from + 50):
        t = PlayTable(seed=seed, rules=THREE_HANDED, opponents=[Passer(), Passer()])
        while t.game.phase is Phase.AUCTION and t.game.to_move == 0:
            next(b for b in t.action_buttons if b.description.startswith("Bid")).click()
        if t.game.bidder == 0:
            return t
    raise AssertionError("South never won the auction")


def test_three_handed_table_has_three_seats_and_the_widow_face_down_in_the_auction():
    t = PlayTable(seed=3, rules=THREE_HANDED, difficulty="easy")
    g = t.game
    assert g.phase is Phase.AUCTION and g.to_move == 0
    # West on the left, East on the right; the widow (3 cards, face down) at the top.
    assert 'aria-label="West"' in t.seat_views["left"].value
    assert 'aria-label="East"' in t.seat_views["right"].value
    top = t.seat_views["top"].value
    assert f'aria-label="Widow: {THREE_HANDED.widow} face-down cards"' in top
    for card in g.widow:
        assert f'aria-label="{card.name}' not in top
    status = text_of(t.status.value)
    assert "South 0 · West 0 · East 0" in status and "game to 1000" in status
    assert "partner" not in status and "North" not in status
    # The bid buttons are the engine's legal bids (opening at 200 by 10s).
    assert [b.description for b in t.action_buttons] == [
        f"Bid {a.value}" if a.kind == "bid" else "Pass" for a in g.legal_actions()]
    assert "Bid 200" in [b.description for b in t.action_buttons] or g.auction.high_bid


def test_three_handed_whole_hand_by_clicks_as_the_bidder():
    """Auction, widow turned up, trump, three discards clicked, fifteen tricks, score."""
    t = three_handed_bidder_table()
    g = t.game
    widow = g.view(0).widow
    assert g.phase is Phase.TRUMP and len(widow) == THREE_HANDED.widow
    # Everyone sees the widow face up now; the bidder holds it, outlined.
    top = t.seat_views["top"].value
    for card in widow:
        assert f'aria-label="{card.name}' in top
    assert len(t.hand_view.shown) == THREE_HANDED.hand_size + THREE_HANDED.widow
    assert all(t.hand_view.highlights.get(c) == "selected" for c in widow)
    assert any("widow is turned up" in e for e in t.events)
    next(b for b in t.action_buttons if "Hearts" in b.description).click()
    assert t.game.phase is Phase.DISCARD and t.game.to_move == 0
    assert "Discard 3 more cards" in text_of(t.prompt.value)
    legal = {a.value for a in t.game.legal_actions()}
    assert {c for c, b in zip(t.hand_view.shown, t.hand_view.buttons) if b.allowed} == legal
    chosen = []
    for k in range(THREE_HANDED.widow):
        assert t.game.phase is Phase.DISCARD
        button = next(b for b in t.hand_view.buttons if b.allowed)
        chosen.append(t.hand_view.shown[t.hand_view.buttons.index(button)])
        button.click()
        assert list(t.game.discards) == chosen
    g = t.game
    assert g.phase in (Phase.TRICKS, Phase.SURRENDER)
    assert len(g.hands[0]) == THREE_HANDED.hand_size
    assert "you discarded" in t.hand_view.title
    assert t.meld_panel.get_title(0) == "Meld: " + " · ".join(
        f"{n} {g.melds[s].total}" for s, n in enumerate(("South", "West", "East")))
    play_until(t, lambda t: t.game.phase in (Phase.SCORE, Phase.GAME_OVER))
    g = t.game
    r = g.hand_results[-1]
    assert len(r.score) == 3 and r.bidder == 0
    if not r.surrendered:
        assert len(g.tricks) == THREE_HANDED.hand_size
        assert all(len(rec.cards) == 3 for rec in g.tricks)
        # The discards count for the bidder (§8): its trick points are its tricks plus them.
        won = sum(rec.points for rec in g.tricks if rec.winner == 0)
        from pinochle_teach.tricks import trick_points
        assert r.trick_points[0] == won + trick_points(chosen, THREE_HANDED)
        assert f"{trick_points(chosen, THREE_HANDED)} point" in text_of(t.result_view.value)
    shown = text_of(unlinked(t.result_view.value))
    for reason in r.reasons:
        assert team_named(reason).replace("Seat 0 ", "South ").replace(
            "Seat 1 ", "West ").replace("Seat 2 ", "East ") in shown
    # The score sheet: one column per player in each group.
    head = t.scoresheet.table.value.split("</thead>")[0]
    assert head.count(">South<") == head.count(">West<") == head.count(">East<") == 4
    assert rows(t.scoresheet)[0][-3:] == [str(x).replace("-", MINUS) for x in r.totals]


def test_three_handed_bad_discards_show_a_message_and_change_nothing():
    t = three_handed_bidder_table()
    t.action_buttons[0].click()  # trump
    g = t.game
    assert g.phase is Phase.DISCARD
    missing = next(c for c in parse_deck() if c not in g.hands[0])
    before = g.state_key()
    assert not t.discard(missing)
    assert g.state_key() == before
    assert f"do not hold {missing}" in text_of(t.message.value)
    assert not t.act(f"play {g.hands[0][0].code}")  # not a discard-phase action
    assert g.state_key() == before and 'role="alert"' in t.message.value
    for _ in range(THREE_HANDED.widow):
        assert t.discard(g.hands[0][-1])
    assert "alert" not in t.message.value
    after = t.game.state_key()
    fourth = t.game.hands[0][0]
    assert not t.discard(fourth)  # a fourth discard
    assert t.game.state_key() == after
    assert "nothing to discard" in text_of(t.message.value)


def parse_deck():
    from pinochle_teach.cards import new_deck
    return list(dict.fromkeys(new_deck(CARDGAMES_IO)))


def test_three_handed_computer_bidder_turns_up_the_widow_and_hides_its_discards():
    for seed in range(60):
        t = PlayTable(seed=seed, rules=THREE_HANDED, difficulty="normal")
        while t.game.phase is Phase.AUCTION and t.game.to_move == 0:
            t.pass_()
        if t.game.bidder not in (None, 0):
            break
    g = t.game
    assert g.bidder in (1, 2) and g.phase is not Phase.AUCTION
    top = t.seat_views["top"].value
    for card in g.view(0).widow:
        assert f'aria-label="{card.name}' in top
    assert f"taken by {SEAT_NAMES_3[g.bidder]}" in text_of(top)
    # The bidder's discards are face down: the person is told a card went, not which.
    assert sum("discarded a card face down" in e for e in t.events) == THREE_HANDED.widow
    assert g.view(0).discards == ()


SEAT_NAMES_3 = ("South", "West", "East")


def test_three_handed_save_and_load_round_trip(tmp_path):
    t = three_handed_bidder_table()
    t.action_buttons[0].click()
    t.discard(t.game.hands[0][0])  # one of three discards made
    path = t.save_record(tmp_path / "three.json")
    assert path is not None
    loaded = Game.load(path)
    assert loaded.rules == THREE_HANDED
    assert loaded.state_key()[:-1] == t.game.state_key()[:-1]
    again = PlayTable.from_game(loaded, seat=0, difficulty="easy")
    assert again.game.phase is Phase.DISCARD
    assert "Discard 2 more cards" in text_of(again.prompt.value)
    assert again.rules_picker.value == "three-handed"


def test_three_handed_seat_east_at_the_bottom():
    t = PlayTable(seed=2, seat=2, rules=THREE_HANDED, difficulty="easy")
    assert 'aria-label="South"' in t.seat_views["left"].value
    assert 'aria-label="West"' in t.seat_views["right"].value
    assert "You are East" in text_of(t.status.value)


def test_three_handed_show_all_turns_up_the_widow_for_the_teacher():
    t = PlayTable(seed=3, rules=THREE_HANDED, difficulty="easy")
    assert t.game.phase is Phase.AUCTION
    t.show_all_box.value = True
    top = t.seat_views["top"].value
    for card in t.game.widow:
        assert f'aria-label="{card.name}' in top
    assert "teacher" in text_of(top)
    t.show_all_box.value = False
    assert "face-down cards" in t.seat_views["top"].value


def test_three_handed_hint_in_the_discard_outlines_a_card_to_discard():
    t = three_handed_bidder_table()
    t.action_buttons[0].click()
    before = t.game.state_key()
    expected = players_module.hint(t.game.view(0))
    assert expected.action.kind == "discard"
    t.hint_button.click()
    assert t.game.state_key() == before
    assert t.hand_view.highlights.get(expected.action.value) == "hint"


@pytest.mark.parametrize("level", list(DIFFICULTIES))
def test_three_handed_plays_a_hand_at_every_difficulty(level):
    t = PlayTable(seed=21, rules=THREE_HANDED, difficulty=level)
    play_until(t, lambda t: t.game.phase in (Phase.SCORE, Phase.GAME_OVER), seed=21)
    assert t.level == level
    assert len(t.game.hand_results) == 1 and len(t.game.hand_results[0].score) == 3
    t.action_buttons[0].click()  # next deal
    assert t.game.hand_number == 2 and t.game.rules == THREE_HANDED


def test_the_rules_picker_starts_a_new_game_under_the_chosen_variant():
    t = PlayTable(seed=7, seat=3, difficulty="easy")
    t.rules_picker.value = "three-handed"
    assert t.game.rules == THREE_HANDED and t.game.seed == 7 and t.game.hand_number == 1
    assert t.seat == 0  # East has no seat 3 at a three-handed table: South
    assert "Three-handed" in text_of(t.status.value)
    t.seed_box.value = "8"
    t.new_game_button.click()  # a new game keeps the rules
    assert t.game.rules == THREE_HANDED and t.game.seed == 8
    t.rules_picker.value = "double-deck"
    assert t.game.rules == DOUBLE_DECK and t.seat == 0
    t.seed_box.value = "nine"
    before = t.game.state_key()
    assert not t.set_rules("default")
    assert t.game.state_key() == before and t.rules_picker.value == "double-deck"
    assert not t.set_rules("bridge")
    assert t.game.rules == DOUBLE_DECK


def test_double_deck_whole_hand_by_clicks():
    t = PlayTable(seed=5, rules=DOUBLE_DECK, difficulty="easy")
    g = t.game
    assert len(t.hand_view.shown) == DOUBLE_DECK.hand_size == 20
    bids = [b for b in t.action_buttons if b.description.startswith("Bid")]
    assert bids and all(int(b.description.split()[1]) >= DOUBLE_DECK.minimum_bid for b in bids)
    assert [b.description for b in t.action_buttons] == [
        f"Bid {a.value}" if a.kind == "bid" else "Pass" for a in g.legal_actions()]
    assert "game to 3000" in text_of(t.status.value)
    play_until(t, lambda t: t.game.melds is not None, seed=5)
    # No nines in the 80-card deck, so no dix (§8): the engine's melds, as shown.
    assert "Dix" not in t.meld_views.value and "dix" not in t.meld_views.value
    play_until(t, lambda t: t.game.phase in (Phase.SCORE, Phase.GAME_OVER), seed=5)
    g = t.game
    r = g.hand_results[-1]
    if not r.surrendered:
        assert len(g.tricks) == 20 and sum(x.points for x in g.tricks) == \
            DOUBLE_DECK.trick_points_total
    head = t.scoresheet.table.value.split("</thead>")[0]
    assert head.count(f">{TEAM_NAMES[0]}<") == 4 and "game to 3000" in t.scoresheet.table.value


def test_score_sheet_for_three_players_and_the_tie_rule():
    rules = THREE_HANDED
    s = score_hand(280, 1, (100, 150, 60), (80, 140, 30), False, rules,
                   tricks_won=(4, 9, 2))
    before = (900, 800, 950)
    totals = tuple(a + b for a, b in zip(before, s))
    r = HandResult(number=9, dealer=0, bidder=1, bidding_team=1, contract=280, forced=False,
                   trump=Suit.SPADES, meld=(100, 150, 60), trick_points=(80, 140, 30),
                   tricks_won=(4, 9, 2), surrendered=False, score=tuple(s), made=s.made,
                   totals=totals, reasons=s.reasons)
    sheet = ScoreSheet([r], rules=rules)
    assert sheet.totals == totals and len(rows(sheet)[0]) == 5 + 4 * 3
    assert sheet.winner == game_winner(totals, 1, rules)
    foot = text_of(sheet.table.value.split("<tfoot>")[1])
    over = [t for t in range(3) if totals[t] >= rules.target_score]
    assert f"Game over: {SEAT_NAMES_3[sheet.winner]} wins" in foot
    assert s.made and len(over) == 3  # every player passed 1000 on this hand
    assert "3 players reached 1000" in foot
    assert "the player who held the contract, West, wins" in foot
    # Three-handed results shown with four-hand rules are refused.
    with pytest.raises(PinochleError):
        ScoreSheet([r])


def test_enter_in_the_deal_box_starts_the_game_as_the_button_does():
    # The browser sends Enter in a Text box as the widget's "submit" message; typing alone
    # (every keystroke reaches the kernel) starts nothing.
    def press_enter(box):
        box._handle_custom_msg({"event": "submit"}, [])

    t = PlayTable(seed=7, difficulty="easy")
    t.seed_box.value = " 12 "
    assert t.game.seed == 7
    press_enter(t.seed_box)
    assert t.game.seed == 12 and t.game.hand_number == 1
    assert t.file_box.value.endswith("game-12.json")
    assert t.game.state_key() == PlayTable(seed=12, difficulty="easy").game.state_key()
    # The number typed is what choosing other rules uses, without pressing Enter.
    t.seed_box.value = "5"
    t.rules_picker.value = "three-handed"
    assert t.game.seed == 5 and t.rules.players == 3
    # A bad number entered shows the message and keeps the game.
    before = t.game.state_key()
    t.seed_box.value = "twelve"
    press_enter(t.seed_box)
    assert t.game.state_key() == before and "deal number" in t.message.value
