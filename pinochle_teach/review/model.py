"""What a review finds: :class:`Verdict` (the values of the legal cards from one point of
view), :class:`Decision` (one choice of the reviewed seat, the position to retry and the
sentences that explain it) and :class:`Review` (every decision of one seat in one hand,
costly first on request). rules page §2-§7.
"""

from __future__ import annotations

from types import MappingProxyType
from typing import NamedTuple

from ..cards import Card, CardLike, parse_cards
from ..errors import PinochleError
from ..game import Action, PlayerView
from ..i18n import ngettext, ntr, pgettext, tr
from ..numbers import decimal
from ..rules import RuleSet
from ..seating import Names, capitalise, same_side, seat_of_card
from ..solver import Play
from ..tricks import trick_winner

__all__ = ["Verdict", "Decision", "Review", "OPEN", "KNOWN", "MISTAKE_POINTS", "line_words"]

#: The least loss, in points, that makes a card play a mistake to retry (:meth:`Review.mistakes`).
MISTAKE_POINTS = 10

#: The two points of view, as :attr:`Verdict.view` names them.
OPEN = "open"
KNOWN = "known"

_VIEW_WORDS = {OPEN: "with all cards open", KNOWN: "with what you could know"}


class Verdict(NamedTuple):
    """The legal cards of one decision valued from one point of view.

    Attributes:
        view: ``"open"`` (the real hands, every card seen) or ``"known"`` (deals of the
            hidden cards consistent with what the seat had seen, each valued, averaged).
        values: ``{card: points}`` for each distinct legal card: the reviewed seat's
            team's trick points from this position to the end of the hand if that card is
            played (the cards already in the trick included); for ``"known"`` the average
            over the deals. A read-only mapping.
        best: the legal cards of the highest value.
        loss: points the card actually played gives up against a best card (0 for a best
            card; for ``"known"`` an average, so not always a multiple of 10).
        total: the trick points still to be taken from the position by both teams (for
            ``"known"`` the same on every deal).
        line: for ``"open"``, the play that follows the first best card (that card first),
            a tuple of :class:`~pinochle_teach.solver.Play`; empty for ``"known"``.
        samples: how many deals were valued (1 for ``"open"``).
        exact: whether every deal was solved exactly from this position (``False``: the
            early-hand estimate, see :mod:`pinochle_teach.review`).
    """

    view: str
    values: "MappingProxyType[Card, float]"
    best: tuple[Card, ...]
    loss: float
    total: int
    line: tuple[Play, ...]
    samples: int
    exact: bool

    @classmethod
    def build(cls, view: str, values: dict, chosen: Card, total: int, line=(), samples=1,
              exact=True) -> "Verdict":
        top = max(values.values())
        best = tuple(c for c, v in values.items() if v == top)
        return cls(view, MappingProxyType(dict(values)), best, top - values[chosen], total,
                   tuple(line), samples, exact)

    def loss_of(self, card: Card) -> float:
        """Points ``card`` gives up against a best card."""
        return self.values[self.best[0]] - self.values[card]


def _pts(x: float) -> str:
    """Points in figures: whole numbers as they are, averages to one decimal (with the
    language's decimal separator)."""
    r = round(x, 1)
    if r == int(r):
        return str(int(r))
    return decimal(r, 1)


def _plural(x: float) -> str:
    """``x`` points in words, for a sentence's ``{points}`` placeholder (nominative or
    accusative): "1 point", "30 points", an average "2.5 points"."""
    s = _pts(x)
    r = round(x, 1)
    if r != int(r):
        text = pgettext("review: an average number of points, e.g. 2.5 points", "{n} points")
    else:
        text = ngettext("{n} point", "{n} points", int(r))
    return text.replace("{n}", s)


def line_words(line, seat: int, names: Names, first: int, upto: int) -> str:
    """The cards of a line of play (:class:`~pinochle_teach.solver.Play` s) up to ``upto``
    in words: ``"you A♠, seat 1 9♠; seat 2 …"``: ``seat`` is "you", the others as
    ``names`` calls them, ``", "`` within a trick and ``"; "`` between tricks (the first
    trick ends after ``first`` cards), ``" …"`` when the line goes on."""
    out = ""
    for k, play in enumerate(line[:upto]):
        who = (pgettext("review: the reviewed seat in a line of play", "you")
               if play.seat == seat else names.seat(play.seat))
        if k:
            out += "; " if (k - first) % 4 == 0 and k >= first else ", "
        out += f"{who} {play.card}"
    return out + (" …" if len(line) > upto else "")


class Decision:
    """One decision of the reviewed seat: a card it played, a bid or pass, its trump, or
    its pass of cards (rules page §2-§6).

    Attributes:
        number: 1, 2, … in the order of the hand.
        kind: ``"play"``, ``"bid"`` (a bid or a pass in the auction), ``"trump"`` or
            ``"pass"`` (the cards the partner passes, or the bidder gives back, together).
        seat: the reviewed seat (0..3).
        trick: for a play, the trick number 1..12 (else ``None``).
        tricks_left: for a play, the tricks left with this one (else ``None``).
        choice: what the seat chose: a :class:`Card` (play), an :class:`Action` (bid,
            trump) or a tuple of cards (pass).
        view: the seat's :class:`PlayerView` just before it chose: the position to retry.
        legal: the choices it had: distinct legal cards (play), legal actions (bid, trump),
            its cards (pass).
        open, known: the :class:`Verdict` with all cards open and with what the seat could
            know (plays with a choice; ``None`` otherwise).
        sentences: the explanation, sentence by sentence (also :attr:`text`).
        forced: a play with only one legal card.
        figures: the numbers behind the sentences of a decision without card values, a
            read-only ``{name: points}``: a bid or pass ``"worth"`` (the kit's estimate of
            the hand, :func:`~pinochle_teach.players.bidding.bid_value`) and ``"bid"`` (the
            bid, 0 for a pass); trump: each suit's ``"meld S"``, ``"tricks S"`` and
            ``"total S"`` estimates by suit letter; the pass: ``"before"`` (the side's meld
            before the pass, partner only), ``"after"`` (with the cards given, the kit's
            return after a partner's pass) and ``"kit"`` (with the kit's cards); the
            surrender: ``"contract"``, ``"meld"`` (the bidding side's) and ``"most"``
            (meld + every trick point). Empty for card plays.
        rules: the hand's :class:`~pinochle_teach.rules.RuleSet`; names: the
            :class:`~pinochle_teach.seating.Names` the sentences use.
    """

    __slots__ = ("number", "kind", "seat", "trick", "tricks_left", "choice", "view", "legal",
                 "open", "known", "sentences", "forced", "rules", "names", "figures")

    def __init__(self, number, kind, seat, choice, view: PlayerView, legal, *, trick=None,
                 tricks_left=None, open=None, known=None, sentences=(), forced=False,
                 rules: "RuleSet | None" = None, names: "Names | None" = None,
                 figures=None):
        self.number = number
        self.kind = kind
        self.seat = seat
        self.trick = trick
        self.tricks_left = tricks_left
        self.choice = choice
        self.view = view
        self.legal = tuple(legal)
        self.open = open
        self.known = known
        self.sentences = tuple(sentences)
        self.forced = forced
        self.rules = rules
        self.names = names
        self.figures = MappingProxyType(dict(figures or {}))

    @property
    def loss(self) -> "float | None":
        """What the choice cost, for ordering: the loss with what the seat could know
        (fair to a learner), else with all cards open; ``None`` for decisions that have no
        value in trick points (bids, trump, the pass)."""
        if self.known is not None:
            return self.known.loss
        if self.open is not None:
            return self.open.loss
        return 0.0 if self.forced else None

    @property
    def best(self) -> tuple:
        """The best choices (with what the seat could know, else with all cards open);
        empty when not computed."""
        v = self.known or self.open
        return v.best if v is not None else ()

    @property
    def text(self) -> str:
        """The explanation as one paragraph."""
        return " ".join(self.sentences)

    def try_card(self, card: CardLike, view: "str | None" = None) -> str:
        """For a retry: what playing ``card`` here would have given, in words (how much it
        gives up from each point of view, or that it is a best card). ``view``: ``"open"``
        or ``"known"`` says it from that point of view only; ``None`` (the default) from
        both.

        Raises:
            PinochleError: for a decision that is not a card play with a choice, a card
                that is not one of :attr:`legal`, or a ``view`` that is not ``"open"``,
                ``"known"`` or None. InvalidCardError for a bad card.
        """
        if view not in (None, OPEN, KNOWN):
            raise PinochleError(f"view must be {OPEN!r}, {KNOWN!r} or None, got {view!r}")
        if self.kind != "play" or (self.open is None and self.known is None):
            raise PinochleError(f"decision {self.number} is not a card play with a choice: "
                                f"there is nothing to try")
        c = parse_cards([card])[0]
        if c not in self.legal:
            raise PinochleError(f"{c} is not a legal card here: the legal cards are "
                                f"{' '.join(str(x) for x in self.legal)}")
        parts = []
        for v in (self.known, self.open):
            if v is None or (view is not None and v.view != view):
                continue
            loss = v.loss_of(c)
            if loss <= 0:
                text = (tr("with all cards open, {card} is a best card", card=c)
                        if v.view == OPEN else
                        tr("with what you could know, {card} is a best card", card=c))
            elif v.view == OPEN:
                text = tr("with all cards open, {card} gives up {points} against {best}",
                          card=c, points=_plural(loss), best=v.best[0])
            else:
                text = tr("with what you could know, {card} gives up {points} against {best}",
                          card=c, points=_plural(loss), best=v.best[0])
            parts.append(text)
        if not parts:
            raise PinochleError(f"decision {self.number} has no values {_VIEW_WORDS[view]}")
        return capitalise(pgettext("review: between the two points of view", "; ").join(parts)
                          + ".")

    def __repr__(self) -> str:
        loss = self.loss
        return (f"<Decision {self.number} {self.kind} {self._choice_text()}"
                + ("" if loss is None else f" loss={_pts(loss)}") + ">")

    def _choice_text(self) -> str:
        if isinstance(self.choice, tuple):
            return " ".join(str(c) for c in self.choice)
        return str(self.choice)


def play_sentences(d: Decision, names: Names, horizon: int) -> list[str]:
    """The sentences of a card decision: what was played, each point of view (the better
    card, what it wins, the line that follows), the estimate if it is one."""
    seat = d.seat
    v = d.view
    card = d.choice
    if v.trick:
        opening = tr("Trick {trick}: you played {card} to {cards}.", trick=d.trick, card=card,
                     cards=" ".join(str(c) for c in v.trick))
    else:
        opening = tr("Trick {trick}: you led {card}.", trick=d.trick, card=card)
    out = [opening]
    if d.forced:
        out.append(tr("It was your only legal card."))
        return out
    o = d.open
    if o is not None:
        if card in o.best:
            out.append(tr("With all cards open, {card} was a best card: your side takes "
                          "{points} of the {total} still out.", card=card,
                          points=_plural(o.values[card]), total=o.total))
        else:
            b = o.line[0].card if o.line else o.best[0]
            out.append(tr("With all cards open, {better} was better: with it your side takes "
                          "{points} of the {total} still out, with {card} {value}: {card} "
                          "gives up {loss}.", better=b, points=_plural(o.values[b]),
                          total=o.total, card=card, value=_pts(o.values[card]),
                          loss=_plural(o.loss)))
        if o.line:
            out.extend(_line_sentences(d, o, names))
    k = d.known
    if k is not None:
        # English says "deals" for every count (as it always has); a translation gives each
        # plural form its own words.
        n = k.samples
        if card in k.best:
            values = dict(card=card, points=_plural(k.values[card]))
            if k.exact:
                said = ntr("With what you could know ({n} deals of the hidden cards that fit "
                           "what you had seen, each solved exactly), {card} was a best card: "
                           "{points} on average.",
                           "With what you could know ({n} deals of the hidden cards that fit "
                           "what you had seen, each solved exactly), {card} was a best card: "
                           "{points} on average.", n, **values)
            else:
                said = ntr("With what you could know ({n} deals of the hidden cards that fit "
                           "what you had seen, each estimated), {card} was a best card: "
                           "{points} on average.",
                           "With what you could know ({n} deals of the hidden cards that fit "
                           "what you had seen, each estimated), {card} was a best card: "
                           "{points} on average.", n, **values)
        else:
            values = dict(better=k.best[0], points=_plural(k.values[k.best[0]]),
                          value=_pts(k.values[card]), card=card, loss=_pts(k.loss))
            if k.exact:
                said = ntr("With what you could know ({n} deals of the hidden cards that fit "
                           "what you had seen, each solved exactly), {better} was better: {points} "
                           "on average against {value} for {card}, {loss} fewer.",
                           "With what you could know ({n} deals of the hidden cards that fit "
                           "what you had seen, each solved exactly), {better} was better: "
                           "{points} on average against {value} for {card}, {loss} fewer.",
                           n, **values)
            else:
                said = ntr("With what you could know ({n} deals of the hidden cards that fit "
                           "what you had seen, each estimated), {better} was better: {points} on "
                           "average against {value} for {card}, {loss} fewer.",
                           "With what you could know ({n} deals of the hidden cards that fit "
                           "what you had seen, each estimated), {better} was better: "
                           "{points} on average against {value} for {card}, {loss} fewer.",
                           n, **values)
        out.append(said)
    if (o is not None and not o.exact) or (k is not None and not k.exact):
        out.append(ntr("(With {n} trick left these are estimates: the kit's heuristic player "
                       "plays every seat until {horizon} tricks are left, and the rest is "
                       "solved exactly.)",
                       "(With {n} tricks left these are estimates: the kit's heuristic player "
                       "plays every seat until {horizon} tricks are left, and the rest is "
                       "solved exactly.)", d.tricks_left, horizon=horizon))
    return out


def _line_sentences(d: Decision, o: Verdict, names: Names) -> list[str]:
    """What the better card wins (the current trick, by the line) and the line itself."""
    v = d.view
    line = o.line
    n_trick = 4 - len(v.trick)   # the cards of the line that finish the current trick
    trick_cards = list(v.trick) + [p.card for p in line[:n_trick]]
    out = []
    if len(trick_cards) == 4 and len(line) >= n_trick:
        wi = trick_winner(trick_cards, v.trump, d.rules)
        pts = d.rules.points_per_rank
        got = sum(pts[c.rank] for c in trick_cards)
        who_seat = seat_of_card(v.leader if v.trick else line[0].seat, wi, d.rules)
        best = line[0].card
        values = dict(card=best, points=_plural(got))
        if who_seat == d.seat:
            said = tr("After {card} the trick goes to you (your side): {points} in counters.",
                      **values)
        elif same_side(who_seat, d.seat, d.rules):
            said = tr("After {card} the trick goes to {seat} (your side): {points} in "
                      "counters.", seat=names.seat(who_seat), **values)
        else:
            said = tr("After {card} the trick goes to {seat} (the opponents): {points} in "
                      "counters.", seat=names.seat(who_seat), **values)
        out.append(said)
    words = line_words(line, d.seat, names, n_trick, n_trick + 4)
    if words.endswith("…"):
        out.append(tr("The line that follows: {line}", line=words))
    else:
        out.append(tr("The line that follows: {line}.", line=words))
    return out


class Review:
    """Every decision of one seat in one finished hand, valued (see
    :func:`pinochle_teach.review.review`).

    Attributes:
        seat: the reviewed seat (0..3). hand_number: the hand (1, 2, …) of the game.
        rules: the hand's rules. trump: the trump suit (``None`` if never named).
        decisions: every :class:`Decision` in the order of the hand.
        samples: the deals valued per card decision with what the seat could know, in the
            exact part of the hand; early_samples: the same, early in the hand.
        exact_from: the tricks left from which positions are solved exactly.
        seed: the seed the deals were drawn from.
        sentences: the summary, sentence by sentence (also :attr:`text`).
        result: the hand's :class:`~pinochle_teach.records.HandResult` (contract, meld,
            trick points, score).
    """

    def __init__(self, seat, hand_number, rules, trump, decisions, samples, early_samples,
                 exact_from, seed, sentences, result=None):
        self.seat = seat
        self.hand_number = hand_number
        self.rules = rules
        self.trump = trump
        self.decisions = tuple(decisions)
        self.samples = samples
        self.early_samples = early_samples
        self.exact_from = exact_from
        self.seed = seed
        self.sentences = tuple(sentences)
        self.result = result

    @property
    def text(self) -> str:
        """The summary as one paragraph."""
        return " ".join(self.sentences)

    def by_cost(self) -> tuple[Decision, ...]:
        """Every decision, the costliest first: by the loss with what the seat could know,
        then with all cards open, then in the order of the hand; decisions without a value
        in points (bids, trump, the pass) after the card plays, in the order of the hand."""
        def key(d: Decision):
            loss = d.loss
            if loss is None:
                return (1, 0, 0, d.number)
            o = d.open.loss if d.open is not None else 0
            return (0, -round(loss, 6), -o, d.number)
        return tuple(sorted(self.decisions, key=key))

    def mistakes(self, threshold: float = MISTAKE_POINTS) -> tuple[Decision, ...]:
        """The card plays that gave up at least ``threshold`` points (with what the seat
        could know, or with all cards open), costliest first (as :meth:`by_cost`): the
        positions to retry."""
        out = []
        for d in self.by_cost():
            if d.loss is None:
                continue
            worst = max(d.loss, d.open.loss if d.open is not None else 0)
            if worst >= threshold and worst > 0:
                out.append(d)
        return tuple(out)

    def plays(self) -> tuple[Decision, ...]:
        """The card decisions, in the order of the hand."""
        return tuple(d for d in self.decisions if d.kind == "play")

    def __repr__(self) -> str:
        return (f"<Review seat={self.seat} hand={self.hand_number} "
                f"decisions={len(self.decisions)} mistakes={len(self.mistakes())}>")
