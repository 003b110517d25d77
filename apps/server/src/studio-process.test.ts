import { afterEach, describe, expect, it } from 'vitest';
import { GAMES_MAX_PER_PAGE } from '@casino/shared';
import { call, closeConnections, playerVia, type ClusterPlayer } from './testing/cluster-http';
import { waitUntil } from './testing/payments';
import { startServerProcess, waitUntilHealthy, type ServerProcess } from './testing/server-process';
import { makeTemporaryDirectory } from './testing/test-app';
import { testDatabaseServerUrl } from './testing/test-database';

const ADMIN_TOKEN = 'operator-token-of-the-studio-process-test';
/** A game of the aggregator studio's catalogue (apps/studio-server), launched through the platform. */
const STUDIO_GAME = 'baccarat-royale';

/**
 * `npm start` as a player's machine runs it: the server starts the studio's game server beside
 * itself (NODE_ENV development, no STUDIO_URL, no STUDIO_PORT). Real processes from source.
 */
describe.skipIf(testDatabaseServerUrl)(
  "the studio's game server the server starts itself",
  { timeout: 240_000 },
  () => {
    const cleanups: (() => void | Promise<void>)[] = [];
    afterEach(async () => {
      closeConnections();
      for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
    });

    async function started(dataDir: string): Promise<ServerProcess> {
      const server = await startServerProcess(dataDir, {
        NODE_ENV: 'development',
        ADMIN_TOKEN,
        SPORTSBOOK_FEED: 'off',
        CRASH_ROUNDS: 'off',
      });
      cleanups.push(() => {
        server.child.kill('SIGKILL');
      });
      await waitUntilHealthy(server, 120_000);
      return server;
    }

    function dataDirectory(): string {
      const directory = makeTemporaryDirectory('casino-studio-');
      cleanups.push(directory.remove);
      return directory.path;
    }

    /**
     * Launches the studio game for the player (the platform asks the studio for a session: it only
     * answers when its own studio does) and checks that studio answers at the page's origin. The
     * page itself is not fetched: the game client may not be built when the unit tests run.
     */
    async function launchedStudioOrigin(server: ServerProcess, player: ClusterPlayer): Promise<string> {
      const answer = await call<{ url: string }>(server.baseUrl, 'POST', `/api/game/games/${STUDIO_GAME}/play`, {
        token: player.accessToken,
        body: {},
      });
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      const origin = new URL(answer.body.url).origin;
      expect((await fetch(`${origin}/health`)).status).toBe(200);
      return origin;
    }

    async function operatorHealth(server: ServerProcess): Promise<unknown> {
      return (
        await fetch(`${server.baseUrl}/api/health`, { headers: { authorization: `Bearer ${ADMIN_TOKEN}` } })
      ).json();
    }

    it('is ready when health says so, on a port of its own per server, and dies and comes back with its server', async () => {
      const firstDataDir = dataDirectory();
      const [first, second] = await Promise.all([started(firstDataDir), started(dataDirectory())]);
      // Ready means ready: the studio answers the moment health first says ok.
      for (const server of [first, second]) {
        expect(await operatorHealth(server)).toEqual({
          status: 'ok',
          database: 'pglite',
          dependencies: { database: 'ready', studio: 'ready' },
        });
      }
      const firstOrigin = await launchedStudioOrigin(first, await playerVia(first.baseUrl, 'USD'));
      const secondOrigin = await launchedStudioOrigin(second, await playerVia(second.baseUrl, 'USD'));
      expect(secondOrigin).not.toBe(firstOrigin);
      // The second server on the machine launches every game of the lobby, its studio's included.
      const secondPlayer = await playerVia(second.baseUrl, 'USD');
      const lobby = await call<{ data: { identity: string }[] }>(
        second.baseUrl,
        'GET',
        `/api/game/games?perPage=${GAMES_MAX_PER_PAGE}`,
      );
      expect(lobby.body.data.length).toBeGreaterThanOrEqual(35);
      for (const { identity } of lobby.body.data) {
        const launch = await call<{ url: string }>(second.baseUrl, 'POST', `/api/game/games/${identity}/play`, {
          token: secondPlayer.accessToken,
          body: {},
        });
        expect(launch.status, `${identity}: ${JSON.stringify(launch.body)}`).toBe(200);
      }

      // kill -9 leaves the studio no chance to be told: it notices its server is gone and stops too,
      // freeing its port and its database for the next server.
      first.child.kill('SIGKILL');
      await first.exited;
      await waitUntil(
        async () =>
          !(await fetch(`${firstOrigin}/health`).then(
            (response) => response.ok,
            () => false,
          )),
        30_000,
      );

      // Started again at once on the same directory: its studio comes back with it.
      const restarted = await started(firstDataDir);
      expect(await operatorHealth(restarted)).toMatchObject({ dependencies: { studio: 'ready' } });
      await launchedStudioOrigin(restarted, await playerVia(restarted.baseUrl, 'USD'));
    });
  },
);
