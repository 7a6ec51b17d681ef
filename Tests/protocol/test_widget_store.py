"""The session's widget store is bounded (docs/kernel.md, "Memory budget"): a cell that opens
widget models in a loop past the limit gets a MemoryError naming it, nothing half-opened, and
the kernel goes on answering; models the front end closes make room again."""
from __future__ import annotations

import time
from queue import Empty

from helpers import drain_iopub, execute, iopub_until_idle, shell_reply
from slowdown import scaled

#: The most open widget models a session keeps (WidgetManager.defaultMaximumOpen).
LIMIT = 10_000

#: A dropdown opens three models: its layout, its style and itself.
DROPDOWN = 'display(try Dropdown(["a", "b"]) { _ in })'


def comm_opens_until_quiet(client, parent_id: str) -> list[str]:
    """The comm ids of the comm_open messages of `parent_id` read until IOPub is quiet. IOPub
    drops messages past its high-water mark when the reader falls behind (ten thousand comm_opens
    and views here), so the cell counts what it showed itself."""
    opened = []
    deadline = time.monotonic() + scaled(60)
    while time.monotonic() < deadline:
        try:
            message = client.get_iopub_msg(timeout=1)
        except Empty:
            break
        if message["parent_header"].get("msg_id") == parent_id and message["msg_type"] == "comm_open":
            opened.append(message["content"]["comm_id"])
    return opened


def test_widgets_past_the_limit_are_refused_with_a_clear_error(fresh_kernel):
    _, client = fresh_kernel
    assert execute(client, "var shown = 0")[0]["content"]["status"] == "ok"
    drain_iopub(client, timeout=0.05)
    msg_id = client.execute(f"for _ in 0..<{LIMIT} {{\n    {DROPDOWN}\n    shown += 1\n}}")
    content = shell_reply(client, msg_id, timeout=120)["content"]
    opened = comm_opens_until_quiet(client, msg_id)
    assert content["status"] == "error"
    assert content["ename"] == "MemoryError"
    assert f"keeps at most {LIMIT}" in content["evalue"], content["evalue"]
    assert len(opened) >= 2

    # 3,333 dropdowns fill 9,999 models; the next needs three and opens none of them. The
    # kernel still answers.
    reply, messages = execute(client, "print(shown)")
    assert reply["content"]["status"] == "ok"
    assert [m["content"]["text"] for m in messages if m["msg_type"] == "stream"] == [f"{LIMIT // 3}\n"]

    # The front end closes two models: with the one left, a dropdown fits again, and only one.
    for comm_id in opened[:2]:
        drain_iopub(client, timeout=0.05)
        close = client.session.msg("comm_close", {"comm_id": comm_id, "data": {}})
        client.shell_channel.send(close)
        iopub_until_idle(client, close["header"]["msg_id"])
    reply, messages = execute(client, DROPDOWN)
    assert reply["content"]["status"] == "ok", reply["content"]
    assert len([m for m in messages if m["msg_type"] == "comm_open"]) == 3
    reply, messages = execute(client, DROPDOWN)
    assert reply["content"]["status"] == "error" and reply["content"]["ename"] == "MemoryError"
    assert not [m for m in messages if m["msg_type"] == "comm_open"], "a refused dropdown opens no model"
