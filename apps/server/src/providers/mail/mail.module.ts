import { defineModule } from '../../composition/app-module';
import { createMailSender, type MailSender } from './mail-sender';
import { mailboxRoutes } from './mailbox.routes';

declare module '../../composition/app-module' {
  interface ModuleServices {
    /** Sends e-mail: by SMTP_URL, or into the development mailbox. */
    readonly mail: MailSender;
  }
}

/** The mail sender, and the development mailbox in sandbox mode. */
export const mailModule = defineModule({
  name: 'mail',
  provides: ['mail'],
  async register(app, { db, config }) {
    // The development mailbox exists only in sandbox mode (a key is made only without SMTP_URL): with
    // SMTP, mail is read where it is delivered.
    const { mailboxKey } = config.mail;
    if (!config.mail.smtpUrl && mailboxKey)
      await app.register(mailboxRoutes, {
        prefix: '/provider/mailbox',
        db,
        key: mailboxKey,
        adminToken: config.auth.adminToken,
      });
    return { mail: createMailSender(db, config.mail, app.log) };
  },
});
