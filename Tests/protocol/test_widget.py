"""The interactive chart widget on a real kernel: the comm_open of an anywidget model, the
widget view in display_data, and hover messages answered with the closest data point."""
from __future__ import annotations

from chart_outputs import chart_svg
import re
import time

import pytest

from helpers import drain_iopub, execute, iopub_until_idle
from samples import SAMPLES
from slowdown import scaled

pytestmark = pytest.mark.skipif(SAMPLES.get("interactive_chart") is None,
                                reason="the language has no interactive chart sample")

VIEW_MIME = "application/vnd.jupyter.widget-view+json"


def point_pixel(svg: str, index: int) -> tuple[float, float]:
    """The centre of the point circle with `data-index` equal to `index` in the first series."""
    for tag in re.findall(r"<circle\b[^>]*>", svg):
        attributes = dict(re.findall(r'([\w-]+)="([^"]*)"', tag))
        if attributes.get("data-index") == str(index) and attributes.get("data-series", "0") == "0":
            return float(attributes["cx"]), float(attributes["cy"])
    raise AssertionError(f"no circle for index {index} in the SVG")


def send_comm_msg(client, comm_id: str, data: dict) -> list[dict]:
    """Sends a comm_msg; returns the IOPub messages it caused, busy first and idle last."""
    drain_iopub(client, timeout=0.05)
    message = client.session.msg("comm_msg", {"comm_id": comm_id, "data": data})
    client.shell_channel.send(message)
    messages = iopub_until_idle(client, message["header"]["msg_id"])
    assert messages[0]["msg_type"] == "status" and messages[0]["content"]["execution_state"] == "busy"
    assert messages[-1]["content"]["execution_state"] == "idle"
    return messages


def comm_answers(messages: list[dict], comm_id: str) -> list[dict]:
    """The data of the comm_msg replies on `comm_id`."""
    return [m["content"]["data"] for m in messages if m["msg_type"] == "comm_msg" and m["content"]["comm_id"] == comm_id]


def open_sample_widget(client, sample: str) -> dict:
    """Runs the sample cell `sample` (skipping when the language has none); returns the
    content of the comm_open of the interactive chart it shows."""
    code = SAMPLES.get(sample)
    if code is None:
        pytest.skip(f"the language has no {sample} sample")
    reply, messages = execute(client, code)
    assert reply["content"]["status"] == "ok"
    return [m for m in messages if m["msg_type"] == "comm_open"][0]["content"]


def hover_data(x: float, y: float) -> dict:
    """A widget's custom hover message at (x, y)."""
    return {"method": "custom", "content": {"type": "hover", "x": x, "y": y}}


@pytest.fixture(scope="module")
def widget(kernel):
    """Runs the interactive chart cell; returns the client, the comm_open's content (with the
    message's metadata under "metadata") and the display_data's content."""
    _, client = kernel
    reply, messages = execute(client, SAMPLES["interactive_chart"])
    assert reply["content"]["status"] == "ok"
    opens = [m for m in messages if m["msg_type"] == "comm_open"]
    displays = [m for m in messages if m["msg_type"] == "display_data"]
    assert len(opens) == 1 and len(displays) == 1
    return client, {**opens[0]["content"], "metadata": opens[0]["metadata"]}, displays[0]["content"]


def test_the_cell_opens_an_anywidget_model(widget):
    _, opened, _ = widget
    assert opened["target_name"] == "jupyter.widget"
    assert opened["metadata"]["version"] == "2.1.0"
    assert opened["data"]["buffer_paths"] == []
    state = opened["data"]["state"]
    assert (state["_model_module"], state["_model_name"]) == ("anywidget", "AnyModel")
    assert (state["_view_module"], state["_view_name"]) == ("anywidget", "AnyView")
    assert state["_model_module_version"] == state["_view_module_version"] == "~0.11.*"
    assert "export default" in state["_esm"] and "msg:custom" in state["_esm"]
    assert state["svg"].lstrip().startswith(("<svg", "<?xml"))


def test_the_cell_displays_the_widget_view(widget):
    _, opened, display = widget
    view = display["data"][VIEW_MIME]
    assert view == {"model_id": opened["comm_id"], "version_major": 2, "version_minor": 1}
    assert display["data"]["text/plain"]


def test_the_widgets_view_carries_the_same_chart_as_a_static_picture(widget):
    # Readers without a widget manager (nbconvert, GitHub) show the picture; JupyterLab the widget.
    _, opened, display = widget
    # The SVG once, inline in HTML (nbconvert's HTML, JupyterLab without the widget).
    assert set(display["data"]) == {VIEW_MIME, "text/html", "text/plain"}
    assert chart_svg(display["data"]) == opened["data"]["state"]["svg"]
    assert opened["data"]["state"]["theme_css"], "a chart in the default look has no style sheet for dark pages"


def test_hover_at_a_points_pixel_answers_with_that_point(widget):
    client, opened, _ = widget
    x, y = point_pixel(opened["data"]["state"]["svg"], 1)
    messages = send_comm_msg(client, opened["comm_id"], hover_data(x + 1, y + 20))
    answers = comm_answers(messages, opened["comm_id"])
    assert len(answers) == 1 and answers[0]["method"] == "custom"
    hit = answers[0]["content"]
    assert (hit["type"], hit["index"], hit["series"], hit["value"]) == ("hit", 1, 0, 3.0)
    assert (hit["x"], hit["y"]) == pytest.approx((x, y), abs=0.01)


def test_hover_outside_the_chart_answers_none(widget):
    client, opened, _ = widget
    messages = send_comm_msg(client, opened["comm_id"], hover_data(-50, -50))
    assert [a["content"] for a in comm_answers(messages, opened["comm_id"])] == [{"type": "none"}]


def test_request_state_answers_with_a_full_update(widget):
    client, opened, _ = widget
    messages = send_comm_msg(client, opened["comm_id"], {"method": "request_state"})
    answers = comm_answers(messages, opened["comm_id"])
    assert len(answers) == 1 and answers[0]["method"] == "update"
    assert answers[0]["state"] == opened["data"]["state"]


def test_reconnecting_manager_gets_every_widget_state(widget):
    client, opened, _ = widget
    drain_iopub(client, timeout=0.05)
    control = client.session.msg("comm_open", {"comm_id": "c-control", "target_name": "jupyter.widget.control", "data": {}})
    client.shell_channel.send(control)
    assert not [m for m in iopub_until_idle(client, control["header"]["msg_id"]) if m["msg_type"] == "comm_close"]
    messages = send_comm_msg(client, "c-control", {"method": "request_states"})
    answers = comm_answers(messages, "c-control")
    assert len(answers) == 1 and answers[0]["method"] == "update_states"
    entry = answers[0]["states"][opened["comm_id"]]
    assert (entry["model_name"], entry["model_module"]) == ("AnyModel", "anywidget")
    assert entry["state"] == opened["data"]["state"]


def test_malformed_messages_leave_the_kernel_working(widget):
    client, opened, _ = widget
    send_comm_msg(client, opened["comm_id"], {"method": 7})
    messages = send_comm_msg(client, opened["comm_id"], {"method": "custom", "content": {"type": "hover", "x": "left"}})
    assert [a["content"]["type"] for a in comm_answers(messages, opened["comm_id"])] == ["error"]
    reply, _ = execute(client, "1 + 1")
    assert reply["content"]["status"] == "ok"


def test_touch_reporting_runs_the_cells_closures_for_hover_and_release(kernel):
    _, client = kernel
    opened = open_sample_widget(client, "touch_reporting_chart")
    comm_id = opened["comm_id"]
    x, y = point_pixel(opened["data"]["state"]["svg"], 2)

    hovered = send_comm_msg(client, comm_id, hover_data(x, y))
    assert [a["content"]["index"] for a in comm_answers(hovered, comm_id)] == [2]
    updates = [m for m in hovered if m["msg_type"] == "update_display_data"]
    assert len(updates) == 1
    assert updates[0]["content"]["transient"] == {"display_id": "touch-readout"}
    assert updates[0]["content"]["data"]["text/plain"] == "touched 2"
    kinds = [m["msg_type"] for m in hovered]
    assert kinds.index("comm_msg") < kinds.index("update_display_data"), "the popup's answer goes first"

    again = send_comm_msg(client, comm_id, hover_data(x + 1, y))
    assert not [m for m in again if m["msg_type"] == "update_display_data"], "same index, no new report"

    released = send_comm_msg(client, comm_id, {"method": "custom", "content": {"type": "release"}})
    assert [a["content"] for a in comm_answers(released, comm_id)] == [{"type": "none"}]
    streams = [m["content"] for m in released if m["msg_type"] == "stream"]
    assert streams == [{"name": "stdout", "text": "released 2\n"}]


def test_an_endless_touch_closure_is_stopped_by_an_interrupt(kernel):
    _, client = kernel
    opened = open_sample_widget(client, "endless_touch_chart")
    x, y = point_pixel(opened["data"]["state"]["svg"], 1)
    drain_iopub(client, timeout=0.05)
    hover = client.session.msg("comm_msg", {"comm_id": opened["comm_id"], "data": hover_data(x, y)})
    client.shell_channel.send(hover)
    time.sleep(0.5)
    interrupt = client.session.msg("interrupt_request", {})
    client.control_channel.send(interrupt)
    assert client.control_channel.get_msg(timeout=scaled(10))["content"]["status"] == "ok"
    messages = iopub_until_idle(client, hover["header"]["msg_id"], timeout=20)
    assert [a["content"]["index"] for a in comm_answers(messages, opened["comm_id"])] == [1], "the popup was answered first"
    errors = [m["content"]["text"] for m in messages if m["msg_type"] == "stream" and m["content"]["name"] == "stderr"]
    assert len(errors) == 1 and errors[0].startswith("onTouch failed: KeyboardInterrupt"), errors
    reply, _ = execute(client, "1 + 1")
    assert reply["content"]["status"] == "ok"
