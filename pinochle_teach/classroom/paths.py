"""Where the class's files live: ``$PINOCHLE_TEACH_DATA``, else the user's data directory.

:func:`user_data_dir` names the same folder as ``platformdirs.user_data_dir(app,
appauthor=False)`` with the standard library only (the engine imports nothing else, so it
also runs in JupyterLite):

- Linux and other Unix (Pyodide too): ``$XDG_DATA_HOME/<app>``, else
  ``~/.local/share/<app>``;
- macOS: ``~/Library/Application Support/<app>``;
- Windows: ``%LOCALAPPDATA%\\<app>`` (else ``~\\AppData\\Local\\<app>``).

>>> user_data_dir("pinochle-teach", platform="linux", environ={}, home=Path("/home/ann"))
PosixPath('/home/ann/.local/share/pinochle-teach')
"""

from __future__ import annotations

import os
import sys
from collections.abc import Mapping
from pathlib import Path

__all__ = ["ENV_VAR", "APP_NAME", "BROWSER_DRIVE", "default_data_dir", "user_data_dir",
           "browser_drive", "on_browser_drive"]

#: Environment variable naming the directory that holds the progress files.
ENV_VAR = "PINOCHLE_TEACH_DATA"
#: The application's folder name inside the user's data directory.
APP_NAME = "pinochle-teach"
#: Where JupyterLite's Pyodide kernel mounts the student's files (kept by the browser, in
#: IndexedDB, across reloads) when it can: everywhere else in Pyodide is the tab's memory.
BROWSER_DRIVE = Path("/drive")


def user_data_dir(app: str = APP_NAME, *, platform: "str | None" = None,
                  environ: "Mapping[str, str] | None" = None,
                  home: "Path | None" = None) -> Path:
    """The user's data folder for ``app`` on ``platform`` (default ``sys.platform``), read
    from ``environ`` (default ``os.environ``) and ``home`` (default ``Path.home()``)."""
    platform = sys.platform if platform is None else platform
    environ = os.environ if environ is None else environ
    home = Path.home() if home is None else home
    if platform == "darwin":
        return home / "Library" / "Application Support" / app
    if platform.startswith("win"):
        base = environ.get("LOCALAPPDATA", "").strip()
        return (Path(base) if base else home / "AppData" / "Local") / app
    base = environ.get("XDG_DATA_HOME", "").strip()
    return (Path(base) if base else home / ".local" / "share") / app


def browser_drive() -> "Path | None":
    """JupyterLite's drive (:data:`BROWSER_DRIVE`) when this Python runs in a browser
    (Pyodide, ``sys.platform == "emscripten"``) and the kernel mounted it; else None."""
    if sys.platform == "emscripten" and BROWSER_DRIVE.is_dir():
        return BROWSER_DRIVE
    return None


def on_browser_drive(path: "str | os.PathLike") -> bool:
    """Whether ``path`` is a file on JupyterLite's drive (see :func:`browser_drive`)."""
    drive = browser_drive()
    return drive is not None and Path(path).is_relative_to(drive)


def default_data_dir() -> Path:
    """``$PINOCHLE_TEACH_DATA`` if set; else, in JupyterLite with its drive mounted,
    ``/drive/pinochle-teach`` (the student's files, which the browser keeps across
    reloads); else :func:`user_data_dir` of ``pinochle-teach``."""
    env = os.environ.get(ENV_VAR, "").strip()
    if env:
        return Path(env).expanduser()
    drive = browser_drive()
    if drive is not None:
        return drive / APP_NAME
    return user_data_dir(APP_NAME)
