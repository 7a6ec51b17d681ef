"""A kernel whose Jupyter server dies without shutting it down ends by itself, as ipykernel's
does: jupyter_client names the server in JPY_PARENT_PID, and the kernel exits soon after that
process is gone instead of running, holding memory, for good."""
from __future__ import annotations

import os
import subprocess
import sys
import time

import psutil

from jupyter_client.connect import write_connection_file
from kernel_install import kernel_binary

# Starts the kernel as a Jupyter server would (its own session, JPY_PARENT_PID = this process),
# prints its pid, then waits to be killed.
LAUNCHER = """
import os, subprocess, sys, time
kernel = subprocess.Popen([sys.argv[1], "--connection-file", sys.argv[2]], start_new_session=True,
                          env={**os.environ, "JPY_PARENT_PID": str(os.getpid())},
                          stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
print(kernel.pid, flush=True)
time.sleep(600)
"""


def test_the_kernel_exits_when_its_parent_is_killed(tmp_path):
    connection_file, _ = write_connection_file(str(tmp_path / "kernel.json"), ip="127.0.0.1", key=b"secret")
    launcher = subprocess.Popen([sys.executable, "-c", LAUNCHER, str(kernel_binary()), connection_file],
                                stdout=subprocess.PIPE, text=True)
    kernel = psutil.Process(int(launcher.stdout.readline()))
    try:
        time.sleep(1.5)
        assert kernel.is_running() and kernel.status() != psutil.STATUS_ZOMBIE, "the kernel did not start"
        launcher.kill()
        launcher.wait()
        deadline = time.monotonic() + 10
        while time.monotonic() < deadline and kernel.is_running() and kernel.status() != psutil.STATUS_ZOMBIE:
            time.sleep(0.1)
        assert not kernel.is_running() or kernel.status() == psutil.STATUS_ZOMBIE, \
            "the kernel kept running after its parent was killed"
    finally:
        if kernel.is_running():
            kernel.kill()
        if launcher.poll() is None:
            launcher.kill()
