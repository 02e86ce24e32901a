"""The play table's pictures and sentences, as markup (no widgets, no rules).

Each function takes the :class:`~.controller.TableController` and the person's
:class:`~pinochle_teach.game.PlayerView` and returns :class:`~..render.Markup` built with the
render kit, styled by the "Trick walkthrough and play table" section of ``style.css``. Every
fact comes from the engine: the view, the seating module, the commentary, the hand results.
"""

from __future__ import annotations

from ...cards import cards_in_words, sort_hand
from ...commentary import describe_trick, winning_so_far
from ...game import Phase, TrickRecord
from ...i18n import FORMS, Word, ntr, tr
from ...seating import seats_from, side_of, side_totals, table_names
from ...svg import card_svg, hand_svg, meld_html
from ...tricks import trick_winner
from ...vocabulary import suit_word
from ..projector import SIZES
from ..render import Markup, el, join, size_class
from ..scoresheet import number, signed
from .trick import trick_html

__all__ = ["status_html", "seat_html", "widow_html", "centre_html", "last_trick_html",
           "prompt_html", "result_html", "meld_title", "meld_panel_html", "log_html"]

_OVER = (Phase.SCORE, Phase.GAME_OVER)


class _Labelled(Word):
    """A seat as the table's sentences name it: the seat's word, with "(you)" after the
    person's own (``{seat}``: "South (you)"; ``{seat.dat}``: the case, then "(you)")."""

    def __init__(self, c, seat: int):
        word = c.seat_word(seat)
        super().__init__("seat", {f: ("seat", word.english) for f in FORMS["seat"]})
        object.__setattr__(self, "word", word)
        object.__setattr__(self, "you", seat == c.seat)

    def form(self, name: str) -> str:
        text = self.word.form(name)
        return tr("{seat} (you)", seat=text) if self.you else text



def status_html(c, view, size: float) -> Markup:
    """Game, rules, hand, dealer, contract and trump; the person's seat and the score."""
    g, rules = c.game, c.game.rules
    parts = [tr("Game #{seed}", seed=g.seed), tr("{rules} rules", rules=rules.variant_name),
             tr("Hand {number}", number=g.hand_number),
             tr("{dealer} deals", dealer=c.seat_word(g.dealer))]
    if g.contract is not None:
        v = {"contract": g.contract, "seat": c.seat_word(g.bidder)}
        if rules.partnership:
            v["team"] = c.side_word(side_of(g.bidder, rules))
            parts.append(tr("Contract {contract} by You ({team})", **v) if g.bidder == c.seat
                         else tr("Contract {contract} by {seat} ({team})", **v))
        else:
            parts.append(tr("Contract {contract} by You", **v) if g.bidder == c.seat
                         else tr("Contract {contract} by {seat}", **v))
    if g.trump is not None:
        parts.append(tr("Trump {symbol} {suit}", symbol=g.trump.symbol, suit=suit_word(g.trump)))
    totals = " · ".join(f"{c.side_name(t)} {number(g.scores[t])}"
                        for t in range(len(g.scores)))
    partner = view.partner  # the engine's answer (None without partnerships)
    you = (tr("You are {seat}, partner {partner}", seat=c.seat_word(c.seat),
              partner=c.seat_word(partner))
           if partner is not None else
           tr("You are {seat}; every player scores for themselves", seat=c.seat_word(c.seat)))
    return el("div", el("div", " · ".join(parts), cls="pt-status-head"),
              el("div", tr("{you} · Score: {totals} (game to {target})", you=you,
                           totals=totals, target=rules.target_score)),
              cls=("pt-status", size_class(size)))


def _auction_lines(c, seat: int, view) -> list[str]:
    g = c.game
    bids = [b for s, b in view.auction if s == seat]
    lines = []
    if view.phase is Phase.AUCTION or (bids and view.hand_number == g.hand_number
                                       and view.phase in (Phase.TRUMP, Phase.PASS,
                                                          Phase.RETURN, Phase.DISCARD)):
        made = [b for b in bids if b is not None]
        if bids and bids[-1] is None:
            lines.append(tr("passed (bid {bid})", bid=max(made)) if made else tr("passed"))
        elif bids:
            lines.append(tr("bid {bid}", bid=bids[-1]))
        elif view.phase is Phase.AUCTION:
            lines.append(tr("no bid yet"))
    return lines


def seat_html(c, seat: int, view, *, show_all: bool, palette: str, size: float,
              projector: bool = False) -> Markup:
    """One other seat: its cards (backs, or faces for the teacher), name, side, what it
    bid or melded, and whether it is to play. ``projector``: the projector layout (the
    teacher's face-up cards as a row of whole cards at :data:`..projector.SIZES`
    ``["others"]`` that the stylesheet wraps, instead of a fan)."""
    g, rules = c.game, c.game.rules
    tags = []
    if seat == view.dealer:
        tags.append(tr("dealer"))
    if view.bidder == seat:
        tags.append(tr("bidder"))
    elif view.bidder is not None and g.partner == seat:
        tags.append(tr("bidder's partner"))
    if seat == view.partner:
        tags.append(tr("your partner"))
    count = view.hand_sizes[seat]
    lines = [ntr("{n} card in hand", "{n} cards in hand", count),
             *_auction_lines(c, seat, view)]
    if view.phase is Phase.DISCARD and seat == view.bidder:
        lines.append(tr("took the widow; discarding"))
    if view.melds is not None:
        lines.append(tr("meld {points}", points=view.melds[seat].total))
    turn = view.to_move == seat and view.phase not in _OVER
    held = sort_hand(g.hands[seat], view.trump) if show_all and count else ()
    if held and projector:
        # The teacher shows this seat's cards to the room, every rank readable.
        cards = el("div", [Markup(card_svg(x, size=SIZES["others"], palette=palette))
                           for x in held],
                   role="group", aria_label=tr("{seat}'s cards: {cards}",
                                               seat=c.seat_word(seat),
                                               cards=", ".join(str(x) for x in held)),
                   cls="pt-seat-row")
    elif held:
        # Classroom mode: the teacher shows this seat's actual cards to the room.
        cards = Markup(hand_svg(held, size=0.45 * size, palette=palette, overlap=0.55))
    else:
        back = SIZES["others"] if projector else 0.6 * size
        cards = Markup(card_svg("9S", face_down=True, size=back)) if count else None
    return el("div", cards,
              el("div", el("div", el("b", c.seat_name(seat))),
                 el("div", c.side_name(side_of(seat, rules)), cls="pt-muted")
                 if rules.partnership else None,
                 el("div", ", ".join(tags), cls="pt-muted") if tags else None,
                 [el("div", x) for x in lines],
                 el("div", tr("▶ to play"), cls="pt-turn-note") if turn else None),
              role="group", aria_label=c.seat_name(seat),
              cls=("pt-seat", "pt-table-seat", "pt-turn" if turn else None, size_class(size)))


def widow_html(c, view, *, show_all: bool, palette: str, size: float,
               projector: bool = False) -> Markup:
    """Three-handed: the widow, face down during the auction and turned up for everyone
    once the auction is won (the engine's view holds it from then on, rules page §8)."""
    g = c.game
    count = g.rules.widow
    if not count:
        return Markup("")
    scale = SIZES["others"] if projector else 0.6 * size
    if view.widow:
        cards = sort_hand(view.widow, view.trump)
        pics = [Markup(card_svg(x, size=scale, palette=palette)) for x in cards]
        if view.bidder == c.seat:
            text = (ntr("Turned up for all to see and taken by you, the bidder, who then "
                        "discards {n} card face down (rules page §8).",
                        "Turned up for all to see and taken by you, the bidder, who then "
                        "discards {n} cards face down (rules page §8).", count)
                    if view.phase in (Phase.TRUMP, Phase.DISCARD) else
                    tr("Turned up after the auction and taken by you, the bidder (rules page "
                       "§8)."))
        else:
            who = c.seat_word(view.bidder)
            text = (ntr("Turned up for all to see and taken by {seat}, the bidder, who then "
                        "discards {n} card face down (rules page §8).",
                        "Turned up for all to see and taken by {seat}, the bidder, who then "
                        "discards {n} cards face down (rules page §8).", count, seat=who)
                    if view.phase in (Phase.TRUMP, Phase.DISCARD) else
                    tr("Turned up after the auction and taken by {seat}, the bidder (rules "
                       "page §8).", seat=who))
        label = tr("Widow: {cards}", cards=cards_in_words(cards))
    elif show_all:
        cards = sort_hand(g.widow, view.trump)
        pics = [Markup(card_svg(x, size=scale, palette=palette)) for x in cards]
        text = tr("Face down (shown here for the teacher); the auction winner takes it (rules "
                  "page §8).")
        label = tr("Widow (teacher view): {cards}", cards=cards_in_words(cards))
    else:
        pics = [Markup(card_svg("9S", face_down=True, size=scale)) for _ in range(count)]
        text = ntr("{n} card face down. The auction winner takes it, shows it to everyone, "
                   "then discards it (rules page §8).",
                   "{n} cards face down. The auction winner takes them, shows them to "
                   "everyone, then discards {n} (rules page §8).", count)
        label = ntr("Widow: {n} face-down card", "Widow: {n} face-down cards", count)
    return el("div", el("div", pics, cls="pt-widow-cards"),
              el("div", el("div", el("b", tr("Widow"))), el("div", text)),
              role="group", aria_label=label, cls=("pt-widow", "pt-table-widow", size_class(size)))


def live_trick_html(c, view, *, palette: str, size: float, projector: bool = False) -> Markup:
    """The trick in play, its winning card so far outlined (rules page §6); ``projector``:
    at the projector layout's size."""
    trick, rules = list(view.trick), c.game.rules
    labels = c.labels()
    return trick_html(trick, view.leader, bottom=c.seat,
                      winner=trick_winner(trick, view.trump, rules), to_move=view.to_move,
                      palette=palette, size=SIZES["trick"] if projector else 0.8 * size,
                      names=labels.seats, title=tr("Trick {number}", number=len(view.tricks) + 1),
                      caption=winning_so_far(trick, view.trump, view.leader, rules, labels),
                      rules=rules)


def last_trick_html(c, rec: TrickRecord, *, small: bool, palette: str,
                    size: float, projector: bool = False) -> Markup:
    """A completed trick: who won it and for how much (the last trick's bonus told);
    ``projector``: at the projector layout's sizes."""
    labels = c.labels()
    scale = (SIZES["last" if small else "trick"] if projector
             else (0.5 if small else 0.8) * size)
    return trick_html(rec.cards, rec.leader, bottom=c.seat, winner=rec.winning_index,
                      palette=palette, size=scale,
                      names=labels.seats,
                      title=(tr("Last trick {number}", number=len(c.game.tricks)) if small
                             else tr("Trick {number}", number=len(c.game.tricks))),
                      caption=describe_trick(rec, c.game.rules, labels), rules=c.game.rules)


def centre_html(c, view, size: float) -> Markup:
    """What the middle of the table says when no trick is on it."""
    ph, g = view.phase, c.game
    names = [_Labelled(c, s) for s in range(c.seats)]
    if ph is Phase.TRICKS:
        text = tr("{seat} leads the first trick (the contract winner leads, rules page §6).",
                  seat=names[view.leader])
    elif ph is Phase.AUCTION:
        bids = (" · ".join(tr("{seat} pass", seat=c.seat_word(s)) if b is None else
                           tr("{seat} {bid}", seat=c.seat_word(s), bid=b)
                           for s, b in view.auction) if view.auction else tr("no bids yet"))
        text = tr("Auction: {bids}.", bids=bids)
    elif ph is Phase.TRUMP:
        v = {"seat": names[view.bidder], "contract": view.contract}
        text = (tr("{seat} won the auction at {contract}, took the widow and names trump.", **v)
                if view.widow else
                tr("{seat} won the auction at {contract} and names trump.", **v))
    elif ph is Phase.DISCARD:
        count = view.rules.widow
        if view.bidder == c.seat:
            text = ntr("You discard {n} card face down; the counters among them count for you "
                       "at the end of the hand (rules page §8).",
                       "You discard {n} cards face down; the counters among them count for "
                       "you at the end of the hand (rules page §8).", count)
        else:
            text = ntr("{seat} discards {n} card face down; the counters among them count "
                       "for {seat} at the end of the hand (rules page §8).",
                       "{seat} discards {n} cards face down; the counters among them count "
                       "for {seat} at the end of the hand (rules page §8).", count,
                       seat=names[view.bidder])
    elif ph in (Phase.PASS, Phase.RETURN):
        v = {"bidder": names[view.bidder], "partner": names[g.partner]}
        text = (ntr("Passing cards: {partner} gives {n} card to {bidder}, who then gives {n} "
                    "back (rules page §3).",
                    "Passing cards: {partner} gives {n} cards to {bidder}, who then gives {n} "
                    "back (rules page §3).", view.rules.pass_count, **v)
                if ph is Phase.PASS else
                ntr("Passing cards: {bidder} gives {n} card back to {partner} (rules page §3).",
                    "Passing cards: {bidder} gives {n} cards back to {partner} (rules page §3).",
                    view.rules.pass_count, **v))
    elif ph is Phase.SURRENDER:
        text = tr("{seat} may surrender or play on (rules page §5).", seat=names[view.bidder])
    else:
        text = tr("Hand over.")
    return el("div", text, cls=("pt-trick", "pt-trick-note", size_class(size)))


def prompt_html(text: str, size: float) -> Markup:
    """The line that says what the person is to do now (empty text: nothing)."""
    if not text:
        return Markup("")
    return el("div", text, role="status", cls=("pt-prompt-text", size_class(size)))


def result_html(c, size: float) -> Markup:
    """The hand's score with the engine's reasons, once the hand is scored (rules page §7)."""
    g = c.game
    if g.phase not in _OVER or not g.hand_results:
        return Markup("")
    r, rules = g.hand_results[-1], g.rules
    rows = [el("li", x) for x in r.reasons_for(rules, table_names(rules))]
    if g.discards and r.number == g.hand_number:
        # The discards are turned up at the end: their counters went to the bidder (§8).
        pts = r.discard_points
        v = {"cards": " ".join(str(x) for x in g.discards), "seat": c.seat_word(r.bidder)}
        rows.append(el("li", ntr(
            "You discarded {cards}: {n} point in counters, included in your trick points "
            "(rules page §8).",
            "You discarded {cards}: {n} points in counters, included in your trick points "
            "(rules page §8).", pts, **v) if r.bidder == c.seat else ntr(
            "{seat} discarded {cards}: {n} point in counters, included in the bidder’s trick "
            "points (rules page §8).",
            "{seat} discarded {cards}: {n} points in counters, included in the bidder’s trick "
            "points (rules page §8).", pts, **v)))
    scored = " · ".join(f"{c.side_name(t)} {signed(r.score[t])}" for t in range(len(r.score)))
    head = tr("Hand {number} score: {scored}", number=r.number, scored=scored)
    if g.winner is not None:
        head = tr("{head}. {wins} the game!", head=head, wins=c.side_wins(g.winner))
    return el("div", el("b", head), el("ul", rows), role="status",
              cls=("pt-hand-result", size_class(size)))


def meld_title(c, view) -> str:
    """The meld panel's title: the total of each side, or when the meld will be shown."""
    rules = c.game.rules
    if view.melds is None:
        return (tr("Meld (shown after the discard)") if rules.widow else
                tr("Meld (shown after the pass)") if rules.partnership and rules.pass_count
                else tr("Meld (shown after trump)"))
    totals = side_totals([m.total for m in view.melds], rules)
    return tr("Meld: {totals}", totals=" · ".join(f"{c.side_name(t)} {x}"
                                                  for t, x in enumerate(totals)))


def meld_panel_html(c, view, *, palette: str, size: float) -> Markup:
    """Every seat's meld, the person's first: their own hand in full, the others' as laid
    down (the view holds only those)."""
    if view.melds is None:
        return Markup("")
    g, rules = c.game, c.game.rules
    labels = c.labels().seats
    parts = []
    for s in seats_from(c.seat, rules):
        result = g.melds[s] if s == c.seat and g.melds is not None else view.melds[s]
        team = f" · {c.side_name(side_of(s, rules))}" if rules.partnership else ""
        parts.append(el("div", tr("{seat}{team} · meld {points}", seat=labels[s], team=team,
                                  points=result.total), cls="pt-meld-seat"))
        parts.append(Markup(meld_html(result, palette=palette, size=0.6 * size, table=False,
                                      layout="side"))
                     if result.melds else el("div", tr("no meld"), cls="pt-muted"))
    return join(parts)


def log_html(events) -> Markup:
    """The latest eight sentences of what happened."""
    if not events:
        return Markup("")
    return el("details", el("summary", tr("What happened (latest last)")),
              el("ul", [el("li", x) for x in events[-8:]]), open=True, cls="pt-log")
