"""A kernel's websocket, as JupyterLab speaks it: `/api/kernels/<id>/channels` of a Jupyter
server, a single-user server behind JupyterHub, or a Kernel Gateway, carrying the messaging
protocol's JSON messages (each with its `channel`). Asyncio, so one process can drive many
kernels at once (the classroom tests and the load test)."""
from __future__ import annotations

from chart_outputs import shows_chart
import asyncio
import datetime
import json
import time
import uuid
from dataclasses import dataclass, field
from typing import Any

from tornado.httpclient import HTTPRequest
from tornado.websocket import WebSocketClientConnection, websocket_connect

PROTOCOL_VERSION = "5.3"
# Big enough for any chart of a lesson (SVG of 1e5 points is a few MB).
MAX_MESSAGE_SIZE = 64 * 1024 * 1024


@dataclass
class Exchange:
    """One request and everything the kernel sent for it: the shell reply (none for a
    comm_msg), the IOPub messages between busy and idle, and the round trip's time."""
    msg_id: str
    msg_type: str
    sent_at: float
    # The wall clock at sending, to compare with the dates the kernel writes in its headers.
    sent_wall: float = field(default_factory=time.time)
    reply: dict[str, Any] | None = None
    iopub: list[dict[str, Any]] = field(default_factory=list)
    idle: bool = False
    finished_at: float | None = None
    # When the first message for the request arrived (its busy status, as a rule).
    first_at: float | None = None
    done: asyncio.Event = field(default_factory=asyncio.Event)

    @property
    def expects_reply(self) -> bool:
        return self.msg_type.endswith("_request")

    @property
    def seconds(self) -> float:
        """From sending the request to the later of its reply and its idle status."""
        return (self.finished_at or time.perf_counter()) - self.sent_at

    @property
    def kernel_seconds(self) -> float | None:
        """The kernel's own time for the request: from its busy to its idle status, by the dates
        the kernel wrote in their headers (None when either is missing)."""
        states = {m["content"]["execution_state"]: m["header"].get("date") for m in self.iopub if m["msg_type"] == "status"}
        try:
            busy, idle = (datetime.datetime.fromisoformat(states[s].replace("Z", "+00:00")) for s in ("busy", "idle"))
        except (KeyError, TypeError, ValueError):
            return None
        return (idle - busy).total_seconds()

    @property
    def seconds_to_kernel(self) -> float | None:
        """From sending the request to the kernel's busy status, by the date in its header (the
        way in, through the server to the kernel; same machine, same clock)."""
        for message in self.iopub:
            if message["msg_type"] == "status" and message["content"]["execution_state"] == "busy":
                try:
                    busy = datetime.datetime.fromisoformat(message["header"]["date"].replace("Z", "+00:00"))
                except (KeyError, TypeError, ValueError):
                    return None
                return busy.timestamp() - self.sent_wall
        return None

    @property
    def status(self) -> str:
        """The reply's status ("ok", "error", "aborted"); "ok" for a comm message that went idle."""
        if self.reply is None:
            return "ok" if self.idle else "pending"
        return self.reply["content"].get("status", "ok")

    @property
    def error(self) -> tuple[str, str] | None:
        """The error's name and value, from the reply or an IOPub error message."""
        if self.reply is not None and self.reply["content"].get("status") == "error":
            return self.reply["content"].get("ename", ""), self.reply["content"].get("evalue", "")
        for message in self.iopub:
            if message["msg_type"] == "error":
                return message["content"].get("ename", ""), message["content"].get("evalue", "")
        return None

    def outputs(self, *types: str) -> list[dict[str, Any]]:
        """The IOPub messages of the given types (every type but status and execute_input when none)."""
        if types:
            return [m for m in self.iopub if m["msg_type"] in types]
        return [m for m in self.iopub if m["msg_type"] not in ("status", "execute_input")]

    def shows_chart(self) -> bool:
        """Whether a display or result carries a chart's SVG (inline in its text/html)."""
        return any(shows_chart(m["content"].get("data", {}))
                   for m in self.outputs("display_data", "execute_result", "update_display_data"))

    def mimetypes(self) -> set[str]:
        """Every mimetype of the displays and results."""
        found: set[str] = set()
        for message in self.outputs("display_data", "execute_result", "update_display_data"):
            found.update(message["content"].get("data", {}))
        return found

    def _settle(self) -> None:
        if self.idle and (self.reply is not None or not self.expects_reply):
            self.finished_at = time.perf_counter()
            self.done.set()


class KernelClosed(ConnectionError):
    """The websocket closed while a request waited for its answer."""


class KernelWebSocket:
    """One open kernel websocket. `execute`, `send_comm` and `kernel_info` send a request and
    wait for everything it causes; messages of other requests are kept by their parent id."""

    def __init__(self, connection: WebSocketClientConnection, url: str):
        self.connection = connection
        self.url = url
        self.session = uuid.uuid4().hex
        self.pending: dict[str, Exchange] = {}
        # Messages without a waiting request (a comm_open's widget, broadcasts), most recent last.
        self.unclaimed: list[dict[str, Any]] = []
        self.closed = False
        self._reader = asyncio.get_running_loop().create_task(self._read())

    @classmethod
    async def connect(cls, url: str, token: str | None = None, timeout: float = 30) -> KernelWebSocket:
        """Opens `url` (ws://…/api/kernels/<id>/channels), authenticated by `token`."""
        headers = {"Authorization": f"token {token}"} if token else {}
        request = HTTPRequest(url, headers=headers, connect_timeout=timeout, request_timeout=timeout)
        connection = await asyncio.wait_for(
            websocket_connect(request, max_message_size=MAX_MESSAGE_SIZE), timeout)
        return cls(connection, url)

    async def _read(self) -> None:
        try:
            while True:
                raw = await self.connection.read_message()
                if raw is None:
                    break
                if isinstance(raw, bytes):
                    continue  # binary frames carry buffers, which these tests never ask for
                message = json.loads(raw)
                exchange = self.pending.get((message.get("parent_header") or {}).get("msg_id", ""))
                if exchange is None:
                    self.unclaimed.append(message)
                    del self.unclaimed[:-200]
                    continue
                if exchange.first_at is None:
                    exchange.first_at = time.perf_counter()
                if message.get("channel") in ("shell", "control") and message["msg_type"].endswith("_reply"):
                    exchange.reply = message
                elif message.get("channel") == "iopub":
                    exchange.iopub.append(message)
                    if message["msg_type"] == "status" and message["content"]["execution_state"] == "idle":
                        exchange.idle = True
                exchange._settle()
        finally:
            self.closed = True
            for exchange in self.pending.values():
                exchange.done.set()

    def _message(self, msg_type: str, content: dict[str, Any], channel: str) -> dict[str, Any]:
        return {
            "header": {"msg_id": uuid.uuid4().hex, "msg_type": msg_type, "session": self.session,
                       "username": "student", "version": PROTOCOL_VERSION,
                       "date": datetime.datetime.now(datetime.timezone.utc).isoformat()},
            "parent_header": {}, "metadata": {}, "content": content, "channel": channel, "buffers": [],
        }

    async def request(self, msg_type: str, content: dict[str, Any], channel: str = "shell",
                      timeout: float = 60) -> Exchange:
        """Sends one message and waits for its reply and idle status (idle only for a comm_msg)."""
        if self.closed:
            raise KernelClosed(f"the websocket {self.url} is closed")
        message = self._message(msg_type, content, channel)
        exchange = Exchange(message["header"]["msg_id"], msg_type, time.perf_counter())
        self.pending[exchange.msg_id] = exchange
        try:
            await self.connection.write_message(json.dumps(message))
            await asyncio.wait_for(exchange.done.wait(), timeout)
        finally:
            del self.pending[exchange.msg_id]
        if not exchange.done.is_set() or exchange.finished_at is None:
            raise KernelClosed(f"the websocket {self.url} closed before {msg_type} was answered")
        return exchange

    async def kernel_info(self, timeout: float = 60) -> Exchange:
        """A kernel_info_request: proves the kernel answers on this websocket."""
        return await self.request("kernel_info_request", {}, timeout=timeout)

    async def execute(self, code: str, timeout: float = 60) -> Exchange:
        """Runs a cell as a notebook does (stored in history, errors stop the queue)."""
        content = {"code": code, "silent": False, "store_history": True, "user_expressions": {},
                   "allow_stdin": False, "stop_on_error": True}
        return await self.request("execute_request", content, timeout=timeout)

    async def send_comm(self, comm_id: str, data: dict[str, Any], timeout: float = 60) -> Exchange:
        """A comm_msg from the front end (a widget's hover); waits for the kernel's idle status."""
        return await self.request("comm_msg", {"comm_id": comm_id, "data": data}, timeout=timeout)

    async def close(self) -> None:
        """Closes the websocket and waits for the reader to end."""
        self.connection.close()
        try:
            await asyncio.wait_for(self._reader, 10)
        except (asyncio.TimeoutError, asyncio.CancelledError):
            self._reader.cancel()
