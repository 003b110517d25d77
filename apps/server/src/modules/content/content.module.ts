import { defineModule } from '../../composition/app-module';
import { contentPagesAdminRoutes } from './content-pages-admin.routes';
import { contentPagesRoutes } from './content-pages.routes';
import { seedContentPages } from './content-pages.seed';
import { ContentPagesService } from './content-pages.service';
import { contentRoutes } from './content.routes';
import { createContentService } from './content.service';

declare module '../../composition/app-module' {
  interface ModuleServices {
    /** The operator's pages (terms, help, promotions), per locale. */
    readonly contentPages: ContentPagesService;
  }
}

/** The site's texts from the content directory, and the operator's pages (GET /api/content/...). */
export const contentModule = defineModule({
  name: 'content',
  provides: ['contentPages'],
  seed: seedContentPages,
  async register(app, { db, config, addOperatorRoutes }) {
    await app.register(contentRoutes, { prefix: '/api/content', content: createContentService(config.contentDir) });
    const contentPages = new ContentPagesService(db);
    await app.register(contentPagesRoutes, { prefix: '/api/content', pages: contentPages });
    addOperatorRoutes(async (scope) =>
      scope.register(contentPagesAdminRoutes, { prefix: '/content', pages: contentPages }),
    );
    return { contentPages };
  },
});
