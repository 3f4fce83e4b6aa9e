// current-place web app: the tutorial "Select the current place and show
// details on a map" in the browser. Native ES modules, no build step; Leaflet
// comes from the server's /leaflet/ (Debian's libjs-leaflet) as the global L.
//
// Flow: wait for the first fix (or fall back to the default location when
// permission is denied or no fix comes), follow the position with the
// server's distance filter, list the places the person is most likely at on
// "Get Place", and show one marker (title = name, snippet = address) for the
// place picked. The likely places are fetched again after each accepted
// location update and after each pick. Each pick is kept in this browser
// (history.js) and sent with the requests that follow; "Forget my places"
// under the list forgets them. The rules (default location, zoom
// levels, approximate threshold, distance filter) come from /v1/config.
// On a server that keeps a crowd, the first pick asks whether to help others
// find places (consent.js); with yes, each pick sends a randomized
// confirmation (crowd.js).
//
// This module wires the others together; the page's state lives in them
// (the fix in location.js, the answers in places.js, the list in sheet.js),
// and here only the config and the map, once they exist.

import { bindBanners, clearError, hideNotice, hideWaiting, isNoticeShown, showError, showNotice } from "./banners.js";
import { isApproximate, loadConfig } from "./config.js";
import { applyLanguage, LANGUAGE } from "./i18n.js";
import { createLocationTracker } from "./location.js";
import { createMapView } from "./map.js";
import { createCrowdConsent } from "./consent.js";
import { sendConfirmation } from "./crowd.js";
import { createForgetControl } from "./forget.js";
import { createHistory } from "./history.js";
import { createPlacesClient, placeName, placesQuery } from "./places.js";
import { createSheet } from "./sheet.js";

const FALLBACK_NOTICES = { denied: "permissionDenied", timeout: "locationUnavailable", unsupported: "geolocationUnsupported" };

const mapElement = document.getElementById("map");
const getPlaceButton = document.getElementById("get-place");

/** The settings from /v1/config (null until read; the fallback settings when it fails). */
let config = null;
/** The map, once the config and the first fix (or a fallback) are in. */
let mapView = null;

const tracker = createLocationTracker({ onAccept, onIgnore: publishView, onFallback });
const sheet = createSheet({ onPick: pick });
const history = createHistory({ onChange: (count) => forgetControl && forgetControl.update(count) });
const places = createPlacesClient({
  history,
  onStart: () => sheet.setBusy(true),
  onAnswer(answer) {
    publishView();
    sheet.setBusy(false);
    clearError();
    if (sheet.isOpen()) sheet.render(answer);
  },
  onFailure(error) {
    sheet.setBusy(false);
    if (error.name === "AbortError") return;
    console.error("current-place: /v1/currentPlace", error);
    if (error.apiMessage) showError("errorApi", { message: error.apiMessage });
    else showError("errorNetwork");
    // Keep an older list on screen; without one, there is nothing to show.
    if (sheet.isOpen() && !(places.latestAnswer() && sheet.hasItems())) sheet.close(false);
  },
});
const forgetControl = createForgetControl(history, { onForget: refreshPlaces });
const consent = createCrowdConsent();

/** Mirrors the camera and the location state on the map element (read by tests and tools). */
function publishView() {
  const data = mapElement.dataset;
  if (mapView) {
    const camera = mapView.camera();
    data.centerLat = camera.lat.toFixed(6);
    data.centerLng = camera.lng.toFixed(6);
    data.zoom = String(camera.zoom);
  }
  const fix = tracker.fix();
  data.locationState = fix ? (isApproximate(config, fix) ? "approximate" : "precise") : tracker.fallback() || "waiting";
  const counts = tracker.counts();
  data.fixesReceived = String(counts.received);
  data.fixesAccepted = String(counts.accepted);
  data.answersReceived = String(places.answersReceived());
  data.historyCount = String(history.count());
  data.historySent = String(places.historySent());
}

// ---------------------------------------------------------------- location

function onAccept(fix) {
  hideNotice();
  if (mapView) {
    mapView.setMyLocationEnabled(true);
    mapView.showFix(fix);
    mapView.drawMyLocation(fix);
  } else {
    showMapWhenReady();
  }
  publishView();
  refreshPlaces();
}

function onFallback(reason) {
  showNotice(FALLBACK_NOTICES[reason]);
  showMapWhenReady();
  publishView();
}

/** Opens the map once the config is in and the first fix (or a fallback) is known. */
function showMapWhenReady() {
  const fix = tracker.fix();
  if (!config || !(fix || tracker.fallback())) return;
  hideWaiting();
  if (!mapView) mapView = createMapView(mapElement, config, fix, { onMyLocation: recenter, onMove: publishView });
  if (fix) mapView.drawMyLocation(fix);
  else mapView.showHome();
  publishView();
}

function recenter() {
  const fix = tracker.fix();
  if (!fix) {
    // The fallback notice already says why; otherwise say there is no fix yet.
    if (!isNoticeShown()) showNotice("myLocationUnknown");
    return;
  }
  mapView.showFix(fix);
}

// ---------------------------------------------------------------- likely places

/** The query for the current fix, else the default location; null without either. */
function currentQuery() {
  return placesQuery(tracker.fix(), config ? config.defaultLocation : null, LANGUAGE.api);
}

function refreshPlaces() {
  places.refresh(currentQuery());
}

function onGetPlace() {
  sheet.open();
  const key = currentQuery();
  if (key === null) {
    sheet.showMessage("myLocationUnknown");
    return;
  }
  const answer = places.answerFor(key);
  if (answer) {
    sheet.render(answer);
  } else {
    const fix = tracker.fix();
    sheet.showLoading(Boolean(fix && isApproximate(config, fix)));
    refreshPlaces();
  }
}

/** The tutorial's pick: one marker for the place, then the likely places again. */
function pick(index) {
  const answer = places.latestAnswer();
  const item = answer && answer.placeLikelihoods[index];
  if (!item || !item.place || !item.place.location) return;
  sheet.close();
  if (mapView) mapView.showPlace(item.place, placeName(item.place));
  mapElement.dataset.pickedPlace = item.place.id || "";
  // Kept with where the device is (none at the default location): the next visit is found there.
  history.add(item.place.id, new Date(), tracker.fix());
  refreshPlaces();
  if (config && config.crowd) {
    const shown = answer.placeLikelihoods.map((entry) => entry.place && entry.place.id);
    const { epsilon } = config.crowd;
    consent.afterPick(() => sendConfirmation(shown, item.place.id, epsilon));
  }
}

// ---------------------------------------------------------------- start

async function start() {
  applyLanguage();
  bindBanners();
  getPlaceButton.addEventListener("click", onGetPlace);
  mapElement.classList.add("map-waiting");
  publishView();
  tracker.start();
  tracker.followPermission();
  const loaded = await loadConfig();
  if (!loaded.ok) showError("errorConfig");
  config = loaded.config;
  tracker.setRules(config);
  if (config.crowd) consent.enable();
  showMapWhenReady();
}

start();
