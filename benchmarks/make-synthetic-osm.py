#!/usr/bin/env python3
"""Builds a large OSM file from a small one: COPIES copies of the input laid
out on a grid, each shifted in space and with renumbered ids, written in the
order OSM files use (all nodes, then all ways, then all relations).

usage: make-synthetic-osm.py INPUT.osm OUTPUT.osm COPIES

INPUT.osm is OSM XML as `osmium cat -f osm` writes it (one element per line).
Convert the output to PBF with `osmium cat OUTPUT.osm -o OUTPUT.osm.pbf`.
OUTPUT.osm "-" writes to standard output, for a pipe into
`osmium cat -F osm - -o OUTPUT.osm.pbf` (no XML file on disk: 11 MB a copy).

Each kind is turned into a template once; a copy is then the template with
its copy number prepended to every id (copy * offset + id, as the offsets are
powers of ten above every id) and its shifted coordinates, so thousands of
copies take minutes. The output is byte for byte what rewriting every line
with the regular expressions below gives.
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


def rewrite(line, kind, copy, dlat, dlon):
    """One line of one copy, rewritten with the regular expressions."""
    line = ID.sub(lambda m: f"{m.group(1)}{int(m.group(3)) + copy * OFFSETS[m.group(2)]}{m.group(4)}", line)
    line = NODE_REF.sub(lambda m: f"{m.group(1)}{int(m.group(2)) + copy * NODE_OFFSET}{m.group(3)}", line)
    line = MEMBER.sub(lambda m: f"{m.group(1)}{int(m.group(3)) + copy * OFFSETS[m.group(2)]}{m.group(4)}", line)
    if kind == "node":
        line = LAT.sub(lambda m: f'lat="{float(m.group(1)) + dlat:.7f}"', line)
        line = LON.sub(lambda m: f'lon="{float(m.group(1)) + dlon:.7f}"', line)
    return line


def make_template(blocks, kind):
    """A str.format template for copies 1 and up: ids are "{c}" followed by
    the id zero-padded to the offset's digits (copy * offset + id), and
    coordinates are positional fields, latitudes first, with their values."""
    digits = {name: len(str(offset)) - 1 for name, offset in OFFSETS.items()}
    lats, lons = [], []

    def ident(name, value):
        if int(value) >= OFFSETS[name]:
            sys.exit(f"{name} id {value} is not below its copy offset {OFFSETS[name]}")
        return "{c}" + value.zfill(digits[name])

    def coordinate(values, name, first):
        def replace(m):
            values.append(float(m.group(1)))
            return f'{name}="{{{first + len(values) - 1}}}"'
        return replace

    lines = []
    for block in blocks:
        for line in block:
            line = line.replace("{", "{{").replace("}", "}}")
            line = ID.sub(lambda m: m.group(1) + ident(m.group(2), m.group(3)) + m.group(4), line)
            line = NODE_REF.sub(lambda m: m.group(1) + ident("node", m.group(2)) + m.group(3), line)
            line = MEMBER.sub(lambda m: m.group(1) + ident(m.group(2), m.group(3)) + m.group(4), line)
            lines.append(line)
    if kind == "node":
        lines = [LAT.sub(coordinate(lats, "lat", 0), line) for line in lines]
        lines = [LON.sub(coordinate(lons, "lon", len(lats)), line) for line in lines]
    return "".join(lines), lats, lons


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

    out = sys.stdout if target == "-" else open(target, "w", encoding="utf-8")
    out.write('<?xml version="1.0" encoding="UTF-8"?>\n<osm version="0.6" generator="make-synthetic-osm">\n')
    for kind in ("node", "way", "relation"):
        template, lats, lons = make_template(blocks[kind], kind)
        for copy in range(copies):
            if copy == 0:
                out.write("".join(rewrite(line, kind, 0, 0.0, 0.0) for block in blocks[kind] for line in block))
                continue
            dlat = (copy // columns) * step_lat
            dlon = (copy % columns) * step_lon
            shifted = [f"{lat + dlat:.7f}" for lat in lats] + [f"{lon + dlon:.7f}" for lon in lons]
            out.write(template.format(*shifted, c=copy))
    out.write("</osm>\n")
    out.flush()
    if out is not sys.stdout:
        out.close()
    nodes = len(blocks["node"]) * copies
    print(f"wrote {target}: {copies} copies, {nodes} nodes, {len(blocks['way']) * copies} ways, "
          f"{len(blocks['relation']) * copies} relations", file=sys.stderr if target == "-" else sys.stdout)


if __name__ == "__main__":
    main()
