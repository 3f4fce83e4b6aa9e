// Whether the person helps others find places (the crowd): asked once, after
// their first pick, on a server that keeps a crowd; the answer is kept in
// this browser (localStorage) and the "Help others find places" toggle under
// the list changes it later. Until the person says yes, nothing is sent: a
// pick made while the question is open waits for the answer, and is sent on
// yes and dropped on no. What a pick sends is the caller's (crowd.js).

import { t } from "./i18n.js";

const STORAGE_KEY = "current-place.crowd";
const ANSWERS = new Set(["yes", "no"]);

const $ = (id) => document.getElementById(id);

/** The page's localStorage, or null where the browser refuses it (storage turned off). */
function browserStorage() {
  try {
    return window.localStorage;
  } catch (error) {
    return null;
  }
}

/**
 * The person's answer in `storage` (default: localStorage), bound to the
 * page's question banner and toggle. Does nothing, and shows neither, until
 * `enable()` (the server keeps a crowd).
 */
export function createCrowdConsent({ storage = browserStorage() } = {}) {
  const ui = {
    getPlace: $("get-place"),
    question: $("crowd-question"),
    yes: $("crowd-yes"),
    no: $("crowd-no"),
    setting: $("crowd-setting"),
    toggle: $("crowd-toggle"),
  };
  let enabled = false;
  /** Sends of the picks made while the question is open: run on yes, dropped on no. */
  let waiting = [];

  function read() {
    try {
      const answer = storage && storage.getItem(STORAGE_KEY);
      return ANSWERS.has(answer) ? answer : null;
    } catch (error) {
      return null;
    }
  }

  /** "yes", "no" or null: the answer kept, else the one given on this page when storage refused it. */
  let remembered = read();

  /** Keeps the answer, closes the question, and runs or drops the picks that waited for it. */
  function answer(value) {
    try {
      if (storage) storage.setItem(STORAGE_KEY, value);
    } catch (error) {
      // Refused: the answer holds for this page only.
      console.warn("current-place: the answer could not be kept", error);
    }
    remembered = value;
    const sends = value === "yes" ? waiting : [];
    waiting = [];
    // Focus stays in the page when the question hides itself.
    if (ui.question.contains(document.activeElement)) ui.getPlace.focus();
    ui.question.hidden = true;
    ui.toggle.checked = value === "yes";
    for (const send of sends) send();
  }

  ui.yes.addEventListener("click", () => answer("yes"));
  ui.no.addEventListener("click", () => answer("no"));
  ui.toggle.addEventListener("change", () => answer(ui.toggle.checked ? "yes" : "no"));
  ui.setting.title = t("crowdExplain");

  return {
    /** Turns the question and the toggle on: the server keeps a crowd. */
    enable() {
      enabled = true;
      remembered = read() || remembered;
      ui.toggle.checked = remembered === "yes";
      ui.setting.hidden = false;
    },
    /**
     * After a pick: runs `send()` when the person said yes, drops it when
     * they said no, and otherwise asks (the question stays until answered)
     * and keeps it for the answer.
     */
    afterPick(send) {
      if (!enabled) return;
      remembered = read() || remembered;  // another tab may have changed it
      if (remembered === "yes") send();
      if (remembered !== null) return;
      waiting.push(send);
      ui.question.hidden = false;
    },
  };
}
