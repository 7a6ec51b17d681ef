"""The debugger over the real control channel, as JupyterLab's debug panel drives it: the
Jupyter debug protocol (debug_request / debug_reply on control, debug_event on IOPub) with the
Debug Adapter Protocol's requests inside. A full session (breakpoints in a function declared
in an earlier cell, stops, the stack, variables, evaluation, steps, continue), exception
breakpoints, rich inspection, what the kernel answers while a cell is stopped, and bad input.
"""
from __future__ import annotations

from chart_outputs import chart_svg, shows_chart
import json
import time
from pathlib import Path

import pytest
from ipykernel.compiler import murmur2_x86

from conftest import KERNEL_NAME, PREFIX
from debug_client import DebugClient
from helpers import shell_reply
from slowdown import scaled

AVERAGE = (
    "func average(_ values: [Double]) -> Double {\n"   # 1
    "    var total = 0.0\n"                              # 2
    "    for value in values {\n"                        # 3
    "        total += value\n"                           # 4
    "    }\n"                                            # 5
    "    return total / Double(values.count)\n"          # 6
    "}\n"                                                # 7
)

CALL = (
    "let scores = [3.0, 4.0, 8.0]\n"   # 1
    "\n"                               # 2 (blank: a breakpoint here moves to line 3)
    "let mean = average(scores)\n"     # 3
    "print(\"mean\", mean)\n"          # 4
    "mean"                             # 5
)


@pytest.fixture()
def debug(fresh_kernel):
    """A fresh kernel with the debugger started as JupyterLab starts it."""
    _, client = fresh_kernel
    debugger = DebugClient(client)
    debugger.start()
    return debugger


def cell_path(debugger: DebugClient, code: str) -> str:
    """The cell's file name as JupyterLab computes it from debugInfo (murmur2 of the UTF-8 code)."""
    info = debugger.ok("debugInfo")
    assert info["hashMethod"] == "Murmur2"
    return f"{info['tmpFilePrefix']}{murmur2_x86(code, info['hashSeed'])}{info['tmpFileSuffix']}"


def set_breakpoints(debugger: DebugClient, code: str, lines: list[int]) -> list[dict]:
    """What JupyterLab does when a gutter is clicked: dumpCell, debugInfo, setBreakpoints."""
    path = debugger.ok("dumpCell", {"code": code})["sourcePath"]
    assert path == cell_path(debugger, code)
    body = debugger.ok("setBreakpoints", {"source": {"path": path}, "breakpoints": [{"line": line} for line in lines],
                                          "sourceModified": False})
    return body["breakpoints"]


def test_the_kernel_says_it_has_a_debugger(fresh_kernel):
    _, client = fresh_kernel
    reply = client.kernel_info(reply=True)["content"]
    assert reply["debugger"] is True
    assert "debugger" in reply["supported_features"]
    spec = json.loads((PREFIX / "share" / "jupyter" / "kernels" / KERNEL_NAME / "kernel.json").read_text())
    assert spec["metadata"]["debugger"] is True


def test_debug_info_before_start_names_the_cell_files(fresh_kernel):
    _, client = fresh_kernel
    info = DebugClient(client).ok("debugInfo")
    assert info["isStarted"] is False
    assert info["hashMethod"] == "Murmur2" and isinstance(info["hashSeed"], int)
    assert info["tmpFilePrefix"].endswith("/") and info["tmpFileSuffix"] == ".swift"
    assert info["breakpoints"] == [] and info["stoppedThreads"] == []
    assert info["richRendering"] is True and info["copyToGlobals"] is True


def test_the_session_is_started_from_initialize_until_disconnect(fresh_kernel):
    # JupyterLab sends attach only once initialize is answered, and several of its debugInfo
    # requests are in flight meanwhile: one answered between the two must say started, or
    # JupyterLab takes the debugger for stopped (its panel stays untitled).
    _, client = fresh_kernel
    debug = DebugClient(client)
    debug.ok("initialize", {"clientID": "jupyterlab", "adapterID": "swift-charts"})
    assert debug.ok("debugInfo")["isStarted"] is True
    debug.ok("attach", {})
    assert debug.ok("debugInfo")["isStarted"] is True
    debug.ok("disconnect", {"restart": False, "terminateDebuggee": False})
    assert debug.ok("debugInfo")["isStarted"] is False


def test_a_full_session_in_a_function_declared_in_an_earlier_cell(debug):
    filters = {f["filter"] for f in debug.ok("initialize", {"adapterID": "swift-charts"})["exceptionBreakpointFilters"]}
    assert filters == {"thrownErrors", "traps"}
    assert debug.ok("debugInfo")["isStarted"] is True
    assert debug.run(AVERAGE)["status"] == "ok"
    # A breakpoint inside the loop of the function, one on the blank line of the calling cell.
    assert [(b["line"], b["verified"]) for b in set_breakpoints(debug, AVERAGE, [4])] == [(4, True)]
    assert [(b["line"], b["verified"]) for b in set_breakpoints(debug, CALL, [2])] == [(3, True)]
    info = debug.ok("debugInfo")
    assert sorted((b["source"], [p["line"] for p in b["breakpoints"]]) for b in info["breakpoints"]) == \
        sorted([(cell_path(debug, AVERAGE), [4]), (cell_path(debug, CALL), [3])])

    running = debug.execute(CALL)
    stopped = debug.wait_for_event("stopped")
    assert stopped["reason"] == "breakpoint" and stopped["threadId"] == 1
    assert debug.ok("debugInfo")["stoppedThreads"] == [1]
    [cell] = debug.stack()
    assert (cell["name"], cell["line"], cell["source"]["path"]) == ("cell [2]", 3, cell_path(debug, CALL))
    scopes = debug.scopes(cell["id"])
    assert set(scopes) == {"Locals", "Globals"}
    globals_ = debug.variables(scopes["Globals"])
    assert (globals_["scores"]["value"], globals_["scores"]["type"]) == ("[3.0, 4.0, 8.0]", "[Double]")
    assert "mean" not in globals_, "not declared yet"

    # Into the function: its first statement, with the cell below it on the stack.
    top = debug.step("stepIn")
    assert (top["name"], top["line"], top["source"]["path"]) == ("average", 2, cell_path(debug, AVERAGE))
    assert [(f["name"], f["line"]) for f in debug.stack()] == [("average", 2), ("cell [2]", 3)]
    assert debug.locals()["values"]["value"] == "[3.0, 4.0, 8.0]"
    assert debug.step("next")["line"] == 3
    assert debug.step("next")["line"] == 4
    local = debug.locals()
    assert {name: (v["value"], v["type"]) for name, v in local.items()} == {
        "values": ("[3.0, 4.0, 8.0]", "[Double]"), "total": ("0.0", "Double"), "value": ("3.0", "Double")}
    evaluated = debug.ok("evaluate", {"expression": "total + value * 10", "frameId": debug.stack()[0]["id"], "context": "repl"})
    assert (evaluated["result"], evaluated["type"]) == ("30.0", "Double")

    # Continue: the breakpoint in the loop again, one iteration on.
    debug.ok("continue", {"threadId": 1})
    debug.wait_for_event("continued")
    assert debug.wait_for_event("stopped")["reason"] == "breakpoint"
    local = debug.locals()
    assert (local["total"]["value"], local["value"]["value"]) == ("3.0", "4.0")
    # Out of the function (its breakpoint cleared, or the next turn of the loop stops there):
    # back in the cell, at the statement after the call.
    set_breakpoints(debug, AVERAGE, [])
    top = debug.step("stepOut")
    assert (top["name"], top["line"]) == ("cell [2]", 4)
    assert debug.variables(debug.scopes(top["id"])["Globals"])["mean"]["value"] == "5.0"
    debug.ok("continue", {"threadId": 1})
    reply = debug.execute_reply(running)["content"]
    assert reply["status"] == "ok"
    streams = [m["content"]["text"] for m in debug.iopub if m["msg_type"] == "stream"]
    results = [m["content"]["data"]["text/plain"] for m in debug.iopub if m["msg_type"] == "execute_result"]
    assert "".join(streams) == "mean 5.0\n" and results == ["5.0"]
    assert debug.ok("debugInfo")["stoppedThreads"] == []


def test_next_steps_over_a_call_and_a_closure_declared_earlier_stops(debug):
    closure = "let doubled = { (x: Int) -> Int in\n    let y = x * 2\n    return y\n}"
    assert debug.run(closure)["status"] == "ok"
    caller = "var total = 0\nfor i in 1...3 {\n    total += doubled(i)\n}\ntotal"
    set_breakpoints(debug, caller, [2])
    running = debug.execute(caller)
    assert debug.wait_for_event("stopped")["reason"] == "breakpoint"
    assert debug.stack()[0]["line"] == 2
    assert debug.step("next")["line"] == 3          # the loop's body
    assert debug.step("next")["line"] == 3          # over the call: the next turn of the loop
    assert debug.locals()["i"]["value"] == "2"
    set_breakpoints(debug, closure, [2])
    debug.ok("continue", {"threadId": 1})
    assert debug.wait_for_event("stopped")["reason"] == "breakpoint"
    [inner, outer] = debug.stack()
    assert (inner["name"], inner["line"], outer["line"]) == ("closure", 2, 3)
    assert debug.locals()["x"]["value"] == "2"
    set_breakpoints(debug, closure, [])
    debug.ok("continue", {"threadId": 1})
    assert debug.execute_reply(running)["content"]["status"] == "ok"


def test_variables_show_fields_elements_and_page_through_large_arrays(debug):
    code = (
        "struct Point { var x: Int; var y: Int }\n"
        "final class Box { var label = \"box\"; var items: [Int] = [] }\n"
        "let big = Array(0..<250_000)\n"
        "let origin = Point(x: 3, y: 4)\n"
        "let box = Box()\n"
        "box.items = [1, 2, 3]\n"
        "let pair = (name: \"a\", count: 2)\n"
        "let maybe: Int? = 5\n"
        "let grades = [\"ann\": 90, \"bob\": 85]\n"
        "print(\"done\")\n"
    )
    set_breakpoints(debug, code, [10])
    running = debug.execute(code)
    debug.wait_for_event("stopped")
    shown = debug.variables(debug.scopes(debug.stack()[0]["id"])["Globals"])
    assert (shown["origin"]["value"], shown["origin"]["type"]) == ("Point(x: 3, y: 4)", "Point")
    fields = debug.variables(shown["origin"]["variablesReference"])
    assert {n: (v["value"], v["type"]) for n, v in fields.items()} == {"x": ("3", "Int"), "y": ("4", "Int")}
    box = debug.variables(shown["box"]["variablesReference"])
    assert (box["label"]["value"], box["items"]["value"]) == ("box", "[1, 2, 3]")
    assert [v["value"] for v in debug.variables(box["items"]["variablesReference"]).values()] == ["1", "2", "3"]
    pair = debug.variables(shown["pair"]["variablesReference"])
    assert (pair["name"]["value"], pair["count"]["value"]) == ("a", "2")
    assert (shown["maybe"]["value"], shown["maybe"]["type"]) == ("Optional(5)", "Int?")
    assert shown["grades"]["value"] == '["ann": 90, "bob": 85]'
    assert {n: v["value"] for n, v in debug.variables(shown["grades"]["variablesReference"]).items()} == {
        '"ann"': "90", '"bob"': "85"}
    # A quarter of a million elements: a shortened text, and runs to expand.
    assert shown["big"]["value"].startswith("[0, 1, 2, ") and shown["big"]["value"].endswith("… 249900 more]")
    assert shown["big"]["indexedVariables"] == 250_000
    runs = debug.variables(shown["big"]["variablesReference"])
    assert len(runs) == 25 and "[240000..<250000]" in runs
    inner = debug.variables(runs["[10000..<20000]"]["variablesReference"])
    assert len(inner) == 100 and "[10100..<10200]" in inner
    elements = debug.variables(inner["[10100..<10200]"]["variablesReference"])
    assert len(elements) == 100 and elements["[10150]"]["value"] == "10150"
    paged = debug.variables(shown["big"]["variablesReference"], start=1000, count=3)
    assert [(n, v["value"]) for n, v in paged.items()] == [("[1000]", "1000"), ("[1001]", "1001"), ("[1002]", "1002")]
    debug.ok("continue", {"threadId": 1})
    assert debug.execute_reply(running)["content"]["status"] == "ok"


def test_exception_breakpoints_stop_at_a_trap_and_at_a_thrown_error(debug):
    debug.ok("setExceptionBreakpoints", {"filters": ["traps"]})
    trap = "let xs = [1, 2]\nlet i = 5\nlet y = xs[i]\nprint(\"not reached\")"
    running = debug.execute(trap)
    stopped = debug.wait_for_event("stopped")
    assert stopped["reason"] == "exception" and "IndexError" in stopped["description"]
    assert debug.stack()[0]["line"] == 3
    assert debug.ok("exceptionInfo", {"threadId": 1})["exceptionId"] == "traps"
    assert debug.variables(debug.scopes(debug.stack()[0]["id"])["Globals"])["i"]["value"] == "5"
    debug.ok("continue", {"threadId": 1})
    reply = debug.execute_reply(running)["content"]
    assert reply["status"] == "error" and reply["ename"] == "IndexError"
    # As if the cell had run without the debugger: i kept, y never declared.
    assert debug.run("i")["status"] == "ok"
    assert debug.run("y")["status"] == "error"

    thrower = ("enum Problem: Error { case negative }\n"
               "func checked(_ n: Int) throws -> Int {\n"
               "    if n < 0 { throw Problem.negative }\n"
               "    return n\n"
               "}\n"
               "do { _ = try checked(-1) } catch { print(\"caught\", error) }")
    # Not asked for: a thrown error does not stop.
    assert debug.run(thrower)["status"] == "ok"
    debug.ok("setExceptionBreakpoints", {"filters": ["thrownErrors"]})
    running = debug.execute(thrower)
    stopped = debug.wait_for_event("stopped")
    assert stopped["reason"] == "exception"
    assert [(f["name"], f["line"]) for f in debug.stack()] == [("checked", 3), ("cell [5]", 6)]
    debug.ok("continue", {"threadId": 1})
    assert debug.execute_reply(running)["content"]["status"] == "ok"
    assert "caught negative\n" in "".join(m["content"]["text"] for m in debug.iopub if m["msg_type"] == "stream")


def test_rich_inspection_shows_a_chart_as_svg_and_a_table_as_html(debug, tmp_path):
    csv = tmp_path / "students.csv"
    csv.write_text("name,subject\nAda,Math\nBo,Art\n")
    code = (f"let chart = LineGraph([1, 5, 3, 8])\nlet students = try DataFrame(contentsOfCSVFile: \"{csv}\")\n"
            "let counts = [1, 5, 3, 8]\nprint(counts.count)\n")
    assert debug.run(code)["status"] == "ok"
    chart = debug.ok("richInspectVariables", {"variableName": "chart"})
    assert chart_svg(chart["data"]).lstrip().startswith("<svg")
    table = debug.ok("richInspectVariables", {"variableName": "students"})
    assert "<table" in table["data"]["text/html"] and "Ada" in table["data"]["text/html"]
    listed = {v["name"]: v for v in debug.ok("inspectVariables", {})["variables"]}
    assert {"chart", "students", "counts"} <= set(listed)
    assert listed["counts"]["value"] == "[1, 5, 3, 8]"
    assert len(debug.variables(listed["counts"]["variablesReference"])) == 4
    # While stopped, in the stopped frame.
    set_breakpoints(debug, "let shown = chart\nprint(shown)", [2])
    running = debug.execute("let shown = chart\nprint(shown)")
    debug.wait_for_event("stopped")
    rich = debug.ok("richInspectVariables", {"variableName": "shown", "frameId": debug.stack()[0]["id"]})
    assert shows_chart(rich["data"])
    debug.ok("continue", {"threadId": 1})
    assert debug.execute_reply(running)["content"]["status"] == "ok"


def test_while_stopped_the_kernel_answers_shell_requests_and_an_interrupt_ends_the_cell(debug):
    code = "let values = [2, 4, 6]\nlet total = values.reduce(0, +)\nprint(total)"
    set_breakpoints(debug, code, [2])
    running = debug.execute(code)
    debug.wait_for_event("stopped")
    client = debug.client
    for msg_type, content in [("kernel_info_request", {}),
                              ("inspect_request", {"code": "values", "cursor_pos": 6, "detail_level": 0}),
                              ("complete_request", {"code": "val", "cursor_pos": 3}),
                              ("comm_info_request", {})]:
        request = client.session.msg(msg_type, content)
        client.shell_channel.send(request)
        reply = shell_reply(client, request["header"]["msg_id"], timeout=5)
        assert reply["content"]["status"] == "ok", msg_type
    assert debug.stack()[0]["line"] == 2, "still stopped"
    interrupt = client.session.msg("interrupt_request", {})
    client.control_channel.send(interrupt)
    reply = debug.execute_reply(running, timeout=10)["content"]
    assert reply["status"] == "error" and reply["ename"] == "KeyboardInterrupt"
    debug.wait_for_event("continued")
    assert debug.ok("debugInfo")["stoppedThreads"] == []
    # The session goes on, the breakpoint kept.
    assert debug.run("values.count")["status"] == "ok"
    again = debug.execute(code)
    assert debug.wait_for_event("stopped")["reason"] == "breakpoint"
    debug.ok("continue", {"threadId": 1})
    assert debug.execute_reply(again)["content"]["status"] == "ok"


def test_bad_input_gets_error_responses_and_the_session_is_unharmed(debug):
    assert debug.request("dance")["success"] is False
    assert debug.reply_message(debug.send("", content={"seq": 99}))["content"]["success"] is False
    assert debug.reply_message(debug.send("", content={"type": "request", "seq": 5, "command": "setBreakpoints",
                                                        "arguments": [1, 2]}))["content"]["success"] is False
    for arguments in [{}, {"source": {}}, {"source": {"path": "x"}, "breakpoints": "4"},
                      {"source": {"path": "x"}, "breakpoints": [{"line": 0}]}]:
        assert debug.request("setBreakpoints", arguments)["success"] is False, arguments
    for command, arguments in [("stackTrace", {"threadId": 1}), ("scopes", {"frameId": 1}), ("continue", {"threadId": 1}),
                               ("next", {"threadId": 1}), ("variables", {"variablesReference": 12345}),
                               ("copyToGlobals", {"srcVariableName": "a", "dstVariableName": "b", "srcFrameId": 1}),
                               ("setExceptionBreakpoints", {"filters": ["everything"]}), ("evaluate", {}),
                               ("source", {"source": {"path": "/nowhere.swift"}})]:
        response = debug.request(command, arguments)
        assert response["success"] is False and response["message"], (command, response)
    # A cell run before the debugger was on; a cell never run nor shown.
    before = DebugClient(debug.client)
    before_code = "var early = 1\nearly += 1"
    debug.ok("disconnect", {"restart": False, "terminateDebuggee": False})
    assert debug.run(before_code)["status"] == "ok"
    before.start()
    [early] = set_breakpoints(before, before_code, [2])
    assert early["verified"] is False and "before the debugger" in early["message"]
    [unknown] = before.ok("setBreakpoints", {"source": {"path": "/tmp/never.swift"}, "breakpoints": [{"line": 1}]})["breakpoints"]
    assert unknown["verified"] is False
    # Past the last statement.
    code = "let numbers = [1, 2, 3]\nlet doubled = numbers.map { $0 * 2 }\nprint(doubled)\n"
    [past] = set_breakpoints(debug, code, [9])
    assert past["verified"] is False and "no statement" in past["message"]
    [on_map] = set_breakpoints(debug, code, [3, ])
    assert on_map["verified"] is True
    running = debug.execute(code)
    debug.wait_for_event("stopped")
    first = debug.scopes(debug.stack()[0]["id"])["Globals"]
    frame = debug.stack()[0]["id"]
    # Evaluations that fail, or never end until interrupted, leave the cell stopped.
    failed = debug.request("evaluate", {"expression": "numbers[7]", "frameId": frame})
    assert failed["success"] is False and "Index" in failed["message"]
    failed = debug.request("evaluate", {"expression": "func f() {}", "frameId": frame})
    assert failed["success"] is False
    endless = debug.send("evaluate", {"expression": "{ () -> Int in var n = 0; while true { n += 1 }; return n }()",
                                      "frameId": frame})
    time.sleep(0.3)
    debug.client.control_channel.send(debug.client.session.msg("interrupt_request", {}))
    interrupted = debug.reply_message(endless)["content"]
    assert interrupted["success"] is False and "nterrupt" in interrupted["message"]
    assert debug.stack()[0]["line"] == 3, "still stopped"
    assert debug.request("scopes", {"frameId": frame + 1000})["success"] is False
    debug.ok("continue", {"threadId": 1})
    assert debug.execute_reply(running)["content"]["status"] == "ok"
    # A reference from the stop that ended.
    stale = debug.request("variables", {"variablesReference": first})
    assert stale["success"] is False and "earlier stop" in stale["message"]
    # As if run without the debugger.
    assert debug.run("doubled == [2, 4, 6]")["status"] == "ok"


def test_disconnect_lets_a_stopped_cell_finish_and_later_cells_run_plainly(debug):
    code = "var count = 0\nfor _ in 0..<3 {\n    count += 1\n}\ncount"
    set_breakpoints(debug, code, [3])
    running = debug.execute(code)
    debug.wait_for_event("stopped")
    debug.ok("disconnect", {"restart": False, "terminateDebuggee": False})
    assert debug.execute_reply(running)["content"]["status"] == "ok"
    info = debug.ok("debugInfo")
    assert info["isStarted"] is False and info["breakpoints"] == []
    assert debug.run(code)["status"] == "ok"


def test_copy_to_globals_makes_a_local_a_global(debug):
    code = "func square(_ n: Int) -> Int {\n    let result = n * n\n    return result\n}"
    debug.run(code)
    set_breakpoints(debug, code, [3])
    running = debug.execute("square(7)")
    debug.wait_for_event("stopped")
    debug.ok("copyToGlobals", {"srcVariableName": "result", "dstVariableName": "result", "srcFrameId": debug.stack()[0]["id"]})
    debug.ok("continue", {"threadId": 1})
    assert debug.execute_reply(running)["content"]["status"] == "ok"
    set_breakpoints(debug, code, [])
    reply, = [debug.run("result + 1")]
    assert reply["status"] == "ok"
    modules = debug.ok("modules", {})["modules"]
    assert any(m["path"] == cell_path(debug, code) for m in modules)
    assert debug.ok("source", {"source": {"path": cell_path(debug, code)}})["content"] == code


def test_hover_on_an_interactive_chart_is_answered_while_a_cell_is_stopped(debug):
    shown = debug.execute("interactive(LineGraph([1.0, 3.0, 2.0]))")
    debug.execute_reply(shown)
    [opened] = [m["content"] for m in debug.iopub if m["msg_type"] == "comm_open"]
    code = "var filled: [Int] = []\nfor i in 0..<3 {\n    filled.append(i * i)\n}"
    set_breakpoints(debug, code, [3])
    running = debug.execute(code)
    debug.wait_for_event("stopped")
    client = debug.client
    hover = client.session.msg("comm_msg", {"comm_id": opened["comm_id"],
                                            "data": {"method": "custom", "content": {"type": "hover", "x": -50, "y": -50}}})
    client.shell_channel.send(hover)
    deadline = time.monotonic() + scaled(10)
    answers = []
    while time.monotonic() < deadline and not any(m["msg_type"] == "status" and m["content"]["execution_state"] == "idle"
                                                   and m["parent_header"].get("msg_id") == hover["header"]["msg_id"]
                                                   for m in answers):
        message = debug.read_iopub(0.2)
        if message is not None and message["parent_header"].get("msg_id") == hover["header"]["msg_id"]:
            answers.append(message)
    assert [m["msg_type"] for m in answers] == ["status", "comm_msg", "status"]
    assert answers[1]["content"]["data"]["content"] == {"type": "none"}
    assert debug.locals()["i"]["value"] == "0", "the cell is still stopped where it was"
    set_breakpoints(debug, code, [])
    debug.ok("continue", {"threadId": 1})
    assert debug.execute_reply(running)["content"]["status"] == "ok"
    assert debug.run("filled == [0, 1, 4]")["status"] == "ok"


def test_a_restart_while_stopped_ends_the_session_and_the_new_kernel_starts_without_a_debugger(fresh_kernel, debug):
    """JupyterLab's restart button while a cell is stopped: the stopped kernel answers
    shutdown_request on control and exits at once (nothing waits for the stopped cell), and
    the kernel that replaces it starts with no debug session, no breakpoints and no stop."""
    manager, client = fresh_kernel
    code = "var n = 0\nwhile true {\n    n += 1\n}"
    set_breakpoints(debug, code, [3])
    debug.execute(code)
    debug.wait_for_event("stopped")
    old = manager.provisioner.process
    manager.restart_kernel(now=False)
    assert old.wait(timeout=scaled(10)) == 0, "the stopped kernel exited on its own, cleanly"
    client.wait_for_ready(timeout=scaled(30))
    fresh = DebugClient(client)
    info = fresh.ok("debugInfo")
    assert info["isStarted"] is False and info["breakpoints"] == [] and info["stoppedThreads"] == []
    assert fresh.run("1 + 1")["status"] == "ok"
