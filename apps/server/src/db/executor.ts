import type { Database } from './database';

/**
 * What a service method runs its queries on: the database, or the transaction of a caller in
 * another module, so one business change (a registration and its first wallet account) commits
 * or rolls back as a whole.
 *
 * Inside a transaction, every query must go through that transaction's executor: PGlite has a
 * single connection, so a query on the database while a transaction holds it waits forever.
 */
export type Executor = Pick<Database, 'select' | 'insert' | 'update' | 'delete' | 'execute'>;
