"""notebooks/enrollment-dashboard.ipynb served by Voilà on the real kernel, in headless
Chromium: the page shows the outputs and live widgets without any code, choosing a subject
in the Dropdown redraws the month-by-month chart (and hovering it reads the new chart), and
dragging the colour editor's slider recolours the bars."""
from __future__ import annotations

import time
from collections import Counter
from pathlib import Path

import pytest
from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import Select

from kernel_install import REPOSITORY, install_kernelspec
from slowdown import scaled
from voila_server import VoilaServer

DASHBOARD = REPOSITORY / "notebooks" / "enrollment-dashboard.ipynb"
STUDENTS = REPOSITORY / "notebooks" / "data" / "students.csv"
# Voilà runs every cell before the page arrives, then the widget manager builds the views.
PAGE_TIMEOUT = 120
CHANGE_TIMEOUT = scaled(20)  # a slider's redraw, by the kernel (Tests/shared/slowdown.py)


def wait_for(condition, timeout: float, what: str):
    """The first truthy value of `condition()` within `timeout` seconds."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        value = condition()
        if value:
            return value
        time.sleep(0.1)
    raise AssertionError(f"{what} did not happen within {timeout} s")


def chart_titles(browser) -> list[str]:
    """The titles of the live charts on the page, top to bottom."""
    return browser.execute_script(
        "return [...document.querySelectorAll('.chartscript-chart svg')]"
        ".map(svg => (svg.querySelector('title') || {}).textContent || '')")


def monthly_counts(subject: str) -> dict[str, int]:
    """New students of `subject` per month ("2024-09"), every month of the roster from the
    first to the last (0 where the subject had none), as the dashboard's chart counts them
    (the oracle: Python's csv reading of the file)."""
    import csv
    with STUDENTS.open(newline="", encoding="utf-8") as file:
        rows = list(csv.DictReader(file))
    months = Counter(row["enrolled"][:7] for row in rows if row["subject"] == subject)
    first, last = min(row["enrolled"][:7] for row in rows), max(row["enrolled"][:7] for row in rows)
    year, month, counts = int(first[:4]), int(first[5:]), {}
    while f"{year:04d}-{month:02d}" <= last:
        key = f"{year:04d}-{month:02d}"
        counts[key] = months.get(key, 0)
        year, month = (year + 1, 1) if month == 12 else (year, month + 1)
    return counts


@pytest.fixture(scope="module")
def voila(tmp_path_factory):
    environment = install_kernelspec(tmp_path_factory.mktemp("voila-prefix"))
    server = VoilaServer(DASHBOARD, state=tmp_path_factory.mktemp("voila"), environment=environment)
    try:
        server.start()
        yield server
    finally:
        server.stop()


@pytest.fixture(scope="module")
def dashboard(voila, browser):
    """The dashboard open in the browser with its widgets built: two live charts, the
    colour editor's three sliders and the subject Dropdown."""
    browser.get(voila.url)
    try:
        wait_for(lambda: len(chart_titles(browser)) == 2 and browser.find_elements(By.CSS_SELECTOR, "select")
                 and len(browser.find_elements(By.CSS_SELECTOR, ".noUi-handle")) == 3, PAGE_TIMEOUT,
                 "the dashboard's widgets appearing")
    except AssertionError as error:
        raise AssertionError(f"{error}\nVoilà log:\n{voila.log_tail()}") from None
    return browser


def test_the_dashboard_shows_outputs_and_widgets_but_no_code(dashboard, screenshot):
    text = dashboard.find_element(By.TAG_NAME, "body").text
    assert "students in 8 subjects" in text
    for code in ("let roster", "func monthlyTrend", "ColorEditor(", "try Dropdown"):
        assert code not in text
    # Markdown cells render in an input area; code cells show none, nor any editor.
    assert not dashboard.find_elements(By.CSS_SELECTOR, ".jp-CodeCell .jp-InputArea, .cm-editor, .CodeMirror")
    assert "error" not in text.lower()
    assert chart_titles(dashboard) == ["Students per subject", "New Math students per month"]
    screenshot("voila-dashboard")


def test_choosing_a_subject_redraws_the_month_chart(dashboard, screenshot):
    select = Select(dashboard.find_element(By.CSS_SELECTOR, "select"))
    for subject in ("Art", "Physics"):
        select.select_by_visible_text(subject)
        wait_for(lambda: chart_titles(dashboard)[1] == f"New {subject} students per month", CHANGE_TIMEOUT,
                 f"the month chart redrawn for {subject}")
        points = dashboard.find_elements(By.CSS_SELECTOR, ".chartscript-chart svg circle[data-index]")
        assert len(points) == len(monthly_counts(subject))
    assert chart_titles(dashboard)[0] == "Students per subject"
    screenshot("voila-dashboard-physics")


def test_hovering_the_redrawn_chart_reads_the_new_subjects_months(dashboard):
    Select(dashboard.find_element(By.CSS_SELECTOR, "select")).select_by_visible_text("Art")
    wait_for(lambda: chart_titles(dashboard)[1] == "New Art students per month", CHANGE_TIMEOUT, "the Art chart")
    expected = monthly_counts("Art")
    month_chart = dashboard.find_elements(By.CSS_SELECTOR, ".chartscript-chart")[1]
    index = len(expected) // 2
    point = month_chart.find_element(By.CSS_SELECTOR, f"svg circle[data-index='{index}']")
    dashboard.execute_script("arguments[0].scrollIntoView({block: 'center'})", point)
    ActionChains(dashboard).move_to_element(point).perform()
    popup = month_chart.find_element(By.CSS_SELECTOR, ".chartscript-popup")
    wait_for(popup.is_displayed, CHANGE_TIMEOUT, "the popup")
    label = month_chart.find_element(By.CSS_SELECTOR, ".chartscript-popup-label").text
    value = month_chart.find_element(By.CSS_SELECTOR, ".chartscript-popup-value").text
    month = list(expected)[index]
    assert (label, value) == (month, str(expected[month]))


def test_dragging_the_red_slider_recolours_the_bars(dashboard, screenshot):
    def first_bar_fill() -> str:
        return dashboard.execute_script(
            "const bar = document.querySelector('.chartscript-chart svg [data-index=\"0\"]');"
            "return bar && bar.getAttribute('fill');")
    before = first_bar_fill()
    swatch = dashboard.find_element(By.CSS_SELECTOR, ".chartscript-swatch-color")
    colour_before = swatch.get_attribute("data-color")
    handle = dashboard.find_elements(By.CSS_SELECTOR, ".noUi-handle")[0]
    dashboard.execute_script("arguments[0].scrollIntoView({block: 'center'})", handle)
    ActionChains(dashboard).drag_and_drop_by_offset(handle, 120, 0).perform()
    colour = wait_for(lambda: (lambda now: now if now != colour_before else None)(
        dashboard.find_element(By.CSS_SELECTOR, ".chartscript-swatch-color").get_attribute("data-color")),
        CHANGE_TIMEOUT, "the swatch changing colour")
    wait_for(lambda: first_bar_fill() == colour, CHANGE_TIMEOUT, f"the bars turning {colour} (were {before})")
    screenshot("voila-dashboard-recoloured")
