"""What a game leaves behind: completed tricks, hand results, what one seat may see, and
the JSON game record with its replay (rules page §5-7).

A game saves to a small JSON record (:meth:`Game.to_record <pinochle_teach.game.Game.to_record>`:
the rules, the seed, the first dealer, every action and a summary) that
:meth:`Game.from_record <pinochle_teach.game.Game.from_record>` validates by replaying it;
:func:`replay` steps through a record one action at a time.
"""

from __future__ import annotations

import dataclasses
import json
import os
import re
from collections.abc import Iterator
from dataclasses import dataclass
from typing import TYPE_CHECKING, NamedTuple

from .actions import Action, Phase
from .cards import Card, Rank, Suit
from .errors import InvalidRecordError, PinochleError, RecordFileError, shown
from .meld import MeldResult
from .rules import PRESETS, MeldTable, RuleSet
from .scoring import score_hand
from .seating import Names, partner as partner_seat, side_of

if TYPE_CHECKING:
    from .game import Game

__all__ = ["TrickRecord", "HandResult", "PlayerView", "RECORD_FORMAT", "RECORD_VERSION",
           "MAX_RECORD_BYTES", "MAX_RECORD_DEPTH", "rules_to_json", "rules_from_json",
           "check_record", "check_record_path", "file_problem", "Replayer", "replay",
           "cut_record"]

RECORD_FORMAT = "pinochle-teach/game-record"
RECORD_VERSION = 1

#: The largest record read, in bytes (UTF-8): a whole game to 1500 is some 20 kB, so 2 MiB
#: leaves room for long games and refuses a flood before it is parsed.
MAX_RECORD_BYTES = 2 * 1024 * 1024
#: The deepest nesting of lists and objects in a record: a record nests three deep (the
#: record, its rules, their meld table); deeper is refused before it is parsed (Python's
#: JSON reader would recurse until RecursionError).
MAX_RECORD_DEPTH = 8

_JSON_STRING = re.compile(r'"(?:[^"\\]|\\.)*"', re.S)
_BRACKETS = re.compile(r"[\[\]{}]")


def _depth_of_text(text: str) -> int:
    depth = most = 0
    for m in _BRACKETS.finditer(_JSON_STRING.sub("", text)):
        if m.group() in "[{":
            depth += 1
            if depth > most:
                most = depth
                if most > MAX_RECORD_DEPTH:
                    break
        else:
            depth -= 1
    return most


def _depth_of_value(value) -> int:
    """The nesting of lists/tuples/dicts in ``value``, counted without recursion and
    stopped once over :data:`MAX_RECORD_DEPTH`."""
    most = 0
    todo = [(value, 1)]
    while todo:
        v, d = todo.pop()
        if isinstance(v, dict):
            items = v.values()
        elif isinstance(v, (list, tuple)):
            items = v
        else:
            continue
        most = max(most, d)
        if most > MAX_RECORD_DEPTH:
            break
        todo.extend((x, d + 1) for x in items)
    return most


def check_record(record) -> dict:
    """A record (a dict, or its JSON text as str or bytes) as a dict, bounded before it is
    parsed: at most :data:`MAX_RECORD_BYTES` bytes and :data:`MAX_RECORD_DEPTH` levels of
    nesting.

    Raises:
        InvalidRecordError: text that is too long, too deeply nested or not JSON, or a
            value that is not a JSON object.
    """
    if isinstance(record, (bytes, bytearray)):
        if len(record) > MAX_RECORD_BYTES:
            raise InvalidRecordError(f"the record is {len(record):,} bytes, more than any game "
                                     f"record ({MAX_RECORD_BYTES:,} bytes at most)")
        try:
            record = bytes(record).decode("utf-8")
        except UnicodeDecodeError as e:
            raise InvalidRecordError(f"the record is not UTF-8 text: {e.reason} at byte "
                                     f"{e.start}") from None
    if isinstance(record, str):
        if len(record) > MAX_RECORD_BYTES:
            raise InvalidRecordError(f"the record is {len(record):,} characters, more than any "
                                     f"game record ({MAX_RECORD_BYTES:,} at most)")
        if _depth_of_text(record) > MAX_RECORD_DEPTH:
            raise InvalidRecordError(f"the record nests lists or objects more than "
                                     f"{MAX_RECORD_DEPTH} deep: not a game record")
        try:
            record = json.loads(record)
        except (ValueError, RecursionError) as e:
            raise InvalidRecordError(f"the record is not valid JSON: {e}") from None
    if not isinstance(record, dict):
        raise InvalidRecordError("a record is a JSON object with format, version, rules, seed, "
                                 "dealer, actions and summary")
    if _depth_of_value(record) > MAX_RECORD_DEPTH:
        raise InvalidRecordError(f"the record nests lists or objects more than "
                                 f"{MAX_RECORD_DEPTH} deep: not a game record")
    return record


def check_record_path(path) -> str:
    """``path`` (a str or os.PathLike) as a str, for :meth:`Game.save` and :meth:`Game.load`.

    Raises:
        RecordFileError: anything else (None, a number, an empty or NUL-holding text).
    """
    try:
        text = os.fspath(path)
    except TypeError:
        raise RecordFileError(f"a record's path is a file name such as 'records/game.json' "
                              f"(a str or a pathlib.Path), got {shown(path)}") from None
    if isinstance(text, bytes):
        try:
            text = os.fsdecode(text)
        except (UnicodeDecodeError, ValueError):
            raise RecordFileError(f"the path {shown(path)} cannot be read as a file name") from None
    if not text.strip() or "\0" in text:
        raise RecordFileError(f"a record's path is a file name such as 'records/game.json', "
                              f"got {shown(path)}")
    return text


def file_problem(error: OSError) -> str:
    """What went wrong with a record file, in words, for an ``OSError`` of open/write."""
    import errno
    words = {errno.ENOENT: "the folder or file does not exist",
             errno.EISDIR: "that is a folder, not a file",
             errno.ENOTDIR: "a part of the path is a file, not a folder",
             errno.EACCES: "permission denied", errno.EPERM: "permission denied",
             errno.ENOSPC: "the disk is full", errno.EROFS: "the disk is read-only",
             errno.ENAMETOOLONG: "the file name is too long"}
    return words.get(error.errno, error.strerror or type(error).__name__)


@dataclass(frozen=True)
class TrickRecord:
    """A completed trick (rules page §6, §7).

    Attributes:
        leader: the seat that led.
        cards: one card per player, in play order (the lead first).
        winner: the *seat* that won the trick (also :attr:`winning_seat`; the card's place
            in :attr:`cards` is :attr:`winning_index`).
        points: the trick points it carried, last-trick bonus included
            (``points == counters + bonus``).
        bonus: the last-trick bonus in it (``rules.last_trick_bonus`` on the last trick of
            a hand, else 0).
    """

    leader: int
    cards: tuple[Card, ...]
    winner: int
    points: int
    bonus: int = 0

    @property
    def winning_seat(self) -> int:
        """The seat that won the trick (the same as :attr:`winner`)."""
        return self.winner

    @property
    def counters(self) -> int:
        """The trick points of the cards themselves, without the last-trick bonus."""
        return self.points - self.bonus

    @property
    def winning_index(self) -> int:
        """The place (0 = the lead) in :attr:`cards` of the card that won."""
        return (self.winner - self.leader) % len(self.cards)

    def seat_of(self, i: int, players: int | None = None) -> int:
        """The seat that played card ``i`` (0 = the lead). ``players`` defaults to one per
        card of the trick."""
        return (self.leader + i) % (len(self.cards) if players is None else players)


@dataclass(frozen=True)
class HandResult:
    """How one hand ended: contract, bidding seat and team, trump, meld per team, trick
    points per team, tricks per team, whether surrendered, the points scored and the
    running totals after it."""

    number: int
    dealer: int
    bidder: int
    bidding_team: int
    contract: int
    forced: bool
    trump: Suit
    meld: tuple[int, ...]
    trick_points: tuple[int, ...]
    tricks_won: tuple[int, ...]
    surrendered: bool
    score: tuple[int, ...]
    made: bool
    totals: tuple[int, ...]
    reasons: tuple[str, ...]
    #: Trick points of the bidder's discards, counted in the bidder's ``trick_points``
    #: (three-handed, rules page §8; 0 without a widow or after a surrender).
    discard_points: int = 0

    def reasons_for(self, rules: RuleSet, names: Names | None = None) -> tuple[str, ...]:
        """:attr:`reasons` naming each side with ``names`` (a
        :class:`~pinochle_teach.seating.Names`, e.g. ``seating.table_names(rules)``);
        ``rules`` must be the game's. ``None`` gives :attr:`reasons` as they are.

        Raises:
            SeatError: names that do not fit ``rules``.
        """
        if names is None:
            return self.reasons
        return score_hand(self.contract, self.bidding_team, self.meld, self.trick_points,
                          self.surrendered, rules, tricks_won=self.tricks_won,
                          names=names).reasons


class PlayerView(NamedTuple):
    """What one seat may see (OpenSpiel's observer): its own hand, everything played or
    shown at the table, and nothing of the other hands except melds (shown to all after the
    pass) and the cards it passed or received itself. An immutable snapshot.

    ``legal_actions`` is empty unless this seat is to move. ``melds`` holds each seat's meld
    as laid on the table: its ``.hand`` is only the cards used in meld, never the whole hand.
    """

    seat: int
    rules: RuleSet
    phase: Phase
    to_move: int | None
    dealer: int
    hand_number: int
    hand: tuple[Card, ...]
    hand_sizes: tuple[int, ...]
    auction: tuple[tuple[int, int | None], ...]
    high_bid: int | None
    bidder: int | None
    contract: int | None
    trump: Suit | None
    passed_by_me: tuple[Card, ...]
    passed_to_me: tuple[Card, ...]
    melds: tuple[MeldResult, ...] | None
    tricks: tuple[TrickRecord, ...]
    trick: tuple[Card, ...]
    leader: int | None
    trick_points: tuple[int, ...]
    tricks_won: tuple[int, ...]
    scores: tuple[int, ...]
    legal_actions: tuple[Action, ...]
    widow: tuple[Card, ...] = ()
    discards: tuple[Card, ...] = ()

    @property
    def team(self) -> int:
        """This seat's scoring side (:func:`pinochle_teach.seating.side_of`)."""
        return side_of(self.seat, self.rules)

    @property
    def partner(self) -> int | None:
        """This seat's partner, ``None`` when each plays for themselves."""
        return partner_seat(self.seat, self.rules)



def rules_to_json(rules: RuleSet) -> dict:
    """A rule set as a JSON-ready dict of its fields (ranks as letters, the meld table as a
    dict), as a game record stores it; :func:`rules_from_json` reads it back."""
    d = {}
    for f in dataclasses.fields(rules):
        v = getattr(rules, f.name)
        if f.name == "ranks":
            v = [r.letter for r in v]
        elif f.name == "meld":
            v = dataclasses.asdict(v)
        elif isinstance(v, tuple):
            v = list(v)
        d[f.name] = v
    return d


_MELD_ADDED_LATER = ("round_house_bonus",)


def rules_from_json(d) -> RuleSet:
    """Read a record's ``rules``: a preset name or :func:`rules_to_json`'s dict.

    Raises:
        InvalidRecordError: an unknown preset name, unknown fields or values that do not
            make a :class:`RuleSet`.
    """
    if isinstance(d, str):
        if d in PRESETS:
            return PRESETS[d]
        raise InvalidRecordError(f"unknown rule set {d!r}: known are {', '.join(PRESETS)}")
    if not isinstance(d, dict):
        raise InvalidRecordError("'rules' must be a preset name or a dict of RuleSet fields")
    names = {f.name for f in dataclasses.fields(RuleSet)}
    if d.get("trump_requirement", "none") == "none":
        # Records written before the field was removed carry its only value ("any suit may
        # be named trump", rules page §3); any other value is refused below as unknown.
        d = {k: v for k, v in d.items() if k != "trump_requirement"}
    unknown = set(d) - names
    if unknown:
        raise InvalidRecordError(f"unknown rule fields {sorted(map(str, unknown))}")
    missing = [f.name for f in dataclasses.fields(RuleSet) if f.name not in d]
    if missing:
        # A default would silently change the game (a double deck's last trick of 20
        # becoming 10): a record's rules are whole or the record is refused.
        raise InvalidRecordError(f"bad rules in record: the fields {', '.join(missing)} "
                                 f"are missing: "
                                 f"give every RuleSet field (as Game.to_record writes them) or "
                                 f"a preset's name")
    meld = d.get("meld")
    if isinstance(meld, dict):
        fields = [f.name for f in dataclasses.fields(MeldTable)]
        # round_house_bonus came after version 1 records were first written; without it
        # they scored none (the field's 0), so its absence changes nothing.
        lacking = [f for f in fields if f not in meld and f not in _MELD_ADDED_LATER]
        if lacking:
            raise InvalidRecordError(f"bad rules in record: the meld table lacks "
                                     f"{', '.join(lacking)}")
    kw = dict(d)
    try:
        if "ranks" in kw:
            if not isinstance(kw["ranks"], list):
                raise InvalidRecordError(f"bad rules in record: ranks must be a list of "
                                         f"rank letters, got {shown(kw['ranks'])}")
            kw["ranks"] = tuple(Rank.from_str(x) for x in kw["ranks"])
        if "meld" in kw:
            kw["meld"] = MeldTable(**kw["meld"])
        for k in ("opening_bids", "bid_steps"):
            if k in kw:
                if not isinstance(kw[k], list) or any(
                        isinstance(x, bool) or not isinstance(x, int) for x in kw[k]):
                    raise InvalidRecordError(f"bad rules in record: {k} must be a list of "
                                             f"whole numbers, got {shown(kw[k])}")
                kw[k] = tuple(kw[k])
        return RuleSet(**kw)
    except (TypeError, ValueError, AttributeError) as e:
        raise InvalidRecordError(f"bad rules in record: {e}") from None



class Replayer:
    """Replays a game record action by action, checking it as it goes (used by
    :meth:`Game.from_record <pinochle_teach.game.Game.from_record>` and :func:`replay`).

    Attributes: ``game`` (the :class:`~pinochle_teach.game.Game`, updated in place),
    ``actions`` (every action of the record), ``index`` (how many have been applied).

    Raises:
        InvalidRecordError: on construction, for a record that is not valid (see
            ``Game.from_record``); from :meth:`step` for an action that is not legal.
    """

    def __init__(self, record):
        from .game import Game

        record = check_record(record)
        if record.get("format") != RECORD_FORMAT:
            raise InvalidRecordError(
                f"not a pinochle-teach game record (format {record.get('format')!r}, "
                f"expected {RECORD_FORMAT!r})")
        version = record.get("version")
        if version.__class__ is not int or version != RECORD_VERSION:  # true == 1 is refused
            raise InvalidRecordError(
                f"record version {shown(version)} is not supported (this kit reads "
                f"version {RECORD_VERSION})")
        for key, typ, what in (("seed", int, "a whole number"), ("dealer", int, "a whole number"),
                               ("actions", list, "a list")):
            if not isinstance(record.get(key), typ) or isinstance(record.get(key), bool):
                raise InvalidRecordError(f"record field {key!r} is missing or not {what}")
        if "rules" not in record:
            raise InvalidRecordError(
                "record field 'rules' is missing: give a preset name (one of "
                f"{', '.join(repr(n) for n in PRESETS)}) or the dict of RuleSet fields that "
                "Game.to_record writes")
        rules = rules_from_json(record["rules"])
        hands = record.get("hands")
        try:
            self.game = Game(record["seed"], rules, dealer=record["dealer"], hands=hands)
        except PinochleError as e:
            raise InvalidRecordError(f"bad deal in record: {e}") from None
        try:
            self.actions = [Action.parse(a, rules) for a in record["actions"]]
        except PinochleError as e:
            raise InvalidRecordError(f"bad action in record: {e}") from None
        summary = record.get("summary")
        if not isinstance(summary, dict):
            raise InvalidRecordError(
                f"record field 'summary' is missing or not an object (got {shown(summary)}): "
                f"every record ends with the summary Game.to_record writes, which the replay "
                f"must match")
        self.summary = summary
        self.index = 0

    def step(self) -> Action:
        """Apply the next action and return it."""
        a = self.actions[self.index]
        try:
            self.game.apply(a)
        except PinochleError as e:
            raise InvalidRecordError(
                f"action {self.index + 1} ('{a}') is not legal at that point: {e}") from None
        self.index += 1
        return a

    def run_all(self) -> "Game":
        """Apply every remaining action, then :meth:`check_summary`."""
        while self.index < len(self.actions):
            self.step()
        return self.check_summary()

    def check_summary(self) -> "Game":
        """The game, if the record's summary (when it has one) matches the replay.

        Raises:
            InvalidRecordError: when it does not."""
        s = self.summary
        if True:  # every record has a summary (checked on construction)
            g = self.game
            mine = g.record_summary()
            if s != mine:
                raise InvalidRecordError(
                    f"the record's summary {s} does not match its replay {mine}: the record "
                    f"was changed")
        return self.game


def replay(record: "dict | str | Game") -> Iterator[tuple[int, Action | None, Game]]:
    """Step through a record: yields ``(index, action, game)`` first for the start
    (``index`` 0, ``action`` None), then after each action. The same :class:`Game` object is
    updated in place; copy it (``game.copy()``) to keep a step.

    Raises:
        InvalidRecordError: as :meth:`Game.from_record`, at the step where it goes wrong; a
            summary that does not match is reported with the last step.
    """
    from .game import Game

    if isinstance(record, Game):
        record = record.to_record()
    r = Replayer(record)
    if not r.actions:
        r.check_summary()
    yield 0, None, r.game
    while r.index < len(r.actions):
        a = r.step()
        if r.index == len(r.actions):
            r.check_summary()  # a tampered summary is caught before the last step is shown
        yield r.index, a, r.game


def cut_record(record: "dict | str | Game", n_actions: int) -> dict:
    """The record of the same game stopped after its first ``n_actions`` actions, with the
    summary of that point (so that it loads and is checked like any record): for a quiz
    question's position, or a game with its last actions taken back.

    Raises:
        InvalidRecordError: as :meth:`Game.from_record` for ``record``; PinochleError for
            ``n_actions`` not a whole number 0..the record's actions.
    """
    from .game import Game

    if isinstance(record, Game):
        record = record.to_record()
    r = Replayer(record)
    if (isinstance(n_actions, bool) or not isinstance(n_actions, int)
            or not 0 <= n_actions <= len(r.actions)):
        raise PinochleError(f"n_actions must be a whole number 0..{len(r.actions)}, got "
                            f"{shown(n_actions)}")
    for _ in range(n_actions):
        r.step()
    return r.game.to_record()
