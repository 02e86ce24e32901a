"""How much could this hand bid? (rules page §2-§4)"""

from __future__ import annotations

import ipywidgets as widgets

from ...cards import sort_hand
from ...errors import PinochleError
from ...game import Game
from ...i18n import N_, tr
from ...rules import CARDGAMES_IO, RuleSet
from ...seating import check_seat, partner, seat_name
from ...svg import check_palette, hand_html
from ...vocabulary import suit_word
from .. import controls
from ..common import parse_seed
from ..render import Markup, el, message, stylesheet
from ..scoresheet import Html
from .pieces import button, lesson_root, press, rich
from ..pagekit import LIVE

__all__ = ["BidEstimate"]


class BidEstimate(widgets.VBox):
    """How much could this hand bid? For each possible trump: the meld, an estimate of the
    trick points the team would take, and their sum; then what the pass and the partner
    usually add, and the bid the kit's computer player would go up to (rules page §2-§4).

    The estimates are the heuristic computer player's
    (:func:`pinochle_teach.players.heuristic.hand_values` and ``bid_value``, measured in
    self-play), so they are rules of thumb, not rules.

    Args:
        seed: the deal number (deal N as on every page:
            :func:`~pinochle_teach.numbered.numbered_deal`); seat: whose hand (0 = South);
            dealer: ``None`` (default) for deal N's own dealer, or a seat to deal instead.

    Attributes: ``hand``, ``values`` (SuitValue per suit, best first), ``bid`` (the
    computer player's limit, points), ``seed_box``, ``next_button``, ``message``.
    """

    def __init__(self, seed: int = 1, seat: int = 0, *, dealer: "int | None" = None,
                 size: float = 0.8,
                 palette: str = "classic", rules: RuleSet = CARDGAMES_IO):
        check_palette(palette)
        self.seat, self.dealer, self.size, self.palette, self.rules = (
            check_seat(seat, rules), None if dealer is None else check_seat(dealer, rules),
            float(size), palette, rules)
        self.seed = parse_seed(seed)
        self.seed_box = controls.Text(value=str(self.seed), description=tr("Deal #"),
                                     continuous_update=False)
        self.seed_box.add_class("pt-seed-box")
        self.seed_box.add_class("pt-fit-label")
        self.next_button = press(button(tr("Next deal"), "pt-btn", button_style="primary"),
                                 lambda: self.show_deal(self.seed + 1))
        self.seed_box.observe(lambda ch: self.show_deal(ch["new"]), names="value")
        self.message = widgets.HTML()
        self.message.add_class(LIVE)  # announced when it changes (pagekit)
        self.view = Html()
        super().__init__([stylesheet(), widgets.HBox([self.seed_box, self.next_button]),
                          self.message, self.view])
        lesson_root(self, "pt-bid-estimate")
        self.show_deal(self.seed)

    def show_deal(self, seed) -> bool:
        try:
            self.seed = parse_seed(seed)
        except PinochleError as err:
            self.message.value = message(str(err))
            return False
        self.message.value = ""
        if self.seed_box.value != str(self.seed):
            self.seed_box.value = str(self.seed)
        self.refresh()
        return True

    def refresh(self) -> None:
        from ...players import heuristic

        game = Game(self.seed, self.rules, dealer=self.dealer)
        view = game.view(self.seat)
        self.hand = tuple(view.hand)
        self.values = heuristic.hand_values(self.hand, self.rules)
        self.bid = heuristic.bid_value(view, self.values)
        model = heuristic.AUCTION_MODEL
        best = self.values[0]
        head = el("tr", el("th", tr("If trump is")), el("th", tr("Your meld")),
                  el("th", tr("Trick points (estimate)")), el("th", tr("Total")))
        rows = [el("tr", el("th", f"{v.suit.symbol} {suit_word(v.suit)}", scope="row"),
                   el("td", v.meld), el("td", v.tricks), el("td", el("b", v.total)),
                   cls="pt-best" if i == 0 else None)
                for i, v in enumerate(self.values)]
        table = el("table", el("thead", head), el("tbody", rows), cls="pt-lesson-table")
        mate = partner(self.seat, self.rules)
        trump = suit_word(best.suit)
        gain = el("b", round(model["pass_gain"]))
        if mate is None:
            adds = rich(N_("On average the pass adds about {points} to the bidder's meld."),
                        points=gain)
        else:
            adds = rich(N_("On average the pass adds about {points} to the bidder's meld and "
                        "{partner}'s meld adds about {partner_points} (more if {partner} has "
                        "bid)."), points=gain, partner=seat_name(mate, self.rules),
                        partner_points=el("b", round(model["partner_meld"])))
        text = el("div", rich(N_("With {trump} as trump this hand is worth about {points} by "
                              "itself."), trump=trump, points=el("b", best.total)),
                  " ", adds, " ",
                  rich(N_("The kit's computer player would bid up to {bid} with this hand."),
                       bid=el("b", self.bid)), cls="pt-lesson-text")
        self.view.value = (
            el("div", rich(N_("{hand}, deal #{seed} ({dealer} deals), drawn with {trump} as trump:"),
                           hand=el("b", tr("{seat}'s hand", seat=seat_name(self.seat, self.rules))),
                           seed=self.seed, dealer=seat_name(game.dealer, self.rules),
                           trump=trump),
               cls="pt-lesson-text")
            + Markup(hand_html(sort_hand(self.hand, best.suit), size=self.size,
                               palette=self.palette))
            + table + text)

    def __repr__(self) -> str:
        return f"BidEstimate(seed={self.seed}, seat={self.seat})"
