import { z } from 'zod';
import { CURRENCY_TYPES, type Country, type Currency } from '@casino/shared';
import { arrayOf, listOf, schemaFor } from '../../http/response-schemas';
import type { LocaleView, SettingsService } from './settings.service';

export const currencyList = listOf(
  schemaFor<Currency>()(
    z.object({
      code: z.string(),
      name: z.string(),
      type: z.enum(CURRENCY_TYPES),
      isEnabled: z.boolean(),
      isBase: z.boolean(),
      visible: z.boolean(),
      subunitToUnit: z.number().int().describe('Minor units in one unit: USD 100, BTC 100000000'),
      symbol: z.string(),
      rate: z.object({ rate: z.string().describe('Value of one unit in the base currency, an exact decimal') }),
      subCurrencies: arrayOf(z.object({ code: z.string(), network: z.string(), name: z.string() })),
    }),
  ),
);

export const localeList = listOf(
  schemaFor<LocaleView>()(
    z.object({
      code: z.string(),
      name: z.string(),
      nativeName: z.string(),
      direction: z.enum(['ltr', 'rtl']),
      isDefault: z.boolean(),
    }),
  ),
);

export const countryList = listOf(
  schemaFor<Country>()(
    z.object({
      code: z.string(),
      name: z.string(),
      locale: z.string(),
      isSelectable: z.boolean().describe('False where players may not pick it'),
    }),
  ),
);

/** The constants as stored (seeded from settings-constants.ts); a record passes every group through. */
export const settingsConstants = schemaFor<Awaited<ReturnType<SettingsService['getConstants']>>>()(
  z
    .record(z.string(), z.unknown())
    .describe('Groups player, payment, game and limits: status tables ({ id, name }), time zones, limit periods'),
);
