"""An independent referee for the solver's tests: plain minimax over every legal card, with
the trick rules written afresh from the rules text (RULES.md §6, §7), and positions taken
from seeded games.

Nothing here calls the solver or the engine's trick helpers (legal_subset, trick_winner,
card points): legality, the winning card, the teams and the points are re-stated from the
text below, so a mistake in the engine's reading of the rules does not cancel out.

RULES.md §6 (trick play): "Let L be the suit led and W the card currently winning (highest
trump played, else highest card of L). Of two identical cards the one played first wins, so
a card 'beats W' only if it is of W's suit and strictly higher, or it is trump and W is not.
1. Holding L: play L, and one that beats W if you have one. ... 2. Void in L, holding trump:
play trump, one that beats W if possible (overtrump); if none can beat W, any trump (forced
undertrump). 3. Void in L and trump: any card." Post-1945 (§8): "follow suit with any card of
the led suit; void, play any trump; must beat only when trump was led".

RULES.md §7 and §8: counters A, 10, K = 10 (default); classic A 11, 10 10, K 4, Q 3, J 2, 9
0; simple A/10 10, K/Q 5; the last trick is worth the rules' bonus. Seats 0 and 2 are team
0, seats 1 and 3 team 1 (RULES.md, notation); play goes clockwise, seat s then s + 1.
"""

from __future__ import annotations

import random

from pinochle_teach import Game, Rank
from pinochle_teach.game import Phase
from pinochle_teach.players import HeuristicPlayer, RandomPlayer

# Points per rank, written from the rules text (RULES.md §7, §8), not read from the engine.
SCHEMES = {
    "counters": {Rank.ACE: 10, Rank.TEN: 10, Rank.KING: 10, Rank.QUEEN: 0, Rank.JACK: 0,
                 Rank.NINE: 0},
    "classic": {Rank.ACE: 11, Rank.TEN: 10, Rank.KING: 4, Rank.QUEEN: 3, Rank.JACK: 2,
                Rank.NINE: 0},
    "simple": {Rank.ACE: 10, Rank.TEN: 10, Rank.KING: 5, Rank.QUEEN: 5, Rank.JACK: 0,
               Rank.NINE: 0},
}


def legal(hand, trick, trump, obligation) -> list:
    """The distinct Cards of ``hand`` the rules text allows on ``trick`` (lead first)."""
    back = {_plain(c): c for c in hand}
    return [back[c] for c in _legal([_plain(c) for c in hand], [_plain(c) for c in trick],
                                    _plain_suit(trump), obligation)]


def score_line(hands, trump, leader, trick, line, rules) -> tuple[int, int]:
    """Play ``line`` (``(seat, card)`` pairs) out from the position, checking that each seat
    is the one to move and each card legal by the rules text; the (team 0, team 1) trick
    points it takes. Raises AssertionError on a wrong seat, an illegal card, or a line that
    does not finish the hand."""
    t = _plain_suit(trump)
    points = [SCHEMES[rules.counting][Rank(r)] for r in range(6)]
    hands = [[_plain(c) for c in h] for h in hands]
    trick = [_plain(c) for c in trick]
    got = [0, 0]
    seat = (leader + len(trick)) % 4
    for who, card in line:
        c = _plain(card)
        assert who == seat, f"seat {who} played out of turn (seat {seat} was to move)"
        assert c in _legal(hands[seat], trick, t, rules.obligation), f"{card} is not legal"
        hands[seat].remove(c)
        trick.append(c)
        if len(trick) == 4:
            w = (leader + _winner(trick, t)) % 4
            pts = sum(points[x & 7] for x in trick)
            if not any(hands):
                pts += rules.last_trick_bonus
            got[team(w)] += pts
            leader, trick, seat = w, [], w
        else:
            seat = (seat + 1) % 4
    assert not any(hands) and not trick, "the line stops before the end of the hand"
    return tuple(got)


def team(seat: int) -> int:
    return seat % 2


def _plain(card) -> int:
    """A card as a small int, suit * 8 + rank (suits S H D C = 0..3, ranks 9 .. A = 0..5):
    fast to hash and compare."""
    return "SHDC".index(card.suit.value) * 8 + int(card.rank)


class Minimax:
    """Plain minimax: team 0 maximises its trick points from here, team 1 minimises them.
    Memoised on the exact position (hands, trick, leader): that changes no value. Cards are
    small ints inside (:func:`_plain`); :meth:`after` takes and gives Cards."""

    def __init__(self, trump, rules):
        self.trump = _plain_suit(trump)
        self.obligation = rules.obligation
        self.points = [SCHEMES[rules.counting][Rank(c & 7)] if c & 7 < 6 else 0
                       for c in range(32)]
        self.bonus = rules.last_trick_bonus
        self.memo: dict = {}

    def value(self, hands, trick, leader) -> int:
        """Team 0's points from here; ``hands`` a tuple of four tuples of card ints."""
        key = (hands, trick, leader)
        got = self.memo.get(key)
        if got is not None:
            return got
        if len(trick) == 4:
            w = (leader + _winner(trick, self.trump)) % 4
            pts = sum(self.points[c] for c in trick)
            if hands[0]:
                rest = self.value(hands, (), w)
            else:
                rest = 0
                pts += self.bonus
            v = rest + (pts if team(w) == 0 else 0)
        else:
            values = self._after(hands, trick, leader).values()
            v = max(values) if team((leader + len(trick)) % 4) == 0 else min(values)
        self.memo[key] = v
        return v

    def _after(self, hands, trick, leader) -> dict:
        seat = (leader + len(trick)) % 4
        out = {}
        for c in _legal(hands[seat], trick, self.trump, self.obligation):
            h = list(hands[seat])
            h.remove(c)
            nh = hands[:seat] + (tuple(h),) + hands[seat + 1:]
            out[c] = self.value(nh, trick + (c,), leader)
        return out

    def after(self, hands, trick, leader) -> dict:
        """{card: team 0's points from here after the seat to move plays it}, for Cards."""
        back = {}
        ph = tuple(tuple(_plain(c) for c in h) for h in hands)
        for h in hands:
            for c in h:
                back[_plain(c)] = c
        pt = tuple(_plain(c) for c in trick)
        return {back[c]: v for c, v in self._after(ph, pt, leader).items()}

    def total(self, hands, trick) -> int:
        return (sum(self.points[_plain(c)] for h in hands for c in h)
                + sum(self.points[_plain(c)] for c in trick) + self.bonus)


def _plain_suit(suit) -> int:
    return "SHDC".index(suit.value)


def _beats(card, winning, trump) -> bool:
    if card >> 3 == winning >> 3:
        return card > winning
    return card >> 3 == trump


def _winner(trick, trump) -> int:
    w = 0
    for i in range(1, len(trick)):
        if _beats(trick[i], trick[w], trump):
            w = i
    return w


def _legal(hand, trick, trump, obligation) -> list:
    """:func:`legal` on card ints."""
    distinct = list(dict.fromkeys(hand))
    if not trick:
        return distinct
    led = trick[0] >> 3
    w = trick[_winner(trick, trump)]
    of_led = [c for c in distinct if c >> 3 == led]
    trumps = [c for c in distinct if c >> 3 == trump]
    if obligation == "post_1945":
        if of_led:
            if led == trump:
                return [c for c in of_led if _beats(c, w, trump)] or of_led
            return of_led
        return trumps or distinct
    if of_led:
        return [c for c in of_led if _beats(c, w, trump)] or of_led
    if trumps:
        return [c for c in trumps if _beats(c, w, trump)] or trumps
    return distinct


#: The chance that a card of the last tricks becomes a test position, by tricks left: plain
#: minimax takes ~30 ms with four tricks left, ~2 ms with three, so fewer of those.
RATES = {1: 0.25, 2: 0.25, 3: 0.25, 4: 0.06}


def positions(rules, seed: int, count: int, most_tricks: int = 4, random_play: bool = False,
              rates: dict = RATES):
    """``count`` trick-play positions with at most ``most_tricks`` tricks left (the current
    one included), from seeded games of heuristic (or random) players: a list of
    ``(hands, trump, leader, trick)``. Each card of a hand's last ``most_tricks`` tricks is a
    position with chance ``rates[tricks left]``."""
    rng = random.Random(seed)
    out = []
    game = Game(seed=seed, rules=rules)
    players = [RandomPlayer(seed + s) if random_play else HeuristicPlayer(seed + s)
               for s in range(4)]
    while len(out) < count:
        if game.phase is Phase.GAME_OVER:
            seed += 1000
            game = Game(seed=seed, rules=rules)
            continue
        if game.phase is Phase.SCORE:
            game.apply("next deal")
            continue
        left = len(game.hands[game.to_move]) if game.phase is Phase.TRICKS else 99
        if left <= most_tricks and rng.random() < rates.get(left, 0.25):
            out.append((tuple(tuple(h) for h in game.hands), game.trump, game.leader,
                        tuple(game.trick)))
        seat = game.to_move
        game.apply(players[seat].choose(game.view(seat)))
    return out
