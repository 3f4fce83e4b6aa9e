#!/usr/bin/env python3
"""Makes the edits of a synthetic "day" of OpenStreetMap for an OSM file: as
many changes as FRACTION of its objects (0.001 by default, about what a day's
diff is to a country extract), mixed like real diffs: nodes moved by up to a
few metres (mostly geometry edits), names and tags edited, tagged nodes
deleted and new cafes created, ways retagged.

usage: make-day-diff.py INPUT.opl EDITS.opl [FRACTION] [SEED]

INPUT.opl is `osmium cat FILE -f opl`. Apply the edits with
`osmium apply-changes FILE EDITS.opl -o NEW.osm.pbf`, then make the change
file with `osmium derive-changes FILE NEW.osm.pbf -o DAY.osc.gz`.
"""
import random
import sys

source, target = sys.argv[1], sys.argv[2]
fraction = float(sys.argv[3]) if len(sys.argv) > 3 else 0.001
rng = random.Random(int(sys.argv[4]) if len(sys.argv) > 4 else 1)

nodes, tagged_nodes, ways = [], [], []
referenced = set()
max_node = 0
with open(source, encoding="utf-8") as lines:
    for line in lines:
        fields = line.rstrip("\n").split(" ")
        kind = fields[0][0]
        if kind == "n":
            max_node = max(max_node, int(fields[0][1:]))
            if fields[7] == "T":
                nodes.append(fields)
            else:
                tagged_nodes.append(fields)
        elif kind == "w":
            ways.append(fields)
            refs = next(f for f in fields if f.startswith("N"))[1:]
            referenced.update(refs.split(",") if refs else [])

total = len(nodes) + len(tagged_nodes) + len(ways)
changes = max(10, int(total * fraction))
lone_tagged = [f for f in tagged_nodes if f[0] not in referenced]
named_ways = [f for f in ways if "name=" in f[7]]
edits = {}


def bumped(fields):
    fields = list(fields)
    fields[1] = "v%d" % (int(fields[1][1:]) + 1)
    fields[4] = "t2026-11-30T12:00:00Z"
    return fields


for _ in range(int(changes * 0.6)):
    fields = bumped(rng.choice(nodes + tagged_nodes))
    for index, prefix in ((-2, "x"), (-1, "y")):
        fields[index] = prefix + "%.7f" % (float(fields[index][1:]) + rng.uniform(-0.00005, 0.00005))
    edits[fields[0]] = fields
for _ in range(int(changes * 0.15)):
    fields = bumped(rng.choice(lone_tagged))
    fields[7] = fields[7] + (",note=edited" if fields[7] != "T" else "note=edited")
    edits[fields[0]] = fields
for _ in range(int(changes * 0.1)):
    fields = bumped(rng.choice(lone_tagged))
    fields[2] = "dD"
    edits[fields[0]] = fields
for index in range(int(changes * 0.1)):
    anchor = rng.choice(nodes)
    new_id = "n%d" % (max_node + 1 + index)
    edits[new_id] = [new_id, "v1", "dV", "c0", "t2026-11-30T12:00:00Z", "i0", "u",
                     "Tamenity=cafe,name=New%20%cafe%20%" + str(index), anchor[-2], anchor[-1]]
for _ in range(int(changes * 0.05)):
    fields = bumped(rng.choice(named_ways))
    fields[7] = fields[7] + ",note=edited"
    edits[fields[0]] = fields

order = {"n": 0, "w": 1, "r": 2}
with open(target, "w", encoding="utf-8") as out:
    for key in sorted(edits, key=lambda k: (order[k[0]], int(k[1:]))):
        out.write(" ".join(edits[key]) + "\n")
print("%d edits for %d objects" % (len(edits), total), file=sys.stderr)
