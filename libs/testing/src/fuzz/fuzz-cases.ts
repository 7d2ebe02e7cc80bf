import { HOSTILE_STRINGS, hostileParameter, hostileValue, POLLUTING_OBJECTS } from './hostile-values.js';
import type { SeededRandom } from './seeded-random.js';

/** The parts of an OpenAPI 3 document the fuzzer reads. */
export interface ApiDocument {
  paths: Record<string, Record<string, Operation>>;
}
interface Operation {
  parameters?: { in: 'path' | 'query' | 'header'; name: string; required?: boolean }[];
  requestBody?: { content: Record<string, { schema?: Schema }> };
  security?: Record<string, unknown>[];
}
interface Schema {
  type?: string;
  format?: string;
  enum?: unknown[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  minLength?: number;
  minimum?: number;
  minItems?: number;
  default?: unknown;
}

export type Caller = 'anonymous' | 'user' | 'admin' | 'device';

export interface FuzzCase {
  /** What was done to the request, for the report. */
  mutation: string;
  method: string;
  /** The route as the document names it. */
  route: string;
  path: string;
  caller: Caller;
  headers: Record<string, string>;
  body?: string | Uint8Array<ArrayBuffer>;
  /** The hostile strings sent, which an answer may echo without leaking anything. */
  sent: string[];
}

export interface ApiOperation {
  method: string;
  route: string;
  operation: Operation;
}

export function operationsOf(document: ApiDocument): ApiOperation[] {
  return Object.entries(document.paths).flatMap(([route, operations]) =>
    Object.entries(operations).map(([method, operation]) => ({ method: method.toUpperCase(), route, operation })),
  );
}

/** A value the schema accepts, as a starting point a mutation then spoils in one place. */
function sampleOf(schema: Schema | undefined, random: SeededRandom): unknown {
  if (!schema) return 'x';
  if (schema.enum?.length) return schema.enum[0];
  if (schema.default !== undefined) return schema.default;
  switch (schema.type) {
    case 'object':
      return Object.fromEntries(Object.entries(schema.properties ?? {}).map(([key, value]) => [key, sampleOf(value, random)]));
    case 'array':
      return Array.from({ length: Math.max(1, schema.minItems ?? 1) }, () => sampleOf(schema.items, random));
    case 'integer':
    case 'number':
      return schema.minimum ?? 1;
    case 'boolean':
      return true;
    default:
      if (schema.format === 'uuid') return random.uuid();
      if (schema.format === 'email' || /email/i.test(JSON.stringify(schema))) return `fuzz-${random.int(1e9)}@example.test`;
      if (schema.format === 'date-time') return new Date().toISOString();
      return 'x'.repeat(Math.max(1, schema.minLength ?? 1));
  }
}

/** Lone surrogates as U+FFFD, as any client must send them in a URL. */
const wellFormed = (text: string) => Buffer.from(text, 'utf8').toString('utf8');

const jsonOf = (value: unknown) => JSON.stringify(value) ?? 'null';

/** Bodies no JSON parser should trip over: they are to be refused, not to crash anything. */
function rawBody(
  random: SeededRandom,
  sample: unknown,
): { mutation: string; body: string | Uint8Array<ArrayBuffer>; type: string } {
  const text = jsonOf(sample);
  switch (random.int(9)) {
    case 0:
      return {
        mutation: 'duplicated keys',
        body: text.replace(/^\{/, `{"${Object.keys(sample ?? {})[0] ?? 'a'}": 1, `),
        type: 'application/json',
      };
    case 1:
      return {
        mutation: 'truncated JSON',
        body: text.slice(0, Math.max(1, Math.floor(text.length / 2))),
        type: 'application/json',
      };
    case 2:
      return { mutation: 'deeply nested JSON', body: '['.repeat(100_000) + ']'.repeat(100_000), type: 'application/json' };
    case 3:
      return {
        mutation: 'invalid UTF-8',
        body: new Uint8Array([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0xc3, 0x22, 0x7d]),
        type: 'application/json',
      };
    case 4:
      return { mutation: 'oversized body', body: jsonOf({ padding: 'x'.repeat(2 * 1024 * 1024) }), type: 'application/json' };
    case 5:
      return { mutation: 'empty JSON body', body: '', type: 'application/json' };
    case 6:
      return { mutation: 'JSON sent as text/plain', body: text, type: 'text/plain' };
    case 7:
      return {
        mutation: 'XML',
        body: '<?xml version="1.0"?><!DOCTYPE a [<!ENTITY x SYSTEM "file:///etc/passwd">]><a>&x;</a>',
        type: 'application/xml',
      };
    default:
      return { mutation: 'form encoded', body: 'a=1&a=2&__proto__[polluted]=1', type: 'application/x-www-form-urlencoded' };
  }
}

/** A multipart body cut off in the middle of its file. */
function truncatedMultipart(random: SeededRandom): { body: string; type: string } {
  const boundary = `fuzz${random.int(1e9)}`;
  return {
    type: `multipart/form-data; boundary=${boundary}`,
    body:
      `--${boundary}\r\nContent-Disposition: form-data; name="tag"\r\n\r\nv${random.int(1e6)}\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="versionZip"; filename="f.zip"\r\nContent-Type: application/zip\r\n\r\nPK\u0003\u0004`,
  };
}

/** Puts `value` at one property of `sample` (a nested one now and then). */
function spoilOneField(sample: unknown, value: unknown, random: SeededRandom): { body: unknown; field: string } {
  if (!sample || typeof sample !== 'object' || Array.isArray(sample)) return { body: value, field: '(body)' };
  const copy = structuredClone(sample) as Record<string, unknown>;
  const keys = Object.keys(copy);
  if (!keys.length) return { body: { [random.pick(HOSTILE_STRINGS.filter((s) => s.length < 100))]: value }, field: '(new key)' };
  const key = random.pick(keys);
  const inner = copy[key];
  if (inner && typeof inner === 'object' && random.chance(0.5)) {
    const nested = spoilOneField(Array.isArray(inner) ? inner[0] : inner, value, random);
    copy[key] = Array.isArray(inner) ? [nested.body] : nested.body;
    return { body: copy, field: `${key}.${nested.field}` };
  }
  copy[key] = value;
  return { body: copy, field: key };
}

/** The sample with `__proto__` or `constructor` keys written into its JSON (an object literal would drop them). */
function withPollutingKeys(sample: unknown, random: SeededRandom): string {
  const own = sample && typeof sample === 'object' && !Array.isArray(sample) ? jsonOf(sample).slice(1, -1) : '';
  const polluting = jsonOf(random.pick(POLLUTING_OBJECTS)).slice(1, -1);
  return `{${[polluting, own].filter(Boolean).join(', ')}}`;
}

/** The sample with a lone surrogate at the end of every text: no field may store one as U+FFFD. */
function withLoneSurrogates(value: unknown): unknown {
  if (typeof value === 'string') return `${value}\uD800`;
  if (Array.isArray(value)) return value.map(withLoneSurrogates);
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, withLoneSurrogates(inner)]));
  }
  return value;
}

/** Stands where an array nested 5,000 deep (10 KB) goes: small enough for any body limit, deep enough to break a recursive reader. */
const DEEPLY_NESTED = '__deeply_nested__';
const withDeepNesting = (json: string) => json.replace(`"${DEEPLY_NESTED}"`, '['.repeat(5000) + ']'.repeat(5000));

const stringsIn = (value: unknown): string[] =>
  typeof value === 'string' ? [value] : value && typeof value === 'object' ? Object.values(value).flatMap(stringsIn) : [];

/** One hostile request for an operation of the document: a valid request spoilt in one way. */
export function fuzzCase(operation: ApiOperation, random: SeededRandom): FuzzCase {
  const { method, route, operation: op } = operation;
  const sent: string[] = [];
  const usesApiKey = op.security?.some((scheme) => 'ApiKey' in scheme) ?? false;
  const caller: Caller = usesApiKey
    ? random.chance(0.8)
      ? 'device'
      : random.pick(['anonymous', 'admin'])
    : random.pick(['admin', 'admin', 'admin', 'user', 'anonymous', 'device']);
  const parameters = op.parameters ?? [];
  const spoilParameters = random.chance(parameters.length ? 0.35 : 0);
  const path = route.replace(/\{([^}]+)\}/g, () => {
    const value = spoilParameters && random.chance(0.7) ? hostileParameter(random) : random.uuid();
    sent.push(value);
    return encodeURIComponent(wellFormed(value));
  });
  const query = new URLSearchParams();
  for (const parameter of parameters.filter((p) => p.in === 'query')) {
    if (!spoilParameters && !parameter.required && random.chance(0.5)) continue;
    const value = spoilParameters ? hostileParameter(random) : random.pick(['1', '2026-01-01', random.uuid()]);
    sent.push(value);
    query.append(parameter.name, value);
  }
  const headers: Record<string, string> = {};
  for (const parameter of parameters.filter((p) => p.in === 'header')) {
    // A header carries visible ASCII only (a client refuses anything else before sending).
    const value = spoilParameters
      ? hostileParameter(random).replace(/[^\x20-\x7e]/g, '')
      : `t=${random.int(1e9)},v1=${random.uuid()}`;
    sent.push(value);
    headers[parameter.name.toLowerCase()] = value;
  }
  let mutation = spoilParameters ? 'hostile parameters' : 'as documented';
  let body: string | Uint8Array<ArrayBuffer> | undefined;
  const content = op.requestBody?.content ?? {};
  const hasBody = ['POST', 'PUT', 'PATCH'].includes(method);
  if (hasBody && 'multipart/form-data' in content && !spoilParameters) {
    const multipart = truncatedMultipart(random);
    headers['content-type'] = multipart.type;
    body = multipart.body;
    mutation = 'truncated multipart';
  } else if (hasBody && !spoilParameters) {
    const sample = sampleOf(content['application/json']?.schema ?? { type: 'object' }, random);
    const strategy = random.int(12);
    if (strategy === 10) {
      mutation = 'a lone surrogate in every string';
      const spoilt = withLoneSurrogates(sample);
      body = jsonOf(spoilt);
      sent.push(...stringsIn(spoilt));
    } else if (strategy === 11) {
      const spoilt = spoilOneField(sample, DEEPLY_NESTED, random);
      mutation = `deeply nested ${spoilt.field}`;
      body = withDeepNesting(jsonOf(spoilt.body));
    } else if (strategy < 5) {
      const value = hostileValue(random);
      const spoilt = spoilOneField(sample, value, random);
      mutation = `hostile ${spoilt.field}`;
      body = jsonOf(spoilt.body);
      sent.push(...stringsIn(value));
    } else if (strategy < 6) {
      mutation = 'prototype-polluting keys';
      body = withPollutingKeys(sample, random);
    } else if (strategy < 7) {
      mutation = 'a body of the wrong type';
      const value = hostileValue(random);
      body = jsonOf(value);
      sent.push(...stringsIn(value));
    } else {
      const raw = rawBody(random, sample);
      mutation = raw.mutation;
      body = raw.body;
      headers['content-type'] = raw.type;
    }
    headers['content-type'] ??= 'application/json';
  }
  if (random.chance(0.08)) {
    headers.authorization = random
      .pick([
        'Bearer ',
        'Bearer a.b.c',
        `Bearer ${'x'.repeat(4000)}.${'y'.repeat(10)}.z`,
        'Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiJhZG1pbiIsInJvbGUiOiJhZG1pbiJ9.',
        'ApiKey ',
        `ApiKey ${'k'.repeat(5000)}`,
        'Basic YWRtaW46YWRtaW4=',
        'Bearer\u0000x',
      ])
      .replace('\u0000', '');
    mutation += ', forged authorization';
  }
  const search = query.toString();
  return { mutation, method, route, path: search ? `${path}?${search}` : path, caller, headers, body, sent };
}
