"""The bank of simulated hands that questions are drawn from, and its cache.

Hand ``i`` of the bank (0..:data:`BANK_SIZE`-1) is the first hand of ``Game(i, rules)``
played by :class:`~pinochle_teach.players.RandomPlayer`\\ s seeded ``4 i .. 4 i + 3``. A
generator draws a start in the bank from its seed and walks forward (:func:`search`) until
it meets the situation it wants, so a question depends only on (kind, seed, difficulty,
rules). What each bank hand holds (its result, the situation of every following position
and of every trick, see :mod:`.situations`) is cached per process: the cache makes later
questions faster and never changes which question a seed gives (:func:`clear_cache` empties
it).
"""

from __future__ import annotations

import random
from collections import OrderedDict
from collections.abc import Callable
from typing import Any, NamedTuple

from ..game import Game, Phase
from ..records import cut_record
from ..players.random import RandomPlayer
from ..rules import RuleSet
from ..tricks import legal_plays
from .model import QuizSettingError
from .situations import legal_category, trick_category

__all__ = ["BANK_SIZE", "HandSummary", "Snapshot", "play_hand", "record_upto", "summary",
           "finished", "search", "clear_cache"]

#: How many hands the bank holds.
BANK_SIZE = 4096
_SUMMARIES: dict[tuple, "HandSummary"] = {}
_SUMMARY_CACHE_LIMIT = 20_000
# The last few finished games with a snapshot of every following position, so that the
# hand a question is drawn from is not played a second time.
_RECENT: "OrderedDict[tuple, tuple[Game, dict]]" = OrderedDict()
_RECENT_LIMIT = 32


class HandSummary(NamedTuple):
    """What one bank hand holds.

    Attributes:
        game_seed: its index in the bank (the seed of its Game).
        result: the game's :class:`~pinochle_teach.game.HandResult`.
        positions: ``(actions before it, situation)`` for every position where a player
            follows to a trick (:func:`~.situations.legal_category`).
        tricks: ``(actions after it, situation)`` per trick
            (:func:`~.situations.trick_category`).
    """

    game_seed: int
    result: Any
    positions: tuple[tuple[int, str], ...]
    tricks: tuple[tuple[int, str], ...]


class Snapshot(NamedTuple):
    """A following position of a bank hand: the seat to move, the trick's leader, the
    hand of the seat to move and the trick so far (lead first)."""

    seat: int
    leader: int
    hand: tuple
    trick: tuple


def _players(game_seed: int) -> list[RandomPlayer]:
    return [RandomPlayer(game_seed * 4 + i) for i in range(4)]


def play_hand(game_seed: int, rules: RuleSet,
              watch: "Callable[[Game], None] | None" = None) -> Game:
    """Play the first hand of ``Game(game_seed, rules)`` with seeded RandomPlayers, calling
    ``watch(game)`` before every action; return the finished game."""
    game = Game(game_seed, rules)
    players = _players(game_seed)
    while game.phase is not Phase.SCORE and game.phase is not Phase.GAME_OVER:
        if watch is not None:
            watch(game)
        seat = game.to_move
        game.apply(players[seat].choose(game.view(seat)))
    return game


def record_upto(game: Game, n_actions: int) -> dict:
    """The record of ``game`` cut after its first ``n_actions`` actions, with the summary of
    that point (:func:`pinochle_teach.records.cut_record`)."""
    return cut_record(game, n_actions)


def summary(index: int, rules: RuleSet) -> HandSummary:
    """The summary of bank hand ``index`` under ``rules`` (played once, then cached)."""
    found = _SUMMARIES.get((index, rules))
    if found is not None:
        return found
    return _simulate(index, rules)


def _simulate(index: int, rules: RuleSet) -> HandSummary:
    """Play bank hand ``index``; cache its summary, and keep the finished game with a
    snapshot of each following position among the recent games."""
    positions: list[tuple[int, str]] = []
    ends: list[int] = []
    snaps: dict[int, Snapshot] = {}

    def watch(game: Game) -> None:
        if game.phase is Phase.TRICKS and game.trick:
            seat = game.to_move
            hand, trick = tuple(game.hands[seat]), tuple(game.trick)
            legal = legal_plays(hand, trick, game.trump, rules)
            n = len(game.history)
            positions.append((n, legal_category(hand, trick, game.trump, seat, game.leader,
                                                legal, rules)))
            snaps[n] = Snapshot(seat, game.leader, hand, trick)
            if len(trick) == rules.players - 1:
                ends.append(n + 1)

    game = play_hand(index, rules, watch)
    n = len(game.tricks)
    tricks = tuple((ends[i], trick_category(tr.cards, game.trump, i == n - 1, rules))
                   for i, tr in enumerate(game.tricks))
    summ = HandSummary(index, game.hand_results[-1], tuple(positions), tricks)
    if len(_SUMMARIES) >= _SUMMARY_CACHE_LIMIT:
        _SUMMARIES.clear()
    _SUMMARIES[(index, rules)] = summ
    _RECENT[(index, rules)] = (game, snaps)
    while len(_RECENT) > _RECENT_LIMIT:
        _RECENT.popitem(last=False)
    return summ


def finished(summ: HandSummary, rules: RuleSet) -> "tuple[Game, dict[int, Snapshot]]":
    """The finished game of a bank hand and its position snapshots by action count (played
    again only if it is no longer among the recent games)."""
    key = (summ.game_seed, rules)
    if key not in _RECENT:
        _simulate(summ.game_seed, rules)
    _RECENT.move_to_end(key)
    return _RECENT[key]


def search(rng: random.Random, rules: RuleSet, items: "Callable[[HandSummary], list]",
           target: str, wanted: tuple[str, ...], patience: int):
    """Walk the bank from a start drawn from ``rng``. Return ``(summary, item)`` for the first
    hand, within ``patience`` hands, having items of category ``target`` (one drawn from
    them); failing that the first item seen whose category is in ``wanted``; failing that
    the first such item further on. ``items(summary)`` lists ``(data, category)`` pairs.

    Raises:
        QuizSettingError: when no hand of the bank has an item in ``wanted``.
    """
    start = rng.randrange(BANK_SIZE)
    fallback = None
    for step in range(BANK_SIZE):
        summ = summary((start + step) % BANK_SIZE, rules)
        its = items(summ)
        if step < patience:
            hits = [it for it in its if it[1] == target]
            if hits:
                return summ, hits[rng.randrange(len(hits))]
        if fallback is None:
            for it in its:
                if it[1] in wanted:
                    fallback = (summ, it)
                    break
        if fallback is not None and step + 1 >= patience:
            return fallback
    raise QuizSettingError(  # pragma: no cover - only for rule sets where nothing fits
        f"no hand in the bank shows a {target!r} situation under {rules.name!r}")


def clear_cache() -> None:
    """Forget every cached bank hand (questions stay the same; they take longer once)."""
    _SUMMARIES.clear()
    _RECENT.clear()
