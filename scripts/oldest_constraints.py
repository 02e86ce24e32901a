"""A pip constraints file pinning each runtime dependency of pyproject.toml to its lower
bound (``numpy>=1.26,<3`` becomes ``numpy==1.26``), for `make test-oldest`: pip has no
"lowest versions" resolution of its own, so the oldest stack the kit allows is asked for
this way. Prints the file; ``--extras`` also pins the named optional dependencies.

    python3 scripts/oldest_constraints.py > /tmp/oldest.txt
    pip install -c /tmp/oldest.txt -e '.[test]'
"""

from __future__ import annotations

import argparse
import re
import sys
import tomllib
from pathlib import Path

PYPROJECT = Path(__file__).resolve().parents[1] / "pyproject.toml"
LOWER = re.compile(r"^\s*([A-Za-z0-9][A-Za-z0-9._-]*)\s*(?:\[[^\]]*\])?\s*(.*)$")


def lower_bound(requirement: str) -> "tuple[str, str] | None":
    """``(name, version)`` of a requirement's ``>=`` bound, or None if it has none."""
    match = LOWER.match(requirement.split(";")[0])
    if not match:
        return None
    name, spec = match.groups()
    for part in spec.split(","):
        part = part.strip()
        if part.startswith(">=") or part.startswith("=="):
            return name, part[2:].strip()
    return None


def constraints(pyproject: Path = PYPROJECT, extras: tuple = ()) -> list[str]:
    """``name==lower`` lines, one per dependency (and per dependency of ``extras``)."""
    project = tomllib.loads(pyproject.read_text(encoding="utf-8"))["project"]
    requirements = list(project["dependencies"])
    for extra in extras:
        requirements += project["optional-dependencies"][extra]
    pins = {}
    for requirement in requirements:
        bound = lower_bound(requirement)
        if bound:
            pins.setdefault(bound[0].lower(), f"{bound[0]}=={bound[1]}")
    return list(pins.values())


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--extras", default="", help="comma-separated extras to pin too")
    args = parser.parse_args(argv)
    extras = tuple(e for e in args.extras.split(",") if e)
    print("\n".join(constraints(extras=extras)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
