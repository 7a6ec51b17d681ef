"""The kernel as VS Code's Jupyter extension (vscode-jupyter) uses it, request by request, on
the real kernel: VS Code itself cannot run here, so each test sends what its source sends, in
its order and with its options (docs/deploy.md, "VS Code", says what was and was not tested).

- Discovery: a kernelspec under a Jupyter data path (JUPYTER_PATH among them), its argv run
  with `{connection_file}` replaced by a connection file VS Code writes itself.
- Start (src/kernels/raw/session/rawKernelConnection.node.ts): @jupyterlab/services sends
  kernel_info_request when its socket opens, then postStartKernel sends it again and waits
  1.5 s for a reply and any IOPub message, once more if none came (then only logs a warning).
- Cells (src/kernels/execution/cellExecution.ts): execute_request with silent false,
  stop_on_error false, allow_stdin true, store_history true and metadata {cellId}.
- Completion (src/standalone/intellisense/nonPythonKernelCompletionProvider.ts): the whole
  cell and the cursor's offset (in UTF-16 units, VS Code's own); `_jupyter_types_experimental`
  in the reply's metadata is used only when every entry has start, end and text.
- Completion details (resolveCompletionItem.ts): inspect_request of the cell's text up to the
  cursor's column with the chosen label appended, detail_level 0, only while the kernel is
  idle, given up after 5 replies slower than its timeout; `found` and text/plain are used.
- Widgets: comm_open and comm_msg on IOPub go to its widget manager, state changes come back
  as comm_msg `update`; it never asks for every model's state (no jupyter.widget.control).
- Interrupt (rawKernelConnection.node.ts `interrupt`): for `interrupt_mode: "message"` it sends
  interrupt_request on the *shell* channel, not control.
"""
from __future__ import annotations

import json
import os
import subprocess
import time
import uuid
from pathlib import Path
from queue import Empty

import pytest
from jupyter_client.blocking import BlockingKernelClient
from jupyter_client.connect import write_connection_file
from jupyter_client.kernelspec import KernelSpecManager

from helpers import drain_iopub, iopub_until_idle, shell_reply
from kernel_install import KERNEL_NAME
from samples import SAMPLES
from slowdown import scaled

# VS Code waits this long for a kernel_info reply and an IOPub message after connecting.
VSCODE_KERNEL_INFO_WAIT = 1.5


def vscode_kernelspec() -> tuple[Path, dict]:
    """The kernelspec folder and kernel.json VS Code finds: the first `kernels/<name>` under
    the Jupyter data paths (JUPYTER_PATH first) holding a kernel.json."""
    for root in KernelSpecManager().kernel_dirs:
        candidate = Path(root) / KERNEL_NAME / "kernel.json"
        if candidate.exists():
            return candidate.parent, json.loads(candidate.read_text())
    raise AssertionError(f"no {KERNEL_NAME} kernelspec under {KernelSpecManager().kernel_dirs}")


class VSCodeLaunchedKernel:
    """A kernel started as VS Code starts one: its own connection file (a fresh key, TCP on
    127.0.0.1), the kernelspec's argv with `{connection_file}` replaced, the kernelspec's env
    over the process environment; and a client on that connection file."""

    def __init__(self, folder: Path):
        _, spec = vscode_kernelspec()
        self.connection_file = str(folder / f"kernel-v3{uuid.uuid4()}.json")
        write_connection_file(self.connection_file, ip="127.0.0.1", transport="tcp", key=str(uuid.uuid4()).encode(),
                              signature_scheme="hmac-sha256", kernel_name=KERNEL_NAME)
        argv = [part.replace("{connection_file}", self.connection_file) for part in spec["argv"]]
        self.process = subprocess.Popen(argv, env={**os.environ, **spec.get("env", {})}, cwd=folder,
                                        stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
        self.client = BlockingKernelClient(connection_file=self.connection_file)
        self.client.load_connection_file()
        self.client.start_channels()

    def request(self, msg_type: str, content: dict, channel: str = "shell", metadata: dict | None = None) -> dict:
        """Sends a request as @jupyterlab/services builds it; returns the message sent."""
        message = self.client.session.msg(msg_type, content, metadata=metadata or {})
        getattr(self.client, f"{channel}_channel").send(message)
        return message

    def stop(self) -> None:
        self.client.stop_channels()
        if self.process.poll() is None:
            self.process.terminate()
            try:
                self.process.wait(timeout=scaled(10))
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait()


@pytest.fixture(scope="module")
def vscode(tmp_path_factory):
    """A kernel launched as VS Code launches one, connected (its IOPub subscription joined)."""
    kernel = VSCodeLaunchedKernel(tmp_path_factory.mktemp("vscode"))
    kernel.client.wait_for_ready(timeout=scaled(60))
    yield kernel
    kernel.stop()


@pytest.fixture()
def cold_vscode(tmp_path):
    """A kernel just launched as VS Code launches one, nothing sent to it yet."""
    kernel = VSCodeLaunchedKernel(tmp_path)
    yield kernel
    kernel.stop()


def test_vscode_finds_the_kernelspec_and_can_launch_its_argv():
    folder, spec = vscode_kernelspec()
    assert spec["display_name"] == "Swift (Charts)" and spec["language"] == "swift"
    assert spec["interrupt_mode"] == "message"
    assert spec["argv"].count("{connection_file}") == 1
    program = Path(spec["argv"][0])
    assert program.is_absolute() and os.access(program, os.X_OK)
    # The notebook toolbar and kernel picker show these.
    assert (folder / "logo-64x64.png").exists() and (folder / "logo-svg.svg").exists()


def test_startup_kernel_info_requests_are_answered_and_iopub_follows_within_vscodes_wait(cold_vscode):
    vscode = cold_vscode
    # The JupyterLab KernelConnection's request when its socket opens, answered on shell.
    opening = vscode.request("kernel_info_request", {})
    info = shell_reply(vscode.client, opening["header"]["msg_id"], timeout=60)["content"]
    # postStartKernel: kernel_info again, wanting its reply and any IOPub message within 1.5 s,
    # once more if none came. A subscription that has not joined yet loses what was published
    # before it did (ZeroMQ's slow joiner), hence the retries; the kernel answers every one.
    heard_iopub = False
    for _ in range(10):
        attempt = vscode.request("kernel_info_request", {})
        shell_reply(vscode.client, attempt["header"]["msg_id"], timeout=30)
        try:
            vscode.client.get_iopub_msg(timeout=scaled(VSCODE_KERNEL_INFO_WAIT))
            heard_iopub = True
            break
        except Empty:
            continue
    assert heard_iopub, "no IOPub message after ten kernel_info requests"
    # Connected: a request's busy and idle arrive within VS Code's wait.
    drain_iopub(vscode.client, timeout=0.2)
    again = vscode.request("kernel_info_request", {})
    started = time.monotonic()
    shell_reply(vscode.client, again["header"]["msg_id"], timeout=30)
    statuses = [m["content"]["execution_state"] for m in iopub_until_idle(vscode.client, again["header"]["msg_id"])
                if m["msg_type"] == "status"]
    assert statuses == ["busy", "idle"]
    assert time.monotonic() - started < scaled(VSCODE_KERNEL_INFO_WAIT)
    assert info["status"] == "ok"
    # VS Code sets the cells' language from language_info.name, and saves it in the notebook.
    language = info["language_info"]
    assert (language["name"], language["file_extension"]) == ("swift", ".swift")
    assert language["mimetype"] and language["pygments_lexer"] and language["codemirror_mode"]
    assert tuple(int(part) for part in info["protocol_version"].split(".")[:2]) >= (5, 3)


def test_cells_run_with_vscodes_options_and_a_failed_cell_does_not_abort_the_next(vscode):
    drain_iopub(vscode.client, timeout=0.05)
    options = {"silent": False, "stop_on_error": False, "allow_stdin": True, "store_history": True,
               "user_expressions": {}}
    failing = vscode.request("execute_request", {"code": SAMPLES["error"], **options},
                             metadata={"cellId": "vscode-notebook-cell:/tmp/x.ipynb#W0sZmlsZQ%3D%3D"})
    following = vscode.request("execute_request", {"code": 'print("after the error")', **options},
                               metadata={"cellId": "vscode-notebook-cell:/tmp/x.ipynb#W1sZmlsZQ%3D%3D"})
    assert shell_reply(vscode.client, failing["header"]["msg_id"])["content"]["status"] == "error"
    reply = shell_reply(vscode.client, following["header"]["msg_id"])
    assert reply["content"]["status"] == "ok"
    messages = iopub_until_idle(vscode.client, following["header"]["msg_id"])
    kinds = [m["msg_type"] for m in messages]
    assert kinds[0] == "status" and kinds[1] == "execute_input" and kinds[-1] == "status"
    assert [m["content"]["text"] for m in messages if m["msg_type"] == "stream"] == ["after the error\n"]


def test_a_cell_that_reads_input_asks_vscode_on_stdin(vscode):
    drain_iopub(vscode.client, timeout=0.05)
    request = vscode.request("execute_request", {"code": SAMPLES["read_input"], "silent": False, "stop_on_error": False,
                                                 "allow_stdin": True, "store_history": True})
    prompt = vscode.client.get_stdin_msg(timeout=scaled(15))
    assert prompt["msg_type"] == "input_request"
    vscode.client.input("Ada")
    assert shell_reply(vscode.client, request["header"]["msg_id"])["content"]["status"] == "ok"
    streams = [m["content"]["text"] for m in iopub_until_idle(vscode.client, request["header"]["msg_id"])
               if m["msg_type"] == "stream"]
    assert "".join(streams) == "got Ada\n"


def completion(vscode, code: str, cursor_pos: int) -> dict:
    request = vscode.request("complete_request", {"code": code, "cursor_pos": cursor_pos})
    reply = shell_reply(vscode.client, request["header"]["msg_id"])["content"]
    iopub_until_idle(vscode.client, request["header"]["msg_id"])
    return reply


def test_completion_of_the_whole_cell_at_the_cursor(vscode):
    drain_iopub(vscode.client, timeout=0.05)
    setup = vscode.request("execute_request", {"code": 'var graph = LineGraph([1.0, 2.0])\nlet subjects = ["Math"]',
                                                "silent": False, "store_history": True})
    assert shell_reply(vscode.client, setup["header"]["msg_id"])["content"]["status"] == "ok"
    iopub_until_idle(vscode.client, setup["header"]["msg_id"])
    cell = "let total = 3\ngraph.lin\nprint(total)"
    reply = completion(vscode, cell, cell.index("graph.lin") + len("graph.lin"))
    assert reply["status"] == "ok"
    assert "lineWidth" in reply["matches"] and "lineColor" in reply["matches"]
    assert cell[reply["cursor_start"]:reply["cursor_end"]] == "lin"
    # VS Code reads these only when every entry is complete; otherwise it uses the labels.
    experimental = reply["metadata"].get("_jupyter_types_experimental")
    if experimental is not None:
        assert len(experimental) >= len(reply["matches"])
        assert all({"start", "end", "text"} <= set(entry) for entry in experimental)


def test_completion_with_vscodes_utf16_offset_after_an_emoji_at_the_end_of_a_cell(vscode):
    # VS Code counts the emoji as two (UTF-16 units), the protocol as one (a code point): at
    # the end of the cell the offset is past the end, and the kernel completes at the end.
    cell = 'let mood = "😀"; subjects.fi'
    utf16_offset = len(cell.encode("utf-16-le")) // 2
    assert utf16_offset == len(cell) + 1
    reply = completion(vscode, cell, utf16_offset)
    assert reply["status"] == "ok" and "first" in reply["matches"] and "filter" in reply["matches"]


def test_completion_details_as_vscode_resolves_a_chosen_item(vscode):
    # resolveCompletionItem: the text up to the cursor's column, the chosen label appended.
    line = "graph.lin"
    code = line[:len(line)] + "eWidth"
    request = vscode.request("inspect_request", {"code": code, "cursor_pos": len(code), "detail_level": 0})
    reply = shell_reply(vscode.client, request["header"]["msg_id"], timeout=VSCODE_KERNEL_INFO_WAIT * 4)["content"]
    iopub_until_idle(vscode.client, request["header"]["msg_id"])
    assert reply["status"] == "ok" and reply["found"]
    assert "lineWidth" in reply["data"]["text/plain"]


def test_widget_state_changes_come_back_as_comm_msg_updates(vscode):
    drain_iopub(vscode.client, timeout=0.05)
    request = vscode.request("execute_request", {
        "code": 'var accent = Color(red: 0.5, green: 0.5, blue: 0.5)\nColorEditor(accent)',
        "silent": False, "stop_on_error": False, "allow_stdin": True, "store_history": True})
    assert shell_reply(vscode.client, request["header"]["msg_id"])["content"]["status"] == "ok"
    opened = [m["content"] for m in iopub_until_idle(vscode.client, request["header"]["msg_id"])
              if m["msg_type"] == "comm_open"]
    sliders = [o for o in opened if o["data"]["state"].get("_model_name") == "FloatSliderModel"]
    assert [s["data"]["state"]["description"] for s in sliders] == ["Red", "Green", "Blue"]
    update = vscode.request("comm_msg", {"comm_id": sliders[0]["comm_id"],
                                         "data": {"method": "update", "state": {"value": 0.25}, "buffer_paths": []}})
    messages = iopub_until_idle(vscode.client, update["header"]["msg_id"])
    assert messages[0]["content"]["execution_state"] == "busy" and messages[-1]["content"]["execution_state"] == "idle"
    swatch_updates = [m["content"]["data"]["state"]["value"] for m in messages
                      if m["msg_type"] == "comm_msg" and "value" in m["content"]["data"].get("state", {})]
    assert any("#408080" in value for value in swatch_updates if isinstance(value, str))


def test_interrupt_request_on_the_shell_channel_stops_a_running_cell(cold_vscode):
    kernel = cold_vscode
    kernel.client.wait_for_ready(timeout=scaled(60))
    running = kernel.request("execute_request", {"code": SAMPLES["long_cell"], "silent": False,
                                                 "stop_on_error": False, "allow_stdin": True, "store_history": True})
    time.sleep(0.5)
    kernel.request("interrupt_request", {})
    try:
        reply = shell_reply(kernel.client, running["header"]["msg_id"], timeout=5)
    except (AssertionError, Empty):
        reply = None
    assert reply is not None and reply["content"]["status"] == "error"
