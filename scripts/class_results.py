"""Every student's quiz answers in one CSV file: ``pinochle-teach results`` by its old path
(pinochle_teach/cli/results.py says what it reads and writes).

    .venv/bin/python scripts/class_results.py class-results.csv
"""

from __future__ import annotations

import sys

from pinochle_teach.cli.results import main

if __name__ == "__main__":
    sys.exit(main())
