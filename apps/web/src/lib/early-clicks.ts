/**
 * A page the server drew shows its buttons before the app has taken it over. A click in that moment (a phone on a
 * slow network, a test that acts as soon as the page loads) would do nothing; instead it is held and replayed once
 * the app is live. Links need no help: they work as plain links until then.
 */

/** What is waiting, on `window`, for the app. */
interface EarlyActions {
  clicks: Element[];
  forms: HTMLFormElement[];
  live: boolean;
}

declare global {
  interface Window {
    __lullEarly?: EarlyActions;
  }
}

/**
 * The inline script the server puts first in a drawn page's body: it holds clicks on controls and form submissions
 * until `replayEarlyActions` runs. Kept as source here so the one file says both halves.
 */
export const HOLD_EARLY_ACTIONS_SCRIPT = `(() => {
  const early = (window.__lullEarly = { clicks: [], forms: [], live: false });
  const controls = 'button, [role="button"], [role="tab"], [role="checkbox"], [role="switch"], [role="combobox"], summary, input[type="checkbox"], input[type="radio"]';
  document.addEventListener('click', (event) => {
    const control = !early.live && event.target instanceof Element ? event.target.closest(controls) : null;
    if (!control) return;
    event.preventDefault();
    event.stopPropagation();
    if (!early.clicks.includes(control)) early.clicks.push(control);
  }, true);
  document.addEventListener('submit', (event) => {
    if (early.live || !(event.target instanceof HTMLFormElement)) return;
    event.preventDefault();
    event.stopPropagation();
    if (!early.forms.includes(event.target)) early.forms.push(event.target);
  }, true);
})();`;

/** Once the app is live: lets clicks through again and replays those held, on controls still on the page. */
export function replayEarlyActions(): void {
  const early = window.__lullEarly;
  document.documentElement.dataset.hydrated = '';
  if (!early) return;
  early.live = true;
  for (const control of early.clicks.splice(0)) if (control.isConnected && control instanceof HTMLElement) control.click();
  for (const form of early.forms.splice(0)) if (form.isConnected) form.requestSubmit();
}
