import fc from 'fast-check';
import * as z from 'zod';

/**
 * fast-check arbitraries from the contract's zod schemas, through zod's own JSON Schema of the
 * schema's input (what a client may send): values that fit the schema, values with one field
 * broken, and anything at all. The handlers must refuse the wrong ones with a 4xx and never fail.
 */
type JsonSchema = Record<string, unknown>;

const MAX_DEPTH = 4;

function stringArbitrary(s: JsonSchema): fc.Arbitrary<string> {
  const minLength = typeof s.minLength === 'number' ? s.minLength : 0;
  const maxLength = typeof s.maxLength === 'number' ? s.maxLength : Math.max(minLength, 40);
  const cap = Math.min(maxLength, minLength + 40);
  switch (s.format) {
    case 'email':
      return fc.emailAddress();
    case 'uuid':
      return fc.uuid();
    case 'date-time':
      return fc
        .date({ min: new Date('1900-01-01'), max: new Date('2100-01-01'), noInvalidDate: true })
        .map((d) => d.toISOString());
    case 'date':
      return fc
        .date({ min: new Date('1900-01-01'), max: new Date('2100-01-01'), noInvalidDate: true })
        .map((d) => d.toISOString().slice(0, 10));
  }
  if (typeof s.pattern === 'string') {
    try {
      return fc.stringMatching(new RegExp(s.pattern)).filter((v) => v.length <= maxLength);
    } catch {
      // A pattern fast-check cannot invert: plain strings still probe the field.
    }
  }
  return fc.oneof(
    fc.string({ minLength, maxLength: cap }),
    fc.string({ minLength, maxLength: cap, unit: 'grapheme' }),
    fc.string({ minLength, maxLength: cap, unit: 'binary' }),
  );
}

function numberArbitrary(s: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const min =
    typeof s.minimum === 'number'
      ? s.minimum
      : typeof s.exclusiveMinimum === 'number'
        ? s.exclusiveMinimum + (integer ? 1 : Number.EPSILON)
        : -1e9;
  const max =
    typeof s.maximum === 'number'
      ? s.maximum
      : typeof s.exclusiveMaximum === 'number'
        ? s.exclusiveMaximum - (integer ? 1 : Number.EPSILON)
        : 1e9;
  if (integer)
    return fc.integer({
      min: Math.max(Math.ceil(min), Number.MIN_SAFE_INTEGER),
      max: Math.min(Math.floor(max), Number.MAX_SAFE_INTEGER),
    });
  return fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
}

function objectArbitrary(s: JsonSchema, defs: Record<string, JsonSchema>, depth: number) {
  const properties = (s.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((s.required ?? []) as string[]);
  const record = fc.record(
    Object.fromEntries(Object.entries(properties).map(([k, v]) => [k, fromJsonSchema(v, defs, depth + 1)])),
    { requiredKeys: [...required].filter((k) => k in properties) },
  );
  if (!s.additionalProperties || typeof s.additionalProperties !== 'object') return record;
  const extra = fc.dictionary(
    fc.string({ minLength: 1, maxLength: 12 }),
    fromJsonSchema(s.additionalProperties as JsonSchema, defs, depth + 1),
    { maxKeys: 4 },
  );
  return fc.tuple(record, extra).map(([known, more]) => ({ ...more, ...known }));
}

/** Values that fit a JSON Schema as zod writes it (draft 2020-12). */
export function fromJsonSchema(
  s: JsonSchema,
  defs: Record<string, JsonSchema> = {},
  depth = 0,
): fc.Arbitrary<unknown> {
  if (depth > MAX_DEPTH) return fc.constant(null);
  if (typeof s.$ref === 'string') {
    const target = defs[s.$ref.split('/').pop() ?? ''];
    return target ? fromJsonSchema(target, defs, depth + 1) : fc.anything({ maxDepth: 1 });
  }
  if ('const' in s) return fc.constant(s.const);
  if (Array.isArray(s.enum)) return fc.constantFrom(...(s.enum as unknown[]));
  const alternatives = (s.anyOf ?? s.oneOf) as JsonSchema[] | undefined;
  if (alternatives?.length) return fc.oneof(...alternatives.map((a) => fromJsonSchema(a, defs, depth + 1)));
  if (Array.isArray(s.allOf) && s.allOf.length > 0) {
    // zod writes allOf for intersections: the first part gives the shape, the server checks the rest.
    return fromJsonSchema(s.allOf[0] as JsonSchema, defs, depth + 1);
  }
  if (Array.isArray(s.type)) {
    return fc.oneof(...(s.type as string[]).map((type) => fromJsonSchema({ ...s, type }, defs, depth)));
  }
  switch (s.type) {
    case 'string':
      return stringArbitrary(s);
    case 'integer':
      return numberArbitrary(s, true);
    case 'number':
      return numberArbitrary(s, false);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array': {
      const minLength = typeof s.minItems === 'number' ? s.minItems : 0;
      const maxLength = Math.min(typeof s.maxItems === 'number' ? s.maxItems : 5, minLength + 5);
      if (Array.isArray(s.prefixItems)) {
        return fc.tuple(...(s.prefixItems as JsonSchema[]).map((p) => fromJsonSchema(p, defs, depth + 1)));
      }
      const items = s.items && typeof s.items === 'object' ? (s.items as JsonSchema) : {};
      return fc.array(fromJsonSchema(items, defs, depth + 1), { minLength, maxLength });
    }
    case 'object':
      return objectArbitrary(s, defs, depth);
    default:
      return fc.anything({ maxDepth: 2 });
  }
}

/** One field of an object replaced by anything, or a required one dropped; other values become junk. */
function broken(valid: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> {
  return fc
    .tuple(valid, fc.anything({ maxDepth: 2 }), fc.nat(), fc.boolean())
    .map(([value, junk, n, drop]) => {
      if (typeof value !== 'object' || value === null || Array.isArray(value)) return junk;
      const keys = Object.keys(value);
      if (keys.length === 0) return { junk };
      const key = keys[n % keys.length]!;
      const copy: Record<string, unknown> = { ...(value as Record<string, unknown>) };
      if (drop) delete copy[key];
      else copy[key] = junk;
      return copy;
    });
}

/** What a client may send for a schema: mostly fitting values, some with a broken field, some anything. */
export function fuzzedInput(schema: z.core.$ZodType): fc.Arbitrary<unknown> {
  const json = z.toJSONSchema(schema, {
    target: 'draft-2020-12',
    io: 'input',
    unrepresentable: 'any',
  }) as JsonSchema;
  const valid = fromJsonSchema(json, (json.$defs ?? {}) as Record<string, JsonSchema>);
  return fc.oneof(
    { arbitrary: valid, weight: 4 },
    { arbitrary: broken(valid), weight: 2 },
    { arbitrary: fc.anything({ maxDepth: 2 }), weight: 1 },
  );
}

/** A query string carries text only: each value as the browser would send it. */
export function asQuery(value: unknown): Record<string, string> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return { q: String(value) };
  const query: Record<string, string> = {};
  for (const [key, v] of Object.entries(value)) {
    if (v === undefined) continue;
    query[key] = typeof v === 'object' && v !== null ? JSON.stringify(v) : String(v);
  }
  return query;
}
