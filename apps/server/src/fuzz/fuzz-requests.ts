import fc from 'fast-check';
import {
  badJson,
  badNumber,
  badPathSegment,
  badText,
  deeplyNested,
  encodeText,
  rawBodies,
  type RawBody,
} from './bad-values';
import type { JsonSchema, Operation, Parameter } from './openapi-operations';

/** Who sends a request: nobody, the fuzz player, another player, a forger, the operator. */
export type IdentityName = 'guest' | 'player' | 'otherPlayer' | 'forged' | 'operator';

export interface FuzzPools {
  /**
   * Good values by field or parameter name (a currency, the launch token, the player's e-mail):
   * mixed in so that some requests pass validation and reach the code behind it.
   */
  readonly byName: Readonly<Record<string, readonly unknown[]>>;
  /** Ids of objects of the fuzz player and of another player: sessions, accounts, invoices, rounds. */
  readonly ids: readonly string[];
  /** Authorization headers no server should accept: garbage, alg none, a wrong key, a wrong scheme. */
  readonly forgedAuthorizations: readonly string[];
  /** Keys a free-form record body (registration, profile) knows: the form's field names. */
  readonly recordKeys: readonly string[];
}

export type FuzzBody = { readonly json: unknown } | { readonly raw: RawBody };

export interface FuzzRequest {
  readonly identity: IdentityName;
  readonly authorization: string | undefined;
  readonly method: string;
  readonly url: string;
  readonly body: FuzzBody | undefined;
}

const MAX_PLAUSIBLE_LENGTH = 24;

/** A value the schema would take (mostly), or one of the good values known for the name. */
function plausible(schema: JsonSchema, name: string, pools: FuzzPools): fc.Arbitrary<unknown> {
  const known = knownValues(pools, name);
  const fromSchema = schemaValue(schema, pools);
  if (known.length === 0) return fromSchema;
  const objects = known.filter(
    (value): value is Record<string, unknown> => value !== null && typeof value === 'object' && !Array.isArray(value),
  );
  if (objects.length === 0) return fc.oneof(fc.constantFrom(...known), fromSchema);
  // A good object (game params, an action) with one member made bad: the game's own checks get their turn.
  const mutated = fc.tuple(fc.constantFrom(...objects), fc.nat(), badJson).map(([object, index, bad]) => {
    const keys = Object.keys(object);
    return keys.length === 0 ? object : { ...object, [keys[index % keys.length] as string]: bad };
  });
  return fc.oneof(fc.constantFrom(...known), mutated, fromSchema);
}

/** Own keys only: a generated field named "constructor" has no good values. */
function knownValues(pools: FuzzPools, name: string): readonly unknown[] {
  return Object.hasOwn(pools.byName, name) ? (pools.byName[name] ?? []) : [];
}

function schemaValue(schema: JsonSchema, pools: FuzzPools): fc.Arbitrary<unknown> {
  const branches = schema.anyOf ?? schema.oneOf;
  if (branches && branches.length > 0) return fc.oneof(...branches.map((branch) => schemaValue(branch, pools)));
  if (schema.enum && schema.enum.length > 0) return fc.constantFrom(...schema.enum);
  if (schema.const !== undefined) return fc.constant(schema.const);
  switch (Array.isArray(schema.type) ? schema.type[0] : schema.type) {
    case 'string':
      return schema.pattern
        ? fc.stringMatching(new RegExp(schema.pattern))
        : fc.string({
            minLength: schema.minLength ?? 0,
            maxLength: Math.min(schema.maxLength ?? MAX_PLAUSIBLE_LENGTH, MAX_PLAUSIBLE_LENGTH),
          });
    case 'integer':
      return fc.integer({
        min: Math.max(schema.minimum ?? schema.exclusiveMinimum ?? -1_000, -(2 ** 31)),
        max: Math.min(schema.maximum ?? 100_000, 2 ** 31),
      });
    case 'number':
      return fc.double({ min: schema.minimum ?? -1_000, max: schema.maximum ?? 1_000, noNaN: true });
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(fieldValue(schema.items ?? {}, 'item', pools), { maxLength: Math.min(schema.maxItems ?? 3, 3) });
    case 'object':
      return objectValue(schema, pools);
    default:
      return badJson;
  }
}

/** A field: right in kind most of the time, wrong in kind or at the edges the rest. */
function fieldValue(schema: JsonSchema, name: string, pools: FuzzPools): fc.Arbitrary<unknown> {
  return fc.oneof(
    { weight: 3, arbitrary: plausible(schema, name, pools) },
    { weight: 2, arbitrary: badJson },
    { weight: 1, arbitrary: badText },
    { weight: 1, arbitrary: badNumber },
  );
}

/** An object of the schema's properties, some left out, some bad, sometimes with extra ones. */
function objectValue(schema: JsonSchema, pools: FuzzPools): fc.Arbitrary<Record<string, unknown>> {
  const properties = Object.entries(schema.properties ?? {});
  const named = fc.record(
    Object.fromEntries(
      properties.map(([name, property]) => [
        name,
        fc.option(fieldValue(property, name, pools), { freq: 4, nil: undefined }),
      ]),
    ),
  );
  const free = typeof schema.additionalProperties === 'object' ? schema.additionalProperties : undefined;
  const recordKey =
    pools.recordKeys.length > 0
      ? fc.oneof(
          { weight: 4, arbitrary: fc.constantFrom(...pools.recordKeys) },
          { weight: 1, arbitrary: badText.filter((key) => key.length < 200) },
        )
      : badText;
  const extras = free
    ? fc.dictionary(recordKey, fieldValue(free, '', pools), { maxKeys: 8 }).chain((entries) =>
        // Free-form records are keyed by form field: good values by that name now and then.
        fc.record(
          Object.fromEntries(
            Object.keys(entries).map((key) => [key, fc.oneof(fc.constant(entries[key]), plausible(free, key, pools))]),
          ),
        ),
      )
    : fc.option(
        fc.dictionary(
          badText.filter((key) => key.length < 200),
          badJson,
          { maxKeys: 3 },
        ),
        { freq: 5, nil: {} },
      );
  return fc.tuple(named, extras).map(([fields, extra]) => {
    const object: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(fields)) if (value !== undefined) object[key] = value;
    // defineProperty: a generated "__proto__" key stays a plain key, as JSON.parse would make it.
    for (const [key, value] of Object.entries(extra ?? {}))
      Object.defineProperty(object, key, { value, enumerable: true, writable: true, configurable: true });
    return object;
  });
}

function bodyOf(operation: Operation, pools: FuzzPools): fc.Arbitrary<FuzzBody | undefined> {
  if (!operation.body) {
    return fc.oneof(
      { weight: 8, arbitrary: fc.constant(undefined) },
      { weight: 1, arbitrary: badJson.map((json) => ({ json })) },
      { weight: 1, arbitrary: rawBodies.map((raw) => ({ raw })) },
    );
  }
  return fc.oneof(
    { weight: 12, arbitrary: plausible(operation.body, '', pools).map((json) => ({ json })) },
    { weight: 2, arbitrary: badJson.map((json) => ({ json })) },
    { weight: 1, arbitrary: deeplyNested.map((json) => ({ json })) },
    { weight: 2, arbitrary: rawBodies.map((raw) => ({ raw })) },
    { weight: 1, arbitrary: fc.constant(undefined) },
  );
}

function pathSegment(parameter: Parameter, pools: FuzzPools): fc.Arbitrary<string> {
  const known = [...knownValues(pools, parameter.name), ...pools.ids].map(asText);
  return fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...known).map(encodeText) },
    { weight: 1, arbitrary: schemaValue(parameter.schema, pools).map((value) => encodeText(asText(value))) },
    { weight: 3, arbitrary: badPathSegment },
  );
}

/** Text of a generated value as a URL would carry it (objects as JSON: some have no prototype to print with). */
function asText(value: unknown): string {
  return value !== null && typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/** A query value as text: good, bad, or a list (repeated keys). */
function queryValues(parameter: Parameter, pools: FuzzPools): fc.Arbitrary<string[] | undefined> {
  const text = fc.oneof(
    {
      weight: 3,
      arbitrary: plausible(parameter.schema, parameter.name, pools).map((value) =>
        Array.isArray(value) ? value.map(asText) : [asText(value)],
      ),
    },
    { weight: 3, arbitrary: badText.filter((value) => value.length < 20_000).map((value) => [value]) },
    {
      weight: 1,
      arbitrary: fc.array(
        badText.filter((value) => value.length < 100),
        { minLength: 2, maxLength: 4 },
      ),
    },
  );
  return fc.option(text, { freq: 2, nil: undefined });
}

function urlOf(operation: Operation, pools: FuzzPools): fc.Arbitrary<string> {
  const pathParameters = operation.parameters.filter((parameter) => parameter.in === 'path');
  const queryParameters = operation.parameters.filter((parameter) => parameter.in === 'query');
  const extraQuery = fc.option(
    fc.array(
      fc.tuple(
        badText.filter((key) => key.length < 100),
        badText.filter((value) => value.length < 1_000),
      ),
      { maxLength: 3 },
    ),
    { freq: 4, nil: [] },
  );
  return fc
    .tuple(
      fc.tuple(...pathParameters.map((parameter) => pathSegment(parameter, pools))),
      fc.tuple(...queryParameters.map((parameter) => queryValues(parameter, pools))),
      extraQuery,
    )
    .map(([segments, values, extra]) => {
      let path = operation.path;
      pathParameters.forEach((parameter, index) => (path = path.replace(`{${parameter.name}}`, segments[index] ?? '')));
      const pairs: string[] = [];
      queryParameters.forEach((parameter, index) => {
        for (const value of values[index] ?? []) pairs.push(`${encodeText(parameter.name)}=${encodeText(value)}`);
      });
      for (const [key, value] of extra ?? []) pairs.push(`${encodeText(key)}=${encodeText(value)}`);
      return pairs.length > 0 ? `${path}?${pairs.join('&')}` : path;
    });
}

function identityOf(operation: Operation): fc.Arbitrary<IdentityName> {
  return operation.operator
    ? fc.constantFrom<IdentityName>(
        'operator',
        'operator',
        'operator',
        'operator',
        'guest',
        'player',
        'forged',
        'forged',
      )
    : fc.constantFrom<IdentityName>(
        'guest',
        'guest',
        'guest',
        'player',
        'player',
        'player',
        'player',
        'player',
        'otherPlayer',
        'forged',
        'forged',
      );
}

/** Requests for one operation: a bad value somewhere, sent by someone (maybe someone it does not belong to). */
export function requestsFor(operation: Operation, pools: FuzzPools): fc.Arbitrary<FuzzRequest> {
  return fc
    .record({
      identity: identityOf(operation),
      forged: fc.constantFrom(...pools.forgedAuthorizations),
      url: urlOf(operation, pools),
      body: bodyOf(operation, pools),
    })
    .map(({ identity, forged, url, body }) => ({
      identity,
      authorization: identity === 'forged' ? forged : undefined,
      method: operation.method,
      url,
      body,
    }));
}
