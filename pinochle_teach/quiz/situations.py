"""The situation a position, trick, hand or score shows, and which difficulties draw which.

These names only choose questions by difficulty (a hard question favours the subtle cases);
every answer still comes from the engine's rule functions. Each kind of question has a
``*_BY_DIFFICULTY`` table: the situations a question of that difficulty may show.

>>> from pinochle_teach import parse_cards
>>> trick_category(parse_cards("QH 9D AH QS"), Suit.SPADES, last=False)
'trumped'
"""

from __future__ import annotations

from collections.abc import Sequence

from ..cards import Card, Suit
from ..i18n import N_, gettext, language
from ..meld import MeldResult
from ..rules import RuleSet
from ..seating import partner, seat_of_card
from ..tricks import beats, play_situation, trick_winner
from .words import distinct

__all__ = [
    "LEGAL_PLAY_CATEGORIES", "LEGAL_BY_DIFFICULTY", "legal_category",
    "MELD_BY_DIFFICULTY", "meld_features", "meld_category",
    "TRICK_BY_DIFFICULTY", "trick_category",
    "SCORE_BY_DIFFICULTY", "SCORE_TARGETS", "score_category",
    "SITUATION_WORDS", "situation_words",
]

# ---- legal plays (rules page §6) ----------------------------------------------------------

#: Situations of a legal-play question, and which difficulties draw them. Each follows the
#: trick rule in force (``rules.obligation``, rules page §6 and the post-1945 rule of §8): the
#: last two only arise under the post-1945 rule, where the duty to beat applies to trump
#: leads only (and "the lead has been trumped" or a forced undertrump are no cases of
#: their own).
LEGAL_PLAY_CATEGORIES: dict[str, str] = {
    "must_beat": N_("follow suit and beat the winning card"),
    "cannot_beat": N_("follow suit; no card of it can win"),
    "trump_in": N_("void in the suit led: trump in"),
    "free": N_("void in the suit led and in trump: any card"),
    "partner_winning": N_("partner is winning, but you must still beat"),
    "lead_trumped": N_("the lead has been trumped: any card of the suit led"),
    "overtrump": N_("void in the suit led: overtrump"),
    "undertrump": N_("void in the suit led and no trump can win: any trump"),
    "identical": N_("you hold a copy of the winning card: a tie does not beat it"),
    "any_of_suit": N_("post-1945 rule, not a trump lead: any card of the suit led"),
    "any_trump": N_("post-1945 rule, void in the suit led after it was trumped: any "
                    "trump"),
}
LEGAL_BY_DIFFICULTY: dict[str, tuple[str, ...]] = {
    "easy": ("must_beat", "cannot_beat", "trump_in", "free", "any_of_suit"),
    "medium": tuple(LEGAL_PLAY_CATEGORIES),
    "hard": ("partner_winning", "lead_trumped", "overtrump", "undertrump", "identical",
             "any_trump"),
}

#: play_situation's answer -> the quiz category (the special cases are picked out below).
_FROM_SITUATION = {"must beat": "must_beat", "cannot beat": "cannot_beat",
                   "lead trumped": "lead_trumped", "any of suit": "any_of_suit",
                   "trump in": "trump_in", "overtrump": "overtrump",
                   "undertrump": "undertrump", "any trump": "any_trump", "free": "free"}


def legal_category(hand: Sequence[Card], trick: Sequence[Card], trump: Suit, seat: int,
                   leader: int, legal: Sequence[Card], rules: RuleSet) -> str:
    """The situation (a key of :data:`LEGAL_PLAY_CATEGORIES`) of the player at ``seat``
    following to ``trick`` (led by ``leader``) with ``hand``, ``legal`` being its legal
    cards, under the trick rule of ``rules`` (from
    :func:`~pinochle_teach.tricks.play_situation`)."""
    situation = play_situation(hand, trick, trump, rules)
    if situation == "undertrump" and rules.obligation != "must_win":
        situation = "any trump"  # post-1945: void in the suit led, any trump will do
    # Where the rule in force makes the player beat the winning card (trumping in beats
    # any card of another suit), the partner's winning card does not matter: the case
    # people get wrong. Where a card ties the winning one, the first played wins.
    w_index = trick_winner(trick, trump, rules)
    w = trick[w_index]
    if situation in ("must beat", "overtrump", "trump in"):
        w_seat = seat_of_card(leader, w_index, rules)
        can_beat = any(beats(c, w, trump) for c in legal)
        if w_seat == partner(seat, rules) and can_beat and len(legal) < len(distinct(hand)):
            return "partner_winning"
    if situation in ("must beat", "cannot beat", "overtrump", "undertrump") and w in hand:
        return "identical"
    return _FROM_SITUATION[situation]


# ---- meld (rules page §4) -----------------------------------------------------------------

MELD_BY_DIFFICULTY: dict[str, tuple[str, ...]] = {
    "easy": ("simple",), "medium": ("simple", "mixed", "tricky"), "hard": ("tricky",)}

_RUN_VARIANTS = ("Run + king", "Run + queen", "Run + marriage", "Double run")


def meld_features(result: MeldResult) -> set[str]:
    """What makes a meld hard to count: ``"run_variant"`` (a run with an extra card, a
    double run), ``"run"``, ``"around"`` (an around or abound), ``"double"`` (a meld held
    twice, a double pinochle) and ``"shared"`` (a card used in two classes)."""
    names = [m.key for m in result.melds]  # the English names: the same in every language
    f: set[str] = set()
    for name in names:
        if name in _RUN_VARIANTS:
            f.add("run_variant")
        elif name == "Run":
            f.add("run")
        elif name.endswith("around") or name.endswith("abound"):
            f.add("around")
        elif name == "Double pinochle":
            f.add("double")
    for name in set(names):
        if names.count(name) > 1:
            f.add("double")
    classes: dict[Card, set[int]] = {}
    for m in result.melds:
        for c in m.cards:
            classes.setdefault(c, set()).add(m.meld_class)
    if any(len(k) > 1 for k in classes.values()):
        f.add("shared")
    return f


def meld_category(result: MeldResult) -> str:
    """``"none"`` (no meld), ``"simple"`` (one to three plain melds), ``"tricky"`` (a run
    variant, an around, or two features of :func:`meld_features`) or ``"mixed"``."""
    f = meld_features(result)
    if not result.melds:
        return "none"
    hard = f & {"run_variant", "around"} or len(f) >= 2
    if hard:
        return "tricky"
    if len(result.melds) <= 3 and not f & {"run", "around", "double"}:
        return "simple"
    return "mixed"


# ---- trick winners (rules page §6, §7) ----------------------------------------------------

TRICK_BY_DIFFICULTY: dict[str, tuple[str, ...]] = {
    "easy": ("plain", "trumped"),
    "medium": ("plain", "trumped", "overtrumped", "identical", "discard_high", "last"),
    "hard": ("overtrumped", "identical", "discard_high", "last"),
}


def trick_category(cards: Sequence[Card], trump: Suit, last: bool,
                   rules: "RuleSet | None" = None) -> str:
    """``"identical"`` (a copy of the winning card played after it), ``"last"`` (the
    hand's last trick), ``"overtrumped"`` (two trumps on a plain lead), ``"discard_high"``
    (a high card of a third suit that cannot win), ``"trumped"`` or ``"plain"``."""
    w_index = trick_winner(cards, trump, rules)
    w = cards[w_index]
    lead = cards[0].suit
    if any(c is w for c in cards[w_index + 1:]):
        return "identical"
    if last:
        return "last"
    trumps = sum(c.suit is trump for c in cards)
    if lead is not trump and trumps >= 2:
        return "overtrumped"
    if any(c.suit is not w.suit and c.suit is not lead and c.rank > w.rank for c in cards):
        return "discard_high"
    if lead is not trump and w.suit is trump:
        return "trumped"
    return "plain"


# ---- hand scores (rules page §5, §7) ------------------------------------------------------

SCORE_BY_DIFFICULTY: dict[str, tuple[str, ...]] = {
    "easy": ("made", "set"),
    "medium": ("made", "set", "surrender", "close"),
    "hard": ("surrender", "void", "close"),
}
#: A team without trick points is too rare in random play to wait for: hard questions aim
#: at a surrender or a close call and take a void meld when one comes along first.
SCORE_TARGETS: dict[str, tuple[str, ...]] = {
    "easy": ("made", "set"), "medium": ("made", "set", "surrender", "close"),
    "hard": ("surrender", "close")}


def score_category(res) -> str:
    """``"surrender"``, ``"void"`` (a side took no trick points), ``"close"`` (the bidders'
    total within 20 of the contract), ``"made"`` or ``"set"``, for a game's
    :class:`~pinochle_teach.game.HandResult`."""
    if res.surrendered:
        return "surrender"
    if min(res.trick_points) == 0:
        return "void"
    b = res.bidding_team
    total = res.meld[b] + res.trick_points[b]
    if abs(total - res.contract) <= 20:
        return "close"
    return "made" if res.made else "set"


# ---- the situations in words (for a teacher: the results page, its summaries) ------------

#: Each kind's situations (the ``category`` of its questions) in words a teacher reads out
#: (in English: :func:`situation_words` translates them).
SITUATION_WORDS: dict[str, dict[str, str]] = {
    "legal_play": LEGAL_PLAY_CATEGORIES,
    "meld": {
        "none": N_("a hand with no meld"),
        "simple": N_("one to three melds, no run and nothing held twice"),
        "mixed": N_("four or more melds, or a run or a meld held twice"),
        "tricky": N_("a run with an extra card, an around, or two catches at once (a run, a "
                     "meld held twice, a card counted in two classes)"),
    },
    "trick_winner": {
        "plain": N_("no trump played: the highest card of the suit led wins"),
        "trumped": N_("the lead was trumped: the trump wins"),
        "overtrumped": N_("two trumps on a plain lead: the higher trump wins"),
        "identical": N_("two identical winning cards: the first one played wins"),
        "discard_high": N_("a high card of a third suit, which cannot win"),
        "last": N_("the hand's last trick, worth extra points"),
    },
    "hand_score": {
        "made": N_("the bidders made their contract"),
        "set": N_("the bidders went set"),
        "surrender": N_("the bidder surrendered before the first lead"),
        "void": N_("a side took no trick points"),
        "close": N_("the bidders within 20 points of their contract"),
    },
    "bid": {
        "surrender_yes": N_("may the bidder surrender? (yes)"),
        "surrender_no": N_("may the bidder surrender? (no)"),
        "made": N_("did the bidders make their contract? (yes)"),
        "set": N_("did the bidders make their contract? (no)"),
        "set_void": N_("did the bidders make their contract? (no: they took no trick points)"),
    },
    "puzzle": {
        "lead": N_("every hand shown, you lead: the one card that takes the most points"),
        "follow": N_("every hand shown, a trick already led: the one card that takes the "
                     "most points"),
        "no trap": N_("every hand shown, four tricks left, and the rule-of-thumb card is "
                      "the best one"),
    },
}


def situation_words(kind: str, category: str, *, lang: str | None = None) -> str:
    """The situation ``category`` of a question of ``kind`` in words
    (:data:`SITUATION_WORDS`), e.g. ``situation_words("meld", "simple")``, in the language
    spoken now or in ``lang``; a situation not in the table is given with its underscores
    as spaces, "" for none."""
    if not category:
        return ""
    words = SITUATION_WORDS.get(kind, {}).get(category)
    if words is None:
        return category.replace("_", " ")
    with language(lang):
        return gettext(words)
