"""The score sheet: one row per hand, running totals, and the winner (rules page §7).

One column per scoring side in each group: the two teams of a partnership game, or each
player of a three-handed game (rules page §8), named by
:func:`~pinochle_teach.seating.side_names`.

Every number comes from the engine's :class:`~pinochle_teach.game.HandResult` records (made
by :func:`pinochle_teach.score_hand`) and :func:`pinochle_teach.game_winner`; this module
only lays them out.

>>> from pinochle_teach.game import Game
>>> ScoreSheet(Game(seed=1)).results
()
"""

from __future__ import annotations

from collections.abc import Iterable

import ipywidgets as widgets

from ..errors import PinochleError
from ..game import Game, HandResult
from ..i18n import N_, gettext, ntr, pgettext, tr
from ..rules import CARDGAMES_IO, RuleSet
from ..scoring import game_winner
from ..seating import side_names, side_words, table_names
from ..vocabulary import suit_word
from . import projector
from .render import Markup, el, stylesheet

__all__ = ["ScoreSheet", "signed", "number", "score_text", "Html"]

MINUS = "\u2212"  # a real minus sign: "−300", not a hyphen


def signed(points: int) -> str:
    """``+370``, ``−300`` (with a real minus sign) or ``0``."""
    if points > 0:
        return f"+{points}"
    if points < 0:
        return f"{MINUS}{-points}"
    return "0"


def number(points: int) -> str:
    """A total as the sheet prints it: ``1460``, ``−350`` (a real minus sign)."""
    return f"{MINUS}{-points}" if points < 0 else str(points)


def score_text(result: HandResult, team: int) -> str:
    """What one team scored on one hand, in words a score sheet shows: ``"+370"``,
    ``"−300 set"``, ``"−330 surrendered"``, ``"0 meld void"`` (rules page §5, §7)."""
    pts = result.score[team]
    text = signed(pts)
    if team == result.bidding_team:
        if result.surrendered:
            return tr("{points} surrendered", points=text)
        if not result.made:
            return tr("{points} set", points=text)
    elif pts == 0 and not result.surrendered and result.meld[team] > 0:
        return tr("{points} meld void", points=text)
    return text


class Html(widgets.HTML):
    """An HTML widget whose text keeps normal line spacing: ipywidgets gives HTML labels a
    28 px line height (right for one line next to a control), which spreads paragraphs,
    lists and tables apart. The class ``pt-html`` gives it line-height 1.35 (style.css)."""

    def __init__(self, value="", **kwargs):
        super().__init__(value, **kwargs)
        self.add_class("pt-html")


class ScoreSheet(widgets.VBox):
    """A table of the hands of a game (rules page §7).

    Columns: hand number, dealer, bidder (seat name), contract (points; "forced" for a stuck
    dealer, §2), trump, then for each side (each team; three-handed, each player, §8) its
    meld, its trick points (counters and the last trick; three-handed, the bidder's include
    the discards), the points it scored on the hand (a set shows as "−contract set", §7; a
    surrender as "−contract surrendered", §5) and the running total. When the game is over
    a last line names the winner, and states the tie rule when more than one side reached
    the target on the same hand (§7: the side that held the contract wins).

    Args:
        source: a :class:`~pinochle_teach.game.Game` (its ``hand_results``, ``rules`` and
            ``winner`` are read) or a sequence of :class:`~pinochle_teach.game.HandResult`.
        rules: the rule set, used only with a sequence of results (for the target score);
            a Game brings its own.
        title: the table's caption.

    Raises:
        PinochleError: for a source that is neither.

    Attributes: ``results`` (tuple of HandResult), ``rules``, ``winner`` (side or None),
    ``totals`` (points per side after the last hand), ``table`` (the HTML widget).
    """

    def __init__(self, source: "Game | Iterable[HandResult]" = (), *,
                 rules: RuleSet | None = None, title: str = N_("Score sheet")):
        self.title = title
        self.results: tuple[HandResult, ...] = ()
        self.rules: RuleSet = rules or CARDGAMES_IO
        self.winner: int | None = None
        self.totals: tuple[int, ...] = (0, 0)
        self.table = Html()
        super().__init__([stylesheet(), self.table])
        self.add_class("pt-root")
        self.add_class("pt-scoresheet")
        projector.follow(self)
        self.set(source, rules=rules)

    def set(self, source: "Game | Iterable[HandResult]", *, rules: RuleSet | None = None) -> None:
        """Show ``source`` (a Game or a sequence of HandResult) and redraw.

        Raises:
            PinochleError: for anything else; the sheet keeps showing what it showed.
        """
        if isinstance(source, Game):
            results = tuple(source.hand_results)
            rs = source.rules
            winner = source.winner
        else:
            try:
                results = tuple(source)
            except TypeError:
                raise PinochleError(
                    f"a score sheet shows a Game or a list of HandResult, got "
                    f"{type(source).__name__}") from None
            bad = [r for r in results if not isinstance(r, HandResult)]
            if bad:
                raise PinochleError(
                    f"a score sheet shows a Game or a list of HandResult; got a "
                    f"{type(bad[0]).__name__} in the list")
            rs = rules or self.rules
            winner = None
        sides = len(side_names(rs))
        wrong = [r for r in results if len(r.totals) != sides or len(r.score) != sides]
        if wrong:
            raise PinochleError(
                f"hand {wrong[0].number} has {len(wrong[0].totals)} scores but the rules "
                f"{rs.name!r} have {sides} sides: pass the rules the game was played with")
        if not isinstance(source, Game) and results:
            winner = game_winner(results[-1].totals, results[-1].bidding_team, rs)
        self.results, self.rules, self.winner = results, rs, winner
        self.totals = tuple(results[-1].totals) if results else (0,) * sides
        self.refresh()

    # --- drawing ------------------------------------------------------------------------

    def refresh(self) -> None:
        """Redraw the table from ``results`` and ``winner``."""
        self.table.value = self._html()

    def _html(self) -> Markup:
        results = self.results
        teams = len(self.totals)
        if not results:
            return el("div", el("b", tr("{title}:", title=gettext(self.title))),
                      tr(" no hand has been scored yet."), cls="pt-scoresheet-empty")
        rules = self.rules
        names = table_names(rules)
        groups = (tr("Meld"), tr("Trick points"), tr("Scored"), tr("Total"))
        head1 = el("tr", [el("th", h, scope="col", rowspan=2, cls="pt-left")
                          for h in (pgettext("a hand of the game, by its number", "Hand"),
                                    tr("Dealer"), tr("Bidder"), tr("Contract"), tr("Trump"))],
                   [el("th", g, scope="colgroup", colspan=teams, cls="pt-centre")
                    for g in groups])
        head2 = el("tr", [el("th", n, scope="col", cls="pt-right")
                          for _ in groups for n in names.sides])
        body = []
        for r in results:
            contract = (tr("{contract} (forced)", contract=r.contract) if r.forced
                        else f"{r.contract}")
            cells = [str(r.number), names.seats[r.dealer], names.seats[r.bidder], contract,
                     f"{r.trump.symbol} {suit_word(r.trump)}"]
            row = [el("td", c, cls="pt-left") for c in cells]
            row += [el("td", r.meld[t], cls="pt-right") for t in range(teams)]
            row += [el("td", "—" if r.surrendered else r.trick_points[t], cls="pt-right")
                    for t in range(teams)]
            for t in range(teams):
                text = score_text(r, t)
                if t == r.bidding_team and not r.made:
                    text = el("b", text, cls="pt-set")
                row.append(el("td", text, cls="pt-right"))
            row += [el("td", el("b", number(r.totals[t])), cls="pt-right")
                    for t in range(teams)]
            body.append(el("tr", row, title=" ".join(self._reasons(r))))
        return el("table",
                  el("caption", gettext(self.title),
                     el("span", self._note(rules), cls="pt-muted")),
                  el("thead", head1, head2), el("tbody", body),
                  self._footer(teams, 5 + 4 * teams), cls="pt-scoresheet-table")

    def _note(self, rules: RuleSet) -> str:
        v = {"rules": rules.name, "target": rules.target_score}
        if rules.widow:
            return tr(" ({rules} rules, game to {target}; the bidder's trick points include "
                      "the discards, rules page §8)", **v)
        return tr(" ({rules} rules, game to {target})", **v)

    def _reasons(self, r: HandResult) -> tuple[str, ...]:
        return r.reasons_for(self.rules, table_names(self.rules))

    def _wins(self, side: int) -> str:
        word = side_words(self.rules)[side]
        return (tr("{team} win", team=word) if self.rules.partnership else
                tr("{player} wins", player=word))

    def _footer(self, teams: int, span: int) -> Markup:
        if self.winner is None:
            return Markup("")
        last = self.results[-1]
        w = self.winner
        names = side_names(self.rules)
        others = ", ".join(f"{names[t]} {number(last.totals[t])}" for t in range(teams) if t != w)
        text = tr("Game over: {wins} the game with {total} ({others}).", wins=self._wins(w),
                  total=number(last.totals[w]), others=others)
        target = self.rules.target_score
        over = [t for t in range(teams) if last.totals[t] >= target]
        if len(over) > 1:
            text += " " + _tie_text(self.rules.partnership, len(over), target,
                                    side_words(self.rules)[last.bidding_team]
                                    if self.rules.bidders_win_ties
                                    and last.bidding_team in over else None)
        return el("tfoot", el("tr", el("td", text, colspan=span, role="status",
                                       cls="pt-winner")))

    def __repr__(self) -> str:
        return f"ScoreSheet({len(self.results)} hands, totals={list(self.totals)})"


def _tie_text(partnership: bool, count: int, target: int, bidders) -> str:
    """The footer's sentence when ``count`` sides reached ``target`` on the same hand:
    ``bidders`` (the side that held the contract, a word) wins the tie (rules page §7), or
    ``None``: the higher total wins."""
    v = {"target": target, "bidders": bidders}
    if bidders is not None:
        if partnership:
            return tr("Both teams reached {target} on the same hand, so the team that held "
                      "the contract, {bidders}, wins whatever the totals (rules page §7).",
                      **v) if count == 2 else ntr(
                "{n} team reached {target} on the same hand, so the team that held the "
                "contract, {bidders}, wins whatever the totals (rules page §7).",
                "{n} teams reached {target} on the same hand, so the team that held the "
                "contract, {bidders}, wins whatever the totals (rules page §7).", count, **v)
        return tr("Both players reached {target} on the same hand, so the player who held "
                  "the contract, {bidders}, wins whatever the totals (rules page §7).",
                  **v) if count == 2 else ntr(
            "{n} player reached {target} on the same hand, so the player who held the "
            "contract, {bidders}, wins whatever the totals (rules page §7).",
            "{n} players reached {target} on the same hand, so the player who held the "
            "contract, {bidders}, wins whatever the totals (rules page §7).", count, **v)
    if partnership:
        return tr("Both teams reached {target} on the same hand; the higher total wins (rules "
                  "page §7).", **v) if count == 2 else ntr(
            "{n} team reached {target} on the same hand; the higher total wins (rules page §7).",
            "{n} teams reached {target} on the same hand; the higher total wins (rules page §7).",
            count, **v)
    return tr("Both players reached {target} on the same hand; the higher total wins (rules "
              "page §7).", **v) if count == 2 else ntr(
        "{n} player reached {target} on the same hand; the higher total wins (rules page §7).",
        "{n} players reached {target} on the same hand; the higher total wins (rules page §7).",
        count, **v)
