"""Hints: what a strong player would do now, and why, in one or two sentences (rules page §2-§7).

>>> from pinochle_teach.game import Game
>>> g = Game(seed=7)
>>> h = hint(g)                        # for the seat to move
>>> h.action in g.legal_actions()
True
>>> str(h).split(":")[0] in ("Pass", f"Bid {h.action.value}")
True

:func:`hint` reads only the view of the seat asked about (a :class:`Game` is accepted for
convenience, and only ``game.view(seat)`` is used), so a hint never gives away hidden cards.
By default it asks the :class:`~pinochle_teach.players.heuristic.HeuristicPlayer`, whose rules
of thumb explain themselves ("Lead A♠: no higher spade is out …"). With ``samples`` it also
plays the position out on imagined deals (the Monte Carlo player) and, during trick play,
recommends the card that scored best, saying by how much.
"""

from __future__ import annotations

from ..errors import PinochleError
from ..game import Action, Game, Phase, PlayerView
from ..i18n import ntr, tr
from .heuristic import HeuristicPlayer

__all__ = ["Hint", "hint"]


class Hint(str):
    """A hint: the sentence itself (a ``str``, e.g. ``"Lead A♠: no higher spade is out …"``)
    with the recommended :class:`Action` as ``.action``.

    Attributes:
        action: the recommended action, one of the seat's legal actions.
        explanation: the sentence (the same text as the string).
        seat: the seat it is for (0..3).
        scores: with Monte Carlo, ``{action: average points}`` over the imagined deals
            (the seat's team minus the opponents, rules page §7); else ``None``.
    """

    action: Action
    explanation: str
    seat: int
    scores: dict | None

    def __new__(cls, action: Action, explanation: str, seat: int, scores: dict | None = None):
        self = super().__new__(cls, explanation)
        self.action = action
        self.explanation = explanation
        self.seat = seat
        self.scores = scores
        return self

    @property
    def text(self) -> str:
        return str.__str__(self)

    def __repr__(self) -> str:
        return f"Hint(action={str(self.action)!r}, explanation={str.__str__(self)!r})"


def hint(state: "Game | PlayerView", seat: int | None = None, *, samples: int = 0,
         seed: int = 0) -> Hint:
    """The recommended action for ``seat`` and why.

    Args:
        state: a :class:`Game` or a :class:`PlayerView` (then ``seat`` is the view's seat).
        seat: the seat 0..3 asking; for a game, default the seat to move.
        samples: 0 (default) for the heuristic player's advice; more to let the Monte Carlo
            player check card plays on that many imagined deals (slower: about half a
            millisecond per deal and legal card).
        seed: seeds the imagined deals, so a hint is reproducible.

    Returns:
        a :class:`Hint` (a sentence with ``.action``).

    Raises:
        PinochleError: when it is not ``seat``'s turn (or the game is over), naming whose
            turn it is; for a seat out of range.
    """
    if isinstance(state, Game):
        if seat is None:
            seat = state.to_move
        if seat is None:
            raise PinochleError(tr("the game is over: there is nothing to hint"))
        view = state.view(seat)
    elif isinstance(state, PlayerView):
        view = state
        if seat is not None and seat != view.seat:
            raise PinochleError(tr("this view is seat {view_seat}'s; it cannot give seat "
                                   "{seat} a hint", view_seat=view.seat, seat=seat))
    else:
        raise PinochleError(tr("hint needs a Game or a PlayerView, got {kind}",
                               kind=type(state).__name__))
    if not view.legal_actions:
        if view.phase is Phase.GAME_OVER:
            raise PinochleError(tr("the game is over: there is nothing to hint"))
        raise PinochleError(tr("it is seat {to_move}'s turn, not seat {seat}'s: a hint is for "
                               "the seat to move", to_move=view.to_move, seat=view.seat))
    decision = HeuristicPlayer().decide(view, explain=True)
    action, why = decision.action, decision.reason or f"{decision.action}."
    if samples and view.phase is Phase.TRICKS and len(view.legal_actions) > 1:
        from .montecarlo import MonteCarloPlayer

        mc = MonteCarloPlayer(samples=samples, seed=seed)
        scores = mc.evaluate(view)
        best = max(view.legal_actions, key=lambda a: (scores[a], -a.value.index))
        if best != action and scores[best] > scores[action]:
            gain = scores[best] - scores[action]
            why = ntr("Play {card}: played out on {n} imagined deal of the hidden cards, it "
                      "scores {gain} points more on average than {rule_card}, the rule-of-thumb "
                      "choice.",
                      "Play {card}: played out on {n} imagined deals of the hidden cards, it "
                      "scores {gain} points more on average than {rule_card}, the rule-of-thumb "
                      "choice.", mc.last_samples, card=best.value, gain=f"{gain:.0f}",
                      rule_card=action.value)
            action = best
        else:
            why = tr("{reason} {check}", reason=why, check=ntr(
                "(Checked on {n} imagined deal: no other card scores better on average.)",
                "(Checked on {n} imagined deals: no other card scores better on average.)",
                mc.last_samples))
        return Hint(action, why, view.seat, scores)
    return Hint(action, why, view.seat)
