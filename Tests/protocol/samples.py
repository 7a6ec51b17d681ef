"""Cells in the kernel's language used by the protocol tests, in one place.

SWIFT_CHART_KERNEL_SAMPLES=scripted selects the framework's scripted test engine's syntax
(for a kernel binary built with it); the default is the chart language.
"""
from __future__ import annotations

import os

SCRIPTED = {
    "hello": ('print("hello, world")', "hello, world\n"),
    "stderr": 'eprint("careful")',
    "many_prints": ("count(2000)", "".join(f"{i}\n" for i in range(2000))),
    "mixed_streams": ('print("one")\neprint("two")\nprint("three")', [("stdout", "one\n"), ("stderr", "two\n"), ("stdout", "three\n")]),
    "assign": "answer = 42",
    "read_variable": ("answer", "42"),
    "result": [{"code": "6", "result": "6"}, {"code": "7", "result": "7"}],
    "display": [{"code": 'display("shown")', "mime": "text/plain"}],
    "display_with_id": 'display("first", "d1")\nupdate("second", "d1")',
    "clear_output": 'print("gone")\nclear()',
    "error": 'fail("broken")',
    "slow_error": 'sleep(0.5)\nfail("broken late")',

    "long_cell": "sleep(30)",
    "endless_user_expression": "sleep(30)",
    "read_input": 'input("name?")',
    "input_echo": "got ",
    "complete": [{"text": "pri", "matches": {"print"}}],
    "complete_code": "pri",
    "complete_matches": "print",
    "is_complete": ["x = 1"],
    "is_incomplete": ["print(", "display("],
    "is_invalid": ["print())"],
    "inspect": "print",
    "page": 'help("print")',
    "history_pattern": "6*",
    "chart": "svg()",
    "echo_target": "test.echo",
}

CHART_SCRIPT = {
    "hello": ('print("hello, world")', "hello, world\n"),
    "stderr": 'import Glibc\nfputs("careful\\n", stderr)',
    "many_prints": ("for i in 0..<2000 { print(i) }", "".join(f"{i}\n" for i in range(2000))),
    "mixed_streams": ('import Glibc\nprint("one")\nfputs("two\\n", stderr)\nprint("three")', [("stdout", "one\n"), ("stderr", "two\n"), ("stdout", "three\n")]),
    "assign": "let answer = 42",
    "read_variable": ("answer", "42"),
    "result": [{"code": "1 + 1", "result": "2"}, {"code": "6 * 7", "result": "42"}],
    "display": [{"code": 'display("shown")', "mime": "text/plain"}],
    "display_with_id": 'display("first", id: "d1")\nupdateDisplay("second", id: "d1")',
    "clear_output": 'print("soon gone")\nclearOutput()',
    "error": "undefinedThing",
    "slow_error": "var spin = 0\nfor i in 0..<5_000_000 { spin += 1 }\nlet missing = [1, 2][5]",
    "long_cell": "var spin = 0\nfor i in 0..<2_000_000_000 { spin += 1 }",
    # A user expression that never ends: only an interrupt stops it.
    "endless_user_expression": "{ () -> Int in\n var spins = 0\n while true { spins += 1 }\n return spins }()",
    # An expression nested 200,000 deep (a left-associative chain), for introspection requests.
    "long_chain": "1" + " + 1" * 200_000,
    # Prints `megabytes` MB of output in lines of 1 KB (the number is put in with str.format).
    "print_megabytes": 'let line = Array(repeating: "x", count: 1023).joined(separator: "")\nfor _ in 0..<({megabytes} * 1024) {{ print(line) }}',
    "read_input": 'let name = readLine() ?? ""\nprint("got " + name)',
    "input_echo": "got ",
    "complete": [{"text": "clearOut", "matches": {"clearOutput"}}],
    "complete_code": "clearOut",
    "complete_matches": "clearOutput",
    "is_complete": ["let x = 1"],
    "is_incomplete": ["for i in 0..<3 {", "let values = [1,"],
    "is_invalid": ["let x = )"],
    "inspect": "print",
    "page": "help(LineGraph)",
    "history_pattern": "6*",
    "chart": "LineGraph([1.0, 3.0, 2.0, 5.0])",
    "echo_target": "jupyter.widget.control",
    "echo_message": {"method": "request_states"},
    "interactive_chart": "interactive(LineGraph([1.0, 3.0, 2.0]))",
    # Touch reporting: a readout display updated by onTouch, a print from onRelease.
    "touch_reporting_chart": (
        'display("Hover over the chart", id: "touch-readout")\n'
        'interactive(LineGraph([1.0, 3.0, 2.0]),\n'
        '            onTouch: { index in updateDisplay("touched \\(index)", id: "touch-readout") },\n'
        '            onRelease: { index in print("released \\(index)") })'
    ),
    # A touch closure that never ends: only an interrupt stops it.
    "endless_touch_chart": "interactive(LineGraph([1.0, 3.0, 2.0]), onTouch: { _ in while true { } })",
}



def samples() -> dict:
    """The samples for the engine under test."""
    return SCRIPTED if os.environ.get("SWIFT_CHART_KERNEL_SAMPLES") == "scripted" else CHART_SCRIPT


SAMPLES = samples()
