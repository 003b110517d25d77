import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { LOCALE_DEFINITIONS, DEFAULT_LOCALE, NON_SELECTABLE_COUNTRY_CODES } from '@casino/shared';
import type { Database } from '../../db/database';
import { countrySeeds } from './seed-data/countries.data';
import { BASE_CURRENCY_CODE, currencySeeds } from './seed-data/currencies.data';
import { sportSeeds } from './seed-data/sports.data';
import { buildSettingsConstants } from './settings-constants';
import { countries, currencies, locales, settingsConstants, sports } from './settings.table';

const nonSelectableCountries: ReadonlySet<string> = new Set(NON_SELECTABLE_COUNTRY_CODES);

/**
 * Applies the reference data at start-up, idempotently. What the code owns (locales,
 * countries, sports, constants) is upserted so a release can correct it; what operators own
 * (currency rates, enabled and visible flags) is only inserted when missing.
 */
export async function seedSettings(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .insert(locales)
      .values(
        LOCALE_DEFINITIONS.map((locale, index) => ({
          ...locale,
          isDefault: locale.code === DEFAULT_LOCALE,
          sortOrder: index,
        })),
      )
      .onConflictDoUpdate({
        target: locales.code,
        set: excludedValues(locales, ['name', 'nativeName', 'direction', 'isDefault', 'sortOrder']),
      });

    await tx
      .insert(countries)
      .values(countrySeeds.map((country) => ({ ...country, isSelectable: !nonSelectableCountries.has(country.code) })))
      .onConflictDoUpdate({
        target: countries.code,
        set: excludedValues(countries, ['name', 'locale', 'isSelectable']),
      });

    await tx
      .insert(sports)
      .values(sportSeeds.map((sport) => ({ widgetBgUrl: null, cardBgUrl: null, cardImgUrl: null, ...sport })))
      .onConflictDoUpdate({
        target: sports.id,
        set: excludedValues(sports, ['name', 'code', 'widgetBgUrl', 'cardBgUrl', 'cardImgUrl']),
      });

    await tx
      .insert(currencies)
      .values(
        currencySeeds.map((currency, index) => ({
          ...currency,
          isBase: currency.code === BASE_CURRENCY_CODE,
          subCurrencies: [...(currency.subCurrencies ?? [])],
          sortOrder: index,
        })),
      )
      .onConflictDoNothing({ target: currencies.code });

    const constants = buildSettingsConstants();
    await tx
      .insert(settingsConstants)
      .values(Object.entries(constants).map(([group, value]) => ({ group, value })))
      .onConflictDoUpdate({ target: settingsConstants.group, set: excludedValues(settingsConstants, ['value']) });
  });
}

/** `SET column = excluded.column` for each named column of an upsert. */
function excludedValues<Table extends PgTable>(
  table: Table,
  keys: readonly (keyof Table['_']['columns'])[],
): Record<string, SQL> {
  const columns = getTableColumns(table);
  return Object.fromEntries(
    keys.map((key) => {
      const column = columns[key as string];
      if (!column) throw new Error(`Unknown column ${String(key)}`);
      return [key, sql.raw(`excluded."${column.name}"`)];
    }),
  );
}
