// The list of likely places ("Select a place"): opens under the Get Place
// button, shows a status or the places with their likelihoods, keeps focus
// where the person is, and reports a pick by index.

import { formatLikelihood, setMessage } from "./i18n.js";
import { placeName } from "./places.js";

const $ = (id) => document.getElementById(id);

/** One row of the list: a button with the name, the address and the likelihood. */
function placeItem(item, onClick) {
  const place = item.place || {};
  const li = document.createElement("li");
  const button = document.createElement("button");
  button.type = "button";
  button.className = "place-item";
  button.dataset.testid = "place-item";
  button.dataset.placeId = place.id || "";

  const name = document.createElement("span");
  name.className = "place-name";
  name.dataset.testid = "place-name";
  name.textContent = placeName(place);
  if (place.displayName && place.displayName.languageCode) name.lang = place.displayName.languageCode;
  name.dir = "auto";

  const address = document.createElement("span");
  address.className = "place-address";
  address.dataset.testid = "place-address";
  address.textContent = place.formattedAddress || "";
  address.dir = "auto";

  const likelihood = document.createElement("span");
  likelihood.className = "place-likelihood";
  likelihood.dataset.testid = "place-likelihood";
  const percent = formatLikelihood(item.likelihood);
  likelihood.textContent = percent;
  likelihood.setAttribute("aria-hidden", "true");
  const spoken = document.createElement("span");
  spoken.className = "visually-hidden";
  setMessage(spoken, "likelihood", { percent });

  const text = document.createElement("span");
  text.className = "place-text";
  text.append(name, address);
  button.append(text, likelihood, spoken);
  button.addEventListener("click", onClick);
  li.append(button);
  return li;
}

/**
 * The list, bound to the page's elements. `onPick(index)` when the person
 * picks the place at `index` of the answer shown. Escape and the close button
 * close it.
 */
export function createSheet({ onPick }) {
  const ui = {
    getPlace: $("get-place"),
    sheet: $("place-sheet"),
    title: $("sheet-title"),
    close: $("sheet-close"),
    status: $("sheet-status"),
    items: $("place-items"),
    attribution: $("sheet-attribution"),
  };
  let open = false;
  /** Move focus into the list at its next render (set when it opens). */
  let focusOnRender = false;

  ui.getPlace.setAttribute("aria-controls", "place-sheet");
  ui.getPlace.setAttribute("aria-expanded", "false");
  ui.close.addEventListener("click", () => close());
  document.addEventListener("keydown", (event) => {
    if (event.key === "Escape" && open) {
      event.preventDefault();
      close();
    }
  });

  function show() {
    if (!open) focusOnRender = true;
    open = true;
    ui.sheet.hidden = false;
    ui.getPlace.setAttribute("aria-expanded", "true");
  }

  function close(restoreFocus = true) {
    open = false;
    ui.sheet.hidden = true;
    ui.getPlace.setAttribute("aria-expanded", "false");
    if (restoreFocus) ui.getPlace.focus();
  }

  /** A title and a status line, no places: while loading, or when there is nothing to ask. */
  function showStatus(titleKey, statusKey) {
    setMessage(ui.title, titleKey);
    setMessage(ui.status, statusKey);
    ui.status.hidden = false;
    ui.items.replaceChildren();
    ui.attribution.replaceChildren();
  }

  /** Shows an answer of /v1/currentPlace, keeping focus on the same row. */
  function render(answer) {
    const focused = ui.items.contains(document.activeElement)
      ? Array.from(ui.items.querySelectorAll("button")).indexOf(document.activeElement)
      : -1;
    setMessage(ui.title, answer.approximate ? "areasTitle" : "placesTitle");
    const places = answer.placeLikelihoods;
    if (places.length === 0) {
      setMessage(ui.status, "noPlaces");
      ui.status.hidden = false;
    } else if (answer.approximate) {
      setMessage(ui.status, "approximateHint");
      ui.status.hidden = false;
    } else {
      ui.status.replaceChildren();
      ui.status.hidden = true;
    }
    ui.items.replaceChildren(...places.map((item, index) => placeItem(item, () => onPick(index))));
    const attribution = document.createElement("bdi");
    attribution.textContent = (answer.attributions || []).join(" · ");
    ui.attribution.replaceChildren(attribution);
    moveFocus(focused);
  }

  function moveFocus(focused = -1) {
    const buttons = ui.items.querySelectorAll("button");
    if (focused >= 0 && buttons.length > 0) {
      buttons[Math.min(focused, buttons.length - 1)].focus();
    } else if (focusOnRender) {
      if (buttons.length > 0) buttons[0].focus();
      else ui.title.focus();
    }
    focusOnRender = false;
  }

  return {
    open: show,
    close,
    isOpen: () => open,
    /** Marks the list busy (aria-busy) while a request is out. */
    setBusy(busy) {
      if (busy) ui.sheet.setAttribute("aria-busy", "true");
      else ui.sheet.removeAttribute("aria-busy");
    },
    /** "Finding likely places…" under the title for an approximate or a precise fix. */
    showLoading: (approximate) => showStatus(approximate ? "areasTitle" : "placesTitle", "loading"),
    /** A status instead of places (e.g. no position to ask about), focus on the title. */
    showMessage(statusKey) {
      showStatus("placesTitle", statusKey);
      moveFocus();
    },
    render,
    hasItems: () => ui.items.childElementCount > 0,
  };
}
