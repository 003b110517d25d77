import { z } from 'zod';
import { CONTACT_MESSAGE_STATUSES, type ContactMessageReceipt } from '@casino/shared';
import { pageOf, schemaFor } from '../../http/response-schemas';
import type { ContactMessageView } from './contact.service';

export const contactMessageReceipt = schemaFor<ContactMessageReceipt>()(
  z.object({
    id: z.string().describe('The stored message'),
    createdAt: z.string().describe('When it was stored (ISO 8601)'),
  }),
);

export const contactMessageView = schemaFor<ContactMessageView>()(
  z.object({
    id: z.string(),
    playerId: z.string().nullable().describe('The signed-in player who sent it; null for a guest'),
    name: z.string(),
    email: z.string().describe('Where the acknowledgement went and an answer goes'),
    subject: z.string(),
    message: z.string(),
    locale: z.string().describe('The site language it was sent in'),
    ip: z.string().nullable(),
    status: z.enum(CONTACT_MESSAGE_STATUSES),
    createdAt: z.string(),
    handledAt: z.string().nullable().describe('When an operator answered or closed it'),
  }),
);

export const contactMessagePage = pageOf(contactMessageView);
