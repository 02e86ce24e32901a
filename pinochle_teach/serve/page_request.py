"""The kernel's side of voila's preheated kernels (``make run POOL=...``): learn the request
of the page that takes the kernel.

A preheated kernel runs its notebook before any page asks for it, so the page's address
(``?projector=1``...) is not in its environment yet. voila sends it later, over its
``voila/query`` websocket, and :func:`voila.utils.wait_for_request` waits for it and puts it
in ``os.environ`` (``QUERY_STRING``...). :func:`on_request` does that wait in a background
thread, so that the notebook is drawn at once, and calls back once the request is in.

Used by :mod:`pinochle_teach.widgets.projector` and :mod:`pinochle_teach.classroom.identity`
only when ``VOILA_PREHEAT`` is ``True`` (the widgets themselves start no thread: they also
run under Pyodide, which has none).
"""

from __future__ import annotations

import os
import socket
import threading
from collections.abc import Callable

__all__ = ["on_request", "on_kernel_thread", "pass_header"]


def pass_header(app, name: str) -> None:
    """Have voila (``app``, the server's application) hand each page's kernel the request
    header ``name`` as the environment variable ``HTTP_<NAME>`` (rfc3875; voila's
    ``VoilaConfiguration.http_header_envs``): ``"Cookie"`` for the student's link,
    ``"Accept-Language"`` for the page's language."""
    envs = list(app.voila_configuration.http_header_envs)
    if name.lower() not in {h.lower() for h in envs}:
        app.voila_configuration.http_header_envs = [*envs, name]


class _Wait:
    """One wait for the page's request, and the callbacks waiting on it."""

    def __init__(self):
        self.callbacks: list[Callable[[], None]] = []
        self.done = False
        self.thread: "threading.Thread | None" = None


_lock = threading.Lock()
_current: "_Wait | None" = None


def on_request(callback: Callable[[], None]) -> threading.Thread:
    """Call ``callback()`` (in a background thread) once the request of the page taking
    this preheated kernel is in (:func:`voila.utils.wait_for_request` has put it in
    ``os.environ``). Nothing is called if the request cannot be had (voila not reachable,
    no request info): the page then stays as it was drawn. Returns the waiting thread.

    Every caller while a wait is under way shares that one wait (voila answers one waiter
    per kernel: a second websocket would take the first one's place and leave it waiting
    for ever); the projector setting and the student's identity both wait this way."""
    global _current
    with _lock:
        wait = _current
        if wait is not None and not wait.done:
            wait.callbacks.append(callback)
            return wait.thread
        wait = _current = _Wait()
        wait.callbacks.append(callback)
        wait.thread = threading.Thread(target=_wait, args=(wait,), daemon=True,
                                       name="pinochle-page-request")
        thread = wait.thread
    thread.start()
    return thread


def _wait(wait: _Wait) -> None:
    arrived = False
    if _voila_answers():
        try:
            from voila.utils import wait_for_request

            wait_for_request()
            arrived = True
        except Exception:  # noqa: BLE001 - no request info: nothing to apply
            pass
    with _lock:
        wait.done = True
        callbacks = list(wait.callbacks)
    if arrived:
        for callback in callbacks:
            try:
                callback()
            except Exception:  # noqa: BLE001 - one page part failing must not stop the others
                pass


def on_kernel_thread(call: Callable[[], None]) -> None:
    """Run ``call`` on the kernel's main loop (where widgets may change, between messages)
    if this is an IPython kernel, else now."""
    try:
        from IPython import get_ipython

        kernel = getattr(get_ipython(), "kernel", None)
        loop = getattr(kernel, "io_loop", None)
    except Exception:  # noqa: BLE001 - no IPython: run it here
        loop = None
    if loop is not None:
        loop.add_callback(call)
    else:
        call()


def _voila_answers(timeout: float = 5.0) -> bool:
    """Whether voila's port answers where :func:`voila.utils.wait_for_request` will look
    (``VOILA_APP_IP``, default 127.0.0.1, and ``VOILA_APP_PORT``): a server listening on
    another address only would otherwise make voila print a warning on the page."""
    host = os.environ.get("VOILA_APP_IP", "127.0.0.1")
    try:
        port = int(os.environ.get("VOILA_APP_PORT", "8866"))
        with socket.create_connection((host, port), timeout=timeout):
            return True
    except (OSError, ValueError):
        return False
