"""The students' JupyterLab servers under the hub (found through JUPYTER_CONFIG_PATH, which
deploy/jupyterhub/jupyterhub_config.py sets for them)."""
import sys
from pathlib import Path

# Kernel messages leave without waiting for the browser's acknowledgement (deploy/websocket_nodelay.py).
sys.path.insert(0, str(Path(__file__).resolve().parents[2]))
import websocket_nodelay  # noqa: E402,F401
