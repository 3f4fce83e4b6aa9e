#!/usr/bin/env python3
"""The history's new-place rate (VisitPrior.History.newPlaceRate), measured: a prior file is copied with each
rate and the engine is run with each copy.

Real people (the shipped prior's rate): every check-in inside STORE of ../shared/data/checkins/nyc-checkins-113k.csv,
fixes moved at 20 m, through `evaluate --checkins … --venues … --move-fixes --accuracy 20 --prior COPY`. Printed:
revisits (the place picked there before first) and the other check-ins' kind top-1, without the history, with it
as bare picks, and with picks that keep their fixes (as the apps do). The rate chosen is the smallest whose other
check-ins lose at most a point to the history, both ways.

Simulated people (`--simulated`, the uniform prior's rate, VisitPrior.History.uniformNewPlaceRate): Helsinki's
routines through `evaluate --scenario routine --accuracy 5,20,50 --samples 4000 --prior COPY` with a prior where
every place weighs 1. Printed: the ECE and the mean reciprocal rank over all visits with the history; the rate chosen
has the lowest ECE summed over the accuracies.

Usage: benchmarks/history-rate.py manhattan.sqlite [--prior Sources/PlacesEngine/Resources/visit-prior.json]
       benchmarks/history-rate.py helsinki.sqlite --simulated
       [--binary .build/release/current-place] [--data ../shared/data/checkins] [--rates 1e-4,1e-3,0.01,…]
(run from the repository; each real-people rate takes about half a minute, the simulated ones seconds)
"""
import argparse, json, os, subprocess, sys, tempfile

UNIFORM = {"areaLogFactor": 0, "brandLogFactor": 0, "hourLogFactors": {}, "kindLogRates": {}, "noneLogRate": 0,
           "openExponent": 1, "displacedShare": 0, "positionSpread": 0, "temperature": 1, "typeLogRates": {},
           "wikidataLogFactor": 0,
           "provenance": {"command": "none", "source": "none", "summary": "every place weighs 1"},
           "history": {"baseMatch": 0.1, "halfLifeDays": 60, "hourSigma": 2, "otherDayKind": 0.25}}


def cells(line):
    return [cell.strip() for cell in line.split("|")[1:-1]]


def run(command):
    env = dict(os.environ, XDG_DATA_HOME=tempfile.mkdtemp())
    result = subprocess.run(command, capture_output=True, text=True, env=env)
    if result.returncode != 0:
        sys.exit(f"history-rate: {' '.join(command)} failed: {result.stderr.strip()}")
    return result.stdout.splitlines()


def real(args, prior, rates):
    print("| rate | revisits without | with | fixes kept | other check-ins without | with | change | fixes kept | change |")
    print("| ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |")
    chosen = None
    for rate, path in rates:
        lines = run([args.binary, "evaluate", "--checkins", f"{args.data}/nyc-checkins-113k.csv", "--venues",
                     f"{args.data}/nyc-venues.csv", "--move-fixes", "--accuracy", "20", "--db", args.store, "--prior", path])
        revisits = cells(next(line for line in lines if line.startswith("| revisits")))
        others = cells(next(line for line in lines if line.startswith("| other check-ins")))
        change = (float(others[3]) - float(others[2])) * 100
        kept = (float(others[4]) - float(others[2])) * 100
        print(f"| {rate:g} | {revisits[2]} | {revisits[3]} | {revisits[4]} | {others[2]} | {others[3]} | {change:+.1f} "
              f"| {others[4]} | {kept:+.1f} |")
        if chosen is None and min(change, kept) >= -1:
            chosen = rate
    print(f"\nthe smallest rate whose other check-ins lose at most a point, both ways: {chosen}")


def simulated(args, rates):
    print("| rate | ECE 5 m | 20 m | 50 m | MRR 5 m | 20 m | 50 m |")
    print("| ---: | ---: | ---: | ---: | ---: | ---: | ---: |")
    best = None
    for rate, path in rates:
        lines = run([args.binary, "evaluate", "--db", args.store, "--scenario", "routine", "--accuracy", "5,20,50",
                     "--samples", "4000", "--seed", "1", "--prior", path])
        rows = [cells(line) for line in lines if "| all | engine + history |" in line]
        eces, mrrs = [row[7] for row in rows], [row[6] for row in rows]
        print(f"| {rate:g} | " + " | ".join(eces + mrrs) + " |")
        total = sum(float(ece) for ece in eces)
        if best is None or total < best[1]:
            best = (rate, total)
    print(f"\nthe lowest ECE summed over the accuracies: {best[0]}")


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("store")
    parser.add_argument("--prior", default="Sources/PlacesEngine/Resources/visit-prior.json")
    parser.add_argument("--simulated", action="store_true")
    parser.add_argument("--binary", default=".build/release/current-place")
    parser.add_argument("--data", default="../shared/data/checkins")
    parser.add_argument("--rates")
    args = parser.parse_args()
    default = "1e-5,1e-4,1e-3,0.01,0.1,1" if args.simulated else "1e-4,1e-3,0.01,0.02,0.03,0.05,0.1"
    values = [float(text) for text in (args.rates or default).split(",")]
    base = dict(UNIFORM) if args.simulated else json.load(open(args.prior))
    folder = tempfile.mkdtemp()
    rates = []
    for rate in values:
        prior = json.loads(json.dumps(base))
        prior["history"]["newPlaceRate"] = rate
        path = os.path.join(folder, f"prior-{rate:g}.json")
        with open(path, "w") as file:
            json.dump(prior, file)
        rates.append((rate, path))
    simulated(args, rates) if args.simulated else real(args, base, rates)


if __name__ == "__main__":
    main()
