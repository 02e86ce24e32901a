"""The play table speaks Polish, Czech and Icelandic (issue 19): its controls, prompts,
buttons, log lines, status line, score sheet and the shared table's seat line follow
set_language when drawn, the seat and team names are translated (with the cases a sentence
asks for: Polish "Północy", Czech "Severu"), and English comes back after set_language("en").

The expectations are written by hand from each language's grammar (Polish and Czech have
three plural forms, Icelandic two), not copied from output.
"""

from __future__ import annotations

import html
import random
import re

import pytest

from pinochle_teach import set_language
from pinochle_teach.classroom import ClassStore, SharedTable
from pinochle_teach.game import Action
from pinochle_teach.i18n import gettext, language, ntr, tr
from pinochle_teach.players import Player, RandomPlayer
from pinochle_teach.rules import THREE_HANDED
from pinochle_teach.seating import (SEAT_NAMES, TEAM_NAMES, seat_name, seat_names, seat_words,
                                    side_names, table_names)
from pinochle_teach.widgets.scoresheet import ScoreSheet, score_text
from pinochle_teach.widgets.table import PlayTable, SharedPlayTable
from pinochle_teach.widgets.table.shared import JOIN_FROM_LINK


@pytest.fixture(autouse=True)
def english_after():
    yield
    set_language("en")


class Passer(Player):
    """Passes in every auction; otherwise takes the first legal action."""

    def choose(self, view):
        acts = view.legal_actions
        return Action("pass") if Action("pass") in acts else acts[0]


def plain(markup) -> str:
    """The text of drawn markup, without tags and entities."""
    return html.unescape(re.sub(r"<[^>]+>", " ", str(markup)))


def drawn(table: PlayTable) -> str:
    """Every text the table draws that this module owns (its controls, status, prompt,
    buttons, seats, centre, log)."""
    parts = [table.seed_box.description, table.seed_box.placeholder, table.seed_box.tooltip,
             table.new_game_button.description, table.new_game_button.tooltip,
             table.difficulty_picker.description, table.rules_picker.description,
             table.rules_picker.tooltip, table.palette_picker.description,
             table.file_box.description, table.file_box.tooltip,
             table.save_button.description, table.save_button.tooltip,
             table.hint_button.description, table.hint_button.tooltip,
             table.show_all_box.description, table.show_all_box.tooltip,
             plain(table.prompt.value), plain(table.centre.value),
             plain(table.log_view.value), table.meld_panel.get_title(0)]
    # The status line names the rule set by its engine name (the rules module's, not ours).
    parts.append(plain(table.status.value).replace(table.rules.variant_name, ""))
    parts += [plain(v.value) for v in table.seat_views.values()]
    for b in table.action_buttons:
        parts += [b.description, b.tooltip]
    return "\n".join(parts)


# English words of the table's texts ("partner" is Polish and Czech too, "Pass" Icelandic).
ENGLISH = re.compile(r"\b(South|West|North|East|You|Your|passed|deals|Hand|Trick|Score|"
                     r"Deal|Rules|Computer|Colours|File|Hint|Meld|Bid|bid|cards|"
                     r"game|trump|happened|the)\b")


def auction_table() -> PlayTable:
    """South to bid after the others passed (the opponents always pass)."""
    return PlayTable(seed=7, difficulty="easy", opponents=[Passer(), Passer(), Passer()])


@pytest.mark.parametrize("lang, seats, teams, north_dat", [
    ("pl", ("Południe", "Zachód", "Północ", "Wschód"), ("Południe–Północ", "Zachód–Wschód"),
     "Północy"),
    ("cs", ("Jih", "Západ", "Sever", "Východ"), ("Jih–Sever", "Západ–Východ"), "Severu"),
    ("is", ("Suður", "Vestur", "Norður", "Austur"), ("Suður–Norður", "Vestur–Austur"),
     "Norður"),
])
def test_seat_and_team_names(lang, seats, teams, north_dat):
    set_language(lang)
    assert seat_names() == seats
    assert side_names() == teams
    assert seat_name(2) == seats[2]
    assert table_names().seats == seats and table_names().sides == teams
    assert seat_names(THREE_HANDED) == (seats[0], seats[1], seats[3])
    assert side_names(THREE_HANDED) == (seats[0], seats[1], seats[3])
    assert seat_words()[2].dat == north_dat
    # The lang= keyword speaks one language for one call; the constants stay English.
    assert seat_names(lang="en") == SEAT_NAMES and side_names(lang="en") == TEAM_NAMES
    set_language("en")
    assert seat_names(lang=lang) == seats
    assert seat_names() == SEAT_NAMES == ("South", "West", "North", "East")
    assert side_names() == TEAM_NAMES


def test_a_seat_in_a_case_inside_a_sentence():
    # "You gave 10♠ to North": the receiver in the dative.
    words = seat_words()
    with language("pl"):
        assert tr("You gave {card} to {receiver}.", card="10♠",
                  receiver=words[2]) == "Dajesz 10♠ Północy."
        assert tr("{seat} passed a card to {receiver}.", seat=words[1],
                  receiver=words[3]) == "Zachód daje kartę Wschodowi."
    with language("cs"):
        assert tr("You gave {card} to {receiver}.", card="10♠",
                  receiver=words[2]) == "Dáváš 10♠ Severu."


def test_polish_table():
    set_language("pl")
    t = auction_table()
    c = t.controller
    assert t.seed_box.description == "Rozdanie nr"
    assert t.new_game_button.description == "Nowa gra"
    assert t.hint_button.description == "Podpowiedź"
    assert t.save_button.description == "Zapisz grę"
    assert t.rules_picker.description == "Zasady"
    # Option values stay the internal keys.
    assert t.rules_picker.value == "default"
    assert "Grasz jako Południe, partner: Północ" in plain(t.status.value)
    assert "Wynik: Południe–Północ 0 · Zachód–Wschód 0 (gra do 1500)" in plain(t.status.value)
    if c.game.to_move == c.seat:
        assert plain(t.prompt.value).strip() == "Twoja kolej w licytacji: otwórz albo pasuj."
        labels = [b.description for b in t.action_buttons]
        assert "Pas" in labels and "Licytuj 250" in labels
        tips = {b.description: b.tooltip for b in t.action_buttons}
        assert tips["Licytuj 250"] == "Otwórz licytację na 250"
    # The log: the seats that passed before South, in the present tense (no gender).
    assert any(re.fullmatch(r"(Zachód|Północ|Wschód) pasuje\.", e) for e in c.events)
    assert "Co się wydarzyło (najnowsze na końcu)" in t.log_view.value
    assert ENGLISH.search(drawn(t)) is None, ENGLISH.search(drawn(t))
    t.pass_()
    assert "Pasujesz." in c.events


def test_polish_plurals_and_score_sheet():
    set_language("pl")
    t = PlayTable(seed=21, difficulty="easy",
                  opponents=[RandomPlayer(1), RandomPlayer(2), RandomPlayer(3)])
    c = t.controller
    rng = random.Random(5)
    while c.game.phase.value != "score" and not c.game.is_over:
        acts = c.game.legal_actions()
        c.act(rng.choice(acts))
    t.refresh()
    sheet = plain(t.scoresheet.table.value)
    for header in ("Tabela wyników", "Rozdanie", "Rozdający", "Licytujący", "Atut", "Razem"):
        assert header in sheet
    assert "(zasady: " in sheet and "gra do 1500)" in sheet
    assert "Wynik rozdania 1: " in plain(t.result_view.value)
    assert plain(t.prompt.value).strip() == "Rozdanie 1 zakończone. Wynik jest poniżej."
    assert [b.description for b in t.action_buttons] == ["Następne rozdanie"]
    assert "Rozdanie 1 zostało policzone." in c.events
    t.next_deal()
    assert any(re.fullmatch(r"Rozdanie 2: rozdaje (Zachód|Północ|Wschód|Południe)\.", e)
               for e in c.events)
    # Three plural forms: 1 karta, 2-4 karty, 5+ kart (and 12-14 kart).
    assert ntr("{n} card in hand", "{n} cards in hand", 1) == "1 karta w ręce"
    assert ntr("{n} card in hand", "{n} cards in hand", 3) == "3 karty w ręce"
    assert ntr("{n} card in hand", "{n} cards in hand", 12) == "12 kart w ręce"
    assert ntr("{n} card in hand", "{n} cards in hand", 22) == "22 karty w ręce"
    assert ntr("Your hand ({seat}, {n} card)", "Your hand ({seat}, {n} cards)", 5,
               seat=seat_words()[0]) == "Twoja ręka (Południe, 5 kart)"
    empty = ScoreSheet()
    assert plain(empty.table.value).strip() == (
        "Tabela wyników:  żadne rozdanie nie zostało jeszcze policzone.")


def test_polish_three_handed_widow():
    set_language("pl")
    t = PlayTable(seed=3, rules="three-handed", difficulty="easy")
    widow = plain(t.seat_views["top"].value)
    assert "Musik" in widow
    if "Odkryty" not in widow:  # still face down: three cards, the few-form "karty"
        assert "3 karty grzbietem do góry. Zwycięzca licytacji bierze je" in widow
    assert ENGLISH.search(widow) is None, ENGLISH.search(widow)


def test_czech_table():
    set_language("cs")
    t = auction_table()
    c = t.controller
    assert t.seed_box.description == "Rozdání č."
    assert t.new_game_button.description == "Nová hra"
    assert t.hint_button.description == "Nápověda"
    assert "Hraješ za Jih, partner: Sever" in plain(t.status.value)
    if c.game.to_move == c.seat:
        assert plain(t.prompt.value).strip() == "Licituješ: zahaj licitaci, nebo pasuj."
        assert "Pas" in [b.description for b in t.action_buttons]
    assert any(re.fullmatch(r"(Západ|Sever|Východ) pasuje\.", e) for e in c.events)
    assert ENGLISH.search(drawn(t)) is None, ENGLISH.search(drawn(t))
    assert ntr("{n} card in hand", "{n} cards in hand", 1) == "1 karta v ruce"
    assert ntr("{n} card in hand", "{n} cards in hand", 4) == "4 karty v ruce"
    assert ntr("{n} card in hand", "{n} cards in hand", 12) == "12 karet v ruce"


ENGLISH_CHOICE = re.compile(r"\b(Four|players|partners|default|Three|Double|deck|Easy|Normal|"
                            r"Hard|Expert|random|heuristic|Classic|colour)\b")


def test_icelandic_table():
    set_language("is")
    t = auction_table()
    c = t.controller
    assert t.seed_box.description == "Gjöf nr."
    assert t.new_game_button.description == "Nýr leikur"
    assert t.hint_button.description == "Vísbending"
    # The pickers' choices, not only their names: no English rule set, level or palette.
    labels = [label for picker in (t.rules_picker, t.difficulty_picker, t.palette_picker)
              for label, _value in picker.options]
    assert not [x for x in labels if ENGLISH_CHOICE.search(x)], labels
    assert "Þú ert Suður, félagi: Norður" in plain(t.status.value)
    if c.game.to_move == c.seat:
        assert plain(t.prompt.value).strip() == "Þitt boð: opnaðu eða passaðu."
    assert any(re.fullmatch(r"(Vestur|Norður|Austur) passar\.", e) for e in c.events)
    assert ENGLISH.search(drawn(t)) is None, ENGLISH.search(drawn(t))
    # Icelandic: one form for 1, 21, 31... and the other for the rest.
    assert ntr("{n} player reached {target} on the same hand; the higher total wins (rules "
               "page §7).", "{n} players reached {target} on the same hand; the higher total "
               "wins (rules page §7).", 3, target=1500).startswith("3 leikmenn náðu 1500")


def test_score_words():
    class R:  # the fields score_text reads
        score, bidding_team, surrendered, made, meld = (-300, 0), 0, False, False, (250, 0)
    set_language("pl")
    assert score_text(R(), 0) == "−300 kontrakt przegrany"
    set_language("cs")
    assert score_text(R(), 0) == "−300 nesplněno"
    set_language("en")
    assert score_text(R(), 0) == "−300 set"


def test_shared_table_in_polish():
    set_language("pl")
    store = ClassStore(":memory:")
    ann = SharedPlayTable(SharedTable(store, "Table 1", seed=7, level="easy"), "Ann",
                          interval=0)
    SharedPlayTable(SharedTable(store, "Table 1"), "Ben", interval=0)
    ann.poll()
    seats = plain(ann.seats_view.value)
    assert "Południe: ty" in seats and "Zachód: Ben" in seats and "Wschód: komputer" in seats
    assert not ann.controller.undo()
    assert ann.controller.error == ("Przy wspólnym stole wszyscy gracze widzą tę samą grę, "
                                    "więc ruchu nie można cofnąć.")
    assert gettext(JOIN_FROM_LINK).startswith("Otwórz tę stronę z linku swojej klasy")


def test_english_again():
    set_language("pl")
    auction_table()
    set_language("en")
    t = auction_table()
    c = t.controller
    assert t.seed_box.description == "Deal #"
    assert t.new_game_button.description == "New game"
    assert "You are South, partner North" in plain(t.status.value)
    if c.game.to_move == c.seat:
        assert plain(t.prompt.value).strip() == "Your bid: open or pass."
    assert any(re.fullmatch(r"(West|North|East) passed\.", e) for e in c.events)
    assert seat_names() == SEAT_NAMES


@pytest.mark.parametrize("lang, winning, won", [
    ("pl", "wygrywa", "wzięła"), ("cs", "bere", "vzala"), ("is", "á slaginn", "tók")])
def test_the_winning_cards_badge_speaks_the_language(lang, winning, won):
    """The badge on the card that wins a trick (the play table, the walkthrough, lesson 5's
    diagrams) was English "winning"/"won" on every page."""
    from pinochle_teach.i18n import language
    from pinochle_teach.widgets.table.trick import trick_html

    names = ("S", "W", "N", "E")
    with language(lang):
        going = trick_html(["QH", "KH"], leader=1, winner=0, names=names)
        done = trick_html(["QH", "KH", "9H", "JH"], leader=1, winner=0, names=names)
    assert f">{winning}<" in going and "winning" not in going
    assert f">{won}<" in done and ">won<" not in done
