#!/usr/bin/env bash
# Every Swift test under AddressSanitizer, then under ThreadSanitizer (the kernel's shell,
# control, heartbeat and IOPub threads, interrupts from another thread, the engine's cell
# thread, the memory guard's timer, the disposal thread); then the protocol tests against a
# kernel built with ThreadSanitizer, whose reports are collected in .build/sanitizers. Any
# report fails the run. Prints how long each part took (docs/kernel.md has the figures).
set -euo pipefail
cd "$(dirname "$0")/.."
reports=$PWD/.build/sanitizers
rm -rf "$reports"
mkdir -p "$reports"
started=$SECONDS
# Prints how long the part that just ended took.
part_done() {
    echo "   ($1 took $(( (SECONDS - started) / 60 )) min $(( (SECONDS - started) % 60 )) s)"
    started=$SECONDS
}

echo "== AddressSanitizer: swift test"
# Leak checking is off: the Swift runtime's metadata caches are reported as leaks.
ASAN_OPTIONS=detect_leaks=0 swift test --sanitize=address --build-path .build/asan
part_done "AddressSanitizer"

echo "== ThreadSanitizer: swift test"
# Narrow suppressions, each with its reason, live in scripts/tsan-suppressions.txt.
tsan_options="halt_on_error=1 second_deadlock_stack=1 suppressions=$PWD/scripts/tsan-suppressions.txt"
TSAN_OPTIONS="$tsan_options" swift test --sanitize=thread --build-path .build/tsan
part_done "ThreadSanitizer, Swift tests"

echo "== ThreadSanitizer: the protocol tests against a kernel built with it"
swift build --sanitize=thread --build-path .build/tsan --product swift-chart-kernel
# That debug kernel, every memory access checked, answers tens of times more slowly than the
# release one: the tests' timeouts and time bounds are multiplied by SWIFT_CHART_TEST_SLOWDOWN
# (Tests/shared/slowdown.py), so that what they check here is behaviour and races, not speed;
# its checked heap holds about twice the memory, so memory bounds are doubled.
TSAN_OPTIONS="$tsan_options log_path=$reports/kernel" SWIFT_CHART_KERNEL_BINARY=.build/tsan/debug/swift-chart-kernel \
    SWIFT_CHART_TEST_SLOWDOWN=${SWIFT_CHART_TEST_SLOWDOWN:-40} SWIFT_CHART_TEST_MEMORY_OVERHEAD=2 \
    .venv/bin/python -m pytest -q Tests/protocol
part_done "ThreadSanitizer, protocol tests"
if compgen -G "$reports/kernel.*" >/dev/null; then
    echo "ThreadSanitizer reported:"
    cat "$reports"/kernel.*
    exit 1
fi
echo "no sanitizer reports"
