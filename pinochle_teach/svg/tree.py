"""The markup kit of the drawings: ElementTree trees written out deterministically.

Drawings are built as :mod:`xml.etree.ElementTree` trees (:func:`el`) and written by
:func:`markup`, which sets attributes in the order given and escapes ``& < > "``, so the same
tree always gives the same text. Numbers go through :func:`num` (at most two decimals).
"""

from __future__ import annotations

from xml.etree.ElementTree import Element, SubElement

__all__ = ["SVG_NS", "FONT", "el", "frozen", "markup", "num", "text", "text_width"]

#: The SVG namespace, written as the ``xmlns`` of every outer ``<svg>``.
SVG_NS = "http://www.w3.org/2000/svg"

#: The font stack of every drawn text (DejaVu Sans first: its widths are in :func:`text_width`).
FONT = "'DejaVu Sans','Liberation Sans',Arial,Helvetica,sans-serif"

# HTML elements are always written with an end tag (``<td></td>``): an HTML parser reads
# ``<td/>`` or ``<div/>`` as a start tag only. Empty SVG elements are written ``<path …/>``.
_HTML_TAGS = frozenset(("div", "span", "p", "b", "noscript", "table", "caption", "thead",
                        "tbody", "tfoot", "tr", "th", "td"))


_ESCAPES = str.maketrans({"&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;"})
_ESCAPED: dict[str, str] = {}  # the same colours, fonts and paths come back in every card


def _esc(value: str) -> str:
    """Escape text for an element body or a double-quoted attribute."""
    done = _ESCAPED.get(value)
    if done is None:
        done = value.translate(_ESCAPES)
        if len(_ESCAPED) < 20_000:
            _ESCAPED[value] = done
    return done


def _write(node: Element, out: list[str]) -> None:
    done = _FROZEN.get(id(node))
    if done is not None and done[0] is node:
        out.append(done[1])
        if node.tail:
            out.append(_esc(node.tail))
        return
    tag = node.tag
    out.append("<" + tag + "".join([f' {name}="{_esc(value)}"'
                                    for name, value in node.attrib.items()]))
    if len(node) or node.text or tag in _HTML_TAGS:
        out.append(">" + _esc(node.text) if node.text else ">")
        for child in node:
            _write(child, out)
        out.append(f"</{tag}>")
    else:
        out.append("/>")
    if node.tail:
        out.append(_esc(node.tail))


def markup(node: Element) -> str:
    """The text of a drawing's tree: attributes in the order they were set, ``&<>"``
    escaped, empty SVG elements closed with ``/>`` and HTML elements always with an end
    tag (so the text is both well-formed XML and the HTML a browser expects)."""
    out: list[str] = []
    _write(node, out)
    return "".join(out)


# id -> (tree, its text without the tail) for trees that will not change. The entry holds the
# tree, so its id cannot be reused while the entry exists; cleared when it grows.
_FROZEN: dict[int, tuple[Element, str]] = {}


def frozen(node: Element) -> Element:
    """Mark ``node`` (a whole tree) as final: its text is computed now and reused wherever
    the tree is written again, e.g. a cached card appearing in many hands. Never change a
    frozen tree."""
    if len(_FROZEN) > 8192:
        _FROZEN.clear()
    tail, node.tail = node.tail, None
    _FROZEN[id(node)] = (node, markup(node))
    node.tail = tail
    return node


def el(tag: str, attrs: "dict[str, object] | None" = None, body: "str | None" = None,
       parent: "Element | None" = None) -> Element:
    """A new element ``tag`` with ``attrs`` (values made strings, kept in this order) and the
    text ``body``, appended to ``parent`` if given."""
    attrib = {k: v if isinstance(v, str) else str(v) for k, v in (attrs or {}).items()}
    node = Element(tag, attrib) if parent is None else SubElement(parent, tag, attrib)
    if body is not None:
        node.text = body
    return node


def num(x: float) -> str:
    """A number for an attribute: at most two decimals, no trailing zeros."""
    out = f"{x:.2f}".rstrip("0").rstrip(".")
    return "0" if out in ("-0", "") else out


def text(parent: Element, x: float, y: float, body: str, *, size: float, colour: str,
         extra: "dict[str, str] | None" = None) -> None:
    """A bold ``<text>`` centred on (x, y) in ``parent``; ``size`` in px, ``extra`` more
    attributes (e.g. ``letter-spacing``)."""
    el("text", {"x": num(x), "y": num(y), "font-family": FONT, "font-size": num(size),
                "font-weight": "bold", "fill": colour, "text-anchor": "middle",
                **(extra or {})}, str(body), parent)


# Advance widths (em) of DejaVu Sans Bold, the widest of the fonts asked for, so that text
# measured with them fits in any of the fallbacks.
_EM = {" ": 0.35, "i": 0.35, "l": 0.35, "j": 0.35, "f": 0.44, "t": 0.48, "r": 0.5,
       "I": 0.37, "J": 0.37, "m": 1.05, "w": 0.93, "M": 1.0, "W": 1.1, "+": 0.84,
       "–": 0.5, "—": 1.0, "·": 0.38, ".": 0.38, ",": 0.38, ":": 0.4, "×": 0.84}


def text_width(line: str, font_size: float) -> float:
    """The width in px of ``line`` in the bold sans-serif font at ``font_size`` px (for
    layout; a slight overestimate)."""
    total = 0.0
    for ch in line:
        if ch in _EM:
            total += _EM[ch]
        elif ch.isdigit():
            total += 0.7
        elif ch.isupper():
            total += 0.8
        else:
            total += 0.7
    return total * font_size
