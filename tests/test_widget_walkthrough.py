"""TrickWalkthrough driven headless: the steps are the record's card plays, and at every step
the drawing shows what the engine says (who is to play, explain_play for each card, the
winning card, counters, the last-trick bonus, the hand score). RULES.md §6-7."""

from __future__ import annotations

import html
import re

import pytest

import pinochle_teach.players as players_module
from pinochle_teach import InvalidRecordError, explain_play, legal_plays, winning_card
from pinochle_teach.cards import sort_hand
from pinochle_teach.game import Game, Phase, replay
from pinochle_teach.players import RandomPlayer, play_hand
from pinochle_teach.svg import suit_colour
from pinochle_teach.widgets.common import SEAT_NAMES, TEAM_NAMES
from pinochle_teach.widgets.table import PlayTable
from pinochle_teach.widgets.walkthrough import TrickWalkthrough, WalkthroughError


def played_game(seed: int, hands: int = 1) -> Game:
    """A game whose first ``hands`` hands were played by seeded random players, the first
    of them with trick play (not surrendered)."""
    g = Game(seed=seed)
    players = [RandomPlayer(s) for s in range(4)]
    for k in range(hands):
        play_hand(g, players)
        if k < hands - 1:
            g.apply("next deal")
    return g


@pytest.fixture(scope="module")
def game() -> Game:
    g = played_game(2)
    assert not g.hand_results[0].surrendered
    return g


def plays_of_hand(g: Game, number: int) -> list:
    """The card plays of hand ``number`` read from the history by replaying it."""
    out = []
    for _i, action, state in replay(g.to_record()):
        if action is not None and action.kind == "play" and state.hand_number == number:
            out.append(action)
    return out


def state_after(g: Game, number: int, plays: int) -> Game:
    """The game after ``plays`` card plays of hand ``number``, by replaying the record."""
    seen = 0
    for _i, action, state in replay(g.to_record()):
        if state.hand_number == number and state.phase in (Phase.TRICKS, Phase.SCORE,
                                                           Phase.GAME_OVER):
            if action is not None and action.kind == "play":
                seen += 1
            if seen == plays and (plays > 0 or not state.tricks):
                return state.copy()
    raise AssertionError("not reached")


def test_the_steps_are_the_card_plays_of_the_hand(game):
    w = TrickWalkthrough(game)
    assert w.steps == len(plays_of_hand(game, 1)) == 4 * game.rules.hand_size
    assert w.plays == plays_of_hand(game, 1)
    assert w.step == 0 and w.slider.max == w.steps


@pytest.mark.parametrize("step", [0, 1, 5, 8, 23, 47, 48])
def test_each_step_is_the_replayed_state(game, step):
    w = TrickWalkthrough(game)
    w.go(step)
    expected = state_after(game, 1, step)
    assert w.game.state_key()[:-1] == expected.state_key()[:-1]  # the history differs: later
    assert w.slider.value == step


def test_forward_back_buttons_and_slider_move_one_card(game):
    w = TrickWalkthrough(game)
    assert w.first_button.disabled and w.back_button.disabled
    w.forward_button.click()
    w.forward_button.click()
    assert w.step == 2
    assert list(w.game.trick) == [a.value for a in w.plays[:2]]
    w.back_button.click()
    assert w.step == 1 and list(w.game.trick) == [w.plays[0].value]
    w.slider.value = 30
    assert w.step == 30
    w.last_button.click()
    assert w.step == w.steps and w.forward_button.disabled and w.last_button.disabled
    assert not w.forward()  # nothing past the end
    w.first_button.click()
    assert w.step == 0


def test_status_names_the_player_to_move(game):
    w = TrickWalkthrough(game)
    for step in (0, 3, 4, 17):
        w.go(step)
        seat = w.game.to_move
        assert f"{SEAT_NAMES[seat]} " in w.status.value
        # The seat to play is marked in the hands column.
        assert f"<b>{SEAT_NAMES[seat]}</b>" in w.hands_view.value
        assert w.hands_view.value.count("▶ to play") == 1


def test_teacher_mode_explains_every_card_of_the_player_to_move(game):
    w = TrickWalkthrough(game)
    checked = 0
    for step in range(1, w.steps):
        w.go(step)
        g = w.game
        if not g.trick:
            continue
        hand = g.hands[g.to_move]
        legal = legal_plays(hand, g.trick, g.trump, g.rules)
        text = unlinked(w.choices_view.value)
        for card in set(hand):
            sentence = explain_play(hand, g.trick, g.trump, card, g.rules)
            assert sentence.replace("&", "&amp;") in text.replace("&#x27;", "'")
        assert text.count('class="pt-legal"') == len(legal)
        assert text.count('class="pt-illegal"') == len(set(hand)) - len(legal)
        # The card actually played next is pointed out.
        assert "played in the record" in text
        checked += 1
    assert checked == 36  # three of the four plays of each trick follow a lead


def test_leading_says_any_card_is_allowed(game):
    w = TrickWalkthrough(game)
    g = w.game
    hand = g.hands[g.to_move]
    rule = explain_play(hand, (), g.trump, hand[0], g.rules).split(": ", 1)[1]
    assert "every card is allowed" in w.choices_view.value
    assert rule in unlinked(w.choices_view.value)


def test_the_winning_card_is_badged(game):
    w = TrickWalkthrough(game)
    for step in (1, 2, 3, 6, 7):
        w.go(step)
        g = w.game
        win = winning_card(g.trick, g.trump)
        assert f'aria-label="{win.name}, winning"' in w.trick_view.value
        assert len(re.findall(r'aria-label="[^"]*, winning"', w.trick_view.value)) == 1


def test_a_completed_trick_shows_its_winner_and_points(game):
    w = TrickWalkthrough(game)
    w.go(4)
    rec = w.game.tricks[-1]
    assert f"{SEAT_NAMES[rec.winner]} won the trick: {rec.points} point" in w.trick_view.value
    won = rec.cards[(rec.winner - rec.leader) % 4]
    assert f'aria-label="{won.name}, won"' in w.trick_view.value


def test_running_counters_per_team(game):
    w = TrickWalkthrough(game)
    for step in (4, 20, 44):
        w.go(step)
        state = state_after(game, 1, step)
        points = [0, 0]
        tricks = [0, 0]
        for rec in state.tricks:
            points[rec.winner % 2] += rec.points
            tricks[rec.winner % 2] += 1
        html = w.score_view.value
        for team in (0, 1):
            row = re.search(re.escape(TEAM_NAMES[team]) + r".*?</tr>", html).group(0)
            cells = re.findall(r"<td[^>]*>(?:<b>)?(-?\d+)", row)
            assert cells == [str(state.team_meld[team]), str(points[team]), str(tricks[team])]


def test_last_trick_bonus_and_hand_score_at_the_end(game):
    w = TrickWalkthrough(game)
    w.go(44)
    assert f"{game.rules.last_trick_bonus}-point last-trick bonus" in w.score_view.value
    w.go(w.steps)
    rec = w.game.tricks[-1]
    assert f"{rec.points - sum(game.rules.card_points(c.rank) for c in rec.cards)} for the " \
           f"last trick" in w.trick_view.value
    assert f"{TEAM_NAMES[rec.winner % 2]} took the last trick" in w.score_view.value
    result = game.hand_results[0]
    for reason in result.reasons:
        for t, name in enumerate(TEAM_NAMES):
            reason = reason.replace(f"Team {t} ", f"{name} ")
        assert reason.replace("<", "&lt;") in unlinked(w.score_view.value)
    assert w.choices_view.value == ""


def test_student_mode_hides_the_other_hands_and_the_next_card(game):
    w = TrickWalkthrough(game, seat=0)
    assert not w.teacher
    for step in (0, 1, 2, 3, 9):
        w.go(step)
        g = w.game
        hidden = sum(len(g.hands[s]) for s in (1, 2, 3))
        assert w.hands_view.value.count('aria-label="Face-down card"') == hidden
        for card in sort_hand(g.hands[0], g.trump):
            assert f'aria-label="{card.name}' in w.hands_view.value
        assert "played in the record" not in w.choices_view.value
        if g.to_move != 0:
            assert "is allowed" not in w.choices_view.value
            assert "step forward" in w.choices_view.value


def test_view_picker_switches_between_teacher_and_student(game):
    w = TrickWalkthrough(game)
    assert "Face-down card" not in w.hands_view.value
    w.view_picker.value = 2
    assert w.seat == 2 and not w.teacher
    assert "Student view: you are North" in w.status.value
    assert w.hands_view.value.count('aria-label="Face-down card"') == 36
    w.view_picker.value = -1
    assert w.teacher and "Face-down card" not in w.hands_view.value


def test_classroom_size_draws_larger_cards(game):
    w = TrickWalkthrough(game)
    big = TrickWalkthrough(game, size=1.6)  # the size keyword (no Cards toggle any more)
    w.go(1)
    big.go(1)

    def widths(html):
        # The card pictures (role="img"); the empty pictures that space the table are not.
        return [float(x) for x in re.findall(r'<svg [^>]*?role="img"[^>]*? width="([\d.]+)"',
                                             html)]

    before = max(widths(w.trick_view.value))
    after = max(widths(big.trick_view.value))
    assert after == pytest.approx(before * 1.6)


def test_palette_changes_the_suit_colours(game):
    w = TrickWalkthrough(game)
    blue = suit_colour("D", "four-colour")
    assert blue not in w.hands_view.value
    w.palette_picker.value = "four-colour"
    assert blue in w.hands_view.value


def test_play_from_here_starts_a_live_table_from_this_step(game):
    w = TrickWalkthrough(game)
    w.go(6)
    before = w.game.state_key()
    to_play = w.game.to_move
    table = w.play_from_here()
    assert isinstance(table, PlayTable) and w.table is table
    assert table.seat == to_play
    recorded = [a for _, a in w.game.history]
    assert [a for _, a in table.game.history][: len(recorded)] == recorded
    assert w.game.state_key() == before  # the record is not changed by playing on
    assert w.body.layout.display == "none"
    w.back_to_walkthrough.click()
    assert w.table is None and w.body.layout.display is None and w.step == 6


def test_play_from_here_in_student_mode_takes_the_student_seat(game):
    w = TrickWalkthrough(game, seat=3)
    table = w.play_from_here()
    assert table.seat == 3


def test_hand_picker_walks_through_another_hand():
    g = Game(seed=2)
    players = [RandomPlayer(s) for s in range(4)]
    numbers = []
    while len(numbers) < 2:
        play_hand(g, players)
        if not g.hand_results[-1].surrendered:
            numbers.append(g.hand_number)
        g.apply("next deal")
    w = TrickWalkthrough(g)
    assert set(numbers) <= set(w.hands)
    w.hand_picker.value = numbers[1]
    assert w.hand == numbers[1] and w.step == 0
    assert w.plays == plays_of_hand(g, numbers[1])
    assert f"Hand {numbers[1]} " in w.status.value


def test_from_file_reads_a_saved_record(game, tmp_path):
    path = tmp_path / "game.json"
    game.save(path)
    w = TrickWalkthrough.from_file(path, seat=1)
    assert w.steps == 48 and w.seat == 1


def test_bad_input_raises_pinochle_errors(game, tmp_path):
    with pytest.raises(InvalidRecordError):
        TrickWalkthrough("{not json")
    with pytest.raises(InvalidRecordError):
        TrickWalkthrough.from_file(tmp_path / "missing.json")
    with pytest.raises(WalkthroughError, match="no trick play"):
        TrickWalkthrough(Game(seed=1))  # nothing played yet
    with pytest.raises(WalkthroughError, match="hand 5"):
        TrickWalkthrough(game, hand=5)
    with pytest.raises(WalkthroughError, match="seat"):
        TrickWalkthrough(game, seat=4)


def test_a_surrendered_hand_is_refused_with_the_reason():
    g = Game(seed=3)
    play_hand(g, [RandomPlayer(s) for s in range(4)])
    assert g.hand_results[0].surrendered
    with pytest.raises(WalkthroughError, match="surrendered"):
        TrickWalkthrough(g)


def test_a_step_out_of_range_shows_a_message_and_keeps_the_step(game):
    w = TrickWalkthrough(game)
    w.go(3)
    assert not w.go(99)
    assert w.step == 3 and "step must be 0..48" in w.message.value
    assert 'role="alert"' in w.message.value
    w.go(4)
    assert w.message.value == ""


def test_a_partial_record_walks_through_what_was_played():
    g = Game(seed=2)
    players = [RandomPlayer(s) for s in range(4)]
    while g.phase is not Phase.TRICKS or len(g.tricks) < 3:
        g.apply(players[g.to_move].choose(g.view(g.to_move)))
    w = TrickWalkthrough(g)
    assert w.steps == 12
    w.last_button.click()
    assert w.game.state_key()[:-1] == g.state_key()[:-1]


@pytest.mark.skipif(getattr(players_module, "hint", None) is None,
                    reason="pinochle_teach.players.hint does not exist yet")
def test_hints_on_demand_for_the_player_to_move(game):
    w = TrickWalkthrough(game)
    w.go(5)
    assert "pt-hint" not in w.choices_view.value
    w.hint_toggle.value = True
    g = w.game
    expected = players_module.hint(g.view(g.to_move))
    assert html.escape(str(expected)) in w.choices_view.value
    # Student mode: no hint for a seat whose cards are hidden.
    w.set_view((g.to_move + 1) % 4)
    assert "pt-hint" not in w.choices_view.value


# --- the variants (RULES.md §8) ---------------------------------------------------------

from pinochle_teach.rules import DOUBLE_DECK, THREE_HANDED  # noqa: E402
from pinochle_teach.widgets.common import seat_names, side_names, side_of  # noqa: E402
from unlinked import unlinked  # noqa: E402

FACE_DOWN = 'aria-label="Face-down card"'


def variant_game(rules, seed: int = 5) -> Game:
    g = Game(seed=seed, rules=rules)
    play_hand(g, [RandomPlayer(s) for s in range(rules.players)])
    assert not g.hand_results[0].surrendered
    return g


@pytest.fixture(scope="module")
def three() -> Game:
    return variant_game(THREE_HANDED)


@pytest.fixture(scope="module")
def double() -> Game:
    return variant_game(DOUBLE_DECK)


def plain(value: str) -> str:
    return html.unescape(re.sub(r"<[^>]+>", " ", value))


def test_three_handed_steps_are_three_cards_a_trick(three):
    w = TrickWalkthrough(three)
    assert w.steps == THREE_HANDED.players * THREE_HANDED.hand_size == len(w.plays)
    assert w.names == seat_names(THREE_HANDED)
    for step in (0, 1, 2, 3, 4, w.steps):
        w.go(step)
        expected = state_after(three, 1, step)
        assert w.game.state_key()[:-1] == expected.state_key()[:-1]
    w.go(3)
    assert f"trick 2 of {THREE_HANDED.hand_size}" in w.status.value


def test_three_handed_names_three_seats_and_no_teams(three):
    w = TrickWalkthrough(three)
    every = "".join(v.value for v in (w.status, w.hands_view, w.trick_view, w.score_view))
    assert "North" not in every and "–" not in plain(every)  # no team names like South–North
    assert [label for label, _ in w.view_picker.options] == (
        ["Teacher: all hands"] + [f"Student: {n}" for n in seat_names(THREE_HANDED)])
    assert len(re.findall(r'class="pt-seat\b', w.hands_view.value)) == 3
    assert ">Player</th>" in w.score_view.value


def test_three_handed_trick_has_a_place_for_each_player(three):
    w = TrickWalkthrough(three, seat=1)
    w.go(3)  # a complete first trick
    trick = w.trick_view.value
    names = w.labels().seats
    for name in names:
        assert f"<b>{name}</b>" in trick
    assert names[1] == "West (you)"
    # The viewer at the bottom, the next seat clockwise left, the last one right.
    area = {name: re.search(rf"pt-trick-(\w)\"><div[^>]*><b>{re.escape(name)}</b>",
                            trick).group(1) for name in names}
    assert area == {"West (you)": "b", "East": "l", "South": "r"}
    rec = w.game.tricks[-1]
    won = rec.cards[(rec.winner - rec.leader) % 3]
    assert f'aria-label="{won.name}, won"' in trick
    assert f"{names[rec.winner]} won the trick: {rec.points} point" in trick


def test_three_handed_counters_per_player(three):
    w = TrickWalkthrough(three)
    for step in (3, 12, 30):
        w.go(step)
        state = state_after(three, 1, step)
        points, tricks = [0, 0, 0], [0, 0, 0]
        for rec in state.tricks:
            points[rec.winner] += rec.points
            tricks[rec.winner] += 1
        for seat, name in enumerate(side_names(THREE_HANDED)):
            row = re.search(rf">{name}(?: \(bidder\))?</th>.*?</tr>", w.score_view.value)
            cells = re.findall(r"<td[^>]*>(?:<b>)?(-?\d+)", row.group(0))
            assert cells == [str(state.team_meld[seat]), str(points[seat]), str(tricks[seat])]
    assert f">{seat_names(THREE_HANDED)[three.bidder]} (bidder)</th>" in w.score_view.value


def test_three_handed_widow_face_up_and_discards_shown_to_the_bidder_only(three):
    bidder = three.bidder
    w = TrickWalkthrough(three)
    box = re.search(r'<div class="pt-widow\b.*', w.hands_view.value).group(0)
    for card in set(three.widow) | set(three.discards):
        assert card.name in box
    assert FACE_DOWN not in box
    points = sum(THREE_HANDED.card_points(c.rank) for c in three.discards)
    assert f"they hold {points} trick point" in plain(box)
    # A student at another seat sees the widow but not the discards.
    other = (bidder + 1) % 3
    w.set_view(other)
    box = re.search(r'<div class="pt-widow\b.*', w.hands_view.value).group(0)
    assert box.count(FACE_DOWN) == THREE_HANDED.widow
    assert all(card.name in box for card in three.widow)
    assert "only the bidder knows them" in plain(box)
    # At the end of the hand the discards are turned up for the count.
    w.go(w.steps)
    box = re.search(r'<div class="pt-widow\b.*', w.hands_view.value).group(0)
    assert FACE_DOWN not in box and "turned up for the count" in plain(box)
    w.go(0)
    # The bidder's student view shows the discards.
    w.set_view(bidder)
    box = re.search(r'<div class="pt-widow\b.*', w.hands_view.value).group(0)
    assert FACE_DOWN not in box


def test_three_handed_end_adds_the_discards_and_names_the_players(three):
    w = TrickWalkthrough(three)
    w.go(w.steps)
    result = three.hand_results[0]
    names = seat_names(THREE_HANDED)
    points = sum(THREE_HANDED.card_points(c.rank) for c in three.discards)
    assert (f"{names[three.bidder]}'s trick points include the {points} point"
            in plain(w.score_view.value))
    # The trick points shown are the engine's, discards included.
    row = re.search(rf">{names[three.bidder]} \(bidder\)</th>.*?</tr>", w.score_view.value)
    cells = re.findall(r"<td[^>]*>(?:<b>)?(-?\d+)", row.group(0))
    assert cells[1] == str(result.trick_points[three.bidder])
    shown = plain(unlinked(w.score_view.value))
    assert "Seat 0" not in shown and "Team 0" not in shown
    for reason in result.reasons:
        for t, name in enumerate(names):
            reason = reason.replace(f"Seat {t} ", f"{name} ")
        assert reason in shown
    rec = w.game.tricks[-1]
    assert f"{names[rec.winner]} took the last trick" in shown


def test_three_handed_seat_must_be_one_of_three(three):
    with pytest.raises(WalkthroughError, match="0..2"):
        TrickWalkthrough(three, seat=3)
    w = TrickWalkthrough(three, seat=1)
    before = (w.seat, w.hands_view.value)
    w.set_view(3)
    assert "0..2" in w.message.value and (w.seat, w.hands_view.value) == before


def test_three_handed_play_from_here(three):
    w = TrickWalkthrough(three, seat=2)
    w.go(4)
    table = w.play_from_here()
    assert isinstance(table, PlayTable) and table.seat == 2
    w.back_to_walkthrough.click()
    assert w.step == 4


def test_double_deck_twenty_tricks_and_the_last_trick_bonus(double):
    w = TrickWalkthrough(double)
    assert w.steps == 4 * DOUBLE_DECK.hand_size == 80
    w.go(w.steps - 4)
    assert f"trick {DOUBLE_DECK.hand_size} of {DOUBLE_DECK.hand_size}" in w.status.value
    assert f"{DOUBLE_DECK.last_trick_bonus}-point last-trick bonus" in w.score_view.value
    w.go(w.steps)
    rec = w.game.tricks[-1]
    team = side_names(DOUBLE_DECK)[side_of(rec.winner, DOUBLE_DECK)]
    assert f"{team} took the last trick and its {DOUBLE_DECK.last_trick_bonus}" in \
        w.score_view.value
    assert "pt-widow" not in w.hands_view.value
    w.go(0)
    assert w.hands_view.value.count('role="img"') == 80
