/** The operations of the app's OpenAPI document, in the shape the fuzzer generates requests from. */

export interface JsonSchema {
  readonly type?: string | readonly string[];
  readonly properties?: Readonly<Record<string, JsonSchema>>;
  readonly required?: readonly string[];
  readonly additionalProperties?: boolean | JsonSchema;
  readonly items?: JsonSchema;
  readonly anyOf?: readonly JsonSchema[];
  readonly oneOf?: readonly JsonSchema[];
  readonly allOf?: readonly JsonSchema[];
  readonly enum?: readonly unknown[];
  readonly const?: unknown;
  readonly pattern?: string;
  readonly minLength?: number;
  readonly maxLength?: number;
  readonly minimum?: number;
  readonly maximum?: number;
  readonly exclusiveMinimum?: number;
  readonly maxItems?: number;
}

export interface Parameter {
  readonly name: string;
  readonly in: 'path' | 'query';
  readonly schema: JsonSchema;
}

export interface Operation {
  readonly method: string;
  /** OpenAPI path, with `{name}` placeholders. */
  readonly path: string;
  readonly parameters: readonly Parameter[];
  readonly body: JsonSchema | undefined;
  /** Operator routes: called with the operator token (and without, and with wrong ones). */
  readonly operator: boolean;
}

interface OpenApiOperation {
  readonly parameters?: readonly { name: string; in: string; schema?: JsonSchema }[];
  readonly requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}

export interface OpenApiDocument {
  readonly paths: Readonly<Record<string, Readonly<Record<string, OpenApiOperation>>>>;
}

const METHODS = new Set(['get', 'post', 'put', 'patch', 'delete']);

export function operationsOf(document: OpenApiDocument): Operation[] {
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(item)) {
      if (!METHODS.has(method)) continue;
      const parameters = (operation.parameters ?? [])
        .filter((parameter) => parameter.in === 'path' || parameter.in === 'query')
        .map((parameter) => ({ name: parameter.name, in: parameter.in as Parameter['in'], schema: parameter.schema ?? {} }));
      const body = operation.requestBody?.content?.['application/json']?.schema;
      operations.push({ method: method.toUpperCase(), path, parameters, body, operator: path.startsWith('/api/admin/') });
    }
  }
  return operations;
}

const page: readonly Parameter[] = [
  { name: 'page', in: 'query', schema: { type: 'integer', minimum: 1, maximum: 10_000 } },
  { name: 'perPage', in: 'query', schema: { type: 'integer', minimum: 1, maximum: 100 } },
];
const uuidPath = (name: string): Parameter => ({ name, in: 'path', schema: { type: 'string', pattern: '^[0-9a-f-]{36}$' } });
const contentIdentity: Parameter = { name: 'identity', in: 'path', schema: { type: 'string', pattern: '^[a-z0-9]+(?:-[a-z0-9]+)*$', maxLength: 64 } };
const contentLocale: Parameter = { name: 'locale', in: 'path', schema: { type: 'string', enum: ['en', 'de', 'pt', 'pt-br'] } };
const nullableObject = (properties: Record<string, JsonSchema>): JsonSchema => ({
  anyOf: [{ type: 'object', properties, additionalProperties: false }, { type: 'null' }],
});

/**
 * The operator API, which the public document leaves out on purpose: listed here by hand (as the
 * admin routes declare it) so the fuzzer still reaches it with the operator token.
 */
export const OPERATOR_OPERATIONS: readonly Operation[] = [
  {
    method: 'GET',
    path: '/api/admin/payment/withdrawals',
    parameters: [
      { name: 'type', in: 'query', schema: { type: 'integer' } },
      { name: 'status[]', in: 'query', schema: { type: 'array', items: { type: 'integer' } } },
      { name: 'currency', in: 'query', schema: { type: 'string', pattern: '^[A-Z0-9]{2,10}$' } },
      { name: 'dateFrom', in: 'query', schema: { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}$' } },
      { name: 'dateTo', in: 'query', schema: { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}$' } },
      ...page,
    ],
    body: undefined,
    operator: true,
  },
  {
    method: 'PUT',
    path: '/api/admin/payment/withdrawals/{id}/approve',
    parameters: [uuidPath('id')],
    body: nullableObject({ simulate: { type: 'string', enum: ['success', 'failure'] } }),
    operator: true,
  },
  { method: 'PUT', path: '/api/admin/payment/withdrawals/{id}/reject', parameters: [uuidPath('id')], body: undefined, operator: true },
  {
    method: 'POST',
    path: '/api/admin/players/{playerId}/autologin-tokens',
    parameters: [uuidPath('playerId')],
    body: nullableObject({ ttlSeconds: { type: 'integer', minimum: 30, maximum: 3600 } }),
    operator: true,
  },
  { method: 'GET', path: '/api/admin/players/{playerId}/security-events', parameters: [uuidPath('playerId'), ...page], body: undefined, operator: true },
  { method: 'GET', path: '/api/admin/ledger/integrity', parameters: [], body: undefined, operator: true },
  // Content pages (modules/content/content-pages-admin.routes.ts).
  { method: 'GET', path: '/api/admin/content/pages', parameters: [], body: undefined, operator: true },
  { method: 'GET', path: '/api/admin/content/pages/{identity}', parameters: [contentIdentity], body: undefined, operator: true },
  {
    method: 'PUT',
    path: '/api/admin/content/pages/{identity}',
    parameters: [contentIdentity],
    body: {
      type: 'object',
      properties: { kind: { type: 'string', enum: ['static', 'question', 'page'] }, parentIdentity: { anyOf: [contentIdentity.schema, { type: 'null' }] }, position: { type: 'integer', minimum: 0, maximum: 10_000 } },
      required: ['kind'],
      additionalProperties: false,
    },
    operator: true,
  },
  {
    method: 'PUT',
    path: '/api/admin/content/pages/{identity}/translations/{locale}',
    parameters: [contentIdentity, contentLocale],
    body: {
      type: 'object',
      properties: { title: { type: 'string', minLength: 1, maxLength: 200 }, description: { type: 'string', maxLength: 500 }, body: { type: 'string', minLength: 1, maxLength: 100_000 }, published: { type: 'boolean' } },
      required: ['title', 'body'],
      additionalProperties: false,
    },
    operator: true,
  },
  {
    method: 'PUT',
    path: '/api/admin/content/pages/{identity}/translations/{locale}/published',
    parameters: [contentIdentity, contentLocale],
    body: { type: 'object', properties: { published: { type: 'boolean' } }, required: ['published'], additionalProperties: false },
    operator: true,
  },
];

/** The document's operations, plus the operator ones it does not list. */
export function operationsToFuzz(document: OpenApiDocument): Operation[] {
  const documented = operationsOf(document);
  const known = new Set(documented.map((operation) => `${operation.method} ${operation.path}`));
  return [...documented, ...OPERATOR_OPERATIONS.filter((operation) => !known.has(`${operation.method} ${operation.path}`))];
}
