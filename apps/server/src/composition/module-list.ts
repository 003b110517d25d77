import { webAppModule } from '../http/web-app.module';
import { captchaModule } from '../providers/captcha/captcha.module';
import { aggregatorGamesModule } from '../providers/games/aggregator/aggregator.module';
import { inhouseGamesModule } from '../providers/games/inhouse/inhouse.module';
import { mailModule } from '../providers/mail/mail.module';
import { sandboxPaymentModule } from '../providers/payment/sandbox/sandbox.module';
import { sportsbookModule } from '../providers/sportsbook/sportsbook.module';
import { adminModule } from '../modules/admin/admin.module';
import type { AnyModule } from './app-module';
import { authModule } from '../modules/auth/auth.module';
import { signInModule } from '../modules/auth/sign-in.module';
import { bonusModule } from '../modules/bonus/bonus.module';
import { contentModule } from '../modules/content/content.module';
import { gameModule } from '../modules/game/game.module';
import { healthModule } from '../modules/health/health.module';
import { jackpotModule } from '../modules/jackpot/jackpot.module';
import { kycModule } from '../modules/kyc/kyc.module';
import { limitsModule } from '../modules/limits/limits.module';
import { contactModule } from '../modules/notification/contact.module';
import { notificationModule } from '../modules/notification/notification.module';
import { paymentModule } from '../modules/payment/payment.module';
import { playerModule } from '../modules/player/player.module';
import { realtimeModule } from '../modules/realtime/realtime.module';
import { retentionModule } from '../modules/retention/retention.module';
import { settingsModule } from '../modules/settings/settings.module';
import { supportModule } from '../modules/support/support.module';
import { walletModule } from '../modules/wallet/wallet.module';

/**
 * Every module of the server, in the order they seed and register. A module comes after those it
 * needs (checked when the app is built). Where order is also about hooks: a hook covers the routes
 * registered after it, so the captcha comes before the forms it guards, the player's country gate
 * before registration and deposits, and the bonus engine before the game providers that stake.
 * A new feature adds its module here.
 */
export const appModules: readonly AnyModule[] = [
  settingsModule,
  authModule,
  walletModule,
  mailModule,
  realtimeModule,
  captchaModule,
  playerModule,
  signInModule,
  healthModule,
  contentModule,
  contactModule,
  sandboxPaymentModule,
  limitsModule,
  notificationModule,
  kycModule,
  supportModule,
  paymentModule,
  gameModule,
  bonusModule,
  retentionModule,
  jackpotModule,
  sportsbookModule,
  inhouseGamesModule,
  aggregatorGamesModule,
  adminModule,
  webAppModule,
];
