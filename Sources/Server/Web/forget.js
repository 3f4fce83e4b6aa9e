// The "Forget my places (N)" control under the list of likely places: shows
// how many picks this browser keeps and forgets them all at a click. Hidden
// while there is nothing to forget.

import { formatCount, setMessage, t } from "./i18n.js";

/** Binds the control; `onForget()` after the picks are forgotten. Returns {update(count)}. */
export function createForgetControl(history, { onForget }) {
  const button = document.getElementById("forget-places");
  const title = document.getElementById("sheet-title");
  button.title = t("forgetPlacesHint");

  function update(count) {
    setMessage(button, "forgetPlaces", { count: formatCount(count) });
    button.dataset.count = String(count);
    button.hidden = count === 0;
  }

  button.addEventListener("click", () => {
    // Focus stays in the list when the control hides itself.
    if (document.activeElement === button) title.focus();
    history.forget();
    onForget();
  });

  update(history.count());
  return { update };
}
