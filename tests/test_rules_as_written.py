"""Issue 14, items 16-23: the engine plays the rules as written and says true sentences.

Every expected value here is read from the rules (RULES.md §4, §5, §6, §8 and the
Wikipedia seed the variants come from), typed in by hand, not taken from the engine.
"""

from __future__ import annotations

import pytest

from pinochle_teach import (CARDGAMES_IO, DOUBLE_DECK, HOYLE, best_meld, parse_cards)


def labels(result):
    return sorted(m.label for m in result.melds)


# ---- item 16: no royal marriage is scored beside any run (§4), in either deck ------------
# §4: "The run variants replace the 150; no royal marriage is scored beside any run. A
# double run uses every trump K and Q." §8 gives the double deck the same melds with
# single, double, triple and quadruple values: a run still has no royal marriage beside it,
# however many trump K-Q pairs are left over.
DOUBLE_DECK_RUNS = [
    # (hand, trump, total, labels)
    ("AS TS KS QS JS KS QS KS QS", "S", 230, ["Run + marriage 230"]),
    ("AS TS KS QS JS KS QS KS QS KS QS", "S", 230, ["Run + marriage 230"]),
    ("AS TS KS QS JS KS KS", "S", 190, ["Run + king 190"]),
    ("AS TS KS QS JS QS QS QS", "S", 190, ["Run + queen 190"]),
    ("AS TS KS QS JS AS TS KS QS JS KS QS KS QS", "S", 1500, ["Double run 1500"]),
    ("AH TH KH QH JH AH TH KH QH JH KH QH", "H", 1500, ["Double run 1500"]),
    # no run: every trump K-Q pair is a royal marriage
    ("KS QS KS QS KS QS", "S", 120, ["Royal marriage 40"] * 3),
    ("TS KS QS JS KS QS KS QS KS QS", "S", 160, ["Royal marriage 40"] * 4),
]


@pytest.mark.parametrize("hand, trump, total, expected", DOUBLE_DECK_RUNS,
                         ids=[r[0] for r in DOUBLE_DECK_RUNS])
def test_item16_double_deck_scores_no_royal_marriage_beside_a_run(hand, trump, total, expected):
    result = best_meld(parse_cards(hand), trump, DOUBLE_DECK)
    assert result.total == total
    assert labels(result) == sorted(expected)


def test_item16_single_deck_never_has_a_royal_marriage_beside_a_run():
    # With two copies a run with a spare K and Q already uses every trump K and Q.
    for hand in ("AS TS KS KS QS QS JS", "AS AS TS TS KS KS QS QS JS JS"):
        for rules in (CARDGAMES_IO, HOYLE):
            assert "Royal marriage" not in [m.name for m in best_meld(hand, "S", rules).melds]


# ---- item 18: Hoyle's round-house bonus (§4, §8) -----------------------------------------
# §4: no bonus exists in the default game for a round house (K+Q in every suit = 240 by the
# table). §8: the Hoyle table has "round house bonus options". The Wikipedia seed: "some
# varieties accept a round house, the kings and queens of each suit, and give a bonus of 10
# points, 250 in all".
ROUND_HOUSE = "KS QS KH QH KD QD KC QC"


def test_item18_the_meld_table_has_a_round_house_bonus_field():
    from pinochle_teach import MeldTable

    assert MeldTable().round_house_bonus == 0
    assert CARDGAMES_IO.meld.round_house_bonus == 0


def test_item18_default_round_house_is_the_table_sum_240():
    assert best_meld(ROUND_HOUSE, "S").total == 240
    assert "Round house bonus" not in [m.name for m in best_meld(ROUND_HOUSE, "S").melds]


def test_item18_hoyle_round_house_is_250():
    assert HOYLE.meld.round_house_bonus == 10
    result = best_meld(ROUND_HOUSE, "S", HOYLE)
    assert result.total == 250
    assert "Round house bonus 10" in labels(result)
    # 40 royal + 3 x 20 common marriages + 80 kings around + 60 queens around + 10
    assert result.by_class() == {1: 100, 2: 0, 3: 150}


def test_item18_the_bonus_needs_a_king_and_a_queen_of_every_suit():
    # one queen missing: no round house, no bonus (kings around, 2 marriages + royal)
    result = best_meld("KS QS KH QH KD QD KC", "S", HOYLE)
    assert result.total == 40 + 20 + 20 + 80
    assert "Round house bonus" not in [m.name for m in result.melds]


def test_item18_the_bonus_comes_from_the_rule_set_table():
    from pinochle_teach import MeldTable

    rules = CARDGAMES_IO.with_(meld=MeldTable(round_house_bonus=25))
    assert best_meld(ROUND_HOUSE, "H", rules).total == 240 + 25
    # beside a run the trump K-Q is in the run; still a K and Q of every suit
    hand = "AS TS KS QS JS KH QH KD QD KC QC"
    assert best_meld(hand, "S", rules).total == 150 + 3 * 20 + 80 + 60 + 25


# ---- item 21: near_misses says every meld the card completes, with each one's points -----
def test_item21_a_card_that_completes_two_melds_names_both():
    from pinochle_teach import near_misses

    found = {str(c): (gain, text) for c, gain, text in near_misses("KS JD AH TC 9D", "S")}
    gain, text = found["Q♠"]
    # K♠ + Q♠ of trump is a royal marriage (40); J♦ + Q♠ is a pinochle (40): §4
    assert gain == 80
    assert "royal marriage in spades (+40)" in text and "pinochle (+40)" in text


def test_item21_a_card_that_replaces_a_meld_says_what_it_replaces():
    from pinochle_teach import near_misses

    found = {str(c): (gain, text) for c, gain, text in near_misses("AS TS KS QS JS QS", "S")}
    gain, text = found["K♠"]
    # run + queen 190 becomes run + marriage 230 (§4)
    assert gain == 40
    assert "run + marriage in spades (230)" in text and "run + queen (190)" in text


def _diff(before, after):
    from collections import Counter

    b = Counter((m.name, m.points) for m in before.melds)
    a = Counter((m.name, m.points) for m in after.melds)
    return a - b, b - a


def test_item21_every_near_miss_sentence_lists_each_meld_gained_and_lost():
    import random

    from pinochle_teach import new_deck, near_misses

    rng = random.Random(21)
    deck = new_deck(CARDGAMES_IO)
    several = 0
    for _ in range(400):
        hand = rng.sample(deck, 11)
        trump = rng.choice("SHDC")
        base = best_meld(hand, trump)
        for card, gain, text in near_misses(hand, trump):
            gained, lost = _diff(base, best_meld(hand + [card], trump))
            assert sum(p * n for (_, p), n in gained.items()) - sum(
                p * n for (_, p), n in lost.items()) == gain
            for (name, points), _ in gained.items():
                assert name.lower() in text and (f"(+{points})" in text or f"({points})" in text), (text, gained, lost)
            for (name, points), _ in lost.items():
                assert f"{name.lower()} ({points})" in text, (text, lost)
            several += sum(gained.values()) > 1
    assert several > 10  # the sample held many cards that complete two melds at once


# ---- item 17: a stuck dealer can never surrender (§5) ---------------------------------------
# §5: "A stuck dealer at 250 can never surrender", whatever the meld; §2: the stuck dealer
# holds the contract at 250 automatically. With no last-trick bonus a hand has 240 trick
# points, so 250 > meld 0 + 240 and only the stuck-dealer rule forbids it.
NO_LAST_TRICK = CARDGAMES_IO.with_(last_trick_bonus=0)


def _stuck_dealer_game():
    from pinochle_teach import Game

    g = Game(seed=65, rules=NO_LAST_TRICK)
    while g.phase.value == "auction":
        g.apply("pass")
    assert g.auction.forced and g.contract == 250
    g.apply("trump S")
    while g.phase.value in ("pass", "return"):
        g.apply(g.legal_actions()[-1])
    return g


def test_item17_the_stuck_dealer_is_not_offered_surrender():
    g = _stuck_dealer_game()
    assert g.team_meld[g.team_of(g.bidder)] == 0  # the case where 250 > meld + 240
    assert g.phase.value == "tricks"
    assert all(a.kind != "surrender" for a in g.legal_actions())


def test_item17_can_surrender_and_explain_surrender_know_the_forced_contract():
    from pinochle_teach import can_surrender, explain_surrender

    assert can_surrender(250, 0, NO_LAST_TRICK)  # a bid of 250 that others could outbid
    assert not can_surrender(250, 0, NO_LAST_TRICK, forced=True)
    assert not can_surrender(400, 0, CARDGAMES_IO, forced=True)
    text = explain_surrender(250, 0, NO_LAST_TRICK, forced=True)
    assert text.startswith("Surrender is not allowed") and "stuck" in text


def test_item17_score_hand_refuses_a_stuck_dealers_surrender():
    from pinochle_teach import IllegalActionError, score_hand

    with pytest.raises(IllegalActionError, match="stuck"):
        score_hand(250, 0, (0, 100), (0, 0), surrendered=True, rules=NO_LAST_TRICK,
                   forced=True)


# ---- item 19: simulate(processes > 1) in an unguarded script says what to do --------------
SCRIPT = """\
import sys
sys.path.insert(0, {repo!r})
from pinochle_teach.analysis import simulate
{body}
"""
UNGUARDED = "table = simulate(4, processes=2, progress=False)\nprint('rows', len(table))"
GUARDED = ("if __name__ == '__main__':\n"
           "    table = simulate(4, processes=2, progress=False)\n"
           "    print('rows', len(table))")


def _run_script(tmp_path, body, timeout=60):
    import os
    import signal
    import subprocess
    import sys
    from pathlib import Path

    script = tmp_path / "sim.py"
    script.write_text(SCRIPT.format(repo=str(Path(__file__).resolve().parents[1]), body=body))
    proc = subprocess.Popen([sys.executable, str(script)], cwd=tmp_path, text=True,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                            start_new_session=True)
    try:
        out, err = proc.communicate(timeout=timeout)
    except subprocess.TimeoutExpired:
        os.killpg(proc.pid, signal.SIGKILL)  # the script and every worker it spawned
        out, err = proc.communicate()
        pytest.fail(f"the script was still running after {timeout} s; stderr holds "
                    f"{err.count('Traceback')} tracebacks")
    return proc.returncode, out, err


def test_item19_an_unguarded_script_gets_a_clear_error_not_endless_workers(tmp_path):
    code, out, err = _run_script(tmp_path, UNGUARDED)
    assert code != 0
    assert "rows" not in out
    assert 'if __name__ == "__main__":' in err
    assert "PinochleError" in err
    assert err.count("Traceback") <= 3  # the script's own, and at most one per worker


def test_item19_a_guarded_script_runs(tmp_path):
    code, out, err = _run_script(tmp_path, GUARDED)
    assert (code, out.strip()) == (0, "rows 4"), err


# ---- item 20: a hint that says "cheapest" recommends a cheapest legal card ---------------
def _hints(seeds, rules=CARDGAMES_IO):
    from pinochle_teach import Game
    from pinochle_teach.players.hint import hint

    for seed in seeds:
        g = Game(seed=seed, rules=rules)
        while g.phase.value not in ("score", "game over"):
            h = hint(g)
            if g.phase.value == "tricks":
                yield g, h
            g.apply(h.action)


@pytest.mark.parametrize("rules", [CARDGAMES_IO, CARDGAMES_IO.with_(counting="classic")],
                         ids=["counters", "classic"])
def test_item20_every_cheapest_card_sentence_names_a_cheapest_legal_card(rules):
    checked = explained = 0
    for g, h in _hints(range(60), rules):
        legal = [a.value for a in g.legal_actions()]
        fewest = min(rules.card_points(c.rank) for c in legal)
        card = h.action.value
        text = str(h)
        if "cheapest" in text or "costs least" in text:
            checked += 1
            assert rules.card_points(card.rank) == fewest, (text, legal)
        if "and keep your cheaper" in text:
            explained += 1  # a dearer card chosen says which cheaper ones it keeps, and why
            assert rules.card_points(card.rank) > fewest
            cheaper = [c for c in legal if rules.card_points(c.rank) < rules.card_points(card.rank)]
            assert all(str(c) in text for c in cheaper), (text, legal)
    assert checked > 200 and explained > 0


# ---- item 22: quiz legal-play categories follow the rule in force -------------------------
# §8, post-1945: "follow suit with any card of the led suit; void, play any trump; must beat
# only when trump was led". So a duty to beat (must_beat, partner_winning, overtrump) is
# only ever shown on a trump lead, and "the lead has been trumped" or "forced undertrump"
# are no situations of their own under that rule.
def test_item22_post_1945_legal_play_categories_follow_the_post_1945_rule():
    from collections import Counter

    from pinochle_teach import POST_1945
    from pinochle_teach.quiz.legal_play import legal_play_question

    seen = Counter()
    for difficulty in ("easy", "medium", "hard"):
        for seed in range(40):
            q = legal_play_question(seed, difficulty, POST_1945)
            cat = q.category
            seen[cat] += 1
            lead = q.trick[0].suit
            of_lead = {c for c in q.hand if c.suit is lead}
            trumps = {c for c in q.hand if c.suit is q.trump}
            if cat in ("must_beat", "identical", "cannot_beat"):
                assert lead is q.trump, (cat, q.text())
            if cat == "partner_winning":
                # a trump lead, or void in the suit led: trumping in is a duty either way
                assert lead is q.trump or (not of_lead and q.answer == trumps
                                           and q.winning.suit is not q.trump), q.text()
            assert cat not in ("overtrump", "lead_trumped", "undertrump"), q.text()
            if cat == "any_of_suit":
                assert lead is not q.trump and q.answer == of_lead
            if cat == "any_trump":
                assert not of_lead and q.answer == trumps
    assert seen["any_of_suit"] and seen["any_trump"]


def test_item22_pre_1945_categories_are_unchanged_in_kind():
    from pinochle_teach.quiz.legal_play import legal_play_question
    from pinochle_teach.quiz.situations import LEGAL_BY_DIFFICULTY

    for seed in range(30):
        q = legal_play_question(seed, "hard", CARDGAMES_IO)
        assert q.category in LEGAL_BY_DIFFICULTY["hard"]
        assert q.category not in ("any_of_suit", "any_trump")


# ---- item 23: engine sentences ----------------------------------------------------------
def test_item23_double_deck_winner_sentences_quote_the_double_decks_ranks():
    # §8: the double deck has four copies of A 10 K Q J and no nines.
    from pinochle_teach import explain_winner

    text = explain_winner("QH TH JH AS", "S", rules=DOUBLE_DECK)
    assert "(A 10 K Q J)" in text and "9" not in text
    # the default deck keeps its nines (§1)
    assert "(A 10 K Q J 9)" in explain_winner("QH TH JH 9H", "S")


def test_item23_double_deck_trick_winner_quiz_story_uses_its_ranks():
    from pinochle_teach.quiz.trick_winner import trick_winner_question

    for seed in range(20):
        q = trick_winner_question(seed, "medium", DOUBLE_DECK)
        assert "J 9)" not in q.check((0, 0)).explanation


def test_item23_classic_counting_trick_winner_quiz_does_not_say_counters():
    # §8: classic counting gives every card but the nine points (A 11, 10 10, K 4, Q 3, J 2)
    from pinochle_teach.quiz.trick_winner import trick_winner_question

    classic = CARDGAMES_IO.with_(counting="classic")
    q = trick_winner_question(1, "medium", classic)
    assert "counters" not in q.prompt and "points" in q.prompt
    assert "counters" not in q.check((0, 0)).explanation
    assert "counters" in trick_winner_question(1, "medium").prompt  # default: A, 10, K


def test_item23_a_seat_given_as_text_is_refused_clearly():
    from pinochle_teach import Auction, PinochleError

    a = Auction(dealer=0)
    for bad in ("1", 1.0, True, 7, -1, [1], 10**20):
        with pytest.raises(PinochleError) as e:
            a.pass_(seat=bad)
        assert "whole number 0..3" in str(e.value) and repr(bad) in str(e.value)
        with pytest.raises(PinochleError):
            a.bid(250, seat=bad)
    assert a.history == [] and a.to_move == 1
    a.pass_(seat=1)  # the right seat, as a number, still works


def test_item23_lesson_2_says_what_a_round_house_scores():
    # §4: no bonus in the default game for a round house: 240 by the table, which is a
    # royal marriage 40 + three common marriages 60 + kings around 80 + queens around 60.
    import json
    from pathlib import Path

    nb = json.loads((Path(__file__).resolve().parents[1] / "notebooks" / "02_meld.ipynb")
                    .read_text("utf-8"))
    text = "".join("".join(c["source"]) for c in nb["cells"] if c["cell_type"] == "markdown")
    line = text[text.index("**Round house**"):].split("\n- ")[0].split("\n\n")[0]
    assert "240" in line and "kings around" in line and "queens around" in line, line
    assert best_meld(ROUND_HOUSE, "S").total == 240


def test_item23_a_dealer_that_is_not_a_seat_number_is_refused():
    from pinochle_teach import Auction, PinochleError

    for bad in (True, "0", 4, None):
        with pytest.raises(PinochleError, match="dealer"):
            Auction(dealer=bad)
