// The client of /v1/currentPlace: builds the query for a position, fetches
// the likely places (a GET, or a POST carrying the person's picks when they
// have any), keeps the freshest answer, and cancels a request made stale by a
// newer one.

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

/**
 * The POST body of a query (from placesQuery) with the person's picks: the
 * same parameters as JSON values of their own types, and `history`.
 */
export function placesBody(query, visits) {
  const parameters = new URLSearchParams(query);
  const body = {};
  for (const [name, value] of parameters) {
    body[name] = ["lat", "lng", "accuracy", "limit"].includes(name) ? Number(value) : value;
  }
  body.history = visits;
  return body;
}

/**
 * GETs /v1/currentPlace?query, or POSTs it with `visits` when there are any;
 * rejects with `apiMessage` set when the server refuses.
 */
async function fetchPlaces(query, visits, signal) {
  const headers = { Accept: "application/json" };
  const response = visits.length === 0
    ? await fetch("/v1/currentPlace?" + query, { signal, headers })
    : await fetch("/v1/currentPlace", {
      method: "POST",
      signal,
      headers: { ...headers, "Content-Type": "application/json" },
      body: JSON.stringify(placesBody(query, visits)),
    });
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

/** No picks: every request is a GET. */
const NO_HISTORY = { visits: () => [], revision: () => "" };

/**
 * The likely places, fetched one query at a time. `onStart()` when a request
 * goes out, `onAnswer(answer)` when the freshest one is answered, and
 * `onFailure(error)` when it fails (not when a newer query replaced it).
 * `history` (history.js) gives the picks sent with each request; an answer
 * is for a query and the picks as they were.
 */
export function createPlacesClient({ onStart, onAnswer, onFailure, history = NO_HISTORY }) {
  /** The freshest answer: {key, answer}. */
  let latest = null;
  /** The request in flight: {key, controller}. */
  let pending = null;
  let answersReceived = 0;
  /** How many picks went with the request of the freshest answer. */
  let historySent = 0;

  /** The key of an answer: the query and the revision of the picks. */
  const keyOf = (query) => (query === null ? null : query + "#" + history.revision());

  /** Fetches the likely places for `query` (from placesQuery) and keeps the answer as the latest. */
  function refresh(query) {
    const key = keyOf(query);
    if (key === null) return;
    if (pending) {
      if (pending.key === key) return;
      pending.controller.abort();
    }
    const controller = new AbortController();
    const request = { key, controller };
    pending = request;
    onStart();
    const visits = history.visits();
    fetchPlaces(query, visits, controller.signal).then(
      (answer) => {
        if (pending !== request) return;
        pending = null;
        latest = { key, answer };
        answersReceived += 1;
        historySent = visits.length;
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
    /** The latest answer if it answers `query` with the picks as they are now, else null. */
    answerFor: (query) => (latest && latest.key === keyOf(query) ? latest.answer : null),
    /** The latest answer, whatever its query, or null. */
    latestAnswer: () => (latest ? latest.answer : null),
    /** How many answers came. */
    answersReceived: () => answersReceived,
    /** How many picks went with the request of the latest answer. */
    historySent: () => historySent,
  };
}
