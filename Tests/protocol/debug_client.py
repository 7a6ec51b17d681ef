"""A debug client for the protocol tests: sends Debug Adapter Protocol requests as JupyterLab
does (debug_request on the control channel) and reads the kernel's debug_event messages on
IOPub, keeping every other IOPub message for the test to read too."""
from __future__ import annotations

import time
from queue import Empty
from typing import Any

from slowdown import scaled


class DebugClient:
    """One front end's debug session over a jupyter_client BlockingKernelClient."""

    def __init__(self, client):
        self.client = client
        self.seq = 0
        self.iopub: list[dict[str, Any]] = []

    def request(self, command: str, arguments: dict | None = None, timeout: float = 15) -> dict[str, Any]:
        """Sends `command` and returns the debug_reply's content (the DAP response)."""
        reply = self.reply_message(self.send(command, arguments), timeout)
        return reply["content"]

    def send(self, command: str, arguments: dict | None = None, content: dict | None = None) -> str:
        """Sends `command` (or the raw `content`) without waiting; returns the request's msg_id."""
        self.seq += 1
        if content is None:
            content = {"type": "request", "seq": self.seq, "command": command}
            if arguments is not None:
                content["arguments"] = arguments
        message = self.client.session.msg("debug_request", content)
        self.client.control_channel.send(message)
        return message["header"]["msg_id"]

    def reply_message(self, msg_id: str, timeout: float = 15) -> dict[str, Any]:
        """The debug_reply to `msg_id`."""
        deadline = time.monotonic() + scaled(timeout)
        while time.monotonic() < deadline:
            try:
                reply = self.client.get_control_msg(timeout=max(0.01, deadline - time.monotonic()))
            except Empty:
                break
            if reply["parent_header"].get("msg_id") == msg_id:
                assert reply["msg_type"] == "debug_reply"
                return reply
        raise AssertionError(f"no debug_reply to {msg_id} within {timeout} s")

    def ok(self, command: str, arguments: dict | None = None, timeout: float = 15) -> dict[str, Any]:
        """Sends `command` and returns the response's body, asserting success."""
        response = self.request(command, arguments, timeout)
        assert response["success"], (command, response)
        assert response["type"] == "response" and response["command"] == command
        return response.get("body", {})

    def start(self) -> dict[str, Any]:
        """What JupyterLab does when the debugger is turned on: debugInfo, initialize, attach."""
        self.ok("debugInfo")
        body = self.ok("initialize", {"clientID": "jupyterlab", "clientName": "JupyterLab", "adapterID": "swift-charts",
                                      "pathFormat": "path", "linesStartAt1": True, "columnsStartAt1": True,
                                      "supportsVariableType": True, "supportsVariablePaging": True,
                                      "supportsRunInTerminalRequest": True, "locale": "en"})
        self.ok("attach", {})
        self.ok("configurationDone", {})
        return body

    def read_iopub(self, timeout: float) -> dict[str, Any] | None:
        try:
            message = self.client.get_iopub_msg(timeout=timeout)
        except Empty:
            return None
        self.iopub.append(message)
        return message

    def wait_for_event(self, event: str, timeout: float = 15) -> dict[str, Any]:
        """The body of the next debug_event named `event` (earlier ones already read count)."""
        deadline = time.monotonic() + scaled(timeout)
        while True:
            for index, message in enumerate(self.iopub):
                if message["msg_type"] == "debug_event" and message["content"]["event"] == event:
                    del self.iopub[index]
                    return message["content"].get("body", {})
            remaining = deadline - time.monotonic()
            if remaining <= 0:
                raise AssertionError(f"no {event} event within {timeout} s; saw "
                                     f"{[m['msg_type'] for m in self.iopub]}")
            self.read_iopub(min(remaining, 0.2))

    def stack(self) -> list[dict[str, Any]]:
        """The stopped cell's stack, innermost frame first."""
        return self.ok("stackTrace", {"threadId": 1})["stackFrames"]

    def scopes(self, frame_id: int) -> dict[str, int]:
        """Scope names to variables references."""
        return {scope["name"]: scope["variablesReference"] for scope in self.ok("scopes", {"frameId": frame_id})["scopes"]}

    def variables(self, reference: int, **paging) -> dict[str, dict[str, Any]]:
        """The variables of `reference`, by name."""
        listed = self.ok("variables", {"variablesReference": reference, **paging})["variables"]
        return {variable["name"]: variable for variable in listed}

    def locals(self, frame_id: int | None = None) -> dict[str, dict[str, Any]]:
        """The locals of the frame (the innermost when not given)."""
        frame = frame_id if frame_id is not None else self.stack()[0]["id"]
        return self.variables(self.scopes(frame)["Locals"])

    def step(self, command: str) -> dict[str, Any]:
        """`next`, `stepIn`, `stepOut`: resumes and returns the next stop's innermost frame."""
        self.ok(command, {"threadId": 1})
        self.wait_for_event("continued")
        self.wait_for_event("stopped")
        return self.stack()[0]

    def execute(self, code: str, **options) -> str:
        """Sends an execute_request without waiting; returns its msg_id."""
        return self.client.execute(code, **options)

    def execute_reply(self, msg_id: str, timeout: float = 30) -> dict[str, Any]:
        """The execute_reply to `msg_id`, once the request's IOPub messages up to its idle status
        are read too (kept in ``iopub``)."""
        deadline = time.monotonic() + scaled(timeout)
        while time.monotonic() < deadline:
            reply = self.client.get_shell_msg(timeout=max(0.01, deadline - time.monotonic()))
            if reply["parent_header"].get("msg_id") == msg_id:
                self.read_until_idle(msg_id, deadline)
                return reply
        raise AssertionError(f"no execute_reply to {msg_id}")

    def read_until_idle(self, msg_id: str, deadline: float) -> None:
        def is_idle(message):
            return (message["msg_type"] == "status" and message["parent_header"].get("msg_id") == msg_id
                    and message["content"]["execution_state"] == "idle")
        if any(is_idle(m) for m in self.iopub):
            return
        while time.monotonic() < deadline:
            message = self.read_iopub(max(0.01, deadline - time.monotonic()))
            if message is not None and is_idle(message):
                return
        raise AssertionError(f"no idle status for {msg_id}")

    def run(self, code: str) -> dict[str, Any]:
        """Runs `code` to its end and returns the execute_reply's content."""
        return self.execute_reply(self.execute(code))["content"]
