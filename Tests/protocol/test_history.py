"""History is kept in SQLite and survives a kernel restart."""
from __future__ import annotations

import uuid

from jupyter_client.manager import start_new_kernel

import conftest
from helpers import execute, shell_reply
from samples import SAMPLES


def test_history_survives_a_new_kernel_process():
    marker = f"{SAMPLES['hello'][0]}\n{SAMPLES['assign']}"
    unique = SAMPLES["assign"] + "\n" + SAMPLES["assign"].replace("42", str(uuid.uuid4().int % 1000))
    manager, client = start_new_kernel(kernel_name=conftest.KERNEL_NAME)
    try:
        execute(client, marker)
        execute(client, unique)
        first_session = shell_reply(client, client.history(hist_access_type="tail", n=1))["content"]["history"][0][0]
    finally:
        client.stop_channels()
        manager.shutdown_kernel()
    manager, client = start_new_kernel(kernel_name=conftest.KERNEL_NAME)
    try:
        history = shell_reply(client, client.history(hist_access_type="tail", n=2))["content"]["history"]
        assert [entry[2] for entry in history] == [marker, unique]
        assert history[0][0] == first_session
        ranged = shell_reply(client, client.history(hist_access_type="range", session=first_session, start=1, stop=3,
                                                    output=False, raw=True))["content"]["history"]
        assert [entry[1] for entry in ranged] == [1, 2]
        execute(client, SAMPLES["assign"])
        latest = shell_reply(client, client.history(hist_access_type="tail", n=1))["content"]["history"][0]
        assert latest[0] > first_session and latest[1] == 1
        # Session 0 means the current one.
        current = shell_reply(client, client.history(hist_access_type="range", session=0, start=1, stop=None,
                                                     output=False, raw=True))["content"]["history"]
        assert [entry[2] for entry in current] == [SAMPLES["assign"]]
    finally:
        client.stop_channels()
        manager.shutdown_kernel()


def test_an_in_memory_history_keeps_outputs_bounded():
    """`:memory:` history keeps each output up to 64 KiB: two hundred cells each showing 1 MB
    grew the kernel by about 200 MiB when it kept them whole."""
    import os

    import pytest

    from helpers import memory_mib

    if os.environ.get("SWIFT_CHART_KERNEL_SAMPLES") == "scripted":
        pytest.skip("the cells are in the chart language")
    env = dict(os.environ, SWIFT_CHART_KERNEL_HISTORY=":memory:", SWIFT_CHART_KERNEL_MEMORY_LIMIT="none")
    manager, client = start_new_kernel(kernel_name=conftest.KERNEL_NAME, env=env)
    try:
        pid = manager.provisioner.process.pid
        for i in range(200):
            reply = shell_reply(client, client.execute(f'String(repeating: "ab", count: 500_000) + "{i}"', silent=False), timeout=60)
            assert reply["content"]["status"] == "ok"
            if i == 20:
                before = memory_mib(pid)
        growth = memory_mib(pid) - before
        assert growth < 64, f"the kernel grew by {growth:.0f} MiB"
        last = shell_reply(client, client.history(hist_access_type="tail", n=1, output=True))["content"]["history"][0]
        assert last[2][1].endswith("…") and len(last[2][1].encode()) <= 64 * 1024 + 3
    finally:
        client.stop_channels()
        manager.shutdown_kernel(now=True)
