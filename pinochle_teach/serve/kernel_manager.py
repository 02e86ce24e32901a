"""Voila's kernel manager with the classroom limits: :class:`ClassroomKernelManager`.

It is jupyter_server's ``AsyncMappingKernelManager`` (voila wraps it again for the preheated
pool, ``make run POOL=30``) plus:

- every kernel process starts with a data-segment limit (``RLIMIT_DATA``, ``memory_mib``
  MiB, set between fork and exec so restarts and the kernel's own child processes keep it): a
  computation that asks for more gets a ``MemoryError`` instead of eating the machine;
- a watch every ``watch_interval`` seconds that (a) interrupts a computation that has used
  more than ``run_limit`` CPU-seconds in one busy spell, and shuts its kernel down if it is
  still busy ``stop_grace`` seconds later, and (b) shuts down a page kernel whose page has
  been gone for ``page_grace`` seconds (its last websocket closed, or none opened after the
  page was sent), busy or not;
- the :class:`~.ledger.Ledger` of page kernels (owners, client addresses, reservations)
  that :mod:`.kernel_handlers` consults for the caps and for who may end a kernel.

The limits are traitlets (``--ClassroomKernelManager.max_kernels=...``), set from the
launcher's options by :func:`pinochle_teach.serve.kernels.voila_arguments`.
"""

from __future__ import annotations

import contextvars
import functools
import os
import resource

import psutil
from jupyter_server.services.kernels.kernelmanager import AsyncMappingKernelManager
from tornado.ioloop import PeriodicCallback
from traitlets import Float, Instance, Integer, default

from .ledger import Ledger, Limits

# The render request being served, if any: a holder the kernel manager fills with the id of
# the page kernel it starts or hands over (kernel_handlers reads it). A holder, not the id,
# because tasks created during the request (the pool's refills) copy the context.
current_page = contextvars.ContextVar("current_page", default=None)

# Variables the kernel sees, so that a dashboard can say in words what stopped it.
RUN_LIMIT_ENV = "PINOCHLE_RUN_LIMIT"
MEMORY_ENV = "PINOCHLE_MEMORY_MIB"


class PageHolder:
    """Filled in by the kernel manager during one render request."""

    kernel_id: str | None = None


def limit_data(mib: int) -> None:
    """Set this process's RLIMIT_DATA (soft and hard) to ``mib`` MiB; run in the kernel's
    process between fork and exec (``preexec_fn``). Only calls into the C library."""
    size = mib * 1024 * 1024
    resource.setrlimit(resource.RLIMIT_DATA, (size, size))


def process_cpu(pid: int) -> float | None:
    """CPU-seconds (user + system) used so far by process ``pid`` and its children, living
    and reaped; None if the process is gone."""
    try:
        proc = psutil.Process(pid)
        times = proc.cpu_times()
        total = times.user + times.system + times.children_user + times.children_system
        for child in proc.children(recursive=True):
            try:
                ct = child.cpu_times()
                total += ct.user + ct.system
            except psutil.Error:
                pass
        return total
    except psutil.Error:
        return None


class ClassroomKernelManager(AsyncMappingKernelManager):
    """AsyncMappingKernelManager with caps, a memory limit, a run limit and page culling."""

    max_kernels = Integer(Limits.max_kernels, config=True,
                          help="page kernels in total (0: no cap)")
    per_client = Integer(Limits.per_client, config=True,
                         help="page kernels per client address (0: no cap)")
    page_grace = Float(Limits.page_grace, config=True,
                       help="seconds a page kernel outlives its page")
    run_limit = Float(Limits.run_limit, config=True,
                      help="CPU-seconds one computation may use (0: no limit)")
    stop_grace = Float(Limits.stop_grace, config=True,
                       help="seconds an interrupted computation has to stop")
    memory_mib = Integer(Limits.memory_mib, config=True,
                         help="RLIMIT_DATA of each kernel process, MiB (0: none)")
    watch_interval = Float(2.0, config=True, help="seconds between two watches")

    ledger = Instance(Ledger)

    @default("ledger")
    def _default_ledger(self):
        return Ledger(Limits(max_kernels=self.max_kernels, per_client=self.per_client,
                             page_grace=self.page_grace, run_limit=self.run_limit,
                             stop_grace=self.stop_grace, memory_mib=self.memory_mib))

    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        self._watch = None

    # --- starting and ending ----------------------------------------------------------

    async def start_kernel(self, *args, **kwargs):
        """Start a kernel (see AsyncMappingKernelManager.start_kernel) with the memory
        limit and the limit variables in its environment; a kernel started for a render
        request (not for the preheated pool) is recorded in that request's holder."""
        env = dict(kwargs.get("env") or os.environ)
        env[RUN_LIMIT_ENV] = f"{self.run_limit:g}"
        env[MEMORY_ENV] = str(self.memory_mib)
        kwargs["env"] = env
        if self.memory_mib and "preexec_fn" not in kwargs:
            kwargs["preexec_fn"] = functools.partial(limit_data, self.memory_mib)
        kernel_id = await super().start_kernel(*args, **kwargs)
        holder = current_page.get()
        if holder is not None and env.get("VOILA_PREHEAT") != "True":
            holder.kernel_id = kernel_id
        self.start_watch()
        return kernel_id

    async def shutdown_kernel(self, kernel_id, *args, **kwargs):
        try:
            return await super().shutdown_kernel(kernel_id, *args, **kwargs)
        finally:
            self.ledger.forget(kernel_id)

    def remove_kernel(self, kernel_id):
        self.ledger.forget(kernel_id)
        return super().remove_kernel(kernel_id)

    def wrap_pool(self) -> None:
        """With the preheated pool on, voila's pool manager hands a ready kernel to a page
        in ``get_rendered_notebook`` (a method of voila's subclass of this class): record
        that kernel in the request's holder too. Called once, by
        :func:`pinochle_teach.serve.kernels.configure`."""
        original = getattr(self, "get_rendered_notebook", None)
        if original is None or getattr(original, "classroom_wrapped", False):
            return

        @functools.wraps(original)
        async def get_rendered_notebook(*args, **kwargs):
            result = await original(*args, **kwargs)
            holder = current_page.get()
            if holder is not None:
                holder.kernel_id = result[2]  # (render task, rendered cells, kernel id)
            return result

        get_rendered_notebook.classroom_wrapped = True
        self.get_rendered_notebook = get_rendered_notebook

    # --- the watch --------------------------------------------------------------------

    def start_watch(self) -> None:
        """Start the periodic watch (once; needs the running IOLoop's thread)."""
        if self._watch is None:
            self._watch = PeriodicCallback(self.watch, 1000 * self.watch_interval)
            self._watch.start()

    def kernel_pid(self, kernel_id: str) -> int | None:
        kernel = self.get_kernel(kernel_id)
        provisioner = getattr(kernel, "provisioner", None)
        return getattr(provisioner, "pid", None)

    async def watch(self) -> None:
        """One look at every kernel: interrupt or end over-long computations, end page
        kernels whose page is gone."""
        ledger = self.ledger
        alive = list(self.list_kernel_ids())
        ledger.prune(alive)
        for kernel_id in alive:
            try:
                kernel = self.get_kernel(kernel_id)
            except KeyError:
                continue
            busy = getattr(kernel, "execution_state", None) == "busy"
            pid = self.kernel_pid(kernel_id) if busy else None
            action = ledger.observe(kernel_id, busy, process_cpu(pid) if pid else None)
            if action == "interrupt":
                self.log.warning("Kernel %s: one computation used more than %g CPU-seconds; "
                                 "interrupting it", kernel_id, self.run_limit)
                await self._act(self.interrupt_kernel, kernel_id)
            elif action == "shutdown":
                self.log.warning("Kernel %s: still busy %g s after the interrupt; shutting "
                                 "it down", kernel_id, self.stop_grace)
                await self._act(self.shutdown_kernel, kernel_id, now=True)
        for kernel_id in ledger.pages_gone():
            self.log.info("Kernel %s: its page has been gone %g s; shutting it down",
                          kernel_id, self.page_grace)
            await self._act(self.shutdown_kernel, kernel_id, now=True)

    async def _act(self, method, kernel_id, **kwargs) -> None:
        try:
            await method(kernel_id, **kwargs)
        except Exception:  # the kernel went away meanwhile: nothing left to do
            self.log.debug("Kernel %s: %s failed", kernel_id, method.__name__, exc_info=True)
            if kernel_id not in self:
                self.ledger.forget(kernel_id)
