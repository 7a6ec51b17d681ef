"""Swift Charts' selection in a real browser: a grammar chart with chartXSelection(value:)
shown with interactive(_:) in JupyterLab and Notebook 7; the pointer over a bar writes the day
through the cell's Binding, the kernel sends the chart redrawn with the rule its content draws
at the selected day, and the popup shows on the new picture; leaving clears the rule."""
from __future__ import annotations

import pytest
from selenium.webdriver.common.by import By

from notebook_page import HOVER_TIMEOUT, NotebookPage

NOTEBOOK = "selection.ipynb"
CELL = """\
import Charts
let cups = [("Mon", 12), ("Tue", 18), ("Wed", 9), ("Thu", 21)]
var selectedDay: String? = nil
let chart = Chart {
    ForEach(cups, id: \\.0) { day in BarMark(x: .value("Day", day.0), y: .value("Cups", day.1)) }
    if let selectedDay {
        RuleMark(x: .value("Day", selectedDay)).foregroundStyle(.gray)
    }
}
.chartXSelection(value: Binding(get: { selectedDay }, set: { selectedDay = $0 }))
interactive(chart)
"""


@pytest.fixture(scope="module")
def notebook(open_notebook) -> NotebookPage:
    return open_notebook(NOTEBOOK, [CELL])


def rules(root) -> int:
    return len(root.find_elements(By.CSS_SELECTOR, 'svg [data-mark="rule"]'))


def test_hovering_a_bar_draws_the_rule_there_and_leaving_clears_it(page, notebook, screenshot):
    widget = notebook.chart_widget(notebook.run_cell(0))
    root = widget.root
    assert rules(root) == 0
    bar = root.find_element(By.CSS_SELECTOR, 'svg rect[data-mark="bar"][data-index="2"]')
    page.hover(bar)
    page.until(lambda _: rules(root) == 1, HOVER_TIMEOUT, "no rule drawn at the hovered day")
    page.until(lambda _: widget.popup.is_displayed() and widget.label.text == "Wed", HOVER_TIMEOUT,
               "the popup did not show on the redrawn chart")
    screenshot("chart-selection")
    page.hover(page.code_cell(0).find_element(By.CSS_SELECTOR, ".jp-InputArea-editor"))
    page.until(lambda _: rules(root) == 0, HOVER_TIMEOUT, "the rule stayed after the pointer left")
