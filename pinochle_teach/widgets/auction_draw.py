"""The auction's drawing: markup for the status lines, the bidding table, the legal and
illegal bids, the widow and the meld hint (rules page §2, §8).

Used by both auction widgets (:class:`~.auction_replay.AuctionReplay` and
:class:`~.auction_live.LiveAuction`). Every function takes the engine's
:class:`~pinochle_teach.Auction` (or its parts) and a ``name(seat) -> str`` for the seat
labels, and returns :class:`~.render.Markup` built with the render kit; the classes are in
the "Auction" section of style.css. No widget here, no rule: who is to bid, which bids are
legal and why another is not are the auction's answers.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence

from ..auction import Auction
from ..cards import Card, Suit
from ..errors import IllegalBidError
from ..i18n import ntr, tr
from ..meld import best_meld
from ..rules import RuleSet
from ..seating import bidding_order
from ..svg import hand_html
from ..vocabulary import suit_word
from . import render
from .render import Markup, el

__all__ = [
    "either", "rules_line", "outcome_lines", "status_html", "bidding_table",
    "illegal_examples", "legal_html", "widow_html", "meld_totals", "meld_hint_html",
]

SeatName = Callable[[int], str]


def either(items: Sequence) -> str:
    """``"250 or 260"``, ``"250, 260 or 270"``: the items as text, joined by "or" (in the
    current language)."""
    items = [str(i) for i in items]
    if len(items) <= 1:
        return "".join(items)
    return tr("{items} or {last}", items=", ".join(items[:-1]), last=items[-1])


def _sized(size: float, *children, cls: str, **attrs) -> Markup:
    """A block of auction text at the widget's card scale (render.size_class)."""
    return el("div", el("div", *children, cls=cls, **attrs), cls=render.size_class(size))


def rules_line(rules: RuleSet) -> Markup:
    """The bidding rules of ``rules`` in one line: opening bids, steps, the stuck dealer's
    bid (rules page §2)."""
    return el("div", tr("Opening bid {opening}; then raise by {steps}; if all others pass, "
                        "the dealer must take it at {minimum}.",
                        opening=either(rules.opening_bids), steps=either(rules.bid_steps),
                        minimum=rules.minimum_bid), cls="pt-auction-rules")


def outcome_lines(a: Auction, name: SeatName) -> list[Markup]:
    """Where the auction stands: who won at what (or who is stuck with it), or who is to
    bid against which high bid, then who has passed."""
    if a.is_over:
        if a.forced:
            lines = [el("b", tr("Everyone else passed, so {seat}, the dealer, is stuck with "
                                "the contract at {contract}", seat=name(a.winner),
                                contract=a.contract)) + tr(" (a forced bid).")]
        else:
            lines = [el("b", tr("Auction over: {seat} won the contract at {contract}",
                                seat=name(a.winner), contract=a.contract))
                     + tr(" and will name trump.")]
    else:
        if a.high_bid is None:
            high = tr(": no bid yet.")
        else:
            high = tr(": high bid {bid} by {seat}.", bid=a.high_bid, seat=name(a.high_bidder))
        lines = [el("b", tr("{seat} is to bid", seat=name(a.to_move))) + high]
    if a.passed:
        lines.append(render.text(tr("Passed (a pass is final): {seats}.",
                                    seats=", ".join(name(s) for s in sorted(a.passed)))))
    return lines


def status_html(first: str, a: Auction, name: SeatName, rules: RuleSet,
                size: float) -> Markup:
    """The status block: ``first`` (the step, or the deal), the outcome lines, the rules."""
    lines = [render.text(first), *outcome_lines(a, name)]
    return _sized(size, render.join(lines, el("br")), rules_line(rules),
                  cls="pt-auction-status")


def bidding_table(a: Auction, name: SeatName, size: float) -> Markup:
    """The bids and passes so far, one column per seat in bidding order (left of the
    dealer first, rules page §2) and one row per round; a "?" marks the seat to bid."""
    order = bidding_order(a.dealer, a.rules)
    column = {seat: k for k, seat in enumerate(order)}
    rows: list[list] = []
    col = -1
    forced_at = len(a.history) - 1 if a.forced else -1
    for k, (seat, bid) in enumerate(a.history):
        c = column[seat]
        if not rows or c <= col:  # a new round of bidding starts a new row
            rows.append([None] * len(order))
        col = c
        if bid is None:
            cell = el("span", tr("Pass"), cls="pt-muted")
        elif k == forced_at:
            cell = el("b", bid) + " " + el("span", tr("(stuck)"), cls="pt-auction-stuck")
        else:
            cell = el("b", bid)
        rows[-1][c] = cell
    if not a.is_over:
        to = column[a.to_move]
        if not rows or to <= col:
            rows.append([None] * len(order))
        rows[-1][to] = el("span", "?", cls="pt-auction-next")
    head = [el("th", name(s), (" ", el("span", tr("(dealer)"), cls="pt-auction-dealer"))
               if s == a.dealer else None, scope="col") for s in order]
    body = [el("tr", [el("td", cell) for cell in row]) for row in rows]
    return el("div", el("table", el("caption", tr("Bidding")), el("thead", el("tr", head)),
                        el("tbody", body), cls="pt-auction-table",
                        aria_label=tr("Bidding so far")),
              cls=render.size_class(size))


def illegal_examples(a: Auction) -> list[tuple[int, str]]:
    """A few bids the auction refuses now, each with its reason (the text of the
    IllegalBidError that ``Auction.bid`` raises on a copy, without the "legal now" list):
    one below the lowest legal bid, one between the legal bids (or just above the only
    one), one above the highest."""
    legal = a.legal_bids()
    if not legal:
        return []
    lo, hi = min(legal), max(legal)
    candidates = [lo - 10, hi + 10]
    mid = (lo + hi) // 2
    mid -= mid % 5
    if mid not in legal and lo < mid < hi:
        candidates.insert(1, mid)
    elif lo == hi:
        candidates.insert(1, lo + 5)
    out = []
    for points in candidates:
        if points in legal or points <= 0:
            continue
        try:
            a.copy().bid(points)
        except IllegalBidError as err:
            out.append((points, err.why or str(err)))
    return out


def legal_html(a: Auction, who: str, size: float, next_note: "str | None" = None, *,
               you: bool = False) -> Markup:
    """What ``who`` (the player to bid) may bid, a few bids they may not with the
    auction's reasons, and an optional note (a record's next step). Empty once the auction
    is over. ``you``: the person at the screen is to bid (the line then says "You may
    bid...", a sentence of its own in a language whose verb agrees with its subject)."""
    if a.is_over:
        return Markup("")
    bids = either(a.legal_bids())
    line = tr("You may bid {bids}, or pass.", bids=bids) if you else \
        tr("{seat} may bid {bids}, or pass.", seat=who, bids=bids)
    parts = [el("div", el("b", line))]
    bad = illegal_examples(a)
    if bad:
        parts.append(el("div", tr("Not allowed, for example:")))
        parts.append(el("ul", [el("li", el("b", points), f": {why}") for points, why in bad]))
    if next_note:
        parts.append(el("div", next_note, cls="pt-muted"))
    return _sized(size, parts, cls="pt-auction-legal", role="region",
                  aria_label=tr("Legal bids"))


def widow_html(widow: Sequence[Card], a: Auction, name: SeatName, *, palette: str,
               size: float) -> Markup:
    """The widow (three-handed, rules page §8): face down while the auction runs, face up
    once it is over, when the winner takes it. Empty without a widow."""
    if not widow:
        return Markup("")
    count = len(widow)
    if a.is_over:
        shown = " ".join(map(str, widow))
        text = (el("b", tr("The widow, turned over: {cards}.", cards=shown)),
                ntr(" {seat} won the auction, takes this {n} card and then discards {n} (the "
                    "discards' counters count for the bidder).", " {seat} won the auction, "
                    "takes these {n} cards and then discards {n} (the discards' counters "
                    "count for the bidder).", count, seat=name(a.winner)))
        label = tr("The widow: {cards}", cards=", ".join(map(str, widow)))
    else:
        text = (el("b", ntr("The widow: {n} card face down.",
                            "The widow: {n} cards face down.", count)),
                ntr(" Whoever wins the auction takes it (and then discards {n}); nobody sees "
                    "it until then.", " Whoever wins the auction takes them (and then "
                    "discards {n}); nobody sees them until then.", count))
        label = ntr("The widow: {n} face-down card", "The widow: {n} face-down cards", count)
    picture = hand_html(widow, size=0.8 * size, palette=palette, face_down=not a.is_over,
                        label=label)
    return el("div", el("div", Markup(picture), el("div", text), cls="pt-widow pt-auction-widow"),
              cls=render.size_class(size))


def meld_totals(cards: Iterable[Card], rules: RuleSet) -> list[str]:
    """``["♠ spades 120", "♥ hearts 40", ...]``: the best meld of ``cards`` for each trump
    suit (:func:`pinochle_teach.best_meld`, rules page §4), the suits named in the current
    language."""
    cards = tuple(cards)
    return [f"{suit.symbol} {suit_word(suit)} {best_meld(cards, suit, rules).total}"
            for suit in Suit]


def meld_hint_html(head: str, rest: str, melds: Sequence[str], why: str,
                   size: float) -> Markup:
    """The line under a hand: ``head`` in bold, ``rest``, the meld per trump, then ``why``
    (what a bid is made of) in a muted voice."""
    return _sized(size, el("b", head), rest, " · ".join(melds), ". ",
                  el("span", why, cls="pt-muted"), cls="pt-auction-hint")
