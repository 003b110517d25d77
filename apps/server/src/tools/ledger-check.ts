/**
 * `npm run ledger:check`: the ledger integrity check from the command line. Opens the database
 * the server would use (DATABASE_URL, else the embedded one under DATA_DIR) and prints the
 * report; exits 1 when the ledger is not intact, 2 when it cannot be checked. The embedded
 * database serves one process: while the server runs on it, the check asks the server instead
 * (`GET /api/admin/ledger/integrity`, which needs ADMIN_TOKEN).
 */
import fs from 'node:fs';
import { loadConfig, type AppConfig } from '../config/env';
import { DataDirectoryBusyError } from '@casino/data-dir-lock';
import { openDatabase } from '../db/open-database';
import { checkLedgerIntegrity, type LedgerIntegrityReport } from '../modules/wallet/ledger-integrity';

async function reportFromDatabase(config: AppConfig): Promise<LedgerIntegrityReport> {
  const database = await openDatabase(config.database);
  try {
    return await checkLedgerIntegrity(database.db);
  } finally {
    await database.close();
  }
}

async function reportFromServer(config: AppConfig): Promise<LedgerIntegrityReport> {
  if (!config.auth.adminToken)
    throw new Error('The server holds the embedded database; set ADMIN_TOKEN to ask it for the report.');
  const response = await fetch(`http://127.0.0.1:${config.port}/api/admin/ledger/integrity`, {
    headers: { authorization: `Bearer ${config.auth.adminToken}` },
  });
  if (!response.ok) throw new Error(`The server answered ${response.status} ${await response.text()}`);
  return (await response.json()) as LedgerIntegrityReport;
}

async function main(): Promise<number> {
  if (fs.existsSync('.env')) process.loadEnvFile('.env');
  const config = loadConfig();
  let report: LedgerIntegrityReport;
  try {
    report = await reportFromDatabase(config);
  } catch (error) {
    if (!(error instanceof DataDirectoryBusyError)) throw error;
    report = await reportFromServer(config);
  }
  process.stdout.write(`${JSON.stringify(report, null, 2)}\n`);
  process.stdout.write(report.ok ? 'ledger intact\n' : 'LEDGER NOT INTACT\n');
  return report.ok ? 0 : 1;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    const cause = error instanceof Error && error.cause instanceof Error ? error.cause.message : '';
    const message = /does not exist/.test(cause)
      ? 'this database has no ledger yet (start the server once to create its tables)'
      : error instanceof Error
        ? error.message
        : String(error);
    process.stderr.write(`The ledger could not be checked: ${message}\n`);
    process.exit(2);
  },
);
