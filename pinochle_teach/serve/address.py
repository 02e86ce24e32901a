"""Where the classroom server listens and which names it answers to (standard library only).

Used twice: by the launcher (:mod:`pinochle_teach.serve.cli`) and, before the kit is even
installed, by `make run` through scripts/check_port.py, which loads this file by its path
(so it imports nothing from the kit and runs on any Python 3.8 or newer).

- :func:`host_problem`, :func:`port_problem`: why the server could not serve on HOST:PORT,
  as a sentence saying what to do (None when it can);
- :func:`open_urls`: the addresses to give the students;
- :func:`served_names`: the names a browser may send in its ``Host`` header (the server
  refuses any other: a web page whose name is made to point at this machine, "DNS
  rebinding", must not drive the server).
"""

from __future__ import annotations

import errno
import socket

# The one spelling that opens the room's network (every IPv4 interface).
ROOM_HOST = "0.0.0.0"
# Names of this machine seen from itself. The bracketed form is how a Host header and an
# IPv6 URL write ::1.
LOOPBACK_NAMES = frozenset({"localhost", "127.0.0.1", "::1", "[::1]"})
LOOPBACK_HOSTS = ("127.0.0.1", "localhost", "::1")


def _say(flag: str, value) -> str:
    """How the user writes ``flag`` with ``value``: ``HOST=0.0.0.0`` or ``--host 0.0.0.0``."""
    return f"{flag}{value}" if flag.endswith("=") else f"{flag} {value}"


def host_problem(host: str, flag: str = "HOST=") -> "str | None":
    """Why ``host`` is refused before anything is tried, or None.

    An empty host (``make run HOST=``), ``::`` or another spelling of "every interface"
    (``0``, ``0x0``, ``*``, ``0:0:0:0:0:0:0:0``) would have voila listen on every interface
    without anyone having asked for the room's network: only ``0.0.0.0``, typed on
    purpose, opens it. ``flag`` is how the option is written in the message (``HOST=``
    for make, ``--host`` for the launcher)."""
    name = flag.rstrip("=").strip()
    if not host.strip():
        return (f"{name} is empty: give {_say(flag, '127.0.0.1')} to serve this machine "
                f"only, or {_say(flag, ROOM_HOST)} to open the room's network")
    if host.strip() != ROOM_HOST and _every_interface(host):
        return (f"{_say(flag, host)} would open every interface: write "
                f"{_say(flag, ROOM_HOST)} to open the room's network, or "
                f"{_say(flag, '127.0.0.1')} for this machine only")
    return None


def _every_interface(host: str) -> bool:
    """Whether ``host`` names the unspecified address, which listens on every interface:
    any spelling the socket library reads as 0.0.0.0 or ::, and jupyter_server's ``*``."""
    name = host.strip().strip("[]")
    if name == "*":
        return True
    try:
        if socket.inet_aton(name) == bytes(4):
            return True
    except (OSError, ValueError):
        pass
    try:
        return socket.inet_pton(socket.AF_INET6, name) == bytes(16)
    except (OSError, ValueError):
        return False


def port_problem(host: str, port: str, host_flag: str = "HOST=",
                 port_flag: str = "PORT=") -> "str | None":
    """Why voila could not serve on ``host``:``port`` (a sentence naming what to do), or
    None when it can. ``port`` is the text given (``PORT=...``); the flags say how the
    options are written in the messages (make's ``HOST=``/``PORT=`` or the launcher's
    ``--host``/``--port``). The check binds the address the way voila's web server does
    (with SO_REUSEADDR, so a port left in TIME_WAIT by a server just stopped counts as
    free), then lets it go."""
    problem = host_problem(host, host_flag)
    if problem:
        return problem
    port_name = port_flag.rstrip("=").strip()
    if not (port.isascii() and port.isdigit()) or not 1 <= int(port) <= 65535:
        return (f"{port_name} must be a port number from 1 to 65535, e.g. "
                f"{_say(port_flag, 9000)}; got '{port}'")
    number = int(port)
    not_here = (f"{_say(host_flag, host)} is not an address of this machine (use "
                f"{_say(host_flag, '127.0.0.1')} for this machine only, "
                f"{_say(host_flag, ROOM_HOST)} for the room's network)")
    try:
        infos = socket.getaddrinfo(host, number, type=socket.SOCK_STREAM,
                                   flags=socket.AI_PASSIVE)
    except (socket.gaierror, UnicodeError):
        return not_here
    family, kind, proto, _name, address = infos[0]
    with socket.socket(family, kind, proto) as probe:
        probe.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        try:
            probe.bind(address)
            probe.listen(1)
        except PermissionError:
            return (f"port {number} needs administrator rights (ports below 1024 do): "
                    f"choose another, e.g. {_say(port_flag, 8866)}")
        except OSError as err:
            if err.errno == errno.EADDRINUSE:
                other = number + 1 if number < 65535 else 8866
                suggest = (f"make run PORT={other}" if port_flag == "PORT="
                           else _say(port_flag, other))
                return (f"port {number} is already in use on {host} (another `make run`, "
                        f"or another server): stop it, or choose another port, e.g. "
                        f"{suggest}")
            if err.errno == errno.EADDRNOTAVAIL:
                return not_here
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


def open_urls(host: str, port: "str | int") -> "list[str]":
    """The base URLs to open: ``host`` itself, or for HOST=0.0.0.0 (every interface) this
    machine's network address, which students type (http://0.0.0.0:... leads nowhere)."""
    if host == ROOM_HOST:
        return [f"http://{address}:{port}/" for address in room_addresses()]
    if ":" in host:
        return [f"http://[{host.strip('[]')}]:{port}/"]
    return [f"http://{host}:{port}/"]


def _interface_addresses() -> "set[str]":
    """Every address of every network interface of this machine (psutil, which the
    Jupyter kernel needs anyway; without it, what the machine's name resolves to)."""
    try:
        import psutil
    except ImportError:
        return set()
    found = set()
    for entries in psutil.net_if_addrs().values():
        for entry in entries:
            if entry.family in (socket.AF_INET, socket.AF_INET6):
                found.add(entry.address.split("%", 1)[0])  # fe80::1%eth0 -> fe80::1
    return found


def _resolved(name: str) -> "set[str]":
    try:
        return {info[4][0] for info in socket.getaddrinfo(name, None)}
    except (socket.gaierror, UnicodeError, OSError):
        return set()


def machine_names() -> "set[str]":
    """This machine's names: its host name, its fully qualified name, and the ``.local``
    name zero-configuration networks (mDNS) give it."""
    names = set()
    for name in (socket.gethostname(), socket.getfqdn()):
        name = name.lower().rstrip(".")
        if name and name != "localhost":
            names.add(name)
            if "." not in name:
                names.add(name + ".local")
    return names


def _with_ipv6_brackets(names: "set[str]") -> "set[str]":
    """``names``, each IPv6 address also in brackets (as a Host header writes it)."""
    bare = {name.strip("[]") for name in names}
    return bare | {f"[{name}]" for name in bare if ":" in name}


def served_names(host: str, extra: "tuple[str, ...] | list[str]" = ()) -> "frozenset[str]":
    """The names (lower case, no port) a request's ``Host`` header may carry when the
    server listens on ``host``; anything else is refused.

    - loopback (127.0.0.1, localhost, ::1): the loopback names only;
    - ``0.0.0.0`` (the room's network): those, this machine's names (:func:`machine_names`),
      every address of its interfaces and what its name resolves to;
    - any other address or name of this machine: it, what it resolves to, and the
      machine's names.

    ``extra`` adds names the machine is reached at that it cannot know itself: a name the
    school's DNS gives it, or the address a container's port is published at."""
    host = host.strip("[]").lower()
    if host in LOOPBACK_HOSTS or host.startswith("127."):
        names = set(LOOPBACK_NAMES) | {host}
    elif host == ROOM_HOST:
        names = (set(LOOPBACK_NAMES) | machine_names() | _interface_addresses()
                 | set(room_addresses()))
        for name in machine_names():
            names |= _resolved(name)
    else:
        names = {host} | _resolved(host) | machine_names()
    names |= {name.strip("[]").lower() for name in extra if name.strip()}
    return frozenset(_with_ipv6_brackets(names))
