import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database';
import { recordMessage, type MessageTransport, type OutgoingMessage } from './message-outbox';

export interface MailMessage {
  readonly to: string;
  readonly subject: string;
  readonly text: string;
  readonly html?: string | undefined;
}

/** Sends e-mail. Every message is recorded in the outbox; `send` says what carried it. */
export interface MailSender {
  send(message: MailMessage): Promise<MessageTransport>;
}

export interface MailConfig {
  readonly smtpUrl: string | undefined;
  readonly from: string;
}

/** An SMTP server that does not answer must not hold a player's request for long. */
const SMTP_TIMEOUTS_MS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 } as const;

/**
 * With SMTP_URL, mail goes out through nodemailer and the outbox row is the sent-mail log
 * ('smtp', or 'failed' when the server refused it: logged, never thrown, since the caller has
 * already stored its code). Without it, the outbox is the development mailbox ('outbox').
 */
export function createMailSender(db: Database, config: MailConfig, log: FastifyBaseLogger): MailSender {
  if (!config.smtpUrl) {
    return {
      async send(message) {
        await recordMessage(db, asOutgoing(message), 'outbox');
        return 'outbox';
      },
    };
  }
  const transport = nodemailer.createTransport({ url: config.smtpUrl, ...SMTP_TIMEOUTS_MS });
  return {
    async send(message) {
      let outcome: MessageTransport = 'smtp';
      try {
        await transport.sendMail({
          from: config.from,
          to: message.to,
          subject: message.subject,
          text: message.text,
          html: message.html,
        });
      } catch (error) {
        outcome = 'failed';
        log.error({ err: error, subject: message.subject }, 'SMTP refused an e-mail');
      }
      await recordMessage(db, asOutgoing(message), outcome);
      return outcome;
    },
  };
}

function asOutgoing(message: MailMessage): OutgoingMessage {
  return { channel: 'email', recipient: message.to, subject: message.subject, text: message.text, html: message.html };
}
