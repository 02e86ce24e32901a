"""How much could this hand bid? (RULES.md §2-§4)"""

from __future__ import annotations

import ipywidgets as widgets

from ...cards import sort_hand
from ...errors import PinochleError
from ...game import Game
from ...rules import CARDGAMES_IO, RuleSet
from ...svg import hand_html
from ..common import SEAT_NAMES, message_html, parse_seed
from ..scoresheet import Html
from .pieces import check_palette, esc

__all__ = ["BidEstimate"]

class BidEstimate(widgets.VBox):
    """How much could this hand bid? For each possible trump: the meld, an estimate of the
    trick points the team would take, and their sum; then what the pass and the partner
    usually add, and the bid the kit's computer player would go up to (RULES.md §2-§4).

    The estimates are the heuristic computer player's
    (:func:`pinochle_teach.players.heuristic.hand_values` and ``bid_value``, measured in
    self-play), so they are rules of thumb, not rules.

    Args:
        seed: the deal number; seat: whose hand (0 = South); dealer: the dealer's seat.

    Attributes: ``hand``, ``values`` (SuitValue per suit, best first), ``bid`` (the
    computer player's limit, points), ``seed_box``, ``next_button``, ``message``.
    """

    def __init__(self, seed: int = 1, seat: int = 0, *, dealer: int = 3, size: float = 0.8,
                 palette: str = "classic", rules: RuleSet = CARDGAMES_IO):
        check_palette(palette)
        self.seat, self.dealer, self.size, self.palette, self.rules = (
            seat, dealer, float(size), palette, rules)
        self.seed = parse_seed(seed)
        self.seed_box = widgets.Text(value=str(self.seed), description="Deal #",
                                     continuous_update=False,
                                     style={"description_width": "auto"},
                                     layout=widgets.Layout(width="160px"))
        self.next_button = widgets.Button(description="Next deal", button_style="primary",
                                          layout=widgets.Layout(width="auto"))
        self.next_button.on_click(lambda _b: self.show_deal(self.seed + 1))
        self.seed_box.observe(lambda ch: self.show_deal(ch["new"]), names="value")
        self.message = widgets.HTML()
        self.view = Html()
        super().__init__([widgets.HBox([self.seed_box, self.next_button]), self.message,
                          self.view])
        self.add_class("pt-bid-estimate")
        self.show_deal(self.seed)

    def show_deal(self, seed) -> bool:
        try:
            self.seed = parse_seed(seed)
        except PinochleError as err:
            self.message.value = message_html(str(err))
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
        cell = "padding:2px 12px;text-align:right"
        rows = "".join(
            f"<tr{' style=font-weight:bold' if i == 0 else ''}>"
            f'<th scope="row" style="text-align:left;padding:2px 12px">{v.suit.symbol} '
            f"{esc(v.suit.plural)}</th><td style=\"{cell}\">{v.meld}</td>"
            f'<td style="{cell}">{v.tricks}</td><td style="{cell}"><b>{v.total}</b></td></tr>'
            for i, v in enumerate(self.values))
        table = (f'<table style="border-collapse:collapse;font-size:14px;margin:6px 0">'
                 f'<thead><tr style="border-bottom:1px solid #999"><th style="text-align:left;'
                 f'padding:2px 12px">If trump is</th><th style="{cell}">Your meld</th>'
                 f'<th style="{cell}">Trick points (estimate)</th><th style="{cell}">Total</th>'
                 f"</tr></thead><tbody>{rows}</tbody></table>")
        partner = SEAT_NAMES[(self.seat + 2) % 4]
        text = (f'<div style="font-size:14px">With {best.suit.plural} as trump this hand is '
                f"worth about <b>{best.total}</b> by itself. On average the pass adds about "
                f"<b>{round(model['pass_gain'])}</b> to the bidder's meld and {partner}'s "
                f"meld adds about <b>{round(model['partner_meld'])}</b> (more if {partner} "
                f"has bid). The kit's computer player would bid up to <b>{self.bid}</b> with "
                f"this hand.</div>")
        self.view.value = (
            f'<div style="font-size:14px"><b>{esc(SEAT_NAMES[self.seat])}\'s hand</b>, deal '
            f"#{self.seed}, drawn with {esc(best.suit.plural)} as trump:</div>"
            + hand_html(sort_hand(self.hand, best.suit), size=self.size, palette=self.palette)
            + table + text)

    def __repr__(self) -> str:
        return f"BidEstimate(seed={self.seed}, seat={self.seat})"
