// The person's own history: the places they picked, when, and where the
// device was, kept in this browser only (localStorage) and sent with each
// /v1/currentPlace request, so that places they often pick at this time of
// the week, where they are now, rank higher. The server keeps nothing. At
// most the newest 1,000 picks, the API's limit.

const STORAGE_KEY = "current-place.history";
/** The most picks kept and sent (the API refuses more). */
export const MAX_VISITS = 1000;
const PLACE_ID = /^[nwr][1-9][0-9]{0,17}$/;
const LOCAL_TIME = /^[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}:[0-9]{2}[+-][0-9]{2}:[0-9]{2}$/;

/** `date` on this device's wall clock, to the second, with its UTC offset: 2026-11-30T08:05:00+02:00. */
export function localTime(date) {
  const two = (value) => String(value).padStart(2, "0");
  const offset = -date.getTimezoneOffset();
  const sign = offset < 0 ? "-" : "+";
  const minutes = Math.abs(offset);
  return `${String(date.getFullYear()).padStart(4, "0")}-${two(date.getMonth() + 1)}-${two(date.getDate())}` +
    `T${two(date.getHours())}:${two(date.getMinutes())}:${two(date.getSeconds())}` +
    `${sign}${two(Math.floor(minutes / 60))}:${two(minutes % 60)}`;
}

/** `fix` ({lat, lng, accuracy}) when its numbers are a position the API takes, else null. */
export function keptFix(fix) {
  if (!fix || typeof fix !== "object") return null;
  const { lat, lng, accuracy } = fix;
  const number = (value, limit) => typeof value === "number" && Number.isFinite(value) && Math.abs(value) <= limit;
  if (!number(lat, 90) || !number(lng, 180) || !number(accuracy, 100000) || accuracy < 0) return null;
  return { lat, lng, accuracy };
}

/** The page's localStorage, or null where the browser refuses it (storage turned off). */
function browserStorage() {
  try {
    return window.localStorage;
  } catch (error) {
    return null;
  }
}

/**
 * The history in `storage` (default: localStorage). `onChange(count)` after
 * each pick and after forgetting. Entries that are not a pick (edited by
 * hand, written by another version) are dropped when read, never sent.
 */
export function createHistory({ storage = browserStorage(), onChange = () => {} } = {}) {
  function read() {
    if (!storage) return [];
    let entries;
    try {
      entries = JSON.parse(storage.getItem(STORAGE_KEY) || "[]");
    } catch (error) {
      return [];
    }
    if (!Array.isArray(entries)) return [];
    return entries
      .filter((entry) => entry && typeof entry.id === "string" && PLACE_ID.test(entry.id) &&
        typeof entry.time === "string" && LOCAL_TIME.test(entry.time))
      .map((entry) => {
        const fix = keptFix(entry.fix);
        return fix ? { id: entry.id, time: entry.time, fix } : { id: entry.id, time: entry.time };
      })
      .slice(-MAX_VISITS);
  }

  function write(visits) {
    if (!storage) return;
    try {
      storage.setItem(STORAGE_KEY, JSON.stringify(visits));
    } catch (error) {
      // Full or refused: the pick is shown but not kept.
      console.warn("current-place: the pick could not be kept", error);
    }
  }

  return {
    /** The picks, oldest first: [{id, time, fix?}]. */
    visits: read,
    /** How many picks are kept. */
    count: () => read().length,
    /**
     * Keeps a pick of place `id` at `date` (default now), made where the device was at `fix` ({lat, lng,
     * accuracy}; null at the default location), dropping the oldest past 1,000.
     */
    add(id, date = new Date(), fix = null) {
      if (typeof id !== "string" || !PLACE_ID.test(id)) return;
      const visits = read();
      const kept = keptFix(fix);
      visits.push(kept ? { id, time: localTime(date), fix: kept } : { id, time: localTime(date) });
      write(visits.slice(-MAX_VISITS));
      onChange(Math.min(visits.length, MAX_VISITS));
    },
    /** Forgets every pick. */
    forget() {
      if (storage) {
        try {
          storage.removeItem(STORAGE_KEY);
        } catch (error) {
          console.warn("current-place: the picks could not be forgotten", error);
        }
      }
      onChange(read().length);
    },
    /** Changes whenever the picks do: part of the key of an answer. */
    revision() {
      const visits = read();
      const last = visits[visits.length - 1];
      return `${visits.length}:${last ? last.id + "@" + last.time : ""}`;
    },
  };
}
