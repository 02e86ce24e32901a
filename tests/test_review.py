"""The review after the hand (issue 17 §2): each decision of one seat valued against the
best choice with all cards open and with what the seat could know, costly first.

The expected values come from outside the review: solve() on positions rebuilt from the
finished tricks alone, the plain minimax of tests/solver_reference.py, the game's own
meld totals.
"""

from __future__ import annotations

import re
import sys
from pathlib import Path

import pytest

from pinochle_teach import DOUBLE_DECK, HOYLE, POST_1945, THREE_HANDED, Game
from pinochle_teach.cards import CARDS
from pinochle_teach.errors import InvalidRecordError, InvalidRulesError, PinochleError
from pinochle_teach.game import Phase
from pinochle_teach.meld import best_meld
from pinochle_teach.players import HeuristicPlayer, play_hand
from pinochle_teach.review import review
from pinochle_teach.seating import SeatError, side_of
from pinochle_teach.solver import solve

sys.path.insert(0, str(Path(__file__).resolve().parent))
from solver_reference import Minimax  # noqa: E402

FAST = dict(samples=3, early_samples=1)


def heuristic_hand(seed: int) -> Game:
    g = Game(seed=seed)
    play_hand(g, [HeuristicPlayer() for _ in range(4)])
    return g


def play_until(g: Game, stop) -> None:
    """Heuristic players act until ``stop(g)`` is true (or the hand ends)."""
    players = [HeuristicPlayer() for _ in range(4)]
    while g.phase not in (Phase.SCORE, Phase.GAME_OVER) and not stop(g):
        s = g.to_move
        g.apply(players[s].choose(g.view(s)))


@pytest.fixture(scope="module")
def hand4():
    g = heuristic_hand(4)
    return g, review(g, 1, **FAST)


def position_from_tricks(g: Game, trick_no: int, cards_before: int):
    """The position at card ``cards_before`` of trick ``trick_no`` (1-based), rebuilt from
    the finished tricks only: each seat holds what it plays from that card on."""
    tricks = g.hand_results and g.tricks
    hands = [[] for _ in range(4)]
    rec = tricks[trick_no - 1]
    for i, c in enumerate(rec.cards):
        if i >= cards_before:
            hands[(rec.leader + i) % 4].append(c)
    for rec in tricks[trick_no:]:
        for i, c in enumerate(rec.cards):
            hands[(rec.leader + i) % 4].append(c)
    return hands, tricks[trick_no - 1].leader, list(tricks[trick_no - 1].cards[:cards_before])


def test_open_values_are_solves_of_the_position_rebuilt_from_the_tricks(hand4):
    g, r = hand4
    team = side_of(1, g.rules)
    checked = 0
    for d in r.plays():
        if d.forced or not d.open.exact:
            continue
        n = len(d.view.trick)
        hands, leader, trick = position_from_tricks(g, d.trick, n)
        sol = solve(hands, g.trump, leader, trick)
        assert dict(d.open.values) == {c: v[team] for c, v in sol.card_values.items()}
        assert d.open.loss == sol.loss(d.choice)
        assert d.open.total == sum(sol.points)
        assert sorted(d.view.hand) == sorted(hands[1])
        checked += 1
    assert checked >= 3


def test_early_decisions_are_marked_estimates_and_say_so(hand4):
    _, r = hand4
    early = [d for d in r.plays() if not d.forced and d.tricks_left > r.exact_from]
    late = [d for d in r.plays() if not d.forced and d.tricks_left <= r.exact_from]
    assert early and late
    for d in early:
        assert not d.open.exact and not d.known.exact
        assert "estimates" in d.text
    for d in late:
        assert d.open.exact and d.known.exact
        assert "estimates" not in d.text
    assert "estimates" in r.text


def test_a_hand_played_by_the_solver_has_no_costly_decision_with_all_cards_open():
    g = Game(seed=11)
    play_until(g, lambda g: g.phase is Phase.TRICKS and not g.trick
               and len(g.hands[g.to_move]) <= 6)
    while g.phase is Phase.TRICKS:
        sol = solve(g.hands, g.trump, g.leader, g.trick)
        g.apply(f"play {sol.line[0].card.code}")
    for seat in range(4):
        r = review(g, seat, **FAST)
        late = [d for d in r.plays() if d.tricks_left <= 6 and not d.forced]
        assert late
        for d in late:
            assert d.open.loss == 0, d.text
            assert f"{d.choice} was a best card" in d.text


def _planted_blunder_game():
    """A heuristic hand until seat 0 has a choice with 4 tricks left or fewer; there it
    plays the card the reference minimax says is worst (giving up at least 30 points);
    from then on every seat plays a reference-best card."""
    for seed in range(60):
        g = Game(seed=seed)
        play_until(g, lambda g: g.phase is Phase.TRICKS and g.to_move == 0
                   and len(g.hands[0]) <= 4 and len(g.legal_actions()) > 1)
        if g.phase is not Phase.TRICKS:
            continue
        mm = Minimax(g.trump, g.rules)
        after = mm.after(g.hands, g.trick, g.leader)
        best = max(after.values())
        worst = min(after, key=lambda c: (after[c], c.index))
        if best - after[worst] < 30:
            continue
        trick_no = len(g.tricks) + 1
        g.apply(f"play {worst.code}")
        while g.phase is Phase.TRICKS:
            vals = mm.after(g.hands, g.trick, g.leader)
            pick = max if side_of(g.to_move, g.rules) == 0 else min
            top = pick(vals.values())
            g.apply(f"play {min(c for c in vals if vals[c] == top).code}")
        return g, trick_no, worst, best - after[worst], {c for c in after if after[c] == best}
    raise AssertionError("no seed gave a blunder of 30 points")  # pragma: no cover


def test_a_planted_blunder_is_found_first_with_the_right_points():
    g, trick_no, card, loss, best = _planted_blunder_game()
    r = review(g, 0, samples=8, early_samples=1)
    first = r.mistakes()[0]
    assert first is r.by_cost()[0]
    assert (first.trick, first.choice) == (trick_no, card)
    assert first.open.loss == loss
    assert set(first.open.best) == best
    assert first.known.loss > 0
    assert f"gives up {loss} points" in first.text
    assert first.open.line[0].card in best
    # every later decision of seat 0 followed the reference: nothing lost with cards open
    assert all(d.open.loss == 0 for d in r.plays()
               if d.trick > trick_no and not d.forced)


CARD_TEXT = re.compile(r"(10|[AKQJ9])([♠♥♦♣])")


def test_sentences_name_real_cards_of_the_position(hand4):
    g, r = hand4
    for d in r.plays():
        first = d.sentences[0]
        assert str(d.choice) in first
        in_play = set(d.view.hand) | set(d.view.trick)
        if d.open is not None:
            in_play |= {p.card for p in d.open.line}
            # the line is made of cards still in play at the decision
            hands, _, trick = position_from_tricks(g, d.trick, len(d.view.trick))
            still = {c for h in hands for c in h} | set(trick)
            assert {p.card for p in d.open.line} <= still
        named = {m.group(0) for m in CARD_TEXT.finditer(d.text)}
        assert named, d.text
        assert named <= {str(c) for c in in_play}, (named, d.text)
        if d.known is not None and d.known.loss > 0:
            assert str(d.known.best[0]) in d.text


def test_costly_first_order_and_mistakes(hand4):
    _, r = hand4
    costed = [d for d in r.by_cost() if d.loss is not None]
    losses = [d.loss for d in costed]
    assert losses == sorted(losses, reverse=True)
    assert r.by_cost()[len(costed):] == tuple(d for d in r.decisions if d.loss is None)
    assert set(r.by_cost()) == set(r.decisions)
    for d in r.mistakes(threshold=5):
        assert max(d.loss, d.open.loss) >= 5


def test_try_card_says_what_each_legal_card_gives(hand4):
    _, r = hand4
    d = next(d for d in r.plays() if not d.forced and d.open.loss + d.known.loss > 0)
    best = d.known.best[0]
    assert "with what you could know, " + f"{best} is a best card" in d.try_card(best).lower()
    worst = min(d.legal, key=lambda c: d.known.values[c])
    text = d.try_card(worst.code)
    assert f"{worst} gives up" in text
    illegal = next(c for c in CARDS if c not in d.legal)
    with pytest.raises(PinochleError, match="not a legal card"):
        d.try_card(illegal)
    forced = next((x for x in r.plays() if x.forced), None)
    if forced is not None:
        with pytest.raises(PinochleError, match="nothing to try"):
            forced.try_card(forced.choice)


def test_try_card_from_one_point_of_view_says_only_that_one(hand4):
    _, r = hand4
    d = next(d for d in r.plays() if not d.forced and d.open.loss > 0)
    open_only, known_only = d.try_card(d.choice, "open"), d.try_card(d.choice, "known")
    assert open_only.startswith("With all cards open") and "could know" not in open_only
    assert known_only.startswith("With what you could know") and "cards open" not in known_only
    assert f"gives up {d.open.loss:g} points against {d.open.best[0]}" in open_only
    both = d.try_card(d.choice)
    assert known_only[:-1] in both and open_only[len("With"):] in both
    with pytest.raises(PinochleError, match="view must be"):
        d.try_card(d.choice, "closed")


def test_the_retry_position_is_the_seats_view_before_it_chose(hand4):
    g, r = hand4
    for d in r.plays():
        assert d.view.seat == 1 and d.view.to_move == 1
        assert d.choice in d.view.hand
        assert set(d.legal) == {a.value for a in d.view.legal_actions}
        assert set(d.best) <= set(d.legal)


def test_bids_and_the_pass_are_reviewed():
    g = heuristic_hand(8)                 # seat 2 bids; seat 0 is its partner and passes
    assert g.bidder == 2
    r = review(g, 0, **FAST)
    bids = [d for d in r.decisions if d.kind == "bid"]
    assert [d.choice for d in bids] == [a for s, a in g.history if s == 0 and a.kind in
                                        ("bid", "pass")]
    for d in bids:
        assert d.loss is None and "The kit's player would have" in d.text
        assert re.search(f"worth about {d.figures['worth']}\\b", d.text)
        assert d.figures["bid"] == (d.choice.value if d.choice.kind == "bid" else 0)
    (p,) = [d for d in r.decisions if d.kind == "pass"]
    assert set(p.choice) == set(g.passed) and len(p.choice) == 4
    # the bidder is the kit's player, so the actual return is the kit's: the meld after
    # "your cards and the kit's return" is the side's meld as laid on the table
    team_meld = g.hand_results[-1].meld[side_of(0, g.rules)]
    assert f"with your cards and the kit's return it is {team_meld}" in p.text
    assert p.figures["after"] == team_meld and p.figures["kit"] == team_meld  # the kit's pass
    assert p.figures["before"] < team_meld
    rb = review(g, 2, **FAST)
    (trump,) = [d for d in rb.decisions if d.kind == "trump"]
    s = g.trump.value
    assert trump.figures[f"meld {s}"] == best_meld(trump.view.hand, g.trump).total
    assert trump.figures[f"total {s}"] == (trump.figures[f"meld {s}"]
                                           + trump.figures[f"tricks {s}"])
    (ret,) = [d for d in rb.decisions if d.kind == "pass"]
    assert set(ret.choice) == set(g.returned)
    assert f"Your side's meld with them is {team_meld}" in ret.text


def test_the_same_seed_gives_the_same_review_and_progress_runs_to_the_end():
    g = heuristic_hand(4)
    ticks = []
    a = review(g, 3, progress=lambda d, t: ticks.append((d, t)), **FAST)
    b = review(g.to_json(), 3, **FAST)
    assert [d.text for d in a.decisions] == [d.text for d in b.decisions]
    assert [dict(d.known.values) for d in a.plays() if d.known] == \
        [dict(d.known.values) for d in b.plays() if d.known]
    total = ticks[0][1]
    assert ticks[0] == (0, total) and ticks[-1] == (total, total)
    assert all(t == total for _, t in ticks)
    assert [d for d, _ in ticks] == sorted(d for d, _ in ticks)


def test_reviewing_a_record_or_the_game_is_the_same(hand4):
    g, r = hand4
    again = review(g.to_record(), 1, **FAST)
    assert [d.text for d in again.decisions] == [d.text for d in r.decisions]


@pytest.mark.parametrize("kwargs, error, words", [
    (dict(seat=4), SeatError, "seat"),
    (dict(seat=0, samples=0), PinochleError, "samples"),
    (dict(seat=0, early_samples=True), PinochleError, "early_samples"),
    (dict(seat=0, exact_from=0), PinochleError, "exact_from"),
    (dict(seat=0, seed=-1), PinochleError, "seed"),
    (dict(seat=0, progress="bar"), PinochleError, "progress"),
    (dict(seat=0, hand=2), PinochleError, "finished hands are 1"),
])
def test_bad_arguments_raise_a_clear_error(hand4, kwargs, error, words):
    g, _ = hand4
    seat = kwargs.pop("seat")
    with pytest.raises(error, match=words):
        review(g, seat, **{**FAST, **kwargs})


def test_bad_games_and_records_raise_a_clear_error():
    with pytest.raises(PinochleError, match="no finished hand"):
        review(Game(seed=1), 0)
    with pytest.raises(InvalidRecordError):
        review('{"format": "something else"}', 0)
    with pytest.raises(PinochleError, match="Game or a game record"):
        review(42, 0)
    g = Game(seed=2, rules=THREE_HANDED)
    play_hand(g, [HeuristicPlayer() for _ in range(3)])
    with pytest.raises(InvalidRulesError, match="four-hand partnership"):
        review(g, 0)


def _same_view_other_hidden_hands():
    """Two finished hands in which seat 0 sees exactly the same thing up to its card of
    trick 7, while two cards of the other seats are swapped (the second hand is the first
    one's deal with the swap, replayed action by action to that point, then played on by
    the heuristic)."""
    for seed in range(20):
        a = heuristic_hand(seed)
        acts = [act for _, act in a.history]
        # the point: seat 0 to play in trick 7
        steps = list(zip(range(len(acts)), a.history))
        g = Game(seed=seed, dealer=a.dealer, hands=a.dealt)
        stop = None
        for i, (seat, act) in steps:
            if g.phase is Phase.TRICKS and len(g.tricks) == 6 and g.to_move == 0:
                stop = i
                break
            g.apply(act)
        if stop is None:
            continue
        view = g.view(0)
        later = [list(h) for h in g.hands]
        for x_seat, y_seat in ((1, 3), (1, 2), (2, 3)):
            for x in set(later[x_seat]):
                for y in set(later[y_seat]):
                    if x == y or x not in a.dealt[x_seat] or y not in a.dealt[y_seat]:
                        continue
                    dealt = [list(h) for h in a.dealt]
                    dealt[x_seat].remove(x)
                    dealt[x_seat].append(y)
                    dealt[y_seat].remove(y)
                    dealt[y_seat].append(x)
                    b = Game(seed=seed, dealer=a.dealer, hands=dealt)
                    try:
                        for act in acts[:stop]:
                            b.apply(act)
                    except PinochleError:
                        continue
                    if b.view(0) != view:
                        continue
                    play_until(b, lambda g: False)
                    return a, b
    raise AssertionError("no swap kept seat 0's view")  # pragma: no cover


def test_what_you_could_know_depends_only_on_what_the_seat_saw():
    a, b = _same_view_other_hidden_hands()
    ra, rb = review(a, 0, **FAST), review(b, 0, **FAST)
    upto = [(da, db) for da, db in zip(ra.plays(), rb.plays()) if da.trick <= 7]
    assert len(upto) == 7
    for da, db in upto:
        assert da.view == db.view
        if da.known is not None:
            assert dict(da.known.values) == dict(db.known.values)
    # the real hands differ, and so may what was there with all cards open
    assert a.dealt != b.dealt


def test_the_package_docstring_runs():
    import doctest

    import pinochle_teach.review as module
    result = doctest.testmod(module)
    assert result.attempted >= 5 and result.failed == 0


def test_a_surrendered_hand_reviews_the_auction_the_pass_and_the_surrender():
    g = heuristic_hand(24)
    res = g.hand_results[-1]
    assert res.surrendered
    r = review(g, res.bidder, **FAST)
    assert [d.kind for d in r.decisions] == ["bid", "trump", "pass", "surrender"]
    last = r.decisions[-1]
    assert last.choice.kind == "surrender" and last.loss is None
    assert "you surrendered" in last.text and f"contract {res.contract}" in last.text
    meld = res.meld[res.bidding_team]
    assert dict(last.figures) == {"contract": res.contract, "meld": meld, "most": meld + 250}
    assert not r.plays() and "surrendered" in r.text


def test_any_finished_hand_of_a_game_can_be_reviewed():
    g = heuristic_hand(3)
    g.apply("next deal")
    play_hand(g, [HeuristicPlayer() for _ in range(4)])
    hands = [[]]
    for seat, a in g.history:
        if a.kind == "next deal":
            hands.append([])
        elif seat == 0 and a.kind == "play":
            hands[-1].append(a.value)
    first, last = review(g, 0, hand=1, **FAST), review(g, 0, **FAST)
    assert (first.hand_number, last.hand_number) == (1, 2)
    assert [d.choice for d in first.plays()] == hands[0]
    assert [d.choice for d in last.plays()] == hands[1]
    assert first.result == g.hand_results[0] and last.result == g.hand_results[1]


@pytest.mark.parametrize("rules", [HOYLE, POST_1945, DOUBLE_DECK], ids=lambda r: r.name)
def test_every_four_hand_preset_is_reviewed_exactly_late_in_the_hand(rules):
    g = Game(seed=2, rules=rules)
    play_hand(g, [HeuristicPlayer() for _ in range(4)])
    r = review(g, 2, samples=2, early_samples=1)
    late = [d for d in r.plays() if not d.forced and d.open.exact]
    assert late
    for d in late:
        hands, leader, trick = position_from_tricks(g, d.trick, len(d.view.trick))
        sol = solve(hands, g.trump, leader, trick, rules)
        assert dict(d.open.values) == {c: v[0] for c, v in sol.card_values.items()}
    assert len(r.plays()) == rules.hand_size


def test_no_sentence_ends_in_an_ellipsis_and_a_full_stop(hand4):
    _, r = hand4
    said = [s for d in r.decisions for s in d.sentences] + list(r.sentences)
    assert any("The line that follows" in s for s in said)
    assert not [s for s in said if s.endswith("….")]


def test_the_summary_counts_the_mistakes_the_review_shows_first(hand4):
    """The widget says "Mistake 1 of N" with N = len(mistakes()); the summary says the same
    N, so a student is not told of 5 costly cards and then shown 4."""
    _, r = hand4
    n = sum(1 for d in r.plays() if d.loss is not None
            and max(d.loss, d.open.loss if d.open is not None else 0) >= 10)
    said = [s for s in r.sentences if "10 points or more" in s]
    if n:
        who = "One decision" if n == 1 else f"{n} decisions"
        assert said == [f"{who} gave up 10 points or more, with what you could know or with "
                        f"all cards open: {'it comes' if n == 1 else 'they come'} first, to "
                        f"try again."]
    else:
        assert said == []
