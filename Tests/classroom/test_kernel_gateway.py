"""The Kernel Gateway for real, as deploy/kernel-gateway/kernel_gateway_config.py configures it:
kernels of this kernelspec started, listed, interrupted and shut down through its REST API and
driven through their websockets, several at once, each running the lesson and getting every
chart back; the token is required; a runaway cell is stopped and the kernel goes on."""
from __future__ import annotations

import asyncio
import json
from pathlib import Path

import pytest

from classroom import NOTEBOOKS, KernelHost
from jupyter_servers import GatewayServer, is_gone, request_json
from kernel_install import KERNEL_NAME
from kernel_websocket import KernelWebSocket
from lesson_run import check_lesson_run, run_lesson

KERNELS = 3


@pytest.fixture(scope="module")
def gateway(tmp_path_factory, kernel_environment):
    """A running gateway whose kernels start in notebooks/ (the lesson's data is there)."""
    server = GatewayServer(tmp_path_factory.mktemp("gateway"), kernel_environment, cwd=NOTEBOOKS)
    server.start()
    started = []
    try:
        yield server
    finally:
        started = server.descendants()
        server.stop()
    assert not [process for process in started if not is_gone(process)], "kernels outlived the gateway"


@pytest.fixture()
def host(gateway) -> KernelHost:
    return KernelHost(gateway.base_url, gateway.token)


def test_the_kernelspec_is_served_and_the_token_is_required(gateway):
    status, specs = gateway.api("GET", "/kernelspecs")
    assert status == 200 and specs["default"] == KERNEL_NAME
    assert specs["kernelspecs"][KERNEL_NAME]["spec"]["language"] == "swift"
    assert specs["kernelspecs"][KERNEL_NAME]["spec"]["env"]["SWIFT_CHART_KERNEL_MEMORY_LIMIT"] == "256M"
    status, _ = request_json("GET", f"{gateway.base_url}/api/kernels", token="not-the-token")
    assert status in (401, 403)


def test_kernels_reach_the_gateway_over_unix_sockets(gateway, host):
    """No TCP ports for kernels: gateways starting kernels at once cannot pick the same one."""
    kernel_id = host.start_kernel()

    async def answered():
        kernel = await KernelWebSocket.connect(host.channels_url(kernel_id), host.token)
        try:
            return (await kernel.kernel_info()).reply
        finally:
            await kernel.close()

    # Once the kernel has answered, its sockets are bound.
    assert asyncio.run(answered())["content"]["implementation"] == "swift-chart-kernel"
    connection = json.loads((gateway.runtime / f"kernel-{kernel_id}.json").read_text())
    assert connection["transport"] == "ipc"
    assert all(Path(f"{connection['ip']}-{connection[f'{channel}_port']}").exists()
               for channel in ("shell", "iopub", "stdin", "control", "hb"))
    assert host.shut_down(kernel_id) == 204


def test_kernels_run_the_lesson_side_by_side_and_every_chart_comes_back(host, lesson, reference_charts):
    kernel_ids = [host.start_kernel() for _ in range(KERNELS)]
    assert set(kernel_ids) <= {kernel["id"] for kernel in host.kernels()}

    async def student(kernel_id):
        kernel = await KernelWebSocket.connect(host.channels_url(kernel_id), host.token)
        try:
            return await run_lesson(kernel, lesson)
        finally:
            await kernel.close()

    async def whole_class():
        return await asyncio.gather(*(student(kernel_id) for kernel_id in kernel_ids))

    for number, run in enumerate(asyncio.run(whole_class()), start=1):
        check_lesson_run(run, reference_charts, f"kernel {number}")
    for kernel_id in kernel_ids:
        assert host.shut_down(kernel_id) == 204
    assert not set(kernel_ids) & {kernel["id"] for kernel in host.kernels()}


def test_an_interrupt_through_the_rest_api_stops_an_endless_loop(host):
    kernel_id = host.start_kernel()

    async def scenario():
        kernel = await KernelWebSocket.connect(host.channels_url(kernel_id), host.token)
        try:
            looping = asyncio.ensure_future(kernel.execute("var n = 0\nwhile n >= 0 { n = (n + 1) % 1000 }", timeout=60))
            await asyncio.sleep(1.0)
            assert not looping.done()
            assert await asyncio.to_thread(host.interrupt, kernel_id) == 204
            return await looping, await kernel.execute("n < 1000")
        finally:
            await kernel.close()

    stopped, after = asyncio.run(scenario())
    assert stopped.error is not None and stopped.error[0] == "KeyboardInterrupt"
    assert after.status == "ok"
    assert host.shut_down(kernel_id) == 204


def test_a_cell_past_the_memory_budget_fails_and_the_kernel_goes_on(host):
    kernel_id = host.start_kernel()

    async def scenario():
        kernel = await KernelWebSocket.connect(host.channels_url(kernel_id), host.token)
        try:
            await kernel.execute("let kept = [1, 2, 3]")
            grow = await kernel.execute("var text = \"ab\"\nwhile true { text = text + text }")
            return grow, await kernel.execute("kept.mean")
        finally:
            await kernel.close()

    grow, after = asyncio.run(scenario())
    assert grow.error is not None and grow.error[0] == "MemoryError"
    assert after.status == "ok" and after.outputs("execute_result")[0]["content"]["data"]["text/plain"] == "2.0"
    assert host.shut_down(kernel_id) == 204


def test_runaway_students_do_not_hold_up_the_others(host, lesson, reference_charts):
    """One student's endless loop and another's memory hog run while a third student works
    through the lesson: the third gets every chart back while the loop is still running, and
    both runaway kernels go on after the interrupt and the MemoryError."""
    looper, hog, worker = (host.start_kernel() for _ in range(3))

    async def scenario():
        kernels = [await KernelWebSocket.connect(host.channels_url(kernel_id), host.token) for kernel_id in (looper, hog, worker)]
        try:
            looping = asyncio.ensure_future(kernels[0].execute("var laps = 0\nwhile true { laps += 1 }", timeout=120))
            hogging = asyncio.ensure_future(kernels[1].execute(
                "var rows: [[Double]] = []\nwhile true { rows.append(Array(repeating: 1.5, count: 20_000)) }", timeout=120))
            await asyncio.sleep(0.5)
            run = await run_lesson(kernels[2], lesson)
            loop_still_running = not looping.done()
            assert await asyncio.to_thread(host.interrupt, looper) == 204
            stopped, hogged = await looping, await hogging
            after = [await kernels[0].execute("laps > 0"), await kernels[1].execute("rows = []\nrows.count")]
            return run, loop_still_running, stopped, hogged, after
        finally:
            for kernel in kernels:
                await kernel.close()

    run, loop_still_running, stopped, hogged, after = asyncio.run(scenario())
    check_lesson_run(run, reference_charts, "the student beside the runaway ones")
    assert loop_still_running, "the endless loop ended before the lesson beside it did"
    assert stopped.error is not None and stopped.error[0] == "KeyboardInterrupt"
    assert hogged.error is not None and hogged.error[0] == "MemoryError"
    assert [exchange.status for exchange in after] == ["ok", "ok"]
    for kernel_id in (looper, hog, worker):
        assert host.shut_down(kernel_id) == 204
