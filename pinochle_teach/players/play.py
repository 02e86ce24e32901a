"""How the heuristic player plays tricks: its lead and its card to a trick (rules page §6-§7).

Both read a :class:`~pinochle_teach.players.memory.CardMemory` (cards unseen, cards known to
be in a hand, voids and rank limits shown) to ask "is this card a sure winner?" and "can an
opponent still to play beat it?". :func:`choose_lead`: the bidding team draws trump with sure
winners; any player cashes sure winners in side suits, leads to the partner's void so the
partner can trump, or else leads a card that costs nothing. :func:`choose_follow`: feed
counters to a trick the side will win, play the cheapest card on one it will lose, and never
spend a trump or a sure winner when a lower card does the same job.

Both take any *view* with the fields they read: a
:class:`~pinochle_teach.game.PlayerView`, or the light :class:`SeatView` the Monte Carlo
player fills in its rollouts. Cards are compared by ``card.index`` (``suit.index * 6 +
rank``, ranks 9=0 .. A=5) for speed.
"""

from __future__ import annotations

from ..cards import CARDS, Card, Suit
from ..game import PlayerView
from ..i18n import and_list, tr
from ..vocabulary import suit_word
from .kept_reasons import CHEAPER_KEPT
from .memory import CardMemory

__all__ = ["SeatView", "choose_lead", "choose_follow"]

_SUITS = tuple(Suit)


class SeatView:
    """The few fields of a :class:`~pinochle_teach.game.PlayerView` that
    :func:`choose_lead` and :func:`choose_follow` read, to be filled in directly (the Monte
    Carlo player's rollouts): ``seat`` and ``partner`` (seats, ``partner`` ``None`` when each
    plays alone), ``bidder`` (a seat), ``hand`` (list of cards), ``trick`` (the cards played
    to the trick so far, lead first), ``leader`` (the seat that led it) and ``rules``."""

    __slots__ = ("seat", "partner", "bidder", "hand", "trick", "leader", "rules")


def _future(i: int, mem: CardMemory, t: int) -> float:
    """What keeping card index ``i`` is worth for later tricks (points-like units)."""
    r = i % 6
    if i // 6 == t:
        return 6 + 3 * r
    u = mem.unseen
    for j in range(i + 1, i - r + 6):
        if u[j]:
            return r * 0.5
    return 12 + r   # a sure winner later (unless trumped)


def _unseen_above(u: list[int], i: int) -> int:
    n = 0
    for j in range(i + 1, i - i % 6 + 6):
        n += u[j]
    return n


def _names(cards: list[Card]) -> str:
    """``"J♥"``, ``"J♥ and 9♣"``, ``"J♥, Q♥ and 9♣"``."""
    return and_list([str(c) for c in cards])


def _cheaper_kept(situation: str, card: Card, cards: list[Card], mem: CardMemory,
                  winning: Card | None = None) -> str | None:
    """``None`` when ``card`` is one of the cheapest of ``cards`` (fewest trick points);
    else the whole reason for ``situation`` (a key of :data:`CHEAPER_KEPT`) saying why the
    cheaper legal cards are kept instead: they are trump, or sure winners later (no higher
    card of their suit is still out), which is what the heuristic's :func:`_future` values
    above a card's points."""
    pts = mem.points
    cheaper = [c for c in cards if pts[c.rank] < pts[card.rank]]
    if not cheaper:
        return None
    t = mem.trump
    trumps = [c for c in cheaper if c.index // 6 == t]
    winners = [c for c in cheaper if c.index // 6 != t and not _unseen_above(mem.unseen, c.index)]
    others = [c for c in cheaper if c not in trumps and c not in winners]
    kinds = []
    values = dict(card=card, points=pts[card.rank])
    if winning is not None:
        values["winning"] = winning
    if trumps:
        kinds.append("trump")
        values["trumps"] = _names(trumps)
    if winners:
        kinds.append("winner" if len(winners) == 1 else "winners")
        values["winners"] = _names(winners)
    if others:
        kinds.append("other")
        values["others"] = _names(others)
    return tr(CHEAPER_KEPT[situation, tuple(kinds)], **values)


def _likely_void(mem: CardMemory, o: int, s: int) -> bool:
    """Whether opponent ``o`` is (probably) void in suit index ``s``: certainly, or so few
    cards of the suit are unaccounted for that a void is likely (>= 35 %)."""
    ceil = mem.ceiling[o][s]
    if ceil == 0:
        return True
    base = s * 6
    known = mem.known
    ko = known[o]
    for i in range(base, base + 6):
        if ko[i]:
            return False
    free = 0
    unseen = mem.unseen
    loc = mem.located
    me = mem.seat
    for i in range(base, base + ceil):
        free += unseen[i] - loc[i]
    if free <= 0:
        return True
    sizes = mem.hand_sizes
    slots = sizes[o] - sum(ko)
    total = 0
    for q in range(mem.players):
        if q != me:
            total += sizes[q] - sum(known[q])
    if total <= 0 or slots <= 0:
        return True
    # Chance that none of the `free` cards lies in o's `slots` unknown places.
    p = 1.0
    rest = total - slots
    for k in range(free):
        if rest - k <= 0:
            return False
        p *= (rest - k) / (total - k)
    return p >= 0.35


def _can_beat(mem: CardMemory, o: int, x: int, lead_suit: int, t: int) -> bool:
    """Whether opponent ``o``, playing after us, could take the trick from card index ``x``
    (suit led ``lead_suit``; trump suit index ``t``)."""
    xs = x // 6
    if xs == lead_suit:
        if mem.may_hold_above(o, xs, x % 6):
            return True
        if xs != t and _likely_void(mem, o, xs) and not mem.is_void(o, t):
            return True
        return False
    # x is a trump on a non-trump lead: o beats it only when void in the lead suit.
    if not _likely_void(mem, o, lead_suit):
        return False
    return mem.may_hold_above(o, t, x % 6)


def choose_lead(view: "PlayerView | SeatView", mem: CardMemory, cards: list[Card],
                explain: bool = False) -> tuple[Card, str | None]:
    """The heuristic's lead to a new trick (rules page §6), and why: in order, (1) the bidding
    team draws trump with a sure winner (or, long in trump, a low one); (2) a sure winner in a
    side suit that no opponent is likely to trump; (3) a low card of a suit the partner has
    shown void in, so the partner can trump; (4) the cheapest card (fewest counters, least
    use later); with only trump left, the highest if it is sure to win, else the cheapest.

    Args:
        view: the leader's view (a :class:`PlayerView` or a :class:`SeatView`): ``seat``,
            ``partner``, ``bidder``, ``hand`` and ``rules`` are read.
        mem: the seat's :class:`CardMemory`, in step with ``view`` (its ``seats`` table
            answers who plays after whom and who is on which side).
        cards: the distinct legal cards (each card once, even when both copies are held).
        explain: also return the reason as a sentence (else ``None``).

    Returns:
        ``(card, reason)``: one of ``cards``, and the sentence or ``None``.
    """
    t = mem.trump
    me = view.seat
    pts = mem.points
    u = mem.unseen
    partner = view.partner
    seats = mem.seats
    opps = seats.opponents[me]
    bidding_team = view.bidder is not None and seats.side[view.bidder] == seats.side[me]
    trumps = [c.index for c in cards if c.index // 6 == t]
    side = [c.index for c in cards if c.index // 6 != t]
    tb = t * 6
    unseen_t = sum(u[tb:tb + 6])
    if partner is not None:
        unseen_t -= sum(mem.known[partner][tb:tb + 6])
    opp_trump = unseen_t > 0 and not all(mem.is_void(o, t) for o in opps)
    trump_s = _SUITS[t]
    C = CARDS

    # 1. The bidding team draws trump with sure winners.
    if bidding_team and trumps and opp_trump:
        top = max(trumps)
        if not _unseen_above(u, top):
            why = None
            if explain:
                why = tr("Lead {card}: no higher trump is out, so it wins, and it draws the "
                         "opponents' trump (your side holds the contract: pull trump first).",
                         card=C[top])
            return C[top], why
        held = 0   # trumps in hand, both copies counted (cards lists each card once)
        for c in view.hand:
            if c.index // 6 == t:
                held += 1
        if me == view.bidder and held >= 5 and held * 2 >= unseen_t:
            low = min(trumps, key=lambda i: (pts[i % 6], i))
            why = None
            if explain:
                why = tr("Lead {card}: with {held} trumps you are long in {trump}; a low trump "
                         "draws the opponents' trump cheaply.", card=C[low], held=held,
                         trump=suit_word(trump_s))
            return C[low], why

    # 2. Cash sure winners in side suits.
    best = None
    best_key = None
    for i in side:
        if _unseen_above(u, i):
            continue
        s = i // 6
        risky = False
        for o in opps:
            if _likely_void(mem, o, s) and not mem.is_void(o, t):
                risky = True
                break
        if risky:
            continue
        key = (pts[i % 6], sum(u[s * 6:s * 6 + 6]), i)
        if best_key is None or key > best_key:
            best, best_key = i, key
    if best is not None:
        why = None
        if explain:
            c = C[best]
            why = tr("Lead {card}: no higher {suit.nom_sg} is out and neither opponent is "
                     "likely to be void in {suit}, so it should win.", card=c,
                     suit=suit_word(c.suit))
            pv = [str(suit_word(x)) for x in mem.voids().get(partner, [])] \
                if partner is not None else []
            if pv:
                why = tr("{reason} (Your partner has shown a void in {suits}.)", reason=why,
                         suits=", ".join(pv))
        return C[best], why

    # 3. Lead to the partner's void so the partner can trump.
    pceil = mem.ceiling[partner] if partner is not None else None
    if pceil is not None and pceil[t] and not mem.is_void(partner, t):
        cand = [i for i in side if pceil[i // 6] == 0 and not pts[i % 6]]
        if cand:
            i = min(cand)
            why = None
            if explain:
                c = C[i]
                why = tr("Lead {card}: your partner has shown a void in {suit} and may still "
                         "hold trump, so your partner can trump it.", card=c,
                         suit=suit_word(c.suit))
            return C[i], why

    # 4. A low card that costs nothing.
    if side:
        suit_len = [0, 0, 0, 0]
        for c in view.hand:
            suit_len[c.index // 6] += 1
        low = min(side, key=lambda i: (pts[i % 6] * 2 + _future(i, mem, t),
                                       -suit_len[i // 6], i))
        why = None
        if explain:
            kept = _cheaper_kept("lead", C[low], cards, mem)
            if kept:
                why = kept
            elif pts[low % 6]:
                why = tr("Lead {card}: you have no sure winner to cash, and it is your cheapest "
                         "card: it gives away the fewest points if the opponents win the trick.",
                         card=C[low])
            else:
                why = tr("Lead {card}: you have no sure winner to cash, and it is your cheapest "
                         "card: it gives away no counters if the opponents win the trick.",
                         card=C[low])
        return C[low], why
    # Only trump left.
    top = max(trumps)
    if not _unseen_above(u, top):
        why = (tr("Lead {card}: it is the highest trump still out, so it wins.", card=C[top])
               if explain else None)
        return C[top], why
    low = min(trumps, key=lambda i: (pts[i % 6], i))
    why = (tr("Lead {card}: you hold only trump and none is a sure winner; lead the cheapest.",
              card=C[low]) if explain else None)
    return C[low], why


def choose_follow(view: "PlayerView | SeatView", mem: CardMemory, cards: list[Card],
                  explain: bool = False) -> tuple[Card, str | None]:
    """The heuristic's card to a trick already led (rules page §6-§7), and why. Each legal card
    is scored: when its side will take the trick (its own card, or the partner's, that no
    opponent still to play can beat) it is worth the trick's counters, so it feeds a counter;
    when the trick is lost it costs its own counters; either way less what keeping it is
    worth later (trumps and sure winners). Ties go to the lower card.

    Arguments and result are as for :func:`choose_lead`, except that ``view`` is a seat
    following: its ``trick`` (the cards so far, lead first) and ``leader`` are read too.
    """
    t = mem.trump
    me = view.seat
    pts = mem.points
    trick = view.trick
    n = len(trick)
    leader = view.leader
    lead_suit = trick[0].index // 6
    # The winning card so far.
    wi = 0
    w = trick[0].index
    trick_pts = pts[w % 6]
    for i in range(1, n):
        x = trick[i].index
        trick_pts += pts[x % 6]
        if (x > w) if x // 6 == w // 6 else (x // 6 == t):
            wi, w = i, x
    ws = w // 6
    seats = mem.seats
    wseat = seats.order[leader][wi]
    later_opps = seats.later_opponents[me][n]
    ours_now = seats.side[wseat] == seats.side[me]
    last_bonus = view.rules.last_trick_bonus if len(view.hand) == 1 else 0

    hold_w = None
    best = None
    best_key = None
    kind = None
    for c in cards:
        i = c.index
        cs = i // 6
        wins = (i > w) if cs == ws else (cs == t)
        if wins:
            hold = True
            for o in later_opps:
                if _can_beat(mem, o, i, lead_suit, t):
                    hold = False
                    break
        elif ours_now:
            if hold_w is None:
                hold_w = True
                for o in later_opps:
                    if _can_beat(mem, o, w, lead_suit, t):
                        hold_w = False
                        break
            hold = hold_w
        else:
            hold = False
        fut = _future(i, mem, t)
        p = pts[i % 6]
        if hold:
            score = trick_pts + p + last_bonus + 2 - fut
        else:
            score = -p - fut
        key = (score, -i)   # ties: the lower card
        if best_key is None or key > best_key:
            best, best_key = c, key
            kind = ("win" if wins else "feed") if hold else (
                "risky" if wins or ours_now else "lose")
    why = None
    if explain:
        why = _follow_reason(view, mem, best, kind, CARDS[w], wseat, cards, later_opps)
    return best, why


def _follow_reason(view, mem, card, kind, w, wseat, cards, later_opps) -> str:
    partner = view.partner
    pts = mem.points
    if len(cards) == 1:
        return tr("Play {card}: it is your only legal card (rules page §6).", card=card)
    if kind == "win":
        if later_opps:
            return tr("Play {card}: it beats {winning} and no opponent still to play can beat "
                      "it, so your side takes the trick and its counters.", card=card, winning=w)
        return tr("Play {card}: you play last and it wins the trick with its counters.",
                  card=card)
    if kind == "feed":
        v = dict(card=card, winning=w, worth=pts[card.rank])
        if pts[card.rank] and later_opps:
            return tr("Play {card}: your partner's {winning} is winning the trick and no "
                      "opponent still to play can beat it, so give your partner a counter "
                      "({card} is worth {worth}).", **v)
        if pts[card.rank]:
            return tr("Play {card}: your partner's {winning} is winning the trick and you play "
                      "last, so give your partner a counter ({card} is worth {worth}).", **v)
        if any(pts[c.rank] for c in cards) and later_opps:
            return tr("Play {card}: your partner's {winning} is winning the trick and no "
                      "opponent still to play can beat it; your counters are worth more kept "
                      "(they are trumps or sure winners later), so play low.", **v)
        if any(pts[c.rank] for c in cards):
            return tr("Play {card}: your partner's {winning} is winning the trick and you play "
                      "last; your counters are worth more kept (they are trumps or sure "
                      "winners later), so play low.", **v)
        if later_opps:
            return tr("Play {card}: your partner's {winning} is winning the trick and no "
                      "opponent still to play can beat it; you have no counter to give, so play "
                      "low and keep your other cards for later tricks.", **v)
        return tr("Play {card}: your partner's {winning} is winning the trick and you play last; "
                  "you have no counter to give, so play low and keep your other cards for later "
                  "tricks.", **v)
    forced = pts[card.rank] and all(pts[c.rank] for c in cards)
    if kind == "risky" and wseat != partner:
        kept = _cheaper_kept("risky", card, cards, mem)
    else:
        kept = _cheaper_kept("partner" if wseat == partner else "lose", card, cards, mem, w)
    if kept:
        return kept
    v = dict(card=card, winning=w)
    if kind == "risky" and wseat != partner:
        if forced:
            return tr("Play {card}: you could take the lead now, but an opponent still to play "
                      "may beat any card you have, so play as cheaply as you can: every card "
                      "you may play is a counter, and this one costs least.", **v)
        return tr("Play {card}: you could take the lead now, but an opponent still to play may "
                  "beat any card you have, so play your cheapest card and keep your counters "
                  "and winners for later.", **v)
    if wseat == partner:
        if forced:
            return tr("Play {card}: your partner's {winning} is winning now but an opponent may "
                      "still beat it, so play as cheaply as you can: every card you may play is "
                      "a counter, and this one costs least.", **v)
        return tr("Play {card}: your partner's {winning} is winning now but an opponent may "
                  "still beat it, so play your cheapest card and keep your counters and "
                  "winners for later.", **v)
    if forced:
        return tr("Play {card}: you cannot win this trick for sure ({winning} is winning), so "
                  "play as cheaply as you can: every card you may play is a counter, and this "
                  "one costs least.", **v)
    return tr("Play {card}: you cannot win this trick for sure ({winning} is winning), so play "
              "your cheapest card and keep your counters and winners for later.", **v)
