import { SumsubSandbox } from '../../providers/kyc/sumsub-sandbox';
import { sumsubAuthRoutes, sumsubSdkRoutes } from '../../providers/kyc/sumsub.routes';
import { defineModule } from '../../composition/app-module';
import { storedServerSecret } from '../auth/auth.service';
import { createDocumentStorage, type DocumentStorage } from './document-storage';
import { DocumentsService } from './documents.service';
import { kycAdminRoutes } from './kyc-admin.routes';
import { kycWebhookRoutes } from './kyc-webhook.routes';
import { kycRoutes } from './kyc.routes';
import { VerificationService } from './verification.service';

declare module '../../composition/app-module' {
  interface ModuleServices {
    /** Where uploaded documents and chat attachments are kept (the data directory or S3). */
    readonly documentStorage: DocumentStorage;
    /** Identity verification: what a withdrawal needs. */
    readonly verification: VerificationService;
  }
}

/** Shared by the sandbox identity-verification provider and our webhook, as a real provider's webhook secret is. */
const KYC_SANDBOX_SECRET_NAME = 'kyc-sandbox-secret';
const KYC_SANDBOX_SECRET_BYTES = 32;

/** Identity verification: the player's documents, the sandbox provider, its webhook and the operator's queue. */
export const kycModule = defineModule({
  name: 'kyc',
  needs: ['guard', 'notify'],
  provides: ['documentStorage', 'verification'],
  async register(app, { db, config, services: { guard, notify }, addOperatorRoutes }) {
    const documentStorage = await createDocumentStorage({ dataDir: config.database.dataDir, s3: config.kyc.s3 });
    const verification = new VerificationService(db, {
      thresholdBaseUnits: config.kyc.withdrawalThreshold,
      lifetimeThresholdBaseUnits: config.kyc.lifetimeWithdrawalThreshold,
      firstWithdrawal: config.kyc.firstWithdrawal,
      baseCurrency: 'USD',
    });
    verification.notify = notify;
    const documents = new DocumentsService(db, documentStorage, verification);
    await app.register(kycRoutes, { prefix: '/api/player', documents, verification, guard });
    const secret = await storedServerSecret(db, KYC_SANDBOX_SECRET_NAME, KYC_SANDBOX_SECRET_BYTES);
    const sandbox = new SumsubSandbox(app, secret, documents, verification, app.jobs);
    await app.register(sumsubAuthRoutes, { prefix: '/api/player', sandbox, guard });
    await app.register(sumsubSdkRoutes, { prefix: '/provider/kyc', sandbox, secret });
    await app.register(kycWebhookRoutes, { prefix: '/api/provider/kyc', db, secret, verification });
    addOperatorRoutes(async (scope) => scope.register(kycAdminRoutes, { documents, verification }));
    return { documentStorage, verification };
  },
});
