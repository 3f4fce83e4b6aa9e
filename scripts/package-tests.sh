#!/usr/bin/env bash
# Builds the Debian packages (scripts/build-deb.sh) and tests them as installed
# software (Tests/packaging): lintian, an install and a run on a bare Debian 12
# without Swift (debootstrap, from the mirror apt uses), apt-get install from
# outside the checkout, an import and the server as the service's user, the web app in
# French, man pages, completion, the desktop entry and metainfo, the native app
# from its desktop entry under Xvfb, and a removal that leaves nothing in /usr.
# The packages are installed on this machine and removed again; the service's
# user and /var/lib/current-place stay, as they do for an operator.
# Run as root from anywhere. Usage: scripts/package-tests.sh [PYTEST ARGS…]
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/build-deb.sh
source scripts/apt-install-missing.sh
apt_install_missing package-tests lintian desktop-file-utils appstream systemd man-db bash-completion strace debootstrap \
    xvfb xauth xdotool imagemagick
python3 -c 'import pytest' 2>/dev/null || python3 -m pip install --quiet --disable-pip-version-check "pytest>=7"
export PYTHONDONTWRITEBYTECODE=1
timeout --kill-after=30s 15m python3 -m pytest -q -p no:cacheprovider Tests/packaging "$@"
