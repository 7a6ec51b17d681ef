#!/usr/bin/env python3
"""Writes Tests/ChartDataTests/Fixtures/pandas-dataframe-fixtures.json: what pandas answers for the
published data sets in notebooks/data (penguins, Seattle weather, stock prices, Iowa electricity),
which ChartData's DataFrame must give too (DataFramePandasFixtureTests).

Run with the project's venv: .venv/bin/python scripts/make-dataframe-fixtures.py
"""
import json
import math
import pathlib

import pandas as pd

ROOT = pathlib.Path(__file__).resolve().parent.parent
DATA = ROOT / "notebooks" / "data"
OUT = ROOT / "Tests" / "ChartDataTests" / "Fixtures" / "pandas-dataframe-fixtures.json"


def number(value):
    """A float as its shortest exact text (a JSON number parser may round differently), None for NaN."""
    if value is None:
        return None
    value = float(value)
    return None if math.isnan(value) else repr(value)


def describe(frame):
    """describe() of every numeric column: count, mean, std, min, quartiles, max."""
    result = {}
    for name, column in frame.select_dtypes("number").describe().items():
        result[name] = {key: number(value) for key, value in column.items()}
    return result


def grouped(series):
    """A grouped result as [[key..., value], ...] in key order."""
    rows = []
    for key, value in series.items():
        keys = list(key) if isinstance(key, tuple) else [key]
        rows.append([str(k) for k in keys] + [number(value)])
    return rows


def main():
    penguins = pd.read_csv(DATA / "penguins.csv")
    weather = pd.read_csv(DATA / "seattle-weather.csv", parse_dates=["date"], date_format="%Y/%m/%d")
    stocks = pd.read_csv(DATA / "stocks.csv", parse_dates=["date"], date_format="%b %d %Y")
    electricity = pd.read_csv(DATA / "iowa-electricity.csv", parse_dates=["year"])

    msft = stocks[stocks.symbol == "MSFT"][["date", "price"]]
    aapl = stocks[stocks.symbol == "AAPL"][["date", "price"]]
    both = msft.merge(aapl, on="date", suffixes=("_msft", "_aapl"))
    monthly = weather.set_index("date").resample("MS")["temp_max"].mean()
    fixtures = {
        "penguins": {
            "shape": list(penguins.shape),
            "missing": {name: int(count) for name, count in penguins.isna().sum().items()},
            "describe": describe(penguins),
            "meanMassBySpecies": grouped(penguins.groupby("species")["body_mass_g"].mean()),
            "meanMassBySpeciesAndSex": grouped(penguins.groupby(["species", "sex"])["body_mass_g"].mean()),
            "medianFlipperBySpeciesAndSex": grouped(penguins.groupby(["species", "sex"])["flipper_length_mm"].median()),
            "stdBillBySpecies": grouped(penguins.groupby("species")["bill_length_mm"].std()),
            "islandCounts": grouped(penguins["island"].value_counts()),
            "speciesByIsland": grouped(pd.crosstab(penguins.species, penguins.island).stack()),
            "heavyCount": int((penguins.body_mass_g > 4000).sum()),
            "meanBillRatio": number((penguins.bill_length_mm / penguins.bill_depth_mm).mean()),
            "droppedRows": int(len(penguins.dropna())),
        },
        "weather": {
            "shape": list(weather.shape),
            "describe": describe(weather),
            "monthlyMeanTempMax": [[str(k.date()), number(v)] for k, v in monthly.items()],
            "weatherCounts": grouped(weather["weather"].value_counts()),
            "rainyDays": int((weather.precipitation > 0).sum()),
            "meanRangeByWeather": grouped((weather.temp_max - weather.temp_min).groupby(weather.weather).mean()),
        },
        "stocks": {
            "shape": list(stocks.shape),
            "meanPriceBySymbol": grouped(stocks.groupby("symbol")["price"].mean()),
            "maxPriceBySymbol": grouped(stocks.groupby("symbol")["price"].max()),
            "joinedRows": int(len(both)),
            "meanRatio": number((both.price_msft / both.price_aapl).mean()),
            "yearlyMeanMSFT": [[str(k.year), number(v)] for k, v in msft.set_index("date").resample("YS")["price"].mean().items()],
        },
        "electricity": {
            "shape": list(electricity.shape),
            "totalBySource": grouped(electricity.groupby("source")["net_generation"].sum()),
        },
    }
    OUT.parent.mkdir(parents=True, exist_ok=True)
    OUT.write_text(json.dumps(fixtures, indent=1, sort_keys=True) + "\n")
    print(f"wrote {OUT.relative_to(ROOT)}")


if __name__ == "__main__":
    main()
