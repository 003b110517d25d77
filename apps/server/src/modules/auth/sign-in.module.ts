import { defineModule } from '../../composition/app-module';
import { authRoutes } from './auth.routes';
import { autologinRoutes } from './autologin.routes';
import { SocialLogin } from './social-login';
import { socialRoutes } from './social.routes';
import { TelegramLogin } from './telegram-login';
import { telegramRoutes } from './telegram.routes';
import { RateLimiter } from '../../security/rate-limiter';

/** Signing in and out: password, social providers (OIDC), the messenger, and operators' autologin links. */
export const signInModule = defineModule({
  name: 'sign-in',
  needs: ['auth', 'player', 'guard'],
  async register(app, { db, config, services: { auth, player, guard } }) {
    const { countryHeader } = config;
    await app.register(authRoutes, { prefix: '/api/player', auth, player, guard });
    const social = new SocialLogin(db, player, new RateLimiter(db), {
      providers: config.auth.oidcProviders,
      publicUrl: config.publicUrl,
      environment: config.environment,
    });
    const secureCookies = config.publicUrl.startsWith('https:');
    await app.register(socialRoutes, {
      prefix: '/api/player',
      social,
      player,
      auth,
      guard,
      secureCookies,
      countryHeader,
    });
    const telegram = new TelegramLogin(player, {
      botToken: config.auth.telegramBotToken,
      maxAgeSeconds: config.auth.telegramAuthMaxAgeSeconds,
    });
    await app.register(telegramRoutes, { prefix: '/api', telegram, player, guard, countryHeader });
    await app.register(autologinRoutes, { prefix: '/api/player', player });
  },
});
