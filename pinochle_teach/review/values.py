"""What each legal card is worth on one deal: the trick points the reviewing seat's team
takes from a position to the end of the hand if that card is played (rules page §6, §7).

Two regimes, chosen by the cards left (:class:`Valuer`):

- **exact**, once the seat to move holds at most ``exact_from`` cards (tricks left, the
  current one included): :func:`pinochle_teach.solver.solve`, perfect play by all four
  seats with every hand open;
- **estimate**, earlier in the hand, where the exact search takes seconds to minutes: the
  card is played, the kit's :class:`~pinochle_teach.players.heuristic.HeuristicPlayer`
  plays all four seats (each from what its own seat can see) until the trick that starts
  with ``exact_from`` tricks left, and the rest of the hand is solved exactly. The points
  of the tricks played on the way are added. This is an estimate: the play before the
  horizon is the heuristic's, not the best.

Values are the reviewing seat's team's trick points (counters and the last-trick bonus,
per the rules) from the position on, the cards already in the current trick included.
"""

from __future__ import annotations

from ..actions import Action
from ..cards import Card
from ..game import Game
from ..players.heuristic import HeuristicPlayer
from ..players.memory import CardMemory
from ..rules import RuleSet
from ..solver import Engine, Play, solve

__all__ = ["Valuer", "DealValues"]


class DealValues:
    """The values of the legal cards on one deal.

    Attributes:
        values: ``{card: points}``: the team's trick points from here if ``card`` is played.
        total: every trick point still to be taken from the position (both teams).
        lines: ``{card: tuple of Play}``: the play that follows each card (for the exact
            regime the best line, for the estimate the heuristic's cards up to the horizon
            and then the best line), the card itself first.
        exact: whether the values are exact (the solver from the position itself).
        horizon: for the estimate, ``{card: (cards played to the horizon, the game
            there)}`` (for :meth:`Valuer.line`).
    """

    __slots__ = ("values", "total", "lines", "exact", "horizon")

    def __init__(self, values, total, lines, exact, horizon=None):
        self.values = values
        self.total = total
        self.lines = lines
        self.exact = exact
        self.horizon = horizon or {}


class Valuer:
    """Values the legal cards of trick-play positions for one team, sharing one
    transposition table between every search (positions are keyed in full, so the table is
    valid for any deal; it only saves work).

    Args:
        team: the team (0 or 1) whose points are counted.
        rules: a four-hand partnership rule set (checked by the caller).
        exact_from: the most tricks left (the current one included) at which a position is
            solved exactly; earlier positions are estimated (see the module docstring).
    """

    def __init__(self, team: int, rules: RuleSet, exact_from: int):
        self.team = team
        self.rules = rules
        self.exact_from = exact_from
        self.table: dict = {}
        self._tt = self.table.setdefault(("review", rules), {})

    def exact_regime(self, game: Game) -> bool:
        """Whether the position of ``game`` (trick play) is solved exactly."""
        return len(game.hands[game.to_move]) <= self.exact_from

    def values(self, game: Game, cards, lines: bool = True) -> DealValues:
        """The value of each of ``cards`` (legal cards of the seat to move in ``game``, a
        trick-play position whose hands are all known: the real deal or a sampled one).
        ``lines=False`` skips the lines (they cost a search each in the estimate)."""
        if self.exact_regime(game):
            return self._exact(game, lines)
        return self._estimate(game, cards, lines)

    # ---- exact -------------------------------------------------------------------------
    def _exact(self, game: Game, lines: bool) -> DealValues:
        sol = solve(game.hands, game.trump, game.leader, game.trick, self.rules,
                    table=self.table)
        t = self.team
        values = {c: v[t] for c, v in sol.card_values.items()}
        out_lines = {}
        if lines and sol.line:
            out_lines[sol.line[0].card] = sol.line
        return DealValues(values, sum(sol.points), out_lines, True)

    # ---- estimate ----------------------------------------------------------------------
    def _estimate(self, game: Game, cards, lines: bool) -> DealValues:
        mems = [CardMemory.from_view(game.view(s)) for s in range(4)]
        values: dict[Card, int] = {}
        prefix: dict[Card, list] = {}
        at_horizon: dict[Card, Game] = {}
        for c in cards:
            values[c], prefix[c], at_horizon[c] = self._rollout(game, c, mems)
        out_lines: dict[Card, tuple] = {}
        if lines and values:
            # The best card's line: the heuristic's cards to the horizon, then a best line.
            best = max(values, key=lambda c: values[c])
            g = at_horizon[best]
            sol = solve(g.hands, g.trump, g.leader, (), self.rules, table=self.table)
            out_lines[best] = tuple(prefix[best]) + sol.line
        horizon = {c: (prefix[c], at_horizon[c]) for c in values}
        return DealValues(values, _points_left(game), out_lines, False, horizon)

    def line(self, game: Game, card: Card, dv: DealValues) -> tuple:
        """The play that follows ``card`` (one of the cards ``dv`` valued on ``game``): the
        best line after it (the estimate: the heuristic's cards to the horizon first),
        ``card`` first."""
        if card in dv.lines:
            return dv.lines[card]
        if dv.exact:
            g = game.copy()
            first = Play(g.to_move, card)
            g.apply(Action("play", card))
            if not g.hands[g.to_move]:
                return (first,)
            sol = solve(g.hands, g.trump, g.leader, g.trick, self.rules, table=self.table)
            return (first,) + sol.line
        prefix, g = dv.horizon[card]
        sol = solve(g.hands, g.trump, g.leader, (), self.rules, table=self.table)
        return tuple(prefix) + sol.line

    def _rollout(self, base: Game, card: Card, mems):
        """Play ``card``, then the heuristic for every seat to the horizon, then solve:
        ``(value, the cards played to the horizon, the game at the horizon)``."""
        t = self.team
        g = base.copy()
        start = g.trick_points[t]
        line = [Play(g.to_move, card)]
        g.apply(Action("play", card))
        players = []
        for m in mems:
            p = HeuristicPlayer()
            p.remember(m.copy())
            players.append(p)
        while g.trick or len(g.hands[g.to_move]) > self.exact_from:
            seat = g.to_move
            legal = g.legal_actions()
            a = legal[0] if len(legal) == 1 else players[seat].choose(g.view(seat))
            line.append(Play(seat, a.value))
            g.apply(a)
        got = g.trick_points[t] - start
        counts = [[0] * 24 for _ in range(4)]
        for s, h in enumerate(g.hands):
            for c in h:
                counts[s][c.index] += 1
        eng = Engine(counts, [], g.leader, g.trump.index, self.rules, self._tt)
        v0 = eng.exact()
        return got + (v0 if t == 0 else eng.total - v0), line, g


def _points_left(game: Game) -> int:
    """Every trick point still to be taken in ``game``'s position: the cards in the hands
    and the current trick, and the last-trick bonus."""
    r = game.rules
    pts = r.points_per_rank
    return (sum(pts[c.rank] for h in game.hands for c in h)
            + sum(pts[c.rank] for c in game.trick) + r.last_trick_bonus)
