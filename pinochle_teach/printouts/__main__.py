"""``python -m pinochle_teach.printouts``: see :mod:`.cli`."""

import sys

from .cli import main

sys.exit(main())
