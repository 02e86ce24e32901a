"""Deterministic SVG and HTML for cards, hands, deals and meld (engine layer: standard
library only).

Cards are drawn in code: a rounded rectangle, the rank and a suit pip in two corners, and a
large rank and pip in the middle. Suit pips are drawn as paths, not font glyphs, so they look
the same in every browser and never turn into emoji. Every card is an
``<svg role="img" aria-label="Queen of spades">`` with a ``<title>``; a face-down card is
labelled "Face-down card" and shows nothing of its identity.

Every drawing is built as an :mod:`xml.etree.ElementTree` tree and written out by
:func:`markup`: the kit is in :mod:`pinochle_teach.svg.tree`, cards, hands, deals and the
palettes in :mod:`pinochle_teach.svg.cards`, the meld picture in
:mod:`pinochle_teach.svg.meld`; everything public is importable from here. Widgets validate
a palette or a size with :func:`check_palette` and :func:`check_size`. The output uses no ids and no randomness: the same call always returns the
same string, so notebook outputs can be compared by nbval and many cards can sit on one page.

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

from .cards import (CARD_HEIGHT, CARD_WIDTH, HIGHLIGHTS, MUTED_CONTRAST, PALETTES,
                    InvalidDrawingError, UnknownPaletteError, card_svg, card_tree,
                    check_palette, check_size, contrast, deal_html, hand_html, hand_row,
                    hand_svg, muted_ink, palette_description, suit_colour)
from .meld import meld_html, meld_positions
from .tree import el, markup

__all__ = [
    "PALETTES",
    "HIGHLIGHTS",
    "CARD_WIDTH",
    "CARD_HEIGHT",
    "UnknownPaletteError",
    "InvalidDrawingError",
    "check_palette",
    "palette_description",
    "check_size",
    "card_svg",
    "hand_svg",
    "hand_html",
    "deal_html",
    "meld_html",
    "meld_positions",
    "suit_colour",
    "contrast",
    "muted_ink",
    "MUTED_CONTRAST",
    "card_tree",
    "hand_row",
    "el",
    "markup",
]
