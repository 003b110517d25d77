import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 4310);
const baseURL = `http://127.0.0.1:${port}`;

// Playwright loads this file in the runner and again in every worker: only the runner makes the
// fresh database directory (workers inherit it through the environment), and removes it on exit.
const isRunner = process.env.E2E_DATA_DIR === undefined;
const dataDir = process.env.E2E_DATA_DIR ?? fs.mkdtempSync(path.join(os.tmpdir(), 'casino-e2e-'));
process.env.E2E_DATA_DIR = dataDir;
// The development mailbox opens only with its key: made here, handed to the server and, through the
// environment, to the workers that read the mailbox (support/accounts.ts).
const mailboxKey = process.env.E2E_MAILBOX_KEY ?? randomBytes(18).toString('base64url');
process.env.E2E_MAILBOX_KEY = mailboxKey;
// The operator API (sportsbook trading: finish a match, move a price) opens only with this token:
// a fixed test value, handed to the server and, through the environment, to the workers (support/operator.ts).
const adminToken = process.env.E2E_ADMIN_TOKEN ?? 'e2e-operator-token-not-a-secret-0001';
process.env.E2E_ADMIN_TOKEN = adminToken;
// The messenger bot's token: the server checks mini-app logins with it, and the test host
// (support/telegram-host.html) signs init data with it, as Telegram signs with the real bot's.
const telegramBotToken = process.env.E2E_TELEGRAM_BOT_TOKEN ?? '7000000002:AAE-e2e-bot-token-not-a-secret-01';
process.env.E2E_TELEGRAM_BOT_TOKEN = telegramBotToken;
if (isRunner) process.on('exit', () => fs.rmSync(dataDir, { recursive: true, force: true }));

export default defineConfig({
  testDir: './tests',
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  // CI's machine is shared and busy: give waits room there.
  timeout: process.env.CI ? 90_000 : 30_000,
  expect: { timeout: process.env.CI ? 15_000 : 5_000 },
  // Two browsers against the one server: a journey spends most of its time waiting (the server, a
  // reel's animation, a live push), so two at a time took the whole lane from 23 to 11 minutes on
  // CI's two cores. Journeys are independent: each registers its own players and picks its own
  // events; the tests of one file stay in order on one worker.
  workers: process.env.E2E_WORKERS ? Number(process.env.E2E_WORKERS) : 2,
  reporter: [['list'], ['json', { outputFile: '../reports/e2e.json' }]],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    launchOptions: {
      // Debian's Chromium: this machine never downloads Playwright's browsers.
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--no-first-run',
        '--disable-dev-shm-usage',
      ],
    },
  },
  projects: [{ name: 'chromium-desktop', use: { browserName: 'chromium', viewport: { width: 1280, height: 800 } } }],
  webServer: {
    command: 'node ../apps/server/dist/server.js',
    url: `${baseURL}/api/health`,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      // The server starts the aggregator studio's game server beside itself (apps/studio-server), on the next port.
      STUDIO_PORT: String(port + 1),
      STUDIO_PUBLIC_URL: `http://127.0.0.1:${port + 1}`,
      // Registrations may then come from an X-Forwarded-For address of their own (support/realtime.ts).
      TRUST_PROXY: 'true',
      MAILBOX_KEY: mailboxKey,
      ADMIN_TOKEN: adminToken,
      TELEGRAM_BOT_TOKEN: telegramBotToken,
      // A web build elsewhere than apps/web/dist (parallel runs build into their own folder).
      ...(process.env.E2E_WEB_DIST_DIR ? { WEB_DIST_DIR: process.env.E2E_WEB_DIST_DIR } : {}),
    },
    reuseExistingServer: false,
    // A fresh database's migrations and seeds take longer on a busy machine: E2E_SERVER_TIMEOUT_MS gives it more.
    timeout: Number(process.env.E2E_SERVER_TIMEOUT_MS ?? 120_000),
  },
});
