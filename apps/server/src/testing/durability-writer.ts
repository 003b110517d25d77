// A child process for the persistence test: opens the embedded database the way the server
// does, then commits rows one by one, printing each committed id, until it is killed.
import { sql } from 'drizzle-orm';
import { queryRows } from '../db/database';
import { openDatabase } from '../db/open-database';

const dataDir = process.argv[2];
if (!dataDir) throw new Error('usage: durability-writer <data dir>');

const handle = await openDatabase({ url: undefined, dataDir, poolSize: 1 });
await handle.db.execute(
  sql`create table if not exists durability_probe (id serial primary key, payload text not null)`,
);
for (;;) {
  const [row] = await queryRows<{ id: number }>(
    handle.db,
    sql`insert into durability_probe (payload) values (${'x'.repeat(256)}) returning id`,
  );
  process.stdout.write(`${row?.id}\n`);
}
