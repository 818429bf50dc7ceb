import fc from 'fast-check';

// Malformed requests for every operation of the OpenAPI document: wrong types, boundary values,
// hostile strings and broken encodings in every path parameter, query parameter and body field,
// beside values the schema allows, so requests also reach the services behind validation.

export interface JsonSchema {
  type?: string;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
}

export interface Operation {
  method: string;
  /** The path as the document writes it, with `{name}` parameters. */
  path: string;
  pathParams: string[];
  query: Record<string, JsonSchema>;
  body: JsonSchema | null;
}

export interface FuzzRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string;
}

/** Every operation of an OpenAPI 3 document. */
export function operationsOf(document: { paths: Record<string, Record<string, Record<string, unknown>>> }): Operation[] {
  const operations: Operation[] = [];
  for (const [path, methods] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      if (!['get', 'post', 'put', 'patch', 'delete'].includes(method)) continue;
      const parameters = (operation.parameters ?? []) as Array<{ in: string; name: string; schema: JsonSchema }>;
      const content = (operation.requestBody as { content?: Record<string, { schema: JsonSchema }> } | undefined)?.content;
      operations.push({
        method: method.toUpperCase(),
        path,
        pathParams: parameters.filter((parameter) => parameter.in === 'path').map((parameter) => parameter.name),
        query: Object.fromEntries(
          parameters.filter((parameter) => parameter.in === 'query').map((parameter) => [parameter.name, parameter.schema]),
        ),
        body: content?.['application/json']?.schema ?? null,
      });
    }
  }
  return operations;
}

const HOSTILE_STRINGS = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\ud800',
  '\u202e',
  '\uFEFF',
  '🚀',
  '👨‍👩‍👧',
  'ZZ',
  'zz',
  'US-en',
  'x'.repeat(300),
  'é'.repeat(5_000),
  "'; DROP TABLE brands;--",
  '<script>alert(1)</script>',
  '../../etc/passwd',
  '%00',
  '%',
  '{}',
  '[]',
  'null',
  'true',
  '__proto__',
  'constructor',
  '-1',
  '0',
  '1e309',
  '-1e309',
  'NaN',
  'Infinity',
  '9'.repeat(40),
  '0x10',
  '1.5',
  ' 1',
  '1 ',
];

function deeplyNested(depth: number): unknown {
  let value: unknown = 1;
  for (let i = 0; i < depth; i++) value = i % 2 ? { a: value } : [value];
  return value;
}

/** A JSON value of any kind, mostly of the wrong kind for where it goes. */
const junkValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  fc.integer(),
  fc.double({ noNaN: true }),
  fc.constantFrom(1e308, -1, 0, -0, 2 ** 53, 2 ** 63, 0.5, -1e308),
  fc.string({ maxLength: 30 }),
  fc.string({ unit: 'grapheme', maxLength: 30 }),
  fc.constantFrom(...HOSTILE_STRINGS),
  fc.array(fc.oneof(fc.string({ maxLength: 10 }), fc.integer(), fc.constant(null)), { maxLength: 6 }),
  fc.dictionary(fc.string({ maxLength: 8 }), fc.string({ maxLength: 8 }), { maxKeys: 3 }),
  fc.constant(deeplyNested(40)),
  fc.constant(Array.from({ length: 500 }, (_, i) => `item ${i}`)),
);

/** A value the schema allows, or close to its bounds. */
function plausible(schema: JsonSchema | undefined): fc.Arbitrary<unknown> {
  if (!schema) return junkValue;
  if (schema.anyOf) return fc.oneof(...schema.anyOf.map(plausible));
  if (schema.enum) return fc.constantFrom(...schema.enum);
  switch (schema.type) {
    case 'string':
      return fc.oneof(
        fc.string({ minLength: schema.minLength ?? 0, maxLength: Math.min(schema.maxLength ?? 40, 40) }),
        fc.string({ unit: 'grapheme', minLength: schema.minLength ?? 0, maxLength: Math.min(schema.maxLength ?? 20, 20) }),
        fc.constantFrom('x'.repeat(schema.maxLength ?? 300), 'x'.repeat((schema.maxLength ?? 300) + 1), 'Acme', 'acme.com', 'FR-fr', 'de'),
      );
    case 'integer':
    case 'number':
      return fc.oneof(
        fc.integer({ min: schema.minimum ?? -1000, max: Math.min(schema.maximum ?? 1000, 2 ** 31) }),
        fc.constantFrom(schema.minimum ?? 0, schema.maximum ?? 0, (schema.minimum ?? 0) - 1, (schema.maximum ?? 0) + 1),
      );
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(plausible(schema.items), { maxLength: Math.min(schema.maxItems ?? 5, 5) + 1 });
    case 'object':
      return bodyObject(schema);
    default:
      return junkValue;
  }
}

/** Some of the schema's fields, each valid, near its bounds or of the wrong kind; now and then one it lacks. */
function bodyObject(schema: JsonSchema): fc.Arbitrary<Record<string, unknown>> {
  const fields = Object.entries(schema.properties ?? {});
  const allowed = Object.fromEntries(fields.map(([name, field]) => [name, plausible(field)]));
  const mixed = Object.fromEntries(fields.map(([name, field]) => [name, fc.oneof(plausible(field), junkValue)]));
  // Half the bodies hold only values the schema allows, so they reach the services.
  const fieldsOf = fc.oneof(fc.record(allowed, { requiredKeys: [] }), fc.record(mixed, { requiredKeys: [] }));
  return fc
    .tuple(fieldsOf, fc.option(fc.tuple(fc.constantFrom('alias', 'id', 'accountId', '__proto__', 'extra'), junkValue), { freq: 6 }))
    .map(([body, extra]) => (extra ? { ...body, [extra[0]]: extra[1] } : body));
}

const rawBody = fc.oneof(
  bodyObject({}).map((value) => JSON.stringify(value)),
  junkValue.map((value) => JSON.stringify(value)),
  fc.constantFrom('', '{', '{"name":', 'not json', '{"a":1}{"b":2}', '\u0000', '[1,2,', 'null', '"string"', '{"name":"\\ud800"}'),
  fc.string({ maxLength: 50 }),
);

const CONTENT_TYPES = [
  'application/json',
  'application/json; charset=utf-8',
  'text/plain',
  'application/x-www-form-urlencoded',
  'application/xml',
  '',
];

/** Percent-encodes; a lone surrogate, which cannot be, becomes the bytes of one (invalid UTF-8): a case of its own. */
const encode = (text: string): string => {
  try {
    return encodeURIComponent(text);
  } catch {
    return '%ED%A0%80';
  }
};

const pathValue = (realId: string | undefined) =>
  fc.oneof(
    ...(realId ? [{ weight: 4, arbitrary: fc.constant(realId) }] : []),
    { weight: 2, arbitrary: fc.string({ maxLength: 120 }).map(encode) },
    { weight: 1, arbitrary: fc.constantFrom(...HOSTILE_STRINGS).map(encode) },
    { weight: 1, arbitrary: fc.constantFrom('%', '%zz', '%E0%A4%A', '..', '.', '%2F', 'a'.repeat(101), '%00') },
  );

const queryValue = (schema: JsonSchema) =>
  fc.oneof(
    plausible(schema).map((value) => (typeof value === 'string' ? value : JSON.stringify(value))),
    fc.constantFrom(...HOSTILE_STRINGS),
    fc.string({ maxLength: 20 }),
  );

/**
 * Requests for one operation. Real ids (by path parameter name) go in most of the time, so the body
 * and query reach validation and the services behind it; DELETE gets only invented ids, so the
 * fixtures (and the caller's own key) survive.
 */
export function requestsFor(
  operation: Operation,
  realIds: Record<string, string>,
  apiKey: string,
  prefix: string,
): fc.Arbitrary<FuzzRequest> {
  const ids = operation.method === 'DELETE' ? {} : realIds;
  const path = fc
    .tuple(...operation.pathParams.map((name) => pathValue(ids[name])))
    .map((values) => operation.pathParams.reduce((url, name, index) => url.replace(`{${name}}`, values[index]!), operation.path));
  const queryEntries = Object.entries(operation.query);
  const query = fc
    .tuple(
      fc.record(
        Object.fromEntries(queryEntries.map(([name, schema]) => [name, fc.array(queryValue(schema), { minLength: 1, maxLength: 2 })])),
        { requiredKeys: [] },
      ),
      fc.option(fc.tuple(fc.constantFrom('unknown', 'limit', '__proto__'), fc.string({ maxLength: 10 }))),
    )
    .map(([params, extra]) => {
      const search = new URLSearchParams();
      for (const [name, values] of Object.entries(params)) for (const value of values as string[]) search.append(name, value);
      if (extra) search.append(extra[0], extra[1]);
      const text = search.toString();
      return text ? `?${text}` : '';
    });
  const body = operation.body
    ? fc.oneof(
        { weight: 4, arbitrary: bodyObject(operation.body).map((value) => JSON.stringify(value)) },
        { weight: 1, arbitrary: rawBody },
      )
    : fc.option(rawBody, { freq: 4 });
  const headers = fc.oneof(
    { weight: 8, arbitrary: fc.constant<Record<string, string>>({ 'x-api-key': apiKey }) },
    {
      weight: 1,
      arbitrary: fc.constantFrom<Record<string, string>>({}, { 'x-api-key': 'bl_live_nope' }, { authorization: `Bearer ${apiKey}x` }),
    },
  );
  const contentType = fc.oneof(
    { weight: 6, arbitrary: fc.constant('application/json') },
    { weight: 1, arbitrary: fc.constantFrom(...CONTENT_TYPES) },
  );
  return fc.record({ path, query, body, headers, contentType }).map(({ path, query, body, headers, contentType }) => ({
    method: operation.method,
    url: `${prefix}${path}${query}`,
    headers: body === null || contentType === '' ? headers : { ...headers, 'content-type': contentType },
    ...(body === null ? {} : { payload: body }),
  }));
}
