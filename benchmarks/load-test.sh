#!/usr/bin/env bash
# Bounded load on a release `current-place serve` over Helsinki (127.0.0.1
# only): wrk for DURATION at 64 and 256 connections on /v1/currentPlace
# (fixes scattered over the centre) and on tiles; errors and the server's
# resident memory before and after each run. Then /healthz on the quiet
# server against a second one with the access log on (written to a file, as
# journald would take it), as a ratio in the same run; and /v1/currentPlace on
# the logging server against the same quiet /healthz.
# Usage: benchmarks/load-test.sh [DURATION]
set -euo pipefail
cd "$(dirname "$0")/.."
duration="${1:-60s}"
scripts/setup.sh release >/dev/null
command -v wrk >/dev/null || { apt-get install -y -q wrk >/dev/null; }
export PATH="/opt/swift/usr/bin:$PATH"
app="$(swift build -c release --show-bin-path)/current-place"
"$app" import data/Helsinki.osm.pbf --db data/helsinki.sqlite >/dev/null
port="$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1])')"
"$app" serve --db data/helsinki.sqlite --port "$port" --threads 2 --quiet --max-connections-per-client 0 >/dev/null 2>&1 &
server=$!
trap 'kill $server 2>/dev/null || true' EXIT
for _ in $(seq 50); do curl -sf "http://127.0.0.1:$port/healthz" >/dev/null && break; sleep 0.1; done
rss() { awk '/VmRSS/ {print $2}' "/proc/$server/status"; }

printf '| target | connections | requests | req/s | p50 | p99 | non-2xx | socket errors | RSS before MiB | RSS after MiB |\n'
printf '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |\n'
for target in current-place tiles; do
    for connections in 64 256; do
        before="$(rss)"
        out="$(wrk -t2 -c"$connections" -d"$duration" --latency -s "benchmarks/wrk/$target.lua" "http://127.0.0.1:$port")"
        after="$(rss)"
        requests="$(awk '/requests in/ {print $1}' <<<"$out")"
        rate="$(awk '/Requests\/sec/ {print $2}' <<<"$out")"
        p50="$(awk '$1=="50%" {print $2}' <<<"$out")"
        p99="$(awk '$1=="99%" {print $2}' <<<"$out")"
        non2xx="$(awk '/Non-2xx/ {print $NF}' <<<"$out")"
        errors="$(awk -F'[ ,]+' '/Socket errors/ {print $4+$6+$8+$10}' <<<"$out")"
        printf '| %s | %d | %s | %s | %s | %s | %s | %s | %.0f | %.0f |\n' "$target" "$connections" "$requests" "$rate" \
            "$p50" "$p99" "${non2xx:-0}" "${errors:-0}" "$(bc -l <<<"$before/1024")" "$(bc -l <<<"$after/1024")"
    done
done
kill -0 "$server" && echo "server still running after the load: yes"

# The access log's cost: /healthz, quiet against logging, in the same run.
logged_port="$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1])')"
log_file="$(mktemp)"
"$app" serve --db data/helsinki.sqlite --port "$logged_port" --threads 2 --max-connections-per-client 0 >/dev/null 2>"$log_file" &
logged=$!
trap 'kill $server $logged 2>/dev/null || true; rm -f "$log_file"' EXIT
for _ in $(seq 50); do curl -sf "http://127.0.0.1:$logged_port/healthz" >/dev/null && break; sleep 0.1; done
healthz_rate() { wrk -t2 -c64 -d"$duration" "http://127.0.0.1:$1/healthz" | awk '/Requests\/sec/ {print $2}'; }
quiet_rate="$(healthz_rate "$port")"
logged_rate="$(healthz_rate "$logged_port")"
# The engine's answer as production serves it (access log on), against the quiet /healthz.
answer_out="$(wrk -t2 -c64 -d"$duration" --latency -s benchmarks/wrk/current-place.lua "http://127.0.0.1:$logged_port")"
answer_rate="$(awk '/Requests\/sec/ {print $2}' <<<"$answer_out")"
answer_p99="$(awk '$1=="99%" {print $2}' <<<"$answer_out")"
# One tile asked again and again (a popular tile): rendered once, then served from memory.
tile_rate="$(wrk -t2 -c64 -d"$duration" "http://127.0.0.1:$port/tiles/15/18653/9486.png" | awk '/Requests\/sec/ {print $2}')"
kill "$logged"; wait "$logged" 2>/dev/null || true
printf '\n| /healthz, 64 connections | req/s | ratio to quiet |\n| --- | ---: | ---: |\n'
printf '| quiet (`--quiet`) | %s | 1.00 |\n' "$quiet_rate"
printf '| access log on (to a file) | %s | %.2f |\n' "$logged_rate" "$(bc -l <<<"$logged_rate/$quiet_rate")"
printf '| `/v1/currentPlace`, access log on (p99 %s) | %s | %.2f |\n' "$answer_p99" "$answer_rate" "$(bc -l <<<"$answer_rate/$quiet_rate")"
printf '| a repeated tile (`/tiles/15/18653/9486.png`, quiet server) | %s | %.2f |\n' "$tile_rate" "$(bc -l <<<"$tile_rate/$quiet_rate")"
echo "access-log lines written: $(wc -l <"$log_file")"
