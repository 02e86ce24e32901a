"""The page kit (pinochle_teach/widgets/pagekit.py, issue 15 item 3): one small anywidget
per kernel carries the stylesheet into the page once and installs the page-side help for
keyboard and screen-reader users; the widgets mark which controls take the focus after an
action and which views are live regions. The page side itself is tested in Chromium
(tests/browser/test_keyboard.py); here, what the kernel sends it.
"""

from __future__ import annotations

from pathlib import Path

import anywidget

from pinochle_teach.game import Phase
from pinochle_teach.widgets import PlayTable, QuizView, TrickWalkthrough
from pinochle_teach.widgets.pagekit import (BUSY, FOCUS_FALLBACK, FOCUS_NEXT, LIVE, is_page_kit,
                                            mark_focus, page_kit)
from pinochle_teach.widgets.render import close_all, stylesheet, stylesheet_css

import pinochle_teach.widgets as widgets_pkg

JS = Path(widgets_pkg.__file__).with_name("pagekit.js")


def test_one_kit_carries_the_stylesheet_for_every_widget_of_a_kernel():
    table, quiz = PlayTable(seed=8), QuizView("legal_play", seed=1)
    kit = table.children[0]
    assert isinstance(kit, anywidget.AnyWidget) and is_page_kit(kit)
    assert quiz.children[0] is kit and stylesheet() is kit
    assert kit._css == stylesheet_css()
    assert "pt-stylesheet" in kit._dom_classes  # hidden by the stylesheet
    # The stylesheet's text goes into the page once: the kit is not copied per widget.
    assert sum(is_page_kit(w) for w in (*table.children, *quiz.children)) == 2


def test_closing_a_widget_leaves_the_shared_kit_and_a_closed_kit_is_made_anew():
    table = PlayTable(seed=8)
    kit = table.children[0]
    close_all(table)
    assert kit.comm is not None and page_kit() is kit
    kit.close()
    again = page_kit()
    assert again is not kit and again.comm is not None


def test_the_page_side_mirrors_selection_live_regions_and_focus_marks():
    js = JS.read_text(encoding="utf-8")
    assert page_kit()._esm == js
    for needle in ("aria-pressed", "mod-active", "aria-live", '"role", "group"', "." + LIVE,
                   "." + FOCUS_NEXT, "." + FOCUS_FALLBACK, "." + BUSY, "MutationObserver"):
        assert needle in js, needle


def test_mark_focus_gives_one_mark_and_takes_the_other():
    table = PlayTable(seed=8)
    b = table.new_game_button
    assert FOCUS_FALLBACK in b._dom_classes
    mark_focus(b, FOCUS_NEXT)
    assert FOCUS_NEXT in b._dom_classes and FOCUS_FALLBACK not in b._dom_classes
    mark_focus(b, None)
    assert FOCUS_NEXT not in b._dom_classes and FOCUS_FALLBACK not in b._dom_classes


def test_the_table_marks_its_actions_and_chosen_cards_for_the_focus_and_its_prompt_live():
    table = PlayTable(seed=8, difficulty="easy")
    assert LIVE in table.prompt._dom_classes and LIVE in table.message._dom_classes
    assert table.game.phase is Phase.AUCTION and table.action_buttons
    assert all(FOCUS_NEXT in b._dom_classes for b in table.action_buttons)
    # Through the auction (passing), then the cards to give or to play.
    for _ in range(60):
        if table.hand_view.buttons and any(not b.disabled for b in table.hand_view.buttons):
            break
        pass_ = [b for b in table.action_buttons if b.value and b.value.kind == "pass"]
        (pass_ or table.action_buttons)[0].click()
    hand = table.hand_view
    assert any(b.card in hand.choices for b in hand.buttons)
    # Only the cards that may be chosen now take the focus.
    for b in hand.buttons:
        assert (FOCUS_NEXT in b._dom_classes) == (b.card in hand.choices), b.description
    assert BUSY not in table._dom_classes


def test_after_check_the_quiz_sends_the_focus_to_next_question():
    quiz = QuizView("legal_play", seed=1)
    assert FOCUS_NEXT in quiz.check_button._dom_classes
    assert FOCUS_FALLBACK in quiz.next_button._dom_classes
    assert LIVE in quiz.feedback._dom_classes and LIVE in quiz.message._dom_classes
    quiz.card_buttons[0].value = True
    quiz.check()
    assert quiz.verdict is not None and quiz.check_button.disabled
    assert FOCUS_NEXT in quiz.next_button._dom_classes
    assert FOCUS_NEXT not in quiz.check_button._dom_classes
    quiz.next_question()
    assert FOCUS_NEXT in quiz.check_button._dom_classes


def test_the_walkthrough_goes_on_to_forward_or_back():
    from pinochle_teach.game import Game
    from pinochle_teach.players import HeuristicPlayer, play_hand

    game = Game(seed=1)
    play_hand(game, [HeuristicPlayer(seat) for seat in range(4)])
    w = TrickWalkthrough(game)
    assert FOCUS_NEXT in w.forward_button._dom_classes
    assert FOCUS_FALLBACK in w.back_button._dom_classes
    assert LIVE in w.status._dom_classes and LIVE in w.message._dom_classes


def test_at_the_end_of_the_walkthrough_the_focus_goes_back():
    """Forward and End are disabled at the end: Back is where the keyboard goes on at once
    (not after the page kit's wait for a fallback, with the focus on <body> meanwhile)."""
    from pinochle_teach.game import Game
    from pinochle_teach.players import HeuristicPlayer, play_hand

    game = Game(seed=1)
    play_hand(game, [HeuristicPlayer(seat) for seat in range(4)])
    w = TrickWalkthrough(game)
    w.last_button.click()
    assert w.forward_button.disabled and not w.back_button.disabled
    nexts = [b for b in (w.first_button, w.back_button, w.forward_button, w.last_button)
             if FOCUS_NEXT in b._dom_classes and not b.disabled]
    assert nexts == [w.back_button]
    w.back_button.click()
    assert FOCUS_NEXT in w.forward_button._dom_classes and not w.forward_button.disabled
    assert FOCUS_NEXT not in w.back_button._dom_classes
