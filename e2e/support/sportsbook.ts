import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';

/**
 * The sportsbook for journeys: its feed (fixtures made a few seconds after the server starts),
 * the operator's trading API (with the ADMIN_TOKEN of playwright.config.ts) and the widget in
 * the page (its Shadow DOM is open, so locators reach into it).
 */
export interface SportSelection {
  readonly id: number;
  readonly name: string;
  readonly outcome: string;
  readonly price: { readonly numerator: number; readonly denominator: number };
  readonly open: boolean;
}

export interface SportEvent {
  readonly id: number;
  readonly slug: string;
  readonly sportCode: string;
  readonly categoryName: string;
  readonly categorySlug: string;
  readonly championshipName: string;
  readonly championshipSlug: string;
  readonly home: string;
  readonly away: string;
  readonly status: string;
  readonly mainMarket: {
    readonly kind: string;
    readonly status: string;
    readonly selections: readonly SportSelection[];
  } | null;
}

/** Upcoming events with an open headline market: they never move on their own (the feed plays only live ones). */
export async function upcomingEvents(request: APIRequestContext, sportId?: number): Promise<SportEvent[]> {
  let events: SportEvent[] = [];
  await expect
    .poll(
      async () => {
        const response = await request.get(
          `/provider/sportsbook/api/events?status=upcoming${sportId ? `&sportId=${sportId}` : ''}`,
        );
        if (!response.ok()) return 0;
        const body = (await response.json()) as { data: SportEvent[] };
        events = body.data.filter(
          (event) =>
            event.mainMarket?.status === 'open' && event.mainMarket.selections.every((selection) => selection.open),
        );
        return events.length;
      },
      { timeout: 60_000 },
    )
    .toBeGreaterThan(1);
  return events;
}

function operatorHeaders(): Record<string, string> {
  const token = process.env.E2E_ADMIN_TOKEN;
  if (!token) throw new Error('E2E_ADMIN_TOKEN is not set (playwright.config.ts sets it)');
  return { authorization: `Bearer ${token}` };
}

/** The operator ends a match with its final score; its bets are settled by a job within about a second. */
export async function finishEvent(
  request: APIRequestContext,
  eventId: number,
  score: { home: number; away: number },
): Promise<void> {
  const response = await request.post(`/api/admin/sportsbook/events/${eventId}/finish`, {
    headers: operatorHeaders(),
    data: score,
  });
  expect(response.status(), await response.text()).toBe(204);
}

/** The operator moves a selection's price (pushed live to every page following the event). */
export async function movePrice(
  request: APIRequestContext,
  selectionId: number,
  price: { numerator: number; denominator: number },
): Promise<void> {
  const response = await request.put(`/api/admin/sportsbook/selections/${selectionId}/price`, {
    headers: operatorHeaders(),
    data: price,
  });
  expect(response.status(), await response.text()).toBe(204);
}

/** The sportsbook view in the /sport page. */
export function sportsbookWidget(page: Page): Locator {
  return page.getByTestId('sportsbook-widget');
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A selection's price button (its label is "name price"), on the page of its event. */
export function priceButton(widget: Locator, selection: SportSelection): Locator {
  const name = selection.outcome === 'draw' ? 'Draw' : selection.name;
  return widget.getByRole('button', { name: new RegExp(`^${escapeRegExp(name)} \\d`) }).first();
}

/** The event's full /sport URL, as the site writes it once the widget knows the event. */
export function eventPath(event: SportEvent): string {
  return `/sport/${event.sportCode}/${event.categorySlug}/${event.championshipSlug}/${event.id}-${event.slug}`;
}

/** The header's balance as a number (`1,234.50` -> 1234.5). */
export async function headerBalance(page: Page): Promise<number> {
  const text = (await page.getByTestId('balance-amount').first().textContent()) ?? '';
  return Number(text.replace(/[^\d.]/g, ''));
}
