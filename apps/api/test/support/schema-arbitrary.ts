import fc from 'fast-check';

/**
 * The part of JSON Schema (as `@fastify/swagger` writes the OpenAPI document from the routes' zod schemas) that
 * the arbitraries below read. Anything else in a schema is ignored, so an unknown keyword widens what is made.
 */
export interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  nullable?: boolean;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number | boolean;
  exclusiveMaximum?: number | boolean;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  properties?: Record<string, JsonSchema>;
  required?: string[];
}

export interface SchemaArbitraryOptions {
  /** Real ids in the database: a uuid field draws from them half the time, so requests reach rows, not 404s. */
  ids?: () => readonly string[];
  /** A valid-looking value for a plain string or number field by its name (dates, times, emails), or undefined. */
  hint?: (name: string) => fc.Arbitrary<unknown> | undefined;
}

const isSchema = (value: unknown): value is JsonSchema => typeof value === 'object' && value !== null;

const uuidArbitrary = (options: SchemaArbitraryOptions) => {
  const ids = options.ids?.() ?? [];
  return ids.length > 0 ? fc.oneof(fc.constantFrom(...ids), fc.uuid()) : fc.uuid();
};

function numberArbitrary(schema: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const exclusiveMin = typeof schema.exclusiveMinimum === 'number' ? schema.exclusiveMinimum : schema.exclusiveMinimum === true ? schema.minimum : undefined;
  const exclusiveMax = typeof schema.exclusiveMaximum === 'number' ? schema.exclusiveMaximum : schema.exclusiveMaximum === true ? schema.maximum : undefined;
  const step = integer ? 1 : 0.01;
  // Valid numbers stay within a range a form could send; the edges of the number line are hostile values.
  const min = Math.max(exclusiveMin !== undefined ? exclusiveMin + step : (schema.minimum ?? -1000), -1e6);
  const max = Math.min(exclusiveMax !== undefined ? exclusiveMax - step : (schema.maximum ?? 1000), 1e6);
  if (min > max) return fc.constant(min);
  if (integer) return fc.integer({ min: Math.ceil(min), max: Math.floor(max) });
  return fc.oneof(fc.integer({ min: Math.ceil(min), max: Math.floor(max) }), fc.double({ min, max, noNaN: true, noDefaultInfinity: true }).map((n) => Math.round(n * 100) / 100));
}

function stringArbitrary(schema: JsonSchema, options: SchemaArbitraryOptions, name: string): fc.Arbitrary<unknown> {
  if (schema.format === 'uuid') return uuidArbitrary(options);
  if (schema.format === 'uri') return fc.webUrl();
  if (schema.format === 'email') return fc.emailAddress();
  if (schema.pattern) return fc.stringMatching(new RegExp(schema.pattern));
  const hinted = options.hint?.(name);
  if (hinted) return hinted;
  const minLength = schema.minLength ?? 0;
  return fc.string({ minLength, maxLength: Math.max(minLength, Math.min(schema.maxLength ?? 40, 40)) });
}

/**
 * Values that fit `schema` (the shape a well-behaved client sends). `name` is the property the value is for,
 * which the options' hint reads.
 */
export function validFromSchema(schema: unknown, options: SchemaArbitraryOptions = {}, name = ''): fc.Arbitrary<unknown> {
  if (!isSchema(schema)) return fc.jsonValue({ maxDepth: 2 });
  const variants = schema.anyOf ?? schema.oneOf;
  const base = (): fc.Arbitrary<unknown> => {
    if (schema.const !== undefined) return fc.constant(schema.const);
    if (schema.enum) return fc.constantFrom(...schema.enum);
    if (variants) return fc.oneof(...variants.map((variant) => validFromSchema(variant, options, name)));
    if (schema.allOf?.[0]) return validFromSchema(schema.allOf[0], options, name);
    const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
    switch (type) {
      case 'string':
        return stringArbitrary(schema, options, name);
      case 'integer':
      case 'number':
        return options.hint?.(name) ?? numberArbitrary(schema, type === 'integer');
      case 'boolean':
        return fc.boolean();
      case 'null':
        return fc.constant(null);
      case 'array': {
        const minLength = schema.minItems ?? 0;
        return fc.array(validFromSchema(schema.items, options, name), { minLength, maxLength: Math.max(minLength, Math.min(schema.maxItems ?? 3, 3)) });
      }
      case 'object': {
        const properties = schema.properties ?? {};
        const model = Object.fromEntries(Object.entries(properties).map(([key, property]) => [key, validFromSchema(property, options, key)]));
        return fc.record(model, { requiredKeys: (schema.required ?? []).filter((key) => key in properties) });
      }
      default:
        return fc.jsonValue({ maxDepth: 2 });
    }
  };
  return schema.nullable ? fc.oneof({ arbitrary: base(), weight: 4 }, { arbitrary: fc.constant(null), weight: 1 }) : base();
}

/** A string of about `length` characters made by repeating a short piece (fast, unlike one arbitrary a character). */
const longString = (min: number, max: number) =>
  fc.tuple(fc.string({ unit: 'binary', minLength: 1, maxLength: 4 }), fc.integer({ min, max })).map(([piece, length]) => piece.repeat(Math.ceil(length / piece.length)).slice(0, length));

/** Text a careless or hostile client sends: every plane, direction overrides, combining marks, NUL, lone surrogates. */
export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: fc.string({ unit: 'binary', maxLength: 30 }), weight: 3 },
  { arbitrary: fc.string({ unit: 'grapheme', maxLength: 20 }), weight: 2 },
  {
    arbitrary: fc.constantFrom(
    '',
    ' ',
    '\u0000',
    'a\u0000b',
    '\uD800',
    '\uDFFF',
    'x\uDBFF',
    '\u202Egnp.exe',
    '\u200F\u05E9\u05DC\u05D5\u05DD',
    'e\u0301\u0301\u0301\u0301\u0301\u0301',
    'Z\u0351\u0363\u036B\u0346\u0304\u0300',
    '\uFEFF',
    '\u200B',
    '😀👩‍👩‍👧‍👦🏳️‍🌈',
    '𝕷𝖚𝖑𝖑',
    '\r\n\t',
    "'; drop table users; --",
    '<script>alert(1)</script>',
    '../../../etc/passwd',
    '%00%2e%2e%2f',
    '=cmd|"/c calc"!A1',
    '{{7*7}}${7*7}',
    '0',
    '-1',
    'NaN',
    'Infinity',
    'true',
    'null',
    '00000000-0000-0000-0000-000000000000',
    '2026-02-30',
    '25:61',
    ),
    weight: 4,
  },
  { arbitrary: longString(200, 5_000), weight: 1 },
  { arbitrary: longString(50_000, 100_000), weight: 1 },
);

/**
 * One character of the hostile alphabet, to be put inside an otherwise valid value: what PostgreSQL cannot store
 * (NUL, either half of a surrogate pair alone), which only such a value carries as far as the database, and
 * characters it can store that a careless layer still trips on (controls, direction overrides, BOM, U+FFFF).
 */
export const hostileCharacter: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: fc.constantFrom('\u0000', '\uD800', '\uDBFF', '\uDC00', '\uDFFF'), weight: 2 },
  { arbitrary: fc.constantFrom('\u0001', '\u001F', '\u007F', '\u0085', '\u200B', '\u202E', '\uFEFF', '\uFFFD', '\uFFFF', '😀', 'e\u0301', '\r\n'), weight: 1 },
);

/** How many strings `value` holds (keys aside): the places one hostile character can go. */
function countStrings(value: unknown): number {
  if (typeof value === 'string') return 1;
  if (Array.isArray(value)) return value.reduce((sum: number, item) => sum + countStrings(item), 0);
  if (typeof value === 'object' && value !== null) return Object.values(value).reduce((sum: number, item) => sum + countStrings(item), 0);
  return 0;
}

/** A copy of `value` whose string number `target` (in countStrings' order) has `character` inserted at `at`. */
function insertInto(value: unknown, target: number, character: string, at: number): unknown {
  let index = 0;
  const visit = (node: unknown): unknown => {
    if (typeof node === 'string') {
      if (index++ !== target) return node;
      const position = at % (node.length + 1);
      return `${node.slice(0, position)}${character}${node.slice(position)}`;
    }
    if (Array.isArray(node)) return node.map(visit);
    if (typeof node === 'object' && node !== null) return Object.fromEntries(Object.entries(node).map(([key, item]) => [key, visit(item)]));
    return node;
  };
  return visit(value);
}

/**
 * Valid values with one hostile character inside one of their strings (a free-text field stays valid, so the
 * request reaches the handler and the database; a field with a format or pattern is refused instead). A value
 * without any string is left as it is.
 */
export function withHostileCharacter<T>(valid: fc.Arbitrary<T>): fc.Arbitrary<T> {
  return fc.tuple(valid, hostileCharacter, fc.nat(), fc.nat()).map(([value, character, pick, at]) => {
    const strings = countStrings(value);
    return (strings === 0 ? value : insertInto(value, pick % strings, character, at)) as T;
  });
}

/** Numbers at the edges: what JSON.stringify can carry (NaN and 1e309 need raw text, see the fuzz test). */
export const edgeNumber: fc.Arbitrary<number> = fc.oneof(
  fc.constantFrom(0, -0, -1, 1, 0.5, -0.01, 2 ** 31, -(2 ** 31), 2 ** 53 + 1, -(2 ** 53 + 1), Number.MAX_SAFE_INTEGER, Number.MAX_VALUE, Number.MIN_VALUE, -Number.MAX_VALUE, 1e21, 1e-7),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.integer(),
);

/** `depth` arrays or objects inside each other, built without recursion. */
export function deeplyNested(depth: number, kind: 'array' | 'object'): unknown {
  let value: unknown = 1;
  for (let level = 0; level < depth; level += 1) value = kind === 'array' ? [value] : { a: value };
  return value;
}

/** Any value of the wrong kind for most fields. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { arbitrary: hostileString, weight: 4 },
  { arbitrary: edgeNumber, weight: 3 },
  { arbitrary: fc.constantFrom(null, true, false, [], {}, [null], { $gt: '' }, JSON.parse('{"__proto__":{"admin":true}}') as unknown), weight: 2 },
  { arbitrary: fc.jsonValue({ maxDepth: 3 }), weight: 2 },
  { arbitrary: fc.array(hostileString, { maxLength: 3 }), weight: 1 },
  { arbitrary: fc.constantFrom(deeplyNested(200, 'array'), deeplyNested(200, 'object')), weight: 1 },
);

/** Keys a client might add hoping to set what only the server decides. */
const privilegedKeys = ['role', 'is_approved', 'status', 'balance', 'credits', 'user_id', 'merchant_id', 'price', 'final_price', 'is_verified', 'id', '__proto__', 'constructor'];

/**
 * A value shaped by `schema` and then broken: one property of the wrong kind, a required one missing, fields
 * that set privileges added, or the whole thing replaced by something of another kind.
 */
export function brokenFromSchema(schema: unknown, options: SchemaArbitraryOptions = {}): fc.Arbitrary<unknown> {
  const valid = validFromSchema(schema, options);
  const properties = isSchema(schema) ? Object.keys(schema.properties ?? {}) : [];
  const breakers: fc.Arbitrary<unknown>[] = [hostileValue];
  if (properties.length > 0) {
    const shaped = valid.map((value) => (typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {}));
    breakers.push(
      fc.tuple(shaped, fc.constantFrom(...properties), hostileValue).map(([value, key, wrong]) => ({ ...value, [key]: wrong })),
      fc.tuple(shaped, fc.constantFrom(...properties), hostileValue, fc.constantFrom(...properties), hostileValue).map(([value, a, wrongA, b, wrongB]) => ({ ...value, [a]: wrongA, [b]: wrongB })),
      fc.tuple(shaped, fc.constantFrom(...properties)).map(([value, key]) => Object.fromEntries(Object.entries(value).filter(([name]) => name !== key))),
      fc.tuple(shaped, fc.dictionary(fc.constantFrom(...privilegedKeys), hostileValue, { maxKeys: 3 })).map(([value, extra]) => ({ ...value, ...extra })),
    );
  }
  return fc.oneof(...breakers);
}
