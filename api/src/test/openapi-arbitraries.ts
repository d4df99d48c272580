// fast-check generators of requests for the operations of an OpenAPI document: inputs that follow
// each operation's schemas (good) and inputs a careless or hostile client sends (bad).
import fc from 'fast-check';

export interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  format?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  minimum?: number;
  maximum?: number;
  maxLength?: number;
}

export interface Parameter {
  in: 'path' | 'query' | 'header';
  name: string;
  schema?: JsonSchema;
}

export interface Operation {
  method: string;
  path: string;
  parameters: Parameter[];
  body: JsonSchema | null;
  /** Answers a server-sent event stream (it never ends on its own). */
  streams: boolean;
}

/** Real identifiers from the test's database: what makes a good path parameter. */
export interface KnownIds {
  uids: string[];
  ids: string[];
}

export interface GeneratedRequest {
  operation: Operation;
  url: string;
  headers: Record<string, string>;
  payload?: string;
  /** Sent with the test administrator's bearer token. */
  withSession: boolean;
  /** What kind of input it was (for the report). */
  kind: 'good' | 'bad';
}

/** Every operation of the document (its paths are the full routes, prefix included). */
export function operationsOf(doc: { paths: Record<string, Record<string, unknown>> }): Operation[] {
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const [method, raw] of Object.entries(item)) {
      const op = raw as {
        parameters?: Parameter[];
        requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
        responses?: Record<string, { content?: Record<string, unknown> }>;
      };
      operations.push({
        method: method.toUpperCase(),
        path,
        parameters: op.parameters ?? [],
        body: op.requestBody?.content?.['application/json']?.schema ?? null,
        streams: Object.values(op.responses ?? {}).some(
          (answer) => 'text/event-stream' in (answer.content ?? {}),
        ),
      });
    }
  }
  return operations;
}

/** Any UTF-16 code unit: lone surrogates and NUL included. */
const anyCodeUnit = fc.integer({ min: 0, max: 0xffff }).map((code) => String.fromCharCode(code));

/** Text as a careless client sends it: any code units, any length up to a few thousand. */
const anyText = fc.oneof(
  fc.string({ unit: anyCodeUnit, maxLength: 30 }),
  fc.string({ unit: 'grapheme', maxLength: 30 }),
  fc.string({ unit: anyCodeUnit, minLength: 200, maxLength: 3000 }),
);

/** Values that used to reach PostgreSQL and fail there, and their cousins. */
const NASTY: unknown[] = [
  null,
  true,
  false,
  0,
  -0,
  -1,
  1.5,
  1e20,
  -1e20,
  8.64e15,
  -8.64e15,
  2 ** 31,
  2 ** 53 + 2,
  Number.MAX_VALUE,
  '',
  ' ',
  '-000001-01-01',
  '+275760-09-13T00:00:00.000Z',
  '0000-01-01',
  '9999-99-99',
  '2026-02-30',
  'NaN',
  'Infinity',
  '1e20',
  '0x10',
  '\u0000',
  'a\u0000b',
  '\ud800',
  '\udfff',
  'x\ud83d',
  '%',
  '%00',
  '../../etc/passwd',
  "' or 1=1 --",
  'constructor',
  '__proto__',
  'toString',
  'valueOf',
  'hasOwnProperty',
  'x'.repeat(5000),
  [],
  {},
  [null],
  { '!=': null },
];

export const nastyValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...NASTY) },
  { weight: 2, arbitrary: anyText },
  { weight: 1, arbitrary: fc.integer({ min: -(2 ** 53), max: 2 ** 53 }) },
  { weight: 1, arbitrary: fc.double() },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
);

/** Field names some list accepts, and names no list should be fooled by. */
const FIELD_NAMES = [
  'uid',
  'id',
  'status',
  'role_id',
  'active',
  'created_at',
  'name',
  'full_name',
  'email',
  'refund_id',
  'type',
  'booking_type',
  'appointment.created_at',
  'appointment.doctor_id',
  'appointment.appt_id',
  'date_utc',
  'provider',
  'is_sponsored',
  'service_type',
  'constructor',
  '__proto__',
  'toString',
  'valueOf',
  'hasOwnProperty',
];
const OPERATORS = ['=', '!=', 'in', '>=', '<=', '>', '<', 'contains', '$regex', 'constructor', '__proto__'];

const fieldName = fc.oneof(
  { weight: 5, arbitrary: fc.constantFrom(...FIELD_NAMES) },
  { weight: 1, arbitrary: anyText },
);

const condition = fc.oneof(
  nastyValue,
  fc.dictionary(fc.constantFrom(...OPERATORS), nastyValue, { maxKeys: 3 }),
  fc.array(nastyValue, { maxLength: 4 }),
);

/** A `where` parameter: JSON (mostly) of conditions over known and unknown fields. */
const whereText = fc.oneof(
  {
    weight: 6,
    arbitrary: fc.dictionary(fieldName, condition, { maxKeys: 3 }).map((where) => JSON.stringify(where)),
  },
  { weight: 1, arbitrary: anyText },
);
const sortText = fc.oneof(
  fc
    .array(
      fc.dictionary(fieldName, fc.oneof(fc.constantFrom('ASC', 'DESC', 'asc'), nastyValue), { maxKeys: 2 }),
      {
        maxLength: 3,
      },
    )
    .map((sort) => JSON.stringify(sort)),
  anyText,
);
const numberText = fc.oneof(
  fc.integer({ min: -2, max: 200 }).map(String),
  fc.constantFrom('-1', '1e20', '9007199254740993', '1.5', 'NaN', '', ' 5', '0x10'),
  anyText,
);
const populateText = fc.oneof(
  fc
    .array(
      fc.constantFrom(
        'appointment',
        'appointment.user',
        'appointment.doctor',
        'doctor',
        'user',
        'enquiryReply',
        'x',
      ),
      {
        maxLength: 3,
      },
    )
    .map((list) => JSON.stringify(list)),
  anyText,
);

/** A good value for a JSON schema (what a correct client would send), known ids for uids. */
export function goodValue(schema: JsonSchema | undefined, known: KnownIds): fc.Arbitrary<unknown> {
  if (!schema) return nastyValue;
  if (schema.enum?.length) return fc.constantFrom(...schema.enum);
  const options = schema.anyOf ?? schema.oneOf;
  if (options?.length) return fc.oneof(...options.map((option) => goodValue(option, known)));
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'string':
      if (schema.format === 'uuid') return fc.oneof(fc.constantFrom(...known.uids), fc.uuid());
      if (schema.format === 'date-time' || schema.format === 'date') {
        return fc
          .date({ min: new Date('2000-01-01'), max: new Date('2040-01-01'), noInvalidDate: true })
          .map((d) => (schema.format === 'date' ? d.toISOString().slice(0, 10) : d.toISOString()));
      }
      return fc.string({ maxLength: Math.min(schema.maxLength ?? 40, 60) });
    case 'integer':
      return fc.integer({ min: schema.minimum ?? -5, max: schema.maximum ?? 10_000 });
    case 'number':
      return fc.double({ min: schema.minimum ?? -5, max: schema.maximum ?? 10_000, noNaN: true });
    case 'boolean':
      return fc.boolean();
    case 'array':
      return fc.array(goodValue(schema.items, known), { maxLength: 4 });
    case 'object': {
      const properties = schema.properties ?? {};
      const record: Record<string, fc.Arbitrary<unknown>> = {};
      for (const [name, property] of Object.entries(properties)) record[name] = goodValue(property, known);
      return fc.record(record, {
        requiredKeys: (schema.required ?? []).filter((name) => name in properties),
      });
    }
    default:
      // An untyped property (the server checks it itself): any value.
      return nastyValue;
  }
}

/** A bad value in the shape of `schema`: right keys, wrong or hostile values, and extra keys. */
function badBody(schema: JsonSchema | null): fc.Arbitrary<unknown> {
  const properties = Object.keys(schema?.properties ?? {});
  const keys = fc.oneof(
    ...(properties.length ? [fc.constantFrom(...properties)] : []),
    fc.constantFrom('constructor', '__proto__', 'toString', 'valueOf', 'hasOwnProperty'),
    anyText,
  );
  return fc.oneof(
    { weight: 4, arbitrary: fc.dictionary(keys, nastyValue, { maxKeys: 4 }) },
    { weight: 1, arbitrary: nastyValue },
  );
}

/**
 * Percent-encodes `text` byte by byte as UTF-8, except that a lone surrogate becomes the three
 * bytes a careless encoder writes for it (%ED%A0%80): a URL no decoder accepts.
 */
export function encodeRaw(text: string): string {
  let out = '';
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    if (code >= 0xd800 && code <= 0xdfff) {
      out += [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)]
        .map((byte) => `%${byte.toString(16).toUpperCase()}`)
        .join('');
    } else {
      out += encodeURIComponent(char);
    }
  }
  return out;
}

const asText = (value: unknown) => (typeof value === 'string' ? value : (JSON.stringify(value) ?? 'null'));

function queryValue(name: string, schema: JsonSchema | undefined, known: KnownIds, good: boolean) {
  if (name === 'where') return good ? whereText.filter((w) => w.length < 2000) : whereText;
  if (name === 'sort') return sortText;
  if (name === 'limit' || name === 'offset' || name === 'page') return numberText;
  if (name === 'populate' || name === 'select') return populateText;
  if (name === 'search') return good ? fc.string({ maxLength: 20 }) : anyText;
  return good ? goodValue(schema, known).map(asText) : nastyValue.map(asText);
}

/** One request to `operation`: parameters and body good or bad, every string URL-safe only by encoding. */
export function requestFor(operation: Operation, known: KnownIds): fc.Arbitrary<GeneratedRequest> {
  return fc.boolean().chain((good) => {
    const pathParams = operation.parameters.filter((p) => p.in === 'path');
    const queryParams = operation.parameters.filter((p) => p.in === 'query');
    const goodPath = fc.oneof(fc.constantFrom(...known.uids, ...known.ids), fc.uuid());
    const path = fc.tuple(
      ...pathParams.map(() => (good ? goodPath : fc.oneof(goodPath, nastyValue.map(asText), anyText))),
    );
    const query = fc.tuple(
      ...queryParams.map((param) =>
        fc.option(queryValue(param.name, param.schema, known, good), { nil: undefined, freq: 2 }),
      ),
    );
    const body =
      operation.method === 'GET' || operation.method === 'DELETE'
        ? fc.constant(undefined)
        : good
          ? goodValue(operation.body ?? undefined, known).map((value) => JSON.stringify(value))
          : fc.oneof(
              {
                weight: 6,
                arbitrary: badBody(operation.body).map((value) => JSON.stringify(value) ?? 'null'),
              },
              {
                weight: 1,
                arbitrary: fc.constantFrom('{', 'not json', '', '[]', '"text"', '{"a":1}}', '\u0000'),
              },
            );
    const timezone = fc.option(
      fc.constantFrom('America/New_York', 'UTC', 'Mars/Olympus', '+99:00', "'; drop", 'x'.repeat(80)),
      { nil: undefined },
    );
    // Mostly with a session, so the route itself is reached; sometimes without.
    const withSession = good ? fc.constant(true) : fc.integer({ min: 0, max: 9 }).map((n) => n > 0);
    return fc
      .record({ path, query, body, timezone, withSession })
      .map(({ path: values, query: params, body: payload, timezone: zone, withSession: session }) => {
        let url = operation.path;
        pathParams.forEach((param, i) => {
          url = url.replace(`{${param.name}}`, encodeRaw(String(values[i])));
        });
        const pairs = queryParams.flatMap((param, i) =>
          params[i] === undefined
            ? []
            : [`${encodeURIComponent(param.name)}=${encodeRaw(String(params[i]))}`],
        );
        if (pairs.length) url += `?${pairs.join('&')}`;
        const headers: Record<string, string> = {};
        if (zone) headers.timezone = zone;
        if (payload !== undefined) headers['content-type'] = 'application/json';
        return {
          operation,
          url,
          headers,
          payload,
          withSession: session,
          kind: good ? ('good' as const) : ('bad' as const),
        };
      });
  });
}

/** What is wrong with an answer: a 5xx, or anything outside the envelope; null when it is fine. */
export function envelopeProblem(
  status: number,
  contentType: string | undefined,
  body: string,
): string | null {
  if (status >= 500) return `answered ${status}`;
  if (!contentType?.startsWith('application/json')) return `content-type ${contentType}`;
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return 'a body that is not JSON';
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed))
    return 'a body that is no object';
  const envelope = parsed as Record<string, unknown>;
  const extra = Object.keys(envelope).filter((key) => !['status', 'message', 'data', 'errors'].includes(key));
  if (extra.length) return `keys outside the envelope: ${extra.join(', ')}`;
  if (envelope.status !== status) return `status ${String(envelope.status)} in a ${status} answer`;
  if (typeof envelope.message !== 'string' || !envelope.message) return 'no message';
  if (!('data' in envelope)) return 'no data';
  if (status >= 400 && envelope.data !== null) return 'data on a failure';
  return null;
}
