"""Shared setup of the protocol tests: find the built kernel, install its kernelspec into a
temporary prefix, point Jupyter and the history database there, and start kernels.

The binary is $SWIFT_CHART_KERNEL_BINARY, else .build/release/swift-chart-kernel, else
.build/debug/swift-chart-kernel (build first: `make build`).
"""
from __future__ import annotations

import os
import subprocess
import tempfile
from pathlib import Path

import pytest

REPOSITORY = Path(__file__).resolve().parents[2]
KERNEL_NAME = "swift-charts"


def _kernel_binary() -> Path:
    explicit = os.environ.get("SWIFT_CHART_KERNEL_BINARY")
    candidates = [Path(explicit)] if explicit else [
        REPOSITORY / ".build" / "release" / "swift-chart-kernel",
        REPOSITORY / ".build" / "debug" / "swift-chart-kernel",
    ]
    for candidate in candidates:
        if candidate.exists():
            return candidate.resolve()
    raise RuntimeError(
        "no kernel binary: run `make build` first "
        f"(looked at {', '.join(str(c) for c in candidates)})"
    )


def _install_kernelspec() -> Path:
    prefix = Path(tempfile.mkdtemp(prefix="swift-chart-kernel-tests-"))
    subprocess.run([str(_kernel_binary()), "install", "--prefix", str(prefix)], check=True,
                   cwd=REPOSITORY, stdout=subprocess.DEVNULL)
    os.environ["JUPYTER_PATH"] = str(prefix / "share" / "jupyter")
    os.environ["SWIFT_CHART_KERNEL_HISTORY"] = str(prefix / "history.sqlite")
    return prefix


# Done at import time so that unittest-style classes (jupyter_kernel_test) see it too.
PREFIX = _install_kernelspec()


@pytest.fixture(scope="module")
def kernel():
    """A running kernel and a blocking client with its channels started, for one test module."""
    from jupyter_client.manager import start_new_kernel

    manager, client = start_new_kernel(kernel_name=KERNEL_NAME, startup_timeout=30)
    yield manager, client
    client.stop_channels()
    manager.shutdown_kernel(now=True)


@pytest.fixture()
def fresh_kernel():
    """A kernel of its own for one test (for tests that interrupt or shut it down)."""
    from jupyter_client.manager import start_new_kernel

    manager, client = start_new_kernel(kernel_name=KERNEL_NAME, startup_timeout=30)
    yield manager, client
    client.stop_channels()
    if manager.is_alive():
        manager.shutdown_kernel(now=True)
