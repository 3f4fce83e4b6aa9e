#!/usr/bin/env bash
# Sets everything up and runs every test (unit, fixtures, the Helsinki
# extract, the command line). Exits non-zero when anything fails.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh debug
export PATH="/opt/swift/usr/bin:$PATH"
log="$(mktemp)"
trap 'rm -f "$log"' EXIT
status=0
swift test 2>&1 | tee "$log" || status=$?
# One plain closing line for CI, from Swift Testing's summary.
summary="$(grep -E '^.? ?Test run with [0-9]+ tests' "$log" | tail -n 1 || true)"
total="$(sed -nE 's/.*Test run with ([0-9]+) tests.*/\1/p' <<<"$summary")"
failed="$(grep -cE '^.? ?Test .* (failed|recorded an issue)' "$log" || true)"
if [ -n "$total" ]; then
    if [ "$status" -eq 0 ]; then echo "tests: $total passed, 0 failed"; else echo "tests: failures in $failed line(s), see above"; fi
fi
exit "$status"
