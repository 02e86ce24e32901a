"""Limits on the kernels a class may start (owned by the kernel-limits work of issue 14).

The launcher calls these hooks; each does nothing yet:

- :func:`add_arguments` (from :func:`pinochle_teach.serve.cli.build_parser`): add options
  such as ``--max-kernels`` to the launcher's argparse parser;
- :func:`voila_arguments` (from :func:`pinochle_teach.serve.cli.voila_arguments`): extra
  ``--Class.trait=value`` options for voila, from the parsed arguments;
- :func:`configure` (from :meth:`pinochle_teach.serve.app.ClassroomVoila.init_settings`):
  change the tornado settings or the kernel manager before the web application is made;
- :func:`handlers` (from :meth:`pinochle_teach.serve.app.ClassroomVoila.init_handlers`):
  return voila's handler list, with handlers wrapped or replaced.
"""

from __future__ import annotations


def add_arguments(parser) -> None:
    """Add the kernel-limit options to ``parser`` (an ``argparse.ArgumentParser``)."""


def voila_arguments(args) -> list:
    """Voila command-line options (``list[str]``) for the parsed ``args``."""
    return []


def configure(app, settings: dict) -> None:
    """Change ``settings`` (the dict voila builds its tornado Application from) or ``app``
    (the :class:`~pinochle_teach.serve.app.ClassroomVoila`; ``app.classroom`` holds the
    parsed arguments) in place."""


def handlers(app, handlers: list) -> list:
    """Voila's ``(pattern, handler class[, kwargs])`` list, changed as needed."""
    return handlers
