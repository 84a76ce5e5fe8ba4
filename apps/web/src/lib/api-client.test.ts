import { describe, expect, it, vi } from 'vitest';

import { ApiError, api } from './api-client';

function stubFetch(response: Response | Error) {
  const fetchMock = vi.fn(async () => {
    if (response instanceof Error) throw response;
    return response;
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  if (!(error instanceof ApiError)) throw new Error('expected an ApiError');
  return error;
}

describe('api client', () => {
  it("throws the body's error text, with its status and per-field messages", async () => {
    stubFetch(new Response(JSON.stringify({ error: 'Bad input', fields: { email: 'domain incomplete' } }), { status: 400 }));
    const error = await failure(api.post('/api/auth/register', { email: 'a@b' }));
    expect(error).toMatchObject({ status: 400, message: 'Bad input', fields: { email: 'domain incomplete' }, fromServer: true });
  });

  it("falls back to 'HTTP {status}' when the error body has no error field", async () => {
    stubFetch(new Response('<html>Bad gateway</html>', { status: 502 }));
    const error = await failure(api.get('/api/users/me'));
    expect(error).toMatchObject({ status: 502, message: 'HTTP 502', fromServer: false });
  });

  it("says 'Network error' when no response can be read", async () => {
    stubFetch(new TypeError('Failed to fetch'));
    expect(await failure(api.get('/api/users/me'))).toMatchObject({ status: 0, message: 'Network error' });
  });

  it('sends JSON bodies with a content type, and bodiless POSTs with neither, always with the cookie', async () => {
    const fetchMock = stubFetch(new Response(null, { status: 200 }));
    await api.post('/api/notifications/1/read');
    fetchMock.mockResolvedValueOnce(new Response('{}', { status: 200 }));
    await api.post('/api/auth/login', { email: 'a@b.co', password: 'x' });

    const calls = fetchMock.mock.calls as unknown as [string, RequestInit][];
    const [bodiless, withBody] = calls.map(([, init]) => init);
    expect(bodiless).toMatchObject({ method: 'POST', credentials: 'same-origin' });
    expect(bodiless?.body).toBeUndefined();
    expect(bodiless?.headers).not.toHaveProperty('Content-Type');
    expect(withBody).toMatchObject({ credentials: 'same-origin', body: '{"email":"a@b.co","password":"x"}' });
    expect(withBody?.headers).toMatchObject({ 'Content-Type': 'application/json' });
  });
});
