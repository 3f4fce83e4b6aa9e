#!/usr/bin/env bash
# Map tiles: render time per zoom over central Helsinki, PNG encoding
# included, next to Cairo's own PNG writer; tiles per second on 1 and 2
# threads; 256 px and 512 px tiles. Release build.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh release >/dev/null
export PATH="/opt/swift/usr/bin:$PATH"
bin="$(swift build -c release --show-bin-path)"
"$bin/current-place" import data/Helsinki.osm.pbf --db data/helsinki.sqlite >/dev/null
for scale in 1 2; do
    echo "## scale $scale"
    "$bin/current-place-bench" tiles --db data/helsinki.sqlite --zooms 14-18 --scale "$scale" --threads 2
    echo
done
