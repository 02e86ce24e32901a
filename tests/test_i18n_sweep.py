"""The texts other widgets quote from the engine's helpers, in Polish, Czech and Icelandic:
the trick commentary (commentary.py) and the computer-player level labels (players/levels.py);
English comes back after set_language("en")."""

from __future__ import annotations

import random
import re

import pytest

from pinochle_teach import CARDGAMES_IO, parse_cards
from pinochle_teach.commentary import (describe_trick, last_trick_bonus_note,
                                       last_trick_coming_note, winning_so_far)
from pinochle_teach.game import TrickRecord
from pinochle_teach.i18n import gettext, set_language
from pinochle_teach.players.levels import LEVEL_LABELS
from pinochle_teach.seating import Names

NAMES = Names(("Anna", "Bruno", "Cyril", "Dora"), ("Anna–Cyril", "Bruno–Dora"))
TRICK = TrickRecord(1, tuple(parse_cards("QH TH AH KH")), 3, 30)
LAST = TrickRecord(0, tuple(parse_cards("AS QH JH 9H")), 0, 20, bonus=10)


@pytest.fixture(autouse=True)
def english_afterwards():
    yield
    set_language("en")


EXPECTED = {
    "pl": {"trick": "Dora bierze lewę: 30 punktów.",
           "one": "Dora bierze lewę: 1 punkt.",
           "two": "Dora bierze lewę: 2 punkty.",
           "so_far": "Na razie wygrywa 10♥ (Bruno).",
           "bonus": "Anna–Cyril: ostatnia lewa i premia 10 punktów za nią (strona zasad, §7).",
           "coming": "To ostatnia lewa: drużyna, która ją weźmie, dostaje też premię 10 punktów",
           "hard": "Trudny (Monte Carlo)", "easy": "Łatwy (losowy)"},
    "cs": {"trick": "Dora bere štych: 30 bodů.",
           "one": "Dora bere štych: 1 bod.",
           "two": "Dora bere štych: 2 body.",
           "so_far": "Zatím bere 10♥ (Bruno).",
           "bonus": "Anna–Cyril: poslední štych a k němu prémie 10 bodů (stránka pravidel, §7).",
           "coming": "Toto je poslední štych: tým, který ho vezme, získá navíc prémii 10 bodů",
           "hard": "Těžká (Monte Carlo)", "easy": "Snadná (náhodná)"},
    "is": {"trick": "Dora vann slaginn: 30 stig.",
           "one": "Dora vann slaginn: 1 stig.",
           "two": "Dora vann slaginn: 2 stig.",
           "so_far": "10♥ (Bruno) á slaginn enn sem komið er.",
           "bonus": "Anna–Cyril fékk síðasta slaginn og 10 stiga bónusinn fyrir hann "
                    "(reglusíðan, §7).",
           "coming": "Þetta er síðasti slagurinn: lið þess sem vinnur hann fær líka 10 stiga",
           "hard": "Erfitt (Monte Carlo)", "easy": "Auðvelt (handahóf)"},
}

ENGLISH_WORDS = ("won the trick", "winning so far", "took the last", "last trick", "point",
                 "random", "heuristic", "Hard")


def texts():
    return {
        "trick": describe_trick(TRICK, CARDGAMES_IO, NAMES),
        "one": describe_trick(TrickRecord(1, tuple(parse_cards("QH JH 9H JS")), 3, 1),
                              CARDGAMES_IO, NAMES),
        "two": describe_trick(TrickRecord(1, tuple(parse_cards("QH JH 9H JS")), 3, 2),
                              CARDGAMES_IO, NAMES),
        "so_far": winning_so_far("QH TH", "S", leader=0, names=NAMES),
        "bonus": last_trick_bonus_note(LAST, CARDGAMES_IO, NAMES),
        "coming": last_trick_coming_note(CARDGAMES_IO),
        "hard": gettext(LEVEL_LABELS["hard"]),
        "easy": gettext(LEVEL_LABELS["easy"]),
    }


@pytest.mark.parametrize("lang", ["pl", "cs", "is"])
def test_commentary_and_levels_speak_the_language(lang):
    set_language(lang)
    got = texts()
    for key, expected in EXPECTED[lang].items():
        assert got[key].startswith(expected), (key, got[key])
    for text in got.values():
        for word in ENGLISH_WORDS:
            assert word not in text, (word, text)


def test_english_comes_back():
    set_language("pl")
    texts()
    set_language("en")
    got = texts()
    assert got["trick"] == "Dora won the trick: 30 points."
    assert got["one"] == "Dora won the trick: 1 point."
    assert got["so_far"] == "10♥ (Bruno) is winning so far."
    assert got["bonus"] == "Anna–Cyril took the last trick and its 10-point bonus (rules page §7)."
    assert got["hard"] == "Hard (Monte Carlo)"


# ---- the cards' pictures: accessible names and the meld table ------------------------------
SVG_EXPECTED = {
    "pl": {"down": 'aria-label="Karta zakryta"', "row": 'aria-label="Ręka z 2 kartami"',
           "empty": 'aria-label="Pusta ręka"', "meld": "Meldy, gdy atutem są kiery",
           "head": ">Razem<", "deal": 'aria-label="Rozdanie"'},
    "cs": {"down": 'aria-label="Karta lícem dolů"', "row": 'aria-label="Ruka s 2 kartami"',
           "empty": 'aria-label="Prázdná ruka"', "meld": "Hlášky, když jsou trumfy srdce",
           "head": ">Celkem<", "deal": 'aria-label="Rozdání"'},
    "is": {"down": 'aria-label="Spil á grúfu"', "row": 'aria-label="Hönd með 2 spilum"',
           "empty": 'aria-label="Tóm hönd"', "meld": "Samstæður þegar hjarta er tromp",
           "head": ">Samtals<", "deal": 'aria-label="Gjöf"'},
}
SVG_ENGLISH = ("Face-down card", "Hand of", "Empty hand", "as trump", ">Total<", ">Class<",
               'aria-label="Deal"', "of them in meld")


def pictures():
    from pinochle_teach.meld import best_meld
    from pinochle_teach.svg.cards import card_svg, deal_html, hand_html, hand_svg
    from pinochle_teach.svg.meld import meld_html

    return {"down": card_svg("QS", face_down=True), "row": hand_html(["AS", "TS"]),
            "empty": hand_svg([]),
            "meld": meld_html(best_meld("AH TH KH QH JH QS JD 9C 9S TC KC KD", "H")),
            "head": meld_html(best_meld("AH TH KH QH JH QS JD 9C 9S TC KC KD", "H")),
            "deal": deal_html([("S:", "AS TS", "S")])}


@pytest.mark.parametrize("lang", ["pl", "cs", "is"])
def test_pictures_speak_the_language(lang):
    set_language(lang)
    got = pictures()
    for key, expected in SVG_EXPECTED[lang].items():
        assert expected in got[key], (key, expected)
    for html in got.values():
        for word in SVG_ENGLISH:
            assert word not in html, (word, lang)
    set_language("en")
    got = pictures()
    assert 'aria-label="Face-down card"' in got["down"]
    assert "Meld with hearts as trump" in got["meld"]


# ---- the rules explorer's sentences and labels (analysis/summary.py) -----------------------
SUMMARY_EXPECTED = {
    "pl": ("Ugrane kontrakty: ", " przy zasadzie „liczenie klasyczne”", "rąk: 8\u00a0000",
           "Liczenie klasyczne: średnia punktów licytujących z lew", "po 1945 (pobić tylko"),
    "cs": ("Splněné závazky: ", " s klasickým počítáním;", "rukou: 8\u00a0000",
           "Klasické počítání: průměrné body licitujících za štychy", "po roce 1945 (přebíjet"),
    "is": ("Unnir samningar: ", " með hefðbundinni talningu;", "hendur: 8\u00a0000",
           "Hefðbundin talning: meðalslagstig sagnhafa", "eftir 1945 (slá"),
}
SUMMARY_ENGLISH = ("on average", "Contracts made", "hands)", "bidders'", "too few",
                   "percentage points", "contracts made", "deals")


@pytest.fixture(scope="module")
def exploration():
    from pinochle_teach.analysis.summary import explore, make_variant

    return explore([make_variant("cardgames.io")], n=10, dealt=2000, switch="classic", seed=1)


def summary_texts(ex):
    from pinochle_teach.analysis import summary as s

    out = []
    for read in (s.read_meld_per_hand, s.read_team_meld, s.read_trump_length, s.read_chances,
                 s.read_contracts, s.read_switch):
        out += read(ex)
    return out + [gettext(s.OBLIGATION_LABELS["post_1945"]),
                  gettext(s.COUNTING_LABELS["classic"]), gettext(s.SWITCHES["classic"][3])]


@pytest.mark.parametrize("lang", ["pl", "cs", "is"])
def test_explorer_sentences_speak_the_language(lang, exploration):
    set_language(lang)
    got = summary_texts(exploration)
    joined = "\n".join(got)
    for expected in SUMMARY_EXPECTED[lang]:
        assert expected in joined, (expected, joined)
    for text in got:
        for word in SUMMARY_ENGLISH:
            assert word not in text, (word, text)
        assert not re.search(r"\d\.\d", text), text  # a decimal comma, not a point
    set_language("en")
    joined = "\n".join(summary_texts(exploration))
    assert "Contracts made: " in joined and " with classic counting;" in joined
    assert "Counters vs classic counting" in joined


# ---- the rules explorer's plots (analysis/plots.py) ----------------------------------------
PLOT_EXPECTED = {
    "pl": ("Meldy na rękę", "% rąk", "Skutek zmiany zasady", "Ugrane kontrakty według wysokości",
           "cardgames.io: przeciwnicy", "cardgames.io, liczenie klasyczne"),
    "cs": ("Hlášky na ruku", "% rukou", "Účinek změny pravidla", "Splněné závazky podle výše",
           "cardgames.io: soupeři", "cardgames.io, klasické počítání"),
    "is": ("Samstæður á hönd", "% handa", "Áhrif reglubreytingar", "Unnir samningar eftir hæð",
           "cardgames.io: andstæðingar", "cardgames.io, hefðbundin talning"),
}
PLOT_ENGLISH = ("Meld per", "of hands", "Effect of", "Contracts made", "opponents", "bidders",
                "trump suit", "dealt hand", "above each bar", "classic counting")


def plot_texts(ex):
    pytest.importorskip("matplotlib")
    from matplotlib.text import Text

    from pinochle_teach.analysis import plots

    out = []
    for plot in (plots.plot_meld_per_hand, plots.plot_team_meld, plots.plot_trump_length,
                 plots.plot_chances, plots.plot_contracts, plots.plot_switch):
        out += [t.get_text() for t in plot(ex).findobj(Text) if t.get_text()]
    return out


@pytest.mark.parametrize("lang", ["pl", "cs", "is"])
def test_plots_speak_the_language(lang, exploration):
    set_language(lang)
    got = plot_texts(exploration)
    for expected in PLOT_EXPECTED[lang]:
        assert expected in got, (expected, got)
    for text in got:
        for word in PLOT_ENGLISH:
            assert word not in text, (word, text)
    set_language("en")
    got = plot_texts(exploration)
    assert "Meld per hand" in got and "% of hands" in got
    assert "cardgames.io, classic counting" in got


@pytest.mark.parametrize("lang, expected", [
    ("pl", ["cardgames.io", "Hoyle", "Podwójna talia",
            "Trzech graczy"]),
    ("cs", ["cardgames.io", "Hoyle", "Dvojitý balíček",
            "Tři hráči"]),
    ("is", ["cardgames.io", "Hoyle", "Tvöfaldur stokkur",
            "Þrír leikmenn"]),
])
def test_the_explorers_rule_sets_are_named_in_the_language(lang, expected):
    """The rule sets' check boxes and a switched variant's name in plots ("Double deck,
    classic counting"): their names in the language, cardgames.io and Hoyle kept."""
    from pinochle_teach.analysis.summary import make_variant
    from pinochle_teach.widgets import RulesExplorer

    set_language(lang)
    try:
        boxes = RulesExplorer(run=False).preset_boxes
        assert [b.description for b in boxes.values()] == expected
        shown = make_variant("Double deck", counting="classic").shown
        assert shown == expected[2] + ", " + {"pl": "liczenie klasyczne",
                                              "cs": "klasické počítání",
                                              "is": "hefðbundin talning"}[lang]
        status = RulesExplorer(hands=4, dealt=50, switch=None).status.value
        assert {"pl": "(gracze: heurystyczni)", "cs": "(hráči: heurističtí)",
                "is": "(spilarar: þumalfingursreglur)"}[lang] in status, status
        assert make_variant("cardgames.io, post-1945 play").shown == {
            "pl": "cardgames.io, gra po 1945 roku", "cs": "cardgames.io, hra po roce 1945",
            "is": "cardgames.io, spil eftir 1945"}[lang]
    finally:
        set_language("en")
    assert make_variant("Double deck", counting="classic").shown == "Double deck, classic counting"


# ---- the computer players' reasons a hint quotes (players/passing.py, players/hint.py) -----
REASON_EXPECTED = {
    "pl": ("Przekaż 9♠: licytujący potrzebuje atutów", "Odłóż 9♣: nie wchodzi w twoje meldy",
           "gra się skończyła"),
    "cs": ("Předej 9♠: licitující potřebuje trumfy", "Odhoď 9♣: není v tvých hláškách",
           "hra skončila"),
    "is": ("Gefðu 9♠: sagnhafi þarf tromp", "Leggðu 9♣ frá þér: það er ekki í samstæðum þínum",
           "leiknum er lokið"),
}


def reasons():
    from pinochle_teach.cards import Suit, parse_card
    from pinochle_teach.errors import PinochleError
    from pinochle_teach.players.hint import hint
    from pinochle_teach.players.passing import discard_reason, pass_reason

    out = [pass_reason(parse_card("9S"), Suit.from_str("S")), discard_reason(parse_card("9C"))]
    try:
        hint("not a game")
    except PinochleError as e:
        out.append(str(e))
    return out


@pytest.mark.parametrize("lang", ["pl", "cs", "is"])
def test_players_reasons_speak_the_language(lang):
    from pinochle_teach.i18n import tr

    set_language(lang)
    got = reasons()
    assert got[0].startswith(REASON_EXPECTED[lang][0])
    assert got[1].startswith(REASON_EXPECTED[lang][1])
    assert tr("the game is over: there is nothing to hint").startswith(REASON_EXPECTED[lang][2])
    for text in got[:2]:
        for word in ("Give", "Discard", "bidder", "trump", "your meld", "rules page"):
            assert word not in text, (word, text)
    set_language("en")
    got = reasons()
    assert got[0].startswith("Give 9♠: the bidder needs trump")
    assert got[2] == "hint needs a Game or a PlayerView, got str"


def hints_of_play(lang):
    """The hints of the heuristic player through a hand's trick play, in ``lang``."""
    from pinochle_teach import Game, Phase
    from pinochle_teach.players import HeuristicPlayer
    from pinochle_teach.players.hint import hint

    set_language(lang)
    game = Game(seed=3)
    players = [HeuristicPlayer(seed=s) for s in range(4)]
    out = []
    while game.phase not in (Phase.SCORE, Phase.GAME_OVER):
        if game.phase is Phase.TRICKS:
            out.append(str(hint(game)))
        game.apply(players[game.to_move].choose(game.view(game.to_move)))
    return out


@pytest.mark.parametrize("lang, lead, play", [("pl", "Wyjdź kartą ", "Zagraj "),
                                              ("cs", "Vynes ", "Zahraj "),
                                              ("is", "Spilaðu út ", "Spilaðu ")])
def test_trick_play_hints_speak_the_language(lang, lead, play):
    got = hints_of_play(lang)
    assert any(h.startswith(lead) for h in got)
    assert any(h.startswith(play) for h in got)
    # Every hint is translated, those that give up a card for cheaper ones kept too.
    assert not [h for h in got if h.startswith(("Lead ", "Play "))]
    assert [got[20], got[35]] == list(GIVE_UP_EXPECTED[lang])
    for text in got:
        for word in ("give up", "cheaper", "for later", "sure winner", "trump", " and "):
            assert word not in text, (word, text)
    english = hints_of_play("en")
    assert all(h.startswith(("Lead ", "Play ")) for h in english)
    assert english[20] == ("Lead 10♠: you have no sure winner to cash, so give up 10♠ (10 points) "
                           "and keep your cheaper trump Q♣, J♣ and 9♣ for later.")


# The hints of seed 3's hand (hints_of_play) that give up a ten for cheaper cards kept.
GIVE_UP_EXPECTED = {
    "pl": ("Wyjdź kartą 10♠: nie masz pewnej karty do wzięcia lewy, więc oddaj 10♠ (10 pkt), a "
           "tańsze karty zachowaj na później: Q♣, J♣ i 9♣ (w atutach).",
           "Zagraj 10♥: nie weźmiesz tej lewy na pewno (wygrywa Q♣), więc oddaj 10♥ (10 pkt), a "
           "tańsze karty zachowaj na później: Q♦ (pewna lewa: w grze nie ma już wyższej karty "
           "tego koloru)."),
    "cs": ("Vynes 10♠: nemáš jistou kartu, která by brala, takže obětuj 10♠ (hodnota 10) a "
           "levnější karty si nech na později: Q♣, J♣ a 9♣ (v trumfech).",
           "Zahraj 10♥: tenhle štych jistě nevezmeš (bere Q♣), takže obětuj 10♥ (hodnota 10) a "
           "levnější karty si nech na později: Q♦ (jistý štych: vyšší karta té barvy už není ve "
           "hře)."),
    "is": ("Spilaðu út 10♠: þú átt engan öruggan slag að taka, svo láttu 10♠ (10 stig) fara og "
           "geymdu ódýrari spilin til seinna: Q♣, J♣ og 9♣ (tromp).",
           "Spilaðu 10♥: þú getur ekki verið viss um að vinna þennan slag (Q♣ á hann), svo láttu "
           "10♥ (10 stig) fara og geymdu ódýrari spilin til seinna: Q♦ (öruggur slagur: ekkert "
           "hærra spil í litnum er úti)."),
}


# ---- the auction's reasons a hint quotes (players/bidding.py) --------------------------------
BID_EXPECTED = {
    "pl": ("Licytuj 250: z pikami jako atutem twoja ręka jest warta około 313 (meldy 40 + około "
           "168 z lew + około 84 z przekazania kart + około 32 z meldów partnera, minus 10 dla "
           "bezpieczeństwa), więc 250 jest w zasięgu (strona zasad, §2).",
           "Pas: z pikami jako atutem twoja ręka jest warta około -31 (meldy 380 + około 189 z "
           "lew, minus 600 dla bezpieczeństwa); następna oferta, 200, to więcej (strona zasad, "
           "§2).",
           "Pas: żadna oferta nie jest możliwa."),
    "cs": ("Draž 250: když jsou trumfy piky, má tvoje ruka hodnotu asi 313 (hlášky 40 + asi 168 "
           "ze štychů + asi 84 z výměny karet + asi 32 ze spoluhráčových hlášek, minus 10 pro "
           "jistotu), takže 250 je na dosah (stránka pravidel, §2).",
           "Pas: když jsou trumfy piky, má tvoje ruka hodnotu asi -31 (hlášky 380 + asi 189 ze "
           "štychů, minus 600 pro jistotu); další nabídka, 200, je víc (stránka pravidel, §2).",
           "Pas: žádná nabídka není možná."),
    "is": ("Bjóddu 250: þegar spaði er tromp er höndin þín um 313 virði (samstæður 40 + um 168 úr "
           "slögum + um 84 úr skiptunum + um 32 úr samstæðum félaga þíns, að frádregnum 10 "
           "til öryggis), svo að 250 er innan seilingar (reglusíðan, §2).",
           "Pass: þegar spaði er tromp er höndin þín um -31 virði (samstæður 380 + um 189 úr "
           "slögum, að frádregnum 600 til öryggis); næsta boð, 200, er meira en það "
           "(reglusíðan, §2).",
           "Pass: ekkert boð er mögulegt."),
}


def bid_reasons():
    from pinochle_teach import Game
    from pinochle_teach.players.bidding import choose_bid
    from pinochle_teach.players.hint import hint

    g = Game(7)
    g3 = Game(7, rules="Three-handed")
    v3 = g3.view(g3.to_move)
    return [str(hint(g)), choose_bid(v3, margin=600, explain=True)[1],
            gettext("Pass: no bid is possible.")]


@pytest.mark.parametrize("lang", ["pl", "cs", "is"])
def test_auction_reasons_speak_the_language(lang):
    set_language(lang)
    got = bid_reasons()
    assert got == list(BID_EXPECTED[lang])
    for text in got:
        for word in ("with ", "trump", "worth", "meld ", "tricks", "your partner", "to be safe",
                     "within reach", "next bid", "rules page"):
            assert word not in text, (word, text)
    set_language("en")
    got = bid_reasons()
    assert got[0].startswith("Bid 250: with spades as trump your hand is worth about 313 (meld "
                             "40 + about 168 in tricks + about 84 from the pass + about 32 of "
                             "your partner's meld, less 10 to be safe), so 250 is within reach")
    assert got[1] == ("Pass: with spades as trump your hand is worth about -31 (meld 380 + about "
                      "189 in tricks, less 600 to be safe); the next bid, 200, is more than that "
                      "(rules page §2).")


# ---- the rule links' tooltips (rulebook.py) and the palettes' descriptions (svg/cards.py) ----
TOOLTIP_EXPECTED = {
    "pl": {4: "Meldy", 6: "Rozgrywka", 8: "Inne sposoby gry (przeglądarka zasad)"},
    "cs": {4: "Hlášky", 6: "Hra na štychy", 8: "Další způsoby hry (průzkumník pravidel)"},
    "is": {4: "Samstæður", 6: "Úrspilið", 8: "Aðrar leiðir til að spila (reglukönnuðurinn)"},
}
PALETTE_EXPECTED = {
    "pl": "cztery kolory: piki czarne, kiery czerwone, kara niebieskie, trefle zielone",
    "cs": "čtyři barvy: piky černé, srdce červená, káry modré, kříže zelené",
    "is": "fjórir litir: spaðar svartir, hjörtu rauð, tíglar bláir, lauf græn",
}


def lessons_headings(lang):
    """Section number -> the heading of the rules page in ``lang`` (locale/<lang>/lessons.po)."""
    import re
    from pathlib import Path

    po = (Path(__file__).parent.parent / "locale" / lang / "LC_MESSAGES" / "lessons.po")
    found = re.findall(r'msgid "## (\d)\. [^"]*"\nmsgstr "## \d\. ([^"]*)"', po.read_text("utf-8"))
    return {int(n): title for n, title in found}


@pytest.mark.parametrize("lang", ["pl", "cs", "is"])
def test_rule_tooltips_and_palettes_speak_the_language(lang):
    import html
    import re

    from pinochle_teach.rulebook import SECTIONS, section_title
    from pinochle_teach.svg import PALETTES, palette_description
    from pinochle_teach.widgets.rule_links import link_sections

    set_language(lang)
    for n, title in TOOLTIP_EXPECTED[lang].items():
        assert section_title(n) == title
        cite = gettext("rules page §{n}").format(n=n)
        tip = html.unescape(re.search(r'title="([^"]*)"', link_sections(cite)).group(1))
        assert tip.endswith(f"{n}: {title}"), tip
    # The same words as the translated rules page's headings, every section.
    assert {n: section_title(n) for n in SECTIONS} == lessons_headings(lang)
    assert palette_description("four-colour") == PALETTE_EXPECTED[lang]
    for name in PALETTES:
        text = palette_description(name)
        for word in ("colours", "spades", "hearts", "black", "green", "readers"):
            assert word not in text, (word, text)
    set_language("en")
    assert section_title(4) == SECTIONS[4] == "Meld"
    assert palette_description("classic") == PALETTES["classic"]["description"] == (
        "two colours: spades and clubs black, hearts and diamonds red")


# ---- a walkthrough's refusal of a bad record says what "Load record" opens (walkthrough) ----
ACCEPTED_EXPECTED = {
    "pl": "„Wczytaj zapis” otwiera zapis gry zachowany przy stole gry (plik .json, najwyżej 2 MB).",
    "cs": "„Načíst záznam“ otevře záznam hry uložený u herního stolu (soubor .json, nejvýš 2 MB).",
    "is": "„Opna skrá“ opnar leikskrá sem var vistuð við spilaborðið (.json-skrá, mest 2 MB).",
}


@pytest.mark.parametrize("lang", ["pl", "cs", "is"])
def test_bad_record_refusal_speaks_the_language(lang):
    from pinochle_teach.widgets.walkthrough import TrickWalkthrough

    set_language(lang)
    w = TrickWalkthrough.for_deal(3)
    assert not w.load_record("[]", "x.json")
    assert ACCEPTED_EXPECTED[lang] in w.message.value
    assert "Load record opens" not in w.message.value
    set_language("en")
    w = TrickWalkthrough.for_deal(3)
    w.load_record("[]", "x.json")
    assert ("Load record opens a game record saved by the play table's \"Save record\" (a .json "
            "file of at most 2 MB).") in w.message.value


# ---- who wins the game (scoring.explain_game_winner) ---------------------------------------
@pytest.mark.parametrize("lang, expected", [
    ("pl", ("Południe–Północ ma 1670, a Zachód–Wschód ma 1410: Południe–Północ ma co najmniej "
            "1500 i wygrywa grę", "grę wygrywają licytujący (Zachód–Wschód)",
            "kilku graczy ma co najmniej 1000")),
    ("cs", ("Jih–Sever má 1670 a Západ–Východ má 1410: Jih–Sever má aspoň 1500 a vyhrává hru",
            "hru vyhrávají licitující (Západ–Východ)", "několik hráčů má aspoň 1000")),
    ("is", ("Suður–Norður er með 1670 og Vestur–Austur er með 1410: Suður–Norður hefur náð "
            "1500 og vinnur leikinn", "lið sagnhafa (Vestur–Austur)",
            "nokkrir leikmenn hafa náð 1000")),
])
def test_who_wins_the_game_is_said_in_the_language(lang, expected):
    from pinochle_teach.rules import THREE_HANDED
    from pinochle_teach.scoring import explain_game_winner
    from pinochle_teach.seating import table_names

    set_language(lang)
    try:
        got = [explain_game_winner((1670, 1410), 1, names=table_names()),
               explain_game_winner((1520, 1560), 1, names=table_names()),
               explain_game_winner((1510, 1600, 1550), 2, THREE_HANDED,
                                   names=table_names(THREE_HANDED)),
               explain_game_winner((900, 1000), 0), explain_game_winner((1600, 1550), 1)]
    finally:
        set_language("en")
    joined = "\n".join(got)
    for text in expected:
        assert text in joined, (text, joined)
    for word in (" has ", " and ", "reached", "wins", "play goes on", "Team "):
        assert word not in joined, (word, joined)


# ---- going set on purpose (scoring.explain_surrender, trick_points_note) ------------------
@pytest.mark.parametrize("lang, expected", [
    ("pl", ("Poddanie ręki jest dozwolone: kontrakt 330 jest wyższy niż meldy licytujących 60",
            "więc licytujący muszą rozegrać rękę", "nigdy nie może poddać ręki",
            "punkty z lew w jednej ręce sumują się do 250; te sumują się do 240.")),
    ("cs", ("Hru vzdát lze: závazek 330 je vyšší než hlášky licitujících 60",
            "takže licitující musí rozdání dohrát", "hru nikdy vzdát nesmí",
            "body ze štychů jednoho rozdání dávají dohromady 250; tyto dávají 240.")),
    ("is", ("Má kasta hendi: samningurinn 330 er hærri en samstæður sagnhafa 60",
            "svo lið sagnhafa verður að spila umferðina", "má aldrei kasta hendi",
            "slagstig einnar umferðar eru samtals 250; þessi eru samtals 240.")),
])
def test_going_set_on_purpose_is_explained_in_the_language(lang, expected):
    from pinochle_teach.rules import THREE_HANDED
    from pinochle_teach.scoring import explain_surrender, trick_points_note

    set_language(lang)
    try:
        got = [explain_surrender(330, 60), explain_surrender(300, 60),
               explain_surrender(250, 0, forced=True), explain_surrender(330, 60, THREE_HANDED),
               trick_points_note((190, 50))]
    finally:
        set_language("en")
    joined = "\n".join(got)
    for text in expected:
        assert text in joined, (text, joined)
    for word in ("Surrender", " allowed", "bidder", "trick points", "add up"):
        assert word not in joined, (word, joined)


# ---- what a card would add to a hand's meld (meld.near_misses) -----------------------------
# Each hand, its trump and the card whose sentence is checked (written out by hand below).
NEAR_MISS_CASES = (("KS JD AH TC 9D", "S", "QS"),  # two melds made: "+80 in all"
                   ("KS JD AH TC 9D", "S", "9S"),  # one meld made
                   ("AS TS KS QS JS QS", "S", "KS"),  # in place of a run + queen
                   ("AS TS JS KS KS QS QS QC", "S", "KC"),  # a marriage not in trump
                   ("KC JD KH KD QH QD QC KS", "H", "QS"),  # three melds of three classes
                   ("AS AH AD KD QD JD JS 9H", "D", "TD"),  # a run in place of a marriage
                   ("AS AH AD KD QD JD JS 9H", "D", "AC"))  # one meld completed
NEAR_MISS_EXPECTED = {
    "en": ("Q♠ would make a royal marriage in spades (+40) and a pinochle (+40): +80 in all",
           "9♠ would make a dix in spades (+10)",
           "K♠ would complete a run + marriage in spades (230) in place of the run + queen "
           "(190): +40",
           "K♣ would make a common marriage in clubs (+20)",
           "Q♠ would complete queens around (+60), a pinochle (+40) and a common marriage in "
           "clubs (+20): +120 in all",
           "10♦ would complete a run in diamonds (150) in place of the royal marriage (40): +110",
           "A♣ would complete aces around (+100)"),
    "pl": ("Karta Q♠ dałaby małżeństwo królewskie w pikach (+40) i pinochle (+40): razem +80",
           "Karta 9♠ dałaby dix w pikach (+10)",
           "Karta K♠ uzupełniłaby run + małżeństwo w pikach (230) zamiast runu + damy (190): +40",
           "Karta K♣ dałaby małżeństwo pospolite w treflach (+20)",
           "Karta Q♠ uzupełniłaby damy każdego koloru (+60), pinochle (+40) i małżeństwo pospolite w "
           "treflach (+20): razem +120",
           "Karta 10♦ uzupełniłaby run w karach (150) zamiast małżeństwa królewskiego (40): +110",
           "Karta A♣ uzupełniłaby asy każdego koloru (+100)"),
    "cs": ("Q♠ přinese trumfové manželství v pikách (+40) a pinochle (+40): celkem +80",
           "9♠ přinese dix v pikách (+10)",
           "K♠ doplní postupku + manželství v pikách (230) místo postupky + dámy (190): +40",
           "K♣ přinese obyčejné manželství v křížích (+20)",
           "Q♠ doplní dámy všech barev (+60), pinochle (+40) a obyčejné manželství v křížích "
           "(+20): celkem +120",
           "10♦ doplní postupku v kárách (150) místo trumfového manželství (40): +110",
           "A♣ doplní esa všech barev (+100)"),
    "is": ("Q♠ myndi mynda konungshjónaband í spaða (+40) og pinochle (+40): alls +80",
           "9♠ myndi mynda dix í spaða (+10)",
           "K♠ myndi klára röð + hjónaband í spaða (230) í stað raðar + drottningar (190): +40",
           "K♣ myndi mynda almennt hjónaband í laufi (+20)",
           "Q♠ myndi klára drottningar umhverfis (+60), pinochle (+40) og almennt hjónaband í "
           "laufi (+20): alls +120",
           "10♦ myndi klára röð í tígli (150) í stað konungshjónabands (40): +110",
           "A♣ myndi klára ása umhverfis (+100)"),
}
NEAR_MISS_ENGLISH = ("would", "make", "complete", "in place of", "in all", " and ", "spades",
                     "hearts", "diamonds", "clubs", "marriage", "around", "abound", "the ")


def near_miss_texts():
    from pinochle_teach import near_misses

    got = []
    for hand, trump, card in NEAR_MISS_CASES:
        found = {c.code: text for c, _, text in near_misses(hand, trump)}
        got.append(found[card])
    return tuple(got)


@pytest.mark.parametrize("lang", ["en", "pl", "cs", "is"])
def test_near_misses_are_said_in_the_language(lang):
    set_language(lang)
    assert near_miss_texts() == NEAR_MISS_EXPECTED[lang]


@pytest.mark.parametrize("lang", ["pl", "cs", "is"])
def test_no_near_miss_sentence_keeps_an_english_word(lang):
    # Random hands of every preset (the double deck's triple melds, Hoyle's round house
    # bonus), every trump: each sentence is the language's, none keeps an English word.
    from pinochle_teach import near_misses, new_deck
    from pinochle_teach.rules import PRESETS

    rng = random.Random(19)
    set_language(lang)
    seen = 0
    for rules in PRESETS.values():
        deck = new_deck(rules)
        rich = [c for c in deck if c.rank.label in ("A", "K", "Q", "J")]
        for i in range(60):
            hand = rng.sample(rich if i % 2 else deck, 12)
            for trump in "SHDC":
                for _, _, text in near_misses(hand, trump, rules):
                    seen += 1
                    for word in NEAR_MISS_ENGLISH:
                        assert word not in text, (word, text)
    assert seen > 1000
    set_language("en")
    assert near_miss_texts() == NEAR_MISS_EXPECTED["en"]


# ---- a hand's picture, its accessible name (hands.Hand.label) -------------------------------
@pytest.mark.parametrize("lang, expected", [
    ("en", ("Hand of 1 card: queen of spades", "Hand of 2 cards: ace of spades, ten of hearts",
            "Hand of 5 cards: ", "Empty hand")),
    ("pl", ("Ręka z 1 kartą: dama pik", "Ręka z 2 kartami: as pik, dziesiątka kier",
            "Ręka z 5 kartami: ", "Pusta ręka")),
    ("cs", ("Ruka s 1 kartou: piková dáma", "Ruka s 2 kartami: pikové eso, srdcová desítka",
            "Ruka s 5 kartami: ", "Prázdná ruka")),
    ("is", ("Hönd með 1 spili: spaðadrottning", "Hönd með 2 spilum: spaðaás, hjartatía",
            "Hönd með 5 spilum: ", "Tóm hönd")),
])
def test_a_hands_accessible_name_is_in_the_language(lang, expected):
    from pinochle_teach import Hand

    set_language(lang)
    one, two, five, empty = expected
    assert Hand("QS").label() == one
    assert Hand("AS TH").label() == two
    assert Hand("AS TH KS QS JS").label().startswith(five)
    assert Hand("").label() == empty
    assert f'aria-label="{two}"' in Hand("AS TH")._repr_html_()
