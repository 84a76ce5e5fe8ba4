import { act, screen } from '@testing-library/react';
import type { Root } from 'react-dom/client';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

import { startApp } from './app/start-app';
import { configureRenderer, renderPage } from './entry-server';
import { makeMerchant, makeSearchResults, makeService } from './test/catalogue-fixtures';
import { jsonResponse, makeUser } from './test/render';

const MERCHANT_ID = '5b0c6a52-6f0e-4b9e-8d55-5b8f1b6f2d10';
const merchant = makeMerchant({ id: MERCHANT_ID, business_name: 'Glow </script><script>alert(1)</script> Studio' });
const service = makeService({ merchant_id: MERCHANT_ID, name: 'Gel Manicure', merchant_business_name: merchant.business_name });

/** The API as the server reaches it in-process: every call is recorded, with the headers it carried. */
const calls: { path: string; cookie: string | null }[] = [];
async function api(path: string, init: RequestInit): Promise<Response> {
  calls.push({ path, cookie: new Headers(init.headers).get('Cookie') });
  const route = path.split('?')[0];
  if (route === `/api/merchants/${MERCHANT_ID}`) return jsonResponse(merchant);
  if (route === '/api/services') return jsonResponse({ services: [service], total: 1, next_offset: null });
  if (route === '/api/services/search') return jsonResponse(makeSearchResults());
  if (route === `/api/merchants/${MERCHANT_ID}/reviews`) {
    return jsonResponse({ items: [], total: 0, page: 1, page_size: 5, summary: { average: null, count: 0, distribution: {} } });
  }
  if (route === `/api/services/${service.id}/availability`) return jsonResponse({ service_id: service.id, days: [] });
  if (route === `/api/services/${service.id}/taken-times`) return jsonResponse({ times: [] });
  if (route === `/api/services/${service.id}`) return jsonResponse(service);
  if (route === '/api/bookings/me' || route === '/api/waitlist/mine') return jsonResponse([]);
  if (route === '/api/users/me') return init.headers && new Headers(init.headers).get('Cookie') ? jsonResponse(makeUser({ first_name: 'Ada' })) : jsonResponse({ error: 'Not signed in' }, 401);
  return jsonResponse({ error: 'Not found' }, 404);
}

beforeAll(() => {
  configureRenderer({ transport: api, publicUrl: 'https://lull.example' });
});

let started: Root | undefined;

afterEach(() => {
  act(() => started?.unmount());
  started = undefined;
  calls.length = 0;
  document.body.replaceChildren();
  vi.unstubAllGlobals();
});

/** Puts the server's page into this document and runs its inline scripts, as a browser would before the app's. */
function loadIntoDocument({ head, body, scripts }: { head: string; body: string; scripts: string }, path: string) {
  window.history.replaceState(null, '', path);
  // As the browser parses the server's HTML (the page is ours, drawn by React, which escaped what it drew).
  const parsed = new DOMParser().parseFromString(`<html><head>${head}</head><body><div id="root">${body}</div>${scripts}</body></html>`, 'text/html');
  document.body.replaceChildren(...parsed.body.childNodes);
  for (const script of [...parsed.head.querySelectorAll('script:not([type])'), ...document.querySelectorAll('body script')]) new Function(script.textContent ?? '')();
  return document.getElementById('root')!;
}

describe('a business page drawn on the server', () => {
  it('arrives as HTML with its business and treatments, its head naming the business', async () => {
    const page = await renderPage({ url: `/merchant/${MERCHANT_ID}`, nonce: 'abc123' });

    expect(page.status).toBe(200);
    expect(page.pattern).toBe('/merchant/:merchantId');
    expect(page.body).toContain('Gel Manicure');
    expect(page.head).toContain('<link rel="canonical" href="https://lull.example/merchant/');
    // The name cannot close the script it is carried in, nor open one of its own.
    expect(page.body).not.toContain('</script><script>alert(1)');
    expect(page.head).not.toContain('</script><script>alert(1)');
    for (const [tag] of `${page.head}${page.body}${page.scripts}`.matchAll(/<script[^>]*>/g)) expect(tag).toContain('nonce="abc123"');
    // A visitor without a cookie is nobody: the API is not asked who is signed in.
    expect(calls.map((call) => call.path)).not.toContain('/api/users/me');
  });

  it('hydrates without asking the API again and without redrawing', async () => {
    const page = await renderPage({ url: `/merchant/${MERCHANT_ID}`, nonce: 'abc123' });
    // The browser's calls reach the same recorded API (this process's transport is the server's).
    calls.length = 0;
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const root = loadIntoDocument(page, `/merchant/${MERCHANT_ID}`);
    const drawn = root.querySelector('h1');

    started = await act(() => startApp(root));

    expect(await screen.findByRole('heading', { level: 1, name: merchant.business_name })).toBe(drawn);
    expect(screen.getAllByText('Gel Manicure').length).toBeGreaterThan(0);
    expect(calls.map((call) => call.path)).toEqual([]);
    // React's development build notices that the server's renderer used the same contexts in this process first; a
    // browser never runs both. Any other error (a hydration mismatch above all) fails the test.
    const sameProcessNotice = 'Detected multiple renderers concurrently rendering the same context provider';
    expect(errors.mock.calls.filter(([message]) => !String(message).startsWith(sameProcessNotice))).toEqual([]);
    errors.mockRestore();
  });

  it('holds a click made before the app is live, and replays it once it is', async () => {
    const page = await renderPage({ url: `/merchant/${MERCHANT_ID}`, nonce: 'n' });
    const root = loadIntoDocument(page, `/merchant/${MERCHANT_ID}`);
    screen.getByRole('button', { name: 'Sign Up / Log In' }).click();
    expect(screen.queryByRole('dialog')).toBeNull();

    started = await act(() => startApp(root));

    expect(await screen.findByRole('dialog', { name: 'Welcome back' })).toBeInTheDocument();
    expect(document.documentElement.dataset.hydrated).toBe('');
  });

  it('keeps what was typed before the app is live, so a search sends it', async () => {
    const page = await renderPage({ url: '/services', nonce: 'n' });
    calls.length = 0;
    const root = loadIntoDocument(page, '/services');
    const box = screen.getAllByRole('searchbox')[0] as HTMLInputElement;
    box.value = 'gel nails';
    box.dispatchEvent(new Event('input', { bubbles: true }));

    started = await act(() => startApp(root));
    await act(async () => screen.getAllByRole('button', { name: 'Search' })[0]!.click());

    expect(new URLSearchParams(window.location.search).get('search')).toBe('gel nails');
    await vi.waitFor(() => expect(calls.map((call) => call.path)).toContainEqual(expect.stringContaining('search=gel+nails')));
    expect(box.value).toBe('gel nails');
  });

  it('sends a search typed and submitted before the app is live with what was typed', async () => {
    const page = await renderPage({ url: '/services', nonce: 'n' });
    const root = loadIntoDocument(page, '/services');
    const box = screen.getAllByRole('searchbox')[0] as HTMLInputElement;
    box.value = 'gel nails';
    box.dispatchEvent(new Event('input', { bubbles: true }));
    box.form!.requestSubmit();
    expect(window.location.search).toBe('');

    started = await act(() => startApp(root));

    await vi.waitFor(() => expect(new URLSearchParams(window.location.search).get('search')).toBe('gel nails'));
  });

  it('draws a signed-in visitor as signed in, asking with their cookie', async () => {
    const page = await renderPage({ url: `/merchant/${MERCHANT_ID}`, cookie: 'lull_session=s1', nonce: 'n' });
    expect(calls.filter((call) => call.path === '/api/users/me')).toEqual([{ path: '/api/users/me', cookie: 'lull_session=s1' }]);
    // Drawn signed in (their own link, no sign-in button); the account menu fills in once the page is live.
    expect(page.body).toContain('href="/my-bookings"');
    expect(page.body).not.toContain('Sign Up / Log In');
    // Public answers are asked for without it: they are the same for everyone.
    expect(calls.filter((call) => call.path !== '/api/users/me').every((call) => call.cookie === null)).toBe(true);
  });

  it("draws the booking page with the signed-in customer's own bookings and waitlists, asked for as them", async () => {
    const page = await renderPage({ url: `/booking/${service.id}`, cookie: 'lull_session=s1', nonce: 'n' });
    expect(page.status).toBe(200);
    const asked = (path: string) => calls.filter((call) => call.path === path);
    expect(asked('/api/bookings/me')).toEqual([{ path: '/api/bookings/me', cookie: 'lull_session=s1' }]);
    expect(asked('/api/waitlist/mine')).toEqual([{ path: '/api/waitlist/mine', cookie: 'lull_session=s1' }]);
    expect(page.scripts).toContain('"queryKey":["bookings","me"]');
    // The service, its times and the terms are the same for everyone: asked for without the cookie.
    expect(calls.filter((call) => call.path.startsWith(`/api/services/${service.id}`)).every((call) => call.cookie === null)).toBe(true);
  });

  it("asks for nobody's own data when no one is signed in", async () => {
    await renderPage({ url: `/booking/${service.id}`, nonce: 'n' });
    expect(calls.map((call) => call.path)).not.toContain('/api/bookings/me');
  });

  it('answers 404, marked noindex, for a business that is not public', async () => {
    const page = await renderPage({ url: '/merchant/0e6b3c0a-3c1e-4c55-9d0e-0c7d1a2b3c4d', nonce: 'n' });
    expect(page.status).toBe(404);
    expect(page.head).toContain('<meta name="robots" content="noindex">');
  });
});

describe('other pages', () => {
  it('answers 404 for an address that is no page', async () => {
    const page = await renderPage({ url: '/no-such-page', nonce: 'n' });
    expect(page.status).toBe(404);
    expect(page.body).toContain('Page not found');
  });

  it('draws a static page with its own title', async () => {
    const page = await renderPage({ url: '/faqs', nonce: 'n' });
    expect(page.status).toBe(200);
    expect(page.head).toContain('<title>FAQs · Lull</title>');
  });
});
