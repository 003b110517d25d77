import { expect, type APIRequestContext } from '@playwright/test';

/**
 * Bonuses for journeys (issue 15): the operator API (with the ADMIN_TOKEN of playwright.config.ts)
 * and the player's bonus calls, read as the web app reads them.
 */
const operator = () => ({ authorization: `Bearer ${process.env.E2E_ADMIN_TOKEN ?? ''}` });

interface OfferView {
  readonly id: number;
  readonly pageIdentity: string;
  readonly title: string;
  readonly description: string;
  readonly package: { readonly id: number; readonly step: number } | null;
  readonly triggerConditions: {
    readonly invoiceAmountItems: readonly { currency: string; amountFrom: number }[];
    readonly baseCurrencyInvoiceAmountFrom: number | null;
  };
}

/** A deposit offer anyone may see, by its page identity. */
export async function offerByPage(request: APIRequestContext, pageIdentity: string): Promise<OfferView> {
  const response = await request.get('/api/game/bonuses?currency=USD');
  expect(response.status(), await response.text()).toBe(200);
  const offer = ((await response.json()) as { data: OfferView[] }).data.find(
    (candidate) => candidate.pageIdentity === pageIdentity,
  );
  if (!offer) throw new Error(`no offer ${pageIdentity}`);
  return offer;
}

/**
 * The first welcome bonus made small (100% up to 0.50 USD, wagered 26 times: 13 USD), so a journey
 * finishes it in three 5 USD spins of the slot and it is still worth nothing on average (a stake
 * counts at most 26× its game's house edge): the operator replaces its terms (bonuses granted
 * before keep theirs). The rest is as seeded: at most 5 USD a stake, up to 1,000 USD converted.
 */
export async function makeWelcomeBonusQuick(request: APIRequestContext): Promise<OfferView> {
  const offer = await offerByPage(request, 'welcome-1');
  const response = await request.put(`/api/admin/bonuses/templates/${offer.id}`, {
    headers: operator(),
    data: {
      pageIdentity: offer.pageIdentity,
      kind: 'deposit',
      title: offer.title,
      description: offer.description.replace('Wager the bonus 30 times', 'Wager the bonus 26 times'),
      // A small bonus is quick to wager and still worth nothing on average: 26× the slot's 3.89% edge passes 100%, so the slot counts in full.
      currencies: { USD: { maxAmount: 50, maxBet: 500, maxConversion: 100_000 } },
      percent: 10_000,
      wagerMultiplier: 26,
      wagerIncludesDeposit: false,
      wagerDays: 30,
      activationDays: 30,
      contribution: { games: {}, collections: {}, defaultRate: 10_000, sportsMinOdds: null, sportsRate: 0 },
      triggerConditions: offer.triggerConditions,
      packageId: offer.package?.id ?? null,
      packageStep: offer.package?.step ?? null,
    },
  });
  expect(response.status(), await response.text()).toBe(200);
  return offer;
}

/** A bonus the operator grants a player by hand, active at once. */
export async function grantBonus(
  request: APIRequestContext,
  playerId: string,
  bonusId: number,
  amountMinor: number,
  currency = 'USD',
): Promise<{ id: string }> {
  const response = await request.post(`/api/admin/bonuses/players/${playerId}/bonuses`, {
    headers: operator(),
    data: { bonusId, currency, amount: amountMinor, key: `e2e-${playerId}-${bonusId}`, activate: true },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as { id: string };
}

export interface PlayerBonusState {
  readonly id: string;
  readonly status: number;
  readonly balance: number;
  readonly convertedAmount: number;
  readonly forfeitedAmount: number;
  readonly wager: { readonly wagered: number; readonly required: number };
}

/** The player's bonuses of every status. */
export async function playerBonuses(request: APIRequestContext, accessToken: string): Promise<PlayerBonusState[]> {
  const response = await request.get('/api/game/player-bonuses?status[]=1&status[]=2&status[]=3', {
    headers: { authorization: `Bearer ${accessToken}` },
  });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { data: PlayerBonusState[] }).data;
}
