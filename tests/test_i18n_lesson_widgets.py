"""The lesson widgets speak Polish, Czech and Icelandic (issue 19): SelfCheck and the ask_*
questions, the sort-a-hand exercise, MeldGallery and MeldCalculator, PlayPosition, PassLab,
BidEstimate, ScoreCalculator, HandCommentary follow set_language when drawn; a text a
notebook's code cell gives a widget (marked N_ there) is translated by the widget; English
is spoken again after set_language("en").

The expectations are written by hand from each language's grammar (Polish and Czech have
three plural forms, Icelandic two; a card or suit name takes the case its sentence asks
for), not copied from output.
"""

from __future__ import annotations

import io
import json
import re

import pytest

from pinochle_teach import N_, set_language
from pinochle_teach.i18n import language, tr
from pinochle_teach.i18n_extract import extract_notebook
from pinochle_teach.widgets import render
from pinochle_teach.widgets.lessons import (BidEstimate, MeldCalculator, MeldGallery, PassLab,
                                            PlayPosition, QuestionDeck, ScoreCalculator,
                                            SelfCheck, SortHand, ask_bid, ask_fact, ask_game,
                                            ask_meld, ask_play, ask_points, ask_score,
                                            ask_surrender, ask_winner)

# Words that would betray English left in a drawn text (the seat names South, West, North,
# East and the sides stay as the kit names them in every language).
ENGLISH = re.compile(r"\b(the|trump|trick|hand|card|cards|meld|click|which|wins|winning|"
                     r"points|bid|pass|deal|deals|auction|partner|bidder|bidders|right|"
                     r"answer|questions?|previous|next|sorted|yet|and|or|with|not|"
                     r"legal|contract|team|game|total|example|clear|surrender)\b", re.I)


@pytest.fixture(autouse=True)
def english_after():
    yield
    set_language("en")


def texts(widget) -> list[str]:
    """Every text a widget and the widgets inside it show: descriptions, tooltips, HTML
    values (tags and style sheets left out), option labels."""
    out, todo, seen = [], [widget], set()
    while todo:
        w = todo.pop()
        if id(w) in seen:
            continue
        seen.add(id(w))
        for name in ("description", "tooltip", "value"):
            v = getattr(w, name, None)
            # (the page's "Projector" switch is the projector module's, not a lesson's)
            if isinstance(v, str) and v and "<style" not in v and "Projector" not in v:
                out.append(v)
        for label in getattr(w, "tooltips", None) or ():
            out.append(label)
        options = getattr(w, "options", None)
        if options and isinstance(options, (list, tuple)):
            out += [o[0] for o in options if isinstance(o, tuple) and isinstance(o[0], str)]
        todo.extend(getattr(w, "children", ()) or ())
    return out


def plain(text: str) -> str:
    """The text a reader sees: tags, attributes and SVG pictures left out."""
    text = re.sub(r"<svg.*?</svg>", " ", text, flags=re.S)
    return re.sub(r"<[^>]+>", " ", text)


def shown(widget) -> str:
    return " | ".join(plain(t) for t in texts(widget))


def english_left(widget, allowed=()) -> list[str]:
    words = ENGLISH.findall(shown(widget))
    return [w for w in words if w not in allowed]


def self_check():
    return SelfCheck([
        ask_winner("KS TS QS JS", "H"),
        ask_play("JH 9H QD 9D", "TH KH", "D"),
        ask_meld("KH QH 9H QS JD", "H", [50, 80, 100]),
        ask_points("AS QS JH KD", [10, 30, 40], last=True),
        ask_bid([250, None], 270, seat=1),
        ask_surrender(310, 60),
        ask_score(320, 1, (40, 200), (150, 100), [200, 300, 320], team=1),
        ask_game((1510, 1400), 0),
        ask_fact(N_("You sit South. Which seat is your partner's?"),
                 [("North", "North"), ("West", "West")], "North",
                 N_("Partners sit across from each other: South with North, West with East.")),
    ])


# --- Polish --------------------------------------------------------------------------------

def test_polish_self_check_and_questions():
    set_language("pl")
    check = self_check()
    boxes = check.boxes
    assert "♥ Kiery to atut. Która karta bierze tę lewę?" in boxes[0].prompt_view.value
    assert [b.description for b in boxes[0].buttons][0] == "król pik (wyjście)"
    # "Zagraj" takes the accusative: "damę karo", "dziewiątkę kier".
    labels = [b.description for b in boxes[1].buttons]
    assert "Zagraj damę karo" in labels
    assert "ostatnią w rozdaniu" in boxes[3].prompt_view.value
    assert "Czy Zachód może teraz zalicytować 270?" in boxes[4].prompt_view.value
    assert [b.description for b in boxes[5].buttons] == ["Tak", "Nie"]
    assert "Jeszcze nikt" in [b.description for b in boxes[7].buttons]
    # A notebook's own texts (marked N_ in its code cell) are translated too.
    assert "Siedzisz na miejscu Południa" in boxes[8].prompt_view.value
    assert "Kliknij odpowiedź na każde z 9 pytań" in check.score_view.value
    check.answer(0, 3)
    assert "Dobrze." in boxes[0].feedback.value or "Niezupełnie." in boxes[0].feedback.value
    check.answer(8, "North")
    assert "Partnerzy siedzą naprzeciw siebie" in boxes[8].feedback.value
    assert "Odpowiedzi: 2 z 9;" in check.score_view.value
    # "partner" is a Polish word too.
    assert english_left(check, allowed=("partner",)) == [], shown(check)


def test_polish_plural_of_right_answers():
    set_language("pl")
    check = SelfCheck([ask_winner("KS TS QS JS", "H") for _ in range(5)])
    for i, q in enumerate(check.questions):
        check.answer(i, q.answer)
    assert "5 dobrych za pierwszym razem" in check.score_view.value
    check = SelfCheck([ask_winner("KS TS QS JS", "H") for _ in range(2)])
    check.answer(0, 1)
    check.answer(1, 1)
    assert "2 dobre za pierwszym razem" in check.score_view.value
    assert "Brawo" in check.score_view.value


def test_polish_sort_hand_and_deck():
    set_language("pl")
    sort = SortHand([("9S AH TC KD QS 9H JC AS", "D")])
    assert "Ręka 1 z 1" in sort.title.value
    assert "atutem są ♦ kara" in sort.title.value
    sort.choose("AH")
    assert "Jeszcze nie: atut (kara) idzie pierwszy" in sort.message.value
    assert sort.again_button.description == "Jeszcze raz"
    assert english_left(sort) == [], shown(sort)
    deck = QuestionDeck([ask_winner("KH 9H TH QH", "S"), ask_winner("QD AS KD 9D", "H")])
    assert deck.next_button.description == "Następne ▶"
    assert "1 z 2" in deck.counter.value


def test_polish_meld_widgets_translate_the_notebooks_names():
    set_language("pl")
    gallery = MeldGallery([(N_("Two marriages"), "KC KC QC QC", "H"),
                           (N_("Seven aces"), "AS AS AH AH AD AD AC", "S")])
    assert [label for label, _ in gallery.picker.options] == ["Dwa małżeństwa", "Siedem asów"]
    assert gallery.picker.description == "Przykład"
    assert "Dwa małżeństwa" in gallery.caption.value
    # "Run", the meld, is not the rules explorer's "Run" button (Uruchom).
    assert [label for label, _ in MeldGallery([(N_("Run"), "AH TH KH QH JH", "H")]).picker
            .options] == ["Run"]
    with language("cs"):
        assert MeldGallery([(N_("Run"), "AH TH KH QH JH", "H")]).picker.options[0][0] == (
            "Postupka")
    calc = MeldCalculator("KH QH", trump="H")
    assert calc.clear_button.description == "Wyczyść rękę"
    assert "♥ kiery" in shown(calc)


def test_polish_play_position():
    set_language("pl")
    pp = PlayPosition("9H TH AH KS", "QH 9D", "S", title=N_("Q♥ led, spades trump"))
    assert "Wyjście Q♥, atutem są piki" in pp.title_view.value
    assert "♠ Piki to atut." in pp.table_view.value
    assert "Kiery na wyjściu" in pp.table_view.value
    assert pp.reveal_button.description == "Pokaż dozwolone karty"
    pp.reveal()
    assert pp.reveal_button.description == "Chcę zgadywać dalej"
    assert "Wyblakłych kart nie wolno zagrać" in pp.verdict_view.value


def test_polish_pass_lab_bid_estimate_and_score_calculator():
    set_language("pl")
    lab = PassLab(seed=3)
    assert "Rozdanie nr 3" in lab.intro.value
    assert "oddaje teraz 4 karty" in lab.intro.value  # 2-4: "karty"
    assert "Przed wymianą kart" in lab.table.value
    assert lab.restart_button.description == "Od nowa"
    assert [label for label, _ in lab.auction_picker.options] == ["Licytacja komputera",
                                                                 "Rozdający z przymusu"]
    estimate = BidEstimate(seed=6)
    assert estimate.seed_box.description == "Rozdanie nr"
    assert "Gdy atutem są" in estimate.view.value
    calc = ScoreCalculator(contract=350, bidders=0, meld=(180, 100), trick_points=(190, 60))
    assert calc.contract.description == "Kontrakt"
    assert calc.surrendered.description == "Licytujący poddają rękę (strona zasad, §5)"
    assert "Wynik gry" in calc.view.value


def test_polish_rule_links_and_messages():
    set_language("pl")
    linked = str(render.text("zob. strona zasad, §6"))
    assert 'class="pt-rule-link"' in linked and "Strona zasad, rozdział 6" in linked
    assert "Ups:" in str(render.message("x"))
    assert "Uwaga:" in str(render.message("x", "info"))


# --- Czech ---------------------------------------------------------------------------------

def test_czech_widgets():
    set_language("cs")
    check = self_check()
    assert "♥ Srdce jsou trumfy. Která karta bere tento štych?" in check.boxes[0].prompt_view.value
    assert "Zahraj károvou dámu" in [b.description for b in check.boxes[1].buttons]
    assert [b.description for b in check.boxes[5].buttons] == ["Ano", "Ne"]
    assert "Klikni na odpověď na každou z 9 otázek" in check.score_view.value
    assert english_left(check) == [], shown(check)
    sort = SortHand([("9S AH TC KD QS 9H JC AS", "D")])
    sort.choose("AH")
    assert "Ještě ne: trumfy (káry) jdou první" in sort.message.value
    gallery = MeldGallery([(N_("Two marriages"), "KC KC QC QC", "H")])
    assert gallery.picker.options[0][0] == "Dvě manželství"
    lab = PassLab(seed=3)
    assert "teď dá 4 karty" in lab.intro.value
    assert english_left(lab, allowed=()) == [], shown(lab)


# --- Icelandic -----------------------------------------------------------------------------

def test_icelandic_widgets():
    set_language("is")
    check = self_check()
    # "pass" is Icelandic for a pass in the auction (to pass: "passa").
    # Icelandic names the trump suit in the singular: "hjarta er tromp".
    assert "♥ Hjarta er tromp. Hvaða spil tekur þennan slag?" in check.boxes[0].prompt_view.value
    assert [b.description for b in check.boxes[5].buttons] == ["Já", "Nei"]
    # Two plural forms: 9 questions end in ...um.
    assert "hverri af 9 spurningum" in check.score_view.value
    assert english_left(check, allowed=("pass",)) == [], shown(check)
    sort = SortHand([("9S AH TC KD QS 9H JC AS", None)])
    assert "(ekkert tromp)" in sort.title.value
    pp = PlayPosition("9H TH AH KS", "QH 9D", "S")
    assert "♠ Spaði er tromp." in pp.table_view.value
    assert pp.reveal_button.description == "Sýna leyfileg spil"
    lab = PassLab(seed=3)
    assert "gefur nú" in lab.intro.value


# --- English again, and the notebooks' texts in the catalog -------------------------------

def test_english_again_after_set_language_en():
    set_language("pl")
    self_check()
    set_language("en")
    check = self_check()
    assert "♥ Hearts are trump. Which card wins this trick?" in check.boxes[0].prompt_view.value
    assert [b.description for b in check.boxes[5].buttons] == ["Yes", "No"]
    assert "You sit South. Which seat is your partner's?" in check.boxes[8].prompt_view.value
    gallery = MeldGallery([(N_("Two marriages"), "KC KC QC QC", "H")])
    assert gallery.picker.options[0][0] == "Two marriages"
    assert tr("rules page §{n}", n=6) == "rules page §6"


def test_the_extractor_reads_the_marked_texts_of_a_notebooks_code_cells():
    nb = {"cells": [
        {"cell_type": "markdown", "source": ['N_("not code")']},
        {"cell_type": "code", "source": ["%matplotlib inline\n",
                                         'MeldGallery([(N_("Run"), "AH", "H")])\n',
                                         'x = f"{1}"; tr(x)\n']},
        {"cell_type": "code", "source": 'ask_fact(tr("Exactly {n}.", n=4), [], 4, "")'},
    ]}
    found = list(extract_notebook(io.BytesIO(json.dumps(nb).encode()), {"N_", "tr"}, [],
                                  {}))
    assert [(line, name, message) for line, name, message, _ in found] == [
        (2, "N_", "Run"), (3, "tr", None), (4, "tr", "Exactly {n}.")]


def test_the_page_kits_own_words_follow_the_language():
    from pinochle_teach.widgets.pagekit import page_words

    assert page_words() == {"hide_prose": "Hide the lesson text"}
    for code, words in (("pl", "Ukryj tekst lekcji"), ("cs", "Skrýt text lekce"),
                        ("is", "Fela texta lexíunnar")):
        with language(code):
            assert page_words()["hide_prose"] == words
