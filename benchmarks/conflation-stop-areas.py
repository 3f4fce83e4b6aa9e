#!/usr/bin/env python3
"""Conflation's parts against OpenStreetMap's stop areas, which the rules do not read.

A `public_transport=stop_area` relation is a mapper's statement of which platforms, entrances and stations
make one stop. For every such relation of EXTRACT, its members that are points of interest in STORE (an
import of EXTRACT) are looked up in the store's conflation tables:
  - "one entry": every member resolves (through place_links) to the same place;
  - a part (a platform or entrance listed under a station) "agrees" when its station is one of the
    stations the stop area holds, or the stop area holds none;
  - the parts that disagree are listed, to read by hand.

Usage: benchmarks/conflation-stop-areas.py EXTRACT.osm.pbf STORE.sqlite   (needs osmium-tool)
"""
import collections, os, re, sqlite3, subprocess, sys, tempfile

STATIONS = {"train_station", "subway_station", "bus_station", "transit_station", "ferry_terminal"}


def stop_areas(extract):
    """(name, [member id as the store writes it: n1, w2, r3]) of every stop area, by osmium."""
    with tempfile.TemporaryDirectory() as scratch:
        opl = os.path.join(scratch, "stop-areas.opl")
        subprocess.run(["osmium", "tags-filter", "--omit-referenced", extract, "r/public_transport=stop_area",
                        "-f", "opl", "-o", opl], check=True)
        areas = []
        for line in open(opl, encoding="utf-8"):
            if not line.startswith("r"):
                continue
            fields = {field[0]: field[1:] for field in line.rstrip("\n").split(" ") if field}
            name = re.search(r"(?:^|,)name=([^,]*)", fields.get("T", ""))
            name = re.sub(r"%([0-9a-f]+)%", lambda m: chr(int(m.group(1), 16)), name.group(1)) if name else ""
            members = [member.split("@")[0] for member in fields.get("M", "").split(",") if member]
            areas.append((name, members))
        return areas


def main():
    if len(sys.argv) != 3:
        sys.exit(__doc__)
    extract, store = sys.argv[1:]
    db = sqlite3.connect(store)
    links = {member: (place, role) for member, place, role in db.execute("SELECT member, place, role FROM place_links")}
    places = {pid: (name, kind) for pid, name, kind in db.execute(
        "SELECT id, name, primary_type FROM places WHERE category = 'poi'")}

    def resolve(pid):
        return links[pid][0] if pid in links else pid

    counts = collections.Counter()
    disagreeing = []
    for name, members in stop_areas(extract):
        pois = [m for m in members if m in places]
        entries = {resolve(m) for m in pois}
        counts["stop areas"] += 1
        counts["no member in the store" if not entries else "one entry" if len(entries) == 1 else "several entries"] += 1
        stations = {resolve(m) for m in pois
                    if places[m][1] in STATIONS and links.get(m, (None, 1))[1] == 1}
        for member in pois:
            if links.get(member, (None, 0))[1] != 2:
                continue
            counts["parts"] += 1
            if not stations or links[member][0] in stations:
                counts["parts that agree"] += 1
            else:
                station = links[member][0]
                disagreeing.append((name, member, places[member][0], station, places.get(station, ("?",))[0],
                                    sorted(places.get(s, ("?",))[0] for s in stations)))
    for key in ["stop areas", "no member in the store", "one entry", "several entries", "parts", "parts that agree"]:
        print(f"{key:>24}: {counts[key]}")
    print(f"{'parts that disagree':>24}: {len(disagreeing)}")
    for area, member, part, station, station_name, named in disagreeing:
        print(f"  {area}: {member} {part!r} is a part of {station} {station_name!r}; the stop area's stations: {named}")


if __name__ == "__main__":
    main()
