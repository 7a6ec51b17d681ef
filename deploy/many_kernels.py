"""Room for a class's kernels in one Kernel Gateway.

The gateway keeps every kernel's ZeroMQ sockets (the kernel manager's own, and shell, control,
IOPub and stdin for each websocket) in one ZeroMQ context, and a context holds at most 1023
sockets by default: past about 150 kernels, starting a kernel or opening its websocket fails
with "Too many open files". `ManyKernelsManager` gives the context room for `MAX_SOCKETS`
sockets, and `raise_open_file_limit` lets the process open as many files as the system allows
it; the gateway's configuration uses both.
"""
import resource

import zmq
import zmq.asyncio
from kernel_gateway.services.kernels.manager import SeedingMappingKernelManager
from traitlets import default

# About 7 sockets a kernel: room for a thousand kernels and their websockets.
MAX_SOCKETS = 8192


def raise_open_file_limit() -> int:
    """Raises this process's soft limit of open files to its hard limit; returns the limit."""
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    if hard == resource.RLIM_INFINITY or soft < hard:
        resource.setrlimit(resource.RLIMIT_NOFILE, (hard, hard))
    return resource.getrlimit(resource.RLIMIT_NOFILE)[0]


class ManyKernelsManager(SeedingMappingKernelManager):
    """The gateway's kernel manager with one ZeroMQ context roomy enough for a class."""

    @default("context")
    def _context_default(self):
        self._created_context = True
        context = zmq.asyncio.Context()
        context.set(zmq.MAX_SOCKETS, MAX_SOCKETS)
        return context
