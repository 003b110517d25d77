import { SPORTSBOOK_GAME_IDENTITY, type GameLaunchView } from '@casino/shared';
import { isRecord, request } from '@/lib/http';

/** The widget start parameters of SPEC.md section 3, sent with the sportsbook's start-game call. */
export interface SportsbookStartParameters {
  readonly accountId?: string;
  readonly lobbyUrl: string;
  readonly locale: string;
  readonly countryCode: string;
  readonly demoMode: false;
  /** 1 mobile, 2 desktop (SportsbookPlatform). */
  readonly platform: 1 | 2;
  readonly provider: string;
}

/** The launch answer's field the widget needs (a renamed field of the shared shape fails here). */
const TOKEN_FIELD: keyof GameLaunchView = 'token';

/**
 * `POST /api/game/games/sportsbook/play` with the player's bearer: the widget token of their
 * session and selected account. Guests are refused (401): they get an empty token without asking.
 */
export function startSportsbook(parameters: SportsbookStartParameters, signal?: AbortSignal): Promise<string> {
  return request(`/api/game/games/${SPORTSBOOK_GAME_IDENTITY}/play`, {
    method: 'POST',
    body: parameters,
    signal,
    parse: (body) => {
      const token = isRecord(body) ? body[TOKEN_FIELD] : undefined;
      if (typeof token !== 'string') throw new Error('Unexpected sportsbook start response');
      return token;
    },
  });
}
