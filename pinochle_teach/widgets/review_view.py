"""HandReview: the review of one seat's finished hand ("learn from your hand"), drawn from
:func:`pinochle_teach.review.review` (issue 17 §2).

The widget only asks and draws: every value, best card, loss and sentence is the engine's
(:class:`~pinochle_teach.review.Review` and its :class:`~pinochle_teach.review.Decision` s),
which cards may be played in a position is :func:`pinochle_teach.tricks.trick_choices`'
answer, and who is winning the trick so far :func:`pinochle_teach.trick_winner`'s.

What it shows, lichess-style ("learn from your mistakes"):

1. while the review is computed (about 2-6 s of CPU time, benchmarks/README.md
   "Review"), a progress bar fed by the review's ``progress`` callback; the computation runs
   in the click's handler as the table's computer players and the rules explorer's runs do
   (no threads, so it also runs in Pyodide), the widget marked :data:`~.pagekit.BUSY`
   meanwhile so that the page leaves the focus alone;
2. the summary (:attr:`Review.sentences`);
3. the costly decisions first (:meth:`Review.mistakes`, in the engine's order): for each,
   the position (the seat's hand, the trick so far, trump) and a retry: the hand's cards
   are real buttons carrying their card, named in words ("Try queen of spades"); a card
   that may not be played is refused with the engine's reason and the answer stays hidden,
   and so is the card the student played there (it is what is being reviewed); another
   legal one is answered with :meth:`Decision.try_card`: a best card reveals the answer,
   as "Show the answer" does, and any other keeps it hidden for another try (lichess's
   "learn from your mistakes"); the answer is the decision's sentences from both points
   of view (what the better card wins, the line that follows);
4. "Show all decisions": every decision, in the engine's costly-first order
   (:meth:`Review.by_cost`), the bids, trump, the pass and the forced cards included, each
   with its sentences.

The focus goes where the student reads next (the page kit's :data:`~.pagekit.FOCUS_GO`
mark: the first mistake's heading once the review is ready, the answer once it is shown,
the next mistake's heading), the feedback is said in the widget's live region, and the
projector and phone layouts are the stylesheet's (``.pt-review`` rules).

:class:`ReviewPanel` is the "Review my hand" button (with a seat choice in the trick
walkthrough) that opens a HandReview below the play table or the walkthrough.

>>> from pinochle_teach.game import Game
>>> from pinochle_teach.players import HeuristicPlayer, play_hand
>>> g = Game(seed=1)
>>> play_hand(g, [HeuristicPlayer(s) for s in range(4)])
>>> r = HandReview(g, 1, samples=2, early_samples=1)
>>> r.current is r.review.mistakes()[0]
True
"""

from __future__ import annotations

import ipywidgets as widgets

from ..actions import Phase
from ..cards import Card, CardLike, parse_cards
from ..errors import PinochleError
from ..game import Game
from ..i18n import N_, gettext, ntr, tr
from ..rules import CARDGAMES_IO
from ..review import EARLY_SAMPLES, SAMPLES, Decision, Review, review, why_no_review
from ..seating import Names, names_or_default, seat_names, table_names
from ..solver import check_solver_rules
from ..svg import check_palette, check_size
from ..tricks import trick_choices, trick_winner
from ..vocabulary import suit_word
from . import controls, page_language, projector
from .common import over_limit
from .controls import Button
from .hand import HandView
from .pagekit import BUSY, FOCUS_GO, LIVE, mark_focus
from .render import Markup, close_all, el, message, stylesheet

__all__ = ["HandReview", "ReviewPanel"]

#: What each kind of decision is called in the list of all decisions.
_KIND_WORDS = {"play": N_("Card play"), "bid": N_("Auction"), "trump": N_("Trump"),
               "pass": N_("The pass"), "surrender": N_("Surrender")}


def _classed(widget, *names):
    for name in names:
        widget.add_class(name)
    return widget


def _html(*names) -> widgets.HTML:
    return _classed(widgets.HTML(), *names)


def _sentences(sentences, cls="pt-review-sentence") -> list:
    return [el("p", s, cls=cls) for s in sentences]


class HandReview(widgets.VBox):
    """The review of one seat's decisions in a finished hand (see the module).

    Args:
        source: the finished :class:`~pinochle_teach.game.Game` (e.g. the play table's,
            after the hand), or a saved game record (its dict or JSON text, as "Load
            record" reads it).
        seat: the seat 0..3 to review (0 = South).
        hand: the hand number (1, 2, …) to review; by default the last finished hand.
        names: a :class:`~pinochle_teach.seating.Names` for the other seats in the
            sentences; by default the table's compass names (the reviewed seat is "you").
        run: compute the review now (the default: the widget is ready when made); with
            ``False`` it waits for :meth:`run` (what the table and the walkthrough do, so
            that the progress bar is on the page while it computes).
        samples, early_samples, seed: passed to :func:`pinochle_teach.review.review` (the
            defaults keep a review within about 2-6 s of CPU time; smaller numbers only
            for tests).
        palette: a key of :data:`pinochle_teach.svg.PALETTES`; size: the cards' scale
            (in projector mode the projector layout's sizes are used instead).

    Raises:
        UnknownPaletteError, InvalidDrawingError: a bad ``palette`` or ``size``. Nothing
        else is raised: a source that cannot be reviewed (no finished hand, three-handed
            rules, a bad seat or record) is said in a sentence in :attr:`message`.

    Attributes: ``review`` (the :class:`~pinochle_teach.review.Review`, None until
    computed or when it could not be), ``error`` (the sentence shown, or ""),
    ``mistakes`` (the costly decisions, the engine's order), ``index`` (the mistake
    shown), ``current`` (its :class:`~pinochle_teach.review.Decision`, or None),
    ``tried`` (the card last tried there), ``revealed`` (whether its answer is shown);
    controls ``hand_view`` (a :class:`~.hand.HandView`: "Try …" buttons),
    ``answer_button``, ``previous_button``, ``next_button``, ``all_toggle``; drawings
    ``progress`` (an IntProgress), ``status``, ``message``, ``summary_view``,
    ``heading_view``, ``position_view``, ``feedback_view``, ``answer_view``,
    ``all_view``.
    """

    def __init__(self, source, seat: int, *, hand: "int | None" = None,
                 names: "Names | None" = None, run: bool = True, samples: int = SAMPLES,
                 early_samples: int = EARLY_SAMPLES, seed: int = 0,
                 palette: str = "classic", size: float = 1.0):
        self.source = source
        self.seat = seat
        self.hand = hand
        self.names = names
        self.samples, self.early_samples, self.seed = samples, early_samples, seed
        self.palette = check_palette(palette)
        self.size = check_size(size)
        self.review: Review | None = None
        self.error = ""
        self.mistakes: tuple[Decision, ...] = ()
        self.index = 0
        self.tried: Card | None = None
        self.revealed = False
        #: The costly decisions whose answer the student has seen (a best card tried, or
        #: "Show the answer"): "Show all decisions" keeps the others' answers back.
        self.seen: set = set()
        self._running = False
        self._shown_names: "Names | None" = None  # the names the sentences use
        self._go = 0  # counts what the focus is sent to (the key of the FOCUS_GO mark)

        self.title_view = _html("pt-review-title")
        self.progress = _classed(widgets.IntProgress(
            value=0, min=0, max=1, description=tr("Reviewing")), "pt-fit-label",
            "pt-review-progress")
        controls.show(self.progress, False)  # drawn only while the review is computed
        self.status = _html("pt-review-status")
        self.message = _html("pt-message", LIVE)
        self.summary_view = _html("pt-review-summary")
        self.heading_view = _html("pt-review-heading-box")
        self.position_view = _html("pt-review-position")
        self.hand_view = HandView((), palette=self.palette, size=self._card_size("hand"),
                                  title="")
        self.feedback_view = _html("pt-review-feedback-box", LIVE)
        self.answer_button = Button(
            description=tr("Show the answer"), tooltip=tr("Show what each card was worth here, "
                                                           "without trying a card first"))
        self.answer_view = _html("pt-review-answer-box")
        self.previous_button = Button(description=tr("◀ Previous mistake"),
                                      tooltip=tr("The costlier decision before this one"))
        self.next_button = mark_focus(Button(
            description=tr("Next mistake ▶"), button_style="primary",
            tooltip=tr("The next costly decision (the costliest come first)")))
        self.all_toggle = controls.ToggleButton(
            value=False, description=tr("Show all decisions"),
            tooltip=tr("Every decision of the hand, costly first: the card plays, the bids, "
                       "trump and the pass, each with the engine's explanation (a mistake's "
                       "once you have tried it)"))
        self.all_view = _html("pt-review-all")
        self.answer_button.on_click(lambda _b: self.show_answer())
        self.previous_button.on_click(lambda _b: self.previous())
        self.next_button.on_click(lambda _b: self.next())
        self.all_toggle.observe(lambda ch: self.show_all(ch["new"]), names="value")
        self.hand_view.set(on_choose=self.retry)

        self.nav = _classed(widgets.HBox([self.previous_button, self.next_button]),
                            "pt-review-nav")
        self.mistake_box = _classed(widgets.VBox([
            self.heading_view,
            _classed(widgets.HBox([self.position_view, self.hand_view]),
                     "pt-review-board"),
            self.feedback_view, _classed(widgets.HBox([self.answer_button]), "pt-review-nav"),
            self.answer_view, self.nav]), "pt-review-mistake")
        super().__init__([stylesheet(), self.title_view,
                          _classed(widgets.HBox([self.progress, self.status]),
                                   "pt-review-progress-row"),
                          self.message, self.summary_view, self.mistake_box,
                          _classed(widgets.HBox([self.all_toggle]), "pt-review-nav",
                                   "pt-fit-buttons"),
                          self.all_view])
        _classed(self, "pt-root", "pt-font", "pt-review")
        projector.offer_switch(self)
        page_language.offer(self)
        projector.follow(self, self._on_projector)
        self.refresh()
        if run:
            self.run()

    # --- computing ----------------------------------------------------------------------

    def _card_size(self, part: str) -> float:
        if projector.is_on():
            return projector.SIZES["hand" if part == "hand" else "trick"]
        return self.size if part == "hand" else round(0.8 * self.size, 2)

    def run(self) -> bool:
        """Compute the review (the progress bar shows how far it is), then show the first
        costly decision. Returns True when the review is ready; False when it could not be
        made (:attr:`message` says why) or one is already under way (a second click)."""
        if self._running:
            return False
        self._running = True
        self.add_class(BUSY)  # the page leaves the focus alone until the review is drawn
        self.review, self.error = None, ""
        self.progress.value = 0
        controls.show(self.progress, True)
        self.status.value = el("span", tr("Valuing each of your decisions…"))
        self.message.value = ""
        try:
            if self._shown_names is None:
                self._shown_names = self.names or _table_names_for(self.source)
            r = review(self.source, self.seat, hand=self.hand, samples=self.samples,
                       early_samples=self.early_samples, seed=self.seed,
                       progress=self._on_progress, names=self._shown_names)
        except PinochleError as err:
            self.error = tr("This hand cannot be reviewed: {error}.", error=_lower(err))
        except (KeyboardInterrupt, MemoryError) as err:
            # The classroom server stops a run over its computer-time or memory limits.
            self.error = tr("The review was stopped: {error}.", error=over_limit(err))
        else:
            self.review = r
            self.mistakes = r.mistakes()
        finally:
            self._running = False
            controls.show(self.progress, False)
            self.status.value = ""
        self.index, self.tried, self.revealed = 0, None, False
        self.seen = set()
        self._go += 1
        self.refresh()
        self.remove_class(BUSY)
        return self.review is not None

    def _on_progress(self, done: int, total: int) -> None:
        self.progress.max = max(total, 1)
        self.progress.value = min(done, total)

    # --- the retry ----------------------------------------------------------------------

    @property
    def current(self) -> "Decision | None":
        """The costly decision shown now (None before the review, or when there is none)."""
        return self.mistakes[self.index] if self.mistakes else None

    def retry(self, card: CardLike) -> bool:
        """Try ``card`` in the position of the decision shown: a card that may not be
        played there is refused with the engine's reason, and the card the student played
        there is refused as a try (the answer stays hidden for both); another legal card
        is answered with what it would have given (:meth:`Decision.try_card`), and the
        answer is shown once a best card is tried (any other leaves it hidden, to try
        again). Returns whether the card was taken as a try. Never raises."""
        d = self.current
        if d is None:
            return self._say(tr("There is no costly decision to try here."), "info")
        try:
            c = parse_cards([card])[0]
        except PinochleError as err:
            return self._say(str(err))
        if c not in d.legal:
            _choices, reasons = trick_choices(d.view.hand, d.view.trick, d.view.trump, d.rules)
            why = reasons.get(c) or tr("You do not hold {card} here.", card=c)
            return self._say(tr("{why} Choose one of your cards that may be played.", why=why))
        if c == d.choice and c not in d.best and not self.revealed:
            return self._say(tr("You played {card} here: that is the card being reviewed. Try "
                                "another card, or show the answer.", card=c), "info")
        self.tried = c
        if c in d.best and not self.revealed:
            self._go += 1
            self.revealed = True
            self.seen.add(id(d))
        self.refresh()
        return True

    def _say(self, text: str, kind: str = "error") -> bool:
        self.feedback_view.value = message(text, kind)
        return False

    def show_answer(self) -> None:
        """Show the answer of the decision shown without a try."""
        if self.current is None or self.revealed:
            return
        self.revealed = True
        self.seen.add(id(self.current))
        self._go += 1
        self.refresh()

    def go(self, index: int) -> bool:
        """Show costly decision ``index`` (0 = the costliest), answer hidden. Out of range
        says so and changes nothing."""
        n = len(self.mistakes)
        if isinstance(index, bool) or not isinstance(index, int) or not 0 <= index < n:
            self._say(ntr("There is {n} costly decision: choose 1 to {n}.",
                          "There are {n} costly decisions: choose 1 to {n}.", n) if n
                      else tr("There is no costly decision in this hand."))
            return False
        self.index, self.tried, self.revealed = index, None, False
        self._go += 1
        self.refresh()
        return True

    def next(self) -> bool:
        """The next costly decision (nothing after the last)."""
        return self.go(self.index + 1) if self.index + 1 < len(self.mistakes) else False

    def previous(self) -> bool:
        """The costly decision before (nothing before the first)."""
        return self.go(self.index - 1) if self.index > 0 else False

    def show_all(self, on: bool = True) -> None:
        """Show (``on``) or hide the list of every decision."""
        on = bool(on)
        if self.all_toggle.value != on:
            self.all_toggle.value = on  # its observer comes back here
            return
        self.refresh()

    # --- drawing ------------------------------------------------------------------------

    def _on_projector(self, _on: bool) -> None:
        self.refresh()

    def refresh(self) -> None:
        """Redraw everything from the review and the retry's state."""
        r = self.review
        names = self._names() if r is not None else None
        title = (tr("Review of your hand ({seat}), hand {hand}", seat=names.seat(self.seat),
                    hand=r.hand_number) if names else tr("Review of your hand"))
        self.title_view.value = el("div", title, cls="pt-review-title-text")
        self.message.value = message(self.error) if self.error else ""
        ready = r is not None
        self.summary_view.value = (el("div", _sentences(r.sentences), cls="pt-review-summary-text")
                                   if ready else "")
        controls.show(self.summary_view, ready)
        controls.show(self.all_toggle, ready)
        self._draw_mistake()
        self.all_toggle.description = (tr("Hide all decisions") if self.all_toggle.value
                                       else tr("Show all decisions"))
        shown = ready and self.all_toggle.value
        self.all_view.value = self._all_html() if shown else ""
        controls.show(self.all_view, shown)

    def _names(self) -> "Names | None":
        return self._shown_names

    def _go_mark(self, where: str) -> dict:
        """The FOCUS_GO attributes for the place the focus goes to now (one a widget)."""
        return dict(cls=("pt-review-go", FOCUS_GO), tabindex="-1",
                    data_pt_go=f"{where}-{self._go}")

    def _draw_mistake(self) -> None:
        d = self.current
        r = self.review
        if d is None:
            controls.show(self.mistake_box, r is not None)
            if r is None:
                # The place the focus goes to once the review is ready (a key to change).
                self.heading_view.value = el("div", "", **self._go_mark("wait"))
                self.hand_view.set(cards=(), choices=None)
                return
            self.heading_view.value = el(
                "div", el("h3", tr("No costly decision"), cls="pt-review-heading"),
                el("p", tr("None of your card plays gave up 10 points or more: press “Show all "
                           "decisions” to read how each decision was valued."),
                   cls="pt-review-sentence"), **self._go_mark("none"))
            for w in (self.position_view, self.feedback_view, self.answer_view):
                w.value = ""
            controls.show(self.hand_view, False)
            controls.show(self.answer_button, False)
            controls.show(self.nav, False)
            if not self.all_toggle.value:
                mark_focus(self.all_toggle)
            return
        controls.show(self.mistake_box, True)
        controls.show(self.hand_view, True)
        controls.show(self.nav, True)
        v = d.view
        n = len(self.mistakes)
        where = "answer" if self.revealed else "ask"
        # The position and the cards first: the heading's focus mark comes once they are there.
        self.position_view.value = self._position_html(d)
        choices, reasons = trick_choices(v.hand, v.trick, v.trump, d.rules)
        highlights = {}
        if self.revealed:
            highlights = {c: "hint" for c in d.best}   # outlined: the better cards
        self.hand_view.set(cards=v.hand, trump=v.trump, choices=choices, reasons=reasons,
                           highlights=highlights, verb="Try", palette=self.palette,
                           size=self._card_size("hand"),
                           title=(ntr("Your hand then; outlined, the better card: {cards}",
                                      "Your hand then; outlined, the better cards: {cards}",
                                      len(d.best), cards=" ".join(map(str, d.best)))
                                  if self.revealed else
                                  tr("Your hand then: choose the card you would play now")))
        heading = el("h3", ntr("Mistake {mistake} of {mistakes}: trick {trick}, {n} trick left",
                               "Mistake {mistake} of {mistakes}: trick {trick}, {n} tricks left",
                               d.tricks_left, mistake=self.index + 1, mistakes=n,
                               trick=d.trick), cls="pt-review-heading")
        ask = el("p", tr("You played {card} here, and the review found it costly. Find a "
                         "better card: choose one of your cards (or show the answer).",
                         card=d.choice), cls="pt-review-sentence")
        self.heading_view.value = (el("div", heading, ask, **self._go_mark("ask"))
                                   if not self.revealed else el("div", heading, ask))
        if self.tried is not None:
            best = self.tried in d.best
            mark, word = (("✓", tr("A best card.")) if best else
                          ("✗", tr("Not the best.") if self.revealed else
                           tr("Not the best: try another card, or show the answer.")))
            self.feedback_view.value = el(
                "div", el("b", f"{mark} {word}", cls="pt-verdict-word"), " ",
                d.try_card(self.tried),
                cls=("pt-review-feedback", "pt-right" if best else "pt-wrong"),
                role="status")
        else:
            self.feedback_view.value = ""
        if self.revealed:
            self.answer_view.value = el(
                "div", el("h4", tr("The answer"), cls="pt-review-subheading"),
                _sentences(d.sentences), **{**self._go_mark(where),
                                            "cls": ("pt-review-answer", FOCUS_GO)})
        else:
            self.answer_view.value = ""
        controls.show(self.answer_button, not self.revealed)
        self.previous_button.disabled = self.index == 0
        self.next_button.disabled = self.index + 1 >= n

    def _position_html(self, d: Decision) -> Markup:
        # (imported here: the table's package imports this module for its review panel)
        from .table.trick import trick_html

        v = d.view
        names = self._names() or names_or_default(None, d.rules)
        shown = names.with_seat(self.seat, tr("{seat} (you)", seat=names.seat(self.seat)))
        trump = el("p", el("b", tr("Trump: ")),
                   tr("{symbol} {suit}.", symbol=v.trump.symbol, suit=suit_word(v.trump)),
                   cls="pt-review-sentence")
        if not v.trick:
            return el("div", trump, el("p", tr("You were to lead: nothing was on the table yet."),
                                       cls="pt-review-sentence"), cls="pt-review-position-text")
        winner = trick_winner(v.trick, v.trump, d.rules)
        return el("div", trump,
                  Markup(trick_html(v.trick, v.leader, bottom=self.seat, winner=winner,
                                    to_move=self.seat, palette=self.palette,
                                    size=self._card_size("trick"), names=shown.seats,
                                    title=tr("Trick {trick} so far", trick=d.trick), rules=d.rules)),
                  cls="pt-review-position-text")

    def _all_html(self) -> Markup:
        r = self.review
        costly = set(map(id, self.mistakes))
        items = []
        for d in r.by_cost():
            tag = (tr("Mistake") if id(d) in costly else
                   tr("Only legal card") if d.forced else
                   gettext(_KIND_WORDS[d.kind]) if d.kind in _KIND_WORDS else d.kind)
            if id(d) in costly and id(d) not in self.seen:  # not answered yet: no spoiler
                said = [el("p", d.sentences[0], cls="pt-review-sentence"),
                        el("p", tr("Its answer is kept until you try this mistake above (or "
                                   "show its answer there)."), cls="pt-review-kept")]
            else:
                said = _sentences(d.sentences)
            items.append(el("li", el("b", tr("{tag}: ", tag=tag), cls="pt-review-tag"), said,
                            cls="pt-review-item"))
        return el("div", el("h3", tr("All your decisions, costly first"),
                            cls="pt-review-heading"),
                  el("ol", items, cls="pt-review-list"))

    def __repr__(self) -> str:
        state = ("computing" if self._running else "not reviewed" if self.review is None
                 else f"{len(self.mistakes)} costly decisions")
        return f"<HandReview seat={self.seat} {state}>"


def _lower(err: Exception) -> str:
    text = str(err).strip().rstrip(".")
    return text[:1].lower() + text[1:]


def _table_names_for(source) -> Names:
    """The compass names of the source's rules (what the table and the walkthrough call
    the seats)."""
    rules = source.rules if isinstance(source, Game) else Game.from_record(source).rules
    return table_names(rules)


def _why_not(source) -> str:
    """For a finished hand (a Game) under rules the review does not take (three-handed),
    the sentence saying so; else ""."""
    if not isinstance(source, Game) or not source.hand_results or source.phase not in (
            Phase.SCORE, Phase.GAME_OVER):
        return ""
    return why_no_review(source.rules)


class ReviewPanel:
    """The button that opens a :class:`HandReview` of a finished hand (the play table's
    "Review my hand"; in the walkthrough "Review" with a choice of seat), and the place
    below where it opens.

    Put :attr:`bar` (the controls) and :attr:`area` (the review) where they belong, and
    call :meth:`follow` whenever the hand shown changes: the controls are shown only for a
    finished hand under four-hand partnership rules (the ones the solver plays), and a
    review of another hand (or another state of the game) is closed.

    Args:
        label: the button's text, in English, translated where shown (mark it with ``N_`` for the
            catalogs; by default "Review my hand"). choose_seat: offer a "Review seat" choice (else the
            seat given to :meth:`follow` is reviewed). kwargs: passed to HandReview.

    Attributes: ``bar``, ``area``, ``box`` (both in one widget), ``button``, ``seat_picker`` (a Dropdown, hidden unless
    ``choose_seat``), ``review`` (the open HandReview, or None).
    """

    def __init__(self, label: "str | None" = None, *, choose_seat: bool = False,
                 **kwargs):
        self.label = tr("Review my hand") if label is None else gettext(label)
        self.kwargs = kwargs
        self.source = None
        self.seat = 0
        self.hand: "int | None" = None
        self._key = None
        self.review: HandReview | None = None
        self.button = Button(description=self.label, button_style="info",
                             tooltip=tr("See which of your decisions cost points, and retry "
                                        "them (takes a few seconds)"))
        self.button.on_click(lambda _b: self.toggle())
        self.seat_picker = _classed(controls.Dropdown(
            options=[(n, s) for s, n in enumerate(seat_names(CARDGAMES_IO))], value=0,
            description=tr("Review seat")), "pt-fit-label", "pt-w-review-seat")
        self.choose_seat = choose_seat
        controls.show(self.seat_picker, choose_seat)
        # Said instead of the button after a finished hand the review cannot take.
        self.note = widgets.HTML()
        self.bar = _classed(widgets.HBox([self.seat_picker, self.button, self.note]),
                            "pt-review-bar")
        self.area = _classed(widgets.VBox([]), "pt-review-area")
        self._box: "widgets.VBox | None" = None
        controls.show(self.bar, False)

    @property
    def box(self) -> widgets.VBox:
        """The controls above the review, in one widget, for a page that shows the panel
        on its own (the lesson "Learn from your hand"); made once."""
        if self._box is None:
            self._box = _classed(widgets.VBox([stylesheet(), self.bar, self.area]),
                                 "pt-root", "pt-font", "pt-review-panel")
            projector.follow(self._box)
            projector.offer_switch(self._box)
            page_language.offer(self._box)
        return self._box

    def follow(self, source, seat: int, *, hand: "int | None" = None, key=None) -> None:
        """The hand shown now: ``source`` a Game (or a record, with ``hand`` its number),
        ``seat`` the person's seat; ``key`` names this state (a review opened for another
        key is closed). The controls show when the hand is finished and reviewable."""
        if key != self._key:
            self.close()
            if self.choose_seat and isinstance(seat, int) and 0 <= seat < 4:
                self.seat_picker.value = seat
        self._key = key
        self.source, self.hand = source, hand
        self.seat = seat
        reason = _why_not(source)
        ok = not reason and _reviewable(source)
        controls.show(self.button, ok)
        controls.show(self.seat_picker, ok and self.choose_seat)
        self.note.value = message(reason, "info", word="") if reason else ""
        controls.show(self.bar, ok or bool(reason))

    def toggle(self) -> None:
        """Open the review (or close the one open)."""
        if self.review is not None:
            self.close()
        else:
            self.open()

    def open(self) -> "HandReview | None":
        """Open the review of the hand followed, for the seat chosen, below; returns it."""
        if self.source is None:
            return None
        self.close()
        seat = self.seat_picker.value if self.choose_seat else self.seat
        self.review = HandReview(self.source, seat, hand=self.hand, run=False, **self.kwargs)
        self.area.children = [self.review]
        self.button.description = tr("Close the review")
        self.review.run()
        return self.review

    def close(self) -> None:
        """Close the open review (its widgets are closed too)."""
        old, self.review = self.review, None
        self.area.children = []
        self.button.description = self.label
        close_all(old)


def _reviewable(source) -> bool:
    """Whether ``source`` can be offered for review: a Game whose hand is over (scored)
    under rules the solver plays; a record is offered (the review says if it cannot be
    made)."""
    if not isinstance(source, Game):
        return source is not None  # a record: the review says if it cannot be made
    try:
        check_solver_rules(source.rules)
    except PinochleError:
        return False
    return bool(source.hand_results) and source.phase in (Phase.SCORE, Phase.GAME_OVER)
