#!/usr/bin/env bash
# Runs the web app's browser tests (Tests/browser: pytest + Selenium driving
# Debian's headless Chromium against the real `current-place serve`) and
# the HTTP tests (Tests/http: hostile clients, connection limits, and
# Schemathesis holding the server to docs/openapi.yaml, Google's own Places
# client driving it), and the reference tests (Tests/reference: our
# opening_hours reading against opening-hours-py), and the native app's tests
# (Tests/native: current-place-gtk under Xvfb with the real geoclue daemon on a
# private system bus, fed by an NMEA socket).
# Installs what they need first: chromium, chromium-driver and libjs-leaflet
# from Debian, selenium, pytest, schemathesis, google-maps-places and
# opening-hours-py from PyPI.
# Run as root from anywhere.
#
# Usage: scripts/browser-tests.sh [PYTEST ARGS…]
#   CURRENT_PLACE_BIN=PATH   the binary to serve (default .build/debug/current-place;
#                            build it first: swift build)
#   CURRENT_PLACE_GTK_BIN=PATH  the native app (default .build/debug/current-place-gtk)
# Exits with pytest's status. Screenshots go to .build/browser-screenshots/.
set -euo pipefail
cd "$(dirname "$0")/.."

packages=(chromium chromium-driver libjs-leaflet fonts-dejavu-core systemd
          xvfb xauth xdotool imagemagick dbus-daemon geoclue-2.0 util-linux)
python3 -m pip --version >/dev/null 2>&1 || packages+=(python3-pip)
source scripts/apt-install-missing.sh
apt_install_missing browser-tests "${packages[@]}"

if ! python3 -c 'import selenium, pytest, sys; sys.exit(0 if int(selenium.__version__.split(".")[0]) >= 4 else 1)' 2>/dev/null; then
    echo "browser-tests: installing selenium and pytest from PyPI"
    python3 -m pip install --quiet --disable-pip-version-check "selenium>=4.11,<5" "pytest>=7"
fi
if ! python3 -c 'import schemathesis, sys; sys.exit(0 if int(schemathesis.__version__.split(".")[0]) == 4 else 1)' 2>/dev/null; then
    echo "browser-tests: installing schemathesis from PyPI"
    python3 -m pip install --quiet --disable-pip-version-check "schemathesis>=4.1,<5"
fi
if ! python3 -c 'import sys; from google.maps import places_v1 as p; v = tuple(map(int, p.__version__.split(".")[:2])); sys.exit(0 if (0, 9) <= v < (1, 0) else 1)' 2>/dev/null; then
    echo "browser-tests: installing google-maps-places from PyPI"
    python3 -m pip install --quiet --disable-pip-version-check "google-maps-places>=0.9,<1"
fi
if ! python3 -c 'import opening_hours' 2>/dev/null; then
    echo "browser-tests: installing opening-hours-py from PyPI"
    python3 -m pip install --quiet --disable-pip-version-check "opening-hours-py>=2.1,<3"
fi

# The driver and browser are given by path; Selenium Manager must not fetch any.
export SE_OFFLINE=true
export CURRENT_PLACE_BIN="${CURRENT_PLACE_BIN:-.build/debug/current-place}"
# Leave no .pytest_cache or __pycache__ in the work tree.
export PYTHONDONTWRITEBYTECODE=1

status=0
# One run per folder: each has its own fixtures.
# Each under a deadline (a run takes about a minute), so a hang fails instead of stalling CI.
timeout --kill-after=30s 15m python3 -m pytest -q -p no:cacheprovider Tests/browser "$@" || status=$?
timeout --kill-after=30s 15m python3 -m pytest -q -p no:cacheprovider Tests/http "$@" || status=$?
timeout --kill-after=30s 15m python3 -m pytest -q -p no:cacheprovider Tests/reference "$@" || status=$?
timeout --kill-after=30s 15m python3 -m pytest -q -p no:cacheprovider Tests/native "$@" || status=$?
exit "$status"
