"""The colour editor (seed 003) in a real browser: JupyterLab and Notebook 7 run a cell showing
a chart and its ColorEditor on the real kernel, ipywidgets renders the three sliders in Chromium, and
dragging each slider's handle with the pointer recolours the chart in the page (redrawn in
place by the kernel), moves the slider's two-decimal readout, and changes the swatch."""
from __future__ import annotations

import re
from urllib.parse import unquote

import pytest
from selenium.webdriver import ActionChains
from selenium.webdriver.common.by import By

from notebook_page import CELL_TIMEOUT, HOVER_TIMEOUT, NotebookPage

NOTEBOOK = "color-editor.ipynb"
EDITOR_CELL = """\
var graph = LineGraph([12, 19, 25, 31, 28, 35], labels: ["Jan", "Feb", "Mar", "Apr", "May", "Jun"])
graph.title = "New students"
graph.lineWidth = 4
ColorEditor(graph, \\.lineColor)
"""
READ_CELL = "graph.lineColor!.hexString"


def line_colour(page: NotebookPage, cell) -> str | None:
    """The stroke colour of the line in the chart the cell's output shows (JupyterLab draws an
    SVG output as an image whose source holds the SVG, a chart's HTML as the SVG inline)."""
    images = cell.find_elements(By.CSS_SELECTOR, ".jp-RenderedSVG img, .jp-RenderedImage img")
    svgs = cell.find_elements(By.CSS_SELECTOR, ".jp-RenderedSVG svg, .jp-RenderedHTML svg")
    for image in images:
        source = unquote(image.get_attribute("src") or "")
        match = re.search(r'class="line"[^>]*stroke="(#[0-9A-F]{6})"', source)
        if match:
            return match.group(1)
    for svg in svgs:
        match = re.search(r'class="line"[^>]*stroke="(#[0-9A-F]{6})"', svg.get_attribute("outerHTML") or "")
        if match:
            return match.group(1)
    return None


@pytest.fixture(scope="module")
def page(open_notebook) -> NotebookPage:
    """The notebook with the editor's cell and a cell reading the colour, opened."""
    return open_notebook(NOTEBOOK, [EDITOR_CELL, READ_CELL])


@pytest.fixture(scope="module")
def editor(page: NotebookPage):
    """The editor's cell run; returns the cell once its sliders and chart show."""
    cell = page.run_cell(0)
    page.until(lambda _: len(cell.find_elements(By.CSS_SELECTOR, ".chartscript-color-editor .widget-slider")) == 3,
               CELL_TIMEOUT, "the cell showed no three sliders")
    page.until(lambda _: line_colour(page, cell), CELL_TIMEOUT, "the cell showed no chart")
    return cell


def test_each_slider_dragged_with_the_pointer_recolours_the_chart(page, editor, screenshot):
    sliders = editor.find_elements(By.CSS_SELECTOR, ".chartscript-color-editor .widget-slider")
    assert [s.find_element(By.CSS_SELECTOR, ".widget-label").text for s in sliders] == ["Red", "Green", "Blue"]
    assert [s.find_element(By.CSS_SELECTOR, ".widget-readout").text for s in sliders] == ["0.50", "0.50", "0.50"]
    # The line starts in the theme's colour (lineColor is nil); the sliders at 0.5, as the seed's.
    assert line_colour(page, editor) == "#0072B2"
    page.show(sliders[0])
    screenshot("color-editor-before")
    seen = ["#0072B2"]
    for index, (slider, direction) in enumerate(zip(sliders, (1, -1, 1))):
        handle = slider.find_element(By.CSS_SELECTOR, ".noUi-handle")
        track = slider.find_element(By.CSS_SELECTOR, ".noUi-target").rect
        # From the handle's centre to 12 pixels past the track's end, inside the window.
        centre = handle.rect["x"] + handle.rect["width"] / 2
        end = track["x"] + track["width"] + 12 if direction > 0 else track["x"] - 12
        offset = round(end - centre)
        before = line_colour(page, editor)
        ActionChains(page.driver).click_and_hold(handle).move_by_offset(offset // 4, 0).move_by_offset(offset // 4, 0) \
            .move_by_offset(offset - 2 * (offset // 4), 0).release().perform()
        readout = slider.find_element(By.CSS_SELECTOR, ".widget-readout")
        expected = "1.00" if direction > 0 else "0.00"
        page.until(lambda _: readout.text == expected, HOVER_TIMEOUT, f"slider {index} did not reach {expected}")
        page.until(lambda _: line_colour(page, editor) not in (None, before), HOVER_TIMEOUT,
                   f"the chart kept its colour {before} after slider {index} moved")
        seen.append(line_colour(page, editor))
    assert seen == ["#0072B2", "#FF8080", "#FF0080", "#FF00FF"]
    swatch = editor.find_element(By.CSS_SELECTOR, ".chartscript-swatch-color")
    assert swatch.get_attribute("data-color") == "#FF00FF"
    outputs = editor.find_elements(By.CSS_SELECTOR, ".jp-OutputArea-output")
    assert len(outputs) == 2, "the chart was redrawn in place: still one chart and one editor"
    page.show(sliders[0])
    screenshot("color-editor")


def test_the_next_cell_reads_the_edited_colour(page, editor):
    cell = page.run_cell(1)
    output = page.until(lambda _: next(iter(cell.find_elements(By.CSS_SELECTOR, ".jp-OutputArea-output")), None),
                        CELL_TIMEOUT, "the next cell showed nothing")
    assert output.text == '"#FF00FF"'
