"""The sentences a hint gives when the heuristic gives up a card although cheaper ones are
legal (players/play.py): one whole sentence per situation and per kind of cheaper card kept,
so that a translation can order each as its language needs (a little repetition, on purpose).

Keys: (situation, kinds kept). Situations: ``"lead"`` (leading without a sure winner),
``"risky"`` (could take the lead, but an opponent still to play may beat it), ``"partner"``
(the partner's card is winning but may be beaten), ``"lose"`` (the trick cannot be won for
sure). Kinds kept, in this order: ``"trump"``, ``"winner"`` or ``"winners"`` (sure winners
later), ``"other"``. Placeholders: ``{card}``, ``{points}`` (its trick points), ``{winning}``
(the card winning the trick; not in "lead" and "risky"), ``{trumps}``, ``{winners}``,
``{others}`` (lists of cards).
"""

from __future__ import annotations

from ..i18n import N_

__all__ = ["CHEAPER_KEPT"]

#: (situation, kinds kept) -> the sentence (marked with ``N_``; translate with ``tr``).
CHEAPER_KEPT: dict[tuple[str, tuple[str, ...]], str] = {
    ("lead", ("other",)): N_(
        "Lead {card}: you have no sure winner to cash, so give up {card} ({points} points) and "
        "keep your cheaper {others} (worth more kept) for later."),
    ("lead", ("winner",)): N_(
        "Lead {card}: you have no sure winner to cash, so give up {card} ({points} points) and "
        "keep your cheaper {winners} (a sure winner: no higher card of the suit is out) for "
        "later."),
    ("lead", ("winner", "other")): N_(
        "Lead {card}: you have no sure winner to cash, so give up {card} ({points} points) and "
        "keep your cheaper {winners} (a sure winner: no higher card of the suit is out) and "
        "{others} (worth more kept) for later."),
    ("lead", ("winners",)): N_(
        "Lead {card}: you have no sure winner to cash, so give up {card} ({points} points) and "
        "keep your cheaper {winners} (sure winners: no higher card of the suit is out) for "
        "later."),
    ("lead", ("winners", "other")): N_(
        "Lead {card}: you have no sure winner to cash, so give up {card} ({points} points) and "
        "keep your cheaper {winners} (sure winners: no higher card of the suit is out) and "
        "{others} (worth more kept) for later."),
    ("lead", ("trump",)): N_(
        "Lead {card}: you have no sure winner to cash, so give up {card} ({points} points) and "
        "keep your cheaper trump {trumps} for later."),
    ("lead", ("trump", "other")): N_(
        "Lead {card}: you have no sure winner to cash, so give up {card} ({points} points) and "
        "keep your cheaper trump {trumps} and {others} (worth more kept) for later."),
    ("lead", ("trump", "winner")): N_(
        "Lead {card}: you have no sure winner to cash, so give up {card} ({points} points) and "
        "keep your cheaper trump {trumps} and {winners} (a sure winner: no higher card of the "
        "suit is out) for later."),
    ("lead", ("trump", "winner", "other")): N_(
        "Lead {card}: you have no sure winner to cash, so give up {card} ({points} points) and "
        "keep your cheaper trump {trumps}, {winners} (a sure winner: no higher card of the suit"
        " is out) and {others} (worth more kept) for later."),
    ("lead", ("trump", "winners")): N_(
        "Lead {card}: you have no sure winner to cash, so give up {card} ({points} points) and "
        "keep your cheaper trump {trumps} and {winners} (sure winners: no higher card of the "
        "suit is out) for later."),
    ("lead", ("trump", "winners", "other")): N_(
        "Lead {card}: you have no sure winner to cash, so give up {card} ({points} points) and "
        "keep your cheaper trump {trumps}, {winners} (sure winners: no higher card of the suit "
        "is out) and {others} (worth more kept) for later."),
    ("risky", ("other",)): N_(
        "Play {card}: you could take the lead now, but an opponent still to play may beat any "
        "card you have, so give up {card} ({points} points) and keep your cheaper {others} "
        "(worth more kept) for later."),
    ("risky", ("winner",)): N_(
        "Play {card}: you could take the lead now, but an opponent still to play may beat any "
        "card you have, so give up {card} ({points} points) and keep your cheaper {winners} (a "
        "sure winner: no higher card of the suit is out) for later."),
    ("risky", ("winner", "other")): N_(
        "Play {card}: you could take the lead now, but an opponent still to play may beat any "
        "card you have, so give up {card} ({points} points) and keep your cheaper {winners} (a "
        "sure winner: no higher card of the suit is out) and {others} (worth more kept) for "
        "later."),
    ("risky", ("winners",)): N_(
        "Play {card}: you could take the lead now, but an opponent still to play may beat any "
        "card you have, so give up {card} ({points} points) and keep your cheaper {winners} "
        "(sure winners: no higher card of the suit is out) for later."),
    ("risky", ("winners", "other")): N_(
        "Play {card}: you could take the lead now, but an opponent still to play may beat any "
        "card you have, so give up {card} ({points} points) and keep your cheaper {winners} "
        "(sure winners: no higher card of the suit is out) and {others} (worth more kept) for "
        "later."),
    ("risky", ("trump",)): N_(
        "Play {card}: you could take the lead now, but an opponent still to play may beat any "
        "card you have, so give up {card} ({points} points) and keep your cheaper trump "
        "{trumps} for later."),
    ("risky", ("trump", "other")): N_(
        "Play {card}: you could take the lead now, but an opponent still to play may beat any "
        "card you have, so give up {card} ({points} points) and keep your cheaper trump "
        "{trumps} and {others} (worth more kept) for later."),
    ("risky", ("trump", "winner")): N_(
        "Play {card}: you could take the lead now, but an opponent still to play may beat any "
        "card you have, so give up {card} ({points} points) and keep your cheaper trump "
        "{trumps} and {winners} (a sure winner: no higher card of the suit is out) for later."),
    ("risky", ("trump", "winner", "other")): N_(
        "Play {card}: you could take the lead now, but an opponent still to play may beat any "
        "card you have, so give up {card} ({points} points) and keep your cheaper trump "
        "{trumps}, {winners} (a sure winner: no higher card of the suit is out) and {others} "
        "(worth more kept) for later."),
    ("risky", ("trump", "winners")): N_(
        "Play {card}: you could take the lead now, but an opponent still to play may beat any "
        "card you have, so give up {card} ({points} points) and keep your cheaper trump "
        "{trumps} and {winners} (sure winners: no higher card of the suit is out) for later."),
    ("risky", ("trump", "winners", "other")): N_(
        "Play {card}: you could take the lead now, but an opponent still to play may beat any "
        "card you have, so give up {card} ({points} points) and keep your cheaper trump "
        "{trumps}, {winners} (sure winners: no higher card of the suit is out) and {others} "
        "(worth more kept) for later."),
    ("partner", ("other",)): N_(
        "Play {card}: your partner's {winning} is winning now but an opponent may still beat "
        "it, so give up {card} ({points} points) and keep your cheaper {others} (worth more "
        "kept) for later."),
    ("partner", ("winner",)): N_(
        "Play {card}: your partner's {winning} is winning now but an opponent may still beat "
        "it, so give up {card} ({points} points) and keep your cheaper {winners} (a sure "
        "winner: no higher card of the suit is out) for later."),
    ("partner", ("winner", "other")): N_(
        "Play {card}: your partner's {winning} is winning now but an opponent may still beat "
        "it, so give up {card} ({points} points) and keep your cheaper {winners} (a sure "
        "winner: no higher card of the suit is out) and {others} (worth more kept) for later."),
    ("partner", ("winners",)): N_(
        "Play {card}: your partner's {winning} is winning now but an opponent may still beat "
        "it, so give up {card} ({points} points) and keep your cheaper {winners} (sure winners:"
        " no higher card of the suit is out) for later."),
    ("partner", ("winners", "other")): N_(
        "Play {card}: your partner's {winning} is winning now but an opponent may still beat "
        "it, so give up {card} ({points} points) and keep your cheaper {winners} (sure winners:"
        " no higher card of the suit is out) and {others} (worth more kept) for later."),
    ("partner", ("trump",)): N_(
        "Play {card}: your partner's {winning} is winning now but an opponent may still beat "
        "it, so give up {card} ({points} points) and keep your cheaper trump {trumps} for "
        "later."),
    ("partner", ("trump", "other")): N_(
        "Play {card}: your partner's {winning} is winning now but an opponent may still beat "
        "it, so give up {card} ({points} points) and keep your cheaper trump {trumps} and "
        "{others} (worth more kept) for later."),
    ("partner", ("trump", "winner")): N_(
        "Play {card}: your partner's {winning} is winning now but an opponent may still beat "
        "it, so give up {card} ({points} points) and keep your cheaper trump {trumps} and "
        "{winners} (a sure winner: no higher card of the suit is out) for later."),
    ("partner", ("trump", "winner", "other")): N_(
        "Play {card}: your partner's {winning} is winning now but an opponent may still beat "
        "it, so give up {card} ({points} points) and keep your cheaper trump {trumps}, "
        "{winners} (a sure winner: no higher card of the suit is out) and {others} (worth more "
        "kept) for later."),
    ("partner", ("trump", "winners")): N_(
        "Play {card}: your partner's {winning} is winning now but an opponent may still beat "
        "it, so give up {card} ({points} points) and keep your cheaper trump {trumps} and "
        "{winners} (sure winners: no higher card of the suit is out) for later."),
    ("partner", ("trump", "winners", "other")): N_(
        "Play {card}: your partner's {winning} is winning now but an opponent may still beat "
        "it, so give up {card} ({points} points) and keep your cheaper trump {trumps}, "
        "{winners} (sure winners: no higher card of the suit is out) and {others} (worth more "
        "kept) for later."),
    ("lose", ("other",)): N_(
        "Play {card}: you cannot win this trick for sure ({winning} is winning), so give up "
        "{card} ({points} points) and keep your cheaper {others} (worth more kept) for later."),
    ("lose", ("winner",)): N_(
        "Play {card}: you cannot win this trick for sure ({winning} is winning), so give up "
        "{card} ({points} points) and keep your cheaper {winners} (a sure winner: no higher "
        "card of the suit is out) for later."),
    ("lose", ("winner", "other")): N_(
        "Play {card}: you cannot win this trick for sure ({winning} is winning), so give up "
        "{card} ({points} points) and keep your cheaper {winners} (a sure winner: no higher "
        "card of the suit is out) and {others} (worth more kept) for later."),
    ("lose", ("winners",)): N_(
        "Play {card}: you cannot win this trick for sure ({winning} is winning), so give up "
        "{card} ({points} points) and keep your cheaper {winners} (sure winners: no higher card"
        " of the suit is out) for later."),
    ("lose", ("winners", "other")): N_(
        "Play {card}: you cannot win this trick for sure ({winning} is winning), so give up "
        "{card} ({points} points) and keep your cheaper {winners} (sure winners: no higher card"
        " of the suit is out) and {others} (worth more kept) for later."),
    ("lose", ("trump",)): N_(
        "Play {card}: you cannot win this trick for sure ({winning} is winning), so give up "
        "{card} ({points} points) and keep your cheaper trump {trumps} for later."),
    ("lose", ("trump", "other")): N_(
        "Play {card}: you cannot win this trick for sure ({winning} is winning), so give up "
        "{card} ({points} points) and keep your cheaper trump {trumps} and {others} (worth more"
        " kept) for later."),
    ("lose", ("trump", "winner")): N_(
        "Play {card}: you cannot win this trick for sure ({winning} is winning), so give up "
        "{card} ({points} points) and keep your cheaper trump {trumps} and {winners} (a sure "
        "winner: no higher card of the suit is out) for later."),
    ("lose", ("trump", "winner", "other")): N_(
        "Play {card}: you cannot win this trick for sure ({winning} is winning), so give up "
        "{card} ({points} points) and keep your cheaper trump {trumps}, {winners} (a sure "
        "winner: no higher card of the suit is out) and {others} (worth more kept) for later."),
    ("lose", ("trump", "winners")): N_(
        "Play {card}: you cannot win this trick for sure ({winning} is winning), so give up "
        "{card} ({points} points) and keep your cheaper trump {trumps} and {winners} (sure "
        "winners: no higher card of the suit is out) for later."),
    ("lose", ("trump", "winners", "other")): N_(
        "Play {card}: you cannot win this trick for sure ({winning} is winning), so give up "
        "{card} ({points} points) and keep your cheaper trump {trumps}, {winners} (sure "
        "winners: no higher card of the suit is out) and {others} (worth more kept) for later."),
}
