"""The quiz widget speaks Polish, Czech and Icelandic (issue 19): its buttons, labels,
title, score line and messages follow set_language when a QuizView is drawn; English is
spoken again by a QuizView made after set_language("en").

The expectations are written by hand from each language's grammar (its plural forms: Polish
and Czech have three, Icelandic two), not copied from output.
"""

from __future__ import annotations

import pytest

from pinochle_teach import set_language
from pinochle_teach.widgets.quiz_view import QuizView, markup


@pytest.fixture(autouse=True)
def english_after():
    yield
    set_language("en")


def _right_meld(view: QuizView) -> None:
    view.number_box.value = str(view.question.answer)
    view.check_button.click()


def _labels(picker) -> list:
    return [label for label, _value in picker.options]


def _values(picker) -> list:
    return [value for _label, value in picker.options]


def test_polish_quiz_view():
    set_language("pl")
    view = QuizView("meld", difficulty="easy", seed=3)
    assert view.check_button.description == "Sprawdź"
    assert view.next_button.description == "Następne pytanie"
    assert view.seed_box.description == "Pytanie nr"
    assert view.title == "Liczenie meldów"
    assert "Liczenie meldów" in view.title_view.value
    assert _labels(view.difficulty_picker) == ["Łatwy", "Średni", "Trudny"]
    # The values stay the internal keys: code reading .value keeps working.
    assert _values(view.difficulty_picker) == ["easy", "medium", "hard"]
    assert view.difficulty_picker.value == "easy"
    assert view.number_box.description == "Meldy (punkty)"
    assert "Wpisz łączną wartość meldów" in view.prompt_view.value
    assert "0 dobrych z 0" in view.score_view.value
    view.check_button.click()  # nothing typed: said in Polish under the button
    assert "Najpierw wpisz meldy w punktach" in view.feedback.value
    _right_meld(view)
    assert view.verdict.correct
    assert "1 dobra z 1" in view.score_view.value
    assert "✔ Dobrze!" in view.feedback.value
    # The engine's "Dobrze: " lead-in is not said twice under the heading.
    assert "Dobrze: " not in view.feedback.value
    view.next_button.click()
    _right_meld(view)
    assert "2 dobre z 2" in view.score_view.value
    view.difficulty_picker.value = "hard"  # a label picked in Polish still sets the key
    assert view.difficulty == "hard"


def test_polish_plurals_of_the_score_and_export():
    set_language("pl")
    line = str(markup.score_line(5, 7, 0, 3))
    assert "Wynik:" in line and "5 dobrych z 7" in line
    assert "seria 0" in line and "najlepsza seria 3" in line
    assert "22 dobre z 30" in str(markup.score_line(22, 30, 0, 0))
    assert "Twoje 3 odpowiedzi:" in str(markup.export_note(3, "w.csv", "a"))
    assert "Twoich 12 odpowiedzi:" in str(markup.export_note(12, "w.csv", "a"))
    assert "Pobierz w.csv" in str(markup.export_note(12, "w.csv", "a"))


def test_polish_legal_play_and_bid():
    set_language("pl")
    view = QuizView("legal_play", seed=1)
    assert "Twoja ręka (Południe)" in view.hand_label.value
    assert "Lewa do tej pory (atutem są" in view.table_view.value
    view.check_button.click()
    assert "Wybierz co najmniej jedną kartę" in view.feedback.value
    bid = QuizView("bid", seed=2)
    assert _labels(bid.choice_buttons) == ["Tak", "Nie"]
    assert _values(bid.choice_buttons) == [True, False]
    assert bid.choice_buttons.description in ("Czy wolno poddać rękę?", "Czy kontrakt ugrany?")
    assert "Kontrakt" in bid.table_view.value


def test_czech_quiz_view():
    set_language("cs")
    view = QuizView("meld", difficulty="medium", seed=5)
    assert view.check_button.description == "Zkontrolovat"
    assert view.next_button.description == "Další otázka"
    assert view.title == "Počítání hlášek"
    assert _labels(view.difficulty_picker) == ["Lehká", "Střední", "Těžká"]
    assert _values(view.difficulty_picker) == ["easy", "medium", "hard"]
    _right_meld(view)
    assert "1 správná z 1" in view.score_view.value
    assert "✔ Správně!" in view.feedback.value
    assert "3 správné z 4" in str(markup.score_line(3, 4, 0, 0))
    assert "5 správných z 6" in str(markup.score_line(5, 6, 0, 0))
    assert "Tvých 7 odpovědí:" in str(markup.export_note(7, "x.csv", "a"))


def test_icelandic_quiz_view():
    set_language("is")
    view = QuizView("meld", difficulty="hard", seed=2)
    assert view.check_button.description == "Athuga"
    assert view.next_button.description == "Næsta spurning"
    assert view.title == "Stig fyrir samstæður"
    assert _values(view.difficulty_picker) == ["easy", "medium", "hard"]
    view.number_box.value = str(view.question.answer + 10)
    view.check_button.click()
    assert not view.verdict.correct
    assert "0 rétt af 1" in view.score_view.value
    assert "✘ Ekki alveg." in view.feedback.value
    # Two forms: 1, 21, 31... take the singular, 11 the plural.
    assert "21 svar frá þér:" in str(markup.export_note(21, "x.csv", "a"))
    assert "11 svör frá þér:" in str(markup.export_note(11, "x.csv", "a"))


def test_english_again_after_set_language_en():
    set_language("pl")
    QuizView("meld", seed=1)
    set_language("en")
    view = QuizView("meld", difficulty="easy", seed=3)
    assert view.check_button.description == "Check"
    assert view.next_button.description == "Next question"
    assert view.seed_box.description == "Question #"
    assert view.title == "Meld scoring"
    assert _labels(view.difficulty_picker) == ["Easy", "Medium", "Hard"]
    assert "0 right of 0" in view.score_view.value
    _right_meld(view)
    assert "1 right of 1" in view.score_view.value
    assert "✔ Right!" in view.feedback.value
