// The banners above the map: "finding your location", the location notice
// (why the map shows the default location) and the error alert.

import { setMessage } from "./i18n.js";

const $ = (id) => document.getElementById(id);
const waiting = $("waiting");
const notice = $("location-notice");
const error = $("error");
const errorText = $("error-text");
const errorDismiss = $("error-dismiss");

/** Lets the person dismiss the error alert. */
export function bindBanners() {
  errorDismiss.addEventListener("click", clearError);
}

export function hideWaiting() {
  waiting.hidden = true;
}

/** Shows the message `key` in the alert region. */
export function showError(key, values) {
  setMessage(errorText, key, values);
  error.hidden = false;
}

export function clearError() {
  error.hidden = true;
  errorText.replaceChildren();
}

/** Shows the message `key` in the location notice. */
export function showNotice(key) {
  setMessage(notice, key);
  notice.hidden = false;
}

export function hideNotice() {
  notice.hidden = true;
}

export function isNoticeShown() {
  return !notice.hidden;
}
