"""A hand-score calculator (RULES.md §5, §7)."""

from __future__ import annotations

import ipywidgets as widgets

from ...errors import PinochleError
from ...rules import CARDGAMES_IO, RuleSet
from ...scoring import explain_game_winner, score_hand
from ..common import TEAM_NAMES, message_html
from ..scoresheet import Html, number
from .pieces import esc, seat_names_in

__all__ = ["ScoreCalculator"]

class ScoreCalculator(widgets.VBox):
    """A hand-score calculator (RULES.md §5, §7): type the contract, who bid, each team's
    meld and trick points (or tick "surrendered"), and the totals before the hand; see what
    each team scores with the engine's reasons (:func:`score_hand`) and whether the game is
    won (:func:`game_winner`, :func:`explain_game_winner`).

    Attributes: the inputs ``contract``, ``bidders`` (Dropdown of teams), ``meld`` and
    ``tricks`` (two IntTexts each), ``surrendered`` (Checkbox), ``totals`` (two IntTexts);
    ``result`` (the last :class:`HandScore`, or None), ``view``, ``message``.
    """

    def __init__(self, contract: int = 350, bidders: int = 0, meld=(180, 100),
                 trick_points=(190, 60), *, surrendered: bool = False, totals=(0, 0),
                 rules: RuleSet = CARDGAMES_IO):
        self.rules = rules
        lay = widgets.Layout(width="270px")
        sty = {"description_width": "150px"}

        def box(value, desc):
            return widgets.IntText(value=int(value), description=desc, layout=lay, style=sty)

        self.contract = box(contract, "Contract")
        self.bidders = widgets.Dropdown(options=[(n, t) for t, n in enumerate(TEAM_NAMES)],
                                        value=bidders, description="Bidders", layout=lay,
                                        style=sty)
        self.meld = [box(meld[t], f"Meld {TEAM_NAMES[t]}") for t in range(2)]
        self.tricks = [box(trick_points[t], f"Tricks {TEAM_NAMES[t]}") for t in range(2)]
        self.surrendered = widgets.Checkbox(value=surrendered,
                                            description="The bidders surrender (§5)",
                                            indent=False)
        self.totals = [box(totals[t], TEAM_NAMES[t]) for t in range(2)]
        self.result = None
        self.message = widgets.HTML()
        self.view = Html()
        for w in [self.contract, self.bidders, *self.meld, *self.tricks, self.surrendered,
                  *self.totals]:
            w.observe(lambda _c: self.refresh(), names="value")
        col = widgets.Layout(margin="0 20px 0 0")
        inputs = widgets.HBox([
            widgets.VBox([self.contract, self.bidders, self.surrendered], layout=col),
            widgets.VBox([*self.meld, *self.tricks], layout=col),
            widgets.VBox([widgets.HTML("<b>Game totals before this hand</b>"), *self.totals]),
        ], layout=widgets.Layout(flex_flow="row wrap"))
        super().__init__([inputs, self.message, self.view])
        self.add_class("pt-score-calculator")
        self.refresh()

    def refresh(self) -> None:
        b = self.bidders.value
        meld = [w.value for w in self.meld]
        tp = [w.value for w in self.tricks]
        try:
            result = score_hand(self.contract.value, b, meld, tp, self.surrendered.value,
                                self.rules)
        except PinochleError as err:
            self.result = None
            self.message.value = message_html(seat_names_in(str(err)))
            self.view.value = ""
            return
        self.result = result
        notes = []
        if not self.surrendered.value and sum(tp) != self.rules.trick_points_total:
            notes.append(f"the trick points of a hand add up to "
                         f"{self.rules.trick_points_total}; these add up to {sum(tp)}.")
        self.message.value = message_html(" ".join(notes), "info") if notes else ""
        totals = [w.value + result[t] for t, w in enumerate(self.totals)]
        cell = "padding:2px 12px;text-align:right"
        rows = "".join(
            f'<tr><th scope="row" style="text-align:left;padding:2px 12px">{esc(TEAM_NAMES[t])}'
            f"{' (bidders)' if t == b else ''}</th><td style=\"{cell}\"><b "
            f'data-score="{result[t]}">{esc(number(result[t]))}</b></td>'
            f'<td style="{cell}">{esc(number(totals[t]))}</td></tr>' for t in range(2))
        reasons = "".join(f"<li>{esc(seat_names_in(r))}</li>" for r in result.reasons)
        game = seat_names_in(explain_game_winner(totals, b, self.rules))
        self.view.value = (
            f'<div style="font-size:14px"><table style="border-collapse:collapse;margin:6px 0">'
            f'<thead><tr style="border-bottom:1px solid #999"><th></th><th style="{cell}">'
            f'This hand</th><th style="{cell}">Game total</th></tr></thead><tbody>{rows}'
            f'</tbody></table><ul style="margin:2px 0">{reasons}</ul>'
            f'<div class="pt-game-verdict"><b>Game:</b> {esc(game)}</div></div>')

    def __repr__(self) -> str:
        return f"ScoreCalculator(contract={self.contract.value})"
