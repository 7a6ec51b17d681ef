"""IOPub with a subscriber that connects and never reads: the kernel keeps at most its
high-water mark of messages for each subscriber and drops the rest (as ipykernel does), so
its memory stays bounded while cells print a lot, it stays responsive, and a front end that
keeps up loses nothing."""
from __future__ import annotations

import time

import pytest
import zmq

from helpers import drain_iopub, execute, outputs, shell_reply
from samples import SAMPLES
from slowdown import scaled, scaled_memory

pytestmark = pytest.mark.skipif(SAMPLES.get("print_megabytes") is None,
                                reason="the language has no sample printing megabytes")

MEGABYTES_PER_CELL = 100
CELLS = 5


def resident_mib(pid: int) -> float:
    """The resident memory of process `pid`, in MiB."""
    with open(f"/proc/{pid}/status") as status:
        for line in status:
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) / 1024
    raise AssertionError(f"no VmRSS for process {pid}")


def connect_silent_subscriber(manager) -> zmq.Socket:
    """A SUB socket on the kernel's IOPub that reads the welcome message and nothing after.
    It keeps very little itself (a receive high-water mark of 10 and a small TCP buffer), so
    what it does not read waits in the kernel or is dropped there."""
    info = manager.get_connection_info()
    socket = zmq.Context.instance().socket(zmq.SUB)
    socket.linger = 0
    socket.rcvhwm = 10
    socket.setsockopt(zmq.RCVBUF, 64 * 1024)
    socket.setsockopt(zmq.SUBSCRIBE, b"")
    socket.connect(f"{info['transport']}://{info['ip']}:{info['iopub_port']}")
    assert socket.poll(int(scaled(10) * 1000)), "the silent subscriber got no welcome: not subscribed"
    socket.recv_multipart()
    return socket


def printed_bytes(messages) -> int:
    """How many characters of stream text `messages` carry."""
    return sum(len(m["content"]["text"]) for m in outputs(messages) if m["msg_type"] == "stream")


def test_a_subscriber_that_never_reads_cannot_make_the_kernel_hoard(fresh_kernel):
    manager, client = fresh_kernel
    pid = manager.provisioner.process.pid
    execute(client, SAMPLES["print_megabytes"].format(megabytes=1))
    baseline = resident_mib(pid)
    silent = connect_silent_subscriber(manager)
    try:
        # A front end that reads gets every byte while the other subscriber reads nothing.
        reply, messages = execute(client, SAMPLES["print_megabytes"].format(megabytes=4))
        assert reply["content"]["status"] == "ok"
        assert printed_bytes(messages) == 4 * 1024 * 1024, "the front end that reads lost output"

        # Then cells print far more than the mark holds, and nobody reads IOPub while they run.
        code = SAMPLES["print_megabytes"].format(megabytes=MEGABYTES_PER_CELL)
        sizes = []
        for _ in range(CELLS):
            msg_id = client.execute(code)
            assert shell_reply(client, msg_id, timeout=120)["content"]["status"] == "ok"
            sizes.append(resident_mib(pid))
        growth = max(sizes) - baseline
        print(f"\nkernel resident: {baseline:.0f} MiB before; after each {MEGABYTES_PER_CELL} MB cell "
              f"{', '.join(f'{size:.0f}' for size in sizes)} MiB")
        assert growth < scaled_memory(150), f"the kernel grew by {growth:.0f} MiB for subscribers that do not read"
        assert sizes[-1] - sizes[1] < 16, "the kernel keeps growing once the subscribers' queues are full"

        drain_iopub(client, timeout=0.5)
        started = time.monotonic()
        reply, _ = execute(client, SAMPLES["hello"][0])
        assert reply["content"]["status"] == "ok"
        assert time.monotonic() - started < scaled(2), "the kernel is slow to answer"
    finally:
        silent.close()
