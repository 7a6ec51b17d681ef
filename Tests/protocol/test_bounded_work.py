"""Work a cell, a request or a peer can ask for is bounded or stops at an interrupt, through the
real protocol: regular expressions that backtrack for hours, requests whose text is not Unicode,
peers that send huge frames or never read. No test here races the clock: each input either
cannot finish first (endless or astronomically long work, so only an interrupt ends it, and the
latency bound is the behaviour), or must finish at all (work that used to take hours)."""
from __future__ import annotations

import os
import time

import pytest
import zmq

from helpers import drain_iopub, execute, iopub_until_idle, memory_mib, shell_reply
from slowdown import scaled, scaled_memory
from test_widget import comm_answers, hover_data, point_pixel

pytestmark = pytest.mark.skipif(os.environ.get("SWIFT_CHART_KERNEL_SAMPLES") == "scripted",
                                reason="the cells are in the chart language")

#: How long after the interrupt request the interrupted cell's reply may arrive.
INTERRUPT_LATENCY = scaled(0.1)
#: A variable every test checks afterwards.
CANARY = ("let canary = 4242", "canary", "4242")
#: Eighty a's and a c: `(a*)*b` has 2^79 ways to fail on it, `(a|aa)+` Fibonacci(80).
BACKTRACKING_TEXT = 'let endless = String(repeating: "a", count: 80) + "c"'


@pytest.fixture(scope="module")
def session():
    from jupyter_client.manager import start_new_kernel

    from conftest import KERNEL_NAME

    manager, client = start_new_kernel(kernel_name=KERNEL_NAME, startup_timeout=30)
    assert execute(client, CANARY[0])[0]["content"]["status"] == "ok"
    assert execute(client, BACKTRACKING_TEXT)[0]["content"]["status"] == "ok"
    yield manager, client
    client.stop_channels()
    manager.shutdown_kernel(now=True)


def assert_alive_and_intact(manager, client):
    assert manager.is_alive(), "the kernel died"
    reply, messages = execute(client, CANARY[1])
    assert reply["content"]["status"] == "ok", reply["content"]
    results = [m for m in messages if m["msg_type"] == "execute_result"]
    assert results and results[0]["content"]["data"]["text/plain"] == CANARY[2]


def interrupt(client, send_request, delay=0.3):
    """Sends the request `send_request()` makes (its msg_id returned), interrupts it after
    `delay` seconds, and returns the msg_id and the seconds from the interrupt to the end of
    the request's work (its idle status)."""
    drain_iopub(client, timeout=0.02)
    msg_id = send_request()
    time.sleep(delay)
    request = client.session.msg("interrupt_request", {})
    sent = time.monotonic()
    client.control_channel.send(request)
    messages = iopub_until_idle(client, msg_id, timeout=10)
    latency = time.monotonic() - sent
    client.control_channel.get_msg(timeout=scaled(2))
    return msg_id, latency, messages


def interrupted_cell(client, code, **options):
    """The reply's content and the interrupt's latency for a cell that cannot end by itself;
    a slow answer (the machine is shared) is tried once more and the faster counts."""
    best = None
    for _ in range(2):
        msg_id, latency, _ = interrupt(client, lambda: client.execute(code, **options))
        content = shell_reply(client, msg_id, timeout=10)["content"]
        if best is None or latency < best[1]:
            best = (content, latency)
        if latency < INTERRUPT_LATENCY:
            break
    return best


# Regular expressions.

def test_the_pattern_that_took_an_hour_answers_at_once(session):
    manager, client = session
    reply, messages = execute(client, '(String(repeating: "a", count: 40) + "c").contains(#/(a+)+b/#)')
    assert reply["content"]["status"] == "ok", reply["content"]
    assert [m["content"]["data"]["text/plain"] for m in messages if m["msg_type"] == "execute_result"] == ["false"]
    assert_alive_and_intact(manager, client)


@pytest.mark.parametrize("code", [
    "endless.contains(#/(a*)*b/#)",
    'endless.firstMatch(of: try Regex("(a|aa)+\\\\1b")) != nil',
    "endless.matches(of: #/(a|aa)+(?=b)/#).count",
    "endless.wholeMatch(of: #/(?>a|aa)*(a|aa)+b/#) != nil",
    'endless.replacing(#/(a*)*b/#, with: "")',
], ids=["contains", "Regex-firstMatch", "matches", "wholeMatch", "replacing"])
def test_a_backtracking_regex_stops_at_an_interrupt_within_100_ms(session, code):
    manager, client = session
    content, latency = interrupted_cell(client, code)
    assert content["status"] == "error" and content["ename"] == "KeyboardInterrupt", content
    assert latency < INTERRUPT_LATENCY, f"the interrupt took {latency * 1000:.0f} ms"
    assert_alive_and_intact(manager, client)


def test_a_backtracking_regex_in_a_user_expression_stops_at_an_interrupt(session):
    manager, client = session
    content, latency = interrupted_cell(client, "1", user_expressions={"slow": "endless.contains(#/(a*)*b/#)"})
    assert content["status"] == "ok"
    slow = content["user_expressions"]["slow"]
    assert slow["status"] == "error" and slow["ename"] == "KeyboardInterrupt", slow
    assert latency < INTERRUPT_LATENCY, f"the interrupt took {latency * 1000:.0f} ms"
    assert_alive_and_intact(manager, client)


def test_a_backtracking_regex_in_an_on_touch_closure_stops_at_an_interrupt(session):
    manager, client = session
    reply, messages = execute(client, "interactive(LineGraph([1.0, 3.0, 2.0]), onTouch: { _ in _ = endless.contains(#/(a*)*b/#) })")
    assert reply["content"]["status"] == "ok", reply["content"]
    opened = [m for m in messages if m["msg_type"] == "comm_open"][0]["content"]
    x, y = point_pixel(opened["data"]["state"]["svg"], 1)

    def hover():
        message = client.session.msg("comm_msg", {"comm_id": opened["comm_id"], "data": hover_data(x, y)})
        client.shell_channel.send(message)
        return message["header"]["msg_id"]

    _, latency, messages = interrupt(client, hover)
    assert [a["content"]["index"] for a in comm_answers(messages, opened["comm_id"])] == [1], "the popup was answered first"
    errors = [m["content"]["text"] for m in messages if m["msg_type"] == "stream" and m["content"]["name"] == "stderr"]
    assert len(errors) == 1 and errors[0].startswith("onTouch failed: KeyboardInterrupt"), errors
    assert latency < scaled(0.5), f"the interrupt took {latency * 1000:.0f} ms"
    assert_alive_and_intact(manager, client)


# Requests whose text is not Unicode.

def raw_execute(client, content_bytes: bytes) -> str:
    """Sends an execute_request whose content frame is `content_bytes` as they are, signed."""
    message = client.session.msg("execute_request", {})
    message["content"] = content_bytes
    client.session.send(client.shell_channel.socket, message)
    return message["header"]["msg_id"]


@pytest.mark.parametrize("content, place", [
    (b'{"code": "let x = 1\\nprint(\\"\\ud800\\")", "silent": false, "store_history": true}',
     "a lone surrogate \\uD800 at line 2, column 8 of 'code'"),
    (b'{"code": "print(\\"caf\xe9\\")", "silent": false, "store_history": true}',
     "the byte 0xE9, which is not UTF-8, at line 1, column 11 of 'code'"),
], ids=["lone-surrogate", "invalid-utf8"])
def test_code_that_is_not_unicode_gets_an_error_reply_naming_the_place(session, content, place):
    manager, client = session
    drain_iopub(client, timeout=0.02)
    msg_id = raw_execute(client, content)
    reply = shell_reply(client, msg_id, timeout=10)["content"]
    assert reply["status"] == "error" and reply["ename"] == "UnicodeDecodeError", reply
    assert place in reply["evalue"], reply["evalue"]
    messages = iopub_until_idle(client, msg_id)
    assert [m["msg_type"] for m in messages] == ["status", "error", "status"]
    assert place in messages[1]["content"]["evalue"]
    assert_alive_and_intact(manager, client)


# Peers that send huge frames or never read.

def resident_mib(pid: int) -> float:
    return memory_mib(pid)


def flood(endpoint: str, socket_type: int, frames: int, size: int):
    """Connects a raw ZeroMQ socket of `socket_type` to `endpoint`, sends `frames` frames of
    `size` bytes without ever reading, and keeps it open; returns the context and socket."""
    context = zmq.Context()
    peer = context.socket(socket_type)
    peer.setsockopt(zmq.LINGER, 0)
    peer.setsockopt(zmq.SNDHWM, 0)
    peer.connect(endpoint)
    payload = b"x" * size
    for _ in range(frames):
        peer.send(payload, copy=False)
    return context, peer


def largest_growth(pid: int, before: float, seconds: float) -> float:
    """The most the kernel's resident memory grew past `before` while watched for `seconds`."""
    growth = 0.0
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        growth = max(growth, resident_mib(pid) - before)
        time.sleep(0.05)
    return growth


def test_a_heartbeat_peer_sending_huge_frames_and_never_reading_costs_the_kernel_little(fresh_kernel):
    """Twenty frames of 50 MB, without the key, echoed to a peer that never reads: the kernel
    held them all (+858 MB measured); now a frame past the heartbeat's 4 KiB disconnects its
    sender."""
    manager, client = fresh_kernel
    pid = manager.provisioner.process.pid
    info = manager.get_connection_info()
    before = resident_mib(pid)
    context, peer = flood(f"{info['transport']}://{info['ip']}:{info['hb_port']}", zmq.DEALER, frames=20, size=50 << 20)
    try:
        growth = largest_growth(pid, before, scaled(3))
        assert growth < scaled_memory(40), f"the kernel grew by {growth:.0f} MiB"
        assert_heartbeat_answers(info)
        reply, _ = execute(client, "1 + 1")
        assert reply["content"]["status"] == "ok"
    finally:
        peer.close()
        context.term()


def test_huge_frames_sent_to_a_busy_shell_are_not_held(fresh_kernel):
    """While a cell runs, what arrives on shell waits to be read: twenty 50 MB frames without
    the key were all held (a gigabyte); now a frame past 64 MiB disconnects its sender."""
    manager, client = fresh_kernel
    pid = manager.provisioner.process.pid
    info = manager.get_connection_info()
    drain_iopub(client, timeout=0.05)
    msg_id = client.execute("while true { }")
    time.sleep(0.3)
    before = resident_mib(pid)
    context, peer = flood(f"{info['transport']}://{info['ip']}:{info['shell_port']}", zmq.DEALER, frames=20, size=100 << 20)
    try:
        growth = largest_growth(pid, before, scaled(3))
        client.control_channel.send(client.session.msg("interrupt_request", {}))
        assert shell_reply(client, msg_id, timeout=10)["content"]["ename"] == "KeyboardInterrupt"
        assert growth < scaled_memory(40), f"the kernel grew by {growth:.0f} MiB"
        reply, _ = execute(client, "1 + 1")
        assert reply["content"]["status"] == "ok"
    finally:
        peer.close()
        context.term()


def assert_heartbeat_answers(info):
    context = zmq.Context()
    ping = context.socket(zmq.REQ)
    ping.setsockopt(zmq.LINGER, 0)
    ping.connect(f"{info['transport']}://{info['ip']}:{info['hb_port']}")
    try:
        ping.send(b"ping")
        assert ping.poll(int(scaled(5) * 1000)), "no heartbeat echo"
        assert ping.recv() == b"ping"
    finally:
        ping.close()
        context.term()
