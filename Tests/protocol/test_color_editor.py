"""The colour editor (seed 003) on a real kernel: the ipywidgets models it opens, a slider's
comm message answered by update_display_data of the chart (no new output), the edit readable
in the next cell, and garbage slider values refused."""
from __future__ import annotations

from chart_outputs import chart_svg, shows_chart
import statistics
import time

import pytest

from helpers import drain_iopub, execute, iopub_until_idle, processor_seconds
from samples import SAMPLES, SCRIPTED
from slowdown import scaled

pytestmark = pytest.mark.skipif(SAMPLES is SCRIPTED, reason="the colour editor is part of the chart language")

VIEW_MIME = "application/vnd.jupyter.widget-view+json"


@pytest.fixture(scope="module")
def editor(kernel):
    """A line graph and its colour editor shown: the client, the opened models by name, the
    chart's display id and the IOPub messages of the cell."""
    _, client = kernel
    reply, _ = execute(client, 'var graph = LineGraph([12, 19, 25, 31, 28, 35], labels: ["Jan", "Feb", "Mar", "Apr", "May", "Jun"])')
    assert reply["content"]["status"] == "ok"
    reply, messages = execute(client, "ColorEditor(graph, \\.lineColor)")
    assert reply["content"]["status"] == "ok", reply["content"]
    models: dict[str, list[dict]] = {}
    for message in messages:
        if message["msg_type"] == "comm_open":
            content = message["content"]
            assert content["target_name"] == "jupyter.widget"
            assert message["metadata"]["version"] == "2.1.0"
            models.setdefault(content["data"]["state"]["_model_name"], []).append(content)
    displays = [m for m in messages if m["msg_type"] == "display_data"]
    return client, models, displays, messages


def slider_update(client, comm_id: str, value) -> tuple[list[dict], float]:
    """Sends the update a dragged FloatSlider sends; returns the IOPub messages it caused and
    the seconds until the chart's update_display_data arrived."""
    drain_iopub(client, timeout=0.05)
    message = client.session.msg("comm_msg", {"comm_id": comm_id,
                                              "data": {"method": "update", "state": {"value": value}, "buffer_paths": []}})
    started = time.perf_counter()
    client.shell_channel.send(message)
    collected, updated = [], None
    for received in iopub_until_idle(client, message["header"]["msg_id"]):
        collected.append(received)
        if received["msg_type"] == "update_display_data" and updated is None:
            updated = time.perf_counter() - started
    return collected, updated if updated is not None else float("inf")


def test_the_chart_is_shown_under_a_display_id_then_three_sliders_and_a_swatch(editor):
    _, models, displays, messages = editor
    assert len(displays) == 1 and shows_chart(displays[0]["content"]["data"])
    assert displays[0]["content"]["transient"]["display_id"]
    sliders = models["FloatSliderModel"]
    assert [s["data"]["state"]["description"] for s in sliders] == ["Red", "Green", "Blue"]
    for slider in sliders:
        state = slider["data"]["state"]
        assert state["_model_module"] == "@jupyter-widgets/controls" and state["_model_module_version"] == "2.0.0"
        assert (state["min"], state["max"], state["value"]) == (0, 1, 0.5)
        assert state["continuous_update"] is True and state["readout_format"] == ".2f"
    assert len(models["HTMLModel"]) == 1 and len(models["HBoxModel"]) == 1 and len(models["VBoxModel"]) == 1
    result = [m for m in messages if m["msg_type"] == "execute_result"][0]["content"]["data"]
    assert result[VIEW_MIME]["model_id"] == models["HBoxModel"][0]["comm_id"]
    assert result["text/plain"] == "Color editor for graph.lineColor: red 0.50, green 0.50, blue 0.50 (#808080)"


def test_a_slider_redraws_the_chart_in_place_and_the_next_cell_reads_the_colour(editor):
    client, models, displays, _ = editor
    display_id = displays[0]["content"]["transient"]["display_id"]
    red = models["FloatSliderModel"][0]["comm_id"]
    swatch = models["HTMLModel"][0]["comm_id"]
    messages, _ = slider_update(client, red, 1.0)
    kinds = [m["msg_type"] for m in messages]
    assert "display_data" not in kinds and "execute_result" not in kinds, "no new output"
    updates = [m for m in messages if m["msg_type"] == "update_display_data"]
    assert len(updates) == 1 and updates[0]["content"]["transient"]["display_id"] == display_id
    assert 'stroke="#FF8080"' in chart_svg(updates[0]["content"]["data"])
    swatch_updates = [m for m in messages if m["msg_type"] == "comm_msg" and m["content"]["comm_id"] == swatch]
    assert "#FF8080" in swatch_updates[-1]["content"]["data"]["state"]["value"]
    reply, cell = execute(client, "graph.lineColor!.hexString")
    assert [m["content"]["data"]["text/plain"] for m in cell if m["msg_type"] == "execute_result"] == ['"#FF8080"']


#: A frame at 60 Hz, in seconds.
FRAME = 1 / 60
#: Slider updates sent one after another, as a drag sends them.
DRAG_STEPS = 40


def test_dragging_redraws_within_a_frame(kernel, editor):
    """A redraw costs the kernel less than a frame of processor time: the kernel's user and
    system time over 40 updates (from /proc, so other processes on the cores do not count),
    divided by 40. The wall clock cannot bound that without racing a loaded machine: with other
    work on both cores, a redraw waits for a core however little it costs. It bounds what only
    the kernel can cause: an update held back (by a timer, a debounce, a later message) shows in
    the wall clock, so the median update arrives within ten frames (19 ms measured for a debug
    kernel with both cores busy)."""
    manager, _ = kernel
    client, models, _, _ = editor
    green = models["FloatSliderModel"][1]["comm_id"]
    pid = manager.provisioner.process.pid
    delays = []
    before = processor_seconds(pid)
    for step in range(DRAG_STEPS):
        _, delay = slider_update(client, green, round(step / DRAG_STEPS, 3))
        delays.append(delay)
    per_update = (processor_seconds(pid) - before) / DRAG_STEPS
    median = statistics.median(delays)
    print(f"slider update to update_display_data: {per_update * 1000:.1f} ms of the kernel's processor time each, "
          f"wall clock median {median * 1000:.1f} ms, max {max(delays) * 1000:.1f} ms")
    assert per_update < scaled(FRAME), f"a redraw took {per_update * 1000:.1f} ms of processor time, longer than a frame"
    assert median < scaled(10 * FRAME), f"median {median * 1000:.1f} ms: the updates wait for something"


@pytest.mark.parametrize("garbage", ["0.7", 1.5, -0.25, None, [1], {"value": 1}, "NaN"])
def test_garbage_slider_values_are_refused_and_the_slider_goes_back(editor, garbage):
    client, models, _, _ = editor
    blue = models["FloatSliderModel"][2]["comm_id"]
    before = execute(client, "graph.lineColor!.blue")[1]
    messages, _ = slider_update(client, blue, garbage)
    assert not [m for m in messages if m["msg_type"] == "update_display_data"], "no redraw"
    answers = [m["content"]["data"] for m in messages if m["msg_type"] == "comm_msg" and m["content"]["comm_id"] == blue]
    assert answers and answers[-1]["method"] == "update" and answers[-1]["state"]["value"] == 0.5
    after = execute(client, "graph.lineColor!.blue")[1]
    value = lambda cell: [m["content"]["data"]["text/plain"] for m in cell if m["msg_type"] == "execute_result"]
    assert value(before) == value(after) == ["0.5"]


def test_a_colour_variable_and_a_key_path_with_a_subscript(kernel):
    _, client = kernel
    execute(client, 'var bars = BarChart(categories: ["Math", "Art", "Music"], values: [31, 12, 8])\n'
                    'bars.barColors = [.red, .green, .blue]\nvar accent = Color(white: 0.2)')
    for code, read, expected in [("ColorEditor(bars, \\.barColors[2])", "bars.barColors[2].red", "1.0"),
                                 ("ColorEditor(accent)", "accent.red", "1.0")]:
        reply, messages = execute(client, code)
        assert reply["content"]["status"] == "ok", reply["content"]
        red = [m for m in messages if m["msg_type"] == "comm_open"
               and m["content"]["data"]["state"]["_model_name"] == "FloatSliderModel"][0]["content"]["comm_id"]
        slider_update(client, red, 1.0)
        cell = execute(client, read)[1]
        assert [m["content"]["data"]["text/plain"] for m in cell if m["msg_type"] == "execute_result"] == [expected]
