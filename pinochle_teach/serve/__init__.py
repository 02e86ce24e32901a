"""The classroom server (`make run`): voila serving the lessons and exercises to a class.

``python -m pinochle_teach.serve --host 127.0.0.1 --port 8866 --root .`` starts it (the
Makefile's ``run`` target does exactly that; tests/browser/voila_harness.py too). The
modules:

- :mod:`.cli`: the command line (argparse) and the voila options it becomes;
- :mod:`.app`: :class:`~.app.ClassroomVoila`, voila's application with the kit's hooks;
- :mod:`.kernels`: limits on kernels (how many, how long, how much).

Not imported by ``import pinochle_teach`` (the engine stays standard-library only): this
package needs voila, jupyter_server and tornado.
"""

from .cli import main

__all__ = ["main"]
