import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { QuestState, type QuestUpdatedPush } from '@casino/shared';
import { queryRows } from '../../db/database';
import { durableApps } from '../../testing/durable-app';
import { bearer, registerPlayer } from '../../testing/players';

const apps = durableApps('retention-restart-');

describe('quest expiry across a restart', () => {
  it('moves a live quest to 5 once: a second run after a restart moves and announces nothing', async () => {
    const environment = await apps.environment();
    const first = await apps.start(environment);
    await first.ready();
    const player = await registerPlayer(first);
    const now = Date.now();
    const quest = await first.retention.quests.create({
      name: 'Ends soon',
      description: '',
      isSequential: false,
      requiresActivation: true,
      attemptsLimit: 1,
      startsAt: new Date(now - 3_600_000),
      endsAt: new Date(now + 3_600_000),
      rewards: [],
      tasks: [
        {
          type: 'rounds',
          quantity: 5n,
          gameIds: [],
          collection: null,
          minMultiplierHundredths: null,
          minOddsHundredths: null,
        },
      ],
    });
    const activated = await first.inject({
      method: 'PUT',
      url: `/api/retention/quests/${quest}/activate`,
      headers: bearer(player.accessToken),
    });
    expect(activated.statusCode, activated.body).toBe(200);
    const after = new Date(now + 2 * 3_600_000);
    expect(await first.retention.quests.expire(after)).toBe(1);
    await first.close();

    const second = await apps.start(environment);
    apps.onCleanUp(() => second.close());
    await second.ready();
    expect(await second.retention.quests.expire(after)).toBe(0);
    const states = await queryRows<{ state: number }>(
      second.database.db,
      sql`select state from player_quests where quest_id = ${quest} and player_id = ${player.profile.id}::uuid`,
    );
    expect(states).toEqual([{ state: QuestState.Expired }]);
    const pushes = await queryRows<{ data: QuestUpdatedPush }>(
      second.database.db,
      sql`select data from realtime_outbox where channel = ${`retention:quests#${player.profile.id}`} order by id`,
    );
    expect(
      pushes.filter(
        (push) =>
          push.data.type === 'quest.updated' &&
          push.data.quest.id === quest &&
          push.data.quest.state === QuestState.Expired,
      ),
    ).toHaveLength(1);
    // Two starts on a fresh database (PGlite migrates its directory from scratch): minutes on a busy machine.
  }, 240_000);
});
