import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // On CI a JSON report feeds the closing 'N passed, N failed' line of .ci/run.
    reporters: process.env.CI ? ['default', 'json'] : ['default'],
    outputFile: { json: 'reports/vitest.json' },
    // Two test files at a time on CI's two cores (Vitest's default is cores − 1, so one): the
    // server tests wait on the database as much as they compute. Measured on the PostgreSQL pass:
    // 372 s with one worker, 251 s with two, all passing.
    ...(process.env.CI ? { maxWorkers: 2 } : {}),
    projects: [
      {
        test: {
          name: 'shared',
          root: './packages/shared',
          include: ['src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'fairplay',
          root: './packages/fairplay',
          include: ['src/**/*.test.ts'],
          environment: 'node',
          // Seeded simulations (200,000 crash rounds, slot RTPs) take seconds, more on a busy machine.
          testTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'seamless-protocol',
          root: './packages/seamless-protocol',
          include: ['src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        // The studio's own side of the protocol (signed launches and wallet calls, owed calls, rollbacks), on
        // PGlite in memory, or a new PostgreSQL database with TEST_DATABASE_URL (the PostgreSQL pass of .ci/run).
        test: {
          name: 'studio-server',
          root: './apps/studio-server',
          include: ['src/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'sportsbook',
          root: './packages/sportsbook',
          include: ['src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        // The web app's logic, run without a DOM; what needs a browser is covered by e2e/.
        resolve: { alias: { '@': new URL('./apps/web/src', import.meta.url).pathname } },
        test: {
          name: 'web',
          root: './apps/web',
          include: ['src/**/*.test.ts'],
          environment: 'node',
          // Building all 26 locales' route tables takes seconds on a busy 2-core CI machine.
          testTimeout: 20_000,
        },
      },
      {
        // The game client's pure logic (money, bets, slips, paths, lines), run without a DOM.
        test: {
          name: 'game-client',
          root: './apps/game-client',
          include: ['src/**/*.test.ts'],
          environment: 'node',
          // The en catalogue installed, as the page installs it before it renders.
          setupFiles: ['./src/test-setup.ts'],
        },
      },
      {
        // The sportsbook widget's pure logic (routes, slip rules, stakes, the real-time protocol), without a DOM.
        test: {
          name: 'sportsbook-widget',
          root: './apps/sportsbook',
          include: ['src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        // Repository tools (the locale check).
        test: {
          name: 'tools',
          root: './tools',
          include: ['**/*.test.mjs'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'server',
          root: './apps/server',
          include: ['src/**/*.test.ts'],
          globalSetup: ['src/testing/global-setup.ts'],
          environment: 'node',
          // Each file builds the app on its own fresh database (PGlite in memory, or a new
          // PostgreSQL database when TEST_DATABASE_URL is set): slow to start, so be patient.
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
