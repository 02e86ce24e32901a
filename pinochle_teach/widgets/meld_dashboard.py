"""The meld dashboard: deal the hands, pick trump, see every player's meld.

The widget holds only view state (deal number, trump, colours, card size, what is done with
the widow). Every number it shows comes from the engine: :func:`pinochle_teach.deal` and
:func:`pinochle_teach.best_meld` (RULES.md §1, §4 and, for the variants, §8): four hands of
12 by default, four of 20 with the double deck, three of 15 and a widow of 3 three-handed.
:meth:`MeldDashboard.refresh` redraws everything from that state.
"""

from __future__ import annotations

import html

import ipywidgets as widgets

from ..cards import Card, Suit, deal, sort_hand
from ..errors import PinochleError
from ..meld import MeldResult, best_meld, meld_class_names
from ..rules import CARDGAMES_IO, RuleSet
from ..svg import PALETTES, UnknownPaletteError, hand_html, meld_html
from . import render
from .common import MAX_SEED, check_table, message_html, parse_seed, side_names, side_of

__all__ = ["MeldDashboard", "CARD_SIZES"]

#: Card sizes offered by the size picker: (label, scale; 1.0 = 64 × 90 px).
CARD_SIZES: tuple[tuple[str, float], ...] = (("Small", 0.7), ("Medium", 0.85), ("Large", 1.1))

_NUMBERS = {3: "three", 4: "four"}

_TRUMP_OPTIONS = tuple((f"{s.symbol} {s.plural.capitalize()}", s.value) for s in Suit)


def _label(text: str) -> widgets.HTML:
    return widgets.HTML(f"<b>{html.escape(text)}</b>",
                        layout=widgets.Layout(width="auto", margin="0 4px 0 12px"))


class MeldDashboard(widgets.VBox):
    """Every dealt hand with its best meld and the meld of each side (team or player).

    Args:
        seed: the deal number, 0..MAX_SEED; the same number always gives the same hands
            (``deal(seed, rules)``), so a teacher can say "look at deal 7".
        trump: the trump suit, ``"S"``/``"♠"``/``"spades"`` or a :class:`Suit`.
        rules: the rule set, for 3 or 4 players (RULES.md §1, §8): its deal gives the hands
            (12, 20 or 15 cards each) and the widow, its meld table the points.
        palette: a key of :data:`pinochle_teach.svg.PALETTES`.
        size: card scale (1.0 = 64 × 90 px).
        widow: with a widow (three-handed, §8): ``"down"`` (face down, as during the
            auction), ``"up"`` (face up, with what it would add to each hand) or a seat
            0..2 that takes it (as the bidder does after the auction).

    Raises:
        InvalidSeedError, InvalidCardError, UnknownPaletteError, PinochleError: for bad
        arguments (a rule set for other than 3 or 4 players, or a bad ``widow``, too).

    Attributes (for notebooks and tests): ``seed``, ``trump`` (:class:`Suit`), ``rules``,
    ``names`` (the seat names, ``seat_names(rules)``), ``dealt`` (one tuple of cards per
    seat, seat 0 first, as dealt and sorted with trump first), ``widow`` (the widow's cards,
    empty without one), ``widow_mode`` ("down", "up" or the seat that took it), ``hands``
    (as drawn: the taker's hand includes the widow), ``results`` (one :class:`MeldResult`
    per seat), ``with_widow`` (each seat's meld if it took the widow, shown when the widow
    is face up; else empty), ``team_totals`` (meld points per scoring side: the two teams,
    or each player three-handed; see ``side_names``); the controls ``trump_buttons``,
    ``new_deal_button``, ``seed_box``, ``go_button``, ``palette_picker``,
    ``size_picker``, ``widow_picker`` (hidden without a widow); the drawings
    ``seat_views`` (one HTML widget per seat), ``widow_view``, ``totals_view`` and
    ``message``.
    """

    def __init__(self, seed: int = 1, trump: "Suit | str" = "H", rules: RuleSet = CARDGAMES_IO,
                 *, palette: str = "classic", size: float = 0.85,
                 widow: "str | int" = "down"):
        self.names = check_table(rules)  # PinochleError for other than 3 or 4 players
        if palette not in PALETTES:
            raise UnknownPaletteError(
                f"unknown palette {palette!r}: use one of "
                f"{', '.join(repr(k) for k in PALETTES)}")
        self.rules = rules
        self.seed = parse_seed(seed)
        self.trump = Suit.from_str(trump)
        self.palette = palette
        self.size = float(size)
        self.widow_mode: "str | int" = self._parse_widow(widow)
        self.dealt: tuple[tuple[Card, ...], ...] = ()
        self.widow: tuple[Card, ...] = ()
        self.hands: tuple[tuple[Card, ...], ...] = ()
        self.results: tuple[MeldResult, ...] = ()
        self.with_widow: tuple[int, ...] = ()
        self.team_totals: tuple[int, ...] = (0,) * len(side_names(rules))
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
        self.widow_picker = widgets.ToggleButtons(
            options=[("Face down", "down"), ("Face up", "up")]
                    + [(f"{name} takes it", seat) for seat, name in enumerate(self.names)],
            value=self.widow_mode,
            tooltips=["As during the auction: nobody sees the widow",
                      "Turn the widow over and see what it would add to each hand"]
                     + [f"{name} wins the auction and takes the widow (then discards "
                        f"{rules.widow})" for name in self.names],
            style={"button_width": "auto"})
        self.message = widgets.HTML()
        self.totals_view = widgets.HTML()
        self.widow_view = widgets.HTML()
        self.seat_views = tuple(widgets.HTML() for _ in self.names)

        self.new_deal_button.on_click(self._on_new_deal)
        self.go_button.on_click(self._on_go)
        self.seed_box.observe(self._on_seed_box, names="value")
        self.trump_buttons.observe(self._on_trump, names="value")
        self.palette_picker.observe(self._on_palette, names="value")
        self.size_picker.observe(self._on_size, names="value")
        self.widow_picker.observe(self._on_widow, names="value")

        row = widgets.Layout(flex_flow="row wrap", align_items="center")
        lines = [
            widgets.HBox([self.deal_label, self.new_deal_button, self.seed_box, self.go_button],
                         layout=row),
            widgets.HBox([_label("Trump"), self.trump_buttons], layout=row),
        ]
        if rules.widow:
            lines.append(widgets.HBox([_label("Widow"), self.widow_picker], layout=row))
        lines.append(widgets.HBox([_label("Colours"), self.palette_picker, _label("Card size"),
                                   self.size_picker], layout=row))
        controls = widgets.VBox(lines, layout=widgets.Layout(margin="0 0 6px 0"))
        children = [render.stylesheet(), controls, self.message, self.totals_view]
        if rules.widow:
            children.append(self.widow_view)
        super().__init__([*children, *self.seat_views])
        self.add_class("pinochle-meld-dashboard")
        self.add_class("pt-root")
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

    def set_widow(self, mode: "str | int") -> bool:
        """Show the widow face down (``"down"``), face up (``"up"``), or taken by a seat
        (its number 0..2 or its name, e.g. ``"West"``), as the bidder takes it (§8).

        Returns:
            True if done; False (with a short message, nothing changed) for a value that is
            none of these, or for rules without a widow.
        """
        try:
            if not self.rules.widow:
                raise PinochleError(f"the {self.rules.name!r} rules have no widow")
            value = self._parse_widow(mode)
        except PinochleError as err:
            self._show_error(str(err))
            return False
        self.widow_mode = value
        self._error = ""
        self.refresh()
        return True

    def _parse_widow(self, mode) -> "str | int":
        names = self.names
        if isinstance(mode, str):
            text = mode.strip().lower().replace("face ", "")
            if text in ("down", "up"):
                return text
            for seat, name in enumerate(names):
                if text == name.lower():
                    return seat
        elif isinstance(mode, int) and not isinstance(mode, bool) and 0 <= mode < len(names):
            return mode
        raise PinochleError(
            f"the widow can be 'down', 'up' or taken by a seat 0..{len(names) - 1} "
            f"({', '.join(names)}), not {mode!r}")

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

    def _on_widow(self, change) -> None:
        if change["new"] != self.widow_mode:
            self.set_widow(change["new"])

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
        rules, trump, n = self.rules, self.trump, len(self.names)
        try:
            dealt = deal(self.seed, rules)
            widow = tuple(sort_hand(dealt[n], trump)) if rules.widow else ()
            dealt = tuple(tuple(sort_hand(h, trump)) for h in dealt[:n])
            taker = self.widow_mode if rules.widow and isinstance(self.widow_mode, int) \
                else None
            hands = tuple(tuple(sort_hand(h + widow, trump)) if seat == taker else h
                          for seat, h in enumerate(dealt))
            results = tuple(best_meld(h, trump, rules) for h in hands)
            with_widow = tuple(best_meld(h + widow, trump, rules).total for h in dealt) \
                if rules.widow and self.widow_mode == "up" else ()
            views = [self._seat_html(seat, r, taker, widow)
                     for seat, r in enumerate(results)]
        except PinochleError as err:
            self._show_error(str(err))
            return
        self.dealt, self.widow, self.hands, self.results = dealt, widow, hands, results
        self.with_widow = with_widow
        totals = [0] * len(side_names(rules))
        for seat, r in enumerate(results):
            totals[side_of(seat, rules)] += r.total
        self.team_totals = tuple(totals)

        # Keep the controls in step with the state without re-triggering the handlers.
        if self.seed_box.value != str(self.seed):
            self.seed_box.value = str(self.seed)
        if self.trump_buttons.value != self.trump.value:
            self.trump_buttons.value = self.trump.value
        if self.widow_picker.value != self.widow_mode:
            self.widow_picker.value = self.widow_mode

        hands_word = f"{_NUMBERS.get(n, n)} hands" + (" and the widow" if rules.widow else "")
        variant = ""
        if rules != CARDGAMES_IO:
            widow_text = f" and a widow of {rules.widow}" if rules.widow else ""
            variant = (f'<span style="color:#444;margin-left:10px">{html.escape(rules.name)}: '
                       f"{n} players, {rules.hand_size} cards each{widow_text}</span>")
        self.deal_label.value = (
            f'<span style="font-size:1.25em;font-weight:bold" '
            f'title="The same deal number always gives the same {hands_word}">'
            f"Deal #{self.seed}</span>{variant}")
        self.message.value = message_html(self._error)
        self.totals_view.value = self._totals_html(results)
        self.widow_view.value = self._widow_html(taker) if rules.widow else ""
        for view, text in zip(self.seat_views, views):
            view.value = text

    def _seat_html(self, seat: int, result: MeldResult, taker, widow) -> str:
        rules = self.rules
        name = self.names[seat] + (" (you)" if seat == 0 else "")
        if rules.partnership:
            side = f"team {side_names(rules)[side_of(seat, rules)]}"
        else:
            side = "plays alone"
        took = ""
        if seat == taker:
            took = (f'<span style="color:#0b57b0;font-weight:bold">took the widow '
                    f"({html.escape(' '.join(map(str, widow)))}): {len(result.hand)} cards "
                    f"before discarding {rules.widow}</span>")
        head = (
            f'<div style="display:flex;flex-wrap:wrap;align-items:baseline;gap:4px 12px;'
            f'margin:10px 0 4px 0;border-top:1px solid #ccc;padding-top:6px">'
            f'<span style="font-size:1.15em;font-weight:bold">{html.escape(name)}'
            f"</span>"
            f'<span style="font-weight:bold">meld {result.total}</span>'
            f'<span style="color:#555">{html.escape(side)}</span>{took}</div>')
        return head + meld_html(result, palette=self.palette, size=self.size, layout="side",
                                class_names=False, caption="")

    def _widow_html(self, taker) -> str:
        rules, widow = self.rules, self.widow
        face_down = self.widow_mode == "down"
        count = len(widow)
        if face_down:
            text = (f"<b>Widow: {count} cards face down.</b> Nobody sees them during the "
                    f"auction; the player who wins it takes them, then discards {rules.widow} "
                    f"(their counters count for the bidder, §8).")
            label = f"The widow: {count} face-down cards"
        elif taker is None:
            gains = " · ".join(
                f"{self.names[s]} {total} (+{total - self.results[s].total})"
                for s, total in enumerate(self.with_widow))
            text = (f"<b>Widow face up: {html.escape(' '.join(map(str, widow)))}.</b> Meld "
                    f"with it, before discarding {rules.widow}: {html.escape(gains)}.")
            label = "The widow: " + ", ".join(map(str, widow))
        else:
            text = (f"<b>{html.escape(self.names[taker])} won the auction and took the widow"
                    f"</b> ({html.escape(' '.join(map(str, widow)))}); they now hold "
                    f"{len(self.hands[taker])} cards and discard {rules.widow} before the "
                    f"play (§8).")
            label = "The widow, taken: " + ", ".join(map(str, widow))
        picture = hand_html(widow, size=self.size * 0.8, palette=self.palette,
                            face_down=face_down, label=label)
        return (f'<div class="pt-widow" style="display:flex;flex-wrap:wrap;align-items:center;'
                f'gap:6px 14px;margin:6px 0;padding:4px 8px;border:1px dashed #888;'
                f'border-radius:8px">{picture}<div style="max-width:720px">{text}</div></div>')

    def _totals_html(self, results: tuple[MeldResult, ...]) -> str:
        rules = self.rules
        chips = []
        for side, name in enumerate(side_names(rules)):
            seats = [s for s in range(len(self.names)) if side_of(s, rules) == side]
            parts = ""
            if len(seats) > 1:
                parts = " + ".join(f"{self.names[s]} {results[s].total}" for s in seats)
                parts = f' <span style="color:#555">({html.escape(parts)})</span>'
            chips.append(
                f'<div style="border:2px solid #444;border-radius:8px;padding:4px 12px">'
                f"<b>{html.escape(name)}</b>: {self.team_totals[side]}{parts}</div>")
        trump = self.trump
        classes = " · ".join(f"{k} {name}" for k, name in meld_class_names(rules).items())
        note = (f'<div style="color:#444;margin:2px 0">Meld classes: {html.escape(classes)}. '
                f"A card may count in one meld of each class.</div>")
        who = "Team meld" if rules.partnership else "Meld of each player (no partners)"
        return (
            f'<div style="display:flex;flex-wrap:wrap;align-items:center;gap:8px 14px;'
            f'margin:2px 0">'
            f'<span style="font-weight:bold">{who} with {html.escape(trump.plural)} '
            f"({trump.symbol}) as trump:</span>{''.join(chips)}</div>" + note)

    def __repr__(self) -> str:
        rules = "" if self.rules == CARDGAMES_IO else f", rules={self.rules.name!r}"
        return (f"MeldDashboard(seed={self.seed}, trump={self.trump.value!r}{rules}, "
                f"palette={self.palette!r})")
