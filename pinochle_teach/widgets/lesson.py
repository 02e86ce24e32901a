"""The lesson widgets' old home, kept so that ``from pinochle_teach.widgets.lesson import X``
goes on working: they live in the package :mod:`pinochle_teach.widgets.lessons`, one concept
per module, and every public name of that package is importable from here."""

from .lessons import *  # noqa: F401,F403 - the old import path re-exports the package
from .lessons import __all__  # noqa: F401
