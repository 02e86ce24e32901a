"""The classroom server's book of kernels: who owns each, how many each client address holds,
which pages are gone and which computations ran too long. Pure bookkeeping (no tornado, no
jupyter): :mod:`.kernel_manager` and :mod:`.kernel_handlers` feed it events and act on its
answers, and the unit tests drive it with a made-up clock.

A *page kernel* is one a dashboard page (``/voila/render/...``) started or took from the
preheated pool; only page kernels count against the caps. A kernel still waiting in the pool
(``make run POOL=30``) has no page yet and counts nowhere: the pool's size is the teacher's
choice, on top of the cap.
"""

from __future__ import annotations

import time
from dataclasses import dataclass, field
from typing import Callable, Iterable

# What a refused page says (kernel_handlers shows them with HTTP 503 and Retry-After).
CLASS_FULL = ("The class is full: the server is running as many lessons as it allows "
              "({limit}). Try again in a minute.")
CLIENT_FULL = ("This computer already has {limit} lessons open, the most the server allows "
               "one computer. Close a lesson tab you no longer use, then try again in a "
               "minute.")


@dataclass(frozen=True)
class Limits:
    """The caps and time limits (see :mod:`.kernels` for the defaults and how they were
    sized).

    ``max_kernels``: page kernels in total (0: no cap); ``per_client``: page kernels per
    client address (0: no cap); ``page_grace``: seconds a page kernel is kept once its page is
    gone (last websocket closed, or never opened after the page was sent) before it is shut
    down; ``run_limit``: CPU-seconds one computation (a busy spell of the kernel) may use
    before it is interrupted (0: no limit); ``stop_grace``: seconds an interrupted
    computation has to stop before its kernel is shut down; ``memory_mib``: the kernel
    process's data-segment limit in MiB (RLIMIT_DATA; 0: none)."""

    max_kernels: int = 120
    per_client: int = 5
    page_grace: float = 30.0
    run_limit: float = 60.0
    stop_grace: float = 10.0
    memory_mib: int = 1024

    def __post_init__(self):
        for name in ("max_kernels", "per_client", "memory_mib"):
            value = getattr(self, name)
            if isinstance(value, bool) or not isinstance(value, int) or value < 0:
                raise ValueError(f"{name} must be a whole number >= 0 (0: no limit), "
                                 f"got {value!r}")
        for name in ("page_grace", "run_limit", "stop_grace"):
            value = getattr(self, name)
            if isinstance(value, bool) or not isinstance(value, (int, float)) or value < 0:
                raise ValueError(f"{name} must be a number of seconds >= 0, got {value!r}")


@dataclass
class PageKernel:
    """One page kernel: its owner (the browser's identity), client address, websockets."""

    owner: str
    client: str
    rendering: bool = True          # the page is still being sent
    connections: int = 0            # open kernel websockets
    alone_since: float | None = None  # when it last had no page (None: it has one)


@dataclass
class Busy:
    """A computation under way: CPU-seconds when it was first seen busy, interrupt time."""

    cpu_start: float
    interrupted_at: float | None = None


@dataclass
class Ledger:
    """Page kernels by id, reservations of render requests not yet holding a kernel, and
    busy spells. ``clock`` gives seconds (monotonic)."""

    limits: Limits = field(default_factory=Limits)
    clock: Callable[[], float] = time.monotonic
    pages: dict = field(default_factory=dict)       # kernel id -> PageKernel
    pending: dict = field(default_factory=dict)     # reservation token -> client address
    busy: dict = field(default_factory=dict)        # kernel id -> Busy
    _next_token: int = 0

    # --- the caps ---------------------------------------------------------------------

    def held(self, client: str | None = None) -> int:
        """Page kernels plus pending reservations, in total or of one ``client``."""
        if client is None:
            return len(self.pages) + len(self.pending)
        return (sum(1 for p in self.pages.values() if p.client == client)
                + sum(1 for c in self.pending.values() if c == client))

    def refusal(self, client: str) -> str | None:
        """Why a new page for ``client`` (its address) is refused, or None if it may have
        one. The class-wide cap is checked first."""
        lim = self.limits
        if lim.max_kernels and self.held() >= lim.max_kernels:
            return CLASS_FULL.format(limit=lim.max_kernels)
        if lim.per_client and self.held(client) >= lim.per_client:
            return CLIENT_FULL.format(limit=lim.per_client)
        return None

    def reserve(self, client: str) -> tuple[int | None, str | None]:
        """Reserve a kernel for a page request of ``client``: ``(token, None)``, or
        ``(None, reason)`` over a cap. Release the token with :meth:`release` (always) once
        the request has claimed its kernel or failed."""
        reason = self.refusal(client)
        if reason is not None:
            return None, reason
        self._next_token += 1
        self.pending[self._next_token] = client
        return self._next_token, None

    def release(self, token: int | None) -> None:
        self.pending.pop(token, None)

    def claim(self, kernel_id: str, owner: str, client: str, token: int | None = None) -> None:
        """``kernel_id`` now belongs to the page of ``owner`` (browser identity) at
        ``client`` (address); the reservation ``token`` is used up."""
        self.release(token)
        self.pages[kernel_id] = PageKernel(owner=owner, client=client)

    def owner_of(self, kernel_id: str) -> str | None:
        page = self.pages.get(kernel_id)
        return page.owner if page else None

    def forget(self, kernel_id: str) -> None:
        """The kernel is gone (shut down, culled or dead)."""
        self.pages.pop(kernel_id, None)
        self.busy.pop(kernel_id, None)

    def prune(self, alive: Iterable[str]) -> None:
        """Forget page kernels no longer in ``alive`` (the kernel manager's ids)."""
        alive = set(alive)
        for kernel_id in [k for k in self.pages if k not in alive]:
            self.forget(kernel_id)
        for kernel_id in [k for k in self.busy if k not in alive]:
            self.busy.pop(kernel_id, None)

    # --- pages coming and going -------------------------------------------------------

    def rendered(self, kernel_id: str) -> None:
        """The page has been sent (or its request closed); from now on the kernel needs an
        open websocket to stay."""
        page = self.pages.get(kernel_id)
        if page is not None and page.rendering:
            page.rendering = False
            if page.connections == 0:
                page.alone_since = self.clock()

    def connected(self, kernel_id: str) -> None:
        page = self.pages.get(kernel_id)
        if page is not None:
            page.connections += 1
            page.alone_since = None

    def disconnected(self, kernel_id: str) -> None:
        page = self.pages.get(kernel_id)
        if page is not None:
            page.connections = max(page.connections - 1, 0)
            if page.connections == 0 and not page.rendering:
                page.alone_since = self.clock()

    def pages_gone(self) -> list[str]:
        """Page kernels whose page has been gone for longer than ``page_grace``."""
        now, grace = self.clock(), self.limits.page_grace
        return [k for k, p in self.pages.items()
                if p.alone_since is not None and now - p.alone_since > grace]

    # --- computations -----------------------------------------------------------------

    def observe(self, kernel_id: str, busy: bool, cpu: float | None) -> str | None:
        """Record a look at a kernel: ``busy`` (its execution state) and ``cpu`` (its
        process's CPU-seconds so far, None if unknown). Returns what to do: ``"interrupt"``
        when the busy spell has used more than ``run_limit`` CPU-seconds, ``"shutdown"``
        when an interrupted spell is still busy ``stop_grace`` seconds later, else None."""
        if not busy or cpu is None:
            self.busy.pop(kernel_id, None)
            return None
        spell = self.busy.get(kernel_id)
        if spell is None:
            self.busy[kernel_id] = Busy(cpu_start=cpu)
            return None
        limit = self.limits.run_limit
        if spell.interrupted_at is not None:
            if self.clock() - spell.interrupted_at > self.limits.stop_grace:
                return "shutdown"
            return None
        if limit and cpu - spell.cpu_start > limit:
            spell.interrupted_at = self.clock()
            return "interrupt"
        return None
