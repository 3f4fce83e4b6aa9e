#!/usr/bin/env bash
# What the person's history costs a request: POST /v1/currentPlace on a release
# server over Helsinki (127.0.0.1 only), with no history and with 1,000 entries
# (the most a request may carry), bare and with their fixes (scattered within
# about 100 m of the query, so the kernels run and the places picked in the
# window are read by id), one request at a time, 300 each, twice; the ratios
# are against the same request without history in the same run.
# Usage: benchmarks/history-cost.sh   (after scripts/setup.sh release, or run-app.sh)
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="/opt/swift/usr/bin:$PATH"
swift build -c release --product current-place >/dev/null
app="$(swift build -c release --show-bin-path)/current-place"
store="$(mktemp -d)/helsinki.sqlite"
"$app" import data/Helsinki.osm.pbf --db "$store" >/dev/null 2>&1
port="$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1])')"
"$app" serve --db "$store" --port "$port" --quiet >/dev/null 2>&1 &
server=$!
trap 'kill $server 2>/dev/null || true; rm -rf "$(dirname "$store")"' EXIT
for _ in $(seq 50); do curl -sf "http://127.0.0.1:$port/healthz" >/dev/null && break; sleep 0.1; done
# The worst a history can ask: 1,000 distinct places, each kept at the query's position, so each is read by id.
places="$(sqlite3 "$store" "SELECT id FROM places WHERE category = 'poi' ORDER BY id LIMIT 1000" | paste -sd, -)"
PORT="$port" PLACES="$places" python3 - <<'PY'
import json, os, random, time, urllib.request
random.seed(1)
url = f"http://127.0.0.1:{os.environ['PORT']}/v1/currentPlace"
ids = ["n6049453008", "n6049453018", "n6049453029"] + [f"n{random.randint(1, 10**9)}" for _ in range(50)]
history = [{"id": random.choice(ids),
            "time": f"2026-11-{random.randint(1, 29):02d}T{random.randint(0, 23):02d}:05:00+02:00"} for _ in range(1000)]
located = [dict(visit, fix={"lat": 60.1684 + random.uniform(-0.0009, 0.0009), "lng": 24.942 + random.uniform(-0.0018, 0.0018),
                            "accuracy": random.choice([5, 10, 20, 50])}) for visit in history]
def per_request(body, n=300):
    data = json.dumps(body).encode()
    start = time.perf_counter()
    for _ in range(n):
        urllib.request.urlopen(urllib.request.Request(url, data=data, method="POST")).read()
    return (time.perf_counter() - start) / n * 1e6
base = {"lat": 60.1684, "lng": 24.942, "accuracy": 20, "time": "2026-11-30T12:00:00+02:00"}
distinct = [{"id": place, "time": "2026-11-23T12:05:00+02:00", "fix": {"lat": 60.1684, "lng": 24.942, "accuracy": 5}}
            for place in os.environ["PLACES"].split(",")]
print("| run | no history µs/request | 1,000 entries | ratio | 1,000 with fixes | ratio | 1,000 places kept here | ratio |")
print("| ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |")
for run in (1, 2):
    plain, full = per_request(base), per_request(dict(base, history=history))
    kept, worst = per_request(dict(base, history=located)), per_request(dict(base, history=distinct))
    print(f"| {run} | {plain:.0f} | {full:.0f} | {full / plain:.1f} | {kept:.0f} | {kept / plain:.1f} | {worst:.0f} | {worst / plain:.1f} |")
PY
