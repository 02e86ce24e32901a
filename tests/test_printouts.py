"""Teacher material on paper (pinochle_teach.printouts, `make worksheets`): worksheets with
the cards drawn and room to write, answer keys in separate files, the one-page rules sheet.

The HTML tests run anywhere; the PDF tests (marker ``browser``: they print with headless
Chromium) read the PDFs back with Poppler (pdfinfo, pdftotext, pdftoppm; `make test`
installs poppler-utils) and check what a teacher would: several pages where the content
needs them, every question whole on one page, every answer and explanation in the key,
nothing running into the paper's side margins, the rules sheet on exactly one page.
"""

from __future__ import annotations

import html as htmllib
import os
import re
import shutil
import subprocess
from pathlib import Path

import pytest

from pinochle_teach.errors import LanguageError as PinochleLanguageError
from pinochle_teach.i18n import gettext, language
from pinochle_teach.printouts import (PdfPrinter, PrintError, PrintSettingError,
                                      answer_key_html, rules_sheet_html, worksheet_html)
from pinochle_teach.printouts.cli import main, parse_seeds
from pinochle_teach.printouts.rules_sheet import SHEET_SECTIONS, rules_markdown
from pinochle_teach.quiz import GENERATORS, KIND_TITLES, make_question
from pinochle_teach.rulebook import SECTIONS, section_title

REPO_ROOT = Path(__file__).resolve().parents[1]
SEEDS = range(1, 11)


def words(text: str) -> str:
    """Text without its whitespace and hyphens: a PDF breaks lines where it likes (also
    after a dash, "West–East"), pdftotext writes a line break as a space or none, and drops
    the hyphen of a line broken after one ("right-" / "hand" reads "righthand")."""
    return "".join(text.split()).replace("-", "")


def html_text(fragment: str) -> str:
    return words(htmllib.unescape(re.sub(r"<[^>]+>", " ", fragment)))


# --- the HTML ------------------------------------------------------------------------------

@pytest.mark.parametrize("kind", GENERATORS)
def test_a_worksheet_has_a_block_per_question_with_room_to_write_and_no_answers(kind):
    page = worksheet_html(kind, SEEDS, "medium")
    blocks = page.split('<section class="pt-print-q">')[1:]
    assert len(blocks) == len(SEEDS)
    for n, (seed, block) in enumerate(zip(SEEDS, blocks), 1):
        q = make_question(kind, seed, "medium")
        text = html_text(block)
        assert words(q.prompt) in text
        assert words(f"Question {n} (quiz #{seed})") in text
        assert "pt-print-blank" in block or "pt-print-ruled" in block or "pt-print-option" in block
        assert "Answer:" not in text and q.explain().splitlines()[-1] not in text


@pytest.mark.parametrize("kind", ["legal_play", "meld", "trick_winner"])
def test_cards_are_drawn_as_on_the_quiz_page(kind):
    block = worksheet_html(kind, [1]).split('<section class="pt-print-q">')[1]
    q = make_question(kind, 1)
    cards = q.hand if kind in ("legal_play", "meld") else q.cards
    for card in cards:
        assert f'aria-label="{card.name}' in block  # the kit's SVG card, named
    assert block.count("<svg") >= len(cards)


@pytest.mark.parametrize("seed", [1, 4])
def test_a_puzzle_prints_every_hand_open_and_the_key_marks_the_best_card(seed):
    q = make_question("puzzle", seed)
    block = worksheet_html("puzzle", [seed]).split('<section class="pt-print-q">')[1]
    for hand in q.hands:
        for card in hand:
            assert f'aria-label="{card.name}' in block
    assert block.count("<svg") == sum(len(h) for h in q.hands) + len(q.trick)
    for role in ("Partner", "Left-hand opponent", "Right-hand opponent", "Your hand"):
        assert role in block
    assert "The card you play" in html_text(block) or "Thecardyouplay" in html_text(block)
    key = answer_key_html("puzzle", [seed]).split('<section class="pt-print-q">')[1]
    assert f'aria-label="{q.answer.name}, Best' in key


@pytest.mark.parametrize("kind", GENERATORS)
def test_the_key_holds_every_answer_and_the_engines_explanation(kind):
    page = answer_key_html(kind, SEEDS, "hard")
    blocks = page.split('<section class="pt-print-q">')[1:]
    assert len(blocks) == len(SEEDS)
    for seed, block in zip(SEEDS, blocks):
        q = make_question(kind, seed, "hard")
        text = html_text(block)
        assert words(f"Answer: {q.answer_text()}") in text
        for line in q.explain().splitlines():
            assert words(line) in text


def test_bad_settings_are_refused_with_what_is_accepted():
    with pytest.raises(PrintSettingError, match="A4, Letter"):
        worksheet_html("meld", [1], paper="A5")
    with pytest.raises(PrintSettingError, match="at least one question"):
        worksheet_html("meld", [])
    with pytest.raises(PrintSettingError, match="1-10 or 3,5,8"):
        parse_seeds("1-x")
    with pytest.raises(PrintSettingError, match="not a range"):
        parse_seeds("10-1")
    assert parse_seeds("1-3,7") == [1, 2, 3, 7]


def test_the_command_says_what_was_wrong_without_a_traceback(capsys, tmp_path):
    assert main(["--out", str(tmp_path), "--kind", "poker"]) == 2
    err = capsys.readouterr().err
    assert "unknown quiz kind 'poker'" in err and "legal_play" in err
    assert "Traceback" not in err and list(tmp_path.iterdir()) == []


def test_the_rules_sheet_is_the_rules_page_sections_1_to_7_in_its_own_words():
    title, intro, sections = rules_markdown()
    assert title == "The rules of Pinochle, as this kit plays them"
    assert sorted(sections) == list(SHEET_SECTIONS) == [1, 2, 3, 4, 5, 6, 7]
    for n, text in sections.items():
        assert text.startswith(f"## {n}. {SECTIONS[n]}\n")
    page = rules_sheet_html()
    assert "RULES.md" not in page
    for n in SHEET_SECTIONS:
        assert f"<h2>{n}. {htmllib.escape(SECTIONS[n], quote=False)}</h2>" in page


def test_importing_the_kit_does_not_import_the_printouts():
    out = subprocess.run(
        [os.sys.executable, "-c", "import sys, pinochle_teach, pinochle_teach.quiz; "
         "print([m for m in sys.modules if 'printouts' in m or m.split('.')[0] in "
         "('jinja2', 'mistune', 'playwright')])"],
        capture_output=True, text=True, check=True).stdout.strip()
    assert out == "[]"


# --- other languages -------------------------------------------------------------------------

#: The English words of the sheets' own frame (headings, labels, badges, the page footer),
#: none of which a translated sheet may keep. Whole words or phrases, case as printed.
ENGLISH_FRAME = (
    "Question", "quiz #", "Answer", "Answer key", "Difficulty", "Easy", "Medium", "Hard",
    "questions", "Name", "Class", "Date", "Why?", "Circle", "Your hand", "'s hand", "Hand of",
    "The trick", "trick", "tricks left", "you lead", "are trump", "led", "Winning", "Wins",
    "Best", "Legal", "counts", "Team", "bidders", "Contract", "Team meld", "Trick points",
    "Score for the hand", "scores", "Working", "Total meld", "points", "Points", "Yes", "No",
    "Surrender allowed?", "Contract made?", "The card you play", "Winning card", "Page",
    "for the teacher", "From the kit's rule book", "sections", "section",
)


def readable(page: str) -> str:
    """What a reader (or a screen reader) meets on a page: its text and every aria-label,
    without the stylesheet."""
    page = re.sub(r"<style>.*?</style>", " ", page, flags=re.S)
    labels = " ".join(re.findall(r'aria-label="([^"]*)"', page))
    return " ".join(htmllib.unescape(re.sub(r"<[^>]+>", " ", page) + " " + labels).split())


def english_left(page: str) -> list[str]:
    text = readable(page)
    return [w for w in ENGLISH_FRAME if re.search(rf"(?<!\w){re.escape(w)}(?!\w)", text)]


def blocks_of(page: str) -> list[str]:
    return page.split('<section class="pt-print-q">')[1:]


def few_seeds(kind: str) -> list[int]:
    return [1, 2] if kind == "puzzle" else [1, 2, 3, 4]


@pytest.mark.parametrize("kind", GENERATORS)
def test_a_polish_worksheet_and_key_speak_polish_throughout(kind):
    seeds = few_seeds(kind)
    sheet = worksheet_html(kind, seeds, "medium", lang="pl")
    key = answer_key_html(kind, seeds, "medium", lang="pl")
    english = worksheet_html(kind, seeds, "medium") + answer_key_html(kind, seeds, "medium")
    assert len(english_left(english)) > 10  # the check finds the English frame...
    assert english_left(sheet) == [] and english_left(key) == []  # ...and none here
    for page in (sheet, key):
        assert page.startswith('<!DOCTYPE html>\n<html lang="pl">')
        assert "Pytanie 1" in page and "Poziom trudności: Średni" in page
    with language("pl"):
        title = htmllib.escape(gettext(KIND_TITLES[kind]), quote=False)
    assert title != KIND_TITLES[kind]
    assert f"<h1>{title}</h1>" in sheet and f"<h1>Odpowiedzi: {title}</h1>" in key
    for seed, s_block, k_block in zip(seeds, blocks_of(sheet), blocks_of(key)):
        q = make_question(kind, seed, "medium", lang="pl")
        assert words(q.prompt) in html_text(s_block) and words(q.prompt) in html_text(k_block)
        assert words(f"Odpowiedź: {q.answer_text()}") in html_text(k_block)
        for line in q.explain().splitlines():
            assert words(line) in html_text(k_block)
        assert "Odpowiedź:" not in s_block
        assert q.prompt != make_question(kind, seed, "medium", lang="en").prompt


@pytest.mark.parametrize("lang", ["cs", "is"])
def test_czech_and_icelandic_sheets_keep_no_english_frame(lang):
    for kind in ("meld", "hand_score", "bid", "trick_winner"):
        page = worksheet_html(kind, [1, 2], lang=lang) + answer_key_html(kind, [1, 2], lang=lang)
        assert english_left(page) == [], kind
        assert f'<html lang="{lang}">' in page
        q = make_question(kind, 2, lang=lang)
        assert words(q.prompt) in html_text(page)


def test_the_sheets_speak_the_language_spoken_now_by_default():
    with language("pl"):
        page = worksheet_html("meld", [1])
    assert '<html lang="pl">' in page and "Pytanie 1" in page
    assert '<html lang="en">' in worksheet_html("meld", [1])


def test_the_english_frame_says_what_it_always_said():
    sheet = readable(worksheet_html("bid", [1, 2, 3], "easy"))
    for phrase in ("Surrender and contracts", "3 questions · Difficulty: Easy", "Name:",
                   "Class:", "Date:", "Question 1 (quiz #1)", "Question 3 (quiz #3)",
                   "Team 0 · South–North", "Circle one:", "Why?"):
        assert phrase in sheet, phrase
    one = readable(answer_key_html("meld", [7], "hard", student="Bob", numbers=[2]))
    for phrase in ("Answer key: Meld scoring", "1 question for Bob · Difficulty: Hard",
                   "Question 1 (quiz #2)", "Answer: "):
        assert phrase in one, phrase
    meld = readable(worksheet_html("meld", [1]))
    for phrase in ("Class 1 (runs, marriages and dix):", "Class 3 (arounds):",
                   "Total meld (points):", "Hand of 12 cards; "):
        assert phrase in meld, phrase


def test_a_translated_rules_sheet_is_the_translated_rules_page():
    page = rules_sheet_html(lang="pl")
    assert page.startswith('<!DOCTYPE html>\n<html lang="pl">')
    assert "<h1>Zasady pinochle w wersji tego zestawu</h1>" in page
    with language("pl"):
        titles = {n: section_title(n) for n in SHEET_SECTIONS}
    assert titles[1] == "Talia i rozdawanie"
    for n in SHEET_SECTIONS:
        assert f"<h2>{n}. {htmllib.escape(titles[n], quote=False)}</h2>" in page
    assert "&lt;a" not in page and "<a id" not in page  # the headings' anchors are not text
    assert "(notebooks/pl/rules.ipynb), rozdziały 1–7" in page
    assert english_left(re.sub(r'<div class="pt-rules-cols">.*', "", page, flags=re.S)) == []
    assert "From the kit's rule book" not in page and "Words used" not in page
    for lang in ("cs", "is"):
        other = rules_sheet_html(lang=lang)
        assert f"notebooks/{lang}/rules.ipynb" in other and f'<html lang="{lang}">' in other
        assert "From the kit's rule book" not in other


def test_an_unknown_language_is_refused_naming_the_accepted_ones(capsys, tmp_path):
    assert main(["--out", str(tmp_path), "--lang", "xx", "--kind", "meld"]) == 2
    err = capsys.readouterr().err
    assert "'xx'" in err and "Traceback" not in err
    for code in ("en", "pl", "cs", "is"):
        assert f"{code} (" in err
    assert list(tmp_path.iterdir()) == []
    with pytest.raises(PinochleLanguageError, match="unknown language"):
        worksheet_html("meld", [1], lang="xx")


# --- the PDFs ------------------------------------------------------------------------------

def need(tool: str) -> str:
    path = shutil.which(tool)
    if path is None:
        pytest.fail(f"{tool} not found: `make test` installs Debian's poppler-utils "
                    "(apt-get install -y poppler-utils)")
    return path


def pdf_pages(path: Path) -> int:
    info = subprocess.run([need("pdfinfo"), str(path)], capture_output=True, text=True,
                          check=True).stdout
    return int(re.search(r"^Pages:\s+(\d+)", info, re.M).group(1))


def page_texts(path: Path) -> list[str]:
    out = []
    for n in range(1, pdf_pages(path) + 1):
        out.append(words(subprocess.run(
            [need("pdftotext"), "-f", str(n), "-l", str(n), str(path), "-"],
            capture_output=True, text=True, check=True).stdout))
    return out


@pytest.fixture(scope="module")
def printed(tmp_path_factory):
    """Every kind's worksheet and key (questions 1-10, medium) and the rules sheet, printed
    by the command `make worksheets` runs."""
    out = tmp_path_factory.mktemp("worksheets")
    assert main(["--out", str(out)]) == 0
    return out


@pytest.mark.browser
@pytest.mark.parametrize("kind", GENERATORS)
def test_worksheet_pdf_is_several_pages_each_question_whole_on_one(printed, kind):
    path = printed / f"{kind}-medium.pdf"
    texts = page_texts(path)
    assert len(texts) >= 2, "ten questions with cards and room to write fill several pages"
    for n, text in enumerate(texts, 1):
        assert words(f"Page {n} of {len(texts)}") in text
    for n, seed in enumerate(SEEDS, 1):
        q = make_question(kind, seed, "medium")
        # "Question 1 (quiz #1) Spades (♠) are trump..." (two questions may share a prompt).
        head = words(f"Question {n} (quiz #{seed}) {q.prompt}")
        on = [p for p, text in enumerate(texts, 1) if head in text]
        assert len(on) == 1, f"question {n} is not whole on one page (found on {on})"
        assert "Answer:" not in texts[on[0] - 1]


@pytest.mark.browser
@pytest.mark.parametrize("kind", GENERATORS)
def test_key_pdf_is_a_separate_file_with_every_answer_and_explanation(printed, kind):
    path = printed / f"{kind}-medium-key.pdf"
    texts = page_texts(path)
    assert len(texts) >= 2
    for n, seed in enumerate(SEEDS, 1):
        q = make_question(kind, seed, "medium")
        page = next(t for t in texts if words(f"Question {n} (quiz #{seed}) {q.prompt}") in t)
        assert words(f"Answer: {q.answer_text()}") in page
        for line in q.explain().splitlines():
            assert words(line) in page, f"question {seed}'s explanation is cut: {line!r}"


def _ink_columns(png: Path) -> tuple[int, list[int]]:
    """Width and, for each pixel column, how many non-white pixels it holds (a PPM read by
    hand: pdftoppm writes binary P6)."""
    data = png.read_bytes()
    fields = re.match(rb"P6\s+(\d+)\s+(\d+)\s+(\d+)\s", data)
    w, h = int(fields.group(1)), int(fields.group(2))
    pixels = data[fields.end():]
    cols = [0] * w
    for y in range(h):
        row = pixels[y * w * 3:(y + 1) * w * 3]
        for x in range(w):
            if min(row[3 * x:3 * x + 3]) < 200:
                cols[x] += 1
    return w, cols


@pytest.mark.browser
@pytest.mark.parametrize("name", ["legal_play-medium.pdf", "meld-medium-key.pdf",
                                  "hand_score-medium.pdf", "rules-sheet.pdf"])
def test_nothing_runs_into_the_side_margins(printed, tmp_path, name):
    """At 30 dpi an A4 page is 248 px wide and the side margins (14 mm; 10 mm on the rules
    sheet) about 16 px (12 px): their outer 8 px stay blank on every page, so no line or card
    is cut at the paper's edge. And the cards are inked in colour (red suits)."""
    pages = pdf_pages(printed / name)
    reds = 0
    for n in range(1, pages + 1):
        stem = tmp_path / f"p{n}"
        subprocess.run([need("pdftoppm"), "-r", "30", "-f", str(n), "-l", str(n),
                        "-singlefile", str(printed / name), str(stem)], check=True)
        image = stem.with_suffix(".ppm")
        w, cols = _ink_columns(image)
        assert sum(cols[:8]) == 0 and sum(cols[-8:]) == 0, f"page {n} of {name}"
        data = image.read_bytes()
        body = data[re.match(rb"P6\s+\d+\s+\d+\s+\d+\s", data).end():]
        reds += sum(1 for i in range(0, len(body), 3)
                    if body[i] > 150 and body[i + 1] < 90 and body[i + 2] < 100)
    if name != "rules-sheet.pdf" and not name.startswith("hand_score"):
        assert reds > 0, "no red card ink: the cards are not drawn"


@pytest.mark.browser
@pytest.mark.parametrize("lang", ["en", "pl", "cs", "is"])
@pytest.mark.parametrize("paper", ["A4", "Letter"])
def test_the_rules_sheet_is_exactly_one_page_with_all_its_text(tmp_path, paper, lang):
    path = tmp_path / "rules-sheet.pdf"
    page = rules_sheet_html(paper=paper, lang=lang)
    with PdfPrinter() as printer:
        assert printer.print(page, path, title="Rules", paper=paper, footer=False) == 1
    assert pdf_pages(path) == 1
    text = page_texts(path)[0]
    body = page[page.index("<body"):]
    # Every paragraph, list item and table cell of the sheet is in the PDF in full.
    pieces = re.findall(r"<(p|li|td|th|h1|h2)\b[^>]*>(.*?)</\1>", body, re.S)
    assert len(pieces) > 60
    for _tag, inner in pieces:
        if "<li" in inner or "<ol" in inner:
            continue
        assert html_text(inner) in text, html_text(inner)[:80]


@pytest.mark.browser
def test_content_wider_than_the_paper_is_refused(tmp_path):
    wide = ("<!DOCTYPE html><html><body><div style='width:1200px'>a table too wide</div>"
            "</body></html>")
    with PdfPrinter() as printer, pytest.raises(PrintError, match="wider than the A4 page"):
        printer.print(wide, tmp_path / "wide.pdf", title="Too wide")
    assert not (tmp_path / "wide.pdf").exists()


@pytest.mark.browser
def test_the_command_prints_polish_sheets_with_lang_pl(tmp_path, capsys):
    out = tmp_path / "pl"
    assert main(["--out", str(out), "--lang", "pl", "--kind", "meld", "--seeds", "1-2"]) == 0
    said = capsys.readouterr().out
    assert "meld-medium.pdf: " in said and "(2 pytania)" in said and "(odpowiedzi)" in said
    assert "nie rozdawaj ich uczniom" in said and "page" not in said
    sheet, key = page_texts(out / "meld-medium.pdf"), page_texts(out / "meld-medium-key.pdf")
    for texts in (sheet, key):
        for n, text in enumerate(texts, 1):
            assert words(f"Strona {n} z {len(texts)}") in text
            assert words("Poziom trudności: Średni") in text
            for english in ("Page", "Question", "Difficulty", "Answer", "Total meld"):
                assert english not in text
    for n in (1, 2):
        q = make_question("meld", n, "medium", lang="pl")
        assert words(f"Pytanie {n} (quiz, pytanie nr {n}) {q.prompt}") in "".join(sheet)
        assert words(f"Odpowiedź: {q.answer_text()}") in "".join(key)
    assert words("dla nauczyciela") in key[0] and words("dla nauczyciela") not in sheet[0]
    assert pdf_pages(out / "rules-sheet.pdf") == 1
    assert words("Zasady pinochle w wersji tego zestawu") in page_texts(out / "rules-sheet.pdf")[0]


# --- each student's own questions ----------------------------------------------------------

from pinochle_teach.classroom import Roster  # noqa: E402
from pinochle_teach.printouts.cli import roster_students  # noqa: E402


@pytest.fixture
def roster(tmp_path):
    return Roster.create(["Ann Lee", "Bob", "Chloé"], tmp_path / "roster.json")


def test_per_student_sheets_name_roster_students(roster):
    assert roster_students(["all"], roster.path) == (roster.class_id, ["Ann Lee", "Bob", "Chloé"])
    assert roster_students(["Bob,Ann Lee"], roster.path)[1] == ["Bob", "Ann Lee"]
    with pytest.raises(PrintSettingError, match="not on the class roster: Zed"):
        roster_students(["Zed"], roster.path)
    with pytest.raises(PrintSettingError, match="make class ROSTER="):
        roster_students(["all"], roster.path.parent / "none" / "roster.json")


@pytest.mark.browser
def test_a_students_sheet_holds_their_own_questions_numbered_as_their_quiz(roster, tmp_path):
    from pinochle_teach.classroom import question_seed

    out = tmp_path / "sheets"
    assert main(["--out", str(out), "--kind", "meld", "--seeds", "1-3", "--student", "Bob",
                 "--roster", str(roster.path), "--no-rules-sheet"]) == 0
    assert sorted(p.name for p in (out / "Bob").iterdir()) == ["meld-medium-key.pdf",
                                                                "meld-medium.pdf"]
    sheet = " ".join(page_texts(out / "Bob" / "meld-medium.pdf"))
    key = " ".join(page_texts(out / "Bob" / "meld-medium-key.pdf"))
    assert words("Meld scoring 3 questions for Bob") in sheet
    for n in (1, 2, 3):
        q = make_question("meld", question_seed(roster.class_id, "Bob", "meld", n))
        assert words(f"Question {n} (quiz #{n}) {q.prompt}") in sheet
        assert words(f"Answer: {q.answer_text()}") in key
