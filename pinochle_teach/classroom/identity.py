"""Who is on this page: a student of the class roster, the teacher, or a student alone
(engine layer, standard library only).

:func:`current` answers from, in this order:

1. **The page's address.** Voila hands a page's query string to its kernel (the
   ``QUERY_STRING`` environment variable). A student's personal link carries
   ``?student=<code>``, the teacher's ``?teacher=<code>`` (:mod:`.roster`; ``make class``
   prints them). A code is looked up in the class roster in constant time.
   **The student's browser.** Pages opened from the link carry no code: the classroom
   server has the browser remember a roster student's code in the cookie :data:`COOKIE`
   (:mod:`pinochle_teach.serve.student_link`) and voila passes it to the page's kernel
   (``HTTP_COOKIE``). A code in the address wins over the remembered one; the teacher's
   page needs the teacher's link every time (a teacher code is never remembered).
2. **JupyterHub.** On a hub (``JUPYTERHUB_USER`` set) the hub's user is the student: the hub
   has already checked who they are. (The teacher's link works there too.)
3. Otherwise **a student alone**: ``Identity(None, False, "")``, practice saved locally as
   before rosters. A wrong or unknown code, a roster that cannot be read, an address that
   cannot be parsed all give this too: never an error, and never anyone else's identity.
   :func:`problem` then says in words what was wrong, for a page to show.

A kernel preheated by ``make run POOL=...`` runs its notebook before any page asks for it,
so its query string arrives later (:mod:`pinochle_teach.serve.page_request`): a widget
registers with :func:`on_change` and is called with the new :class:`Identity` once it is
in. (The wait is started only on the teacher's server, where ``VOILA_PREHEAT`` is ``True``.)

>>> from_query("student=nope", roster=None, environ={})
Identity(student=None, teacher=False, class_id='')
"""

from __future__ import annotations

import os
from http.cookies import CookieError, SimpleCookie
from collections.abc import Callable, Mapping
from typing import NamedTuple
from urllib.parse import parse_qs

from ..i18n import tr
from .roster import STUDENT_KEY, TEACHER_KEY, Roster, RosterError

__all__ = ["Identity", "ALONE", "COOKIE", "HUB_ENV", "HUB_CLASS", "SHARED_SERVER_ENV", "current",
           "from_query", "problem", "on_change", "on_shared_server", "reset", "wait_for_page"]

#: Set to "1" by the classroom server (``make run``, :mod:`pinochle_teach.serve`) for its
#: kernels: a page there may be any student's, so a student alone's answers are not one
#: record for everyone without a link (see :func:`on_shared_server`).
SHARED_SERVER_ENV = "PINOCHLE_CLASSROOM_SERVER"


def on_shared_server() -> bool:
    """True in a kernel of the classroom server, where every student without a personal
    link is a student alone: their answers must not be pooled into one record."""
    return os.environ.get(SHARED_SERVER_ENV) == "1"


#: The cookie in which the classroom server has a student's browser remember their code.
COOKIE = "pinochle_student"
#: The environment variable JupyterHub sets in a user's server to the user's name.
HUB_ENV = "JUPYTERHUB_USER"
#: The class id of a hub without a roster (each user still gets their own questions).
HUB_CLASS = "jupyterhub"


class Identity(NamedTuple):
    """Who a page belongs to.

    Attributes:
        student: the student's name (as on the roster, or the hub's user name), or None for
            a student alone or the teacher.
        teacher: True only on the teacher's own link (the roster's teacher code).
        class_id: the class's id (the roster's; :data:`HUB_CLASS` on a hub without a
            roster; "" for a student alone), which seeds each student's own questions.
    """

    student: "str | None"
    teacher: bool
    class_id: str


#: A student alone: no roster, no code, or a code that is not the class's.
ALONE = Identity(None, False, "")


class _State:
    def __init__(self):
        self.problem = ""
        self.last: "Identity | None" = None
        self.callbacks: list[Callable[[Identity], None]] = []
        self.waiter = None


_state = _State()


def _codes(query: str) -> "tuple[str | None, str | None]":
    """(student code, teacher code) from a query string; the last of each counts."""
    try:
        values = parse_qs(str(query or "").lstrip("?"), keep_blank_values=True,
                          max_num_fields=50)
    except ValueError:
        return None, None
    student = values.get(STUDENT_KEY, [None])[-1]
    teacher = values.get(TEACHER_KEY, [None])[-1]
    return student, teacher


def _cookie_code(environ: "Mapping[str, str]") -> "str | None":
    """The student code the browser remembers (``HTTP_COOKIE``'s :data:`COOKIE`), if any."""
    header = str(environ.get("HTTP_COOKIE", "") or "")
    if COOKIE not in header:
        return None
    jar = SimpleCookie()
    try:
        jar.load(header)
    except CookieError:
        return None
    morsel = jar.get(COOKIE)
    return morsel.value if morsel is not None and morsel.value else None


def from_query(query: str, roster: "Roster | None", environ: "Mapping[str, str]"
               ) -> Identity:
    """The identity a page with query string ``query`` has, for the class ``roster`` (None:
    no roster) and the environment ``environ`` (where ``HTTP_COOKIE`` and
    ``JUPYTERHUB_USER`` are looked up).

    A valid teacher code gives ``Identity(None, True, class_id)``; a valid student code (in
    the query, else the browser's :data:`COOKIE`) the student's name; on a hub
    (``JUPYTERHUB_USER`` non-blank) the hub's user; anything else :data:`ALONE`. Never
    raises.
    """
    student_code, teacher_code = _codes(query)
    if student_code is None:
        student_code = _cookie_code(environ)
    class_id = roster.class_id if roster is not None else ""
    if roster is not None and teacher_code is not None and roster.is_teacher(teacher_code):
        return Identity(None, True, class_id)
    if roster is not None and student_code is not None:
        name = roster.student_for(student_code)
        if name is not None:
            return Identity(name, False, class_id)
    hub_user = str(environ.get(HUB_ENV, "") or "").strip()
    if hub_user:
        return Identity(hub_user, False, class_id or HUB_CLASS)
    return ALONE


def _problem_for(query: str, roster: "Roster | None", found: Identity,
                 roster_problem: str, environ: "Mapping[str, str]") -> str:
    student_code, teacher_code = _codes(query)
    if student_code is None and _cookie_code(environ) is not None and found.student is None:
        if roster is None and not roster_problem:
            return ""  # the class is over (no roster): practice alone, as without a link
        return tr("This browser remembers a student link that is not on the class roster "
                  "any more: open the link on your sheet; until then your answers are "
                  "practice.")
    if roster_problem and (student_code or teacher_code):
        return tr("The class roster could not be read, so this link is not known: "
                  "{problem}. Your answers are saved on this computer only.",
                  problem=roster_problem)
    if teacher_code is not None and not found.teacher:
        return tr("This link's teacher code is not this class's: ask the teacher for the "
                  "link {command} printed.", command="`make class`")
    if student_code is not None and found.student is None:
        if roster is None:
            return tr("This server has no class roster, so the link's student code is not "
                      "used: your answers are saved as practice on this server.")
        return tr("This link's student code is not on the class roster: check the link on "
                  "your sheet; until then your answers are saved as practice, not for the "
                  "class.")
    return ""


def current() -> Identity:
    """Who this page belongs to (see the module's text): reads the page's query string
    (``QUERY_STRING``), the class roster (:meth:`Roster.load`, the class data folder) and
    ``JUPYTERHUB_USER`` each time. Never raises: anything wrong gives :data:`ALONE` (or the
    hub's user) and :func:`problem` says what. In a preheated voila kernel the first call
    also starts waiting for the page's request (see :func:`on_change`)."""
    query = os.environ.get("QUERY_STRING", "")
    roster_problem = ""
    try:
        roster = Roster.load()
    except RosterError as err:
        roster, roster_problem = None, str(err)
    except Exception as err:  # noqa: BLE001 - an odd data folder must not break a page
        roster, roster_problem = None, f"{type(err).__name__}: {err}"
    found = from_query(query, roster, os.environ)
    _state.problem = _problem_for(query, roster, found, roster_problem, os.environ)
    _state.last = found
    _wait_for_page()
    return found


def problem() -> str:
    """Why the page's link was not understood at the last :func:`current` ("" if it was,
    or if there was no code): a sentence for the student or teacher, naming no code."""
    return _state.problem


def on_change(callback: Callable[[Identity], None], known: "Identity | None" = None) -> None:
    """Call ``callback(identity)`` when this page's identity changes after it was first
    read: in a kernel preheated by ``make run POOL=...`` the page's query string (and so the
    student's code) arrives only after the notebook ran. The callback runs in the waiting
    thread (:mod:`pinochle_teach.serve.page_request`; its ``on_kernel_thread`` moves work
    onto the kernel's loop); elsewhere it is never called.

    ``known`` is the identity the caller drew its page for (from :func:`current`): if the
    page's request came in while the caller was still drawing (a student opening a kernel
    voila has only just started), the identity has already moved on, and ``callback`` is
    called at once, in this thread, with the new one."""
    _state.callbacks.append(callback)  # (one append: safe beside the waiting thread)
    if _state.last is None:
        current()
    else:
        _wait_for_page()
    now = _state.last
    if known is not None and now is not None and now != known:
        callback(now)


def _wait_for_page() -> None:
    if os.environ.get("VOILA_PREHEAT") != "True" or _state.waiter is not None:
        return
    # Only on the teacher's server (the serve package needs voila; the engine stays
    # standard-library only everywhere else).
    from ..serve import page_request

    state = _state
    _state.waiter = page_request.on_request(lambda: _request_arrived(state))


def _request_arrived(state: _State) -> None:
    if state is not _state:
        return
    before = state.last
    now = current()
    if now != before:
        for callback in list(state.callbacks):
            try:
                callback(now)
            except Exception:  # noqa: BLE001 - one widget's failure must not stop others
                pass


def reset() -> None:
    """Forget the page's identity and callbacks (for tests, and a kernel serving a new
    page)."""
    global _state
    _state = _State()


def wait_for_page(timeout: "float | None" = None) -> bool:
    """In a preheated kernel, wait up to ``timeout`` seconds for the page's request to be
    applied. True if there is nothing left to wait for."""
    waiter = _state.waiter
    if waiter is None:
        return True
    waiter.join(timeout)
    return not waiter.is_alive()
