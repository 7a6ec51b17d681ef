"""A notebook papermill has run is still a Swift program: with papermill's injected
parameters cell (written by the project's translator), every cell compiles unchanged with
swiftc, and the program prints what the kernel printed, each parameter the value given."""
from __future__ import annotations

import nbformat
import pytest

from kernel_install import KERNEL_NAME

papermill = pytest.importorskip("papermill")
from papermill_samples import EXPECTED_LINES, VALUES, values_notebook  # noqa: E402


def test_papermill_output_compiles_and_prints_the_parameters(runs, tmp_path):
    source, output = tmp_path / "values.ipynb", tmp_path / "papermill-values.ipynb"
    nbformat.write(values_notebook(), source)
    papermill.execute_notebook(str(source), str(output), parameters=VALUES, kernel_name=KERNEL_NAME)
    run = runs.compiled_run(output)
    assert run.built, f"papermill's output does not build:\n{run.build_log[-3000:]}\n{run.stderr[-2000:]}"
    assert run.stdout.splitlines() == EXPECTED_LINES
    assert runs.kernel_run(output).text.splitlines() == EXPECTED_LINES
