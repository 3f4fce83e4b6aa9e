#!/usr/bin/env python3
"""What the list of five is worth on real check-ins: how often it names one place twice, lists a station's
platform or entrance as a place, and holds the venue the person checked in at (by name), against
nearest-first's five over the same store.

Each check-in inside the store's box whose venue has a name becomes a phone fix: the venue's position moved
as a fix of accuracy A errs (a 2-D Gaussian whose 68 % radius is A), seeded. The engine answers through
`current-place likely --batch`; nearest-first ranks the store's listed points of interest (those conflation
does not list under another) by distance from the same moved position.

Usage: benchmarks/conflation-five.py STORE.sqlite [--accuracy 20] [--samples 2000] [--seed 1] [--binary PATH]
       (the check-ins are read from ../shared/data/checkins/; run from the repository)
"""
import argparse, csv, json, math, random, re, sqlite3, subprocess, sys, unicodedata

PARTS = {"transit_stop", "subway_entrance"}


def words(text):
    text = unicodedata.normalize("NFKD", text.lower())
    return re.findall(r"\w+", "".join(c for c in text if not unicodedata.combining(c)))


def is_run(needle, haystack):
    n = len(needle)
    return n > 0 and any(haystack[i:i + n] == needle for i in range(len(haystack) - n + 1))


def same_name(a, b):
    """A venue's name and a place's: equal words, or one's words a run of the other's."""
    return bool(a) and bool(b) and (a == b or is_run(a, b) or is_run(b, a))


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("store")
    parser.add_argument("--accuracy", type=float, default=20)
    parser.add_argument("--samples", type=int, default=2000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--binary", default=".build/release/current-place")
    parser.add_argument("--data", default="../shared/data/checkins")
    parser.add_argument("--show", action="store_true", help="also print the engine's repeated names and parts")
    args = parser.parse_args()

    db = sqlite3.connect(args.store)
    box = dict(db.execute("SELECT key, value FROM meta").fetchall())["bbox"].split(",")
    west, south, east, north = map(float, box)
    listed = db.execute("""SELECT p.id, p.name, p.lat, p.lon FROM places p
                           WHERE p.category = 'poi' AND p.id NOT IN (SELECT member FROM place_links)""").fetchall()
    names = {row[0]: words(row[1]) for row in listed}

    venues = {}
    with open(f"{args.data}/nyc-venues.csv", newline="") as f:
        for row in csv.DictReader(f):
            if row.get("name"):
                venues[row["venue_id"]] = words(row["name"])
    checkins = []
    with open(f"{args.data}/nyc-checkins-113k.csv", newline="") as f:
        for row in csv.DictReader(f):
            lat, lon = float(row["latitude"]), float(row["longitude"])
            if row["venue_id"] in venues and south <= lat <= north and west <= lon <= east:
                checkins.append((lat, lon, venues[row["venue_id"]]))
    rng = random.Random(args.seed)
    sample = rng.sample(checkins, min(args.samples, len(checkins)))
    sigma = args.accuracy / math.sqrt(-2 * math.log(1 - 0.68))  # per axis, so that 68 % fall within the accuracy
    fixes = []
    for lat, lon, venue in sample:
        dy, dx = rng.gauss(0, sigma), rng.gauss(0, sigma)
        fixes.append((lat + dy / 111_320, lon + dx / (111_320 * math.cos(math.radians(lat))), venue))

    lines = "".join(json.dumps({"lat": lat, "lng": lon, "accuracy": args.accuracy, "limit": 5,
                                "fields": "id,displayName,primaryType"}) + "\n" for lat, lon, _ in fixes)
    out = subprocess.run([args.binary, "likely", "--batch", "-", "--no-history", "--db", args.store],
                         input=lines, capture_output=True, text=True, check=True).stdout.splitlines()
    assert len(out) == len(fixes), (len(out), len(fixes))

    def tally(fives):
        repeat = part = hit1 = hit5 = 0
        for five, (_, _, venue) in zip(fives, fixes):
            folded = [" ".join(words(name)) for name, _ in five]
            repeat += len(set(folded)) < len(folded)
            part += any(kind in PARTS for _, kind in five)
            matches = [same_name(venue, words(name)) for name, _ in five]
            hit1 += bool(matches[:1] and matches[0])
            hit5 += any(matches)
        n = len(fives)
        return repeat / n, part / n, hit1 / n, hit5 / n

    engine = []
    for line in out:
        answer = json.loads(line)
        engine.append([(p["place"]["displayName"]["text"], p["place"].get("primaryType", ""))
                       for p in answer.get("placeLikelihoods", [])])
    if args.show:
        from collections import Counter
        seen = Counter()
        for five in engine:
            folded = [" ".join(words(name)) for name, _ in five]
            seen.update({f"repeat: {n}" for n in folded if folded.count(n) > 1})
            seen.update({f"part: {name} ({kind})" for name, kind in five if kind in PARTS})
        for what, count in seen.most_common(15):
            print(f"{count:5}  {what}")
    kinds = dict(db.execute("SELECT id, primary_type FROM places WHERE category = 'poi'").fetchall())
    nearest = []
    for lat, lon, _ in fixes:
        scale = math.cos(math.radians(lat))
        near = sorted(listed, key=lambda r: (r[2] - lat) ** 2 + ((r[3] - lon) * scale) ** 2)[:5]
        nearest.append([(r[1], kinds[r[0]]) for r in near])
    print(f"{args.store}: {len(fixes)} check-ins of {len(checkins)} with a named venue, fixes of {args.accuracy:g} m, seed {args.seed}")
    print(f"{'':14}{'repeats a name':>16}{'lists a part':>14}{'venue top-1':>13}{'venue top-5':>13}")
    for label, fives in (("engine", engine), ("nearest-first", nearest)):
        r, p, h1, h5 = tally(fives)
        print(f"{label:14}{r:16.3f}{p:14.3f}{h1:13.3f}{h5:13.3f}")


if __name__ == "__main__":
    main()
