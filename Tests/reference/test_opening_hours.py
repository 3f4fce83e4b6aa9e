"""Our reading of OSM opening_hours against the reference implementation's.

opening-hours-py (PyPI) is opening-hours-rs, the Rust implementation of the
specification (https://wiki.openstreetmap.org/wiki/Key:opening_hours/specification).
Every opening_hours value in the sample, and a table of hand-written edge
cases, is evaluated by both at many times over a year. Where the reference
gives an answer, ours must be the same, except for the deliberate
exceptions listed below with their reasons. Where the reference cannot read a
value, ours is not compared (we read some lenient forms it refuses)."""
import datetime
import os
import sqlite3
import subprocess
from collections import Counter
from pathlib import Path

import opening_hours
import pytest

ROOT = Path(__file__).resolve().parents[2]
BINARY = Path(os.environ.get("CURRENT_PLACE_BIN", str(ROOT / ".build/debug/current-place")))
TOOL = BINARY.parent / "opening-hours-status"

# Deliberate differences: value -> why. None so far: on every case here we agree.
EXCEPTIONS: dict[str, str] = {}

EDGE_CASES = [
    "24/7", "24/7 closed", "Mo-Su 00:00-24:00", "Mo-Fr 09:00-17:00", "Mo-Fr 9:00-17:00", "mo-fr 09:00-17:00",
    "Mo,We,Fr 10:00-12:00", "Fr-Mo 10:00-12:00", "Sa-Su 10:00-12:00", "Mo-Fr 08:00-12:00,13:00-17:00",
    "Mo-Fr 08:00-12:00, 13:00-17:00", "Sa, Su 09:00-16:00", "Mo-Fr 07:00-19:00; Sa, Su 09:00-16:00",
    "Tu, Th, Fr 12:00-17:00; Fr 12:00-15:00", "Mo , Sa 10:00-15:00", "Mo 22:00-26:00", "Fr 18:00-02:00",
    "Fr 18:00-02:00; Sa 10:00-12:00", "Fr 18:00-02:00, Sa 10:00-12:00", "Su 11:00-05:00; Mo off",
    "Mo-Sa 10:00-05:00; Su 11:00-05:00", "Mo-Fr 11:00-23:00; Sa-Su 12:00-10:00", "Mo-Th 17:00-03:00; Fr-Su 15:00-03:00",
    "Mo-Fr 08:00-19:00; We 12:00-14:00 off", "Mo-Fr 08:00-19:00; We off", "Mo-Fr 08:00-19:00; We 12:00-14:00 unknown",
    "Mo-Fr 08:00-19:00, We 12:00-14:00 off", "Mo-Fr 09:00-18:00; PH off", "PH off", "Mo-Fr,PH 09:00-12:00",
    "Jan-Mar Mo 10:00-12:00", "Oct-Mar 10:00-16:00; Apr-Sep 09:00-20:00", "Dec 24-Jan 02 off; Mo-Fr 09:00-17:00",
    "Dec 24, Dec 26 off; Mo-Fr 09:00-17:00", "Dec 25 off", "Feb 29 off; Mo-Su 10:00-12:00", "Jan 01-Mar 15 Mo 10:00-12:00",
    "Mo-Fr 08:00-19:00 || \"on appointment\"", "Mo-Fr 08:00-16:00 || Sa 10:00-12:00", "Mo-Fr 10:00-20:00 || Sa off",
    "Mo-Fr 08:00-19:00 || unknown \"call\"", "\"for request only\"", "Mo-Fr 09:00-12:00 \"lunch after\"",
    "Mo-Fr 09:00-12:00 open \"x\"", "Mo-Fr 09:00-12:00 unknown", "Mo-Fr 09:00-12:00 off",
    "2026 Mo-Fr 09:00-17:00", "2025-2027 Mo 10:00-12:00", "2027+ Mo 10:00-12:00", "2020-2030/2 Mo 10:00-12:00",
    "2017 Jul 1 - 2017 Aug 8 Sa off", "2026 Jul 01-2026 Aug 31 off; Mo-Fr 09:00-17:00",
    "Sa 10:00-16:00; Mo-Fr 07:30-18:00; 2017 Jul 1 - 2017 Aug 8 Sa off; 2017 Jul 1 - 2017 Aug 8 Mo-Fr 8:00-17:00; PH off",
    "week 01-53/2 Mo 10:00-12:00", "week 02-52/2 Mo-Fr 08:00-12:00", "week 01 Mo-Su 10:00-12:00", "week 53 Mo 10:00-12:00",
    "Jan-Dec: Mo-Fr 09:00-12:00", "Mo-Fr 09:00-12:00; Sa 10:00-12:00; Su off",
]


def times_over_a_year():
    """Every other day of 2026 (and the leap day of 2028) at eight times of day."""
    days = [datetime.date(2026, 1, 1) + datetime.timedelta(days=n) for n in range(0, 366, 2)] + [datetime.date(2028, 2, 29)]
    minutes = [0, 30, 5 * 60, 8 * 60 + 15, 12 * 60, 16 * 60 + 45, 19 * 60 + 30, 23 * 60 + 59]
    return [datetime.datetime.combine(day, datetime.time(m // 60, m % 60)) for day in days for m in minutes]


@pytest.fixture(scope="module")
def sample_values():
    store = ROOT / ".build/test-stores/helsinki-reference.sqlite"
    store.parent.mkdir(parents=True, exist_ok=True)
    subprocess.run([str(BINARY), "import", str(ROOT / "data/Helsinki.osm.pbf"), "--db", str(store)], check=True,
                   stdout=subprocess.DEVNULL)
    with sqlite3.connect(store) as db:
        return sorted({row[0] for row in db.execute("SELECT opening_hours FROM places WHERE opening_hours IS NOT NULL")})


def ours(cases):
    """Our status for each (value, time), from the opening-hours-status tool, in one run."""
    lines = "".join(f"{value.replace(chr(9), ' ').replace(chr(10), ' ')}\t{t.year} {t.month} {t.day} {t.isoweekday()} "
                    f"{t.hour * 60 + t.minute}\n" for value, t in cases)
    result = subprocess.run([str(TOOL)], input=lines, capture_output=True, text=True, check=True, timeout=600)
    return result.stdout.split("\n")[:len(cases)]


def compare(values):
    """Counts of agreement and the first differences, over every value at every time."""
    times = times_over_a_year()
    cases, reference, unreadable = [], [], 0
    for value in values:
        try:
            parsed = opening_hours.OpeningHours(value)
        except Exception:  # the reference cannot read it: nothing to compare
            unreadable += 1
            continue
        for t in times:
            cases.append((value, t))
            reference.append(str(parsed.state(t)[0]).rsplit(".", 1)[-1].lower())
    counts, differences = Counter(), []
    for (value, t), theirs, mine in zip(cases, reference, ours(cases)):
        if mine == theirs:
            counts["agree"] += 1
        elif value in EXCEPTIONS:
            counts["deliberate exception"] += 1
        else:
            counts["unknown where the reference knows" if mine == "unknown" else "wrong"] += 1
            differences.append(f"{value!r} at {t:%a %Y-%m-%d %H:%M}: ours {mine}, reference {theirs}")
    return counts, differences, unreadable


def test_every_value_in_the_sample_reads_as_the_reference_reads_it(sample_values):
    counts, differences, unreadable = compare(sample_values)
    print(f"sample: {len(sample_values)} values ({unreadable} the reference cannot read), {dict(counts)}")
    assert len(sample_values) > 300 and counts["agree"] > 300_000
    assert differences == [], "\n".join(differences[:40])


def test_hand_written_edge_cases_read_as_the_reference_reads_them():
    counts, differences, unreadable = compare(EDGE_CASES)
    print(f"edge cases: {len(EDGE_CASES)} values ({unreadable} the reference cannot read), {dict(counts)}")
    assert unreadable == 0
    assert differences == [], "\n".join(differences[:40])
