"""The classroom server has a student's browser remember their roster code (a cookie), so
pages opened from the personal link know the student too (issue 16 item 1)."""

from __future__ import annotations

import pytest
from tornado.httputil import HTTPHeaders, HTTPServerRequest

from pinochle_teach.classroom import identity
from pinochle_teach.classroom.roster import Roster
from pinochle_teach.serve.student_link import RememberStudent


@pytest.fixture
def roster(tmp_path, monkeypatch):
    monkeypatch.setenv("PINOCHLE_TEACH_DATA", str(tmp_path))
    return Roster.create(["Alice"])


def cookies(uri: str) -> list[str]:
    headers = HTTPHeaders()
    RememberStudent(HTTPServerRequest(method="GET", uri=uri)).transform_first_chunk(
        200, headers, b"", True)
    return headers.get_list("Set-Cookie")


def test_a_roster_students_code_is_remembered(roster):
    [cookie] = cookies(f"/voila/render/notebooks/00_welcome.ipynb?student={roster.code_of('Alice')}")
    assert cookie.startswith(f"{identity.COOKIE}={roster.code_of('Alice')};")
    assert "HttpOnly" in cookie and "SameSite=Lax" in cookie and "Path=/" in cookie


@pytest.mark.parametrize("query", ["", "?student=nope", "?student=%ff", "?teacher={t}",
                                   "?student={t}"])
def test_nothing_else_is_remembered(roster, query):
    assert cookies("/" + query.format(t=roster.teacher_code)) == []
