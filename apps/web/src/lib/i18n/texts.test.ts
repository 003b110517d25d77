import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { pseudoLocalize } from '@casino/shared';
import { createTextStore } from './texts';

/**
 * texts.ts replaced i18next for the site's texts; this holds the two to the same answers on
 * every text of the real content files (apps/server/content), with and without parameters.
 */
const contentDir = fileURLToPath(new URL('../../../../server/content', import.meta.url));
const namespaces = ['alerts', 'fields-settings', 'global-components', 'layout', 'modals'];
type Texts = { [key: string]: unknown };

function readBundle(locale: string, namespace: string): Texts | undefined {
  const file = path.join(contentDir, locale, `${namespace}.json`);
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as Texts) : undefined;
}

function keysOf(texts: Texts, prefix = ''): string[] {
  return Object.entries(texts).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null
      ? [`${prefix}${key}`, ...keysOf(value as Texts, `${prefix}${key}.`)]
      : [`${prefix}${key}`],
  );
}

function referenceInstance() {
  const instance = i18next.createInstance();
  void instance.init({
    lng: 'en',
    fallbackLng: 'en',
    lowerCaseLng: true,
    load: 'currentOnly',
    ns: namespaces,
    defaultNS: 'layout',
    resources: {},
    initAsync: false,
    returnNull: false,
    interpolation: { escapeValue: false, prefix: '{', suffix: '}' },
  });
  return instance;
}

// `se` is served as Swedish (intlLocaleOf): i18next would apply Northern Sami's plural rules to it,
// so it is held to Swedish rules by its own test below instead.
const locales = fs
  .readdirSync(contentDir)
  .filter((entry) => fs.statSync(path.join(contentDir, entry)).isDirectory() && entry !== 'se');
const paramSets: Record<string, unknown>[] = [
  {},
  { count: 0, name: 'Ann', amount: '10 $&', stake: 1.5, path: '/x', device: null },
  { count: 1 },
  { count: 2, min: 5, max: 1234567.5 },
  { count: 5 },
  { count: 22 },
  { count: 1.5 },
  { count: 1234567 },
];

describe('texts', () => {
  it('has content to compare', () => {
    expect(locales).toContain('en');
    expect(locales.length).toBeGreaterThan(1);
  });

  for (const locale of locales) {
    it(`answers as i18next did for every ${locale} text`, async () => {
      const reference = referenceInstance();
      const store = createTextStore({ language: 'en', fallbackLanguage: 'en', defaultNamespace: 'layout' });
      const keys = new Set<string>(['layout:no.such.key', 'no-namespace.key', 'modals:', 'nope:at.all']);
      for (const namespace of namespaces) {
        for (const code of new Set(['en', locale])) {
          const bundle = readBundle(code, namespace);
          if (!bundle) continue;
          reference.addResourceBundle(code, namespace, bundle, true, true);
          store.addResourceBundle(code, namespace, bundle, true, true);
          for (const key of keysOf(bundle)) {
            keys.add(`${namespace}:${key}`);
            keys.add(`${namespace}:${key.replace(/_(zero|one|two|few|many|other)$/, '')}`);
            if (namespace === 'layout') keys.add(key);
          }
        }
      }
      await reference.changeLanguage(locale);
      await store.changeLanguage(locale);
      expect(store.language).toBe(reference.language);
      let compared = 0;
      for (const key of keys) {
        expect(store.exists(key), key).toBe(reference.exists(key));
        for (const params of paramSets) {
          expect(store.t(key, params), `${key} ${JSON.stringify(params)}`).toBe(reference.t(key, params));
          compared += 1;
        }
      }
      expect(compared).toBeGreaterThan(100);
    });
  }

  it('picks plural forms by the rules of the language the site locale stands for (se is Swedish)', async () => {
    const store = createTextStore({ language: 'se', fallbackLanguage: 'en', defaultNamespace: 'layout' });
    store.addResourceBundle(
      'se',
      'layout',
      { spins_one: '{count} snurr', spins_two: 'Sami', spins_other: '{count, number} snurr totalt' },
      true,
      true,
    );
    store.addResourceBundle(
      'ru',
      'layout',
      {
        spins_one: '{count} спин',
        spins_few: '{count} спина',
        spins_many: '{count} спинов',
        spins_other: '{count} спина',
      },
      true,
      true,
    );
    expect(store.t('spins', { count: 1 })).toBe('1 snurr');
    expect(store.t('spins', { count: 2 })).toBe('2 snurr totalt');
    expect(store.t('spins', { count: 1234.5 })).toBe('1\u00a0234,5 snurr totalt');
    await store.changeLanguage('ru');
    expect([1, 3, 5, 21, 22, 25].map((count) => store.t('spins', { count }))).toEqual([
      '1 спин',
      '3 спина',
      '5 спинов',
      '21 спин',
      '22 спина',
      '25 спинов',
    ]);
  });

  it('tells listeners of new texts and of a language change', async () => {
    const store = createTextStore({ language: 'en', fallbackLanguage: 'en', defaultNamespace: 'layout' });
    const events: string[] = [];
    store.on('added', () => events.push('added'));
    store.on('languageChanged', () => events.push('languageChanged'));
    store.addResourceBundle('de', 'layout', { a: { b: 'x' } }, true, true);
    store.addResourceBundle('de', 'layout', { a: { c: 'y' } }, true, true);
    await store.changeLanguage('DE');
    expect(events).toEqual(['added', 'added', 'languageChanged']);
    expect([store.language, store.t('a.b'), store.t('layout:a.c')]).toEqual(['de', 'x', 'y']);
  });
});

describe('a text store with a transform (the pseudo-locale)', () => {
  it('transforms the text found, then fills its placeholders', () => {
    const store = createTextStore({
      language: 'en',
      fallbackLanguage: 'en',
      defaultNamespace: 'layout',
      transform: pseudoLocalize,
    });
    store.addResourceBundle('en', 'layout', { greeting: 'Hi {name}' }, true, true);
    expect(store.t('greeting', { name: 'ann' })).toBe('⟦Ĥîî ann·⟧');
    expect(store.t('missing.key')).toBe('missing.key');
  });
});
