"""Finds the built kernel and installs its kernelspec into a prefix, for the Python test
suites (Tests/protocol, Tests/browser).

The binary is $SWIFT_CHART_KERNEL_BINARY, else .build/release/swift-chart-kernel, else
.build/debug/swift-chart-kernel (build first: `make build`).
"""
from __future__ import annotations

import os
import subprocess
from pathlib import Path

REPOSITORY = Path(__file__).resolve().parents[2]
KERNEL_NAME = "swift-charts"


def kernel_binary() -> Path:
    """The kernel executable the tests run."""
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


def install_kernelspec(prefix: Path, memory_limit: str | None = None) -> dict[str, str]:
    """Installs the kernelspec under `prefix` (with SWIFT_CHART_KERNEL_MEMORY_LIMIT in its env
    when `memory_limit` is given); returns the environment variables that make Jupyter find it
    there (JUPYTER_PATH) and keep the kernel's history there too."""
    limit = ["--memory-limit", memory_limit] if memory_limit else []
    subprocess.run([str(kernel_binary()), "install", "--prefix", str(prefix), *limit], check=True,
                   cwd=REPOSITORY, stdout=subprocess.DEVNULL)
    return {
        "JUPYTER_PATH": str(prefix / "share" / "jupyter"),
        "SWIFT_CHART_KERNEL_HISTORY": str(prefix / "history.sqlite"),
    }
