"""The shared tables on a Redis server (redis-py; ``pip install 'pinochle-teach[tables-redis]'``).

Chosen by ``PINOCHLE_TABLES_URL=redis://host:port/db`` (``rediss://`` for TLS,
``unix:///path/redis.sock``; a password as ``redis://:secret@host:port/0``). Each table
``T`` is a few keys under ``pinochle-teach:table:T:`` — ``settings`` (JSON text),
``actions`` (a list: ``seat<TAB>student<TAB>action`` per action, in order), ``seats`` and
``students`` (hashes seat -> student and back), ``started`` (set once the table is
started), ``records`` (a hash hand -> JSON record), ``here:<student>`` (set while the
student's page is at the table: it expires by itself, on the server's clock) —
and ``pinochle-teach:tables`` lists the tables in the order made.

Every change that must be checked and made at once (an action added only at the place
expected, a seat given only if free) is one Lua script, which Redis runs with nothing else
in between; each new action is also published on ``pinochle-teach:table:T:changed``, which
:meth:`RedisTables.wait` listens to, so the other kernels hear of a move at once.
"""

from __future__ import annotations

import json
import time

import redis

from ..classroom.table_store import TableStore, TableStoreError

__all__ = ["RedisTables", "PREFIX"]

#: The prefix of every key the kit writes.
PREFIX = "pinochle-teach:"

_APPEND = """
if redis.call('LLEN', KEYS[1]) ~= tonumber(ARGV[1]) then return 0 end
redis.call('RPUSH', KEYS[1], ARGV[2])
redis.call('PUBLISH', KEYS[2], ARGV[1])
return 1
"""

_TAKE_SEAT = """
local mine = redis.call('HGET', KEYS[2], ARGV[1])
if mine then return {tonumber(mine), -1} end
local seat = tonumber(ARGV[2])
if seat < 0 then
  for s = 0, tonumber(ARGV[3]) - 1 do
    if redis.call('HEXISTS', KEYS[1], tostring(s)) == 0 then seat = s break end
  end
  if seat < 0 then return {-1, -1} end
elseif redis.call('HEXISTS', KEYS[1], tostring(seat)) == 1 then
  return {-1, seat}
end
redis.call('HSET', KEYS[1], tostring(seat), ARGV[1])
redis.call('HSET', KEYS[2], ARGV[1], tostring(seat))
return {seat, -1}
"""

_FREE_SEAT = """
local mine = redis.call('HGET', KEYS[2], ARGV[1])
if not mine then return -1 end
redis.call('HDEL', KEYS[2], ARGV[1])
redis.call('HDEL', KEYS[1], mine)
return tonumber(mine)
"""

_OPEN = """
if redis.call('SET', KEYS[1], ARGV[1], 'NX') then
  redis.call('RPUSH', KEYS[2], ARGV[2])
end
return redis.call('GET', KEYS[1])
"""


class RedisTables(TableStore):
    """The tables on the Redis server at ``url`` (see the module's text).

    Raises:
        TableStoreError: an address redis-py cannot read, or a server that does not answer
            (the message says which address and why).
    """

    def __init__(self, url: str):
        self.url = url
        try:
            self._r = redis.Redis.from_url(url, decode_responses=True,
                                           socket_connect_timeout=5)
            self._r.ping()
        except (ValueError, redis.RedisError) as err:
            raise TableStoreError(f"the tables' Redis server at {url} cannot be used: "
                                  f"{err}") from None
        self._append = self._r.register_script(_APPEND)
        self._take = self._r.register_script(_TAKE_SEAT)
        self._free = self._r.register_script(_FREE_SEAT)
        self._open = self._r.register_script(_OPEN)

    @staticmethod
    def _key(name: str, part: str) -> str:
        return f"{PREFIX}table:{name}:{part}"

    def _call(self, fn, *args, **kwargs):
        try:
            return fn(*args, **kwargs)
        except redis.RedisError as err:
            raise TableStoreError(f"the tables' Redis server at {self.url} failed: "
                                  f"{err}") from None

    def open_table(self, name, settings):
        text = self._call(self._open, keys=[self._key(name, "settings"), PREFIX + "tables"],
                          args=[json.dumps(settings), name])
        return json.loads(text)

    def tables(self):
        return self._call(self._r.lrange, PREFIX + "tables", 0, -1)

    def start(self, name):
        self._call(self._r.set, self._key(name, "started"), "1", nx=True)

    def started(self, name):
        return bool(self._call(self._r.exists, self._key(name, "started")))

    def actions(self, name, after=0):
        rows = self._call(self._r.lrange, self._key(name, "actions"), after, -1)
        out = []
        for i, row in enumerate(rows, start=after):
            seat, _student, action = row.split("\t", 2)
            out.append((i, int(seat), action))
        return out

    def length(self, name):
        return self._call(self._r.llen, self._key(name, "actions"))

    def append(self, name, seq, seat, action, student):
        row = f"{seat}\t{student}\t{action}"
        return bool(self._call(self._append, keys=[self._key(name, "actions"),
                                                   self._key(name, "changed")],
                               args=[seq, row]))

    def seats(self, name):
        return {int(s): who for s, who in
                self._call(self._r.hgetall, self._key(name, "seats")).items()}

    def take_seat(self, name, student, seat, players):
        got, holder = self._call(self._take, keys=[self._key(name, "seats"),
                                                   self._key(name, "students")],
                                 args=[student, -1 if seat is None else seat, players])
        return (None if got < 0 else got), (None if holder < 0 else holder)

    def free_seat(self, name, student):
        seat = self._call(self._free, keys=[self._key(name, "seats"),
                                            self._key(name, "students")], args=[student])
        return None if seat < 0 else seat

    def save_record(self, name, hand, record):
        return bool(self._call(self._r.hsetnx, self._key(name, "records"), str(hand), record))

    def records(self, name):
        kept = self._call(self._r.hgetall, self._key(name, "records"))
        return sorted((int(h), text) for h, text in kept.items())

    def touch(self, name, student, seconds):
        self._call(self._r.set, self._key(name, f"here:{student}"), "1",
                   px=max(1, int(seconds * 1000)))

    def present(self, name, students):
        students = list(students)
        if not students:
            return set()
        found = self._call(self._r.mget, [self._key(name, f"here:{s}") for s in students])
        return {s for s, v in zip(students, found) if v is not None}

    def wait(self, name, after, timeout):
        pubsub = self._r.pubsub(ignore_subscribe_messages=True)
        try:
            self._call(pubsub.subscribe, self._key(name, "changed"))
            deadline = time.monotonic() + max(0.0, timeout)
            while True:
                n = self.length(name)  # after subscribing: a move in between is not missed
                left = deadline - time.monotonic()
                if n > after or left <= 0:
                    return n
                # None for the subscription's own confirmation: look again.
                self._call(pubsub.get_message, timeout=left)
        finally:
            pubsub.close()
