import { asc, and, eq, type SQL } from 'drizzle-orm';
import type { Country, Currency } from '@casino/shared';
import type { Database } from '../../db/database';
import type { Executor } from '../../db/executor';
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
  /** `executor`: the caller's transaction, when the check runs inside one. */
  isEnabledCurrency(code: string, executor?: Executor): Promise<boolean>;
  /** A country players may pick (exists, and not in the non-selectable list). */
  isSelectableCountry(code: string): Promise<boolean>;
  /**
   * A country players may not come from: listed, and not selectable (SPEC.md section 5). A code
   * that is no country (a CDN's XX for unknown, T1 for Tor) is not one: nothing is known of it.
   */
  isRestrictedCountry(code: string): Promise<boolean>;
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
        .select({
          code: countries.code,
          name: countries.name,
          locale: countries.locale,
          isSelectable: countries.isSelectable,
        })
        .from(countries)
        .orderBy(asc(countries.name));
    },

    async isEnabledCurrency(code, executor = db) {
      const rows = await executor
        .select({ code: currencies.code })
        .from(currencies)
        .where(and(eq(currencies.code, code), eq(currencies.isEnabled, true)));
      return rows.length > 0;
    },

    async isSelectableCountry(code) {
      const rows = await db
        .select({ code: countries.code })
        .from(countries)
        .where(and(eq(countries.code, code), eq(countries.isSelectable, true)));
      return rows.length > 0;
    },

    async isRestrictedCountry(code) {
      const rows = await db
        .select({ code: countries.code })
        .from(countries)
        .where(and(eq(countries.code, code.toUpperCase()), eq(countries.isSelectable, false)));
      return rows.length > 0;
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

/**
 * Minor units per unit of a currency, enabled or not (an old invoice's currency keeps its
 * decimals), on the caller's executor (inside a transaction, PGlite's one connection is that
 * transaction's). A currency's subunit never changes once it holds money, so answers are kept.
 */
export async function subunitToUnitOf(executor: Executor, code: string): Promise<number | undefined> {
  const known = subunitsByCode.get(code);
  if (known !== undefined) return known;
  const [row] = await executor
    .select({ subunitToUnit: currencies.subunitToUnit })
    .from(currencies)
    .where(eq(currencies.code, code));
  if (row) subunitsByCode.set(code, row.subunitToUnit);
  return row?.subunitToUnit;
}
const subunitsByCode = new Map<string, number>();
