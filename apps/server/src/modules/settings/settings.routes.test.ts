import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { NON_SELECTABLE_COUNTRY_CODES, type Country, type Currency } from '@casino/shared';
import { currencies } from './settings.table';
import { useTestApp } from '../../testing/test-app';

const testApp = useTestApp();

const get = (url: string) => testApp.app.inject({ method: 'GET', url });

describe('GET /api/settings/currencies', () => {
  it('lists the seeded fiat and crypto currencies with their minor units', async () => {
    const response = await get('/api/settings/currencies');
    expect(response.statusCode).toBe(200);
    const list = response.json<{ data: Currency[] }>().data;
    const byCode = new Map(list.map((currency) => [currency.code, currency]));
    for (const code of ['USD', 'EUR', 'BRL', 'INR', 'TRY', 'UAH', 'KZT', 'PLN', 'CAD', 'MXN']) {
      expect(byCode.get(code)).toMatchObject({ type: 'fiat', isEnabled: true, visible: true, subunitToUnit: 100 });
    }
    for (const [code, subunitToUnit] of [
      ['BTC', 1e8],
      ['ETH', 1e8],
      ['USDT', 1e6],
      ['TON', 1e9],
      ['LTC', 1e8],
      ['TRX', 1e6],
    ] as const) {
      expect(byCode.get(code)).toMatchObject({ type: 'crypto', subunitToUnit });
    }
    expect(list.filter((currency) => currency.isBase).map((currency) => currency.code)).toEqual(['USD']);
    expect(byCode.get('USD')?.rate).toEqual({ rate: '1' });
    expect(byCode.get('EUR')?.rate.rate).toMatch(/^\d+(\.\d+)?$/);
    expect(byCode.get('USDT')?.subCurrencies.map((sub) => sub.network)).toEqual(
      expect.arrayContaining(['TRC20', 'ERC20', 'TON']),
    );
  });

  it('keeps settings cacheable for 15 minutes', async () => {
    const response = await get('/api/settings/currencies');
    expect(response.headers['cache-control']).toBe('public, max-age=900');
  });

  it('filters by visible and never lists a disabled currency', async () => {
    await testApp.app.database.db.update(currencies).set({ visible: false }).where(eq(currencies.code, 'LTC'));
    await testApp.app.database.db.update(currencies).set({ isEnabled: false }).where(eq(currencies.code, 'TRX'));
    try {
      const codes = async (url: string) =>
        (await get(url)).json<{ data: Currency[] }>().data.map((currency) => currency.code);
      const visible = await codes('/api/settings/currencies?visible=true');
      const hidden = await codes('/api/settings/currencies?visible=false');
      const all = await codes('/api/settings/currencies');
      expect(visible).not.toContain('LTC');
      expect(hidden).toEqual(['LTC']);
      expect(all).toContain('LTC');
      expect([...visible, ...hidden, ...all]).not.toContain('TRX');
      expect(await codes('/api/settings/currencies?visible=1')).toEqual(visible);
    } finally {
      await testApp.app.database.db.update(currencies).set({ visible: true, isEnabled: true });
    }
  });

  it.each(['visible=banana', 'visible=', 'visible[]=true', 'other=1'])(
    'refuses the bad query %s with 400 and the field named',
    async (query) => {
      const response = await get(`/api/settings/currencies?${query}`);
      expect(response.statusCode).toBe(400);
      const body = response.json<{ error: { code: string; fields: Record<string, string[]> } }>();
      expect(body.error.code).toBe('invalid_request');
      expect(Object.keys(body.error.fields).length).toBeGreaterThan(0);
    },
  );
});

describe('GET /api/settings/locales', () => {
  it('lists the 26 locales of the spec with en as the only default and Persian right-to-left', async () => {
    const response = await get('/api/settings/locales');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=900');
    const list = response.json<{ data: { code: string; isDefault: boolean; direction: string }[] }>().data;
    expect(list.map((locale) => locale.code)).toEqual([
      'en',
      'en-ca',
      'de',
      'fr',
      'es',
      'es-mx',
      'pt',
      'pt-br',
      'ru',
      'tr',
      'hi',
      'fa',
      'uz',
      'kk',
      'it',
      'et',
      'fi',
      'el',
      'id',
      'nb',
      'pl',
      'ro',
      'se',
      'cs',
      'da',
      'nl',
    ]);
    expect(list.filter((locale) => locale.isDefault).map((locale) => locale.code)).toEqual(['en']);
    expect(list.filter((locale) => locale.direction === 'rtl').map((locale) => locale.code)).toEqual(['fa']);
  });
});

describe('GET /api/settings/countries', () => {
  it('lists every ISO 3166-1 country, marking the ones players may not select', async () => {
    const response = await get('/api/settings/countries');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=900');
    const list = response.json<{ data: Country[] }>().data;
    expect(list).toHaveLength(249);
    expect(new Set(list.map((country) => country.code)).size).toBe(249);
    const notSelectable = list
      .filter((country) => !country.isSelectable)
      .map((country) => country.code)
      .sort();
    expect(notSelectable).toEqual([...NON_SELECTABLE_COUNTRY_CODES].sort());
    expect(list.find((country) => country.code === 'DE')).toEqual({
      code: 'DE',
      name: 'Germany',
      locale: 'de',
      isSelectable: true,
    });
    expect(list.find((country) => country.code === 'BR')?.locale).toBe('pt-br');
    expect(list.every((country) => /^[A-Z]{2}$/.test(country.code) && country.name.length > 0)).toBe(true);
  });
});

describe('GET /api/settings/constants', () => {
  it('publishes the status tables of the spec', async () => {
    const response = await get('/api/settings/constants');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=900');
    const constants = response.json<{
      player: { timeZone: { id: string; name: string }[]; playerStatuses: unknown[]; document: { status: unknown[] } };
      payment: { invoiceStatuses: unknown[]; invoiceTypes: unknown[] };
      game: Record<string, { status: unknown[]; result?: unknown[] }>;
      limits: {
        definitions: unknown[];
        periods: string[];
        coolingOffPeriods: unknown[];
        selfExclusionPeriods: unknown[];
      };
    }>();
    expect(constants.payment.invoiceStatuses).toEqual([
      { id: 1, name: 'pending' },
      { id: 2, name: 'success' },
      { id: 3, name: 'failure' },
    ]);
    expect(constants.game.playerBonus?.status).toEqual([
      { id: 1, name: 'issued' },
      { id: 2, name: 'active' },
      { id: 3, name: 'finished' },
    ]);
    expect(constants.game.playerBonus?.result).toHaveLength(5);
    expect(constants.game.playerFreespin?.result).toHaveLength(4);
    expect(constants.game.bet?.status.length).toBeGreaterThan(0);
    expect(constants.limits.definitions).toEqual([
      { id: 1, name: 'bet' },
      { id: 2, name: 'loss' },
      { id: 3, name: 'deposit' },
      { id: 4, name: 'self_exclusion' },
      { id: 5, name: 'cooling_off' },
      { id: 6, name: 'play_time' },
    ]);
    expect(constants.limits.periods).toEqual(['daily', 'weekly', 'monthly']);
    expect(constants.limits.coolingOffPeriods.length).toBeGreaterThan(0);
    expect(constants.limits.selfExclusionPeriods.length).toBeGreaterThan(0);
    expect(constants.player.document.status.length).toBeGreaterThan(0);
    expect(constants.player.playerStatuses.length).toBeGreaterThan(0);
    expect(constants.player.timeZone[0]).toEqual({ id: 'UTC', name: '(UTC+00:00) UTC' });
    expect(constants.player.timeZone).toContainEqual({ id: 'Europe/Berlin', name: '(UTC+01:00) Europe/Berlin' });
  });
});

describe('GET /api/settings/visitor-country', () => {
  const visitorCountry = async (headers: Record<string, string>) => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/settings/visitor-country', headers });
    expect(response.statusCode).toBe(200);
    // Per visitor: a shared cache must never hand one visitor's country to another.
    expect(response.headers['cache-control']).toBe('private, no-store');
    return response.json<{ country: string | null; restricted: boolean }>();
  };

  it('names the country the CDN reports, when players may pick it', async () => {
    expect(await visitorCountry({ 'cf-ipcountry': 'at' })).toEqual({ country: 'AT', restricted: false });
  });

  it('never names a restricted country, but says the visitor is in one', async () => {
    for (const code of NON_SELECTABLE_COUNTRY_CODES)
      expect(await visitorCountry({ 'cf-ipcountry': code.toLowerCase() })).toEqual({ country: null, restricted: true });
  });

  it('knows nothing of what is no country', async () => {
    for (const value of ['', 'XX', 'DEU', '1', 'T1'])
      expect(await visitorCountry({ 'cf-ipcountry': value })).toEqual({ country: null, restricted: false });
    expect(await visitorCountry({})).toEqual({ country: null, restricted: false });
  });
});
