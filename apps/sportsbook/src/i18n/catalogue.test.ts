import { describe, expect, it } from 'vitest';
import { formatMoney, parseStake } from '../lib/money';
import { displayPrice } from '../lib/odds-display';
import { startTimeText } from '../lib/event-list';
import { createTexts, localiseNumberText, siteLocaleOf, sportName } from './catalogue';
import { createCatalogueLoader, readCatalogue } from './load';

const ru = {
  markets_one: '{count} рынок',
  markets_few: '{count} рынка',
  markets_many: '{count} рынков',
  markets_other: '{count} рынка',
  placeBet: 'Сделать ставку',
};

describe('the widget texts', () => {
  it('picks the Russian plural form of 1, 2, 5 and 21', () => {
    const texts = createTexts('ru', ru);
    expect(texts.n('markets', 1)).toBe('1 рынок');
    expect(texts.n('markets', 2)).toBe('2 рынка');
    expect(texts.n('markets', 5)).toBe('5 рынков');
    expect(texts.n('markets', 21)).toBe('21 рынок');
  });

  it('uses English plurals and the _zero form in English', () => {
    const texts = createTexts('en', null);
    expect(texts.n('markets', 1)).toBe('1 market');
    expect(texts.n('markets', 7)).toBe('7 markets');
    expect(texts.n('stakeTooPrecise', 0)).toBe('Whole amounts only.');
    expect(texts.n('stakeTooPrecise', 2)).toBe('At most 2 decimals.');
  });

  it('falls back to English, key by key, for a missing text, a missing catalogue or a missing family', () => {
    const texts = createTexts('ru', ru);
    expect(texts.placeBet).toBe('Сделать ставку');
    expect(texts.slip).toBe('Bet slip');
    expect(texts.n('liveCount', 3)).toBe('3 live');
    expect(createTexts('de', null).placeBet).toBe('Place bet');
  });

  it('fills placeholders, numbers in the locale, an unknown one left visible', () => {
    expect(createTexts('de', null).f('{a} and {b}', { a: 1234.5 })).toBe('1.234,5 and {b}');
    expect(createTexts('en', null).n('systemOf', 3, { size: 2, legs: 3 })).toBe('2 of 3 (3 bets)');
  });

  it('isolates every filled-in value in Persian (right to left) and uses Persian digits', () => {
    const texts = createTexts('fa', null);
    expect(texts.dir).toBe('rtl');
    expect(texts.f('{amount}!', { amount: '2.50 EUR' })).toBe('\u20682.50 EUR\u2069!');
    expect(texts.n('markets', 3)).toBe('\u2068۳\u2069 markets');
    expect(createTexts('de', null).dir).toBe('ltr');
  });

  it('reads the site locale from the locale given, else the culture, else English', () => {
    expect(siteLocaleOf('es-mx', 'es-ES')).toBe('es-mx');
    expect(siteLocaleOf('', 'de-DE')).toBe('de');
    expect(siteLocaleOf(undefined, 'pt-BR')).toBe('pt-br');
    expect(siteLocaleOf(undefined, 'sv-SE')).toBe('se');
    expect(siteLocaleOf('xx', 'en-GB')).toBe('en');
    expect(siteLocaleOf('../../etc', 'zz-ZZ')).toBe('en');
  });
});

describe('numbers, money and dates per locale', () => {
  it('shows odds with the locale decimal separator and digits, exactly', () => {
    const price = { numerator: 5, denominator: 2 };
    expect(displayPrice(price, 'decimal', 'en')).toBe('2.50');
    expect(displayPrice(price, 'decimal', 'de')).toBe('2,50');
    expect(displayPrice(price, 'decimal', 'ru')).toBe('2,50');
    expect(displayPrice(price, 'decimal', 'fa')).toBe('۲٫۵۰');
    expect(displayPrice(price, 'fractional', 'de')).toBe('6/4');
    expect(localiseNumberText('+150', 'fa')).toBe('+۱۵۰');
  });

  it('formats money per locale, exact beyond 2^53', () => {
    const eur = { currency: 'EUR', subunitToUnit: 100 };
    expect(formatMoney(123456n, eur, 'de')).toBe('1.234,56 EUR');
    expect(formatMoney(123456n, eur, 'ru')).toBe('1\u00a0234,56 EUR');
    expect(formatMoney(12345678901234567n, eur, 'de')).toBe('123.456.789.012.345,67 EUR');
    expect(formatMoney(250n, eur, 'fa')).toBe('۲٫۵۰ EUR');
  });

  it('parses a typed stake with the locale separator, refuses a grouped thousand, reads Persian digits', () => {
    expect(parseStake('2,50', 100, 'de')).toEqual({ kind: 'ok', minor: 250n });
    expect(parseStake('2.50', 100, 'de')).toEqual({ kind: 'ok', minor: 250n });
    expect(parseStake('1.000', 100, 'de').kind).toBe('invalid');
    expect(parseStake('1,000', 100, 'en').kind).toBe('invalid');
    expect(parseStake('1,000', 100, 'ru')).toEqual({ kind: 'ok', minor: 100n });
    expect(parseStake('۲٫۵', 100, 'fa')).toEqual({ kind: 'ok', minor: 250n });
  });

  it('writes kick-off dates in the locale', () => {
    const now = new Date('2030-03-01T12:00:00Z');
    expect(startTimeText('2030-03-05T18:30:00Z', 'de', now)).toMatch(/März|Mär/);
    expect(startTimeText('2030-03-05T18:30:00Z', 'ru', now)).toMatch(/мар/);
  });

  it("names a sport by its code in the locale, and a sport the catalogue lacks by the API's name", () => {
    const de = createTexts('de', { 'sport_ice-hockey': 'Eishockey' });
    expect(sportName(de, { code: 'ice-hockey', name: 'Ice Hockey' })).toBe('Eishockey');
    // Not in the German catalogue here: the English catalogue's name, then the API's.
    expect(sportName(de, { code: 'soccer', name: 'Soccer' })).toBe('Soccer');
    expect(sportName(de, { code: 'curling', name: 'Curling' })).toBe('Curling');
  });
});

describe('loading a catalogue', () => {
  it('fetches the hashed file next to the script once, English never, and falls back on a failure', async () => {
    const asked: string[] = [];
    let fail = true;
    const load = createCatalogueLoader(
      'https://site.test/provider/sportsbook/widget/',
      { de: 'locales/de.abc.json' },
      async (url) => {
        asked.push(url);
        if (fail) throw new Error('offline');
        return { placeBet: 'Wette platzieren', broken: 3 };
      },
    );
    expect(await load('de')).toBeNull();
    fail = false;
    expect(await load('de')).toEqual({ placeBet: 'Wette platzieren' });
    await load('de');
    expect(await load('en')).toBeNull();
    expect(await load('xx')).toBeNull();
    expect(asked).toEqual([
      'https://site.test/provider/sportsbook/widget/locales/de.abc.json',
      'https://site.test/provider/sportsbook/widget/locales/de.abc.json',
    ]);
  });

  it('keeps only non-empty string texts', () => {
    expect(readCatalogue([1])).toBeNull();
    expect(readCatalogue({ a: 'x', b: '', c: { d: 'e' } })).toEqual({ a: 'x' });
  });
});
