"""What a QuizView shows for each kind of question: the question's data, the answer
controls and, once checked, the verdict's cards outlined and labelled in text.

Each ``draw_<kind>(view, question, checked)`` fills the view's ``table_view``,
``hand_label``, card buttons and ``answer_box`` from the question (the engine's data: seats
and seat roles come from the question and :mod:`pinochle_teach.seating`).
"""

from __future__ import annotations

from ...cards import Card
from ...i18n import N_, ntr, tr
from ...quiz.words import (card_caption, seat_label, seat_role, seat_words, trick_place,
                           trump_words)
from ...seating import seat_at, seat_names, seat_of_card, side_names
from ...svg import hand_html, meld_html
from . import markup

__all__ = ["DRAWERS", "INSTRUCTIONS", "DRAWING", "draw_legal_play", "draw_meld",
           "draw_trick_winner", "draw_hand_score", "draw_bid", "draw_puzzle"]

#: What to do, by kind (translated where shown).
INSTRUCTIONS = {
    "legal_play": N_("Click every card you may play (click again to unselect), then press "
                     "Check."),
    "meld": N_("Type the hand's total meld in points, then press Check."),
    "trick_winner": N_("Pick the card that wins, type the trick's points, then press Check."),
    "hand_score": N_("Type what each team scores for the hand (a set is negative), then "
                     "press Check."),
    "bid": N_("Choose yes or no, then press Check."),
    "puzzle": N_("Every hand is shown: click the card you would play, then press Check."),
}
#: What the quiz says while it draws a question that takes a moment (the solver's search).
DRAWING = {"puzzle": N_("Finding a puzzle: the solver is checking every card…")}

def draw_legal_play(view, q, checked: bool) -> None:
    """The trick so far (each card captioned with who played it as the player to move sees
    them), the hand as card buttons; once checked each card marked Legal, Missed or Not
    legal."""
    names = seat_names(view.rules)
    captions = []
    # The student sits at South, seat 0 of the view, in the player to move's place: card i
    # was played from the view's seat q.trick_offsets[i].
    for i, (offset, role) in enumerate(zip(q.trick_offsets, q.trick_roles)):
        captions.append([card_caption([names[offset], seat_words(role)], i == 0)])
    w = q.winning_index
    svgs = [view.card_picture(c, badge=tr("Winning") if i == w else None)
            for i, c in enumerate(q.trick)]
    view.table_view.value = markup.trick_figures(
        svgs, captions, tr("The trick so far ({symbol} {trump} are trump)", **trump_words(q.trump)),
        view.size)
    view.hand_label.value = markup.section(tr("Your hand ({seat})", seat=names[0]))
    view.show_cards(q.hand, [_hand_card(view, q, c, checked) for c in q.hand],
                    enabled=not checked)
    view.answer_box.children = ()


def _hand_card(view, q, card: Card, checked: bool) -> str:
    if not checked:
        return view.card_picture(card)
    legal, picked = card in q.answer, card in view.selected
    if legal and picked:
        return view.card_picture(card, highlight="selected", badge=tr("Legal"))
    if legal:
        return view.card_picture(card, highlight="hint", badge=tr("Missed"))
    if picked:
        return view.card_picture(card, highlight="illegal", badge=tr("Not legal"))
    return view.card_picture(card, dimmed=True)


def draw_meld(view, q, checked: bool) -> None:
    """The hand (once checked, its meld drawn) and a box for the points."""
    view.hand_label.value = ""
    view.clear_cards()
    trump = tr("{symbol} {Suits} are trump", **trump_words(q.trump))
    if checked:
        picture = meld_html(q.result, palette=view.palette, size=view.size, layout="side",
                            caption=tr("The meld with {trump} as trump", **trump_words(q.trump)))
    else:
        picture = hand_html(q.hand, size=view.size, palette=view.palette,
                            label=ntr("Hand of {n} card; {trump}", "Hand of {n} cards; {trump}",
                                      len(q.hand), trump=trump))
    view.table_view.value = markup.meld_picture(trump, picture)
    view.number_box.description = tr("Meld (points)")
    view.number_box.placeholder = tr("e.g. {points}", points=120)
    view.number_box.disabled = checked
    view.answer_box.children = (view.number_box,)


def draw_trick_winner(view, q, checked: bool) -> None:
    """The four cards with who played them, a button per card and a box for the points;
    once checked the winner marked and each counter's points written under it."""
    view.hand_label.value = ""
    view.clear_cards()
    names = seat_names(view.rules)
    captions, svgs = [], []
    for i, (c, s) in enumerate(zip(q.cards, q.seats)):
        lines = [card_caption([trick_place(i), names[s]], i == 0)]
        won = checked and i == q.winner_index
        if checked and q.card_points[i]:
            lines.append(ntr("counts {n}", "counts {n}", q.card_points[i]))
        captions.append(lines)
        svgs.append(view.card_picture(c, badge=tr("Wins") if won else None,
                                      highlight="selected" if won else None))
    heading = (tr("The trick ({symbol} {trump} are trump) · last trick of the hand",
                  **trump_words(q.trump))
               if q.last else tr("The trick ({symbol} {trump} are trump)", **trump_words(q.trump)))
    view.table_view.value = markup.trick_figures(svgs, captions, heading, view.size)
    options = [(f"{c.words} ({names[s]})", i)
               for i, (c, s) in enumerate(zip(q.cards, q.seats))]
    with view.quietly():
        if list(view.choice_buttons.options) != options:
            keep = view.choice_buttons.value
            view.choice_buttons.options = options
            view.choice_buttons.value = keep
        view.choice_buttons.description = tr("Wins:")
        view.choice_buttons.tooltips = [tr("The {place} card played, {card}, by {seat}",
                                           place=trick_place(i), card=c.name, seat=names[s])
                                        for i, (c, s) in enumerate(zip(q.cards, q.seats))]
    view.choice_buttons.disabled = checked
    view.number_box.description = tr("Trick points")
    view.number_box.placeholder = tr("e.g. {points}", points=20)
    view.number_box.disabled = checked
    view.answer_box.children = (view.choice_buttons, view.number_box)


def _team_headers(view, bidders: int) -> list[str]:
    return [tr("Team {team} · {side} (bidders)", team=t, side=name) if t == bidders
            else tr("Team {team} · {side}", team=t, side=name)
            for t, name in enumerate(side_names(view.rules))]


def _numbers_only(view, q) -> tuple[int, range]:
    """Clear the cards (a question about numbers shows none); the bidders' side and every
    side's index."""
    view.hand_label.value = ""
    view.clear_cards()
    return q.bidders, range(len(side_names(view.rules)))


def _contract_row(q, teams: range) -> tuple[str, list]:
    return (tr("Contract"), [q.contract if t == q.bidders else "—" for t in teams])


def draw_hand_score(view, q, checked: bool) -> None:
    """The hand's numbers per team and a box per team for its score."""
    b, teams = _numbers_only(view, q)
    rows = [_contract_row(q, teams), (tr("Team meld"), list(q.meld))]
    if q.surrendered:
        rows.append((tr("Trick points"), [tr("surrendered: no tricks played")] * len(teams)))
    else:
        rows.append((tr("Trick points"), list(q.trick_points)))
    if checked:
        rows.append((tr("Score for the hand"), [f"{p:+d}" for p in q.answer]))
    view.table_view.value = markup.numbers_table(_team_headers(view, b), rows)
    for t, (box, name) in enumerate(zip(view.number_boxes, side_names(view.rules))):
        box.description = (tr("Team {team} ({side}, bidders) scores", team=t, side=name)
                           if t == b else tr("Team {team} ({side}) scores", team=t, side=name))
        box.disabled = checked
    view.answer_box.children = view.number_boxes


def draw_bid(view, q, checked: bool) -> None:
    """The numbers the question is about and Yes / No."""
    b, teams = _numbers_only(view, q)
    rows = [_contract_row(q, teams),
            (tr("Team meld"), [q.meld[t] if t == b or q.question == "made" else "—"
                           for t in teams])]
    if q.trick_points is not None:
        rows.append((tr("Trick points"), list(q.trick_points)))
    view.table_view.value = markup.numbers_table(_team_headers(view, b), rows)
    options = [(tr("Yes"), True), (tr("No"), False)]
    with view.quietly():
        if list(view.choice_buttons.options) != options:
            view.choice_buttons.options = options
            view.choice_buttons.value = None
        view.choice_buttons.description = (tr("Surrender allowed?")
                                           if q.question == "surrender"
                                           else tr("Contract made?"))
        view.choice_buttons.tooltips = [tr("Yes"), tr("No")]
    view.choice_buttons.disabled = checked
    view.answer_box.children = (view.choice_buttons,)


def draw_puzzle(view, q, checked: bool) -> None:
    """Every hand open: trump and the tricks left, the trick so far (each card captioned
    with who played it, seen from the seat to move), the other three hands in play order,
    and the hand to play from as card buttons, only its legal cards enabled. Once checked
    the best card is marked Best and a wrong pick Your card; every legal card's name then
    says the points it lets the side take (the solver's, from the question)."""
    r = q.rules
    heading = ntr("{symbol} {Suits} are trump · {n} trick left",
                  "{symbol} {Suits} are trump · {n} tricks left", q.tricks_left,
                  **trump_words(q.trump))
    if q.trick:
        svgs = [view.card_picture(c) for c in q.trick]
        captions = [[card_caption([trick_place(i), _role(seat_of_card(q.leader, i, r), q)], i == 0)]
                    for i in range(len(q.trick))]
        trick = markup.trick_figures(svgs, captions, tr("The trick so far"), view.size)
    else:
        trick = markup.section(tr("You lead: no card is played to this trick yet."))
    hands = []
    for offset in range(1, r.players):  # in play order after the seat to move
        seat = seat_at(offset, q.seat, r)
        who = _role(seat, q)
        cards = q.hands[seat]
        n = len(cards)
        hands.append((ntr("{who} ({n} card)", "{who} ({n} cards)", n, who=who),
                      hand_html(cards, size=view.size, palette=view.palette,
                                label=ntr("{who}'s hand: {n} card", "{who}'s hand: {n} cards",
                                          n, who=who))))
    view.table_view.value = markup.open_hands(heading, trick, hands)
    view.hand_label.value = markup.section(
        tr("Your hand: the card you play") if checked
        else tr("Your hand: pick the card to play"))
    mine = q.hands[q.seat]
    view.show_cards(mine, [_puzzle_card(view, q, c, checked) for c in mine],
                    enabled=not checked)
    for button in view.card_buttons:
        if button.card not in q.legal:
            button.disabled = True  # not a legal card here: it cannot be the answer
    view.answer_box.children = ()


def _role(seat: int, q) -> str:
    """"You", "Partner", "Left-hand opponent"...: the seat as the seat to move calls it."""
    return seat_label(seat_role(seat, q.seat, q.rules))


def _puzzle_card(view, q, card: Card, checked: bool) -> str:
    if card not in q.legal:
        return view.card_picture(card, dimmed=True, note=tr("not a legal card here"))
    if not checked:
        return view.card_picture(card)
    note = ntr("your side takes {n} point with it", "your side takes {n} points with it",
               q.values[card])
    if card is q.answer:
        return view.card_picture(card, badge=tr("Best"), note=note,
                                 highlight="selected" if card in view.selected else "hint")
    if card in view.selected:
        return view.card_picture(card, badge=tr("Your card"), highlight="illegal", note=note)
    return view.card_picture(card, note=note)


#: The drawer of each quiz kind.
DRAWERS = {"legal_play": draw_legal_play, "meld": draw_meld,
           "trick_winner": draw_trick_winner, "hand_score": draw_hand_score, "bid": draw_bid,
           "puzzle": draw_puzzle}
