"""The rules explorer widget, headless: a Run redraws its panels in place (no widget left
behind, however often it is pressed), and a Run asked for while one is under way, or on a
disabled button, is ignored."""

from __future__ import annotations

import html
import re
import warnings

import ipywidgets
import pytest

from pinochle_teach.widgets import explorer as explorer_module
from pinochle_teach.widgets.explorer import PANELS, RulesExplorer


def live_widgets() -> int:
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", DeprecationWarning)
        return len(ipywidgets.Widget.widgets)


@pytest.fixture(scope="module")
def small():
    """An explorer that has run once on a handful of hands (the real engine and plots)."""
    return RulesExplorer(hands=2, dealt=10, switch=None)


class FakeFigure:
    dpi = 100

    def get_size_inches(self):
        import numpy
        return numpy.array([4.0, 3.0])


@pytest.fixture
def quick(monkeypatch, small):
    """Run with the exploration of ``small`` and stand-in pictures, so that a hundred runs
    take a moment; everything else in the widget is as in a real run. Counts the runs."""
    runs = []

    def explore(variants, *, progress, **kwargs):
        runs.append(variants)
        progress(1, 2)
        progress(2, 2)
        return small.exploration

    from pinochle_teach.analysis import plots
    monkeypatch.setattr(explorer_module, "explore", explore)
    for _key, plot_name, *_ in PANELS:
        monkeypatch.setattr(plots, plot_name, lambda ex: FakeFigure())
    monkeypatch.setattr(plots, "png_bytes", lambda fig, scale=1: b"\x89PNG fake")
    return runs


def test_a_hundred_runs_leave_no_widget_behind(small, quick):
    small.run_button.click()
    before = live_widgets()
    for _ in range(100):
        small.run_button.click()
    assert len(quick) == 101
    assert live_widgets() == before
    assert not small.run_button.disabled and small.progress.value == small.progress.max == 2


def test_run_is_ignored_while_running(small, quick, monkeypatch):
    # A click that reaches the kernel while a run is under way (here: from the progress
    # callback, the only code that runs during a run) does not start a second run.
    during = []

    def progress(done, total):
        during.append((small.run_button.disabled, small._running))
        small.run_button.click()   # disabled: nothing
        small.run()                # under way: nothing
    monkeypatch.setattr(small, "_on_progress", progress)
    small.run()
    assert len(quick) == 1 and during == [(True, True), (True, True)]
    assert not small.run_button.disabled and not small._running
    small.run_button.disabled = True
    small.run_button.click()
    assert len(quick) == 1
    small.run_button.disabled = False


def test_panels_are_figures_with_their_readings_and_no_inline_style(small):
    assert "pt-stylesheet" in small.children[0]._dom_classes
    assert "pt-root" in small._dom_classes
    for key, *_ in PANELS:
        value = small.panels[key].value
        assert value.startswith('<figure class="pt-explorer-figure">')
        assert "style=" not in value
        assert small.readings[key] == [html.unescape(s) for s in
                                       re.findall(r"<li>(.*?)</li>", value)]


def test_the_hands_played_bar_is_shown_only_while_hands_are_played(small, quick, monkeypatch):
    # A bar left full after the run the page comes up with read as "done" before the person
    # had run anything (issue 15): it is drawn only during a run.
    from pinochle_teach.widgets import controls

    assert controls.is_hidden(small.progress)
    fresh = RulesExplorer(hands=2, dealt=10, switch=None, run=False)
    assert controls.is_hidden(fresh.progress)
    during = []
    real = small._on_progress

    def progress(done, total):
        real(done, total)
        during.append(controls.is_hidden(small.progress))
    monkeypatch.setattr(small, "_on_progress", progress)
    small.run()
    assert during == [False, False]
    assert controls.is_hidden(small.progress)
    assert small.progress.value == small.progress.max == 2  # it counted the hands
