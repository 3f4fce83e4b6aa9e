"""The server against its contract, docs/openapi.yaml: Schemathesis with all of
its checks (schema-valid requests answered, schema-violating ones refused with a
4xx, statuses, content types, headers and bodies as documented), and the three
one-request crashes of issue 11 as regression cases. Schemathesis drives a
server that keeps a crowd (`--crowd`, no per-address limit), so that
confirmations, `/v1/config`'s `crowd` and the explanations' crowd fields are
held to the contract too; the session's shared server keeps none."""
import json
import os
import shutil
import subprocess
import urllib.error
import urllib.request

import pytest
from conftest import ROOT, start_server, stop_server

# Examples per operation and the seed; CI runs these, a longer run is a matter of setting them.
EXAMPLES = os.environ.get("CONTRACT_EXAMPLES", "100")
SEED = os.environ.get("CONTRACT_SEED", "1")


@pytest.fixture(scope="module")
def crowd_server(store, tmp_path_factory):
    """A server that keeps a crowd in a file of its own and takes any number of confirmations."""
    crowd = tmp_path_factory.mktemp("crowd") / "crowd.sqlite"
    running = start_server(store, "--crowd", str(crowd), "--crowd-limit", "0")
    yield running
    stop_server(running)


def test_schemathesis_finds_no_difference_between_server_and_openapi(crowd_server, tmp_path):
    st = shutil.which("st") or shutil.which("schemathesis")
    assert st, "schemathesis is not installed (scripts/browser-tests.sh installs it)"
    result = subprocess.run(
        # The settings file lets a confirmation's schema-shaped body be a 400 (it says why).
        [st, "--config-file", str(ROOT / "Tests/http/schemathesis.toml"),
         "run", str(ROOT / "docs/openapi.yaml"), "--url", crowd_server["base"], "--checks", "all",
         # One worker: with two, Hypothesis parses lambda sources in two threads at once, and
         # CPython 3.11's parser can fail with "AST constructor recursion depth mismatch".
         "--max-examples", EXAMPLES, "--seed", SEED, "--workers", "1", "--request-timeout", "30", "--no-color"],
        capture_output=True, text=True, timeout=900, cwd=tmp_path)
    print(result.stdout[-6000:])
    assert result.returncode == 0, result.stdout[-6000:] + result.stderr[-2000:]
    assert "No issues found" in result.stdout
    with urllib.request.urlopen(crowd_server["base"] + "/healthz", timeout=5) as reply:
        assert reply.status == 200


@pytest.mark.parametrize("path, headers, body, parameter", [
    ("/v1/places/n25389429?lang=-", {}, None, "lang"),
    ("/v1/currentPlace?lat=60.17&lng=24.94&accuracy=20&lang=-", {}, None, "lang"),
    ("/staticmap?center=60.17,24.94&lang=-", {}, None, "lang"),
    ("/v1/places:searchNearby", {"X-Goog-FieldMask": "*", "Content-Type": "application/json"},
     {"languageCode": "-", "locationRestriction": {"circle": {"center": {"latitude": 60.17, "longitude": 24.94},
                                                              "radius": 100}}}, "languageCode"),
])
def test_a_bad_language_code_is_a_400_naming_it(server, path, headers, body, parameter):
    data = json.dumps(body).encode() if body is not None else None
    request = urllib.request.Request(server["base"] + path, data=data, headers=headers)
    with pytest.raises(urllib.error.HTTPError) as error:
        urllib.request.urlopen(request, timeout=10)
    assert error.value.code == 400
    assert json.loads(error.value.read())["error"]["parameter"] == parameter
    with urllib.request.urlopen(server["base"] + "/healthz", timeout=5) as reply:
        assert reply.status == 200


@pytest.mark.parametrize("header", [";", "-", ",", ",;", "*", "", "en;q=x", "en;q=0", ";;;,,,-", "x" * 4000])
def test_an_unreadable_accept_language_is_only_a_hint(server, header):
    request = urllib.request.Request(server["base"] + "/v1/currentPlace?lat=60.17&lng=24.94&accuracy=20&limit=1",
                                     headers={"Accept-Language": header})
    with urllib.request.urlopen(request, timeout=10) as reply:
        assert reply.status == 200
        assert json.loads(reply.read())["placeLikelihoods"]


def test_accept_language_picks_the_readable_tag_of_highest_weight(server):
    request = urllib.request.Request(server["base"] + "/v1/places/w122595198?fields=displayName",
                                     headers={"Accept-Language": "-, xx;q=0.1, ru;q=0.9, ;q=1"})
    with urllib.request.urlopen(request, timeout=10) as reply:
        assert json.loads(reply.read())["displayName"]["languageCode"] == "ru"


def test_explain_is_served_as_documented(server):
    with urllib.request.urlopen(server["base"] + "/v1/currentPlace?lat=60.1684&lng=24.942&limit=1&explain=1",
                                timeout=10) as reply:
        answer = json.loads(reply.read())
    assert "distanceMeters" in answer["placeLikelihoods"][0]["explanation"]


CONFIRMATION = {"candidates": ["w122595241", "n6049453021", "n6049453018"], "place": "n6049453018"}


def post_confirmation(base, body):
    request = urllib.request.Request(base + "/v1/currentPlace:confirm", data=json.dumps(body).encode(),
                                     headers={"Content-Type": "application/json"})
    return urllib.request.urlopen(request, timeout=10)


def test_a_server_without_a_crowd_takes_no_confirmation_and_says_no_crowd(server):
    with pytest.raises(urllib.error.HTTPError) as error:
        post_confirmation(server["base"], CONFIRMATION)
    assert error.value.code == 404
    assert json.loads(error.value.read())["error"]["status"] == "NOT_FOUND"
    with urllib.request.urlopen(server["base"] + "/v1/config", timeout=10) as reply:
        assert "crowd" not in json.loads(reply.read())
    with urllib.request.urlopen(server["base"] + "/v1/currentPlace?lat=60.1684&lng=24.942&limit=3&explain=1",
                                timeout=10) as reply:
        for item in json.loads(reply.read())["placeLikelihoods"]:
            assert "crowdConfirmations" not in item["explanation"] and "crowdFactor" not in item["explanation"]


def test_a_server_with_a_crowd_counts_a_confirmation_and_explains_every_place_with_it(crowd_server):
    with urllib.request.urlopen(crowd_server["base"] + "/v1/config", timeout=10) as reply:
        assert json.loads(reply.read())["crowd"] == {"epsilon": 2}
    with post_confirmation(crowd_server["base"], CONFIRMATION) as reply:
        assert reply.status == 204
        assert reply.read() == b""
    with urllib.request.urlopen(crowd_server["base"] + "/v1/currentPlace?lat=60.1684&lng=24.942&limit=5&explain=1",
                                timeout=10) as reply:
        items = json.loads(reply.read())["placeLikelihoods"]
    for item in items:
        assert isinstance(item["explanation"]["crowdConfirmations"], (int, float))
        assert item["explanation"]["crowdFactor"] >= 0
    # Every report named the confirmed place (Schemathesis's only accepted ones are the spec's example, the same).
    confirmed = next(item["explanation"] for item in items if item["place"]["id"] == CONFIRMATION["place"])
    assert confirmed["crowdConfirmations"] > 0
    assert confirmed["crowdFactor"] > 1
