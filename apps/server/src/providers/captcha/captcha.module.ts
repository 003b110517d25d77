import { defineModule } from '../../composition/app-module';
import { registerCaptcha } from './captcha.plugin';

/**
 * The captcha gate and its public routes. Before the forms it guards (sign-in, registration,
 * password reset, contact): its hook covers routes registered after it.
 */
export const captchaModule = defineModule({
  name: 'captcha',
  needs: ['rateLimiter'],
  async register(app, { db, config, services: { rateLimiter } }) {
    await registerCaptcha(app, { db, rateLimiter, config: config.captcha });
  },
});
