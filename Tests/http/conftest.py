"""A real `current-place serve` over the Helsinki store for the HTTP tests."""
import os
import socket
import subprocess
import time
import urllib.request
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
BINARY = os.environ.get("CURRENT_PLACE_BIN", str(ROOT / ".build/debug/current-place"))


@pytest.fixture(scope="session")
def store():
    """The sample imported once for the session."""
    path = ROOT / ".build/test-stores/helsinki-http.sqlite"
    path.parent.mkdir(parents=True, exist_ok=True)
    subprocess.run([BINARY, "import", str(ROOT / "data/Helsinki.osm.pbf"), "--db", str(path)], check=True,
                   stdout=subprocess.DEVNULL)
    return path


def start_server(store, *options, stderr=subprocess.DEVNULL, stdout=subprocess.DEVNULL, quiet=True):
    """Starts `current-place serve` on a free port with extra options (`quiet`: no access log) and waits
    for /healthz."""
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    process = subprocess.Popen([BINARY, "serve", "--db", str(store), "--port", str(port), *(["--quiet"] if quiet else []),
                                *options], stdout=stdout, stderr=stderr)
    base = f"http://127.0.0.1:{port}"
    for _ in range(100):
        try:
            urllib.request.urlopen(base + "/healthz", timeout=1).read()
            break
        except OSError:
            time.sleep(0.1)
    else:
        process.kill()
        raise RuntimeError("current-place serve did not start")
    return {"host": "127.0.0.1", "port": port, "base": base, "process": process}


def stop_server(server):
    server["process"].terminate()
    server["process"].wait(timeout=10)


@pytest.fixture(scope="session")
def server(store):
    running = start_server(store)
    yield running
    stop_server(running)
