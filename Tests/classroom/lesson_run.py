"""A student working through the lesson on an open kernel websocket, and what the tests check
of it: every cell ends well, the charts are the ones a kernel started directly draws, and the
interactive chart answers a hover with the point under the pointer."""
from __future__ import annotations

from chart_outputs import chart_svg, shows_chart
from dataclasses import dataclass, field

from classroom import WIDGET_TARGET, hover_message, point_pixels
from kernel_websocket import Exchange, KernelWebSocket


def chart_svgs(messages: list[dict]) -> list[str]:
    """The SVG of every display and result among `messages`, in order."""
    return [chart_svg(m["content"]["data"]) for m in messages
            if m["msg_type"] in ("display_data", "execute_result") and shows_chart(m["content"].get("data", {}))]


@dataclass
class LessonRun:
    """The exchanges of one student's run of the lesson and of the hovers on its widgets."""
    cells: list[Exchange] = field(default_factory=list)
    hovers: list[Exchange] = field(default_factory=list)

    def charts(self) -> list[list[str]]:
        """The SVGs of each cell, as `chart_svgs` gives them."""
        return [chart_svgs(exchange.iopub) for exchange in self.cells]


async def run_lesson(kernel: KernelWebSocket, cells: list[str]) -> LessonRun:
    """Runs every cell in order; after a cell that opens an interactive chart, hovers over
    its first point."""
    run = LessonRun()
    for code in cells:
        exchange = await kernel.execute(code)
        run.cells.append(exchange)
        for opened in exchange.outputs("comm_open"):
            content = opened["content"]
            if content["target_name"] != WIDGET_TARGET or "svg" not in content["data"].get("state", {}):
                continue
            points = point_pixels(content["data"]["state"]["svg"])
            if points:
                run.hovers.append(await kernel.send_comm(content["comm_id"], hover_message(*points[0])))
    return run


def check_lesson_run(run: LessonRun, reference: list[list[str]], who: str) -> None:
    """Every cell ok, every chart as the reference draws it, every hover answered with a hit."""
    for number, exchange in enumerate(run.cells, start=1):
        assert exchange.status == "ok", f"{who}: cell {number} ended {exchange.status}: {exchange.error}"
    assert run.charts() == reference, f"{who}: the charts differ from a kernel started directly"
    assert run.hovers, f"{who}: the lesson showed no interactive chart to hover over"
    for hover in run.hovers:
        answers = [m["content"]["data"] for m in hover.outputs("comm_msg")]
        assert answers and answers[0]["content"]["type"] == "hit", f"{who}: a hover was answered {answers}"
