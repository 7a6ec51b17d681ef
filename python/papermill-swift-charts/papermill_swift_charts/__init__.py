"""papermill for the Swift (Charts) kernel: the translator that writes a notebook's injected
parameters cell as Swift (`papermill report.ipynb out.ipynb -p year 2024 -p subject Math`).

Installing the package is enough: papermill loads it through its entry point at start
(`entry.py`) and finds the translator for the kernel `swift-charts` and the language `swift`.
"""
from .literals import SwiftLiteralError, swift_literal, swift_name, swift_string
from .translator import SwiftTranslator

__version__ = "1.0.0"
__all__ = ["SwiftLiteralError", "SwiftTranslator", "swift_literal", "swift_name", "swift_string"]
