import type { LoginResponse, PlayerProfile } from '@casino/shared';

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

/** A login or a registration succeeded: the data layer's `login` or `sign_up`, and the player identified. */
export function trackAuth(name: 'login' | 'sign_up', response: LoginResponse): LoginResponse {
  thirdPartyEvents.identify(identifiedPlayer(response.profile));
  thirdPartyEvents.track({ name, profileId: response.profile.id });
  return response;
}

/** A `pixel_{name}` event (a deposit, a first bet...), with the signed-in player's id when there is one. */
export function trackPixel(name: string): void {
  const profileId = player?.id;
  thirdPartyEvents.track({ name: `pixel_${name}`, ...(profileId ? { profileId } : {}) });
}

/** For unit tests: a fresh page. */
export function resetThirdPartyEventsForTests(): void {
  kept.length = 0;
  eventListeners.clear();
  playerListeners.clear();
  player = null;
}
