"""Heartbeat during a long cell, interrupts (message and SIGINT), shutdown and restart."""
from __future__ import annotations

import os
import signal
import time

import zmq

from helpers import drain_iopub, execute, iopub_until_idle, outputs, shell_reply
from samples import SAMPLES
from slowdown import scaled


def heartbeat_answers(manager, payload=b"ping", timeout=1.0):
    info = manager.get_connection_info()
    socket = zmq.Context.instance().socket(zmq.REQ)
    socket.linger = 0
    socket.connect(f"{info['transport']}://{info['ip']}:{info['hb_port']}")
    try:
        socket.send(payload)
        return socket.poll(int(scaled(timeout) * 1000)) and socket.recv() == payload
    finally:
        socket.close()


def interrupt_by_message(client):
    request = client.session.msg("interrupt_request", {})
    client.control_channel.send(request)
    reply = client.control_channel.get_msg(timeout=scaled(2))
    assert reply["msg_type"] == "interrupt_reply" and reply["content"]["status"] == "ok"


def test_heartbeat_answers_while_a_long_cell_runs(fresh_kernel):
    """The long cell runs at least 5 seconds; it is interrupted once the heartbeats are checked."""
    manager, client = fresh_kernel
    msg_id = client.execute(SAMPLES["long_cell"])
    time.sleep(0.5)
    started = time.monotonic()
    for beat in range(3):
        assert heartbeat_answers(manager, f"beat {beat}".encode())
        time.sleep(0.3)
    elapsed = time.monotonic() - started
    interrupt_by_message(client)
    assert shell_reply(client, msg_id, timeout=20)["content"]["status"] == "error", "the cell ended before the interrupt"
    assert elapsed < scaled(4.0)


def test_kernel_info_on_control_is_answered_while_a_cell_runs(fresh_kernel):
    _, client = fresh_kernel
    msg_id = client.execute(SAMPLES["long_cell"])
    time.sleep(0.3)
    request = client.session.msg("kernel_info_request", {})
    client.control_channel.send(request)
    reply = client.control_channel.get_msg(timeout=scaled(2))
    assert reply["parent_header"]["msg_id"] == request["header"]["msg_id"]
    interrupt_by_message(client)
    assert shell_reply(client, msg_id, timeout=20)["content"]["status"] == "error", "the cell ended before the interrupt"


def run_interrupted(manager, client, interrupt):
    assert execute(client, SAMPLES["assign"])[0]["content"]["status"] == "ok"
    drain_iopub(client, timeout=0.05)
    msg_id = client.execute(SAMPLES["long_cell"])
    time.sleep(0.5)
    started = time.monotonic()
    interrupt()
    reply = shell_reply(client, msg_id, timeout=5)
    assert time.monotonic() - started < scaled(2), "the interrupt took too long"
    assert reply["content"]["status"] == "error"
    assert [m["msg_type"] for m in outputs(iopub_until_idle(client, msg_id))] == ["error"]
    name, value = SAMPLES["read_variable"]
    reply, messages = execute(client, name)
    assert reply["content"]["status"] == "ok"
    results = [m for m in messages if m["msg_type"] == "execute_result"]
    assert results[0]["content"]["data"]["text/plain"] == value


def test_interrupt_request_stops_a_long_cell_and_keeps_variables(fresh_kernel):
    manager, client = fresh_kernel
    assert manager.kernel_spec.interrupt_mode == "message"

    run_interrupted(manager, client, lambda: interrupt_by_message(client))


def test_sigint_stops_a_long_cell_and_keeps_variables(fresh_kernel):
    manager, client = fresh_kernel
    pid = manager.provisioner.process.pid
    run_interrupted(manager, client, lambda: os.kill(pid, signal.SIGINT))


def test_interrupt_request_stops_an_endless_user_expression(fresh_kernel):
    """The cell itself succeeds; its user expression runs until interrupted, and the interrupt
    must end it within a second or two, leaving the shell free and the variables intact."""
    _, client = fresh_kernel
    assert execute(client, SAMPLES["assign"])[0]["content"]["status"] == "ok"
    drain_iopub(client, timeout=0.05)
    msg_id = client.execute(SAMPLES["hello"][0], user_expressions={"endless": SAMPLES["endless_user_expression"]})
    time.sleep(0.5)
    started = time.monotonic()
    interrupt_by_message(client)
    reply = shell_reply(client, msg_id, timeout=5)
    assert time.monotonic() - started < scaled(2), "the interrupt took too long"
    assert reply["content"]["status"] == "ok"
    assert reply["content"]["user_expressions"]["endless"]["status"] == "error"
    name, value = SAMPLES["read_variable"]
    reply, messages = execute(client, name)
    results = [m for m in messages if m["msg_type"] == "execute_result"]
    assert results[0]["content"]["data"]["text/plain"] == value


def test_shutdown_request_exits_within_a_second(fresh_kernel):
    manager, client = fresh_kernel
    process = manager.provisioner.process
    request = client.session.msg("shutdown_request", {"restart": False})
    started = time.monotonic()
    client.control_channel.send(request)
    reply = client.control_channel.get_msg(timeout=scaled(2))
    assert reply["content"] == {"status": "ok", "restart": False}
    process.wait(timeout=scaled(1))
    assert time.monotonic() - started < scaled(1.0)


def test_shutdown_with_restart_flag_is_echoed_and_exits_during_a_long_cell(fresh_kernel):
    manager, client = fresh_kernel
    process = manager.provisioner.process
    client.execute(SAMPLES["long_cell"])
    time.sleep(0.3)
    request = client.session.msg("shutdown_request", {"restart": True})
    started = time.monotonic()
    client.control_channel.send(request)
    reply = client.control_channel.get_msg(timeout=scaled(2))
    assert reply["content"]["restart"] is True
    process.wait(timeout=scaled(1))
    assert time.monotonic() - started < scaled(1.0)


def test_restart_through_the_manager_gives_a_working_kernel(fresh_kernel):
    manager, client = fresh_kernel
    manager.restart_kernel(now=False)
    client.wait_for_ready(timeout=30)
    reply, _ = execute(client, SAMPLES["hello"][0])
    assert reply["content"]["status"] == "ok"
    assert reply["content"]["execution_count"] == 1


def test_interrupt_while_idle_does_not_stop_the_next_cell(fresh_kernel):
    manager, client = fresh_kernel
    interrupt_by_message(client)
    os.kill(manager.provisioner.process.pid, signal.SIGINT)
    time.sleep(0.2)
    reply, _ = execute(client, SAMPLES["hello"][0])
    assert reply["content"]["status"] == "ok"


def test_interrupt_while_waiting_for_input_ends_the_cell(fresh_kernel):
    _, client = fresh_kernel
    msg_id = client.execute(SAMPLES["read_input"], allow_stdin=True)
    assert client.get_stdin_msg(timeout=10)["msg_type"] == "input_request"
    interrupt_by_message(client)
    assert shell_reply(client, msg_id, timeout=5)["content"]["status"] == "error"
    reply, _ = execute(client, SAMPLES["hello"][0])
    assert reply["content"]["status"] == "ok"
