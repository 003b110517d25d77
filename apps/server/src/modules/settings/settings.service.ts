import { asc, and, eq, type SQL } from 'drizzle-orm';
import type { Country, Currency } from '@casino/shared';
import type { Database } from '../../db/database';
import { countries, currencies, locales, settingsConstants } from './settings.table';

export interface LocaleView {
  readonly code: string;
  readonly name: string;
  readonly nativeName: string;
  readonly direction: 'ltr' | 'rtl';
  readonly isDefault: boolean;
}

export interface SettingsService {
  /** Enabled currencies only; `visible` narrows to visible (true) or hidden (false) ones. */
  listCurrencies(filter: { visible?: boolean }): Promise<Currency[]>;
  listLocales(): Promise<LocaleView[]>;
  listCountries(): Promise<Country[]>;
  getConstants(): Promise<Record<string, unknown>>;
}

export function createSettingsService(db: Database): SettingsService {
  return {
    async listCurrencies({ visible }) {
      const conditions: SQL[] = [eq(currencies.isEnabled, true)];
      if (visible !== undefined) conditions.push(eq(currencies.visible, visible));
      const rows = await db
        .select()
        .from(currencies)
        .where(and(...conditions))
        .orderBy(asc(currencies.sortOrder), asc(currencies.code));
      return rows.map((row) => ({
        code: row.code,
        name: row.name,
        type: row.type,
        isEnabled: row.isEnabled,
        isBase: row.isBase,
        visible: row.visible,
        subunitToUnit: row.subunitToUnit,
        symbol: row.symbol,
        rate: { rate: normalizeDecimal(row.rate) },
        subCurrencies: row.subCurrencies,
      }));
    },

    async listLocales() {
      return db
        .select({
          code: locales.code,
          name: locales.name,
          nativeName: locales.nativeName,
          direction: locales.direction,
          isDefault: locales.isDefault,
        })
        .from(locales)
        .orderBy(asc(locales.sortOrder));
    },

    async listCountries() {
      return db
        .select({ code: countries.code, name: countries.name, locale: countries.locale, isSelectable: countries.isSelectable })
        .from(countries)
        .orderBy(asc(countries.name));
    },

    async getConstants() {
      const rows = await db.select().from(settingsConstants).orderBy(asc(settingsConstants.group));
      return Object.fromEntries(rows.map((row) => [row.group, row.value]));
    },
  };
}

/** `numeric(30,12)` comes back as "1.080000000000"; clients get "1.08". */
function normalizeDecimal(value: string): string {
  return value.includes('.') ? value.replace(/\.?0+$/, '') : value;
}
