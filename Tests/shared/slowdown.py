"""How much slower than a release build the kernel under test runs.

`make sanitize` runs the protocol tests against a kernel built with ThreadSanitizer, a debug
build whose every memory access is checked: it answers tens of times more slowly. It sets
SWIFT_CHART_TEST_SLOWDOWN (e.g. 40), and the tests multiply their timeouts and time bounds by
`SLOWDOWN` through `scaled`, so that what they check there is behaviour, not speed. Unset, it
is 1 and every bound is the one the tests state. Its checked heap also holds more memory
than a release kernel: SWIFT_CHART_TEST_MEMORY_OVERHEAD (e.g. 2) multiplies memory bounds
through `scaled_memory`.
"""
from __future__ import annotations

import os


def _factor(variable: str) -> float:
    text = os.environ.get(variable, "1")
    try:
        value = float(text)
    except ValueError:
        raise SystemExit(f"{variable} must be a number, not {text!r}")
    return max(1.0, value)


#: The factor timeouts and time bounds are multiplied by (1 for a release kernel).
SLOWDOWN = _factor("SWIFT_CHART_TEST_SLOWDOWN")
#: The factor memory bounds are multiplied by (1 for a release kernel).
MEMORY_OVERHEAD = _factor("SWIFT_CHART_TEST_MEMORY_OVERHEAD")


def scaled(seconds: float) -> float:
    """`seconds` as a timeout or time bound for the kernel under test."""
    return seconds * SLOWDOWN


def scaled_memory(mebibytes: float) -> float:
    """`mebibytes` as a bound on the kernel's memory growth for the kernel under test."""
    return mebibytes * MEMORY_OVERHEAD
