"""Interrupt latency of the kernel, as docs/kernel.md states it: for each long cell of
Tests/protocol/test_hostile_input.py (builtins over huge ranges and arrays, regular expressions
that backtrack, an endless SQLite query), the seconds from sending `interrupt_request` on the
control channel to receiving the cell's `execute_reply` (KeyboardInterrupt), `--runs` times each.

    SWIFT_CHART_KERNEL_BINARY=.build/debug/swift-chart-kernel \
        .venv/bin/python scripts/bench/interrupt_latency.py [--runs 5] [--delay 0.5]

Prints one line per cell: the fastest, median and slowest latency in milliseconds. The kernel
runs without a memory budget, as the test's does (its cells build gigabytes to be interrupted).
"""
from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path[:0] = [str(ROOT / "Tests" / "shared"), str(ROOT / "Tests" / "protocol")]

from kernel_install import KERNEL_NAME, install_kernelspec  # noqa: E402

#: Cells set up once, before the cases that name their variables.
SETUP = {
    "many": 'let many = Array(repeating: "ab", count: 30_000_000)',
    "big": "let big = Array(0..<30_000_000)\nvar twin = big\ntwin[0] = 0\nlet bigPart = Array(big[..<2_000_000])",
    "line": 'let line = String(repeating: "ab,", count: 30_000_000)',
}

#: The long cells: none ends by itself.
CASES = [
    "(0..<Int.max).filter { $0 < 0 }",
    "(0..<Int.max).map { $0 }.count",
    "(0..<Int.max).compactMap { $0 }.count",
    "(0..<Int.max).enumerated().count",
    "var grown: [Int] = []\nwhile true { grown.append(1) }",
    "var table: [Int: Int] = [:]\nvar i = 0\nwhile true { table[i] = i; i += 1 }",
    'var s = "ab"\nwhile true { s += "ab" }',
    'while true { _ = Array(repeating: "ab", count: 100_000_000).joined(separator: "").count }',
    'while true { _ = Array(repeating: "ab", count: 100_000_000).sorted().count }',
    'while true { _ = many.joined(separator: "").count }',
    "while true { _ = many.sorted().count }",
    "while true { _ = Set(bigPart).count }",
    "while true { _ = big.shuffled().count }",
    "while true { _ = Array(big.reversed()).count }",
    "while true { _ = big == twin }",
    "while true { _ = big.sorted(by: >).count }",
    'while true { _ = line.split(separator: ",").count }',
    'while true { _ = line.components(separatedBy: ",").count }',
    '(String(repeating: "a", count: 80) + "c").contains(#/(a*)*b/#)',
    'try DataFrame(sqlite: "{database}", query: "WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM c) '
    'SELECT count(*) FROM c")',
]


def reply_to(client, msg_id: str, timeout: float) -> dict:
    deadline = time.monotonic() + timeout
    while True:
        reply = client.get_shell_msg(timeout=max(0.01, deadline - time.monotonic()))
        if reply["parent_header"].get("msg_id") == msg_id:
            return reply["content"]


def latency(client, code: str, delay: float) -> float:
    msg_id = client.execute(code)
    time.sleep(delay)
    request = client.session.msg("interrupt_request", {})
    sent = time.monotonic()
    client.control_channel.send(request)
    content = reply_to(client, msg_id, timeout=120)
    seconds = time.monotonic() - sent
    client.control_channel.get_msg(timeout=30)
    if content.get("ename") != "KeyboardInterrupt":
        raise SystemExit(f"{code!r} was not interrupted: {content.get('status')} {content.get('ename')}")
    return seconds


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--delay", type=float, default=0.5, help="seconds from the cell to the interrupt")
    arguments = parser.parse_args()
    folder = Path(tempfile.mkdtemp(prefix="interrupt-latency-"))
    os.environ.update(install_kernelspec(folder))
    database = folder / "empty.sqlite"
    database.touch()
    from jupyter_client.manager import start_new_kernel

    env = dict(os.environ, SWIFT_CHART_KERNEL_MEMORY_LIMIT="none")
    manager, client = start_new_kernel(kernel_name=KERNEL_NAME, startup_timeout=120, env=env)
    try:
        for name, code in SETUP.items():
            client.execute_interactive(code, timeout=600)
        print(f"kernel: {os.environ.get('SWIFT_CHART_KERNEL_BINARY', '(default)')}; {arguments.runs} runs, "
              f"interrupt {arguments.delay} s after the cell; ms: fastest median slowest")
        for code in (case.replace("{database}", str(database)) for case in CASES):
            times = sorted(latency(client, code, arguments.delay) * 1000 for _ in range(arguments.runs))
            print(f"{times[0]:7.1f} {statistics.median(times):7.1f} {times[-1]:7.1f}  {code.replace(chr(10), '; ')}",
                  flush=True)
    finally:
        client.stop_channels()
        manager.shutdown_kernel(now=True)


if __name__ == "__main__":
    main()
