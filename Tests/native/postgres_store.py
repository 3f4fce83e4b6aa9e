"""A PostgreSQL 15 cluster of its own for one test (initdb in a temporary
folder, pg_ctl on a free port, as the postgres user when run as root), the
way Tests/TestSupport/TemporaryPostgres.swift makes one for the Swift tests."""

from __future__ import annotations

import os
import pathlib
import shutil
import socket
import subprocess
import tempfile

BINARIES = pathlib.Path("/usr/lib/postgresql/15/bin")


def _as_postgres(*command):
    prefix = ["/usr/sbin/runuser", "-u", "postgres", "--"] if os.geteuid() == 0 else []
    return subprocess.run(prefix + [str(part) for part in command], capture_output=True, text=True, timeout=120)


def _free_port():
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


class PostgresCluster:
    """initdb, start, one database `places`; `url` for current-place; `stop()` removes it all."""

    def __init__(self):
        if not (BINARIES / "initdb").exists():
            raise RuntimeError(f"PostgreSQL 15 is not installed ({BINARIES}/initdb); run scripts/setup.sh")
        # Under /tmp itself: pytest's folders are private to root, and the server runs as postgres.
        self.folder = pathlib.Path(tempfile.mkdtemp(prefix="current-place-pg-"))
        if os.geteuid() == 0:
            shutil.chown(self.folder, "postgres", "postgres")
        self.port = _free_port()
        for step in ([BINARIES / "initdb", "-D", self.folder / "data", "-U", "postgres", "--auth=trust", "-E", "UTF8",
                      "--locale=C", "--no-sync"],
                     [BINARIES / "pg_ctl", "-D", self.folder / "data", "-l", self.folder / "log", "-w", "-t", "60",
                      "-o", f"-p {self.port} -c listen_addresses=127.0.0.1 -k {self.folder}", "start"],
                     [BINARIES / "createdb", "-h", "127.0.0.1", "-p", self.port, "-U", "postgres", "places"]):
            result = _as_postgres(*step)
            if result.returncode != 0:
                log = (self.folder / "log").read_text() if (self.folder / "log").exists() else ""
                raise RuntimeError(f"{step[0].name} failed: {result.stderr}{result.stdout}{log[-2000:]}")
        self.url = f"postgresql://postgres@127.0.0.1:{self.port}/places"

    def psql(self, sql, **options):
        """Runs `sql` in its own session (Popen options, e.g. to keep it running in the background)."""
        return subprocess.Popen([str(BINARIES / "psql"), "-h", "127.0.0.1", "-p", str(self.port), "-U", "postgres",
                                 "-d", "places", "-v", "ON_ERROR_STOP=1", "-c", sql],
                                stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, **options)

    def stop(self):
        _as_postgres(BINARIES / "pg_ctl", "-D", self.folder / "data", "-m", "immediate", "-w", "stop")
        shutil.rmtree(self.folder, ignore_errors=True)
