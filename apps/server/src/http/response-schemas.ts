import { z } from 'zod';
import type { ApiErrorBody, PageMeta } from '@casino/shared';

/**
 * Response schemas shared by the routes. A response schema does two things: it documents the
 * answer in the OpenAPI document, and the serializer sends only the keys it lists. So a schema
 * that forgot a field would silently drop it from the answer; `schemaFor` ties every schema to
 * the view type the code returns, in both directions, so such a schema does not compile.
 */

/** Arrays and properties as readonly on both sides: a view's `readonly T[]` is the schema's `T[]`. */
type DeepReadonly<T> = T extends readonly (infer Item)[]
  ? readonly DeepReadonly<Item>[]
  : T extends object
    ? { readonly [Key in keyof T]: DeepReadonly<T[Key]> }
    : T;

/**
 * `true` when A and B are the same type, readonly aside: same keys, same optional keys, same value
 * types. (Mutual assignability is not enough: it lets an optional key be missing on either side.)
 */
export type Exact<A, B> =
  (<T>() => T extends DeepReadonly<A> ? 1 : 2) extends <T>() => T extends DeepReadonly<B> ? 1 : 2 ? true : false;

/** What the compiler shows when a schema and its view differ. */
interface SchemaDiffersFromView<Schema, View> {
  readonly 'the response schema and the view type differ': { readonly schema: Schema; readonly view: View };
}

/**
 * `schemaFor<ProfileView>()(z.object({...}))`: the schema, accepted only when what it outputs is
 * exactly `View` — no field missing (it would be stripped from the answer), none extra, same types.
 */
export function schemaFor<View>() {
  return <Schema extends z.ZodType>(
    schema: Schema &
      (Exact<z.output<Schema>, View> extends true ? unknown : SchemaDiffersFromView<z.output<Schema>, View>),
  ): Schema => schema;
}

/** A `{ [key]: value }` enum schema of a status table such as `InvoiceStatus` ({ Pending: 1, ... }). */
export const codeOf = <const Table extends Readonly<Record<string, number>>>(table: Table) =>
  z.literal(Object.values(table) as Table[keyof Table][]);

/** The error format of DESIGN.md: `{ error: { code, message, fields?, domainCode? } }`. */
export const errorBody = schemaFor<ApiErrorBody>()(
  z
    .object({
      error: z.object({
        code: z.string().describe('Stable snake_case code a client may branch on'),
        message: z.string(),
        fields: z.record(z.string(), z.array(z.string())).optional().describe('Per-field messages for invalid input'),
        domainCode: z
          .number()
          .int()
          .optional()
          .describe('A numeric domain code where the spec has one (13100: deposit limit reached)'),
      }),
    })
    .describe('An error: { error: { code, message, fields? } }'),
);

/**
 * Every route's error answers, in the one format. The serializer sends these as the error handler
 * built them (see response-serializer.ts): they are documented here, never filtered.
 */
export const errorResponses = { '4xx': errorBody, '5xx': errorBody } as const;

/**
 * A 204 (or any answer without a body): `reply.status(204).send()`. The zod provider writes
 * `undefined` as `type: 'null'`, which the document shows as the status without content.
 */
export const noContent = z.undefined().describe('No content');

/** A redirect: no body, the target in the Location header. */
export const redirect = (description: string) =>
  z.undefined().meta({ description, headers: { location: { type: 'string', description: 'Where to go next' } } });

/** A response that is not JSON: an HTML page, an SVG picture. */
export const bodyOfType = (contentType: string, description: string) => ({
  description,
  content: { [contentType]: { schema: z.string() } },
});

export const pageMeta = schemaFor<PageMeta>()(
  z.object({
    page: z.number().int(),
    perPage: z.number().int(),
    totalPages: z.number().int(),
    totalRows: z.number().int(),
  }),
);

/** An array a handler may return as `readonly T[]` (the views' arrays are readonly). */
export const arrayOf = <Item extends z.ZodType>(item: Item) => z.array(item).readonly();

/** `{ data: [...], meta: { page, perPage, totalPages, totalRows } }` (DESIGN.md, Lists). */
export const pageOf = <Item extends z.ZodType>(item: Item) => z.object({ data: arrayOf(item), meta: pageMeta });

/** `{ data: [...] }`: a list that is never paged. */
export const listOf = <Item extends z.ZodType>(item: Item) => z.object({ data: arrayOf(item) });
