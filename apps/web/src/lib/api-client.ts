/** Per-field messages as the API sends them: `{ error, fields: { email: '...' } }`. */
export type ApiFieldErrors = Record<string, string>;

/** Any failed call: `message` is the API's `error` text, else 'HTTP {status}', else 'Network error'. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  /** The HTTP status, or 0 when no response arrived. */
  readonly status: number;
  readonly fields: ApiFieldErrors;
  /** True when `message` is the API's own text rather than 'HTTP {status}' or 'Network error'. */
  readonly fromServer: boolean;

  constructor(status: number, message: string, options: { fields?: ApiFieldErrors; fromServer?: boolean } = {}) {
    super(message);
    this.status = status;
    this.fields = options.fields ?? {};
    this.fromServer = options.fromServer ?? false;
  }
}

export const NETWORK_ERROR = 'Network error';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** How a request reaches the API: the browser's fetch, or the server's own when it renders a page (entry-server.tsx). */
export type ApiTransport = (path: string, init: RequestInit) => Promise<Response>;

let transport: ApiTransport = (path, init) => fetch(path, init);

/** The server renders pages by asking the API in-process, without a socket; set once, when it loads the renderer. */
export function setApiTransport(next: ApiTransport): void {
  transport = next;
}

interface RequestOptions {
  method?: Method;
  /** Sent as JSON. Omitted entirely (no body, no Content-Type) when undefined. */
  body?: unknown;
  signal?: AbortSignal;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function readFields(value: unknown): ApiFieldErrors {
  if (!isRecord(value)) return {};
  const fields: ApiFieldErrors = {};
  for (const [key, message] of Object.entries(value)) {
    if (typeof message === 'string') fields[key] = message;
  }
  return fields;
}

export function errorFromBody(status: number, text: string): ApiError {
  try {
    const body: unknown = JSON.parse(text);
    if (isRecord(body) && typeof body.error === 'string' && body.error !== '') {
      return new ApiError(status, body.error, { fields: readFields(body.fields), fromServer: true });
    }
  } catch {
    // Not JSON (a proxy's error page, say): fall through to the status.
  }
  return new ApiError(status, `HTTP ${status}`);
}

/**
 * The one way the web app talks to the API: same origin, cookie session, JSON both ways.
 * Resolves with the parsed body (undefined for an empty one) or throws an ApiError.
 */
export async function apiRequest<T>(path: string, { method = 'GET', body, signal }: RequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  const init: RequestInit = { method, credentials: 'same-origin', headers, signal };
  if (body !== undefined) {
    headers['Content-Type'] = 'application/json';
    init.body = JSON.stringify(body);
  }

  let response: Response;
  let text: string;
  try {
    response = await transport(path, init);
    text = await response.text();
  } catch (error) {
    // An abort is the caller's decision (TanStack Query cancelling a query), not a failure to report.
    if (signal?.aborted) throw error;
    throw new ApiError(0, NETWORK_ERROR);
  }

  if (!response.ok) throw errorFromBody(response.status, text);
  if (text === '') return undefined as T;
  try {
    return JSON.parse(text) as T;
  } catch {
    throw new ApiError(response.status, NETWORK_ERROR);
  }
}

export const api = {
  get: <T>(path: string, signal?: AbortSignal) => apiRequest<T>(path, { signal }),
  post: <T>(path: string, body?: unknown) => apiRequest<T>(path, { method: 'POST', body }),
  put: <T>(path: string, body?: unknown) => apiRequest<T>(path, { method: 'PUT', body }),
  delete: <T>(path: string) => apiRequest<T>(path, { method: 'DELETE' }),
};

/** The thing asked for is not there (or its id is not even the shape of one): a page says "not found", not "try again". */
export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 400);
}

/** The text to show for a failure: the API's own message when it sent one, else the caller's fallback. */
export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.fromServer ? error.message : fallback;
}
