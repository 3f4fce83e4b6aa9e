#!/usr/bin/env python3
"""Issue 38's bars on every held-out district at once: the answers of the district fits, pooled.

Each `evaluate --checkins … --venues … --move-fixes --district K/N --fit-prior prior-dK.json --answers dK.jsonl`
fits on all districts but K and writes what the engine and nearest-first answered for K's check-ins. Pooled over
K = 1…N, every check-in at a venue in the map is judged by a model that never saw its district (leave-one-district-
out cross-validation), so the bars can be read on four times the venues of one district.

Printed, for each accuracy, without and with the time:
- venue top-1 and top-5, engine against nearest-first, with 95 % intervals from resampling the venues (check-ins
  at one venue share their fix's surroundings and are right or wrong together, so the venue is the unit drawn);
- the same without the venue with the most check-ins (Penn Station in Midtown: 18 % of them, at one place);
- the same with each venue weighing once (its check-ins' mean);
- with a time against without, paired check-in by check-in;
and the issue's bars beside them.

Usage: benchmarks/held-out-pooled.py d1.jsonl d2.jsonl d3.jsonl d4.jsonl [--venues nyc-venues.csv]
       [--draws 1000] [--seed 1]
(--venues names the largest venue; about 15 seconds)
"""
import argparse
import collections
import csv
import json
import random
import sys

# Issue 38's bars, in points over nearest-first: (accuracy, with a time) -> (top-1, top-5). At 20 m the issue sets
# them without naming the time; they are read here in both cells.
BARS = {(20, False): (15, 8), (20, True): (15, 8), (50, True): (12, 10)}


def fail(message):
    """Bad input: a message and exit status 2, as the project's commands do."""
    print(f"held-out-pooled: {message}", file=sys.stderr)
    sys.exit(2)


def read(paths):
    """(accuracy, with a time) -> [(venue, line, engine top-1, nearest top-1, engine top-5, nearest top-5)]."""
    cells = collections.defaultdict(list)
    seen = set()
    for path in paths:
        try:
            with open(path, encoding="utf-8") as file:
                for number, text in enumerate(file, 1):
                    try:
                        answer = json.loads(text)
                        places = set(answer.get("places") or [])
                        if not places:
                            continue  # a venue the map lacks: no place to find, for either
                        engine = [entry["id"] for entry in answer["engine"]]
                        nearest = answer["nearest"]
                        cell = (int(answer["accuracy"]), "time" in answer)
                        if (answer["line"], cell) in seen:
                            fail(f"{path}:{number}: check-in line {answer['line']} answered twice in one cell "
                                 "(a file given twice, or districts that overlap)")
                        seen.add((answer["line"], cell))
                        cells[cell].append((
                            answer["venue"], answer["line"],
                            bool(engine[:1]) and engine[0] in places, bool(nearest[:1]) and nearest[0] in places,
                            any(i in places for i in engine[:5]), any(i in places for i in nearest[:5])))
                    except (ValueError, KeyError, TypeError, AttributeError) as error:
                        fail(f"{path}:{number}: not an answer line ({error})")
        except OSError as error:
            fail(f"{path}: {error.strerror}")
    if not cells:
        fail("no answers at venues in the map")
    return cells


def venue_name(path, venue):
    """The venue's name in the venues file (`venue_id,name,…`), or its id without one."""
    if path is None:
        return venue
    try:
        with open(path, encoding="utf-8", newline="") as file:
            return next((row["name"] for row in csv.DictReader(file) if row.get("venue_id") == venue), venue)
    except (OSError, csv.Error, UnicodeDecodeError) as error:
        fail(f"{path}: {error}")


def groups(rows):
    """`rows` by venue, in the venues' order."""
    by_venue = collections.defaultdict(list)
    for row in rows:
        by_venue[row[0]].append(row)
    return [by_venue[venue] for venue in sorted(by_venue)]


def interval(rows, statistic, draws, seed):
    """`statistic` of the venues' groups of `rows`, and its 95 % interval with the venues resampled (a venue drawn
    twice counts twice)."""
    venues = groups(rows)
    generator = random.Random(seed)
    samples = sorted(statistic(generator.choices(venues, k=len(venues))) for _ in range(draws))
    return statistic(venues), samples[int(0.025 * draws)], samples[int(0.975 * draws) - 1]


def share(venues, index):
    """The share right by column `index` of the venues' check-ins, each check-in weighing once."""
    return sum(row[index] for venue in venues for row in venue) / sum(len(venue) for venue in venues)


def venue_share(venues, index):
    """The share right by column `index`, each venue weighing once (its check-ins' mean)."""
    return sum(share([venue], index) for venue in venues) / len(venues)


def table(title, cells, keep, mean, args):
    print(f"\n{title}\n")
    print("| accuracy | time | venues | check-ins | nearest top-1 | engine top-1 | Δ top-1 (95 %) | bar | "
          "nearest top-5 | engine top-5 | Δ top-5 (95 %) | bar |")
    print("| ---: | --- | ---: | ---: | ---: | ---: | --- | ---: | ---: | ---: | --- | ---: |")
    for (accuracy, timed), rows in sorted(cells.items()):
        rows = [row for row in rows if keep(row)]
        venues = groups(rows)
        one = interval(rows, lambda r: 100 * (mean(r, 2) - mean(r, 3)), args.draws, args.seed)
        five = interval(rows, lambda r: 100 * (mean(r, 4) - mean(r, 5)), args.draws, args.seed)
        bar = BARS.get((accuracy, timed))
        def verdict(value, index):
            return "" if bar is None else f"+{bar[index]} {'met' if value >= bar[index] else 'not met'}"
        print(f"| {accuracy} m | {'given' if timed else 'none'} | {len(venues)} | {len(rows)} "
              f"| {mean(venues, 3):.3f} | {mean(venues, 2):.3f} | {one[0]:+.1f} ({one[1]:+.1f} to {one[2]:+.1f}) "
              f"| {verdict(one[0], 0)} | {mean(venues, 5):.3f} | {mean(venues, 4):.3f} "
              f"| {five[0]:+.1f} ({five[1]:+.1f} to {five[2]:+.1f}) | {verdict(five[0], 1)} |")


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("answers", nargs="+", help="the --answers files of the district fits")
    parser.add_argument("--venues", help="the venues file, to name the largest venue")
    parser.add_argument("--draws", type=int, default=1000)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    if not 40 <= args.draws <= 100_000:
        parser.error("--draws must be from 40 to 100000")
    cells = read(args.answers)

    everyone = lambda row: True
    table("Every check-in at a venue in the map:", cells, everyone, share, args)
    largest = collections.Counter(row[0] for rows in cells.values() for row in rows).most_common(1)[0][0]
    table(f"Without the venue with the most check-ins ({venue_name(args.venues, largest)}):", cells,
          lambda row: row[0] != largest, share, args)
    table("Each venue weighing once:", cells, everyone, venue_share, args)

    print("\nWith a time against without, check-in by check-in (bar: at least 0):\n")
    print("| accuracy | top-1 (95 %) | top-5 (95 %) |")
    print("| ---: | --- | --- |")
    for accuracy in sorted({accuracy for accuracy, _ in cells}):
        # Rows of the same shape as an answer's, holding with-a-time minus without for top-1 and top-5.
        without = {row[1]: row for row in cells.get((accuracy, False), [])}
        pairs = [(timed[0], timed[1], timed[2] - without[timed[1]][2], 0, timed[4] - without[timed[1]][4], 0)
                 for timed in cells.get((accuracy, True), []) if timed[1] in without]
        if not pairs:
            continue
        one = interval(pairs, lambda venues: 100 * share(venues, 2), args.draws, args.seed)
        five = interval(pairs, lambda venues: 100 * share(venues, 4), args.draws, args.seed)
        print(f"| {accuracy} m | {one[0]:+.1f} ({one[1]:+.1f} to {one[2]:+.1f}) | {five[0]:+.1f} ({five[1]:+.1f} to {five[2]:+.1f}) |")


if __name__ == "__main__":
    main()
