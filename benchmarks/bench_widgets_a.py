"""Click-to-redraw time of HandView, MeldView, MeldDashboard and the two auction views
(AuctionReplay, LiveAuction), server side (issue 4).

The goal: a redraw after a click in under 150 ms on this machine. Each case times one user
action headless, the way the widget receives it in a kernel (``Button.click()`` or setting a
control's ``value``), including the engine calls and the widget state that is serialised for
the browser (outside a kernel ipywidgets uses a dummy comm, so the network send itself is not
timed). Reports median, 95th percentile and worst over many clicks.

The machine is shared (2 cores, several people working), so timings are noisy: the median is
the figure to compare with the goal; the worst case shows the noise.

Run: .venv/bin/python benchmarks/bench_widgets_a.py [--clicks N]
"""

from __future__ import annotations

import argparse
import os
import statistics
import time

from pinochle_teach import deal
from pinochle_teach.game import Game, Phase
from pinochle_teach.players import RandomPlayer, play_hand
from pinochle_teach.widgets.auction_view import AuctionView
from pinochle_teach.widgets.meld_dashboard import MeldDashboard
from pinochle_teach.widgets.hand import HandView, trick_choices
from pinochle_teach.widgets.meld_view import MeldView

GOAL_MS = 150.0


def timed(action, setup=None, clicks=200) -> list[float]:
    """Milliseconds for each of ``clicks`` calls of ``action`` (``setup`` untimed before)."""
    out = []
    for i in range(clicks):
        if setup is not None:
            setup(i)
        t0 = time.perf_counter()
        action(i)
        out.append((time.perf_counter() - t0) * 1000)
    return out


def hand_play_card(clicks):
    """A 12-card hand with its legal plays clickable; a click plays the card and redraws the
    remaining hand with the next position's choices (what a table does)."""
    hands = [deal(seed)[0] for seed in range(clicks)]
    view = HandView(hands[0], trump="S", choices=())

    def on_choose(card):
        rest = list(view.cards)
        rest.remove(card)
        choices, reasons = trick_choices(rest, "QH", "S")
        view.set(cards=rest, choices=choices, reasons=reasons)

    view.on_choose = on_choose

    def setup(i):
        choices, reasons = trick_choices(hands[i], "QH", "S")
        view.set(cards=hands[i], choices=choices, reasons=reasons)

    def act(i):
        next(b for b in view.buttons if not b.disabled).click()

    return timed(act, setup, clicks)


def hand_projector(clicks):
    """The same at projector size with the four-colour palette."""
    hands = [deal(seed)[1] for seed in range(clicks)]
    view = HandView(hands[0], trump="H", size=1.8, palette="four-colour", choices=())
    view.on_choose = lambda card: view.set(
        cards=[c for c in view.cards if c is not card], choices=())

    def setup(i):
        view.set(cards=hands[i], choices=hands[i])

    return timed(lambda i: view.buttons[0].click(), setup, clicks)


def meld_trump(clicks):
    view = MeldView(deal(3)[0], "H", editable=True)
    suits = "SHDC"
    return timed(lambda i: setattr(view.trump_buttons, "value", suits[(i + 1) % 4]),
                 clicks=clicks)


def meld_typed(clicks):
    view = MeldView("", "H", editable=True)
    texts = [" ".join(c.code for c in deal(seed)[2]) for seed in range(clicks)]
    return timed(lambda i: setattr(view.hand_box, "value", texts[i]), clicks=clicks)


def dashboard_new_deal(clicks):
    """The welcome page's meld dashboard: New deal deals, scores and draws four hands."""
    view = MeldDashboard(seed=1)
    return timed(lambda i: view.new_deal_button.click(), clicks=clicks)


def auction_forward(clicks):
    game = Game(9, dealer=3)
    play_hand(game, [RandomPlayer(8 + s) for s in range(4)])
    view = AuctionView(game.to_record())

    def act(i):
        if view.step == view.steps:
            view.go_to(0)
        view.forward_button.click()

    return timed(act, clicks=clicks)


def auction_live_bid(clicks):
    """A person's bid button, then the three computer players answer, then the redraw (new
    bid buttons for the new position; the old ones are closed)."""
    view = AuctionView(dealer=3, seed=5,
                       players={s: RandomPlayer(s) for s in (1, 2, 3)})

    def setup(i):
        if view.game.phase is not Phase.AUCTION:
            view.restart()

    return timed(lambda i: view.bid_buttons[0].click(), setup, clicks)


CASES = [
    ("HandView: play a card, redraw 11 cards with choices", hand_play_card),
    ("HandView: projector size, four colours", hand_projector),
    ("MeldView: change trump", meld_trump),
    ("MeldView: type a new hand", meld_typed),
    ("MeldDashboard: New deal (four hands)", dashboard_new_deal),
    ("AuctionReplay: Forward", auction_forward),
    ("LiveAuction: bid + computers answer", auction_live_bid),
]


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--clicks", type=int, default=200)
    args = ap.parse_args()
    load = os.getloadavg()[0] if hasattr(os, "getloadavg") else float("nan")
    print(f"widgets A click->redraw, {args.clicks} clicks per case; {os.cpu_count()} CPUs, "
          f"load average {load:.1f} (shared machine: timings are noisy)")
    print(f"{'case':<52} {'median':>8} {'p95':>8} {'worst':>8}  goal < {GOAL_MS:.0f} ms")
    ok = True
    for name, case in CASES:
        ms = sorted(case(args.clicks))
        med = statistics.median(ms)
        p95 = ms[int(0.95 * (len(ms) - 1))]
        verdict = "ok" if med < GOAL_MS else "SLOW"
        ok &= med < GOAL_MS
        print(f"{name:<52} {med:7.1f}  {p95:7.1f}  {ms[-1]:7.1f}  {verdict}")
    return 0 if ok else 1


if __name__ == "__main__":
    raise SystemExit(main())
