import { asc, eq, sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../db/database';
import { isUniqueViolation } from '../../db/errors';
import { AppError, notFound, validationFailed } from '../../http/app-error';
import type { BonusFields, CodeFields, PackageFields } from './bonus-admin.schemas';
import { normalizeCode } from './bonus-codes';
import { gamesByKeys } from './bonus-offers';
import { bonusCodes, bonuses, bonusPackages } from './bonus.table';

type TemplateRow = typeof bonuses.$inferSelect;

/** A unique index said no: 409 naming what already exists; anything else goes on. */
function conflict(what: string): (error: unknown) => never {
  return (error) => {
    if (isUniqueViolation(error)) throw new AppError(409, 'already_exists', `${what} already exists`);
    throw error;
  };
}

function templateValues(body: BonusFields) {
  return {
    ...body,
    startsAt: body.startsAt === null ? null : new Date(body.startsAt),
    endsAt: body.endsAt === null ? null : new Date(body.endsAt),
    updatedAt: new Date(),
  };
}

/**
 * The operator's bonus catalogue: templates, packages and codes, as the admin routes write them.
 * Granted bonuses keep the terms they were granted with (copied at grant time), so a template
 * may be replaced at any time.
 */
export class BonusTemplates {
  constructor(private readonly db: Database) {}

  async create(body: BonusFields): Promise<TemplateRow> {
    await this.checkReferences(body);
    const [row] = await this.db
      .insert(bonuses)
      .values(templateValues(body))
      .returning()
      .catch(conflict('A bonus with this page identity or package step'));
    if (!row) throw new Error('bonus insert returned no row');
    return row;
  }

  list(): Promise<TemplateRow[]> {
    return this.db.select().from(bonuses).orderBy(asc(bonuses.id));
  }

  async get(id: number): Promise<TemplateRow> {
    const [row] = await this.db.select().from(bonuses).where(eq(bonuses.id, id));
    if (!row) throw notFound('There is no such bonus');
    return row;
  }

  async replace(id: number, body: BonusFields): Promise<TemplateRow> {
    await this.checkReferences(body);
    const [row] = await this.db
      .update(bonuses)
      .set(templateValues(body))
      .where(eq(bonuses.id, id))
      .returning()
      .catch(conflict('A bonus with this page identity or package step'));
    if (!row) throw notFound('There is no such bonus');
    return row;
  }

  async createPackage(body: PackageFields): Promise<{ id: number; identity: string; title: string }> {
    const [row] = await this.db
      .insert(bonusPackages)
      .values(body)
      .returning({ id: bonusPackages.id, identity: bonusPackages.identity, title: bonusPackages.title })
      .catch(conflict('A package with this identity'));
    if (!row) throw new Error('package insert returned no row');
    return row;
  }

  async createCode(body: CodeFields): Promise<{ id: string; code: string }> {
    const [template] = await this.db.select({ id: bonuses.id }).from(bonuses).where(eq(bonuses.id, body.bonusId));
    if (!template) throw validationFailed({ bonusId: ['There is no such bonus'] });
    const [row] = await this.db
      .insert(bonusCodes)
      .values({
        ...body,
        code: normalizeCode(body.code),
        validFrom: body.validFrom === null ? null : new Date(body.validFrom),
        validTo: body.validTo === null ? null : new Date(body.validTo),
      })
      .returning({ id: bonusCodes.id, code: bonusCodes.code })
      .catch(conflict('This code'));
    if (!row) throw new Error('code insert returned no row');
    return row;
  }

  /** What a template names must exist (a package, currencies, the free spins' game): 422 with the field, never a 500 or a silent no-op. */
  private async checkReferences(body: BonusFields): Promise<void> {
    const fields: Record<string, string[]> = {};
    if (body.packageId !== null) {
      const [pack] = await this.db
        .select({ id: bonusPackages.id })
        .from(bonusPackages)
        .where(eq(bonusPackages.id, body.packageId));
      if (!pack) fields.packageId = ['There is no such bonus package'];
    }
    if ((body.packageId === null) !== (body.packageStep === null))
      fields.packageStep = ['A package step needs its package, and a package its step'];
    const named = [
      ...new Set([
        ...Object.keys(body.currencies),
        ...body.triggerConditions.invoiceAmountItems.map((item) => item.currency),
      ]),
    ];
    const known =
      named.length === 0
        ? []
        : await queryRows<{ code: string }>(
            this.db,
            sql`select code from currencies where code in (${sql.join(
              named.map((code) => sql`${code}`),
              sql`, `,
            )})`,
          );
    const unknown = (codes: readonly string[]) => codes.filter((code) => !known.some((row) => row.code === code));
    if (unknown(Object.keys(body.currencies)).length > 0)
      fields.currencies = [`Unknown currencies: ${unknown(Object.keys(body.currencies)).join(', ')}`];
    const triggerUnknown = unknown(body.triggerConditions.invoiceAmountItems.map((item) => item.currency));
    if (triggerUnknown.length > 0) fields.triggerConditions = [`Unknown currencies: ${triggerUnknown.join(', ')}`];
    if (body.freespins && (await gamesByKeys(this.db, [body.freespins.game])).length === 0)
      fields.freespins = ['There is no such game'];
    if (Object.keys(fields).length > 0) throw validationFailed(fields);
  }
}
