"""A chart in the light and dark themes of JupyterLab and Notebook 7, and as assistive technology
meets it: the same chart and its hover popup shown in each theme (chosen in the Settings menu, as
a person does), with the WCAG contrast of every text measured from the colours Chromium renders;
charts in the default look follow the theme (on the notebook's own background, their text AA in
both); the chart's SVG in Chromium's accessibility tree, an image named by its title and summary
(a static chart too: its text/html holds the SVG inline); the chart's data, a table out of sight in
the accessibility tree that the chart names as its details; its audio graph (P), rendered offline
and measured; and the hover moved from point to point
with the arrow keys, the popup a live region. Screenshots `theme-light-<front end>.png`,
`theme-dark-…`, `theme-static-light-…` and `theme-static-dark-…` (`CHART_BROWSER_SCREENSHOTS=folder`
keeps them)."""
from __future__ import annotations

import re

import pytest
from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

from notebook_page import HOVER_TIMEOUT, PAGE_TIMEOUT

CHART_CELL = """\
var enrollment = LineGraph([120.5, 183.25, 150.0, 210.75], labels: ["Q1", "Q2", "Q3", "Q4"])
enrollment.title = "Students per quarter"
enrollment.xAxisTitle = "Quarter"
enrollment.yAxisTitle = "Students"
interactive(enrollment)
"""
STATIC_CELL = 'BarChart(categories: ["Math", "Art", "Music"], values: [33, 13, 9])'
# Charts drawn by the layout engine: the keys step through their marks' `data-index` too.
SCATTER_CELL = """\
var heights = ScatterPlot(x: [1, 2, 3, 4], y: [120.5, 183.25, 150.0, 210.75])
heights.addSeries(x: [1.5, 2.5], y: [90, 95], name: "Other")
interactive(heights)
"""
GRAMMAR_CELL = """\
import Charts
let sales = [("Jan", 12), ("Feb", 18), ("Mar", 9)]
interactive(Chart(sales, id: \\.0) { BarMark(x: .value("Month", $0.0), y: .value("Sales", $0.1)) })
"""
# A slice wider than 180° that does not reach the pie's right (where the centre's angle points).
PIE_CELL = 'interactive(PieChart(categories: ["Small", "Big", "Tiny"], values: [28, 70, 2]))'
THEMES = {"JupyterLab Light": "light", "JupyterLab Dark": "dark"}
# WCAG 2.1 AA: 4.5:1 for text below 18.66 px bold or 24 px (every text of a chart here).
AA_TEXT = 4.5


@pytest.fixture(scope="module")
def notebook(open_notebook):
    page = open_notebook("themes.ipynb", [CHART_CELL, STATIC_CELL, SCATTER_CELL, GRAMMAR_CELL, PIE_CELL])
    page.chart_widget(page.run_cell(0))
    page.run_cell(1)
    page.chart_widget(page.run_cell(2))
    page.chart_widget(page.run_cell(3))
    page.chart_widget(page.run_cell(4))
    yield page
    choose_theme(page, "JupyterLab Light")


def choose_theme(page, theme: str) -> None:
    """Settings ▸ Theme ▸ `theme`, then waits until the page says it is in that theme."""
    driver = page.driver
    if driver.execute_script("return document.body.dataset.jpThemeName") == theme:
        return

    def menu_item(selector: str, label: str):
        return page.until(lambda _: next((item for item in driver.find_elements(By.CSS_SELECTOR, selector)
                                          if item.text.strip() == label and item.is_displayed()), None),
                          PAGE_TIMEOUT, f"no menu item {label!r}")

    ActionChains(driver).click(menu_item(".lm-MenuBar-item", "Settings")).perform()
    ActionChains(driver).move_to_element(menu_item(".lm-Menu-item", "Theme")).click().perform()
    ActionChains(driver).click(menu_item(".lm-Menu-item", theme)).perform()
    page.until(lambda _: driver.execute_script("return document.body.dataset.jpThemeName") == theme,
               PAGE_TIMEOUT, f"JupyterLab did not change to {theme}")
    # JupyterLab shows its splash (the logo over a faded page) while it loads the new theme;
    # what is measured and pictured is the page after it.
    page.until(lambda _: not driver.find_elements(By.ID, "jupyterlab-splash"),
               PAGE_TIMEOUT, f"JupyterLab's splash stayed up after changing to {theme}")


def luminance(colour: tuple[float, float, float]) -> float:
    """WCAG 2.1 relative luminance of an sRGB colour (components 0–255)."""
    def linear(component: float) -> float:
        c = component / 255
        return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4
    r, g, b = (linear(c) for c in colour)
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def contrast(a: tuple[float, float, float], b: tuple[float, float, float]) -> float:
    """WCAG contrast ratio of two opaque colours, 1 to 21."""
    lighter, darker = sorted((luminance(a), luminance(b)), reverse=True)
    return (lighter + 0.05) / (darker + 0.05)


def parse(css: str) -> tuple[float, float, float, float]:
    """An `rgb(…)` or `rgba(…)` computed colour as (r, g, b, alpha)."""
    numbers = [float(n) for n in re.findall(r"[\d.]+", css)]
    if len(numbers) < 3:
        raise AssertionError(f"not a computed colour: {css!r}")
    return (*numbers[:3], numbers[3] if len(numbers) > 3 else 1.0)


def over(colour: tuple[float, float, float, float], base: tuple[float, float, float]) -> tuple[float, float, float]:
    """`colour` with its alpha composited over the opaque `base`."""
    *rgb, alpha = colour
    return tuple(alpha * c + (1 - alpha) * b for c, b in zip(rgb, base))


def chart_colours(page, svg) -> dict:
    """The colours Chromium renders for a chart: its background, each text's fill (with its
    fill opacity) and text, and the notebook's background around it."""
    return page.driver.execute_script("""
        const svg = arguments[0];
        const background = svg.querySelector('rect.background');
        const style = (e) => getComputedStyle(e);
        let around = svg.closest('.jp-OutputArea-output') || svg.parentElement;
        while (around && ['rgba(0, 0, 0, 0)', 'transparent'].includes(style(around).backgroundColor)) around = around.parentElement;
        return {
            background: background ? style(background).fill : null,
            around: around ? style(around).backgroundColor : null,
            texts: [...svg.querySelectorAll('text')].filter((t) => t.textContent.trim()).map((t) => ({
                text: t.textContent.trim(), fill: style(t).fill, opacity: parseFloat(style(t).fillOpacity) * parseFloat(style(t).opacity)})),
        };
    """, svg)


def measured(colours: dict) -> list[tuple[str, float]]:
    """Each text of the chart with its contrast against the chart's background."""
    assert colours["background"], "the chart has no background rectangle"
    background = parse(colours["background"])[:3]
    results = []
    for text in colours["texts"]:
        r, g, b, alpha = parse(text["fill"])
        results.append((text["text"], contrast(over((r, g, b, alpha * text["opacity"]), background), background)))
    return results


@pytest.mark.parametrize("theme", THEMES)
def test_the_chart_and_its_popup_keep_their_text_readable_in_each_theme(notebook, theme, screenshot):
    page = notebook
    choose_theme(page, theme)
    cell = page.code_cell(0)
    widget = page.chart_widget(cell)
    page.show(cell)
    # A theme change while the chart is on screen: hover still answers (the pointer moved off
    # the chart first, so that reaching the point is a new hover).
    ActionChains(page.driver).move_to_element(cell.find_element(By.CSS_SELECTOR, ".jp-InputArea-prompt")).perform()
    page.until(lambda _: not widget.popup.is_displayed(), HOVER_TIMEOUT, "the popup stayed after the pointer left the chart")
    page.hover(widget.point(1))
    page.until(lambda _: widget.popup.is_displayed() and widget.label.text == "Q2", HOVER_TIMEOUT,
               f"the popup did not show Q2 in {theme}")
    colours = chart_colours(page, widget.svg)
    texts = measured(colours)
    assert {"Students per quarter", "Quarter", "Students", "Q1"} <= {text for text, _ in texts}
    low = [(text, round(ratio, 2)) for text, ratio in texts if ratio < AA_TEXT]
    assert not low, f"text below WCAG AA ({AA_TEXT}:1) on the chart in {theme}: {low}"

    popup = page.driver.execute_script("""
        const popup = arguments[0], style = (e) => getComputedStyle(e);
        return {background: style(popup).backgroundColor, label: style(arguments[1]).color, value: style(arguments[2]).color};
    """, widget.popup, widget.label, widget.value)
    # The popup floats over the chart: its translucent background composited over the chart's.
    behind = over(parse(popup["background"]), parse(colours["background"])[:3])
    for part in ("label", "value"):
        ratio = contrast(over(parse(popup[part]), behind), behind)
        assert ratio >= AA_TEXT, f"the popup's {part} has contrast {ratio:.2f} in {theme}"
    around = parse(colours["around"])[:3]
    print(f"{theme}: lowest chart text contrast {min(r for _, r in texts):.2f}, popup "
          f"{contrast(over(parse(popup['value']), behind), behind):.2f}, chart background {colours['background']} "
          f"on the notebook's {colours['around']} ({contrast(parse(colours['background'])[:3], around):.2f}:1)")
    # The chart sits on the notebook's own background, not as a white block on a dark page.
    assert contrast(parse(colours["background"])[:3], around) < 1.1, \
        f"the chart's background {colours['background']} stands out on the notebook's {colours['around']} in {theme}"
    screenshot(f"theme-{THEMES[theme]}")


@pytest.mark.parametrize("position", [1, 2, 3], ids=["static-bar-chart", "scatter-plot", "grammar-chart"])
@pytest.mark.parametrize("theme", THEMES)
def test_every_chart_follows_the_theme_with_readable_text(notebook, theme, position, screenshot):
    page = notebook
    choose_theme(page, theme)
    cell = page.code_cell(position)
    page.show(cell)
    svg = page.until(lambda _: next(iter(cell.find_elements(By.CSS_SELECTOR, ".jp-OutputArea-output svg[role=img]")), None),
                     PAGE_TIMEOUT, "the chart is not in the page as an inline SVG")
    colours = chart_colours(page, svg)
    texts = measured(colours)
    assert texts, "the chart has no text"
    low = [(text, round(ratio, 2)) for text, ratio in texts if ratio < AA_TEXT]
    assert not low, f"text below WCAG AA ({AA_TEXT}:1) on chart {position} in {theme}: {low}"
    around = parse(colours["around"])[:3]
    assert contrast(parse(colours["background"])[:3], around) < 1.1, \
        f"chart {position}'s background {colours['background']} stands out on the notebook's {colours['around']} in {theme}"
    print(f"{theme}, chart {position}: lowest text contrast {min(r for _, r in texts):.2f} on {colours['background']}")
    if position == 1:
        screenshot(f"theme-static-{THEMES[theme]}")


def accessibility_tree(page) -> list[dict]:
    """Chromium's full accessibility tree of the page (DevTools' Accessibility domain)."""
    page.driver.execute_cdp_cmd("Accessibility.enable", {})
    return page.driver.execute_cdp_cmd("Accessibility.getFullAXTree", {})["nodes"]


def text_of(node: dict, key: str) -> str:
    return str(node.get(key, {}).get("value", ""))


SUMMARY = "Line graph 'Students per quarter' of 4 points: from 121 to 211, mean 166; first 121 (Q1), last 211 (Q4)."


def chart_node(page, wanted: str, timeout: float = PAGE_TIMEOUT, key: str = "name") -> dict:
    """The accessibility tree's image whose name (or, with `key="description"`, description)
    holds `wanted`."""
    def found(_):
        for node in accessibility_tree(page):
            if not node.get("ignored") and text_of(node, "role") == "image" and wanted in text_of(node, key):
                return node
        return None
    return page.until(found, timeout, f"no image whose {key} holds {wanted!r} in Chromium's accessibility tree")


def test_the_interactive_chart_is_an_image_named_by_its_title_and_described_by_its_summary(notebook):
    page = notebook
    choose_theme(page, "JupyterLab Light")
    node = chart_node(page, "Students per quarter")
    assert text_of(node, "name").startswith("Students per quarter")
    spoken = " ".join(filter(None, (text_of(node, "name"), text_of(node, "description"))))
    assert SUMMARY in spoken, f"the chart's accessible name and description say {spoken!r}"


def test_a_screen_reader_reads_the_title_then_the_summary_once(notebook):
    node = chart_node(notebook, "Students per quarter")
    assert text_of(node, "name") == "Students per quarter"
    assert text_of(node, "description") == SUMMARY
    spoken = " ".join((text_of(node, "name"), text_of(node, "description")))
    assert spoken.count(SUMMARY) == 1, f"a screen reader reads {spoken!r}"


def test_a_static_chart_is_an_image_described_by_its_summary(notebook):
    # JupyterLab shows an image/svg+xml output as an <img> without alt text; the chart's
    # text/html, which it prefers, holds the SVG inline, named by its title and description.
    cell = notebook.code_cell(1)
    notebook.until(lambda _: cell.find_elements(By.CSS_SELECTOR, ".jp-OutputArea-output svg[role=img]"), PAGE_TIMEOUT,
                   "the static chart was not shown inline")
    assert not cell.find_elements(By.CSS_SELECTOR, ".jp-OutputArea-output img"), "the static chart is an <img>"
    node = chart_node(notebook, "Bar chart of 3 categories: highest Math (33), lowest Music (9)", timeout=10,
                      key="description")
    assert text_of(node, "name"), "the static chart has no accessible name"


def data_table(page, cell) -> dict:
    """The table of a chart's data in `cell`'s output: the element the chart's figure (or
    widget) names in `aria-details`, its size as drawn, and its cells' text."""
    return page.driver.execute_script("""
        const holder = arguments[0].querySelector('[aria-details]');
        if (!holder) return null;
        const table = document.getElementById(holder.getAttribute('aria-details'));
        if (!table) return {id: holder.getAttribute('aria-details')};
        const box = table.parentElement.getBoundingClientRect();
        return {id: table.id, inside: holder.contains(table), width: box.width, height: box.height,
                caption: table.caption ? table.caption.textContent : null,
                rows: [...table.rows].map((row) => [...row.cells].map((c) => c.textContent))};
    """, cell)


def accessible_table_cells(page, table_id: str) -> list[str]:
    """The names of the cells of the table with DOM id `table_id` as Chromium's accessibility
    tree has them (empty when the tree has no table for that element)."""
    driver = page.driver
    driver.execute_cdp_cmd("Accessibility.enable", {})
    element = driver.execute_cdp_cmd("Runtime.evaluate", {"expression": f"document.getElementById({table_id!r})"})["result"]
    if "objectId" not in element:
        return []
    partial = driver.execute_cdp_cmd("Accessibility.getPartialAXTree", {"objectId": element["objectId"], "fetchRelatives": False})
    backend = next((node.get("backendDOMNodeId") for node in partial["nodes"] if text_of(node, "role") == "table"), None)
    nodes = accessibility_tree(page)
    by_id = {node["nodeId"]: node for node in nodes}
    table = next((node for node in nodes if backend is not None and node.get("backendDOMNodeId") == backend), None)
    names, pending = [], [table["nodeId"]] if table else []
    while pending:
        node = by_id.get(pending.pop(0))
        if not node:
            continue
        if text_of(node, "role").lower() in ("cell", "gridcell", "rowheader", "columnheader") and not node.get("ignored"):
            names.append(text_of(node, "name"))
        pending.extend(node.get("childIds", []))
    return names


@pytest.mark.parametrize("position, expected", [(1, [["Category", "Value"], ["Math", "33"], ["Art", "13"], ["Music", "9"]]),
                                                (0, [["Quarter", "Students"], ["Q1", "120.5"], ["Q2", "183.25"], ["Q3", "150"], ["Q4", "210.75"]])])
def test_a_chart_s_data_is_a_table_in_the_accessibility_tree_out_of_sight(notebook, position, expected):
    page = notebook
    choose_theme(page, "JupyterLab Light")
    cell = page.code_cell(position)
    # JupyterLab renders (and exposes) only the cells in view: bring the chart's into it.
    page.show(cell)
    table = page.until(lambda _: (lambda t: t if t and "rows" in t else None)(data_table(page, cell)), PAGE_TIMEOUT,
                       f"chart {position} names no table of its data in aria-details")
    assert table["inside"], "the table is not inside the chart's output"
    assert [row for row in table["rows"]] == expected, table
    assert table["width"] <= 1 and table["height"] <= 1, f"the table shows: {table['width']}×{table['height']} px"
    cells = page.until(lambda _: (lambda names: names if expected[1][0] in names else None)(accessible_table_cells(page, table["id"])),
                       PAGE_TIMEOUT, "no table of the chart's data in Chromium's accessibility tree")
    for heading in expected[0]:
        assert heading in cells, f"the accessibility tree's table lacks {heading!r}: {cells}"


RENDER_AUDIO = """
    const [root, done] = [arguments[0], arguments[arguments.length - 1]];
    const graph = root.chartscriptAudioGraph, plan = graph.plan(), rate = 44100;
    const context = new OfflineAudioContext(1, Math.ceil((plan.duration + 0.1) * rate), rate);
    graph.schedule(context, 0);
    context.startRendering().then((buffer) => {
        const samples = buffer.getChannelData(0);
        const measure = (from, to) => {
            let crossings = 0, energy = 0;
            const first = Math.round(from * rate), last = Math.round(to * rate);
            for (let i = first + 1; i < last; i++) {
                if ((samples[i - 1] < 0) !== (samples[i] < 0)) crossings++;
                energy += samples[i] * samples[i];
            }
            return {frequency: crossings / 2 / (to - from), rms: Math.sqrt(energy / Math.max(1, last - first))};
        };
        done({planned: plan.tones.map((t) => t.frequency), values: plan.tones.map((t) => t.value),
              heard: plan.tones.map((t) => measure(t.start + 0.02, t.start + plan.tone - 0.02)),
              gaps: plan.tones.slice(1).map((t) => measure(t.start - 0.025, t.start - 0.005).rms)});
    }, (error) => done({error: String(error)}));
"""


def test_the_audio_graph_plays_each_value_as_a_tone_whose_pitch_rises_with_it(notebook):
    # The same tones the P key plays, rendered into an OfflineAudioContext and measured.
    widget = notebook.chart_widget(notebook.code_cell(0))
    notebook.driver.set_script_timeout(30)
    audio = notebook.driver.execute_async_script(RENDER_AUDIO, widget.root)
    assert "error" not in audio, audio
    assert audio["values"] == [120.5, 183.25, 150.0, 210.75]
    for planned, heard in zip(audio["planned"], audio["heard"]):
        assert heard["rms"] > 0.05, f"a tone is silent: {audio}"
        assert abs(heard["frequency"] - planned) / planned < 0.05, f"heard {heard['frequency']:.0f} Hz for {planned:.0f} Hz"
    heard = [tone["frequency"] for tone in audio["heard"]]
    assert sorted(range(4), key=lambda i: heard[i]) == sorted(range(4), key=lambda i: audio["values"][i]), \
        f"the pitches {heard} do not follow the values {audio['values']}"
    assert min(audio["planned"]) == pytest.approx(220) and max(audio["planned"]) == pytest.approx(880)
    assert all(gap < 0.01 for gap in audio["gaps"]), f"the tones run together: {audio['gaps']}"


def test_the_p_key_plays_and_stops_the_audio_graph_and_says_so(notebook):
    page = notebook
    widget = page.chart_widget(page.code_cell(0))
    page.show(widget.root)
    status = widget.root.find_element(By.CSS_SELECTOR, ".chartscript-audio-status")
    assert status.get_attribute("role") == "status"
    page.driver.execute_script("arguments[0].focus()", widget.root)
    ActionChains(page.driver).send_keys("p").perform()
    page.until(lambda _: "Audio graph: Series 1, 4 values; low pitch 120.5, high pitch 210.75" in status.get_attribute("textContent"),
               HOVER_TIMEOUT, f"the audio graph did not start: {status.get_attribute('textContent')!r}")
    ActionChains(page.driver).send_keys("p").perform()
    page.until(lambda _: status.get_attribute("textContent") == "Audio graph stopped.", HOVER_TIMEOUT, "the audio graph did not stop")
    assert "P" in (widget.root.get_attribute("aria-keyshortcuts") or "").split()


def test_the_arrow_keys_move_the_hover_from_point_to_point_and_the_popup_is_announced(notebook, screenshot):
    page = notebook
    choose_theme(page, "JupyterLab Light")
    cell = page.code_cell(0)
    widget = page.chart_widget(cell)
    page.show(cell)
    ActionChains(page.driver).move_to_element(cell.find_element(By.CSS_SELECTOR, ".jp-InputArea-prompt")).perform()
    page.until(lambda _: not widget.popup.is_displayed(), HOVER_TIMEOUT, "the popup stayed after the pointer left the chart")
    assert widget.root.get_attribute("tabindex") == "0", "the chart does not take keyboard focus"
    assert (widget.popup.get_attribute("role"), widget.popup.get_attribute("aria-live")) == ("status", "polite")
    page.driver.execute_script("arguments[0].focus()", widget.root)
    focused = lambda: page.driver.execute_script("return document.activeElement === arguments[0]", widget.root)
    assert focused()
    for key, label, value in [(Keys.ARROW_RIGHT, "Q1", "120.5"), (Keys.ARROW_RIGHT, "Q2", "183.25"), (Keys.END, "Q4", "210.75"),
                              (Keys.ARROW_LEFT, "Q3", "150"), (Keys.HOME, "Q1", "120.5")]:
        ActionChains(page.driver).send_keys(key).perform()
        page.until(lambda _: widget.popup.is_displayed() and (widget.label.text, widget.value.text) == (label, value),
                   HOVER_TIMEOUT, f"the popup did not show {label} {value} after {key!r}")
        # The notebook kept the key to the chart (it did not move to another cell).
        assert focused(), "the chart lost the focus to the notebook"
    screenshot("keyboard-hover")
    ActionChains(page.driver).send_keys(Keys.ESCAPE).perform()
    page.until(lambda _: not widget.popup.is_displayed(), HOVER_TIMEOUT, "Escape did not hide the popup")


@pytest.mark.parametrize("position, steps", [
    (2, [(Keys.ARROW_RIGHT, "1", "120.5"), (Keys.ARROW_RIGHT, "2", "183.25"), (Keys.END, "4", "210.75"),
         (Keys.ARROW_LEFT, "3", "150"), (Keys.HOME, "1", "120.5")]),
    (3, [(Keys.ARROW_RIGHT, "Jan", "12"), (Keys.END, "Mar", "9"), (Keys.ARROW_LEFT, "Feb", "18")]),
    (4, [(Keys.ARROW_RIGHT, "Small", "28"), (Keys.ARROW_RIGHT, "Big", "70"), (Keys.END, "Tiny", "2"), (Keys.ARROW_LEFT, "Big", "70")]),
], ids=["scatter-plot", "grammar-chart", "pie-with-a-slice-past-half"])
def test_the_arrow_keys_step_through_the_marks_of_charts_the_layout_engine_draws(notebook, position, steps):
    page = notebook
    choose_theme(page, "JupyterLab Light")
    cell = page.code_cell(position)
    widget = page.chart_widget(cell)
    page.show(cell)
    page.driver.execute_script("arguments[0].focus()", widget.root)
    for key, label, value in steps:
        ActionChains(page.driver).send_keys(key).perform()
        page.until(lambda _: widget.popup.is_displayed() and (widget.label.text, widget.value.text) == (label, value),
                   HOVER_TIMEOUT, f"the popup did not show {label} {value} after {key!r}")
    ActionChains(page.driver).send_keys(Keys.ESCAPE).perform()
    page.until(lambda _: not widget.popup.is_displayed(), HOVER_TIMEOUT, "Escape did not hide the popup")
