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
from ..i18n import N_, NP_, gettext, ntr, pgettext, tr
from ..numbers import decimal, grouped
from ..rules import COUNTING_SCHEMES, PRESETS, RuleSet, preset_title
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
OBLIGATION_LABELS = {"must_win": N_("pre-1945 (always beat the winning card)"),
                     "post_1945": N_("post-1945 (beat only when trump is led)")}
#: Words for the counting schemes (rules page §7, §8).
COUNTING_LABELS = {"counters": N_("counters (A, 10, K = 10)"),
                   "classic": N_("classic (A 11, 10 10, K 4, Q 3, J 2)"),
                   "simple": N_("simple (A, 10 = 10; K, Q = 5)")}

#: Rule switches the explorer can compare: key -> (field, value A, value B, title); the
#: labels and titles are marked with N_ and translated where shown.
SWITCHES = {
    "obligation": ("obligation", "must_win", "post_1945",
                   N_("Pre- vs post-1945 trick obligations")),
    "classic": ("counting", "counters", "classic", N_("Counters vs classic counting")),
    "simple": ("counting", "counters", "simple", N_("Counters vs simple counting")),
}

# The switched rules as a rule set's name shows them ("Hoyle, classic counting": in the
# nominative; Variant.shown).
_LABELS = {
    ("obligation", "must_win"): NP_("a rule switched, in a rule set's name", "pre-1945 play"),
    ("obligation", "post_1945"): NP_("a rule switched, in a rule set's name", "post-1945 play"),
    ("counting", "counters"): NP_("a rule switched, in a rule set's name", "counters"),
    ("counting", "classic"): NP_("a rule switched, in a rule set's name", "classic counting"),
    ("counting", "simple"): NP_("a rule switched, in a rule set's name", "simple counting")}
# The same in English variant labels (Variant.label) and in read_switch's sentences.
_SHORT = {("obligation", "must_win"): N_("pre-1945 play"),
          ("obligation", "post_1945"): N_("post-1945 play"),
          ("counting", "counters"): N_("counters"), ("counting", "classic"): N_("classic counting"),
          ("counting", "simple"): N_("simple counting")}
# The switched rule at the start of a sentence ("Classic counting raises ...").
_SHORT_FIRST = {("obligation", "must_win"): N_("Pre-1945 play"),
                ("obligation", "post_1945"): N_("Post-1945 play"),
                ("counting", "counters"): N_("Counters"),
                ("counting", "classic"): N_("Classic counting"),
                ("counting", "simple"): N_("Simple counting")}


@dataclasses.dataclass(frozen=True)
class Variant:
    """A rule set to explore and its label (e.g. ``"Hoyle, classic counting"``, in English:
    it names the rule set in code; :attr:`shown` says it in the current language).

    Attributes:
        rules: the rule set.
        label: its name, in English.
        base: the name of the rule set the switches were made to (``""``: ``label`` is it).
        switched: the rules switched, in order, as ``(field, value)`` pairs
            (``("counting", "classic")``).
    """

    rules: RuleSet
    label: str
    base: str = ""
    switched: tuple[tuple[str, str], ...] = ()

    @property
    def shown(self) -> str:
        """The label in the current language, for plots and sentences ("Hoyle, liczenie
        klasyczne" in Polish)."""
        parts = [preset_title(self.base or self.label)]
        parts += [pgettext(*_LABELS[key]) for key in self.switched]
        return ", ".join(parts)


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
    label = base = rules.name
    changes = {}
    switched = []
    if obligation is not None and obligation != rules.obligation:
        if obligation not in OBLIGATION_LABELS:
            raise PinochleError(f"unknown obligation {obligation!r}: use one of "
                                f"{', '.join(OBLIGATION_LABELS)}")
        changes["obligation"] = obligation
        switched.append(("obligation", obligation))
        label += ", " + _SHORT[("obligation", obligation)]
    if counting is not None and counting != rules.counting:
        if counting not in COUNTING_SCHEMES:
            raise PinochleError(f"unknown counting scheme {counting!r}: use one of "
                                f"{', '.join(COUNTING_SCHEMES)}")
        changes["counting"] = counting
        switched.append(("counting", counting))
        label += ", " + _SHORT[("counting", counting)]
    if changes:
        rules = rules.with_(name=label, **changes)
    return Variant(rules, label, base if switched else "", tuple(switched))


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
    return Variant(rules.with_(name=label), label, base.base or base.label,
                   (*base.switched, (field, value)))


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
        return f"{decimal(p * 100, 4)}%"
    if p < 0.01:
        return f"{decimal(p * 100, 2)}%"
    return f"{decimal(p * 100, 1)}%"


def _share(p: float) -> str:
    """A share of hands (contracts made) as a whole percentage."""
    return f"{decimal(p * 100, 0)}%"


def _r(x: float) -> str:
    return decimal(x, 0)


def read_meld_per_hand(ex: Exploration) -> list[str]:
    """One sentence per variant on the meld of a dealt hand with its best trump."""
    out = []
    for r in ex.results:
        m = r.hand_meld
        top = float(np.percentile(m, 90))
        out.append(tr("{variant}: a dealt hand of {size} cards melds {mean} on average with "
                      "its best trump suit; one hand in ten melds {top} or more ({hands} "
                      "hands).", variant=r.variant.shown, size=r.variant.rules.hand_size,
                      mean=_r(m.mean()), top=_r(top), hands=grouped(r.dealt_hands)))
    return out


def read_team_meld(ex: Exploration) -> list[str]:
    """One sentence per variant on the bidders' and the opponents' meld in played hands."""
    out = []
    for r in ex.results:
        t, rules = r.table, r.variant.rules
        opp = opponents_meld(t, rules)
        v = dict(variant=r.variant.shown, mean=_r(t["bidders_meld"].mean()), other=_r(opp.mean()),
                 hands=len(t))
        if rules.widow and rules.partnership:
            text = tr("{variant}: after taking the widow and discarding the bidding team melds "
                      "{mean} on average, the other team {other} ({hands} hands).", **v)
        elif rules.widow:
            text = tr("{variant}: after taking the widow and discarding the bidder melds {mean} "
                      "on average, each other player {other} ({hands} hands).", **v)
        elif rules.partnership:
            text = tr("{variant}: after the pass the bidding team melds {mean} on average, the "
                      "other team {other} ({hands} hands).", **v)
        else:
            text = tr("{variant}: after the pass the bidder melds {mean} on average, each other "
                      "player {other} ({hands} hands).", **v)
        out.append(text)
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
            out.append(tr("{variant}: too few hands to compare trump lengths.",
                          variant=r.variant.shown))
            continue
        x = np.array([k for k, _, _ in rows], dtype=float)
        y = np.array([m for _, m, _ in rows])
        w = np.array([h for _, _, h in rows], dtype=float)
        slope = float(np.polyfit(x, y, 1, w=np.sqrt(w))[0])
        (k0, m0, _), (k1, m1, _) = rows[0], rows[-1]
        out.append(ntr("{variant}: hands with {long} cards in their best suit meld {mean_long} "
                       "on average and hands with {n} card only {mean}: about {slope} points "
                       "more per extra card.",
                       "{variant}: hands with {long} cards in their best suit meld {mean_long} "
                       "on average and hands with {n} cards only {mean}: about {slope} points "
                       "more per extra card.", int(k0), variant=r.variant.shown, long=k1,
                       mean_long=_r(m1), mean=_r(m0), slope=_r(slope)))
    return out


def read_chances(ex: Exploration) -> list[str]:
    """Sentences comparing exact and measured chances (first variant in detail)."""
    r = ex.results[0]
    by = {e.name: (p, f) for e, p, f in r.chances}
    out = [tr("{variant}, {size}-card hand, hearts trump: a pinochle {pinochle} exact "
              "({pinochle_dealt} dealt), a run {run} ({run_dealt}), aces around {aces} "
              "({aces_dealt}).", variant=r.variant.shown, size=r.variant.rules.hand_size,
              pinochle=_pct(by["Pinochle"][0]), pinochle_dealt=_pct(by["Pinochle"][1]),
              run=_pct(by["Run"][0]), run_dealt=_pct(by["Run"][1]),
              aces=_pct(by["Aces around"][0]), aces_dealt=_pct(by["Aces around"][1]))]
    for r in ex.results:
        gaps = [(abs(f - p), e.name) for e, p, f in r.chances]
        gap, name = max(gaps)
        out.append(tr("{variant}: exact and dealt agree within {gap} percentage points "
                      "(largest gap: {event}; {hands} hands).", variant=r.variant.shown,
                      gap=decimal(gap * 100, 2), event=gettext(name), hands=grouped(r.dealt_hands)))
    return out


def read_contracts(ex: Exploration) -> list[str]:
    """One sentence per variant on how often contracts were made, by level."""
    out = []
    for r in ex.results:
        t, rules = r.table, r.variant.rules
        bands = [tr("{band}: {share} of {hands}", band=label, share=_share(share), hands=k)
                 for label, k, share in made_by_level(t, rules) if k]
        out.append(ntr("{variant}: {share} of {n} contract made ({bands}).",
                       "{variant}: {share} of {n} contracts made ({bands}).", len(t),
                       variant=r.variant.shown, share=_share(float(t["made"].mean())),
                       bands="; ".join(bands)))
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
        return tr("{rule}: no deals were played both ways.", rule=name_b)
    within = abs(float(diff.mean())) <= noise
    for d in (1, 2, 3):
        shown_a, shown_b, shown_noise = round(mean_a, d), round(mean_b, d), round(noise, d)
        shown = round(abs(shown_b - shown_a), d)
        if (shown > 0 or within) and (shown <= shown_noise) == within:
            break
    else:  # the change equals the noise at every precision shown: call it within chance
        within = True

    v = dict(rule=name_b, a=decimal(shown_a, d), b=decimal(shown_b, d),
             change=decimal(shown, d), noise=decimal(shown_noise, d))
    if shown == 0:
        return ntr("{rule} leaves the bidders' average trick points at {a} on the same {n} deal.",
                   "{rule} leaves the bidders' average trick points at {a} on the same {n} "
                   "deals.", n, **v)
    if shown_b > shown_a:
        text = ntr("{rule} raises the bidders' average trick points from {a} to {b} on the same "
                   "{n} deal, a change of {change}.",
                   "{rule} raises the bidders' average trick points from {a} to {b} on the same "
                   "{n} deals, a change of {change}.", n, **v)
    else:
        text = ntr("{rule} lowers the bidders' average trick points from {a} to {b} on the same "
                   "{n} deal, a change of {change}.",
                   "{rule} lowers the bidders' average trick points from {a} to {b} on the same "
                   "{n} deals, a change of {change}.", n, **v)
    if within:
        return tr("{sentence} {verdict}", sentence=text, verdict=ntr(
            "That is within chance: on {n} deal a change up to about {noise} points can come "
            "from luck alone.",
            "That is within chance: on {n} deals a change up to about {noise} points can come "
            "from luck alone.", n, **v))
    return tr("{sentence} {verdict}", sentence=text, verdict=ntr(
        "That is more than chance: luck alone gives up to about {noise} points on {n} deal.",
        "That is more than chance: luck alone gives up to about {noise} points on {n} deals.",
        n, **v))


def read_switch(ex: Exploration) -> list[str]:
    """Sentences on the rule switch: the bidders' trick points and contracts made."""
    sw = ex.switch
    if sw is None:
        return []
    ta, tb = sw.table_a, sw.table_b
    key_a = (sw.field, getattr(sw.a.rules, sw.field))
    key_b = (sw.field, getattr(sw.b.rules, sw.field))
    name_b = gettext(_SHORT_FIRST[key_b])
    diff = tb["bidders_trick_points"].astype(float) - ta["bidders_trick_points"]
    first = switch_sentence(name_b, float(ta["bidders_trick_points"].mean()),
                            float(tb["bidders_trick_points"].mean()), diff)
    changed = int((diff != 0).sum())
    second = ntr("Contracts made: {share_a} with {rule_a}, {share_b} with {rule_b}; the "
                 "bidders' trick points differ in {changed} of {n} hand.",
                 "Contracts made: {share_a} with {rule_a}, {share_b} with {rule_b}; the "
                 "bidders' trick points differ in {changed} of {n} hands.", len(ta),
                 share_a=_share(float(ta["made"].mean())), rule_a=gettext(_SHORT[key_a]),
                 share_b=_share(float(tb["made"].mean())), rule_b=gettext(_SHORT[key_b]),
                 changed=changed)
    return [first, second]
