"""Snapshots and export on a real kernel: png(scale:) gives a PNG the front end shows, equal
to the chart's SVG rasterised at the same size; a cell writes .svg and .png files beside the
notebook; includePNGInDisplays() puts image/png beside every chart's SVG."""
from __future__ import annotations

from chart_outputs import chart_svg, shows_chart
import base64
import io
import subprocess
from pathlib import Path

import pytest
from PIL import Image, ImageChops

from helpers import execute
from samples import SAMPLES, SCRIPTED
import conftest

pytestmark = pytest.mark.skipif(SAMPLES is SCRIPTED, reason="export is part of the chart language")

PNG_SIGNATURE = b"\x89PNG\r\n\x1a\n"
CHART = 'var bars = BarChart(categories: ["Math", "Physics", "Art"], values: [31, 24, 12])\nbars.title = "Enrollment"'


@pytest.fixture()
def kernel_in(tmp_path):
    """A kernel started in a temporary folder (a notebook's own folder)."""
    from jupyter_client.manager import start_new_kernel

    manager, client = start_new_kernel(kernel_name=conftest.KERNEL_NAME, startup_timeout=30, cwd=str(tmp_path))
    yield client
    client.stop_channels()
    manager.shutdown_kernel(now=True)


def result_data(messages: list[dict]) -> dict:
    return [m for m in messages if m["msg_type"] == "execute_result"][0]["content"]["data"]


def rasterised(svg: str, width: int, height: int, folder: Path) -> Image.Image:
    """`svg` drawn by rsvg-convert at width × height."""
    source, target = folder / "reference.svg", folder / "reference.png"
    source.write_text(svg, encoding="utf-8")
    subprocess.run(["rsvg-convert", "--width", str(width), "--height", str(height), str(source), "-o", str(target)], check=True)
    return Image.open(target).convert("RGBA")


def assert_same_picture(first: Image.Image, second: Image.Image) -> None:
    assert first.size == second.size
    difference = ImageChops.difference(first, second).convert("L")
    changed = sum(difference.histogram()[9:])
    assert changed / (first.size[0] * first.size[1]) < 0.001, f"{changed} pixels differ"


def test_png_is_shown_and_matches_the_svg_rasterised_at_the_same_size(kernel_in, tmp_path):
    assert execute(kernel_in, CHART)[0]["content"]["status"] == "ok"
    svg = chart_svg(result_data(execute(kernel_in, "bars")[1]))
    data = result_data(execute(kernel_in, "try bars.png(scale: 2)")[1])
    png = base64.b64decode(data["image/png"])
    assert png.startswith(PNG_SIGNATURE)
    picture = Image.open(io.BytesIO(png)).convert("RGBA")
    assert picture.size == (1280, 800)
    assert data["text/plain"] == f"PNG image, 1280 × 800 pixels, {len(png)} bytes"
    assert_same_picture(picture, rasterised(svg, 1280, 800, tmp_path))


def test_a_cell_writes_both_files_beside_the_notebook(kernel_in, tmp_path):
    execute(kernel_in, CHART)
    svg = chart_svg(result_data(execute(kernel_in, "bars")[1]))
    reply, messages = execute(kernel_in, 'try bars.write(to: "chart.svg")\ntry bars.write(to: "chart.png")')
    assert reply["content"]["status"] == "ok", reply["content"]
    assert (tmp_path / "chart.svg").read_text(encoding="utf-8") == svg
    png = (tmp_path / "chart.png").read_bytes()
    assert png.startswith(PNG_SIGNATURE)
    assert Image.open(tmp_path / "chart.png").size == (640, 400)
    assert_same_picture(Image.open(tmp_path / "chart.png").convert("RGBA"), rasterised(svg, 640, 400, tmp_path))


def test_an_unwritable_file_is_an_error_naming_it(kernel_in):
    execute(kernel_in, CHART)
    reply, _ = execute(kernel_in, 'try bars.write(to: "missing-folder/chart.png")')
    assert reply["content"]["status"] == "error"
    assert "could not write missing-folder/chart.png: No such file or directory" in reply["content"]["evalue"]


def test_include_png_in_displays_adds_image_png_beside_the_svg(kernel_in):
    execute(kernel_in, CHART)
    assert "image/png" not in result_data(execute(kernel_in, "bars")[1])
    execute(kernel_in, "includePNGInDisplays()")
    data = result_data(execute(kernel_in, "bars")[1])
    assert shows_chart(data) and base64.b64decode(data["image/png"]).startswith(PNG_SIGNATURE)
