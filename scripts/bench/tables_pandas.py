#!/usr/bin/env python3
"""Times pandas on the same work as chart-bench's "tables" suite, and compares the two.

    python scripts/bench/tables_pandas.py [--rounds 3] [--chart-bench .build/release/chart-bench]

Each round runs `chart-bench tables` (which writes the 1e6-row CSV into the temporary
directory the first time) and then pandas (read_csv + value_counts) on the same file, so both
see the same machine load. The report gives each side's best time and the ratio
pandas / Swift (above 1 means the Swift table is faster).
"""
import argparse
import re
import subprocess
import sys
import time

import pandas as pd


def time_pandas(path, runs):
    """Best and median milliseconds of read_csv + value_counts, and of read_csv alone."""
    both, load = [], []
    for _ in range(runs):
        start = time.perf_counter()
        frame = pd.read_csv(path)
        loaded = time.perf_counter()
        frame["subject"].value_counts()
        end = time.perf_counter()
        load.append((loaded - start) * 1000)
        both.append((end - start) * 1000)
    return min(load), min(both)


def time_swift(chart_bench):
    """The CSV path and best milliseconds of load and load + count from chart-bench's report."""
    output = subprocess.run([chart_bench, "tables"], check=True, capture_output=True, text=True).stdout
    figures, path = {}, None
    for line in output.splitlines():
        match = re.match(r"tables\s+(.+?)\s{2,}(\d+)\s+([\d.]+)\s+([\d.]+)\s*(.*)$", line)
        if match:
            figures[match.group(1).strip()] = float(match.group(3))
            if match.group(5).endswith(".csv"):
                path = match.group(5)
    if path is None:
        sys.exit("chart-bench printed no CSV path:\n" + output)
    return path, figures["load CSV (5 columns)"], figures["load + count(by: subject)"]


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--rounds", type=int, default=3, help="alternating rounds (default 3)")
    parser.add_argument("--runs", type=int, default=5, help="pandas runs per round (default 5)")
    parser.add_argument("--chart-bench", default=".build/release/chart-bench")
    parser.add_argument("--csv", help="time pandas only, on this file")
    arguments = parser.parse_args()

    if arguments.csv:
        load, both = time_pandas(arguments.csv, arguments.runs)
        print(f"pandas read_csv {load:.1f} ms, read_csv + value_counts {both:.1f} ms")
        return

    print(f"pandas {pd.__version__}; {arguments.rounds} alternating rounds")
    print("round  swift load  pandas load  ratio   swift load+count  pandas load+count  ratio")
    for round_number in range(1, arguments.rounds + 1):
        path, swift_load, swift_both = time_swift(arguments.chart_bench)
        pandas_load, pandas_both = time_pandas(path, arguments.runs)
        print(f"{round_number:5d}  {swift_load:10.1f}  {pandas_load:11.1f}  {pandas_load / swift_load:5.2f}"
              f"   {swift_both:16.1f}  {pandas_both:17.1f}  {pandas_both / swift_both:5.2f}")


if __name__ == "__main__":
    main()
