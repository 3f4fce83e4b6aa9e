"""A real `current-place serve` over the Helsinki store for the HTTP tests."""
import os
import socket
import subprocess
import time
import urllib.request
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture(scope="session")
def server():
    binary = os.environ.get("CURRENT_PLACE_BIN", str(ROOT / ".build/debug/current-place"))
    store = ROOT / ".build/test-stores/helsinki-http.sqlite"
    store.parent.mkdir(parents=True, exist_ok=True)
    subprocess.run([binary, "import", str(ROOT / "data/Helsinki.osm.pbf"), "--db", str(store)], check=True,
                   stdout=subprocess.DEVNULL)
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    process = subprocess.Popen([binary, "serve", "--db", str(store), "--port", str(port), "--quiet"],
                               stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
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
    yield {"host": "127.0.0.1", "port": port, "base": base, "process": process}
    process.terminate()
    process.wait(timeout=10)
