import {
  BetStatus,
  COOLING_OFF_PERIOD_DAYS,
  DocumentStatus,
  DocumentType,
  InvoiceStatus,
  InvoiceType,
  LIMIT_PERIODS,
  LimitDefinition,
  PlayerBonusResult,
  PlayerBonusStatus,
  PlayerFreespinResult,
  PlayerFreespinStatus,
  PlayerStatus,
  SELF_EXCLUSION_PERIOD_MONTHS,
  toNamedCodes,
  VerificationStatus,
} from '@casino/shared';
import { timeZoneSeeds } from './seed-data/time-zones.data';

/**
 * The settings constants of SPEC.md section 3, grouped as `GET /api/settings/constants`
 * returns them. Built from the named constants of `@casino/shared`, so server, web and the
 * published table can never disagree.
 */
export function buildSettingsConstants(): Record<string, Record<string, unknown>> {
  return {
    player: {
      timeZone: timeZoneSeeds,
      playerStatuses: toNamedCodes(PlayerStatus),
      document: { status: toNamedCodes(DocumentStatus), types: toNamedCodes(DocumentType) },
      verificationStatuses: toNamedCodes(VerificationStatus),
    },
    payment: {
      invoiceStatuses: toNamedCodes(InvoiceStatus),
      invoiceTypes: toNamedCodes(InvoiceType),
    },
    game: {
      bet: { status: toNamedCodes(BetStatus) },
      playerBonus: { status: toNamedCodes(PlayerBonusStatus), result: toNamedCodes(PlayerBonusResult) },
      playerFreespin: { status: toNamedCodes(PlayerFreespinStatus), result: toNamedCodes(PlayerFreespinResult) },
    },
    limits: {
      definitions: toNamedCodes(LimitDefinition),
      periods: LIMIT_PERIODS,
      coolingOffPeriods: COOLING_OFF_PERIOD_DAYS.map((days) => ({ days })),
      selfExclusionPeriods: SELF_EXCLUSION_PERIOD_MONTHS.map((months) => ({ months, isPermanent: months === 0 })),
    },
  };
}
