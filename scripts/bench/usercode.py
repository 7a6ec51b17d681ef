#!/usr/bin/env python3
"""User-written code beside CPython: the shared programs (../shared/bench/usercode/programs.py)
and the project's own (usercode_programs.py beside this file), in one of two ways.

  usercode.py kernel --kernel swift-charts --vs python3 [--runs 5] [--only a,b] [--json out.json]
      the shared usercode_bench.py over both sets of programs: each timed cell in both kernels,
      alternating, through jupyter_client (what a notebook sees);
  usercode.py local [--chart-bench .build/release/chart-bench] [--runs 5] [--only a,b]
      without kernels: the Swift cell timed inside chart-bench (--time), the Python cell by
      exec() in this process, alternating program by program; quicker, for work on the
      interpreter. Also checks that both print the same line.

Set USERCODE_DIR to the folder holding the shared programs.py and usercode_bench.py.
"""
import argparse, contextlib, io, os, statistics, subprocess, sys, time

HERE = os.path.dirname(os.path.abspath(__file__))
SHARED = os.environ.get("USERCODE_DIR", os.path.join(HERE, "..", "..", "..", "..", "shared", "bench", "usercode"))
if not os.path.isdir(SHARED):
    SHARED = os.path.join(HERE, "..", "..", "..", "shared", "bench", "usercode")
sys.path.insert(0, HERE)
sys.path.insert(0, os.path.abspath(SHARED))

from usercode_programs import PROGRAMS as OWN  # noqa: E402


def all_programs():
    """The shared programs followed by the project's own (which must not reuse a name)."""
    try:
        from programs import PROGRAMS as shared
    except ImportError:
        shared = {}
    clash = set(shared) & set(OWN)
    if clash:
        raise SystemExit(f"usercode_programs.py reuses the shared names {sorted(clash)}")
    return {**shared, **OWN}


def run_python(program, runs):
    """Times the Python cell `runs` times after its setup and one warm-up; returns (ms, output)."""
    namespace = {}
    with contextlib.redirect_stdout(io.StringIO()):
        if program["python_setup"]:
            exec(program["python_setup"], namespace)
    samples, output = [], ""
    for index in range(runs + 1):
        buffer = io.StringIO()
        start = time.perf_counter()
        with contextlib.redirect_stdout(buffer):
            exec(program["python"], dict(namespace))
        elapsed = (time.perf_counter() - start) * 1000
        output = buffer.getvalue().strip()
        if index:
            samples.append(elapsed)
    return statistics.median(samples), output


def run_swift(chart_bench, program, runs):
    """Times the Swift cell inside chart-bench; returns (median ms, output)."""
    cells = [program["swift_setup"]] if program["swift_setup"] else []
    result = subprocess.run([chart_bench, "--time", str(runs)] + cells + [program["swift"]],
                            capture_output=True, text=True, timeout=float(os.environ.get("USERCODE_TIMEOUT", 600)))
    if result.returncode != 0:
        raise RuntimeError(result.stderr.strip() or "chart-bench failed")
    lines = result.stdout.strip().splitlines()
    timing = lines[-1].split()
    return float(timing[4]), "\n".join(lines[:-1]).strip()


def local(arguments):
    programs = all_programs()
    names = [name for name in programs if not arguments.only or name in arguments.only.split(",")]
    print(f"{'program':20} {'swift ms':>10} {'python ms':>10} {'ratio':>7}  output")
    ratios = []
    for name in names:
        program = programs[name]
        try:
            swift_ms, swift_out = run_swift(arguments.chart_bench, program, arguments.runs)
            python_ms, python_out = run_python(program, arguments.runs)
        except Exception as error:  # report and go on
            print(f"{name:20} ERROR {type(error).__name__}: {error}")
            continue
        ratios.append(swift_ms / python_ms)
        same = "same" if swift_out == python_out else f"DIFFERENT: {swift_out!r} vs {python_out!r}"
        print(f"{name:20} {swift_ms:10.2f} {python_ms:10.2f} {swift_ms / python_ms:7.2f}  {same}", flush=True)
    if ratios:
        print(f"geometric mean over {len(ratios)} programs: {statistics.geometric_mean(ratios):.2f}")


def kernel(arguments, rest):
    import usercode_bench
    usercode_bench.PROGRAMS = all_programs()
    sys.argv = ["usercode_bench.py"] + rest
    usercode_bench.main()


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("mode", choices=["local", "kernel"])
    parser.add_argument("--chart-bench", default=os.path.join(HERE, "..", "..", ".build", "release", "chart-bench"))
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--only", default="")
    arguments, rest = parser.parse_known_args()
    if arguments.mode == "local":
        local(arguments)
    else:
        kernel(arguments, rest + ["--runs", str(arguments.runs)] + (["--only", arguments.only] if arguments.only else []))


if __name__ == "__main__":
    main()
