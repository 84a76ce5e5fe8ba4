import { dehydrate, hydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';

import { ApiError } from './api-client';

/** What the server leaves in the page for the browser: its answers, by query key, as JSON. */
export const PAGE_QUERIES_GLOBAL = '__LULL_QUERIES__';

interface ApiErrorJson {
  apiError: { status: number; message: string; fields: Record<string, string>; fromServer: boolean };
}

function isApiErrorJson(value: unknown): value is ApiErrorJson {
  return typeof value === 'object' && value !== null && 'apiError' in value;
}

/**
 * The server's answers, failures included: a business that is not public drew "not found" on the server, so the
 * browser must start from the same 404 or the page would flash a spinner (and React would redraw it).
 */
export function dehydratePageQueries(queryClient: QueryClient): DehydratedState {
  const state = dehydrate(queryClient, {
    shouldDehydrateQuery: (query) => query.state.status === 'success' || query.state.status === 'error',
    shouldRedactErrors: () => false,
  });
  return {
    ...state,
    queries: state.queries.map((query) => {
      const error = query.state.error;
      if (!(error instanceof ApiError)) return query;
      const json: ApiErrorJson = { apiError: { status: error.status, message: error.message, fields: error.fields, fromServer: error.fromServer } };
      return { ...query, state: { ...query.state, error: json as unknown as Error } };
    }),
  };
}

/** Fills the browser's cache from the page before the first render, so hydration draws what the server drew. */
export function hydratePageQueries(queryClient: QueryClient, state: DehydratedState): void {
  hydrate(queryClient, {
    ...state,
    queries: state.queries.map((query) => {
      const error: unknown = query.state.error;
      if (!isApiErrorJson(error)) return query;
      const { status, message, fields, fromServer } = error.apiError;
      return { ...query, state: { ...query.state, error: new ApiError(status, message, { fields, fromServer }) } };
    }),
  });
}
