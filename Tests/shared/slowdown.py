"""How much slower than a release build the kernel under test runs.

A debug kernel (SwiftPM's debug configuration: `.build/debug/swift-chart-kernel`, which the
tests run when no release kernel is built, and the sanitizer builds) runs the interpreter
unoptimised: it answers several times more slowly than the release kernel, and far more slowly
still while other work holds the cores. When the kernel under test is such a build, every
bound is multiplied by `DEBUG_SLOWDOWN`. `make sanitize` runs the protocol tests against a
kernel built with ThreadSanitizer, whose every memory access is also checked: it answers tens of
times more slowly, and sets SWIFT_CHART_TEST_SLOWDOWN (e.g. 40), which replaces the factor the
build would give. The tests multiply their timeouts and time bounds by `SLOWDOWN` through
`scaled`, so that what they check there is behaviour, not speed. For a release kernel with the
variable unset it is 1 and every bound is the one the tests state. A sanitizer's checked heap
also holds more memory than a release kernel's: SWIFT_CHART_TEST_MEMORY_OVERHEAD (e.g. 2)
multiplies memory bounds through `scaled_memory`.
"""
from __future__ import annotations

import os
from pathlib import Path

#: How many times more slowly a debug kernel answers than a release one, with headroom for a
#: loaded machine: the unoptimised interpreter runs cell code and builtins 5-15 times more
#: slowly (measured on the interrupt and redraw tests, Tests/protocol).
DEBUG_SLOWDOWN = 20.0


def _factor(variable: str, default: float = 1.0) -> float:
    text = os.environ.get(variable)
    if text is None:
        return default
    try:
        value = float(text)
    except ValueError:
        raise SystemExit(f"{variable} must be a number, not {text!r}")
    return max(1.0, value)


def is_debug_build(binary: Path) -> bool:
    """Whether `binary` (resolved) was built in SwiftPM's debug configuration: SwiftPM puts
    it in a folder named `debug` under the build path (`.build/x86_64-unknown-linux-gnu/debug`,
    `.build/tsan/debug`), a release build in one named `release`."""
    return binary.resolve().parent.name == "debug"


def _build_factor() -> float:
    """`DEBUG_SLOWDOWN` when the kernel the tests run is a debug build, else 1 (also when no
    kernel is built yet: the tests that need one say so themselves)."""
    from kernel_install import kernel_binary

    try:
        binary = kernel_binary()
    except RuntimeError:
        return 1.0
    return DEBUG_SLOWDOWN if is_debug_build(binary) else 1.0


#: The factor timeouts and time bounds are multiplied by (1 for a release kernel).
SLOWDOWN = _factor("SWIFT_CHART_TEST_SLOWDOWN", default=_build_factor())
#: The factor memory bounds are multiplied by (1 for a release kernel).
MEMORY_OVERHEAD = _factor("SWIFT_CHART_TEST_MEMORY_OVERHEAD")


def scaled(seconds: float) -> float:
    """`seconds` as a timeout or time bound for the kernel under test."""
    return seconds * SLOWDOWN


def scaled_memory(mebibytes: float) -> float:
    """`mebibytes` as a bound on the kernel's memory growth for the kernel under test."""
    return mebibytes * MEMORY_OVERHEAD
