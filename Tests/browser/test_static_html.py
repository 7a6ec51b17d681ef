"""The course read without a kernel: each saved notebook converted to HTML by nbconvert, as a
reader without Jupyter gets it, opened in Chromium: every chart, the interactive ones
included, and every colour editor's picture is a picture the browser decodes (or, for a chart's
HTML, lays out inline) and draws at its size."""
from __future__ import annotations

from pathlib import Path

import re

import nbformat
import pytest
from nbconvert import HTMLExporter
from selenium.webdriver.support.ui import WebDriverWait

from chart_outputs import chart_svg, picture_svg
from kernel_install import REPOSITORY

NOTEBOOKS = sorted((REPOSITORY / "notebooks").glob("*.ipynb"))
LOAD_TIMEOUT = 30
# Where the screenshots look: the cell showing an interactive chart, a pie with its legend, and a
# bar chart with the picture of its colour editor.
SCREENSHOTS = {"04-reading-values.ipynb": "interactive(graph)\n", "07-the-same-data-as-a-pie.ipynb": "pie.legend.columns = 2",
               "12-the-colour-editor.ipynb": "ColorEditor(bars, \\.barColors[2])"}
SVG_SIZE = re.compile(r'<svg[^>]*\swidth="([0-9.]+)"[^>]*\sheight="([0-9.]+)"')


def html_file(path: Path, folder: Path, theme: str = "light") -> Path:
    """The saved notebook as nbconvert's "lab" HTML in its light or dark theme, written to `folder`."""
    html, _ = HTMLExporter(template_name="lab", theme=theme).from_notebook_node(nbformat.read(path, as_version=4))
    target = folder / f"{path.stem}-{theme}.html"
    target.write_text(html, encoding="utf-8")
    return target


def saved_picture_sizes(path: Path) -> list[dict]:
    """The width and height of each SVG picture saved in the notebook, in order, as its `<svg>`
    element declares them."""
    notebook = nbformat.read(path, as_version=4)
    sizes = []
    for cell in notebook.cells:
        for output in cell.get("outputs", []):
            svg = chart_svg(output.get("data", {})) or picture_svg(output.get("data", {}))
            if svg is not None:
                match = SVG_SIZE.search(svg)
                assert match, f"{path.name}: a picture without its size"
                sizes.append({"width": round(float(match.group(1))), "height": round(float(match.group(2)))})
    return sizes


def charts_drawn(browser) -> list[dict]:
    """Each SVG picture of the page, in order: whether the browser decoded it (an image) or laid
    it out (a chart's HTML, the SVG inline), and its size."""
    return browser.execute_script("""
        const pictures = 'img[src^="data:image/svg+xml"]:not(.chartscript-picture-dark), div.chartscript-chart-output > div.chartscript-picture > svg';
        return [...document.querySelectorAll(pictures)].map((picture) => {
            if (picture.tagName.toLowerCase() === 'img') {
                return {loaded: picture.complete && picture.naturalWidth > 0, width: picture.naturalWidth, height: picture.naturalHeight};
            }
            const box = picture.getBoundingClientRect();
            return {loaded: box.width > 0 && box.height > 0 && picture.querySelectorAll('text, path, rect').length > 0,
                    width: Math.round(box.width), height: Math.round(box.height)};
        });
    """)


@pytest.mark.parametrize("path", NOTEBOOKS, ids=[p.name for p in NOTEBOOKS])
def test_every_chart_of_the_html_is_drawn(path: Path, browser, tmp_path, screenshot):
    browser.get(html_file(path, tmp_path).as_uri())
    WebDriverWait(browser, LOAD_TIMEOUT).until(lambda driver: driver.execute_script("return document.readyState === 'complete'"))
    drawn = charts_drawn(browser)
    assert all(chart["loaded"] for chart in drawn), drawn
    assert [{"width": chart["width"], "height": chart["height"]} for chart in drawn] == saved_picture_sizes(path)
    if path.name in SCREENSHOTS:
        browser.execute_script("""
            const cell = [...document.querySelectorAll('.jp-CodeCell')].find((c) => c.innerText.includes(arguments[0]));
            cell.scrollIntoView({block: 'start'});
        """, SCREENSHOTS[path.name].strip())
        screenshot(f"html-{path.stem}")


def test_a_widgets_picture_follows_the_dark_theme(browser, tmp_path, screenshot):
    # A widget's picture is an <img>, which a page's styles cannot recolour: it comes drawn for a
    # light and for a dark page, and nbconvert's dark theme shows the dark one alone.
    path = REPOSITORY / "notebooks" / "12-the-colour-editor.ipynb"
    for theme, shown in (("light", "chartscript-picture-light"), ("dark", "chartscript-picture-dark")):
        browser.get(html_file(path, tmp_path, theme).as_uri())
        WebDriverWait(browser, LOAD_TIMEOUT).until(lambda driver: driver.execute_script("return document.readyState === 'complete'"))
        pictures = browser.execute_script("""
            return [...document.querySelectorAll('.chartscript-picture-pair')].map((pair) =>
                [...pair.querySelectorAll('img')].filter((img) => getComputedStyle(img).display !== 'none' && img.getBoundingClientRect().width > 0)
                    .map((img) => ({classes: img.className, loaded: img.complete && img.naturalWidth > 0, alt: img.alt})));
        """)
        assert pictures, f"the {theme} HTML has no widget picture"
        for shown_images in pictures:
            assert [image["classes"].split()[-1] for image in shown_images] == [shown], f"{theme}: {shown_images}"
            assert shown_images[0]["loaded"] and shown_images[0]["alt"].startswith("Color editor"), shown_images
        if theme == "dark":
            browser.execute_script("document.querySelector('.chartscript-picture-pair').scrollIntoView({block: 'center'})")
            screenshot("html-colour-editor-dark")
