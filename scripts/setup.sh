#!/usr/bin/env bash
# Sets a fresh Debian 12 machine up for current-place: system packages,
# the sample data and a build. Run as root from anywhere.
# Usage: scripts/setup.sh [release|debug|none]   (default: release; none: no build)
set -euo pipefail
cd "$(dirname "$0")/.."
configuration="${1:-release}"

packages=(
    libosmium2-dev libprotozero-dev zlib1g-dev libbz2-dev libexpat1-dev  # reading OSM files
    libdeflate-dev                                                       # inflating PBF blocks (Sources/COsmium)
    libsqlite3-dev sqlite3                                               # the place store
    libjemalloc-dev                                                      # the allocator (Sources/CAllocator)
    postgresql libpq-dev postgresql-contrib                              # the PostgreSQL store (tests run their own cluster)
    libcairo2-dev libpango1.0-dev libpng-dev                             # maps
    fonts-dejavu-core fonts-noto-core                                    # labels: Latin, Cyrillic, Arabic
    libmicrohttpd-dev libjs-leaflet                                      # the HTTP server and the web map
    gpsd tmux                                                            # location sources, terminal-app tests
    libgtk-4-dev libadwaita-1-dev libshumate-dev adwaita-icon-theme      # the native app (current-place-gtk)
    libgeoclue-2-dev geoclue-2.0                                         # its position: the system's location service
    osmium-tool                                                          # benchmark peer, the replica test's changed file
    gettext                                                              # translations: msgfmt checks, msgmerge updates (po/)
    gzip bzip2 ca-certificates time curl bc                              # sample data, tests, benchmarks
)
# pip fetches the sample data; Debian's python3-pip only when no pip is there.
python3 -m pip --version >/dev/null 2>&1 || packages+=(python3 python3-pip)
source scripts/apt-install-missing.sh
apt_install_missing setup "${packages[@]}"

if ! command -v swift >/dev/null 2>&1; then
    if [ -x /opt/swift/usr/bin/swift ]; then
        export PATH="/opt/swift/usr/bin:$PATH"
    else
        echo "setup: error: no Swift toolchain (swift) on PATH or in /opt/swift; install Swift 6 first" >&2
        exit 1
    fi
fi

scripts/fetch-sample-data.sh
[ "$configuration" = none ] && exit 0
# SWIFT_BUILD_FLAGS: extra flags for the build (scripts/test.sh turns warnings into errors).
read -r -a extra_flags <<<"${SWIFT_BUILD_FLAGS:-}"
echo "setup: swift build -c $configuration ${extra_flags[*]}"
swift build -c "$configuration" "${extra_flags[@]}"
