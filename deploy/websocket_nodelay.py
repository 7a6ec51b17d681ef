"""Sends each kernel message on a Jupyter server's kernel websockets at once.

jupyter_server (and the Kernel Gateway, built on it) leaves Nagle's algorithm on for the
kernel websocket, so after the `busy` status the rest of a cell's messages wait for the
browser's delayed acknowledgement: about 40 ms more on every cell and every hover on Linux,
up to 200 ms with some systems' clients. Setting TCP_NODELAY on the socket when the websocket
opens, as this module does when a server's configuration imports it, takes that wait away.
"""
from jupyter_server.services.kernels.websocket import KernelWebsocketHandler

_open = KernelWebsocketHandler.open


async def _open_without_delay(self, *arguments, **keywords):
    self.set_nodelay(True)
    return await _open(self, *arguments, **keywords)


if not getattr(KernelWebsocketHandler.open, "sends_at_once", False):
    _open_without_delay.sends_at_once = True
    KernelWebsocketHandler.open = _open_without_delay
