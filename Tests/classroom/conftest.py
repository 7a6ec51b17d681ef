"""Shared setup of the classroom tests: the kernelspec of the built kernel with a memory budget,
the lesson's cells and the charts a kernel started directly draws for them (what every student
must get back through the hub or the gateway).

Needs the kernel binary (`make build`), the Python environment (JupyterHub, the Kernel Gateway)
and Debian's node-configurable-http-proxy (`make system-packages`).
"""
from __future__ import annotations

import os

import pytest

from classroom import interactive_lesson, lesson_cells
from kernel_install import KERNEL_NAME, install_kernelspec
from lesson_run import chart_svgs

# Small enough that a test allocates past it quickly, large enough for every lesson cell.
MEMORY_LIMIT = "256M"


@pytest.fixture(scope="session")
def kernel_environment(tmp_path_factory) -> dict[str, str]:
    """JUPYTER_PATH (and the history file) of a kernelspec with MEMORY_LIMIT in its env."""
    environment = install_kernelspec(tmp_path_factory.mktemp("prefix"), memory_limit=MEMORY_LIMIT)
    os.environ.update(environment)
    return environment


@pytest.fixture(scope="session")
def lesson() -> list[str]:
    """The code cells of the lesson the class runs: one with an interactive chart."""
    return lesson_cells([interactive_lesson()])


@pytest.fixture(scope="session")
def reference_charts(kernel_environment, lesson) -> list[list[str]]:
    """The charts of each lesson cell from a kernel started directly through jupyter_client."""
    from jupyter_client.manager import start_new_kernel

    manager, client = start_new_kernel(kernel_name=KERNEL_NAME, startup_timeout=60)
    charts = []
    try:
        for code in lesson:
            messages = []
            reply = client.execute_interactive(code, timeout=60, output_hook=messages.append)
            assert reply["content"]["status"] == "ok", f"the lesson cell fails on its own:\n{code}\n{reply['content']}"
            charts.append(chart_svgs(messages))
    finally:
        client.stop_channels()
        manager.shutdown_kernel(now=True)
    assert any(charts), "the lesson draws no chart"
    return charts
