"""`swift-chart-kernel export` on each sample notebook writes a package that `swift run`
builds and runs, drawing the SVGs the kernel draws for the notebook under nbclient (an
interactive chart's SVG is read from its widget state, which nbclient keeps)."""
from __future__ import annotations

from chart_outputs import chart_svg, picture_svg, shows_chart
import subprocess
from pathlib import Path

import nbformat
import pytest
from nbclient import NotebookClient

import compiled
from kernel_install import KERNEL_NAME

# The export on notebooks of every kind: the analysis (data files copied beside the program),
# a lesson with interactive charts and touch closures, and one with its own types and tables.
# Every notebook's cells are compiled and compared with the kernel in test_compiled_cells.py.
NOTEBOOKS = [path for path in sorted(compiled.NOTEBOOK_FOLDER.glob("*.ipynb"))
             if not path.name[:2].isdigit() or path.name.startswith(("04-", "11-")) and "-solutions" in path.name]
WIDGET_VIEW = "application/vnd.jupyter.widget-view+json"
WIDGET_STATE = "application/vnd.jupyter.widget-state+json"


def nbclient_svgs(path: Path) -> list[str]:
    """The SVG of every chart the notebook shows when nbclient runs it, in order."""
    notebook = nbformat.read(path, as_version=4)
    NotebookClient(notebook, kernel_name=KERNEL_NAME, timeout=120, store_widget_state=True,
                   resources={"metadata": {"path": str(path.parent)}}).execute()
    states = notebook.metadata.get("widgets", {}).get(WIDGET_STATE, {}).get("state", {})
    svgs = []
    for cell in notebook.cells:
        for output in cell.get("outputs", []):
            data = output.get("data", {})
            if shows_chart(data):
                svgs.append(chart_svg(data))
            elif picture_svg(data) is not None:
                svgs.append(picture_svg(data))
            elif WIDGET_VIEW in data and "svg" in states.get(data[WIDGET_VIEW]["model_id"], {}).get("state", {}):
                svgs.append(states[data[WIDGET_VIEW]["model_id"]]["state"]["svg"])
    return svgs


@pytest.mark.parametrize("path", NOTEBOOKS, ids=[p.name for p in NOTEBOOKS])
def test_exported_package_runs_with_the_kernels_svgs(path: Path, tmp_path: Path):
    package = compiled.export(path, tmp_path)
    assert (package / "Package.swift").exists()
    mains = list((package / "Sources").glob("*/main.swift"))
    assert len(mains) == 1, sorted(str(p) for p in package.rglob("*"))
    run = subprocess.run(["swift", "run", "--scratch-path", str(compiled.SCRATCH)], cwd=package,
                         capture_output=True, text=True, timeout=1200)
    assert run.returncode == 0, f"swift run failed:\n{run.stdout[-3000:]}\n{run.stderr[-3000:]}"
    written = [p.read_text(encoding="utf-8") for p in sorted((package / "charts").glob("chart-*.svg"))]
    expected = nbclient_svgs(path)
    assert written, "the program wrote no chart"
    assert len(written) == len(expected), f"{len(written)} charts written, {len(expected)} shown by the kernel"
    for number, (actual, shown) in enumerate(zip(written, expected), start=1):
        assert actual == shown, f"chart {number} differs from the kernel's"


def test_data_files_the_cells_name_are_copied(tmp_path: Path):
    analysis = compiled.NOTEBOOK_FOLDER / "enrollment-analysis.ipynb"
    package = compiled.export(analysis, tmp_path)
    for name in ("data/students.csv", "data/school.sqlite"):
        assert (package / name).read_bytes() == (compiled.NOTEBOOK_FOLDER / name).read_bytes()
