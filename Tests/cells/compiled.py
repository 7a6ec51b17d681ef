"""Cells compiled as Swift programs: each notebook, README.md and docs/*.md exported with
`swift-chart-kernel export` as a SwiftPM package, built with `swift build` (one compile of the
program per file; the libraries are compiled once for all of them, in a scratch folder shared
by every export and kept between runs), and run: what they print and the SVG files they write.
"""
from __future__ import annotations

import re
import subprocess
import time
from dataclasses import dataclass, field
from pathlib import Path

from kernel_install import REPOSITORY, kernel_binary

# Where every exported package builds: the libraries compile once here for all of them, and
# again only when they change.
SCRATCH = REPOSITORY / ".build" / "cells"
# Markdown files run their Swift blocks in the notebooks' folder, where the sample data is.
NOTEBOOK_FOLDER = REPOSITORY / "notebooks"
SWIFT_FENCE = re.compile(r"^```swift\s*$", re.MULTILINE)


# Swift Charts programs (Tests/ChartsCorpus), each a cell of one document.
CORPUS_FOLDER = REPOSITORY / "Tests" / "ChartsCorpus"


def sources() -> list[Path]:
    """Every file whose cells must compile: the notebooks, README.md, each docs/*.md with
    a ```swift block, and the charts corpus as one document."""
    notebooks = sorted(NOTEBOOK_FOLDER.glob("*.ipynb"))
    markdown = [REPOSITORY / "README.md"] + sorted((REPOSITORY / "docs").glob("*.md"))
    return notebooks + [path for path in markdown if SWIFT_FENCE.search(path.read_text(encoding="utf-8"))] + [corpus_document()]


def corpus_document() -> Path:
    """Tests/ChartsCorpus/*.swift as one Markdown document, a ```swift block per program in
    order (their names are distinct, so they compile as one program), written to the scratch
    folder."""
    parts = ["# The charts corpus\n"]
    for program in sorted(CORPUS_FOLDER.glob("*.swift")):
        parts.append(f"\n## {program.stem}\n\n```swift\n{program.read_text(encoding='utf-8').rstrip()}\n```\n")
    SCRATCH.mkdir(parents=True, exist_ok=True)
    document = SCRATCH / "charts-corpus.md"
    text = "".join(parts)
    if not document.exists() or document.read_text(encoding="utf-8") != text:
        document.write_text(text, encoding="utf-8")
    return document


def source_id(path: Path) -> str:
    """A test id for a source: its path in the repository (the corpus by its folder)."""
    return "Tests/ChartsCorpus" if path.parent == SCRATCH else str(path.relative_to(REPOSITORY))


def working_directory(source: Path) -> Path:
    """Where the kernel runs the file's cells: a notebook's own folder; notebooks/ for
    Markdown files."""
    return source.parent if source.suffix == ".ipynb" else NOTEBOOK_FOLDER


@dataclass
class CompiledRun:
    """One file's cells built and run as a Swift program."""
    source: Path
    package: Path
    build_seconds: float
    returncode: int = 0
    build_log: str = ""
    stdout: str = ""
    stderr: str = ""
    svgs: list[str] = field(default_factory=list)

    @property
    def built(self) -> bool:
        return self.returncode == 0


def export(source: Path, destination: Path) -> Path:
    """Writes `source` as a package in destination/<name>; returns the package folder."""
    package = destination / source.stem
    subprocess.run([str(kernel_binary()), "export", str(source), str(package), "--package", str(REPOSITORY),
                    "--working-directory", str(working_directory(source))],
                   check=True, capture_output=True, text=True, timeout=60)
    return package


def build_and_run(source: Path, package: Path, timeout: float = 1200) -> CompiledRun:
    """Builds the exported package in the shared scratch folder and, when it builds, runs it
    in its folder (so relative paths find the copied data) with charts written to charts/."""
    started = time.monotonic()
    build = subprocess.run(["swift", "build", "--scratch-path", str(SCRATCH)], cwd=package,
                           capture_output=True, text=True, timeout=timeout)
    run = CompiledRun(source=source, package=package, build_seconds=time.monotonic() - started,
                      returncode=build.returncode, build_log=build.stdout + build.stderr)
    if not run.built:
        return run
    program = subprocess.run(["swift", "run", "--skip-build", "--scratch-path", str(SCRATCH)], cwd=package,
                             capture_output=True, text=True, timeout=300,
                             env={**_environment(), "CHART_OUTPUT_DIRECTORY": "charts"})
    run.returncode = program.returncode
    run.stdout, run.stderr = program.stdout, program.stderr
    run.svgs = [path.read_text(encoding="utf-8") for path in sorted((package / "charts").glob("chart-*.svg"))]
    return run


def compile_errors(run: CompiledRun) -> list[str]:
    """The compiler's error lines of a failed build, without the source excerpts."""
    lines = [line for line in run.build_log.splitlines() if re.search(r"\berror: ", line) and "main.swift" in line]
    return list(dict.fromkeys(lines))


def _environment() -> dict[str, str]:
    import os
    return dict(os.environ)
