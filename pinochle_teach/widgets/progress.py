"""Quiz progress storage moved to the engine layer: :mod:`pinochle_teach.classroom.progress`.

This module keeps the old import path working (``from pinochle_teach.widgets.progress import
Progress, ProgressError, ENV_VAR, ...``).
"""

from ..classroom.paths import APP_NAME, user_data_dir
from ..classroom.progress import *  # noqa: F401,F403 - the old import path
from ..classroom.progress import __all__ as _progress_all

__all__ = [*_progress_all, "APP_NAME", "user_data_dir"]
