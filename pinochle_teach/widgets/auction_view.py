"""AuctionView: step through an auction from a game record, or bid live against players.

The auction is the engine's (:class:`pinochle_teach.Auction`, RULES.md §2): the widget asks it
who is to bid, which bids are legal (``legal_bids``), why another bid is not (the message of
the :class:`IllegalBidError` that ``Auction.bid`` raises on a copy), who has passed, whether
the dealer was stuck with a forced bid, and who won the contract at what. It keeps no rules of
its own; :meth:`AuctionView.refresh` redraws everything from the engine state.

Two modes:

* **record**: ``AuctionView(record)`` replays the auction of the first hand of a game record
  (:meth:`pinochle_teach.game.Game.to_record`, its JSON, or a :class:`Game`), with Start /
  Back / Forward / End buttons; a bid typed into the box is only checked against the
  position on screen.
* **live**: ``AuctionView(dealer=3, seed=5, players={1: RandomPlayer(1), …})`` deals game
  ``seed`` and lets a person bid for every seat without a player (a button per legal bid, a
  Pass button, and a box to type a bid); the computer players bid for theirs, seeing only
  their own ``Game.view(seat)``.

Any rule set for 3 or 4 players works (RULES.md §8): the seats are named by
:func:`~.common.seat_names`, the opening bids, steps and the stuck dealer's bid come from the
rules through the engine, and a widow (three-handed) is drawn face down during the auction
and face up once someone has won it (and takes it).

>>> from pinochle_teach.players import RandomPlayer
>>> view = AuctionView(dealer=3, seed=5, players={1: RandomPlayer(1), 2: RandomPlayer(2),
...                                                 3: RandomPlayer(3)})
>>> view.auction.to_move
0
>>> [b.description for b in view.bid_buttons]
['Bid 250', 'Bid 260', 'Pass']
"""

from __future__ import annotations

import html
from collections.abc import Mapping

import ipywidgets as widgets

from ..auction import Auction
from ..cards import Suit
from ..errors import IllegalBidError, InvalidRecordError, PinochleError
from ..game import Action, Game, Phase, replay
from ..meld import best_meld
from ..rules import CARDGAMES_IO, RuleSet
from ..svg import PALETTES, UnknownPaletteError, hand_html
from . import render
from .common import check_table, message_html, seat_names
from .hand import HandView

__all__ = ["AuctionView"]

_FONT = "'DejaVu Sans','Liberation Sans',Arial,Helvetica,sans-serif"


def _or(items: list[str]) -> str:
    if len(items) <= 1:
        return "".join(items)
    return ", ".join(items[:-1]) + " or " + items[-1]


class AuctionView(widgets.VBox):
    """An auction shown step by step: who is to bid, the legal bids and why others are not,
    the passes, the forced dealer bid and the contract (RULES.md §2).

    Args:
        record: a game record (dict, JSON text or :class:`Game`) whose first hand's auction
            is replayed (record mode); ``None`` for a live auction.
        dealer: the dealer's seat 0..players-1 (live mode; a record brings its own);
            ``None`` (default) makes the last seat deal (East four-handed, East
            three-handed), so that South bids first.
        seed: the deal number of the live game (the same seed, the same hands).
        rules: the rule set of the live game (a record brings its own).
        players: live mode: ``{seat: Player}`` for the seats a computer bids for (any object
            with ``choose(view) -> Action``, e.g. :class:`~pinochle_teach.players.RandomPlayer`);
            a person bids for every other seat. ``None``: a person bids for all seats.
        palette, size: how the hand is drawn (see :class:`~.hand.HandView`).
        show_hands: show the hand of the seat to bid (in live mode only a person's own).
        step: record mode: the step to show first (0 = before the first bid; a large number
            shows the end).

    Raises:
        InvalidRecordError: for a record that cannot be replayed or has no auction.
        PinochleError: for a bad dealer, seed, palette or players argument, or rules for
            other than 3 or 4 players.

    Attributes: ``mode`` ("record"/"live"), ``auction`` (the engine's :class:`Auction` on
    screen; a copy in record mode), ``step`` and ``steps`` (record mode: the position shown,
    0..steps), ``game`` (live mode: the :class:`Game`), ``players``; widgets ``bid_buttons``
    (live: one per legal bid then Pass), ``bid_box`` and ``bid_button`` (type a bid; Enter
    in the box does what the button does),
    ``start_button``, ``back_button``, ``forward_button``, ``end_button`` (record mode),
    ``restart_button`` (live mode), ``status``, ``table`` (the bidding so far),
    ``legal_view`` (legal and illegal bids), ``hand_view``, ``widow_view`` (the widow;
    empty without one), ``message``; ``names`` (the seat names) and ``widow`` (its cards).
    """

    def __init__(self, record=None, *, dealer: "int | None" = None, seed: int = 1,
                 rules: RuleSet = CARDGAMES_IO,
                 players: "Mapping[int, object] | None" = None, palette: str = "classic",
                 size: float = 1.0, show_hands: bool = True, step: int = 0):
        if palette not in PALETTES:
            raise UnknownPaletteError(
                f"unknown palette {palette!r}: use one of "
                f"{', '.join(repr(k) for k in PALETTES)}")
        self.palette = palette
        self.size = float(size)
        self.show_hands = bool(show_hands)
        self.players: dict[int, object] = {}
        self.game: Game | None = None
        self._snapshots: list[Auction] = []
        self._actions: list[tuple[int, Action]] = []
        self.step = 0
        self._error = ("", "error")

        if record is not None:
            self.mode = "record"
            self._load_record(record)
            self.step = max(0, min(int(step), self.steps))
        else:
            self.mode = "live"
            check_table(rules)  # PinochleError for other than 3 or 4 players
            if dealer is None:
                dealer = rules.players - 1
            self._seed, self._dealer, self._rules = seed, dealer, rules
            self.players = self._check_players(players, rules)
            self.game = Game(seed, rules, dealer=dealer)
        self.names = seat_names(self._rules_())
        self.widow = tuple(self.game.widow if self.mode == "live" else self._widow)

        # --- widgets ------------------------------------------------------------------
        self.status = widgets.HTML()
        self.table = widgets.HTML()
        self.legal_view = widgets.HTML()
        self.message = widgets.HTML()
        self.message.add_class("pt-message")
        self.hand_view = HandView((), palette=palette, size=size)
        self.widow_view = widgets.HTML()
        self.meld_hint = widgets.HTML()
        self.bid_buttons: list[widgets.Button] = []
        self._choices: list[int | None] = []
        self._button_pool: list[widgets.Button] = []
        self.buttons_row = widgets.HBox(layout=widgets.Layout(flex_flow="row wrap",
                                                              align_items="center"))
        self.bid_box = widgets.Text(
            placeholder="e.g. 270", description="Type a bid",
            continuous_update=False, style={"description_width": "auto"},
            layout=widgets.Layout(width="190px"))
        self.bid_button = widgets.Button(layout=widgets.Layout(width="auto"))
        # Enter in the box does what the button does: with continuous_update=False the box
        # sends its value on Enter (or on leaving the box), ipywidgets 8's replacement for
        # the deprecated Text.on_submit.
        self._box_done: "tuple | None" = None
        self.bid_box.observe(self._on_bid_box, names="value")
        self.bid_button.on_click(lambda _b: self._on_bid_button())
        self.start_button = widgets.Button(description="◀◀ Start", tooltip="Back to the start",
                                           layout=widgets.Layout(width="auto"))
        self.back_button = widgets.Button(description="◀ Back", tooltip="One bid back",
                                          layout=widgets.Layout(width="auto"))
        self.forward_button = widgets.Button(description="Forward ▶", button_style="primary",
                                             tooltip="The next bid or pass",
                                             layout=widgets.Layout(width="auto"))
        self.end_button = widgets.Button(description="End ▶▶", tooltip="The end of the auction",
                                         layout=widgets.Layout(width="auto"))
        self.restart_button = widgets.Button(
            description="Start over", tooltip="Deal the same cards and bid again",
            layout=widgets.Layout(width="auto"))
        self.start_button.on_click(lambda _b: self.go_to(0))
        self.back_button.on_click(lambda _b: self.go_to(self.step - 1))
        self.forward_button.on_click(lambda _b: self.go_to(self.step + 1))
        self.end_button.on_click(lambda _b: self.go_to(self.steps))
        self.restart_button.on_click(lambda _b: self.restart())

        row = widgets.Layout(flex_flow="row wrap", align_items="center")
        if self.mode == "record":
            self.bid_button.description = "Check"
            self.bid_button.tooltip = "Check whether this bid would be legal here"
            controls = [widgets.HBox([self.start_button, self.back_button,
                                      self.forward_button, self.end_button], layout=row)]
        else:
            self.bid_button.description = "Bid"
            self.bid_button.tooltip = "Make the bid typed in the box"
            controls = [widgets.HBox([self.restart_button], layout=row)]
        super().__init__([
            render.stylesheet(), *controls, self.status, self.table, self.legal_view, self.buttons_row,
            widgets.HBox([self.bid_box, self.bid_button], layout=row), self.message,
            self.widow_view, self.hand_view, self.meld_hint])
        self.add_class("pinochle-auction-view")
        self.add_class("pt-root")
        if self.mode == "live":
            self._run_computers()
        self.refresh()

    # --- set-up -----------------------------------------------------------------------

    @staticmethod
    def _check_players(players, rules: RuleSet) -> dict[int, object]:
        if players is None:
            return {}
        if not isinstance(players, Mapping):
            raise PinochleError("players must be a dict {seat: Player}, e.g. "
                                "{1: RandomPlayer(1), 2: RandomPlayer(2), 3: RandomPlayer(3)}")
        out = {}
        for seat, player in players.items():
            if not isinstance(seat, int) or not 0 <= seat < rules.players:
                raise PinochleError(f"players: seat must be 0..{rules.players - 1}, "
                                    f"got {seat!r}")
            if not callable(getattr(player, "choose", None)):
                raise PinochleError(f"players: the player for seat {seat} has no "
                                    f"choose(view) method")
            out[seat] = player
        return out

    def _load_record(self, record) -> None:
        snapshots: list[Auction] = []
        actions: list[tuple[int, Action]] = []
        game = None
        for index, action, g in replay(record):
            if index == 0:
                game = g
                self.rules, self.dealer = g.rules, g.dealer
                self.hands = tuple(tuple(h) for h in g.dealt)
                self._widow = tuple(g.widow)
                snapshots.append(g.auction.copy())
                continue
            seat = g.history[-1][0]
            actions.append((seat, action))
            snapshots.append(g.auction.copy())
            if g.phase is not Phase.AUCTION:
                break
        if game is None or len(snapshots) < 2 or not snapshots[-1].is_over:
            raise InvalidRecordError("the record holds no finished auction (its first hand "
                                     "has no bids and passes up to the contract)")
        self._snapshots, self._actions = snapshots, actions
        self.steps = len(actions)
        self.step = 0

    # --- state --------------------------------------------------------------------------

    @property
    def auction(self) -> Auction:
        """The auction on screen (record mode: a snapshot; do not change it)."""
        if self.mode == "record":
            return self._snapshots[self.step]
        return self.game.auction

    def _hands(self):
        return self.hands if self.mode == "record" else self.game.dealt

    def _rules_(self) -> RuleSet:
        return self.rules if self.mode == "record" else self.game.rules

    def _dealer_(self) -> int:
        return self.dealer if self.mode == "record" else self.game.dealer

    def _human(self, seat) -> bool:
        return self.mode == "live" and seat is not None and seat not in self.players

    # --- actions ------------------------------------------------------------------------

    def go_to(self, step: int) -> None:
        """Record mode: show the auction after ``step`` bids and passes (clamped to
        0..steps)."""
        if self.mode != "record":
            self._say("Stepping is for recorded auctions; this one is live.")
            return
        self.step = max(0, min(int(step), self.steps))
        self._error = ("", "error")
        self.refresh()

    def restart(self) -> None:
        """Live mode: deal the same seed again and start the auction over."""
        if self.mode != "live":
            self.go_to(0)
            return
        self.game = Game(self._seed, self._rules, dealer=self._dealer)
        self._error = ("", "error")
        self._box_done = None
        self._run_computers()
        self.refresh()

    def bid(self, points: "int | None") -> bool:
        """Live mode: the person to move bids ``points`` (or passes for ``None``).

        Returns True if the engine accepted it; otherwise its message (IllegalBidError,
        e.g. "285 is not a legal bid: a bid must raise 270 by exactly 10 or 20 …") is shown
        and nothing changes.
        """
        if self.mode != "live":
            self._say("This auction is a record: step through it with the buttons.")
            return False
        g = self.game
        seat = g.to_move
        if g.phase is not Phase.AUCTION:
            self._say("The auction is over: "
                      f"{self.names[g.bidder]} won the contract at {g.contract}.")
            return False
        if not self._human(seat):
            self._say(f"It is {self.names[seat]}'s turn, and a computer bids for that seat.")
            return False
        try:
            if points is None:
                g.apply(Action("pass"))
            else:
                g.auction.copy().bid(points)  # the auction's own message for a bad bid
                g.apply(Action("bid", points))
        except PinochleError as err:
            self._say(str(err))
            return False
        self._error = ("", "error")
        self._run_computers()
        self.refresh()
        return True

    def try_bid(self, text: "str | int") -> bool:
        """The bid box: live mode makes the bid, record mode checks it against the position
        on screen. Text that is not a whole number is passed to the engine as is, so its
        message says what a bid is. Returns True for a legal bid."""
        value = text
        if isinstance(text, str):
            cleaned = text.strip()
            if cleaned.lower() == "pass":
                value = None
            elif cleaned.isdigit():
                value = int(cleaned)
            else:
                value = cleaned
        if self.mode == "live":
            return self.bid(value)  # text that is not a number: the engine says what a bid is
        auction = self.auction
        if auction.is_over:
            self._say("The auction is over at this step: go back to try a bid.", "info")
            return False
        try:
            auction.copy().apply(value)
        except PinochleError as err:
            self._say(str(err))
            return False
        who = self.names[auction.to_move]
        self._say(f"{who} could {'pass' if value is None else f'bid {value}'} here: "
                  "it is legal.", "info")
        return True

    def _position(self) -> tuple:
        return (self.step, len(self.auction.history)) if self.mode == "record" else \
            (len(self.game.history),)

    def _on_bid_box(self, change) -> None:
        if not change["new"].strip():
            return
        self._typed(change["new"])
        self._box_done = (change["new"], self._position())

    def _on_bid_button(self) -> None:
        # Typing and then clicking the button sends the box's value first (the box loses
        # focus), which has made (or checked) that bid already: do not do it twice.
        done = self._box_done
        if (done is not None and done[1] == self._position()
                and self.bid_box.value in ("", done[0])):
            return
        self._typed(self.bid_box.value)

    def _typed(self, text: str) -> None:
        """The bid box's text, from Enter or the button; a bid made live empties the box."""
        if self.try_bid(text) and self.mode == "live":
            self.bid_box.value = ""

    def _run_computers(self) -> None:
        g = self.game
        while g.phase is Phase.AUCTION and g.to_move in self.players:
            seat = g.to_move
            try:
                action = self.players[seat].choose(g.view(seat))
                if Action.parse(action).kind not in ("bid", "pass"):
                    raise PinochleError(f"'{action}' is not a bid or a pass")
                g.apply(action)
            except PinochleError as err:
                self._error = (f"The computer player for {self.names[seat]} chose an action "
                               f"the engine refused: {err}", "error")
                return

    def _say(self, text: str, kind: str = "error") -> None:
        self._error = (text, kind)
        self.message.value = message_html(text, kind)

    def _on_choice(self, points) -> None:
        self.bid(points)

    # --- drawing ------------------------------------------------------------------------

    def refresh(self) -> None:
        """Redraw everything from the engine's auction. Errors are shown, never raised."""
        try:
            auction = self.auction
            self.status.value = self._status_html(auction)
            self.table.value = self._table_html(auction)
            self.legal_view.value = self._legal_html(auction)
            self._draw_buttons(auction)
            self._draw_hand(auction)
            self.widow_view.value = self._widow_html(auction)
        except PinochleError as err:
            self._say(str(err))
            return
        if self.mode == "record":
            self.start_button.disabled = self.back_button.disabled = self.step == 0
            self.forward_button.disabled = self.end_button.disabled = self.step == self.steps
        human = self._human(auction.to_move)
        box_on = (self.mode == "record" and not auction.is_over) or human
        self.bid_box.disabled = self.bid_button.disabled = not box_on
        self.bid_box.layout.display = self.bid_button.layout.display = None if box_on else "none"
        text, kind = self._error
        self.message.value = message_html(text, kind)

    def _name(self, seat: int) -> str:
        """The seat's name; in a live auction with one person, "(you)" and "(partner)"."""
        if self.mode == "live" and self.players:
            humans = [s for s in range(self._rules_().players) if s not in self.players]
            if seat in humans:
                return f"{self.names[seat]} (you)"
            if len(humans) == 1 and self._rules_().partnership and \
                    seat == (humans[0] + self._rules_().players // 2) % self._rules_().players:
                return f"{self.names[seat]} (partner)"
        return self.names[seat]

    def _status_html(self, a: Auction) -> str:
        rules = self._rules_()
        dealer = self._dealer_()
        size = round(14 * max(self.size, 1))
        lines = []
        if self.mode == "record":
            if self.step == 0:
                lines.append(f"Step 0 of {self.steps}: the cards are dealt; "
                             f"{self.names[dealer]} dealt.")
            else:
                seat, action = self._actions[self.step - 1]
                did = "passed" if action.kind == "pass" else f"bid {action.value}"
                lines.append(f"Step {self.step} of {self.steps}: "
                             f"{self.names[seat]} {did}.")
        else:
            lines.append(f"Deal #{self._seed}: {self._name(dealer)} dealt.")
        if a.is_over:
            if a.forced:
                lines.append(
                    f"<b>Everyone else passed, so {self._name(a.winner)}, the dealer, is "
                    f"stuck with the contract at {a.contract}</b> (a forced bid).")
            else:
                lines.append(f"<b>Auction over: {self._name(a.winner)} won the contract at "
                             f"{a.contract}</b> and will name trump.")
        else:
            high = ("no bid yet" if a.high_bid is None else
                    f"high bid {a.high_bid} by {self._name(a.high_bidder)}")
            lines.append(f"<b>{self._name(a.to_move)} is to bid</b>: {high}.")
        if a.passed:
            lines.append("Passed (a pass is final): "
                         + ", ".join(self._name(s) for s in sorted(a.passed)) + ".")
        rule = (f'<div style="color:#555;font-size:0.9em">Opening bid '
                f'{_or([str(b) for b in rules.opening_bids])}; then raise by '
                f'{_or([str(b) for b in rules.bid_steps])}; if all others pass, the dealer '
                f'must take it at {rules.minimum_bid}.</div>')
        return (f'<div style="font-family:{_FONT};font-size:{size}px;line-height:1.5">'
                + "<br>".join(lines) + rule + "</div>")

    def _table_html(self, a: Auction) -> str:
        n = self._rules_().players
        dealer = self._dealer_()
        order = [(dealer + 1 + i) % n for i in range(n)]
        rows: list[list[str]] = []
        col = -1
        forced_at = len(a.history) - 1 if a.forced else -1
        for k, (seat, bid) in enumerate(a.history):
            c = order.index(seat)
            if not rows or c <= col:  # a new round of bidding starts a new row
                rows.append([""] * n)
            col = c
            if bid is None:
                text = '<span style="color:#555">Pass</span>'
            elif k == forced_at:
                text = f'<b>{bid}</b> <span style="font-size:0.85em">(stuck)</span>'
            else:
                text = f"<b>{bid}</b>"
            rows[-1][c] = text
        if not a.is_over:
            to = order.index(a.to_move)
            if not rows or to <= col:
                rows.append([""] * n)
            rows[-1][to] = '<span style="color:#0b57b0">?</span>'
        size = round(14 * max(self.size, 1))
        th = ("padding:3px 14px;border-bottom:1px solid #999;text-align:center;"
              "white-space:nowrap")
        td = "padding:3px 14px;text-align:center"
        head = "".join(
            f'<th style="{th}" scope="col">{html.escape(self._name(s))}'
            + (' <span style="font-weight:normal">(dealer)</span>' if s == dealer else "")
            + "</th>" for s in order)
        body = "".join("<tr>" + "".join(f'<td style="{td}">{cell}</td>' for cell in r)
                       + "</tr>" for r in rows)
        return (f'<table aria-label="Bidding so far" style="border-collapse:collapse;'
                f'margin:6px 0;font-family:{_FONT};font-size:{size}px">'
                f"<caption style=\"text-align:left;font-weight:bold\">Bidding</caption>"
                f"<thead><tr>{head}</tr></thead><tbody>{body}</tbody></table>")

    def _illegal_examples(self, a: Auction) -> list[tuple[int, str]]:
        """A few bids the engine refuses now, with its reason (the IllegalBidError text)."""
        legal = a.legal_bids()
        if not legal:
            return []
        lo, hi = min(legal), max(legal)
        candidates = [lo - 10, hi + 10]
        mid = (lo + hi) // 2
        mid -= mid % 5
        if mid not in legal and lo < mid < hi:
            candidates.insert(1, mid)
        elif lo == hi:
            candidates.insert(1, lo + 5)
        out = []
        for points in candidates:
            if points in legal or points <= 0:
                continue
            try:
                a.copy().bid(points)
            except IllegalBidError as err:
                text = str(err)
                head = f"{points} is not a legal bid: "
                if text.startswith(head):
                    text = text[len(head):]
                text = text.split("; legal now")[0]
                out.append((points, text))
        return out

    def _legal_html(self, a: Auction) -> str:
        size = round(14 * max(self.size, 1))
        style = f'font-family:{_FONT};font-size:{size}px;line-height:1.5;margin:4px 0'
        if a.is_over:
            return ""
        legal = a.legal_bids()
        who = "You" if self._human(a.to_move) and self.players else self._name(a.to_move)
        parts = [f"<div><b>{html.escape(who)} may bid "
                 f"{_or([str(b) for b in legal])}, or pass.</b></div>"]
        bad = self._illegal_examples(a)
        if bad:
            parts.append('<div>Not allowed, for example:</div><ul style="margin:0 0 0 0">')
            for points, why in bad:
                parts.append(f"<li><b>{points}</b>: {html.escape(why)}</li>")
            parts.append("</ul>")
        if self.mode == "record" and self.step < self.steps:
            seat, action = self._actions[self.step]
            did = "passes" if action.kind == "pass" else f"bids {action.value}"
            parts.append(f'<div style="color:#555">In the record, {self.names[seat]} {did} '
                         f"next: press Forward.</div>")
        return f'<div role="region" aria-label="Legal bids" style="{style}">' + "".join(parts) \
            + "</div>"

    def _draw_buttons(self, a: Auction) -> None:
        if self.mode != "live" or a.is_over or not self._human(a.to_move):
            self.bid_buttons = []
            self.buttons_row.children = ()
            return
        choices: list[int | None] = [*a.legal_bids(), None]
        while len(self._button_pool) < len(choices):
            button = widgets.Button(layout=widgets.Layout(width="auto", margin="0 6px 4px 0"))
            index = len(self._button_pool)
            button.on_click(lambda _b, i=index: self._on_choice(self._choices[i]))
            self._button_pool.append(button)
        self._choices = choices
        buttons = []
        font = f"{round(13 * max(self.size, 1))}px"
        for button, points in zip(self._button_pool, choices):
            if points is None:
                button.description, button.button_style = "Pass", ""
                button.tooltip = "Pass: you will not bid again in this auction"
            else:
                button.description, button.button_style = f"Bid {points}", "primary"
                button.tooltip = f"Bid {points} points"
            button.style.font_size = font
            buttons.append(button)
        self.bid_buttons = buttons
        self.buttons_row.children = tuple(buttons)

    def _draw_hand(self, a: Auction) -> None:
        seat = a.to_move if not a.is_over else a.winner
        shown = self.show_hands and seat is not None and (
            self.mode == "record" or seat not in self.players)
        if not shown and self.mode == "live" and self.show_hands:
            humans = [s for s in range(self._rules_().players) if s not in self.players]
            seat = humans[0] if humans else None
            shown = seat is not None
        if not shown:
            self.hand_view.layout.display = "none"
            self.meld_hint.value = ""
            return
        hand = self._hands()[seat]
        what = "to bid" if seat == a.to_move else (
            "won the contract" if seat == a.winner else "")
        if self._human(seat) and self.players:
            title = f"Your hand ({self.names[seat]})"
        else:
            title = f"{self.names[seat]}'s hand"
        title += f", {what}" if what else ""
        self.hand_view.layout.display = None
        self.hand_view.set(cards=hand, trump=None, title=title)
        rules = self._rules_()
        # The bidder takes the widow once the auction is over (RULES.md §8): their meld is
        # then that of the hand and the widow together, before the discard.
        took_widow = bool(self.widow) and a.is_over and seat == a.winner
        cards = tuple(hand) + tuple(self.widow) if took_widow else hand
        melds = []
        for suit in Suit:
            total = best_meld(cards, suit, rules).total
            melds.append(f"{suit.symbol} {suit.plural} {total}")
        size = round(13 * max(self.size, 1))
        name = self.names[seat]
        if took_widow:
            head = "Meld with the widow, before the discard"
            rest = f" ({len(cards)} cards), for each trump {name} might name: "
            why = f"{name} took the widow and now discards {rules.widow} cards before the play."
        elif a.is_over and a.winner is not None:
            # The auction is over and this is not the bidder's hand: only their trump counts.
            winner = self.names[a.winner]
            head = "Meld in this hand"
            rest = f" for each trump {winner} might name: "
            why = (f"{winner} won the auction and names trump; this hand's meld counts with "
                   f"that suit.")
        else:
            head = "Meld in this hand"
            rest = " for each trump the bidder might name: "
            if rules.partnership:
                why = "A bid is meld plus the trick points the team expects to take."
            else:
                why = ("A bid is your own meld plus the trick points you expect to take "
                       "(no partners).")
            if rules.widow:
                why += (f" The bidder also takes the {rules.widow}-card widow, which may add "
                        f"meld, and discards {rules.widow}.")
        self.meld_hint.value = (
            f'<div style="font-family:{_FONT};font-size:{size}px;color:#1b1b1b">'
            f"<b>{html.escape(head)}</b>{html.escape(rest)}"
            + " · ".join(html.escape(m) for m in melds)
            + f'. <span style="color:#555">{html.escape(why)}</span></div>')

    def _widow_html(self, a: Auction) -> str:
        """The widow (three-handed, RULES.md §8): face down while the auction runs, face up
        once it is over, when the winner takes it. Empty without a widow."""
        widow = self.widow
        if not widow:
            return ""
        size = round(13 * max(self.size, 1))
        count = len(widow)
        if a.is_over:
            who = self._name(a.winner)
            text = (f"<b>The widow, turned over: {html.escape(' '.join(map(str, widow)))}.</b> "
                    f"{html.escape(who)} won the auction, takes these {count} cards and "
                    f"then discards {count} (the discards' counters count for the bidder).")
            label = "The widow: " + ", ".join(map(str, widow))
        else:
            text = (f"<b>The widow: {count} cards face down.</b> Whoever wins the auction "
                    f"takes them (and then discards {count}); nobody sees them until then.")
            label = f"The widow: {count} face-down cards"
        picture = hand_html(widow, size=0.8 * self.size, palette=self.palette,
                            face_down=not a.is_over, label=label)
        return (f'<div class="pt-widow" style="display:flex;flex-wrap:wrap;align-items:center;'
                f'gap:6px 14px;margin:6px 0;font-family:{_FONT};font-size:{size}px">'
                f"{picture}<div>{text}</div></div>")

    def __repr__(self) -> str:
        return f"<AuctionView mode={self.mode} {self.auction!r}>"
