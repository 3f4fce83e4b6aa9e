#!/usr/bin/env bash
# Minutely replication under load: a replication folder gains one diff every INTERVAL seconds (DIFFS of
# them, each benchmarks/make-day-diff.py at 0.001 of the sample, chained so that versions grow), and
# `update --replication` applies each while `serve` answers /v1/currentPlace under wrk (-t2 -c16,
# benchmarks/wrk/current-place.lua, 127.0.0.1 only). Prints requests/s and latency percentiles without
# updates and during them, the failed requests (non-2xx, socket errors), and each update's wall time.
# Release build. The store: the Helsinki sample's (COPIES=1) or the COPIES-copy synthetic one (the diffs
# touch copy 0, the sample's own ids).
# Usage: benchmarks/replication-under-load.sh [COPIES] [DIFFS] [INTERVAL]   (defaults: 1, 60, 1)
set -euo pipefail
cd "$(dirname "$0")/.."
copies="${1:-1}" diffs="${2:-60}" interval="${3:-1}"
source benchmarks/bench-setup.sh
command -v wrk >/dev/null || apt-get install -y -q wrk >/dev/null
run="$(mktemp -d "$work/replication-XXXX")"
trap 'kill $(jobs -p) 2>/dev/null || true; rm -rf "$run"' EXIT
if [ "$copies" = 1 ]; then source_file=data/Helsinki.osm.pbf; else source_file="$(synthetic_file "$copies")"; fi
"$app" import "$source_file" --updatable --db "$run/places.sqlite" >/dev/null 2>&1

# The diffs, chained on the sample; state 0 predates the store's data, so the first update starts at 1.
replication="$run/replication"
state() {  # state SEQUENCE TIME: the sequence's state file and state.txt
    local digits path
    digits="$(printf '%09d' "$1")"
    path="$replication/${digits:0:3}/${digits:3:3}"
    mkdir -p "$path"
    printf '#\nsequenceNumber=%d\ntimestamp=%s\n' "$1" "${2//:/\\:}" >"$path/${digits:6:3}.state.txt"
    cp "$path/${digits:6:3}.state.txt" "$replication/state.txt"
    echo "$path/${digits:6:3}"
}
state 0 2000-01-01T00:00:00Z >/dev/null
previous=data/Helsinki.osm.pbf
for i in $(seq "$diffs"); do
    osmium cat "$previous" -f opl -o "$run/current.opl" --overwrite
    python3 benchmarks/make-day-diff.py "$run/current.opl" "$run/edits.opl" 0.001 "$i" 2>/dev/null
    osmium apply-changes "$previous" "$run/edits.opl" -o "$run/new-$i.osm.pbf" --overwrite
    osmium derive-changes "$previous" "$run/new-$i.osm.pbf" -o "$run/diff-$i.osc.gz" --overwrite
    previous="$run/new-$i.osm.pbf"
done

port="$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1])')"
XDG_DATA_HOME="$run/xdg" "$app" serve --db "$run/places.sqlite" --port "$port" --threads 2 --quiet \
    --max-connections-per-client 0 >"$run/serve.log" 2>&1 &
for _ in $(seq 100); do curl -sf "http://127.0.0.1:$port/healthz" >/dev/null && break; sleep 0.1; done
load() {  # load SECONDS OUTPUT
    wrk -t2 -c16 -d"$1"s --latency -s benchmarks/wrk/current-place.lua "http://127.0.0.1:$port" >"$2"
}
load 5 /dev/null
load 30 "$run/quiet.txt"
load $((diffs * interval + 5)) "$run/busy.txt" &
wrk_job=$!
sleep 2
failed=0
: >"$run/updates.txt"
for i in $(seq "$diffs"); do
    started="$(date +%s.%N)"
    base="$(state "$i" "2026-11-30T$(printf '%02d:%02d' $((12 + i / 60)) $((i % 60))):00Z")"
    cp "$run/diff-$i.osc.gz" "$base.osc.gz"
    /usr/bin/time -o "$run/time.txt" -f '%e' "$app" update --replication "$replication" --db "$run/places.sqlite" \
        >"$run/update.txt" 2>&1 || failed=$((failed + 1))
    grep -q "now at replication sequence $i," "$run/update.txt" || failed=$((failed + 1))
    tail -n 1 "$run/time.txt" >>"$run/updates.txt"
    rest="$(awk -v a="$started" -v i="$interval" -v b="$(date +%s.%N)" 'BEGIN { r = a + i - b; print (r > 0 ? r : 0) }')"
    sleep "$rest"
done
wait "$wrk_job"
sequence="$("$app" stats --db "$run/places.sqlite" | awk '$1 == "replication" {print $2}')"
figures() {  # figures FILE: requests/s p50 p99 non-2xx socket-errors
    awk '/Requests\/sec/ {r=$2} /^ +50%/ {p50=$2} /^ +99%/ {p99=$2} /Non-2xx/ {n=$NF} /Socket errors/ {s=$0}
         END {gsub(/[^0-9 ]/, "", s); split(s, e, " "); printf "%s | %s | %s | %d | %d", r, p50, p99, n, e[1]+e[2]+e[3]+e[4]}' "$1"
}
echo "store: $(basename "$source_file") --updatable, $(du -m "$run/places.sqlite" | cut -f1) MB; $diffs diffs of" \
     "$(zcat "$run/diff-1.osc.gz" | grep -c '<node\|<way\|<relation') changes (the first), one every $interval s"
printf '| phase | requests/s | p50 | p99 | non-2xx | socket errors |\n| --- | ---: | ---: | ---: | ---: | ---: |\n'
echo "| no updates (30 s) | $(figures "$run/quiet.txt") |"
echo "| during the $diffs updates | $(figures "$run/busy.txt") |"
sort -n "$run/updates.txt" | awk -v f="$failed" -v s="$sequence" -v n="$diffs" '{a[NR]=$1} END {
    printf "updates: %d of %d applied, sequence now %s; wall time median %.2f s, max %.2f s\n", n - f, n, s, a[int((NR+1)/2)], a[NR] }'
