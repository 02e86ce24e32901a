"""Voila's application as the classroom server runs it: :class:`ClassroomVoila` is
``voila.app.Voila`` with the kit's hooks called where voila builds its tornado settings and
its handlers: who may reach the server and what it serves (:mod:`.access`), then the limits
on kernels (:mod:`.kernels`). Once the server answers, it prints the addresses to open."""

from __future__ import annotations

import asyncio
import shlex

from tornado.httpclient import AsyncHTTPClient, HTTPClientError
from tornado.ioloop import IOLoop
from traitlets import Any
from voila.app import Voila

from . import access, kernels, student_link
from .page_request import pass_header
from .address import open_urls

# How long the launcher waits for its own server to answer before it says so.
ANSWER_TIMEOUT = 60.0


class ClassroomVoila(Voila):
    """Voila, plus the launcher's parsed arguments (``classroom``) and the hooks."""

    classroom = Any(None, help="the launcher's parsed arguments (argparse.Namespace)")

    def init_settings(self) -> dict:
        settings = super().init_settings()
        access.configure(self, settings)
        kernels.configure(self, settings)
        student_link.configure(self)
        # The browser's languages, for the page's language (widgets.page_language).
        pass_header(self, "Accept-Language")
        return settings

    def init_handlers(self) -> list:
        handlers = kernels.handlers(self, access.handlers(self, super().init_handlers()))
        student_link.install(self)
        # Runs once the IO loop has started, i.e. after voila has bound the port.
        IOLoop.current().add_callback(self.announce_when_answering)
        return handlers

    def probe_url(self) -> str:
        """Where the launcher asks its own server whether it answers."""
        host = "127.0.0.1" if self.ip == "0.0.0.0" else self.ip
        return open_urls(host, self.port)[0]

    async def announce_when_answering(self) -> None:
        """Print the addresses to open (:func:`announcement`) as soon as the server answers
        its own tree page; before that, a student given the address would get nothing."""
        client = AsyncHTTPClient()
        loop = asyncio.get_running_loop()
        deadline = loop.time() + ANSWER_TIMEOUT
        while True:
            try:
                await client.fetch(self.probe_url(), request_timeout=5)
                break
            except HTTPClientError as answered:  # an answer, even an error page, is one
                self.log.warning("The server answers its own address with %s", answered)
                break
            except OSError:
                if loop.time() > deadline:
                    self.log.warning("The server has not answered at %s after %.0f s",
                                     self.probe_url(), ANSWER_TIMEOUT)
                    return
                await asyncio.sleep(0.2)
        print(announcement(self.classroom, self.port), flush=True)


def announcement(args, port: int) -> str:
    """What the teacher reads once the server answers: the address of the lesson list, the
    first lesson's address, the kept-ready kernels, how to stop."""
    urls = open_urls(args.host, port) or [f"http://<this machine's address>:{port}/"]
    lines = [""]
    for url in urls:
        lines.append(f"  Open  {url}   (all lessons and exercises)")
        lines.append(f"  Start {url}voila/render/{args.lesson}")
    if args.pool:
        lines.append(f"  {args.pool} kernels are kept ready for {args.lesson}.")
    lines += ["  Stop with Ctrl-C.", ""]
    return "\n".join(lines)


def serve(voila_argv: list, args) -> int:
    """Start voila with ``voila_argv`` (options as on voila's command line) and serve until
    stopped (Ctrl-C or SIGTERM); returns the exit status. With ``args.verbose`` the voila
    command line is printed first."""
    if args.verbose:
        print("voila command: " + shlex.join(["voila", *voila_argv]), flush=True)
    ClassroomVoila.launch_instance(argv=voila_argv, classroom=args)
    return 0
