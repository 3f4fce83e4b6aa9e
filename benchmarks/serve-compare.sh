#!/usr/bin/env bash
# /v1/currentPlace served by a baseline build and this build, alternated, on the same Helsinki store:
# wrk -t2 -c64 for DURATION on benchmarks/wrk/current-place.lua, ROUNDS rounds, 127.0.0.1 only.
# Usage: BASELINE=/path/to/old/current-place benchmarks/serve-compare.sh [DURATION] [ROUNDS]
set -euo pipefail
cd "$(dirname "$0")/.."
duration="${1:-10s}" rounds="${2:-3}"
: "${BASELINE:?set BASELINE to the current-place of a baseline build}"
command -v wrk >/dev/null || apt-get install -y -q wrk >/dev/null
export PATH="/opt/swift/usr/bin:$PATH"
app="$(swift build -c release --show-bin-path)/current-place"
work="$(mktemp -d)"
"$app" import data/Helsinki.osm.pbf --db "$work/helsinki.sqlite" >/dev/null
declare -A bin=([baseline]="$BASELINE" [this]="$app") port=()
for build in baseline this; do
    free="$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1])')"
    port[$build]="$free"
    XDG_DATA_HOME="$work/xdg" "${bin[$build]}" serve --db "$work/helsinki.sqlite" --port "${port[$build]}" --threads 2 \
        --quiet --max-connections-per-client 0 >/dev/null 2>&1 &
done
trap 'kill $(jobs -p) 2>/dev/null || true; rm -rf "$work"' EXIT
for build in baseline this; do
    for _ in $(seq 50); do curl -sf "http://127.0.0.1:${port[$build]}/healthz" >/dev/null && break; sleep 0.1; done
done
printf '| round | baseline req/s (p99) | this build req/s (p99) | ratio |\n| ---: | ---: | ---: | ---: |\n'
for round in $(seq "$rounds"); do
    declare -A rate=() p99=()
    for build in baseline this; do
        out="$(wrk -t2 -c64 -d"$duration" --latency -s benchmarks/wrk/current-place.lua "http://127.0.0.1:${port[$build]}")"
        value="$(awk '/Requests\/sec/ {print $2}' <<<"$out")"
        rate[$build]="$value"
        value="$(awk '$1=="99%" {print $2}' <<<"$out")"
        p99[$build]="$value"
    done
    printf '| %d | %.0f (%s) | %.0f (%s) | %.2f |\n' "$round" "${rate[baseline]}" "${p99[baseline]}" "${rate[this]}" \
        "${p99[this]}" "$(bc -l <<<"${rate[this]}/${rate[baseline]}")"
done
