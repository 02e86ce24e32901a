"""One control for a projector (issue 15): the play table and the walkthrough had both a
"Cards: Normal | Classroom" size toggle and the page's "Projector" switch, which overlapped
(the toggle hid itself in projector mode) and confused a teacher. The Projector switch, the
page setting every widget follows, is now the one control; the ``size`` keyword still draws
the cards at that scale, and the old ``size_picker`` attribute says where the control went."""

from __future__ import annotations

import ipywidgets as widgets
import pytest

from pinochle_teach.widgets import TABLE_SIZES, projector
from pinochle_teach.widgets.table import PlayTable
from pinochle_teach.widgets.walkthrough import TrickWalkthrough


@pytest.fixture(autouse=True)
def fresh_page():
    projector.reset()
    yield
    projector.reset()


def every_widget(root):
    seen, todo = [], [root]
    while todo:
        w = todo.pop()
        if isinstance(w, widgets.Widget) and all(w is not s for s in seen):
            seen.append(w)
            todo.extend(getattr(w, "children", ()))
    return seen


def make(kind, **kwargs):
    if kind == "table":
        return PlayTable(seed=7, difficulty="easy", **kwargs)
    return TrickWalkthrough.for_deal(3, **kwargs)


@pytest.mark.parametrize("kind", ["table", "walkthrough"])
def test_the_projector_switch_is_the_one_size_control(kind):
    w = make(kind)
    found = every_widget(w)
    toggles = [x for x in found if isinstance(x, widgets.ToggleButtons)]
    assert [t.description for t in toggles] == [], "a card-size toggle is still there"
    labels = [getattr(x, "description", "") for x in found]
    assert not any("Classroom" in str(getattr(x, "options", "")) for x in found)
    assert labels.count("Projector") == 1
    switch = next(x for x in found if getattr(x, "description", "") == "Projector")
    switch.value = True
    assert projector.is_on() and projector.CLASS in w._dom_classes


@pytest.mark.parametrize("kind", ["table", "walkthrough"])
def test_the_size_keyword_still_draws_larger_cards(kind):
    big = make(kind, size=1.6)
    assert big.size == 1.6
    if kind == "table":
        assert big.hand_view.size == 1.6
    else:
        big.go(1)
        normal = make(kind)
        normal.go(1)
        assert 'width="102.4"' in big.trick_view.value  # 64 px x 1.6
        assert 'width="102.4"' not in normal.trick_view.value


@pytest.mark.parametrize("kind", ["table", "walkthrough"])
def test_the_old_size_picker_says_where_the_control_went(kind):
    w = make(kind)
    with pytest.raises(AttributeError) as err:
        w.size_picker  # noqa: B018 - the attribute read is the test
    text = str(err.value)
    assert "Projector" in text and "size=" in text and "?projector=1" in text


def test_the_card_scales_stay_public():
    assert dict((label, v) for label, v in TABLE_SIZES) == {"Normal": 1.0, "Classroom": 1.6}
