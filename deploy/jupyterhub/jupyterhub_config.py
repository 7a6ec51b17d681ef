"""JupyterHub for a class on one server: the configuration Tests/classroom runs.

Every student logs in to the hub, which starts a JupyterLab of their own (a single-user
server) on this machine; each notebook there runs its own Swift charting kernel, held to the
kernel's memory budget (SWIFT_CHART_KERNEL_MEMORY_LIMIT in the kernelspec's env).

As tested, it uses JupyterHub's DummyAuthenticator (any name; the password set in
CLASSROOM_PASSWORD, when set) and SimpleLocalProcessSpawner (every server runs as the hub's
user, with its home under CLASSROOM_HOME_ROOT): right for a test and a trusted lab, not for
a class on a shared server. docs/deploy.md says what to change for that (a real
authenticator, LocalProcessSpawner or SystemdSpawner with one system user per student).

Settings, all optional (environment variables):
  CLASSROOM_HUB_PORT       the port of the hub's public address on 127.0.0.1 (default 8000)
  CLASSROOM_HUB_IP         the address to listen on (default 127.0.0.1)
  CLASSROOM_STATE_DIR      where the hub keeps its database, cookie secret and proxy pid (default .)
  CLASSROOM_HOME_ROOT      the folder holding each student's home (default /tmp/classroom-homes)
  CLASSROOM_TEACHER_TOKEN  an API token for the "teacher" service, which may add students and
                           start, stop and reach their servers (none when unset)
  CLASSROOM_PASSWORD       the one password students log in with (any password when unset)
  JUPYTER_PATH             where the single-user servers find the kernelspec (passed through)
"""
import os
import sys
from pathlib import Path

c = get_config()  # noqa: F821 (JupyterHub's config loader defines it)

state = Path(os.environ.get("CLASSROOM_STATE_DIR", ".")).resolve()
state.mkdir(parents=True, exist_ok=True)

# The public address, served by configurable-http-proxy (Debian's node-configurable-http-proxy).
c.JupyterHub.bind_url = (f"http://{os.environ.get('CLASSROOM_HUB_IP', '127.0.0.1')}"
                         f":{os.environ.get('CLASSROOM_HUB_PORT', '8000')}")
c.JupyterHub.hub_ip = "127.0.0.1"
c.JupyterHub.hub_port = int(os.environ.get("CLASSROOM_HUB_INTERNAL_PORT", "8081"))
c.ConfigurableHTTPProxy.api_url = f"http://127.0.0.1:{os.environ.get('CLASSROOM_PROXY_API_PORT', '8001')}"
# Debian installs the proxy's node modules under /usr/share/nodejs, which a Node.js from
# elsewhere (such as NodeSource's) does not search by itself.
c.ConfigurableHTTPProxy.command = ["env", "NODE_PATH=/usr/share/nodejs", "configurable-http-proxy"]
c.ConfigurableHTTPProxy.pid_file = str(state / "jupyterhub-proxy.pid")
c.JupyterHub.db_url = f"sqlite:///{state / 'jupyterhub.sqlite'}"
c.JupyterHub.cookie_secret_file = str(state / "jupyterhub_cookie_secret")
# Stopping the hub stops the students' servers and the proxy with it.
c.JupyterHub.cleanup_servers = True
c.JupyterHub.cleanup_proxy = True

# Logging in.
c.JupyterHub.authenticator_class = "dummy"
if os.environ.get("CLASSROOM_PASSWORD"):
    c.DummyAuthenticator.password = os.environ["CLASSROOM_PASSWORD"]
c.Authenticator.allow_all = True
c.Authenticator.admin_users = {"teacher"}

# The teacher's service: adds students, starts their servers and reaches their kernels.
teacher_token = os.environ.get("CLASSROOM_TEACHER_TOKEN")
if teacher_token:
    c.JupyterHub.services = [{"name": "teacher", "api_token": teacher_token}]
    c.JupyterHub.load_roles = [{
        "name": "teacher",
        "scopes": ["admin:users", "admin:servers", "access:servers", "tokens", "list:users", "read:users"],
        "services": ["teacher"],
    }]

# One JupyterLab per student, started on this machine as the hub's user.
c.JupyterHub.spawner_class = "simple"
c.SimpleLocalProcessSpawner.home_dir_template = str(
    Path(os.environ.get("CLASSROOM_HOME_ROOT", "/tmp/classroom-homes")) / "{username}")
c.Spawner.cmd = [sys.executable, "-m", "jupyterhub.singleuser"]
c.Spawner.default_url = "/lab"
c.Spawner.args = ["--allow-root"] if os.geteuid() == 0 else []
c.Spawner.env_keep = ["PATH", "LANG", "LC_ALL", "VIRTUAL_ENV", "JUPYTER_PATH"]
# The servers' own configuration (deploy/jupyterhub/singleuser/jupyter_server_config.py).
c.Spawner.environment = {"JUPYTER_CONFIG_PATH": str(Path(__file__).resolve().parent / "singleuser")}
# A class logging in at once on a busy two-core machine: give each server time to come up.
c.Spawner.start_timeout = 180
c.Spawner.http_timeout = 180
c.JupyterHub.concurrent_spawn_limit = 50
c.JupyterHub.init_spawners_timeout = 60
