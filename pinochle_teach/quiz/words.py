"""Words the questions use: who sits where as seen by the player asked, lists of cards,
the trump sentence; each in the language spoken now (:func:`pinochle_teach.set_language`).

>>> relative_seat(2, 0), relative_seat(3, 0), seat_role(1, 0)
('your partner', 'your right-hand opponent', 'left-hand opponent')
>>> list_cards(parse_cards("AS TS KS"))
'A♠, 10♠ and K♠'
"""

from __future__ import annotations

from collections.abc import Iterable

from ..cards import Card, Suit, parse_cards  # noqa: F401 - parse_cards for the doctest
from ..i18n import N_, gettext, language, tr
from ..rules import CARDGAMES_IO, RuleSet
from ..seating import next_seat, partner
from ..vocabulary import suit_word

__all__ = ["seat_role", "relative_seat", "seat_words", "seat_label", "list_cards",
           "capitalize_first", "trump_sentence", "trump_words", "trick_place", "card_caption",
           "distinct", "SEAT_WORDS", "SEAT_LABELS"]

#: How the player asked calls the others in a sentence, by :func:`seat_role` (translated
#: where shown, :func:`relative_seat`).
_RELATIVE = {
    "you": N_("you"),
    "partner": N_("your partner"),
    "left-hand opponent": N_("your left-hand opponent"),
    "right-hand opponent": N_("your right-hand opponent"),
    "opponent": N_("your opponent"),
}
#: Each :func:`seat_role` as a name in a list of plays ("partner 9♠"), translated where
#: shown (:func:`seat_words`).
SEAT_WORDS = {
    "you": N_("you"),
    "partner": N_("partner"),
    "left-hand opponent": N_("left-hand opponent"),
    "right-hand opponent": N_("right-hand opponent"),
    "opponent": N_("opponent"),
}
#: Each :func:`seat_role` as a label before a hand ("Partner: A♠ 10♠"), translated where
#: shown (:func:`seat_label`).
SEAT_LABELS = {
    "you": N_("You"),
    "partner": N_("Partner"),
    "left-hand opponent": N_("Left-hand opponent"),
    "right-hand opponent": N_("Right-hand opponent"),
    "opponent": N_("Opponent"),
}


def seat_role(seat: int, viewer: int, rules: RuleSet = CARDGAMES_IO) -> str:
    """What ``viewer`` calls the player at ``seat``: ``"you"``, ``"partner"`` (opposite, in a
    partnership game), ``"left-hand opponent"`` (the next to play, clockwise) or
    ``"right-hand opponent"`` (the one who played just before); at a table of more seats the
    others are ``"opponent"`` (rules page §1: partners sit opposite, play goes clockwise).
    These are keys, the same in every language (:func:`seat_words`, :func:`seat_label`
    and :func:`relative_seat` say them in words).

    Args:
        seat, viewer: seats 0..players-1.
    """
    if seat == viewer:
        return "you"
    if seat == partner(viewer, rules):
        return "partner"
    if seat == next_seat(viewer, rules):
        return "left-hand opponent"
    if next_seat(seat, rules) == viewer:
        return "right-hand opponent"
    return "opponent"  # pragma: no cover - only at tables of five seats or more


def relative_seat(seat: int, me: int, rules: "RuleSet | int" = CARDGAMES_IO, *,
                  lang: str | None = None) -> str:
    """How ``me`` calls ``seat`` in a sentence: ``"you"``, ``"your left-hand opponent"``,
    ``"your partner"`` or ``"your right-hand opponent"`` (see :func:`seat_role`), in the
    language spoken now or in ``lang``.

    ``rules`` may also be given as the number of players 4 (the partnership table), as this
    function once took.
    """
    if isinstance(rules, int) and not isinstance(rules, bool) and rules == 4:
        rules = CARDGAMES_IO
    with language(lang):
        return gettext(_RELATIVE[seat_role(seat, me, rules)])


def seat_words(role: str, *, lang: str | None = None) -> str:
    """A :func:`seat_role` in words for a list of plays (``"partner"``, Polish
    ``"partner"``; ``"you"``: ``"ty"``), in the language spoken now or in ``lang``."""
    with language(lang):
        return gettext(SEAT_WORDS[role])


def seat_label(role: str, *, lang: str | None = None) -> str:
    """A :func:`seat_role` as a label before a hand (``"Left-hand opponent"``), in the
    language spoken now or in ``lang``."""
    with language(lang):
        return gettext(SEAT_LABELS[role])


def list_cards(cards: Iterable[Card], conj: str = "and") -> str:
    """Cards as words: ``"A♠, 10♠ and K♠"`` (``conj``, ``"and"`` or ``"or"``, joins the last
    two), ``"none"`` for none; in the language spoken now."""
    items = [str(c) for c in cards]
    if not items:
        return tr("none")
    if len(items) == 1:
        return items[0]
    if conj == "and":
        return tr("{items} and {last}", items=", ".join(items[:-1]), last=items[-1])
    if conj == "or":
        return tr("{items} or {last}", items=", ".join(items[:-1]), last=items[-1])
    return ", ".join(items[:-1]) + f" {conj} " + items[-1]


def capitalize_first(text: str) -> str:
    """``text`` with its first letter upper case (the rest kept: "your partner's A♠")."""
    return text[:1].upper() + text[1:]


#: A card's place in the trick (translated where shown: the quiz page and the printed sheet).
_ORDER = (N_("1st"), N_("2nd"), N_("3rd"), N_("4th"))


def trick_place(i: int) -> str:
    """The place of the trick's card ``i`` (0 = the lead): "1st", "2nd", ... translated."""
    return gettext(_ORDER[i])


def card_caption(parts: list[str], led: bool) -> str:
    """A card's caption in a drawn trick: who played it (and its place), joined by " · ",
    with "led" for the lead."""
    return " · ".join([*parts, tr("led")] if led else parts)


def trump_words(trump: Suit) -> dict:
    """The placeholders of a sentence about ``trump``: ``symbol`` (♠), ``trump`` (the suit's
    name, with its grammatical forms) and ``Suits`` (its name with a capital, to begin a
    sentence)."""
    word = suit_word(trump)
    return {"symbol": trump.symbol, "trump": word, "Suits": capitalize_first(str(word))}


def trump_sentence(trump: Suit) -> str:
    """``"Spades (♠) are trump."``, in the language spoken now."""
    return capitalize_first(tr("{trump} ({symbol}) are trump.", trump=suit_word(trump),
                               symbol=trump.symbol))


def distinct(cards: Iterable[Card]) -> list[Card]:
    """Each different card once, in the order first seen."""
    return list(dict.fromkeys(cards))
