"""Issue 14, items 10-15 (engine side): every bad input is refused with a PinochleError
subclass that names what was wrong; a preset's name works wherever rules are taken."""

from __future__ import annotations

import json
import os

import pytest

from pinochle_teach import (CARDGAMES_IO, DOUBLE_DECK, HOYLE, Game, InvalidHandError,
                            InvalidRecordError, InvalidRulesError, MeldTable, PinochleError,
                            Rank, best_meld, can_surrender, card_points, check_hand,
                            check_play, deal, explain_game_winner, explain_play, explain_points,
                            explain_score, explain_surrender, explain_winner, game_winner,
                            legal_plays, near_misses, score_hand, sort_hand, team_of,
                            trick_points, trick_winner)
from pinochle_teach.errors import RecordFileError

# ---- item 11: rules as a preset's name, anything else refused ---------------------------

CALLS = {
    "legal_plays": lambda r: legal_plays("AS KS", "QS", "S", r),
    "explain_play": lambda r: explain_play("AS KS", "QS", "S", "AS", r),
    "check_play": lambda r: check_play("AS KS", "QS", "S", "AS", r),
    "trick_winner": lambda r: trick_winner("QS AS", "S", r),
    "explain_winner": lambda r: explain_winner("QS AS", "S", rules=r),
    "trick_points": lambda r: trick_points("QS AS", r),
    "card_points": lambda r: card_points("AS", r),
    "explain_points": lambda r: explain_points("QS AS", r),
    "best_meld": lambda r: best_meld("KS QS", "S", r).total,
    "near_misses": lambda r: len(near_misses("KS QS", "S", r)),
    "score_hand": lambda r: tuple(score_hand(250, 0, (100, 50), (200, 50), False, r)),
    "can_surrender": lambda r: can_surrender(400, 100, r),
    "explain_surrender": lambda r: explain_surrender(400, 100, r),
    "game_winner": lambda r: game_winner((1600, 100), 0, r),
    "explain_game_winner": lambda r: explain_game_winner((1600, 100), 0, r),
    "team_of": lambda r: team_of(3, r),
    "deal": lambda r: deal(5, r),
    "check_hand": lambda r: check_hand("AS AS", rules=r),
}


@pytest.mark.parametrize("name", CALLS)
def test_every_function_taking_rules_reads_a_preset_name(name):
    call = CALLS[name]
    assert call("Hoyle") == call(HOYLE)
    assert call("cardgames.io") == call(CARDGAMES_IO)


@pytest.mark.parametrize("name", CALLS)
@pytest.mark.parametrize("bad", ["bogus", 4, [], {"players": 4}, 1.5])
def test_every_function_taking_rules_refuses_anything_else(name, bad):
    with pytest.raises(InvalidRulesError, match="RuleSet or the name of a preset"):
        CALLS[name](bad)


# ---- item 12: RuleSet and MeldTable validate at construction ------------------------------

@pytest.mark.parametrize("change, field", [
    (dict(counting=[]), "counting"), (dict(meld=None), "meld"),
    (dict(ranks=(Rank.ACE,) * 6), "ranks"), (dict(players=2, hand_size=24), "partnership game needs an even number"),
    (dict(partnership="no"), "partnership"), (dict(surrender_allowed="yes"), "surrender_allowed"),
    (dict(bidders_win_ties="no"), "bidders_win_ties"), (dict(name=None), "name"),
    (dict(copies=100000), "copies"), (dict(target_score=10 ** 5000), "target_score"),
    (dict(bid_steps=(10, 10)), "bid_steps"), (dict(ranks=[Rank.ACE]), "ranks"),
    (dict(obligation=["must_win"]), "obligation"),
])
def test_ruleset_refuses_a_bad_field_naming_it(change, field):
    with pytest.raises(InvalidRulesError, match=field):
        CARDGAMES_IO.with_(**change)


def test_with_refuses_an_unknown_field_and_lists_the_fields():
    with pytest.raises(InvalidRulesError, match="no field 'bogus'.*counting"):
        CARDGAMES_IO.with_(bogus=1)
    with pytest.raises(InvalidRulesError, match="no field 'wild'"):
        MeldTable().with_(wild=5)


def test_trump_requirement_is_gone_and_old_records_still_load():
    """The field was accepted with any value and never read: removed (every preset and the
    rules name any suit as trump). Records holding its one value "none" still load."""
    with pytest.raises(InvalidRulesError, match="trump_requirement"):
        CARDGAMES_IO.with_(trump_requirement="bogus")
    g = Game(4)
    rec = g.to_record()
    rec["rules"]["trump_requirement"] = "none"
    assert Game.from_record(rec).state_key() == g.state_key()
    rec["rules"]["trump_requirement"] = "marriage"
    with pytest.raises(InvalidRecordError, match="trump_requirement"):
        Game.from_record(rec)


@pytest.mark.parametrize("change", [dict(run="x"), dict(run=-1), dict(dix=True),
                                    dict(triple_factor=float("nan")), dict(run=None),
                                    dict(round_house_bonus="10")])
def test_meld_table_refuses_a_bad_value(change):
    field = next(iter(change))
    with pytest.raises(InvalidRulesError, match=field):
        MeldTable(**change)


def test_meld_table_lookups_refuse_what_is_not_a_rank_of_an_around():
    with pytest.raises(InvalidRulesError):
        MeldTable().around(Rank.NINE)
    with pytest.raises(InvalidRulesError):
        MeldTable().multiple(300, 7)


# ---- item 13: records complete or refused, bounded before parsing ---------------------------

def _record():
    g = Game(11, DOUBLE_DECK)
    for _ in range(6):
        g.apply(g.legal_actions()[0])
    return g.to_record()


@pytest.mark.parametrize("how", ["deleted", "null", "list"])
def test_a_record_without_its_summary_is_refused(how):
    rec = _record()
    if how == "deleted":
        del rec["summary"]
    else:
        rec["summary"] = None if how == "null" else []
    with pytest.raises(InvalidRecordError, match="summary"):
        Game.from_record(rec)


def test_a_record_missing_a_rule_field_is_refused_not_defaulted():
    rec = _record()
    del rec["rules"]["last_trick_bonus"]
    with pytest.raises(InvalidRecordError, match="last_trick_bonus"):
        Game.from_record(rec)


def test_record_version_true_is_refused():
    rec = _record()
    rec["version"] = True
    with pytest.raises(InvalidRecordError, match="version True"):
        Game.from_record(rec)


def test_deep_or_huge_records_are_refused_before_parsing():
    with pytest.raises(InvalidRecordError, match="nests"):
        Game.from_record("[" * 100000)
    with pytest.raises(InvalidRecordError, match="nests"):
        Game.from_record('{"a": ' * 50 + "1" + "}" * 50)
    with pytest.raises(InvalidRecordError, match="more than any game record"):
        Game.from_record(" " * (3 * 1024 * 1024))


def test_a_record_with_copies_100000_is_refused():
    rec = _record()
    rec["rules"]["copies"] = 100000
    with pytest.raises(InvalidRecordError, match="copies"):
        Game.from_record(json.dumps(rec))


def test_a_whole_record_still_loads():
    rec = _record()
    assert Game.from_record(json.dumps(rec)).to_record() == rec


# ---- item 10 (engine side): save and load errors ------------------------------------------

def test_save_fsyncs_and_replaces(tmp_path, monkeypatch):
    synced = []
    real = os.fsync
    monkeypatch.setattr(os, "fsync", lambda fd: (synced.append(fd), real(fd))[1])
    g = Game(3)
    g.save(tmp_path / "a.json")
    assert synced, "Game.save must fsync the file before renaming it into place"
    assert Game.load(tmp_path / "a.json").state_key() == g.state_key()
    assert [p.name for p in tmp_path.iterdir()] == ["a.json"]  # no temporary file left


@pytest.mark.parametrize("where", ["missing folder", "a folder", "None", "a number", "empty"])
def test_save_and_load_refuse_bad_paths_clearly(tmp_path, where):
    path = {"missing folder": tmp_path / "no" / "such.json", "a folder": tmp_path,
            "None": None, "a number": 42, "empty": ""}[where]
    with pytest.raises(RecordFileError):
        Game(1).save(path)
    with pytest.raises(RecordFileError):
        Game.load(path)
    assert issubclass(RecordFileError, InvalidRecordError)


# ---- item 14: wrong types and impossible scores --------------------------------------------

@pytest.mark.parametrize("call", [
    lambda: can_surrender("300", 10), lambda: can_surrender(300, None),
    lambda: explain_surrender("x", 1), lambda: explain_score(None),
    lambda: sort_hand("AS KS", ["S"]), lambda: can_surrender(300, 10, forced="yes"),
])
def test_wrong_types_are_refused_with_a_pinochle_error(call):
    with pytest.raises(PinochleError):
        call()


@pytest.mark.parametrize("args, kw, text", [
    ((250, 0, (100, 50), (300, 60)), {}, "add up to 360"),
    ((250, 0, (100, 50), (150, 50)), {}, "add up to 200"),
    ((250, 0, (100, 50), ("190", "60")), {}, "whole numbers"),
    ((255, 0, (100, 50), (190, 60)), {}, "no auction ends with a contract of 255"),
    ((250, 0, (100, 50), (190, 60)), dict(tricks_won=(13, 0)), "13 tricks"),
    ((250, 0, (100, 50), (190, 60), "no"), {}, "surrendered"),
])
def test_score_hand_refuses_an_impossible_hand(args, kw, text):
    with pytest.raises(PinochleError, match=text):
        score_hand(*args, **kw)


def test_a_bool_is_not_a_dealer_seat():
    with pytest.raises(PinochleError, match="dealer"):
        Game(1, dealer=True)
    assert Game(1, dealer=1).dealer == 1


# ---- item 15: one copies check everywhere --------------------------------------------------

@pytest.mark.parametrize("call", [
    lambda: legal_plays("AS AS AS", "KS", "S"),
    lambda: legal_plays("AS AS", "AS", "S"),  # hand and trick together
    lambda: explain_play("AS AS AS", "KS", "S", "AS"),
    lambda: trick_winner("AS AS AS", "S", CARDGAMES_IO),
    lambda: trick_points("AS AS AS", CARDGAMES_IO),
    lambda: best_meld("AS AS AS", "S"),
])
def test_three_copies_of_a_card_are_refused_everywhere(call):
    with pytest.raises(InvalidHandError, match="3 times"):
        call()


def test_the_double_deck_still_holds_three_copies():
    assert trick_winner("AH AH AH QH", "S", DOUBLE_DECK) == 0
    assert trick_winner("AH AH AH QH", "S") == 0  # no rules: the deck is not known


def test_hand_and_deal_refuse_a_copies_count_that_is_not_one():
    """Found by the fuzz test: a tuple as copies gave a raw TypeError."""
    from pinochle_teach import Deal, Hand
    with pytest.raises(InvalidHandError, match="copies"):
        Hand(Hand("AS"), (1,))
    with pytest.raises(InvalidHandError, match="copies"):
        Deal(Deal.random(1), (), (20, "x"))
