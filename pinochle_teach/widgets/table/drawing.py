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
from ...numbers import counted
from ...seating import seats_from, side_of, side_totals, table_names
from ...svg import card_svg, hand_svg, meld_html
from ...tricks import trick_winner
from ..projector import SIZES
from ..render import Markup, el, join, size_class
from ..scoresheet import number, signed
from .trick import trick_html

__all__ = ["status_html", "seat_html", "widow_html", "centre_html", "last_trick_html",
           "prompt_html", "result_html", "meld_title", "meld_panel_html", "log_html"]

_OVER = (Phase.SCORE, Phase.GAME_OVER)



def status_html(c, view, size: float) -> Markup:
    """Game, rules, hand, dealer, contract and trump; the person's seat and the score."""
    g, rules = c.game, c.game.rules
    parts = [f"Game #{g.seed}", f"{rules.variant_name} rules", f"Hand {g.hand_number}",
             f"{c.seat_name(g.dealer)} deals"]
    if g.contract is not None:
        text = f"Contract {g.contract} by {c.name(g.bidder)}"
        if rules.partnership:
            text += f" ({c.side_name(side_of(g.bidder, rules))})"
        parts.append(text)
    if g.trump is not None:
        parts.append(f"Trump {g.trump.symbol} {g.trump.plural}")
    totals = " · ".join(f"{c.side_name(t)} {number(g.scores[t])}"
                        for t in range(len(g.scores)))
    partner = view.partner  # the engine's answer (None without partnerships)
    you = (f"You are {c.seat_name(c.seat)}, partner {c.seat_name(partner)}"
           if partner is not None else
           f"You are {c.seat_name(c.seat)}; every player scores for themselves")
    return el("div", el("div", " · ".join(parts), cls="pt-status-head"),
              el("div", f"{you} · Score: {totals} (game to {rules.target_score})"),
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
            lines.append("passed" + (f" (bid {max(made)})" if made else ""))
        elif bids:
            lines.append(f"bid {bids[-1]}")
        elif view.phase is Phase.AUCTION:
            lines.append("no bid yet")
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
        tags.append("dealer")
    if view.bidder == seat:
        tags.append("bidder")
    elif view.bidder is not None and g.partner == seat:
        tags.append("bidder's partner")
    if seat == view.partner:
        tags.append("your partner")
    count = view.hand_sizes[seat]
    lines = [f"{counted(count, 'card')} in hand", *_auction_lines(c, seat, view)]
    if view.phase is Phase.DISCARD and seat == view.bidder:
        lines.append("took the widow; discarding")
    if view.melds is not None:
        lines.append(f"meld {view.melds[seat].total}")
    turn = view.to_move == seat and view.phase not in _OVER
    held = sort_hand(g.hands[seat], view.trump) if show_all and count else ()
    if held and projector:
        # The teacher shows this seat's cards to the room, every rank readable.
        cards = el("div", [Markup(card_svg(x, size=SIZES["others"], palette=palette))
                           for x in held],
                   role="group", aria_label=f"{c.seat_name(seat)}'s cards: "
                                            + ", ".join(str(x) for x in held),
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
                 el("div", "▶ to play", cls="pt-turn-note") if turn else None),
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
        who = "you" if view.bidder == c.seat else c.seat_name(view.bidder)
        if view.phase in (Phase.TRUMP, Phase.DISCARD):
            text = (f"Turned up for all to see and taken by {who}, the bidder, who then "
                    f"discards {count} cards face down (rules page §8).")
        else:
            text = f"Turned up after the auction and taken by {who}, the bidder (rules page §8)."
        label = "Widow: " + cards_in_words(cards)
    elif show_all:
        cards = sort_hand(g.widow, view.trump)
        pics = [Markup(card_svg(x, size=scale, palette=palette)) for x in cards]
        text = "Face down (shown here for the teacher); the auction winner takes it (rules page §8)."
        label = "Widow (teacher view): " + cards_in_words(cards)
    else:
        pics = [Markup(card_svg("9S", face_down=True, size=scale)) for _ in range(count)]
        text = (f"{count} cards face down. The auction winner takes them, shows them to "
                f"everyone, then discards {count} (rules page §8).")
        label = f"Widow: {count} face-down cards"
    return el("div", el("div", pics, cls="pt-widow-cards"),
              el("div", el("div", el("b", "Widow")), el("div", text)),
              role="group", aria_label=label, cls=("pt-widow", "pt-table-widow", size_class(size)))


def live_trick_html(c, view, *, palette: str, size: float, projector: bool = False) -> Markup:
    """The trick in play, its winning card so far outlined (rules page §6); ``projector``:
    at the projector layout's size."""
    trick, rules = list(view.trick), c.game.rules
    labels = c.labels()
    return trick_html(trick, view.leader, bottom=c.seat,
                      winner=trick_winner(trick, view.trump, rules), to_move=view.to_move,
                      palette=palette, size=SIZES["trick"] if projector else 0.8 * size,
                      names=labels.seats, title=f"Trick {len(view.tricks) + 1}",
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
                      title=f"{'Last trick' if small else 'Trick'} {len(c.game.tricks)}",
                      caption=describe_trick(rec, c.game.rules, labels), rules=c.game.rules)


def centre_html(c, view, size: float) -> Markup:
    """What the middle of the table says when no trick is on it."""
    ph, g = view.phase, c.game
    names = c.labels().seats
    if ph is Phase.TRICKS:
        text = f"{names[view.leader]} leads the first trick (the contract winner leads, rules page §6)."
    elif ph is Phase.AUCTION:
        bids = (" · ".join(f"{c.seat_name(s)} {'pass' if b is None else b}"
                           for s, b in view.auction) if view.auction else "no bids yet")
        text = f"Auction: {bids}."
    elif ph is Phase.TRUMP:
        took = ", took the widow" if view.widow else ""
        text = f"{names[view.bidder]} won the auction at {view.contract}{took} and names trump."
    elif ph is Phase.DISCARD:
        count = view.rules.widow
        if view.bidder == c.seat:
            text = (f"You discard {count} cards face down; the counters among them count "
                    f"for you at the end of the hand (rules page §8).")
        else:
            text = (f"{names[view.bidder]} discards {count} cards face down; the counters "
                    f"among them count for {names[view.bidder]} at the end of the hand (rules page §8).")
    elif ph in (Phase.PASS, Phase.RETURN):
        bidder, partner, n = view.bidder, g.partner, view.rules.pass_count
        text = (f"Passing cards: {names[partner]} gives {n} cards to {names[bidder]}, "
                f"who then gives {n} back (rules page §3)." if ph is Phase.PASS else
                f"Passing cards: {names[bidder]} gives {n} cards back to {names[partner]} "
                f"(rules page §3).")
    elif ph is Phase.SURRENDER:
        text = f"{names[view.bidder]} may surrender or play on (rules page §5)."
    else:
        text = "Hand over."
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
        whose = "your" if r.bidder == c.seat else "the bidder’s"
        rows.append(el("li", f"{c.name(r.bidder)} discarded "
                             f"{' '.join(str(x) for x in g.discards)}: {counted(pts, 'point')} "
                             f"in counters, included in {whose} trick points (rules page §8)."))
    scored = " · ".join(f"{c.side_name(t)} {signed(r.score[t])}" for t in range(len(r.score)))
    head = f"Hand {r.number} score: {scored}"
    if g.winner is not None:
        head += f". {c.side_wins(g.winner)} the game!"
    return el("div", el("b", head), el("ul", rows), role="status",
              cls=("pt-hand-result", size_class(size)))


def meld_title(c, view) -> str:
    """The meld panel's title: the total of each side, or when the meld will be shown."""
    rules = c.game.rules
    if view.melds is None:
        when = ("the discard" if rules.widow else
                "the pass" if rules.partnership and rules.pass_count else "trump")
        return f"Meld (shown after {when})"
    totals = side_totals([m.total for m in view.melds], rules)
    return "Meld: " + " · ".join(f"{c.side_name(t)} {x}" for t, x in enumerate(totals))


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
        parts.append(el("div", f"{labels[s]}{team} · meld {result.total}",
                        cls="pt-meld-seat"))
        parts.append(Markup(meld_html(result, palette=palette, size=0.6 * size, table=False,
                                      layout="side"))
                     if result.melds else el("div", "no meld", cls="pt-muted"))
    return join(parts)


def log_html(events) -> Markup:
    """The latest eight sentences of what happened."""
    if not events:
        return Markup("")
    return el("details", el("summary", "What happened (latest last)"),
              el("ul", [el("li", x) for x in events[-8:]]), open=True, cls="pt-log")
