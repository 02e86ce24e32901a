"""Pictures of cards, hands and deals, and the palettes (see :mod:`pinochle_teach.svg`)."""

from __future__ import annotations

import math
import re
from collections.abc import Iterable, Mapping
from functools import lru_cache
from xml.etree.ElementTree import Element

from ..cards import Card, CardLike, Suit, cards_in_words, parse_cards
from ..errors import PinochleError
from ..i18n import N_, NP_, get_language, gettext, ntr, pgettext, tr
from ..numbers import counted
from .tree import FONT, SVG_NS, el, frozen, markup, num, text, text_width

__all__ = ["CARD_WIDTH", "CARD_HEIGHT", "PALETTES", "HIGHLIGHTS", "UnknownPaletteError",
           "InvalidDrawingError", "check_palette", "palette_description", "check_size", "suit_colour", "contrast",
           "muted_ink", "MUTED_CONTRAST", "card_svg",
           "card_tree", "hand_svg", "hand_html", "hand_row", "deal_html"]

#: Card size in CSS pixels at ``size=1.0``.
CARD_WIDTH = 64
CARD_HEIGHT = 90


class UnknownPaletteError(PinochleError):
    """A palette name that is not a key of :data:`PALETTES`."""


class InvalidDrawingError(PinochleError):
    """A drawing option that cannot be used: a bad size, overlap, highlight or position."""


#: Colour sets. Each maps the suits to their ink colour, plus the colours of the card face,
#: edge, back and the highlight kinds (see :data:`HIGHLIGHTS`).
PALETTES: dict[str, dict] = {
    "classic": {
        "description": N_("two colours: spades and clubs black, hearts and diamonds red"),
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
        "description": N_("four colours: spades black, hearts red, diamonds blue, clubs green"),
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
        "description": N_("Okabe-Ito colours, safe for colour-blind readers: spades black, "
                           "hearts dark vermilion, diamonds blue, clubs bluish green"),
        Suit.SPADES: "#000000",
        # Okabe-Ito vermilion #d55e00 darkened (same hue) to 5.0:1 on the white face: the
        # original is 3.87:1, too faint for the 13-15 px corner indices.
        Suit.HEARTS: "#b85000",
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
#: The highlight kinds as an accessible name says them ("Queen of spades (meld)"),
#: translated where drawn.
_HIGHLIGHT_WORDS = (NP_("card highlight", "meld"), NP_("card highlight", "selected"),
                    NP_("card highlight", "hint"), NP_("card highlight", "illegal"))

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


def check_palette(name: str) -> str:
    """Return ``name`` if it is a palette of :data:`PALETTES` (``"classic"``,
    ``"four-colour"``, ``"colour-blind"``).

    Raises:
        UnknownPaletteError: for anything else, naming the palettes.
    """
    try:
        PALETTES[name]
    except (KeyError, TypeError):
        accepted = ", ".join(repr(k) for k in PALETTES)
        raise UnknownPaletteError(
            f"unknown palette {name!r}: use one of {accepted}") from None
    return name


def palette_description(name: str) -> str:
    """The palette's description (its ``"description"``) in the language spoken now.

    Raises:
        UnknownPaletteError: for a palette not in :data:`PALETTES`.
    """
    return gettext(PALETTES[check_palette(name)]["description"])


def check_size(size: float) -> float:
    """Return the card scale ``size`` as a float if it can be drawn: a number greater than 0
    and at most 10 (1.0 draws a card 64 × 90 CSS pixels).

    Raises:
        InvalidDrawingError: for anything else (0, a negative number, NaN, text…).
    """
    try:
        value = float(size)
    except (TypeError, ValueError):
        value = float("nan")
    if not math.isfinite(value) or value <= 0 or value > 10:
        raise InvalidDrawingError(
            f"card size must be a number greater than 0 and at most 10 (1.0 = 64 × 90 px), "
            f"got {size!r}")
    return value


def _colours(palette: str) -> dict:
    return PALETTES[check_palette(palette)]


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
    return _colours(palette)[Suit.from_str(suit)]


#: The least contrast (WCAG 2.1) a muted card's inks keep on its face: that of normal text.
MUTED_CONTRAST = 4.5


def _luminance(colour: str) -> float:
    """WCAG 2.1 relative luminance of ``"#rrggbb"`` (0 black .. 1 white)."""
    def channel(c: float) -> float:
        return c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4
    r, g, b = (int(colour[i:i + 2], 16) / 255 for i in (1, 3, 5))
    return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b)


def contrast(a: str, b: str) -> float:
    """The WCAG 2.1 contrast ratio (1 to 21) of two ``"#rrggbb"`` colours."""
    la, lb = sorted((_luminance(a), _luminance(b)), reverse=True)
    return (la + 0.05) / (lb + 0.05)


@lru_cache(maxsize=64)
def muted_ink(palette: str, suit: Suit) -> str:
    """The ink of ``suit`` on a muted card (see :func:`card_svg`'s ``muted``): the suit's
    colour blended towards the face, by the largest step of 5 % that keeps
    :data:`MUTED_CONTRAST` (4.5:1) on the face; the colour itself if it has no more.

    Raises:
        UnknownPaletteError: for a palette not in :data:`PALETTES`.
    """
    pal = _colours(palette)
    ink, face = pal[suit], pal["face"]
    best = ink
    for step in range(1, 20):
        keep = 1 - step / 20
        mixed = "#" + "".join(
            f"{round(int(ink[i:i + 2], 16) * keep + int(face[i:i + 2], 16) * (1 - keep)):02x}"
            for i in (1, 3, 5))
        if contrast(mixed, face) < MUTED_CONTRAST:
            break
        best = mixed
    return best


def _pip(parent: Element, suit: Suit, x: float, y: float, width: float, colour: str) -> None:
    """A suit pip of ``width`` px with its top-left corner at (x, y)."""
    transform = f"translate({num(x)} {num(y)}) scale({num(width / 20)})"
    el("path", {"transform": transform, "fill": colour, "d": _PIP_PATHS[suit]}, parent=parent)


# ---------------------------------------------------------------------------------------
# One card.

def card_svg(card: CardLike, *, size: float = 1.0, palette: str = "classic",
             face_down: bool = False, highlight: "str | None" = None,
             badge: "str | None" = None, dimmed: bool = False,
             note: "str | None" = None, muted: bool = False) -> str:
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
        dimmed: draw the card faded (opacity 0.45), for a card that cannot be chosen now
            (not playable): its inks fall below text contrast, so never for content.
        note: text added to the accessible name and hover title but not drawn, e.g.
            ``"in Pinochle 40"``.
        muted: draw the card in lighter inks (:func:`muted_ink`, still 4.5:1 on the white
            face) with a dashed edge: a card that is content but not the point, e.g. a card
            in no meld.

    Returns:
        ``<svg role="img" aria-label="Queen of spades" …>…</svg>``; the same arguments always
        give the same string. The drawn rank and badge texts are ``aria-hidden``: the
        label names the card.

    Raises:
        InvalidCardError: for a card that cannot be read.
        UnknownPaletteError: for a palette not in :data:`PALETTES`.
        InvalidDrawingError: for a bad size or highlight.
    """
    return markup(card_tree(card, size=size, palette=palette, face_down=face_down,
                            highlight=highlight, badge=badge, dimmed=dimmed, note=note,
                            muted=muted))


def card_tree(card: CardLike, *, size: float = 1.0, palette: str = "classic",
              face_down: bool = False, highlight: "str | None" = None,
              badge: "str | None" = None, dimmed: bool = False, note: "str | None" = None,
              at: "tuple[float, float] | None" = None, muted: bool = False) -> Element:
    """The tree of :func:`card_svg` (same arguments); ``at`` = (x, y) places the card
    inside another SVG. Trees are kept in a cache and shared: read them, never change them.

    Raises:
        as :func:`card_svg`.
    """
    card = parse_cards([card])[0]
    scale = check_size(size)
    _outline(highlight, _colours(palette))  # refuse a bad highlight before the cache
    return _card_tree(card, scale, palette, bool(face_down), highlight or None,
                      str(badge) if badge else None, bool(dimmed),
                      str(note) if note else None,
                      None if at is None else (float(at[0]), float(at[1])), bool(muted),
                      get_language())


@lru_cache(maxsize=4096)
def _card_tree(card: Card, scale: float, palette: str, face_down: bool,
               highlight: "str | None", badge: "str | None", dimmed: bool,
               note: "str | None", at: "tuple[float, float] | None",
               muted: bool = False, lang: str = "en") -> Element:
    # ``lang`` (the language spoken now) is part of the cache's key only: the card's
    # accessible name (card.name) is in that language, so a tree drawn in Polish is never
    # handed to an English page.
    pal = PALETTES[palette]
    outline = _outline(highlight, pal)
    w, h = CARD_WIDTH, CARD_HEIGHT
    label = tr("Face-down card") if face_down else card.name
    if badge:
        label = tr("{card}, {badge}", card=label, badge=badge)
    if outline is not None and highlight in HIGHLIGHTS and not badge and not note:
        label = tr("{card} ({highlight})", card=label,
                   highlight=pgettext("card highlight", highlight))
    if note:
        label = tr("{card}; {note}", card=label, note=note)
    place = {"x": num(at[0]), "y": num(at[1])} if at is not None else {}
    root = el("svg", {**place, "xmlns": SVG_NS, "role": "img", "aria-label": label,
                      "width": num(w * scale), "height": num(h * scale),
                      "viewBox": f"0 0 {w} {h}", "style": "display:block;flex:none"})
    el("title", body=label, parent=root)
    body = el("g", {"opacity": "0.45"}, parent=root) if dimmed else root
    if face_down:
        _back(body, pal)
    else:
        _face(body, card, pal, muted_ink(palette, card.suit) if muted else None)
    if outline is not None:
        colour, dash = outline
        el("rect", {"x": "1.75", "y": "1.75", "width": w - 3.5, "height": h - 3.5, "rx": 5,
                    "ry": 5, "fill": "none", "stroke": colour, "stroke-width": "3.5",
                    **({"stroke-dasharray": dash} if dash else {})}, parent=root)
    if badge:
        _badge(root, badge)
    return frozen(root)


def _edge(parent: Element, pal: dict, dashed: bool = False) -> None:
    w, h = CARD_WIDTH, CARD_HEIGHT
    el("rect", {"x": "0.5", "y": "0.5", "width": w - 1, "height": h - 1, "rx": 6, "ry": 6,
                "fill": pal["face"], "stroke": pal["edge"], "stroke-width": 1,
                **({"stroke-dasharray": "4 3"} if dashed else {})}, parent=parent)


# The drawn texts repeat what the card's label says: hidden from assistive technology.
_HIDDEN = {"aria-hidden": "true"}


def _face(parent: Element, card: Card, pal: dict, muted: "str | None" = None) -> None:
    """The face of ``card``; ``muted``: the ink of a muted card (and a dashed edge)."""
    w, h = CARD_WIDTH, CARD_HEIGHT
    ink = muted or pal[card.suit]
    rank = card.rank.label
    one = len(rank) == 1
    corner = {"size": 15 if one else 13,
              "extra": _HIDDEN if one else {"letter-spacing": "-1", **_HIDDEN}}
    _edge(parent, pal, dashed=muted is not None)
    # Top-left index (rank over pip), then the bottom-right one, upside down as on a card.
    text(parent, 10.5, 16, rank, colour=ink, **corner)
    _pip(parent, card.suit, 5, 19, 11, ink)
    turned = el("g", {"transform": f"rotate(180 {num(w / 2)} {num(h / 2)})"}, parent=parent)
    text(turned, 10.5, 16, rank, colour=ink, **corner)
    _pip(turned, card.suit, 5, 19, 11, ink)
    # Centre: large rank and pip, readable at small sizes.
    text(parent, w / 2, 45, rank, size=30 if one else 26, colour=ink,
         extra=_HIDDEN if one else {"letter-spacing": "-2", **_HIDDEN})
    _pip(parent, card.suit, w / 2 - 11, 50, 22, ink)


def _back(parent: Element, pal: dict) -> None:
    w, h = CARD_WIDTH, CARD_HEIGHT
    _edge(parent, pal)
    el("rect", {"x": 5, "y": 5, "width": w - 10, "height": h - 10, "rx": 3, "ry": 3,
                "fill": pal["back"]}, parent=parent)
    # A lattice of small diamonds, computed (no pattern ids).
    for row in range(8):
        for col in range(5):
            cx = 11 + col * 10.5 + (5.25 if row % 2 else 0)
            cy = 11 + row * 9.7
            if cx > w - 9:
                continue
            el("path", {"fill": pal["back_ink"],
                        "d": f"M{num(cx)} {num(cy - 3.2)}L{num(cx + 2.6)} {num(cy)}"
                             f"L{num(cx)} {num(cy + 3.2)}L{num(cx - 2.6)} {num(cy)}Z"},
               parent=parent)


def _badge(parent: Element, label: str) -> None:
    w = CARD_WIDTH
    font = 9.5
    room = w - 8
    natural = text_width(label, font)
    squeeze = ({"textLength": num(room - 4), "lengthAdjust": "spacingAndGlyphs"}
               if natural > room - 4 else None)
    box_w = min(room, max(natural + 8, 24))
    el("rect", {"x": num((w - box_w) / 2), "y": 68, "width": num(box_w), "height": 14,
                "rx": 7, "ry": 7, "fill": "#ffffff", "stroke": "#1b1b1b",
                "stroke-width": "1.2"}, parent=parent)
    text(parent, w / 2, 78.5, label, size=font, colour="#1b1b1b",
         extra={**(squeeze or {}), **_HIDDEN})


# ---------------------------------------------------------------------------------------
# Hands.

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
        cards: the cards in display order (a list of :class:`Card`, a
            :class:`~pinochle_teach.Hand` or a string such as ``"AS TS KS"``); duplicates
            are drawn twice.
        size: scale of each card (1.0 = 64 × 90 px).
        palette: a key of :data:`PALETTES`.
        face_down: draw every card's back; the label then gives only the number of cards.
        overlap: the fraction of each card's width covered by the next card, 0 to 0.8.
        label: the image's accessible name; by default "Hand: ace of spades, ten of
            spades, …" (or "12 face-down cards").

    Returns:
        one ``<svg role="img">`` whose width is that of the fanned row.

    Raises:
        InvalidCardError, UnknownPaletteError, InvalidDrawingError.
    """
    hand = parse_cards(cards)
    scale = check_size(size)
    check_palette(palette)
    step = CARD_WIDTH * (1 - _check_overlap(overlap))
    total_w = CARD_WIDTH + step * (len(hand) - 1) if hand else CARD_WIDTH
    if label is None:
        if face_down:
            label = counted(len(hand), "face-down card")
        elif hand:
            label = tr("Hand: {cards}", cards=cards_in_words(hand))
        else:
            label = tr("Empty hand")
    root = el("svg", {"xmlns": SVG_NS, "role": "img", "aria-label": label,
                      "width": num(total_w * scale), "height": num(CARD_HEIGHT * scale),
                      "viewBox": f"0 0 {num(total_w)} {CARD_HEIGHT}",
                      "style": "display:block"})
    el("title", body=label, parent=root)
    for i, card in enumerate(hand):
        # Each card nested at its place; its own title stays for hover.
        root.append(card_tree(card, palette=palette, face_down=face_down, at=(i * step, 0)))
    return markup(root)


def hand_html(cards: "str | Iterable[CardLike]", *, size: float = 1.0,
              palette: str = "classic", face_down: bool = False, overlap: float = 0.0,
              highlights: "Mapping[int, str] | None" = None,
              badges: "Mapping[int, str] | None" = None,
              notes: "Mapping[int, str] | None" = None,
              dimmed: "Iterable[int] | None" = None, gap: float = 4,
              label: "str | None" = None, muted: "Iterable[int] | None" = None) -> str:
    """A hand as an HTML row of separate card SVGs, some of them highlighted. The row wraps
    onto further lines where it is narrower than the hand (a phone), fanned or not.

    Positions are 0-based indexes into ``cards`` (so the two copies of a card can be told
    apart).

    Args:
        cards: the cards in display order; duplicates are drawn twice.
        size, palette, face_down: as :func:`card_svg`.
        overlap: fraction of each card covered by the next (0 = side by side), 0 to 0.8.
        highlights: ``{position: highlight}`` with a highlight as :func:`card_svg` takes.
        badges: ``{position: text}`` drawn on those cards.
        notes: ``{position: text}`` added to those cards' accessible names and hover titles.
        dimmed: positions to draw faded (cards that cannot be chosen now).
        muted: positions to draw muted (content that is not the point, e.g. in no meld;
            see :func:`card_svg`).
        gap: space between cards in px at ``size=1`` when ``overlap`` is 0.
        label: the row's accessible name (default "Hand of N cards").

    Returns:
        ``<div role="group" …>`` holding one ``<svg role="img">`` per card.

    Raises:
        InvalidCardError, UnknownPaletteError, InvalidDrawingError (also for a position
            outside the hand).
    """
    return markup(hand_row(cards, size=size, palette=palette, face_down=face_down,
                           overlap=overlap, highlights=highlights, badges=badges,
                           notes=notes, dimmed=dimmed, gap=gap, label=label, muted=muted))


def hand_row(cards, *, size=1.0, palette="classic", face_down=False, overlap=0.0,
             highlights=None, badges=None, notes=None, dimmed=None, gap=4,
             label=None, muted=None) -> Element:
    """The tree of :func:`hand_html` (same arguments); its cards are shared with
    :func:`card_tree`'s cache, so read it, never change it."""
    hand = parse_cards(cards)
    scale = check_size(size)
    check_palette(palette)
    over = _check_overlap(overlap)
    highlights = dict(highlights or {})
    badges = dict(badges or {})
    notes = dict(notes or {})
    dim = set(dimmed or ())
    mute = set(muted or ())
    for pos in list(highlights) + list(badges) + list(notes) + sorted(dim) + sorted(mute):
        if not isinstance(pos, int) or not 0 <= pos < len(hand):
            raise InvalidDrawingError(
                f"card position {pos!r} is not in this hand: use 0..{len(hand) - 1}")
    if label is None:
        label = ntr("Hand of {n} card", "Hand of {n} cards", len(hand))
    margin = -CARD_WIDTH * over * scale if over else gap * scale
    # font-size:0 and the <noscript> text are for pages that strip inline SVG (JupyterLab
    # showing an untrusted notebook's saved outputs): the SVG's own text then vanishes and
    # the cards are listed as text instead. Where SVG is drawn, scripts run and <noscript>
    # stays hidden; the SVG text has its own font-size, so the zero does not reach it.
    # The row wraps onto the next line when it is narrower than the hand (a phone). Cards
    # side by side are spaced by the flex gap; a fan's overlap is a negative right margin
    # on every card but the last, so that each wrapped line starts with a whole card.
    row = el("div", {"role": "group", "aria-label": label,
                     "style": "display:flex;flex-wrap:wrap;align-items:flex-start;"
                              f"gap:{num(6 * scale)}px {0 if over else num(margin)}px;"
                              "font-size:0;line-height:0"})
    for i, card in enumerate(hand):
        box = el("div", {"style": f"margin-right:{num(margin)}px"}
                 if over and i < len(hand) - 1 else None, parent=row)
        box.append(card_tree(card, size=scale, palette=palette, face_down=face_down,
                             highlight=highlights.get(i), badge=badges.get(i),
                             dimmed=i in dim, note=notes.get(i), muted=i in mute))
    if face_down:
        listed = counted(len(hand), "face-down card")
    else:
        listed = " ".join(str(c) for c in hand) or tr("No cards")
    el("span", {"style": "font-size:14px;line-height:1.5"}, listed,
       el("noscript", parent=row))
    return row


def deal_html(rows: "Iterable[tuple[str, str | Iterable[CardLike], str]]", *,
              size: float = 0.8, palette: str = "classic", label: "str | None" = None) -> str:
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
    scale = check_size(size)
    check_palette(palette)
    if label is None:
        label = tr("Deal")
    root = el("div", {"role": "group", "aria-label": label,
                      "style": "display:flex;flex-direction:column;gap:6px;"
                               f"font-family:{FONT}"})
    for caption, cards, row_label in rows:
        line = el("div", {"style": "display:flex;align-items:center;gap:8px;overflow-x:auto"},
                  parent=root)
        el("span", {"aria-hidden": "true", "style": "flex:none;min-width:4.5em;"
                    "font-weight:bold;font-size:14px"}, caption, line)
        line.append(hand_row(cards, size=scale, palette=palette, label=row_label))
    return markup(root)
