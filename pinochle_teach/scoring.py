"""Scoring a hand and deciding the game (rules page §5, §7).

Scores are kept per *side*, indexed 0..n-1: the teams of a partnership game (team 0 = seats 0
and 2, team 1 = seats 1 and 3; rules page §1) or, when each plays for themselves, the seats
(three-handed, §8). The sentences name a side as :func:`side_label` does, "Team 0" or
"Seat 0", unless given ``names`` (a :class:`~pinochle_teach.seating.Names`, e.g.
``seating.table_names(rules)`` for "South–North"). All amounts are points.
"""

from __future__ import annotations

import numbers
from collections.abc import Sequence

from .errors import IllegalActionError, PinochleError, shown
from .i18n import tr
from .rules import CARDGAMES_IO, MOST_POINTS, RuleSet, preset_title, resolve_rules
from .seating import Names, capitalise, check_seat, names_or_default, side_count, side_of

__all__ = ["totals_after", "trick_points_note", "score_hand", "can_surrender", "game_winner", "team_of", "side_label", "explain_score",
           "explain_surrender", "explain_game_winner", "HandScore"]


def team_of(seat: int, rules: RuleSet = CARDGAMES_IO) -> int:
    """The team of a seat: seats 0+2 and 1+3 in a partnership game, else the seat itself
    (the same as :func:`pinochle_teach.seating.side_of`, rules page §1, §8).

    Raises:
        SeatError: ``seat`` not a seat of this table; InvalidRulesError: ``rules`` not a
            RuleSet or a preset's name.
    """
    rules = resolve_rules(rules)
    return side_of(check_seat(seat, rules), rules)


_sides = side_count


def side_label(side: int, rules: RuleSet = CARDGAMES_IO, names: Names | None = None) -> str:
    """How the engine's sentences name a scoring side: ``"Team 1"`` in a partnership game
    (rules page §1), ``"Seat 1"`` when each player plays for themselves (three-handed, §8);
    with ``names`` (a :class:`~pinochle_teach.seating.Names`), ``names.side(side)``.

    Raises:
        SeatError: ``names`` that is not a Names or is too short for ``rules``, or a side
            the table does not have.
    """
    rules = resolve_rules(rules)
    if isinstance(side, bool) or not isinstance(side, int) or not 0 <= side < _sides(rules):
        from .seating import SeatError
        raise SeatError(f"side must be a whole number 0..{_sides(rules) - 1}, got {shown(side)}")
    if names is not None:
        return names_or_default(names, rules).side(side)
    return tr("Team {side}", side=side) if rules.partnership else tr("Seat {side}", side=side)


def _bidders_word(rules: RuleSet) -> str:
    return "the bidders'" if rules.partnership else "the bidder's"


def _check_points(name: str, value, least: int = 0) -> int:
    """Refuse ``value`` unless it is a whole number of points (an int, not a bool) in
    ``least..MOST_POINTS``."""
    if (isinstance(value, bool) or not isinstance(value, numbers.Integral)
            or not least <= value <= MOST_POINTS):
        raise PinochleError(f"{name} must be a whole number of points {least}..{MOST_POINTS}, "
                            f"got {shown(value)}")
    return int(value)


def _check_flag(name: str, value) -> None:
    if not isinstance(value, bool):
        raise PinochleError(f"{name} must be True or False, got {shown(value)}")


def can_surrender(contract: int, bidders_meld: int, rules: RuleSet = CARDGAMES_IO, *,
                  forced: bool = False) -> bool:
    """Whether the contract winner may go set voluntarily: only when ``contract >
    bidders' team meld + all trick points of a hand`` (250), strictly, and never for a
    stuck dealer (rules page §5).

    Args:
        contract, bidders_meld: in points (whole numbers, 0 or more).
        forced: the contract is a stuck dealer's (every other player passed, §2; the
            auction's ``forced``): such a dealer can never surrender, whatever the sum.

    Raises:
        PinochleError: a contract or meld that is not a whole number of points, ``forced``
            not True or False; InvalidRulesError: ``rules`` not a RuleSet or a preset's name.
    """
    rules = resolve_rules(rules)
    contract = _check_points("the contract", contract)
    bidders_meld = _check_points("the bidders' meld", bidders_meld)
    _check_flag("forced", forced)
    return (rules.surrender_allowed and not forced
            and contract > bidders_meld + rules.trick_points_total)


def explain_surrender(contract: int, bidders_meld: int, rules: RuleSet = CARDGAMES_IO, *,
                      forced: bool = False) -> str:
    """Why the contract winner may or may not go set voluntarily, as one sentence with the
    sum (rules page §5); the verdict is :func:`can_surrender`'s.

    Args:
        contract: the contract in points; bidders_meld: the bidding team's meld in points;
        forced: the contract is a stuck dealer's (as :func:`can_surrender`).

    Returns:
        e.g. ``"Surrender is allowed: the contract 330 is more than the bidders' meld 60 +
        all 250 trick points = 310 (§5)."``

    Raises:
        PinochleError, InvalidRulesError: as :func:`can_surrender`.
    """
    rules = resolve_rules(rules)
    contract = _check_points("the contract", contract)
    bidders_meld = _check_points("the bidders' meld", bidders_meld)
    _check_flag("forced", forced)
    most = bidders_meld + rules.trick_points_total
    v = {"contract": contract, "meld": bidders_meld, "total": rules.trick_points_total,
         "most": most}
    if not rules.surrender_allowed:
        return tr("Surrender is not allowed under the {rules} rules (rules page §5).",
                  rules=preset_title(rules.name))
    if forced:
        return tr("Surrender is not allowed: a dealer stuck with the contract at {contract} "
                  "(everyone else passed) can never surrender, and must play the hand (rules "
                  "page §5).", **v)
    if can_surrender(contract, bidders_meld, rules):
        if rules.partnership:
            return tr("Surrender is allowed: the contract {contract} is more than the bidders' "
                      "meld {meld} + all {total} trick points = {most}, so it cannot be made "
                      "(rules page §5).", **v)
        return tr("Surrender is allowed: the contract {contract} is more than the bidder's "
                  "meld {meld} + all {total} trick points = {most}, so it cannot be made "
                  "(rules page §5).", **v)
    if rules.partnership:
        return tr("Surrender is not allowed: the contract {contract} is not more than the "
                  "bidders' meld {meld} + all {total} trick points = {most}, so the bidders "
                  "must play the hand (rules page §5).", **v)
    return tr("Surrender is not allowed: the contract {contract} is not more than the "
              "bidder's meld {meld} + all {total} trick points = {most}, so the bidder must "
              "play the hand (rules page §5).", **v)


def _check_pair(name: str, value, teams: int, unit: str = "points") -> tuple[int, ...]:
    """``value`` as a tuple of ``teams`` whole numbers 0..MOST_POINTS (ints, not bools nor
    text: "190" is refused rather than read)."""
    out = None
    if not isinstance(value, (str, bytes)):
        try:
            out = tuple(value)
        except TypeError:
            out = None
    if (out is None or len(out) != teams
            or any(isinstance(v, bool) or not isinstance(v, numbers.Integral)
                   or not 0 <= v <= MOST_POINTS for v in out)):
        raise PinochleError(f"{name} must be {teams} whole numbers of {unit} (0 or more), one "
                            f"per side, e.g. {(190, 60, 0)[:teams]}, got {shown(value)}")
    return tuple(int(v) for v in out)


class HandScore(tuple):
    """The points each team scores for one hand: a tuple (team 0, team 1, …), with
    ``.made`` (did the bidders make the contract; False when set or surrendered) and
    ``.reasons`` (one sentence per team)."""

    made: bool
    reasons: tuple[str, ...]

    def __new__(cls, points, made, reasons, _inputs=None):
        self = super().__new__(cls, points)
        self.made = made
        self.reasons = tuple(reasons)
        self._inputs = _inputs
        return self

    def reasons_for(self, names: Names | None = None) -> tuple[str, ...]:
        """The reasons naming each side with ``names`` (a
        :class:`~pinochle_teach.seating.Names`); ``None`` gives :attr:`reasons` as they are.

        Raises:
            PinochleError: for a HandScore built by hand (not by :func:`score_hand`) asked
                for other names; SeatError for names that do not fit its rules.
        """
        if names is None:
            return self.reasons
        if self._inputs is None:
            raise PinochleError("this HandScore was not made by score_hand, so its reasons "
                                "cannot be told with other names")
        contract, bidders, meld, tp, surrendered, rules, tricks_won = self._inputs
        return score_hand(contract, bidders, meld, tp, surrendered, rules, tricks_won,
                          names=names).reasons


def score_hand(contract: int, bidders: int, meld: Sequence[int], trick_points: Sequence[int],
               surrendered: bool = False, rules: RuleSet = CARDGAMES_IO,
               tricks_won: Sequence[int] | None = None, *,
               names: Names | None = None, forced: bool = False) -> HandScore:
    """Both teams' points for one hand (rules page §5, §7).

    Args:
        contract: the winning bid, in points.
        bidders: the team (0 or 1) that holds the contract.
        meld: each team's meld in points, e.g. ``(180, 100)``.
        trick_points: each team's trick points (counters and the last trick), e.g.
            ``(190, 60)``; ignored when ``surrendered``.
        surrendered: the contract winner went set voluntarily before the first lead (§5).
        rules: the rule set (``save_meld``: a team needs a trick point, or with ``"trick"``
            any trick, to keep its meld).
        tricks_won: tricks per team; needed only when ``rules.save_meld == "trick"``.
        names: what the reasons call each side (a :class:`~pinochle_teach.seating.Names`,
            e.g. ``seating.table_names(rules)``); ``None``: :func:`side_label`'s names.
        forced: the contract is a stuck dealer's (§2), who may never surrender (§5).

    Returns:
        a :class:`HandScore`, a tuple of points per team, e.g. ``(370, 160)``. Bidders who
        make the contract score meld + trick points; if set they score ``-contract``; a team
        with no trick points (or no trick) scores nothing, its meld void. Its ``.reasons``
        name each side as :func:`side_label` does: ``"Team 0 made the contract 350: ..."``,
        or ``"Seat 0 made the contract 250: ..."`` when each plays for themselves (§8); with
        ``names``, ``"South–North made the contract 350: ..."``. :func:`explain_score` gives
        the same reasons with other names.

    Raises:
        IllegalActionError: a surrender that the rules do not allow (contract not above
            meld + 250).
        PinochleError: malformed arguments: a contract no auction under ``rules`` reaches
            (:meth:`RuleSet.is_contract <pinochle_teach.rules.RuleSet.is_contract>`: 255
            is not one), meld, trick points or tricks that are not one whole number per
            side, trick points not adding up to ``rules.trick_points_total`` (250; with the
            bidder's discards when three-handed)
            or tricks to more than ``rules.hand_size`` (12), a flag that is not True or
            False; SeatError (one) for ``names`` that do not fit; InvalidRulesError for
            ``rules`` not a RuleSet or a preset's name.
    """
    rules = resolve_rules(rules)
    _check_flag("surrendered", surrendered)
    _check_flag("forced", forced)
    teams = _sides(rules)
    who = ([side_label(t, rules) for t in range(teams)] if names is None
           else [capitalise(names_or_default(names, rules).side(t)) for t in range(teams)])
    if (isinstance(contract, bool) or not isinstance(contract, numbers.Integral)
            or contract < rules.minimum_bid):
        raise PinochleError(f"the contract must be a whole number of points, at least the "
                            f"minimum bid {rules.minimum_bid}, got {shown(contract)}")
    if not rules.is_contract(int(contract)) or contract > MOST_POINTS:
        steps = " or ".join(map(str, rules.bid_steps))
        raise PinochleError(
            f"no auction ends with a contract of {shown(contract)}: a contract is the minimum "
            f"bid {rules.minimum_bid} or an opening bid "
            f"({' or '.join(map(str, rules.opening_bids))}) raised by {steps} at a time (rules page §2)")
    meld = _check_pair("meld", meld, teams)
    if isinstance(bidders, bool) or not isinstance(bidders, int) or not 0 <= bidders < teams:
        raise PinochleError(f"bidders must be a team 0..{teams - 1}, got {shown(bidders)}")
    if surrendered:
        if forced and rules.surrender_allowed:
            raise IllegalActionError(
                f"surrender is not allowed: a dealer stuck with the contract at {contract} "
                "can never surrender (rules page §5)")
        if not can_surrender(contract, meld[bidders], rules):
            raise IllegalActionError(
                f"surrender is not allowed: the contract {contract} must be more than "
                f"{_bidders_word(rules)} meld {meld[bidders]} + {rules.trick_points_total} = "
                f"{meld[bidders] + rules.trick_points_total} (rules page §5)")
        points = []
        reasons = []
        for team in range(teams):
            if team == bidders:
                points.append(-contract)
                reasons.append(tr("{side} surrendered: -{contract} (rules page §5).",
                                  side=who[team], contract=contract))
            else:
                points.append(meld[team])
                reasons.append(tr("{side} scores their meld {meld}; no tricks were played "
                                  "(rules page §5).", side=who[team], meld=meld[team]))
        return HandScore(points, False, reasons, _inputs(contract, bidders, meld, trick_points,
                                                         surrendered, rules, tricks_won))
    tp = _check_pair("trick_points", trick_points, teams)
    if sum(tp) != rules.trick_points_total:
        raise PinochleError(f"trick points {tp} add up to {sum(tp)}, but the trick points of "
                            f"a whole hand add up to {rules.trick_points_total} (rules page §7)")
    won = None
    if tricks_won is not None:
        won = _check_pair("tricks_won", tricks_won, teams, "tricks")
        if sum(won) > rules.hand_size:
            raise PinochleError(f"tricks_won {won} add up to {sum(won)} tricks, but a hand has "
                                f"only {rules.hand_size} tricks")
    if rules.save_meld == "trick":
        if won is None:
            raise PinochleError("this rule set saves meld with any trick: give tricks_won per team")
        saved = [n > 0 for n in won]
    else:
        saved = [p > 0 for p in tp]
    by_trick = rules.save_meld == "trick"
    points, reasons = [], []
    made = False
    for team in range(teams):
        total = meld[team] + tp[team]
        if team == bidders:
            if saved[team] and total >= contract:
                made = True
                points.append(total)
                reasons.append(tr("{side} made the contract {contract}: meld {meld} + tricks "
                                  "{tricks} = {total} (rules page §7).", side=who[team],
                                  contract=contract, meld=meld[team], tricks=tp[team],
                                  total=total))
            else:
                points.append(-contract)
                values = dict(side=who[team], contract=contract, meld=meld[team],
                              tricks=tp[team], total=total)
                if saved[team]:
                    reasons.append(tr("{side} is set: meld {meld} + tricks {tricks} = {total} "
                                      "< {contract}; -{contract} (rules page §7).", **values))
                elif by_trick:
                    reasons.append(tr("{side} is set: no trick, so the meld is void; "
                                      "-{contract} (rules page §7).", **values))
                else:
                    reasons.append(tr("{side} is set: no trick points, so the meld is void; "
                                      "-{contract} (rules page §7).", **values))
        elif saved[team]:
            points.append(total)
            reasons.append(tr("{side} scores meld {meld} + tricks {tricks} = {total} (rules "
                              "page §7).", side=who[team], meld=meld[team], tricks=tp[team],
                              total=total))
        else:
            points.append(0)
            if by_trick:
                reasons.append(tr("{side} took no trick, so their meld {meld} is void: 0 "
                                  "(rules page §7).", side=who[team], meld=meld[team]))
            else:
                reasons.append(tr("{side} took no trick points, so their meld {meld} is "
                                  "void: 0 (rules page §7).", side=who[team],
                                  meld=meld[team]))
    return HandScore(points, made, reasons, _inputs(contract, bidders, meld, trick_points,
                                                    surrendered, rules, tricks_won))


def _inputs(contract, bidders, meld, trick_points, surrendered, rules, tricks_won) -> tuple:
    return (contract, bidders, tuple(meld), tuple(trick_points), surrendered, rules,
            None if tricks_won is None else tuple(tricks_won))


def explain_score(score: HandScore, names: Names | None = None) -> str:
    """The reasons of a :class:`HandScore`, one per line (rules page §5, §7).

    Args:
        score: what :func:`score_hand` returned.
        names: what to call each side (a :class:`~pinochle_teach.seating.Names`); ``None``
            keeps the names the score was made with.

    Raises:
        SeatError: ``names`` that do not fit the score's rules; PinochleError: ``score``
            not a HandScore.
    """
    if not isinstance(score, HandScore):
        raise PinochleError(f"explain_score takes what score_hand returned (a HandScore), got "
                            f"{shown(score)}")
    return "\n".join(score.reasons_for(names))


def totals_after(totals: Sequence[int], score: Sequence[int]) -> tuple[int, ...]:
    """Each side's game total after a hand (rules page §7): ``totals`` before the hand plus
    the hand's ``score`` (a :class:`HandScore` or any sequence of points, one per side).
    Totals may go below zero.

    >>> totals_after((1460, 1280), (240, 320))
    (1700, 1600)

    Raises:
        PinochleError: when the two do not have one whole number per side each.
    """
    if (isinstance(totals, (str, bytes)) or isinstance(score, (str, bytes))
            or len(totals) != len(score)
            or not all(isinstance(v, numbers.Integral) and not isinstance(v, bool)
                       for v in (*totals, *score))):
        raise PinochleError(f"totals and the hand's score must be whole numbers of points, one "
                            f"per side each; got {tuple(totals)!r} and {tuple(score)!r}")
    return tuple(int(t) + int(s) for t, s in zip(totals, score))


def trick_points_note(trick_points: Sequence[int], rules: RuleSet = CARDGAMES_IO) -> str:
    """A note for trick points that cannot all come from one hand: "" when they add up to
    the hand's total (250 by default, rules page §7), else a sentence saying both sums.

    >>> trick_points_note((190, 60))
    ''
    >>> trick_points_note((190, 50))
    'the trick points of a hand add up to 250; these add up to 240.'
    """
    total = sum(trick_points)
    if total == rules.trick_points_total:
        return ""
    return tr("the trick points of a hand add up to {total}; these add up to {these}.",
              total=rules.trick_points_total, these=total)


def _check_totals(totals, bidders, rules: RuleSet) -> tuple[int, ...]:
    rules = resolve_rules(rules)
    sides = _sides(rules)
    what = "team" if rules.partnership else "player"
    try:
        out = tuple(totals)
    except TypeError:
        out = None
    if (out is None or isinstance(totals, (str, bytes)) or len(out) != sides
            or any(isinstance(t, bool) or not isinstance(t, numbers.Integral)
                   or not -MOST_POINTS * 100 <= t <= MOST_POINTS * 100 for t in out)):
        raise PinochleError(
            f"totals must be {sides} whole numbers of points, one per {what} ({rules.name} "
            f"rules), got {shown(totals)}")
    if bidders is not None and (isinstance(bidders, bool) or not isinstance(bidders, numbers.Integral)
                                or not 0 <= bidders < sides):
        raise PinochleError(f"bidders must be a {what} 0..{sides - 1} (or None), got "
                            f"{shown(bidders)}")
    return out


def game_winner(totals: Sequence[int], bidders: int | None,
                rules: RuleSet = CARDGAMES_IO) -> int | None:
    """The side that has won the game after a hand, or ``None`` if play goes on (§7).

    Args:
        totals: each side's running total after the hand, in points: one per team in a
            partnership game (2), one per seat when each plays for themselves (3 in
            three-handed, §8).
        bidders: the side that held the contract this hand (0..sides-1), or ``None``.

    Returns:
        ``None`` if no side has reached ``rules.target_score`` (1500); the one side that has;
        if several have, the bidders when among them (``rules.bidders_win_ties``), else the
        highest total (the lowest index on an exact tie).

    Raises:
        PinochleError: ``totals`` not one whole number per side, or ``bidders`` not a side.
    """
    rules = resolve_rules(rules)
    totals = _check_totals(totals, bidders, rules)
    over = [i for i, t in enumerate(totals) if t >= rules.target_score]
    if not over:
        return None
    if len(over) == 1:
        return over[0]
    if rules.bidders_win_ties and bidders in over:
        return bidders
    return max(over, key=lambda i: (totals[i], -i))


def explain_game_winner(totals: Sequence[int], bidders: int | None,
                        rules: RuleSet = CARDGAMES_IO, names: Names | None = None) -> str:
    """:func:`game_winner`'s verdict in words, naming sides as :func:`side_label` does
    ("Team 0", "Team 1"; "Seat 0", "Seat 1", "Seat 2" when each plays for themselves)
    (rules page §7, §8).

    Args:
        totals: each side's running total after the hand, in points.
        bidders: the side that held the contract this hand.
        names: what to call each side (a :class:`~pinochle_teach.seating.Names`, e.g.
            ``seating.table_names(rules)``); ``None``: :func:`side_label`'s names.

    Returns:
        e.g. ``"Team 0 has 1520 and Team 1 has 1560: both reached 1500, so the bidders
        (Team 1) win the game (§7)."``

    Raises:
        PinochleError: as :func:`game_winner`; SeatError for ``names`` that do not fit.
    """
    rules = resolve_rules(rules)
    won = game_winner(totals, bidders, rules)
    totals = tuple(totals)
    target = rules.target_score
    name = [side_label(i, rules, names) for i in range(len(totals))]
    if len(totals) == 2:
        have = tr("{a} has {x} and {b} has {y}", a=name[0], x=totals[0], b=name[1], y=totals[1])
    else:
        have = tr("{a} has {x}, {b} has {y} and {c} has {z}", a=name[0], x=totals[0],
                  b=name[1], y=totals[1], c=name[2], z=totals[2])
    have = capitalise(have)  # the sentence starts with the first side's name
    over = [i for i, t in enumerate(totals) if t >= target]
    v = {"totals": have, "target": target, "side": name[won] if won is not None else ""}
    if won is None:
        if rules.partnership:
            return tr("{totals}: no team has reached {target} yet, so play goes on (rules page "
                      "§7).", **v)
        return tr("{totals}: no player has reached {target} yet, so play goes on (rules page "
                  "§7).", **v)
    if len(over) == 1:
        return tr("{totals}: {side} reached {target} and wins the game (rules page §7).", **v)
    if rules.bidders_win_ties and won == bidders:
        if rules.partnership:
            return tr("{totals}: both reached {target}, so the bidders ({side}) win the game, "
                      "whatever the totals (rules page §7).", **v)
        if len(over) == 2:
            return tr("{totals}: both reached {target}, so the bidder ({side}) wins the game, "
                      "whatever the totals (rules page §7).", **v)
        return tr("{totals}: several players reached {target}, so the bidder ({side}) wins the "
                  "game, whatever the totals (rules page §7).", **v)
    if rules.partnership:
        return tr("{totals}: several teams reached {target}; the highest total, {side}, wins "
                  "(rules page §7).", **v)
    return tr("{totals}: several players reached {target}; the highest total, {side}, wins "
              "(rules page §7).", **v)
