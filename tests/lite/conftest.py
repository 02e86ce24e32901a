"""Fixtures for the JupyterLite tests (tests/lite/).

The fast tests (the notebook copies, the install cell, the Pyodide-safety audit) always run.
The build and browser tests need lite/.venv and the downloads in lite/.cache/, which
`make test-lite` provides; they run only with PINOCHLE_LITE=1 in the environment (it sets
that), so `make test` stays fast and needs no build tools.
"""

from __future__ import annotations

import importlib.util
import os
import sys
from pathlib import Path

import pytest

REPO_ROOT = Path(__file__).resolve().parents[2]
LITE_DIR = REPO_ROOT / "lite"
CHROMIUM = os.environ.get("PINOCHLE_CHROMIUM", "/usr/bin/chromium")
CHROMIUM_ARGS = [
    "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
    "--disable-background-networking", "--disable-component-update", "--disable-sync",
    "--no-first-run", "--disable-quic",
    # Everything off this machine goes to a closed port (loopback is never proxied), for
    # pages and their web workers alike: the Pyodide kernel fetches from a worker, which
    # page.route() does not see.
    "--proxy-server=http://127.0.0.1:9",
]


def lite_enabled() -> bool:
    return os.environ.get("PINOCHLE_LITE", "") not in ("", "0", "false", "no")


@pytest.fixture(scope="session")
def lite_build_module():
    """lite/build.py imported as a module (it is a script, not part of the package)."""
    spec = importlib.util.spec_from_file_location("pinochle_lite_build", LITE_DIR / "build.py")
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    return module


@pytest.fixture(scope="session")
def browser_type_launch_args(browser_type_launch_args, browser_name):
    if browser_name not in (None, "chromium"):
        return browser_type_launch_args
    if not os.path.exists(CHROMIUM):
        pytest.fail(f"Chromium not found at {CHROMIUM}; `make test-lite` installs Debian's "
                    "chromium, or set PINOCHLE_CHROMIUM")
    return {**browser_type_launch_args, "executable_path": CHROMIUM,
            "args": [*browser_type_launch_args.get("args", []), *CHROMIUM_ARGS]}
