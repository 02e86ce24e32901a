"""A shared table: students on their own kernels playing one game, the engine the referee.

>>> from pinochle_teach.classroom import ClassStore, SharedTable
>>> table = SharedTable(ClassStore(":memory:"), "Table 1", seed=7, level="easy")
>>> table.join("Ann"), table.join("Bo"), table.join("Ann")   # Ann's seat again
(0, 1, 0)
>>> table.start()                       # the computer plays seats 2 and 3 from now on
>>> table.game.to_move in (0, 1)
True

**One referee.** The table's state is the ordered list of its actions (the game record's
actions; :mod:`.table_store` keeps it). Every kernel rebuilds the
:class:`~pinochle_teach.game.Game` by replaying that list through :meth:`Game.apply
<pinochle_teach.game.Game.apply>`, in order, once each. :meth:`SharedTable.apply` checks a
student's move against the game as it stands (their seat, their turn, a legal action) and
then adds it at the next place of the list only if no other kernel added an action there
first; if one did, the table is brought up to date and the move checked again. So two
students clicking at once, a double click, a stale page (``seq=``) or a crafted message can
neither make an illegal or duplicated move nor act for another seat.

**Seats.** :meth:`SharedTable.join` gives a student a seat (the lowest free one, or the one
asked for) and the same seat again after a reload or on another device; :meth:`leave` frees
it. Seats without a student are played by a computer player of the table's level
(:mod:`pinochle_teach.players.levels`), by whichever kernel at the table looks first, once
the game has begun (a student's first move, or :meth:`SharedTable.start` — the teacher's
"start", or a student's when the computer leads — so students joining one after another
find the game waiting for them) and as long as at least one student is at the table.

**Away.** A student's page says it is at the table (:meth:`SharedTable.here`, which the
page calls as it looks at the table, and every join, move and view); a seated student not
heard of for the table's ``away`` seconds (:data:`AWAY_SECONDS` unless the table was made
with another) is away: a closed page, a lost connection, a laptop shut. The computer plays
an away student's turns (:meth:`SharedTable.away_seats`) and the seat stays theirs: when
their page is back it plays again from their next turn, with nothing lost. While every
seated student is away the game waits.

**Records.** When a hand is scored, its record (the game up to that point, as
:meth:`Game.to_record <pinochle_teach.game.Game.to_record>` writes it) is kept for the
table under the hand's number, never overwriting another: :meth:`SharedTable.records`,
:meth:`SharedTable.save_records`, each replayable in the walkthrough.
"""

from __future__ import annotations

import json
import math
import os
import random
import re
import time
from pathlib import Path

from ..actions import Action, Phase
from ..errors import PinochleError
from ..i18n import ntr, tr
from ..game import Game
from ..records import PlayerView, rules_from_json, rules_to_json
from ..players.levels import computer_players, player_class
from ..rules import CARDGAMES_IO, resolve_rules
from .store import ClassStoreError, check_student
from .table_store import TableStore, table_store

__all__ = ["SharedTable", "TableError", "NotSeatedError", "NotYourTurnError",
           "StaleActionError", "SeatTakenError", "TableFullError", "MAX_TABLE_NAME",
           "DEFAULT_LEVEL", "AWAY_SECONDS"]

#: The longest table name, in characters.
MAX_TABLE_NAME = 60
#: The computer players' level of a new table (a key of ``players.levels.LEVELS``).
DEFAULT_LEVEL = "normal"
#: After how many seconds without a word from a student's page the computer plays their seat
#: (a new table's default; the pages say they are here every :data:`AWAY_SECONDS` / 4).
AWAY_SECONDS = 20
#: The ``away`` a table may be given, in seconds.
_AWAY_RANGE = (1, 3600)
#: How many computer moves one call makes at most (a whole game is far fewer).
_MOST_COMPUTER_MOVES = 10_000


class TableError(PinochleError):
    """A shared table refused something: a bad table name, settings that differ from the
    table's, a student who cannot sit (the message says why and what is accepted)."""


class NotSeatedError(TableError):
    """A student who has no seat at this table acted or asked for their view."""


class NotYourTurnError(TableError):
    """A student moved when another seat is to move (or the game is over)."""


class StaleActionError(TableError):
    """A move made on a page that had not seen the table's latest actions (``seq``)."""


class SeatTakenError(TableError):
    """A seat asked for that another student holds."""


class TableFullError(TableError):
    """Every seat of the table is held by a student."""


def check_table_name(name) -> str:
    """A table name as kept: text of 1..:data:`MAX_TABLE_NAME` printable characters, runs
    of spaces made one and none around it.

    Raises:
        TableError: anything else.
    """
    if not isinstance(name, str):
        raise TableError(tr("a table's name is text such as {example}, got {name}",
                            example="'Table 1'", name=repr(name)))
    tidy = " ".join(name.split())
    if not tidy or len(tidy) > MAX_TABLE_NAME or not tidy.isprintable():
        raise TableError(tr("a table's name is 1 to {most} printable characters such as "
                            "{example}, got {name}", most=MAX_TABLE_NAME, example="'Table 1'",
                            name=repr(name)))
    return tidy


def _student(student) -> str:
    try:
        who = check_student(student)
    except ClassStoreError as err:
        raise TableError(str(err)) from None
    if not who:
        raise TableError(tr("a student at a shared table needs a name (their roster name), "
                            "got none"))
    return who


class SharedTable:
    """One game played by students on several kernels (see the module's text).

    Args:
        store: a :class:`~.store.ClassStore` (the tables live in its file unless the
            environment variable ``PINOCHLE_TABLES_URL`` names a server), a
            :class:`~.table_store.TableStore`, or None for the default class store.
        name: the table's name (1..60 characters, e.g. ``"Table 1"``).
        rules: a :class:`~pinochle_teach.rules.RuleSet` or preset name for a new table
            (default cardgames.io); for a table that exists, None or its own rules.
        seed: the game's seed for a new table (default a random one); for a table that
            exists, None or its own seed.
        level: the computer players' level for a new table (``"easy"``, ``"normal"``,
            ``"hard"``; default :data:`DEFAULT_LEVEL`); for a table that exists, None or
            its own.
        away: for a new table, after how many seconds (1..3600) without a word from a
            student's page the computer plays their seat (default :data:`AWAY_SECONDS`);
            for a table that exists, None or its own.

    Raises:
        TableError: a bad name or ``away``, or rules/seed/level/away that differ from the
            existing table's.
        UnknownLevelError, InvalidRulesError, PinochleError: a bad level, rules or seed.
        TableStoreError: a store that cannot be used.
    """

    def __init__(self, store=None, name: str = "Table 1", *, rules=None,
                 seed: "int | None" = None, level: "str | None" = None,
                 away: "float | None" = None):
        self.name = check_table_name(name)
        self.backend: TableStore = table_store(store)
        asked = {}
        if rules is not None:
            asked["rules"] = rules_to_json(resolve_rules(rules))
        if seed is not None:
            if isinstance(seed, bool) or not isinstance(seed, int) or not 0 <= seed < 2**63:
                raise TableError(f"a table's seed is a whole number 0 or more, got {seed!r}")
            asked["seed"] = seed
        if level is not None:
            player_class(level)  # UnknownLevelError for a level that does not exist
            asked["level"] = level
        if away is not None:
            low, high = _AWAY_RANGE
            if (isinstance(away, bool) or not isinstance(away, (int, float))
                    or not low <= away <= high):
                raise TableError(f"away is a number of seconds {low}..{high} (after which "
                                 f"the computer plays a silent student's seat), got {away!r}")
            asked["away"] = away
        new = {"rules": rules_to_json(CARDGAMES_IO), "seed": random.randrange(2**31),
               "level": DEFAULT_LEVEL, **asked}
        settings = self.backend.open_table(self.name, new)
        differ = [k for k, v in asked.items() if settings.get(k) != v]
        if differ:
            raise TableError(f"the table {self.name!r} exists already with other "
                             f"{' and '.join(differ)}: open it without them "
                             f"(SharedTable(store, {self.name!r})) or name a new table")
        self.rules = rules_from_json(settings["rules"])
        self.seed: int = settings["seed"]
        self.level: str = settings["level"]
        #: Seconds without a word from a student's page after which they are away.
        self.away: float = settings.get("away", AWAY_SECONDS)
        self._touched: dict[str, float] = {}  # student -> when this kernel last said so
        self._computers = None
        self._new_game()
        self.refresh()

    def _new_game(self) -> None:
        self._game = Game(self.seed, self.rules)
        self._seq = 0
        self._kept: set[int] = set()

    # ---- the state ---------------------------------------------------------------------
    @property
    def game(self) -> Game:
        """The current :class:`~pinochle_teach.game.Game` as this kernel last read it
        (:meth:`refresh` reads the table's new actions). Look, do not change it: a move
        goes through :meth:`apply`."""
        return self._game

    @property
    def seq(self) -> int:
        """How many actions of the table this kernel has replayed (the ``seq`` a page
        passes to :meth:`apply`)."""
        return self._seq

    def refresh(self) -> int:
        """Replay the table's actions that this kernel has not seen yet; how many there
        were.

        Raises:
            TableError: an action in the store that the game refuses (a store changed by
                hand); the game is then as it was before that action.
        """
        new = self.backend.actions(self.name, self._seq)
        for seq, seat, text in new:
            g = self._game
            if seq != self._seq or seat != g.to_move:
                raise TableError(f"the table {self.name!r} holds action {seq + 1} ({text!r} "
                                 f"by seat {seat}) where the game expected action "
                                 f"{self._seq + 1} by seat {g.to_move}: its store was changed")
            try:
                g.apply(Action.parse(text, self.rules))
            except PinochleError as err:
                raise TableError(f"the table {self.name!r} holds an action the game refuses "
                                 f"(action {seq + 1}, {text!r}): {err}") from None
            self._seq += 1
            self._keep_record()
        return len(new)

    def _keep_record(self) -> None:
        g = self._game
        if g.phase in (Phase.SCORE, Phase.GAME_OVER) and g.hand_number not in self._kept:
            self._kept.add(g.hand_number)
            self.backend.save_record(self.name, g.hand_number, g.to_json())

    def seats(self) -> dict[int, str]:
        """The seats held by students, ``{seat: student}``; the others are the computer's."""
        return self.backend.seats(self.name)

    def here(self, student, *, now: bool = False) -> None:
        """Say that ``student``'s page is at the table (they are not away, see the module's
        text). A page calls it as it looks at the table; this kernel writes it to the
        store at most every ``away / 4`` seconds per student unless ``now``.

        Raises:
            TableError: a student without a name.
        """
        who = _student(student)
        t = time.monotonic()
        if now or t - self._touched.get(who, -math.inf) >= self.away / 4:
            self.backend.touch(self.name, who, self.away)
            self._touched[who] = t

    def _seats_here(self) -> tuple[dict[int, str], set[int]]:
        """The seats held, and those of them whose student is here (not away)."""
        held = self.seats()
        present = self.backend.present(self.name, held.values())
        return held, {seat for seat, who in held.items() if who in present}

    def away_seats(self) -> set[int]:
        """The seats whose student is away (not heard of for :attr:`away` seconds): the
        computer plays them until the student is back."""
        held, here = self._seats_here()
        return set(held) - here

    def computer_seats(self) -> set[int]:
        """The seats the computer plays now: those without a student and the away ones."""
        return set(range(self.rules.players)) - self._seats_here()[1]

    def seat_of(self, student) -> "int | None":
        """``student``'s seat at this table, or None."""
        who = _student(student)
        for seat, name in self.seats().items():
            if name == who:
                return seat
        return None

    def _seat(self, student) -> int:
        seat = self.seat_of(student)
        if seat is None:
            raise NotSeatedError(tr("{student} has no seat at {table}: join the table first",
                                    student=_student(student), table=repr(self.name)))
        return seat

    # ---- seats -------------------------------------------------------------------------
    def join(self, student, seat: "int | None" = None) -> int:
        """Seat ``student`` (their roster name) and return the seat (0..players-1): their
        seat again if they have one (after a reload, or on another device), else ``seat``
        if given and free, else the lowest free seat. Computer players then take their
        turns up to the next student's.

        Raises:
            TableError: a student without a name; a seat that is not a seat of the game.
            SeatTakenError: ``seat`` is another student's. TableFullError: no seat is free.
        """
        who = _student(student)
        n = self.rules.players
        if seat is not None and (isinstance(seat, bool) or not isinstance(seat, int)
                                 or not 0 <= seat < n):
            raise TableError(f"a seat is a whole number 0..{n - 1}, got {seat!r}")
        got, holder = self.backend.take_seat(self.name, who, seat, n)
        if got is None:
            if holder is not None:
                raise SeatTakenError(tr("seat {seat} at {table} is another student's: "
                                        "choose a free seat or none", seat=seat,
                                        table=repr(self.name)))
            raise TableFullError(tr("every seat at {table} has a student: join another "
                                    "table", table=repr(self.name)))
        self.here(who, now=True)
        self.play_computers()
        return got

    def start(self) -> None:
        """Begin the game for every kernel at the table: the computer players take the
        seats no student holds (they wait until a student's first move otherwise)."""
        self.backend.start(self.name)
        self.play_computers()

    @property
    def started(self) -> bool:
        """Whether the game has begun (:meth:`start`, or any move made)."""
        return self._seq > 0 or self.backend.length(self.name) > 0 or self.backend.started(
            self.name)

    def leave(self, student) -> "int | None":
        """Give up ``student``'s seat: a computer player of the table's level plays it from
        now on (a later :meth:`join` may take it again). Returns the seat, or None if they
        had none."""
        seat = self.backend.free_seat(self.name, _student(student))
        self.play_computers()
        return seat

    # ---- moves -------------------------------------------------------------------------
    def apply(self, student, action: "Action | str", *, seq: "int | None" = None) -> int:
        """Make ``student``'s move: ``action`` (an :class:`~pinochle_teach.actions.Action`
        or its text, ``"play AS"``) for their seat, through :meth:`Game.apply`, once.
        Computer players then take their turns up to the next student's.

        Args:
            student: the student's name (they must have joined).
            action: the move.
            seq: the :attr:`seq` of the page the move was made on; if the table has moved
                on since, the move is refused (so a double click or a stale page never
                makes a second move). None: the move is for the game as it stands.

        Returns:
            the place (0 = first) of the action in the table's list.

        Raises:
            NotSeatedError: the student has no seat. NotYourTurnError: another seat is to
                move, or the game is over. StaleActionError: ``seq`` is not the table's.
            IllegalActionError (a PinochleError): an action the game refuses now, with the
                game's reason. Nothing is changed when this raises.
        """
        who = _student(student)
        if seq is not None and (isinstance(seq, bool) or not isinstance(seq, int)):
            raise TableError(f"seq is the number of actions the page had seen, got {seq!r}")
        a = Action.parse(action, self.rules)
        while True:
            self.refresh()
            seat = self._seat(who)
            self.here(who)
            if seq is not None and seq != self._seq:
                raise StaleActionError(ntr(
                    "{action} was made on a page that showed {n} action of {table}; it has "
                    "{now} now: look at the table again and move",
                    "{action} was made on a page that showed {n} actions of {table}; it has "
                    "{now} now: look at the table again and move", seq,
                    action=f"'{a}'", table=repr(self.name), now=self._seq))
            g = self._game
            if g.to_move != seat:
                raise NotYourTurnError(
                    tr("it is not {student}'s turn at {table}: the game is over",
                       student=who, table=repr(self.name)) if g.to_move is None else
                    tr("it is not {student}'s turn at {table}: seat {to_move} is to move, "
                       "{student} sits in seat {seat}", student=who, table=repr(self.name),
                       to_move=g.to_move, seat=seat))
            trial = g.copy()
            trial.apply(a)  # the game's own refusal, with its reason; g is untouched
            if self.backend.append(self.name, self._seq, seat, str(a), who):
                place = self._seq
                self.refresh()
                self.play_computers()
                return place

    def play_computers(self, most: int = _MOST_COMPUTER_MOVES) -> int:
        """Let the computer players take their turns (:meth:`computer_seats`: the seats no
        student holds and those of away students) until a student who is here is to move,
        the game is over, or ``most`` moves are made; nothing while no student is here or
        before the game has begun (:attr:`started`). Returns how many moves this kernel
        made."""
        made = 0
        while made < most:
            self.refresh()
            g = self._game
            playing = self._seats_here()[1]
            if not playing or g.to_move is None or g.to_move in playing or not self.started:
                return made
            if self._computers is None:
                self._computers = computer_players(self.level, range(self.rules.players),
                                                   self.seed)
            seat = g.to_move
            a = self._computers[seat].choose(g.view(seat))
            if self.backend.append(self.name, self._seq, seat, str(a), ""):
                made += 1
        return made

    def view(self, student) -> PlayerView:
        """What ``student``'s seat may see now (:meth:`Game.view
        <pinochle_teach.game.Game.view>`): their own hand, the table, nothing of the other
        hands.

        Raises:
            NotSeatedError: the student has no seat.
        """
        seat = self._seat(student)
        self.here(student)
        self.refresh()
        return self._game.view(seat)

    def wait_for_change(self, after_seq: "int | None" = None, timeout: float = 1.0) -> int:
        """Wait up to ``timeout`` seconds (0..600) for an action after the first
        ``after_seq`` (default :attr:`seq`), replay what came and return :attr:`seq`
        (unchanged on a timeout).

        Raises:
            TableError: a timeout that is not a number of seconds 0..600.
        """
        if isinstance(timeout, bool) or not isinstance(timeout, (int, float)) or not (
                0 <= timeout <= 600):
            raise TableError(f"timeout is a number of seconds 0..600, got {timeout!r}")
        after = self._seq if after_seq is None else after_seq
        if self.backend.length(self.name) <= after:
            self.backend.wait(self.name, after, timeout)
        self.refresh()
        return self._seq

    # ---- records -----------------------------------------------------------------------
    def records(self) -> list[dict]:
        """The record of every finished hand at this table, in hand order: each is the
        game up to the end of that hand as :meth:`Game.to_record
        <pinochle_teach.game.Game.to_record>` writes it (``Game.from_record`` replays it;
        the walkthrough shows it with ``hand=`` its number)."""
        self.refresh()
        return [json.loads(text) for _hand, text in self.backend.records(self.name)]

    def save_records(self, folder: "str | os.PathLike") -> list[Path]:
        """Write each finished hand's record to ``folder`` as ``<table>-hand-<n>.json``
        (created if needed) unless a file of that name exists (never overwritten; it
        already holds that hand); the paths written.

        Raises:
            TableError: a folder that cannot be made or written.
        """
        stem = re.sub(r"[^A-Za-z0-9_-]+", "-", self.name).strip("-") or "table"
        out = Path(folder).expanduser()
        written = []
        try:
            out.mkdir(parents=True, exist_ok=True)
            for _hand, text in self.backend.records(self.name):
                n = json.loads(text)["summary"]["hands"]
                path = out / f"{stem}-hand-{n}.json"
                try:
                    with open(path, "x", encoding="utf-8") as f:
                        f.write(text)
                except FileExistsError:
                    continue
                written.append(path)
        except OSError as err:
            raise TableError(f"could not write the records to {out}: "
                             f"{err.strerror or err}") from None
        return written

    def __repr__(self) -> str:
        return (f"<SharedTable {self.name!r} seq={self._seq} seats={self.seats()} "
                f"to_move={self._game.to_move}>")
