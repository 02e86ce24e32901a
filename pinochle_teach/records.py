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
from .i18n import N_, gettext, tr
from .meld import MeldResult
from .numbers import grouped
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
    """A record (a dict, or its JSON text as str or bytes, UTF-8, a byte-order mark
    allowed) as a dict, bounded before it is parsed: at most :data:`MAX_RECORD_BYTES` bytes
    and :data:`MAX_RECORD_DEPTH` levels of nesting.

    Raises:
        InvalidRecordError: text that is too long, too deeply nested or not JSON, or a
            value that is not a JSON object.
    """
    if isinstance(record, (bytes, bytearray)):
        if len(record) > MAX_RECORD_BYTES:
            raise InvalidRecordError(tr("the record is {size} bytes, more than any game record "
                                        "({most} bytes at most)", size=grouped(len(record)),
                                        most=grouped(MAX_RECORD_BYTES)))
        try:
            record = bytes(record).decode("utf-8")
        except UnicodeDecodeError as e:
            raise InvalidRecordError(tr("the record is not UTF-8 text: {reason} at byte {byte}",
                                        reason=e.reason, byte=e.start)) from None
    if isinstance(record, str):
        if len(record) > MAX_RECORD_BYTES:
            raise InvalidRecordError(tr("the record is {size} characters, more than any game "
                                        "record ({most} at most)", size=grouped(len(record)),
                                        most=grouped(MAX_RECORD_BYTES)))
        if _depth_of_text(record) > MAX_RECORD_DEPTH:
            raise InvalidRecordError(tr(_TOO_DEEP, most=MAX_RECORD_DEPTH))
        # A byte-order mark before the JSON (Windows Notepad saves UTF-8 with one) is not
        # part of the record: read past it rather than refuse the file at line 1, column 1.
        record = record.removeprefix("\ufeff")
        try:
            record = json.loads(record)
        except json.JSONDecodeError as e:
            raise InvalidRecordError(tr("the record is not valid JSON: it breaks off or goes "
                                        "wrong at line {line}, column {column}",
                                        line=grouped(e.lineno), column=grouped(e.colno))
                                     ) from None
        except RecursionError:
            raise InvalidRecordError(tr(_TOO_DEEP, most=MAX_RECORD_DEPTH)) from None
        except ValueError:
            # json.loads refuses an integer of more than 4,300 digits with a plain ValueError
            # (no line or column); no game record holds one.
            raise InvalidRecordError(tr("the record is not valid JSON: it holds a number far "
                                        "too long for a game record")) from None
    if not isinstance(record, dict):
        raise InvalidRecordError(tr("a record is a JSON object with format, version, rules, "
                                    "seed, dealer, actions and summary"))
    if _depth_of_value(record) > MAX_RECORD_DEPTH:
        raise InvalidRecordError(tr(_TOO_DEEP, most=MAX_RECORD_DEPTH))
    return record


_TOO_DEEP = N_("the record nests lists or objects more than {most} deep: not a game record")


def read_record_file(path) -> str:
    """The text of the record file ``path`` (for :meth:`Game.load`), read whole.

    Raises:
        RecordFileError: a path that is not a path, a file that cannot be read, a folder, a
            file larger than any record (:data:`MAX_RECORD_BYTES`);
        InvalidRecordError: a file that is not UTF-8 text.
    """
    path = check_record_path(path)
    try:
        with open(path, "rb") as f:
            raw = f.read(MAX_RECORD_BYTES + 1)
    except OSError as e:
        raise RecordFileError(tr("cannot read the record {path}: {problem}", path=path,
                                 problem=file_problem(e))) from None
    if len(raw) > MAX_RECORD_BYTES:
        raise RecordFileError(tr("{path} is larger than any game record ({most} bytes at "
                                 "most): not a record", path=path,
                                 most=grouped(MAX_RECORD_BYTES)))
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as e:
        raise InvalidRecordError(tr("record {path} is not a text (UTF-8 JSON) file: "
                                    "{reason} at byte {byte}", path=path, reason=e.reason,
                                    byte=e.start)) from None
    return text


def check_record_path(path) -> str:
    """``path`` (a str or os.PathLike) as a str, for :meth:`Game.save` and :meth:`Game.load`.

    Raises:
        RecordFileError: anything else (None, a number, an empty or NUL-holding text).
    """
    try:
        text = os.fspath(path)
    except TypeError:
        raise RecordFileError(tr("a record's path is a file name such as 'records/game.json' "
                                 "(a str or a pathlib.Path), got {value}",
                                 value=shown(path))) from None
    if isinstance(text, bytes):
        try:
            text = os.fsdecode(text)
        except (UnicodeDecodeError, ValueError):
            raise RecordFileError(tr("the path {value} cannot be read as a file name",
                                     value=shown(path))) from None
    if not text.strip() or "\0" in text:
        raise RecordFileError(tr("a record's path is a file name such as 'records/game.json', "
                                 "got {value}", value=shown(path)))
    return text


def file_problem(error: OSError) -> str:
    """What went wrong with a record file, in words, for an ``OSError`` of open/write."""
    import errno
    words = {errno.ENOENT: N_("the folder or file does not exist"),
             errno.EISDIR: N_("that is a folder, not a file"),
             errno.ENOTDIR: N_("a part of the path is a file, not a folder"),
             errno.EACCES: N_("permission denied"), errno.EPERM: N_("permission denied"),
             errno.ENOSPC: N_("the disk is full"), errno.EROFS: N_("the disk is read-only"),
             errno.ENAMETOOLONG: N_("the file name is too long")}
    found = words.get(error.errno)
    return gettext(found) if found else error.strerror or type(error).__name__


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
        raise InvalidRecordError(tr("unknown rule set {name}: known are {known}", name=repr(d),
                                    known=", ".join(PRESETS)))
    if not isinstance(d, dict):
        raise InvalidRecordError(tr("'rules' must be a preset name or a dict of RuleSet fields"))
    names = {f.name for f in dataclasses.fields(RuleSet)}
    if d.get("trump_requirement", "none") == "none":
        # Records written before the field was removed carry its only value ("any suit may
        # be named trump", rules page §3); any other value is refused below as unknown.
        d = {k: v for k, v in d.items() if k != "trump_requirement"}
    unknown = set(d) - names
    if unknown:
        raise InvalidRecordError(tr("unknown rule fields {fields}",
                                    fields=sorted(map(str, unknown))))
    missing = [f.name for f in dataclasses.fields(RuleSet) if f.name not in d]
    if missing:
        # A default would silently change the game (a double deck's last trick of 20
        # becoming 10): a record's rules are whole or the record is refused.
        raise InvalidRecordError(tr("bad rules in record: the fields {fields} are missing: give "
                                    "every RuleSet field (as Game.to_record writes them) or a "
                                    "preset's name", fields=", ".join(missing)))
    meld = d.get("meld")
    if isinstance(meld, dict):
        fields = [f.name for f in dataclasses.fields(MeldTable)]
        # round_house_bonus came after version 1 records were first written; without it
        # they scored none (the field's 0), so its absence changes nothing.
        lacking = [f for f in fields if f not in meld and f not in _MELD_ADDED_LATER]
        if lacking:
            raise InvalidRecordError(tr("bad rules in record: the meld table lacks {fields}",
                                        fields=", ".join(lacking)))
    kw = dict(d)
    try:
        if "ranks" in kw:
            if not isinstance(kw["ranks"], list):
                raise InvalidRecordError(tr("bad rules in record: ranks must be a list of rank "
                                            "letters, got {value}", value=shown(kw["ranks"])))
            kw["ranks"] = tuple(Rank.from_str(x) for x in kw["ranks"])
        if "meld" in kw:
            kw["meld"] = MeldTable(**kw["meld"])
        for k in ("opening_bids", "bid_steps"):
            if k in kw:
                if not isinstance(kw[k], list) or any(
                        isinstance(x, bool) or not isinstance(x, int) for x in kw[k]):
                    raise InvalidRecordError(tr("bad rules in record: {field} must be a list "
                                                "of whole numbers, got {value}", field=k,
                                                value=shown(kw[k])))
                kw[k] = tuple(kw[k])
        return RuleSet(**kw)
    except (TypeError, ValueError, AttributeError) as e:
        raise InvalidRecordError(tr("bad rules in record: {problem}", problem=e)) from None



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
            raise InvalidRecordError(tr("not a pinochle-teach game record (format {got}, expected "
                                        "{expected})", got=repr(record.get("format")),
                                        expected=repr(RECORD_FORMAT)))
        version = record.get("version")
        if version.__class__ is not int or version != RECORD_VERSION:  # true == 1 is refused
            raise InvalidRecordError(tr("record version {got} is not supported (this kit reads "
                                        "version {version})", got=shown(version),
                                        version=RECORD_VERSION))
        for key, typ, what in (("seed", int, N_("record field {key} is missing or not a whole "
                                                "number")),
                               ("dealer", int, N_("record field {key} is missing or not a whole "
                                                  "number")),
                               ("actions", list, N_("record field {key} is missing or not a "
                                                    "list"))):
            if not isinstance(record.get(key), typ) or isinstance(record.get(key), bool):
                raise InvalidRecordError(tr(what, key=repr(key)))
        if "rules" not in record:
            raise InvalidRecordError(tr(
                "record field 'rules' is missing: give a preset name (one of {presets}) or the "
                "dict of RuleSet fields that Game.to_record writes",
                presets=", ".join(repr(n) for n in PRESETS)))
        rules = rules_from_json(record["rules"])
        hands = record.get("hands")
        try:
            self.game = Game(record["seed"], rules, dealer=record["dealer"], hands=hands)
        except PinochleError as e:
            raise InvalidRecordError(tr("bad deal in record: {problem}", problem=e)) from None
        try:
            self.actions = [Action.parse(a, rules) for a in record["actions"]]
        except PinochleError as e:
            raise InvalidRecordError(tr("bad action in record: {problem}", problem=e)) from None
        summary = record.get("summary")
        if not isinstance(summary, dict):
            raise InvalidRecordError(tr(
                "record field 'summary' is missing or not an object (got {value}): every "
                "record ends with the summary Game.to_record writes, which the replay must "
                "match", value=shown(summary)))
        self.summary = summary
        self.index = 0

    def step(self) -> Action:
        """Apply the next action and return it."""
        a = self.actions[self.index]
        try:
            self.game.apply(a)
        except PinochleError as e:
            raise InvalidRecordError(tr("action {number} ('{action}') is not legal at that point: "
                                        "{problem}", number=self.index + 1, action=a,
                                        problem=e)) from None
        self.index += 1
        return a

    def run_all(self) -> "Game":
        """Apply every remaining action, then :meth:`check_summary`."""
        while self.index < len(self.actions):
            self.step()
        return self.check_summary()

    def check_summary(self) -> "Game":
        """The game, if the record's summary (every record has one, checked on construction)
        matches the replay.

        Raises:
            InvalidRecordError: when it does not."""
        if self.summary != self.game.record_summary():
            raise InvalidRecordError(tr("the record was changed after it was saved: "
                                        "replaying its actions does not give the hand, "
                                        "the scores and the cards its summary names"))
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
        raise PinochleError(tr("n_actions must be a whole number 0..{most}, got {value}",
                               most=len(r.actions), value=shown(n_actions)))
    for _ in range(n_actions):
        r.step()
    return r.game.to_record()
