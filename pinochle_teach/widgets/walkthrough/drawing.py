"""The trick walkthrough's pictures and sentences, as markup (no widgets, no rules).

Each function takes the :class:`~.view.TrickWalkthrough` (for its seat, teacher mode, names,
palette and size) and the :class:`~pinochle_teach.game.Game` at the step shown, and returns
:class:`~..render.Markup` styled by the "Trick walkthrough and play table" section of
``style.css``. Every fact is the engine's: legal plays and their reasons, the winning card,
the counters, the bonuses and the hand's score (rules page §6-8).
"""

from __future__ import annotations

from ...cards import cards_in_words, sort_hand
from ...commentary import (describe_trick, discards_note, last_trick_bonus_note,
                           last_trick_coming_note, winning_so_far)
from ...errors import PinochleError
from ...game import Game, Phase
from ...i18n import ntr, tr
from ...seating import capitalise, seats_from, side_of, table_names
from ...svg import hand_html
from ...tricks import explain_play, legal_plays, trick_winner
from ...vocabulary import suit_word
from ..render import Markup, el, size_class
from ..scoresheet import signed
from ..table.trick import trick_html

__all__ = ["status_html", "hands_html", "widow_html", "trick_view_html", "score_html",
           "choices_html"]

_OVER = (Phase.SCORE, Phase.GAME_OVER)



def status_html(w, g: Game) -> Markup:
    """The hand, trump and contract; whose turn it is and where in the hand; the mode."""
    names, rules = w.names, g.rules
    values = dict(hand=g.hand_number, symbol=g.trump.symbol, suit=suit_word(g.trump),
                  contract=g.contract, seat=names[g.bidder])
    if rules.partnership:
        head = tr("Hand {hand} · {symbol} {suit} trump · contract {contract} by {seat} "
                  "({side})", side=table_names(rules).side(side_of(g.bidder, rules)), **values)
    else:
        head = tr("Hand {hand} · {symbol} {suit} trump · contract {contract} by {seat}",
                  **values)
    done = len(g.tricks)
    if g.phase is Phase.TRICKS:
        seat = g.to_move
        where = tr("Card play {step} of {steps} · trick {trick} of {tricks}", step=w.step,
                   steps=w.steps, trick=done + 1, tricks=rules.hand_size)
        if g.trick:
            turn = tr("{seat} to play", seat=names[seat])
        elif done:
            turn = tr("{seat} won the last trick and leads", seat=names[seat])
        else:
            turn = tr("{seat} (the contract winner) leads", seat=names[seat])
    else:
        where = tr("Card play {step} of {steps}", step=w.step, steps=w.steps)
        turn = tr("The hand is over") if g.phase in _OVER else g.phase.value
    mode = (tr("Teacher view: all hands face up") if w.teacher else
            tr("Student view: you are {seat}", seat=names[w.seat]))
    return el("div", el("div", head, cls="pt-walk-head"),
              el("div", el("span", turn, cls="pt-walk-turn"), f" · {where} · ",
                 el("span", mode, cls="pt-muted")),
              cls=("pt-walk-status", size_class(w.text_size)))


def hands_html(w, g: Game) -> Markup:
    """Every seat's hand, from the bottom seat clockwise: face up where the mode shows it,
    the cards that may not be played now faded, then the widow (three-handed)."""
    size = w.card_size(0.8, "walk")
    to_move = g.to_move if g.phase is Phase.TRICKS else None
    names, rules = w.names, g.rules
    rows = []
    # English says "cards" for every count (as it always has); a translation gives each
    # plural form its own words (here and in the counts below).
    for seat in seats_from(w.bottom(), rules):
        cards = sort_hand(g.hands[seat], g.trump)
        visible = w.visible(seat)
        dimmed = []
        if visible and seat == to_move and cards:
            legal = set(legal_plays(cards, g.trick, g.trump, rules))
            dimmed = [i for i, c in enumerate(cards) if c not in legal]
        tags = []
        if seat == g.bidder:
            tags.append(tr("bidder, {contract}, took the widow", contract=g.contract)
                        if g.widow else tr("bidder, {contract}", contract=g.contract))
        if w.seat is not None and seat == w.seat:
            tags.append(tr("you"))
        tricks = sum(1 for t in g.tricks if t.winner == seat)
        tags.append(ntr("{n} trick won", "{n} tricks won", tricks))
        if cards:
            label = (tr("{seat}'s hand: {cards}", seat=names[seat], cards=cards_in_words(cards))
                     if visible else
                     ntr("{seat}'s hand: {n} face-down cards", "{seat}'s hand: {n} face-down cards",
                         len(cards), seat=names[seat]))
            picture = Markup(hand_html(cards, size=size, palette=w.palette,
                                       face_down=not visible,
                                       overlap=(0.6 if not visible else
                                                0.0 if w.projector else 0.25),
                                       dimmed=dimmed,
                                       notes={i: tr("may not be played now") for i in dimmed},
                                       label=label))
        else:
            picture = el("div", tr("no cards left"), cls=("pt-muted", "pt-hand-empty"))
        turn = seat == to_move
        side = (f"{table_names(rules).side(side_of(seat, rules))} · "
                if rules.partnership else "")
        rows.append(el(
            "div",
            el("div", el("b", names[seat]), f" · {side}{', '.join(tags)}",
               el("span", tr(" ▶ to play"), cls="pt-turn-note") if turn else None),
            picture,
            el("div", tr("faded cards may not be played now (see below)"),
               cls=("pt-muted", "pt-walk-faded")) if dimmed else None,
            cls=("pt-seat", "pt-walk-seat", "pt-turn" if turn else None)))
    return el("div", rows, widow_html(w, g), cls=("pt-hands", size_class(w.text_size)))


def widow_html(w, g: Game) -> Markup:
    """Three-handed (rules page §8): the widow, turned up after the auction and taken by the
    bidder, and the bidder's discards (face up in teacher mode and to the bidder, face down
    to the others until the hand is over and they are counted). Empty without a widow."""
    if not g.widow:
        return Markup("")
    size = w.card_size(0.7, "walk")
    bidder = w.names[g.bidder]
    widow = Markup(hand_html(g.widow, size=size, palette=w.palette,
                             label=tr("The widow: {cards}",
                                      cards=", ".join(map(str, g.widow)))))
    over = g.phase in _OVER
    shown = w.visible(g.bidder) or over  # turned up for the count at the end
    discards = Markup(hand_html(
        g.discards, size=size, palette=w.palette, face_down=not shown,
        label=(tr("{seat}'s discards: {cards}", seat=bidder,
                  cards=", ".join(map(str, g.discards))) if shown
               else ntr("{seat}'s discards: {n} face-down cards",
                        "{seat}'s discards: {n} face-down cards", len(g.discards),
                        seat=bidder))))
    values = dict(seat=bidder, widow=len(g.widow), discards=len(g.discards))
    if shown and over:
        note = ntr("{seat} took the {widow}-card widow and discarded {discards}: turned up for "
                   "the count, they hold {n} trick point, which count for {seat} (rules page "
                   "§8).",
                   "{seat} took the {widow}-card widow and discarded {discards}: turned up for "
                   "the count, they hold {n} trick points, which count for {seat} (rules page "
                   "§8).", g.discard_points, **values)
    elif shown:
        note = ntr("{seat} took the {widow}-card widow and discarded {discards}: they hold {n} "
                   "trick point, which count at the end of the hand for {seat} (rules page §8).",
                   "{seat} took the {widow}-card widow and discarded {discards}: they hold {n} "
                   "trick points, which count at the end of the hand for {seat} (rules page "
                   "§8).", g.discard_points, **values)
    else:
        note = tr("{seat} took the {widow}-card widow and discarded {discards}: only the bidder "
                  "knows them; their trick points count at the end of the hand for {seat} "
                  "(rules page §8).", **values)
    return el("div",
              el("div",
                 el("div", el("div", el("b", tr("Widow")),
                              tr(" · turned up after the auction, taken by {seat}",
                                 seat=bidder)), widow),
                 el("div", el("div", el("b", tr("{seat}'s discards", seat=bidder)),
                              tr(" · put aside before the first lead")), discards),
                 cls="pt-walk-widow-row"),
              el("div", note, cls="pt-walk-widow-note"),
              cls=("pt-widow", "pt-walk-widow"))


def trick_view_html(w, g: Game) -> Markup:
    """The trick in play (what was led, the card winning so far), else the trick just
    completed, else the empty table before the first lead."""
    labels = w.labels()
    names, rules = labels.seats, g.rules
    common = dict(bottom=w.bottom(), palette=w.palette, size=w.card_size(1.0, "trick"),
                  names=names, rules=rules)
    if g.trick:
        lead = g.trick[0]
        led = capitalise(tr("{suit} (trump) were led.", suit=suit_word(lead.suit))
                         if lead.suit is g.trump else
                         tr("{suit} were led.", suit=suit_word(lead.suit)))
        caption = led + " " + winning_so_far(g.trick, g.trump, g.leader, rules, labels)
        return trick_html(g.trick, g.leader, winner=trick_winner(g.trick, g.trump, rules),
                          to_move=g.to_move, title=tr("Trick {trick}", trick=len(g.tricks) + 1),
                          caption=caption, **common)
    if g.tricks:
        rec = g.tricks[-1]
        last = g.phase in _OVER
        return trick_html(rec.cards, rec.leader, winner=rec.winning_index,
                          title=(tr("Trick {trick} (the last)", trick=len(g.tricks)) if last
                                 else tr("Trick {trick}", trick=len(g.tricks))),
                          caption=describe_trick(rec, rules, labels), **common)
    return trick_html((), g.leader, to_move=g.to_move, title=tr("Trick {trick}", trick=1),
                      caption=tr("{seat} won the auction and leads the first trick (rules "
                                 "page §6).", seat=names[g.leader]), **common)


def score_html(w, g: Game) -> Markup:
    """The counters (trick points), meld and tricks of each side; the bonus and discard
    notes; the hand's score once it is over (rules page §7, §8)."""
    rules = g.rules
    names = table_names(rules)
    bidders = side_of(g.bidder, rules)
    over = g.phase in _OVER
    rows = []
    for t, side in enumerate(names.sides):
        label = (side if t != bidders else
                 tr("{side} (bidders)", side=side) if rules.partnership else
                 tr("{side} (bidder)", side=side))
        rows.append(el("tr", el("th", label, scope="row", cls="pt-left"),
                       el("td", g.team_meld[t]), el("td", el("b", g.trick_points[t])),
                       el("td", g.tricks_won[t])))
    notes = []
    if over and g.tricks:
        notes.append(last_trick_bonus_note(g.tricks[-1], rules, names))
    elif g.phase is Phase.TRICKS and len(g.tricks) == rules.hand_size - 1:
        notes.append(last_trick_coming_note(rules))
    if over:
        notes.append(discards_note(g, names))
    result = None
    if over and g.hand_results:
        r = g.hand_results[-1]
        scored = " · ".join(f"{side} {signed(r.score[t])}" for t, side in enumerate(names.sides))
        result = el("div", el("b", tr("Hand score: {scores}", scores=scored)),
                    el("ul", [el("li", x) for x in r.reasons_for(rules, names)]),
                    role="status", cls=("pt-hand-result", "pt-walk-result"))
    return el("div",
              el("table",
                 el("caption", tr("Counters (trick points)")),
                 el("thead", el("tr", el("th", tr("Team") if rules.partnership else tr("Player"),
                                         scope="col", cls="pt-left"),
                                el("th", tr("Meld"), scope="col"),
                                el("th", tr("Trick points"), scope="col"),
                                el("th", tr("Tricks"), scope="col"))),
                 el("tbody", rows)),
              [el("div", x) for x in notes if x], result,
              cls=("pt-counters", size_class(w.text_size)))


def choices_html(w, g: Game, hint=None) -> Markup:
    """For the seat to play: every different card of its hand, legal first, each with the
    engine's sentence (rules page §6); in teacher mode also the card the record played.
    ``hint``: a callable giving a hint for a view (the heuristic player's), or None."""
    if g.phase is not Phase.TRICKS:
        return Markup("")
    seat = g.to_move
    name = w.names[seat]
    box = ("pt-choices", size_class(w.text_size))
    if not w.visible(seat):
        return el("div", el("b", tr("{seat} is to play.", seat=name)),
                  tr(" In student mode only {you}'s cards are shown: step forward to see what "
                     "{seat} played.", you=w.names[w.seat], seat=name), cls=box)
    hand = sort_hand(g.hands[seat], g.trump)
    advice = None
    if hint is not None:
        try:
            found = hint(g.view(seat))  # only what that seat may see
            advice = el("div", el("b", tr("Hint")),
                        tr(" (what the heuristic player would do): {hint}", hint=found),
                        cls="pt-hint")
        except PinochleError as err:
            advice = el("div", str(err), cls="pt-hint")
    nxt = w.plays[w.step].value if w.step < w.steps else None
    shown_next = w.teacher and nxt is not None
    record = []
    if shown_next:
        # The whole sentence is translated; the card in it is drawn in bold.
        before, _, after = tr(" In the record {seat} played {card}.", seat=name,
                              card="\x00").partition("\x00")
        record = [before, el("b", nxt), after]
    if not g.trick:
        any_card = explain_play(hand, (), g.trump, hand[0], g.rules).split(": ", 1)[-1]
        return el("div", el("b", tr("{seat} leads:", seat=name)),
                  tr(" every card is allowed; {reason}", reason=any_card),
                  record, advice, cls=box)
    legal = legal_plays(hand, g.trick, g.trump, g.rules)
    items = []
    # The legal cards first, then the others, each in hand order.
    for c in sorted(dict.fromkeys(hand), key=lambda c: c not in legal):
        ok = c in legal
        played = tr(" ← played in the record") if shown_next and c == nxt else ""
        items.append(el("li", el("span", "✓" if ok else "✗", aria_hidden="true",
                                 cls="pt-mark"),
                        " ", explain_play(hand, g.trick, g.trump, c, g.rules), el("b", played),
                        cls="pt-legal" if ok else "pt-illegal"))
    return el("div", el("b", ntr("{seat} may play {legal} of {n} different cards:",
                                 "{seat} may play {legal} of {n} different cards:",
                                 len(set(hand)), seat=name, legal=len(legal))),
              f" {' '.join(map(str, legal))}.", record, advice,
              el("ul", items), cls=box)
