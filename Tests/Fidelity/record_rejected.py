#!/usr/bin/env python3
"""Records the first error the Swift toolchain's own compiler gives for each ill-typed program.

Every program in Tests/Fidelity/rejected/programs is compiled by swiftc through its diagnostic passes (`-emit-sil`, as main.swift of a
module named main); the first `error:` line swiftc prints goes to
Tests/Fidelity/rejected/expected/<name>.txt as `line:column: message`, headed by a hash of the
program's source (the same FNV-1a hash record.py writes). RejectedProgramTests (swift test) runs
each program in the kernel's interpreter and requires that it is refused before anything runs,
with an error on the same line whose first sentence is swiftc's; it fails when a program changed
since it was recorded, so the expectations always come from swiftc, never from the interpreter.

A program swiftc accepts is a mistake in the corpus: the recorder reports it and writes nothing.

Usage: python3 Tests/Fidelity/record_rejected.py [name-filter]   (run it whenever programs change)
"""
import concurrent.futures
import os
import pathlib
import re
import shutil
import subprocess
import sys
import tempfile

from record import source_hash

ROOT = pathlib.Path(__file__).resolve().parent / "rejected"
PROGRAMS = ROOT / "programs"
EXPECTED = ROOT / "expected"
ERROR_LINE = re.compile(r"^.*?main\.swift:(\d+):(\d+): error: (.*)$")


def record(program: pathlib.Path, swiftc: str) -> str:
    text = program.read_text(encoding="utf-8")
    with tempfile.TemporaryDirectory() as folder:
        main = pathlib.Path(folder) / "main.swift"
        main.write_text(text, encoding="utf-8")
        build = subprocess.run([swiftc, "-emit-sil", "-o", os.devnull, "-module-name", "main", str(main)],
                               capture_output=True, text=True, cwd=folder)
    if build.returncode == 0:
        return f"{program.name}: swiftc accepts it"
    for line in build.stderr.splitlines():
        match = ERROR_LINE.match(line)
        if match:
            expected = EXPECTED / (program.stem + ".txt")
            expected.write_text(f"# source {source_hash(text)}\n{match[1]}:{match[2]}: {match[3]}\n", encoding="utf-8")
            return ""
    return f"{program.name}: no error line in swiftc's output:\n{build.stderr}"


def main() -> int:
    swiftc = shutil.which("swiftc") or "/opt/swift/usr/bin/swiftc"
    pattern = sys.argv[1] if len(sys.argv) > 1 else ""
    programs = sorted(p for p in PROGRAMS.glob("*.swift") if pattern in p.name)
    EXPECTED.mkdir(exist_ok=True)
    with concurrent.futures.ThreadPoolExecutor(max_workers=os.cpu_count() or 2) as pool:
        problems = [message for message in pool.map(lambda p: record(p, swiftc), programs) if message]
    for stale in EXPECTED.glob("*.txt"):
        if not (PROGRAMS / (stale.stem + ".swift")).exists():
            stale.unlink()
    print(f"recorded {len(programs) - len(problems)} of {len(programs)} programs")
    for problem in problems:
        print(problem, file=sys.stderr)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
