"""Notebooks read well without a kernel: nbconvert's HTML of every notebook shows every chart
as a picture, an interactive chart's included, both for a notebook just run (its outputs as a
front end receives them, widget views and all, saved without widget state as JupyterLab saves
by default) and for the notebook file as committed (what GitHub and other viewers read)."""
from __future__ import annotations

from pathlib import Path

import nbformat
import pytest
from bs4 import BeautifulSoup
from nbconvert import HTMLExporter

import conftest
from chart_outputs import picture_svg, shows_chart
from course_notebooks import WIDGET_VIEW

NOTEBOOKS = sorted((conftest.REPOSITORY / "notebooks").glob("*.ipynb"))
# A chart as nbconvert's HTML shows it: its text/html (the SVG inline), or a widget's picture (an
# <img> of its SVG with alt text; the one drawn for a dark page, hidden beside it, is not counted).
CHART_PICTURE = ('.jp-OutputArea-output div.chartscript-chart-output > div.chartscript-picture > svg[role="img"], '
                 '.jp-OutputArea-output img[src^="data:image/svg+xml"][alt]:not(.chartscript-picture-dark)')


def html_cells(notebook: nbformat.NotebookNode) -> list:
    """The notebook as nbconvert's "lab" HTML, one element per cell."""
    html, _ = HTMLExporter(template_name="lab").from_notebook_node(notebook)
    cells = BeautifulSoup(html, "html.parser").select("div.jp-Cell")
    assert len(cells) == len(notebook.cells)
    return cells


def charts_shown(cell) -> int:
    """How many charts the cell's outputs hold: pictures, and widget views (each of which must
    come with its picture)."""
    return sum(1 for output in cell.get("outputs", [])
               if shows_chart(output.get("data", {})) or picture_svg(output.get("data", {})) or WIDGET_VIEW in output.get("data", {}))


def assert_every_chart_is_an_image(notebook: nbformat.NotebookNode, name: str) -> int:
    """Checks each code cell's HTML has one SVG picture (inline or an image) per chart it shows;
    returns the count."""
    total = 0
    for cell, element in zip(notebook.cells, html_cells(notebook)):
        if cell.cell_type != "code":
            continue
        expected = charts_shown(cell)
        images = element.select(CHART_PICTURE)
        assert len(images) == expected, f"{name}: {cell.source[:80]!r} shows {expected} charts, its HTML {len(images)} images"
        assert not element.select(f'script[type="{WIDGET_VIEW}"]'), f"{name}: a widget view without state in the HTML"
        total += expected
    return total


@pytest.mark.parametrize("path", NOTEBOOKS, ids=[p.name for p in NOTEBOOKS])
def test_html_of_a_notebook_just_run_shows_every_chart_as_an_image(path: Path, executed_notebook):
    notebook = executed_notebook(path)
    widgets = sum(1 for cell in notebook.cells for output in cell.get("outputs", []) if WIDGET_VIEW in output.get("data", {}))
    shown = assert_every_chart_is_an_image(notebook, path.name)
    assert shown or "numbers-and-statistics" in path.name, f"{path.name} shows no chart"
    if "interactive(" in "".join(cell.source for cell in notebook.cells):
        assert widgets, f"{path.name} calls interactive but shows no widget view"


@pytest.mark.parametrize("path", NOTEBOOKS, ids=[p.name for p in NOTEBOOKS])
def test_html_of_the_saved_notebook_file_shows_every_chart_as_an_image(path: Path):
    notebook = nbformat.read(path, as_version=4)
    shown = assert_every_chart_is_an_image(notebook, path.name)
    assert shown or "numbers-and-statistics" in path.name, f"{path.name} was saved without its charts' outputs"
