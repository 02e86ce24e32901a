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
            raise PinochleError("the game is over: there is nothing to hint")
        view = state.view(seat)
    elif isinstance(state, PlayerView):
        view = state
        if seat is not None and seat != view.seat:
            raise PinochleError(f"this view is seat {view.seat}'s; it cannot give seat {seat} "
                                f"a hint")
    else:
        raise PinochleError(f"hint needs a Game or a PlayerView, got {type(state).__name__}")
    if not view.legal_actions:
        if view.phase is Phase.GAME_OVER:
            raise PinochleError("the game is over: there is nothing to hint")
        raise PinochleError(f"it is seat {view.to_move}'s turn, not seat {view.seat}'s: a hint "
                            f"is for the seat to move")
    decision = HeuristicPlayer().decide(view, explain=True)
    action, why = decision.action, decision.reason or f"{decision.action}."
    if samples and view.phase is Phase.TRICKS and len(view.legal_actions) > 1:
        from .montecarlo import MonteCarloPlayer

        mc = MonteCarloPlayer(samples=samples, seed=seed)
        scores = mc.evaluate(view)
        best = max(view.legal_actions, key=lambda a: (scores[a], -a.value.index))
        if best != action and scores[best] > scores[action]:
            gain = scores[best] - scores[action]
            why = (f"Play {best.value}: played out on {mc.last_samples} imagined deals of the "
                   f"hidden cards, it scores {gain:.0f} points more on average than "
                   f"{action.value}, the rule-of-thumb choice.")
            action = best
        else:
            why += (f" (Checked on {mc.last_samples} imagined deals: no other card scores "
                    f"better on average.)")
        return Hint(action, why, view.seat, scores)
    return Hint(action, why, view.seat)
