"""A cell that makes a chart yields image/svg+xml."""
from __future__ import annotations

from helpers import execute, outputs
from samples import SAMPLES


def test_chart_cell_yields_svg(kernel):
    _, client = kernel
    reply, messages = execute(client, SAMPLES["chart"])
    assert reply["content"]["status"] == "ok", reply["content"]
    rich = [m for m in outputs(messages) if m["msg_type"] in ("execute_result", "display_data")]
    svgs = [m["content"]["data"]["image/svg+xml"] for m in rich if "image/svg+xml" in m["content"]["data"]]
    assert svgs, f"no image/svg+xml among {[m['msg_type'] for m in outputs(messages)]}"
    assert "<svg" in svgs[0]
    assert all("text/plain" in m["content"]["data"] for m in rich)
