"""TrickWalkthrough: replay the trick play of one hand from a game record, card by card.

The record is replayed by the engine (:func:`pinochle_teach.game.replay`), so each step is a
real :class:`~pinochle_teach.game.Game` state. At every step the widget shows who is to play,
each card of their hand with :func:`pinochle_teach.explain_play`'s sentence (legal or not,
rules page §6), the card currently winning (:func:`pinochle_teach.trick_winner`), the trick
points (counters) and tricks won by each team, the last-trick bonus when it comes and the
hand's score (rules page §7). "Play from here" hands the position to a
:class:`~pinochle_teach.widgets.table.PlayTable`.

Teacher mode shows all hands face up; student mode shows one seat's hand and hides the
others (and does not give away the next card played).

Every rule set for 3 or 4 players works (rules page §8): the seats are named by
:func:`pinochle_teach.seating.seat_names`, the counters are kept per team or, three-handed,
per player (:func:`pinochle_teach.seating.side_names`), a trick has one card per player, and three-handed the widow
(taken by the bidder before the first lead) is shown face up with the bidder's discards
(face down to the other players), whose counters join the bidder's at the end of the hand.

>>> from pinochle_teach.game import Game
>>> from pinochle_teach.players import RandomPlayer, play_hand
>>> g = Game(seed=5)
>>> play_hand(g, [RandomPlayer(s) for s in range(4)])
>>> w = TrickWalkthrough(g)
>>> w.step, w.steps
(0, 48)
"""

from __future__ import annotations

import os

import ipywidgets as widgets

from ...errors import InvalidRecordError, PinochleError
from ...game import Action, Game, Phase, replay
from ...i18n import pgettext, tr
from ..meld_dashboard import palette_label
from ...players import hint as find_hint, play_deal
from ...records import check_record
from ...rules import CARDGAMES_IO, RuleSet
from ...seating import Names, check_seat, seat_names, table_names
from ...svg import PALETTES, check_palette, check_size
from .. import controls, page_language, projector
from ..choosers import DealChooser, RecordUpload, record_accepted, record_deal_number
from ..controls import Button
from ..render import close_all, el, message, size_class, stylesheet
from ..review_view import ReviewPanel
from ..pagekit import FOCUS_FALLBACK, FOCUS_NEXT, LIVE, mark_focus
from ..scoresheet import Html
from ..table import DIFFICULTIES, PlayTable
from . import drawing

__all__ = ["TrickWalkthrough", "WalkthroughError"]


class WalkthroughError(PinochleError):
    """A record or setting the walkthrough cannot show (no trick play in that hand, a seat
    out of range, …)."""


def _classed(widget, *names):
    for name in names:
        widget.add_class(name)
    return widget


def _lower(err: Exception) -> str:
    text = str(err).strip().rstrip(".")
    return text[:1].lower() + text[1:]


def _hands_with_play(record) -> tuple[dict[int, tuple[Game, list[Action]]], list[int]]:
    """Replay ``record``; for each hand that reached trick play, the game just before the
    first lead and the card plays that followed. Also the hands that were surrendered."""
    found: dict[int, tuple[Game, list[Action]]] = {}
    surrendered: list[int] = []
    for _i, action, g in replay(record):
        if action is not None and action.kind == "play":
            found[g.hand_number][1].append(action)
        elif action is not None and action.kind == "surrender":
            surrendered.append(g.hand_number)
        if (g.phase is Phase.TRICKS and not g.tricks and not g.trick
                and g.hand_number not in found):
            found[g.hand_number] = (g.copy(), [])
    return found, surrendered


class TrickWalkthrough(widgets.VBox):
    """Step through the trick play of one hand of a recorded game (rules page §6-7).

    Args:
        source: a game record (the dict of :meth:`Game.to_record`, or its JSON text) or a
            :class:`Game` (its record is used).
        seat: ``None`` for teacher mode, or a seat 0..players-1 for student mode (that seat's hand
            face up, the others face down). The seat is also the one the person takes in
            "play from here", and is drawn at the bottom of the trick.
        teacher: show all hands face up even with a ``seat`` (default: only when ``seat``
            is None).
        hand: the hand number (1 = the first) to walk through; by default the first hand
            with trick play.
        palette: a key of :data:`pinochle_teach.svg.PALETTES`.
        size: card scale (1.0 normal, 1.6 large). For a projector, turn on projector mode
            instead (the walkthrough's "Projector" switch, or ``?projector=1`` in the page's
            address): it draws the projector layout whatever ``size`` says.
        difficulty: the computer players' level for "play from here" (see
            :data:`pinochle_teach.widgets.table.DIFFICULTIES`).

    Raises:
        InvalidRecordError: for a record that does not replay.
        WalkthroughError: for a record with no trick play in ``hand`` (not reached, or
            surrendered), a bad seat/size/palette, or rules for other than 3 or 4
            players.

    Attributes: ``step`` (card plays made, 0..``steps``), ``steps``, ``hand`` (its number),
    ``hands`` (hand numbers with trick play), ``game`` (the state at this step; do not
    change it), ``plays`` (the hand's card plays, as :class:`Action`), ``seat``,
    ``teacher``; controls ``first_button``, ``back_button``, ``forward_button``,
    ``last_button``, ``slider``, ``play_button`` ("Play from here"), ``hint_toggle`` (shown
    when :func:`pinochle_teach.players.hint` exists), ``view_picker``,
    ``projector_switch``, ``palette_picker``, ``hand_picker``; drawings ``status``,
    ``hands_view``, ``trick_view``, ``choices_view`` (in the foldable ``choices_panel``),
    ``score_view``, ``message``; ``review_panel`` (a
    :class:`~..review_view.ReviewPanel`: "Review" with a "Review seat" choice for a
    finished hand, opening a :class:`~..review_view.HandReview` below the hand); and
    ``table`` (the PlayTable of "play from here", else None).
    """

    def __init__(self, source, *, seat: int | None = None, teacher: bool | None = None,
                 hand: int | None = None, palette: str = "classic", size: float = 1.0,
                 difficulty: str = "normal"):
        found, surrendered, hand, record = self._read(source, hand)
        self._found = found
        self._surrendered = surrendered
        self.rules: RuleSet = found[hand][0].rules
        self.deal_number: "int | None" = record_deal_number(record, self.rules)
        self.names: tuple[str, ...] = seat_names(self.rules)
        n = len(self.names)
        if seat is not None:
            try:
                check_seat(seat, self.rules)
            except PinochleError:
                raise WalkthroughError(
                    f"seat must be None (teacher mode) or 0..{n - 1}, got {seat!r}") from None
        check_palette(palette)
        check_size(size)
        if difficulty not in DIFFICULTIES:
            raise WalkthroughError(
                f"unknown difficulty {difficulty!r}: use one of {', '.join(DIFFICULTIES)}")
        self.seat = seat
        self.teacher = (seat is None) if teacher is None else bool(teacher)
        self.palette = palette
        self.size = float(size)
        self.difficulty = difficulty
        self.hands = sorted(found)
        self.hand = hand
        self.step = 0
        self.table: PlayTable | None = None
        self._error = ""
        self._note = ""
        self._load_hand(hand)

        # --- controls ---------------------------------------------------------------
        def nav(text, tip):
            return Button(description=text, tooltip=tip)

        self.first_button = nav(tr("◀◀ Start"), tr("Back to before the first lead"))
        self.back_button = mark_focus(nav(tr("◀ Back"), tr("One card back")), FOCUS_FALLBACK)
        self.forward_button = nav(tr("Forward ▶"), tr("Play the next card of the record"))
        self.forward_button.button_style = "primary"
        # Start/Back and Forward/End are disabled at either end: the focus then goes on to
        # Forward, or back to Back.
        mark_focus(self.forward_button, FOCUS_NEXT)
        self.last_button = nav(tr("End ▶▶"), tr("To the end of the hand"))
        self.slider = _classed(controls.IntSlider(
            value=0, min=0, max=self.steps, step=1, description=tr("Card play"),
            continuous_update=False), "pt-fit-label", "pt-w-slider")
        self.play_button = nav(tr("Play from here"), tr("Take over a seat from this point and "
                                                        "play on against the computer"))
        self.play_button.button_style = "success"
        self.view_picker = _classed(controls.Dropdown(
            options=self._view_options(self.names),
            value=-1 if self.teacher else seat, description=tr("Show")),
            "pt-fit-label", "pt-w-view")
        self.palette_picker = _classed(controls.Dropdown(
            options=[(palette_label(name), name) for name in PALETTES], value=palette,
            description=tr("Colours")), "pt-fit-label", "pt-w-palette")
        self.hint_toggle = controls.ToggleButton(
            value=False, description=tr("Show hints"),
            tooltip=tr("Also say what a strong (heuristic) player would play, and why"))
        self.hand_picker = _classed(controls.Dropdown(
            options=self._hand_options(self.hands), value=hand,
            description=pgettext("a hand of the game, by its number", "Hand")),
            "pt-fit-label", "pt-w-hand")
        if len(self.hands) < 2:
            controls.show(self.hand_picker, False)
        self.projector_switch = projector.switch()

        self.deal_chooser = DealChooser(self.deal_number, lambda: self.rules,
                                        self._show_game, self._refuse, verb="play")
        self.deal_box, self.deal_button = self.deal_chooser.box, self.deal_chooser.button
        self.record_upload = RecordUpload(self.load_record, self._refuse)
        # "Review" a seat's decisions in a finished hand (the review opens below the hand).
        self.review_panel = ReviewPanel(tr("Review"), choose_seat=True, palette=palette)

        self.first_button.on_click(lambda _b: self.go(0))
        self.back_button.on_click(lambda _b: self.back())
        self.forward_button.on_click(lambda _b: self.forward())
        self.last_button.on_click(lambda _b: self.go(self.steps))
        self.slider.observe(self._on_slider, names="value")
        self.play_button.on_click(lambda _b: self.play_from_here())
        self.view_picker.observe(self._on_view, names="value")
        self.palette_picker.observe(self._on_palette, names="value")
        self.hand_picker.observe(self._on_hand, names="value")
        self.hint_toggle.observe(lambda _ch: self.refresh(), names="value")

        self.controls = _classed(widgets.VBox([
            _classed(widgets.HBox([self.first_button, self.back_button, self.forward_button,
                                   self.last_button, self.slider, self.hint_toggle,
                                   self.play_button]), "pt-walk-controls-row"),
            _classed(widgets.HBox([self.hand_picker, self.view_picker,
                                   self.projector_switch, self.palette_picker]),
                     "pt-walk-controls-row"),
            _classed(widgets.HBox([self.deal_chooser, self.record_upload,
                                   self.review_panel.bar]),
                     "pt-walk-controls-row", "pt-walk-source-row"),
        ]), "pt-controls")

        # --- drawings ---------------------------------------------------------------
        self.status = Html()
        self.status.add_class(LIVE)  # where in the hand, said at every step
        self.message = Html()
        self.message.add_class("pt-message")
        self.message.add_class(LIVE)
        self.hands_view = Html()
        self.trick_view = Html()
        self.score_view = Html()
        self.choices_view = Html()
        board = _classed(widgets.HBox(
            [self.hands_view, _classed(widgets.VBox([self.trick_view, self.score_view]),
                                       "pt-walk-side")]), "pt-walk-board")
        # The card-by-card reasons are long: a panel the teacher can fold away (open at
        # first; its state is kept from step to step).
        self.choices_panel = widgets.Accordion(children=[self.choices_view])
        self.choices_panel.set_title(0, tr("Each card of the player to move, and why"))
        self.choices_panel.selected_index = 0
        self.body = _classed(widgets.VBox([self.status, self.message, board,
                                           self.choices_panel, self.review_panel.area]),
                             "pt-walk-body")
        self.back_to_walkthrough = Button(
            description=tr("◀ Back to the walkthrough"),
            tooltip=tr("Leave the game and return to the recorded hand"))
        self.back_to_walkthrough.on_click(lambda _b: self.close_table())
        self.play_note = Html()
        self.play_bar = _classed(widgets.HBox([self.back_to_walkthrough, self.play_note]),
                                 "pt-walk-play-bar")
        self.play_area = widgets.VBox([])
        super().__init__([stylesheet(), self.controls, self.body, self.play_area])
        self.add_class("pt-root")
        self.add_class("pt-walkthrough")
        projector.follow(self, self._on_projector)
        page_language.offer(self)
        self.refresh()

    # --- loading ----------------------------------------------------------------------

    @staticmethod
    def _view_options(names) -> list:
        """The "Show" choices: teacher mode (-1), then each seat's student mode."""
        return ([(tr("Teacher: all hands"), -1)]
                + [(tr("Student: {seat}", seat=name), s) for s, name in enumerate(names)])

    @staticmethod
    def _hand_options(hands) -> list:
        return [(tr("Hand {hand}", hand=n), n) for n in hands]

    @classmethod
    def for_deal(cls, number: int, rules: "RuleSet | str" = CARDGAMES_IO,
                 **kwargs) -> "TrickWalkthrough":
        """A walkthrough of deal number ``number`` (the same cards and dealer as on every
        page), played by the kit's computer players
        (:func:`pinochle_teach.players.play_deal`).

        Raises:
            PinochleError: for a number that is not a whole number 0 or more, or bad rules.
        """
        return cls(play_deal(number, rules), **kwargs)

    @staticmethod
    def _read(source, hand):
        """Replay ``source`` (a record dict or JSON text, or a Game): the hands with trick
        play, the surrendered ones, the hand to show and the record. Raises
        InvalidRecordError / WalkthroughError; changes nothing."""
        if isinstance(source, Game):
            source = source.to_record()
        record = check_record(source)
        found, surrendered = _hands_with_play(record)
        if not found:
            raise WalkthroughError(
                tr("this record has no trick play to walk through (it stops before the first "
                   "lead, or every hand was surrendered)") if surrendered else
                tr("this record has no trick play to walk through (it stops before the first "
                   "lead)"))
        if hand is None:
            hand = min(found)
        if hand not in found:
            TrickWalkthrough._hand_problem(hand, found, surrendered)
        players = found[hand][0].rules.players
        if players not in (3, 4):
            raise WalkthroughError(f"the widgets seat 3 or 4 players; this rule set has "
                                   f"{players}")
        return found, surrendered, hand, record

    def show_deal(self, number: int) -> bool:
        """Walk through deal number ``number`` under this walkthrough's rules, played by the
        kit's computer players (as the "Deal #" box does). A bad number shows a message and
        keeps the hand on screen."""
        return self.deal_chooser.show(number)

    def _show_game(self, game: Game) -> None:
        """Walk through ``game`` (raises, keeping the current hand, if it cannot be
        shown)."""
        self._replace(game.to_record())
        self._note = tr("Deal #{number}, played by the kit's computer players ({seat} dealt).",
                        number=self.deal_number, seat=self.names[self.game.dealer])
        self.refresh()

    def load_record(self, record, name: "str | None" = None) -> bool:
        """Walk through a saved game record (a dict, JSON text or bytes, as "Load record"
        reads it; ``name``: its file's name, by default "the record"). A record that cannot be
        shown leaves the walkthrough as it was and shows what was wrong; returns True when it
        is shown."""
        if name is None:
            name = tr("the record")
        try:
            self._replace(record)
        except PinochleError as err:
            self._refuse(tr("{name} could not be opened: {error}. {accepted}.", name=name,
                            error=_lower(err), accepted=record_accepted()))
            return False
        self._note = tr("Opened {name}: hand {hand} of the saved game.", name=name,
                        hand=self.hand)
        self.deal_chooser.show_number(self.deal_number)
        self.refresh()
        return True

    def _replace(self, source) -> None:
        """Show another record from its first hand with trick play (raises, keeping the
        current one, if it cannot be shown)."""
        found, surrendered, hand, record = self._read(source, None)
        self._close_play_area()
        rules = found[hand][0].rules
        # The whole state first, then the pickers (whose handlers redraw from it).
        self._found, self._surrendered, self.rules = found, surrendered, rules
        self.deal_number = record_deal_number(record, rules)
        names, renamed = seat_names(rules), seat_names(rules) != self.names
        self.names = names
        if self.seat is not None and self.seat >= len(names):
            self.seat, self.teacher = None, True
        self.hands = sorted(found)
        self._load_hand(hand)
        self.step = 0
        self._error = ""
        if renamed:
            self.view_picker.options = self._view_options(names)
        self.view_picker.value = -1 if self.seat is None else self.seat
        self.hand_picker.options = self._hand_options(self.hands)
        self.hand_picker.value = hand
        controls.show(self.hand_picker, len(self.hands) >= 2)

    def _refuse(self, text: str) -> None:
        self._error, self._note = text, ""
        self.message.value = message(self._error)

    @classmethod
    def from_file(cls, path, **kwargs) -> "TrickWalkthrough":
        """A walkthrough of the record saved at ``path`` (by :meth:`Game.save` or the
        PlayTable's "Save record").

        Raises:
            InvalidRecordError: for a file that cannot be read or does not replay.
        """
        try:
            with open(os.fspath(path), encoding="utf-8") as f:
                text = f.read()
        except OSError as e:
            raise InvalidRecordError(f"cannot read record {path}: {e.strerror}") from None
        return cls(text, **kwargs)

    def _check_hand(self, hand) -> None:
        if hand not in self._found:
            self._hand_problem(hand, self._found, self._surrendered)

    @staticmethod
    def _hand_problem(hand, found, surrendered) -> None:
        if hand in surrendered:
            raise WalkthroughError(
                tr("hand {hand} was surrendered, so no tricks were played (rules page §5); "
                   "hands with trick play: {hands}", hand=hand,
                   hands=", ".join(map(str, sorted(found)))))
        raise WalkthroughError(
            tr("the record has no trick play in hand {hand}; hands with trick play: {hands}",
               hand=repr(hand), hands=", ".join(map(str, sorted(found)))))

    def _load_hand(self, hand: int) -> None:
        start, plays = self._found[hand]
        g = start.copy()
        snaps = [g.copy()]
        for a in plays:
            g.apply(a)
            snaps.append(g.copy())
        self.hand = hand
        self.plays: list[Action] = list(plays)
        self._snaps = snaps
        self.steps = len(plays)

    @property
    def game(self) -> Game:
        """The game state after ``step`` card plays of this hand (a snapshot: copy it
        before changing it)."""
        return self._snaps[self.step]

    # --- navigation -------------------------------------------------------------------

    def go(self, step: int) -> bool:
        """Show the state after ``step`` card plays (0..steps). Out of range shows a
        message and stays."""
        if isinstance(step, bool) or not isinstance(step, int) or not 0 <= step <= self.steps:
            self._error = f"step must be 0..{self.steps}, got {step!r}"
            self.message.value = message(self._error)
            return False
        self.step = step
        self._error = ""
        self.refresh()
        return True

    def forward(self) -> bool:
        """One card forward (does nothing at the end)."""
        return self.go(self.step + 1) if self.step < self.steps else False

    def back(self) -> bool:
        """One card back (does nothing at the start)."""
        return self.go(self.step - 1) if self.step > 0 else False

    def set_view(self, seat: int | None) -> None:
        """Teacher mode (``None``: all hands face up) or student mode for ``seat``."""
        if seat is not None and seat not in range(len(self.names)):
            self._error = (f"seat must be None (teacher) or 0..{len(self.names) - 1}, "
                           f"got {seat!r}")
            self.message.value = message(self._error)
            return
        self.seat = seat
        self.teacher = seat is None
        value = -1 if seat is None else seat
        if self.view_picker.value != value:
            self.view_picker.value = value
        self.refresh()

    def set_hand(self, hand: int) -> bool:
        """Walk through another hand of the record (from its first lead)."""
        try:
            self._check_hand(hand)
        except WalkthroughError as err:
            self._error = str(err)
            self.message.value = message(self._error)
            return False
        self._load_hand(hand)
        self.step = 0
        self._error = ""
        if self.hand_picker.value != hand:
            self.hand_picker.value = hand
        self.refresh()
        return True

    def _on_slider(self, change) -> None:
        if change["new"] != self.step:
            self.go(change["new"])

    def _on_view(self, change) -> None:
        self.set_view(None if change["new"] == -1 else change["new"])

    @property
    def size_picker(self):
        """Gone: the Projector switch (:attr:`projector_switch`) is the one control for a
        projector; raises AttributeError saying so."""
        raise projector.size_picker_gone("TrickWalkthrough")

    def _on_palette(self, change) -> None:
        self.palette = change["new"]
        self.refresh()

    def _on_projector(self, _on: bool) -> None:
        if self.table is None:
            self.refresh()

    @property
    def projector(self) -> bool:
        """Whether the page is in projector mode (:mod:`..projector`): the hands are then
        drawn as rows of whole cards beside the trick, at the projector layout's sizes."""
        return projector.is_on()

    def card_size(self, factor: float, part: str) -> float:
        """The scale of one part of the drawing: ``factor`` × ``size``, or in
        projector mode the projector layout's size for ``part`` (a key of
        :data:`..projector.SIZES`)."""
        return projector.SIZES[part] if self.projector else factor * self.size

    @property
    def text_size(self) -> float:
        """The card scale the text beside the cards is sized for (render.size_class): in
        projector mode the stylesheet's projector tokens size it instead."""
        return 1.0 if self.projector else self.size

    def _on_hand(self, change) -> None:
        if change["new"] != self.hand:
            self.set_hand(change["new"])

    # --- play from here ---------------------------------------------------------------

    def play_from_here(self) -> PlayTable:
        """Start a live game from this step: the person takes the student seat (or, in
        teacher mode, the seat to play), the computer the others. The walkthrough hides
        until "Back to the walkthrough"."""
        self._close_play_area()
        g = self.game.copy()
        if self.seat is not None:
            seat = self.seat
        else:
            seat = g.to_move if g.phase is Phase.TRICKS else 0
        self.table = PlayTable.from_game(g, seat=seat, difficulty=self.difficulty,
                                         palette=self.palette, size=self.size)
        self.play_note.value = el(
            "div", el("b", tr("Playing on from card play {step} of hand {hand}", step=self.step,
                              hand=self.hand)),
            tr(" as {seat}; the computer plays the other seats. The recorded hand is "
               "unchanged.", seat=self.names[seat]), role="status", cls=("pt-walk-play-note", size_class(self.text_size)))
        self.play_area.children = [self.play_bar, self.table]
        controls.show(self.body, False)
        controls.show(self.controls, False)
        return self.table

    def close_table(self) -> None:
        """Leave "play from here" and show the walkthrough again (the table is closed: its
        widgets are gone from the page and from the kernel)."""
        self._close_play_area()
        controls.show(self.body, True)
        controls.show(self.controls, True)
        self.refresh()

    def _close_play_area(self) -> None:
        table, self.table = self.table, None
        self.play_area.children = []
        close_all(table)

    # --- drawing ----------------------------------------------------------------------

    def visible(self, seat: int) -> bool:
        """True if ``seat``'s cards are shown face up (teacher mode, or the student's own)."""
        return self.teacher or seat == self.seat

    def bottom(self) -> int:
        """The seat drawn at the bottom: the student's, else South."""
        return self.seat if self.seat is not None else 0

    def labels(self) -> Names:
        """Seat and side names with the student's seat as "South (you)"."""
        names = table_names(self.rules)
        if self.seat is None:
            return names
        return names.with_seat(self.seat, tr("{seat} (you)", seat=self.names[self.seat]))

    def refresh(self) -> None:
        """Redraw everything for the current step from the engine state."""
        try:
            g = self.game
            self.status.value = drawing.status_html(self, g)
            self.hands_view.value = drawing.hands_html(self, g)
            self.trick_view.value = drawing.trick_view_html(self, g)
            self.score_view.value = drawing.score_html(self, g)
            self.choices_view.value = drawing.choices_html(
                self, g, find_hint if self.hint_toggle.value else None)
        except PinochleError as err:  # pragma: no cover - a record that replays draws
            self._error = str(err)
        self.message.value = (message(self._error) if self._error
                              else message(self._note, "info") if self._note else "")
        if self.slider.max != self.steps:
            self.slider.max = self.steps
        if self.slider.value != self.step:
            self.slider.value = self.step
        self.first_button.disabled = self.back_button.disabled = self.step == 0
        self.forward_button.disabled = self.last_button.disabled = self.step == self.steps
        # At the end Forward is gone: the keyboard goes on from Back at once.
        mark_focus(self.back_button,
                   FOCUS_NEXT if self.step == self.steps else FOCUS_FALLBACK)
        self.play_button.disabled = g.phase is Phase.GAME_OVER
        # The hand's last state (its record up to the score): a finished hand can be reviewed.
        self.review_panel.follow(self._snaps[-1], 0 if self.seat is None else self.seat,
                                 key=(id(self._found), self.hand))

    def __repr__(self) -> str:
        mode = "teacher" if self.teacher else f"student seat {self.seat}"
        return f"<TrickWalkthrough hand={self.hand} step={self.step}/{self.steps} {mode}>"
