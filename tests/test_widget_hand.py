"""HandView driven headless: order, buttons, reasons, clicks, palettes, sizes, errors.

Expected values come from engine calls (sort_hand, legal_plays, explain_play, card names),
not from the widget's own output.
"""

from __future__ import annotations

import re
import warnings

import pytest

from pinochle_teach import (Card, IllegalPlayError, deal, explain_play, legal_plays,
                            parse_cards, sort_hand)
from pinochle_teach.svg import PALETTES, card_svg
from pinochle_teach.widgets.hand import HandView, trick_choices
from pinochle_teach.widgets.render import size_class, stylesheet_css

HAND = "9H TH AH KS QS QS JD AC"


def labels(html: str) -> list[str]:
    """The aria-labels of the card images in an HTML string, in order."""
    return re.findall(r'<svg[^>]*role="img" aria-label="([^"]*)"', html)


@pytest.mark.parametrize("trump", [None, "S", "H", "D", "C"])
def test_cards_are_drawn_in_the_order_players_hold_them(trump):
    """RULES.md §1: trump first, alternating colours, A 10 K Q J 9 (sort_hand decides)."""
    cards = deal(11)[0]
    view = HandView(reversed(cards), trump=trump)
    expected = sort_hand(cards, trump)
    assert list(view.shown) == expected
    assert labels(view.picture.value) == [c.name for c in expected]
    assert view.buttons == []  # no choice expected: pictures only


def test_duplicates_are_drawn_twice():
    view = HandView("QS QS JD")
    assert labels(view.picture.value).count("Queen of spades") == 2


def test_face_down_hides_every_card():
    view = HandView(HAND, face_down=True, choices=["QS"])
    text = view.picture.value
    assert labels(text) == ["Face-down card"] * len(parse_cards(HAND))
    for card in parse_cards(HAND):
        assert card.name not in text and str(card) not in text
    assert view.buttons == []  # a face-down card is never clickable


def test_buttons_name_the_cards_in_words_and_only_choices_are_allowed():
    """A button's text is its accessible name: "Give queen of spades", not "Give Q♠" (read
    "Q black spade suit"); a card not allowed says so and stays focusable (issue 15)."""
    choices = parse_cards("QS AC")
    reasons = {Card.from_str("KS"): "you must follow suit"}
    view = HandView(HAND, trump="S", choices=choices, reasons=reasons, verb="Give")
    order = sort_hand(parse_cards(HAND), "S")
    words = {"QS": "queen of spades", "AC": "ace of clubs"}
    assert [b.description for b in view.buttons if b.allowed] == [
        f"Give {words[c.code]}" for c in order if c in choices]
    for card, button in zip(order, view.buttons):
        assert not button.disabled
        assert button.allowed == (card in choices)
        assert ("pt-card-illegal" in button._dom_classes) == (card not in choices)
        if card not in choices:
            assert button.description == f"{card.name}: not allowed"
        assert not re.search("[♠♥♦♣]", button.description)
        assert button.tooltip.startswith(card.name)
    ks = view.buttons[order.index(Card.from_str("KS"))]
    assert "you must follow suit" in ks.tooltip
    # Disabled cards are drawn dimmed (the svg module's faded group), enabled ones are not.
    cells = [cell.children[0].value for cell in view.row.children]
    for card, svg in zip(order, cells):
        assert svg == card_svg(card, dimmed=card not in choices)


def test_click_calls_on_choose_with_the_card():
    chosen = []
    view = HandView(HAND, choices=["QS"], on_choose=chosen.append)
    qs = [b for b in view.buttons if b.description == "Play queen of spades"]
    assert len(qs) == 2  # both copies are offered
    qs[1].click()
    assert chosen == [Card.from_str("QS")] and view.chosen == Card.from_str("QS")


def test_choosing_a_card_not_allowed_says_why_and_chooses_nothing():
    """Keyboard and touch users never see a tooltip: the reason is said when the card is
    chosen, in the widget's message (issue 15)."""
    chosen = []
    view = HandView(HAND, choices=["QS"], reasons={"AC": "clubs were not led"},
                    on_choose=chosen.append)
    ac = next(b for b in view.buttons if b.card == Card.from_str("AC"))
    assert not ac.disabled and not ac.allowed and "clubs were not led" in ac.tooltip
    ac.click()
    assert chosen == [] and view.chosen is None
    assert "clubs were not led" in view.message.value
    # A card with no reason given still says something.
    jd = next(b for b in view.buttons if b.card == Card.from_str("JD"))
    jd.click()
    assert chosen == [] and "Jack of diamonds is not a choice now" in view.message.value


def test_a_disabled_card_button_does_nothing():
    # A click sent just before a button was disabled still arrives: Button.click() in the
    # kernel must ignore it.
    chosen = []
    view = HandView(HAND, choices=["QS"], on_choose=chosen.append)
    qs = next(b for b in view.buttons if b.card == Card.from_str("QS"))
    qs.disabled = True
    qs.click()
    assert chosen == [] and view.chosen is None and view.message.value == ""


def test_each_button_carries_its_card_not_a_position():
    view = HandView("AS KH QD", trump="H", choices=["AS", "KH", "QD"])
    assert [b.card for b in view.buttons] == list(view.shown)
    assert [str(b.card) for b in view.buttons] == ["K♥", "A♠", "Q♦"]


def test_a_button_drawn_for_another_card_is_replaced_and_its_click_ignored():
    chosen = []
    view = HandView("AS KS", choices=["AS", "KS"], on_choose=chosen.append)
    old = view.buttons[0]
    assert old.card == Card.from_str("AS")
    view.set(cards="KS QS", choices=["KS", "QS"])  # A♠ is gone: K♠ is drawn first now
    assert view.buttons[0] is not old and old.closed
    old.click()
    assert chosen == []
    view.buttons[0].click()
    assert chosen == [Card.from_str("KS")]


def test_with_a_token_a_stale_button_does_nothing_and_on_choose_gets_the_token():
    chosen = []
    view = HandView("AS KS", choices=["AS", "KS"], token=1,
                    on_choose=lambda card, token: chosen.append((str(card), token)))
    first = view.buttons[0]
    first.click()
    assert chosen == [("A♠", 1)]
    view.set(token=2)  # the same cards drawn for a new state: every button is new
    assert all(b.token == 2 for b in view.buttons) and first.closed
    first.click()
    assert chosen == [("A♠", 1)]
    view.buttons[1].click()
    assert chosen == [("A♠", 1), ("K♠", 2)]


def test_a_redraw_with_the_same_token_keeps_the_buttons():
    view = HandView("AS KS", choices=["AS"], token=5)
    before = list(view.buttons)
    view.set(palette="four-colour", highlights={"KS": "hint"})
    assert all(a is b for a, b in zip(before, view.buttons))


def test_closing_the_view_closes_every_widget_it_made():
    import ipywidgets

    def live():
        with warnings.catch_warnings():
            warnings.simplefilter("ignore", DeprecationWarning)
            return len(ipywidgets.Widget.widgets)

    start = live()
    view = HandView("AS KS QS JS", choices=["AS"])
    view.set(cards="AS", choices=None)  # the card places not drawn now still exist
    assert live() > start
    view.close()
    assert live() == start


def test_for_trick_uses_the_engine_for_choices_and_reasons():
    """The seed's example (RULES.md §6): Q♥ led, spades trump."""
    hand, trick, trump = "9H TH AH KS", "QH", "S"
    view = HandView.for_trick(hand, trick, trump)
    legal = legal_plays(hand, trick, trump)
    for card, button in zip(view.shown, view.buttons):
        assert button.allowed == (card in legal)
        if card not in legal:
            assert explain_play(hand, trick, trump, card) in button.tooltip
            button.click()  # chosen: the engine's reason is said
            assert explain_play(hand, trick, trump, card) in unlinked(view.message.value).replace(
                "&#x27;", "'")
    ah = next(b for b in view.buttons if b.description == "Play ace of hearts")
    ah.click()
    assert explain_play(hand, trick, trump, "AH") in unlinked(view.message.value).replace("&#x27;", "'")


def test_trick_choices_matches_legal_plays():
    choices, reasons = trick_choices("9H TH AH KS QS", "QH JH", "S")
    assert choices == legal_plays("9H TH AH KS QS", "QH JH", "S")
    assert set(reasons) == set(parse_cards("9H KS QS")) - set(choices)


def test_an_error_from_on_choose_is_shown_not_raised():
    def refuse(card):
        raise IllegalPlayError(f"{card} is not allowed here")

    view = HandView("AS KS", choices=["AS"], on_choose=refuse)
    view.buttons[0].click()
    assert "A♠ is not allowed here" in view.message.value
    assert "Traceback" not in view.message.value


@pytest.mark.parametrize("palette", list(PALETTES))
def test_palettes_change_the_ink(palette):
    view = HandView("AS KH JD 9C", palette=palette)
    for suit in "SHDC":
        colour = PALETTES[palette][parse_cards([f"A{suit}"])[0].suit]
        assert colour in view.picture.value


@pytest.mark.parametrize("size", [1.0, 1.6, 2.0])
def test_size_scales_cards_and_buttons(size):
    view = HandView("AS KH", size=size, choices=["AS"])
    svg = view.row.children[0].children[0].value
    assert f'width="{64 * size:g}"' in svg
    # The button's text is sized by the stylesheet's class for this scale, and its width
    # is the card's (the stylesheet stretches it under the picture): no inline size.
    assert size_class(size) in view.buttons[0]._dom_classes
    assert view.buttons[0].layout.width is None and view.buttons[0].style.font_size is None


def test_set_updates_and_redraws():
    view = HandView("AS KS")
    assert view.set(cards="QH JD", trump="D", choices=["JD"]) is True
    assert list(view.shown) == sort_hand(parse_cards("QH JD"), "D")
    assert [b.allowed for b in view.buttons] == [True, False]
    assert view.set(choices=None)
    assert view.buttons == [] and labels(view.picture.value) == ["Jack of diamonds",
                                                                "Queen of hearts"]


@pytest.mark.parametrize("bad, words", [
    ({"cards": "AS XX"}, "unknown card 'XX'"),
    ({"palette": "neon"}, "unknown palette"),
    ({"trump": "Z"}, "Z"),
    ({"size": -1}, "card size"),
])
def test_bad_settings_show_a_message_and_change_nothing(bad, words):
    view = HandView("AS KS", choices=["AS"])
    before = (view.cards, view.shown, view.palette, view.size, view.trump,
              [b.description for b in view.buttons], view.row.children[0].children[0].value)
    assert view.set(**bad) is False
    assert words in view.message.value.replace("&#x27;", "'")
    after = (view.cards, view.shown, view.palette, view.size, view.trump,
             [b.description for b in view.buttons], view.row.children[0].children[0].value)
    assert after == before


def test_bad_attribute_then_refresh_shows_a_message():
    view = HandView("AS KS")
    drawn = view.picture.value
    view.palette = "neon"
    view.refresh()
    assert "unknown palette" in view.message.value and view.picture.value == drawn


def test_constructor_rejects_bad_cards():
    from pinochle_teach import InvalidCardError
    with pytest.raises(InvalidCardError):
        HandView("AS 1X")


def test_empty_hand_says_so():
    view = HandView((), choices=[])
    assert "No cards" in view.picture.value and view.buttons == []


def test_message_widget_has_the_shared_class():
    assert "pt-message" in HandView("AS").message._dom_classes


def test_highlights_outline_every_copy():
    view = HandView("QS QS JD", highlights={"QS": "meld"})
    meld_colour = PALETTES["classic"]["meld"]
    svgs = view.picture.value.split("<svg ")[1:]
    assert sum(meld_colour in s for s in svgs) == 2


def test_for_trick_draws_the_trick_on_the_table():
    view = HandView.for_trick("9H TH AH KS", "QH JH", "S")
    assert 'aria-label="On the table: queen of hearts, jack of hearts"' in view.trick_view.value
    assert labels(view.trick_view.value) == ["Queen of hearts", "Jack of hearts"]
    lead = HandView.for_trick("9H TH", "", "S")
    assert "you lead" in lead.trick_view.value
    assert [b.allowed for b in lead.buttons] == [True, True]  # a leader may lead any card
    assert HandView("9H").trick_view.value == ""


# --- the variants (RULES.md §8) ---------------------------------------------------------

from pinochle_teach.rules import DOUBLE_DECK, THREE_HANDED  # noqa: E402
from unlinked import unlinked  # noqa: E402


def test_a_double_deck_hand_of_twenty_is_drawn_whole_and_wraps():
    cards = deal(4, DOUBLE_DECK)[0]
    assert len(cards) == DOUBLE_DECK.hand_size
    view = HandView(cards, trump="D")
    expected = sort_hand(cards, "D")
    assert labels(view.picture.value) == [c.name for c in expected]
    # 20 cards do not fit one line: the row wraps (the stylesheet's rule for its class).
    assert 'class="pt-hand-cards' in view.picture.value
    assert re.search(r"\.pt-hand-cards \{[^}]*flex-wrap: wrap", stylesheet_css())


def test_four_copies_of_a_card_are_drawn_four_times():
    view = HandView("QS QS QS QS JD", trump="S")
    assert labels(view.picture.value).count("Queen of spades") == 4


def test_a_clickable_double_deck_hand_gets_twenty_buttons_in_a_wrapping_row():
    cards = deal(4, DOUBLE_DECK)[1]
    view = HandView.for_trick(cards, trick="", trump="H", rules=DOUBLE_DECK)
    assert len(view.buttons) == 20 and all(b.allowed for b in view.buttons)
    assert "pt-hand-row" in view.row._dom_classes
    assert re.search(r"\.pt-hand-row \{[^}]*flex-flow: row wrap", stylesheet_css())


def test_three_handed_trick_choices_follow_the_engine():
    hand = deal(2, THREE_HANDED)[0]
    trick = deal(2, THREE_HANDED)[1][:2]  # two cards already played in a three-card trick
    view = HandView.for_trick(hand, trick=trick, trump="C", rules=THREE_HANDED)
    legal = legal_plays(hand, trick, "C", THREE_HANDED)
    order = sort_hand(hand, "C")
    assert [b.allowed for b in view.buttons] == [c in legal for c in order]
    for card, button in zip(order, view.buttons):
        if card not in legal:
            assert explain_play(hand, trick, "C", card, THREE_HANDED) in button.tooltip
    assert view.trick_view.value.count('role="img"') == 2
