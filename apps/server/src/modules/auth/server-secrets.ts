import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { serverSecrets } from './auth.table';

/**
 * A secret the server makes for itself on the first start and keeps in the database (base64url
 * of `byteLength` random bytes), for when the operator configured none: it survives restarts and
 * every server process on the database shares it.
 */
export async function storedServerSecret(db: Database, name: string, byteLength: number): Promise<string> {
  // Two processes starting at once: both insert-if-absent, then both read the one that won.
  await db
    .insert(serverSecrets)
    .values({ name, value: randomBytes(byteLength).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db.select().from(serverSecrets).where(eq(serverSecrets.name, name));
  if (!row) throw new Error(`the server secret ${name} could not be stored`);
  return row.value;
}
