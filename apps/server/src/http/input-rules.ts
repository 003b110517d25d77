import { Stream } from 'node:stream';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from './app-error';

/**
 * Characters no text of the API may hold: NUL, which PostgreSQL cannot store in text or jsonb,
 * and a UTF-16 surrogate without its pair, which is no character at all and cannot be encoded
 * as UTF-8 (in the `u` mode a paired surrogate reads as one code point, so only lone ones match).
 */
// eslint-disable-next-line no-control-regex -- NUL is the very character this rule exists to find
const FORBIDDEN_CHARACTER = /\u0000|\p{Cs}/u;

const MESSAGE = 'The request holds a character that is not allowed (NUL or an unpaired UTF-16 surrogate)';
/** One field is enough to tell the client what to fix; more would only grow the answer. */
const MAX_REPORTED_FIELDS = 5;

/**
 * One rule for every string the API accepts, applied before any schema or handler sees the input:
 * a forbidden character anywhere in the path parameters, the query or the parsed body (values and
 * keys, at any depth) answers 400 `invalid_input`, naming the fields. Without it such text reached
 * the database and failed there as a 500, differently on PGlite and PostgreSQL.
 */
export function registerInputRules(app: FastifyInstance): void {
  app.addHook('preValidation', async (request: FastifyRequest) => {
    const fields: Record<string, string[]> = Object.create(null) as Record<string, string[]>;
    for (const part of [request.params, request.query, request.body]) {
      for (const path of forbiddenTextPaths(part, MAX_REPORTED_FIELDS - Object.keys(fields).length)) {
        fields[path] = ['Remove the NUL or unpaired surrogate character'];
      }
    }
    if (Object.keys(fields).length > 0) throw new AppError(400, 'invalid_input', MESSAGE, fields);
  });
}

/** Where a value sits: its key and its parent's place, so a path is only spelled out when reported. */
interface Place {
  readonly key: string;
  readonly parent: Place | undefined;
}

/** A path deeper than this is shown by its first part: enough to find the field. */
const PATH_MAX_LENGTH = 200;

/**
 * The dotted paths of the strings holding a forbidden character, at most `limit` of them. Walks
 * with its own stack, not by recursion: a 1 MB body may nest arrays hundreds of thousands deep.
 */
export function forbiddenTextPaths(input: unknown, limit = MAX_REPORTED_FIELDS): string[] {
  const found: string[] = [];
  const stack: { value: unknown; place: Place | undefined }[] = [{ value: input, place: undefined }];
  while (stack.length > 0 && found.length < limit) {
    const { value, place } = stack.pop() as { value: unknown; place: Place | undefined };
    if (typeof value === 'string') {
      if (FORBIDDEN_CHARACTER.test(value)) found.push(spell(place));
    } else if (Array.isArray(value)) {
      for (let index = value.length - 1; index >= 0; index -= 1)
        stack.push({ value: value[index], place: { key: String(index), parent: place } });
    } else if (isRecord(value)) {
      for (const [key, item] of Object.entries(value).reverse()) {
        if (FORBIDDEN_CHARACTER.test(key)) found.push(spell({ key: printable(key), parent: place }));
        else stack.push({ value: item, place: { key, parent: place } });
      }
    }
  }
  return found;
}

function spell(place: Place | undefined): string {
  const keys: string[] = [];
  for (let at = place; at; at = at.parent) keys.push(at.key);
  const path = keys.reverse().join('.');
  return path.length > PATH_MAX_LENGTH ? `${path.slice(0, PATH_MAX_LENGTH)}...` : path || '_';
}

/**
 * Parsed JSON, query and params objects (the query parser's have a prototype of their own); a
 * Buffer or stream body (uploads, raw webhooks) is not text to check.
 */
function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !ArrayBuffer.isView(value) && !(value instanceof Stream);
}

/** A key as it can be shown back: its forbidden characters written as \uXXXX escapes. */
function printable(key: string): string {
  return key.replace(
    new RegExp(FORBIDDEN_CHARACTER.source, 'gu'),
    (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}
