import { formatBusinessWeek, DEFAULT_BUSINESS_WEEK } from '@lull/domain/business-hours';
import { and, eq, isNull, sql } from 'drizzle-orm';
import fc from 'fast-check';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { services } from '../src/db/schema/catalogue';
import { merchants } from '../src/db/schema/merchants';
import { bookingTerms } from '../src/db/schema/terms';
import { users } from '../src/db/schema/users';
import { startSession } from '../src/modules/auth/sessions';
import { createPerson } from './support/actors';
import { createMerchant, createService } from './support/catalogue-fixtures';
import { assertInvariants } from './support/invariants';
import { listRoutes, routeKey, type RouteEntry } from './support/route-table';
import { brokenFromSchema, hostileString, hostileValue, validFromSchema, withHostileCharacter, type JsonSchema, type SchemaArbitraryOptions } from './support/schema-arbitrary';
import { createTestApp, type TestApp } from './support/test-app';
import { pdfBytes } from './support/uploads';

/**
 * Fuzzing from the contract (docs/SECURITY.md). Every route the app serves, found in its own route tree, gets
 * requests made by fast-check from the route's schemas in the app's OpenAPI document (the zod schemas that
 * validate it), first well-shaped and then broken every way a client can break them, sent as a visitor, a
 * customer, a merchant with a listed business and an admin. Not one answer may be a 5xx; every 4xx says what
 * went wrong as `{error, fields?}`; and the database's invariants hold afterwards.
 *
 * Decision 032 widened it: hostile characters (NUL, a lone half of a surrogate pair, controls, direction overrides)
 * also come inside otherwise VALID values, in every part of a request that reaches the database: a string of a
 * JSON body, a query parameter, a path parameter, the stored headers (User-Agent, and X-Forwarded-For, which keys
 * the rate limits), a multipart file name and text field. Before, valid strings were printable ASCII and the
 * hostile ones came only in values already broken some other way, so none got past validation to the database.
 *
 * FUZZ_SEED replays a run (the seed is printed); FUZZ_REQUESTS sets how many requests a run sends in all.
 */
const SEED = Number(process.env.FUZZ_SEED ?? 20_260_610);
const TOTAL_REQUESTS = Number(process.env.FUZZ_REQUESTS ?? 10_500);
/** A regular expression on `METHOD /path` that narrows a replay to the routes it matches. */
const ONLY_ROUTES = process.env.FUZZ_ROUTES ? new RegExp(process.env.FUZZ_ROUTES) : undefined;
// A few requests in flight at once: the app is shared by them as by real clients, and PostgreSQL gets to run them side by side.
const IN_FLIGHT = 4;
const JSON_BODY_LIMIT = 1024 * 1024;
const UPLOAD_LIMIT = 5 * 1024 * 1024;

// Wednesday 10 June 2026, 08:00 in London: the app's clock, so the dates fuzzed near it are bookable days.
const now = new Date('2026-06-10T07:00:00Z');

type ActorName = 'signed out' | 'customer' | 'merchant' | 'admin';
const ACTORS: readonly ActorName[] = ['signed out', 'customer', 'merchant', 'admin'];
interface Actor {
  userId: string;
  cookie: string;
}

let t: TestApp;
const actors = new Map<Exclude<ActorName, 'signed out'>, Actor>();
let idPool: string[] = [];

// ---- the actors --------------------------------------------------------------------------------------------

async function newCustomer(): Promise<Actor> {
  const customer = await createPerson(t.db, now, 'customer');
  return { userId: customer.id, cookie: customer.cookie };
}

async function newMerchant(): Promise<Actor> {
  const { owner, merchant } = await createMerchant(t.db);
  await createService(t.db, merchant.id, { name: 'Gel Manicure', durationMinutes: 60 });
  await createService(t.db, merchant.id, { name: 'Brow Lamination', durationMinutes: 30, pricePence: 0, offPeakPricePence: null });
  return { userId: owner.id, cookie: '' };
}

async function newAdmin(): Promise<Actor> {
  const admin = await createPerson(t.db, now, 'admin');
  return { userId: admin.id, cookie: admin.cookie };
}

const expectedRole = { customer: 'consumer', merchant: 'merchant', admin: 'admin' } as const;
const makeActor = { customer: newCustomer, merchant: newMerchant, admin: newAdmin };

/**
 * Before each route, every signed-in actor is as it started: a route before may have signed them out, disabled,
 * deleted or demoted them, or paused the business. A deleted account or business is replaced by a new one.
 */
async function reviveActors(): Promise<void> {
  for (const name of ['customer', 'merchant', 'admin'] as const) {
    let actor = actors.get(name);
    const [row] = actor ? await t.db.select().from(users).where(eq(users.id, actor.userId)) : [];
    const [business] = actor && name === 'merchant' ? await t.db.select().from(merchants).where(and(eq(merchants.userId, actor.userId), isNull(merchants.deletedAt))) : [];
    if (!actor || !row || row.deletedAt || (name === 'merchant' && !business)) {
      actor = await makeActor[name]();
    } else {
      await t.db.update(users).set({ role: expectedRole[name], isApproved: true }).where(eq(users.id, actor.userId));
      if (business) {
        await t.db.update(merchants).set({ status: 'approved', isPaused: false }).where(eq(merchants.id, business.id));
        const listed = await t.db.select({ id: services.id }).from(services).where(and(eq(services.merchantId, business.id), eq(services.isActive, true), eq(services.approvalStatus, 'approved')));
        if (listed.length === 0) await createService(t.db, business.id, { durationMinutes: 60 });
      }
    }
    const session = await startSession(t.db, actor.userId, now, 'lull-contract-fuzz');
    actors.set(name, { userId: actor.userId, cookie: `lull_session=${session.token}` });
  }
}

/** Ids of real rows of every kind a path, query or body names, so fuzzed requests reach rows as well as 404s. */
async function refreshIdPool(): Promise<void> {
  const tables = ['users', 'merchants', 'services', 'bookings', 'notifications', 'reviews', 'merchant_files', 'uploads', 'waitlist_entries', 'contact_messages', 'refund_requests', 'bank_accounts', 'payments'];
  const query = tables.map((table) => `(select id::text as id from ${table} limit 8)`).join(' union all ');
  const result = (await t.db.execute(sql.raw(query))) as unknown as { rows: { id: string }[] };
  idPool = result.rows.map((row) => row.id);
}

// ---- what a field's name says about its valid values (the schemas call them all just "string") -------------

const fuzzDate = fc.integer({ min: -2, max: 16 }).map((days) => new Date(now.getTime() + days * 86_400_000).toISOString().slice(0, 10));
const fuzzTime = fc.tuple(fc.integer({ min: 8, max: 21 }), fc.constantFrom('00', '30')).map(([hour, minutes]) => `${String(hour).padStart(2, '0')}:${minutes}`);

function hint(name: string): fc.Arbitrary<unknown> | undefined {
  if (/(^|_)(date|from|to)$/.test(name)) return fuzzDate;
  if (/(^|_)time$/.test(name)) return fuzzTime;
  if (/email/.test(name)) return fc.emailAddress();
  if (/_url$/.test(name)) return fc.oneof(fc.webUrl(), fc.constant(''));
  if (name === 'phone') return fc.constantFrom('+44 7700900123', '07700 900456');
  if (name === 'postcode') return fc.constantFrom('E8 3PH', 'SW1A 1AA', 'e8 3ph');
  if (name === 'availability_hours') return fc.constant(formatBusinessWeek(DEFAULT_BUSINESS_WEEK));
  if (name === 'availability_schedule') return fc.constantFrom('10:00,10:30,11:00', '');
  if (name === 'password' || name === 'new_password' || name === 'current_password') return fc.constantFrom('correct-horse-battery', 'short');
  if (/(price|amount)$/.test(name)) return fc.oneof(fc.integer({ min: 0, max: 200 }), fc.constantFrom('12.50', '0'));
  return undefined;
}

const schemaOptions: SchemaArbitraryOptions = { ids: () => idPool, hint };

// ---- the contract of each route, from the OpenAPI document ------------------------------------------------

interface Parameter {
  in: 'path' | 'query' | 'header' | 'cookie';
  name: string;
  schema: JsonSchema;
  required?: boolean;
}
interface Operation {
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
}
interface Contract {
  pathParams: JsonSchema[];
  query: Parameter[];
  body: JsonSchema | undefined;
}

/** `/api/bookings/:id` and `/api/bookings/{id}` as one shape (routes may name a parameter differently). */
const shapeOf = (path: string) => path.replace(/:\w+|\{\w+\}/g, '{}');

function contractOf(route: RouteEntry, document: { paths: Record<string, Record<string, Operation>> }): Contract {
  const entry = Object.entries(document.paths).find(([path]) => shapeOf(path) === shapeOf(route.url));
  const operation = entry?.[1][route.method.toLowerCase()];
  const parameters = operation?.parameters ?? [];
  const pathNames = entry ? [...entry[0].matchAll(/\{(\w+)\}/g)].map((match) => match[1]!) : [];
  return {
    pathParams: pathNames.map((name) => parameters.find((parameter) => parameter.in === 'path' && parameter.name === name)?.schema ?? {}),
    // `@fastify/swagger` lists a record-shaped query (the export's filters) as parameters named after its keywords.
    query: parameters.filter((parameter) => parameter.in === 'query' && typeof parameter.schema === 'object' && parameter.name !== 'additionalProperties'),
    body: operation?.requestBody?.content['application/json']?.schema,
  };
}

// ---- requests --------------------------------------------------------------------------------------------

interface FuzzCase {
  actor: ActorName;
  /** What this request tries (`valid`, `broken body`, `raw: duplicated key`…), for the failure message. */
  attack: string;
  url: string;
  contentType?: string;
  payload?: string | Buffer;
  /** A User-Agent (the session stores it), when the case sends one. */
  userAgent?: string;
  /** Put inside the X-Forwarded-For address (it keys the rate limits' counters in the database). */
  addressTaint?: string;
}

/** Percent-encoding that survives lone surrogates: they go as the bytes of an encoded surrogate, which is not valid UTF-8. */
const percentEncode = (text: string) =>
  text
    .split(/([\uD800-\uDBFF][\uDC00-\uDFFF]|[\uD800-\uDFFF])/)
    .map((piece) => (/^[\uD800-\uDFFF]$/.test(piece) ? '%ED%A0%80' : encodeURIComponent(piece)))
    .join('');
const encode = (value: unknown) => percentEncode(typeof value === 'string' ? value : JSON.stringify(value) ?? '');

/** Path segments a router and a uuid parser must both survive. */
const hostileSegment: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom('not-a-uuid', '0', '-1', 'null', 'undefined', '00000000-0000-0000-0000-00000000000g', '7d9f3a52-6f0e-4b9e-8d55-5b8f1b6f2d1', '7D9F3A52-6F0E-4B9E-8D55-5B8F1B6F2D10', '{7d9f3a52-6f0e-4b9e-8d55-5b8f1b6f2d10}'),
  fc.constantFrom('%', '%zz', '%00', '%2e%2e', '..%2F..%2Fetc%2Fpasswd', '%E0%A4%A', '%C0%AF', '%FF%FE', '%25', 'a%20b', '%u0041', '%2F', '%5C..%5C'),
  fc.integer({ min: 90, max: 5_000 }).map((length) => 'a'.repeat(length)),
  hostileString.filter((text) => text.length < 2_000).map(encode),
);

const queryValue = (value: unknown): string[] => (Array.isArray(value) ? value.flatMap(queryValue) : value === undefined ? [] : [typeof value === 'string' ? value : JSON.stringify(value) ?? '']);

function queryArbitrary(parameters: Parameter[]): fc.Arbitrary<string> {
  const model = Object.fromEntries(parameters.map((parameter) => [parameter.name, validFromSchema(parameter.schema, schemaOptions, parameter.name)]));
  const required = parameters.filter((parameter) => parameter.required).map((parameter) => parameter.name);
  const valid = fc.record(model, { requiredKeys: required });
  const names = parameters.map((parameter) => parameter.name);
  const toText = (query: Record<string, unknown>) =>
    Object.entries(query)
      .flatMap(([name, value]) => queryValue(value).map((text) => `${percentEncode(name)}=${percentEncode(text)}`))
      .join('&');
  const broken: fc.Arbitrary<string>[] = [
    fc.tuple(valid, fc.dictionary(fc.constantFrom(...(names.length ? names : ['page', 'q', 'id'])), hostileValue, { minKeys: 1, maxKeys: 3 })).map(([query, wrong]) => toText({ ...query, ...wrong })),
    // The same name twice arrives as an array, where the schema expects one value.
    fc.tuple(valid, fc.constantFrom(...(names.length ? names : ['page']))).map(([query, name]) => `${toText(query)}&${name}=1&${name}=2`),
    fc.constantFrom('%', '%zz=1', 'a=%E0%A4%A', '=&=&&==', 'page=1e309', 'page=NaN', 'page=-0', 'page=9007199254740993', 'limit=-1&offset=-1', 'page[x]=1', '__proto__[admin]=1', `q=${'x'.repeat(100_000)}`),
  ];
  // Valid queries with one hostile character in a value: a search term reaches the database's LIKE.
  const tainted = withHostileCharacter(valid).map(toText);
  return fc.oneof({ arbitrary: valid.map(toText), weight: 3 }, { arbitrary: fc.oneof(...broken), weight: 2 }, { arbitrary: tainted, weight: 2 });
}

/** Raw JSON text no JSON.stringify writes: NaN and 1e309, duplicated keys, truncation, 5,000 levels, bad bytes. */
function rawJsonArbitrary(body: JsonSchema | undefined): fc.Arbitrary<{ attack: string; payload: string | Buffer }> {
  const shaped = validFromSchema(body, schemaOptions).map((value) => (typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : { value }));
  const keys = Object.keys(body?.properties ?? {});
  const key = keys.length ? fc.constantFrom(...keys) : fc.constant('value');
  const rawToken = fc.constantFrom('NaN', 'Infinity', '-Infinity', '1e309', '-1e309', '-0', '9007199254740993', '-9007199254740993', '1e-400', '0x10', '01', '.5', '+1', "'single'", 'undefined', '"\\u0000"', '"\\ud800"', '"\\udfff\\ud800"');
  return fc.oneof(
    fc.tuple(shaped, key, rawToken).map(([value, name, token]) => ({ attack: `raw: ${name} = ${token}`, payload: JSON.stringify({ ...value, [name]: '__RAW__' }).replace('"__RAW__"', token) })),
    fc.tuple(shaped, key, hostileValue).map(([value, name, second]) => ({
      attack: `raw: duplicated key ${name}`,
      payload: `${JSON.stringify({ ...value, [name]: value[name] ?? 1 }).slice(0, -1)},${JSON.stringify(name)}:${JSON.stringify(second) ?? 'null'}}`,
    })),
    fc.tuple(shaped, fc.double({ min: 0, max: 1, noNaN: true })).map(([value, fraction]) => {
      const text = JSON.stringify(value);
      return { attack: 'raw: truncated', payload: text.slice(0, Math.max(1, Math.floor(text.length * fraction) - 1)) };
    }),
    // Written as text: JSON.stringify itself runs out of stack this deep.
    fc.tuple(key, fc.constantFrom('[', '{"a":')).map(([name, open]) => ({
      attack: `raw: ${name} nested 5,000 deep`,
      payload: `{${JSON.stringify(name)}:${open.repeat(5_000)}1${(open === '[' ? ']' : '}').repeat(5_000)}}`,
    })),
    fc.constantFrom(
      { attack: 'raw: __proto__', payload: '{"__proto__":{"role":"admin","is_approved":true}}' },
      { attack: 'raw: constructor.prototype', payload: '{"constructor":{"prototype":{"role":"admin"}}}' },
      { attack: 'raw: empty', payload: '' },
      { attack: 'raw: whitespace', payload: ' \n\t ' },
      { attack: 'raw: null', payload: 'null' },
      { attack: 'raw: array', payload: '[]' },
      { attack: 'raw: string', payload: '"text"' },
      { attack: 'raw: number', payload: '123' },
      { attack: 'raw: two documents', payload: '{}{}' },
      { attack: 'raw: comment', payload: '{/* hi */}' },
      { attack: 'raw: byte order mark', payload: '\uFEFF{}' },
      { attack: 'raw: invalid UTF-8', payload: Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xc3, 0x28, 0xff, 0xfe, 0x22, 0x7d]) },
      { attack: 'raw: NUL bytes', payload: Buffer.from('{"a":"\u0000"}\u0000\u0000') },
      { attack: 'raw: 5,000 open brackets', payload: '['.repeat(5_000) },
    ),
  );
}

const BOUNDARY = 'lull-fuzz-boundary';
const multipartBody = (parts: { name: string; fileName?: string; type?: string; bytes: Buffer }[], close = true) =>
  Buffer.concat([
    ...parts.map(({ name, fileName, type, bytes }) =>
      Buffer.concat([
        Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"${fileName === undefined ? '' : `; filename="${fileName}"`}\r\n${type ? `Content-Type: ${type}\r\n` : ''}\r\n`),
        bytes,
        Buffer.from('\r\n'),
      ]),
    ),
    Buffer.from(close ? `--${BOUNDARY}--\r\n` : ''),
  ]);
const MULTIPART = `multipart/form-data; boundary=${BOUNDARY}`;

/** A JSON route sent something else: a form, plain text, XML, multipart, or no type at all. */
const wrongContentType: fc.Arbitrary<{ attack: string; contentType?: string; payload: string | Buffer }> = fc.constantFrom(
  { attack: 'text/plain', contentType: 'text/plain', payload: '{"a":1}' },
  { attack: 'form', contentType: 'application/x-www-form-urlencoded', payload: 'email=a%40b.c&password=x&role=admin' },
  { attack: 'multipart to JSON', contentType: MULTIPART, payload: multipartBody([{ name: 'email', bytes: Buffer.from('a@b.c') }]) },
  { attack: 'multipart without boundary', contentType: 'multipart/form-data', payload: '--x\r\n\r\n' },
  { attack: 'xml', contentType: 'application/xml', payload: '<?xml version="1.0"?><!DOCTYPE a [<!ENTITY x SYSTEM "file:///etc/passwd">]><a>&x;</a>' },
  { attack: 'json charset latin1', contentType: 'application/json; charset=latin1', payload: '{}' },
  { attack: 'json charset utf-16', contentType: 'application/json; charset=utf-16', payload: Buffer.from('{}', 'utf16le') },
  { attack: 'vendor json', contentType: 'application/vnd.api+json', payload: '{}' },
  { attack: 'upper-case json', contentType: 'APPLICATION/JSON', payload: '{}' },
  { attack: 'json with junk parameters', contentType: 'application/json;;;; boundary=""', payload: '{}' },
  { attack: 'no content type', contentType: undefined, payload: '{"a":1}' },
  { attack: 'empty content type', contentType: '', payload: '{"a":1}' },
  { attack: 'octet-stream', contentType: 'application/octet-stream', payload: Buffer.from([0, 1, 2, 255]) },
);

/** Over the 1 MiB body limit, as JSON. */
const oversizedJson = fc.constant({ attack: 'body over 1 MiB', contentType: 'application/json', payload: `{"value":"${'a'.repeat(JSON_BODY_LIMIT + 10)}"}` });

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/** POST /api/uploads: files that lie about their type, are cut short, too big, too many, or misnamed. */
const uploadBody: fc.Arbitrary<{ attack: string; contentType?: string; payload: string | Buffer }> = fc.oneof(
  fc.tuple(hostileString.filter((name) => name.length < 2_000), fc.uint8Array({ maxLength: 2_000 })).map(([fileName, bytes]) => ({
    attack: 'upload: random bytes, hostile file name',
    contentType: MULTIPART,
    payload: multipartBody([{ name: 'file', fileName: fileName.replace(/["\r\n]/g, ''), type: 'image/png', bytes: Buffer.from(bytes) }]),
  })),
  fc.constantFrom(
    { attack: 'upload: a PDF', contentType: MULTIPART, payload: multipartBody([{ name: 'file', fileName: 'Insurance.pdf', type: 'application/pdf', bytes: pdfBytes() }]) },
    { attack: 'upload: PNG signature then junk', contentType: MULTIPART, payload: multipartBody([{ name: 'file', fileName: 'logo.png', type: 'image/png', bytes: Buffer.concat([PNG_SIGNATURE, Buffer.alloc(500, 7)]) }]) },
    { attack: 'upload: JPEG start then nothing', contentType: MULTIPART, payload: multipartBody([{ name: 'file', fileName: 'a.jpg', type: 'image/jpeg', bytes: Buffer.from([0xff, 0xd8, 0xff]) }]) },
    { attack: 'upload: HTML claiming to be a PNG', contentType: MULTIPART, payload: multipartBody([{ name: 'file', fileName: 'x.png', type: 'image/png', bytes: Buffer.from('<html><script>alert(1)</script></html>') }]) },
    { attack: 'upload: SVG', contentType: MULTIPART, payload: multipartBody([{ name: 'file', fileName: 'x.svg', type: 'image/svg+xml', bytes: Buffer.from('<svg onload="alert(1)"/>') }]) },
    { attack: 'upload: empty file', contentType: MULTIPART, payload: multipartBody([{ name: 'file', fileName: 'empty.pdf', type: 'application/pdf', bytes: Buffer.alloc(0) }]) },
    { attack: 'upload: a field, not a file', contentType: MULTIPART, payload: multipartBody([{ name: 'file', bytes: Buffer.from('text') }]) },
    { attack: 'upload: two files', contentType: MULTIPART, payload: multipartBody([{ name: 'file', fileName: 'a.pdf', bytes: pdfBytes() }, { name: 'file', fileName: 'b.pdf', bytes: pdfBytes() }]) },
    { attack: 'upload: no parts', contentType: MULTIPART, payload: `--${BOUNDARY}--\r\n` },
    { attack: 'upload: cut off', contentType: MULTIPART, payload: multipartBody([{ name: 'file', fileName: 'a.pdf', bytes: pdfBytes() }], false).subarray(0, 150) },
    { attack: 'upload: wrong boundary', contentType: 'multipart/form-data; boundary=other', payload: multipartBody([{ name: 'file', fileName: 'a.pdf', bytes: pdfBytes() }]) },
    { attack: 'upload: JSON instead', contentType: 'application/json', payload: '{"file":"aGVsbG8="}' },
  ),
  // A valid file whose name carries a hostile character, and a text field (the route takes none) that does.
  withHostileCharacter(fc.constantFrom('Insurance.pdf', 'Public liability 2026.pdf')).map((fileName) => ({
    attack: 'upload: a PDF, a hostile character in its name',
    contentType: MULTIPART,
    payload: multipartBody([{ name: 'file', fileName: fileName.replace(/["\r\n]/g, ''), type: 'application/pdf', bytes: pdfBytes() }]),
  })),
  withHostileCharacter(fc.constantFrom('Please call first', 'note')).map((text) => ({
    attack: 'upload: a text field with a hostile character, then a PDF',
    contentType: MULTIPART,
    payload: multipartBody([{ name: 'note', bytes: Buffer.from(text) }, { name: 'file', fileName: 'a.pdf', type: 'application/pdf', bytes: pdfBytes() }]),
  })),
  // One part over the 5 MB cut; kept rare, each is 5 MB to build and send.
  fc.constant(null).map(() => ({ attack: 'upload: part over 5 MB', contentType: MULTIPART, payload: multipartBody([{ name: 'file', fileName: 'big.pdf', type: 'application/pdf', bytes: pdfBytes(UPLOAD_LIMIT + 1_024) }]) })),
);

const unsafe = (method: string) => method !== 'GET' && method !== 'HEAD';

function caseArbitrary(route: RouteEntry, contract: Contract): fc.Arbitrary<FuzzCase> {
  const parameterNames = [...route.url.matchAll(/:\w+|\*/g)].map((match) => match[0]);
  const segment = (index: number) =>
    fc.oneof(
      { arbitrary: validFromSchema(contract.pathParams[index] ?? { type: 'string', format: 'uuid' }, schemaOptions).map(encode), weight: 4 },
      { arbitrary: hostileSegment, weight: 1 },
      { arbitrary: withHostileCharacter(validFromSchema(contract.pathParams[index] ?? { type: 'string', format: 'uuid' }, schemaOptions)).map(encode), weight: 1 },
    );
  const path = fc.tuple(...parameterNames.map((_name, index) => segment(index))).map((values) => {
    let index = 0;
    return route.url.replace(/:\w+|\*/g, () => values[index++]!);
  });
  const query = queryArbitrary(contract.query);

  const jsonBody = (arbitrary: fc.Arbitrary<unknown>, attack: string) => arbitrary.map((value) => ({ attack, contentType: 'application/json', payload: JSON.stringify(value) ?? 'null' }));
  const bodies: fc.WeightedArbitrary<{ attack: string; contentType?: string; payload?: string | Buffer }>[] =
    route.method === 'POST' && route.url === '/api/uploads'
      ? [
          { arbitrary: uploadBody.filter((body) => !body.attack.endsWith('over 5 MB')), weight: 30 },
          { arbitrary: uploadBody.filter((body) => body.attack.endsWith('over 5 MB')), weight: 1 },
          { arbitrary: wrongContentType, weight: 4 },
        ]
      : unsafe(route.method)
        ? [
            { arbitrary: jsonBody(validFromSchema(contract.body ?? { type: 'object' }, schemaOptions), 'valid body'), weight: 25 },
            { arbitrary: jsonBody(withHostileCharacter(validFromSchema(contract.body ?? { type: 'object' }, schemaOptions)), 'valid body, one hostile character'), weight: 15 },
            { arbitrary: jsonBody(brokenFromSchema(contract.body ?? { type: 'object' }, schemaOptions), 'broken body'), weight: 30 },
            { arbitrary: rawJsonArbitrary(contract.body).map((raw) => ({ ...raw, contentType: 'application/json' })), weight: 25 },
            { arbitrary: wrongContentType, weight: 15 },
            { arbitrary: fc.constant({ attack: 'no body' }), weight: 4 },
            { arbitrary: oversizedJson, weight: 1 },
          ]
        : [{ arbitrary: fc.constant({ attack: 'no body' }), weight: 1 }];

  return fc
    .record({
      actor: fc.constantFrom(...ACTORS),
      path,
      query: fc.oneof({ arbitrary: fc.constant(''), weight: contract.query.length ? 1 : 3 }, { arbitrary: query, weight: contract.query.length ? 4 : 1 }),
      body: fc.oneof(...bodies),
      userAgent: fc.oneof({ arbitrary: fc.constant(undefined), weight: 3 }, { arbitrary: withHostileCharacter(fc.constantFrom('Mozilla/5.0 (X11; Linux x86_64)', 'curl/8.5.0')), weight: 1 }),
      addressTaint: fc.oneof({ arbitrary: fc.constant(undefined), weight: 12 }, { arbitrary: withHostileCharacter(fc.constant('')), weight: 1 }),
    })
    .map(({ actor, path: url, query: text, body, userAgent, addressTaint }) => ({
      actor,
      attack: body.attack,
      ...(userAgent === undefined ? {} : { userAgent }),
      ...(addressTaint === undefined ? {} : { addressTaint }),
      url: text ? `${url}?${text}` : url,
      ...(body.contentType === undefined ? {} : { contentType: body.contentType }),
      ...(body.payload === undefined ? {} : { payload: body.payload }),
    }));
}

// ---- sending and judging --------------------------------------------------------------------------------

const preview = (text: string | Buffer | undefined, length = 300) => {
  if (text === undefined) return '(none)';
  const shown = typeof text === 'string' ? text : text.toString('latin1');
  return JSON.stringify(shown.slice(0, length)) + (shown.length > length ? ` …(${shown.length} chars)` : '');
};

/** Enough to send the request again by hand. */
const describeCase = (route: RouteEntry, fuzz: FuzzCase) =>
  `${routeKey(route)} as ${fuzz.actor} (${fuzz.attack}): ${route.method} ${preview(fuzz.url)} content-type ${JSON.stringify(fuzz.contentType ?? null)}${fuzz.userAgent === undefined ? '' : ` user-agent ${JSON.stringify(fuzz.userAgent)}`}${fuzz.addressTaint === undefined ? '' : ` address + ${JSON.stringify(fuzz.addressTaint)}`} body ${preview(fuzz.payload)}`;

/** Why an answer breaks the contract, or null when it keeps it. */
function problemWith(response: LightMyRequestResponse): string | null {
  if (response.statusCode >= 500) return `answered ${response.statusCode}: ${preview(response.body, 200)}`;
  if (response.statusCode < 400) return null;
  let body: unknown;
  try {
    body = response.json();
  } catch {
    return `answered ${response.statusCode} with a body that is not JSON: ${preview(response.body, 200)}`;
  }
  const { error, fields } = (body ?? {}) as { error?: unknown; fields?: unknown };
  if (typeof error !== 'string' || error.length === 0) return `answered ${response.statusCode} without a readable error: ${preview(response.body, 200)}`;
  if (fields !== undefined && (typeof fields !== 'object' || fields === null || Array.isArray(fields))) return `answered ${response.statusCode} with fields that are not an object: ${preview(response.body, 200)}`;
  return null;
}

let requestNumber = 0;
/** Each request from its own address, as many visitors would be, so a per-address limit does not stop the run. */
const nextAddress = () => {
  requestNumber += 1;
  return `10.${(requestNumber >> 16) & 255}.${(requestNumber >> 8) & 255}.${requestNumber & 255}`;
};

const clearRateLimits = () => t.db.execute(sql`delete from rate_limit_counters`);

const statusCounts = new Map<number, number>();
const rateLimited = new Map<string, number>();
const problems: string[] = [];
const problemRoutes = new Set<string>();
let sent = 0;
let notSendable = 0;

async function send(route: RouteEntry, fuzz: FuzzCase): Promise<void> {
  const cookie = fuzz.actor === 'signed out' ? undefined : actors.get(fuzz.actor)!.cookie;
  const headers: Record<string, string> = { 'x-forwarded-for': nextAddress() + (fuzz.addressTaint ?? ''), ...(cookie ? { cookie } : {}), ...(fuzz.userAgent === undefined ? {} : { 'user-agent': fuzz.userAgent }) };
  if (fuzz.contentType !== undefined) headers['content-type'] = fuzz.contentType;
  const options: InjectOptions = { method: route.method as InjectOptions['method'], url: fuzz.url, headers, ...(fuzz.payload === undefined ? {} : { payload: fuzz.payload }) };
  let response: LightMyRequestResponse;
  try {
    response = await t.app.inject(options);
  } catch (error) {
    // light-my-request itself refused to build the request (no client could send it either).
    notSendable += 1;
    if (notSendable <= 5) console.warn(`not sendable: ${describeCase(route, fuzz)}: ${String(error)}`);
    return;
  }
  sent += 1;
  statusCounts.set(response.statusCode, (statusCounts.get(response.statusCode) ?? 0) + 1);
  if (response.statusCode === 429) {
    // A 429 is a fair answer, but it would hide the handler from the rest of the run: count it, then start the windows again.
    rateLimited.set(routeKey(route), (rateLimited.get(routeKey(route)) ?? 0) + 1);
    await clearRateLimits();
  }
  const problem = problemWith(response);
  if (problem) {
    problems.push(`${describeCase(route, fuzz)}\n    → ${problem}`);
    problemRoutes.add(routeKey(route));
  }
}

// ---- the run -----------------------------------------------------------------------------------------

beforeAll(async () => {
  t = await createTestApp({ clock: () => now, env: { TRUST_PROXY: 'true' } });
  await t.db.insert(bookingTerms).values({ version: 1, content: 'Be kind, arrive on time.' });
  await reviveActors();
  // A paid booking, a hold and a refund-worthy history for the customer at the merchant, made through the API.
  const customer = actors.get('customer')!;
  const [business] = await t.db.select().from(merchants).where(eq(merchants.userId, actors.get('merchant')!.userId));
  const [service] = await t.db.select().from(services).where(and(eq(services.merchantId, business!.id), eq(services.name, 'Gel Manicure')));
  const book = (time: string) =>
    t.app.inject({ method: 'POST', url: '/api/bookings', headers: { cookie: customer.cookie }, payload: { service_id: service!.id, booking_date: '2026-06-11', booking_time: time, agreed_to_terms: true } });
  const paidHold = await book('10:00');
  expect(paidHold.statusCode, paidHold.body).toBe(201);
  const intent = await t.app.inject({ method: 'POST', url: '/api/payments/create-intent', headers: { cookie: customer.cookie }, payload: { booking_id: paidHold.json().id } });
  expect(intent.statusCode, intent.body).toBe(200);
  const paid = await t.app.inject({
    method: 'POST',
    url: '/api/payments/confirm',
    headers: { cookie: customer.cookie },
    payload: { payment_intent_id: intent.json().payment_intent_id, payment_method: { card: { number: '4242424242424242', exp_month: 12, exp_year: 2030, cvc: '123' } } },
  });
  expect(paid.statusCode, paid.body).toBe(200);
  expect((await book('12:00')).statusCode).toBe(201);
}, 120_000);
afterAll(() => t?.close());

/** Requests the fuzz once answered with a 5xx, replayed on every run whatever the seed (one row per defect fixed). */
const FOUND_DEFECTS: { defect: string; actor: ActorName; method: 'POST'; url: string; contentType: string; payload: string; status: number }[] = [
  { defect: 'multipart without a boundary (fixed in 32f67d4)', actor: 'customer', method: 'POST', url: '/api/uploads?purpose=certificate', contentType: 'multipart/form-data', payload: '--x\r\n\r\n', status: 400 },
  {
    defect: 'an upload cut off mid-file (fixed in f5a6c8f)',
    actor: 'merchant',
    method: 'POST',
    url: '/api/uploads?purpose=logo',
    contentType: MULTIPART,
    payload: multipartBody([{ name: 'file', fileName: 'a.pdf', bytes: pdfBytes() }], false).subarray(0, 150).toString('latin1'),
    status: 400,
  },
  {
    defect: 'a NUL inside an otherwise valid email, which the database refused mid-request (decision 032)',
    actor: 'signed out',
    method: 'POST',
    url: '/api/auth/forgot-password',
    contentType: 'application/json',
    payload: JSON.stringify({ email: 'pri\u0000ya@example.com' }),
    status: 400,
  },
];

describe('requests that once gave a 5xx', () => {
  it.each(FOUND_DEFECTS)('$defect: answers $status with a readable error', async ({ actor, method, url, contentType, payload, status }) => {
    const cookie = actor === 'signed out' ? {} : { cookie: actors.get(actor)!.cookie };
    const response = await t.app.inject({ method, url, headers: { 'content-type': contentType, ...cookie }, payload });
    expect(response.statusCode, response.body).toBe(status);
    expect(problemWith(response)).toBeNull();
  });
});

describe('every route, fuzzed from its contract', () => {
  it(`answers ${TOTAL_REQUESTS} generated and broken requests without a 5xx, each 4xx with {error}, and the invariants hold`, async () => {
    const document = t.app.swagger() as unknown as { paths: Record<string, Record<string, Operation>> };
    const routes = listRoutes(t.app).filter((route) => !ONLY_ROUTES || ONLY_ROUTES.test(routeKey(route)));
    const hasContract = (route: RouteEntry) => Object.keys(document.paths).some((path) => shapeOf(path) === shapeOf(route.url));
    const withoutContract = routes.filter((route) => !hasContract(route)).map(routeKey);
    // The API documentation's pages (no contract of their own, and the costliest to render) get a quarter share.
    const perRoute = Math.ceil(TOTAL_REQUESTS / (routes.length - withoutContract.length * 0.75));
    const requestsFor = (route: RouteEntry) => (hasContract(route) ? perRoute : Math.ceil(perRoute / 4));
    console.info(`contract fuzz: seed ${SEED} (FUZZ_SEED to replay), ${perRoute} requests for each of ${routes.length} routes (${withoutContract.length} without a contract: a quarter of that)`);
    const started = performance.now();

    const routeSeconds = new Map<string, number>();
    let previous: RouteEntry | undefined;
    for (const [index, route] of routes.entries()) {
      const routeStarted = performance.now();
      // Only an unsafe route (or signing out) can have changed an actor.
      if (previous && (unsafe(previous.method) || previous.url === '/api/logout')) await reviveActors();
      previous = route;
      await clearRateLimits();
      await refreshIdPool();
      const cases = fc.sample(caseArbitrary(route, contractOf(route, document)), { seed: SEED + index, numRuns: requestsFor(route) });
      for (let next = 0; next < cases.length; next += IN_FLIGHT) {
        await Promise.all(cases.slice(next, next + IN_FLIGHT).map((fuzz) => send(route, fuzz)));
      }
      routeSeconds.set(routeKey(route), (performance.now() - routeStarted) / 1000);
    }

    const seconds = (performance.now() - started) / 1000;
    const statuses = [...statusCounts.entries()].sort(([a], [b]) => a - b).map(([status, count]) => `${status}×${count}`);
    console.info(
      [
        `contract fuzz: ${sent} requests in ${seconds.toFixed(1)} s (${(sent / seconds).toFixed(0)}/s) on ${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'}, seed ${SEED}`,
        `  statuses: ${statuses.join(' ')}`,
        `  429s (limits cleared after each): ${[...rateLimited.entries()].map(([route, count]) => `${route} ×${count}`).join(', ') || 'none'}`,
        `  routes with no OpenAPI entry (fuzzed with generic input): ${withoutContract.join(', ') || 'none'}`,
        `  requests the injector could not build: ${notSendable}`,
        `  slowest routes: ${[...routeSeconds.entries()].sort(([, a], [, b]) => b - a).slice(0, 8).map(([route, time]) => `${route} ${time.toFixed(1)} s`).join(', ')}`,
      ].join('\n'),
    );

    expect(problems, `${problems.length} answers broke the contract on ${[...problemRoutes].join(', ')}:\n${problems.slice(0, 40).join('\n')}`).toEqual([]);
    expect(sent).toBeGreaterThanOrEqual(TOTAL_REQUESTS * 0.99);
    // Fuzzed requests reached the handlers, not only the guards and the validators (a replay of a few routes may not).
    if (!ONLY_ROUTES) expect([...statusCounts.entries()].filter(([status]) => status < 300).reduce((sum, [, count]) => sum + count, 0)).toBeGreaterThan(TOTAL_REQUESTS / 20);
    await assertInvariants(t.db);
  }, 600_000);
});
