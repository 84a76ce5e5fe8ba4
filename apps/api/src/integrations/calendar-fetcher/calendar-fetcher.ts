import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { isPublicAddress } from './public-address';

/**
 * Reads a calendar from an address a merchant typed (decision 051), as a server-side request that must not be
 * turned against Lull's own network:
 * - the host's addresses are resolved and each one checked (`isPublicAddress`) unless private ones are allowed
 *   (tests and development); the socket connects to the very address checked, through the request's own `lookup`,
 *   so no second DNS answer can swap in another between the check and the connection;
 * - a redirect is followed at most `maxRedirects` times, each hop checked the same way (scheme and address);
 * - the whole read has `timeoutMs`, the body at most `maxBytes`, and only a calendar-like answer is read.
 * What it answers on failure is a sentence for the salon; the fetched body is never in it, nor logged.
 */
export interface CalendarFetchOptions {
  allowPrivate: boolean;
  /** Which IP addresses may be reached when private ones are not allowed; `isPublicAddress` unless a test narrows it. */
  isAllowedAddress?: (address: string) => boolean;
  /** Plain http too; as `allowPrivate` unless given (a test of the address checks over a local server). */
  allowHttp?: boolean;
  maxBytes?: number;
  timeoutMs?: number;
  maxRedirects?: number;
}

export type CalendarFetchResult = { ok: true; text: string } | { ok: false; message: string };

export const CALENDAR_MAX_BYTES = 2 * 1024 * 1024;
export const CALENDAR_TIMEOUT_MS = 10_000;
export const CALENDAR_MAX_REDIRECTS = 3;

const CALENDAR_TYPES = ['text/calendar', 'application/ics', 'text/x-vcalendar', 'application/calendar', 'text/plain', 'application/octet-stream'];
const USER_AGENT = 'Lull busy-calendar reader';

/** A refusal worded for the salon: what `fetchCalendar` answers as its message. */
class Refusal extends Error {}

const couldNot = (why: string) => `Could not read this calendar: ${why}`;

/** A `lookup` for http.request that resolves, refuses non-public addresses and hands the socket only the checked ones. */
function checkedLookup(allowed: (address: string) => boolean): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { all: true, family: options.family, hints: options.hints }, (error, addresses: LookupAddress[]) => {
      if (error) return callback(new Refusal(couldNot(`the address ${hostname} was not found`)), '', 4);
      const usable = addresses.filter((entry) => allowed(entry.address));
      if (usable.length === 0) return callback(new Refusal(couldNot(`${hostname} is not a public address`)), '', 4);
      if ((options as { all?: boolean }).all) return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, usable);
      return callback(null, usable[0]!.address, usable[0]!.family);
    });
  };
}

function get(url: URL, allowed: (address: string) => boolean, signal: AbortSignal): Promise<IncomingMessage> {
  // An address written as an IP skips `lookup`, so it is checked here.
  const literal = url.hostname.replace(/^\[|\]$/g, '');
  if (isIP(literal) !== 0 && !allowed(literal)) return Promise.reject(new Refusal(couldNot(`${literal} is not a public address`)));
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.get(url, {
      lookup: checkedLookup(allowed),
      signal,
      agent: false,
      headers: { accept: 'text/calendar, application/ics;q=0.9, */*;q=0.1', 'accept-encoding': 'identity', 'user-agent': USER_AGENT },
    });
    request.on('response', resolve);
    request.on('error', reject);
  });
}

async function readBody(response: IncomingMessage, maxBytes: number): Promise<string> {
  const declared = Number(response.headers['content-length']);
  const tooLarge = () => new Refusal(couldNot(`it is larger than ${Math.round(maxBytes / 1024 / 1024)} MB`));
  if (Number.isFinite(declared) && declared > maxBytes) {
    response.destroy();
    throw tooLarge();
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of response) {
    size += (chunk as Buffer).length;
    if (size > maxBytes) {
      response.destroy();
      throw tooLarge();
    }
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** Reads the calendar at `address`; never throws. */
export async function fetchCalendar(address: string, options: CalendarFetchOptions): Promise<CalendarFetchResult> {
  const maxBytes = options.maxBytes ?? CALENDAR_MAX_BYTES;
  const timeoutMs = options.timeoutMs ?? CALENDAR_TIMEOUT_MS;
  const maxRedirects = options.maxRedirects ?? CALENDAR_MAX_REDIRECTS;
  const allowed = options.allowPrivate ? () => true : (options.isAllowedAddress ?? isPublicAddress);
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    let url = new URL(address);
    for (let hop = 0; ; hop += 1) {
      if (url.protocol !== 'https:' && !(url.protocol === 'http:' && (options.allowHttp ?? options.allowPrivate))) throw new Refusal(couldNot('it leads to an address that is not secure (https)'));
      const response = await get(url, allowed, controller.signal);
      const status = response.statusCode ?? 0;
      if (status >= 300 && status < 400 && response.headers.location) {
        response.destroy();
        if (hop >= maxRedirects) throw new Refusal(couldNot('it redirects too many times'));
        url = new URL(response.headers.location, url);
        continue;
      }
      if (status < 200 || status >= 300) {
        response.destroy();
        throw new Refusal(couldNot(`the address answered ${status}`));
      }
      const type = (response.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
      const encoding = (response.headers['content-encoding'] ?? 'identity').toLowerCase();
      if ((type !== '' && !CALENDAR_TYPES.includes(type)) || encoding !== 'identity') {
        response.destroy();
        throw new Refusal(couldNot('the address does not answer with a calendar'));
      }
      const text = await readBody(response, maxBytes);
      if (!/^\uFEFF?\s*BEGIN:VCALENDAR/i.test(text)) throw new Refusal(couldNot('the address does not answer with a calendar'));
      return { ok: true, text };
    }
  } catch (error) {
    if (error instanceof Refusal) return { ok: false, message: error.message };
    if (controller.signal.aborted) return { ok: false, message: couldNot(`it did not answer within ${Math.round(timeoutMs / 1000)} seconds`) };
    // Connection refused, reset, a certificate that does not match: the same plain sentence, the code alone.
    const code = (error as { code?: unknown }).code;
    return { ok: false, message: couldNot(`the address could not be reached${typeof code === 'string' ? ` (${code})` : ''}`) };
  } finally {
    clearTimeout(timer);
  }
}
