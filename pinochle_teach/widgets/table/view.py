"""PlayTable: the card table a person plays at, drawn from a
:class:`~.controller.TableController` (which holds the game and applies every action).

The widget only draws: the controls, the table seen from the person's seat (partner at the
top, the next seat clockwise on the left, the last on the right, the trick in the middle and
the last completed trick in the corner; three-handed the widow takes the top), the action
buttons, the person's hand (:class:`~..hand.HandView`), the hand's score, every seat's meld,
a log and the :class:`~..scoresheet.ScoreSheet`. Clicks go to the controller with the token
of the state they were drawn for, so a stale click changes nothing. A redraw closes the
widgets it replaces.

>>> table = PlayTable(seed=7, seat=0, difficulty="easy")
>>> table.game.to_move == 0 or table.game.phase.value in ("score", "game over")
True
"""

from __future__ import annotations

import base64
import os

import ipywidgets as widgets

from ...game import Action, Game, Phase
from ...i18n import gettext, ntr, tr
from ...meld import best_meld
from ...players.levels import LEVEL_LABELS
from ...rules import CARDGAMES_IO, RuleSet
from ...seating import capitalise, side_of
from ...svg import PALETTES, check_palette, check_size
from ...tricks import trick_choices
from ...vocabulary import suit_word
from .. import controls, page_language, projector
from ..controls import Button
from ..hand import HandView
from ..meld_dashboard import palette_label
from ..pagekit import BUSY, FOCUS_FALLBACK, FOCUS_HOLD, FOCUS_NEXT, LIVE
from ..render import close_all, el, join, message, size_class, stylesheet
from ..review_view import ReviewPanel
from ..scoresheet import Html, ScoreSheet
from . import drawing
from .controller import TABLE_VARIANTS, PlayTableError, TableController

__all__ = ["PlayTable", "TABLE_SIZES"]

#: Card scales by name, for the ``size`` keyword: (label, scale). (The table no longer
#: shows a "Cards" toggle of them: for a projector the page's Projector switch draws the
#: projector layout, :mod:`..projector`.)
TABLE_SIZES: tuple[tuple[str, float], ...] = (("Normal", 1.0), ("Classroom", 1.6))

#: Where the other seats sit, clockwise from the person's left (three-handed: no top seat).
_POSITIONS = {4: ("left", "top", "right"), 3: ("left", "right")}


def table_button(description: str, tooltip: str = "", kind: str = "", *, value=None, token=None,
            size: float | None = None, focus: bool = True) -> Button:
    """A button of the play table: a control (``size`` None) or an action button drawn at
    card scale ``size``, which is where the focus goes after the last action unless
    ``focus`` is False (one to choose on purpose, never by an Enter too many)."""
    classes = (("pt-btn",) if size is None else
               ("pt-btn", "pt-action", size_class(size)) + ((FOCUS_NEXT,) if focus else ()))
    return Button(description=description, tooltip=tooltip or description, button_style=kind,
                  value=value, token=token, classes=classes)


def _classed(widget, *names):
    for name in names:
        widget.add_class(name)
    return widget


def record_link(name: str, data: bytes):
    """"Download <name>": a link that downloads the record ``data`` (JSON bytes) as the
    file ``name``, made in the page (nothing else is fetched from the server)."""
    href = "data:application/json;base64," + base64.b64encode(data).decode("ascii")
    return el("a", tr("Download {name}", name=name), download=name, href=href,
              cls="pt-record-link")


def _custom_label(rules: RuleSet) -> str:
    """The "Rules" picker's label of a rule set that is not one of the table's variants."""
    return ntr("{name} ({n} player)", "{name} ({n} players)", rules.players, name=rules.name)


def _cards(cards) -> str:
    return " ".join(str(x) for x in cards)


def _trump_texts(suit, meld: int, when: str) -> tuple[str, str]:
    """A trump button's text and tooltip: ``when`` is "widow" (the bidder holds it, the
    discard comes next), "pass" (the pass comes next) or "now"."""
    v = {"symbol": suit.symbol, "suit": suit_word(suit), "meld": meld}
    text = tr("{symbol} {Suit} (meld {meld})", symbol=suit.symbol, meld=meld,
              Suit=capitalise(str(v["suit"])))
    if when == "widow":
        tip = tr("Make {suit} trump (your meld with {suit} trump is {meld} with the widow, "
                 "before you discard)", **v)
    elif when == "pass":
        tip = tr("Make {suit} trump (your meld with {suit} trump is {meld} before the pass)",
                 **v)
    else:
        tip = tr("Make {suit} trump (your meld with {suit} trump is {meld} now)", **v)
    return text, tip


class PlayTable(widgets.VBox):
    """A whole game of Pinochle: the person plays ``seat``, the computer the other seats.

    The person bids (a button per legal bid, and Pass), names trump (four suit buttons, each
    showing the meld that trump would give), passes cards (click four cards one at a time),
    or, three-handed, sees the widow turned up when the auction ends and, as the bidder,
    discards three cards by clicking them (they count for the bidder, rules page §8),
    sees every seat's meld highlighted, may surrender when the rules allow it (§5),
    plays tricks (the legal cards are played when chosen; the others are dimmed, and
    choosing one says the engine's reason, §6), and sees each hand's score with the engine's reasons and
    a running :class:`~pinochle_teach.widgets.scoresheet.ScoreSheet` (§7).

    Args:
        seed, seat, rules, opponents, difficulty, game: as for
            :class:`~.controller.TableController` (``rules`` also takes a key of
            :data:`TABLE_VARIANTS`; ``difficulty`` is ``"easy"`` (random), ``"normal"``
            (heuristic), ``"hard"`` (Monte Carlo) or ``"expert"``).
        palette: a key of :data:`pinochle_teach.svg.PALETTES`.
        size: card scale (1.0 normal, 1.6 large; :data:`TABLE_SIZES`). For a projector,
            turn on projector mode instead (the table's "Projector" switch, or
            ``?projector=1`` in the page's address): it lays the whole table out for
            1024 × 768 whatever ``size`` says.
        record_dir: the folder "Save record" writes to (``records``).
        show_all: classroom mode for a teacher at a projector: every seat's cards are drawn
            face up (a "Show all hands" switch on the table toggles it).
        controller: draw this :class:`~.controller.TableController` (e.g. a shared table's,
            :mod:`.shared`) instead of making one; ``seed`` .. ``game`` are then ignored.

    Raises:
        PlayTableError, InvalidSeedError, UnknownPaletteError, InvalidDrawingError: for bad
            arguments. Actions (clicks and the methods below) never raise: a refused action
            shows the engine's reason in the widget and leaves the game unchanged.

    Attributes: ``controller``; ``game``, ``seat``, ``rules``, ``players``, ``level``,
    ``events``, ``token`` (the controller's); ``hand_view`` (the person's
    :class:`HandView`), ``action_buttons`` (the current bid/trump/… buttons), ``scoresheet``,
    ``message`` (class ``pt-message``), ``status``, ``prompt``, ``seed_box``,
    ``new_game_button``, ``save_button``, ``file_box``, ``difficulty_picker``,
    ``rules_picker``, ``palette_picker``, ``projector_switch``, ``show_all_box``,
    ``hint_button``, ``seat_views`` (``{"left"|"top"|"right": HTML}``; three-handed, "top"
    shows the widow), ``centre``, ``last_trick_view``, ``result_view``, ``meld_panel``,
    ``meld_views``, ``log_view``, ``review_panel`` (a :class:`~..review_view.ReviewPanel`:
    "Review my hand" once a hand is over, opening a
    :class:`~..review_view.HandReview` of the person's seat below the score).
    """

    def __init__(self, seed: "int | str" = 0, seat: int = 0,
                 rules: "RuleSet | str" = CARDGAMES_IO, opponents=None, *,
                 difficulty: str = "normal", palette: str = "classic", size: float = 1.0,
                 game: Game | None = None, record_dir: str = "records", show_all: bool = False,
                 controller: "TableController | None" = None):
        check_palette(palette)
        self.size = check_size(size)
        self.palette = palette
        if controller is not None and not isinstance(controller, TableController):
            raise PlayTableError(f"controller must be a TableController, got "
                                 f"{type(controller).__name__}")
        self.controller = controller if controller is not None else TableController(
            seed, seat, rules, opponents, difficulty=difficulty, game=game)
        difficulty = self.controller.difficulty
        self.controller.before_computers = self._thinking
        self.record_dir = record_dir
        self.show_all = bool(show_all)
        self._meld_hand = None  # the hand number whose meld panel was opened automatically
        self._drawn_actions = None  # (token, size) the action buttons were drawn for
        self._syncing = False
        self.action_buttons: list[Button] = []
        self._make_controls(difficulty)
        self._make_table()
        # "Review my hand" once a hand is over, and the review below the score (review_view).
        self.review_panel = ReviewPanel(tr("Review my hand"), palette=palette)
        super().__init__(
            [stylesheet(), self.controls, self.status, self.message, self.table,
             self.prompt, self.actions, self.hand_view, self.result_view,
             self.review_panel.bar, self.review_panel.area, self.meld_panel,
             self.log_view, self.scoresheet])
        _classed(self, "pt-root", "pt-playtable")
        projector.follow(self, self._on_projector)
        page_language.offer(self)
        self.refresh()

    @classmethod
    def from_game(cls, game: Game, seat: int = 0, **kwargs) -> "PlayTable":
        """A table that plays on from ``game`` (any phase); see :class:`PlayTable`."""
        return cls(seat=seat, game=game, **kwargs)

    # --- building -------------------------------------------------------------------

    def _make_controls(self, difficulty: str) -> None:
        c = self.controller
        self.seed_box = _classed(controls.Text(
            value=str(c.game.seed), description=tr("Deal #"), placeholder=tr("e.g. 7"),
            tooltip=tr("A deal number from 0 to 999,999,999: the same number gives the same "
                       "game. Press Enter to start it.")), "pt-fit-label", "pt-w-seed")
        self.new_game_button = _classed(table_button(
            tr("New game"), tr("Start a new game with this deal number"), "primary"),
            FOCUS_FALLBACK)
        self.difficulty_picker = _classed(controls.Dropdown(
            options=[(gettext(label), level) for level, label in LEVEL_LABELS.items()],
            value=difficulty, description=tr("Computer")), "pt-fit-label", "pt-w-level")
        variants = [(gettext(label), key) for label, key, _ in TABLE_VARIANTS]
        self._variant_rules = {key: rs for _, key, rs in TABLE_VARIANTS}
        if not any(rs == c.rules for rs in self._variant_rules.values()):
            variants.append((_custom_label(c.rules), "custom"))
            self._variant_rules["custom"] = c.rules
        self.rules_picker = _classed(controls.Dropdown(
            options=variants, value=self._rules_key(),
            description=tr("Rules"),
            tooltip=tr("Choosing other rules starts a new game with the deal number in the "
                       "box")),
            "pt-fit-label", "pt-w-rules")
        self.palette_picker = _classed(controls.Dropdown(
            options=[(palette_label(name), name) for name in PALETTES], value=self.palette,
            description=tr("Colours")), "pt-fit-label", "pt-w-palette")
        self.file_box = _classed(controls.Text(
            value=c.default_name(), description=tr("File"),
            tooltip=tr("The record's file name; records are saved in the {folder} folder",
                       folder=repr(self.record_dir))), "pt-fit-label", "pt-w-file")
        self.save_button = table_button(tr("Save record"), tr(
            "Save this game as a JSON record that the trick walkthrough can load"))
        self.hint_button = table_button(tr("Hint"),
                                        tr("What would a strong player do here, and why?"))
        self.show_all_box = _classed(controls.Checkbox(
            value=self.show_all, description=tr("Show all hands (teacher)"), indent=False,
            tooltip=tr("Classroom mode: draw every seat's cards face up")), "pt-w-auto")
        self.projector_switch = projector.switch()

        # Enter in the deal box starts the game, as the button does. The box keeps sending
        # every keystroke (so "Rules" and "New game" always read the number on screen) and
        # the browser's Enter arrives as the Text widget's "submit" message. ipywidgets 8
        # deprecates Text.on_submit in favour of continuous_update=False + observe, but that
        # would start a game whenever the box loses focus and leave the kernel with the old
        # number when the rules are changed straight after typing; so the message is read
        # directly (tests/browser/test_table_page.py presses Enter in Chromium).
        self.seed_box.on_msg(self._on_seed_box_msg)
        self.new_game_button.on_click(lambda _b: self.new_game())
        self.difficulty_picker.observe(lambda ch: self.set_difficulty(ch["new"]), names="value")
        self.rules_picker.observe(self._on_rules, names="value")
        self.palette_picker.observe(self._on_palette, names="value")
        self.show_all_box.observe(self._on_show_all, names="value")
        self.save_button.on_click(lambda _b: self.save_record())
        #: (the save's message, its download link) of the last record saved.
        self._record_link = ("", "")
        self.hint_button.on_click(lambda _b: self.show_hint())
        self.controls = _classed(widgets.VBox([
            _classed(widgets.HBox([self.seed_box, self.new_game_button, self.rules_picker,
                                   self.difficulty_picker, self.hint_button]),
                     "pt-controls-row"),
            _classed(widgets.HBox([self.palette_picker, self.projector_switch,
                                   self.show_all_box,
                                   self.file_box, self.save_button]), "pt-controls-row"),
        ]), "pt-controls")

    def _make_table(self) -> None:
        self.status = _classed(Html(), "pt-status-view")
        # The prompt and the message are live regions: a screen reader says what changed.
        # While the table draws the buttons for what comes next, the focus waits on the
        # prompt (it says what happens now), never on the page's body (pagekit).
        self.prompt = _classed(Html(), "pt-prompt", LIVE, FOCUS_HOLD)
        self.message = _classed(Html(), "pt-message", LIVE)
        self.seat_views = {pos: _classed(Html(), f"pt-area-{pos}")
                           for pos in ("left", "top", "right")}
        self.centre = _classed(Html(), "pt-area-centre")
        self.last_trick_view = _classed(Html(), "pt-area-last")
        self.actions = _classed(widgets.HBox(), "pt-actions")
        self.hand_view = HandView((), palette=self.palette, size=self.size, title=tr("Your hand"))
        self.result_view = _classed(Html(), LIVE)
        self.meld_views = Html()
        self.meld_panel = widgets.Accordion(children=[self.meld_views])
        self.meld_panel.set_title(0, tr("Meld"))
        self.meld_panel.selected_index = None
        self.log_view = Html()
        self.scoresheet = ScoreSheet(self.controller.game)
        # The table as seen from the person's seat (the places are the stylesheet's grid).
        self.table = _classed(widgets.GridBox(
            [self.last_trick_view, self.seat_views["top"], self.seat_views["left"],
             self.centre, self.seat_views["right"]]), "pt-table")

    # --- the controller's state -------------------------------------------------------

    game = property(lambda self: self.controller.game,
                    lambda self, g: setattr(self.controller, "game", g),
                    doc="The game at this table (the controller's).")
    players = property(lambda self: self.controller.players,
                       lambda self, p: setattr(self.controller, "players", p),
                       doc="{seat: player} for the computer seats.")
    seat = property(lambda self: self.controller.seat, doc="The person's seat.")
    rules = property(lambda self: self.controller.rules, doc="The table's RuleSet.")
    level = property(lambda self: self.controller.level, doc="The difficulty in use.")
    difficulty = property(lambda self: self.controller.difficulty, doc="The chosen level.")
    events = property(lambda self: self.controller.events, doc="What happened, latest last.")
    token = property(lambda self: self.controller.token, doc="The game state's token.")
    seats = property(lambda self: self.controller.seats, doc="The number of seats (3 or 4).")

    def seat_name(self, seat: int) -> str:
        """The seat's name at this table ("South", "West", "North"/"East")."""
        return self.controller.seat_name(seat)

    def side_name(self, side: int) -> str:
        """The name of a scoring side: a team ("South–North") with partners, else a seat."""
        return self.controller.side_name(side)

    def name(self, seat: int) -> str:
        """"You" for the person's seat, else the seat name."""
        return self.controller.name(seat)

    # --- acting (each asks the controller, then redraws) -----------------------------

    def _done(self, taken: bool) -> bool:
        self.refresh()
        return taken

    def act(self, action: "Action | str", token=None) -> bool:
        """Take ``action`` for the person (see :meth:`TableController.act`); ``token``: the
        state the action was chosen on (a stale one is ignored). Returns True if taken."""
        return self._done(self.controller.act(action, token))

    def bid(self, points: int) -> bool:
        """Bid ``points`` (rules page §2)."""
        return self._done(self.controller.bid(points))

    def pass_(self) -> bool:
        """Pass in the auction (final, rules page §2)."""
        return self._done(self.controller.pass_())

    def name_trump(self, suit) -> bool:
        """Name trump (rules page §3)."""
        return self._done(self.controller.name_trump(suit))

    def give(self, card, token=None) -> bool:
        """Give one card in the pass (rules page §3)."""
        return self._done(self.controller.give(card, token))

    def discard(self, card, token=None) -> bool:
        """Three-handed: discard one card after taking the widow (rules page §8)."""
        return self._done(self.controller.discard(card, token))

    def play(self, card, token=None) -> bool:
        """Play a card to the trick (rules page §6); an illegal card shows why and changes
        nothing."""
        return self._done(self.controller.play(card, token))

    def surrender(self) -> bool:
        """Go set voluntarily (rules page §5)."""
        return self._done(self.controller.surrender())

    def play_on(self) -> bool:
        """Decline to surrender and play the hand."""
        return self._done(self.controller.play_on())

    def next_deal(self, token=None) -> bool:
        """Start the next hand once this one is scored."""
        return self._done(self.controller.next_deal(token))

    def undo(self) -> bool:
        """Take back the person's last action (see :meth:`TableController.undo`)."""
        return self._done(self.controller.undo())

    def _thinking(self) -> None:
        # Monte Carlo players take a moment: say so first (the message reaches the page
        # before the handler returns).
        self.prompt.value = drawing.prompt_html(tr("The computer players are thinking…"),
                                                self.drawn_size)
        self.add_class(BUSY)  # the page leaves the focus alone until the table is redrawn
        self._set_actions([])
        self._drawn_actions = None

    # --- other controls -------------------------------------------------------------

    def new_game(self, seed: "int | str | None" = None) -> bool:
        """Start a new game with deal number ``seed`` (default: the seed box). A bad number
        shows a message and keeps the current game."""
        if not self.controller.new_game(self.seed_box.value if seed is None else seed):
            return self._done(False)
        value = str(self.controller.game.seed)
        self._meld_hand = None
        self.meld_panel.selected_index = None
        if self.seed_box.value.strip() != value:
            self.seed_box.value = value
        self.file_box.value = self.controller.default_name()
        return self._done(True)

    def _on_seed_box_msg(self, _widget, content, _buffers) -> None:
        if isinstance(content, dict) and content.get("event") == "submit":
            self.new_game()

    def set_rules(self, rules: "RuleSet | str") -> bool:
        """Start a new game (deal number from the seed box) under other rules: a
        :class:`RuleSet` or a key of :data:`TABLE_VARIANTS` (``"three-handed"``, …). Bad
        rules or a bad deal number show a message and keep the current game."""
        taken = self.controller.set_rules(rules, self.seed_box.value)
        if taken:
            self._meld_hand = None
            self.meld_panel.selected_index = None
            self.file_box.value = self.controller.default_name()
        self._sync_rules_picker()
        return self._done(taken)

    def _rules_key(self) -> str:
        return next((k for k, rs in self._variant_rules.items()
                     if rs == self.controller.rules), "custom")

    def _sync_rules_picker(self) -> None:
        key = self._rules_key()
        if key == "custom" and key not in self._variant_rules:
            rules = self.controller.rules
            self._variant_rules[key] = rules
            self.rules_picker.options = [*self.rules_picker.options,
                                         (_custom_label(rules), key)]
        if self.rules_picker.value != key:
            self._syncing = True
            try:
                self.rules_picker.value = key
            finally:
                self._syncing = False

    def _on_rules(self, change) -> None:
        if not self._syncing:
            self.set_rules(self._variant_rules[change["new"]])

    def set_difficulty(self, level: str) -> bool:
        """Switch the computer players to ``level`` now (their seats keep playing on)."""
        taken = self.controller.set_difficulty(level)
        if taken and self.difficulty_picker.value != level:
            self.difficulty_picker.value = level
        return self._done(taken)

    def _on_palette(self, change) -> None:
        self.palette = change["new"]
        self.refresh()

    def _on_show_all(self, change) -> None:
        self.show_all = bool(change["new"])
        self.refresh()

    @property
    def size_picker(self):
        """Gone: the Projector switch (:attr:`projector_switch`) is the one control for a
        projector; raises AttributeError saying so."""
        raise projector.size_picker_gone("PlayTable")

    def _on_projector(self, _on: bool) -> None:
        self.refresh()

    @property
    def drawn_size(self) -> float:
        """The scale the person's hand is drawn at: ``size``, or in
        projector mode (:mod:`..projector`) the projector layout's (smaller for hands of
        more than :data:`..projector.HAND_ROW` cards, so they stay one row)."""
        return (projector.hand_scale(self.controller.rules.hand_size) if projector.is_on()
                else self.size)

    def save_record(self, path: "str | os.PathLike | None" = None) -> str | None:
        """Write the game record (JSON) to ``path``, or without it to the file box's plain
        file name inside ``record_dir`` (never over another student's record: see
        :meth:`TableController.save_record`; the box then shows the name used). Returns
        the path, or None (the message says why)."""
        target = self.controller.save_record(path, name=self.file_box.value,
                                             folder=self.record_dir)
        if target is not None:
            if path is None:
                self.file_box.value = os.path.basename(target)
            # The file as written, as a download link beside the message: the student's
            # own copy, which the walkthrough's Load record (on their device) reads back.
            with open(target, "rb") as f:
                self._record_link = (self.controller.info,
                                     record_link(os.path.basename(target), f.read()))
        self._draw_message()
        return target

    def show_hint(self) -> str | None:
        """Ask :func:`pinochle_teach.players.hint` what to do, and show it."""
        text = self.controller.hint()
        self.refresh()
        return text

    # --- drawing --------------------------------------------------------------------

    def refresh(self) -> None:
        """Redraw everything from the game (engine state) and the view settings (in
        projector mode, the projector layout: the other hands as rows of whole cards)."""
        c = self.controller
        g = c.game
        view = g.view(c.seat)
        big = projector.is_on()
        size, palette = self.drawn_size, self.palette
        if BUSY in self._dom_classes:
            self.remove_class(BUSY)
        self.status.value = drawing.status_html(c, view, size)
        self._draw_message()
        for pos, seat in zip(_POSITIONS[c.seats], c.others()):
            self.seat_views[pos].value = drawing.seat_html(
                c, seat, view, show_all=self.show_all, palette=palette, size=size,
                projector=big)
        if c.seats == 3:
            self.seat_views["top"].value = drawing.widow_html(
                c, view, show_all=self.show_all, palette=palette, size=size, projector=big)
        # The trick in play, else the one just completed (kept until the person acts).
        last = view.tricks[-1] if view.tricks else None
        if view.trick:
            self.centre.value = drawing.live_trick_html(c, view, palette=palette, size=size,
                                                        projector=big)
            self.last_trick_view.value = (drawing.last_trick_html(
                c, last, small=True, palette=palette, size=size, projector=big)
                if last else "")
        elif last is not None:
            self.centre.value = drawing.last_trick_html(c, last, small=False, palette=palette,
                                                        size=size, projector=big)
            self.last_trick_view.value = ""
        else:
            self.centre.value = drawing.centre_html(c, view, size)
            self.last_trick_view.value = ""
        self.prompt.value = drawing.prompt_html(self._prompt_text(view), size)
        if self._drawn_actions != (c.token, size):
            self._set_actions(self._action_buttons(view))
            self._drawn_actions = (c.token, size)
        self._draw_hand(view)
        self.result_view.value = drawing.result_html(c, size)
        self.review_panel.follow(g, c.seat, key=(id(g), len(g.history)))
        self._draw_meld(view)
        self.log_view.value = drawing.log_html(c.events)
        self.scoresheet.set(g)

    def _draw_message(self) -> None:
        c = self.controller
        saved, link = self._record_link
        info = join([c.info, " ", link]) if c.info and c.info == saved else c.info
        self.message.value = (message(c.error) if c.error else
                              message(info, "info") if c.info else "")

    def _set_actions(self, buttons: list[Button]) -> None:
        old = self.action_buttons
        self.action_buttons = buttons
        self.actions.children = buttons
        close_all(b for b in old if all(b is not n for n in buttons))

    def _prompt_text(self, view) -> str:
        c, g = self.controller, self.controller.game
        ph, rules = g.phase, g.rules
        if ph is Phase.GAME_OVER:
            return tr("Game over: {wins}. Start a new game above.", wins=c.side_wins(g.winner))
        if ph is Phase.SCORE:
            return tr("Hand {number} is over. See the score below.", number=g.hand_number)
        if g.to_move != c.seat:
            return tr("{seat} is to act.", seat=c.seat_word(g.to_move))
        if ph is Phase.AUCTION:
            return tr("Your bid: raise or pass.") if view.high_bid else tr(
                "Your bid: open or pass.")
        if ph is Phase.TRUMP:
            if view.widow:
                return ntr("You won the auction at {contract} and took the widow (outlined in "
                           "your hand): name trump, then discard {n} card.",
                           "You won the auction at {contract} and took the widow (outlined in "
                           "your hand): name trump, then discard {n} cards.", rules.widow,
                           contract=g.contract)
            return tr("You won the auction at {contract}: name trump.", contract=g.contract)
        if ph in (Phase.PASS, Phase.RETURN):
            to = view.bidder if ph is Phase.PASS else g.partner
            return tr("Choose a card to give to {seat} ({given} of {count} given).",
                      seat=c.seat_word(to), given=len(view.passed_by_me),
                      count=rules.pass_count)
        if ph is Phase.DISCARD:
            done, count = len(view.discards), rules.widow
            return ntr("Discard {n} more card ({done} of {count} discarded): click them in "
                       "your hand. Meld is counted from the cards you keep; the discards' "
                       "counters count for you (rules page §8).",
                       "Discard {n} more cards ({done} of {count} discarded): click them in "
                       "your hand. Meld is counted from the cards you keep; the discards' "
                       "counters count for you (rules page §8).", count - done, done=done,
                       count=count)
        if ph is Phase.SURRENDER:
            v = dict(meld=g.team_meld[side_of(c.seat, rules)], contract=g.contract,
                     total=rules.trick_points_total)
            if rules.partnership:
                return tr("Your team's meld is {meld}, so even all {total} trick points cannot "
                          "make the contract {contract}: surrender (score −{contract}; the "
                          "other team scores only its meld) or play on?", **v)
            return tr("Your meld is {meld}, so even all {total} trick points cannot make the "
                      "contract {contract}: surrender (score −{contract}; the others score "
                      "only their meld) or play on?", **v)
        if ph is Phase.TRICKS:
            return (tr("Your turn: lead any card.") if not view.trick
                    else tr("Your turn: play a card to the trick."))
        return ""

    def _action_buttons(self, view) -> list[Button]:
        """The buttons for the person's actions now, each carrying its action and token."""
        c, g = self.controller, self.controller.game
        ph, rules, token, size = g.phase, g.rules, c.token, self.drawn_size
        buttons = []
        if ph is Phase.SCORE:
            b = table_button(tr("Next deal"), tr("Deal the next hand"), "primary", token=token,
                             size=size)
            b.on_click(lambda b: self.next_deal(token=b.token))
            return [b]
        if g.to_move != c.seat or ph not in (Phase.AUCTION, Phase.TRUMP, Phase.SURRENDER):
            return []
        if ph is Phase.TRUMP:
            when = ("widow" if view.widow else
                    "pass" if rules.partnership and rules.pass_count else "now")
        high = view.high_bid
        for a in view.legal_actions:
            if a.kind == "bid":
                tip = (tr("Bid {bid} (+{step} over {high})", bid=a.value, step=a.value - high,
                          high=high) if high
                       else tr("Open the bidding at {bid}", bid=a.value))
                b = table_button(tr("Bid {bid}", bid=a.value), tip, "info", value=a,
                                 token=token, size=size)
            elif a.kind == "pass":
                b = table_button(tr("Pass"), tr("Pass: you take no further part in this "
                                                "auction (rules page §2)"),
                                 value=a, token=token, size=size)
            elif a.kind == "trump":
                b = table_button(*_trump_texts(a.value, best_meld(view.hand, a.value,
                                                                  rules).total, when),
                                 value=a, token=token, size=size)
            elif a.kind == "surrender":
                # The focus goes to "Play on": one Enter too many must not give the hand up.
                b = table_button(tr("Surrender"), tr("Go set now: −{contract} (rules page §5)",
                                                     contract=g.contract), "warning",
                                 value=a, token=token, size=size, focus=False)
            else:
                b = table_button(tr("Play on"), tr("Play the hand out"), "info", value=a,
                                 token=token, size=size)
            b.on_click(lambda b: self.act(b.value, token=b.token))
            buttons.append(b)
        return buttons

    def _draw_hand(self, view) -> None:
        c, g = self.controller, self.controller.game
        ph, mine = g.phase, g.to_move == c.seat
        kwargs = dict(cards=view.hand, trump=view.trump, palette=self.palette,
                      size=self.drawn_size,
                      choices=None, reasons={}, highlights={}, on_choose=None, token=c.token)
        title = ntr("Your hand ({seat}, {n} card)", "Your hand ({seat}, {n} cards)",
                    len(view.hand), seat=c.seat_word(c.seat))
        if mine and ph is Phase.TRICKS:
            choices, reasons = trick_choices(view.hand, view.trick, view.trump, g.rules)
            kwargs.update(choices=choices, reasons=reasons, verb="Play",
                          on_choose=lambda card, token: self.play(card, token))
        elif mine and ph in (Phase.PASS, Phase.RETURN):
            kwargs.update(choices=[a.value for a in view.legal_actions if a.kind == "give"],
                          verb="Give", on_choose=lambda card, token: self.give(card, token))
            if view.passed_by_me:
                title += tr(" · you gave {cards}", cards=_cards(view.passed_by_me))
        elif mine and ph is Phase.DISCARD:
            kwargs.update(choices=[a.value for a in view.legal_actions if a.kind == "discard"],
                          verb="Discard",
                          on_choose=lambda card, token: self.discard(card, token))
        if view.passed_to_me and not view.tricks and not view.trick and view.hand:
            # Until the first card is played, outline the cards just received.
            title += tr(" · you received {cards}", cards=_cards(view.passed_to_me))
            kwargs["highlights"] = {x: "selected" for x in view.passed_to_me}
        if view.widow and view.bidder == c.seat and ph in (Phase.TRUMP, Phase.DISCARD):
            # The bidder holds the widow: outline its cards until the discard is made.
            title += tr(" · outlined: the widow {cards}", cards=_cards(view.widow))
            kwargs["highlights"] = {x: "selected" for x in view.widow}
        if view.discards:
            title += tr(" · you discarded {cards}", cards=_cards(view.discards))
        if c.hint_card is not None and kwargs["choices"] is not None:
            kwargs["highlights"] = {**kwargs["highlights"], c.hint_card: "hint"}
        kwargs["title"] = title
        self.hand_view.set(**kwargs)
        # "Discard 10♥" is longer than a card is wide: the stylesheet widens those buttons.
        if kwargs.get("verb") == "Discard":
            self.hand_view.add_class("pt-wide-buttons")
        else:
            self.hand_view.remove_class("pt-wide-buttons")
        # Between hands there is nothing to hold: hide the empty hand.
        controls.show(self.hand_view, bool(view.hand))

    def _draw_meld(self, view) -> None:
        c, g = self.controller, self.controller.game
        self.meld_panel.set_title(0, drawing.meld_title(c, view))
        self.meld_views.value = drawing.meld_panel_html(c, view, palette=self.palette,
                                                        size=self.drawn_size)
        # Open the panel once per hand, when the meld is first laid down.
        if view.melds is not None and self._meld_hand != g.hand_number and \
                g.phase in (Phase.SURRENDER, Phase.TRICKS):
            self._meld_hand = g.hand_number
            self.meld_panel.selected_index = 0

    def __repr__(self) -> str:
        g = self.controller.game
        return (f"<PlayTable seed={g.seed} seat={self.seat} hand={g.hand_number} "
                f"phase={g.phase.value} scores={list(g.scores)}>")
