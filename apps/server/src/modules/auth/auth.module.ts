import { createPlayerGuard, type PlayerGuard } from '../../http/player-guard';
import { authPruneTasks } from '../../maintenance/auth-prune-tasks';
import { RateLimiter } from '../../security/rate-limiter';
import { defineModule } from '../../composition/app-module';
import { createPlayerStandingLookup } from '../player/player.service';
import { createAccessTokenSigner } from './access-token';
import { AuthService } from './auth.service';
import { createOneTimeCodeStore, type OneTimeCodeStore } from './one-time-codes';

declare module '../../composition/app-module' {
  interface ModuleServices {
    /** Sessions and access tokens: who asks. */
    readonly auth: AuthService;
    /** The guard of the player routes: a valid access token or 401. */
    readonly guard: PlayerGuard;
    /** Attempts per rule and subject, shared by every node through the database. */
    readonly rateLimiter: RateLimiter;
    /** The codes sent by SMS and e-mail (confirmation, reset, change). */
    readonly oneTimeCodes: OneTimeCodeStore;
  }
}

/** Sessions, access tokens, one-time codes and the rate limiter; its routes are the sign-in module's. */
export const authModule = defineModule({
  name: 'auth',
  provides: ['auth', 'guard', 'rateLimiter', 'oneTimeCodes'],
  async register(app, { db, config }) {
    const signer = await createAccessTokenSigner(db, config.auth.jwtSecret, config.auth.accessTokenTtlSeconds);
    const auth = new AuthService(db, signer, config.auth.sessionTtlDays, createPlayerStandingLookup(db));
    const rateLimiter = new RateLimiter(db);
    const oneTimeCodes = await createOneTimeCodeStore(db);
    app.pruning.add(...authPruneTasks(db, rateLimiter, oneTimeCodes));
    return { auth, guard: createPlayerGuard((token) => auth.authenticate(token)), rateLimiter, oneTimeCodes };
  },
});
