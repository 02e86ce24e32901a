"""PlayTable: a person plays one seat of a whole game against the computer players.

The table plays every variant the engine knows (RULES.md §8): four-hand partnership (the
default, post-1945 play, the double deck with 20-card hands) and three-handed auction Pinochle,
where each player is for themselves and the bidder takes the 3-card widow and discards three.
Seats and sides are named by :func:`~pinochle_teach.widgets.common.seat_names` and
:func:`~pinochle_teach.widgets.common.side_names`.

Everything the table shows or allows comes from the engine: :meth:`Game.legal_actions`
(what may be done now: bids, trump, cards to give, surrender, cards to play), :meth:`Game.apply`
(which refuses an illegal action with the rule's explanation and changes nothing),
:meth:`Game.view` (what the person's seat may see: its own hand, the table and the melds laid
down), :func:`pinochle_teach.explain_play` (why a card may not be played, RULES.md §6) and the
:class:`~pinochle_teach.game.HandResult` of each hand (RULES.md §5, §7). The widget holds
only view state and redraws it all in :meth:`PlayTable.refresh`.

Computer players act at once, in the same call as the person's action (no threads, no
sleeping, so the table also runs in Pyodide); the last completed trick stays on the table
until the person acts again, so they can see what happened.

>>> table = PlayTable(seed=7, seat=0, difficulty="easy")
>>> table.game.to_move == 0 or table.game.phase.value in ("score", "game over")
True
"""

from __future__ import annotations

import html
import os
import re
from collections.abc import Iterable, Mapping, Sequence

import ipywidgets as widgets

from ..cards import Card, Suit, sort_hand
from ..errors import PinochleError
from ..game import Action, Game, Phase, TrickRecord
from ..meld import best_meld
from ..rules import CARDGAMES_IO, DOUBLE_DECK, POST_1945, THREE_HANDED, RuleSet
from ..svg import (CARD_HEIGHT, CARD_WIDTH, PALETTES, UnknownPaletteError, card_svg, hand_svg,
                   meld_html)
from ..tricks import trick_points, trick_winner
from .common import SEAT_NAMES, message_html, parse_seed, seat_names, side_names, side_of
from .controls import Button
from .hand import HandView, trick_choices
from .render import close_all
from .scoresheet import Html, ScoreSheet, number, side_names_in, signed

#: What the "File" box accepts: a plain file name, saved inside the table's record folder.
_SAFE_NAME = re.compile(r"[A-Za-z0-9_.-]{1,100}")

__all__ = ["PlayTable", "DIFFICULTIES", "TABLE_SIZES", "TABLE_VARIANTS", "computer_players",
           "trick_html", "PlayTableError", "Html"]

#: Difficulty -> the computer player class (in :mod:`pinochle_teach.players`) it asks for.
#: A class that does not exist yet falls back to the next easier one.
DIFFICULTIES: dict[str, str] = {
    "easy": "RandomPlayer",
    "normal": "HeuristicPlayer",
    "hard": "MonteCarloPlayer",
}

#: Card sizes offered: (label, scale). 1.6 and more reads on a projector.
TABLE_SIZES: tuple[tuple[str, float], ...] = (("Normal", 1.0), ("Classroom", 1.6))

#: The rule sets the table's "Rules" picker offers: (label, key, RuleSet). ``PlayTable``'s
#: ``rules`` argument also accepts a key. RULES.md §1-7 and §8.
TABLE_VARIANTS: tuple[tuple[str, str, RuleSet], ...] = (
    ("Four players, partners (default)", "default", CARDGAMES_IO),
    ("Three-handed, each for themselves", "three-handed", THREE_HANDED),
    ("Double deck, 80 cards", "double-deck", DOUBLE_DECK),
    ("Four players, post-1945 play", "post-1945", POST_1945),
)

#: Short names for the status line ("Three-handed rules").
_SHORT_NAMES = {"default": "Four-hand partnership", "three-handed": "Three-handed",
                "double-deck": "Double deck", "post-1945": "Post-1945"}

_SUITS = tuple(Suit)


def variant_name(rules: RuleSet) -> str:
    """A short name for ``rules``: "Three-handed", "Double deck", … for the variants of
    :data:`TABLE_VARIANTS`, else the rule set's own ``name``."""
    for _label, key, rs in TABLE_VARIANTS:
        if rs == rules:
            return _SHORT_NAMES[key]
    return rules.name


class PlayTableError(PinochleError):
    """A table setting that cannot be used (seat, opponents, difficulty, rules)."""


# ---------------------------------------------------------------------------------------
# Helpers shared with the walkthrough.

def rules_for(rules: "RuleSet | str") -> RuleSet:
    """A :class:`RuleSet`, or the key of one of :data:`TABLE_VARIANTS` (``"default"``,
    ``"three-handed"``, ``"double-deck"``, ``"post-1945"``).

    Raises:
        PlayTableError: for another key or a rule set the table cannot seat (3 or 4 players
            are accepted).
    """
    if isinstance(rules, str):
        for _label, key, rs in TABLE_VARIANTS:
            if rules.strip().lower() == key:
                rules = rs
                break
        else:
            raise PlayTableError(
                f"unknown rules {rules!r}: use a RuleSet or one of "
                f"{', '.join(repr(k) for _, k, _ in TABLE_VARIANTS)}")
    if not isinstance(rules, RuleSet):
        raise PlayTableError(f"rules must be a RuleSet or a variant name, got "
                             f"{type(rules).__name__}")
    try:
        seat_names(rules)
    except PinochleError as err:
        raise PlayTableError(f"the table cannot seat {rules.name!r}: {err}") from None
    return rules


def _esc(text) -> str:
    return html.escape(str(text))




def computer_players(difficulty: str, seats: Iterable[int], seed: int = 0
                     ) -> tuple[dict[int, object], str, str]:
    """Computer players for ``seats`` at a difficulty (``"easy"``, ``"normal"``, ``"hard"``).

    The player classes are looked up in :mod:`pinochle_teach.players` when called; a
    difficulty whose class does not exist yet falls back to an easier one (the random player
    always exists). Each player is seeded from ``seed`` and its seat, so a game replays the
    same way.

    Returns:
        ``(players, level, note)``: ``{seat: player}``, the difficulty actually used, and a
        sentence saying so when it is not the one asked for (else "").

    Raises:
        PlayTableError: for an unknown difficulty.
    """
    if difficulty not in DIFFICULTIES:
        raise PlayTableError(
            f"unknown difficulty {difficulty!r}: use one of {', '.join(DIFFICULTIES)}")
    from .. import players as module

    levels = list(DIFFICULTIES)
    for level in reversed(levels[: levels.index(difficulty) + 1]):
        cls = getattr(module, DIFFICULTIES[level], None)
        if cls is None:
            continue
        out = {}
        for seat in seats:
            try:
                out[seat] = cls(seed=seed * 4 + seat + 1)
            except TypeError:
                out[seat] = cls()
        note = "" if level == difficulty else (
            f"The {difficulty} computer player ({DIFFICULTIES[difficulty]}) is not available "
            f"yet, so the computer plays at the {level} level.")
        return out, level, note
    raise PlayTableError("no computer player is available")  # pragma: no cover


def trick_html(cards: Sequence[Card], leader: int, *, bottom: int = 0, winner: int | None = None,
               to_move: int | None = None, palette: str = "classic", size: float = 1.0,
               names: Sequence[str] = SEAT_NAMES, title: str = "", caption: str = "",
               label: str = "") -> str:
    """The cards of one trick laid out around a compass, as at a table.

    ``bottom`` is the seat drawn at the bottom (the viewer); the next seat clockwise is on
    the left, the partner at the top, the last on the right. With three seats (``names``
    of length 3, RULES.md §8) the top stays empty: left, then right. The winning card (``winner``,
    an index into ``cards`` from :func:`pinochle_teach.trick_winner`) is outlined and
    badged "winning" (or "won" when the trick is complete). An empty place shows who is to
    play there.

    Args:
        cards: the cards played so far, lead first (0 up to one per seat).
        leader: the seat that led (0..3, or 0..2 with three seats).
        names: the seat names to print, one per seat (3 or 4).

    Returns:
        an HTML ``<div role="group">``, deterministic.
    """
    n = len(names)
    complete = len(cards) == n
    w, h = CARD_WIDTH * size, CARD_HEIGHT * size
    font = round(12 * max(size, 1))
    places = "blr" if n == 3 else "bltr"
    areas = {(bottom + k) % n: places[k] for k in range(n)}
    cells = []
    for seat in range(n):
        i = (seat - leader) % n
        name = _esc(names[seat])
        if i < len(cards):
            card = cards[i]
            win = winner == i
            svg = card_svg(card, size=size, palette=palette,
                           highlight="selected" if win else None,
                           badge=("won" if complete else "winning") if win else None)
            note = " led" if i == 0 else ""
            body = svg
        else:
            note = ""
            text = "to play" if seat == to_move else ""
            body = (f'<div style="width:{w:.0f}px;height:{h:.0f}px;border:2px dashed #bbb;'
                    f'border-radius:6px;box-sizing:border-box;display:flex;align-items:center;'
                    f'justify-content:center;color:#555;font-size:{font}px;text-align:center">'
                    f"{text}</div>")
        cells.append(
            f'<div style="grid-area:{areas[seat]};display:flex;flex-direction:column;'
            f'align-items:center;gap:2px">'
            f'<div style="font-size:{font}px;white-space:nowrap"><b>{name}</b>{note}</div>'
            f"{body}</div>")
    head = (f'<div style="font-weight:bold;font-size:{font + 1}px;margin-bottom:4px">'
            f"{_esc(title)}</div>" if title else "")
    foot = (f'<div style="font-size:{font}px;margin-top:4px;max-width:{3 * w + 40:.0f}px">'
            f"{_esc(caption)}</div>" if caption else "")
    label = label or (title or "Trick")
    return (f'<div role="group" aria-label="{_esc(label)}" class="pt-trick" '
            f'style="display:inline-block;padding:6px 10px;border:1px solid #c8c8c8;'
            f'border-radius:10px;background:#f4f8f4">{head}'
            f'<div style="display:grid;grid-template-areas:\'. t .\' \'l . r\' \'. b .\';'
            f'gap:2px 8px;justify-items:center;align-items:center">{"".join(cells)}'
            f'<div style="grid-area:2 / 2;width:{w * 0.6:.0f}px"></div></div>{foot}</div>')


def describe_trick(rec: TrickRecord, rules: RuleSet, names: Sequence[str] = SEAT_NAMES,
                   last: bool = False) -> str:
    """"East won the trick: 20 points." plus, on the last trick, the bonus in its own words
    (RULES.md §7); the numbers come from the record and :func:`trick_points`."""
    counters = trick_points(rec.cards, rules)
    text = f"{names[rec.winner]} won the trick: {rec.points} point{'s' if rec.points != 1 else ''}"
    bonus = rec.points - counters
    if last and bonus:
        text += f" ({counters} in counters + {bonus} for the last trick, §7)"
    return text + "."


def _button(description: str, tooltip: str = "", style: str = "", width: str = "auto", *,
            value=None, token=None) -> Button:
    return Button(description=description, tooltip=tooltip or description,
                  button_style=style, layout=widgets.Layout(width=width), value=value,
                  token=token)


# ---------------------------------------------------------------------------------------

class PlayTable(widgets.VBox):
    """A whole game of Pinochle: the person plays ``seat``, the computer the other seats.

    The person bids (a button per legal bid, and Pass), names trump (four suit buttons, each
    showing the meld that trump would give), passes cards (click four cards one at a time),
    or, three-handed, sees the widow turned up when the auction ends and, as the bidder,
    discards three cards by clicking them (they count for the bidder, RULES.md §8),
    sees every seat's meld highlighted, may surrender when the rules allow it (§5),
    plays tricks (the legal cards are clickable; the others are dimmed and their tooltip
    gives the engine's reason, §6), and sees each hand's score with the engine's reasons and
    a running :class:`~pinochle_teach.widgets.scoresheet.ScoreSheet` (§7).

    Args:
        seed: the game's deal number (0..999,999,999): the same seed, seat and opponents
            always give the same game.
        seat: the person's seat, 0..3 (0..2 three-handed; 0 = South). It is drawn at the
            bottom.
        rules: the :class:`RuleSet` (default ``CARDGAMES_IO``) for 3 or 4 players, or a key
            of :data:`TABLE_VARIANTS` (``"three-handed"``, ``"double-deck"``, …). The
            table's "Rules" picker starts a new game under another variant.
        opponents: ``None`` (computer players chosen by ``difficulty``), or players with a
            ``choose(view) -> Action`` method: a mapping ``{seat: player}`` for the other
            seats, a sequence with one player per other seat (the seats after ``seat``,
            clockwise) or with one per seat (the entry for ``seat`` is ignored).
        difficulty: ``"easy"`` (random), ``"normal"`` (heuristic) or ``"hard"`` (Monte
            Carlo); a level whose player does not exist yet falls back to an easier one.
        palette: a key of :data:`pinochle_teach.svg.PALETTES`.
        size: card scale (1.0 normal; 1.6 "classroom" for a projector).
        game: start from this :class:`Game` instead of a new one (used by "play from here"
            in the walkthrough); ``seed`` is then ignored. The table plays on this object.
        record_dir: the folder "Save record" writes to by default (``records``).
        show_all: classroom mode for a teacher at a projector: every seat's cards are drawn
            face up (a "Show all hands" switch on the table toggles it).

    Raises:
        PlayTableError, InvalidSeedError, UnknownPaletteError, InvalidDrawingError: for bad
        arguments. Actions (clicks and the methods below) never raise: a refused action
        shows the engine's reason in the widget and leaves the game unchanged.

    Attributes: ``game``, ``seat``, ``players`` ({seat: player}), ``level`` (the difficulty
    in use), ``events`` (what happened, as sentences), ``hand_view`` (the person's
    :class:`HandView`), ``action_buttons`` (the current bid/trump/… buttons), ``scoresheet``,
    ``message`` (class ``pt-message``), ``seed_box``, ``new_game_button``, ``save_button``,
    ``file_box``, ``difficulty_picker``, ``rules_picker``, ``hint_button``, ``seat_views``
    (``{"left"|"top"|"right": HTML}``; three-handed, "top" shows the widow).
    """

    def __init__(self, seed: "int | str" = 0, seat: int = 0,
                 rules: "RuleSet | str" = CARDGAMES_IO, opponents=None, *,
                 difficulty: str = "normal", palette: str = "classic", size: float = 1.0,
                 game: Game | None = None, record_dir: str = "records", show_all: bool = False):
        if game is not None:
            if not isinstance(game, Game):
                raise PlayTableError(f"game must be a Game, got {type(game).__name__}")
            rules = game.rules
        rules = rules_for(rules)
        n = rules.players
        if isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat < n:
            raise PlayTableError(f"seat must be 0..{n - 1} (0 = South), got {seat!r}")
        if palette not in PALETTES:
            raise UnknownPaletteError(
                f"unknown palette {palette!r}: use one of {', '.join(repr(k) for k in PALETTES)}")
        card_svg("AS", size=size)  # InvalidDrawingError for a bad size
        if difficulty not in DIFFICULTIES:
            raise PlayTableError(
                f"unknown difficulty {difficulty!r}: use one of {', '.join(DIFFICULTIES)}")
        self.rules = rules
        self.seat = seat
        self.palette = palette
        self.size = float(size)
        self.difficulty = difficulty
        self.record_dir = record_dir
        self.show_all = bool(show_all)
        self.game = game if game is not None else Game(parse_seed(seed), rules)
        self._given = self._check_opponents(opponents) if opponents is not None else None
        self.players: dict[int, object] = {}
        self.level = difficulty
        self._level_note = ""
        self._choose_players()
        self.events: list[str] = []
        self.token = 0  # counts the changes of the game: a button carries the one it was drawn for
        self._busy = False
        self._error = ""
        self._info = ""
        self._meld_hand = None  # the hand number whose meld panel was opened automatically
        self._hint = self._find_hint()
        self._hint_card = None  # the card the last hint recommends, outlined until the next move

        # --- controls ---------------------------------------------------------------
        self.seed_box = widgets.Text(
            value=str(self.game.seed), description="Deal #", placeholder="e.g. 7",
            tooltip="A deal number from 0 to 999,999,999: the same number gives the same "
                    "game. Press Enter to start it.",
            style={"description_width": "auto"}, layout=widgets.Layout(width="170px"))
        self.new_game_button = _button("New game", "Start a new game with this deal number",
                                       "primary")
        self.difficulty_picker = widgets.Dropdown(
            options=[("Easy (random)", "easy"), ("Normal (heuristic)", "normal"),
                     ("Hard (Monte Carlo)", "hard")],
            value=difficulty, description="Computer", style={"description_width": "auto"},
            layout=widgets.Layout(width="240px"))
        variants = [(label, key) for label, key, _ in TABLE_VARIANTS]
        self._variant_rules = {key: rs for _, key, rs in TABLE_VARIANTS}
        current = next((key for _, key, rs in TABLE_VARIANTS if rs == rules), None)
        if current is None:
            current = "custom"
            variants.append((f"{rules.name} ({rules.players} players)", current))
            self._variant_rules[current] = rules
        self.rules_picker = widgets.Dropdown(
            options=variants, value=current, description="Rules",
            tooltip="Choosing other rules starts a new game with the deal number in the box",
            style={"description_width": "auto"}, layout=widgets.Layout(width="320px"))
        self.palette_picker = widgets.Dropdown(
            options=[(name.capitalize(), name) for name in PALETTES], value=palette,
            description="Colours", style={"description_width": "auto"},
            layout=widgets.Layout(width="200px"))
        self.size_picker = widgets.ToggleButtons(
            options=TABLE_SIZES, value=min((v for _, v in TABLE_SIZES),
                                           key=lambda v: abs(v - self.size)),
            description="Cards", tooltips=["Normal cards", "Large cards for a projector"],
            style={"button_width": "auto", "description_width": "auto"})
        self.file_box = widgets.Text(
            value=self._default_name(), description="File",
            tooltip=f"The record's file name; records are saved in the {record_dir!r} folder",
            style={"description_width": "auto"},
            layout=widgets.Layout(width="260px"))
        self.save_button = _button("Save record", "Save this game as a JSON record that the "
                                   "trick walkthrough can load")
        self.hint_button = _button("Hint", "What would a strong player do here, and why?")
        self.show_all_box = widgets.Checkbox(
            value=self.show_all, description="Show all hands (teacher)", indent=False,
            tooltip="Classroom mode: draw every seat's cards face up",
            layout=widgets.Layout(width="auto"))
        self.show_all_box.observe(self._on_show_all, names="value")
        if self._hint is None:
            self.hint_button.layout.display = "none"

        # Enter in the deal box starts the game, as the button does. The box keeps sending
        # every keystroke (so "Rules" and "New game" always read the number on screen) and
        # the browser's Enter arrives as the Text widget's "submit" message. ipywidgets 8
        # deprecates Text.on_submit in favour of continuous_update=False + observe, but that
        # would start a game whenever the box loses focus and leave the kernel with the old
        # number when the rules are changed straight after typing; so the message is read
        # directly (tests/browser/test_table_page.py presses Enter in Chromium).
        self.seed_box.on_msg(self._on_seed_box_msg)
        self.new_game_button.on_click(lambda _b: self.new_game())
        self.difficulty_picker.observe(lambda ch: self.set_difficulty(ch["new"]), names="value")
        self.rules_picker.observe(self._on_rules, names="value")
        self.palette_picker.observe(self._on_palette, names="value")
        self.size_picker.observe(self._on_size, names="value")
        self.save_button.on_click(lambda _b: self.save_record())
        self.hint_button.on_click(lambda _b: self.show_hint())

        row = widgets.Layout(flex_flow="row wrap", align_items="center", grid_gap="4px 12px")
        controls = widgets.VBox([
            widgets.HBox([self.seed_box, self.new_game_button, self.rules_picker,
                          self.difficulty_picker, self.hint_button], layout=row),
            widgets.HBox([self.palette_picker, self.size_picker, self.show_all_box,
                          self.file_box, self.save_button], layout=row),
        ], layout=widgets.Layout(grid_gap="4px", margin="0 0 4px 0"))

        # --- table ------------------------------------------------------------------
        self.status = Html()
        self.status.add_class("pt-status")
        self.prompt = Html()
        self.prompt.add_class("pt-prompt")
        self.message = Html()
        self.message.add_class("pt-message")
        self.seat_views = {pos: Html() for pos in ("left", "top", "right")}
        self.centre = Html()
        self.last_trick_view = Html()
        self.action_buttons: list[widgets.Button] = []
        self.actions = widgets.HBox(layout=widgets.Layout(flex_flow="row wrap", grid_gap="6px",
                                                          align_items="center"))
        self.hand_view = HandView((), palette=palette, size=self.size, title="Your hand")
        self.result_view = Html()
        self.meld_views = Html()
        self.meld_panel = widgets.Accordion(children=[self.meld_views])
        self.meld_panel.set_title(0, "Meld")
        self.meld_panel.selected_index = None
        self.log_view = Html()
        self.scoresheet = ScoreSheet(self.game)

        # The table as seen from the person's seat: partner at the top, the next seat
        # clockwise on the left, the last on the right, the trick in the middle and the last
        # completed trick in the top-left corner. Three-handed, the widow takes the top.
        areas = {"top": "top", "left": "left", "right": "right"}
        for pos, view in self.seat_views.items():
            view.layout.grid_area = areas[pos]
        self.centre.layout.grid_area = "centre"
        self.last_trick_view.layout.grid_area = "last"
        table = widgets.GridBox(
            [self.last_trick_view, self.seat_views["top"], self.seat_views["left"],
             self.centre, self.seat_views["right"]],
            layout=widgets.Layout(
                grid_template_areas='"last top ." "left centre right"',
                grid_template_columns="1fr auto 1fr", justify_items="center",
                align_items="center", grid_gap="6px 12px", padding="8px",
                border="1px solid #b9c9b9", margin="4px 0"))
        table.add_class("pt-table")
        super().__init__(
            [controls, self.status, self.message, table, self.prompt, self.actions,
             self.hand_view, self.result_view, self.meld_panel, self.log_view,
             self.scoresheet],
            layout=widgets.Layout(grid_gap="4px"))
        self.add_class("pt-playtable")
        self._advance()
        self.refresh()

    @classmethod
    def from_game(cls, game: Game, seat: int = 0, **kwargs) -> "PlayTable":
        """A table that plays on from ``game`` (any phase); see :class:`PlayTable`."""
        return cls(seat=seat, game=game, **kwargs)

    # --- players --------------------------------------------------------------------

    @property
    def seats(self) -> int:
        """The number of seats at the table (3 or 4)."""
        return self.rules.players

    def _others(self) -> list[int]:
        n = self.seats
        return [(self.seat + k) % n for k in range(1, n)]

    def _check_opponents(self, opponents) -> dict[int, object]:
        others = self._others()
        if isinstance(opponents, Mapping):
            out = {s: opponents.get(s) for s in others}
        elif isinstance(opponents, Sequence) and not isinstance(opponents, str):
            n = self.seats
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
                f"opponents must be None, {{seat: player}}, or a list of {self.seats - 1} or "
                f"{self.seats} players")
        bad = [s for s, p in out.items() if not callable(getattr(p, "choose", None))]
        if bad:
            raise PlayTableError(
                f"seat {bad[0]} ({self.seat_name(bad[0])}) needs a player with a choose(view) "
                f"method")
        return out

    def _choose_players(self) -> None:
        if self._given is not None:
            self.players, self.level, self._level_note = dict(self._given), "custom", ""
            return
        self.players, self.level, self._level_note = computer_players(
            self.difficulty, self._others(), self.game.seed)

    @staticmethod
    def _find_hint():
        from .. import players as module

        return getattr(module, "hint", None)

    # --- names ----------------------------------------------------------------------

    def seat_name(self, seat: int) -> str:
        """The seat's name at this table ("South", "West", "North"/"East"; common.seat_names)."""
        return seat_names(self.rules)[seat]

    def side_name(self, side: int) -> str:
        """The name of a scoring side: a team ("South–North") with partners, else a seat."""
        return side_names(self.rules)[side]

    def _side_wins(self, side: int) -> str:
        """"South–North win" / "East wins" / "You win"."""
        if not self.rules.partnership:
            return "You win" if side == self.seat else f"{self.side_name(side)} wins"
        return f"{self.side_name(side)} win"

    def name(self, seat: int) -> str:
        """"You" for the person's seat, else the seat name."""
        return "You" if seat == self.seat else self.seat_name(seat)

    def _names(self) -> list[str]:
        return [f"{self.seat_name(s)} (you)" if s == self.seat else self.seat_name(s)
                for s in range(self.seats)]

    def _default_name(self) -> str:
        return f"game-{self.game.seed}.json"

    def _default_path(self) -> str:
        return os.path.join(self.record_dir, self._default_name())

    # --- acting ---------------------------------------------------------------------

    def act(self, action: "Action | str", token=None) -> bool:
        """Take ``action`` (an :class:`Action` or its text, e.g. ``"bid 260"``, ``"play QS"``)
        for the person's seat, then let the computer players act until the person is to act
        again or the hand is scored.

        ``token``: ``None`` (act now), or the :attr:`token` of the game state the action was
        chosen on (buttons pass theirs); an action whose token is no longer current (a
        double-click, a click that arrives after the computer players moved) is ignored:
        nothing changes and nothing is shown. An action while the table is still busy with
        the previous one is ignored too.

        Returns:
            True if the action was taken; False if it was refused (the widget then shows the
            engine's reason and the game is unchanged) or ignored.
        """
        if self._busy or (token is not None and token != self.token):
            return False
        self._busy = True
        try:
            return self._act(action)
        finally:
            self._busy = False

    def _act(self, action: "Action | str") -> bool:
        g = self.game
        if g.is_over:
            return self._refuse("The game is over: start a new game.")
        if g.phase is not Phase.SCORE and g.to_move != self.seat:
            return self._refuse(f"It is {self.seat_name(g.to_move)}'s turn, not yours.")
        try:
            a = Action.parse(action, self.rules)
            self._apply(a)
        except PinochleError as err:
            return self._refuse(str(getattr(err, "reason", None) or err))
        self._error = ""
        self._info = ""
        self._hint_card = None
        if self.level == "hard" and self.game.to_move not in (None, self.seat):
            # Monte Carlo players take a moment: say so first (the message reaches the page
            # before the handler returns).
            self._prompt("The computer players are thinking…")
            self._set_actions([])
        self._advance()
        self.refresh()
        return True

    def bid(self, points: int) -> bool:
        """Bid ``points`` (see :meth:`act`; RULES.md §2)."""
        return self.act(Action("bid", points) if isinstance(points, int) else f"bid {points}")

    def pass_(self) -> bool:
        """Pass in the auction (final, RULES.md §2)."""
        return self.act("pass")

    def name_trump(self, suit: "Suit | str") -> bool:
        """Name trump (RULES.md §3)."""
        try:
            return self.act(Action("trump", suit))
        except PinochleError as err:
            return self._refuse(str(err))

    def give(self, card, token=None) -> bool:
        """Give one card in the pass (RULES.md §3); ``token`` as for :meth:`act`."""
        if token is not None and token != self.token:
            return False
        try:
            return self.act(Action("give", card), token)
        except PinochleError as err:
            return self._refuse(str(err))

    def discard(self, card, token=None) -> bool:
        """Three-handed: the bidder, holding the widow, discards one card (RULES.md §8); three
        in all, one click each. Which cards may go is the engine's answer
        (:meth:`Game.legal_actions`); a card not held, or a discard when there is none to
        make, shows why and changes nothing. ``token`` as for :meth:`act`."""
        if self._busy or (token is not None and token != self.token):
            return False
        g = self.game
        if g.phase is not Phase.DISCARD and not g.is_over:
            if g.rules.widow:
                return self._refuse(
                    f"There is nothing to discard now: the bidder discards "
                    f"{g.rules.widow} cards after taking the widow and naming trump, "
                    f"and then the discard is over (§8).")
            return self._refuse(f"These rules ({g.rules.name}) have no widow, so there is no "
                                f"discard.")
        try:
            action = Action("discard", card)
        except PinochleError as err:
            return self._refuse(str(err))
        if g.to_move == self.seat and action.value not in g.view(self.seat).hand:
            return self._refuse(f"You do not hold {action.value}, so you cannot discard it: "
                                f"click one of the cards in your hand.")
        return self.act(action, token)

    def play(self, card, token=None) -> bool:
        """Play a card to the trick (RULES.md §6); an illegal card shows why and changes
        nothing. ``token`` as for :meth:`act`."""
        if token is not None and token != self.token:
            return False
        try:
            return self.act(Action("play", card), token)
        except PinochleError as err:
            return self._refuse(str(err))

    def surrender(self) -> bool:
        """Go set voluntarily (RULES.md §5)."""
        return self.act("surrender")

    def play_on(self) -> bool:
        """Decline to surrender and play the hand."""
        return self.act("play on")

    def next_deal(self, token=None) -> bool:
        """Start the next hand once this one is scored (``token`` as for :meth:`act`)."""
        if token is not None and token != self.token:
            return False
        if self.game.phase is not Phase.SCORE:
            return self._refuse("The next deal starts once this hand has been scored.")
        return self.act("next deal", token)

    def _refuse(self, text: str) -> bool:
        self._error = text
        self._info = ""
        self.message.value = message_html(text)
        return False

    def _apply(self, action: Action) -> None:
        """Apply for the seat to move and write what happened in the log; raises
        PinochleError (state unchanged) when the engine refuses."""
        g = self.game
        seat = g.to_move
        hand_no = g.hand_number
        tricks_before = len(g.tricks)
        was_auction = g.phase is Phase.AUCTION
        phase = g.phase
        g.apply(action)
        self.token += 1
        who = self.name(seat)
        k = action.kind
        if k == "bid":
            self._say(f"{who} bid {action.value}.")
        elif k == "pass" and phase is Phase.AUCTION:
            self._say(f"{who} passed.")
        elif k == "trump":
            self._say(f"{who} named {action.value.plural} ({action.value.symbol}) trump.")
        elif k == "give":
            receiver = g.bidder if phase is Phase.PASS else g.partner
            if seat == self.seat:
                self._say(f"You gave {action.value} to {self.seat_name(receiver)}.")
            elif receiver == self.seat:
                self._say(f"{who} gave you {action.value}.")
            else:
                self._say(f"{who} passed a card to {self.seat_name(receiver)}.")
        elif k == "discard":
            # Discards are face down: only the bidder sees them (RULES.md §8).
            if seat == self.seat:
                self._say(f"You discarded {action.value}.")
            else:
                self._say(f"{who} discarded a card face down.")
        elif k == "surrender":
            self._say(f"{who} surrendered the hand.")
        elif k == "play on":
            self._say(f"{who} chose to play on.")
        elif k == "play":
            self._say(f"{who} played {action.value}.")
        elif k == "next deal":
            self._say(f"Hand {g.hand_number}: {self.seat_name(g.dealer)} deals.")
        if was_auction and g.phase is not Phase.AUCTION and g.bidder is not None:
            if g.auction.forced:
                self._say(f"Everyone passed, so {self.name(g.bidder)} (the dealer) "
                          f"holds the contract at {g.contract} (§2).")
            else:
                self._say(f"{self.name(g.bidder)} won the auction at {g.contract}.")
            widow = g.view(self.seat).widow
            if widow:
                took = "You take" if g.bidder == self.seat else f"{self.name(g.bidder)} takes"
                self._say(f"The widow is turned up for all to see: "
                          f"{' '.join(str(c) for c in widow)}. {took} it (§8).")
        if g.hand_number == hand_no and len(g.tricks) > tricks_before:
            rec = g.tricks[-1]
            self._say(describe_trick(rec, g.rules, [self.name(s) for s in range(self.seats)],
                                     last=g.phase in (Phase.SCORE, Phase.GAME_OVER)))
        if phase is not Phase.SCORE and g.phase in (Phase.SCORE, Phase.GAME_OVER) and \
                g.hand_results and g.hand_results[-1].number == hand_no:
            self._say(f"Hand {hand_no} is scored.")

    def _say(self, text: str) -> None:
        self.events.append(text)
        if len(self.events) > 200:
            del self.events[:-200]

    def _advance(self) -> None:
        """Let the computer players act until the person is to act or the hand is over."""
        g = self.game
        guard = 0
        while (g.phase not in (Phase.SCORE, Phase.GAME_OVER) and g.to_move != self.seat
               and guard < 1000):
            guard += 1
            seat = g.to_move
            player = self.players[seat]
            try:
                action = player.choose(g.view(seat))
                self._apply(action)
            except PinochleError as err:
                # A computer player that chose something illegal: take the first legal action
                # so the game goes on, and say so (a bug in that player, not the person's).
                fallback = g.legal_actions()[0]
                self._error = (f"{self.seat_name(seat)}'s computer player chose something not "
                               f"allowed ({err}); it did '{fallback}' instead.")
                self._apply(fallback)

    # --- other controls -------------------------------------------------------------

    def new_game(self, seed: "int | str | None" = None) -> bool:
        """Start a new game with deal number ``seed`` (default: the seed box). A bad number
        shows a message and keeps the current game."""
        try:
            value = parse_seed(self.seed_box.value if seed is None else seed)
            game = Game(value, self.rules)
        except PinochleError as err:
            return self._refuse(str(err))
        self.game = game
        self.token += 1
        self._choose_players()
        self.events = [f"New game ({variant_name(self.rules)} rules), deal #{value}. Hand 1: "
                       f"{self.seat_name(game.dealer)} deals."]
        self._error = self._info = ""
        self._hint_card = None
        self._meld_hand = None
        self.meld_panel.selected_index = None
        if self.seed_box.value.strip() != str(value):
            self.seed_box.value = str(value)
        self.file_box.value = self._default_name()
        self._advance()
        self.refresh()
        return True

    def _on_seed_box_msg(self, _widget, content, _buffers) -> None:
        if isinstance(content, dict) and content.get("event") == "submit":
            self.new_game()

    def set_rules(self, rules: "RuleSet | str") -> bool:
        """Start a new game (deal number from the seed box) under other rules: a
        :class:`RuleSet` or a key of :data:`TABLE_VARIANTS` (``"three-handed"``, …). The
        person keeps their seat if the new table has it, else sits South; opponents given
        to the constructor are replaced by computer players at the chosen difficulty. Bad
        rules or a bad deal number show a message and keep the current game."""
        try:
            new = rules_for(rules)
            value = parse_seed(self.seed_box.value)
        except PinochleError as err:
            self._sync_rules_picker()
            return self._refuse(str(err))
        old = (self.rules, self.seat, self._given)
        self.rules = new
        if self.seat >= new.players:
            self.seat = 0
        self._given = None
        if not self.new_game(value):  # pragma: no cover - the seed was checked above
            self.rules, self.seat, self._given = old
            return False
        self._sync_rules_picker()
        return True

    def _sync_rules_picker(self) -> None:
        key = next((k for k, rs in self._variant_rules.items() if rs == self.rules), None)
        if key is None:
            key = "custom"
            label = f"{self.rules.name} ({self.rules.players} players)"
            self._variant_rules[key] = self.rules
            opts = [o for o in self.rules_picker.options if o[1] != key] + [(label, key)]
            self.rules_picker.options = opts
        if self.rules_picker.value != key:
            self._syncing = True
            try:
                self.rules_picker.value = key
            finally:
                self._syncing = False

    def _on_rules(self, change) -> None:
        if getattr(self, "_syncing", False):
            return
        self.set_rules(self._variant_rules[change["new"]])

    def set_difficulty(self, level: str) -> bool:
        """Switch the computer players to ``level`` now (their seats keep playing on)."""
        if level not in DIFFICULTIES:
            return self._refuse(
                f"unknown difficulty {level!r}: use one of {', '.join(DIFFICULTIES)}")
        self.difficulty = level
        self._given = None
        self._choose_players()
        if self.difficulty_picker.value != level:
            self.difficulty_picker.value = level
        self.refresh()
        return True

    def _on_palette(self, change) -> None:
        self.palette = change["new"]
        self.refresh()

    def _on_show_all(self, change) -> None:
        self.show_all = bool(change["new"])
        self.refresh()

    def _on_size(self, change) -> None:
        self.size = float(change["new"])
        self.refresh()

    def save_record(self, path: "str | os.PathLike | None" = None) -> str | None:
        """Write the game record (JSON, :meth:`Game.save`) to ``path``, creating the folder.

        Without ``path`` the file box names the file: a plain file name (letters, digits,
        ``-``, ``_``, ``.``), always saved inside ``record_dir`` — a student at a shared
        classroom server cannot write anywhere else (no folders, no ``..``). Returns the
        path, or None when it could not be written (the message says why)."""
        if path is not None:
            target = os.fspath(path)
        else:
            name = self.file_box.value.strip()
            if not name:
                self._refuse("Type a file name to save the record to, e.g. game-7.json.")
                return None
            if not _SAFE_NAME.fullmatch(name) or name.startswith("."):
                self._refuse(
                    f"{name!r} is not a plain file name: use letters, digits, '-', '_' and "
                    f"'.', e.g. game-7.json. Records are always saved in the "
                    f"{self.record_dir!r} folder.")
                return None
            target = os.path.join(self.record_dir, name)
        if not target.lower().endswith(".json"):
            target += ".json"
        try:
            folder = os.path.dirname(target)
            if folder:
                os.makedirs(folder, exist_ok=True)
            self.game.save(target)
        except OSError as err:
            self._refuse(f"Could not save the record to {target}: {err.strerror or err}.")
            return None
        self._error = ""
        self._info = (f"Saved the game record ({len(self.game.history)} actions) to {target}. "
                      f"Open it in the trick walkthrough: "
                      f"TrickWalkthrough.from_file({target!r}).")
        self.message.value = message_html(self._info, "info")
        return target

    def show_hint(self) -> str | None:
        """Ask :func:`pinochle_teach.players.hint` (when it exists) what to do, and show it."""
        if self._hint is None:
            return None
        g = self.game
        if g.to_move != self.seat or g.phase in (Phase.SCORE, Phase.GAME_OVER):
            self._refuse("A hint is for when it is your turn.")
            return None
        try:
            found = self._hint(g.view(self.seat))  # only what this seat may see
        except PinochleError as err:
            self._refuse(str(err))
            return None
        text = self._hint_text(found)
        self._info = f"Hint: {text}"
        action = getattr(found, "action", None)
        if action is not None and action.kind in ("play", "give", "discard"):
            self._hint_card = action.value
        self.refresh()
        return text

    @staticmethod
    def _hint_text(found) -> str:
        if isinstance(found, str):
            return found
        if isinstance(found, tuple) and len(found) == 2:
            return f"{found[0]}: {found[1]}"
        for attr in ("text", "explanation", "reason"):
            if isinstance(getattr(found, attr, None), str):
                action = getattr(found, "action", None)
                return f"{action}: {getattr(found, attr)}" if action is not None else \
                    getattr(found, attr)
        return str(found)

    # --- drawing --------------------------------------------------------------------

    def refresh(self) -> None:
        """Redraw everything from the game (engine state) and the view settings."""
        g = self.game
        view = g.view(self.seat)
        names = self._names()
        n = self.seats
        size = self.size
        self.status.value = self._status_html(g, view)
        if self._error:
            self.message.value = message_html(self._error)
        elif self._info:
            self.message.value = message_html(self._info, "info")
        else:
            self.message.value = ""
        if n == 4:
            for pos, offset in (("left", 1), ("top", 2), ("right", 3)):
                self.seat_views[pos].value = self._seat_html((self.seat + offset) % n, view)
        else:
            for pos, offset in (("left", 1), ("right", 2)):
                self.seat_views[pos].value = self._seat_html((self.seat + offset) % n, view)
            self.seat_views["top"].value = self._widow_html(view)
        # The trick in play, else the one just completed (kept until the person acts).
        trick = list(view.trick)
        last = view.tricks[-1] if view.tricks else None
        if trick:
            w = trick_winner(trick, view.trump)
            self.centre.value = trick_html(
                trick, view.leader, bottom=self.seat, winner=w, to_move=view.to_move,
                palette=self.palette, size=0.8 * size, names=names,
                title=f"Trick {len(view.tricks) + 1}",
                caption=f"{trick[w]} ({names[(view.leader + w) % n]}) is winning so far.")
            self.last_trick_view.value = (
                self._last_trick_html(last, names, small=True) if last else "")
        elif last is not None:
            self.centre.value = self._last_trick_html(last, names, small=False)
            self.last_trick_view.value = ""
        else:
            self.centre.value = self._empty_centre_html(view, names)
            self.last_trick_view.value = ""
        self._draw_actions(g, view)
        self._draw_hand(g, view)
        self.result_view.value = self._result_html(g)
        self._draw_meld(g, view)
        self.log_view.value = self._log_html()
        self.scoresheet.set(g)

    def _status_html(self, g: Game, view) -> str:
        rules = g.rules
        parts = [f"Game #{g.seed}", f"{variant_name(rules)} rules", f"Hand {g.hand_number}",
                 f"{self.seat_name(g.dealer)} deals"]
        if g.contract is not None:
            text = f"Contract {g.contract} by {self.name(g.bidder)}"
            if rules.partnership:
                text += f" ({self.side_name(side_of(g.bidder, rules))})"
            parts.append(text)
        if g.trump is not None:
            parts.append(f"Trump {g.trump.symbol} {g.trump.plural}")
        totals = " · ".join(f"{self.side_name(t)} {number(g.scores[t])}"
                            for t in range(len(g.scores)))
        partner = view.partner  # the engine's answer (None without partnerships)
        you = (f"You are {self.seat_name(self.seat)}, partner {self.seat_name(partner)}"
               if partner is not None else
               f"You are {self.seat_name(self.seat)}; every player scores for themselves")
        note = (f'<div style="color:#555">{_esc(self._level_note)}</div>'
                if self._level_note else "")
        fs = round(14 * max(self.size, 1))
        return (f'<div style="font-size:{fs}px"><div style="font-size:1.15em;font-weight:bold">'
                f"{_esc(' · '.join(parts))}</div>"
                f'<div>{_esc(you)} · Score: {_esc(totals)} (game to {rules.target_score})</div>'
                f"{note}</div>")

    def _seat_html(self, seat: int, view) -> str:
        g = self.game
        rules = g.rules
        fs = round(13 * max(self.size, 1))
        tags = []
        if seat == view.dealer:
            tags.append("dealer")
        if view.bidder == seat:
            tags.append("bidder")
        elif view.bidder is not None and g.partner == seat:
            tags.append("bidder's partner")
        if seat == view.partner:
            tags.append("your partner")
        lines = []
        bids = [b for s, b in view.auction if s == seat]
        if view.phase is Phase.AUCTION or (bids and view.hand_number == g.hand_number
                                           and view.phase in (Phase.TRUMP, Phase.PASS,
                                                              Phase.RETURN, Phase.DISCARD)):
            if bids and bids[-1] is None:
                lines.append("passed" + (f" (bid {max(b for b in bids if b is not None)})"
                                         if any(b is not None for b in bids) else ""))
            elif bids:
                lines.append(f"bid {bids[-1]}")
            elif view.phase is Phase.AUCTION:
                lines.append("no bid yet")
        if view.phase is Phase.DISCARD and seat == view.bidder:
            lines.append("took the widow; discarding")
        if view.melds is not None:
            lines.append(f"meld {view.melds[seat].total}")
        turn = view.to_move == seat and view.phase not in (Phase.SCORE, Phase.GAME_OVER)
        n = view.hand_sizes[seat]
        if self.show_all and n:
            # Classroom mode: the teacher shows this seat's actual cards to the room.
            back = hand_svg(sort_hand(g.hands[seat], view.trump), size=0.45 * self.size,
                            palette=self.palette, overlap=0.55)
        else:
            back = card_svg("9S", face_down=True, size=0.6 * self.size) if n else ""
        lines.insert(0, f"{n} card{'s' if n != 1 else ''} in hand")
        border = "3px solid #0b6e4f" if turn else "1px solid #ccc"
        turn_text = '<div style="color:#0b6e4f;font-weight:bold">▶ to play</div>' if turn else ""
        team = (f'<div style="color:#555">{_esc(self.side_name(side_of(seat, rules)))}</div>'
                if rules.partnership else "")
        return (f'<div class="pt-seat" role="group" aria-label="{_esc(self.seat_name(seat))}" '
                f'style="display:flex;gap:8px;align-items:center;padding:4px 8px;'
                f'border:{border};border-radius:8px;background:#fff;font-size:{fs}px">'
                f"{back}<div><div><b>{_esc(self.seat_name(seat))}</b></div>"
                + team
                + (f'<div style="color:#555">{_esc(", ".join(tags))}</div>' if tags else "")
                + "".join(f"<div>{_esc(x)}</div>" for x in lines)
                + f"{turn_text}</div></div>")

    def _widow_html(self, view) -> str:
        """Three-handed: the widow, face down during the auction and turned up for everyone
        once the auction is won (the engine's view holds it from then on, RULES.md §8)."""
        g = self.game
        fs = round(13 * max(self.size, 1))
        count = g.rules.widow
        if not count:
            return ""
        size = 0.6 * self.size
        if view.widow:
            cards = sort_hand(view.widow, view.trump)
            pics = "".join(card_svg(c, size=size, palette=self.palette) for c in cards)
            who = "you" if view.bidder == self.seat else self.seat_name(view.bidder)
            if view.phase in (Phase.TRUMP, Phase.DISCARD):
                text = (f"Turned up for all to see and taken by {who}, the bidder, who then "
                        f"discards {count} cards face down (§8).")
            else:
                text = (f"Turned up after the auction and taken by {who}, the bidder "
                        f"(§8).")
            label = "Widow: " + ", ".join(str(c) for c in cards)
        elif self.show_all:
            cards = sort_hand(g.widow, view.trump)
            pics = "".join(card_svg(c, size=size, palette=self.palette) for c in cards)
            text = "Face down (shown here for the teacher); the auction winner takes it (§8)."
            label = "Widow (teacher view): " + ", ".join(str(c) for c in cards)
        else:
            pics = "".join(card_svg("9S", face_down=True, size=size) for _ in range(count))
            text = (f"{count} cards face down. The auction winner takes them, shows them to "
                    f"everyone, then discards {count} (§8).")
            label = f"Widow: {count} face-down cards"
        return (f'<div class="pt-widow" role="group" aria-label="{_esc(label)}" '
                f'style="display:flex;gap:8px;align-items:center;padding:4px 8px;'
                f'border:1px dashed #999;border-radius:8px;background:#fff;font-size:{fs}px;'
                f'max-width:{round(420 * max(self.size, 1))}px">'
                f'<div style="display:flex;gap:3px">{pics}</div>'
                f"<div><div><b>Widow</b></div><div>{_esc(text)}</div></div></div>")

    def _last_trick_html(self, rec: TrickRecord, names, small: bool) -> str:
        g = self.game
        last = g.phase in (Phase.SCORE, Phase.GAME_OVER) and rec is g.tricks[-1]
        number = len(g.tricks)
        return trick_html(
            rec.cards, rec.leader, bottom=self.seat,
            winner=(rec.winner - rec.leader) % self.seats,
            palette=self.palette, size=(0.5 if small else 0.8) * self.size, names=names,
            title=f"{'Last trick' if small else 'Trick'} {number}",
            caption=describe_trick(rec, g.rules, names, last=last))

    def _empty_centre_html(self, view, names) -> str:
        fs = round(14 * max(self.size, 1))
        ph = view.phase
        g = self.game
        if ph is Phase.TRICKS:
            text = f"{names[view.leader]} leads the first trick (the contract winner leads, §6)."
        elif ph is Phase.AUCTION:
            au = view.auction
            if au:
                bids = " · ".join(f"{self.seat_name(s)} {'pass' if b is None else b}"
                                  for s, b in au)
            else:
                bids = "no bids yet"
            text = f"Auction: {bids}."
        elif ph is Phase.TRUMP:
            took = ", took the widow" if view.widow else ""
            text = (f"{names[view.bidder]} won the auction at {view.contract}{took} and names "
                    f"trump.")
        elif ph is Phase.DISCARD:
            count = view.rules.widow
            if view.bidder == self.seat:
                text = (f"You discard {count} cards face down; the counters among them count "
                        f"for you at the end of the hand (§8).")
            else:
                text = (f"{names[view.bidder]} discards {count} cards face down; the counters "
                        f"among them count for {names[view.bidder]} at the end of the hand "
                        f"(§8).")
        elif ph in (Phase.PASS, Phase.RETURN):
            bidder, partner = view.bidder, g.partner
            n = view.rules.pass_count
            text = (f"Passing cards: {names[partner]} gives {n} cards to {names[bidder]}, "
                    f"who then gives {n} back (§3)."
                    if ph is Phase.PASS else
                    f"Passing cards: {names[bidder]} gives {n} cards back to "
                    f"{names[partner]} (§3).")
        elif ph is Phase.SURRENDER:
            text = f"{names[view.bidder]} may surrender or play on (§5)."
        else:
            text = "Hand over."
        return (f'<div class="pt-trick" style="padding:14px;border:1px solid #c8c8c8;'
                f'border-radius:10px;background:#f4f8f4;max-width:420px;font-size:{fs}px">'
                f"{_esc(text)}</div>")

    def _set_actions(self, buttons: list[Button]) -> None:
        old = self.action_buttons
        self.action_buttons = buttons
        self.actions.children = buttons
        close_all(b for b in old if all(b is not n for n in buttons))

    def _prompt(self, text: str) -> None:
        fs = round(16 * max(self.size, 1))
        self.prompt.value = (f'<div role="status" style="font-size:{fs}px;font-weight:bold;'
                             f'margin:4px 0">{_esc(text)}</div>') if text else ""

    def _draw_actions(self, g: Game, view) -> None:
        ph = g.phase
        rules = g.rules
        fs = f"{round(14 * max(self.size, 1))}px"
        buttons: list[widgets.Button] = []
        if ph is Phase.GAME_OVER:
            self._prompt(f"Game over: {self._side_wins(g.winner)}. Start a new game above.")
        elif ph is Phase.SCORE:
            self._prompt(f"Hand {g.hand_number} is over. See the score below.")
            b = _button("Next deal", "Deal the next hand", "primary", token=self.token)
            b.on_click(lambda b: self.next_deal(token=b.token))
            buttons.append(b)
        elif g.to_move != self.seat:
            self._prompt(f"{self.seat_name(g.to_move)} is to act.")
        elif ph is Phase.AUCTION:
            high = view.high_bid
            self._prompt("Your bid: raise or pass." if high else "Your bid: open or pass.")
            for a in view.legal_actions:
                if a.kind == "bid":
                    tip = (f"Bid {a.value} (+{a.value - high} over {high})" if high
                           else f"Open the bidding at {a.value}")
                    b = _button(f"Bid {a.value}", tip, "info", value=a, token=self.token)
                else:
                    b = _button("Pass", "Pass: you take no further part in this auction (§2)",
                                value=a, token=self.token)
                b.on_click(lambda b: self.act(b.value, token=b.token))
                buttons.append(b)
        elif ph is Phase.TRUMP:
            if view.widow:
                self._prompt(f"You won the auction at {g.contract} and took the widow "
                             f"(outlined in your hand): name trump, then discard "
                             f"{rules.widow} cards.")
                when = "with the widow, before you discard"
            else:
                self._prompt(f"You won the auction at {g.contract}: name trump.")
                when = "before the pass" if rules.partnership and rules.pass_count else "now"
            for a in view.legal_actions:
                s = a.value
                meld = best_meld(view.hand, s, rules).total
                b = _button(f"{s.symbol} {s.plural.capitalize()} (meld {meld})",
                            f"Make {s.plural} trump (your meld with {s.plural} trump "
                            f"is {meld} {when})", value=a, token=self.token)
                b.on_click(lambda b: self.act(b.value, token=b.token))
                buttons.append(b)
        elif ph in (Phase.PASS, Phase.RETURN):
            given = len(view.passed_by_me)
            to = view.bidder if ph is Phase.PASS else g.partner
            self._prompt(f"Choose a card to give to {self.seat_name(to)} "
                         f"({given} of {rules.pass_count} given).")
        elif ph is Phase.DISCARD:
            done, count = len(view.discards), rules.widow
            left = count - done
            self._prompt(f"Discard {left} more card{'s' if left != 1 else ''} ({done} of "
                         f"{count} discarded): click them in your hand. Meld is counted from "
                         f"the cards you keep; the discards' counters count for you (§8).")
        elif ph is Phase.SURRENDER:
            side = side_of(self.seat, rules)
            tm = g.team_meld[side]
            whose, others = (("Your team's meld", "the other team scores only its meld")
                             if rules.partnership else
                             ("Your meld", "the others score only their meld"))
            self._prompt(f"{whose} is {tm}, so even all {rules.trick_points_total} "
                         f"trick points cannot make the contract {g.contract}: surrender "
                         f"(score −{g.contract}; {others}) or play on?")
            for a in view.legal_actions:
                if a.kind == "surrender":
                    b = _button("Surrender", f"Go set now: −{g.contract} (§5)", "warning",
                                value=a, token=self.token)
                else:
                    b = _button("Play on", "Play the hand out", "info", value=a,
                                token=self.token)
                b.on_click(lambda b: self.act(b.value, token=b.token))
                buttons.append(b)
        elif ph is Phase.TRICKS:
            self._prompt("Your turn: lead any card." if not view.trick
                         else "Your turn: play a card to the trick.")
        for b in buttons:
            b.style.font_size = fs
        self._set_actions(buttons)

    def _draw_hand(self, g: Game, view) -> None:
        ph = g.phase
        mine = g.to_move == self.seat
        kwargs = dict(cards=view.hand, trump=view.trump, palette=self.palette, size=self.size,
                      choices=None, reasons={}, highlights={}, on_choose=None,
                      token=self.token)
        title = f"Your hand ({self.seat_name(self.seat)}, {len(view.hand)} cards)"
        if mine and ph is Phase.TRICKS:
            choices, reasons = trick_choices(view.hand, view.trick, view.trump, g.rules)
            kwargs.update(choices=choices, reasons=reasons, verb="Play",
                          on_choose=lambda c, token: self.play(c, token))
        elif mine and ph in (Phase.PASS, Phase.RETURN):
            kwargs.update(choices=[a.value for a in view.legal_actions if a.kind == "give"],
                          verb="Give", on_choose=lambda c, token: self.give(c, token))
            if view.passed_by_me:
                title += " · you gave " + " ".join(str(c) for c in view.passed_by_me)
        elif mine and ph is Phase.DISCARD:
            kwargs.update(choices=[a.value for a in view.legal_actions if a.kind == "discard"],
                          verb="Discard",
                          on_choose=lambda c, token: self.discard(c, token))
        if view.passed_to_me and not view.tricks and not view.trick and view.hand:
            # Until the first card is played, outline the cards just received.
            title += " · you received " + " ".join(str(c) for c in view.passed_to_me)
            kwargs["highlights"] = {c: "selected" for c in view.passed_to_me}
        if (view.widow and view.bidder == self.seat and ph in (Phase.TRUMP, Phase.DISCARD)):
            # The bidder holds the widow: outline its cards until the discard is made.
            title += " · outlined: the widow " + " ".join(str(c) for c in view.widow)
            kwargs["highlights"] = {c: "selected" for c in view.widow}
        if view.discards:
            title += " · you discarded " + " ".join(str(c) for c in view.discards)
        if self._hint_card is not None and kwargs["choices"] is not None:
            kwargs["highlights"] = {**kwargs["highlights"], self._hint_card: "hint"}
        kwargs["title"] = title
        self.hand_view.set(**kwargs)
        if kwargs.get("verb") == "Discard":
            # "Discard 10♥" is longer than a card is wide: widen the buttons so that the
            # card's name is not cut off (the cells wrap onto another row).
            width = f"{round(max(CARD_WIDTH * self.size, 60) * 1.35)}px"
            for b in self.hand_view.buttons:
                b.layout.width = width
        # Between hands there is nothing to hold: hide the empty hand.
        self.hand_view.layout.display = None if view.hand else "none"

    def _result_html(self, g: Game) -> str:
        if g.phase not in (Phase.SCORE, Phase.GAME_OVER) or not g.hand_results:
            return ""
        r = g.hand_results[-1]
        rules = g.rules
        fs = round(14 * max(self.size, 1))
        rows = "".join(f"<li>{_esc(side_names_in(x, rules))}</li>" for x in r.reasons)
        if g.discards and r.number == g.hand_number:
            # The discards are turned up at the end: their counters went to the bidder (§8).
            pts = trick_points(g.discards, rules)
            rows += (f"<li>{_esc(self.name(r.bidder))} discarded "
                     f"{_esc(' '.join(str(c) for c in g.discards))}: {pts} "
                     f"point{'s' if pts != 1 else ''} in counters, included in "
                     f"{'your' if r.bidder == self.seat else 'the bidder’s'} trick points "
                     f"(§8).</li>")
        scored = " · ".join(f"{self.side_name(t)} {signed(r.score[t])}"
                            for t in range(len(r.score)))
        head = f"Hand {r.number} score: {scored}"
        if g.winner is not None:
            head += f". {self._side_wins(g.winner)} the game!"
        return (f'<div class="pt-hand-result" role="status" style="border:2px solid #444;'
                f'border-radius:8px;padding:6px 12px;margin:4px 0;font-size:{fs}px">'
                f"<b>{_esc(head)}</b><ul style=\"margin:4px 0\">{rows}</ul></div>")

    def _draw_meld(self, g: Game, view) -> None:
        if view.melds is None:
            self.meld_views.value = ""
            when = ("the discard" if g.rules.widow else
                    "the pass" if g.rules.partnership and g.rules.pass_count else "trump")
            self.meld_panel.set_title(0, f"Meld (shown after {when})")
            return
        rules = g.rules
        n = self.seats
        totals = [0] * len(g.scores)
        for s in range(n):
            totals[side_of(s, rules)] += view.melds[s].total
        self.meld_panel.set_title(
            0, "Meld: " + " · ".join(f"{self.side_name(t)} {totals[t]}"
                                     for t in range(len(totals))))
        parts = []
        for k in range(n):
            s = (self.seat + k) % n
            # Your own hand in full, the others' as laid down (the view holds only those).
            result = g.melds[s] if s == self.seat and g.melds is not None else view.melds[s]
            team = f" · {_esc(self.side_name(side_of(s, rules)))}" if rules.partnership else ""
            head = (f'<div style="font-weight:bold;margin:6px 0 2px 0">'
                    f"{_esc(self._names()[s])}{team} · meld {result.total}</div>")
            body = (meld_html(result, palette=self.palette, size=0.6 * self.size,
                              table=False, layout="side")
                    if result.melds else '<div style="color:#555">no meld</div>')
            parts.append(head + body)
        self.meld_views.value = "".join(parts)
        # Open the panel once per hand, when the meld is first laid down.
        if self._meld_hand != g.hand_number and g.phase in (Phase.SURRENDER, Phase.TRICKS):
            self._meld_hand = g.hand_number
            self.meld_panel.selected_index = 0

    def _log_html(self) -> str:
        if not self.events:
            return ""
        items = "".join(f"<li>{_esc(x)}</li>" for x in self.events[-8:])
        return (f'<details class="pt-log" open style="margin:4px 0"><summary>What happened '
                f'(latest last)</summary><ul style="margin:2px 0">{items}</ul></details>')

    def __repr__(self) -> str:
        g = self.game
        return (f"<PlayTable seed={g.seed} seat={self.seat} hand={g.hand_number} "
                f"phase={g.phase.value} scores={list(g.scores)}>")
