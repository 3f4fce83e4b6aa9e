// The crowd's side in the browser: k-ary randomized response over the places
// the person was shown, and the confirmation that carries the result to
// POST /v1/currentPlace:confirm. The server only ever sees the randomized
// place among the ones listed: no position, no time, no order of picks.
// The same mechanism as Swift's Crowd.RandomizedResponse (Warner 1965; the
// k-ary form of Kairouz, Oh and Viswanath 2014); Tests/Fixtures/
// randomized-response.json holds the frequencies both must give.

/** The fewest and the most places a report is randomized over (the server's bounds). */
export const MIN_CANDIDATES = 2;
export const MAX_CANDIDATES = 20;
const PLACE_ID = /^[nwr][1-9][0-9]{0,17}$/;
const CONFIRM_PATH = "/v1/currentPlace:confirm";

/**
 * A uniform number in [0, 1) from the system's secure generator
 * (crypto.getRandomValues), with 53 random bits: never Math.random.
 */
export function secureRandom() {
  const words = crypto.getRandomValues(new Uint32Array(2));
  return (words[0] * 2 ** 21 + (words[1] >>> 11)) / 2 ** 53;
}

/** p: the probability that a report over `k` places names the true pick, e^ε / (e^ε + k − 1). */
export function keepProbability(k, epsilon) {
  const odds = Math.exp(epsilon);
  return odds / (odds + k - 1);
}

/** q: the probability that a report over `k` places names one given other place, 1 / (e^ε + k − 1). */
export function otherProbability(k, epsilon) {
  return 1 / (Math.exp(epsilon) + k - 1);
}

/**
 * The index to report for a person who picked index `pick` of `k` places:
 * `pick` itself with probability p, else one of the k − 1 others uniformly.
 * `random()` gives uniform numbers in [0, 1); the default is secureRandom.
 * Throws a RangeError unless 2 ≤ k ≤ 20, 0 ≤ pick < k and ε > 0.
 */
export function randomizedIndex(pick, k, epsilon, random = secureRandom) {
  if (!Number.isInteger(k) || k < MIN_CANDIDATES || k > MAX_CANDIDATES) throw new RangeError(`k = ${k}: 2 to 20 places`);
  if (!Number.isInteger(pick) || pick < 0 || pick >= k) throw new RangeError(`pick ${pick} is not one of ${k} places`);
  if (!(Number.isFinite(epsilon) && epsilon > 0)) throw new RangeError(`ε = ${epsilon}: a positive number`);
  if (random() < keepProbability(k, epsilon)) return pick;
  // One of the k − 1 others, uniformly: draw among k − 1 and step over the pick.
  const other = Math.min(Math.floor(random() * (k - 1)), k - 2);
  return other < pick ? other : other + 1;
}

/**
 * The body of a confirmation of place `picked` among the ids the list showed
 * (`shown`), randomized with budget `epsilon`: {candidates, place}, where
 * candidates are the distinct place ids shown, plus `picked` when the list
 * did not hold it. Null when that makes fewer than 2 or more than 20 places
 * or `picked` is no place id (nothing is sent then).
 */
export function confirmationBody(shown, picked, epsilon, random = secureRandom) {
  if (typeof picked !== "string" || !PLACE_ID.test(picked)) return null;
  const candidates = [...new Set(shown.filter((id) => typeof id === "string" && PLACE_ID.test(id)))];
  if (!candidates.includes(picked)) candidates.push(picked);
  const k = candidates.length;
  if (k < MIN_CANDIDATES || k > MAX_CANDIDATES || !(Number.isFinite(epsilon) && epsilon > 0)) return null;
  const place = candidates[randomizedIndex(candidates.indexOf(picked), k, epsilon, random)];
  return { candidates, place };
}

/**
 * Sends a randomized confirmation of `picked` among `shown` (see
 * confirmationBody). Never throws and never rejects: a refusal (4xx, 429) or
 * a network failure is only logged, so a pick never depends on it. Resolves
 * to true when the server counted it (204).
 */
export async function sendConfirmation(shown, picked, epsilon, random = secureRandom) {
  try {
    const body = confirmationBody(shown, picked, epsilon, random);
    if (!body) return false;
    const response = await fetch(CONFIRM_PATH, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(body),
      // Goes out even when the page is closed or reloaded right after the pick.
      keepalive: true,
    });
    if (!response.ok) console.warn("current-place: the confirmation was not counted: HTTP " + response.status);
    return response.ok;
  } catch (error) {
    console.warn("current-place: the confirmation could not be sent", error);
    return false;
  }
}
