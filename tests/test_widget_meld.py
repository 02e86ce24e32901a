"""MeldView driven headless: the drawing, class table and near misses agree with the engine;
typing and the trump picker change the state; bad input shows a message and changes nothing.
"""

from __future__ import annotations

import html
import re

import pytest

from pinochle_teach import (HOYLE, InvalidCardError, InvalidHandError, best_meld, check_hand,
                            deal, near_misses, sort_hand)
from pinochle_teach.meld import MELD_CLASS_NAMES
from pinochle_teach.svg import PALETTES, meld_html
from pinochle_teach.widgets.meld_view import MeldView
from pinochle_teach.widgets.render import stylesheet_css

RUN_KING = "AH TH KH KH QH JH 9H QS JD AS AD AC"


def text(widget) -> str:
    return html.unescape(widget.value)


def total_shown(view) -> int:
    return int(re.search(r'data-total="(\d+)"', view.classes_view.value).group(1))


@pytest.mark.parametrize("seed", range(6))
@pytest.mark.parametrize("trump", "SHDC")
def test_totals_and_badges_come_from_best_meld(seed, trump):
    hand = deal(seed)[seed % 4]
    view = MeldView(hand, trump)
    result = best_meld(sort_hand(hand, trump), trump)
    assert view.result == result
    assert total_shown(view) == result.total
    drawing = text(view.drawing)
    for meld in result.melds:
        assert meld.label in drawing  # the badge, e.g. "Run + king 190"
    by_class = result.by_class()
    classes = text(view.classes_view)
    for cls, name in MELD_CLASS_NAMES.items():
        assert f'data-class="{cls}" data-points="{by_class[cls]}"' in classes
        assert f"Class {cls}: {name}" in classes
    for meld in result.melds:  # each meld listed with its cards and points
        # Each card drawn "Q♥" (hidden from screen readers) and then read in words.
        cards = r"\s*".join(rf'<span[^>]*aria-hidden="true">{re.escape(str(c))}</span>'
                            rf'<span class="pt-words-only">{re.escape(c.words)}</span>'
                            for c in meld.cards)
        assert re.search(rf">{re.escape(meld.name)}</td><td[^>]*>{cards}</td>"
                         rf"<td[^>]*>{meld.points}</td>", classes)


def test_drawing_is_the_svg_modules_meld_drawing():
    view = MeldView(RUN_KING, "H", palette="four-colour", size=1.2)
    expected = meld_html(best_meld(sort_hand(check_hand(RUN_KING), "H"), "H"),
                         palette="four-colour", size=1.2, table=False)
    assert view.drawing.value == expected


def test_near_misses_are_the_engines():
    view = MeldView(RUN_KING, "H", near=3)
    expected = near_misses(sort_hand(check_hand(RUN_KING), "H"), "H")[:3]
    assert view.misses == expected
    for _card, _gain, sentence in expected:
        assert sentence in text(view.near_view)


def test_no_near_misses_hidden_when_near_is_zero():
    view = MeldView(RUN_KING, "H", near=0)
    assert view.misses == [] and view.near_view.value == ""


def test_rules_give_the_points():
    plain = MeldView(RUN_KING, "H")
    hoyle = MeldView(RUN_KING, "H", rules=HOYLE)
    assert hoyle.result == best_meld(hoyle.hand, "H", HOYLE)
    assert total_shown(hoyle) == best_meld(hoyle.hand, "H", HOYLE).total
    assert plain.result == best_meld(plain.hand, "H")


def test_typing_a_hand_scores_it():
    view = MeldView("", "S", editable=True)
    assert "No cards yet" in view.drawing.value
    view.hand_box.value = "AS TS KS QS JS QS JD"
    expected = best_meld(sort_hand(check_hand("AS TS KS QS JS QS JD"), "S"), "S")
    assert view.result == expected and total_shown(view) == expected.total
    assert view.message.value == ""


def test_show_button_reads_the_box():
    view = MeldView("AS", "S", editable=True)
    view.hand_box.value = "QS JD"  # observed: already shown
    view.hand = check_hand("AS")  # pretend the state drifted; the button re-reads the box
    view.show_button.click()
    assert view.result == best_meld(sort_hand(check_hand("QS JD"), "S"), "S")


def test_trump_picker_rescores():
    view = MeldView(RUN_KING, "H", editable=True)
    view.trump_buttons.value = "S"
    assert view.trump.value == "S"
    assert view.result == best_meld(sort_hand(check_hand(RUN_KING), "S"), "S")
    assert view.result.total != best_meld(check_hand(RUN_KING), "H").total
    assert list(view.hand) == sort_hand(check_hand(RUN_KING), "S")


@pytest.mark.parametrize("typed, error", [
    ("AS TS XX", InvalidCardError),
    ("AS AS AS", InvalidHandError),
])
def test_bad_typing_shows_the_engines_message_and_keeps_the_hand(typed, error):
    view = MeldView(RUN_KING, "H", editable=True)
    before = (view.hand, view.result, view.drawing.value, view.classes_view.value)
    view.hand_box.value = typed
    with pytest.raises(error) as info:
        check_hand(typed)
    assert str(info.value) in text(view.message)
    assert 'role="alert"' in view.message.value
    assert (view.hand, view.result, view.drawing.value, view.classes_view.value) == before
    # Fixing the typing clears the message.
    view.hand_box.value = "QS JD"
    assert view.message.value == "" and view.result.total == best_meld("QS JD", "H").total


def test_set_trump_rejects_a_bad_suit():
    view = MeldView(RUN_KING, "H")
    assert view.set_trump("X") is False
    assert view.trump.value == "H" and "X" in text(view.message)


def test_not_editable_hides_the_controls():
    view = MeldView(RUN_KING, "H")
    assert view.hand_box not in view.children and all(
        view.hand_box not in getattr(c, "children", ()) for c in view.children)


def test_constructor_checks_arguments():
    with pytest.raises(InvalidHandError):
        MeldView("AS AS AS", "H")
    with pytest.raises(Exception, match="palette"):
        MeldView(RUN_KING, "H", palette="neon")


@pytest.mark.parametrize("palette", list(PALETTES))
def test_palettes(palette):
    view = MeldView(RUN_KING, "H", palette=palette)
    assert PALETTES[palette]["meld"] in view.drawing.value
    # The table's card names are inked in the palette's colours: the view carries the
    # palette's class, each card name its suit's class, and the kit's stylesheet maps the
    # pair to the palette's colour.
    assert f"pt-palette-{palette}" in view._dom_classes
    css = re.sub(r"\s+", " ", stylesheet_css())
    for suit in ("H", "S", "D"):
        card = check_hand(f"A{suit}")[0]
        assert f'<span class="pt-card-text pt-suit-{suit}" aria-hidden="true">{card}</span>' in \
            view.classes_view.value
        colour = PALETTES[palette][card.suit]
        assert f".pt-palette-{palette} .pt-suit-{suit} {{ color: {colour}; }}" in css


def test_table_text_grows_with_size():
    # Card scale 1.0 is a laptop screen, 1.8 a projector: the table's text class changes
    # with it, and the stylesheet makes the projector's text larger.
    def size_class(view):
        return re.search(r'class="pt-meld-classes (pt-size-\w+)"',
                         view.classes_view.value).group(1)
    small = size_class(MeldView(RUN_KING, "H", size=1.0))
    big = size_class(MeldView(RUN_KING, "H", size=1.8))
    assert (small, big) == ("pt-size-normal", "pt-size-huge")
    css = stylesheet_css()
    assert re.search(r"\.pt-size-huge \{ font-size: calc\(var\(--pt-font\) \* 1\.\d+\)", css)


def test_no_inline_styles_in_the_widgets_own_markup():
    view = MeldView(RUN_KING, "H", editable=True, title="My hand")
    for part in (view.title_view, view.classes_view, view.message):
        assert "style=" not in part.value
    # The near misses hold the engine's card pictures (SVG, styled by svg.py); the markup
    # around them has no style of its own.
    assert "style=" not in re.sub(r"<svg.*?</svg>", "", view.near_view.value, flags=re.S)
    view.hand_box.value = "AS TS XX"
    assert "Oops:" in text(view.message) and "style=" not in view.message.value


def test_message_has_the_shared_class():
    assert "pt-message" in MeldView(RUN_KING, "H").message._dom_classes


# --- the variants (RULES.md §8) ---------------------------------------------------------

from pinochle_teach.rules import DOUBLE_DECK, THREE_HANDED  # noqa: E402

TRIPLE = "AH AH AH TH TH TH KH KH KH QH QH QH JH JH JH QS QS QS JD JD"


@pytest.mark.parametrize("seed", range(4))
def test_double_deck_hands_of_twenty_score_as_the_engine_says(seed):
    hand = deal(seed, DOUBLE_DECK)[seed % 4]
    for trump in "SHDC":
        view = MeldView(hand, trump, DOUBLE_DECK)
        result = best_meld(sort_hand(hand, trump), trump, DOUBLE_DECK)
        assert view.result == result and total_shown(view) == result.total
        assert "Dix" not in text(view.classes_view)  # no nines in this deck
        assert view.drawing.value.count('role="img"') == 20
        assert view.misses == near_misses(sort_hand(hand, trump), trump, DOUBLE_DECK)[:5]
        assert all(card.rank.label != "9" for card, _, _ in view.misses)


def test_double_deck_triple_melds_are_named_with_their_points():
    view = MeldView(TRIPLE, "H", DOUBLE_DECK)
    result = best_meld(TRIPLE, "H", DOUBLE_DECK)
    names = [m.name for m in result.melds]
    assert any(n.startswith("Triple") for n in names)
    for meld in result.melds:
        assert meld.label in text(view.drawing)
        assert f">{meld.name}</td>" in view.classes_view.value


def test_double_deck_refuses_a_nine_and_keeps_the_hand():
    view = MeldView(TRIPLE, "H", DOUBLE_DECK, editable=True)
    before = (view.hand, view.result, view.drawing.value, view.classes_view.value)
    assert view.show_hand("AH 9H KH") is False
    message = text(view.message)
    assert "9♥ is not in the deck" in message and "without nines" in message
    assert (view.hand, view.result, view.drawing.value, view.classes_view.value) == before
    # Four copies are allowed with the double deck, five are not (the engine's message).
    assert view.show_hand("QS QS QS QS JD") is True
    assert view.show_hand("QS QS QS QS QS") is False
    with pytest.raises(InvalidHandError) as info:
        check_hand("QS QS QS QS QS", DOUBLE_DECK.copies)
    assert str(info.value) in text(view.message)
    with pytest.raises(InvalidHandError, match="not in the deck"):
        MeldView("9S AS", "S", DOUBLE_DECK)


def test_double_deck_box_suggests_only_cards_of_its_deck():
    view = MeldView("", "S", DOUBLE_DECK, editable=True)
    assert "9" not in view.hand_box.placeholder and "9" not in view.drawing.value
    assert "A T K Q J and" in view.hand_box.tooltip


def test_three_handed_hand_with_the_widow():
    dealt = deal(3, THREE_HANDED)
    hand = dealt[0] + dealt[-1]  # fifteen cards and the widow, as the bidder holds them
    view = MeldView(hand, "S", THREE_HANDED)
    assert view.result == best_meld(sort_hand(hand, "S"), "S", THREE_HANDED)
    assert view.drawing.value.count('role="img"') == 18


# --- redraws close what they replace; disabled buttons do nothing -----------------------

import warnings  # noqa: E402

import ipywidgets  # noqa: E402


def live_widgets() -> int:
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", DeprecationWarning)
        return len(ipywidgets.Widget.widgets)


def test_a_hundred_clicks_leave_no_widget_behind():
    view = MeldView(RUN_KING, "H", editable=True)
    hands = [RUN_KING, "AS TS KS QS JS 9S", "AS TS XX"]  # the last one is refused
    view.show_button.click()
    before = live_widgets()
    for k in range(100):
        view.hand_box.value = hands[k % 3]
        view.show_button.click()
        view.trump_buttons.value = "SHDC"[k % 4]
    assert view.trump.value == "C"
    assert view.result == best_meld(sort_hand(check_hand(RUN_KING), "C"), "C")
    assert live_widgets() == before


def test_show_button_does_nothing_while_disabled():
    view = MeldView(RUN_KING, "H", editable=True)
    view._syncing = True  # type without the box's own handler: only the button reads it
    view.hand_box.value = "QS JD"
    view._syncing = False
    view.show_button.disabled = True
    view.show_button.click()
    assert list(view.hand) == sort_hand(check_hand(RUN_KING), "H")
    view.show_button.disabled = False
    view.show_button.click()
    assert view.result == best_meld("QS JD", "H")


def test_the_stylesheet_comes_first():
    view = MeldView(RUN_KING, "H")
    assert "pt-stylesheet" in view.children[0]._dom_classes
    assert "pt-root" in view._dom_classes
