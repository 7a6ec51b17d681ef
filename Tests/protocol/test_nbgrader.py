"""nbgrader with the course and this kernel, as a class uses it: `generate_assignment` makes each
lesson's student version from its solutions notebook (the lessons in notebooks/ are exactly
those), and `autograde` runs submitted lessons in the kernel and grades their checks: a lesson
answered with the solutions gets full marks, the lesson as released and one with its exercise
cells emptied get zero, and nothing crashes."""
from __future__ import annotations

import re

import nbformat
import pytest

import conftest  # noqa: F401  (installs the kernelspec that nbgrader's kernels start from)
from course_notebooks import ASSIGNMENT, generate_student_versions, lesson_of, nbgrader, solutions_notebooks

SOLUTIONS = solutions_notebooks()
# The lesson graded: charts, interactive widgets with touch closures, and a function to complete.
GRADED = next(path for path in SOLUTIONS if path.name.startswith("04-"))
SOLUTION_MARKER = re.compile(r"^\s*// (BEGIN|END) SOLUTION\n", re.MULTILINE)


def grade_id(cell) -> str:
    return cell.metadata.get("nbgrader", {}).get("grade_id", "")


@pytest.fixture(scope="module")
def released(tmp_path_factory) -> dict[str, nbformat.NotebookNode]:
    """Every lesson's student version, made by nbgrader from the solutions notebooks."""
    return generate_student_versions(tmp_path_factory.mktemp("course"), SOLUTIONS)


@pytest.fixture(scope="module")
def graded(tmp_path_factory):
    """A course directory with the graded lesson released, three students' submissions of it
    autograded in one run, and the gradebook; returns (directory, gradebook, notebook name)."""
    from nbgrader.api import Gradebook

    course = tmp_path_factory.mktemp("graded")
    release = generate_student_versions(course, [GRADED], records_in_gradebook=True)[lesson_of(GRADED).name]
    solutions = nbformat.read(GRADED, as_version=4)
    answers = {grade_id(cell): SOLUTION_MARKER.sub("", cell.source) for cell in solutions.cells
               if grade_id(cell).startswith("exercise-")}
    submissions = {"untouched": release, "answered": _with_answers(release, answers),
                   "blank": _with_answers(release, {name: "" for name in answers})}
    for student, notebook in submissions.items():
        folder = course / "submitted" / student / ASSIGNMENT
        folder.mkdir(parents=True)
        nbformat.write(notebook, folder / lesson_of(GRADED).name)
    run = nbgrader(["autograde", ASSIGNMENT, "--create", "--force"], course)
    with Gradebook(f"sqlite:///{course / 'gradebook.db'}") as gradebook:
        yield course, gradebook, lesson_of(GRADED).stem, run


def _with_answers(notebook: nbformat.NotebookNode, answers: dict[str, str]) -> nbformat.NotebookNode:
    """A copy of the released notebook whose exercise cells hold `answers` (by grade id)."""
    answered = nbformat.from_dict(notebook)
    for cell in answered.cells:
        if grade_id(cell) in answers:
            cell.source = answers[grade_id(cell)]
    return answered


def _score(gradebook, notebook: str, student: str) -> tuple[float, float]:
    submitted = gradebook.find_submission_notebook(notebook, ASSIGNMENT, student)
    return submitted.score, submitted.max_score


def test_each_lesson_is_nbgraders_student_version_of_its_solutions(released):
    for solutions in SOLUTIONS:
        lesson = lesson_of(solutions)
        committed = nbformat.read(lesson, as_version=4)
        made = released[lesson.name]
        assert [(cell.cell_type, cell.source) for cell in committed.cells] == \
            [(cell.cell_type, cell.source) for cell in made.cells], f"{lesson.name}: run `make lessons`"
        assert [cell.metadata.get("nbgrader") for cell in committed.cells] == \
            [cell.metadata.get("nbgrader") for cell in made.cells]


def test_the_student_version_keeps_the_placeholders_and_hides_the_graders_lines(released):
    for notebook in released.values():
        for cell in notebook.cells:
            assert "BEGIN SOLUTION" not in cell.source and "HIDDEN TESTS" not in cell.source
            if grade_id(cell).startswith("exercise-"):
                assert "// YOUR CODE HERE" in cell.source


def test_a_lesson_answered_with_the_solutions_gets_full_marks(graded):
    _, gradebook, notebook, _ = graded
    score, maximum = _score(gradebook, notebook, "answered")
    assert maximum == 3 and score == maximum


def test_the_lesson_as_released_gets_zero_and_each_check_says_why(graded):
    course, gradebook, notebook, _ = graded
    assert _score(gradebook, notebook, "untouched") == (0, 3)
    autograded = nbformat.read(course / "autograded" / "untouched" / ASSIGNMENT / f"{notebook}.ipynb", as_version=4)
    checks = [cell for cell in autograded.cells if grade_id(cell).startswith("check-")]
    for number, cell in enumerate(checks, start=1):
        errors = [output for output in cell.outputs if output.output_type == "error"]
        assert len(errors) == 1 and f"exercise {number} is not solved yet" in errors[0].evalue
        assert "✗ Not yet." in "".join(output.get("text", "") for output in cell.outputs)


def test_a_submission_with_emptied_exercise_cells_gets_zero_without_a_crash(graded):
    course, gradebook, notebook, run = graded
    assert _score(gradebook, notebook, "blank") == (0, 3)
    assert "Traceback" not in run.stdout + run.stderr
    assert (course / "autograded" / "blank" / ASSIGNMENT / f"{notebook}.ipynb").exists()
