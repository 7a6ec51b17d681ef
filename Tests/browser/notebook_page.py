"""A notebook page as a person uses it, through Selenium, in JupyterLab or Notebook 7 (both
built from JupyterLab's components, so the same selectors find the same things): open a
notebook, pick the kernel if asked, run a cell, and find the interactive chart it shows."""
from __future__ import annotations

from dataclasses import dataclass
from urllib.parse import urlparse

from selenium.common.exceptions import StaleElementReferenceException, TimeoutException, WebDriverException
from selenium.webdriver import ActionChains, Keys
from selenium.webdriver.common.by import By
from selenium.webdriver.remote.webdriver import WebDriver
from selenium.webdriver.remote.webelement import WebElement
from selenium.webdriver.support.ui import Select, WebDriverWait

from slowdown import scaled

KERNEL_DISPLAY_NAME = "Swift (Charts)"
# Generous: the first load of a front end and the kernel's start share two cores with others.
# What waits on the kernel's work is scaled for a debug kernel (Tests/shared/slowdown.py).
PAGE_TIMEOUT = 120
CELL_TIMEOUT = scaled(90)
HOVER_TIMEOUT = scaled(20)
# How long a pressed Shift+Enter may take to show in the prompt, and how often it is pressed.
SUBMIT_TIMEOUT = 15
SUBMIT_ATTEMPTS = 3


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
    """One notebook opened in a front end."""

    def __init__(self, driver: WebDriver):
        self.driver = driver

    def until(self, condition, timeout: float, expected: str):
        """Polls `condition` (given the driver) every 100 ms until it returns something true,
        and returns that; after `timeout` seconds fails with `expected` and what the page
        shows. Elements replaced while polling are looked at again on the next poll."""
        wait = WebDriverWait(self.driver, timeout, poll_frequency=0.1,
                             ignored_exceptions=(StaleElementReferenceException,))
        try:
            return wait.until(condition)
        except TimeoutException:
            raise AssertionError(f"{expected} within {timeout} s; the page shows: {self.describe()}") from None

    def describe(self) -> str:
        """What a person would look at first: the address, the dialogs, the kernel's name and
        status, and each cell's prompt and output text."""
        try:
            return self._state()
        except WebDriverException as error:
            return f"(the page could not be read: {error.msg})"

    def _state(self) -> str:
        return self.driver.execute_script("""
            const text = (selector) => [...document.querySelectorAll(selector)].map((e) => e.innerText.trim());
            const status = [...document.querySelectorAll('.jp-Notebook-ExecutionIndicator')].map((e) => e.dataset.status);
            const tabs = [...document.querySelectorAll('#jp-main-dock-panel .lm-TabBar-tab')].map(
                (t) => (t.classList.contains('lm-mod-current') ? '*' : '') + t.innerText.trim());
            return JSON.stringify({url: location.href, tabs, dialogs: text('.jp-Dialog'), kernel: text('.jp-KernelName'),
                                   status, prompts: text('.jp-InputArea-prompt'), outputs: text('.jp-OutputArea-output')});
        """)

    def open(self, url: str) -> None:
        """Loads `url` (a notebook's address, `JupyterServer.notebook_url`) and waits until that
        notebook is the one in view and its kernel is idle, choosing the Swift (Charts) kernel if
        the front end asks for one. (JupyterLab restores the notebooks opened before, in tabs
        behind it.)"""
        self.driver.get(url)
        self.name = urlparse(url).path.rstrip("/").split("/")[-1]
        asked = self.until(lambda _: "dialog" if self._dialog() else self._kernel_idle(), PAGE_TIMEOUT,
                           f"{self.name} was not in view with its kernel idle")
        if asked == "dialog":
            self._choose_kernel()
            self.until(lambda _: self._kernel_idle(), PAGE_TIMEOUT, "the chosen kernel was not idle")

    def panel(self) -> WebElement | None:
        """The notebook panel in view: in JupyterLab, the widget of a current tab of the main area
        (of any of its tab bars) when it shows the notebook opened last (earlier notebooks stay in tabs behind it); in
        Notebook 7, which shows one notebook per page, that notebook."""
        return self.driver.execute_script("""
            const dock = document.querySelector('#jp-main-dock-panel');
            if (!dock) return document.querySelector('.jp-NotebookPanel');
            // The current tab of any of the main area's tab bars (the area may be split).
            const tab = [...dock.querySelectorAll('.lm-TabBar-tab.lm-mod-current')].find(
                (t) => t.querySelector('.lm-TabBar-tabLabel').textContent.trim() === arguments[0]);
            if (!tab) return null;
            return document.getElementById(tab.dataset.id);
        """, getattr(self, "name", ""))

    def _dialog(self) -> WebElement | None:
        dialogs = self.driver.find_elements(By.CSS_SELECTOR, ".jp-Dialog")
        return dialogs[0] if dialogs else None

    def _kernel_idle(self) -> bool:
        """Whether the notebook in view shows the Swift (Charts) kernel as idle: in its toolbar,
        or, in JupyterLab, in the status bar. (A toolbar too narrow for its items, beside an open
        sidebar such as the debugger's, moves the kernel's name and status into its "…" menu,
        outside the notebook's panel; the status bar's kernel item, titled "Change kernel for
        <notebook>", still shows them for the notebook in view.)"""
        panel = self.panel()
        if panel is None:
            return False
        return bool(self.driver.execute_script("""
            const panel = arguments[0], kernel = arguments[1], notebook = arguments[2];
            const names = [...panel.querySelectorAll('.jp-NotebookPanel-toolbar .jp-KernelName')];
            const idle = panel.querySelector('.jp-Notebook-ExecutionIndicator[data-status="idle"]');
            if (idle && names.some((name) => name.innerText.includes(kernel))) return true;
            const title = `Change kernel for ${notebook}`;
            const item = [...document.querySelectorAll('.jp-StatusBar-Widget [title]')].find((e) => e.title === title);
            return !!item && item.innerText.trim() === `${kernel} | Idle`;
        """, panel, KERNEL_DISPLAY_NAME, self.name))

    def _choose_kernel(self) -> None:
        dialog = self._dialog()
        choices = dialog.find_elements(By.CSS_SELECTOR, "select")
        if not choices:
            raise AssertionError(f"the front end shows a dialog that is not the kernel choice: {dialog.text!r}")
        Select(choices[0]).select_by_visible_text(KERNEL_DISPLAY_NAME)
        dialog.find_element(By.CSS_SELECTOR, ".jp-mod-accept").click()

    def code_cell(self, position: int) -> WebElement:
        """The code cell at `position` (from 0) of the notebook in view (notebooks opened
        earlier stay in the page behind their tabs)."""
        panel = self.until(lambda _: self.panel(), CELL_TIMEOUT, f"{getattr(self, 'name', 'the notebook')} was not in view")
        return panel.find_elements(By.CSS_SELECTOR, ".jp-Notebook .jp-CodeCell")[position]

    def run_cell(self, position: int) -> WebElement:
        """Clicks into the code cell at `position`, presses Shift+Enter and waits until the
        cell has run (its prompt shows an execution count); returns the cell.

        On a busy machine a page still laying itself out can drop the keys: while the prompt
        shows neither `*` (queued or running) nor a count, the cell was not sent, and the click
        and keys are given again (at most SUBMIT_ATTEMPTS times), never running a cell twice."""
        cell = self.code_cell(position)
        prompt = cell.find_element(By.CSS_SELECTOR, ".jp-InputArea-prompt")
        sent = lambda _: "*" in prompt.text or any(character.isdigit() for character in prompt.text)
        for attempt in range(1, SUBMIT_ATTEMPTS + 1):
            self._press_shift_enter_in(cell)
            try:
                WebDriverWait(self.driver, SUBMIT_TIMEOUT, poll_frequency=0.1,
                              ignored_exceptions=(StaleElementReferenceException,)).until(sent)
                break
            except TimeoutException:
                if attempt == SUBMIT_ATTEMPTS:
                    raise AssertionError(f"the cell was not sent after {attempt} presses of Shift+Enter; "
                                         f"the page shows: {self.describe()}") from None
        self.until(lambda _: any(character.isdigit() for character in prompt.text), CELL_TIMEOUT,
                   "the cell did not finish (its prompt shows no execution count)")
        return cell

    def _press_shift_enter_in(self, cell: WebElement) -> None:
        """Clicks into the cell's editor, waits until the cell is the active one, and presses
        Shift+Enter."""
        editor = cell.find_element(By.CSS_SELECTOR, ".jp-InputArea-editor .cm-content")
        self.show(cell)
        editor.click()
        self.until(lambda _: "jp-mod-active" in (cell.get_attribute("class") or ""), CELL_TIMEOUT,
                   "the clicked cell did not become the active cell")
        ActionChains(self.driver).key_down(Keys.SHIFT).send_keys(Keys.ENTER).key_up(Keys.SHIFT).perform()

    def chart_widget(self, cell: WebElement) -> ChartWidget:
        """Waits until the cell's output shows the interactive chart (the SVG with the hover
        ring the widget's script adds); returns its elements."""
        root = self.until(
            lambda _: next(iter(cell.find_elements(By.CSS_SELECTOR, ".jp-OutputArea-output .chartscript-chart")), None),
            CELL_TIMEOUT, "the cell's output showed no interactive chart")
        ring = self.until(lambda _: next(iter(root.find_elements(By.CSS_SELECTOR, "svg .chartscript-ring")), None),
                          CELL_TIMEOUT, "the interactive chart showed no hover ring (its script did not run)")
        popup = root.find_element(By.CSS_SELECTOR, ".chartscript-popup")
        return ChartWidget(root=root, svg=root.find_element(By.CSS_SELECTOR, "svg"), popup=popup,
                           label=popup.find_element(By.CSS_SELECTOR, ".chartscript-popup-label"),
                           value=popup.find_element(By.CSS_SELECTOR, ".chartscript-popup-value"), ring=ring)

    def show(self, element: WebElement) -> None:
        """Scrolls the notebook so that `element` is in the middle of the window."""
        self.driver.execute_script("arguments[0].scrollIntoView({block: 'center'})", element)

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
