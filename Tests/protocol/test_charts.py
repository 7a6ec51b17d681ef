"""A cell that makes a chart yields its SVG, inline in text/html."""
from __future__ import annotations

from chart_outputs import chart_svg, shows_chart
from helpers import execute, outputs
from samples import SAMPLES


def test_chart_cell_yields_svg(kernel):
    _, client = kernel
    reply, messages = execute(client, SAMPLES["chart"])
    assert reply["content"]["status"] == "ok", reply["content"]
    rich = [m for m in outputs(messages) if m["msg_type"] in ("execute_result", "display_data")]
    svgs = [chart_svg(m["content"]["data"]) for m in rich if shows_chart(m["content"]["data"])]
    assert svgs, f"no chart among {[m['msg_type'] for m in outputs(messages)]}"
    assert not any("image/svg+xml" in m["content"]["data"] for m in rich), "the SVG is stored once, in the HTML"
    assert "<svg" in svgs[0]
    assert all("text/plain" in m["content"]["data"] for m in rich)
