import { afterEach, describe, expect, it } from 'vitest';
import en from '../../locales/en.json';
import { formatPercent, isRtl, latinDigits, localDigits, localeFromQuery, setLanguage, t } from './i18n';
import { formatMoney, formatMultiplierBps, parseAmount } from './money';

const ru = {
  games: {
    reels: {
      summary: {
        cascades_one: '{count} каскад',
        cascades_few: '{count} каскада',
        cascades_many: '{count} каскадов',
        cascades_other: '{count} каскада',
      },
    },
  },
  shell: { bet: { limits: 'от {min} до {max}' } },
};

afterEach(() => setLanguage('en', en, en));

describe('t', () => {
  it('picks the CLDR plural category of the language: ru 1, 2, 5, 21', () => {
    setLanguage('ru', ru, en);
    expect(t('games.reels.summary.cascades', { count: 1 })).toBe('1 каскад');
    expect(t('games.reels.summary.cascades', { count: 2 })).toBe('2 каскада');
    expect(t('games.reels.summary.cascades', { count: 5 })).toBe('5 каскадов');
    expect(t('games.reels.summary.cascades', { count: 21 })).toBe('21 каскад');
    expect(t('games.reels.summary.cascades', { count: 1.5 })).toBe('1,5 каскада');
  });

  it('uses one and other in en, and a _zero form for 0 when there is one', () => {
    expect(t('games.reels.summary.cascades', { count: 1 })).toBe('1 cascade');
    expect(t('games.reels.summary.cascades', { count: 2 })).toBe('2 cascades');
    setLanguage(
      'en',
      {},
      { n: { items_zero: 'nothing yet', items_one: '{count} item', items_other: '{count} items' } },
    );
    expect(t('n.items', { count: 0 })).toBe('nothing yet');
    expect(t('n.items', { count: 1000 })).toBe('1,000 items');
  });

  it('falls back to en for a key the language lacks, then to the key itself', () => {
    setLanguage('ru', ru, en);
    expect(t('games.dice.roll')).toBe('Roll');
    expect(t('games.slot.freeSpinsAwarded', { count: 3 })).toBe('3 free spins won!');
    expect(t('no.such.key')).toBe('no.such.key');
  });

  it('fills placeholders, leaves unknown ones and formats numbers for the locale', () => {
    setLanguage('ru', ru, en);
    expect(t('shell.bet.limits', { min: '0,10 EUR', max: '100,00 EUR' })).toBe('от 0,10 EUR до 100,00 EUR');
    expect(t('shell.bet.limits', { min: 'a' })).toBe('от a до {max}');
    setLanguage('de', { x: { y: '{n, number} Runden' } }, en);
    expect(t('x.y', { n: 12345 })).toBe('12.345 Runden');
  });
});

describe('the launch language', () => {
  it('is a site locale from the lang query, else en', () => {
    expect(localeFromQuery('?token=a&lang=ru')).toBe('ru');
    expect(localeFromQuery('?lang=PT-BR')).toBe('pt-br');
    expect(localeFromQuery('?lang=xx')).toBe('en');
    expect(localeFromQuery('?lang=')).toBe('en');
    expect(localeFromQuery('')).toBe('en');
  });

  it('is right to left for fa only', () => {
    expect(isRtl('fa')).toBe(true);
    expect(isRtl('ru')).toBe(false);
    expect(isRtl('xx')).toBe(false);
  });
});

describe('money and figures per locale', () => {
  const EUR = { code: 'EUR', subunitToUnit: 100 };
  const BTC = { code: 'BTC', subunitToUnit: 100_000_000 };

  it('writes separators and the code where the language puts them, exactly', () => {
    expect(formatMoney(123_456, EUR, 'en')).toBe('1,234.56 EUR');
    expect(formatMoney(123_456, EUR, 'de')).toBe('1.234,56 EUR');
    expect(formatMoney(123_456, EUR, 'ru')).toBe('1\u00a0234,56 EUR');
    expect(formatMoney(123_456, EUR, 'tr')).toBe('EUR\u00a01.234,56');
    expect(formatMoney(123_456, EUR, 'sv')).toBe('1\u00a0234,56 EUR');
    // Exact to the last cent of the largest safe amount, never through a float of units.
    expect(formatMoney(Number.MAX_SAFE_INTEGER, EUR, 'en')).toBe('90,071,992,547,409.91 EUR');
  });

  it('keeps BTC and ETH in milli-units, cut and never rounded, in every locale', () => {
    expect(formatMoney(123_456, BTC, 'de')).toBe('1,23456 mBTC');
    expect(formatMoney(100_000_000, BTC, 'ru')).toBe('1\u00a0000,00 mBTC');
    expect(formatMoney(199_999_999, { code: 'ETH', subunitToUnit: 100_000_000 }, 'de')).toBe('1.999,99999 mETH');
  });

  it('isolates an amount in a right-to-left language and writes its digits', () => {
    const text = formatMoney(150, EUR, 'fa');
    expect(text.startsWith('\u2068') && text.endsWith('\u2069')).toBe(true);
    expect(text).toContain('۱٫۵۰');
    expect(formatMoney(150, EUR, 'en')).not.toMatch(/[\u2068\u2069]/);
  });

  it('shows typed numbers in Persian digits in fa and reads them back, Latin ones too', () => {
    setLanguage('fa', {}, en);
    expect(localDigits('50.50')).toBe('۵۰٫۵۰');
    expect(latinDigits('۵۰٫۵۰')).toBe('50.50');
    // Arabic-Indic digits, as an Arabic keyboard types them, read the same.
    expect(latinDigits('٧٥٫٢')).toBe('75.2');
    expect(parseAmount('۱٫۵', { code: 'EUR', minorPerUnit: 100, fractionDigits: 2 })).toEqual({
      kind: 'ok',
      minor: 150,
    });
    expect(parseAmount('1.5', { code: 'EUR', minorPerUnit: 100, fractionDigits: 2 })).toEqual({
      kind: 'ok',
      minor: 150,
    });
    setLanguage('de', {}, en);
    expect(localDigits('50.50')).toBe('50.50');
  });

  it('formats multipliers and percentages for the installed language', () => {
    setLanguage('de', {}, en);
    expect(formatMultiplierBps(19_800)).toBe('x1,98');
    expect(formatPercent(49.5, 2)).toBe('49,50\u00a0%');
    expect(formatMoney(150, EUR)).toBe('1,50 EUR');
  });
});
