"""The engine's error messages speak Polish, Czech and Icelandic (issue 19): a card that
cannot be read, a deal that cannot exist, an action the game refuses, a bid too low, a
record that cannot be loaded, a rule set that is not accepted, a trick that is complete. The
message is in the language spoken when the error is raised; the exception classes and their
attributes stay as they are; English comes back after set_language("en").

The expectations are written by hand from each language's grammar (Polish and Czech have
three plural forms, Icelandic two), not copied from output.
"""

from __future__ import annotations

import re

import pytest

from pinochle_teach import (CARDGAMES_IO, DOUBLE_DECK, Game, MeldTable, RuleSet, set_language,
                            variant_name)
from pinochle_teach.actions import Action
from pinochle_teach.auction import Auction
from pinochle_teach.cards import check_hand, parse_card
from pinochle_teach.errors import (IllegalActionError, IllegalBidError, InvalidCardError,
                                   InvalidHandError, InvalidRecordError, InvalidRulesError,
                                   PinochleError, RecordFileError, WrongPhaseError)
from pinochle_teach.hands import Deal, Hand
from pinochle_teach.records import check_record
from pinochle_teach.tricks import trick_winner

# English words that none of the translated messages below may keep (the accepted input
# forms, 'bid 260' or 'S: AS TS …', are typed as they are and are not words of a sentence).
ENGLISH = re.compile(r"\b(the|is|are|not|must|got|given|give|unknown|write|holds?|"
                     r"copies|cards?|bid|deal|record|rules|trick|widow|seat)\b")


@pytest.fixture(autouse=True)
def english_after():
    yield
    set_language("en")


def message(call) -> tuple[type, str]:
    with pytest.raises(PinochleError) as caught:
        call()
    return type(caught.value), str(caught.value)


def game_in_tricks() -> Game:
    g = Game(1)
    while g.phase.value != "tricks":
        legal = g.legal_actions()
        g.apply(Action("pass") if Action("pass") in legal else legal[0])
    return g


# Each call raises one representative error of a module; the English text is the one the
# engine has always said (other tests match it), and the same call in another language.
CASES = {
    "card": lambda: parse_card("QX"),
    "card on a double deck": lambda: parse_card("XS", DOUBLE_DECK),
    "copies": lambda: check_hand("QS QS QS"),
    "hand minus": lambda: Hand("QS") - Hand("QS QS"),
    "deal seat twice": lambda: Deal.from_str("S: QS S: KS"),
    "widow": lambda: Deal([["QS"], [], [], []], ["KS"], rules=CARDGAMES_IO),
    "wrong phase": lambda: Game(1).apply("play QS"),
    "bid too low": lambda: Game(1).apply("bid 10"),
    "action": lambda: Action.parse("bid ten"),
    "raise": lambda: _raised_auction().bid(255),
    "record": lambda: check_record("[]"),
    "record file": lambda: Game.load("/nonexistent-folder/game.json"),
    "rule field": lambda: RuleSet(players=99),
    "meld level": lambda: MeldTable().multiple(10, 5),
    "trick": lambda: trick_winner("", "S"),
    "full trick": lambda: trick_winner("QS KS AS 9S TS", "S"),
}


def _raised_auction() -> Auction:
    a = Auction(0)
    a.bid(250)
    return a


ENGLISH_TEXTS = {
    "card": (InvalidCardError, "unknown card 'QX' ('X' is not a suit): write a card as its "
             "rank, then its suit; ranks A 10 K Q J 9, suits S H D C (or ♠ ♥ ♦ ♣); the 10 may "
             "be written T; e.g. AS or A♠ is the ace of spades, 10H or TH the ten of hearts"),
    "copies": (InvalidHandError, "Q♠ (QS) is held 3 times, but the deck has only 2 copies of "
               "each card"),
    "hand minus": (InvalidHandError, "cannot take Q♠ (QS) out of this hand: it holds 1 copy "
                   "of it, and 2 were to be taken out"),
    "wrong phase": (WrongPhaseError, "'play QS' is not an action of the auction phase; seat "
                    "2 is to move and may: bid 250, bid 260, pass"),
    "bid too low": (IllegalBidError, "10 is not a legal bid: the opening bid must be 250 or "
                    "260; legal now: 250 or 260, or pass"),
    "action": (IllegalActionError, "unknown action 'bid ten': 'ten' is not a whole number of "
               "points; a bid is written like 'bid 260'"),
    "raise": (IllegalBidError, "255 is not a legal bid: a bid must raise 250 by exactly 10 "
              "or 20; legal now: 260 or 270, or pass"),
    "record": (InvalidRecordError, "a record is a JSON object with format, version, rules, "
               "seed, dealer, actions and summary"),
    "record file": (RecordFileError, "cannot read the record /nonexistent-folder/game.json: "
                    "the folder or file does not exist"),
    "rule field": (InvalidRulesError, "RuleSet field players must be a whole number 2..8, "
                   "got 99"),
    "trick": (PinochleError, "an empty trick has no winner: give the cards played, lead "
              "first"),
    "full trick": (PinochleError, "a trick has at most one card per player, 4 cards for four "
                   "players (give rules= for another game); got 5 cards"),
}

EXPECTED = {
    "pl": {
        "card": "nieznana karta 'QX' ('X' nie jest kolorem): kartę zapisuje się jako rangę, "
                "a po niej kolor; rangi A 10 K Q J 9, kolory S H D C (albo ♠ ♥ ♦ ♣); 10 można "
                "zapisać jako T; np. AS lub A♠ to as pik, 10H lub TH to dziesiątka kier",
        "card on a double deck": "rangi A 10 K Q J (dziewiątki nie występują w tej talii)",
        "copies": "Q♠ (QS) występuje 3 razy, a talia ma tylko 2 kopie każdej karty",
        "hand minus": "nie można wyjąć Q♠ (QS) z tej ręki: ręka ma 1 kopię tej karty, a do "
                      "wyjęcia było 2",
        "deal seat twice": "miejsce 'S' podano dwa razy: rozdanie zapisuje się jako",
        "widow": "w musiku jest 1 karta, a zasady cardgames.io nie mają musika",
        "wrong phase": "'play QS' nie jest ruchem fazy licytacji; teraz gra miejsce 2, które "
                       "może: bid 250, bid 260, pass",
        "bid too low": "10 to niedozwolona oferta: pierwsza oferta musi wynosić 250 lub 260; "
                       "teraz wolno: 250 lub 260 albo pas",
        "action": "nieznany ruch 'bid ten': 'ten' nie jest liczbą całkowitą punktów; ofertę "
                  "zapisuje się jak 'bid 260'",
        "raise": "255 to niedozwolona oferta: oferta musi przebić 250 dokładnie o 10 lub 20; "
                 "teraz wolno: 260 lub 270 albo pas",
        "record": "zapis partii to obiekt JSON z polami format, version, rules, seed, dealer, "
                  "actions i summary",
        "record file": "nie można odczytać zapisu /nonexistent-folder/game.json: folder lub "
                       "plik nie istnieje",
        "rule field": "pole players klasy RuleSet musi być liczbą całkowitą od 2 do 8, a "
                      "podano 99",
        "meld level": "poziom musi wynosić 3 (potrójny) albo 4 (poczwórny), a podano 5",
        "trick": "pusta lewa nie ma zwycięzcy: podaj zagrane karty, zaczynając od wyjścia",
        "full trick": "(dla innej gry podaj rules=); podano 5 kart",
    },
    "cs": {
        "card": "neznámá karta 'QX' ('X' není barva): kartu zapište jako hodnotu a za ní "
                "barvu; hodnoty A 10 K Q J 9, barvy S H D C (nebo ♠ ♥ ♦ ♣); 10 lze psát jako "
                "T; např. AS nebo A♠ je pikové eso, 10H nebo TH srdcová desítka",
        "card on a double deck": "hodnoty A 10 K Q J (devítky v tomto balíčku nejsou)",
        "copies": "Q♠ (QS) se vyskytuje 3krát, ale balíček má jen 2 kopie každé karty",
        "hand minus": "Q♠ (QS) nelze z této ruky vyjmout: ruka má 1 kopii této karty a "
                      "vyjmout se mělo 2",
        "deal seat twice": "místo 'S' je zadáno dvakrát: rozdání zapište jako",
        "widow": "v talonu je 1 karta, ale pravidla cardgames.io talon nemají",
        "wrong phase": "'play QS' není tah fáze licitace; na tahu je místo 2 a může: bid 250, "
                       "bid 260, pass",
        "bid too low": "10 není povolená nabídka: první nabídka musí být 250 nebo 260; teď "
                       "lze: 250 nebo 260, nebo pas",
        "action": "neznámý tah 'bid ten': 'ten' není celý počet bodů; nabídka se píše jako "
                  "'bid 260'",
        "raise": "255 není povolená nabídka: nabídka musí zvýšit 250 přesně o 10 nebo 20; teď "
                 "lze: 260 nebo 270, nebo pas",
        "record": "záznam hry je objekt JSON s poli format, version, rules, seed, dealer, "
                  "actions a summary",
        "record file": "záznam /nonexistent-folder/game.json nelze přečíst: složka nebo "
                       "soubor neexistuje",
        "rule field": "pole players třídy RuleSet musí být celé číslo od 2 do 8, a ne 99",
        "meld level": "úroveň musí být 3 (trojitá) nebo 4 (čtyřnásobná), a ne 5",
        "trick": "prázdný štych nemá vítěze: zadejte zahrané karty, první tu vynesenou",
        "full trick": "(pro jinou hru zadejte rules=); zadáno 5 karet",
    },
    "is": {
        "card": "óþekkt spil 'QX' ('X' er ekki litur): skrifaðu spil sem gildi og svo lit; "
                "gildin A 10 K Q J 9, litirnir S H D C (eða ♠ ♥ ♦ ♣); 10 má skrifa sem T; "
                "t.d. er AS eða A♠ spaðaás, 10H eða TH hjartatía",
        "card on a double deck": "gildin A 10 K Q J (níur eru ekki í þessum stokki)",
        "copies": "Q♠ (QS) kemur fyrir 3 sinnum, en stokkurinn hefur aðeins 2 eintök af "
                  "hverju spili",
        "hand minus": "ekki er hægt að taka Q♠ (QS) úr þessari hendi: hún hefur 1 eintak af "
                      "því, og taka átti 2",
        "deal seat twice": "sæti 'S' er gefið tvisvar: skrifaðu gjöf sem",
        "widow": "í ekkjunni er 1 spil, en reglurnar cardgames.io hafa enga ekkju",
        "wrong phase": "'play QS' er ekki aðgerð í áfanganum „uppboð“; sæti 2 á leik og má: "
                       "bid 250, bid 260, pass",
        "bid too low": "10 er ekki leyfilegt boð: fyrsta boðið verður að vera 250 eða 260; "
                       "leyfilegt núna: 250 eða 260, eða pass",
        "action": "óþekkt aðgerð 'bid ten': 'ten' er ekki heil tala stiga; boð er skrifað "
                  "eins og 'bid 260'",
        "raise": "255 er ekki leyfilegt boð: boð verður að hækka 250 um nákvæmlega 10 eða 20; "
                 "leyfilegt núna: 260 eða 270, eða pass",
        "record": "leikskrá er JSON-hlutur með format, version, rules, seed, dealer, actions "
                  "og summary",
        "record file": "ekki tókst að lesa leikskrána /nonexistent-folder/game.json: mappan "
                       "eða skráin er ekki til",
        "rule field": "svið players í RuleSet verður að vera heil tala frá 2 upp í 8, ekki 99",
        "meld level": "stigið verður að vera 3 (þrefalt) eða 4 (fjórfalt), ekki 5",
        "trick": "tómur slagur hefur engan sigurvegara: gefðu upp spilin sem voru spiluð, "
                 "útspilið fyrst",
        "full trick": "(gefðu rules= fyrir annan leik); fékk 5 spil",
    },
}

# The words a message is allowed to keep from English: what is typed (actions, card codes,
# field names of the Python API, the record's JSON keys).
TYPED = re.compile(r"'[^']*'|\bbid \d+|\b(?:RuleSet|MeldTable|rules=|format|version|rules|seed|dealer|"
                   r"actions|summary|players|cardgames\.io)\b|[A-Z]{1,2}\b")


@pytest.mark.parametrize("lang", ["pl", "cs", "is"])
@pytest.mark.parametrize("case", sorted(CASES))
def test_each_module_raises_in_the_language_spoken(lang, case):
    set_language(lang)
    kind, text = message(CASES[case])
    expected = EXPECTED[lang][case]
    assert expected in text, (case, text)
    if case in ENGLISH_TEXTS:  # the class is the English one: code catching it still does
        assert kind is ENGLISH_TEXTS[case][0]
    words = TYPED.sub(" ", text)
    assert not ENGLISH.search(words), (case, text)


@pytest.mark.parametrize("case", sorted(ENGLISH_TEXTS))
def test_english_comes_back(case):
    set_language("pl")
    message(CASES[case])
    set_language("en")
    kind, text = message(CASES[case])
    assert (kind, text) == ENGLISH_TEXTS[case]


def test_plural_forms_of_a_count():
    # Polish: 1 karta, 2-4 karty, 5+ kart; Czech: 1 karta, 2-4 karty, 5+ karet; Icelandic
    # "spil" is the same in both numbers, its verb is not: "er 1 spil", "eru 2 spil".
    three_cards = "QS KS AS"
    expected = {
        "pl": ("lewa ma już 4 karty: jest pełna", "lewa ma już 5 kart: jest pełna"),
        "cs": ("ve štychu už jsou 4 karty: je úplný", "ve štychu už je 5 karet: je úplný"),
        "is": ("slagurinn hefur þegar 4 spil: hann er fullur",
               "slagurinn hefur þegar 5 spil: hann er fullur"),
    }
    from pinochle_teach.tricks import classify_play
    for lang, (four, five) in expected.items():
        set_language(lang)
        assert message(lambda: classify_play(three_cards + " 9S", "S", "QS"))[1] == four
        rules = RuleSet(players=5, hand_size=9, widow=3, partnership=False)
        assert message(lambda: classify_play("QS KS AS 9S TS", "S", "QH", rules))[1] == five
    set_language("pl")
    assert "w musiku są 2 karty" in message(
        lambda: Deal([["QS"], [], [], []], "KS KH", rules=CARDGAMES_IO))[1]
    assert "w musiku jest 5 kart" in message(
        lambda: Deal([["QS"], [], [], []], "KS KH KD KC QH", rules=CARDGAMES_IO))[1]


def test_phase_names_and_rule_set_names():
    set_language("cs")
    g = game_in_tricks()
    _kind, text = message(lambda: g.apply("bid 300"))
    assert text.startswith("'bid 300' není tah fáze štychů; na tahu je místo ")
    assert variant_name(DOUBLE_DECK) == "Dvojitý balíček"
    set_language("pl")
    assert variant_name(DOUBLE_DECK) == "Podwójna talia"
    _kind, text = message(lambda: Game.from_view(Game(1).view(0), [[], [], [], []]))
    assert text == "grę można ustawić według widoku tylko w fazie lew, a nie w fazie licytacji"
    set_language("is")
    assert variant_name(DOUBLE_DECK) == "Tvöfaldur stokkur"
    set_language("en")
    assert variant_name(DOUBLE_DECK) == "Double deck"


def test_a_message_wrapping_another_speaks_one_language():
    # A deal's error names the seat and carries the card's error, both in Polish.
    set_language("pl")
    _kind, text = message(lambda: Deal([["QS"], [], [], []], ["QX"]))
    assert text.startswith("musik: nieznana karta 'QX' ('X' nie jest kolorem): kartę "
                           "zapisuje się jako rangę")
    _kind, text = message(lambda: Game.from_record(
        {"format": "pinochle-teach/game-record", "version": 1, "seed": 1, "dealer": 0,
         "rules": "cardgames.io", "actions": ["fly"], "summary": {}}))
    assert text.startswith("błędny ruch w zapisie: nieznany ruch 'fly': dozwolone ruchy to "
                           "'bid 260'")


def test_the_language_is_the_one_spoken_when_raised():
    # An error raised in Polish keeps its Polish text after the language changes.
    set_language("pl")
    with pytest.raises(InvalidRulesError) as caught:
        RuleSet(players=99)
    set_language("en")
    assert str(caught.value).startswith("pole players klasy RuleSet musi być")
    with pytest.raises(InvalidRulesError, match="^RuleSet field players must be"):
        RuleSet(players=99)


def test_a_value_too_big_to_print_is_described_in_the_language_spoken():
    # errors.shown: an int of more than 4,300 digits, whose repr Python refuses.
    huge = 10**5000
    set_language("pl")
    assert message(lambda: MeldTable().multiple(10, huge))[1] == (
        "poziom musi wynosić 3 (potrójny) albo 4 (poczwórny), a podano <liczba całkowita o "
        "około 4983 cyfrach>")
    set_language("is")
    assert message(lambda: MeldTable().multiple(10, huge))[1].endswith(
        "ekki <heil tala með um 4983 tölustöfum>")
    set_language("en")
    assert message(lambda: MeldTable().multiple(10, huge))[1].endswith(
        "got <a whole number of about 4983 digits>")
