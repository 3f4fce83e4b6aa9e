// The Leaflet map: tiles and attribution from the config, zoom and
// my-location controls, the blue dot with its accuracy circle, and the one
// marker of the place picked. Leaflet is the classic script /leaflet/leaflet.js
// loaded before the modules, used as the global `L`.
/* global L */

import { configuredZoom } from "./config.js";
import { isRightToLeft, t } from "./i18n.js";

const TEST_MODE = new URLSearchParams(window.location.search).get("test") === "1";
const REDUCED_MOTION = window.matchMedia && window.matchMedia("(prefers-reduced-motion: reduce)").matches;
/** Leaflet animations: off in tests (?test=1) and for people who ask for less motion. */
const ANIMATE = !(TEST_MODE || REDUCED_MOTION);
/** Options for every camera move. */
const VIEW_OPTIONS = ANIMATE ? {} : { animate: false };
/** Without the server's zoom levels, a fix is shown at the zoom that fits at least this span (metres). */
const MIN_FIT_SPAN_METERS = 200;

const MY_LOCATION_ICON =
  '<svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">' +
  '<circle cx="12" cy="12" r="4" fill="currentColor"/>' +
  '<circle cx="12" cy="12" r="7.5" fill="none" stroke="currentColor" stroke-width="2"/>' +
  '<path d="M12 1v4M12 19v4M1 12h4M19 12h4" stroke="currentColor" stroke-width="2"/></svg>';

/** The attribution text from /v1/config, escaped, linked to the ODbL copyright page for OSM. */
function attributionHTML(text) {
  const span = document.createElement("span");
  span.textContent = text || "";
  if (/OpenStreetMap/.test(text || "")) {
    return '<a href="https://www.openstreetmap.org/copyright">' + span.innerHTML + "</a>";
  }
  return span.innerHTML;
}

/** The marker's info window: the place's name (title) and address (snippet). */
function popupContent(place, title) {
  const popup = document.createElement("div");
  popup.className = "marker-popup";
  const heading = document.createElement("strong");
  heading.className = "marker-title";
  heading.dataset.testid = "marker-title";
  heading.textContent = title;
  heading.dir = "auto";
  if (place.displayName && place.displayName.languageCode) heading.lang = place.displayName.languageCode;
  const snippet = document.createElement("span");
  snippet.className = "marker-snippet";
  snippet.dataset.testid = "marker-snippet";
  snippet.textContent = place.formattedAddress || "";
  snippet.dir = "auto";
  popup.append(heading, snippet);
  return popup;
}

/**
 * Creates the map in `element` with `config` (from config.js), opened at
 * `initialFix` (or, without one, at the default location). `onMyLocation()`
 * when the my-location button is pressed, `onMove()` after each camera move.
 */
export function createMapView(element, config, initialFix, { onMyLocation, onMove }) {
  const map = L.map(element, {
    zoomControl: false,
    zoomAnimation: ANIMATE,
    fadeAnimation: ANIMATE,
    markerZoomAnimation: ANIMATE,
    inertia: ANIMATE,
    maxZoom: config.maxZoom,
  });
  let myLocationButton = null;
  let accuracyCircle = null;
  let dot = null;

  /** The server's zoom for the fix, else (no config) the zoom that shows its accuracy circle. */
  function zoomFor(fix) {
    const zoom = configuredZoom(config, fix);
    if (zoom !== null) return zoom;
    const span = Math.max(2 * fix.accuracy, MIN_FIT_SPAN_METERS);
    return map.getBoundsZoom(L.latLng(fix.lat, fix.lng).toBounds(span));
  }

  /** The default location at the precise zoom; without a config, the whole world. */
  function showHome(options = VIEW_OPTIONS) {
    const home = config.defaultLocation;
    if (home) map.setView([home.latitude, home.longitude], config.preciseZoom, options);
    else map.fitWorld(options);
  }

  if (initialFix) map.setView([initialFix.lat, initialFix.lng], zoomFor(initialFix), { animate: false });
  else showHome({ animate: false });

  const retina = L.Browser.retina && config.tilesUrl2x;
  L.tileLayer(retina ? config.tilesUrl2x : config.tilesUrl, {
    maxZoom: config.maxZoom,
    tileSize: 256,
    attribution: attributionHTML(config.attribution),
  }).addTo(map);

  const MyLocationControl = L.Control.extend({
    onAdd() {
      const bar = L.DomUtil.create("div", "leaflet-bar my-location-control");
      const button = L.DomUtil.create("button", "my-location-button", bar);
      button.type = "button";
      button.dataset.testid = "my-location";
      button.title = t("myLocation");
      button.setAttribute("aria-label", t("myLocation"));
      button.innerHTML = MY_LOCATION_ICON;
      L.DomEvent.disableClickPropagation(bar);
      L.DomEvent.on(button, "click", onMyLocation);
      myLocationButton = button;
      setMyLocationEnabled(initialFix !== null);
      return bar;
    },
  });
  const corner = isRightToLeft() ? "topright" : "topleft";
  L.control.zoom({ position: corner, zoomInTitle: t("zoomIn"), zoomOutTitle: t("zoomOut") }).addTo(map);
  new MyLocationControl({ position: corner }).addTo(map);

  const markers = L.layerGroup().addTo(map);
  map.on("moveend zoomend", onMove);
  if (window.ResizeObserver) new ResizeObserver(() => map.invalidateSize({ pan: true, animate: false })).observe(element);
  element.classList.remove("map-waiting");

  function setMyLocationEnabled(enabled) {
    if (myLocationButton) myLocationButton.setAttribute("aria-disabled", enabled ? "false" : "true");
  }

  /** Draws (or moves) the blue dot and its accuracy circle at `fix`. */
  function drawMyLocation(fix) {
    const latLng = [fix.lat, fix.lng];
    if (!dot) {
      accuracyCircle = L.circle(latLng, {
        radius: fix.accuracy,
        className: "my-location-accuracy",
        color: "#1a73e8",
        weight: 1,
        opacity: 0.5,
        fillColor: "#1a73e8",
        fillOpacity: 0.12,
        interactive: false,
      }).addTo(map);
      dot = L.circleMarker(latLng, {
        radius: 8,
        className: "my-location-dot",
        color: "#ffffff",
        weight: 3,
        opacity: 1,
        fillColor: "#1a73e8",
        fillOpacity: 1,
        interactive: false,
      }).addTo(map);
    } else {
      accuracyCircle.setLatLng(latLng).setRadius(fix.accuracy);
      dot.setLatLng(latLng);
    }
  }

  /** The tutorial's pick: clear the markers, add one with title and snippet, open its info window. */
  function showPlace(place, title) {
    const latLng = [place.location.latitude, place.location.longitude];
    markers.clearLayers();
    const marker = L.marker(latLng, { title, alt: title, keyboard: true });
    marker.bindPopup(popupContent(place, title), { autoPanPadding: [24, 24] });
    marker.on("popupopen", (event) => {
      const close = event.popup.getElement() && event.popup.getElement().querySelector(".leaflet-popup-close-button");
      if (close) {
        close.setAttribute("role", "button");
        close.setAttribute("aria-label", t("closePopup"));
        close.title = t("closePopup");
      }
    });
    marker.addTo(markers);
    map.setView(latLng, map.getZoom(), VIEW_OPTIONS);
    marker.openPopup();
  }

  return {
    /** Centres the map on `fix` at its zoom. */
    showFix: (fix) => map.setView([fix.lat, fix.lng], zoomFor(fix), VIEW_OPTIONS),
    showHome: () => showHome(),
    drawMyLocation,
    setMyLocationEnabled,
    showPlace,
    /** {lat, lng, zoom} of the camera. */
    camera() {
      const center = map.getCenter();
      return { lat: center.lat, lng: center.lng, zoom: map.getZoom() };
    },
  };
}
