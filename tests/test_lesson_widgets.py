"""The lessons (issue 5): the lesson widgets in pinochle_teach/widgets/lessons/ driven
headless (clicks through ``Button.click()``, values set on inputs), the engine helpers they
use (explain_winner, explain_points, explain_surrender, explain_game_winner), and the lesson
notebooks' structure (links, self-checks, the teacher guide's checklist).

Every expected answer is worked out here by the engine's own game functions (trick_winner,
legal_plays, best_meld, score_hand, Auction, Game), never copied from the widgets' output.
"""

from __future__ import annotations

import html

import itertools
import json
import random
import re
import warnings
from pathlib import Path

import ipywidgets
import nbformat
import pytest

from pinochle_teach import (Auction, Card, Suit, best_meld, can_surrender, game_winner,
                            legal_plays, parse_cards, score_hand, sort_hand, trick_winner)
from pinochle_teach.cards import new_deck
from pinochle_teach.errors import IllegalBidError, PinochleError
from pinochle_teach.game import Game, Phase, replay
from pinochle_teach.records import cut_record
from pinochle_teach.players import heuristic
from pinochle_teach.quiz import Choice, InvalidAnswerError, InvalidQuestionError
from pinochle_teach.rules import THREE_HANDED
from pinochle_teach.scoring import explain_game_winner, explain_surrender
from pinochle_teach.tricks import (beats, explain_play, explain_points, explain_winner,
                                   trick_points)
from pinochle_teach.widgets.common import SEAT_NAMES, TEAM_NAMES
from pinochle_teach.widgets.pagekit import is_page_kit
from pinochle_teach.widgets.lesson import (BidEstimate, ask_best_card, HandCommentary, MeldCalculator,
                                           MeldGallery, PassLab, PlayPosition, QuestionDeck,
                                           ScoreCalculator, SelfCheck, SortHand, WhichCardWins,
                                           ask_bid, ask_fact, ask_game, ask_meld, ask_play,
                                           ask_points, ask_score, ask_surrender, ask_winner,
                                           key_moments)
from unlinked import unlinked  # noqa: E402
from pinochle_teach.rulebook import section_anchor  # noqa: E402
from urllib.parse import unquote  # noqa: E402

REPO = Path(__file__).resolve().parents[1]
NOTEBOOKS = REPO / "notebooks"
LESSONS = ["00_welcome", "01_deck_and_ranks", "02_meld", "03_auction",
           "04_trump_and_passing", "05_trick_taking", "06_scoring", "07_full_hand", "08_play",
           "10_learn_from_your_hand", "11_play_together"]
EXERCISES = ["legal_plays", "meld_scoring", "trick_winner", "hand_scoring", "puzzles"]
FULL_HAND = NOTEBOOKS / "data" / "full_hand.json"


def random_trick(rng: random.Random, n: int) -> list[Card]:
    deck = new_deck()
    rng.shuffle(deck)
    return deck[:n]


# ---------------------------------------------------------------------------------------
# Engine helpers added for the lessons.

@pytest.mark.parametrize("trick, trump, winner, phrase", [
    ("QH 9D AH QS", "S", "Q♠", "trump beats any card of another suit"),          # rules page §6
    ("KH 9H TH QH", "S", "10♥", "same suit, higher rank"),                        # rules page §1 ten > king
    ("AH AH KH TH", "S", "A♥", "of two identical cards the first played wins"),   # rules page §6
    ("QD AS KD 9D", "H", "K♦", "A♠ is neither diamonds nor trump"),
    ("AD JS QS 9S", "S", "Q♠", "9♠ is lower than Q♠"),
])
def test_explain_winner_tells_the_trick(trick, trump, winner, phrase):
    text = explain_winner(trick, trump)
    assert text.endswith(f"So {winner} wins (rules page §6).")
    assert phrase in text


def test_explain_winner_names_the_engines_winner_on_random_tricks():
    rng = random.Random(5)
    for _ in range(500):
        n = rng.randint(1, 4)
        cards = random_trick(rng, n)
        trump = rng.choice(list(Suit))
        w = cards[trick_winner(cards, trump)]
        verb = "wins" if n == 4 else "is winning"
        assert explain_winner(cards, trump).endswith(f"So {w} {verb} (rules page §6).")


def test_explain_winner_refuses_an_empty_trick():
    with pytest.raises(PinochleError):
        explain_winner([], "S")


@pytest.mark.parametrize("cards, last", [("AH TH QS KC", False), ("QH JH 9S 9D", False),
                                         ("QH JH 9S 9D", True), ("AD TC QS AS", True)])
def test_explain_points_sum_is_trick_points(cards, last):
    text = explain_points(cards, last=last)
    total = trick_points(cards, last=last)
    assert re.search(rf"\b{total} points", text)
    assert ("last trick (10)" in text) == last


@pytest.mark.parametrize("contract, meld", list(itertools.product(range(250, 420, 10),
                                                                   range(0, 200, 30))))
def test_explain_surrender_agrees_with_can_surrender(contract, meld):
    text = explain_surrender(contract, meld)
    allowed = can_surrender(contract, meld)
    assert text.startswith("Surrender is allowed" if allowed else "Surrender is not allowed")
    assert f"= {meld + 250}" in text


@pytest.mark.parametrize("totals, bidders", [((1400, 1200), 0), ((1520, 1200), 1),
                                             ((1700, 1600), 1), ((1700, 1600), 0),
                                             ((1490, 1510), 0)])
def test_explain_game_winner_agrees_with_game_winner(totals, bidders):
    text = explain_game_winner(totals, bidders)
    won = game_winner(totals, bidders)
    if won is None:
        assert "play goes on" in text
    else:
        verdict = text.split(": ", 1)[1]  # after "Team 0 has … and Team 1 has …"
        assert f"Team {won}" in verdict and f"Team {1 - won}" not in verdict, text
        assert re.search(r"\bwins? the game", verdict), text


# ---------------------------------------------------------------------------------------
# Questions: the answer is the engine's, and only the answer is judged right.

def judged_right(q) -> list:
    return [v for _label, v in q.options if q.judge(v).correct]


def test_ask_winner_answer_is_trick_winner():
    rng = random.Random(11)
    for _ in range(100):
        cards = random_trick(rng, 4)
        trump = rng.choice(list(Suit))
        q = ask_winner(cards, trump)
        assert judged_right(q) == [trick_winner(cards, trump)]
        assert q.judge(0).explanation == explain_winner(cards, trump)


def test_ask_play_judges_with_legal_plays_and_explain_play():
    rng = random.Random(12)
    for _ in range(100):
        deck = new_deck()
        rng.shuffle(deck)
        trick, hand = deck[:rng.randint(1, 3)], deck[4:4 + rng.randint(1, 8)]
        trump = rng.choice(list(Suit))
        q = ask_play(hand, trick, trump)
        assert set(judged_right(q)) == set(legal_plays(hand, trick, trump))
        for _label, card in q.options:
            held = sort_hand(hand, trump)  # the question holds the hand sorted
            assert q.judge(card).explanation == explain_play(held, trick, trump, card)


@pytest.mark.parametrize("hand, trump", [("AH TH KH KH QH JH 9H 9H TC JC 9C TD", "H"),
                                         ("AS AS AH AH AD AD AC", "S"),
                                         ("KH QH 9H QS JD", "H")])
def test_ask_meld_answer_is_best_meld(hand, trump):
    q = ask_meld(hand, trump, [10, 50, 100])
    total = best_meld(hand, trump).total
    assert judged_right(q) == [total]
    assert total in [v for _l, v in q.options]  # added if not among the choices


def test_ask_points_answer_is_trick_points():
    q = ask_points("AD TC QS AS", [30, 50], last=True)
    assert judged_right(q) == [trick_points("AD TC QS AS", last=True)]


@pytest.mark.parametrize("bids, bid, seat", [
    ([], 270, None), ([], 260, None), ([250, 270, 280], 285, None), ([250, 270, 280], 300, None),
    ([250, 270, 280, None, None], 300, None), ([250, None], 270, 1), ([250, None], 270, None),
])
def test_ask_bid_answers_as_the_auction_does(bids, bid, seat):
    a = Auction(3)
    for b in bids:
        a.apply(b)
    try:
        a.copy().bid(bid, seat=a.to_move if seat is None else seat)
        legal = True
    except IllegalBidError:
        legal = False
    q = ask_bid(bids, bid, seat=seat)
    assert judged_right(q) == [legal]
    if not legal:
        assert "seat " not in q.judge(legal).explanation  # seats are named
    assert q.prompt.startswith("East deals.")


def test_ask_surrender_and_ask_score_and_ask_game_use_the_engine():
    assert judged_right(ask_surrender(330, 60)) == [can_surrender(330, 60)]
    assert judged_right(ask_surrender(310, 60)) == [can_surrender(310, 60)]
    for args in [(350, 0, (180, 100), (190, 60)), (400, 0, (150, 80), (200, 50)),
                 (300, 0, (320, 50), (0, 250)), (320, 1, (40, 200), (150, 100))]:
        for team in (0, 1):
            q = ask_score(*args, [0, 100], team=team)
            assert judged_right(q) == [score_hand(*args)[team]]
            assert "Team 0" not in q.judge(0).explanation
    q = ask_game((1700, 1600), 1)
    assert judged_right(q) == [game_winner((1700, 1600), 1)]
    assert judged_right(ask_game((100, 200), 0)) == [None]


def test_ask_fact_judges_the_given_answer_and_refuses_one_that_is_no_option():
    q = ask_fact("How many?", [("3", 3), ("4", 4)], 4, "Four.")
    assert judged_right(q) == [4] and q.judge(3).explanation == "Four."
    with pytest.raises(InvalidQuestionError):
        ask_fact("How many?", [("3", 3), ("4", 4)], 6, "Six.")


def test_lesson_questions_are_the_quizzes_choices():
    q = ask_play("9H TH AH KS", "QH 9D", "S")
    assert isinstance(q, Choice)
    assert set(q.right) == set(legal_plays("9H TH AH KS", "QH 9D", "S"))
    with pytest.raises(InvalidAnswerError):
        q.check(Card.from_str("QC"))  # not in the hand: no option
    # A self-check shows any Choice, also one without a picture.
    plain = Choice(prompt="Trump?", options=(("Spades", "S"), ("Hearts", "H")), answer="S",
                   explanation="The bidder named spades.")
    check = SelfCheck([plain])
    click(check.boxes[0].buttons[1])
    assert check.results == [False] and "The bidder named spades." in check.boxes[0].feedback.value


# ---------------------------------------------------------------------------------------
# Widgets.

def click(button):
    assert not button.disabled, button.description
    button.click()


def test_selfcheck_clicks_show_the_verdict_and_count():
    check = SelfCheck([ask_winner("KS TS QS JS", "H"), ask_surrender(310, 60),
                       ask_points("AS QS JH KD", [10, 30])])
    assert check.results == [None, None, None]
    box = check.boxes[0]
    right = trick_winner("KS TS QS JS", "H")
    wrong = next(i for i in range(4) if i != right)
    click(box.buttons[wrong])
    assert check.results[0] is False and "Not quite." in box.feedback.value
    assert box.buttons[wrong].button_style == "danger"
    click(box.buttons[right])
    assert check.results[0] is True and "Right." in box.feedback.value
    assert "So 10♠ wins" in box.feedback.value
    # Clicking the answer after seeing it explains it but does not count as right.
    assert "Answered 1 of 3: 0 right at the first try." in check.score_view.value
    assert box.first_result is False
    for i in (1, 2):
        q = check.boxes[i].question
        click(check.boxes[i].buttons[[v for _l, v in q.options].index(q.answer)])
    assert check.results == [True, True, True]
    assert "Answered 3 of 3: 2 right at the first try." in check.score_view.value
    assert "Well done" not in check.score_view.value
    again = SelfCheck(check.questions)
    for b in again.boxes:
        click(b.buttons[[v for _l, v in b.question.options].index(b.question.answer)])
    assert "3 right at the first try. Well done" in again.score_view.value


def test_question_deck_navigation():
    deck = WhichCardWins([("KH 9H TH QH", "S"), ("AC 9S TC KC", "S")])
    assert deck.index == 0 and deck.back_button.disabled
    click(deck.next_button)
    assert deck.index == 1 and deck.next_button.disabled
    right = trick_winner("AC 9S TC KC", "S")
    click(deck.box.buttons[right])
    assert deck.box.result is True
    click(deck.back_button)
    assert deck.index == 0 and deck.box.result is None
    with pytest.raises(PinochleError):
        QuestionDeck([])


def sort_buttons(widget, card):
    return next(b for b, c in zip(widget.buttons, widget.left) if c is card)


@pytest.mark.parametrize("cards, trump", [("9S AS KS TS JS QS", None),
                                          ("9S AH TC KD QS 9H JC AS", "D"),
                                          ("QC 9H TD AC KH JS TS AD QH 9C KC JD", "C")])
def test_sort_hand_in_the_engines_order_completes(cards, trump):
    widget = SortHand([(cards, trump)])
    for card in sort_hand(cards, trump):
        click(sort_buttons(widget, card))
    assert widget.left == [] and "Sorted!" in widget.message.value
    assert widget.placed == sort_hand(cards, trump)


def test_sort_hand_accepts_another_suit_order_but_keeps_suits_together():
    widget = SortHand([("TH 9S AH KS QH AS", None)])
    # Hearts first is fine when there is no trump; each suit from the top down.
    for code in ("AH", "TH", "QH", "AS", "KS", "9S"):
        assert widget.choose(code), widget._note
    assert widget.left == []


@pytest.mark.parametrize("cards, trump, clicks, reason", [
    ("9S AH TC KD", "D", ["AS"], "not among the cards"),
    ("9S AH TC KD", "D", ["AH"], "trump (diamonds) goes first"),
    ("9S AS KS TH", None, ["AS", "TH"], "finish the spades first"),
    ("9S AS KS TS", None, ["AS", "KS"], "10♠ ranks above K♠"),
])
def test_sort_hand_wrong_clicks_are_explained_and_change_nothing(cards, trump, clicks, reason):
    widget = SortHand([(cards, trump)])
    for code in clicks[:-1]:
        assert widget.choose(code)
    left, placed = list(widget.left), list(widget.placed)
    assert not widget.choose(clicks[-1])
    assert reason in widget.message.value.replace("&#x27;", "'")
    assert (widget.left, widget.placed) == (left, placed)


# RULES.md §9 legal-play cases plus the lesson's own positions.
POSITIONS = [
    ("9H TH AH KS", "QH 9D", "S"), ("TD 9D JS", "KD 9D", "C"), ("AH QH KS", "TH 9S", "S"),
    ("QS 9S KC", "AD JS", "S"), ("KS 9S TC", "AD AS", "S"), ("KH 9H QS JC", "AH 9H JH", "S"),
    ("QS 9S AH TC", "KD", "S"), ("AH TC KC", "AD", "S"), ("AC QC 9C KH", "KC AC", "H"),
]


@pytest.mark.parametrize("hand, trick, trump", POSITIONS)
def test_play_position_clicks_say_why(hand, trick, trump):
    pos = PlayPosition(hand, trick, trump)
    legal = legal_plays(hand, trick, trump)
    assert set(pos.legal) == set(legal)
    # Guessing: every card clickable; each click gives explain_play's sentence.
    assert all(b.allowed and not b.disabled for b in pos.hand_view.buttons)
    for button, card in zip(pos.hand_view.buttons, pos.hand_view.shown):
        click(button)
        assert pos.last == (card, card in legal)
        sentence = explain_play(hand, trick, trump, card)
        assert sentence.split(":")[0] in pos.verdict_view.value
    # Revealed: only the legal cards are allowed; the others stay focusable and say why.
    click(pos.reveal_button)
    enabled = {c for b, c in zip(pos.hand_view.buttons, pos.hand_view.shown) if b.allowed}
    assert enabled == set(legal)
    for button, card in zip(pos.hand_view.buttons, pos.hand_view.shown):
        assert not button.disabled
        if card not in legal:
            last = pos.last
            click(button)
            assert pos.last == last  # not played...
            sentence = explain_play(hand, trick, trump, card)
            assert html.unescape(sentence) in html.unescape(unlinked(pos.hand_view.message.value))
    click(pos.reveal_button)
    assert all(b.allowed for b in pos.hand_view.buttons)


def test_play_position_draws_the_trick_from_souths_side():
    pos = PlayPosition("9H TH AH KS", "QH 9D", "S")
    assert pos.leader == 2  # two cards before South: North led
    assert "North (you)" not in pos.table_view.value and "South (you)" in pos.table_view.value
    assert "Q♥ (North) is winning" in pos.table_view.value


def test_meld_calculator_picks_and_types():
    calc = MeldCalculator("AH TH KH QH", "H")
    assert calc.meld_view.result.total == best_meld("AH TH KH QH", "H").total
    jh = Card.from_str("JH")
    click(calc.pick_buttons[jh])
    assert calc.count(jh) == 1
    assert calc.meld_view.result.total == best_meld("AH TH KH QH JH", "H").total
    click(calc.pick_buttons[jh])
    assert calc.count(jh) == 2 and calc.pick_buttons[jh].description == "jack of hearts ×2"
    click(calc.pick_buttons[jh])
    assert calc.count(jh) == 0 and calc.pick_buttons[jh].button_style == ""
    calc.meld_view.hand_box.value = "QS JD QS JD"
    jd = calc.pick_buttons[Card.from_str("JD")]
    assert calc.count("QS") == 2 and jd.description == "jack of diamonds ×2"
    assert calc.meld_view.result.total == best_meld("QS JD QS JD", "H").total
    before = calc.meld_view.hand
    calc.meld_view.hand_box.value = "QS QS QS"  # three copies: the engine refuses the hand
    assert calc.meld_view.hand == before and "Oops" in calc.meld_view.message.value
    click(calc.clear_button)
    assert calc.meld_view.hand == ()


def test_meld_gallery_shows_each_example():
    examples = [("Run + king", "AH TH KH KH QH JH", "H"), ("Pinochle", "QS JD", "S"),
                ("Seven aces", "AS AS AH AH AD AD AC", "C")]
    gallery = MeldGallery(examples)
    for i, (_name, hand, trump) in enumerate(examples):
        gallery.picker.value = i
        assert gallery.meld_view.result.total == best_meld(hand, trump).total
        assert gallery.meld_view.trump is Suit.from_str(trump)
        assert f"meld {best_meld(hand, trump).total}" in gallery.caption.value


def test_bid_estimate_uses_the_heuristic_players_numbers():
    est = BidEstimate(seed=6)
    game = Game(6, dealer=3)
    assert est.hand == tuple(game.hands[0])
    assert est.values == heuristic.hand_values(game.hands[0], game.rules)
    assert est.bid == heuristic.bid_value(game.view(0), est.values)
    click(est.next_button)
    assert est.seed == 7 and est.hand == tuple(Game(7, dealer=3).hands[0])
    est.seed_box.value = "lots"
    assert est.seed == 7 and "Oops" in est.message.value


def give_buttons(view):
    return [b for b in view.buttons if b.allowed and not b.disabled]


@pytest.mark.parametrize("stuck", [False, True])
def test_pass_lab_by_clicking(stuck):
    lab = PassLab(seed=3, stuck=stuck)
    g = lab.game
    assert g.phase is Phase.PASS and g.to_move == lab.partner
    assert g.auction.forced == stuck
    dealt = {s: tuple(g.dealt[s]) for s in range(4)}
    # The partner's hand is clickable, the bidder's not yet.
    assert give_buttons(lab.partner_view) and not lab.bidder_view.buttons
    for _ in range(g.rules.pass_count):
        click(give_buttons(lab.partner_view)[0])
    assert g.phase is Phase.RETURN and len(g.hands[lab.bidder]) == 12 + g.rules.pass_count
    for _ in range(g.rules.pass_count):
        click(give_buttons(lab.bidder_view)[0])
    assert lab.done and g.melds is not None
    for s in (lab.partner, lab.bidder):
        assert lab.before[s] == best_meld(dealt[s], lab.trump)
        assert f"{SEAT_NAMES[s]}'s meld after the pass" in lab.melds_view.value
    assert lab.computer_button.disabled


def test_pass_lab_gives_one_card_for_a_double_click():
    lab = PassLab(seed=3)
    button = give_buttons(lab.partner_view)[0]
    card = button.card
    button.click()
    button.click()  # the second click of a double-click, on the button drawn before the give
    assert list(lab.game.passed) == [card]
    # A click that reaches a stale button after the computer gave is ignored too.
    stale = give_buttons(lab.partner_view)[0]
    lab.computer()
    given = list(lab.game.passed)
    stale.click()
    assert list(lab.game.passed) == given and len(given) == 2


def test_pass_lab_refusals_and_computer_and_restart():
    lab = PassLab(seed=3)
    key = lab.game.state_key()
    not_held = next(c for c in new_deck() if c not in lab.game.hands[lab.partner])
    assert not lab.give(not_held)
    assert lab.game.state_key() == key and "Oops" in lab.message.value
    lab.computer()
    assert len(lab.game.passed) == 1 and "Give" in lab.message.value
    for _ in range(2 * lab.game.rules.pass_count - 1):
        lab.computer()
    assert lab.done
    assert not lab.give(lab.game.hands[lab.partner][0]) and "the pass is over" in lab.message.value
    click(lab.restart_button)
    assert lab.game.phase is Phase.PASS and lab.game.state_key() == key


def test_score_calculator_follows_the_inputs():
    calc = ScoreCalculator(contract=350, bidders=0, meld=(180, 100), trick_points=(190, 60),
                           totals=(1300, 1250))
    assert tuple(calc.result) == tuple(score_hand(350, 0, (180, 100), (190, 60)))
    assert "South–North" in calc.view.value and "Team 0" not in calc.view.value
    assert explain_game_winner((1670, 1410), 0).split(":")[1].strip().replace(
        "Team 0", TEAM_NAMES[0]) in unlinked(calc.view.value)
    calc.contract.value = 400
    calc.tricks[0].value, calc.tricks[1].value = 160, 90
    assert tuple(calc.result) == tuple(score_hand(400, 0, (180, 100), (160, 90)))
    calc.surrendered.value = True  # 400 is not more than 180 + 250: refused
    assert calc.result is None and "surrender is not allowed" in calc.message.value
    calc.meld[0].value = 100   # 400 > 350: allowed
    assert tuple(calc.result) == tuple(score_hand(400, 0, (100, 100), (0, 0), True))
    calc.surrendered.value = False
    calc.tricks[1].value = 10  # 160 + 10 is not 250: refused with the engine's sentence
    assert calc.result is None and "add up to 250" in calc.message.value


# ---------------------------------------------------------------------------------------
# Seats come from the rule set: a three-hand table has no partner.

def test_play_position_at_a_three_hand_table_names_three_seats_and_no_partner():
    # Three-hand (RULES.md §8): South, West, East clockwise; with one card down the player
    # on South's right (East) led it, with two cards down West did.
    one = PlayPosition("9H TH AH KS", "QH", "S", rules=THREE_HANDED)
    assert one.leader == 2
    assert "Q♥ (East) is winning so far." in one.table_view.value
    assert "partner" not in one.table_view.value.lower()
    assert "North" not in one.table_view.value
    two = PlayPosition("9H TH AH KS", "QH AH", "S", rules=THREE_HANDED)
    assert two.leader == 1 and "A♥ (East) is winning so far." in two.table_view.value
    four = PlayPosition("9H TH AH KS", "QH", "S")
    assert "Your partner is North." in four.table_view.value


def test_bid_estimate_at_a_three_hand_table_speaks_of_no_partner():
    est = BidEstimate(seed=6, dealer=2, rules=THREE_HANDED)
    assert "North" not in est.view.value and "partner" not in est.view.value
    assert "North&#x27;s meld adds about" in BidEstimate(seed=6).view.value.replace("'", "&#x27;")


# ---------------------------------------------------------------------------------------
# Redraws close what they replace; disabled buttons do nothing.

def live_widgets() -> int:
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", DeprecationWarning)
        return len(ipywidgets.Widget.widgets)


def first_enabled(buttons):
    return next(b for b in buttons if not b.disabled and getattr(b, "allowed", True))


def set_value(control, values):
    """An action that sets ``control.value`` to the next of ``values`` in turn."""
    cycle = itertools.cycle(values)
    return lambda _w: setattr(control, "value", next(cycle))


FULL_HAND_RECORD = json.loads(FULL_HAND.read_text(encoding="utf-8"))
SORT_PUZZLES = [("9S AS KS TS", None), ("9S AH TC KD", "D"), ("QC 9H TD AC", "C"),
                ("KH JS TS AD", "H")]

# (name, the widget, one press: a function of the widget). Each press is repeated 100
# times; 100 is a multiple of every cycle below (4 sort puzzles, the meld calculator's
# 0-1-2 copies is pressed 99 times), so the widget ends where it started.
PRESSES = [
    ("self-check option buttons", lambda: SelfCheck([ask_winner("KS TS QS JS", "H"),
                                                     ask_surrender(310, 60)]),
     lambda w: [b.click() for box in w.boxes for b in box.buttons]),
    ("deck next and back", lambda: WhichCardWins([("KH 9H TH QH", "S"), ("AC 9S TC KC", "S")]),
     lambda w: (w.next_button.click(), w.back_button.click())),
    ("deck option buttons", lambda: WhichCardWins([("KH 9H TH QH", "S")]),
     lambda w: [b.click() for b in w.box.buttons]),
    ("sort: next hand", lambda: SortHand(SORT_PUZZLES), lambda w: w.next_button.click()),
    ("sort: start again", lambda: SortHand(SORT_PUZZLES),
     lambda w: (w.buttons[1].click(), w.again_button.click())),
    ("sort: a card out of order", lambda: SortHand(SORT_PUZZLES),
     lambda w: w.buttons[0].click()),
    ("play position: reveal", lambda: PlayPosition("9H TH AH KS", "QH 9D", "S"),
     lambda w: w.reveal_button.click()),
    ("play position: every card", lambda: PlayPosition("9H TH AH KS", "QH 9D", "S"),
     lambda w: [b.click() for b in w.hand_view.buttons]),
    ("meld calculator: a card", lambda: MeldCalculator("AH TH KH QH", "H"),
     lambda w: w.pick_buttons[Card.from_str("JH")].click()),
    ("meld calculator: clear", lambda: MeldCalculator("AH TH KH QH", "H"),
     lambda w: (w.pick_buttons[Card.from_str("KD")].click(), w.clear_button.click(),
                w.set_cards(parse_cards("AH TH KH QH")))),
    ("meld gallery: pick", lambda: MeldGallery([("Run", "AH TH KH QH JH", "H"),
                                                 ("Pinochle", "QS JD", "S")]),
     lambda w: setattr(w.picker, "value", 1 - w.picker.value)),
    ("bid estimate: next deal", lambda: BidEstimate(seed=6),
     lambda w: (w.next_button.click(), setattr(w.seed_box, "value", "6"))),
    ("pass lab: computer, then start over", lambda: PassLab(seed=3),
     lambda w: (w.computer_button.click(), w.restart_button.click())),
    ("pass lab: give by clicking, then start over", lambda: PassLab(seed=3),
     lambda w: (first_enabled(w.partner_view.buttons).click(), w.restart_button.click())),
    ("pass lab: the whole pass, then start over", lambda: PassLab(seed=3),
     lambda w: ([first_enabled(v.buttons).click() for v in (w.partner_view, w.bidder_view)
                 for _ in range(w.rules.pass_count)], w.computer_button.click(),
                w.restart_button.click())),
    ("pass lab: stuck dealer", lambda: PassLab(seed=3),
     lambda w: setattr(w.auction_picker, "value", not w.auction_picker.value)),
    ("score calculator: inputs", lambda: ScoreCalculator(),
     lambda w: (setattr(w.contract, "value", 400), setattr(w.surrendered, "value", True),
                setattr(w.contract, "value", 350), setattr(w.surrendered, "value", False))),
    ("commentary: walk", lambda: HandCommentary(FULL_HAND_RECORD),
     lambda w: (w.walkthrough.forward_button.click(), w.walkthrough.last_button.click(),
                w.walkthrough.back_button.click(), w.walkthrough.first_button.click())),
    ("commentary: play from here, and back", lambda: HandCommentary(FULL_HAND_RECORD),
     lambda w: (w.walkthrough.go(10), w.walkthrough.play_button.click(),
                w.walkthrough.back_to_walkthrough.click())),
    ("commentary: key moments", lambda: HandCommentary(FULL_HAND_RECORD),
     lambda w: (setattr(w.picker, "value", 3), setattr(w.picker, "value", 0))),
]


@pytest.mark.parametrize("make, press", [p[1:] for p in PRESSES], ids=[p[0] for p in PRESSES])
def test_a_hundred_presses_leave_the_live_widget_count_where_it_was(make, press):
    widget = make()
    press(widget)  # the first press may draw what the page shows from then on
    before = live_widgets()
    times = 99 if isinstance(widget, MeldCalculator) else 100  # back to the same state
    for _ in range(times):
        press(widget)
    assert live_widgets() == before


def test_a_question_deck_closes_the_box_it_replaces():
    deck = WhichCardWins([("KH 9H TH QH", "S"), ("AC 9S TC KC", "S")])
    old = deck.box
    click(deck.next_button)
    assert deck.box is not old and old.comm is None and all(b.comm is None for b in old.buttons)


def state_of(widget):
    """What a click could change, as plain values."""
    if isinstance(widget, PassLab):
        return widget.game.state_key(), widget.message.value
    if isinstance(widget, SortHand):
        return widget.index, tuple(widget.left), tuple(widget.placed), widget.message.value
    if isinstance(widget, (QuestionDeck, SelfCheck)):
        boxes = [widget.box] if isinstance(widget, QuestionDeck) else widget.boxes
        return getattr(widget, "index", None), [(b.result, b.feedback.value) for b in boxes]
    if isinstance(widget, PlayPosition):
        return widget.revealed, widget.last
    if isinstance(widget, MeldCalculator):
        return widget.meld_view.hand
    if isinstance(widget, BidEstimate):
        return widget.seed
    raise AssertionError(widget)


DISABLED = [
    ("deck next", lambda: WhichCardWins([("KH 9H TH QH", "S"), ("AC 9S TC KC", "S")]),
     lambda w: w.next_button),
    ("deck option", lambda: WhichCardWins([("KH 9H TH QH", "S")]), lambda w: w.box.buttons[2]),
    ("self-check option", lambda: SelfCheck([ask_surrender(310, 60)]),
     lambda w: w.boxes[0].buttons[0]),
    ("sort card", lambda: SortHand(SORT_PUZZLES), lambda w: w.buttons[1]),
    ("sort next", lambda: SortHand(SORT_PUZZLES), lambda w: w.next_button),
    ("reveal", lambda: PlayPosition("9H TH AH KS", "QH 9D", "S"), lambda w: w.reveal_button),
    ("meld pick", lambda: MeldCalculator("AH TH KH QH", "H"),
     lambda w: w.pick_buttons[Card.from_str("JH")]),
    ("meld clear", lambda: MeldCalculator("AH TH KH QH", "H"), lambda w: w.clear_button),
    ("next deal", lambda: BidEstimate(seed=6), lambda w: w.next_button),
    ("computer gives", lambda: PassLab(seed=3), lambda w: w.computer_button),
    ("start over", lambda: PassLab(seed=3),
     lambda w: (w.computer_button.click(), w.restart_button)[1]),
]


@pytest.mark.parametrize("make, get", [d[1:] for d in DISABLED], ids=[d[0] for d in DISABLED])
def test_a_disabled_button_does_nothing_when_clicked(make, get):
    widget = make()
    button = get(widget)
    button.disabled = True
    before = state_of(widget)
    button.click()  # ipywidgets runs the handlers even when disabled; the lesson does not act
    assert state_of(widget) == before
    button.disabled = False
    button.click()
    assert state_of(widget) != before  # the same click counts once enabled


def test_the_pass_lab_ignores_the_computer_button_once_the_pass_is_over():
    lab = PassLab(seed=3)
    for _ in range(2 * lab.rules.pass_count):
        click(lab.computer_button)
    assert lab.done and lab.computer_button.disabled
    before = state_of(lab)
    lab.computer_button.click()
    assert state_of(lab) == before


def test_every_lesson_widget_starts_with_the_stylesheet_and_carries_the_lesson_classes():
    made = [SelfCheck([ask_winner("KS TS QS JS", "H")]), WhichCardWins([("KH 9H", "S")]),
            SortHand(SORT_PUZZLES), PlayPosition("9H TH AH KS", "QH 9D", "S"),
            MeldCalculator("AH TH KH QH", "H"), MeldGallery([("Pinochle", "QS JD", "S")]),
            BidEstimate(seed=6), PassLab(seed=3), ScoreCalculator(),
            HandCommentary(FULL_HAND_RECORD)]
    for widget in made:
        first = widget.children[0]
        assert "pt-stylesheet" in first._dom_classes and is_page_kit(first), widget
        assert ".pt-lesson " in first._css  # the stylesheet has the lessons' section
        assert {"pt-root", "pt-lesson"} <= set(widget._dom_classes), widget


def test_the_old_import_path_still_gives_every_lesson_name():
    import pinochle_teach.widgets.lesson as old
    import pinochle_teach.widgets.lessons as new

    wanted = {"SelfCheck", "ask_winner", "HandCommentary", "key_moments", "Moment"}
    assert wanted <= set(new.__all__)
    for name in new.__all__:
        assert getattr(old, name) is getattr(new, name), name


# ---------------------------------------------------------------------------------------
# The commented hand (lesson 7).

def full_hand_record() -> dict:
    return json.loads(FULL_HAND.read_text(encoding="utf-8"))


def test_full_hand_record_replays_to_a_scored_hand():
    game = Game.from_record(full_hand_record())
    assert game.phase is Phase.SCORE and len(game.tricks) == 12


def test_key_moments_are_true_of_the_record():
    record = full_hand_record()
    moments = key_moments(record)
    # The card plays of hand 1, with the state before each.
    plays, prev = [], None
    for _i, action, g in replay(record):
        if action is not None and action.kind == "play":
            plays.append((prev, action.value))
        prev = g.copy()
    assert moments and [m.step for m in moments] == sorted(m.step for m in moments)
    kinds = set()
    for m in moments:
        before, card = plays[m.step - 1]
        seat, trump = before.to_move, before.trump
        assert m.trick == len(before.tricks) + 1 and m.text.startswith(f"Trick {m.trick}")
        if "trumps in" in m.text:
            kinds.add("trump in")
            assert card.suit is trump and before.trick[0].suit is not trump
        elif "overtrumps" in m.text:
            kinds.add("overtrump")
            w = before.trick[trick_winner(before.trick, trump)]
            assert w.suit is trump and beats(card, w, trump)
        elif "forced undertrump" in m.text:
            kinds.add("undertrump")
            w = before.trick[trick_winner(before.trick, trump)]
            legal = legal_plays(before.hands[seat], before.trick, trump, before.rules)
            assert card.suit is trump and not any(beats(c, w, trump) for c in legal)
        elif "must beat partner" in m.text:
            kinds.add("partner")
            w_i = trick_winner(before.trick, trump)
            assert (before.leader + w_i) % 4 == (seat + 2) % 4
        elif "ties" in m.text:
            kinds.add("tie")
            assert card in before.trick
        elif "the last" in m.text:
            kinds.add("last")
            assert m.trick == 12 and "last trick (10)" in m.text
    # Lesson 7 promises each of these moments in its introduction.
    assert kinds == {"trump in", "overtrump", "undertrump", "partner", "tie", "last"}


def test_hand_commentary_jumps_to_a_moment():
    hc = HandCommentary(full_hand_record())
    assert hc.walkthrough.step == 0 and "key moments" in hc.comment.value
    hc.picker.value = 4
    m = hc.moments[3]
    assert hc.walkthrough.step == m.step
    assert m.text.replace("'", "&#x27;") in hc.comment.value
    hc.walkthrough.forward()
    assert hc.walkthrough.step == m.step + 1


# ---------------------------------------------------------------------------------------
# The notebooks.

def read(name: str):
    return nbformat.read(NOTEBOOKS / f"{name}.ipynb", as_version=4)


def markdown(nb) -> str:
    return "\n".join(c.source for c in nb.cells if c.cell_type == "markdown")


def headings(nb) -> list[str]:
    return [m.group(1).strip() for m in re.finditer(r"^#+ (.+)$", markdown(nb), re.M)]


def test_welcome_links_every_lesson_exercise_and_the_guide():
    text = markdown(read("00_welcome"))
    for name in LESSONS[1:] + ["teacher_guide", "09_rules_explorer"]:
        assert f"]({name}.ipynb)" in text, name
        assert (NOTEBOOKS / f"{name}.ipynb").exists()
    for name in EXERCISES:
        assert f"](../exercises/{name}.ipynb)" in text, name
        assert (REPO / "exercises" / f"{name}.ipynb").exists()


@pytest.mark.parametrize("index", range(1, len(LESSONS)))
def test_each_lesson_ends_with_a_three_question_self_check_and_a_link_on(index):
    nb = read(LESSONS[index])
    code = "\n".join(c.source for c in nb.cells if c.cell_type == "code")
    checks = re.findall(r"SelfCheck\(\[(.*?)\n\]\)", code, re.S)
    assert len(checks) == 1
    assert len(re.findall(r"^    ask_\w+\(", checks[0], re.M)) == 3
    assert "Check yourself" in headings(nb)
    last = nb.cells[-1].source
    if index + 1 < len(LESSONS):
        assert f"({LESSONS[index + 1]}.ipynb)" in last
    assert "(00_welcome.ipynb)" in last
    # Every relative link points at a notebook that exists.
    for target in re.findall(r"\]\(([^)]+\.ipynb)\)", markdown(nb)):
        assert (NOTEBOOKS / target).resolve().exists(), target


def test_no_notebook_or_exercise_stores_widget_state():
    """Stored widget state (random model ids, a stale copy of every widget) makes a saved
    notebook change at each run and shows old widgets in JupyterLab: none keeps it."""
    root = NOTEBOOKS.parent
    paths = sorted([*root.glob("notebooks/*.ipynb"), *root.glob("exercises/*.ipynb")])
    assert len(paths) > len(LESSONS)
    stored = [p.relative_to(root).as_posix() for p in paths
              if "widgets" in nbformat.read(p, as_version=4).metadata]
    assert stored == []


@pytest.mark.parametrize("name", LESSONS + ["teacher_guide"])
def test_notebooks_are_executed_without_errors_or_stored_widget_state(name):
    nb = read(name)
    assert nb.metadata.kernelspec.name == "python3"
    assert "widgets" not in nb.metadata
    for cell in nb.cells:
        if cell.cell_type != "code":
            continue
        assert cell.execution_count is not None, cell.source[:60]
        for out in cell.outputs:
            assert out.output_type != "error"
            assert out.get("name") != "stderr", out.get("text", "")[:200]
        assert len(cell.source.splitlines()) <= 12, cell.source[:60]


def test_lesson_3_auction_is_the_rules_example():
    game = Game(seed=12, dealer=3)
    for action in ["bid 250", "bid 270", "bid 280", "pass", "pass", "bid 300", "pass"]:
        game.apply(action)
    assert (game.auction.winner, game.auction.contract) == (1, 300)  # West at 300
    stuck = Game(seed=12, dealer=3)
    for action in ["pass", "pass", "pass"]:
        stuck.apply(action)
    assert stuck.auction.forced and (stuck.bidder, stuck.contract) == (3, 250)


CHECK_LINK = re.compile(r"\[(\d\d) · ([^\]]+)\]\((\d\d_\w+\.ipynb)\)")


def test_teacher_guide_checklist_covers_every_section_and_points_at_real_sections():
    guide = markdown(read("teacher_guide"))
    assert "make run" in guide
    table = guide[guide.index("## Checklist"):]
    # Each row starts with its section, linked to it on the rules page: "| [§6](rules.ipynb#…) |".
    rows = [line for line in table.splitlines() if line.startswith("| [§")]
    for row in rows:
        cell = row.split("|")[1].strip()
        number = int(cell[2])
        assert unquote(cell) == f"[§{number}](rules.ipynb#{section_anchor(number)})", cell
    rows = ["| " + re.sub(r"^\[(§\d)\]\([^)]*\)", r"\1", row.split("|")[1].strip()) + " |"
            + row.split("|", 2)[2] for row in rows]
    sections = {row.split("|")[1].strip() for row in rows}
    assert sections == {f"§{i}" for i in range(1, 8)}
    # Every numbered rule of RULES.md §1-7 has a row: count the rules' bullets and
    # numbered items per section (RULES.md is read-only shared text).
    rules = Path("/work/shared/RULES.md")
    if rules.exists():
        text = rules.read_text(encoding="utf-8")
        for i in range(1, 8):
            body = text.split(f"## {i}.")[1].split("\n## ")[0]
            items = len(re.findall(r"^(- |\d\. )", body, re.M))
            assert sum(row.split("|")[1].strip() == f"§{i}" for row in rows) >= min(items, 4), i
    for row in rows:
        links = CHECK_LINK.findall(row)
        assert links, row
        for number, section, target in links:
            assert target.startswith(number)
            nb = read(target[:-len(".ipynb")])
            assert section in headings(nb), (target, section)


# ---------------------------------------------------------------------------------------
# ask_best_card: a question about one card decision of a hand's review (issue 17 §2).

@pytest.fixture(scope="module")
def reviewed_hand():
    from pinochle_teach.players import HeuristicPlayer, play_hand
    from pinochle_teach.review import review
    game = Game(seed=15)
    play_hand(game, [HeuristicPlayer() for _ in range(4)])
    return game, review(game, seat=0, samples=4, early_samples=2)


def position_before(game, decision):
    """The game replayed from its record up to the reviewed seat's choice (the real hands)."""
    record = game.to_record()
    for n in range(len(record["actions"]) + 1):
        g = Game.from_record(cut_record(record, n))
        if (g.to_move == decision.seat and len(g.tricks) == decision.trick - 1
                and tuple(g.trick) == tuple(decision.view.trick) and g.phase.name == "TRICKS"):
            return g
    raise AssertionError("position not found")


def test_ask_best_card_is_right_for_the_solvers_best_cards_with_all_cards_open(reviewed_hand):
    from pinochle_teach.solver import solve
    game, rev = reviewed_hand
    exact = [d for d in rev.plays() if d.open is not None and d.open.exact]
    assert exact
    for d in exact:
        g = position_before(game, d)
        values = solve(g.hands, g.trump, g.leader, g.trick).card_values
        team = d.seat % 2
        top = max(v[team] for v in values.values())
        q = ask_best_card(d, "open")
        assert set(judged_right(q)) == {c for c, v in values.items() if v[team] == top}
        assert {c for _, c in q.options} == set(values)
        assert f"Trick {d.trick}" in q.prompt and "all cards open" in q.prompt
        for _, c in q.options:  # each card's explanation is the review's retry sentence
            said = q.judge(c).explanation
            assert said == d.try_card(c, "open") and "all cards open" in said
            assert "could know" not in said


def test_ask_best_card_says_when_the_values_are_estimates(reviewed_hand):
    _game, rev = reviewed_hand
    early = next(d for d in rev.plays() if d.open is not None and not d.open.exact)
    assert f"With {early.tricks_left} tricks left the review's values are estimates" in (
        ask_best_card(early, "open").prompt)
    late = next(d for d in rev.plays() if d.open is not None and d.open.exact)
    assert "estimate" not in ask_best_card(late, "open").prompt


def test_the_lessons_first_check_asks_about_a_decision_solved_exactly(reviewed_hand):
    import re
    _game, rev = reviewed_hand
    [trick] = re.findall(r"ask_best_card\(plays\[(\d+)\], \"open\"\)",
                         next(c.source for c in read("10_learn_from_your_hand").cells
                              if "ask_best_card(" in c.source))
    d = next(d for d in rev.plays() if d.trick == int(trick))
    assert d.open is not None and d.open.exact and len(set(d.legal)) > len(set(d.open.best))


def test_ask_best_card_with_what_you_could_know_and_its_refusals(reviewed_hand):
    _game, rev = reviewed_hand
    d = next(d for d in rev.plays() if d.known is not None)
    q = ask_best_card(d, "known")
    assert set(judged_right(q)) == set(d.known.best) and "could know" in q.prompt
    bid = next(d for d in rev.decisions if d.kind == "bid")
    forced = next((d for d in rev.plays() if d.forced), None)
    for bad, view in [(bid, "open"), (d, "closed")] + ([(forced, "open")] if forced else []):
        with pytest.raises(PinochleError):
            ask_best_card(bad, view)


def test_learn_from_your_hand_says_of_its_hand_what_the_engine_says():
    """The lesson's prose names the contract, trump, meld and trick points of the hand it
    reviews, and that the side went set by one counter: each checked against the game."""
    from pinochle_teach.players import HeuristicPlayer, play_hand
    nb = read("10_learn_from_your_hand")
    text = markdown(nb)
    assert "Game(seed=15)" in next(c.source for c in nb.cells if c.cell_type == "code"
                                   and "Game(" in c.source)
    game = Game(seed=15)
    play_hand(game, [HeuristicPlayer() for _ in range(4)])
    r = game.hand_results[-1]
    assert r.bidder == 0 and r.bidding_team == 0 and not r.made  # South's contract, set
    assert f"auction at **{r.contract}**" in text and f"**{game.trump.plural}**" in text
    assert f"melded **{r.meld[0]}**" in text and f"took **{r.trick_points[0]}** trick" in text
    short = r.contract - r.meld[0] - r.trick_points[0]
    assert short == 10 and "ten short of the" in text
