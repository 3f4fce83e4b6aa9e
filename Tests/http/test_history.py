"""POST /v1/currentPlace: the person's own history, sent with each request and
kept nowhere on the server. A place picked often at this time of the week moves
up; 1,000 entries are fine, 1,001 or a bad entry is a 400 naming it; GET is
unchanged and takes no history."""
import json
import urllib.error
import urllib.request

import pytest

FIX = {"lat": 60.1684, "lng": 24.942, "accuracy": 10, "time": "2026-11-30T12:00:00+02:00"}


def post(server, body, raw=None, headers=None):
    data = raw if raw is not None else json.dumps(body).encode()
    request = urllib.request.Request(server["base"] + "/v1/currentPlace", data=data, method="POST",
                                     headers={"Content-Type": "application/json", **(headers or {})})
    try:
        with urllib.request.urlopen(request, timeout=30) as reply:
            return reply.status, json.loads(reply.read())
    except urllib.error.HTTPError as error:
        return error.code, json.loads(error.read())


def get(server, query):
    with urllib.request.urlopen(server["base"] + "/v1/currentPlace?" + query, timeout=10) as reply:
        return json.loads(reply.read())


def mondays_at_noon(place_id, count):
    """`count` picks of `place_id` on Monday middays of November 2026 (+02:00)."""
    days = [30, 23, 16, 9, 2]
    return [{"id": place_id, "time": f"2026-11-{days[i % 5]:02d}T12:{i % 60:02d}:00+02:00"} for i in range(count)]


def ids(answer):
    return [item["place"]["id"] for item in answer["placeLikelihoods"]]


def test_a_place_picked_often_at_this_time_of_week_moves_up(server):
    plain = get(server, "lat=60.1684&lng=24.942&accuracy=10&time=2026-11-30T12:00:00%2B02:00&limit=5")
    last = ids(plain)[-1]
    status, answer = post(server, {**FIX, "limit": 5, "explain": True, "history": mondays_at_noon(last, 15)})
    assert status == 200, answer
    assert ids(answer).index(last) < 4, (ids(plain), ids(answer))
    explanation = answer["placeLikelihoods"][ids(answer).index(last)]["explanation"]
    assert explanation["historyVisits"] == 15
    assert explanation["historyFactor"] > 1
    others = [item["explanation"] for item in answer["placeLikelihoods"] if item["place"]["id"] != last]
    # The others gave the picked place the same share of their likelihood: one factor below 1.
    assert all(e["historyVisits"] == 0 and e["historyFactor"] < 1 for e in others)
    assert max(e["historyFactor"] for e in others) - min(e["historyFactor"] for e in others) < 1e-3


def test_a_pick_that_kept_its_fix_is_found_where_the_device_was(server):
    # A place the map draws well away from the fix (past the first ten): five picks of it made here, kept with
    # their fixes, name it first (beside Stockmann, which holds 52 places, four are the least that do); the same
    # picks without their fixes are explained by where the map draws it.
    plain = get(server, "lat=60.1684&lng=24.942&accuracy=10&time=2026-11-30T12:00:00%2B02:00&limit=20&explain=1")
    far = next(item["place"]["id"] for item in plain["placeLikelihoods"][10:]
               if item["explanation"]["distanceMeters"] > 30)
    here = {"lat": FIX["lat"], "lng": FIX["lng"], "accuracy": 10}
    bare = mondays_at_noon(far, 5)
    kept = [{**visit, "fix": here} for visit in bare]
    status, with_fix = post(server, {**FIX, "limit": 20, "explain": True, "history": kept})
    assert status == 200, with_fix
    status, without = post(server, {**FIX, "limit": 20, "explain": True, "history": bare})
    assert status == 200, without
    assert ids(with_fix)[0] == far, ids(with_fix)
    assert far not in ids(without)[:1], ids(without)
    assert with_fix["placeLikelihoods"][0]["explanation"]["historyVisits"] == 5
    # Kept fixes say the device was here: the place holds tens of times what the same picks give it bare
    # (0.47 against 0.011 with the shipped prior).
    bare_likelihood = next((p["likelihood"] for p in without["placeLikelihoods"] if p["place"]["id"] == far), 0)
    assert with_fix["placeLikelihoods"][0]["likelihood"] > 10 * bare_likelihood


def test_a_pick_kept_here_counts_even_where_the_map_draws_the_place_past_the_window(server):
    # A place the map draws about 450 m north (a 10 m fix looks 90 m around it): five picks of it kept here make it
    # a candidate here, and first; bare picks of it cannot reach it.
    elsewhere = get(server, "lat=60.1725&lng=24.942&accuracy=10&limit=1")
    far = ids(elsewhere)[0]
    plain = get(server, "lat=60.1684&lng=24.942&accuracy=10&time=2026-11-30T12:00:00%2B02:00&limit=20")
    assert far not in ids(plain)
    here = {"lat": FIX["lat"], "lng": FIX["lng"], "accuracy": 10}
    bare = mondays_at_noon(far, 5)
    status, without = post(server, {**FIX, "limit": 20, "history": bare})
    assert status == 200 and far not in ids(without), without
    status, answer = post(server, {**FIX, "limit": 5, "explain": True, "history": [{**v, "fix": here} for v in bare]})
    assert status == 200, answer
    assert ids(answer)[0] == far, ids(answer)
    assert answer["placeLikelihoods"][0]["explanation"]["historyVisits"] == 5


def test_an_empty_history_answers_like_the_get(server):
    plain = get(server, "lat=60.1684&lng=24.942&accuracy=10&time=2026-11-30T12:00:00%2B02:00&limit=5")
    status, answer = post(server, {**FIX, "limit": 5, "history": []})
    assert status == 200
    assert answer == plain


def test_a_thousand_entries_are_fine_and_1001_are_a_400(server):
    status, _ = post(server, {**FIX, "history": mondays_at_noon("n25389429", 1000)})
    assert status == 200
    status, answer = post(server, {**FIX, "history": mondays_at_noon("n25389429", 1001)})
    assert status == 400
    assert answer["error"]["parameter"] == "history"
    assert "1000" in answer["error"]["message"]


@pytest.mark.parametrize("history, parameter", [
    ({}, "history"), ("n1", "history"), (None, "history"), ([5], "history[0]"), ([[]], "history[0]"),
    ([{"id": "n1"}], "history[0].time"), ([{"time": "2026-11-30T12:00Z"}], "history[0].id"),
    ([{"id": "n1", "time": "2026-11-30T12:00Z"}, {"id": "n1", "time": "2026-11-30T12:00Z", "where": "x"}], "history[1].where"),
    ([{"id": "x1", "time": "2026-11-30T12:00Z"}], "history[0].id"),
    ([{"id": "n-1", "time": "2026-11-30T12:00Z"}], "history[0].id"),
    ([{"id": 25389429, "time": "2026-11-30T12:00Z"}], "history[0].id"),
    ([{"id": "n1", "time": "2026-11-30T12:00"}], "history[0].time"),
    ([{"id": "n1", "time": "2026-13-30T12:00Z"}], "history[0].time"),
    ([{"id": "n1", "time": "2026-11-30T12:00+15:00"}], "history[0].time"),
    ([{"id": "n1", "time": 1764496800}], "history[0].time"),
    ([{"id": "n1", "time": "2026-11-30T12:00Z", "fix": {"lat": 60.1}}], "history[0].fix.lng"),
    ([{"id": "n1", "time": "2026-11-30T12:00Z", "fix": {"lat": 60.1, "lng": "24.9"}}], "history[0].fix.lng"),
    ([{"id": "n1", "time": "2026-11-30T12:00Z", "fix": {"lat": 60.1, "lng": 24.9, "accuracy": -1}}], "history[0].fix.accuracy"),
    ([{"id": "n1", "time": "2026-11-30T12:00Z", "fix": {"lat": 95, "lng": 24.9}}], "history[0].fix.lat"),
    ([{"id": "n1", "time": "2026-11-30T12:00Z", "fix": {"lat": 60.1, "lng": 24.9, "speed": 1}}], "history[0].fix.speed"),
    ([{"id": "n1", "time": "2026-11-30T12:00Z", "fix": None}], "history[0].fix"),
    ([{"id": "n1", "time": "2026-11-30T12:00Z", "fix": [60.1, 24.9]}], "history[0].fix"),
])
def test_a_bad_entry_is_a_400_naming_it(server, history, parameter):
    status, answer = post(server, {**FIX, "history": history})
    assert status == 400, answer
    assert answer["error"]["parameter"] == parameter
    assert answer["error"]["status"] == "INVALID_ARGUMENT"


@pytest.mark.parametrize("raw, parameter", [
    (b"", "body"), (b"[]", "body"), (b"not json", "body"), (b"{" * 100000, "body"),
    (b'{"lat":60.1684,"lng":24.942,"history":[{"id":"n1","id":"n2","time":"2026-11-30T12:00Z"}]}', "history[0].id"),
    (b'{"lat":60.1684,"lng":24.942,"lat":0}', "lat"),
    (b'{"lat":"60.1684","lng":24.942}', "lat"),
    (b'{"lat":60.1684,"lng":24.942,"explain":"1"}', "explain"),
    (b'{"lat":60.1684,"lng":24.942,"limit":21}', "limit"),
])
def test_a_bad_body_is_a_400_naming_the_field(server, raw, parameter):
    status, answer = post(server, None, raw=raw)
    assert status == 400, answer
    assert answer["error"]["parameter"] == parameter


def test_a_body_past_256_kib_is_a_413(server):
    status, answer = post(server, None, raw=b" " * (300 * 1024))
    assert status == 413
    assert answer["error"]["code"] == 413


def test_get_is_unchanged_and_takes_no_history(server):
    answer = get(server, "lat=60.1684&lng=24.942&limit=2&explain=1")
    assert len(answer["placeLikelihoods"]) == 2
    assert answer["placeLikelihoods"][0]["explanation"]["historyVisits"] == 0
    with pytest.raises(urllib.error.HTTPError) as error:
        urllib.request.urlopen(server["base"] + "/v1/currentPlace?lat=60.1684&lng=24.942&history=%5B%5D", timeout=10)
    assert error.value.code == 400
    assert json.loads(error.value.read())["error"]["parameter"] == "history"


def test_the_url_of_a_post_carries_no_parameters(server):
    request = urllib.request.Request(server["base"] + "/v1/currentPlace?lat=60.1684", method="POST",
                                     data=json.dumps(FIX).encode())
    with pytest.raises(urllib.error.HTTPError) as error:
        urllib.request.urlopen(request, timeout=10)
    assert error.value.code == 400
    assert json.loads(error.value.read())["error"]["parameter"] == "lat"
