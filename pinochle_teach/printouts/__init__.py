"""Teacher material on paper: worksheets, answer keys and the rules sheet as PDFs
(``make worksheets``; ``python -m pinochle_teach.printouts --help``).

- :mod:`.sheets`: a worksheet and its answer key as HTML pages (Jinja2 templates in
  ``templates/``, the stylesheet ``print.css``), one block per question that never splits
  across pages, the cards drawn as on the quiz page (:mod:`.blocks`);
- :mod:`.rules_sheet`: the one-page rules sheet, from the kit's rules page;
- :mod:`.pdf`: printing them with headless Chromium (Playwright);
- :mod:`.cli`: the command, writing ``<kind>-<difficulty>.pdf``, ``…-key.pdf`` and
  ``rules-sheet.pdf`` into a folder.

Not part of the engine: ``import pinochle_teach`` never imports this package, which needs
the print extra (``pip install 'pinochle-teach[print]'``: Jinja2, mistune, Playwright).
The plain-text :func:`pinochle_teach.quiz.worksheet` and :func:`~pinochle_teach.quiz.answer_key`
stay for a notebook or a terminal.
"""

from .pdf import PdfPrinter, PrintError, pdf_page_count
from .rules_sheet import rules_sheet_html
from .sheets import PAPER_SIZES, PrintSettingError, answer_key_html, check_paper, worksheet_html

__all__ = ["PAPER_SIZES", "PdfPrinter", "PrintError", "PrintSettingError", "answer_key_html",
           "check_paper", "pdf_page_count", "rules_sheet_html", "worksheet_html"]
