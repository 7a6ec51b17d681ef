"""What a class does to the servers, through their REST APIs and kernel websockets: the teacher
enrols students, each logs in (the hub's REST API with a password), starts a JupyterLab,
opens a kernel and runs a lesson's cells; a widget on an interactive chart hears hovers.
Shared by Tests/classroom and the load test (Tests/load)."""
from __future__ import annotations

import json
import re
import time
from dataclasses import dataclass
from pathlib import Path

from jupyter_servers import HubServer, request_json
from kernel_install import KERNEL_NAME, REPOSITORY

NOTEBOOKS = REPOSITORY / "notebooks"
WIDGET_TARGET = "jupyter.widget"


def default_lessons() -> list[Path]:
    """The notebooks a class works through: the charting course when it is one notebook, else
    the lessons' worked solutions (`NN-name-solutions.ipynb`), in order."""
    course = NOTEBOOKS / "charting-course.ipynb"
    if course.exists():
        return [course]
    lessons = sorted(NOTEBOOKS.glob("[0-9][0-9]-*-solutions.ipynb"))
    if not lessons:
        raise RuntimeError(f"no lesson notebooks in {NOTEBOOKS}")
    return lessons


def interactive_lesson() -> Path:
    """The first lesson that shows an interactive chart (what the classroom tests run: cells,
    charts and hovers, in a few seconds)."""
    for path in default_lessons():
        if "interactive(" in path.read_text():
            return path
    raise RuntimeError("no lesson shows an interactive chart")


def lesson_cells(paths: list[Path] | None = None) -> list[str]:
    """The code cells of the lesson notebooks, in order, without empty ones."""
    cells = []
    for path in paths or default_lessons():
        notebook = json.loads(path.read_text())
        for cell in notebook["cells"]:
            source = cell["source"] if isinstance(cell["source"], str) else "".join(cell["source"])
            if cell["cell_type"] == "code" and source.strip():
                cells.append(source)
    return cells


@dataclass
class KernelHost:
    """Where a student's kernels live: a single-user server behind the hub, or a gateway."""
    base_url: str
    token: str

    @property
    def ws_url(self) -> str:
        return "ws" + self.base_url[len("http"):]

    def start_kernel(self, name: str = KERNEL_NAME, timeout: float = 120) -> str:
        """Starts a kernel (POST /api/kernels); returns its id."""
        status, kernel = request_json("POST", f"{self.base_url}/api/kernels", self.token, {"name": name}, timeout)
        if status not in (200, 201) or not isinstance(kernel, dict):
            raise RuntimeError(f"starting a {name} kernel at {self.base_url} answered {status}: {kernel}")
        return kernel["id"]

    def channels_url(self, kernel_id: str) -> str:
        """The kernel's websocket."""
        return f"{self.ws_url}/api/kernels/{kernel_id}/channels"

    def interrupt(self, kernel_id: str) -> int:
        """Interrupts the kernel as JupyterLab's stop button does (POST …/interrupt); the status."""
        status, _ = request_json("POST", f"{self.base_url}/api/kernels/{kernel_id}/interrupt", self.token, {})
        return status

    def shut_down(self, kernel_id: str) -> int:
        """Shuts the kernel down (DELETE /api/kernels/<id>); the status."""
        status, _ = request_json("DELETE", f"{self.base_url}/api/kernels/{kernel_id}", self.token)
        return status

    def kernels(self) -> list[dict]:
        """The running kernels (GET /api/kernels)."""
        status, kernels = request_json("GET", f"{self.base_url}/api/kernels", self.token)
        if status != 200:
            raise RuntimeError(f"listing kernels at {self.base_url} answered {status}")
        return kernels


def enrol(hub: HubServer, names: list[str]) -> None:
    """The teacher adds the students to the hub (POST /hub/api/users)."""
    status, answer = hub.api("POST", "/users", body={"usernames": names})
    if status != 201:
        raise RuntimeError(f"enrolling {names} answered {status}: {answer}")


def log_in(hub: HubServer, name: str, password: str | None = None) -> str:
    """A student logs in with their password through the REST API (a token of their own,
    POST /hub/api/users/<name>/tokens with the credentials); returns the token."""
    status, answer = request_json("POST", f"{hub.base_url}/hub/api/users/{name}/tokens",
                                  body={"auth": {"username": name, "password": password or hub.password},
                                        "note": "classroom"})
    if status not in (200, 201) or not isinstance(answer, dict) or "token" not in answer:
        raise PermissionError(f"{name} could not log in: {status} {answer}")
    return answer["token"]


def start_server(hub: HubServer, name: str, token: str, timeout: float = 240) -> KernelHost:
    """Starts the student's JupyterLab (POST /hub/api/users/<name>/server) and waits until the
    hub reports it ready; returns the server as a kernel host reached through the proxy."""
    status, answer = request_json("POST", f"{hub.base_url}/hub/api/users/{name}/server", token, {})
    if status not in (201, 202, 400):  # 400: already running
        raise RuntimeError(f"starting {name}'s server answered {status}: {answer}")
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        status, user = request_json("GET", f"{hub.base_url}/hub/api/users/{name}", token)
        server = (user or {}).get("servers", {}).get("", {}) if status == 200 else {}
        if server.get("ready"):
            return KernelHost(f"{hub.base_url}{server['url'].rstrip('/')}", token)
        time.sleep(0.5)
    raise TimeoutError(f"{name}'s server was not ready within {timeout} s")


def point_pixels(svg: str) -> list[tuple[float, float]]:
    """The centres of a chart's point marks (circles with a `data-index`), for hovering."""
    points = []
    for tag in re.findall(r"<circle\b[^>]*>", svg):
        attributes = dict(re.findall(r'([\w-]+)="([^"]*)"', tag))
        if "data-index" in attributes and "cx" in attributes and "cy" in attributes:
            points.append((float(attributes["cx"]), float(attributes["cy"])))
    return points


def hover_message(x: float, y: float) -> dict:
    """The interactive chart's custom hover message at (x, y), as its view sends it."""
    return {"method": "custom", "content": {"type": "hover", "x": x, "y": y}}
