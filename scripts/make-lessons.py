#!/usr/bin/env python3
"""Writes the course's lessons from their solutions notebooks, then runs every notebook in
notebooks/ and saves it with its outputs, so that a reader without a kernel (GitHub,
nbconvert, a viewer) sees every chart.

    make lessons                                         # the same, with the kernel built
    .venv/bin/python scripts/make-lessons.py [NOTEBOOK …] # run and save only the ones named

Each notebooks/NN-name-solutions.ipynb is nbgrader's source of lesson NN; `nbgrader
generate_assignment` (with scripts/nbgrader_config.py) makes the student version, written as
notebooks/NN-name.ipynb. Needs the kernelspec installed where Jupyter finds it (`make
kernelspec`). docs/course.md describes the format.
"""
import sys

from course_notebooks import main

if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
