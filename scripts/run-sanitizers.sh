#!/usr/bin/env bash
# The Swift tests under AddressSanitizer; the tests of threads (the kernel's shell, control and
# heartbeat threads, interrupts from another thread, the engine's cell thread, widgets) under
# ThreadSanitizer; then the protocol tests against a kernel built with ThreadSanitizer, whose
# reports are collected in .build/sanitizers. Any report fails the run.
set -euo pipefail
cd "$(dirname "$0")/.."
reports=$PWD/.build/sanitizers
rm -rf "$reports"
mkdir -p "$reports"

echo "== AddressSanitizer: swift test"
# Leak checking is off: the Swift runtime's metadata caches are reported as leaks.
ASAN_OPTIONS=detect_leaks=0 swift test --sanitize=address --build-path .build/asan

echo "== ThreadSanitizer: the tests of threads"
TSAN_OPTIONS=halt_on_error=1 swift test --sanitize=thread --build-path .build/tsan \
    --filter "JupyterKernelTests|JupyterEngineTests|JupyterWidgetsTests|ChartScriptEngineTests|InterruptPollTests|TableInterruptionTests|WidgetRegistryTests|TouchReportingTests"

echo "== ThreadSanitizer: the protocol tests against a kernel built with it"
swift build --sanitize=thread --build-path .build/tsan --product swift-chart-kernel
TSAN_OPTIONS="log_path=$reports/kernel" SWIFT_CHART_KERNEL_BINARY=.build/tsan/debug/swift-chart-kernel \
    .venv/bin/python -m pytest -q Tests/protocol
if compgen -G "$reports/kernel.*" >/dev/null; then
    echo "ThreadSanitizer reported:"
    cat "$reports"/kernel.*
    exit 1
fi
echo "no sanitizer reports"
