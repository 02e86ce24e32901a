"""Cards for screen readers and low vision (issue 15 item 3): names in words, drawn texts
hidden from the accessibility tree, ink contrast of the palettes and of muted cards.

Expected names are written out here (the English names of the ranks and suits), and
contrast is computed here from the WCAG 2.1 formula, not taken from the code under test.
"""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET

import pytest

from pinochle_teach import Card, Deal, Hand, best_meld
from pinochle_teach.cards import CARDS
from pinochle_teach.svg import PALETTES, card_svg, hand_html, hand_svg, meld_html

SVG = "{http://www.w3.org/2000/svg}"
SYMBOLS = re.compile("[♠♥♦♣♤♡♢♧]")
RANK_WORDS = {"A": "ace", "T": "ten", "K": "king", "Q": "queen", "J": "jack", "9": "nine"}
SUIT_WORDS = {"S": "spades", "H": "hearts", "D": "diamonds", "C": "clubs"}


def wcag_contrast(a: str, b: str) -> float:
    def lum(colour):
        out = []
        for i in (1, 3, 5):
            c = int(colour[i:i + 2], 16) / 255
            out.append(c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4)
        return 0.2126 * out[0] + 0.7152 * out[1] + 0.0722 * out[2]
    hi, lo = sorted((lum(a), lum(b)), reverse=True)
    return (hi + 0.05) / (lo + 0.05)


# --- names in words --------------------------------------------------------------------

@pytest.mark.parametrize("card", CARDS, ids=lambda c: c.code)
def test_every_card_has_its_name_in_words(card):
    words = f"{RANK_WORDS[card.code[0]]} of {SUIT_WORDS[card.code[1]]}"
    assert card.words == words
    assert card.name == words[0].upper() + words[1:]


def test_cards_in_words_lists_every_copy_in_order():
    from pinochle_teach import cards_in_words

    assert cards_in_words("AS AS 10S QH") == (
        "ace of spades, ace of spades, ten of spades, queen of hearts")
    assert cards_in_words([]) == "no cards"


def labels(markup: str) -> list[str]:
    return re.findall(r'aria-label="([^"]*)"', markup)


def test_hand_and_deal_pictures_are_named_in_words():
    hand = Hand("AS AS TS")
    assert hand.label() == "Hand of 3 cards: ace of spades, ace of spades, ten of spades"
    assert 'aria-label="Hand of 3 cards: ace of spades, ace of spades, ten of spades"' \
        in hand._repr_html_()
    deal = Deal.random(3)
    for text in (hand._repr_html_(), deal._repr_html_(),
                 hand_svg("AS TH 9C"), hand_html("AS TH 9C"),
                 meld_html(best_meld("AS TS KS QS JS QS JD KH QH", "S"))):
        assert labels(text)
        for label in labels(text):
            assert not SYMBOLS.search(label), label
    assert labels(hand_svg("AS TH 9C"))[0] == (
        "Hand: ace of spades, ten of hearts, nine of clubs")


# --- drawn text hidden -----------------------------------------------------------------

def _hidden(node, parents) -> bool:
    while node is not None:
        if node.get("aria-hidden") == "true":
            return True
        node = parents.get(node)
    return False


@pytest.mark.parametrize("markup", [
    card_svg("QH"), card_svg("TS", badge="Run", highlight="meld"),
    card_svg("QH", muted=True), card_svg("QH", dimmed=True),
    hand_svg("AS TH 9C"), hand_html("AS TH 9C", badges={1: "Dix"}),
    meld_html(best_meld("AS TS KS QS JS QS JD KH QH", "S")),
], ids=["card", "badge", "muted", "dimmed", "hand_svg", "hand_html", "meld"])
def test_drawn_rank_and_badge_texts_are_hidden_from_assistive_technology(markup):
    """The image's aria-label names the card; the drawn "Q", "10" and badges would be read
    again, one node each (162 nodes on a page)."""
    root = ET.fromstring(markup)
    parents = {child: parent for parent in root.iter() for child in parent}
    texts = list(root.iter(SVG + "text"))
    assert texts
    for t in texts:
        assert _hidden(t, parents), ET.tostring(t)


def test_card_shows_in_jupyter_as_inline_svg_with_its_name():
    """JupyterLab and voila prefer text/html to image/svg+xml; the HTML is the inline SVG,
    role img and the name in words (an SVG output alone becomes an <img> without alt)."""
    from IPython.core.interactiveshell import InteractiveShell

    formatter = InteractiveShell.instance().display_formatter
    for obj, name in ((Card.from_str("QH"), "Queen of hearts"),
                      (Hand("QH JD"), "Hand of 2 cards: queen of hearts, jack of diamonds")):
        bundle, _ = formatter.format(obj)
        html = bundle["text/html"]
        assert f'aria-label="{name}"' in html and 'role="img"' in html


# --- contrast --------------------------------------------------------------------------

@pytest.mark.parametrize("palette", list(PALETTES))
def test_suit_inks_have_text_contrast_on_the_white_face(palette):
    """The corner indices are 13-15 px bold: normal text, 4.5:1 (WCAG 1.4.3)."""
    pal = PALETTES[palette]
    assert pal["face"].lower() == "#ffffff"
    for suit in "SHDC":
        ink = next(v for k, v in pal.items() if getattr(k, "value", None) == suit)
        assert wcag_contrast(ink, pal["face"]) >= 4.5, (palette, suit, ink)


def test_colour_blind_hearts_stay_a_vermilion_distinct_from_the_other_suits():
    import colorsys

    pal = {getattr(k, "value", k): v for k, v in PALETTES["colour-blind"].items()}
    r, g, b = (int(pal["H"][i:i + 2], 16) / 255 for i in (1, 3, 5))
    hue, _, sat = colorsys.rgb_to_hls(r, g, b)
    assert 15 <= hue * 360 <= 35 and sat > 0.9  # Okabe-Ito vermilion is 26°
    assert len({pal[s] for s in "SHDC"}) == 4


def _inks(markup: str) -> set[str]:
    root = ET.fromstring(markup)
    return {t.get("fill") for t in root.iter(SVG + "text")}


@pytest.mark.parametrize("palette", list(PALETTES))
def test_cards_in_no_meld_are_muted_with_text_contrast_not_faded(palette):
    """The meld explorer's cards outside every meld are content: drawn lighter but with
    their inks at 4.5:1 on the face, and never at opacity 0.45 (1.8-3.35:1)."""
    result = best_meld("AS TS KS QS JS 9H 9D 9C KD QC", "S")
    html = meld_html(result, palette=palette)
    assert 'opacity="0.45"' not in html
    svgs = [m.group(0) for m in re.finditer(r"<svg[^>]*role=\"img\".*?</svg>", html, re.S)]
    plain = [s for s in svgs if "; in " not in s]  # no note: in no meld
    assert len(plain) == 5  # 9♥ 9♦ 9♣ K♦ Q♣
    for svg in plain:
        assert 'stroke-dasharray' in svg  # the dashed edge says "muted" besides the ink
        for ink in _inks(svg):
            assert wcag_contrast(ink, "#ffffff") >= 4.5, (palette, ink)
    # ...and muted means lighter: a black suit's ink is not the full black.
    nine = next(s for s in plain if "Nine of clubs" in s)
    assert _inks(nine) != _inks(card_svg("9C", palette=palette))


def test_card_names_written_in_meld_tables_are_read_in_words():
    """A table cell is read by its text: "K♥ Q♥" would be "K black heart suit Q black heart
    suit". The drawn names are aria-hidden and the words follow, out of sight."""
    from pinochle_teach.widgets.render import card_text

    html = meld_html(best_meld("KH QH 9C", "S"))
    cell = re.search(r"<td[^>]*>(<span[^>]*aria-hidden=\"true\"[^>]*>K♥</span>.*?)</td>", html)
    assert cell, html
    assert ">king of hearts, queen of hearts</span>" in cell.group(1)
    text = str(card_text("QH"))
    assert re.search(r'aria-hidden="true">Q♥</span>', text)
    assert '<span class="pt-words-only">queen of hearts</span>' in text


def test_no_page_tells_students_to_hover_to_read_why():
    """Keyboard and touch users cannot hover: the reason a card is not allowed is said when
    it is chosen, and no lesson or widget text sends anyone to a tooltip."""
    import json
    from pathlib import Path

    root = Path(__file__).resolve().parents[1]
    found = []
    for nb in sorted((root / "notebooks").glob("*.ipynb")) + sorted(
            (root / "exercises").glob("*.ipynb")):
        for cell in json.loads(nb.read_text(encoding="utf-8"))["cells"]:
            text = "".join(cell["source"])
            if re.search(r"\bhover\b", text, re.I):
                found.append(nb.name)
    for py in (root / "pinochle_teach" / "widgets").rglob("*.py"):
        if re.search(r"hover over", py.read_text(encoding="utf-8"), re.I):
            found.append(py.name)
    assert found == []
