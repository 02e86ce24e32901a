"""The page's language: from its address (``?lang=pl``) or the browser's languages, with a
visible switch.

Under voila each page has its own kernel, and voila hands the kernel the page's query string
(``QUERY_STRING``) and, as the kit's server asks it to, the browser's ``Accept-Language``
header (``HTTP_ACCEPT_LANGUAGE``). When the widgets are imported, :func:`apply_request`
speaks the language the page asks for (:func:`pinochle_teach.i18n.set_language`):

1. ``?lang=<code>`` in the address, if the kit speaks it (``pl``, ``pl-PL``...);
2. otherwise the first language of the browser's list the kit speaks (its ``q`` order);
3. otherwise English, the default.

A notebook that calls ``set_language`` itself after its imports speaks that language. In a
kernel preheated for a class (``make run POOL=...``) the page's request arrives after the
notebook has run: the language is applied then, so that what the page says from then on
(a move's explanation, a quiz's feedback) is in it, while what was drawn before stays as
it was drawn. Outside voila (JupyterLab, nbval) nothing is read and nothing changes.

The switch (:func:`switch`) is a row of links, one per language, each to the same page with
``lang=`` set (the page's other parameters kept): choosing one opens the page anew in that
language, with a kernel of its own, as a reload does.

>>> choose("lang=pl", "")
('pl', '')
>>> choose("", "cs-CZ,pl;q=0.9,en;q=0.8")[0] in ("cs", "pl")
True
>>> choose("lang=xx", "")[0]
'en'
"""

from __future__ import annotations

import os
import weakref
from urllib.parse import parse_qsl, urlencode

from .. import i18n

__all__ = ["QUERY_KEY", "HEADER_ENV", "parse_accept_language", "choose", "apply_request",
           "lesson_language", "lesson_code", "problem", "switch", "switch_html", "offer", "under_voila",
           "reset"]

#: The URL parameter naming the page's language: ``?lang=pl``.
QUERY_KEY = "lang"
#: Where voila puts the browser's ``Accept-Language`` header in the kernel's environment.
HEADER_ENV = "HTTP_ACCEPT_LANGUAGE"

_problem = ""
_waiting = False
_lesson: "str | None" = None  # the language of the lesson notebook this page is, if one
_switches: list[weakref.ref] = []  # the switches drawn on this page, to redraw


def parse_accept_language(header: "str | None") -> list[str]:
    """The language tags of an ``Accept-Language`` header, most wanted first (by ``q``,
    then by order; ``q=0`` and ``*`` left out): ``"pl-PL,pl;q=0.9,en;q=0.8"`` gives
    ``["pl-PL", "pl", "en"]``. A malformed part is skipped, never an error."""
    ranked = []
    for index, part in enumerate(str(header or "").split(",")):
        tag, _, params = part.strip().partition(";")
        tag = tag.strip()
        if not tag or tag == "*":
            continue
        q = 1.0
        for param in params.split(";"):
            name, _, value = param.strip().partition("=")
            if name.strip().lower() == "q":
                try:
                    q = float(value)
                except ValueError:
                    q = -1.0
        if 0 < q <= 1:
            ranked.append((-q, index, tag))
    return [tag for _q, _i, tag in sorted(ranked)]


def _known(code: str) -> "str | None":
    try:
        return i18n._code(code)
    except i18n.LanguageError:
        return None


def choose(query: "str | None", accept_language: "str | None") -> tuple[str, str]:
    """The language a page asks for, and why its ``lang`` value was refused ("" if none).

    Args:
        query: the page's query string, with or without ``?`` (``"lang=pl&projector=1"``).
        accept_language: the browser's ``Accept-Language`` header (``"pl-PL,pl;q=0.9"``),
            or None.

    Returns:
        ``(code, problem)``: ``code`` one of :func:`pinochle_teach.i18n.available_languages`
        (``?lang=`` first, then the browser's languages, then ``"en"``); ``problem`` says
        in words what was wrong with a ``lang`` value the kit does not speak and which
        codes it accepts. Nothing is raised: a page always opens.
    """
    refused = None
    values = _lang_values(query)
    if values:
        code = _known(values[-1])
        if code is not None:
            return code, ""
        refused = values[-1]
    code = next((c for c in map(_known, parse_accept_language(accept_language))
                 if c is not None), "en")
    return code, "" if refused is None else _refusal(refused, code)


def _refusal(value: str, code: str) -> str:
    """Why the page's ``lang=value`` was refused, in the language ``code`` the page speaks
    instead."""
    with i18n.language(code):
        try:
            i18n._code(value)
        except i18n.LanguageError as err:
            return i18n.tr("The page's address asks for lang={value}: {reason}.",
                           value=repr(value), reason=str(err))
    return ""


def under_voila() -> bool:
    """Whether this kernel serves a voila page (its request is, or will be, in the
    environment); False in JupyterLab, nbval and plain Python."""
    return (os.environ.get("SERVER_SOFTWARE", "").startswith("voila")
            or os.environ.get("VOILA_PREHEAT") == "True")


def apply_request() -> "str | None":
    """Speak the language this voila page asks for (:func:`choose` on the kernel's
    ``QUERY_STRING`` and ``HTTP_ACCEPT_LANGUAGE``); returns its code, or None when the
    kernel serves no voila page yet (nothing changes). In a preheated kernel it also waits,
    in the background, for the page's request, and applies its language then."""
    global _problem, _waiting
    if os.environ.get("VOILA_PREHEAT") == "True" and not _waiting and \
            not os.environ.get("SERVER_SOFTWARE"):
        from ..serve import page_request  # only on the teacher's server

        _waiting = True
        page_request.on_request(_request_arrived)
        return None
    if not os.environ.get("SERVER_SOFTWARE", "").startswith("voila"):
        return None
    query = os.environ.get("QUERY_STRING", "")
    code, _problem = choose(query, os.environ.get(HEADER_ENV))
    if _lesson is not None and (not _asks_lang(query) or _problem):
        # A lesson's own language, unless the address asks for another the kit speaks; a
        # lang= it does not speak is refused in the lesson's language.
        code = _lesson
        if _problem:
            _problem = _refusal(_lang_values(query)[-1], code)
    i18n.set_language(code)
    for ref in list(_switches):
        box = ref()
        if box is not None and getattr(box, "comm", None) is not None:
            box.value = switch_html()
    return code


def _lang_values(query: str) -> list[str]:
    return [v for k, v in parse_qsl(str(query or "").lstrip("?"), keep_blank_values=True)
            if k == QUERY_KEY]


def _asks_lang(query: str) -> bool:
    return bool(_lang_values(query))


def lesson_language(code: str) -> None:
    """Say that this page is a lesson written in ``code`` (the first code cell of a
    translated lesson, ``notebooks/pl/02_meld.ipynb``, calls it; scripts/
    lesson_translations.py writes that cell). The widgets then speak ``code`` whatever the
    browser's languages (its text is in ``code``), unless the address asks for another
    (``?lang=``); the page's switch leads to the same lesson in the other languages.
    Outside voila it is ``set_language(code)``. Returns None (the cell shows nothing).

    Raises:
        LanguageError: a code the kit has no catalog for (nothing changes).
    """
    global _lesson
    checked = i18n._code(code)
    i18n.translations(checked)
    _lesson = checked
    if not (under_voila() and apply_request()):
        i18n.set_language(checked)


def lesson_code() -> "str | None":
    """The language of the translated lesson this page is (``"pl"`` on
    ``notebooks/pl/02_meld.ipynb``, set by its first cell), or None on any other page (an
    English lesson, a demonstration page, plain Python)."""
    return _lesson if _lesson not in (None, "en") else None


def _request_arrived() -> None:
    from ..serve.page_request import on_kernel_thread

    on_kernel_thread(apply_request)


def problem() -> str:
    """Why the page's ``lang`` value was not understood ("" if it was, or there was none)."""
    return _problem


def _href(query: str, code: str) -> str:
    """The same page's address with ``lang=code`` (the other parameters kept, in order);
    on a lesson that is translated, the lesson in that language (:func:`sibling`)."""
    kept = [(k, v) for k, v in parse_qsl(str(query or "").lstrip("?"), keep_blank_values=True)
            if k != QUERY_KEY]
    return (sibling(code) or "") + "?" + urlencode([*kept, (QUERY_KEY, code)])


def sibling(code: str, script_name: "str | None" = None,
            folder: "str | os.PathLike | None" = None) -> "str | None":
    """The address, relative to this page, of the same lesson in language ``code``
    (``"pl/02_meld.ipynb"`` from ``notebooks/02_meld.ipynb``, ``"../02_meld.ipynb"`` back to
    English, ``"../cs/02_meld.ipynb"``), or None when this page is not a lesson with a
    translation in ``code``.

    Args:
        script_name: the page's path as voila gives it (default the kernel's
            ``SCRIPT_NAME``: ``/voila/render/notebooks/02_meld.ipynb``).
        folder: the notebook's folder (default the kernel's working folder, which voila
            sets to it).
    """
    from pathlib import Path
    from urllib.parse import unquote

    path = unquote(os.environ.get("SCRIPT_NAME", "") if script_name is None else script_name)
    name = path.rstrip("/").rsplit("/", 1)[-1]
    if not name.endswith(".ipynb"):
        return None
    here = Path.cwd() if folder is None else Path(folder)
    translated = here.name in i18n.LANGUAGE_NAMES and here.name != "en"
    english = here.parent if translated else here
    if code == "en":
        target, href = english / name, f"../{name}"
    else:
        target = english / code / name
        href = f"../{code}/{name}" if translated else f"{code}/{name}"
    if (translated and code == here.name) or not translated and code == "en":
        return None  # this very page
    return href if target.is_file() else None


def switch_html(query: "str | None" = None, current: "str | None" = None) -> str:
    """The markup of the switch: a ``nav`` of links, one per language the kit speaks, each
    named in its own language (``lang``/``hreflang`` set, so a screen reader says it right);
    the language spoken now is marked ``aria-current`` and is not a link.

    Args:
        query: the page's query string (default: the kernel's ``QUERY_STRING``).
        current: the language code to mark (default: the language spoken now).
    """
    from .render import el

    query = os.environ.get("QUERY_STRING", "") if query is None else query
    current = i18n.get_language() if current is None else current
    items = []
    for code in i18n.available_languages():
        name = i18n.LANGUAGE_NAMES.get(code, code)
        if code == current:
            items.append(el("span", name, cls="pt-language pt-language-current", lang=code,
                            aria_current="true"))
        else:
            items.append(el("a", name, cls="pt-language", href=_href(query, code), lang=code,
                            hreflang=code))
    label = i18n.gettext("Language")
    note = el("span", _problem, cls="pt-language-problem", role="status") if _problem else None
    return str(el("nav", el("span", label + ":", cls="pt-language-label", aria_hidden="true"),
                  items, note, cls="pt-languages", aria_label=label))


def switch():
    """The page's language switch as a widget (an ``HTML`` of :func:`switch_html`), or None
    outside voila, where a link cannot open the page anew (in JupyterLab a notebook says
    ``set_language("pl")`` instead)."""
    if not under_voila() or len(i18n.available_languages()) < 2:
        return None
    import ipywidgets as widgets

    box = widgets.HTML(value=switch_html())
    box.add_class("pt-languages-box")
    _switches.append(weakref.ref(box))
    return box


def _open_switch() -> bool:
    return any(ref() is not None and getattr(ref(), "comm", None) is not None
               for ref in _switches)


def offer(root) -> bool:
    """Give ``root`` (a widget box whose first child is the page kit, the stylesheet) the
    page's language switch right after that first child, if the page has none open yet: a
    page then has one switch, at the top of its first widget. Returns whether it was put in
    (never outside voila: :func:`switch`)."""
    if _open_switch():
        return False
    box = switch()
    if box is None:
        return False
    first, *rest = root.children
    root.children = (first, box, *rest)
    return True


def reset() -> None:
    """Forget the page's switches and its ``lang`` problem (for tests, and for a kernel
    that serves a new page); the language spoken is left as it is."""
    global _problem, _waiting, _lesson
    _problem, _waiting, _lesson = "", False, None
    _switches.clear()
