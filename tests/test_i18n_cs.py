"""Czech (issue 19): the engine's sentences and names in Czech, as Czech card players say them.

The catalog's completeness (nothing untranslated or fuzzy, the placeholders, the .mo) and the
random-deal rendering of every trick-play sentence are checked for every catalog, Czech
included, by tests/test_i18n.py. Here: the Czech words themselves. The expected texts are
written from Czech grammar: a card is the suit's adjective agreeing with the rank
("piková dáma", "srdcové eso", accusative "srdcového krále"), a suit after "vyneslo se" is in
the instrumental ("srdcem", "károu"), and a count takes one of three forms (1 bod, 2-4 body,
5 and more bodů, 22 bodů too, unlike Polish).
"""

from __future__ import annotations

import re

import pytest

import pinochle_teach
from pinochle_teach import (LanguageError, Rank, Suit, best_meld, cards_in_words, explain_play,
                            explain_points, explain_winner, get_language, parse_card,
                            set_language)
from pinochle_teach import i18n
from pinochle_teach.rules import RuleSet
from pinochle_teach.vocabulary import MELD_NAMES, card_word, rank_word, suit_word


@pytest.fixture(autouse=True)
def english_after():
    yield
    set_language("en")


# --- choosing Czech --------------------------------------------------------------------------

def test_czech_is_available_and_read_as_a_browser_gives_it():
    assert "cs" in pinochle_teach.available_languages()
    for code in ("cs", "CS", "cs-CZ", "cs_CZ"):
        set_language(code)
        assert get_language() == "cs"
    with pytest.raises(LanguageError) as e:
        set_language("sk")
    assert "cs (čeština)" in str(e.value)
    assert get_language() == "cs"


def test_english_is_unchanged_by_having_spoken_czech():
    hand, trick = "9H TH AH KS", "QH"
    before = explain_play(hand, trick, "S", "9H")
    assert before == ("9♥ is not allowed: hearts were led (Q♥) and you hold 10♥ and A♥, which "
                      "beat the winning Q♥; you must follow suit and beat it (rules page §6 "
                      "rule 1).")
    czech = explain_play(hand, trick, "S", "9H", lang="cs")
    assert czech.startswith("Kartu 9♥ zahrát nesmíš: ")
    assert get_language() == "en"
    set_language("cs")
    assert explain_play(hand, trick, "S", "9H") == czech
    assert explain_play(hand, trick, "S", "9H", lang="en") == before
    set_language("en")
    assert explain_play(hand, trick, "S", "9H") == before
    assert parse_card("QS").words == "queen of spades"
    assert [m.name for m in best_meld("KH QH", "H").melds] == ["Royal marriage"]


# --- names -----------------------------------------------------------------------------------

def test_cards_are_named_in_czech_with_the_suit_as_an_adjective():
    # "Piková dáma" (the seed's caption; Pushkin's title too), "srdcové eso", "kárový kluk".
    set_language("cs")
    assert parse_card("QS").words == "piková dáma"
    assert parse_card("QS").name == "Piková dáma"
    assert parse_card("JD").words == "kárový kluk"
    assert parse_card("AH").words == "srdcové eso"
    assert parse_card("TC").words == "křížová desítka"
    # The cases: a king and a jack are animate (accusative = genitive), an ace is neuter.
    assert card_word(parse_card("KH")).acc == "srdcového krále"
    assert card_word(parse_card("AH")).acc == "srdcové eso"
    assert card_word(parse_card("QS")).acc == "pikovou dámu"
    assert card_word(parse_card("TD")).ins == "károvou desítkou"
    assert card_word(parse_card("JC")).dat == "křížovému klukovi"
    assert card_word(parse_card("9S")).loc == "pikové devítce"
    assert card_word(parse_card("AD")).gen == "kárového esa"
    assert cards_in_words("9C AS") == "křížová devítka, pikové eso"
    assert cards_in_words("") == "žádné karty"
    assert len({c.words for c in pinochle_teach.cards.CARDS}) == 24


def test_suits_and_ranks_decline_in_czech():
    set_language("cs")
    hearts, diamonds = suit_word(Suit.HEARTS), suit_word(Suit.DIAMONDS)
    assert str(hearts) == "srdce" and str(suit_word(Suit.CLUBS)) == "kříže"
    assert hearts.ins_sg == "srdcem" and diamonds.ins_sg == "károu"
    assert diamonds.gen_pl == "kár" and suit_word(Suit.SPADES).gen_pl == "piků"
    assert suit_word(Suit.CLUBS).nom_sg == "kříž"
    assert rank_word(Rank.KING).nom_pl == "králové" and rank_word(Rank.KING).acc_pl == "krále"
    assert rank_word(Rank.JACK).nom_pl == "kluci" and rank_word(Rank.ACE).gen_pl == "es"
    assert rank_word(Rank.QUEEN).gen_pl == "dam"


# The melds whose Czech name is the English one: proper names of the game.
SAME_IN_CZECH = {"Dix", "Pinochle"}


def test_meld_names_speak_czech():
    hand = "AS TS KS QS JS 9S JD AH AD AC"
    result = best_meld(hand, "S")
    set_language("cs")
    assert [m.name for m in result.melds] == ["Postupka", "Dix", "Pinochle", "Esa všech barev"]
    assert [m.key for m in result.melds] == ["Run", "Dix", "Pinochle", "Aces around"]
    assert result.melds[0].name_in("en") == "Run"
    assert result.explain().splitlines()[-1] == "Celkem: 300 bodů"
    assert [m.name for m in best_meld("KH QH", "H").melds] == ["Trumfové manželství"]
    assert [m.name for m in best_meld("KH QH", "S").melds] == ["Obyčejné manželství"]
    assert "Dvojitý pinochle" in [m.name for m in best_meld("JD JD QS QS", "H").melds]
    assert best_meld("", "S").explain() == "Když jsou trumfy piky, není co hlásit: 0 bodů."
    catalog = i18n.translations("cs")
    for key in MELD_NAMES:
        czech = catalog.pgettext("meld name", key)
        assert czech in SAME_IN_CZECH or czech != key, key
        assert not re.search(r"\b(around|abound|marriage|run|double|triple|queens?|kings?|"
                             r"jacks?|aces?)\b", czech, re.I), czech


# --- sentences -------------------------------------------------------------------------------

def test_czech_sentences_choose_the_case_and_the_plural_form():
    set_language("cs")
    # "vyneslo se srdcem": the led suit in the instrumental singular; one higher card
    # "kartu A♥, která přebije", two "karty 10♥ a A♥, které přebijí".
    one = explain_play("9H AH KS", "QH", "S", "9H")
    two = explain_play("9H TH AH KS", "QH", "S", "9H")
    assert one == ("Kartu 9♥ zahrát nesmíš: vyneslo se srdcem (Q♥) a ty máš kartu A♥, která "
                   "přebije kartu Q♥, jež zatím bere; musíš přiznat barvu a přebít ji (stránka "
                   "pravidel, §6, pravidlo 1).")
    assert "a ty máš karty 10♥ a A♥, které přebijí kartu Q♥, jež zatím bere" in two
    # "nemáš káry" (the accusative plural after a negation, as Czech speaks now) and one
    # trump: "máš trumf (K♠)".
    assert "nemáš káry, ale máš trumf (K♠); musíš trumfovat" in explain_play("9H KS", "QD",
                                                                             "S", "9H")
    assert "nemáš ani piky, ani trumf (trumfy jsou kříže)" in explain_play("9H KD", "QS", "C",
                                                                           "9H")
    assert explain_play("9H", "", "S", "KD") == "Kartu K♦ zahrát nemůžeš: kartu K♦ nemáš v ruce."
    # A trump on a trump: "přebiješ kartou A♠" (the instrumental of karta before the card).
    assert ("takže musíš trumfovat, a to tak, že trumf K♠, který zatím bere, přebiješ kartou A♠"
            in explain_play("9S AS KH", "QD KS", "S", "9S"))
    # explain_winner: the led suit in the instrumental, a suit named in the nominative
    # singular ("není ani kára"), a trick taken ("bere").
    assert explain_winner("QD 9H", "S") == (
        "Štych začíná kartou Q♦: vyneslo se károu a zatím bere Q♦. 9♥ není ani kára, ani "
        "trumf, a tak štych vzít nemůže. Zatím tedy bere Q♦ (stránka pravidel, §6).")
    assert "10♠ přebije K♦: trumf přebije každou kartu jiné barvy." in explain_winner(
        "KD 9D TS", "S")


@pytest.mark.parametrize("n, word", [(1, "bod"), (2, "body"), (3, "body"), (4, "body"),
                                     (5, "bodů"), (11, "bodů"), (22, "bodů"), (0, "bodů")])
def test_a_count_takes_czech_s_three_plural_forms(n, word):
    set_language("cs")
    assert i18n.ntr("Total: {n} point", "Total: {n} points", n) == f"Celkem: {n} {word}"


def test_trick_points_in_czech_with_one_three_and_five_points():
    set_language("cs")
    classic = RuleSet(counting="classic")  # K 4, Q 3, J 2
    scheme = "A = 11, 10 = 10, K = 4, Q = 3, J = 2 (stránka pravidel, §7)."
    assert explain_points("QH", classic) == f"Q♥ (3) = 3 body; {scheme}"
    assert explain_points("QH JD 9S", classic) == f"Q♥ (3) + J♦ (2) = 5 bodů; {scheme}"
    assert explain_points("AH KS QD", last=True) == (
        "A♥ (10) + K♠ (10) + poslední štych (10) = 30 bodů; A, 10 a K se počítají po 10 "
        "bodech (stránka pravidel, §7).")
    assert explain_points("QD JD") == ("Žádná z těchto karet se nepočítá (A, 10 a K se "
                                       "počítají po 10 bodech; stránka pravidel, §7), takže "
                                       "0 bodů.")
    # 1 point: "{ranks} se počítají po 1 bodu", "= 1 bod".
    assert i18n.ntr("{ranks} count {n} each", "{ranks} count {n} each", 1,
                    ranks="A, 10 a K") == "A, 10 a K se počítají po 1 bodu"
    assert i18n.ntr("{sum} = {n} point; {scheme} (rules page §7).",
                    "{sum} = {n} points; {scheme} (rules page §7).", 1, sum="x",
                    scheme="y") == "x = 1 bod; y (stránka pravidel, §7)."


# --- the quiz in Czech -----------------------------------------------------------------------
# Written from Czech grammar and the quiz's rules (the Polish test's seeds: bid 3 hard is a
# surrender question answered no, meld 3 hard holds 120), not copied from output.

def test_the_quiz_names_difficulties_and_seats_in_czech():
    from pinochle_teach.quiz.model import difficulty_name
    from pinochle_teach.quiz.words import list_cards, relative_seat, trump_sentence
    set_language("cs")
    # A difficulty agrees with "obtížnost" (feminine): "obtížnost: Lehká".
    assert [difficulty_name(d) for d in ("easy", "medium", "hard")] == ["Lehká", "Střední",
                                                                       "Těžká"]
    assert trump_sentence(Suit.DIAMONDS) == "Trumfy jsou káry (♦)."
    assert relative_seat(2, 0) == "tvůj partner"
    assert relative_seat(3, 0) == "soupeř po tvé pravici"
    assert list_cards([]) == "žádné"


def test_a_yes_no_question_in_czech_answers_ano_and_ne():
    from pinochle_teach.quiz import bid_question, parse_yes_no
    q = bid_question(3, "hard", lang="cs")
    assert q.prompt == ("Licitující (tým 0) hrají závazek 340 a jejich tým nahlásil 90. Smí "
                        "licitující hráč hru vzdát (dobrovolně prohrát závazek) ještě před "
                        "prvním výnosem? Odpověz ano, nebo ne.")
    assert q.answer_text() == "ne"
    assert q.check("ne").correct and q.check("NE").correct and not q.check("ano").correct
    # 250 trick points: "všech 250 bodů" (5 and more: the genitive plural).
    assert q.check("ne").explanation == (
        "Správně: ne.\nZávazek 340 není vyšší než hlášky licitujících 90 + všech 250 bodů ze "
        "štychů = 340, takže hru vzdát nelze: rozdání se musí dohrát (stránka pravidel, §5).")
    assert q.check(True).explanation.startswith("Ne úplně: správná odpověď je ne.\n")
    set_language("cs")
    assert parse_yes_no(" Ano ") is True and parse_yes_no("ne") is False


def test_quiz_counts_take_czech_s_three_plural_forms():
    from pinochle_teach.i18n import ntr
    from pinochle_teach.quiz import meld_question, worksheet
    set_language("cs")
    assert [ntr("Every hand is shown; you lead, {n} trick left.",
                "Every hand is shown; you lead, {n} tricks left.", n).split(", ")[-1]
            for n in (1, 3, 5)] == ["zbývá 1 štych.", "zbývají 3 štychy.", "zbývá 5 štychů."]
    assert worksheet("meld", [1], "easy").splitlines()[0] == (
        "Počítání hlášek: 1 otázka (obtížnost: Lehká)")
    assert worksheet("meld", range(1, 3), "easy").splitlines()[0] == (
        "Počítání hlášek: 2 otázky (obtížnost: Lehká)")
    assert worksheet("bid", range(1, 6), "hard").splitlines()[0] == (
        "Vzdání hry a závazky: 5 otázek (obtížnost: Těžká)")
    q = meld_question(3, "hard")
    assert q.answer == 120
    assert q.check(120).explanation.splitlines()[0] == "Správně: 120 bodů."
    assert q.check(100).explanation.splitlines()[0] == (
        "Ne úplně: za hlášky je 120 bodů, a ne 100.")


# --- one word for each thing of the game ------------------------------------------------------
def _translations(*paths: str) -> str:
    from babel.messages.pofile import read_po

    texts = []
    for path in paths:
        with open(path, "rb") as f:
            for m in read_po(f):
                if m.id:
                    texts.extend([m.string] if isinstance(m.string, str) else m.string)
    return "\n".join(texts)


def test_counters_are_bodove_karty_in_every_czech_text():
    # The widgets said "počítané karty" in some messages and "bodové karty" in others, the
    # lessons only "bodové karty": a learner reads one term, in the widgets and the lessons.
    czech = _translations("pinochle_teach/locale/cs/LC_MESSAGES/pinochle_teach.po",
                          "locale/cs/LC_MESSAGES/lessons.po")
    assert "bodové karty" in czech and "Bodové karty" in czech
    stray = re.findall(r"\b(?:[Pp]očítan\w* kart\w*|bodovan\w* kart\w*|je počítaná)", czech)
    assert stray == []
