import fs from 'node:fs';
import path from 'node:path';
import { hash, verify } from '@node-rs/argon2';
import { serverPaths } from '../../paths';

/** `Algorithm.Argon2id` of @node-rs/argon2, a const enum that isolated modules cannot import. */
const ARGON2ID = 2;
/** argon2id with the OWASP-recommended minimum (19 MiB, 2 passes). */
const ARGON2_OPTIONS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/**
 * A hash of a password nobody has, made with ARGON2_OPTIONS (a test checks they match). A literal,
 * not made at start-up: the first unknown login must not pay for a hash that others do not.
 */
export const DUMMY_PASSWORD_HASH =
  '$argon2id$v=19$m=19456,t=2,p=1$3nNFKhtWu4Uny8Yoq+cVxg$1vuSIQb+6XooibVbiw1fzznYxXH1sVyVVs/7hCVOUKc';

/** The argon2 parameters of new hashes, for the test that keeps DUMMY_PASSWORD_HASH in step. */
export const PASSWORD_HASH_PARAMETERS = ARGON2_OPTIONS;

/**
 * Spends the time of a real check when there is no player to check against, so an unknown
 * e-mail answers as slowly as a wrong password and reveals nothing.
 */
export async function verifyAgainstNobody(password: string): Promise<false> {
  await verifyPassword(DUMMY_PASSWORD_HASH, password);
  return false;
}

let commonPasswords: ReadonlySet<string> | undefined;

/** One of the 10,000 most common passwords (case-insensitive). */
export function isCommonPassword(password: string): boolean {
  commonPasswords ??= loadCommonPasswords();
  return commonPasswords.has(password.toLowerCase());
}

function loadCommonPasswords(): ReadonlySet<string> {
  const text = fs.readFileSync(path.join(serverPaths.packageRoot, 'reference-data/common-passwords.txt'), 'utf8');
  return new Set(
    text
      .split('\n')
      .filter((line) => line !== '' && !line.startsWith('# '))
      .map((line) => line.toLowerCase()),
  );
}

/** What a player is told when their new password is on the common-password list. */
export const COMMON_PASSWORD_MESSAGE = 'This password is too common. Choose one that is harder to guess.';
