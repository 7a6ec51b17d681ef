"""The course read without a kernel: each saved notebook converted to HTML by nbconvert, as a
reader without Jupyter gets it, opened in Chromium: every chart, the interactive ones
included, is a picture the browser decodes and draws at its size."""
from __future__ import annotations

from pathlib import Path

import nbformat
import pytest
from nbconvert import HTMLExporter
from selenium.webdriver.support.ui import WebDriverWait

from kernel_install import REPOSITORY

NOTEBOOKS = sorted((REPOSITORY / "notebooks").glob("*.ipynb"))
LOAD_TIMEOUT = 30
# Where the screenshots look: the cell showing an interactive chart, and a pie with its legend.
SCREENSHOTS = {"04-reading-values.ipynb": "interactive(graph)\n", "07-the-same-data-as-a-pie.ipynb": "pie.legend.columns = 2"}


def html_file(path: Path, folder: Path) -> Path:
    """The saved notebook as nbconvert's "lab" HTML, written to `folder`."""
    html, _ = HTMLExporter(template_name="lab").from_notebook_node(nbformat.read(path, as_version=4))
    target = folder / f"{path.stem}.html"
    target.write_text(html, encoding="utf-8")
    return target


def saved_charts(path: Path) -> int:
    notebook = nbformat.read(path, as_version=4)
    return sum(1 for cell in notebook.cells for output in cell.get("outputs", [])
               if "image/svg+xml" in output.get("data", {}))


def charts_drawn(browser) -> list[dict]:
    """Each SVG picture of the page: whether the browser decoded it, and its size."""
    return browser.execute_script("""
        return [...document.querySelectorAll('img[src^="data:image/svg+xml"]')].map((image) => (
            {loaded: image.complete && image.naturalWidth > 0, width: image.naturalWidth, height: image.naturalHeight}));
    """)


@pytest.mark.parametrize("path", NOTEBOOKS, ids=[p.name for p in NOTEBOOKS])
def test_every_chart_of_the_html_is_drawn(path: Path, browser, tmp_path, screenshot):
    browser.get(html_file(path, tmp_path).as_uri())
    WebDriverWait(browser, LOAD_TIMEOUT).until(lambda driver: driver.execute_script("return document.readyState === 'complete'"))
    drawn = charts_drawn(browser)
    assert len(drawn) == saved_charts(path)
    assert all(chart["loaded"] and chart["width"] >= 300 and chart["height"] >= 200 for chart in drawn), drawn
    if path.name in SCREENSHOTS:
        browser.execute_script("""
            const cell = [...document.querySelectorAll('.jp-CodeCell')].find((c) => c.innerText.includes(arguments[0]));
            cell.scrollIntoView({block: 'start'});
        """, SCREENSHOTS[path.name].strip())
        screenshot(f"html-{path.stem}")
