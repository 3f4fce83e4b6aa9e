#!/usr/bin/env bash
# Import speed and memory, side by side with `osmium export -f geojsonseq`
# (osmium-tool, which reads the same file with the same library, assembles the
# same multipolygons and writes every tagged feature) in the same run, the
# programs taking turns: a run of each per round, RUNS rounds, medians.
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

synthetic="$(synthetic_file "$copies")"


# once FILE COMMAND...: runs the command once, appending "seconds peak_kib" to FILE. What the run before
# wrote (osmium: 1.1 GB of GeoJSON at 300 copies) is first written out, untimed: the kernel would otherwise
# write it back during this run, on this run's time.
once() {
    local out="$1"
    shift
    sync
    /usr/bin/time -o "$work/time.txt" -f '%e %M' "$@" >/dev/null 2>&1
    tail -n 1 "$work/time.txt" >>"$out"
}
# summary FILE: "median_seconds peak_kib" of the runs in FILE (peak = the largest max RSS).
summary() {
    sort -n "$1" | awk '{t[NR] = $1; if ($2 > peak) peak = $2} END {print t[int((NR + 1) / 2)], peak}'
}

printf '%-28s %10s %10s %10s %8s %12s %10s %10s %9s\n' file objects "ours s" "osmium s" ratio "ours obj/s" "ours MiB" "osmium MiB" "MiB ratio"
for file in data/Helsinki.osm.pbf "$synthetic"; do
    objects="$(osmium fileinfo -e -g data.count.nodes "$file") $(osmium fileinfo -e -g data.count.ways "$file") $(osmium fileinfo -e -g data.count.relations "$file")"
    objects="$(echo $objects | awk '{print $1 + $2 + $3}')"
    # Alternated, a run of each program per round: this machine's speed drifts by a fifth over minutes, and
    # blocks of runs of one program then of the other compared different moments.
    rm -f "$work/ours.txt" "$work/peer.txt" "$work/base.txt"
    for _ in $(seq "$runs"); do
        once "$work/ours.txt" "$app" import "$file" --db "$work/bench.sqlite"
        once "$work/peer.txt" osmium export -f geojsonseq "$file" -o "$work/bench.geojsonseq" --overwrite
        [ -z "${BASELINE:-}" ] || once "$work/base.txt" "$BASELINE" import "$file" --db "$work/bench.sqlite"
    done
    read -r ours ours_kib < <(summary "$work/ours.txt")
    read -r peer peer_kib < <(summary "$work/peer.txt")
    awk -v f="$(basename "$file")" -v n="$objects" -v a="$ours" -v b="$peer" -v am="$ours_kib" -v bm="$peer_kib" 'BEGIN {
        printf "%-28s %10d %10.2f %10.2f %8.2f %12.0f %10.0f %10.0f %9.2f\n", f, n, a, b, a / b, n / a, am / 1024, bm / 1024, am / bm }'
    if [ -n "${BASELINE:-}" ]; then
        read -r base base_kib < <(summary "$work/base.txt")
        awk -v f="baseline $(basename "$file")" -v n="$objects" -v a="$base" -v b="$peer" -v am="$base_kib" -v bm="$peer_kib" 'BEGIN {
            printf "%-28s %10d %10.2f %10.2f %8.2f %12.0f %10.0f %10.0f %9.2f\n", f, n, a, b, a / b, n / a, am / 1024, bm / 1024, am / bm }'
    fi
done
echo "ratio = ours / osmium export (lower is better; <= 1.00 meets the target); median of $runs alternated runs; peak = max RSS"
"$app" import "$synthetic" --db "$work/bench.sqlite" | tail -n 2
rm -f "$work/bench.sqlite" "$work/bench.geojsonseq" "$work/time.txt" "$work/ours.txt" "$work/peer.txt" "$work/base.txt"
