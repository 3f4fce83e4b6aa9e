#!/usr/bin/env bash
# The main job on the sample data: import central Helsinki into a place store
# and show what it holds around the central railway station.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh release
export PATH="/opt/swift/usr/bin:$PATH"
app="$(swift build -c release --show-bin-path)/current-place"
db=data/helsinki.sqlite

"$app" import data/Helsinki.osm.pbf --db "$db"
echo
"$app" stats --db "$db"
echo
echo "== Places named like the station, nearest to it first"
"$app" search rautatie --near 60.1710,24.9414 --limit 5 --db "$db"
echo
echo "== Helsinki Central railway station"
"$app" place w122595198 --lang en --db "$db"
echo
echo "== Stockmann"
"$app" search Stockmann --limit 3 --db "$db"
