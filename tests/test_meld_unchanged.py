"""best_meld gives the same full breakdown as before its cache keys became ints (issue 13).

tests/data/meld_breakdowns_4153970.json holds, for every preset, a short digest of each
MeldResult (total, and every meld's name, points, cards and class) that best_meld at commit
4153970 gave for the hands of ``deal(seed, rules)``, seeds 0..99, each with every trump: the
expected values come from the old engine, not from the code under test. Regenerate (only if
the rules themselves change) with the old engine first on the path:

    git archive 4153970 pinochle_teach | tar -x -C /tmp/old
    PYTHONPATH=/tmp/old python tests/test_meld_unchanged.py --write

The peer cases (tests/test_peer_cases.py) and tests/test_meld.py pin totals and breakdowns
by hand as well.

Where issue 14 corrected the rules, the old engine was wrong, so each new breakdown is
first turned back into what the old engine gave, by the one rule that changed, and that
must match the stored digest (so everything else is still unchanged):

- item 16: the old engine scored a royal marriage for each trump K-Q pair a run left over
  (80 cards only), right after the run; §4 says no royal marriage is scored beside any run.
- item 18: the old engine had no round-house bonus (Hoyle's table now gives 10, §8): the
  "Round house bonus" melds are taken out.
"""

from __future__ import annotations

import hashlib
import json
import sys
from pathlib import Path

import pytest

from pinochle_teach import PRESETS

DATA = Path(__file__).parent / "data" / "meld_breakdowns_4153970.json"
SEEDS = range(100)


def breakdown(result) -> str:
    return repr((result.total, [(m.name, m.points, [c.code for c in m.cards], m.meld_class)
                                for m in result.melds]))


def as_the_old_engine_gave(result, rules):
    """``result``'s breakdown with the rule changes of issue 14 undone (see above)."""
    from collections import Counter

    from pinochle_teach import Card, Meld, Rank

    melds = [m for m in result.melds if m.name != "Round house bonus"]
    total = result.total - sum(m.points for m in result.melds if m.name == "Round house bonus")
    held = Counter(result.hand)
    for i, m in enumerate(melds):
        if m.meld_class == 1 and "run" in m.name.lower():
            king, queen = Card(result.trump, Rank.KING), Card(result.trump, Rank.QUEEN)
            spare = min(held[king] - m.cards.count(king), held[queen] - m.cards.count(queen))
            value = rules.meld.royal_marriage
            melds[i + 1:i + 1] = [Meld("Royal marriage", value, (king, queen), 1)] * spare
            total += value * spare
            break
    return type(result)(result.hand, result.trump, tuple(melds), total)


def digests(rules, undo=True) -> list[str]:
    """One 10-hex digest per (seed, seat or widow, trump), in that order; with ``undo``,
    of the breakdown with issue 14's rule changes undone (not when writing the reference
    with the old engine)."""
    from pinochle_teach import Suit, best_meld, deal

    out = []
    for seed in SEEDS:
        for hand in deal(seed, rules):
            for trump in Suit:
                result = best_meld(hand, trump, rules)
                text = breakdown(as_the_old_engine_gave(result, rules) if undo else result)
                out.append(hashlib.sha256(text.encode()).hexdigest()[:10])
    return out


def _stored() -> dict:
    return json.loads(DATA.read_text("utf-8"))


@pytest.mark.parametrize("name", sorted(PRESETS))
def test_best_meld_breakdowns_are_those_of_the_old_engine(name):
    from pinochle_teach import Suit, best_meld, deal

    rules = PRESETS[name]
    expected = _stored()["digests"][name]
    got = digests(rules)
    assert len(got) == len(expected)
    if got != expected:
        k = next(i for i, (a, b) in enumerate(zip(got, expected)) if a != b)
        per_seed = len(deal(0, rules)) * 4
        seed, rest = divmod(k, per_seed)
        hand = deal(seed, rules)[rest // 4]
        trump = list(Suit)[rest % 4]
        pytest.fail(f"{name}: deal({seed}) hand {rest // 4}, trump {trump.value}: now "
                    f"{breakdown(best_meld(hand, trump, rules))}, which the old engine did "
                    "not give")


def test_the_reference_covers_every_preset_and_many_hands():
    stored = _stored()
    assert set(stored["digests"]) == set(PRESETS)
    assert sum(len(v) for v in stored["digests"].values()) >= 5 * 100 * 3 * 4


if __name__ == "__main__" and sys.argv[1:] == ["--write"]:
    lines = [f"  {json.dumps(name)}: {json.dumps(digests(rules, undo=False))}"
             for name, rules in sorted(PRESETS.items())]
    DATA.write_text('{"source": "best_meld of pinochle_teach at commit 4153970 (before int '
                    'cache keys); see tests/test_meld_unchanged.py",\n "digests": {\n'
                    + ",\n".join(lines) + "\n}}\n", "utf-8")
    print(f"wrote {DATA}")
