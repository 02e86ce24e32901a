"""A commented hand: the key moments of a recorded hand's play and a walkthrough with
their comments (RULES.md §6, §7)."""

from __future__ import annotations

from typing import NamedTuple

import ipywidgets as widgets

from ...cards import Card
from ...game import Game, replay
from ...tricks import beats, explain_points, legal_plays, trick_winner
from ...seating import partner, seat_names, seat_of_card, side_names
from ..render import el, stylesheet
from ..walkthrough import TrickWalkthrough
from .pieces import lesson_root, text_view

__all__ = ["Moment", "key_moments", "HandCommentary"]

class Moment(NamedTuple):
    """A moment worth a comment in a recorded hand: after ``step`` card plays (1..48),
    in trick ``trick`` (1..12), with the sentence ``text``."""

    step: int
    trick: int
    text: str


def key_moments(source, hand: int = 1) -> list[Moment]:
    """The moments of one hand's trick play worth a comment: a trump in on a plain lead, an
    overtrump, a forced undertrump, beating a partner's winning card, an identical card
    that ties, a rich trick, and the last trick with its bonus (RULES.md §6, §7).

    Each is judged by the engine at the moment of the play: :func:`legal_plays` on the
    player's hand (what they had to do), :func:`beats` and :func:`trick_winner`.

    Args:
        source: a :class:`Game` or a game record (dict or JSON text).
        hand: the hand number (1 = the first).

    Returns:
        the :class:`Moment`\\ s in play order.

    Raises:
        InvalidRecordError: for a record that does not replay.
    """
    out: list[Moment] = []
    step = 0
    prev: Game | None = None
    for _i, action, g in replay(source.to_record() if isinstance(source, Game) else source):
        if (action is not None and action.kind == "play" and prev is not None
                and prev.hand_number == hand):
            step += 1
            out.extend(_moments_of_play(prev, action.value, g, step))
        prev = g.copy()
    return out


def _moments_of_play(before: Game, card: Card, after: Game, step: int) -> list[Moment]:
    """The comments on one card play: ``before`` is the game just before it, ``after``
    just after."""
    out = []
    seat = before.to_move
    trick, trump, rules = list(before.trick), before.trump, before.rules
    names = seat_names(rules)
    name = names[seat]
    number = len(before.tricks) + 1
    if trick:
        lead = trick[0].suit
        w_i = trick_winner(trick, trump)
        w = trick[w_i]
        w_seat = seat_of_card(before.leader, w_i, rules)
        legal = legal_plays(before.hands[seat], trick, trump, rules)
        text = None
        if card.suit is trump and lead is not trump and w.suit is not trump:
            text = f"{name} has no {lead.plural} and trumps in with {card}."
        elif card.suit is trump and lead is not trump and beats(card, w, trump):
            text = f"{name} has no {lead.plural} and overtrumps {w} with {card}."
        elif card.suit is trump and lead is not trump and all(
                c.suit is trump and not beats(c, w, trump) for c in legal):
            text = (f"{name} has no {lead.plural} and must play a trump even though none can "
                    f"beat {w}: a forced undertrump with {card}.")
        elif w_seat == partner(seat, rules) and beats(card, w, trump) and all(
                beats(c, w, trump) for c in legal):
            text = (f"{name} must beat partner {names[w_seat]}'s {w} with {card}: the "
                    f"duty to beat holds even against a partner.")
        elif card is w:
            text = f"{name} plays the second {card}: it ties, and the first one played wins."
        if text:
            out.append(Moment(step, number, f"Trick {number}: {text}"))
    if len(trick) == rules.players - 1 and len(after.tricks) == number:
        rec = after.tricks[-1]
        winner = names[rec.winner]
        if number == rules.hand_size:
            out.append(Moment(step, number, f"Trick {number}, the last: {winner} wins it; "
                              + explain_points(rec.cards, rules, last=True)))
        elif rec.points >= 30:
            out.append(Moment(step, number, f"Trick {number}: {winner} wins a rich trick; "
                              + explain_points(rec.cards, rules)))
    return out


class HandCommentary(widgets.VBox):
    """A :class:`TrickWalkthrough` with a commentary: the key moments of the hand
    (:func:`key_moments`) in a list you can jump to, and the comments on the trick on
    screen.

    Args:
        source: a :class:`Game` or game record; other keyword arguments go to
            :class:`TrickWalkthrough` (``seat``, ``size``, ``palette``…).

    Attributes: ``walkthrough``, ``moments``, ``picker`` (Dropdown of the moments),
    ``comment`` (the comments for the trick shown).
    """

    def __init__(self, source, **kwargs):
        if isinstance(source, Game):
            source = source.to_record()
        self.walkthrough = TrickWalkthrough(source, **kwargs)
        self.moments = key_moments(source, self.walkthrough.hand)
        self.picker = widgets.Dropdown(
            options=[("Jump to a key moment…", 0)]
            + [(m.text if len(m.text) <= 90 else m.text[:87] + "…", i + 1)
               for i, m in enumerate(self.moments)],
            value=0)
        self.picker.add_class("pt-moment-picker")
        self.picker.observe(self._on_pick, names="value")
        self.comment = text_view()
        self.walkthrough.slider.observe(lambda _c: self.refresh(), names="value")
        super().__init__([stylesheet(), self.picker, self.comment, self.walkthrough])
        lesson_root(self, "pt-commentary")
        self.refresh()

    def _on_pick(self, change) -> None:
        if change["new"]:
            self.go_to(change["new"] - 1)

    def go_to(self, index: int) -> None:
        """Show key moment ``index`` (0-based) in the walkthrough."""
        self.walkthrough.go(self.moments[index].step)
        self.refresh()

    def refresh(self) -> None:
        g = self.walkthrough.game
        step = self.walkthrough.step
        trick = len(g.tricks) + (1 if g.trick else 0)
        if not g.trick and g.tricks:
            trick = len(g.tricks)
        here = [m for m in self.moments if m.trick == trick and m.step <= step]
        if step == 0:
            sides = side_names(g.rules)
            text = (f"{seat_names(g.rules)[g.bidder]} won the auction at {g.contract} and named "
                    f"{g.trump.plural} trump; the team meld is {sides[0]} {g.team_meld[0]}, "
                    f"{sides[1]} {g.team_meld[1]}. This hand has {len(self.moments)} "
                    f"key moments: press Forward, or pick one from the list.")
            items = el("div", text)
        elif here:
            items = el("ul", [el("li", m.text) for m in here], cls="pt-comment-list")
        else:
            items = el("div", f"Trick {trick}: nothing unusual so far.")
        self.comment.value = el("div", el("b", "Commentary"), items, cls="pt-comment",
                                role="status")

    def __repr__(self) -> str:
        return f"HandCommentary({len(self.moments)} moments, {self.walkthrough!r})"
