"""The review after the hand in the dashboards (issue 17 §2): HandReview, and the buttons that
open it at the play table ("Review my hand") and in the trick walkthrough ("Review" with a
seat choice), driven from Python.

Expected values come from the engine called here (``review(...)`` with the same arguments:
the same seed gives the same review), from ``explain_play`` and ``Decision.try_card``,
never from the widget's own code.
"""

from __future__ import annotations

import html
import re

import pytest

from pinochle_teach import THREE_HANDED, Game
from pinochle_teach.players import HeuristicPlayer, play_hand
from pinochle_teach.review import review
from pinochle_teach.seating import table_names
from pinochle_teach.tricks import explain_play
from pinochle_teach.widgets import HandReview, PlayTable, TrickWalkthrough
from pinochle_teach.widgets.controls import is_hidden
from pinochle_teach.widgets.pagekit import BUSY, FOCUS_GO

FAST = dict(samples=2, early_samples=1)


def finished(seed: int = 1, rules=None) -> Game:
    g = Game(seed=seed) if rules is None else Game(seed=seed, rules=rules)
    play_hand(g, [HeuristicPlayer(s) for s in range(g.rules.players)])
    return g


@pytest.fixture(scope="module")
def game1():
    return finished(1)


def words(markup: str) -> str:
    """The text of some markup, as a reader sees it (tags dropped, entities read)."""
    return html.unescape(re.sub(r"<[^>]+>", "", str(markup)))


def texts(w: HandReview) -> str:
    """Everything the widget shows as text (its HTML views)."""
    return " ".join(words(v.value) for v in (w.heading_view, w.position_view,
                                             w.feedback_view, w.answer_view, w.all_view,
                                             w.hand_view.message))


def engine_review(g, seat):
    """The engine's review, with the compass names the dashboards give it."""
    return review(g, seat, names=table_names(g.rules), **FAST)


def key(d):
    return (d.number, d.kind, d.choice)


def test_the_costly_decisions_come_first_in_the_engines_order(game1):
    engine = engine_review(game1, 2)
    w = HandReview(game1, 2, **FAST)
    assert len(engine.mistakes()) >= 2
    assert [key(d) for d in w.mistakes] == [key(d) for d in engine.mistakes()]
    for i, d in enumerate(engine.mistakes()):
        assert key(w.current) == key(d)
        assert f"trick {d.trick}," in words(w.heading_view.value)
        assert f"You played {d.choice}" in words(w.heading_view.value)
        assert w.next() is (i + 1 < len(engine.mistakes()))
    assert w.next_button.disabled and not w.previous_button.disabled
    # every decision, in the engine's by_cost() order, each with its own first sentence
    w.show_all(True)
    listed = w.all_view.value.split('<li class="pt-review-item">')[1:]
    order = engine.by_cost()
    assert len(listed) == len(order) == len(engine.decisions)
    for item, d in zip(listed, order):
        assert d.sentences[0] in words(item)
    assert any(d.kind == "bid" for d in order) and any(d.kind == "pass" for d in order)


def test_the_answer_is_hidden_until_a_retry_or_show_the_answer(game1):
    engine = engine_review(game1, 2).mistakes()
    w = HandReview(game1, 2, **FAST)
    secret = engine[0].sentences[1]          # "With all cards open, … was better/best …"
    assert secret not in texts(w) and w.answer_view.value == "" and not w.revealed
    assert not is_hidden(w.answer_button)
    w.show_answer()
    assert w.revealed and is_hidden(w.answer_button)
    for s in engine[0].sentences:
        assert s in words(w.answer_view.value)
    # the better cards are outlined and named in words in the hand's title
    for c in engine[0].known.best:
        assert w.hand_view.highlights.get(c) == "hint" and str(c) in w.hand_view.title
    # another mistake starts hidden again; a wrong retry keeps it hidden (try again), the
    # card played there is not a try, and a best card reveals it, each with try_card's words
    i, d = next((i, d) for i, d in enumerate(engine)
                if i and d.choice not in d.best
                and any(c != d.choice and c not in d.best for c in d.legal))
    assert w.go(i)
    assert not w.revealed and d.sentences[1] not in texts(w)
    wrong = next(c for c in d.legal if c != d.choice and c not in d.best)
    assert w.retry(wrong) is True
    assert d.try_card(wrong) in words(w.feedback_view.value)
    assert "Not the best: try another card" in words(w.feedback_view.value)
    assert not w.revealed and d.sentences[1] not in texts(w)
    assert w.retry(d.choice) is False
    assert "that is the card being reviewed" in words(w.feedback_view.value)
    assert not w.revealed and d.sentences[1] not in texts(w)
    best = d.known.best[0]
    assert w.retry(best) and "A best card" in words(w.feedback_view.value)
    assert d.try_card(best) in words(w.feedback_view.value)
    assert w.revealed and d.sentences[1] in words(w.answer_view.value)
    assert w.retry(wrong) and "Not the best." in words(w.feedback_view.value)  # after: no "try"


def test_show_all_decisions_keeps_back_the_answers_of_mistakes_not_tried(game1):
    engine = engine_review(game1, 2).mistakes()
    assert len(engine) >= 2
    w = HandReview(game1, 2, **FAST)
    w.all_toggle.value = True
    listed = words(w.all_view.value)
    for d in engine:          # each mistake is listed by its first sentence, its answer kept
        assert d.sentences[0] in listed and d.sentences[1] not in listed
    assert "Its answer is kept until you try this mistake" in listed
    w.show_answer()           # the first mistake's answer is seen: the list gives it now
    listed = words(w.all_view.value)
    assert all(s in listed for s in engine[0].sentences)
    assert engine[1].sentences[1] not in listed


def test_a_card_that_may_not_be_played_is_refused_with_the_rules_sentence(game1):
    r = engine_review(game1, 3)
    w = HandReview(game1, 3, **FAST)
    found = next(((i, d) for i, d in enumerate(r.mistakes())
                  if any(c not in d.legal for c in d.view.hand)), None)
    assert found is not None, "no costly decision with a card that may not be played"
    i, d = found
    if i:
        w.go(i)
    illegal = next(c for c in d.view.hand if c not in d.legal)
    reason = explain_play(d.view.hand, d.view.trick, d.view.trump, illegal)
    assert w.retry(illegal) is False
    assert reason in words(w.feedback_view.value)
    assert not w.revealed and w.answer_view.value == "" and w.tried is None
    # the same from the page: the card's button is faded ("not allowed") and says why
    button = next(b for b in w.hand_view.buttons if b.card == illegal)
    assert not button.allowed and "not allowed" in button.description
    button.click()
    assert reason in words(w.hand_view.message.value)
    assert not w.revealed and w.answer_view.value == ""
    # a card not held is refused too, with a sentence
    assert w.retry("9S" if "9S" not in {c.code for c in d.view.hand} else "AD") is False
    assert w.feedback_view.value and not w.revealed


def test_the_card_buttons_carry_their_card_and_a_click_tries_it(game1):
    w = HandReview(game1, 2, **FAST)
    d = w.current
    buttons = w.hand_view.buttons
    assert [b.card for b in buttons] and all(b.description.startswith("Try ")
                                              for b in buttons if b.allowed)
    b = next(b for b in buttons if b.allowed and b.card != d.choice)
    assert b.card.words.lower() in b.description.lower()
    b.click()
    assert w.tried == b.card and w.revealed == (b.card in d.best)
    assert d.try_card(b.card) in words(w.feedback_view.value)


def test_the_focus_goes_to_the_mistake_then_to_the_answer(game1):
    w = HandReview(game1, 2, run=False, **FAST)

    def marks():
        return [v for v in (w.heading_view, w.answer_view) if FOCUS_GO in v.value]

    assert marks() == [w.heading_view]
    before = w.heading_view.value
    w.run()
    assert marks() == [w.heading_view] and w.heading_view.value != before
    asked = w.heading_view.value
    w.show_answer()
    assert marks() == [w.answer_view]
    w.next()
    assert marks() == [w.heading_view] and w.heading_view.value != asked


def test_the_progress_bar_follows_the_review_and_goes_when_it_is_done(game1):
    w = HandReview(game1, 1, run=False, **FAST)
    seen = []
    w.progress.observe(lambda ch: seen.append((ch["new"], w.progress.max)), names="value")
    busy = []
    w.progress.observe(lambda ch: busy.append(BUSY in w._dom_classes), names="value")
    assert w.review is None and "Mistake" not in words(w.heading_view.value)
    assert is_hidden(w.progress)              # no bar before the review is asked for
    shown = []
    w.progress.observe(lambda ch: shown.append(not is_hidden(w.progress)), names="value")
    assert w.run() is True
    assert seen and seen[-1][0] == seen[-1][1] > 1
    assert [v for v, _ in seen] == sorted(v for v, _ in seen)
    assert all(busy) and all(shown) and BUSY not in w._dom_classes
    assert is_hidden(w.progress)


def test_a_hand_that_cannot_be_reviewed_is_said_in_a_sentence():
    g = Game(seed=1)                                # not played: no finished hand
    w = HandReview(g, 0, **FAST)
    assert w.review is None and "cannot be reviewed" in w.error
    assert "play the hand to the end" in words(w.message.value)
    three = finished(4, THREE_HANDED)
    w3 = HandReview(three, 0, **FAST)
    assert w3.review is None and w3.error and "Traceback" not in w3.message.value
    w4 = HandReview(finished(1), 7, **FAST)
    assert w4.review is None and "seat" in w4.error


def test_no_costly_decision_says_so_and_offers_every_decision():
    g = finished(1)
    engine = engine_review(g, 0)
    assert engine.mistakes() == ()
    w = HandReview(g, 0, **FAST)
    assert w.current is None and "No costly decision" in words(w.heading_view.value)
    assert is_hidden(w.hand_view) and not is_hidden(w.all_toggle)
    w.all_toggle.value = True
    assert engine.decisions[0].sentences[0] in words(w.all_view.value)


def test_a_saved_record_is_reviewed_too(game1):
    w = HandReview(game1.to_record(), 2, **FAST)
    assert [key(d) for d in w.mistakes] == [key(d) for d in engine_review(game1, 2).mistakes()]
    assert "North" in words(w.title_view.value)


def test_the_table_offers_review_my_hand_once_the_hand_is_over():
    g = Game(seed=1)
    players = [HeuristicPlayer(s) for s in range(4)]
    while len(g.tricks) < 11:
        s = g.to_move
        g.apply(players[s].choose(g.view(s)))
    table = PlayTable.from_game(g, seat=0, difficulty="normal")
    panel = table.review_panel
    assert is_hidden(panel.bar)                      # the hand is not over yet
    while table.game.phase.value != "score":
        assert table.game.to_move == 0
        view = table.game.view(0)
        table.play(next(a.value for a in view.legal_actions))
    assert not is_hidden(panel.bar) and panel.button.description == "Review my hand"
    panel.kwargs.update(FAST)
    panel.button.click()
    rv = panel.review
    assert isinstance(rv, HandReview) and list(panel.area.children) == [rv]
    assert rv.seat == 0
    engine = engine_review(table.game, 0)
    assert [key(d) for d in rv.review.by_cost()] == [key(d) for d in engine.by_cost()]
    assert panel.button.description == "Close the review"
    table.next_deal()
    assert panel.review is None and list(panel.area.children) == []
    assert is_hidden(panel.bar) and rv.comm is None   # the old review's widgets are closed


def test_the_walkthrough_reviews_the_seat_chosen(game1):
    w = TrickWalkthrough(game1)
    panel = w.review_panel
    assert not is_hidden(panel.bar) and not is_hidden(panel.seat_picker)
    assert panel.seat_picker.description == "Review seat"
    panel.kwargs.update(FAST)
    panel.seat_picker.value = 2
    panel.button.click()
    assert panel.review.seat == 2
    assert [key(d) for d in panel.review.mistakes] == [
        key(d) for d in engine_review(game1, 2).mistakes()]
    assert panel.review in panel.area.children
    # another record: the review closes; a record that stops in the tricks offers none
    cut = Game(seed=3)
    players = [HeuristicPlayer(s) for s in range(4)]
    while len(cut.tricks) < 5:
        s = cut.to_move
        cut.apply(players[s].choose(cut.view(s)))
    assert w.load_record(cut.to_record(), "game-3.json")
    assert panel.review is None and is_hidden(panel.bar)


def test_a_three_handed_hand_gets_a_sentence_instead_of_the_review_button():
    w = TrickWalkthrough(finished(4, THREE_HANDED))
    panel = w.review_panel
    assert not is_hidden(panel.bar)
    assert is_hidden(panel.button) and is_hidden(panel.seat_picker)
    said = words(panel.note.value)
    assert "No review for this hand" in said and "two partnerships" in said
    assert f"has {THREE_HANDED.players} players, each for themselves" in said
    assert "Traceback" not in said and "RULES" not in said
    # a four-handed hand again: the button, and no sentence
    w.load_record(finished(1).to_record(), "game-1.json")
    assert not is_hidden(panel.button) and panel.note.value == ""


def test_the_panel_on_its_own_page_is_one_widget_that_opens_the_review_on_demand():
    from pinochle_teach.widgets.review_view import ReviewPanel
    g = Game(seed=15)
    play_hand(g, [HeuristicPlayer() for _ in range(4)])
    panel = ReviewPanel("Review South's hand", samples=1, early_samples=1)
    assert panel.box is panel.box  # made once
    panel.follow(g, 0)
    kids = panel.box.children
    assert kids.index(panel.bar) + 1 == kids.index(panel.area)
    assert panel.bar.layout.display != "none" and panel.review is None  # nothing computed yet
    panel.button.click()
    assert panel.review is not None and panel.review.review is not None
    assert panel.area.children == (panel.review,) and panel.review.seat == 0
