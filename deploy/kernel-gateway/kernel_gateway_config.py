"""Jupyter Kernel Gateway serving the Swift charting kernel: the configuration Tests/classroom
and the load test (Tests/load) run.

Front ends reach kernels over the gateway's REST API (/api/kernels, /api/kernelspecs) and each
kernel's websocket (/api/kernels/<id>/channels); JupyterLab does so when started with
`--gateway-url http://HOST:PORT` (and `--GatewayClient.auth_token`). Each kernel is held to its
memory budget (SWIFT_CHART_KERNEL_MEMORY_LIMIT in the kernelspec's env).

Settings, all optional (environment variables):
  CLASSROOM_GATEWAY_PORT   the port on 127.0.0.1 (default 8888)
  CLASSROOM_GATEWAY_IP     the address to listen on (default 127.0.0.1)
  CLASSROOM_GATEWAY_TOKEN  the token every request must carry (`Authorization: token …`);
                           none when unset, which is only for a machine nobody else reaches
  CLASSROOM_MAX_KERNELS    the most kernels at once (default: no limit; see below)
  JUPYTER_PATH             where the gateway finds the kernelspec
"""
import os
import sys
from pathlib import Path

c = get_config()  # noqa: F821 (the gateway's config loader defines it)

# Kernel messages leave without waiting for the client's acknowledgement (deploy/websocket_nodelay.py),
# and a class's kernels fit in one gateway (deploy/many_kernels.py).
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
import websocket_nodelay  # noqa: E402,F401
from many_kernels import raise_open_file_limit  # noqa: E402

raise_open_file_limit()
c.KernelGatewayApp.kernel_manager_class = "many_kernels.ManyKernelsManager"

c.KernelGatewayApp.ip = os.environ.get("CLASSROOM_GATEWAY_IP", "127.0.0.1")
c.KernelGatewayApp.port = int(os.environ.get("CLASSROOM_GATEWAY_PORT", "8888"))
c.KernelGatewayApp.port_retries = 0
c.KernelGatewayApp.auth_token = os.environ.get("CLASSROOM_GATEWAY_TOKEN", "")
c.KernelGatewayApp.default_kernel_name = "swift-charts"
# With a limit, Kernel Gateway 3.0.1 counts kernels by listing them, and listing one that is
# still starting fails (no last_activity yet): a class starting kernels at once gets HTTP 500s.
# So no limit unless one is asked for.
if os.environ.get("CLASSROOM_MAX_KERNELS"):
    c.KernelGatewayApp.max_kernels = int(os.environ["CLASSROOM_MAX_KERNELS"])
# Kernels talk to the gateway over Unix sockets in its runtime folder, not TCP ports: each
# gateway picks a new kernel's TCP ports by asking the system for free ones and the kernel binds
# them a moment later, so gateways (or other servers) starting kernels at once on one machine can
# pick the same port, and that kernel dies at its start ("Address already in use").
c.KernelManager.transport = "ipc"
# JupyterLab lists the running kernels when it uses the gateway.
c.JupyterWebsocketPersonality.list_kernels = True
# A kernel that does not answer within this time is reported as failed to start.
c.KernelManager.shutdown_wait_time = 5.0
