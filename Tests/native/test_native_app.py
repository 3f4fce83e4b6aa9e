"""The native app's flow with the real parts: GTK 4 under Xvfb (Cairo
renderer), libshumate drawing our tiles, the real geoclue daemon on a private
system bus with its demo agent, fed by an NMEA socket or a stand-in Wi-Fi
location service. Each case follows the tutorial's rules."""

from __future__ import annotations

import contextlib
import math
import os
import shutil
import sqlite3
import subprocess
import time

import pytest

from conftest import APP, CLI, SAMPLE, START
from geoclue_world import NMEAFeed, WifiStandIn, geoclue_config
from postgres_store import PostgresCluster

pytestmark = pytest.mark.skipif(not os.path.exists("/usr/libexec/geoclue"), reason="geoclue-2.0 is not installed")


def metres(a, b):
    """Equirectangular distance, good to a few centimetres over 100 m."""
    lat = math.radians((a[0] + b[0]) / 2)
    dy = (a[0] - b[0]) * 111_320
    dx = (a[1] - b[1]) * 111_320 * math.cos(lat)
    return math.hypot(dx, dy)


def coordinates(position_line):
    lat, lon = position_line.split(" ")[0].split(",")
    return float(lat), float(lon)


def get_place(app, width, rtl=False):
    """Clicks "Get Place", at the header's start: the left, or the right in a right-to-left language."""
    app.click(width - 50 if rtl else 50, 27)
    app.wait("list", "shown")


def precise_world(world, folder):
    feed = NMEAFeed(str(folder / "nmea.sock"))
    feed.send(*START)
    world.start_geoclue(geoclue_config(nmea_socket=feed.path))
    world.start_agent()
    return feed


def test_precise_walk_the_list_follows_and_a_pick_adds_a_marker(world, launch, tmp_path, place_store):
    feed = precise_world(world, tmp_path)
    app = launch(world)
    first = app.wait("position", "precise")
    assert "zoom 15" in first
    assert metres(coordinates(first), START) < 1

    # A walk north, 33 m a second: GeoClue's 50 m threshold lets every second step through.
    for step in range(1, 13):
        feed.send(START[0] + step * 0.0003, START[1])
        app.wait("places", seconds=3) if step % 2 == 0 else None
    walked = [coordinates(line) for line in app.events("position") if "precise" in line]
    assert len(walked) >= 5, app.lines
    assert all(metres(a, b) >= 50 for a, b in zip(walked, walked[1:])), walked
    # Every position was followed by a refreshed list (asked off the main thread, it is logged after its position).
    assert len(app.events("places")) >= len(app.events("position"))

    get_place(app, 1000)
    shown = app.events("places")[-1].split(" | ")
    assert len(shown) == 5
    app.keys("Down", "Return")
    picked = app.wait("picked")
    name, address = picked.split(" | ")
    assert shown[1].startswith(name), (shown, picked)
    assert address, "the marker's snippet is the place's address"
    marker = app.wait("marker")
    assert name in marker and address in marker
    # The list is refreshed after the pick, and the pick (now in the history, with the fix it was made at) gains: the
    # person's places as a Dirichlet process. Asked again at the very position of the pick, that kept fix explains
    # the new one closely, and the place takes nearly all the likelihood (the screenshot shows it at 100 %).
    def share(line, place):
        item = next(part for part in line.split(" | ") if part.startswith(place))
        return 0.5 if item.endswith("<1%") else float(item.rsplit(" ", 1)[1].rstrip("%"))
    refreshed = app.wait("places")
    assert share(refreshed, name) > share(" | ".join(shown), name), (shown, refreshed)
    assert name in " | ".join(refreshed.split(" | ")[:2]), refreshed
    get_place(app, 1000)
    screenshot = app.screenshot("precise-desktop-en")
    assert screenshot.stat().st_size > 50_000

    # The terminal app reads the same history file: the two apps learn together.
    env = dict(os.environ, XDG_DATA_HOME=str(tmp_path / "data"))
    history = subprocess.run([CLI, "history"], capture_output=True, text=True, env=env)
    assert history.returncode == 0, history.stderr
    assert history.stdout.startswith("1 pick kept in "), history.stdout
    here = coordinates(app.events("position")[-1])
    # The pick kept where the device was: the position the list was made for.
    with contextlib.closing(sqlite3.connect(tmp_path / "data" / "current-place" / "history.sqlite")) as kept:
        latitude, longitude, accuracy = kept.execute("SELECT lat, lng, accuracy FROM pick").fetchone()
    assert metres((latitude, longitude), here) < 1 and accuracy > 0, (latitude, longitude, accuracy, here)
    likely = subprocess.run([CLI, "likely", "--at", f"{here[0]},{here[1]}", "--accuracy", "3", "--db", str(place_store)],
                            capture_output=True, text=True, env=env)
    assert likely.returncode == 0, likely.stderr
    assert f"\n1. {name} " in likely.stdout or f"\n2. {name} " in likely.stdout, (name, likely.stdout)


@pytest.mark.parametrize("language, width, height, layout, name", [
    ("ar", 360, 720, "narrow", "precise-phone-ar"),  # the map above the list, right to left
    ("ar", 1000, 700, "wide", "precise-desktop-ar"),
    ("en", 360, 720, "narrow", "precise-phone-en"),
])
def test_phone_and_desktop_in_english_and_arabic(world, launch, tmp_path, language, width, height, layout, name):
    precise_world(world, tmp_path)
    app = launch(world, arguments=["--lang", language], width=width, height=height)
    assert app.events("layout") == [layout]
    app.wait("position", "precise")
    rtl = language == "ar"
    get_place(app, width, rtl=rtl)
    app.keys("Return")
    assert app.wait("picked")
    app.wait("marker")
    get_place(app, width, rtl=rtl)
    screenshot = app.screenshot(name)
    assert screenshot.stat().st_size > 30_000


def test_denied_by_geoclue_opens_at_the_default_location_with_a_notice(world, launch, tmp_path):
    feed = NMEAFeed(str(tmp_path / "nmea.sock"))
    feed.send(*START)
    world.start_geoclue(geoclue_config(nmea_socket=feed.path, app_allowed=False))
    world.start_agent()
    app = launch(world, arguments=["--location-timeout", "20"])
    assert "default" in app.wait("position")
    assert "denied" in app.wait("notice", seconds=10)
    # The map works at the default location: the list is there for a pick.
    get_place(app, 1000)
    app.keys("Return")
    app.wait("marker")
    app.screenshot("denied-desktop-en")
    assert not [line for line in app.events("position") if "precise" in line]


def test_no_geoclue_at_all_does_not_hang(launch, tmp_path):
    # No system bus: the location service is missing. The map opens at the default location given.
    app = launch(bus_address=f"unix:path={tmp_path}/no-bus",
                 arguments=["--location-timeout", "3", "--default-location", f"{START[0]},{START[1]}"])
    position = app.wait("position")
    assert "default" in position
    assert metres(coordinates(position), START) < 1, position
    assert "No location service" in app.wait("notice", seconds=5)
    get_place(app, 1000)


def test_get_place_follows_a_store_imported_over_its_file(launch, tmp_path, place_store):
    # Issue 36: after `import` renamed a new file over the store, Get Place answered from the old one.
    store = tmp_path / "followed.sqlite"
    shutil.copy(place_store, store)
    app = launch(bus_address=f"unix:path={tmp_path}/no-bus", store=store,
                 arguments=["--location-timeout", "1", "--default-location", "60.1684,24.942"])
    app.wait("position")
    get_place(app, 1000)
    assert "Stockmann" in app.events("places")[-1], app.events("places")
    osm = tmp_path / "replacement.osm"
    osm.write_text('<?xml version="1.0" encoding="UTF-8"?>\n<osm version="0.6" generator="test">\n'
                   '  <node id="1" version="1" lat="60.1684" lon="24.942"><tag k="amenity" v="cafe"/>'
                   '<tag k="name" v="Replaced Café"/></node>\n</osm>\n')
    imported = subprocess.run([CLI, "import", str(osm), "--db", str(store)], capture_output=True, text=True)
    assert imported.returncode == 0, imported.stderr
    get_place(app, 1000)
    listed = app.events("places")[-1].split(" | ")
    assert len(listed) == 1 and listed[0].startswith("Replaced Café "), app.events("places")


def test_the_window_answers_while_the_store_is_slow(world, launch, tmp_path):
    # Issue 36: every question ran on the main thread, so a slow store froze the window. Here a PostgreSQL
    # store is locked for 8 s (its statements time out after 5 s): a fix that comes meanwhile is shown at
    # once, and the list follows when the store answers again.
    cluster = PostgresCluster()
    try:
        imported = subprocess.run([CLI, "import", str(SAMPLE), "--db", cluster.url], capture_output=True, text=True)
        assert imported.returncode == 0, imported.stderr
        feed = precise_world(world, tmp_path)
        app = launch(world, store=cluster.url)
        app.wait("position", "precise")
        app.wait("places")
        lock = cluster.psql("BEGIN; LOCK TABLE current_place.places, current_place.meta IN ACCESS EXCLUSIVE MODE; SELECT pg_sleep(8); COMMIT;")
        time.sleep(1)
        assert lock.poll() is None, f"the lock was not taken: {lock.communicate()}"
        before = len(app.events("places"))
        # 2 km south: other grid cells, so the answer needs the store.
        feed.send(START[0] - 0.018, START[1])
        started = time.monotonic()
        moved = app.wait("position", "precise", seconds=10)
        waited = time.monotonic() - started
        assert metres(coordinates(moved), (START[0] - 0.018, START[1])) < 5, moved
        assert waited < 3, f"the window was frozen for {waited:.1f} s"
        assert len(app.events("places")) == before, "the list came while the store was locked"
        assert lock.poll() is None, "the lock ended before the list was checked"
        lock.wait(30)
        assert lock.returncode == 0, lock.communicate()
        app.wait("places", seconds=15)
    finally:
        cluster.stop()


def test_geoclue_that_never_answers_meets_the_apps_own_deadline(world, launch, tmp_path):
    # GeoClue without an agent never answers a client: the app's own timeout shows the default location.
    world.start_geoclue(geoclue_config(nmea_socket=str(tmp_path / "nmea.sock")))
    app = launch(world, arguments=["--location-timeout", "2"])
    assert "default" in app.wait("position")
    assert "No position within 2 s" in app.wait("notice", seconds=6)
    get_place(app, 1000)
    app.keys("Return")
    app.wait("marker")


def test_an_approximate_fix_lists_areas_at_zoom_10(world, launch, tmp_path):
    wifi = WifiStandIn(START[0], START[1], accuracy=5000)
    world.start_geoclue(geoclue_config(wifi_url=wifi.url))
    world.start_agent()
    try:
        app = launch(world, arguments=["--approximate"])
        position = app.wait("position", "approximate", seconds=30)
        assert "zoom 10" in position
        # GeoClue blurs a city-level fix (its position to a grid, its accuracy up to city size): still approximate.
        accuracy = float(position.split("±")[1].split(" ")[0])
        assert accuracy >= 1000, position
        assert metres(coordinates(position), START) < 20_000, position
        assert "Approximate location" in app.wait("notice")
        get_place(app, 1000)
        app.screenshot("approximate-desktop-en")
        assert wifi.requests >= 1
    finally:
        wifi.close()


@pytest.mark.parametrize("arguments, message", [
    (["--size", "10x10"], "--size"),
    (["--default-location", ""], "--default-location"),
    (["--default-location", "-"], "--default-location"),
    (["--default-location", "91,0"], "--default-location"),
    (["--default-location", "nan,nan"], "--default-location"),
    (["--default-location", "60,24,5"], "--default-location"),
    (["--size", "x"], "--size"),
    (["--location-timeout", "nan"], "--location-timeout"),
    (["--location-timeout", "-"], "--location-timeout"),
    (["--location-timeout", "1e9"], "--location-timeout"),
    (["--lang", ""], "--lang"),
    (["--lang", "-"], "--lang"),
    (["--ui-lang", ""], "--ui-lang"),
    (["--ui-lang", "1x"], "--ui-lang"),
    (["--history", ""], "--history"),
    (["--history", "h.sqlite", "--no-history"], "--history"),
    (["--tiles-url", "ftp://x/{z}/{x}/{y}"], "--tiles-url"),
    (["--db", ""], "--db"),
    (["--lang", "en", "--lang", "fr"], "twice"),
    (["--bogus"], "unknown option"),
    (["--size"], "needs a value"),
    (["stray"], "unexpected argument"),
])
def test_odd_command_lines_exit_2_with_the_option_named(arguments, message):
    result = subprocess.run([APP, *arguments], capture_output=True, text=True, env=dict(os.environ, DISPLAY=""))
    assert result.returncode == 2, (result.stdout, result.stderr)
    assert message in result.stderr
    assert "usage:" in result.stderr


@pytest.mark.parametrize("arguments, locale, said", [
    (["--ui-lang", "fr", "--size", "10x10"], "C", "--size « 10x10 » doit être WIDTHxHEIGHT en pixels, chacun de 200 à 8000"),
    (["--lang", "pt", "--location-timeout", "0"], "C", "--location-timeout \"0\" deve ser um número de 0.1 a 600"),
    (["--bogus"], "fr_FR.UTF-8", "option inconnue --bogus"),
    (["--ui-lang", "fr", "--bogus"], "C", "option inconnue --bogus"),
    (["--size", "--ui-lang=tr"], "C", "--size"),
    (["--ui-lang", "ar", "--ui-lang", "fr"], "fr_FR.UTF-8", "--ui-lang est donné deux fois"),
    (["--default-location", "59.0,,20.0"], "ru_RU.UTF-8", "--default-location «59.0,,20.0»: нужно LAT,LON в градусах"),
])
def test_a_command_line_is_refused_in_the_users_language(arguments, locale, said):
    # Issue 36: these were English whatever the language. A value is refused in the language the command
    # line asks for; a command line that cannot be read at all, in the locale's.
    env = {key: value for key, value in os.environ.items() if key not in ("LC_ALL", "LC_MESSAGES", "LANGUAGE")}
    result = subprocess.run([APP, *arguments], capture_output=True, text=True, env=dict(env, DISPLAY="", LANG=locale))
    assert result.returncode == 2, (result.stdout, result.stderr)
    assert said in result.stderr, result.stderr
    assert "Run `current-place-gtk --help`" not in result.stderr, result.stderr


@pytest.mark.parametrize("arguments, locale, said", [
    (["--help"], "C", "the place store, a file or postgresql://"),
    (["--ui-lang", "fr", "--help"], "C", "la base de lieux, un fichier ou postgresql://"),
    (["--help"], "ru_RU.UTF-8", "база мест: файл или postgresql://"),
    (["--lang", "tr", "--help"], "C", "yer veritabanı, bir dosya ya da postgresql://"),
])
def test_help_is_in_the_users_language(arguments, locale, said):
    env = {key: value for key, value in os.environ.items() if key not in ("LC_ALL", "LC_MESSAGES", "LANGUAGE")}
    result = subprocess.run([APP, *arguments], capture_output=True, text=True, env=dict(env, DISPLAY="", LANG=locale))
    assert result.returncode == 0, (result.stdout, result.stderr)
    assert result.stdout.startswith("usage: current-place-gtk")
    assert said in result.stdout, result.stdout
    assert "--location-timeout S" in result.stdout and "0.1–600" in result.stdout and "{z}/{x}/{y}" in result.stdout


def test_a_missing_store_is_a_clear_error(tmp_path):
    result = subprocess.run([APP, "--db", str(tmp_path / "none.sqlite")], capture_output=True, text=True,
                            env=dict(os.environ, DISPLAY=""))
    assert result.returncode in (1, 2)
    assert "none.sqlite" in result.stderr
    assert "Fatal" not in result.stderr and "crash" not in result.stderr.lower()


def test_tiles_from_a_server_with_tiles_url(launch, tmp_path, place_store):
    # A `current-place serve` draws the tiles instead of the app: the server's log shows them asked for.
    import socket
    import time as clock
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    log = open(tmp_path / "serve.log", "w")
    server = subprocess.Popen([CLI, "serve", "--db", str(place_store), "--port", str(port)], stdout=log,
                              stderr=subprocess.STDOUT)
    try:
        deadline = clock.monotonic() + 30
        while "serving" not in (tmp_path / "serve.log").read_text() and clock.monotonic() < deadline:
            clock.sleep(0.1)
        app = launch(bus_address=f"unix:path={tmp_path}/no-bus",
                     arguments=["--tiles-url", f"http://127.0.0.1:{port}/tiles/{{z}}/{{x}}/{{y}}.png"])
        app.wait("position")
        app.screenshot("tiles-url-desktop-en")
        asked = [line for line in (tmp_path / "serve.log").read_text().splitlines() if '"GET /tiles/15/' in line]
        assert len(asked) >= 4, (tmp_path / "serve.log").read_text()
        assert all('" 200 ' in line for line in asked), asked
    finally:
        server.terminate()
        server.wait(10)
        log.close()


def test_a_closed_standard_output_is_not_a_crash(place_store, tmp_path):
    # The app's event lines go to standard output; a reader that went away must not take the app down.
    from conftest import Display
    display = Display(1000, 700)
    env = dict(os.environ, DISPLAY=display.name, GSK_RENDERER="cairo", XDG_CACHE_HOME=str(tmp_path / "cache"),
               XDG_DATA_HOME=str(tmp_path / "data"), DBUS_SYSTEM_BUS_ADDRESS=f"unix:path={tmp_path}/no-bus")
    try:
        with open(tmp_path / "err.txt", "w") as errors:
            app = subprocess.Popen([APP, "--db", str(place_store), "--location-timeout", "1"], stdout=subprocess.PIPE,
                                   stderr=errors, env=env)
            app.stdout.close()
            try:
                app.wait(6)
            except subprocess.TimeoutExpired:
                pass
            alive = app.poll() is None
            app.terminate()
            app.wait(10)
        said = (tmp_path / "err.txt").read_text()
        assert alive, said
        assert "Fatal error" not in said and "crashed" not in said, said
    finally:
        display.stop()
