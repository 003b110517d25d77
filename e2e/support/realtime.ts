import { expect, type APIRequestContext, type Page, type WebSocket } from '@playwright/test';
import { registerPlayer, type TestPlayer } from './accounts';

export { uniqueAddress } from './accounts';

/**
 * Real-time journeys: players registered from an address of their own, and a watch on the page's
 * websocket that tells when the hub has accepted a subscription.
 */

/** A player registered through the API in `currency`, from an address of their own. */
export function registerPlayerFromOwnAddress(
  request: APIRequestContext,
  label: string,
  currency: string,
): Promise<TestPlayer> {
  return registerPlayer(request, label, { currency });
}

/** The access token the app stored in the browser (local storage `access_token`). */
export async function storedAccessToken(page: Page): Promise<string> {
  const token = await page.evaluate(() => {
    const stored = window.localStorage.getItem('access_token');
    return stored ? (JSON.parse(stored) as { value?: string }).value : undefined;
  });
  if (!token) throw new Error('the page has no stored session');
  return token;
}

/** Lines of a Centrifugo JSON frame: newline-separated commands or replies. */
function frameMessages(payload: string | Buffer): Record<string, unknown>[] {
  return String(payload)
    .split('\n')
    .filter((line) => line.trim() !== '')
    .flatMap((line) => {
      try {
        return [JSON.parse(line) as Record<string, unknown>];
      } catch {
        return [];
      }
    });
}

/**
 * Follows the page's real-time sockets from now on: `subscribed(channel)` resolves once the hub
 * has answered a subscribe command for `channel` without an error.
 */
export function watchSubscriptions(page: Page): { subscribed(channel: string): Promise<void> } {
  const accepted = new Set<string>();
  const follow = (socket: WebSocket) => {
    const pending = new Map<number, string>();
    socket.on('framesent', ({ payload }) => {
      for (const message of frameMessages(payload)) {
        const subscribe = message.subscribe as { channel?: string } | undefined;
        if (typeof message.id === 'number' && subscribe?.channel) pending.set(message.id, subscribe.channel);
      }
    });
    socket.on('framereceived', ({ payload }) => {
      for (const message of frameMessages(payload)) {
        const channel = typeof message.id === 'number' ? pending.get(message.id) : undefined;
        if (channel && message.subscribe !== undefined && message.error === undefined) accepted.add(channel);
      }
    });
  };
  page.on('websocket', follow);
  return {
    subscribed: (channel) =>
      expect.poll(() => accepted.has(channel), { message: `the hub accepts ${channel}` }).toBe(true),
  };
}
