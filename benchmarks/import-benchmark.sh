#!/usr/bin/env bash
# Import speed and memory, side by side with `osmium export -f geojsonseq`
# (osmium-tool, which reads the same file with the same library, assembles the
# same multipolygons and writes every tagged feature) in the same run.
# Release build. Files: the Helsinki sample and a synthetic file of COPIES
# shifted copies of it with renumbered ids (42 copies = 1.02 million nodes).
# Usage: benchmarks/import-benchmark.sh [RUNS] [COPIES]   (defaults: 5, 42)
# BASELINE=/path/to/another/current-place adds that build's time and peak, measured in the same run
# (e.g. a release build of an earlier commit, for before/after figures).
set -euo pipefail
cd "$(dirname "$0")/.."
runs="${1:-5}"
copies="${2:-42}"
# The release build, /usr/bin/time, $app, $work and measure (SKIP_SETUP=1: the build is there).
source benchmarks/bench-setup.sh

synthetic="$work/helsinki-x$copies.osm.pbf"
if [ ! -f "$synthetic" ]; then
    echo "building $synthetic ..." >&2
    osmium cat data/Helsinki.osm.pbf -f osm -o "$work/helsinki.osm" --overwrite
    # Streamed: the XML is 11 MB a copy (19 GB for 1,700 copies), never written to disk.
    python3 benchmarks/make-synthetic-osm.py "$work/helsinki.osm" - "$copies" |
        osmium cat -F osm - -o "$synthetic" --overwrite
    rm -f "$work/helsinki.osm"
fi


printf '%-28s %10s %10s %10s %8s %12s %10s %10s %9s\n' file objects "ours s" "osmium s" ratio "ours obj/s" "ours MiB" "osmium MiB" "MiB ratio"
for file in data/Helsinki.osm.pbf "$synthetic"; do
    objects="$(osmium fileinfo -e -g data.count.nodes "$file") $(osmium fileinfo -e -g data.count.ways "$file") $(osmium fileinfo -e -g data.count.relations "$file")"
    objects="$(echo $objects | awk '{print $1 + $2 + $3}')"
    read -r ours ours_kib < <(measure "$app" import "$file" --db "$work/bench.sqlite")
    read -r peer peer_kib < <(measure osmium export -f geojsonseq "$file" -o "$work/bench.geojsonseq" --overwrite)
    awk -v f="$(basename "$file")" -v n="$objects" -v a="$ours" -v b="$peer" -v am="$ours_kib" -v bm="$peer_kib" 'BEGIN {
        printf "%-28s %10d %10.2f %10.2f %8.2f %12.0f %10.0f %10.0f %9.2f\n", f, n, a, b, a / b, n / a, am / 1024, bm / 1024, am / bm }'
    if [ -n "${BASELINE:-}" ]; then
        read -r base base_kib < <(measure "$BASELINE" import "$file" --db "$work/bench.sqlite")
        awk -v f="baseline $(basename "$file")" -v n="$objects" -v a="$base" -v b="$peer" -v am="$base_kib" -v bm="$peer_kib" 'BEGIN {
            printf "%-28s %10d %10.2f %10.2f %8.2f %12.0f %10.0f %10.0f %9.2f\n", f, n, a, b, a / b, n / a, am / 1024, bm / 1024, am / bm }'
    fi
done
echo "ratio = ours / osmium export (lower is better; <= 1.00 meets the target); median of $runs runs; peak = max RSS"
"$app" import "$synthetic" --db "$work/bench.sqlite" | tail -n 2
rm -f "$work/bench.sqlite" "$work/bench.geojsonseq" "$work/time.txt"
