"""The meld dashboard: deal four hands, pick trump, see every player's meld.

The widget holds only view state (deal number, trump, colours, card size). Every number it
shows comes from the engine: :func:`pinochle_teach.deal` and :func:`pinochle_teach.best_meld`
(RULES.md §1 and §4). :meth:`MeldDashboard.refresh` redraws everything from that state.
"""

from __future__ import annotations

import html

import ipywidgets as widgets

from ..cards import Suit, deal, sort_hand
from ..errors import PinochleError
from ..meld import MELD_CLASS_NAMES, MeldResult, best_meld
from ..rules import CARDGAMES_IO, RuleSet
from ..svg import PALETTES, UnknownPaletteError, meld_html
from .common import (MAX_SEED, SEAT_NAMES, TEAM_NAMES, message_html, parse_seed, seat_label,
                     team_of)

__all__ = ["MeldDashboard", "CARD_SIZES"]

#: Card sizes offered by the size picker: (label, scale; 1.0 = 64 × 90 px).
CARD_SIZES: tuple[tuple[str, float], ...] = (("Small", 0.7), ("Medium", 0.85), ("Large", 1.1))

_TRUMP_OPTIONS = tuple((f"{s.symbol} {s.plural.capitalize()}", s.value) for s in Suit)


def _label(text: str) -> widgets.HTML:
    return widgets.HTML(f"<b>{html.escape(text)}</b>",
                        layout=widgets.Layout(width="auto", margin="0 4px 0 12px"))


class MeldDashboard(widgets.VBox):
    """Four dealt hands with each player's best meld and the team totals.

    Args:
        seed: the deal number, 0..MAX_SEED; the same number always gives the same four hands
            (``deal(seed)``), so a teacher can say "look at deal 7".
        trump: the trump suit, ``"S"``/``"♠"``/``"spades"`` or a :class:`Suit`.
        rules: the rule set (four players); its meld table gives the points.
        palette: a key of :data:`pinochle_teach.svg.PALETTES`.
        size: card scale (1.0 = 64 × 90 px).

    Raises:
        InvalidSeedError, InvalidCardError, UnknownPaletteError, PinochleError: for bad
        arguments (a rule set that is not for four players, too).

    Attributes (for notebooks and tests): ``seed``, ``trump`` (:class:`Suit`), ``hands``
    (four tuples of cards, seat 0 first, sorted with trump first), ``results`` (four
    :class:`MeldResult`), ``team_totals`` (meld points of team 0 and team 1), and the
    controls ``trump_buttons``, ``new_deal_button``, ``seed_box``, ``go_button``,
    ``palette_picker``, ``size_picker``; the drawings ``seat_views`` (four HTML widgets),
    ``totals_view`` and ``message``.
    """

    def __init__(self, seed: int = 1, trump: "Suit | str" = "H", rules: RuleSet = CARDGAMES_IO,
                 *, palette: str = "classic", size: float = 0.85):
        if rules.players != len(SEAT_NAMES):
            raise PinochleError(
                f"the meld dashboard shows four-player games; {rules.name!r} has "
                f"{rules.players} players")
        if palette not in PALETTES:
            raise UnknownPaletteError(
                f"unknown palette {palette!r}: use one of "
                f"{', '.join(repr(k) for k in PALETTES)}")
        self.rules = rules
        self.seed = parse_seed(seed)
        self.trump = Suit.from_str(trump)
        self.palette = palette
        self.size = float(size)
        self.hands: tuple[tuple, ...] = ()
        self.results: tuple[MeldResult, ...] = ()
        self.team_totals: tuple[int, int] = (0, 0)
        self._error = ""

        # --- controls ---------------------------------------------------------------
        self.deal_label = widgets.HTML()
        self.new_deal_button = widgets.Button(
            description="New deal", button_style="primary",
            tooltip="Deal the next deal number", layout=widgets.Layout(width="auto"))
        self.seed_box = widgets.Text(
            value=str(self.seed), description="Go to deal #", continuous_update=False,
            placeholder="e.g. 7", tooltip=f"A deal number from 0 to {MAX_SEED:,}",
            style={"description_width": "auto"}, layout=widgets.Layout(width="190px"))
        self.go_button = widgets.Button(
            description="Show", tooltip="Show the deal with this number",
            layout=widgets.Layout(width="auto"))
        self.trump_buttons = widgets.ToggleButtons(
            options=_TRUMP_OPTIONS, value=self.trump.value,
            tooltips=[f"Make {s.plural} trump" for s in Suit],
            style={"button_width": "auto"})
        self.palette_picker = widgets.Dropdown(
            options=[(name.capitalize(), name) for name in PALETTES], value=self.palette,
            layout=widgets.Layout(width="150px"))
        self.size_picker = widgets.ToggleButtons(
            options=CARD_SIZES, value=self._nearest_size(self.size),
            tooltips=[f"{label} cards" for label, _ in CARD_SIZES],
            style={"button_width": "auto"})
        self.message = widgets.HTML()
        self.totals_view = widgets.HTML()
        self.seat_views = tuple(widgets.HTML() for _ in SEAT_NAMES)

        self.new_deal_button.on_click(self._on_new_deal)
        self.go_button.on_click(self._on_go)
        self.seed_box.observe(self._on_seed_box, names="value")
        self.trump_buttons.observe(self._on_trump, names="value")
        self.palette_picker.observe(self._on_palette, names="value")
        self.size_picker.observe(self._on_size, names="value")

        row = widgets.Layout(flex_flow="row wrap", align_items="center")
        controls = widgets.VBox([
            widgets.HBox([self.deal_label, self.new_deal_button, self.seed_box, self.go_button],
                         layout=row),
            widgets.HBox([_label("Trump"), self.trump_buttons], layout=row),
            widgets.HBox([_label("Colours"), self.palette_picker, _label("Card size"),
                          self.size_picker], layout=row),
        ], layout=widgets.Layout(margin="0 0 6px 0"))
        super().__init__(
            [controls, self.message, self.totals_view, *self.seat_views],
        )
        self.add_class("pinochle-meld-dashboard")
        self.refresh()

    # --- state changes ----------------------------------------------------------------

    def show_deal(self, seed: "int | str") -> None:
        """Show deal number ``seed`` (an int or the text of the seed box).

        A bad value leaves the current deal on screen and shows a short message instead of
        raising.
        """
        try:
            value = parse_seed(seed)
        except PinochleError as err:
            self._show_error(str(err))
            return
        self.seed = value
        self._error = ""
        self.refresh()

    def new_deal(self) -> None:
        """Show the next deal number (wrapping to 0 after MAX_SEED)."""
        self.show_deal(self.seed + 1 if self.seed < MAX_SEED else 0)

    def _on_new_deal(self, _button) -> None:
        self.new_deal()

    def _on_go(self, _button) -> None:
        self.show_deal(self.seed_box.value)

    def _on_seed_box(self, change) -> None:
        if change["new"].strip() == str(self.seed):
            return
        self.show_deal(change["new"])

    def _on_trump(self, change) -> None:
        self.trump = Suit.from_str(change["new"])
        self._error = ""
        self.refresh()

    def _on_palette(self, change) -> None:
        self.palette = change["new"]
        self.refresh()

    def _on_size(self, change) -> None:
        self.size = float(change["new"])
        self.refresh()

    def _show_error(self, text: str) -> None:
        self._error = text
        self.message.value = message_html(text)

    @staticmethod
    def _nearest_size(size: float) -> float:
        return min((value for _, value in CARD_SIZES), key=lambda v: abs(v - size))

    # --- drawing ------------------------------------------------------------------------

    def refresh(self) -> None:
        """Deal, score and redraw everything from the current state.

        Engine errors (PinochleError) are shown as a message in the widget, never raised.
        """
        try:
            hands = deal(self.seed, self.rules)[: len(SEAT_NAMES)]
            hands = tuple(tuple(sort_hand(h, self.trump)) for h in hands)
            results = tuple(best_meld(h, self.trump, self.rules) for h in hands)
            views = [self._seat_html(seat, r) for seat, r in enumerate(results)]
        except PinochleError as err:
            self._show_error(str(err))
            return
        self.hands, self.results = hands, results
        totals = [0, 0]
        for seat, r in enumerate(results):
            totals[team_of(seat)] += r.total
        self.team_totals = (totals[0], totals[1])

        # Keep the controls in step with the state without re-triggering the handlers.
        if self.seed_box.value != str(self.seed):
            self.seed_box.value = str(self.seed)
        if self.trump_buttons.value != self.trump.value:
            self.trump_buttons.value = self.trump.value

        self.deal_label.value = (
            f'<span style="font-size:1.25em;font-weight:bold" '
            f'title="The same deal number always gives the same four hands">'
            f"Deal #{self.seed}</span>")
        self.message.value = message_html(self._error)
        self.totals_view.value = self._totals_html(results)
        for view, text in zip(self.seat_views, views):
            view.value = text

    def _seat_html(self, seat: int, result: MeldResult) -> str:
        team = TEAM_NAMES[team_of(seat)]
        head = (
            f'<div style="display:flex;align-items:baseline;gap:12px;margin:10px 0 4px 0;'
            f'border-top:1px solid #ccc;padding-top:6px">'
            f'<span style="font-size:1.15em;font-weight:bold">{html.escape(seat_label(seat))}'
            f"</span>"
            f'<span style="font-weight:bold">meld {result.total}</span>'
            f'<span style="color:#555">team {html.escape(team)}</span></div>')
        return head + meld_html(result, palette=self.palette, size=self.size, layout="side",
                                class_names=False, caption="")

    def _totals_html(self, results: tuple[MeldResult, ...]) -> str:
        chips = []
        for team, name in enumerate(TEAM_NAMES):
            seats = [s for s in range(len(SEAT_NAMES)) if team_of(s) == team]
            parts = " + ".join(f"{SEAT_NAMES[s]} {results[s].total}" for s in seats)
            chips.append(
                f'<div style="border:2px solid #444;border-radius:8px;padding:4px 12px">'
                f"<b>{html.escape(name)}</b>: {self.team_totals[team]} "
                f'<span style="color:#555">({html.escape(parts)})</span></div>')
        trump = self.trump
        classes = " · ".join(f"{k} {name}" for k, name in MELD_CLASS_NAMES.items())
        note = (f'<div style="color:#444;margin:2px 0">Meld classes: {html.escape(classes)}. '
                f"A card may count in one meld of each class.</div>")
        return (
            f'<div style="display:flex;flex-wrap:wrap;align-items:center;gap:8px 14px;'
            f'margin:2px 0">'
            f'<span style="font-weight:bold">Team meld with {html.escape(trump.plural)} '
            f"({trump.symbol}) as trump:</span>{''.join(chips)}</div>" + note)

    def __repr__(self) -> str:
        return (f"MeldDashboard(seed={self.seed}, trump={self.trump.value!r}, "
                f"palette={self.palette!r})")
