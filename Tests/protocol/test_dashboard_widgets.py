"""The widgets a dashboard is made of, on the real kernel over the widget protocol: a
`Dropdown` (ipywidgets' DropdownModel) whose choice runs the cell's onChange, an
`InteractiveChart` whose chart a closure replaces (the view's model gets the new SVG), and a
`ColorEditor` whose onChange hears each colour. Wrong messages from the front end are refused
and the kernel goes on."""
from __future__ import annotations

from chart_outputs import picture_svg
import re

import pytest

from helpers import drain_iopub, execute, iopub_until_idle

SETUP = """var readout: [String] = []
func bars(_ counts: [Int]) -> BarChart {
    var chart = BarChart(categories: ["Math", "Art", "Music"], values: counts.map(Double.init))
    chart.title = "Counts \\(counts)"
    return chart
}
let view = InteractiveChart(bars([1, 2, 3]))
view"""

DROPDOWN = """let picker = try Dropdown(["small", "large"], selection: "small", description: "Size") { size in
    readout.append(size)
    view.chart = bars(size == "large" ? [10, 20, 30] : [1, 2, 3])
}
picker"""


def send_comm_msg(client, comm_id: str, data: dict) -> list[dict]:
    """Sends a comm_msg; returns its IOPub messages, busy first and idle last."""
    drain_iopub(client, timeout=0.05)
    message = client.session.msg("comm_msg", {"comm_id": comm_id, "data": data})
    client.shell_channel.send(message)
    messages = iopub_until_idle(client, message["header"]["msg_id"])
    assert messages[0]["content"]["execution_state"] == "busy" and messages[-1]["content"]["execution_state"] == "idle"
    return messages


def updates_to(messages: list[dict], comm_id: str) -> list[dict]:
    """The states of the `update` comm_msgs the kernel sent to `comm_id`."""
    return [m["content"]["data"]["state"] for m in messages if m["msg_type"] == "comm_msg"
            and m["content"]["comm_id"] == comm_id and m["content"]["data"].get("method") == "update"]


def printed(client, expression: str) -> str:
    _, messages = execute(client, f"print({expression})")
    return "".join(m["content"]["text"] for m in messages if m["msg_type"] == "stream")


def svg_title(svg: str) -> str:
    return re.search(r"<title[^>]*>([^<]*)</title>", svg).group(1)


@pytest.fixture(scope="module")
def dashboard(kernel):
    """The chart view and the dropdown shown; returns the client and their comm_opens' contents."""
    _, client = kernel
    reply, messages = execute(client, SETUP)
    assert reply["content"]["status"] == "ok"
    chart = [m["content"] for m in messages if m["msg_type"] == "comm_open"][0]
    reply, messages = execute(client, DROPDOWN)
    assert reply["content"]["status"] == "ok", reply["content"]
    dropdown = [m["content"] for m in messages if m["msg_type"] == "comm_open"
                if m["content"]["data"]["state"].get("_model_name") == "DropdownModel"][0]
    return client, chart, dropdown, messages


def test_the_chart_view_is_an_anywidget_with_the_charts_picture(dashboard):
    _, chart, _, _ = dashboard
    state = chart["data"]["state"]
    assert (state["_model_module"], state["_model_name"]) == ("anywidget", "AnyModel")
    assert svg_title(state["svg"]) == "Counts [1, 2, 3]"
    assert "change:svg" in state["_esm"]


def test_the_dropdown_is_ipywidgets_dropdown_model_with_its_picture(dashboard):
    client, _, dropdown, messages = dashboard
    state = dropdown["data"]["state"]
    assert (state["_model_module"], state["_model_module_version"]) == ("@jupyter-widgets/controls", "2.0.0")
    assert (state["_view_name"], state["_options_labels"], state["index"], state["description"]) == \
        ("DropdownView", ["small", "large"], 0, "Size")
    assert state["layout"].startswith("IPY_MODEL_") and state["style"].startswith("IPY_MODEL_")
    result = [m["content"]["data"] for m in messages if m["msg_type"] == "execute_result"][0]
    view = result["application/vnd.jupyter.widget-view+json"]
    assert view["model_id"] == dropdown["comm_id"]
    picture = picture_svg(result)
    assert picture and "small" in picture and "Size" in picture
    # The picture's text alternative says the choice (JupyterLab showed image/svg+xml without alt).
    assert 'alt="Dropdown Size: small selected, of ' in result["text/html"], result["text/html"][:300]
    # onChange ran once when the dropdown was first shown, with the selection.
    assert printed(client, "readout") == '["small"]\n'


def test_choosing_an_option_runs_onchange_and_redraws_the_chart_view(dashboard):
    client, chart, dropdown, _ = dashboard
    messages = send_comm_msg(client, dropdown["comm_id"], {"method": "update", "state": {"index": 1}, "buffer_paths": []})
    redraws = updates_to(messages, chart["comm_id"])
    assert len(redraws) == 1 and svg_title(redraws[0]["svg"]) == "Counts [10, 20, 30]"
    assert printed(client, "picker.selection, readout") == 'large ["small", "large"]\n'
    assert printed(client, "view.chart.title ?? \"\"") == "Counts [10, 20, 30]\n"


def test_hovering_the_replaced_chart_hits_its_bars(dashboard):
    client, chart, _, _ = dashboard
    svg = printed(client, "try view.chart.svg")
    bar = re.search(r'<(?:rect|path)\b[^>]*data-index="2"[^>]*>', svg)
    assert bar, "no third bar in the SVG"
    attributes = dict(re.findall(r'([\w-]+)="([^"]*)"', bar.group(0)))
    x = float(attributes["x"]) + float(attributes["width"]) / 2
    y = float(attributes["y"]) + float(attributes["height"]) / 2
    messages = send_comm_msg(client, chart["comm_id"], {"method": "custom", "content": {"type": "hover", "x": x, "y": y}})
    hits = [m["content"]["data"]["content"] for m in messages if m["msg_type"] == "comm_msg"]
    assert hits and (hits[0]["type"], hits[0]["index"], hits[0]["value"]) == ("hit", 2, 30.0)


@pytest.mark.parametrize("index", [7, -1, "large", None, 1.5])
def test_an_index_outside_the_options_is_refused_and_sent_back(dashboard, index):
    client, chart, dropdown, _ = dashboard
    before = printed(client, "picker.selection, readout.count")
    messages = send_comm_msg(client, dropdown["comm_id"], {"method": "update", "state": {"index": index}, "buffer_paths": []})
    assert updates_to(messages, dropdown["comm_id"]) == [{"index": 1}]
    assert not updates_to(messages, chart["comm_id"])
    assert printed(client, "picker.selection, readout.count") == before


def test_a_dropdown_needs_options_and_a_selection_among_them(kernel):
    _, client = kernel
    for code, words in (('try Dropdown([], onChange: { _ in })', "at least one option"),
                        ('try Dropdown(["a", "b"], selection: "c", onChange: { _ in })', '"c" is not one of')):
        reply, messages = execute(client, code)
        assert reply["content"]["status"] == "error" and words in reply["content"]["evalue"]
    _, messages = execute(client, 'do { _ = try Dropdown([], onChange: { _ in }) } catch { print("caught", error) }')
    assert [m["content"]["text"] for m in messages if m["msg_type"] == "stream"] == \
        ["caught a Dropdown needs at least one option\n"]


def test_an_onchange_that_fails_is_reported_and_the_choice_kept(kernel):
    _, client = kernel
    reply, messages = execute(client, """struct Refused: Error {}
var calls = 0
let strict = try Dropdown(["a", "b"]) { choice in
    calls += 1
    if choice == "b" { throw Refused() }
}
strict""")
    assert reply["content"]["status"] == "ok"
    comm_id = [m["content"]["comm_id"] for m in messages if m["msg_type"] == "comm_open"
               if m["content"]["data"]["state"].get("_model_name") == "DropdownModel"][0]
    messages = send_comm_msg(client, comm_id, {"method": "update", "state": {"index": 1}, "buffer_paths": []})
    errors = [m["content"]["text"] for m in messages if m["msg_type"] == "stream" and m["content"]["name"] == "stderr"]
    assert errors and "Dropdown onChange failed" in errors[0]
    assert printed(client, "strict.selection, calls") == "b 2\n"


def test_the_colour_editors_onchange_hears_each_colour(kernel):
    _, client = kernel
    reply, messages = execute(client, """var accent = Color(red: 0.5, green: 0.5, blue: 0.5)
var heard: [String] = []
ColorEditor(accent) { color in heard.append(color.hexString) }""")
    assert reply["content"]["status"] == "ok"
    red = [m["content"]["comm_id"] for m in messages if m["msg_type"] == "comm_open"
           if m["content"]["data"]["state"].get("description") == "Red"][0]
    send_comm_msg(client, red, {"method": "update", "state": {"value": 1.0}, "buffer_paths": []})
    send_comm_msg(client, red, {"method": "update", "state": {"value": 2.0}, "buffer_paths": []})  # refused
    assert printed(client, "heard, accent.hexString") == '["#FF8080"] #FF8080\n'
