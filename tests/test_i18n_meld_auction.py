"""The meld widgets, the auction widgets, the hand widget, the deal chooser and the messages
of the number boxes speak Polish, Czech and Icelandic (issue 19), as drawn after
set_language; English again after set_language("en").

The expectations are written by hand from each language's grammar (the case a verb or a
preposition asks for, three plural forms in Polish and Czech, two in Icelandic) and with the
game's own terms (pl licytacja, oferta, pas, musik, atut; cs licitace, nabídka, pas, talon,
trumfy; is uppboð, boð, pass, ekkja, tromp), not copied from output. Seat names (South...)
and the engine's own sentences (a bid's reason, a card error) belong to other modules and
are not checked here.
"""

from __future__ import annotations

import re

import pytest

from pinochle_teach import set_language
from pinochle_teach.errors import LanguageError
from pinochle_teach.numbers import counted, parse_whole
from pinochle_teach.players import RandomPlayer
from pinochle_teach.rules import THREE_HANDED
from pinochle_teach.widgets import page_language
from pinochle_teach.widgets.auction_replay import AuctionReplay
from pinochle_teach.widgets.auction_view import AuctionView
from pinochle_teach.widgets.choosers import DealBox
from pinochle_teach.widgets.common import InvalidSeedError, parse_seed
from pinochle_teach.widgets.hand import HandView
from pinochle_teach.widgets.meld_dashboard import MeldDashboard
from pinochle_teach.widgets.meld_view import MeldView

LANGS = ("pl", "cs", "is")
# English words of the texts these widgets own; none may be left in a translation.
ENGLISH = re.compile(r"\b(the|and|with|deal|deals|bid|bids|widow|trump|cards?|show|hand|"
                     r"points|auction|passed|dealer|must|whole number|face|team|class|"
                     r"e\.g\.|near misses|type)\b", re.I)


@pytest.fixture(autouse=True)
def english_after():
    yield
    set_language("en")
    page_language.reset()


def _text(html: str) -> str:
    return re.sub(r"\s+", " ", re.sub(r"<[^>]+>", " ", str(html)))


def _error(call, *args, **kwargs) -> str:
    with pytest.raises(Exception) as info:
        call(*args, **kwargs)
    return str(info.value)


def _controls(widget) -> list[str]:
    """The labels a person meets on the widget's controls."""
    out = []
    for w in [v for k, v in vars(widget).items() if not k.startswith("_")]:
        for attr in ("description", "tooltip", "placeholder"):
            value = getattr(w, attr, None)
            if isinstance(value, str) and value:
                out.append(value)
        options = getattr(w, "options", None)
        if isinstance(options, tuple) and options and isinstance(options[0], tuple):
            out += [label for label, _v in options]
        out += [t for t in getattr(w, "tooltips", ()) or () if isinstance(t, str)]
    return out


def _no_english(texts) -> None:
    for text in texts:
        found = ENGLISH.search(_text(text))
        assert found is None, f"English {found.group(0)!r} left in {text!r}"


# --- numbers, seeds, the language error --------------------------------------------------

def test_number_box_messages():
    set_language("pl")
    msg = _error(parse_seed, "7²")
    assert msg.startswith("W polu „numer rozdania” musi być liczba całkowita od 0 do "
                          "999\u00a0999\u00a0999, np. 7;")
    assert "nie jest żadną z cyfr 0–9" in msg
    assert _error(parse_seed, "").startswith("Pole „numer rozdania” jest puste")
    assert "'-3' to mniej niż 0." in _error(parse_seed, "-3")
    assert "ma 11 cyfr, o wiele za dużo" in _error(parse_seed, "9" * 11)
    assert "ma 22 cyfry" in _error(parse_seed, "9" * 22)
    bid = _error(parse_whole, "abc", "bid", low=250, unit="points", example=250)
    assert bid.startswith("W polu „oferta” musi być liczba całkowita punktów, 250 lub więcej")
    assert isinstance(_seed_error("x"), InvalidSeedError)

    set_language("cs")
    assert _error(parse_seed, "①").startswith("V poli „číslo rozdání“ musí být celé číslo")
    assert "má 11 číslic, příliš mnoho" in _error(parse_seed, "9" * 11)
    # Czech: 2 to 4 take "číslice" (and only those: 23 is "23 číslic").
    assert "má 3 číslice" in _error(parse_whole, "123", "bid", low=0, high=9)
    assert "má 23 číslic" in _error(parse_seed, "9" * 23)
    assert "(v bodech)" in _error(parse_whole, "x", "meld", unit="points")

    set_language("is")
    assert _error(parse_seed, "1.5").startswith("Í reitnum „gjafarnúmer“ á að vera heil tala "
                                                "frá 0 til")
    assert "hefur 11 tölustafi" in _error(parse_seed, "9" * 11)
    assert "hefur 21 tölustaf," in _error(parse_seed, "9" * 21)

    set_language("en")
    assert _error(parse_seed, "7²") == (
        "The deal number must be a whole number from 0 to 999,999,999, e.g. 7; '7²' is not a "
        "whole number ('²' is not one of the digits 0-9).")


def _seed_error(text):
    try:
        parse_seed(text)
    except InvalidSeedError as err:
        return err
    return None


def test_counted_in_each_language():
    set_language("pl")
    assert [counted(n, "card") for n in (1, 3, 5, 22)] == ["1 karta", "3 karty", "5 kart",
                                                           "22 karty"]
    assert counted(12, "point") == "12 punktów"
    set_language("cs")
    assert [counted(n, "card") for n in (1, 4, 5)] == ["1 karta", "4 karty", "5 karet"]
    set_language("is")
    assert counted(21, "point") == "21 stig" and counted(3, "face-down card") == \
        "3 spil á grúfu"
    set_language("en")
    assert counted(1, "card") == "1 card" and counted(2, "point") == "2 points"


def test_language_error_and_the_pages_note():
    set_language("cs")
    msg = _error(set_language, "xx")
    assert msg.startswith("neznámý jazyk 'xx': k dispozici jsou en (English)")
    with pytest.raises(LanguageError):
        set_language("xx")
    # The page's note is said in the language the page speaks instead, not the kernel's.
    code, note = page_language.choose("lang=xx", "pl-PL,pl;q=0.9")
    assert code == "pl"
    assert note.startswith("Adres strony prosi o lang='xx': nieznany język 'xx'")
    code, note = page_language.choose("lang=de", "is")
    assert code == "is" and note.startswith("Slóð síðunnar biður um lang='de': óþekkt "
                                            "tungumál")
    code, note = page_language.choose("lang=xx", "")
    assert code == "en" and note.startswith("The page's address asks for lang='xx': unknown "
                                            "language 'xx': the kit speaks en (English)")


# --- meld widgets ------------------------------------------------------------------------

def test_meld_view():
    set_language("pl")
    view = MeldView("AH TH KH KH QH JH QS JD", trump="H", editable=True)
    assert view.hand_box.description == "Ręka"
    assert view.show_button.description == "Pokaż meldy"
    assert view.trump_buttons.description == "Atut"
    assert [label for label, _ in view.trump_buttons.options] == [
        "♠ Piki", "♥ Kiery", "♦ Kara", "♣ Trefle"]
    assert [v for _, v in view.trump_buttons.options] == ["S", "H", "D", "C"]
    assert view.trump_buttons.tooltips[0] == "Ustaw piki jako atut"
    table = _text(view.classes_view.value)
    assert "Meldy według klas, gdy atutem są kiery (♥)" in table
    assert "Klasa 1: runy, małżeństwa i dix" in table and "Meldy razem" in table
    assert "O krok od meldu" in view.near_view.value
    _no_english(_controls(view) + [view.classes_view.value])

    set_language("cs")
    view = MeldView("", trump="S", editable=True)
    assert "Zatím žádné karty: zapiš ruku do pole, např." in view.drawing.value
    assert view.trump_buttons.tooltips[2] == "Nastav káry jako trumfy"

    set_language("is")
    view = MeldView("AS TS KS QS JS 9S", trump="S")
    assert view.trump_buttons.tooltips[1] == "Gera hjörtu að trompi"
    assert "Samstæður eftir flokkum þegar spaði er tromp (♠)" in _text(view.classes_view.value)

    set_language("en")
    view = MeldView("AS TS KS QS JS 9S", trump="S", editable=True)
    assert view.show_button.description == "Show meld"
    assert view.trump_buttons.tooltips[0] == "Make spades trump"


def test_meld_dashboard_four_and_three_handed():
    set_language("pl")
    dash = MeldDashboard(7, "S")
    assert dash.new_deal_button.description == "Nowe rozdanie"
    assert [label for label, _ in dash.size_picker.options] == ["Mały", "Średni", "Duży"]
    assert [label for label, _ in dash.palette_picker.options][0] == "Klasyczne"
    assert dash.palette_picker.value == "classic"
    label = dash.deal_label.value
    assert "Rozdanie nr 7, rozdaje" in label
    assert "te same cztery ręce" in label
    assert "Meldy drużyn, gdy atutem są piki (♠):" in _text(dash.totals_view.value)
    _no_english(_controls(dash) + [label, dash.totals_view.value])

    dash = MeldDashboard(7, "S", rules=THREE_HANDED)
    assert dash.widow_picker.description == "Musik"
    assert [label for label, _ in dash.widow_picker.options][:2] == ["Zakryty", "Odkryty"]
    assert "Musik: 3 karty zakryte." in _text(dash.widow_view.value)
    assert "odkłada 3 karty" in _text(dash.widow_view.value)
    assert "po 15 kart i musik (3)" in dash.deal_label.value
    dash.set_widow("sideways")
    assert "musik może być 'down' (zakryty)" in dash.message.value

    set_language("cs")
    dash = MeldDashboard(7, "S", rules=THREE_HANDED, widow="up")
    widow = _text(dash.widow_view.value)
    assert "Talon lícem nahoru:" in widow and "před odložením 3 karet" in widow
    assert "každý má 15 karet a talon má 3" in dash.deal_label.value
    dash.show_deal("x")
    assert "V poli „číslo rozdání“ musí být celé číslo" in dash.message.value

    set_language("is")
    dash = MeldDashboard(7, "S", rules=THREE_HANDED, widow=1)
    assert "vann uppboðið og tók ekkjuna" in _text(dash.widow_view.value)
    assert dash.seed_box.description == "Fara í gjöf nr."
    assert "Samstæður hvers leikmanns (engir félagar) þegar spaði er tromp" in \
        _text(dash.totals_view.value)

    set_language("en")
    dash = MeldDashboard(7, "S", rules=THREE_HANDED)
    assert "Widow: 3 cards face down." in _text(dash.widow_view.value)
    assert dash.widow_picker.options[0] == ("Face down", "down")


# --- auction widgets ---------------------------------------------------------------------

def _live():
    return AuctionView(dealer=3, seed=5, players={s: RandomPlayer(s) for s in (1, 2, 3)})


def test_live_auction():
    set_language("pl")
    view = _live()
    assert [b.description for b in view.bid_buttons] == ["Licytuj 250", "Licytuj 260", "Pas"]
    assert [b.value for b in view.bid_buttons] == [250, 260, None]
    assert view.bid_buttons[0].tooltip == "Zalicytuj 250 punktów"
    assert "Możesz zalicytować 250 lub 260 albo spasować." in _text(view.legal_view.value)
    status = _text(view.status.value)
    assert "jeszcze nie ma żadnej oferty" in status
    assert "Oferta otwierająca: 250 lub 260; potem podbicie o 10 lub 20" in status
    assert "Licytacja" in view.table.value and "(rozdaje)" in view.table.value
    assert view.restart_button.description == "Od nowa"
    assert view.hand_view.title.startswith("Twoja ręka (") and "— licytuje" in \
        view.hand_view.title
    view.try_bid("abc")
    assert "W polu „oferta” musi być liczba całkowita punktów" in view.message.value
    view.go_to(2)
    assert "tylko zapisane licytacje" in view.message.value
    _no_english([b.description for b in view.bid_buttons] + [view.status.value,
                                                            view.table.value,
                                                            view.meld_hint.value])

    set_language("cs")
    view = _live()
    assert view.bid_buttons[-1].description == "Pas"
    assert "Můžeš nabídnout 250 nebo 260, nebo pasovat." in _text(view.legal_view.value)
    set_language("is")
    view = _live()
    assert view.bid_buttons[0].description == "Bjóða 250"
    assert "Þú mátt bjóða 250 eða 260 eða passa." in _text(view.legal_view.value)
    assert "fyrir hvert tromp sem sagnhafi gæti valið" in _text(view.meld_hint.value)

    set_language("en")
    view = _live()
    assert [b.description for b in view.bid_buttons] == ["Bid 250", "Bid 260", "Pass"]
    assert "You may bid 250 or 260, or pass." in _text(view.legal_view.value)


def test_auction_replay():
    set_language("pl")
    replay = AuctionReplay.for_deal(4, rules=THREE_HANDED)
    assert replay.forward_button.description == "Dalej ▶"
    assert replay.bid_button.description == "Sprawdź"
    replay.go_to(99)
    status = _text(replay.status.value)
    assert re.search(r"Krok (\d+) z \1:", status)
    assert "Koniec licytacji: kontrakt na" in status and "i wybierze atut." in status
    widow = _text(replay.widow_view.value)
    assert "Musik, odkryty:" in widow and "bierze te 3 karty i potem odkłada 3" in widow
    replay.try_bid("250")
    assert "cofnij się, aby wypróbować ofertę" in replay.message.value
    replay.go_to(0)
    assert "Krok 0 z" in _text(replay.status.value)
    assert "naciśnij Dalej" in _text(replay.legal_view.value)
    replay.try_bid("pass")
    assert "może tu spasować: to dozwolone." in replay.message.value

    set_language("cs")
    replay = AuctionReplay.for_deal(4, rules=THREE_HANDED)
    assert "Talon: 3 karty lícem dolů." in _text(replay.widow_view.value)
    replay.bid(250)
    assert "Tato licitace je záznam" in replay.message.value

    set_language("is")
    replay = AuctionReplay.for_deal(4, rules=THREE_HANDED)
    assert "Ekkjan: 3 spil á grúfu." in _text(replay.widow_view.value)
    assert replay.end_button.description == "Endir ▶▶"

    set_language("en")
    replay = AuctionReplay.for_deal(4, rules=THREE_HANDED)
    assert "The widow: 3 cards face down." in _text(replay.widow_view.value)


# --- hand and deal box -------------------------------------------------------------------

def test_hand_buttons_put_the_card_in_the_verbs_case():
    set_language("pl")
    hand = HandView("AS QS KH", choices=["QS"], verb="Play")
    assert [b.description for b in hand.buttons] == [
        "As pik: niedozwolona", "Zagraj damę pik", "Król kier: niedozwolona"]
    assert "Brak kart" in HandView("").picture.value
    set_language("cs")
    hand = HandView("QS", choices=["QS"], verb="Give")
    assert hand.buttons[0].description == "Dej pikovou dámu"
    set_language("is")
    hand = HandView("QS", choices=["QS"], verb="Play")
    assert hand.buttons[0].description == "Spila spaðadrottningu"
    assert "4 spil á grúfu" in HandView("AS TS KS QS", face_down=True).picture.value
    set_language("en")
    hand = HandView("QS", choices=["QS"], verb="Play")
    assert hand.buttons[0].description == "Play queen of spades"


def test_deal_box():
    refused = []
    set_language("cs")
    box = DealBox(5, lambda n: True, refused.append)
    assert box.box.description == "Rozdání č." and box.button.description == "Ukázat rozdání"
    assert box.box.placeholder == "např. 6"
    box.submit("sedm")
    assert refused[-1].startswith("V poli „číslo rozdání“")
    _no_english([box.box.description, box.box.tooltip, box.button.tooltip])
    set_language("en")
    assert DealBox(5, lambda n: True, refused.append).button.description == "Show deal"


@pytest.mark.parametrize("lang, reason", [
    ("pl", "oferta musi przebić 250 dokładnie o 10 lub 20"),
    ("cs", None), ("is", None)])
def test_the_refused_bids_listed_give_the_reason_alone_in_every_language(lang, reason):
    """The auction view lists a few bids that are not legal, each with its reason: the
    reason alone, not the whole refusal ("240: 240 is not a legal bid: ...; legal now ...")
    as the other languages showed it."""
    from pinochle_teach.auction import Auction
    from pinochle_teach.i18n import language
    from pinochle_teach.widgets.auction_draw import illegal_examples

    a = Auction(0)
    a.bid(250)
    with language(lang):
        examples = illegal_examples(a)
        whole = [str(e) for e in _refusals(a, [p for p, _ in examples])]
    assert examples
    for (points, text), refusal in zip(examples, whole):
        assert not text.startswith(str(points)), text
        assert text in refusal and len(text) < len(refusal) - 20, (text, refusal)
    if reason:
        assert examples[0][1] == reason


def _refusals(a, bids):
    from pinochle_teach.errors import IllegalBidError

    out = []
    for points in bids:
        try:
            a.copy().bid(points)
        except IllegalBidError as err:
            out.append(err)
    return out
