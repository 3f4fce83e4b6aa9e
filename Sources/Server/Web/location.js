// The person's position: watches the browser's geolocation, filters the
// fixes by the server's rules (a move shorter than the distance filter, in
// the same accuracy class, is ignored), and falls back when permission is
// denied, the browser has no geolocation, or no fix comes in time. This
// module owns the fix; others read it through the tracker's accessors.

import { isApproximate } from "./config.js";

/** Without a fix after this long, the map opens at the default location. */
const FIRST_FIX_TIMEOUT_MS = 10000;

/** Great-circle distance in metres (haversine, mean Earth radius 6 371 008.8 m). */
export function distanceMeters(a, b) {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLng = (b.lng - a.lng) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * 6371008.8 * Math.asin(Math.min(1, Math.sqrt(h)));
}

/**
 * A tracker of the person's position. Calls `onAccept(fix)` for each fix it
 * takes ({lat, lng, accuracy}), `onIgnore()` for each it filters out, and
 * `onFallback(reason)` ("denied", "timeout" or "unsupported") while it has no
 * fix and cannot get one. Until `setRules(config)` every fix is taken.
 */
export function createLocationTracker({ onAccept, onIgnore, onFallback }) {
  /** The config whose distance filter and approximate threshold apply (null: none yet). */
  let rules = null;
  /** The last accepted fix: {lat, lng, accuracy}. */
  let fix = null;
  /** Why there is no fix: null (waiting), "denied", "timeout" or "unsupported". */
  let fallback = null;
  let watchId = null;
  let firstFixTimer = null;
  let fixesReceived = 0;
  let fixesAccepted = 0;

  function clearFirstFixTimer() {
    if (firstFixTimer !== null) {
      window.clearTimeout(firstFixTimer);
      firstFixTimer = null;
    }
  }

  function start() {
    if (!("geolocation" in navigator)) {
      fallBack("unsupported");
      return;
    }
    if (watchId !== null) navigator.geolocation.clearWatch(watchId);
    watchId = navigator.geolocation.watchPosition(onPosition, onPositionError, {
      enableHighAccuracy: true,
      maximumAge: 0,
    });
    if (!fix && firstFixTimer === null) {
      firstFixTimer = window.setTimeout(() => {
        firstFixTimer = null;
        if (!fix) fallBack("timeout");
      }, FIRST_FIX_TIMEOUT_MS);
    }
  }

  function onPosition(position) {
    fixesReceived += 1;
    const next = {
      lat: position.coords.latitude,
      lng: position.coords.longitude,
      accuracy: Math.max(0, position.coords.accuracy || 0),
    };
    const last = fix;
    const sameClass = last && isApproximate(rules, last) === isApproximate(rules, next);
    const filter = rules ? rules.distanceFilterMeters : 0;
    if (last && sameClass && distanceMeters(last, next) < filter) {
      onIgnore();
      return;
    }
    fix = next;
    fixesAccepted += 1;
    fallback = null;
    clearFirstFixTimer();
    onAccept(next);
  }

  function onPositionError(error) {
    // 1 PERMISSION_DENIED is final (until the permission changes); 2
    // POSITION_UNAVAILABLE and 3 TIMEOUT are not: the watch goes on, and Chrome
    // reports 2 once after each DevTools override change before the position.
    console.warn("current-place: geolocation error", error.code, error.message);
    if (error.code === 1) fallBack("denied");
  }

  function fallBack(reason) {
    if (fix) return;
    fallback = reason;
    clearFirstFixTimer();
    onFallback(reason);
  }

  /** Watches again when the person allows location access after denying it. */
  function followPermission() {
    if (!navigator.permissions || !navigator.permissions.query) return;
    navigator.permissions.query({ name: "geolocation" }).then((status) => {
      status.addEventListener("change", () => {
        if (status.state !== "denied" && fallback === "denied") start();
      });
    }).catch(() => {});
  }

  return {
    /** Starts watching the position (again, if it was watched). */
    start,
    followPermission,
    /** Applies the server's rules (a config from config.js) to the fixes that follow. */
    setRules(config) {
      rules = config;
    },
    /** The last accepted fix, or null. */
    fix: () => fix,
    /** Why there is no fix (null while waiting or with a fix). */
    fallback: () => fallback,
    /** {received, accepted}: how many fixes came and were taken. */
    counts: () => ({ received: fixesReceived, accepted: fixesAccepted }),
  };
}
