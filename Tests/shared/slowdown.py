"""How much slower than a release build the kernel under test runs.

`make sanitize` runs the protocol tests against a kernel built with ThreadSanitizer, a debug
build whose every memory access is checked: it answers tens of times more slowly. It sets
SWIFT_CHART_TEST_SLOWDOWN (e.g. 40), and the tests multiply their timeouts and time bounds by
`SLOWDOWN` through `scaled`, so that what they check there is behaviour, not speed. Unset, it
is 1 and every bound is the one the tests state.
"""
from __future__ import annotations

import os


def _slowdown() -> float:
    text = os.environ.get("SWIFT_CHART_TEST_SLOWDOWN", "1")
    try:
        value = float(text)
    except ValueError:
        raise SystemExit(f"SWIFT_CHART_TEST_SLOWDOWN must be a number, not {text!r}")
    return max(1.0, value)


#: The factor timeouts and time bounds are multiplied by (1 for a release kernel).
SLOWDOWN = _slowdown()


def scaled(seconds: float) -> float:
    """`seconds` as a timeout or time bound for the kernel under test."""
    return seconds * SLOWDOWN
