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
  readonly format?: string;
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

/**
 * The operations of a document: the public one (`/api/docs/openapi.json`) or the operator one
 * (`/api/admin/docs/openapi.json`, read with the operator token), whose routes are called as the operator.
 */
export function operationsOf(document: OpenApiDocument): Operation[] {
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(item)) {
      if (!METHODS.has(method)) continue;
      const parameters = (operation.parameters ?? [])
        .filter((parameter) => parameter.in === 'path' || parameter.in === 'query')
        .map((parameter) => ({
          name: parameter.name,
          in: parameter.in as Parameter['in'],
          schema: parameter.schema ?? {},
        }));
      const body = operation.requestBody?.content?.['application/json']?.schema;
      operations.push({
        method: method.toUpperCase(),
        path,
        parameters,
        body,
        operator: path.startsWith('/api/admin/'),
      });
    }
  }
  return operations;
}
