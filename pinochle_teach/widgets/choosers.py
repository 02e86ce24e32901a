"""Controls that choose what a replaying widget shows: a deal number, or a saved record.

:class:`DealBox` is the "Deal #" box of the walkthrough and the auction replay: a student
types a deal number (read by :func:`~pinochle_teach.widgets.common.parse_seed`, as every
deal box of the kit) and presses Enter or the button next to it. :class:`RecordUpload` is the
"Load record" button: it opens a game record saved by the table's "Save record" or
:meth:`Game.save <pinochle_teach.game.Game.save>`, read by
:func:`~pinochle_teach.records.check_record` (at most
:data:`~pinochle_teach.records.MAX_RECORD_BYTES`). Both are :class:`~.controls.Guarded`
(closed, disabled or hidden, they take nothing from the page), and both hand what was chosen
to their owner's callback; a bad number or file becomes a sentence for the owner's message,
never a traceback, and the owner keeps what it showed.
"""

from __future__ import annotations

from collections.abc import Callable

import ipywidgets as widgets

from ..errors import InvalidRecordError, PinochleError
from ..i18n import N_, tr
from ..numbered import numbered_deal
from ..numbers import grouped
from ..players import play_deal
from ..records import MAX_RECORD_BYTES, check_record
from . import controls
from .common import MAX_SEED, parse_seed
from .controls import Button

__all__ = ["DealBox", "DealChooser", "RecordUpload", "RECORD_ACCEPTED", "record_accepted",
           "record_deal_number"]

#: What the "Load record" button accepts, in words, for every message about a bad file.
RECORD_ACCEPTED = (f"Load record opens a game record saved by the play table's \"Save "
                   f"record\" (a .json file of at most {MAX_RECORD_BYTES // 1024 // 1024} MB)")


def record_accepted() -> str:
    """:data:`RECORD_ACCEPTED` in the current language."""
    return tr("Load record opens a game record saved by the play table's \"Save record\" "
              "(a .json file of at most {megabytes} MB)",
              megabytes=MAX_RECORD_BYTES // 1024 // 1024)


def record_deal_number(record: dict, rules) -> "int | None":
    """The deal number whose cards and dealer a game record's first hand has (its seed),
    or None: a record with hands of its own, or whose first dealer was chosen
    (``Game(seed, dealer=...)``), is not deal #seed."""
    seed = record.get("seed")
    if not isinstance(seed, int) or isinstance(seed, bool) or "hands" in record:
        return None
    try:
        own = numbered_deal(seed, rules).dealer
    except PinochleError:
        return None
    return seed if record.get("dealer") == own else None


class DealBox(widgets.HBox):
    """A "Deal #" box and a button: Enter in the box or a click shows that deal.

    Args:
        value: the number shown at first (an int), or ``None`` for an empty box.
        on_deal: called with the deal number (an int 0..MAX_SEED); returns True when it
            showed the deal.
        on_refuse: called with a sentence when the text is not a deal number.
        button_text, tooltip: the button's label and the box's tooltip.

    Attributes: ``box`` (the :class:`~.controls.Text`), ``button``.
    """

    def __init__(self, value: "int | None", on_deal: Callable[[int], bool],
                 on_refuse: Callable[[str], None], *, button_text: str = N_("Show deal"),
                 tooltip: str = ""):
        self.on_deal, self.on_refuse = on_deal, on_refuse
        self.box = controls.Text(
            value="" if value is None else str(value), description=tr("Deal #"),
            placeholder=tr("e.g. {example}", example=6),
            tooltip=tooltip or tr("A deal number from 0 to {most}: the same number gives the "
                                  "same cards on every page. Press Enter to show it.",
                                  most=grouped(MAX_SEED)))
        self.box.add_class("pt-fit-label")
        self.box.add_class("pt-w-seed")
        self.button = Button(description=tr(button_text),
                             tooltip=tr("Show the deal with the number in the box"))
        # Enter arrives as the Text widget's "submit" message (as in the play table's box:
        # continuous_update=False would also fire when the box loses focus).
        self.box.on_msg(self._on_msg)
        self.button.on_click(lambda _b: self.submit())
        super().__init__([self.box, self.button])
        self.add_class("pt-deal-box")

    def _on_msg(self, _widget, content, _buffers) -> None:
        if isinstance(content, dict) and content.get("event") == "submit":
            self.submit()

    def submit(self, text: "str | int | None" = None) -> bool:
        """Show the deal typed in the box (or ``text``). A bad number goes to ``on_refuse``
        (the owner's message) and nothing else changes."""
        try:
            number = parse_seed(self.box.value if text is None else text)
        except PinochleError as err:
            self.on_refuse(str(err))
            return False
        if not self.on_deal(number):
            return False
        if self.box.value.strip() != str(number):
            self.box.value = str(number)
        return True


class DealChooser(DealBox):
    """The "Deal #" box of a widget that replays a deal: the number typed is the numbered
    deal (:func:`~pinochle_teach.numbered.numbered_deal`) played by the kit's computer
    players (:func:`pinochle_teach.players.play_deal`) under the owner's rules, and the
    game played is handed to the owner to show (the walkthrough and the auction replay).

    Args:
        value: the owner's deal number now (an int), or ``None`` (an empty box).
        rules: called with no argument, gives the owner's :class:`~pinochle_teach.rules.RuleSet`
            now (a three-handed walkthrough plays three-handed deals).
        on_game: called with the :class:`~pinochle_teach.game.Game` played; it shows it, or
            raises a :class:`PinochleError` (changing nothing) when it cannot.
        on_refuse: called with a sentence: a text that is not a deal number, or why the
            deal could not be played or shown.
        verb: what the computer players do with the deal, for the box's tooltip ("play",
            "bid").
        button_text: the button's label.
    """

    def __init__(self, value: "int | None", rules: Callable[[], object],
                 on_game: Callable[[object], None], on_refuse: Callable[[str], None], *,
                 verb: str = "play", button_text: str = N_("Show deal")):
        self.rules, self.on_game = rules, on_game
        if verb == "play":
            tip = tr("A deal number: the kit's computer players play that deal, the same "
                     "cards as on every page. Press Enter to show it.")
        elif verb == "bid":
            tip = tr("A deal number: the kit's computer players bid that deal, the same "
                     "cards as on every page. Press Enter to show it.")
        else:
            tip = tr("A deal number: the kit's computer players {verb} that deal, the same "
                     "cards as on every page. Press Enter to show it.", verb=verb)
        super().__init__(value, self.show, on_refuse, button_text=button_text, tooltip=tip)

    def show(self, number: int) -> bool:
        """Play deal ``number`` under the owner's rules and hand it to ``on_game``. Returns
        True if it was shown; otherwise ``on_refuse`` gets the reason and False is
        returned."""
        try:
            self.on_game(play_deal(number, self.rules()))
        except PinochleError as err:
            self.on_refuse(str(err))
            return False
        return True

    def show_number(self, number: "int | None") -> None:
        """Put the owner's deal number in the box (``None``: empty it), e.g. after a
        record was loaded some other way."""
        text = "" if number is None else str(number)
        if self.box.value != text:
            self.box.value = text


class _Upload(controls.Guarded, widgets.FileUpload):
    """A Guarded FileUpload: a value the page sends that ipywidgets cannot read (a file
    entry without its name or content) is dropped, not raised."""

    def _handle_msg(self, msg):
        try:
            return super()._handle_msg(msg)
        except (KeyError, TypeError, ValueError, AttributeError):
            return None


class _NoPicker:
    """Marks that anywidget is not installed (JupyterLite): ipywidgets' FileUpload then."""


_PICKER: "type | None" = None


def _picker_class():
    """The anywidget class of the "Load record" button (made when first needed, so that
    importing the widgets does not import anywidget), or None without anywidget."""
    global _PICKER
    if _PICKER is None:
        try:
            import anywidget
        except ImportError:  # JupyterLite: ipywidgets' FileUpload instead
            _PICKER = _NoPicker
        else:
            import traitlets
            from importlib import resources

            class RecordPicker(controls.Guarded, anywidget.AnyWidget):
                """A "Load record" button whose page side (``recordupload.js``) reads
                "Load record" (FileUpload adds its file count) and checks a file's size
                before sending it: a file over ``max_bytes`` is only named (name and
                size), so that it gets its sentence instead of dropping the page's
                connection at voila's 10 MiB message limit. The file chosen arrives in
                ``value`` as FileUpload gives it (a tuple of one dict: ``name``, ``size``,
                ``type``, ``content``; ``content`` None for a file not sent)."""

                _esm = resources.files(__package__).joinpath("recordupload.js").read_text(
                    encoding="utf-8")
                description = traitlets.Unicode("Load record").tag(sync=True)
                accept = traitlets.Unicode("").tag(sync=True)
                disabled = traitlets.Bool(False).tag(sync=True)
                max_bytes = traitlets.Int(MAX_RECORD_BYTES).tag(sync=True)
                value = traitlets.Tuple()  # kernel side only: the file chosen
                input_keys = ()  # the page sets no state; the file comes as a message

                def __init__(self, **kwargs):
                    super().__init__(**kwargs)
                    self.on_msg(self._on_page_msg)

                def _on_page_msg(self, _widget, content, buffers) -> None:
                    if not isinstance(content, dict):
                        return
                    event = content.get("event")
                    if event not in ("file", "too_large", "unreadable"):
                        return
                    data = buffers[0] if event == "file" and buffers else None
                    self.value = ({"name": content.get("name"), "size": content.get("size"),
                                   "type": content.get("type"), "content": data},)

            _PICKER = RecordPicker
    return None if _PICKER is _NoPicker else _PICKER


class RecordUpload(widgets.HBox):
    """The "Load record" button: opens one saved game record (a JSON file).

    Args:
        on_record: called with the record (a dict, bounded by
            :func:`~pinochle_teach.records.check_record`) and the file's name; it shows the
            record, or says why not (keeping what it showed) and returns False.
        on_refuse: called with a sentence saying what was wrong with the file and what is
            accepted (:data:`RECORD_ACCEPTED`).

    Attributes: ``upload``: the button (one ``.json`` file at a time; its ``value`` is
    the file chosen, as ipywidgets' FileUpload gives it). Where anywidget is installed it
    is the kit's own button (``recordupload.js``): it reads "Load record", and a file over
    :data:`~pinochle_teach.records.MAX_RECORD_BYTES` is refused in the browser, before it
    is sent, with the same sentence (a file over voila's 10 MiB message limit would
    otherwise drop the page's connection without a word). Without anywidget
    (JupyterLite) it is ipywidgets' FileUpload.
    """

    def __init__(self, on_record: Callable[[dict, str], None],
                 on_refuse: Callable[[str], None]):
        self.on_record, self.on_refuse = on_record, on_refuse
        tooltip = tr("Open a game record saved by the play table")
        picker = _picker_class()
        if picker is None:  # JupyterLite: ipywidgets' own (it reads "Load record (0)")
            self.upload = _Upload(accept=".json,application/json", multiple=False,
                                  description=tr("Load record"), tooltip=tooltip)
        else:
            self.upload = picker(accept=".json,application/json",
                                 description=tr("Load record"),
                                 tooltip=tooltip, max_bytes=MAX_RECORD_BYTES)
        self.upload.add_class("pt-fit-buttons")
        self.upload.observe(self._on_value, names="value")
        super().__init__([self.upload])
        self.add_class("pt-record-upload")

    def _on_value(self, change) -> None:
        files = change["new"]
        if not files:
            return
        try:
            self.load(files[0])
        finally:
            # Forget the file, so that the same file can be chosen again and its bytes
            # do not stay in the widget's state.
            self.upload.set_trait("value", ())

    def load(self, item) -> bool:
        """Read one uploaded file (a dict-like with ``name``, ``size`` and ``content``, as
        ipywidgets gives it) and pass its record to ``on_record``. Returns True if it was
        shown; otherwise ``on_refuse`` gets a sentence and False is returned."""
        name = str(_field(item, "name") or tr("the file"))[:80]
        try:
            size = _field(item, "size")
            if isinstance(size, int) and size > MAX_RECORD_BYTES:
                raise InvalidRecordError(tr("it is {size} bytes, more than any game record",
                                            size=grouped(size)))
            content = _field(item, "content")
            if isinstance(content, memoryview):
                content = content.tobytes()
            if not isinstance(content, (bytes, bytearray)):
                raise InvalidRecordError(tr("its contents could not be read"))
            if len(content) > MAX_RECORD_BYTES:  # the size the page states may be wrong
                raise InvalidRecordError(tr("it is {size} bytes, more than any game record",
                                            size=grouped(len(content))))
            record = check_record(bytes(content))
        except PinochleError as err:
            self.on_refuse(tr("{file} could not be opened: {reason}. {accepted}.", file=name,
                              reason=_reason(err), accepted=record_accepted()))
            return False
        return self.on_record(record, name) is not False


def _field(item, key):
    try:
        return item[key]
    except (KeyError, TypeError, IndexError):
        return getattr(item, key, None)


def _reason(err: Exception) -> str:
    text = str(err).strip().rstrip(".")
    return text[:1].lower() + text[1:] if text else tr("it is not a game record")
