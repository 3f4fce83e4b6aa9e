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
