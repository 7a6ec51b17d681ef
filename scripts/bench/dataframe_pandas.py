#!/usr/bin/env python3
"""Times pandas on the same work as chart-bench's "dataframe" suite, alternating the two.

    python scripts/bench/dataframe_pandas.py [--rounds 3] [--chart-bench .build/release/chart-bench]

Each round runs `chart-bench dataframe` (which writes its 1e6-row, 8-column CSV and the
1e5-row students file into the temporary directory the first time), then pandas on the same
files, each measurement the best of 5 runs after a warm-up, as chart-bench times them. Then
each side's resident memory after loading the 1e6-row file, in a fresh process of its own
(`chart-bench dataframe-memory`, and this script with --memory).

The report gives, per measurement, the fastest Swift and pandas milliseconds over all rounds,
their ratio Swift / pandas (below 1 means the DataFrame is faster), and each round's ratio.
"""
import argparse
import ctypes
import gc
import os
import re
import subprocess
import sys
import time

import pandas as pd

PUBLISHED = {
    # name: (file, read_csv arguments, key, value)
    "penguins": ("penguins.csv", {}, "species", "body_mass_g"),
    "seattle-weather": ("seattle-weather.csv", {"parse_dates": ["date"], "date_format": "%Y/%m/%d"}, "weather", "temp_max"),
    "stocks": ("stocks.csv", {"parse_dates": ["date"], "date_format": "%b %d %Y"}, "symbol", "price"),
    "iowa-electricity": ("iowa-electricity.csv", {"parse_dates": ["year"]}, "source", "net_generation"),
}


def best_ms(work, runs=5):
    """The fastest of `runs` timed calls of `work` after one untimed call, in milliseconds."""
    work()
    samples = []
    for _ in range(runs):
        start = time.perf_counter()
        work()
        samples.append((time.perf_counter() - start) * 1000)
    return min(samples)


def read_enrollments(path):
    """The big file as a pandas user reads it: dates parsed, the defaults otherwise."""
    return pd.read_csv(path, parse_dates=["enrolled"])


def pandas_measurements(path, students_path, data_dir):
    """Milliseconds per measurement, named as chart-bench names them."""
    frame = read_enrollments(path)
    students = pd.read_csv(students_path)
    figures = {}

    def derived():
        copy = frame.copy(deep=False)
        copy["ratio"] = copy["score"] / copy["hours"]

    work = {
        "load CSV (8 columns)": lambda: read_enrollments(path),
        "group 1 key: mean": lambda: frame.groupby("subject")["score"].mean(),
        "group 1 key: count": lambda: frame.groupby("subject").size(),
        "group 1 key: median": lambda: frame.groupby("subject")["score"].median(),
        "group 1 int key: sum": lambda: frame.groupby("year")["hours"].sum(),
        "group 2 keys: mean": lambda: frame.groupby(["school", "subject"])["score"].mean(),
        "group 2 keys: std": lambda: frame.groupby(["school", "subject"])["score"].std(),
        "join 1e6 x 1e5 (inner)": lambda: frame.merge(students, on="student"),
        "join 1e6 x 1e5 (left)": lambda: frame.merge(students, on="student", how="left"),
        "filter by comparison": lambda: frame[frame["score"] > 50],
        "filter by two comparisons": lambda: frame[(frame["score"] > 50) & (frame["subject"] == "Math")],
        "derived column (score / hours)": derived,
        "summary()": lambda: frame.describe(include="all"),
        "summary() of numeric columns": lambda: frame.describe(),
        "sort by score": lambda: frame.sort_values("score", kind="stable"),
    }
    for name, function in work.items():
        figures[name] = best_ms(function)
    figures["load CSV (8 columns), dates as text"] = best_ms(lambda: pd.read_csv(path))
    for name, (file, arguments, key, value) in PUBLISHED.items():
        file_path = os.path.join(data_dir, file)
        if not os.path.exists(file_path):
            continue
        loaded = pd.read_csv(file_path, **arguments)
        figures[f"{name}: load"] = best_ms(lambda: pd.read_csv(file_path, **arguments))
        figures[f"{name}: group mean"] = best_ms(lambda: loaded.groupby(key)[value].mean())
        figures[f"{name}: summary()"] = best_ms(lambda: loaded.describe(include="all"))
    return figures


def swift_measurements(chart_bench, suite):
    """chart-bench's best milliseconds per measurement of `suite`, the notes (file paths) and sizes."""
    output = subprocess.run([chart_bench, suite], check=True, capture_output=True, text=True).stdout
    figures, notes = {}, {}
    # chart-bench prints the suite's name cut to 15 characters.
    for line in output.splitlines():
        match = re.match(rf"{re.escape(suite[:15])}\S*\s+(.+?)\s{{2,}}(\d+)\s+([\d.]+)\s+([\d.]+)\s*(.*)$", line)
        if match:
            figures[match.group(1).strip()] = float(match.group(3))
            notes[match.group(1).strip()] = match.group(5)
            SIZES[match.group(1).strip()] = int(match.group(2))
    if not figures:
        sys.exit(f"chart-bench {suite} printed no measurement:\n" + output)
    return figures, notes


SIZES = {}  # rows per measurement, as chart-bench reports them


def resident_bytes():
    with open("/proc/self/statm") as statm:
        return int(statm.read().split()[1]) * os.sysconf("SC_PAGESIZE")


def return_freed_memory():
    gc.collect()
    ctypes.CDLL("libc.so.6").malloc_trim(0)


def pandas_memory(path):
    """Resident megabytes a loaded frame adds to this process, and pandas' own deep count."""
    return_freed_memory()
    before = resident_bytes()
    frame = read_enrollments(path)
    return_freed_memory()
    after = resident_bytes()
    return (after - before) / 1048576, frame.memory_usage(deep=True).sum() / 1048576


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--rounds", type=int, default=3, help="alternating rounds (default 3)")
    parser.add_argument("--chart-bench", default=".build/release/chart-bench")
    parser.add_argument("--data", default="notebooks/data", help="the published data sets' folder")
    parser.add_argument("--memory", help=argparse.SUPPRESS)
    arguments = parser.parse_args()

    if arguments.memory:
        resident, deep = pandas_memory(arguments.memory)
        print(f"{resident:.1f} {deep:.1f}")
        return

    print(f"pandas {pd.__version__}; {arguments.rounds} alternating rounds; ratio = Swift / pandas (below 1: Swift faster)")
    swift_rounds, pandas_rounds = [], []
    for _ in range(arguments.rounds):
        swift, notes = swift_measurements(arguments.chart_bench, "dataframe")
        path = notes["load CSV (8 columns)"]
        students_path = notes["join 1e6 x 1e5 (inner)"]
        swift_rounds.append(swift)
        pandas_rounds.append(pandas_measurements(path, students_path, arguments.data))
    names = list(swift_rounds[0]) + ["load CSV (8 columns), dates as text"]
    print(f"{'measurement':38s} {'rows':>8s}  {'swift ms':>9s} {'pandas ms':>10s} {'ratio':>6s}  ratios by round")
    for name in dict.fromkeys(names):
        reference = "load CSV (8 columns)" if name.endswith("dates as text") else name
        swifts = [rounds.get(reference) for rounds in swift_rounds]
        pandases = [rounds.get(name) for rounds in pandas_rounds]
        if None in swifts or None in pandases:
            continue
        ratios = [s / p for s, p in zip(swifts, pandases)]
        print(f"{name:38s} {SIZES.get(reference, ''):>8}  {min(swifts):9.2f} {min(pandases):10.2f} "
              f"{min(swifts) / min(pandases):6.2f}  {' '.join(f'{r:5.2f}' for r in ratios)}")

    swift_memory, notes = swift_measurements(arguments.chart_bench, "dataframe-memory")
    path = notes["loaded frame (MB resident)"]
    pandas_output = subprocess.run([sys.executable, __file__, "--memory", path], check=True,
                                   capture_output=True, text=True).stdout.split()
    swift_mb = swift_memory["loaded frame (MB resident)"]
    pandas_mb, pandas_deep = float(pandas_output[0]), float(pandas_output[1])
    print(f"memory of the loaded 1e6-row frame: Swift {swift_mb:.1f} MB resident, pandas {pandas_mb:.1f} MB resident "
          f"({pandas_deep:.1f} MB by memory_usage(deep=True)); ratio {swift_mb / pandas_mb:.2f}")


if __name__ == "__main__":
    main()
