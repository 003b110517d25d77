import { describe, expect, it } from 'vitest';
import {
  checkCatalogue,
  flatten,
  identicalToEnglish,
  intlLocaleOf,
  placeholdersOf,
  pluralCategoriesOf,
} from './locale-check.mjs';

const english = flatten({
  title: 'Deposit between {min} and {max}',
  nested: { save: 'Save' },
  spins_one: 'One spin left in {game}',
  spins_other: '{count} spins left in {game}',
});

const problemsOf = (texts, locale) =>
  checkCatalogue(english, flatten(texts), locale).map(({ key, problem }) => `${key}: ${problem}`);

describe('the locale check', () => {
  it('passes a complete catalogue, with the plural categories of the language', () => {
    expect(
      problemsOf(
        {
          title: 'Einzahlung zwischen {min} und {max}',
          nested: { save: 'Speichern' },
          spins_one: 'Ein Spin übrig in {game}',
          spins_other: 'Noch {count} Spins in {game}',
        },
        'de',
      ),
    ).toEqual([]);
    expect(
      problemsOf(
        {
          title: 'От {min} до {max}',
          nested: { save: 'Сохранить' },
          spins_one: '{count} вращение в {game}',
          spins_few: '{count} вращения в {game}',
          spins_many: '{count} вращений в {game}',
          spins_other: '{count} вращения в {game}',
        },
        'ru',
      ),
    ).toEqual([]);
  });

  it('finds a missing key, an empty value and a value that is not text', () => {
    expect(
      problemsOf({ title: ' ', nested: {}, spins_one: 'x {game}', spins_other: ['{count} {game}'] }, 'de'),
    ).toEqual(['title: empty', 'nested.save: missing', 'spins_other: not a text']);
  });

  it('finds a dropped, an added and a renamed placeholder', () => {
    expect(
      problemsOf(
        {
          title: 'Zwischen {min} und {maximum}',
          nested: { save: 'Speichern {x}' },
          spins_one: 'Ein Spin in {game}',
          spins_other: '{count} Spins',
        },
        'de',
      ),
    ).toEqual([
      'title: placeholders {maximum} {min} instead of {max} {min}',
      'nested.save: placeholders {x} instead of none',
      'spins_other: placeholders none instead of {game}',
    ]);
  });

  it('finds a plural category the language needs but the text lacks, and one it does not have', () => {
    expect(
      problemsOf(
        { title: '{min} {max}', nested: { save: 'С' }, spins_one: '{count} в {game}', spins_other: '{count} в {game}' },
        'ru',
      ),
    ).toEqual(['spins_few: plural category missing', 'spins_many: plural category missing']);
    expect(
      problemsOf(
        {
          title: '{min} {max}',
          nested: { save: 'S' },
          spins_one: 'x {game}',
          spins_few: '{count} {game}',
          spins_other: '{count} {game}',
        },
        'de',
      ),
    ).toEqual(['spins_few: plural category "few" does not exist in this language (it has one, other)']);
  });

  it('finds a key en does not have', () => {
    expect(
      problemsOf(
        { title: '{min} {max}', nested: { save: 'S', old: 'x' }, spins_one: 'x {game}', spins_other: '{count} {game}' },
        'de',
      ),
    ).toEqual(['nested.old: not in en (a stale or misspelt key)']);
  });

  it('reads placeholders with a format, and Swedish plural rules for se', () => {
    expect([...placeholdersOf('{count, number} of {max}')]).toEqual(['count', 'max']);
    expect(intlLocaleOf('se')).toBe('sv');
    expect(pluralCategoriesOf('se')).toEqual(['one', 'other']);
    expect(pluralCategoriesOf('cs')).toEqual(['one', 'few', 'many', 'other']);
  });

  it('counts texts still identical to English', () => {
    expect(
      identicalToEnglish(english, flatten({ title: 'Deposit between {min} and {max}', nested: { save: 'Speichern' } })),
    ).toBe(1);
  });
});
