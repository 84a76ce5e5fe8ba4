/**
 * A page the server drew shows its controls before the app has taken it over. A click, a choice in a list or words
 * typed in that moment (a phone on a slow network, a test that acts as soon as the page loads) would reach nothing;
 * instead they are held and replayed once the app is live. Links need no help: they work as plain links until then.
 */

/** What is waiting, on `window`, for the app. */
interface EarlyActions {
  clicks: Element[];
  fields: Element[];
  forms: HTMLFormElement[];
  live: boolean;
  /** React has its listeners on the page and hears fields itself (it hydrates at once for them). */
  listening?: boolean;
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
  const early = (window.__lullEarly = { clicks: [], fields: [], forms: [], live: false });
  const controls = 'button, [role="button"], [role="tab"], [role="checkbox"], [role="switch"], [role="combobox"], summary';
  document.addEventListener('click', (event) => {
    const control = !early.live && event.target instanceof Element ? event.target.closest(controls) : null;
    if (!control) return;
    event.preventDefault();
    event.stopPropagation();
    if (!early.clicks.includes(control)) early.clicks.push(control);
  }, true);
  const noteField = (event) => {
    if (!early.live && !early.listening && event.target instanceof Element && event.target.matches('input, select, textarea') && !early.fields.includes(event.target)) early.fields.push(event.target);
  };
  document.addEventListener('input', noteField, true);
  document.addEventListener('change', noteField, true);
  document.addEventListener('submit', (event) => {
    if (early.live || !(event.target instanceof HTMLFormElement)) return;
    event.preventDefault();
    event.stopPropagation();
    if (!early.forms.includes(event.target)) early.forms.push(event.target);
  }, true);
})();`;

/**
 * Called just before React takes the page over: from then on React hears what is done to a field itself, so the
 * replay must not tell it again (a box would be ticked twice).
 */
export function reactIsListening(): void {
  if (window.__lullEarly) window.__lullEarly.listening = true;
}

/**
 * Runs `act` now, or, while the app is taking over a page the server drew, in a task of its own: what forces the
 * browser to lay the page out (focus, scrolling) then stays out of the long task that takes the page over.
 * Returns what cancels it.
 */
export function outsideTakeover(act: () => void): () => void {
  const early = typeof window === 'undefined' ? undefined : window.__lullEarly;
  if (!early || early.live) {
    act();
    return () => undefined;
  }
  const timer = setTimeout(act);
  return () => clearTimeout(timer);
}

/**
 * Tells React about a value the visitor gave a field before React was watching it. React compares a field's value
 * with the one it last saw, so the field is first set (through React's eyes) to the value the server drew, then given
 * the visitor's value directly, and the event React listens for is sent. A box or a round choice ticked early (the
 * browser ticks it at once) is set back to how the server drew it and clicked, as the visitor did.
 */
function replayField(field: Element): void {
  if (field instanceof HTMLSelectElement) {
    field.dispatchEvent(new Event('change', { bubbles: true }));
    return;
  }
  if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) {
    if (field.checked === field.defaultChecked) return;
    field.checked = field.defaultChecked;
    field.click();
    return;
  }
  if (!(field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement)) return;
  const typed = field.value;
  if (typed === field.defaultValue) return;
  field.value = field.defaultValue;
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set?.call(field, typed);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

/**
 * Once the app is live: lets events through again and replays those held on what is still on the page: what was
 * typed or chosen, then, once React has taken those in, the clicks and the forms sent.
 */
export function replayEarlyActions(): void {
  const early = window.__lullEarly;
  document.documentElement.dataset.hydrated = '';
  if (!early) return;
  early.live = true;
  for (const field of early.fields.splice(0)) if (field.isConnected) replayField(field);
  const clicks = early.clicks.splice(0);
  const forms = early.forms.splice(0);
  if (clicks.length === 0 && forms.length === 0) return;
  // A form sent at once would still read the fields as they were: React draws what was typed first.
  setTimeout(() => {
    for (const control of clicks) if (control.isConnected && control instanceof HTMLElement) control.click();
    for (const form of forms) if (form.isConnected) form.requestSubmit();
  });
}
