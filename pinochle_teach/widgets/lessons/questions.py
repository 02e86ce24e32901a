"""The questions of a lesson self-check: :class:`LessonQuestion` and the ``ask_*`` functions
that build one from the engine's answer and explanation.

A lesson question is the quizzes' own question model, a
:class:`~pinochle_teach.quiz.Choice` (prompt, ``(label, value)`` options, the right value,
the engine's explanation), with a picture of the cards to draw above the options.

>>> q = ask_winner("QH 9D AH QS", "S")
>>> [label for label, _ in q.options]  # doctest: +NORMALIZE_WHITESPACE
['queen of hearts (led)', 'nine of diamonds (2nd)', 'ace of hearts (3rd)',
 'queen of spades (4th)']
>>> q.check(3).correct, q.answer_text()
(True, 'queen of spades (4th)')
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Any

from ...auction import Auction
from ...cards import CardLike, Suit, check_hand, parse_cards, sort_hand
from ...errors import IllegalBidError, PinochleError
from ...i18n import N_, gettext, ntr, tr
from ...meld import best_meld
from ...quiz import Choice, Verdict
from ...rules import CARDGAMES_IO, RuleSet
from ...scoring import (can_surrender, explain_game_winner, explain_surrender, game_winner,
                        score_hand)
from ...seating import table_names
from ...svg import hand_html
from ...tricks import (explain_play, explain_points, explain_winner, legal_plays,
                       trick_points, trick_winner)
from ...vocabulary import card_word, suit_word
from ..render import Markup, el, join
from ..scoresheet import number
from .pieces import distinct, ordinal, trick_row, trump_line

__all__ = ["LessonQuestion", "ask_winner", "ask_play", "ask_meld", "ask_points", "ask_bid",
           "ask_surrender", "ask_score", "ask_game", "ask_fact", "ask_best_card"]


@dataclass(frozen=True, kw_only=True, eq=False)
class LessonQuestion(Choice):
    """One question of a self-check: a :class:`~pinochle_teach.quiz.Choice` with a picture.

    Attributes (besides Choice's ``prompt``, ``options``, ``answer``, ``right``,
    ``explanation``, ``explanations``, ``highlight``):
        picture: HTML drawn under the prompt (cards), or "".

    ``check(value)`` (also called ``judge``) returns the engine's :class:`Verdict` and raises
    :class:`~pinochle_teach.quiz.InvalidAnswerError` for a value that is no option's.
    """

    picture: str = ""

    def judge(self, value) -> Verdict:
        """The same as :meth:`check` (the name lesson questions had first)."""
        return self.check(value)


def ask_winner(trick: "str | Iterable[CardLike]", trump: "Suit | str", *,
               leader: int | None = None, prompt: str | None = None,
               palette: str = "classic", rules: RuleSet = CARDGAMES_IO) -> LessonQuestion:
    """"Which card wins this trick?" (rules page §6).

    Args:
        trick: one card up to one per player, in play order, lead first.
        trump: the trump suit.
        leader: the seat that led, to name who played each card; None leaves names out.
        prompt: the question; by default "♠ Spades are trump. Which card wins this trick?".

    The options are the cards by their place, in words ("queen of hearts (led)", …; values
    0..3: an option's text is its button's accessible name);
    the verdict comes from :func:`trick_winner` and its explanation from
    :func:`explain_winner`.

    Raises:
        InvalidCardError, PinochleError: for a bad card or an empty trick.
    """
    cards = tuple(parse_cards(trick))
    t = Suit.from_str(trump)
    win = trick_winner(cards, t)
    if prompt is None:
        question = (tr("Which card wins this trick?") if len(cards) == rules.players
                    else tr("Which card is winning so far?"))
        prompt = f"{trump_line(t)} {question}"
    options = tuple((tr("{card} ({place})", card=card_word(c), place=ordinal(i)), i)
                    for i, c in enumerate(cards))
    return LessonQuestion(
        prompt=prompt, options=options,
        answer=win, explanation=explain_winner(cards, t), highlight=(cards[win],),
        picture=trick_row(cards, leader=leader, palette=palette, rules=rules), rules=rules)


def ask_play(hand: "str | Iterable[CardLike]", trick: "str | Iterable[CardLike]",
             trump: "Suit | str", *, leader: int | None = None, prompt: str | None = None,
             rules: RuleSet = CARDGAMES_IO, palette: str = "classic") -> LessonQuestion:
    """"Pick a card you may play" (rules page §6): one button per different card of ``hand``;
    right when :func:`legal_plays` allows it, explained by :func:`explain_play`.

    Args:
        hand: the player's cards; trick: the cards already played, lead first; trump: the
            trump suit; leader: the seat that led (to name the players), or None.

    Raises:
        InvalidCardError, PinochleError: for bad cards, an empty hand or a full trick.
    """
    cards = sort_hand(parse_cards(hand), trump)
    played = tuple(parse_cards(trick))
    t = Suit.from_str(trump)
    legal = legal_plays(cards, played, t, rules)
    if prompt is None:
        prompt = trump_line(t) + " " + tr("Pick a card you may play.")
    picture = join([trick_row(played, leader=leader, palette=palette, rules=rules),
                    el("div", tr("Your hand:"), cls="pt-lesson-caption"),
                    Markup(hand_html(cards, palette=palette, size=0.8))])
    options = tuple((tr("Play {card}", card=card_word(c)), c) for c in distinct(cards))
    return LessonQuestion(
        prompt=prompt, options=options, answer=legal[0], right=tuple(legal),
        explanations={c: explain_play(cards, played, t, c, rules) for _, c in options},
        highlights={c: (c,) for _, c in options}, picture=picture, rules=rules)


def _number_options(answer: int, choices: Iterable[int]) -> tuple[tuple[str, int], ...]:
    values = sorted(set(int(c) for c in choices) | {answer})
    return tuple((number(v), v) for v in values)


def ask_meld(hand: "str | Iterable[CardLike]", trump: "Suit | str", choices: Iterable[int],
             *, prompt: str | None = None, rules: RuleSet = CARDGAMES_IO,
             palette: str = "classic") -> LessonQuestion:
    """"How much meld is this hand worth?" (rules page §4). The options are ``choices`` plus
    the engine's total (:func:`best_meld`) if it is not among them; the explanation is
    :meth:`MeldResult.explain`.

    Raises:
        InvalidCardError, InvalidHandError: for a bad hand.
    """
    t = Suit.from_str(trump)
    result = best_meld(check_hand(hand, rules=rules), t, rules)
    if prompt is None:
        prompt = trump_line(t) + " " + tr("How much meld is this hand worth?")
    picture = Markup(hand_html(sort_hand(result.hand, t), palette=palette, size=0.8))
    return LessonQuestion(prompt=prompt, options=_number_options(result.total, choices),
                          answer=result.total, explanation=result.explain(),
                          highlight=result.cards_used, picture=picture, rules=rules)


def ask_points(cards: "str | Iterable[CardLike]", choices: Iterable[int], *, last: bool = False,
               prompt: str | None = None, rules: RuleSet = CARDGAMES_IO,
               palette: str = "classic") -> LessonQuestion:
    """"How many trick points do these cards carry?" (rules page §7): the answer is
    :func:`trick_points` (with the last-trick bonus when ``last``), the explanation
    :func:`explain_points`."""
    pile = tuple(parse_cards(cards))
    total = trick_points(pile, rules, last=last)
    if prompt is None:
        prompt = (tr("These cards make up one trick, the last of the hand. How many trick "
                     "points does the trick carry?") if last else
                  tr("These cards make up one trick. How many trick points does the trick "
                     "carry?"))
    return LessonQuestion(prompt=prompt, options=_number_options(total, choices), answer=total,
                          explanation=explain_points(pile, rules, last=last),
                          picture=Markup(hand_html(pile, palette=palette, size=0.8)),
                          rules=rules)


#: The options of a yes-or-no question (translated when a question is made).
_YES_NO = ((N_("Yes"), True), (N_("No"), False))


def _yes_no() -> tuple[tuple[str, bool], ...]:
    return tuple((gettext(label), value) for label, value in _YES_NO)


def _either(values) -> str:
    """``"270 or 280"``: the values joined with "or", in the language spoken now."""
    values = [str(v) for v in values]
    text = values[0] if values else ""
    for v in values[1:]:
        text = tr("{first} or {last}", first=text, last=v)
    return text


def ask_bid(bids: Iterable[int | None], bid: int, *, dealer: int = 3, seat: int | None = None,
            prompt: str | None = None, rules: RuleSet = CARDGAMES_IO) -> LessonQuestion:
    """"May this player bid ``bid`` now?" (rules page §2), answered Yes/No by
    :class:`Auction` itself: the bid is tried on a copy, and the engine's
    :class:`IllegalBidError` message is the explanation when it is refused.

    Args:
        bids: the auction so far, in turn order from the dealer's left: points, or None for
            a pass.
        bid: the bid asked about, in points.
        dealer: the dealer's seat 0..3.
        seat: the seat asked about (default: the one to move).

    Raises:
        IllegalBidError: when ``bids`` is not a legal auction.
    """
    names = table_names(rules)
    a = Auction(dealer, rules, names=names)
    for b in bids:
        a.apply(b)
    who = a.to_move if seat is None else seat
    try:
        a.copy().bid(bid, seat=who)
        legal, why = True, tr("{bid} is legal here: {seat} may bid {bids}, or pass (rules page "
                              "§2).", bid=bid, seat=names.seat(who), bids=_either(a.legal_bids()))
    except IllegalBidError as err:
        legal, why = False, tr("{reason} (rules page §2).", reason=err)
    if prompt is None:
        so_far = (", ".join(tr("{seat} passes", seat=names.seat(s)) if b is None
                            else tr("{seat} {bid}", seat=names.seat(s), bid=b)
                            for s, b in a.history) or tr("No one has bid yet"))
        prompt = tr("{dealer} deals. The auction so far: {bids}. May {seat} bid {bid} now?",
                    dealer=names.seat(dealer), bids=so_far, seat=names.seat(who), bid=bid)
    return LessonQuestion(prompt=prompt, options=_yes_no(), answer=legal, explanation=why,
                          rules=rules)


def ask_surrender(contract: int, bidders_meld: int, *, prompt: str | None = None,
                  rules: RuleSet = CARDGAMES_IO) -> LessonQuestion:
    """"May the bidders surrender?" (rules page §5): :func:`can_surrender`, explained by
    :func:`explain_surrender`."""
    if prompt is None:
        prompt = tr("The contract is {contract} and the bidders' team meld is {meld}. May the "
                    "contract winner surrender (go set voluntarily)?", contract=contract,
                    meld=bidders_meld)
    return LessonQuestion(prompt=prompt, options=_yes_no(),
                          answer=can_surrender(contract, bidders_meld, rules),
                          explanation=explain_surrender(contract, bidders_meld, rules),
                          rules=rules)


def ask_score(contract: int, bidders: int, meld: Sequence[int], trick_points: Sequence[int],
              choices: Iterable[int], *, team: int | None = None, surrendered: bool = False,
              prompt: str | None = None, rules: RuleSet = CARDGAMES_IO) -> LessonQuestion:
    """"What does this team score for the hand?" (rules page §5, §7): the answer and the
    reasons come from :func:`score_hand`.

    Args:
        contract, bidders, meld, trick_points, surrendered: as :func:`score_hand` (teams 0
            and 1, points).
        choices: wrong answers to offer (the right one is added).
        team: the team asked about (default: the bidders).

    Raises:
        IllegalActionError, PinochleError: as :func:`score_hand`.
    """
    team = bidders if team is None else team
    names = table_names(rules)
    sides = names.sides
    result = score_hand(contract, bidders, meld, trick_points, surrendered, rules,
                        names=names)
    if prompt is None:
        values = dict(bidders=sides[bidders], contract=contract, side0=sides[0],
                      meld0=meld[0], side1=sides[1], meld1=meld[1], team=sides[team])
        if surrendered:
            prompt = tr("{bidders} hold the contract at {contract}. Meld: {side0} {meld0}, "
                        "{side1} {meld1}; the bidders surrender. What do {team} score for "
                        "this hand?", **values)
        else:
            prompt = tr("{bidders} hold the contract at {contract}. Meld: {side0} {meld0}, "
                        "{side1} {meld1}, trick points {side0} {tricks0}, {side1} {tricks1}. "
                        "What do {team} score for this hand?", tricks0=trick_points[0],
                        tricks1=trick_points[1], **values)
    return LessonQuestion(prompt=prompt, options=_number_options(result[team], choices),
                          answer=result[team], explanation="\n".join(result.reasons),
                          rules=rules)


def ask_game(totals: Sequence[int], bidders: int, *, prompt: str | None = None,
             rules: RuleSet = CARDGAMES_IO) -> LessonQuestion:
    """"Who has won the game?" after a hand (rules page §7): :func:`game_winner` with
    ``totals`` (each team's total after the hand) and the team that held the contract;
    explained by :func:`explain_game_winner`."""
    names = table_names(rules)
    sides = names.sides
    if prompt is None:
        prompt = tr("After a hand {side0} have {total0} and {side1} {total1}; {bidders} held "
                    "the contract. Who wins the game?", side0=sides[0], total0=totals[0],
                    side1=sides[1], total1=totals[1], bidders=sides[bidders])
    options = tuple((name, t) for t, name in enumerate(sides)) + ((tr("Nobody yet"), None),)
    return LessonQuestion(prompt=prompt, options=options,
                          answer=game_winner(totals, bidders, rules),
                          explanation=explain_game_winner(totals, bidders, rules, names=names),
                          rules=rules)


def ask_best_card(decision, view: str = "open", *, prompt: str | None = None,
                  palette: str = "classic") -> LessonQuestion:
    """"Which card was best here?" about one card decision of a hand's review (issue 17 §2;
    rules page §6, §7): one button per legal card the seat had; right are the review's best
    cards from the point of view asked about, and each card's explanation is the review's
    own retry sentence from that point of view
    (:meth:`~pinochle_teach.review.Decision.try_card`); the question's explanation is the
    decision's sentences.

    Args:
        decision: a :class:`~pinochle_teach.review.Decision` of kind ``"play"`` with a
            choice (from :func:`pinochle_teach.review.review`).
        view: ``"open"`` (with all cards open) or ``"known"`` (with what the seat could
            know).
        prompt: the question; by default it names the trick, trump and the point of view,
            and says when the review's values there are estimates (not
            :attr:`~pinochle_teach.review.Verdict.exact`).

    Raises:
        PinochleError: for a decision that is not a card play with a choice, or a view that
            is neither ``"open"`` nor ``"known"``.
    """
    if view not in ("open", "known"):
        raise PinochleError(f"view must be 'open' or 'known', got {view!r}")
    verdict = getattr(decision, view, None) if getattr(decision, "kind", None) == "play" else None
    if verdict is None:
        raise PinochleError("ask_best_card needs a card decision with a choice from a review "
                            "(a Decision of kind 'play' that is not forced)")
    v = decision.view
    names = decision.names or table_names(v.rules)
    if prompt is None:
        values = dict(n=decision.trick, trump=suit_word(v.trump))
        if not v.trick:
            prompt = tr("Trick {n}, {trump} trump, you led.", **values)
        else:
            prompt = tr("Trick {n}, {trump} trump, {cards} had been played.",
                        cards=" ".join(str(c) for c in v.trick), **values)
        prompt += " " + (tr("With all cards open, which card was best?") if view == "open"
                         else tr("With what you could know, which card was best?"))
        if not verdict.exact:
            prompt += " " + ntr("(With {n} trick left the review's values are estimates.)",
                                "(With {n} tricks left the review's values are estimates.)",
                                decision.tricks_left)
    cards = sort_hand(v.hand, v.trump)
    picture = join([trick_row(v.trick, leader=v.leader, palette=palette, rules=v.rules),
                    el("div", tr("Your hand:"), cls="pt-lesson-caption"),
                    Markup(hand_html(cards, palette=palette, size=0.8))])
    options = tuple((tr("Play {card}", card=card_word(c)), c) for c in decision.legal)
    return LessonQuestion(
        prompt=prompt, options=options, answer=verdict.best[0], right=tuple(verdict.best),
        explanations={c: decision.try_card(c, view) for c in decision.legal},
        explanation=decision.text, picture=picture, rules=v.rules)


def ask_fact(prompt: str, options: Iterable[tuple[str, Any]], answer: Any, explanation: str,
             picture: str = "") -> LessonQuestion:
    """A question whose answer the notebook takes from the engine's data (e.g.
    ``CARDGAMES_IO.pass_count``) with the explanation to show. The prompt, the options'
    labels and the explanation are translated (a notebook marks them with ``N_``, or gives
    them already translated with ``tr``).

    Raises:
        InvalidQuestionError: when ``answer`` is not one of the options' values.
    """
    return LessonQuestion(prompt=gettext(prompt),
                          options=tuple((gettext(label), value) for label, value in options),
                          answer=answer, explanation=gettext(explanation), picture=picture)
