"""Matplotlib figures of an :class:`~pinochle_teach.analysis.summary.Exploration`.

Imported on demand (``pinochle_teach.analysis`` itself never imports matplotlib). Each
``plot_*`` function returns a :class:`matplotlib.figure.Figure` made without pyplot (no
global state, no GUI backend); :func:`png_bytes` renders one to PNG with no timestamp in it,
so the same data give the same bytes.

Colours are the Okabe-Ito colour-blind-safe set, and every series also differs by line
style or hatching, so no plot relies on colour alone.
"""

from __future__ import annotations

import functools
import io

import numpy as np
from matplotlib.figure import Figure
from matplotlib.ticker import Formatter

from ..i18n import gettext, tr
from ..numbers import decimal_point
from .exact import MELD_EVENTS
from .summary import Exploration, made_by_level, opponents_meld, trump_length_means

__all__ = ["COLOURS", "STYLES", "HATCHES", "png_bytes", "plot_meld_per_hand",
           "plot_team_meld", "plot_trump_length", "plot_chances", "plot_contracts",
           "plot_switch"]

#: Okabe-Ito colours (blue, orange, bluish green, reddish purple, sky blue, vermillion).
COLOURS = ("#0072B2", "#E69F00", "#009E73", "#CC79A7", "#56B4E9", "#D55E00")
STYLES = ("-", "--", ":", "-.")
HATCHES = ("", "//", "..", "xx")

SIZE = (5.4, 3.5)   # inches
DPI = 90


def _figure(height: float = SIZE[1], *, left: int = 64, bottom: int = 46, top: int = 28,
            right: int = 14) -> tuple[Figure, object]:
    """A figure with one axes and fixed margins in pixels (a layout engine would cost as
    much time again as the drawing itself)."""
    fig = Figure(figsize=(SIZE[0], height), dpi=DPI)
    w, h = SIZE[0] * DPI, height * DPI
    fig.subplots_adjust(left=left / w, right=1 - right / w, bottom=bottom / h, top=1 - top / h)
    ax = fig.add_subplot()
    ax.spines[["top", "right"]].set_visible(False)
    ax.grid(axis="y", alpha=0.3)
    return fig, ax


_LEGEND_ROW = 15  # pixels per row of a figure legend below the axes


def _legend_below(fig) -> None:
    fig.legend(fontsize=7, frameon=False, loc="lower center", ncols=2,
               bbox_to_anchor=(0.5, 0.0), borderaxespad=0.3)


def png_bytes(fig: Figure, scale: float = 1.0) -> bytes:
    """The figure as PNG bytes (no creation time or software tag, so repeatable);
    ``scale``: times the figure's pixels, and its text (2.0 for a projector)."""
    buf = io.BytesIO()
    fig.savefig(buf, format="png", metadata={"Software": None}, dpi=fig.dpi * scale)
    return buf.getvalue()


class _SpokenPoint(Formatter):
    """An axis's own tick formatter with the decimal point of the language spoken when the
    figure was made (``17,5`` in Polish, Czech and Icelandic)."""

    def __init__(self, inner: Formatter, point: str):
        self.inner, self.point = inner, point

    def set_axis(self, axis):
        super().set_axis(axis)
        self.inner.set_axis(axis)

    def set_locs(self, locs):
        self.inner.set_locs(locs)

    def __call__(self, x, pos=None):
        return self.inner(x, pos).replace(".", self.point)

    def format_ticks(self, values):
        return [t.replace(".", self.point) for t in self.inner.format_ticks(values)]

    def get_offset(self):
        return self.inner.get_offset().replace(".", self.point)


def _numbers_as_spoken(plot):
    """Give the figure a ``plot_*`` function returns the tick labels of the language spoken
    (its formatters are chosen last: a log scale, say, replaces the axis's formatter)."""
    @functools.wraps(plot)
    def wrapper(ex):
        fig = plot(ex)
        point = decimal_point()
        if point != ".":
            for ax in fig.axes:
                for axis in (ax.xaxis, ax.yaxis):
                    axis.set_major_formatter(_SpokenPoint(axis.get_major_formatter(), point))
        return fig
    return wrapper


# "% of hands" is written with a {percent} placeholder: gettext's tools read "% o" as a
# printf placeholder and refuse the translations.
def _step_hist(ax, values_list, labels, bins, xlabel):
    for i, (vals, label) in enumerate(zip(values_list, labels)):
        w = np.full(len(vals), 100.0 / max(len(vals), 1))
        ax.hist(vals, bins=bins, weights=w, histtype="step", linewidth=2,
                color=COLOURS[i % len(COLOURS)], linestyle=STYLES[i % len(STYLES)], label=label)
    ax.set_xlabel(xlabel)
    ax.set_ylabel(tr("{percent} of hands", percent="%"))
    ax.legend(fontsize=8, frameon=False)


def _bins(arrays, width_hint=10, cap_pct=99.5):
    hi = max(float(np.percentile(a, cap_pct)) for a in arrays if len(a))
    lo = min(float(a.min()) for a in arrays if len(a))
    width = max(width_hint, 10 * round((hi - lo) / 30 / 10)) if hi > lo else width_hint
    return np.arange(10 * np.floor(lo / 10), hi + width, width)


@_numbers_as_spoken
def plot_meld_per_hand(ex: Exploration) -> Figure:
    """Histogram of a dealt hand's meld (best trump suit), one line per variant."""
    fig, ax = _figure()
    arrays = [r.hand_meld for r in ex.results]
    _step_hist(ax, arrays, [r.variant.shown for r in ex.results], _bins(arrays),
               tr("meld of one dealt hand, best trump (points)"))
    ax.set_title(tr("Meld per hand"), fontsize=11)
    return fig


@_numbers_as_spoken
def plot_team_meld(ex: Exploration) -> Figure:
    """Histogram of the bidders' meld (solid) and the opponents' (dashed), played hands."""
    fig, ax = _figure()
    arrays, labels = [], []
    for r in ex.results:
        rules = r.variant.rules
        arrays.append(r.table["bidders_meld"])
        v = {"variant": r.variant.shown}
        labels.append(tr("{variant}: bidders", **v) if rules.partnership
                      else tr("{variant}: bidder", **v))
        arrays.append(opponents_meld(r.table, rules))
        labels.append(tr("{variant}: opponents", **v) if rules.partnership
                      else tr("{variant}: each other player", **v))
    bins = _bins(arrays, width_hint=20)
    for i, (vals, label) in enumerate(zip(arrays, labels)):
        w = np.full(len(vals), 100.0 / max(len(vals), 1))
        ax.hist(vals, bins=bins, weights=w, histtype="step", linewidth=2,
                color=COLOURS[(i // 2) % len(COLOURS)], linestyle=STYLES[i % 2], label=label)
    widows = {bool(r.variant.rules.widow) for r in ex.results}
    if widows == {False}:
        xlabel = tr("meld after the pass (points)")
    elif widows == {True}:
        xlabel = tr("meld after the widow (points)")
    else:
        xlabel = tr("meld after the pass or the widow (points)")
    ax.set_xlabel(xlabel)
    ax.set_ylabel(tr("{percent} of hands", percent="%"))
    ax.legend(fontsize=8, frameon=False)
    ax.set_title(tr("Meld per team"), fontsize=11)
    return fig


@_numbers_as_spoken
def plot_trump_length(ex: Exploration) -> Figure:
    """Mean meld of a dealt hand by the length of its best suit, one line per variant."""
    fig, ax = _figure()
    for i, r in enumerate(ex.results):
        rows = trump_length_means(r)
        ax.plot([k for k, _, _ in rows], [m for _, m, _ in rows], marker="osD^"[i % 4],
                color=COLOURS[i % len(COLOURS)], linestyle=STYLES[i % len(STYLES)],
                linewidth=2, label=r.variant.shown)
    ax.set_xlabel(tr("cards in the best trump suit"))
    ax.set_ylabel(tr("average meld (points)"))
    ax.xaxis.get_major_locator().set_params(integer=True)
    ax.legend(fontsize=8, frameon=False)
    ax.set_title(tr("Meld by trump length"), fontsize=11)
    return fig


@_numbers_as_spoken
def plot_chances(ex: Exploration) -> Figure:
    """Chance of each meld in a dealt hand: exact (bars, value written beside) and measured
    on dealt hands (black ticks), log scale from 0.01%; one bar per variant."""
    k = len(ex.results)
    rows = (k + 2) // 2
    fig, ax = _figure(SIZE[1] + 0.6 + 0.25 * k, left=104, bottom=46 + _LEGEND_ROW * rows + 6)
    ax.grid(False)
    names = [gettext(e.name) for e in MELD_EVENTS]
    height = 0.8 / k
    y = np.arange(len(names))
    floor = 0.01
    for i, r in enumerate(ex.results):
        exact = np.array([p for _, p, _ in r.chances]) * 100
        seen = np.array([f for _, _, f in r.chances]) * 100
        pos = y - 0.4 + height * (i + 0.5)
        ax.barh(pos, np.where(exact > 0, np.maximum(exact, floor), np.nan), left=0,
                height=height * 0.9, color=COLOURS[i % len(COLOURS)],
                hatch=HATCHES[i % len(HATCHES)], edgecolor="white",
                label=tr("{variant}: exact", variant=r.variant.shown))
        ax.plot(np.where(seen >= floor, seen, np.nan), pos, linestyle="none", marker="|",
                markersize=min(10, 30 * height), markeredgewidth=2, color="black",
                label=tr("in dealt hands") if i == 0 else None)
        if k <= 2:
            for p, yy in zip(exact, pos):
                text = (tr("none") if p == 0 else
                        (f"{p:.2g}%" if p >= floor else f"<{floor:g}%").replace(
                            ".", decimal_point()))
                ax.annotate(text, (max(p, floor), yy), xytext=(4, 0), textcoords="offset points",
                            va="center", fontsize=7)
    ax.set_yticks(y, names, fontsize=8)
    ax.invert_yaxis()
    ax.set_xscale("log")
    ax.set_xlim(floor, 300)
    ax.set_xlabel(tr("chance in a dealt hand (%, log scale)"))
    ax.grid(axis="x", alpha=0.3)
    _legend_below(fig)
    ax.set_title(tr("Chance of each meld (hearts trump)"), fontsize=11)
    return fig


@_numbers_as_spoken
def plot_contracts(ex: Exploration) -> Figure:
    """Share of contracts made by contract band, bars per variant, hand counts on top."""
    k = len(ex.results)
    rows = (k + 1) // 2 if k > 1 else 0
    fig, ax = _figure(SIZE[1] + 0.2 * rows, bottom=46 + _LEGEND_ROW * rows + (6 if rows else 0))
    width = 0.8 / k
    labels_done = None
    for i, r in enumerate(ex.results):
        rows = made_by_level(r.table, r.variant.rules)
        x = np.arange(len(rows)) - 0.4 + width * (i + 0.5)
        shares = [s * 100 if s is not None else 0 for _, _, s in rows]
        bars = ax.bar(x, shares, width=width * 0.9, color=COLOURS[i % len(COLOURS)],
                      hatch=HATCHES[i % len(HATCHES)], edgecolor="white",
                      label=r.variant.shown)
        for b, (_, n, s) in zip(bars, rows):
            # Side by side bars are narrow: "no hands" written over several of them ran
            # together, so there an empty level shows its count, 0, like the others.
            empty = tr("no hands") if k == 1 else "0"
            ax.annotate(f"{n}" if n else empty, (b.get_x() + b.get_width() / 2,
                        b.get_height()), ha="center", va="bottom", fontsize=7,
                        xytext=(0, 2), textcoords="offset points")
        if labels_done is None or k == 1:
            labels_done = [label for label, _, _ in rows]
    if k == 1:
        ax.set_xticks(np.arange(len(labels_done)), labels_done)
        ax.set_xlabel(tr("contract (points); hands above each bar"))
    else:
        ax.set_xticks(np.arange(4), [tr("minimum"), tr("+1 to 4 steps"), tr("+5 to 9"),
                                     tr("+10 steps")])
        ax.set_xlabel(tr("contract above the minimum bid; hands above each bar"))
    ax.set_ylim(0, 112)
    ax.set_ylabel(tr("{percent} of contracts made", percent="%"))
    if k > 1:
        _legend_below(fig)
    ax.set_title(tr("Contracts made by level"), fontsize=11)
    return fig


@_numbers_as_spoken
def plot_switch(ex: Exploration) -> Figure:
    """The bidders' trick points with the rule switch one way and the other (same deals),
    with each mean as a vertical line."""
    fig, ax = _figure()
    sw = ex.switch
    if sw is None:
        ax.text(0.5, 0.5, tr("No rule switch chosen"), ha="center", va="center",
                transform=ax.transAxes)
        ax.set_axis_off()
        return fig
    arrays = [sw.table_a["bidders_trick_points"], sw.table_b["bidders_trick_points"]]
    labels = [sw.a.shown, sw.b.shown]
    total = sw.a.rules.trick_points_total
    bins = np.arange(0, total + 20, max(10, 10 * round(total / 25 / 10)))
    _step_hist(ax, arrays, labels, bins, tr("bidders' trick points in a hand"))
    for i, vals in enumerate(arrays):
        ax.axvline(float(np.mean(vals)), color=COLOURS[i], linestyle=STYLES[i], linewidth=1)
    ax.set_title(tr("Effect of a rule switch"), fontsize=11)
    return fig
