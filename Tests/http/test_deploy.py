"""deploy/current-place.service, the systemd unit that runs `serve` in
production, and current-place-update.service with its timer, which keep the
store current, checked by systemd itself: `systemd-analyze verify` (syntax,
keys, the command it starts) and `systemd-analyze security` (how exposed each
is)."""
import json
import urllib.request
import subprocess
from pathlib import Path

from conftest import BINARY, ROOT, start_server, stop_server

UNIT = ROOT / "deploy/current-place.service"
UPDATE_UNIT = ROOT / "deploy/current-place-update.service"
UPDATE_TIMER = ROOT / "deploy/current-place-update.timer"


def unit_for_this_build(tmp_path: Path, unit: Path = UNIT) -> Path:
    """The unit with ExecStart pointing at the binary under test (verify checks that it exists)."""
    text = unit.read_text().replace("/usr/bin/current-place", str(Path(BINARY).resolve()))
    copy = tmp_path / unit.name
    copy.write_text(text)
    return copy


def test_systemd_finds_nothing_wrong_with_the_units(tmp_path):
    (tmp_path / UPDATE_TIMER.name).write_text(UPDATE_TIMER.read_text())
    units = [unit_for_this_build(tmp_path), unit_for_this_build(tmp_path, UPDATE_UNIT), tmp_path / UPDATE_TIMER.name]
    result = subprocess.run(["systemd-analyze", "verify", *map(str, units)], capture_output=True, text=True, timeout=60)
    # verify only warns about unknown keys, so any word from it is a failure.
    assert result.returncode == 0 and result.stdout == "" and result.stderr == "", result.stdout + result.stderr


def test_server_and_updates_share_the_store_and_its_owner(tmp_path):
    """WAL readers write the log's index beside the store: the server gets the state directory the updates
    write, as the same user."""
    for unit in [UNIT, UPDATE_UNIT]:
        settings = [line.strip() for line in unit.read_text().splitlines() if "=" in line and not line.startswith("#")]
        for setting in ["User=current-place", "Group=current-place", "StateDirectory=current-place", "ProtectSystem=strict"]:
            assert setting in settings, (unit.name, setting)
    assert "--db /var/lib/current-place/places.sqlite" in UPDATE_UNIT.read_text()
    assert "Unit=" not in UPDATE_TIMER.read_text()  # it starts the service of its own name
    result = subprocess.run(["systemd-analyze", "security", "--offline=true", "--threshold=20",
                             str(unit_for_this_build(tmp_path, UPDATE_UNIT))], capture_output=True, text=True,
                            timeout=60)
    assert result.returncode == 0, result.stdout[-3000:] + result.stderr


def test_the_unit_restarts_reloads_and_is_hardened(tmp_path):
    settings = [line.strip() for line in UNIT.read_text().splitlines() if "=" in line and not line.startswith("#")]
    for setting in ["Restart=on-failure", "ExecReload=/bin/kill -HUP $MAINPID", "User=current-place", "ProtectSystem=strict",
                    "StateDirectory=current-place", "NoNewPrivileges=yes", "MemoryMax=2G", "CapabilityBoundingSet="]:
        assert setting in settings
    # The threshold is in tenths: 20 fails the test when the exposure level is above 2.0 of 10.
    result = subprocess.run(["systemd-analyze", "security", "--offline=true", "--threshold=20",
                             str(unit_for_this_build(tmp_path))], capture_output=True, text=True, timeout=60)
    assert result.returncode == 0, result.stdout[-3000:] + result.stderr
    assert "Overall exposure level" in result.stdout


def test_the_command_it_starts_serves(store, tmp_path):
    """The unit's own ExecStart options, with the store, the crowd and the port swapped for the test's: the
    server keeps a crowd beside the store in the state directory, and says so in /v1/config."""
    exec_start = next(line for line in UNIT.read_text().splitlines() if line.startswith("ExecStart="))
    binary, command, *arguments = exec_start.removeprefix("ExecStart=").split()
    assert binary == "/usr/bin/current-place" and command == "serve"
    options = dict(zip(arguments[::2], arguments[1::2]))
    assert options.pop("--db") == "/var/lib/current-place/places.sqlite"
    options.pop("--port")
    assert options.pop("--crowd") == "/var/lib/current-place/crowd.sqlite"
    options["--crowd"] = str(tmp_path / "crowd.sqlite")
    server = start_server(store, *[part for pair in options.items() for part in pair])
    try:
        config = json.loads(urllib.request.urlopen(server["base"] + "/v1/config", timeout=10).read())
        assert config["crowd"] == {"epsilon": 2}, config
    finally:
        stop_server(server)
