"""Game records (issue 3 item 8): save and load, replay step by step, and corrupt or
tampered records that must give InvalidRecordError, never a half-loaded game."""

from __future__ import annotations

import json
import os

import pytest

from pinochle_teach import CARDGAMES_IO, HOYLE, POST_1945, InvalidRecordError, deal
from pinochle_teach.game import RECORD_FORMAT, RECORD_VERSION, Action, Game, Phase, replay
from pinochle_teach.players import RandomPlayer, play_game, play_hand


def players(seed):
    return [RandomPlayer(seed * 10 + i) for i in range(4)]


def partial(seed: int, steps: int, rules=CARDGAMES_IO) -> Game:
    """A game stopped after ``steps`` actions of seeded random players."""
    game = Game(seed, rules)
    ps = players(seed)
    for _ in range(steps):
        if game.is_over:
            break
        game.apply(ps[game.to_move].choose(game.view(game.to_move)))
    return game


def one_hand(seed=1, rules=CARDGAMES_IO) -> Game:
    game = Game(seed, rules)
    play_hand(game, players(seed))
    return game


def replayed(record) -> Game:
    """A fresh game fed the record's actions one by one (independently of from_record)."""
    game = Game(record["seed"], dealer=record["dealer"])
    for a in record["actions"]:
        game.apply(a)
    return game


# ---- round trips ---------------------------------------------------------------------------
@pytest.mark.parametrize("steps", [0, 1, 5, 12, 20, 40, 70])
def test_partial_games_round_trip_through_dict_and_json(steps):
    game = partial(4, steps)
    record = game.to_record()
    assert record["format"] == RECORD_FORMAT and record["version"] == RECORD_VERSION
    assert len(record["actions"]) == len(game.history)
    for source in (record, game.to_json(), json.loads(json.dumps(record))):
        loaded = Game.from_record(source)
        assert loaded.state_key() == game.state_key()
        assert loaded.to_record() == record
    assert replayed(record).state_key() == game.state_key()


def test_a_game_saved_after_any_action_reloads_identically():
    # two hands and the start of a third, saved and reloaded after every single action
    game = Game(4)
    ps = players(4)
    phases = set()
    while game.hand_number < 3 or game.phase is Phase.AUCTION:
        record = game.to_record()
        loaded = Game.from_record(record)
        assert loaded.state_key() == game.state_key(), len(game.history)
        phases.add(game.phase)
        game.apply(ps[game.to_move].choose(game.view(game.to_move)))
    assert {Phase.AUCTION, Phase.TRUMP, Phase.PASS, Phase.RETURN, Phase.TRICKS,
            Phase.SCORE} <= phases


def test_a_whole_game_round_trips_through_a_file(tmp_path):
    for seed in range(100):  # the first random game that reaches 1500 in 60 hands
        game = play_game(Game(seed), players(seed), max_hands=60)
        if game.is_over:
            break
    assert game.is_over
    path = tmp_path / "game.json"
    game.save(path)
    assert os.listdir(tmp_path) == ["game.json"]  # written whole, no temporary left behind
    loaded = Game.load(path)
    assert loaded.state_key() == game.state_key()
    assert loaded.winner == game.winner and loaded.is_over
    assert loaded.hand_results == game.hand_results
    # a record is small: seed, rules and the actions, not the cards of every hand
    assert len(path.read_text(encoding="utf-8")) < 30 * len(game.history) + 3000


def test_a_loaded_game_plays_on_like_the_original():
    game = partial(6, 30)
    loaded = Game.from_record(game.to_record())
    for g in (game, loaded):
        play_hand(g, players(99))
        g.apply("next deal")
    assert loaded.state_key() == game.state_key()
    assert loaded.dealt == game.dealt  # the shuffler's state was restored too


@pytest.mark.parametrize("rules", [HOYLE, POST_1945, CARDGAMES_IO.with_(counting="classic",
                                                                        save_meld="trick",
                                                                        target_score=1000)],
                         ids=["hoyle", "post_1945", "custom"])
def test_rules_round_trip(rules):
    game = one_hand(5, rules)
    loaded = Game.from_record(game.to_json())
    assert loaded.rules == rules
    assert loaded.state_key() == game.state_key()


def test_a_chosen_deal_round_trips():
    hands = deal(42)
    game = Game(1, hands=hands, dealer=2)
    play_hand(game, players(1))
    record = game.to_record()
    assert "hands" in record
    loaded = Game.from_record(record)
    assert loaded.dealt == hands and loaded.state_key() == game.state_key()


def test_a_record_may_name_a_preset():
    game = partial(2, 9, HOYLE)
    record = game.to_record()
    assert Game.from_record(dict(record, rules="Hoyle")).state_key() == game.state_key()
    default = partial(2, 9)
    rec = dict(default.to_record(), rules="cardgames.io")
    assert Game.from_record(rec).rules == CARDGAMES_IO


@pytest.mark.parametrize("rules", [CARDGAMES_IO, HOYLE], ids=lambda r: r.name)
def test_a_record_without_rules_is_refused_not_read_with_default_rules(rules):
    """A record with its 'rules' key removed is refused with a message naming the key and
    what is accepted; it is not replayed under the default rules (which for a Hoyle record
    could even replay, under the wrong rules)."""
    rec = partial(2, 9, rules).to_record()
    del rec["rules"]
    with pytest.raises(InvalidRecordError) as e:
        Game.from_record(rec)
    assert "'rules'" in str(e.value) and "missing" in str(e.value)
    assert "'cardgames.io'" in str(e.value) and "Game.to_record" in str(e.value)
    with pytest.raises(InvalidRecordError, match="'rules' is missing"):
        Game.from_record(json.dumps(rec))


# ---- replay --------------------------------------------------------------------------------
@pytest.mark.parametrize("seed", [1, 2])
def test_replay_steps_reproduce_every_intermediate_state(seed):
    game = Game(seed)
    ps = players(seed)
    states = [game.state_key()]
    while game.phase is not Phase.SCORE and not game.is_over:
        game.apply(ps[game.to_move].choose(game.view(game.to_move)))
        states.append(game.state_key())
    game.apply("next deal")
    states.append(game.state_key())
    steps = list((i, a, g.state_key()) for i, a, g in replay(game.to_record()))
    assert [s for _, _, s in steps] == states
    assert [i for i, _, _ in steps] == list(range(len(states)))
    assert [a for _, a, _ in steps] == [None] + [a for _, a in game.history]


def test_replay_accepts_a_game_and_json_text():
    game = partial(3, 15)
    last = None
    for last in replay(game):
        pass
    assert last[0] == 15 and last[2].state_key() == game.state_key()
    assert [i for i, _, _ in replay(game.to_json())] == list(range(16))


# ---- corrupt and tampered records ------------------------------------------------------
def _full_hand_record():
    return one_hand(1).to_record()


def _auction_record():
    game = Game(5)
    game.apply("bid 250")
    game.apply("pass")
    return game.to_record()


def _with(record, **changes):
    out = json.loads(json.dumps(record))
    out.update(changes)
    return out


def _without(record, key):
    out = json.loads(json.dumps(record))
    del out[key]
    return out


def _illegal_play(record):
    """The first 'play' action replaced by a card that seat does not hold or may not play."""
    out = json.loads(json.dumps(record))
    i = next(k for k, a in enumerate(out["actions"]) if a.startswith("play ")
             and a != "play on")
    game = Game(out["seed"], dealer=out["dealer"])
    for a in out["actions"][:i]:
        game.apply(a)
    legal = {str(a) for a in game.legal_actions()}
    bad = next(f"play {c}" for c in ("AS", "TS", "KS", "QS", "AH", "9C", "JD")
               if f"play {c}" not in legal)
    out["actions"][i] = bad
    return out, i + 1


def _summary(record, **changes):
    out = json.loads(json.dumps(record))
    out["summary"].update(changes)
    return out


def _rules(record, **changes):
    out = json.loads(json.dumps(record))
    out["rules"].update(changes)
    return out


FULL = _full_hand_record()
AUCTION = _auction_record()

TAMPERED = [
    ("not_json", "{this is not json", "not valid JSON"),
    ("truncated_json", json.dumps(FULL)[:200], "not valid JSON"),
    ("json_list", "[1, 2, 3]", "JSON object"),
    ("json_number", "42", "JSON object"),
    ("wrong_format", _with(FULL, format="chess/pgn"), "not a pinochle-teach game record"),
    ("no_format", _without(FULL, "format"), "not a pinochle-teach game record"),
    ("version_2", _with(FULL, version=2), "version 2"),
    ("version_text", _with(FULL, version="1"), "version"),
    ("no_version", _without(FULL, "version"), "version"),
    ("no_seed", _without(FULL, "seed"), "'seed'"),
    ("seed_text", _with(FULL, seed="1"), "'seed'"),
    ("seed_bool", _with(FULL, seed=True), "'seed'"),
    ("no_dealer", _without(FULL, "dealer"), "'dealer'"),
    ("dealer_out_of_range", _with(FULL, dealer=7), "dealer"),
    ("no_actions", _without(FULL, "actions"), "'actions'"),
    ("actions_text", _with(FULL, actions="bid 250"), "'actions'"),
    ("garbage_action", _with(FULL, actions=["bid 250", "fly to the moon"]), "fly to the moon"),
    ("action_not_text", _with(FULL, actions=["bid 250", 7]), "bad action"),
    ("changed_seed_full_hand", _with(FULL, seed=FULL["seed"] + 1), ""),
    ("changed_seed_mid_auction", _with(AUCTION, seed=AUCTION["seed"] + 1), "summary"),
    ("changed_dealer_mid_auction", _with(AUCTION, dealer=(AUCTION["dealer"] + 1) % 4), "summary"),
    ("changed_summary_scores", _summary(FULL, scores=[999, 0]), "summary"),
    ("changed_summary_phase", _summary(FULL, phase="tricks"), "summary"),
    ("dropped_last_action", _with(FULL, actions=FULL["actions"][:-1]), "summary"),
    ("extra_action", _with(FULL, actions=FULL["actions"] + ["play AS"]), "not legal"),
    ("unknown_rules_field", _rules(FULL, jokers=True), "jokers"),
    ("bad_rules_value", _rules(FULL, obligation="sometimes"), "sometimes"),
    ("bad_meld_table", _rules(FULL, meld={"dix": 10, "wild": 5}), "bad rules"),
    ("bad_ranks", _rules(FULL, ranks=["A", "X"]), "bad rules"),
    ("unknown_preset", _with(FULL, rules="Klaverjas"), "Klaverjas"),
    ("rules_not_a_dict", _with(FULL, rules=[1, 2]), "rules"),
    ("bad_chosen_deal", _with(FULL, hands=["AS AS AS"] + ["9H"] * 3), "bad deal"),
]


@pytest.mark.parametrize("record, text", [t[1:] for t in TAMPERED], ids=[t[0] for t in TAMPERED])
def test_corrupt_or_tampered_records_raise_invalid_record_error(record, text):
    with pytest.raises(InvalidRecordError) as e:
        Game.from_record(record)
    assert text in str(e.value)
    assert len(str(e.value)) > 20


def test_an_action_changed_to_an_illegal_one_is_named_with_its_number():
    record, number = _illegal_play(FULL)
    with pytest.raises(InvalidRecordError) as e:
        Game.from_record(record)
    assert f"action {number} (" in str(e.value) and "not legal" in str(e.value)


def test_replay_of_a_tampered_record_stops_at_the_bad_step():
    record, number = _illegal_play(FULL)
    seen = []
    with pytest.raises(InvalidRecordError, match=f"action {number} "):
        for i, _, _ in replay(record):
            seen.append(i)
    assert seen == list(range(number))  # every step before the bad one, none after


def test_replay_checks_the_summary_at_the_end():
    with pytest.raises(InvalidRecordError, match="summary"):
        for _ in replay(_summary(FULL, scores=[999, 0])):
            pass


def test_load_of_a_missing_or_garbled_file(tmp_path):
    with pytest.raises(InvalidRecordError, match="cannot read"):
        Game.load(tmp_path / "nope.json")
    bad = tmp_path / "bad.json"
    bad.write_text("{\"format\": ", encoding="utf-8")
    with pytest.raises(InvalidRecordError, match="not valid JSON"):
        Game.load(bad)
    binary = tmp_path / "binary.json"
    binary.write_bytes(b"\xff\xfe\x00 not text")
    with pytest.raises(InvalidRecordError, match="not a text"):
        Game.load(binary)
    with pytest.raises(InvalidRecordError, match="cannot read"):
        Game.load(tmp_path)  # a directory


def test_a_record_saved_with_a_byte_order_mark_loads(tmp_path):
    """Windows Notepad saves UTF-8 with a byte-order mark (EF BB BF) before the text: the
    record loads from the file, from its bytes and from its text, as the same game."""
    from pinochle_teach.records import check_record

    record = _full_hand_record()
    text = json.dumps(record)
    path = tmp_path / "notepad.json"
    path.write_bytes(b"\xef\xbb\xbf" + text.encode("utf-8"))
    assert Game.load(path).to_record() == record
    assert check_record(path.read_bytes()) == record
    assert check_record("\ufeff" + text) == record
    with pytest.raises(InvalidRecordError, match="not valid JSON"):
        check_record("\ufeff\ufeff" + text)  # one mark is read past, not any text


@pytest.mark.parametrize("lang, words", [
    ("en", "changed after it was saved"), ("pl", "zmieniony po zapisaniu"),
    ("cs", "po uložení změněn"), ("is", "breytt eftir að hún var vistuð")])
def test_a_changed_record_is_said_in_words_not_as_python_dicts(lang, words):
    """A record whose seed was edited (here to a 4,000-digit number) deals other cards than
    its summary's: the message says the record was changed, without printing the two
    summaries."""
    from pinochle_teach.i18n import language

    record = Game(7, CARDGAMES_IO).to_record()  # saved before the first bid
    record["seed"] = 10 ** 4000
    with language(lang), pytest.raises(InvalidRecordError) as err:
        Game.from_record(record)
    assert words in str(err.value)
    assert "{" not in str(err.value) and "'phase'" not in str(err.value)


def test_a_failed_load_does_not_touch_the_original_record():
    record = _full_hand_record()
    copy = json.loads(json.dumps(record))
    tampered = _summary(record, scores=[1, 2])
    with pytest.raises(InvalidRecordError):
        Game.from_record(tampered)
    assert record == copy
    assert Game.from_record(record).to_record() == record


def test_records_hold_action_text_that_parses_back():
    record = _full_hand_record()
    for text in record["actions"]:
        assert str(Action.parse(text)) == text


@pytest.mark.parametrize("lang, words", [
    ("en", "line 3, column 10"), ("pl", "w wierszu 3, w kolumnie 10"),
    ("cs", "na řádku 3, ve sloupci 10"), ("is", "í línu 3, dálki 10")])
def test_broken_json_is_said_in_the_language_with_where_it_breaks(lang, words):
    """Not Python's own English ("Expecting ',' delimiter"): the kit's sentence, with the
    line and column where the text stops being JSON (the 5 where a colon must be)."""
    from pinochle_teach.i18n import language
    from pinochle_teach.records import check_record

    text = '{\n  "format": "x",\n  "seed" 5\n}'
    with language(lang), pytest.raises(InvalidRecordError) as err:
        check_record(text)
    assert words in str(err.value)
    assert "Expecting" not in str(err.value) and "delimiter" not in str(err.value)
