"""nbconvert to HTML shows every chart of every notebook: each chart a cell shows (as a picture
or as an interactive chart, whose output carries its SVG beside the widget view) is in the
HTML page, with its accessible title."""
from __future__ import annotations

import base64
import re
from pathlib import Path

import nbformat
import pytest
from nbclient import NotebookClient
from nbconvert import HTMLExporter

import conftest
from samples import SAMPLES, SCRIPTED

NOTEBOOKS = sorted((conftest.REPOSITORY / "notebooks").glob("*.ipynb"))


@pytest.mark.skipif(SAMPLES is SCRIPTED, reason="the notebooks are written in the chart language")
@pytest.mark.parametrize("path", NOTEBOOKS, ids=[p.name for p in NOTEBOOKS])
def test_html_export_shows_every_chart(path: Path):
    notebook = nbformat.read(path, as_version=4)
    NotebookClient(notebook, kernel_name=conftest.KERNEL_NAME, timeout=120, store_widget_state=True,
                   resources={"metadata": {"path": str(path.parent)}}).execute()
    charts = [output["data"]["image/svg+xml"] for cell in notebook.cells for output in cell.get("outputs", [])
              if "image/svg+xml" in output.get("data", {})]
    assert charts, f"{path.name} shows no chart"
    html, _ = HTMLExporter().from_notebook_node(notebook)
    # nbconvert embeds each SVG output as an image whose source is the SVG in Base64.
    pictures = [base64.b64decode(encoded).decode("utf-8")
                for encoded in re.findall(r'src="data:image/svg\+xml;base64,([A-Za-z0-9+/=]+)"', html)]
    for svg in charts:
        title = re.search(r"<title[^>]*>(.*?)</title>", svg, re.S)
        assert svg in pictures, f"{path.name}: the chart '{title.group(1) if title else svg[:80]}' is not in the HTML"
