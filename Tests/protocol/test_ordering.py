"""Ordering rules: busy and idle around every request with the request as parent, the reply
before idle, execute_input before outputs."""
from __future__ import annotations

from helpers import drain_iopub, execute, iopub_until_idle, outputs, shell_reply
from samples import SAMPLES


def assert_busy_first_idle_last(messages, parent_id):
    assert messages[0]["msg_type"] == "status"
    assert messages[0]["content"]["execution_state"] == "busy"
    assert messages[-1]["content"]["execution_state"] == "idle"
    assert all(m["parent_header"]["msg_id"] == parent_id for m in messages)
    states = [m["content"]["execution_state"] for m in messages if m["msg_type"] == "status"]
    assert states == ["busy", "idle"]


def test_execute_publishes_busy_input_outputs_result_then_idle(kernel):
    _, client = kernel
    reply, messages = execute(client, SAMPLES["hello"][0])
    assert_busy_first_idle_last(messages, reply["parent_header"]["msg_id"])
    types = [m["msg_type"] for m in messages]
    assert types[1] == "execute_input"
    assert types.index("execute_input") < types.index("stream")
    assert messages[1]["content"]["execution_count"] == reply["content"]["execution_count"]


def test_execute_result_comes_after_execute_input(kernel):
    _, client = kernel
    sample = SAMPLES["result"][0]
    reply, messages = execute(client, sample["code"])
    types = [m["msg_type"] for m in messages]
    assert types.index("execute_input") < types.index("execute_result")
    result = next(m for m in messages if m["msg_type"] == "execute_result")
    assert result["content"]["execution_count"] == reply["content"]["execution_count"]
    assert "text/plain" in result["content"]["data"]


def test_reply_is_sent_before_idle(kernel):
    _, client = kernel
    reply, messages = execute(client, SAMPLES["hello"][0])
    idle = messages[-1]
    assert reply["header"]["date"] <= idle["header"]["date"]


def test_every_shell_request_gets_busy_and_idle_with_its_parent(kernel):
    _, client = kernel
    requests = [
        lambda: client.kernel_info(),
        lambda: client.complete(SAMPLES["complete_code"]),
        lambda: client.inspect(SAMPLES["inspect"]),
        lambda: client.is_complete(SAMPLES["is_complete"][0]),
        lambda: client.history(hist_access_type="tail", n=1),
        lambda: client.comm_info(),
    ]
    for send in requests:
        drain_iopub(client, timeout=0.05)
        msg_id = send()
        reply = shell_reply(client, msg_id)
        assert reply["parent_header"]["msg_id"] == msg_id
        assert reply["header"]["version"] == "5.4"
        messages = iopub_until_idle(client, msg_id)
        assert_busy_first_idle_last(messages, msg_id)


def test_error_is_the_only_output_of_a_failing_cell(kernel):
    _, client = kernel
    reply, messages = execute(client, SAMPLES["error"])
    assert reply["content"]["status"] == "error"
    assert [m["msg_type"] for m in outputs(messages)] == ["error"]
    error = outputs(messages)[0]["content"]
    assert error["ename"] == reply["content"]["ename"]
    assert isinstance(error["traceback"], list) and all(isinstance(line, str) for line in error["traceback"])


def test_queued_executes_after_an_error_are_aborted(kernel):
    """The failing cell runs a moment, so the next request is queued when it fails."""
    _, client = kernel
    drain_iopub(client, timeout=0.05)
    failing = client.execute(SAMPLES["slow_error"])
    queued = client.execute(SAMPLES["hello"][0])
    assert shell_reply(client, failing)["content"]["status"] == "error"
    aborted = shell_reply(client, queued)
    assert aborted["content"]["status"] == "aborted"
    messages = iopub_until_idle(client, queued)
    assert_busy_first_idle_last(messages, queued)
    assert outputs(messages) == []
    # The kernel runs the next cell normally.
    reply, _ = execute(client, SAMPLES["hello"][0])
    assert reply["content"]["status"] == "ok"


def test_stop_on_error_false_runs_queued_cells(kernel):
    _, client = kernel
    drain_iopub(client, timeout=0.05)
    failing = client.execute(SAMPLES["error"], stop_on_error=False)
    queued = client.execute(SAMPLES["hello"][0])
    assert shell_reply(client, failing)["content"]["status"] == "error"
    assert shell_reply(client, queued)["content"]["status"] == "ok"


def test_the_cell_sent_right_after_a_failing_cells_idle_runs_every_time(kernel):
    """200 times: a failing cell, then, as soon as its reply and idle status arrived, the next
    cell. Only requests already waiting when the error was answered are aborted, so the next
    cell must run every time."""
    _, client = kernel
    drain_iopub(client, timeout=0.05)
    statuses = []
    for _ in range(200):
        failing = client.execute(SAMPLES["error"])
        assert shell_reply(client, failing)["content"]["status"] == "error"
        iopub_until_idle(client, failing)
        following = client.execute(SAMPLES["hello"][0])
        statuses.append(shell_reply(client, following)["content"]["status"])
        iopub_until_idle(client, following)
    assert statuses == ["ok"] * 200, f"{statuses.count('aborted')} of 200 cells were aborted"
