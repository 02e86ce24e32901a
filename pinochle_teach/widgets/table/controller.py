"""TableController: one person's game at the card table, without any drawing.

The controller holds the :class:`~pinochle_teach.game.Game`, applies the person's actions and
the computer players' through :meth:`Game.apply` (which refuses an illegal action with the
rule's explanation and changes nothing), keeps a log of what happened in sentences, asks for
hints, saves records and takes actions back. It imports no ipywidgets: the
:class:`~pinochle_teach.widgets.table.PlayTable` draws it, and tests drive it directly.

Computer players act at once, in the same call as the person's action (no threads, no
sleeping, so the table also runs in Pyodide).

Every state the person may act on has a :attr:`~TableController.token`; a button drawn for
that state carries it, and an action that comes with an older token (a double-click, a
click that arrives after the computer players moved) is ignored.

>>> c = TableController(seed=7, difficulty="easy")
>>> c.game.to_move == 0
True
>>> c.act("pass"), c.act("pass", token=c.token - 1)
(True, False)
"""

from __future__ import annotations

import os
import re
from collections.abc import Callable, Mapping, Sequence

from ...errors import PinochleError, shown_text
from ...game import Action, Game, Phase
from ...records import cut_record
from ...players import hint as find_hint
from ...players.levels import DIFFICULTIES, UnknownLevelError, computer_players
from ...rules import CARDGAMES_IO, RULE_CHOICES, RuleSet, rule_choice, variant_name
from ...i18n import ntr, tr
from ...seating import (Names, check_seat, seat_names, seat_words, seats_from, side_names,
                        side_words, table_names)
from ...vocabulary import suit_word
from ...commentary import describe_trick
from ..common import over_limit, parse_seed

__all__ = ["TableController", "PlayTableError", "rules_for", "TABLE_VARIANTS",
           "DIFFICULTIES", "computer_players", "variant_name"]

#: The rule sets the table's "Rules" picker offers: (label, key, RuleSet), from the engine's
#: :data:`pinochle_teach.rules.RULE_CHOICES`. rules page §1-7 and §8.
TABLE_VARIANTS: tuple[tuple[str, str, RuleSet], ...] = tuple(
    (c.label, c.key, c.rules) for c in RULE_CHOICES)

#: The longest file name a record may be saved under, in characters.
_LONGEST_NAME = 100
#: What the "File" box accepts: a plain file name, saved inside the table's record folder.
_SAFE_NAME = re.compile(r"[A-Za-z0-9_.-]{1,%d}" % _LONGEST_NAME)
#: How much of a refused file name its message repeats (the rest is cut, "…").
_SHOWN_NAME = 40

#: Phases in which nobody is to act until the person asks for the next deal or a new game.
_OVER = (Phase.SCORE, Phase.GAME_OVER)


def _remove(path: str) -> None:
    try:
        os.unlink(path)
    except OSError:
        pass


class PlayTableError(PinochleError):
    """A table setting that cannot be used (seat, opponents, difficulty, rules)."""


def rules_for(rules: "RuleSet | str") -> RuleSet:
    """A :class:`RuleSet`, or the key of one of :data:`TABLE_VARIANTS` (``"default"``,
    ``"three-handed"``, ``"double-deck"``, ``"post-1945"``).

    Raises:
        PlayTableError: for another key or a rule set the table cannot seat (3 or 4 players
            are accepted).
    """
    if isinstance(rules, str):
        try:
            rules = rule_choice(rules).rules
        except PinochleError as err:
            raise PlayTableError(str(err)) from None
    if not isinstance(rules, RuleSet):
        raise PlayTableError(f"rules must be a RuleSet or a variant name, got "
                             f"{type(rules).__name__}")
    if rules.players not in (3, 4):
        raise PlayTableError(f"the table cannot seat {rules.name!r}: the widgets seat 3 or 4 "
                             f"players; this rule set has {rules.players}")
    return rules


def _check_difficulty(level: str) -> str:
    if level not in DIFFICULTIES:
        raise PlayTableError(
            f"unknown difficulty {level!r}: use one of {', '.join(DIFFICULTIES)}")
    return level


class TableController:
    """A whole game of Pinochle: the person plays ``seat``, computer players the others.

    Args:
        seed: the game's deal number (0..999,999,999): the same seed, seat and opponents
            always give the same game.
        seat: the person's seat, 0..players-1 (0 = South).
        rules: a :class:`RuleSet` for 3 or 4 players, or a key of :data:`TABLE_VARIANTS`.
        opponents: ``None`` (computer players chosen by ``difficulty``), or players with a
            ``choose(view) -> Action`` method: ``{seat: player}`` for the other seats, a
            sequence with one player per other seat (clockwise from the person's left) or
            one per seat (the person's entry is ignored).
        difficulty: a key of :data:`DIFFICULTIES` (``"easy"``, ``"normal"``, ``"hard"``).
        game: play on from this :class:`Game` (any phase; ``seed`` is then ignored).

    Raises:
        PlayTableError, InvalidSeedError: for bad arguments. Actions never raise: a refused
            action sets :attr:`error` to the engine's reason and leaves the game unchanged.

    Attributes: ``game``, ``rules``, ``seat``, ``difficulty``, ``level`` (the difficulty
    in use, or "custom" with given opponents), ``players`` ({seat: player}), ``events``
    (what happened, as sentences, the latest last), ``error`` and ``info`` (the sentence to
    show, or ""), ``token`` (changes with every change of the game), ``hint_card`` (the
    card the last hint recommends, until the next action), ``before_computers`` (None, or
    a callable run before slow computer players start thinking).
    """

    def __init__(self, seed: "int | str" = 0, seat: int = 0,
                 rules: "RuleSet | str" = CARDGAMES_IO, opponents=None, *,
                 difficulty: str = "normal", game: Game | None = None):
        if game is not None:
            if not isinstance(game, Game):
                raise PlayTableError(f"game must be a Game, got {type(game).__name__}")
            rules = game.rules
        self.rules = rules_for(rules)
        try:
            self.seat = check_seat(seat, self.rules)
        except PinochleError:
            raise PlayTableError(f"seat must be 0..{self.rules.players - 1} (0 = South), "
                                 f"got {seat!r}") from None
        self.difficulty = _check_difficulty(difficulty)
        self.game = game if game is not None else Game(parse_seed(seed), self.rules)
        self._given = self._check_opponents(opponents) if opponents is not None else None
        self.players: dict[int, object] = {}
        self.level = difficulty
        self._choose_players()
        self.events: list[str] = []
        self.error = ""
        self.info = ""
        self.hint_card = None
        self.token = 0
        self.before_computers: Callable[[], object] | None = None
        self._busy = False
        self._saved: set[str] = set()  # the record files this table wrote (it may rewrite)
        self.advance()

    # --- seats and names ----------------------------------------------------------------

    @property
    def seats(self) -> int:
        """The number of seats at the table (3 or 4)."""
        return self.rules.players

    @property
    def busy(self) -> bool:
        """True while an action and the computer players' answers are being applied."""
        return self._busy

    def others(self) -> tuple[int, ...]:
        """The other seats, clockwise from the person's left."""
        return seats_from(self.seat, self.rules)[1:]

    def seat_name(self, seat: int) -> str:
        """The seat's name at this table ("South", "West", "North"/"East")."""
        return seat_names(self.rules)[seat]

    def side_name(self, side: int) -> str:
        """The name of a scoring side: a team ("South–North") with partners, else a seat."""
        return side_names(self.rules)[side]

    def seat_word(self, seat: int):
        """The seat's name as a word for a translated sentence (``{seat.dat}``...)."""
        return seat_words(self.rules)[seat]

    def side_word(self, side: int):
        """A scoring side's name as a word for a translated sentence."""
        return side_words(self.rules)[side]

    def name(self, seat: int) -> str:
        """"You" for the person's seat, else the seat name."""
        return tr("You") if seat == self.seat else self.seat_name(seat)

    def labels(self) -> Names:
        """Seat and side names with the person's seat as "South (you)"."""
        return table_names(self.rules).with_seat(
            self.seat, tr("{seat} (you)", seat=self.seat_word(self.seat)))

    def side_wins(self, side: int) -> str:
        """"South–North win" / "East wins" / "You win"."""
        if not self.rules.partnership:
            return (tr("You win") if side == self.seat else
                    tr("{player} wins", player=self.side_word(side)))
        return tr("{team} win", team=self.side_word(side))

    def default_name(self) -> str:
        """The record's default file name, ``game-<seed>.json``."""
        return f"game-{self.game.seed}.json"

    # --- players ------------------------------------------------------------------------

    def _check_opponents(self, opponents) -> dict[int, object]:
        others = self.others()
        n = self.seats
        if isinstance(opponents, Mapping):
            out = {s: opponents.get(s) for s in others}
        elif isinstance(opponents, Sequence) and not isinstance(opponents, str):
            if len(opponents) == n - 1:
                out = dict(zip(others, opponents))
            elif len(opponents) == n:
                out = {s: opponents[s] for s in others}
            else:
                raise PlayTableError(
                    f"opponents must be {n - 1} players (the other seats, clockwise) or {n} "
                    f"(one per seat), got {len(opponents)}")
        else:
            raise PlayTableError(
                f"opponents must be None, {{seat: player}}, or a list of {n - 1} or "
                f"{n} players")
        bad = [s for s, p in out.items() if not callable(getattr(p, "choose", None))]
        if bad:
            raise PlayTableError(
                f"seat {bad[0]} ({self.seat_name(bad[0])}) needs a player with a choose(view) "
                f"method")
        return out

    def _choose_players(self) -> None:
        if self._given is not None:
            self.players, self.level = dict(self._given), "custom"
            return
        try:
            self.players = computer_players(self.difficulty, self.others(), self.game.seed)
        except UnknownLevelError as err:  # pragma: no cover - checked before
            raise PlayTableError(str(err)) from None
        self.level = self.difficulty

    # --- acting -------------------------------------------------------------------------

    def stale(self, token) -> bool:
        """True if ``token`` is given and is not the current one, or the table is busy."""
        return self._busy or (token is not None and token != self.token)

    def act(self, action: "Action | str", token=None) -> bool:
        """Take ``action`` (an :class:`Action` or its text, e.g. ``"bid 260"``, ``"play QS"``)
        for the person's seat, then let the computer players act until the person is to act
        again or the hand is scored.

        ``token``: ``None`` (act now), or the :attr:`token` of the state the action was
        chosen on; an action with an older token, or one that arrives while the table is
        still busy with the previous one, is ignored (nothing changes, nothing is said).

        Returns:
            True if the action was taken; False if it was refused (then :attr:`error` says
            why and the game is unchanged) or ignored.
        """
        if self.stale(token):
            return False
        self._busy = True
        try:
            return self._act(action)
        except (KeyboardInterrupt, MemoryError) as err:
            return self._stopped(err)
        finally:
            self._busy = False

    def _stopped(self, err: BaseException) -> bool:
        """The classroom server stopped the computer players mid-move (issue 14 item 2):
        every action applied stands (each is whole); say why and how to go on."""
        self.token += 1
        return self.refuse(tr("The computer players were stopped: {why}. Choose an easier "
                              "level under “Computer” and they play on.", why=over_limit(err)))

    def _act(self, action: "Action | str") -> bool:
        g = self.game
        if g.is_over:
            return self.refuse(tr("The game is over: start a new game."))
        if g.phase is not Phase.SCORE and g.to_move != self.seat:
            return self.refuse(tr("It is {seat}'s turn, not yours.",
                                  seat=self.seat_word(g.to_move)))
        try:
            self._apply(Action.parse(action, self.rules))
        except PinochleError as err:
            return self.refuse(str(getattr(err, "reason", None) or err))
        self.error = self.info = ""
        self.hint_card = None
        if (self.before_computers is not None and self.level == "hard"
                and self.game.to_move not in (None, self.seat)):
            self.before_computers()  # Monte Carlo players take a moment: say so first
        self.advance()
        return True

    def _card_action(self, kind: str, card, token) -> bool:
        if self.stale(token):
            return False
        try:
            action = Action(kind, card)
        except PinochleError as err:
            return self.refuse(str(err))
        return self.act(action, token)

    def bid(self, points: int) -> bool:
        """Bid ``points`` (see :meth:`act`; rules page §2)."""
        return self.act(Action("bid", points) if isinstance(points, int) else f"bid {points}")

    def pass_(self) -> bool:
        """Pass in the auction (final, rules page §2)."""
        return self.act("pass")

    def name_trump(self, suit) -> bool:
        """Name trump (rules page §3)."""
        return self._card_action("trump", suit, None)

    def give(self, card, token=None) -> bool:
        """Give one card in the pass (rules page §3); ``token`` as for :meth:`act`."""
        return self._card_action("give", card, token)

    def play(self, card, token=None) -> bool:
        """Play a card to the trick (rules page §6); an illegal card is refused with the
        engine's reason. ``token`` as for :meth:`act`."""
        return self._card_action("play", card, token)

    def discard(self, card, token=None) -> bool:
        """Three-handed: the bidder, holding the widow, discards one card (rules page §8); three
        in all. Which cards may go is the engine's answer; a card not held, or a discard
        when there is none to make, is refused with the reason. ``token`` as for :meth:`act`."""
        if self.stale(token):
            return False
        g = self.game
        if g.phase is not Phase.DISCARD and not g.is_over:
            if g.rules.widow:
                return self.refuse(ntr(
                    "There is nothing to discard now: the bidder discards {n} card after "
                    "taking the widow and naming trump, and then the discard is over (rules "
                    "page §8).",
                    "There is nothing to discard now: the bidder discards {n} cards after "
                    "taking the widow and naming trump, and then the discard is over (rules "
                    "page §8).", g.rules.widow))
            return self.refuse(tr("These rules ({rules}) have no widow, so there is no "
                                  "discard.", rules=g.rules.name))
        try:
            action = Action("discard", card)
        except PinochleError as err:
            return self.refuse(str(err))
        if g.to_move == self.seat and action.value not in g.view(self.seat).hand:
            return self.refuse(tr("You do not hold {card}, so you cannot discard it: click one "
                                  "of the cards in your hand.", card=action.value))
        return self.act(action, token)

    def surrender(self) -> bool:
        """Go set voluntarily (rules page §5)."""
        return self.act("surrender")

    def play_on(self) -> bool:
        """Decline to surrender and play the hand."""
        return self.act("play on")

    def next_deal(self, token=None) -> bool:
        """Start the next hand once this one is scored (``token`` as for :meth:`act`)."""
        if self.stale(token):
            return False
        if self.game.phase is not Phase.SCORE:
            return self.refuse(tr("The next deal starts once this hand has been scored."))
        return self.act("next deal", token)

    def refuse(self, text: str) -> bool:
        """Show ``text`` as the reason an action was not taken; returns False."""
        self.error, self.info = text, ""
        return False

    def _apply(self, action: Action) -> None:
        """Apply for the seat to move and log what happened; raises PinochleError (state
        unchanged) when the engine refuses."""
        g = self.game
        seat, hand_no, tricks_before, phase = g.to_move, g.hand_number, len(g.tricks), g.phase
        g.apply(action)
        self.token += 1
        self._log(seat, action, phase)
        if phase is Phase.AUCTION and g.phase is not Phase.AUCTION and g.bidder is not None:
            self._log_auction_won()
        if g.hand_number == hand_no and len(g.tricks) > tricks_before:
            names = table_names(self.rules).with_seat(self.seat, tr("You"))
            self.say(describe_trick(g.tricks[-1], g.rules, names))
        if phase is not Phase.SCORE and g.phase in _OVER and \
                g.hand_results and g.hand_results[-1].number == hand_no:
            self.say(tr("Hand {number} is scored.", number=hand_no))

    def _log(self, seat: int, action: Action, phase: Phase) -> None:
        g, k, me = self.game, action.kind, seat == self.seat
        v = {"seat": self.seat_word(seat)}
        if k == "bid":
            self.say(tr("You bid {bid}.", bid=action.value) if me else
                     tr("{seat} bid {bid}.", bid=action.value, **v))
        elif k == "pass" and phase is Phase.AUCTION:
            self.say(tr("You passed.") if me else tr("{seat} passed.", **v))
        elif k == "trump":
            t = {"suit": suit_word(action.value), "symbol": action.value.symbol}
            self.say(tr("You named {suit} ({symbol}) trump.", **t) if me else
                     tr("{seat} named {suit} ({symbol}) trump.", **t, **v))
        elif k == "give":
            receiver = g.bidder if phase is Phase.PASS else g.partner
            if me:
                self.say(tr("You gave {card} to {receiver}.", card=action.value,
                            receiver=self.seat_word(receiver)))
            elif receiver == self.seat:
                self.say(tr("{seat} gave you {card}.", card=action.value, **v))
            else:
                self.say(tr("{seat} passed a card to {receiver}.",
                            receiver=self.seat_word(receiver), **v))
        elif k == "discard":
            # Discards are face down: only the bidder sees them (rules page §8).
            self.say(tr("You discarded {card}.", card=action.value) if me else
                     tr("{seat} discarded a card face down.", **v))
        elif k == "surrender":
            self.say(tr("You surrendered the hand.") if me else
                     tr("{seat} surrendered the hand.", **v))
        elif k == "play on":
            self.say(tr("You chose to play on.") if me else tr("{seat} chose to play on.", **v))
        elif k == "play":
            self.say(tr("You played {card}.", card=action.value) if me else
                     tr("{seat} played {card}.", card=action.value, **v))
        elif k == "next deal":
            self.say(tr("Hand {number}: {dealer} deals.", number=g.hand_number,
                        dealer=self.seat_word(g.dealer)))

    def _log_auction_won(self) -> None:
        g = self.game
        me, v = g.bidder == self.seat, {"seat": self.seat_word(g.bidder), "contract": g.contract}
        if g.auction.forced:
            self.say(tr("Everyone passed, so You (the dealer) holds the contract at {contract} "
                        "(rules page §2).", **v) if me else
                     tr("Everyone passed, so {seat} (the dealer) holds the contract at "
                        "{contract} (rules page §2).", **v))
        else:
            self.say(tr("You won the auction at {contract}.", **v) if me else
                     tr("{seat} won the auction at {contract}.", **v))
        widow = g.view(self.seat).widow
        if widow:
            cards = " ".join(str(c) for c in widow)
            self.say(tr("The widow is turned up for all to see: {cards}. You take it (rules "
                        "page §8).", cards=cards) if me else
                     tr("The widow is turned up for all to see: {cards}. {seat} takes it "
                        "(rules page §8).", cards=cards, **v))

    def say(self, text: str) -> None:
        """Add a sentence to :attr:`events` (the latest 200 are kept)."""
        self.events.append(text)
        if len(self.events) > 200:
            del self.events[:-200]

    def advance(self) -> None:
        """Let the computer players act until the person is to act or the hand is over."""
        g = self.game
        for _guard in range(1000):
            if g.phase in _OVER or g.to_move == self.seat:
                return
            seat = g.to_move
            try:
                self._apply(self.players[seat].choose(g.view(seat)))
            except PinochleError as err:
                # A computer player that chose something illegal: take the first legal action
                # so the game goes on, and say so (a bug in that player, not the person's).
                fallback = g.legal_actions()[0]
                self.error = tr("{seat}'s computer player chose something not allowed "
                                "({error}); it did '{fallback}' instead.",
                                seat=self.seat_word(seat), error=err, fallback=fallback)
                self._apply(fallback)

    def undo(self) -> bool:
        """Take back the person's last action and everything the computer players did after
        it: the game is replayed from its record up to just before that action. Refused
        (with a reason) when the person has not acted yet in this game."""
        if self._busy:
            return False
        history = self.game.history
        mine = [i for i, (s, _a) in enumerate(history) if s == self.seat]
        if not mine:
            return self.refuse(tr("There is nothing of yours to take back yet."))
        # the record cut before the person's last action, with the summary of that point
        self.game = Game.from_record(cut_record(self.game, mine[-1]))
        self.token += 1
        self.error, self.hint_card = "", None
        self.info = tr("Took back your last action: {action}.", action=history[mine[-1]][1])
        self.say(self.info)
        return True

    # --- other settings -----------------------------------------------------------------

    def new_game(self, seed: "int | str") -> bool:
        """Start a new game with deal number ``seed``. A bad number is refused and the
        current game kept."""
        try:
            value = parse_seed(seed)
            game = Game(value, self.rules)
        except PinochleError as err:
            return self.refuse(str(err))
        self.game = game
        self.token += 1
        self._choose_players()
        self.events = [tr("New game ({rules} rules), deal #{seed}. Hand 1: {dealer} deals.",
                          rules=variant_name(self.rules), seed=value,
                          dealer=self.seat_word(game.dealer))]
        self.error = self.info = ""
        self.hint_card = None
        self.advance()
        return True

    def set_rules(self, rules: "RuleSet | str", seed: "int | str") -> bool:
        """Start a new game with deal number ``seed`` under other rules (a :class:`RuleSet`
        or a key of :data:`TABLE_VARIANTS`). The person keeps their seat if the new table
        has it, else sits South; given opponents are replaced by computer players at the
        chosen difficulty. Bad rules or a bad number are refused and the game kept."""
        try:
            new = rules_for(rules)
            value = parse_seed(seed)
        except PinochleError as err:
            return self.refuse(str(err))
        self.rules = new
        if self.seat >= new.players:
            self.seat = 0
        self._given = None
        return self.new_game(value)

    def set_difficulty(self, level: str) -> bool:
        """Switch the computer players to ``level`` now (their seats keep playing on)."""
        try:
            self.difficulty = _check_difficulty(level)
        except PlayTableError as err:
            return self.refuse(str(err))
        self._given = None
        self._choose_players()
        if self.game.phase not in _OVER and self.game.to_move != self.seat and not self._busy:
            self._busy = True  # computers stopped mid-move (see _stopped) play on now
            try:
                self.advance()
            except (KeyboardInterrupt, MemoryError) as err:
                return self._stopped(err)
            finally:
                self._busy = False
            self.token += 1
            self.error = ""
        return True

    def save_record(self, path: "str | os.PathLike | None" = None, *, name: str = "",
                    folder: str = "records") -> str | None:
        """Write the game record (JSON, :meth:`Game.save`) to ``path``, creating the folder.

        Without ``path``, ``name`` must be a plain file name (letters, digits, ``-``, ``_``,
        ``.``), saved inside ``folder``: a student at a shared classroom server cannot write
        anywhere else (no folders, no ``..``), and never over a file this table did not
        write: every student of a class saves into the same folder, so when ``name`` holds
        another record the next free ``<name>-2.json``, ``-3``... is taken (claimed with an
        exclusive create, so two saves at once take one name each) and :attr:`info` says
        so. Saving again overwrites this table's own file. A ``path`` given by code is
        written as asked.

        Returns the path, or None when it could not be written (:attr:`error` says why and
        what is accepted)."""
        example = os.path.join(folder, "game-7.json")
        if path is not None:
            try:
                target = os.fspath(path)
            except TypeError:
                self.refuse(tr("{path} is not a file path: give one, e.g. {example}.",
                               path=repr(path), example=repr(example)))
                return None
            if not target.lower().endswith(".json") and not os.path.isdir(target):
                target += ".json"
            return self._write(target, example)
        name = name.strip() if isinstance(name, str) else ""
        if not name:
            self.refuse(tr("Type a file name to save the record to, e.g. game-7.json."))
            return None
        shown = shown_text(name, _SHOWN_NAME)  # a long name cut, as the number boxes do
        if len(name) > _LONGEST_NAME:
            self.refuse(ntr(
                "{name} has {n} character: a file name may have at most {most}, e.g. "
                "game-7.json.",
                "{name} has {n} characters: a file name may have at most {most}, e.g. "
                "game-7.json.", len(name), name=shown, most=_LONGEST_NAME))
            return None
        if not _SAFE_NAME.fullmatch(name) or name.startswith("."):
            self.refuse(tr(
                "{name} is not a plain file name: use the letters a-z and A-Z (no accents), "
                "digits, '-', '_' and '.', e.g. game-7.json. Records are always saved in the "
                "{folder} folder.",
                name=shown, folder=repr(folder)))
            return None
        if not name.lower().endswith(".json"):
            name += ".json"
        try:
            os.makedirs(folder, exist_ok=True)
            target = self._claim(folder, name)
        except OSError as err:
            self.refuse(tr("Could not save the record in the folder {folder}: {why}.",
                           folder=repr(folder), why=err.strerror or err))
            return None
        written = self._write(target, example)
        if written is None and target not in self._saved:
            _remove(target)  # the name claimed for nothing
        if written and os.path.basename(target) != name:
            self.info = tr("{taken} already holds another record, so this one was saved as "
                           "{saved}. ", taken=os.path.join(folder, name),
                           saved=os.path.basename(target)) + self.info
        return written

    def _claim(self, folder: str, name: str) -> str:
        """The path in ``folder`` to save ``name`` to: this table's own earlier file of that
        name, or the first of ``name``, ``<stem>-2.json``, ... that no file holds, created
        empty at once (``O_EXCL``) so that no other save takes it. Raises OSError."""
        stem = name[:-len(".json")]
        for n in range(1, 10_000):
            target = os.path.join(folder, name if n == 1 else f"{stem}-{n}.json")
            if target in self._saved:
                return target
            try:
                os.close(os.open(target, os.O_CREAT | os.O_EXCL | os.O_WRONLY, 0o644))
            except FileExistsError:
                continue
            return target
        raise FileExistsError(f"every name from {name} to {stem}-9999.json is taken")

    def _write(self, target: str, example: str) -> str | None:
        """Game.save to ``target``; a sentence (and None) when it cannot be written."""
        if os.path.isdir(target):
            self.refuse(tr("Could not save the record to {target}: it is a folder. Give a "
                           "file name, e.g. {example}.", target=target, example=repr(example)))
            return None
        try:
            directory = os.path.dirname(target)
            if directory:
                os.makedirs(directory, exist_ok=True)
            self.game.save(target)
        except (OSError, PinochleError) as err:
            why = getattr(err, "strerror", None) or err
            self.refuse(tr("Could not save the record to {target}: {why}. Give a file path "
                           "in a folder that can be written, e.g. {example}.", target=target,
                           why=why, example=repr(example)))
            return None
        self._saved.add(target)
        self.error = ""
        self.info = ntr("Saved the game record ({n} action) to {target}. The trick "
                        "walkthrough's Load record opens it: download it to keep it on your "
                        "own device.",
                        "Saved the game record ({n} actions) to {target}. The trick "
                        "walkthrough's Load record opens it: download it to keep it on your "
                        "own device.", len(self.game.history), target=target)
        return target

    def hint(self) -> str | None:
        """What a strong player would do now and why (:func:`pinochle_teach.players.hint`,
        from the person's view only); sets :attr:`info` and :attr:`hint_card`. None (with a
        reason) when it is not the person's turn."""
        g = self.game
        if g.to_move != self.seat or g.phase in _OVER:
            self.refuse(tr("A hint is for when it is your turn."))
            return None
        try:
            found = find_hint(g.view(self.seat))
        except PinochleError as err:
            self.refuse(str(err))
            return None
        text = str(found)
        self.error, self.info = "", tr("Hint: {hint}", hint=text)
        if found.action.kind in ("play", "give", "discard"):
            self.hint_card = found.action.value
        return text
