// Browser storage can be unavailable (Safari private mode, blocked cookies): reads fall back to null and
// writes are best effort, so a storage failure never breaks a page.

type Area = 'local' | 'session';

function area(which: Area): Storage | null {
  try {
    return which === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return null;
  }
}

export function readStored(which: Area, key: string): string | null {
  try {
    return area(which)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeStored(which: Area, key: string, value: string): void {
  try {
    area(which)?.setItem(key, value);
  } catch {
    // Best effort.
  }
}

export function removeStored(which: Area, key: string): void {
  try {
    area(which)?.removeItem(key);
  } catch {
    // Best effort.
  }
}
