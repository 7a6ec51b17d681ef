#!/usr/bin/env bash
# Runs every benchmark beside its Python counterpart, alternating them in one session so the
# figures can be compared as ratios (this machine's speed wanders; never compare across days).
#   1. chart-bench (statistics, rendering, bar-pie, tables, interpreter) and numpy's statistics;
#   2. DataFrame loading and counting, then every DataFrame verb, beside pandas;
#   3. the kernel beside ipykernel with kernel_bench.py, when KERNEL_BENCH points at it
#      (default ../shared/bench/kernel_bench.py).
set -euo pipefail
cd "$(dirname "$0")/.."
python=.venv/bin/python
bench_dir=${KERNEL_BENCH_DIR:-../shared/bench}
out=${BENCH_OUT:-.build/bench}
mkdir -p "$out"

# The same release build as `make build` (static Swift runtime), so the two never rebuild each other.
release=${SWIFT_RELEASE:-swift build -c release --static-swift-stdlib}
$release --product chart-bench
$release --product swift-chart-kernel

echo "== chart-bench and numpy, alternating"
for round in 1 2; do
    .build/release/chart-bench
    "$python" scripts/bench/statistics_numpy.py
done

echo "== tables beside pandas"
"$python" scripts/bench/tables_pandas.py --chart-bench .build/release/chart-bench

echo "== DataFrame verbs beside pandas (load, group, join, filter, derive, summary, sort, memory)"
"$python" scripts/bench/dataframe_pandas.py --rounds 2 --chart-bench .build/release/chart-bench

if [ -f "$bench_dir/kernel_bench.py" ]; then
    echo "== the kernel beside ipykernel"
    prefix=$(mktemp -d)
    .build/release/swift-chart-kernel install --prefix "$prefix" >/dev/null
    "$python" -m ipykernel install --prefix "$prefix" >/dev/null
    export JUPYTER_PATH="$prefix/share/jupyter"
    # Charts come back as text/html with the SVG inline, not image/svg+xml.
    "$python" scripts/bench/kernel_workloads.py "$bench_dir/workloads_swift.json" "$out/workloads_swift.json"
    for round in 1 2; do
        "$python" "$bench_dir/kernel_bench.py" --kernel python3 --zmq-reconnect-ivl-ms 10 \
            --workloads "$bench_dir/workloads_python.json" --out "$out/python-$round.json"
        "$python" "$bench_dir/kernel_bench.py" --kernel swift-charts --zmq-reconnect-ivl-ms 10 \
            --workloads "$out/workloads_swift.json" --out "$out/swift-$round.json"
    done
    "$python" "$bench_dir/kernel_bench.py" --compare "$out"/python-1.json "$out"/swift-1.json \
        "$out"/python-2.json "$out"/swift-2.json
else
    echo "(kernel_bench.py not found in $bench_dir: set KERNEL_BENCH_DIR to run the kernel benchmark)"
fi
