import { defineModule } from '../../../composition/app-module';
import { storedServerSecret } from '../../../modules/auth/server-secrets';
import type { PaymentProvider } from '../payment-provider';
import { registerSandboxProvider } from './sandbox.plugin';

declare module '../../../composition/app-module' {
  interface ModuleServices {
    /** The payment provider deposits and withdrawals go through. */
    readonly paymentProvider: PaymentProvider;
  }
}

/** The sandbox payment provider's webhook key when PAYMENT_SANDBOX_SECRET is unset: 256 bits, HMAC-SHA256's size. */
const PAYMENT_SANDBOX_SECRET_NAME = 'payment-sandbox-secret';
const PAYMENT_SANDBOX_SECRET_BYTES = 32;

/** The sandbox payment provider, inside this server (its pages under /provider/pay). */
export const sandboxPaymentModule = defineModule({
  name: 'payment-sandbox',
  provides: ['paymentProvider'],
  async register(app, { db, config }) {
    const secret =
      config.payment.sandboxSecret ??
      (await storedServerSecret(db, PAYMENT_SANDBOX_SECRET_NAME, PAYMENT_SANDBOX_SECRET_BYTES));
    return { paymentProvider: await registerSandboxProvider(app, { db, secret }) };
  },
});
