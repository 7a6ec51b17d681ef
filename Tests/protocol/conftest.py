"""Shared setup of the protocol tests: install the built kernel's kernelspec into a
temporary prefix, point Jupyter and the history database there, and start kernels.

The kernel binary is found by Tests/shared/kernel_install.py (build first: `make build`).
"""
from __future__ import annotations

import os
import tempfile
from pathlib import Path

import pytest

from kernel_install import KERNEL_NAME, REPOSITORY, install_kernelspec  # noqa: F401  (tests read both)


def _install_kernelspec() -> Path:
    prefix = Path(tempfile.mkdtemp(prefix="swift-chart-kernel-tests-"))
    os.environ.update(install_kernelspec(prefix))
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


class ExecutedNotebooks:
    """Each notebook of notebooks/ run top to bottom by nbclient in the kernel (errors and
    widget views kept as outputs), once per test session, for the tests that read what the
    notebooks show."""

    def __init__(self):
        self._runs: dict[Path, object] = {}

    def __call__(self, path: Path):
        """The notebook at `path`, run in its folder."""
        import nbformat
        from course_notebooks import execute

        if path not in self._runs:
            self._runs[path] = execute(nbformat.read(path, as_version=4), path.parent, keeps_widget_views=True)
        return self._runs[path]


@pytest.fixture(scope="session")
def executed_notebook() -> ExecutedNotebooks:
    """`executed_notebook(path)`: the notebook run by nbclient, shared by the session's tests."""
    return ExecutedNotebooks()
