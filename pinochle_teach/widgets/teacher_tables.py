"""The teacher's view of the class's shared tables (issue 20 item 4; the second section of
notebooks/teacher_results.ipynb).

:func:`teacher_tables_page` shows the tables only on the teacher's own link
(``?teacher=<code>``, as :func:`~.teacher.teacher_page` does); on any other link it reads
nothing and shows :data:`~.teacher.NOT_FOR_YOU` (or nothing, ``notice=False``, where the
results section above says it already).

:class:`TeacherTables` lists every shared table of the class store
(:class:`~pinochle_teach.classroom.SharedTable`): its hand, where the hand is (the auction,
trick 3, ...), the score, whose turn it is and who sits where (a student's name or "the
computer"). "Open" shows one table large with every hand face up and the trick on the
table, following the game as it is played; a finished hand's button opens it in the
:class:`~.walkthrough.TrickWalkthrough` (teacher mode, with its "Review" of a seat's
decisions). Every fact is the engine's (the table's game); this module draws them. It reads
the tables again every :data:`~.teacher.REFRESH_SECONDS` seconds, on a timer of the kernel's
loop like the results page (no thread).
"""

from __future__ import annotations

from datetime import datetime, timezone

import ipywidgets as widgets

from ..actions import Phase
from ..cards import cards_in_words, sort_hand
from ..cards import Suit
from ..errors import PinochleError
from ..i18n import N_, gettext, ntr, tr
from ..seating import seat_names, seats_from, side_of, table_names
from ..svg import hand_html
from ..vocabulary import suit_word
from . import controls, projector
from .pagekit import FOCUS_GO, REVEAL
from .render import Markup, close_all, el, message, stylesheet
from .table.trick import trick_html
from .teacher import REFRESH_SECONDS, teacher_only
from .common import repeat_on_kernel

__all__ = ["TeacherTables", "teacher_tables_page", "table_line"]

# Where a hand is, by phase (translated where shown).
_PHASES = {Phase.DEAL: N_("dealing"), Phase.AUCTION: N_("the auction"),
           Phase.TRUMP: N_("naming trump"), Phase.PASS: N_("passing cards"),
           Phase.RETURN: N_("passing cards back"), Phase.DISCARD: N_("discarding"),
           Phase.MELD: N_("meld"), Phase.SURRENDER: N_("play on or surrender"),
           Phase.SCORE: N_("hand over"), Phase.GAME_OVER: N_("game over")}
# One move in words, by kind of action: {seat} is the seat's name, {value} the action's
# (a bid, a card, cards), {suit} a suit named trump.
_MOVES = {"bid": N_("{seat} bid {value}"), "pass": N_("{seat} passed"),
          "trump": N_("{seat} named {suit} trump"), "give": N_("{seat} gave {value}"),
          "discard": N_("{seat} discarded {value}"),
          "surrender": N_("{seat} surrendered the hand"), "play on": N_("{seat} played on"),
          "play": N_("{seat} played {value}"), "next deal": N_("{seat} dealt the next hand")}


def _where(shared, g) -> str:
    if not shared.started:
        return tr("waiting to start")
    if g.phase is Phase.TRICKS:
        return tr("trick {number}", number=len(g.tricks) + 1)
    phase = _PHASES.get(g.phase)
    return gettext(phase) if phase else g.phase.value


def _move_words(name: str, action) -> str:
    """One move in words, as the teacher (who sees every card) reads it."""
    k, v = action.kind, action.value
    words = _MOVES.get(k)
    if words is None:
        return f"{name}: {action}"
    suit = suit_word(v) if isinstance(v, Suit) else v
    return tr(words, seat=name, value=v, suit=suit)


def _who(shared, seat: int, held=None, away=None) -> str:
    """Who plays ``seat``: the student, the student marked away (the computer plays for
    them until their page is back), or the computer."""
    held = shared.seats() if held is None else held
    away = shared.away_seats() if away is None else away
    if seat not in held:
        return tr("the computer")
    return tr("{student} (away)", student=held[seat]) if seat in away else held[seat]


def table_line(shared) -> dict:
    """One table at a glance, as words: ``{"name", "hand", "where", "score", "turn",
    "seats"}`` (e.g. ``"where": "trick 3"``, ``"turn": "North (Cat)"``, ``"seats": "South:
    Ann · West: the computer · ..."``), from the table's game as it stands."""
    shared.refresh()
    g = shared.game
    names, rules = seat_names(shared.rules), shared.rules
    sides = table_names(rules)
    score = " · ".join(f"{sides.side(t) if rules.partnership else names[t]} {g.scores[t]}"
                       for t in range(g.teams))
    held, away = shared.seats(), shared.away_seats()
    turn = (tr("nobody (the game is over)") if g.to_move is None
            else f"{names[g.to_move]} ({_who(shared, g.to_move, held, away)})")
    seats = " · ".join(f"{names[s]}: {_who(shared, s, held, away)}"
                       for s in range(rules.players))
    return {"name": shared.name, "hand": g.hand_number, "where": _where(shared, g),
            "score": score, "turn": turn, "seats": seats}


def open_table_html(shared, *, palette: str = "classic", size: float = 1.0,
                    overlap: float = 0.25, key: str = ""):
    """The table ``shared`` with every hand face up (South at the bottom of the trick),
    the trick on the table and the last move, as markup. ``size``, ``overlap``: the
    cards' (:func:`pinochle_teach.svg.hand_html`); ``key``: the page's focus key (a new
    key brings the table into view)."""
    g = shared.game
    rules = shared.rules
    names = seat_names(rules)
    line = table_line(shared)
    rows = []
    for seat in seats_from(0, rules):
        cards = sort_hand(g.hands[seat], g.trump)
        turn = seat == g.to_move
        label = tr("{seat}'s hand: {cards}", seat=names[seat],
                   cards=cards_in_words(cards) if cards else tr("no cards"))
        side = f" · {table_names(rules).side(side_of(seat, rules))}" if rules.partnership else ""
        rows.append(el(
            "div", el("div", el("b", names[seat]), f" · {_who(shared, seat)}{side}",
                      el("span", " ▶ " + tr("to move"), cls="pt-turn-note") if turn
                      else None),
            Markup(hand_html(cards, size=size, palette=palette, label=label,
                             overlap=overlap)) if cards
            else el("div", tr("no cards left"), cls="pt-muted"),
            cls=("pt-seat", "pt-walk-seat", "pt-teacher-seat", "pt-turn" if turn else None),
            data_seat=str(seat)))
    if g.trick or g.tricks:
        cards, leader = (g.trick, g.leader) if g.trick else (g.tricks[-1].cards,
                                                              g.tricks[-1].leader)
        trick = trick_html(cards, leader, palette=palette, size=size, names=names,
                           rules=rules, title=tr("The trick on the table") if g.trick
                           else tr("Trick {number} (the last played)", number=len(g.tricks)))
    else:
        trick = ""
    if g.history:
        seat, action = g.history[-1]
        last = ntr("{n} move so far; the last: {move}.",
                   "{n} moves so far; the last: {move}.", len(g.history),
                   move=_move_words(names[seat], action))
    else:
        last = tr("No move yet.")
    trump = " · " + tr("{suit} trump", suit=suit_word(g.trump)) if g.trump else ""
    contract = (" · " + tr("contract {contract} by {seat}", contract=g.contract,
                           seat=names[g.bidder])
                if g.bidder is not None and g.contract else "")
    return el("section",
              el("h3", tr("{table} · hand {hand} · {where}", table=shared.name,
                          hand=line["hand"], where=line["where"]) + trump + contract,
                 cls="pt-teacher-head"),
              el("p", tr("Score: {score}. To move: {turn}.", score=line["score"],
                         turn=line["turn"])),
              el("p", last, cls="pt-teacher-last-move", role="status"),
              el("div", el("div", rows, cls="pt-teacher-hands"), trick,
                 cls="pt-teacher-board"),
              cls=("pt-teacher-open", FOCUS_GO, REVEAL), tabindex="-1", data_pt_go=key,
              aria_label=tr("{table}, every hand face up", table=shared.name))


class TeacherTables(widgets.VBox):
    """Every shared table of the class, live (see the module's text). Only
    :func:`teacher_tables_page` decides who sees it; made directly it shows the store's
    tables.

    Args:
        store: a :class:`~pinochle_teach.classroom.ClassStore` or a
            :class:`~pinochle_teach.classroom.table_store.TableStore` (None: the class's).
        interval: seconds between refreshes (0: none; :meth:`refresh` by hand).
        palette: the cards' colours (a key of :data:`pinochle_teach.svg.PALETTES`).

    Attributes: ``name_box``, ``level_picker``, ``make_button`` and ``made`` (the form that
    makes a new table with the computer's level the teacher chooses, and what it said),
    ``status``, ``listing`` (a VBox: per table a summary ``HTML`` and its
    buttons), ``opened`` (the open table's drawing, or the walkthrough), ``open_name``
    (the table opened, or None), ``walkthrough`` (the :class:`TrickWalkthrough` shown, or
    None).
    """

    def __init__(self, store=None, interval: float = REFRESH_SECONDS,
                 palette: str = "classic"):
        super().__init__()
        for name in ("pinochle-teacher-tables", "pt-root", "pt-font"):
            self.add_class(name)
        self.store = store
        self.interval = interval
        self.palette = palette
        self._tables: dict = {}
        self._shown = None
        self._rows: dict = {}  # table name -> its row in the listing (kept while it is there)
        self._no_table = widgets.HTML(str(el("p", tr("No table yet: students open the "
                                                     "lesson “Play together” from their "
                                                     "class link."),
                                             cls="pt-teacher-muted")))
        self._open_seen = None
        self.open_name: "str | None" = None
        self._opened = 0  # how many times a table was opened (the page's focus key)
        self.walkthrough = None
        self.status = widgets.HTML()
        self.listing = widgets.VBox()
        self.listing.add_class("pt-teacher-tables")
        self.opened = widgets.VBox()
        self.opened.add_class("pt-teacher-opened")
        head = widgets.HTML(str(el("h3", tr("The class's tables"), cls="pt-teacher-head")))
        from ..players.levels import LEVEL_LABELS

        self.name_box = controls.Text(
            value=self._free_name(), description=tr("New table"),
            tooltip=tr("The new table's name: students open lesson 11 with ?table=<name>"))
        # (The level's labels are translated where their module marks them.)
        self.level_picker = controls.Dropdown(
            options=[(gettext(label), level) for level, label in LEVEL_LABELS.items()],
            value="normal", description=tr("Computer"),
            tooltip=tr("How the computer plays the seats no student takes (and away "
                       "students')"))
        self.make_button = controls.Button(description=tr("Make table"),
                                           tooltip=tr("Make the table with this name and "
                                                      "level"))
        self.make_button.on_click(lambda _b: self.make_table())
        self.made = widgets.HTML()
        form = widgets.HBox([self.name_box, self.level_picker, self.make_button],
                            layout=widgets.Layout(flex_flow="row wrap"))
        form.add_class("pt-teacher-new-table")
        self.children = [stylesheet(), head, form, self.made, self.status, self.listing,
                         self.opened]
        projector.follow(self, lambda _on: self._draw_open(force=True))
        self.refresh()
        self._start_timer()

    # ---- making ------------------------------------------------------------------------
    def _free_name(self) -> str:
        """"Table n" for the lowest n no table of the class has (the form's suggestion)."""
        try:
            from ..classroom.table_store import table_store

            taken = set(table_store(self.store).tables())
        except PinochleError:
            taken = set()
        n = 1
        while tr("Table {n}", n=n) in taken:
            n += 1
        return tr("Table {n}", n=n)

    def make_table(self) -> bool:
        """Make the table the form names, with the level it shows (the teacher's choice);
        says on the page what students open, or why not (a bad name, a table of that name
        made already with another level). True if made."""
        from ..classroom.tables import SharedTable, check_table_name

        try:
            name = check_table_name(self.name_box.value)
            from ..classroom.table_store import table_store

            if name in table_store(self.store).tables():
                raise PinochleError(tr("there is a table {name} already: give the new "
                                       "table another name", name=repr(name)))
            table = SharedTable(self.store, name, level=self.level_picker.value)
        except PinochleError as err:
            self.made.value = str(message(tr("No table made: {error}.", error=err)))
            return False
        self._tables[name] = table
        from urllib.parse import quote

        self.made.value = str(message(
            tr("{table} is ready (the computer plays {level}). Students join it from "
               "lesson 11 with their class link and ?table={query} in the address, or "
               "type {quoted} in its Table box.", table=name,
               level=self.level_picker.label, query=quote(name), quoted=repr(name)),
            "info"))
        self.name_box.value = self._free_name()
        self.refresh()
        return True

    # ---- reading -----------------------------------------------------------------------
    def _table(self, name: str):
        from ..classroom.tables import SharedTable

        if name not in self._tables:
            self._tables[name] = SharedTable(self.store, name)
        return self._tables[name]

    def lines(self) -> list[dict]:
        """Every table's :func:`table_line`, in the order the tables were made."""
        from ..classroom.table_store import table_store

        return [table_line(self._table(n)) for n in table_store(self.store).tables()]

    def refresh(self) -> bool:
        """Read every table again; redraw the listing (and the open table) where it
        changed. Returns whether anything did. Never raises: a store that cannot be read
        says so."""
        try:
            lines = self.lines()
            hands = {n: [r["summary"]["hands"] for r in t.records()]
                     for n, t in self._tables.items()}
        except Exception as err:  # noqa: BLE001 - a page never shows a traceback
            self.status.value = str(message(tr("The tables cannot be read just now "
                                               "({error}); trying again in a moment.",
                                               error=err), "error"))
            return False
        stamp = datetime.now(timezone.utc).strftime("%H:%M:%S")
        self.status.value = str(el("div", tr("Read at {time} UTC (refreshes every "
                                             "{seconds} s).", time=stamp,
                                             seconds=f"{self.interval:g}"),
                                   cls="pt-teacher-status"))
        shown = (tuple(tuple(x.values()) for x in lines),
                 tuple((n, tuple(h)) for n, h in hands.items()))
        changed = shown != self._shown
        if changed:
            self._shown = shown
            self._draw_listing(lines, hands)
        return self._draw_open() or changed

    def _draw_listing(self, lines, hands) -> None:
        """Show each table's line; its row and buttons are made once and kept (a new hand
        adds its button), so that a click on "Open" while the listing is redrawn, every
        move at a busy table, lands on a button that is still there."""
        rows = []
        for x in lines:
            name = x["name"]
            line = str(el("div", el("b", name),
                          ": " + tr("hand {hand}, {where}; score {score}; to move "
                                    "{turn}.", hand=x["hand"], where=x["where"],
                                    score=x["score"], turn=x["turn"]),
                          el("br"), x["seats"], cls="pt-teacher-table-line"))
            row = self._rows.get(name)
            if row is None:
                open_button = widgets.Button(description=tr("Open"), icon="",
                                             tooltip=tr("{table} large, every hand face up",
                                                        table=name))
                open_button.on_click(lambda _b, n=name: self.open_table(n))
                bar = widgets.HBox([open_button])
                bar.add_class("pt-teacher-table-buttons")
                row = self._rows[name] = widgets.VBox([widgets.HTML(line), bar])
                row.add_class("pt-teacher-table-row")
            summary, bar = row.children
            if summary.value != line:
                summary.value = line
            shown_hands = len(bar.children) - 1
            new = []
            for hand in hands.get(name, [])[shown_hands:]:
                b = widgets.Button(description=tr("Hand {hand}", hand=hand), icon="",
                                   tooltip=tr("Walk through hand {hand} of {table}",
                                              hand=hand, table=name))
                b.on_click(lambda _b, n=name, h=hand: self.walk(n, h))
                new.append(b)
            if new:
                bar.children = (*bar.children, *new)
            rows.append(row)
        gone = [r for n, r in self._rows.items() if r not in rows]
        self._rows = {n: r for n, r in self._rows.items() if r in rows}
        if not rows:
            rows = [self._no_table]
        if tuple(rows) != tuple(self.listing.children):
            self.listing.children = rows
        for w in gone:
            close_all(w)

    # ---- the open table ----------------------------------------------------------------
    def open_table(self, name: str) -> None:
        """Show the table ``name`` large, every hand face up, following the game.

        Raises:
            KeyError: no table of that name in the store.
        """
        from ..classroom.table_store import table_store

        if name not in table_store(self.store).tables():
            raise KeyError(f"no table named {name!r}")
        self.open_name = name
        self._opened += 1
        self._set_walkthrough(None)
        self._draw_open(force=True)

    def _draw_open(self, force: bool = False) -> bool:
        if self.open_name is None or self.walkthrough is not None:
            return False
        shared = self._table(self.open_name)
        shared.refresh()
        seen = (shared.seq, tuple(sorted(shared.seats().items())), shared.started,
                projector.is_on())
        if seen == self._open_seen and not force:
            return False
        self._open_seen = seen
        big = projector.is_on()
        drawing = widgets.HTML(str(open_table_html(
            shared, palette=self.palette, size=1.1 if big else 0.8,
            overlap=0.5 if big else 0.25, key=f"table-{self._opened}")))
        old = self.opened.children
        self.opened.children = [drawing]
        for w in old:
            close_all(w)
        return True

    def walk(self, name: str, hand: int) -> None:
        """Open hand ``hand`` (its number) of table ``name`` in the walkthrough (teacher
        mode: every hand face up; its "Review" reviews a seat's decisions). A hand with no
        trick play (surrendered) says so instead."""
        from .walkthrough import TrickWalkthrough

        records = {r["summary"]["hands"]: r for r in self._table(name).records()}
        self.open_name = None
        try:
            w = TrickWalkthrough(records[hand], hand=hand, palette=self.palette)
        except (KeyError, PinochleError) as err:
            note = widgets.HTML(str(message(tr("Hand {hand} of {table} cannot be walked "
                                               "through: {error}", hand=hand, table=name,
                                               error=err), "info")))
            self._set_walkthrough(None)
            self.opened.children = [note]
            return
        self._set_walkthrough(w)

    def _set_walkthrough(self, w) -> None:
        old = self.opened.children
        self.walkthrough = w
        self._open_seen = None
        self.opened.children = [w] if w is not None else []
        for x in old:
            close_all(x)

    # ---- refreshing --------------------------------------------------------------------
    def _start_timer(self) -> None:
        """Refresh every :attr:`interval` seconds on the kernel's loop (no thread); stops
        once the widget is closed."""
        if self.interval:
            repeat_on_kernel(self, self.interval, self.refresh)


def teacher_tables_page(store=None, interval: float = REFRESH_SECONDS, *,
                        notice: bool = True) -> widgets.VBox:
    """The teacher's tables: :class:`TeacherTables` on the teacher's link, else only
    :data:`~.teacher.NOT_FOR_YOU` (``notice=False``: nothing) and nothing is read. A
    preheated kernel shows that first and the tables once the link proves the teacher's."""
    return teacher_only("pinochle-teacher-tables-page",
                        lambda: TeacherTables(store, interval=interval), notice)
