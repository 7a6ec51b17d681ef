#!/usr/bin/env python3
"""Instructions each user-code program's timed cell executes, in this kernel's interpreter and
in CPython, as valgrind's callgrind counts them (a figure the machine's load does not move).

  usercode_callgrind.py [--chart-bench .build/release/chart-bench] [--python python3] [--only a,b]

For each program (the shared ones and usercode_programs.py's), the Swift cells run through
`chart-bench --cells`, the Python ones through `python3 -c`, each twice under callgrind: the
setup alone, then the setup and the timed cell. The difference is the timed cell's count;
the ratio of the two counts is printed beside them, and their geometric mean at the end.
Instructions are not time (CPython's loop retires more instructions per cycle than a tree of
closures does), so report these beside the timed ratios of usercode.py, not instead of them.
"""
import argparse, os, re, statistics, subprocess, sys, tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from usercode import all_programs  # noqa: E402


def instructions(command):
    """The instructions callgrind counts for `command` (its own output is discarded)."""
    with tempfile.TemporaryDirectory() as folder:
        out = os.path.join(folder, "callgrind.out")
        result = subprocess.run(["valgrind", "--tool=callgrind", f"--callgrind-out-file={out}"] + command,
                                capture_output=True, text=True)
        if result.returncode != 0:
            raise RuntimeError(result.stderr.strip().splitlines()[-1] if result.stderr.strip() else "failed")
        match = re.search(r"Collected : (\d+)", result.stderr)
        if not match:
            raise RuntimeError("callgrind printed no count")
        return int(match.group(1))


def swift_count(chart_bench, program):
    setup = [program["swift_setup"]] if program["swift_setup"] else []
    return instructions([chart_bench, "--cells"] + setup + [program["swift"]]) - instructions([chart_bench, "--cells"] + (setup or ["0"]))


def python_count(python, program):
    setup = program["python_setup"]
    quiet = "import io, contextlib\nwith contextlib.redirect_stdout(io.StringIO()):\n"

    def script(code):
        return quiet + "".join(f"    {line}\n" for line in code.splitlines()) + "    pass\n"
    return instructions([python, "-c", script(setup + "\n" + program["python"])]) - instructions([python, "-c", script(setup)])


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    here = os.path.dirname(os.path.abspath(__file__))
    parser.add_argument("--chart-bench", default=os.path.join(here, "..", "..", ".build", "release", "chart-bench"))
    parser.add_argument("--python", default="python3")
    parser.add_argument("--only", default="")
    arguments = parser.parse_args()
    programs = all_programs()
    names = [name for name in programs if not arguments.only or name in arguments.only.split(",")]
    print(f"{'program':20} {'swift Ir':>14} {'python Ir':>14} {'ratio':>7}")
    ratios = []
    for name in names:
        try:
            swift = swift_count(arguments.chart_bench, programs[name])
            python = python_count(arguments.python, programs[name])
        except Exception as error:  # report and go on
            print(f"{name:20} ERROR {error}")
            continue
        ratios.append(swift / python)
        print(f"{name:20} {swift:14,} {python:14,} {swift / python:7.2f}", flush=True)
    if ratios:
        print(f"geometric mean over {len(ratios)} programs: {statistics.geometric_mean(ratios):.2f}")


if __name__ == "__main__":
    main()
