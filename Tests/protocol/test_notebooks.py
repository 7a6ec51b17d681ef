"""Every notebook in notebooks/ runs top to bottom under nbclient, and each chart cell's
output holds image/svg+xml."""
from __future__ import annotations

from pathlib import Path

import nbformat
import pytest
from nbclient import NotebookClient

import conftest
from samples import SAMPLES, SCRIPTED

NOTEBOOKS = sorted((conftest.REPOSITORY / "notebooks").glob("*.ipynb"))


def is_chart_cell(source: str) -> bool:
    return any(name in source for name in ("LineGraph(", "BarChart(", "PieChart(", "ScatterPlot(", "Chart("))


@pytest.mark.skipif(not NOTEBOOKS, reason="notebooks/ holds no notebook yet")
@pytest.mark.skipif(SAMPLES is SCRIPTED, reason="the notebooks are written in the chart language")
@pytest.mark.parametrize("path", NOTEBOOKS, ids=[p.name for p in NOTEBOOKS])
def test_notebook_runs_and_charts_are_svg(path: Path):
    notebook = nbformat.read(path, as_version=4)
    NotebookClient(notebook, kernel_name=conftest.KERNEL_NAME, timeout=120,
                   resources={"metadata": {"path": str(path.parent)}}).execute()
    for cell in notebook.cells:
        if cell.cell_type != "code":
            continue
        errors = [o for o in cell.outputs if o.output_type == "error"]
        assert not errors, f"{path.name}: {cell.source!r} failed: {errors}"
        if is_chart_cell(cell.source):
            mimes = [key for o in cell.outputs for key in o.get("data", {})]
            assert "image/svg+xml" in mimes, f"{path.name}: chart cell {cell.source!r} has no SVG output"
