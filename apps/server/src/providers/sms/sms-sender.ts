import type { Database } from '../../db/database';
import { recordMessage, type MessageTransport } from '../mail/message-outbox';

export interface SmsMessage {
  /** E.164, e.g. +447911123456. */
  readonly to: string;
  readonly text: string;
}

/** Sends text messages. Every message is recorded in the outbox; `send` says what carried it. */
export interface SmsSender {
  send(message: SmsMessage): Promise<MessageTransport>;
}

/**
 * No SMS gateway is configured here: messages land in the outbox, readable in the development
 * mailbox. A gateway adapter implements SmsSender the way the SMTP mail sender does (send, then
 * record its transport name or 'failed') and is chosen here by its configuration.
 */
export function createSmsSender(db: Database): SmsSender {
  return {
    async send(message) {
      await recordMessage(db, { channel: 'sms', recipient: message.to, text: message.text }, 'outbox');
      return 'outbox';
    },
  };
}
