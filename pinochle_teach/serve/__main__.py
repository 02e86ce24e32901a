"""``python -m pinochle_teach.serve ...``: see :mod:`pinochle_teach.serve.cli`."""

import sys

from .cli import main

sys.exit(main())
