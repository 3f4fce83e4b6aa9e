#!/usr/bin/env bash
# Side by side with Nominatim (issue 16): the same extract imported and served
# by Nominatim 5 (PostgreSQL 15 + PostGIS, served by uvicorn, 2 workers) and
# by a release `current-place` (SQLite, `serve --quiet`, 2 threads), measured
# in the same run on 127.0.0.1:
#   - import time (median of RUNS, alternating) and store size
#     (pg_database_size against our SQLite file);
#   - requests per second with wrk (64 connections, 2 threads, DURATION each)
#     over the same random positions in the sample's centre: Nominatim's
#     `/reverse?format=jsonv2&zoom=18` against our `/v1/currentPlace`
#     (accuracy 20 m), and the servers' CPU time per request (Nominatim's
#     includes its PostgreSQL backends); Nominatim also as two uvicorn
#     processes of one worker each with the load split evenly (one uvicorn
#     with 2 workers can leave one worker idle); then at 1 connection, a new
#     one per request (p50 latency);
#   - agreement: how often Nominatim's one reverse answer is our top-1, or in
#     our top-5, at the first 500 of those positions;
#   - the evaluation's simulated people (`evaluate --people`, scenario a, all
#     four draws, accuracies 5, 20, 50 m): how often Nominatim's answer is the
#     place the person is at, against our engine and nearest-first.
# Installs what is missing (as root): Debian's postgresql, postgresql-15-postgis-3,
# postgresql-contrib, osm2pgsql, python3-icu, python3-venv and wrk with apt-get,
# and a venv (Debian's python3, --system-site-packages for PyICU) with PyPI's
# nominatim-db, nominatim-api, falcon, uvicorn and psycopg[binary] in
# .build/nominatim-venv (kept between runs; NOMINATIM_VENV names another).
# The PostgreSQL cluster is initdb'd in a temporary folder as the `postgres`
# user on a free port (no system service); everything started is stopped and
# the folder removed on exit. Every step is bounded by `timeout`.
# Not for CI: it installs a lot.
# Usage: benchmarks/peer-nominatim.sh [DURATION] [PEOPLE] [RUNS]
#        (DURATION: seconds per wrk run, e.g. 10s, the default; PEOPLE: simulated
#        people per draw and accuracy, default 500; RUNS: imports of each, the
#        median is shown, default 3)
set -euo pipefail
cd "$(dirname "$0")/.."
duration="${1:-10s}"
people="${2:-500}"
runs="${3:-3}"
[[ "$duration" =~ ^[1-9][0-9]{0,3}s$ ]] && [[ "$people" =~ ^[1-9][0-9]{0,4}$ ]] && [[ "$runs" =~ ^[1-9]$ ]] || {
    echo "usage: benchmarks/peer-nominatim.sh [SECONDSs] [PEOPLE] [RUNS]  (e.g. 10s 500 3)" >&2; exit 2; }
sample=data/Helsinki.osm.pbf
sample_path="$PWD/$sample"
[ -f "$sample" ] || { echo "peer-nominatim: $sample is missing" >&2; exit 1; }
venv="${NOMINATIM_VENV:-$PWD/.build/nominatim-venv}"
export PATH="/opt/swift/usr/bin:$PATH"
say() { echo "peer-nominatim: $*" >&2; }

# Stopped on exit, interrupt or TERM: the step running now (a `timeout`, which leads its own process
# group), the servers in pids, this run's PostgreSQL cluster and the temporary folder.
work=""; pids=(); current=""
cleanup() {
    [ -n "$current" ] && { kill -- "-$current" 2>/dev/null || kill "$current" 2>/dev/null || true; }
    for pid in "${pids[@]}"; do kill "$pid" 2>/dev/null || true; done
    for pid in "${pids[@]}"; do
        for _ in $(seq 50); do kill -0 "$pid" 2>/dev/null || break; sleep 0.1; done
        kill -9 "$pid" 2>/dev/null || true
    done
    [ -n "$work" ] || return 0
    if [ -f "$work/cluster/postmaster.pid" ]; then
        as_postgres timeout 60 "$bin/pg_ctl" -D "$work/cluster" -m immediate -w -t 30 stop >/dev/null 2>&1 || true
    fi
    rm -rf "$work"
}
trap cleanup EXIT
trap 'exit 130' INT
trap 'exit 143' TERM
# step COMMAND…: runs COMMAND (a `timeout …`) in the background and waits for it, so that an interrupt is
# handled at once (bash runs traps only after a foreground command ends) and cleanup can stop its group.
step() { "$@" & current=$!; local status=0; wait "$current" || status=$?; current=""; return "$status"; }

# 1. What Nominatim needs, installed only when missing.
packages=(postgresql postgresql-15-postgis-3 postgresql-contrib osm2pgsql python3-icu python3-venv wrk)
missing=()
for package in "${packages[@]}"; do
    dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed" || missing+=("$package")
done
if [ "${#missing[@]}" -gt 0 ]; then
    [ "$(id -u)" -eq 0 ] || { say "missing ${missing[*]}; run as root to install them"; exit 1; }
    say "installing ${missing[*]}"
    # The packages' own cluster (postgresql makes 15/main) is never used: this script runs its own.
    step timeout 900 env DEBIAN_FRONTEND=noninteractive apt-get install -y -q --no-install-recommends "${missing[@]}" >/dev/null
fi
if [ ! -x "$venv/bin/nominatim" ] || [ ! -x "$venv/bin/uvicorn" ]; then
    say "making the venv $venv"
    # Debian's python3: its site-packages hold python3-icu's PyICU.
    timeout 120 /usr/bin/python3 -m venv --system-site-packages "$venv"
    step timeout 900 "$venv/bin/pip" install -q nominatim-db nominatim-api falcon uvicorn 'psycopg[binary]'
fi
bin=/usr/lib/postgresql/15/bin
say "release build"
step timeout 3600 nice -n 10 swift build -c release --product current-place >/dev/null
app="$(swift build -c release --show-bin-path)/current-place"

# 2. A temporary folder with everything in it; stopped and removed on exit.
work="$(mktemp -d /tmp/current-place-peer-nominatim.XXXXXX)"
as_postgres() { if [ "$(id -u)" -eq 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi; }
[ "$(id -u)" -eq 0 ] && chown postgres "$work"
free_port() { python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1])'; }
now() { date +%s.%N; }
# wait_for URL TEXT: until URL answers with TEXT in it, at most 60 s.
wait_for() {
    for _ in $(seq 600); do curl -sf --max-time 2 "$1" 2>/dev/null | grep -q "$2" && return 0; sleep 0.1; done
    say "$1 did not answer within 60 s"; exit 1
}

pg_port="$(free_port)"
as_postgres timeout 120 "$bin/initdb" -D "$work/cluster" -U postgres --auth=trust -E UTF8 --locale=C >/dev/null
as_postgres timeout 60 "$bin/pg_ctl" -D "$work/cluster" -o "-p $pg_port -k $work -c listen_addresses=127.0.0.1" \
    -l "$work/postgres.log" -w -t 60 start >/dev/null
sql() { PGOPTIONS="-c client_min_messages=warning" timeout 60 psql -X -A -t -q -h 127.0.0.1 -p "$pg_port" -U postgres -d "$1" -c "$2"; }
# Nominatim's web user must be able to log in.
sql postgres 'CREATE ROLE "www-data" LOGIN'

# 3. The imports, RUNS times each, alternating; the median wall-clock time of each. Each Nominatim
# import starts from a dropped database and a new project folder. (Nominatim then asks
# openstreetmap.org for the data's date, which fails offline and is harmless.)
nominatim_times=(); our_times=()
for run in $(seq "$runs"); do
    say "imports, run $run of $runs"
    sql postgres "DROP DATABASE IF EXISTS nominatim"
    rm -rf "$work/project"; mkdir "$work/project"
    echo "NOMINATIM_DATABASE_DSN=\"pgsql:dbname=nominatim;host=127.0.0.1;port=$pg_port;user=postgres\"" >"$work/project/.env"
    start="$(now)"
    step env -C "$work/project" timeout 1800 "$venv/bin/nominatim" import --osm-file "$sample_path" --project-dir . \
        --threads 2 >"$work/nominatim-import.log" 2>&1 || true
    nominatim_times+=("$(bc -l <<<"$(now) - $start")")
    grep -q "Import completed successfully" "$work/nominatim-import.log" || {
        tail -20 "$work/nominatim-import.log" >&2; say "nominatim import failed"; exit 1; }
    start="$(now)"
    step timeout 600 "$app" import "$sample" --db "$work/helsinki.sqlite" >"$work/import.log" 2>&1
    our_times+=("$(bc -l <<<"$(now) - $start")")
done
median() { printf '%s\n' "$@" | sort -g | awk '{v[NR] = $1} END {print NR % 2 ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2}'; }
nominatim_import="$(median "${nominatim_times[@]}")"
our_import="$(median "${our_times[@]}")"
nominatim_bytes="$(sql nominatim "SELECT pg_database_size('nominatim')")"
nominatim_objects="$(sql nominatim "SELECT count(*) FROM placex")"
our_bytes="$(stat -c %s "$work/helsinki.sqlite")"
our_objects="$(timeout 60 "$app" stats --db "$work/helsinki.sqlite" --json | python3 -c 'import json,sys; print(json.load(sys.stdin)["places"])')"

# 4. The servers, no access logs: Nominatim as the recipe serves it (one uvicorn, 2 workers), and
# also as two uvicorn processes of 1 worker each (the load is then split between them: uvicorn's
# workers share one listening socket, and one worker can take every connection); ours, 2 threads.
# nominatim_server WORKERS: starts one uvicorn from the project folder on a free port, prints its pid and port.
nominatim_server() {
    local port; port="$(free_port)"
    (cd "$work/project" && exec "$venv/bin/uvicorn" --factory nominatim_api.server.falcon.server:run_wsgi --workers "$1" \
        --host 127.0.0.1 --port "$port" --no-access-log --log-level warning) >>"$work/uvicorn.log" 2>&1 &
    echo "$! $port"
}
read -r nominatim_pid nominatim_port <<<"$(nominatim_server 2)"; pids+=("$nominatim_pid")
read -r single_a_pid single_a_port <<<"$(nominatim_server 1)"; pids+=("$single_a_pid")
read -r single_b_pid single_b_port <<<"$(nominatim_server 1)"; pids+=("$single_b_pid")
our_port="$(free_port)"
"$app" serve --db "$work/helsinki.sqlite" --host 127.0.0.1 --port "$our_port" --threads 2 --quiet \
    --max-connections-per-client 0 >"$work/serve.log" 2>&1 &
our_pid=$!; pids+=("$our_pid")
for port in "$nominatim_port" "$single_a_port" "$single_b_port"; do wait_for "http://127.0.0.1:$port/status" OK; done
wait_for "http://127.0.0.1:$our_port/healthz" ok

# The positions: uniform over the sample's place-dense centre (the load test's box), fixed seed.
python3 - "$work" <<'EOF'
import random, sys
work = sys.argv[1]
generator = random.Random(16)
positions = [(60.1645 + generator.random() * 0.014, 24.9355 + generator.random() * 0.017) for _ in range(500)]
with open(f"{work}/positions", "w") as out:
    out.writelines(f"{lat:.6f} {lon:.6f}\n" for lat, lon in positions)
with open(f"{work}/nominatim-paths", "w") as out:
    out.writelines(f"/reverse?format=jsonv2&lat={lat:.6f}&lon={lon:.6f}&zoom=18\n" for lat, lon in positions)
with open(f"{work}/our-paths", "w") as out:
    out.writelines(f"/v1/currentPlace?lat={lat:.6f}&lng={lon:.6f}&accuracy=20\n" for lat, lon in positions)
EOF

# 5. Requests per second. CPU time of the server processes (and for Nominatim, of every
# PostgreSQL process: its backends live as long as uvicorn's connections) during the run.
ticks() { for pid in "$@"; do [ -r "/proc/$pid/stat" ] && awk '{print $14 + $15}' "/proc/$pid/stat"; done | awk '{s += $1} END {print s + 0}'; }
# Only this run's cluster: its postmaster and the postmaster's children (other clusters may run on the machine).
postmaster="$(head -1 "$work/cluster/postmaster.pid")"
# processes PID…: the servers and their children (uvicorn's workers), and this run's PostgreSQL.
processes() { echo "$@" $(for pid in "$@"; do pgrep -P "$pid"; done) "$postmaster" $(pgrep -P "$postmaster" || true); }
# measure CONNECTIONS PORTS PATHS KEEPALIVE PROCESSES…: wrk over the ports (space-separated; the connections and 2
# threads split evenly, one wrk per port, run together and summed); KEEPALIVE is keep or close (a new connection per
# request). Prints req/s, worst p50 ms, worst p99 ms, errors (non-2xx, socket errors, timeouts), CPU ms per request
# of PROCESSES, and PROCESSES' share of the machine's CPU time during the run (cores x duration; the rest went to
# wrk, to other jobs on a shared machine, or was idle).
measure() {
    local connections="$1" paths="$3" keepalive="$4" ports=($2); shift 4
    local count=${#ports[@]} before after files=() waits=()
    local threads=$(( connections < 2 * count ? 1 : 2 / count ))
    before="$(ticks "$@")"
    for port in "${ports[@]}"; do
        timeout $(( ${duration%s} + 60 )) wrk -t$threads -c$((connections / count)) -d"$duration" --timeout 10s --latency \
            -s benchmarks/wrk/paths.lua "http://127.0.0.1:$port" -- "$paths" "$keepalive" >"$work/wrk-$port" &
        waits+=($!); files+=("$work/wrk-$port")
    done
    for pid in "${waits[@]}"; do wait "$pid"; done
    after="$(ticks "$@")"
    cat "${files[@]}" | awk -v cpu="$((after - before))" -v hz="$(getconf CLK_TCK)" -v cores="$(nproc)" -v seconds="${duration%s}" '
        function ms(p) { return p ~ /us$/ ? p / 1000 : p ~ /ms$/ ? p + 0 : (p + 0) * 1000 }
        /requests in/ {count += $1}
        /Requests\/sec/ {rate += $2}
        /Non-2xx/ {errors += $NF}
        /Socket errors/ {gsub(",", ""); errors += $4 + $6 + $8 + $10}
        $1 == "50%" && ms($2) > p50 {p50 = ms($2)}
        $1 == "99%" && ms($2) > p99 {p99 = ms($2)}
        END {printf "%.0f %.2f %.2f %d %.3f %.3f\n", rate, p50, p99, errors, count ? 1000 * cpu / hz / count : 0,
            cpu / hz / cores / seconds}'
}
say "wrk, $duration each"
# Warm every server (the first requests open connections and fill caches), then measure.
for port in "$nominatim_port" "$single_a_port" "$single_b_port"; do
    timeout 60 wrk -t2 -c8 -d2s --timeout 10s -s benchmarks/wrk/paths.lua "http://127.0.0.1:$port" -- "$work/nominatim-paths" >/dev/null
done
timeout 60 wrk -t2 -c8 -d2s --timeout 10s -s benchmarks/wrk/paths.lua "http://127.0.0.1:$our_port" -- "$work/our-paths" >/dev/null
workers=($(pgrep -P "$nominatim_pid" -f spawn_main || true))
workers_before=(); for pid in "${workers[@]}"; do workers_before+=("$(ticks "$pid")"); done
read -r nominatim_rate _ nominatim_p99 nominatim_errors nominatim_cpu nominatim_share \
    <<<"$(measure 64 "$nominatim_port" "$work/nominatim-paths" keep $(processes "$nominatim_pid"))"
# The busiest worker's share of the workers' CPU time in that run (0.5: even).
busiest="$(for i in "${!workers[@]}"; do echo $(( $(ticks "${workers[$i]}") - ${workers_before[$i]} )); done \
    | awk '{s += $1; if ($1 > m) m = $1} END {printf "%.2f", s ? m / s : 0}')"
read -r split_rate _ split_p99 split_errors split_cpu split_share \
    <<<"$(measure 64 "$single_a_port $single_b_port" "$work/nominatim-paths" keep $(processes "$single_a_pid" "$single_b_pid"))"
read -r our_rate _ our_p99 our_errors our_cpu our_share <<<"$(measure 64 "$our_port" "$work/our-paths" keep "$our_pid")"
# One connection, a new one for each request: on a kept-alive connection, uvicorn --workers 2 answers
# wait about 40 ms for the client's delayed ACK (it binds the socket itself with protocol 0, so asyncio
# does not set TCP_NODELAY on the connections, and it writes the headers and the body separately).
read -r nominatim_single nominatim_p50 _ nominatim_single_errors _ _ \
    <<<"$(measure 1 "$nominatim_port" "$work/nominatim-paths" close)"
read -r our_single our_p50 _ our_single_errors _ _ <<<"$(measure 1 "$our_port" "$work/our-paths" close)"

# 6. Agreement at the positions, and the simulated people.
say "agreement and simulated people"
step timeout 120 "$app" evaluate --db "$work/helsinki.sqlite" --scenario a --accuracy 5,20,50 --samples "$people" --seed 1 \
    --people "$work/people.jsonl" >"$work/evaluate.txt"
cat >"$work/answers.py" <<'EOF'
import concurrent.futures, http.client, json, re, sys, threading, urllib.parse
work, nominatim_port, our_port = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
local = threading.local()

def get(port, path):
    """The JSON answer to GET path, or None for an error; one keep-alive connection per thread and port."""
    connections = local.__dict__.setdefault("connections", {})
    for attempt in range(2):
        connection = connections.get(port) or http.client.HTTPConnection("127.0.0.1", port, timeout=30)
        connections[port] = connection
        try:
            connection.request("GET", path)
            response = connection.getresponse()
            body = response.read()
            return json.loads(body) if response.status == 200 else None
        except (http.client.HTTPException, OSError):
            connection.close()
            connections.pop(port, None)
    raise RuntimeError(f"port {port} does not answer {path}")

def nominatim(lat, lon):
    """Nominatim's reverse answer as our id (n123, w456, r789) and its kind, or (None, kind)."""
    answer = get(nominatim_port, f"/reverse?format=jsonv2&lat={lat:.7f}&lon={lon:.7f}&zoom=18")
    if not answer or "osm_type" not in answer:
        return None, "no answer"
    place = answer["osm_type"][0] + str(answer["osm_id"])
    if answer.get("place_rank", 0) < 26:
        kind = "area (suburb, city…)"
    elif answer.get("category") == "highway" or answer.get("place_rank", 30) < 30:
        kind = "street"
    elif answer.get("name"):
        kind = "named object (shop, café, building…)"
    else:
        kind = "address or unnamed building"
    return place, kind

def ours(lat, lon, accuracy):
    answer = get(our_port, f"/v1/currentPlace?lat={lat:.7f}&lng={lon:.7f}&accuracy={accuracy:g}&fields=id&limit=5")
    return [entry["place"]["id"] for entry in answer["placeLikelihoods"]]

def stored(place):
    return get(our_port, f"/v1/places/{urllib.parse.quote(place)}?fields=id") is not None

pool = concurrent.futures.ThreadPoolExecutor(8)

# Agreement at the benchmark's positions (accuracy 20 m for ours).
positions = [tuple(map(float, line.split())) for line in open(f"{work}/positions")]
def agreement(position):
    place, kind = nominatim(*position)
    ranked = ours(*position, 20)
    return kind, place, ranked, place is not None and stored(place)
rows = list(pool.map(agreement, positions))
kinds = {}
for kind, place, ranked, held in rows:
    counts = kinds.setdefault(kind, [0, 0, 0, 0])
    counts[0] += 1
    counts[1] += bool(place) and ranked[:1] == [place]
    counts[2] += bool(place) and place in ranked
    counts[3] += held
print(f"\nAgreement at the {len(rows)} positions (ours at accuracy 20 m): Nominatim's one answer, by its kind\n")
print("| Nominatim's answer | positions | our top-1 | in our top-5 | in our store |")
print("| --- | ---: | ---: | ---: | ---: |")
total = [sum(c[i] for c in kinds.values()) for i in range(4)]
for kind, c in sorted(kinds.items(), key=lambda item: -item[1][0]) + [("all", total)]:
    name = f"**{kind}**" if kind == "all" else kind
    print(f"| {name} | {c[0]} | {c[1]} ({c[1] / c[0]:.1%}) | {c[2]} ({c[2] / c[0]:.1%}) | {c[3]} ({c[3] / c[0]:.1%}) |")
print("\n(our answer to a precise fix lists points of interest only: an address or a street is never in it)")

# The simulated people: Nominatim's answer against the true place; ours and nearest-first from evaluate's tables.
tables, draw = {}, None
for line in open(f"{work}/evaluate.txt"):
    if heading := re.match(r"## Draw (\w+)", line):
        draw = heading.group(1)
    elif row := re.match(r"\| (\d+) m \| (engine|nearest) \| ([0-9.]+) \| ([0-9.]+) \|", line):
        tables[(draw, int(row.group(1)), row.group(2))] = (float(row.group(3)), float(row.group(4)))
people = [json.loads(line) for line in open(f"{work}/people.jsonl")]
answers = list(pool.map(lambda person: nominatim(person["lat"], person["lon"]), people))
cells = {}
for person, (answer, kind) in zip(people, answers):
    cell = cells.setdefault((person["draw"], int(person["accuracy"])), [0, 0, 0])
    cell[0] += 1
    cell[1] += answer == person["place"]
    cell[2] += kind.startswith("named object")
print(f"\nSimulated people (`evaluate --scenario a --seed 1`, {len(people) // len(cells)} per draw and accuracy): "
      "top-1 = the answer is the place the person is at\n")
print("| draw | accuracy | people | Nominatim top-1 | our engine top-1 | nearest-first top-1 | our engine top-5 "
      "| ratio ours / Nominatim | Nominatim answered a named object |")
print("| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |")
for (draw, accuracy), (count, right, named) in cells.items():
    engine, engine5 = tables[(draw, accuracy, "engine")]
    nearest, _ = tables[(draw, accuracy, "nearest")]
    share = right / count
    ratio = f"{engine / share:.1f}" if share else "—"
    print(f"| {draw} | {accuracy} m | {count} | {share:.3f} | {engine:.3f} | {nearest:.3f} | {engine5:.3f} | {ratio} "
          f"| {named / count:.3f} |")
EOF
step timeout 1800 python3 "$work/answers.py" "$work" "$nominatim_port" "$our_port" >"$work/answers.txt"

# 7. The table.
echo "$(nproc) cores (load average $(cut -d' ' -f1-3 /proc/loadavg) at the end); $sample; wrk: $duration per server and"
echo "connection count (64 connections with 2 threads, 1 with 1), over the same 500 positions"
echo "Nominatim $("$venv/bin/pip" show nominatim-db 2>/dev/null | awk '/^Version/ {print $2}') (uvicorn, 2 workers, PostgreSQL $(sql postgres 'SHOW server_version' | cut -d' ' -f1)) against current-place (SQLite, 2 threads)"
echo
printf '| measure | Nominatim | current-place | ratio Nominatim / current-place |\n'
printf '| --- | ---: | ---: | ---: |\n'
printf '| import, s (median of %d) | %.1f | %.2f | %.0f |\n' "$runs" "$nominatim_import" "$our_import" "$(bc -l <<<"$nominatim_import/$our_import")"
printf '| objects held (placex rows; our places) | %d | %d | %.2f |\n' "$nominatim_objects" "$our_objects" \
    "$(bc -l <<<"$nominatim_objects/$our_objects")"
printf '| store size, MiB | %.1f | %.1f | %.1f |\n' "$(bc -l <<<"$nominatim_bytes/1048576")" "$(bc -l <<<"$our_bytes/1048576")" \
    "$(bc -l <<<"$nominatim_bytes/$our_bytes")"
printf '| requests/s, 64 connections | %s | %s | 1/%.0f |\n' "$nominatim_rate" "$our_rate" "$(bc -l <<<"$our_rate/$nominatim_rate")"
printf '| p99 latency at 64 connections, ms | %s | %s | %.0f |\n' "$nominatim_p99" "$our_p99" "$(bc -l <<<"$nominatim_p99/$our_p99")"
printf '| server CPU per request at 64 connections, ms | %s | %s | %.0f |\n' "$nominatim_cpu" "$our_cpu" \
    "$(bc -l <<<"$nominatim_cpu/$our_cpu")"
printf "| the server's share of the machine's CPU, 64 connections | %.0f %% | %.0f %% | |\n" "$(bc -l <<<"100*$nominatim_share")" \
    "$(bc -l <<<"100*$our_share")"
printf '| requests/s, 64 connections, Nominatim as 2 uvicorn of 1 worker (32 connections each) | %s | %s | 1/%.0f |\n' \
    "$split_rate" "$our_rate" "$(bc -l <<<"$our_rate/$split_rate")"
printf '| p99 latency at 64 connections, 2 uvicorn of 1 worker, ms | %s | %s | %.0f |\n' "$split_p99" "$our_p99" \
    "$(bc -l <<<"$split_p99/$our_p99")"
printf '| server CPU per request, 2 uvicorn of 1 worker, ms | %s | %s | %.0f |\n' "$split_cpu" "$our_cpu" \
    "$(bc -l <<<"$split_cpu/$our_cpu")"
printf "| the servers' share of the machine's CPU, 2 uvicorn of 1 worker | %.0f %% | %.0f %% | |\n" "$(bc -l <<<"100*$split_share")" \
    "$(bc -l <<<"100*$our_share")"
printf '| requests/s, 1 connection (a new one per request) | %s | %s | 1/%.0f |\n' "$nominatim_single" "$our_single" \
    "$(bc -l <<<"$our_single/$nominatim_single")"
printf '| p50 latency at 1 connection, ms | %s | %s | %.0f |\n' "$nominatim_p50" "$our_p50" "$(bc -l <<<"$nominatim_p50/$our_p50")"
printf '| errors (non-2xx, socket, timeouts) | %s | %s | |\n' "$((nominatim_errors + split_errors + nominatim_single_errors))" \
    "$((our_errors + our_single_errors))"
echo
echo "uvicorn --workers 2 at 64 connections: the busiest worker did $busiest of the workers' CPU time (0.50 is even)."
echo "CPU per request: Nominatim's counts uvicorn and this run's PostgreSQL; ours the server. Ratios: Nominatim / current-place."
echo "Nominatim's largest tables: $(sql nominatim "SELECT string_agg(format('%s %s MiB', relname, round(size / 1048576.0, 1)), ', ')
    FROM (SELECT relname, pg_total_relation_size(oid) AS size FROM pg_class WHERE relkind IN ('r', 'm')
          ORDER BY 2 DESC LIMIT 5) AS largest")"
cat "$work/answers.txt"
for pid in "${pids[@]}"; do kill -0 "$pid" || { say "a server died under load"; exit 1; }; done
