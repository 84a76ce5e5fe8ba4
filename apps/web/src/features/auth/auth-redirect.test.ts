import { describe, expect, it } from 'vitest';
import { isSafeRedirect, rememberAuthRedirect, takeAuthRedirect } from './auth-redirect';

// Where a sign-in may send the visitor afterwards: a page of this site, never another site (an open redirect
// would lend Lull's address to a phishing link).
describe('the sign-in destination', () => {
  it.each(['/', '/account', '/book/7d9f3a52?date=2026-12-01&time=10:00', '/search?q=nails#results', '/%2F%2Fevil.example'])('follows a path of this site: %s', (path) => {
    expect(isSafeRedirect(path)).toBe(true);
  });

  it.each([
    ['another site', 'https://evil.example/'],
    ['a scheme-relative address', '//evil.example/account'],
    ['a backslash, which browsers read as a slash', '/\\evil.example'],
    ['two backslashes', '\\\\evil.example'],
    ['a tab browsers drop', '/\t/evil.example'],
    ['a newline browsers drop', '/\n/evil.example'],
    ['a script address', 'javascript:alert(1)'],
    ['a relative path', 'account'],
    ['nothing', ''],
    ['not a string', undefined],
  ])('refuses %s', (_, destination) => {
    expect(isSafeRedirect(destination)).toBe(false);
  });

  it('remembers only a safe destination across the trip to Google, and forgets it once read', () => {
    rememberAuthRedirect('/account/favourites');
    expect(takeAuthRedirect()).toBe('/account/favourites');
    expect(takeAuthRedirect()).toBeNull();
    rememberAuthRedirect('/\\evil.example');
    expect(takeAuthRedirect()).toBeNull();
  });
});
