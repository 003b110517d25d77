import { defineModule } from '../../composition/app-module';
import { walletRoutes } from './wallet.routes';
import { WalletService } from './wallet.service';

declare module '../../composition/app-module' {
  interface ModuleServices {
    /** The double-entry ledger: every module moves money through it. */
    readonly wallet: WalletService;
  }
}

/** The players' accounts and ledger (GET /api/wallet/...). */
export const walletModule = defineModule({
  name: 'wallet',
  needs: ['settings', 'guard'],
  provides: ['wallet'],
  async register(app, { db, services: { settings, guard } }) {
    const wallet = new WalletService(db, (code, executor) => settings.isEnabledCurrency(code, executor));
    await app.register(walletRoutes, { prefix: '/api/wallet', wallet, guard });
    return { wallet };
  },
});
