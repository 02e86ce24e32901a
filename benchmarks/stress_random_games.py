"""Stress test: play many random games with four RandomPlayers and check the engine's
invariants after every action (issue 3; OpenSpiel's random_sim_test).

    python benchmarks/stress_random_games.py [N] [--max-hands H] [--rules all|default]
                                            [--seed S] [--record-every K]

A *game* starts from ``Game(seed)`` and is played hand after hand until a team reaches the
target score (1500) or ``--max-hands`` hands (default 20) have been played: random bidders
are set so often that a random game may never reach 1500, so games are capped. The rule set
cycles through the six combinations of counting scheme (counters, classic, simple) and trick
obligation (must_win, post_1945); ``--rules default`` plays only CARDGAMES_IO.

Checked at every step: the 48 cards are conserved (hands + trick + tricks + cards mid-pass);
a legal action exists until the game is over and none after; the mover's view shows its own
hand and, of the others, only melds laid down (cards used, never the whole hand). Checked
after every hand: 12 tricks of 4 cards, the first led by the bidder and each next one by the
previous winner, trick winners as ``trick_winner`` says, counters + last trick =
``rules.trick_points_total`` (250), melds = ``best_meld``, score = ``score_hand``, running
totals and the game winner = ``game_winner``. Every K-th game (default 10) is saved to JSON,
reloaded and compared by ``state_key()``.

Prints a summary; exits 1 if any invariant failed (each failure names its seed and rules so
it can be replayed).
"""

from __future__ import annotations

import argparse
import os
import platform
import sys
import time
from collections import Counter

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))

from pinochle_teach import (CARDGAMES_IO, best_meld, game_winner, new_deck,  # noqa: E402
                            score_hand, trick_points, trick_winner)
from pinochle_teach.game import Game, Phase  # noqa: E402
from pinochle_teach.players import RandomPlayer  # noqa: E402

RULE_SETS = [CARDGAMES_IO.with_(name=f"{c}/{o}", counting=c, obligation=o)
             for c in ("counters", "classic", "simple") for o in ("must_win", "post_1945")]


class Invariant(AssertionError):
    pass


def check(cond, message):
    """Raise Invariant(message) if not cond; ``message`` may be a callable (built lazily)."""
    if not cond:
        raise Invariant(message() if callable(message) else message)


def counts(cards, into=None):
    """Copies per card kind, as 24 counts indexed by Card.index."""
    out = into if into is not None else [0] * 24
    for c in cards:
        out[c.index] += 1
    return out


def check_step(game: Game, deck: list[int]) -> None:
    held = [0] * 24
    for hand in game.hands:
        counts(hand, held)
    counts(game.trick, held)
    for t in game.tricks:
        counts(t.cards, held)
    if game.phase is Phase.PASS:
        counts(game.passed, held)
    elif game.phase is Phase.RETURN:
        counts(game.returned, held)
    check(held == deck, lambda: f"cards not conserved in {game.phase.value}: counts {held}")
    if game.phase is Phase.GAME_OVER:
        check(game.to_move is None and not game.legal_actions(), "actions after game over")
    else:
        check(game.to_move is not None and game.legal_actions(),
              lambda: f"no legal action in {game.phase.value}")


def check_view(game: Game, view, shown_melds: list) -> None:
    """The mover's view: its own hand; of the others only melds laid down (cards used, never
    the whole hand); passed cards only for the two partners of the bidding team.
    ``shown_melds`` caches the expected meld counts for the hand (filled on first use)."""
    check(view.hand == tuple(game.hands[view.seat]), "view hand is not the seat's hand")
    if view.melds is None:
        shown_melds.clear()  # a new hand: melds not laid down yet
    else:
        if not shown_melds:
            shown_melds.extend(counts(m.cards_used) for m in game.melds)
        for i, shown in enumerate(view.melds):
            check(counts(shown.hand) == shown_melds[i],
                  lambda i=i: f"view of seat {view.seat} shows more of seat {i}'s hand than "
                              f"its meld")
    if view.seat != game.bidder and view.seat != game.partner:
        check(view.passed_by_me == () and view.passed_to_me == (),
              "a seat outside the pass sees passed cards")


def check_hand(game: Game, totals_before: list[int]) -> None:
    r = game.rules
    res = game.hand_results[-1]
    bt = game.team_of(game.bidder)
    if res.surrendered:
        check(game.tricks == (), "tricks after a surrender")
    else:
        check(len(game.tricks) == 12 and all(len(t.cards) == 4 for t in game.tricks),
              "not 12 tricks of 4")
        leader = game.bidder
        for i, t in enumerate(game.tricks):
            check(t.leader == leader, f"trick {i + 1} led by {t.leader}, expected {leader}")
            leader = (t.leader + trick_winner(t.cards, game.trump)) % 4
            check(t.winner == leader, f"trick {i + 1} won by {t.winner}, expected {leader}")
            check(t.points == trick_points(t.cards, r, last=(i == 11)),
                  f"trick {i + 1} points {t.points}")
        check(sum(game.trick_points) == r.trick_points_total,
              f"trick points {game.trick_points} do not total {r.trick_points_total}")
    for seat, m in enumerate(game.melds):
        check(m.total == best_meld(m.hand, game.trump, r).total, f"meld of seat {seat}")
    check(game.team_meld == (game.melds[0].total + game.melds[2].total,
                             game.melds[1].total + game.melds[3].total), "team meld")
    expected = score_hand(game.contract, bt, game.team_meld, game.trick_points,
                          res.surrendered, r, tricks_won=game.tricks_won)
    check(res.score == tuple(expected), f"score {res.score}, score_hand says {tuple(expected)}")
    totals = [a + b for a, b in zip(totals_before, expected)]
    check(list(res.totals) == totals == game.scores, "running totals")
    check(game.winner == game_winner(totals, bt, r), "game winner")


def play_game(seed: int, rules, max_hands: int, stats: Counter) -> Game:
    game = Game(seed, rules)
    deck = counts(new_deck(rules))
    shown: list = []
    ps = [RandomPlayer(seed * 4 + i) for i in range(4)]
    totals = [0, 0]
    while True:
        check_step(game, deck)
        ph = game.phase
        if ph is Phase.SCORE or ph is Phase.GAME_OVER:
            check_hand(game, totals)
            totals = list(game.scores)
            res = game.hand_results[-1]
            stats["hands"] += 1
            stats["surrendered"] += res.surrendered
            stats["forced dealer"] += res.forced
            stats["made"] += res.made
            stats["set"] += not res.made and not res.surrendered
            if ph is Phase.GAME_OVER:
                stats["games won"] += 1
                both = min(res.totals) >= rules.target_score
                stats["games ended with both teams over target"] += both
                return game
            if game.hand_number >= max_hands:
                stats["games capped"] += 1
                return game
        seat = game.to_move
        view = game.view(seat)
        check_view(game, view, shown)
        game.apply(ps[seat].choose(view))
        stats["actions"] += 1


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("n", nargs="?", type=int, default=10_000, help="games to play (10,000)")
    ap.add_argument("--max-hands", type=int, default=20, help="cap on hands per game (20)")
    ap.add_argument("--rules", choices=("all", "default"), default="all")
    ap.add_argument("--seed", type=int, default=0, help="first game's seed (0)")
    ap.add_argument("--record-every", type=int, default=10,
                    help="save, reload and compare every K-th game (10; 0 = never)")
    args = ap.parse_args(argv)
    sets = RULE_SETS if args.rules == "all" else [CARDGAMES_IO]
    stats: Counter = Counter()
    failures = []
    start = time.perf_counter()
    report_every = max(1, args.n // 10)
    for k in range(args.n):
        seed = args.seed + k
        rules = sets[k % len(sets)]
        try:
            game = play_game(seed, rules, args.max_hands, stats)
            if args.record_every and k % args.record_every == 0:
                loaded = Game.from_record(game.to_json())
                check(loaded.state_key() == game.state_key(), "record reload differs")
                stats["records reloaded"] += 1
        except Exception as e:  # an invariant, or any crash: report and go on
            failures.append((seed, rules.name, f"{type(e).__name__}: {e}"))
        if (k + 1) % report_every == 0:
            el = time.perf_counter() - start
            print(f"  {k + 1:>6} games, {stats['hands']:>7} hands, {el:7.1f} s", flush=True)
    elapsed = time.perf_counter() - start
    games = args.n
    print()
    print(f"Stress test: {games} random games (RandomPlayer x4), at most {args.max_hands} "
          f"hands each, rules: {', '.join(r.name for r in sets)}")
    print(f"machine: {os.cpu_count()} cores (shared), Python {platform.python_version()}")
    print(f"hands played        {stats['hands']:>10}")
    print(f"actions applied     {stats['actions']:>10}")
    print(f"games won (target)  {stats['games won']:>10}   "
          f"(both teams over the target: {stats['games ended with both teams over target']})")
    print(f"games capped        {stats['games capped']:>10}")
    print(f"contracts made      {stats['made']:>10}")
    print(f"contracts set       {stats['set']:>10}")
    print(f"surrenders          {stats['surrendered']:>10}")
    print(f"stuck dealers       {stats['forced dealer']:>10}")
    print(f"records reloaded    {stats['records reloaded']:>10}")
    print(f"time                {elapsed:>10.1f} s  ({stats['hands'] / elapsed:,.0f} hands/s "
          f"with every check)")
    if failures:
        print(f"\nFAILED: {len(failures)} game(s) broke an invariant:")
        for seed, name, msg in failures[:20]:
            print(f"  seed {seed} rules {name}: {msg}")
        return 1
    print("\nOK: every invariant held in every game.")
    return 0


if __name__ == "__main__":
    sys.exit(main())
