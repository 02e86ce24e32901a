"""Printing the sheets' HTML to PDF with headless Chromium (through Playwright, the
browser the kit's browser tests already drive; ``pip install 'pinochle-teach[print]'``,
which ``make worksheets`` does).

Chromium is ``$PINOCHLE_CHROMIUM`` or ``/usr/bin/chromium`` (``make chromium`` installs
Debian's). Each page gets a header (the sheet's title, and what it is for) and a footer
"Page n of N" (in the language spoken when :meth:`PdfPrinter.print` is called) in the margins; a question block never splits across two pages (the
stylesheet's ``break-inside: avoid``). Before printing, the page is laid out at the width of
the paper's printable area and anything wider than it is refused (a line or a card would be
cut off on paper).
"""

from __future__ import annotations

import html
import os
import re
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

from ..errors import PinochleError
from ..i18n import tr

__all__ = ["PrintError", "PdfPrinter", "chromium_path", "pdf_page_count", "CONTENT_WIDTH_MM"]

#: The printable width (paper width less the stylesheet's 14 mm side margins), in mm.
CONTENT_WIDTH_MM = {"A4": 210 - 28, "Letter": 215.9 - 28}

_ARGS = ["--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
         "--disable-background-networking", "--disable-component-update", "--disable-sync",
         "--no-first-run"]

# Chromium draws the header and footer in the page margins with its own default styles
# (a tiny font), so they carry their own; the margins are the stylesheet's @page ones.
_BAND = ("font-family:'DejaVu Sans',Arial,sans-serif;font-size:7.5pt;color:#444;"
         "width:100%;margin:0 14mm;display:flex;justify-content:space-between")


class PrintError(PinochleError):
    """A sheet that could not be printed: no Chromium or Playwright, or content wider
    than the paper."""


def chromium_path() -> str:
    """The Chromium binary to print with: ``$PINOCHLE_CHROMIUM`` or ``/usr/bin/chromium``."""
    return os.environ.get("PINOCHLE_CHROMIUM") or "/usr/bin/chromium"


def pdf_page_count(path: "str | Path") -> int:
    """The number of pages of a PDF that Chromium wrote (its page objects, counted in
    the file; Chromium writes them uncompressed)."""
    data = Path(path).read_bytes()
    return len(re.findall(rb"/Type\s*/Page(?![a-zA-Z])", data))


_OVERFLOW_JS = """(width) => {
  const out = [];
  for (const el of document.body.querySelectorAll('*')) {
    const r = el.getBoundingClientRect();
    if (r.width && r.right > width + 0.5) {
      out.push(el.tagName.toLowerCase() + ' ' + (el.getAttribute('class') || '') + ' ' +
               (el.textContent || '').trim().slice(0, 60));
    }
  }
  return out.slice(0, 5);
}"""


def _page_of() -> str:
    """The footer's "Page n of N" in the language spoken now, with Chromium's page number
    and page count in it."""
    marks = {"page": "\x00page\x00", "pages": "\x00pages\x00"}
    text = html.escape(tr("Page {page} of {pages}", **marks)).replace(" ", "&nbsp;")
    return (text.replace(marks["page"], '<span class="pageNumber"></span>')
            .replace(marks["pages"], '<span class="totalPages"></span>'))


class PdfPrinter:
    """Headless Chromium kept open to print several sheets: ``with PdfPrinter() as p:
    p.print(html, "out.pdf", title="Meld scoring")``.

    Playwright's sync API refuses to run in a thread whose asyncio loop is running (a
    Jupyter kernel, or a test run whose browser fixtures started one), so all of a
    printer's browser work runs in one worker thread of its own, which has no loop.

    Raises (on entering):
        PrintError: when Playwright is not installed or Chromium is not found.
    """

    def __init__(self, executable: "str | None" = None):
        self.executable = executable or chromium_path()
        self._playwright = self._browser = None
        self._worker: "ThreadPoolExecutor | None" = None

    def _in_worker(self, fn, *args, **kwargs):
        return self._worker.submit(fn, *args, **kwargs).result()

    def __enter__(self) -> "PdfPrinter":
        self._worker = ThreadPoolExecutor(max_workers=1, thread_name_prefix="pinochle-print")
        try:
            self._in_worker(self._start)
        except BaseException:
            self._worker.shutdown()
            self._worker = None
            raise
        return self

    def __exit__(self, *exc) -> None:
        try:
            self._in_worker(self._stop)
        finally:
            self._worker.shutdown()
            self._worker = None

    def _start(self) -> None:
        try:
            from playwright.sync_api import sync_playwright
        except ImportError:
            raise PrintError("printing needs Playwright: pip install 'pinochle-teach[print]' "
                             "(make worksheets installs it)") from None
        if not os.path.exists(self.executable):
            raise PrintError(f"Chromium not found at {self.executable}: `make chromium` "
                             "installs Debian's, or set PINOCHLE_CHROMIUM to a Chromium binary")
        self._playwright = sync_playwright().start()
        try:
            self._browser = self._playwright.chromium.launch(
                executable_path=self.executable, args=_ARGS)
        except Exception:
            self._playwright.stop()
            raise

    def _stop(self) -> None:
        try:
            if self._browser is not None:
                self._browser.close()
        finally:
            self._playwright.stop()
            self._browser = self._playwright = None

    def print(self, page_html: str, path: "str | Path", *, title: str, note: str = "",
              paper: str = "A4", footer: bool = True) -> int:
        """Print ``page_html`` (a whole HTML page from :mod:`.sheets`) to the PDF ``path``,
        with ``title`` and ``note`` in each page's header and "Page n of N" in the footer
        (``footer=False`` leaves both out: the rules sheet is its own header). Returns the
        number of pages.

        Raises:
            PrintError: when something on the page is wider than the paper's printable area
                (it would be cut off), naming it.
        """
        from .sheets import check_paper

        paper = check_paper(paper)
        # Made here: the worker thread does not see the language of a `with language(...)`.
        return self._in_worker(self._print, page_html, path, title=title, note=note,
                               paper=paper, footer=footer, page_of=_page_of())

    def _print(self, page_html: str, path: "str | Path", *, title: str, note: str,
               paper: str, footer: bool, page_of: str) -> int:
        width_px = CONTENT_WIDTH_MM[paper] / 25.4 * 96
        page = self._browser.new_page(viewport={"width": int(width_px), "height": 1000})
        try:
            page.emulate_media(media="print")
            page.set_content(page_html, wait_until="load")
            wide = page.evaluate(_OVERFLOW_JS, int(width_px))
            if wide:
                raise PrintError(f"{title}: content wider than the {paper} page would be cut "
                                 f"off: {'; '.join(wide)}")
            header = (f'<div style="{_BAND}"><span>{html.escape(title)}</span>'
                      f'<span>{html.escape(note)}</span></div>')
            foot = f'<div style="{_BAND};justify-content:center">{page_of}</div>'
            Path(path).parent.mkdir(parents=True, exist_ok=True)
            page.pdf(path=str(path), prefer_css_page_size=True, print_background=True,
                     display_header_footer=footer, header_template=header if footer else "",
                     footer_template=foot if footer else "")
        finally:
            page.close()
        return pdf_page_count(path)
