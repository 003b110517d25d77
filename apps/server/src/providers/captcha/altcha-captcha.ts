import { createHmac, randomInt } from 'node:crypto';
import { createChallenge, verifySolution, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { z } from 'zod';
import {
  CAPTCHA_ACTION,
  CAPTCHA_TOKEN_MAX_LENGTH,
  type CaptchaProvider,
  type CaptchaVerdict,
} from './captcha-provider';

/**
 * The work a challenge asks. The widget tries counters from 0 until the derived key matches the
 * one the server derived for a random counter; PBKDF2 with 1,000 rounds per try and a counter of
 * 2,000 to 6,000 is about 0.3-1 s in Node and 1-3 s in a phone's browser (its workers share it):
 * nothing to a person, a real cost per form to a script. The server checks a solution with one
 * HMAC (the derived key is signed into the challenge), so checking costs it nothing.
 */
export const ALTCHA_WORK = {
  algorithm: 'PBKDF2/SHA-256',
  cost: 1_000,
  counterMin: 2_000,
  counterMax: 6_000,
} as const;

/** Long enough to fill in a form after the widget solved it; a solved challenge is used once anyway. */
export const ALTCHA_CHALLENGE_TTL_SECONDS = 10 * 60;

/** What the used-token marks live in: the rate-limit store (security/rate-limiter.ts `markOnce`). */
export interface UsedTokenMarks {
  markOnce(name: string, subject: string, until: Date): Promise<boolean>;
}

const USED_MARK = 'captcha-used';

const hex = (maxLength: number) =>
  z
    .string()
    .regex(/^[0-9a-f]+$/)
    .max(maxLength);

/**
 * The widget's payload (base64 of `{ challenge, solution }`), checked for shape before any
 * cryptography runs. The challenge's parameters are passed on as sent: their signature covers them.
 */
const payloadSchema = z.object({
  challenge: z.object({
    parameters: z.looseObject({
      algorithm: z.literal(ALTCHA_WORK.algorithm),
      nonce: hex(64),
      salt: hex(64),
      keySignature: hex(128),
      expiresAt: z.number().int().positive(),
    }),
    signature: hex(128),
  }),
  solution: z.object({ counter: z.number().int().min(0).max(0xffff_ffff), derivedKey: hex(128) }),
});

/**
 * The self-hosted proof-of-work captcha (ALTCHA): challenges signed with a key derived from a
 * server secret kept in the database (so every node checks every other's), expiring after
 * ALTCHA_CHALLENGE_TTL_SECONDS, each solved one accepted once (its signature is marked used until
 * it expires). The web's widget solves it in the browser without asking the person anything.
 */
export class AltchaCaptcha implements CaptchaProvider {
  readonly name = 'altcha';
  private readonly signatureSecret: string;
  private readonly keySignatureSecret: string;

  constructor(
    serverSecret: string,
    private readonly used: UsedTokenMarks,
    /** When challenges are made; tests make ones that are already old. */
    private readonly now: () => number = Date.now,
  ) {
    // Two keys from one secret, each for its own use, so neither signature can stand in for the other.
    this.signatureSecret = subkey(serverSecret, 'altcha-challenge');
    this.keySignatureSecret = subkey(serverSecret, 'altcha-derived-key');
  }

  challenge(): Promise<Challenge> {
    return createChallenge({
      algorithm: ALTCHA_WORK.algorithm,
      cost: ALTCHA_WORK.cost,
      counter: randomInt(ALTCHA_WORK.counterMin, ALTCHA_WORK.counterMax + 1),
      deriveKey,
      data: { action: CAPTCHA_ACTION },
      expiresAt: new Date(this.now() + ALTCHA_CHALLENGE_TTL_SECONDS * 1000),
      hmacSignatureSecret: this.signatureSecret,
      hmacKeySignatureSecret: this.keySignatureSecret,
    });
  }

  async verify(token: string): Promise<CaptchaVerdict> {
    const raw = decodePayload(token);
    const parsed = payloadSchema.safeParse(raw);
    if (!parsed.success) return 'malformed';
    const { challenge, solution } = parsed.data;
    let result: Awaited<ReturnType<typeof verifySolution>>;
    try {
      result = await verifySolution({
        challenge: (raw as { challenge: Challenge }).challenge,
        solution,
        deriveKey,
        hmacSignatureSecret: this.signatureSecret,
        hmacKeySignatureSecret: this.keySignatureSecret,
      });
    } catch {
      return 'malformed';
    }
    if (result.expired) return 'expired';
    if (!result.verified) return 'forged';
    const fresh = await this.used.markOnce(
      USED_MARK,
      challenge.signature,
      new Date(challenge.parameters.expiresAt * 1000),
    );
    return fresh ? 'passed' : 'used';
  }
}

function subkey(secret: string, purpose: string): string {
  return createHmac('sha256', secret).update(purpose).digest('hex');
}

function decodePayload(token: string): unknown {
  if (token.length > CAPTCHA_TOKEN_MAX_LENGTH || !/^[A-Za-z0-9+/=_-]+$/.test(token)) return undefined;
  try {
    return JSON.parse(Buffer.from(token, 'base64').toString('utf8'));
  } catch {
    return undefined;
  }
}
