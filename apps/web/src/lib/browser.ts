// Full page loads go through here: after sign-in the whole app restarts with the new session, and leaving
// for Google is a real navigation. Kept in one module so tests can replace it.

export function reloadPage(): void {
  window.location.reload();
}

export function navigateTo(url: string): void {
  window.location.assign(url);
}
