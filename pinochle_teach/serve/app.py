"""Voila's application as the classroom server runs it: :class:`ClassroomVoila` is
``voila.app.Voila`` with the kit's hooks (kernel limits, :mod:`.kernels`) called where voila
builds its tornado settings and its handlers."""

from __future__ import annotations

from traitlets import Any
from voila.app import Voila

from . import kernels


class ClassroomVoila(Voila):
    """Voila, plus the launcher's parsed arguments (``classroom``) and the hooks."""

    classroom = Any(None, help="the launcher's parsed arguments (argparse.Namespace)")

    def init_settings(self) -> dict:
        settings = super().init_settings()
        kernels.configure(self, settings)
        return settings

    def init_handlers(self) -> list:
        return kernels.handlers(self, super().init_handlers())


def serve(voila_argv: list, args) -> int:
    """Start voila with ``voila_argv`` (options as on voila's command line) and serve until
    stopped (Ctrl-C or SIGTERM); returns the exit status."""
    ClassroomVoila.launch_instance(argv=voila_argv, classroom=args)
    return 0
