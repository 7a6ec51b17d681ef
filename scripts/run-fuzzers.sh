#!/usr/bin/env bash
# Runs each libFuzzer target of chart-fuzz for FUZZ_SECONDS seconds (default 60), starting from
# the committed corpus in Tests/Fuzz/corpus/<target> (the parser also from the fidelity programs
# in Tests/Fidelity/programs) and growing a working copy under
# .build/fuzz/corpus (the committed one is never written). A crash, a timeout or an input that
# exhausts memory is saved under .build/fuzz/crashes and fails the run; replay it with
#   .build/debug/chart-fuzz <target> <file>
# and turn it into a regression test. Prints each target's executions.
#   FUZZ_TARGETS="parser csv" FUZZ_SECONDS=600 bash scripts/run-fuzzers.sh
set -euo pipefail
cd "$(dirname "$0")/.."
seconds=${FUZZ_SECONDS:-60}
targets=${FUZZ_TARGETS:-parser interpreter csv json wire}
binary=.build/fuzz/release/chart-fuzz
work=.build/fuzz
mkdir -p "$work/crashes" "$work/logs"

declare -A max_length=([parser]=16384 [interpreter]=2048 [csv]=16384 [json]=16384 [wire]=16384)
failed=0
for target in $targets; do
    mkdir -p "$work/corpus/$target"
    log="$work/logs/$target.log"
    echo "== $target: ${seconds} s"
    # Leak checking is off, per input and at exit: the Swift runtime's caches and the language's
    # documented closure cycles are not findings. 20 s for one input is a hang (a cell is interrupted after 2 s).
    set +e
    # The parser also starts from the fidelity programs (libFuzzer only reads the seed folders).
    seeds=("Tests/Fuzz/corpus/$target")
    if [ "$target" = parser ]; then seeds+=(Tests/Fidelity/programs); fi
    # A target's dictionary (Tests/Fuzz/<target>.dict) gives libFuzzer the tokens to splice in.
    dictionary=()
    if [ -f "Tests/Fuzz/$target.dict" ]; then dictionary=(-dict="Tests/Fuzz/$target.dict"); fi
    CHART_FUZZ_TARGET=$target ASAN_OPTIONS=detect_leaks=0 "$binary" "$work/corpus/$target" "${seeds[@]}" \
        -max_total_time="$seconds" -max_len="${max_length[$target]:-8192}" -timeout=20 -rss_limit_mb=4096 \
        -detect_leaks=0 ${dictionary[@]+"${dictionary[@]}"} -print_final_stats=1 -artifact_prefix="$work/crashes/$target-" >"$log" 2>&1
    status=$?
    set -e
    runs=$(grep -o 'stat::number_of_executed_units: *[0-9]*' "$log" | grep -o '[0-9]*$' || echo "?")
    coverage=$(grep -o 'cov: [0-9]*' "$log" | tail -1 || true)
    if [ "$status" -ne 0 ]; then
        failed=1
        echo "   FAILED after $runs executions ($coverage); see $log and $work/crashes/"
        grep -E 'ERROR|SUMMARY|Fatal error|==[0-9]+==' "$log" | head -5 | sed 's/^/   /'
    else
        echo "   $runs executions, no crash ($coverage)"
    fi
done
exit $failed
