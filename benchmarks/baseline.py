"""The engine as it was before issue 13's speed work, for benchmarks that measure old and new
side by side in one run (bench_meld.py, bench_import.py).

:func:`old_engine` extracts ``pinochle_teach/`` as of :data:`BASELINE` with ``git archive``
into a temporary folder; :func:`run_worker` runs a benchmark script in a fresh Python whose
``PYTHONPATH`` puts one engine or the other first, and reads the JSON line it prints last.
Old and new runs alternate, so both see the same load on a shared machine.
"""

from __future__ import annotations

import io
import json
import os
import shutil
import subprocess
import sys
import tarfile
import tempfile
from contextlib import contextmanager
from pathlib import Path

#: main just before issue 13's engine changes (Hand/Deal, svg on ElementTree, int keys).
BASELINE = "4153970"

#: The checkout holding these benchmarks: its pinochle_teach/ is the "new" engine.
REPO = Path(__file__).resolve().parent.parent


@contextmanager
def old_engine(rev: str = BASELINE):
    """Yield the path of a folder holding ``pinochle_teach/`` as of ``rev``, or a string
    saying why it could not be made (no git, a shallow clone without that commit)."""
    tmp = Path(tempfile.mkdtemp(prefix="pinochle-baseline-"))
    try:
        try:
            done = subprocess.run(["git", "-C", str(REPO), "archive", rev, "pinochle_teach"],
                                  capture_output=True, timeout=120)
        except (OSError, subprocess.SubprocessError) as exc:
            yield f"git archive {rev} failed: {exc}"
            return
        if done.returncode:
            yield (f"git archive {rev} failed: "
                   f"{done.stderr.decode(errors='replace').strip()}")
            return
        with tarfile.open(fileobj=io.BytesIO(done.stdout)) as tar:
            tar.extractall(tmp)
        yield tmp
    finally:
        shutil.rmtree(tmp, ignore_errors=True)


def run_worker(script: Path, engine: Path, args: list[str]) -> dict:
    """Run ``script --worker *args`` with ``engine`` first on PYTHONPATH; its last stdout
    line is JSON. The worker reports ``pinochle_teach.__file__`` so a caller can check
    which engine it measured."""
    env = {**os.environ, "PYTHONPATH": str(engine)}
    done = subprocess.run([sys.executable, str(script), "--worker", *args], env=env,
                          capture_output=True, text=True, timeout=1800)
    if done.returncode:
        raise RuntimeError(f"{script.name} worker failed:\n{done.stderr}")
    result = json.loads(done.stdout.strip().splitlines()[-1])
    expected = Path(engine, "pinochle_teach").resolve()
    if Path(result["engine"]).resolve().parent != expected:
        raise RuntimeError(f"the worker imported {result['engine']}, not {expected}")
    return result


def machine_note() -> str:
    """Cores, Python and load average, for the printed figures."""
    import platform

    load = ", ".join(f"{x:.1f}" for x in os.getloadavg())
    return (f"{os.cpu_count()} cores, Python {platform.python_version()}, load average "
            f"{load}")
