"""JupyterLab as a person uses it, through Selenium: open a notebook, pick the kernel if
asked, run a cell, and find the interactive chart it shows."""
from __future__ import annotations

from dataclasses import dataclass

from selenium.common.exceptions import StaleElementReferenceException
from selenium.webdriver import ActionChains, Keys
from selenium.webdriver.common.by import By
from selenium.webdriver.remote.webdriver import WebDriver
from selenium.webdriver.remote.webelement import WebElement
from selenium.webdriver.support.ui import Select, WebDriverWait

KERNEL_DISPLAY_NAME = "Swift (Charts)"
# Generous: the first load of JupyterLab and the kernel's start share two cores with others.
PAGE_TIMEOUT = 120
CELL_TIMEOUT = 90
HOVER_TIMEOUT = 20


@dataclass
class ChartWidget:
    """The elements of a rendered interactive chart (see HoverScript.swift)."""
    root: WebElement
    svg: WebElement
    popup: WebElement
    label: WebElement
    value: WebElement
    ring: WebElement

    def point(self, index: int, series: int = 0) -> WebElement:
        """The circle drawn for data point `index` of `series`."""
        for circle in self.svg.find_elements(By.CSS_SELECTOR, f'circle[data-index="{index}"]'):
            if (circle.get_attribute("data-series") or "0") == str(series):
                return circle
        raise AssertionError(f"no circle for point {index} of series {series}")


class NotebookPage:
    """One notebook opened in JupyterLab."""

    def __init__(self, driver: WebDriver):
        self.driver = driver

    def wait(self, timeout: float) -> WebDriverWait:
        """A wait that polls every 100 ms and ignores elements replaced while polling."""
        return WebDriverWait(self.driver, timeout, poll_frequency=0.1,
                             ignored_exceptions=(StaleElementReferenceException,))

    def open(self, url: str) -> None:
        """Loads `url` (a notebook under /lab/tree) and waits until its kernel is idle,
        choosing the Swift (Charts) kernel if JupyterLab asks for one."""
        self.driver.get(url)
        asked = self.wait(PAGE_TIMEOUT).until(lambda _: "dialog" if self._dialog() else self._kernel_idle(),
                                              f"the notebook's kernel was not idle within {PAGE_TIMEOUT} s")
        if asked == "dialog":
            self._choose_kernel()
            self.wait(PAGE_TIMEOUT).until(lambda _: self._kernel_idle(),
                                          f"the chosen kernel was not idle within {PAGE_TIMEOUT} s")

    def _dialog(self) -> WebElement | None:
        dialogs = self.driver.find_elements(By.CSS_SELECTOR, ".jp-Dialog")
        return dialogs[0] if dialogs else None

    def _kernel_idle(self) -> bool:
        names = self.driver.find_elements(By.CSS_SELECTOR, ".jp-NotebookPanel-toolbar .jp-KernelName")
        indicators = self.driver.find_elements(By.CSS_SELECTOR, '.jp-Notebook-ExecutionIndicator[data-status="idle"]')
        return bool(indicators) and any(KERNEL_DISPLAY_NAME in name.text for name in names)

    def _choose_kernel(self) -> None:
        dialog = self._dialog()
        Select(dialog.find_element(By.CSS_SELECTOR, "select")).select_by_visible_text(KERNEL_DISPLAY_NAME)
        dialog.find_element(By.CSS_SELECTOR, ".jp-mod-accept").click()

    def code_cell(self, position: int) -> WebElement:
        """The code cell at `position` (from 0)."""
        return self.driver.find_elements(By.CSS_SELECTOR, ".jp-Notebook .jp-CodeCell")[position]

    def run_cell(self, position: int) -> WebElement:
        """Clicks into the code cell at `position`, presses Shift+Enter and waits until the
        cell has run (its prompt shows an execution count); returns the cell."""
        cell = self.code_cell(position)
        editor = cell.find_element(By.CSS_SELECTOR, ".jp-InputArea-editor .cm-content")
        self.driver.execute_script("arguments[0].scrollIntoView({block: 'center'})", cell)
        editor.click()
        self.wait(CELL_TIMEOUT).until(lambda _: "jp-mod-active" in (cell.get_attribute("class") or ""),
                                      "the clicked cell did not become the active cell")
        ActionChains(self.driver).key_down(Keys.SHIFT).send_keys(Keys.ENTER).key_up(Keys.SHIFT).perform()
        prompt = cell.find_element(By.CSS_SELECTOR, ".jp-InputArea-prompt")
        self.wait(CELL_TIMEOUT).until(lambda _: any(ch.isdigit() for ch in prompt.text),
                                      f"the cell did not finish within {CELL_TIMEOUT} s (prompt: {prompt.text!r})")
        return cell

    def chart_widget(self, cell: WebElement) -> ChartWidget:
        """Waits until the cell's output shows the interactive chart (the SVG with the hover
        ring the widget's script adds); returns its elements."""
        root = self.wait(CELL_TIMEOUT).until(
            lambda _: next(iter(cell.find_elements(By.CSS_SELECTOR, ".jp-OutputArea-output .chartscript-chart")), None),
            "the cell's output shows no interactive chart")
        ring = self.wait(CELL_TIMEOUT).until(
            lambda _: next(iter(root.find_elements(By.CSS_SELECTOR, "svg .chartscript-ring")), None),
            "the interactive chart has no hover ring (its script did not run)")
        popup = root.find_element(By.CSS_SELECTOR, ".chartscript-popup")
        return ChartWidget(root=root, svg=root.find_element(By.CSS_SELECTOR, "svg"), popup=popup,
                           label=popup.find_element(By.CSS_SELECTOR, ".chartscript-popup-label"),
                           value=popup.find_element(By.CSS_SELECTOR, ".chartscript-popup-value"), ring=ring)

    def hover(self, element: WebElement) -> None:
        """Moves the pointer to the centre of `element` (scrolled into view first)."""
        self.driver.execute_script("arguments[0].scrollIntoView({block: 'nearest'})", element)
        ActionChains(self.driver).move_to_element(element).perform()

    def rectangle(self, element: WebElement) -> dict[str, float]:
        """The element's box in the viewport, in CSS pixels (left, top, right, bottom, width, height)."""
        return self.driver.execute_script(
            "const r = arguments[0].getBoundingClientRect();"
            "return {left: r.left, top: r.top, right: r.right, bottom: r.bottom, width: r.width, height: r.height};",
            element)
