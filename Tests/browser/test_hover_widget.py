"""The interactive chart in a real browser: JupyterLab and Notebook 7 each run a cell calling
`interactive` on the real kernel, anywidget renders the chart in Chromium, and the pointer moved
over a point shows the label and value the kernel answers with, placed as docs/language.md says."""
from __future__ import annotations

import pytest
from selenium.webdriver.common.by import By

from notebook_page import HOVER_TIMEOUT, ChartWidget, NotebookPage

NOTEBOOK = "hover.ipynb"
SALES_CELL = """\
var sales = LineGraph([120.5, 183.25, 150.0, 210.75], labels: ["Q1", "Q2", "Q3", "Q4"])
sales.title = "Sales per quarter"
sales.yLabelPrefix = "$"
interactive(sales)
"""
# What the popup must show for each point: the label and the value with the prefix, as the
# kernel's answer carries them (values with at most two decimals, as in an en-US locale).
POPUPS = {0: ("Q1", "$120.5"), 1: ("Q2", "$183.25"), 2: ("Q3", "$150"), 3: ("Q4", "$210.75")}
# A narrow chart whose first and last points lie near its sides, the last one at the top,
# with labels too long for a popup centred on those points.
EDGES_CELL = """\
let days = ["Monday 1 January 2026", "b", "c", "Thursday 31 December 2026"]
var edges = LineGraph([5.0, 1.0, 2.0, 9.0], labels: days)
edges.yRange = 0.0...9.0
edges.width = 300
edges.showsXAxisLabels = false
interactive(edges)
"""
EDGE_POPUPS = {0: ("Monday 1 January 2026", "5"), 3: ("Thursday 31 December 2026", "9")}
# Touch reporting: a readout shown above the chart, kept up to date by the cell's closures.
TOUCH_CELL = """\
let quarters = ["Q1", "Q2", "Q3", "Q4"]
display("Hover over the chart", id: "touch-readout")
interactive(sales,
            onTouch: { index in updateDisplay("Touching \\(quarters[index])", id: "touch-readout") },
            onRelease: { index in updateDisplay("Released \\(quarters[index])", id: "touch-readout") })
"""
POPUP_OFFSET = 15  # pixels between the point and the popup's nearer edge
TOLERANCE = 1.5  # pixels (sub-pixel rounding of positions)


@pytest.fixture(scope="module")
def notebook(open_notebook) -> NotebookPage:
    """Writes the notebook with the three cells and opens it in the front end."""
    return open_notebook(NOTEBOOK, [SALES_CELL, EDGES_CELL, TOUCH_CELL])


@pytest.fixture(scope="module")
def widget(notebook: NotebookPage) -> ChartWidget:
    """The sales chart's widget, after running its cell."""
    return notebook.chart_widget(notebook.run_cell(0))


@pytest.fixture(scope="module")
def edge_widget(notebook: NotebookPage, widget) -> ChartWidget:
    """The narrow chart's widget, after running its cell (the second)."""
    return notebook.chart_widget(notebook.run_cell(1))


@pytest.fixture(scope="module")
def touch_widget(notebook: NotebookPage, edge_widget) -> tuple[ChartWidget, object]:
    """The touch-reporting chart's widget and its cell, after running the cell (the third)."""
    cell = notebook.run_cell(2)
    return notebook.chart_widget(cell), cell


def hover_until_popup(page: NotebookPage, widget: ChartWidget, index: int, popups=POPUPS) -> None:
    """Moves the pointer onto point `index` and waits until the popup names that point."""
    page.hover(widget.point(index))
    label, _ = popups[index]
    page.until(lambda _: widget.popup.is_displayed() and widget.label.text == label, HOVER_TIMEOUT,
               f"the popup did not name point {index} ({label!r})")


def centre(page: NotebookPage, element) -> tuple[float, float]:
    """The centre of `element` in the window, in CSS pixels."""
    box = page.rectangle(element)
    return box["left"] + box["width"] / 2, box["top"] + box["height"] / 2


def test_the_cell_shows_the_chart_as_a_widget(page, widget):
    assert widget.svg.is_displayed()
    assert [widget.point(index).is_displayed() for index in POPUPS] == [True] * len(POPUPS)
    assert not widget.popup.is_displayed() and not widget.ring.is_displayed()
    # The static picture's per-point tooltips give way to the popup.
    assert widget.svg.find_elements(By.CSS_SELECTOR, "circle > title") == []


def test_hovering_a_point_shows_its_label_and_value_from_the_kernel(page, widget):
    for index in (1, 3, 0, 2):
        hover_until_popup(page, widget, index)
        assert (widget.label.text, widget.value.text) == POPUPS[index]
        # The ring sits where the kernel said the point is: on the hovered circle.
        assert centre(page, widget.ring) == pytest.approx(centre(page, widget.point(index)), abs=TOLERANCE)


def test_the_popup_sits_above_the_point_and_inside_the_chart(page, widget, screenshot):
    for index in POPUPS:
        hover_until_popup(page, widget, index)
        x, y = centre(page, widget.point(index))
        root, popup = page.rectangle(widget.root), page.rectangle(widget.popup)
        if y - root["top"] >= POPUP_OFFSET + popup["height"]:
            assert popup["bottom"] == pytest.approx(y - POPUP_OFFSET, abs=TOLERANCE)
        else:
            assert popup["top"] == pytest.approx(y + POPUP_OFFSET, abs=TOLERANCE)
        centred = min(max(x - popup["width"] / 2, root["left"]), root["right"] - popup["width"])
        assert popup["left"] == pytest.approx(centred, abs=TOLERANCE)
        assert root["left"] - TOLERANCE <= popup["left"] and popup["right"] <= root["right"] + TOLERANCE
    page.show(widget.root)
    hover_until_popup(page, widget, 1)
    screenshot("hover")


def test_leaving_the_chart_hides_the_popup_and_the_ring(page, widget):
    hover_until_popup(page, widget, 2)
    assert widget.ring.is_displayed()
    page.hover(page.code_cell(0).find_element(By.CSS_SELECTOR, ".jp-InputArea-editor"))
    page.until(lambda _: not widget.popup.is_displayed() and not widget.ring.is_displayed(), HOVER_TIMEOUT,
               "the popup or the ring stayed after the pointer left the chart")


def test_hovering_again_after_leaving_shows_the_popup_again(page, widget):
    hover_until_popup(page, widget, 0)
    page.hover(page.code_cell(0).find_element(By.CSS_SELECTOR, ".jp-InputArea-editor"))
    page.until(lambda _: not widget.popup.is_displayed(), HOVER_TIMEOUT, "the popup stayed after the pointer left")
    hover_until_popup(page, widget, 3)
    assert (widget.label.text, widget.value.text) == POPUPS[3]


def test_the_popup_goes_below_a_point_near_the_top_and_stays_inside_at_the_sides(page, edge_widget, screenshot):
    page.show(edge_widget.root)
    hover_until_popup(page, edge_widget, 0, EDGE_POPUPS)
    assert (edge_widget.label.text, edge_widget.value.text) == EDGE_POPUPS[0]
    x, y = centre(page, edge_widget.point(0))
    root, popup = page.rectangle(edge_widget.root), page.rectangle(edge_widget.popup)
    assert x - popup["width"] / 2 < root["left"], "the label should be too long to centre the popup here"
    assert popup["left"] == pytest.approx(root["left"], abs=TOLERANCE)
    assert popup["bottom"] == pytest.approx(y - POPUP_OFFSET, abs=TOLERANCE)

    hover_until_popup(page, edge_widget, 3, EDGE_POPUPS)
    assert (edge_widget.label.text, edge_widget.value.text) == EDGE_POPUPS[3]
    x, y = centre(page, edge_widget.point(3))
    root, popup = page.rectangle(edge_widget.root), page.rectangle(edge_widget.popup)
    assert x + popup["width"] / 2 > root["right"], "the label should be too long to centre the popup here"
    assert popup["right"] == pytest.approx(root["right"], abs=TOLERANCE)
    assert y - root["top"] < POPUP_OFFSET + popup["height"], "the point should be too near the top for the popup"
    assert popup["top"] == pytest.approx(y + POPUP_OFFSET, abs=TOLERANCE)
    screenshot("hover-edge")


def test_touch_reporting_closures_update_a_readout_in_the_page(page, touch_widget, screenshot):
    widget, cell = touch_widget
    readout = cell.find_elements(By.CSS_SELECTOR, ".jp-OutputArea-output")[0]
    assert "Hover over the chart" in readout.text

    def readout_shows(text: str) -> None:
        page.until(lambda _: text in cell.find_elements(By.CSS_SELECTOR, ".jp-OutputArea-output")[0].text,
                   HOVER_TIMEOUT, f"the readout never showed {text!r}")

    page.show(widget.root)
    hover_until_popup(page, widget, 1)
    readout_shows("Touching Q2")
    hover_until_popup(page, widget, 3)
    readout_shows("Touching Q4")
    screenshot("touch-readout")
    page.hover(page.code_cell(2).find_element(By.CSS_SELECTOR, ".jp-InputArea-editor"))
    readout_shows("Released Q4")
    assert len(cell.find_elements(By.CSS_SELECTOR, ".jp-OutputArea-output")) == 2, "updated in place, not appended"
