"""A Voilà server of its own for the browser tests: one notebook served as a dashboard from
the Python environment on a free local port, with its configuration and runtime files in a
temporary folder so nothing from the machine leaks in, stopped with every kernel it started."""
from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
import urllib.error
import urllib.request
from pathlib import Path

import psutil

from jupyter_server import free_port

# Voilà runs the whole notebook before it sends the page; on a busy two-core machine its
# first start and the kernel's cells take a while.
READY_TIMEOUT = 120
STOP_TIMEOUT = 20


class VoilaServer:
    """Voilà serving `notebook` (its kernel started in the notebook's folder); `start()`
    returns when the server answers HTTP, `stop()` ends it and its kernels."""

    def __init__(self, notebook: Path, state: Path, environment: dict[str, str]):
        self.notebook = notebook
        self.state = state
        self.environment = environment
        self.port = free_port()
        self.log_path = state / "voila.log"
        self.process: subprocess.Popen | None = None

    @property
    def url(self) -> str:
        """The dashboard's address."""
        return f"http://127.0.0.1:{self.port}/"

    def start(self) -> None:
        """Starts Voilà and waits until it answers (the page itself is made when asked for)."""
        command = [sys.executable, "-m", "voila", str(self.notebook), "--no-browser", f"--port={self.port}",
                   "--Voila.ip=127.0.0.1", "--Voila.port_retries=0"]
        environment = {
            **os.environ, **self.environment,
            "JUPYTER_CONFIG_DIR": str(self.state / "config"),
            "JUPYTER_RUNTIME_DIR": str(self.state / "runtime"),
        }
        with open(self.log_path, "wb") as log:
            self.process = subprocess.Popen(command, cwd=self.notebook.parent, env=environment, stdin=subprocess.DEVNULL,
                                            stdout=log, stderr=subprocess.STDOUT, start_new_session=True)
        deadline = time.monotonic() + READY_TIMEOUT
        while time.monotonic() < deadline:
            if self.process.poll() is not None:
                raise RuntimeError(f"Voilà exited with status {self.process.returncode}:\n{self.log_tail()}")
            try:
                with urllib.request.urlopen(f"http://127.0.0.1:{self.port}/static/", timeout=5):
                    return
            except urllib.error.HTTPError:
                return  # It answers (a 403 or 404 for the folder): it is up.
            except (urllib.error.URLError, OSError):
                time.sleep(0.25)
        raise RuntimeError(f"Voilà did not answer within {READY_TIMEOUT} s:\n{self.log_tail()}")

    def stop(self) -> None:
        """Stops Voilà (SIGTERM, which shuts its kernels down), then anything it left."""
        if self.process is None or self.process.poll() is not None:
            return
        try:
            children = psutil.Process(self.process.pid).children(recursive=True)
        except psutil.NoSuchProcess:
            children = []
        self.process.send_signal(signal.SIGTERM)
        try:
            self.process.wait(timeout=STOP_TIMEOUT)
        except subprocess.TimeoutExpired:
            os.killpg(self.process.pid, signal.SIGKILL)
            self.process.wait()
        _, alive = psutil.wait_procs(children, timeout=STOP_TIMEOUT)
        for child in alive:
            child.kill()

    def log_tail(self, lines: int = 60) -> str:
        """The last `lines` lines of Voilà's log."""
        if not self.log_path.exists():
            return "(no Voilà log)"
        return "\n".join(self.log_path.read_text(errors="replace").splitlines()[-lines:])
