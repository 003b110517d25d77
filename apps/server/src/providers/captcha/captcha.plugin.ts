import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../../config/env';
import type { Database } from '../../db/database';
import { storedServerSecret } from '../../modules/auth/server-secrets';
import type { RateLimiter } from '../../security/rate-limiter';
import { AltchaCaptcha } from './altcha-captcha';
import { CaptchaGate, registerCaptchaHook } from './captcha-gate';
import type { CaptchaProvider } from './captcha-provider';
import { captchaRoutes } from './captcha.routes';
import { TurnstileCaptcha } from './turnstile-captcha';

/** The altcha challenges' signing secret, made on the first start and shared by every node through the database. */
export const CAPTCHA_SECRET_NAME = 'captcha-secret';
const CAPTCHA_SECRET_BYTES = 32;

/**
 * The captcha: the configured adapter, the gate in front of the guarded forms and its public routes
 * (GET /api/captcha, GET /api/captcha/challenge). Call before the guarded forms' routes are registered.
 */
export async function registerCaptcha(
  app: FastifyInstance,
  options: { db: Database; rateLimiter: RateLimiter; config: AppConfig['captcha'] },
): Promise<CaptchaGate> {
  const provider = await createCaptchaProvider(options.db, options.rateLimiter, options.config);
  const gate = new CaptchaGate(options.config.mode, provider, options.rateLimiter);
  registerCaptchaHook(app, gate);
  await app.register(captchaRoutes, {
    prefix: '/api/captcha',
    gate,
    rateLimiter: options.rateLimiter,
    vendor: options.config.vendor,
  });
  return gate;
}

async function createCaptchaProvider(
  db: Database,
  rateLimiter: RateLimiter,
  config: AppConfig['captcha'],
): Promise<CaptchaProvider> {
  switch (config.provider) {
    case 'altcha':
      return new AltchaCaptcha(await storedServerSecret(db, CAPTCHA_SECRET_NAME, CAPTCHA_SECRET_BYTES), rateLimiter);
    case 'turnstile':
      // loadConfig refuses a vendor without its key and secret.
      if (!config.vendor) throw new Error('CAPTCHA_PROVIDER=turnstile needs CAPTCHA_SITE_KEY and CAPTCHA_SECRET');
      return new TurnstileCaptcha(config.vendor);
  }
}

/**
 * The origin the site's CSP must allow for the captcha (its widget's script, the frame it draws and
 * what it calls): the vendor's, while its captcha can be asked for; none for the self-hosted altcha.
 */
export function captchaOrigins(config: AppConfig['captcha']): string[] {
  return config.vendor && config.mode !== 'off' ? [new URL(config.vendor.scriptUrl).origin] : [];
}
