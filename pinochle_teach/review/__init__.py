"""Review after the hand ("learn from your hand"): each decision of one seat in a finished
hand, valued against the best choice from two points of view, said in words, the costly
ones first (rules page §2-§7).

>>> from pinochle_teach.game import Game
>>> from pinochle_teach.players import HeuristicPlayer, play_hand
>>> g = Game(seed=5)
>>> play_hand(g, [HeuristicPlayer() for _ in range(4)])     # a finished hand
>>> r = review(g, seat=0, samples=4, early_samples=2)
>>> d = r.mistakes()[0]                  # the costliest decision: the position to retry
>>> d.kind, d.trick, d.choice, d.open.best, d.open.loss
('play', 5, Card.from_str('9C'), (Card.from_str('AC'),), 10)
>>> d.sentences[1]
'With all cards open, A♣ was better: with it your side takes 30 points of the 150 still out, with 9♣ 20: 9♣ gives up 10 points.'

For each card the seat played (:class:`Decision` ``kind="play"``), every distinct legal
card is valued by the trick points the seat's team takes from there to the end of the hand
(the cards already in the trick included, the last-trick bonus per the rules, §7):

- **with all cards open** (:attr:`Decision.open`): on the real hands, the open-hand
  solver (:func:`pinochle_teach.solver.solve`): what was really there, and a best line;
- **with what you could know** (:attr:`Decision.known`): on ``samples`` deals of the hidden
  cards drawn consistently with what the seat had seen (hand sizes, the cards shown in
  meld, the pass it took part in, the voids and missing ranks that the play so far showed,
  as the Monte Carlo player draws them, :func:`~pinochle_teach.players.montecarlo.sample_hands`),
  each valued the same way, averaged: fair to a learner.

Each :class:`Verdict` gives every legal card's value, the best cards and the loss of the
card played; the :class:`Decision` says it in sentences (the better card, the trick it
wins, the line that follows), keeps the seat's view and legal cards for a retry
(:meth:`Decision.try_card`), and :meth:`Review.by_cost` / :meth:`Review.mistakes` order the
decisions costly first (lichess's "learn from your mistakes").

**The approximation** (the exact search takes seconds to minutes with 8-12 tricks left, and
a review must be ready within about 10 s): from ``exact_from`` tricks left (6 by default,
the current trick included) every position and every drawn deal is solved exactly. Earlier
in the hand a card's value is an *estimate*: the card is played, the kit's heuristic
player plays all four seats (each from what its seat can see) until ``exact_from`` tricks
are left, and the rest is solved exactly; "with what you could know" then uses
``early_samples`` deals (6 by default). The verdicts say whether they are exact
(:attr:`Verdict.exact`) and the sentences say when they are estimates.

The auction, trump and the pass have no exact value in trick points: each bid or pass is
compared with the kit's heuristic bidder and its estimate of the hand's worth (meld +
expected trick points, :func:`~pinochle_teach.players.bidding.bid_value`), trump with the
kit's estimate for each suit, and the pass by the side's meld before and after it, and
with the kit's pass (meld only). Their :attr:`Decision.loss` is ``None``.

Everything is deterministic for a given ``seed``; the cost is fixed by ``samples``,
``early_samples`` and ``exact_from``, not by a clock (benchmarks/README.md, "Review").
"""

from .core import EARLY_SAMPLES, EXACT_FROM, SAMPLES, review, why_no_review
from .model import KNOWN, OPEN, Decision, Review, Verdict

__all__ = ["review", "why_no_review", "Review", "Decision", "Verdict", "OPEN", "KNOWN", "SAMPLES",
           "EARLY_SAMPLES", "EXACT_FROM"]
