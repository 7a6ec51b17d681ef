"""The servers a class runs on, started for real from the project's Python environment and the
configurations in deploy/: JupyterHub (with its proxy and the students' JupyterLab servers),
the Kernel Gateway, and JupyterLab using the gateway for its kernels. Each listens on
127.0.0.1 only, keeps its state and log in a folder of its own, and `stop()` ends it and every
process it started (servers, kernels, the proxy), whatever state it is in."""
from __future__ import annotations

import json
import os
import secrets
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import time
import urllib.error
import urllib.request
from pathlib import Path
from typing import Any

import psutil

from kernel_install import REPOSITORY

DEPLOY = REPOSITORY / "deploy"
# JupyterHub's first start (database, proxy) on a busy two-core machine can take a while.
READY_TIMEOUT = 180
STOP_TIMEOUT = 30


def free_port() -> int:
    """A TCP port on 127.0.0.1 that nothing listens on right now."""
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def request_json(method: str, url: str, token: str | None = None, body: Any = None,
                 timeout: float = 60) -> tuple[int, Any]:
    """One HTTP request with an optional JSON body; returns the status and the decoded JSON
    answer (None when empty or not JSON). Errors are returned, not raised."""
    data = None if body is None else json.dumps(body).encode()
    headers = {"Content-Type": "application/json"} if data is not None else {}
    if token:
        headers["Authorization"] = f"token {token}"
    request = urllib.request.Request(url, data=data, method=method, headers=headers)
    try:
        with urllib.request.urlopen(request, timeout=timeout) as response:
            status, text = response.status, response.read()
    except urllib.error.HTTPError as error:
        status, text = error.code, error.read()
    try:
        return status, json.loads(text) if text else None
    except ValueError:
        return status, None


def is_gone(process: psutil.Process) -> bool:
    """Whether the process ended (a zombie has: only its parent's reaping is left, and an
    orphan's may never come where the machine's first process does not reap)."""
    try:
        return not process.is_running() or process.status() == psutil.STATUS_ZOMBIE
    except psutil.NoSuchProcess:
        return True


def wait_until_gone(processes: list[psutil.Process], timeout: float) -> list[psutil.Process]:
    """Waits up to `timeout` seconds for the processes to end; returns those still running."""
    deadline = time.monotonic() + timeout
    alive = [process for process in processes if not is_gone(process)]
    while alive and time.monotonic() < deadline:
        time.sleep(0.1)
        alive = [process for process in alive if not is_gone(process)]
    return alive


class ServerProcess:
    """A server started as its own process group, ready once `ready_path` answers 200."""

    name = "server"
    ready_path = "/"

    def __init__(self, state: Path, environment: dict[str, str] | None = None):
        self.state = state
        self.state.mkdir(parents=True, exist_ok=True)
        self.environment = environment or {}
        self.port = free_port()
        self.token = secrets.token_hex(16)
        self.log_path = state / f"{self.name}.log"
        # Connection files and the kernels' Unix sockets: a short path, since a socket's path
        # may not be longer than 107 bytes.
        self.runtime = Path(tempfile.mkdtemp(prefix="jupyter-runtime-"))
        self.process: subprocess.Popen | None = None

    @property
    def base_url(self) -> str:
        """The server's address, without a trailing slash."""
        return f"http://127.0.0.1:{self.port}"

    @property
    def ws_url(self) -> str:
        """The server's websocket address."""
        return f"ws://127.0.0.1:{self.port}"

    def command(self) -> list[str]:
        raise NotImplementedError

    def extra_environment(self) -> dict[str, str]:
        return {}

    def working_directory(self) -> Path:
        return self.state

    def start(self) -> None:
        """Starts the server and waits until it answers."""
        environment = {**os.environ, **self.environment, **self.extra_environment(),
                       "JUPYTER_CONFIG_DIR": str(self.state / "config"),
                       "JUPYTER_RUNTIME_DIR": str(self.runtime)}
        with open(self.log_path, "wb") as log:
            self.process = subprocess.Popen(self.command(), cwd=self.working_directory(), env=environment,
                                            stdin=subprocess.DEVNULL, stdout=log, stderr=subprocess.STDOUT,
                                            start_new_session=True)
        deadline = time.monotonic() + READY_TIMEOUT
        while time.monotonic() < deadline:
            if self.process.poll() is not None:
                raise RuntimeError(f"{self.name} exited with status {self.process.returncode}:\n{self.log_tail()}")
            try:
                status, _ = request_json("GET", self.base_url + self.ready_path, self.token, timeout=5)
                if status == 200:
                    return
            except OSError:
                pass
            time.sleep(0.25)
        self.stop()
        raise RuntimeError(f"{self.name} did not answer within {READY_TIMEOUT} s:\n{self.log_tail()}")

    def descendants(self) -> list[psutil.Process]:
        """Every live process this server started, at any depth."""
        if self.process is None:
            return []
        try:
            return psutil.Process(self.process.pid).children(recursive=True)
        except psutil.NoSuchProcess:
            return []

    def stop(self) -> None:
        """SIGTERM to the server (it stops what it started), then SIGKILL to anything left
        after STOP_TIMEOUT seconds, the server's process group and its descendants alike."""
        if self.process is None or self.process.poll() is not None:
            shutil.rmtree(self.runtime, ignore_errors=True)
            return
        started = self.descendants()
        self.process.send_signal(signal.SIGTERM)
        try:
            self.process.wait(timeout=STOP_TIMEOUT)
        except subprocess.TimeoutExpired:
            os.killpg(self.process.pid, signal.SIGKILL)
            self.process.wait()
        alive = wait_until_gone(started, STOP_TIMEOUT)
        for process in alive:
            try:
                process.kill()
            except psutil.NoSuchProcess:
                pass
        wait_until_gone(alive, STOP_TIMEOUT)
        shutil.rmtree(self.runtime, ignore_errors=True)

    def log_tail(self, lines: int = 60) -> str:
        """The last `lines` lines of the server's log."""
        if not self.log_path.exists():
            return f"(no {self.name} log)"
        return "\n".join(self.log_path.read_text(errors="replace").splitlines()[-lines:])


class HubServer(ServerProcess):
    """JupyterHub with deploy/jupyterhub/jupyterhub_config.py: the dummy authenticator, one
    JupyterLab per student (homes under `state/homes`), the teacher's service token as
    `token`."""

    name = "jupyterhub"
    ready_path = "/hub/api/"

    def __init__(self, state: Path, environment: dict[str, str] | None = None, password: str | None = None):
        super().__init__(state, environment)
        self.password = password or secrets.token_hex(8)
        self.homes = state / "homes"

    def command(self) -> list[str]:
        return [sys.executable, "-m", "jupyterhub", "-f", str(DEPLOY / "jupyterhub" / "jupyterhub_config.py")]

    def extra_environment(self) -> dict[str, str]:
        return {
            "CLASSROOM_HUB_PORT": str(self.port),
            "CLASSROOM_HUB_INTERNAL_PORT": str(free_port()),
            "CLASSROOM_PROXY_API_PORT": str(free_port()),
            "CLASSROOM_STATE_DIR": str(self.state),
            "CLASSROOM_HOME_ROOT": str(self.homes),
            "CLASSROOM_TEACHER_TOKEN": self.token,
            "CLASSROOM_PASSWORD": self.password,
        }

    def api(self, method: str, path: str, token: str | None = None, body: Any = None,
            timeout: float = 60) -> tuple[int, Any]:
        """A request to the hub's REST API (`/hub/api` + path), as the teacher unless `token` is given."""
        return request_json(method, f"{self.base_url}/hub/api{path}", token or self.token, body, timeout)


class GatewayServer(ServerProcess):
    """Jupyter Kernel Gateway with deploy/kernel-gateway/kernel_gateway_config.py; kernels start
    in `cwd` (default: the state folder)."""

    name = "kernel-gateway"
    ready_path = "/api/kernelspecs"

    def __init__(self, state: Path, environment: dict[str, str] | None = None, cwd: Path | None = None):
        super().__init__(state, environment)
        self.cwd = cwd

    def command(self) -> list[str]:
        return [sys.executable, "-m", "kernel_gateway",
                f"--config={DEPLOY / 'kernel-gateway' / 'kernel_gateway_config.py'}"]

    def extra_environment(self) -> dict[str, str]:
        return {"CLASSROOM_GATEWAY_PORT": str(self.port), "CLASSROOM_GATEWAY_TOKEN": self.token}

    def working_directory(self) -> Path:
        return self.cwd or self.state

    def api(self, method: str, path: str, body: Any = None, timeout: float = 60) -> tuple[int, Any]:
        """A request to the gateway's REST API (`/api` + path)."""
        return request_json(method, f"{self.base_url}/api{path}", self.token, body, timeout)

    def kernel_pids(self) -> dict[str, int]:
        """The process id of each kernel the gateway runs now, by kernel id (read from the
        connection file named on the kernel's command line)."""
        return kernel_processes(self.descendants())


def kernel_processes(processes: list[psutil.Process]) -> dict[str, int]:
    """The kernels among `processes` (those started with a `kernel-<id>.json` connection file),
    by kernel id."""
    kernels = {}
    for process in processes:
        try:
            command = process.cmdline()
        except psutil.Error:
            continue
        for argument in command:
            name = Path(argument).name
            if name.startswith("kernel-") and name.endswith(".json"):
                kernels[name[len("kernel-"):-len(".json")]] = process.pid
    return kernels


class GatewayLabServer(ServerProcess):
    """JupyterLab whose kernels live on a Kernel Gateway (`--gateway-url`), serving `root`."""

    name = "jupyterlab-gateway"
    ready_path = "/api/status"

    def __init__(self, state: Path, gateway: GatewayServer, root: Path):
        super().__init__(state)
        self.gateway = gateway
        self.root = root

    def command(self) -> list[str]:
        command = [sys.executable, "-m", "jupyterlab", "--no-browser", "--ip=127.0.0.1", f"--port={self.port}",
                   "--ServerApp.port_retries=0", f"--IdentityProvider.token={self.token}",
                   f"--ServerApp.root_dir={self.root}", f"--gateway-url={self.gateway.base_url}",
                   f"--GatewayClient.auth_token={self.gateway.token}",
                   "--GatewayClient.request_timeout=120", "--GatewayClient.connect_timeout=120"]
        if os.geteuid() == 0:
            command.append("--allow-root")
        return command

    def api(self, method: str, path: str, body: Any = None, timeout: float = 60) -> tuple[int, Any]:
        """A request to the server's REST API (`/api` + path)."""
        return request_json(method, f"{self.base_url}/api{path}", self.token, body, timeout)
