"""The course's lessons keep the format docs/course.md describes: goals first, a locked setup
cell with `check`, two to four exercises each followed by its check, a solutions notebook per
lesson whose checks also stop the cell for nbgrader; and under the kernel every check says ✗
on the lesson's placeholder and ✓ on the solution."""
from __future__ import annotations

import re
from pathlib import Path

import nbformat
import pytest

import conftest
from course_notebooks import lesson_of, lesson_notebooks, solutions_notebooks

SOLUTIONS = solutions_notebooks()
LESSONS = lesson_notebooks()
# Lessons written elsewhere and not yet fitted in: their numbers stay free, and README says they are coming.
COMING: dict[int, str] = {}
HIDDEN_TEST = re.compile(r"// BEGIN HIDDEN TESTS\nprecondition\((exercise\d+), \"[^\"]+\"\)\n// END HIDDEN TESTS")


def grade_id(cell) -> str:
    return cell.metadata.get("nbgrader", {}).get("grade_id", "")


def exercises(notebook) -> list[tuple[object, object]]:
    """Each exercise cell with the check cell that follows it."""
    cells = notebook.cells
    return [(cell, cells[index + 1]) for index, cell in enumerate(cells[:-1]) if grade_id(cell).startswith("exercise-")]


def printed(cell) -> str:
    return "".join(output.get("text", "") for output in cell.outputs if output.output_type == "stream")


def test_the_lessons_are_numbered_in_order_with_the_coming_ones_left_free():
    numbers = [int(path.name[:2]) for path in LESSONS]
    assert numbers == sorted(numbers) and len(numbers) == len(set(numbers))
    assert set(numbers) | set(COMING) == set(range(1, 15)), "lessons 1 to 14, those coming from elsewhere included"
    assert not set(numbers) & set(COMING)


def test_every_lesson_has_its_solutions_and_every_solutions_notebook_its_lesson():
    lessons = {path.name for path in (conftest.REPOSITORY / "notebooks").glob("[0-9][0-9]-*.ipynb")
               if not path.stem.endswith("-solutions")}
    assert lessons == {lesson_of(path).name for path in SOLUTIONS}
    assert all(path.exists() for path in LESSONS)


def test_readme_lists_every_lesson_and_the_coming_ones():
    readme = (conftest.REPOSITORY / "README.md").read_text(encoding="utf-8")
    for path in LESSONS:
        assert f"notebooks/{path.name}" in readme, f"README.md does not link {path.name}"
    for number, title in COMING.items():
        assert re.search(rf"{number}\. {title}.*coming", readme), f"README.md does not mark lesson {number} as coming"


@pytest.mark.parametrize("path", SOLUTIONS, ids=[p.name for p in SOLUTIONS])
def test_a_lesson_starts_with_its_goals_and_a_locked_setup_cell_defining_check(path: Path):
    notebook = nbformat.read(path, as_version=4)
    first = notebook.cells[0]
    assert first.cell_type == "markdown" and first.source.startswith(f"# Lesson {int(path.name[:2])} · ")
    assert "**By the end of this lesson you can**" in first.source
    setup = next(cell for cell in notebook.cells if cell.cell_type == "code")
    assert grade_id(setup) == "setup" and setup.metadata.nbgrader.locked
    assert "func check(_ isRight: Bool, _ praise: String, hint: String) -> Bool" in setup.source


@pytest.mark.parametrize("path", SOLUTIONS, ids=[p.name for p in SOLUTIONS])
def test_each_lesson_has_two_to_four_exercises_each_followed_by_a_graded_check(path: Path):
    notebook = nbformat.read(path, as_version=4)
    pairs = exercises(notebook)
    assert 2 <= len(pairs) <= 4
    for number, (exercise, check) in enumerate(pairs, start=1):
        assert grade_id(exercise) == f"exercise-{number}" and exercise.metadata.nbgrader.solution
        assert "// BEGIN SOLUTION" in exercise.source and "// END SOLUTION" in exercise.source
        assert grade_id(check) == f"check-{number}"
        assert check.metadata.nbgrader.grade and check.metadata.nbgrader.locked and check.metadata.nbgrader.points == 1
        assert check.source.startswith(f"let exercise{number} = check(")
        assert HIDDEN_TEST.search(check.source).group(1) == f"exercise{number}", \
            "the check's hidden test stops the cell for nbgrader when the answer is wrong"


@pytest.mark.parametrize("path", SOLUTIONS, ids=[p.name for p in SOLUTIONS])
def test_every_check_passes_with_the_solution(path: Path, executed_notebook):
    for exercise, check in exercises(executed_notebook(path)):
        assert printed(check).startswith("✓ Right."), f"{path.name} {grade_id(check)}: {printed(check)!r}"
        assert not [o for o in check.outputs if o.output_type == "error"]


@pytest.mark.parametrize("path", LESSONS, ids=[p.name for p in LESSONS])
def test_every_check_says_not_yet_on_the_lessons_placeholder(path: Path, executed_notebook):
    notebook = executed_notebook(path)
    pairs = exercises(notebook)
    assert pairs
    for exercise, check in pairs:
        assert "// YOUR CODE HERE" in exercise.source and "BEGIN SOLUTION" not in exercise.source
        assert printed(check).startswith("✗ Not yet. "), f"{path.name} {grade_id(check)}: {printed(check)!r}"
        assert "HIDDEN TESTS" not in check.source and "precondition" not in check.source
