import { BonusCodeStatus } from '@casino/shared';
import { defineModule } from '../../composition/app-module';
import { paymentAdminRoutes } from './payment-admin.routes';
import { paymentCallbackRoutes } from './payment-callbacks.routes';
import { paymentRoutes } from './payment.routes';
import { PaymentService } from './payment.service';

/**
 * Deposits and withdrawals (/api/payment/...), the provider's callbacks and the operator's view.
 * The bonus engine and retention are built after it (they need the game wallet): a deposit reaches
 * them late, once a request runs.
 */
export const paymentModule = defineModule({
  name: 'payment',
  needs: ['wallet', 'guard', 'paymentProvider', 'limits', 'verification', 'player', 'settings', 'notify'],
  later: ['bonuses', 'retention'],
  async register(app, { db, services, later, addOperatorRoutes }) {
    const { wallet, guard, paymentProvider, limits, verification, player, settings, notify } = services;
    const payment = new PaymentService(
      db,
      wallet,
      paymentProvider,
      {
        bonuses: {
          checkDepositChoice: (playerId, choice) => later.bonuses().checkDepositChoice(playerId, choice),
          checkDepositCode: async (playerId, code) => {
            const { codes } = later.bonuses();
            return codes ? codes.checkForDeposit(playerId, code) : BonusCodeStatus.Incorrect;
          },
          depositCredited: async (executor, deposit) => {
            await later.retention().depositCredited(executor, deposit);
            return later.bonuses().depositCredited(executor, deposit);
          },
          withdrawalCreated: (executor, playerId, currency, withdrawal) =>
            later.bonuses().withdrawalCreated(executor, playerId, currency, withdrawal),
        },
        checkDeposit: limits.checkDeposit,
        checkWithdrawal: (tx, playerId, withdrawal) => verification.checkWithdrawal(tx, playerId, withdrawal),
        playerCountry: async (playerId) => (await player.getProfile(playerId)).country ?? undefined,
        currencyUnits: async (code) =>
          (await settings.listCurrencies({})).find((currency) => currency.code === code)?.subunitToUnit,
        notify,
      },
      app.log,
    );
    await app.register(paymentRoutes, { prefix: '/api/payment', payment, guard });
    await app.register(paymentCallbackRoutes, { prefix: '/api/payment/callbacks', payment });
    addOperatorRoutes(async (scope) => scope.register(paymentAdminRoutes, { prefix: '/payment', payment }));
  },
});
