"""papermill's translator for Swift cells: writes the injected parameters cell, and reads the
notebook's own `parameters` cell for `papermill --help-notebook` and papermill's check of
unknown parameters.

A Swift notebook declares its parameters with `var` in the cell tagged `parameters`, with the
types it wants (`var year = 2023`, `var rate: Double = 0.5`, `var subjects: [String] = []`,
`var note: String? = nil`). The cell papermill injects after it assigns the new values:

    // Parameters
    year = 2024
    subjects = ["Math", "Art"]

Assigning rather than declaring again keeps the notebook a Swift program that swiftc compiles
(the exported program has both cells in one scope, where a second `let year` is an invalid
redeclaration), and it lets the declaration type each literal as Swift does: `[]` becomes the
declared array, `2` a Double where the variable is one, `[1, "a"]` an `[Any]`. A value of the
wrong type is the compiler's error, reported by the kernel in the injected cell. papermill's own
path parameters (`PAPERMILL_INPUT_PATH`, `PAPERMILL_OUTPUT_PATH` with `--inject-paths`), which
no parameters cell declares, are declared with `let`.
"""
from __future__ import annotations

import re

from papermill.log import logger
from papermill.models import Parameter
from papermill.translators import Translator, papermill_translators

from .literals import SwiftLiteralError, swift_literal, swift_name

# The kernelspec's name, and the language its kernel_info and kernelspec give.
KERNEL_NAME = "swift-charts"
LANGUAGE = "swift"

# The parameters papermill adds itself, which no parameters cell declares.
BUILTIN_PREFIX = "PAPERMILL_"

# One declaration of the parameters cell: `var name: Type = value // help`.
DECLARATION = re.compile(
    r"^\s*(?P<keyword>var|let)\s+(?P<name>`?[^\W\d]\w*`?)\s*(?::\s*(?P<type>[^=]+?))?\s*=\s*(?P<value>.+)$")


class SwiftTranslator(Translator):
    """Parameters as Swift: literals by `swift_literal`, assignments to the parameters cell's
    variables, `//` comments."""

    @classmethod
    def translate(cls, val):
        return swift_literal(val)

    @classmethod
    def comment(cls, cmt_str):
        return f"// {cmt_str}".strip()

    @classmethod
    def assign(cls, name, str_val):
        if name.startswith(BUILTIN_PREFIX):
            return f"let {name} = {str_val}"
        return f"{name} = {str_val}"

    @classmethod
    def codify(cls, parameters, comment="Parameters"):
        """The injected cell's source. Every value is checked first: one without a Swift
        literal raises `SwiftLiteralError` naming it, and papermill stops before the notebook
        runs."""
        lines = [cls.comment(comment)]
        for name, value in parameters.items():
            lines.append(cls.assign(swift_name(name), swift_literal(value, f"parameter '{name}'")))
        return "\n".join(lines) + "\n"

    @classmethod
    def inspect(cls, parameters_cell):
        """The parameters the cell declares, one `var` or `let` a line (a trailing `//`
        comment is the parameter's help); lines of any other kind are skipped. A `let`
        cannot be assigned, so papermill could not set it: it is reported with a warning."""
        parameters = []
        for line in parameters_cell.source.splitlines():
            code, help_text = split_comment(line)
            match = DECLARATION.match(code)
            if match is None:
                continue
            name = match["name"].strip("`")
            default = match["value"].strip()
            type_name = (match["type"] or "").strip() or inferred_type(default)
            if match["keyword"] == "let":
                logger.warning(f"parameter '{name}' is declared with let, and papermill assigns the parameters it "
                               "is given: declare it with var to let papermill set it")
            parameters.append(Parameter(name=name, inferred_type_name=type_name, default=default, help=help_text))
        return parameters


def split_comment(line: str) -> tuple[str, str]:
    """The code of a line and its `//` comment's text, a `//` inside a string literal being
    part of the code."""
    in_string = False
    index = 0
    while index < len(line):
        character = line[index]
        if in_string and character == "\\":
            index += 2
            continue
        if character == '"':
            in_string = not in_string
        elif not in_string and line.startswith("//", index):
            return line[:index].rstrip(), line[index + 2:].strip()
        index += 1
    return line.rstrip(), ""


def inferred_type(literal: str) -> str:
    """The Swift type of a plain literal (`2024` Int, `0.5` Double, `"Math"` String, `true`
    Bool); "None" (papermill's "unknown") for anything else."""
    if re.fullmatch(r"-?\d[\d_]*", literal):
        return "Int"
    if re.fullmatch(r"-?\d[\d_]*(\.\d[\d_]*)?([eE][-+]?\d+)?", literal):
        return "Double"
    if literal.startswith('"') and literal.endswith('"') and len(literal) >= 2:
        return "String"
    if literal in ("true", "false"):
        return "Bool"
    return "None"


def register() -> None:
    """Registers the translator for the kernel's name and for the language, so papermill
    finds it for notebooks whose metadata names either."""
    papermill_translators.register(KERNEL_NAME, SwiftTranslator)
    papermill_translators.register(LANGUAGE, SwiftTranslator)


__all__ = ["SwiftTranslator", "SwiftLiteralError", "register", "KERNEL_NAME", "LANGUAGE"]

register()
