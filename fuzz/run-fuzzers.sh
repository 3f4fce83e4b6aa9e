#!/usr/bin/env bash
# Builds the fuzzers with libFuzzer and AddressSanitizer (LeakSanitizer
# included) and runs each for SECONDS (default 60):
#   osm     the OSM reading shim (COsmium, libosmium) on mutated PBF, XML and OPL;
#   parsers opening_hours, NMEA, gpsd JSON, query parameters and times, the
#           searchNearby and currentPlace bodies, history entries and plus
#           codes (Swift, -sanitize=fuzzer,address);
#   server  the whole request path in-process: method, path, query, headers
#           and body through the real PlaceServer over the sample store
#           (fuzz/ServerFuzzer.swift), run twice: server-api on the JSON routes,
#           pages and files, server-maps on tiles and static maps.
# Crashers are written to fuzz/crashes/. The seeds in fuzz/corpus/ are copied
# to a temporary folder, where the corpora grow for this run only. Runs longer
# than a minute also read fuzz/corpus/server-campaign, the server campaign's
# merged corpus (RELIABILITY.md): a first pass over its 1,150 deep inputs takes
# most of a 10 s run, so CI's short runs start from the hand-made seeds.
# Usage: fuzz/run-fuzzers.sh [SECONDS] [osm|parsers|server …]   (all three unless named)
set -euo pipefail
cd "$(dirname "$0")/.."
seconds="${1:-60}"
[[ "$seconds" =~ ^[0-9]+$ ]] || { echo "usage: fuzz/run-fuzzers.sh [SECONDS] [osm|parsers|server …]" >&2; exit 2; }
shift $(( $# > 0 ? 1 : 0 ))
wanted=("${@:-osm parsers server}")
wanted=(${wanted[*]})
for name in "${wanted[@]}"; do
    [[ "$name" =~ ^(osm|parsers|server)$ ]] || { echo "fuzz: no fuzzer named $name (osm, parsers, server)" >&2; exit 2; }
done
wants() { [[ " ${wanted[*]} " == *" $1 "* ]]; }
if ! command -v clang++ >/dev/null || ! ls /usr/lib/llvm-*/lib/clang/*/lib/linux/libclang_rt.fuzzer-x86_64.a >/dev/null 2>&1; then
    export DEBIAN_FRONTEND=noninteractive
    apt-get install -y -q --no-install-recommends clang libclang-rt-14-dev >/dev/null
fi
export PATH="/opt/swift/usr/bin:$PATH"
# A trap goes to libFuzzer as a crash, not through Swift's own backtracer (which trips ASan).
export SWIFT_BACKTRACE=enable=no
# FUZZ_KEEP=1 keeps the built fuzzers and the grown corpora (the folder is printed) for a longer look.
work="$(mktemp -d)"
if [ -n "${FUZZ_KEEP:-}" ]; then trap 'echo "fuzz: kept $work"' EXIT; else trap 'rm -rf "$work"' EXIT; fi
mkdir -p fuzz/crashes "$work/corpus"
cp -r fuzz/corpus/osm fuzz/corpus/parsers fuzz/corpus/server fuzz/corpus/server-campaign "$work/corpus/"
# The corpora a run also reads (new inputs go to its first folder).
more_corpora=()

if wants osm; then
    echo "fuzz: building the OSM shim fuzzer"
    clang++ -std=c++17 -g -O1 -fsanitize=fuzzer,address -I Sources/COsmium/include \
        Sources/COsmium/reader.cpp fuzz/osm_read_fuzzer.cpp -lz -ldeflate -lbz2 -lexpat -lpthread -o "$work/osm_fuzz" 2>&1 \
        | { grep -v 'Cannot export local symbol' || true; }
fi

if wants parsers; then
    echo "fuzz: building the parser fuzzer"
    # One module from the parsers' sources: the layer imports are dropped, the files are compiled together.
    mkdir -p "$work/src"
    for file in Sources/Geo/*.swift $(find Sources/Places -name '*.swift') \
                Sources/Location/*.swift \
                Sources/PlacesEngine/Types/CurrentPlaceRequest.swift Sources/PlacesEngine/Types/NearbySearch.swift \
                Sources/PlacesEngine/Types/PlaceVisit.swift Sources/PlacesEngine/Types/VisitHistory.swift \
                Sources/PlacesAPI/CurrentPlaceQuery.swift Sources/PlacesAPI/NearbySearchBody.swift Sources/PlacesAPI/FieldMask.swift \
                Sources/PlacesAPI/JSONValue.swift Sources/PlacesAPI/JSONDuplicateKey.swift Sources/PlacesAPI/VisitHistoryJSON.swift \
                Tests/TestSupport/PlusCode+Decoding.swift; do
        sed -E '/^import (Geo|Places|PlaceStore|PlacesEngine|PlacesAPI)$/d' "$file" > "$work/src/$(echo "$file" | tr '/' '_')"
    done
    # (gold warns about every ASan helper symbol when linking Swift; those lines are dropped.)
    swiftc -swift-version 6 -parse-as-library -module-name ParserFuzz -package-name current_place -g -O -sanitize=fuzzer,address \
        "$work"/src/*.swift fuzz/ParserFuzzer.swift -o "$work/parser_fuzz" 2>&1 | { grep -v 'Cannot export local symbol' || true; }
fi

if wants server; then
    echo "fuzz: building the server fuzzer"
    # SwiftPM builds the Server target and the layers under it with coverage and
    # ASan into its own build folder; the harness is linked against their objects.
    build="$(pwd)/.build/fuzz"
    swift build --build-path "$build" --target Server -Xswiftc -O -Xswiftc -sanitize=fuzzer,address \
        -Xcc -fsanitize=fuzzer-no-link,address 2>&1 | tail -n 1
    # The objects of the sources each target has now (SwiftPM's output file map), not every
    # .o in the folder: a renamed file leaves its old object behind.
    objects=("$build"/debug/CMicroHTTPD.build/*.o)
    for target in Geo Places Crowd InstalledResources FileReplacement PlaceStore MapRender PlacesEngine PlacesAPI Translations Server; do
        while IFS= read -r object; do objects+=("$object"); done < <(python3 -c '
import json, sys
files = json.load(open(sys.argv[1]))
print("\n".join(entry["object"] for source, entry in files.items() if source and "object" in entry))
' "$build/debug/$target.build/output-file-map.json")
    done
    cairo_flags=()
    for dir in /usr/include/cairo /usr/include/pango-1.0 /usr/include/glib-2.0 /usr/lib/"$(uname -m)"-linux-gnu/glib-2.0/include \
               /usr/include/harfbuzz /usr/include/freetype2 /usr/include/libpng16 /usr/include/pixman-1 /usr/include/fribidi; do
        cairo_flags+=(-Xcc "-I$dir")
    done
    swiftc -swift-version 6 -parse-as-library -g -O -sanitize=fuzzer,address fuzz/ServerFuzzer.swift \
        -I "$build/debug/Modules" -I Sources/CSQLite -I Sources/CLibPQ -I Sources/CCairo -I Sources/CPNG \
        -Xcc -fmodule-map-file="$build/debug/CMicroHTTPD.build/module.modulemap" -Xcc -ISources/CMicroHTTPD/include \
        "${cairo_flags[@]}" "${objects[@]}" -lmicrohttpd -o "$work/server_fuzz" 2>&1 | { grep -v 'Cannot export local symbol' || true; }
    echo "fuzz: importing the sample for the server fuzzer"
    [ -x .build/debug/current-place ] || swift build --product current-place 2>&1 | tail -n 1
    .build/debug/current-place import data/Helsinki.osm.pbf --db "$work/helsinki.sqlite" >/dev/null
    export CURRENT_PLACE_FUZZ_STORE="$work/helsinki.sqlite"
    export CURRENT_PLACE_FUZZ_CROWD="$work/crowd.sqlite"
    # The font stack's process-wide caches are not leaks of ours.
    export LSAN_OPTIONS="suppressions=$(pwd)/fuzz/lsan.supp:print_suppressions=0"
fi

run() {  # NAME BINARY CORPUS [LIBFUZZER OPTIONS…]
    echo "fuzz: $1 for ${seconds} s"
    "$2" -max_total_time="$seconds" -timeout=10 -rss_limit_mb=4096 -max_len=65536 \
        -artifact_prefix=fuzz/crashes/"$1"- -print_final_stats=1 "${@:4}" "$3" "${more_corpora[@]}" 2>"$work/$1.log" || {
        tail -n 40 "$work/$1.log"
        echo "fuzz: $1 FOUND A PROBLEM (see fuzz/crashes/)"
        return 1
    }
    grep -E '^stat::(number_of_executed_units|average_exec_per_sec|new_units_added|peak_rss_mb)' "$work/$1.log" | sed "s/^/fuzz: $1 /"
}
status=0
! wants osm || run osm "$work/osm_fuzz" "$work/corpus/osm" || status=1
! wants parsers || run parsers "$work/parser_fuzz" "$work/corpus/parsers" || status=1
if wants server; then
    # Two runs of the one harness: the JSON routes, then the drawn ones (each input a PNG drawn and encoded).
    cp -r "$work/corpus/server" "$work/corpus/server-maps"
    [ "$seconds" -le 60 ] || more_corpora=("$work/corpus/server-campaign")
    CURRENT_PLACE_FUZZ_ROUTES=api run server-api "$work/server_fuzz" "$work/corpus/server" -max_len=4096 || status=1
    CURRENT_PLACE_FUZZ_ROUTES=maps run server-maps "$work/server_fuzz" "$work/corpus/server-maps" -max_len=4096 || status=1
fi
exit "$status"
