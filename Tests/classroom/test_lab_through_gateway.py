"""JupyterLab with `--gateway-url`: its kernels live on the Kernel Gateway. A notebook's session
made through Lab's REST API starts its kernel on the gateway; the lesson notebook's cells run
through Lab's kernel websocket (which Lab relays to the gateway's), the outputs are saved into
the notebook through Lab's contents API, and the saved notebook holds every chart."""
from __future__ import annotations

from chart_outputs import chart_svg
import asyncio
import json
import shutil

import pytest

from classroom import NOTEBOOKS, interactive_lesson
from jupyter_servers import GatewayLabServer, GatewayServer, is_gone
from kernel_install import KERNEL_NAME
from kernel_websocket import KernelWebSocket


@pytest.fixture(scope="module")
def lab(tmp_path_factory, kernel_environment):
    """A gateway (kernels start in notebooks/) and JupyterLab using it, serving a copy of the lesson."""
    root = tmp_path_factory.mktemp("lab-root")
    shutil.copy(interactive_lesson(), root / "lesson.ipynb")
    gateway = GatewayServer(tmp_path_factory.mktemp("gateway"), kernel_environment, cwd=NOTEBOOKS)
    server = GatewayLabServer(tmp_path_factory.mktemp("lab"), gateway, root)
    gateway.start()
    started = []
    try:
        server.start()
        yield server
    finally:
        started = server.descendants() + gateway.descendants()
        server.stop()
        gateway.stop()
    assert not [process for process in started if not is_gone(process)]


def test_lab_lists_the_gateways_kernelspec(lab):
    status, specs = lab.api("GET", "/kernelspecs")
    assert status == 200 and KERNEL_NAME in specs["kernelspecs"]


def test_a_notebook_runs_through_lab_on_the_gateway_and_keeps_its_charts(lab):
    status, session = lab.api("POST", "/sessions", {"path": "lesson.ipynb", "type": "notebook", "name": "lesson.ipynb",
                                                    "kernel": {"name": KERNEL_NAME}})
    assert status == 201, session
    kernel_id = session["kernel"]["id"]
    status, on_gateway = lab.gateway.api("GET", "/kernels")
    assert kernel_id in {kernel["id"] for kernel in on_gateway}, "the session's kernel is not on the gateway"

    status, model = lab.api("GET", "/contents/lesson.ipynb")
    notebook = model["content"]
    code_cells = [cell for cell in notebook["cells"] if cell["cell_type"] == "code" and "".join(cell["source"]).strip()]

    async def run_notebook():
        kernel = await KernelWebSocket.connect(f"{lab.ws_url}/api/kernels/{kernel_id}/channels", lab.token)
        try:
            for cell in code_cells:
                exchange = await kernel.execute("".join(cell["source"]))
                assert exchange.status == "ok", exchange.error
                cell["execution_count"] = exchange.reply["content"]["execution_count"]
                cell["outputs"] = [_as_output(message) for message in exchange.outputs(
                    "stream", "display_data", "execute_result", "error")]
        finally:
            await kernel.close()

    asyncio.run(run_notebook())
    status, _ = lab.api("PUT", "/contents/lesson.ipynb", {"type": "notebook", "format": "json", "content": notebook})
    assert status == 200
    saved = json.loads((lab.root / "lesson.ipynb").read_text())
    charts = [output for cell in saved["cells"] if cell["cell_type"] == "code" for output in cell.get("outputs", [])
              if "text/html" in output.get("data", {}) and "chartscript-chart-output" in "".join(output["data"]["text/html"])]
    assert charts, "the saved notebook holds no chart"
    assert all(chart_svg(chart["data"]).startswith("<svg") for chart in charts)
    assert lab.api("DELETE", f"/sessions/{session['id']}")[0] == 204


def _as_output(message: dict) -> dict:
    """A notebook output from an IOPub message."""
    content, kind = message["content"], message["msg_type"]
    if kind == "stream":
        return {"output_type": "stream", "name": content["name"], "text": content["text"]}
    if kind == "error":
        return {"output_type": "error", "ename": content["ename"], "evalue": content["evalue"],
                "traceback": content["traceback"]}
    output = {"output_type": kind, "data": content["data"], "metadata": content.get("metadata", {})}
    if kind == "execute_result":
        output["execution_count"] = content["execution_count"]
    return output
