import { sql, type SQL } from 'drizzle-orm';
import { InvoiceStatus, InvoiceType, LimitDefinition, PlayerStatus } from '@casino/shared';

/** Who an operator's send goes to; every field narrows, none at all is everyone. */
export interface NotificationAudience {
  readonly playerId?: string | undefined;
  readonly countries?: readonly string[] | undefined;
  readonly currencies?: readonly string[] | undefined;
  /** Loyalty level orders (1 the first level). */
  readonly levels?: readonly number[] | undefined;
  /** Players with a credited deposit in the last N days. */
  readonly depositedWithinDays?: number | undefined;
  /** Only players who agreed to promotions by e-mail or SMS. */
  readonly marketingConsent?: boolean | undefined;
}

export type SendCategory = 'service' | 'marketing';

/**
 * The condition on `players p` for a send's audience. Marketing adds what the law and the player
 * ask, whatever the operator chose: consent given, no break in force (cooling-off or
 * self-exclusion), an open account. Service messages reach every player the audience names.
 */
export function audienceCondition(audience: NotificationAudience, category: SendCategory): SQL {
  const conditions: SQL[] = [sql`p.status <> ${PlayerStatus.Closed}`];
  if (audience.playerId) conditions.push(sql`p.id = ${audience.playerId}`);
  if (audience.countries?.length)
    conditions.push(
      sql`p.country in (${sql.join(
        audience.countries.map((code) => sql`${code}`),
        sql`, `,
      )})`,
    );
  if (audience.currencies?.length) {
    conditions.push(
      sql`exists (select 1 from wallet_accounts a where a.player_id = p.id and a.currency in (${sql.join(
        audience.currencies.map((code) => sql`${code}`),
        sql`, `,
      )}))`,
    );
  }
  if (audience.levels?.length) {
    conditions.push(
      sql`coalesce((select l.level_order from loyalty_accounts l where l.player_id = p.id), 1) in (${sql.join(
        audience.levels.map((level) => sql`${level}`),
        sql`, `,
      )})`,
    );
  }
  if (audience.depositedWithinDays !== undefined) {
    conditions.push(sql`exists (select 1 from invoices i where i.player_id = p.id and i.type = ${InvoiceType.Deposit} and i.status = ${InvoiceStatus.Success}
      and i.created_at > now() - make_interval(days => ${audience.depositedWithinDays}))`);
  }
  if (audience.marketingConsent || category === 'marketing')
    conditions.push(sql`(p.receive_email_promo or p.receive_sms_promo)`);
  if (category === 'marketing') {
    conditions.push(sql`p.status = ${PlayerStatus.Active}`);
    conditions.push(sql`not exists (select 1 from player_limits b where b.player_id = p.id and b.ended_at is null
      and b.definition in (${LimitDefinition.CoolingOff}, ${LimitDefinition.SelfExclusion}) and b.starts_at <= now() and (b.ends_at is null or b.ends_at > now()))`);
  }
  return sql.join(conditions, sql` and `);
}
