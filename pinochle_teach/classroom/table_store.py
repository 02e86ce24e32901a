"""Where the shared tables (:mod:`.tables`) keep their state: the class store's SQLite file
by default, or a server the hub's admins run, chosen by one setting.

A table's state is its settings (rules, seed, computer level), its seats (seat -> student)
and **the ordered list of its actions** (the game record's actions, each with its place
``seq``, 0 for the first, and the seat that took it), plus the record of each finished
hand. Every kernel at the table rebuilds its :class:`~pinochle_teach.game.Game` by
replaying that list; an action is added only by :meth:`TableStore.append` at the place the
kernel expects (the list's length when it checked the move), so of two kernels adding at
once exactly one succeeds and the other replays the winner's action and checks its own
again.

**Which store.** :func:`table_store` picks it: the environment variable
:data:`TABLES_URL_VAR` (``PINOCHLE_TABLES_URL``), if set, names a server
(``redis://host:port/db``, ``rediss://...`` for TLS, ``unix:///path/redis.sock``); unset
or empty, the tables live in the class store's SQLite file (:class:`SqliteTables`), which
needs no set-up when every kernel runs on one machine. A JupyterHub whose kernels run on
several machines needs the server: the Redis store is
:mod:`pinochle_teach.backends.redis_tables` (the ``tables-redis`` extra: redis-py).

**Why the class store's file.** The tables are class data like the answers (the teacher's
one file to keep or delete) and SQLite already serialises the kernels' writers there
(``BEGIN IMMEDIATE``, WAL); the tables are schema version 3 of that file
(:mod:`.store`). The place of each action is part of the ``table_actions`` primary key
``(table_name, seq)``, so even a writer that skipped the length check could not write a
second action at one place.
"""

from __future__ import annotations

import importlib
import json
import os
import sys
import time
from datetime import datetime, timezone

try:
    import sqlite3
except ImportError:  # pragma: no cover - Pyodide loads it on request
    sqlite3 = None

from ..errors import PinochleError

__all__ = ["TableStore", "SqliteTables", "TableStoreError", "table_store", "TABLES_URL_VAR",
           "POLL_SECONDS"]

#: The environment variable naming the tables' server (unset: the class store's file).
TABLES_URL_VAR = "PINOCHLE_TABLES_URL"
#: How often a kernel waiting for a move looks at the SQLite file, in seconds.
POLL_SECONDS = 0.05


class TableStoreError(PinochleError):
    """A tables' store that cannot be used: an unknown server address, a server that
    cannot be reached, a missing client library (the message says which and how to get
    it)."""


def _now() -> str:
    return datetime.now(timezone.utc).isoformat(timespec="seconds")


class TableStore:
    """What a shared table needs of its store (one object serves every table of a class).
    Every method is atomic on its own; table names and students are checked by the caller.
    """

    def open_table(self, name: str, settings: dict) -> dict:
        """The table's settings: ``settings`` (JSON-ready) if the table is new, else the
        settings stored when it was made (the first kernel's win)."""
        raise NotImplementedError

    def tables(self) -> list[str]:
        """The names of every table, in the order made."""
        raise NotImplementedError

    def start(self, name: str) -> None:
        """Mark the table started (the computer players may move)."""
        raise NotImplementedError

    def started(self, name: str) -> bool:
        """Whether :meth:`start` was called for the table."""
        raise NotImplementedError

    def actions(self, name: str, after: int = 0) -> list[tuple[int, int, str]]:
        """The table's actions from place ``after`` on, as ``(seq, seat, action text)``."""
        raise NotImplementedError

    def length(self, name: str) -> int:
        """How many actions the table has."""
        raise NotImplementedError

    def append(self, name: str, seq: int, seat: int, action: str, student: str) -> bool:
        """Add ``action`` (by ``seat``, for ``student``; "" for a computer player) at place
        ``seq`` if the table has exactly ``seq`` actions; False (nothing added) if another
        action got there first."""
        raise NotImplementedError

    def seats(self, name: str) -> dict[int, str]:
        """The table's seats taken by students: ``{seat: student}``."""
        raise NotImplementedError

    def take_seat(self, name: str, student: str, seat: "int | None", players: int
                  ) -> "tuple[int | None, int | None]":
        """Seat ``student``: ``(their seat, None)`` if they have one already (whatever
        ``seat`` asks), else the seat asked for, or the lowest free one for None;
        ``(None, holder)`` if it cannot: the seat asked for is taken (``holder`` is its
        seat) or every seat of ``players`` is (``holder`` None)."""
        raise NotImplementedError

    def free_seat(self, name: str, student: str) -> "int | None":
        """Take ``student``'s seat from them (a computer player plays it); the seat, or None
        if they had none."""
        raise NotImplementedError

    def save_record(self, name: str, hand: int, record: str) -> bool:
        """Keep the record (JSON text) of hand ``hand`` unless one is kept already (never
        overwritten); True if this call kept it."""
        raise NotImplementedError

    def records(self, name: str) -> list[tuple[int, str]]:
        """The kept records, ``(hand, JSON text)``, in hand order."""
        raise NotImplementedError

    def touch(self, name: str, student: str, seconds: float) -> None:
        """Count ``student``'s page as at the table for the next ``seconds`` seconds (a page
        says so again before they run out). This default keeps nothing: a store without
        presence counts every seated student as here."""

    def present(self, name: str, students) -> set[str]:
        """Which of ``students`` (names) count as here now (:meth:`touch`'s time not run
        out). This default: all of them."""
        return set(students)

    def wait(self, name: str, after: int, timeout: float) -> int:
        """Wait up to ``timeout`` seconds until the table has more than ``after`` actions;
        return how many it has (``after`` or fewer on a timeout). This default polls
        :meth:`length` every :data:`POLL_SECONDS`; under Pyodide (JupyterLite), where a
        blocking sleep would freeze the page, it looks once and returns."""
        if sys.platform == "emscripten":
            return self.length(name)
        deadline = time.monotonic() + max(0.0, timeout)
        while True:
            n = self.length(name)
            if n > after or time.monotonic() >= deadline:
                return n
            time.sleep(POLL_SECONDS)


class SqliteTables(TableStore):
    """The tables in a :class:`~.store.ClassStore`'s SQLite file (its schema version 3):
    each change is one ``BEGIN IMMEDIATE`` transaction, and :meth:`wait` polls the table's
    length (one look-up in the primary key's index) every :data:`POLL_SECONDS`.

    Args:
        store: the :class:`~.store.ClassStore`.
    """

    def __init__(self, store):
        self.store = store

    def _write(self, fn):
        try:
            with self.store.transaction() as con:
                return fn(con)
        except sqlite3.Error as err:
            raise TableStoreError(f"the class store could not be written ({err})") from None

    def open_table(self, name, settings):
        def go(con):
            row = con.execute("SELECT settings FROM shared_tables WHERE name = ?",
                              (name,)).fetchone()
            if row:
                return json.loads(row[0])
            con.execute("INSERT INTO shared_tables (name, settings, time) VALUES (?, ?, ?)",
                        (name, json.dumps(settings), _now()))
            return settings
        return self._write(go)

    def tables(self):
        return [r[0] for r in self.store.query(
            "SELECT name FROM shared_tables ORDER BY time, rowid")]

    def start(self, name):
        self._write(lambda con: con.execute(
            "UPDATE shared_tables SET started = ? WHERE name = ? AND started IS NULL",
            (_now(), name)))

    def started(self, name):
        return bool(self.store.query("SELECT started IS NOT NULL FROM shared_tables "
                                     "WHERE name = ?", (name,))[0][0])

    def actions(self, name, after=0):
        return [tuple(r) for r in self.store.query(
            "SELECT seq, seat, action FROM table_actions WHERE table_name = ? AND seq >= ? "
            "ORDER BY seq", (name, after))]

    def length(self, name):
        return self.store.query("SELECT coalesce(max(seq) + 1, 0) FROM table_actions "
                                "WHERE table_name = ?", (name,))[0][0]

    def append(self, name, seq, seat, action, student):
        def go(con):
            n = con.execute("SELECT coalesce(max(seq) + 1, 0) FROM table_actions "
                            "WHERE table_name = ?", (name,)).fetchone()[0]
            if n != seq:
                return False
            con.execute("INSERT INTO table_actions VALUES (?, ?, ?, ?, ?, ?)",
                        (name, seq, seat, action, student, _now()))
            return True
        try:
            return self._write(go)
        except TableStoreError:
            if self.length(name) > seq:  # the primary key refused a second action there
                return False
            raise

    def seats(self, name):
        return {seat: student for seat, student in self.store.query(
            "SELECT seat, student FROM table_seats WHERE table_name = ?", (name,))}

    def take_seat(self, name, student, seat, players):
        def go(con):
            taken = dict(con.execute("SELECT seat, student FROM table_seats "
                                     "WHERE table_name = ?", (name,)).fetchall())
            for s, who in taken.items():
                if who == student:
                    return s, None
            if seat is None:
                free = [s for s in range(players) if s not in taken]
                if not free:
                    return None, None
                seat_ = free[0]
            elif seat in taken:
                return None, seat
            else:
                seat_ = seat
            con.execute("INSERT INTO table_seats VALUES (?, ?, ?, ?)",
                        (name, seat_, student, _now()))
            return seat_, None
        return self._write(go)

    def free_seat(self, name, student):
        def go(con):
            row = con.execute("SELECT seat FROM table_seats WHERE table_name = ? AND "
                              "student = ?", (name, student)).fetchone()
            if row:
                con.execute("DELETE FROM table_seats WHERE table_name = ? AND student = ?",
                            (name, student))
            return row[0] if row else None
        return self._write(go)

    def save_record(self, name, hand, record):
        def go(con):
            cur = con.execute("INSERT OR IGNORE INTO table_records VALUES (?, ?, ?, ?)",
                              (name, hand, record, _now()))
            return cur.rowcount == 1
        return self._write(go)

    def records(self, name):
        return [tuple(r) for r in self.store.query(
            "SELECT hand, record FROM table_records WHERE table_name = ? ORDER BY hand",
            (name,))]

    def touch(self, name, student, seconds):
        self._write(lambda con: con.execute(
            "INSERT OR REPLACE INTO table_presence VALUES (?, ?, ?)",
            (name, student, time.time() + seconds)))

    def present(self, name, students):
        here = {r[0] for r in self.store.query(
            "SELECT student FROM table_presence WHERE table_name = ? AND until > ?",
            (name, time.time()))}
        return here & set(students)


def table_store(store=None, url: "str | None" = None) -> TableStore:
    """The tables' store of a class.

    Args:
        store: a :class:`~.store.ClassStore` (used when no server is named), a
            :class:`TableStore` (returned as it is), or None for the default class store.
        url: a server address (``redis://127.0.0.1:6379/0``); default the environment
            variable :data:`TABLES_URL_VAR`; None or "" for the class store's file.

    Raises:
        TableStoreError: an address of a kind not known (the message lists the kinds), or
            a server whose client library is not installed.
    """
    if isinstance(store, TableStore):
        return store
    if url is None:
        url = os.environ.get(TABLES_URL_VAR, "")
    url = url.strip()
    if url:
        scheme = url.split("://", 1)[0].lower() if "://" in url else ""
        if scheme in ("redis", "rediss", "unix"):
            try:
                mod = importlib.import_module("pinochle_teach.backends.redis_tables")
            except ImportError as err:
                raise TableStoreError(
                    f"{TABLES_URL_VAR} names a Redis server, but the redis client library "
                    f"is not installed ({err}): pip install 'pinochle-teach[tables-redis]'"
                ) from None
            return mod.RedisTables(url)
        raise TableStoreError(f"{TABLES_URL_VAR}={url!r} is not a tables' server this kit "
                              f"knows: give redis://host:port/db (or rediss://, unix://), "
                              f"or leave it empty for the class store's file")
    from .store import ClassStore

    return SqliteTables(store if store is not None else ClassStore())
