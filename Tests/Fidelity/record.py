#!/usr/bin/env python3
"""Records what the Swift toolchain's own compiler prints for each fidelity program.

Every program in Tests/Fidelity/programs is compiled with swiftc and run; its standard output
and exit status go to Tests/Fidelity/expected/<name>.txt, headed by a hash of the program's
source. FidelityTests (swift test) runs the same programs in the kernel's interpreter and
requires identical output, and fails when a program changed since it was recorded, so the
expectations always come from swiftc, never from the interpreter.

Usage: python3 Tests/Fidelity/record.py [name-filter]   (run it whenever programs change)
"""
import concurrent.futures
import os
import pathlib
import shutil
import subprocess
import sys
import tempfile

ROOT = pathlib.Path(__file__).resolve().parent
PROGRAMS = ROOT / "programs"
EXPECTED = ROOT / "expected"


def source_hash(text: str) -> str:
    """64-bit FNV-1a of the UTF-8 source, as hex (FidelityTests computes the same)."""
    value = 0xcbf29ce484222325
    for byte in text.encode("utf-8"):
        value ^= byte
        value = (value * 0x100000001b3) & 0xFFFFFFFFFFFFFFFF
    return f"{value:016x}"


def record(program: pathlib.Path, swiftc: str) -> str:
    text = program.read_text(encoding="utf-8")
    with tempfile.TemporaryDirectory() as folder:
        main = pathlib.Path(folder) / "main.swift"
        main.write_text(text, encoding="utf-8")
        binary = pathlib.Path(folder) / "program"
        build = subprocess.run([swiftc, "-module-name", "main", str(main), "-lm", "-o", str(binary)],
                               capture_output=True, text=True)
        if build.returncode != 0:
            return f"{program.name}: does not compile:\n{build.stderr}"
        run = subprocess.run([str(binary)], capture_output=True, text=True, timeout=60,
                             env={**os.environ, "SWIFT_DETERMINISTIC_HASHING": "1"})
    status = "0" if run.returncode == 0 else "trap"
    expected = EXPECTED / (program.stem + ".txt")
    expected.write_text(f"# source {source_hash(text)} exit {status}\n{run.stdout}", encoding="utf-8")
    return ""


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
