"""Issue 15 item 4, themes: every colour of the kit's pages follows JupyterLab's theme
(light, dark, forced colours), and card faces stay white with their palette.

- style.css names colours only through theme variables (``var(--jp-…, fallback)``, the
  kit's own ``--pt-…`` tokens built from them), or the system colours of a forced-colours
  block: a bare ``#1b1b1b`` would be the same dark ink on a dark page.
- The engine's HTML drawings (meld pictures, deals, hands) set no text colour of their own,
  except a card name drawn on its card's face colour, like a card.

The browser side (axe-core on every page in the light and dark themes, forced colours) is
tests/browser/test_accessibility.py.
"""

from __future__ import annotations

import re
from importlib import resources

import pytest

from pinochle_teach import Hand, Suit, best_meld
from pinochle_teach.svg import PALETTES, deal_html, hand_html, meld_html
from pinochle_teach.widgets.render import stylesheet_css

STYLE = resources.files("pinochle_teach.widgets").joinpath("style.css").read_text("utf-8")

COLOUR_PROPERTIES = re.compile(
    r"^(color|background(-color)?|border(-(top|right|bottom|left))?(-color)?|outline(-color)?"
    r"|fill|stroke|box-shadow|text-decoration(-color)?|caret-color|accent-color)$")
#: Colours written as such: #hex, rgb()/hsl(), or a colour keyword.
LITERAL_COLOUR = re.compile(
    r"#[0-9a-fA-F]{3,8}\b|\b(rgba?|hsla?)\(|\b(white|black|red|green|blue|grey|gray|"
    r"silver|orange|purple|yellow)\b", re.IGNORECASE)
#: CSS system colours: what forced colours mode paints with.
SYSTEM_COLOURS = re.compile(
    r"\b(Canvas|CanvasText|LinkText|VisitedText|ActiveText|ButtonFace|ButtonText|ButtonBorder"
    r"|Field|FieldText|Highlight|HighlightText|SelectedItem|SelectedItemText|Mark|MarkText"
    r"|GrayText|AccentColor|AccentColorText)\b")


def _strip_comments(css: str) -> str:
    return re.sub(r"/\*.*?\*/", "", css, flags=re.S)


def _without_fallbacks(value: str) -> str:
    """``value`` with every ``var(--x, fallback)`` reduced to ``var(--x)`` (nested ones too):
    a fallback is only for a page without JupyterLab's variables."""
    out, i = [], 0
    while i < len(value):
        if value.startswith("var(", i):
            depth, j = 1, i + 4
            while j < len(value) and depth:
                depth += {"(": 1, ")": -1}.get(value[j], 0)
                j += 1
            name = value[i + 4:j - 1].split(",", 1)[0].strip()
            out.append(f"var({name})")
            i = j
        else:
            out.append(value[i])
            i += 1
    return "".join(out)


def _declarations(css: str):
    """(selector context, property, value, inside a forced-colours block) of every
    declaration, custom properties included."""
    css = _strip_comments(css)
    forced_spans = []
    for m in re.finditer(r"@media[^{]*forced-colors\s*:\s*active[^{]*\{", css):
        depth, j = 1, m.end()
        while j < len(css) and depth:
            depth += {"{": 1, "}": -1}.get(css[j], 0)
            j += 1
        forced_spans.append((m.start(), j))
    for block in re.finditer(r"([^{};]*)\{([^{}]*)\}", css):
        forced = any(a <= block.start() < b for a, b in forced_spans)
        for decl in block.group(2).split(";"):
            if ":" not in decl:
                continue
            prop, value = decl.split(":", 1)
            yield block.group(1).strip(), prop.strip(), value.strip(), forced


def test_the_checks_see_a_literal_colour():
    # The checks below would pass on an empty stylesheet: first, that they catch one.
    bad = ".pt-x { color: #1b1b1b; } .pt-y { --pt-z: rgb(0, 0, 0); border: 1px solid grey; }"
    found = [(p, v) for _, p, v, f in _declarations(bad)
             if LITERAL_COLOUR.search(_without_fallbacks(v))]
    assert found == [("color", "#1b1b1b"), ("--pt-z", "rgb(0, 0, 0)"),
                     ("border", "1px solid grey")]
    assert not LITERAL_COLOUR.search(_without_fallbacks("var(--jp-a, var(--jp-b, #fff))"))
    assert len(list(_declarations(STYLE))) > 500


def test_stylesheet_colours_come_from_theme_variables():
    offenders = []
    for selector, prop, value, forced in _declarations(STYLE):
        if not (prop.startswith("--") or COLOUR_PROPERTIES.match(prop)):
            continue
        bare = _without_fallbacks(value)
        if forced and not LITERAL_COLOUR.search(bare):
            continue  # system colours (and variables) in forced colours
        if LITERAL_COLOUR.search(bare):
            offenders.append(f"{selector} {{ {prop}: {value} }}")
    assert not offenders, ("colours not taken from JupyterLab's theme variables (write "
                           "var(--jp-…, fallback) or a --pt- token):\n" + "\n".join(offenders))


def test_forced_colours_use_system_colours():
    forced = [(p, v) for _, p, v, f in _declarations(STYLE) if f and COLOUR_PROPERTIES.match(p)]
    assert forced, "style.css has no forced-colours rules"
    assert all(SYSTEM_COLOURS.search(v) or "var(" in v or "none" in v for _, v in forced), forced


@pytest.mark.parametrize("palette", list(PALETTES))
def test_card_names_sit_on_their_palettes_card_face(palette):
    css = stylesheet_css()
    face = PALETTES[palette]["face"]
    assert re.search(rf"\.pt-palette-{palette} \.pt-card-text \{{[^}}]*background: {face}",
                     css), f"card names in {palette} are not drawn on the card face colour"
    for suit in Suit:
        assert (f".pt-palette-{palette} .pt-suit-{suit.value} {{ color: "
                f"{PALETTES[palette][suit]}; }}") in css


def _style_attributes(markup: str) -> list[str]:
    return re.findall(r'style="([^"]*)"', markup)


def _text_colours(markup: str) -> list[str]:
    """Inline styles that set a text colour (``color:``, not ``background-color``)."""
    return [s for s in _style_attributes(markup) if re.search(r"(^|;)\s*color\s*:", s)]


def _drawings():
    hand = Hand.from_str("AS TS KS QS JS QS JD KH QH 9S 9S AC")
    meld = best_meld(hand, Suit.SPADES)
    assert meld.melds, "the sample hand should hold meld"
    for palette in PALETTES:
        yield f"meld_html {palette}", meld_html(meld, palette=palette), PALETTES[palette]
        yield (f"meld_html side {palette}",
               meld_html(meld, palette=palette, layout="side"), PALETTES[palette])
    yield ("deal_html", deal_html([("South:", "AS TS", "South: 2 cards"),
                                   ("North:", "KH QH", "North: 2 cards")]),
           PALETTES["classic"])
    yield "hand_html", hand_html("AS TS KH"), PALETTES["classic"]


def test_drawings_set_no_text_colour_but_on_a_card_face():
    problems = []
    for name, markup, pal in _drawings():
        for style in _text_colours(markup):
            if f"background:{pal['face']}" not in style.replace(" ", ""):
                problems.append(f"{name}: {style}")
    assert not problems, ("text coloured for a light page only (it vanishes on a dark "
                          "one):\n" + "\n".join(problems))


def test_meld_table_card_names_are_inked_on_the_face():
    markup = meld_html(best_meld(Hand.from_str("QS JD KS QS KH QH"), Suit.SPADES))
    inked = _text_colours(markup)
    assert inked, "the meld table names its cards in their suit colours"
    assert all("background:#ffffff" in s.replace(" ", "") for s in inked), inked


def test_meld_table_rules_follow_the_theme():
    markup = meld_html(best_meld(Hand.from_str("QS JD KS QS KH QH"), Suit.SPADES))
    borders = [s for s in _style_attributes(markup) if "border-" in s and "solid" in s]
    assert borders and all("var(--jp-border-color1" in s for s in borders), borders
