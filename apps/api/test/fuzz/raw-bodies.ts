/** A body as bytes on the wire, built around a valid body of the endpoint. */
export interface RawBodyCase {
  name: string;
  /** The Content-Type header; none at all when undefined. */
  contentType?: string;
  body(valid: string): string | Buffer;
  /** The status this case must get, where only one is right ('4xx' for any refusal). */
  expected?: number | '4xx';
}

const JSON_TYPE = 'application/json';
const KIB = 1024;

/** Opens `depth` arrays or objects, puts `inner` in the middle, and closes them again. */
const nested = (depth: number, open: string, close: string, inner = '') =>
  open.repeat(depth) + inner + close.repeat(depth);

/** The valid body with raw bytes spliced in after its first quote (inside a string or a key). */
function withBytes(valid: string, bytes: number[]): Buffer {
  const at = Math.max(valid.indexOf('"') + 1, 0);
  return Buffer.concat([
    Buffer.from(valid.slice(0, at)),
    Buffer.from(bytes),
    Buffer.from(valid.slice(at)),
  ]);
}

/**
 * Bodies that break the transport rather than the schema: size, depth, media type, encoding,
 * truncation. The body limit is 64 KiB (app.ts).
 */
export const RAW_BODY_CASES: RawBodyCase[] = [
  {
    name: 'a 70 KiB JSON body',
    contentType: JSON_TYPE,
    body: () => JSON.stringify({ note: 'ệ'.repeat(24 * KIB) }),
    expected: 413,
  },
  {
    name: '100,000 nested arrays',
    contentType: JSON_TYPE,
    body: () => nested(100_000, '[', ']'),
    expected: 413,
  },
  {
    name: '100,000 nested objects',
    contentType: JSON_TYPE,
    body: () => nested(100_000, '{"a":', '}', '1'),
    expected: 413,
  },
  {
    name: '30,000 nested arrays, inside the limit',
    contentType: JSON_TYPE,
    body: () => nested(30_000, '[', ']'),
    expected: 400,
  },
  {
    name: '10,000 nested objects, inside the limit',
    contentType: JSON_TYPE,
    body: () => nested(10_000, '{"a":', '}', 'null'),
  },
  {
    name: '__proto__ under 10,000 nested objects',
    contentType: JSON_TYPE,
    body: () => nested(10_000, '{"a":', '}', '{"__proto__":{"role":"superadmin"}}'),
    expected: 400,
  },
  {
    name: 'constructor.prototype at the top',
    contentType: JSON_TYPE,
    body: () => '{"constructor":{"prototype":{"role":"superadmin"}}}',
    expected: 400,
  },
  {
    name: 'the valid body as text/plain',
    contentType: 'text/plain',
    body: (v) => v,
    expected: '4xx',
  },
  {
    name: 'a form',
    contentType: 'application/x-www-form-urlencoded',
    body: () => 'username=admin&password=x',
    expected: 415,
  },
  {
    name: 'multipart',
    contentType: 'multipart/form-data; boundary=fuzz',
    body: () => '--fuzz\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--fuzz--\r\n',
    expected: 415,
  },
  { name: 'the valid body without a Content-Type', body: (v) => Buffer.from(v), expected: '4xx' },
  {
    name: 'application/json; charset=utf-16',
    contentType: `${JSON_TYPE}; charset=utf-16`,
    body: (v) => v,
  },
  { name: 'APPLICATION/JSON in capitals', contentType: 'APPLICATION/JSON', body: (v) => v },
  {
    name: 'a stray 0xFF byte before the JSON',
    contentType: JSON_TYPE,
    body: (v) => Buffer.concat([Buffer.from([0xff]), Buffer.from(v)]),
    expected: 400,
  },
  {
    name: 'invalid UTF-8 inside a string',
    contentType: JSON_TYPE,
    body: (v) => withBytes(v, [0xc3, 0x28, 0xa0, 0xa1]),
  },
  {
    name: 'an overlong UTF-8 "/" and a UTF-8 encoded surrogate inside a string',
    contentType: JSON_TYPE,
    body: (v) => withBytes(v, [0xc0, 0xaf, 0xed, 0xa0, 0x80]),
  },
  {
    name: 'a raw NUL byte inside a string',
    contentType: JSON_TYPE,
    body: (v) => withBytes(v, [0]),
    expected: 400,
  },
  {
    name: 'the valid body cut in half',
    contentType: JSON_TYPE,
    body: (v) => v.slice(0, Math.floor(v.length / 2)),
    expected: 400,
  },
  {
    name: 'the valid body without its last byte',
    contentType: JSON_TYPE,
    body: (v) => v.slice(0, -1),
    expected: 400,
  },
  { name: 'an empty JSON body', contentType: JSON_TYPE, body: () => '', expected: 400 },
  { name: 'a JSON body of spaces', contentType: JSON_TYPE, body: () => ' \n\t ', expected: 400 },
  { name: 'a byte-order mark before the JSON', contentType: JSON_TYPE, body: (v) => `\uFEFF${v}` },
  {
    name: 'the valid body twice',
    contentType: JSON_TYPE,
    body: (v) => v + v,
    expected: 400,
  },
  {
    name: 'a number too large for a double',
    contentType: JSON_TYPE,
    body: () => '1e999',
    expected: 400,
  },
  { name: 'JSON null', contentType: JSON_TYPE, body: () => 'null' },
  { name: 'a JSON string', contentType: JSON_TYPE, body: () => '"ngại phát biểu"', expected: 400 },
];
