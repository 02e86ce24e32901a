"""The meld dashboard: deal the hands, pick trump, see every player's meld.

The widget holds only view state (deal number, trump, colours, card size, what is done with
the widow). Every number it shows comes from the engine: :func:`pinochle_teach.numbered.numbered_deal`
(deal number N, the same hands as on every page) and :func:`pinochle_teach.best_meld` (rules page §1, §4 and, for the variants, §8): four hands of
12 by default, four of 20 with the double deck, three of 15 and a widow of 3 three-handed.
:meth:`MeldDashboard.refresh` redraws everything from that state.
"""

from __future__ import annotations

import ipywidgets as widgets

from ..cards import Card, Suit, sort_hand
from ..errors import PinochleError
from ..i18n import N_, NP_, gettext, ntr, pgettext, tr
from ..meld import MeldResult, best_meld, meld_class_names
from ..numbered import numbered_deal
from ..numbers import grouped
from ..rules import CARDGAMES_IO, RuleSet
from ..seating import side_names, side_of, side_totals
from ..svg import PALETTES, check_palette, check_size, hand_html, meld_html
from ..vocabulary import suit_word
from . import controls, page_language, projector
from . import render
from .common import MAX_SEED, check_table, parse_seed
from .controls import Button
from .meld_view import class_name, trump_options, trump_tooltips
from .render import Markup, el, with_classes
from .pagekit import LIVE

__all__ = ["MeldDashboard", "CARD_SIZES", "palette_label"]

#: Card sizes offered by the size picker: (label, scale; 1.0 = 64 × 90 px); the labels are
#: English, translated when the picker is drawn.
CARD_SIZES: tuple[tuple[str, float], ...] = ((N_("Small"), 0.7), (N_("Medium"), 0.85),
                                             (N_("Large"), 1.1))
_SIZE_TOOLTIPS = {"Small": N_("Small cards"), "Medium": N_("Medium cards"),
                  "Large": N_("Large cards")}
_PALETTE_LABELS = {"classic": NP_("card colours", "Classic"),
                   "four-colour": NP_("card colours", "Four-colour"),
                   "colour-blind": NP_("card colours", "Colour-blind")}


def palette_label(name: str) -> str:
    """The name of a card palette (a key of PALETTES) in the language spoken."""
    entry = _PALETTE_LABELS.get(name)
    return pgettext(*entry) if entry else name.capitalize()


def _same_hands(n: int, widow: bool) -> str:
    """The deal label's tooltip: what a deal number gives."""
    if n == 3:
        return tr("The same deal number always gives the same three hands and the widow") \
            if widow else tr("The same deal number always gives the same three hands")
    if n == 4:
        return tr("The same deal number always gives the same four hands and the widow") \
            if widow else tr("The same deal number always gives the same four hands")
    return ntr("The same deal number always gives the same {n} hand",
               "The same deal number always gives the same {n} hands", n)



class MeldDashboard(widgets.VBox):
    """Every dealt hand with its best meld and the meld of each side (team or player).

    Args:
        seed: the deal number, 0..MAX_SEED; the same number always gives the same hands
            (:func:`~pinochle_teach.numbered.numbered_deal`, as on the table and in the lessons), so
            a teacher can say "look at deal 7".
        trump: the trump suit, ``"S"``/``"♠"``/``"spades"`` or a :class:`Suit`.
        rules: the rule set, for 3 or 4 players (rules page §1, §8): its deal gives the hands
            (12, 20 or 15 cards each) and the widow, its meld table the points.
        palette: a key of :data:`pinochle_teach.svg.PALETTES`.
        size: card scale (1.0 = 64 × 90 px).
        widow: with a widow (three-handed, §8): ``"down"`` (face down, as during the
            auction), ``"up"`` (face up, with what it would add to each hand) or a seat
            0..2 that takes it (as the bidder does after the auction).

    Raises:
        InvalidSeedError, InvalidCardError, UnknownPaletteError, PinochleError: for bad
            arguments (a rule set for other than 3 or 4 players, or a bad ``widow``, too).

    Attributes (for notebooks and tests): ``seed``, ``dealer`` (its seat), ``trump`` (:class:`Suit`), ``rules``,
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
        check_palette(palette)  # UnknownPaletteError
        check_size(size)  # InvalidDrawingError
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
        self.new_deal_button = Button(description=tr("New deal"), button_style="primary",
                                      tooltip=tr("Deal the next deal number"))
        self.seed_box = with_classes(controls.Text(
            value=str(self.seed), description=tr("Go to deal #"), continuous_update=False,
            placeholder=tr("e.g. {example}", example=7),
            tooltip=tr("A deal number from 0 to {most}", most=grouped(MAX_SEED))),
            "pt-fit-label", "pt-dash-seed-box")
        self.go_button = Button(description=tr("Show"),
                                tooltip=tr("Show the deal with this number"))
        self.trump_buttons = with_classes(controls.ToggleButtons(
            options=trump_options(), value=self.trump.value, description=tr("Trump"),
            tooltips=trump_tooltips()),
            "pt-fit-buttons", "pt-fit-label", "pt-bold-label")
        self.palette_picker = with_classes(controls.Dropdown(
            options=[(palette_label(name), name) for name in PALETTES], value=self.palette,
            description=tr("Colours")), "pt-dash-palette", "pt-fit-label", "pt-bold-label")
        self.size_picker = with_classes(controls.ToggleButtons(
            options=[(gettext(label), value) for label, value in CARD_SIZES],
            value=self._nearest_size(self.size), description=tr("Card size"),
            tooltips=[gettext(_SIZE_TOOLTIPS[label]) for label, _ in CARD_SIZES]),
            "pt-fit-buttons", "pt-fit-label", "pt-bold-label")
        self.widow_picker = with_classes(controls.ToggleButtons(
            options=[(tr("Face down"), "down"), (tr("Face up"), "up")]
                    + [(tr("{seat} takes it", seat=name), seat)
                       for seat, name in enumerate(self.names)],
            value=self.widow_mode, description=tr("Widow"),
            tooltips=[tr("As during the auction: nobody sees the widow"),
                      tr("Turn the widow over and see what it would add to each hand")]
                     + [ntr("{seat} wins the auction and takes the widow (then discards "
                            "{n})", "{seat} wins the auction and takes the widow (then "
                            "discards {n})", rules.widow, seat=name)
                        for name in self.names]),
            "pt-fit-buttons", "pt-fit-label", "pt-bold-label")
        self.message = widgets.HTML()
        self.message.add_class(LIVE)  # announced when it changes (pagekit)
        self.totals_view = widgets.HTML()
        self.widow_view = widgets.HTML()
        self.seat_views = tuple(widgets.HTML() for _ in self.names)

        self.new_deal_button.on_click(lambda _b: self.new_deal())
        self.go_button.on_click(lambda _b: self.show_deal(self.seed_box.value))
        self.seed_box.observe(self._on_seed_box, names="value")
        self.trump_buttons.observe(self._on_trump, names="value")
        self.palette_picker.observe(self._on_palette, names="value")
        self.size_picker.observe(self._on_size, names="value")
        self.widow_picker.observe(self._on_widow, names="value")

        row = widgets.Layout(flex_flow="row wrap", align_items="center")
        lines = [
            widgets.HBox([self.deal_label, self.new_deal_button, self.seed_box, self.go_button],
                         layout=row),
            widgets.HBox([self.trump_buttons], layout=row),
        ]
        if rules.widow:
            lines.append(widgets.HBox([self.widow_picker], layout=row))
        # Each control carries its label (its description), so a screen reader names it.
        lines.append(widgets.HBox([self.palette_picker, self.size_picker], layout=row))
        panel = with_classes(widgets.VBox(lines), "pt-dash-controls")
        children = [render.stylesheet(), panel, self.message, self.totals_view]
        if rules.widow:
            children.append(self.widow_view)
        super().__init__([*children, *self.seat_views])
        for name in ("pinochle-meld-dashboard", "pt-root", "pt-font"):
            self.add_class(name)
        projector.follow(self)
        projector.offer_switch(self)
        page_language.offer(self)
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
                raise PinochleError(tr("the {rules} rules have no widow",
                                       rules=repr(self.rules.name)))
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
        raise PinochleError(tr(
            "the widow can be 'down', 'up' or taken by a seat 0..{last} ({seats}), not "
            "{value}", last=len(names) - 1, seats=", ".join(names), value=repr(mode)))

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
        self.message.value = render.message(text)

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
            numbered = numbered_deal(self.seed, rules)
            widow = tuple(sort_hand(numbered.widow, trump)) if rules.widow else ()
            dealt = tuple(tuple(sort_hand(h, trump)) for h in numbered.hands)
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
        self.dealer = numbered.dealer
        self.with_widow = with_widow
        self.team_totals = side_totals([r.total for r in results], rules)

        # Keep the controls in step with the state without re-triggering the handlers.
        if self.seed_box.value != str(self.seed):
            self.seed_box.value = str(self.seed)
        if self.trump_buttons.value != self.trump.value:
            self.trump_buttons.value = self.trump.value
        if self.widow_picker.value != self.widow_mode:
            self.widow_picker.value = self.widow_mode

        variant = ""
        if rules != CARDGAMES_IO:
            if rules.widow:
                text = ntr("{rules}: {players} players, {n} card each and a widow of "
                           "{widow}", "{rules}: {players} players, {n} cards each and a "
                           "widow of {widow}", rules.hand_size, rules=rules.name, players=n,
                           widow=rules.widow)
            else:
                text = ntr("{rules}: {players} players, {n} card each",
                           "{rules}: {players} players, {n} cards each", rules.hand_size,
                           rules=rules.name, players=n)
            variant = el("span", text, cls="pt-dash-variant")
        self.deal_label.value = el(
            "span", tr("Deal #{number}, {dealer} deals", number=self.seed,
                       dealer=self.names[self.dealer]), cls="pt-dash-deal",
            title=_same_hands(n, bool(rules.widow))) + variant
        self.message.value = render.message(self._error)
        self.totals_view.value = self._totals_html(results)
        self.widow_view.value = self._widow_html(taker) if rules.widow else ""
        for view, text in zip(self.seat_views, views):
            view.value = text

    def _seat_html(self, seat: int, result: MeldResult, taker, widow) -> Markup:
        rules = self.rules
        name = tr("{seat} (you)", seat=self.names[seat]) if seat == 0 else self.names[seat]
        if rules.partnership:
            side = tr("team {team}", team=side_names(rules)[side_of(seat, rules)])
        else:
            side = tr("plays alone")
        took = None
        if seat == taker:
            took = el("span", ntr("took the widow ({cards}): {n} card before discarding "
                                  "{discard}", "took the widow ({cards}): {n} cards before "
                                  "discarding {discard}", len(result.hand),
                                  cards=" ".join(map(str, widow)), discard=rules.widow),
                      cls="pt-dash-took")
        head = el("div", el("span", name, cls="pt-dash-seat-name"),
                  el("span", tr("meld {points}", points=result.total), cls="pt-strong"),
                  el("span", side, cls="pt-muted"), took, cls="pt-dash-seat")
        return head + Markup(meld_html(result, palette=self.palette, size=self.size,
                                       layout="side", class_names=False, caption=""))

    def _widow_html(self, taker) -> Markup:
        rules, widow = self.rules, self.widow
        face_down = self.widow_mode == "down"
        count = len(widow)
        shown = " ".join(map(str, widow))
        if face_down:
            text = (el("b", ntr("Widow: {n} card face down.", "Widow: {n} cards face down.",
                                count)),
                    ntr(" Nobody sees them during the auction; the player who wins it takes "
                        "them, then discards {n} (their counters count for the bidder, rules "
                        "page §8).", " Nobody sees them during the auction; the player who "
                        "wins it takes them, then discards {n} (their counters count for the "
                        "bidder, rules page §8).", rules.widow))
            label = ntr("The widow: {n} face-down card", "The widow: {n} face-down cards",
                        count)
        elif taker is None:
            gains = " · ".join(
                f"{self.names[s]} {total} (+{total - self.results[s].total})"
                for s, total in enumerate(self.with_widow))
            text = (el("b", tr("Widow face up: {cards}.", cards=shown)),
                    ntr(" Meld with it, before discarding {n}: {gains}.",
                        " Meld with it, before discarding {n}: {gains}.", rules.widow,
                        gains=gains))
            label = tr("The widow: {cards}", cards=", ".join(map(str, widow)))
        else:
            text = (el("b", tr("{seat} won the auction and took the widow",
                               seat=self.names[taker])),
                    ntr(" ({cards}); they now hold {n} card and discard {discard} before the "
                        "play (rules page §8).", " ({cards}); they now hold {n} cards and "
                        "discard {discard} before the play (rules page §8).",
                        len(self.hands[taker]), cards=shown, discard=rules.widow))
            label = tr("The widow, taken: {cards}", cards=", ".join(map(str, widow)))
        picture = hand_html(widow, size=self.size * 0.8, palette=self.palette,
                            face_down=face_down, label=label)
        return el("div", Markup(picture), el("div", text, cls="pt-dash-widow-text"),
                  cls="pt-widow pt-dash-widow")

    def _totals_html(self, results: tuple[MeldResult, ...]) -> Markup:
        rules = self.rules
        chips = []
        for side, name in enumerate(side_names(rules)):
            seats = [s for s in range(len(self.names)) if side_of(s, rules) == side]
            parts = None
            if len(seats) > 1:
                parts = (" ", el("span", "(" + " + ".join(
                    f"{self.names[s]} {results[s].total}" for s in seats) + ")",
                    cls="pt-muted"))
            chips.append(el("div", el("b", name), f": {self.team_totals[side]}", parts,
                            cls="pt-dash-chip"))
        trump = self.trump
        classes = " · ".join(f"{k} {class_name(name)}"
                             for k, name in meld_class_names(rules).items())
        note = el("div", tr("Meld classes: {classes}. A card may count in one meld of each "
                            "class.", classes=classes), cls="pt-dash-note")
        if rules.partnership:
            who = tr("Team meld with {trump} ({symbol}) as trump:", trump=suit_word(trump),
                     symbol=trump.symbol)
        else:
            who = tr("Meld of each player (no partners) with {trump} ({symbol}) as trump:",
                     trump=suit_word(trump), symbol=trump.symbol)
        return el("div", el("span", who, cls="pt-strong"), chips,
                  cls="pt-dash-totals") + note

    def __repr__(self) -> str:
        rules = "" if self.rules == CARDGAMES_IO else f", rules={self.rules.name!r}"
        return (f"MeldDashboard(seed={self.seed}, trump={self.trump.value!r}{rules}, "
                f"palette={self.palette!r})")
