"""Whose page a quiz is (:mod:`pinochle_teach.classroom.identity`), and following it when a
preheated kernel learns it later: the quiz view's link to the page's identity."""

from __future__ import annotations

import os
import weakref
from typing import TYPE_CHECKING

from ...classroom import identity
from ...classroom.identity import Identity

if TYPE_CHECKING:
    from .view import QuizView

__all__ = ["page_identity", "identity_problem", "follow_identity"]


def page_identity() -> Identity:
    """Whose page this is (never raises: a student alone if it cannot be told)."""
    try:
        return identity.current()
    except Exception:  # noqa: BLE001 - a page must open whatever the roster holds
        return identity.ALONE


def identity_problem() -> str:
    """Why the page's link was not understood ("" if it was); never raises."""
    try:
        return identity.problem()
    except Exception:  # noqa: BLE001
        return ""


def follow_identity(view: "QuizView") -> None:
    """Make ``view`` follow the page's identity when it arrives later (a kernel preheated
    by ``make run POOL=...``), on the kernel's loop; the view is held weakly."""
    ref = weakref.ref(view)

    def changed(who: Identity) -> None:
        def apply() -> None:
            target = ref()
            if target is not None:
                target._guard(lambda: target.set_identity(who))
        if os.environ.get("VOILA_PREHEAT") == "True":
            from ...serve import page_request  # only on the teacher's voila server

            page_request.on_kernel_thread(apply)
        else:
            apply()

    try:
        identity.on_change(changed, known=view.identity)
    except Exception:  # noqa: BLE001 - without it the page keeps the identity it has
        pass
