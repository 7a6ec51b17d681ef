#!/usr/bin/env python3
"""Writes Tests/ChartCoreTests/Fixtures/statistics-fixtures.json: numpy's statistics of a
few data sets, the reference the Swift statistics are tested against.

Run from the repository root with the project's virtual environment:

    /work/venv/bin/python scripts/make-statistics-fixtures.py

Large data sets are not stored: each is described by the parameters of a deterministic
generator (splitmix64 → doubles in [0, 1) → offset + scale × u, optionally floored and
divided), which the Swift tests reproduce bit for bit (Tests/ChartCoreTests/Statistics/
FixtureGenerator.swift).
"""
import json
import pathlib

import numpy as np

GOLDEN_GAMMA = np.uint64(0x9E3779B97F4A7C15)
QUANTILE_PROBABILITIES = [0.0, 0.01, 0.1, 0.25, 0.5, 0.75, 0.9, 0.99, 1.0]
LISTED_MODES_LIMIT = 200


def splitmix64_unit_doubles(seed: int, count: int) -> np.ndarray:
    """count doubles in [0, 1): the top 53 bits of splitmix64 outputs, state seed + k·γ."""
    with np.errstate(over="ignore"):
        state = np.uint64(seed) + GOLDEN_GAMMA * np.arange(1, count + 1, dtype=np.uint64)
        z = state
        z = (z ^ (z >> np.uint64(30))) * np.uint64(0xBF58476D1CE4E5B9)
        z = (z ^ (z >> np.uint64(27))) * np.uint64(0x94D049BB133111EB)
        z = z ^ (z >> np.uint64(31))
    return (z >> np.uint64(11)).astype(np.float64) * 2.0**-53


def generate(parameters: dict) -> np.ndarray:
    """The data set the generator parameters describe (see FixtureGenerator.swift)."""
    u = splitmix64_unit_doubles(parameters["seed"], parameters["count"])
    values = parameters["offset"] + parameters["scale"] * u
    if parameters.get("integers"):
        return np.floor(values).astype(np.int64)
    if parameters.get("divisor"):
        return np.floor(values) / parameters["divisor"]
    return values


def mode(values: np.ndarray) -> tuple[np.ndarray, int]:
    """Every value sharing the highest count, ascending, and that count."""
    unique, counts = np.unique(values, return_counts=True)
    highest = int(counts.max())
    return unique[counts == highest], highest


def number(value):
    return int(value) if isinstance(value, (np.integer, int)) else float(value)


def expected_statistics(values: np.ndarray) -> dict:
    modes, highest = mode(values)
    result = {
        "count": int(values.size),
        "sum": number(values.sum()),
        "mean": float(np.mean(values)),
        "median": float(np.median(values)),
        "populationVariance": float(np.var(values)),
        "sampleVariance": float(np.var(values, ddof=1)),
        "populationStandardDeviation": float(np.std(values)),
        "sampleStandardDeviation": float(np.std(values, ddof=1)),
        "minimum": number(values.min()),
        "maximum": number(values.max()),
        "range": number(values.max() - values.min()),
        "modeCount": int(modes.size),
        "modeHighestCount": highest,
        "modeFirst": number(modes[0]),
        "modeLast": number(modes[-1]),
        "quantiles": [{"probability": p, "value": float(np.quantile(values, p))} for p in QUANTILE_PROBABILITIES],
    }
    if modes.size <= LISTED_MODES_LIMIT:
        result["mode"] = [number(v) for v in modes]
    return result


def main() -> None:
    explicit = [
        {"name": "BEMSimpleLineGraph one to eight", "integers": False, "values": [1, 2, 3, 4, 5, 6, 7, 8]},
        {"name": "mixed signs with ties", "integers": False,
         "values": [3.0, -1.5, 2.25, 7.0, -4.0, 2.25, 0.0, 10.5, -1.5, 1e-3]},
        {"name": "integers with ties", "integers": True, "values": [5, -3, 5, 12, -3, 0, 7, 7, 5, -3, 42]},
    ]
    generated = [
        {"name": "a million uniform doubles",
         "generator": {"seed": 42, "count": 1_000_000, "offset": -1000.0, "scale": 2000.0}},
        {"name": "doubles near a million (stability)",
         "generator": {"seed": 7, "count": 100_000, "offset": 1_000_000.0, "scale": 1.0}},
        {"name": "doubles with two decimals (repeats)",
         "generator": {"seed": 11, "count": 20_000, "offset": 0.0, "scale": 100_000.0, "divisor": 100.0}},
        {"name": "integers from -100 to 100",
         "generator": {"seed": 3, "count": 10_001, "offset": -100.0, "scale": 201.0, "integers": True}},
    ]
    data_sets = []
    for entry in explicit:
        values = np.array(entry["values"], dtype=np.int64 if entry["integers"] else np.float64)
        data_sets.append({"name": entry["name"], "integers": entry["integers"],
                          "values": [number(v) for v in values], "expected": expected_statistics(values)})
    for entry in generated:
        values = generate(entry["generator"])
        data_sets.append({"name": entry["name"], "integers": bool(entry["generator"].get("integers")),
                          "generator": entry["generator"], "firstValues": [number(v) for v in values[:5]],
                          "expected": expected_statistics(values)})
    document = {"generatedBy": "scripts/make-statistics-fixtures.py", "numpyVersion": np.__version__,
                "dataSets": data_sets}
    path = pathlib.Path(__file__).resolve().parent.parent / "Tests/ChartCoreTests/Fixtures/statistics-fixtures.json"
    path.write_text(json.dumps(document, indent=1) + "\n")
    print(f"wrote {path} ({path.stat().st_size} bytes)")


if __name__ == "__main__":
    main()
