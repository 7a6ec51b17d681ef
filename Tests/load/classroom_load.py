#!/usr/bin/env python3
"""A class under load: S students, each with a kernel of their own behind the Kernel Gateway
(or JupyterHub), working through the lesson for a fixed time: a cell every few seconds (think
time), a few hovers on each interactive chart through its widget comm. A few runaway students
run a cell that allocates past the kernel's memory budget and an endless loop that the teacher
interrupts (POST …/interrupt), while the others keep working.

It reports each request's round trip (from sending it to its reply and idle status) as median,
p90 and p99 for the class and for the runaway students apart, errors, kernels alive at the
end, the kernels' memory (RSS, and PSS, which counts shared pages once) and the machine's, and
the machine's load (the CPU the kernels, the server and this process took, and what the rest
of the machine took meanwhile). Then the same with ipykernel + numpy + matplotlib doing the
equivalent cells (Tests/load/python_lesson.py): at the class's size, and at the sizes asked
for with --python-students, to see how many students ipykernel holds.

Every loop is bounded in count and time; all traffic goes to 127.0.0.1. Starting kernels stops
early when the machine's available memory falls below --reserve-gib, so the test cannot take
the machine from others on it.

    .venv/bin/python Tests/load/classroom_load.py --students 200 --duration 120 --report docs/classroom-load.md
"""
from __future__ import annotations

import argparse
import asyncio
import itertools
import json
import os
import platform
import random
import statistics
import sys
import tempfile
import time
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path

import psutil

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent / "shared"))
sys.path.insert(0, str(HERE))

from classroom import (WIDGET_TARGET, KernelHost, enrol, hover_message, lesson_cells,  # noqa: E402
                       default_lessons, log_in, point_pixels, start_server, NOTEBOOKS)
from jupyter_servers import GatewayServer, HubServer, kernel_processes  # noqa: E402
from kernel_install import KERNEL_NAME, REPOSITORY, install_kernelspec  # noqa: E402
from kernel_websocket import Exchange, KernelWebSocket  # noqa: E402
import python_lesson  # noqa: E402

TARGET_P99_MS = 250.0
TARGET_MEMORY_GIB = 8.0
GIB = 1 << 30
MIB = 1 << 20
# What a runaway Swift student runs: allocation past the budget, and an endless loop.
SWIFT_MEMORY_HOG = "var hoard: [[Double]] = []\nwhile true { hoard.append(Array(repeating: 1.5, count: 30_000)) }"
SWIFT_ENDLESS_LOOP = "var laps = 0\nwhile true { laps += 1 }"
RESET_HOARD = "hoard = []"


@dataclass
class KernelKind:
    """A kernel under test and the lesson it runs."""
    label: str
    kernelspec: str
    cells: list[str]
    memory_hog: str | None
    endless_loop: str
    # Where students may start: the first cell of each lesson (student n starts at the n-th,
    # wrapping), so a class's work spreads over every lesson's kinds of cells.
    starts: list[int] = field(default_factory=lambda: [0])


@dataclass
class Sample:
    """One request's outcome."""
    student: int
    kind: str          # "cell", "hover", "memory hog", "endless loop", "after runaway"
    seconds: float
    ok: bool
    detail: str = ""
    # Until the first message came back, and the kernel's own busy-to-idle time (None when unknown).
    first_seconds: float | None = None
    kernel_seconds: float | None = None
    to_kernel_seconds: float | None = None


@dataclass
class RunResult:
    kind: KernelKind
    students: int
    runaway: int
    started_kernels: int = 0
    startup_seconds: float = 0.0
    memory_bound: bool = False
    samples: list[Sample] = field(default_factory=list)
    errors: list[str] = field(default_factory=list)
    alive_at_end: int = 0
    listed_at_end: int = 0
    memory: list[dict] = field(default_factory=list)
    cpu: dict = field(default_factory=dict)
    duration: float = 0.0
    gateways: int = 1


def percentile(values: list[float], fraction: float) -> float:
    """Nearest-rank percentile (always an observed value)."""
    ordered = sorted(values)
    return ordered[max(0, min(len(ordered) - 1, int(-(-fraction * len(ordered) // 1)) - 1))]


def latency_summary(samples: list[Sample]) -> dict:
    times = [s.seconds * 1000 for s in samples if s.ok]
    if not times:
        return {"n": 0}
    return {"n": len(times), "median": statistics.median(times), "p90": percentile(times, 0.90),
            "p99": percentile(times, 0.99), "max": max(times)}


# ----------------------------------------------------------------------------------------------
# the machine


def kernel_memory(pids: list[int], with_pss: bool) -> dict:
    """Summed RSS (statm, cheap) and, when asked, PSS (smaps_rollup) of the given processes."""
    rss = pss = alive = 0
    page = os.sysconf("SC_PAGE_SIZE")
    for pid in pids:
        try:
            with open(f"/proc/{pid}/statm") as statm:
                rss += int(statm.read().split()[1]) * page
            alive += 1
            if with_pss:
                with open(f"/proc/{pid}/smaps_rollup") as rollup:
                    for line in rollup:
                        if line.startswith("Pss:"):
                            pss += int(line.split()[1]) * 1024
                            break
        except (FileNotFoundError, ProcessLookupError, IndexError, ValueError):
            continue
    machine = psutil.virtual_memory()
    return {"time": time.monotonic(), "kernels": alive, "rss": rss, "pss": pss if with_pss else None,
            "machine_used": machine.total - machine.available, "machine_available": machine.available}


def cpu_seconds(processes: list[psutil.Process]) -> float:
    total = 0.0
    for process in processes:
        try:
            times = process.cpu_times()
            total += times.user + times.system
        except psutil.Error:
            continue
    return total


# ----------------------------------------------------------------------------------------------
# students


def hover_points(opened: dict) -> list[tuple[float, float]]:
    """Where to hover on a widget just opened: the Swift chart's point marks, or the points the
    Python widget publishes."""
    state = opened["content"]["data"].get("state", {})
    if "svg" in state:
        return point_pixels(state["svg"])
    return [tuple(point) for point in state.get("points", [])]


class Student:
    """One student's kernel and behaviour."""

    def __init__(self, number: int, kind: KernelKind, host: KernelHost, kernel_id: str, runaway: bool,
                 options: argparse.Namespace, result: RunResult, chart_cells: set[int]):
        self.number, self.kind, self.host, self.kernel_id = number, kind, host, kernel_id
        self.runaway, self.options, self.result, self.chart_cells = runaway, options, result, chart_cells
        self.random = random.Random(number * 7919 + 17)
        self.kernel: KernelWebSocket | None = None

    def record(self, kind: str, exchange: Exchange | None, ok: bool, detail: str = "", seconds: float | None = None):
        first = exchange.first_at - exchange.sent_at if exchange is not None and exchange.first_at else None
        self.result.samples.append(Sample(self.number, kind, seconds if seconds is not None else exchange.seconds, ok, detail,
                                          first, exchange.kernel_seconds if exchange is not None else None,
                                          exchange.seconds_to_kernel if exchange is not None else None))
        if not ok:
            self.result.errors.append(f"student {self.number} {kind}: {detail}")

    async def think(self, deadline: float) -> None:
        await asyncio.sleep(max(0.0, min(self.random.uniform(*self.options.think), deadline - time.monotonic())))

    async def connect(self) -> None:
        """Opens the kernel's websocket and runs the lesson's first cell once, untimed (the
        imports of the ipykernel lesson are part of starting, not of a cell)."""
        try:
            self.kernel = await KernelWebSocket.connect(self.host.channels_url(self.kernel_id), self.host.token, timeout=120)
            warm_up = await self.kernel.execute(self.kind.cells[0], timeout=self.options.timeout)
            if warm_up.status != "ok":
                raise RuntimeError(f"the first cell failed: {warm_up.error}")
        except Exception as error:  # noqa: BLE001 (any failure to connect is this student's error)
            self.result.errors.append(f"student {self.number}: not connected: {error!r}")
            if self.kernel is not None:
                await self.kernel.close()
            self.kernel = None

    async def run(self, deadline: float) -> None:
        if self.kernel is None:
            return
        try:
            # Students do not all press Shift+Enter in the same second.
            await asyncio.sleep(self.random.uniform(0, self.options.think[1]))
            position = self.kind.starts[self.number % len(self.kind.starts)]
            runaway_turn = 0
            for turn in range(100_000):
                if time.monotonic() >= deadline:
                    break
                # A runaway student misbehaves every sixth turn, between lesson cells (skipping
                # none, since later cells use what earlier ones define).
                if self.runaway and turn % 6 == 5:
                    await self.misbehave(runaway_turn)
                    runaway_turn += 1
                else:
                    await self.run_cell(position % len(self.kind.cells))
                    position += 1
                await self.think(deadline)
        except Exception as error:  # noqa: BLE001 (a lost websocket or a timeout is an error of the run)
            self.result.errors.append(f"student {self.number}: {error!r}")
        finally:
            await self.kernel.close()

    async def run_cell(self, index: int) -> None:
        exchange = await self.kernel.execute(self.kind.cells[index], timeout=self.options.timeout)
        ok = exchange.status == "ok"
        detail = "" if ok else f"cell {index + 1}: {exchange.status} {exchange.error}"
        if ok and index in self.chart_cells and not exchange.shows_chart():
            ok, detail = False, f"cell {index + 1}: no chart came back"
        self.record("cell", exchange, ok, detail)
        for opened in exchange.outputs("comm_open"):
            if opened["content"]["target_name"] == WIDGET_TARGET and hover_points(opened):
                await self.hover(opened["content"]["comm_id"], hover_points(opened))

    async def hover(self, comm_id: str, points: list[tuple[float, float]]) -> None:
        for _ in range(self.options.hovers):
            await asyncio.sleep(self.random.uniform(0.1, 0.3))
            x, y = self.random.choice(points)
            exchange = await self.kernel.send_comm(comm_id, hover_message(x + self.random.uniform(-4, 4), y), timeout=self.options.timeout)
            answers = [m["content"]["data"] for m in exchange.outputs("comm_msg")]
            ok = bool(answers) and answers[0].get("content", answers[0]).get("type") == "hit"
            self.record("hover", exchange, ok, "" if ok else f"hover answered {answers}")

    async def misbehave(self, turn: int) -> None:
        if turn % 2 == 0 and self.kind.memory_hog is not None:
            exchange = await self.kernel.execute(self.kind.memory_hog, timeout=self.options.timeout)
            error = exchange.error
            ok = error is not None and error[0] == "MemoryError"
            self.record("memory hog", exchange, ok, "" if ok else f"memory hog ended {exchange.status} {error}")
            exchange = await self.kernel.execute(RESET_HOARD, timeout=self.options.timeout)
            self.record("after runaway", exchange, exchange.status == "ok", f"{exchange.status} {exchange.error}")
            return
        looping = asyncio.ensure_future(self.kernel.execute(self.kind.endless_loop, timeout=self.options.timeout))
        await asyncio.sleep(2.0)
        sent = time.perf_counter()
        status = await asyncio.to_thread(self.host.interrupt, self.kernel_id)
        exchange = await looping
        stopped_in = time.perf_counter() - sent
        error = exchange.error
        ok = status == 204 and error is not None and error[0] == "KeyboardInterrupt"
        self.record("endless loop", exchange, ok, "" if ok else f"interrupt {status}, loop ended {exchange.status} {error}",
                    seconds=stopped_in)
        exchange = await self.kernel.execute(self.kind.cells[1], timeout=self.options.timeout)
        self.record("after runaway", exchange, exchange.status == "ok", f"{exchange.status} {exchange.error}")


# ----------------------------------------------------------------------------------------------
# one run


def mirrored_lessons() -> list[Path]:
    """The Swift lessons whose steps the ipykernel lesson does (python_lesson.SWIFT_LESSONS), in
    the course's order; an error if one of them is missing."""
    lessons = {path.name.removesuffix("-solutions.ipynb"): path for path in default_lessons()}
    missing = [name for name in python_lesson.SWIFT_LESSONS if name not in lessons]
    if missing:
        raise RuntimeError(f"the lessons the load test runs are missing from notebooks/: {missing}")
    return [lessons[name] for name in python_lesson.SWIFT_LESSONS]


def lesson_starts(lessons: list[Path]) -> list[int]:
    """The index of each lesson's first cell among lesson_cells(lessons)."""
    starts, count = [], 0
    for path in lessons:
        starts.append(count)
        count += len(lesson_cells([path]))
    return starts


def chart_cells_of(kind: KernelKind, host: KernelHost, options) -> set[int]:
    """Which cells draw a chart: run the lesson once on a kernel of its own before the clock starts."""
    kernel_id = host.start_kernel(kind.kernelspec)

    async def probe():
        kernel = await KernelWebSocket.connect(host.channels_url(kernel_id), host.token, timeout=120)
        try:
            charts = set()
            for index, code in enumerate(kind.cells):
                exchange = await kernel.execute(code, timeout=options.timeout)
                if exchange.status != "ok":
                    raise RuntimeError(f"{kind.label}: lesson cell {index + 1} fails on a quiet machine: {exchange.error}")
                if exchange.shows_chart():
                    charts.add(index)
            return charts
        finally:
            await kernel.close()

    try:
        return asyncio.run(probe())
    finally:
        host.shut_down(kernel_id)


def start_kernels(host: KernelHost, kind: KernelKind, count: int, options, result: RunResult) -> list[str]:
    """Starts up to `count` kernels, a few at a time, stopping early when memory runs short."""
    kernel_ids: list[str] = []
    started = time.monotonic()
    with ThreadPoolExecutor(options.start_concurrency) as pool:
        while len(kernel_ids) < count:
            if psutil.virtual_memory().available < options.reserve_gib * GIB:
                result.memory_bound = True
                break
            batch = min(options.start_concurrency, count - len(kernel_ids))
            for outcome in pool.map(lambda _: _try_start(host, kind), range(batch)):
                if isinstance(outcome, Exception):
                    result.errors.append(f"starting a kernel: {outcome!r}")
                else:
                    kernel_ids.append(outcome)
            if len(result.errors) > 10:
                break
    result.startup_seconds = time.monotonic() - started
    result.started_kernels = len(kernel_ids)
    return kernel_ids


def _try_start(host: KernelHost, kind: KernelKind):
    try:
        return host.start_kernel(kind.kernelspec, timeout=300)
    except Exception as error:  # noqa: BLE001 (reported as a start error)
        return error


def run_class(kind: KernelKind, students: int, options, environment: dict[str, str], state: Path) -> RunResult:
    """One class of `students` on `kind` for options.duration seconds."""
    runaway = options.runaway if options.runaway >= 0 else (max(1, students // 50) if students >= 10 else 0)
    runaway = min(runaway, students - 1)
    result = RunResult(kind, students, runaway, gateways=options.gateways if options.via == "gateway" else 0)
    print(f"== {kind.label}: {students} students ({runaway} runaway) for {options.duration:.0f} s via {options.via}", flush=True)
    if options.via == "hub":
        return run_class_on_hub(kind, students, runaway, options, environment, state, result)
    # Students are shared out among the gateways in turn (one gateway unless --gateways asks for more).
    gateways = [GatewayServer(state / f"gateway-{kind.kernelspec}-{students}-{number}", environment, cwd=NOTEBOOKS)
                for number in range(options.gateways)]
    try:
        for gateway in gateways:
            gateway.start()
        hosts_of_gateways = [KernelHost(gateway.base_url, gateway.token) for gateway in gateways]
        chart_cells = chart_cells_of(kind, hosts_of_gateways[0], options)
        began = time.monotonic()
        per_gateway = []
        for number, host in enumerate(hosts_of_gateways):
            share = students // len(gateways) + (1 if number < students % len(gateways) else 0)
            per_gateway.append([(host, kernel_id) for kernel_id in start_kernels(host, kind, share, options, result)])
        # Student n is on gateway n mod the number of gateways, so the runaway ones are spread too.
        placed = [pair for group in itertools.zip_longest(*per_gateway) for pair in group if pair is not None]
        hosts, kernel_ids = [host for host, _ in placed], [kernel_id for _, kernel_id in placed]
        result.started_kernels, result.startup_seconds = len(kernel_ids), time.monotonic() - began
        print(f"   {len(kernel_ids)} kernels started in {result.startup_seconds:.0f} s"
              + (" (stopped: memory reserve reached)" if result.memory_bound else ""), flush=True)
        pids = lambda: {kernel: pid for gateway in gateways for kernel, pid in gateway.kernel_pids().items()}  # noqa: E731
        server_processes = lambda: [psutil.Process(gateway.process.pid) for gateway in gateways]  # noqa: E731
        drive(kind, hosts, kernel_ids, runaway, chart_cells, options, result, pids, server_processes)
        result.listed_at_end = sum(len(host.kernels()) for host in hosts_of_gateways)
    finally:
        for gateway in gateways:
            gateway.stop()
    return result


def run_class_on_hub(kind, students, runaway, options, environment, state, result) -> RunResult:
    hub = HubServer(state / f"hub-{kind.kernelspec}-{students}",
                    {k: v for k, v in environment.items() if k != "SWIFT_CHART_KERNEL_HISTORY"})
    names = [f"student{number:03d}" for number in range(students)]
    hub.start()
    try:
        enrol(hub, names)
        started = time.monotonic()
        with ThreadPoolExecutor(options.start_concurrency) as pool:
            hosts = list(pool.map(lambda name: start_server(hub, name, log_in(hub, name)), names))
        chart_cells = chart_cells_of(kind, hosts[0], options)
        with ThreadPoolExecutor(options.start_concurrency) as pool:
            kernel_ids = list(pool.map(lambda host: host.start_kernel(kind.kernelspec, timeout=300), hosts))
        result.startup_seconds, result.started_kernels = time.monotonic() - started, len(kernel_ids)
        kernel_pids = lambda: kernel_processes(hub.descendants())  # noqa: E731
        servers = lambda: [psutil.Process(hub.process.pid)] + [p for p in hub.descendants() if p.pid not in set(kernel_pids().values())]  # noqa: E731
        drive(kind, hosts, kernel_ids, runaway, chart_cells, options, result, kernel_pids, servers)
        result.listed_at_end = sum(len(host.kernels()) for host in hosts)
    finally:
        hub.stop()
    return result


def drive(kind, hosts, kernel_ids, runaway, chart_cells, options, result, kernel_pids, server_processes) -> None:
    """Runs the class for options.duration seconds, sampling memory and CPU."""
    by_id = kernel_pids()
    pids = [by_id[kernel_id] for kernel_id in kernel_ids if kernel_id in by_id]
    class_pids = [by_id[kernel_id] for kernel_id in kernel_ids[runaway:] if kernel_id in by_id]
    if len(pids) < len(kernel_ids):
        result.errors.append(f"{len(kernel_ids) - len(pids)} kernels have no process")
    me = psutil.Process()
    servers = server_processes()
    kernels = [psutil.Process(pid) for pid in pids]
    cpu_before = {}

    def measure(phase: str, with_pss: bool) -> None:
        result.memory.append(kernel_memory(pids, with_pss) | {"phase": phase,
                             "class": kernel_memory(class_pids, with_pss)})

    async def lesson():
        class_students = [Student(number, kind, hosts[number], kernel_id, number < runaway, options, result, chart_cells)
                          for number, kernel_id in enumerate(kernel_ids)]
        connecting = asyncio.Semaphore(options.start_concurrency)

        async def connect(student):
            async with connecting:
                await student.connect()

        await asyncio.gather(*(connect(student) for student in class_students))
        measure("started", with_pss=True)
        cpu_before.update({"kernels": cpu_seconds(kernels), "server": cpu_seconds(servers),
                           "harness": cpu_seconds([me]), "machine": psutil.cpu_times(),
                           "load_average": os.getloadavg()})
        deadline = time.monotonic() + options.duration

        async def sample_memory():
            for tick in range(int(options.duration // 5) + 2):
                await asyncio.sleep(5)
                if time.monotonic() > deadline + 5:
                    break
                measure("lesson", with_pss=tick % 3 == 2)

        sampler = asyncio.ensure_future(sample_memory())
        started = time.monotonic()
        await asyncio.wait_for(asyncio.gather(*(student.run(deadline) for student in class_students)),
                               options.duration + options.timeout + 60)
        result.duration = time.monotonic() - started
        sampler.cancel()

    asyncio.run(lesson())
    machine_after = psutil.cpu_times()
    busy = lambda t: t.user + t.nice + t.system + t.irq + t.softirq + getattr(t, "steal", 0.0)  # noqa: E731
    result.cpu = {
        "kernels": cpu_seconds(kernels) - cpu_before["kernels"],
        "server": cpu_seconds(servers) - cpu_before["server"],
        "harness": cpu_seconds([me]) - cpu_before["harness"],
        "machine": busy(machine_after) - busy(cpu_before["machine"]),
        "cores": psutil.cpu_count(),
        "load_average": os.getloadavg(),
        "load_average_start": cpu_before["load_average"],
    }
    alive = [pid for pid in pids if psutil.pid_exists(pid) and psutil.Process(pid).status() != psutil.STATUS_ZOMBIE]
    result.alive_at_end = len(alive)
    measure("end", with_pss=True)


# ----------------------------------------------------------------------------------------------
# report


def summarize(result: RunResult) -> dict:
    class_samples = [s for s in result.samples if s.student >= result.runaway]
    runaway_samples = [s for s in result.samples if s.student < result.runaway]
    lesson_memory = [m for m in result.memory if m["phase"] in ("lesson", "end")] or result.memory
    pss = [m["pss"] for m in result.memory if m["pss"] is not None]
    seconds = result.duration or 1.0
    cpu = result.cpu
    ours = cpu.get("kernels", 0) + cpu.get("server", 0) + cpu.get("harness", 0)
    return {
        "kernel": result.kind.label, "students": result.students, "runaway": result.runaway,
        "ran_at": time.strftime("%Y-%m-%d %H:%M"), "gateways": result.gateways,
        "started": result.started_kernels, "startup_s": result.startup_seconds, "memory_bound": result.memory_bound,
        "cells": latency_summary([s for s in class_samples if s.kind == "cell"]),
        "chart_cells": None,
        "hovers": latency_summary([s for s in class_samples if s.kind == "hover"]),
        "all": latency_summary([s for s in class_samples if s.kind in ("cell", "hover")]),
        "runaway_cells": latency_summary([s for s in runaway_samples if s.kind in ("cell", "after runaway")]),
        "memory_hogs": sum(1 for s in runaway_samples if s.kind == "memory hog"),
        "memory_hogs_stopped": sum(1 for s in runaway_samples if s.kind == "memory hog" and s.ok),
        "loops": sum(1 for s in runaway_samples if s.kind == "endless loop"),
        "loops_stopped": sum(1 for s in runaway_samples if s.kind == "endless loop" and s.ok),
        "interrupt_ms": latency_summary([s for s in runaway_samples if s.kind == "endless loop"]),
        "slow": slow_requests([s for s in class_samples if s.kind in ("cell", "hover") and s.ok]),
        "errors": len(result.errors), "error_examples": result.errors[:10],
        "alive_at_end": result.alive_at_end, "listed_at_end": result.listed_at_end,
        "kernel_rss_peak": max(m["rss"] for m in lesson_memory), "kernel_rss_end": result.memory[-1]["rss"],
        "kernel_pss_peak": max(pss) if pss else None,
        "class_rss_peak": max(m["class"]["rss"] for m in lesson_memory),
        "class_pss_peak": max((m["class"]["pss"] for m in result.memory if m["class"]["pss"] is not None), default=None),
        "kernel_rss_started": result.memory[0]["rss"], "kernel_pss_started": result.memory[0]["pss"],
        "machine_used_peak": max(m["machine_used"] for m in result.memory),
        "machine_available_min": min(m["machine_available"] for m in result.memory),
        "duration_s": result.duration,
        "cpu_cores_kernels": cpu.get("kernels", 0) / seconds, "cpu_cores_server": cpu.get("server", 0) / seconds,
        "cpu_cores_harness": cpu.get("harness", 0) / seconds,
        "cpu_cores_others": max(0.0, (cpu.get("machine", 0) - ours) / seconds),
        "load_average": cpu.get("load_average"), "load_average_start": cpu.get("load_average_start"),
    }


def slow_requests(samples: list[Sample]) -> dict:
    """Where the time of the requests over the target went: until the first message (busy)
    came back, and the kernel's own busy-to-idle time, as medians in ms."""
    slow = [s for s in samples if s.seconds * 1000 >= TARGET_P99_MS]
    firsts = [s.first_seconds * 1000 for s in slow if s.first_seconds is not None]
    kernels = [s.kernel_seconds * 1000 for s in slow if s.kernel_seconds is not None]
    inward = [s.to_kernel_seconds * 1000 for s in slow if s.to_kernel_seconds is not None]
    return {"n": len(slow), "of": len(samples), "to_kernel_median": statistics.median(inward) if inward else None,
            "first_median": statistics.median(firsts) if firsts else None,
            "kernel_median": statistics.median(kernels) if kernels else None,
            "round_trip_median": statistics.median(s.seconds * 1000 for s in slow) if slow else None}


def verdict(summary: dict) -> str:
    problems = []
    if summary["errors"]:
        problems.append(f"{summary['errors']} errors")
    if summary["all"].get("n", 0) == 0:
        problems.append("nothing ran")
    elif summary["all"]["p99"] >= TARGET_P99_MS:
        problems.append(f"p99 {summary['all']['p99']:.0f} ms")
    if summary["started"] < summary["students"]:
        problems.append(f"only {summary['started']} kernels started")
    if summary["alive_at_end"] < summary["started"]:
        problems.append(f"{summary['started'] - summary['alive_at_end']} kernels died")
    return "holds" if not problems else "does not hold: " + ", ".join(problems)


def ms(value) -> str:
    return "–" if value is None else f"{value:.0f}" if value >= 10 else f"{value:.1f}"


def gib(value) -> str:
    return "–" if value is None else f"{value / GIB:.2f} GiB"


def students(count: int) -> str:
    """"1 student", "25 students"."""
    return f"{count} student" if count == 1 else f"{count} students"


def run_dates(summaries: list[dict]) -> str:
    """When the runs of a report ran: the first run's date and time, and the last's."""
    dates = sorted(s["ran_at"] for s in summaries if s.get("ran_at"))
    if not dates:
        return time.strftime("%Y-%m-%d %H:%M")
    return dates[0] if dates[0] == dates[-1] else f"{dates[0]} to {dates[-1][-5:]}"


def markdown(summaries: list[dict], options, lessons: list[Path]) -> str:
    lines = [
        "# The classroom under load",
        "",
        "Written by `Tests/load/classroom_load.py` (which `make load-test` runs): each student has a kernel of their",
        f"own behind the {'Kernel Gateway' if options.via == 'gateway' else 'JupyterHub'} and works through the lessons for "
        f"{options.duration:.0f} s: a cell, then {options.think[0]:g}–{options.think[1]:g} s of thinking,",
        f"and {options.hovers} hovers on each interactive chart through its widget comm. Runaway students (about one in",
        "fifty) also alternate a cell allocating past the kernel's memory budget and an endless loop that the",
        "teacher interrupts after 2 s through the REST API, every sixth turn. Latency is one",
        "request's round trip, from sending it to its reply and idle status, as the front end sees it.",
        f"Targets: p99 under {TARGET_P99_MS:.0f} ms for the class, no error, kernel memory under {TARGET_MEMORY_GIB:.0f} GiB.",
        "",
        f"Swift lessons: the solutions of {', '.join(p.name.removesuffix('-solutions.ipynb') for p in lessons)} "
        f"({len(lesson_cells(lessons))} cells), student n starting at the start of lesson n mod {len(lessons)} and going on "
        "from there, so the class's work spreads over every lesson. ipykernel lesson: the same steps with",
        f"numpy and matplotlib (SVG) and an ipywidgets widget answering hovers ({len(python_lesson.CELLS)} cells, "
        "`Tests/load/python_lesson.py`), every student from its start.",
        f"Machine: {psutil.cpu_count()} cores, {psutil.virtual_memory().total / GIB:.1f} GiB, {platform.platform()}; "
        f"run {run_dates(summaries)}.",
        "",
        "| kernel | students | verdict | cells median / p90 / p99 ms | hovers median / p99 ms | errors | kernels alive | kernel RSS peak | kernel PSS peak | machine used peak | CPU: ours / others' (cores) |",
        "|---|---|---|---|---|---|---|---|---|---|---|",
    ]
    for s in summaries:
        c, h = s["cells"], s["hovers"]
        lines.append(
            f"| {s['kernel']} | {s['started']} of {s['students']} | {verdict(s)} | "
            f"{ms(c.get('median'))} / {ms(c.get('p90'))} / {ms(c.get('p99'))} | {ms(h.get('median'))} / {ms(h.get('p99'))} | "
            f"{s['errors']} | {s['alive_at_end']} | {gib(s['kernel_rss_peak'])} | {gib(s['kernel_pss_peak'])} | "
            f"{gib(s['machine_used_peak'])} | "
            f"{s['cpu_cores_kernels'] + s['cpu_cores_server'] + s['cpu_cores_harness']:.2f} / {s['cpu_cores_others']:.2f} |")
    lines += ["", "How many students each kernel held (the largest class tried that met every target):", ""]
    for label in dict.fromkeys(s["kernel"] for s in summaries):
        runs = [s for s in summaries if s["kernel"] == label]
        held = [s["students"] for s in runs if verdict(s) == "holds"]
        tried = ", ".join(str(s["students"]) for s in runs)
        lines.append(f"- {label}: {max(held) if held else 'none'} (tried {tried})")
    class_size = max(s["students"] for s in summaries)
    lines += ["", f"Memory for a class of {class_size}, from each kernel's own share (PSS at the peak, runaway "
              "students' kernels left out, divided by the kernels it covers):", ""]
    for label in dict.fromkeys(s["kernel"] for s in summaries):
        biggest = max((s for s in summaries if s["kernel"] == label), key=lambda s: s["students"])
        if biggest["class_pss_peak"] and biggest["started"] > biggest["runaway"]:
            share = biggest["class_pss_peak"] / (biggest["started"] - biggest["runaway"])
            rss = biggest["class_rss_peak"] / (biggest["started"] - biggest["runaway"])
            lines.append(f"- {label}: {share / MIB:.1f} MiB PSS ({rss / MIB:.1f} MiB RSS) a kernel after the lesson "
                         f"(measured with {biggest['students']} students), so {share * class_size / GIB:.2f} GiB PSS "
                         f"({rss * class_size / GIB:.2f} GiB RSS) for {class_size}; the {TARGET_MEMORY_GIB:.0f} GiB target "
                         f"would hold about {int(TARGET_MEMORY_GIB * GIB // share)} such kernels by memory alone")
    others = [s["cpu_cores_others"] for s in summaries]
    lines += ["", f"Other work on the machine took {min(others):.2f} to {max(others):.2f} of its "
              f"{psutil.cpu_count()} cores during these runs (other builds and tests), against "
              f"{min(s['cpu_cores_kernels'] + s['cpu_cores_server'] + s['cpu_cores_harness'] for s in summaries):.2f} to "
              f"{max(s['cpu_cores_kernels'] + s['cpu_cores_server'] + s['cpu_cores_harness'] for s in summaries):.2f} "
              "for the kernels, the server and the load generator together: latency tails measured "
              "here include waiting for a core."]
    lines += ["", "## Each run", ""]
    for s in summaries:
        per_kernel = s["class_pss_peak"] / max(1, s["started"] - s["runaway"]) if s["class_pss_peak"] else None
        lines += [
            f"### {s['kernel']}, {students(s['students'])} (run {s.get('ran_at', '?')})",
            "",
            f"- Kernels: {s['started']} started in {s['startup_s']:.0f} s"
            + (f" on {s['gateways']} gateway processes" if s.get("gateways", 1) > 1 else "")
            + (" (stopped early: the machine's memory reserve was reached)" if s["memory_bound"] else "")
            + f"; {s['alive_at_end']} alive at the end, {s['listed_at_end']} listed by the server.",
            f"- Class ({students(s['students'] - s['runaway'])}, {s['all'].get('n', 0)} requests in {s['duration_s']:.0f} s): "
            f"cells {ms(s['cells'].get('median'))} ms median, {ms(s['cells'].get('p90'))} p90, {ms(s['cells'].get('p99'))} p99, "
            f"{ms(s['cells'].get('max'))} max ({s['cells'].get('n', 0)} cells); hovers {ms(s['hovers'].get('median'))} ms median, "
            f"{ms(s['hovers'].get('p99'))} p99 ({s['hovers'].get('n', 0)}).",
            f"- Runaway students ({s['runaway']}): {s['memory_hogs_stopped']} of {s['memory_hogs']} memory hogs stopped "
            f"with a MemoryError, {s['loops_stopped']} of {s['loops']} endless loops stopped by the interrupt "
            f"(in {ms(s['interrupt_ms'].get('median'))} ms median, {ms(s['interrupt_ms'].get('max'))} max); their other cells "
            f"{ms(s['runaway_cells'].get('median'))} ms median, {ms(s['runaway_cells'].get('p99'))} p99.",
            f"- Memory: kernels {gib(s['kernel_rss_started'])} RSS and {gib(s['kernel_pss_started'])} PSS once started, "
            f"{gib(s['kernel_rss_peak'])} RSS and {gib(s['kernel_pss_peak'])} PSS at the peak"
            + f"; the class's kernels alone {gib(s['class_rss_peak'])} RSS and {gib(s['class_pss_peak'])} PSS at the peak"
            + (f" ({per_kernel / MIB:.0f} MiB PSS a kernel)" if per_kernel else "")
            + f", the rest is the runaway students' allocations up to their budget; the machine's used memory peaked at {gib(s['machine_used_peak'])} (other work included).",
            f"- CPU (cores busy on average): kernels {s['cpu_cores_kernels']:.2f}, server {s['cpu_cores_server']:.2f}, "
            f"this load generator {s['cpu_cores_harness']:.2f}, the rest of the machine {s['cpu_cores_others']:.2f}; "
            + (f"load average (1, 5, 15 min) {', '.join(f'{x:.1f}' for x in s['load_average_start'])} at the start, "
             if s.get("load_average_start") else "load average ")
            + f"{', '.join(f'{x:.1f}' for x in s['load_average'] or [])} at the end.",
        ]
        slow = s.get("slow")
        if slow and slow["n"]:
            lines.append(f"- Requests over {TARGET_P99_MS:.0f} ms: {slow['n']} of {slow['of']}; for them (medians) the first "
                         f"message came back after {ms(slow['first_median'])} ms (the request reached the kernel after "
                         f"{ms(slow.get('to_kernel_median'))} ms), the kernel itself was busy "
                         f"{ms(slow['kernel_median'])} ms (its own busy and idle dates), of a {ms(slow['round_trip_median'])} ms round trip.")
        if s["error_examples"]:
            lines += ["- Errors (first ten):", ""] + [f"  - `{e[:300]}`" for e in s["error_examples"]]
        lines.append("")
    return "\n".join(lines)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--students", type=int, default=200, help="the class's size (default 200)")
    parser.add_argument("--duration", type=float, default=120, help="seconds each class works (default 120)")
    parser.add_argument("--via", choices=("gateway", "hub"), default="gateway", help="where kernels live (default gateway)")
    parser.add_argument("--gateways", type=int, default=1,
                        help="Kernel Gateway processes the students are shared out among (default 1)")
    parser.add_argument("--kernels", choices=("swift", "python", "both"), default="both")
    parser.add_argument("--python-students", default="1,25,50,100",
                        help="comma-separated class sizes for ipykernel, each at most the class's size "
                             "(default 1,25,50,100: how many it holds)")
    parser.add_argument("--runaway", type=int, default=-1, help="runaway students (default: one in fifty, at least 2)")
    parser.add_argument("--think", type=float, nargs=2, default=(2.0, 6.0), metavar=("MIN", "MAX"),
                        help="seconds between a student's cells (default 2 6)")
    parser.add_argument("--hovers", type=int, default=5, help="hovers on each interactive chart (default 5)")
    parser.add_argument("--memory-limit", default="1G", help="the Swift kernel's memory budget (default 1G)")
    parser.add_argument("--timeout", type=float, default=120, help="seconds one request may take (default 120)")
    parser.add_argument("--start-concurrency", type=int, default=8)
    parser.add_argument("--reserve-gib", type=float, default=4.0,
                        help="stop starting kernels when the machine has less memory available (default 4)")
    parser.add_argument("--report", type=Path, help="write the Markdown report here (and the figures beside it as .json)")
    parser.add_argument("--label", default="", help="words added to each kernel's name in the report "
                        "(such as how the run differs)")
    parser.add_argument("--merge", action="store_true",
                        help="keep the runs of the report's .json that this invocation does not redo "
                             "(same kernel and class size), to rerun one run on a quieter machine")
    parser.add_argument("--rewrite-report", action="store_true",
                        help="run nothing: write the report's Markdown again from its .json (after a change "
                             "to how the report reads); give the options of the run")
    options = parser.parse_args()
    if options.students < 1 or options.duration <= 0 or options.duration > 3600 or not 1 <= options.gateways <= 16:
        parser.error("--students must be at least 1, --duration between 0 and 3600 s, --gateways from 1 to 16")

    if options.rewrite_report:
        if not options.report or not options.report.with_suffix(".json").exists():
            parser.error("--rewrite-report needs --report of a report written before")
        runs = json.loads(options.report.with_suffix(".json").read_text())
        options.report.write_text(markdown(runs, options, mirrored_lessons()) + "\n")
        return 0
    state = Path(tempfile.mkdtemp(prefix="classroom-load-"))
    environment = install_kernelspec(state / "prefix", memory_limit=options.memory_limit)
    lessons = mirrored_lessons()
    suffix = f", {options.label}" if options.label else ""
    swift = KernelKind(f"Swift kernel (budget {options.memory_limit}){suffix}", KERNEL_NAME, lesson_cells(lessons),
                       SWIFT_MEMORY_HOG, SWIFT_ENDLESS_LOOP, lesson_starts(lessons))
    python = KernelKind(f"ipykernel + matplotlib{suffix}", "python3", python_lesson.CELLS, None, python_lesson.ENDLESS_LOOP)
    plan: list[tuple[KernelKind, int]] = []
    if options.kernels in ("swift", "both"):
        plan.append((swift, options.students))
    if options.kernels in ("python", "both"):
        sizes = [min(int(x), options.students) for x in options.python_students.split(",") if x.strip()] or [options.students]
        plan += [(python, size) for size in sizes]

    kept = []
    if options.merge and options.report and options.report.with_suffix(".json").exists():
        redone = {(kind.label, students) for kind, students in plan}
        kept = [s for s in json.loads(options.report.with_suffix(".json").read_text())
                if (s["kernel"], s["students"]) not in redone]
    summaries = []
    for kind, students in plan:
        summary = summarize(run_class(kind, students, options, environment, state))
        summaries.append(summary)
        summaries.sort(key=lambda s: (not s["kernel"].startswith("Swift"), s["kernel"], s["students"]))
        print(f"   {verdict(summary)}; cells p99 {ms(summary['cells'].get('p99'))} ms, hovers p99 "
              f"{ms(summary['hovers'].get('p99'))} ms, kernels PSS {gib(summary['kernel_pss_peak'])}", flush=True)
        if options.report:
            options.report.parent.mkdir(parents=True, exist_ok=True)
            combined = sorted(kept + summaries, key=lambda s: (not s["kernel"].startswith("Swift"), s["kernel"], s["students"]))
            options.report.write_text(markdown(combined, options, lessons) + "\n")
            options.report.with_suffix(".json").write_text(json.dumps(combined, indent=1) + "\n")
    print(markdown(sorted(kept + summaries, key=lambda s: (not s["kernel"].startswith("Swift"), s["kernel"], s["students"])),
                   options, lessons))
    return 0


if __name__ == "__main__":
    sys.exit(main())
