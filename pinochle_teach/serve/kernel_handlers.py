"""Voila's kernel-facing handlers with the classroom rules (see :mod:`.kernels`):

Each is a mixin put before voila's class (or before the subclass :mod:`.access` made of it)
by :func:`classroom_handler`:

- :class:`RenderLimits` (``/voila/render/<notebook>``): refuses a page over the
  caps with a short page in words (HTTP 503, ``Retry-After``) before any kernel starts;
  otherwise records the page's kernel as owned by this browser and this client address, and
  sets the ``_xsrf`` cookie so that the page's shutdown beacon on tab close is accepted
  (voila 0.5.13 never sets it, so every beacon was refused with 403: voila issue #1458);
- :class:`OwnedShutdown` (``POST /voila/api/shutdown/<id>``, the beacon),
  :class:`OwnedKernel` (``GET``/``DELETE /api/kernels/<id>``) and
  :class:`OwnedWebsocket` (``/api/kernels/<id>/channels``): only the browser whose page
  owns the kernel may end it, read it or connect to it; anyone else gets 403. The websocket
  handler also counts each kernel's open connections, which is how the server knows a page
  has gone away, and closes a connection whose page leaves more than
  :data:`MAX_UNREAD` bytes unread (a page that asks its kernel for large widget states and
  never reads them grew the server itself, shared by the class, by 60 MiB a second).

A browser's identity is jupyter_server's anonymous user: a random id kept in a cookie signed
with the server's secret (``username-<host>``), so it cannot be made up; a request without
it (``curl``) is a new stranger each time.
"""

from __future__ import annotations

import functools
import html
import logging

from jupyter_server.services.kernels.handlers import KernelHandler
from tornado import web
from tornado.iostream import StreamBufferFullError
from voila.shutdown_kernel_handler import VoilaShutdownKernelHandler
from voila.tornado.handler import TornadoVoilaHandler
from voila.tornado.kernel_websocket_handler import VoilaKernelWebsocketHandler

from .kernel_manager import PageHolder, current_page

# Bytes the server keeps for one kernel websocket that its page has not read yet. A lesson's
# whole widget state is well under 1 MiB; a page that reads nothing is closed (it reconnects
# and asks again, as after any lost connection).
MAX_UNREAD = 32 * 1024 * 1024

# Seconds a refused browser is asked to wait (the Retry-After header).
RETRY_AFTER = 60

FULL_PAGE = """<!DOCTYPE html>
<html lang="en">
<head><meta charset="utf-8"><title>Please wait a minute</title></head>
<body>
<main>
<h1>Please wait a minute</h1>
<p>{message}</p>
<p><a href="">Try again</a></p>
</main>
</body>
</html>
"""

STRANGER = "this kernel belongs to another page: only that page may use or end it"


def ledger_of(handler):
    """The kernel manager's ledger, or None when voila runs without the classroom
    kernel manager (then every handler here behaves as voila's own)."""
    return getattr(handler.kernel_manager, "ledger", None)


def user_id(handler) -> str | None:
    user = handler.current_user
    return getattr(user, "username", None) if user is not None else None


def check_owner(handler, kernel_id: str) -> None:
    """Raise HTTPError 403 unless the request comes from the browser owning
    ``kernel_id``'s page. Kernels no page owns (unknown ids, preheated kernels still in the
    pool) belong to nobody: refused too."""
    ledger = ledger_of(handler)
    if ledger is None:
        return
    owner = ledger.owner_of(kernel_id)
    if owner is None or user_id(handler) != owner:
        raise web.HTTPError(403, STRANGER)


class RenderLimits:
    """For voila's dashboard page (TornadoVoilaHandler): the caps, the kernel's owner
    recorded. Replaces TornadoVoilaHandler.get (same loop over voila's page generator)."""

    @web.authenticated
    async def get(self, path=None):
        ledger = ledger_of(self)
        if ledger is None:
            return await super().get(path)
        client = self.request.remote_ip
        token, reason = ledger.reserve(client)
        if reason is not None:
            self.log.warning("Refused a page for %s: %s", client, reason)
            return self.refuse(reason)
        self.xsrf_token  # noqa: B018 (sets the _xsrf cookie the tab-close beacon sends)
        holder = PageHolder()
        reset = current_page.set(holder)
        claimed = None
        try:
            async for snippet in self.get_generator(path=path):
                if claimed is None and holder.kernel_id is not None:
                    claimed = holder.kernel_id
                    ledger.claim(claimed, user_id(self) or "", client, token)
                self.write(snippet)
                self.flush()
        finally:
            current_page.reset(reset)
            ledger.release(token)
            if claimed is None and holder.kernel_id is not None:
                claimed = holder.kernel_id  # the page failed after its kernel started
                ledger.claim(claimed, user_id(self) or "", client)
            if claimed is not None:
                ledger.rendered(claimed)

    def refuse(self, message: str) -> None:
        """Answer 503 with ``message`` in a short page and Retry-After."""
        self.clear()
        self.set_status(503)
        self.set_header("Retry-After", str(RETRY_AFTER))
        self.set_header("Content-Type", "text/html; charset=utf-8")
        self.set_header("Cache-Control", "no-store")
        self.finish(FULL_PAGE.format(message=html.escape(message)))


class OwnedKernel:
    """``GET``/``DELETE /api/kernels/<id>`` for the owning page only."""

    async def prepare(self):
        await super().prepare()
        check_owner(self, self.path_kwargs.get("kernel_id", ""))


class OwnedShutdown:
    """The tab-close beacon ``POST /voila/api/shutdown/<id>``, for the owning page only."""

    async def prepare(self):
        await super().prepare()
        kernel_id = self.path_args[0] if self.path_args else ""
        check_owner(self, kernel_id)


class OwnedWebsocket:
    """The kernel's websocket, for the owning page only; counts open connections."""

    counted = False

    async def get(self, kernel_id):
        try:
            check_owner(self, kernel_id)
        except web.HTTPError as refused:
            # Answered here, not raised: jupyter_server's write_error would look for an HTML
            # error page this handler has no templates for, and log some 50 lines of
            # tracebacks for each refusal (a student looping on it would bury the log).
            self.set_status(refused.status_code)
            self.finish(refused.log_message)
            return
        await super().get(kernel_id)

    async def open(self, kernel_id):
        ledger = ledger_of(self)
        if ledger is not None:
            ledger.connected(kernel_id)
            self.counted = True
        await super().open(kernel_id)

    def write_message(self, message, binary=False):
        stream = getattr(self.ws_connection, "stream", None)
        if stream is not None and stream.max_write_buffer_size is None:
            stream.max_write_buffer_size = MAX_UNREAD
        try:
            return super().write_message(message, binary=binary)
        except StreamBufferFullError:
            logging.getLogger("pinochle_teach.serve").warning(
                "Closed the websocket of kernel %s: its page left over %d MiB unread",
                getattr(self, "kernel_id", "?"), MAX_UNREAD // 2**20)
            stream.close()  # drops what was waiting; on_close follows
            return None

    def on_close(self):
        try:
            super().on_close()
        finally:
            ledger = ledger_of(self)
            if self.counted and ledger is not None:
                self.counted = False
                ledger.disconnected(self.kernel_id)


# voila's handler class -> the mixin it gets
MIXINS = (
    (TornadoVoilaHandler, RenderLimits),
    (KernelHandler, OwnedKernel),
    (VoilaShutdownKernelHandler, OwnedShutdown),
    (VoilaKernelWebsocketHandler, OwnedWebsocket),
)


@functools.lru_cache(maxsize=None)
def classroom_handler(handler_class: type) -> type:
    """``handler_class`` with the classroom mixin for it in front (a new subclass), or
    ``handler_class`` itself if it is none of voila's kernel-facing handlers. Subclasses
    count (:mod:`.access` puts its own in place of voila's)."""
    for voila_class, mixin in MIXINS:
        if isinstance(handler_class, type) and issubclass(handler_class, voila_class):
            if issubclass(handler_class, mixin):
                return handler_class
            return type(f"Classroom{handler_class.__name__}", (mixin, handler_class), {})
    return handler_class
