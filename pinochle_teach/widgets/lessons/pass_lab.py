"""The pass, before and after (rules page §3-§4)."""

from __future__ import annotations

import ipywidgets as widgets

from ...cards import CardLike, parse_cards
from ...errors import PinochleError
from ...actions import give_action
from ...game import Game, Phase
from ...i18n import N_, ntr, tr
from ...meld import best_meld
from ...rules import CARDGAMES_IO, RuleSet
from ...seating import seat_names, side_name, side_of, side_totals
from ...svg import check_palette, meld_html
from ...vocabulary import suit_word
from .. import controls
from ..common import parse_seed
from ..hand import HandView
from ..render import Markup, el, join, message, stylesheet
from ..scoresheet import Html
from .pieces import button, lesson_root, press, rich
from ..pagekit import LIVE

__all__ = ["PassLab"]

class PassLab(widgets.VBox):
    """The pass, before and after (rules page §3-§4): the bidder's partner gives 4 cards to
    the bidder, who gives 4 back, one click at a time; the table shows each partner's meld
    before the pass and now, and the melds laid down at the end.

    The deal is deal number ``seed`` as on every page (``Game(seed)``,
    :func:`~pinochle_teach.numbered.numbered_deal`; ``dealer`` a seat to deal instead, or
    ``None`` for its own dealer); the auction and trump are played by the
    kit's heuristic computer players, so a deal always reaches the same pass. With
    ``stuck=True`` (or the "Stuck dealer" button) everyone passes instead, the dealer is
    stuck at 250 (§2) and must still name trump and pass (§3). Every give
    is :meth:`Game.apply`'d: the engine decides what may be given. "Let the computer
    choose" gives the card the heuristic player would, with its reason.

    Attributes: ``game`` (the live :class:`Game`), ``bidder``, ``partner``, ``trump``,
    ``partner_view`` and ``bidder_view`` (:class:`HandView`\\ s), ``computer_button``,
    ``restart_button``, ``table`` (meld before/now), ``melds_view``, ``message``.
    """

    def __init__(self, seed: int = 3, *, dealer: int | None = None, stuck: bool = False,
                 size: float = 0.75, palette: str = "classic", rules: RuleSet = CARDGAMES_IO):
        check_palette(palette)
        self.seed, self.dealer, self.size, self.palette, self.rules = (
            parse_seed(seed), dealer, float(size), palette, rules)
        self.stuck = bool(stuck)
        self.auction_picker = controls.ToggleButtons(
            options=[(tr("Auction by the computer"), False), (tr("Stuck dealer"), True)],
            value=self.stuck, description=tr("Auction"),
            tooltips=[tr("The computer players bid as usual"),
                      tr("Everyone passes: the dealer is stuck at 250 and must still pass "
                         "cards")])
        self.auction_picker.add_class("pt-fit-buttons")
        self.auction_picker.add_class("pt-fit-label")
        self.auction_picker.observe(self._on_stuck, names="value")
        self.intro = Html()
        self.partner_view = HandView((), size=self.size, palette=palette, verb="Give")
        self.bidder_view = HandView((), size=self.size, palette=palette, verb="Give")
        self.partner_view.on_choose = self.bidder_view.on_choose = self._on_card
        self._deals = 0  # how many times start() dealt: part of every card button's token
        self.table = Html()
        self.melds_view = Html()
        self.message = Html()
        self.message.add_class(LIVE)  # announced when it changes (pagekit)
        self.computer_button = press(
            button(tr("Let the computer choose"), "pt-btn",
                   tooltip=tr("Give the card the kit's heuristic player would give, and say "
                              "why")),
            self.computer)
        self.restart_button = press(button(tr("Start over"), "pt-btn"), self.start)
        super().__init__([stylesheet(), self.auction_picker, self.intro, self.table,
                          widgets.HBox([self.computer_button, self.restart_button]),
                          self.message, self.partner_view, self.bidder_view, self.melds_view])
        lesson_root(self, "pt-pass-lab")
        self.start()

    def start(self) -> None:
        """Deal again and play the auction and trump up to the pass."""
        from ...players import HeuristicPlayer

        game = Game(self.seed, self.rules, dealer=self.dealer)
        players = [HeuristicPlayer(seed=self.seed * 4 + s) for s in range(self.rules.players)]
        while game.phase in (Phase.AUCTION, Phase.TRUMP):
            seat = game.to_move
            if self.stuck and game.phase is Phase.AUCTION:
                game.apply("pass")
            else:
                game.apply(players[seat].choose(game.view(seat)))
        self.game = game
        self._deals += 1
        self.bidder, self.partner, self.trump = game.bidder, game.partner, game.trump
        self.before = {s: best_meld(game.dealt[s], self.trump, self.rules)
                       for s in (self.bidder, self.partner)}
        self._note = ("", "info")
        self.refresh()

    def _on_stuck(self, change) -> None:
        self.stuck = bool(change["new"])
        self.start()

    @property
    def done(self) -> bool:
        return self.game.phase not in (Phase.PASS, Phase.RETURN)

    @property
    def token(self) -> tuple[int, int, int]:
        """The state the card buttons are drawn for: the deal and how many cards were given.
        A click on a button drawn for another state (a double-click, a click that arrives
        after the computer gave) is ignored."""
        return self._deals, len(self.game.passed), len(self.game.returned)

    def _on_card(self, card: CardLike, token) -> None:
        if token == self.token:
            self.give(card)

    def give(self, card: CardLike) -> bool:
        """Give ``card`` for the seat to move (the engine refuses a card it may not give,
        and the refusal is shown). Returns whether it was given."""
        try:
            card = parse_cards([card])[0]
            if self.done:
                raise PinochleError(tr("the pass is over: click Start over to try again"))
            self.game.apply(give_action(card))
        except PinochleError as err:
            self._note = (str(err), "error")
            self.refresh()
            return False
        self._note = ("", "info")
        self.refresh()
        return True

    def computer(self) -> None:
        """Give the card the heuristic player would give, and show its reason."""
        from ...players import HeuristicPlayer

        if self.done:
            self._note = (tr("The pass is over: click Start over to try again."), "info")
            self.refresh()
            return
        seat = self.game.to_move
        decision = HeuristicPlayer(seed=self.seed * 4 + seat).decide(self.game.view(seat))
        reason = decision.reason or ""
        if self.give(decision.action.value):
            self._note = (tr("{seat}: {reason}", seat=seat_names(self.rules)[seat],
                             reason=reason), "info")
            self.refresh()

    def refresh(self) -> None:
        g, b, p, t = self.game, self.bidder, self.partner, self.trump
        names = seat_names(self.rules)
        n = g.rules.pass_count
        values = dict(seed=self.seed, dealer=names[g.dealer], bidder=el("b", names[b]),
                      contract=el("b", g.contract),
                      trump=el("b", f"{t.symbol} {suit_word(t)}"))
        won = (rich(N_("Deal #{seed} ({dealer} deals): {bidder} was stuck with the contract at "
                    "{contract} (everyone passed) and named {trump} trump."), **values)
               if g.auction.forced else
               rich(N_("Deal #{seed} ({dealer} deals): {bidder} won the auction at {contract} and "
                    "named {trump} trump."), **values))
        self.intro.value = el(
            "div", won, " ",
            ntr("{partner}, the partner, now gives {n} card to {bidder}; then {bidder} gives "
                "{n} back (rules page §3).", "{partner}, the partner, now gives {n} cards to "
                "{bidder}; then {bidder} gives {n} back (rules page §3).", n,
                partner=names[p], bidder=names[b]), cls="pt-lesson-prompt")
        gives = [a.value for a in g.legal_actions() if a.kind == "give"] if not self.done else []
        to_move = g.to_move if not self.done else None
        for seat, view in ((p, self.partner_view), (b, self.bidder_view)):
            mine = seat == to_move
            cards = g.hands[seat]
            got = g.passed if seat == b else g.returned
            highlights = {c: "hint" for c in got} if got else {}
            title = self._hand_title(seat, len(cards), names[b if seat == p else p] if mine
                                     else None)
            view.set(cards=cards, trump=t, title=title, highlights=highlights, token=self.token,
                     choices=gives if mine else None)
        self.table.value = self._table_html()
        text, kind = self._note
        self.message.value = message(text, kind)
        if self.done and g.melds is not None:
            self.melds_view.value = join(
                el("div", el("b", tr("{seat}'s meld after the pass", seat=names[seat])),
                   cls="pt-pass-meld-heading")
                + Markup(meld_html(g.melds[seat], palette=self.palette, size=self.size,
                                   layout="side", class_names=False, caption=""))
                for seat in (p, b))
        else:
            self.melds_view.value = ""
        self.computer_button.disabled = self.done

    def _hand_title(self, seat: int, count: int, to: "str | None") -> str:
        """The title over a hand: whose, its role and cards, and to whom a click gives."""
        name = seat_names(self.rules)[seat]
        if seat == self.partner:
            title = ntr("{seat} (partner), {n} card", "{seat} (partner), {n} cards", count,
                        seat=name)
        else:
            title = ntr("{seat} (bidder), {n} card", "{seat} (bidder), {n} cards", count,
                        seat=name)
        if to is None:
            return title
        return tr("{title}: click a card to give it to {seat}", title=title, seat=to)

    def _table_html(self) -> Markup:
        g, b, p, t = self.game, self.bidder, self.partner, self.trump
        names = seat_names(self.rules)
        now = {}
        for s in (p, b):
            now[s] = (g.melds[s].total if self.done and g.melds is not None
                      else best_meld(g.hands[s], t, self.rules).total)
        rows = [el("tr", el("th", tr("{seat} (bidder)", seat=names[s]) if s == b
                            else tr("{seat} (partner)", seat=names[s]), scope="row"),
                   el("td", self.before[s].total), el("td", el("b", now[s])),
                   el("td", len(g.hands[s])))
                for s in (p, b)]
        side = side_of(b, self.rules)
        before_team = self._side_total({s: m.total for s, m in self.before.items()}, side)
        now_team = self._side_total(now, side)
        rows.append(el("tr", el("th", tr("Team {side}", side=side_name(side, self.rules)),
                            scope="row"),
                       el("td", before_team), el("td", el("b", now_team)), el("td"),
                       cls="pt-total-row"))
        if self.done:
            stage = tr("after the pass (final)")
        elif g.phase is Phase.PASS:
            stage = tr("now ({given} of {total} given to the bidder)", given=len(g.passed),
                       total=g.rules.pass_count)
        else:
            stage = tr("now ({given} of {total} given back)", given=len(g.returned),
                       total=g.rules.pass_count)
        head = el("tr", el("th"), el("th", tr("Before the pass")), el("th", stage),
                  el("th", tr("Cards")))
        return el("table", el("caption", tr("Meld with {trump} as trump", trump=suit_word(t))),
                  el("thead", head),
                  el("tbody", rows), cls=("pt-pass-table", "pt-lesson-table"))

    def _side_total(self, meld_by_seat: dict[int, int], side: int) -> int:
        """The meld of scoring side ``side`` (:func:`side_totals`; only the bidder and the
        partner are shown, the other seats count 0)."""
        per_seat = [meld_by_seat.get(s, 0) for s in range(self.rules.players)]
        return side_totals(per_seat, self.rules)[side]

    def __repr__(self) -> str:
        return (f"PassLab(seed={self.seed}, stuck={self.stuck}, "
                f"phase={self.game.phase.value!r})")
