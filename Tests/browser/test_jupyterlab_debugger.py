"""JupyterLab's visual debugger on a Swift cell, as a learner uses it: turn the debugger on in
the notebook's toolbar, click the gutter beside a line of the loop that fills a chart's data,
run the cell, see it stop on that line with the loop's variables in the variables panel, step,
then clear the breakpoint and continue to the chart; then open another notebook, the debugger
still on in the first and its sidebar open, and run it. Screenshots of each moment are saved
(`CHART_BROWSER_SCREENSHOTS=folder` keeps them)."""
from __future__ import annotations

from pathlib import Path

import nbformat
import pytest
from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.by import By
from selenium.webdriver.support.expected_conditions import staleness_of
from selenium.webdriver.support.ui import Select

from slowdown import scaled

CELL = (
    "var values: [Double] = []\n"            # 1
    "for month in 1...6 {\n"                 # 2
    "    let value = Double(month * month) / 2\n"  # 3
    "    values.append(value)\n"             # 4
    "}\n"                                    # 5
    "LineGraph(values)"                      # 6
)
TIMEOUT = scaled(60)  # the kernel's debugger answers, scaled for a debug kernel (Tests/shared/slowdown.py)
REPOSITORY = Path(__file__).resolve().parents[2]


@pytest.fixture(scope="module")
def notebook(open_notebook, front_end):
    if front_end.name != "JupyterLab":
        pytest.skip("the visual debugger is JupyterLab's")
    return open_notebook("debugger.ipynb", [CELL])


def click(page, selector: str, within=None, expected: str = "") -> None:
    """Clicks the first element matching `selector` (the button inside it, for a toolbar item)."""
    root = within or page.driver
    element = page.until(lambda _: next(iter(root.find_elements(By.CSS_SELECTOR, selector)), None), TIMEOUT,
                         expected or f"no {selector}")
    page.driver.execute_script("(arguments[0].querySelector('button, jp-button') || arguments[0]).click()", element)


def bug_button_offers(page, title: str) -> bool:
    """Whether the debugger button of the notebook in view (not of a notebook in a tab behind it)
    is titled `title` (what a click would do)."""
    panel = page.panel()
    if panel is None:
        return False
    return page.driver.execute_script("""
        const item = arguments[1].querySelector('.jp-NotebookPanel-toolbar .jp-DebuggerBugButton');
        if (!item) return false;
        const titled = [item, ...item.querySelectorAll('*')].map((e) => e.getAttribute('title') || '');
        return titled.some((title) => title.startsWith(arguments[0]));
    """, title, panel)


def highlighted_line(page, cell) -> int | None:
    """The editor line (from 1) JupyterLab highlights as the stopped one, if any."""
    return page.driver.execute_script("""
        const lines = [...arguments[0].querySelectorAll('.jp-InputArea-editor .cm-line')];
        const index = lines.findIndex((line) => line.classList.contains('jp-DebuggerEditor-highlight'));
        return index < 0 ? null : index + 1;
    """, cell)


def toggle_breakpoint(page, cell, line: int) -> None:
    """Clicks the breakpoint gutter beside `line` of the cell's editor, as a person does."""
    element = page.until(lambda _: page.driver.execute_script("""
        const cell = arguments[0], line = arguments[1];
        const row = cell.querySelectorAll('.jp-InputArea-editor .cm-line')[line - 1];
        const gutter = cell.querySelector('.cm-breakpoint-gutter');
        if (!row || !gutter) return null;
        const top = row.getBoundingClientRect().top;
        return [...gutter.querySelectorAll('.cm-gutterElement')]
            .find((e) => Math.abs(e.getBoundingClientRect().top - top) < 3 && e.getBoundingClientRect().height > 0) || null;
    """, cell, line), TIMEOUT, f"no breakpoint gutter beside line {line}")
    ActionChains(page.driver).move_to_element(element).click().perform()


def variables(page) -> dict[str, str]:
    """The variables panel's tree: each name with the detail shown beside it."""
    return page.driver.execute_script("""
        const shown = {};
        for (const item of document.querySelectorAll('.jp-DebuggerVariables-body .jp-TreeItem')) {
            const name = item.querySelector(':scope > .jp-DebuggerVariables-name');
            const detail = item.querySelector(':scope > .jp-DebuggerVariables-detail');
            if (name) shown[name.textContent.trim()] = detail ? detail.textContent.trim() : '';
        }
        return shown;
    """)


def rendered_value(page, name: str) -> str:
    """Clicks the variables panel's magnifier beside `name` and returns the text JupyterLab
    renders for it (the kernel's richInspectVariables answer), then goes back to the notebook."""
    item = page.until(lambda _: page.driver.execute_script("""
        return [...document.querySelectorAll('.jp-DebuggerVariables-body .jp-TreeItem')]
            .find((i) => i.querySelector(':scope > .jp-DebuggerVariables-name')?.textContent.trim() === arguments[0]) || null;
    """, name), TIMEOUT, f"no {name} in the variables panel")
    ActionChains(page.driver).move_to_element(item).perform()
    click(page, ":scope > .jp-DebuggerVariables-renderVariable", item, f"no render button beside {name}")
    label = f"{name} - {page.name}"
    text = page.until(lambda _: page.driver.execute_script("""
        const tab = [...document.querySelectorAll('#jp-main-dock-panel .lm-TabBar-tab')]
            .find((t) => t.querySelector('.lm-TabBar-tabLabel').textContent.trim() === arguments[0]);
        const panel = tab && document.getElementById(tab.dataset.id);
        const text = panel ? panel.innerText.trim() : '';
        return text || null;
    """, label), TIMEOUT, f"{name} was not rendered")
    # Close the rendered variable's tab: the notebook takes the room again.
    close = page.driver.execute_script("""
        const tab = [...document.querySelectorAll('#jp-main-dock-panel .lm-TabBar-tab')]
            .find((t) => t.querySelector('.lm-TabBar-tabLabel').textContent.trim() === arguments[0]);
        return tab ? tab.querySelector('.lm-TabBar-tabCloseIcon') : null;
    """, label)
    ActionChains(page.driver).move_to_element(close).click().perform()
    page.until(lambda _: not page.driver.execute_script("""
        return [...document.querySelectorAll('#jp-main-dock-panel .lm-TabBar-tabLabel')]
            .some((l) => l.textContent.trim() === arguments[0]);
    """, label), TIMEOUT, f"the rendered {name} did not close")
    return text


def test_step_through_the_loop_that_fills_a_charts_data(notebook, screenshot):
    page = notebook
    enable_debugger(page)
    cell = page.code_cell(0)
    page.show(cell)
    toggle_breakpoint(page, cell, 4)
    page.until(lambda _: page.driver.find_elements(By.CSS_SELECTOR, ".jp-DebuggerBreakpoint"), TIMEOUT,
               "the breakpoints panel did not list the breakpoint")
    page._press_shift_enter_in(cell)
    page.until(lambda _: highlighted_line(page, cell) == 4, TIMEOUT, "the cell did not stop at line 4")
    page.until(lambda _: "value" in variables(page) and "month" in variables(page), TIMEOUT,
               "the variables panel did not show the loop's variables")
    # The tree shows each variable's Swift type (JupyterLab shows values beside the names only for
    # Python's own types); its magnifier renders the value itself.
    assert variables(page) == {"month": "Int", "value": "Double"}
    assert rendered_value(page, "value") == "0.5"
    frames = page.driver.find_elements(By.CSS_SELECTOR, ".jp-DebuggerCallstackFrame-name")
    assert any("cell [1]" in frame.text for frame in frames), [frame.text for frame in frames]
    screenshot("debugger-stopped")

    click(page, ".jp-DebuggerSidebar [title^='Next']", expected="no Next button in the call stack panel")
    page.until(lambda _: highlighted_line(page, cell) == 3, TIMEOUT, "Next did not move to line 3 (the next turn of the loop)")
    page.until(lambda _: "month" in variables(page), TIMEOUT, "the variables panel did not show month again")
    assert rendered_value(page, "month") == "2"
    screenshot("debugger-stepped")

    toggle_breakpoint(page, cell, 4)
    page.until(lambda _: not page.driver.find_elements(By.CSS_SELECTOR, ".jp-DebuggerBreakpoint"), TIMEOUT,
               "the breakpoint was not cleared")
    click(page, ".jp-DebuggerSidebar [title^='Continue']", expected="no Continue button in the call stack panel")
    page.until(lambda _: cell.find_elements(By.CSS_SELECTOR, ".jp-OutputArea-output svg, .jp-OutputArea-output img"), TIMEOUT,
               "the cell did not go on to show its chart")
    assert highlighted_line(page, cell) is None
    page.show(cell)
    screenshot("debugger-chart")


def test_a_notebook_opened_after_a_debugging_session_runs_beside_the_open_debugger(notebook, open_notebook, screenshot):
    # The debugger stays on in the first notebook and its sidebar stays open: the main area is
    # narrower, and the new notebook's toolbar puts its kernel's name and status in its "…" menu.
    page = open_notebook("after-debugging.ipynb", ["LineGraph([3, 1, 4, 1, 5])"])
    assert page.driver.find_elements(By.CSS_SELECTOR, ".jp-DebuggerSidebar:not(.lm-mod-hidden)")
    cell = page.run_cell(0)
    page.until(lambda _: cell.find_elements(By.CSS_SELECTOR, ".jp-OutputArea-output svg, .jp-OutputArea-output img"), TIMEOUT,
               "the notebook opened after the debugging session did not show its chart")
    assert bug_button_offers(page, "Enable Debugger"), "the debugger is on only in the notebook it was turned on in"
    screenshot("debugger-next-notebook")


LESSON = REPOSITORY / "notebooks" / "14-stepping-through-a-loop.ipynb"


def enable_debugger(page) -> None:
    """Turns the debugger on for the notebook in view with its toolbar's bug button, shows the
    debugger's sidebar, and waits until the sidebar is titled with the notebook (started)."""
    panel = page.panel()
    # The button is disabled ("Select a kernel that supports debugging…") until the kernel's
    # kernel_info_reply says it has a debugger; a click before then does nothing.
    page.until(lambda _: bug_button_offers(page, "Enable Debugger"), TIMEOUT,
               "the debugger button was never enabled (kernel_info_reply without debugger: true?)")
    click(page, ".jp-DebuggerBugButton", panel, "no debugger button in the toolbar")
    page.until(lambda _: bug_button_offers(page, "Disable Debugger"), TIMEOUT,
               "the debugger did not turn on (its button does not offer to disable it)")
    if not page.driver.find_elements(By.CSS_SELECTOR, ".jp-DebuggerSidebar:not(.lm-mod-hidden)"):
        click(page, "li[data-id='jp-debugger-sidebar']", expected="no debugger tab in the right sidebar")
    # Started once the panel is titled with the notebook's session (it shows "-" before).
    page.until(lambda _: page.driver.execute_script(
        "const s = document.querySelector('.jp-DebuggerSidebar');"
        "return !!s && s.innerText.toLowerCase().includes(arguments[0]);", page.name.lower()),
        TIMEOUT, "the debugger's panel did not show the notebook's session")


def show_scope(page, scope: str) -> None:
    """Chooses `scope` (Locals, Globals) in the variables panel's menu, as a person does."""
    menu = page.until(lambda _: page.driver.execute_script("""
        return [...document.querySelectorAll('.jp-DebuggerSidebar select')]
            .find((s) => [...s.options].some((o) => o.text === arguments[0])) || null;
    """, scope), TIMEOUT, f"no {scope} in the variables panel's menu")
    Select(menu).select_by_visible_text(scope)


def press(page, button: str) -> None:
    """Presses one of the call stack panel's buttons (Continue, Next, Step In, Step Out) and
    waits until the stop it leaves is gone from the panel."""
    frame = page.until(lambda _: next(iter(page.driver.find_elements(By.CSS_SELECTOR, ".jp-DebuggerCallstackFrame")), None),
                       TIMEOUT, "no frame in the call stack panel")
    click(page, f".jp-DebuggerSidebar [title^='{button}']", expected=f"no {button} button in the call stack panel")
    page.until(staleness_of(frame), TIMEOUT, f"{button} did not leave the stop")


def stopped_at(page, cell, line: int, names: set[str]) -> None:
    """Waits until the cell is stopped at `line` with `names` in the variables panel."""
    page.until(lambda _: highlighted_line(page, cell) == line, TIMEOUT, f"the cell did not stop at line {line}")
    page.until(lambda _: names <= set(variables(page)), TIMEOUT, f"the variables panel did not show {sorted(names)}")


def set_breakpoint(page, cell, line: int) -> None:
    """Clicks the gutter beside `line` and waits until the breakpoints panel lists it."""
    toggle_breakpoint(page, cell, line)
    page.until(lambda _: page.driver.find_elements(By.CSS_SELECTOR, ".jp-DebuggerBreakpoint"), TIMEOUT,
               "the breakpoints panel did not list the breakpoint")


def remove_breakpoint(page, cell, line: int) -> None:
    """Clicks the breakpoint's red dot and waits until the kernel has it no more (the
    breakpoints panel empty)."""
    toggle_breakpoint(page, cell, line)
    page.until(lambda _: not page.driver.find_elements(By.CSS_SELECTOR, ".jp-DebuggerBreakpoint"), TIMEOUT,
               "the breakpoint was not cleared")


def frame_names(page) -> list[str]:
    return [frame.text for frame in page.driver.find_elements(By.CSS_SELECTOR, ".jp-DebuggerCallstackFrame-name")]


def finished_with_a_chart(page, cell) -> None:
    page.until(lambda _: cell.find_elements(By.CSS_SELECTOR, ".jp-OutputArea-output svg, .jp-OutputArea-output img"), TIMEOUT,
               "the cell did not go on to show its chart")
    page.until(lambda _: highlighted_line(page, cell) is None, TIMEOUT, "the cell still shows a stopped line")


def test_the_course_lesson_on_stepping_does_what_it_says(open_notebook, front_end, screenshot):
    if front_end.name != "JupyterLab":
        pytest.skip("the visual debugger is JupyterLab's")
    lesson = nbformat.read(LESSON, as_version=4)
    setup, running, best, shares = [cell.source for cell in lesson.cells if cell.cell_type == "code"][:4]
    page = open_notebook("lesson-14.ipynb", [setup, running, best, shares])
    for position in range(4):
        page.run_cell(position)
    enable_debugger(page)

    # Step 2: a breakpoint on line 5 of Step 1's loop, the cell run again, the first turn.
    cell = page.code_cell(1)
    assert page.driver.execute_script(
        "return arguments[0].querySelectorAll('.jp-InputArea-editor .cm-line')[4].textContent.trim()", cell) \
        == "runningTotals.append(total)"
    page.show(cell)
    set_breakpoint(page, cell, 5)
    page._press_shift_enter_in(cell)
    stopped_at(page, cell, 5, {"count"})
    assert variables(page) == {"count": "Int"}
    assert any(name.startswith("cell [") for name in frame_names(page)), frame_names(page)
    assert rendered_value(page, "count") == "12"
    show_scope(page, "Globals")
    page.until(lambda _: {"total", "runningTotals", "months"} <= set(variables(page)), TIMEOUT,
               "Globals did not show the notebook's names")
    assert rendered_value(page, "total") == "12"
    screenshot("lesson-14-globals")
    show_scope(page, "Locals")
    press(page, "Continue")
    stopped_at(page, cell, 5, {"count"})
    assert rendered_value(page, "count") == "19"
    remove_breakpoint(page, cell, 5)
    press(page, "Continue")
    finished_with_a_chart(page, cell)

    # The best month so far: a breakpoint on `best = count` stops five times (exercise 3).
    cell = page.code_cell(2)
    page.show(cell)
    set_breakpoint(page, cell, 5)
    page._press_shift_enter_in(cell)
    seen = []
    for _ in range(5):
        stopped_at(page, cell, 5, {"count"})
        seen.append(rendered_value(page, "count"))
        press(page, "Continue")
    finished_with_a_chart(page, cell)
    assert seen == ["12", "19", "25", "31", "35"]
    remove_breakpoint(page, cell, 5)

    # Step 3: into percentOfYear and out again.
    cell = page.code_cell(3)
    page.show(cell)
    set_breakpoint(page, cell, 9)
    page._press_shift_enter_in(cell)
    stopped_at(page, cell, 9, {"count"})
    press(page, "Step In")
    stopped_at(page, cell, 3, {"count"})
    names = frame_names(page)
    assert names[0] == "percentOfYear" and names[1].startswith("cell ["), names
    screenshot("lesson-14-stepped-in")
    press(page, "Step Out")
    stopped_at(page, cell, 10, {"count", "share"})
    press(page, "Next")
    stopped_at(page, cell, 9, {"count"})
    remove_breakpoint(page, cell, 9)
    press(page, "Continue")
    finished_with_a_chart(page, cell)
