// The interface language: every user-visible string in six languages, the
// language picked for this page, and the helpers that put messages into the
// DOM. A language is picked from ?lang=, else navigator.language, else English.

// Every user-visible string, per language ({ en: { key: text }, ru: … }), made
// by the server from the gettext catalogs in Sources/Server/Web/po (the
// template web.pot holds the English; LANG.po the translations). `{name}`
// marks a value filled in at run time.
import { MESSAGES } from "./messages.js";

/** Languages written right to left. */
const RTL_LANGUAGES = new Set(["ar"]);

/** A BCP 47-looking tag, e.g. "en", "pt-BR", "zh-Hant". */
const LANGUAGE_TAG = /^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8})*$/;

/**
 * The interface language (the first asked for that MESSAGES has, else
 * English) and the tag asked of the API for place names (the first asked for,
 * kept as given, so ?lang=sv gets Swedish names in an English interface).
 */
function pickLanguage() {
  const asked = [new URLSearchParams(window.location.search).get("lang"), ...(navigator.languages || []), navigator.language]
    .filter((tag) => typeof tag === "string" && LANGUAGE_TAG.test(tag));
  const api = asked.length > 0 ? asked[0] : "en";
  for (const tag of asked) {
    const base = tag.split("-")[0].toLowerCase();
    if (MESSAGES[base]) return { ui: base, api };
  }
  return { ui: "en", api };
}

/** {ui, api}: the interface language and the language asked of the API. */
export const LANGUAGE = Object.freeze(pickLanguage());
const PERCENT = new Intl.NumberFormat(LANGUAGE.ui, { style: "percent", maximumFractionDigits: 0 });
const COUNT = new Intl.NumberFormat(LANGUAGE.ui, { maximumFractionDigits: 0 });

/** The message `key` in the interface language (English when missing). */
export function t(key) {
  const table = MESSAGES[LANGUAGE.ui];
  return (table && table[key]) || MESSAGES.en[key] || key;
}

/**
 * Fills `element` with the message `key`, each `{name}` replaced by
 * `values[name]` inside a <bdi> so names and server text in another script
 * keep their own direction.
 */
export function setMessage(element, key, values = {}) {
  element.replaceChildren();
  for (const part of t(key).split(/(\{[a-zA-Z]+\})/)) {
    const name = /^\{([a-zA-Z]+)\}$/.exec(part);
    if (name && name[1] in values) {
      const bdi = document.createElement("bdi");
      bdi.textContent = String(values[name[1]]);
      element.append(bdi);
    } else if (part) {
      element.append(part);
    }
  }
}

/** A count as the interface language writes numbers. */
export function formatCount(count) {
  return COUNT.format(count);
}

/** A likelihood in [0, 1] as a whole percentage ("31%", "<1%"). */
export function formatLikelihood(likelihood) {
  const basisPoints = Math.round(Number(likelihood) * 10000);
  const percent = Math.round(basisPoints / 100);
  if (percent < 1) return "<" + PERCENT.format(0.01);
  return PERCENT.format(percent / 100);
}

/** Sets the page's language and direction, and fills every [data-msg] and [data-msg-aria-label]. */
export function applyLanguage() {
  document.documentElement.lang = LANGUAGE.ui;
  document.documentElement.dir = RTL_LANGUAGES.has(LANGUAGE.ui) ? "rtl" : "ltr";
  document.title = t("appTitle");
  for (const element of document.querySelectorAll("[data-msg]")) {
    element.textContent = t(element.dataset.msg);
  }
  for (const element of document.querySelectorAll("[data-msg-aria-label]")) {
    element.setAttribute("aria-label", t(element.dataset.msgAriaLabel));
  }
}

/** True when the page is written right to left. */
export function isRightToLeft() {
  return document.documentElement.dir === "rtl";
}
