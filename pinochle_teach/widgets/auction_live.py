"""LiveAuction: bid against computer players, on a deal of the engine (rules page §2).

``AuctionView(dealer=3, seed=5, players={1: RandomPlayer(1), …})`` makes one. The widget
deals game ``seed`` (:class:`pinochle_teach.game.Game`) and lets a person bid for every seat
without a player: a button per legal bid (``Auction.legal_bids``), a Pass button, and a box
to type a bid. The computer players bid for theirs, seeing only their own
``Game.view(seat)``. Every bid goes through ``Game.apply``; a bid the engine refuses shows
its message and changes nothing.

>>> from pinochle_teach.players import RandomPlayer
>>> view = AuctionView(dealer=3, seed=5, players={s: RandomPlayer(s) for s in (1, 2, 3)})
>>> view.mode, view.game.to_move, view._name(0), view._name(2)
('live', 0, 'South (you)', 'North (partner)')
"""

from __future__ import annotations

from collections.abc import Mapping

from ..auction import Auction
from ..i18n import tr
from ..errors import PinochleError
from ..game import Action, Game, Phase
from ..numbered import numbered_deal
from ..rules import CARDGAMES_IO, RuleSet
from ..seating import check_seat, partner, seats_from
from .auction_view import AuctionView
from .common import check_table, parse_seed
from .controls import Button

__all__ = ["LiveAuction"]


class LiveAuction(AuctionView):
    """An auction played now: a person bids for the seats without a computer player.

    Args:
        dealer: ``None`` (default) for deal number ``seed``'s own dealer, or a seat
            0..players-1 to deal instead (the last seat, East, makes South bid first).
        seed: the deal number (deal N as on every page:
            :func:`~pinochle_teach.numbered.numbered_deal`, the same hands and dealer).
        rules: the rule set, for 3 or 4 players (rules page §8).
        players: ``{seat: Player}`` for the seats a computer bids for (any object with
            ``choose(view) -> Action``, e.g. :class:`~pinochle_teach.players.RandomPlayer`);
            a person bids for every other seat. ``None``: a person bids for all seats.
        palette, size: how the hand is drawn (see :class:`~.hand.HandView`).
        show_hands: show the hand of the person to bid (never a computer's).

    Raises:
        PinochleError: for a bad dealer, seed, palette or players argument, or rules for
            other than 3 or 4 players.

    Attributes: as :class:`AuctionView`, and ``game`` (the :class:`Game`), ``players``,
    ``restart_button``.
    """

    mode = "live"

    def __init__(self, *, dealer: "int | None" = None, seed: int = 1,
                 rules: RuleSet = CARDGAMES_IO,
                 players: "Mapping[int, object] | None" = None, palette: str = "classic",
                 size: float = 1.0, show_hands: bool = True):
        check_table(rules)  # PinochleError for other than 3 or 4 players
        seed = parse_seed(seed)  # InvalidSeedError: a deal number 0..MAX_SEED, as elsewhere
        self._seed, self._dealer = seed, dealer
        self.players: dict[int, object] = self._check_players(players, rules)
        self.game = Game(seed, rules, dealer=dealer)
        self._busy = False
        self.restart_button = Button(description=tr("Start over"),
                                     tooltip=tr("Deal the same cards and bid again"))
        self.restart_button.on_click(lambda _b: self.restart())
        self._setup(rules=rules, widow=self.game.widow, palette=palette, size=size,
                    show_hands=show_hands, first_row=[self.restart_button],
                    box_label=tr("Bid"), box_tip=tr("Make the bid typed in the box"))
        self._run_computers()
        self.refresh()

    @staticmethod
    def _check_players(players, rules: RuleSet) -> dict[int, object]:
        if players is None:
            return {}
        if not isinstance(players, Mapping):
            raise PinochleError(tr("players must be a dict {{seat: Player}}, e.g. {{1: "
                                   "RandomPlayer(1), 2: RandomPlayer(2), 3: "
                                   "RandomPlayer(3)}}"))
        out = {}
        for seat, player in players.items():
            try:
                check_seat(seat, rules)
            except PinochleError:
                raise PinochleError(tr("players: seat must be 0..{last}, got {seat}",
                                       last=rules.players - 1, seat=repr(seat))) from None
            if not callable(getattr(player, "choose", None)):
                raise PinochleError(tr("players: the player for seat {seat} has no "
                                       "choose(view) method", seat=seat))
            out[seat] = player
        return out

    # --- state --------------------------------------------------------------------------

    @property
    def auction(self) -> Auction:
        """The game's auction (the engine's own object)."""
        return self.game.auction

    def _hands(self):
        return self.game.dealt, self.game.hands

    def _position(self) -> tuple:
        return (len(self.game.history),)

    def _humans(self) -> list[int]:
        return [s for s in seats_from(0, self.rules) if s not in self.players]

    def _human(self, seat) -> bool:
        return seat is not None and seat not in self.players

    # --- actions ------------------------------------------------------------------------

    def go_to(self, step: int) -> None:
        """A live auction has no steps: says so."""
        self._say(tr("Stepping is for recorded auctions; this one is live."))

    def restart(self) -> None:
        """Deal the same seed again and start the auction over."""
        if self._busy:
            return
        self.game = Game(self._seed, self.rules, dealer=self._dealer)
        self._error = ("", "error")
        self._box_done = None
        self._run_computers()
        self.refresh()

    def bid(self, points: "int | None") -> bool:
        """The person to move bids ``points`` (or passes for ``None``).

        Returns True if the engine accepted it; otherwise its message (IllegalBidError,
        e.g. "285 is not a legal bid: a bid must raise 270 by exactly 10 or 20 …") is shown
        and nothing changes. Ignored (False) while the computers are bidding.
        """
        if self._busy:
            return False
        g = self.game
        seat = g.to_move
        if g.phase is not Phase.AUCTION:
            self._say(tr("The auction is over: {seat} won the contract at {contract}.",
                         seat=self.names[g.bidder], contract=g.contract))
            return False
        if not self._human(seat):
            self._say(tr("It is {seat}'s turn, and a computer bids for that seat.",
                         seat=self.names[seat]))
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
        """The bid box: make the bid typed (text that is not a whole number is refused with
        a message saying what a bid is). Returns True if made."""
        try:
            value = self._read_bid(text)
        except PinochleError as err:
            self._say(str(err))
            return False
        return self.bid(value)

    def _typed(self, text: str) -> None:
        """A bid typed and made empties the box; a refused one stays for correcting."""
        if self.try_bid(text):
            self.bid_box.value = ""

    def _run_computers(self) -> None:
        g = self.game
        self._busy = True
        try:
            while g.phase is Phase.AUCTION and g.to_move in self.players:
                seat = g.to_move
                try:
                    action = self.players[seat].choose(g.view(seat))
                    if Action.parse(action).kind not in ("bid", "pass"):
                        raise PinochleError(tr("'{action}' is not a bid or a pass",
                                               action=action))
                    g.apply(action)
                except PinochleError as err:
                    self._error = (tr("The computer player for {seat} chose an action the "
                                      "engine refused: {reason}", seat=self.names[seat],
                                      reason=str(err)), "error")
                    return
        finally:
            self._busy = False

    # --- drawing ------------------------------------------------------------------------

    def _name(self, seat: int) -> str:
        """The seat's name; with computer players, "(you)" for a person's seat and, when
        one person plays a partnership game, "(partner)" for their partner."""
        if self.players:
            humans = self._humans()
            if seat in humans:
                return tr("{seat} (you)", seat=self.names[seat])
            if len(humans) == 1 and seat == partner(humans[0], self.rules):
                return tr("{seat} (partner)", seat=self.names[seat])
        return self.names[seat]

    def _first_line(self) -> str:
        who = self._name(self.game.dealer)
        if self.game.dealer != numbered_deal(self._seed, self.rules).dealer:
            return tr("The cards of deal #{number}, with {seat} dealing instead.",
                      number=self._seed, seat=who)
        return tr("Deal #{number}: {seat} dealt.", number=self._seed, seat=who)

    def _who(self, a: Auction) -> str:
        return tr("You") if self._you(a) else self._name(a.to_move)

    def _you(self, a: Auction) -> bool:
        return bool(self.players) and self._human(a.to_move)

    def _choices(self, a: Auction) -> list:
        if a.is_over or not self._human(a.to_move):
            return []
        return [*a.legal_bids(), None]

    def _hand_seat(self, a: Auction) -> "int | None":
        if not self.show_hands:
            return None
        seat = a.to_move if not a.is_over else a.winner
        if seat is not None and self._human(seat):
            return seat
        humans = self._humans()
        return humans[0] if humans else None

    def _hand_title(self, seat: int) -> str:
        if self.players and self._human(seat):
            return tr("Your hand ({seat})", seat=self.names[seat])
        return tr("{seat}'s hand", seat=self.names[seat])

    def _box_on(self, a: Auction) -> bool:
        return self._human(a.to_move)
