"""The picture of a hand's meld: outlined cards, brackets, badges and a breakdown table
(see :mod:`pinochle_teach.svg`; rules page §4)."""

from __future__ import annotations

from xml.etree.ElementTree import Element

from ..cards import cards_in_words
from ..i18n import and_list, ntr, tr
from ..vocabulary import suit_word
from .cards import (CARD_WIDTH, PALETTES, InvalidDrawingError, card_tree, check_palette,
                    check_size)
from .tree import FONT, SVG_NS, el, markup, num, text, text_width

__all__ = ["meld_html", "meld_positions"]


def meld_positions(meld_result) -> list[tuple[int, ...]]:
    """Which positions of ``meld_result.hand`` each meld uses (rules page §4).

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


# Text for screen readers only: out of sight, still in the accessibility tree.
_WORDS_ONLY = ("position:absolute;width:1px;height:1px;margin:-1px;padding:0;border:0;"
               "overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap")


def meld_html(meld_result, *, palette: str = "classic", size: float = 1.0,
              table: bool = True, dim_unused: bool = True, layout: str = "stacked",
              class_names: bool = True, caption: "str | None" = None) -> str:
    """A hand with its meld shown: outlined cards, a labelled bracket per meld, a table.

    Each card used in a meld gets a thick outline, and under the row each meld gets a
    bracket with a tick at every card it uses and a badge naming it and its points
    ("Pinochle 40"); a card in several melds has a tick in several brackets. The cards are
    drawn in groups that wrap on a narrow screen, each with its own brackets (see
    :func:`_groups`): a meld whose cards lie in several groups has a bracket in each, the
    first badge naming it with its points, the others "… Pinochle". Then (if
    ``table``) a breakdown table (meld, class, points, cards) and the total. Text says
    everything the colours say. The text takes the page's own colour (so it reads in a light
    or a dark theme); card names in the table are inked on the card face colour.

    Args:
        meld_result: a :class:`~pinochle_teach.meld.MeldResult` (from ``best_meld``); the
            cards are drawn in the order of ``meld_result.hand``.
        palette: a key of :data:`PALETTES`.
        size: card scale (1.0 = 64 × 90 px).
        table: include the breakdown table and total.
        dim_unused: mute the cards that are in no meld (lighter inks that keep 4.5:1 on
            the face, and a dashed edge; see :func:`~.cards.card_svg`).
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
    from ..meld import MELD_CLASS_NAMES

    if layout not in ("stacked", "side"):
        raise InvalidDrawingError(f"unknown layout {layout!r}: use 'stacked' or 'side'")
    pal = PALETTES[check_palette(palette)]
    scale = check_size(size)
    hand = list(meld_result.hand)
    melds = list(meld_result.melds)
    positions = meld_positions(meld_result)
    in_meld = sorted({p for ps in positions for p in ps})
    trump = meld_result.trump

    gap = 4
    notes = {p: tr("in {melds}", melds=and_list([melds[k].label
                                                 for k, ps in enumerate(positions) if p in ps]))
             for p in in_meld}
    # Cards in no meld are muted, not faded: they are content, so their inks keep 4.5:1.
    muted = set(i for i in range(len(hand)) if i not in notes) if dim_unused and melds else set()
    flow = "display:flex;flex-wrap:wrap;gap:4px 24px;align-items:flex-start;" \
        if layout == "side" else ""
    root = el("div", {"class": "pinochle-meld",
                      "style": f"{flow}font-family:{FONT};line-height:1.35"})
    # The hand is drawn in groups that wrap onto the next line on a narrow screen (a phone):
    # each group is a row of cards with its own brackets under it (see _groups). font-size:0
    # and the <noscript> list are for pages that strip inline SVG (as in hand_row).
    pictures = el("div", {"role": "group", "aria-label": ntr(
        "Hand with {trump} as trump: {n} card, {in_meld} of them in meld",
        "Hand with {trump} as trump: {n} cards, {in_meld} of them in meld", len(hand),
        trump=suit_word(trump), in_meld=len(in_meld)),
        "style": f"display:flex;flex-wrap:wrap;align-items:flex-start;"
                 f"gap:{num(6 * scale)}px {num(3 * gap * scale)}px;"
                 f"max-width:100%;font-size:0;line-height:0"}, parent=root)
    # A bracket per meld that holds cards (a round-house bonus holds none of its own: it
    # is listed in the table only).
    drawn = [k for k, ps in enumerate(positions) if ps]
    started: set[int] = set()
    for group in _groups(hand, [positions[k] for k in drawn], scale, gap):
        box = el("div", {"style": "flex:none"}, parent=pictures)
        row = el("div", {"style": "display:flex;flex-wrap:nowrap;align-items:flex-start"},
                 parent=box)
        for j, i in enumerate(group):
            cell = el("div", {"style": f"margin-left:{num(gap * scale)}px"} if j else None,
                      parent=row)
            cell.append(card_tree(hand[i], size=scale, palette=palette,
                                  highlight="meld" if i in notes else None,
                                  muted=i in muted, note=notes.get(i)))
        labels, local = [], []
        for k in drawn:
            mine = tuple(p - group[0] for p in positions[k] if p in group)
            if not mine:
                continue
            # A meld across groups (a pinochle, an around) has a bracket in each group: the
            # first names it with its points, the others say it goes on.
            labels.append(melds[k].label if k not in started else f"\u2026 {melds[k].name}")
            started.add(k)
            local.append(mine)
        if labels:
            box.append(_brackets(labels, local, len(group), gap, scale, pal["meld"]))
    el("span", {"style": "font-size:14px;line-height:1.5"},
       " ".join(str(c) for c in hand) or tr("No cards"), el("noscript", parent=pictures))
    if table:
        box = el("div", {"style": "width:340px;flex:none"} if layout == "side" else None,
                 parent=root)
        box.append(_meld_table(meld_result, pal, MELD_CLASS_NAMES, class_names, caption))
    return markup(root)


#: The narrowest column a hand is drawn for, in CSS px: a phone's 390 px window less the
#: page's margins. No group of cards (see :func:`_groups`) is wider than this.
NARROW_PX = 340


def _groups(hand: list, positions: list[tuple[int, ...]], scale: float,
            gap: float) -> list[list[int]]:
    """Split the positions of ``hand`` into groups drawn side by side that wrap on a narrow
    screen: a new group starts at each change of suit, and within a suit wherever no meld
    spans the boundary; a group longer than fits :data:`NARROW_PX` is cut into near-equal
    pieces (a meld that crosses a cut gets a bracket in each piece).

    Returns:
        lists of consecutive positions, in hand order, covering the hand.
    """
    if not hand:
        return []
    spans = [(min(ps), max(ps)) for ps in positions if ps]
    runs: list[list[int]] = [[0]]
    for i in range(1, len(hand)):
        crossed = any(a < i <= b for a, b in spans)
        if hand[i].suit is hand[i - 1].suit and crossed:
            runs[-1].append(i)
        else:
            runs.append([i])
    col = (CARD_WIDTH + gap) * scale
    most = max(1, int((NARROW_PX + gap * scale) // col))
    out = []
    for run in runs:
        pieces = -(-len(run) // most)
        size, extra = divmod(len(run), pieces)
        start = 0
        for n in range(pieces):
            end = start + size + (1 if n < extra else 0)
            out.append(run[start:end])
            start = end
    return out


def _brackets(labels: list[str], positions, n_cards: int, gap: float, scale: float,
              ink: str) -> Element:
    """The SVG under a row of ``n_cards`` cards: one bracket per meld (its ``labels`` and
    the ``positions`` it uses in the row), each with its badge centred under it, packed
    into rows so that neither brackets nor badges overlap."""
    col = CARD_WIDTH + gap
    # Badge text stays at least 11 px on screen however small the cards are drawn.
    grow = max(1.0, 1 / scale)
    font = 11 * grow
    base_w = max(n_cards * col - gap, CARD_WIDTH)
    geometry = []  # (tick xs, badge x, badge width)
    for k, ps in enumerate(positions):
        xs = [p * col + CARD_WIDTH / 2 for p in ps]
        text_w = text_width(labels[k], font) + 12 * grow
        mid = (xs[0] + xs[-1]) / 2
        bx = max(0.0, min(mid - text_w / 2, base_w - text_w))
        geometry.append((xs, bx, text_w))
    spans = [(min(xs[0] - 6, bx), max(xs[-1] + 6, bx + tw), k)
             for k, (xs, bx, tw) in enumerate(geometry)]
    order = sorted(range(len(labels)), key=lambda k: (spans[k][0], spans[k][1], k))
    lane_of_sorted = _lanes([spans[k] for k in order])
    lane = {k: lane_of_sorted[i] for i, k in enumerate(order)}
    lane_h = 13 + 17 * grow
    total_w = max([base_w] + [end for _, end, _ in spans])
    height = round((max(lane.values()) + 1) * lane_h + 2, 2)
    svg = el("svg", {"xmlns": SVG_NS, "aria-hidden": "true",
                     "width": num(total_w * scale), "height": num(height * scale),
                     "viewBox": f"0 0 {num(total_w)} {num(height)}",
                     "style": "display:block"})
    for k, (xs, bx, text_w) in enumerate(geometry):
        y = lane[k] * lane_h + 5
        # The bracket over a halo of the card face's white: the palette's ink (a dark
        # purple, or black) keeps its contrast on a dark page as on a light one.
        for colour, width, r in ((_HALO, 5, 4.1), (ink, 2, 2.6)):
            strokes = el("g", {"stroke": colour, "stroke-width": width, "fill": "none",
                               "stroke-linecap": "round"}, parent=svg)
            if xs[-1] > xs[0]:
                el("path", {"d": f"M{num(xs[0])} {num(y)}H{num(xs[-1])}"}, parent=strokes)
            for x in xs:
                el("path", {"d": f"M{num(x)} {num(y - 5)}V{num(y)}"}, parent=strokes)
            for x in xs:
                el("circle", {"cx": num(x), "cy": num(y), "r": num(r), "fill": colour},
                   parent=svg)
        el("rect", {"x": num(bx), "y": num(y + 4), "width": num(text_w),
                    "height": num(17 * grow), "rx": num(8.5 * grow),
                    "ry": num(8.5 * grow), "fill": "#ffffff", "stroke": ink,
                    "stroke-width": "1.5"}, parent=svg)
        text(svg, bx + text_w / 2, y + 4 + 12.5 * grow, labels[k], size=font,
             colour="#1b1b1b")
    return svg


#: The halo under meld brackets: the card face's white.
_HALO = "#ffffff"

_CELL = "padding:2px 10px 2px 0;text-align:left;vertical-align:top"
# The table's rules: JupyterLab's border colour where the page has its theme (light or dark).
_RULE = "var(--jp-border-color1,#999)"
_NUM = "padding:2px 10px 2px 0;text-align:right;vertical-align:top"


def _meld_table(meld_result, pal: dict, class_names: dict, long_names: bool,
                caption: "str | None") -> Element:
    trump = meld_result.trump
    if not meld_result.melds:
        para = el("p", {"style": "margin:6px 0"})
        # "<b>No meld</b> with hearts as trump: 0 points.": the bold words and the rest are
        # two entries (a translation keeps the rest's leading space).
        el("b", body=tr("No meld"), parent=para).tail = tr(
            " with {trump} as trump: 0 points.", trump=suit_word(trump))
        return para
    if caption is None:
        caption = tr("Meld with {trump} as trump", trump=suit_word(trump))
    table = el("table", {"style": "border-collapse:collapse;margin:6px 0;font-size:13px"})
    if caption:
        el("caption", {"style": "text-align:left;font-weight:bold;padding-bottom:2px"},
           caption, table)
    head = el("tr", {"style": f"border-bottom:1px solid {_RULE}"},
              parent=el("thead", parent=table))
    for name, style in ((tr("Meld"), _CELL), (tr("Class"), _CELL), (tr("Points"), _NUM),
                        (tr("Cards"), _CELL)):
        el("th", {"style": style}, name, head)
    body = el("tbody", parent=table)
    for m in meld_result.melds:
        row = el("tr", parent=body)
        klass = f"{m.meld_class}: {class_names[m.meld_class]}" if long_names else m.meld_class
        for value, style in ((m.name, _CELL), (klass, _CELL), (m.points, _NUM)):
            el("td", {"style": style}, str(value), row)
        cards = el("td", {"style": _CELL}, parent=row)
        for i, c in enumerate(m.cards):
            # Drawn "Q♥" (read "Q black heart suit") is hidden from assistive technology,
            # which reads the words after it instead.
            span = el("span", {"aria-hidden": "true",
                               "style": f"color:{pal[c.suit]};background:{pal['face']};"
                                        "padding:0 2px;border-radius:3px;font-weight:bold;"
                                        "white-space:nowrap"}, str(c), cards)
            span.tail = " " if i < len(m.cards) - 1 else None
        el("span", {"style": _WORDS_ONLY}, cards_in_words(m.cards), cards)
    foot = el("tr", {"style": f"border-top:1px solid {_RULE}"},
              parent=el("tfoot", parent=table))
    el("th", {"style": _CELL, "colspan": "2"}, tr("Total"), foot)
    el("th", {"style": _NUM}, str(meld_result.total), foot)
    el("td", parent=foot)
    return table
