#!/usr/bin/env bash
# Scale-out, measured (issue 16): requests per second on /v1/currentPlace for
# one release `current-place serve` and for two, on SQLite (two servers on the
# same file) and on PostgreSQL (one server on a primary, then one on the
# primary and one on a streaming replica made with `pg_basebackup -R`). Two
# servers get the load split across their ports by two wrk processes run in
# parallel, summed; the total is the same 64 connections and 2 wrk threads
# either way. Each configuration is also measured on /healthz the same way,
# in the same run, so every figure has a ratio to the one-SQLite-server
# answer rate and to its own servers' /healthz. 127.0.0.1 only; the clusters
# are initdb'd in a temporary folder on free ports (as the `postgres` user
# when run as root) and removed at the end.
# Usage: benchmarks/scale-out.sh [DURATION]   (seconds, e.g. 10s, the default, per measurement)
set -euo pipefail
cd "$(dirname "$0")/.."
duration="${1:-10s}"
[[ "$duration" =~ ^[0-9]+s$ ]] || { echo "usage: benchmarks/scale-out.sh [SECONDSs]  (e.g. 10s)" >&2; exit 2; }
bin=/usr/lib/postgresql/15/bin
[ -x "$bin/initdb" ] || { echo "scale-out: PostgreSQL 15 is not installed; run scripts/setup.sh" >&2; exit 1; }
command -v wrk >/dev/null || apt-get install -y -q wrk >/dev/null
export PATH="/opt/swift/usr/bin:$PATH"
swift build -c release >/dev/null
app="$(swift build -c release --show-bin-path)/current-place"

work="$(mktemp -d /tmp/current-place-scale-out.XXXXXX)"
pids=()
cleanup() {
    for pid in "${pids[@]}"; do kill "$pid" 2>/dev/null || true; done
    for pid in "${pids[@]}"; do wait "$pid" 2>/dev/null || true; done
    for cluster in replica primary; do
        [ -f "$work/$cluster/postmaster.pid" ] && as_postgres "$bin/pg_ctl" -D "$work/$cluster" -m immediate -w stop >/dev/null 2>&1
    done
    rm -rf "$work"
}
trap cleanup EXIT
as_postgres() { if [ "$(id -u)" -eq 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi; }
[ "$(id -u)" -eq 0 ] && chown postgres "$work"
free_port() { python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1])'; }

# The stores: the sample into SQLite, and into a PostgreSQL primary with a streaming replica.
"$app" import data/Helsinki.osm.pbf --db "$work/helsinki.sqlite" >/dev/null 2>&1
primary_port="$(free_port)"; replica_port="$(free_port)"
options="-k $work -c listen_addresses=127.0.0.1 -c wal_level=replica -c max_wal_senders=4"
as_postgres "$bin/initdb" -D "$work/primary" -U postgres --auth=trust -E UTF8 --locale=C >/dev/null
as_postgres "$bin/pg_ctl" -D "$work/primary" -o "-p $primary_port $options" -l "$work/primary.log" -w -t 60 start >/dev/null
as_postgres "$bin/createdb" -h 127.0.0.1 -p "$primary_port" -U postgres places
as_postgres psql -X -q -h 127.0.0.1 -p "$primary_port" -U postgres -d postgres -c "CREATE ROLE replicator WITH REPLICATION LOGIN"
as_postgres "$bin/pg_basebackup" -h 127.0.0.1 -p "$primary_port" -U replicator -D "$work/replica" -R -X stream -c fast
as_postgres "$bin/pg_ctl" -D "$work/replica" -o "-p $replica_port $options -c hot_standby=on" -l "$work/replica.log" -w -t 60 start >/dev/null
primary="postgresql://postgres@127.0.0.1:$primary_port/places"
replica="postgresql://postgres@127.0.0.1:$replica_port/places"
"$app" import data/Helsinki.osm.pbf --db "$primary" >/dev/null 2>&1
position="$(psql -X -A -t -d "postgresql://postgres@127.0.0.1:$primary_port/postgres" -c 'SELECT pg_current_wal_insert_lsn()')"
for _ in $(seq 300); do
    [ "$(psql -X -A -t -d "$replica" -c "SELECT pg_last_wal_replay_lsn() >= '$position'::pg_lsn")" = t ] && break
    sleep 0.1
done
[ "$(psql -X -A -t -d "$replica" -c "SELECT pg_last_wal_replay_lsn() >= '$position'::pg_lsn")" = t ] \
    || { echo "scale-out: the replica did not replay the import within 30 s" >&2; exit 1; }

# Four servers, two threads each, the access log off (as load-test.sh's quiet server).
# serve VARIABLE STORE: starts one in the background and sets VARIABLE to its port.
serve() {
    local port; port="$(free_port)"
    "$app" serve --db "$2" --host 127.0.0.1 --port "$port" --threads 2 --quiet --max-connections-per-client 0 >/dev/null 2>&1 &
    pids+=($!)
    for _ in $(seq 100); do curl -sf "http://127.0.0.1:$port/healthz" >/dev/null && break; sleep 0.1; done
    curl -sf "http://127.0.0.1:$port/healthz" >/dev/null || { echo "scale-out: serve --db $2 did not start" >&2; exit 1; }
    printf -v "$1" '%s' "$port"
}
serve sqlite_a "$work/helsinki.sqlite"; serve sqlite_b "$work/helsinki.sqlite"
serve pg_primary "$primary"; serve pg_replica "$replica"
# The same answer from every server before measuring.
check="/v1/currentPlace?lat=60.1684&lng=24.9420&accuracy=20"
expected="$(curl -sf "http://127.0.0.1:$sqlite_a$check")"
for port in "$sqlite_b" "$pg_primary" "$pg_replica"; do
    [ "$(curl -sf "http://127.0.0.1:$port$check")" = "$expected" ] || { echo "scale-out: port $port answers differently" >&2; exit 1; }
done

# measure PATH PORT…: req/s summed over one wrk per port (64 connections, 2 threads in all), then errors and the worst p99.
measure() {
    local path="$1"; shift
    local count=$# outputs=() files=()
    local script=(); [ "$path" = current-place ] && script=(-s benchmarks/wrk/current-place.lua)
    local url_path=""; [ "$path" = healthz ] && url_path=/healthz
    for port in "$@"; do
        local file="$work/wrk-$port-$path"
        files+=("$file")
        wrk -t$((2 / count)) -c$((64 / count)) -d"$duration" --latency "${script[@]}" "http://127.0.0.1:$port$url_path" >"$file" &
        outputs+=($!)
    done
    for pid in "${outputs[@]}"; do wait "$pid"; done
    cat "${files[@]}" | awk '
        /Requests\/sec/ {rate += $2}
        /Non-2xx/ {errors += $NF}
        /Socket errors/ {gsub(",", ""); errors += $4 + $6 + $8 + $10}
        $1 == "99%" {p = $2; ms = p + 0; if (p ~ /us$/) ms /= 1000; else if (p ~ /[^m]s$/) ms *= 1000; if (ms > worst) worst = ms}
        END {printf "%.0f %d %.2f\n", rate, errors, worst}'
}

# CPU time in clock ticks: of the four servers, and of every PostgreSQL process (both clusters' backends live
# as long as the servers' connections, so their ticks are not lost when they end).
ticks() { for pid in "$@"; do [ -r "/proc/$pid/stat" ] && awk '{print $14 + $15}' "/proc/$pid/stat"; done | awk '{s += $1} END {print s + 0}'; }
server_ticks() { ticks "${pids[@]}"; }
postgres_ticks() { ticks $(pgrep -u postgres || true); }

rows=(
    "SQLite, one server|$sqlite_a"
    "SQLite, two servers (same file)|$sqlite_a $sqlite_b"
    "PostgreSQL, one server (primary)|$pg_primary"
    "PostgreSQL, two servers (primary + replica)|$pg_primary $pg_replica"
)
results=()
for row in "${rows[@]}"; do
    read -r -a ports <<<"${row#*|}"
    servers_before="$(server_ticks)"; postgres_before="$(postgres_ticks)"
    read -r answer answer_errors answer_p99 <<<"$(measure current-place "${ports[@]}")"
    servers_cpu="$(( $(server_ticks) - servers_before ))"; postgres_cpu="$(( $(postgres_ticks) - postgres_before ))"
    read -r health health_errors _ <<<"$(measure healthz "${ports[@]}")"
    results+=("${row%%|*}|$answer|$answer_p99|$((answer_errors + health_errors))|$health|$servers_cpu|$postgres_cpu")
done
baseline="$(cut -d'|' -f2 <<<"${results[0]}")"
echo "$(nproc) cores, $duration per measurement, 64 connections in all, 2 threads per server"
# The CPU columns: shares of the machine (cores x duration) during the /v1/currentPlace measurement; wrk has the rest.
available="$(( $(nproc) * $(getconf CLK_TCK) * ${duration%s} ))"
printf '| configuration | /v1/currentPlace req/s | worst p99 ms | errors | ratio to one SQLite server | /healthz req/s | ratio to /healthz | CPU: servers | CPU: PostgreSQL |\n'
printf '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |\n'
for result in "${results[@]}"; do
    IFS='|' read -r name answer p99 errors health servers_cpu postgres_cpu <<<"$result"
    printf '| %s | %s | %s | %s | %.2f | %s | %.2f | %.0f %% | %.0f %% |\n' "$name" "$answer" "$p99" "$errors" \
        "$(bc -l <<<"$answer/$baseline")" "$health" "$(bc -l <<<"$answer/$health")" \
        "$(bc -l <<<"100*$servers_cpu/$available")" "$(bc -l <<<"100*$postgres_cpu/$available")"
done
for pid in "${pids[@]}"; do kill -0 "$pid" || { echo "scale-out: a server died under load" >&2; exit 1; }; done
