"""The rules explorer: pick rule variants, deal and play many hands, see what changes.

The widget only gathers choices and draws: the variants come from
:func:`pinochle_teach.analysis.summary.make_variant`, every number from
:func:`~pinochle_teach.analysis.summary.explore` (the engine's deals, meld, players and
scoring), the sentences from its ``read_*`` functions and the pictures from
:mod:`pinochle_teach.analysis.plots` (matplotlib, drawn to PNG). rules page §8 lists the
variants.
"""

from __future__ import annotations

import base64

import ipywidgets as widgets

from ..errors import PinochleError
from ..i18n import N_, NP_, gettext, ntr, pgettext, tr
from ..numbers import grouped
from ..rules import PRESETS, preset_title
from ..analysis import MAX_DEALS, MAX_HANDS
from ..analysis.summary import (COUNTING_LABELS, EXPLORER_PRESETS, OBLIGATION_LABELS, SWITCHES,
                                Exploration, explore, make_variant, read_chances,
                                read_contracts, read_meld_per_hand, read_switch,
                                read_team_meld, read_trump_length)
from . import controls, projector
from . import render
from .common import over_limit
from .controls import Button
from .render import Markup, el, with_classes
from .pagekit import LIVE

__all__ = ["RulesExplorer", "HAND_COUNTS", "PANELS"]

#: How many times the plots' pixels (and text) in projector mode.
PROJECTOR_DPI_SCALE = 2

#: Choices for "hands played per rule set".
HAND_COUNTS = (100, 200, 300, 500, 1000, 2000)

#: The panels, in the order drawn: key -> (plot function name, reading function, what it
#: shows: in English, translated where drawn, ``{dealt}`` the deals per rule set). Pairs of
#: panels sit side by side.
PANELS = (
    ("meld_per_hand", "plot_meld_per_hand", read_meld_per_hand,
     N_("Every seat's hand in {dealt} deals per rule set, scored with the trump suit "
        "that gives it the most meld.")),
    ("trump_length", "plot_trump_length", read_trump_length,
     N_("The same dealt hands, grouped by how many cards they hold in that best suit.")),
    ("team_meld", "plot_team_meld", read_team_meld,
     N_("Hands played by computer players: the meld of the side that won the auction and "
        "of the other side, after the pass (three-handed: after the bidder takes the "
        "widow).")),
    ("contracts", "plot_contracts", read_contracts,
     N_("How often the bidders made their contract, by how high the contract was.")),
    ("chances", "plot_chances", read_chances,
     N_("The chance of holding each meld in a dealt hand: bars are exact (counted), ticks "
        "are what the dealt hands showed.")),
    ("switch", "plot_switch", read_switch,
     N_("The first rule set played both ways on the same deals: the bidders' trick "
        "points.")),
)

# The kinds of computer players the simulation seats (analysis.simulate's factories' names).
_PLAYER_KINDS = {"heuristic": NP_("the kind of computer players of a simulation",
                                  "heuristic"),
                 "random": NP_("the kind of computer players of a simulation", "random")}
_PRESET_TIPS = {
    "cardgames.io": N_("Four players in two partnerships, 48 cards (the default game)"),
    "Hoyle": N_("Hoyle's meld table (run extras not counted, round house 250) and post-1945 "
                "play"),
    "Double deck": N_("80 cards without nines, 20 cards each, minimum bid 500"),
    "Three-handed": N_("Three players for themselves, 15 cards each and a widow of 3"),
}


def _bold(text: str) -> widgets.HTML:
    label = widgets.HTML(el("b", text))
    label.add_class("pt-explorer-label")
    return label




class RulesExplorer(widgets.VBox):
    """Choose rule sets and switches, play and deal many hands, see plots with readings.

    Args:
        rule_sets: names from the presets to tick at the start (default: the default game).
        hands: hands played by computer players per rule set (one of :data:`HAND_COUNTS`
            or any whole number 1..``MAX_HANDS``, 100,000).
        switch: the rule switch to compare, a key of ``SWITCHES`` (``"obligation"``,
            ``"classic"``, ``"simple"``) or ``None``.
        obligation, counting: a switch applied to every chosen rule set, or ``None`` for
            each rule set's own.
        seed: seeds every deal and player (the same choices always give the same plots).
        dealt: deals dealt per rule set for the meld statistics, 1..``MAX_DEALS``
            (2,000,000).
        run: run once straight away (what the dashboard does).

    Raises:
        PinochleError: an unknown rule set name or switch value, or a bad number of hands
            or deals.

    Attributes (for notebooks and tests): the controls ``preset_boxes`` (name ->
    Checkbox), ``obligation_picker``, ``counting_picker``, ``switch_picker``,
    ``hands_picker``, ``run_button``; ``progress`` and ``status``; ``message`` (errors);
    ``panels`` (key -> HTML with the picture and its readings); after a run
    ``exploration`` and ``readings`` (key -> list of sentences).
    """

    def __init__(self, rule_sets=("cardgames.io",), hands: int = 200,
                 switch: str | None = "obligation", obligation: str | None = None,
                 counting: str | None = None, seed: int = 0, dealt: int = 20_000,
                 run: bool = True):
        for name in rule_sets:
            if name not in PRESETS:
                raise PinochleError(
                    f"unknown rule set {name!r}: use one of {', '.join(EXPLORER_PRESETS)}")
        if switch is not None and switch not in SWITCHES:
            raise PinochleError(f"unknown switch {switch!r}: use one of {', '.join(SWITCHES)}")
        if obligation is not None and obligation not in OBLIGATION_LABELS:
            raise PinochleError(f"unknown obligation {obligation!r}: use one of "
                                f"{', '.join(OBLIGATION_LABELS)}")
        if counting is not None and counting not in COUNTING_LABELS:
            raise PinochleError(f"unknown counting scheme {counting!r}: use one of "
                                f"{', '.join(COUNTING_LABELS)}")
        for name, value, high in (("hands", hands, MAX_HANDS), ("dealt", dealt, MAX_DEALS)):
            if isinstance(value, bool) or not isinstance(value, int) or not 1 <= value <= high:
                raise PinochleError(f"{name} must be a whole number 1..{high:,}, got {value!r}")
        self.seed = seed
        self.dealt = dealt
        self.exploration: Exploration | None = None
        self.readings: dict[str, list[str]] = {}

        names = list(EXPLORER_PRESETS) + [n for n in rule_sets if n not in EXPLORER_PRESETS]
        self.preset_boxes = {
            n: with_classes(controls.Checkbox(value=n in rule_sets, description=preset_title(n), indent=False,
                                      tooltip=gettext(_PRESET_TIPS[n]) if n in _PRESET_TIPS
                                      else PRESETS[n].source),
                     "pt-explorer-preset")
            for n in names}
        # Dropdowns show nothing for the value None, so "" stands for "no choice". (The
        # labels of the engine's switches are translated where their module marks them.)
        self.obligation_picker = controls.Dropdown(
            options=[(tr("as each rule set says"), "")]
            + [(gettext(text), key) for key, text in OBLIGATION_LABELS.items()],
            value=obligation or "", description=tr("Trick obligations"))
        self.obligation_picker.add_class("pt-explorer-picker")
        with_classes(self.obligation_picker, "pt-fit-label", "pt-bold-label")
        self.counting_picker = controls.Dropdown(
            options=[(tr("as each rule set says"), "")]
            + [(gettext(text), key) for key, text in COUNTING_LABELS.items()],
            value=counting or "", description=tr("Counting"))
        self.counting_picker.add_class("pt-explorer-picker")
        with_classes(self.counting_picker, "pt-fit-label", "pt-bold-label")
        self.switch_picker = controls.Dropdown(
            options=[(gettext(title), key) for key, (_, _, _, title) in SWITCHES.items()]
            + [(tr("no comparison"), "")],
            value=switch or "", description=tr("Compare a rule switch"))
        self.switch_picker.add_class("pt-explorer-picker")
        with_classes(self.switch_picker, "pt-fit-label", "pt-bold-label")
        counts = sorted(set(HAND_COUNTS) | {hands})
        self.hands_picker = with_classes(controls.Dropdown(options=counts, value=hands,
                                                           description=tr("Hands played per "
                                                                          "rule set")),
                                  "pt-explorer-hands", "pt-fit-label", "pt-bold-label")
        self.run_button = Button(
            description=pgettext("button: run the simulations", "Run"), button_style="primary", icon="play",
            tooltip=tr("Deal and play the hands with these rules and draw the plots"))
        # Drawn only while hands are being played: a full bar on a page just come up reads
        # as "done" before the person has run anything (the status says what was played).
        self.progress = with_classes(widgets.IntProgress(
            value=0, min=0, max=1, description=tr("Hands played")),
            "pt-fit-label", "pt-explorer-progress")
        controls.show(self.progress, False)
        self.status = widgets.HTML()
        self.message = widgets.HTML()
        self.message.add_class(LIVE)  # announced when it changes (pagekit)
        self.panels = {key: with_classes(widgets.HTML(), "pt-explorer-panel") for key, *_ in PANELS}
        self._running = False
        self.run_button.on_click(lambda _b: self.run())

        row = widgets.Layout(flex_flow="row wrap", align_items="center")
        panel = widgets.VBox([
            widgets.HBox([_bold(tr("Rule sets")), *self.preset_boxes.values()], layout=row),
            widgets.HBox([self.obligation_picker], layout=row),
            widgets.HBox([self.counting_picker], layout=row),
            widgets.HBox([self.switch_picker], layout=row),
            widgets.HBox([self.hands_picker,
                          self.run_button, self.progress, self.status], layout=row),
        ])
        panel.add_class("pt-explorer-controls")
        for line in panel.children:
            line.add_class("pt-explorer-row")
        keys = [key for key, *_ in PANELS]
        grid = [widgets.HBox([self.panels[a], self.panels[b]],
                             layout=widgets.Layout(flex_flow="row wrap", align_items="flex-start"))
                for a, b in zip(keys[::2], keys[1::2])]
        super().__init__([render.stylesheet(), panel, self.message, *grid])
        for name in ("pinochle-rules-explorer", "pt-root", "pt-font"):
            self.add_class(name)
        projector.follow(self, self._on_projector)
        if run:
            self.run()

    def _on_projector(self, _on: bool) -> None:
        # The plots are drawn for the mode (twice the pixels, and text, in projector mode).
        if self.exploration is not None:
            self.draw(self.exploration)

    # --- choices ------------------------------------------------------------------------

    @property
    def chosen(self) -> list[str]:
        """The ticked rule set names, in the order shown."""
        return [n for n, box in self.preset_boxes.items() if box.value]

    def __repr__(self) -> str:
        return (f"RulesExplorer(rule_sets={self.chosen!r}, hands={self.hands_picker.value}, "
                f"switch={self.switch_picker.value or None!r})")

    # --- running ------------------------------------------------------------------------

    def run(self) -> None:
        """Deal and play with the current choices and redraw every panel. Bad choices (no
        rule set ticked) show a short message and leave the plots as they were. A run asked
        for while one is under way (a second click on Run) is ignored."""
        if self._running:
            return
        self._running = True
        try:
            self._run()
        finally:
            self._running = False

    def _run(self) -> None:
        names = self.chosen
        if not names:
            self.message.value = render.message(tr("Tick at least one rule set, then press "
                                                   "Run."))
            return
        try:
            variants = [make_variant(n, self.obligation_picker.value or None,
                                     self.counting_picker.value or None) for n in names]
        except PinochleError as err:
            self.message.value = render.message(str(err))
            return
        self.message.value = ""
        self.run_button.disabled = True
        self.progress.value = 0
        controls.show(self.progress, True)
        self.status.value = tr("Playing…")
        try:
            ex = explore(variants, n=self.hands_picker.value, seed=self.seed, dealt=self.dealt,
                         switch=self.switch_picker.value or None, progress=self._on_progress)
            self.draw(ex)
        except PinochleError as err:
            self.message.value = render.message(str(err))
            self.status.value = ""
            return
        except (KeyboardInterrupt, MemoryError) as err:
            # The classroom server stops a run that uses too much computer time (it
            # interrupts the kernel) and refuses memory over its cap (issue 14 item 2).
            self.message.value = render.message(stopped_sentence(err))
            self.status.value = ""
            return
        finally:
            self.run_button.disabled = False
            controls.show(self.progress, False)
        played = sum(len(r.table) for r in ex.results)
        extra = 0
        if ex.switch is not None:
            extra = sum(len(t) for t in (ex.switch.table_a, ex.switch.table_b)
                        if all(t is not r.table for r in ex.results))
        dealt = sum(r.dealt_hands for r in ex.results)
        who = sorted({r.table.meta["players"] for r in ex.results})
        # The simulation's own players by their kind; a caller's players by their name.
        who = [pgettext(*_PLAYER_KINDS[w]) if w in _PLAYER_KINDS else w for w in who]
        names = who[0]
        for more in who[1:]:
            names = tr("{names} and {last}", names=names, last=more)
        how = tr("{names} players", names=names)
        if extra:
            how = tr("{players}: {per_set} per rule set and {extra} more for the rule "
                     "switch", players=how, per_set=grouped(self.hands_picker.value),
                     extra=grouped(extra))
        self.status.value = tr("{played}; {dealt}.",
                               played=ntr("{count} hand played ({how})",
                                          "{count} hands played ({how})", played + extra,
                                          count=grouped(played + extra), how=how),
                               dealt=ntr("{count} dealt hand for the meld figures",
                                         "{count} dealt hands for the meld figures", dealt,
                                         count=grouped(dealt)))

    def _on_progress(self, done: int, total: int) -> None:
        self.progress.max = max(total, 1)
        self.progress.value = min(done, total)

    def draw(self, ex: Exploration) -> None:
        """Redraw every panel from an exploration (in projector mode, :mod:`.projector`,
        each plot at :data:`PROJECTOR_DPI_SCALE` times its pixels)."""
        from ..analysis import plots  # matplotlib, loaded on first use

        self.exploration = ex
        self.readings = {}
        for key, plot_name, reader, what in PANELS:
            lines = reader(ex)
            self.readings[key] = lines
            fig = getattr(plots, plot_name)(ex)
            # Read from the back of the room: in projector mode the same picture at twice
            # the pixels (its text twice as large), shown at that size.
            scale = PROJECTOR_DPI_SCALE if projector.is_on() else 1
            png = plots.png_bytes(fig, scale)
            if key == "switch" and ex.switch is None:
                what = N_("No rule switch was compared: choose one under \"Compare a rule "
                          "switch\" and press Run to play the first rule set both ways.")
            self.panels[key].value = _panel_html(png, fig.get_size_inches() * fig.dpi * scale,
                                                 tr(what, dealt=grouped(self.dealt)), lines)


def stopped_sentence(err: BaseException) -> str:
    """What to tell the student when the classroom server stopped a run (a KeyboardInterrupt
    over its CPU limit, a MemoryError over its memory cap: :func:`~.common.over_limit`)."""
    return tr("This run was stopped: {reason}. Choose fewer hands or fewer rule sets and "
              "press Run again.", reason=over_limit(err))


def _panel_html(png: bytes, size, what: str, lines: list[str]) -> Markup:
    width, height = (int(round(v)) for v in size)
    data = base64.b64encode(png).decode("ascii")
    return el("figure",
              el("img", src=f"data:image/png;base64,{data}", alt=" ".join(lines) or what,
                 width=width, height=height),
              el("figcaption", el("div", what, cls="pt-muted"),
                 el("ul", [el("li", s) for s in lines])),
              cls="pt-explorer-figure")
