import { defineModule } from '../../composition/app-module';
import { contactAdminRoutes, contactRoutes } from './contact.routes';
import { ContactService } from './contact.service';

/** The contact form (guests and players, POST /api/notification/contact) and its operator list. */
export const contactModule = defineModule({
  name: 'contact',
  needs: ['auth', 'rateLimiter', 'mail'],
  async register(app, { db, services: { auth, rateLimiter, mail }, addOperatorRoutes }) {
    const contact = new ContactService(db, rateLimiter, mail, app.jobs);
    await app.register(contactRoutes, {
      prefix: '/api/notification',
      contact,
      authenticate: (token) => auth.authenticate(token),
    });
    addOperatorRoutes(async (scope) => scope.register(contactAdminRoutes, { prefix: '/notification', contact }));
  },
});
