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
- ``"circle"``: ``label`` and ``options``, words to circle (Yes / No).

Nothing here decides a rule: answers, explanations and the situation come from the question.
"""

from __future__ import annotations

from ..meld import meld_class_names
from ..quiz import Question
from ..quiz.words import seat_role
from ..seating import seat_at, seat_names, seat_of_card, side_names
from ..svg import card_svg, hand_html, meld_html

__all__ = ["CARD_SIZE", "question_parts", "key_parts"]

#: Card scale on paper (1.0 = 64 × 90 CSS px): 0.8 draws 13.5 × 19 mm cards, twelve of them
#: side by side in the width of an A4 or Letter page, corner ranks about 9 pt.
CARD_SIZE = 0.8

_ORDER = ("1st", "2nd", "3rd", "4th")


def _trump(q) -> str:
    return f"{q.trump.symbol} {q.trump.plural} are trump"


def _trump_heading(q) -> str:
    return f"{q.trump.symbol} {q.trump.plural.capitalize()} are trump"


# --- legal plays ---------------------------------------------------------------------------

def _legal_trick(q, key: bool) -> dict:
    names = seat_names(q.rules)
    cards = []
    for i, (card, offset, role) in enumerate(zip(q.trick, q.trick_offsets, q.trick_roles)):
        badge = "Winning" if i == q.winning_index else None
        cards.append((card_svg(card, size=CARD_SIZE, badge=badge),
                      [f"{names[offset]} · {role}" + (" · led" if i == 0 else "")]))
    return {"type": "trick", "heading": f"The trick so far ({_trump(q)})", "cards": cards}


def _legal_hand(q, key: bool) -> dict:
    names = seat_names(q.rules)
    if key:
        legal = [i for i, c in enumerate(q.hand) if c in q.answer]
        svg = hand_html(q.hand, size=CARD_SIZE, highlights={i: "selected" for i in legal},
                        badges={i: "Legal" for i in legal},
                        muted=[i for i in range(len(q.hand)) if i not in legal],
                        label=f"Your hand ({names[0]})")
    else:
        svg = hand_html(q.hand, size=CARD_SIZE, label=f"Your hand ({names[0]})")
    return {"type": "hand", "heading": f"Your hand ({names[0]})", "svg": svg}


def _legal_play(q, key: bool) -> list[dict]:
    parts = [_legal_trick(q, key), _legal_hand(q, key)]
    if not key:
        parts.append({"type": "write", "heading": "Circle every card you may play.",
                      "lines": [("Why?", "line")]})
    return parts


# --- meld ----------------------------------------------------------------------------------

def _meld(q, key: bool) -> list[dict]:
    trump = _trump(q)
    if key:
        # The explanation under it lists every meld and the total: no table twice.
        svg = meld_html(q.result, size=CARD_SIZE, table=False)
        return [{"type": "hand", "heading": _trump_heading(q), "svg": svg}]
    svg = hand_html(q.hand, size=CARD_SIZE, label=f"Hand of {len(q.hand)} cards; {trump}")
    classes = meld_class_names(q.rules)
    lines = [(f"Class {n} ({name})", "long") for n, name in sorted(classes.items())]
    lines.append(("Total meld (points)", "short"))
    return [{"type": "hand", "heading": _trump_heading(q), "svg": svg},
            {"type": "write", "heading": "", "lines": lines}]


# --- trick winner --------------------------------------------------------------------------

def _trick_winner(q, key: bool) -> list[dict]:
    names = seat_names(q.rules)
    cards = []
    for i, (card, seat) in enumerate(zip(q.cards, q.seats)):
        lines = [f"{_ORDER[i]} · {names[seat]}" + (" · led" if i == 0 else "")]
        won = key and i == q.winner_index
        if key and q.card_points[i]:
            lines.append(f"counts {q.card_points[i]}")
        cards.append((card_svg(card, size=CARD_SIZE, badge="Wins" if won else None,
                               highlight="selected" if won else None), lines))
    heading = (f"The trick ({_trump(q)})" + (" · last trick of the hand" if q.last else ""))
    parts = [{"type": "trick", "heading": heading, "cards": cards}]
    if not key:
        parts.append({"type": "write", "heading": "",
                      "lines": [("Winning card", "short"), ("Points in the trick", "short")]})
    return parts


# --- hand score and contracts --------------------------------------------------------------

def _team_headers(q) -> list[str]:
    return [f"Team {t} · {name}" + (" (bidders)" if t == q.bidders else "")
            for t, name in enumerate(side_names(q.rules))]


def _contract(q, teams) -> tuple[str, list]:
    return ("Contract", [q.contract if t == q.bidders else "—" for t in teams])


def _hand_score(q, key: bool) -> list[dict]:
    teams = range(len(side_names(q.rules)))
    rows = [_contract(q, teams), ("Team meld", list(q.meld))]
    if q.surrendered:
        rows.append(("Trick points", ["surrendered: no tricks played"] * len(teams)))
    else:
        rows.append(("Trick points", list(q.trick_points)))
    if key:
        rows.append(("Score for the hand", [f"{p:+d}" for p in q.answer]))
    parts = [{"type": "table", "headers": _team_headers(q), "rows": rows}]
    if not key:
        lines = [(f"Team {t} ({name}{', bidders' if t == q.bidders else ''}) scores", "short")
                 for t, name in enumerate(side_names(q.rules))]
        parts.append({"type": "write", "heading": "", "lines": [*lines, ("Working", "line")]})
    return parts


def _bid(q, key: bool) -> list[dict]:
    teams = range(len(side_names(q.rules)))
    rows = [_contract(q, teams),
            ("Team meld", [q.meld[t] if t == q.bidders or q.question == "made" else "—"
                           for t in teams])]
    if q.trick_points is not None:
        rows.append(("Trick points", list(q.trick_points)))
    parts = [{"type": "table", "headers": _team_headers(q), "rows": rows}]
    if not key:
        label = "Surrender allowed?" if q.question == "surrender" else "Contract made?"
        parts.append({"type": "circle", "label": label, "options": ["Yes", "No"]})
        parts.append({"type": "write", "heading": "", "lines": [("Why?", "line")]})
    return parts


# --- card-play puzzles ----------------------------------------------------------------------

def _puzzle(q, key: bool) -> list[dict]:
    """The trick so far, every hand open (the others in play order after "you", then
    yours); on the key the best card marked and each legal card's points named."""
    r = q.rules

    def role(seat: int) -> str:
        return seat_role(seat, q.seat, r).capitalize()

    heading = f"{_trump_heading(q)} · {q.tricks_left} tricks left"
    parts = []
    if q.trick:
        cards = [(card_svg(c, size=CARD_SIZE),
                  [f"{_ORDER[i]} · {role(seat_of_card(q.leader, i, r))}"
                   + (" · led" if i == 0 else "")]) for i, c in enumerate(q.trick)]
        parts.append({"type": "trick", "heading": f"The trick so far ({heading})",
                      "cards": cards})
    else:
        heading = f"{heading} · you lead"
    for offset in range(1, r.players):
        seat = seat_at(offset, q.seat, r)
        parts.append({"type": "hand", "heading": role(seat),
                      "svg": hand_html(q.hands[seat], size=CARD_SIZE,
                                       label=f"{role(seat)}'s hand")})
    mine = q.hands[q.seat]
    if key:
        svg = hand_html(mine, size=CARD_SIZE, label="Your hand",
                        highlights={i: "selected" for i, c in enumerate(mine)
                                    if c is q.answer},
                        badges={i: "Best" for i, c in enumerate(mine) if c is q.answer},
                        muted=[i for i, c in enumerate(mine) if c not in q.legal])
    else:
        svg = hand_html(mine, size=CARD_SIZE, label="Your hand")
    parts.append({"type": "hand", "heading": f"Your hand ({heading})" if not q.trick
                  else "Your hand", "svg": svg})
    if not key:
        parts.append({"type": "write", "heading": "",
                      "lines": [("The card you play", "short"), ("Why?", "line")]})
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
