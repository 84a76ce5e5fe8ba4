import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import net, { type Socket } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';

interface ConnectionState {
  /** Requests begun and not yet answered. */
  busy: number;
  /** Requests begun on it so far. */
  requests: number;
  /** When it was accepted or its last request began (ms since the epoch). */
  lastActiveAt: number;
}

/**
 * The connections of an HTTP server, watched from the start so that shutdown can close them without resetting
 * one whose request is on its way (decision 031).
 *
 * Closing a connection races with its client: one that sent a request as the server closed it gets a reset, not
 * an answer. Node's `closeIdleConnections()`, which `server.close()` also runs, closes every connection without a
 * request in progress, and a connection accepted a moment ago whose request is still in the kernel counts as
 * idle. So shutdown closes only connections that stayed quiet for the whole drain, and the rest once each has had
 * its request answered (503 with `Connection: close`).
 */
export function watchConnections(server: Server) {
  const connections = new Map<Socket, ConnectionState>();
  server.on('connection', (socket: Socket) => {
    connections.set(socket, { busy: 0, requests: 0, lastActiveAt: Date.now() });
    socket.once('close', () => connections.delete(socket));
  });
  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    const state = connections.get(request.socket);
    if (!state) return;
    state.busy += 1;
    state.requests += 1;
    state.lastActiveAt = Date.now();
    response.once('close', () => (state.busy -= 1));
  });

  return {
    /**
     * Closes the keep-alive connections with no request since `since` (accepted before it, and idle ever since);
     * answers how many. Their clients are not sending, so nothing is cut; the next request opens a new connection.
     */
    closeQuietSince(since: number): number {
      let closed = 0;
      for (const [socket, state] of connections) {
        if (state.busy === 0 && state.lastActiveAt < since) {
          socket.destroy();
          closed += 1;
        }
      }
      return closed;
    },

    /**
     * Stops accepting connections, without `http.Server.close()`'s closing of idle ones at the same instant: a
     * connection just accepted has not had its request read yet. Fastify's `close()` later closes the server again,
     * which then only waits for what is left.
     */
    stopAccepting(): void {
      net.Server.prototype.close.call(server);
    },

    /**
     * Resolves once every open connection has had a request (which the drain answers with 503 and
     * `Connection: close`), or after `maxMs` for clients that connected and never sent one; answers how many
     * connections are still waiting for their first request (the close then ends them).
     */
    async firstRequestsArrived(maxMs: number): Promise<number> {
      const deadline = Date.now() + maxMs;
      const waiting = () => [...connections.values()].filter((state) => state.requests === 0).length;
      while (Date.now() < deadline && waiting() > 0) await sleep(10);
      return waiting();
    },
  };
}
