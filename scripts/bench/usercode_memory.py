#!/usr/bin/env python3
"""The memory a kernel holds after each user-code program (usercode.py's programs): each
kernelspec named is started fresh per program, runs the program's setup and then its timed
cell three times, and the kernel process's resident set (and proportional set, where the
system gives it) is read once the last run is idle. Prints MiB per program and kernel.

usage: usercode_memory.py --kernels swift-charts,swift-charts-before [--only a,b]
"""
import argparse, os, sys
import psutil
from jupyter_client.manager import start_new_kernel

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from usercode import all_programs  # noqa: E402


def run(client, code):
    """Runs one cell to its idle; returns the error text or None."""
    message_id = client.execute(code, store_history=False)
    error = None
    while True:
        message = client.get_iopub_msg(timeout=float(os.environ.get("USERCODE_TIMEOUT", 600)))
        if message["parent_header"].get("msg_id") != message_id:
            continue
        if message["msg_type"] == "error":
            error = message["content"]["ename"] + ": " + message["content"]["evalue"]
        elif message["msg_type"] == "status" and message["content"]["execution_state"] == "idle":
            return error


def memory(manager):
    """Resident and proportional set sizes of the kernel's process tree, in MiB."""
    process = psutil.Process(manager.provisioner.process.pid)
    processes = [process] + process.children(recursive=True)
    rss = sum(p.memory_info().rss for p in processes)
    try:
        pss = sum(p.memory_full_info().pss for p in processes)
    except (AttributeError, psutil.AccessDenied):
        pss = float("nan")
    return rss / 2**20, pss / 2**20


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--kernels", required=True, help="kernelspecs, comma-separated")
    parser.add_argument("--only", default="")
    arguments = parser.parse_args()
    kernels = arguments.kernels.split(",")
    programs = all_programs()
    print(f"{'program':20} " + " ".join(f"{k + ' RSS':>24} {'PSS':>8}" for k in kernels))
    for name, program in programs.items():
        if arguments.only and name not in arguments.only.split(","):
            continue
        cells = []
        for kernel in kernels:
            manager, client = start_new_kernel(kernel_name=kernel, startup_timeout=60)
            try:
                error = run(client, program["swift_setup"]) if program["swift_setup"] else None
                for _ in range(3):
                    error = error or run(client, program["swift"])
                cells.append("ERROR" if error else "%24.1f %8.1f" % memory(manager))
            finally:
                client.stop_channels()
                manager.shutdown_kernel(now=True)
        print(f"{name:20} " + " ".join(cells), flush=True)


if __name__ == "__main__":
    main()
