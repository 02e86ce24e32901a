"""A hand-score calculator (rules page §5, §7)."""

from __future__ import annotations

import ipywidgets as widgets

from ...errors import PinochleError
from ...i18n import tr
from ...numbers import parse_whole
from ...rules import CARDGAMES_IO, RuleSet
from ...scoring import explain_game_winner, score_hand, totals_after, trick_points_note
from ...seating import table_names
from .. import controls
from ..render import el, message, stylesheet
from ..scoresheet import Html, number
from .pieces import lesson_root
from ..pagekit import LIVE

__all__ = ["ScoreCalculator"]


class ScoreCalculator(widgets.VBox):
    """A hand-score calculator (rules page §5, §7): type the contract, who bid, each team's
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
        self.names = table_names(rules)
        sides = self.names.sides
        if isinstance(bidders, bool) or bidders not in range(len(sides)):
            raise PinochleError(tr("bidders must be the bidding side, a whole number 0 to "
                                   "{last} ({sides}), got {value}", last=len(sides) - 1,
                                   sides=", ".join(sides), value=repr(bidders)))

        def field(control):
            control.add_class("pt-score-input")
            return control

        def box(value, desc):
            return field(controls.IntText(value=int(value), description=desc))

        self.contract = box(contract, tr("Contract"))
        self.bidders = field(controls.Dropdown(options=[(n, t) for t, n in enumerate(sides)],
                                              value=bidders, description=tr("Bidders")))
        self.meld = [box(meld[t], tr("Meld {side}", side=sides[t])) for t in range(2)]
        self.tricks = [box(trick_points[t], tr("Tricks {side}", side=sides[t]))
                       for t in range(2)]
        self.surrendered = controls.Checkbox(
            value=surrendered, description=tr("The bidders surrender (rules page §5)"),
            indent=False)
        self.totals = [box(totals[t], sides[t]) for t in range(2)]
        self.result = None
        self.message = widgets.HTML()
        self.message.add_class(LIVE)  # announced when it changes (pagekit)
        self.view = Html()
        for w in [self.contract, self.bidders, *self.meld, *self.tricks, self.surrendered,
                  *self.totals]:
            w.observe(lambda _c: self.refresh(), names="value")
        columns = [widgets.VBox([self.contract, self.bidders, self.surrendered]),
                   widgets.VBox([*self.meld, *self.tricks])]
        for column in columns:
            column.add_class("pt-score-column")
        inputs = widgets.HBox([
            *columns,
            widgets.VBox([widgets.HTML(el("b", tr("Game totals before this hand"))), *self.totals]),
        ])
        inputs.add_class("pt-wrap")
        super().__init__([stylesheet(), inputs, self.message, self.view])
        lesson_root(self, "pt-score-calculator")
        self.refresh()

    def _read(self) -> tuple[int, list[int], list[int], list[int]]:
        """The contract, meld, trick points and totals in the boxes, each read by
        :func:`pinochle_teach.numbers.parse_whole` and named in the message by its box.

        Raises:
            PinochleError: a box out of range, or trick points that no hand takes (the
                sentence of :func:`~pinochle_teach.scoring.trick_points_note`, rules page §7).
        """
        sides, rules = self.names.sides, self.rules

        def read(w, what, **kw):
            return parse_whole(w.value, what, unit=tr("points"), **kw)

        # What each box asks for, as the number reader's message names it ("The contract
        # must be a whole number…").
        contract = read(self.contract, tr("contract"), low=rules.minimum_bid,
                        example=rules.minimum_bid)
        meld = [read(w, tr("meld of {side}", side=sides[t]), low=0, example=100)
                for t, w in enumerate(self.meld)]
        tricks = [read(w, tr("trick points of {side}", side=sides[t]), low=0, example=120)
                  for t, w in enumerate(self.tricks)]
        totals = [read(w, tr("game total of {side}", side=sides[t]), example=0)
                  for t, w in enumerate(self.totals)]
        note = "" if self.surrendered.value else trick_points_note(tricks, rules)
        if note:
            raise PinochleError(note[:1].upper() + note[1:])
        return contract, meld, tricks, totals

    def refresh(self) -> None:
        b = self.bidders.value
        sides = self.names.sides
        try:
            contract, meld, tp, before = self._read()
            if self.surrendered.value:
                tp = [0] * len(tp)  # a surrendered hand is not played (§5): no trick points
            result = score_hand(contract, b, meld, tp, self.surrendered.value,
                                self.rules, names=self.names)
        except PinochleError as err:
            self.result = None
            self.message.value = message(str(err))
            self.view.value = ""
            return
        self.result = result
        self.message.value = ""
        totals = totals_after(before, result)
        rows = [el("tr", el("th", tr("{side} (bidders)", side=sides[t]) if t == b else sides[t],
                            scope="row"),
                   el("td", el("b", number(result[t]), data_score=result[t])),
                   el("td", number(totals[t])))
                for t in range(2)]
        reasons = [el("li", r) for r in result.reasons]
        game = explain_game_winner(totals, b, self.rules, names=self.names)
        table = el("table", el("thead", el("tr", el("th"), el("th", tr("This hand")),
                                           el("th", tr("Game total")))),
                   el("tbody", rows), cls="pt-lesson-table")
        self.view.value = el("div", table, el("ul", reasons, cls="pt-score-reasons"),
                             el("div", el("b", tr("Game:")), " ", game, cls="pt-game-verdict"),
                             cls="pt-lesson-text")

    def __repr__(self) -> str:
        return f"ScoreCalculator(contract={self.contract.value})"
