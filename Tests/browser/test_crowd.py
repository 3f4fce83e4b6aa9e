"""Browser tests of the crowd in the web app (issue 58): the JS randomizer,
the question after the first pick, and the confirmations a "yes" sends.

A server started with `--crowd` (a new crowd file per test) counts what the
page sends; the tests read its metrics (every request it answered, by route
and status: the access log leaves confirmations out) and its explanations (`crowdConfirmations`: the unbiased count per place), and
never mock the page's requests.
"""

from __future__ import annotations

import json
import math
import re
import time
import urllib.request

from selenium.webdriver.common.by import By

from conftest import REPO, Server
from test_webapp import STOCKMANN, answers_received, assert_marker_for, open_app, open_precise, visible, wait_until

FIXTURE = REPO / "Tests" / "Fixtures" / "randomized-response.json"
ANSWER_KEY = "current-place.crowd"
CONFIRM_METRIC = re.compile(r'current_place_requests_total\{route="confirm",status="(\d{3})"\} (\d+)')
# How long a pick is given to send a confirmation that should not come.
QUIET_SECONDS = 1.5


# ---------------------------------------------------------------- helpers


def confirm_statuses(server: Server) -> list[int]:
    """The statuses of the confirmations the server answered, lowest first, from its metrics."""
    with urllib.request.urlopen(f"http://127.0.0.1:{server.port}/metrics", timeout=10) as response:
        text = response.read().decode()
    return sorted(int(status) for status, count in CONFIRM_METRIC.findall(text) for _ in range(int(count)))


def wait_for_confirmations(server: Server, count: int) -> list[int]:
    deadline = time.monotonic() + 10
    while len(confirm_statuses(server)) < count and time.monotonic() < deadline:
        time.sleep(0.1)
    statuses = confirm_statuses(server)
    assert len(statuses) == count, statuses
    return statuses


def open_list(driver) -> list:
    """Opens the list and waits for its five places."""
    driver.find_element(By.CSS_SELECTOR, "[data-testid=get-place]").click()
    return wait_until(driver, lambda d: (lambda items: items if len(items) == 5 else None)(
        d.find_elements(By.CSS_SELECTOR, "[data-testid=place-list] [data-testid=place-item]")), "five places")


def pick(driver, index: int) -> tuple[list[str], str]:
    """Opens the list and picks the place at `index`; returns the ids shown and the id picked, once the
    likely places were fetched again after the pick."""
    items = open_list(driver)
    shown = [item.get_attribute("data-place-id") for item in items]
    before = answers_received(driver)
    items[index].click()
    wait_until(driver, lambda d: answers_received(d) > before, "a refresh after the pick")
    return shown, shown[index]


def stored_answer(driver) -> str | None:
    return driver.execute_script("return localStorage.getItem(arguments[0]);", ANSWER_KEY)


def crowd_estimates(server: Server, ids: list[str]) -> dict[str, float | None]:
    """The server's `crowdConfirmations` of each place in `ids`, at the tests' position."""
    status, body = server.get("/v1/currentPlace", lat=f"{STOCKMANN[0]:.7f}", lng=f"{STOCKMANN[1]:.7f}",
                              accuracy="10", limit="20", explain="true")
    assert status == 200, body
    found = {item["place"]["id"]: (item.get("explanation") or {}).get("crowdConfirmations")
             for item in body["placeLikelihoods"]}
    assert set(ids) <= found.keys(), (ids, sorted(found))
    return {place: found[place] for place in ids}


def assert_counted(server: Server, lists: list[list[str]], epsilon: float = 2) -> None:
    """One report over each list and nothing else. The server's count of a place x is unbiased:
    ĉ = (named − Σ q) / (p − q) over the reports listing it (DESIGN.md, "The crowd"); the explanation
    rounds it to 0.1. So ĉ(p − q) + Σ q is, within rounding, the whole number of reports that named x,
    none named a place more often than they listed it, and every report named one place."""
    places = sorted({place for shown in lists for place in shown})
    estimates = crowd_estimates(server, places)
    named = {}
    for place, estimate in estimates.items():
        assert isinstance(estimate, (int, float)), estimates
        listed = [len(shown) for shown in lists if place in shown]
        odds = math.exp(epsilon)
        p = [odds / (odds + k - 1) for k in listed]
        q = [1 / (odds + k - 1) for k in listed]
        count = estimate * sum(a - b for a, b in zip(p, q)) / len(listed) + sum(q)
        assert abs(count - round(count)) < 0.1 and 0 <= round(count) <= len(listed), (place, count, estimates)
        named[place] = round(count)
    assert sum(named.values()) == len(lists), (named, estimates)


def question_shown(driver) -> bool:
    return visible(driver, "crowd-question") is not None


# ---------------------------------------------------------------- the randomizer


def test_the_randomizer_gives_the_fixture_frequencies_with_the_secure_source(browser, server):
    """Every case of the fixture Swift's tests share, drawn in the browser with crypto.getRandomValues (the
    default; Math.random throws meanwhile): each index's count within 5 binomial standard deviations."""
    fixture = json.loads(FIXTURE.read_text())
    open_app(browser, server)
    counts = browser.driver.execute_async_script("""
        const [cases, draws, done] = arguments;
        const saved = Math.random;
        Math.random = () => { throw new Error("Math.random was called"); };
        import("/static/crowd.js").then((crowd) => {
            const results = cases.map(({epsilon, k, pick}) => {
                const counts = new Array(k).fill(0);
                for (let i = 0; i < draws; i++) counts[crowd.randomizedIndex(pick, k, epsilon)] += 1;
                return {counts, keep: crowd.keepProbability(k, epsilon), other: crowd.otherProbability(k, epsilon)};
            });
            Math.random = saved;
            done(results);
        }).catch((error) => { Math.random = saved; done({error: String(error)}); });
    """, fixture["cases"], fixture["draws"])
    assert "error" not in counts, counts
    draws = fixture["draws"]
    for case, result in zip(fixture["cases"], counts):
        assert math.isclose(result["keep"], case["keep"], rel_tol=1e-12), (case, result["keep"])
        assert math.isclose(result["other"], case["other"], rel_tol=1e-12), (case, result["other"])
        assert len(result["counts"]) == case["k"] and sum(result["counts"]) == draws
        for index, count in enumerate(result["counts"]):
            p = case["keep"] if index == case["pick"] else case["other"]
            sigma = math.sqrt(draws * p * (1 - p))
            assert abs(count - draws * p) <= 5 * sigma, (case, index, count, draws * p, sigma)


def test_a_confirmation_lists_the_places_shown_and_the_pick(browser, server):
    """The candidates are the distinct place ids shown, the pick appended when the list lacked it, 2 to 20
    of them, else nothing to send; out-of-range arguments are refused."""
    open_app(browser, server)
    result = browser.driver.execute_async_script("""
        const done = arguments[0];
        import("/static/crowd.js").then((crowd) => {
            const keep = () => 0;  // below p: the true pick is kept
            const ids = (n) => Array.from({length: n}, (_, i) => "n" + (i + 1));
            const refused = (f) => { try { f(); return false; } catch (error) { return error instanceof RangeError; } };
            done({
                five: crowd.confirmationBody(["n1", "w2", "n1", "x", "r3", "n4", "n5"], "r3", 2, keep),
                appended: crowd.confirmationBody(["n1", "w2"], "w9", 2, keep),
                other: crowd.confirmationBody(["n1", "w2"], "n1", 2, () => 0.99),
                one: crowd.confirmationBody(["n1"], "n1", 2, keep),
                twenty: crowd.confirmationBody(ids(20), "n20", 2, keep),
                twentyOne: crowd.confirmationBody(ids(20), "w1", 2, keep),
                badPick: crowd.confirmationBody(["n1", "w2"], "", 2, keep),
                refused: [refused(() => crowd.randomizedIndex(0, 1, 2)), refused(() => crowd.randomizedIndex(0, 21, 2)),
                          refused(() => crowd.randomizedIndex(5, 5, 2)), refused(() => crowd.randomizedIndex(0, 5, 0))],
            });
        }).catch((error) => done({error: String(error)}));
    """)
    assert result["five"] == {"candidates": ["n1", "w2", "r3", "n4", "n5"], "place": "r3"}
    assert result["appended"] == {"candidates": ["n1", "w2", "w9"], "place": "w9"}
    assert result["other"] == {"candidates": ["n1", "w2"], "place": "w2"}
    assert result["one"] is None and result["twentyOne"] is None and result["badPick"] is None
    assert len(result["twenty"]["candidates"]) == 20
    assert result["refused"] == [True, True, True, True]


# ---------------------------------------------------------------- the question


def test_the_first_pick_asks_once_and_yes_sends_that_pick_and_every_later_one(browser, crowd_server):
    driver = browser.driver
    status, config = crowd_server.get("/v1/config")
    assert status == 200 and config["crowd"]["epsilon"] == 2, config
    open_precise(browser, crowd_server)
    assert not question_shown(driver), "nothing is asked before a pick"
    first, _ = pick(driver, 1)
    question = wait_until(driver, lambda d: visible(d, "crowd-question"), "the question after the first pick")
    assert "Help others find places?" in question.text
    assert "no position, no time" in question.text
    browser.screenshot("30-crowd-question-en")
    # Unanswered: nothing sent yet, and a second pick leaves the one question open.
    time.sleep(QUIET_SECONDS)
    assert confirm_statuses(crowd_server) == []
    second, _ = pick(driver, 0)
    assert question_shown(driver)
    assert len(driver.find_elements(By.CSS_SELECTOR, "[data-testid=crowd-question]")) == 1
    assert stored_answer(driver) is None

    # Yes: both picks made while it was open go out, and the server counts them.
    driver.find_element(By.CSS_SELECTOR, "[data-testid=crowd-yes]").click()
    wait_until(driver, lambda d: not question_shown(d), "the question closes")
    assert stored_answer(driver) == "yes"
    assert wait_for_confirmations(crowd_server, 2) == [204, 204]
    assert_counted(crowd_server, [first, second])

    # A later pick sends at once; after a reload nothing is asked again and picks still send.
    third, _ = pick(driver, 2)
    assert wait_for_confirmations(crowd_server, 3) == [204, 204, 204]
    open_precise(browser, crowd_server)
    fourth, picked = pick(driver, 3)
    assert wait_for_confirmations(crowd_server, 4) == [204] * 4
    assert not question_shown(driver)
    assert_counted(crowd_server, [first, second, third, fourth])
    assert driver.execute_script("return document.querySelector('[data-testid=map]').dataset.pickedPlace") == picked


def test_no_sends_nothing_and_is_not_asked_again(browser, crowd_server):
    driver = browser.driver
    open_precise(browser, crowd_server)
    first, _ = pick(driver, 1)
    wait_until(driver, lambda d: visible(d, "crowd-question"), "the question after the first pick")
    driver.find_element(By.CSS_SELECTOR, "[data-testid=crowd-no]").click()
    wait_until(driver, lambda d: not question_shown(d), "the question closes")
    assert stored_answer(driver) == "no"
    assert driver.switch_to.active_element.get_attribute("data-testid") == "get-place", "focus stays in the page"
    second, _ = pick(driver, 2)
    assert not question_shown(driver)

    open_precise(browser, crowd_server)
    third, _ = pick(driver, 0)
    time.sleep(QUIET_SECONDS)
    assert not question_shown(driver), "asked once: not again after a reload"
    assert confirm_statuses(crowd_server) == []
    # The server counted nothing: no place has a confirmation.
    estimates = crowd_estimates(crowd_server, sorted(set(first + second + third)))
    assert all(not value for value in estimates.values()), estimates
    # The setting under the list says no.
    open_list(driver)
    assert not driver.find_element(By.CSS_SELECTOR, "[data-testid=crowd-toggle]").is_selected()


def test_the_setting_changes_the_answer(browser, crowd_server):
    driver = browser.driver
    open_precise(browser, crowd_server)
    open_list(driver)
    setting = wait_until(driver, lambda d: visible(d, "crowd-setting"), "the setting under the list")
    assert setting.text == "Help others find places"
    assert "randomized in this browser" in setting.get_attribute("title")
    toggle = driver.find_element(By.CSS_SELECTOR, "[data-testid=crowd-toggle]")
    assert not toggle.is_selected()
    browser.screenshot("31-crowd-setting-en")

    # Turned on before any pick: the question is answered, so the first pick sends without asking.
    setting.click()
    assert toggle.is_selected() and stored_answer(driver) == "yes"
    driver.find_element(By.ID, "sheet-close").click()
    first, _ = pick(driver, 1)
    assert wait_for_confirmations(crowd_server, 1) == [204]
    assert not question_shown(driver)

    # Off: a pick sends nothing.
    open_list(driver)
    driver.find_element(By.CSS_SELECTOR, "[data-testid=crowd-setting]").click()
    assert stored_answer(driver) == "no"
    driver.find_element(By.ID, "sheet-close").click()
    pick(driver, 0)
    time.sleep(QUIET_SECONDS)
    assert confirm_statuses(crowd_server) == [204]
    assert_counted(crowd_server, [first])

    # On again, after a reload: it says so, and picks send again.
    open_precise(browser, crowd_server)
    open_list(driver)
    assert not driver.find_element(By.CSS_SELECTOR, "[data-testid=crowd-toggle]").is_selected()
    driver.find_element(By.CSS_SELECTOR, "[data-testid=crowd-setting]").click()
    driver.find_element(By.ID, "sheet-close").click()
    second, _ = pick(driver, 3)
    assert wait_for_confirmations(crowd_server, 2) == [204, 204]
    assert_counted(crowd_server, [first, second])


def test_a_server_without_a_crowd_never_asks(browser, server):
    driver = browser.driver
    status, config = server.get("/v1/config")
    assert status == 200 and "crowd" not in config, config
    open_precise(browser, server)
    pick(driver, 1)
    open_list(driver)
    assert visible(driver, "crowd-setting") is None, "no setting without a crowd"
    driver.find_element(By.ID, "sheet-close").click()
    time.sleep(QUIET_SECONDS)
    assert not question_shown(driver)
    assert stored_answer(driver) is None
    sent = driver.execute_script(
        "return performance.getEntriesByType('resource').filter(e => e.name.includes(':confirm')).length")
    assert sent == 0
    assert confirm_statuses(server) == []


def test_a_refused_confirmation_leaves_the_pick_alone(browser, server_binary, place_store, tmp_path):
    """One confirmation an hour (`--crowd-limit 1`): the second pick's is refused (429), silently."""
    own = Server(server_binary, place_store, tmp_path,
                 extra_args=("--crowd", str(tmp_path / "crowd.sqlite"), "--crowd-limit", "1")).start()
    try:
        driver = browser.driver
        open_precise(browser, own)
        pick(driver, 1)
        wait_until(driver, lambda d: visible(d, "crowd-question"), "the question")
        driver.find_element(By.CSS_SELECTOR, "[data-testid=crowd-yes]").click()
        assert wait_for_confirmations(own, 1) == [204]
        items = open_list(driver)
        name = items[2].find_element(By.CSS_SELECTOR, "[data-testid=place-name]").text
        address = items[2].find_element(By.CSS_SELECTOR, "[data-testid=place-address]").text
        items[2].click()
        assert wait_for_confirmations(own, 2) == [204, 429]
        assert_marker_for(driver, name, address)
        assert visible(driver, "error") is None, "the person is not told"
        pick(driver, 0)  # the page goes on
    finally:
        own.stop()


def test_the_question_right_to_left_in_arabic(browser, crowd_server):
    """The question, its buttons and the setting translated, mirrored, and inside a phone's screen."""
    driver = browser.driver
    for width, height, name in ((1280, 800, "32-crowd-question-ar"), (360, 640, "33-crowd-question-ar-phone")):
        browser.set_viewport(width, height, mobile=width < 600, scale=2 if width < 600 else 1)
        driver.get(crowd_server.base_url + "/")  # a clean slate for each size
        driver.execute_script("localStorage.clear();")
        browser.grant_location(crowd_server.base_url)
        browser.set_position(*STOCKMANN, 10)
        open_app(browser, crowd_server, lang="ar")
        wait_until(driver, lambda d: answers_received(d) >= 1, "the first answer")
        pick(driver, 1)
        question = wait_until(driver, lambda d: visible(d, "crowd-question"), "the question")
        assert "هل تريد مساعدة الآخرين" in question.text
        assert driver.find_element(By.CSS_SELECTOR, "[data-testid=crowd-yes]").text == "نعم"
        assert driver.find_element(By.CSS_SELECTOR, "[data-testid=crowd-no]").text == "لا"
        boxes = driver.execute_script("""
            const box = (s) => { const r = document.querySelector(s).getBoundingClientRect(); return [r.left, r.right, r.top, r.bottom]; };
            return {title: box('#crowd-question-title'), yes: box('#crowd-yes'), no: box('#crowd-no'),
                    question: box('#crowd-question'), scroll: document.documentElement.scrollWidth,
                    align: getComputedStyle(document.querySelector('#crowd-question-title')).textAlign,
                    direction: getComputedStyle(document.querySelector('#crowd-question')).direction};""")
        browser.screenshot(name)
        assert boxes["direction"] == "rtl" and boxes["scroll"] <= width, boxes
        for key in ("title", "yes", "no"):
            assert 0 <= boxes[key][0] and boxes[key][1] <= width, (key, boxes)
        # Right to left: the title starts at the right edge, and Yes comes before No from the right.
        assert width - boxes["title"][1] < 40, boxes
        assert boxes["yes"][0] > boxes["no"][0], boxes
    driver.find_element(By.CSS_SELECTOR, "[data-testid=crowd-yes]").click()
    open_list(driver)
    setting = wait_until(driver, lambda d: visible(d, "crowd-setting"), "the setting")
    assert setting.text == "ساعد الآخرين في العثور على الأماكن"
    box = driver.execute_script("const r = arguments[0].getBoundingClientRect(); return [r.left, r.right, r.height];", setting)
    assert 0 <= box[0] and box[1] <= 360 and box[2] >= 44, box
    browser.screenshot("34-crowd-setting-ar-phone")
