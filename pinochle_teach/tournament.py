"""A duplicate tournament between two kinds of computer player (rules page §1-§7).

Luck of the deal dominates Pinochle, so players are compared on *duplicate* deals: each deal
seed is played twice, once with player type A in seats 0 and 2 (team 0) and B in seats 1 and
3, and once with the teams swapped. Both games see exactly the same cards, hand after hand
(the deal depends on the seed only, never on the play), so what one team gains from a lucky
deal in the first game the other team gains in the second.

What a *game* is (:class:`GameFormat`):

- ``GameFormat()`` (the default): play to the rule set's target (1500, §7). Weak players
  may never get there, so a game stops after ``max_hands`` hands (default 40); a capped game
  goes to the team with the higher total, and equal totals are a draw.
- ``GameFormat(hands=N)``: ``N`` hands, the higher total wins and equal totals are a draw;
  a team that reaches the target sooner wins then, by the rules. Short games make slow
  players (Monte Carlo) measurable.

:func:`run_tournament` reports A's win rate (a draw counts half), each side's average points
per hand, and 95 % confidence intervals. The intervals are computed over *pairs* (one pair =
one seed played both ways), since the two games of a pair are not independent: the pair
scores are averaged; the win-rate interval is a Wilson score interval with one observation
per pair (conservative, see :func:`wilson_interval`), and the points margin interval is mean
± 1.96 standard errors over pairs (normal approximation, good for the hundreds of pairs the
goals use).

Players are named by a *spec*: ``"random"``, ``"heuristic"``, ``"montecarlo"``, ``"expert"``,
with options after a colon, ``"montecarlo:samples=8,time_budget=0.05"``, or any callable
``factory(seed) -> Player``. Specs (strings) also work across processes (``jobs > 1``).

>>> result = run_tournament("heuristic", "random", deals=2, fmt=GameFormat(hands=1))
>>> result.games, 0.0 <= result.win_rate <= 1.0
(4, True)

The engine layer stays standard-library only: the progress bar (tqdm) lives in the CLI,
``benchmarks/tournament.py``; here progress is a plain callback.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

from .errors import PinochleError
from .game import Game, Phase
from .players.base import Player
from .rules import CARDGAMES_IO, RuleSet
from .seating import side_count, side_of

__all__ = ["GameFormat", "GameOutcome", "PairOutcome", "TournamentResult", "make_player",
           "wilson_interval",
           "play_one_game", "play_pair", "run_tournament", "PLAYER_KINDS"]


def _player_kinds() -> dict[str, type]:
    from .players.expert import ExpertPlayer
    from .players.heuristic import HeuristicPlayer
    from .players.montecarlo import MonteCarloPlayer
    from .players.random import RandomPlayer
    return {"random": RandomPlayer, "heuristic": HeuristicPlayer, "montecarlo": MonteCarloPlayer,
            "expert": ExpertPlayer}


#: The names a player spec may start with.
PLAYER_KINDS = ("random", "heuristic", "montecarlo", "expert")


def _parse_value(text: str):
    low = text.lower()
    if low in ("none", "null"):
        return None
    if low in ("true", "false"):
        return low == "true"
    try:
        return int(text)
    except ValueError:
        pass
    try:
        return float(text)
    except ValueError:
        return text


def make_player(spec: "str | Callable[[int], Player]", seed: int) -> Player:
    """A fresh player from ``spec`` (see the module docstring), seeded with ``seed``.

    Raises:
        PinochleError: for an unknown kind or a malformed option, naming what is accepted.
    """
    if callable(spec) and not isinstance(spec, str):
        return spec(seed)
    if not isinstance(spec, str):
        raise PinochleError(f"a player spec is a name or a factory, got {spec!r}")
    kind, _, opts = spec.partition(":")
    kinds = _player_kinds()
    cls = kinds.get(kind.strip().lower())
    if cls is None:
        raise PinochleError(f"unknown player kind {kind!r}: use one of {', '.join(kinds)}")
    kwargs = {}
    for item in filter(None, (x.strip() for x in opts.split(","))):
        key, eq, value = item.partition("=")
        if not eq:
            raise PinochleError(f"player option {item!r} must look like name=value")
        kwargs[key.strip()] = _parse_value(value.strip())
    try:
        return cls(seed=seed, **kwargs)
    except TypeError as e:
        raise PinochleError(f"bad options for {kind!r}: {e}") from None


@dataclass(frozen=True)
class GameFormat:
    """What one tournament game is (see the module docstring).

    Args:
        hands: a fixed number of hands per game, or ``None`` to play to the target score.
        max_hands: when playing to the target, stop after this many hands (the higher total
            then wins).
    """

    hands: int | None = None
    max_hands: int = 40

    def __post_init__(self):
        if self.hands is not None and (not isinstance(self.hands, int) or self.hands < 1):
            raise PinochleError(f"hands must be a positive whole number or None, got {self.hands!r}")
        if not isinstance(self.max_hands, int) or self.max_hands < 1:
            raise PinochleError(f"max_hands must be a positive whole number, got {self.max_hands!r}")

    def describe(self) -> str:
        if self.hands is not None:
            return (f"{self.hands} hand{'s' if self.hands != 1 else ''} per game, higher total "
                    f"wins")
        return f"play to the target score, at most {self.max_hands} hands (then higher total wins)"


@dataclass(frozen=True)
class GameOutcome:
    """One game: the winning team (0, 1, or ``None`` for a draw), final totals per team
    (points), hands played, whether it reached the target, and per team: contracts held and
    contracts made."""

    seed: int
    winner: int | None
    totals: tuple[int, int]
    hands: int
    reached_target: bool
    contracts: tuple[int, int]
    made: tuple[int, int]


@dataclass(frozen=True)
class PairOutcome:
    """One seed played both ways. ``first``: A as team 0; ``second``: A as team 1."""

    seed: int
    first: GameOutcome
    second: GameOutcome

    def to_json(self) -> str:
        """One line of JSON (for saving a long run as it goes; see :meth:`from_json`)."""
        import json

        def game(g: GameOutcome) -> dict:
            return {"winner": g.winner, "totals": list(g.totals), "hands": g.hands,
                    "reached_target": g.reached_target, "contracts": list(g.contracts),
                    "made": list(g.made)}

        return json.dumps({"seed": self.seed, "first": game(self.first),
                           "second": game(self.second)})

    @classmethod
    def from_json(cls, text: str) -> "PairOutcome":
        """Read a line written by :meth:`to_json`.

        Raises:
            PinochleError: for a line that is not such a record.
        """
        import json

        try:
            d = json.loads(text)

            def game(g: dict) -> GameOutcome:
                return GameOutcome(d["seed"], g["winner"], tuple(g["totals"]), g["hands"],
                                   g["reached_target"], tuple(g["contracts"]),
                                   tuple(g["made"]))

            return cls(d["seed"], game(d["first"]), game(d["second"]))
        except (ValueError, KeyError, TypeError) as e:
            raise PinochleError(f"not a saved tournament pair: {text[:60]!r} ({e})") from None

    @property
    def a_score(self) -> float:
        """A's games won in this pair, draws counting half (0, 0.5, 1, 1.5 or 2) / 2."""
        s = 0.0
        for g, team in ((self.first, 0), (self.second, 1)):
            s += 0.5 if g.winner is None else float(g.winner == team)
        return s / 2

    @property
    def a_points(self) -> int:
        return self.first.totals[0] + self.second.totals[1]

    @property
    def b_points(self) -> int:
        return self.first.totals[1] + self.second.totals[0]

    @property
    def hands(self) -> int:
        return self.first.hands + self.second.hands


def _player_seed(seed: int, seat: int, game: int) -> int:
    return (seed * 8 + game * 4 + seat) & 0x7FFFFFFF


def play_one_game(seed: int, team0: "str | Callable", team1: "str | Callable",
                  fmt: GameFormat = GameFormat(), rules: RuleSet = CARDGAMES_IO,
                  game_index: int = 0) -> GameOutcome:
    """Play one game on deal seed ``seed``: ``team0``'s kind in the seats of team 0 (seats 0
    and 2), ``team1``'s in those of team 1 (seats 1 and 3), each player seeded from the seed
    and its seat.

    Raises:
        PinochleError: for a bad player spec, or rules that are not a game of two teams.
    """
    _check_two_teams(rules)
    players: list[Player] = []
    for seat in range(rules.players):
        spec = team0 if side_of(seat, rules) == 0 else team1
        players.append(make_player(spec, _player_seed(seed, seat, game_index)))
    game = Game(seed, rules)
    limit = fmt.hands if fmt.hands is not None else fmt.max_hands
    contracts = [0, 0]
    made = [0, 0]
    while True:
        while game.phase is not Phase.SCORE and game.phase is not Phase.GAME_OVER:
            seat = game.to_move
            game.apply(players[seat].choose(game.view(seat)))
        res = game.hand_results[-1]
        contracts[res.bidding_team] += 1
        made[res.bidding_team] += res.made
        if game.phase is Phase.GAME_OVER or game.hand_number >= limit:
            break
        game.apply("next deal")
    totals = (int(game.scores[0]), int(game.scores[1]))
    reached = game.winner is not None
    if reached:
        winner = game.winner
    elif totals[0] != totals[1]:
        winner = 0 if totals[0] > totals[1] else 1
    else:
        winner = None
    return GameOutcome(seed, winner, totals, game.hand_number, reached, tuple(contracts),
                       tuple(made))


def _check_two_teams(rules: RuleSet) -> None:
    if not isinstance(rules, RuleSet):
        raise PinochleError(f"rules must be a RuleSet, got {type(rules).__name__}")
    if not rules.partnership or side_count(rules) != 2:
        raise PinochleError(
            f"a duplicate tournament seats two teams, so it needs a partnership game of four "
            f"players (such as the default rules); {rules.name!r} has "
            f"{side_count(rules)} sides")


def play_pair(seed: int, a: "str | Callable", b: "str | Callable",
              fmt: GameFormat = GameFormat(), rules: RuleSet = CARDGAMES_IO) -> PairOutcome:
    """Deal seed ``seed`` played twice: A as team 0, then A as team 1 (same deals)."""
    first = play_one_game(seed, a, b, fmt, rules, game_index=0)
    second = play_one_game(seed, b, a, fmt, rules, game_index=1)
    return PairOutcome(seed, first, second)


def _mean_ci(values: Sequence[float]) -> tuple[float, float, float]:
    n = len(values)
    if n == 0:
        return (math.nan, math.nan, math.nan)
    mean = sum(values) / n
    if n < 2:
        return (mean, math.nan, math.nan)
    var = sum((v - mean) ** 2 for v in values) / (n - 1)
    half = 1.96 * math.sqrt(var / n)
    return (mean, mean - half, mean + half)


def wilson_interval(p: float, n: int, z: float = 1.96) -> tuple[float, float]:
    """The Wilson score interval for a proportion ``p`` (0..1) observed over ``n`` trials
    (95 % for ``z = 1.96``). Used with one trial per duplicate pair, whose score (A's share
    of the pair's two games, 0..1) has at most the variance p(1-p) of a single trial, so
    the interval is conservative; unlike mean ± 1.96 standard errors it stays honest when
    every game is won (p = 1 gives a lower bound below 1)."""
    if n <= 0 or p != p:
        return (math.nan, math.nan)
    denom = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / denom
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / denom
    return (max(0.0, centre - half), min(1.0, centre + half))


@dataclass
class TournamentResult:
    """The outcome of :func:`run_tournament`.

    Attributes:
        a, b: the two player specs (as text).
        format: the :class:`GameFormat`.
        pairs: every :class:`PairOutcome`, in seed order.
    """

    a: str
    b: str
    format: GameFormat
    pairs: list[PairOutcome] = field(default_factory=list)
    seconds: float = 0.0

    @property
    def games(self) -> int:
        return 2 * len(self.pairs)

    @property
    def win_rate(self) -> float:
        """A's share of games won (draws count half), 0..1."""
        return _mean_ci([p.a_score for p in self.pairs])[0]

    @property
    def win_rate_ci(self) -> tuple[float, float]:
        """95 % confidence interval of :attr:`win_rate`: the Wilson score interval with one
        observation per *pair* (see :func:`wilson_interval`)."""
        return wilson_interval(self.win_rate, len(self.pairs))

    @property
    def hands(self) -> int:
        return sum(p.hands for p in self.pairs)

    @property
    def a_points_per_hand(self) -> float:
        h = self.hands
        return sum(p.a_points for p in self.pairs) / h if h else math.nan

    @property
    def b_points_per_hand(self) -> float:
        h = self.hands
        return sum(p.b_points for p in self.pairs) / h if h else math.nan

    @property
    def margin_per_hand_ci(self) -> tuple[float, float, float]:
        """A's points per hand minus B's: (mean, low, high), 95 % interval over pairs."""
        return _mean_ci([(p.a_points - p.b_points) / p.hands for p in self.pairs if p.hands])

    @property
    def draws(self) -> int:
        return sum((p.first.winner is None) + (p.second.winner is None) for p in self.pairs)

    @property
    def capped(self) -> int:
        """Games that stopped at the hand cap instead of reaching the target."""
        if self.format.hands is not None:
            return 0
        return sum((not p.first.reached_target) + (not p.second.reached_target)
                   for p in self.pairs)

    def contracts_made(self, side: str) -> tuple[int, int]:
        """(contracts made, contracts held) by side ``"a"`` or ``"b"``."""
        held = made = 0
        for p in self.pairs:
            for g, team in ((p.first, 0), (p.second, 1)):
                t = team if side == "a" else 1 - team
                held += g.contracts[t]
                made += g.made[t]
        return made, held

    def summary(self) -> str:
        """A few lines for a terminal or a README table."""
        if not self.pairs:
            return f"{self.a} v {self.b}: no games played"
        lo, hi = self.win_rate_ci
        m, mlo, mhi = self.margin_per_hand_ci
        am, ah = self.contracts_made("a")
        bm, bh = self.contracts_made("b")
        lines = [
            f"{self.a} v {self.b}: {len(self.pairs)} duplicate deals = {self.games} games "
            f"({self.format.describe()})",
            f"  {self.a} wins {100 * self.win_rate:.1f}% of games "
            f"(95% CI {100 * lo:.1f}-{100 * hi:.1f}%), draws {self.draws}"
            + (f", capped {self.capped}" if self.capped else ""),
            f"  points per hand: {self.a} {self.a_points_per_hand:.1f}, {self.b} "
            f"{self.b_points_per_hand:.1f}; margin {m:+.1f} (95% CI {mlo:+.1f} to {mhi:+.1f})",
            f"  contracts made: {self.a} {am}/{ah}, {self.b} {bm}/{bh}; {self.hands} hands "
            f"in {self.seconds:.1f} s",
        ]
        return "\n".join(lines)


def _spec_name(spec) -> str:
    if isinstance(spec, str):
        return spec
    return getattr(spec, "__name__", None) or repr(spec)


def _pair_job(args):
    seed, a, b, fmt, rules = args
    return play_pair(seed, a, b, fmt, rules)


def run_tournament(a: "str | Callable", b: "str | Callable", deals: int = 100,
                   fmt: GameFormat = GameFormat(), rules: RuleSet = CARDGAMES_IO,
                   first_seed: int = 0, jobs: int = 1,
                   progress: Callable[[PairOutcome], None] | None = None) -> TournamentResult:
    """Play ``deals`` duplicate deals (seeds ``first_seed`` …), each twice with the teams
    swapped: ``2 * deals`` games in all.

    Args:
        a, b: player specs (``"heuristic"``, ``"montecarlo:samples=8"``) or factories
            ``seed -> Player``.
        deals: how many seeds (pairs of games).
        fmt: what a game is (:class:`GameFormat`).
        rules: the rule set.
        first_seed: the first deal seed.
        jobs: worker processes (specs must then be strings); 1 runs here.
        progress: called with each :class:`PairOutcome` as it finishes (e.g. to advance a
            progress bar).

    Returns:
        a :class:`TournamentResult`.

    Raises:
        PinochleError: for a bad spec or count, or rules that are not a game of two teams
            (three-handed play has no teams).
    """
    import time

    if not isinstance(deals, int) or deals < 0:
        raise PinochleError(f"deals must be a whole number >= 0, got {deals!r}")
    _check_two_teams(rules)
    # Fail early on a bad spec.
    make_player(a, 0)
    make_player(b, 0)
    result = TournamentResult(_spec_name(a), _spec_name(b), fmt)
    seeds = range(first_seed, first_seed + deals)
    t0 = time.perf_counter()
    if jobs > 1:
        if not (isinstance(a, str) and isinstance(b, str)):
            raise PinochleError("jobs > 1 needs player specs given as text, e.g. 'heuristic'")
        from concurrent.futures import ProcessPoolExecutor

        with ProcessPoolExecutor(max_workers=jobs) as ex:
            for pair in ex.map(_pair_job, [(s, a, b, fmt, rules) for s in seeds], chunksize=1):
                result.pairs.append(pair)
                if progress is not None:
                    progress(pair)
    else:
        for s in seeds:
            pair = play_pair(s, a, b, fmt, rules)
            result.pairs.append(pair)
            if progress is not None:
                progress(pair)
    result.seconds = time.perf_counter() - t0
    return result
