"""The table students play each other at: the play table drawn on a shared table.

:class:`SharedTableController` is a :class:`~.controller.TableController` whose game is a
:class:`~pinochle_teach.classroom.SharedTable`'s: the person's moves go to
:meth:`SharedTable.apply <pinochle_teach.classroom.SharedTable.apply>` (the engine, once, in
order, for the person's own seat only), the empty seats are the table's computer players
(:meth:`~pinochle_teach.classroom.SharedTable.play_computers`), and what the other
students did is read back from the table and told in the log like the computer's moves.
Nothing at a shared table can be taken back or restarted from one page: "undo", a new
game and other rules or levels are refused with a sentence (the teacher makes a new table).

:class:`SharedPlayTable` draws it (the :class:`~.view.PlayTable` without its game
controls) and looks at the table twice a second (:data:`TICK_SECONDS`), on a timer of
the kernel's own loop as the teacher's page does (no thread; it ends with the kernel, and a
closed table stops it), redrawing the page when the table has moved on. (A hidden
:class:`ipywidgets.Play` would tick from the browser, but its timer starts only when its
"playing" changes while it is drawn, which a kernel cannot time.)

:func:`play_together` is the lesson page: the student from the page's class link
(:mod:`pinochle_teach.classroom.identity`), the table from the address (``?table=Table 2``)
or a box; without a class link it says how to join instead of drawing a table.

>>> from pinochle_teach.classroom import ClassStore, SharedTable
>>> shared = SharedTable(ClassStore(":memory:"), "Table 1", seed=7, level="easy")
>>> ann = SharedPlayTable(shared, "Ann")
>>> ann.seat, shared.seats()
(0, {0: 'Ann'})
"""

from __future__ import annotations

from urllib.parse import parse_qs

import ipywidgets as widgets

from ...classroom import identity as page_identity
from ...classroom.tables import (NotSeatedError, NotYourTurnError, StaleActionError,
                                 TableError, check_table_name)
from ...errors import PinochleError
from ...game import Action, Game, Phase
from ...i18n import N_, gettext, tr
from .. import controls
from ..render import close_all, el, message, stylesheet
from ..scoresheet import Html
from .controller import TableController
from .view import PlayTable, table_button
from ..common import repeat_on_kernel

__all__ = ["SharedTableController", "SharedPlayTable", "play_together", "JOIN_FROM_LINK",
           "TICK_SECONDS", "table_from_query"]

#: How often a page looks at the table, in seconds.
TICK_SECONDS = 0.5
#: What a page without a student's class link says (outside the class server, the teacher).
JOIN_FROM_LINK = N_("Open this page from your class link to join a table: each student plays "
                    "their own seat on their own device, and the computer plays the empty "
                    "seats.")
#: The table a page joins when its address names none.
DEFAULT_TABLE = "Table 1"



class SharedTableController(TableController):
    """One student's seat at a :class:`~pinochle_teach.classroom.SharedTable`.

    Args:
        shared: the table (``SharedTable(store, name, ...)``).
        student: the student's roster name; they are seated at once
            (:meth:`SharedTable.join`: their own seat again after a reload).

    Raises:
        TableError: a student without a name, or a table with every seat taken
            (:class:`~pinochle_teach.classroom.TableFullError`).

    :attr:`game` is a copy of the table's game that this page has drawn; :meth:`sync` brings
    it up to the table's (each new action told in :attr:`events`); :attr:`token` is the
    number of actions it holds, the ``seq`` a move is sent with, so a click on a page that
    had not seen the latest move is refused, never applied to another position.
    """

    def __init__(self, shared, student: str):
        self.shared = shared
        self.student = student
        self.seat = shared.join(student)
        self.rules = shared.rules
        self.difficulty = self.level = shared.level
        self._given = None
        self.players = {}
        self.events: list[str] = []
        self.error = ""
        self.info = ""
        self.hint_card = None
        self.before_computers = None
        self._busy = False
        self._saved: set[str] = set()
        self._game = Game(shared.seed, shared.rules)
        self.sync()

    @property
    def game(self) -> Game:
        """The table's game as this page last read it (:meth:`sync`)."""
        return self._game

    @property
    def token(self) -> int:
        """How many of the table's actions this page has read (and drawn)."""
        return len(self._game.history)

    @token.setter
    def token(self, _value) -> None:
        pass  # the table's actions are the token: the base class's counting is not used

    def sync(self) -> bool:
        """Read the table's new actions (the other students' and the computer's) into
        :attr:`game`, each told in :attr:`events`; True if there were any."""
        self.shared.refresh()
        new = self.shared.game.history[len(self._game.history):]
        for _seat, action in new:
            TableController._apply(self, action)
        return bool(new)

    def _apply(self, action: Action) -> None:
        """The person's move, sent to the table with the position it was chosen on."""
        try:
            self.shared.apply(self.student, action, seq=self.token)
        except StaleActionError:
            raise PinochleError(tr("Another move reached the table before yours: look at the "
                                   "table again and choose.")) from None
        except NotYourTurnError:
            self.sync()
            who = self.game.to_move
            raise PinochleError(tr("It is not your turn.") if who is None else
                                tr("It is {seat}'s turn, not yours.",
                                   seat=self.seat_word(who))) from None
        except NotSeatedError:
            raise PinochleError(tr("You have no seat at this table any more: open the page "
                                   "again to sit down.")) from None
        self.sync()

    def advance(self) -> None:
        """Let the computer play the empty seats up to a student's turn."""
        self.shared.play_computers()
        self.sync()

    def act(self, action: "Action | str", token=None) -> bool:
        taken = super().act(action, token)
        self.sync()
        return taken

    def next_deal(self, token=None) -> bool:
        g = self.game
        if g.phase is Phase.SCORE and g.to_move not in (None, self.seat):
            return self.refuse(tr("{seat} deals the next hand.", seat=self.seat_word(g.to_move)))
        return super().next_deal(token)

    def undo(self) -> bool:
        return self.refuse(tr("At a shared table every player sees the same game, so a move "
                              "cannot be taken back."))

    def new_game(self, seed) -> bool:
        return self.refuse(tr("At a shared table every player sees the same game: the teacher "
                              "starts a new game at a new table."))

    def set_rules(self, rules, seed) -> bool:
        return self.refuse(tr("At a shared table every player sees the same game: its rules "
                              "are the table's."))

    def set_difficulty(self, level: str) -> bool:
        return self.refuse(tr("At a shared table every player sees the same game: the "
                              "computer's level is the table's."))


class SharedPlayTable(PlayTable):
    """The play table for one student at a shared table (see the module's text).

    Args:
        shared: a :class:`~pinochle_teach.classroom.SharedTable`.
        student: the student's roster name (seated at once).
        palette, size, record_dir: as for :class:`~.view.PlayTable`.

    Raises:
        TableError: as for :class:`SharedTableController`.

        interval: seconds between looks at the table (:meth:`poll`; 0: none, poll by
            hand).

    Attributes: those of :class:`~.view.PlayTable`, and ``shared``, ``student``,
    ``interval``, ``seats_view`` (who sits where).
    """

    def __init__(self, shared, student: str, *, palette: str = "classic", size: float = 1.0,
                 record_dir: str = "records", interval: float = TICK_SECONDS):
        self.interval = interval
        self.shared = shared
        self.student = student
        self.seats_view = Html()
        self.seats_view.add_class("pt-status-view")
        super().__init__(controller=SharedTableController(shared, student), palette=palette,
                         size=size, record_dir=record_dir)
        for control in (self.seed_box, self.new_game_button, self.rules_picker,
                        self.difficulty_picker, self.show_all_box):
            controls.show(control, False)
        self.children = (self.children[0], self.seats_view, *self.children[1:])
        self._drawn = True
        self.refresh()
        self._start_timer()

    def _start_timer(self) -> None:
        """Poll every :attr:`interval` seconds on the kernel's loop; stops once closed."""
        if self.interval:
            repeat_on_kernel(self, self.interval, self.poll)

    def poll(self) -> bool:
        """Look at the table: let the computer play the empty seats, and redraw if anyone
        moved; True if the page was redrawn. Never raises (a table that cannot be read
        says so on the page)."""
        c = self.controller
        if c.busy:
            return False
        try:
            self.shared.here(self.student)  # this page is at the table (not away)
            self.shared.play_computers()
            c.sync()
            now = self._looks()
        except PinochleError as err:
            c.refuse(tr("The table could not be read: {error}", error=err))
            self._draw_message()
            return False
        if now == self._seen:
            return False
        self._drawn_actions = None  # a seat taken or the start: other buttons
        self.refresh()
        return True

    def _looks(self):
        return (self.controller.token, tuple(sorted(self.shared.seats().items())),
                tuple(sorted(self.shared.away_seats())), self.shared.started)

    def start(self) -> bool:
        """Begin the game: the computer plays the empty seats from now on (the Start
        button, shown while the table waits and the computer is to lead)."""
        try:
            self.shared.start()
            self.controller.sync()
        except PinochleError as err:
            return self._done(self.controller.refuse(str(err)))
        self.controller.error = ""
        self._drawn_actions = None
        return self._done(True)

    def _waiting(self) -> bool:
        """The game has not begun and the computer is to lead, so it waits for Start."""
        return (not self.shared.started and
                self.controller.game.to_move not in self.shared.seats())

    def _prompt_text(self, view) -> str:
        if self._waiting():
            return tr("The table waits for its players: when everyone has sat down, press "
                      "Start (the computer plays the empty seats).")
        g, c = self.controller.game, self.controller
        if g.phase is Phase.SCORE and g.to_move not in (None, c.seat):
            return tr("Hand {number} is over. See the score below; {seat} deals the next hand.",
                      number=g.hand_number, seat=c.seat_word(g.to_move))
        return super()._prompt_text(view)

    def _action_buttons(self, view) -> list:
        if self._waiting():
            b = table_button(tr("Start"), tr("Start the game: the computer plays the seats "
                                             "nobody has taken"), "primary",
                             size=self.drawn_size)
            b.on_click(lambda _b: self.start())
            return [b]
        g = self.controller.game
        if g.phase is Phase.SCORE and g.to_move not in (None, self.controller.seat):
            return []  # the dealer's page deals the next hand
        return super()._action_buttons(view)

    def refresh(self) -> None:
        super().refresh()
        if getattr(self, "_drawn", False):
            self._seen = self._looks()
            self._draw_seats()

    def _draw_seats(self) -> None:
        c = self.controller
        held = self.shared.seats()
        away = self.shared.away_seats()
        words = [c.seat_word(s) for s in range(c.seats)]
        who = [tr("{seat}: you", seat=words[s]) if s == c.seat else
               tr("{seat}: {student} (away: the computer plays for now)", seat=words[s],
                  student=held[s]) if s in away else
               tr("{seat}: {student}", seat=words[s], student=held[s]) if s in held else
               tr("{seat}: the computer", seat=words[s]) for s in range(c.seats)]
        self.seats_view.value = el("div", el("div", f"{self.shared.name}",
                                             cls="pt-status-head"),
                                   el("div", " · ".join(who)), cls="pt-status")

    def __repr__(self) -> str:
        return (f"<SharedPlayTable {self.shared.name!r} student={self.student!r} "
                f"seat={self.seat} seq={self.token}>")


def table_from_query(query: str) -> str:
    """The table a page's address names (``table=Table 2``), else :data:`DEFAULT_TABLE`;
    a name that is not a table's name also gives the default."""
    try:
        values = parse_qs(str(query or "").lstrip("?"), max_num_fields=50)
        return check_table_name(values.get("table", [DEFAULT_TABLE])[-1])
    except (ValueError, TableError):
        return DEFAULT_TABLE


def play_together(store=None, *, table: "str | None" = None, student: "str | None" = None,
                  level: "str | None" = None, palette: str = "classic") -> widgets.VBox:
    """The page where students play each other: a box for the table's name and, for a
    student of the class (their class link; or ``student=``), their seat at that table.

    Args:
        store: the class store the tables live in (default the class's).
        table: the table's name (default the address's ``?table=``, else "Table 1").
        student: who plays (default the page's class link; without one the page says how
            to join, :data:`JOIN_FROM_LINK`).
        level: the computer's level for a new table (default the table's).
        palette: the cards' colours.

    Never raises: a table that cannot be opened is said in words on the page.
    """
    import os

    root = widgets.VBox()
    for name in ("pt-root", "pt-font", "pt-play-together"):
        root.add_class(name)
    notice = Html()
    name_box = controls.Text(value=table or table_from_query(os.environ.get("QUERY_STRING")),
                             description=tr("Table"), tooltip=tr(
                                 "The table's name, as the teacher gave it; press Enter or "
                                 "Join to sit down"))
    join_button = controls.Button(description=tr("Join"), tooltip=tr("Sit down at this table"))
    bar = widgets.HBox([name_box, join_button])
    state = {"table": None, "who": student}

    def draw() -> None:
        who = state["who"]
        old = state["table"]
        if who is None:
            notice.value = message(gettext(JOIN_FROM_LINK), "info")
            root.children = [stylesheet(), notice]
            return
        try:
            from ...classroom.tables import SharedTable

            shared = SharedTable(store, name_box.value, level=level)
            if old is not None and (old.shared.name != shared.name):
                old.shared.leave(who)
            view = SharedPlayTable(shared, who, palette=palette)
        except PinochleError as err:
            notice.value = message(str(err))
            root.children = [stylesheet(), bar, notice] + ([old] if old else [])
            return
        if old is not None and old is not view:
            close_all(old)
        state["table"] = view
        notice.value = ""
        root.children = [stylesheet(), bar, notice, view]

    join_button.on_click(lambda _b: draw())
    name_box.on_msg(lambda _w, content, _b: draw() if isinstance(content, dict) and
                    content.get("event") == "submit" else None)
    if student is None:
        found = page_identity.current()
        state["who"] = found.student

        def changed(now) -> None:
            from ...serve.page_request import on_kernel_thread

            def redraw() -> None:
                state["who"] = now.student
                name_box.value = table or table_from_query(os.environ.get("QUERY_STRING"))
                draw()

            on_kernel_thread(redraw)

        page_identity.on_change(changed, known=found)
    draw()
    return root
