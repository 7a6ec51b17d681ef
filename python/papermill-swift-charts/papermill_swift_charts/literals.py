"""Python values as Swift literals: the values papermill's parameters take (from `-p`, `-r`,
`-y`, `-f` or the Python API) written as Swift source that swiftc and the kernel read back as
the same value.

| Python | Swift |
|---|---|
| `None` | `nil` |
| `True`, `False` | `true`, `false` |
| `int` within Int64 | an integer literal (`-9223372036854775808` … `9223372036854775807`) |
| `float`, finite | the shortest literal that reads back as the same Double (`0.1`, `2.0`, `1e-07`) |
| `str` | a string literal, `\\`, `"` and control characters escaped |
| `list` | an array literal, `[]` when empty |
| `dict` with `str`, `int` or `bool` keys | a dictionary literal, `[:]` when empty |

Anything else (a tuple, a set, a date, any other Python object, NaN or an infinity, an
integer past Int64, a string holding a lone surrogate) has no Swift literal: `swift_literal`
raises `SwiftLiteralError`, which names the parameter and the part of its value at fault.
"""
from __future__ import annotations

import math
import unicodedata

INT64_MIN = -(2**63)
INT64_MAX = 2**63 - 1

# Swift's keywords that cannot be used as a name without backticks.
SWIFT_KEYWORDS = frozenset("""
    associatedtype borrowing class consuming deinit enum extension fileprivate func import init
    inout internal let nonisolated open operator private precedencegroup protocol public rethrows
    static struct subscript typealias var break case catch continue default defer do else
    fallthrough for guard if in repeat return throw switch where while Any as await false is nil
    self Self super throws true try
""".split())

# The short escapes a Swift string literal knows.
SHORT_ESCAPES = {"\\": "\\\\", '"': '\\"', "\n": "\\n", "\r": "\\r", "\t": "\\t", "\0": "\\0"}


class SwiftLiteralError(ValueError):
    """A parameter value that no Swift literal can hold."""


def swift_literal(value: object, where: str = "the value") -> str:
    """`value` as Swift source; `where` names it in an error (`parameter 'year'`, and inside
    collections `parameter 'ids'[2]`)."""
    if value is None:
        return "nil"
    if isinstance(value, bool):  # before int: bool is an int in Python
        return "true" if value else "false"
    if isinstance(value, int):
        return _integer(value, where)
    if isinstance(value, float):
        return _double(value, where)
    if isinstance(value, str):
        return swift_string(value, where)
    if isinstance(value, list):
        return "[" + ", ".join(swift_literal(item, f"{where}[{index}]") for index, item in enumerate(value)) + "]"
    if isinstance(value, dict):
        if not value:
            return "[:]"
        entries = (f"{_key(key, where)}: {swift_literal(item, f'{where}[{key!r}]')}" for key, item in value.items())
        return "[" + ", ".join(entries) + "]"
    hint = " (pass a list for an array)" if isinstance(value, (tuple, set, frozenset)) else ""
    raise SwiftLiteralError(f"{where} is a Python {type(value).__name__} ({_shown(value)}), which has no Swift "
                            f"literal{hint}; parameters take None, bool, int, float, str, list and dict")


def swift_string(text: str, where: str = "the value") -> str:
    """`text` as a Swift string literal: backslash, quote and every control or invisible
    format character escaped (`\\n`, `\\u{200B}`), everything else as it is (Swift source is
    UTF-8)."""
    pieces = []
    for character in text:
        if character in SHORT_ESCAPES:
            pieces.append(SHORT_ESCAPES[character])
            continue
        category = unicodedata.category(character)
        if category == "Cs":
            raise SwiftLiteralError(f"{where} holds a lone surrogate (U+{ord(character):04X}), which a Swift "
                                    "String cannot hold")
        if category in ("Cc", "Cf", "Zl", "Zp", "Co", "Cn"):
            pieces.append(f"\\u{{{ord(character):X}}}")
        else:
            pieces.append(character)
    return '"' + "".join(pieces) + '"'


def swift_name(name: object) -> str:
    """A parameter's name as a Swift identifier (a keyword in backticks, as Swift spells
    `` `default` ``); raises `SwiftLiteralError` for a name Swift cannot spell."""
    if not isinstance(name, str) or not name.isidentifier() or name == "_":
        raise SwiftLiteralError(f"parameter name {name!r} is not a Swift identifier (letters, digits and "
                                "underscores, not starting with a digit)")
    return f"`{name}`" if name in SWIFT_KEYWORDS else name


def _integer(value: int, where: str) -> str:
    if not INT64_MIN <= value <= INT64_MAX:
        raise SwiftLiteralError(f"{where} is {_shown(value)}, past Swift's Int (64 bits: {INT64_MIN} to "
                                f"{INT64_MAX}); pass it as a string, or as a float if a Double is meant")
    return str(value)


def _double(value: float, where: str) -> str:
    if not math.isfinite(value):
        raise SwiftLiteralError(f"{where} is {value!r}, and a Swift literal cannot write NaN or an infinity; "
                                "pass a finite number, or None for a missing value (an optional that is nil)")
    # repr is the shortest text that reads back as the same double, and Swift reads it the
    # same way (its Double(String) and literals are correctly rounded); it always has a
    # point or an exponent, so Swift types it as a floating-point literal.
    return repr(value)


def _key(key: object, where: str) -> str:
    if isinstance(key, (str, bool, int)):
        return swift_literal(key, f"{where} key")
    raise SwiftLiteralError(f"{where} has a key {_shown(key)} ({type(key).__name__}); dictionary keys must be "
                            "strings, integers or booleans")


def _shown(value: object, limit: int = 60) -> str:
    text = repr(value)
    return text if len(text) <= limit else text[: limit - 1] + "…"
