"""The kernel's side of voila's preheated kernels (``make run POOL=...``): learn the request
of the page that takes the kernel.

A preheated kernel runs its notebook before any page asks for it, so the page's address
(``?projector=1``...) is not in its environment yet. voila sends it later, over its
``voila/query`` websocket, and :func:`voila.utils.wait_for_request` waits for it and puts it
in ``os.environ`` (``QUERY_STRING``...). :func:`on_request` does that wait in a background
thread, so that the notebook is drawn at once, and calls back once the request is in.

Used by :mod:`pinochle_teach.widgets.projector` only when ``VOILA_PREHEAT`` is ``True`` (the
widgets themselves start no thread: they also run under Pyodide, which has none).
"""

from __future__ import annotations

import os
import socket
import threading
from collections.abc import Callable

__all__ = ["on_request"]


def on_request(callback: Callable[[], None]) -> threading.Thread:
    """Start a daemon thread that waits for the request of the page taking this preheated
    kernel (:func:`voila.utils.wait_for_request`), then calls ``callback()`` (in that
    thread). Nothing is called if the request cannot be had (voila not reachable, no
    request info): the page then stays as it was drawn. Returns the started thread."""

    def wait() -> None:
        if not _voila_answers():
            return
        try:
            from voila.utils import wait_for_request

            wait_for_request()
        except Exception:  # noqa: BLE001 - no request info: nothing to apply
            return
        callback()

    thread = threading.Thread(target=wait, daemon=True, name="pinochle-page-request")
    thread.start()
    return thread


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
