import { expect, type APIRequestContext, type Page } from '@playwright/test';

/** A guest's demo launch of a game: the game client's address, with its launch token. */
export async function launchDemo(request: APIRequestContext, identity: string): Promise<string> {
  const response = await request.post(`/api/game/games/${identity}/play`, { data: { demo: true } });
  expect(response.status()).toBe(200);
  const { url } = (await response.json()) as { url: string };
  expect(url).toMatch(new RegExp(`^/provider/games/play/${identity}\\?token=`));
  return url;
}

/** The balance in the game client's top bar. */
export const gameBalance = (page: Page) => page.locator('.top-bar__balance-amount');
