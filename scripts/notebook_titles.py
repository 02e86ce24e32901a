"""Give every notebook a page title after its lesson: ``metadata.title``, which voila (and
nbconvert) write into the page's ``<title>`` instead of the bare file name. The title is the
notebook's first level-1 heading with the kit's name after it::

    # Lesson 2: Meld          ->  "Lesson 2: Meld · pinochle-teach"

    python3 scripts/notebook_titles.py            # write the titles (only metadata changes)
    python3 scripts/notebook_titles.py --check    # exit 1 and list the notebooks out of date

tests/test_notebook_titles.py checks that every lesson, exercise and widget page has its
title. Standard library only.
"""

from __future__ import annotations

import argparse
import json
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
FOLDERS = ("notebooks", "exercises", "tests/browser/fixtures")
SUFFIX = " · pinochle-teach"
_MARKUP = re.compile(r"[*_`]|\[([^\]]*)\]\([^)]*\)")


def first_heading(nb: dict) -> "str | None":
    """The text of the notebook's first ``# `` heading, markdown emphasis and links removed."""
    for cell in nb.get("cells", ()):
        if cell.get("cell_type") != "markdown":
            continue
        source = cell.get("source", "")
        source = "".join(source) if isinstance(source, list) else source
        for line in source.splitlines():
            if line.startswith("# "):
                return _MARKUP.sub(lambda m: m.group(1) or "", line[2:]).strip()
    return None


def title_of(nb: dict, path: Path) -> str:
    """The page title for ``nb`` (its first heading; the file's name if it has none)."""
    heading = first_heading(nb) or path.stem.replace("_", " ")
    return heading + SUFFIX


def notebooks(root: Path = ROOT) -> list[Path]:
    return sorted(p for folder in FOLDERS for p in (root / folder).glob("*.ipynb"))


def main(argv: "list[str] | None" = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="only report, change nothing")
    args = parser.parse_args(argv)
    stale = []
    for path in notebooks():
        text = path.read_text(encoding="utf-8")
        nb = json.loads(text)
        want = title_of(nb, path)
        if nb.get("metadata", {}).get("title") == want:
            continue
        stale.append(path.relative_to(ROOT))
        if not args.check:
            nb.setdefault("metadata", {})["title"] = want
            out = json.dumps(nb, indent=1, ensure_ascii=False) + "\n"
            path.write_text(out, encoding="utf-8")
    for p in stale:
        print(("out of date: " if args.check else "titled: ") + str(p))
    return 1 if args.check and stale else 0


if __name__ == "__main__":
    sys.exit(main())
