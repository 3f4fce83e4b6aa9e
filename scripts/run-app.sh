#!/usr/bin/env bash
# The main job on the sample data: import central Helsinki into a place store,
# show the tutorial's question answered on the command line, then serve the
# web app — open http://127.0.0.1:8080/ (PORT=… to change; Ctrl-C to stop).
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh release
export PATH="/opt/swift/usr/bin:$PATH"
app="$(swift build -c release --show-bin-path)/current-place"
db=data/helsinki.sqlite

"$app" import data/Helsinki.osm.pbf --db "$db"
echo
echo "== Where am I? Beside Stockmann on Aleksanterinkatu, Monday noon, a 10 m fix"
"$app" likely --at 60.16840,24.94200 --accuracy 10 --time 2026-11-30T12:00:00+02:00 --explain --db "$db"
echo
echo "== An approximate fix (2 km): areas, zoom 10"
"$app" likely --at 60.1699,24.9384 --accuracy 2000 --db "$db"
echo
echo "== The pick, Stockmann, marked on a map: data/stockmann.png"
"$app" map --place w122595241 --zoom 17 --size 600x400 --me 60.16840,24.94200,10 -o data/stockmann.png --db "$db"
echo
echo "== The web app: open http://127.0.0.1:${PORT:-8080}/ in a browser (Ctrl-C stops the server)"
# With a crowd: people who agree send each pick, randomized in their browser (docs/PRIVACY.md).
exec "$app" serve --db "$db" --crowd data/crowd.sqlite --port "${PORT:-8080}"
