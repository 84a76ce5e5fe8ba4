import type { FastifyInstance } from 'fastify';

export interface RouteEntry {
  method: string;
  /** The path as registered, with `:name` parameters (`/api/bookings/:id`). */
  url: string;
}

/**
 * Every route the running app serves, read from its own route tree, so a test built on this list covers a route
 * added later without being edited. `app.printRoutes()` draws the tree four characters of indentation a level;
 * this flattens it. HEAD is left out (Fastify adds it to every GET by itself).
 */
export function listRoutes(app: FastifyInstance, prefix = '/'): RouteEntry[] {
  const stack: string[] = [];
  const routes: RouteEntry[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^(.*?)(?:├── |└── )(\S+)(?: \(([^)]+)\))?/.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    stack.length = depth;
    stack[depth] = match[2]!;
    // Routes that name one path segment differently (`:id` here, `:serviceId` there) print as `:id|:serviceId`.
    const url = stack.join('').replace(/(:\w+)(?:\|:\w+)+/g, '$1');
    if (!url.startsWith(prefix) || !match[3]) continue;
    for (const method of match[3].split(', ').filter((name) => name !== 'HEAD')) routes.push({ method, url });
  }
  return routes;
}

/** `GET /api/bookings/:id`: how a route is named in tables and failure messages. */
export const routeKey = ({ method, url }: RouteEntry): string => `${method} ${url}`;
