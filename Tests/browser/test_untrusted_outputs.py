"""A notebook whose outputs were saved elsewhere (run by nbclient, not signed here), opened in
JupyterLab and Notebook 7: the front end does not trust its outputs, renders only safe mime types
and sanitises their HTML (no <style>, no SVG elements, no data- attributes). A chart's HTML then
reads as its one-line summary, not as its SVG's texts run together; a dropdown's picture, an <img>,
keeps its alt text. A chart run in the page afterwards (a trusted output, whose style sheet applies
to the whole page) is drawn, and the untrusted chart still reads as its summary."""
from __future__ import annotations

import os

import nbformat
import pytest
from nbclient import NotebookClient
from selenium.webdriver.common.by import By

from kernel_install import KERNEL_NAME
from notebook_page import KERNEL_DISPLAY_NAME, PAGE_TIMEOUT

STATIC_CELL = 'BarChart(categories: ["Math", "Art", "Music"], values: [33, 13, 9])'
SUMMARY = "Bar chart of 3 categories: highest Math (33), lowest Music (9)"
DROPDOWN_CELL = 'try Dropdown(["small", "large"], selection: "small", description: "Size") { _ in }'
DROPDOWN_ALT = "Dropdown Size: small selected, of small, large"
LATER_CELL = "LineGraph([1.0, 3.0, 2.0])"


def saved_elsewhere(environment: dict[str, str]) -> nbformat.NotebookNode:
    """The first two cells run by nbclient with the test's kernelspec, the third not run."""
    document = nbformat.v4.new_notebook(cells=[nbformat.v4.new_code_cell(STATIC_CELL), nbformat.v4.new_code_cell(DROPDOWN_CELL)])
    document.metadata["kernelspec"] = {"name": KERNEL_NAME, "display_name": KERNEL_DISPLAY_NAME, "language": "swift"}
    saved = {name: os.environ.get(name) for name in environment}
    os.environ.update(environment)
    try:
        NotebookClient(document, kernel_name=KERNEL_NAME, timeout=120).execute()
    finally:
        for name, value in saved.items():
            if value is None:
                os.environ.pop(name, None)
            else:
                os.environ[name] = value
    document.cells.append(nbformat.v4.new_code_cell(LATER_CELL))
    return document


@pytest.fixture(scope="module")
def notebook(jupyter_server, page):
    document = saved_elsewhere(jupyter_server.environment)
    assert "<svg" in "".join(document.cells[0].outputs[0].data["text/html"]), "nbclient saved no chart"
    nbformat.write(document, jupyter_server.root / "saved-elsewhere.ipynb")
    page.open(jupyter_server.notebook_url("saved-elsewhere.ipynb"))
    return page


def output_text(page, position: int) -> str:
    return page.code_cell(position).find_element(By.CSS_SELECTOR, ".jp-OutputArea-output").text.strip()


def test_an_untrusted_chart_reads_as_its_summary(notebook):
    cell = notebook.code_cell(0)
    notebook.until(lambda _: output_text(notebook, 0), PAGE_TIMEOUT, "the saved chart's output was not shown")
    assert output_text(notebook, 0) == SUMMARY, "the sanitised chart does not read as its summary"
    assert not cell.find_elements(By.CSS_SELECTOR, ".jp-OutputArea-output svg"), "the sanitiser kept SVG elements"


def test_an_untrusted_dropdowns_picture_keeps_its_alt_text(notebook):
    cell = notebook.code_cell(1)
    image = notebook.until(lambda _: cell.find_elements(By.CSS_SELECTOR, ".jp-OutputArea-output img"), PAGE_TIMEOUT,
                           "the saved dropdown's picture was not shown")[0]
    assert image.get_attribute("alt") == DROPDOWN_ALT
    assert notebook.driver.execute_script("return arguments[0].complete && arguments[0].naturalWidth > 0", image), \
        "the picture did not load"


def test_a_chart_run_afterwards_is_drawn_and_the_untrusted_one_still_reads_as_its_summary(notebook):
    cell = notebook.run_cell(2)
    svg = notebook.until(lambda _: cell.find_elements(By.CSS_SELECTOR, ".jp-OutputArea-output svg[role=img]"), PAGE_TIMEOUT,
                         "the chart run in the page was not drawn inline")[0]
    assert svg.size["width"] > 0 and svg.size["height"] > 0
    assert not cell.find_element(By.CSS_SELECTOR, ".chartscript-fallback").is_displayed(), "the trusted chart shows its summary too"
    assert output_text(notebook, 0) == SUMMARY, "the trusted chart's style sheet reached the sanitised one"
