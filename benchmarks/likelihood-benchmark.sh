#!/usr/bin/env bash
# Likelihood engine: evaluation tables on Helsinki, and in-process query
# latency on Helsinki and on synthetic stores of 1k, 10k, 100k and 1M places
# (copies of Helsinki side by side, see current-place-bench synthesize).
# Release build. Usage: benchmarks/likelihood-benchmark.sh [SAMPLES] [QUERIES]
set -euo pipefail
cd "$(dirname "$0")/.."
samples="${1:-2000}"
queries="${2:-2000}"
scripts/setup.sh release >/dev/null
export PATH="/opt/swift/usr/bin:$PATH"
bin="$(swift build -c release --show-bin-path)"
work=data/bench
mkdir -p "$work"
"$bin/current-place" import data/Helsinki.osm.pbf --db data/helsinki.sqlite >/dev/null

echo "## Evaluation (current-place evaluate --samples $samples --seed 1)"
"$bin/current-place" evaluate --db data/helsinki.sqlite --samples "$samples" --seed 1

echo
echo "## Latency (current-place-bench latency --queries $queries)"
for accuracy in 5 20 50; do
    "$bin/current-place-bench" latency --db data/helsinki.sqlite --queries "$queries" --accuracy "$accuracy"
done
for places in 1000 10000 100000 1000000; do
    store="$work/synthetic-$places.sqlite"
    [ -f "$store" ] || "$bin/current-place-bench" synthesize --from data/helsinki.sqlite --places "$places" --out "$store" >/dev/null
    "$bin/current-place-bench" latency --db "$store" --queries "$queries" --accuracy 20
done
