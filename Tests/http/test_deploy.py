"""deploy/current-place.service, the systemd unit that runs `serve` in
production, checked by systemd itself: `systemd-analyze verify` (syntax, keys,
the command it starts) and `systemd-analyze security` (how exposed it is)."""
import subprocess
from pathlib import Path

from conftest import BINARY, ROOT, start_server, stop_server

UNIT = ROOT / "deploy/current-place.service"


def unit_for_this_build(tmp_path: Path) -> Path:
    """The unit with ExecStart pointing at the binary under test (verify checks that it exists)."""
    text = UNIT.read_text().replace("/opt/current-place/current-place", str(Path(BINARY).resolve()))
    copy = tmp_path / "current-place.service"
    copy.write_text(text)
    return copy


def test_systemd_finds_nothing_wrong_with_the_unit(tmp_path):
    result = subprocess.run(["systemd-analyze", "verify", str(unit_for_this_build(tmp_path))],
                            capture_output=True, text=True, timeout=60)
    # verify only warns about unknown keys, so any word from it is a failure.
    assert result.returncode == 0 and result.stdout == "" and result.stderr == "", result.stdout + result.stderr


def test_the_unit_restarts_reloads_and_is_hardened(tmp_path):
    settings = [line.strip() for line in UNIT.read_text().splitlines() if "=" in line and not line.startswith("#")]
    for setting in ["Restart=on-failure", "ExecReload=/bin/kill -HUP $MAINPID", "DynamicUser=yes", "ProtectSystem=strict",
                    "ReadOnlyPaths=/var/lib/current-place", "NoNewPrivileges=yes", "MemoryMax=2G", "CapabilityBoundingSet="]:
        assert setting in settings
    # The threshold is in tenths: 20 fails the test when the exposure level is above 2.0 of 10.
    result = subprocess.run(["systemd-analyze", "security", "--offline=true", "--threshold=20",
                             str(unit_for_this_build(tmp_path))], capture_output=True, text=True, timeout=60)
    assert result.returncode == 0, result.stdout[-3000:] + result.stderr
    assert "Overall exposure level" in result.stdout


def test_the_command_it_starts_serves(store):
    """The unit's own ExecStart options, with the store and port swapped for the test's."""
    exec_start = next(line for line in UNIT.read_text().splitlines() if line.startswith("ExecStart="))
    binary, command, *arguments = exec_start.removeprefix("ExecStart=").split()
    assert binary == "/opt/current-place/current-place" and command == "serve"
    options = dict(zip(arguments[::2], arguments[1::2]))
    assert options.pop("--db") == "/var/lib/current-place/places.sqlite"
    options.pop("--port")
    server = start_server(store, *[part for pair in options.items() for part in pair])
    stop_server(server)
