#!/usr/bin/env python3
"""The distances behind conflation's rules (PlaceConflation's constants), measured on a store.

Prints, over the store's points of interest:
  1. same folded name: how far each place's nearest namesake is (sameDistance), with the pairs from 25 to
     80 m to read by hand;
  2. stations of one type: same-named pairs (stationDistance) and differently named pairs (renamedStationDistance)
     closer than 150 m;
  3. platforms (transit_stop) and subway entrances: the distance to the nearest station, and to the nearest
     station whose name is related (partDistance, nearestPartDistance).

The store's conflation is ignored: every row is read as the importer wrote it, so the figures are those the
rules were chosen from. Usage: benchmarks/conflation-distances.py STORE.sqlite [STORE.sqlite ...]
"""
import collections, importlib.util, math, os, sqlite3, sys

STATIONS = {"train_station", "subway_station", "bus_station", "transit_station", "ferry_terminal"}
PARTS = {"transit_stop", "subway_entrance"}
BINS = [10, 20, 30, 40, 60, 100, 250, math.inf]


def _five():
    """conflation-five.py's name rules, shared rather than written twice."""
    spec = importlib.util.spec_from_file_location("conflation_five", os.path.join(os.path.dirname(__file__), "conflation-five.py"))
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


_shared = _five()
words, is_run = _shared.words, _shared.is_run


def metres(a, b):
    """Haversine distance between (lat, lon) pairs, metres."""
    la1, lo1, la2, lo2 = map(math.radians, (a[0], a[1], b[0], b[1]))
    h = math.sin((la2 - la1) / 2) ** 2 + math.cos(la1) * math.cos(la2) * math.sin((lo2 - lo1) / 2) ** 2
    return 2 * 6_371_008.8 * math.asin(min(1, math.sqrt(h)))


def histogram(values):
    counts, low = [], 0
    for high in BINS:
        counts.append((f"{low:g}–{high:g} m" if high != math.inf else f"≥ {low:g} m",
                       sum(1 for v in values if low <= v < high)))
        low = high
    return ", ".join(f"{label}: {count}" for label, count in counts)


def report(path):
    db = sqlite3.connect(f"file:{path}?mode=ro", uri=True)
    rows = db.execute("SELECT id, name, primary_type, types, lat, lon FROM places WHERE category = 'poi' AND name != ''").fetchall()
    places = [dict(id=r[0], name=r[1], words=words(r[1]), type=r[2], types=set(r[3].split()), at=(r[4], r[5]))
              for r in rows]
    print(f"\n# {path}: {len(places)} named points of interest\n")

    by_name = collections.defaultdict(list)
    for p in places:
        if p["words"] and not (p["types"] & PARTS):
            by_name[" ".join(p["words"])].append(p)
    nearest, middle = [], []
    for group in by_name.values():
        for p in group:
            others = [(metres(p["at"], q["at"]), q) for q in group if q is not p]
            if not others:
                continue
            d, q = min(others, key=lambda pair: pair[0])
            nearest.append(d)
            if 25 <= d < 80 and p["id"] < q["id"]:
                middle.append((d, p, q))
    print(f"1. places sharing their folded name with another: {len(nearest)}; nearest namesake: {histogram(nearest)}")
    for d, p, q in sorted(middle, key=lambda t: t[0]):
        print(f"   {d:5.0f} m  {p['name']!r} {p['id']} ({p['type']}) – {q['id']} ({q['type']})")

    stations = [p for p in places if p["types"] & STATIONS and not p["types"] & PARTS]
    print(f"\n2. stations: {len(stations)}; pairs of one type closer than 150 m:")
    for i, p in enumerate(stations):
        for q in stations[i + 1:]:
            shared = (p["types"] & q["types"] & STATIONS) - {"transit_station"}
            d = metres(p["at"], q["at"])
            if shared and d < 150:
                same = "same name" if p["words"] == q["words"] else "other names"
                print(f"   {d:5.0f} m  {same:11}  {p['name']!r} {p['id']} – {q['name']!r} {q['id']}  ({', '.join(sorted(shared))})")

    parts = [p for p in places if p["types"] & PARTS]
    print(f"\n3. platforms and subway entrances: {len(parts)}")
    to_nearest, to_related = [], []
    for part in parts:
        if not stations:
            break
        d, station = min(((metres(part["at"], s["at"]), s) for s in stations), key=lambda pair: pair[0])
        to_nearest.append(d)
        related = [(metres(part["at"], s["at"]), s) for s in stations
                   if is_run(s["words"], part["words"]) or is_run(part["words"], s["words"])]
        if related:
            to_related.append(min(related, key=lambda pair: pair[0])[0])
    print(f"   to the nearest station: {histogram(to_nearest)}")
    print(f"   to the nearest station of a related name ({len(to_related)} have one): {histogram(to_related)}")
    if to_related:
        print(f"   farthest related: {max(to_related):.0f} m")


def main():
    if len(sys.argv) < 2:
        print(__doc__, file=sys.stderr)
        sys.exit(2)
    for path in sys.argv[1:]:
        report(path)


if __name__ == "__main__":
    main()
