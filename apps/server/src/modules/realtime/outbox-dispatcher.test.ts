import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { InProcessBroker, type BrokerMessage } from './broker';
import { OutboxDispatcher } from './outbox-dispatcher';
import { publishInTransaction } from './realtime-outbox';

let testApp: TestApp;
let dispatcher: OutboxDispatcher;
const delivered: BrokerMessage[] = [];

/** Far longer than the test waits: only the commit's notification can deliver in time. */
const POLL_NEVER_IN_THIS_TEST_MS = 10 * 60_000;

beforeAll(async () => {
  testApp = await createTestApp();
  const broker = new InProcessBroker();
  broker.onMessage((message) => delivered.push(message));
  const { app } = testApp;
  dispatcher = new OutboxDispatcher(app.database.db, app.database.driver, broker, app.log, POLL_NEVER_IN_THIS_TEST_MS);
  await dispatcher.start();
  // The first pass (at start) finds nothing; from now on only notifications wake the dispatcher.
  await vi.waitFor(async () => expect(await dispatcher.dispatchOnce()).toBe(0), { timeout: 10_000 });
});
afterAll(async () => {
  await dispatcher.stop();
  await testApp.close();
});

describe('outbox dispatcher wake-up', () => {
  it('delivers an event as soon as its transaction commits, woken by the commit itself rather than a poll', async () => {
    await testApp.app.database.db.transaction(async (tx) => {
      await publishInTransaction(tx, 'wallet:accounts#p1', { balance: 1 });
      await publishInTransaction(tx, 'wallet:accounts#p1', { balance: 2 });
    });
    await vi.waitFor(() => expect(delivered.map((message) => message.data)).toEqual([{ balance: 1 }, { balance: 2 }]), {
      timeout: 10_000,
    });
  });

  it('delivers nothing of a transaction that rolled back', async () => {
    const before = delivered.length;
    await testApp.app.database.db
      .transaction(async (tx) => {
        await publishInTransaction(tx, 'wallet:accounts#p2', { balance: 3 });
        throw new Error('roll back');
      })
      .catch(() => undefined);
    await testApp.app.database.db.transaction((tx) => publishInTransaction(tx, 'wallet:accounts#p2', { balance: 4 }));
    await vi.waitFor(() => expect(delivered.slice(before).map((message) => message.data)).toEqual([{ balance: 4 }]), {
      timeout: 10_000,
    });
  });
});
