"""Every notebook in notebooks/ runs top to bottom under nbclient without an error, each chart
it draws is an SVG picture (an interactive chart's too, beside its widget view), and the
outputs saved in the file are the ones the kernel gives today (`make lessons` saves them)."""
from __future__ import annotations

from chart_outputs import picture_svg, shows_chart
from pathlib import Path

import nbformat
import pytest

import conftest
from course_notebooks import WIDGET_VIEW, comparable_outputs
from samples import SAMPLES, SCRIPTED

NOTEBOOKS = sorted((conftest.REPOSITORY / "notebooks").glob("*.ipynb"))
CHART_CALLS = ("LineGraph(", "BarChart(", "PieChart(", "ScatterPlot(", "interactive(")


def is_chart_cell(cell) -> bool:
    """Whether a cell makes or shows a chart by its own text; a lesson's setup cell (which
    prepares a chart without showing it) and its checks (whose hints may name a chart) do not."""
    grading = cell.metadata.get("nbgrader", {})
    if grading.get("grade_id") == "setup" or grading.get("grade"):
        return False
    return any(call in cell.source for call in CHART_CALLS)


pytestmark = [
    pytest.mark.skipif(not NOTEBOOKS, reason="notebooks/ holds no notebook yet"),
    pytest.mark.skipif(SAMPLES is SCRIPTED, reason="the notebooks are written in the chart language"),
]


@pytest.mark.parametrize("path", NOTEBOOKS, ids=[p.name for p in NOTEBOOKS])
def test_notebook_runs_and_charts_are_svg(path: Path, executed_notebook):
    notebook = executed_notebook(path)
    for cell in notebook.cells:
        if cell.cell_type != "code":
            continue
        errors = [o for o in cell.outputs if o.output_type == "error"]
        assert not errors, f"{path.name}: {cell.source!r} failed: {errors}"
        for output in cell.outputs:
            if WIDGET_VIEW in output.get("data", {}):
                assert "text/html" in output.data, f"{path.name}: {cell.source!r}: a widget view without its picture"
        if is_chart_cell(cell):
            pictures = [o for o in cell.outputs if shows_chart(o.get("data", {})) or picture_svg(o.get("data", {}))]
            assert pictures, f"{path.name}: chart cell {cell.source!r} has no SVG output (a chart's or a widget's picture)"


@pytest.mark.parametrize("path", NOTEBOOKS, ids=[p.name for p in NOTEBOOKS])
def test_saved_outputs_are_what_the_kernel_shows(path: Path, executed_notebook):
    saved = nbformat.read(path, as_version=4)
    fresh = executed_notebook(path)
    saved_cells, fresh_cells = comparable_outputs(saved), comparable_outputs(fresh)
    sources = [cell.source for cell in saved.cells if cell.cell_type == "code"]
    assert len(saved_cells) == len(fresh_cells)
    for source, stored, shown in zip(sources, saved_cells, fresh_cells):
        assert stored == shown, (f"{path.name}: the saved outputs of {source[:80]!r} are not what the kernel "
                                 "shows now; run `make lessons` to save them again")
