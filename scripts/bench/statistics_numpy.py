#!/usr/bin/env python3
"""The numpy side of chart-bench's "statistics" suite: the same data, sizes and
measurements, printed in the same table, so the two can be run one after the other:

    swift run -c release chart-bench statistics
    /work/venv/bin/python scripts/bench/statistics_numpy.py

Data: splitmix64 (state seed + k·γ) → the top 53 bits as u in [0, 1) → 2000·u − 1000
(all distinct) or ⌊100000·u⌋ / 100 (two decimals, values repeat). Each measurement runs once
untimed, then 7 times; the table shows the minimum and the median in milliseconds.
"""
import time

import numpy as np

SIZES = [1_000, 10_000, 100_000, 1_000_000]
RUNS = 7
THRESHOLD = 1000
GOLDEN_GAMMA = np.uint64(0x9E3779B97F4A7C15)


def unit_doubles(seed: int, count: int) -> np.ndarray:
    with np.errstate(over="ignore"):
        z = np.uint64(seed) + GOLDEN_GAMMA * np.arange(1, count + 1, dtype=np.uint64)
        z = (z ^ (z >> np.uint64(30))) * np.uint64(0xBF58476D1CE4E5B9)
        z = (z ^ (z >> np.uint64(27))) * np.uint64(0x94D049BB133111EB)
        z = z ^ (z >> np.uint64(31))
    return (z >> np.uint64(11)).astype(np.float64) * 2.0**-53


def mode(values: np.ndarray) -> np.ndarray:
    """Every value sharing the highest count, ascending (as the Swift `mode`)."""
    unique, counts = np.unique(values, return_counts=True)
    return unique[counts == counts.max()]


def six_statistics(values: np.ndarray) -> float:
    return (np.mean(values) + np.median(values) + mode(values).size + np.std(values)
            + values.min() + values.max())


def lttb(x: np.ndarray, y: np.ndarray, threshold: int) -> np.ndarray:
    """Largest-Triangle-Three-Buckets, vectorised within each bucket."""
    count = x.size
    if threshold >= count or threshold <= 0:
        return np.arange(count)
    every = (count - 2) / (threshold - 2)
    starts = (np.floor(np.arange(threshold - 1) * every).astype(np.int64) + 1).clip(max=count - 1)
    kept = np.empty(threshold, dtype=np.int64)
    kept[0], kept[-1] = 0, count - 1
    previous = 0
    for bucket in range(threshold - 2):
        start, end = starts[bucket], starts[bucket + 1]
        next_end = starts[bucket + 2] if bucket + 2 < threshold - 1 else count
        next_end = max(min(next_end, count), end + 1)
        average_x, average_y = x[end:next_end].mean(), y[end:next_end].mean()
        px, py = x[previous], y[previous]
        areas = np.abs((px - average_x) * (y[start:end] - py) - (px - x[start:end]) * (average_y - py))
        previous = start + int(np.argmax(areas))
        kept[bucket + 1] = previous
    return kept


def measure(work) -> tuple[float, float]:
    work()
    samples = []
    for _ in range(RUNS):
        start = time.perf_counter_ns()
        work()
        samples.append((time.perf_counter_ns() - start) / 1e6)
    return min(samples), float(np.median(samples))


def main() -> None:
    print("suite           measurement                          size     min ms  median ms  note")
    for size in SIZES:
        u = unit_doubles(42, size)
        distinct = -1000.0 + 2000.0 * u
        two_decimals = np.floor(100_000.0 * u) / 100.0
        x = np.arange(size, dtype=np.float64)
        rows = [
            ("six statistics (distinct)", lambda: six_statistics(distinct), ""),
            ("six statistics (two decimals)", lambda: six_statistics(two_decimals), f"{mode(two_decimals).size} modes"),
            ("mean", lambda: np.mean(distinct), ""),
            ("median", lambda: np.median(distinct), ""),
            ("mode (distinct)", lambda: mode(distinct), ""),
            ("mode (two decimals)", lambda: mode(two_decimals), ""),
            ("standard deviation", lambda: np.std(distinct), ""),
            ("minimum and maximum", lambda: distinct.min() + distinct.max(), ""),
            (f"LTTB to {THRESHOLD} points", lambda: lttb(x, distinct, THRESHOLD), ""),
        ]
        for name, work, note in rows:
            minimum, median = measure(work)
            print(f"{'numpy':<15} {name:<34} {size:>9} {minimum:10.3f} {median:10.3f}  {note}")


if __name__ == "__main__":
    main()
