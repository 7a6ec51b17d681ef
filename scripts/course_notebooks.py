"""The course's notebooks: the lessons and their solutions in notebooks/, how nbgrader turns a
solutions notebook into its lesson, and how a notebook is run and saved with its outputs.

Used by scripts/make-lessons.py (which writes the files) and by the tests (which check that the
files are what these functions make). docs/course.md describes the format.
"""
from __future__ import annotations

import copy
import os
import re
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

import nbformat
from nbclient import NotebookClient

REPOSITORY = Path(__file__).resolve().parents[1]
NOTEBOOKS = REPOSITORY / "notebooks"
NBGRADER_CONFIG = REPOSITORY / "scripts" / "nbgrader_config.py"
KERNEL_NAME = "swift-charts"
SOLUTIONS_SUFFIX = "-solutions"
# A lesson's file name: two digits, a dash, words in lower case ("04-reading-values.ipynb").
LESSON_NAME = re.compile(r"^(\d\d)-[a-z0-9-]+$")
WIDGET_VIEW = "application/vnd.jupyter.widget-view+json"
# The assignment every lesson belongs to in nbgrader's course directory.
ASSIGNMENT = "charting-course"


def solutions_notebooks() -> list[Path]:
    """Every lesson's solutions notebook (nbgrader's source), in lesson order."""
    return sorted(path for path in NOTEBOOKS.glob(f"*{SOLUTIONS_SUFFIX}.ipynb")
                  if LESSON_NAME.match(path.stem.removesuffix(SOLUTIONS_SUFFIX)))


def lesson_of(solutions: Path) -> Path:
    """The lesson (student version) written from a solutions notebook."""
    return solutions.with_name(solutions.name.replace(f"{SOLUTIONS_SUFFIX}.ipynb", ".ipynb"))


def lesson_notebooks() -> list[Path]:
    """Every lesson, in order."""
    return [lesson_of(path) for path in solutions_notebooks()]


def nbgrader(arguments: list[str], course: Path, timeout: float = 600) -> subprocess.CompletedProcess:
    """Runs `nbgrader ARGUMENTS` in the course directory `course` (which holds the config);
    fails with nbgrader's output when it fails."""
    # nbgrader runs `alembic` (its gradebook's migrations) from the PATH: the one beside this Python.
    path = f"{Path(sys.executable).parent}{os.pathsep}{os.environ.get('PATH', '')}"
    run = subprocess.run([sys.executable, "-m", "nbgrader", *arguments], cwd=course, env={**os.environ, "PATH": path},
                         capture_output=True, text=True, timeout=timeout)
    if run.returncode != 0:
        raise RuntimeError(f"nbgrader {' '.join(arguments)} failed:\n{run.stdout[-4000:]}\n{run.stderr[-4000:]}")
    return run


def make_course_directory(course: Path, solutions: list[Path]) -> None:
    """An nbgrader course directory in `course`: the config, and the solutions notebooks as
    the sources of one assignment, named as their lessons."""
    source = course / "source" / ASSIGNMENT
    source.mkdir(parents=True)
    shutil.copy(NBGRADER_CONFIG, course / "nbgrader_config.py")
    for path in solutions:
        shutil.copy(path, source / lesson_of(path).name)


def generate_student_versions(course: Path, solutions: list[Path],
                              records_in_gradebook: bool = False) -> dict[str, nbformat.NotebookNode]:
    """Runs `nbgrader generate_assignment` on the solutions notebooks in a course directory
    made in `course`; returns each released notebook by lesson file name. With
    `records_in_gradebook`, the assignment and its graded cells go into the course's gradebook
    too (autograding needs them; it takes nbgrader a few seconds per notebook)."""
    make_course_directory(course, solutions)
    nbgrader(["generate_assignment", ASSIGNMENT, "--force", *([] if records_in_gradebook else ["--no-db"])], course)
    release = course / "release" / ASSIGNMENT
    return {lesson_of(path).name: nbformat.read(release / lesson_of(path).name, as_version=4) for path in solutions}


def execute(notebook: nbformat.NotebookNode, folder: Path, timeout: float = 120,
            keeps_widget_views: bool = False) -> nbformat.NotebookNode:
    """A copy of `notebook` run top to bottom in the kernel with `folder` as working directory.
    Errors are kept as outputs; widget views too when `keeps_widget_views` (as a front end
    receives them), else the outputs are as a notebook file keeps them (see `saved_outputs`).
    No widget state is stored, as JupyterLab saves notebooks unless told otherwise."""
    executed = copy.deepcopy(notebook)
    NotebookClient(executed, kernel_name=KERNEL_NAME, timeout=timeout, allow_errors=True,
                   store_widget_state=False, record_timing=False,
                   resources={"metadata": {"path": str(folder)}}).execute()
    if not keeps_widget_views:
        for cell in executed.cells:
            if cell.cell_type == "code":
                cell.outputs = saved_outputs(cell.outputs)
    return executed


def saved_outputs(outputs: list) -> list:
    """Outputs as a notebook file keeps them: a chart shown by `interactive(…)` keeps its
    static picture and text but not its widget view, whose model lives only in the running
    kernel (a saved view shows "model not found" until the cell runs again; the picture shows
    everywhere, and running the cell brings the live widget back)."""
    kept = []
    for output in outputs:
        output = copy.deepcopy(output)
        data = output.get("data")
        if data is not None and WIDGET_VIEW in data:
            del data[WIDGET_VIEW]
        kept.append(output)
    return kept


def comparable_outputs(notebook: nbformat.NotebookNode) -> list[list[dict]]:
    """Each code cell's outputs without what differs between two runs of the same cells (the
    widget view's model id), for comparing a saved notebook with a fresh run."""
    cells = []
    for cell in notebook.cells:
        if cell.cell_type != "code":
            continue
        outputs = []
        for output in saved_outputs(cell.get("outputs", [])):
            output.pop("metadata", None)
            outputs.append(dict(output))
        cells.append(outputs)
    return cells


def write_lessons(workdir: Path, solutions: list[Path]) -> list[Path]:
    """Writes the lessons of these solutions notebooks (nbgrader's student versions); returns
    the lessons written."""
    released = generate_student_versions(workdir / "course", solutions)
    written = []
    for path in solutions:
        lesson = lesson_of(path)
        nbformat.write(released[lesson.name], lesson)
        written.append(lesson)
    return written


def run_and_save(path: Path) -> None:
    """Runs the notebook at `path` in the kernel and saves it with its outputs."""
    notebook = nbformat.read(path, as_version=4)
    nbformat.write(execute(notebook, path.parent), path)


def main(arguments: list[str]) -> int:
    """`make-lessons.py [NOTEBOOK …]`: writes every lesson (or the lessons of the notebooks
    named, lesson or solutions) from its solutions notebook, then runs and saves every notebook
    (or the ones named, and the lessons written)."""
    paths = [Path(name).resolve() for name in arguments] or sorted(NOTEBOOKS.glob("*.ipynb"))
    solutions = [path for path in solutions_notebooks() if path in paths or lesson_of(path) in paths]
    with tempfile.TemporaryDirectory(prefix="course-") as workdir:
        written = write_lessons(Path(workdir), solutions) if solutions else []
    for lesson in written:
        print(f"wrote {lesson.relative_to(REPOSITORY)}")
    for path in paths + [lesson for lesson in written if lesson not in paths]:
        run_and_save(path)
        print(f"ran and saved {path.relative_to(REPOSITORY)}")
    return 0
