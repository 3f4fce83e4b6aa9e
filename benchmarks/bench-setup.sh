# Sourced by import-benchmark.sh and update-benchmark.sh (from the repository's top folder).
# Builds the release app unless SKIP_SETUP=1 (then `swift build -c release --product current-place`
# must have been run), makes sure /usr/bin/time is there, and sets $app and $work.
[ -n "${SKIP_SETUP:-}" ] || scripts/setup.sh release >/dev/null
command -v /usr/bin/time >/dev/null || { apt-get install -y -q time >/dev/null; }
export PATH="/opt/swift/usr/bin:$PATH"
app="$(swift build -c release --show-bin-path)/current-place"
work="data/bench"
mkdir -p "$work"

# measure COMMAND...: runs the command $runs times, each after $before (untimed, default nothing);
# prints "median_seconds peak_kib" (peak = the largest max RSS of the runs).
before="${before:-true}"
measure() {
    local times=() peak=0 line
    for _ in $(seq "$runs"); do
        eval "$before"
        /usr/bin/time -o "$work/time.txt" -f '%e %M' "$@" >/dev/null 2>&1
        line="$(tail -n 1 "$work/time.txt")"
        times+=("${line% *}")
        [ "${line#* }" -gt "$peak" ] && peak="${line#* }"
    done
    printf '%s %s\n' "$(printf '%s\n' "${times[@]}" | sort -n | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}')" "$peak"
}

# synthetic_file COPIES: the path of the COPIES-copy synthetic extract (benchmarks/make-synthetic-osm.py),
# built the first time it is asked for.
synthetic_file() {
    local file="$work/helsinki-x$1.osm.pbf"
    if [ ! -f "$file" ]; then
        echo "building $file ..." >&2
        osmium cat data/Helsinki.osm.pbf -f osm -o "$work/helsinki.osm" --overwrite
        # Streamed: the XML is 11 MB a copy (19 GB for 1,700 copies), never written to disk.
        python3 benchmarks/make-synthetic-osm.py "$work/helsinki.osm" - "$1" |
            osmium cat -F osm - -o "$file" --overwrite
        rm -f "$work/helsinki.osm"
    fi
    echo "$file"
}
