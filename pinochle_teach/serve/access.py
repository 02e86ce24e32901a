"""Who may reach the classroom server, and what it serves (issue 14).

Two rules, installed by :class:`~pinochle_teach.serve.app.ClassroomVoila` through
:func:`configure` and :func:`handlers`:

- **Host and Origin.** Voila's own application turns jupyter_server's Host check off
  (``allow_remote_access=True``), so any ``Host`` was answered: a web page whose name is
  made to resolve to this machine ("DNS rebinding") could read the lessons and drive the
  kernels. Every request, websocket upgrades and static files included, now goes first
  past :class:`ForeignRequest`: a ``Host`` outside
  :func:`~pinochle_teach.serve.address.served_names`, or an ``Origin`` header naming
  another site than ``Host``, gets a 403 page and nothing else.
- **Only the lessons.** The file tree, the contents API, rendering and file downloads
  serve only the notebooks directly inside the lesson folders (``notebooks/`` and
  ``exercises/``) and those folders themselves: the package, the tests, ``notebooks/data``
  and everything else under the served root answer 404 however the path is spelt, and
  directory listings show nothing else (:class:`LessonPaths`). voila's page-template files
  (``/voila/templates/<template>/static/<file>``) are served only under a path spelt that
  way: any other (``..``, too few segments) is a plain 404, where voila's handler failed
  an assertion (a 500 and a traceback in the teacher's terminal).
"""

from __future__ import annotations

import posixpath
from urllib.parse import urlsplit

from jupyter_server.services.contents.largefilemanager import LargeFileManager
from tornado import web
from tornado.log import app_log
from tornado.routing import Matcher
from voila.static_file_handler import AllowListFileHandler, TemplateStaticFileHandler
from voila.tornado.contentshandler import VoilaContentsHandler
from voila.tornado.handler import TornadoVoilaHandler
from voila.tornado.treehandler import TornadoVoilaTreeHandler

from .address import served_names

REFUSED_HOST_PAGE = """<!DOCTYPE html>
<html><head><meta charset="utf-8"><title>Wrong address</title></head>
<body><h1>Wrong address</h1>
<p>This lesson server does not answer at this address. Open the address your teacher
gave you (the one <code>make run</code> printed).</p></body></html>
"""


class LessonPaths:
    """Which paths under the served root a student may see.

    ``folders``: the lesson folders, relative POSIX paths such as ``"notebooks"``. A path
    (as a URL names it, decoded, with or without slashes around it) is allowed when it is

    - ``"folder"`` in :meth:`allows_folder` terms: the root, a lesson folder, or a folder on
      the way to one (``tests`` for ``tests/browser/fixtures``);
    - ``"notebook"``: a ``.ipynb`` file directly inside a lesson folder;
    - ``"file"``: any file inside a lesson folder (voila's own allow list then keeps
      downloads to images).

    A path with an empty, ``.`` or ``..`` segment, a hidden (dot) segment or a backslash is
    never allowed, whatever it would resolve to.
    """

    def __init__(self, folders):
        self.folders = tuple(tuple(folder.strip("/").split("/")) for folder in folders)

    @staticmethod
    def parts(path: "str | None") -> "tuple[str, ...] | None":
        """The path's segments, or None when the path is not plainly spelt."""
        path = (path or "").strip("/")
        if not path:
            return ()
        parts = tuple(path.split("/"))
        for part in parts:
            if (not part or part in (".", "..") or part.startswith(".") or "\\" in part
                    or "\x00" in part):
                return None
        if posixpath.normpath(path) != path:
            return None
        return parts

    def allows_folder(self, path) -> bool:
        parts = self.parts(path)
        return parts is not None and any(folder[:len(parts)] == parts
                                         for folder in self.folders)

    def allows_notebook(self, path) -> bool:
        parts = self.parts(path)
        return (parts is not None and len(parts) >= 2 and parts[-1].endswith(".ipynb")
                and parts[:-1] in self.folders)

    def allows_file(self, path) -> bool:
        parts = self.parts(path)
        return parts is not None and any(
            len(parts) > len(folder) and parts[:len(folder)] == folder
            for folder in self.folders)

    def allows(self, kind: str, path) -> bool:
        """``kind``: "render" (a notebook), "tree"/"contents" (a folder or a notebook),
        "files" (a file), "template" (a file of voila's page templates, named as
        ``<template>/static/<file>``: the lesson folders play no part)."""
        if kind == "template":
            parts = self.parts(path)
            return parts is not None and len(parts) >= 3 and parts[1] == "static"
        if kind == "render":
            return self.allows_notebook(path)
        if kind in ("tree", "contents"):
            return self.allows_folder(path) or self.allows_notebook(path)
        if kind == "files":
            return self.allows_file(path)
        raise ValueError(f"unknown kind {kind!r}")


class ForeignRequest(Matcher):
    """Matches (so that :class:`RefusedHostHandler` answers) a request whose ``Host`` is
    not one of ``names``, or that carries an ``Origin`` other than its own ``Host``."""

    def __init__(self, names):
        self.names = frozenset(names)

    def match(self, request):
        if request.host_name not in self.names:
            return {}
        origin = request.headers.get("Origin")
        if origin is not None:
            netloc = urlsplit(origin.lower()).netloc
            if netloc != request.host.lower():
                return {}
        return None


class RefusedHostHandler(web.RequestHandler):
    """403 for every method: the page says to use the teacher's address; the server's log
    says which names are accepted and how to add one."""

    reported: set = set()

    def prepare(self):
        key = (self.request.host_name, self.request.headers.get("Origin"))
        if key not in self.reported and len(self.reported) < 100:
            self.reported.add(key)
            names = " ".join(sorted(self.settings.get("pinochle_served_names", ())))
            app_log.warning(
                "Refused a request for %s with Host %r, Origin %r: this server answers "
                "only at %s (add a name with make run ALLOW_HOSTS=name, or the launcher's "
                "--allow-host name)", self.request.path, self.request.host,
                self.request.headers.get("Origin"), names)
        self.set_status(403)
        self.set_header("Content-Type", "text/html; charset=utf-8")
        self.set_header("Cache-Control", "no-store")
        self.finish(REFUSED_HOST_PAGE)


def _lessons_only(handler_class, kind: str):
    """``handler_class`` that answers 404 before anything else for a path outside the
    lessons (the path as tornado hands it to the handler: decoded)."""

    class LessonsOnly(handler_class):
        def prepare(self, *args, **kwargs):
            if self.path_kwargs:
                path = self.path_kwargs.get("path")
            else:
                path = self.path_args[0] if self.path_args else ""
            if not self.settings["pinochle_lessons"].allows(kind, path):
                # As jupyter_server does when it refuses a request this early: the error
                # page must not look for a user.
                self.current_user = self._jupyter_current_user = None
                raise web.HTTPError(404, "Only the lessons and exercises are served")
            return super().prepare(*args, **kwargs)

    LessonsOnly.__name__ = LessonsOnly.__qualname__ = "Lessons" + handler_class.__name__
    return LessonsOnly


# voila's handlers that take a path under the served root, and what the path must be.
GUARDED = {
    TornadoVoilaHandler: "render",
    TornadoVoilaTreeHandler: "tree",
    VoilaContentsHandler: "contents",
    AllowListFileHandler: "files",
    TemplateStaticFileHandler: "template",
}


class LessonsContentsManager(LargeFileManager):
    """voila's contents manager, listing only what :class:`LessonPaths` allows (the tree
    page and the contents API show no other folder or notebook)."""

    lessons = LessonPaths(())  # set by configure()

    def get(self, path, content=True, type=None, format=None, **kwargs):
        model = super().get(path, content=content, type=type, format=format, **kwargs)
        if model.get("type") == "directory" and isinstance(model.get("content"), list):
            model["content"] = [
                item for item in model["content"]
                if (self.lessons.allows_folder(item["path"]) if item["type"] == "directory"
                    else self.lessons.allows_notebook(item["path"]))]
        return model


def configure(app, settings: dict) -> None:
    """Install the rules in voila's tornado ``settings`` (``app.classroom`` holds the
    launcher's arguments: ``host``, ``allow_host``, ``lesson_folders``)."""
    args = app.classroom
    lessons = LessonPaths(args.lesson_folders)
    settings["pinochle_lessons"] = lessons
    settings["pinochle_served_names"] = served_names(args.host, args.allow_host)
    manager = LessonsContentsManager(parent=app)
    manager.lessons = lessons
    app.contents_manager = settings["contents_manager"] = manager


def handlers(app, handler_list: list) -> list:
    """Put the Host/Origin gate in front of every route of ``app.app`` (voila's tornado
    Application, made before its handlers are added) and guard the path handlers."""
    router = app.app.default_router
    router.add_rules([(ForeignRequest(app.app.settings["pinochle_served_names"]),
                       RefusedHostHandler)])
    router.rules.insert(0, router.rules.pop())  # first, before voila's own routes
    guarded = []
    for spec in handler_list:
        pattern, handler_class, *rest = spec
        if handler_class in GUARDED:
            handler_class = _lessons_only(handler_class, GUARDED[handler_class])
        guarded.append((pattern, handler_class, *rest))
    return guarded
