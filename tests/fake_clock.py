"""A clock the tests move by hand, for the tables' "away" seconds.

A test of who is away used to sleep past the table's ``away`` (1 s) and assert in between
that nobody was away yet; on a loaded machine building a page could itself take more than a
second, and the test failed (the CI run of 82e0e1e). With :func:`stop_the_clock` the class
store's tables (SQLite) and :class:`~pinochle_teach.classroom.SharedTable` read this clock
instead of the time module: no second passes unless the test says so. Redis keeps its own
clock (its keys expire on the server), so tests on Redis cannot use it."""

from __future__ import annotations

import time as _time


class FakeClock:
    """Stands in for the ``time`` module of the tables' modules: ``time()`` and
    ``monotonic()`` give seconds that move only by :meth:`advance` (or ``sleep``)."""

    def __init__(self, start: float = 1_000_000.0):
        self.now = start

    def time(self) -> float:
        return self.now

    def monotonic(self) -> float:
        return self.now

    def sleep(self, seconds: float) -> None:
        self.now += seconds
        _time.sleep(0)  # let other threads run, as a real sleep would

    def advance(self, seconds: float) -> None:
        self.now += seconds


def stop_the_clock(monkeypatch) -> FakeClock:
    """Point the tables' modules at a new :class:`FakeClock` for this test; return it."""
    import importlib

    table_store = importlib.import_module("pinochle_teach.classroom.table_store")
    tables = importlib.import_module("pinochle_teach.classroom.tables")
    clock = FakeClock()
    monkeypatch.setattr(table_store, "time", clock)
    monkeypatch.setattr(tables, "time", clock)
    return clock
