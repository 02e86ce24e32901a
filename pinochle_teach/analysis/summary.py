"""The numbers and sentences of the rules explorer (rules page §8), computed from data.

:func:`explore` runs everything the dashboard shows for a few variants (rule sets): dealt
hands from the vectorised dealer (meld per hand, by trump length, chance of each meld,
exact and measured), hands played by computer players (meld per team, contracts made by
level) and a rule switch played on the same deals both ways. The ``read_*`` functions turn
an :class:`Exploration` into short sentences; every figure in them is computed from the
data, so they change when the data do.

>>> ex = explore([make_variant("cardgames.io")], n=20, dealt=2000, switch=None)
>>> read_contracts(ex)[0].startswith("cardgames.io:")
True
"""

from __future__ import annotations

import dataclasses
import time
from collections.abc import Callable, Sequence

import numpy as np

from ..errors import PinochleError
from ..rules import COUNTING_SCHEMES, PRESETS, RuleSet
from ..seating import side_count
from .batch import MAX_DEALS, all_hands, best_trump_meld, deal_counts, trump_lengths
from .exact import MELD_EVENTS, MeldEvent, event_frequency, hold_probability
from .simulate import MAX_HANDS, Table, simulate

__all__ = ["Variant", "make_variant", "SWITCHES", "OBLIGATION_LABELS", "COUNTING_LABELS",
           "VariantResult", "SwitchResult", "Exploration", "explore", "contract_levels",
           "read_meld_per_hand", "read_team_meld", "read_trump_length", "read_chances",
           "read_contracts", "read_switch", "switch_sentence", "EXPLORER_PRESETS"]

#: Presets offered by the explorer (the post-1945 preset is the obligation switch instead).
EXPLORER_PRESETS = ("cardgames.io", "Hoyle", "Double deck", "Three-handed")

#: Words for the obligation field's values (rules page §6, §8).
OBLIGATION_LABELS = {"must_win": "pre-1945 (always beat the winning card)",
                     "post_1945": "post-1945 (beat only when trump is led)"}
#: Words for the counting schemes (rules page §7, §8).
COUNTING_LABELS = {"counters": "counters (A, 10, K = 10)",
                   "classic": "classic (A 11, 10 10, K 4, Q 3, J 2)",
                   "simple": "simple (A, 10 = 10; K, Q = 5)"}

#: Rule switches the explorer can compare: key -> (field, value A, value B, title).
SWITCHES = {
    "obligation": ("obligation", "must_win", "post_1945",
                   "Pre- vs post-1945 trick obligations"),
    "classic": ("counting", "counters", "classic", "Counters vs classic counting"),
    "simple": ("counting", "counters", "simple", "Counters vs simple counting"),
}

_SHORT = {("obligation", "must_win"): "pre-1945 play", ("obligation", "post_1945"): "post-1945 play",
          ("counting", "counters"): "counters", ("counting", "classic"): "classic counting",
          ("counting", "simple"): "simple counting"}


@dataclasses.dataclass(frozen=True)
class Variant:
    """A rule set to explore and its label in plots (e.g. ``"Hoyle, classic counting"``)."""

    rules: RuleSet
    label: str


def make_variant(preset: "str | RuleSet", obligation: str | None = None,
                 counting: str | None = None) -> Variant:
    """A preset, optionally with its trick obligation and counting scheme switched.

    Args:
        preset: a key of :data:`pinochle_teach.rules.PRESETS` or a :class:`RuleSet`.
        obligation: ``None`` (the preset's own), ``"must_win"`` or ``"post_1945"``.
        counting: ``None`` (the preset's own), ``"counters"``, ``"classic"`` or ``"simple"``.

    Raises:
        PinochleError: an unknown preset name or switch value.
    """
    if isinstance(preset, RuleSet):
        rules = preset
    elif preset in PRESETS:
        rules = PRESETS[preset]
    else:
        raise PinochleError(f"unknown rule set {preset!r}: use one of {', '.join(PRESETS)}")
    label = rules.name
    changes = {}
    if obligation is not None and obligation != rules.obligation:
        if obligation not in OBLIGATION_LABELS:
            raise PinochleError(f"unknown obligation {obligation!r}: use one of "
                                f"{', '.join(OBLIGATION_LABELS)}")
        changes["obligation"] = obligation
        label += ", " + _SHORT[("obligation", obligation)]
    if counting is not None and counting != rules.counting:
        if counting not in COUNTING_SCHEMES:
            raise PinochleError(f"unknown counting scheme {counting!r}: use one of "
                                f"{', '.join(COUNTING_SCHEMES)}")
        changes["counting"] = counting
        label += ", " + _SHORT[("counting", counting)]
    if changes:
        rules = rules.with_(name=label, **changes)
    return Variant(rules, label)


@dataclasses.dataclass
class VariantResult:
    """Everything measured for one variant.

    Attributes:
        variant: the :class:`Variant`.
        table: the played hands (:func:`~pinochle_teach.analysis.simulate`).
        hand_meld: meld of each dealt hand with its best trump suit (points).
        hand_trump_length: cards of that best suit in the hand.
        chances: ``[(event, exact, measured)]`` for :data:`MELD_EVENTS` with hearts as
            trump, measured on the dealt hands.
        dealt_hands: how many dealt hands ``hand_meld`` covers.
    """

    variant: Variant
    table: Table
    hand_meld: np.ndarray
    hand_trump_length: np.ndarray
    chances: list[tuple[MeldEvent, float, float]]
    dealt_hands: int


@dataclasses.dataclass
class SwitchResult:
    """One rule switch played both ways on the same deals (same seeds, same players)."""

    key: str
    field: str
    a: Variant
    b: Variant
    table_a: Table
    table_b: Table


@dataclasses.dataclass
class Exploration:
    """The result of :func:`explore`: one :class:`VariantResult` per variant, the switch
    comparison (or ``None``), the number of played hands per variant, the seed and how
    long it took (seconds)."""

    results: list[VariantResult]
    switch: SwitchResult | None
    n: int
    seed: int
    seconds: float


def explore(variants: Sequence[Variant], n: int = 300, seed: int = 0, dealt: int = 20_000,
            switch: str | None = "obligation", players=None,
            progress: Callable[[int, int], None] | None = None) -> Exploration:
    """Measure what the explorer shows for each variant.

    Args:
        variants: one or more :class:`Variant` (see :func:`make_variant`).
        n: hands played by computer players per variant, and for each side of the switch
            (the side the first variant already plays is not played again);
            ``1..MAX_HANDS`` (100,000).
        seed: seeds every deal and player; the same seed gives the same exploration.
        dealt: deals dealt by the vectorised dealer per variant (every seat's hand counts);
            ``1..MAX_DEALS`` (2,000,000).
        switch: a key of :data:`SWITCHES` to play the first variant both ways, or ``None``.
        players: as :func:`~pinochle_teach.analysis.simulate` (default players per rules).
        progress: ``progress(done, total)`` in played hands, for a progress bar.

    Raises:
        PinochleError: no variants, an unknown switch, or ``n`` / ``dealt`` not a whole
            number in its range.
    """
    if not variants:
        raise PinochleError("pick at least one rule set to explore")
    if switch is not None and switch not in SWITCHES:
        raise PinochleError(f"unknown switch {switch!r}: use one of {', '.join(SWITCHES)} or None")
    for name, value, high in (("n", n, MAX_HANDS), ("dealt", dealt, MAX_DEALS)):
        if isinstance(value, bool) or not isinstance(value, int) or value < 1:
            raise PinochleError(f"{name} must be a whole number >= 1, got {value!r}")
        if value > high:
            raise PinochleError(f"{name} must be at most {high:,}, got {value:,}")
    t0 = time.perf_counter()
    total = n * (len(variants) + (2 if switch else 0))
    if switch is not None:
        field, va, vb, _ = SWITCHES[switch]
        if getattr(variants[0].rules, field) in (va, vb):
            total -= n  # one side of the switch is the first variant itself
    done = [0]

    def step(k, _total):
        if progress is not None:
            progress(done[0] + k, total)

    def run(rules):
        table = simulate(n, rules, players=players, seed=seed, progress=step)
        done[0] += n
        return table

    results = []
    for i, v in enumerate(variants):
        table = run(v.rules)
        deals = deal_counts(dealt, seed=seed + 1000 * i + 1, rules=v.rules)
        hands = all_hands(deals, v.rules)
        meld, trump = best_trump_meld(hands, v.rules)
        lengths = trump_lengths(hands, trump)
        chances = [(e, hold_probability(e.requirements("H"), v.rules),
                    event_frequency(hands, e, "H", v.rules)) for e in MELD_EVENTS]
        results.append(VariantResult(v, table, meld, lengths, chances, hands.shape[0]))
    sw = None
    if switch is not None:
        field, va, vb, _ = SWITCHES[switch]
        base = variants[0]
        a = _switched(base, field, va)
        b = _switched(base, field, vb)
        tables = []
        for v in (a, b):
            # The first variant already played these deals with this setting: reuse it.
            same = v.rules.with_(name="") == base.rules.with_(name="")
            tables.append(results[0].table if same else run(v.rules))
        sw = SwitchResult(switch, field, a, b, tables[0], tables[1])
    return Exploration(results, sw, n, seed, time.perf_counter() - t0)


def _switched(base: Variant, field: str, value: str) -> Variant:
    rules = base.rules.with_(**{field: value})
    label = f"{base.label}, {_SHORT[(field, value)]}"
    return Variant(rules.with_(name=label), label)


# ---------------------------------------------------------------------------------------
# Figures behind the plots


def contract_levels(rules: RuleSet) -> list[tuple[str, int, int | None]]:
    """Contract bands for "how often is a contract made": ``(label, low, high)`` in
    points, ``high`` inclusive or ``None`` for no limit. The bands are the minimum bid, then
    four, five and more steps of the smallest raise above it (rules page §2)."""
    m, s = rules.minimum_bid, min(rules.bid_steps)
    return [(f"{m}", m, m),
            (f"{m + s}–{m + 4 * s}", m + s, m + 4 * s),
            (f"{m + 5 * s}–{m + 9 * s}", m + 5 * s, m + 9 * s),
            (f"{m + 10 * s}+", m + 10 * s, None)]


def made_by_level(table: Table, rules: RuleSet) -> list[tuple[str, int, float | None]]:
    """``(band label, hands, share made or None)`` for each band of :func:`contract_levels`."""
    out = []
    c, made = table["contract"], table["made"]
    for label, lo, hi in contract_levels(rules):
        mask = (c >= lo) & ((c <= hi) if hi is not None else True)
        k = int(mask.sum())
        out.append((label, k, float(made[mask].mean()) if k else None))
    return out


def opponents_meld(table: Table, rules: RuleSet) -> np.ndarray:
    """Meld of the non-bidding side per hand: the other team, or the mean of the other
    players when each plays for themselves."""
    teams = side_count(rules)
    per = np.stack([table[f"meld_team{t}"] for t in range(teams)], axis=1)
    bt = table["bidding_team"]
    others = per.sum(axis=1) - per[np.arange(len(table)), bt]
    return others / (teams - 1)


def _pct(p: float) -> str:
    """A chance as a percentage with enough digits to tell close figures apart."""
    if p == 0:
        return "0%"
    if p < 0.0001:
        return f"{p * 100:.4f}%"
    if p < 0.01:
        return f"{p * 100:.2f}%"
    return f"{p * 100:.1f}%"


def _share(p: float) -> str:
    """A share of hands (contracts made) as a whole percentage."""
    return f"{p * 100:.0f}%"


def _r(x: float) -> str:
    return f"{x:,.0f}"


def _cards(k: int) -> str:
    return f"{k} card" if k == 1 else f"{k} cards"


def read_meld_per_hand(ex: Exploration) -> list[str]:
    """One sentence per variant on the meld of a dealt hand with its best trump."""
    out = []
    for r in ex.results:
        m = r.hand_meld
        top = float(np.percentile(m, 90))
        out.append(f"{r.variant.label}: a dealt hand of {r.variant.rules.hand_size} cards melds "
                   f"{_r(m.mean())} on average with its best trump suit; one hand in ten melds "
                   f"{_r(top)} or more ({r.dealt_hands:,} hands).")
    return out


def read_team_meld(ex: Exploration) -> list[str]:
    """One sentence per variant on the bidders' and the opponents' meld in played hands."""
    out = []
    for r in ex.results:
        t, rules = r.table, r.variant.rules
        opp = opponents_meld(t, rules)
        side = "the other team" if rules.partnership else "each other player"
        who = "the bidding team" if rules.partnership else "the bidder"
        when = ("after taking the widow and discarding" if rules.widow else "after the pass")
        out.append(f"{r.variant.label}: {when} {who} melds {_r(t['bidders_meld'].mean())} "
                   f"on average, {side} {_r(opp.mean())} ({len(t)} hands).")
    return out


def trump_length_means(r: VariantResult) -> list[tuple[int, float, int]]:
    """``(length, mean meld, hands)`` for each length of the best suit held by 50+ hands."""
    out = []
    for k in np.unique(r.hand_trump_length):
        mask = r.hand_trump_length == k
        if mask.sum() >= 50:
            out.append((int(k), float(r.hand_meld[mask].mean()), int(mask.sum())))
    return out


def read_trump_length(ex: Exploration) -> list[str]:
    """One sentence per variant: how much meld each extra card of the best suit brings."""
    out = []
    for r in ex.results:
        rows = trump_length_means(r)
        if len(rows) < 2:
            out.append(f"{r.variant.label}: too few hands to compare trump lengths.")
            continue
        x = np.array([k for k, _, _ in rows], dtype=float)
        y = np.array([m for _, m, _ in rows])
        w = np.array([h for _, _, h in rows], dtype=float)
        slope = float(np.polyfit(x, y, 1, w=np.sqrt(w))[0])
        (k0, m0, _), (k1, m1, _) = rows[0], rows[-1]
        out.append(f"{r.variant.label}: hands with {k1} cards in their best suit meld "
                   f"{_r(m1)} on average and hands with {_cards(k0)} only {_r(m0)}: about "
                   f"{_r(slope)} points more per extra card.")
    return out


def read_chances(ex: Exploration) -> list[str]:
    """Sentences comparing exact and measured chances (first variant in detail)."""
    r = ex.results[0]
    by = {e.name: (p, f) for e, p, f in r.chances}
    out = [f"{r.variant.label}, {r.variant.rules.hand_size}-card hand, hearts trump: a "
           f"pinochle {_pct(by['Pinochle'][0])} exact ({_pct(by['Pinochle'][1])} dealt), a run "
           f"{_pct(by['Run'][0])} ({_pct(by['Run'][1])}), aces around "
           f"{_pct(by['Aces around'][0])} ({_pct(by['Aces around'][1])})."]
    for r in ex.results:
        gaps = [(abs(f - p), e.name) for e, p, f in r.chances]
        gap, name = max(gaps)
        out.append(f"{r.variant.label}: exact and dealt agree within {gap * 100:.2f} "
                   f"percentage points (largest gap: {name}; {r.dealt_hands:,} hands).")
    return out


def read_contracts(ex: Exploration) -> list[str]:
    """One sentence per variant on how often contracts were made, by level."""
    out = []
    for r in ex.results:
        t, rules = r.table, r.variant.rules
        bands = [f"{label}: {_share(share)} of {k}" for label, k, share in
                 made_by_level(t, rules) if k]
        out.append(f"{r.variant.label}: {_share(float(t['made'].mean()))} of {len(t)} contracts "
                   f"made ({'; '.join(bands)}).")
    return out


def switch_sentence(name_b: str, mean_a: float, mean_b: float, diff: np.ndarray) -> str:
    """The sentence comparing the bidders' average trick points under the two sides of a
    rule switch, played on the same deals.

    Args:
        name_b: the switched rule, capitalised (``"Classic counting"``).
        mean_a, mean_b: the bidders' average trick points (points) without and with it.
        diff: per deal, the bidders' trick points with the switch minus without it.

    The averages are shown with one decimal (more when needed), so the figures never
    contradict the verdict: a change called "more than chance" is shown larger than the
    noise (twice the standard error of the mean difference), one "within chance" no larger.
    """
    n = len(diff)
    noise = 2 * float(diff.std(ddof=1)) / np.sqrt(n) if n > 1 else 0.0
    if n == 0:
        return f"{name_b}: no deals were played both ways."
    within = abs(float(diff.mean())) <= noise
    for d in (1, 2, 3):
        shown_a, shown_b, shown_noise = round(mean_a, d), round(mean_b, d), round(noise, d)
        shown = round(abs(shown_b - shown_a), d)
        if (shown > 0 or within) and (shown <= shown_noise) == within:
            break
    else:  # the change equals the noise at every precision shown: call it within chance
        within = True

    def f(x: float) -> str:
        return f"{x:,.{d}f}"

    if shown == 0:
        return (f"{name_b} leaves the bidders' average trick points at {f(shown_a)} on the "
                f"same {n} deals.")
    verb = "raises" if shown_b > shown_a else "lowers"
    text = (f"{name_b} {verb} the bidders' average trick points from {f(shown_a)} to "
            f"{f(shown_b)} on the same {n} deals, a change of {f(shown)}.")
    if within:
        return text + (f" That is within chance: on {n} deals a change up to about "
                       f"{f(shown_noise)} points can come from luck alone.")
    return text + (f" That is more than chance: luck alone gives up to about "
                   f"{f(shown_noise)} points on {n} deals.")


def read_switch(ex: Exploration) -> list[str]:
    """Sentences on the rule switch: the bidders' trick points and contracts made."""
    sw = ex.switch
    if sw is None:
        return []
    ta, tb = sw.table_a, sw.table_b
    name_b = _SHORT[(sw.field, getattr(sw.b.rules, sw.field))]
    name_b = name_b[0].upper() + name_b[1:]
    diff = tb["bidders_trick_points"].astype(float) - ta["bidders_trick_points"]
    first = switch_sentence(name_b, float(ta["bidders_trick_points"].mean()),
                            float(tb["bidders_trick_points"].mean()), diff)
    changed = int((diff != 0).sum())
    second = (f"Contracts made: {_share(float(ta['made'].mean()))} with "
              f"{_SHORT[(sw.field, getattr(sw.a.rules, sw.field))]}, "
              f"{_share(float(tb['made'].mean()))} with {name_b[0].lower() + name_b[1:]}; "
              f"the bidders' trick points differ in {changed} of {len(ta)} hands.")
    return [first, second]
