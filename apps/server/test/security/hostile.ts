import fc from 'fast-check';

/** Generators of hostile input for the property tests: odd text, wrong types, prototype keys, operator objects. */

/** Text that has broken servers before: lone surrogates, NUL, direction overrides, SQL, huge runs. */
export const hostileString: fc.Arbitrary<string> = fc.oneof(
  fc.string(),
  fc.string({ unit: 'binary', maxLength: 60 }),
  fc.string({ unit: 'grapheme', maxLength: 30 }),
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    '\uD800',
    '\uDFFF',
    'a\uD83Db',
    '\u202Eevil',
    '\uFEFF',
    '𝕳𝖆𝖓𝖉𝖑𝖊',
    '👩‍👩‍👧‍👦',
    "'; drop table users; --",
    '%00',
    '../../etc/passwd',
    '<script>alert(1)</script>',
    '__proto__',
    'constructor',
    'NaN',
    '-1',
    '1e309',
    'https://example.com',
    'javascript:alert(1)',
    'isLocked',
  ),
  fc.integer({ min: 1000, max: 40_000 }).map((n) => 'x'.repeat(n)),
  fc.integer({ min: 100, max: 5000 }).map((n) => '\u{1F600}'.repeat(n)),
);

/** A JSON value as a tree, so keys like `__proto__` survive into the text (object literals would eat them). */
export type Node = null | boolean | number | string | Node[] | { entries: [string, Node][] };

const OPERATOR_KEYS = ['$ne', '$gt', '$where', '$regex', '$in'];
const PROTO_KEYS = ['__proto__', 'constructor', 'prototype'];

function nodeArbitrary(fieldNames: readonly string[]): fc.Arbitrary<Node> {
  const key = fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...(fieldNames.length > 0 ? fieldNames : ['x'])) },
    { weight: 2, arbitrary: fc.constantFrom(...PROTO_KEYS, ...OPERATOR_KEYS) },
    { weight: 1, arbitrary: hostileString },
  );
  const { node } = fc.letrec<{ node: Node }>((tie) => ({
    node: fc.oneof(
      { depthSize: 'small', withCrossShrink: true },
      fc.constant(null),
      fc.boolean(),
      fc.oneof(fc.integer(), fc.double(), fc.constantFrom(0, -0, 2 ** 53, -1, 1e308)),
      hostileString,
      fc.array(tie('node'), { maxLength: 4 }),
      fc.array(fc.tuple(key, tie('node')), { maxLength: 5 }).map((entries) => ({ entries })),
      // An operator object in place of a value: {"$ne": null}.
      fc.constantFrom(...OPERATOR_KEYS).map((op): Node => ({ entries: [[op, null]] })),
    ),
  }));
  return node;
}

export function toJson(node: Node): string {
  if (node === null || typeof node !== 'object') {
    // JSON.stringify writes NaN/Infinity as null; fine, they are not JSON anyway.
    return JSON.stringify(node) ?? 'null';
  }
  if (Array.isArray(node)) return `[${node.map(toJson).join(',')}]`;
  return `{${node.entries.map(([k, v]) => `${JSON.stringify(k)}:${toJson(v)}`).join(',')}}`;
}

/**
 * A JSON body for an endpoint: mostly an object over the endpoint's own field names with hostile values,
 * sometimes any JSON value at all, sometimes text that is not JSON.
 */
export function hostileJsonBody(fieldNames: readonly string[]): fc.Arbitrary<string> {
  const node = nodeArbitrary(fieldNames);
  const fields = fc
    .array(fc.tuple(fc.oneof(fc.constantFrom(...fieldNames), fc.constantFrom(...PROTO_KEYS)), node), {
      maxLength: fieldNames.length + 2,
    })
    .map((entries) => toJson({ entries }));
  return fc.oneof(
    { weight: 6, arbitrary: fields },
    { weight: 2, arbitrary: node.map(toJson) },
    {
      weight: 1,
      arbitrary: fc.oneof(hostileString, fc.constantFrom('{', '{"a":', '[1,]', 'nul', '{"a":1}}')),
    },
  );
}

/** Percent-encoding that keeps lone surrogates and invalid UTF-8 as raw bytes, as an attacker could send. */
const rawEncoded = fc.oneof(
  hostileString.map((s) => Buffer.from(s, 'utf8').toString('hex').replace(/../g, '%$&')),
  fc.constantFrom('%ED%A0%80', '%FF', '%C0%AF', '%', '%zz', '%00', '..%2F..%2F', '%2e%2e'),
);

/** A query string over the endpoint's parameters, with arrays, bracket keys and prototype keys. */
export function hostileQuery(paramNames: readonly string[]): fc.Arbitrary<string> {
  const name = fc.oneof(
    fc.constantFrom(...paramNames),
    fc.constantFrom(...paramNames.map((p) => `${p}[]`), ...paramNames.map((p) => `${p}[$ne]`), ...PROTO_KEYS),
  );
  return fc
    .array(fc.tuple(name, rawEncoded), { maxLength: 4 })
    .map((pairs) => pairs.map(([k, v]) => `${encodeURIComponent(k)}=${v}`).join('&'));
}

/** One path segment, raw-encoded. */
export const hostileSegment: fc.Arbitrary<string> = fc.oneof(
  rawEncoded,
  fc.constantFrom('__proto__', 'constructor', '..', '%2e%2e%2f', 'a'.repeat(5000)),
);

export interface MultipartSpec {
  fields: [string, string][];
  file?: { name: string; filename: string; type: string; bytes: Uint8Array };
  /** Send this raw text instead of a well-formed form. */
  raw?: string;
}

/** A multipart form: the endpoint's fields with hostile values, odd parts, random files, or broken framing. */
export function hostileMultipart(
  fieldNames: readonly string[],
  fileName: string,
): fc.Arbitrary<MultipartSpec> {
  const part = fc.tuple(
    fc.oneof(fc.constantFrom(...fieldNames), fc.constantFrom(...PROTO_KEYS)),
    hostileString,
  );
  const file = fc.record({
    name: fc.constantFrom(fileName, 'other', '__proto__'),
    filename: fc.oneof(hostileString, fc.constantFrom('a.png', '../../x.png', 'a.svg')),
    type: fc.constantFrom('image/png', 'image/svg+xml', 'text/html', 'application/octet-stream', ''),
    bytes: fc.uint8Array({ maxLength: 2048 }),
  });
  return fc.oneof(
    {
      weight: 5,
      arbitrary: fc.record({
        fields: fc.array(part, { maxLength: 8 }),
        file: fc.option(file, { nil: undefined }),
      }),
    },
    { weight: 1, arbitrary: fc.record({ fields: fc.constant<[string, string][]>([]), raw: hostileString }) },
  );
}

/** Encodes a MultipartSpec as a request body (the platform's FormData encoder, or raw text). */
export async function encodeMultipart(
  spec: MultipartSpec,
): Promise<{ payload: Buffer; headers: Record<string, string> }> {
  if (spec.raw !== undefined) {
    return {
      payload: Buffer.from(`--b\r\n${spec.raw}`),
      headers: { 'content-type': 'multipart/form-data; boundary=b' },
    };
  }
  const form = new FormData();
  for (const [k, v] of spec.fields) form.append(k, v);
  if (spec.file) {
    form.append(
      spec.file.name,
      new Blob([new Uint8Array(spec.file.bytes)], { type: spec.file.type }),
      spec.file.filename,
    );
  }
  const response = new Response(form);
  return {
    payload: Buffer.from(await response.arrayBuffer()),
    headers: { 'content-type': response.headers.get('content-type')! },
  };
}

/** Runs per endpoint: PROPERTY_RUNS, else 100 on PGlite and 30 on PostgreSQL (a round trip per query). */
export function propertyRuns(kind: 'pglite' | 'postgres'): number {
  const given = Number(process.env.PROPERTY_RUNS);
  if (Number.isInteger(given) && given > 0) return given;
  return kind === 'pglite' ? 100 : 30;
}
