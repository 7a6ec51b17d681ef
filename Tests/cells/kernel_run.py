"""The same cells run by the kernel over jupyter_client, one execute_request per cell, with
what each produced: printed text, shown text, and the SVG of every chart shown (including an
interactive chart's, which travels in its widget model's state)."""
from __future__ import annotations

from chart_outputs import chart_svg, picture_svg, shows_chart
from dataclasses import dataclass, field
from pathlib import Path
from queue import Empty

import nbformat
from jupyter_client.manager import start_new_kernel

from kernel_install import KERNEL_NAME

WIDGET_VIEW = "application/vnd.jupyter.widget-view+json"


def cells_of(source: Path) -> list[str]:
    """The code cells of a notebook, or the ```swift blocks of a Markdown file."""
    if source.suffix == ".ipynb":
        notebook = nbformat.read(source, as_version=4)
        return [cell.source for cell in notebook.cells if cell.cell_type == "code"]
    blocks, current = [], None
    for line in source.read_text(encoding="utf-8").split("\n"):
        if current is not None:
            if line.startswith("```"):
                blocks.append("\n".join(current))
                current = None
            else:
                current.append(line)
        elif line.rstrip() == "```swift":
            current = []
    return blocks


@dataclass
class KernelRun:
    """What the kernel produced for a file's cells, in order."""
    text: str = ""
    svgs: list[str] = field(default_factory=list)
    errors: list[str] = field(default_factory=list)


ESCAPES = {"n": "\n", "t": "\t", "r": "\r", "0": "\0", '"': '"', "'": "'", "\\": "\\"}


def swift_string_literal_text(literal: str) -> str:
    """The text of a Swift string literal, as the kernel shows a String result (`"a\\"b"`)."""
    body, text, index = literal[1:-1], [], 0
    while index < len(body):
        character = body[index]
        if character != "\\" or index + 1 == len(body):
            text.append(character)
            index += 1
        elif body[index + 1] == "u" and body[index + 2:index + 3] == "{":
            end = body.index("}", index)
            text.append(chr(int(body[index + 3:end], 16)))
            index = end + 1
        else:
            text.append(ESCAPES.get(body[index + 1], body[index + 1]))
            index += 2
    return "".join(text)


def run_cells(cells: list[str], cwd: Path, timeout: float = 120) -> KernelRun:
    """Runs `cells` in a fresh kernel started in `cwd`."""
    manager, client = start_new_kernel(kernel_name=KERNEL_NAME, startup_timeout=60, cwd=str(cwd))
    result = KernelRun()
    widget_svgs: dict[str, str] = {}
    try:
        for index, code in enumerate(cells, start=1):
            msg_id = client.execute(code)
            while True:
                try:
                    message = client.get_iopub_msg(timeout=timeout)
                except Empty:
                    raise AssertionError(f"cell {index} gave no idle status within {timeout} s")
                if message["parent_header"].get("msg_id") != msg_id:
                    continue
                kind, content = message["msg_type"], message["content"]
                if kind == "status" and content["execution_state"] == "idle":
                    break
                if kind == "stream" and content["name"] == "stdout":
                    result.text += content["text"]
                elif kind == "comm_open":
                    state = content.get("data", {}).get("state", {})
                    if "svg" in state:
                        widget_svgs[content["comm_id"]] = state["svg"]
                elif kind in ("display_data", "update_display_data", "execute_result"):
                    data = content["data"]
                    if shows_chart(data):
                        result.svgs.append(chart_svg(data))
                    elif picture_svg(data) is not None:
                        # A dropdown's or colour editor's picture, as a compiled program writes it.
                        result.svgs.append(picture_svg(data))
                    elif WIDGET_VIEW in data:
                        # An interactive chart's SVG travels in its model's state; a control
                        # (a colour editor's sliders) draws no chart.
                        svg = widget_svgs.get(data[WIDGET_VIEW]["model_id"])
                        if svg is not None:
                            result.svgs.append(svg)
                    else:
                        text = data.get("text/plain", "")
                        if kind == "execute_result" and len(text) >= 2 and text.startswith('"') and text.endswith('"'):
                            # A String result shows quoted; display(…) of it, as exported, prints its text.
                            text = swift_string_literal_text(text)
                        result.text += text + "\n"
                elif kind == "error":
                    result.errors.append(f"cell {index}: {content['ename']}: {content['evalue']}")
    finally:
        client.stop_channels()
        manager.shutdown_kernel(now=True)
    return result
