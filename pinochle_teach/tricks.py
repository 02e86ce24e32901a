"""Trick play: which cards are legal, which card wins, and why (rules page §6).

A trick is given as the cards already played to it, in play order (the lead first). Let L be
the suit led and W the card currently winning: the highest trump played, else the highest
card of L. Of two identical cards the one played first wins, so a card *beats* W only if it
is of W's suit and strictly higher, or it is trump and W is not.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from .cards import (Card, CardLike, Suit, SuitLike, check_hand, distinct_cards, parse_card,
                    parse_cards)
from .errors import IllegalPlayError, InvalidHandError, PinochleError, shown
from .i18n import language, ntr, tr
from .rules import CARDGAMES_IO, MOST_COPIES, RuleSet, resolve_rules
from .seating import check_seat, seat_of_card
from .vocabulary import suit_word

__all__ = [
    "legal_plays",
    "trick_winner",
    "winning_card",
    "beats",
    "explain_play",
    "explain_winner",
    "explain_points",
    "check_play",
    "card_points",
    "trick_points",
    "PLAY_KINDS",
    "classify_play",
    "SITUATIONS",
    "play_situation",
    "trick_choices",
    "winning_seat",
]


def _suit(trump: SuitLike) -> Suit:
    return trump if trump.__class__ is Suit else Suit.from_str(trump)


def _cards(cards) -> Sequence[Card]:
    if cards.__class__ is tuple or cards.__class__ is list:
        for c in cards:
            if c.__class__ is not Card:
                return parse_cards(cards)
        return cards
    return parse_cards(cards)


def _pile(cards, rules: "RuleSet | None") -> Sequence[Card]:
    """``cards`` parsed and checked against the deck (:func:`check_hand`: no card more
    often than ``rules.copies``, no card the deck lacks): the one check every function here
    makes of a hand or a trick (rules page §1). Without rules (``None``: "four players", the
    deck unknown) only what no preset's deck holds is refused: more than 4 copies."""
    cards = _cards(cards)
    if rules is None:
        check_hand(cards, MOST_COPIES)
    else:
        check_hand(cards, rules=rules)
    return cards


def _together(cards: Sequence[Card], played: Sequence[Card], rules: RuleSet) -> None:
    """Refuse a hand and a trick that hold between them more copies of a card than the
    deck has."""
    try:
        check_hand([*cards, *played], rules=rules)
    except InvalidHandError as e:
        raise InvalidHandError(tr("the hand and the trick together: {problem}",
                                  problem=e)) from None


def beats(card: Card, winning: Card, trump: Suit) -> bool:
    """Whether ``card`` played now would take the trick from ``winning`` (rules page §6):
    same suit and strictly higher, or a trump on a non-trump. The cards and the suit may be
    given as text too (``"QS"``, ``"S"``).

    Raises:
        InvalidCardError: a card or suit that cannot be read.
    """
    if card.__class__ is not Card or winning.__class__ is not Card or trump.__class__ is not Suit:
        card, winning, trump = parse_card(card), parse_card(winning), Suit.from_str(trump)
    if card.suit is winning.suit:
        return card.rank > winning.rank
    return card.suit is trump


def _check_size(cards: Sequence[Card], rules: "RuleSet | None") -> None:
    most = 4 if rules is None else rules.players
    if len(cards) > most:
        raise PinochleError(ntr(
            "a trick has at most one card per player, 4 cards for four players (give rules= "
            "for another game); got {n} cards", "a trick has at most one card per player, 4 "
            "cards for four players (give rules= for another game); got {n} cards",
            len(cards)) if rules is None else ntr(
            "a trick has at most one card per player, {most} cards for {most} players ({rules} "
            "rules); got {n} cards", "a trick has at most one card per player, {most} cards "
            "for {most} players ({rules} rules); got {n} cards", len(cards), most=most,
            rules=rules.name))


def trick_winner(trick: "str | Iterable[CardLike]", trump: SuitLike,
                 rules: "RuleSet | None" = None) -> int:
    """Index (0-based, in play order) of the card that wins the trick so far.

    Args:
        trick: one card per player at most, in play order, lead first: 1..4 cards, or
            1..``rules.players`` (3 in three-handed).
        trump: the trump suit.
        rules: the rule set, for the number of players; ``None`` means four.

    Returns:
        the index of the highest trump, else the highest card of the suit led; of two
        identical cards the first played wins (rules page §6).

    Raises:
        PinochleError: for an empty trick or more cards than players; InvalidCardError for
            a bad card; InvalidHandError for a card more often than the deck has it;
            InvalidRulesError for ``rules`` neither a RuleSet, a preset's name nor None.
    """
    if rules is not None:
        rules = resolve_rules(rules)
    t = _suit(trump)
    cards = _pile(trick, rules)
    if not cards:
        raise PinochleError(tr("an empty trick has no winner: give the cards played, lead "
                               "first"))
    if len(cards) > (4 if rules is None else rules.players):
        _check_size(cards, rules)
    best = 0
    w = cards[0]
    for i in range(1, len(cards)):
        c = cards[i]
        if (c.rank > w.rank) if c.suit is w.suit else (c.suit is t):
            best, w = i, c
    return best


def winning_card(trick: "str | Iterable[CardLike]", trump: SuitLike,
                 rules: "RuleSet | None" = None) -> Card:
    """The card currently winning the trick (see :func:`trick_winner`, which raises the
    same errors)."""
    cards = _cards(trick)
    return cards[trick_winner(cards, trump, rules)]


def winning_seat(trick: "str | Iterable[CardLike]", trump: SuitLike, leader: int,
                 rules: RuleSet = CARDGAMES_IO) -> int:
    """The seat whose card is winning ``trick`` so far (the seat that led is ``leader``;
    see :func:`trick_winner` for the card, rules page §6).

    Raises:
        PinochleError: as :func:`trick_winner`; SeatError for a leader that is not a seat.
    """
    rules = resolve_rules(rules)
    check_seat(leader, rules)
    return seat_of_card(leader, trick_winner(trick, trump, rules), rules)




def _position(hand, trick, trump, rules: RuleSet):
    """``(trump, hand, trick)`` parsed; raises for a card that cannot be read or a trick that
    already has a card from every player, or cards the deck does not hold (rules page §1)."""
    t = _suit(trump)
    cards = _pile(hand, rules)
    played = _pile(trick, rules)
    if len(played) >= rules.players:
        raise PinochleError(ntr("the trick already has {n} cards: it is complete",
                                "the trick already has {n} cards: it is complete", len(played)))
    _together(cards, played, rules)
    return t, cards, played


def legal_plays(hand: "str | Iterable[CardLike]", trick: "str | Iterable[CardLike]",
                trump: SuitLike, rules: RuleSet = CARDGAMES_IO) -> list[Card]:
    """The distinct cards of ``hand`` that may be played to ``trick`` (rules page §6).

    Args:
        hand: the player's cards.
        trick: the cards already played to this trick, lead first (empty when leading).
        trump: the trump suit.
        rules: ``rules.obligation`` chooses ``"must_win"`` (default, pre-1945: always beat
            the winning card if you can) or ``"post_1945"`` (beat only when trump was led).

    Returns:
        distinct legal cards, in the order they first appear in ``hand``.

    Raises:
        InvalidCardError: for a bad card; PinochleError for a trick that is already full;
        InvalidHandError: a card more often in the hand and the trick than the deck has it
            (or one the deck lacks); InvalidRulesError: ``rules`` not a RuleSet or a
            preset's name.
    """
    rules = resolve_rules(rules)
    t, cards, played = _position(hand, trick, trump, rules)
    if not played:
        return distinct_cards(cards)
    return distinct_cards(legal_subset(cards, played, t, rules.obligation == "must_win"))


def legal_subset(cards: Sequence[Card], played: Sequence[Card], t: Suit,
                 must_win: bool) -> list[Card]:
    """The cards of ``cards`` that may be played to a started trick (rules page §6), with
    repeats, for callers that have already parsed everything (the game, the players).

    Args:
        cards: the player's cards (Card objects). played: the trick so far, lead first,
        at least one card. t: the trump Suit. must_win: True to beat the winning card when
            possible (``rules.obligation == "must_win"``), False for post-1945 rules.
    """
    # The winning card W, as trick_winner finds it (inlined: this is the hot path of every
    # game and search).
    w = played[0]
    lead = w.suit
    for i in range(1, len(played)):
        c = played[i]
        if (c.rank > w.rank) if c.suit is w.suit else (c.suit is t):
            w = c
    follow = [c for c in cards if c.suit is lead]
    if follow:
        if not must_win and lead is not t:
            return follow
        if w.suit is not lead:  # a non-trump lead already trumped: no L card can beat W
            return follow
        r = w.rank
        higher = [c for c in follow if c.rank > r]
        return higher or follow
    trumps = [c for c in cards if c.suit is t]
    if trumps:
        if not must_win:
            return trumps
        if w.suit is t:
            r = w.rank
            higher = [c for c in trumps if c.rank > r]
            return higher or trumps
        return trumps
    return list(cards)


def _names(cards: Iterable[Card], conj: str = "or") -> str:
    """The distinct cards as a list: ``"10♥ or A♥"``, ``"9♥, 10♥ and A♥"`` (the joining
    word translated)."""
    items = [str(c) for c in distinct_cards(cards)]
    if len(items) <= 1:
        return "".join(items)
    if conj == "and":
        return tr("{items} and {last}", items=", ".join(items[:-1]), last=items[-1])
    return tr("{items} or {last}", items=", ".join(items[:-1]), last=items[-1])


def explain_play(hand: "str | Iterable[CardLike]", trick: "str | Iterable[CardLike]",
                 trump: SuitLike, card: CardLike, rules: RuleSet = CARDGAMES_IO, *,
                 lang: str | None = None) -> str:
    """One or two sentences saying why ``card`` is legal or illegal here, naming the rule
    (rules page §6, obligations 1-3) and the cards, in the language spoken now
    (:func:`pinochle_teach.set_language`) or in ``lang`` (``"en"``, ``"pl"``).

    Example: Q♥ led, spades trump, hand 9♥ 10♥ A♥ K♠, card 9♥ ->
    ``"9♥ is not allowed: hearts were led and you hold hearts that beat the winning Q♥
    (10♥ or A♥); you must follow suit and beat it (§6 rule 1)."``

    Raises:
        InvalidCardError: for a bad card; PinochleError, InvalidHandError,
        InvalidRulesError: as :func:`legal_plays`; LanguageError: a ``lang`` with no
        catalog.
    """
    with language(lang):
        return _explain_play(hand, trick, trump, card, resolve_rules(rules))


def _explain_play(hand, trick, trump, card, rules: RuleSet) -> str:
    t, cards, played = _position(hand, trick, trump, rules)
    cards, played = list(cards), list(played)
    c = parse_card(card)
    if c not in cards:
        return tr("{card} is not allowed: you do not hold {card}.", card=c)
    if not played:
        return tr("{card} is allowed: the player who leads may lead any card "
                      "(rules page §6).", card=c)
    must_win = rules.obligation == "must_win"
    legal = distinct_cards(legal_subset(cards, played, t, must_win))
    ok = c in legal
    lead = played[0].suit
    w = played[trick_winner(played, t, rules)]
    follow = [x for x in cards if x.suit is lead]
    trumps = [x for x in cards if x.suit is t]
    # The placeholders every sentence may use (a translation may use any of them).
    v = dict(card=c, lead=suit_word(lead), led_card=played[0], winning=w,
             trump=suit_word(t), follow=_names(follow, "and"), trumps=_names(trumps))
    if follow:
        if not must_win and lead is not t:
            if ok:
                return tr("{card} is allowed: {lead} were led ({led_card}) and you hold "
                              "{lead}, so you follow suit with any of them (rules page §6 "
                              "post-1945 rule).", **v)
            return tr("{card} is not allowed: {lead} were led ({led_card}) and you hold "
                          "{follow}; you must follow suit (rules page §6 post-1945 rule).", **v)
        if w.suit is not lead:
            if ok:
                return tr("{card} is allowed: {lead} were led ({led_card}) and you hold "
                              "{lead}, so you must follow suit; the lead has already been "
                              "trumped ({winning} is winning), so no {lead.nom_sg} can win and "
                              "any of them will do (rules page §6 rule 1).", **v)
            return tr("{card} is not allowed: {lead} were led ({led_card}) and you hold "
                          "{follow}; you must follow suit even though {winning} has trumped "
                          "the trick (rules page §6 rule 1).", **v)
        higher = [x for x in follow if x.rank > w.rank]
        if higher:
            if ok:
                return tr("{card} is allowed: {lead} were led ({led_card}), {winning} is "
                              "winning, and {card} beats it, as the rule asks (rules page §6 "
                              "rule 1: follow suit and beat the winning card if you can).", **v)
            if c.suit is lead:
                return ntr("{card} is not allowed: {lead} were led ({led_card}) and you "
                               "hold {higher}, which beats the winning {winning}; you must "
                               "follow suit and beat it (rules page §6 rule 1).",
                               "{card} is not allowed: {lead} were led ({led_card}) and you "
                               "hold {higher}, which beat the winning {winning}; you must "
                               "follow suit and beat it (rules page §6 rule 1).",
                               len(distinct_cards(higher)), higher=_names(higher, "and"), **v)
            return tr("{card} is not allowed: {lead} were led ({led_card}) and you hold "
                          "{lead}; you must follow suit, and with {higher} you must beat the "
                          "winning {winning} (rules page §6 rule 1).",
                          higher=_names(higher), **v)
        if ok:
            return tr("{card} is allowed: {lead} were led ({led_card}) and you must follow "
                          "suit; none of your {lead} beats the winning {winning}, so any of "
                          "them will do (rules page §6 rule 1).", **v)
        return tr("{card} is not allowed: {lead} were led ({led_card}) and you hold "
                      "{follow}; you must follow suit (rules page §6 rule 1).", **v)
    if trumps:
        if not must_win:
            if ok:
                return tr("{card} is allowed: you have no {lead}, so you must play a "
                              "trump, any trump (rules page §6 post-1945 rule).", **v)
            return tr("{card} is not allowed: you have no {lead} but hold trump "
                          "({trumps}); you must trump in (rules page §6 post-1945 rule).", **v)
        if w.suit is t:
            higher = [x for x in trumps if x.rank > w.rank]
            if higher:
                if ok:
                    return tr("{card} is allowed: you have no {lead}, so you must trump, "
                                  "and {card} overtrumps the winning {winning} (rules page §6 "
                                  "rule 2).", **v)
                return tr("{card} is not allowed: you have no {lead}, so you must trump, "
                              "and you must overtrump the winning {winning} with {higher} "
                              "(rules page §6 rule 2).", higher=_names(higher), **v)
            if ok:
                return tr("{card} is allowed: you have no {lead}, so you must trump; none "
                              "of your trumps beats the winning {winning}, so any trump will "
                              "do (rules page §6 rule 2, undertrump).", **v)
            return tr("{card} is not allowed: you have no {lead} but hold trump "
                          "({trumps}); you must play a trump even though it cannot win (rules "
                          "page §6 rule 2).", **v)
        if ok:
            return tr("{card} is allowed: you have no {lead}, so you must trump in; any "
                          "trump beats the winning {winning} (rules page §6 rule 2).", **v)
        return tr("{card} is not allowed: you have no {lead} but hold trump ({trumps}); "
                      "you must trump in (rules page §6 rule 2).", **v)
    return tr("{card} is allowed: you have no {lead} and no trump ({trump}), so you may "
                  "play any card (rules page §6 rule 3).", **v)


def explain_winner(trick: "str | Iterable[CardLike]", trump: SuitLike,
                   complete: bool | None = None, rules: "RuleSet | None" = None, *,
                   lang: str | None = None) -> str:
    """The trick told card by card in words, ending with the card that wins it (rules page §6).

    Each card after the lead is compared with the card winning at that moment using
    :func:`beats`: it takes the lead (same suit and higher, or a trump on a non-trump), ties
    an identical card (the first played wins), is lower, or is of another suit.

    Args:
        trick: one to four cards in play order, lead first.
        trump: the trump suit.
        complete: whether the trick is finished ("wins") or still open ("is winning");
            by default, finished when it holds one card per player.
        rules: the rule set, for the number of players and the rank order quoted (no 9
            in the double deck); ``None`` means the default game's.
        lang: the language of the sentences (default: the one spoken now,
            :func:`pinochle_teach.set_language`).

    Returns:
        sentences such as ``"Q♥ leads: hearts were led and Q♥ is winning. 10♥ beats Q♥:
        same suit, higher rank (A 10 K Q J 9). So 10♥ wins (§6)."``

    Raises:
        PinochleError: for an empty trick or more cards than players; InvalidCardError for
            a bad card; InvalidHandError, InvalidRulesError: as :func:`trick_winner`.
    """
    if rules is not None:
        rules = resolve_rules(rules)
    t = _suit(trump)
    cards = _pile(trick, rules)
    if not cards:
        raise PinochleError(tr("an empty trick has no winner: give the cards played, lead "
                               "first"))
    _check_size(cards, rules)
    lead = cards[0]
    # The rank order of this deck (§1; the double deck has no nines, §8).
    order = " ".join(r.label for r in sorted((rules or CARDGAMES_IO).ranks, reverse=True))
    with language(lang):
        out = [tr("{lead} leads: {suit} were led and {lead} is winning.", lead=lead,
                  suit=suit_word(lead.suit))]
        w = lead
        for c in cards[1:]:
            v = dict(card=c, winning=w, order=order, suit=suit_word(w.suit))
            if beats(c, w, t):
                out.append(tr("{card} beats {winning}: trump beats any card of another suit.",
                              **v) if c.suit is not w.suit else
                           tr("{card} beats {winning}: same suit, higher rank ({order}).", **v))
                w = c
            elif c is w:
                out.append(tr("{card} ties {winning}: of two identical cards the first played "
                              "wins.", **v))
            elif c.suit is w.suit:
                out.append(tr("{card} is lower than {winning} ({order}).", **v))
            elif w.suit is t:
                out.append(tr("{card} is not trump, so it cannot beat the trump {winning}.", **v))
            else:
                out.append(tr("{card} is neither {suit} nor trump, so it cannot win.", **v))
        if complete is None:
            complete = len(cards) == (4 if rules is None else rules.players)
        won = cards[trick_winner(cards, t, rules)]
        out.append(tr("So {card} wins (rules page §6).", card=won) if complete
                   else tr("So {card} is winning (rules page §6).", card=won))
        return " ".join(out)


def explain_points(cards: "str | Iterable[CardLike]", rules: RuleSet = CARDGAMES_IO,
                   last: bool = False, *, lang: str | None = None) -> str:
    """How many trick points a pile of cards carries, as a sum in words (rules page §7).

    Args:
        cards: the cards (e.g. one trick).
        rules: the counting scheme (default counters: A, 10, K = 10 each).
        last: add ``rules.last_trick_bonus`` for the last trick.
        lang: the language of the sentence (default: the one spoken now).

    Returns:
        e.g. ``"A♥ (10) + K♠ (10) = 20 points; A, 10 and K count 10 each (§7)."``; the
        total is :func:`trick_points`'s.

    Raises:
        InvalidCardError: for a bad card; InvalidHandError, InvalidRulesError: as
            :func:`trick_points`.
    """
    rules = resolve_rules(rules)
    pile = _pile(cards, rules)
    with language(lang):
        parts = [f"{c} ({rules.card_points(c.rank)})" for c in pile if rules.card_points(c.rank)]
        if last and rules.last_trick_bonus:
            parts.append(tr("last trick ({points})", points=rules.last_trick_bonus))
        total = trick_points(pile, rules, last=last)
        counting = [r for r in sorted(rules.ranks, reverse=True) if rules.card_points(r)]
        values = {rules.card_points(r) for r in counting}
        if len(values) == 1:
            labels = [r.label for r in counting]
            names = labels[0] if len(labels) == 1 else tr(
                "{items} and {last}", items=", ".join(labels[:-1]), last=labels[-1])
            value = values.pop()
            scheme = ntr("{ranks} count {n} each", "{ranks} count {n} each", value, ranks=names)
        else:
            scheme = ", ".join(f"{r.label} = {rules.card_points(r)}" for r in counting)
        if not parts:
            return tr("None of these cards counts ({scheme}; rules page §7), so 0 points.",
                      scheme=scheme)
        return ntr("{sum} = {n} point; {scheme} (rules page §7).",
                   "{sum} = {n} points; {scheme} (rules page §7).", total,
                   sum=" + ".join(parts), scheme=scheme)


def check_play(hand, trick, trump, card, rules: RuleSet = CARDGAMES_IO) -> Card:
    """Return ``card`` as a :class:`Card` if it is legal here, else raise.

    Raises:
        IllegalPlayError: carrying :func:`explain_play`'s sentence as ``.reason``; the
            errors of :func:`legal_plays` for a position that cannot be.
    """
    rules = resolve_rules(rules)
    t = _suit(trump)
    c = parse_card(card)
    if c not in legal_plays(hand, trick, t, rules):
        reason = explain_play(hand, trick, t, c, rules)
        raise IllegalPlayError(reason, reason)
    return c


def card_points(card: CardLike, rules: RuleSet = CARDGAMES_IO) -> int:
    """Trick points of one card under ``rules.counting`` (rules page §7: A, 10, K = 10).

    Raises:
        InvalidCardError: not a card; InvalidHandError: a card the deck lacks (a nine in
            the double deck); InvalidRulesError: ``rules`` not a RuleSet or a preset's name.
    """
    rules = resolve_rules(rules)
    c = _pile([card], rules)[0]
    return rules.card_points(c.rank)


def trick_points(cards: "str | Iterable[CardLike]", rules: RuleSet = CARDGAMES_IO,
                 last: bool = False) -> int:
    """Trick points of the cards in one trick (or any pile), plus ``rules.last_trick_bonus``
    when ``last`` is true (rules page §7).

    Raises:
        InvalidCardError: for a bad card; InvalidHandError: a card more often than the
            deck has it, or one it lacks; InvalidRulesError: ``rules`` not a RuleSet or a
            preset's name; PinochleError: ``last`` not True or False.
    """
    rules = resolve_rules(rules)
    if last.__class__ is not bool:
        raise PinochleError(tr("last must be True (the last trick of the hand) or False, got "
                               "{value}", value=shown(last)))
    pts = rules.points_per_rank
    total = sum(pts[c.rank] for c in _pile(cards, rules))
    return total + (rules.last_trick_bonus if last else 0)


#: What one card does to a trick (:func:`classify_play`), with the rule of rules page §6 it
#: falls under. "Beat" and "follow" are about the suit led, the rest about a player void
#: in it.
PLAY_KINDS: dict[str, str] = {
    "lead": "leads the trick (any card, rules page §6)",
    "beat": "follows suit and beats the winning card (rules page §6 rule 1)",
    "follow": "follows suit without beating the winning card (rules page §6 rule 1)",
    "trump in": "void in the suit led, trumps a trick not yet trumped (rules page §6 rule 2)",
    "overtrump": "void in the suit led, beats the winning trump with a higher one (rules page §6 rule 2)",
    "undertrump": "void in the suit led, plays a trump that does not beat the winning trump "
                  "(rules page §6 rule 2)",
    "discard": "plays a card that is neither the suit led nor trump (rules page §6 rule 3)",
}


def classify_play(trick: "str | Iterable[CardLike]", trump: SuitLike, card: CardLike,
                  rules: "RuleSet | None" = None) -> str:
    """What ``card`` does when played to ``trick``: one key of :data:`PLAY_KINDS`
    (rules page §6).

    The kind depends only on the card and the trick, not on whether the card was legal
    (see :func:`play_situation` for what the rules asked of the player). A copy of the
    winning card does not beat it (the first played wins), so it is "follow" (or
    "undertrump" for a copy of the winning trump on another suit's lead).

    Args:
        trick: the cards already played, lead first (empty: the card leads).
        trump: the trump suit. card: the card played.
        rules: for the number of players; ``None`` means four.

    Returns:
        ``"lead"``, ``"beat"``, ``"follow"``, ``"trump in"``, ``"overtrump"``,
        ``"undertrump"`` or ``"discard"``.

    Raises:
        InvalidCardError: for a bad card; PinochleError for a trick that is already full;
        InvalidHandError, InvalidRulesError: as :func:`trick_winner`.
    """
    if rules is not None:
        rules = resolve_rules(rules)
    t = _suit(trump)
    played = _pile(trick, rules)
    c = parse_card(card)
    if not played:
        return "lead"
    if len(played) >= (4 if rules is None else rules.players):
        raise PinochleError(ntr("the trick already has {n} cards: it is complete",
                                "the trick already has {n} cards: it is complete", len(played)))
    lead = played[0].suit
    w = played[trick_winner(played, t, rules)]
    if c.suit is lead:
        return "beat" if beats(c, w, t) else "follow"
    if c.suit is t:
        if w.suit is not t:
            return "trump in"
        return "overtrump" if beats(c, w, t) else "undertrump"
    return "discard"


#: What the rules ask of a player who is to play to a trick (:func:`play_situation`), and
#: which cards that allows (rules page §6). "Any of suit" and "any trump" are post-1945 only.
SITUATIONS: dict[str, str] = {
    "lead": "leading: any card (rules page §6)",
    "must beat": "holding the suit led and a card of it (or, on a trump lead, a trump) that "
                 "beats the winning card: one that beats it (rules page §6 rule 1)",
    "cannot beat": "holding the suit led, none of which can beat the winning card: any of "
                   "them (rules page §6 rule 1)",
    "lead trumped": "holding the suit led after a non-trump lead was trumped: any card of "
                    "the suit led (rules page §6 rule 1)",
    "any of suit": "holding the suit led, post-1945 rules, not a trump lead: any card of the "
                   "suit led (rules page §6 post-1945 rule)",
    "trump in": "void in the suit led, holding trump, the trick not yet trumped: any trump "
                "(rules page §6 rule 2)",
    "overtrump": "void in the suit led, holding a trump that beats the winning trump: one "
                 "that beats it (rules page §6 rule 2)",
    "undertrump": "void in the suit led, holding trump, none of which beats the winning "
                  "trump: any trump, a forced undertrump (rules page §6 rule 2)",
    "any trump": "void in the suit led, holding a trump that would beat the winning trump, "
                 "post-1945 rules: any trump (rules page §6 post-1945 rule)",
    "free": "void in the suit led and in trump: any card (rules page §6 rule 3)",
}


def play_situation(hand: "str | Iterable[CardLike]", trick: "str | Iterable[CardLike]",
                   trump: SuitLike, rules: RuleSet = CARDGAMES_IO) -> str:
    """Which rule of rules page §6 applies to the player holding ``hand`` who is to play to
    ``trick``: one key of :data:`SITUATIONS`. The legal cards (:func:`legal_plays`) are
    the ones that situation allows.

    Args:
        hand: the player's cards. trick: the cards already played, lead first.
        trump: the trump suit.
        rules: ``rules.obligation`` (``"must_win"`` or ``"post_1945"``) and the number of
            players.

    Raises:
        InvalidCardError: for a bad card; PinochleError for a trick that is already full;
        InvalidHandError, InvalidRulesError: as :func:`legal_plays`.
    """
    rules = resolve_rules(rules)
    t, cards, played = _position(hand, trick, trump, rules)
    if not played:
        return "lead"
    must_win = rules.obligation == "must_win"
    lead = played[0].suit
    w = played[trick_winner(played, t, rules)]
    if any(c.suit is lead for c in cards):
        if not must_win and lead is not t:
            return "any of suit"
        if w.suit is not lead:
            return "lead trumped"
        if any(c.suit is lead and c.rank > w.rank for c in cards):
            return "must beat"
        return "cannot beat"
    if any(c.suit is t for c in cards):
        if w.suit is not t:
            return "trump in"
        if not any(c.suit is t and c.rank > w.rank for c in cards):
            return "undertrump"
        return "overtrump" if must_win else "any trump"
    return "free"


def trick_choices(hand: "str | Iterable[CardLike]", trick: "str | Iterable[CardLike]",
                  trump: SuitLike, rules: RuleSet = CARDGAMES_IO
                  ) -> tuple[list[Card], dict[Card, str]]:
    """The cards of ``hand`` that may be played to ``trick`` and, for every other card, the
    reason why not (rules page §6).

    Args:
        hand: the player's cards (a string such as ``"AS TS QH"`` or a list of cards).
        trick: the cards already played to the trick, lead first (empty when leading).
        trump: the trump suit (``"S"``, ``"♠"``, ``"spades"`` or a :class:`Suit`).
        rules: the rule set (its ``obligation`` decides when a player must beat the trick).

    Returns:
        ``(choices, reasons)``: the distinct legal cards (from :func:`legal_plays`), and
        ``{card: sentence}`` from :func:`explain_play` for each card that is not legal.

    Raises:
        InvalidCardError: for a card that cannot be read; PinochleError for a full trick.
    """
    rules = resolve_rules(rules)
    cards = parse_cards(hand)
    legal = legal_plays(cards, trick, trump, rules)
    allowed = 0
    for c in legal:
        allowed |= 1 << c.index
    reasons = {c: explain_play(cards, trick, trump, c, rules)
               for c in distinct_cards(cards) if not allowed >> c.index & 1}
    return legal, reasons
