import fs from 'node:fs';
import closeWithGrace from 'close-with-grace';
import { buildApp } from './app';
import { ConfigError, loadServerConfig } from './config/env';
import { mailboxLink } from './providers/mail/mailbox.routes';
import { startStudioProcess } from './studio-process';

/** How long in-flight requests get to finish on SIGTERM/SIGINT before the process exits anyway. */
const SHUTDOWN_GRACE_MS = 10_000;

async function main(): Promise<void> {
  // A local `.env` is a convenience for people running the product by hand; real deployments
  // set the environment themselves.
  if (fs.existsSync('.env')) process.loadEnvFile('.env');
  const config = await loadServerConfig();
  const app = await buildApp(config);

  // The aggregator studio's game server, beside this one unless STUDIO_URL names an outside one.
  const studio = config.studio.spawn ? startStudioProcess(config, app.log) : undefined;

  closeWithGrace({ delay: SHUTDOWN_GRACE_MS }, async ({ signal, err }) => {
    if (err) app.log.error({ err }, 'shutting down after an unexpected error');
    else app.log.info({ signal }, 'shutting down');
    await app.close();
    await studio?.stop();
  });

  await app.listen({ host: config.host, port: config.port });
  // Jobs run on every node once it serves (payout settlement, webhooks, mail, the prune schedule: jobs/).
  await app.jobs.start();
  app.log.info({ database: app.database.kind }, `serving on http://localhost:${config.port}`);
  // The one place the mailbox key is shown: a newcomer opens this link to read codes and reset links.
  const { smtpUrl, mailboxKey } = config.mail;
  if (!smtpUrl && mailboxKey) {
    app.log.warn(
      `development mailbox (every e-mail and SMS, codes and reset links; set SMTP_URL for real mail): ${mailboxLink(config.publicUrl, mailboxKey)}`,
    );
  }
}

main().catch((error: unknown) => {
  const message =
    error instanceof ConfigError
      ? error.message
      : error instanceof Error
        ? (error.stack ?? error.message)
        : String(error);
  process.stderr.write(`The server could not start.\n${message}\n`);
  process.exit(1);
});
