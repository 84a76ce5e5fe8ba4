/**
 * The server's side of the web app (built by `vite build --ssr` into dist-server/, loaded by the API's web-app
 * plugin): draws a page as HTML with its data, for the browser to hydrate (main.tsx) without asking again.
 */
import { AsyncLocalStorage } from 'node:async_hooks';

import type { DrawnPage, PageRequest } from '@lull/domain/contracts/drawn-page';
import type { User } from '@lull/domain/contracts/user';
import { StrictMode, type ReactElement } from 'react';
import { renderToReadableStream } from 'react-dom/server';
import { StaticRouterProvider, createStaticHandler, createStaticRouter, type StaticHandlerContext } from 'react-router';

import { AppProviders } from './app/providers';
import { routes } from './app/router';
import { serverPageOf } from './app/server-pages';
import { headTags, jsonForScript } from './app/seo/page-head';
import { currentUserQueryKey } from './features/auth/api/get-current-user';
import { setApiTransport, type ApiTransport } from './lib/api-client';
import { HOLD_EARLY_ACTIONS_SCRIPT } from './lib/early-clicks';
import { createServerQueryClient } from './lib/query-client';
import { PAGE_QUERIES_GLOBAL, dehydratePageQueries } from './lib/query-hydration';

const handler = createStaticHandler(routes);
let api: ApiTransport | undefined;
let publicUrl = '';
/** Set while a page asks for the signed-in visitor's own data: their Cookie header. Public data is asked without. */
const askingAsVisitor = new AsyncLocalStorage<string>();

/** Once, when the server loads this module: how to reach the API in-process, and the site's public address. */
export function configureRenderer(options: { transport: ApiTransport; publicUrl: string }): void {
  api = options.transport;
  publicUrl = options.publicUrl;
  setApiTransport((path, init) => {
    const cookie = askingAsVisitor.getStore();
    if (cookie === undefined) return options.transport(path, init);
    const headers = new Headers(init.headers);
    headers.set('Cookie', cookie);
    return options.transport(path, { ...init, headers });
  });
}

/** Who the Cookie header signs in; a visitor without one is nobody, without asking. */
async function currentUserFor(cookie: string | undefined): Promise<User | null> {
  if (!cookie || !api) return null;
  const response = await api('/api/users/me', { headers: { Accept: 'application/json', Cookie: cookie } });
  return response.ok ? ((await response.json()) as User) : null;
}

/** The whole tree as one string once every part is ready (a lazy part included), never a half-drawn page. */
async function renderToHtml(element: ReactElement, nonce: string): Promise<string> {
  let failure: unknown;
  const stream = await renderToReadableStream(element, {
    nonce,
    signal: AbortSignal.timeout(10_000),
    onError(error) {
      failure ??= error;
    },
  });
  await stream.allReady;
  if (failure !== undefined) throw failure instanceof Error ? failure : new Error(String(failure));
  return new Response(stream).text();
}

export async function renderPage({ url, cookie, nonce }: PageRequest): Promise<DrawnPage> {
  const address = new URL(url, publicUrl || 'http://localhost');
  const context = await handler.query(new Request(address));
  if (context instanceof Response) {
    return { status: context.status, location: context.headers.get('Location') ?? '/', head: '', body: '', scripts: '', pattern: null };
  }

  const page = serverPageOf(context as StaticHandlerContext, publicUrl || 'http://localhost');
  if (!page) return { status: 200, head: '', body: '', scripts: '', pattern: null };
  const queryClient = createServerQueryClient();
  const [user] = await Promise.all([currentUserFor(cookie), page.prefetch(queryClient)]);
  queryClient.setQueryData(currentUserQueryKey, user);
  if (user && cookie) await askingAsVisitor.run(cookie, () => page.prefetchForUser(queryClient));

  const outcome = page.outcome(queryClient);
  if (outcome.redirect) return { status: 301, location: outcome.redirect, head: '', body: '', scripts: '', pattern: page.pattern };

  const router = createStaticRouter(handler.dataRoutes, context);
  const markup = await renderToHtml(
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        <StaticRouterProvider router={router} context={context} nonce={nonce} />
      </AppProviders>
    </StrictMode>,
    nonce,
  );
  const holdEarlyActions = `<script nonce="${nonce}">${HOLD_EARLY_ACTIONS_SCRIPT}</script>`;
  const queries = `<script nonce="${nonce}">window.${PAGE_QUERIES_GLOBAL}=${jsonForScript(dehydratePageQueries(queryClient))}</script>`;
  return {
    status: outcome.status,
    head: `${headTags(outcome.head, publicUrl, nonce)}\n${holdEarlyActions}`,
    body: markup,
    scripts: queries,
    pattern: page.pattern,
  };
}
