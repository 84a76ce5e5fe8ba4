import type { User } from '@lull/domain/contracts/user';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { vi } from 'vitest';

import { AuthModalProvider } from '@/features/auth/components/auth-modal-provider';

interface RenderOptions {
  /** The first URL, '/' by default. */
  route?: string;
  /** The route pattern the UI is mounted at (for pages that read params); any other URL renders nothing. */
  path?: string;
}

/** Renders UI the way the app does: a fresh query cache, a router and the auth dialog's provider. */
export function renderWithApp(ui: ReactNode, { route = '/', path = '*' }: RenderOptions = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const element = <AuthModalProvider>{ui}</AuthModalProvider>;
  const router = createMemoryRouter(path === '*' ? [{ path, element }] : [{ path, element }, { path: '*', element: null }], {
    initialEntries: [route],
  });
  return {
    queryClient,
    router,
    ...render(
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    ),
  };
}

export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

type Handler = (request: { url: string; method: string; body: unknown }) => Response | Promise<Response>;

/**
 * Replaces fetch with a table of 'METHOD /path' handlers; anything else answers 404. Returns the mock so
 * a test can read the calls it received.
 */
export function mockApi(handlers: Record<string, Handler>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const method = (init.method ?? 'GET').toUpperCase();
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    const handler = handlers[`${method} ${url.split('?')[0]}`];
    return handler ? handler({ url, method, body }) : jsonResponse({ error: 'Not found' }, 404);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The calls made to one 'METHOD /path', with their JSON bodies and request options. */
export function callsTo(fetchMock: ReturnType<typeof mockApi>, method: string, path: string) {
  return fetchMock.mock.calls
    .filter(([input, init]) => String(input).split('?')[0] === path && (init?.method ?? 'GET').toUpperCase() === method)
    .map(([, init]) => ({
      init: init ?? {},
      body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
    }));
}

export function makeUser(overrides: Partial<User> = {}): User {
  return {
    id: 'user-1',
    email: 'ada@example.com',
    first_name: 'Ada',
    last_name: 'Lovelace',
    phone: '+44 7700900123',
    city: 'London',
    role: 'consumer',
    credit_balance: 3,
    gdpr_consent: true,
    marketing_consent: false,
    referral_code: 'ADA123',
    is_approved: true,
    profile_complete: true,
    created_at: '2025-01-01T10:00:00.000Z',
    ...overrides,
  };
}
