"""Check, before `make run` installs or starts anything, that the classroom server can serve
on HOST:PORT.

    python3 scripts/check_port.py 127.0.0.1 8866        # exit 0 if it can, else 2 and why

Without the check a port already in use (another `make run`, or anything else) only showed
voila's "The port 8866 is already in use, trying another port" and then "no available port
could be found". An empty HOST, or ``::``, is refused: either would open every interface
without anyone having asked for the room's network (only HOST=0.0.0.0 does that).

The checks themselves live in the kit, pinochle_teach/serve/address.py (the launcher makes
them too); this script loads that one file by its path, since it runs before the kit is
installed. Standard library only, any Python 3.8 or newer.
"""

from __future__ import annotations

import argparse
import importlib.util
import sys
from pathlib import Path

_ADDRESS = Path(__file__).resolve().parents[1] / "pinochle_teach" / "serve" / "address.py"
_spec = importlib.util.spec_from_file_location("pinochle_serve_address", _ADDRESS)
address = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(address)

port_problem = address.port_problem
open_urls = address.open_urls  # what the launcher prints, for the tests


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("host")
    parser.add_argument("port")
    args = parser.parse_args(argv)
    problem = port_problem(args.host, args.port)
    if problem:
        print(f"make run: {problem}.", file=sys.stderr)
        return 2
    return 0


if __name__ == "__main__":
    sys.exit(main())
