"""Shared setup of the browser tests: the kernelspec from the built kernel in a temporary
prefix, a Jupyter server serving a temporary folder, in each front end (JupyterLab and
Notebook 7), and headless Chromium driven by Selenium. Servers and browser are shut down at the
end even when a test fails; a failing test's report carries the browser's console, the server
log's tail, and the paths of a screenshot and of the chromedriver log.

A test runs in both front ends by using `open_notebook` (or `jupyter_server` and `page`): it
is collected once per front end, with the front end's name in its id
(`test_x[JupyterLab]`, `test_x[Notebook 7]`), and all the tests of one front end run before
the next server starts:

    @pytest.fixture(scope="module")
    def notebook(open_notebook):
        return open_notebook("editor.ipynb", ["interactive(graph)"])

    def test_something(notebook, screenshot):
        chart = notebook.chart_widget(notebook.run_cell(0))
        ...
        screenshot("something")   # <name>-<front end>.png

Needs Debian's `chromium` and `chromium-driver` (scripts/install-system-packages.sh) and the
kernel binary (`make build`).
"""
from __future__ import annotations

import os
import shutil
from pathlib import Path

import nbformat
import pytest
from selenium import webdriver
from selenium.common.exceptions import WebDriverException
from selenium.webdriver.chrome.options import Options
from selenium.webdriver.chrome.service import Service

from jupyter_server import FRONT_ENDS, FrontEnd, JupyterServer
from kernel_install import KERNEL_NAME, install_kernelspec
from notebook_page import KERNEL_DISPLAY_NAME, NotebookPage

WINDOW_SIZE = (1280, 900)
# The running server and browser, for the failure report (a fixture that fails during setup
# leaves the item's own fixture values incomplete).
SERVER_KEY = pytest.StashKey[JupyterServer]()
BROWSER_KEY = pytest.StashKey[webdriver.Chrome]()
BROWSER_FOLDER_KEY = pytest.StashKey[Path]()
# Where screenshots are copied for a person to look at, besides pytest's temporary folder.
SCREENSHOT_DIRECTORY_VARIABLE = "CHART_BROWSER_SCREENSHOTS"


def _program(name: str) -> str:
    path = shutil.which(name)
    if path is None:
        raise RuntimeError(f"'{name}' is not installed: run `make system-packages` "
                           "(Debian's chromium and chromium-driver)")
    return path


@pytest.fixture(scope="session", params=FRONT_ENDS, ids=str)
def front_end(request) -> FrontEnd:
    """The front end the test runs in: each test using a server runs once in each."""
    return request.param


@pytest.fixture(scope="session")
def jupyter_server(front_end, tmp_path_factory, pytestconfig):
    """The front end's server serving an empty temporary folder (`jupyter_server.root`), with
    the kernelspec of the built kernel installed in a temporary prefix."""
    environment = install_kernelspec(tmp_path_factory.mktemp("prefix"))
    server = JupyterServer(front_end, root=tmp_path_factory.mktemp("notebooks"),
                           state=tmp_path_factory.mktemp("server"), environment=environment)
    pytestconfig.stash[SERVER_KEY] = server
    try:
        server.start()
        yield server
    finally:
        server.stop()
        del pytestconfig.stash[SERVER_KEY]


@pytest.fixture(scope="session")
def browser(tmp_path_factory, pytestconfig):
    """Headless Chromium at a fixed window size, keeping its console messages."""
    options = Options()
    options.binary_location = _program("chromium")
    # JupyterLab and the widget schedule their work in animation frames: keep Chromium from
    # throttling a page it considers hidden or in the background.
    for argument in ("--headless=new", "--no-sandbox", "--disable-dev-shm-usage", "--lang=en-US",
                     f"--window-size={WINDOW_SIZE[0]},{WINDOW_SIZE[1]}",
                     "--disable-background-timer-throttling", "--disable-backgrounding-occluded-windows",
                     "--disable-renderer-backgrounding"):
        options.add_argument(argument)
    options.set_capability("goog:loggingPrefs", {"browser": "ALL"})
    folder = tmp_path_factory.mktemp("browser")
    pytestconfig.stash[BROWSER_FOLDER_KEY] = folder
    driver = webdriver.Chrome(options=options, service=Service(executable_path=_program("chromedriver"),
                                                               log_output=str(folder / "chromedriver.log")))
    pytestconfig.stash[BROWSER_KEY] = driver
    try:
        yield driver
    finally:
        del pytestconfig.stash[BROWSER_KEY]
        driver.quit()


@pytest.fixture(scope="session")
def page(browser) -> NotebookPage:
    """The notebook page of the browser."""
    return NotebookPage(browser)


@pytest.fixture(scope="module")
def open_notebook(jupyter_server, page):
    """`open_notebook(name, cells)`: writes a notebook of these code cells (for the Swift
    (Charts) kernel) into the served folder and opens it in the front end, its kernel idle;
    returns the page."""
    def write_and_open(name: str, cells: list[str]) -> NotebookPage:
        document = nbformat.v4.new_notebook(cells=[nbformat.v4.new_code_cell(source) for source in cells])
        document.metadata["kernelspec"] = {"name": KERNEL_NAME, "display_name": KERNEL_DISPLAY_NAME, "language": "swift"}
        nbformat.write(document, jupyter_server.root / name)
        page.open(jupyter_server.notebook_url(name))
        return page
    return write_and_open


@pytest.fixture()
def screenshot(browser, tmp_path, request):
    """Saves the browser's window as `<name>.png` (`<name>-<front end>.png` in a test that runs
    in a front end) in the test's temporary folder, and in $CHART_BROWSER_SCREENSHOTS when set;
    returns the saved path."""
    front_end = request.node.callspec.params.get("front_end") if hasattr(request.node, "callspec") else None
    suffix = f"-{front_end.name.lower().replace(' ', '-')}" if front_end else ""

    def save(name: str) -> Path:
        path = tmp_path / f"{name}{suffix}.png"
        assert browser.save_screenshot(str(path)), f"could not save {path}"
        keep = os.environ.get(SCREENSHOT_DIRECTORY_VARIABLE)
        if keep:
            Path(keep).mkdir(parents=True, exist_ok=True)
            shutil.copy(path, Path(keep) / path.name)
        return path
    return save


@pytest.hookimpl(wrapper=True)
def pytest_runtest_makereport(item, call):
    """Adds the browser's console, the paths of a screenshot and of the chromedriver log
    (both in the browser's temporary folder) and the server log's tail to a failure's report."""
    report = yield
    if report.failed:
        browser = item.config.stash.get(BROWSER_KEY, None)
        folder = item.config.stash.get(BROWSER_FOLDER_KEY, None)
        server = item.config.stash.get(SERVER_KEY, None)
        if folder is not None:
            files = [str(folder / "chromedriver.log")]
            if browser is not None:
                report.sections.append(("browser console", _console(browser)))
                path = folder / f"failure-{item.name}-{report.when}.png"
                try:
                    browser.save_screenshot(str(path))
                    files.append(str(path))
                except WebDriverException as error:
                    files.append(f"(screenshot not saved: {error})")
            report.sections.append(("browser files", "\n".join(files)))
        if server is not None:
            report.sections.append((f"{server.front_end} server log (tail)", server.log_tail()))
    return report


def _console(browser) -> str:
    try:
        entries = browser.get_log("browser")
    except WebDriverException as error:
        return f"(console not readable: {error})"
    return "\n".join(f"{entry['level']} {entry['message']}" for entry in entries) or "(empty)"
