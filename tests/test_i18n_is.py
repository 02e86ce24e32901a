"""Languages (issue 19): the engine's sentences and names in Icelandic.

The expected texts are written from Icelandic grammar and from the words of cardgames.io's
Icelandic Pinochle rules ("spaðadrottningin og tígulgosinn", "hjartatíu eða hjartaás",
"hefur hvorki hjörtu né spaða", "Ásar umhverfis", "Konungshjónaband"), not copied from what
the code prints. The checks every catalog gets (complete, compiled, placeholders) are in
tests/test_i18n.py, which runs them on this one too.
"""

from __future__ import annotations

import pytest

import pinochle_teach
from pinochle_teach import (LanguageError, Rank, Suit, best_meld, explain_play, explain_points,
                            explain_winner, get_language, parse_card, set_language)
from pinochle_teach import i18n
from pinochle_teach.vocabulary import card_word, rank_word, suit_word


@pytest.fixture(autouse=True)
def english_after():
    yield
    set_language("en")


# --- choosing the language -----------------------------------------------------------------

def test_icelandic_is_available_and_read_as_a_browser_gives_it():
    assert "is" in pinochle_teach.available_languages()
    for code in ("is", "IS", "is-IS", "is_IS"):
        set_language(code)
        assert get_language() == "is"
    with pytest.raises(LanguageError) as e:
        set_language("fo")
    assert "is (íslenska)" in str(e.value)
    assert get_language() == "is"


def test_the_icelandic_catalog_has_icelandic_plural_rule():
    # One form for 1, 21, 31, 101 (but not 11, 111), the other for the rest.
    plural = i18n.translations("is").plural
    assert [plural(n) for n in (1, 21, 31, 101)] == [0, 0, 0, 0]
    assert [plural(n) for n in (0, 2, 3, 10, 11, 12, 111, 250)] == [1] * 8


# --- names -------------------------------------------------------------------------------

def test_cards_are_named_in_icelandic_as_the_icelandic_rules_page_names_them():
    # The page: "spaðadrottningin og tígulgosinn", "leiðir slaginn með hjartadrottningu",
    # "spila annað hvort hjartatíu eða hjartaás". A card is one compound word, declined as
    # its rank: -drottning/-drottningu/-drottningar, -ás/-ási/-áss, -tía/-tíu.
    set_language("is")
    assert parse_card("QS").words == "spaðadrottning"
    assert parse_card("JD").words == "tígulgosi"
    assert parse_card("QS").name == "Spaðadrottning"
    assert card_word(parse_card("QH")).dat == "hjartadrottningu"
    assert card_word(parse_card("QH")).gen == "hjartadrottningar"
    assert card_word(parse_card("TH")).acc == "hjartatíu"
    assert card_word(parse_card("AH")).acc == "hjartaás"
    assert card_word(parse_card("AS")).dat == "spaðaási"
    assert card_word(parse_card("AS")).gen == "spaðaáss"
    assert card_word(parse_card("KD")).acc == "tígulkóng"
    # No instrumental or locative in Icelandic: both are the dative ("með hjartaási").
    ace = card_word(parse_card("AH"))
    assert ace.ins == ace.loc == ace.dat == "hjartaási"
    assert pinochle_teach.cards_in_words("9C AS KC") == "laufnía, spaðaás, laufkóngur"
    assert pinochle_teach.cards_in_words("") == "engin spil"
    assert len({c.words for c in pinochle_teach.cards.CARDS}) == 24
    set_language("en")
    assert parse_card("QS").words == "queen of spades"


def test_suits_and_ranks_decline_as_icelandic_nouns():
    set_language("is")
    diamond = suit_word(Suit.DIAMONDS)  # tígull, a strong masculine noun
    assert [diamond.nom_sg, diamond.acc_sg, diamond.dat_sg, diamond.gen_sg] == [
        "tígull", "tígul", "tígli", "tíguls"]
    assert [diamond.nom_pl, diamond.acc_pl, diamond.dat_pl, diamond.gen_pl] == [
        "tíglar", "tígla", "tíglum", "tígla"]
    hearts = suit_word(Suit.HEARTS)  # the page: "hefur hvorki hjörtu né spaða"
    assert (hearts.acc_pl, hearts.dat_pl, hearts.gen_pl) == ("hjörtu", "hjörtum", "hjartna")
    assert suit_word(Suit.SPADES).acc_pl == "spaða"
    assert suit_word(Suit.SPADES).dat_pl == "spöðum"
    clubs = suit_word(Suit.CLUBS)  # "í laufi": the locative is the dative
    assert (clubs.loc_sg, clubs.dat_sg, clubs.nom_pl) == ("laufi", "laufi", "lauf")
    # The page: "alla 8 kónga", "tíur há spil", "alla 8 ása".
    assert rank_word(Rank.KING).acc_pl == "kónga"
    assert rank_word(Rank.TEN).nom_pl == "tíur"
    assert rank_word(Rank.ACE).acc_pl == "ása"
    assert rank_word(Rank.QUEEN).gen_sg == "drottningar"
    assert str(rank_word(Rank.JACK)) == "gosi"


def test_meld_names_speak_icelandic():
    hand = "AS TS KS QS JS 9S JD AH AD AC"
    result = best_meld(hand, "S")
    set_language("is")
    assert [m.name for m in result.melds] == ["Röð", "Dix", "Pinochle", "Ásar umhverfis"]
    assert [m.key for m in result.melds] == ["Run", "Dix", "Pinochle", "Aces around"]
    assert result.melds[3].name_in("en") == "Aces around"
    assert result.explain().splitlines()[-1] == "Samtals: 300 stig"
    assert "Konungshjónaband" in [m.name for m in best_meld("KH QH", "H").melds]
    assert "Almennt hjónaband" in [m.name for m in best_meld("KS QS", "H").melds]
    assert "Tvöfaldur pinochle" in [m.name for m in best_meld("JD JD QS QS", "H").melds]
    assert "Drottningar umhverfis" in [m.name for m in best_meld("QS QH QD QC", "H").melds]
    assert best_meld("", "S").explain() == "Engar samstæður þegar spaði er tromp: 0 stig."
    assert best_meld("", "D").explain() == "Engar samstæður þegar tígull er tromp: 0 stig."


# --- sentences -----------------------------------------------------------------------------

def test_icelandic_sentences_choose_the_case():
    # "út var spilað tígli": spila takes the dative; "þú átt ekki tígul": eiga the
    # accusative; "í tígli": the dative after í.
    set_language("is")
    assert explain_play("9H AH KS", "QH", "S", "9H") == (
        "Þú mátt ekki spila 9♥: út var spilað hjarta (Q♥), Q♥ á slaginn og þú átt A♥, sem "
        "slær það; þú verður að fylgja lit og slá Q♥ (reglusíðan, §6, regla 1).")
    assert "út var spilað tígli (K♦), K♦ á slaginn og þú átt 10♦" in explain_play(
        "TD 9D JS", "KD", "C", "9D")
    assert "þú átt ekki tígul en átt tromp (K♠); þú verður að trompa" in explain_play(
        "9H KS", "QD", "S", "9H")
    assert "þú átt hvorki spaða né tromp (tromp er lauf), svo þú mátt spila hvaða spili sem er" \
        in explain_play("9H KD", "QS", "C", "9H")
    assert explain_play("9H", "", "S", "KD") == "Þú mátt ekki spila K♦: þú átt ekki K♦."
    assert explain_winner("QD 9H", "S") == (
        "Q♦ kemur út: útspilið er í tígli og Q♦ á slaginn. 9♥ er hvorki í tígli né í trompi "
        "og getur því ekki unnið. Q♦ á því slaginn enn sem komið er (reglusíðan, §6).")
    assert explain_winner("QH TH 9S AH", "S").endswith("9♠ tekur því slaginn (reglusíðan, §6).")


def test_icelandic_sentences_choose_the_plural_form():
    set_language("is")
    # One higher card "slær", two "slá" (the verb agrees with the cards).
    assert "þú átt A♥, sem slær það" in explain_play("9H AH KS", "QH", "S", "9H")
    assert "þú átt 10♥ og A♥, sem slá það" in explain_play("9H TH AH KS", "QH", "S", "9H")
    # "stig" is one word for one and many; "stigs virði" / "stiga virði" differ, and a
    # number ending in 1 (not 11) takes the singular, as in "21 árs".
    counts = {n: i18n.ntr("{ranks} count {n} each", "{ranks} count {n} each", n,
                          ranks="A, 10 og K") for n in (1, 11, 21, 3)}
    assert counts == {1: "A, 10 og K eru hvert 1 stigs virði",
                      11: "A, 10 og K eru hvert 11 stiga virði",
                      21: "A, 10 og K eru hvert 21 stigs virði",
                      3: "A, 10 og K eru hvert 3 stiga virði"}
    assert i18n.ntr("Total: {n} point", "Total: {n} points", 21) == "Samtals: 21 stig"
    assert i18n.ntr("Total: {n} point", "Total: {n} points", 1) == "Samtals: 1 stig"
    assert explain_points("AH KS QD", last=True) == (
        "A♥ (10) + K♠ (10) + síðasti slagur (10) = 30 stig; A, 10 og K eru hvert 10 stiga "
        "virði (reglusíðan, §7).")


def test_lang_is_speaks_for_one_call_and_english_is_unchanged():
    english = ("9♥ is not allowed: hearts were led (Q♥) and you hold 10♥ and A♥, which beat "
               "the winning Q♥; you must follow suit and beat it (rules page §6 rule 1).")
    assert explain_play("9H TH AH KS", "QH", "S", "9H") == english
    assert explain_play("9H TH AH KS", "QH", "S", "9H", lang="is").startswith(
        "Þú mátt ekki spila 9♥: út var spilað hjarta")
    assert get_language() == "en"
    set_language("is")
    assert explain_play("9H TH AH KS", "QH", "S", "9H", lang="en") == english
    set_language("en")
    assert explain_play("9H TH AH KS", "QH", "S", "9H") == english
    assert parse_card("QS").words == "queen of spades"
    assert [m.name for m in best_meld("AS TS KS QS JS 9S JD AH AD AC", "S").melds] == [
        "Run", "Dix", "Pinochle", "Aces around"]
    assert best_meld("", "S").explain() == "No meld with spades as trump: 0 points."


# --- the quiz ------------------------------------------------------------------------------

def test_the_quiz_words_speak_icelandic():
    from pinochle_teach.quiz.model import difficulty_name
    from pinochle_teach.quiz.words import list_cards, relative_seat, trump_sentence
    # Difficulty names are neuter, agreeing with "erfiðleikastig"; "tromp" is the subject's
    # complement, the suit its nominative singular ("Tígull er tromp").
    assert difficulty_name("hard", lang="is") == "Erfitt"
    assert difficulty_name("easy", lang="is") == "Létt"
    set_language("is")
    assert trump_sentence(Suit.DIAMONDS) == "Tígull (♦) er tromp."
    assert trump_sentence(Suit.HEARTS) == "Hjarta (♥) er tromp."
    assert relative_seat(2, 0) == "félagi þinn"
    assert list_cards(pinochle_teach.parse_cards("AS TS")) == "A♠ og 10♠"
    assert list_cards([]) == "ekkert"


def test_a_yes_no_question_in_icelandic_accepts_ja_and_nei():
    from pinochle_teach.quiz import bid_question
    from pinochle_teach.quiz.model import parse_yes_no
    q = bid_question(3, "hard", lang="is")
    assert q.question == "surrender" and q.answer is False
    assert q.prompt.endswith("Svaraðu já eða nei.")
    assert q.answer_text() == "nei"
    assert q.check("nei").correct and not q.check("já").correct
    assert q.check("Nei ").correct and q.check("no").correct
    assert q.check(False).explanation.splitlines()[0] == "Rétt: nei."
    assert q.check(True).explanation.splitlines()[0] == "Ekki alveg: svarið er nei."
    set_language("is")
    assert parse_yes_no("JÁ") is True


def test_quiz_counts_take_the_icelandic_singular_after_1_and_21_but_not_11():
    from pinochle_teach.quiz import worksheet
    assert worksheet("meld", [1], "easy", lang="is").splitlines()[0] == (
        "Stig fyrir samstæður: 1 spurning (erfiðleikastig: Létt)")
    assert worksheet("meld", range(1, 4), "easy", lang="is").splitlines()[0] == (
        "Stig fyrir samstæður: 3 spurningar (erfiðleikastig: Létt)")
    set_language("is")
    left = {n: i18n.ntr("Every hand is shown; you lead, {n} trick left.",
                        "Every hand is shown; you lead, {n} tricks left.", n)
            for n in (1, 11, 21)}
    assert left == {1: "Allar hendur sjást; þú spilar út og 1 slagur er eftir.",
                    11: "Allar hendur sjást; þú spilar út og 11 slagir eru eftir.",
                    21: "Allar hendur sjást; þú spilar út og 21 slagur er eftir."}
    worth = {n: i18n.ntr("Right: {card} wins the trick, and it carries {n} point.",
                         "Right: {card} wins the trick, and it carries {n} points.", n,
                         card="A♠") for n in (21, 30)}
    assert worth == {21: "Rétt: A♠ tekur slaginn og hann er 21 stigs virði.",
                     30: "Rétt: A♠ tekur slaginn og hann er 30 stiga virði."}
