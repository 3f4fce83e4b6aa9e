#!/usr/bin/env bash
# The growth guard (issue 39): a cold process answers the same fixes on the
# sample (2,134 places) and on 300 copies of it side by side (640,200 places,
# whose first copy is the sample), taking turns; the time per fix on the big
# store must stay within 1.5x the sample's. Also prints the cold p99 on the
# 1 M-place synthetic store (the goal: 1 ms). Release build; exit 1 when the
# median ratio is over 1.5.
# Usage: benchmarks/growth-guard.sh [ROUNDS] [FIXES]   (default 3 rounds of 3000 fixes at 20 m)
set -euo pipefail
cd "$(dirname "$0")/.."
rounds="${1:-3}"; fixes="${2:-3000}"
[[ "$rounds" =~ ^[1-9][0-9]*$ && "$fixes" =~ ^[1-9][0-9]*$ ]] || { echo "usage: benchmarks/growth-guard.sh [ROUNDS] [FIXES]" >&2; exit 2; }
export PATH="/opt/swift/usr/bin:$PATH"
swift build -c release >/dev/null
bin="$(swift build -c release --show-bin-path)"
work=data/bench
mkdir -p "$work"
sample="$work/helsinki.sqlite"; big="$work/helsinki-x300.sqlite"
"$bin/current-place" import data/Helsinki.osm.pbf --db "$sample" >/dev/null 2>&1
if [ ! -f "$big" ]; then
    if [ ! -f "$work/helsinki-x300.osm.pbf" ]; then
        osmium cat data/Helsinki.osm.pbf -f osm -o "$work/helsinki.osm" --overwrite
        python3 benchmarks/make-synthetic-osm.py "$work/helsinki.osm" - 300 | osmium cat -F osm - -o "$work/helsinki-x300.osm.pbf"
    fi
    "$bin/current-place" import "$work/helsinki-x300.osm.pbf" --db "$big" >/dev/null 2>&1
fi
# mean µs of the cold pass of one fresh process
cold_mean() { "$bin/current-place-bench" latency --db "$1" --fixes-from "$sample" --queries "$fixes" --accuracy 20 \
                  | awk '/ cold / {for (i = 1; i <= NF; i++) if ($i == "mean") print $(i + 1)}'; }
echo "$(nproc) cores; $fixes fixes at 20 m drawn around the sample's places, a fresh process per pass"
printf '| round | sample µs/fix | 300 copies µs/fix | ratio |\n| ---: | ---: | ---: | ---: |\n'
ratios=()
for round in $(seq "$rounds"); do
    if (( round % 2 )); then small_t="$(cold_mean "$sample")"; big_t="$(cold_mean "$big")"
    else big_t="$(cold_mean "$big")"; small_t="$(cold_mean "$sample")"; fi
    ratio="$(bc -l <<<"$big_t / $small_t")"
    ratios+=("$ratio")
    printf '| %d | %s | %s | %.2f |\n' "$round" "$small_t" "$big_t" "$ratio"
done
median="$(printf '%s\n' "${ratios[@]}" | sort -g | awk '{a[NR] = $1} END {print a[int((NR + 1) / 2)]}')"
printf 'median ratio %.2f (the guard: at most 1.50)\n' "$median"
million="$work/synthetic-1000000.sqlite"
[ -f "$million" ] || "$bin/current-place-bench" synthesize --from "$sample" --places 1000000 --out "$million" >/dev/null
"$bin/current-place-bench" latency --db "$million" --queries 2000 --accuracy 20 | sed 's/^/1 M places: /'
awk -v m="$median" 'BEGIN {exit !(m <= 1.5)}' || { echo "growth guard: the 300-copy store costs more than 1.5x the sample per fix" >&2; exit 1; }
