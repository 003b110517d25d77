import type { LoginResponse, PlayerProfile } from '@casino/shared';
import { HttpError } from '@/lib/http';

/** The data layer's events (SPEC.md, Analytics): login, sign_up, session_start, pixel_{name}. */
export type TrackedEventName = 'login' | 'sign_up' | 'session_start' | `pixel_${string}`;

export interface TrackedEvent {
  readonly name: TrackedEventName;
  /** The player's profile id, when one is signed in: the pixel's external id. */
  readonly profileId?: string;
}

/** Who the session tools identify the player as (SPEC.md: id, e-mail, phone, first and last name). */
export interface IdentifiedPlayer {
  readonly id: string;
  readonly email: string | null;
  readonly phone: string | null;
  readonly firstName: string | null;
  readonly lastName: string | null;
}

/** Events of this page kept for an adapter that starts later (consent given after the login): a page has few. */
const KEPT_EVENTS = 50;
const kept: TrackedEvent[] = [];
const eventListeners = new Set<(event: TrackedEvent) => void>();
let player: IdentifiedPlayer | null = null;
const playerListeners = new Set<(player: IdentifiedPlayer | null) => void>();

/**
 * The events and the identified player, as the site's features report them. Nothing leaves the
 * page from here: the adapters (lib/third-party, loaded on demand and only after consent) listen.
 */
export const thirdPartyEvents = {
  track(event: TrackedEvent): void {
    kept.push(event);
    if (kept.length > KEPT_EVENTS) kept.shift();
    eventListeners.forEach((listener) => listener(event));
  },
  /** This page's events so far, oldest first. */
  kept: (): readonly TrackedEvent[] => [...kept],
  onEvent(listener: (event: TrackedEvent) => void): () => void {
    eventListeners.add(listener);
    return () => eventListeners.delete(listener);
  },
  identify(next: IdentifiedPlayer | null): void {
    if (JSON.stringify(player) === JSON.stringify(next)) return;
    player = next;
    playerListeners.forEach((listener) => listener(next));
  },
  player: (): IdentifiedPlayer | null => player,
  onPlayer(listener: (player: IdentifiedPlayer | null) => void): () => void {
    playerListeners.add(listener);
    return () => playerListeners.delete(listener);
  },
};

/** The fields the session tools identify a player by, from the profile. */
export function identifiedPlayer(profile: PlayerProfile): IdentifiedPlayer {
  return {
    id: profile.id,
    email: profile.email,
    phone: profile.phone,
    firstName: profile.firstName,
    lastName: profile.lastName,
  };
}

/**
 * A login or a registration succeeded: the data layer's `login` or `sign_up`, and the player
 * identified; a registration is also the pixel's `regfin`.
 */
export function trackAuth(name: 'login' | 'sign_up', response: LoginResponse): LoginResponse {
  thirdPartyEvents.identify(identifiedPlayer(response.profile));
  thirdPartyEvents.track({ name, profileId: response.profile.id });
  if (name === 'sign_up') trackPixel('regfin');
  return response;
}

/**
 * A social or messenger login: `sign_up` (and `regfin`) when the server says this call created
 * the player, else `login`.
 */
export function trackExternalLogin(response: LoginResponse): LoginResponse {
  return trackAuth(response.registered === true ? 'sign_up' : 'login', response);
}

/**
 * A registration call: `sign_up` and `regfin` when it succeeds, the pixel's `regnotfin` only when
 * the server refused it (a 4xx): a dropped connection, a timeout or an abort says nothing about
 * the registration, and a 5xx is our failure, not a refused sign-up.
 */
export async function trackSignUp(attempt: Promise<LoginResponse>): Promise<LoginResponse> {
  try {
    return trackAuth('sign_up', await attempt);
  } catch (error) {
    if (error instanceof HttpError && error.status >= 400 && error.status < 500) trackPixel('regnotfin');
    throw error;
  }
}

/** The pixel events and their action ids (SPEC.md section 9); each reaches the data layer as `pixel_{name}`. */
export const PIXEL_ACTION_IDS = {
  visit: 80,
  regfin: 81,
  regnotfin: 82,
  ftd: 83,
  dep2: 84,
  dep3: 85,
  dep4: 86,
  dep5plus: 87,
  bet: 88,
  deposit: 89,
  bet30: 90,
} as const;
export type PixelName = keyof typeof PIXEL_ACTION_IDS;

/** The pixel name of a `pixel_{name}` event, when it is one of the spec's. */
export function pixelNameOf(event: TrackedEvent): PixelName | undefined {
  const name = event.name.startsWith('pixel_') ? event.name.slice('pixel_'.length) : '';
  return Object.hasOwn(PIXEL_ACTION_IDS, name) ? (name as PixelName) : undefined;
}

/** A `pixel_{name}` event (a visit, a deposit, a bet...), with the signed-in player's id when there is one. */
export function trackPixel(name: PixelName): void {
  const profileId = player?.id;
  thirdPartyEvents.track({ name: `pixel_${name}`, ...(profileId ? { profileId } : {}) });
}

/** A paid deposit's pixels (SPEC.md section 9): invoice number 1 is ftd, 2-4 dep2-dep4, above dep5plus; each then deposit. */
export function depositPixels(invoiceNumber: number): PixelName[] {
  const milestones: PixelName[] = ['ftd', 'dep2', 'dep3', 'dep4'];
  return [milestones[invoiceNumber - 1] ?? 'dep5plus', 'deposit'];
}

export function trackDeposit(invoiceNumber: number): void {
  depositPixels(invoiceNumber).forEach(trackPixel);
}

/** The players whose bet this page already reported: a pixel says that someone bets, not every round of an autoplay. */
const betReported = new Set<string>();

/** A real-money bet (a game round): the pixel's `bet`, then `bet30`, once per player and page. */
export function trackBet(): void {
  const key = player?.id ?? '';
  if (betReported.has(key)) return;
  betReported.add(key);
  trackPixel('bet');
  trackPixel('bet30');
}

/** For unit tests: a fresh page. */
export function resetThirdPartyEventsForTests(): void {
  kept.length = 0;
  eventListeners.clear();
  playerListeners.clear();
  betReported.clear();
  player = null;
}
