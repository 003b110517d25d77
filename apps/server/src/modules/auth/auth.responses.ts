import { z } from 'zod';
import type { PageMeta, SessionView, SocialConnectionView } from '@casino/shared';
import { pageOf, schemaFor } from '../../http/response-schemas';
import type { AuthService } from './auth.service';
import type { SocialLogin } from './social-login';

export const accessTokenResponse = schemaFor<Awaited<ReturnType<AuthService['refresh']>>>()(
  z.object({ accessToken: z.string() }),
);

export const sessionPage = schemaFor<{ data: readonly SessionView[]; meta: PageMeta }>()(
  pageOf(
    z.object({
      id: z.string(),
      method: z
        .string()
        .describe('How the session was opened: password, phone, registration, social, autologin, telegram'),
      ip: z.string().nullable(),
      userAgent: z.string().nullable(),
      platform: z.string().nullable(),
      createdAt: z.string(),
      lastSeenAt: z.string(),
      isCurrent: z.boolean(),
    }),
  ),
);

export const socialConnection = schemaFor<SocialConnectionView>()(
  z.object({ provider: z.string(), email: z.string().nullable(), createdAt: z.string() }),
);

export const socialProviders = schemaFor<ReturnType<SocialLogin['list']>>()(
  z.array(z.object({ name: z.string(), label: z.string() })),
);

/** Where to send the browser: the provider's authorization URL. */
export const authorizationUrl = schemaFor<Awaited<ReturnType<SocialLogin['start']>>>()(z.object({ url: z.string() }));
