"""Swift Charts' selection on a real kernel: a grammar chart with chartXSelection(value:) shown
with interactive(_:) writes the value under the pointer through the cell's Binding when a hover
comm_msg arrives, runs its content closure again, and sends the new picture as a widget state
update (the rule at the selected day); the release clears it."""
from __future__ import annotations

import re

from helpers import execute
from test_widget import comm_answers, send_comm_msg, hover_data

CELL = """
import Charts
let sales = [("Mon", 12), ("Tue", 18), ("Wed", 9)]
var selectedDay: String? = nil
let chart = Chart {
    ForEach(sales, id: \\.0) { sale in BarMark(x: .value("Day", sale.0), y: .value("Sales", sale.1)) }
    if let selectedDay { RuleMark(x: .value("Day", selectedDay)) }
}
.chartXSelection(value: Binding(get: { selectedDay }, set: { selectedDay = $0 }))
interactive(chart)
"""


def bar_centre(svg: str, index: int) -> tuple[float, float]:
    """The centre of the bar with `data-index` equal to `index`."""
    for tag in re.findall(r'<rect\b[^>]*data-mark="bar"[^>]*>', svg):
        attributes = dict(re.findall(r'([\w-]+)="([^"]*)"', tag))
        if attributes.get("data-index") == str(index):
            return float(attributes["x"]) + float(attributes["width"]) / 2, float(attributes["y"]) + float(attributes["height"]) / 2
    raise AssertionError(f"no bar {index} in the SVG")


def updated_svgs(messages: list[dict], comm_id: str) -> list[str]:
    """The pictures sent as state updates on `comm_id`."""
    return [data["state"]["svg"] for data in comm_answers(messages, comm_id)
            if data.get("method") == "update" and "svg" in data.get("state", {})]


def test_hover_selects_the_day_and_redraws_with_its_rule(kernel):
    _, client = kernel
    reply, messages = execute(client, CELL)
    assert reply["content"]["status"] == "ok"
    opened = [m for m in messages if m["msg_type"] == "comm_open"][0]["content"]
    comm_id, svg = opened["comm_id"], opened["data"]["state"]["svg"]
    assert 'data-mark="rule"' not in svg

    x, y = bar_centre(svg, 2)
    messages = send_comm_msg(client, comm_id, hover_data(x, y))
    answers = comm_answers(messages, comm_id)
    # The new picture first (the view redraws), then the hit its popup shows on it.
    assert [a["method"] for a in answers] == ["update", "custom"]
    assert answers[1]["content"]["type"] == "hit" and answers[1]["content"]["label"] == "Wed"
    pictures = updated_svgs(messages, comm_id)
    assert len(pictures) == 1 and pictures[0].count('data-mark="rule"') == 1

    reply, messages = execute(client, 'print(selectedDay ?? "none")')
    assert "Wed" in "".join(m["content"].get("text", "") for m in messages if m["msg_type"] == "stream")

    messages = send_comm_msg(client, comm_id, {"method": "custom", "content": {"type": "release"}})
    assert [a["method"] for a in comm_answers(messages, comm_id)] == ["update", "custom"]
    pictures = updated_svgs(messages, comm_id)
    assert len(pictures) == 1 and 'data-mark="rule"' not in pictures[0]
