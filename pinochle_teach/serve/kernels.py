"""Limits on the kernels a class may start: how many, how much memory, how long one
computation may run, and who may end a kernel (issue 14, items 1, 2 and 6).

The launcher (:mod:`.cli`, :mod:`.app`) calls four hooks:

- :func:`add_arguments`: the options ``--max-kernels``, ``--per-client``,
  ``--kernel-memory``, ``--run-limit`` and ``--page-grace`` (``make run MAX_KERNELS=...
  PER_CLIENT=...``);
- :func:`voila_arguments`: the voila options that put :class:`.kernel_manager.
  ClassroomKernelManager` in charge of the kernels, with those limits;
- :func:`configure`: after voila has made its kernel manager (hooks the preheated pool);
- :func:`handlers`: swaps voila's render, kernel, shutdown and websocket handlers for the
  ones in :mod:`.kernel_handlers`.

What the limits do:

- **Caps.** A dashboard page gets a kernel only while fewer than ``--max-kernels`` page
  kernels are running in all and fewer than ``--per-client`` for the requesting address
  (the TCP peer; ``X-Forwarded-For`` is not read). Over a cap the page says so in words
  ("the class is full, try again in a minute") with HTTP 503 and ``Retry-After: 60``, at
  once and before any kernel starts. Kernels preheated for ``--pool`` count only once a page
  has taken them: the pool is the teacher's own choice on top of the cap.
- **A kernel ends with its page.** Closing or reloading a tab sends voila's shutdown beacon,
  now accepted from the page that owns the kernel; if it never arrives (a crashed browser, a
  script that fetched the page), the kernel is shut down ``--page-grace`` seconds after its
  last websocket closed (or after the page was sent, if none ever opened), busy or not: a
  computation whose page is gone stops.
- **Memory.** Each kernel process runs with ``RLIMIT_DATA`` of ``--kernel-memory`` MiB:
  past it, allocations fail with ``MemoryError`` in that kernel only.
- **Run time.** A computation (a busy spell of the kernel, e.g. one click on Run) that has
  used more than ``--run-limit`` CPU-seconds is interrupted (``KeyboardInterrupt`` in the
  kernel), and its kernel shut down if it is still busy 10 s later. The kernel's environment
  holds ``PINOCHLE_RUN_LIMIT`` and ``PINOCHLE_MEMORY_MIB`` so a dashboard can say in words
  why a run stopped.
- **Owners.** Only the browser whose page owns a kernel may end it, read its state or
  connect to it (``POST /voila/api/shutdown/<id>``, ``GET``/``DELETE /api/kernels/<id>``,
  the websocket); anyone else gets 403, whatever XSRF cookie and header they make up.

How the defaults were sized (benchmarks/README.md, "Classroom server limits"): this machine
has 2 cores and 24 GB, a class has about 60 students; a lesson's kernel holds 60-70 MiB (RSS)
when idle and the rules explorer's largest run peaks at 147 MiB RSS / 318 MiB of data segment
(15.9 CPU-s on a quiet machine, 36 CPU-s at load average 10).

- ``--max-kernels 120``: two open lessons per student; 120 x 70 MiB = 8.2 GiB idle, and
  under 18 GiB even if every kernel ran the explorer's largest run at once, leaving room for
  voila, a 30-kernel pool (1.8 GiB) and the system.
- ``--per-client 5``: a lesson, an exercise, the rules book and the explorer open at once,
  plus one tab closed within the grace; one address can hold at most 5 x 1 GiB.
- ``--kernel-memory 1024`` MiB of data segment: an idle kernel uses 143-290 MiB of it (the
  threads' stacks count), the explorer's largest run 318 MiB; 1 GiB is three times that.
- ``--run-limit 60`` CPU-seconds: 3.8 times the explorer's largest run on a quiet machine,
  1.7 times what it took at load average 10 (CPU time grows with contention).
- ``--page-grace 30`` seconds: long enough for a page to reconnect after a network blip,
  short enough that a script fetching pages holds few kernels.
"""

from __future__ import annotations

import argparse

from .kernel_handlers import classroom_handler
from .kernel_manager import ClassroomKernelManager
from .ledger import Limits

MANAGER = f"{ClassroomKernelManager.__module__}.{ClassroomKernelManager.__qualname__}"


def _count(text: str) -> int:
    try:
        value = int(text)
    except ValueError:
        value = -1
    if value < 0:
        raise argparse.ArgumentTypeError(
            f"expected a whole number >= 0 (0: no limit), got {text!r}")
    return value


def _seconds(text: str) -> float:
    try:
        value = float(text)
    except ValueError:
        value = -1.0
    if not value >= 0 or value == float("inf"):
        raise argparse.ArgumentTypeError(f"expected a number of seconds >= 0, got {text!r}")
    return value


def add_arguments(parser) -> None:
    """Add the kernel-limit options to ``parser`` (an ``argparse.ArgumentParser``); their
    defaults are :class:`~.ledger.Limits`' (sized in this module's docstring)."""
    group = parser.add_argument_group("kernel limits")
    group.add_argument("--max-kernels", type=_count, default=Limits.max_kernels, metavar="N",
                       help="dashboard pages (kernels) served at once, in all "
                            "(default %(default)s; 0: no cap)")
    group.add_argument("--per-client", type=_count, default=Limits.per_client, metavar="N",
                       help="dashboard pages served at once to one client address "
                            "(default %(default)s; 0: no cap)")
    group.add_argument("--kernel-memory", type=_count, default=Limits.memory_mib,
                       metavar="MIB", help="memory (data segment, MiB) one kernel may use "
                                           "(default %(default)s; 0: no limit)")
    group.add_argument("--run-limit", type=_seconds, default=Limits.run_limit,
                       metavar="SECONDS", help="CPU-seconds one computation may use before "
                                               "it is stopped (default %(default)g; 0: none)")
    group.add_argument("--page-grace", type=_seconds, default=Limits.page_grace,
                       metavar="SECONDS", help="seconds a kernel outlives its closed page "
                                               "(default %(default)g)")


def voila_arguments(args) -> list:
    """Voila command-line options (``list[str]``) for the parsed ``args``: the classroom
    kernel manager and its limits."""
    return [
        f"--VoilaConfiguration.multi_kernel_manager_class={MANAGER}",
        f"--ClassroomKernelManager.max_kernels={args.max_kernels}",
        f"--ClassroomKernelManager.per_client={args.per_client}",
        f"--ClassroomKernelManager.memory_mib={args.kernel_memory}",
        f"--ClassroomKernelManager.run_limit={args.run_limit:g}",
        f"--ClassroomKernelManager.page_grace={args.page_grace:g}",
    ]


def configure(app, settings: dict) -> None:
    """After voila has made its kernel manager: let it see which pooled kernel a page
    takes (``make run POOL=...``)."""
    manager = settings.get("kernel_manager")
    if isinstance(manager, ClassroomKernelManager):
        manager.wrap_pool()


def handlers(app, handlers: list) -> list:
    """Voila's ``(pattern, handler class[, kwargs])`` list with its render, kernel,
    shutdown and websocket handlers (or the subclasses :mod:`.access` made of them) given
    :mod:`.kernel_handlers`' mixins (same patterns, same arguments)."""
    return [(spec[0], classroom_handler(spec[1]), *spec[2:]) for spec in handlers]
