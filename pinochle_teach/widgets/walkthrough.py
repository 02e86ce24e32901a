"""TrickWalkthrough: replay the trick play of one hand from a game record, card by card.

The record is replayed by the engine (:func:`pinochle_teach.game.replay`), so each step is a
real :class:`~pinochle_teach.game.Game` state. At every step the widget shows who is to play,
each card of their hand with :func:`pinochle_teach.explain_play`'s sentence (legal or not,
RULES.md §6), the card currently winning (:func:`pinochle_teach.trick_winner`), the trick
points (counters) and tricks won by each team, the last-trick bonus when it comes and the
hand's score (RULES.md §7). "Play from here" hands the position to a
:class:`~pinochle_teach.widgets.table.PlayTable`.

Teacher mode shows all hands face up; student mode shows one seat's hand and hides the
others (and does not give away the next card played).

Every rule set for 3 or 4 players works (RULES.md §8): the seats are named by
:func:`~.common.seat_names`, the counters are kept per team or, three-handed, per player
(:func:`~.common.side_names`), a trick has one card per player, and three-handed the widow
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

import html
import os

import ipywidgets as widgets

from ..cards import sort_hand
from ..rules import RuleSet
from ..errors import InvalidRecordError, PinochleError
from ..game import Action, Game, Phase, replay
from ..svg import PALETTES, UnknownPaletteError, card_svg, hand_html
from ..tricks import explain_play, legal_plays, trick_points, trick_winner
from .common import message_html, seat_names, side_names, side_of
from .render import close_all
from .scoresheet import side_names_in, signed
from .table import DIFFICULTIES, TABLE_SIZES, Html, PlayTable, describe_trick, trick_html

__all__ = ["TrickWalkthrough", "WalkthroughError"]


class WalkthroughError(PinochleError):
    """A record or setting the walkthrough cannot show (no trick play in that hand, a seat
    out of range, …)."""


def _esc(text) -> str:
    return html.escape(str(text))


def _find_hint():
    """:func:`pinochle_teach.players.hint` when the players package has it, else None."""
    from .. import players

    return getattr(players, "hint", None)


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
    """Step through the trick play of one hand of a recorded game (RULES.md §6-7).

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
        size: card scale (1.0 normal; 1.6 "classroom" for a projector).
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
    ``size_picker``, ``palette_picker``, ``hand_picker``; drawings ``status``,
    ``hands_view``, ``trick_view``, ``choices_view``, ``score_view``, ``message``; and
    ``table`` (the PlayTable of "play from here", else None).
    """

    def __init__(self, source, *, seat: int | None = None, teacher: bool | None = None,
                 hand: int | None = None, palette: str = "classic", size: float = 1.0,
                 difficulty: str = "normal"):
        if isinstance(source, Game):
            source = source.to_record()
        found, surrendered = _hands_with_play(source)
        self._found = found
        self._surrendered = surrendered
        if not found:
            raise WalkthroughError(
                "this record has no trick play to walk through (it stops before the first "
                "lead" + (", or every hand was surrendered)" if surrendered else ")"))
        if hand is None:
            hand = min(found)
        self._check_hand(hand)
        self.rules: RuleSet = found[hand][0].rules
        try:
            self.names: tuple[str, ...] = seat_names(self.rules)
        except PinochleError as err:
            raise WalkthroughError(str(err)) from None
        n = len(self.names)
        if seat is not None and (isinstance(seat, bool) or not isinstance(seat, int)
                                 or not 0 <= seat < n):
            raise WalkthroughError(
                f"seat must be None (teacher mode) or 0..{n - 1}, got {seat!r}")
        if palette not in PALETTES:
            raise UnknownPaletteError(
                f"unknown palette {palette!r}: use one of {', '.join(repr(k) for k in PALETTES)}")
        card_svg("AS", size=size)  # InvalidDrawingError for a bad size
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
        self._load_hand(hand)

        # --- controls ---------------------------------------------------------------
        def nav(text, tip):
            b = widgets.Button(description=text, tooltip=tip,
                               layout=widgets.Layout(width="auto"))
            return b

        self.first_button = nav("◀◀ Start", "Back to before the first lead")
        self.back_button = nav("◀ Back", "One card back")
        self.forward_button = nav("Forward ▶", "Play the next card of the record")
        self.forward_button.button_style = "primary"
        self.last_button = nav("End ▶▶", "To the end of the hand")
        self.slider = widgets.IntSlider(
            value=0, min=0, max=self.steps, step=1, description="Card play",
            continuous_update=False, style={"description_width": "auto"},
            layout=widgets.Layout(width="360px"))
        self.play_button = nav("Play from here", "Take over a seat from this point and play "
                                                 "on against the computer")
        self.play_button.button_style = "success"
        self.view_picker = widgets.Dropdown(
            options=[("Teacher: all hands", -1)]
                    + [(f"Student: {name}", s) for s, name in enumerate(self.names)],
            value=-1 if self.teacher else seat, description="Show",
            style={"description_width": "auto"}, layout=widgets.Layout(width="230px"))
        self.size_picker = widgets.ToggleButtons(
            options=TABLE_SIZES,
            value=min((v for _, v in TABLE_SIZES), key=lambda v: abs(v - self.size)),
            description="Cards", tooltips=["Normal cards", "Large cards for a projector"],
            style={"button_width": "auto", "description_width": "auto"})
        self.palette_picker = widgets.Dropdown(
            options=[(name.capitalize(), name) for name in PALETTES], value=palette,
            description="Colours", style={"description_width": "auto"},
            layout=widgets.Layout(width="200px"))
        self.hint_toggle = widgets.ToggleButton(
            value=False, description="Show hints",
            tooltip="Also say what a strong (heuristic) player would play, and why")
        self._hint = _find_hint()
        if self._hint is None:
            self.hint_toggle.layout.display = "none"
        self.hand_picker = widgets.Dropdown(
            options=[(f"Hand {n}", n) for n in self.hands], value=hand, description="Hand",
            style={"description_width": "auto"}, layout=widgets.Layout(width="150px"))
        if len(self.hands) < 2:
            self.hand_picker.layout.display = "none"

        self.first_button.on_click(lambda _b: self.go(0))
        self.back_button.on_click(lambda _b: self.back())
        self.forward_button.on_click(lambda _b: self.forward())
        self.last_button.on_click(lambda _b: self.go(self.steps))
        self.slider.observe(self._on_slider, names="value")
        self.play_button.on_click(lambda _b: self.play_from_here())
        self.view_picker.observe(self._on_view, names="value")
        self.size_picker.observe(self._on_size, names="value")
        self.palette_picker.observe(self._on_palette, names="value")
        self.hand_picker.observe(self._on_hand, names="value")
        self.hint_toggle.observe(lambda _ch: self.refresh(), names="value")

        row = widgets.Layout(flex_flow="row wrap", align_items="center", grid_gap="4px 10px")
        self.controls = widgets.VBox([
            widgets.HBox([self.first_button, self.back_button, self.forward_button,
                          self.last_button, self.slider, self.hint_toggle, self.play_button],
                         layout=row),
            widgets.HBox([self.hand_picker, self.view_picker, self.size_picker,
                          self.palette_picker], layout=row),
        ], layout=widgets.Layout(grid_gap="4px"))

        # --- drawings ---------------------------------------------------------------
        self.status = Html()
        self.message = Html()
        self.message.add_class("pt-message")
        self.hands_view = Html()
        self.trick_view = Html()
        self.score_view = Html()
        self.choices_view = Html()
        board = widgets.HBox(
            [self.hands_view, widgets.VBox([self.trick_view, self.score_view],
                                           layout=widgets.Layout(grid_gap="8px"))],
            layout=widgets.Layout(flex_flow="row wrap", grid_gap="10px 24px",
                                  align_items="flex-start"))
        self.body = widgets.VBox([self.status, self.message, board, self.choices_view],
                                 layout=widgets.Layout(grid_gap="4px"))
        self.back_to_walkthrough = widgets.Button(
            description="◀ Back to the walkthrough", tooltip="Leave the game and return to "
            "the recorded hand", layout=widgets.Layout(width="auto"))
        self.back_to_walkthrough.on_click(lambda _b: self.close_table())
        self.play_note = Html()
        self.play_bar = widgets.HBox([self.back_to_walkthrough, self.play_note],
                                     layout=widgets.Layout(grid_gap="12px",
                                                           align_items="center"))
        self.play_area = widgets.VBox([])
        super().__init__([self.controls, self.body, self.play_area],
                         layout=widgets.Layout(grid_gap="6px"))
        self.add_class("pt-walkthrough")
        self.refresh()

    # --- loading ----------------------------------------------------------------------

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
            if hand in self._surrendered:
                raise WalkthroughError(
                    f"hand {hand} was surrendered, so no tricks were played (§5); hands with "
                    f"trick play: {', '.join(map(str, sorted(self._found)))}")
            raise WalkthroughError(
                f"the record has no trick play in hand {hand!r}; hands with trick play: "
                f"{', '.join(map(str, sorted(self._found)))}")

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
            self.message.value = message_html(self._error)
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
            self.message.value = message_html(self._error)
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
            self.message.value = message_html(self._error)
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

    def _on_size(self, change) -> None:
        self.size = float(change["new"])
        self.refresh()

    def _on_palette(self, change) -> None:
        self.palette = change["new"]
        self.refresh()

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
        fs = round(15 * max(self.size, 1))
        self.play_note.value = (
            f'<div role="status" style="font-size:{fs}px"><b>Playing on from card play '
            f"{self.step} of hand {self.hand}</b> as {_esc(self.names[seat])}; the computer "
            f"plays the other seats. The recorded hand is unchanged.</div>")
        self.play_area.children = [self.play_bar, self.table]
        self.body.layout.display = "none"
        self.controls.layout.display = "none"
        return self.table

    def close_table(self) -> None:
        """Leave "play from here" and show the walkthrough again (the table is closed: its
        widgets are gone from the page and from the kernel)."""
        self._close_play_area()
        self.body.layout.display = None
        self.controls.layout.display = None
        self.refresh()

    def _close_play_area(self) -> None:
        table, self.table = self.table, None
        self.play_area.children = []
        close_all(table)

    # --- drawing ----------------------------------------------------------------------

    def _visible(self, seat: int) -> bool:
        return self.teacher or seat == self.seat

    def _bottom(self) -> int:
        return self.seat if self.seat is not None else 0

    def refresh(self) -> None:
        """Redraw everything for the current step from the engine state."""
        try:
            g = self.game
            self.status.value = self._status_html(g)
            self.hands_view.value = self._hands_html(g)
            self.trick_view.value = self._trick_html(g)
            self.score_view.value = self._score_html(g)
            self.choices_view.value = self._choices_html(g)
        except PinochleError as err:  # pragma: no cover - a record that replays draws
            self._error = str(err)
        self.message.value = message_html(self._error) if self._error else ""
        if self.slider.max != self.steps:
            self.slider.max = self.steps
        if self.slider.value != self.step:
            self.slider.value = self.step
        self.first_button.disabled = self.back_button.disabled = self.step == 0
        self.forward_button.disabled = self.last_button.disabled = self.step == self.steps
        self.play_button.disabled = g.phase is Phase.GAME_OVER

    def _fs(self, base: int = 14) -> int:
        return round(base * max(self.size, 1))

    def _status_html(self, g: Game) -> str:
        names, rules = self.names, g.rules
        team = f" ({side_names(rules)[side_of(g.bidder, rules)]})" if rules.partnership else ""
        head = (f"Hand {g.hand_number} · {g.trump.symbol} {g.trump.plural} trump · contract "
                f"{g.contract} by {names[g.bidder]}{team}")
        done = len(g.tricks)
        if g.phase is Phase.TRICKS:
            trick_no = done + 1
            seat = g.to_move
            where = (f"Card play {self.step} of {self.steps} · trick {trick_no} of "
                     f"{g.rules.hand_size}")
            if g.trick:
                turn = f"{names[seat]} to play"
            elif done:
                turn = f"{names[seat]} won the last trick and leads"
            else:
                turn = f"{names[seat]} (the contract winner) leads"
        else:
            where = f"Card play {self.step} of {self.steps}"
            turn = "The hand is over" if g.phase in (Phase.SCORE, Phase.GAME_OVER) else \
                g.phase.value
        mode = ("Teacher view: all hands face up" if self.teacher else
                f"Student view: you are {names[self.seat]}")
        return (f'<div style="font-size:{self._fs()}px">'
                f'<div style="font-size:1.2em;font-weight:bold">{_esc(head)}</div>'
                f'<div><span style="font-size:1.1em;font-weight:bold;color:#0b6e4f">'
                f"{_esc(turn)}</span> · {_esc(where)} · "
                f'<span style="color:#555">{_esc(mode)}</span></div></div>')

    def _hands_html(self, g: Game) -> str:
        fs = self._fs(13)
        size = 0.8 * self.size
        to_move = g.to_move if g.phase is Phase.TRICKS else None
        rows = []
        bottom = self._bottom()
        names, rules, n = self.names, g.rules, len(self.names)
        for k in range(n):
            seat = (bottom + k) % n
            cards = sort_hand(g.hands[seat], g.trump)
            visible = self._visible(seat)
            dimmed = []
            if visible and seat == to_move and cards:
                legal = set(legal_plays(cards, g.trick, g.trump, g.rules))
                dimmed = [i for i, c in enumerate(cards) if c not in legal]
            tags = []
            if seat == g.bidder:
                tags.append(f"bidder, {g.contract}"
                            + (", took the widow" if g.widow else ""))
            if self.seat is not None and seat == self.seat:
                tags.append("you")
            tricks = sum(1 for t in g.tricks if t.winner == seat)
            tags.append(f"{tricks} trick{'s' if tricks != 1 else ''} won")
            if cards:
                label = (f"{names[seat]}'s hand: " + ", ".join(map(str, cards))
                         if visible else f"{names[seat]}'s hand: {len(cards)} face-down cards")
                picture = hand_html(cards, size=size, palette=self.palette,
                                    face_down=not visible, overlap=0.25 if visible else 0.6,
                                    dimmed=dimmed, label=label)
            else:
                picture = '<div style="color:#555;font-style:italic">no cards left</div>'
            turn = seat == to_move
            arrow = ('<span style="color:#0b6e4f;font-weight:bold"> ▶ to play</span>'
                     if turn else "")
            border = "3px solid #0b6e4f" if turn else "1px solid #ddd"
            note = (f'<div style="font-size:{fs - 1}px;color:#555">faded cards may not be '
                    f"played now (see below)</div>" if dimmed else "")
            rows.append(
                f'<div class="pt-seat" style="border:{border};border-radius:8px;'
                f'padding:4px 8px;margin-bottom:6px;background:#fff">'
                f'<div style="font-size:{fs}px"><b>{_esc(names[seat])}</b> · '
                + (f"{_esc(side_names(rules)[side_of(seat, rules)])} · "
                   if rules.partnership else "")
                + f"{_esc(', '.join(tags))}{arrow}</div>"
                f"{picture}{note}</div>")
        return (f'<div class="pt-hands" style="min-width:300px">{"".join(rows)}'
                f"{self._widow_html(g)}</div>")

    def _widow_html(self, g: Game) -> str:
        """Three-handed (RULES.md §8): the widow, turned up after the auction and taken by
        the bidder, and the bidder's discards (face up in teacher mode and to the bidder,
        face down to the others until the hand is over and they are counted). Empty without
        a widow."""
        if not g.widow:
            return ""
        fs = self._fs(13)
        size = 0.7 * self.size
        bidder = self.names[g.bidder]
        widow = hand_html(g.widow, size=size, palette=self.palette,
                          label="The widow: " + ", ".join(map(str, g.widow)))
        over = g.phase in (Phase.SCORE, Phase.GAME_OVER)
        shown = self._visible(g.bidder) or over  # turned up for the count at the end
        discards = hand_html(
            g.discards, size=size, palette=self.palette, face_down=not shown,
            label=(f"{bidder}'s discards: " + ", ".join(map(str, g.discards)) if shown
                   else f"{bidder}'s discards: {len(g.discards)} face-down cards"))
        if shown:
            points = sum(g.rules.points_per_rank[c.rank] for c in g.discards)
            worth = f"they hold {points} trick point{'s' if points != 1 else ''}, which"
            if over:
                worth = "turned up for the count, " + worth
        else:
            worth = "only the bidder knows them; their trick points"
        return (f'<div class="pt-widow" style="border:1px dashed #888;border-radius:8px;'
                f'padding:4px 8px;margin-bottom:6px;background:#fff;font-size:{fs}px">'
                f'<div style="display:flex;flex-wrap:wrap;gap:4px 24px;align-items:flex-start">'
                f"<div><div><b>Widow</b> · turned up after the auction, taken by "
                f"{_esc(bidder)}</div>{widow}</div>"
                f"<div><div><b>{_esc(bidder)}'s discards</b> · put aside before the first "
                f"lead</div>{discards}</div></div>"
                f'<div style="color:#444;margin-top:2px">{_esc(bidder)} took the '
                f"{len(g.widow)}-card widow and discarded {len(g.discards)}: {_esc(worth)} "
                f"count{'' if over else ' at the end of the hand'} for {_esc(bidder)} (§8)."
                f"</div></div>")

    def _names(self) -> list[str]:
        return [f"{name} (you)" if s == self.seat else name
                for s, name in enumerate(self.names)]

    def _trick_html(self, g: Game) -> str:
        names = self._names()
        size = self.size
        if g.trick:
            w = trick_winner(g.trick, g.trump)
            lead = g.trick[0]
            led = lead.suit.plural.capitalize() + (" (trump)" if lead.suit is g.trump else "")
            caption = (f"{led} were led. {g.trick[w]} "
                       f"({names[(g.leader + w) % len(names)]}) is winning so far.")
            return trick_html(g.trick, g.leader, bottom=self._bottom(), winner=w,
                              to_move=g.to_move, palette=self.palette, size=size, names=names,
                              title=f"Trick {len(g.tricks) + 1}", caption=caption)
        if g.tricks:
            rec = g.tricks[-1]
            last = g.phase in (Phase.SCORE, Phase.GAME_OVER)
            return trick_html(rec.cards, rec.leader, bottom=self._bottom(),
                              winner=(rec.winner - rec.leader) % len(names), palette=self.palette,
                              size=size, names=names,
                              title=f"Trick {len(g.tricks)}" + (" (the last)" if last else ""),
                              caption=describe_trick(rec, g.rules, names, last=last))
        return trick_html((), g.leader, bottom=self._bottom(), to_move=g.to_move,
                          palette=self.palette, size=size, names=names, title="Trick 1",
                          caption=f"{names[g.leader]} won the auction and leads the first "
                                  f"trick (§6).")

    def _score_html(self, g: Game) -> str:
        fs = self._fs(13)
        cell = "padding:2px 10px;text-align:right"
        rules = g.rules
        sides = side_names(rules)
        bidders = side_of(g.bidder, rules)
        over = g.phase in (Phase.SCORE, Phase.GAME_OVER)
        rows = []
        for t, side in enumerate(sides):
            bid = ("" if t != bidders else " (bidders)" if rules.partnership else " (bidder)")
            rows.append(
                f'<tr><th scope="row" style="text-align:left;padding:2px 10px">'
                f"{_esc(side)}{bid}</th><td style=\"{cell}\">{g.team_meld[t]}</td>"
                f'<td style="{cell}"><b>{g.trick_points[t]}</b></td>'
                f'<td style="{cell}">{g.tricks_won[t]}</td></tr>')
        notes = []
        if g.phase in (Phase.SCORE, Phase.GAME_OVER) and g.tricks:
            rec = g.tricks[-1]
            bonus = rec.points - trick_points(rec.cards, g.rules)
            if bonus:
                notes.append(f"{sides[side_of(rec.winner, rules)]} took the last trick and "
                             f"its {bonus}-point bonus (§7).")
        elif g.phase is Phase.TRICKS and len(g.tricks) == g.rules.hand_size - 1:
            whose = "winner's team" if rules.partnership else "winner"
            notes.append(f"This is the last trick: its {whose} also scores the "
                         f"{g.rules.last_trick_bonus}-point last-trick bonus (§7).")
        if g.discards and over:
            points = sum(rules.points_per_rank[c.rank] for c in g.discards)
            notes.append(f"{self.names[g.bidder]}'s trick points include the {points} "
                         f"point{'s' if points != 1 else ''} of the discards "
                         f"({' '.join(map(str, g.discards))}), §8.")
        result = ""
        if g.phase in (Phase.SCORE, Phase.GAME_OVER) and g.hand_results:
            r = g.hand_results[-1]
            scored = " · ".join(f"{side} {signed(r.score[t])}" for t, side in enumerate(sides))
            items = "".join(f"<li>{_esc(side_names_in(x, rules))}</li>" for x in r.reasons)
            result = (f'<div class="pt-hand-result" role="status" style="margin-top:6px;'
                      f'border:2px solid #444;border-radius:8px;padding:4px 10px">'
                      f"<b>Hand score: {_esc(scored)}</b><ul style=\"margin:2px 0\">{items}"
                      f"</ul></div>")
        note_html = "".join(f"<div>{_esc(x)}</div>" for x in notes)
        return (f'<div class="pt-counters" style="font-size:{fs}px">'
                f'<table style="border-collapse:collapse"><caption style="text-align:left;'
                f'font-weight:bold">Counters (trick points)</caption><thead><tr>'
                f'<th scope="col" style="text-align:left;padding:2px 10px">'
                f'{"Team" if rules.partnership else "Player"}</th>'
                f'<th scope="col" style="{cell}">Meld</th>'
                f'<th scope="col" style="{cell}">Trick points</th>'
                f'<th scope="col" style="{cell}">Tricks</th></tr></thead>'
                f"<tbody>{''.join(rows)}</tbody></table>{note_html}{result}</div>")

    def _choices_html(self, g: Game) -> str:
        fs = self._fs(14)
        if g.phase is not Phase.TRICKS:
            return ""
        seat = g.to_move
        name = self.names[seat]
        box = (f'<div class="pt-choices" style="font-size:{fs}px;border-top:1px solid #ccc;'
               f'padding-top:6px">')
        if not self._visible(seat):
            return (box + f"<b>{_esc(name)} is to play.</b> In student mode only "
                    f"{_esc(self.names[self.seat])}'s cards are shown: step forward to see "
                    f"what {_esc(name)} played.</div>")
        hand = sort_hand(g.hands[seat], g.trump)
        advice = ""
        if self.hint_toggle.value and self._hint is not None:
            try:
                found = self._hint(g.view(seat))  # only what that seat may see
                advice = (f'<div class="pt-hint" style="margin:4px 0;padding:4px 8px;'
                          f'border-left:4px solid #b35c00;background:#fff6e8"><b>Hint</b> '
                          f"(what the heuristic player would do): {_esc(found)}</div>")
            except PinochleError as err:
                advice = f'<div class="pt-hint">{_esc(err)}</div>'
        nxt = self.plays[self.step].value if self.step < self.steps else None
        shown_next = self.teacher and nxt is not None
        record = (f' In the record {_esc(name)} played <b>{_esc(nxt)}</b>.'
                  if shown_next else "")
        if not g.trick:
            any_card = explain_play(hand, (), g.trump, hand[0], g.rules).split(": ", 1)[-1]
            return (box + f"<b>{_esc(name)} leads:</b> every card is allowed; "
                    f"{_esc(any_card)}{record}{advice}</div>")
        legal = legal_plays(hand, g.trick, g.trump, g.rules)
        items = []
        # The legal cards first, then the others, each in hand order.
        for c in sorted(dict.fromkeys(hand), key=lambda c: c not in legal):
            ok = c in legal
            mark = "✓" if ok else "✗"
            colour = "#0b6e4f" if ok else "#b3261e"
            sentence = explain_play(hand, g.trick, g.trump, c, g.rules)
            played = " ← played in the record" if shown_next and c == nxt else ""
            items.append(
                f'<li class="{"pt-legal" if ok else "pt-illegal"}" style="margin:2px 0">'
                f'<span aria-hidden="true" style="color:{colour};font-weight:bold">{mark}</span> '
                f"{_esc(sentence)}<b>{_esc(played)}</b></li>")
        count = len(legal)
        return (box + f"<b>{_esc(name)} may play {count} of {len(set(hand))} different "
                f"cards:</b> {_esc(' '.join(map(str, legal)))}.{record}{advice}"
                f'<ul style="list-style:none;padding-left:4px;margin:4px 0">{"".join(items)}'
                f"</ul></div>")

    def __repr__(self) -> str:
        mode = "teacher" if self.teacher else f"student seat {self.seat}"
        return f"<TrickWalkthrough hand={self.hand} step={self.step}/{self.steps} {mode}>"
