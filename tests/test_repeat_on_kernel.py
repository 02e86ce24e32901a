"""widgets.common.repeat_on_kernel: the one timer of the teacher pages and the shared table
(calls on the kernel's loop, stops when the widget is closed, nothing without a kernel)."""

from __future__ import annotations

import types

import IPython

from pinochle_teach.widgets.common import repeat_on_kernel


class FakeLoop:
    def __init__(self):
        self.later = []

    def add_callback(self, fn):
        fn()

    def call_later(self, delay, fn):
        self.later.append((delay, fn))

    def run_next(self):
        _delay, fn = self.later.pop(0)
        fn()


def test_calls_every_interval_until_the_widget_is_closed(monkeypatch):
    loop = FakeLoop()
    shell = types.SimpleNamespace(kernel=types.SimpleNamespace(io_loop=loop))
    monkeypatch.setattr(IPython, "get_ipython", lambda: shell)
    widget = types.SimpleNamespace(comm=object())
    calls = []
    assert repeat_on_kernel(widget, 3, lambda: calls.append(1)) is True
    assert [d for d, _ in loop.later] == [3] and calls == []
    loop.run_next()
    loop.run_next()
    assert calls == [1, 1] and [d for d, _ in loop.later] == [3]
    widget.comm = None  # closed
    loop.run_next()
    assert calls == [1, 1] and loop.later == []


def test_without_a_kernel_nothing_is_scheduled(monkeypatch):
    monkeypatch.setattr(IPython, "get_ipython", lambda: None)
    assert repeat_on_kernel(types.SimpleNamespace(comm=object()), 3, lambda: None) is False
