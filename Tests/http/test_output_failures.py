"""Output that cannot be written is not a crash: a full disk behind standard
output or standard error (/dev/full), for the server's access log and for the
command line's answers."""
import subprocess
import time
import urllib.request

from conftest import BINARY, start_server, stop_server


def test_a_server_whose_log_cannot_be_written_keeps_serving(store):
    with open("/dev/full", "wb") as full:
        # Not quiet: every request is logged to standard error, which cannot take it.
        server = start_server(store, stdout=full, stderr=full, quiet=False)
    process, base = server["process"], server["base"]
    try:
        statuses = []
        for index in range(200):
            path = "/healthz" if index % 2 else "/v1/currentPlace?lat=60.1684&lng=24.942&accuracy=10"
            with urllib.request.urlopen(base + path, timeout=5) as answer:
                statuses.append(answer.status)
        time.sleep(0.5)  # the log is written off the request path, a fifth of a second later
        assert statuses == [200] * 200
        assert process.poll() is None, "the server died when its log could not be written"
    finally:
        stop_server(server)


def test_an_answer_that_cannot_be_written_is_a_failure_not_a_crash(store):
    with open("/dev/full", "wb") as full:
        result = subprocess.run([BINARY, "likely", "--at", "60.1684,24.9420", "--no-history", "--db", str(store)],
                                stdout=full, stderr=subprocess.PIPE, text=True, timeout=60)
    assert result.returncode == 1, result.stderr
    assert "cannot write the output" in result.stderr
    assert "Fatal error" not in result.stderr
