#!/usr/bin/env bash
# What an update costs against what the store costs: the same change files applied to the Helsinki
# sample's updatable store (7.6 MB) and to the COPIES-copy synthetic one (2.3 GB at 300), alternated,
# RUNS times each, release build. The change files touch copy 0 (the sample's own ids), so both stores
# take them: "six" is benchmarks/make-day-diff.py at 0.0002 of the sample (a deletion, renames, moves,
# a creation, retags; about six changes), "minute" at 0.0033 (about a hundred, a minutely diff's size).
# Each run applies the file to the store as the last run left it (the same versions again: the same work).
# With BASELINE=/path/to/an/older/current-place, that build is timed on copies of the same stores too.
# Usage: benchmarks/update-cost.sh [COPIES] [RUNS]   (defaults: 300, 3)
set -euo pipefail
cd "$(dirname "$0")/.."
copies="${1:-300}"
runs="${2:-3}"
source benchmarks/bench-setup.sh
big_file="$(synthetic_file "$copies")"
small="$work/update-small.sqlite" big="$work/update-x$copies.sqlite"
# Imported afresh by this build each time (a store of an older build may keep its OSM data otherwise).
"$app" import data/Helsinki.osm.pbf --updatable --db "$small" >/dev/null 2>&1
echo "importing $big_file --updatable ..." >&2
"$app" import "$big_file" --updatable --db "$big" >/dev/null 2>&1

osmium cat data/Helsinki.osm.pbf -f opl -o "$work/sample.opl" --overwrite
declare -A changes=()
for name in six minute; do
    fraction=$([ "$name" = six ] && echo 0.0002 || echo 0.0033)
    python3 benchmarks/make-day-diff.py "$work/sample.opl" "$work/$name-edits.opl" "$fraction" 7
    osmium apply-changes data/Helsinki.osm.pbf "$work/$name-edits.opl" -o "$work/$name-new.osm.pbf" --overwrite
    osmium derive-changes data/Helsinki.osm.pbf "$work/$name-new.osm.pbf" -o "$work/$name.osc.gz" --overwrite
    changes[$name]="$(zcat "$work/$name.osc.gz" | grep -c '<node\|<way\|<relation')"
done

builds=(this)
if [ -n "${BASELINE:-}" ]; then
    builds+=(baseline)
    for store in "$small" "$big"; do cp "$store" "$store.baseline"; done
fi
# seconds BUILD STORE CHANGES: one timed update.
seconds() {
    local binary="$app" store="$2"
    [ "$1" = baseline ] && { binary="$BASELINE"; store="$2.baseline"; }
    sync
    /usr/bin/time -o "$work/time.txt" -f '%e' "$binary" update "$3" --db "$store" >/dev/null 2>&1
    tail -n 1 "$work/time.txt"
}
declare -A times=()
for _ in $(seq "$runs"); do
    for name in six minute; do
        for build in "${builds[@]}"; do
            for store in small big; do
                path="$small"; [ "$store" = big ] && path="$big"
                times[$build-$name-$store]+="$(seconds "$build" "$path" "$work/$name.osc.gz") "
            done
        done
    done
done
median() { tr ' ' '\n' <<<"$1" | grep . | sort -n | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}'; }
echo "stores: sample $(du -m "$small" | cut -f1) MB, $copies copies $(du -m "$big" | cut -f1) MB; medians of $runs alternated runs"
printf '| build | change file | changes | sample store, s | %s copies, s | ratio |\n| --- | --- | ---: | ---: | ---: | ---: |\n' "$copies"
for build in "${builds[@]}"; do
    for name in six minute; do
        s="$(median "${times[$build-$name-small]}")" b="$(median "${times[$build-$name-big]}")"
        awk -v build="$build" -v name="$name" -v n="${changes[$name]}" -v s="$s" -v b="$b" \
            'BEGIN { printf "| %s | %s | %d | %.2f | %.2f | %.1f× |\n", build, name, n, s, b, b / s }'
    done
done
rm -f "$work"/{sample.opl,time.txt} "$work"/*-edits.opl "$work"/*-new.osm.pbf "$small.baseline" "$big.baseline"
