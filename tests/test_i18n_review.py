"""The review of a hand, its widget, the trick walkthrough and score_hand's reasons speak
Polish, Czech and Icelandic (issue 19); English comes back after set_language("en").

The expectations are written by hand from each language's grammar (Polish and Czech have
three plural forms, Icelandic two), not copied from output. Seat names are another part's
(seating): the sentences take them as they come, so the checks for English words leave the
names and the texts of other modules (the bidder's reasons, the commentary) out.
"""

from __future__ import annotations

import re

import pytest

from pinochle_teach import set_language
from pinochle_teach.game import Game
from pinochle_teach.i18n import ngettext
from pinochle_teach.players import HeuristicPlayer, play_hand
from pinochle_teach.review import review, why_no_review
from pinochle_teach.rules import THREE_HANDED
from pinochle_teach.scoring import score_hand
from pinochle_teach.seating import table_names
from pinochle_teach.widgets.review_view import HandReview, ReviewPanel
from pinochle_teach.widgets.walkthrough import TrickWalkthrough


@pytest.fixture(autouse=True)
def english_after():
    yield
    set_language("en")


@pytest.fixture(scope="module")
def game():
    # The package docstring's hand: seat 0's costliest decision is 9♣ at trick 5, where A♣
    # was better by 10 points with all cards open.
    g = Game(seed=5)
    play_hand(g, [HeuristicPlayer() for _ in range(4)])
    return g


def _review(game):
    return review(game, seat=0, samples=2, early_samples=1, names=table_names())


def _mistake(r):
    d = r.mistakes()[0]
    assert (d.trick, str(d.choice)) == (5, "9♣")
    return d


# English words that must not be left in the texts this part draws.
ENGLISH = re.compile(r"\b(the|and|with|you|your|was|is|are|card|cards|trick|tricks|points?|"
                     r"better|best|open|know|hand|review|decisions?|mistakes?|show|answer|"
                     r"played|led|leads?|trump|meld|side|opponents|contract|made|set|seat|"
                     r"team|estimates?|deals?|counters|line|follows|hint|teacher|student)\b",
                     re.IGNORECASE)


def _no_english(texts):
    for text in texts:
        plain = re.sub(r"<[^>]+>", " ", text)
        assert "{" not in plain and "}" not in plain, plain
        assert not ENGLISH.search(plain), plain


def _own_sentences(r):
    """The review's sentences made here: the summary, and the card plays' (the auction's
    and trump's quote the kit's bidder, another part)."""
    out = list(r.sentences)
    for d in r.decisions:
        if d.kind == "play":
            out.extend(d.sentences)
    return out


def _widget_words(h):
    return [h.answer_button.description, h.answer_button.tooltip,
            h.next_button.description, h.previous_button.description,
            h.all_toggle.description, h.all_toggle.tooltip, h.progress.description]


def test_polish_review(game):
    set_language("pl")
    r = _review(game)
    d = _mistake(r)
    assert d.sentences[0] == "Lewa 5: dokładasz 9♣ do A♣."
    assert d.sentences[1] == ("Przy odkrytych kartach lepsza była A♣: z nią twoja drużyna "
                              "zdobywa 30 punktów z 150 pozostałych w grze, z 9♣ 20: 9♣ traci "
                              "10 punktów.")
    assert "(przeciwnicy): 20 punktów w kartach punktowych." in d.sentences[2]
    assert d.sentences[3].startswith("Dalsza rozgrywka: ty A♣, Zachód J♣")
    # one deal valued: the singular of "rozdanie"
    assert "(1 rozdanie ukrytych kart zgodne z tym, co było widać, oszacowane)" in d.text
    assert "(Przy 8 pozostałych lewach to są szacunki:" in d.text
    assert r.sentences[0].startswith("Rozdanie 1: twoja drużyna zdobyła 20 punktów z lew")
    assert "kontrakt przeciwników (330) został ugrany." in r.sentences[0]
    assert "Jedna decyzja kosztowała 10 punktów lub więcej" in r.text
    assert d.try_card("TC", "open") == ("Przy odkrytych kartach 10♣ traci 10 punktów "
                                        "względem A♣.")
    assert d.try_card("AC", "open") == "Przy odkrytych kartach A♣ to jedna z najlepszych kart."
    _no_english(_own_sentences(r))
    # the three Polish forms of a count of points
    assert [ngettext("{n} point", "{n} points", n) for n in (1, 3, 5, 22, 25)] == [
        "{n} punkt", "{n} punkty", "{n} punktów", "{n} punkty", "{n} punktów"]


def test_polish_review_widget(game):
    set_language("pl")
    h = HandReview(game, 0, samples=2, early_samples=1)
    assert h.answer_button.description == "Pokaż odpowiedź"
    assert h.next_button.description == "Następny błąd ▶"
    assert h.all_toggle.description == "Pokaż wszystkie decyzje"
    assert "Analiza twojej ręki (Południe), rozdanie 1" in h.title_view.value
    assert "Błąd 1 z 1: lewa 5, zostało 8 lew" in h.heading_view.value
    assert "Twoja karta w tym miejscu to 9♣" in h.heading_view.value
    assert "Atut: " in h.position_view.value
    absent = next(c for c in ("AS", "AH", "AD", "9S", "9H", "9D")
                  if c not in {x.code for x in h.current.view.hand})
    h.retry(absent)
    assert "Nie masz tu karty" in h.feedback_view.value
    assert "Wybierz jedną ze swoich kart, którą wolno zagrać." in h.feedback_view.value
    h.retry("AC")
    assert "Jedna z najlepszych kart." in h.feedback_view.value
    assert "Odpowiedź" in h.answer_view.value
    h.show_all(True)
    assert h.all_toggle.description == "Ukryj wszystkie decyzje"
    assert "Wszystkie twoje decyzje, najdroższe najpierw" in h.all_view.value
    assert "Licytacja: " in h.all_view.value and "Zagranie karty: " in h.all_view.value
    h.go(5)
    assert "Jest 1 kosztowna decyzja: wybierz od 1 do 1." in h.feedback_view.value
    _no_english(_widget_words(h))
    panel = ReviewPanel()
    assert panel.button.description == "Analizuj moją rękę"
    assert panel.seat_picker.description == "Analizuj miejsce"
    # A label a lesson gives (marked with N_ in its code cell) is translated too.
    assert ReviewPanel("Review South's hand").button.description == "Analizuj rękę Południa"


def test_czech_review_and_widget(game):
    set_language("cs")
    r = _review(game)
    d = _mistake(r)
    assert d.sentences[0] == "Štych 5: přidáváš 9♣ k A♣."
    assert d.sentences[1].startswith("Při odkrytých kartách byla lepší A♣: s ní tvůj tým "
                                     "získá 30 bodů z 150")
    assert d.sentences[1].endswith("9♣ ztrácí 10 bodů.")
    assert "(Když zbývá 8 štychů, jsou to odhady:" in d.text
    assert r.sentences[0].startswith("Rozdání 1: tvůj tým získal 20 bodů ze štychů")
    assert "závazek soupeřů (330) byl splněn." in r.sentences[0]
    _no_english(_own_sentences(r))
    assert [ngettext("{n} point", "{n} points", n) for n in (1, 4, 5)] == [
        "{n} bod", "{n} body", "{n} bodů"]
    h = HandReview(game, 0, samples=2, early_samples=1)
    assert h.answer_button.description == "Ukázat odpověď"
    assert "Chyba 1 z 1: štych 5, zbývá 8 štychů" in h.heading_view.value
    _no_english(_widget_words(h))


def test_icelandic_review_and_widget(game):
    set_language("is")
    r = _review(game)
    d = _mistake(r)
    assert d.sentences[0] == "Slagur 5: þú spilaðir 9♣ á A♣."
    assert d.sentences[1] == ("Með öll spil uppi var A♣ betra: með því fær liðið þitt 30 "
                              "stig af þeim 150 sem eftir eru, með 9♣ 20: 9♣ kostar 10 stig.")
    assert "(Með 8 slagi eftir eru þetta mat:" in d.text
    assert "1 ákvörðun kostaði 10 stig eða meira" in r.text
    _no_english(_own_sentences(r))
    h = HandReview(game, 0, samples=2, early_samples=1)
    assert h.answer_button.description == "Sýna svarið"
    assert "Mistök 1 af 1: slagur 5, 8 slagir eftir" in h.heading_view.value
    _no_english(_widget_words(h))


def test_why_no_review_and_score_hand_in_each_language():
    set_language("pl")
    assert why_no_review(THREE_HANDED).endswith("ma 3 graczy, z których każdy gra na siebie.")
    s = score_hand(350, 0, (180, 100), (190, 60))
    assert s.reasons[0] == ("Drużyna 0: kontrakt 350 ugrany: meldy 180 + lewy 190 = 370 "
                            "(strona zasad, §7).")
    assert score_hand(400, 0, (100, 60), (150, 100)).reasons[0].startswith(
        "Drużyna 0: kontrakt przegrany: meldy 100 + lewy 150 = 250 < 400; -400")
    assert "przepadają: 0" in score_hand(260, 0, (20, 30), (250, 0)).reasons[1]
    set_language("cs")
    assert why_no_review(THREE_HANDED).endswith("má 3 hráče, každý hraje sám za sebe.")
    assert score_hand(350, 0, (180, 100), (190, 60)).reasons[1] == (
        "Tým 1: hlášky 100 + štychy 60 = 160 (stránka pravidel, §7).")
    set_language("is")
    assert why_no_review(THREE_HANDED).endswith("hefur 3 leikmenn, hver fyrir sig.")
    assert score_hand(400, 0, (60, 40), (0, 0), True).reasons[0] == (
        "Lið 0 kastaði hendi: -400 (reglusíðan, §5).")


def test_walkthrough_in_each_language(game):
    set_language("pl")
    w = TrickWalkthrough(game, seat=1)
    assert w.forward_button.description == "Dalej ▶"
    assert w.play_button.description == "Graj od tego miejsca"
    assert w.review_panel.button.description == "Analiza"
    assert [label for label, _ in w.view_picker.options][0] == "Nauczyciel: wszystko"
    assert [value for _, value in w.view_picker.options] == [-1, 0, 1, 2, 3]
    assert [label for label, _ in w.palette_picker.options] == [
        "Klasyczne", "Czterokolorowe", "Dla daltonistów"]
    w.go(5)
    assert "Zagranie 5 z 48 · lewa 2 z 12" in w.status.value
    assert "Widok ucznia: grasz jako Zachód" in w.status.value
    assert "atuty: ♥ kiery" in w.status.value
    assert "Wyjście w kiery (atut)." in w.trick_view.value
    assert "Karty punktowe (punkty z lew)" in w.score_view.value
    assert "1 wzięta lewa" in w.hands_view.value
    assert "0 wziętych lew" in w.hands_view.value
    _no_english([w.status.value, w.score_view.value, w.choices_view.value])
    w.go(w.steps)
    assert "Wynik rozdania:" in w.score_view.value
    assert "kontrakt 330 ugrany" in w.score_view.value
    set_language("cs")
    w = TrickWalkthrough(game, seat=1)
    w.go(5)
    assert "Zahrání 5 z 48 · štych 2 z 12" in w.status.value
    assert "Vynesená barva: srdce (trumf)." in w.trick_view.value
    _no_english([w.status.value, w.score_view.value, w.choices_view.value])
    set_language("is")
    w = TrickWalkthrough(game, seat=1)
    w.go(5)
    assert "Spil 5 af 48 · slagur 2 af 12" in w.status.value
    assert "Nemandasýn: þú ert Vestur" in w.status.value
    _no_english([w.status.value, w.score_view.value, w.choices_view.value])


def test_english_again_after_set_language_en(game):
    set_language("pl")
    HandReview(game, 0, samples=2, early_samples=1)
    set_language("en")
    d = _mistake(_review(game))
    assert d.sentences[1] == ("With all cards open, A♣ was better: with it your side takes 30 "
                              "points of the 150 still out, with 9♣ 20: 9♣ gives up 10 points.")
    assert d.try_card("TC", "open") == "With all cards open, 10♣ gives up 10 points against A♣."
    h = HandReview(game, 0, samples=2, early_samples=1)
    assert h.next_button.description == "Next mistake ▶"
    assert "Mistake 1 of 1: trick 5, 8 tricks left" in h.heading_view.value
    assert ReviewPanel().button.description == "Review my hand"
    w = TrickWalkthrough(game, seat=1)
    w.go(5)
    assert "Card play 5 of 48 · trick 2 of 12" in w.status.value
    assert "Hearts (trump) were led." in w.trick_view.value
    assert score_hand(350, 0, (180, 100), (190, 60)).reasons[0] == (
        "Team 0 made the contract 350: meld 180 + tricks 190 = 370 (rules page §7).")
