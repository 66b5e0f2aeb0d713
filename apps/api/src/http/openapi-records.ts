type JsonSchema = Record<string, unknown>;

const isObject = (value: unknown): value is JsonSchema =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A record over a fixed set of keys as the object it is. zod converts `z.record(z.enum([...]), V)`
 * (exhaustive: every key present) to `{ propertyNames: { enum }, additionalProperties: V,
 * required: [keys] }`: valid JSON Schema, but a `required` list naming properties the schema
 * never defines, which OpenAPI tools (Redocly's `no-required-schema-properties-undefined`, client
 * generators, documentation renderers) read as an object without those fields. Written instead
 * as `properties` (each key with V), the same `required`, and no other key, it validates the
 * same objects and every tool shows the fields.
 */
function recordAsObject(schema: JsonSchema): JsonSchema {
  const { propertyNames, additionalProperties, required, properties } = schema;
  const keys = isObject(propertyNames) ? propertyNames.enum : undefined;
  if (
    properties !== undefined ||
    !Array.isArray(keys) ||
    !Array.isArray(required) ||
    !isObject(additionalProperties) ||
    !required.every((key) => keys.includes(key))
  ) {
    return schema;
  }
  const { propertyNames: _names, additionalProperties: value, ...rest } = schema;
  return {
    ...rest,
    properties: Object.fromEntries(keys.map((key) => [String(key), value])),
    additionalProperties: false,
  };
}

/** `schema` with every exhaustive record in it, however deep, rewritten by `recordAsObject`. */
export function withRecordsAsObjects<T>(schema: T): T {
  if (Array.isArray(schema)) return schema.map(withRecordsAsObjects) as T;
  if (!isObject(schema)) return schema;
  const walked = Object.fromEntries(
    Object.entries(schema).map(([key, value]) => [key, withRecordsAsObjects(value)]),
  );
  return recordAsObject(walked) as T;
}
