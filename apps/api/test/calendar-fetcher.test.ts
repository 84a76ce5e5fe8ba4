import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchCalendar } from '../src/integrations/calendar-fetcher/calendar-fetcher';
import { isPublicAddress } from '../src/integrations/calendar-fetcher/public-address';

const CALENDAR = 'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nEND:VCALENDAR\r\n';
const SECRET_BODY = 'SECRET-BODY-0f3c internal admin page';

let server: Server;
let base: string;
const hits: string[] = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    hits.push(request.url ?? '');
    const path = request.url ?? '/';
    if (path === '/cal.ics') return response.writeHead(200, { 'content-type': 'text/calendar; charset=utf-8' }).end(CALENDAR);
    if (path === '/to-metadata') return response.writeHead(302, { location: 'http://169.254.169.254/latest/meta-data/' }).end();
    if (path === '/to-mapped') return response.writeHead(301, { location: 'http://[::ffff:127.0.0.2]/' }).end();
    if (path === '/to-private') return response.writeHead(307, { location: 'http://10.0.0.1/cal.ics' }).end();
    if (path === '/to-self') return response.writeHead(302, { location: '/cal.ics' }).end();
    if (path.startsWith('/loop')) return response.writeHead(302, { location: `/loop${path.length}` }).end();
    if (path === '/big') return response.writeHead(200, { 'content-type': 'text/calendar' }).end(`BEGIN:VCALENDAR\r\n${'X'.repeat(5000)}`);
    if (path === '/big-chunked') {
      response.writeHead(200, { 'content-type': 'text/calendar' });
      response.write('BEGIN:VCALENDAR\r\n');
      for (let i = 0; i < 10; i += 1) response.write('X'.repeat(1000));
      return response.end();
    }
    if (path === '/slow') return response.writeHead(200, { 'content-type': 'text/calendar' }).write('BEGIN:VCALENDAR\r\n'); // never ends
    if (path === '/html') return response.writeHead(200, { 'content-type': 'text/html' }).end(`<html>${SECRET_BODY}</html>`);
    if (path === '/plain-not-calendar') return response.writeHead(200, { 'content-type': 'text/plain' }).end(SECRET_BODY);
    return response.writeHead(404, { 'content-type': 'text/plain' }).end(SECRET_BODY);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => {
  server.closeAllConnections();
  return new Promise<void>((resolve) => server.close(() => resolve()));
});

/** Private addresses refused, except this test server's own 127.0.0.1, so each redirect's hop is what is checked. */
const onlyTheTestServer = { allowPrivate: false, allowHttp: true, isAllowedAddress: (address: string) => address === '127.0.0.1' };

describe('which addresses are public', () => {
  it.each([
    '127.0.0.1', '127.5.5.5', '10.1.2.3', '172.16.0.1', '172.31.255.255', '192.168.1.1', '169.254.169.254', '100.64.0.1', '0.0.0.0', '224.0.0.1', '255.255.255.255',
    '::', '::1', 'fe80::1', 'fc00::1', 'fd12:3456::1', 'ff02::1', '::ffff:127.0.0.1', '::ffff:7f00:1', '::ffff:169.254.169.254', '64:ff9b::a00:1', '2002:c0a8:101::1', '::127.0.0.1', 'not-an-ip',
  ])('refuses %s', (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each(['8.8.8.8', '142.250.187.206', '172.32.0.1', '100.128.0.1', '2a00:1450:4009:81f::200e', '::ffff:8.8.8.8', '2606:4700::1111'])('allows %s', (address) => {
    expect(isPublicAddress(address)).toBe(true);
  });
});

describe('reading a calendar from an address a merchant typed', () => {
  it('reads a calendar, following a redirect on the same server', async () => {
    expect(await fetchCalendar(`${base}/to-self`, onlyTheTestServer)).toEqual({ ok: true, text: CALENDAR });
  });

  it('connects by name to the address it checked', async () => {
    const port = (server.address() as AddressInfo).port;
    expect(await fetchCalendar(`http://localhost:${port}/cal.ics`, onlyTheTestServer)).toEqual({ ok: true, text: CALENDAR });
  });

  it('refuses a loopback address, written as an IP or as a name, without connecting', async () => {
    const before = hits.length;
    expect(await fetchCalendar(`${base}/cal.ics`, { allowPrivate: false, allowHttp: true })).toEqual({ ok: false, message: 'Could not read this calendar: 127.0.0.1 is not a public address' });
    const port = (server.address() as AddressInfo).port;
    expect(await fetchCalendar(`http://localhost:${port}/cal.ics`, { allowPrivate: false, allowHttp: true })).toEqual({ ok: false, message: 'Could not read this calendar: localhost is not a public address' });
    expect(hits.length).toBe(before);
  });

  it('refuses plain http when private addresses are not allowed', async () => {
    expect(await fetchCalendar(`${base}/cal.ics`, { allowPrivate: false })).toEqual({ ok: false, message: 'Could not read this calendar: it leads to an address that is not secure (https)' });
  });

  it('refuses a redirect to the metadata service, to a loopback address inside IPv6, or to a private network', async () => {
    expect(await fetchCalendar(`${base}/to-metadata`, onlyTheTestServer)).toEqual({ ok: false, message: 'Could not read this calendar: 169.254.169.254 is not a public address' });
    expect(await fetchCalendar(`${base}/to-mapped`, onlyTheTestServer)).toMatchObject({ ok: false, message: expect.stringContaining('is not a public address') });
    expect(await fetchCalendar(`${base}/to-private`, onlyTheTestServer)).toEqual({ ok: false, message: 'Could not read this calendar: 10.0.0.1 is not a public address' });
  });

  it('follows at most three redirects', async () => {
    expect(await fetchCalendar(`${base}/loop`, onlyTheTestServer)).toEqual({ ok: false, message: 'Could not read this calendar: it redirects too many times' });
  });

  it('stops reading past the size cap, declared or not', async () => {
    const tooLarge = { ok: false, message: expect.stringContaining('it is larger than') };
    expect(await fetchCalendar(`${base}/big`, { ...onlyTheTestServer, maxBytes: 2000 })).toEqual(tooLarge);
    expect(await fetchCalendar(`${base}/big-chunked`, { ...onlyTheTestServer, maxBytes: 2000 })).toEqual(tooLarge);
  });

  it('gives up on an address that does not finish answering in time', async () => {
    const started = Date.now();
    expect(await fetchCalendar(`${base}/slow`, { ...onlyTheTestServer, timeoutMs: 300 })).toEqual({ ok: false, message: expect.stringContaining('it did not answer within') });
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('says what went wrong without ever quoting what the address answered', async () => {
    const answers = await Promise.all(['/missing', '/html', '/plain-not-calendar'].map((path) => fetchCalendar(`${base}${path}`, onlyTheTestServer)));
    expect(answers).toEqual([
      { ok: false, message: 'Could not read this calendar: the address answered 404' },
      { ok: false, message: 'Could not read this calendar: the address does not answer with a calendar' },
      { ok: false, message: 'Could not read this calendar: the address does not answer with a calendar' },
    ]);
    expect(JSON.stringify(answers)).not.toContain('SECRET-BODY');
  });

  it('says so when nothing listens at the address', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    expect(await fetchCalendar(`http://127.0.0.1:${port}/cal.ics`, onlyTheTestServer)).toEqual({ ok: false, message: 'Could not read this calendar: the address could not be reached (ECONNREFUSED)' });
  });
});
