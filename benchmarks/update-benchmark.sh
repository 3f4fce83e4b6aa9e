#!/usr/bin/env bash
# What keeping a store current costs, side by side in the same run:
#   - `import --updatable` against a plain `import` of the same file (time, peak memory, store size);
#   - `update` with a synthetic day of changes (benchmarks/make-day-diff.py, FRACTION of the objects)
#     against the alternatives: importing the new file again, and `osmium apply-changes` (the peer:
#     what producing the new extract alone costs with the same library).
# Release build. Files: the Helsinki sample (COPIES=1) or the synthetic COPIES-copy file that
# benchmarks/import-benchmark.sh makes.
# Usage: benchmarks/update-benchmark.sh [COPIES] [FRACTION] [RUNS]   (defaults: 42, 0.001, 3)
set -euo pipefail
cd "$(dirname "$0")/.."
copies="${1:-42}"
fraction="${2:-0.001}"
runs="${3:-3}"
# The release build, /usr/bin/time, $app, $work and measure (SKIP_SETUP=1: the build is there).
source benchmarks/bench-setup.sh

if [ "$copies" = 1 ]; then
    old=data/Helsinki.osm.pbf
else
    old="$work/helsinki-x$copies.osm.pbf"
    [ -f "$old" ] || { echo "no $old: run benchmarks/import-benchmark.sh 1 $copies first" >&2; exit 1; }
fi
osmium cat "$old" -f opl -o "$work/old.opl" --overwrite
python3 benchmarks/make-day-diff.py "$work/old.opl" "$work/edits.opl" "$fraction" 1
osmium apply-changes "$old" "$work/edits.opl" -o "$work/new.osm.pbf" --overwrite
osmium derive-changes "$old" "$work/new.osm.pbf" -o "$work/day.osc.gz" --overwrite
changes="$(zcat "$work/day.osc.gz" | grep -c '<node\|<way\|<relation')"
objects="$(osmium fileinfo -e -g data.count.nodes "$old") $(osmium fileinfo -e -g data.count.ways "$old") $(osmium fileinfo -e -g data.count.relations "$old")"
objects="$(echo $objects | awk '{print $1 + $2 + $3}')"


# The two imports alternated run by run (this machine drifts): medians of each, peaks of each.
plain_times="" updatable_times="" plain_kib=0 updatable_kib=0
for _ in $(seq "$runs"); do
    read -r seconds kib < <(runs=1 measure "$app" import "$old" --db "$work/plain.sqlite")
    plain_times+="$seconds " && [ "$kib" -gt "$plain_kib" ] && plain_kib="$kib"
    read -r seconds kib < <(runs=1 measure "$app" import "$old" --updatable --db "$work/updatable.sqlite")
    updatable_times+="$seconds " && [ "$kib" -gt "$updatable_kib" ] && updatable_kib="$kib"
done
median() { tr ' ' '\n' <<<"$1" | grep . | sort -n | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}'; }
plain="$(median "$plain_times")" updatable="$(median "$updatable_times")"
echo "import runs (s): plain $plain_times| updatable $updatable_times"
before="cp $work/updatable.sqlite $work/updated.sqlite"
read -r update update_kib < <(measure "$app" update "$work/day.osc.gz" --db "$work/updated.sqlite")
before=true
read -r reimport reimport_kib < <(measure "$app" import "$work/new.osm.pbf" --db "$work/reimported.sqlite")
read -r peer peer_kib < <(measure osmium apply-changes "$old" "$work/day.osc.gz" -o "$work/peer.osm.pbf" --overwrite)
plain_mb="$(du -m "$work/plain.sqlite" | cut -f1)"
updatable_mb="$(du -m "$work/updatable.sqlite" | cut -f1)"

echo "file: $(basename "$old"), $objects objects; day: $changes changes ($fraction of the objects); median of $runs runs"
awk -v p="$plain" -v u="$updatable" -v pk="$plain_kib" -v uk="$updatable_kib" -v pm="$plain_mb" -v um="$updatable_mb" \
    -v d="$update" -v dk="$update_kib" -v r="$reimport" -v o="$peer" -v ok="$peer_kib" -v c="$changes" 'BEGIN {
    printf "%-34s %9s %9s %9s\n", "", "seconds", "peak MiB", "store MB"
    printf "%-34s %9.2f %9.0f %9d\n", "import", p, pk / 1024, pm
    printf "%-34s %9.2f %9.0f %9d\n", "import --updatable", u, uk / 1024, um
    printf "%-34s %9.2f %9.0f\n", "update with the day", d, dk / 1024
    printf "%-34s %9.2f\n", "import of the new file", r
    printf "%-34s %9.2f %9.0f\n", "osmium apply-changes (peer)", o, ok / 1024
    printf "ratios: --updatable/import time %.2f, size %.2f; update/reimport %.3f; update/osmium apply-changes %.2f\n", u / p, um / pm, d / r, d / o
    printf "update throughput: %.0f changes/s\n", c / d
}'
rm -f "$work"/{plain,updatable,updated,reimported}.sqlite "$work"/{old.opl,edits.opl,new.osm.pbf,peer.osm.pbf,time.txt}
