"""Fuzz the whole public engine API with arbitrary values (issue 14, "Done when").

Every callable name of ``pinochle_teach.__all__`` and the public methods of the value and
state classes (Game, Auction, RuleSet, MeldTable, Hand, Deal, Action, Names, Solution,
HandScore, MeldResult) are called with arguments drawn from a pool of hostile values:
strings (card text, preset names, suit names, junk), numbers (huge ints, bools, floats, nan,
inf), None, lists and nested lists, and the kit's own objects. A call may return anything or
raise a :class:`~pinochle_teach.errors.PinochleError` subclass; any other exception is a bug
(the rule of DESIGN.md: bad input gets a clear error saying what was wrong).

The run is deterministic (``derandomize=True``, no example database) and bounded: a fixed
number of examples per target, so the normal suite stays fast.

Deliberately not called (and why):

- the exception classes (``PinochleError`` and its subclasses): building an exception from
  any message is their normal result, nothing to check.
- ``Game.save``/``Game.load`` are fuzzed with paths inside a temporary folder only (paths
  drawn from the pool could name real files elsewhere); ``tests/test_records.py`` checks
  their errors for bad paths.
- ``solve`` is given only hostile values, never a position it would accept: a legal
  whole-hand position takes seconds to minutes to solve (its docstring), and the solver's
  own tests check accepted positions.
- dunder methods other than the operators a user writes (``+``, ``-``, ``==``, ``in``):
  Python's data model calls the rest; ``hand[i]``/``deal[seat]`` out of range raise
  IndexError as every Python sequence must (``for`` loops rely on it).
- the constructors of the result types (``RESULT_TYPES``: Meld, MeldResult, HandScore,
  Solution, Moment, TrickRecord, PlayerView, HandResult, Names, RuleChoice): plain records
  of what the engine computed; their own methods are fuzzed on real instances. Methods a
  NamedTuple or HandScore inherits from ``tuple`` (``index``, ``count``) are Python's.
"""

from __future__ import annotations

import enum
import inspect
import math

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import pinochle_teach as pt
from pinochle_teach import (CARDGAMES_IO, DOUBLE_DECK, HOYLE, PRESETS, THREE_HANDED, Auction,
                            Card, Deal, Game, Hand, MeldTable, PinochleError, Rank, RuleSet,
                            Suit)

# Short runs, fixed examples: the suite's time budget is a few tens of seconds for this file.
settings.register_profile(
    "fuzz-api", derandomize=True, database=None, deadline=None, max_examples=40,
    suppress_health_check=list(HealthCheck), print_blob=False)
FUZZ = settings.get_profile("fuzz-api")

CARD_TEXT = ["AS", "TS", "KS", "QS", "JS", "9S", "QH", "JD", "10H", "Q♠", "S14", "AS AS AS",
             "AS TS KS QS JS", "KD QD KD QD", "AS KS QS JS TS 9S", "1X", ""]
NAMES = list(PRESETS) + ["hoyle", "three-handed", "default", "double-deck", "bogus"]
SUITS = ["S", "H", "D", "C", "♠", "spades", "x", Suit.SPADES, Suit.CLUBS]
HUGE = [10 ** 20, -(10 ** 20), 2 ** 63, 10 ** 400, -1, 0, 1, 2, 3, 4, 12, 250, 255, 300,
        1500]

scalars = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(min_value=-5, max_value=30),
    st.sampled_from(HUGE),
    st.floats(allow_nan=True, allow_infinity=True),
    st.text(max_size=6),
    st.sampled_from(CARD_TEXT),
    st.sampled_from(NAMES),
    st.sampled_from(SUITS),
    st.sampled_from(list(Rank)),
    st.sampled_from([CARDGAMES_IO, HOYLE, DOUBLE_DECK, THREE_HANDED]),
    st.sampled_from([Card.from_str("AS"), Card.from_str("9D"), Hand("AS TS KS"),
                     Deal.random(1)]),
    st.sampled_from([b"AS", {"a": 1}, {}, (), [], object(), math.nan]),
)
values = st.recursive(scalars, lambda inner: st.one_of(st.lists(inner, max_size=5),
                                                       st.tuples(inner, inner)),
                      max_leaves=12)


#: Plausible values by parameter name, mixed with the hostile ones so that a call gets past
#: its first check often enough to reach the later ones.
PLAUSIBLE = {
    "hand": st.sampled_from(CARD_TEXT), "trick": st.sampled_from(CARD_TEXT[:8] + ["", "QS AS"]),
    "cards": st.sampled_from(CARD_TEXT), "card": st.sampled_from(CARD_TEXT[:10]),
    "text": st.sampled_from(CARD_TEXT), "trump": st.sampled_from(SUITS),
    "rules": st.sampled_from(NAMES + [CARDGAMES_IO, DOUBLE_DECK, THREE_HANDED, None]),
    "seat": st.integers(-1, 4), "leader": st.integers(-1, 4), "dealer": st.integers(-1, 4),
    "contract": st.sampled_from([250, 255, 300, 400, 10 ** 30]),
    "bidders": st.integers(-1, 3), "meld": st.sampled_from([(100, 50), (0, 0), (1, 2, 3)]),
    "trick_points": st.sampled_from([(200, 50), (190, 60), (300, 60), (0, 0)]),
    "totals": st.sampled_from([(1600, 100), (1500, 1500), (0, 0, 0)]),
    "seed": st.sampled_from([0, 1, 7, -1, 10 ** 30]),
    "points": st.sampled_from([250, 260, 255, 0]), "action": st.sampled_from(
        ["pass", "bid 250", "bid 260", "trump S", "play AS", "give AS", "next deal", "x"]),
}

#: Result types the engine builds (plain records of what it computed), not entry points
#: for a user's values: constructing one by hand is not checked (their fields are the
#: engine's own output). Their methods are fuzzed on real instances below.
RESULT_TYPES = {"Meld", "MeldResult", "HandScore", "Solution", "Moment", "TrickRecord",
                "PlayerView", "HandResult", "Names", "RuleChoice"}


def _is_exception_class(obj) -> bool:
    return isinstance(obj, type) and issubclass(obj, BaseException)


def _top_level_targets():
    out = []
    for name in pt.__all__:
        obj = getattr(pt, name)
        if not callable(obj) or _is_exception_class(obj) or name in RESULT_TYPES:
            continue
        if name in ("solve",):
            continue  # hostile values only: test_solve_refuses below
        out.append(name)
    return out


def _positional(fn):
    """How many arguments to draw for ``fn``: its parameters, keyword-only ones by name."""
    try:
        sig = inspect.signature(fn)
    except (TypeError, ValueError):
        return [], []
    pos, kw = [], []
    for p in sig.parameters.values():
        if p.name in ("self", "cls"):
            continue
        if p.kind in (p.POSITIONAL_ONLY, p.POSITIONAL_OR_KEYWORD):
            pos.append(p)
        elif p.kind is p.KEYWORD_ONLY:
            kw.append(p)
    return pos, kw


def _value_for(name, data):
    plausible = PLAUSIBLE.get(name)
    if plausible is not None and data.draw(st.booleans(), label=f"plausible {name}"):
        return data.draw(plausible, label=name)
    return data.draw(values, label=name)


def _call(fn, data):
    if isinstance(fn, type) and issubclass(fn, enum.Enum):
        return _expect_clean(fn, [data.draw(values, label="value")], {})  # Suit("x")
    pos, kw = _positional(fn)
    required = [p for p in pos if p.default is p.empty]
    n = data.draw(st.integers(min_value=len(required), max_value=len(pos)), label="n")
    args = [_value_for(p.name, data) for p in pos[:n]]
    kwargs = {}
    for p in kw:
        if p.default is p.empty or data.draw(st.booleans(), label=f"give {p.name}"):
            kwargs[p.name] = _value_for(p.name, data)
    return _expect_clean(fn, args, kwargs)


def _expect_clean(fn, args, kwargs):
    try:
        return fn(*args, **kwargs)
    except PinochleError:
        return None
    except Exception as e:  # noqa: BLE001 - this is what the test is about
        raise AssertionError(
            f"{getattr(fn, '__qualname__', fn)}(*{args!r}, **{kwargs!r}) raised "
            f"{type(e).__name__}: {e}") from e


@pytest.mark.parametrize("name", _top_level_targets())
def test_top_level_function_refuses_cleanly(name):
    fn = getattr(pt, name)

    @FUZZ
    @given(st.data())
    def run(data):
        _call(fn, data)

    run()


def _instances():
    """Fresh objects whose methods are fuzzed (a factory each: methods may change state)."""
    def game():
        return Game(7)

    def game_in_play():
        g = Game(3)
        while g.phase is not pt.Phase.TRICKS:  # everyone passes; the stuck dealer plays
            acts = g.legal_actions()
            g.apply(next((a for a in acts if a.kind == "pass"), acts[0]))
        return g

    return {
        "Game": game,
        "Game(in play)": game_in_play,
        "Auction": lambda: Auction(0),
        "RuleSet": lambda: CARDGAMES_IO,
        "MeldTable": lambda: MeldTable(),
        "Hand": lambda: Hand("AS TS KS QS JS 9S KD QD"),
        "Deal": lambda: Deal.random(5),
        "Action": lambda: pt.Action.parse("bid 250"),
        "Names": lambda: pt.table_names(CARDGAMES_IO),
        "MeldResult": lambda: pt.best_meld("AS TS KS QS JS", "S"),
        "HandScore": lambda: pt.score_hand(250, 0, (100, 50), (200, 50)),
    }


SKIP_METHODS = {"save", "load"}  # test_save_load_paths, inside a temporary folder
#: ``hand[i]`` and ``deal[seat]`` are left out on purpose: an IndexError (or TypeError) for
#: a place the sequence does not have is Python's sequence protocol, which ``for`` loops
#: and ``list(hand)`` rely on.
OPERATORS = ("__add__", "__sub__", "__radd__", "__eq__", "__contains__")


def _own(cls, name) -> bool:
    """Whether ``cls`` (or a base of the kit's own) defines ``name``: tuple's index, count,
    ``[i]`` and ``+`` on a NamedTuple or HandScore are Python's, not the kit's."""
    for base in cls.__mro__:
        if base.__module__.startswith("pinochle_teach") and name in vars(base):
            return True
    return False


def _method_targets():
    out = []
    for label, make in _instances().items():
        obj = make()
        for name in sorted(dir(obj)):
            if name.startswith("_") and name not in OPERATORS:
                continue
            if name in SKIP_METHODS or not _own(type(obj), name):
                continue
            attr = getattr(type(obj), name, None)
            if isinstance(attr, property) or not callable(getattr(obj, name, None)):
                continue
            out.append((label, name))
    return out


@pytest.mark.parametrize("label,name", _method_targets())
def test_method_refuses_cleanly(label, name):
    make = _instances()[label]

    @FUZZ
    @given(st.data())
    def run(data):
        obj = make()
        _call(getattr(obj, name), data)

    run()


@FUZZ
@given(st.data())
def test_solve_refuses(data):
    hands = data.draw(values.filter(lambda v: not isinstance(v, Deal)))
    args = [hands] + [data.draw(values) for _ in range(data.draw(st.integers(2, 4)))]
    _expect_clean(pt.solve, args, {})


@pytest.mark.parametrize("field", [f for f in RuleSet.__dataclass_fields__])
def test_ruleset_field_values(field):
    @FUZZ
    @given(values)
    def run(v):
        _expect_clean(CARDGAMES_IO.with_, [], {field: v})

    run()


@pytest.mark.parametrize("field", [f for f in MeldTable.__dataclass_fields__])
def test_meldtable_field_values(field):
    @FUZZ
    @given(values)
    def run(v):
        _expect_clean(MeldTable, [], {field: v})

    run()


def test_save_load_paths(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    paths = st.one_of(values.filter(lambda v: not (isinstance(v, str) and ("/" in v or "\\" in v
                                                                           or v.startswith(".")))),
                      st.sampled_from([str(tmp_path), str(tmp_path / "no" / "such.json"),
                                       tmp_path, tmp_path / "a.json", ""]))

    @FUZZ
    @given(paths)
    def run(p):
        _expect_clean(Game(1).save, [p], {})
        _expect_clean(Game.load, [p], {})

    run()
