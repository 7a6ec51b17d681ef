"""JupyterHub for real, as deploy/jupyterhub/jupyterhub_config.py configures it: the teacher
enrols a class through the hub's REST API, each student logs in with the password, starts a
JupyterLab, opens a kernel through its REST API and websocket and runs the lesson; every
student's charts come back as a kernel started directly draws them. A student's endless loop
is stopped from the hub (interrupt through the server's REST API), a cell allocating past the
kernel's budget fails with a MemoryError, and both kernels go on. Stopping the hub stops
every process it started."""
from __future__ import annotations

import asyncio
import shutil
import time
from concurrent.futures import ThreadPoolExecutor

import pytest

from classroom import NOTEBOOKS, enrol, log_in, start_server
from jupyter_servers import HubServer, is_gone, request_json
from kernel_websocket import KernelWebSocket
from lesson_run import check_lesson_run, run_lesson

STUDENTS = ["ada", "alan", "grace"]


@pytest.fixture(scope="module")
def hub(tmp_path_factory, kernel_environment):
    """A running hub with the class enrolled and each student's home holding the lesson's data;
    checks on the way out that nothing it started is left running."""
    environment = {key: value for key, value in kernel_environment.items() if key != "SWIFT_CHART_KERNEL_HISTORY"}
    server = HubServer(tmp_path_factory.mktemp("hub"), environment)
    for name in STUDENTS:
        shutil.copytree(NOTEBOOKS / "data", server.homes / name / "data")
    server.start()
    started = []
    try:
        enrol(server, STUDENTS)
        yield server
    finally:
        started = server.descendants()
        server.stop()
    left = [process for process in started if not is_gone(process)]
    assert not left, f"still running after the hub stopped: {left}"


@pytest.fixture(scope="module")
def servers(hub):
    """Each student's (kernel host) after logging in and starting their JupyterLab, at once."""
    def log_in_and_start(name):
        return start_server(hub, name, log_in(hub, name))
    with ThreadPoolExecutor(len(STUDENTS)) as pool:
        return dict(zip(STUDENTS, pool.map(log_in_and_start, STUDENTS)))


def test_a_wrong_password_is_refused(hub):
    with pytest.raises(PermissionError):
        log_in(hub, STUDENTS[0], password="not-the-password")


def test_a_student_reaches_only_their_own_server(hub, servers):
    status, _ = request_json("GET", f"{servers['alan'].base_url}/api/kernels", servers["ada"].token)
    assert status == 403 or status == 404, f"ada's token reached alan's server ({status})"


def test_every_student_runs_the_lesson_and_gets_every_chart(servers, lesson, reference_charts):
    async def student(name):
        host = servers[name]
        kernel = await KernelWebSocket.connect(host.channels_url(host.start_kernel()), host.token)
        try:
            assert (await kernel.kernel_info()).reply["content"]["implementation"] == "swift-chart-kernel"
            return await run_lesson(kernel, lesson)
        finally:
            await kernel.close()

    async def whole_class():
        return await asyncio.gather(*(student(name) for name in STUDENTS))

    for name, run in zip(STUDENTS, asyncio.run(whole_class())):
        check_lesson_run(run, reference_charts, name)


def test_the_hub_interrupts_an_endless_loop_and_the_kernel_goes_on(servers):
    host = servers["grace"]
    kernel_id = host.start_kernel()

    async def scenario():
        kernel = await KernelWebSocket.connect(host.channels_url(kernel_id), host.token)
        try:
            await kernel.execute("var laps = 0")
            looping = asyncio.ensure_future(kernel.execute("while true { laps += 1 }", timeout=60))
            await asyncio.sleep(1.0)
            assert not looping.done(), "the endless loop ended by itself"
            sent = time.perf_counter()
            assert await asyncio.to_thread(host.interrupt, kernel_id) == 204
            stopped = await looping
            after = await kernel.execute("laps > 0")
            return stopped, time.perf_counter() - sent, after
        finally:
            await kernel.close()

    stopped, seconds, after = asyncio.run(scenario())
    assert stopped.status == "error" and stopped.error[0] == "KeyboardInterrupt"
    assert seconds < 5, f"the interrupt took {seconds:.1f} s"
    assert after.status == "ok" and after.outputs("execute_result")[0]["content"]["data"]["text/plain"] == "true"


def test_a_cell_past_the_memory_budget_fails_and_the_kernel_goes_on(servers):
    host = servers["alan"]

    async def scenario():
        kernel = await KernelWebSocket.connect(host.channels_url(host.start_kernel()), host.token)
        try:
            grow = await kernel.execute("var rows: [[Double]] = []\nwhile true { rows.append(Array(repeating: 1.5, count: 20_000)) }")
            huge = await kernel.execute("let everything = Array(repeating: 0, count: 100_000_000)")
            freed = await kernel.execute("rows = []\nrows.count")
            chart = await kernel.execute("LineGraph([3, 1, 4, 1, 5])")
            return grow, huge, freed, chart
        finally:
            await kernel.close()

    grow, huge, freed, chart = asyncio.run(scenario())
    assert grow.error is not None and grow.error[0] == "MemoryError", grow.error
    assert "256 MiB budget" in grow.error[1]
    assert huge.error is not None and huge.error[0] == "MemoryError" and "nothing was allocated" in huge.error[1]
    assert freed.status == "ok"
    assert chart.status == "ok" and chart.shows_chart()
