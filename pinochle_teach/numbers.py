"""Whole numbers typed into a box: one reader for every box of the kit.

Deal and question numbers, bids, meld and trick points typed by a student all go through
:func:`parse_whole`, so that every box accepts the same things and answers the same way.
It accepts what a person types for a whole number: digits (any script's decimal digits,
e.g. full-width ``"１２０"``), spaces, ``_`` or ``,`` between groups of digits, and a sign
where negative numbers are allowed (``"-60"``, ``"−60"`` with the minus sign, ``"+30"``).

Python's own ``int(text)`` is not used on raw text: ``str.isdigit()`` accepts ``"²"``,
``"7²"`` and ``"①"`` that ``int()`` refuses with a ValueError, and ``int()`` refuses text
of more than 4,300 digits with another ValueError. Here both are a :class:`PinochleError`
saying what the box accepts.

>>> parse_whole(" 1,200 ", "meld")
1200
>>> parse_whole("7²", "deal number", low=0, high=999)
Traceback (most recent call last):
...
pinochle_teach.errors.PinochleError: The deal number must be a whole number from 0 to 999, e.g. 7; '7²' is not a whole number ('²' is not one of the digits 0-9).
"""

from __future__ import annotations

from .errors import PinochleError, shown, shown_text
from .i18n import N_, NP_, get_language, ntr, pgettext, tr

__all__ = ["parse_whole", "counted", "grouped", "MAX_DIGITS"]

#: What the kit's boxes call their numbers (``what`` of :func:`parse_whole`), marked for
#: translation: a name given that is not here is shown as it is given (a caller may give
#: it already translated).
BOX_NAMES = (
    NP_("number box", "deal number"),
    NP_("number box", "question number"),
    NP_("number box", "bid"),
    NP_("number box", "contract"),
    NP_("number box", "meld"),
    NP_("number box", "trick points"),
    NP_("number box", "points"),
    NP_("number box", "place of the winning card"),
)
#: What a number counts (``unit`` of :func:`parse_whole`), as it follows "a whole number
#: of": a translation gives the form its sentence needs (Polish genitive "punktów").
UNIT_NAMES = (NP_("number unit, as in 'a whole number of points'", "points"),)


def _box_name(what: str) -> str:
    return pgettext("number box", what) if what else what


def _unit_name(unit: str) -> str:
    return pgettext("number unit, as in 'a whole number of points'", unit) if unit else unit


def counted(n: int, word: str) -> str:
    """``n`` things in words: ``counted(1, "card")`` is ``"1 card"``, ``counted(3, "card")``
    ``"3 cards"``, in the current language for the words the kit counts ("card",
    "face-down card", "point", "digit"); another English noun gets an "s" in the plural."""
    if word == "card":
        return ntr("{n} card", "{n} cards", n)
    if word == "face-down card":
        return ntr("{n} face-down card", "{n} face-down cards", n)
    if word == "point":
        return ntr("{n} point", "{n} points", n)
    return f"{n} {word}{'' if n == 1 else 's'}"


def grouped(n: int) -> str:
    """``n`` with its thousands grouped: ``1,000`` in English, ``1 000`` (a no-break
    space) in the other languages."""
    text = f"{n:,}"
    return text if get_language() == "en" else text.replace(",", "\u00a0")


def decimal(x: float, places: int = 1) -> str:
    """``x`` in figures with ``places`` decimals, as the current language writes numbers:
    ``1,234.5`` in English, ``1 234,5`` (a no-break space, a decimal comma) in Polish,
    Czech and Icelandic; ``places=0`` gives a whole number, grouped like :func:`grouped`."""
    text = f"{x:,.{places}f}"
    if get_language() == "en":
        return text
    return text.replace(",", "\u00a0").replace(".", decimal_point())


def decimal_point() -> str:
    """The decimal separator of the current language: ``"."`` in English, ``","`` in
    Polish, Czech and Icelandic (the plots' tick labels use it too)."""
    if get_language() == "en":
        return "."
    return pgettext("number: the decimal separator", ".")


#: The most digits a number may have when no upper bound is given (far above any score).
MAX_DIGITS = 18

# Characters a person may put between groups of digits, and the minus signs people type.
_SEPARATORS = dict.fromkeys(map(ord, " _,\u00a0\u202f\u2009\t"), None)
_MINUS = "-\u2212\u2013"


# What a box accepts, one whole sentence for each kind of range (so that each language can
# inflect the unit and the bounds in its own way), keyed on (the box is empty, a unit is
# named, a lowest number, a highest number).
_RULES = {
    (False, True, True, True): N_(
        "The {what} must be a whole number of {unit} from {low} to {high}, e.g. {example}"),
    (False, True, True, False): N_(
        "The {what} must be a whole number of {unit}, {low} or more, e.g. {example}"),
    (False, True, False, True): N_(
        "The {what} must be a whole number of {unit} up to {high}, e.g. {example}"),
    (False, True, False, False): N_(
        "The {what} must be a whole number of {unit}, e.g. {example}"),
    (False, False, True, True): N_(
        "The {what} must be a whole number from {low} to {high}, e.g. {example}"),
    (False, False, True, False): N_(
        "The {what} must be a whole number, {low} or more, e.g. {example}"),
    (False, False, False, True): N_(
        "The {what} must be a whole number up to {high}, e.g. {example}"),
    (False, False, False, False): N_(
        "The {what} must be a whole number, e.g. {example}"),
    (True, True, True, True): N_(
        "Type the {what}: a whole number of {unit} from {low} to {high}, e.g. {example}."),
    (True, True, True, False): N_(
        "Type the {what}: a whole number of {unit}, {low} or more, e.g. {example}."),
    (True, True, False, True): N_(
        "Type the {what}: a whole number of {unit} up to {high}, e.g. {example}."),
    (True, True, False, False): N_(
        "Type the {what}: a whole number of {unit}, e.g. {example}."),
    (True, False, True, True): N_(
        "Type the {what}: a whole number from {low} to {high}, e.g. {example}."),
    (True, False, True, False): N_(
        "Type the {what}: a whole number, {low} or more, e.g. {example}."),
    (True, False, False, True): N_(
        "Type the {what}: a whole number up to {high}, e.g. {example}."),
    (True, False, False, False): N_(
        "Type the {what}: a whole number, e.g. {example}."),
}


def _rule_text(what: str, low, high, unit: str, example, empty: bool = False) -> str:
    """The sentence that says what a box accepts ("The bid must be a whole number of points
    from 250 to 990, e.g. 250"; for an empty box, "Type the bid: ..."), from
    :data:`_RULES`."""
    values = {"what": what, "example": example, "unit": _unit_name(unit)}
    if low is not None:
        values["low"] = grouped(low)
    if high is not None:
        values["high"] = grouped(high)
    key = (empty, bool(unit), low is not None, high is not None)
    return tr(_RULES[key], **values)


def parse_whole(value, what: str, *, low: "int | None" = None, high: "int | None" = None,
                example: "int | None" = None, unit: str = "",
                error: type = PinochleError) -> int:
    """Read a whole number typed into a box (or given as an int).

    Args:
        value: the box's text, e.g. ``" 42 "``, ``"1,200"``, ``"-60"``; an int is taken as
            it is (``True``/``False`` are not numbers).
        what: what the box asks for, for the message (``"deal number"``, ``"bid"``).
        low, high: the smallest and largest number accepted (``None``: no bound). A sign
            is only read when ``low`` is ``None`` or negative.
        example: a number the message gives as an example (default: ``low``, else 7).
        unit: what the number counts, for the message (``"points"``).
        error: the :class:`PinochleError` subclass raised.

    Returns:
        the number, an int from ``low`` to ``high``.

    Raises:
        error: for an empty box, text that is not a whole number (letters, ``"²"``,
            ``"①"``, ``"1.5"``...), a number out of range or with more digits than the
            range allows (more than :data:`MAX_DIGITS` without ``high``); the message says
            what is accepted, with an example.
    """
    ex = example if example is not None else (low if low is not None and low > 0 else 7)
    rule = _rule_text(_box_name(what), low, high, unit, ex)
    if isinstance(value, int) and not isinstance(value, bool):
        return _in_range(value, low, high, rule, error)
    if not isinstance(value, str):
        raise error(tr("{rule}; {value} is not a whole number.", rule=rule,
                       value=shown(value, 21)))
    raw = value.strip()
    text = raw.translate(_SEPARATORS)
    if not text:
        raise error(_rule_text(_box_name(what), low, high, unit, ex, empty=True))
    quoted = shown_text(value.strip(), 20)
    sign = 1
    if text[0] == "+" or (text[0] in _MINUS and (low is None or low < 0)):
        sign = -1 if text[0] in _MINUS else 1
        text = text[1:]
    if (text and text[0] in _MINUS and low is not None and low >= 0 and len(text) > 1
            and text[1:].isdecimal()):
        # "-1" is a whole number, only not one this box takes: say that, not "not a number".
        raise error(tr("{rule}; {value} is below {low}.", rule=rule, value=quoted, low=low))
    bad = next((ch for ch in text if not ch.isdecimal()), None)
    if bad is None and text != raw.lstrip(_MINUS + "+"):
        # Separators only between groups of three digits ("1,200", "1 000 000"): "4 2" is
        # two numbers, not 42.
        groups = raw.lstrip(_MINUS + "+").translate({c: " " for c in _SEPARATORS}).split(" ")
        if not (1 <= len(groups[0]) <= 3 and all(len(g) == 3 for g in groups[1:])):
            bad = ""
    if bad is not None or not text:
        if bad and bad.isdigit():  # "²", "①": digits int() does not read
            raise error(tr("{rule}; {value} is not a whole number ({character} is not one "
                           "of the digits 0-9).", rule=rule, value=quoted, character=repr(bad)))
        raise error(tr("{rule}; {value} is not a whole number.", rule=rule, value=quoted))
    digits = text.lstrip("0") or "0"
    bounds = [abs(b) for b in (low, high) if b is not None]
    limit = len(str(max(bounds))) if len(bounds) == 2 else MAX_DIGITS
    if len(digits) > limit:  # out of range whatever the digits; int() is never asked
        raise error(ntr("{rule}; {value} has {count} digit, far too many.",
                        "{rule}; {value} has {count} digits, far too many.", len(digits),
                        rule=rule, value=quoted, count=grouped(len(digits))))
    return _in_range(sign * int(digits), low, high, rule, error)


def _in_range(number: int, low, high, rule: str, error: type) -> int:
    if (low is not None and number < low) or (high is not None and number > high):
        # (an int of thousands of digits cannot even be written out: str() refuses it)
        if number.bit_length() > 64:
            raise error(tr("{rule}, not a number that long.", rule=rule))
        raise error(tr("{rule}, not {number}.", rule=rule, number=grouped(number)))
    return number
