"""Sentences about play: who won a trick and for how much, who is winning so far, and the
moments of a hand worth a comment (rules page §6, §7).

Every function takes ``names``: a :class:`~pinochle_teach.seating.Names` saying what to call
each seat and side (the widgets pass ``seating.table_names(rules)``: "North",
"South–North"), or ``None`` for the engine's own names ("seat 2", "Team 0"). A sentence
that starts with a name starts with a capital.

>>> from pinochle_teach.seating import table_names
>>> winning_so_far("QH TH", "S", leader=1, names=table_names())
'10♥ (North) is winning so far.'
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import NamedTuple

from .cards import Card, CardLike, SuitLike, parse_cards
from .game import Game, TrickRecord, replay
from .errors import PinochleError, shown
from .i18n import ntr, tr
from .rules import CARDGAMES_IO, RuleSet, resolve_rules
from .seating import Names, capitalise, names_or_default, partner, side_of
from .vocabulary import suit_word
from .tricks import (classify_play, explain_points, play_situation, trick_winner,
                     winning_seat)

__all__ = ["describe_trick", "winning_so_far", "last_trick_bonus_note", "last_trick_coming_note",
           "discards_note", "Moment", "key_moments"]



def describe_trick(rec: TrickRecord, rules: RuleSet = CARDGAMES_IO,
                   names: Names | None = None, last: bool | None = None) -> str:
    """``"East won the trick: 20 points."``, and on the last trick the bonus in its own words:
    ``"South won the trick: 30 points (20 in counters + 10 for the last trick, §7)."``
    (rules page §7).

    Args:
        rec: a completed trick of a game (its ``points``, ``counters`` and ``bonus``).
        rules: the game's rules (for the names of its seats).
        names: what to call each seat; ``None``: "seat 2".
        last: whether to tell the last-trick bonus; ``None`` (default) tells it when the
            record carries one; ``False`` never.

    Raises:
        SeatError: ``names`` that do not fit ``rules``; PinochleError: ``rec`` not a
            TrickRecord of a table of ``rules``.
    """
    rules = resolve_rules(rules)
    n = names_or_default(names, rules)
    if (not isinstance(rec, TrickRecord) or not isinstance(rec.winner, int)
            or not 0 <= rec.winner < rules.players):
        raise PinochleError(f"describe_trick takes a completed trick of the game (a "
                            f"TrickRecord from game.tricks), got {shown(rec)}")
    seat = n.seat(rec.winner)
    if last is not False and rec.bonus:
        return capitalise(ntr("{seat} won the trick: {n} point ({counters} in counters + "
                              "{bonus} for the last trick, rules page §7).",
                              "{seat} won the trick: {n} points ({counters} in counters + "
                              "{bonus} for the last trick, rules page §7).", rec.points,
                              seat=seat, counters=rec.counters, bonus=rec.bonus))
    return capitalise(ntr("{seat} won the trick: {n} point.", "{seat} won the trick: {n} points.",
                          rec.points, seat=seat))


def winning_so_far(trick: "str | Iterable[CardLike]", trump: SuitLike, leader: int,
                   rules: RuleSet = CARDGAMES_IO, names: Names | None = None) -> str:
    """``"Q♥ (North) is winning so far."``: the card winning an unfinished trick and the
    seat that played it (rules page §6).

    Args:
        trick: the cards played so far, lead first (at least one).
        trump: the trump suit. leader: the seat that led.
        rules: the game's rules. names: what to call each seat; ``None``: "seat 2".

    Raises:
        PinochleError: for an empty trick or more cards than players; InvalidCardError for
            a bad card; SeatError for a bad leader or ``names``.
    """
    rules = resolve_rules(rules)
    n = names_or_default(names, rules)
    cards = parse_cards(trick)
    card = cards[trick_winner(cards, trump, rules)]
    return tr("{card} ({seat}) is winning so far.", card=card,
              seat=n.seat(winning_seat(cards, trump, leader, rules)))


def last_trick_bonus_note(rec: TrickRecord, rules: RuleSet = CARDGAMES_IO,
                          names: Names | None = None) -> str:
    """``"West–East took the last trick and its 10-point bonus (§7)."``: the side that won
    the last trick of a hand (rules page §7), or ``""`` for a trick without a bonus.

    Args:
        rec: a completed trick; only the last of a hand carries a bonus (``rec.bonus``).
        rules: the game's rules. names: what to call each side; ``None``: "Team 1".

    Raises:
        SeatError: ``names`` that do not fit ``rules``.
    """
    n = names_or_default(names, rules)
    if not rec.bonus:
        return ""
    return capitalise(tr("{side} took the last trick and its {bonus}-point bonus "
                         "(rules page §7).", side=n.side(side_of(rec.winner, rules)),
                         bonus=rec.bonus))


def last_trick_coming_note(rules: RuleSet = CARDGAMES_IO) -> str:
    """``"This is the last trick: its winner's team also scores the 10-point last-trick
    bonus (§7)."`` ("its winner" when each plays for themselves; ``""`` when the rules give
    no bonus)."""
    if not rules.last_trick_bonus:
        return ""
    if rules.partnership:
        return tr("This is the last trick: its winner's team also scores the {bonus}-point "
                  "last-trick bonus (rules page §7).", bonus=rules.last_trick_bonus)
    return tr("This is the last trick: its winner also scores the {bonus}-point last-trick "
              "bonus (rules page §7).", bonus=rules.last_trick_bonus)


def discards_note(game: Game, names: Names | None = None) -> str:
    """``"East's trick points include the 10 points of the discards (J♥ J♠ 10♣), §8."``:
    what the bidder's discards add to the bidder's trick points (three-handed, rules page
    §8); ``""`` when the hand has no discards.

    Args:
        game: the game (its ``bidder``, ``discards`` and ``discard_points``).
        names: what to call each seat; ``None``: "seat 2".

    Raises:
        SeatError: ``names`` that do not fit the game's rules.
    """
    n = names_or_default(names, game.rules)
    if not game.discards:
        return ""
    points = game.discard_points
    return capitalise(ntr("{seat}'s trick points include the {n} point of the discards "
                          "({cards}), rules page §8.",
                          "{seat}'s trick points include the {n} points of the discards "
                          "({cards}), rules page §8.", points, seat=n.seat(game.bidder),
                          cards=" ".join(map(str, game.discards))))


class Moment(NamedTuple):
    """A moment worth a comment in a recorded hand: after ``step`` card plays (1 = the
    first card of the hand), in trick ``trick`` (1 = the first), with the sentence
    ``text``."""

    step: int
    trick: int
    text: str


def key_moments(source: "Game | dict | str", hand: int = 1,
                names: Names | None = None) -> list[Moment]:
    """The moments of one hand's trick play worth a comment: a trump in on a plain lead, an
    overtrump, a forced undertrump, beating a partner's winning card, an identical card
    that ties, a rich trick (at least ``rules.rich_trick_points``), and the last trick with
    its bonus (rules page §6, §7).

    Each play is judged by the engine at the moment it was made: what the card did
    (:func:`~pinochle_teach.tricks.classify_play`) and what the rules asked of the player
    (:func:`~pinochle_teach.tricks.play_situation`).

    Args:
        source: a :class:`Game` or a game record (dict or JSON text).
        hand: the hand number (1 = the first).
        names: what to call each seat; ``None``: "seat 2".

    Returns:
        the :class:`Moment`\\ s in play order.

    Raises:
        InvalidRecordError: for a record that does not replay; SeatError for ``names``
            that do not fit the game's rules.
    """
    out: list[Moment] = []
    step = 0
    prev: Game | None = None
    for _i, action, g in replay(source.to_record() if isinstance(source, Game) else source):
        if prev is None:
            n = names_or_default(names, g.rules)
        if (action is not None and action.kind == "play" and prev is not None
                and prev.hand_number == hand):
            step += 1
            out.extend(_moments_of_play(prev, action.value, g, step, n))
        prev = g.copy()
    return out


def _moments_of_play(before: Game, card: Card, after: Game, step: int,
                     names: Names) -> list[Moment]:
    """The comments on one card play: ``before`` is the game just before it, ``after``
    just after."""
    out = []
    seat = before.to_move
    trick, trump, rules = list(before.trick), before.trump, before.rules
    name = names.seat(seat)
    number = len(before.tricks) + 1
    if trick:
        lead = trick[0].suit
        w = trick[trick_winner(trick, trump, rules)]
        kind = classify_play(trick, trump, card, rules)
        situation = play_situation(before.hands[seat], trick, trump, rules)
        v = dict(number=number, seat=name, lead=suit_word(lead), card=card, winning=w)
        text = None
        if kind == "trump in":
            text = tr("Trick {number}: {seat} has no {lead} and trumps in with {card}.", **v)
        elif kind == "overtrump":
            text = tr("Trick {number}: {seat} has no {lead} and overtrumps {winning} with "
                      "{card}.", **v)
        elif kind == "undertrump" and situation == "undertrump":
            text = tr("Trick {number}: {seat} has no {lead} and must play a trump even though "
                      "none can beat {winning}: a forced undertrump with {card}.", **v)
        elif (kind == "beat" and situation == "must beat"
              and winning_seat(trick, trump, before.leader, rules) == partner(seat, rules)):
            text = tr("Trick {number}: {seat} must beat partner {partner}'s {winning} with "
                      "{card}: the duty to beat holds even against a partner.",
                      partner=names.seat(partner(seat, rules)), **v)
        elif card is w:
            text = tr("Trick {number}: {seat} plays the second {card}: it ties, and the first "
                      "one played wins.", **v)
        if text:
            out.append(Moment(step, number, text))
    if len(trick) == rules.players - 1 and len(after.tricks) == number:
        rec = after.tricks[-1]
        winner = names.seat(rec.winner)
        if number == rules.hand_size:
            out.append(Moment(step, number, tr("Trick {number}, the last: {seat} wins it; "
                                               "{points}", number=number, seat=winner,
                                               points=explain_points(rec.cards, rules,
                                                                     last=True))))
        elif rec.points >= rules.rich_trick_points:
            out.append(Moment(step, number, tr("Trick {number}: {seat} wins a rich trick; "
                                               "{points}", number=number, seat=winner,
                                               points=explain_points(rec.cards, rules))))
    return out
