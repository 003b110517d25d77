import { registerCountryGate } from '../../http/country-gate';
import { createSmsSender } from '../../providers/sms/sms-sender';
import { defineModule } from '../../composition/app-module';
import { PlayerAvatarService } from './player-avatar.service';
import { playerAvatarRoutes } from './player-avatar.routes';
import { PlayerEmailService } from './player-email.service';
import { PlayerOtpService } from './player-otp.service';
import { PlayerPasswordResetService } from './player-password-reset.service';
import { PlayerPhoneChangeService } from './player-phone-change.service';
import { playerVerificationRoutes } from './player-verification.routes';
import { playerRoutes } from './player.routes';
import { PlayerService } from './player.service';

declare module '../../composition/app-module' {
  interface ModuleServices {
    /** Registration, profiles and the players' contact details. */
    readonly player: PlayerService;
  }
}

/**
 * The player: registration, profile, phone and e-mail confirmation, password reset, avatar
 * (/api/player/...). Its country gate refuses registrations and deposits from a restricted country
 * (403 country_restricted); it covers the routes registered after it.
 */
export const playerModule = defineModule({
  name: 'player',
  needs: ['auth', 'guard', 'settings', 'wallet', 'rateLimiter', 'oneTimeCodes', 'mail'],
  provides: ['player'],
  async register(app, { db, config, services }) {
    const { auth, guard, settings, wallet, rateLimiter, oneTimeCodes, mail } = services;
    const otp = new PlayerOtpService(oneTimeCodes, auth, createSmsSender(db), rateLimiter);
    const email = new PlayerEmailService(db, oneTimeCodes, auth, mail, rateLimiter, config.publicUrl, app.log);
    const passwordReset = new PlayerPasswordResetService(
      db,
      oneTimeCodes,
      auth,
      mail,
      rateLimiter,
      config.publicUrl,
      app.jobs,
    );
    const phoneChange = new PlayerPhoneChangeService(db, oneTimeCodes, auth, createSmsSender(db), rateLimiter);
    const player = new PlayerService(db, auth, wallet, settings, rateLimiter, {
      consumePhoneToken: (executor, phone, token) => otp.consumePhoneToken(executor, phone, token),
      sendEmailConfirmation: (registered) => email.sendConfirmationAfterRegistration(registered),
    });
    registerCountryGate(app, {
      countryHeader: config.countryHeader,
      isRestricted: (country) => settings.isRestrictedCountry(country),
      profileCountry: async (playerId) => (await player.getProfile(playerId)).country,
    });
    await app.register(playerRoutes, { prefix: '/api/player', player, wallet, guard });
    await app.register(playerVerificationRoutes, {
      prefix: '/api/player',
      player,
      otp,
      email,
      passwordReset,
      phoneChange,
      guard,
    });
    await app.register(playerAvatarRoutes, { prefix: '/api/player', avatars: new PlayerAvatarService(db), guard });
    return { player };
  },
});
