"""Helpers for the protocol tests: run one request and collect everything it caused."""
from __future__ import annotations

import time
from queue import Empty
from typing import Any

from slowdown import scaled


def drain_iopub(client, timeout: float = 0.2) -> list[dict[str, Any]]:
    """Every IOPub message already waiting (until `timeout` passes without one)."""
    messages = []
    while True:
        try:
            messages.append(client.get_iopub_msg(timeout=timeout))
        except Empty:
            return messages


def iopub_until_idle(client, parent_id: str, timeout: float = 15) -> list[dict[str, Any]]:
    """IOPub messages whose parent is `parent_id`, up to and including its idle status."""
    timeout = scaled(timeout)
    deadline = time.monotonic() + timeout
    collected = []
    while time.monotonic() < deadline:
        try:
            message = client.get_iopub_msg(timeout=max(0.01, deadline - time.monotonic()))
        except Empty:
            break
        if message["parent_header"].get("msg_id") != parent_id:
            continue
        collected.append(message)
        if message["msg_type"] == "status" and message["content"]["execution_state"] == "idle":
            return collected
    raise AssertionError(f"no idle status for {parent_id} within {timeout} s; got {[m['msg_type'] for m in collected]}")


def shell_reply(client, parent_id: str, timeout: float = 15) -> dict[str, Any]:
    """The shell reply to `parent_id` (other replies are skipped)."""
    timeout = scaled(timeout)
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        reply = client.get_shell_msg(timeout=max(0.01, deadline - time.monotonic()))
        if reply["parent_header"].get("msg_id") == parent_id:
            return reply
    raise AssertionError(f"no shell reply to {parent_id} within {timeout} s")


def execute(client, code: str, **options) -> tuple[dict[str, Any], list[dict[str, Any]]]:
    """Runs `code`; returns the execute_reply and the IOPub messages of the request."""
    drain_iopub(client, timeout=0.05)
    msg_id = client.execute(code, **options)
    reply = shell_reply(client, msg_id)
    return reply, iopub_until_idle(client, msg_id)


def outputs(messages: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """The messages other than status and execute_input."""
    return [m for m in messages if m["msg_type"] not in ("status", "execute_input")]


def processor_seconds(pid: int) -> float:
    """The processor time (user and system, all threads) process `pid` has used so far, from
    /proc: what its own work costs, whatever else shares the cores (unlike the wall clock)."""
    import os

    with open(f"/proc/{pid}/stat") as stat:
        # The command name (field 2) is in parentheses and may hold spaces: count after it.
        fields = stat.read().rsplit(")", 1)[1].split()
    user, system = int(fields[11]), int(fields[12])
    return (user + system) / os.sysconf("SC_CLK_TCK")


def memory_mib(pid: int, field: str = "VmRSS") -> float:
    """A process's memory from /proc/<pid>/status in MiB: resident now (`VmRSS`) or its peak (`VmHWM`)."""
    with open(f"/proc/{pid}/status") as status:
        for line in status:
            if line.startswith(field + ":"):
                return int(line.split()[1]) / 1024
    raise AssertionError(f"no {field}")
