"""Fixtures for the web app's browser tests.

They start the real `current-place serve` (on a free 127.0.0.1 port, over a
store built once per session by `current-place import` from the Helsinki
sample), and drive Debian's headless Chromium through its chromedriver, both
given by path so that Selenium never tries to download a browser or driver.

The binary is `--server-binary PATH`, else `$CURRENT_PLACE_BIN`, else
`.build/debug/current-place` in the repository.
"""

from __future__ import annotations

import json
import os
import pathlib
import socket
import subprocess
import time
import urllib.error
import urllib.parse
import urllib.request

import pytest
import websocket  # websocket-client, which Selenium itself depends on
from selenium import webdriver
from selenium.webdriver.chrome.service import Service

REPO = pathlib.Path(__file__).resolve().parents[2]
CHROMIUM = os.environ.get("CHROMIUM_BINARY", "/usr/lib/chromium/chromium")
CHROMEDRIVER = os.environ.get("CHROMEDRIVER", "/usr/bin/chromedriver")
SCREENSHOTS = REPO / ".build" / "browser-screenshots"
SAMPLE = REPO / "data" / "Helsinki.osm.pbf"
# The server's own default; passed explicitly so the tests know it.
DEFAULT_LOCATION = (60.1716, 24.9441)
SERVER_START_SECONDS = 60
WEB_SOURCES = REPO / "Sources" / "Server" / "Web"

# The driver and browser are given by path; Selenium Manager must fetch nothing.
os.environ.setdefault("SE_OFFLINE", "true")


def pytest_addoption(parser):
    parser.addoption(
        "--server-binary",
        default=os.environ.get("CURRENT_PLACE_BIN", str(REPO / ".build" / "debug" / "current-place")),
        help="the current-place executable to serve the web app (default: $CURRENT_PLACE_BIN, "
        "else .build/debug/current-place)",
    )


# ---------------------------------------------------------------- the server


def free_port() -> int:
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


class Server:
    """One `current-place serve` process on 127.0.0.1."""

    def __init__(self, binary: str, db: pathlib.Path, log_dir: pathlib.Path,
                 default_location: tuple[float, float] = DEFAULT_LOCATION, extra_args: tuple[str, ...] = ()):
        self.binary = binary
        self.db = db
        self.log_dir = log_dir
        self.default_location = default_location
        # More `serve` options, e.g. ("--crowd", FILE).
        self.extra_args = tuple(extra_args)
        self.process: subprocess.Popen | None = None
        self.port = 0
        self.log_path: pathlib.Path | None = None

    @property
    def base_url(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    def start(self, port: int | None = None) -> "Server":
        """Starts on a free port, or on `port` (to come back where a page expects it)."""
        last_error = ""
        for attempt in range(3):  # a port taken between probe and bind: try another
            self.port = port or free_port()
            self.log_path = self.log_dir / f"serve-{self.port}.log"
            log = open(self.log_path, "wb")
            self.process = subprocess.Popen(
                [
                    self.binary, "serve",
                    "--db", str(self.db),
                    "--host", "127.0.0.1",
                    "--port", str(self.port),
                    "--default-location", f"{self.default_location[0]},{self.default_location[1]}",
                    *self.extra_args,
                ],
                stdin=subprocess.DEVNULL, stdout=log, stderr=subprocess.STDOUT, cwd=REPO,
            )
            log.close()
            if self._wait_ready():
                return self
            last_error = self.log_path.read_text(errors="replace")
            self.stop()
        pytest.fail(f"current-place serve did not start; its output:\n{last_error}")

    def _wait_ready(self) -> bool:
        deadline = time.monotonic() + SERVER_START_SECONDS
        while time.monotonic() < deadline:
            if self.process.poll() is not None:
                return False
            for path in ("/healthz", "/v1/config"):
                try:
                    with urllib.request.urlopen(self.base_url + path, timeout=2) as response:
                        if response.status == 200:
                            return True
                except (urllib.error.URLError, OSError):
                    pass
            time.sleep(0.1)
        return False

    def stop(self) -> None:
        if self.process is None:
            return
        if self.process.poll() is None:
            self.process.terminate()
            try:
                self.process.wait(timeout=10)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait(timeout=10)
        self.process = None

    def get_bytes(self, path: str) -> bytes:
        with urllib.request.urlopen(self.base_url + path, timeout=30) as response:
            return response.read()

    def get(self, path: str, **query) -> tuple[int, dict]:
        """GET a JSON resource; returns (HTTP status, decoded body)."""
        url = self.base_url + path
        if query:
            url += "?" + urllib.parse.urlencode(query)
        try:
            with urllib.request.urlopen(url, timeout=30) as response:
                return response.status, json.loads(response.read().decode("utf-8"))
        except urllib.error.HTTPError as error:
            return error.code, json.loads(error.read().decode("utf-8") or "null")


@pytest.fixture(scope="session")
def server_binary(pytestconfig) -> str:
    binary = pytestconfig.getoption("--server-binary")
    if not os.path.isabs(binary):
        binary = str(REPO / binary)
    if not os.access(binary, os.X_OK):
        pytest.fail(f"no current-place executable at {binary}: build it or pass --server-binary / CURRENT_PLACE_BIN")
    probe = subprocess.run([binary, "serve", "--help"], capture_output=True, text=True)
    if probe.returncode != 0:
        pytest.fail(f"{binary} has no working `serve` command:\n{probe.stdout}{probe.stderr}")
    return binary


@pytest.fixture(scope="session")
def place_store(server_binary, tmp_path_factory) -> pathlib.Path:
    """The Helsinki sample imported once for the whole session."""
    if not SAMPLE.exists():
        subprocess.run(["bash", str(REPO / "scripts" / "fetch-sample-data.sh")], check=True)
    db = tmp_path_factory.mktemp("store") / "helsinki.sqlite"
    result = subprocess.run(
        [server_binary, "import", str(SAMPLE), "--db", str(db)], capture_output=True, text=True,
    )
    if result.returncode != 0:
        pytest.fail(f"current-place import failed:\n{result.stdout}{result.stderr}")
    return db


@pytest.fixture(scope="session")
def server(server_binary, place_store, tmp_path_factory):
    """The server shared by the tests that leave it running."""
    running = Server(server_binary, place_store, tmp_path_factory.mktemp("logs")).start()
    try:
        assert_serves_current_web_files(running)
        yield running
    finally:
        running.stop()


def assert_serves_current_web_files(server: Server) -> None:
    """The binary copies Sources/Server/Web at build time: fail on a stale copy
    rather than test yesterday's page."""
    def served(name: str) -> bytes | None:
        try:
            return server.get_bytes(f"/static/{name}")
        except urllib.error.HTTPError:
            return None

    stale = [path.name for path in sorted(WEB_SOURCES.iterdir())
             if path.is_file() and served(path.name) != path.read_bytes()]
    if stale:
        pytest.fail(f"{server.binary} serves older copies of {', '.join(stale)} than Sources/Server/Web: "
                    "rebuild it (swift build) so the tests see the current web app")


@pytest.fixture
def own_server(server_binary, place_store, tmp_path):
    """A server of the test's own, which the test may stop."""
    running = Server(server_binary, place_store, tmp_path).start()
    yield running
    running.stop()


@pytest.fixture
def crowd_server(server_binary, place_store, tmp_path):
    """A server of the test's own that keeps a crowd (`serve --crowd`) in a new file of the test's folder."""
    running = Server(server_binary, place_store, tmp_path, extra_args=("--crowd", str(tmp_path / "crowd.sqlite"))).start()
    try:
        assert_serves_current_web_files(running)
        yield running
    finally:
        running.stop()


# ---------------------------------------------------------------- the browser


class DevTools:
    """A DevTools connection of the test's own to the page, beside chromedriver's.

    chromedriver waits for the page to load before each command, so it cannot
    drive a page held at a breakpoint; this connection can, and it sees events
    (Debugger.paused) that chromedriver does not pass on. Nothing is mocked:
    it only pauses and resumes the page's own scripts.
    """

    def __init__(self, driver: webdriver.Chrome):
        address = driver.capabilities["goog:chromeOptions"]["debuggerAddress"]
        with urllib.request.urlopen(f"http://{address}/json/list", timeout=10) as response:
            targets = json.load(response)
        handle = driver.current_window_handle
        target = next(t for t in targets if t["type"] == "page" and t["id"] == handle)
        self.socket = websocket.create_connection(target["webSocketDebuggerUrl"], suppress_origin=True, timeout=30)
        self.next_id = 0
        self.events: list[dict] = []

    def send(self, method: str, params: dict | None = None) -> dict:
        self.next_id += 1
        message_id = self.next_id
        self.socket.settimeout(30)
        self.socket.send(json.dumps({"id": message_id, "method": method, "params": params or {}}))
        while True:
            message = json.loads(self.socket.recv())
            if message.get("id") == message_id:
                if "error" in message:
                    raise RuntimeError(f"{method}: {message['error']}")
                return message.get("result", {})
            self.events.append(message)

    def wait_for_event(self, method: str, timeout: float = 20) -> dict:
        deadline = time.monotonic() + timeout
        while True:
            for index, event in enumerate(self.events):
                if event.get("method") == method:
                    return self.events.pop(index)["params"]
            left = deadline - time.monotonic()
            if left <= 0:
                pytest.fail(f"no {method} within {timeout} s")
            self.socket.settimeout(left)
            try:
                self.events.append(json.loads(self.socket.recv()))
            except websocket.WebSocketTimeoutException:
                pass

    def close(self) -> None:
        self.socket.close()



class Browser:
    """A headless Chromium with DevTools helpers for permissions and position."""

    def __init__(self, driver: webdriver.Chrome):
        self.driver = driver

    def set_viewport(self, width: int, height: int, mobile: bool = False, scale: float = 1) -> None:
        self.driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", {
            "width": width, "height": height, "deviceScaleFactor": scale, "mobile": mobile,
        })
        if mobile:
            self.driver.execute_cdp_cmd("Emulation.setTouchEmulationEnabled", {"enabled": True, "maxTouchPoints": 5})

    def grant_location(self, origin: str) -> None:
        self.driver.execute_cdp_cmd("Browser.grantPermissions", {"permissions": ["geolocation"], "origin": origin})

    def deny_location(self, origin: str) -> None:
        self.driver.execute_cdp_cmd("Browser.resetPermissions", {})
        self.driver.execute_cdp_cmd("Browser.setPermission", {
            "permission": {"name": "geolocation"}, "setting": "denied", "origin": origin,
        })

    def set_position(self, latitude: float, longitude: float, accuracy: float) -> None:
        self.driver.execute_cdp_cmd("Emulation.setGeolocationOverride", {
            "latitude": latitude, "longitude": longitude, "accuracy": accuracy,
        })

    def set_position_unavailable(self) -> None:
        """An override without a position: the page gets POSITION_UNAVAILABLE."""
        self.driver.execute_cdp_cmd("Emulation.setGeolocationOverride", {})

    def screenshot(self, name: str) -> pathlib.Path:
        """Saves the viewport to .build/browser-screenshots/NAME.png once the map's tiles are in."""
        deadline = time.monotonic() + 5
        while time.monotonic() < deadline and not self.driver.execute_script(
                "return Array.from(document.querySelectorAll('img.leaflet-tile')).every(i => i.complete);"):
            time.sleep(0.1)
        SCREENSHOTS.mkdir(parents=True, exist_ok=True)
        path = SCREENSHOTS / f"{name}.png"
        self.driver.save_screenshot(str(path))
        return path


def make_driver() -> webdriver.Chrome:
    for path in (CHROMIUM, CHROMEDRIVER):
        if not os.access(path, os.X_OK):
            pytest.fail(f"{path} is missing: run scripts/browser-tests.sh (apt-get install chromium chromium-driver)")
    options = webdriver.ChromeOptions()
    options.binary_location = CHROMIUM
    for argument in (
        "--headless=new",
        "--no-sandbox",  # root in CI
        "--disable-dev-shm-usage",
        "--disable-gpu",
        "--window-size=1280,800",
        "--lang=en-US",
        "--no-first-run",
        "--no-default-browser-check",
        "--disable-extensions",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
    ):
        options.add_argument(argument)
    options.add_experimental_option("prefs", {"intl.accept_languages": "en-US,en"})
    options.set_capability("goog:loggingPrefs", {"browser": "ALL"})
    service = Service(executable_path=CHROMEDRIVER)
    driver = webdriver.Chrome(service=service, options=options)
    driver.set_page_load_timeout(30)
    driver.set_script_timeout(30)
    return driver


@pytest.fixture
def browser(request):
    """A desktop-sized (1280×800) headless Chromium, fresh for each test."""
    driver = make_driver()
    session = Browser(driver)
    session.set_viewport(1280, 800)
    yield session
    if getattr(request.node, "rep_call", None) is not None and request.node.rep_call.failed:
        try:
            session.screenshot(f"FAILED-{request.node.name}")
            for entry in driver.get_log("browser"):
                print("browser log:", entry.get("level"), entry.get("message"))
        except Exception:  # noqa: BLE001 - diagnostics only
            pass
    driver.quit()


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_makereport(item, call):
    outcome = yield
    report = outcome.get_result()
    setattr(item, "rep_" + report.when, report)
