#!/usr/bin/env python3
"""Counts instructions with callgrind for DataFrame verbs beside pandas, in one run.

    python scripts/bench/dataframe_callgrind.py [--steps load,mask-text] [--dataframe-steps .build/release/dataframe-steps]

The machine's speed wanders, but callgrind's instruction counts do not, so a change is
measured by this count and compared with pandas' count for the same work in the same run.
Each side runs every step once in one process, calling getppid() before each step, and
`valgrind --tool=callgrind --dump-before=getppid` writes one profile part per step.

The 1e6-row file is chart-bench's (Sources/chart-bench/DataFrameBenchmarkData.swift); this
script writes the same bytes when the file is not there yet.
"""
import argparse
import glob
import os
import subprocess
import sys
import tempfile

PANDAS_STEPS = {
    "load": "frame = pd.read_csv(path, parse_dates=['enrolled'])",
    "mask-text": "sink = (frame['subject'] == 'Math')",
    "mask-text (category)": "sink = (category == 'Math')",
    "mask-double": "sink = (frame['score'] > 50)",
    "mask-date": "sink = (frame['enrolled'] > pd.Timestamp('2020-01-01'))",
    "mask-date-date": "sink = (frame['enrolled'] < frame['enrolled'])",
    "mask-int": "sink = (frame['year'] > 2019)",
    "column/column": "sink = frame['score'] / frame['hours']",
    "column*scalar": "sink = frame['score'] * 2",
    "int+scalar": "sink = frame['year'] + 1",
    "int+int": "sink = frame['year'] + frame['grade_level']",
    "int*int": "sink = frame['year'] * frame['grade_level']",
    "summary": "sink = frame.describe(include='all')",
    "summary-numeric": "sink = frame.describe()",
}
# What each Swift step is compared with on the pandas side.
COUNTERPART = {"mask-text": "mask-text (category)"}


def enrollments_file(rows):
    """The path of chart-bench's 8-column file, written as chart-bench writes it if missing."""
    directory = os.path.join(tempfile.gettempdir(), "chart-bench-dataframe")
    path = os.path.join(directory, f"enrollments-{rows}.csv")
    if os.path.exists(path):
        return path
    subjects = ["Math", "Physics", "Chemistry", "Biology", "History", "Art", "Music", "Computer Science"]
    words = ["Lincoln", "Roosevelt", "Jefferson", "Franklin", "Hamilton", "Madison", "Washington", "Kennedy"]
    kinds = ["High", "Academy", "Prep", "Central", "Magnet"]
    state = 0x2545_F491_4F6C_DD1D
    mask = (1 << 64) - 1

    def below(bound):
        nonlocal state
        state ^= (state << 13) & mask
        state ^= state >> 7
        state ^= (state << 17) & mask
        return state % bound

    lines = ["student,school,subject,enrolled,year,grade_level,score,hours\n"]
    students = max(1, rows // 10)
    for _ in range(rows):
        student = 1 + below(students)
        school = words[below(len(words))] + " " + kinds[below(len(kinds))]
        pick, subject = below(36), 0
        while pick >= 8 - subject:
            pick -= 8 - subject
            subject += 1
        year, month, day = 2015 + below(10), 1 + below(12), 1 + below(28)
        grade = 9 + below(4)
        score = below(1001) / 10
        hours = (5 + below(196)) / 10
        line = f"{student},{school},"
        line += "," if below(100) < 1 else f"{subjects[subject]},"
        line += "NA," if below(100) < 2 else f"{year}-{month:02d}-{day:02d},"
        line += f"{year},"
        line += "NA," if below(100) < 3 else f"{grade},"
        line += "," if below(100) < 5 else f"{score},"
        line += "NA\n" if below(100) < 4 else f"{hours}\n"
        lines.append(line)
    os.makedirs(directory, exist_ok=True)
    with open(path + ".partial", "w") as file:
        file.writelines(lines)
    os.replace(path + ".partial", path)
    return path


def parts(command, out_dir, label):
    """Instruction counts of each profile part callgrind writes for `command`."""
    prefix = os.path.join(out_dir, f"callgrind.{label}")
    subprocess.run(["valgrind", "--tool=callgrind", "--dump-before=getppid", f"--callgrind-out-file={prefix}.%p"]
                   + command, check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    counts = []
    # Parts are written as PREFIX.PID.1, PREFIX.PID.2, …; the last one, at exit, as PREFIX.PID.
    def part_number(name):
        suffix = name.rsplit(".", 1)[1]
        return int(suffix) if name.count(".") > prefix.count(".") + 1 and suffix.isdigit() else 1 << 30
    files = sorted(glob.glob(prefix + ".*"), key=part_number)
    for name in files:
        with open(name) as file:
            for line in file:
                if line.startswith("summary:") or line.startswith("totals:"):
                    counts.append(int(line.split()[1]))
                    break
        os.remove(name)
    return counts


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--dataframe-steps", default=".build/release/dataframe-steps")
    parser.add_argument("--python", default=sys.executable)
    parser.add_argument("--rows", type=int, default=1_000_000)
    parser.add_argument("--steps", default=",".join(s for s in PANDAS_STEPS if s != "mask-text (category)"))
    parser.add_argument("--swift-only", action="store_true", help="count the Swift side only")
    arguments = parser.parse_args()
    path = enrollments_file(arguments.rows)
    steps = ["load"] + [s for s in arguments.steps.split(",") if s and s != "load"]
    out_dir = tempfile.mkdtemp(prefix="dataframe-callgrind-")

    swift = parts([arguments.dataframe_steps, path] + steps, out_dir, "swift")
    # Parts: start-up, then one per step, then the end.
    swift_counts = dict(zip(steps, swift[1:]))
    pandas_counts = {}
    if not arguments.swift_only:
        pandas_steps = [COUNTERPART.get(s, s) for s in steps]
        if "mask-text (category)" in pandas_steps:
            pandas_steps.insert(1, "category setup")
        program = ["import os, pandas as pd", f"path = {path!r}"]
        for step in pandas_steps:
            program.append("os.getppid()")
            program.append("category = frame['subject'].astype('category')" if step == "category setup" else PANDAS_STEPS[step])
        program.append("os.getppid()")
        counted = parts([arguments.python, "-c", "\n".join(program)], out_dir, "pandas")
        pandas_counts = {s: c for s, c in zip(pandas_steps, counted[1:]) if s != "category setup"}
    print(f"{'step':18s} {'swift Ir':>15s} {'pandas Ir':>15s} {'ratio':>7s}")
    for step in steps:
        other = pandas_counts.get(COUNTERPART.get(step, step))
        ratio = f"{swift_counts[step] / other:7.2f}" if other else ""
        print(f"{step:18s} {swift_counts[step]:15,d} {other or 0:15,d} {ratio}")


if __name__ == "__main__":
    main()
