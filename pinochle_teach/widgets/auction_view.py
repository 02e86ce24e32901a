"""AuctionView: an auction shown step by step, from a game record or live against players.

Two widgets share this front and its layout (rules page §2):

* :class:`~.auction_replay.AuctionReplay`: ``AuctionView(record)`` replays the auction of the
  first hand of a game record (:meth:`pinochle_teach.game.Game.to_record`, its JSON, or a
  :class:`Game`), with Start / Back / Forward / End buttons; a bid typed into the box is only
  checked against the position on screen.
* :class:`~.auction_live.LiveAuction`: ``AuctionView(dealer=3, seed=5, players={1:
  RandomPlayer(1), …})`` deals game ``seed`` and lets a person bid for every seat without a
  player (a button per legal bid, a Pass button, and a box to type a bid); the computer
  players bid for theirs, seeing only their own ``Game.view(seat)``.

``AuctionView(...)`` makes the first when given a record and the second otherwise; both are
AuctionViews. The auction is the engine's (:class:`pinochle_teach.Auction`): the widgets ask
it who is to bid, which bids are legal (``legal_bids``), why another bid is not (the message
of the :class:`IllegalBidError` that ``Auction.bid`` raises on a copy), who has passed,
whether the dealer was stuck with a forced bid, and who won the contract at what. The
markup is drawn by :mod:`.auction_draw`; :meth:`AuctionView.refresh` redraws everything
from the engine state.

Any rule set for 3 or 4 players works (rules page §8): the seats are named by
:func:`~pinochle_teach.seating.seat_names`, the opening bids, steps and the stuck dealer's
bid come from the rules through the engine, and a widow (three-handed) is drawn face down
during the auction and face up once someone has won it (and takes it).

>>> from pinochle_teach.players import RandomPlayer
>>> view = AuctionView(dealer=3, seed=5, players={1: RandomPlayer(1), 2: RandomPlayer(2),
...                                                 3: RandomPlayer(3)})
>>> type(view).__name__, view.auction.to_move
('LiveAuction', 0)
>>> [b.description for b in view.bid_buttons]
['Bid 250', 'Bid 260', 'Pass']
"""

from __future__ import annotations

import ipywidgets as widgets

from ..auction import Auction
from ..cards import Card
from ..errors import IllegalBidError, PinochleError
from ..i18n import ntr, tr
from ..numbers import parse_whole
from ..rules import RuleSet
from ..svg import check_palette, check_size
from . import controls, page_language, projector
from . import auction_draw as draw
from . import render
from .common import check_table
from .controls import Button
from .hand import HandView
from .pagekit import LIVE

__all__ = ["AuctionView", "AuctionReplay", "LiveAuction"]

#: Keyword arguments that only a live auction takes (a record brings its own).
_LIVE_ONLY = ("dealer", "seed", "rules", "players")


class AuctionView(widgets.VBox):
    """An auction shown step by step: who is to bid, the legal bids and why others are not,
    the passes, the forced dealer bid and the contract (rules page §2).

    ``AuctionView(record, ...)`` is an :class:`~.auction_replay.AuctionReplay`,
    ``AuctionView(dealer=..., seed=..., ...)`` a :class:`~.auction_live.LiveAuction`; see
    them for the arguments.

    Args:
        record: a game record (dict, JSON text or :class:`Game`) whose first hand's auction
            is replayed; ``None`` for a live auction.
        kwargs: as for the widget made. ``dealer``, ``seed``, ``rules`` and ``players`` are
            for a live auction only.

    Raises:
        PinochleError: a record together with a live auction's argument.

    Attributes (both kinds): ``mode`` ("record" or "live"), ``auction`` (the engine's
    :class:`Auction` on screen), ``rules``, ``names`` (the seat names), ``widow`` (its
    cards, empty without one); widgets ``status``, ``table`` (the bidding so far),
    ``legal_view`` (legal and illegal bids), ``buttons_row``, ``bid_buttons`` (live: one
    per legal bid then Pass; each carries its bid as ``value``), ``bid_box`` and
    ``bid_button`` (type a bid; Enter in the box does what the button does), ``message``,
    ``widow_view``, ``hand_view``, ``meld_hint``.
    """

    mode = ""

    def __new__(cls, record=None, **kwargs):
        if cls is AuctionView:
            if record is not None:
                given = [k for k in _LIVE_ONLY if k in kwargs]
                if given:
                    raise PinochleError(tr(
                        "a recorded auction brings its own dealer, deal and rules: {given} "
                        "is only for a live auction (AuctionView(dealer=3, seed=5, ...))",
                        given=", ".join(given)))
                from .auction_replay import AuctionReplay as cls
            else:
                from .auction_live import LiveAuction as cls
        return super().__new__(cls)

    def _setup(self, *, rules: RuleSet, widow, palette: str, size: float,
               show_hands: bool, first_row: list, box_label: str, box_tip: str) -> None:
        """Build the widgets both kinds share, around ``first_row`` (the first row)."""
        check_table(rules)  # PinochleError for other than 3 or 4 players
        self.palette = check_palette(palette)
        self.size = check_size(size)
        self.show_hands = bool(show_hands)
        self.rules = rules
        self.names = check_table(rules)
        self.widow: tuple[Card, ...] = tuple(widow)
        self._error = ("", "error")

        self.status = widgets.HTML()
        self.table = widgets.HTML()
        self.legal_view = widgets.HTML()
        self.message = widgets.HTML()
        self.message.add_class(LIVE)  # announced when it changes (pagekit)
        self.message.add_class("pt-message")
        self.hand_view = HandView((), palette=palette, size=size)
        self.widow_view = widgets.HTML()
        self.meld_hint = widgets.HTML()
        self.bid_buttons: list[Button] = []
        self._buttons_key = None
        row = widgets.Layout(flex_flow="row wrap", align_items="center")
        self.buttons_row = widgets.HBox(layout=row)
        self.buttons_row.add_class("pt-auction-buttons")
        self.bid_box = controls.Text(placeholder=tr("e.g. {example}",
                                                    example=rules.opening_bids[0]),
                                    description=tr("Type a bid"),
                                    continuous_update=False)
        for name in ("pt-fit-label", "pt-auction-box"):
            self.bid_box.add_class(name)
        self.bid_button = Button(description=box_label, tooltip=box_tip)
        # Enter in the box does what the button does: with continuous_update=False the box
        # sends its value on Enter (or on leaving the box), ipywidgets 8's replacement for
        # the deprecated Text.on_submit.
        self._box_done: "tuple | None" = None
        self.bid_box.observe(self._on_bid_box, names="value")
        self.bid_button.on_click(lambda _b: self._on_bid_button())
        super().__init__([
            render.stylesheet(), widgets.HBox(first_row, layout=row), self.status, self.table,
            self.legal_view, self.buttons_row, widgets.HBox([self.bid_box, self.bid_button],
                                                            layout=row),
            self.message, self.widow_view, self.hand_view, self.meld_hint])
        for name in ("pinochle-auction-view", "pt-root", "pt-auction"):
            self.add_class(name)
        projector.follow(self)
        projector.offer_switch(self)
        page_language.offer(self)

    # --- what the two kinds answer -----------------------------------------------------

    @property
    def auction(self) -> Auction:  # pragma: no cover - each kind answers
        raise NotImplementedError

    def _first_line(self) -> str:  # pragma: no cover
        raise NotImplementedError

    def _name(self, seat: int) -> str:
        """The label of a seat in the text (live: "(you)", "(partner)")."""
        return self.names[seat]

    def _next_note(self) -> "str | None":
        return None

    def _who(self, a: Auction) -> str:
        """Who "may bid" in the legal-bids line."""
        return self._name(a.to_move)

    def _you(self, a: Auction) -> bool:
        """Whether the person at the screen is to bid ("You may bid...")."""
        return False

    def _hand_seat(self, a: Auction) -> "int | None":
        """The seat whose hand is drawn, or None."""
        return None

    def _hand_title(self, seat: int) -> str:
        return tr("{seat}'s hand", seat=self.names[seat])

    def _hands(self) -> tuple[tuple[Card, ...], ...]:  # pragma: no cover
        """(dealt, now): each seat's hand as dealt and as it holds it now (the engine puts
        the widow in the bidder's hand once the auction is over)."""
        raise NotImplementedError

    def _box_on(self, a: Auction) -> bool:  # pragma: no cover
        raise NotImplementedError

    def _choices(self, a: Auction) -> list:
        """The bid buttons to draw: bids (int) and None for Pass; empty for none."""
        return []

    def _position(self) -> tuple:  # pragma: no cover
        raise NotImplementedError

    def try_bid(self, text: "str | int") -> bool:  # pragma: no cover
        raise NotImplementedError

    def _after_refresh(self) -> None:
        """Hook for the kind's own controls (the step buttons)."""

    # --- the bid box -------------------------------------------------------------------

    def _read_bid(self, text: "str | int"):
        """The bid box's text as a bid: an int, None for "pass" (any case).

        Raises:
            IllegalBidError: for text that is not a whole number
                (:func:`pinochle_teach.numbers.parse_whole`, the reader of every number
                box: ``"abc"``, ``"7²"``, ``"①"``, 5,000 digits...), with an example taken
                from the bids legal in the position shown.
        """
        if not isinstance(text, str):
            return text
        cleaned = text.strip()
        if cleaned.lower() == "pass":
            return None
        return parse_whole(cleaned, "bid", unit="points", example=self._bid_example(),
                           error=IllegalBidError)

    def _bid_example(self) -> int:
        """A bid to give as an example: the first legal bid of the position shown, else the
        rules' first opening bid (rules page §2, §8: 250 four-handed, 200 three-handed)."""
        a = self.auction
        legal = [] if a.is_over else a.legal_bids()
        return legal[0] if legal else self.rules.opening_bids[0]

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

    def _typed(self, text: str) -> None:  # pragma: no cover
        raise NotImplementedError

    def _say(self, text: str, kind: str = "error") -> None:
        self._error = (text, kind)
        self.message.value = render.message(text, kind)

    # --- drawing ------------------------------------------------------------------------

    def refresh(self) -> None:
        """Redraw everything from the engine's auction. Errors are shown, never raised."""
        try:
            a = self.auction
            self.status.value = draw.status_html(self._first_line(), a, self._name,
                                                 self.rules, self.size)
            self.table.value = draw.bidding_table(a, self._name, self.size)
            self.legal_view.value = "" if a.is_over else draw.legal_html(
                a, self._who(a), self.size, self._next_note(), you=self._you(a))
            self._draw_buttons(a)
            self._draw_hand(a)
            self.widow_view.value = draw.widow_html(self.widow, a, self._name,
                                                    palette=self.palette, size=self.size)
        except PinochleError as err:
            self._say(str(err))
            return
        self._after_refresh()
        box_on = self._box_on(a)
        self.bid_box.placeholder = tr("e.g. {example}", example=self._bid_example())
        self.bid_box.disabled = self.bid_button.disabled = not box_on
        controls.show(self.bid_box, box_on)
        controls.show(self.bid_button, box_on)
        text, kind = self._error
        self.message.value = render.message(text, kind)

    def _draw_buttons(self, a: Auction) -> None:
        """One button per choice, each carrying its bid (``value``) and the position it was
        drawn for (``token``); a redraw for a new position closes the old buttons, so a
        click that arrives late (a double-click, a click queued while the computers bid)
        reaches no handler, and :meth:`_on_choice` refuses one whose token is stale."""
        choices = self._choices(a)
        key = (self._position(), tuple(choices))
        if key == self._buttons_key:
            return
        old = self.bid_buttons
        buttons = []
        size = render.size_class(self.size)
        for points in choices:
            if points is None:
                button = Button(description=tr("Pass"), value=None, token=key,
                                tooltip=tr("Pass: you will not bid again in this auction"),
                                classes=("pt-btn", "pt-auction-bid", size))
            else:
                button = Button(description=tr("Bid {points}", points=points), value=points,
                                token=key, button_style="primary",
                                tooltip=tr("Bid {points} points", points=points),
                                classes=("pt-btn", "pt-auction-bid", size))
            button.on_click(self._on_choice)
            buttons.append(button)
        self.bid_buttons, self._buttons_key = buttons, key
        self.buttons_row.children = tuple(buttons)
        render.close_all(old)

    def _on_choice(self, button: Button) -> None:
        if button.token != self._buttons_key or button not in self.bid_buttons:
            return  # drawn for a position that has passed
        self.bid(button.value)

    def bid(self, points: "int | None") -> bool:  # pragma: no cover
        raise NotImplementedError

    def _draw_hand(self, a: Auction) -> None:
        seat = self._hand_seat(a)
        if seat is None:
            controls.show(self.hand_view, False)
            self.meld_hint.value = ""
            return
        dealt, now = self._hands()
        title = self._hand_title(seat)
        if seat == a.to_move:
            title = tr("{hand}, to bid", hand=title)
        elif seat == a.winner:
            title = tr("{hand}, won the contract", hand=title)
        controls.show(self.hand_view, True)
        self.hand_view.set(cards=dealt[seat], trump=None, title=title)
        self.meld_hint.value = self._meld_hint(a, seat, now[seat])

    def _meld_hint(self, a: Auction, seat: int, holding) -> str:
        rules = self.rules
        melds = draw.meld_totals(holding, rules)
        name = self.names[seat]
        if self.widow and a.is_over and seat == a.winner:
            # The bidder has taken the widow (rules page §8): their meld is that of the hand
            # they now hold, before the discard.
            # (a bold head, then the rest of its sentence: the meld per trump follows)
            head = tr("Meld with the widow, before the discard")
            rest = ntr(" ({n} card), for each trump {seat} might name: ",
                       " ({n} cards), for each trump {seat} might name: ", len(holding),
                       seat=name)
            why = ntr("{seat} took the widow and now discards {n} card before the play.",
                      "{seat} took the widow and now discards {n} cards before the play.",
                      rules.widow, seat=name)
        elif a.is_over and a.winner is not None:
            winner = self.names[a.winner]
            head = tr("Meld in this hand")
            rest = tr(" for each trump {seat} might name: ", seat=winner)
            why = tr("{seat} won the auction and names trump; this hand's meld counts with "
                     "that suit.", seat=winner)
        else:
            head = tr("Meld in this hand")
            rest = tr(" for each trump the bidder might name: ")
            if rules.partnership and rules.widow:
                why = ntr("A bid is meld plus the trick points the team expects to take. The "
                          "bidder also takes the {n}-card widow, which may add meld, and "
                          "discards {n}.", "A bid is meld plus the trick points the team "
                          "expects to take. The bidder also takes the {n}-card widow, which "
                          "may add meld, and discards {n}.", rules.widow)
            elif rules.partnership:
                why = tr("A bid is meld plus the trick points the team expects to take.")
            elif rules.widow:
                why = ntr("A bid is your own meld plus the trick points you expect to take "
                          "(no partners). The bidder also takes the {n}-card widow, which "
                          "may add meld, and discards {n}.", "A bid is your own meld plus "
                          "the trick points you expect to take (no partners). The bidder "
                          "also takes the {n}-card widow, which may add meld, and discards "
                          "{n}.", rules.widow)
            else:
                why = tr("A bid is your own meld plus the trick points you expect to take "
                         "(no partners).")
        return draw.meld_hint_html(head, rest, melds, why, self.size)

    def __repr__(self) -> str:
        return f"<AuctionView mode={self.mode} {self.auction!r}>"


def __getattr__(name):
    # The two kinds live in their own modules (they import this one).
    if name == "AuctionReplay":
        from .auction_replay import AuctionReplay
        return AuctionReplay
    if name == "LiveAuction":
        from .auction_live import LiveAuction
        return LiveAuction
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
