"""A small client for the classroom server's kernel tests (test_server_limits.py): what a
browser does with a dashboard page, without a browser.

- :class:`Client` is one browser at one loopback address (``127.0.0.1``, ``127.0.0.2``...:
  Linux routes all of 127/8 to the loopback interface, so the server sees each as a client
  address of its own). It keeps the cookies the server sets (the anonymous user, ``_xsrf``),
  opens dashboard pages and calls the kernel endpoints.
- :class:`WidgetSocket` is a page's kernel websocket: it finds the widgets (comm_info_request,
  request_state), clicks a button and waits for a label to change, as ipywidgets' front end
  does.
"""

from __future__ import annotations

import http.client
import json
import re
import time
import uuid
from dataclasses import dataclass, field

import psutil
import websocket  # websocket-client, a jupyter_server dependency

KERNEL_ID = re.compile(r'"kernelId":\s*"([0-9a-f-]{36})"')


@dataclass
class Answer:
    status: int
    headers: dict
    body: str

    @property
    def kernel_id(self) -> str | None:
        found = KERNEL_ID.search(self.body)
        return found.group(1) if found else None


@dataclass
class Client:
    """One browser: requests from ``address`` to the server at ``port`` on 127.0.0.1."""

    port: int
    address: str = "127.0.0.1"
    cookies: dict = field(default_factory=dict)

    def cookie_header(self) -> str:
        return "; ".join(f"{k}={v}" for k, v in self.cookies.items())

    def request(self, method: str, path: str, *, body: bytes | None = None,
                headers: dict | None = None, send_cookies: bool = True,
                timeout: float = 120) -> Answer:
        conn = http.client.HTTPConnection("127.0.0.1", self.port, timeout=timeout,
                                          source_address=(self.address, 0))
        try:
            all_headers = dict(headers or {})
            if send_cookies and self.cookies:
                all_headers["Cookie"] = self.cookie_header()
            conn.request(method, path, body=body, headers=all_headers)
            response = conn.getresponse()
            text = response.read().decode("utf-8", errors="replace")
            for name, value in response.getheaders():
                if name.lower() == "set-cookie":
                    key, _, rest = value.partition("=")
                    self.cookies[key.strip()] = rest.split(";", 1)[0].strip()
            return Answer(response.status, {k.lower(): v for k, v in response.getheaders()},
                          text)
        finally:
            conn.close()

    def open_page(self, notebook: str = "notebooks/limits.ipynb") -> Answer:
        """GET the dashboard page (the whole streamed page)."""
        return self.request("GET", f"/voila/render/{notebook}")

    def shutdown_beacon(self, kernel_id: str) -> Answer:
        """What the page sends on tab close: POST /voila/api/shutdown/<id> with the _xsrf
        cookie's value as a form field."""
        boundary = uuid.uuid4().hex
        form = (f"--{boundary}\r\nContent-Disposition: form-data; name=\"_xsrf\"\r\n\r\n"
                f"{self.cookies.get('_xsrf', '')}\r\n--{boundary}--\r\n").encode()
        return self.request("POST", f"/voila/api/shutdown/{kernel_id}", body=form,
                            headers={"Content-Type": f"multipart/form-data; boundary={boundary}"})

    def websocket(self, kernel_id: str) -> "WidgetSocket":
        return WidgetSocket(self, kernel_id)


def made_up_xsrf() -> dict:
    """Headers of a stranger who pairs a made-up _xsrf cookie with the same header (what
    tornado's double-submit check accepts) and has no identity cookie of the owner's."""
    return {"Cookie": "_xsrf=madeup", "X-XSRFToken": "madeup"}


class WidgetSocket:
    """The kernel websocket of a page, speaking the Jupyter messaging protocol (JSON)."""

    def __init__(self, client: Client, kernel_id: str, timeout: float = 60):
        self.session = uuid.uuid4().hex
        url = (f"ws://127.0.0.1:{client.port}/api/kernels/{kernel_id}/channels"
               f"?session_id={self.session}")
        self.ws = websocket.create_connection(
            url, timeout=timeout, header=[f"Cookie: {client.cookie_header()}"],
            origin=f"http://127.0.0.1:{client.port}")
        self.states: dict = {}   # comm id -> widget state

    def close(self) -> None:
        self.ws.close()

    def send(self, msg_type: str, content: dict, channel: str = "shell") -> str:
        return self.send_with_metadata({}, msg_type, content, channel)

    def send_with_metadata(self, metadata: dict, msg_type: str, content: dict,
                           channel: str = "shell") -> str:
        """Send a message with this ``metadata`` (a widget's comm_open carries the protocol
        version there); returns its msg_id."""
        msg_id = uuid.uuid4().hex
        self.ws.send(json.dumps({
            "header": {"msg_id": msg_id, "msg_type": msg_type, "username": "test",
                       "session": self.session, "date": "", "version": "5.3"},
            "parent_header": {}, "metadata": metadata, "content": content,
            "channel": channel, "buffers": []}))
        return msg_id

    def receive(self, until, timeout: float) -> dict:
        """Read messages (recording widget states) until ``until(msg)`` is true; return
        that message. AssertionError after ``timeout`` seconds."""
        deadline = time.monotonic() + timeout
        while True:
            left = deadline - time.monotonic()
            if left <= 0:
                raise AssertionError(f"no awaited message within {timeout} s")
            self.ws.settimeout(left)
            try:
                raw = self.ws.recv()
            except websocket.WebSocketTimeoutException:
                continue
            if not isinstance(raw, str):
                continue
            msg = json.loads(raw)
            if msg["header"]["msg_type"] == "comm_msg":
                data = msg["content"].get("data", {})
                if data.get("method") == "update":
                    comm = msg["content"]["comm_id"]
                    self.states.setdefault(comm, {}).update(data.get("state", {}))
            if until(msg):
                return msg

    def find_widgets(self, timeout: float = 60) -> None:
        """Learn every widget's state (what the front end does on connecting)."""
        ask = self.send("comm_info_request", {"target_name": "jupyter.widget"})
        reply = self.receive(lambda m: m.get("parent_header", {}).get("msg_id") == ask
                             and m["header"]["msg_type"] == "comm_info_reply", timeout)
        comms = list(reply["content"]["comms"])
        for comm in comms:
            self.send("comm_msg", {"comm_id": comm, "data": {"method": "request_state"}})
        self.receive(lambda m: all(c in self.states for c in comms), timeout)

    def comm_of(self, **state) -> str:
        for comm, known in self.states.items():
            if all(known.get(k) == v for k, v in state.items()):
                return comm
        raise AssertionError(f"no widget with {state}: {self.states}")

    def click(self, description: str) -> None:
        comm = self.comm_of(_model_name="ButtonModel", description=description)
        self.send("comm_msg", {"comm_id": comm,
                               "data": {"method": "custom", "content": {"event": "click"}}})

    def label(self) -> str:
        return self.states[self.comm_of(_model_name="LabelModel")]["value"]

    def wait_label(self, value: str, timeout: float) -> None:
        comm = self.comm_of(_model_name="LabelModel")
        if self.states[comm].get("value") == value:
            return
        self.receive(lambda m: self.states[comm].get("value") == value, timeout)


def kernel_processes(server_pid: int) -> list:
    """The ipykernel processes the server at ``server_pid`` has running."""
    try:
        children = psutil.Process(server_pid).children(recursive=True)
    except psutil.NoSuchProcess:
        return []
    kernels = []
    for child in children:
        try:
            if any("ipykernel" in part for part in child.cmdline()):
                kernels.append(child)
        except psutil.Error:
            pass
    return kernels


def wait_for(predicate, timeout: float, step: float = 0.25):
    """Poll ``predicate()`` until it is truthy (return its value) or ``timeout`` passes
    (return the last value)."""
    deadline = time.monotonic() + timeout
    value = predicate()
    while not value and time.monotonic() < deadline:
        time.sleep(step)
        value = predicate()
    return value
