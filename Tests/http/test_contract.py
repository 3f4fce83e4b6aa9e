"""The server against its contract, docs/openapi.yaml: Schemathesis with all of
its checks (schema-valid requests answered, schema-violating ones refused with a
4xx, statuses, content types, headers and bodies as documented), and the three
one-request crashes of issue 11 as regression cases."""
import json
import os
import shutil
import subprocess
import urllib.error
import urllib.request

import pytest
from conftest import ROOT

# Examples per operation and the seed; CI runs these, a longer run is a matter of setting them.
EXAMPLES = os.environ.get("CONTRACT_EXAMPLES", "100")
SEED = os.environ.get("CONTRACT_SEED", "1")


def test_schemathesis_finds_no_difference_between_server_and_openapi(server, tmp_path):
    st = shutil.which("st") or shutil.which("schemathesis")
    assert st, "schemathesis is not installed (scripts/browser-tests.sh installs it)"
    result = subprocess.run(
        [st, "run", str(ROOT / "docs/openapi.yaml"), "--url", server["base"], "--checks", "all",
         # One worker: with two, Hypothesis parses lambda sources in two threads at once, and
         # CPython 3.11's parser can fail with "AST constructor recursion depth mismatch".
         "--max-examples", EXAMPLES, "--seed", SEED, "--workers", "1", "--request-timeout", "30", "--no-color"],
        capture_output=True, text=True, timeout=900, cwd=tmp_path)
    print(result.stdout[-6000:])
    assert result.returncode == 0, result.stdout[-6000:] + result.stderr[-2000:]
    assert "No issues found" in result.stdout
    with urllib.request.urlopen(server["base"] + "/healthz", timeout=5) as reply:
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
