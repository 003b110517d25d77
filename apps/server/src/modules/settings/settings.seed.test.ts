import { count, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database';
import { createTestApp } from '../../testing/test-app';
import { createTestDatabase, testDatabaseServerUrl } from '../../testing/test-database';
import { sportSeeds } from './seed-data/sports.data';
import { seedSettings } from './settings.seed';
import { countries, currencies, locales, settingsConstants, sports } from './settings.table';

async function rowCounts(db: Database) {
  const tables = { countries, currencies, locales, settingsConstants, sports };
  const counts: Record<string, number> = {};
  for (const [name, table] of Object.entries(tables)) {
    const [row] = await db.select({ value: count() }).from(table);
    counts[name] = row?.value ?? -1;
  }
  return counts;
}

describe('seed data', () => {
  const cleanups: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups) await cleanup();
  });

  it('is applied at start-up and a second run adds nothing twice', async () => {
    const testApp = await createTestApp();
    cleanups.push(() => testApp.close());
    const db = testApp.app.database.db;
    const first = await rowCounts(db);
    expect(first).toEqual({
      countries: 249,
      currencies: 16,
      locales: 26,
      settingsConstants: 4,
      sports: sportSeeds.length,
    });
    await seedSettings(db);
    await seedSettings(db);
    expect(await rowCounts(db)).toEqual(first);
  });

  it.skipIf(!testDatabaseServerUrl)(
    'survives a restart on PostgreSQL without duplicating or overwriting operator changes',
    async () => {
      const database = await createTestDatabase();
      cleanups.push(() => database.drop());
      const firstStart = await createTestApp({ database });
      await firstStart.app.database.db.update(currencies).set({ rate: '1.25' }).where(eq(currencies.code, 'EUR'));
      const before = await rowCounts(firstStart.app.database.db);
      await firstStart.close();

      const secondStart = await createTestApp({ database });
      cleanups.push(() => secondStart.close());
      expect(await rowCounts(secondStart.app.database.db)).toEqual(before);
      const [euro] = await secondStart.app.database.db.select().from(currencies).where(eq(currencies.code, 'EUR'));
      expect(euro?.rate).toBe('1.250000000000');
    },
  );

  it('keeps an operator-set currency rate when seeding again', async () => {
    const testApp = await createTestApp();
    cleanups.push(() => testApp.close());
    const db = testApp.app.database.db;
    await db.update(currencies).set({ rate: '1.5', visible: false }).where(eq(currencies.code, 'EUR'));
    await seedSettings(db);
    const [euro] = await db.select().from(currencies).where(eq(currencies.code, 'EUR'));
    expect(euro).toMatchObject({ rate: '1.500000000000', visible: false });
  });

  it('holds the sport catalogue of the spec, with every listed id and name exactly', async () => {
    const testApp = await createTestApp();
    cleanups.push(() => testApp.close());
    const rows = await testApp.app.database.db.select().from(sports);
    const byId = new Map(rows.map((sport) => [sport.id, sport]));
    const listed: [number, string][] = [
      [66, 'Soccer'],
      [67, 'Basketball'],
      [68, 'Tennis'],
      [69, 'Volleyball'],
      [70, 'Ice Hockey'],
      [71, 'Boxing'],
      [74, 'Cricket'],
      [75, 'American Football'],
      [76, 'Baseball'],
      [77, 'Table Tennis'],
      [84, 'MMA'],
      [85, 'Golf'],
      [90, 'Specials'],
      [93, 'Biathlon'],
      [103, 'Motorsport'],
      [112, 'Football AI'],
      [115, 'Boosted Odds'],
      [121, 'Price Boosts'],
      [124, 'Golden Odds'],
      [145, 'E-Sports +'],
      [160, 'Kabaddi'],
      [163, 'Lotteries'],
      [164, 'Padel'],
      [165, 'Horse Racing'],
      [173, 'Pickleball'],
    ];
    for (const [id, name] of listed) expect(byId.get(id)?.name).toBe(name);
    expect(rows.length).toBeGreaterThanOrEqual(140);
    expect(Math.min(...rows.map((sport) => sport.id))).toBe(66);
    expect(new Set(rows.map((sport) => sport.code)).size).toBe(rows.length);
    expect(rows.every((sport) => /^[a-z0-9]+(-[a-z0-9]+)*$/.test(sport.code))).toBe(true);
    expect(byId.get(66)).toMatchObject({
      code: 'soccer',
      widgetBgUrl: '/sports/widgetBackgrounds/soccer.webp',
      cardBgUrl: '/sports/cardsBackgrounds/soccer.webp',
      cardImgUrl: '/sports/cardsImages/soccer.webp',
    });
  });

  it('names en the default locale and gives every country a known locale', async () => {
    const testApp = await createTestApp();
    cleanups.push(() => testApp.close());
    const db = testApp.app.database.db;
    const defaults = await db.select().from(locales).where(eq(locales.isDefault, true));
    expect(defaults.map((locale) => locale.code)).toEqual(['en']);
    const [ukraine] = await db.select().from(countries).where(eq(countries.code, 'UA'));
    expect(ukraine?.name).toBe('Ukraine');
  });
});
