"""Check, before `make run` installs or starts anything, that voila can serve on HOST:PORT,
and say where students open the lessons.

    python3 scripts/check_port.py 127.0.0.1 8866        # exit 0 if free, else 2 and why
    python3 scripts/check_port.py --urls 0.0.0.0 8866   # the addresses to give the room

Without the check a port already in use (another `make run`, or anything else) only showed
voila's "The port 8866 is already in use, trying another port" and then "no available port
could be found", after make had printed the address to open, which then led to whatever
else was on that port. The check binds the address the way voila's web server does (with
SO_REUSEADDR, so a port left in TIME_WAIT by a server just stopped counts as free), then
lets it go.

Standard library only, any Python 3.8 or newer (it runs before the kit is installed).
"""

from __future__ import annotations

import argparse
import errno
import socket
import sys

ANY_HOST = ("0.0.0.0", "::", "")


def port_problem(host: str, port: str) -> "str | None":
    """Why voila could not serve on ``host``:``port`` (a sentence naming what to do), or
    None when it can. ``port`` is the text given to make (``PORT=...``)."""
    if not port.isdigit() or not 1 <= int(port) <= 65535:
        return (f"PORT must be a port number from 1 to 65535, e.g. PORT=9000; "
                f"got '{port}'")
    number = int(port)
    try:
        infos = socket.getaddrinfo(host or None, number, type=socket.SOCK_STREAM,
                                   flags=socket.AI_PASSIVE)
    except socket.gaierror:
        return (f"HOST={host} is not an address of this machine (use HOST=127.0.0.1 for "
                "this machine only, HOST=0.0.0.0 for the room's network)")
    family, kind, proto, _name, address = infos[0]
    with socket.socket(family, kind, proto) as probe:
        probe.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        try:
            probe.bind(address)
            probe.listen(1)
        except PermissionError:
            return (f"port {number} needs administrator rights (ports below 1024 do): "
                    "choose another, e.g. PORT=8866")
        except OSError as err:
            if err.errno == errno.EADDRINUSE:
                return (f"port {number} is already in use on {host} (another `make run`, "
                        f"or another server): stop it, or choose another port, e.g. "
                        f"make run PORT={number + 1 if number < 65535 else 8866}")
            if err.errno == errno.EADDRNOTAVAIL:
                return (f"HOST={host} is not an address of this machine (use "
                        "HOST=127.0.0.1 for this machine only, HOST=0.0.0.0 for the "
                        "room's network)")
            return f"cannot serve on {host}:{number}: {err.strerror or err}"
    return None


def room_addresses() -> "list[str]":
    """This machine's address on its network, as students' browsers reach it (the address
    of the interface that carries the default route); empty when there is none. Nothing is
    sent: connecting a UDP socket only picks the route."""
    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as udp:
        try:
            udp.connect(("10.255.255.255", 1))
            address = udp.getsockname()[0]
        except OSError:
            return []
    return [] if address.startswith("127.") or address == "0.0.0.0" else [address]


def open_urls(host: str, port: str) -> "list[str]":
    """The base URLs to open: ``host`` itself, or for HOST=0.0.0.0 (every interface) this
    machine's network address, which students type (http://0.0.0.0:... leads nowhere)."""
    if host in ANY_HOST:
        return [f"http://{address}:{port}/" for address in room_addresses()]
    if ":" in host:
        return [f"http://[{host}]:{port}/"]
    return [f"http://{host}:{port}/"]


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--urls", action="store_true",
                        help="print the base URLs to open instead of checking the port")
    parser.add_argument("host")
    parser.add_argument("port")
    args = parser.parse_args(argv)
    if args.urls:
        urls = open_urls(args.host, args.port)
        if urls:
            print("\n".join(urls))
        else:
            print(f"http://<this machine's address>:{args.port}/")
        return 0
    problem = port_problem(args.host, args.port)
    if problem:
        print(f"make run: {problem}.", file=sys.stderr)
        return 2
    return 0


if __name__ == "__main__":
    sys.exit(main())
