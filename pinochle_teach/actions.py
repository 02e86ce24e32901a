"""Actions and phases of a game: what a seat may do, and when (rules page §1-7).

Every action is an :class:`Action` with a short text form (``"bid 260"``, ``"pass"``,
``"trump H"``, ``"give QS"``, ``"discard QS"``, ``"surrender"``, ``"play on"``,
``"play AS"``, ``"next deal"``) that :meth:`Action.parse` reads back. Actions are interned:
``Action.parse("play AS") is play_action(Card("S", "A"))``.

>>> Action.parse("Bid 260"), str(Action("trump", "H"))
(Action.parse('bid 260'), 'trump H')
"""

from __future__ import annotations

import enum
from collections.abc import Iterable

from .cards import CARDS, Card, Suit, SuitLike, distinct_cards, parse_card
from .errors import IllegalActionError, PinochleError, shown
from .i18n import N_, NP_, gettext, pgettext, tr
from .rules import MOST_POINTS, RuleSet

__all__ = ["Phase", "Action", "PASS_BID", "SURRENDER", "PLAY_ON", "NEXT_DEAL", "play_action",
           "give_action", "discard_action", "trump_action", "card_actions"]


class Phase(enum.Enum):
    """Where a hand stands. ``DEAL`` and ``MELD`` pass without an action (the deal and the
    meld are made by the engine); every other phase before ``GAME_OVER`` waits for one."""

    DEAL = "deal"
    AUCTION = "auction"
    TRUMP = "trump"
    PASS = "pass"          # the contract winner's partner gives cards
    RETURN = "return"      # the contract winner gives as many back
    DISCARD = "discard"    # three-handed: the bidder, holding the widow, discards as many
    MELD = "meld"
    SURRENDER = "surrender"  # only when the contract winner may go set voluntarily
    TRICKS = "tricks"
    SCORE = "score"        # the hand is scored; "next deal" starts the next one
    GAME_OVER = "game over"

    @classmethod
    def _missing_(cls, value):
        # Phase("x"): the enum look-up of a value that is not a phase's.
        raise PinochleError(tr("unknown phase {value}: use one of {phases}", value=shown(value),
                               phases=", ".join(repr(p.value) for p in cls)))


# The phases' names in messages ("the auction phase"); the values stay the internal keys.
_PHASE_NAMES = {
    Phase.DEAL: NP_("phase, as in 'the auction phase'", "deal"),
    Phase.AUCTION: NP_("phase, as in 'the auction phase'", "auction"),
    Phase.TRUMP: NP_("phase, as in 'the auction phase'", "trump"),
    Phase.PASS: NP_("phase, as in 'the auction phase'", "pass"),
    Phase.RETURN: NP_("phase, as in 'the auction phase'", "return"),
    Phase.DISCARD: NP_("phase, as in 'the auction phase'", "discard"),
    Phase.MELD: NP_("phase, as in 'the auction phase'", "meld"),
    Phase.SURRENDER: NP_("phase, as in 'the auction phase'", "surrender"),
    Phase.TRICKS: NP_("phase, as in 'the auction phase'", "tricks"),
    Phase.SCORE: NP_("phase, as in 'the auction phase'", "score"),
    Phase.GAME_OVER: NP_("phase, as in 'the auction phase'", "game over"),
}


def phase_name(phase: Phase) -> str:
    """The phase's name in the current language, for a message ("the auction phase"; in
    English its value)."""
    return pgettext(*_PHASE_NAMES[phase])


class Action:
    """One action by one seat. ``kind`` is one of ``bid``, ``pass``, ``trump``, ``give``,
    ``surrender``, ``play on``, ``play``, ``next deal``; ``value`` is the bid (points), the
    trump :class:`Suit` or the :class:`Card`, else ``None``. Actions are interned and
    compare by value; ``str(action)`` is the text form that :meth:`parse` reads."""

    __slots__ = ("kind", "value", "_text")

    KINDS = ("bid", "pass", "trump", "give", "discard", "surrender", "play on", "play",
             "next deal")

    def __new__(cls, kind: str, value=None):
        if not isinstance(kind, str) or kind not in cls.KINDS:
            raise IllegalActionError(tr("unknown action {value}: use one of {kinds}",
                                        value=shown(kind), kinds=", ".join(cls.KINDS)))
        try:
            found = _ACTIONS.get((kind, value))
        except TypeError:  # a value that cannot be a key (a list): refused below
            found = None
        if found is not None:
            return found
        self = object.__new__(cls)
        if kind == "bid":
            if (isinstance(value, bool) or not isinstance(value, int)
                    or not 0 < value <= MOST_POINTS):
                raise IllegalActionError(tr("a bid is a whole number of points 1..{most}, got "
                                            "{value}", most=MOST_POINTS, value=shown(value)))
            text = f"bid {value}"
        elif kind == "trump":
            value = Suit.from_str(value)
            found = _ACTIONS.get((kind, value))  # "trump h" is the interned "trump H"
            if found is not None:
                return found
            text = f"trump {value.value}"
        elif kind in ("give", "play", "discard"):
            value = parse_card(value)
            found = _ACTIONS.get((kind, value))  # "play as" is the interned "play AS"
            if found is not None:
                return found
            text = f"{kind} {value.code}"
        else:
            if value is not None:
                raise IllegalActionError(tr("the action {kind} takes no value, got {value}",
                                            kind=repr(kind), value=shown(value)))
            text = kind
        object.__setattr__(self, "kind", kind)
        object.__setattr__(self, "value", value)
        object.__setattr__(self, "_text", text)
        if len(_ACTIONS) < 10_000:
            _ACTIONS[(kind, value)] = self
        return self

    def __setattr__(self, name, value):
        raise AttributeError("Action is immutable")

    def __reduce__(self):
        return (Action, (self.kind, self.value))

    @classmethod
    def parse(cls, text: "str | Action", rules: "RuleSet | None" = None) -> "Action":
        """Read ``"bid 260"``, ``"pass"``, ``"trump H"``, ``"give QS"``, ``"play 10H"``,
        ``"surrender"``, ``"play on"``, ``"next deal"`` (any case). With ``rules`` (the
        game's), a message about a card that cannot be read lists only that deck's ranks.

        Raises:
            IllegalActionError: naming the text and the accepted forms; for a known kind
                with a value that cannot be read (``"trump X"``, ``"play QX"``,
                ``"bid ten"``), saying what is wrong with the value and what is accepted.
        """
        if isinstance(text, Action):
            return text
        if not isinstance(text, str):
            raise IllegalActionError(tr("not an action: {text}; {accepted}", text=repr(text),
                                        accepted=gettext(_ACTION_FORMS)))
        words = text.strip().lower().split()
        if words in (["pass"], ["surrender"], ["play", "on"], ["next", "deal"]):
            return cls(" ".join(words))
        if len(words) == 2 and words[0] == "bid":
            try:
                return cls("bid", int(words[1]))
            except ValueError:
                raise IllegalActionError(tr(
                    "unknown action {text}: {value} is not a whole number of points; a bid is "
                    "written like 'bid 260'", text=repr(text),
                    value=repr(text.split()[1]))) from None
        if len(words) == 2 and words[0] == "trump":
            try:
                return cls("trump", words[1])
            except PinochleError:
                from .vocabulary import suit_word  # vocabulary.py imports cards.py
                suits = ", ".join(f"{s.value} ({suit_word(s)})" for s in Suit)
                raise IllegalActionError(tr(
                    "unknown action {text}: {value} is not a suit; the suits are {suits}, e.g. "
                    "'trump H'", text=repr(text), value=repr(text.split()[1]),
                    suits=suits)) from None
        if len(words) == 2 and words[0] in ("give", "play", "discard"):
            try:
                return cls(words[0], parse_card(text.split()[1], rules))
            except PinochleError as e:
                raise IllegalActionError(tr("unknown action {text}: {problem}", text=repr(text),
                                            problem=e)) from None
        raise IllegalActionError(tr("unknown action {text}: {problem}", text=repr(text),
                                    problem=gettext(_ACTION_FORMS)))

    def __str__(self) -> str:
        return self._text

    def __repr__(self) -> str:
        return f"Action.parse({self._text!r})"

    def __eq__(self, other):
        if self is other:
            return True
        if other.__class__ is Action:
            return self._text == other._text
        return NotImplemented

    def __hash__(self):
        return hash(self._text)


_ACTIONS: dict = {}
_ACTION_FORMS = N_("accepted actions are 'bid 260', 'pass', 'trump H', 'give QS', 'discard "
                   "QS', 'surrender', 'play on', 'play AS' and 'next deal'")

PASS_BID = Action("pass")
SURRENDER = Action("surrender")
PLAY_ON = Action("play on")
NEXT_DEAL = Action("next deal")
_PLAY = {}
_GIVE = {}
_DISCARD = {}
for _c in CARDS:
    _PLAY[_c] = Action("play", _c)
    _GIVE[_c] = Action("give", _c)
    _DISCARD[_c] = Action("discard", _c)
_TRUMP = {s: Action("trump", s) for s in Suit}
_PLAY_BY_INDEX = [_PLAY[c] for c in CARDS]
_GIVE_BY_INDEX = [_GIVE[c] for c in CARDS]
_DISCARD_BY_INDEX = [_DISCARD[c] for c in CARDS]


def play_action(card: Card) -> Action:
    """The action ``play <card>`` (interned; ``card`` a :class:`Card`)."""
    return _PLAY_BY_INDEX[card.index]


def give_action(card: Card) -> Action:
    """The action ``give <card>`` (the pass, rules page §3)."""
    return _GIVE_BY_INDEX[card.index]


def discard_action(card: Card) -> Action:
    """The action ``discard <card>`` (three-handed, rules page §8)."""
    return _DISCARD_BY_INDEX[card.index]


def trump_action(suit: SuitLike) -> Action:
    """The action ``trump <suit>`` (``suit`` a :class:`Suit` or its letter)."""
    return _TRUMP[suit if suit.__class__ is Suit else Suit.from_str(suit)]


_BY_KIND = {"play": _PLAY_BY_INDEX, "give": _GIVE_BY_INDEX, "discard": _DISCARD_BY_INDEX}


def card_actions(cards: Iterable[Card], kind: str) -> list[Action]:
    """One ``kind`` action (``"play"``, ``"give"`` or ``"discard"``) per distinct card of
    ``cards`` (a hand may hold both copies), in the order the cards first appear.

    Raises:
        IllegalActionError: for another kind.
    """
    table = _BY_KIND.get(kind)
    if table is None:
        raise IllegalActionError(tr("card_actions makes 'play', 'give' or 'discard' actions, "
                                    "not {kind}", kind=repr(kind)))
    return [table[c.index] for c in distinct_cards(cards)]



