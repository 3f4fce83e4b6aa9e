#!/usr/bin/env bash
# The main job on the sample data: import central Helsinki into a place store
# and run the tutorial's question — where am I? — for a few positions.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh release
export PATH="/opt/swift/usr/bin:$PATH"
app="$(swift build -c release --show-bin-path)/current-place"
db=data/helsinki.sqlite

"$app" import data/Helsinki.osm.pbf --db "$db"
echo
"$app" stats --db "$db" | sed -n 1,8p
echo
echo "== Beside Stockmann on Aleksanterinkatu, Monday noon, a 10 m fix"
"$app" likely --at 60.16840,24.94200 --accuracy 10 --time 2026-11-30T12:00:00+02:00 --explain --db "$db"
echo
echo "== The same spot at 23:30: the shops are closed"
"$app" likely --at 60.16840,24.94200 --accuracy 10 --time 2026-11-30T23:30:00+02:00 --db "$db"
echo
echo "== Inside Helsinki Central railway station, a 20 m fix, names in Russian"
"$app" likely --at 60.17100,24.94140 --lang ru --limit 10 --db "$db"
echo
echo "== An approximate fix (2 km): areas, zoom 10"
"$app" likely --at 60.1699,24.9384 --accuracy 2000 --db "$db"
echo
echo "== The pick: Stockmann's details, and its marker on a map"
"$app" place w122595241 --lang en --db "$db"
"$app" map --place w122595241 --zoom 17 --size 600x400 --me 60.16840,24.94200,10 -o data/stockmann.png --db "$db"
