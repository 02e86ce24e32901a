"""Rule sets: every rule that varies between Pinochle games is a field here (rules page §8).

A :class:`RuleSet` is a frozen dataclass; make a variant with :func:`dataclasses.replace`
or :meth:`RuleSet.with_`::

    >>> from pinochle_teach import CARDGAMES_IO
    >>> CARDGAMES_IO.with_(obligation="post_1945").obligation
    'post_1945'

Every engine function that depends on a rule takes ``rules: RuleSet = CARDGAMES_IO`` last.
"""

from __future__ import annotations

import dataclasses
import math
from dataclasses import dataclass, field
from typing import NamedTuple

from .cards import Rank
from .errors import InvalidRulesError, shown
from .i18n import N_, gettext, tr

__all__ = [
    "RuleSet",
    "MeldTable",
    "CARDGAMES_IO",
    "HOYLE",
    "POST_1945",
    "DOUBLE_DECK",
    "THREE_HANDED",
    "COUNTING_SCHEMES",
    "PRESETS",
    "resolve_rules",
    "RuleChoice",
    "RULE_CHOICES",
    "rule_choice",
    "variant_name",
]

#: Points per rank won in tricks, for each counting scheme (rules page §7, §8). With the
#: last-trick bonus each scheme totals 250 per hand for the 48-card deck.
COUNTING_SCHEMES: dict[str, dict[Rank, int]] = {
    "counters": {Rank.ACE: 10, Rank.TEN: 10, Rank.KING: 10, Rank.QUEEN: 0, Rank.JACK: 0, Rank.NINE: 0},
    "classic": {Rank.ACE: 11, Rank.TEN: 10, Rank.KING: 4, Rank.QUEEN: 3, Rank.JACK: 2, Rank.NINE: 0},
    "simple": {Rank.ACE: 10, Rank.TEN: 10, Rank.KING: 5, Rank.QUEEN: 5, Rank.JACK: 0, Rank.NINE: 0},
}

_OBLIGATIONS = ("must_win", "post_1945")
_SAVE_MELD = ("trick_point", "trick")

#: The largest number of points any rule field may hold (a bid, a meld value, the target):
#: far above every real figure (the double deck's quadruple run is 3000) and small enough
#: that every sum and sentence stays cheap.
MOST_POINTS = 1_000_000
#: The most copies of each card a deck may have: the meld table names single to quadruple
#: melds (rules page §4, §8), so a fifth copy would have no value.
MOST_COPIES = 4


def _check_whole(owner: str, name: str, v, least: int, most: int) -> None:
    """Refuse ``v`` unless it is an int (not a bool) in ``least..most``."""
    if isinstance(v, bool) or not isinstance(v, int) or not least <= v <= most:
        raise InvalidRulesError(tr("{owner} field {name} must be a whole number {least}..{most}, "
                                   "got {value}", owner=owner, name=name, least=least,
                                   most=most, value=shown(v)))


def _check_flag(name: str, v) -> None:
    if not isinstance(v, bool):
        raise InvalidRulesError(tr("RuleSet field {name} must be True or False, got {value}",
                                   name=name, value=shown(v)))


def _check_choice(name: str, v, choices) -> None:
    if not isinstance(v, str) or v not in choices:
        raise InvalidRulesError(tr("RuleSet field {name} must be one of {choices}, got {value}",
                                   name=name, choices=", ".join(repr(c) for c in choices),
                                   value=shown(v)))


def _check_text(owner: str, name: str, v, most: int) -> None:
    if not isinstance(v, str) or len(v) > most:
        raise InvalidRulesError(tr("{owner} field {name} must be a text (str) of at most {most} "
                                   "characters, got {value}", owner=owner, name=name, most=most,
                                   value=shown(v)))


def _check_fields(cls, changes: dict) -> None:
    """Refuse keyword arguments that are not fields of the dataclass ``cls``."""
    known = [f.name for f in dataclasses.fields(cls)]
    unknown = [k for k in changes if k not in known]
    if unknown:
        raise InvalidRulesError(tr("{owner} has no field {unknown}: its fields are {known}",
                                   owner=cls.__name__, unknown=", ".join(map(repr, unknown)),
                                   known=", ".join(known)))


@dataclass(frozen=True)
class MeldTable:
    """Meld values in points (rules page §4). The default is cardgames.io's table."""

    run: int = 150
    run_king: int = 190
    run_queen: int = 190
    run_marriage: int = 230
    double_run: int = 1500
    royal_marriage: int = 40
    common_marriage: int = 20
    dix: int = 10
    pinochle: int = 40
    double_pinochle: int = 300
    #: "around" (one of the rank in each suit) for A, K, Q, J.
    aces_around: int = 100
    kings_around: int = 80
    queens_around: int = 60
    jacks_around: int = 40
    #: "abound" (all eight copies) for A, K, Q, J.
    aces_abound: int = 1000
    kings_abound: int = 800
    queens_abound: int = 600
    jacks_abound: int = 400
    #: Round house (a K and Q of every suit): a bonus on top of what its marriages and its
    #: kings and queens around score (240 by the default table), once per complete set of
    #: K+Q in every suit. 0 in the default game (§4); Hoyle's table gives 10 (§8).
    round_house_bonus: int = 0

    #: Beyond double (the 80-card deck only): triple and quadruple runs, pinochles and
    #: arounds are worth these multiples of the double value (**Resolution**: the seeds
    #: give no figures; x1.5 and x2 is our choice, as the RuleSet documents).
    triple_factor: float = 1.5
    quadruple_factor: float = 2.0

    def __post_init__(self):
        # Every value is checked here, so that a bad table is refused when it is made, not
        # in the middle of a game (a text value would fail in a sum, a nan in round()).
        for f in dataclasses.fields(self):
            v = getattr(self, f.name)
            if f.name.endswith("_factor"):
                if (isinstance(v, bool) or not isinstance(v, (int, float))
                        or not 0 <= v <= 100):  # also refuses nan and inf
                    raise InvalidRulesError(tr(
                        "MeldTable field {name} must be a number 0..100 (the multiple of the "
                        "double value), got {value}", name=f.name, value=shown(v)))
            elif f.type in ("int", int):
                _check_whole("MeldTable", f.name, v, 0, MOST_POINTS)

    def with_(self, **changes) -> "MeldTable":
        """A copy with some values changed, e.g. ``MeldTable().with_(run=200)``.

        Raises:
            InvalidRulesError: a name that is not a field, or a value not accepted.
        """
        _check_fields(MeldTable, changes)
        return dataclasses.replace(self, **changes)

    def multiple(self, double_value: int, level: int) -> int:
        """The value of a triple (``level`` 3) or quadruple (4) meld from its double value
        (points, a whole number 0 or more).

        Raises:
            InvalidRulesError: a level other than 3 or 4, or a value that is not points.
        """
        if level.__class__ is not int or level not in (3, 4):
            raise InvalidRulesError(tr("level must be 3 (triple) or 4 (quadruple), got {value}",
                                       value=shown(level)))
        _check_whole("multiple", "double_value", double_value, 0, MOST_POINTS)
        factor = self.triple_factor if level == 3 else self.quadruple_factor
        return int(round(double_value * factor))

    def around(self, rank: Rank) -> int:
        """Points for one of ``rank`` in each suit (A, K, Q or J; rules page §4).

        Raises:
            InvalidRulesError: another rank, or not a rank.
        """
        return self._arounds(rank)[0]

    def abound(self, rank: Rank) -> int:
        """Points for all eight copies of ``rank`` (A, K, Q or J; rules page §4).

        Raises:
            InvalidRulesError: another rank, or not a rank.
        """
        return self._arounds(rank)[1]

    def _arounds(self, rank) -> tuple[int, int]:
        if rank is Rank.ACE:
            return self.aces_around, self.aces_abound
        if rank is Rank.KING:
            return self.kings_around, self.kings_abound
        if rank is Rank.QUEEN:
            return self.queens_around, self.queens_abound
        if rank is Rank.JACK:
            return self.jacks_around, self.jacks_abound
        raise InvalidRulesError(tr("arounds are of aces, kings, queens or jacks (a Rank), got "
                                   "{value}", value=shown(rank)))


#: Hoyle / pagat: a spare trump K or Q beside a run is not counted, run + marriage = 190;
#: a round house scores a bonus of 10 (250 in all; §8 and the Wikipedia seed).
HOYLE_MELD = MeldTable(run_king=150, run_queen=150, run_marriage=190, round_house_bonus=10)


@dataclass(frozen=True)
class RuleSet:
    """One complete set of rules. Fields (with the rules page section that fixes each):

    - ``name``: shown in dashboards.
    - ``players`` (4), ``partnership`` (True: seats 0+2 v 1+3), ``hand_size`` (12),
      ``copies`` (2 of each card), ``ranks`` (all six): the deck and deal, §1.
    - ``opening_bids`` ((250, 260)), ``bid_steps`` ((10, 20)), ``minimum_bid`` (250, the
      stuck dealer's contract): the auction, §2.
    - ``pass_count`` (4 cards each way between partners; unused without them): §3. The contract winner
      names any suit as trump, held or not (§3), in every preset; there is no field for it.
    - ``meld``: the :class:`MeldTable`, §4.
    - ``surrender_allowed`` (True): §5.
    - ``obligation``: ``"must_win"`` (pre-1945, default) or ``"post_1945"``: §6.
    - ``counting``: ``"counters"`` (A/10/K = 10), ``"classic"`` (11-10-4-3-2-0) or
      ``"simple"`` (10-10-5-5); ``last_trick_bonus`` (10); ``save_meld``:
      ``"trick_point"`` (a team needs a trick point to keep its meld, default) or
      ``"trick"`` (any trick will do); ``target_score`` (1500); ``bidders_win_ties``: §7.

    Raises:
        InvalidRulesError (a PinochleError): on construction, for a field value that is
            not accepted.
    """

    name: str = "cardgames.io"
    players: int = 4
    partnership: bool = True
    hand_size: int = 12
    copies: int = 2
    ranks: tuple[Rank, ...] = tuple(Rank)
    opening_bids: tuple[int, ...] = (250, 260)
    bid_steps: tuple[int, ...] = (10, 20)
    minimum_bid: int = 250
    pass_count: int = 4
    widow: int = 0
    meld: MeldTable = field(default_factory=MeldTable)
    surrender_allowed: bool = True
    obligation: str = "must_win"
    counting: str = "counters"
    last_trick_bonus: int = 10
    save_meld: str = "trick_point"
    target_score: int = 1500
    bidders_win_ties: bool = True
    source: str = "the rules of cardgames.io (rules page §1-7)"

    def __post_init__(self):
        # Every field is checked here, by type and range, then the combinations, so that a
        # bad rule set is refused when it is made (naming the field and what it accepts)
        # rather than failing later in a game or never ending one (a bid step of 0).
        _check_text("RuleSet", "name", self.name, 80)
        _check_text("RuleSet", "source", self.source, 400)
        for name, least, most in (("players", 2, 8), ("hand_size", 1, 24 * MOST_COPIES),
                                  ("copies", 1, MOST_COPIES), ("widow", 0, 24 * MOST_COPIES),
                                  ("pass_count", 0, 24 * MOST_COPIES),
                                  ("minimum_bid", 0, MOST_POINTS),
                                  ("last_trick_bonus", 0, MOST_POINTS),
                                  ("target_score", 1, MOST_POINTS)):
            _check_whole("RuleSet", name, getattr(self, name), least, most)
        for name in ("partnership", "surrender_allowed", "bidders_win_ties"):
            _check_flag(name, getattr(self, name))
        for name, example in (("opening_bids", "(250, 260)"), ("bid_steps", "(10, 20)")):
            v = getattr(self, name)
            if (not isinstance(v, tuple) or not 0 < len(v) <= 10
                    or any(isinstance(x, bool) or not isinstance(x, int)
                           or not 0 < x <= MOST_POINTS for x in v)
                    or len(set(v)) != len(v)):
                raise InvalidRulesError(tr(
                    "RuleSet field {name} must be a tuple of 1 to 10 different whole numbers "
                    "1..{most}, e.g. {example}, got {value}", name=name, most=MOST_POINTS,
                    example=example, value=shown(v)))
        if (not isinstance(self.ranks, tuple) or not self.ranks
                or any(r.__class__ is not Rank for r in self.ranks)
                or len(set(self.ranks)) != len(self.ranks)):
            raise InvalidRulesError(tr(
                "RuleSet field ranks must be a tuple of different Rank members (at most the "
                "six A 10 K Q J 9), e.g. (Rank.JACK, Rank.QUEEN, Rank.KING, Rank.TEN, "
                "Rank.ACE), got {value}", value=shown(self.ranks)))
        _check_choice("obligation", self.obligation, _OBLIGATIONS)
        _check_choice("counting", self.counting, tuple(COUNTING_SCHEMES))
        _check_choice("save_meld", self.save_meld, _SAVE_MELD)
        if not isinstance(self.meld, MeldTable):
            raise InvalidRulesError(tr("RuleSet field meld must be a MeldTable (e.g. "
                                       "MeldTable(run=150)), got {value}",
                                       value=shown(self.meld)))
        # The combinations.
        if self.players * self.hand_size + self.widow != len(self.ranks) * 4 * self.copies:
            raise InvalidRulesError(tr(
                "players x hand_size + widow must use the whole deck of {deck} cards, got "
                "{players} x {hand_size} + {widow}", deck=len(self.ranks) * 4 * self.copies,
                players=self.players, hand_size=self.hand_size, widow=self.widow))
        if self.partnership and (self.players < 4 or self.players % 2):
            # partners sit opposite (seats 0+2 against 1+3, rules page §1): two players
            # would make one team of one
            raise InvalidRulesError(tr(
                "a partnership game needs an even number of players, at least four (two teams "
                "sitting opposite); got partnership=True with players={players}",
                players=self.players))
        if self.widow and self.partnership:
            # The game gives the widow to the bidder and has them discard only in games
            # without partners (three-handed); with partners the bidder would keep the extra
            # cards and run out of step with the others in the tricks.
            raise InvalidRulesError(tr(
                "a widow is only supported without partnerships (three-handed, rules page §8): "
                "got widow={widow} with partnership=True", widow=self.widow))
        if self.pass_count > self.hand_size:
            # more than a hand would leave the partner with nothing to give: no legal action
            raise InvalidRulesError(tr(
                "pass_count must be a whole number of cards 0..{most}, got {value}",
                most=self.hand_size, value=repr(self.pass_count)))
        object.__setattr__(self, "_points", tuple(
            COUNTING_SCHEMES[self.counting][Rank(r)] for r in range(6)))

    def with_(self, **changes) -> "RuleSet":
        """A copy with some fields changed, e.g. ``CARDGAMES_IO.with_(counting="classic")``.

        Raises:
            InvalidRulesError: a name that is not a field (naming the fields), or a value
                that is not accepted.
        """
        _check_fields(RuleSet, changes)
        return dataclasses.replace(self, **changes)

    def card_points(self, rank: Rank) -> int:
        """Trick points for one card of ``rank`` (a :class:`Rank`, or its text such as
        ``"K"``) under this counting scheme (§7, §8).

        Raises:
            InvalidCardError: ``rank`` is not a rank.
        """
        if rank.__class__ is not Rank:
            rank = Rank.from_str(rank)
        return self._points[rank]  # type: ignore[attr-defined]

    def is_contract(self, points) -> bool:
        """Whether an auction under these rules can end with a contract of ``points``: the
        stuck dealer's ``minimum_bid``, an opening bid, or an opening bid raised by any
        number of ``bid_steps`` (rules page §2; 250, 260, 270, … by default, never 255).
        Anything that is not a whole number of points is not a contract."""
        if isinstance(points, bool) or not isinstance(points, int):
            return False
        if points == self.minimum_bid or points in self.opening_bids:
            return True
        steps = self.bid_steps
        g = math.gcd(*steps)
        small, big = min(steps), max(steps)
        for o in self.opening_bids:
            rise = points - o
            if rise <= 0 or rise % g:
                continue
            if rise >= small * big:  # beyond the largest sum the steps cannot make
                return True
            reach = [True] + [False] * rise  # which rises the steps can make
            for x in range(1, rise + 1):
                reach[x] = any(x >= s and reach[x - s] for s in steps)
            if reach[rise]:
                return True
        return False

    @property
    def points_per_rank(self) -> tuple[int, ...]:
        """Trick points indexed by ``Rank`` value (9, J, Q, K, 10, A)."""
        return self._points  # type: ignore[attr-defined]

    @property
    def trick_points_total(self) -> int:
        """All trick points in one hand, last trick included (250 by default)."""
        per_copy = sum(self._points[r] for r in self.ranks)  # type: ignore[attr-defined]
        return per_copy * 4 * self.copies + self.last_trick_bonus

    @property
    def deck_size(self) -> int:
        return len(self.ranks) * 4 * self.copies

    @property
    def rich_trick_points(self) -> int:
        """The trick points from which commentary calls a trick rich: half as much again as
        an average trick (the hand's counters, last trick left out, shared over the
        ``hand_size`` tricks, times 1.5, rounded): 30 in the default game (240 / 12 x 1.5),
        36 double deck, 24 three-handed (rules page §7)."""
        counters = self.trick_points_total - self.last_trick_bonus
        return round(counters * 3 / (2 * self.hand_size))

    @property
    def variant_name(self) -> str:
        """A short name for this rule set: the ``short`` name of its :data:`RULE_CHOICES`
        entry ("Three-handed", "Double deck", …), else :attr:`name`."""
        return variant_name(self)


#: The default: four-hand partnership auction Pinochle as cardgames.io teaches it.
CARDGAMES_IO = RuleSet()

#: Hoyle's meld table (run extras not counted, a round-house bonus of 10) and post-1945
#: trick obligations.
HOYLE = RuleSet(
    name="Hoyle",
    meld=HOYLE_MELD,
    obligation="post_1945",
    source="Hoyle and pagat.org partnership auction Pinochle (rules page §8)",
)

#: The default game with the post-1945 trick obligations (must beat only when trump is led).
POST_1945 = CARDGAMES_IO.with_(name="cardgames.io, post-1945 play", obligation="post_1945")

#: Double-deck partnership Pinochle: 80 cards (four copies of A 10 K Q J, no nines, so no
#: dix), 20 cards each, minimum bid 500; counters (A, 10, K = 10) and a last trick of 20
#: make 500 per hand; game to 3000 (the seed: "hand sizes, average scores and minimum bids
#: double").
DOUBLE_DECK = RuleSet(
    name="Double deck",
    hand_size=20,
    copies=4,
    ranks=(Rank.JACK, Rank.QUEEN, Rank.KING, Rank.TEN, Rank.ACE),
    opening_bids=(500, 510),
    minimum_bid=500,
    last_trick_bonus=20,
    target_score=3000,
    source="the double-deck game in Wikipedia's Pinochle article (rules page §8)",
)

#: Three-handed auction Pinochle: each player for themselves, 15 cards each and a 3-card
#: widow shown to all and taken by the bidder, who then discards three (their counters
#: count for the bidder); a trick is needed to save meld; game to 1000 (seed 004's
#: three-handed section on the x10 scale). Bidding opens at 200 and rises by 10.
THREE_HANDED = RuleSet(
    name="Three-handed",
    players=3,
    partnership=False,
    hand_size=15,
    widow=3,
    opening_bids=(200,),
    bid_steps=(10,),
    minimum_bid=200,
    pass_count=0,
    save_meld="trick",
    target_score=1000,
    source="the three-handed game in Wikipedia's Pinochle article (rules page §8)",
)

#: Every named preset, by name.
PRESETS: dict[str, RuleSet] = {
    r.name: r for r in (CARDGAMES_IO, HOYLE, POST_1945, DOUBLE_DECK, THREE_HANDED)}

# The presets' names as a page shows them (a name that is a proper name stays as it is).
_PRESET_TITLES = {POST_1945.name: N_("cardgames.io, post-1945 play"),
                  DOUBLE_DECK.name: N_("Double deck"), THREE_HANDED.name: N_("Three-handed")}


def preset_title(name: str) -> str:
    """The name of the preset ``name`` (a key of :data:`PRESETS`) in the current language:
    "Podwójna talia" for ``"Double deck"`` in Polish; "cardgames.io" and "Hoyle" are
    proper names and stay; a name that is no preset's is returned as it is."""
    return gettext(_PRESET_TITLES[name]) if name in _PRESET_TITLES else name



def resolve_rules(rules: "RuleSet | str | None", *, optional: bool = False) -> "RuleSet | None":
    """The one reader of a ``rules`` argument, used by every engine function that takes
    one: ``rules`` itself if it is a :class:`RuleSet`, or the preset of that name from
    :data:`PRESETS` (``"cardgames.io"``, ``"Hoyle"``, ``"Three-handed"``, …; rules page §8).
    With ``optional=True``, ``None`` is returned as it is (for the functions where ``None``
    means "four players").

    Raises:
        InvalidRulesError: anything else, naming the presets.
    """
    if rules.__class__ is RuleSet or isinstance(rules, RuleSet):
        return rules
    if rules is None and optional:
        return None
    if isinstance(rules, str) and rules in PRESETS:
        return PRESETS[rules]
    names = ", ".join(repr(n) for n in PRESETS)
    if isinstance(rules, str):
        raise InvalidRulesError(tr("unknown rule set {value}: give a RuleSet or the name of a "
                                   "preset ({names})", value=shown(rules), names=names))
    raise InvalidRulesError(tr("rules must be a RuleSet or the name of a preset ({names}), got "
                               "{value}", names=names, value=shown(rules)))


class RuleChoice(NamedTuple):
    """One rule set offered where a student picks one (the card table's "Rules" picker).

    Attributes:
        key: a short lower-case key (``"three-handed"``) that widgets accept for ``rules``.
        label: what the picker shows ("Three-handed, each for themselves"), in English
            (translate it where it is shown: ``gettext(choice.label)``).
        short: the name for a status line ("Three-handed"), in English likewise.
        rules: the :class:`RuleSet`.
    """

    key: str
    label: str
    short: str
    rules: RuleSet


#: The rule sets a student may pick for a game at the table, in the order offered (rules page
#: §1-7 and the variants of §8).
RULE_CHOICES: tuple[RuleChoice, ...] = (
    RuleChoice("default", N_("Four players, partners (default)"), N_("Four-hand partnership"),
               CARDGAMES_IO),
    RuleChoice("three-handed", N_("Three-handed, each for themselves"), N_("Three-handed"),
               THREE_HANDED),
    RuleChoice("double-deck", N_("Double deck, 80 cards"), N_("Double deck"), DOUBLE_DECK),
    RuleChoice("post-1945", N_("Four players, post-1945 play"), N_("Post-1945"), POST_1945),
)


def rule_choice(rules: "RuleSet | str") -> RuleChoice:
    """The :data:`RULE_CHOICES` entry for a key (``"three-handed"``, any case, spaces
    around ignored) or for a rule set equal to one of the choices.

    Raises:
        InvalidRulesError: for another key or rule set, naming the keys.
    """
    keys = ", ".join(repr(c.key) for c in RULE_CHOICES)
    if isinstance(rules, str):
        wanted = rules.strip().lower()
        for choice in RULE_CHOICES:
            if choice.key == wanted:
                return choice
        raise InvalidRulesError(tr("unknown rules {value}: use a RuleSet or one of {keys}",
                                   value=repr(rules), keys=keys))
    if isinstance(rules, RuleSet):
        for choice in RULE_CHOICES:
            if choice.rules == rules:
                return choice
        raise InvalidRulesError(tr("the rule set {name} is not one of the choices ({keys})",
                                   name=repr(rules.name), keys=keys))
    raise InvalidRulesError(tr("rules must be a RuleSet or a variant name ({keys}), got {type}",
                               keys=keys, type=type(rules).__name__))


def variant_name(rules: RuleSet) -> str:
    """A short name for ``rules``: "Three-handed", "Double deck", … for the rule sets of
    :data:`RULE_CHOICES` (in the current language), else the rule set's own ``name``."""
    rules = resolve_rules(rules)
    for choice in RULE_CHOICES:
        if choice.rules == rules:
            return gettext(choice.short)
    return rules.name
