"""papermill runs Swift notebooks on the real kernel: its CLI and its Python API inject a
parameters cell written in Swift by the project's translator (python/papermill-swift-charts,
installed from requirements.txt), the values arrive in the kernel as the same values, and a
parameter no Swift literal can hold stops papermill before the notebook runs."""
from __future__ import annotations

from chart_outputs import chart_svg, shows_chart
import json
import math
import subprocess
import sys
from pathlib import Path

import nbformat
import pytest

from kernel_install import KERNEL_NAME, REPOSITORY

papermill = pytest.importorskip("papermill")
from papermill_swift_charts import SwiftLiteralError  # noqa: E402
from papermill_samples import EXPECTED_LINES, VALUES, values_notebook  # noqa: E402

REPORT = REPOSITORY / "notebooks" / "enrollment-report.ipynb"
NOTEBOOKS = REPOSITORY / "notebooks"


def swift_notebook(cells: list[tuple[str, list[str]]]) -> nbformat.NotebookNode:
    """A notebook for the Swift (Charts) kernel of these (source, tags) code cells."""
    document = nbformat.v4.new_notebook(cells=[nbformat.v4.new_code_cell(source, metadata={"tags": tags})
                                               for source, tags in cells])
    document.metadata["kernelspec"] = {"name": KERNEL_NAME, "display_name": "Swift (Charts)", "language": "swift"}
    return document


def run_cli(*arguments: str, cwd: Path = NOTEBOOKS) -> subprocess.CompletedProcess:
    """`papermill ARGUMENTS…` (the CLI of the environment's papermill)."""
    return subprocess.run([sys.executable, "-m", "papermill", *arguments], cwd=cwd, capture_output=True, text=True,
                          timeout=240)


def printed(cell) -> str:
    """What a cell of an executed notebook printed."""
    return "".join(output.get("text", "") for output in cell.outputs if output.output_type == "stream")


def svgs(cell) -> list[str]:
    """The SVG pictures a cell of an executed notebook shows."""
    return [chart_svg(output.data) for output in cell.outputs if shows_chart(output.get("data", {}))]


@pytest.fixture(scope="module")
def cli_report(tmp_path_factory) -> nbformat.NotebookNode:
    """The enrollment report run by papermill's CLI with -p year 2023 -p subject Art."""
    output = tmp_path_factory.mktemp("papermill") / "report-2023-art.ipynb"
    result = run_cli(str(REPORT), str(output), "-p", "year", "2023", "-p", "subject", "Art")
    assert result.returncode == 0, result.stderr[-3000:]
    return nbformat.read(output, as_version=4)


def test_cli_injects_a_swift_parameters_cell_after_the_parameters_cell(cli_report):
    tags = [cell.metadata.get("tags", []) for cell in cli_report.cells]
    parameters = next(index for index, cell_tags in enumerate(tags) if "parameters" in cell_tags)
    injected = cli_report.cells[parameters + 1]
    assert "injected-parameters" in injected.metadata["tags"]
    assert injected.source == '// Parameters\nyear = 2023\nsubject = "Art"\n'
    assert not [o for o in injected.outputs if o.output_type == "error"]


def test_cli_report_runs_with_the_parameters(cli_report):
    errors = [o for cell in cli_report.cells for o in cell.get("outputs", []) if o.output_type == "error"]
    assert not errors
    text = "".join(printed(cell) for cell in cli_report.cells if cell.cell_type == "code")
    assert "students enrolled in 2023" in text and text.count("Art: ") == 1
    pictures = [svg for cell in cli_report.cells if cell.cell_type == "code" for svg in svgs(cell)]
    assert any("Students per subject, 2023" in svg for svg in pictures)
    assert any("New Art students per month, 2023" in svg for svg in pictures)


def test_cli_help_notebook_lists_the_swift_parameters():
    result = run_cli(str(REPORT), "--help-notebook")
    assert result.returncode == 0, result.stderr[-2000:]
    text = " ".join(result.stdout.split())
    assert "year: Int (default 2024) the school year to report on" in text
    assert 'subject: String (default "Math") the subject whose months are charted' in text


def test_python_api_round_trips_every_kind_of_value(tmp_path):
    source, output = tmp_path / "values.ipynb", tmp_path / "values-out.ipynb"
    nbformat.write(values_notebook(), source)
    result = papermill.execute_notebook(str(source), str(output), parameters=VALUES, kernel_name=KERNEL_NAME)
    assert printed(result.cells[-1]).splitlines() == EXPECTED_LINES


@pytest.mark.parametrize(("value", "message"), [
    (math.nan, "NaN"), (math.inf, "infinity"), (2**63, "past Swift's Int"), (-(2**63) - 1, "past Swift's Int"),
    (object(), "Python object"), ((1, 2), "pass a list"), ({1.5: "x"}, "dictionary keys"), ("\ud800", "surrogate"),
    ([1, [2, math.nan]], "parameter 'year'[1][1]"),
])
def test_a_value_without_a_swift_literal_stops_papermill_before_the_kernel_starts(tmp_path, value, message):
    output = tmp_path / "out.ipynb"
    with pytest.raises(SwiftLiteralError, match=message.replace("[", r"\[").replace("]", r"\]")):
        papermill.execute_notebook(str(REPORT), str(output), parameters={"year": value}, cwd=str(NOTEBOOKS))
    assert not output.exists()


def test_cli_refuses_nan_and_a_huge_integer_with_a_clear_message(tmp_path):
    for value, words in (("nan", "cannot write NaN"), ("99999999999999999999", "past Swift's Int")):
        output = tmp_path / f"out-{value}.ipynb"
        result = run_cli(str(REPORT), str(output), "-p", "year", value)
        assert result.returncode != 0
        assert words in result.stderr and "parameter 'year'" in result.stderr
        assert not output.exists()


def test_a_name_swift_cannot_spell_is_refused_and_a_keyword_is_escaped(tmp_path):
    with pytest.raises(SwiftLiteralError, match="not a Swift identifier"):
        papermill.execute_notebook(str(REPORT), str(tmp_path / "a.ipynb"), parameters={"school-year": 2024},
                                   cwd=str(NOTEBOOKS))
    source, output = tmp_path / "keyword.ipynb", tmp_path / "keyword-out.ipynb"
    nbformat.write(swift_notebook([("var `default` = 1", ["parameters"]), ("print(`default`)", [])]), source)
    result = papermill.execute_notebook(str(source), str(output), parameters={"default": 5})
    assert result.cells[1].source.splitlines()[1] == "`default` = 5"
    assert printed(result.cells[-1]) == "5\n"


def test_a_parameter_the_notebook_does_not_declare_is_the_kernels_error_in_the_injected_cell(tmp_path, caplog):
    output = tmp_path / "unknown.ipynb"
    with pytest.raises(papermill.PapermillExecutionError, match="cannot find 'grade' in scope"):
        papermill.execute_notebook(str(REPORT), str(output), parameters={"grade": 10}, cwd=str(NOTEBOOKS))
    assert "Passed unknown parameter: grade" in caplog.text
    saved = json.loads(output.read_text())
    injected = [cell for cell in saved["cells"] if "injected-parameters" in cell["metadata"].get("tags", [])]
    assert [o["ename"] for o in injected[0]["outputs"] if o["output_type"] == "error"] == ["NameError"]


def test_inject_paths_declares_papermills_own_parameters(tmp_path):
    output = tmp_path / "paths.ipynb"
    result = run_cli(str(REPORT), str(output), "-p", "year", "2024", "--inject-paths")
    assert result.returncode == 0, result.stderr[-2000:]
    injected = [cell for cell in nbformat.read(output, as_version=4).cells
                if "injected-parameters" in cell.metadata.get("tags", [])][0]
    assert "year = 2024" in injected.source.splitlines()
    assert f'let PAPERMILL_INPUT_PATH = "{REPORT}"' in injected.source.splitlines()
