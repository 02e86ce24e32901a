"""Deterministic SVG and HTML for cards, hands and meld (engine layer: standard library only).

Cards are drawn in code: a rounded rectangle, the rank and a suit pip in two corners, and a
large rank and pip in the middle. Suit pips are drawn as paths, not font glyphs, so they look
the same in every browser and never turn into emoji. Every card is an
``<svg role="img" aria-label="Queen of spades">`` with a ``<title>``; a face-down card is
labelled "Face-down card" and shows nothing of its identity.

The output uses no ids and no randomness: the same call always returns the same string, so
notebook outputs can be compared by nbval and many cards can sit on one page.

Units: ``size`` is a scale factor; ``size=1.0`` draws a card 64 × 90 CSS pixels.

Palettes (:data:`PALETTES`) set the suit colours: ``"classic"`` (♠ ♣ black, ♥ ♦ red),
``"four-colour"`` (♠ black, ♥ red, ♦ blue, ♣ green) and ``"colour-blind"`` (the Okabe–Ito
colours, which stay distinct under the common colour-vision deficiencies; the suits are also
told apart by the shape of their pips). Highlights are outlines whose line style differs per
kind (solid, dashed, dotted), and meld is always named in text, never by colour alone.

>>> from pinochle_teach import Card
>>> card_svg(Card.from_str("QS")) == card_svg(Card.from_str("QS"))
True
>>> 'aria-label="Queen of spades"' in card_svg(Card.from_str("QS"))
True
"""

from __future__ import annotations

import math
import re
from collections.abc import Iterable, Mapping
from xml.sax.saxutils import escape as _xml_escape

from .cards import Card, CardLike, Suit, parse_cards
from .errors import PinochleError

__all__ = [
    "PALETTES",
    "HIGHLIGHTS",
    "CARD_WIDTH",
    "CARD_HEIGHT",
    "UnknownPaletteError",
    "InvalidDrawingError",
    "card_svg",
    "hand_svg",
    "hand_html",
    "deal_html",
    "meld_html",
    "meld_positions",
    "suit_colour",
]

#: Card size in CSS pixels at ``size=1.0``.
CARD_WIDTH = 64
CARD_HEIGHT = 90


class UnknownPaletteError(PinochleError):
    """A palette name that is not a key of :data:`PALETTES`."""


class InvalidDrawingError(PinochleError):
    """A drawing option that cannot be used: a bad size, overlap, highlight or position."""


_SUIT_ORDER = (Suit.SPADES, Suit.HEARTS, Suit.DIAMONDS, Suit.CLUBS)

#: Colour sets. Each maps the suits to their ink colour, plus the colours of the card face,
#: edge, back and the highlight kinds (see :data:`HIGHLIGHTS`).
PALETTES: dict[str, dict] = {
    "classic": {
        "description": "two colours: spades and clubs black, hearts and diamonds red",
        Suit.SPADES: "#1b1b1b",
        Suit.HEARTS: "#c0142b",
        Suit.DIAMONDS: "#c0142b",
        Suit.CLUBS: "#1b1b1b",
        "face": "#ffffff",
        "edge": "#6b6b6b",
        "back": "#1d4e89",
        "back_ink": "#8fb3e0",
        "meld": "#6a1b9a",
        "selected": "#0b6e4f",
        "hint": "#b35c00",
        "illegal": "#555555",
    },
    "four-colour": {
        "description": "four colours: spades black, hearts red, diamonds blue, clubs green",
        Suit.SPADES: "#1b1b1b",
        Suit.HEARTS: "#c0142b",
        Suit.DIAMONDS: "#0b57b0",
        Suit.CLUBS: "#137a2f",
        "face": "#ffffff",
        "edge": "#6b6b6b",
        "back": "#1d4e89",
        "back_ink": "#8fb3e0",
        "meld": "#6a1b9a",
        "selected": "#b35c00",
        "hint": "#8a6d00",
        "illegal": "#555555",
    },
    "colour-blind": {
        "description": ("Okabe-Ito colours, safe for colour-blind readers: spades black, "
                        "hearts vermilion, diamonds blue, clubs bluish green"),
        Suit.SPADES: "#000000",
        Suit.HEARTS: "#d55e00",
        Suit.DIAMONDS: "#0072b2",
        Suit.CLUBS: "#007a5a",
        "face": "#ffffff",
        "edge": "#6b6b6b",
        "back": "#3b3b3b",
        "back_ink": "#a8a8a8",
        "meld": "#000000",
        "selected": "#0072b2",
        "hint": "#d55e00",
        "illegal": "#555555",
    },
}

#: Highlight kinds accepted by ``highlight=``: each has a palette colour and a line style, so
#: kinds differ by more than colour. A hex colour (``"#rrggbb"`` or ``"#rgb"``) is accepted
#: too and drawn as a solid outline.
HIGHLIGHTS: dict[str, str] = {
    "meld": "solid",
    "selected": "solid",
    "hint": "dashed",
    "illegal": "dotted",
}

_DASH = {"solid": None, "dashed": "7 4", "dotted": "2 3"}
_COLOUR_RE = re.compile(r"#[0-9a-fA-F]{3}(?:[0-9a-fA-F]{3})?")

# Suit pips, drawn in a 20 × 20 box.
_PIP_PATHS = {
    Suit.SPADES: ("M10 0.5C10 0.5 0.6 7.2 0.6 12.6C0.6 15.6 2.8 17.3 5.2 17.3C7 17.3 8.4 16.4"
                  " 9.2 15.1L7.8 19.5H12.2L10.8 15.1C11.6 16.4 13 17.3 14.8 17.3C17.2 17.3 19.4"
                  " 15.6 19.4 12.6C19.4 7.2 10 0.5 10 0.5Z"),
    Suit.HEARTS: ("M10 19.2C10 19.2 0.6 12.6 0.6 6.4C0.6 3 2.9 0.8 5.7 0.8C7.8 0.8 9.3 2.1 10 3.9"
                  "C10.7 2.1 12.2 0.8 14.3 0.8C17.1 0.8 19.4 3 19.4 6.4C19.4 12.6 10 19.2 10 19.2Z"),
    Suit.DIAMONDS: "M10 0.3L18 10L10 19.7L2 10Z",
    Suit.CLUBS: ("M10 0.6A4.6 4.6 0 0 0 6.3 8A4.6 4.6 0 1 0 8.9 15.6L7.8 19.5H12.2L11.1 15.6"
                 "A4.6 4.6 0 1 0 13.7 8A4.6 4.6 0 0 0 10 0.6Z"),
}

_FONT = "'DejaVu Sans','Liberation Sans',Arial,Helvetica,sans-serif"


# ---------------------------------------------------------------------------------------
# Small helpers.

def _num(x: float) -> str:
    """A number for an attribute: at most two decimals, no trailing zeros."""
    text = f"{x:.2f}".rstrip("0").rstrip(".")
    return "0" if text in ("-0", "") else text


def _esc(text: str) -> str:
    """Escape text for an element body or a double-quoted attribute."""
    return _xml_escape(str(text), {'"': "&quot;"})


def _palette(name: str) -> dict:
    try:
        return PALETTES[name]
    except (KeyError, TypeError):
        accepted = ", ".join(repr(k) for k in PALETTES)
        raise UnknownPaletteError(
            f"unknown palette {name!r}: use one of {accepted}") from None


def _check_size(size: float) -> float:
    try:
        value = float(size)
    except (TypeError, ValueError):
        value = float("nan")
    if not math.isfinite(value) or value <= 0 or value > 10:
        raise InvalidDrawingError(
            f"card size must be a number greater than 0 and at most 10 (1.0 = 64 × 90 px), "
            f"got {size!r}")
    return value


def _outline(highlight: "str | None", pal: dict) -> "tuple[str, str | None] | None":
    """(colour, dash pattern) for a highlight, or None."""
    if highlight is None or highlight is False:
        return None
    if isinstance(highlight, str):
        if highlight in HIGHLIGHTS:
            return pal[highlight], _DASH[HIGHLIGHTS[highlight]]
        if _COLOUR_RE.fullmatch(highlight):
            return highlight, None
    kinds = ", ".join(repr(k) for k in HIGHLIGHTS)
    raise InvalidDrawingError(
        f"unknown highlight {highlight!r}: use None, one of {kinds}, or a hex colour such as "
        f"'#6a1b9a'")


def suit_colour(suit: "Suit | str", palette: str = "classic") -> str:
    """The ink colour (``"#rrggbb"``) of ``suit`` in ``palette``.

    Raises:
        UnknownPaletteError: for a palette not in :data:`PALETTES`.
        InvalidCardError: for a suit that cannot be read.
    """
    return _palette(palette)[Suit.from_str(suit)]


def _pip(suit: Suit, x: float, y: float, width: float, colour: str, rotate: bool = False) -> str:
    """A suit pip of ``width`` px with its top-left corner at (x, y)."""
    s = width / 20
    if rotate:
        transform = f"translate({_num(x + width)} {_num(y + width)}) rotate(180) scale({_num(s)})"
    else:
        transform = f"translate({_num(x)} {_num(y)}) scale({_num(s)})"
    return f'<path transform="{transform}" fill="{colour}" d="{_PIP_PATHS[suit]}"/>'


def _text(x: float, y: float, body: str, *, size: float, colour: str, weight: str = "bold",
          anchor: str = "middle", extra: str = "") -> str:
    return (f'<text x="{_num(x)}" y="{_num(y)}" font-family="{_FONT}" font-size="{_num(size)}" '
            f'font-weight="{weight}" fill="{colour}" text-anchor="{anchor}"{extra}>'
            f'{_esc(body)}</text>')


# Advance widths (em) of DejaVu Sans Bold, the widest of the fonts asked for, so that text
# measured with them fits in any of the fallbacks.
_EM = {" ": 0.35, "i": 0.35, "l": 0.35, "j": 0.35, "f": 0.44, "t": 0.48, "r": 0.5,
       "I": 0.37, "J": 0.37, "m": 1.05, "w": 0.93, "M": 1.0, "W": 1.1, "+": 0.84,
       "–": 0.5, "—": 1.0, "·": 0.38, ".": 0.38, ",": 0.38, ":": 0.4, "×": 0.84}


def _text_width(text: str, font_size: float) -> float:
    """The width in px of ``text`` in the bold sans-serif font (for layout; a slight
    overestimate)."""
    total = 0.0
    for ch in text:
        if ch in _EM:
            total += _EM[ch]
        elif ch.isdigit():
            total += 0.7
        elif ch.isupper():
            total += 0.8
        else:
            total += 0.7
    return total * font_size


# ---------------------------------------------------------------------------------------
# One card.

def card_svg(card: CardLike, *, size: float = 1.0, palette: str = "classic",
             face_down: bool = False, highlight: "str | None" = None,
             badge: "str | None" = None, dimmed: bool = False,
             note: "str | None" = None) -> str:
    """One card as an SVG string.

    Args:
        card: a :class:`Card` or a card string such as ``"QS"``.
        size: scale factor; 1.0 draws 64 × 90 CSS pixels (the drawing is a vector, so any
            size stays sharp). Must be greater than 0 and at most 10.
        palette: a key of :data:`PALETTES`.
        face_down: draw the back; the label becomes "Face-down card" and nothing in the
            output tells which card it is.
        highlight: None, a kind from :data:`HIGHLIGHTS` (``"meld"``, ``"selected"``,
            ``"hint"``, ``"illegal"``) or a hex colour ``"#rrggbb"``; drawn as a thick
            outline.
        badge: short text drawn in a label across the lower part of the card (e.g.
            ``"Run"``); long text is squeezed to fit. Also appended to the aria-label.
        dimmed: draw the card faded (e.g. not part of any meld, or not playable).
        note: text added to the accessible name and hover title but not drawn, e.g.
            ``"in Pinochle 40"``.

    Returns:
        ``<svg role="img" aria-label="Queen of spades" …>…</svg>``; the same arguments always
        give the same string.

    Raises:
        InvalidCardError: for a card that cannot be read.
        UnknownPaletteError: for a palette not in :data:`PALETTES`.
        InvalidDrawingError: for a bad size or highlight.
    """
    card = parse_cards([card])[0]
    scale = _check_size(size)
    pal = _palette(palette)
    outline = _outline(highlight, pal)
    w, h = CARD_WIDTH, CARD_HEIGHT
    label = "Face-down card" if face_down else card.name
    if badge:
        label = f"{label}, {badge}"
    if outline is not None and highlight in HIGHLIGHTS and not badge and not note:
        label = f"{label} ({highlight})"
    if note:
        label = f"{label}; {note}"
    parts = [
        f'<svg xmlns="http://www.w3.org/2000/svg" role="img" aria-label="{_esc(label)}" '
        f'width="{_num(w * scale)}" height="{_num(h * scale)}" viewBox="0 0 {w} {h}" '
        f'style="display:block;flex:none">',
        f"<title>{_esc(label)}</title>",
    ]
    if dimmed:
        parts.append('<g opacity="0.45">')
    if face_down:
        parts.append(_back(pal))
    else:
        parts.append(_face(card, pal))
    if dimmed:
        parts.append("</g>")
    if outline is not None:
        colour, dash = outline
        dash_attr = f' stroke-dasharray="{dash}"' if dash else ""
        parts.append(
            f'<rect x="1.75" y="1.75" width="{w - 3.5}" height="{h - 3.5}" rx="5" ry="5" '
            f'fill="none" stroke="{_esc(colour)}" stroke-width="3.5"{dash_attr}/>')
    if badge:
        parts.append(_badge(str(badge), pal))
    parts.append("</svg>")
    return "".join(parts)


def _face(card: Card, pal: dict) -> str:
    w, h = CARD_WIDTH, CARD_HEIGHT
    ink = pal[card.suit]
    rank = card.rank.label
    corner_font = 15 if len(rank) == 1 else 13
    corner_extra = "" if len(rank) == 1 else ' letter-spacing="-1"'
    big_font = 30 if len(rank) == 1 else 26
    big_extra = "" if len(rank) == 1 else ' letter-spacing="-2"'
    out = [
        f'<rect x="0.5" y="0.5" width="{w - 1}" height="{h - 1}" rx="6" ry="6" '
        f'fill="{pal["face"]}" stroke="{pal["edge"]}" stroke-width="1"/>',
        # Top-left index: rank over pip.
        _text(10.5, 16, rank, size=corner_font, colour=ink, extra=corner_extra),
        _pip(card.suit, 5, 19, 11, ink),
        # Bottom-right index, upside down as on a real card.
        f'<g transform="rotate(180 {_num(w / 2)} {_num(h / 2)})">',
        _text(10.5, 16, rank, size=corner_font, colour=ink, extra=corner_extra),
        _pip(card.suit, 5, 19, 11, ink),
        "</g>",
        # Centre: large rank and pip, readable at small sizes.
        _text(w / 2, 45, rank, size=big_font, colour=ink, extra=big_extra),
        _pip(card.suit, w / 2 - 11, 50, 22, ink),
    ]
    return "".join(out)


def _back(pal: dict) -> str:
    w, h = CARD_WIDTH, CARD_HEIGHT
    out = [
        f'<rect x="0.5" y="0.5" width="{w - 1}" height="{h - 1}" rx="6" ry="6" '
        f'fill="{pal["face"]}" stroke="{pal["edge"]}" stroke-width="1"/>',
        f'<rect x="5" y="5" width="{w - 10}" height="{h - 10}" rx="3" ry="3" '
        f'fill="{pal["back"]}"/>',
    ]
    # A lattice of small diamonds, computed (no pattern ids).
    for row in range(8):
        for col in range(5):
            cx = 11 + col * 10.5 + (5.25 if row % 2 else 0)
            cy = 11 + row * 9.7
            if cx > w - 9:
                continue
            out.append(f'<path fill="{pal["back_ink"]}" d="M{_num(cx)} {_num(cy - 3.2)}'
                       f'L{_num(cx + 2.6)} {_num(cy)}L{_num(cx)} {_num(cy + 3.2)}'
                       f'L{_num(cx - 2.6)} {_num(cy)}Z"/>')
    return "".join(out)


def _badge(text: str, pal: dict) -> str:
    w = CARD_WIDTH
    font = 9.5
    room = w - 8
    natural = _text_width(text, font)
    squeeze = f' textLength="{_num(room - 4)}" lengthAdjust="spacingAndGlyphs"' if natural > room - 4 else ""
    box_w = min(room, max(natural + 8, 24))
    x = (w - box_w) / 2
    return (f'<rect x="{_num(x)}" y="68" width="{_num(box_w)}" height="14" rx="7" ry="7" '
            f'fill="#ffffff" stroke="#1b1b1b" stroke-width="1.2"/>'
            + _text(w / 2, 78.5, text, size=font, colour="#1b1b1b", extra=squeeze))


# ---------------------------------------------------------------------------------------
# Hands.

def _cards(cards: "str | Iterable[CardLike]") -> list[Card]:
    return parse_cards(cards)


def _check_overlap(overlap: float) -> float:
    try:
        value = float(overlap)
    except (TypeError, ValueError):
        value = float("nan")
    if not math.isfinite(value) or not 0 <= value <= 0.8:
        raise InvalidDrawingError(
            f"overlap must be a fraction of the card width from 0 to 0.8, got {overlap!r}")
    return value


def hand_svg(cards: "str | Iterable[CardLike]", *, size: float = 1.0,
             palette: str = "classic", face_down: bool = False, overlap: float = 0.45,
             label: "str | None" = None) -> str:
    """A row of cards as one SVG image (cards overlapping like a held hand).

    Args:
        cards: the cards in display order (a list of :class:`Card` or a string such as
            ``"AS TS KS"``); duplicates are drawn twice.
        size: scale of each card (1.0 = 64 × 90 px).
        palette: a key of :data:`PALETTES`.
        face_down: draw every card's back; the label then gives only the number of cards.
        overlap: the fraction of each card's width covered by the next card, 0 to 0.8.
        label: the image's accessible name; by default "Hand: A♠, 10♠, …" (or "12 face-down
            cards").

    Returns:
        one ``<svg role="img">`` whose width is that of the fanned row.

    Raises:
        InvalidCardError, UnknownPaletteError, InvalidDrawingError.
    """
    hand = _cards(cards)
    scale = _check_size(size)
    _palette(palette)
    step_frac = 1 - _check_overlap(overlap)
    w, h = CARD_WIDTH, CARD_HEIGHT
    step = w * step_frac
    total_w = w + step * (len(hand) - 1) if hand else w
    if label is None:
        if face_down:
            label = f"{len(hand)} face-down card{'s' if len(hand) != 1 else ''}"
        elif hand:
            label = "Hand: " + ", ".join(str(c) for c in hand)
        else:
            label = "Empty hand"
    parts = [
        f'<svg xmlns="http://www.w3.org/2000/svg" role="img" aria-label="{_esc(label)}" '
        f'width="{_num(total_w * scale)}" height="{_num(h * scale)}" '
        f'viewBox="0 0 {_num(total_w)} {h}" style="display:block">',
        f"<title>{_esc(label)}</title>",
    ]
    for i, card in enumerate(hand):
        inner = card_svg(card, palette=palette, face_down=face_down)
        # Nest the card at its place; its own title stays for hover.
        inner = inner.replace("<svg ", f'<svg x="{_num(i * step)}" y="0" ', 1)
        parts.append(inner)
    parts.append("</svg>")
    return "".join(parts)


def hand_html(cards: "str | Iterable[CardLike]", *, size: float = 1.0,
              palette: str = "classic", face_down: bool = False, overlap: float = 0.0,
              highlights: "Mapping[int, str] | None" = None,
              badges: "Mapping[int, str] | None" = None,
              notes: "Mapping[int, str] | None" = None,
              dimmed: "Iterable[int] | None" = None, gap: float = 4,
              label: "str | None" = None) -> str:
    """A hand as an HTML row of separate card SVGs, some of them highlighted.

    Positions are 0-based indexes into ``cards`` (so the two copies of a card can be told
    apart).

    Args:
        cards: the cards in display order; duplicates are drawn twice.
        size, palette, face_down: as :func:`card_svg`.
        overlap: fraction of each card covered by the next (0 = side by side), 0 to 0.8.
        highlights: ``{position: highlight}`` with a highlight as :func:`card_svg` takes.
        badges: ``{position: text}`` drawn on those cards.
        notes: ``{position: text}`` added to those cards' accessible names and hover titles.
        dimmed: positions to draw faded.
        gap: space between cards in px at ``size=1`` when ``overlap`` is 0.
        label: the row's accessible name (default "Hand of N cards").

    Returns:
        ``<div role="group" …>`` holding one ``<svg role="img">`` per card.

    Raises:
        InvalidCardError, UnknownPaletteError, InvalidDrawingError (also for a position
        outside the hand).
    """
    hand = _cards(cards)
    scale = _check_size(size)
    _palette(palette)
    over = _check_overlap(overlap)
    highlights = dict(highlights or {})
    badges = dict(badges or {})
    notes = dict(notes or {})
    dim = set(dimmed or ())
    for pos in list(highlights) + list(badges) + list(notes) + sorted(dim):
        if not isinstance(pos, int) or not 0 <= pos < len(hand):
            raise InvalidDrawingError(
                f"card position {pos!r} is not in this hand: use 0..{len(hand) - 1}")
    if label is None:
        label = f"Hand of {len(hand)} card{'s' if len(hand) != 1 else ''}"
    margin = -CARD_WIDTH * over * scale if over else gap * scale
    # font-size:0 and the <noscript> text are for pages that strip inline SVG (JupyterLab
    # showing an untrusted notebook's saved outputs): the SVG's own text then vanishes and
    # the cards are listed as text instead. Where SVG is drawn, scripts run and <noscript>
    # stays hidden; the SVG text has its own font-size, so the zero does not reach it.
    parts = [f'<div role="group" aria-label="{_esc(label)}" '
             f'style="display:flex;flex-wrap:nowrap;align-items:flex-start;'
             f'font-size:0;line-height:0">']
    for i, card in enumerate(hand):
        style = "" if i == 0 else f' style="margin-left:{_num(margin)}px"'
        parts.append(f"<div{style}>")
        parts.append(card_svg(card, size=scale, palette=palette, face_down=face_down,
                              highlight=highlights.get(i), badge=badges.get(i),
                              dimmed=i in dim, note=notes.get(i)))
        parts.append("</div>")
    parts.append(f"<noscript>{_fallback_text(hand, face_down)}</noscript></div>")
    return "".join(parts)


def deal_html(rows: "Iterable[tuple[str, str | Iterable[CardLike], str]]", *,
              size: float = 0.8, palette: str = "classic", label: str = "Deal") -> str:
    """Several rows of cards, each after a caption: a deal, seat by seat (what
    :class:`pinochle_teach.Deal` shows in a notebook).

    Args:
        rows: ``(caption, cards, row label)`` per row, e.g. ``("South:", "AS TS", "South:
            Hand of 2 cards: A♠, 10♠")``; the caption is drawn, the row label is the row's
            accessible name (the caption is hidden from assistive technology, the label says
            it).
        size, palette: as :func:`card_svg`.
        label: the whole group's accessible name.

    Returns:
        ``<div role="group">`` holding one :func:`hand_html` row per entry.

    Raises:
        InvalidCardError, UnknownPaletteError, InvalidDrawingError.
    """
    scale = _check_size(size)
    _palette(palette)
    parts = [f'<div role="group" aria-label="{_esc(label)}" '
             f'style="display:flex;flex-direction:column;gap:6px;font-family:{_esc(_FONT)}">']
    for caption, cards, row_label in rows:
        parts.append('<div style="display:flex;align-items:center;gap:8px;overflow-x:auto">'
                     '<span aria-hidden="true" style="flex:none;min-width:4.5em;'
                     f'font-weight:bold;font-size:14px;color:#1b1b1b">{_esc(caption)}</span>')
        parts.append(hand_html(cards, size=scale, palette=palette, label=row_label))
        parts.append("</div>")
    parts.append("</div>")
    return "".join(parts)


def _fallback_text(hand: list[Card], face_down: bool) -> str:
    if face_down:
        text = f"{len(hand)} face-down card{'s' if len(hand) != 1 else ''}"
    else:
        text = " ".join(str(c) for c in hand) or "No cards"
    return f'<span style="font-size:14px;line-height:1.5">{_esc(text)}</span>'


# ---------------------------------------------------------------------------------------
# Meld.

def meld_positions(meld_result) -> list[tuple[int, ...]]:
    """Which positions of ``meld_result.hand`` each meld uses (RULES.md §4).

    Within one meld class a physical card belongs to at most one meld, so the copies are
    handed out in hand order: the first dix takes the first 9 of trump, the second dix the
    second. A double pinochle takes both J♦ and both Q♠.

    Returns:
        one tuple of positions per meld, in the order of ``meld_result.melds``.

    Raises:
        InvalidDrawingError: if a meld names a card the hand does not hold (a result that was
            not made from this hand).
    """
    hand = tuple(meld_result.hand)
    out: list[tuple[int, ...]] = []
    used_by_class: dict[int, set[int]] = {}
    for meld in meld_result.melds:
        used = used_by_class.setdefault(meld.meld_class, set())
        mine: list[int] = []
        for card in meld.cards:
            pos = next((i for i, c in enumerate(hand)
                        if c is card and i not in used and i not in mine), None)
            if pos is None:
                raise InvalidDrawingError(
                    f"meld {meld.label!r} uses {card} but the hand holds no free copy of it")
            mine.append(pos)
        used.update(mine)
        out.append(tuple(sorted(mine)))
    return out


def _and(items: list[str]) -> str:
    """``"A"``, ``"A and B"``, ``"A, B and C"``."""
    return items[0] if len(items) == 1 else ", ".join(items[:-1]) + " and " + items[-1]


def _cards_text(cards: Iterable[Card], pal: dict) -> str:
    return " ".join(
        f'<span style="color:{pal[c.suit]};font-weight:bold;white-space:nowrap">'
        f"{_esc(str(c))}</span>" for c in cards)


def _lanes(spans: list[tuple[int, int, float]]) -> list[int]:
    """Greedy packing of (start px, end px, order) intervals into rows; returns each row."""
    rows_end: list[float] = []
    out = []
    for start, end, _ in spans:
        for r, last in enumerate(rows_end):
            if start >= last + 6:
                rows_end[r] = end
                out.append(r)
                break
        else:
            rows_end.append(end)
            out.append(len(rows_end) - 1)
    return out


def meld_html(meld_result, *, palette: str = "classic", size: float = 1.0,
              table: bool = True, dim_unused: bool = True, layout: str = "stacked",
              class_names: bool = True, caption: "str | None" = None) -> str:
    """A hand with its meld shown: outlined cards, a labelled bracket per meld, a table.

    Each card used in a meld gets a thick outline, and under the row each meld gets a
    bracket with a tick at every card it uses and a badge naming it and its points
    ("Pinochle 40"); a card in several melds has a tick in several brackets. Then (if
    ``table``) a breakdown table (meld, class, points, cards) and the total. Text says
    everything the colours say.

    Args:
        meld_result: a :class:`~pinochle_teach.meld.MeldResult` (from ``best_meld``); the
            cards are drawn in the order of ``meld_result.hand``.
        palette: a key of :data:`PALETTES`.
        size: card scale (1.0 = 64 × 90 px).
        table: include the breakdown table and total.
        dim_unused: fade the cards that are in no meld.
        layout: ``"stacked"`` (the table under the hand) or ``"side"`` (the table, in a
            box of fixed width, beside the hand when there is room, else under it).
        class_names: write each meld's class as "1: runs, marriages and dix"; if False, just
            the number (for pages that explain the classes once).
        caption: the table's caption; None gives "Meld with hearts as trump", "" none.

    Returns:
        an HTML fragment (a ``<div>``), deterministic.

    Raises:
        UnknownPaletteError, InvalidDrawingError.
    """
    from .meld import MELD_CLASS_NAMES

    if layout not in ("stacked", "side"):
        raise InvalidDrawingError(f"unknown layout {layout!r}: use 'stacked' or 'side'")
    pal = _palette(palette)
    scale = _check_size(size)
    hand = list(meld_result.hand)
    melds = list(meld_result.melds)
    positions = meld_positions(meld_result)
    in_meld = sorted({p for ps in positions for p in ps})
    count = {p: sum(p in ps for ps in positions) for p in in_meld}
    trump = meld_result.trump

    gap = 4
    col = CARD_WIDTH + gap
    highlights = {p: "meld" for p in in_meld}
    dimmed = [i for i in range(len(hand)) if i not in count] if dim_unused and melds else []
    label = (f"Hand with {trump.plural} as trump: {len(hand)} cards, "
             f"{len(in_meld)} of them in meld")
    notes = {p: "in " + _and([melds[k].label for k, ps in enumerate(positions) if p in ps])
             for p in in_meld}
    row = hand_html(hand, size=scale, palette=palette, highlights=highlights,
                    dimmed=dimmed, gap=gap, label=label, notes=notes)

    # Brackets: one per meld, each with its badge centred under it, packed into rows so
    # that neither brackets nor badges overlap.
    # Badge text stays at least 11 px on screen however small the cards are drawn.
    grow = max(1.0, 1 / scale)
    font = 11 * grow
    base_w = max(len(hand) * col - gap, CARD_WIDTH)
    geometry = []  # (tick xs, badge x, badge width)
    for k, ps in enumerate(positions):
        xs = [p * col + CARD_WIDTH / 2 for p in ps]
        text_w = _text_width(melds[k].label, font) + 12 * grow
        mid = (xs[0] + xs[-1]) / 2
        bx = max(0.0, min(mid - text_w / 2, base_w - text_w))
        geometry.append((xs, bx, text_w))
    spans = [(min(xs[0] - 6, bx), max(xs[-1] + 6, bx + tw), k)
             for k, (xs, bx, tw) in enumerate(geometry)]
    order = sorted(range(len(melds)), key=lambda k: (spans[k][0], spans[k][1], k))
    lane_of_sorted = _lanes([spans[k] for k in order])
    lane = {k: lane_of_sorted[i] for i, k in enumerate(order)}
    n_lanes = max(lane.values()) + 1 if lane else 0
    lane_h = 13 + 17 * grow
    total_w = max([base_w] + [end for _, end, _ in spans])
    svg = []
    if melds:
        height = round(n_lanes * lane_h + 2, 2)
        svg.append(
            f'<svg xmlns="http://www.w3.org/2000/svg" aria-hidden="true" '
            f'width="{_num(total_w * scale)}" height="{_num(height * scale)}" '
            f'viewBox="0 0 {_num(total_w)} {_num(height)}" style="display:block">')
        ink = pal["meld"]
        for k, (xs, bx, text_w) in enumerate(geometry):
            y = lane[k] * lane_h + 5
            x0, x1 = xs[0], xs[-1]
            svg.append(f'<g stroke="{ink}" stroke-width="2" fill="none">')
            if x1 > x0:
                svg.append(f'<path d="M{_num(x0)} {_num(y)}H{_num(x1)}"/>')
            for x in xs:
                svg.append(f'<path d="M{_num(x)} {_num(y - 5)}V{_num(y)}"/>')
            svg.append("</g>")
            for x in xs:
                svg.append(f'<circle cx="{_num(x)}" cy="{_num(y)}" r="2.6" fill="{ink}"/>')
            svg.append(
                f'<rect x="{_num(bx)}" y="{_num(y + 4)}" width="{_num(text_w)}" '
                f'height="{_num(17 * grow)}" rx="{_num(8.5 * grow)}" ry="{_num(8.5 * grow)}" '
                f'fill="#ffffff" stroke="{ink}" stroke-width="1.5"/>')
            svg.append(_text(bx + text_w / 2, y + 4 + 12.5 * grow, melds[k].label, size=font,
                             colour="#1b1b1b"))
        svg.append("</svg>")

    flow = "display:flex;flex-wrap:wrap;gap:4px 24px;align-items:flex-start;" \
        if layout == "side" else ""
    parts = [f'<div class="pinochle-meld" style="{flow}font-family:{_esc(_FONT)};'
             'color:#1b1b1b;line-height:1.35">',
             '<div style="overflow-x:auto;max-width:100%;padding-bottom:2px">',
             '<div style="display:inline-block;font-size:0;line-height:0">', row,
             "".join(svg), "</div></div>"]
    if table:
        box = ' style="width:340px;flex:none"' if layout == "side" else ""
        parts.append(f"<div{box}>")
        parts.append(_meld_table(meld_result, pal, MELD_CLASS_NAMES, class_names,
                                 caption))
        parts.append("</div>")
    parts.append("</div>")
    return "".join(parts)


def _meld_table(meld_result, pal: dict, class_names: dict, long_names: bool,
                caption: "str | None") -> str:
    trump = meld_result.trump
    if not meld_result.melds:
        return (f'<p style="margin:6px 0"><b>No meld</b> with {_esc(trump.plural)} as trump: '
                f"0 points.</p>")
    if caption is None:
        caption = f"Meld with {trump.plural} as trump"

    def klass(k: int) -> str:
        return f"{k}: {_esc(class_names[k])}" if long_names else str(k)

    cell = "padding:2px 10px 2px 0;text-align:left;vertical-align:top"
    num = "padding:2px 10px 2px 0;text-align:right;vertical-align:top"
    rows = [
        '<table style="border-collapse:collapse;margin:6px 0;font-size:13px">',
        (f'<caption style="text-align:left;font-weight:bold;padding-bottom:2px">'
         f"{_esc(caption)}</caption>" if caption else ""),
        f'<thead><tr style="border-bottom:1px solid #999"><th style="{cell}">Meld</th>'
        f'<th style="{cell}">Class</th><th style="{num}">Points</th>'
        f'<th style="{cell}">Cards</th></tr></thead><tbody>',
    ]
    for m in meld_result.melds:
        rows.append(
            f'<tr><td style="{cell}">{_esc(m.name)}</td>'
            f'<td style="{cell}">{klass(m.meld_class)}</td>'
            f'<td style="{num}">{m.points}</td>'
            f'<td style="{cell}">{_cards_text(m.cards, pal)}</td></tr>')
    rows.append(
        f'</tbody><tfoot><tr style="border-top:1px solid #999">'
        f'<th style="{cell}" colspan="2">Total</th>'
        f'<th style="{num}">{meld_result.total}</th><td></td></tr></tfoot></table>')
    return "".join(rows)
