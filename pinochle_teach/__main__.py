"""``python -m pinochle_teach``: the ``pinochle-teach`` command (pinochle_teach/cli)."""

import sys

from .cli import main

sys.exit(main())
