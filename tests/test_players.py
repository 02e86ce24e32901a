"""Computer players (issue 7): the heuristic and Monte Carlo players, their card memory, the
sampling of hidden hands, and hints.

What is pinned down:
- players only ever act on their own view (a view holds no game and no hidden hand, and
  two games that differ only in cards a seat cannot see get the same decision from it);
- every action is legal, over many seeded hands and every preset rule set;
- the same seed gives the same game;
- the card memory is exact bookkeeping (incremental = rebuilt, and true of the real deal);
- sampled deals respect everything the seat knows;
- the fast Monte Carlo rollout gives the same result as playing the hand out on a Game;
- rule-of-thumb behaviours (pass trump, keep meld, surrender, feed a winning partner, cash a
  sure winner, play low on a lost trick), each on a chosen deal;
- hints: a legal action and a sentence about it, only for the seat to move.
"""

from __future__ import annotations

import gc
import random
from collections import Counter

import pytest

from pinochle_teach import (CARDGAMES_IO, POST_1945, PRESETS, THREE_HANDED, PinochleError, Suit, best_meld,
                            parse_cards)
from pinochle_teach.game import SURRENDER, Action, Game, Phase, PlayerView
from pinochle_teach.seating import next_seat
from pinochle_teach.players import (HeuristicPlayer, Hint, MonteCarloPlayer, Player,
                                    RandomPlayer, hint)
from pinochle_teach.players.heuristic import (AUCTION_MODEL, hand_values, pass_plan,
                                              return_plan, trick_estimate)
from pinochle_teach.players.levels import LEVEL_LABELS, LEVELS, UnknownLevelError, computer_players
from pinochle_teach.players.memory import CardMemory, hand_signature
from pinochle_teach.players.montecarlo import _fast_rollout, _rollout, game_at, sample_hands

DONE = (Phase.SCORE, Phase.GAME_OVER)


class Checked(Player):
    """Wraps a player; fails the test if it ever returns an action not in its view."""

    def __init__(self, inner: Player):
        self.inner = inner
        self.decisions = 0

    def choose(self, view: PlayerView) -> Action:
        a = self.inner.choose(view)
        assert a in view.legal_actions, (a, view.phase, view.legal_actions)
        self.decisions += 1
        return a


def play_to_end_of_hand(game: Game, players) -> None:
    while game.phase not in DONE:
        seat = game.to_move
        game.apply(players[seat].choose(game.view(seat)))


def to_tricks(seed: int, rules=CARDGAMES_IO) -> tuple[Game, list]:
    """A game moved by heuristic players to the first lead."""
    g = Game(seed, rules)
    ps = [HeuristicPlayer(i) for i in range(rules.players)]
    while g.phase is not Phase.TRICKS:
        if g.phase in DONE:
            return to_tricks(seed + 1000, rules)
        g.apply(ps[g.to_move].choose(g.view(g.to_move)))
    return g, ps


# ---- players see only their view --------------------------------------------------------

def _reachable(root, limit=20000):
    """Every object reachable from ``root`` through references (bounded walk)."""
    seen = {id(root): root}
    todo = [root]
    while todo and len(seen) < limit:
        obj = todo.pop()
        for ref in gc.get_referents(obj):
            if isinstance(ref, type) or id(ref) in seen:
                continue
            seen[id(ref)] = ref
            todo.append(ref)
    return list(seen.values())


def test_a_view_holds_no_game_and_no_hidden_hand():
    g, ps = to_tricks(3)
    for _ in range(9):  # a few tricks in
        g.apply(ps[g.to_move].choose(g.view(g.to_move)))
    view = g.view(g.to_move)
    objs = _reachable(view)
    assert not any(isinstance(o, Game) for o in objs), "a view leads back to the Game"
    # No list or tuple reachable from the view holds another seat's whole hand.
    hidden = [Counter(h) for s, h in enumerate(g.hands) if s != view.seat and len(h) > 3]
    for o in objs:
        if isinstance(o, (list, tuple)) and o and all(hasattr(c, "suit") for c in o):
            for h in hidden:
                assert Counter(o) != h
    # Shown melds are the cards laid down, not the melder's hand.
    for s, m in enumerate(view.melds):
        assert Counter(m.hand) == Counter(g.melds[s].cards_used)


def test_a_player_that_digs_through_the_view_finds_nothing_hidden():
    class Spy(Player):
        found = None

        def choose(self, view):
            Spy.found = [o for o in _reachable(view) if isinstance(o, Game)]
            return view.legal_actions[0]

    g, _ = to_tricks(5)
    Spy().choose(g.view(g.to_move))
    assert Spy.found == []


@pytest.mark.parametrize("make", [lambda: HeuristicPlayer(1),
                                  lambda: MonteCarloPlayer(samples=3, seed=4)],
                         ids=["heuristic", "montecarlo"])
def test_decisions_depend_only_on_what_the_seat_can_see(make):
    """Two games that differ only in cards the seat to move cannot see give it the same view
    and the same decision."""
    rng = random.Random(8)
    checked = differ = 0
    for seed in range(6):
        g, ps = to_tricks(seed)
        for _ in range(rng.randrange(0, 20)):
            if g.phase is not Phase.TRICKS:
                break
            g.apply(ps[g.to_move].choose(g.view(g.to_move)))
        if g.phase is not Phase.TRICKS:
            continue
        view = g.view(g.to_move)
        mem = CardMemory.from_view(view)
        other = game_at(view, sample_hands(mem, view, rng))
        differ += other.hands != g.hands
        v2 = other.view(view.seat)
        assert v2 == view
        assert make().choose(view) == make().choose(v2)
        checked += 1
    assert checked >= 4 and differ >= 3


# ---- always legal, deterministic --------------------------------------------------------

@pytest.mark.parametrize("rules", list(PRESETS.values()), ids=list(PRESETS))
def test_heuristic_actions_are_always_legal(rules):
    for seed in range(6):
        players = [Checked(HeuristicPlayer(seed * 4 + s)) for s in range(rules.players)]
        g = Game(seed, rules)
        for _ in range(2):
            play_to_end_of_hand(g, players)
            if g.phase is Phase.GAME_OVER:
                break
            g.apply("next deal")
        assert sum(p.decisions for p in players) > 20


def test_heuristic_against_random_over_many_hands_is_always_legal():
    for seed in range(40):
        players = [Checked(HeuristicPlayer(seed)) if s % 2 else Checked(RandomPlayer(seed + s))
                   for s in range(4)]
        play_to_end_of_hand(Game(seed), players)


@pytest.mark.parametrize("rules", [CARDGAMES_IO, PRESETS["Hoyle"]], ids=["default", "hoyle"])
def test_monte_carlo_actions_are_always_legal(rules):
    for seed in range(2):
        players = [Checked(MonteCarloPlayer(samples=2, seed=s)) if s % 2 == 0
                   else Checked(HeuristicPlayer(s)) for s in range(4)]
        play_to_end_of_hand(Game(seed, rules), players)


def test_monte_carlo_plays_a_three_handed_hand_legally():
    rules = PRESETS["Three-handed"]
    players = [Checked(MonteCarloPlayer(samples=2, seed=1)), Checked(HeuristicPlayer(2)),
               Checked(HeuristicPlayer(3))]
    play_to_end_of_hand(Game(4, rules), players)


def _history(seed, make):
    g = Game(seed)
    play_to_end_of_hand(g, [make(s) for s in range(4)])
    return [str(a) for _, a in g.history], tuple(g.scores)


def test_same_seed_same_game():
    assert _history(11, HeuristicPlayer) == _history(11, HeuristicPlayer)

    def mc(s):
        return MonteCarloPlayer(samples=2, seed=s) if s == 0 else HeuristicPlayer(s)

    assert _history(12, mc) == _history(12, mc)


def test_monte_carlo_seed_changes_its_samples():
    g, _ = to_tricks(2)
    view = g.view(g.to_move)
    mem = CardMemory.from_view(view)
    a = [sample_hands(mem, view, random.Random(1)) for _ in range(2)]
    b = sample_hands(mem, view, random.Random(2))
    assert a[0] == a[1]
    assert a[0] != b


def test_a_player_reused_across_games_does_not_mix_them_up():
    """The heuristic keeps its card memory between calls; a reused player must notice a new
    game (or a copy with other hands) and start again."""
    p = HeuristicPlayer(0)
    for seed in (1, 2, 1):
        g, ps = to_tricks(seed)
        ps[g.to_move] = p
        while g.phase is Phase.TRICKS:
            seat = g.to_move
            v = g.view(seat)
            a = ps[seat].choose(v)
            if ps[seat] is p:
                assert a == HeuristicPlayer(0).choose(v)  # fresh player, same decision
            g.apply(a)


# ---- card memory ------------------------------------------------------------------------

@pytest.mark.parametrize("rules", [CARDGAMES_IO, POST_1945], ids=["must_win", "post_1945"])
def test_card_memory_is_exact_and_incremental(rules):
    for seed in range(12):
        g, _ = to_tricks(seed, rules)
        players = [RandomPlayer(seed * 4 + s) for s in range(4)]
        mems = [None] * 4
        while g.phase is Phase.TRICKS:
            for s in range(4):
                v = g.view(s)
                fresh = CardMemory.from_view(v)
                mems[s] = fresh if mems[s] is None else mems[s].sync(v)
                m = mems[s]
                for name in ("unseen", "known", "ceiling", "located", "points_left"):
                    assert getattr(m, name) == getattr(fresh, name), name
                # What the memory claims is true of the real deal.
                others = Counter()
                for o in range(4):
                    if o == s:
                        continue
                    held = Counter(c.index for c in g.hands[o])
                    others.update(held)
                    for i in range(24):
                        assert held[i] >= m.known[o][i]
                        if held[i]:
                            assert i % 6 < m.ceiling[o][i // 6], (o, i, m.ceiling[o])
                assert [others[i] for i in range(24)] == m.unseen
                left = sum(rules.points_per_rank[c.rank] for h in g.hands for c in h)
                assert m.points_left == left
            g.apply(players[g.to_move].choose(g.view(g.to_move)))


def test_memory_reads_voids_and_the_pass():
    """A seat that does not follow suit is void in the suit led; the bidder knows the
    partner holds the cards it gave back (§3, §6)."""
    g, ps = to_tricks(21)
    bidder = g.bidder
    v = g.view(bidder)
    m = CardMemory.from_view(v)
    partner = (bidder + 2) % 4
    for c in v.passed_by_me:
        assert m.known[partner][c.index] >= 1
    voids_seen = 0
    while g.phase is Phase.TRICKS:
        trick_before = list(g.trick)
        seat = g.to_move
        a = ps[seat].choose(g.view(seat))
        g.apply(a)
        if trick_before and a.value.suit is not trick_before[0].suit:
            watcher = (seat + 1) % 4
            mem = CardMemory.from_view(g.view(watcher))
            assert mem.ceiling[seat][trick_before[0].suit.index] == 0
            assert mem.is_void(seat, trick_before[0].suit.index)
            voids_seen += 1
    assert voids_seen


# ---- sampling and rollouts --------------------------------------------------------------

def test_sampled_deals_respect_everything_the_seat_knows():
    rng = random.Random(5)
    for seed in range(10):
        g, ps = to_tricks(seed)
        for _ in range(rng.randrange(0, 30)):
            if g.phase is not Phase.TRICKS:
                break
            g.apply(ps[g.to_move].choose(g.view(g.to_move)))
        if g.phase is not Phase.TRICKS:
            continue
        view = g.view(g.to_move)
        mem = CardMemory.from_view(view)
        for _ in range(5):
            hands = sample_hands(mem, view, rng)
            assert tuple(map(len, hands)) == view.hand_sizes
            assert Counter(hands[view.seat]) == Counter(view.hand)
            assert Counter(c for h in hands for c in h) == Counter(c for h in g.hands for c in h)
            for o, h in enumerate(hands):
                if o == view.seat:
                    continue
                held = Counter(c.index for c in h)
                for i in range(24):
                    assert held[i] >= mem.known[o][i]
                    if held[i]:
                        assert i % 6 < mem.ceiling[o][i // 6]


def test_game_at_with_the_true_hands_replays_the_real_hand():
    for seed in range(4):
        g, ps = to_tricks(seed)
        for _ in range(7 + seed):
            g.apply(ps[g.to_move].choose(g.view(g.to_move)))
        view = g.view(g.to_move)
        copy = game_at(view, [list(h) for h in g.hands])
        rest = []
        real = g.copy()
        fresh = [HeuristicPlayer(s) for s in range(4)]
        while real.phase is Phase.TRICKS:
            a = fresh[real.to_move].choose(real.view(real.to_move))
            rest.append(a)
            real.apply(a)
        for a in rest:
            copy.apply(a)
        assert copy.hand_results[-1].score == real.hand_results[-1].score
        assert copy.trick_points == real.trick_points


@pytest.mark.parametrize("rules", [CARDGAMES_IO, THREE_HANDED], ids=lambda r: r.name)
def test_fast_rollout_agrees_with_playing_out_on_a_game(rules):
    """Three-handed, the bidder's discards count for the bidder (§8) in both; the fast
    rollout once left them out (its trick points added up to 220, not 250)."""
    rng = random.Random(3)
    compared = 0
    for seed in range(8 if rules.players == 4 else 3):
        g, ps = to_tricks(seed, rules)
        while g.phase is Phase.TRICKS:
            if rng.random() < 0.25:
                view = g.view(g.to_move)
                mem = CardMemory.from_view(view)
                base = game_at(view, sample_hands(mem, view, rng))
                mems = [CardMemory.from_view(base.view(s)) for s in range(rules.players)]
                for a in view.legal_actions:
                    assert _rollout(base, a, mems, view.team) == \
                        _fast_rollout(base, a.value, mems, view.team)
                    compared += 1
            g.apply(ps[g.to_move].choose(g.view(g.to_move)))
    assert compared > 50


def test_monte_carlo_scores_every_legal_card_and_respects_its_budget():
    g, _ = to_tricks(6)
    view = g.view(g.to_move)
    mc = MonteCarloPlayer(samples=3, seed=1)
    scores = mc.evaluate(view)
    assert set(scores) == set(view.legal_actions)
    assert mc.last_samples == 3
    best = max(scores.values())
    assert scores[MonteCarloPlayer(samples=3, seed=1).choose(view)] == best
    timed = MonteCarloPlayer(samples=10_000, time_budget=0.05, seed=1)
    timed.evaluate(view)
    assert 1 <= timed.last_samples < 10_000


@pytest.mark.parametrize("kwargs", [{"samples": 0}, {"samples": 2.5}, {"time_budget": 0},
                                    {"time_budget": -1}])
def test_monte_carlo_rejects_a_bad_budget(kwargs):
    with pytest.raises(PinochleError):
        MonteCarloPlayer(**kwargs)


# ---- rule-of-thumb behaviour on chosen deals ---------------------------------------------

def test_partner_passes_trump_then_aces():
    hand = parse_cards("AH TH 9H AS AC KD QD JS 9S 9C JC QC")
    plan = pass_plan(hand, Suit.HEARTS, CARDGAMES_IO)
    assert [c.suit for c in plan[:3]] == [Suit.HEARTS] * 3
    assert plan[3].rank.name == "ACE"


def test_bidder_gives_back_without_breaking_its_meld():
    for seed in range(30):
        g, _ = to_tricks(seed)
        # The bidder's 16 cards after the pass: its final hand plus what it gave back.
        hand = list(g.hands[g.bidder]) + list(g.returned)
        full = best_meld(hand, g.trump).total
        plan = return_plan(hand, g.trump, CARDGAMES_IO)
        rest = list(hand)
        for c in plan:
            rest.remove(c)
        free = len(hand) - len(best_meld(hand, g.trump).cards_used)
        if free >= 4:
            assert best_meld(rest, g.trump).total == full
        assert len(plan) == 4


def test_trump_is_the_suit_with_most_value():
    hand = parse_cards("AD TD KD QD JD 9D AS 9S 9H JC QC 9C")
    values = hand_values(hand, CARDGAMES_IO)
    assert values[0].suit is Suit.DIAMONDS
    assert values[0].meld == best_meld(hand, "D").total
    assert trick_estimate(hand, Suit.DIAMONDS) > trick_estimate(hand, Suit.CLUBS)


def _view(**changes) -> PlayerView:
    g, _ = to_tricks(1)
    return g.view(g.to_move)._replace(**changes)


def test_surrenders_when_offered():
    v = _view(phase=Phase.SURRENDER, legal_actions=(SURRENDER, Action("play on")),
              contract=500)
    d = HeuristicPlayer().decide(v)
    assert d.action == SURRENDER
    assert "rules page §5" in d.reason


def _deal(text: str):
    """Four hands from four lines of card codes."""
    return [parse_cards(line) for line in text.strip().splitlines()]


def _game_at_first_lead(hands, trump="S", bidder=0):
    """A Game at the first lead with these hands: seat ``bidder`` holds the contract at 250
    (everyone else passed, the dealer is seat 3), trump named, the pass done with the four
    cards each side holds last (then given back)."""
    g = Game(1, hands=[" ".join(c.code for c in h) for h in hands], dealer=3)
    while g.phase is Phase.AUCTION:
        g.apply("bid 250" if g.to_move == bidder and g.auction.high_bid is None else "pass")
    g.apply(f"trump {trump}")
    partner = (bidder + 2) % 4
    back = list(g.hands[partner][-4:])
    for c in back:
        g.apply(Action("give", c))
    for c in back:  # the bidder gives the same cards straight back
        g.apply(Action("give", c))
    assert g.phase in (Phase.TRICKS, Phase.SURRENDER)
    if g.phase is Phase.SURRENDER:
        g.apply("play on")
    return g


DEAL = """
AS AS TS KS QS JS AH KH 9D 9D 9C 9C
9S 9S TH TH QH AD AD TD KD KC QC JC
TS KS QS JS AC AC TC TC JH JH 9H 9H
QH KH QD QD JD JD KD TD JC KC QC AH
"""


def test_bidding_team_leads_its_sure_trump_winner_first():
    g = _game_at_first_lead(_deal(DEAL))
    v = g.view(0)
    d = HeuristicPlayer().decide(v)
    assert d.action == Action("play", "AS")
    assert "A♠" in d.reason


def test_plays_its_cheapest_card_on_a_trick_it_cannot_win():
    g = _game_at_first_lead(_deal(DEAL))
    g.apply("play AH")          # seat 0: no heart beats it and nobody is void yet
    v = g.view(1)               # holds 10♥ 10♥ Q♥: must follow, cannot win
    assert {a.value.code for a in v.legal_actions} == {"TH", "QH"}
    d = HeuristicPlayer().decide(v)
    assert d.action == Action("play", "QH")
    assert "cannot win" in d.reason


def test_partner_feeds_a_counter_on_a_sure_trick():
    g = _game_at_first_lead(_deal(DEAL))
    g.apply("play AS")
    g.apply(HeuristicPlayer().choose(g.view(1)))
    v = g.view(2)               # partner of the A♠, which no one can beat
    d = HeuristicPlayer().decide(v)
    pts = CARDGAMES_IO.points_per_rank
    legal = [a.value for a in v.legal_actions]
    assert pts[d.action.value.rank] == max(pts[c.rank] for c in legal)


# ---- hints ------------------------------------------------------------------------------

def test_hint_names_a_legal_action_and_says_why():
    g, ps = to_tricks(9)
    for _ in range(14):
        h = hint(g)
        assert isinstance(h, Hint) and isinstance(h, str)
        assert h.action in g.legal_actions()
        assert len(h) > 20 and str(h.action.value) in h
        assert h == hint(g.view(g.to_move))
        g.apply(ps[g.to_move].choose(g.view(g.to_move)))


def test_hint_in_the_auction_explains_the_bid():
    g = Game(7)
    h = hint(g, g.to_move)
    assert h.action in g.legal_actions()
    assert "rules page §2" in h


def test_hint_only_for_the_seat_to_move():
    g = Game(7)
    other = next_seat(g.to_move)
    with pytest.raises(PinochleError, match="turn"):
        hint(g, other)
    with pytest.raises(PinochleError):
        hint(g.view(other))
    with pytest.raises(PinochleError):
        hint("not a game")


def test_hint_with_monte_carlo_reports_its_check():
    g, _ = to_tricks(4)
    while len(g.legal_actions()) < 2:
        g.apply(HeuristicPlayer().choose(g.view(g.to_move)))
    h = hint(g, samples=3, seed=2)
    assert h.action in g.legal_actions()
    assert h.scores is not None and set(h.scores) == set(g.legal_actions())
    assert "imagined deals" in h


def test_auction_model_numbers_are_points():
    assert all(isinstance(v, float) for v in AUCTION_MODEL.values())


def test_equivalent_plays_group_only_interchangeable_cards():
    from pinochle_teach.players.montecarlo import equivalent_plays

    pts = CARDGAMES_IO.points_per_rank
    grouped = 0
    for seed in range(10):
        g, ps = to_tricks(seed)
        while g.phase is Phase.TRICKS:
            v = g.view(g.to_move)
            mem = CardMemory.from_view(v)
            rep = equivalent_plays(v, mem)
            assert set(rep) == set(v.legal_actions)
            for a, r in rep.items():
                assert r in v.legal_actions and r.value.index <= a.value.index
                if r is not a:
                    grouped += 1
                    lo, hi = r.value, a.value
                    assert lo.suit is hi.suit and pts[lo.rank] == pts[hi.rank]
                    assert not any(mem.unseen[i] for i in range(lo.index, hi.index + 1))
            g.apply(ps[g.to_move].choose(v))
    assert grouped > 10


def test_monte_carlo_stops_early_only_when_one_card_is_clearly_best():
    g, _ = to_tricks(6)
    view = g.view(g.to_move)
    mc = MonteCarloPlayer(samples=40, seed=3, min_samples=4)
    scores = mc.evaluate(view)
    full = MonteCarloPlayer(samples=40, seed=3, min_samples=40)
    full.evaluate(view)
    assert full.last_samples == 40
    assert 4 <= mc.last_samples <= 40
    if mc.last_samples < 40:
        ranked = sorted(set(scores.values()), reverse=True)
        assert len(ranked) >= 2 and ranked[0] > ranked[1]


def test_hint_module_examples_run():
    import doctest
    import importlib

    # (pinochle_teach.players.hint is also the name of the function it exports.)
    module = importlib.import_module("pinochle_teach.players.hint")
    result = doctest.testmod(module)
    assert result.attempted >= 4 and result.failed == 0


# ---- computer-player levels -------------------------------------------------------------

@pytest.mark.parametrize("level, cls", [("easy", RandomPlayer), ("normal", HeuristicPlayer),
                                        ("hard", MonteCarloPlayer)])
def test_each_level_seats_its_own_player_class(level, cls):
    players = computer_players(level, [1, 2, 3], seed=5)
    assert list(players) == [1, 2, 3]
    assert all(type(p) is cls for p in players.values())
    assert len({id(p) for p in players.values()}) == 3  # one player per seat, not shared


def test_levels_keep_their_keys_and_labels_easiest_first():
    assert list(LEVELS) == ["easy", "normal", "hard", "expert"]
    assert LEVEL_LABELS == {"easy": "Easy (random)", "normal": "Normal (heuristic)",
                            "hard": "Hard (Monte Carlo)", "expert": "Expert"}


@pytest.mark.parametrize("bad", ["impossible", "Easy", "", None, 2])
def test_an_unknown_level_is_refused_naming_the_levels(bad):
    with pytest.raises(UnknownLevelError) as info:
        computer_players(bad, [1, 2, 3])
    assert isinstance(info.value, PinochleError)
    text = str(info.value)
    assert repr(bad) in text
    assert all(repr(k) in text for k in ("easy", "normal", "hard", "expert"))


def test_each_seat_gets_its_own_seed_from_the_table_seed():
    # A table seeded 7 seats players seeded 7 * 4 + seat + 1, as it always has (so a table
    # seed replays the game it did before the levels moved here).
    assert {s: p.seed for s, p in computer_players("easy", [1, 2, 3], seed=7).items()} == {
        1: 30, 2: 31, 3: 32}


def _level_decisions(level, seed, limit, deal=3):
    """The first ``limit`` actions of game ``deal`` where seat 0 is a heuristic player and
    seats 1-3 are computer players of ``level`` seated from table seed ``seed``."""
    players = {0: HeuristicPlayer(0), **computer_players(level, [1, 2, 3], seed=seed)}
    g = Game(deal)
    out = []
    while g.phase not in DONE and len(out) < limit:
        seat = g.to_move
        action = players[seat].choose(g.view(seat))
        out.append((seat, str(action)))
        g.apply(action)
    return out


@pytest.mark.parametrize("level, limit", [("easy", 200), ("normal", 200), ("hard", 24)])
def test_same_level_and_seed_give_the_same_decisions(level, limit):
    first = _level_decisions(level, 3, limit)
    assert len(first) >= min(limit, 20)
    assert _level_decisions(level, 3, limit) == first


def test_the_easy_level_plays_the_same_deal_differently_with_another_seed():
    assert _level_decisions("easy", 3, 200) != _level_decisions("easy", 4, 200)


def test_levels_module_examples_run():
    import doctest

    from pinochle_teach.players import levels

    result = doctest.testmod(levels)
    assert result.attempted >= 2 and result.failed == 0


# ---- seat facts, signatures and refusals -------------------------------------------------

from pinochle_teach import DOUBLE_DECK, THREE_HANDED  # noqa: E402
from pinochle_teach.players import play_hand  # noqa: E402
from pinochle_teach.players.seats import seat_table  # noqa: E402


@pytest.mark.parametrize("rules, side, partner, opponents, order_from_2", [
    (CARDGAMES_IO, (0, 1, 0, 1), (2, 3, 0, 1), ((1, 3), (2, 0), (3, 1), (0, 2)), (2, 3, 0, 1)),
    (DOUBLE_DECK, (0, 1, 0, 1), (2, 3, 0, 1), ((1, 3), (2, 0), (3, 1), (0, 2)), (2, 3, 0, 1)),
    (THREE_HANDED, (0, 1, 2), (None, None, None), ((1, 2), (2, 0), (0, 1)), (2, 0, 1)),
])
def test_seat_table_of_each_table(rules, side, partner, opponents, order_from_2):
    t = seat_table(rules)
    assert t.side == side
    assert t.partner == partner
    assert t.opponents == opponents
    assert t.order[2] == order_from_2
    assert seat_table(rules) is t   # built once


@pytest.mark.parametrize("rules, seat, cards_before, later", [
    (CARDGAMES_IO, 0, 0, (1, 3)),    # South leads: West and East still to play
    (CARDGAMES_IO, 0, 1, (1,)),      # East led: South, then North (partner), then West
    (CARDGAMES_IO, 0, 2, (1,)),      # North led: East, South, then West
    (CARDGAMES_IO, 0, 3, ()),        # West led: South plays last
    (CARDGAMES_IO, 1, 1, (2,)),      # South led: West, then North, then East (partner)
    (THREE_HANDED, 0, 0, (1, 2)),
    (THREE_HANDED, 2, 1, (0,)),      # West led: East, then South
    (THREE_HANDED, 2, 2, ()),
])
def test_later_opponents_are_the_opponents_still_to_play(rules, seat, cards_before, later):
    assert seat_table(rules).later_opponents[seat][cards_before] == later


def test_hand_signature_is_the_same_for_the_same_cards_in_any_order():
    a = parse_cards("AS AS TS 9C QD")
    assert hand_signature(a) == hand_signature(list(reversed(a)))
    assert hand_signature(a) != hand_signature(parse_cards("AS TS 9C QD"))
    assert hand_signature(a) != hand_signature(parse_cards("AS AS TS 9C JD"))
    assert hand_signature(a[:2]) + hand_signature(a[2:]) == hand_signature(a)


@pytest.mark.parametrize("make", [lambda: RandomPlayer(1), lambda: HeuristicPlayer(1),
                                  lambda: MonteCarloPlayer(samples=2, seed=1)])
def test_players_refuse_a_view_that_is_not_their_turn(make):
    g, _ = to_tricks(3)
    other = next_seat(g.to_move)
    view = g.view(other)
    assert not view.legal_actions
    with pytest.raises(PinochleError, match=f"seat {other} is not to move"):
        make().choose(view)


def test_playing_a_hand_with_the_wrong_number_of_players_is_refused_untouched():
    g = Game(5)
    before = g.view(g.to_move)
    with pytest.raises(PinochleError, match="need 4 players, one per seat, got 3"):
        play_hand(g, [RandomPlayer(s) for s in range(3)])
    assert g.view(g.to_move) == before


def test_seats_module_examples_run():
    import doctest

    from pinochle_teach.players import seats

    result = doctest.testmod(seats)
    assert result.attempted >= 2 and result.failed == 0
