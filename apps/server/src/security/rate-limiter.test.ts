import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app';
import { RateLimiter, type RateLimitRule } from './rate-limiter';

let testApp: TestApp;
let limiter: RateLimiter;
beforeAll(async () => {
  testApp = await createTestApp();
  limiter = new RateLimiter(testApp.app.database.db);
});
afterAll(() => testApp.close());

const rule = (limit: number): RateLimitRule => ({ name: `test-${randomUUID()}`, limit, windowSeconds: 15 * 60 });

/** How many of the attempts were let through (a refusal is a 429 AppError). */
async function passed(attempts: Promise<unknown>[]): Promise<number> {
  const outcomes = await Promise.allSettled(attempts);
  for (const outcome of outcomes) {
    if (outcome.status === 'rejected') expect(outcome.reason).toMatchObject({ statusCode: 429, code: 'rate_limited' });
  }
  return outcomes.filter((outcome) => outcome.status === 'fulfilled').length;
}

describe('RateLimiter', () => {
  it('lets exactly `limit` of 100 concurrent attempts through: counting and deciding are one statement', async () => {
    const limited = rule(10);
    expect(await passed(Array.from({ length: 100 }, () => limiter.consume(limited, 'subject')))).toBe(10);
    expect(await limiter.hits(limited, 'subject')).toBe(100);
  });

  it('counts subjects apart, in any letter case alike', async () => {
    const limited = rule(1);
    await limiter.consume(limited, 'Someone@Example.com');
    await expect(limiter.consume(limited, 'someone@example.com')).rejects.toMatchObject({ statusCode: 429 });
    await expect(limiter.consume(limited, 'other@example.com')).resolves.toBe(1);
  });

  it('keeps long subjects apart (hashed, not cut to the column)', async () => {
    const limited = rule(1);
    const prefix = 'x'.repeat(300);
    await limiter.consume(limited, `${prefix}-a`);
    await expect(limiter.consume(limited, `${prefix}-b`)).resolves.toBe(1);
    await expect(limiter.consume(limited, `${prefix}-a`)).rejects.toMatchObject({ statusCode: 429 });
  });

  it('takes an attempt back on refund, never below zero, and forgets a subject on reset', async () => {
    const limited = rule(2);
    await limiter.consume(limited, 's');
    await limiter.consume(limited, 's');
    await limiter.refund(limited, 's');
    await expect(limiter.consume(limited, 's')).resolves.toBe(2);
    await limiter.reset(limited, 's');
    await limiter.refund(limited, 's');
    expect(await limiter.hits(limited, 's')).toBe(0);
    await expect(limiter.consume(limited, 's')).resolves.toBe(1);
  });
});
