#!/usr/bin/env python3
"""Builds a large OSM file from a small one: COPIES copies of the input laid
out on a grid, each shifted in space and with renumbered ids, written in the
order OSM files use (all nodes, then all ways, then all relations).

usage: make-synthetic-osm.py INPUT.osm OUTPUT.osm COPIES

INPUT.osm is OSM XML as `osmium cat -f osm` writes it (one element per line).
Convert the output to PBF with `osmium cat OUTPUT.osm -o OUTPUT.osm.pbf`.
"""
import math
import re
import sys

NODE_OFFSET, WAY_OFFSET, RELATION_OFFSET = 10_000_000_000, 1_000_000_000, 100_000_000
ID = re.compile(r'^(\s*<(node|way|relation) id=")(\d+)(")')
NODE_REF = re.compile(r'(<nd ref=")(\d+)(")')
MEMBER = re.compile(r'(<member type="(node|way|relation)" ref=")(\d+)(")')
LAT = re.compile(r'lat="(-?[\d.]+)"')
LON = re.compile(r'lon="(-?[\d.]+)"')
OFFSETS = {"node": NODE_OFFSET, "way": WAY_OFFSET, "relation": RELATION_OFFSET}


def split_by_type(lines):
    """Splits the body into node, way and relation element blocks (lists of lines)."""
    blocks = {"node": [], "way": [], "relation": []}
    current = None
    for line in lines:
        match = ID.match(line)
        if match:
            current = match.group(2)
            blocks[current].append([line])
            if line.rstrip().endswith("/>"):
                current = None
        elif current is not None:
            blocks[current][-1].append(line)
            if line.strip() in ("</node>", "</way>", "</relation>"):
                current = None
    return blocks


def main():
    if len(sys.argv) != 4:
        sys.exit(__doc__)
    source, target, copies = sys.argv[1], sys.argv[2], int(sys.argv[3])
    with open(source, encoding="utf-8") as handle:
        lines = handle.readlines()
    blocks = split_by_type(lines)
    lats = [float(m.group(1)) for b in blocks["node"] for m in [LAT.search(b[0])] if m]
    lons = [float(m.group(1)) for b in blocks["node"] for m in [LON.search(b[0])] if m]
    step_lat = (max(lats) - min(lats)) * 1.2
    step_lon = (max(lons) - min(lons)) * 1.2
    columns = math.ceil(math.sqrt(copies))

    with open(target, "w", encoding="utf-8") as out:
        out.write('<?xml version="1.0" encoding="UTF-8"?>\n<osm version="0.6" generator="make-synthetic-osm">\n')
        for kind in ("node", "way", "relation"):
            for copy in range(copies):
                dlat = (copy // columns) * step_lat
                dlon = (copy % columns) * step_lon
                for block in blocks[kind]:
                    for line in block:
                        line = ID.sub(lambda m: f"{m.group(1)}{int(m.group(3)) + copy * OFFSETS[m.group(2)]}{m.group(4)}", line)
                        line = NODE_REF.sub(lambda m: f"{m.group(1)}{int(m.group(2)) + copy * NODE_OFFSET}{m.group(3)}", line)
                        line = MEMBER.sub(lambda m: f"{m.group(1)}{int(m.group(3)) + copy * OFFSETS[m.group(2)]}{m.group(4)}", line)
                        if kind == "node":
                            line = LAT.sub(lambda m: f'lat="{float(m.group(1)) + dlat:.7f}"', line)
                            line = LON.sub(lambda m: f'lon="{float(m.group(1)) + dlon:.7f}"', line)
                        out.write(line)
        out.write("</osm>\n")
    nodes = len(blocks["node"]) * copies
    print(f"wrote {target}: {copies} copies, {nodes} nodes, {len(blocks['way']) * copies} ways, "
          f"{len(blocks['relation']) * copies} relations")


if __name__ == "__main__":
    main()
