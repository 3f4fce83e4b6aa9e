#!/usr/bin/env bash
# Sets everything up and runs every test: the Swift suites (unit, fixtures,
# the Helsinki extract, the command line, a real HTTP server, a real gpsd)
# and the browser tests of the web app (headless Chromium against the real
# server). Exits non-zero when anything fails.
set -euo pipefail
cd "$(dirname "$0")/.."
# Zero warnings, enforced: every Swift warning fails the build (the same flags for the
# setup's build and for swift test, so the tree is built once).
export SWIFT_BUILD_FLAGS="-Xswiftc -warnings-as-errors"
scripts/setup.sh debug
export PATH="/opt/swift/usr/bin:$PATH"
log="$(mktemp)"
trap 'rm -f "$log"' EXIT

# A deadline, so that a hung test fails the run with a message instead of stalling CI
# (a whole run takes about 6 minutes here).
swift_status=0
timeout --kill-after=30s 40m swift test $SWIFT_BUILD_FLAGS 2>&1 | tee "$log" || swift_status=$?
[ "$swift_status" -eq 124 ] && echo "swift test did not finish within 40 minutes: a test hung (see the last \"started\" lines above)"
swift_total="$(sed -nE 's/.*Test run with ([0-9]+) tests.*/\1/p' "$log" | tail -n 1)"

browser_status=0
CURRENT_PLACE_BIN="$(swift build --show-bin-path)/current-place" CURRENT_PLACE_GTK_BIN="$(swift build --show-bin-path)/current-place-gtk" \
    bash scripts/browser-tests.sh 2>&1 | tee "$log" || browser_status=$?
browser_passed="$(sed -nE 's/^([0-9]+) passed.*/\1/p' "$log" | awk '{s += $1} END {print s + 0}')"
browser_failed="$(sed -nE 's/^([0-9]+) failed.*/\1/p; s/.*, ([0-9]+) failed.*/\1/p' "$log" | awk '{s += $1} END {print s + 0}')"

# The Debian packages: built, installed, used and removed (Tests/packaging).
package_status=0
bash scripts/package-tests.sh 2>&1 | tee "$log" || package_status=$?
package_passed="$(sed -nE 's/^([0-9]+) passed.*/\1/p' "$log" | awk '{s += $1} END {print s + 0}')"
package_failed="$(sed -nE 's/^([0-9]+) failed.*/\1/p; s/.*, ([0-9]+) failed.*/\1/p' "$log" | awk '{s += $1} END {print s + 0}')"

# The fast part of the fuzzing: each fuzzer for 10 s (longer runs: fuzz/run-fuzzers.sh SECONDS).
fuzz_status=0
bash fuzz/run-fuzzers.sh 10 || fuzz_status=$?

# One plain closing line for CI over both runners.
passed=$(( ${swift_total:-0} * (swift_status == 0) + ${browser_passed:-0} + ${package_passed:-0} ))
failed=$(( (swift_status != 0) + ${browser_failed:-0} + (browser_status != 0 && ${browser_failed:-0} == 0) \
    + ${package_failed:-0} + (package_status != 0 && ${package_failed:-0} == 0) + (fuzz_status != 0) ))
echo "tests: $passed passed, $failed failed"
[ "$swift_status" -eq 0 ] && [ "$browser_status" -eq 0 ] && [ "$package_status" -eq 0 ] && [ "$fuzz_status" -eq 0 ]
