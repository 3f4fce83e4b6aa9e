"""The Debian packages, as a user and an operator get them: built by
scripts/build-deb.sh, checked by lintian, installed with apt-get from outside
the checkout, used (an import as the service's user, the server its unit
starts, the web app in French, the man pages, completion, the native app from
its desktop entry), and removed without a trace in /usr.

The tests run in file order on one machine: the first installs, the last
removes. scripts/package-tests.sh builds the packages and runs them (as root).
"""
from __future__ import annotations

import json
import os
import pathlib
import re
import shutil
import socket
import subprocess
import tempfile
import time
import urllib.request

import pytest

REPO = pathlib.Path(__file__).resolve().parents[2]
DEBS = REPO / "build" / "deb"
SCREENSHOTS = DEBS / "screenshots"
SAMPLE = REPO / "data" / "Helsinki.osm.pbf"
PACKAGES = ["current-place", "current-place-gtk"]
STORE = pathlib.Path("/var/lib/current-place/places.sqlite")
DESKTOP = pathlib.Path("/usr/share/applications/org.currentplace.CurrentPlace.desktop")
METAINFO = pathlib.Path("/usr/share/metainfo/org.currentplace.CurrentPlace.metainfo.xml")
UNITS = [pathlib.Path("/lib/systemd/system") / name
         for name in ["current-place.service", "current-place-update.service", "current-place-update.timer"]]


def run(*command, **options):
    options.setdefault("capture_output", True)
    options.setdefault("text", True)
    options.setdefault("timeout", 600)
    return subprocess.run(list(command), **options)


def debs():
    found = {package: sorted(DEBS.glob(f"{package}_*.deb")) for package in PACKAGES}
    for package, files in found.items():
        assert len(files) == 1, f"build/deb has {len(files)} {package} packages: run scripts/build-deb.sh"
    return {package: files[0] for package, files in found.items()}


def free_port():
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def get(url, timeout=10):
    with urllib.request.urlopen(url, timeout=timeout) as response:
        return response.status, response.read()


def stop(process: subprocess.Popen):
    """Ends a traced process and everything it started (strace alone would only let go of them)."""
    try:
        os.killpg(process.pid, 15)
        process.wait(20)
    except subprocess.TimeoutExpired:
        os.killpg(process.pid, 9)
        process.wait()
    except ProcessLookupError:
        pass


def repository_paths_opened(trace: pathlib.Path) -> list[str]:
    """The files under the checkout a traced process opened or looked at."""
    root = str(REPO)
    return sorted({line for line in trace.read_text().splitlines() if f'"{root}/' in line or f'"{root}"' in line})


@pytest.fixture(scope="module")
def outside(tmp_path_factory) -> pathlib.Path:
    """A folder outside the checkout with the packages and the sample in it."""
    folder = tmp_path_factory.mktemp("packages")
    assert not str(folder).startswith(str(REPO))
    for deb in debs().values():
        shutil.copy(deb, folder)
    shutil.copy(SAMPLE, folder / "helsinki.osm.pbf")
    return folder


def installed_files(package):
    listed = run("dpkg-query", "-L", package)
    assert listed.returncode == 0, listed.stderr
    return [pathlib.Path(line) for line in listed.stdout.splitlines() if line.startswith("/")]


def test_lintian_finds_no_error_and_no_warning():
    result = run("lintian", "--fail-on", "error,warning", *map(str, debs().values()))
    tags = [line for line in result.stdout.splitlines() if re.match(r"^[EW]: ", line)]
    assert result.returncode == 0 and not tags, result.stdout + result.stderr


def test_the_packages_declare_the_libraries_they_link_and_no_swift():
    for package, deb in debs().items():
        control = run("dpkg-deb", "--field", str(deb), "Depends").stdout
        assert "libc6" in control, control
        assert "swift" not in control.lower(), control
        contents = run("dpkg-deb", "--contents", str(deb)).stdout
        assert ".resources" not in contents, "a SwiftPM resource bundle is packaged"
    assert "current-place (= " in run("dpkg-deb", "--field", str(debs()["current-place-gtk"]), "Depends").stdout


def test_they_install_and_run_on_a_debian_12_without_swift(outside, tmp_path):
    """A bare Debian 12 (debootstrap's minbase, from the same mirror apt uses): apt-get brings in what the packages
    declare, and the programs run with no Swift anywhere: import, likely in French, the native app's --help."""
    root = tmp_path / "bookworm"
    made = run("debootstrap", "--variant=minbase", "bookworm", str(root), "http://deb.debian.org/debian", timeout=900)
    if made.returncode != 0:
        pytest.skip("debootstrap could not make a Debian 12 (is deb.debian.org reachable?): " + made.stderr[-500:])
    for deb in debs().values():
        shutil.copy(deb, root / "root")
    shutil.copy(outside / "helsinki.osm.pbf", root / "root")
    shutil.copy("/etc/resolv.conf", root / "etc" / "resolv.conf")
    script = """set -e
        export DEBIAN_FRONTEND=noninteractive
        apt-get update -q >/dev/null
        cd /root && apt-get install -y -q --no-install-recommends ./current-place_*.deb ./current-place-gtk_*.deb >/dev/null
        test ! -e /usr/lib/swift && test ! -e /opt/swift
        current-place import /root/helsinki.osm.pbf --db /root/h.sqlite >/dev/null
        current-place likely --at 60.16840,24.94200 --accuracy 10 --db /root/h.sqlite --ui-lang fr
        current-place-gtk --help | head -n 1
    """
    assert run("mount", "-t", "proc", "proc", str(root / "proc")).returncode == 0
    try:
        result = run("chroot", str(root), "/bin/bash", "-c", script, timeout=900)
    finally:
        # The tree goes only once nothing is mounted in it (a Debian is 300 MB).
        if run("umount", str(root / "proc")).returncode == 0:
            shutil.rmtree(root, ignore_errors=True)
    assert result.returncode == 0, result.stdout[-3000:] + result.stderr[-3000:]
    assert "1. Stockmann" in result.stdout and "usage: current-place-gtk" in result.stdout, result.stdout
    assert "Aucun" not in result.stderr and "warning" not in result.stderr, result.stderr


def test_they_install_with_apt_from_outside_the_checkout(outside):
    for package in PACKAGES:
        run("dpkg", "--purge", package)
    result = run("apt-get", "install", "-y", "--no-install-recommends", *[f"./{deb.name}" for deb in debs().values()],
                 cwd=outside, env=dict(os.environ, DEBIAN_FRONTEND="noninteractive"))
    assert result.returncode == 0, result.stdout[-3000:] + result.stderr
    for binary in ["/usr/bin/current-place", "/usr/bin/current-place-gtk"]:
        assert os.access(binary, os.X_OK), binary
        libraries = run("ldd", binary).stdout
        assert "not found" not in libraries and "swift" not in libraries.lower(), libraries
    assert run("getent", "passwd", "current-place").returncode == 0
    assert pathlib.Path("/var/lib/current-place").is_dir()


def test_the_files_are_where_the_fhs_puts_them():
    cli = {str(path) for path in installed_files("current-place")}
    gtk = {str(path) for path in installed_files("current-place-gtk")}
    for path in ["/usr/bin/current-place", "/usr/share/current-place/web/index.html", "/usr/share/current-place/po/cli/fr.po",
                 "/usr/share/current-place/po/options/fr.po",
                 "/usr/share/current-place/web/po/fr.po", "/usr/share/current-place/visit-prior.json",
                 "/usr/share/man/man1/current-place.1.gz", "/usr/share/bash-completion/completions/current-place",
                 *map(str, UNITS), "/usr/share/doc/current-place/copyright"]:
        assert path in cli, path
    for path in ["/usr/bin/current-place-gtk", str(DESKTOP), str(METAINFO), "/usr/share/current-place/po/gtk/fr.po",
                 "/usr/share/icons/hicolor/scalable/apps/org.currentplace.CurrentPlace.svg",
                 "/usr/share/icons/hicolor/48x48/apps/org.currentplace.CurrentPlace.png",
                 "/usr/share/man/man1/current-place-gtk.1.gz", "/usr/share/bash-completion/completions/current-place-gtk"]:
        assert path in gtk, path
    assert not [path for path in cli | gtk if path.startswith(("/opt", "/usr/local"))]


def test_the_man_pages_are_found_and_read_cleanly():
    for page in PACKAGES:
        found = run("man", "-w", page)
        assert found.returncode == 0 and found.stdout.strip().startswith("/usr/share/man/man1/"), found.stderr
        shown = run("man", "--warnings", "-E", "UTF-8", "-Tutf8", "-Z", page, env=dict(os.environ, LC_ALL="C.UTF-8"))
        assert shown.returncode == 0 and shown.stderr == "", shown.stderr
    text = run("man", "current-place", env=dict(os.environ, LC_ALL="C.UTF-8", MANWIDTH="100")).stdout
    # Every command's own --help options are in the page.
    for command, option in [("likely", "--accuracy"), ("serve", "--port"), ("pick", "--gpsd"), ("evaluate", "--venues")]:
        assert command.upper() in text and option in text, (command, option)


def test_bash_completes_commands_and_each_commands_options():
    script = """
        source /usr/share/bash-completion/bash_completion
        source /usr/share/bash-completion/completions/current-place
        COMP_WORDS=(current-place li); COMP_CWORD=1; _current_place; echo "commands: ${COMPREPLY[*]}"
        COMP_WORDS=(current-place likely --acc); COMP_CWORD=2; _current_place; echo "options: ${COMPREPLY[*]}"
        COMP_WORDS=(current-place likely --lang ""); COMP_CWORD=3; _current_place; echo "languages: ${COMPREPLY[*]}"
        COMP_WORDS=(current-place evaluate --scen); COMP_CWORD=2; _current_place; echo "table: ${COMPREPLY[*]}"
        cd /usr/share/doc; COMP_WORDS=(current-place pick --nmea current-pl); COMP_CWORD=3; _current_place
        echo "files: ${COMPREPLY[*]}"
        source /usr/share/bash-completion/completions/current-place-gtk
        COMP_WORDS=(current-place-gtk --loc); COMP_CWORD=1; _current_place_gtk; echo "app: ${COMPREPLY[*]}"
    """
    result = run("bash", "-c", script)
    assert result.returncode == 0, result.stderr
    assert "commands: likely" in result.stdout
    assert "options: --accuracy" in result.stdout
    assert "languages: en fr pt ru tr ar" in result.stdout
    assert "app: --location-timeout" in result.stdout
    # From the option tables (--dump-options): every option, and file names where a value is a file.
    assert "table: --scenario" in result.stdout, result.stdout
    files = next(line for line in result.stdout.splitlines() if line.startswith("files:")).split()[1:]
    assert "current-place" in files and all(name.startswith("current-place") for name in files), result.stdout


def test_the_desktop_entry_metainfo_and_units_validate():
    assert run("desktop-file-validate", str(DESKTOP)).returncode == 0
    result = run("appstreamcli", "validate", "--no-net", str(METAINFO))
    assert result.returncode == 0, result.stdout + result.stderr
    result = run("systemd-analyze", "verify", *map(str, UNITS))
    assert result.returncode == 0 and result.stdout == "" and result.stderr == "", result.stdout + result.stderr


def test_the_installed_server_answers_from_a_store_it_imported_itself(outside, tmp_path):
    """Imported as the unit's user into its state directory, then served with the unit's own ExecStart (on a free
    port), traced: the programs read their data from /usr/share/current-place and nothing from the checkout."""
    # The extract where the service's user can read it (pytest's folders are root's only).
    readable = pathlib.Path(tempfile.mkdtemp(prefix="current-place-extract-"))
    os.chmod(readable, 0o755)
    shutil.copy(outside / "helsinki.osm.pbf", readable / "helsinki.osm.pbf")
    os.chmod(readable / "helsinki.osm.pbf", 0o644)
    imported = run("strace", "-f", "-qq", "-e", "trace=%file", "-o", str(tmp_path / "import.trace"),
                   "runuser", "-u", "current-place", "--", "/usr/bin/current-place", "import",
                   str(readable / "helsinki.osm.pbf"), "--db", str(STORE), cwd="/")
    shutil.rmtree(readable)
    assert imported.returncode == 0, imported.stdout + imported.stderr
    assert STORE.stat().st_uid == int(run("id", "-u", "current-place").stdout)
    exec_start = next(line for line in UNITS[0].read_text().splitlines() if line.startswith("ExecStart="))
    command = exec_start.removeprefix("ExecStart=").split()
    assert command[:2] == ["/usr/bin/current-place", "serve"] and command[command.index("--db") + 1] == str(STORE)
    port = free_port()
    command[command.index("--port") + 1] = str(port)
    log = open(tmp_path / "serve.log", "w")
    server = subprocess.Popen(["strace", "-f", "-qq", "-e", "trace=%file", "-o", str(tmp_path / "serve.trace"),
                               "runuser", "-u", "current-place", "--", *command], stdout=log, stderr=subprocess.STDOUT,
                              cwd="/", start_new_session=True)
    try:
        deadline = time.monotonic() + 60
        while "serving" not in (tmp_path / "serve.log").read_text():
            assert server.poll() is None and time.monotonic() < deadline, (tmp_path / "serve.log").read_text()
            time.sleep(0.2)
        status, page = get(f"http://127.0.0.1:{port}/")
        assert status == 200 and b"<html" in page
        status, messages = get(f"http://127.0.0.1:{port}/static/messages.js")
        table = json.loads(messages.decode().split("export const MESSAGES = ", 1)[1].rstrip().rstrip(";"))
        assert table["fr"]["getPlace"] and table["fr"]["getPlace"] != table["en"]["getPlace"], table["fr"]
        status, _ = get(f"http://127.0.0.1:{port}/leaflet/leaflet.js")
        assert status == 200
        status, answer = get(f"http://127.0.0.1:{port}/v1/currentPlace?lat=60.16840&lng=24.94200&accuracy=10")
        likely = json.loads(answer)
        assert status == 200 and likely["placeLikelihoods"][0]["place"]["displayName"]["text"] == "Stockmann", likely
    finally:
        stop(server)
        log.close()
    opened = repository_paths_opened(tmp_path / "import.trace") + repository_paths_opened(tmp_path / "serve.trace")
    assert not opened, "\n".join(opened[:20])
    assert '"/usr/share/current-place/web' in (tmp_path / "serve.trace").read_text()


def test_the_installed_native_app_opens_from_its_desktop_entry(tmp_path):
    """The desktop entry's Exec line, as a launcher runs it: no GeoClue here, so the map opens at the default
    location, on the system's store (the one the service imported), in the language of the session; "Get Place"
    lists the places there. The screenshot is the metainfo's (build/deb/screenshots/desktop.png)."""
    exec_line = next(line for line in DESKTOP.read_text().splitlines() if line.startswith("Exec="))
    command = [word for word in exec_line.removeprefix("Exec=").split() if not word.startswith("%")]
    assert command[0] == "current-place-gtk"
    width, height = 1000, 700
    read, write = os.pipe()
    display = subprocess.Popen(["Xvfb", "-displayfd", str(write), "-screen", "0", f"{width}x{height}x24", "-nolisten",
                                "tcp"], pass_fds=(write,), stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    os.close(write)
    with os.fdopen(read) as pipe:
        number = pipe.readline().strip()
    assert number, "Xvfb did not start"
    home = tmp_path / "home"
    home.mkdir()
    env = {"PATH": "/usr/bin:/bin", "HOME": str(home), "DISPLAY": f":{number}", "LANG": "fr_FR.UTF-8",
           "GSK_RENDERER": "cairo", "GDK_BACKEND": "x11", "NO_AT_BRIDGE": "1",
           "DBUS_SYSTEM_BUS_ADDRESS": f"unix:path={tmp_path}/no-bus"}
    out = open(tmp_path / "app.out", "w")
    app = subprocess.Popen(["strace", "-f", "-qq", "-e", "trace=%file", "-o", str(tmp_path / "app.trace"), *command],
                           stdout=out, stderr=subprocess.STDOUT, env=env, cwd=str(home), start_new_session=True)
    try:
        deadline = time.monotonic() + 90
        while "notice: " not in (tmp_path / "app.out").read_text():
            assert app.poll() is None and time.monotonic() < deadline, (tmp_path / "app.out").read_text()
            time.sleep(0.3)
        found = run("timeout", "30", "xdotool", "search", "--sync", "--onlyvisible", "--class", "current-place-gtk",
                    env=env)
        assert found.returncode == 0, found.stderr
        # "Get Place" (at the header's start): the five likely places at the default location, for the screenshot.
        time.sleep(1)
        run("xdotool", "mousemove", "50", "27", "click", "1", env=env)
        while "list: shown" not in (tmp_path / "app.out").read_text():
            assert app.poll() is None and time.monotonic() < deadline, (tmp_path / "app.out").read_text()
            time.sleep(0.3)
        time.sleep(3)  # the tiles are drawn on worker threads
        SCREENSHOTS.mkdir(parents=True, exist_ok=True)
        shot = SCREENSHOTS / "desktop.png"
        assert run("import", "-window", "root", str(shot), env=env).returncode == 0
        assert shot.stat().st_size > 30_000
        said = (tmp_path / "app.out").read_text()
        assert "Fatal" not in said and "warning: no fr translations" not in said, said
    finally:
        stop(app)
        out.close()
        display.terminate()
        display.wait(10)
    trace = (tmp_path / "app.trace").read_text()
    assert f'"{STORE}"' in trace, "the app did not open the system's store"
    assert '"/usr/share/current-place/po/gtk/fr.po"' in trace
    opened = repository_paths_opened(tmp_path / "app.trace")
    assert not opened, "\n".join(opened[:20])


def test_both_installed_programs_refuse_an_option_in_the_users_language(tmp_path):
    # The options' catalogs come with the command line's package and are read by both programs.
    for program in ["/usr/bin/current-place-gtk", "/usr/bin/current-place"]:
        option = ["likely", "--at"] if program.endswith("place") else ["--default-location"]
        said = run(program, *option, "59.0,,20.0", "--ui-lang", "fr", cwd=tmp_path)
        assert said.returncode == 2, said
        assert f"{option[-1]} « 59.0,,20.0 » doit être LAT,LON" in said.stderr, said.stderr
        assert "warning: no fr translations" not in said.stderr, said.stderr


def test_removal_leaves_nothing_in_usr_and_keeps_the_store():
    files = {package: installed_files(package) for package in PACKAGES}
    result = run("apt-get", "remove", "-y", *PACKAGES, env=dict(os.environ, DEBIAN_FRONTEND="noninteractive"))
    assert result.returncode == 0, result.stdout[-3000:] + result.stderr
    left = [str(path) for listed in files.values() for path in listed
            if str(path).startswith(("/usr/", "/lib/")) and path.exists() and not path.is_dir()]
    assert not left, left
    left_folders = [str(path) for listed in files.values() for path in listed
                    if str(path).startswith(("/usr/share/current-place", "/usr/share/doc/current-place")) and path.exists()]
    assert not left_folders, left_folders
    # The operator's data stays: the store and the user that owns it.
    assert STORE.exists()
    assert run("getent", "passwd", "current-place").returncode == 0
