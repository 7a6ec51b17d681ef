#!/usr/bin/env bash
# Runs `make test` while other work holds every core: one busy process per core (LOAD_PROCESSES
# to choose another number) spins beside the whole suite, as other builds and benchmarks do on a
# shared machine. A test that races the clock fails here first. RUNS (default 1) repeats the
# suite; the first failing run stops the script with its status.
set -euo pipefail
cd "$(dirname "$0")/.."

processes=${LOAD_PROCESSES:-$(nproc)}
runs=${RUNS:-1}
spinners=()
stop_spinners() {
    for pid in "${spinners[@]}"; do kill "$pid" 2>/dev/null || true; done
}
trap stop_spinners EXIT

for _ in $(seq 1 "$processes"); do
    # A process that only spins: it takes a core's time without memory or I/O.
    nice -n 0 bash -c 'while :; do :; done' &
    spinners+=($!)
done
echo "test-under-load: $processes busy processes beside the suite, $runs run(s)"

for run in $(seq 1 "$runs"); do
    echo "test-under-load: run $run of $runs"
    started=$(date +%s)
    make test
    echo "test-under-load: run $run passed in $(( $(date +%s) - started )) s"
done
