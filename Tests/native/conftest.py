"""Fixtures for the native app's tests: a virtual X display per test, the
Helsinki sample store, and the app itself (`current-place-gtk`) started with
a private GeoClue world (see geoclue_world.py) or none.

The binaries are `$CURRENT_PLACE_GTK_BIN` and `$CURRENT_PLACE_BIN`, else the
debug builds in the repository. Screenshots go to .build/native-screenshots/.
"""

from __future__ import annotations

import os
import pathlib
import queue
import re
import subprocess
import threading
import time

import pytest

from geoclue_world import GeoClueWorld

REPO = pathlib.Path(__file__).resolve().parents[2]
SAMPLE = REPO / "data" / "Helsinki.osm.pbf"
SCREENSHOTS = REPO / ".build" / "native-screenshots"
APP = os.environ.get("CURRENT_PLACE_GTK_BIN", str(REPO / ".build" / "debug" / "current-place-gtk"))
CLI = os.environ.get("CURRENT_PLACE_BIN", str(REPO / ".build" / "debug" / "current-place"))
# Near Helsinki's railway station, inside the sample.
START = (60.1699, 24.9384)


@pytest.fixture(scope="session")
def place_store(tmp_path_factory) -> pathlib.Path:
    """The Helsinki sample imported once for the whole session."""
    for binary in (APP, CLI):
        if not os.access(binary, os.X_OK):
            pytest.fail(f"no executable at {binary}: build it (swift build) or set CURRENT_PLACE_GTK_BIN / CURRENT_PLACE_BIN")
    if not SAMPLE.exists():
        subprocess.run(["bash", str(REPO / "scripts" / "fetch-sample-data.sh")], check=True)
    db = tmp_path_factory.mktemp("store") / "helsinki.sqlite"
    result = subprocess.run([CLI, "import", str(SAMPLE), "--db", str(db)], capture_output=True, text=True)
    if result.returncode != 0:
        pytest.fail(f"current-place import failed:\n{result.stdout}{result.stderr}")
    return db


class Display:
    """An Xvfb server as big as the window, so that a screenshot of its root is the window."""

    def __init__(self, width, height):
        read, write = os.pipe()
        self.process = subprocess.Popen(
            ["Xvfb", "-displayfd", str(write), "-screen", "0", f"{width}x{height}x24", "-nolisten", "tcp"],
            pass_fds=(write,), stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        os.close(write)
        with os.fdopen(read) as pipe:
            number = pipe.readline().strip()
        assert number, "Xvfb did not start"
        self.name = f":{number}"

    def stop(self):
        self.process.terminate()
        self.process.wait(5)


class NativeApp:
    """One `current-place-gtk` process: its standard output read line by line
    (one event each: position, places, list, picked, marker, notice, layout)."""

    def __init__(self, store, folder, display, world=None, arguments=(), width=1000, height=700, bus_address=None):
        self.folder = folder
        self.display = display
        self.lines: list[str] = []
        self.fresh: queue.Queue[str] = queue.Queue()
        env = world.environment() if world else dict(os.environ)
        if bus_address:
            env["DBUS_SYSTEM_BUS_ADDRESS"] = bus_address
        env.update(DISPLAY=display.name, GSK_RENDERER="cairo", XDG_CACHE_HOME=str(folder / "cache"),
                   XDG_DATA_HOME=str(folder / "data"), GDK_BACKEND="x11", NO_AT_BRIDGE="1", LANG="C.UTF-8")
        env.pop("DBUS_SESSION_BUS_ADDRESS", None)
        self.env = env
        self.stderr = open(folder / "app.err", "w")
        self.process = subprocess.Popen(
            [APP, "--db", str(store), "--size", f"{width}x{height}", *arguments],
            stdout=subprocess.PIPE, stderr=self.stderr, text=True, env=env)
        threading.Thread(target=self._read, daemon=True).start()

    def _read(self):
        for line in self.process.stdout:
            line = line.rstrip("\n")
            self.lines.append(line)
            self.fresh.put(line)

    def wait(self, event, pattern="", seconds=20):
        """The next line of `event` (after the ones already waited for) matching `pattern`."""
        deadline = time.monotonic() + seconds
        while True:
            left = deadline - time.monotonic()
            try:
                line = self.fresh.get(timeout=max(0.01, left))
            except queue.Empty:
                line = None
            if line is None or left <= 0:
                raise AssertionError(f"no '{event}: …{pattern}' within {seconds} s; the app said:\n"
                                     + "\n".join(self.lines) + "\n" + (self.folder / "app.err").read_text())
            if line.startswith(event + ": ") and re.search(pattern, line):
                return line[len(event) + 2:]

    def events(self, event):
        return [line[len(event) + 2:] for line in list(self.lines) if line.startswith(event + ": ")]

    def xdotool(self, *arguments):
        subprocess.run(["xdotool", *arguments], env=self.env, check=True)

    def click(self, x, y):
        self.xdotool("mousemove", str(x), str(y), "click", "1")

    def keys(self, *names):
        # The keyboard follows the pointer on a display without a window manager: keep it over the window.
        self.xdotool("mousemove", "5", "300")
        self.xdotool("key", "--delay", "150", *names)

    def screenshot(self, name):
        SCREENSHOTS.mkdir(parents=True, exist_ok=True)
        path = SCREENSHOTS / f"{name}.png"
        time.sleep(1.5)  # the tiles of the last move are drawn on worker threads
        subprocess.run(["import", "-window", "root", str(path)], env=self.env, check=True)
        return path

    def stop(self):
        if self.process.poll() is None:
            self.process.terminate()
            try:
                self.process.wait(10)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait()
        self.stderr.close()


@pytest.fixture
def launch(place_store, tmp_path):
    """Starts the app (and its display, and optionally a GeoClue world); ends them after the test."""
    started = []

    def start(world=None, arguments=(), width=1000, height=700, bus_address=None, store=None):
        display = Display(width, height)
        app = NativeApp(store or place_store, tmp_path, display, world, arguments, width, height, bus_address)
        started.append((app, display))
        app.wait("layout", seconds=30)
        # Wait until the window is on the display, so that clicks and keys reach it.
        subprocess.run(["timeout", "20", "xdotool", "search", "--sync", "--onlyvisible", "--class", "current-place-gtk"],
                       env=app.env, check=True, stdout=subprocess.DEVNULL)
        time.sleep(0.5)
        return app

    yield start
    for app, display in started:
        app.stop()
        display.stop()


@pytest.fixture
def world(tmp_path):
    """A private system bus; the test starts geoclue and the agent with its own configuration."""
    # Unix socket paths are short: keep the world in a short folder.
    folder = pathlib.Path(tmp_path)
    made = GeoClueWorld(str(folder))
    made.start_bus()
    yield made
    made.stop()
