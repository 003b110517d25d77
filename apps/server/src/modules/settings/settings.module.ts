import { defineModule } from '../../composition/app-module';
import { seedSettings } from './settings.seed';
import { createSettingsService, type SettingsService } from './settings.service';
import { settingsRoutes } from './settings.routes';
import { thirdPartyRoutes } from './third-party.routes';

declare module '../../composition/app-module' {
  interface ModuleServices {
    /** Currencies, countries, languages and the site's switches. */
    readonly settings: SettingsService;
  }
}

/** The site's settings (GET /api/settings/...) and the third-party adapters' public configuration. */
export const settingsModule = defineModule({
  name: 'settings',
  provides: ['settings'],
  seed: seedSettings,
  async register(app, { db, config }) {
    const settings = createSettingsService(db);
    await app.register(settingsRoutes, { prefix: '/api/settings', settings, countryHeader: config.countryHeader });
    await app.register(thirdPartyRoutes, { prefix: '/api/settings', adapters: config.thirdParty });
    return { settings };
  },
});
