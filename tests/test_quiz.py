"""Quiz generators (pinochle_teach.quiz): every question is a real position whose answer is
what the game itself computes (issue 6).

``validate_question`` replays each question's game record with the real :class:`Game` and
checks the question against it; ``benchmarks/bench_quiz.py`` runs the same check over
10,000 seeds per generator.
"""

from __future__ import annotations

import os
import re
import subprocess
import sys
from collections import Counter

import pytest

from pinochle_teach import (HOYLE, POST_1945, Card, best_meld, can_surrender,
                            deal, legal_plays, parse_cards, score_hand, trick_winner)
from pinochle_teach import quiz
from pinochle_teach.errors import PinochleError
from pinochle_teach.game import Game, Phase
from pinochle_teach.quiz import (DIFFICULTIES, GENERATORS, Choice, InvalidAnswerError,
                                 InvalidQuestionError, Question, QuizSettingError, Verdict,
                                 answer_key, make_question, worksheet)
from pinochle_teach.quiz.situations import meld_features
from pinochle_teach.rules import DOUBLE_DECK, THREE_HANDED
from pinochle_teach.seating import side_of
from pinochle_teach.solver import solve
from pinochle_teach.tricks import beats, winning_card

SAMPLE = int(os.environ.get("PINOCHLE_QUIZ_SAMPLE", "300"))


def _deck_counts(cards) -> Counter:
    return Counter(cards)


def validate_question(q) -> None:
    """Assert that ``q`` is a valid question: it comes from a real position (its record
    replays to it) and its answer is what the engine's game functions give."""
    rules = q.rules
    assert q.kind in GENERATORS
    assert isinstance(q.prompt, str) and "?" in q.prompt
    assert q.difficulty in DIFFICULTIES
    right = q.check(q.answer)
    assert isinstance(right, Verdict) and right.correct, (q, right)
    assert right.explanation
    check = _VALIDATORS[q.kind]
    check(q, rules)


def _validate_legal(q, rules) -> None:
    game = Game.from_record(q.record)
    assert game.phase is Phase.TRICKS and game.hand_number == 1
    assert game.to_move == q.seat and game.leader == q.leader and game.trump is q.trump
    assert sorted(game.hands[q.seat]) == sorted(q.hand)
    assert tuple(game.trick) == q.trick and 1 <= len(q.trick) <= 3
    # A follower: the trick was led by someone else, and the seats play clockwise.
    assert q.trick_seats[-1] == (q.seat - 1) % 4
    assert len(q.hand) == rules.hand_size - len(game.tricks)
    # Every card of the deck is somewhere exactly as often as the deck holds it.
    everywhere = [c for h in game.hands for c in h] + list(game.trick) + [
        c for t in game.tricks for c in t.cards]
    assert _deck_counts(everywhere) == _deck_counts(
        [c for h in game.dealt for c in h]), "cards were lost or made up"
    # The answer is the game's own list of legal plays, and legal_plays'.
    game_legal = frozenset(a.value for a in game.legal_actions())
    assert q.answer == game_legal
    assert q.answer == frozenset(legal_plays(q.hand, q.trick, q.trump, rules))
    assert q.answer <= set(q.hand)
    assert q.winning is winning_card(q.trick, q.trump)
    assert q.winning_seat == q.trick_seats[trick_winner(q.trick, q.trump)]
    # The situation named by the category is really there.
    lead = q.trick[0].suit
    can_beat = any(beats(c, q.winning, q.trump) for c in q.answer)
    if q.category == "partner_winning":
        assert q.partner_winning and can_beat and len(q.answer) < len(set(q.hand))
    elif q.category == "undertrump":
        assert all(c.suit is q.trump for c in q.answer) and not can_beat
        assert not any(c.suit is lead for c in q.hand)
    elif q.category == "overtrump":
        assert all(beats(c, q.winning, q.trump) for c in q.answer)
        assert q.winning.suit is q.trump
    elif q.category == "lead_trumped":
        assert q.winning.suit is q.trump is not lead and not can_beat
    elif q.category == "identical":
        assert q.winning in q.hand and not beats(q.winning, q.winning, q.trump)
    elif q.category == "free":
        assert q.answer == set(q.hand)
    # Wrong answers are judged wrong, and the wrong cards are the ones highlighted.
    illegal = [c for c in q.hand if c not in q.answer]
    if illegal:
        v = q.check(q.answer | {illegal[0]})
        assert not v.correct and v.highlight == (illegal[0],)
        assert f"{illegal[0]} is not allowed" in v.explanation
    missed = sorted(q.answer)[0]
    v = q.check(q.answer - {missed})
    assert not v.correct and missed in v.highlight


def _validate_meld(q, rules) -> None:
    assert q.record is None
    dealt = deal(q.deal_seed, rules)[q.seat]
    assert sorted(dealt) == sorted(q.hand) and len(q.hand) == rules.hand_size
    assert q.answer == best_meld(q.hand, q.trump, rules).total == q.result.total
    assert not q.check(q.answer + 10).correct
    assert str(q.answer) in q.check(q.answer + 10).explanation
    assert set(q.check(q.answer).highlight) <= set(q.hand)
    feats = meld_features(q.result)
    if q.category == "tricky":
        assert feats & {"run_variant", "around"} or len(feats) >= 2
    elif q.category == "simple":
        assert 1 <= len(q.result.melds) <= 3 and not feats & {"run", "around", "double"}


def _validate_trick(q, rules) -> None:
    game = Game.from_record(q.record)
    record = game.tricks[-1]
    assert not game.trick  # the record stops right after the trick was completed
    assert record.cards == q.cards and len(q.cards) == 4
    assert record.leader == q.leader
    assert record.winner == q.winner_seat  # the seat the game gave the trick to
    assert record.points == q.points  # the game's own count, last-trick bonus included
    assert q.last == (len(game.tricks) == rules.hand_size)
    assert q.answer == (trick_winner(q.cards, q.trump), record.points)
    wrong = (q.winner_index + 1) % 4
    if q.cards[wrong] is not q.cards[q.winner_index]:
        v = q.check((wrong, q.points))
        assert not v.correct and v.explanation.startswith("Half right")
    assert not q.check((q.winner_index, q.points + 10)).correct


def _validate_score(q, rules) -> None:
    game = Game.from_record(q.record)
    assert game.phase in (Phase.SCORE, Phase.GAME_OVER)
    res = game.hand_results[-1]
    assert (res.contract, res.bidder, res.bidding_team, res.trump) == (
        q.contract, q.bidder, q.bidders, q.trump)
    assert (res.meld, res.trick_points, res.tricks_won, res.surrendered) == (
        q.meld, q.trick_points, q.tricks_won, q.surrendered)
    assert tuple(q.answer) == res.score  # what the game itself scored
    assert sum(q.trick_points) == (0 if q.surrendered else rules.trick_points_total)
    a, b = q.answer
    assert not q.check((a + 10, b)).correct
    assert q.check({"bidders": q.answer[q.bidders], "opponents": q.answer[1 - q.bidders]}).correct


def _validate_bid(q, rules) -> None:
    game = Game.from_record(q.record)
    res = game.hand_results[-1]
    assert q.bidders == res.bidding_team and q.meld == res.meld
    if "contract" not in q.changed:
        assert q.contract == res.contract
    assert q.contract >= rules.minimum_bid and q.contract % 10 == 0
    b = q.bidders
    if q.question == "surrender":
        assert q.trick_points is None
        assert q.answer == can_surrender(q.contract, q.meld[b], rules)
    else:
        assert q.question == "made" and not res.surrendered
        if "trick_points" not in q.changed:
            assert q.trick_points == res.trick_points
        assert sum(q.trick_points) == rules.trick_points_total
        assert q.answer == score_hand(q.contract, b, q.meld, q.trick_points, False, rules,
                                      tricks_won=q.tricks_won).made
    assert not q.check(not q.answer).correct
    if q.difficulty == "hard" and q.category != "set_void":
        total = q.meld[b] + (rules.trick_points_total if q.question == "surrender"
                             else q.trick_points[b])
        assert abs(q.contract - total) <= 10


def _validate_puzzle(q, rules) -> None:
    game = Game.from_record(q.record)
    assert game.phase is Phase.TRICKS and game.to_move == q.seat and game.trump is q.trump
    assert tuple(game.trick) == q.trick and game.leader == q.leader
    assert [sorted(h) for h in game.hands] == [sorted(h) for h in q.hands]
    assert set(q.legal) == {a.value for a in game.legal_actions()}
    # The answer is the solver's best card for the seat's side, solved here again.
    sol = solve(game.hands, game.trump, game.leader, game.trick, rules)
    team = side_of(q.seat, rules)
    mine = {c: v[team] for c, v in sol.card_values.items()}
    best = max(mine.values())
    assert [c for c, v in mine.items() if v == best] == [q.answer]
    assert f"take {best} of the {sum(sol.points)} points" in q.prompt
    for card in mine:
        if card is not q.answer:
            v = q.check(card)
            assert not v.correct and f"takes {best}, {best - mine[card]} more" in v.explanation


_VALIDATORS = {"legal_play": _validate_legal, "meld": _validate_meld,
               "trick_winner": _validate_trick, "hand_score": _validate_score,
               "bid": _validate_bid, "puzzle": _validate_puzzle}


# ---- every generator over a sample of seeds -----------------------------------------------

@pytest.mark.parametrize("kind", list(GENERATORS))
def test_sample_of_questions_are_real_positions_with_engine_answers(kind):
    # A puzzle's check solves its position exactly (test_puzzle.py tests the finder itself):
    # a third of the sample for it.
    for seed in range(SAMPLE // 3 if kind == "puzzle" else SAMPLE):
        difficulty = DIFFICULTIES[seed % 3]
        q = make_question(kind, seed, difficulty)
        assert q.seed == seed and q.difficulty == difficulty
        validate_question(q)


@pytest.mark.parametrize("kind", list(GENERATORS))
@pytest.mark.parametrize("rules", [POST_1945, HOYLE, DOUBLE_DECK],
                         ids=["post_1945", "hoyle", "double_deck"])
def test_questions_follow_the_rule_variant(kind, rules):
    for seed in range(12):
        q = make_question(kind, seed, DIFFICULTIES[seed % 3], rules)
        assert q.rules is rules
        validate_question(q)


@pytest.mark.parametrize("kind", list(GENERATORS))
def test_same_seed_gives_the_same_question(kind):
    for seed in (0, 5, 123456):
        for difficulty in DIFFICULTIES:
            a = make_question(kind, seed, difficulty)
            b = make_question(kind, seed, difficulty)
            assert (a.text(), a.answer, a.category) == (b.text(), b.answer, b.category)


def test_question_does_not_depend_on_the_cache():
    before = {k: make_question(k, 77, "hard").text() for k in GENERATORS}
    quiz.clear_cache()
    after = {k: make_question(k, 77, "hard").text() for k in GENERATORS}
    assert before == after


def test_question_does_not_depend_on_the_hash_seed():
    code = ("from pinochle_teach.quiz import make_question as m; "
            "print('|'.join(m(k, 9, 'medium').text() for k in "
            "('legal_play', 'meld', 'trick_winner', 'hand_score', 'bid')))")
    outs = set()
    for hash_seed in ("1", "2"):
        env = dict(os.environ, PYTHONHASHSEED=hash_seed)
        outs.add(subprocess.run([sys.executable, "-c", code], env=env, check=True,
                                capture_output=True, text=True).stdout)
    assert len(outs) == 1


def test_different_seeds_give_different_questions():
    for kind in GENERATORS:
        texts = {make_question(kind, s, "medium").text() for s in range(20)}
        assert len(texts) >= 15, kind


# ---- difficulty picks the situation -----------------------------------------------------

def _categories(kind, difficulty, n=60):
    return Counter(make_question(kind, s, difficulty).category for s in range(n))


def test_hard_legal_plays_are_the_subtle_cases():
    hard = _categories("legal_play", "hard")
    assert set(hard) <= {"partner_winning", "lead_trumped", "overtrump", "undertrump",
                         "identical"}
    assert len(hard) >= 4  # a mix, not one kind over and over
    easy = _categories("legal_play", "easy")
    assert set(easy) <= {"must_beat", "cannot_beat", "trump_in", "free"}


def test_hard_meld_favours_runs_doubles_and_arounds():
    hard = [make_question("meld", s, "hard") for s in range(40)]
    runs = sum(any(m.name.startswith(("Run", "Double run")) for m in q.result.melds) for q in hard)
    arounds = sum(any(m.meld_class == 3 for m in q.result.melds) for q in hard)
    assert runs >= 5 and arounds >= 5
    easy = [make_question("meld", s, "easy") for s in range(40)]
    assert all(q.result.melds and not any(m.meld_class == 3 for m in q.result.melds)
               for q in easy)


def test_hard_tricks_and_scores_are_the_subtle_cases():
    assert set(_categories("trick_winner", "hard")) <= {
        "overtrumped", "identical", "discard_high", "last"}
    assert set(_categories("hand_score", "hard", 30)) <= {"surrender", "void", "close"}
    assert set(_categories("hand_score", "easy", 30)) <= {"made", "set"}


def test_bid_questions_ask_both_ways():
    qs = [make_question("bid", s, d) for s in range(40) for d in DIFFICULTIES]
    assert {q.question for q in qs} == {"surrender", "made"}
    assert Counter(q.answer for q in qs)[True] >= 30
    assert Counter(q.answer for q in qs)[False] >= 30


# ---- checking responses -----------------------------------------------------------------

def test_legal_play_check_takes_cards_in_any_form():
    q = make_question("legal_play", 3, "easy")
    codes = [c.code for c in q.answer]
    assert q.check(codes).correct
    assert q.check(" ".join(codes)).correct
    assert q.check(list(q.answer) * 2).correct  # the same card twice is still that card


@pytest.mark.parametrize("kind,bad", [
    ("legal_play", "ZZ"), ("legal_play", 42),
    ("meld", "abc"), ("meld", ""), ("meld", True), ("meld", 1.5), ("meld", None),
    ("trick_winner", (7, 10)), ("trick_winner", "x"), ("trick_winner", (None, 10)),
    ("trick_winner", (0, "ten")), ("trick_winner", {"winner": 0}),
    ("hand_score", (1,)), ("hand_score", ("a", "b")), ("hand_score", {"bidders": 1}),
    ("bid", "maybe"), ("bid", 3),
])
def test_unreadable_response_raises_invalid_answer_error(kind, bad):
    q = make_question(kind, 1, "medium")
    with pytest.raises(InvalidAnswerError) as err:
        q.check(bad)
    assert isinstance(err.value, PinochleError) and str(err.value)


@pytest.mark.parametrize("kind, bad", [
    ("meld", -10), ("meld", "-10"), ("meld", "−20"), ("trick_winner", (0, -10)),
])
def test_a_negative_count_of_meld_or_trick_points_is_refused_not_graded(kind, bad):
    """Meld and trick points are never below 0: a "-10" is a typing slip to be told about,
    not a wrong answer (a hand's score, which can be negative, is still read with its sign)."""
    q = make_question(kind, 1, "medium")
    with pytest.raises(InvalidAnswerError, match="0 or more"):
        q.check(bad)


def test_legal_play_card_not_held_is_refused():
    q = make_question("legal_play", 4, "medium")
    missing = next(c for c in (Card.from_str(x) for x in
                               "AS TS KS QS JS 9S AH TH KH QH JH 9H AD TD KD QD JD 9D".split())
                   if c not in q.hand)
    with pytest.raises(InvalidAnswerError, match="do not hold"):
        q.check([missing])


def test_meld_check_accepts_text_and_signs():
    q = make_question("meld", 2, "medium")
    assert q.check(str(q.answer)).correct
    assert q.check(f" {q.answer} ").correct
    assert q.check(f"+{q.answer}").correct
    assert not q.check(q.answer + 10).correct


def test_trick_winner_check_accepts_a_card_when_it_is_unique():
    for seed in range(30):
        q = make_question("trick_winner", seed, "medium")
        w = q.cards[q.winner_index]
        if q.cards.count(w) == 1:
            assert q.check((w.code, q.points)).correct
            assert q.check({"winner": q.winner_index, "points": str(q.points)}).correct
            return
    pytest.fail("no trick with a unique winning card in 30 seeds")


def test_trick_winner_identical_cards_explain_first_played_wins():
    for seed in range(60):
        q = make_question("trick_winner", seed, "hard")
        if q.category == "identical":
            w = q.cards[q.winner_index]
            with pytest.raises(InvalidAnswerError, match="twice"):
                q.check((w, q.points))
            assert "first played wins" in q.explain()
            return
    pytest.fail("no identical-card trick among 60 hard questions")


def test_hand_score_explanation_gives_the_engine_reasons():
    q = make_question("hand_score", 5, "hard")
    v = q.check((0, 0))
    for reason in q.result.reasons:
        assert reason in v.explanation


def test_bid_check_reads_yes_and_no():
    q = make_question("bid", 6, "easy")
    assert q.check("yes" if q.answer else "no").correct
    assert q.check("Y" if q.answer else "N").correct
    assert "rules page §5" in q.explain() or "rules page §7" in q.explain()


# ---- bad settings -----------------------------------------------------------------------

@pytest.mark.parametrize("difficulty", ["extreme", "", None, 2])
def test_bad_difficulty_says_what_is_accepted(difficulty):
    with pytest.raises(QuizSettingError, match="easy, medium, hard"):
        make_question("meld", 1, difficulty)


@pytest.mark.parametrize("seed", [-1, True, 1.5, "7", 2**31])
def test_bad_seed_is_refused(seed):
    with pytest.raises(QuizSettingError, match="whole number"):
        make_question("legal_play", seed, "easy")


def test_unknown_kind_lists_the_kinds():
    with pytest.raises(QuizSettingError, match="legal_play, meld, trick_winner"):
        make_question("poker", 1)


def test_difficulty_is_normalised():
    assert make_question("meld", 1, " Hard").difficulty == "hard"


def test_three_handed_rules_are_refused_for_table_questions():
    with pytest.raises(QuizSettingError, match="four-player partnership"):
        make_question("legal_play", 1, "easy", THREE_HANDED)


# ---- worksheets -------------------------------------------------------------------------

@pytest.mark.parametrize("kind", list(GENERATORS))
def test_worksheet_and_answer_key_match_the_questions(kind):
    sheet = worksheet(kind, range(1, 11), "medium")
    key = answer_key(kind, range(1, 11), "medium")
    assert max(len(line) for line in sheet.splitlines() + key.splitlines()) <= 88
    flat_sheet, flat_key = " ".join(sheet.split()), " ".join(key.split())
    for n, seed in enumerate(range(1, 11), 1):
        q = make_question(kind, seed, "medium")
        assert " ".join(f"{n}. [#{seed}] {q.text()}".split()) in flat_sheet
        assert " ".join(f"{n}. [#{seed}] {q.answer_text()}".split()) in flat_key


def test_answer_key_can_explain():
    text = answer_key("meld", [3], "hard", explain=True)
    q = make_question("meld", 3, "hard")
    assert f"Total: {q.answer} points" in text


def test_worksheet_needs_seeds():
    with pytest.raises(QuizSettingError):
        worksheet("meld", [])


def test_parse_cards_round_trip_of_worksheet_hands():
    """A teacher can copy a worksheet hand back into the engine."""
    q = make_question("meld", 8, "hard")
    line = q.text().splitlines()[-1].split(":", 1)[1]
    assert best_meld(parse_cards(line), q.trump).total == q.answer


# ---- the shared question model: a Choice (lessons' self-checks are Choices) -------------

def _trump_choice(**kw):
    args = dict(prompt="Which suit is trump?", options=(("Spades", "S"), ("Hearts", "H")),
                answer="S", explanation="The bidder named spades.")
    args.update(kw)
    return Choice(**args)


def test_choice_right_and_wrong_options_get_the_explanation():
    q = _trump_choice()
    assert q.check("S") == Verdict(True, "The bidder named spades.", ())
    assert q.check("H") == Verdict(False, "The bidder named spades.", ())
    assert q.answer_text() == "Spades" and q.labels == ("Spades", "Hearts")
    assert isinstance(q, Question) and q.kind == "choice"


def test_choice_option_may_have_its_own_explanation_and_cards():
    qs, ah = parse_cards("QS AH")
    q = Choice(prompt="Pick a card you may play.", options=(("Play Q♠", qs), ("Play A♥", ah)),
               answer=ah, explanations={qs: "Q♠ is not allowed: follow suit."},
               explanation="A♥ follows suit.", highlights={qs: (qs,)})
    assert q.check(qs) == Verdict(False, "Q♠ is not allowed: follow suit.", (qs,))
    assert q.check(ah) == Verdict(True, "A♥ follows suit.", ())
    assert q.explain() == "A♥ follows suit."


def test_choice_with_several_right_options():
    q = Choice(prompt="Which may you play?", options=(("9♥", 0), ("K♥", 1), ("A♠", 2)),
               answer=0, right=(0, 1), explanation="Any heart.")
    assert [q.check(v).correct for v in (0, 1, 2)] == [True, True, False]
    assert q.answer_text() == "9♥ or K♥"


def test_choice_does_not_take_true_for_option_one():
    q = Choice(prompt="Who wins the game?", options=(("Team 0", 0), ("Team 1", 1),
                                                    ("Nobody yet", None)), answer=1)
    with pytest.raises(InvalidAnswerError, match="Team 0, Team 1, Nobody yet"):
        q.check(True)
    assert q.check(1).correct and not q.check(None).correct


def test_choice_refuses_a_value_that_is_no_option():
    with pytest.raises(InvalidAnswerError, match="pick one of the options: Spades, Hearts"):
        _trump_choice().check("D")


@pytest.mark.parametrize("kw, words", [
    ({"answer": "D"}, "not one of the options"),
    ({"right": ("S", "C")}, "not one of the options"),
    ({"options": ()}, "at least one option"),
    ({"options": (("Spades",),)}, "(label, value) pairs"),
    ({"options": ((3, "S"),)}, "label must be some text"),
])
def test_choice_built_from_bad_data_says_what_is_wrong(kw, words):
    with pytest.raises(InvalidQuestionError, match=re.escape(words)):
        _trump_choice(**kw)


def test_choice_prints_on_a_worksheet_with_lettered_options():
    assert _trump_choice().text() == "Which suit is trump?\n   (a) Spades   (b) Hearts"
