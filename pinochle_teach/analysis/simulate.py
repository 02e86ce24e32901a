"""Whole hands played by computer players, one row per hand (rules page §2-§8).

:func:`simulate` deals ``n`` hands, each a fresh :class:`~pinochle_teach.game.Game` played
to the score by one computer player per seat (:func:`~pinochle_teach.players.play_hand`),
and returns a :class:`Table`: columns as numpy arrays, rows as dicts.

Every hand has its own game seed, derived from ``(seed, hand number)``, and its players
are made fresh for that hand from a *factory* ``factory(seat, player_seed)``. So the result
depends only on ``n``, the rules, the factory and ``seed``: not on how many processes share
the work, and hand ``i`` is the same whatever ``n`` is. :func:`replay_row` plays one row's
hand again.

>>> t = simulate(20, seed=1)
>>> len(t), bool(t["contract"].min() >= 250)
(20, True)
"""

from __future__ import annotations

import os
from collections.abc import Callable, Sequence

import numpy as np

from ..errors import PinochleError
from ..game import Game
from ..players import Player, RandomPlayer, play_hand
from ..rules import CARDGAMES_IO, RuleSet, resolve_rules
from ..seating import seat_of_card

__all__ = ["simulate", "Table", "default_player_factory", "PlayerFactory", "RandomFactory",
           "replay_row", "hand_seed", "AUTO_PROGRESS_AT", "MAX_HANDS", "MAX_PROCESSES"]

#: ``progress=None`` shows a tqdm bar from this many hands on.
AUTO_PROGRESS_AT = 2000

#: The most hands :func:`simulate` plays in one call: at a few hundred hands a second per
#: process, 100,000 hands take several minutes to an hour, and their rows a few hundred MB
#: while the table is built. Averages over that many hands vary by a fraction of a point.
MAX_HANDS = 100_000

#: The most worker processes :func:`simulate` starts.
MAX_PROCESSES = 64

PlayerFactory = Callable[[int, int], Player]


class RandomFactory:
    """Makes a :class:`~pinochle_teach.players.RandomPlayer` seeded with the player seed."""

    name = "random"

    def __call__(self, seat: int, seed: int) -> Player:
        return RandomPlayer(seed)

    def __repr__(self) -> str:
        return "RandomFactory()"


class HeuristicFactory:
    """Makes a ``HeuristicPlayer`` (another engineer's rule-of-thumb player)."""

    name = "heuristic"

    def __call__(self, seat: int, seed: int) -> Player:
        return _heuristic_class()(seed)

    def __repr__(self) -> str:
        return "HeuristicFactory()"


def _heuristic_class():
    try:
        from ..players import HeuristicPlayer  # type: ignore[attr-defined]
    except ImportError:
        try:
            from ..players.heuristic import HeuristicPlayer  # type: ignore[no-redef]
        except ImportError:
            return None
    return HeuristicPlayer


def default_player_factory(rules: RuleSet = CARDGAMES_IO) -> PlayerFactory:
    """The players :func:`simulate` uses by default for ``rules``.

    ``HeuristicPlayer`` (bids from its meld and a trick estimate, plays with card memory)
    for every preset (rules page §8: four-hand, Hoyle, post-1945, double deck, three-handed)
    and their switches; its bidding numbers are calibrated on the default game only, so in
    the variants it bids cautiously (double deck: few contracts are lost). ``RandomPlayer``
    (uniform among the legal actions, which bids and plays nothing like a person) only if
    the package has no ``HeuristicPlayer``. ``factory.name`` says which (``"heuristic"`` or
    ``"random"``).
    """
    rules = resolve_rules(rules)
    if _heuristic_class() is not None:
        return HeuristicFactory()
    return RandomFactory()


def hand_seed(seed: int, i: int) -> int:
    """The game seed of hand ``i`` of a simulation with ``seed`` (a 31-bit int)."""
    state = np.random.SeedSequence([seed, i]).generate_state(1, dtype=np.uint32)[0]
    return int(state) >> 1


def _player_seed(game_seed: int, seat: int) -> int:
    return game_seed * 8 + seat


class Table:
    """A small column table (pandas is not needed): one row per simulated hand.

    ``table["contract"]`` is a numpy array; ``table.rows`` a list of dicts;
    ``table.columns`` the names in order; ``len(table)`` the number of rows;
    ``table.where(mask)`` the rows where a boolean array is True; ``table.meta`` how it
    was made (rules name, players, seed, n).

    Raises:
        PinochleError: columns of different lengths; an unknown column name (``KeyError``
            subclass message names the columns).
    """

    def __init__(self, columns: "dict[str, Sequence]", meta: dict | None = None):
        self._cols: dict[str, np.ndarray] = {k: np.asarray(v) for k, v in columns.items()}
        lengths = {len(v) for v in self._cols.values()}
        if len(lengths) > 1:
            raise PinochleError(f"table columns differ in length: {sorted(lengths)}")
        self.meta = dict(meta or {})

    @classmethod
    def from_rows(cls, rows: "Sequence[dict]", meta: dict | None = None) -> "Table":
        """A table from a list of dicts that all have the same keys."""
        if not rows:
            return cls({}, meta)
        names = list(rows[0])
        return cls({k: [r[k] for r in rows] for k in names}, meta)

    @property
    def columns(self) -> list[str]:
        return list(self._cols)

    def __len__(self) -> int:
        return len(next(iter(self._cols.values()))) if self._cols else 0

    def __getitem__(self, name: str) -> np.ndarray:
        try:
            return self._cols[name]
        except KeyError:
            raise KeyError(f"no column {name!r}; columns: {', '.join(self._cols)}") from None

    def __contains__(self, name: str) -> bool:
        return name in self._cols

    @property
    def rows(self) -> list[dict]:
        """Every row as a dict of plain Python values."""
        names = list(self._cols)
        lists = [self._cols[k].tolist() for k in names]
        return [dict(zip(names, vals)) for vals in zip(*lists)]

    def where(self, mask) -> "Table":
        """The rows where ``mask`` (a boolean array of ``len(self)``) is True."""
        m = np.asarray(mask, dtype=bool)
        if m.shape != (len(self),):
            raise PinochleError(f"a row mask has {len(self)} entries, got shape {m.shape}")
        return Table({k: v[m] for k, v in self._cols.items()}, self.meta)

    def __eq__(self, other) -> bool:
        if not isinstance(other, Table):
            return NotImplemented
        return (self.columns == other.columns
                and all(np.array_equal(self[k], other[k]) for k in self.columns))

    def __repr__(self) -> str:
        return (f"<Table {len(self)} rows x {len(self._cols)} columns; "
                f"{self.meta.get('rules', '?')}, {self.meta.get('players', '?')} players>")


def _row(i: int, game: Game) -> dict:
    r = game.rules
    res = game.hand_results[-1]
    bidder = res.bidder
    t = res.trump
    dealt = list(game.dealt[bidder]) + (list(game.widow) if r.widow else [])
    played = list(game.tricks)
    held_at_play = [c for tr in played for k, c in enumerate(tr.cards)
                    if seat_of_card(tr.leader, k, r) == bidder]
    row = {
        "hand": i,
        "seed": game.seed,
        "dealer": res.dealer,
        "bidder": bidder,
        "bidding_team": res.bidding_team,
        "contract": res.contract,
        "forced": bool(res.forced),
        "trump": t.value,
        "bidder_trumps": sum(c.suit is t for c in dealt),
        "bidder_trumps_in_play": sum(c.suit is t for c in held_at_play),
    }
    for seat, m in enumerate(game.melds):
        row[f"meld_seat{seat}"] = m.total
    teams = len(res.meld)
    for team in range(teams):
        row[f"meld_team{team}"] = res.meld[team]
    for team in range(teams):
        row[f"trick_points_team{team}"] = res.trick_points[team]
    for team in range(teams):
        row[f"tricks_team{team}"] = res.tricks_won[team]
    for team in range(teams):
        row[f"score_team{team}"] = res.score[team]
    bt = res.bidding_team
    row.update({
        "bidders_meld": res.meld[bt],
        "bidders_trick_points": res.trick_points[bt],
        "bidders_score": res.score[bt],
        "surrendered": bool(res.surrendered),
        "made": bool(res.made),
    })
    return row


def _play_one(i: int, seed: int, rules: RuleSet, factory: "PlayerFactory | None",
              players: "Sequence[Player] | None") -> dict:
    gs = hand_seed(seed, i)
    game = Game(gs, rules)
    if players is None:
        players = [factory(seat, _player_seed(gs, seat)) for seat in range(rules.players)]
    play_hand(game, players)
    return _row(i, game)


def _run_chunk(args) -> list[dict]:
    start, stop, seed, rules, factory = args
    return [_play_one(i, seed, rules, factory, None) for i in range(start, stop)]


def replay_row(row: dict, rules: RuleSet = CARDGAMES_IO,
               players: "PlayerFactory | None" = None) -> Game:
    """Play the hand of one :func:`simulate` row again and return the finished game (to
    look at its tricks, or to show it in a table widget).

    Args:
        row: a row of the table (needs ``"seed"``).
        rules, players: the same rules and player factory the simulation used.
    """
    rules = resolve_rules(rules)
    factory = players or default_player_factory(rules)
    gs = int(row["seed"])
    game = Game(gs, rules)
    play_hand(game, [factory(seat, _player_seed(gs, seat)) for seat in range(rules.players)])
    return game


def _progress_bar(progress, n: int):
    """A callable ``update(done_now)`` and a closer, or ``(None, None)``."""
    if callable(progress):
        done = [0]

        def update(k):
            done[0] += k
            progress(done[0], n)
        return update, (lambda: None)
    show = (n >= AUTO_PROGRESS_AT) if progress is None else bool(progress)
    if not show:
        return None, None
    from tqdm.auto import tqdm  # lazily: only long runs pay for the import

    bar = tqdm(total=n, desc="hands", unit="hand")
    return bar.update, bar.close


def simulate(n: int, rules: RuleSet = CARDGAMES_IO,
             players: "PlayerFactory | Sequence[Player] | None" = None, seed: int = 0,
             processes: int = 1, progress=None) -> Table:
    """Play ``n`` hands with computer players and tabulate them, one row per hand.

    Each hand is dealt, bid, passed, melded and played to the score under ``rules``
    (rules page §1-7; the variants of §8). Hands are independent (each a new game with its
    own seed and dealer), so the table describes single hands, not whole games.

    Args:
        n: number of hands, ``0..MAX_HANDS`` (100,000; for more, call again with another
            seed and join the tables).
        rules: the rule set, or a preset's name (``"Three-handed"``, rules page §8).
        players: ``None`` for :func:`default_player_factory` (``HeuristicPlayer`` in
            every seat, whatever the rules; ``table.meta["players"]`` says which); a
            factory ``f(seat, player_seed) -> Player`` called afresh for every hand; or a
            list of one :class:`~pinochle_teach.players.Player` per seat, reused for every
            hand (then only ``processes=1``, since their state carries over).
        seed: an int; the same seed gives the same table.
        processes: worker processes, ``1..MAX_PROCESSES`` (64; ``multiprocessing`` with
            the spawn start method, safe in notebooks and on every OS); the table is the
            same for any number. In a script, call it under ``if __name__ ==
            "__main__":`` (each worker imports the script again).
        progress: ``True`` for a tqdm progress bar, ``False`` for none, ``None`` for a bar
            when ``n >= 2000``, or a callable ``progress(done, total)``.

    Returns:
        a :class:`Table` with columns ``hand, seed, dealer, bidder, bidding_team, contract,
        forced, trump`` (suit letter), ``bidder_trumps`` (trumps the bidder held when naming
        trump: dealt hand, plus the widow in three-handed), ``bidder_trumps_in_play`` (after
        the pass or discard; 0 if surrendered), ``meld_seat<s>`` per seat,
        ``meld_team<t>``, ``trick_points_team<t>``, ``tricks_team<t>``, ``score_team<t>``
        per team (a team is a seat when playing for oneself), ``bidders_meld,
        bidders_trick_points, bidders_score, surrendered, made``.

    Raises:
        InvalidRulesError: ``rules`` neither a :class:`RuleSet` nor a preset's name.
        PinochleError: ``n`` or ``processes`` not a whole number in its range, a
            player list of the wrong length, or a player list with ``processes > 1``;
            ``processes > 1`` at the top level of a script without that guard (said in
            the workers and in the script, instead of starting workers without end).
    """
    rules = resolve_rules(rules)
    for name, value, low, high in (("n", n, 0, MAX_HANDS),
                                   ("processes", processes, 1, MAX_PROCESSES)):
        if isinstance(value, bool) or not isinstance(value, (int, np.integer)) or value < low:
            raise PinochleError(f"{name} must be a whole number >= {low}, got {value!r}")
        if value > high:
            raise PinochleError(
                f"{name} must be at most {high:,}, got {value:,}"
                + (": play more hands in several calls with other seeds" if name == "n"
                   else ""))
    if isinstance(seed, bool) or not isinstance(seed, (int, np.integer)) or seed < 0:
        raise PinochleError(f"seed must be a whole number >= 0, got {seed!r}")
    n, processes, seed = int(n), int(processes), int(seed)
    player_list: list[Player] | None = None
    factory: PlayerFactory | None = None
    if players is None:
        factory = default_player_factory(rules)
        who = factory.name  # type: ignore[attr-defined]
    elif callable(players) and not isinstance(players, Player):
        factory = players
        who = getattr(players, "name", getattr(players, "__name__", repr(players)))
    else:
        player_list = list(players)
        if len(player_list) != rules.players or not all(isinstance(p, Player) for p in player_list):
            raise PinochleError(
                f"players must be a factory f(seat, seed) -> Player or a list of "
                f"{rules.players} Player objects, one per seat")
        if processes > 1:
            raise PinochleError(
                "a list of players keeps its state from hand to hand, so it cannot be split "
                "between processes: pass a factory f(seat, seed) -> Player instead")
        who = ", ".join(sorted({getattr(p, "name", type(p).__name__) for p in player_list}))
    meta = {"rules": rules.name, "players": who, "seed": seed, "n": n}
    # n == 0 gives an empty table with no columns.
    update, close = _progress_bar(progress, n)
    rows: list[dict] = []
    try:
        if processes == 1 or n < 2:
            step = max(1, n // 100)
            pending = 0
            for i in range(n):
                rows.append(_play_one(i, seed, rules, factory, player_list))
                pending += 1
                if update is not None and (pending >= step or i + 1 == n):
                    update(pending)
                    pending = 0
        else:
            import multiprocessing
            import pickle
            from concurrent.futures import ProcessPoolExecutor
            from concurrent.futures.process import BrokenProcessPool

            if _starting_a_worker():
                # A worker of an earlier call is re-running the top of the user's script
                # (the spawn start method imports it as __mp_main__): starting workers here
                # would start workers again, without end. Say so, once per worker.
                raise PinochleError("in a worker process of simulate: " + _UNGUARDED)

            try:
                pickle.dumps((rules, factory))
            except Exception:
                raise PinochleError(
                    "with processes > 1 the player factory is sent to other processes, so it "
                    "must be a module-level function or class (not a lambda or a local "
                    "function)") from None
            size = max(10, min(500, -(-n // (processes * 8))))
            chunks = [(a, min(n, a + size), seed, rules, factory) for a in range(0, n, size)]
            ctx = multiprocessing.get_context("spawn")
            # An executor, not a Pool: a worker that dies while starting breaks the
            # executor (BrokenProcessPool), where a Pool would start another forever.
            try:
                with ProcessPoolExecutor(processes, mp_context=ctx) as pool:
                    for part in pool.map(_run_chunk, chunks):
                        rows.extend(part)
                        if update is not None:
                            update(len(part))
            except BrokenProcessPool:
                raise PinochleError("a worker process of simulate stopped before it finished. "
                                    + _UNGUARDED) from None
    finally:
        if close is not None:
            close()
    if not rows:
        return Table({}, meta)
    return Table.from_rows(rows, meta)


_UNGUARDED = (
    "simulate(processes > 1) starts worker processes that each import your script again "
    "(multiprocessing's spawn start method), so a call at the top level of a script runs "
    "again in every worker. Put it under if __name__ == \"__main__\": in the script (or use "
    "processes=1); notebooks need nothing.")


def _starting_a_worker() -> bool:
    """True while a multiprocessing child re-runs the main script's top level (a spawned
    child runs it as ``__mp_main__`` before it does its work)."""
    import inspect

    # Only multiprocessing's spawn start method runs a script under that name.
    frame = inspect.currentframe()
    while frame is not None:
        if (frame.f_code.co_name == "<module>"
                and frame.f_globals.get("__name__") == "__mp_main__"):
            return True
        frame = frame.f_back
    return False


def cpu_count() -> int:
    """CPUs this process may use (for choosing ``processes``)."""
    try:
        return len(os.sched_getaffinity(0))
    except AttributeError:  # pragma: no cover - not Linux
        return os.cpu_count() or 1
