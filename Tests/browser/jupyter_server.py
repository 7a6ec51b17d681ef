"""A Jupyter server of its own for the browser tests: JupyterLab or Notebook 7 from the Python
environment on a free local port with a token, serving one folder, with its settings,
workspaces and runtime files in a temporary folder so nothing from the machine leaks in."""
from __future__ import annotations

import json
import os
import secrets
import signal
import socket
import subprocess
import sys
import time
import urllib.error
import urllib.parse
import urllib.request
from dataclasses import dataclass
from pathlib import Path

import psutil


@dataclass(frozen=True)
class FrontEnd:
    """A Jupyter front end the browser tests run in: how to start its server and where it
    opens a notebook. Both are built on JupyterLab's components, so a page reads the same."""
    name: str
    module: str  # started as `python -m <module>`
    application: str  # the traitlets class whose settings and workspaces folders are set
    notebook_path: str  # the address of a notebook, "{}" standing for its name

    def __str__(self) -> str:
        return self.name


JUPYTER_LAB = FrontEnd("JupyterLab", "jupyterlab", "LabApp", "lab/tree/{}")
NOTEBOOK_7 = FrontEnd("Notebook 7", "notebook", "JupyterNotebookApp", "notebooks/{}")
FRONT_ENDS = (JUPYTER_LAB, NOTEBOOK_7)

# A front end's first start on a busy two-core machine can take half a minute.
READY_TIMEOUT = 120
STOP_TIMEOUT = 20

# Settings that keep pop-up notifications (news, updates) from covering the notebook.
QUIET_SETTINGS = {
    "@jupyterlab/apputils-extension/notification.jupyterlab-settings": {
        "fetchNews": "false", "checkForUpdates": False,
    },
}


def free_port() -> int:
    """A TCP port on 127.0.0.1 that nothing listens on right now."""
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


class JupyterServer:
    """One running Jupyter server of a front end; `start()` returns when it answers HTTP,
    `stop()` shuts it down with its kernels."""

    def __init__(self, front_end: FrontEnd, root: Path, state: Path, environment: dict[str, str]):
        self.front_end = front_end
        self.root = root
        self.state = state
        self.environment = environment
        self.port = free_port()
        self.token = secrets.token_hex(16)
        self.log_path = state / "jupyter-server.log"
        self.process: subprocess.Popen | None = None

    @property
    def base_url(self) -> str:
        """The server's address, without a trailing slash."""
        return f"http://127.0.0.1:{self.port}"

    def url(self, path: str) -> str:
        """The address of `path` (such as "lab/tree/x.ipynb") with the token as query."""
        return f"{self.base_url}/{path}?token={self.token}"

    def notebook_url(self, name: str) -> str:
        """The address at which this front end opens the notebook `name` of the served folder."""
        return self.url(self.front_end.notebook_path.format(urllib.parse.quote(name)))

    def start(self) -> None:
        """Starts the server and waits until its REST API answers."""
        settings = self.state / "settings"
        for name, values in QUIET_SETTINGS.items():
            path = settings / name
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_text(json.dumps(values))
        command = [
            sys.executable, "-m", self.front_end.module, "--no-browser",
            "--ip=127.0.0.1", f"--port={self.port}", "--ServerApp.port_retries=0",
            f"--IdentityProvider.token={self.token}",
            f"--ServerApp.root_dir={self.root}",
            f"--{self.front_end.application}.user_settings_dir={settings}",
            f"--{self.front_end.application}.workspaces_dir={self.state / 'workspaces'}",
        ]
        if os.geteuid() == 0:
            command.append("--allow-root")
        environment = {
            **os.environ, **self.environment,
            "JUPYTER_CONFIG_DIR": str(self.state / "config"),
            "JUPYTER_RUNTIME_DIR": str(self.state / "runtime"),
        }
        with open(self.log_path, "wb") as log:
            self.process = subprocess.Popen(command, cwd=self.root, env=environment, stdin=subprocess.DEVNULL,
                                            stdout=log, stderr=subprocess.STDOUT, start_new_session=True)
        self._wait_until_ready()

    def _wait_until_ready(self) -> None:
        deadline = time.monotonic() + READY_TIMEOUT
        while time.monotonic() < deadline:
            if self.process.poll() is not None:
                raise RuntimeError(f"{self.front_end} exited with status {self.process.returncode}:\n{self.log_tail()}")
            try:
                with self._request("api/status", timeout=5) as response:
                    if response.status == 200:
                        return
            except (urllib.error.URLError, OSError):
                pass
            time.sleep(0.25)
        raise RuntimeError(f"{self.front_end} did not answer within {READY_TIMEOUT} s:\n{self.log_tail()}")

    def _request(self, path: str, method: str = "GET", timeout: float = 10):
        request = urllib.request.Request(f"{self.base_url}/{path}", method=method,
                                         headers={"Authorization": f"token {self.token}"})
        return urllib.request.urlopen(request, timeout=timeout)

    def sessions(self) -> list[dict]:
        """The server's sessions (notebooks with a kernel), as its REST API lists them."""
        with self._request("api/sessions") as response:
            return json.load(response)

    def stop(self) -> None:
        """Asks the server to shut down with its kernels; terminates what is left after
        STOP_TIMEOUT seconds (the server's process group, then any kernel it started)."""
        if self.process is None or self.process.poll() is not None:
            return
        try:
            children = psutil.Process(self.process.pid).children(recursive=True)
        except psutil.NoSuchProcess:
            children = []
        try:
            self._request("api/shutdown", method="POST").close()
        except (urllib.error.URLError, OSError):
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
        """The last `lines` lines of the server's log (its standard output and error)."""
        if not self.log_path.exists():
            return "(no server log)"
        return "\n".join(self.log_path.read_text(errors="replace").splitlines()[-lines:])
