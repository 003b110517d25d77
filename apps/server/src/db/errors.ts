/** PostgreSQL's unique_violation; PGlite and node-postgres both report it as `code`. */
const UNIQUE_VIOLATION = '23505';

/** True for a unique violation, also when Drizzle wraps the driver's error as its `cause`. */
export function isUniqueViolation(error: unknown): boolean {
  for (let current: unknown = error, depth = 0; current && depth < 5; depth += 1) {
    if (typeof current !== 'object') return false;
    if ('code' in current && current.code === UNIQUE_VIOLATION) return true;
    current = 'cause' in current ? current.cause : undefined;
  }
  return false;
}
