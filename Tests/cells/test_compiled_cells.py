"""Every code cell of every notebook in notebooks/ and every ```swift block of README.md and
docs/*.md, and every program of the charts corpus (Tests/ChartsCorpus), compiles unchanged as a Swift program against ChartCore, ChartData and ChartNotebook
(per file, in order, as `swift-chart-kernel export` writes it: a cell's last bare expression
shown with display(…)), and the program prints the same lines and draws the same SVGs as the
kernel running the same cells."""
from __future__ import annotations

import difflib
from pathlib import Path

import pytest

import compiled

SOURCES = compiled.sources()
IDS = [compiled.source_id(path) for path in SOURCES]


@pytest.mark.parametrize("source", SOURCES, ids=IDS)
def test_cells_compile_unchanged(runs, source: Path):
    run = runs.compiled_run(source)
    errors = compiled.compile_errors(run)
    assert run.built or not errors, f"{source.name}: {len(errors)} compiler errors:\n" + "\n".join(errors)
    assert run.built, f"{source.name} did not build or run:\n{run.build_log[-3000:]}\n{run.stderr[-3000:]}"


@pytest.mark.parametrize("source", SOURCES, ids=IDS)
def test_kernel_runs_every_cell(runs, source: Path):
    assert not runs.kernel_run(source).errors


@pytest.mark.parametrize("source", SOURCES, ids=IDS)
def test_printed_lines_are_the_kernels(runs, source: Path):
    run, kernel = runs.compiled_run(source), runs.kernel_run(source)
    if not run.built:
        pytest.skip("the program does not build (see test_cells_compile_unchanged)")
    expected, actual = kernel.text.splitlines(), run.stdout.splitlines()
    diff = "\n".join(difflib.unified_diff(expected, actual, "kernel", "compiled", lineterm=""))
    assert actual == expected, f"{source.name} prints differently:\n{diff}"


@pytest.mark.parametrize("source", SOURCES, ids=IDS)
def test_charts_are_the_kernels_svg(runs, source: Path):
    run, kernel = runs.compiled_run(source), runs.kernel_run(source)
    if not run.built:
        pytest.skip("the program does not build (see test_cells_compile_unchanged)")
    assert len(run.svgs) == len(kernel.svgs), f"{source.name}: {len(run.svgs)} charts compiled, {len(kernel.svgs)} in the kernel"
    for number, (actual, expected) in enumerate(zip(run.svgs, kernel.svgs), start=1):
        assert actual == expected, f"{source.name}: chart {number} differs from the kernel's"
