"""A student's personal link, remembered by their browser for every page (issue 16).

A student opens the link ``make class`` printed for them once (``?student=<code>``, the
lesson list or any page). Pages opened from there carry no code in their address, so the
server remembers it for that browser: a response to a request whose ``student`` parameter
is a code of the class roster sets the cookie :data:`COOKIE` (HttpOnly, SameSite=Lax, the
server's path), and voila passes the ``Cookie`` header to each page's kernel
(``VoilaConfiguration.http_header_envs``: ``HTTP_COOKIE``), where
:func:`pinochle_teach.classroom.identity.current` reads it when the address has no code.

Only a code on the roster is remembered (a mistyped link does not wipe a good one), and
only a student's: the teacher's page needs the teacher's link every time.
"""

from __future__ import annotations

from tornado import httputil
from tornado.web import OutputTransform

from ..classroom.identity import COOKIE
from ..classroom.roster import STUDENT_KEY, Roster, RosterError

__all__ = ["COOKIE", "RememberStudent", "configure", "install"]

#: How long a browser remembers the link (seconds): a school term.
MAX_AGE = 120 * 24 * 3600


class RememberStudent(OutputTransform):
    """Adds ``Set-Cookie: pinochle_student=<code>`` to the answer to a request carrying a
    roster student's code."""

    def __init__(self, request: httputil.HTTPServerRequest) -> None:
        self.code = None
        values = request.query_arguments.get(STUDENT_KEY)
        if values:
            try:
                code = values[-1].decode("ascii")
                roster = Roster.load()
            except (UnicodeDecodeError, RosterError):
                return
            if roster is not None and roster.student_for(code) is not None:
                self.code = code

    def transform_first_chunk(self, status_code, headers, chunk, finishing):
        if self.code is not None and status_code < 400:
            headers.add("Set-Cookie", f"{COOKIE}={self.code}; Path=/; Max-Age={MAX_AGE}; "
                                      "HttpOnly; SameSite=Lax")
        return status_code, headers, chunk


def configure(app) -> None:
    """Have voila pass the ``Cookie`` header to kernels (``HTTP_COOKIE``)."""
    from .page_request import pass_header

    pass_header(app, "Cookie")


def install(app) -> None:
    """Add :class:`RememberStudent` to voila's tornado application ``app.app``."""
    app.app.add_transform(RememberStudent)
