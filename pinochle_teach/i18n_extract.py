"""A Babel extractor for the notebooks' code cells (``make i18n-extract``; babel.cfg names it
in its ``[extractors]`` section).

The lessons in every language share the same code cells (only the markdown is translated),
so a text a code cell gives a widget (a MeldGallery example's name, an ``ask_fact`` prompt)
is marked there with ``N_("...")`` (or ``tr("...", n=...)`` when it has a placeholder) and
translated by the widget where it is drawn. This reads each code cell of a ``.ipynb`` with
:mod:`ast` and yields those calls' string literals to Babel, as its own Python extractor
does for a module. It uses the standard library only and is imported by Babel alone, never
by the kit.

>>> import io, json
>>> nb = {"cells": [{"cell_type": "code", "source": ["x = 1\\n", 'tr("Hi {n}", n=x)']}]}
>>> list(extract_notebook(io.BytesIO(json.dumps(nb).encode()), ["tr"], [], {}))
[(2, 'tr', 'Hi {n}', [])]
"""

from __future__ import annotations

import ast
import json
from collections.abc import Collection, Iterator

__all__ = ["extract_notebook", "code_cells"]


def code_cells(notebook: dict) -> Iterator[tuple[int, str]]:
    """``(first line, source)`` of each code cell, numbering lines through the notebook's
    code cells one after the other (IPython's ``%magic`` and ``!shell`` lines blanked)."""
    line = 1
    for cell in notebook.get("cells", ()):
        if cell.get("cell_type") != "code":
            continue
        source = cell.get("source", "")
        source = "".join(source) if isinstance(source, list) else str(source)
        lines = ["" if text.lstrip().startswith(("%", "!")) else text
                 for text in source.split("\n")]
        yield line, "\n".join(lines)
        line += len(source.splitlines()) or 1


def _name(func: ast.expr) -> str | None:
    if isinstance(func, ast.Name):
        return func.id
    if isinstance(func, ast.Attribute):
        return func.attr
    return None


def extract_notebook(fileobj, keywords: Collection[str], comment_tags, options
                     ) -> Iterator[tuple[int, str, "str | tuple[str | None, ...]", list]]:
    """Babel's extractor interface: ``(lineno, funcname, messages, comments)`` for each call
    of a keyword (``tr``, ``ntr``, ``N_``…) in the code cells of the notebook ``fileobj``.
    ``messages`` holds each positional argument, None where it is not a string literal
    (an f-string: not translatable); Babel keeps those its keyword's spec asks for."""
    notebook = json.loads(fileobj.read().decode(options.get("encoding", "utf-8")))
    for first, source in code_cells(notebook):
        try:
            tree = ast.parse(source)
        except SyntaxError:
            continue
        found = []
        for node in ast.walk(tree):
            if not isinstance(node, ast.Call):
                continue
            name = _name(node.func)
            if name not in keywords or not node.args:
                continue
            messages = tuple(a.value if isinstance(a, ast.Constant) and isinstance(a.value, str)
                             else None for a in node.args)
            found.append((first + node.lineno - 1, node.col_offset, name,
                          messages if len(messages) > 1 else messages[0]))
        for lineno, _col, name, messages in sorted(found, key=lambda f: f[:2]):
            yield lineno, name, messages, []
