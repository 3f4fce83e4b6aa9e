"""A private GeoClue world for the native app's tests: its own system D-Bus,
the real geoclue daemon reading a configuration of the test's (bind-mounted
over /etc/geoclue/geoclue.conf in a private mount namespace, so the machine's
own file is never changed), GeoClue's demo agent, an NMEA socket the test
feeds positions through, and a stand-in for the Wi-Fi location web service."""

import http.server
import json
import os
import socket
import subprocess
import threading
import time
from datetime import datetime, timezone

GEOCLUE = "/usr/libexec/geoclue"
AGENT = "/usr/libexec/geoclue-2.0/demos/agent"
APP_ID = "org.currentplace.CurrentPlace"

BUS_CONFIG = """<!DOCTYPE busconfig PUBLIC "-//freedesktop//DTD D-Bus Bus Configuration 1.0//EN"
 "http://www.freedesktop.org/standards/dbus/1.0/busconfig.dtd">
<busconfig>
  <type>system</type>
  <listen>unix:path={socket}</listen>
  <auth>EXTERNAL</auth>
  <policy context="default">
    <allow user="*"/>
    <allow own="*"/>
    <allow send_destination="*"/>
    <allow receive_sender="*"/>
  </policy>
</busconfig>
"""


def geoclue_config(nmea_socket=None, wifi_url=None, app_allowed=None):
    """GeoClue 2.6's configuration: the demo agent allowed, one source on, and
    the app listed (allowed or not) when app_allowed is given; otherwise the
    agent decides."""
    lines = ["[agent]", "whitelist=geoclue-demo-agent", ""]
    lines += ["[network-nmea]", f"enable={'true' if nmea_socket else 'false'}"]
    if nmea_socket:
        lines.append(f"nmea-socket={nmea_socket}")
    lines += ["", "[wifi]", f"enable={'true' if wifi_url else 'false'}"]
    if wifi_url:
        lines += [f"url={wifi_url}", "submit-data=false"]
    for source in ("3g", "cdma", "modem-gps", "compass"):
        lines += ["", f"[{source}]", "enable=false"]
    if app_allowed is not None:
        lines += ["", f"[{APP_ID}]", f"allowed={'true' if app_allowed else 'false'}", "system=false", "users="]
    return "\n".join(lines) + "\n"


def nmea_sentence(body):
    checksum = 0
    for character in body.encode():
        checksum ^= character
    return f"${body}*{checksum:02X}\r\n"


def gga(latitude, longitude, hdop=4.0):
    """A GGA sentence for a fix now (GeoClue derives the accuracy from the HDOP: 4 → 3 m)."""
    now = datetime.now(timezone.utc)
    lat_deg, lon_deg = int(abs(latitude)), int(abs(longitude))
    lat = f"{lat_deg:02d}{(abs(latitude) - lat_deg) * 60:07.4f}"
    lon = f"{lon_deg:03d}{(abs(longitude) - lon_deg) * 60:07.4f}"
    body = (f"GPGGA,{now:%H%M%S}.00,{lat},{'N' if latitude >= 0 else 'S'},{lon},{'E' if longitude >= 0 else 'W'},"
            f"1,08,{hdop:.1f},20.0,M,18.0,M,,")
    return nmea_sentence(body)


class NMEAFeed:
    """A Unix socket that GeoClue's network NMEA source connects to; positions
    sent with send() go to every connected reader."""

    def __init__(self, path):
        self.path = path
        self.server = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
        self.server.bind(path)
        self.server.listen(4)
        self.readers = []
        self.lock = threading.Lock()
        self.position = None
        threading.Thread(target=self._accept, daemon=True).start()
        threading.Thread(target=self._repeat, daemon=True).start()

    def _accept(self):
        while True:
            try:
                reader, _ = self.server.accept()
            except OSError:
                return
            with self.lock:
                self.readers.append(reader)

    def _repeat(self):
        # A receiver repeats its fix every second, as a real one does.
        while True:
            time.sleep(1)
            if self.position:
                self.send(*self.position)

    def send(self, latitude, longitude):
        self.position = (latitude, longitude)
        sentence = gga(latitude, longitude).encode()
        with self.lock:
            for reader in list(self.readers):
                try:
                    reader.sendall(sentence)
                except OSError:
                    self.readers.remove(reader)

    def connected(self):
        with self.lock:
            return len(self.readers)

    def close(self):
        self.server.close()
        with self.lock:
            for reader in self.readers:
                reader.close()


class WifiStandIn:
    """The Wi-Fi location web service GeoClue asks for a city-level fix
    (Mozilla Location Service's /v1/geolocate shape), on loopback."""

    def __init__(self, latitude, longitude, accuracy):
        answer = json.dumps({"location": {"lat": latitude, "lng": longitude}, "accuracy": accuracy}).encode()
        self.requests = 0
        world = self

        class Handler(http.server.BaseHTTPRequestHandler):
            def do_POST(self):
                world.requests += 1
                length = int(self.headers.get("Content-Length") or 0)
                self.rfile.read(length)
                self.send_response(200)
                self.send_header("Content-Type", "application/json")
                self.send_header("Content-Length", str(len(answer)))
                self.end_headers()
                self.wfile.write(answer)

            do_GET = do_POST

            def log_message(self, *args):
                pass

        self.server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.url = f"http://127.0.0.1:{self.server.server_address[1]}/v1/geolocate?key=test"
        threading.Thread(target=self.server.serve_forever, daemon=True).start()

    def close(self):
        self.server.shutdown()


class GeoClueWorld:
    """The bus, geoclue and its agent, started in `folder`; stop() ends them all."""

    def __init__(self, folder):
        self.folder = folder
        self.processes = []
        self.bus_socket = os.path.join(folder, "system_bus_socket")
        self.address = f"unix:path={self.bus_socket}"

    def environment(self):
        env = dict(os.environ)
        env["DBUS_SYSTEM_BUS_ADDRESS"] = self.address
        env.pop("DBUS_SESSION_BUS_ADDRESS", None)
        return env

    def _start(self, arguments, name, env=None):
        log = open(os.path.join(self.folder, f"{name}.log"), "w")
        process = subprocess.Popen(arguments, stdout=log, stderr=subprocess.STDOUT, env=env or self.environment())
        self.processes.append(process)
        return process

    def start_bus(self):
        config = os.path.join(self.folder, "system-bus.conf")
        with open(config, "w") as file:
            file.write(BUS_CONFIG.format(socket=self.bus_socket))
        self._start(["dbus-daemon", "--nofork", f"--config-file={config}"], "dbus")
        wait_for(lambda: os.path.exists(self.bus_socket), 10, "the private system bus did not start")

    def start_geoclue(self, config_text):
        config = os.path.join(self.folder, "geoclue.conf")
        with open(config, "w") as file:
            file.write(config_text)
        # GeoClue 2.6 reads only /etc/geoclue/geoclue.conf: ours is mounted over it, seen by this process alone.
        script = f"mount --bind {config} /etc/geoclue/geoclue.conf && exec {GEOCLUE} --timeout=0"
        self._start(["unshare", "--mount", "--propagation", "private", "sh", "-c", script], "geoclue")
        wait_for(lambda: self.owns("org.freedesktop.GeoClue2"), 10, "geoclue did not take its bus name")

    def start_agent(self):
        self._start([AGENT], "agent")
        # The agent registers itself with geoclue's manager; give it a moment, then check it still runs.
        time.sleep(1)
        assert self.processes[-1].poll() is None, self.log("agent")

    def owns(self, name):
        result = subprocess.run(
            ["dbus-send", f"--bus={self.address}", "--print-reply", "--dest=org.freedesktop.DBus",
             "/org/freedesktop/DBus", "org.freedesktop.DBus.NameHasOwner", f"string:{name}"],
            capture_output=True, text=True)
        return "boolean true" in result.stdout

    def log(self, name):
        with open(os.path.join(self.folder, f"{name}.log")) as file:
            return file.read()

    def stop(self):
        for process in reversed(self.processes):
            if process.poll() is None:
                process.terminate()
                try:
                    process.wait(5)
                except subprocess.TimeoutExpired:
                    process.kill()
                    process.wait()


def wait_for(condition, seconds, message):
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        if condition():
            return
        time.sleep(0.05)
    raise AssertionError(message)
