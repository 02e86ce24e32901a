"""Shared tables (pinochle_teach.classroom.tables): seats, turns, views, the computer in
empty seats, records, and several processes moving at one table at once.

Every test runs against each store that can be used here: the class store's SQLite file
(the default), and a Redis server started by the tests on 127.0.0.1 (Debian's
redis-server, which `make test` installs) and chosen the way a hub admin does, by the
PINOCHLE_TABLES_URL setting.
"""

from __future__ import annotations

import multiprocessing
import shutil
import socket
import subprocess
import threading
import time

import pytest

from pinochle_teach.actions import Action, Phase
from pinochle_teach.classroom import (TABLES_URL_VAR, ClassStore, NotSeatedError,
                                      NotYourTurnError, SeatTakenError, SharedTable,
                                      StaleActionError, TableError, TableFullError,
                                      TableStoreError)
from pinochle_teach.errors import IllegalActionError, PinochleError
from pinochle_teach.game import Game
from pinochle_teach.players import RandomPlayer

STUDENTS = ["Ann", "Bo", "Cy", "Di"]


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


@pytest.fixture(scope="session")
def redis_url(tmp_path_factory):
    server = shutil.which("redis-server")
    if server is None:
        pytest.skip("redis-server is not installed (`make redis` installs Debian's "
                    "redis-server): the Redis tables' store is not tested")
    redis = pytest.importorskip("redis", reason="the redis client (the tables-redis extra) "
                                "is not installed")
    port = _free_port()
    folder = tmp_path_factory.mktemp("redis")
    proc = subprocess.Popen([server, "--bind", "127.0.0.1", "--port", str(port), "--save", "",
                             "--appendonly", "no", "--dir", str(folder)],
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    url = f"redis://127.0.0.1:{port}/0"
    client = redis.Redis.from_url(url)
    for _ in range(200):  # until it answers (it starts in milliseconds)
        try:
            client.ping()
            break
        except redis.ConnectionError:
            if proc.poll() is not None:
                pytest.fail(f"redis-server stopped at once (exit {proc.returncode})")
            time.sleep(0.05)
    else:
        proc.kill()
        pytest.fail("redis-server did not answer on 127.0.0.1")
    yield url
    client.close()
    proc.terminate()
    proc.wait(timeout=30)


@pytest.fixture(params=["sqlite", "redis"])
def store(request, tmp_path, monkeypatch):
    """A class store; for "redis", PINOCHLE_TABLES_URL points the tables at the server
    (emptied first), as a hub admin's setting would."""
    monkeypatch.delenv(TABLES_URL_VAR, raising=False)
    if request.param == "redis":
        url = request.getfixturevalue("redis_url")
        import redis

        redis.Redis.from_url(url).flushdb()
        monkeypatch.setenv(TABLES_URL_VAR, url)
    return ClassStore(tmp_path)


def _script(seed: int, n: int | None = None) -> list[Action]:
    """A legal sequence of actions of the game ``seed`` played by random players: one
    whole hand, the next deal and the start of the second hand (or the first ``n``)."""
    g = Game(seed)
    players = [RandomPlayer(seed=s) for s in range(4)]
    actions = []
    while n is None or len(actions) < n:
        if g.hand_number == 2 and len(g.auction.history) == 3:
            break
        a = players[g.to_move].choose(g.view(g.to_move))
        g.apply(a)
        actions.append(a)
    return actions


def _replayed(seed: int, actions) -> Game:
    g = Game(seed)
    for a in actions:
        g.apply(a)
    return g


def _seat_all(table) -> dict[int, str]:
    return {table.join(s): s for s in STUDENTS}


# ---- seats ----------------------------------------------------------------------------

def test_students_get_the_lowest_free_seat_and_the_same_seat_again(store):
    t = SharedTable(store, "Table 1", seed=11)
    assert t.join("Ann") == 0 and t.join("Bo") == 1
    assert t.join("Di", seat=3) == 3
    assert t.join("Ann") == 0 and t.join("Ann", seat=2) == 0  # already seated: their seat
    with pytest.raises(SeatTakenError, match="seat 3"):
        t.join("Cy", seat=3)
    assert t.join("Cy") == 2
    with pytest.raises(TableFullError, match="every seat"):
        t.join("Ed")
    assert t.seats() == {0: "Ann", 1: "Bo", 2: "Cy", 3: "Di"}
    with pytest.raises(TableError, match="needs a name"):
        t.join("")
    with pytest.raises(TableError, match="0..3"):
        SharedTable(store, "Table 2").join("Ann", seat=4)


def test_a_reload_gets_the_seat_and_the_game_back(store):
    t = SharedTable(store, "Table 1", seed=5)
    seats = _seat_all(t)
    for a in _script(5, 7):
        t.apply(seats[t.game.to_move], a)
    again = SharedTable(store, "Table 1")  # the page reloaded: a new kernel, a new object
    assert again.seed == 5 and again.seq == 7
    assert again.join("Cy") == t.seat_of("Cy")
    assert again.game.state_key() == _replayed(5, _script(5, 7)).state_key()


def test_a_table_keeps_the_settings_it_was_made_with(store):
    SharedTable(store, "Table 1", seed=3, level="easy", rules="Hoyle")
    with pytest.raises(TableError, match="seed"):
        SharedTable(store, "Table 1", seed=4)
    t = SharedTable(store, "Table 1")
    assert (t.seed, t.level, t.rules.name) == (3, "easy", "Hoyle")
    with pytest.raises(TableError, match="1 to 60"):
        SharedTable(store, "  ")


# ---- turns ----------------------------------------------------------------------------

def test_a_move_out_of_turn_or_out_of_step_is_refused_and_changes_nothing(store):
    t = SharedTable(store, "Table 1", seed=9)
    seats = _seat_all(t)
    first = _script(9, 1)[0]
    mover = seats[t.game.to_move]
    other = seats[(t.game.to_move + 1) % 4]
    before = t.game.state_key()
    with pytest.raises(NotYourTurnError, match=f"not {other}'s turn"):
        t.apply(other, first)
    with pytest.raises(NotSeatedError, match="Ed has no seat"):
        t.apply("Ed", first)
    with pytest.raises(IllegalActionError):
        t.apply(mover, "play AS")  # not an action of the auction
    with pytest.raises(StaleActionError, match="showed 3 actions"):
        t.apply(mover, first, seq=3)
    assert t.game.state_key() == before and t.seq == 0
    assert SharedTable(store, "Table 1").seq == 0  # nothing reached the store
    assert t.apply(mover, first, seq=0) == 0
    # The same click again (a double click, a second tab): refused, not made twice.
    with pytest.raises((StaleActionError, NotYourTurnError)):
        t.apply(mover, first, seq=0)
    assert t.seq == 1 and [str(a) for _, a in t.game.history] == [str(first)]


def test_each_student_sees_only_their_own_hand(store):
    t = SharedTable(store, "Table 1", seed=21)
    seats = _seat_all(t)
    script = _script(21, 12)
    for a in script:
        t.apply(seats[t.game.to_move], a)
    reference = _replayed(21, script)
    for seat, student in seats.items():
        v = t.view(student)
        assert v == reference.view(seat)  # the engine's view of that seat, nothing more
        assert v.hand == tuple(reference.hands[seat])
        others = [tuple(reference.hands[s]) for s in range(4) if s != seat]
        assert not any(value in others for value in v)  # no other hand in any field
    with pytest.raises(NotSeatedError):
        t.view("Ed")


def test_wait_for_change_sees_a_move_made_by_another_kernel(store):
    t = SharedTable(store, "Table 1", seed=2)
    seats = _seat_all(t)
    other = SharedTable(ClassStore(store.path), "Table 1")  # another kernel's connection
    assert other.wait_for_change(timeout=0) == 0
    seen = []
    waiter = threading.Thread(target=lambda: seen.append(other.wait_for_change(0, 60)))
    waiter.start()
    t.apply(seats[t.game.to_move], _script(2, 1)[0])
    waiter.join()
    assert seen == [1] and other.game.state_key() == t.game.state_key()


# ---- the computer in empty seats, records ---------------------------------------------

def _play_first_legal(t, student, until):
    while not until(t):
        assert t.game.to_move == t.seat_of(student)  # the computers played the others
        t.apply(student, t.view(student).legal_actions[0])


def test_the_computer_waits_for_the_game_to_begin(store):
    seat = (Game(4).to_move + 1) % 4  # a computer seat opens the auction
    t = SharedTable(store, "Table 1", seed=4, level="easy")
    t.join("Ann", seat=seat)
    assert t.seq == 0 and not t.started  # students still joining: nobody has moved
    other = SharedTable(store, "Table 1")  # another kernel starts it (the teacher's page)
    other.start()
    assert other.started and other.game.to_move == seat and other.seq > 0
    assert t.wait_for_change(0, 60) == other.seq and t.started


def test_the_computer_plays_empty_and_abandoned_seats(store):
    t = SharedTable(store, "Table 1", seed=4, level="easy")
    t.start()
    assert t.seq == 0 and t.play_computers() == 0  # nobody seated: nobody plays
    assert t.join("Ann") == 0
    assert t.game.to_move == 0  # the computer played up to Ann's turn
    assert t.join("Bo") == 1
    assert t.leave("Bo") == 1 and t.leave("Bo") is None
    assert t.seats() == {0: "Ann"}
    _play_first_legal(t, "Ann", lambda t: t.game.hand_number == 2)
    movers = {seat for seat, _ in t.game.history}
    assert movers == {0, 1, 2, 3}
    # Every move was legal and in order: an independent replay agrees.
    assert _replayed(4, [a for _, a in t.game.history]).state_key() == t.game.state_key()
    assert t.join("Bo") == 1  # the seat back


def test_an_away_student_is_played_for_by_the_computer_and_keeps_the_seat(store):
    """A page not heard of for the table's ``away`` seconds (a closed tab): the computer
    plays that seat's turns, the seat stays the student's, and once the page says it is
    back the student plays their own turns again."""
    t = SharedTable(store, "Table 1", seed=4, level="easy", away=1)
    assert t.away == 1 and SharedTable(store, "Table 1").away == 1  # the table's setting
    assert t.join("Ann") == 0 and t.join("Bo") == 1
    t.start()
    # both pages look now (start() may take a while on a loaded machine; Redis's keys
    # expire on the server's clock, so a fake clock cannot stand in here)
    t.here("Ann", now=True)
    t.here("Bo", now=True)
    assert t.away_seats() == set() and t.computer_seats() == {2, 3}
    time.sleep(1.3)  # both pages silent for longer than away
    assert t.away_seats() == {0, 1} and t.computer_seats() == {0, 1, 2, 3}
    before = t.seq
    assert t.play_computers() == 0 and t.seq == before  # nobody here: the game waits
    t.here("Ann", now=True)  # Ann's page is back; Bo's stays closed
    assert t.away_seats() == {1} and t.computer_seats() == {1, 2, 3}
    t.play_computers()
    assert t.game.to_move == 0  # the computer played Bo's turns too, up to Ann's
    _play_first_legal(t, "Ann", lambda t: len({s for s, _ in t.game.history[before:]}) == 4
                      or t.game.to_move != 0)
    assert 1 in {s for s, _ in t.game.history[before:]}  # Bo's seat moved without him
    assert t.seats() == {0: "Ann", 1: "Bo"}  # and is still his
    t.here("Bo", now=True)  # Bo's page is back: his turns are his again
    assert t.away_seats() == set() and t.computer_seats() == {2, 3}
    t.play_computers()
    assert t.game.to_move in (0, 1, None)
    # Every move was legal and in order: an independent replay agrees.
    assert _replayed(4, [a for _, a in t.game.history]).state_key() == t.game.state_key()


@pytest.mark.parametrize("away", [0, -1, 3601, "20", True, float("nan")])
def test_a_bad_away_is_refused_with_what_is_accepted(store, away):
    with pytest.raises(TableError, match=r"away is a number of seconds 1\.\.3600"):
        SharedTable(store, "Table 1", away=away)
    assert SharedTable(store, "Table 2", away=5).away == 5
    with pytest.raises(TableError, match="away"):
        SharedTable(store, "Table 2", away=6)  # the table keeps the one it was made with


def test_every_finished_hand_is_kept_as_a_record_that_replays(store, tmp_path):
    from pinochle_teach.widgets.walkthrough.view import TrickWalkthrough

    tables = [SharedTable(store, name, seed=8, level="easy") for name in ("A 1", "B 2")]
    for t in tables:
        t.join("Ann")
        t.start()
        _play_first_legal(t, "Ann", lambda t: t.game.hand_number == 3 or t.game.is_over)
    t = tables[0]
    records = t.records()
    assert [r["summary"]["hands"] for r in records] == [1, 2]
    for n, rec in enumerate(records, start=1):
        g = Game.from_record(rec)
        assert g.phase in (Phase.SCORE, Phase.GAME_OVER) and len(g.hand_results) == n
        assert g.hand_results[-1] == t.game.hand_results[n - 1]
    folder = tmp_path / "records"
    written = [p.name for t in tables for p in t.save_records(folder)]
    assert sorted(written) == ["A-1-hand-1.json", "A-1-hand-2.json", "B-2-hand-1.json",
                               "B-2-hand-2.json"]
    assert t.save_records(folder) == []  # never written over
    walk = TrickWalkthrough.from_file(folder / "A-1-hand-2.json", hand=2)
    assert walk is not None
    assert Game.load(folder / "B-2-hand-1.json").hand_results[0] == tables[1].game.hand_results[0]


# ---- several processes at once --------------------------------------------------------

def _worker(store_path, name, script_text, barrier, results):
    """One kernel: at every step, the right student's move twice (a double click) and a
    move by each other student, all on the page's seq; counts the moves made."""
    table = SharedTable(ClassStore(store_path), name)
    seats = {s: table.join(s) for s in STUDENTS}
    student_of = {seat: s for s, seat in seats.items()}
    script = [Action.parse(a) for a in script_text]
    barrier.wait()
    made, refused = [], 0
    while table.seq < len(script):
        seq = table.seq
        mover = student_of[table.game.to_move]
        for student in [mover, *STUDENTS, mover]:
            try:
                made.append(table.apply(student, script[seq], seq=seq))
            except (NotYourTurnError, StaleActionError):
                refused += 1
            except PinochleError as err:  # anything else is a failure of the test
                results.put(("error", repr(err)))
                return
        table.refresh()
    results.put(("ok", made, refused))


def test_simultaneous_and_repeated_moves_from_several_processes_apply_once(store):
    name = "Race table"
    # The first seed from 31 whose first hand is played out (not surrendered).
    seed = next(s for s in range(31, 100) if len(_script(s)) > 55)
    script = _script(seed)
    SharedTable(store, name, seed=seed)
    ctx = multiprocessing.get_context("spawn")
    barrier, results = ctx.Barrier(3), ctx.Queue()
    procs = [ctx.Process(target=_worker, args=(str(store.path), name,
                                               [str(a) for a in script], barrier, results))
             for _ in range(3)]
    for p in procs:
        p.start()
    got = [results.get(timeout=600) for _ in procs]
    for p in procs:
        p.join(timeout=60)
    assert all(r[0] == "ok" for r in got), got
    made = sorted(seq for r in got for seq in r[1])
    assert made == list(range(len(script)))  # each action made exactly once
    assert sum(r[2] for r in got) > len(script)  # the duplicates and wrong seats refused
    t = SharedTable(store, name)
    assert [a for _, a in t.game.history] == script
    assert t.game.state_key() == _replayed(seed, script).state_key()
    assert [r["summary"]["hands"] for r in t.records()] == [1]


def test_an_unknown_tables_server_is_refused(monkeypatch, tmp_path):
    monkeypatch.setenv(TABLES_URL_VAR, "mysql://db/0")
    with pytest.raises(TableStoreError, match="redis://host:port/db"):
        SharedTable(ClassStore(tmp_path), "Table 1")


def _computer_race_worker(store_path, name, student, barrier, results):
    """One kernel with one student, playing their last legal action (a pass in the
    auction) whenever it is their turn; both kernels also play the computer seats (play_computers after each look)."""
    table = SharedTable(ClassStore(store_path), name)
    seat = table.join(student)
    barrier.wait()
    table.start()
    while table.game.hand_number == 1:
        if table.game.to_move == seat:
            try:
                table.apply(student, table.view(student).legal_actions[-1], seq=table.seq)
            except (StaleActionError, NotYourTurnError):
                pass
        table.wait_for_change(timeout=0.05)
        table.play_computers()
    results.put(("ok", seat))


def test_two_kernels_playing_the_computer_seats_at_once_make_one_legal_game(store):
    name = "Computer race"
    SharedTable(store, name, seed=6, level="easy")
    ctx = multiprocessing.get_context("spawn")
    barrier, results = ctx.Barrier(2), ctx.Queue()
    procs = [ctx.Process(target=_computer_race_worker,
                         args=(str(store.path), name, s, barrier, results))
             for s in ("Ann", "Bo")]
    for p in procs:
        p.start()
    got = sorted(results.get(timeout=600) for _ in procs)
    for p in procs:
        p.join(timeout=60)
    assert got == [("ok", 0), ("ok", 1)]
    t = SharedTable(store, name)
    history = [a for _, a in t.game.history]
    assert t.game.hand_number == 2 and {seat for seat, _ in t.game.history} == {0, 1, 2, 3}
    assert _replayed(6, history).state_key() == t.game.state_key()
    [record] = [r for r in t.records() if r["summary"]["hands"] == 1]
    assert Game.from_record(record).hand_results == t.game.hand_results[:1]
