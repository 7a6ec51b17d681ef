#!/usr/bin/env python3
"""The floor for the user-code programs: each program's Swift (setup, then its timed cell
inside a function) compiled with `swiftc -O` and run, printing the median of 5 runs of the
timed cell in milliseconds, and how long swiftc took to compile it (what a native tier
compiling cells in the background would wait before it could answer).

usage: swiftc_floor.py [--swiftc /opt/swift/usr/bin/swiftc] [--only a,b] [--runs 5]
"""
import argparse, os, statistics, subprocess, sys, tempfile, time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from usercode import all_programs  # noqa: E402

TIMER = """
import Glibc
func __now() -> Double { var t = timespec(); clock_gettime(CLOCK_MONOTONIC, &t); return Double(t.tv_sec) * 1e3 + Double(t.tv_nsec) / 1e6 }
var __samples: [Double] = []
for __run in 0...RUNS {
    let __start = __now()
    __timed()
    if __run > 0 { __samples.append(__now() - __start) }
}
__samples.sort()
fputs("time-ms \\(__samples[__samples.count / 2])\\n", stderr)
"""


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--swiftc", default="/opt/swift/usr/bin/swiftc")
    parser.add_argument("--only", default="")
    parser.add_argument("--runs", type=int, default=5)
    arguments = parser.parse_args()
    programs = all_programs()
    print(f"{'program':20} {'swiftc -O ms':>13} {'compile s':>10}  output")
    with tempfile.TemporaryDirectory() as folder:
        for name, program in programs.items():
            if arguments.only and name not in arguments.only.split(","):
                continue
            source = program["swift_setup"] + "\nfunc __timed() {\n" + program["swift"] + "\n}\n" + TIMER.replace("RUNS", str(arguments.runs))
            path = os.path.join(folder, name + ".swift")
            binary = os.path.join(folder, name)
            with open(path, "w") as file:
                file.write(source)
            start = time.perf_counter()
            compiled = subprocess.run([arguments.swiftc, "-O", path, "-o", binary], capture_output=True, text=True)
            compile_seconds = time.perf_counter() - start
            if compiled.returncode != 0:
                print(f"{name:20} COMPILE ERROR {compiled.stderr.strip().splitlines()[0] if compiled.stderr else ''}")
                continue
            ran = subprocess.run([binary], capture_output=True, text=True)
            timing = [line for line in ran.stderr.splitlines() if line.startswith("time-ms")]
            output = ran.stdout.strip().splitlines()[0] if ran.stdout.strip() else ""
            print(f"{name:20} {float(timing[-1].split()[1]) if timing else float('nan'):13.3f} {compile_seconds:10.2f}  {output}", flush=True)


if __name__ == "__main__":
    main()
