import { startTransition, useEffect, useState } from 'react';

/**
 * A value only this browser knows (what it stored, what it can do): `onTheServer` while the server draws the page
 * and while the browser takes it over, so that both draw the same HTML, then the browser's own value. It is read in
 * an effect once the page is live, and drawn as a transition, in slices, so that taking a drawn page over stays short
 * tasks a tap never waits behind.
 */
export function useBrowserValue<T>(read: () => T, onTheServer: T): T {
  const [value, setValue] = useState(onTheServer);
  useEffect(() => startTransition(() => setValue(read())), [read]);
  return value;
}

const inTheBrowser = () => true;

/** Whether the app is live in the browser: false on the server and while the browser takes the drawn page over. */
export function useIsLive(): boolean {
  return useBrowserValue(inTheBrowser, false);
}
