"""Browser tests of the web app against the real `current-place serve`.

Each test opens the page in headless Chromium with the position (or the
permission) set through DevTools, acts as a person would (clicks, keys) and
checks what the page shows against the server's own JSON answer.
"""

from __future__ import annotations

import json
import math
import re
import time
import urllib.request
from decimal import ROUND_HALF_UP, Decimal

import pytest
from selenium.common.exceptions import StaleElementReferenceException
from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.ui import WebDriverWait

from conftest import DEFAULT_LOCATION, WEB_SOURCES, DevTools, Server

# Beside Stockmann, Aleksanterinkatu, central Helsinki.
STOCKMANN = (60.16840, 24.94200)
# 133 m north of it, on Kaivokatu: other places.
KAIVOKATU = (60.16960, 24.94200)
# 20 m north of KAIVOKATU: inside the 50 m distance filter.
KAIVOKATU_20M = (60.16978, 24.94200)
# Esplanadi, 560 m from the default location: a server started with it as its own.
ESPLANADI = (60.1676, 24.9515)
FIELDS = "id,displayName,formattedAddress,location"
WAIT_SECONDS = 20


# ---------------------------------------------------------------- helpers


def wait_until(driver, condition, message: str, timeout: float = WAIT_SECONDS):
    return WebDriverWait(driver, timeout, poll_frequency=0.1,
                         ignored_exceptions=(StaleElementReferenceException,)).until(
        lambda d: condition(d), message)


def open_app(browser, server, **query) -> None:
    query = {"test": "1", "lang": "en", **query}
    browser.driver.get(server.base_url + "/?" + "&".join(f"{k}={v}" for k, v in query.items()))


def map_state(driver) -> dict:
    return driver.execute_script("return Object.assign({}, document.querySelector('[data-testid=map]').dataset);")


def wait_for_state(driver, location_state: str, accepted: int | None = None) -> dict:
    def ready(d):
        state = map_state(d)
        if state.get("locationState") != location_state or "zoom" not in state:
            return False
        if accepted is not None and state.get("fixesAccepted") != str(accepted):
            return False
        return state
    return wait_until(driver, ready, f"location state {location_state!r} (accepted={accepted})")


def metres_between(a: tuple[float, float], b: tuple[float, float]) -> float:
    """Haversine distance in metres."""
    la1, lo1, la2, lo2 = map(math.radians, (*a, *b))
    h = math.sin((la2 - la1) / 2) ** 2 + math.cos(la1) * math.cos(la2) * math.sin((lo2 - lo1) / 2) ** 2
    return 2 * 6371008.8 * math.asin(math.sqrt(h))


def assert_center(state: dict, latitude: float, longitude: float, zoom: int) -> None:
    """The camera is at the point (within 2 screen pixels: Leaflet pans by whole pixels) and zoom."""
    assert int(state["zoom"]) == zoom, state
    pixel = 156543.03 * math.cos(math.radians(latitude)) / 2 ** zoom
    center = (float(state["centerLat"]), float(state["centerLng"]))
    assert metres_between(center, (latitude, longitude)) <= 2 * pixel, (state, latitude, longitude)


def visible(driver, testid: str):
    elements = driver.find_elements(By.CSS_SELECTOR, f"[data-testid={testid}]")
    return elements[0] if elements and elements[0].is_displayed() else None


def api_places(server, latitude=None, longitude=None, accuracy=None, lang="en", fields=FIELDS) -> dict:
    """The server's answer for the query the page sends."""
    query = {"lat": f"{latitude:.7f}", "lng": f"{longitude:.7f}"} if latitude is not None else {
        "lat": str(DEFAULT_LOCATION[0]), "lng": str(DEFAULT_LOCATION[1])}
    if accuracy is not None:
        query["accuracy"] = str(accuracy)
    query.update(limit="5", lang=lang, fields=fields)
    status, body = server.get("/v1/currentPlace", **query)
    assert status == 200, body
    return body


def stored_history(driver) -> list[dict]:
    """The picks the page keeps in localStorage."""
    return json.loads(driver.execute_script("return localStorage.getItem('current-place.history') || '[]';"))


def api_places_for_page(server, driver, latitude, longitude, accuracy, lang="en") -> dict:
    """The server's answer for the request the page sends now: a GET, or a POST with the page's picks."""
    visits = stored_history(driver)
    if not visits:
        return api_places(server, latitude, longitude, accuracy=accuracy, lang=lang)
    body = {"lat": round(latitude, 7), "lng": round(longitude, 7), "accuracy": accuracy, "limit": 5, "lang": lang,
            "fields": FIELDS, "history": visits}
    request = urllib.request.Request(server.base_url + "/v1/currentPlace", data=json.dumps(body).encode(), method="POST",
                                     headers={"Content-Type": "application/json"})
    with urllib.request.urlopen(request, timeout=30) as reply:
        return json.loads(reply.read())


def percent(likelihood: float) -> str:
    whole = int((Decimal(str(likelihood)) * 100).quantize(Decimal(1), rounding=ROUND_HALF_UP))
    return "<1%" if whole < 1 else f"{whole}%"


def expected_rows(answer: dict) -> list[tuple[str, str, str]]:
    return [(item["place"]["displayName"]["text"], item["place"].get("formattedAddress", ""), percent(item["likelihood"]))
            for item in answer["placeLikelihoods"]]


def shown_rows(driver) -> list[tuple[str, str, str]]:
    """(name, address, percentage) of each item, as the DOM holds them (no whitespace folding)."""
    return [tuple(row) for row in driver.execute_script("""
        return Array.from(document.querySelectorAll('[data-testid=place-list] [data-testid=place-item]'), item =>
            ['place-name', 'place-address', 'place-likelihood'].map(
                id => item.querySelector('[data-testid=' + id + ']').textContent));""")]


def wait_for_rows(driver, expected: list[tuple[str, str, str]]) -> list:
    def shown(d):
        return visible(d, "place-list") and shown_rows(d) == expected
    try:
        wait_until(driver, shown, "the list shows the server's answer")
    except Exception:
        print("shown:", shown_rows(driver), "\nexpected:", expected)
        raise
    return driver.find_elements(By.CSS_SELECTOR, "[data-testid=place-list] [data-testid=place-item]")


def answers_received(driver) -> int:
    return int(map_state(driver).get("answersReceived", "0"))


def markers(driver):
    return driver.find_elements(By.CSS_SELECTOR, "[data-testid=map] .leaflet-marker-pane .leaflet-marker-icon")


def assert_marker_for(driver, name: str, address: str) -> None:
    wait_until(driver, lambda d: visible(d, "marker-title"), "the marker's info window")
    assert len(markers(driver)) == 1
    popups = driver.find_elements(By.CSS_SELECTOR, "[data-testid=map] .leaflet-popup")
    assert len(popups) == 1
    assert popups[0].find_element(By.CSS_SELECTOR, "[data-testid=marker-title]").text == name
    assert popups[0].find_element(By.CSS_SELECTOR, "[data-testid=marker-snippet]").text == address


def same_text(expected: str, shown: str) -> bool:
    """`expected` appears in `shown` once whitespace is folded as HTML folds it."""
    return " ".join(expected.split()) in " ".join(shown.split())


def active_testid(driver) -> str | None:
    return driver.switch_to.active_element.get_attribute("data-testid")


def press(driver, *keys) -> None:
    ActionChains(driver).send_keys(*keys).perform()


def has_focus_outline(driver) -> bool:
    return driver.execute_script(
        "const s = getComputedStyle(document.activeElement);"
        "return s.outlineStyle !== 'none' && parseFloat(s.outlineWidth) >= 2;")


def open_precise(browser, server, position=STOCKMANN, accuracy=10) -> dict:
    browser.grant_location(server.base_url)
    browser.set_position(position[0], position[1], accuracy)
    open_app(browser, server)
    state = wait_for_state(browser.driver, "precise", accepted=1)
    wait_until(browser.driver, lambda d: answers_received(d) >= 1, "the first answer is fetched")
    return state


# ---------------------------------------------------------------- tests


def test_precise_fix_lists_five_places_and_marks_the_pick(browser, server):
    driver = browser.driver
    state = open_precise(browser, server)
    assert_center(state, *STOCKMANN, zoom=15)
    assert driver.find_elements(By.CSS_SELECTOR, "path.my-location-dot"), "the blue my-location dot"
    assert driver.find_elements(By.CSS_SELECTOR, "path.my-location-accuracy"), "the accuracy circle"
    assert visible(driver, "location-notice") is None
    assert visible(driver, "error") is None
    assert markers(driver) == []

    answer = api_places(server, *STOCKMANN, accuracy=10)
    assert answer["approximate"] is False and len(answer["placeLikelihoods"]) == 5
    likelihoods = [item["likelihood"] for item in answer["placeLikelihoods"]]
    assert likelihoods == sorted(likelihoods, reverse=True)

    driver.find_element(By.CSS_SELECTOR, "[data-testid=get-place]").click()
    items = wait_for_rows(driver, expected_rows(answer))
    assert len(items) == 5
    assert all(row[2].endswith("%") for row in shown_rows(driver))
    browser.screenshot("01-precise-list")

    before = answers_received(driver)
    name, address, _ = shown_rows(driver)[1]
    items[1].click()
    wait_until(driver, lambda d: visible(d, "place-list") is None, "the list closes")
    assert_marker_for(driver, name, address)
    marker_title = markers(driver)[0].get_attribute("title")
    assert marker_title == name
    # The likely places are fetched again after the pick.
    wait_until(driver, lambda d: answers_received(d) > before, "a refresh after the pick")
    browser.screenshot("02-precise-marker")

    # A second pick replaces the marker: still exactly one. The list is now ranked with the first pick.
    driver.find_element(By.CSS_SELECTOR, "[data-testid=get-place]").click()
    items = wait_for_rows(driver, expected_rows(api_places_for_page(server, driver, *STOCKMANN, accuracy=10)))
    name, address, _ = shown_rows(driver)[0]
    items[0].click()
    assert_marker_for(driver, name, address)


def test_location_updates_move_the_camera_beyond_50_m_only(browser, server):
    driver = browser.driver
    open_precise(browser, server)
    driver.find_element(By.CSS_SELECTOR, "[data-testid=get-place]").click()
    wait_for_rows(driver, expected_rows(api_places(server, *STOCKMANN, accuracy=10)))

    # 133 m: accepted; the camera follows and the open list refreshes.
    kaivokatu = api_places(server, *KAIVOKATU, accuracy=10)
    assert expected_rows(kaivokatu) != expected_rows(api_places(server, *STOCKMANN, accuracy=10))
    browser.set_position(*KAIVOKATU, 10)
    state = wait_for_state(driver, "precise", accepted=2)
    assert_center(state, *KAIVOKATU, zoom=15)
    wait_for_rows(driver, expected_rows(kaivokatu))
    dot = driver.execute_script(
        "const r = document.querySelector('path.my-location-dot').getBoundingClientRect();"
        "const m = document.querySelector('[data-testid=map]').getBoundingClientRect();"
        "return [r.x + r.width / 2 - m.x, r.y + r.height / 2 - m.y, m.width, m.height];")
    assert abs(dot[0] - dot[2] / 2) < 3 and abs(dot[1] - dot[3] / 2) < 3, dot  # the dot moved too
    browser.screenshot("03-update-moved")

    # 20 m further: received, filtered out; the camera and the list stay.
    received = int(state["fixesReceived"])
    answers = answers_received(driver)
    browser.set_position(*KAIVOKATU_20M, 10)
    wait_until(driver, lambda d: int(map_state(d)["fixesReceived"]) > received, "the 20 m update arrives")
    state = map_state(driver)
    assert state["fixesAccepted"] == "2"
    assert_center(state, *KAIVOKATU, zoom=15)
    assert answers_received(driver) == answers
    assert shown_rows(driver) == expected_rows(kaivokatu)


def test_approximate_fix_zooms_to_10_and_lists_areas(browser, server):
    driver = browser.driver
    browser.grant_location(server.base_url)
    browser.set_position(*STOCKMANN, 2000)
    open_app(browser, server)
    state = wait_for_state(driver, "approximate", accepted=1)
    assert_center(state, *STOCKMANN, zoom=10)

    answer = api_places(server, *STOCKMANN, accuracy=2000)
    assert answer["approximate"] is True and answer["recommendedZoom"] == 10
    categories = api_places(server, *STOCKMANN, accuracy=2000, fields="id,category")
    assert {item["place"]["category"] for item in categories["placeLikelihoods"]} == {"locality"}

    driver.find_element(By.CSS_SELECTOR, "[data-testid=get-place]").click()
    wait_for_rows(driver, expected_rows(answer))
    assert driver.find_element(By.ID, "sheet-title").text == "Select an area"
    assert "approximate" in driver.find_element(By.ID, "sheet-status").text
    browser.screenshot("04-approximate-areas")

    # Within 50 m but precise again: the accuracy class changed, so accepted.
    driver.find_element(By.ID, "sheet-close").click()
    browser.set_position(STOCKMANN[0] + 0.0001, STOCKMANN[1], 10)
    state = wait_for_state(driver, "precise", accepted=2)
    assert_center(state, STOCKMANN[0] + 0.0001, STOCKMANN[1], zoom=15)


def test_permission_denied_opens_the_default_location_with_a_notice(browser, server):
    driver = browser.driver
    browser.deny_location(server.base_url)
    open_app(browser, server)
    state = wait_for_state(driver, "denied")
    status, config = server.get("/v1/config")
    assert status == 200
    home = config["defaultLocation"]
    assert (home["latitude"], home["longitude"]) == DEFAULT_LOCATION
    assert_center(state, home["latitude"], home["longitude"], zoom=15)
    notice = wait_until(driver, lambda d: visible(d, "location-notice"), "the location notice")
    assert "default location" in notice.text
    assert driver.find_elements(By.CSS_SELECTOR, "path.my-location-dot") == []
    assert driver.find_element(By.CSS_SELECTOR, "[data-testid=my-location]").get_attribute("aria-disabled") == "true"

    answer = api_places(server)  # the default location, the server's default accuracy
    assert len(answer["placeLikelihoods"]) >= 1
    driver.find_element(By.CSS_SELECTOR, "[data-testid=get-place]").click()
    items = wait_for_rows(driver, expected_rows(answer))
    browser.screenshot("05-denied-default-location")
    name, address, _ = shown_rows(driver)[0]
    items[0].click()
    assert_marker_for(driver, name, address)

    # Allowed later: the page starts watching again and follows the fix.
    browser.grant_location(server.base_url)
    browser.set_position(*STOCKMANN, 10)
    state = wait_for_state(driver, "precise", accepted=1)
    assert_center(state, *STOCKMANN, zoom=15)
    assert visible(driver, "location-notice") is None
    assert driver.find_elements(By.CSS_SELECTOR, "path.my-location-dot")


def test_no_fix_within_10_s_falls_back_and_a_later_fix_takes_over(browser, server):
    driver = browser.driver
    browser.grant_location(server.base_url)
    browser.set_position_unavailable()  # error 2, again and again: not final
    open_app(browser, server)
    wait_until(driver, lambda d: visible(d, "waiting"), "the waiting banner")
    # The map waits for the first fix: no map yet.
    assert map_state(driver)["locationState"] == "waiting"
    assert driver.find_elements(By.CSS_SELECTOR, "[data-testid=map].leaflet-container") == []
    browser.screenshot("13-waiting-for-first-fix")

    state = wait_for_state(driver, "timeout")
    assert_center(state, *DEFAULT_LOCATION, zoom=15)
    assert "default location" in visible(driver, "location-notice").text
    assert visible(driver, "waiting") is None
    browser.screenshot("14-no-fix-default-location")

    browser.set_position(*STOCKMANN, 10)
    state = wait_for_state(driver, "precise", accepted=1)
    assert_center(state, *STOCKMANN, zoom=15)
    assert visible(driver, "location-notice") is None


def test_server_rejection_is_shown_in_the_alert_region(browser, server):
    driver = browser.driver
    status, body = server.get("/v1/currentPlace", lat="60.1684", lng="24.942", accuracy="150000", limit="5")
    assert status == 400 and body["error"]["parameter"] == "accuracy", body
    browser.grant_location(server.base_url)
    browser.set_position(*STOCKMANN, 150000)  # more than the 100 km the API takes
    open_app(browser, server)
    wait_for_state(driver, "approximate", accepted=1)
    alert = wait_until(driver, lambda d: visible(d, "error"), "the error alert")
    assert alert.get_attribute("role") == "alert"
    assert "Could not get the likely places" in alert.text
    assert same_text(body["error"]["message"], alert.text)

    # Get Place tries again and shows the error again, no list.
    driver.find_element(By.ID, "error-dismiss").click()
    wait_until(driver, lambda d: visible(d, "error") is None, "the alert is dismissed")
    driver.find_element(By.CSS_SELECTOR, "[data-testid=get-place]").click()
    alert = wait_until(driver, lambda d: visible(d, "error"), "the error alert again")
    assert same_text(body["error"]["message"], alert.text)
    wait_until(driver, lambda d: visible(d, "place-list") is None, "no list without places")
    browser.screenshot("06-api-error")


def test_network_error_is_shown_in_the_alert_region(browser, own_server):
    driver = browser.driver
    open_precise(browser, own_server)
    own_server.stop()
    browser.set_position(*KAIVOKATU, 10)  # accepted: the refresh fails
    wait_for_state(driver, "precise", accepted=2)
    alert = wait_until(driver, lambda d: visible(d, "error"), "the network error")
    assert alert.get_attribute("role") == "alert"
    assert "Could not reach the server" in alert.text
    driver.find_element(By.CSS_SELECTOR, "[data-testid=get-place]").click()
    wait_until(driver, lambda d: visible(d, "place-list") is None, "no list without an answer")
    assert "Could not reach the server" in visible(driver, "error").text
    browser.screenshot("07-network-error")


def test_keyboard_alone(browser, server):
    driver = browser.driver
    open_precise(browser, server)
    answer = api_places(server, *STOCKMANN, accuracy=10)

    for _ in range(10):
        if active_testid(driver) == "get-place":
            break
        press(driver, Keys.TAB)
    assert active_testid(driver) == "get-place"
    assert has_focus_outline(driver)

    press(driver, Keys.ENTER)
    wait_for_rows(driver, expected_rows(answer))
    wait_until(driver, lambda d: active_testid(d) == "place-item", "focus moves into the list")
    press(driver, Keys.TAB)
    focused = driver.switch_to.active_element
    assert focused.get_attribute("data-testid") == "place-item"
    assert has_focus_outline(driver)
    name = focused.find_element(By.CSS_SELECTOR, "[data-testid=place-name]").text
    address = focused.find_element(By.CSS_SELECTOR, "[data-testid=place-address]").text
    assert (name, address) == expected_rows(answer)[1][:2]
    browser.screenshot("08-keyboard-focus")
    press(driver, Keys.ENTER)
    wait_until(driver, lambda d: visible(d, "place-list") is None, "Enter picks and closes the list")
    assert_marker_for(driver, name, address)
    assert active_testid(driver) == "get-place"  # focus returns to the button

    # Space picks too (from a list ranked with the first pick).
    press(driver, Keys.ENTER)
    wait_for_rows(driver, expected_rows(api_places_for_page(server, driver, *STOCKMANN, accuracy=10)))
    wait_until(driver, lambda d: active_testid(d) == "place-item", "focus moves into the list")
    focused = driver.switch_to.active_element
    name = focused.find_element(By.CSS_SELECTOR, "[data-testid=place-name]").text
    address = focused.find_element(By.CSS_SELECTOR, "[data-testid=place-address]").text
    press(driver, Keys.SPACE)
    wait_until(driver, lambda d: visible(d, "place-list") is None, "Space picks and closes the list")
    assert_marker_for(driver, name, address)

    # Escape closes an open list without a pick.
    press(driver, Keys.ENTER)
    wait_until(driver, lambda d: visible(d, "place-list"), "the list opens")
    press(driver, Keys.ESCAPE)
    wait_until(driver, lambda d: visible(d, "place-list") is None, "Escape closes the list")
    assert active_testid(driver) == "get-place"
    assert_marker_for(driver, name, address)

    # Pan the map with the arrow keys, then recentre with the my-location button. The click is off the
    # centre: the marker of a place picked there takes the click (and the focus) otherwise.
    ActionChains(driver).move_to_element_with_offset(
        driver.find_element(By.CSS_SELECTOR, "[data-testid=map]"), -200, -150).click().perform()
    press(driver, Keys.ARROW_RIGHT, Keys.ARROW_RIGHT, Keys.ARROW_DOWN)
    wait_until(driver, lambda d: metres_between(
        (float(map_state(d)["centerLat"]), float(map_state(d)["centerLng"])), STOCKMANN) > 50, "the map pans")
    for _ in range(15):
        if active_testid(driver) == "my-location":
            break
        press(driver, Keys.TAB)
    assert active_testid(driver) == "my-location"
    press(driver, Keys.ENTER)
    wait_until(driver, lambda d: metres_between(
        (float(map_state(d)["centerLat"]), float(map_state(d)["centerLng"])), STOCKMANN) < 5, "back on my location")


def test_phone_sized_screen(browser, server):
    driver = browser.driver
    browser.set_viewport(360, 640, mobile=True, scale=2)
    open_precise(browser, server)
    assert driver.execute_script("return [innerWidth, innerHeight]") == [360, 640]
    answer = api_places(server, *STOCKMANN, accuracy=10)

    def inside_viewport(element) -> bool:
        return driver.execute_script(
            "const r = arguments[0].getBoundingClientRect();"
            "return r.width > 0 && r.height > 0 && r.left >= 0 && r.top >= 0 && r.right <= innerWidth && r.bottom <= innerHeight;",
            element)

    def on_top(element) -> bool:
        return driver.execute_script(
            "const e = arguments[0], r = e.getBoundingClientRect();"
            "const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);"
            "return hit === e || e.contains(hit);", element)

    button = driver.find_element(By.CSS_SELECTOR, "[data-testid=get-place]")
    assert inside_viewport(button) and on_top(button)
    assert driver.execute_script("return document.documentElement.scrollWidth") <= 360  # no sideways scrolling
    button.click()
    items = wait_for_rows(driver, expected_rows(answer))
    sheet = driver.find_element(By.CSS_SELECTOR, "[data-testid=place-list]")
    assert inside_viewport(sheet)
    for item in items:
        assert inside_viewport(item) and on_top(item)
    browser.screenshot("09-phone-list")

    name, address, _ = shown_rows(driver)[2]
    items[2].click()
    assert_marker_for(driver, name, address)
    popup = driver.find_element(By.CSS_SELECTOR, ".leaflet-popup-content")
    assert inside_viewport(popup)
    # Retina screens get the 512 px tiles.
    assert driver.execute_script(
        "return Array.from(document.querySelectorAll('img.leaflet-tile')).some(i => i.src.includes('@2x'))")
    browser.screenshot("10-phone-marker")


def test_attribution_visible_and_nothing_loaded_from_outside(browser, server):
    driver = browser.driver
    open_precise(browser, server)
    attribution = driver.find_element(By.CSS_SELECTOR, ".leaflet-control-attribution")
    assert attribution.is_displayed()
    assert "© OpenStreetMap contributors" in attribution.text

    wait_until(driver, lambda d: d.find_elements(By.CSS_SELECTOR, "img.leaflet-tile-loaded"), "a tile is drawn")
    assert driver.execute_script("return typeof L === 'object' && typeof L.version === 'string'")
    scripts = driver.execute_script("return Array.from(document.scripts, s => s.src)")
    assert server.base_url + "/leaflet/leaflet.js" in scripts
    sheets = driver.execute_script("return Array.from(document.styleSheets, s => s.href)")
    assert server.base_url + "/leaflet/leaflet.css" in sheets
    resources = driver.execute_script("return performance.getEntriesByType('resource').map(e => e.name)")
    assert any("/tiles/" in name for name in resources)
    outside = [name for name in resources if not name.startswith(server.base_url + "/") and not name.startswith("data:")]
    assert outside == []
    # Leaflet's marker images come from /leaflet/images/ too.
    driver.find_element(By.CSS_SELECTOR, "[data-testid=get-place]").click()
    wait_until(driver, lambda d: len(shown_rows(d)) > 0, "the list")
    driver.find_elements(By.CSS_SELECTOR, "[data-testid=place-item]")[0].click()
    icon = wait_until(driver, lambda d: markers(d), "the marker")[0]
    assert icon.get_attribute("src").startswith(server.base_url + "/leaflet/images/marker-icon")
    assert driver.execute_script("return arguments[0].complete && arguments[0].naturalWidth > 0", icon)
    browser.screenshot("11-attribution")


@pytest.mark.parametrize("lang, direction, get_place", [
    ("en", "ltr", "Get Place"), ("ru", "ltr", "Определить место"), ("pt", "ltr", "Obter local"),
    ("tr", "ltr", "Yeri bul"), ("fr", "ltr", "Trouver le lieu"), ("ar", "rtl", "تحديد المكان"),
])
def test_language_from_the_url(browser, server, lang, direction, get_place):
    driver = browser.driver
    browser.grant_location(server.base_url)
    browser.set_position(*STOCKMANN, 10)
    open_app(browser, server, lang=lang)
    wait_for_state(driver, "precise", accepted=1)
    assert driver.execute_script("return [document.documentElement.lang, document.documentElement.dir]") == [lang, direction]
    button = driver.find_element(By.CSS_SELECTOR, "[data-testid=get-place]")
    assert button.text == get_place
    button.click()
    wait_for_rows(driver, [(name, address, _localized_percent(driver, row_percent))
                           for name, address, row_percent in expected_rows(api_places(server, *STOCKMANN, accuracy=10, lang=lang))])
    browser.screenshot(f"12-language-{lang}-list")
    name, address, _ = shown_rows(driver)[1]
    driver.find_elements(By.CSS_SELECTOR, "[data-testid=place-item]")[1].click()
    assert_marker_for(driver, name, address)
    browser.screenshot(f"12-language-{lang}-marker")


def _localized_percent(driver, english: str) -> str:
    """The page's own rendering of a percentage in its language (Intl.NumberFormat)."""
    below = english.startswith("<")
    value = int(english.strip("<%"))
    return driver.execute_script(
        "const f = new Intl.NumberFormat(document.documentElement.lang, {style: 'percent', maximumFractionDigits: 0});"
        "return (arguments[1] ? '<' : '') + f.format(arguments[0] / 100);", value, below)


def test_language_without_messages_keeps_english_and_asks_names_in_it(browser, server):
    """?lang=sv: no Swedish interface yet, so English, but Swedish place names."""
    driver = browser.driver
    browser.deny_location(server.base_url)
    open_app(browser, server, lang="sv")
    wait_for_state(driver, "denied")
    assert driver.execute_script("return [document.documentElement.lang, document.documentElement.dir]") == ["en", "ltr"]
    get_place = driver.find_element(By.CSS_SELECTOR, "[data-testid=get-place]")
    assert get_place.text == "Get Place"
    swedish = api_places(server, lang="sv")
    assert expected_rows(swedish) != expected_rows(api_places(server, lang="en"))
    get_place.click()
    wait_for_rows(driver, expected_rows(swedish))


def test_unknown_language_falls_back_to_english(browser, server):
    driver = browser.driver
    browser.deny_location(server.base_url)
    open_app(browser, server, lang="x-bad!")
    wait_for_state(driver, "denied")
    assert driver.execute_script("return [document.documentElement.lang, document.documentElement.dir]") == ["en", "ltr"]
    assert driver.find_element(By.CSS_SELECTOR, "[data-testid=get-place]").text == "Get Place"


def test_the_page_takes_its_default_location_zooms_and_filter_from_the_config(browser, server_binary, place_store, tmp_path):
    """A server with another default location: the page opens there, at the server's zooms."""
    own = Server(server_binary, place_store, tmp_path, default_location=ESPLANADI).start()
    try:
        driver = browser.driver
        status, config = own.get("/v1/config")
        assert status == 200
        assert (config["defaultLocation"]["latitude"], config["defaultLocation"]["longitude"]) == ESPLANADI
        browser.deny_location(own.base_url)
        open_app(browser, own)
        state = wait_for_state(driver, "denied")
        assert_center(state, *ESPLANADI, zoom=config["preciseZoom"])
        assert visible(driver, "error") is None
        resources = driver.execute_script("return performance.getEntriesByType('resource').map(e => e.name)")
        assert own.base_url + "/v1/config" in resources
        # The list is of the places at the server's default location.
        answer = api_places(own, *ESPLANADI)
        driver.find_element(By.CSS_SELECTOR, "[data-testid=get-place]").click()
        wait_for_rows(driver, expected_rows(answer))
        browser.screenshot("15-config-default-location")
        driver.find_element(By.ID, "sheet-close").click()

        # Allowed: an approximate fix, then a precise one, at the config's zooms.
        approximate = config["approximateAccuracy"]
        browser.grant_location(own.base_url)
        browser.set_position(*STOCKMANN, approximate)
        state = wait_for_state(driver, "approximate", accepted=1)
        assert_center(state, *STOCKMANN, zoom=config["approximateZoom"])
        browser.set_position(*STOCKMANN, approximate - 1)
        state = wait_for_state(driver, "precise", accepted=2)
        assert_center(state, *STOCKMANN, zoom=config["preciseZoom"])
        # A move just short of the config's distance filter is ignored; one just past it is taken.
        short = STOCKMANN[0] + (config["distanceFilterMeters"] - 5) / 111_195, STOCKMANN[1]
        received = int(state["fixesReceived"])
        browser.set_position(*short, 10)
        wait_until(driver, lambda d: int(map_state(d)["fixesReceived"]) > received, "the short move arrives")
        assert map_state(driver)["fixesAccepted"] == "2"
        far = STOCKMANN[0] + (config["distanceFilterMeters"] + 5) / 111_195, STOCKMANN[1]
        browser.set_position(*far, 10)
        state = wait_for_state(driver, "precise", accepted=3)
        assert_center(state, *far, zoom=config["preciseZoom"])
    finally:
        own.stop()


def test_the_modules_restate_no_default_location():
    """The default location is the server's (/v1/config): no module carries one."""
    sources = {path.name: path.read_text() for path in WEB_SOURCES.glob("*.js")}
    assert "main.js" in sources
    for name, text in sources.items():
        for number in (*DEFAULT_LOCATION, *ESPLANADI):
            assert str(number) not in text, (name, number)
        assert len(text.splitlines()) < 300, name


def test_the_page_opens_without_the_config(browser, own_server):
    """/v1/config unreachable: the page says so, opens on the whole world, and works once the server is back.

    No mock: the page's modules load from the real server, main.js is held at
    a breakpoint before its first line, the server is stopped, and main.js goes
    on to ask a server that is not there.
    """
    driver = browser.driver
    browser.deny_location(own_server.base_url)
    devtools = DevTools(driver)
    try:
        devtools.send("Debugger.enable")
        devtools.send("Debugger.setBreakpointByUrl", {"urlRegex": r".*/static/main\.js$", "lineNumber": 0})
        devtools.send("Page.navigate", {"url": own_server.base_url + "/?test=1&lang=en"})
        paused = devtools.wait_for_event("Debugger.paused")
        assert paused["hitBreakpoints"], paused  # every module is in; nothing of main.js has run
        port = own_server.port
        own_server.stop()
        devtools.send("Debugger.disable")  # resumes main.js
    finally:
        devtools.close()

    state = wait_for_state(driver, "denied")
    alert = wait_until(driver, lambda d: visible(d, "error"), "the config alert")
    assert "Could not load the map settings" in alert.text
    assert "default location" in visible(driver, "location-notice").text
    # The whole world, no city.
    assert int(state["zoom"]) <= 2, state
    assert abs(float(state["centerLat"])) < 1 and abs(float(state["centerLng"])) < 1, state
    # Get Place has no position to ask about, and says so.
    driver.find_element(By.CSS_SELECTOR, "[data-testid=get-place]").click()
    wait_until(driver, lambda d: visible(d, "place-list"), "the list opens")
    assert driver.find_element(By.ID, "sheet-status").text == "Your location is not known yet."
    assert shown_rows(driver) == []
    browser.screenshot("16-no-config-world")

    # The server is back (the config is not asked again) and location is allowed.
    own_server.start(port=port)
    browser.grant_location(own_server.base_url)
    browser.set_position(*STOCKMANN, 10)
    state = wait_for_state(driver, "precise", accepted=1)
    # No zoom levels: the zoom that shows the accuracy circle, centred on the fix.
    zoom = int(state["zoom"])
    assert 15 <= zoom <= 19, state
    assert_center(state, *STOCKMANN, zoom=zoom)
    # The open list now shows the places at the fix.
    wait_for_rows(driver, expected_rows(api_places(own_server, *STOCKMANN, accuracy=10)))
    browser.screenshot("17-no-config-fix")
    # No distance filter: a 20 m move is taken.
    browser.set_position(*KAIVOKATU, 10)
    wait_for_state(driver, "precise", accepted=2)
    browser.set_position(*KAIVOKATU_20M, 10)
    wait_for_state(driver, "precise", accepted=3)


def test_picks_are_kept_in_the_browser_sent_with_each_request_and_forgotten(browser, own_server):
    """Issue 14: the person's picks stay in localStorage, go with each request (a POST), rank the place
    picked higher, and "Forget my places" empties them; the server keeps nothing."""
    driver = browser.driver
    server = own_server
    open_precise(browser, server)
    assert stored_history(driver) == []
    plain = api_places(server, *STOCKMANN, accuracy=10)
    driver.find_element(By.CSS_SELECTOR, "[data-testid=get-place]").click()
    items = wait_for_rows(driver, expected_rows(plain))
    assert visible(driver, "forget-places") is None, "nothing to forget yet"

    # Pick the last of the five.
    picked = items[4].get_attribute("data-place-id")
    before = answers_received(driver)
    items[4].click()
    wait_until(driver, lambda d: answers_received(d) > before, "a refresh after the pick")
    visits = stored_history(driver)
    assert [visit["id"] for visit in visits] == [picked]
    # Kept with where the device was: the browser's position and accuracy.
    kept = visits[0]["fix"]
    assert abs(kept["lat"] - STOCKMANN[0]) < 1e-6 and abs(kept["lng"] - STOCKMANN[1]) < 1e-6, visits
    assert kept["accuracy"] == 10, visits
    offset = driver.execute_script("return -new Date().getTimezoneOffset();")
    sign = "-" if offset < 0 else "+"
    assert re.fullmatch(r"\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d" + re.escape(f"{sign}{abs(offset) // 60:02d}:{abs(offset) % 60:02d}"),
                        visits[0]["time"]), visits
    assert map_state(driver)["historySent"] == "1"

    # The request after the pick was a POST (the access log says so), answered with the pick moved up.
    deadline = time.monotonic() + 10
    while "POST /v1/currentPlace" not in server.log_path.read_text(errors="replace") and time.monotonic() < deadline:
        time.sleep(0.1)
    assert "POST /v1/currentPlace" in server.log_path.read_text(errors="replace")
    ranked = api_places_for_page(server, driver, *STOCKMANN, accuracy=10)
    assert [item["place"]["id"] for item in ranked["placeLikelihoods"]].index(picked) < 4
    driver.find_element(By.CSS_SELECTOR, "[data-testid=get-place]").click()
    wait_for_rows(driver, expected_rows(ranked))
    forget = wait_until(driver, lambda d: visible(d, "forget-places"), "the forget control shows")
    assert forget.text == "Forget my places (1)"
    browser.screenshot("16-forget-my-places")

    before = answers_received(driver)
    forget.click()
    wait_until(driver, lambda d: answers_received(d) > before, "a refresh after forgetting")
    assert stored_history(driver) == []
    assert driver.execute_script("return localStorage.getItem('current-place.history');") is None
    assert visible(driver, "forget-places") is None
    assert map_state(driver)["historySent"] == "0"
    assert visible(driver, "place-list"), "the list stays open"
    wait_for_rows(driver, expected_rows(plain))


def test_a_damaged_history_in_local_storage_is_not_sent(browser, server):
    """Entries that are not picks (edited by hand, another version's) are dropped, never sent."""
    driver = browser.driver
    open_app(browser, server)
    driver.execute_script("localStorage.setItem('current-place.history', arguments[0]);",
                          json.dumps([{"id": "x1", "time": "noon"}, 5, None, {"id": "n25389429"},
                                      {"id": "x1", "time": "2026-11-30T08:05:00+02:00", "fix": {"lat": 60.17, "lng": 24.94}}]))
    browser.grant_location(server.base_url)
    browser.set_position(*STOCKMANN, 10)
    open_app(browser, server)
    wait_for_state(driver, "precise", accepted=1)
    wait_until(driver, lambda d: answers_received(d) >= 1, "the first answer is fetched")
    assert map_state(driver)["historySent"] == "0"
    assert visible(driver, "error") is None


def test_forget_my_places_in_arabic_on_a_phone(browser, server):
    """The control is translated, counts as the language writes numbers and fits a phone's bottom sheet, right to left."""
    driver = browser.driver
    browser.set_viewport(360, 640, mobile=True, scale=2)
    browser.grant_location(server.base_url)
    browser.set_position(*STOCKMANN, 10)
    open_app(browser, server, lang="ar")
    wait_for_state(driver, "precise", accepted=1)
    wait_until(driver, lambda d: answers_received(d) >= 1, "the first answer is fetched")
    driver.find_element(By.CSS_SELECTOR, "[data-testid=get-place]").click()
    wait_until(driver, lambda d: len(d.find_elements(By.CSS_SELECTOR, "[data-testid=place-item]")) == 5, "five places")
    before = answers_received(driver)
    driver.find_elements(By.CSS_SELECTOR, "[data-testid=place-item]")[2].click()
    wait_until(driver, lambda d: answers_received(d) > before, "a refresh after the pick")
    driver.find_element(By.CSS_SELECTOR, "[data-testid=get-place]").click()
    forget = wait_until(driver, lambda d: visible(d, "forget-places"), "the forget control shows")
    one = driver.execute_script("return new Intl.NumberFormat('ar').format(1);")
    assert forget.text == f"انسَ أماكني ({one})"
    assert forget.get_attribute("title").startswith("تبقى اختياراتك")
    box = driver.execute_script("const r = arguments[0].getBoundingClientRect(); return [r.left, r.right, r.height];", forget)
    assert 0 <= box[0] and box[1] <= 360 and box[2] >= 44, box
    browser.screenshot("17-forget-my-places-ar-phone")
