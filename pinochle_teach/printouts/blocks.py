"""What each kind of question shows on paper: the parts of a worksheet block and of an
answer-key block, drawn from the question's own data as the quiz page draws it (the same
card pictures, :mod:`pinochle_teach.svg`; seats and teams named by
:mod:`pinochle_teach.seating`).

A block is a list of *parts*, each a dict with a ``"type"`` the templates lay out:

- ``"trick"``: ``heading`` and ``cards``, a list of ``(svg, caption lines)``;
- ``"hand"``: ``heading`` and ``svg`` (a row of cards, or the meld drawing);
- ``"table"``: ``headers`` and ``rows`` (``(label, values)``), numbers per team;
- ``"write"``: ``lines``, a list of ``(label, width)``: a label and a ruled blank to write
  on (``width`` ``"short"``, ``"long"``, or ``"line"`` for a whole ruled line);
- ``"circle"``: ``label``, ``circle`` (the words saying to circle one) and ``options``,
  words to circle (Yes / No).

Nothing here decides a rule: answers, explanations and the situation come from the question.
Every word is in the language spoken now (:func:`pinochle_teach.i18n.language`; the sheets
call these inside it): the quiz page's own sentences where the paper says the same, the
worksheet's own otherwise.
"""

from __future__ import annotations

from ..i18n import ntr, pgettext, tr
from ..meld import meld_class_names
from ..quiz import Question
from ..quiz.words import card_caption, seat_label, seat_role, seat_words, trick_place, trump_words
from ..seating import seat_at, seat_names, seat_of_card, side_names
from ..svg import card_svg, hand_html, meld_html

__all__ = ["CARD_SIZE", "question_parts", "key_parts"]

#: Card scale on paper (1.0 = 64 × 90 CSS px): 0.8 draws 13.5 × 19 mm cards, twelve of them
#: side by side in the width of an A4 or Letter page, corner ranks about 9 pt.
CARD_SIZE = 0.8

def _trump_heading(q) -> str:
    return tr("{symbol} {Suits} are trump", **trump_words(q.trump))


# --- legal plays ---------------------------------------------------------------------------

def _legal_trick(q, key: bool) -> dict:
    names = seat_names(q.rules)
    cards = []
    for i, (card, offset, role) in enumerate(zip(q.trick, q.trick_offsets, q.trick_roles)):
        badge = tr("Winning") if i == q.winning_index else None
        cards.append((card_svg(card, size=CARD_SIZE, badge=badge),
                      [card_caption([names[offset], seat_words(role)], i == 0)]))
    return {"type": "trick", "cards": cards,
            "heading": tr("The trick so far ({symbol} {trump} are trump)", **trump_words(q.trump))}


def _legal_hand(q, key: bool) -> dict:
    heading = tr("Your hand ({seat})", seat=seat_names(q.rules)[0])
    if key:
        legal = [i for i, c in enumerate(q.hand) if c in q.answer]
        svg = hand_html(q.hand, size=CARD_SIZE, highlights={i: "selected" for i in legal},
                        badges={i: tr("Legal") for i in legal},
                        muted=[i for i in range(len(q.hand)) if i not in legal],
                        label=heading)
    else:
        svg = hand_html(q.hand, size=CARD_SIZE, label=heading)
    return {"type": "hand", "heading": heading, "svg": svg}


def _legal_play(q, key: bool) -> list[dict]:
    parts = [_legal_trick(q, key), _legal_hand(q, key)]
    if not key:
        parts.append({"type": "write", "heading": tr("Circle every card you may play."),
                      "lines": [(tr("Why?"), "line")]})
    return parts


# --- meld ----------------------------------------------------------------------------------

def _meld(q, key: bool) -> list[dict]:
    if key:
        # The explanation under it lists every meld and the total: no table twice.
        svg = meld_html(q.result, size=CARD_SIZE, table=False)
        return [{"type": "hand", "heading": _trump_heading(q), "svg": svg}]
    svg = hand_html(q.hand, size=CARD_SIZE,
                    label=ntr("Hand of {n} card; {symbol} {trump} are trump",
                              "Hand of {n} cards; {symbol} {trump} are trump", len(q.hand),
                              **trump_words(q.trump)))
    classes = meld_class_names(q.rules)
    lines = [(tr("Class {number} ({name})", number=n, name=pgettext("meld class", name)),
              "long") for n, name in sorted(classes.items())]
    lines.append((tr("Total meld (points)"), "short"))
    return [{"type": "hand", "heading": _trump_heading(q), "svg": svg},
            {"type": "write", "heading": "", "lines": lines}]


# --- trick winner --------------------------------------------------------------------------

def _trick_winner(q, key: bool) -> list[dict]:
    names = seat_names(q.rules)
    cards = []
    for i, (card, seat) in enumerate(zip(q.cards, q.seats)):
        lines = [card_caption([trick_place(i), names[seat]], i == 0)]
        won = key and i == q.winner_index
        if key and q.card_points[i]:
            lines.append(ntr("counts {n}", "counts {n}", q.card_points[i]))
        cards.append((card_svg(card, size=CARD_SIZE, badge=tr("Wins") if won else None,
                               highlight="selected" if won else None), lines))
    heading = (tr("The trick ({symbol} {trump} are trump) · last trick of the hand",
                  **trump_words(q.trump))
               if q.last else tr("The trick ({symbol} {trump} are trump)", **trump_words(q.trump)))
    parts = [{"type": "trick", "heading": heading, "cards": cards}]
    if not key:
        parts.append({"type": "write", "heading": "",
                      "lines": [(tr("Winning card"), "short"),
                                (tr("Points in the trick"), "short")]})
    return parts


# --- hand score and contracts --------------------------------------------------------------

def _team_headers(q) -> list[str]:
    return [tr("Team {team} · {side} (bidders)", team=t, side=name) if t == q.bidders
            else tr("Team {team} · {side}", team=t, side=name)
            for t, name in enumerate(side_names(q.rules))]


def _contract(q, teams) -> tuple[str, list]:
    return (tr("Contract"), [q.contract if t == q.bidders else "—" for t in teams])


def _hand_score(q, key: bool) -> list[dict]:
    teams = range(len(side_names(q.rules)))
    rows = [_contract(q, teams), (tr("Team meld"), list(q.meld))]
    if q.surrendered:
        rows.append((tr("Trick points"), [tr("surrendered: no tricks played")] * len(teams)))
    else:
        rows.append((tr("Trick points"), list(q.trick_points)))
    if key:
        rows.append((tr("Score for the hand"), [f"{p:+d}" for p in q.answer]))
    parts = [{"type": "table", "headers": _team_headers(q), "rows": rows}]
    if not key:
        lines = [(tr("Team {team} ({side}, bidders) scores", team=t, side=name)
                  if t == q.bidders else tr("Team {team} ({side}) scores", team=t, side=name),
                  "short") for t, name in enumerate(side_names(q.rules))]
        parts.append({"type": "write", "heading": "",
                      "lines": [*lines, (tr("Working"), "line")]})
    return parts


def _bid(q, key: bool) -> list[dict]:
    teams = range(len(side_names(q.rules)))
    rows = [_contract(q, teams),
            (tr("Team meld"), [q.meld[t] if t == q.bidders or q.question == "made" else "—"
                           for t in teams])]
    if q.trick_points is not None:
        rows.append((tr("Trick points"), list(q.trick_points)))
    parts = [{"type": "table", "headers": _team_headers(q), "rows": rows}]
    if not key:
        label = tr("Surrender allowed?") if q.question == "surrender" else tr("Contract made?")
        parts.append({"type": "circle", "label": label, "circle": tr("Circle one:"),
                      "options": [tr("Yes"), tr("No")]})
        parts.append({"type": "write", "heading": "", "lines": [(tr("Why?"), "line")]})
    return parts


# --- card-play puzzles ----------------------------------------------------------------------

def _puzzle(q, key: bool) -> list[dict]:
    """The trick so far, every hand open (the others in play order after "you", then
    yours); on the key the best card marked and each legal card's points named."""
    r = q.rules

    def role(seat: int) -> str:
        return seat_label(seat_role(seat, q.seat, r))

    parts = []
    if q.trick:
        heading = ntr("{symbol} {Suits} are trump · {n} trick left",
                      "{symbol} {Suits} are trump · {n} tricks left", q.tricks_left,
                      **trump_words(q.trump))
        cards = [(card_svg(c, size=CARD_SIZE),
                  [card_caption([trick_place(i), role(seat_of_card(q.leader, i, r))], i == 0)])
                 for i, c in enumerate(q.trick)]
        parts.append({"type": "trick", "cards": cards,
                      "heading": tr("The trick so far ({situation})", situation=heading)})
    else:
        heading = ntr("{symbol} {Suits} are trump · {n} trick left · you lead",
                      "{symbol} {Suits} are trump · {n} tricks left · you lead",
                      q.tricks_left, **trump_words(q.trump))
    for offset in range(1, r.players):
        seat = seat_at(offset, q.seat, r)
        parts.append({"type": "hand", "heading": role(seat),
                      "svg": hand_html(q.hands[seat], size=CARD_SIZE,
                                       label=tr("{who}'s hand", who=role(seat)))})
    mine = q.hands[q.seat]
    yours = tr("Your hand")
    if key:
        svg = hand_html(mine, size=CARD_SIZE, label=yours,
                        highlights={i: "selected" for i, c in enumerate(mine)
                                    if c is q.answer},
                        badges={i: tr("Best") for i, c in enumerate(mine) if c is q.answer},
                        muted=[i for i, c in enumerate(mine) if c not in q.legal])
    else:
        svg = hand_html(mine, size=CARD_SIZE, label=yours)
    parts.append({"type": "hand", "svg": svg,
                  "heading": yours if q.trick
                  else tr("Your hand ({situation})", situation=heading)})
    if not key:
        parts.append({"type": "write", "heading": "",
                      "lines": [(tr("The card you play"), "short"), (tr("Why?"), "line")]})
    return parts


_PARTS = {"legal_play": _legal_play, "meld": _meld, "trick_winner": _trick_winner,
          "hand_score": _hand_score, "bid": _bid, "puzzle": _puzzle}


def question_parts(q: Question) -> list[dict]:
    """The parts of ``q``'s worksheet block: its cards or numbers drawn as on the quiz page,
    then room to write the answer.

    Raises:
        KeyError: for a question whose kind is not one of the quiz generators'.
    """
    return _PARTS[q.kind](q, key=False)


def key_parts(q: Question) -> list[dict]:
    """The parts of ``q``'s answer-key block: the same drawing with the answer marked (the
    legal cards, the meld found, the winning card and its counters, the scores)."""
    return _PARTS[q.kind](q, key=True)
