import type { FastifyInstance } from 'fastify';
import type { Database } from '../../../db/database';
import { SandboxGateway } from './sandbox-gateway';
import { SandboxPaymentProvider } from './sandbox-provider';
import { sandboxRoutes } from './sandbox.routes';
import { createSelfWebhookDelivery, type WebhookDelivery } from './webhook-delivery';

/** Who the sandbox's pages say is being paid. */
const SANDBOX_MERCHANT_NAME = 'Lucky Orbit';

/**
 * Starts the sandbox payment provider inside this server: its hosted pages under `/provider/pay`,
 * its payout settlement and its webhooks to our own callback route (over HTTP once listening),
 * both jobs on the app's durable queue, run wherever the queue's workers run.
 */
export async function registerSandboxProvider(
  app: FastifyInstance,
  options: { readonly db: Database; readonly secret: string; readonly deliver?: WebhookDelivery },
): Promise<SandboxPaymentProvider> {
  const gateway = new SandboxGateway(
    options.db,
    options.secret,
    options.deliver ?? createSelfWebhookDelivery(app),
    app.log,
    app.jobs,
  );
  const provider = new SandboxPaymentProvider(options.secret, gateway);
  await app.register(sandboxRoutes, { prefix: '/provider/pay', provider, merchantName: SANDBOX_MERCHANT_NAME });
  return provider;
}
