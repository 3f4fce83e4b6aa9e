# Sourced by the benchmark scripts; needs $runs and $work.
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
