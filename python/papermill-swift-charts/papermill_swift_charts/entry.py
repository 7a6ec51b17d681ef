"""What papermill loads at its start: its `papermill.engine` entry points are the one hook it
gives a package to run when papermill starts (it has none for translators), so this package's
entry point names papermill's own engine, reached through this module, whose import registers
the Swift translator. `--engine swift-charts` is papermill's default engine under another name."""
from papermill.engines import NBClientEngine

from . import translator  # noqa: F401  (registers the Swift translator on import)

__all__ = ["NBClientEngine"]
