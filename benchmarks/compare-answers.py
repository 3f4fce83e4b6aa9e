#!/usr/bin/env python3
"""Byte-identity check between two builds of `current-place serve`.

Starts both binaries on the same store (127.0.0.1, quiet), sends the same
varied requests to each — /v1/currentPlace with and without time=, explain=1,
fields=, lang=, limit=, Accept-Language, approximate fixes, bad parameters —
then /v1/places/{id} for the places seen, and compares status, Content-Type
and body byte for byte. Exits 1 on the first difference (printed), 0 when
every answer is the same.

Usage: benchmarks/compare-answers.py OLD_BINARY NEW_BINARY STORE [COUNT] [SEED]
"""
import json
import random
import socket
import subprocess
import sys
import time
import urllib.error
import urllib.parse
import urllib.request


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def start(binary, store):
    port = free_port()
    process = subprocess.Popen([binary, "serve", "--db", store, "--port", str(port), "--threads", "2", "--quiet"],
                               stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    for _ in range(100):
        try:
            urllib.request.urlopen(f"http://127.0.0.1:{port}/healthz", timeout=1).read()
            return process, port
        except OSError:
            time.sleep(0.1)
    process.kill()
    sys.exit(f"{binary} did not start")


def fetch(port, target, headers):
    request = urllib.request.Request(f"http://127.0.0.1:{port}{target}", headers=headers)
    try:
        with urllib.request.urlopen(request, timeout=30) as response:
            return response.status, response.headers.get("Content-Type"), response.read()
    except urllib.error.HTTPError as error:
        return error.code, error.headers.get("Content-Type"), error.read()


FIELDS = [None, None, "*", "id", "displayName,formattedAddress", "name,types,location,viewport",
          "addressComponents,plusCode,phone,website,openingHours,isOpenNow", "names,footprint,osmTags",
          "wheelchair,brand,wikidata,category,primaryType"]
LANGS = [None, None, None, "en", "sv", "fi", "ru", "de", "pt-BR", "zh-Hant"]
TIMES = [None, None, "2026-11-30T12:00:00+02:00", "2026-11-30T23:30:00+02:00", "2026-12-05T09:15:00Z",
         "2026-07-04T18:45:30.5-05:00", "2026-11-29T03:00+0200"]
ACCEPT = [None, None, "sv-FI,sv;q=0.9,en;q=0.5", "fi", "ru;q=0.8, *;q=0.1"]
# A few requests carry one bad parameter each: the error answers must match too.
BAD = [("fields", "id,bogus"), ("fields", ""), ("lang", "x"), ("time", "2026-02-30T10:00:00Z"), ("time", "yesterday"),
       ("explain", "yes"), ("limit", "21"), ("limit", "0"), ("lat", "abc"), ("lat", "91"), ("lng", " 24.94"),
       ("accuracy", "-1"), ("unknown", "1")]


def requests(count, rng):
    for i in range(count):
        # Most fixes over central Helsinki, some at its edge, some far away.
        where = rng.random()
        if where < 0.85:
            lat, lng = 60.1645 + rng.random() * 0.014, 24.9355 + rng.random() * 0.017
        elif where < 0.95:
            lat, lng = 60.10 + rng.random() * 0.15, 24.80 + rng.random() * 0.30
        else:
            lat, lng = rng.uniform(-80, 80), rng.uniform(-170, 170)
        accuracy = rng.choice([None, 3, 5, 10, 20, 35, 50, 100, 250, 1500, 2500, 10000])
        query = {"lat": f"{lat:.{rng.choice([4, 5, 6, 7])}f}", "lng": f"{lng:.{rng.choice([4, 5, 6, 7])}f}"}
        if accuracy is not None:
            query["accuracy"] = str(accuracy)
        for name, choices in (("fields", FIELDS), ("lang", LANGS), ("time", TIMES)):
            value = rng.choice(choices)
            if value is not None:
                query[name] = value
        if rng.random() < 0.4:
            query["explain"] = rng.choice(["1", "true", "0", "false"])
        if rng.random() < 0.3:
            query["limit"] = str(rng.choice([1, 3, 5, 10, 20]))
        if rng.random() < 0.08:
            name, value = rng.choice(BAD)
            query[name] = value
        headers = {}
        accept = rng.choice(ACCEPT)
        if accept:
            headers["Accept-Language"] = accept
        yield "/v1/currentPlace?" + urllib.parse.urlencode(query), headers


def main():
    if len(sys.argv) < 4:
        sys.exit(__doc__)
    old_binary, new_binary, store = sys.argv[1:4]
    count = int(sys.argv[4]) if len(sys.argv) > 4 else 200
    rng = random.Random(int(sys.argv[5]) if len(sys.argv) > 5 else 1)
    old, old_port = start(old_binary, store)
    new, new_port = start(new_binary, store)
    try:
        ids, compared, statuses = set(), 0, {}
        checks = list(requests(count, rng))
        for target, headers in checks:
            a, b = fetch(old_port, target, headers), fetch(new_port, target, headers)
            compared += 1
            statuses[a[0]] = statuses.get(a[0], 0) + 1
            if a != b:
                print(f"DIFFERENT: {target} {headers}\n  old: {a[0]} {a[1]} {a[2][:400]!r}\n  new: {b[0]} {b[1]} {b[2][:400]!r}")
                return 1
            if a[0] == 200:
                for item in json.loads(a[2])["placeLikelihoods"]:
                    ids.add(item["place"]["id"])
        for place_id in sorted(ids)[:100]:
            for suffix in ("", "?fields=*", "?lang=sv", "?fields=names,displayName&lang=en"):
                target = f"/v1/places/{place_id}{suffix}"
                a, b = fetch(old_port, target, {}), fetch(new_port, target, {})
                compared += 1
                if a != b:
                    print(f"DIFFERENT: {target}\n  old: {a[0]} {a[2][:400]!r}\n  new: {b[0]} {b[2][:400]!r}")
                    return 1
        print(f"identical: {compared} answers ({count} currentPlace requests, statuses {dict(sorted(statuses.items()))}; "
              f"{min(len(ids), 100) * 4} place details)")
        return 0
    finally:
        old.kill()
        new.kill()


if __name__ == "__main__":
    sys.exit(main())
