"""The teacher's pages and the rules explorer speak Polish, Czech and Icelandic (issue 19):
the class results page, the class's shared tables (listing, New table form, Open and Hand
buttons, the open table), the explorer's controls and messages, the projector switch, and the
classroom's refusals a student reads (a link not known, a seat taken). They follow
set_language when drawn; English comes back after set_language("en").

The expectations are written by hand from each language's grammar (Polish and Czech have
three plural forms, Icelandic two), not copied from output. Seat names and the engine's
labels of levels and rule switches belong to other modules and are not checked here.
"""

from __future__ import annotations

import re

import pytest

from pinochle_teach import set_language
from pinochle_teach.classroom import ClassStore, SharedTable, identity
from pinochle_teach.classroom.store import Answer
from pinochle_teach.classroom.results import question_label
from pinochle_teach.classroom.roster import Roster
from pinochle_teach.classroom.tables import TableError, check_table_name
from pinochle_teach.errors import PinochleError
from pinochle_teach.widgets import projector
from pinochle_teach.widgets.explorer import RulesExplorer, stopped_sentence
from pinochle_teach.widgets.teacher import TeacherResults, teacher_only
from pinochle_teach.widgets.teacher_tables import TeacherTables
from test_teacher_tables import step  # one move at a shared table, as that test makes it

# Words that would show an English text left in what this part draws.
ENGLISH = re.compile(r"\b(the|and|of|answers?|graded|missed|started|Export|Student|Question|"
                     r"Open|Hand|Make|table|trick|computer|Run|Rule|Counting|Projector|"
                     r"right|wrong|yet|Not)\b")


class Store:
    def __init__(self, rows):
        self.rows = rows

    def answers(self, student=None, *, graded=None):
        return list(self.rows)


ROWS = [Answer("Alice", "2026-12-01T20:00:00+00:00", "meld", "easy", 3, "120", True, True, 1),
        Answer("Bob", "2026-12-01T20:01:00+00:00", "meld", "easy", 3, "40", False, True, 2),
        Answer("Bob", "2026-12-01T20:02:00+00:00", "meld", "easy", 3, "40", False, False, 2)]


@pytest.fixture(autouse=True)
def english_after(tmp_path, monkeypatch):
    monkeypatch.setenv("PINOCHLE_TEACH_DATA", str(tmp_path))
    for name in ("QUERY_STRING", "VOILA_PREHEAT", "JUPYTERHUB_USER"):
        monkeypatch.delenv(name, raising=False)
    identity.reset()
    projector.reset()
    yield
    set_language("en")
    identity.reset()
    projector.reset()


@pytest.fixture
def roster():
    return Roster.create(["Alice", "Bob", "Carol"])


def texts(w) -> list[str]:
    """Every description, tooltip and HTML value of a widget tree, tags taken out."""
    out = []

    def walk(x):
        for attr in ("description", "tooltip", "value"):
            v = getattr(x, attr, None)
            if isinstance(v, str) and v:
                out.append(re.sub(r"<[^>]+>", " ", v))
        for c in getattr(x, "children", ()) or ():
            walk(c)
    walk(w)
    return out


def results(roster) -> TeacherResults:
    w = TeacherResults(Store(ROWS), roster, interval=0)
    w.missed_box.children[0].children[1].click()  # the first most-missed question, large
    return w


def play_to_tricks(table, most=200):
    for _ in range(most):
        if table.game.tricks or table.game.trick:
            return
        step(table)


def test_polish_results_page(roster):
    set_language("pl")
    w = results(roster)
    assert w.export_button.description == "Eksportuj do CSV"
    page = "\n".join(texts(w))
    for heading in ("Jeszcze nie zaczęli", "Najczęściej mylone pytania",
                    "Najczęściej mylone sytuacje", "Wszystkie ocenione odpowiedzi"):
        assert heading in page
    # 2 of 3 students, 2 graded answers (few: "ocenione"), 1 practice answer (one).
    assert "Zaczęło 2 z 3 uczniów" in w.summary.value
    assert "2 ocenione odpowiedzi" in w.summary.value
    assert "1 odpowiedź ćwiczebna" in w.summary.value
    assert "Carol" in w.waiting.value
    assert "Uczeń" in w.answers_view.value and "Kiedy (UTC)" in w.answers_view.value
    assert "Liczenie meldów · łatwe · Pytanie nr 1" in w.answers_view.value
    assert "pomylił się 1 uczeń" in page
    assert "Pokaż na projektorze" in page
    assert "Odpowiedź:" in w.projected.value and "Zamiast tego odpowiedziano:" in w.projected.value
    assert "Atutem są" in w.projected.value  # the question itself, in the page's language
    w.export()
    assert "3 odpowiedzi" in w.export_link.value
    assert "Pobierz class-results.csv" in w.export_link.value
    assert question_label(ROWS[0]._replace(number=5)) == "Pytanie nr 5"
    for text in texts(w):
        assert not ENGLISH.search(text.replace("Alice", "").replace("Bob", "")), text


def test_a_page_without_the_teachers_link_in_czech_and_icelandic():
    set_language("cs")
    page = teacher_only("x", lambda: None)
    assert "Tato stránka je pro učitele." in page.children[1].value
    set_language("is")
    page = teacher_only("x", lambda: None)
    assert "Þessi síða er fyrir kennarann." in page.children[1].value


def test_czech_and_icelandic_results(roster):
    set_language("cs")
    w = results(roster)
    assert w.export_button.description == "Exportovat do CSV"
    assert "Začalo 2 z 3 žáků" in w.summary.value
    assert "2 hodnocené odpovědi" in w.summary.value
    assert "Počítání hlášek · lehká · Otázka č. 1" in w.answers_view.value
    assert "spletl se 1 žák" in "\n".join(texts(w))
    set_language("is")
    w = results(roster)
    assert w.export_button.description == "Flytja út í CSV"
    # Two forms: 1 (and 21, 31...) the singular, else the plural.
    assert "2 af 3 nemendum hafa byrjað" in w.summary.value
    assert "2 metin svör" in w.summary.value and "1 æfingasvar" in w.summary.value
    assert "1 nemandi svaraði rangt" in "\n".join(texts(w))
    for text in texts(w):
        assert not ENGLISH.search(text.replace("Alice", "").replace("Bob", "")), text


def test_polish_tables_page():
    set_language("pl")
    store = ClassStore(":memory:")
    page = TeacherTables(store, interval=0)
    assert page.name_box.description == "Nowy stół"
    assert page.name_box.value == "Stół 1"
    assert page.make_button.description == "Utwórz stół"
    assert page.level_picker.description == "Komputer"
    assert "Nie ma jeszcze stołu" in page.listing.children[0].value
    assert page.make_table()
    assert "Stół 1 jest gotowy" in page.made.value
    assert page.name_box.value == "Stół 2"
    page.name_box.value = "Stół 1"
    assert not page.make_table()
    assert "Nie utworzono stołu: stół 'Stół 1' już istnieje" in page.made.value
    line = page.listing.children[0].children[0].value
    assert "rozdanie 1, czeka na start" in line and "komputer" in line
    assert page.listing.children[0].children[1].children[0].description == "Otwórz"
    table = SharedTable(store, "Stół 1")
    table.join("Ann")
    table.start()
    play_to_tricks(table)
    page.refresh()
    page.open_table("Stół 1")
    drawn = page.opened.children[0].value
    assert re.search(r"atut: (kiery|piki|trefle|kara)", drawn)
    assert "lewa 1" in drawn and "Wynik:" in drawn and "Ruch:" in drawn
    assert re.search(r"Na razie \d+ (ruch|ruchy|ruchów); ostatni:", drawn)
    assert "wszystkie ręce odkryte" in drawn


def test_czech_and_icelandic_tables_page():
    set_language("cs")
    page = TeacherTables(ClassStore(":memory:"), interval=0)
    assert page.name_box.description == "Nový stůl" and page.name_box.value == "Stůl 1"
    assert page.make_table() and "Stůl 1 je připraven" in page.made.value
    assert "čeká na začátek" in page.listing.children[0].children[0].value
    set_language("is")
    page = TeacherTables(ClassStore(":memory:"), interval=0)
    assert page.name_box.description == "Nýtt borð" and page.name_box.value == "Borð 1"
    assert page.make_button.description == "Búa til borð"
    assert page.make_table() and "Borð 1 er tilbúið" in page.made.value
    assert page.listing.children[0].children[1].children[0].description == "Opna"


def test_the_explorers_controls_in_each_language():
    expected = {"pl": ("Uruchom", "Zestawy zasad", "jak mówi każdy zestaw zasad",
                       "Zaznacz co najmniej jeden zestaw zasad", "To uruchomienie zostało"),
                "cs": ("Spustit", "Sady pravidel", "podle každé sady pravidel",
                       "Zaškrtni aspoň jednu sadu pravidel", "Tento běh byl zastaven"),
                "is": ("Keyra", "Reglur", "eins og hverjar reglur segja",
                       "Hakaðu við að minnsta kosti einar reglur", "Þessi keyrsla var")}
    for lang, (run, sets, each, tick, stopped) in expected.items():
        set_language(lang)
        ex = RulesExplorer(run=False)
        assert ex.run_button.description == run
        assert sets in "\n".join(texts(ex))
        assert ex.obligation_picker.options[0] == (each, "")
        assert ex.counting_picker.value == ""  # the values stay the internal keys
        for box in ex.preset_boxes.values():
            box.value = False
        ex.run()
        assert tick in ex.message.value
        assert stopped_sentence(KeyboardInterrupt()).startswith(stopped)
        assert not ENGLISH.search(ex.run_button.tooltip + ex.hands_picker.description)


def test_projector_switch_speaks_the_page_language():
    set_language("is")
    assert projector.switch().description == "Skjávarpi"
    set_language("cs")
    assert "Režim projektoru" in projector.switch().tooltip


def test_a_students_refusals(roster, monkeypatch):
    set_language("pl")
    with pytest.raises(TableError, match="nazwa stołu to od 1 do 60 drukowalnych znaków"):
        check_table_name("")
    table = SharedTable(ClassStore(":memory:"), "Stół A")
    for name in ("Ann", "Bo", "Cy", "Di"):
        table.join(name)
    with pytest.raises(PinochleError, match="wszystkie miejsca przy stole 'Stół A'"):
        table.join("Ed")
    set_language("cs")
    with pytest.raises(PinochleError, match="Ed nemá místo u stolu 'Stół A'"):
        table.apply("Ed", "pass")
    set_language("is")
    monkeypatch.setenv("QUERY_STRING", "student=nobody-at-all")
    identity.reset()
    identity.current()
    assert identity.problem().startswith("Nemendakóðinn í þessum tengli er ekki á "
                                         "nafnalista bekkjarins")


def test_english_again_after_set_language_en(roster):
    set_language("pl")
    results(roster)
    TeacherTables(ClassStore(":memory:"), interval=0)
    set_language("en")
    w = results(roster)
    assert w.export_button.description == "Export to CSV"
    assert "2 of 3 students started; 2 graded answers, 1 right; 1 practice answer." in (
        w.summary.value)
    assert "Meld scoring · easy · Question # 1" in w.answers_view.value
    assert "Answer: " in w.projected.value
    page = TeacherTables(ClassStore(":memory:"), interval=0)
    assert page.name_box.value == "Table 1" and page.make_button.description == "Make table"
    assert RulesExplorer(run=False).run_button.description == "Run"
    assert projector.switch().description == "Projector"
