"""The memory budget holds inside the table loaders, over the real protocol: a CSV file too
large for the budget is refused before its bytes are read, one whose parsing passes the
budget stops with a MemoryError as it grows, and so does an SQLite query of millions of
rows; the kernel stays alive and its variables intact, and it never grew far past the budget."""
from __future__ import annotations

import os
import tempfile

import pytest

from helpers import execute, memory_mib, shell_reply

pytestmark = pytest.mark.skipif(os.environ.get("SWIFT_CHART_KERNEL_SAMPLES") == "scripted",
                                reason="the cells are in the chart language")

BUDGET = "128M"
#: How far past the budget a loader may have grown when it stops: the allocation between
#: two readings (a column of millions of values, the fields' spans growing).
OVERSHOOT_MIB = 96


@pytest.fixture(scope="module")
def budgeted():
    from jupyter_client.manager import start_new_kernel

    from conftest import KERNEL_NAME

    env = dict(os.environ, SWIFT_CHART_KERNEL_MEMORY_LIMIT=BUDGET)
    manager, client = start_new_kernel(kernel_name=KERNEL_NAME, startup_timeout=30, env=env)
    assert execute(client, "import TabularData\nlet canary = 4242")[0]["content"]["status"] == "ok"
    with tempfile.TemporaryDirectory() as folder:
        yield manager, client, folder
    client.stop_channels()
    manager.shutdown_kernel(now=True)


def peak_mib(pid: int) -> float:
    return memory_mib(pid, "VmHWM")


def reset_peak(pid: int) -> None:
    with open(f"/proc/{pid}/clear_refs", "w") as refs:
        refs.write("5")


def run_past_budget(manager, client, code):
    """Runs `code`, which must fail with the budget's MemoryError; returns its message and the
    kernel's peak resident memory while it ran."""
    pid = manager.provisioner.process.pid
    reset_peak(pid)
    reply = shell_reply(client, client.execute(code), timeout=300)["content"]
    assert reply["status"] == "error" and reply["ename"] == "MemoryError", reply
    assert "128 MiB" in reply["evalue"], reply["evalue"]
    peak = peak_mib(pid)
    assert manager.is_alive()
    reply, messages = execute(client, "canary")
    assert [m["content"]["data"]["text/plain"] for m in messages if m["msg_type"] == "execute_result"] == ["4242"]
    return reply, peak


def test_a_csv_file_larger_than_the_budget_is_refused_before_it_is_read(budgeted):
    manager, client, folder = budgeted
    path = os.path.join(folder, "large.csv")
    with open(path, "wb") as file:
        file.write(b"id,score\n" + b"1,2.5\n" * 30_000_000)
    reply = shell_reply(client, client.execute(f'try DataFrame(contentsOfCSVFile: "{path}")'), timeout=300)["content"]
    assert reply["status"] == "error" and reply["ename"] == "MemoryError", reply
    assert "needs 171.7 MiB" in reply["evalue"] and "nothing was allocated" in reply["evalue"], reply["evalue"]
    assert peak_mib(manager.provisioner.process.pid) < 128


def test_a_csv_file_whose_table_passes_the_budget_stops_as_it_grows(budgeted):
    manager, client, folder = budgeted
    path = os.path.join(folder, "rows.csv")
    with open(path, "wb") as file:
        file.write(b"id,score,name\n" + b"1,2.5,abc\n" * 6_000_000)
    _, peak = run_past_budget(manager, client, f'let rows = try DataFrame(contentsOfCSVFile: "{path}")\nprint(rows.shape)')
    assert peak < 128 + OVERSHOOT_MIB, f"the kernel grew to {peak:.0f} MiB"


def test_an_sqlite_query_of_millions_of_rows_stops_at_the_budget(budgeted):
    manager, client, folder = budgeted
    path = os.path.join(folder, "empty.sqlite")
    open(path, "wb").close()
    query = "WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM c LIMIT 30000000) SELECT x, x * 0.5 AS y FROM c"
    _, peak = run_past_budget(manager, client, f'let rows = try DataFrame(sqlite: "{path}", query: "{query}")\nprint(rows.shape)')
    assert peak < 128 + OVERSHOOT_MIB, f"the kernel grew to {peak:.0f} MiB"
