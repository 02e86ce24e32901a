"""Languages (issue 19): choosing one, the catalogs' completeness, and the engine's sentences
and names in Polish.

The catalogs are read with Babel (the test extra) as a translator's tools read them; the
engine reads the compiled .mo with the standard library's gettext.
"""

from __future__ import annotations

import ast
import functools
import gettext
import random
import re
from pathlib import Path
from unittest import mock

import pytest
from babel.messages.extract import extract_from_dir
from babel.messages.pofile import read_po

import pinochle_teach
from pinochle_teach import (CARDGAMES_IO, DOUBLE_DECK, POST_1945, LanguageError, best_meld,
                            deal, explain_play, explain_points, explain_winner, get_language,
                            legal_plays, parse_card, parse_cards, set_language)
from pinochle_teach import i18n
from pinochle_teach.vocabulary import MELD_NAMES, card_word, suit_word

PACKAGE = Path(pinochle_teach.__file__).resolve().parent
REPO = PACKAGE.parent
LOCALE = PACKAGE / "locale"
CATALOGS = sorted(LOCALE.glob("*/LC_MESSAGES/pinochle_teach.po"))
# The Makefile's BABEL_KEYWORDS, as Babel's extractor takes them (besides its defaults).
KEYWORDS = {"tr": None, "ntr": (1, 2), "NP_": ((1, "c"), 2), "ptr": ((1, "c"), 2)}
# babel.cfg's extractor of the notebooks' code cells.
NOTEBOOK_EXTRACTOR = "pinochle_teach.i18n_extract:extract_notebook"


@pytest.fixture(autouse=True)
def english_after():
    yield
    set_language("en")


def read(path: Path):
    with open(path, "rb") as f:
        return read_po(f)


@functools.cache
def extracted() -> dict[tuple, str]:
    """``{(context, msgid): file}`` of every text marked in the package and in the code
    cells of the lessons and exercises now, found as ``make i18n-extract`` finds them
    (babel.cfg's patterns and notebook extractor, the Makefile's keywords)."""
    from babel.messages.extract import DEFAULT_KEYWORDS
    keywords = {**DEFAULT_KEYWORDS, **KEYWORDS}
    out = {}
    sources = [(PACKAGE, [("**.py", "python")]),
               *((REPO / folder, [("**.ipynb", NOTEBOOK_EXTRACTOR)])
                 for folder in ("notebooks", "exercises"))]
    for folder, method_map in sources:
        for filename, _lineno, message, _comments, context in extract_from_dir(
                str(folder), method_map=method_map, keywords=keywords):
            key = message if isinstance(message, str) else message[0]
            out[(context, key)] = f"{folder.name}/{filename}"
    return out


# --- choosing the language -----------------------------------------------------------------

def test_the_default_is_english_and_polish_is_available():
    assert get_language() == "en"
    assert set(pinochle_teach.available_languages()) >= {"en", "pl"}
    assert pinochle_teach.set_language is i18n.set_language


@pytest.mark.parametrize("code", ["pl", "PL", "pl-PL", "pl_PL", " pl "])
def test_a_language_code_is_read_as_a_browser_gives_it(code):
    set_language(code)
    assert get_language() == "pl"


@pytest.mark.parametrize("code", ["de", "", "polish", None, 7, "xx-PL"])
def test_an_unknown_language_is_refused_naming_the_languages_and_nothing_changes(code):
    set_language("pl")
    with pytest.raises(LanguageError) as e:
        set_language(code)
    assert "en (English)" in str(e.value) and "pl (polski)" in str(e.value)
    assert isinstance(e.value, ValueError)
    assert get_language() == "pl"


def test_lang_speaks_for_one_call_only():
    hand, trick = "9H TH AH KS", "QH"
    english = explain_play(hand, trick, "S", "9H")
    polish = explain_play(hand, trick, "S", "9H", lang="pl")
    assert polish != english and polish.startswith("Zagranie 9♥")
    assert get_language() == "en"
    set_language("pl")
    assert explain_play(hand, trick, "S", "9H", lang="en") == english
    assert explain_play(hand, trick, "S", "9H") == polish
    with pytest.raises(LanguageError):
        explain_play(hand, trick, "S", "9H", lang="fr")
    assert get_language() == "pl"


def test_the_language_block_ends_even_when_the_call_fails():
    with pytest.raises(pinochle_teach.InvalidCardError):
        explain_play("9H", "", "S", "XX", lang="pl")
    assert get_language() == "en"


# --- the catalogs ----------------------------------------------------------------------------

def test_there_is_a_polish_catalog():
    assert LOCALE / "pl" / "LC_MESSAGES" / "pinochle_teach.po" in CATALOGS


@pytest.mark.parametrize("path", CATALOGS, ids=lambda p: p.parent.parent.name)
def test_the_catalog_has_no_untranslated_or_fuzzy_entry(path):
    catalog = read(path)
    untranslated, fuzzy = [], []
    for m in catalog:
        if not m.id:
            continue
        strings = m.string if isinstance(m.string, tuple) else (m.string,)
        if not all(strings):
            untranslated.append(m.id)
        if m.fuzzy:
            fuzzy.append(m.id)
    assert untranslated == [] and fuzzy == []
    assert len(catalog) > 300


@pytest.mark.parametrize("path", CATALOGS, ids=lambda p: p.parent.parent.name)
def test_the_catalog_holds_exactly_the_texts_the_code_marks(path):
    # A text added or changed in the code without `make i18n-update` fails here; so does an
    # entry left for a text the code no longer has.
    catalog = {(m.context, m.id if isinstance(m.id, str) else m.id[0])
               for m in read(path) if m.id}
    code = extracted()
    assert sorted(set(code) - catalog, key=str) == []
    assert sorted(catalog - set(code), key=str) == []


@pytest.mark.parametrize("path", CATALOGS, ids=lambda p: p.parent.parent.name)
def test_the_compiled_catalog_matches_the_po(path):
    # `make i18n-compile` after the last edit: the .mo the engine reads says what the .po says.
    with open(path.with_suffix(".mo"), "rb") as f:
        mo = gettext.GNUTranslations(f)
    for m in read(path):
        if not m.id:
            continue
        if isinstance(m.id, tuple):
            for n, want in ((1, m.string[0]), (2, m.string[1]), (5, m.string[-1])):
                got = (mo.npgettext(m.context, *m.id, n) if m.context
                       else mo.ngettext(*m.id, n))
                assert got == want, m.id
        else:
            got = mo.pgettext(m.context, m.id) if m.context else mo.gettext(m.id)
            assert got == m.string, m.id


PLACEHOLDER = re.compile(r"\{([^{}]*)\}")
ALL_FORMS = {f for forms in i18n.FORMS.values() for f in forms}


@pytest.mark.parametrize("path", CATALOGS, ids=lambda p: p.parent.parent.name)
def test_translations_use_only_the_placeholders_and_forms_there_are(path):
    for m in read(path):
        if not m.id:
            continue
        ids = m.id if isinstance(m.id, tuple) else (m.id,)
        strings = m.string if isinstance(m.string, tuple) else (m.string,)
        given = {p.partition(".")[0] for s in ids for p in PLACEHOLDER.findall(s)}
        if isinstance(m.id, tuple):
            given.add("n")
        for s in strings:
            for p in PLACEHOLDER.findall(s):
                name, _, form = p.partition(".")
                assert name in given, (m.id, s)
                assert not form or form in ALL_FORMS, (m.id, s)
            assert s.count("{") == s.count("}"), s


# --- rendering -------------------------------------------------------------------------------

def test_a_translation_cannot_reach_anything_but_the_placeholders_and_their_forms():
    word = suit_word(parse_card("QH").suit)
    with pytest.raises(LanguageError, match="placeholder"):
        i18n.tr("{missing}", card="Q♥")
    set_language("pl")
    with pytest.raises(LanguageError):
        i18n.tr("{lead.__class__}", lead=word)
    with pytest.raises(LanguageError):
        i18n.tr("{card.x}", card="Q♥")
    with pytest.raises(LanguageError, match="no form 'voc_pl'"):
        i18n.tr("{lead.voc_pl}", lead=word)
    assert i18n.tr("{lead.gen_pl}", lead=word) == "kierów"


def positions(rng: random.Random, rules):
    """Random positions of trick play: what is left of four dealt hands (1..12 cards each:
    later in the hand voids are common), a trick of 0..3 legal plays from the others, the
    hand of the player to play next, and a trump."""
    hands = [rng.sample(h, rng.randint(1, len(h))) for h in deal(rng.randrange(10**9), rules)]
    trump = rng.choice("SHDC")
    trick = []
    for other in hands[1:1 + rng.randrange(rules.players)]:
        trick.append(rng.choice(legal_plays(other, trick, trump, rules)))
    return hands[0], trick, trump


ENGLISH = re.compile(r"\b(is|are|you|the|and|or|of|were|led|trump|trumps|allowed|hold|"
                     r"must|rules|page|rule|suit|winning|beats?|any|card)\b")


TRANSLATED = [c for c in pinochle_teach.available_languages() if c != "en"]


def raised_messages(path: Path) -> set[str]:
    """The messages of the errors a module raises (``raise X(tr("..."))``): they are not
    explanations a deal reaches; tests/test_i18n_errors.py renders them."""
    out = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Raise) and node.exc is not None:
            out |= {c.value for c in ast.walk(node.exc)
                    if isinstance(c, ast.Constant) and isinstance(c.value, str)}
    return out


@pytest.mark.parametrize("lang", TRANSLATED)
def test_every_sentence_of_trick_play_is_translated_on_random_deals(lang):
    """Each sentence of tricks.py (explain_play, explain_winner, explain_points: every one it
    marks for translation) is reached on random seeded deals and renders in each translated
    language (Polish, ...): every placeholder filled, no English word left."""
    errors = raised_messages(PACKAGE / "tricks.py")
    code = {msgid for (ctx, msgid), f in extracted().items()
            if f.endswith("tricks.py") and msgid not in errors}
    assert len(code) >= 30
    reached: set[str] = set()
    real_gettext, real_ngettext = i18n.gettext, i18n.ngettext

    def gettext_seen(message):
        reached.add(message)
        return real_gettext(message)

    def ngettext_seen(singular, plural, n):
        reached.add(singular)
        return real_ngettext(singular, plural, n)

    def check(text):
        assert "{" not in text and "}" not in text, text
        assert not ENGLISH.search(text), text
        assert text.endswith("."), text

    rng = random.Random(19)
    set_language(lang)
    seen_sentences = 0
    with mock.patch.object(i18n, "gettext", gettext_seen), \
            mock.patch.object(i18n, "ngettext", ngettext_seen):
        for i in range(5000):  # at least 300 positions, and on until every sentence is met
            if i >= 300 and code <= reached:
                break
            rules = (CARDGAMES_IO, POST_1945)[i % 2]
            hand, trick, trump = positions(rng, rules)
            cards = set(hand) | {parse_card(rng.choice("AS TH KD QC JS 9H".split()))}
            for c in sorted(cards):
                text = explain_play(hand, trick, trump, c, rules)
                seen_sentences += 1
                check(text)
                assert str(c) in text, text
                if lang == "pl":
                    assert text.startswith(f"Zagranie {c} jest "), text
            played = trick + [rng.choice(legal_plays(hand, trick, trump, rules))]
            check(explain_winner(played, trump, rules=rules))
            check(explain_points(played, rules, last=rng.random() < 0.5))
    assert code - reached == set(), "sentences the random deals never reached"
    assert seen_sentences > 1000


def test_polish_sentences_choose_the_case_and_the_plural_form():
    # Expected texts written from Polish grammar: "nie masz kar" (genitive plural of karo),
    # "wyjście w kiery" (accusative plural), one card "która bije", two "które biją".
    set_language("pl")
    one = explain_play("9H AH KS", "QH", "S", "9H")
    two = explain_play("9H TH AH KS", "QH", "S", "9H")
    assert "wyjście było w kiery (Q♥), a ty masz A♥, która bije wygrywającą kartę Q♥" in one
    assert "a ty masz 10♥ i A♥, które biją wygrywającą kartę Q♥" in two
    assert "nie masz kar, ale masz atuty (K♠)" in explain_play("9H KS", "QD", "S", "9H")
    assert "nie masz pików ani atutów (atutem są trefle)" in explain_play("9H KD", "QS", "C",
                                                                       "9H")
    assert explain_play("9H", "", "S", "KD") == "Zagranie K♦ jest niedozwolone: nie masz K♦."
    assert explain_points("AH KS QD", last=True) == (
        "A♥ (10) + K♠ (10) + ostatnia lewa (10) = 30 punktów; A, 10 i K są warte po 10 "
        "punktów (strona zasad, §7).")
    assert explain_winner("QD 9H", "S").split(". ")[1] == (
        "9♥ nie jest ani w kolorze karo, ani atutem, więc nie może wygrać")


def test_english_is_unchanged_by_having_spoken_polish():
    # The existing tests pin the English sentences; here: the same text before and after a
    # Polish call, and the English of lang="en" under Polish.
    before = explain_play("9H TH AH KS", "QH", "S", "9H")
    assert before == ("9♥ is not allowed: hearts were led (Q♥) and you hold 10♥ and A♥, which "
                      "beat the winning Q♥; you must follow suit and beat it (rules page §6 "
                      "rule 1).")
    explain_play("9H TH AH KS", "QH", "S", "9H", lang="pl")
    assert explain_play("9H TH AH KS", "QH", "S", "9H") == before


# --- names -------------------------------------------------------------------------------

def test_cards_are_named_in_polish_as_the_polish_rules_page_names_them():
    # The Polish rules page: "dama pik i walet karo", "asa kier i dziesiątkę kier".
    set_language("pl")
    assert parse_card("QS").words == "dama pik"
    assert parse_card("JD").words == "walet karo"
    assert parse_card("QS").name == "Dama pik"
    assert card_word(parse_card("AH")).acc == "asa kier"
    assert card_word(parse_card("TH")).acc == "dziesiątkę kier"
    assert pinochle_teach.cards_in_words("9C AS") == "dziewiątka trefl, as pik"
    assert pinochle_teach.cards_in_words("") == "brak kart"
    words = {c.words for c in pinochle_teach.cards.CARDS}
    assert len(words) == 24
    set_language("en")
    assert parse_card("QS").words == "queen of spades"


# Melds whose Polish name is the English one: the Polish rules page keeps these terms.
SAME_IN_POLISH = {"Run", "Dix", "Pinochle"}


def test_meld_names_speak_polish():
    hand = parse_cards("AS TS KS QS JS 9S JD AH AD AC")
    result = best_meld(hand, "S")
    assert [m.name for m in result.melds] == ["Run", "Dix", "Pinochle", "Aces around"]
    set_language("pl")
    assert [m.name for m in result.melds] == ["Run", "Dix", "Pinochle", "Asy każdego koloru"]
    assert [m.key for m in result.melds] == ["Run", "Dix", "Pinochle", "Aces around"]
    assert result.melds[3].name_in("en") == "Aces around"
    assert result.explain().splitlines()[-1] == "Razem: 300 punktów"
    assert "Małżeństwo królewskie" in [m.name for m in best_meld("KH QH", "H").melds]
    assert best_meld("", "S").explain() == "Brak meldów, gdy atutem są piki: 0 punktów."


def test_every_meld_name_best_meld_gives_is_in_the_table_and_speaks_polish():
    rng = random.Random(4)
    seen = set()
    for rules in (CARDGAMES_IO, DOUBLE_DECK):
        for _ in range(300):
            hands = deal(rng.randrange(10**9), rules)
            for trump in "SHDC":
                for m in best_meld(hands[0], trump, rules).melds:
                    seen.add(m.key)
    # a double deck's hand of 20 holds triples rarely: build them
    for text in ("AS AS AS AH AH AH AD AD AD AC AC AC", "JD JD JD QS QS QS",
                 "AS AS AS TS TS TS KS KS KS QS QS QS JS JS JS"):
        for m in best_meld(text, "S", DOUBLE_DECK).melds:
            seen.add(m.key)
    assert seen <= set(MELD_NAMES)
    assert len(seen) >= 15
    set_language("pl")
    catalog = i18n.translations("pl")
    for key in MELD_NAMES:
        polish = catalog.pgettext("meld name", key)
        assert polish in SAME_IN_POLISH or polish != key, key
        assert not ENGLISH.search(polish) and not re.search(r"around|abound|marriage", polish)


def test_a_meld_built_by_hand_keeps_its_name():
    set_language("pl")
    m = pinochle_teach.Meld("House special", 5, parse_cards("AS"), 3)
    assert m.name == m.key == "House special"


def test_a_card_drawn_in_polish_is_named_in_english_on_an_english_page():
    # The card drawings are cached; the accessible name is part of what is cached, so the
    # language must be part of the key (a Polish tree handed to an English page reads
    # "dama kier" to a screen reader).
    from pinochle_teach.svg.cards import card_svg

    set_language("pl")
    assert 'aria-label="Dama kier"' in card_svg("QH")
    set_language("en")
    assert 'aria-label="Queen of hearts"' in card_svg("QH")
    with pinochle_teach.i18n.language("pl"):
        assert 'aria-label="Dama kier"' in card_svg("QH", size=0.8)
    assert 'aria-label="Queen of hearts"' in card_svg("QH", size=0.8)


def test_the_polish_widgets_do_not_take_the_student_for_a_man():
    # Polish marks the speaker's gender in the past and conditional ("mogłeś" he could,
    # "mogłaś" she could). The widgets said "co mogłeś wiedzieć" and "mógłbyś przejąć
    # prowadzenie" to every student; the lessons write both forms ("mogłeś(-aś)"). A widget
    # message says it without a gendered form: "co dało się wiedzieć", "możesz przejąć".
    texts = []
    for m in read(LOCALE / "pl" / "LC_MESSAGES" / "pinochle_teach.po"):
        if m.id:
            texts.extend([m.string] if isinstance(m.string, str) else m.string)
    gendered = re.compile(r"\b\w+(?:łeś|łaś|łbyś|łabyś|byłbyś|byłabyś)\b(?!\(-)")
    found = sorted({w for t in texts for w in gendered.findall(t)})
    assert found == []
