"""Each message type's content: kernel_info, execute options, displays, introspection,
comms, stdin and unknown types."""
from __future__ import annotations

import pytest

from helpers import drain_iopub, execute, iopub_until_idle, outputs, shell_reply
from samples import SAMPLES
from slowdown import scaled


def needs(name):
    """Skips a test whose sample the language under test does not provide."""
    return pytest.mark.skipif(SAMPLES.get(name) is None, reason=f"the language has no sample for '{name}'")


def test_kernel_info_describes_swift_and_protocol_5_4(kernel):
    _, client = kernel
    reply = client.kernel_info(reply=True, timeout=10)
    content = reply["content"]
    assert reply["header"]["version"] == "5.4"
    assert content["status"] == "ok"
    assert content["protocol_version"] == "5.4"
    assert content["implementation"] == "swift-chart-kernel"
    info = content["language_info"]
    assert (info["name"], info["mimetype"], info["file_extension"]) == ("swift", "text/x-swift", ".swift")
    assert (info["codemirror_mode"], info["pygments_lexer"]) == ("swift", "swift")
    assert isinstance(content["banner"], str) and content["banner"]
    assert isinstance(content["help_links"], list)


def test_execution_count_advances_only_when_history_is_stored(kernel):
    _, client = kernel
    first, _ = execute(client, SAMPLES["assign"])
    second, _ = execute(client, SAMPLES["assign"])
    assert second["content"]["execution_count"] == first["content"]["execution_count"] + 1
    unstored, _ = execute(client, SAMPLES["assign"], store_history=False)
    assert unstored["content"]["execution_count"] == second["content"]["execution_count"]
    third, _ = execute(client, SAMPLES["assign"])
    assert third["content"]["execution_count"] == second["content"]["execution_count"] + 1


def test_silent_execute_broadcasts_nothing_and_keeps_the_count(kernel):
    _, client = kernel
    before, _ = execute(client, SAMPLES["assign"])
    reply, messages = execute(client, SAMPLES["hello"][0], silent=True)
    assert reply["content"]["status"] == "ok"
    assert [m["msg_type"] for m in messages] == ["status", "status"]
    after, _ = execute(client, SAMPLES["assign"])
    assert after["content"]["execution_count"] == before["content"]["execution_count"] + 1


def test_stdout_text_arrives_as_a_stream(kernel):
    _, client = kernel
    code, expected = SAMPLES["hello"]
    reply, messages = execute(client, code)
    streams = [m for m in outputs(messages) if m["msg_type"] == "stream"]
    assert "".join(m["content"]["text"] for m in streams) == expected
    assert all(m["content"]["name"] == "stdout" for m in streams)


def test_many_prints_arrive_complete_in_few_messages(kernel):
    _, client = kernel
    code, expected = SAMPLES["many_prints"]
    _, messages = execute(client, code)
    streams = [m for m in outputs(messages) if m["msg_type"] == "stream"]
    assert "".join(m["content"]["text"] for m in streams) == expected
    assert len(streams) < expected.count("\n") / 10


@needs("mixed_streams")
def test_stdout_and_stderr_keep_their_order(kernel):
    _, client = kernel
    code, expected = SAMPLES["mixed_streams"]
    _, messages = execute(client, code)
    streams = [(m["content"]["name"], m["content"]["text"]) for m in outputs(messages) if m["msg_type"] == "stream"]
    assert streams == expected


def test_user_expressions_are_evaluated_after_the_cell(kernel):
    _, client = kernel
    name, value = SAMPLES["read_variable"]
    reply, _ = execute(client, SAMPLES["assign"], user_expressions={"good": name, "bad": "no_such_name_anywhere"})
    expressions = reply["content"]["user_expressions"]
    assert expressions["good"]["status"] == "ok"
    assert expressions["good"]["data"]["text/plain"] == value
    assert expressions["bad"]["status"] == "error"
    assert expressions["bad"]["ename"]


@needs("display_with_id")
def test_display_with_id_can_be_updated(kernel):
    _, client = kernel
    reply, messages = execute(client, SAMPLES["display_with_id"])
    shown = [m for m in outputs(messages) if m["msg_type"] == "display_data"]
    updated = [m for m in outputs(messages) if m["msg_type"] == "update_display_data"]
    assert shown and updated
    display_id = shown[0]["content"]["transient"]["display_id"]
    assert updated[0]["content"]["transient"]["display_id"] == display_id


def test_clear_output_carries_wait(kernel):
    _, client = kernel
    _, messages = execute(client, SAMPLES["clear_output"])
    cleared = [m for m in messages if m["msg_type"] == "clear_output"]
    assert cleared and isinstance(cleared[0]["content"]["wait"], bool)


def test_complete_counts_cursor_in_code_points(kernel):
    _, client = kernel
    prefix = '"é🎉" ; '
    code = prefix + SAMPLES["complete_code"]
    reply = client.complete(code, cursor_pos=len(code), reply=True, timeout=10)["content"]
    assert SAMPLES["complete_matches"] in reply["matches"]
    assert reply["cursor_end"] == len(code)
    assert reply["cursor_start"] == len(prefix)
    assert reply["metadata"] == {} or isinstance(reply["metadata"], dict)


def test_inspect_finds_documentation(kernel):
    _, client = kernel
    reply = client.inspect(SAMPLES["inspect"], reply=True, timeout=10)["content"]
    assert reply["status"] == "ok" and reply["found"] is True
    assert "text/plain" in reply["data"]


def test_is_complete_reports_each_status(kernel):
    _, client = kernel

    def status(code):
        return shell_reply(client, client.is_complete(code))["content"]

    assert status(SAMPLES["is_complete"][0])["status"] == "complete"
    incomplete = status(SAMPLES["is_incomplete"][0])
    assert incomplete["status"] == "incomplete" and isinstance(incomplete["indent"], str)
    assert status(SAMPLES["is_invalid"][0])["status"] == "invalid"


@needs("long_chain")
def test_introspection_of_a_200000_term_chain_is_answered(kernel):
    """Completion, inspection and is_complete run with the cells' large stack: an expression
    nested 200,000 deep is answered (it crashed the kernel on an 8 MB stack)."""
    manager, client = kernel
    code = SAMPLES["long_chain"]
    for send in (lambda: client.is_complete(code), lambda: client.complete(code),
                 lambda: client.inspect(code, len(code))):
        msg_id = send()
        assert shell_reply(client, msg_id, timeout=60)["parent_header"]["msg_id"] == msg_id
        assert manager.is_alive()
    reply, _ = execute(client, SAMPLES["hello"][0])
    assert reply["content"]["status"] == "ok"


def test_comm_open_to_an_unknown_target_is_closed(kernel):
    _, client = kernel
    drain_iopub(client, timeout=0.05)
    msg = client.session.msg("comm_open", {"comm_id": "c-unknown", "target_name": "no.such.target", "data": {}})
    client.shell_channel.send(msg)
    messages = iopub_until_idle(client, msg["header"]["msg_id"])
    closes = [m for m in messages if m["msg_type"] == "comm_close"]
    assert [m["content"]["comm_id"] for m in closes] == ["c-unknown"]
    comms = client.comm_info(reply=True, timeout=10)["content"]["comms"]
    assert "c-unknown" not in comms


@needs("echo_target")
def test_comm_to_a_known_target_is_listed_and_answered(kernel):
    _, client = kernel
    target = SAMPLES["echo_target"]
    drain_iopub(client, timeout=0.05)
    opened = client.session.msg("comm_open", {"comm_id": "c-echo", "target_name": target, "data": {}})
    client.shell_channel.send(opened)
    assert not [m for m in iopub_until_idle(client, opened["header"]["msg_id"]) if m["msg_type"] == "comm_close"]
    comms = client.comm_info(target_name=target, reply=True, timeout=10)["content"]["comms"]
    assert comms["c-echo"] == {"target_name": target}
    data = SAMPLES.get("echo_message") or {"method": "custom", "content": {"x": 1}}
    sent = client.session.msg("comm_msg", {"comm_id": "c-echo", "data": data})
    client.shell_channel.send(sent)
    messages = iopub_until_idle(client, sent["header"]["msg_id"])
    assert messages[0]["content"]["execution_state"] == "busy"
    assert any(m["msg_type"] == "comm_msg" and m["content"]["comm_id"] == "c-echo" for m in messages)
    closing = client.session.msg("comm_close", {"comm_id": "c-echo", "data": {}})
    client.shell_channel.send(closing)
    iopub_until_idle(client, closing["header"]["msg_id"])
    assert "c-echo" not in client.comm_info(reply=True, timeout=10)["content"]["comms"]


def test_input_request_returns_what_the_person_typed(kernel):
    _, client = kernel
    drain_iopub(client, timeout=0.05)
    msg_id = client.execute(SAMPLES["read_input"], allow_stdin=True)
    request = client.get_stdin_msg(timeout=10)
    assert request["msg_type"] == "input_request"
    assert request["parent_header"]["msg_id"] == msg_id
    assert request["content"]["password"] is False
    client.input("Ada")
    assert shell_reply(client, msg_id)["content"]["status"] == "ok"
    streams = [m for m in iopub_until_idle(client, msg_id) if m["msg_type"] == "stream"]
    assert SAMPLES["input_echo"] + "Ada" in "".join(m["content"]["text"] for m in streams)


def test_input_without_allow_stdin_is_a_clear_error(kernel):
    _, client = kernel
    reply, messages = execute(client, SAMPLES["read_input"], allow_stdin=False)
    assert reply["content"]["status"] == "error"
    assert "allow_stdin" in reply["content"]["evalue"] or "input" in reply["content"]["evalue"]


def test_unknown_request_gets_an_error_reply_and_busy_idle(kernel):
    _, client = kernel
    drain_iopub(client, timeout=0.05)
    msg = client.session.msg("frobnicate_request", {})
    client.shell_channel.send(msg)
    reply = shell_reply(client, msg["header"]["msg_id"])
    assert reply["msg_type"] == "frobnicate_reply"
    assert reply["content"]["status"] == "error"
    messages = iopub_until_idle(client, msg["header"]["msg_id"])
    assert [m["content"]["execution_state"] for m in messages] == ["busy", "idle"]


def test_connect_request_reports_the_ports(kernel):
    manager, client = kernel
    msg = client.session.msg("connect_request", {})
    client.shell_channel.send(msg)
    reply = shell_reply(client, msg["header"]["msg_id"])
    info = manager.get_connection_info()
    for name in ("shell_port", "iopub_port", "stdin_port", "control_port", "hb_port"):
        assert reply["content"][name] == info[name]


def test_control_requests_get_busy_and_idle_with_their_parent(kernel):
    _, client = kernel
    drain_iopub(client, timeout=0.05)
    msg = client.session.msg("kernel_info_request", {})
    client.control_channel.send(msg)
    reply = client.control_channel.get_msg(timeout=scaled(5))
    assert reply["parent_header"]["msg_id"] == msg["header"]["msg_id"]
    messages = iopub_until_idle(client, msg["header"]["msg_id"])
    assert [m["content"]["execution_state"] for m in messages] == ["busy", "idle"]
