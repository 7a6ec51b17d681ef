"""A notebook whose parameters cell declares one variable of each kind papermill can set, and
the values to set them to: the protocol tests run it with papermill on the kernel, the cells
tests compile papermill's output with swiftc; both must print EXPECTED_LINES."""
from __future__ import annotations

import nbformat

from kernel_install import KERNEL_NAME

# Every kind of value a parameter takes, with the edges of each: Int64's least, a double that
# is not exact in binary, an Int literal for a Double, quotes, a backslash, control and
# invisible characters and emoji in a string, nil, empty and heterogeneous collections.
VALUES = {
    "count": -9223372036854775808,
    "rate": 0.1,
    "whole": 3,  # an Int literal assigned to a Double
    "text": 'He said "hi"\\\n\ttab\u200bzero-width, é, 😀',
    "flag": False,
    "nothing": None,
    "empty": [],
    "names": ["Math", "Art"],
    "mixed": [1, "two", 3.5, True],
    "table": {"a": [1, 2], "b": {"c": True}},
    "nested": [[1, 2], []],
    "noEntries": {},
}

DECLARATIONS = """var count = 0
var rate = 0.5
var whole: Double = 0
var text = ""
var flag = true
var nothing: String? = "default"
var empty = [7]
var names: [String] = []
var mixed: [Any] = []
var table: [String: Any] = [:]
var nested: [[Int]] = []
var noEntries = ["x": 1]"""

PRINTS = """print(count)
print(rate, whole)
print(Array(text.unicodeScalars.map { $0.value }))
print(flag, nothing as Any, empty.count, names)
print(mixed)
print((table["a"] as? [Int]) ?? [], ((table["b"] as? [String: Bool]) ?? [:])["c"] ?? false)
print(nested, noEntries.isEmpty)"""

# What the printing cell prints with VALUES assigned.
EXPECTED_LINES = [
    "-9223372036854775808",
    "0.1 3.0",
    str([ord(character) for character in VALUES["text"]]),
    'false nil 0 ["Math", "Art"]',
    '[1, "two", 3.5, true]',
    "[1, 2] true",
    "[[1, 2], []] true",
]


def values_notebook() -> nbformat.NotebookNode:
    """The notebook: the parameters cell (tagged `parameters`), then the printing cell."""
    cells = [nbformat.v4.new_code_cell(DECLARATIONS, metadata={"tags": ["parameters"]}),
             nbformat.v4.new_code_cell(PRINTS)]
    document = nbformat.v4.new_notebook(cells=cells)
    document.metadata["kernelspec"] = {"name": KERNEL_NAME, "display_name": "Swift (Charts)", "language": "swift"}
    return document
