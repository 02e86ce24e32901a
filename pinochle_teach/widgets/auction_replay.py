"""AuctionReplay: step through the auction of a recorded game (rules page §2).

``AuctionView(record)`` makes one. The record is replayed by the engine
(:func:`pinochle_teach.game.replay`); the widget keeps a copy of the auction, and of the
hands, after every bid and pass, and shows the one at the step chosen with Start / Back /
Forward / End. A bid typed into the box is checked against the position on screen
(``Auction.apply`` on a copy): nothing changes.

>>> from pinochle_teach.game import Game
>>> game = Game(4, dealer=3)
>>> for _ in range(3):
...     game.apply("pass")
>>> view = AuctionView(game)
>>> view.mode, view.steps, view.step
('record', 3, 0)
>>> view.go_to(99); view.auction.forced, view.auction.contract
(True, 250)
"""

from __future__ import annotations

from ..auction import Auction
from ..cards import Card
from ..errors import InvalidRecordError, PinochleError
from ..game import Action, Game, Phase, replay
from ..i18n import tr
from ..players import play_deal
from ..records import check_record
from ..rules import CARDGAMES_IO, RuleSet
from .auction_view import AuctionView
from .choosers import DealChooser, record_deal_number
from .controls import Button

__all__ = ["AuctionReplay"]


class AuctionReplay(AuctionView):
    """The auction of a game record, step by step.

    Args:
        record: a game record (dict, JSON text or :class:`Game`) whose first hand's auction
            is replayed.
        palette, size: how the hand is drawn (see :class:`~.hand.HandView`).
        show_hands: show the hand of the seat to bid (and, at the end, the winner's).
        step: the step to show first (0 = before the first bid; a large number shows the
            end).

    Raises:
        InvalidRecordError: for a record that cannot be replayed or has no finished auction.
        UnknownPaletteError, InvalidDrawingError: for a bad palette or size.

    Attributes: as :class:`AuctionView`, and ``dealer``, ``hands`` (as dealt), ``step`` and
    ``steps`` (the position shown, 0..steps), ``deal_number`` (the deal whose cards these
    are, or None for a record with hands of its own), the buttons ``start_button``,
    ``back_button``, ``forward_button`` and ``end_button``, and the "Deal #" box
    ``deal_box`` with ``deal_button`` (type a number, press Enter: that deal's auction).
    """

    mode = "record"

    def __init__(self, record, *, palette: str = "classic", size: float = 1.0,
                 show_hands: bool = True, step: int = 0):
        game = self._read(record)
        self.step = max(0, min(int(step), self.steps))
        self.deal_chooser = DealChooser(self.deal_number, lambda: self.rules,
                                        self._show_game, self._say, verb="bid")
        self.deal_box, self.deal_button = self.deal_chooser.box, self.deal_chooser.button

        self.start_button = Button(description=tr("◀◀ Start"),
                                   tooltip=tr("Back to the start"))
        self.back_button = Button(description=tr("◀ Back"), tooltip=tr("One bid back"))
        self.forward_button = Button(description=tr("Forward ▶"), button_style="primary",
                                     tooltip=tr("The next bid or pass"))
        self.end_button = Button(description=tr("End ▶▶"),
                                 tooltip=tr("The end of the auction"))
        self.start_button.on_click(lambda _b: self.go_to(0))
        self.back_button.on_click(lambda _b: self.go_to(self.step - 1))
        self.forward_button.on_click(lambda _b: self.go_to(self.step + 1))
        self.end_button.on_click(lambda _b: self.go_to(self.steps))
        self._setup(rules=game.rules, widow=game.widow, palette=palette, size=size,
                    show_hands=show_hands,
                    first_row=[self.start_button, self.back_button, self.forward_button,
                              self.end_button, self.deal_chooser],
                    box_label=tr("Check"),
                    box_tip=tr("Check whether this bid would be legal here"))
        self.refresh()

    @classmethod
    def for_deal(cls, number: int, rules: "RuleSet | str" = CARDGAMES_IO,
                 **kwargs) -> "AuctionReplay":
        """The auction of deal number ``number`` (the same cards and dealer as on every
        page), bid by the kit's computer players (:func:`pinochle_teach.players.play_deal`).

        Raises:
            PinochleError: for a number that is not a whole number 0 or more, or bad rules.
        """
        return cls(play_deal(number, rules), **kwargs)

    def _read(self, record):
        """Replay ``record``'s first auction and keep its steps (raises
        InvalidRecordError, changing nothing, when it has no finished auction)."""
        snapshots: list[tuple[Auction, tuple]] = []
        actions: list[tuple[int, Action]] = []
        game = None
        if isinstance(record, Game):
            record = record.to_record()
        record = check_record(record)
        for index, action, g in replay(record):
            if index == 0:
                game = g
            else:
                actions.append((g.history[-1][0], action))
            snapshots.append((g.auction.copy(), tuple(tuple(h) for h in g.hands)))
            if index and g.phase is not Phase.AUCTION:
                break
        if game is None or len(snapshots) < 2 or not snapshots[-1][0].is_over:
            raise InvalidRecordError(tr("the record holds no finished auction (its first "
                                        "hand has no bids and passes up to the contract)"))
        self.dealer = game.dealer
        self.hands: tuple[tuple[Card, ...], ...] = tuple(tuple(h) for h in game.dealt)
        self._snapshots, self._actions = snapshots, actions
        self.steps = len(actions)
        self.deal_number = record_deal_number(record, game.rules)
        return game

    def show_deal(self, number: int) -> bool:
        """Replay the auction of deal number ``number`` under these rules, bid by the kit's
        computer players (as the "Deal #" box does), from its start. A bad number shows a
        message and keeps the auction on screen."""
        return self.deal_chooser.show(number)

    def _show_game(self, game: Game) -> None:
        """Replay ``game``'s auction from its start (raises InvalidRecordError, changing
        nothing, when it has no finished auction)."""
        self._read(game.to_record())
        self.widow = tuple(game.widow)
        self.go_to(0)

    # --- state --------------------------------------------------------------------------

    @property
    def auction(self) -> Auction:
        """The auction at the step on screen (a snapshot; do not change it)."""
        return self._snapshots[self.step][0]

    def _hands(self):
        return self.hands, self._snapshots[self.step][1]

    def _position(self) -> tuple:
        return (self.step, len(self.auction.history))

    # --- actions ------------------------------------------------------------------------

    def go_to(self, step: int) -> None:
        """Show the auction after ``step`` bids and passes (clamped to 0..steps)."""
        self.step = max(0, min(int(step), self.steps))
        self._error = ("", "error")
        self.refresh()

    def restart(self) -> None:
        """Back to the start of the record (as the Start button)."""
        self.go_to(0)

    def bid(self, points: "int | None") -> bool:
        """A record cannot be bid on: shows how to step through it and returns False."""
        self._say(tr("This auction is a record: step through it with the buttons."))
        return False

    def try_bid(self, text: "str | int") -> bool:
        """Check the bid box's text against the position on screen (nothing changes).
        Text that is not a whole number is refused with a message saying what a bid is.
        Returns True for a legal bid."""
        auction = self.auction
        if auction.is_over:
            self._say(tr("The auction is over at this step: go back to try a bid."), "info")
            return False
        try:
            value = self._read_bid(text)
            auction.copy().apply(value)
        except PinochleError as err:
            self._say(str(err))
            return False
        who = self.names[auction.to_move]
        if value is None:
            self._say(tr("{seat} could pass here: it is legal.", seat=who), "info")
        else:
            self._say(tr("{seat} could bid {bid} here: it is legal.", seat=who, bid=value),
                      "info")
        return True

    def _typed(self, text: str) -> None:
        self.try_bid(text)

    # --- drawing ------------------------------------------------------------------------

    def _first_line(self) -> str:
        if self.step == 0:
            dealer = self.names[self.dealer]
            if self.deal_number is None:
                return tr("Step 0 of {steps}: the cards are dealt; {seat} dealt.",
                          steps=self.steps, seat=dealer)
            return tr("Step 0 of {steps}: the cards of deal #{number} are dealt; {seat} dealt.",
                      steps=self.steps, number=self.deal_number, seat=dealer)
        seat, action = self._actions[self.step - 1]
        if action.kind == "pass":
            return tr("Step {step} of {steps}: {seat} passed.", step=self.step,
                      steps=self.steps, seat=self.names[seat])
        return tr("Step {step} of {steps}: {seat} bid {bid}.", step=self.step,
                  steps=self.steps, seat=self.names[seat], bid=action.value)

    def _next_note(self) -> "str | None":
        if self.step >= self.steps:
            return None
        seat, action = self._actions[self.step]
        if action.kind == "pass":
            return tr("In the record, {seat} passes next: press Forward.",
                      seat=self.names[seat])
        return tr("In the record, {seat} bids {bid} next: press Forward.",
                  seat=self.names[seat], bid=action.value)

    def _hand_seat(self, a: Auction) -> "int | None":
        seat = a.to_move if not a.is_over else a.winner
        return seat if self.show_hands else None

    def _box_on(self, a: Auction) -> bool:
        return not a.is_over

    def _after_refresh(self) -> None:
        self.start_button.disabled = self.back_button.disabled = self.step == 0
        self.forward_button.disabled = self.end_button.disabled = self.step == self.steps
