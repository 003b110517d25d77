import { z } from 'zod';
import { listOf, schemaFor } from '../../http/response-schemas';
import { AVATAR_IDS, type AvatarView, type CodeSent, type PhoneVerified } from '@casino/shared';

/** A send endpoint's answer: the same whether or not the phone or address has an account. */
export const codeSent = schemaFor<CodeSent>()(
  z.object({ status: z.literal('sent'), expiresInSeconds: z.number().int() }),
);

/** A verified phone for registration: the token `POST /api/player/register/phone` takes (single use). */
export const phoneVerified = schemaFor<PhoneVerified>()(
  z.object({ verificationToken: z.string(), expiresInSeconds: z.number().int() }),
);

export const avatarList = schemaFor<{ data: readonly AvatarView[] }>()(
  listOf(z.object({ id: z.enum(AVATAR_IDS), url: z.string().describe('Same-origin path of the image') })),
);
