// The page's settings, from the server's /v1/config: where the map opens
// without a fix, the tiles, and the rules for fixes (the approximate
// threshold, the zoom for each kind of fix, the distance filter), so the page
// restates none of the server's rules; and whether it keeps a crowd (the ε
// its confirmations are randomized with).

/**
 * What the page uses when /v1/config cannot be read: the server's own tile
 * routes, so the map still draws, but no rules and no place of its own. The
 * map then opens on the whole world, every fix is taken (no distance filter)
 * and counts as precise, and a fix is shown at the zoom that fits its
 * accuracy circle.
 */
const FALLBACK_CONFIG = Object.freeze({
  loaded: false,
  defaultLocation: null,
  tilesUrl: "/tiles/{z}/{x}/{y}.png",
  tilesUrl2x: "/tiles/{z}/{x}/{y}@2x.png",
  attribution: "© OpenStreetMap contributors",
  maxZoom: 19,
  approximateAccuracy: null,
  preciseZoom: null,
  approximateZoom: null,
  distanceFilterMeters: 0,
  crowd: null,
});

const isNumber = (value) => typeof value === "number" && Number.isFinite(value);
const isZoom = (value) => Number.isInteger(value) && value >= 0;

/** The rules of a /v1/config answer, or null when one is missing or out of range. */
function rulesOf(body) {
  const home = body && body.defaultLocation;
  if (!home || !isNumber(home.latitude) || !isNumber(home.longitude)
      || Math.abs(home.latitude) > 90 || Math.abs(home.longitude) > 180) return null;
  const { approximateAccuracy, preciseZoom, approximateZoom, distanceFilterMeters } = body;
  if (!isNumber(approximateAccuracy) || approximateAccuracy <= 0) return null;
  if (!isZoom(preciseZoom) || !isZoom(approximateZoom)) return null;
  if (!isNumber(distanceFilterMeters) || distanceFilterMeters < 0) return null;
  return {
    defaultLocation: { latitude: home.latitude, longitude: home.longitude },
    approximateAccuracy, preciseZoom, approximateZoom, distanceFilterMeters,
  };
}

/** The map's own settings of a /v1/config answer (tiles, attribution, zoom range); defaults where missing. */
function mapSettingsOf(body) {
  const settings = {};
  for (const key of ["tilesUrl", "tilesUrl2x", "attribution"]) {
    if (typeof body[key] === "string") settings[key] = body[key];
  }
  if (isZoom(body.maxZoom)) settings.maxZoom = body.maxZoom;
  return settings;
}

/** {epsilon} when the server keeps a crowd (`crowd.epsilon`, a positive number), else null. */
function crowdOf(body) {
  const crowd = body.crowd;
  return crowd && isNumber(crowd.epsilon) && crowd.epsilon > 0 ? { epsilon: crowd.epsilon } : null;
}

/**
 * Reads /v1/config. Resolves to {config, ok}: `ok` false (and the fallback
 * config) when the request fails or the answer lacks a rule.
 */
export async function loadConfig() {
  try {
    const response = await fetch("/v1/config", { headers: { Accept: "application/json" } });
    if (!response.ok) throw new Error("HTTP " + response.status);
    const body = await response.json();
    const rules = rulesOf(body);
    if (!rules) throw new Error("incomplete settings: " + JSON.stringify(body));
    return { ok: true, config: Object.freeze({ ...FALLBACK_CONFIG, ...mapSettingsOf(body), ...rules, crowd: crowdOf(body), loaded: true }) };
  } catch (error) {
    console.error("current-place: /v1/config", error);
    return { ok: false, config: FALLBACK_CONFIG };
  }
}

/** True when `fix` is approximate by the server's threshold (never without one: no config yet, or none). */
export function isApproximate(config, fix) {
  return Boolean(config && isNumber(config.approximateAccuracy) && fix.accuracy >= config.approximateAccuracy);
}

/** The server's zoom for `fix`, or null when the config has none. */
export function configuredZoom(config, fix) {
  if (!config) return null;
  const zoom = isApproximate(config, fix) ? config.approximateZoom : config.preciseZoom;
  return isZoom(zoom) ? zoom : null;
}
