// The client of /v1/currentPlace: builds the query for a position, fetches
// the likely places, keeps the freshest answer, and cancels a request made
// stale by a newer one.

const PLACE_LIMIT = 5;
const PLACE_FIELDS = "id,displayName,formattedAddress,location";

/**
 * The query for the fix, else for the default location ({latitude,
 * longitude}), in the API's language `lang`; null without either (nothing to
 * ask).
 */
export function placesQuery(fix, defaultLocation, lang) {
  const query = new URLSearchParams();
  if (fix) {
    query.set("lat", fix.lat.toFixed(7));
    query.set("lng", fix.lng.toFixed(7));
    query.set("accuracy", String(Math.round(fix.accuracy * 10) / 10));
  } else if (defaultLocation) {
    query.set("lat", String(defaultLocation.latitude));
    query.set("lng", String(defaultLocation.longitude));
  } else {
    return null;
  }
  query.set("limit", String(PLACE_LIMIT));
  query.set("lang", lang);
  query.set("fields", PLACE_FIELDS);
  return query.toString();
}

/** The name to show for a place: its display name, else its address, else its id. */
export function placeName(place) {
  return (place.displayName && place.displayName.text) || place.formattedAddress || place.id || "";
}

/** GETs /v1/currentPlace?query; rejects with `apiMessage` set when the server refuses. */
async function fetchPlaces(query, signal) {
  const response = await fetch("/v1/currentPlace?" + query, { signal, headers: { Accept: "application/json" } });
  let body = null;
  try {
    body = await response.json();
  } catch (error) {
    body = null;
  }
  if (!response.ok || !body || !Array.isArray(body.placeLikelihoods)) {
    const error = new Error("currentPlace failed: HTTP " + response.status);
    const detail = body && body.error;
    error.apiMessage = (detail && detail.message) || response.status + " " + (response.statusText || "");
    throw error;
  }
  return body;
}

/**
 * The likely places, fetched one query at a time. `onStart()` when a request
 * goes out, `onAnswer(answer)` when the freshest one is answered, and
 * `onFailure(error)` when it fails (not when a newer query replaced it).
 */
export function createPlacesClient({ onStart, onAnswer, onFailure }) {
  /** The freshest answer: {key, answer}. */
  let latest = null;
  /** The request in flight: {key, controller}. */
  let pending = null;
  let answersReceived = 0;

  /** Fetches the likely places for `key` (a query from placesQuery) and keeps the answer as the latest. */
  function refresh(key) {
    if (key === null) return;
    if (pending) {
      if (pending.key === key) return;
      pending.controller.abort();
    }
    const controller = new AbortController();
    const request = { key, controller };
    pending = request;
    onStart();
    fetchPlaces(key, controller.signal).then(
      (answer) => {
        if (pending !== request) return;
        pending = null;
        latest = { key, answer };
        answersReceived += 1;
        onAnswer(answer);
      },
      (error) => {
        if (pending !== request) return;
        pending = null;
        onFailure(error);
      },
    );
  }

  return {
    refresh,
    /** The latest answer if it answers `key`, else null. */
    answerFor: (key) => (latest && latest.key === key ? latest.answer : null),
    /** The latest answer, whatever its query, or null. */
    latestAnswer: () => (latest ? latest.answer : null),
    /** How many answers came. */
    answersReceived: () => answersReceived,
  };
}
