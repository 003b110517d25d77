import { defineModule } from '../composition/app-module';
import { pageExistence } from './page-existence';
import { registerWebApp } from './web-app';

/** The built web app for every other path, last: a page of a game, content page, bonus or event that is gone answers 404. */
export const webAppModule = defineModule({
  name: 'web-app',
  needs: ['games', 'contentPages', 'bonuses', 'sportsCatalogue'],
  async register(app, { config, services: { games, contentPages, bonuses, sportsCatalogue } }) {
    const pages = pageExistence({ games, contentPages, bonuses, sportsbook: sportsCatalogue }, app.log);
    await registerWebApp(app, config.webDistDir, pages);
  },
});
