"""Shared setup of the compiled-cell tests: the kernelspec from the built kernel in a temporary
prefix, and every notebook, README.md and docs/*.md both exported and run as a compiled Swift
program and run by the kernel, once per session. The summary at the end reports the times.

Needs the kernel binary (`make build`) and the Swift toolchain on the PATH.
"""
from __future__ import annotations

import os
import tempfile
import time
from pathlib import Path

import pytest

import compiled
import kernel_run
from kernel_install import install_kernelspec

PREFIX = Path(tempfile.mkdtemp(prefix="swift-chart-kernel-cells-"))
os.environ.update(install_kernelspec(PREFIX))

_timings: dict[str, float] = {}


class Runs:
    """Each file's compiled run and kernel run, made on first use and kept for the session."""

    def __init__(self, folder: Path):
        self.folder = folder
        self.compiled: dict[Path, compiled.CompiledRun] = {}
        self.kernel: dict[Path, kernel_run.KernelRun] = {}

    def compiled_run(self, source: Path) -> compiled.CompiledRun:
        if source not in self.compiled:
            package = compiled.export(source, self.folder)
            self.compiled[source] = compiled.build_and_run(source, package)
            _timings[f"build and run {source.name}"] = self.compiled[source].build_seconds
        return self.compiled[source]

    def kernel_run(self, source: Path) -> kernel_run.KernelRun:
        if source not in self.kernel:
            started = time.monotonic()
            self.kernel[source] = kernel_run.run_cells(kernel_run.cells_of(source), compiled.working_directory(source))
            _timings[f"kernel {source.name}"] = time.monotonic() - started
        return self.kernel[source]


@pytest.fixture(scope="session")
def runs(tmp_path_factory) -> Runs:
    return Runs(tmp_path_factory.mktemp("exported"))


def pytest_terminal_summary(terminalreporter):
    if not _timings:
        return
    builds = sum(seconds for name, seconds in _timings.items() if name.startswith("build"))
    terminalreporter.write_sep("-", "compiled cells: timings")
    for name, seconds in _timings.items():
        terminalreporter.write_line(f"{seconds:7.1f} s  {name}")
    terminalreporter.write_line(f"{builds:7.1f} s  all builds (libraries compiled once in {compiled.SCRATCH})")
