"""Small pieces shared by the lesson widgets: the trump sentence, a trick drawn in a row,
the verdict box under a question."""

from __future__ import annotations

import html
from collections.abc import Iterable, Sequence

from ...cards import Card, Suit
from ...quiz import Verdict
from ...svg import PALETTES, UnknownPaletteError, card_svg
from ..common import SEAT_NAMES, names_in

__all__ = ["ORDINALS", "GREEN", "RED", "esc", "check_palette", "distinct", "seat_names_in", "trump_line",
           "verdict_html", "trick_row"]

ORDINALS = ("led", "2nd", "3rd", "4th")
GREEN, RED = "#0b6e4f", "#b3261e"


def esc(text) -> str:
    return html.escape(str(text))


def check_palette(palette: str) -> None:
    if palette not in PALETTES:
        raise UnknownPaletteError(
            f"unknown palette {palette!r}: use one of {', '.join(repr(k) for k in PALETTES)}")


def distinct(cards: Iterable[Card]) -> list[Card]:
    return list(dict.fromkeys(cards))


def seat_names_in(text: str) -> str:
    """The engine names seats "seat 0".."seat 3" and teams "Team 0"/"Team 1"; the lessons
    say South, West, North, East and South–North, West–East (:func:`names_in`)."""
    return names_in(text)


def trump_line(trump: Suit) -> str:
    return f"{trump.symbol} {trump.plural.capitalize()} are trump."


def verdict_html(verdict: Verdict, size: float = 1.0) -> str:
    """Right / not quite, then the engine's explanation (one paragraph per line)."""
    mark, word, colour = (("✓", "Right.", GREEN) if verdict.correct
                          else ("✗", "Not quite.", RED))
    lines = "".join(f'<div style="margin:2px 0">{esc(line)}</div>'
                    for line in verdict.explanation.split("\n") if line.strip())
    return (f'<div class="pt-lesson-feedback" role="status" style="border-left:4px solid '
            f'{colour};padding:4px 10px;margin:4px 0;font-size:{round(14 * max(size, 1))}px">'
            f'<b style="color:{colour}">{mark} {word}</b>{lines}</div>')


def trick_row(cards: Sequence[Card], *, leader: int | None = None, palette: str = "classic",
               size: float = 1.0, winner: int | None = None) -> str:
    """The cards of a trick in play order, each captioned "led", "2nd"… (and who played
    it when ``leader`` is given); ``winner`` outlines that card."""
    font = round(12 * max(size, 1))
    figures = []
    for i, c in enumerate(cards):
        who = f"{SEAT_NAMES[(leader + i) % 4]}, " if leader is not None else ""
        figures.append(
            f'<figure style="margin:0 8px 0 0;text-align:center">'
            f'{card_svg(c, size=size, palette=palette, highlight="selected" if i == winner else None)}'
            f'<figcaption style="font-size:{font}px">{esc(who)}{ORDINALS[i]}</figcaption>'
            f"</figure>")
    label = "Trick: " + ", ".join(str(c) for c in cards)
    return (f'<div role="group" aria-label="{esc(label)}" style="display:flex;'
            f'align-items:flex-end;margin:4px 0">{"".join(figures)}</div>')
