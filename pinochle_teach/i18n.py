"""Languages: the kit's sentences in English (the default) or a translated language.

Translations are gettext catalogs, one per language, shipped in the package as
``pinochle_teach/locale/<code>/LC_MESSAGES/pinochle_teach.mo`` and read with the standard
library's :mod:`gettext` (the engine imports nothing else). They are written and compiled
with Babel (``make i18n-extract``, ``make i18n-update``, ``make i18n-compile``; README,
"Adding a language").

Every translatable text is a whole sentence with named placeholders (``{card}``,
``{winning}``), and every count goes through :func:`ngettext`, so that a language with cases,
gender and three plural forms can say it its own way. Card, suit, rank and meld names come
from the tables of :mod:`pinochle_teach.vocabulary`: a placeholder holding a :class:`Word`
gives its default form (``{lead}``: "hearts"), and a translation may ask for a grammatical
form by name (``{lead.gen_pl}``: Polish "kierów"); :data:`FORMS` lists the forms.

>>> set_language("pl"); get_language()
'pl'
>>> set_language("en")
"""

from __future__ import annotations

import contextlib
import contextvars
import gettext as _gettext
import string
from collections.abc import Iterator
from pathlib import Path

from .errors import LanguageError

__all__ = [
    "LanguageError",
    "LANGUAGE_NAMES",
    "FORMS",
    "Word",
    "available_languages",
    "set_language",
    "get_language",
    "language",
    "translations",
    "gettext",
    "ngettext",
    "pgettext",
    "npgettext",
    "N_",
    "NP_",
    "tr",
    "ntr",
    "ptr",
    "and_list",
]

#: The gettext domain: the catalogs' file name.
DOMAIN = "pinochle_teach"
#: Where the compiled catalogs are: ``<code>/LC_MESSAGES/pinochle_teach.mo``.
LOCALE_DIR = Path(__file__).resolve().parent / "locale"
#: Each language the kit knows of, by code, in its own name. A language is available
#: (:func:`available_languages`) once its compiled catalog is in :data:`LOCALE_DIR`.
LANGUAGE_NAMES = {"en": "English", "pl": "polski", "cs": "čeština", "is": "íslenska"}

#: The grammatical forms a translation may ask of a :class:`Word` placeholder, by kind of
#: word: the six cases (nominative, genitive, dative, accusative, instrumental, locative),
#: singular and plural. A card, a seat ("South") and a team ("South–North") are singular
#: only; a meld's name has its nominative only so far
#: (add forms here and in :mod:`pinochle_teach.vocabulary` when a sentence needs them).
CASES = ("nom", "gen", "dat", "acc", "ins", "loc")
FORMS: dict[str, tuple[str, ...]] = {
    "suit": tuple(f"{c}_{n}" for n in ("sg", "pl") for c in CASES),
    "rank": tuple(f"{c}_{n}" for n in ("sg", "pl") for c in CASES),
    "card": CASES,
    "meld": ("nom",),
    "seat": CASES,
    "team": CASES,
}
#: The form a bare placeholder (``{lead}``) gives, by kind.
DEFAULT_FORM = {"suit": "nom_pl", "rank": "nom_sg", "card": "nom", "meld": "nom",
                "seat": "nom", "team": "nom"}


def N_(message: str) -> str:
    """Mark ``message`` for extraction without translating it now (it is translated where
    it is shown, with :func:`gettext`)."""
    return message


def NP_(context: str, message: str) -> tuple[str, str]:
    """Mark ``message`` in ``context`` for extraction; ``(context, message)`` for
    :func:`pgettext` later."""
    return context, message


_DEFAULT = "en"
_language = _DEFAULT
# A temporary language for one call (the ``lang=`` keyword): None means _language.
_override: contextvars.ContextVar[str | None] = contextvars.ContextVar(
    "pinochle_teach_language", default=None)
_CATALOGS: dict[str, _gettext.NullTranslations] = {"en": _gettext.NullTranslations()}


def available_languages() -> tuple[str, ...]:
    """The codes of the languages the kit speaks: ``"en"`` and each language whose compiled
    catalog is shipped (e.g. ``("en", "pl")``)."""
    found = sorted(p.parent.parent.name for p in LOCALE_DIR.glob(f"*/LC_MESSAGES/{DOMAIN}.mo"))
    return ("en", *(code for code in found if code != "en"))


def _code(code) -> str:
    """``code`` as a catalog's code: ``"pl"`` for ``"pl"``, ``"PL"``, ``"pl-PL"``, ``"pl_PL"``
    (a browser's language); raises :class:`LanguageError` naming the languages available."""
    available = available_languages()
    if isinstance(code, str):
        short = code.strip().replace("_", "-").split("-")[0].lower()
        if short in available:
            return short
    names = ", ".join(f"{c} ({LANGUAGE_NAMES.get(c, c)})" for c in available)
    raise LanguageError(tr("unknown language {code}: the kit speaks {languages}; give one of "
                           "these codes", code=repr(code), languages=names))


def translations(lang: str | None = None) -> _gettext.NullTranslations:
    """The catalog of ``lang`` (default: the current language, :func:`get_language`);
    English is the untranslated source text.

    Raises:
        LanguageError: a language with no catalog.
    """
    code = get_language() if lang is None else _code(lang)
    found = _CATALOGS.get(code)
    if found is None:
        with open(LOCALE_DIR / code / "LC_MESSAGES" / f"{DOMAIN}.mo", "rb") as f:
            found = _CATALOGS[code] = _gettext.GNUTranslations(f)
    return found


def set_language(code: str) -> None:
    """Speak ``code`` from now on (``"en"``, the default, or ``"pl"``; a browser's
    ``"pl-PL"`` is read as ``"pl"``): every translated sentence of the kit and the card,
    suit and meld names. Functions that return text also take ``lang=`` for one call.

    Raises:
        LanguageError: a code with no catalog, naming the languages available; the
            language is then unchanged.
    """
    global _language
    code = _code(code)
    translations(code)  # a catalog that cannot be read fails here, before the switch
    _language = code


def get_language() -> str:
    """The code of the language spoken now (``"en"`` unless :func:`set_language` or a
    ``lang=`` call says otherwise)."""
    return _override.get() or _language


@contextlib.contextmanager
def language(lang: str | None) -> Iterator[str]:
    """Speak ``lang`` inside the ``with`` block only (``None``: the current language), as a
    function's ``lang=`` keyword does; yields the code.

    Raises:
        LanguageError: a code with no catalog.
    """
    if lang is None:
        yield get_language()
        return
    code = _code(lang)
    translations(code)
    token = _override.set(code)
    try:
        yield code
    finally:
        _override.reset(token)


def gettext(message: str) -> str:
    """``message`` in the current language (itself in English or when untranslated)."""
    code = get_language()
    if code == "en":
        return message
    return translations(code).gettext(message)


def ngettext(singular: str, plural: str, n: int) -> str:
    """The form of a message for the count ``n`` (English: ``singular`` for 1, else
    ``plural``; Polish has three forms, chosen by the catalog's plural rule)."""
    code = get_language()
    if code == "en":
        return singular if n == 1 else plural
    return translations(code).ngettext(singular, plural, n)


def pgettext(context: str, message: str) -> str:
    """``message`` in ``context`` (e.g. ``"suit: genitive plural"``), in the current
    language."""
    code = get_language()
    if code == "en":
        return message
    return translations(code).pgettext(context, message)


def npgettext(context: str, singular: str, plural: str, n: int) -> str:
    """:func:`ngettext` in a context."""
    code = get_language()
    if code == "en":
        return singular if n == 1 else plural
    return translations(code).npgettext(context, singular, plural, n)


class Word:
    """A card, suit, rank or meld name for a sentence's placeholder: ``{w}`` gives the
    default form in the current language, ``{w.gen_pl}`` another form (:data:`FORMS`).

    Args:
        kind: ``"suit"``, ``"rank"``, ``"card"`` or ``"meld"``.
        forms: form name -> ``(context, English text)``, as marked with :func:`NP_`.
    """

    __slots__ = ("kind", "_forms")

    def __init__(self, kind: str, forms: dict[str, tuple[str, str]]):
        missing = set(FORMS[kind]) - set(forms)
        if missing:
            raise LanguageError(f"a {kind} needs the forms {', '.join(FORMS[kind])}; "
                                f"missing {', '.join(sorted(missing))}")
        object.__setattr__(self, "kind", kind)
        object.__setattr__(self, "_forms", dict(forms))

    def __setattr__(self, name, value):
        raise AttributeError("Word is immutable")

    def form(self, name: str) -> str:
        """The form ``name`` (one of ``FORMS[kind]``) in the current language.

        Raises:
            LanguageError: a form this kind of word does not have.
        """
        entry = self._forms.get(name)
        if entry is None:
            raise LanguageError(f"a {self.kind} has no form {name!r}: use one of "
                                f"{', '.join(FORMS[self.kind])}")
        return pgettext(*entry)

    @property
    def english(self) -> str:
        """The default form in English (the source text)."""
        return self._forms[DEFAULT_FORM[self.kind]][1]

    def __getattr__(self, name: str) -> str:
        if name.startswith("_"):
            raise AttributeError(name)
        try:
            return self.form(name)
        except LanguageError as e:
            raise AttributeError(str(e)) from None

    def __str__(self) -> str:
        return self.form(DEFAULT_FORM[self.kind])

    def __format__(self, spec: str) -> str:
        return format(str(self), spec)

    def __repr__(self) -> str:
        return f"<Word {self.kind} {self.english!r}>"


class _Formatter(string.Formatter):
    """``str.format`` for translated text: named placeholders only, and attributes only as
    a :class:`Word`'s forms (a catalog cannot reach anything else of the objects given)."""

    def get_field(self, field_name, args, kwargs):
        name, _, form = field_name.partition(".")
        if not name.isidentifier() or name not in kwargs:
            raise LanguageError(f"the placeholder {{{field_name}}} is not one of "
                                f"{', '.join('{' + k + '}' for k in kwargs)}")
        value = kwargs[name]
        if not form:
            return value, name
        if not isinstance(value, Word):
            raise LanguageError(f"{{{field_name}}}: {{{name}}} has no forms")
        return value.form(form), name


_FORMATTER = _Formatter()


def tr(message: str, **values) -> str:
    """The translation of ``message`` with its placeholders filled from ``values``:
    ``tr("{card} is allowed.", card=c)``.

    Raises:
        LanguageError: a placeholder the message names that ``values`` lacks, or a form a
            word does not have (a faulty catalog).
    """
    return _fill(gettext(message), values)


def ntr(singular: str, plural: str, n: int, **values) -> str:
    """:func:`tr` of the form of a message for the count ``n`` (:func:`ngettext`);
    ``n`` is a placeholder too."""
    return _fill(ngettext(singular, plural, n), {"n": n, **values})


def ptr(context: str, message: str, **values) -> str:
    """:func:`tr` of a message in ``context`` (:func:`pgettext`), for a phrase of a table
    marked with :func:`NP_`: ``ptr(*NP_("a meld a card would make", "a run in {suit}"),
    suit=w)``.

    Raises:
        LanguageError: as :func:`tr`.
    """
    return _fill(pgettext(context, message), values)


def and_list(items: "list[str]") -> str:
    """``"A"``, ``"A and B"``, ``"A, B and C"`` in the language spoken now (the joining
    words translated); ``items``: one or more texts."""
    if len(items) == 1:
        return items[0]
    return tr("{items} and {last}", items=", ".join(items[:-1]), last=items[-1])


def _fill(text: str, values: dict) -> str:
    if "{" not in text:
        return text
    if get_language() == "en":  # the source text: the kit's own, checked by its tests
        try:
            return text.format_map(values)
        except (KeyError, AttributeError, IndexError, ValueError):
            pass  # said clearly below
    return _FORMATTER.vformat(text, (), values)
